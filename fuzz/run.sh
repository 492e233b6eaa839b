#!/usr/bin/env bash
# Fuzz the rules parser, the template loader, questions, strategy trees and
# the table reader for a fixed budget each (not part of CI). Needs cargo-fuzz
# (`cargo install cargo-fuzz`); on a stable toolchain RUSTC_BOOTSTRAP=1 lets cargo-fuzz pass its -Z flags.
# Usage: fuzz/run.sh [SECONDS per target, default 60]
# FUZZ_TARGETS picks targets (default: rules template question tree table);
# FUZZ_RUNS stops a target after that many executions if it comes before the
# time.
set -euo pipefail
cd "$(dirname "$0")/.."
budget="${1:-60}"
mkdir -p fuzz/corpus/rules fuzz/corpus/template fuzz/corpus/table fuzz/corpus/question fuzz/corpus/tree fuzz/logs
# Seeds: the built-in templates, their rules lines, the sample tables.
for t in templates/*.toml; do cp "$t" fuzz/corpus/template/; cp "$t" fuzz/corpus/tree/; done
# Questions: every template's, one a file, and a deep nest.
grep -h -o -E '"(min|max|minmax|all|count|sum|product|value)[^"]*"' templates/*.toml | tr -d '"' |
    sort -u | split -l 1 - fuzz/corpus/question/seed-
printf 'min where %s' 'some(every(some(every(some(every(some(every(not over))))))))' >fuzz/corpus/question/nested
grep -h -E '^(start|s|moves|end|winner) = ' templates/*.toml | sed -E 's/^[a-z]+ = "(.*)"$/\1/' |
    sort -u | split -l 1 - fuzz/corpus/rules/seed-
# Every reader: XLSX, XLSM, XLS, XLSB, ODS, CSV/TSV, and the damaged files
# found so far.
for f in samples/check/*.* samples/check/bad/* tests/fixtures/*.xls tests/fixtures/*.xlsx; do
    case "$f" in *.md | *.png) continue ;; esac
    cp "$f" fuzz/corpus/table/
done
targets="${FUZZ_TARGETS:-rules template question tree table}"
for target in $targets; do
    echo "== $target: $budget s"
    # --sanitizer none: panics, aborts, stack overflows and allocations past
    # -malloc_limit_mb are what we look for; no unsafe code of ours to check.
    RUSTC_BOOTSTRAP=1 nice -n 19 cargo fuzz run --sanitizer none "$target" "fuzz/corpus/$target" -- \
        -max_total_time="$budget" -runs="${FUZZ_RUNS:--1}" -rss_limit_mb=2048 -malloc_limit_mb=1024 -max_len=65536 2>&1 |
        tee "fuzz/logs/$target.log" | grep -E '^(#[0-9]+.*DONE|==[0-9]+==|SUMMARY|Done)' || true
done
echo "crashes (each becomes a regression test in tests/integration/reliability.rs):"
ls fuzz/artifacts/*/crash-* 2>/dev/null || echo "  none"
