#!/usr/bin/env bash
# Regenerates samples/check/: the hand-made tables `gametable check` is tested
# on, for the seed game (ege-2021-demo).
#   1. examples/make_check_samples.rs writes the XLSX/CSV tables (right ones in
#      every dialect, ones with planted errors, the bad-input catalogue);
#   2. LibreOffice converts some of them to ODS and XLS, as a teacher's
#      LibreOffice would save them (never written by hand);
#   3. msoffcrypto-tool (pip install msoffcrypto-tool) makes the encrypted
#      workbook, password "secret";
#   4. SheetJS (npm package xlsx, installed into a temporary folder) writes the
#      XLSB copies (LibreOffice cannot write XLSB).
# Needs: cargo, soffice (LibreOffice Calc), msoffcrypto-tool, node and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
out=samples/check
mkdir -p "$out"; find "$out" -type f ! -name PLANTED.md -delete
mkdir -p "$out/bad"
cargo run --quiet --example make_check_samples -- "$out"

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
lo() { # lo FORMAT OUTDIR FILE...
    local fmt=$1 dir=$2; shift 2
    soffice -env:UserInstallation="file://$profile" --headless --convert-to "$fmt" --outdir "$dir" "$@" >/dev/null 2>&1
}
lo ods "$out" "$out/correct.xlsx" "$out/errors.xlsx" "$out/dialect-petya-vanya.xlsx"
lo 'xls:MS Excel 97' "$out" "$out/dialect-codes.xlsx"
lo 'xlsm:Calc MS Excel 2007 VBA XML' "$out" "$out/errors.xlsx"
lo ods "$out/bad" "$out/bad/merged.xlsx"
# Russian Excel's CSV: ';'-separated, Windows-1251 (LibreOffice charset 34).
lo 'csv:Text - txt - csv (StarCalc):59,34,34' "$profile" "$out/dialect-cyrillic.xlsx"
mv "$profile/dialect-cyrillic.csv" "$out/dialect-cyrillic-1251.csv"
# The Petya/Vanya table exists as ODS only; the codes table as XLS only.
rm "$out/dialect-petya-vanya.xlsx" "$out/dialect-codes.xlsx"
for f in correct.ods errors.ods dialect-petya-vanya.ods dialect-codes.xls errors.xlsm bad/merged.ods dialect-cyrillic-1251.csv; do
    test -s "$out/$f" || { echo "make_check_samples: LibreOffice did not write $f" >&2; exit 1; }
done
msoffcrypto-tool -e -p secret "$out/correct.xlsx" "$out/bad/encrypted.xlsx"
js=$(mktemp -d)
(cd "$js" && npm install --silent xlsx@0.18.5 >/dev/null)
for f in correct errors; do
    NODE_PATH="$js/node_modules" node scripts/xlsb.js "$out/$f.xlsx" "$out/$f.xlsb"
done
rm -rf "$js"
ls -l "$out" "$out/bad"
