#!/usr/bin/env bash
# Regenerates the answer-book samples of samples/: 30 generated exam variants
# (seed 2026, every family in turn), their book with a sheet per variant, the
# key as CSV, and the statements in Russian (Markdown) and English (text).
#
#   bash scripts/book-samples.sh [OUTDIR]      (default: samples/)
#
# GAMETABLE names the binary (default: a release build via cargo);
# SAMPLES_PNG=0 skips the pictures of two variants' pages (LibreOffice).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-samples}
mkdir -p "$out"
if [ -z "${GAMETABLE:-}" ]; then
    cargo build --release --quiet
    GAMETABLE=$(bash scripts/target-dir.sh)/release/gametable
fi

"$GAMETABLE" generate --count 30 --seed 2026 --lang ru --out "$out/variants-30.toml" 2>/dev/null
"$GAMETABLE" book "$out/variants-30.toml" --out "$out/book-30.xlsx" --lang ru \
    --csv "$out/book-30-key.csv" --statements "$out/book-30-tasks.md" 2>/dev/null
"$GAMETABLE" book "$out/variants-30.toml" --out "$out/book-30-en.xlsx" --lang en \
    --statements "$out/book-30-tasks-en.txt" 2>/dev/null

if [ "${SAMPLES_PNG:-1}" != 0 ]; then
    # The key and the statements print first, then each variant from a page
    # of its own (a big grid goes on over more pages): the variants' first
    # pages are found by their heading, not by number. Variant 1 (one heap
    # wrapped into rows of ten), variant 4 (a decreasing game, its open
    # range cut where the answers end).
    bash scripts/lo_picture.sh "$out/book-30.xlsx" "$out/book-30-variant-1.png" 'first:Вариант 1' 60
    bash scripts/lo_picture.sh "$out/book-30.xlsx" "$out/book-30-variant-4.png" 'first:Вариант 4' 60
fi
