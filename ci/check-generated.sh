#!/usr/bin/env bash
# Checks that the generated dialect table matches Tests/Conformance/gherkin/gherkin-languages.json.
set -euo pipefail
cd "$(dirname "$0")/.."
languages=Tests/Conformance/gherkin/gherkin-languages.json
generated=$(mktemp)
trap 'rm -f "$generated"' EXIT
python3 ci/generate-dialects.py "$languages" "$generated"
if ! diff -u Sources/Gherkin/Dialects/GherkinDialects+Generated.swift "$generated"; then
  echo "ci/check-generated.sh: the dialect table is stale; run python3 ci/generate-dialects.py." >&2
  exit 1
fi
