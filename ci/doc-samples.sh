#!/usr/bin/env bash
# Compiles every ```swift sample of the `///` comments under Sources/: ci/doc-samples.py writes each
# into a package of this one's targets (and Examples/Calculator's, whose world and steps samples may
# use) in .build-doc-samples/, and that package is built. Fails when a sample does not compile,
# naming the sample's file and line; a block that is not Swift takes another fence (```sh, ```text).
# Prints how many samples compiled and how long it took.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS=0
out=.build-doc-samples
count=$(python3 ci/doc-samples.py . "$out")
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --package-path "$out" --target DocSamples >"$log" 2>&1; then
  if grep -qE '^[^ ]+:[0-9]+:[0-9]+: error:' "$log"; then
    grep -E '^[^ ]+:[0-9]+:[0-9]+: error:' "$log" | sort -u >&2
  else
    cat "$log" >&2
  fi
  echo "ci/doc-samples.sh: the doc samples above (file:line) do not compile; fix them, or give a" \
    "block that is not Swift another fence (\`\`\`sh, \`\`\`text)." >&2
  exit 1
fi
echo "ci/doc-samples.sh: the $count Swift samples of the doc comments under Sources/ compile;" \
  "$((SECONDS / 60)) min $((SECONDS % 60)) s"
