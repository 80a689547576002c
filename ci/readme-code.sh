#!/usr/bin/env bash
# Checks that the code in the documentation is the code that builds: every fenced block of
# README.md and of the DocC articles (Sources/*/*.docc/*.md) that has a comment naming its source
# right above the fence,
#
#   <!-- Examples/Calculator/Sources/CalculatorSteps/CalculatorSteps.swift -->
#   ```swift
#
# must appear verbatim in that file (a path from the repository root), as consecutive lines, apart
# from a leading indentation that is the same for the whole block. Fails naming each block that is
# not there (with its first line that differs), and each marker without a block or a file.
# Blocks without a marker are not checked.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 - README.md Sources/*/*.docc/*.md <<'EOF'
import os
import re
import sys

MARKER = re.compile(r"^\s*<!--\s*(Examples/\S+)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})(.*)$")


def indentation(line):
    return len(line) - len(line.lstrip(" \t"))


def blocks(path):
    """Yields (line number, source, language, lines) for each marked block, or a problem."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    index = 0
    while index < len(lines):
        marker = MARKER.match(lines[index])
        index += 1
        if not marker:
            continue
        opening = FENCE.match(lines[index]) if index < len(lines) else None
        if not opening:
            yield index, marker.group(1), None, "the marker is not right above a fenced block"
            continue
        fence, language = opening.group(2), opening.group(3).strip()
        start = index + 1
        end = start
        while end < len(lines) and not lines[end].strip().startswith(fence):
            end += 1
        if end == len(lines):
            yield index + 1, marker.group(1), language, "the block has no closing fence"
            return
        yield index + 1, marker.group(1), language, lines[start:end]
        index = end + 1


def differs(block, source):
    """None when `block` is a run of lines of `source` shifted by one indentation; otherwise the
    block's first line that no candidate run matches, for the message."""
    while block and not block[-1].strip():
        block = block[:-1]
    if not block:
        return "the block is empty"
    stripped = [line.strip() for line in source]
    wanted = [line.strip() for line in block]
    best = 0
    for start in range(len(source) - len(block) + 1):
        matched = 0
        while matched < len(block) and stripped[start + matched] == wanted[matched]:
            matched += 1
        if matched == len(block):
            shifts = {
                indentation(source[start + offset]) - indentation(line)
                for offset, line in enumerate(block)
                if line.strip()
            }
            if len(shifts) == 1:
                return None
            matched = 0
        best = max(best, matched)
    return "line %d of the block differs: %s" % (best + 1, block[min(best, len(block) - 1)].strip())


failures = 0
checked = 0
for document in sys.argv[1:]:
    if not os.path.exists(document):
        continue
    for line, source, language, lines in blocks(document):
        checked += 1
        name = "%s:%d (the %s block from %s)" % (document, line, language or "", source)
        if isinstance(lines, str):
            problem = lines
        elif not os.path.isfile(source):
            problem = "%s does not exist" % source
        else:
            with open(source, encoding="utf-8") as handle:
                problem = differs(lines, handle.read().split("\n"))
        if problem:
            failures += 1
            print("ci/readme-code.sh: %s: %s" % (name, problem), file=sys.stderr)
if failures:
    print(
        "ci/readme-code.sh: %d of %d marked blocks are not verbatim copies of their files; copy"
        " them again from the file named above each block" % (failures, checked),
        file=sys.stderr,
    )
    sys.exit(1)
print("ci/readme-code.sh: %d marked blocks, each a verbatim copy of its file" % checked)
EOF
