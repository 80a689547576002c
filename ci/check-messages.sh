#!/usr/bin/env bash
# Checks that every Cucumber Messages envelope the runner writes validates against the official
# schema: the messages of every compatibility-kit sample and of the Features/ run.
set -euo pipefail
cd "$(dirname "$0")/.."
schema=Tests/Conformance/messages/messages.schema.json
python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
CCK_MESSAGES_DIR="$out" swift test --skip-build --enable-code-coverage --filter CompatibilityKit >/dev/null
swift run --skip-build acceptance --format "message:$out/features.ndjson" --format progress >/dev/null
python3 ci/validate-messages.py "$schema" "$out"/*.ndjson
