#!/usr/bin/env bash
# Runs every test of gametable on a fresh machine: installs what the tests
# need when it is missing (LibreOffice Calc headless and poppler for the
# real-spreadsheet tests), then checks formatting and lints, then cargo test.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc-nogui)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
command -v dot >/dev/null 2>&1 || need+=(graphviz)
if [ ${#need[@]} -gt 0 ]; then
    echo "test.sh: installing ${need[*]}" >&2
    SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

cargo fmt --all -- --check
cargo clippy --all-targets --quiet -- -D warnings
cargo test --quiet "$@"
