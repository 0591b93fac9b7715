"""The gated cases: one fast, representative method per registered problem.

This module is the one list that both the speed gate (``schedbench gate``)
and the pytest-benchmark file ``tests/benchmarks/test_bench_gate.py`` time.
The gate's worker processes load it by file path, beside the schedbench tree
under test, so it imports only the standard library at module level; the
schedbench names it needs are imported inside :func:`prepare`, where they
resolve to the tree that the worker measures (the base revision or the
working tree). It therefore uses only names every version of the public
surface has: ``registry().get(problem)``, its ``generate``, ``method(name).run``
and ``evaluate``, ``Budget`` and ``gap_to_bound``.

Each case is one method call on one fixed instance (seed 0), its kernel
20 µs to 0.13 CPU seconds (sub-millisecond kernels are looped by the gate):
short enough that a gate of every case takes about a minute on a loaded
2-core machine. The
long runs (2,000-job packing, 37,500-job schedules, Table II) are the pyperf
suite's and the other benchmark files', not the gate's.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: Instance and method seed of every gated run.
GATE_SEED = 0
#: The budget's safety cap: no gated method comes near it (the largest
#: kernel takes about 0.13 CPU seconds), so it never decides a result.
GATE_TIME_LIMIT_S = 30.0

#: CUCKOO's memos of pair simulations (stage efficiencies, interleaved and
#: standalone iteration times): cleared before every timed call so that each
#: call pays for the simulations it needs, as a first call does. A memo that
#: a version does not have is skipped.
CUCKOO_MEMOS = (
    "schedbench.problems.cuckoo._eff_cached",
    "schedbench.perfmodels.cuckoo.pair_iteration_time_cached",
    "schedbench.perfmodels.cuckoo.standalone_cached",
)


@dataclass(frozen=True)
class GateCase:
    """One gated kernel: ``method`` of ``problem`` on the seed-0 instance of
    ``size`` (generator ``options`` as key/value pairs). Before each call,
    untimed: the ``functools`` caches named in ``memos`` (dotted names) are
    cleared, then the functions named in ``warm`` are called with the
    instance (to fill a memo that the timed call then finds full, whatever
    the cases timed before it cleared). A name that a version lacks is skipped."""

    problem: str
    size: int
    method: str
    options: tuple[tuple[str, Any], ...] = ()
    memos: tuple[str, ...] = ()
    warm: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.problem}-{self.size}-{self.method}"


#: Every registered problem has at least one case; a paper's heuristic where
#: it is fast, and an exact method (whose bound the gate compares too) where
#: one solves in milliseconds.
GATE_CASES: tuple[GateCase, ...] = (
    # Sec. 6 pruning and the matching, the pair simulations memoised (the
    # cuckoo-joint case, memos cleared, times them): the matching is about
    # half of this kernel, so a matching done twice makes it about 1.5x slower.
    GateCase("cuckoo-packing", 600, "blossom-pruned", warm=("schedbench.problems.cuckoo.pair_tables",)),
    GateCase("cuckoo-planning", 128, "mcf", memos=CUCKOO_MEMOS),  # MCHP, Sec. 3.3.3: exact
    GateCase("cuckoo-joint", 32, "cuckoo", memos=CUCKOO_MEMOS),  # the whole pipeline
    GateCase("asrpt-placement", 16, "heavy-edge"),  # Sec. IV-B
    GateCase("asrpt-placement", 8, "milp"),  # exact, through HiGHS
    GateCase("asrpt-schedule", 1000, "a-srpt"),  # Alg. 1, the whole online loop
    GateCase("gimbal-coordination", 3, "coordination-search"),  # Alg. 1
    GateCase("castor-pair", 8, "theorem1"),  # Alg. 2 + Theorem 1
    GateCase("castor-schedule", 40, "sjf-bsbf"),  # Alg. 1 + Alg. 2
    GateCase("horus-placement", 15, "horus"),  # Alg. 1, k = 1
    GateCase("horus-placement", 8, "milp"),  # exact, through HiGHS
    GateCase("horus-online", 100, "horus"),  # Alg. 1 at every event, Sec. 5.2's workload size
)


def case_names() -> list[str]:
    return [case.name for case in GATE_CASES]


def select_cases(names: str) -> tuple[GateCase, ...]:
    """The cases named in a comma-separated list (a case's name, or a
    problem's name for all its cases); every case for an empty list.

    Raises ``KeyError`` naming the first unknown entry (the caller words it)."""
    wanted = [n.strip() for n in names.split(",") if n.strip()]
    if not wanted:
        return GATE_CASES
    chosen: list[GateCase] = []
    for entry in wanted:
        hits = [c for c in GATE_CASES if entry in (c.name, c.problem)]
        if not hits:
            raise KeyError(entry)
        chosen.extend(c for c in hits if c not in chosen)
    return tuple(chosen)


@dataclass(frozen=True)
class Quality:
    """What a gated run computed, as the evaluator scores it: the gate
    requires each field to be equal between the two versions."""

    objective: float | None
    bound: float | None
    gap: float | None
    status: str
    feasible: bool


@dataclass(frozen=True)
class PreparedCase:
    """A case ready to time: ``call()`` is the timed method run, ``reset()``
    runs untimed before each call, ``quality(result)`` scores a result."""

    case: GateCase
    call: Callable[[], Any]
    reset: Callable[[], None]
    quality: Callable[[Any], Quality]


def _resolve(dotted: str) -> Any:
    """The object ``module.attribute``, or None where this version has none."""
    module, _, attribute = dotted.rpartition(".")
    try:
        return getattr(importlib.import_module(module), attribute, None)
    except ImportError:
        return None


def prepare(case: GateCase) -> PreparedCase:
    """Generate the case's instance and bind its method (untimed)."""
    from schedbench.contracts import Budget, gap_to_bound
    from schedbench.registry import registry

    spec = registry().get(case.problem)
    instance = spec.generate(size=case.size, seed=GATE_SEED, **dict(case.options))
    run = spec.method(case.method).run
    budget = Budget(time_limit_s=GATE_TIME_LIMIT_S, seed=GATE_SEED)
    memos = [m for m in (_resolve(d) for d in case.memos) if m is not None and hasattr(m, "cache_clear")]
    warmers = [f for f in (_resolve(d) for d in case.warm) if callable(f)]

    def reset() -> None:
        for memo in memos:
            memo.cache_clear()
        for warmer in warmers:
            warmer(instance)

    def quality(result: Any) -> Quality:
        evaluation = spec.evaluate(instance, result.solution)
        status = getattr(result.status, "value", str(result.status))
        return Quality(
            objective=evaluation.objective,
            bound=result.bound,
            gap=gap_to_bound(evaluation.objective, result.bound, spec.sense),
            status=status,
            feasible=bool(evaluation.feasible),
        )

    return PreparedCase(case=case, call=lambda: run(instance, budget), reset=reset, quality=quality)
