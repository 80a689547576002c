#!/usr/bin/env bash
# Proves that the repository stands alone: clones its HEAD (committed work only) into an empty
# temporary directory and runs the README's test command, `swift test`, in that clone, with nothing
# else beside it. Fails when the tests fail; prints how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
commit=$(git rev-parse HEAD)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
SECONDS=0
git clone --quiet --no-hardlinks "$repo" "$tmp/repo"
git -C "$tmp/repo" checkout --quiet --detach "$commit"
status=0
(cd "$tmp/repo" && swift test) || status=$?
result=passed
[ "$status" = 0 ] || result="FAILED (exit $status)"
echo "ci/standalone.sh: swift test in a fresh clone of ${commit:0:7}: $result in" \
  "$((SECONDS / 60)) min $((SECONDS % 60)) s"
exit "$status"
