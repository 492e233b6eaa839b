#!/usr/bin/env bash
# Benchmark: `gametable check` on a 100 × 100 table (10 000 labelled cells,
# two of them wrong), XLSX and CSV, with the release binary. Prints the wall
# time of each run (best and median of RUNS, default 20) — the whole process:
# reading the file, finding the grid, solving the game, checking, reporting.
#
#     bash bench/check_100x100.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-20}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cargo build --release --quiet --bin gametable --example make_check_samples
release=$(bash scripts/target-dir.sh)/release
"$release/examples/make_check_samples" --bench bench/check_100x100.toml "$dir"
for f in bench-100.xlsx bench-100.csv; do
    "$release/gametable" check --lang en bench/check_100x100.toml "$dir/$f" >"$dir/out.txt" || test $? -eq 1
    grep -q "10000 cells checked: 9998 right, 2 wrong" "$dir/out.txt" || { cat "$dir/out.txt"; exit 1; }
    times=()
    for _ in $(seq "$runs"); do
        s=$(date +%s%N)
        "$release/gametable" check bench/check_100x100.toml "$dir/$f" >/dev/null || true
        e=$(date +%s%N)
        times+=($(( (e - s) / 1000 )))
    done
    sorted=($(printf '%s\n' "${times[@]}" | sort -n))
    best=${sorted[0]}; median=${sorted[$(( runs / 2 ))]}
    printf '%s: 100 x 100 cells, %d runs: best %d.%03d ms, median %d.%03d ms\n' \
        "$f" "$runs" $((best / 1000)) $((best % 1000)) $((median / 1000)) $((median % 1000))
done
