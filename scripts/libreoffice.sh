#!/usr/bin/env bash
# LibreOffice Calc, headless, as the tests and scripts/samples.sh use it:
#
#   bash scripts/libreoffice.sh recalc BOOK.xlsx OUTDIR
#       recalculates every formula (cached values ignored) and writes each
#       sheet's values to OUTDIR/<sheet>.csv (UTF-8, comma, '"' quotes, raw
#       values rather than "as shown").
#   bash scripts/libreoffice.sh render BOOK.xlsx OUT.png [PAGE] [DPI]
#       recalculates, prints to PDF one page per sheet and rasterises page PAGE
#       (default 1, the first printed sheet) at DPI (default 96) with pdftoppm.
#
# Each run gets its own throw-away LibreOffice profile, so runs can go on side
# by side; the profile is set to recalculate on load (LibreOffice's default
# trusts the values cached in the file, which would test nothing).
# Exit status: 0 done, 2 usage or unreadable input, 3 a program is missing,
# 4 LibreOffice or pdftoppm failed (its log on stderr).
# Env: GAMETABLE_LO_TIMEOUT seconds per LibreOffice run (default 60).
set -uo pipefail
. "$(dirname -- "${BASH_SOURCE[0]}")/soffice-env.sh"

me=${0##*/}
fail() { local code=$1; shift; echo "$me: $*" >&2; exit "$code"; }
usage() { fail 2 "usage: $me recalc BOOK OUTDIR | $me render BOOK OUT.png [PAGE] [DPI]"; }

[ $# -ge 1 ] || usage
mode=$1; shift
case $mode in
recalc) [ $# -eq 2 ] || usage ;;
render) [ $# -ge 2 ] && [ $# -le 4 ] || usage ;;
*) usage ;;
esac
book=$1
[ -f "$book" ] && [ -r "$book" ] || fail 2 "cannot read $book"
# An xlsx is a zip package; LibreOffice would open anything else as text and succeed.
case ${book,,} in
*.xlsx | *.xlsm | *.ods)
    [ "$(head -c 2 -- "$book")" = PK ] || fail 2 "$book is not a zip package" ;;
esac
command -v soffice >/dev/null 2>&1 ||
    fail 3 "soffice is missing (apt-get install --no-install-recommends libreoffice-calc-nogui)"
if [ "$mode" = render ]; then
    command -v pdftoppm >/dev/null 2>&1 ||
        fail 3 "pdftoppm is missing (apt-get install --no-install-recommends poppler-utils)"
fi

# The folder appears in a file:// URL: keep its path plain.
work=$(mktemp -d /tmp/gametable-lo.XXXXXX) || fail 4 "mktemp failed"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/out" && soffice_profile "$work" || fail 4 "cannot set up $work"
# A fixed name makes the output names predictable (LibreOffice writes
# <name>-<sheet>.csv per sheet, <name>.pdf).
ext=${book##*.}
cp -- "$book" "$work/book.$ext" || fail 4 "cannot copy $book"

# Runs soffice --convert-to $1 on the copy; fails with its log when it did not work.
convert() {
    soffice_convert "$work" "${GAMETABLE_LO_TIMEOUT:-60}" "$1" "$work/out" "$work/book.$ext" >"$work/log" 2>&1
    local rc=$?
    # soffice exits 0 even when loading failed: read its log too.
    if [ $rc -ne 0 ] || grep -v javaldx "$work/log" | grep -qi -e '^error' -e 'could not be loaded'; then
        cat "$work/log" >&2
        fail 4 "LibreOffice could not convert $book (exit $rc)"
    fi
}

if [ "$mode" = recalc ]; then
    out=$2
    # CSV filter options: ',' '"' UTF-8, line 1, no column formats, default
    # language, quote text only when needed, detect numbers, raw values, no
    # formulas, -, every sheet to its own file (LibreOffice 7.2 and later).
    convert 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1'
    shopt -s nullglob
    sheets=("$work"/out/book-*.csv)
    [ ${#sheets[@]} -gt 0 ] || { cat "$work/log" >&2; fail 4 "LibreOffice wrote no CSV for $book"; }
    mkdir -p -- "$out" || fail 4 "cannot create $out"
    for f in "${sheets[@]}"; do
        mv -f -- "$f" "$out/${f##*/book-}" || fail 4 "cannot write $out"
    done
    echo "$me: $book: ${#sheets[@]} sheet(s) recalculated into $out" >&2
else
    png=$2; page=${3:-1}; dpi=${4:-96}
    convert 'pdf:calc_pdf_Export:{"SinglePageSheets":{"type":"boolean","value":"true"}}'
    [ -s "$work/out/book.pdf" ] || { cat "$work/log" >&2; fail 4 "LibreOffice wrote no PDF for $book"; }
    pdftoppm -f "$page" -l "$page" -r "$dpi" -png -singlefile "$work/out/book.pdf" "$work/page" 2>"$work/log" ||
        { cat "$work/log" >&2; fail 4 "pdftoppm could not render page $page"; }
    [ -s "$work/page.png" ] || fail 4 "page $page of $book was not rendered (fewer pages?)"
    mkdir -p -- "$(dirname -- "$png")" && cp -- "$work/page.png" "$png" || fail 4 "cannot write $png"
    echo "$me: wrote $png (page $page of $book, $dpi dpi)" >&2
fi
