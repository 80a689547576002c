#!/usr/bin/env bash
# Prints the line coverage of each module of the harness and of the example app from the last
# `swift test --enable-code-coverage` run, with a total per set, and fails when a set's total is
# below its floor: the harness (the library targets) 95.5 %, the app and its auth simulator 90 %.
set -euo pipefail
cd "$(dirname "$0")/.."
harness_floor=95.5
app_floor=90
harness=(Gherkin CucumberExpressions TagExpressions VirtualTime Acceptance AcceptanceTesting
  AcceptanceXCTest AcceptanceCommandLine)
app=(Example/ProfileApp Example/AuthSimulator)
tools=/opt/swift/usr/bin
llvm_cov=$tools/llvm-cov
llvm_profdata=$tools/llvm-profdata
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
[ -x "$llvm_profdata" ] || llvm_profdata=$(command -v llvm-profdata)
build=$(swift build --show-bin-path --enable-code-coverage)
profile="$build/codecov/merged.profdata"
"$llvm_profdata" merge -sparse "$build"/codecov/*.profraw -o "$profile"
binary="$build/SwiftAcceptancePackageTests.xctest"

# Prints `NAME  PERCENT %  (COVERED/LINES lines)` for the sources below the given folders; sets
# `percent` to the line coverage.
line_coverage() {
  local name=$1
  shift
  local total
  total=$("$llvm_cov" report "$binary" -instr-profile="$profile" "$@" | tail -n 1)
  percent=$(echo "$total" | awk '{ gsub("%", "", $(NF-3)); print $(NF-3) }')
  echo "$total" | awk -v name="$name" \
    '{ printf "  %-24s %6s  (%d/%d lines)\n", name, $(NF-3), $(NF-5) - $(NF-4), $(NF-5) }'
}

failed=0
# Reports every module of a set and the set's total, and fails the run when the total is below
# the floor.
gate() {
  local title=$1 floor=$2
  shift 2
  local folders=()
  echo "$title line coverage:"
  for module in "$@"; do
    line_coverage "${module#Example/}" "Sources/$module"
    folders+=("Sources/$module")
  done
  line_coverage "total (floor $floor %)" "${folders[@]}"
  if awk -v p="$percent" -v f="$floor" 'BEGIN { exit !(p < f) }'; then
    echo "ci/coverage.sh: $title line coverage $percent % is below $floor %." >&2
    failed=1
  fi
}

gate Harness "$harness_floor" "${harness[@]}"
gate App "$app_floor" "${app[@]}"
exit "$failed"
