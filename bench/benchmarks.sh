#!/usr/bin/env bash
# Regenerates BENCHMARKS.md with every benchmark of the project, in one run:
# the side-by-side comparison (bench/compare.py), the solver harness
# (cargo bench --bench solver), game graphs (cargo bench --bench theory),
# the spreadsheet writers (bench/xlsx.sh, cargo bench --bench writers), the
# checker (bench/check_100x100.sh, cargo bench --bench reader) and answer
# books (bench/book.sh). Takes about five minutes; run it on an
# idle machine.
#
#   bash bench/benchmarks.sh [--quick]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
out=BENCHMARKS.md.tmp
section() { printf '\n## %s\n\n```\n' "$1" >>"$out"; }
endsection() { printf '```\n' >>"$out"; }
python3 bench/compare.py "$@" >"$out"
{
    echo
    echo "Load average when the run started: $(cut -d' ' -f1-3 /proc/loadavg)."
} >>"$out"
section 'Solver harness: cargo bench --bench solver'
cargo bench --quiet --bench solver 2>&1 | grep -v '^$' >>"$out"
endsection
section 'Game graphs, 10⁶ vertices: cargo bench --bench theory'
cargo bench --quiet --bench theory 2>&1 | grep -v '^$' >>"$out"
endsection
section 'Spreadsheet writers: bash bench/xlsx.sh'
bash bench/xlsx.sh 2>&1 >>"$out"
endsection
section 'Writers: cargo bench --bench writers'
cargo bench --quiet --bench writers 2>&1 | grep -v '^$' >>"$out"
endsection
section 'Checking a 100 × 100 table: bash bench/check_100x100.sh'
bash bench/check_100x100.sh 2>&1 >>"$out"
endsection
section 'Reader: cargo bench --bench reader'
cargo bench --quiet --bench reader 2>&1 | grep -v '^$' >>"$out"
endsection
section 'Answer books, 1000 variants: bash bench/book.sh'
bash bench/book.sh 2>&1 >>"$out"
endsection
mv "$out" BENCHMARKS.md
echo "wrote BENCHMARKS.md" >&2
