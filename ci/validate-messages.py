#!/usr/bin/env python3
"""Validates every line of the Cucumber Messages NDJSON files given against the envelope schema.

usage: validate-messages.py SCHEMA FILE...
Prints one line per file and the first errors; exits 1 when any envelope is invalid.
"""
import json
import sys

from jsonschema import Draft202012Validator


def main() -> int:
    schema_path, *files = sys.argv[1:]
    with open(schema_path, encoding="utf-8") as handle:
        validator = Draft202012Validator(json.load(handle))
    invalid = 0
    envelopes = 0
    for path in files:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                envelopes += 1
                errors = list(validator.iter_errors(json.loads(line)))
                for error in errors[:3]:
                    print(f"{path}:{number}: {error.message} at {list(error.absolute_path)}")
                invalid += bool(errors)
    print(f"{envelopes} envelopes in {len(files)} files, {invalid} invalid")
    return 1 if invalid or envelopes == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
