"""The published JSON Schemas (results/schemas/<problem>.json) are generated
by ``schedbench schema --all -o results/schemas`` and kept in sync; every
registered problem's types are schema types; the schemas accept the pinned
files and ``schedbench schema`` prints them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schedbench.cli import main, schema_text
from schedbench.registry import registry
from schedbench.schema import InstanceValue, SchemaValue

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "results" / "schemas"
PINNED = Path(__file__).resolve().parent / "data" / "pinned"
REGENERATE = "schedbench schema --all -o results/schemas"


@pytest.mark.parametrize("spec", list(registry()), ids=registry().names())
def test_types_are_schema_types(spec):
    assert issubclass(spec.instance_type, InstanceValue)
    assert issubclass(spec.solution_type, SchemaValue)


@pytest.mark.parametrize("name", registry().names())
def test_published_schema_is_in_sync(name):
    path = SCHEMAS / f"{name}.json"
    assert path.exists(), f"missing {path}: run `{REGENERATE}`"
    assert path.read_text() == schema_text(registry().get(name)), f"{path} is stale: run `{REGENERATE}`"


def test_no_stale_schema_files():
    assert sorted(p.stem for p in SCHEMAS.glob("*.json")) == registry().names()


@pytest.mark.parametrize("name", registry().names())
def test_schema_accepts_the_pinned_files_and_rejects_a_broken_one(name):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((SCHEMAS / f"{name}.json").read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    solution = jsonschema.Draft202012Validator({**schema, "$ref": f"#/$defs/{registry().get(name).solution_type.__name__}"})
    files = [p for p in PINNED.glob(f"{name}-*.json") if not p.name.endswith(".solution.json")]
    assert files
    for path in files:
        doc = json.loads(path.read_text())
        validator.validate(doc)
        assert not validator.is_valid({**doc, "colour": "blue"})
        assert not validator.is_valid({**doc, "problem": "other"})
        sol = PINNED / path.name.replace(".json", ".solution.json")
        if sol.exists():
            solution.validate(json.loads(sol.read_text())["solution"])


def test_cli_prints_the_schema(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["schema", "cuckoo-packing"])
    assert exit_.value.code == 0
    assert json.loads(capsys.readouterr().out) == json.loads((SCHEMAS / "cuckoo-packing.json").read_text())


def test_cli_writes_every_schema(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["schema", "--all", "-o", str(tmp_path)])
    assert exit_.value.code == 0
    for name in registry().names():
        assert (tmp_path / f"{name}.json").read_text() == (SCHEMAS / f"{name}.json").read_text()


@pytest.mark.parametrize("args", [["schema"], ["schema", "nope"], ["schema", "--all"], ["schema", "cuckoo-packing", "--all"]])
def test_cli_schema_bad_arguments_exit_2(args, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("schedbench: error:")
