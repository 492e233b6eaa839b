#!/usr/bin/env bash
# Benchmark: `gametable check --class` with the release binary.
#  1. Speed: 30 students' workbooks of the seed game's 70 × 69 table
#     (samples/check/errors.xlsx, 8 wrong cells each) checked and the class
#     workbook written: best and median wall time of RUNS (default 10).
#  2. Memory: the peak resident size (/usr/bin/time -v) of 1, 30 and 1000
#     files with CSV, XLSX and ODS out, against `check` of one file.
#
#     bash bench/check_class.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-10}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cargo build --release --quiet --bin gametable
bin=target/release/gametable
mkdir -p "$dir/c1" "$dir/c30" "$dir/c1000"
cp samples/check/errors.xlsx "$dir/c1/s0001.xlsx"
for i in $(seq -w 1 30); do cp samples/check/errors.xlsx "$dir/c30/s$i.xlsx"; done
for i in $(seq -w 1 1000); do cp samples/check/errors.xlsx "$dir/c1000/s$i.xlsx"; done
class() {
    /usr/bin/time -f '%U %S' -o "$dir/cpu" "$bin" check ege-2021-demo --lang en --class "$1" --out "$2" >/dev/null 2>&1 || test $? -eq 1
}
# Wall and CPU time (user + system) of each run: on a machine shared with
# other builds the wall time measures the queue as much as the work.
times=(); cpus=()
for _ in $(seq "$runs"); do
    s=$(date +%s%N)
    class "$dir/c30" "$dir/class30.xlsx"
    e=$(date +%s%N)
    times+=($(( (e - s) / 1000 )))
    cpus+=($(awk '{printf "%d", ($1 + $2) * 1000000}' "$dir/cpu"))
done
report() {
    local what=$1; shift
    local sorted=($(printf '%s\n' "$@" | sort -n))
    local best=${sorted[0]} median=${sorted[$(( runs / 2 ))]}
    printf '30 files of 70 x 69 cells, class workbook written, %d runs, %s: best %d.%03d ms, median %d.%03d ms\n' \
        "$runs" "$what" $((best / 1000)) $((best % 1000)) $((median / 1000)) $((median % 1000))
}
report wall "${times[@]}"
report 'CPU (user + system, 10 ms resolution)' "${cpus[@]}"
peak() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident/ {print $2}'; }
printf 'peak memory: check of one file %s KiB\n' "$(peak "$bin" check ege-2021-demo --lang en samples/check/errors.xlsx)"
for n in 1 30 1000; do
    for ext in csv xlsx ods; do
        s=$(date +%s%N)
        kb=$(peak "$bin" check ege-2021-demo --lang en --class "$dir/c$n" --out "$dir/class$n.$ext")
        e=$(date +%s%N)
        printf 'peak memory: --class of %4d files, --out .%-4s %s KiB (wall %d ms)\n' "$n" "$ext" "$kb" $(( (e - s) / 1000000 ))
    done
done
