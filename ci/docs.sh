#!/usr/bin/env bash
# Builds the DocC catalog of the runner core, Sources/Acceptance/Acceptance.docc, against the
# symbol graph of the Acceptance module, and fails on any warning: a broken symbol link or article
# link in the catalog's articles, or in the module's doc comments. `bash ci/docs.sh OUTPUT` keeps
# the documentation archive at OUTPUT (a .doccarchive folder); without it, it is thrown away.
set -euo pipefail
cd "$(dirname "$0")/.."
module=Acceptance
catalog=Sources/$module/$module.docc
extract=/opt/swift/usr/bin/swift-symbolgraph-extract
[ -x "$extract" ] || extract=$(command -v swift-symbolgraph-extract)
docc=(/opt/swift/usr/bin/docc)
if [ ! -x "${docc[0]}" ]; then
  if command -v docc >/dev/null; then docc=(docc); else docc=(xcrun docc); fi
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
output=${1:-$work/$module.doccarchive}
# ci/build.sh's flags, so that after it in .ci/run nothing is rebuilt.
build=(swift build --enable-code-coverage)
"${build[@]}" --target "$module" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bin=$("${build[@]}" --show-bin-path)
imports=$bin/Modules
[ -d "$imports" ] || imports=$bin
target=$(swiftc -print-target-info |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
mkdir "$work/symbols"
"$extract" -module-name "$module" -I "$imports" -target "$target" ${sdk[@]+"${sdk[@]}"} \
  -minimum-access-level public -output-dir "$work/symbols"
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
