#!/usr/bin/env bash
# Times a cold start: a fresh clone of each REF (no .build), then `swift build` and `swift test`,
# then, in a second fresh clone, `swift build --build-tests`. With several REFs the runs are
# interleaved (A B A B ...), so that the load of the machine falls on each alike.
#
# Usage: ci/cold-start.sh [-n ROUNDS] REF [REF...]     (ROUNDS defaults to 3)
# Prints one line per measurement: round, ref, step, seconds, load average before the step.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(git rev-parse --show-toplevel)
rounds=3
if [[ "${1:-}" == "-n" ]]; then
  rounds=$2
  shift 2
fi
if [[ $# -eq 0 ]]; then
  echo "usage: ci/cold-start.sh [-n ROUNDS] REF [REF...]" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs "$@" in the current folder and prints the round, ref, step, seconds and load average.
timed() {
  local round=$1 ref=$2 step=$3
  shift 3
  local load start end
  load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')
  start=$(date +%s.%N)
  "$@" >>"$work/log" 2>&1 || {
    echo "ci/cold-start.sh: '$*' failed in $ref (log: $work/log)" >&2
    tail -20 "$work/log" >&2
    exit 1
  }
  end=$(date +%s.%N)
  printf '%s\t%s\t%s\t%.1f\tload %s\n' "$round" "$ref" "$step" "$(echo "$end - $start" | bc)" \
    "$load"
}

# A fresh clone of `ref` in `folder`.
clone() {
  rm -rf "$2"
  git clone --quiet --no-hardlinks "$repository" "$2"
  git -C "$2" checkout --quiet --detach "$(git -C "$repository" rev-parse "$1")"
}

printf 'round\tref\tstep\tseconds\tload\n'
for round in $(seq "$rounds"); do
  for ref in "$@"; do
    clone "$ref" "$work/clone"
    (cd "$work/clone" && timed "$round" "$ref" 'swift build' swift build)
    (cd "$work/clone" && timed "$round" "$ref" 'swift test' swift test)
    test_run=$(grep -o 'Test run with .* passed after [0-9.]* seconds' "$work/log" | tail -1)
    printf '%s\t%s\t%s\n' "$round" "$ref" "  ($test_run)"
    clone "$ref" "$work/clone"
    (cd "$work/clone" && timed "$round" "$ref" 'swift build --build-tests' swift build --build-tests)
  done
done
