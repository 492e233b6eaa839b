#!/usr/bin/env python3
"""Side-by-side benchmark: gametable against the alternatives a user would pick
(the seed's Python programs, recursive and bottom-up, and the PyPI package
theory-game) on the same tasks, at sizes where they finish. Prints a Markdown
report (machine, figures, ratios); `bench/benchmarks.sh` writes it to
BENCHMARKS.md.

Usage: python3 bench/compare.py [--quick] [--seeds DIR]

The seed's programs are not part of this repository: give the folder holding
seed_dp.py and seed_recursive.py with --seeds DIR (or GAMETABLE_SEEDS=DIR);
without it their columns say "not given".
"""
import argparse
import json
import mmap
import os
import platform
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The release binary where cargo put it (CARGO_TARGET_DIR, or target/).
BIN = os.path.join(json.loads(subprocess.run(
    ["cargo", "metadata", "--format-version", "1", "--no-deps"], cwd=ROOT, check=True,
    capture_output=True).stdout)["target_directory"], "release", "gametable")
TIMEOUT = 60.0
_args = argparse.ArgumentParser(
    description="Benchmarks gametable against the seed's Python programs and theory-game; "
                "prints a Markdown report.")
_args.add_argument("--quick", action="store_true", help="fewer and smaller sizes")
_args.add_argument("--seeds", metavar="DIR", default=os.environ.get("GAMETABLE_SEEDS"),
                   help="folder holding the seed's seed_dp.py and seed_recursive.py (not in this "
                        "repository; default: $GAMETABLE_SEEDS; without it those columns are skipped)")
ARGS = _args.parse_args()
QUICK = ARGS.quick
SEEDS = ARGS.seeds


def best_of(cmd, runs=5, timeout=TIMEOUT, env=None):
    """Best wall time of `runs` runs, or None when it did not finish in time."""
    best = None
    for _ in range(runs):
        t0 = time.perf_counter()
        try:
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=timeout, check=True, env=env)
        except subprocess.TimeoutExpired:
            return None
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
        if dt > 5:
            break
    return best


def ensure_theory_game():
    try:
        import theory_game  # noqa: F401
        return True
    except ImportError:
        r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "theory-game"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return r.returncode == 0


def theory_game_cmd(target, first):
    code = ("from theory_game.theory_game import Game2\n"
            f"str(Game2({target}, '+1 *2', {first}))\n")
    return [sys.executable, "-c", code]


def fmt(t):
    if t == "skipped":
        return "not given"
    if t is None:
        return f"> {TIMEOUT:.0f} s"
    if t < 1:
        return f"{t * 1000:.1f} ms"
    return f"{t:.2f} s"


def ratio(t, ours):
    if t is None or t == "skipped" or ours is None:
        return "—"
    return f"{t / ours:,.0f}×"


def machine():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = ""
    try:
        with open("/proc/meminfo") as f:
            kb = int(f.readline().split()[1])
            mem = f"{kb / 1024 / 1024:.0f} GiB"
    except OSError:
        pass
    return f"{os.cpu_count()} cores ({cpu}), {mem} RAM, {platform.system()} {platform.release()}, Python {platform.python_version()}"


def stats_run(args):
    """One `--stats` run under /usr/bin/time: (solver ms, positions, table
    bytes per position or None, peak RSS in bytes, system CPU seconds)."""
    out = subprocess.run(["/usr/bin/time", "-f", "rss=%M sys=%S", BIN, "solve", *args, "--no-table", "--stats"],
                         capture_output=True, text=True, check=True)
    lines = out.stderr.strip().splitlines()
    stats = next(line for line in lines if line.startswith("solver:"))
    fields = dict(f.strip().split(": ", 1) for f in stats.split(";") if ": " in f)
    res = dict(f.split("=") for f in lines[-1].split())
    table = fields.get("table")
    per_position = float(table.split(", ")[1].split()[0]) if table else None
    return (float(fields["time"].split()[0]), int(fields["positions"]),
            per_position, int(res["rss"]) * 1024, float(res["sys"]))


def fresh_memory_rate(mib=400):
    """GB/s at which the kernel hands out fresh pages: a first write to each
    4 KiB page of a new buffer (the cost every new table pays before any
    arithmetic)."""
    best = None
    for _ in range(3):
        buf = mmap.mmap(-1, mib << 20)
        t0 = time.perf_counter()
        buf[::4096] = b"\x01" * len(range(0, len(buf), 4096))
        dt = time.perf_counter() - t0
        buf.close()
        best = dt if best is None else min(best, dt)
    return (mib << 20) / best / 1e9


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def main():
    if not os.path.exists(BIN):
        subprocess.run(["cargo", "build", "--release", "--quiet"], cwd=ROOT, check=True)
    have_tg = ensure_theory_game()
    lines = ["# Benchmarks", "",
             f"Machine: {machine()}.", "",
             "Regenerate: `bash bench/benchmarks.sh` (builds the release binary, runs this",
             "comparison and the `cargo bench` harness; takes a few minutes).", "",
             "## The seed task and larger targets, side by side", "",
             "Two heaps (7, S), +1 or ×2 on either heap, the game ends at total ≥ T; every program",
             "answers (or tabulates) the same game. Best wall time of up to 5 runs, whole process",
             f"(start-up included); `> {TIMEOUT:.0f} s` did not finish in time.", "",
             "| T | gametable solve (answers 19–21) | seed_dp.py (bottom-up) | seed_recursive.py | theory-game | dp / gametable | recursive / gametable | theory-game / gametable |",
             "|---|---|---|---|---|---|---|---|"]
    targets = [77, 150, 300] if QUICK else [77, 150, 300, 1000, 3000]
    for t in targets:
        s_hi = t - 8
        ours = best_of([BIN, "solve", "--start", "7,S", "--s", f"1..{s_hi}", "--moves", "+1 *2",
                        "--end", f"sum >= {t}", "--no-table"])
        dp = rec = "skipped"
        if SEEDS:
            dp = best_of([sys.executable, os.path.join(SEEDS, "seed_dp.py"), str(t)], runs=3)
            rec = best_of([sys.executable, os.path.join(SEEDS, "seed_recursive.py"), str(t)], runs=1) if t <= 300 else None
        tg = best_of(theory_game_cmd(t, 7), runs=1) if have_tg and t <= 300 else None
        lines.append(f"| {t} | {fmt(ours)} | {fmt(dp)} | {fmt(rec)} | {fmt(tg)} | {ratio(dp, ours)} | {ratio(rec, ours)} | {ratio(tg, ours)} |")
    lines += ["", "seed_recursive.py looks two moves deep only (its win(…, byMove)); theory-game recomputes",
              "positions without memory. Both are only run up to T = 300.", ""]
    runs = 3 if QUICK else 9
    lines += ["## The dense table alone (`--stats`)", "",
              "From (1, 1): the whole triangle of T²/2 positions, +1 / ×2, sum ≥ T; one byte per position",
              "in the rows whose codes all fit, two in the others (chosen as the table is filled).",
              f"{runs} runs per row, one and two threads interleaved; the solver's own time",
              "(`--stats`: allocation and the fill, not start-up or printing). *sys* is the kernel's share",
              "(mapping fresh pages), *RSS* the process's peak.", ""]
    rate = fresh_memory_rate()
    lines += [f"Fresh memory on this machine: the kernel maps and zeroes new pages at {rate:.1f} GB/s (best of 3,",
              "a first write to each 4 KiB page of a 400 MiB buffer): a table of N MiB costs about",
              f"N / {rate * 1000 / 1.048576:.0f} s of *sys* time before any arithmetic; `cargo bench --bench solver`",
              "(`dense_fill_mapped`) times the fill alone, in memory already mapped.", "",
              "| T | positions | bytes/position | threads | median | best | median rate | sys (median) | peak RSS | 2 threads vs 1 (medians) |",
              "|---|---|---|---|---|---|---|---|---|---|"]
    for t in ([700, 2000, 5000] if QUICK else [700, 2000, 5000, 20000]):
        args = ["--start", "1, S", "--s", "1..1", "--moves", "+1 *2", "--end", f"sum >= {t}",
                "-q", "count where code == 2"]
        got = {"1": [], "2": []}
        for _ in range(runs):
            for th in got:
                got[th].append(stats_run(args + ["--threads", th]))
        med = {th: median([r[0] for r in rs]) for th, rs in got.items()}
        for th, rs in got.items():
            ms = [r[0] for r in rs]
            n, cell = rs[0][1], rs[0][2]
            rate = n / (med[th] / 1e3) / 1e9
            speedup = f"{med['1'] / med['2']:.2f}×" if th == "2" else ""
            lines.append(f"| {t} | {n} | {cell:.2f} | {th} | {med[th]:.1f} ms | {min(ms):.1f} ms | {rate:.2f} G/s"
                         f" | {median([r[4] for r in rs]):.2f} s | {max(r[3] for r in rs) / 2**20:.0f} MiB | {speedup} |")
    lines += ["", "## A game through the general solver", "",
              "Two heaps (N, S), −1 or halve rounding up on either heap, the player who empties both wins.",
              "Memory per position: the process's peak RSS over the positions solved.", "",
              "| N | positions | time | rate | peak RSS | bytes per position |", "|---|---|---|---|---|---|"]
    for n in [300, 1000]:
        ms, pos, _, rss, _ = stats_run(["--start", f"{n}, S", "--s", f"{n}..{n}", "--moves", "-1 /2 up",
                                        "--end", "sum == 0", "-q", "count where code > 0"])
        lines.append(f"| {n} | {pos} | {ms:.1f} ms | {pos / (ms / 1e3) / 1e6:.1f} M/s | {rss / 2**20:.0f} MiB"
                     f" | {rss / pos:.0f} |")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
