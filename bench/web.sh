#!/usr/bin/env bash
# The web page's speed and size in Chromium (web/e2e/bench.mjs), beside the
# CLI's figures for the same jobs (the release binary, --stats):
#  1. last keystroke → the demo task's table and answers on screen (≤ 50 ms);
#  2. a T = 2000 two-heap table (2·10⁶ positions) solved in the worker (≤ 0.5 s);
#  3. the first load's bytes, gzip-compressed (≤ 2 MB).
# Needs what scripts/test.sh installs (Chromium, npm, wasm-bindgen-cli).
#
#   bash bench/web.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-web.sh >/dev/null
cargo build --release --quiet
(cd web/e2e && npm ci --no-audit --no-fund --silent && node bench.mjs) 2>/dev/null
bin=$(bash scripts/target-dir.sh)/release/gametable
demo=$("$bin" solve ege-2021-demo --no-table --stats 2>&1 >/dev/null | sed 's/^solver: //')
big=$("$bin" solve --start '1, S' --s 1..1998 --moves '+1 *2' --end 'sum >= 2000' --no-table --stats --threads 1 2>&1 >/dev/null | sed 's/^solver: //')
echo "CLI, the demo task (one thread): $demo"
echo "CLI, T = 2000 (one thread, as in the worker): $big"
