"""Writes fuzzing seeds for ci/fuzz/ExpressionsFuzz.swift: one file per expression of the Cucumber
Expressions and tag expressions conformance data, the expression on the first line and a text
(the case's step text, or its tags) on the second; and a few custom parameter types' regexps in
the subset that the scalar matcher reads, with texts they match twice.

usage: expression-seeds.py TESTDATA OUTPUT_DIR
"""
import glob
import json
import os
import sys


def cases(testdata):
    for path in sorted(glob.glob(os.path.join(testdata, "cucumber-expressions", "**", "*.json"), recursive=True)):
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
        for case in data if isinstance(data, list) else [data]:
            if isinstance(case, dict) and isinstance(case.get("expression"), str):
                yield case["expression"], str(case.get("text", ""))
    for path in sorted(glob.glob(os.path.join(testdata, "tag-expressions", "*.json"))):
        with open(path, encoding="utf-8") as file:
            for case in json.load(file):
                tests = case.get("tests") or [{}]
                yield case["expression"], " ".join(tests[0].get("variables", []))
    for regexp, text in PATTERNS:
        yield regexp, text


# Custom parameter types' regexps that ScalarMatcher matches itself (SimplePattern's subset).
PATTERNS = [
    ("red|green|blue", "red blue"),
    ("[Ll]ogin|[Hh]ome|[Ss]ign ?up", "Sign up login"),
    (r"\d+(?:\.\d+)? (?:milliseconds?|seconds?)", "1.5 seconds 3 milliseconds"),
    ("[Pp]rofile form|[Pp]rofile", "Profile form profile"),
    ("[a-z_]+[0-9]*", "abc12 x_"),
    ("(?:ab|a)(?:bc|c)?", "abc ac"),
]


def main():
    testdata, output = sys.argv[1], sys.argv[2]
    for number, (expression, text) in enumerate(cases(testdata)):
        with open(os.path.join(output, f"seed-{number}"), "w", encoding="utf-8") as file:
            file.write(f"{expression}\n{text}")


if __name__ == "__main__":
    main()
