#!/usr/bin/env bash
# Builds `acceptance` as it ships — release, with the Swift runtime and Foundation linked in
# statically (half the start-up time) — in the package at DIR (default: this one), and prints the
# binary's path. ci/reliability.sh and ci/bench.sh build it here, so they share one build (a build
# with other flags would rebuild every module), and ci/bench.sh builds HEAD~1 the same way. The
# build's own output goes to standard error.
#
#   bin=$(bash ci/release-build.sh [DIR])
set -euo pipefail
dir=${1:-$(cd "$(dirname "$0")/.." && pwd)}
flags=(--package-path "$dir" -c release --static-swift-stdlib)
swift build "${flags[@]}" --product acceptance >&2
echo "$(swift build "${flags[@]}" --show-bin-path)/acceptance"
