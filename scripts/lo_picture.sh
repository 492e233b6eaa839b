#!/usr/bin/env bash
# Prints a workbook with LibreOffice (headless, a fresh profile of its own,
# formulas recalculated on load) as a teacher would print it — each sheet's
# own page setup — and saves one page as a PNG picture.
#
#   bash scripts/lo_picture.sh BOOK.xlsx|BOOK.ods OUT.png [PAGE|last|first:LINE] [DPI]
#
# first:LINE picks the first page whose first line of text (pdftotext,
# trimmed) is LINE, e.g. 'first:Вариант 4': a page found by what it shows
# rather than by a number that moves whenever an earlier sheet grows.
#
# Needs LibreOffice Calc and poppler-utils:
#   apt-get install -y --no-install-recommends libreoffice-calc-nogui poppler-utils
set -euo pipefail
. "$(dirname -- "${BASH_SOURCE[0]}")/soffice-env.sh"
[ $# -ge 2 ] && [ $# -le 4 ] || { echo "usage: $0 BOOK OUT.png [PAGE] [DPI]" >&2; exit 2; }
in=$1 png=$2 page=${3:-1} dpi=${4:-72}
[ -f "$in" ] || { echo "$0: no file $in" >&2; exit 2; }
for tool in soffice pdftoppm; do
    command -v "$tool" >/dev/null || { echo "$0: $tool is missing: apt-get install -y --no-install-recommends libreoffice-calc-nogui poppler-utils" >&2; exit 3; }
done
work=$(mktemp -d /tmp/lo_picture.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pdf"
soffice_profile "$work"
ext=${in##*.}
cp -- "$in" "$work/book.$ext"
soffice_convert "$work" 180 pdf "$work/pdf" "$work/book.$ext" >"$work/log" 2>&1 ||
    { cat "$work/log" >&2; exit 4; }
[ -s "$work/pdf/book.pdf" ] || { cat "$work/log" >&2; echo "$0: no PDF" >&2; exit 4; }
pages=$(pdfinfo "$work/pdf/book.pdf" | awk '/^Pages:/ {print $2}')
case $page in
last) page=$pages ;;
first:*)
    want=${page#first:}
    page=
    for ((p = 1; p <= pages; p++)); do
        line=$(pdftotext -f "$p" -l "$p" -layout "$work/pdf/book.pdf" - | grep -m1 '[^[:space:]]' || true)
        line=${line#"${line%%[![:space:]]*}"}
        line=${line%"${line##*[![:space:]]}"}
        if [ "$line" = "$want" ]; then page=$p; break; fi
    done
    [ -n "$page" ] || { echo "$0: no page of $in starts with '$want' ($pages pages)" >&2; exit 4; }
    ;;
esac
pdftoppm -f "$page" -l "$page" -r "$dpi" -png -singlefile "$work/pdf/book.pdf" "$work/page"
cp -- "$work/page.png" "$png"
