"""Run a matrix against a results store (DESIGN.md, "Harness").

:func:`plan` generates every instance in this process (one per problem,
size, instance seed and generator options), keys each cell by the versions
of its method and problem (:mod:`~schedbench.harness.versions`), and leaves
out the cells the store already holds at those versions. :func:`execute`
runs the rest on an :class:`~schedbench.harness.executor.Executor` and commits each
outcome to the store the moment it arrives, and asks the store for the
conflicts that cell takes part in (:meth:`~schedbench.harness.store.Store.record`
with ``guard=True``: a proven bound that a feasible objective of the same
instance beats; both cells stay as they are). An interrupted run resumes by
running the same matrix again.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import closing
from dataclasses import dataclass, field
from typing import Any, Protocol

from schedbench.contracts import Status
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.harness.executor import CELL_CPU_KEY, Executor, Outcome, Task
from schedbench.io import instance_document
from schedbench.harness.matrix import Cell, Matrix
from schedbench.registry import ProblemSpec, Registry, registry
from schedbench.harness.store import BoundConflict, CellKey, Store, Versions, cell_budget_key, stop_kinds
from schedbench.harness.versions import cell_versions, release_sources, save_cache
from schedbench.validation import check_size_fits

#: Statuses that are re-run by ``--retry-errors``.
RETRY_STATUSES = frozenset({Status.ERROR.value})
#: Statuses that are always re-run: failures of the infrastructure (a worker
#: that died, a lost Dask worker), not results. Every other stored status
#: (time-outs and method errors included) is a finished result.
RERUN_STATUSES = frozenset({Status.INFRA_ERROR.value})
#: Stored statuses that ``--retry`` may name: results that another run may
#: change (a fixed crash, a time-out on a less loaded machine), and
#: infra-error, which is always re-run anyway. ``time-out`` is accepted for
#: ``timeout``, as the report's column names it.
RETRYABLE_STATUSES = (Status.ERROR.value, Status.TIMEOUT.value, Status.NO_SOLUTION.value, Status.INFRA_ERROR.value)
#: Other spellings of a status that ``--retry`` and ``schedbench cells`` accept.
STATUS_ALIASES = {"time-out": Status.TIMEOUT.value}


def rerun_statuses(retry_errors: bool = False, retry: Iterable[str] = ()) -> frozenset[str]:
    """The stored statuses that a run plans again: ``infra-error`` always,
    ``error`` with ``retry_errors``, and every status in ``retry``."""
    return RERUN_STATUSES | (RETRY_STATUSES if retry_errors else frozenset()) | frozenset(retry)


def parse_statuses(text: str, flag: str, allowed: Sequence[str]) -> frozenset[str]:
    """The names of a comma-separated status list (``timeout,error``; the
    aliases of :data:`STATUS_ALIASES` count as their status). One
    :class:`ValidationError` naming ``flag`` for an empty list or a name
    not in ``allowed``."""
    names = [part.strip().lower() for part in text.split(",") if part.strip()]
    if not names:
        raise ValidationError(flag, f"must name at least one of {', '.join(allowed)}", text)
    out = set()
    for i, name in enumerate(names):
        status = STATUS_ALIASES.get(name, name)
        if status not in allowed:
            raise ValidationError(f"{flag}[{i}]", f"must be one of {', '.join(allowed)}", name)
        out.add(status)
    return frozenset(out)


def parse_retry(text: str, flag: str = "--retry") -> frozenset[str]:
    """The statuses of a ``--retry`` value (``timeout,error``): those that
    can be retried (:func:`parse_statuses`)."""
    return parse_statuses(text, flag, RETRYABLE_STATUSES)


#: What a generator raises on options it does not check itself (a huge or
#: oddly typed value): turned into one line by :func:`generate_instance`.
GENERATOR_FAILURES = (TypeError, ValueError, ArithmeticError, MemoryError, RecursionError, IndexError, KeyError)


def generate_instance(spec: ProblemSpec, size: int, seed: int, options: Mapping[str, Any]) -> Any:
    """``spec.generate(size, seed, **options)``; a generator that fails on
    its options gives one :class:`SchedbenchError` naming the problem, size,
    seed and options instead of a traceback (its own ValidationError passes
    through unchanged)."""
    check_size_fits(size, f"{spec.name} size")
    try:
        return spec.generate(size=size, seed=seed, **dict(options))
    except ValidationError:
        raise
    except GENERATOR_FAILURES as exc:
        shown = "".join(f", {k}={v!r}" for k, v in options.items())
        name = type(exc).__name__
        text = str(exc) or name
        raise SchedbenchError(
            f"generating {spec.name} size={size} seed={seed}{shown}: the generator failed ({name}: {text}); "
            "check the size and the generator options (schedbench list)"
        ) from None


class InstanceCache:
    """Instances generated in this process, one per (problem, size, seed, options)."""

    def __init__(self, reg: Registry | None = None):
        self._reg = reg or registry()
        self._instances: dict[tuple[Any, ...], tuple[Any, dict[str, Any]]] = {}

    def get(self, cell: Cell) -> tuple[Any, dict[str, Any]]:
        """(instance, instance document) of a cell."""
        key = (cell.problem, cell.size, cell.instance_seed, cell.options)
        if key not in self._instances:
            spec = self._reg.get(cell.problem)
            try:
                instance = generate_instance(spec, cell.size, cell.instance_seed, dict(cell.options))
            except ValidationError as err:
                where = f"{cell.problem} size={cell.size} seed={cell.instance_seed}"
                raise SchedbenchError(f"generating {where}: {err}") from None
            self._instances[key] = (instance, instance_document(spec, instance))
        return self._instances[key]

    def __len__(self) -> int:
        return len(self._instances)


@dataclass
class Plan:
    """The cells of a matrix, split into those to run and those stored.
    ``code_version`` is the label its rows record (:func:`~schedbench.harness.store.code_version`);
    ``versions`` the (method, problem) versions of its methods, which key its cells."""

    matrix: Matrix
    code_version: str
    tasks: list[Task]
    stored: int  # cells the store already holds (skipped)
    retried: int  # stored cells whose status is re-run (infra-error, and the retried ones) that will run again
    specs: Mapping[str, ProblemSpec]
    #: The stored status of each re-run cell, counted.
    retried_statuses: Counter[str] = field(default_factory=Counter)
    #: (problem, method) -> (method version, problem version).
    versions: Versions = field(default_factory=dict)
    #: Tasks whose cell is stored at other versions (its code changed since).
    outdated: int = 0

    @property
    def total(self) -> int:
        return len(self.tasks) + self.stored


def plan(
    matrix: Matrix,
    store: Store,
    code_version: str,
    *,
    retry_errors: bool = False,
    retry: Iterable[str] = (),
    reg: Registry | None = None,
    cache: InstanceCache | None = None,
) -> Plan:
    """The tasks of ``matrix`` that the store does not hold yet at the
    versions of their method and problem (in its environment); their rows
    will record ``code_version``. Stored ``infra-error`` cells are always
    planned again; stored cells of a status in ``retry``
    (:func:`parse_retry`) too, and ``error`` cells with ``retry_errors``."""
    reg = reg or registry()
    cache = InstanceCache(reg) if cache is None else cache
    versions = {(p, m): cell_versions(reg.get(p), m) for p, m in sorted({(c.problem, c.method) for c in matrix.cells})}
    save_cache()
    release_sources()  # the workers fork from this process: leave them no analyses
    stored_status = store.statuses({c.problem for c in matrix.cells})
    rerun = rerun_statuses(retry_errors, retry)
    tasks: list[Task] = []
    seen: set[CellKey] = set()
    stored = retried = outdated = 0
    retried_statuses: Counter[str] = Counter()
    ran_before = {k.as_tuple()[:5] for k in stored_status}  # the cells stored at any version
    for cell in matrix.cells:
        instance, document = cache.get(cell)
        origin = reg.get(cell.problem).method(cell.method).origin
        key = CellKey(cell.problem, instance.id, cell.method, cell.method_seed, cell_budget_key(cell.budget, origin),
                      *versions[(cell.problem, cell.method)])
        if key in seen:  # two (size, seed) pairs gave the same instance
            continue
        seen.add(key)
        status = stored_status.get(key)
        if status is not None and status not in rerun:
            stored += 1
            continue
        if status is not None:
            retried += 1
            retried_statuses[status] += 1
        elif key.as_tuple()[:5] in ran_before:
            outdated += 1
        tasks.append(Task(key, cell, document, instance))
    specs = {name: reg.get(name) for name in {c.problem for c in matrix.cells}}
    return Plan(matrix, code_version, tasks, stored, retried, specs, retried_statuses, versions, outdated)


def _with_cell_cpu(info: Any, cpu_s: Any) -> Any:
    """The method's ``info`` with the worker's CPU seconds beside it (under
    :data:`~schedbench.executor.CELL_CPU_KEY`), when the worker measured them."""
    if cpu_s is None:
        return info
    return {**(info or {}), CELL_CPU_KEY: float(cpu_s)}


def cell_seconds(outcome: Outcome) -> tuple[float, bool]:
    """(seconds, measured): the cell's CPU seconds as its worker measured
    them, or, for a cell killed or lost before it returned, its wall seconds
    (``measured`` False)."""
    cpu = (outcome.scored or {}).get(CELL_CPU_KEY)
    if cpu is None:
        return float(outcome.wall_s), False
    return float(cpu), True


def outcome_row(outcome: Outcome, spec: ProblemSpec, code_version: str) -> dict[str, Any]:
    """The store row of one outcome; ``code_version`` is the label it records."""
    task, cell = outcome.task, outcome.task.cell
    row: dict[str, Any] = {
        "problem": task.key.problem,
        "instance_id": task.key.instance_id,
        "method": task.key.method,
        "seed": task.key.seed,
        "budget_key": task.key.budget_key,
        "method_version": task.key.method_version,
        "problem_version": task.key.problem_version,
        "code_version": code_version,
        "size": cell.size,
        "instance_seed": cell.instance_seed,
        "options": dict(cell.options),
        "time_limit_s": cell.budget.time_limit_s,
        "threads": cell.budget.threads,
        "solver": cell.budget.solver,
        "mip_rel_gap": cell.budget.mip_rel_gap,
        "hard_limit_s": outcome.hard_limit_s,
        "status": outcome.status.value,
        "sense": spec.sense.value,
        "error": outcome.error,
        "exit_code": outcome.exit_code,
        "wall_s": outcome.wall_s,
        "host": outcome.host,
        "started_at": outcome.started_at,
        "finished_at": outcome.finished_at,
    }
    scored = outcome.scored
    if scored is not None:
        result = scored["result"]
        timings = result.get("timings") or {}
        evaluation = scored.get("evaluation")
        row.update(
            bound=result.get("bound"),
            claimed_objective=result.get("claimed_objective"),
            gap_to_bound=scored.get("gap_to_bound"),
            solution=result.get("solution"),
            info=_with_cell_cpu(result.get("info"), scored.get(CELL_CPU_KEY)),
            build_s=timings.get("build_s"),
            handoff_s=timings.get("handoff_s"),
            solve_s=timings.get("solve_s"),
            decode_s=timings.get("decode_s"),
            total_s=timings.get("total_s"),
        )
        if evaluation is not None:
            row.update(
                objective=evaluation.get("objective"),
                feasible=evaluation.get("feasible"),
                metrics=evaluation.get("metrics"),
                violations=evaluation.get("violations"),
                sense=evaluation.get("sense") or spec.sense.value,
            )
    return row


class Progress(Protocol):
    """What :func:`execute` reports to (see :mod:`schedbench.harness.progress`)."""

    def start(self, total: int, stored: int) -> None: ...

    def advance(self, outcome: Outcome) -> None: ...

    def tick(self) -> None: ...

    def close(self) -> None: ...


class _Silent:
    """A :class:`Progress` that reports nothing."""

    def start(self, total: int, stored: int) -> None: ...

    def advance(self, outcome: Outcome) -> None: ...

    def tick(self) -> None: ...

    def close(self) -> None: ...


@dataclass
class RunSummary:
    """What one :func:`execute` did.

    ``statuses`` counts this run's cells by their status; ``problems`` does
    the same per problem, with the :data:`~schedbench.harness.store.STOP_KINDS`
    counted beside the statuses (``limit-stop``, ``time-cap``: not statuses,
    a cell has one status and any stop kinds). ``conflicts`` are the
    conflicts that this run's cells take part in, as (problem, instance id,
    conflict), one per bound cell (the latest objective that beat it): the
    other cell may be one of this run or one stored before.
    """

    total: int
    stored: int
    executed: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    elapsed_s: float = 0.0
    interrupted: bool = False
    problems: dict[str, Counter[str]] = field(default_factory=dict)
    conflicts: list[tuple[str, str, BoundConflict]] = field(default_factory=list)
    seconds: dict[str, dict[str, float]] = field(default_factory=dict)
    unmeasured: int = 0

    def count(self, problem: str, status: str, stops: Iterable[str] = ()) -> None:
        """Count one finished cell of ``problem``."""
        self.statuses[status] += 1
        per = self.problems.setdefault(problem, Counter())
        per[status] += 1
        for kind in stops:
            per[kind] += 1

    def spend(self, problem: str, method: str, seconds: float, measured: bool = True) -> None:
        """Add one cell's seconds (:func:`cell_seconds`) to ``seconds[problem][method]``;
        ``unmeasured`` counts the cells whose wall seconds stand in for CPU seconds."""
        per = self.seconds.setdefault(problem, {})
        per[method] = per.get(method, 0.0) + seconds
        if not measured:
            self.unmeasured += 1

    def found(self, problem: str, instance_id: str, conflict: BoundConflict) -> None:
        """Record a conflict, replacing an earlier one of the same bound
        cell (a later, better objective beat the same bound again)."""
        bound = conflict.bound_cell
        self.conflicts = [(p, i, c) for p, i, c in self.conflicts
                          if (p, i, c.bound_cell, c.bound_cell.env_key) != (problem, instance_id, bound, bound.env_key)]
        self.conflicts.append((problem, instance_id, conflict))


def execute(
    run_plan: Plan,
    store: Store,
    executor: Executor,
    progress: Progress | None = None,
    stop_requested: Callable[[], bool] | None = None,
) -> RunSummary:
    """Run the plan's tasks; commit every outcome as it arrives.

    A KeyboardInterrupt (Ctrl-C; the CLI turns SIGTERM into one too) stops
    the executor, which kills its running cells, and returns the summary
    with ``interrupted`` set; everything committed so far stays.
    ``stop_requested`` is polled at every tick and outcome, and stops the run
    the same way: the CLI's SIGINT/SIGTERM handler only records the signal,
    since an exception raised from a handler can land inside an at-fork hook
    or a finaliser, where Python prints it and carries on.
    """
    progress = progress or _Silent()
    summary = RunSummary(total=run_plan.total, stored=run_plan.stored)
    start = time.perf_counter()
    progress.start(run_plan.total, run_plan.stored)

    def check_stop() -> None:
        if stop_requested is not None and stop_requested():
            raise KeyboardInterrupt

    def tick() -> None:
        check_stop()
        progress.tick()

    try:
        with closing(executor.run(run_plan.tasks, tick=tick)) as outcomes:
            for outcome in outcomes:
                key = outcome.task.key
                row = outcome_row(outcome, run_plan.specs[key.problem], run_plan.code_version)
                conflicts = store.record(row, guard=True)
                summary.executed += 1
                info = (outcome.scored or {}).get("result", {}).get("info")
                summary.count(key.problem, outcome.status.value, stop_kinds(info))
                summary.spend(key.problem, key.method, *cell_seconds(outcome))
                for conflict in conflicts:
                    summary.found(key.problem, key.instance_id, conflict)
                progress.advance(outcome)
                check_stop()
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        summary.elapsed_s = time.perf_counter() - start
        progress.close()
    return summary
