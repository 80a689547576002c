# Sourced by ci/api.sh and ci/docs.sh. `symbol_graph OUTPUT MODULE [FLAG...]` writes the public
# symbol graph of MODULE into the folder OUTPUT: a library target of this package, built first
# with ci/build.sh's flags (so that after it in .ci/run nothing is rebuilt), or a module of the
# toolchain (Testing, Foundation). FLAGs go to swift-symbolgraph-extract.
symbol_graph_extract=/opt/swift/usr/bin/swift-symbolgraph-extract
[ -x "$symbol_graph_extract" ] || symbol_graph_extract=$(command -v swift-symbolgraph-extract)
symbol_graph_build=(swift build --enable-code-coverage)
symbol_graph_imports=$("${symbol_graph_build[@]}" --show-bin-path)/Modules
symbol_graph_target=$(swiftc -print-target-info |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
symbol_graph_sdk=()
if command -v xcrun >/dev/null; then symbol_graph_sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

symbol_graph() {
  local output=$1 module=$2 log
  shift 2
  if [ -d "Sources/$module" ]; then
    log=$(mktemp)
    if ! "${symbol_graph_build[@]}" --target "$module" >"$log" 2>&1; then
      cat "$log" >&2
      rm -f "$log"
      return 1
    fi
    rm -f "$log"
  fi
  [ -d "$symbol_graph_imports" ] || symbol_graph_imports=$(dirname "$symbol_graph_imports")
  mkdir -p "$output"
  "$symbol_graph_extract" -module-name "$module" -I "$symbol_graph_imports" \
    -target "$symbol_graph_target" ${symbol_graph_sdk[@]+"${symbol_graph_sdk[@]}"} \
    -minimum-access-level public "$@" -output-dir "$output"
}
