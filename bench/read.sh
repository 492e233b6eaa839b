#!/usr/bin/env bash
# Benchmark of issue 21: a 150-task document (the public task texts of
# tests/fixtures/read/, renumbered and repeated) read and solved
# (`gametable read --json`), and made into an answer book when `book` reads
# documents; then hostile input: a task followed by one sentence repeated
# 1 000 and 5 000 times (once quadratic: 11 s and past 20 s). Prints the
# wall-clock seconds of each (best of 3), the load average (the 2 cores are
# shared: wall time grows with the load, CPU time much less), the CPU time of
# one book run, and its phases (GAMETABLE_TIMING=1: reading, solving, the
# sheets, saving).
#
#   bash bench/read.sh [COUNT]      (default: 150)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-150}
cargo build --release --quiet
g=$(bash scripts/target-dir.sh)/release/gametable
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
doc="$dir/tasks.txt"
i=0
while [ "$i" -lt "$n" ]; do
    for f in tests/fixtures/read/kp1921-0[1-9]*.txt tests/fixtures/read/kp1921-1*.txt; do
        [ "$i" -lt "$n" ] || break
        i=$((i + 1))
        # Renumber the task: «39) …» → «$i) …».
        sed -E "s/^[0-9]+\) /$i) /" "$f" >>"$doc"
        printf '\n\n' >>"$doc"
    done
done
best() {
    local b=
    for _ in 1 2 3; do
        local t0 t1
        t0=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || [ $? -le 2 ]
        t1=$(date +%s.%N)
        b=$(echo "$t0 $t1 $b" | awk '{d=$2-$1; if ($3=="" || d<$3) print d; else print $3}')
    done
    echo "$b"
}
tasks=$("$g" read --json --lang ru "$doc" | grep -c '"template"' || true)
echo "document: $n tasks written, $tasks read, $(wc -c <"$doc") bytes"
echo "read + solve (--json): $(best "$g" read --json --lang ru "$doc") s"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
if "$g" book "$doc" --out "$dir/book.xlsx" --lang ru >/dev/null 2>&1 || [ -f "$dir/book.xlsx" ]; then
    echo "read + solve + book (--no-grids): $(best "$g" book "$doc" --out "$dir/book.xlsx" --no-grids --lang ru) s"
    echo "read + solve + book (a sheet per task): $(best "$g" book "$doc" --out "$dir/book.xlsx" --lang ru) s"
    for ext in docx md html; do
        echo "read + solve + book.$ext: $(best "$g" book "$doc" --out "$dir/book.$ext" --lang ru) s"
    done
    echo "one book run (a sheet per task), CPU and phases:"
    GAMETABLE_TIMING=1 /usr/bin/time -f '  %e s wall, %U s user, %S s sys, %M KB' \
        "$g" book "$doc" --out "$dir/book.xlsx" --lang ru 2>&1 |
        grep -v '^gametable: wrote' | sed 's/^gametable: timing: /  /'
fi
# Hostile input: a sentence repeated (linear work: 5 000 repeats take about
# five times as long as 1 000). The game's opening repeated 5 000 times
# opens 5 001 tasks, more than a document may hold (2 000): the time is the
# refusal's (exit 2).
task=tests/fixtures/read/kp1921-039.txt
for sentence in "Два игрока, Петя и Ваня, играют в следующую игру. " \
    "За один ход игрок может добавить в кучу один камень. " \
    "Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает. " \
    "Известно, что Ваня выиграл. "; do
    for reps in 1000 5000; do
        rep="$dir/repeated.txt"
        { cat "$task"; echo; for _ in $(seq "$reps"); do printf '%s' "$sentence"; done; } >"$rep"
        echo "«${sentence%% *}…» × $reps ($(wc -c <"$rep") bytes): $(best "$g" read --json --lang ru "$rep") s"
    done
done
# One end sentence of many «или» (once quadratic: 20 000 took 37 s in a
# debug build, each «или» looked at with all the words on both sides).
for reps in 5000 20000; do
    rep="$dir/or.txt"
    {
        printf 'Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. '
        printf 'За один ход игрок может добавить в кучу один камень. '
        printf 'Игра завершается, когда в куче становится не менее 20 камней '
        for _ in $(seq "$reps"); do printf 'или '; done
        printf 'конец. Победителем считается игрок, сделавший последний ход. '
        printf 'В начальный момент в куче было S камней, 1 ≤ S ≤ 19. '
        printf 'Найдите минимальное значение S, при котором Петя может выиграть первым ходом.\n'
    } >"$rep"
    echo "«или» × $reps in one sentence ($(wc -c <"$rep") bytes): $(best "$g" read --json --lang ru "$rep") s"
done
# One rounding remark of many comparison words (once quadratic: each
# «больше» looked at with every word after it — 20 000 took 103 s).
for reps in 5000 20000; do
    rep="$dir/rounding.txt"
    {
        printf 'Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. '
        printf 'За один ход игрок может убрать из кучи один камень или уменьшить количество камней в куче в два раза '
        printf '(если количество камней нечётно, остаётся на 1 камень больше'
        for _ in $(seq "$reps"); do printf ' больше'; done
        printf '). Игра завершается, когда количество камней в куче становится не более 10. '
        printf 'Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, S ≥ 11. '
        printf 'Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети.\n'
    } >"$rep"
    echo "«больше» × $reps in a rounding remark ($(wc -c <"$rep") bytes): $(best "$g" read --json --lang ru "$rep") s"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
