#!/usr/bin/env bash
# Prints the line coverage of the app and its auth simulator from the last `swift test
# --enable-code-coverage` run, and fails when it is below the floor (90 %).
set -euo pipefail
cd "$(dirname "$0")/.."
floor=90
tools=/opt/swift/usr/bin
llvm_cov=$tools/llvm-cov
llvm_profdata=$tools/llvm-profdata
[ -x "$llvm_cov" ] || llvm_cov=$(command -v llvm-cov)
[ -x "$llvm_profdata" ] || llvm_profdata=$(command -v llvm-profdata)
build=$(swift build --show-bin-path --enable-code-coverage)
profile="$build/codecov/merged.profdata"
"$llvm_profdata" merge -sparse "$build"/codecov/*.profraw -o "$profile"
binary="$build/SwiftAcceptancePackageTests.xctest"
report=$("$llvm_cov" report "$binary" -instr-profile="$profile" \
  Sources/Example/ProfileApp Sources/Example/AuthSimulator)
echo "$report" | tail -n 1 | awk '{ print "ProfileApp + AuthSimulator line coverage: " $(NF-3) }'
percent=$(echo "$report" | tail -n 1 | awk '{ gsub("%", "", $(NF-3)); print $(NF-3) }')
if awk -v p="$percent" -v f="$floor" 'BEGIN { exit !(p < f) }'; then
  echo "ci/coverage.sh: line coverage $percent % is below $floor %." >&2
  exit 1
fi
