#!/usr/bin/env python3
"""Validates YAML files against a JSON Schema with Python's jsonschema (Debian's
python3-jsonschema): `validate.py SCHEMA FILE...`. Prints `FILE: ok` or each problem with its
path in the file, and exits 1 when any file does not validate, 2 when the validator is missing."""
import json
import sys

try:
    import jsonschema
    import yaml
except ImportError as missing:
    print(f"missing: {missing.name}", file=sys.stderr)
    sys.exit(2)


def main():
    with open(sys.argv[1]) as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    failed = False
    for path in sys.argv[2:]:
        with open(path) as f:
            document = yaml.safe_load(f) or {}
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        for error in errors:
            where = ".".join(str(p) for p in error.path) or "(top)"
            print(f"{path}: {where}: {error.message}")
        if errors:
            failed = True
        else:
            print(f"{path}: ok")
    sys.exit(1 if failed else 0)


main()
