#!/usr/bin/env bash
# Regenerates BENCHMARKS.md with every benchmark of the project, in one run:
# the side-by-side comparison (bench/compare.py), the solver harness
# (cargo bench --bench solver), game graphs (cargo bench --bench theory),
# the spreadsheet writers (bench/xlsx.sh, cargo bench --bench writers), the
# checker (bench/check_100x100.sh, cargo bench --bench reader) and answer
# books (bench/book.sh) and the strategy tree (bench/explain.sh). Takes about
# five minutes; run it on an
# idle machine.
#
#   bash bench/benchmarks.sh [--quick] [--seeds DIR]
#
# --seeds DIR (or GAMETABLE_SEEDS) names the folder with the seed's Python
# programs for the side-by-side table; they are not part of this repository.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
out=BENCHMARKS.md.tmp
section() { printf '\n## %s\n\n```\n' "$1" >>"$out"; }
endsection() { printf '```\n' >>"$out"; }
# A section holding a cargo bench harness's output, or a bench/ script's.
harness() {
    section "$1: cargo bench --bench $2"
    cargo bench --quiet --bench "$2" 2>&1 | grep -v '^$' >>"$out"
    endsection
}
from_script() {
    section "$1: bash bench/$2"
    bash "bench/$2" 2>&1 >>"$out"
    endsection
}
python3 bench/compare.py "$@" >"$out"
{
    echo
    echo "Load average when the run started: $(cut -d' ' -f1-3 /proc/loadavg)."
} >>"$out"
harness 'Solver harness' solver
harness 'Game graphs, 10⁶ vertices' theory
from_script 'Spreadsheet writers' xlsx.sh
harness 'Writers' writers
from_script 'Checking a 100 × 100 table' check_100x100.sh
harness 'Reader' reader
from_script 'Answer books, 1000 variants' book.sh
from_script 'Strategy trees: explain --tree' explain.sh
mv "$out" BENCHMARKS.md
echo "wrote BENCHMARKS.md" >&2
