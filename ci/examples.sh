#!/usr/bin/env bash
# Builds Examples/Calculator, a package that depends on this one by path as an adopting team's
# would, and fails on any compiler warning; runs its tests (Swift Testing and XCTest), then
# `swift run calculator`, which must exit 0, and `swift run calculator Tests/FalseClaims`, which
# must exit 1 (every false claim fails: a green run means something). Prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/../Examples/Calculator"
SECONDS=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

swift format lint --strict --recursive Package.swift Sources Tests
swift build --build-tests 2>&1 | tee "$log"
if grep -E '^[^ ]+:[0-9]+:[0-9]+: warning:|^warning:' "$log"; then
  echo "ci/examples.sh: the example has warnings (above); it builds with zero warnings." >&2
  exit 1
fi
swift test --skip-build
swift run --skip-build calculator
status=0
swift run --skip-build calculator --no-color Tests/FalseClaims >"$log" 2>&1 || status=$?
if [ "$status" != 1 ]; then
  cat "$log"
  echo "ci/examples.sh: 'swift run calculator Tests/FalseClaims' exited $status, not 1:" \
    "a false claim passed" >&2
  exit 1
fi
echo "ci/examples.sh: Examples/Calculator builds without warnings, its tests pass, its features" \
  "pass and its false claims fail; $((SECONDS / 60)) min $((SECONDS % 60)) s"
