#!/usr/bin/env bash
# Regenerates the answer-book samples of samples/: 30 generated exam variants
# (seed 2026, every family in turn), their book with a sheet per variant, the
# key as CSV, and the statements in Russian (Markdown) and English (text).
#
#   bash scripts/book-samples.sh [OUTDIR]      (default: samples/)
#
# GAMETABLE names the binary (default: a release build via cargo).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-samples}
mkdir -p "$out"
if [ -z "${GAMETABLE:-}" ]; then
    cargo build --release --quiet
    GAMETABLE=target/release/gametable
fi

"$GAMETABLE" generate --count 30 --seed 2026 --out "$out/variants-30.toml" 2>/dev/null
"$GAMETABLE" book "$out/variants-30.toml" --out "$out/book-30.xlsx" \
    --csv "$out/book-30-key.csv" --statements "$out/book-30-tasks.md" 2>/dev/null
"$GAMETABLE" book "$out/variants-30.toml" --out "$out/book-30-en.xlsx" --lang en \
    --statements "$out/book-30-tasks-en.txt" 2>/dev/null
