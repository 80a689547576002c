#!/usr/bin/env bash
# The Swift Testing bridge at scale: copies this package (its committed and untracked files, not
# .build) into .build-bench-bridge/ with Features/ copied COPIES times (default 40: 5,920
# scenarios), builds it in release with its tests, and runs the example's `FeatureTests.scenario`
# through the test binary serially (--no-parallel) and in parallel, RUNS times each in turns
# (default 3), in two forms: in one test, as the example's `FeatureTests.scenario`, and split over
# PARTS tests (default 8) with `FeatureSuite.scenarios(part:of:)`, in a suite that the script adds
# to the copy. It prints the median wall and processor time of each kind of run and the speedup
# (the median of the pairs' ratios) against its goal, 1.7× on 2 cores; a missed goal is reported,
# not failed (it depends on the machine and on the Swift Testing in use). A run that fails, or that
# does not run every scenario, fails the script.
#
# Each form has a control, run the same way: Swift Testing alone, as many test cases as there are
# scenarios, each spinning for the processor time a scenario costs the copy's command line. Its
# speedup is what Swift Testing gives that much work on this machine, bridge or no bridge; the
# script prints the bridge's speedup over it.
#
# SWIFT_TESTING=PATH builds the copy against a checkout of swift-testing at PATH instead of the
# toolchain's Swift Testing, to measure the bridge with a Swift Testing the toolchain does not have
# yet: swift-testing 6.3.1's console recorder copies its record of a test's cases each time one
# starts, a cost quadratic in the cases of one test, fixed upstream in swift-testing#1626. That
# checkout is not part of this repository, and the first build with it builds swift-syntax too
# (about 10 minutes on 2 cores).
#
# Cost on the 2-core machine: about 4 minutes for the first release build of the copy, then about
# 20 s per round of runs (both forms and their controls, serial and parallel) at 40 copies.
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${COPIES:-40}
runs=${RUNS:-3}
parts=${PARTS:-8}
goal=1.7
work=.build-bench-bridge
say() { echo "ci/bench-bridge.sh: $*"; }

# The copy: this package's files, then Features/ split into copy-0001 … copy-NNNN (the notes that
# tests read, README.md and SCREENS.md, stay where they are). It keeps its .build between calls.
package=$work/package
mkdir -p "$package"
find "$package" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -e "$file" ] || continue
  mkdir -p "$package/$(dirname "$file")"
  cp -p "$file" "$package/$file"
done
(
  cd "$package/Features"
  features=(*.feature)
  for index in $(seq -f %04g 1 "$copies"); do
    mkdir "copy-$index"
    cp -- "${features[@]}" "copy-$index/"
  done
  rm -- "${features[@]}"
)

# The same scenarios split over $parts tests, one run around them all.
{
  echo 'import AcceptanceTesting'
  echo 'import Testing'
  echo
  echo '@Suite(.acceptance(features))'
  echo 'struct FeatureParts {'
  for part in $(seq 1 "$parts"); do
    echo "  @Test(arguments: features.scenarios(part: $part, of: $parts))"
    echo "  func part$part(_ scenario: FeatureScenario) async { await features.run(scenario) }"
  done
  echo '}'
} >"$package/Tests/FeatureTests/FeatureParts.swift"

# The control: Swift Testing alone, with as many test cases as the copy has scenarios, each
# spinning for the processor time that a scenario costs the copy's command line (the environment
# gives both), in one test and split over $parts tests as above. What it gets in parallel is what
# Swift Testing gives this machine for that work, whatever the bridge does.
{
  cat <<'SWIFT'
import Foundation
import Testing

enum BridgeControl {
  private static let environment = ProcessInfo.processInfo.environment
  static let cases = Array(0..<(Int(environment["BRIDGE_CONTROL_CASES"] ?? "") ?? 0))
  private static let work = Int64(environment["BRIDGE_CONTROL_NANOSECONDS"] ?? "") ?? 0

  static func part(_ part: Int, of parts: Int) -> [Int] {
    cases.filter { $0 % parts == part - 1 }
  }

  /// Spins for `work` nanoseconds of the calling thread's processor time.
  static func spin(_ seed: Int) -> UInt64 {
    var value = UInt64(truncatingIfNeeded: seed) | 1
    let end = threadTime() + work
    while threadTime() < end {
      for _ in 0..<64 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
    }
    return value | 1
  }

  private static func threadTime() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }
}

@Test(arguments: BridgeControl.cases)
func bridgeControl(_ index: Int) { #expect(BridgeControl.spin(index) != 0) }

SWIFT
  echo 'struct BridgeControlParts {'
  for part in $(seq 1 "$parts"); do
    echo "  @Test(arguments: BridgeControl.part($part, of: $parts))"
    echo "  func part$part(_ index: Int) { #expect(BridgeControl.spin(index) != 0) }"
  done
  echo '}'
} >"$package/Tests/FeatureTests/BridgeControl.swift"

if [ -n "${SWIFT_TESTING:-}" ]; then
  python3 - "$package/Package.swift" "$(cd "$SWIFT_TESTING" && pwd)" <<'PY'
import re, sys
path, checkout = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
testing = '.product(name: "Testing", package: "swift-testing")'
text = text.replace("\n  targets: [", f'\n  dependencies: [.package(path: "{checkout}")],\n  targets: [', 1)
bridge = 'library("AcceptanceTesting", ["Acceptance", "Gherkin"])'
if bridge not in text:
    sys.exit("ci/bench-bridge.sh: cannot find the AcceptanceTesting target in Package.swift")
text = text.replace(bridge, f'library("AcceptanceTesting", ["Acceptance", "Gherkin", {testing}])')
text, count = re.subn(r'(\.testTarget\(\s*name: "[^"]+",\s*dependencies: \[)', rf"\1{testing}, ",
                      text)
if count == 0:
    sys.exit("ci/bench-bridge.sh: cannot find the test targets in Package.swift")
open(path, "w", encoding="utf-8").write(text)
PY
  say "building against the swift-testing checkout at $SWIFT_TESTING"
fi

SECONDS=0
if ! swift build -c release -Xswiftc -enable-testing --build-tests --package-path "$package" \
  >"$work/build.log" 2>&1; then
  tail -n 30 "$work/build.log" >&2
  say "the release build of the copy failed (see $work/build.log)" >&2
  exit 1
fi
say "built the copy in release, with its tests, in $SECONDS s"
bin=$(swift build -c release --package-path "$package" --show-bin-path)
tests=$bin/SwiftAcceptancePackageTests.xctest
# How many scenarios the copies hold, from a dry run of the copy's own command line.
scenarios=$("$bin/acceptance" --dry-run --format progress "$package/Features" |
  sed -n 's/^\([0-9][0-9]*\) scenarios .*/\1/p')
[ -n "$scenarios" ] || {
  say "cannot count the scenarios of the copy" >&2
  exit 1
}

# The control's work per case: the processor time of a serial run of the copy's command line over
# its scenarios, the least of 3 runs, over the number of scenarios.
nanoseconds=$(python3 - "$bin/acceptance" "$package/Features" <<'PY'
import resource, subprocess, sys
command, features = sys.argv[1:3]
times = []
for _ in range(3):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([command, "--format", "progress:/dev/null", features], check=True,
                   stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    times.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
print(round(min(times) * 1e9))
PY
)
export BRIDGE_CONTROL_CASES=$scenarios
export BRIDGE_CONTROL_NANOSECONDS=$((nanoseconds / scenarios))

# run FORM KIND: one run of the scenarios in FORM (one, parts: the bridge; control, control-parts:
# the control), serial or parallel; appends "FORM KIND WALL CPU" to $work/times.
run() {
  local form=$1 kind=$2 flags=() filter status wall cpu ran
  [ "$kind" = serial ] && flags=(--no-parallel)
  case $form in
  one) filter=FeatureTests.scenario ;;
  parts) filter=FeatureTests.FeatureParts ;;
  control) filter=FeatureTests.bridgeControl ;;
  control-parts) filter=FeatureTests.BridgeControlParts ;;
  esac
  read -r status wall cpu < <(python3 - "$work/run.log" "$filter" "$tests" "${flags[@]}" <<'PY'
import resource, subprocess, sys, time
log, test_filter, command = sys.argv[1], sys.argv[2], sys.argv[3:]
start = time.monotonic()
with open(log, "w") as output:
    status = subprocess.run([command[0], "--testing-library", "swift-testing", "--filter",
                             test_filter, *command[1:]],
                            stdout=output, stderr=subprocess.STDOUT).returncode
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(status, f"{wall:.3f}", f"{usage.ru_utime + usage.ru_stime:.3f}")
PY
  )
  # The cases that passed, over every test of the form.
  ran=$(sed -n 's/.*with \([0-9][0-9]*\) test cases\{0,1\} passed.*/\1/p' "$work/run.log" |
    awk '{ total += $1 } END { print total + 0 }')
  if [ "$status" != 0 ] || [ "$ran" != "$scenarios" ]; then
    tail -n 20 "$work/run.log" >&2
    say "the $form $kind run passed $ran of $scenarios scenarios (exit $status; $work/run.log)" >&2
    exit 1
  fi
  echo "$form $kind $wall $cpu" >>"$work/times"
}
: >"$work/times"
for _ in $(seq 1 "$runs"); do
  for form in one parts control control-parts; do
    run "$form" serial
    run "$form" parallel
  done
done

python3 - "$work/times" "$copies" "$scenarios" "$goal" "${SWIFT_TESTING:-}" "$parts" \
  "$BRIDGE_CONTROL_NANOSECONDS" <<'PY'
import statistics, sys
path, copies, scenarios, goal, checkout, parts, nanoseconds = sys.argv[1:8]
goal = float(goal)
rows = [line.split() for line in open(path)]
testing = f"swift-testing at {checkout}" if checkout else "the toolchain's Swift Testing"
pairs = sum(1 for form, kind, *_ in rows if form == "one" and kind == "serial")
print(f"\nThe Swift Testing bridge: Features/ copied {copies} times ({scenarios} scenarios), "
      f"{testing}, {pairs} pairs of runs of each form, medians. The control: Swift Testing "
      f"alone, {scenarios} test cases each spinning for {int(nanoseconds) / 1000:.0f} µs of "
      f"processor time (a scenario's on the copy's command line).\n")
print(f"  {'figure':<48}{'value':<14}goal")


def figures(form):
    """The median wall and processor times of FORM's runs, and the speedups of its pairs."""
    serial = [(float(w), float(c)) for f, kind, w, c in rows if f == form and kind == "serial"]
    parallel = [(float(w), float(c)) for f, kind, w, c in rows if f == form and kind == "parallel"]
    speedups = [s[0] / p[0] for s, p in zip(serial, parallel)]
    return serial, parallel, speedups


for form, label in (("one", "in one test"), ("parts", f"in {parts} tests")):
    for name, kind in ((form, "bridge"), ("control" if form == "one" else "control-parts",
                                           "control")):
        serial, parallel, speedups = figures(name)
        where = label if kind == "bridge" else f"control, {label}"
        print(f"  {'wall time, serial, ' + where:<48}"
              f"{statistics.median(w for w, _ in serial):.2f} s")
        print(f"  {'processor time, serial, ' + where:<48}"
              f"{statistics.median(c for _, c in serial):.2f} s")
        print(f"  {'wall time, parallel, ' + where:<48}"
              f"{statistics.median(w for w, _ in parallel):.2f} s")
        print(f"  {'processor time, parallel, ' + where:<48}"
              f"{statistics.median(c for _, c in parallel):.2f} s")
        speedup = statistics.median(speedups)
        spread = f"(pairs {min(speedups):.2f}–{max(speedups):.2f}×)"
        if kind == "bridge":
            bridge = speedup
            verdict = "met" if speedup >= goal else "missed"
            print(f"  {'speedup, parallel, ' + where:<48}{speedup:.2f}×{'':<9}≥ {goal:.2f}×  "
                  f"{verdict} {spread}")
        else:
            print(f"  {'speedup, parallel, ' + where:<48}{speedup:.2f}×{'':<9}{spread}")
            print(f"  {'speedup, bridge / control, ' + label:<48}{bridge / speedup:.2f}")
PY
