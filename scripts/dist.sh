#!/usr/bin/env bash
# Builds what a release ships, into TARGET/dist/ (TARGET: cargo's target
# directory, target/ or CARGO_TARGET_DIR), each file with its .sha256 beside
# it. The release workflow (.github/workflows/release.yml) calls this script,
# and scripts/test.sh calls it the same way (the Windows build, run under
# Wine, and the page), so what is tested is what is shipped.
#
#   bash scripts/dist.sh RUST-TARGET    the program for that target:
#       gametable-VERSION-RUST-TARGET.zip (Windows: gametable.exe) or .tar.gz
#       (gametable), with README.md, README.ru.md and CHANGELOG.md
#   bash scripts/dist.sh page           the page as one file: gametable.html
#
# Prints the path of the file it wrote. Runs on Linux and macOS (bash 3.2)
# and on Windows' Git Bash.
#
# GAMETABLE_DIST_PROFILE=NAME builds the program under another cargo profile
# than release (scripts/test-windows.sh: release-unoptimised, the same
# program compiled in a quarter of the time).
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:?usage: bash scripts/dist.sh RUST-TARGET|page}
target_dir=$(bash scripts/target-dir.sh)
dist=$target_dir/dist
mkdir -p "$dist"

checksum() { # checksum FILE: writes FILE.sha256 ("HASH  NAME", as sha256sum -c reads it)
    local dir name
    dir=$(dirname "$1")
    name=$(basename "$1")
    if command -v sha256sum >/dev/null 2>&1; then
        (cd "$dir" && sha256sum "$name" >"$name.sha256")
    else
        (cd "$dir" && shasum -a 256 "$name" >"$name.sha256")
    fi
}

if [ "$what" = page ]; then
    bash scripts/build-web.sh >&2
    cp "$target_dir/web/gametable.html" "$dist/gametable.html"
    checksum "$dist/gametable.html"
    echo "$dist/gametable.html"
    exit 0
fi

rustup target list --installed 2>/dev/null | grep -qx "$what" || rustup target add "$what" >&2
profile=${GAMETABLE_DIST_PROFILE:-release}
cargo build --quiet --profile "$profile" --locked --bin gametable --target "$what"
version=$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "gametable"))')
name=gametable-$version-$what
stage=$dist/$name
rm -rf "$stage"
mkdir -p "$stage"
case "$what" in
*windows*) exe=gametable.exe ;;
*) exe=gametable ;;
esac
profile_dir=$profile
[ "$profile" = dev ] && profile_dir=debug
cp "$target_dir/$what/$profile_dir/$exe" README.md README.ru.md CHANGELOG.md "$stage/"
case "$what" in
*windows*)
    archive=$dist/$name.zip
    rm -f "$archive"
    (cd "$dist" && python3 -m zipfile -c "$name.zip" "$name/")
    ;;
*)
    archive=$dist/$name.tar.gz
    tar -C "$dist" -czf "$archive" "$name"
    ;;
esac
rm -rf "$stage"
checksum "$archive"
echo "$archive"
