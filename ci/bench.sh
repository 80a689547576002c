#!/usr/bin/env bash
# The benchmark suite: builds the release `acceptance` as it ships (the Swift runtime and
# Foundation linked in statically), runs every benchmark — `bench gherkin` on a generated corpus of
# 2,000 files (both id modes), `bench runner` (5,000 trivial scenarios) and `bench app` (Features/
# copied 40 times) — BENCH_RUNS times (default 3, at least 3 for a comparison worth having; the two
# short ones twice as often), and prints one table: each figure's median, its goal, met or missed.
# Missed goals are reported, not failed: they depend on the machine. A benchmark that fails (a
# scenario that does not pass, an error) fails the script.
#
# Then it compares with the previous commit where that is cheap: HEAD~1 is built in release in a
# git worktree under .build-bench-prev/ (git-ignored; kept, so the next run reuses its binary when
# it is still HEAD~1's, or rebuilds it incrementally), and each benchmark of this build runs
# interleaved with HEAD~1's, A B A B ..., so that each figure's ratio (this build / HEAD~1; above
# 1 is slower or bigger) is measured pair by pair in one run on the same machine. A regression of
# more than 25 % fails the script: the median of the pairs' ratios above 1.25, and the ratio of
# the two builds' best runs too (a busy moment of a shared machine slows a run, so one slow pair
# alone is noise, and so are two when the best runs agree). The comparison is skipped, saying
# why, when HEAD~1 does not exist (a shallow clone), does not build, or lacks a benchmark (then
# only that one is skipped). BENCH_COMPARE=0 skips it.
#
# Cost on the 2-core machine, with the release build of HEAD done already (ci/reliability.sh):
# 1 min 35 s in CI on 2026-11-25, 45 s of it the first build of HEAD~1 in a fresh clone, most of
# the rest bench app (Features/ copied 40 times, at about 14 µs per step). Without the comparison
# (BENCH_COMPARE=0), 25 s.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS=0
runs=${BENCH_RUNS:-3}
compare=${BENCH_COMPARE:-1}
prev_dir=.build-bench-prev
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

say() { echo "ci/bench.sh: $*"; }

# The binary as it ships (ci/release-build.sh, as ci/reliability.sh builds it).
if ! new=$(bash ci/release-build.sh 2>"$work/build.log"); then
  cat "$work/build.log" >&2
  say "the release build failed" >&2
  exit 1
fi
head=$(git rev-parse --short HEAD)

# previous_build: sets old to HEAD~1's release binary, building it when .build-bench-prev/ does
# not hold it yet; says why and leaves old empty when it cannot.
old=""
previous_build() {
  local commit
  if ! commit=$(git rev-parse --verify --quiet 'HEAD~1^{commit}'); then
    say "no comparison: HEAD~1 does not exist (the first commit, or a shallow clone)"
    return
  fi
  local source=$prev_dir/source short=${commit:0:7}
  local binary=$source/.build/release/acceptance
  # The marker holds the commit and how it was built: a build made another way is not reused.
  local marker
  marker="$commit $(git hash-object ci/release-build.sh)"
  if [ "$(cat "$prev_dir/commit" 2>/dev/null)" = "$marker" ] && [ -x "$binary" ]; then
    say "HEAD~1 ($short): reusing its release build in $prev_dir/"
  else
    mkdir -p "$prev_dir"
    rm -f "$prev_dir/commit"
    if ! git -C "$source" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      rm -rf "$source"
      git worktree prune
      git worktree add --quiet --detach "$source" "$commit"
    else
      git -C "$source" checkout --quiet --force --detach "$commit"
    fi
    local start=$SECONDS
    if ! binary=$(bash ci/release-build.sh "$source" 2>"$prev_dir/build.log"); then
      say "no comparison: HEAD~1 ($short) does not build (see $prev_dir/build.log)"
      return
    fi
    echo "$marker" >"$prev_dir/commit"
    say "HEAD~1 ($short): built in release in $prev_dir/ in $((SECONDS - start)) s"
  fi
  old=$binary
}
if [ "$compare" = 1 ]; then previous_build; else say "no comparison: BENCH_COMPARE=0"; fi

# The corpus of bench gherkin, generated once (by a first run, not counted) for every run.
mkdir "$work/corpus"
"$new" bench gherkin "$work/corpus" >/dev/null

failed=0
# bench NAME BINARY SIDE RUN ARGUMENTS...: runs one benchmark into $work/NAME.SIDE.RUN.
bench() {
  local name=$1 binary=$2 side=$3 run=$4
  shift 4
  local status=0
  timeout 900 "$binary" bench "$@" >"$work/$name.$side.$run" 2>"$work/$name.$side.$run.err" ||
    status=$?
  [ "$status" = 0 ] && return
  if [ "$side" = new ]; then
    say "bench $* FAILED (exit $status):" >&2
    tail -n 20 "$work/$name.$side.$run.err" >&2
    failed=1
  else
    say "HEAD~1's bench $* exited with $status: $name not compared"
    rm -f "$work/$name".old.*
    touch "$work/$name.old.failed"
  fi
}

for name in gherkin runner app; do
  arguments=("$name")
  [ "$name" = gherkin ] && arguments+=("$work/corpus")
  with_old=""
  if [ -n "$old" ]; then
    old_usage=$("$old" bench --help 2>/dev/null || true)
    if grep -q "acceptance bench $name" <<<"$old_usage"; then
      with_old=1
    else
      say "HEAD~1 has no bench $name: $name not compared"
    fi
  fi
  # The short benchmarks run twice as often: a busy moment weighs more on a short run.
  count=$runs
  [ "$name" = app ] || count=$((runs * 2))
  for run in $(seq 1 "$count"); do
    bench "$name" "$new" new "$run" "${arguments[@]}"
    if [ -n "$with_old" ] && [ ! -e "$work/$name.old.failed" ]; then
      bench "$name" "$old" old "$run" "${arguments[@]}"
    fi
  done
done
[ "$failed" = 0 ] || {
  say "a benchmark failed (above)" >&2
  exit 1
}

status=0
PYTHONIOENCODING=utf-8 python3 - "$work" "$head" <<'PY' || status=$?
import glob, os, re, statistics, sys

work, head = sys.argv[1], sys.argv[2]

def number(pattern, text, group=1):
    match = re.search(pattern, text, re.M)
    return float(match.group(group)) if match else None

def gherkin(text):
    predictable = number(r"^time: ([\d.]+) s \(predictable ids\)", text)
    random = number(r"^time: [\d.]+ s \(predictable ids\), ([\d.]+) s", text)
    return {
        "MB/s, predictable ids": number(r"^throughput: ([\d.]+) MB/s", text),
        "MB/s, random ids": number(r"^throughput: .*; ([\d.]+) MB/s", text),
        "random ids / predictable ids": random / predictable if random and predictable else None,
        "time, predictable ids (s)": predictable,
        "time, random ids (s)": random,
        "peak memory (MiB)": number(r"^peak memory: ([\d.]+) MiB", text),
    }

def runner(text):
    return {
        "µs per step": number(r"^\s*µs per step\s+([\d.]+)", text),
        "peak memory (MiB)": number(r"^\s*peak memory\s+([\d.]+) MiB", text),
    }

def app(text):
    peaks = re.findall(r"^\s*peak memory, \d+ cop(?:y|ies)\s+([\d.]+) MiB", text, re.M)
    return {
        "µs per step": number(r"^\s*µs per step, serial\s+([\d.]+)", text),
        "µs per step, --parallel 2": number(r"^\s*µs per step, --parallel 2\s+([\d.]+)", text),
        "speedup, --parallel 2": number(r"^\s*speedup, --parallel 2\s+([\d.]+)×", text),
        "speedup ceiling, serial work":
            number(r"^\s*speedup ceiling, serial work\s+([\d.]+)×", text),
        "processor time, --parallel 2 / serial":
            number(r"^\s*processor time, --parallel 2 / serial\s+([\d.]+)×", text),
        "speedup, independent work": number(r"^\s*speedup, independent work\s+([\d.]+)×", text),
        "speedup / independent work":
            number(r"^\s*speedup / independent work\s+([\d.]+)", text),
        "memory, N / N/4 copies": number(r"^\s*memory, \d+ / \d+ cop\S*\s+([\d.]+)×", text),
        "µs per step, with messages": number(r"^\s*µs per step, with messages\s+([\d.]+)", text),
        "messages overhead": number(r"^\s*messages overhead\s+([\d.]+)×", text),
        "peak memory, N copies (MiB)": float(peaks[-1]) if peaks else None,
    }

# (benchmark, reader, the figures of the table with their goals, the figures compared: costs)
benchmarks = [
    ("gherkin", gherkin,
     [("MB/s, predictable ids", ">=", 24), ("MB/s, random ids", None, None),
      ("random ids / predictable ids", "<=", 1.10), ("peak memory (MiB)", None, None)],
     ["time, predictable ids (s)", "time, random ids (s)", "peak memory (MiB)"]),
    ("runner", runner,
     [("µs per step", "<=", 5), ("peak memory (MiB)", None, None)],
     ["µs per step", "peak memory (MiB)"]),
    ("app", app,
     [("µs per step", "<=", 25), ("µs per step, --parallel 2", None, None),
      ("speedup, --parallel 2", ">=", 1.7), ("speedup ceiling, serial work", None, None),
      ("processor time, --parallel 2 / serial", None, None),
      ("speedup, independent work", None, None),
      ("speedup / independent work", None, None), ("memory, N / N/4 copies", "<=", 1.25),
      ("messages overhead", "<=", 1.15), ("peak memory, N copies (MiB)", None, None)],
     ["µs per step", "µs per step, --parallel 2", "µs per step, with messages",
      "peak memory, N copies (MiB)"]),
]

def figures(name, reader, side):
    return [reader(open(path, encoding="utf-8").read()) for path in
            sorted(glob.glob(os.path.join(work, f"{name}.{side}.[0-9]*")))
            if not path.endswith(".err")]

def show(value):
    return "?" if value is None else f"{value:.2f}" if value < 100 else f"{value:.0f}"

unread = []
rows = [("benchmark", "figure", "value", "goal", "")]
runs = {}
comparisons = []
for name, reader, table, compared in benchmarks:
    new = figures(name, reader, "new")
    runs[name] = len(new)
    for figure, sign, goal in table:
        values = [run[figure] for run in new if run[figure] is not None]
        if not new or len(values) < len(new):
            unread.append(f"{name}: {figure}")
        value = statistics.median(values) if values else None
        verdict = ""
        if sign and value is not None:
            verdict = "met" if (value >= goal if sign == ">=" else value <= goal) else "missed"
        rows.append((name, figure, show(value),
                     f"{'≥' if sign == '>=' else '≤'} {goal:g}" if sign else "", verdict))
    old = figures(name, reader, "old")
    for figure in compared if old else []:
        pairs = [(a[figure], b[figure]) for a, b in zip(new, old) if a[figure] and b[figure]]
        comparisons.append((name, figure, pairs))

widths = [max(len(row[column]) for row in rows) for column in range(5)]
counts = ", ".join(f"{name} {count}" for name, count in runs.items())
print(f"\nThe benchmarks of {head} (release build), the median of the runs ({counts}):\n")
for row in rows:
    print("  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())

failed = False
if comparisons:
    counts = {name: len(pairs) for name, _, pairs in comparisons}
    counts = ", ".join(f"{name} {count}" for name, count in counts.items())
    print(f"\nAgainst HEAD~1, run interleaved with it ({counts} pairs): this build / HEAD~1,"
          " above 1 slower\nor bigger; regressed when both the median of the pairs' ratios and"
          " the ratio of the best runs\nare above 1.25:\n")
    width = max(len(f"{name} {figure}") for name, figure, _ in comparisons)
    print(f"  {'figure'.ljust(width)}  median  best  pairs")
    for name, figure, pairs in comparisons:
        label = f"{name} {figure}".ljust(width)
        if not pairs:
            print(f"  {label}  not compared: HEAD~1's output has no such figure")
            continue
        ratios = [a / b for a, b in pairs]
        ratio = statistics.median(ratios)
        # The best run is the smallest cost; every compared figure is a cost.
        best = min(a for a, _ in pairs) / min(b for _, b in pairs)
        regressed = ratio > 1.25 and best > 1.25
        failed = failed or regressed
        print(f"  {label}  {ratio:<6.2f}  {best:<4.2f}  {min(ratios):.2f}–{max(ratios):.2f}"
              f"  {'REGRESSED' if regressed else 'ok'}")
if unread:
    print("\nci/bench.sh: could not read " + "; ".join(unread) +
          " in the benchmarks' output (has its format changed? update ci/bench.sh)",
          file=sys.stderr)
    sys.exit(1)
if failed:
    print("\nci/bench.sh: a figure regressed by more than 25 % against HEAD~1 (above)",
          file=sys.stderr)
    sys.exit(1)
PY
echo
say "$((SECONDS / 60)) min $((SECONDS % 60)) s"
exit "$status"
