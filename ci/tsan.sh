#!/usr/bin/env bash
# Runs every test again under ThreadSanitizer (in .build-tsan) and fails on any data race it reports.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests --sanitize=thread --scratch-path .build-tsan >/dev/null
status=0
swift test --skip-build --sanitize=thread --scratch-path .build-tsan >"$log" 2>&1 || status=$?
if grep -q "WARNING: ThreadSanitizer" "$log"; then
  grep -A 40 "WARNING: ThreadSanitizer" "$log" >&2
  echo "ci/tsan.sh: ThreadSanitizer reported a data race (above)." >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  tail -n 40 "$log" >&2
  echo "ci/tsan.sh: the tests failed under ThreadSanitizer." >&2
  exit 1
fi
echo "ci/tsan.sh: $(grep -E 'Test run with' "$log" | tail -n 1)"
