#!/usr/bin/env bash
# Benchmark of issue 14: the 2021 demo task's strategy tree for S = 30,
# `gametable explain --s 30 --tree`, the whole process (parse, solve, build
# the tree, print it), release build. Prints the least and the median of N
# runs in milliseconds (target: 20 ms).
#
#   bash bench/explain.sh [RUNS]      (default: 21)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-21}
cargo build --release --quiet
g=$(bash scripts/target-dir.sh)/release/gametable
times=()
for _ in $(seq "$n"); do
    t0=$(date +%s%N)
    "$g" explain ege-2021-demo --s 30 --tree >/dev/null
    t1=$(date +%s%N)
    times+=($(( (t1 - t0) / 1000 )))
done
printf '%s\n' "${times[@]}" | sort -n | awk -v n="$n" '
    { t[NR] = $1 }
    END { printf "explain ege-2021-demo --s 30 --tree (%d runs): least %.1f ms, median %.1f ms\n", n, t[1] / 1000, t[int((NR + 1) / 2)] / 1000 }'
