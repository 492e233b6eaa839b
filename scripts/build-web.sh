#!/usr/bin/env bash
# Builds the web page: the library compiled to WebAssembly (web/), wrapped
# by wasm-bindgen, and the page around it (web/page/). Writes, in cargo's
# target directory (target/, or CARGO_TARGET_DIR when set: the wasm is read
# where cargo wrote it and the page written beside it, never a stale copy):
#   TARGET/web/site/        a static folder (index.html, app.js and its modules, worker.js,
#                           style.css, the wasm and its glue) for any host;
#   TARGET/web/gametable.html  the same page as one self-contained file (the
#                           wasm inlined), to open from disk or e-mail.
# Needs wasm-bindgen-cli at the version of the wasm-bindgen crate in
# Cargo.lock (scripts/test.sh installs it) and the wasm32 target.
#
#   bash scripts/build-web.sh
set -euo pipefail
cd "$(dirname "$0")/.."

want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
    echo "build-web.sh: wasm-bindgen $want is needed (found: ${have:-none});" \
        "install it with: cargo install --locked wasm-bindgen-cli --version $want" >&2
    exit 2
fi
rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
    || rustup target add wasm32-unknown-unknown

# The `web` profile (Cargo.toml) keeps the section wasm-bindgen needs; the
# names it keeps are removed by wasm-bindgen below.
cargo build --quiet -p gametable-web --lib --target wasm32-unknown-unknown --profile web
target=$(bash scripts/target-dir.sh)
out=$target/web
rm -rf "$out/pkg" "$out/site"
mkdir -p "$out/pkg" "$out/site"
wasm-bindgen --target no-modules --no-typescript --remove-name-section --remove-producers-section \
    --out-dir "$out/pkg" "$target/wasm32-unknown-unknown/web/gametable_web.wasm"
cp web/page/index.html web/page/*.js web/page/style.css "$out/site/"
# The page's words, from the Fluent catalogs (locales/*/page.ftl).
python3 web/words.py locales "$out/site/words.js"
cp "$out/pkg/gametable_web.js" "$out/pkg/gametable_web_bg.wasm" "$out/site/"
python3 web/inline.py "$out/site" "$out/gametable.html"
wasm=$(stat -c %s "$out/site/gametable_web_bg.wasm")
gz=$(gzip -9c "$out/site/gametable_web_bg.wasm" | wc -c)
echo "build-web.sh: wrote $out/site/ (wasm $wasm bytes, $gz gzipped) and $out/gametable.html ($(stat -c %s "$out/gametable.html") bytes)"
