#!/usr/bin/env python3
"""Validates SARIF logs against the committed SARIF 2.1.0 schema (OASIS, errata 01).

Usage: validate.py FILE...   Exit 0 when every file is valid, 1 otherwise (each error with its JSON path).
The schema's "uri" and "uri-reference" formats are checked too: without a URI checker installed jsonschema
would skip them silently, so the script refuses to run instead.
"""
import json
import pathlib
import sys

import jsonschema

SCHEMA = pathlib.Path(__file__).with_name("sarif-schema-2.1.0.json")


def main(paths):
    if not paths:
        print("usage: validate.py FILE...", file=sys.stderr)
        return 64
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    checker = jsonschema.FormatChecker()
    missing = {"uri", "uri-reference"} - set(checker.checkers)
    if missing:
        print(f"cannot check the formats {sorted(missing)}: pip install -r Tests/requirements.txt", file=sys.stderr)
        return 1
    validator = jsonschema.Draft4Validator(schema, format_checker=checker)
    failed = False
    for path in paths:
        try:
            log = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"{path}: not a JSON file: {error}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        for error in errors:
            place = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: /{place}: {error.message}")
        results = sum(len(run.get("results", [])) for run in log.get("runs", []))
        if errors:
            failed = True
        else:
            print(f"{path}: valid SARIF 2.1.0 ({results} results)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
