#!/usr/bin/env bash
# Prints the folder where cargo puts its output for this workspace: the
# `target_directory` of `cargo metadata` (CARGO_TARGET_DIR, or
# build.target-dir of a .cargo/config, or ./target). Every script that runs
# a built binary or reads the wasm finds it there, never by a fixed target/.
#
#   target=$(bash scripts/target-dir.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])'
