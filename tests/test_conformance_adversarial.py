"""The adversarial conformance battery: every exact method and every bound of
every problem against an independent brute force on tiny adversarial
instances (DESIGN.md, "Trust").

Covered: each registered problem with an exact method or a bound. Its
instances (:mod:`adversarial_instances`) come from the generators' extreme
options and from edited documents: tight deadlines at the minimum deadline
factor, all arrivals at once, identical jobs, one huge job among small ones,
a single job, a job that fills the cluster, ties everywhere (equal lengths,
equal deadlines, deadlines equal to the fastest finish). Its optimum comes
from :mod:`brute_force`, written from the paper's problem statement and
scored only by the problem's evaluator. For every instance and every method
(run through :func:`schedbench.harness.runner.run_and_score` on a small budget):

- the runner reports no error (a solution the evaluator rejects, or an
  objective the method claims but the evaluator does not give, is one);
- an exact method (one that proves an optimum) ends ``optimal`` with the
  brute-force objective;
- every proven bound (of an exact method or a bound-only method) is on the
  right side of the brute-force optimum (at most it when minimising);
- every solution (heuristic, baseline, a bound method's carried schedule)
  is no better than the optimum.

Tolerance: ``OBJECTIVE_REL_TOL`` (1e-6) relative to ``max(|optimum|, 1)``.
Test ids read ``problem:instance-method``.

To add a problem: register it, write its brute force in ``brute_force.py``
(enumerate a set of solutions that provably holds an optimum, say why in the
docstring, score each with the evaluator) and add it to ``BRUTE_FORCE``;
list its cases in ``adversarial_instances.py`` and add them to
``all_cases`` (the coverage test fails until both are done); list its
bound-only methods in ``BOUND_ONLY`` below (until then their runs fail with
"expected optimal").
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import adversarial_instances  # tests/ is on sys.path (pytest's rootdir conftest)
import brute_force
import pytest

from schedbench.contracts import OBJECTIVE_REL_TOL, Budget, Sense, Status, better
from schedbench.registry import registry
from schedbench.harness.runner import run_and_score

#: The methods' budget: tiny instances solve in well under a second; a
#: tenth of the default work keeps the searching methods short (a bound
#: must hold, and a schedule stay feasible, at any work); the time limit
#: is far above what a MILP needs here, so a loaded machine cannot turn an
#: optimum into a time-limit stop.
BUDGET = Budget(time_limit_s=60.0, work=0.1)
#: Exact-kind methods that prove a bound but not an optimum: their schedule
#: is the best of some heuristics, their ``bound`` is what they prove.
BOUND_ONLY: frozenset[tuple[str, str]] = frozenset({
    ("cuckoo-joint", "bound"),
    ("cuckoo-packing", "bound"),
    ("asrpt-schedule", "lower-bound"),
    ("asrpt-schedule", "bound"),
    ("castor-schedule", "lower-bound"),
    ("horus-online", "lower-bound"),
    ("horus-online", "bound"),
})
#: Exact methods that prove an optimum only on part of their problem's
#: instances, with the predicate of the instances where they do not: the
#: asrpt-schedule MILP is exact on the slot grid, and on continuous time
#: (slot_s = 0) only when releases and durations share a grid (its
#: description); elsewhere it ends FEASIBLE, which the checks then accept.
EXACT_ONLY_WHEN: dict[tuple[str, str], Any] = {
    ("asrpt-schedule", "milp"): lambda inst: inst.slot_s > 0.0,
}

CASES = adversarial_instances.all_cases()
RUNS = [pytest.param(case, method, id=f"{case.id}-{method}")
        for case in CASES for method in registry().get(case.problem).methods]


#: A covered problem has at least this many adversarial instances.
MIN_CASES = 5


def _has_exact_or_bound(spec) -> bool:
    """Bound-only methods are exact-kind methods too (they prove their bound)."""
    return any(m.kind == "exact" for m in spec.methods.values())


@lru_cache(maxsize=None)
def instance_of(case_id: str) -> Any:
    return adversarial_instances.load(_case(case_id))


@lru_cache(maxsize=None)
def optimum_of(case_id: str) -> brute_force.Optimum:
    case = _case(case_id)
    return brute_force.BRUTE_FORCE[case.problem](instance_of(case_id))


def _case(case_id: str) -> adversarial_instances.Case:
    return next(c for c in CASES if c.id == case_id)


def _tol(optimum: float) -> float:
    return OBJECTIVE_REL_TOL * max(abs(optimum), 1.0)


def _beats(value: float, optimum: float, sense: Sense) -> bool:
    """A feasible ``value`` better than the ``optimum`` beyond the tolerance: impossible."""
    return better(value, optimum, sense) and abs(value - optimum) > _tol(optimum)


def _cuts_off(bound: float, optimum: float, sense: Sense) -> bool:
    """A ``bound`` on the wrong side of the ``optimum`` beyond the tolerance
    (above it when minimising): it is not a bound."""
    return better(optimum, bound, sense) and abs(bound - optimum) > _tol(optimum)


def test_every_problem_with_an_exact_method_or_bound_is_covered():
    problems = {spec.name for spec in registry() if _has_exact_or_bound(spec)}
    assert problems - set(brute_force.BRUTE_FORCE) == set(), "problems without a brute force"
    assert set(brute_force.BRUTE_FORCE) - problems == set(), "brute forces of unknown problems"
    counts = {p: sum(c.problem == p for c in CASES) for p in problems}
    assert min(counts.values()) >= MIN_CASES, f"too few adversarial instances: {counts}"


def test_bound_only_methods_are_exact_kind_methods_of_registered_problems():
    for problem, method in BOUND_ONLY | set(EXACT_ONLY_WHEN):
        assert registry().get(problem).methods[method].kind == "exact", (problem, method)


def test_case_ids_are_unique():
    ids = [c.id for c in CASES]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_brute_force_optimum_is_the_evaluators_score(case):
    """The brute force's own consistency: its best solution is feasible and
    scored at the reported objective (a broken enumeration that returned a
    stale or infeasible solution would fail here, not only downstream)."""
    spec = registry().get(case.problem)
    opt = optimum_of(case.id)
    ev = spec.evaluate(instance_of(case.id), opt.solution)
    assert ev.feasible, ev.violations
    assert ev.objective == opt.objective
    assert opt.scored >= 1


def violations(spec, method: str, instance: Any, optimum: float, run: Any) -> list[str]:
    """Every rule of the battery that ``run`` (``method`` of ``spec`` on
    ``instance``, from :func:`run_and_score`) breaks against the brute-force
    ``optimum``, in words; empty when it conforms."""
    if run.error is not None:
        return [f"{run.error} (brute-force optimum {optimum!r})"]
    out = []
    result = run.result
    proves_optimum = (spec.methods[method].kind == "exact" and (spec.name, method) not in BOUND_ONLY
                      and EXACT_ONLY_WHEN.get((spec.name, method), lambda _: True)(instance))
    got = run.evaluation.objective if run.evaluation is not None else None
    if result.status not in (Status.OPTIMAL, Status.FEASIBLE):
        out.append(f"status {result.status.value}")
    elif proves_optimum and result.status is not Status.OPTIMAL:
        out.append(f"status {result.status.value}, expected optimal")
    if proves_optimum and (got is None or abs(got - optimum) > _tol(optimum)):
        out.append(f"proven optimum {got!r} but the brute force finds {optimum!r}")
    if result.bound is not None and _cuts_off(result.bound, optimum, spec.sense):
        out.append(f"proven bound {result.bound!r} is beyond the brute-force optimum {optimum!r}")
    # a method outside the problem's schedule space (a preemptive policy beside a non-preemptive
    # optimum: MethodSpec.outside_bounds) may beat the optimum; it must still be feasible and scored
    if got is not None and _beats(got, optimum, spec.sense) and not spec.methods[method].outside_bounds:
        out.append(f"objective {got!r} beats the brute-force optimum {optimum!r}")
    return out


@pytest.mark.parametrize(("case", "method"), RUNS)
def test_method_against_brute_force(case, method):
    spec = registry().get(case.problem)
    inst = instance_of(case.id)
    run = run_and_score(spec, method, inst, BUDGET)
    found = violations(spec, method, inst, optimum_of(case.id).objective, run)
    assert not found, f"{case.problem} on {case.label}, method {method}: " + "; ".join(found)


# ---------------------------------------------------------------------------
# The brute forces themselves, on answers known without them
# ---------------------------------------------------------------------------

#: CASTOR Theorem 1's worked cases (spec castor.md §4, from Eq. 19 and 23):
#: (t_A, i_A, t_B, i_B, xi_A, xi_B) -> the best of T_share and T_seq.
THEOREM1_OPTIMA = [
    ((1, 100, 1, 50, 1.2, 1.3), 87.9167),
    ((1, 100, 1, 50, 3, 3), 125.0),
    ((1, 50, 1, 100, 1.2, 1.2), 85.0),
    ((1, 50, 1, 100, 2, 2), 100.0),
    ((1, 50, 1, 100, 1.5, 1.5), 100.0),
    ((1, 60, 2, 40, 1.1, 1.8), 87.6667),
    ((0.3, 1000, 0.2, 300, 1.4, 1.6), 211.7143),
]
#: The spec's table prints four decimals.
TABLE_TOL = 5e-5


def test_enumeration_counts():
    assert sum(1 for _ in brute_force.matchings(list("abcdef"))) == 76  # telephone number T(6)
    assert sum(1 for _ in brute_force.ordered_distributions("abcd", 3)) == 3 * 4 * 5 * 6
    assert sum(1 for _ in brute_force.set_partitions([0, 1, 2, 3], 2)) == 1 + 7  # S(4,1) + S(4,2)
    assert sorted(brute_force.compositions(2, [1, 2])) == [(0, 2), (1, 1)]
    assert sum(1 for _ in brute_force.groupings(list("abcd"))) == 10


def test_brute_force_reproduces_cuckoo_table_6():
    """CUCKOO Sec. 3.3.3 / Table 6: the best plan of Table 5's two groups costs 6."""
    from schedbench.instances.cuckoo import table5_instance

    assert brute_force.cuckoo_planning(table5_instance()).objective == pytest.approx(6.0)


@pytest.mark.parametrize(("args", "expected"), THEOREM1_OPTIMA)
def test_brute_force_reproduces_castor_theorem1_cases(args, expected):
    from schedbench.instances.castor import CastorPairInstance, NewJob, RunningJob, SubBatchOption

    t_a, i_a, t_b, i_b, xi_a, xi_b = args
    inst = CastorPairInstance(1, "1", RunningJob("a", 1, i_a, float(t_a)),
                              NewJob("b", 1, i_b, (SubBatchOption(1, float(t_b), True, True, float(xi_a), float(xi_b)),)))
    assert brute_force.castor_pair(inst).objective == pytest.approx(expected, abs=TABLE_TOL)


@pytest.mark.parametrize(("t_deg", "makespan_over_d"), [(0.5, 1.5), (2.0, 2.0)])
def test_brute_force_shares_one_gpu_when_it_pays(t_deg, makespan_over_d):
    """Two identical one-GPU jobs of solo length d at time 0 on one GPU, each
    slowed by ``1 + t_deg`` next to the other: sharing all the way ends both
    at ``d (1 + t_deg)``, one after the other at ``2 d``; any partial overlap
    is a mix of the two (the makespan is linear in the shared time), so the
    optimum is the smaller one."""
    base = adversarial_instances.generated("horus-online", 2, 0, cluster="mini")
    d = 1000.0

    def change(doc):
        doc.update(nodes=1, gpus_per_node=1, types=[doc["types"][0]], t_deg=[[t_deg]], oom_pairs=[],
                   jobs=[{"id": f"j{k}", "type": 0, "gpus": 1, "arrival_s": 0.0, "duration_s": d} for k in range(2)])

    inst = adversarial_instances.edited("horus-online", base, change)
    assert brute_force.horus_online(inst).objective == pytest.approx(makespan_over_d * d, rel=1e-9)


# ---------------------------------------------------------------------------
# Evaluator fixes the battery led to
# ---------------------------------------------------------------------------


def test_castor_arrival_a_hair_after_a_boundary_starts_in_the_next_slot():
    """castor-schedule: the second job arrives a hair after slot 1's start.
    Eq. 10 is checked exactly (a start before the arrival, by any amount,
    would be run time the job never had), so slot 1 is refused and slot 2
    is its first start; its JCT counts from its arrival."""
    from schedbench.problems.castor import CastorScheduleSolution, ScheduledJob, evaluate_schedule, replay

    case = next(c for c in CASES if c.problem == "castor-schedule" and c.label.startswith("arrival-a-hair"))
    inst = instance_of(case.id)
    assert inst.slot_s < inst.jobs[1].arrival_s < inst.slot_s * (1 + 1e-9)
    subs = [j.best_alone().sub_batch for j in inst.jobs]
    early = CastorScheduleSolution((ScheduledJob(0, (0,), subs[0]), ScheduledJob(1, (1,), subs[1])))
    ev = evaluate_schedule(inst, early)
    assert not ev.feasible and "before the arrival" in ev.violations[0]
    solution = CastorScheduleSolution((ScheduledJob(0, (0,), subs[0]), ScheduledJob(2, (1,), subs[1])))
    ev = evaluate_schedule(inst, solution)
    assert ev.feasible, ev.violations
    trace, _ = replay(inst, solution)
    assert trace.start[1] == 2 * inst.slot_s
    assert ev.objective == pytest.approx(sum(e - j.arrival_s for e, j in zip(trace.end, inst.jobs)), rel=1e-12)
