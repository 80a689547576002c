#!/usr/bin/env bash
# Builds the DocC catalog of the runner core, Sources/Acceptance/Acceptance.docc, against the
# symbol graph of the Acceptance module, and fails on any warning: a broken symbol link or article
# link in the catalog's articles, or in the module's doc comments. `bash ci/docs.sh OUTPUT` keeps
# the documentation archive at OUTPUT (a .doccarchive folder); without it, it is thrown away.
set -euo pipefail
cd "$(dirname "$0")/.."
module=Acceptance
catalog=Sources/$module/$module.docc
docc=(/opt/swift/usr/bin/docc)
if [ ! -x "${docc[0]}" ]; then
  if command -v docc >/dev/null; then docc=(docc); else docc=(xcrun docc); fi
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
output=${1:-$work/$module.doccarchive}
source ci/symbol-graphs.sh
symbol_graph "$work/symbols" "$module"
rm -rf "$output"
if ! "${docc[@]}" convert "$catalog" --additional-symbol-graph-dir "$work/symbols" \
  --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
  --output-path "$output" --warnings-as-errors >"$work/docc.log" 2>&1; then
  cat "$work/docc.log" >&2
  echo "ci/docs.sh: DocC reports the problems above in $catalog or in the doc comments of" \
    "Sources/$module; the documentation builds without warnings." >&2
  exit 1
fi
echo "ci/docs.sh: $catalog: $(find "$catalog" -name '*.md' | wc -l | tr -d ' ') pages, no warnings"
