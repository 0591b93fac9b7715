"""Pinned files written by the code before the schema migration (issue 14):
they still load, keep their content ids, and round-trip byte for byte in
canonical JSON; so do their solutions. See tests/data/pinned/make_pinned.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schedbench.contracts import canonical_json, content_hash
from schedbench.io import load_instance_file
from schedbench.registry import registry

PINNED = Path(__file__).resolve().parent / "data" / "pinned"
MANIFEST = json.loads((PINNED / "manifest.json").read_text())


def test_every_registered_problem_is_pinned():
    assert {m["problem"] for m in MANIFEST} == set(registry().names())


@pytest.mark.parametrize("entry", MANIFEST, ids=[m["name"] for m in MANIFEST])
def test_pinned_instance_loads_with_its_id_and_round_trips(entry):
    path = PINNED / f"{entry['name']}.json"
    doc = json.loads(path.read_text())
    spec, inst = load_instance_file(path)
    assert spec.name == entry["problem"]
    assert inst.id == doc["id"] == entry["id"]
    out = inst.to_dict()
    assert content_hash(out) == entry["id"]
    if entry["complete"]:  # a file holding every field is written back unchanged
        assert canonical_json(out) == canonical_json(doc["instance"])
    again = spec.load_instance(json.loads(json.dumps(out)))
    assert again == inst and canonical_json(again.to_dict()) == canonical_json(out)


@pytest.mark.parametrize("entry", [m for m in MANIFEST if m["method"]], ids=lambda m: m["name"])
def test_pinned_solution_loads_round_trips_and_is_feasible(entry):
    spec, inst = load_instance_file(PINNED / f"{entry['name']}.json")
    doc = json.loads((PINNED / f"{entry['name']}.solution.json").read_text())
    assert doc["instance_id"] == inst.id
    sol = spec.load_solution(doc["solution"])
    assert canonical_json(sol.to_dict()) == canonical_json(doc["solution"])
    assert content_hash(sol.to_dict()) == entry["solution_hash"]
    assert spec.load_solution(json.loads(json.dumps(sol.to_dict()))) == sol
    assert spec.evaluate(inst, sol).feasible


@pytest.mark.parametrize("entry", [m for m in MANIFEST if m["complete"]], ids=lambda m: m["name"])
def test_generator_still_writes_the_pinned_instance(entry):
    """The in-memory value (not only the parsed one) serialises as before."""
    spec = registry().get(entry["problem"])
    inst = spec.generate(size=entry["size"], seed=entry["seed"], **entry["options"])
    assert inst.id == entry["id"]
