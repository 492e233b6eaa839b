#!/usr/bin/env bash
# Regenerates BENCHMARKS.md: the side-by-side comparison and the cargo bench harness.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
python3 bench/compare.py "$@" > BENCHMARKS.md.tmp
{
    echo
    echo '## cargo bench --bench solver'
    echo
    echo '```'
    cargo bench --quiet --bench solver 2>&1 | grep -v '^$'
    echo '```'
} >> BENCHMARKS.md.tmp
mv BENCHMARKS.md.tmp BENCHMARKS.md
echo "wrote BENCHMARKS.md" >&2
