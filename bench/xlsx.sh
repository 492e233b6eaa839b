#!/usr/bin/env bash
# Benchmarks of the spreadsheet writers (issue 3), with the release binary:
#  1. a 1000 × 1000 grid written as XLSX (target: ≤ 1 s, bounded memory);
#  2. the real exam task's workbook, end to end (target: ≤ 20 ms);
#  3. the live-formula workbook of the same task, for reference;
#  4. the same as ODS (issue 15).
# Elapsed time and peak memory come from /usr/bin/time -v; the short runs
# are repeated and the least and the median of the wall times are shown.
#
#   bash bench/xlsx.sh            (builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=$(bash scripts/target-dir.sh)/release/gametable
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

peak() { # peak() LABEL ARGS… : one run under /usr/bin/time -v
    local label=$1; shift
    /usr/bin/time -v "$bin" "$@" >/dev/null 2>"$work/time.log"
    local wall rss
    wall=$(grep 'Elapsed (wall clock)' "$work/time.log" | awk '{print $NF}')
    rss=$(grep 'Maximum resident set size' "$work/time.log" | awk '{print $NF}')
    printf '%-34s wall %s  peak RSS %6.1f MiB\n' "$label" "$wall" "$(echo "$rss / 1024" | bc -l)"
}

repeat() { # repeat() LABEL N ARGS… : N runs, least and median wall time
    local label=$1 n=$2; shift 2
    local times=()
    for _ in $(seq "$n"); do
        local t0 t1
        t0=$(date +%s%N)
        "$bin" "$@" >/dev/null 2>&1
        t1=$(date +%s%N)
        times+=($(( (t1 - t0) / 1000 )))
    done
    local sorted
    sorted=$(printf '%s\n' "${times[@]}" | sort -n)
    printf '%-34s %d runs: least %.1f ms, median %.1f ms\n' "$label" "$n" \
        "$(echo "$(echo "$sorted" | head -1) / 1000" | bc -l)" \
        "$(echo "$(echo "$sorted" | sed -n "$(( (n + 1) / 2 ))p") / 1000" | bc -l)"
}

big=(solve --start '1, S' --s 1..999 --moves '+1 *2' --end 'sum >= 1002')
echo "1000 x 1000 grid ($bin ${big[*]} --out …)"
peak "  solve only (--no-table)" "${big[@]}" --no-table
peak "  XLSX (table + codes + answers)" "${big[@]}" --out "$work/big.xlsx"
peak "  ODS (table + codes + answers)" "${big[@]}" --out "$work/big.ods"
peak "  CSV" "${big[@]}" --out "$work/big.csv"
ls -l "$work/big.xlsx" "$work/big.ods" "$work/big.csv" | awk '{printf "  %s: %d bytes\n", $NF, $5}'
echo "The exam task (ege-2021-demo), end to end"
repeat "  XLSX" 21 solve ege-2021-demo --out "$work/demo.xlsx"
repeat "  ODS" 21 solve ege-2021-demo --out "$work/demo.ods"
repeat "  live-formula XLSX" 21 solve ege-2021-demo --out "$work/demo-f.xlsx" --formulas
repeat "  CSV" 21 solve ege-2021-demo --out "$work/demo.csv"
repeat "  answers only (no file)" 21 solve ege-2021-demo --no-table
