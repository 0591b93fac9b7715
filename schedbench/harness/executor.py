"""Executors: where cells run (DESIGN.md, "Harness").

Every cell runs in a worker process of its own, under a hard limit on its
*CPU* time, :func:`hard_limit_s` (per thread of the budget)::

    hard limit = time_limit_s * HARD_LIMIT_FACTOR + grace_s   (grace_s defaults to HARD_LIMIT_GRACE_S)

The factor leaves room for the phases a solver's own time limit does not
cover (model build, hand-off, decode); the grace covers process start-up,
rebuilding the instance and imports. CPU time, not wall time: the kernel
enforces it (``RLIMIT_CPU``), and a machine loaded with other work slows a
cell's wall clock but not its CPU work, so load changes a cell's times but
never its status. A worker that uses no CPU (hung on a lock or a pipe) is
killed at :func:`wall_limit_s`, ``WALL_LIMIT_FACTOR`` times the hard limit
of wall time. Either way the cell is killed (with its whole process group,
so a solver binary it started dies too) and recorded as
:attr:`Status.TIMEOUT`; a method that raises, or whose
answer fails a check, is recorded as :attr:`Status.ERROR` by
:func:`schedbench.harness.runner.run_and_score`. Failures of the infrastructure
rather than verdicts on the method are :attr:`Status.INFRA_ERROR`: a worker
that dies before it reports (segfault, ``os._exit``, the kernel's OOM
killer; its exit code is kept), a worker that cannot be started (fork
fails), a worker whose harness code fails or cannot send its result, and a
cell whose Dask worker is lost. They are not cached as results: the next
run of the matrix runs them again. In every case the matrix goes on.

:class:`LocalExecutor` is the default: up to ``jobs`` worker processes on this
machine, one per cell ('fork' start method on Linux, 'spawn' elsewhere).
:class:`DaskExecutor` sends the cells to a Dask cluster in batches, where the
same one-process-per-cell logic enforces the same limit on each cell. Both satisfy
:class:`Executor`.

A worker forked from the process that planned the cells inherits the
instance itself (:attr:`Task.instance`), the parent's registry, imports and
schema validators (built once, before the first fork, so that no cell pays
for them), all moved out of the garbage collector's way (``gc.freeze``)
before each fork, so that the child's collections neither walk nor copy
them; the run thaws them when it ends. Any other worker gets the instance *document*
(:func:`schedbench.io.instance_document`) and rebuilds the instance through
the registry; one started any
other way (spawn, Dask) gets the registry from ``registry_factory``,
``"module:function"`` returning a :class:`~schedbench.registry.Registry`
(default: the built-in registry).
"""

from __future__ import annotations

import gc
import math
import multiprocessing
import os
import signal
import socket
import sys
import time
import traceback
from collections.abc import Callable, Generator, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import import_module
from multiprocessing.connection import Connection, wait
from typing import Any, Protocol

from schedbench.contracts import Budget, Status
from schedbench.errors import SchedbenchError
from schedbench.harness.matrix import Cell
from schedbench.harness.store import CellKey

#: The hard limit is time_limit_s * HARD_LIMIT_FACTOR + grace (module docstring).
HARD_LIMIT_FACTOR = 1.5
#: Seconds added to every hard limit for process start-up, imports and I/O.
HARD_LIMIT_GRACE_S = 10.0
#: A worker still running after this many times its hard limit of *wall*
#: time is hung (it cannot have used its CPU limit unless the machine ran
#: it at under 1 / WALL_LIMIT_FACTOR of a core): killed. Load 16 on 2 cores
#: gives a process about an eighth of a core.
WALL_LIMIT_FACTOR = 8.0
#: Seconds between the kernel's SIGXCPU (the soft CPU limit) and its SIGKILL.
CPU_KILL_MARGIN_S = 5
#: How often (seconds) the parent wakes up to check deadlines and report progress.
POLL_INTERVAL_S = 0.2
#: How long a worker that has sent its result may take to exit before it is killed.
EXIT_WAIT_S = 5.0

Tick = Callable[[], None]


def hard_limit_s(budget: Budget, grace_s: float = HARD_LIMIT_GRACE_S) -> float:
    """The CPU seconds (per budgeted thread) after which a cell's worker is killed."""
    return budget.time_limit_s * HARD_LIMIT_FACTOR + grace_s


def cpu_limit_s(budget: Budget, grace_s: float = HARD_LIMIT_GRACE_S) -> int:
    """The worker's ``RLIMIT_CPU``: the hard limit times the budget's
    threads, in whole seconds (the kernel counts whole seconds)."""
    return max(1, math.ceil(hard_limit_s(budget, grace_s) * max(budget.threads, 1)))


def wall_limit_s(budget: Budget, grace_s: float = HARD_LIMIT_GRACE_S, factor: float = WALL_LIMIT_FACTOR) -> float:
    """The wall-clock seconds after which a worker counts as hung and is killed."""
    return hard_limit_s(budget, grace_s) * factor


@dataclass(frozen=True)
class Task:
    """One cell ready to run: its store key and its instance document.

    ``instance`` is the instance itself, in the process that planned the
    cell: a worker forked from that process with its registry takes it as
    it is instead of parsing the document again (about 3 CPU s over the
    default matrix). It is never sent to another process (spawn, Dask).
    """

    key: CellKey
    cell: Cell
    document: dict[str, Any] = field(repr=False)
    instance: Any = field(default=None, repr=False, compare=False)

    def portable(self) -> "Task":
        """This task without the in-process ``instance``, to be pickled."""
        return self if self.instance is None else replace(self, instance=None)


@dataclass(frozen=True)
class Outcome:
    """What came back from one task.

    ``scored`` is :meth:`ScoredRun.to_dict` when the method returned (even
    with status ``error``); ``None`` when the worker was killed (``timeout``)
    or died or was lost (``infra-error``), in which case
    ``status``/``error``/``exit_code`` say why.
    """

    task: Task
    status: Status
    scored: dict[str, Any] | None
    error: str | None
    exit_code: int | None
    wall_s: float
    hard_limit_s: float
    started_at: float
    finished_at: float
    host: str


class Executor(Protocol):
    """Runs tasks and yields their outcomes in the order they finish.

    ``run`` must never raise for a cell's failure (those are outcomes); it
    calls ``tick`` (if given) at least every second or so while it waits,
    so the caller can redraw progress. Closing the iterator (or an exception
    in the caller, KeyboardInterrupt included) stops every running cell.
    """

    workers: int

    def run(self, tasks: Sequence[Task], tick: Tick | None = None) -> Generator[Outcome, None, None]: ...


# ------------------------------------------------------------------ worker


def _load_registry(registry_factory: str | None) -> None:
    if registry_factory is None:
        return
    # the module, not schedbench.registry (the package attribute is the function registry())
    registry_module = import_module("schedbench.registry")
    module_name, _, attr = registry_factory.partition(":")
    factory = getattr(import_module(module_name), attr)
    registry_module.__dict__["_REGISTRY"] = factory()  # the lazily built singleton of registry.registry()


def _die_with_parent() -> None:
    """Linux: ask the kernel to SIGKILL this worker when its parent dies, so
    a parent killed with SIGKILL leaves no orphan computing on."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
    except Exception:  # pragma: no cover - best effort
        pass


#: Key of the worker's CPU seconds (run and score: its own, and those of the
#: processes a method started and waited for) in a scored payload; the store
#: keeps it in the cell's ``info``.
CELL_CPU_KEY = "cell_cpu_s"


def _cpu_with_children() -> float:
    """CPU seconds of this process and of its finished, waited-for children."""
    t = os.times()
    return time.process_time() + t.children_user + t.children_system


def execute_in_worker(task: Task, registry_factory: str | None = None) -> dict[str, Any]:
    """Rebuild the instance, run and score the method: the payload a worker
    sends back. Never raises."""
    from schedbench.io import parse_instance_document
    from schedbench.harness.runner import run_and_score

    started = time.time()
    try:
        _load_registry(registry_factory)
        if task.instance is not None and registry_factory is None:  # forked from the planning process
            spec, instance = import_module("schedbench.registry").get_problem(task.cell.problem), task.instance
        else:
            spec, instance = parse_instance_document(task.document)
        cpu0 = _cpu_with_children()
        scored = run_and_score(spec, task.cell.method, instance, task.cell.budget).to_dict()
        # the cell's CPU seconds (method and evaluator, solver threads and a method's own worker
        # processes included): what the run summary adds up
        scored[CELL_CPU_KEY] = _cpu_with_children() - cpu0
        return {"ok": True, "scored": scored, "host": socket.gethostname(), "started_at": started}
    except BaseException as exc:  # the harness's own failure in the worker
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        return {
            "ok": False,
            "error": f"worker failed before the method returned: {last}",
            "traceback": traceback.format_exc(),
            "host": socket.gethostname(),
            "started_at": started,
        }


def _stdout_to_stderr() -> None:
    """A worker's prints (solver logs) go to stderr: the stdout of
    ``schedbench run`` is its result table. The inherited ``sys.stdout`` is
    set aside unflushed, so the parent's buffered output is not repeated."""
    try:
        os.dup2(sys.stderr.fileno(), 1)
    except (AttributeError, OSError, ValueError):  # no real file descriptors (e.g. under a test runner)
        pass
    sys.stdout = sys.stderr


def _limit_cpu(seconds: int) -> None:
    """Let the kernel stop this worker after ``seconds`` of CPU time
    (SIGXCPU, then SIGKILL ``CPU_KILL_MARGIN_S`` later), with no core file.
    Best effort where the platform has no ``resource`` module."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        _, hard = resource.getrlimit(resource.RLIMIT_CPU)
        soft = seconds if hard == resource.RLIM_INFINITY else min(seconds, hard)
        top = soft + CPU_KILL_MARGIN_S if hard == resource.RLIM_INFINITY else hard
        resource.setrlimit(resource.RLIMIT_CPU, (soft, top))
    except (OSError, ValueError):  # pragma: no cover - a platform that refuses
        pass


def _worker_main(conn: Connection, task: Task, registry_factory: str | None, cpu_s: int | None = None) -> None:
    if cpu_s is not None:
        _limit_cpu(cpu_s)
    if hasattr(os, "setpgid"):
        try:
            os.setpgid(0, 0)  # own process group: killed as one, deaf to the terminal's Ctrl-C
        except OSError:  # pragma: no cover
            pass
    _die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _stdout_to_stderr()
    payload = execute_in_worker(task, registry_factory)
    try:
        conn.send(payload)
    except Exception as exc:  # unpicklable payload: report that instead
        conn.send({"ok": False, "error": f"worker could not send its result: {exc}", "host": socket.gethostname(),
                   "started_at": payload.get("started_at", time.time())})
    conn.close()


def _cpu_killed(code: int | None) -> bool:
    """Whether an exit code is the kernel's answer to ``RLIMIT_CPU``."""
    return code is not None and hasattr(signal, "SIGXCPU") and code == -signal.SIGXCPU


def _exit_text(code: int | None) -> str:
    if code is None:
        return "worker process vanished"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"worker process died with exit code {code} ({name})"
    return f"worker process died with exit code {code}"


def _kill(proc: multiprocessing.process.BaseProcess) -> None:
    """SIGKILL the worker and its process group (a solver binary it started)."""
    pid = proc.pid
    if pid is None:
        return
    if hasattr(os, "killpg"):
        try:
            os.killpg(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    try:
        proc.kill()
    except (ProcessLookupError, AttributeError):  # pragma: no cover
        pass


# ---------------------------------------------------------------- executors


def _join(r: _Running) -> None:
    """Wait for a worker to exit (killed, with its process group, if it
    does not within ``EXIT_WAIT_S``) and close its pipe."""
    r.proc.join(EXIT_WAIT_S)
    if r.proc.exitcode is None:
        _kill(r.proc)
        r.proc.join(EXIT_WAIT_S)
    r.conn.close()


def _reap(exiting: list[_Running]) -> None:
    """Join the workers that have sent their result (:func:`_join`)."""
    while exiting:
        _join(exiting.pop())


def _prepare_schemas(reg: Any, problems: Iterable[str]) -> None:
    """Build the instance and solution validators of ``problems`` (names in
    ``reg``) in this process, so that the workers it forks inherit them:
    built in each worker, they cost about 20 ms a cell on the 2-core
    machine, more than many cells' methods. A name ``reg`` does not know is
    left to the worker, which reports it as its cell's error."""
    from schedbench.io import document_type  # noqa: PLC0415
    from schedbench.schema import prepare  # noqa: PLC0415

    for name in sorted(set(problems)):
        try:
            spec = reg.get(name)
        except SchedbenchError:
            continue
        prepare(document_type(spec.name, spec.instance_type), spec.solution_type)


def _import_worker_modules() -> None:
    """Import what most cells import: the runner, and HiGHS, which the
    MILPs and bounds load on first use (about 18 ms a cell on the 2-core
    machine when each forked worker loads it again)."""
    import highspy  # noqa: F401, PLC0415
    import schedbench.harness.runner  # noqa: F401, PLC0415


def _prepare_to_fork(tasks: Sequence[Task], registry_factory: str | None) -> None:
    """Import the worker's modules (:func:`_import_worker_modules`) and
    build the validators of the tasks' problems before the first fork
    (:func:`_prepare_schemas`)."""
    _import_worker_modules()

    if registry_factory is None:  # else the workers build another registry than this process's
        _prepare_schemas(import_module("schedbench.registry").registry(), (task.cell.problem for task in tasks))


def default_start_method() -> str:
    return "fork" if sys.platform.startswith("linux") else "spawn"


@dataclass
class _Running:
    task: Task
    proc: multiprocessing.process.BaseProcess
    conn: Connection
    start: float  # perf_counter
    started_at: float  # Unix time
    limit: float  # CPU seconds per thread (hard_limit_s)
    wall_limit: float  # wall seconds (wall_limit_s)


class LocalExecutor:
    """Up to ``jobs`` worker processes on this machine, one per cell."""

    def __init__(
        self,
        jobs: int | None = None,
        *,
        grace_s: float = HARD_LIMIT_GRACE_S,
        start_method: str | None = None,
        registry_factory: str | None = None,
        wall_factor: float = WALL_LIMIT_FACTOR,
    ):
        self.workers = max(1, jobs or os.cpu_count() or 1)
        self.grace_s = grace_s
        self.wall_factor = wall_factor
        self.start_method = start_method or default_start_method()
        self.registry_factory = registry_factory
        self._ctx = multiprocessing.get_context(self.start_method)

    def run(self, tasks: Sequence[Task], tick: Tick | None = None) -> Generator[Outcome, None, None]:
        if self.start_method == "fork":
            _prepare_to_fork(tasks, self.registry_factory)
        thaw = self.start_method == "fork" and gc.get_freeze_count() == 0  # a caller's own freeze stays
        pending = list(reversed(tasks))  # pop() from the end keeps the given order
        running: dict[int, _Running] = {}  # by the reading end's fileno
        exiting: list[_Running] = []  # workers that have sent their result, joined after the next start
        last_tick = 0.0
        try:
            while pending or running:
                yield from self._fill(pending, running)
                if not running:
                    continue
                now = time.perf_counter()
                timeout = min([r.start + r.wall_limit - now for r in running.values()] + [POLL_INTERVAL_S])
                ready = wait(
                    [r.conn for r in running.values()] + [r.proc.sentinel for r in running.values()],
                    timeout=max(timeout, 0.0),
                )
                done: list[Outcome] = []
                ready_set = set(ready)  # Connections (by identity) and sentinels (ints)
                for fd, r in list(running.items()):
                    outcome = None
                    if r.conn in ready_set or r.proc.sentinel in ready_set or r.conn.poll():
                        outcome = self._collect(r, exiting)
                    elif time.perf_counter() - r.start > r.wall_limit:
                        outcome = self._timeout(r)
                    if outcome is not None:
                        del running[fd]
                        done.append(outcome)
                # the freed workers start their next cells before the old
                # ones are joined and the caller takes the outcomes (it
                # commits each one: a disk sync)
                yield from self._fill(pending, running)
                _reap(exiting)
                yield from done
                if tick is not None and time.perf_counter() - last_tick >= POLL_INTERVAL_S:
                    last_tick = time.perf_counter()
                    tick()
        finally:
            _reap(exiting)
            for r in running.values():
                _kill(r.proc)
            for r in running.values():
                r.proc.join(EXIT_WAIT_S)
                r.conn.close()
            if thaw:
                gc.unfreeze()  # what _start froze is collectable again

    def _fill(self, pending: list[Task], running: dict[int, _Running]) -> list[Outcome]:
        """Start tasks from the end of ``pending`` until ``self.workers`` run;
        the outcomes of those that could not start."""
        unstarted: list[Outcome] = []
        while pending and len(running) < self.workers:
            task = pending.pop()
            try:
                r = self._start(task)
            except (OSError, MemoryError) as exc:  # fork failed (process limit, memory): not the method's fault
                unstarted.append(self._not_started(task, exc))
                continue
            running[r.conn.fileno()] = r
        return unstarted

    def _start(self, task: Task) -> _Running:
        recv, send = self._ctx.Pipe(duplex=False)
        proc = self._ctx.Process(  # type: ignore[attr-defined]  # every concrete context has it
            target=_worker_main,
            args=(send, task if self.start_method == "fork" else task.portable(), self.registry_factory,
                  cpu_limit_s(task.cell.budget, self.grace_s)),
            name=f"schedbench-{task.cell.method}",
            daemon=False,  # a method may start processes of its own; run() kills its workers itself
        )
        if self.start_method == "fork":
            # Move every object this process has into the collector's permanent
            # generation (an O(1) splice), so that the child's collections skip
            # what it inherited instead of walking it and copying its pages: on
            # the default matrix, 2-5% less CPU a cell, same results.
            gc.freeze()
        started_at = time.time()
        start = time.perf_counter()
        try:
            proc.start()
        except BaseException:
            recv.close()
            send.close()
            raise
        send.close()  # the child holds the only writing end: EOF when it dies
        budget = task.cell.budget
        return _Running(task, proc, recv, start, started_at, hard_limit_s(budget, self.grace_s),
                        wall_limit_s(budget, self.grace_s, self.wall_factor))

    def _not_started(self, task: Task, exc: BaseException) -> Outcome:
        now = time.time()
        error = f"could not start the worker process: {type(exc).__name__}: {exc}"
        return Outcome(task, Status.INFRA_ERROR, None, error, None, 0.0, hard_limit_s(task.cell.budget, self.grace_s),
                       now, now, socket.gethostname())

    def _collect(self, r: _Running, exiting: list[_Running]) -> Outcome:
        """The outcome of a worker that reported or died. One that reported
        goes to ``exiting``, to be joined once the next cell has started."""
        payload = None
        try:
            if r.conn.poll():
                payload = r.conn.recv()
        except (EOFError, OSError):
            payload = None
        wall = time.perf_counter() - r.start
        finished_at = time.time()
        if payload is None:
            _join(r)
            code = r.proc.exitcode
            if _cpu_killed(code):
                _kill(r.proc)  # the rest of its process group (a solver binary)
                budget = r.task.cell.budget
                error = (f"killed after the hard limit of {r.limit:g} CPU seconds (time limit {budget.time_limit_s:g} s "
                         f"x {HARD_LIMIT_FACTOR:g} + {self.grace_s:g} s)")
                return Outcome(r.task, Status.TIMEOUT, None, error, code, wall, r.limit, r.started_at, finished_at,
                               socket.gethostname())
            return Outcome(r.task, Status.INFRA_ERROR, None, _exit_text(code), code, wall, r.limit, r.started_at,
                           finished_at, socket.gethostname())
        exiting.append(r)
        return outcome_from_payload(r.task, payload, wall, r.limit, finished_at)

    def _timeout(self, r: _Running) -> Outcome:
        _kill(r.proc)
        r.proc.join(EXIT_WAIT_S)
        r.conn.close()
        wall = time.perf_counter() - r.start
        error = (f"killed as hung after {r.wall_limit:g} s of wall time ({self.wall_factor:g} x the hard limit of "
                 f"{r.limit:g} CPU seconds)")
        return Outcome(r.task, Status.TIMEOUT, None, error, r.proc.exitcode, wall, r.limit, r.started_at, time.time(),
                       socket.gethostname())


def outcome_from_payload(task: Task, payload: dict[str, Any], wall_s: float, limit: float, finished_at: float) -> Outcome:
    host = payload.get("host") or socket.gethostname()
    started_at = payload.get("started_at", finished_at - wall_s)
    if not payload.get("ok"):
        return Outcome(task, Status.INFRA_ERROR, None, payload.get("error"), None, wall_s, limit, started_at, finished_at,
                       host)
    scored = payload["scored"]
    return Outcome(task, Status(scored["result"]["status"]), scored, scored.get("error"), None, wall_s, limit,
                   started_at, finished_at, host)


@lru_cache(maxsize=None)
def prepare_worker(registry_factory: str | None = None) -> None:
    """Import the runner and every registered problem (Pyomo, HiGHS, the
    layers) and build their validators once in a long-lived process, so
    that the per-cell processes it forks inherit them instead of importing
    again (about 0.6 s a cell) and building them (:func:`_prepare_schemas`)."""
    import schedbench.io  # noqa: F401, PLC0415

    _import_worker_modules()
    _load_registry(registry_factory)
    reg = import_module("schedbench.registry").registry()
    _prepare_schemas(reg, reg.names())


class _Cancelled(Exception):
    """Raised from a batch's tick when its Dask task was cancelled."""


def _dask_cancel_check() -> Tick | None:
    """A tick that raises :class:`_Cancelled` once the Dask task running
    this batch is cancelled (the client stopped), so the cell running now is
    killed and the rest of the batch does not start. Reads the worker's own
    task state: no round trip to the scheduler. ``None`` outside a Dask task."""
    try:
        from distributed import get_worker  # noqa: PLC0415 - optional dependency

        worker = get_worker()
        key = worker.get_current_task()
    except (ImportError, ValueError, KeyError):
        return None

    def tick() -> None:
        state = worker.state.tasks.get(key)
        if state is None or state.state not in ("executing", "long-running"):
            raise _Cancelled

    return tick


#: A batch stops starting cells once it has run this long (seconds); the
#: client sends the cells it did not start again. So cheap cells share one
#: Dask task, an expensive cell is in effect a task of its own, and no
#: worker holds a long queue of cells while another idles.
MAX_BATCH_S = 1.0


def run_batch(tasks: Sequence[Task], registry_factory: str | None = None,
              grace_s: float = HARD_LIMIT_GRACE_S, max_batch_s: float | None = None) -> list[Outcome]:
    """Run tasks one after another, each in its own worker process under its
    own hard limit (what a Dask worker runs for each batch of cells): the
    outcomes of the first ``k`` tasks, in order. ``k`` is every task unless
    the batch has run ``max_batch_s`` seconds, when it starts no further
    cell. The calling process is prepared once (:func:`prepare_worker`);
    each cell's process is forked from it, so a crash or a hang still takes
    only that cell. Inside a Dask task, a cancelled task kills its running
    cell and returns the outcomes it has."""
    prepare_worker(registry_factory)
    executor = LocalExecutor(1, grace_s=grace_s, registry_factory=registry_factory)
    tick = _dask_cancel_check()
    outcomes: list[Outcome] = []
    start = time.perf_counter()
    try:
        for task in tasks:
            if outcomes and max_batch_s is not None and time.perf_counter() - start >= max_batch_s:
                break
            outcomes.extend(executor.run([task], tick))
    except _Cancelled:
        pass
    return outcomes


def run_isolated(task: Task, registry_factory: str | None = None, grace_s: float = HARD_LIMIT_GRACE_S) -> Outcome:
    """:func:`run_batch` of one task."""
    return run_batch([task], registry_factory, grace_s)[0]


#: Most cells in one Dask task (DaskExecutor's automatic batching).
MAX_CELLS_PER_TASK = 16
#: Automatic batching gives a batch at most 1/(BATCH_SHARE * workers) of the
#: cells not yet batched, so batches shrink to one cell towards the end and
#: no worker is left with a long batch while the others idle ("guided"
#: self-scheduling, Polychronopoulos & Kuck 1987).
BATCH_SHARE = 2
#: How often (seconds) the client looks for finished Dask tasks.
DASK_POLL_S = 0.01


def batch_sizes(cells: int, workers: int, max_batch: int = MAX_CELLS_PER_TASK) -> list[int]:
    """Guided batch sizes for ``cells`` cells on ``workers`` workers: each
    batch is ``ceil(left / (BATCH_SHARE * workers))`` capped at ``max_batch``
    (at least 1); the sizes sum to ``cells``."""
    sizes: list[int] = []
    left = cells
    while left > 0:
        size = max(1, min(max_batch, -(-left // (BATCH_SHARE * max(1, workers)))))
        sizes.append(size)
        left -= size
    return sizes


def _batches(tasks: Sequence[Task], sizes: Sequence[int]) -> list[list[Task]]:
    out, at = [], 0
    for size in sizes:
        out.append(list(tasks[at:at + size]))
        at += size
    return out


class DaskExecutor:
    """Cells on a Dask cluster (``dask.distributed``, the ``dask`` extra).

    Cells go to the workers in batches: each Dask task runs
    :func:`run_batch` on a worker, which runs its cells one after another,
    each in a process forked from the (prepared) worker process under its
    own hard limit, so the time limit and the crash handling are the same
    as locally. Batching saves the Dask round trip of a task per cell (on a
    2-worker cluster, tens of ms a cell on a loaded machine): by default a
    batch holds up to :data:`MAX_CELLS_PER_TASK` cells and batches shrink to
    one cell towards the end (:func:`batch_sizes`); ``cells_per_task=1``
    sends every cell as its own task. A batch starts no new cell after
    :data:`MAX_BATCH_S` seconds and the client sends the cells it did not
    start again, so cheap cells share tasks while an expensive cell is a
    task of its own, and outcomes arrive about once a second per worker at
    the latest. A lost worker turns the cells of its batch into
    ``infra-error`` (run again by the next run).

    Workers must be allowed to start processes: start them with
    ``DASK_DISTRIBUTED__WORKER__DAEMON=False`` in their environment (or
    ``dask worker --no-nanny``), and with schedbench installed;
    ``registry_factory`` names extra problems for them.

    With no ``address`` a local cluster of ``workers`` single-threaded
    worker processes on 127.0.0.1 is started (and closed) for the run, with
    daemonic workers switched off.
    """

    def __init__(
        self,
        address: str | None = None,
        *,
        workers: int | None = None,
        grace_s: float = HARD_LIMIT_GRACE_S,
        registry_factory: str | None = None,
        cells_per_task: int | None = None,
    ):
        self.distributed = _import_dask()
        if cells_per_task is not None and cells_per_task < 1:
            raise SchedbenchError(f"cells_per_task must be at least 1, got {cells_per_task}")
        self.address = address
        self.grace_s = grace_s
        self.registry_factory = registry_factory
        self.cells_per_task = cells_per_task
        self.local_workers = max(1, workers or os.cpu_count() or 1)
        self.workers = 0 if address else self.local_workers

    def _client(self) -> tuple[Any, Any]:
        if self.address:
            return self.distributed.Client(self.address), None
        cluster = local_cluster(self.local_workers)
        return self.distributed.Client(cluster), cluster

    def _sizes(self, cells: int) -> list[int]:
        if self.cells_per_task is not None:
            return batch_sizes(cells, 1, self.cells_per_task) if cells else []
        return batch_sizes(cells, self.workers)

    def run(self, tasks: Sequence[Task], tick: Tick | None = None) -> Generator[Outcome, None, None]:
        distributed = self.distributed
        client, cluster = self._client()
        batch_of: dict[Any, list[Task]] = {}
        futures: list[Any] = []
        try:
            self.workers = sum(w.get("nthreads", 1) for w in client.scheduler_info().get("workers", {}).values())
            # results are fetched in the background as tasks finish
            pending = distributed.as_completed([], with_results=True, raise_errors=False)

            def submit(cells: Sequence[Task]) -> None:
                for batch in _batches(cells, self._sizes(len(cells))):
                    future = client.submit(run_batch, [t.portable() for t in batch], self.registry_factory,
                                           self.grace_s, MAX_BATCH_S,
                                           pure=False)
                    batch_of[future.key] = batch
                    futures.append(future)
                    pending.add(future)

            submit(tasks)
            last_tick = time.perf_counter()
            while not pending.is_empty():
                finished = pending.next_batch(block=False)
                for future, result in finished:
                    batch = batch_of.pop(future.key)
                    outcomes = self._outcomes(batch, future, result)
                    yield from outcomes
                    submit(batch[len(outcomes):])  # the cells a batch stopped before (MAX_BATCH_S)
                if tick is not None and time.perf_counter() - last_tick >= POLL_INTERVAL_S:
                    last_tick = time.perf_counter()
                    tick()
                if not finished:
                    time.sleep(DASK_POLL_S)
        finally:
            try:
                if futures:
                    client.cancel(futures)  # a stopped run stops its cells
            finally:
                client.close()
                if cluster is not None:
                    cluster.close()

    def _outcomes(self, batch: list[Task], future: Any, result: Any) -> list[Outcome]:
        """The outcomes of a finished batch's first cells (the rest it did
        not start), or ``infra-error`` for each of its cells when it failed."""
        if future.status == "finished" and isinstance(result, list) and 0 < len(result) <= len(batch):
            return result
        # the Dask worker itself was lost, or could not run the batch
        exc = result[1] if isinstance(result, tuple) and len(result) == 3 else result
        if not isinstance(exc, BaseException):
            exc = RuntimeError(f"the batch returned {len(result) if isinstance(result, list) else 'no'} outcome(s) "
                               f"for {len(batch)} cell(s)")
        now = time.time()
        return [Outcome(task, Status.INFRA_ERROR, None, _dask_failure_text(exc), None, 0.0,
                        hard_limit_s(task.cell.budget, self.grace_s), now, now, "?") for task in batch]


#: Dask settings of the workers of :func:`local_cluster` (README, "Running on
#: Dask", gives them as environment variables for workers started by hand).
DASK_WORKER_CONFIG = {
    # a daemonic worker may not start the per-cell process (DESIGN.md: hard limit, crash isolation)
    "distributed.worker.daemon": False,
    # Dask's own timers, for a dashboard nobody reads here: the statistical
    # profiler samples the worker's threads every 10 ms, the memory monitor
    # polls every 100 ms, the system monitor every 500 ms, the event-loop
    # health tick every 20 ms. On a 2-core machine an idle 2-worker cluster
    # took about 7% of a core with them and 2% with these settings
    # (python tests/benchmarks/test_bench_dask.py idle): CPU the cells lose.
    "distributed.worker.profile.enabled": False,
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.admin.system-monitor.interval": "2s",
    "distributed.admin.tick.interval": "200ms",
}


def local_cluster(workers: int) -> Any:
    """A Dask cluster on 127.0.0.1 of ``workers`` single-threaded worker
    processes set up for schedbench (:data:`DASK_WORKER_CONFIG`), no dashboard."""
    distributed = _import_dask()
    import dask  # noqa: PLC0415 - optional dependency

    with dask.config.set(DASK_WORKER_CONFIG):
        return distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                        host="127.0.0.1", dashboard_address=None)


def _dask_failure_text(exc: BaseException) -> str:
    """The error of a cell whose Dask task failed (the worker, not the method)."""
    text = f"dask task failed: {type(exc).__name__}: {exc}"
    if "daemonic" in str(exc):
        text += ("; the Dask worker is daemonic and may not start the cell's process: start workers with "
                 "DASK_DISTRIBUTED__WORKER__DAEMON=False (README, 'Running on Dask')")
    return text


def _import_dask() -> Any:
    try:
        import dask.distributed as distributed  # noqa: PLC0415 - optional dependency
    except ImportError:
        raise SchedbenchError(
            "the dask executor needs dask.distributed, which is not installed "
            "(pip install 'schedbench[dask]'), or use the local executor"
        ) from None
    return distributed
