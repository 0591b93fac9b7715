"""The values every layer exchanges (DESIGN.md, "Vocabulary and contracts").

* an *instance* is a frozen dataclass with ``SCHEMA``/``SCHEMA_VERSION`` class
  attributes, ``to_dict``/``from_dict`` and a content-hash ``id``;
* a *solution* is a frozen dataclass with ``to_dict``/``from_dict``;
* ``evaluate(instance, solution) -> Evaluation`` scores any solution;
* a *method* is ``run(instance, budget) -> MethodResult``.
"""

from __future__ import annotations

import enum
import hashlib
import json
import math
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol, runtime_checkable

#: Relative tolerance within which a MILP's own objective must equal the
#: evaluator's score of the decoded solution (DESIGN.md).
OBJECTIVE_REL_TOL = 1e-6
#: Denominator floor of the relative gap (DESIGN.md, "Gap").
GAP_FLOOR = 1e-9


class Sense(str, enum.Enum):
    MINIMIZE = "min"
    MAXIMIZE = "max"


class Status(str, enum.Enum):
    """Outcome of one method on one instance (DESIGN.md)."""

    OPTIMAL = "optimal"          # proven optimal (exact methods only)
    FEASIBLE = "feasible"        # a solution, optimality not proven
    NO_SOLUTION = "no-solution"  # the budget ran out before any solution
    INFEASIBLE = "infeasible"    # proven to have no feasible solution
    ERROR = "error"              # the method crashed, or its answer failed validation
    TIMEOUT = "timeout"          # killed by the harness's hard wall-clock limit
    INFRA_ERROR = "infra-error"  # harness only: the worker died or the executor lost the cell (re-run on resume)


@dataclass(frozen=True)
class Budget:
    """What a method may spend.

    *Work* is the rule and *time* only a safety cap (DESIGN.md, "Harness"),
    so that a cell gives the same objective and bound on any machine and
    under any load:

    - ``work`` scales every searching or iterating method's declared work
      budget (decodings of a local search, rounds of a column generation,
      restarts of a guided schedule, ...; each method's help names its unit
      and its amount at ``work = 1``). Work budgets never read a clock.
    - ``node_limit`` caps a MILP's branch-and-bound nodes (HiGHS
      ``mip_max_nodes``, CBC ``-maxNodes``): with one thread a node-limited
      solve is deterministic, so a MILP cell whose purpose is a reproducible
      number sets it. ``None``: no node limit.
    - ``time_limit_s`` is the MILP solver's own time limit and, for every
      other method, a safety cap on its CPU seconds (:class:`TimeCap`). A
      method stopped by the cap says so (``info["stopped_at_time_cap"]``)
      and the report counts it apart: its numbers depend on the machine.
      The harness kills a cell's worker only far beyond it
      (:func:`schedbench.harness.executor.hard_limit_s`), for hung or broken methods.
    """

    time_limit_s: float = 60.0
    threads: int = 1
    seed: int = 0
    mip_rel_gap: float = 1e-6
    solver: str = "highs"
    work: float = 1.0
    node_limit: int | None = None

    def key(self) -> str:
        """A stable text form, part of a results-store key. The work and
        node limits appear only when they differ from their defaults, so the
        keys of default budgets read as they always have."""
        text = f"t={self.time_limit_s:g},threads={self.threads},gap={self.mip_rel_gap:g},solver={self.solver}"
        if self.work != 1.0:
            text += f",work={self.work:g}"
        if self.node_limit is not None:
            text += f",nodes={self.node_limit}"
        return text

    def scaled(self, base: int, minimum: int = 1) -> int:
        """A method's work budget: its declared ``base`` amount times
        ``work``, rounded, and at least ``minimum``."""
        return max(minimum, int(round(base * self.work)))


class TimeCap:
    """The safety cap of a budgeted method: CPU seconds of this process.

    CPU time, not wall time, so that a loaded machine (which slows the wall
    clock of every process, not its CPU work) does not stop a search early;
    a method that reaches the cap stops where it is and reports
    ``stopped_at_time_cap`` (:meth:`info`). ``seconds=None`` never stops.
    """

    def __init__(self, seconds: float | None):
        self.seconds = seconds
        self._start = time.process_time()
        self.hit = False

    def used(self) -> float:
        """CPU seconds since the cap was made."""
        return time.process_time() - self._start

    def left(self) -> float | None:
        """CPU seconds left (never negative); ``None`` without a cap."""
        return None if self.seconds is None else max(self.seconds - self.used(), 0.0)

    def reached(self) -> bool:
        """Whether the cap is used up; remembers it (:attr:`hit`)."""
        if self.seconds is not None and not self.hit and self.used() >= self.seconds:
            self.hit = True
        return self.hit

    def info(self) -> dict[str, Any]:
        """What a method records about its cap: whether it stopped there."""
        return {"stopped_at_time_cap": self.hit}


@dataclass(frozen=True)
class Timings:
    """Wall-clock seconds of each phase of one method run.

    ``build_s``: model construction (formulations) or input preparation
    (heuristics: weights and graphs); ``handoff_s``: translating the model for
    the solver; ``solve_s``: the solver or the algorithm itself; ``decode_s``:
    turning the solver's answer into a solution; ``total_s``: all of it.
    """

    build_s: float = 0.0
    handoff_s: float = 0.0
    solve_s: float = 0.0
    decode_s: float = 0.0
    total_s: float = 0.0


@dataclass(frozen=True)
class Evaluation:
    """The evaluator's verdict on one solution."""

    objective: float | None
    sense: Sense
    feasible: bool
    violations: tuple[str, ...] = ()
    #: Numbers, plus (online problems) ``"series"``: lists for the report's
    #: plots (:mod:`schedbench.online.metrics`); tables skip non-numbers.
    metrics: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "objective": self.objective,
            "sense": self.sense.value,
            "feasible": self.feasible,
            "violations": list(self.violations),
            "metrics": dict(self.metrics),
        }


@dataclass(frozen=True)
class MethodResult:
    """What a method returns. Methods never score themselves: ``objective``
    here is the method's own claim (the MILP's objective value), kept only to
    be cross-checked against the evaluator."""

    solution: Any | None
    status: Status
    bound: float | None = None
    claimed_objective: float | None = None
    timings: Timings = field(default_factory=Timings)
    info: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "solution": None if self.solution is None else self.solution.to_dict(),
            "status": self.status.value,
            "bound": self.bound,
            "claimed_objective": self.claimed_objective,
            "timings": asdict(self.timings),
            "info": jsonable(self.info),
        }


@runtime_checkable
class Instance(Protocol):
    SCHEMA: str
    SCHEMA_VERSION: int

    @property
    def id(self) -> str: ...

    @property
    def size(self) -> int: ...

    def to_dict(self) -> dict[str, Any]: ...


def gap_to_bound(objective: float | None, bound: float | None, sense: Sense) -> float | None:
    """Relative gap of ``objective`` to a proven ``bound`` (DESIGN.md, "Gap").

    Minimisation: ``(obj - bound) / max(|obj|, 1e-9)``; maximisation:
    ``(bound - obj) / max(|obj|, 1e-9)``. Non-negative when the bound is valid.
    """
    gap = signed_gap_to_bound(objective, bound, sense)
    return None if gap is None else max(gap, 0.0)


def signed_gap_to_bound(objective: float | None, bound: float | None, sense: Sense) -> float | None:
    """:func:`gap_to_bound` without its clamp at zero (same formula, same
    floor): negative when ``objective`` is better than ``bound``, which a
    valid bound never allows beyond float noise."""
    if objective is None or bound is None or not math.isfinite(bound):
        return None
    diff = objective - bound if sense is Sense.MINIMIZE else bound - objective
    return diff / max(abs(objective), GAP_FLOOR)


def gap_to_best(objective: float | None, best: float | None, sense: Sense) -> float | None:
    """Relative gap of ``objective`` to the best objective any method found."""
    if objective is None or best is None:
        return None
    diff = objective - best if sense is Sense.MINIMIZE else best - objective
    return max(diff, 0.0) / max(abs(best), GAP_FLOOR)


def better(a: float, b: float, sense: Sense) -> bool:
    """True when objective ``a`` is strictly better than ``b``."""
    return a < b if sense is Sense.MINIMIZE else a > b


def beats_bound(objective: float, bound: float, sense: Sense) -> bool:
    """True when ``objective`` is better than a proven ``bound`` beyond float
    noise (``OBJECTIVE_REL_TOL`` relative to ``max(|bound|, 1)``): a valid
    bound never allows it, so one of the methods involved is wrong."""
    return better(objective, bound, sense) and abs(objective - bound) > OBJECTIVE_REL_TOL * max(abs(bound), 1.0)


def canonical_json(data: Any) -> str:
    """Key-sorted, compact JSON: equal values give equal text (and hashes)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), allow_nan=False)


def content_hash(data: Any, length: int = 16) -> str:
    """SHA-256 of the canonical JSON, shortened: the id of an instance."""
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()[:length]


def jsonable(value: Any) -> Any:
    """Turn numpy scalars, tuples, enums and dataclasses into plain JSON values."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if hasattr(value, "item") and callable(value.item):  # numpy scalar
        return value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value
