#!/usr/bin/env bash
# Checks the public API of the library modules against its checked-in summary, ci/api/MODULE.txt,
# so that every public change is deliberate: one line per public declaration (ci/api-summary.py
# makes it from the module's symbol graphs), and the number of public types per module, printed.
# `bash ci/api.sh --update` rewrites the summaries after a deliberate change; commit ci/api/ with
# it.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="Gherkin CucumberExpressions TagExpressions VirtualTime Acceptance AcceptanceTesting AcceptanceXCTest AcceptanceCommandLine"
case "${1:-}" in
  "") update=false ;;
  --update) update=true ;;
  *) echo "usage: bash ci/api.sh [--update]" >&2; exit 2 ;;
esac
source ci/symbol-graphs.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p ci/api
changed=0
for module in $modules; do
  symbol_graph "$work/$module" "$module" -skip-synthesized-members -emit-extension-block-symbols
  python3 ci/api-summary.py "$work/$module" "$module" "$work/$module.txt"
  if $update; then
    cp "$work/$module.txt" "ci/api/$module.txt"
  elif ! diff -uN --label "ci/api/$module.txt" --label "$module (this build)" \
    "ci/api/$module.txt" "$work/$module.txt"; then
    changed=1
  fi
done
for baseline in ci/api/*.txt; do # summaries of modules no longer listed
  [ -e "$baseline" ] || continue
  case " $modules " in *" $(basename "$baseline" .txt) "*) continue ;; esac
  if $update; then
    rm "$baseline"
  else
    echo "ci/api.sh: $baseline is the summary of a module that is not listed" >&2
    changed=1
  fi
done
# No public type name may collide with another module's, its own module's, or the frameworks'
# that a test file imports beside these modules.
frameworks="Testing XCTest Foundation FoundationEssentials"
for framework in $frameworks; do
  symbol_graph "$work/$framework" "$framework" 2>/dev/null
done
python3 ci/api-collisions.py "$work" $modules -- $frameworks || changed=1
if [ "$changed" = 1 ]; then
  echo "ci/api.sh: the public API changed; if deliberate," \
    "run \`bash ci/api.sh --update\` and commit ci/api/" >&2
  exit 1
fi
