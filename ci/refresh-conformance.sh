#!/usr/bin/env bash
# Replaces the vendored conformance data in Tests/Conformance with a newer copy: each of its five
# folders (gherkin, cucumber-expressions, tag-expressions, messages, compatibility-kit) from SOURCE,
# a tree laid out the same way. PROVENANCE.md stays; update its commits afterwards.
#
# usage: ci/refresh-conformance.sh SOURCE
set -euo pipefail
cd "$(dirname "$0")/.."
folders=(gherkin cucumber-expressions tag-expressions messages compatibility-kit)
if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: ci/refresh-conformance.sh SOURCE (a folder holding ${folders[*]})" >&2
  exit 2
fi
source=$(cd "$1" && pwd)
for folder in "${folders[@]}"; do
  if [ ! -d "$source/$folder" ]; then
    echo "ci/refresh-conformance.sh: $source/$folder is missing; nothing was changed" >&2
    exit 1
  fi
done
for folder in "${folders[@]}"; do
  rm -rf "Tests/Conformance/$folder"
  cp -a "$source/$folder" "Tests/Conformance/$folder"
done
echo "ci/refresh-conformance.sh: refreshed ${folders[*]} from $source; update the commits in Tests/Conformance/PROVENANCE.md"
