#!/usr/bin/env bash
# The Windows program, cross-built here and run under Wine (issue 22): the
# release archive that scripts/dist.sh makes for x86_64-pc-windows-gnu (its
# program built without the optimiser: Cargo.toml's release-unoptimised) is
# unpacked into a folder whose name is Cyrillic with spaces, and its
# gametable.exe solves, explains, checks an XLSX and a Windows-1251 CSV,
# writes a book and XLSX/ODS workbooks — paths given the Windows way (drive
# letter, backslashes; Wine maps Z:\ to /), a template and a CSV with CRLF
# line ends. Every output (stdout, exit status, files written) must be
# byte-for-byte what the Linux build gives for the same job; solve's answers
# must be 18 / 31 34 / 30.
#
#   bash scripts/test-windows.sh           (scripts/test.sh runs it)
#   bash scripts/test-windows.sh --build   the archive only (scripts/test.sh
#                                          starts it in the background)
#
# Installs when missing: Debian's mingw-w64 linker and Wine, the rust target.
# Wine's prefix (its C: drive and registry) is kept in TARGET/wine-prefix.
# Prints how long the Windows build and the runs under Wine took.
set -euo pipefail
cd "$(dirname "$0")/.."
rust_target=x86_64-pc-windows-gnu

find_wine() {
    local w
    for w in wine64 wine /usr/lib/wine/wine64; do
        if command -v "$w" >/dev/null 2>&1; then
            command -v "$w"
            return
        fi
    done
}
need=()
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need+=(gcc-mingw-w64-x86-64)
[ -n "$(find_wine)" ] || need+=(wine wine64)
if [ ${#need[@]} -gt 0 ]; then
    echo "test-windows.sh: installing ${need[*]}" >&2
    SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
wine=$(find_wine)
rustup target list --installed | grep -qx "$rust_target" || rustup target add "$rust_target"

target_dir=$(bash scripts/target-dir.sh)
t0=$(date +%s)
# Built in a target directory of its own (scripts/test.sh starts this build
# in the background while the tests run, and cargo test holds the main
# directory's lock meanwhile).
zip=$(CARGO_TARGET_DIR=$target_dir/windows-build GAMETABLE_DIST_PROFILE=release-unoptimised \
    bash scripts/dist.sh "$rust_target")
t1=$(date +%s)
[ "${1:-}" = --build ] && { echo "$zip"; exit 0; }
# The Linux build of the same source, for the reference outputs: the binary
# the integration tests run (cargo test's profile, not the harness of its
# unit tests), which scripts/test.sh has built already; a build under the
# dev profile would compile every dependency once more.
# (Every message is read: a reader that stopped at the binary's would close
# the pipe on cargo while it still compiles, and cargo fails on it.)
native=$(cargo test --quiet --workspace --no-run --message-format=json |
    python3 -c '
import json, sys
found = []
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "gametable" \
            and m["target"]["kind"] == ["bin"] and not m["profile"]["test"] \
            and m.get("executable"):
        found.append(m["executable"])
print(found[0] if found else "")
')
[ -x "$native" ] || { echo "test-windows.sh: cargo did not name the gametable binary it built" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-windows.sh: $*" >&2; exit 1; }
# The Windows name of a path: Wine's drive Z: is the root.
winpath() { printf 'Z:%s' "$(printf '%s' "$1" | tr / '\\')"; }

programs="$work/Мои программы"
mkdir -p "$programs"
(cd "$programs" && python3 -m zipfile -e "$zip" .)
exe=$(echo "$programs"/gametable-*/gametable.exe)
[ -f "$exe" ] || fail "$zip holds no gametable.exe"

# A private Wine prefix, kept under the target directory: made once (a few
# seconds), reused by later runs.
export WINEPREFIX=$target_dir/wine-prefix WINEDEBUG=-all WINEDLLOVERRIDES='mscoree,mshtml=' DISPLAY=
win() { "$wine" "$exe" "$@"; }
[ -d "$WINEPREFIX" ] || "$wine" wineboot --init >/dev/null 2>&1 || true
# Rust's std calls bcryptprimitives.dll (Windows 10 and later have it); Wine
# before 9.0 lacks it: a stand-in built from scripts/wine/ goes into the
# prefix's system32, never into the release.
prng=$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll
if [ ! -f "$prng" ]; then
    x86_64-w64-mingw32-gcc -O2 -shared -Wl,--export-all-symbols -o "$prng" \
        scripts/wine/bcryptprimitives.c -ladvapi32
fi

# same NAME DIR ARGS…: the Windows and the Linux program, run in DIR with
# ARGS, print the same and exit alike.
same() {
    local name=$1 dir=$2
    shift 2
    local wrc=0 lrc=0
    (cd "$dir" && win "$@") >"$work/$name.win" 2>"$work/$name.win.err" || wrc=$?
    (cd "$dir" && "$native" "$@") >"$work/$name.lin" 2>"$work/$name.lin.err" || lrc=$?
    [ "$wrc" = "$lrc" ] || fail "$name: exit $wrc under Wine, $lrc on Linux: $(cat "$work/$name.win.err")"
    cmp -s "$work/$name.win" "$work/$name.lin" || {
        diff "$work/$name.lin" "$work/$name.win" | head -20 >&2
        fail "$name: the Windows program printed something else than the Linux one"
    }
    cmp -s "$work/$name.win.err" "$work/$name.lin.err" || {
        diff "$work/$name.lin.err" "$work/$name.win.err" | head -20 >&2
        fail "$name: the Windows program's messages differ from the Linux one's"
    }
}

t2=$(date +%s)
# solve: the demo task's answers, and the whole table as printed.
same solve . solve --lang ru
grep -qx '19\. 18 .*' "$work/solve.win" && grep -qx '20\. 31 34 .*' "$work/solve.win" &&
    grep -qx '21\. 30 .*' "$work/solve.win" || fail "solve under Wine did not answer 18 / 31 34 / 30: $(cat "$work/solve.win")"
same explain . explain --s 30 --tree --lang ru
# check: a table with 8 planted errors (exit 1), Russian Excel's CSV.
same check-xlsx samples/check check ege-2021-demo errors.xlsx --lang ru
grep -q 'неверно 8' "$work/check-xlsx.win" || fail "check under Wine did not find the 8 planted errors"
same check-1251 samples/check check ege-2021-demo dialect-cyrillic-1251.csv --lang ru

# Windows paths (drive letter, backslashes) into folders named in Russian
# with spaces; a template and a CSV with CRLF line ends.
tasks="$work/Мои задачи"
mkdir -p "$tasks" "$work/win/Таблицы 10 класса" "$work/lin/Таблицы 10 класса"
sed 's/$/\r/' templates/ege-2021-demo.toml >"$tasks/демо задача.toml"
sed 's/\r*$/\r/' samples/check/dialect-cyrillic-1251.csv >"$tasks/таблица ученика.csv"
grep -q $'\r$' "$tasks/демо задача.toml" || fail "the CRLF template was not made"
same crlf-csv . check ege-2021-demo "$tasks/таблица ученика.csv" --lang ru
for ext in xlsx ods; do
    win solve "$(winpath "$tasks/демо задача.toml")" --lang ru --no-table \
        --out "$(winpath "$work/win/Таблицы 10 класса/демо.$ext")" >"$work/out-$ext.win" 2>/dev/null
    "$native" solve "$tasks/демо задача.toml" --lang ru --no-table \
        --out "$work/lin/Таблицы 10 класса/демо.$ext" >"$work/out-$ext.lin" 2>/dev/null
    cmp -s "$work/out-$ext.win" "$work/out-$ext.lin" || fail "solve --out .$ext printed something else under Wine"
done
win book "$(winpath "$PWD/samples/variants-30.toml")" --lang ru \
    --out "$(winpath "$work/win/Таблицы 10 класса/книга ответов.xlsx")" \
    --csv "$(winpath "$work/win/Таблицы 10 класса/ключ.csv")" 2>/dev/null
"$native" book samples/variants-30.toml --lang ru \
    --out "$work/lin/Таблицы 10 класса/книга ответов.xlsx" \
    --csv "$work/lin/Таблицы 10 класса/ключ.csv" 2>/dev/null
# A workbook is a zip: its entries must be the same, byte for byte (the zip
# records which system wrote it, so the containers differ).
same_file() {
    case "$1" in
    *.xlsx | *.ods)
        python3 -c '
import sys, zipfile
def entries(f):
    z = zipfile.ZipFile(f)
    return sorted((i.filename, z.read(i)) for i in z.infolist())
sys.exit(0 if entries(sys.argv[1]) == entries(sys.argv[2]) else 1)' "$1" "$2"
        ;;
    *) cmp -s "$1" "$2" ;;
    esac
}
for f in демо.xlsx демо.ods 'книга ответов.xlsx' ключ.csv; do
    [ -s "$work/win/Таблицы 10 класса/$f" ] || fail "the Windows program did not write «$f»"
    same_file "$work/win/Таблицы 10 класса/$f" "$work/lin/Таблицы 10 класса/$f" ||
        fail "«$f» written under Wine differs from the Linux program's"
done
# No temporary file left beside the outputs.
[ "$(ls -A "$work/win/Таблицы 10 класса" | wc -l)" = 4 ] ||
    fail "the Windows program left files beside its outputs: $(ls -A "$work/win/Таблицы 10 класса")"
t3=$(date +%s)
echo "test-windows.sh: gametable.exe under Wine: solve, explain, check (XLSX, Windows-1251 CSV, CRLF), book, XLSX/ODS into «Таблицы 10 класса» — all as on Linux (build $((t1 - t0)) s, runs $((t3 - t2)) s)"
