#!/usr/bin/env bash
# Fuzz the rules parser, the template loader and the table reader for a fixed
# budget each (not part of CI). Needs cargo-fuzz (`cargo install cargo-fuzz`);
# on a stable toolchain RUSTC_BOOTSTRAP=1 lets cargo-fuzz pass its -Z flags.
# Usage: fuzz/run.sh [SECONDS per target, default 60]
set -euo pipefail
cd "$(dirname "$0")/.."
budget="${1:-60}"
mkdir -p fuzz/corpus/rules fuzz/corpus/template fuzz/corpus/table fuzz/logs
# Seeds: the built-in templates, their rules lines, the sample tables.
for t in templates/*.toml; do cp "$t" fuzz/corpus/template/; done
grep -h -E '^(start|s|moves|end|winner) = ' templates/*.toml | sed -E 's/^[a-z]+ = "(.*)"$/\1/' |
    sort -u | split -l 1 - fuzz/corpus/rules/seed-
for f in samples/check/*.csv samples/check/correct.xlsx samples/check/bad/*.xlsx; do
    cp "$f" fuzz/corpus/table/
done
for target in rules template table; do
    echo "== $target: $budget s"
    RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" "fuzz/corpus/$target" -- \
        -max_total_time="$budget" -rss_limit_mb=2048 -max_len=65536 2>&1 |
        tee "fuzz/logs/$target.log" | grep -E '^(#[0-9]+.*DONE|==[0-9]+==|SUMMARY|Done)' || true
done
echo "crashes (each becomes a regression test in tests/integration/reliability.rs):"
ls fuzz/artifacts/*/crash-* 2>/dev/null || echo "  none"
