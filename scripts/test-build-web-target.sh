#!/usr/bin/env bash
# The page follows the source when CARGO_TARGET_DIR is set (issue 26). A copy
# of this tree gets an old target/ (a stale wasm and page, as a working tree
# keeps them) and one line added to web/src that compiles a marker string
# into the wasm; scripts/build-web.sh run in the copy with CARGO_TARGET_DIR
# set must write, in CARGO_TARGET_DIR/web/, a folder and a single-file page
# whose wasm holds the marker, and leave the old target/ alone.
#
#   bash scripts/test-build-web-target.sh      (scripts/test.sh runs it)
#
# Its build folder is kept under cargo's target directory
# (TARGET/build-web-target-test/). It starts as a copy of the page's own wasm
# build when there is one (scripts/test.sh builds the page first): the
# dependencies' paths are the same, so only the copy's two crates compile —
# they live at another path, so nothing of the page's own build can stand
# in for them, and the marker proves it.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(bash scripts/target-dir.sh)/build-web-target-test
tree=$work/tree
rm -rf "$tree"
mkdir -p "$tree"
# The files of the tree as they are now (edits not yet committed included).
git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$tree"

# The old target/: what build-web.sh read and wrote before it honoured
# CARGO_TARGET_DIR.
mkdir -p "$tree/target/wasm32-unknown-unknown/web" "$tree/target/web"
echo 'a stale wasm' >"$tree/target/wasm32-unknown-unknown/web/gametable_web.wasm"
echo 'a stale page' >"$tree/target/web/gametable.html"

# The copy's two crates compile unoptimised: what is tested is where the
# page is written from, not its speed (a package's own profile leaves the
# dependencies' compiled copies valid).
printf '\n[profile.web.package.gametable]\nopt-level = 0\n\n[profile.web.package.gametable-web]\nopt-level = 0\n' \
    >>"$tree/Cargo.toml"

marker="gametable-build-marker-$(date +%s%N)"
printf '\n#[wasm_bindgen]\npub fn build_marker() -> String { "%s".to_string() }\n' "$marker" \
    >>"$tree/web/src/lib.rs"

out=$work/target
main_target=$(bash scripts/target-dir.sh)
if [ ! -d "$out" ] && [ -d "$main_target/wasm32-unknown-unknown/web" ]; then
    mkdir -p "$out/wasm32-unknown-unknown" "$out/web"
    cp -a "$main_target/wasm32-unknown-unknown/web" "$out/wasm32-unknown-unknown/"
    for d in deps build .fingerprint; do
        [ -d "$main_target/web/$d" ] && cp -a "$main_target/web/$d" "$out/web/"
    done
    rm -f "$out/wasm32-unknown-unknown/web/gametable_web.wasm"
fi
said=$(CARGO_TARGET_DIR=$out bash "$tree/scripts/build-web.sh")
fail() { echo "test-build-web-target.sh: $*" >&2; exit 1; }
case "$said" in *"$out/web/gametable.html"*) ;; *) fail "build-web.sh did not say it wrote $out/web/: $said" ;; esac
grep -qaF "$marker" "$out/web/site/gametable_web_bg.wasm" ||
    fail "the site's wasm was not built from the changed source (no $marker)"
python3 - "$out/web/gametable.html" "$marker" <<'EOF' || fail "the single-file page's wasm has no $marker"
import base64, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
wasm = re.search(r'<script id="gt-wasm" type="application/octet-stream">([^<]*)</script>', html)
sys.exit(0 if wasm and sys.argv[2].encode() in base64.b64decode(wasm.group(1)) else 1)
EOF
[ "$(cat "$tree/target/web/gametable.html")" = 'a stale page' ] || fail "the old target/web/ was written"
rm -rf "$tree"
echo "test-build-web-target.sh: with CARGO_TARGET_DIR set and an old target/ beside it, the page is built from the changed source"
