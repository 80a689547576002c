#!/usr/bin/env bash
# Mutation check: proves that a green run of Features/ means something. Each mutant of
# ci/mutants.txt changes one thing in ProfileApp or AuthSimulator (a presenter's view call removed,
# a validation rule loosened, a message reworded, a route changed, the budget check disabled, the
# double-submission guard removed, a label dropped); the features must fail on it.
#
# The package is copied to .build-mutation/work (git-ignored; the checkout is never touched), the
# acceptance runner is built there once in debug and must pass `--strict Features` unmutated. Then,
# one mutant at a time: the mutant's `find` text, which must occur exactly once in its file, is
# replaced, the runner rebuilt incrementally and run (120 s timeout), and the file restored. A
# failed run kills the mutant, a passing one lets it survive; a stale mutant (its text not found
# exactly once) or one that does not compile is an error in the list and fails the script at once.
# Logs of every build and run are left in .build-mutation/logs.
#
# Fails when fewer than MUTATION_THRESHOLD % (default 90) of the mutants are killed.
# MUTANTS=id,id runs only those mutants. `--check` only checks, in a second, that every mutant's
# text is still in its file exactly once (.ci/run does that first, so a stale mutant fails at once).
#
# Cost on the 2-core CI machine: the first build takes about half a minute, then each mutant about
# 2.4 s (the mutated file recompiled, the runner relinked, a run of half a second): about 7 min for
# the 158 mutants (measured 2026-11-24 in CI, when there were 154: 6 min 4 s, all killed).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
threshold=${MUTATION_THRESHOLD:-90}
scratch=$repo/.build-mutation
work=$scratch/work
logs=$scratch/logs
mutants=$repo/ci/mutants.txt

# Reads ci/mutants.txt (its format is described at its top).
#   plan FILE ROOT [IDS]  prints "id<TAB>file<TAB>what" for every mutant (or those of the
#                         comma-separated IDS), after checking each one's find text occurs
#                         exactly once in ROOT/file
#   apply FILE ROOT ID    applies mutant ID to ROOT/file
mutants_py=$(
  cat <<'PY'
import os, re, sys

KEYS = ("id", "file", "what", "find", "replace")

def fail(message):
    sys.exit(f"ci/mutants.txt: {message}")

def parse(path):
    mutants, block = [], {}
    lines = open(path, encoding="utf-8").read().splitlines() + [""]
    for number, line in enumerate(lines, 1):
        if line.startswith("#"):
            continue
        if not line.strip():
            if block:
                missing = [key for key in KEYS if key not in block]
                if missing:
                    fail(f"the mutant ending on line {number - 1} has no {', '.join(missing)}")
                mutants.append(block)
                block = {}
            continue
        key, colon, value = line.partition(":")
        if not colon or key not in KEYS:
            fail(f"line {number}: expected one of {', '.join(KEYS)}, then a colon: {line!r}")
        if key in block:
            fail(f"line {number}: a second {key}")
        block[key] = value.removeprefix(" ").replace("\\n", "\n")
    ids = [mutant["id"] for mutant in mutants]
    for mutant in mutants:
        if not re.fullmatch(r"[a-z0-9-]+", mutant["id"]):
            fail(f"the id {mutant['id']!r} is not lower-case letters, digits and hyphens")
        if ids.count(mutant["id"]) > 1:
            fail(f"the id {mutant['id']} is used twice")
        if not mutant["find"] or mutant["find"] == mutant["replace"]:
            fail(f"{mutant['id']}: find is empty or the same as replace")
    return {mutant["id"]: mutant for mutant in mutants}

def source(root, mutant):
    path = os.path.join(root, mutant["file"])
    if not os.path.isfile(path):
        fail(f"{mutant['id']}: there is no file {mutant['file']}")
    text = open(path, encoding="utf-8").read()
    count = text.count(mutant["find"])
    if count != 1:
        fail(f"{mutant['id']}: its find text occurs {count} times in {mutant['file']}, "
             f"not once; the code changed, so update the mutant: {mutant['find']!r}")
    return path, text

command, mutants, root = sys.argv[1], parse(sys.argv[2]), sys.argv[3]
if command == "plan":
    wanted = [i for i in sys.argv[4].split(",") if i] if len(sys.argv) > 4 else []
    unknown = [i for i in wanted if i not in mutants]
    if unknown:
        fail(f"no mutant has the id {', '.join(unknown)}")
    if not mutants:
        fail("there is no mutant")
    for mutant in mutants.values():
        if not wanted or mutant["id"] in wanted:
            source(root, mutant)
            print(mutant["id"], mutant["file"], mutant["what"], sep="\t")
elif command == "apply":
    mutant = mutants[sys.argv[4]]
    path, text = source(root, mutant)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(mutant["find"], mutant["replace"]))
PY
)

build() { # LOG: builds the runner incrementally, output to LOG
  swift build --product acceptance --scratch-path .build >"$1" 2>&1
}

run() { # LOG: runs the features, output to LOG; fails when they fail
  timeout 120 "$runner" --strict --format progress Features >"$1" 2>&1
}

if [ "${1:-}" = "--check" ]; then
  count=$(python3 -c "$mutants_py" plan "$mutants" "$repo" "${MUTANTS:-}" | wc -l)
  echo "mutation check: each of the $count mutants of ci/mutants.txt matches its code once"
  exit 0
fi

SECONDS=0
rm -rf "$work/Package.swift" "$work/Sources" "$work/Features" "$work/Tests" "$logs"
mkdir -p "$work" "$logs"
# Tests/ too: Package.swift names the test targets' folders. -p keeps the times, so a second local
# run rebuilds only what changed.
cp -Rp Package.swift Sources Features Tests "$work/"
plan=$(python3 -c "$mutants_py" plan "$mutants" "$work" "${MUTANTS:-}")
cd "$work"

echo "mutation check: building the acceptance runner in $work"
if ! build "$logs/build.log"; then
  tail -n 40 "$logs/build.log" >&2
  echo "ci/mutation.sh: the unmutated package does not build (above)." >&2
  exit 1
fi
runner=$(swift build --product acceptance --scratch-path .build --show-bin-path)/acceptance
if ! run "$logs/unmutated.log"; then
  cat "$logs/unmutated.log" >&2
  echo "ci/mutation.sh: the features fail on the unmutated app (above); they must pass first." >&2
  exit 1
fi
setup=$SECONDS

total=0
killed=0
survivors=()
while IFS=$'\t' read -r -u 3 id file what; do
  cp "$file" "$scratch/original"
  python3 -c "$mutants_py" apply "$mutants" "$work" "$id"
  if ! build "$logs/$id.build.log"; then
    tail -n 40 "$logs/$id.build.log" >&2
    echo "ci/mutation.sh: mutant $id does not compile (above); fix it in ci/mutants.txt." >&2
    exit 1
  fi
  total=$((total + 1))
  if run "$logs/$id.log"; then
    printf 'SURVIVED %-34s %s\n' "$id" "$what"
    survivors+=("$id  $what")
  else
    printf 'killed   %-34s %s\n' "$id" "$what"
    killed=$((killed + 1))
  fi
  cp "$scratch/original" "$file"
done 3<<<"$plan"

elapsed=$SECONDS
percent=$(awk -v k="$killed" -v n="$total" 'BEGIN { printf "%.1f", 100 * k / n }')
echo
echo "mutation check: $killed of $total mutants killed ($percent %)"
for survivor in "${survivors[@]}"; do
  echo "  survived: $survivor"
done
per_mutant=$(awk -v t="$((elapsed - setup))" -v n="$total" 'BEGIN { printf "%.1f", t / n }')
echo "mutation check: wall time $((elapsed / 60)) min $((elapsed % 60)) s" \
  "(first build and run $setup s, then $per_mutant s per mutant)"
if awk -v k="$killed" -v n="$total" -v t="$threshold" 'BEGIN { exit !(100 * k < t * n) }'; then
  echo "ci/mutation.sh: $percent % of the mutants killed, below $threshold %; add scenarios" \
    "that fail on the survivors above." >&2
  exit 1
fi
