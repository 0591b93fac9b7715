"""The red team's tools: crafted solutions and the one check every one of
them must pass (the evaluator is the definition, and no solution, however
crafted, scores better than the optimum).

A crafted solution starts from an optimal solution of a tiny adversarial
instance (the brute force of :mod:`brute_force`) and is changed in one
place. It reaches the evaluator through the doors an outsider uses:

- **JSON**: the solution's document is edited and read back through the
  schema (``spec.load_solution``), as ``schedbench solve --solution`` and
  the library read files; the schema may refuse it with a named field;
- **object**: the solution value itself is edited, with no validation at
  all (what a plug-in's ``run`` may return, or a caller of ``evaluate_*``
  may build), and handed to the evaluator directly and to a plug-in method
  run by :func:`schedbench.harness.runner.run_and_score`.

:func:`judge` states what must hold: the evaluator never raises; a refusal
names what is wrong (never the net of :data:`schedbench.scoring.UNSCORABLE`);
and an accepted solution scores no better than the optimal solution it was
made from (within :data:`ULPS` units in the last place, the float noise of
a sum taken in another order) nor than the brute-force optimum.
"""

from __future__ import annotations

import copy
import dataclasses
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import adversarial_instances
import brute_force

from schedbench.contracts import OBJECTIVE_REL_TOL, Budget, Evaluation, MethodResult, Sense, Status, better
from schedbench.errors import ValidationError
from schedbench.registry import registry
from schedbench.scoring import UNSCORABLE
from schedbench.specs import MethodSpec

#: Units in the last place of the optimum that an accepted crafted solution
#: may gain: a sum of the same terms in another order differs by a few.
#: Any real gain (a start 1e-9 s early on an objective of 1e4 s is about
#: 550 of them) is far above it.
ULPS = 16
#: Seconds by which a time is moved early or late.
NUDGES_S = (1e-9, 1e-6, 1e-3)
#: A huge value (no instance is this large).
HUGE = 1e18


# ---------------------------------------------------------------- instances


CASES = {case.id: case for case in adversarial_instances.all_cases()}


def case_ids(problem: str | None = None) -> list[str]:
    """The ids of the adversarial cases (of ``problem``)."""
    return [cid for cid, case in CASES.items() if problem is None or case.problem == problem]


@lru_cache(maxsize=None)
def instance_of(case_id: str) -> Any:
    return adversarial_instances.load(CASES[case_id])


@lru_cache(maxsize=None)
def optimum_of(case_id: str) -> brute_force.Optimum:
    return brute_force.BRUTE_FORCE[CASES[case_id].problem](instance_of(case_id))


# ---------------------------------------------------------------- crafting


@dataclass(frozen=True)
class Crafted:
    """One crafted solution: ``what`` says how it was made; ``document``
    (the JSON door) or ``value`` (the object door) is the solution."""

    what: str
    document: Any = None
    value: Any = None


def edit_at(tree: Any, path: tuple[Any, ...], new: Any) -> Any:
    """A copy of ``tree`` (dicts, lists, tuples, dataclasses) with the node at
    ``path`` replaced by ``new``; dataclasses are rebuilt without validation
    (``object.__new__`` and ``object.__setattr__``), like a crafted object."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if dataclasses.is_dataclass(tree) and not isinstance(tree, type):
        out = object.__new__(type(tree))
        for f in dataclasses.fields(tree):
            object.__setattr__(out, f.name, getattr(tree, f.name))
        object.__setattr__(out, head, edit_at(getattr(tree, head), rest, new))
        return out
    if isinstance(tree, dict):
        out = dict(tree)
        out[head] = edit_at(tree[head], rest, new)
        return out
    items = list(tree)
    items[head] = edit_at(items[head], rest, new)
    return type(tree)(items) if isinstance(tree, tuple) else items


def _children(node: Any) -> Iterator[tuple[Any, Any]]:
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield f.name, getattr(node, f.name)
    elif isinstance(node, dict):
        yield from node.items()
    elif isinstance(node, (list, tuple)):
        yield from enumerate(node)


def nodes(tree: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every node of ``tree`` below its root, with its path."""
    for key, child in _children(tree):
        yield (*path, key), child
        yield from nodes(child, (*path, key))


def show(path: tuple[Any, ...]) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "<root>"


def leaf_values(value: Any) -> list[tuple[str, Any]]:
    """What a scalar is changed into: ``(label, new value)``."""
    if isinstance(value, bool):
        return [("flipped", not value), ("an int for a bool", int(value)), ("None", None)]
    if isinstance(value, int):
        return [("minus one", value - 1), ("plus one", value + 1), ("negative", -1 - value), ("zero", 0),
                ("fractional", value + 0.5), ("a float", float(value)), ("huge", 10**12), ("NaN", math.nan),
                ("a string", str(value)), ("None", None)]
    if isinstance(value, float):
        out = [(f"{d:g} early", value - d) for d in NUDGES_S] + [(f"{d:g} late", value + d) for d in NUDGES_S]
        out += [("NaN", math.nan), ("infinite", math.inf), ("minus infinite", -math.inf),
                ("negative", -1.0 - value), ("zero", 0.0), ("huge", HUGE), ("None", None)]
        return out
    if isinstance(value, str):
        return [("an unknown name", "no-such-name"), ("empty", ""), ("a number", 0)]
    return []


def sequence_variants(seq: Any) -> list[tuple[str, Any]]:
    """What a list or tuple is changed into."""
    items = list(seq)
    out: list[tuple[str, Any]] = [("emptied", [])]
    if items:
        out += [("its first entry dropped", items[1:]), ("its last entry dropped", items[:-1]),
                ("its first entry twice", [items[0], *items]), ("its last entry twice", [*items, items[-1]])]
    if len(items) >= 2:
        out += [("reversed", items[::-1]), ("its first two swapped", [items[1], items[0], *items[2:]])]
    return [(label, tuple(v) if isinstance(seq, tuple) else v) for label, v in out]


def crafted(solution: Any) -> list[Crafted]:
    """Every one-place change of ``solution``, through both doors: each
    scalar by :func:`leaf_values`, each list by :func:`sequence_variants`."""
    out: list[Crafted] = []
    doc = solution.to_dict()
    for path, node in list(nodes(doc)):
        changes = sequence_variants(node) if isinstance(node, list) else leaf_values(node)
        for label, new in changes:
            out.append(Crafted(f"JSON {show(path)} {label}", document=edit_at(doc, path, copy.deepcopy(new))))
    for path, node in list(nodes(solution)):
        changes = sequence_variants(node) if isinstance(node, (list, tuple)) else leaf_values(node)
        for label, new in changes:
            out.append(Crafted(f"object {show(path)} {label}", value=edit_at(solution, path, new)))
    return out


# ---------------------------------------------------------------- judging


@dataclass(frozen=True)
class Verdict:
    """What happened to one crafted solution: refused by the schema (JSON
    door), or the evaluator's answer."""

    refused_by_schema: str | None
    evaluation: Evaluation | None


def submit(problem: str, instance: Any, item: Crafted) -> Verdict:
    """Hand ``item`` to the problem's evaluator through its door."""
    spec = registry().get(problem)
    if item.document is not None:
        try:
            value = spec.load_solution(item.document)
        except ValidationError as exc:
            return Verdict(str(exc), None)
    else:
        value = item.value
    return Verdict(None, spec.evaluate(instance, value))


def gains(objective: float, reference: float, sense: Sense) -> bool:
    """``objective`` is better than ``reference`` by more than :data:`ULPS`
    units in the last place."""
    return better(objective, reference, sense) and abs(objective - reference) > ULPS * math.ulp(max(abs(reference), 1.0))


def judge(problem: str, case_id: str, item: Crafted, verdict: Verdict) -> list[str]:
    """What is wrong with ``verdict`` (empty: the evaluator held)."""
    if verdict.refused_by_schema is not None:
        return []
    ev = verdict.evaluation
    assert ev is not None
    spec = registry().get(problem)
    where = f"{case_id}, {item.what}"
    if not ev.feasible:
        if not ev.violations:
            return [f"{where}: refused without a violation"]
        net = [v for v in ev.violations if v.startswith(UNSCORABLE)]
        return [f"{where}: the evaluator raised instead of naming a violation: {net[0]}"] if net else []
    if ev.objective is None or not math.isfinite(ev.objective):
        return [f"{where}: accepted with objective {ev.objective!r}"]
    optimum = optimum_of(case_id)
    reference = spec.evaluate(instance_of(case_id), optimum.solution).objective
    assert reference is not None
    out = []
    if gains(ev.objective, reference, spec.sense):
        out.append(f"{where}: accepted with objective {ev.objective!r}, better than the optimal solution it was "
                   f"made from ({reference!r})")
    tol = OBJECTIVE_REL_TOL * max(abs(optimum.objective), 1.0)
    if better(ev.objective, optimum.objective, spec.sense) and abs(ev.objective - optimum.objective) > tol:
        out.append(f"{where}: accepted with objective {ev.objective!r}, better than the brute-force optimum "
                   f"{optimum.objective!r}")
    return out


def plugin_door(problem: str, instance: Any, value: Any) -> tuple[Status, float | None, str | None]:
    """``value`` returned by a plug-in method: ``(status, objective, error)``
    of :func:`~schedbench.harness.runner.run_and_score` (the harness's path)."""
    from schedbench.harness.runner import run_and_score
    from schedbench.plugins import guarded_run
    from schedbench.specs import PluginOrigin

    spec = registry().get(problem)
    run = guarded_run(lambda inst, budget: value, spec.solution_type)
    method = MethodSpec("red-team", run, "heuristic", "a crafted solution",
                        origin=PluginOrigin("red-team", "1", "red_team:crafted"))
    probe = dataclasses.replace(spec, methods={**spec.methods, "red-team": method})
    scored = run_and_score(probe, "red-team", instance, Budget(time_limit_s=10.0))
    objective = None if scored.evaluation is None else scored.evaluation.objective
    return scored.result.status, objective, scored.error


def method_result(value: Any) -> MethodResult:
    return MethodResult(value, Status.FEASIBLE)


Check = Callable[[str, str, Crafted, Verdict], list[str]]
