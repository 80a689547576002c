#!/usr/bin/env bash
# Reliability probes against the release `acceptance` binary: write errors (a full device, a closed
# standard output, a closed pipe, a full small filesystem), SIGINT and SIGTERM in the middle of a run
# with every report validated afterwards, pathological inputs under time and memory limits, and a
# 20,000-scenario run whose time and peak memory are printed. Any crash, hang or invalid report fails
# the script. Fuzzing lives in ci/fuzz.sh (its long run is described there).
set -euo pipefail
cd "$(dirname "$0")/.."
# The binary as it ships (ci/release-build.sh, as ci/bench.sh builds it); its build's output is
# shown only when it fails.
build_log=$(mktemp)
if ! bin=$(bash ci/release-build.sh 2>"$build_log"); then
  cat "$build_log" >&2
  rm -f "$build_log"
  echo "ci/reliability.sh: FAILED: the release build" >&2
  exit 1
fi
rm -f "$build_log"
schema=Tests/Conformance/messages/messages.schema.json
work=$(mktemp -d)
mounted=""
cleanup() {
  [ -n "$mounted" ] && umount "$mounted" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema

fail() {
  echo "ci/reliability.sh: FAILED: $*" >&2
  exit 1
}
pass() { echo "ok   $*"; }

# expect CODE TEXT NAME: the last probe exited with CODE and its standard error contains TEXT.
expect() {
  [ "$got" = "$1" ] || fail "$3: exit $got, expected $1 (stderr: $(head -c 400 "$work/err"))"
  grep -qF -- "$2" "$work/err" || fail "$3: stderr lacks '$2': $(head -c 400 "$work/err")"
  pass "$3 (exit $got)"
}

# valid_reports DIR NAME: the Messages, JUnit and JSON reports in DIR parse, and the messages end
# with testRunFinished and validate against the schema.
valid_reports() {
  python3 ci/validate-messages.py "$schema" "$1/run.ndjson" >"$work/validation" ||
    fail "$2: invalid messages: $(cat "$work/validation")"
  tail -n 1 "$1/run.ndjson" | grep -q '^{"testRunFinished"' || fail "$2: no testRunFinished"
  python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$1/junit.xml" ||
    fail "$2: junit.xml is not XML"
  python3 -c "import json, sys; json.load(open(sys.argv[1]))" "$1/cucumber.json" ||
    fail "$2: cucumber.json is not JSON"
}

# copies DIR N: Features/ copied N times into DIR.
copies() {
  for copy in $(seq 1 "$2"); do
    mkdir -p "$1/copy$copy"
    cp Features/*.feature "$1/copy$copy/"
  done
}

# await_progress FILE: waits until a run writing progress to FILE has started its scenarios.
await_progress() {
  for _ in $(seq 1 600); do
    [ "$(wc -c <"$1")" -gt 200 ] && return
    sleep 0.05
  done
}

# A corpus that takes seconds to run.
corpus=$work/corpus
copies "$corpus" 40

echo "== write errors"
set +e
"$bin" --format progress Features >/dev/full 2>"$work/err"
got=$?
expect 3 "cannot write standard output: No space left on device" "standard output on a full device"
"$bin" Features >&- 2>"$work/err"
got=$?
expect 3 "cannot write standard output: Bad file descriptor" "closed standard output"
"$bin" --format message "$corpus" 2>"$work/err" | head -c 100 >/dev/null
got=${PIPESTATUS[0]}
expect 3 "cannot write standard output: Broken pipe" "standard output piped into head"
"$bin" gherkin "$corpus"/copy1/*.feature >/dev/full 2>"$work/err"
got=$?
expect 3 "cannot write standard output: No space left on device" "gherkin on a full device"
mkdir -p "$work/full"
"$bin" --format junit:/dev/full --format "message:$work/full/run.ndjson" \
  --format "junit:$work/full/junit.xml" --format "json:$work/full/cucumber.json" Features \
  >/dev/null 2>"$work/err"
got=$?
expect 3 "cannot write the report file '/dev/full': No space left on device" "a report on a full device"
[ -c /dev/full ] || fail "/dev/full is no longer a device"
valid_reports "$work/full" "the other reports beside a full device"
mkdir -p "$work/small"
if mount -t tmpfs -o size=64k tmpfs "$work/small" 2>/dev/null; then
  mounted=$work/small
  echo "previous" >"$work/small/run.ndjson"
  "$bin" --format "message:$work/small/run.ndjson" "$corpus/copy1" >/dev/null 2>"$work/err"
  got=$?
  expect 3 "cannot write the report file '$work/small/run.ndjson': No space left on device" \
    "a report on a full 64 KB filesystem"
  [ "$(cat "$work/small/run.ndjson")" = "previous" ] || fail "the earlier report was replaced"
  umount "$work/small" && mounted=""
else
  echo "skip a full small filesystem: this machine cannot mount a tmpfs"
fi
set -e

echo "== acceptance gherkin, as the official CLIs"
set +e
"$bin" gherkin --help >"$work/out" 2>"$work/err"
got=$?
[ "$got" = 0 ] && grep -q "usage: acceptance gherkin" "$work/out" || fail "gherkin --help: exit $got"
pass "gherkin --help prints the usage on standard output (exit 0)"
"$bin" gherkin --predictable-ids Features/login.feature /nonexistent.feature Features/signup.feature \
  >"$work/out" 2>"$work/err"
got=$?
expect 1 "cannot read /nonexistent.feature: no such file" "gherkin on a missing file between good ones"
grep -q '"uri":"Features/login.feature"' "$work/out" || fail "gherkin did not print the file before"
grep -q '"uri":"Features/signup.feature"' "$work/out" &&
  fail "gherkin went on after a missing file (the official Python CLI stops there)"
"$bin" gherkin Features >/dev/null 2>"$work/err"
got=$?
expect 1 "cannot read Features: is a directory" "gherkin on a directory"
printf 'Feature: F\n  Scenario: S\n    Given x\n  @tag\n   ' >"$work/eof.feature"
"$bin" gherkin --no-source --no-pickles "$work/eof.feature" >"$work/out" 2>"$work/err"
got=$?
[ "$got" = 0 ] && grep -q '"message":"(6:0): unexpected end of file' "$work/out" ||
  fail "gherkin: the end of a file ending in a line of spaces is not on line 6: $(cat "$work/out")"
pass "gherkin: the end of file after a last line of spaces is on the next line (exit 0)"
"$bin" gherkin --tokens Features/login.feature Features/signup.feature >"$work/out" 2>"$work/err"
got=$?
[ "$got" = 0 ] && [ "$(grep -c '^EOF$' "$work/out")" = 2 ] || fail "gherkin --tokens on two files"
pass "gherkin --tokens prints each file's tokens in turn (exit 0)"
"$bin" gherkin --tokens Features/login.feature "$work/eof.feature" >"$work/out" 2>"$work/err"
got=$?
expect 1 "eof.feature(6:0): unexpected end of file" "gherkin --tokens on a file with a parse error"
[ "$(grep -c '^EOF$' "$work/out")" = 1 ] || fail "gherkin --tokens did not print the file before"
set -e

echo "== signals"
for signal in TERM INT; do
  dir=$work/signal-$signal
  mkdir -p "$dir"
  set +e
  "$bin" --format progress --format "message:$dir/run.ndjson" --format "junit:$dir/junit.xml" \
    --format "json:$dir/cucumber.json" "$corpus" >"$dir/progress" 2>"$work/err" &
  pid=$!
  await_progress "$dir/progress"
  kill -s "$signal" "$pid"
  wait "$pid"
  got=$?
  set -e
  want=$((128 + $(kill -l "$signal")))
  expect "$want" "the run was interrupted by SIG$signal" "SIG$signal in the middle of a run"
  valid_reports "$dir" "SIG$signal"
  grep -q "\"message\":\"the run was interrupted by SIG$signal\"" "$dir/run.ndjson" ||
    fail "SIG$signal: testRunFinished does not say why"
done
set +e
"$bin" --format progress "$corpus" >"$work/progress" 2>"$work/err" &
pid=$!
await_progress "$work/progress"
kill -s INT "$pid"
kill -s INT "$pid"
wait "$pid"
got=$?
set -e
[ "$got" = 130 ] || fail "a second SIGINT: exit $got, expected 130"
pass "a second SIGINT exits at once (exit 130)"

echo "== pathological inputs (20 s and 2 GB each)"
probe() { # NAME FILE ARGS...: runs the binary on FILE within the limits, printing time and memory
  local name=$1 file=$2
  shift 2
  set +e
  (ulimit -v 2000000 && timeout 20 /usr/bin/time -f "%e s, %M KB peak" "$bin" "$@" "$file") \
    >/dev/null 2>"$work/err"
  got=$?
  set -e
  [ "$got" -le 3 ] || fail "$name: exit $got: $(tail -c 400 "$work/err")"
  echo "ok   $name: $(tail -n 1 "$work/err")"
}
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
def feature(name, text):
    with open(f"{work}/{name}.feature", "w", encoding="utf-8") as handle:
        handle.write(text)
words = ' '.join(['alpha', '12', '3.5', '"quoted text"', '-7', 'x12'] * 700)[:4096]
feature("long-undefined-step", f"Feature: F\n  Scenario: S\n    Given {words}\n")
feature("megabyte-step", "Feature: F\n  Scenario: S\n    Given " + "a" * 1_000_000 + "\n")
feature("many-steps", "Feature: F\n  Scenario: S\n" + "    Given the user is on the Login screen\n" * 20_000)
feature("many-tags", "Feature: F\n" + "  @tag\n" * 50_000 + "  Scenario: S\n    Given x\n")
feature("huge-table", "Feature: F\n  Scenario: S\n    Given these users are registered:\n"
        + "      | first name | last name | email | password | phone |\n"
        + "".join(f"      | A{i} | B | a{i}@example.com | Secret1 | +4412345678{i % 10} |\n"
                  for i in range(200_000)))
feature("bad-bytes", "Feature: \udcff\n".encode("utf-8", "surrogateescape").decode("latin-1") * 1000)
PY
probe "an undefined step of 4 KB (dry run)" "$work/long-undefined-step.feature" --dry-run
probe "an undefined step of 4 KB" "$work/long-undefined-step.feature"
probe "a step of 1 MB" "$work/megabyte-step.feature"
probe "a scenario of 20,000 steps" "$work/many-steps.feature"
probe "50,000 tag lines" "$work/many-tags.feature"
probe "a table of 200,000 rows, 1 s timeout" "$work/huge-table.feature" --timeout 1
probe "invalid UTF-8" "$work/bad-bytes.feature"
probe "gherkin on a 1 MB step" "$work/megabyte-step.feature" gherkin

echo "== 20,000 scenarios"
large=$work/large
copies "$large" 137
set +e
/usr/bin/time -f "%e s wall, %M KB peak" "$bin" --format progress "$large" >"$work/large.out" \
  2>"$work/err"
got=$?
set -e
[ "$got" = 0 ] || fail "the 20,000-scenario run: exit $got: $(tail -c 400 "$work/err")"
echo "ok   $(grep -E '^[0-9]+ scenarios' "$work/large.out"): $(tail -n 1 "$work/err")"
echo "ci/reliability.sh: every probe passed"
