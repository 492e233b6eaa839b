#!/usr/bin/env bash
# Regenerates samples/: workbooks (XLSX and ODS) and CSVs of the seed game
# (the 2021 demo task, seed 002) and of templates of every grid shape, and
# pictures of pages as LibreOffice prints them.
#
#   bash scripts/samples.sh [OUTDIR]      (default: samples/)
#
# GAMETABLE names the binary (default: a release build via cargo);
# SAMPLES_PNG=0 skips the picture (it needs LibreOffice and poppler).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-samples}
mkdir -p "$out"
if [ -z "${GAMETABLE:-}" ]; then
    cargo build --release --quiet
    GAMETABLE=$(bash scripts/target-dir.sh)/release/gametable
fi
# --lang ru unless a sample asks for en (the last --lang given wins).
g() { "$GAMETABLE" solve --lang ru "$@" >/dev/null; }

# The seed game: two heaps (7, S), +1 or *2, the total reaching 77.
g ege-2021-demo --out "$out/ege-2021-demo.xlsx"
g ege-2021-demo --out "$out/ege-2021-demo.ods"
g ege-2021-demo --out "$out/ege-2021-demo-en.xlsx" --lang en
g ege-2021-demo --out "$out/ege-2021-demo-formulas.xlsx" --formulas
g ege-2021-demo --out "$out/ege-2021-demo.csv"
g ege-2021-demo --out "$out/ege-2021-demo-codes-excel.csv" --codes --excel \
    --answers-csv "$out/ege-2021-demo-codes-excel-answers.csv"
# One heap, overshoot above 112 hands the win to the opponent.
g kp1921-046 --out "$out/kp1921-046.xlsx"
g kp1921-046 --out "$out/kp1921-046.ods"
g kp1921-046 --out "$out/kp1921-046-formulas.xlsx" --formulas
g kp1921-046 --out "$out/kp1921-046.csv"
# Two unknowns (K, S).
g kp1921-062 --out "$out/kp1921-062.xlsx"
g kp1921-062 --out "$out/kp1921-062.csv"
# No repeating the opponent's move: the general solver's table.
g kp1921-096 --out "$out/kp1921-096.xlsx"
g kp1921-096 --out "$out/kp1921-096.csv"

# explain: one position's moves, and the strategy trees (text, JSON, SVG).
e() { out_file=$1; shift; "$GAMETABLE" explain --lang ru "$@" > "$out_file"; }
e "$out/explain-ege-2021-demo-30.txt" ege-2021-demo --s 30
e "$out/explain-ege-2021-demo-30-en.txt" ege-2021-demo --s 30 --lang en
e "$out/explain-ege-2021-demo-30.json" ege-2021-demo --s 30 --json
e "$out/tree-ege-2021-demo-30.txt" ege-2021-demo --s 30 --tree \
    --svg "$out/tree-ege-2021-demo-30.svg" 2>/dev/null
e "$out/tree-ege-2021-demo-30-en.txt" ege-2021-demo --s 30 --tree --lang en \
    --svg "$out/tree-ege-2021-demo-30-en.svg" 2>/dev/null
e "$out/tree-ege-2021-demo-30.json" ege-2021-demo --s 30 --tree --json
e "$out/tree-ege-2021-demo-31.txt" ege-2021-demo --s 31 --tree
e "$out/tree-kp1921-046-12.txt" kp1921-046 --s 12 --tree
e "$out/tree-kp1921-062-k6-s11.txt" kp1921-062 --s 11 --k 6 --tree --lang en

if [ "${SAMPLES_PNG:-1}" != 0 ]; then
    pic() { bash scripts/lo_picture.sh "$@"; }
    pic "$out/ege-2021-demo.xlsx" "$out/ege-2021-demo.png" 1 110
    # One heap wraps into rows of ten; the codes coloured like the labels.
    pic "$out/kp1921-046.xlsx" "$out/kp1921-046.png" 1 60
    pic "$out/kp1921-046.xlsx" "$out/kp1921-046-codes.png" 2 60
    # The live workbook's answers, formulas over the table.
    pic "$out/ege-2021-demo-formulas.xlsx" "$out/ege-2021-demo-formulas-answers.png" last 60
fi
