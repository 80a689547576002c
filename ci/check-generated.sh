#!/usr/bin/env bash
# Checks that the generated dialect table matches ../shared/testdata/gherkin/gherkin-languages.json.
set -euo pipefail
cd "$(dirname "$0")/.."
languages=../shared/testdata/gherkin/gherkin-languages.json
if [ ! -f "$languages" ]; then
  echo "ci/check-generated.sh: $languages is missing; skipping the generated-dialects check." >&2
  exit 0
fi
generated=$(mktemp)
trap 'rm -f "$generated"' EXIT
python3 ci/generate-dialects.py "$languages" "$generated"
if ! diff -u Sources/Gherkin/Dialects/GherkinDialects+Generated.swift "$generated"; then
  echo "ci/check-generated.sh: the dialect table is stale; run python3 ci/generate-dialects.py." >&2
  exit 1
fi
