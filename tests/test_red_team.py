"""The red-team battery, generic part: every problem's evaluator against
every one-place change of an optimal solution of each of its adversarial
instances (:mod:`red_team`), through the JSON door and the object door.

Each scalar is nudged 1e-9 to 1e-3 s early and late, made NaN, infinite,
negative, zero, huge, fractional, of another type or missing; each list is
emptied, shortened, given an entry twice, reversed and reordered; a name
becomes one the instance does not have. Every crafted solution must be
refused with a named violation or score no better than the optimum
(:func:`red_team.judge`). The problem-specific attacks (a start exactly
where a deadline tips, one GPU over capacity, a pair of unequal GPU
counts, a solution of another instance) are in ``test_red_team_<paper>.py``.
"""

from __future__ import annotations

import math

import pytest
import red_team
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schedbench.contracts import Status, better
from schedbench.registry import registry

PROBLEMS = sorted({red_team.CASES[cid].problem for cid in red_team.case_ids()})
#: Cases per problem that the exhaustive pass crafts from (the first ones of
#: each problem's list, which holds its tightest instances first).
CASES_PER_PROBLEM = 100
#: Crafted objects of each case also handed over by a plug-in method.
PLUGIN_SAMPLE_EVERY = 7
#: Random changes per problem in the property-based pass.
HYPOTHESIS_EXAMPLES = 60


def _cases(problem: str) -> list[str]:
    return red_team.case_ids(problem)[:CASES_PER_PROBLEM]


def test_every_problem_has_cases():
    assert set(PROBLEMS) == set(registry().names()) - {"toy-sum"}


@pytest.mark.parametrize("problem", PROBLEMS)
def test_no_one_place_change_beats_the_optimum(problem):
    failures: list[str] = []
    for case_id in _cases(problem):
        instance = red_team.instance_of(case_id)
        for item in red_team.crafted(red_team.optimum_of(case_id).solution):
            verdict = red_team.submit(problem, instance, item)
            failures += red_team.judge(problem, case_id, item, verdict)
    assert not failures, f"{len(failures)} crafted solution(s) got through:\n" + "\n".join(failures[:25])


@pytest.mark.parametrize("problem", PROBLEMS)
def test_a_solution_of_another_instance_beats_no_optimum(problem):
    """Each case's instance scored with every other case's optimal solution
    (ids that may or may not exist here, times fitted to other arrivals)."""
    failures: list[str] = []
    for case_id in _cases(problem):
        instance = red_team.instance_of(case_id)
        for other in _cases(problem):
            if other == case_id:
                continue
            item = red_team.Crafted(f"object: the optimal solution of {other}",
                                    value=red_team.optimum_of(other).solution)
            failures += red_team.judge(problem, case_id, item, red_team.submit(problem, instance, item))
    assert not failures, "\n".join(failures[:25])


@pytest.mark.parametrize("problem", PROBLEMS)
def test_a_plugin_handing_over_a_crafted_object_gains_nothing(problem):
    """The harness's path: a plug-in method returns the crafted object; its
    cell is an error (infeasible, named) or scores no better than the optimum."""
    spec = registry().get(problem)
    failures: list[str] = []
    for case_id in _cases(problem):
        instance = red_team.instance_of(case_id)
        optimum = red_team.optimum_of(case_id)
        reference = spec.evaluate(instance, optimum.solution).objective
        objects = [c for c in red_team.crafted(optimum.solution) if c.value is not None]
        for item in objects[::PLUGIN_SAMPLE_EVERY]:
            status, objective, error = red_team.plugin_door(problem, instance, item.value)
            if status is Status.ERROR:
                if not error or "could not score" in error:
                    failures.append(f"{case_id}, {item.what}: error cell without a named violation: {error}")
                continue
            if objective is None or red_team.gains(objective, reference, spec.sense):
                failures.append(f"{case_id}, {item.what}: plug-in cell {status.value} with {objective!r}, "
                                f"optimum {reference!r}")
    assert not failures, "\n".join(failures[:25])


def _mutations() -> st.SearchStrategy:
    noise = st.floats(min_value=1e-12, max_value=1e-2, allow_nan=False) | st.sampled_from([1e-9, 1e-6, 1e-3, 0.5, 1.0])
    return st.tuples(st.integers(min_value=0, max_value=10**6), st.sampled_from(["minus", "plus", "times"]), noise)


@pytest.mark.parametrize("problem", PROBLEMS)
@settings(max_examples=HYPOTHESIS_EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(mutation=st.lists(_mutations(), min_size=1, max_size=3))
def test_random_changes_of_numbers_beat_no_optimum(problem, mutation):
    """Property: up to three numbers of an optimal solution moved by random
    amounts (1e-12 to 1, either way, or scaled) never score better."""
    case_id = _cases(problem)[mutation[0][0] % len(_cases(problem))]
    instance = red_team.instance_of(case_id)
    solution = red_team.optimum_of(case_id).solution
    numbers = [(path, v) for path, v in red_team.nodes(solution)
               if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if not numbers:
        return
    value = solution
    what = []
    for pick, how, amount in mutation:
        path, old = numbers[pick % len(numbers)]
        new = old - amount if how == "minus" else old + amount if how == "plus" else old * (1.0 + amount)
        if isinstance(old, int) and how != "times" and float(amount).is_integer():
            new = int(new)
        value = red_team.edit_at(value, path, new)
        what.append(f"{red_team.show(path)} {how} {amount!r}")
    item = red_team.Crafted("object " + ", ".join(what), value=value)
    verdict = red_team.submit(problem, instance, item)
    failures = red_team.judge(problem, case_id, item, verdict)
    assert not failures, failures[0]


def test_judge_catches_a_gain():
    """The check itself can fail: a better objective than the optimum's is
    reported, one ULP-level difference is not."""
    case_id = _cases("asrpt-schedule")[0]
    reference = registry().get("asrpt-schedule").evaluate(
        red_team.instance_of(case_id), red_team.optimum_of(case_id).solution).objective
    assert red_team.gains(reference - 1e-9, reference, registry().get("asrpt-schedule").sense)
    assert not red_team.gains(reference - math.ulp(reference), reference, registry().get("asrpt-schedule").sense)
    assert better(reference - 1e-9, reference, registry().get("asrpt-schedule").sense)
