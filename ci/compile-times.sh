#!/usr/bin/env bash
# Lists what takes the compiler longest: builds every target and test target from scratch, in a
# fresh clone of HEAD (the working folder's .build is left alone), with the type checker's timers
# on, then prints the slowest function bodies, the expressions that took over LIMIT ms to
# type-check (a macro's expansion is named by the line it expands from), and the type-checking time
# of each file. Times are wall-clock: on a busy machine they grow with the load.
#
# Usage: ci/compile-times.sh [LIMIT_MS] [COUNT]     (defaults: 100 ms, the 15 slowest)
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-100}
count=${2:-15}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks "$(git rev-parse --show-toplevel)" "$work/clone"
git -C "$work/clone" checkout --quiet --detach "$(git rev-parse HEAD)"
cd "$work/clone"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
swift build --build-tests \
  -Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies \
  -Xswiftc -Xfrontend -Xswiftc "-warn-long-expression-type-checking=$limit" >"$work/log" 2>&1 || {
  tail -30 "$work/log" >&2
  exit 1
}
python3 - "$work/log" "$PWD/" "$limit" "$count" <<'EOF'
import collections
import re
import sys

log, root, limit, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
bodies = {}
expressions = {}
pending = None  # an expression timed inside a macro expansion, waiting for its origin
for line in open(log, encoding="utf-8", errors="replace"):
    line = line.rstrip("\n")
    body = re.match(r"^([0-9.]+)ms\t([^\t]+)\t(.*)$", line)
    if body:
        milliseconds, place, name = float(body.group(1)), body.group(2), body.group(3)
        name = name.split("@")[0]
        bodies[place] = max(bodies.get(place, (0, ""))[0], milliseconds), name
        continue
    expression = re.search(r"^(\S+?):(\d+):(\d+): warning: expression took (\d+)ms", line)
    if expression:
        place = "%s:%s" % (expression.group(1), expression.group(2))
        if place.startswith("macro expansion"):
            pending = int(expression.group(4))
        else:
            expressions[place] = max(expressions.get(place, 0), int(expression.group(4)))
        continue
    origin = re.search(r"- (/\S+?):(\d+):\d+: note: expanded code originates here", line)
    if origin and pending is not None:
        place = "%s:%s (in a macro)" % (origin.group(1), origin.group(2))
        expressions[place] = max(expressions.get(place, 0), pending)
        pending = None

def short(place):
    return place.replace(root, "")

print("\nThe %d slowest function bodies to type-check:" % count)
for place, (milliseconds, name) in sorted(bodies.items(), key=lambda item: -item[1][0])[:count]:
    print("%8.0f ms  %s  %s" % (milliseconds, short(place), name.split(".")[-1]))
print("\nExpressions over %s ms:" % limit)
for place, milliseconds in sorted(expressions.items(), key=lambda item: -item[1]):
    print("%8d ms  %s" % (milliseconds, short(place)))
files = collections.Counter()
for place, (milliseconds, _) in bodies.items():
    files[short(place.rsplit(":", 2)[0])] += milliseconds
print("\nThe %d files whose function bodies take longest (total %.1f s):"
      % (count, sum(files.values()) / 1000))
for path, milliseconds in files.most_common(count):
    print("%8.0f ms  %s" % (milliseconds, path))
EOF
