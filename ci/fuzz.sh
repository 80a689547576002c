#!/usr/bin/env bash
# Fuzzes the Gherkin parser (classic and Markdown, messages and tokens) and the tag, Cucumber and
# regular expressions with libFuzzer: the toolchain's -sanitize=fuzzer with AddressSanitizer.
# A fixed seed and number of runs (FUZZ_RUNS, default 20000 per target), starting from the
# features and the conformance data, make a run repeatable; this short run is part of every CI run.
#
# The long run: FUZZ_SECONDS=600 bash ci/fuzz.sh fuzzes each target for 10 minutes (no run limit),
# with a seed from the clock. Run it weekly and before each release, and after any change to the
# parser or the expressions; it must end with 0 crashes, hangs and leaks. A crash, a hang (10 s on one input),
# a memory error or a leak fails the script, which prints the input that did it.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${FUZZ_RUNS:-20000}
seconds=${FUZZ_SECONDS:-}
if [ -n "$seconds" ]; then
  limits=(-max_total_time="$seconds" -seed="$(date +%s)")
else
  limits=(-runs="$runs" -seed=1)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
testdata=Tests/Conformance
flags=(-O -swift-version 6 -package-name SwiftAcceptance -parse-as-library -sanitize=fuzzer,address -use-ld=lld -I "$work")

library() { # MODULE: an instrumented static library and module of Sources/MODULE
  swiftc "${flags[@]}" -module-name "$1" -emit-module -emit-module-path "$work/$1.swiftmodule" \
    -emit-library -static -o "$work/lib$1.a" $(find "Sources/$1" -name '*.swift' | sort)
}

fuzz() { # NAME SEEDS: runs the fuzzer NAME on a copy of the seed folder
  local log="$work/$1.log"
  mkdir -p "$work/$1-found"
  if ! LSAN_OPTIONS="suppressions=$PWD/ci/fuzz/lsan.supp" "$work/$1" "${limits[@]}" -timeout=10 -rss_limit_mb=4096 -max_len=4096 \
    -artifact_prefix="$work/$1-" "$work/$1-found" "$2" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    for input in "$work/$1"-crash-* "$work/$1"-timeout-* "$work/$1"-leak-* "$work/$1"-oom-*; do
      [ -e "$input" ] && { echo "ci/fuzz.sh: input that failed $1 (base64):" >&2; base64 "$input" >&2; }
    done
    echo "ci/fuzz.sh: $1 failed" >&2
    exit 1
  fi
  echo "ci/fuzz.sh: $1: $(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$log")"
}

library Gherkin
library CucumberExpressions
library TagExpressions
swiftc "${flags[@]}" -L "$work" -lGherkin -o "$work/gherkin" ci/fuzz/GherkinFuzz.swift
swiftc "${flags[@]}" -L "$work" -lCucumberExpressions -lTagExpressions -o "$work/expressions" \
  ci/fuzz/ExpressionsFuzz.swift

mkdir -p "$work/gherkin-seeds" "$work/expressions-seeds"
cp Features/*.feature "$work/gherkin-seeds/"
cp "$testdata"/gherkin/good/*.feature "$testdata"/gherkin/good/*.feature.md \
  "$testdata"/gherkin/bad/*.feature "$work/gherkin-seeds/"
python3 ci/fuzz/expression-seeds.py "$testdata" "$work/expressions-seeds"

fuzz gherkin "$work/gherkin-seeds"
fuzz expressions "$work/expressions-seeds"
