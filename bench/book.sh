#!/usr/bin/env bash
# Benchmark of issue 5: 1000 generated variants -> an answer book (the key,
# the statements, the key CSV) with --no-grids, and with a sheet per variant
# (with its question-21 tree below the grid, issue 14, and without).
# Prints the wall-clock seconds of each (best of 3).
#
#   bash bench/book.sh [COUNT]      (default: 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000}
cargo build --release --quiet
g=$(bash scripts/target-dir.sh)/release/gametable
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
best() {
    local b=
    for _ in 1 2 3; do
        local t0 t1
        t0=$(date +%s.%N)
        "$@" 2>/dev/null
        t1=$(date +%s.%N)
        b=$(echo "$t0 $t1 ${b:-1e9}" | awk '{d=$2-$1; print (d<$3)?d:$3}')
    done
    printf '%.3f' "$b"
}
echo "generate --count $n --seed 1: $(best $g generate --count "$n" --seed 1 --out "$dir/v.toml") s"
echo "book ($n variants) --no-grids --csv: $(best $g book "$dir/v.toml" --out "$dir/b.xlsx" --csv "$dir/k.csv" --no-grids) s"
echo "book ($n variants) with grids --csv:  $(best $g book "$dir/v.toml" --out "$dir/bg.xlsx" --csv "$dir/k.csv") s"
echo "book ($n variants) with grids, --no-trees: $(best $g book "$dir/v.toml" --out "$dir/bn.xlsx" --no-trees) s"
echo "book ($n variants) with grids and trees:   $(best $g book "$dir/v.toml" --out "$dir/bt.xlsx") s"
