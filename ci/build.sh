#!/usr/bin/env bash
# Builds every target and test target, instrumented for coverage; fails on any compiler warning.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests --enable-code-coverage 2>&1 | tee "$log"
if grep -E '^[^ ]+:[0-9]+:[0-9]+: warning:|^warning:' "$log"; then
  echo "ci/build.sh: the build has warnings (above); the project builds with zero warnings." >&2
  exit 1
fi
