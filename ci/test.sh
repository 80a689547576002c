#!/usr/bin/env bash
# Runs every test: the README's test command, `swift test`, on the build that ci/build.sh made.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d ../shared/testdata ]; then
  echo "ci/test.sh: ../shared/testdata is missing; the conformance tests will fail (they need it beside the clone)." >&2
fi
swift test --skip-build --enable-code-coverage
