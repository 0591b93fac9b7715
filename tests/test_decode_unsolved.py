"""Decoding a model that holds no solution is an error, never an empty
solution: an unsolved model read as zeros is an empty packing that the
evaluator scores 0 without a word. Checked for every formulation's decoder."""

from __future__ import annotations

import pytest

import schedbench
from schedbench.errors import NoSolutionError, SchedbenchError
from schedbench.registry import registry

#: (problem, size, build, decode): every public build/decode pair, plus the
#: schedule MILPs whose decoders the methods use.
DECODERS = [
    *((name.removeprefix("decode_").replace("_", "-"), f"build_{name.removeprefix('decode_')}", name)
      for name in schedbench.__all__ if name.startswith("decode_")),
    ("asrpt-schedule", "schedbench.formulations.asrpt:build_schedule", "schedbench.formulations.asrpt:decode_schedule"),
    ("castor-schedule", "schedbench.formulations.castor:build_schedule",
     "schedbench.formulations.castor:decode_schedule"),
]
#: A tiny instance of each problem (a size every generator takes).
SIZE = 3


def _function(where: str):
    if ":" in where:
        import importlib

        module, name = where.split(":")
        return getattr(importlib.import_module(module), name)
    return getattr(schedbench, where)


@pytest.fixture(params=DECODERS, ids=[d[0] for d in DECODERS])
def built(request):
    problem, build, decode = request.param
    instance = registry().get(problem).generate(size=SIZE, seed=0)
    return problem, instance, _function(build)(instance), _function(decode)


def test_every_public_decoder_is_covered():
    names = {d[0] for d in DECODERS}
    assert {"cuckoo-packing", "cuckoo-planning", "cuckoo-joint", "asrpt-placement", "gimbal-coordination",
            "horus-placement", "asrpt-schedule", "castor-schedule"} <= names


def test_an_unsolved_model_is_refused(built):
    problem, instance, model, decode = built
    with pytest.raises(NoSolutionError, match=rf"{problem} MILP.* holds no solution to decode: it has not been solved"):
        decode(instance, model)
    assert issubclass(NoSolutionError, SchedbenchError)


def test_a_model_whose_solve_found_nothing_is_refused(built, monkeypatch):
    """CBC missing (getting started's example without the extra): status
    unavailable, whatever values a warm start left in the variables."""
    from schedbench.solvers import cbc, solve

    problem, instance, model, decode = built
    monkeypatch.setattr(cbc, "cbc_path", lambda: None)
    for var in model.component_data_objects(__import__("pyomo.environ").environ.Var):
        if var.value is None:
            var.set_value(var.lb if var.lb is not None else 0)  # as a warm start would
    result = solve(model, solver="cbc", time_limit=5)
    assert result.status.value == "unavailable"
    with pytest.raises(NoSolutionError, match=r"holds no solution to decode: its last solve ended unavailable"):
        decode(instance, model)


def test_a_solved_model_decodes():
    from schedbench.formulations.cuckoo import build, decode
    from schedbench.solvers import solve

    spec = registry().get("cuckoo-packing")
    instance = spec.generate(size=6, seed=0)
    model = build(instance)
    assert solve(model, time_limit=30).status.value == "optimal"
    assert spec.evaluate(instance, decode(instance, model)).feasible
