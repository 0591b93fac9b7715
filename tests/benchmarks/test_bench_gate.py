"""The regression gate: a small, fast subset of the benchmark suite with a
committed baseline (``tests/benchmarks/baseline/gate.json``).

One method per registered problem, on one fixed instance each (seed 0), at
sizes where a run takes 0.1 ms to 0.3 s so the whole gate takes about 30 s
on 2 cores, plus one evaluator and one MILP hand-off. The long benchmarks of
the other files (2,000-job packing, 37,500-job schedules, Table II) stay out
of the gate: they take minutes. Compare and fail on a regression with

    .venv/bin/python -m pytest tests/benchmarks/test_bench_gate.py --benchmark-only \\
        --benchmark-compare=tests/benchmarks/baseline/gate.json --benchmark-compare-fail=min:200%

(README, "Regression gates", says how the threshold was chosen and how to
refresh the baseline on purpose). Each benchmark records its objective and
its gap to the bound of the problem's exact method (computed once, untimed)
in ``extra_info``; a different objective than the baseline's fails the test.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest

from schedbench.contracts import Budget
from schedbench.problems import cuckoo as cuckoo_problem
from schedbench.registry import registry

#: The budget of every gated run (the MILP stops far inside it).
GATE_BUDGET = Budget(time_limit_s=30.0, seed=0)

#: Rounds of a benchmark that clears a memo before each round (the others
#: are calibrated by pytest-benchmark), after one warm-up round: enough for a
#: stable minimum, few enough that the slowest case (blossom-pruned) takes ~2 s.
ROUNDS = 7


@dataclass(frozen=True)
class Case:
    problem: str
    size: int
    method: str
    reference: str  # the exact method whose bound the gap is measured to

    @property
    def id(self) -> str:
        return f"{self.problem}-{self.size}-{self.method}"


CASES = [
    Case("cuckoo-packing", 400, "blossom-pruned", "blossom"),
    Case("cuckoo-packing", 400, "greedy", "blossom"),
    Case("cuckoo-planning", 128, "mcf", "mcf"),
    Case("cuckoo-joint", 64, "cuckoo", "milp"),
    Case("asrpt-placement", 8, "heavy-edge", "milp"),
    Case("asrpt-placement", 8, "milp", "milp"),
    Case("asrpt-schedule", 1000, "a-srpt", "lower-bound"),
    Case("gimbal-coordination", 3, "coordination-search", "exact"),
    Case("castor-pair", 8, "theorem1", "exact"),
]

#: Problems whose methods share the stage-efficiency memo: cleared before
#: every round so each round pays for its simulations.
MEMOISED = {"cuckoo-packing", "cuckoo-planning", "cuckoo-joint"}


@cache
def instance(problem: str, size: int):
    return registry().get(problem).generate(size=size, seed=0)


@cache
def reference_bound(problem: str, size: int, method: str) -> float | None:
    """The proven bound of an exact method (None where it is too slow at this
    size: cuckoo-joint's MILP at 64 jobs; the gap is then not recorded)."""
    if problem == "cuckoo-joint":
        return None
    spec = registry().get(problem)
    return spec.method(method).run(instance(problem, size), GATE_BUDGET).bound


def _clear_memo():
    cuckoo_problem._eff_cached.cache_clear()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_method(benchmark, quality, case):
    spec = registry().get(case.problem)
    inst = instance(case.problem, case.size)
    bound = reference_bound(case.problem, case.size, case.reference)
    run = spec.method(case.method).run  # looked up now, so a plugin may replace it
    setup = _clear_memo if case.problem in MEMOISED else None
    if setup is None:  # calibrated rounds (and iterations for the sub-millisecond cases)
        result = benchmark(run, inst, GATE_BUDGET)
    else:
        result = benchmark.pedantic(run, args=(inst, GATE_BUDGET), setup=setup, rounds=ROUNDS, warmup_rounds=1)
    evaluation = spec.evaluate(inst, result.solution)
    assert evaluation.feasible, evaluation.violations[:3]
    quality(evaluation.objective, bound, spec.sense, exact=spec.method(case.method).kind == "exact")


def test_evaluator_cuckoo_packing_400(benchmark):
    spec = registry().get("cuckoo-packing")
    inst = instance("cuckoo-packing", 400)
    sol = spec.method("greedy").run(inst, GATE_BUDGET).solution
    evaluation = benchmark.pedantic(spec.evaluate, args=(inst, sol), setup=_clear_memo, rounds=ROUNDS, warmup_rounds=1)
    assert evaluation.feasible
