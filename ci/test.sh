#!/usr/bin/env bash
# Runs every test: the README's test command, `swift test`, on the build that ci/build.sh made.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --skip-build --enable-code-coverage
