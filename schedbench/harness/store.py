"""The results store: one SQLite file, one row per finished cell (DESIGN.md,
"Harness").

A row is keyed by (problem, instance id, method, method seed, budget key,
method version, problem version, environment) and committed the moment its
cell finishes (WAL journal,
``synchronous=NORMAL``), so killing the process that runs a matrix, even with
SIGKILL, loses no finished cell, and re-running the matrix skips them. A
commit reaches the operating system at once but is not flushed to the disk
each time (a flush per cell cost 4 ms, about 4 s of a 933-cell run on the
2-core machine): only a crash of the operating system or a power cut can
lose the last cells, which the next run then runs again; the store is never
corrupted either way (SQLite's guarantee for WAL with NORMAL).
Time-outs and errors are results too: they are stored and skipped on resume
(a run's ``retry`` statuses re-run them). ``infra-error`` cells (the
worker died, the executor lost the cell) are stored for the record but run
again by the next run. That status is a value of the ``status`` column, not
a new layout: stores of schema version 2 written before it open unchanged
(their dead-worker cells stay ``error``).

The budget key of a plug-in method's cell also names the plug-in's package
and version (:func:`cell_budget_key`; the quick path: the file's name and
content hash): a new version of a plug-in runs again, and the keys of
built-in cells are their budgets' alone, as before plug-ins existed.

The two versions follow the code that can change the cell's result
(:mod:`~schedbench.harness.versions`): the method's own code and what it
calls, and the problem's generator, evaluator and types. Changed code never
reuses a stale cell, and editing a report, a comment or another paper's
code re-runs nothing. The code version (:func:`code_version`: the package
version and a hash of its source) is recorded in every row as a label of
the release that ran it, outside the key. The environment (:func:`environment`: Python, Pyomo, highspy, PuLP's
CBC, numpy and scipy versions, the CPU) is recorded in every row
(``environment``, JSON) and is part of the key through its short hash
``env_key``: a new solver or another CPU never reuses a stale cell either.
The key's environment is that of the process that runs the matrix (with
remote Dask workers, the ``host`` column names the machine that ran a cell).

**Which row stands for a cell.** A cell (problem, instance id, method,
seed, budget key) may be stored several times: at other versions, in other
environments. The readers take the latest of each (:func:`latest_cells`);
``schedbench run``'s report takes the rows at the versions of the code that
runs it (:func:`at_versions`); ``schedbench compare`` compares two of them.

**Layouts.** Stores of schema version 2 (keyed by the code version) are
upgraded in place when opened (:func:`_upgrade_from_2`): each row keeps
its code version and takes it as both versions, which no version of this
release equals, so every such cell runs again and stays readable beside
the new ones.

**Conflicts.** A proven bound that is better than a feasible objective of
the same instance (same problem and instance id, the latest row of each
cell; for a minimisation, a lower bound above a schedule the evaluator accepts, beyond
:func:`~schedbench.contracts.beats_bound`'s tolerance) is a conflict: the
bound's method is wrong, or the schedule's method, or the evaluator that
accepted the schedule (an outside heuristic can craft a solution that a
faulty evaluator scores too well, and then a correct bound looks wrong).
The store cannot tell which, so it blames no one: both cells stay as their
methods and the evaluator produced them. A conflict is not stored at all;
it is computed from the cells whenever it is asked for
(:func:`bound_conflicts`, :func:`instance_conflicts`), naming both cells and
the kinds of both methods (:func:`cell_kind`), so an interrupted run loses
none and a re-run cell is checked again. :meth:`Store.record` with
``guard=True`` (as the harness commits) returns the conflicts the committed
cell takes part in. The reporting gives such an instance no gap.

Stores written by earlier versions had the bound's cell of a conflict
turned into an ``error``, its conflict and former status kept in
``info["bound_conflict"]``; they open unchanged and read as conflicts
(:meth:`BoundConflict.from_info`), the cells as they were stored.

Two ``schedbench run`` processes may share one store: every row is written
in one ``BEGIN IMMEDIATE`` transaction, and each run claims the cells it
plans (:meth:`Store.claim`, the ``claims`` table) so a second run started
meanwhile skips them instead of running them again; claims end with the
run, or when the process that holds them is gone.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import platform
import socket
import sqlite3
import time
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as distribution_version
from importlib.util import find_spec
from pathlib import Path
from typing import Any, TypeVar

from schedbench.contracts import Budget, Sense, beats_bound, better, jsonable
from schedbench.errors import SchedbenchError
from schedbench.specs import PluginOrigin

#: Bumped when the table layout changes; a store of another layout is
#: upgraded (from 2) or refused.
#: 2: rows record their environment and are keyed on it (``env_key``); claims.
#: 3: keyed by the method's and the problem's versions, not the code version.
STORE_SCHEMA_VERSION = 3
#: Why each older layout is refused (shown in the error).
_OLD_LAYOUTS = {
    "1": "its rows do not record the environment (solver, Pyomo, highspy, Python, CPU) they ran in",
}
#: Distributions whose versions make up the environment (the solvers and the
#: numerical stack a result depends on). PuLP ships the CBC binary.
ENVIRONMENT_DISTRIBUTIONS = ("pyomo", "highspy", "pulp", "numpy", "scipy")
#: Hex digits of the environment hash in ``env_key``.
ENV_HASH_LENGTH = 10
#: A claim by a process on another host counts as abandoned after this long
#: (its liveness cannot be checked from here): longer than any cell's limit.
FOREIGN_CLAIM_TTL_S = 24 * 3600.0

#: Sub-packages whose ``.py`` files make up the code version.
CODE_PACKAGES = (
    "schedbench",
    "schedbench.instances",
    "schedbench.formulations",
    "schedbench.heuristics",
    "schedbench.solvers",
)
#: Modules that cannot change a cell's result (presentation only): editing
#: them keeps the code version, so a new report does not force a re-run.
CODE_VERSION_EXCLUDE = frozenset({
    "schedbench/cli.py", "schedbench/perf.py", "schedbench/harness/progress.py", "schedbench/harness/library.py"})
#: Folders of presentation-only modules, likewise: the reporting (report,
#: statistics, certified gaps, README tables, the findings page) reads stored
#: cells and judges them; it computes none.
CODE_VERSION_EXCLUDE_DIRS = ("schedbench/reporting/",)
#: The package version of a source tree that is not installed.
UNINSTALLED_VERSION = "0.0.0"
#: Hex digits of the source hash in the code version.
CODE_HASH_LENGTH = 10

_COLUMNS: tuple[tuple[str, str], ...] = (
    # the key
    ("problem", "TEXT NOT NULL"),
    ("instance_id", "TEXT NOT NULL"),
    ("method", "TEXT NOT NULL"),
    ("seed", "INTEGER NOT NULL"),  # method seed (Budget.seed)
    ("budget_key", "TEXT NOT NULL"),  # Budget.key()
    ("method_version", "TEXT NOT NULL"),  # versions.method_version()
    ("problem_version", "TEXT NOT NULL"),  # versions.problem_version()
    ("env_key", "TEXT NOT NULL"),  # hash of environment()
    # the release that ran it: a label, not in the key
    ("code_version", "TEXT NOT NULL"),
    # what the cell was
    ("size", "INTEGER NOT NULL"),
    ("instance_seed", "INTEGER NOT NULL"),
    ("options", "TEXT NOT NULL"),  # generator options, JSON object
    ("time_limit_s", "REAL NOT NULL"),
    ("threads", "INTEGER NOT NULL"),
    ("solver", "TEXT NOT NULL"),
    ("mip_rel_gap", "REAL NOT NULL"),
    ("hard_limit_s", "REAL"),
    # its result
    ("status", "TEXT NOT NULL"),  # contracts.Status value
    ("objective", "REAL"),  # the evaluator's score (None without a solution)
    ("bound", "REAL"),  # the method's proven bound
    ("gap_to_bound", "REAL"),
    ("sense", "TEXT NOT NULL"),  # min | max
    ("feasible", "INTEGER"),  # the evaluator's verdict, 0/1, None without a solution
    ("claimed_objective", "REAL"),
    ("build_s", "REAL"),
    ("handoff_s", "REAL"),
    ("solve_s", "REAL"),
    ("decode_s", "REAL"),
    ("total_s", "REAL"),  # the method's own total (None if killed)
    ("wall_s", "REAL NOT NULL"),  # the harness's wall clock for the cell, process start to result
    ("metrics", "TEXT"),  # JSON object from the evaluation
    ("violations", "TEXT"),  # JSON array from the evaluation
    ("solution", "TEXT"),  # JSON
    ("info", "TEXT"),  # JSON object
    ("error", "TEXT"),
    ("exit_code", "INTEGER"),  # the worker's exit code when it died
    ("host", "TEXT NOT NULL"),
    ("environment", "TEXT NOT NULL"),  # JSON object: environment()
    ("started_at", "REAL NOT NULL"),  # Unix time
    ("finished_at", "REAL NOT NULL"),
)
KEY_COLUMNS = ("problem", "instance_id", "method", "seed", "budget_key", "method_version", "problem_version",
               "env_key")
#: The key columns a caller gives (the store adds its own ``env_key``).
CELL_KEY_COLUMNS = KEY_COLUMNS[:-1]
#: What names a cell whatever the code and environment that ran it: the
#: rows of one identity are runs of the same cell (:func:`latest_cells`).
CELL_IDENTITY = ("problem", "instance_id", "method", "seed", "budget_key")
_JSON_COLUMNS = ("options", "metrics", "violations", "solution", "info", "environment")
COLUMNS = tuple(name for name, _ in _COLUMNS)


@dataclass(frozen=True, order=True)
class CellKey:
    """The key of a stored cell in one environment (the store adds its ``env_key``)."""

    problem: str
    instance_id: str
    method: str
    seed: int
    budget_key: str
    method_version: str
    problem_version: str

    def as_tuple(self) -> tuple[Any, ...]:
        return (self.problem, self.instance_id, self.method, self.seed, self.budget_key, self.method_version,
                self.problem_version)


#: Separates a plug-in method's identity from the budget in a cell's
#: ``budget_key`` (a budget's own key never holds it).
PLUGIN_KEY_SEPARATOR = ";"


def cell_budget_key(budget: Budget, origin: PluginOrigin | None = None) -> str:
    """The ``budget_key`` of a cell: :meth:`Budget.key`, and for a plug-in
    method (``origin``: :attr:`MethodSpec.origin`) its package and version,
    ``t=60,...;plugin=mypkg==1.0`` (the quick path: the file's name and
    content hash), so a new version of a plug-in runs its cells again while
    a built-in cell's key is its budget's, as it always was."""
    key = budget.key()
    return key if origin is None else f"{key}{PLUGIN_KEY_SEPARATOR}{origin.key()}"


def budget_of_key(budget_key: str) -> str:
    """The budget part of a ``budget_key`` (:func:`cell_budget_key`)."""
    return budget_key.split(PLUGIN_KEY_SEPARATOR, 1)[0]


#: How a ``budget_key``'s plug-in part starts (:meth:`PluginOrigin.key`).
PLUGIN_KEY_PREFIX = "plugin="


def plugin_of_key(budget_key: str) -> str | None:
    """The plug-in that a ``budget_key`` names, as ``package version``
    (``mypkg 1.0``; ``mypairs.py sha256:...`` on the quick path), or None
    for a built-in cell's key (:func:`cell_budget_key`)."""
    _, sep, part = budget_key.partition(PLUGIN_KEY_SEPARATOR)
    if not sep or not part.startswith(PLUGIN_KEY_PREFIX):
        return None
    package, _, version = part[len(PLUGIN_KEY_PREFIX):].rpartition("==")
    return f"{package} {version}" if package else part[len(PLUGIN_KEY_PREFIX):]


def code_files() -> dict[str, Path]:
    """The files the code version covers, by installed path
    (``schedbench/harness/store.py``): every module of :data:`CODE_PACKAGES`
    (a ``.py`` file whose folders are packages: the scripts beside the
    profile catalogs, which a wheel leaves out, are not) except
    :data:`CODE_VERSION_EXCLUDE` and the folders of
    :data:`CODE_VERSION_EXCLUDE_DIRS`."""
    files: dict[str, Path] = {}
    for package in CODE_PACKAGES:
        try:  # locate without importing (importing the layers costs seconds)
            spec = find_spec(package)
        except ImportError:  # pragma: no cover
            spec = None
        if spec is None:  # a layer that is not there yet hashes as empty
            continue
        for location in spec.submodule_search_locations or []:
            root = Path(location)
            prefix = package.replace(".", "/")
            for path in root.rglob("*.py"):
                rel = f"{prefix}/{path.relative_to(root).as_posix()}"
                if "__pycache__" in rel or rel in CODE_VERSION_EXCLUDE or rel.startswith(CODE_VERSION_EXCLUDE_DIRS):
                    continue
                if not all((folder / "__init__.py").is_file() for folder in _folders(root, path)):
                    continue
                files[rel] = path
    return files


def _folders(root: Path, path: Path) -> list[Path]:
    """The folders from ``root`` down to ``path``'s."""
    rel = path.parent.relative_to(root)
    return [root.joinpath(*rel.parts[:i]) for i in range(len(rel.parts) + 1)]


def code_version() -> str:
    """``<package version>+<hash>``: the hash covers the path and content of
    every file of :func:`code_files`. A label of the release that ran a
    cell, recorded in every row; the key holds the method's and the
    problem's versions instead (:mod:`~schedbench.harness.versions`)."""
    digest = hashlib.sha256()
    files = code_files()
    for rel in sorted(files):
        digest.update(rel.encode() + b"\0")
        digest.update(files[rel].read_bytes() + b"\0")
    return f"{package_version()}+{digest.hexdigest()[:CODE_HASH_LENGTH]}"


def package_version() -> str:
    """The installed distribution's version (as ``schedbench.__version__``),
    read here so that the harness never imports the package root, which
    re-exports the harness."""
    try:
        return distribution_version("schedbench")
    except PackageNotFoundError:  # a source tree that is not installed
        return UNINSTALLED_VERSION


def _cpu() -> str:
    """The CPU model (``/proc/cpuinfo``'s ``model name`` on Linux)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def environment() -> dict[str, str]:
    """What a result depends on besides the code: interpreter, solver and
    numerical library versions, CPU model, logical CPU count and OS."""
    from importlib.metadata import PackageNotFoundError, version

    env = {"python": platform.python_version(), "implementation": platform.python_implementation()}
    for dist in ENVIRONMENT_DISTRIBUTIONS:
        try:
            env[dist] = version(dist)
        except PackageNotFoundError:
            env[dist] = "absent"
    env.update(cpu=_cpu(), cpus=str(os.cpu_count() or 0), machine=platform.machine(), system=platform.system())
    return env


def environment_key(env: Mapping[str, str]) -> str:
    """Short hash of an environment (the store's ``env_key``)."""
    text = json.dumps(dict(env), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:ENV_HASH_LENGTH]


_F = TypeVar("_F", bound=Callable[..., Any])


def _guarded(method: _F) -> _F:
    """A :class:`Store` method whose SQLite errors (a file damaged mid-way,
    "database disk image is malformed"; a lock held too long) become one
    :class:`SchedbenchError` naming the store file."""

    @functools.wraps(method)
    def wrapper(self: Store, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except sqlite3.DatabaseError as exc:
            raise SchedbenchError(_damaged(self.path, exc)) from None

    return wrapper  # type: ignore[return-value]


def _damaged(path: Path, exc: Exception) -> str:
    if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
        return f"{path}: the results store is locked by another process for too long ({exc})"
    return (f"{path}: the results store is damaged or not a schedbench results store ({exc}); "
            "restore it from a copy or use a new --store path")


def _decode(path: Path, row: Mapping[str, Any], name: str) -> Any:
    """A JSON column of a stored row, or one error naming the file, the cell and the column."""
    try:
        return json.loads(row[name])
    except (ValueError, TypeError) as exc:
        cell = ", ".join(f"{k}={row[k]}" for k in ("problem", "instance_id", "method", "seed") if k in row)
        raise SchedbenchError(
            f"{path}: column {name!r} of the stored cell ({cell}) is not valid JSON ({exc}); "
            "the results store is damaged: restore it from a copy or use a new --store path"
        ) from None


def _json(value: Any) -> str | None:
    if value is None:
        return None
    return json.dumps(jsonable(value), sort_keys=True, allow_nan=False, default=str)


def _json_value(value: Any) -> Any:
    """A JSON column's value as Python (it may be given as text or as a value)."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return None
    return value


# ----------------------------------------------------------- selection


def cell_identity(row: Mapping[str, Any]) -> tuple[Any, ...]:
    """What names a row's cell whatever ran it (:data:`CELL_IDENTITY`)."""
    return (str(row["problem"]), str(row["instance_id"]), str(row["method"]), _int(row["seed"]),
            str(row["budget_key"]))


def _recency(row: Mapping[str, Any]) -> tuple[Any, ...]:
    """Later rows sort higher: by finish time, then (a tie) by versions and
    environment, so that the choice does not depend on the rows' order."""
    return (_number(row.get("finished_at")) or 0.0, str(row.get("method_version", "")),
            str(row.get("problem_version", "")), str(row.get("env_key", "")))


def latest_cells(rows: Iterable[Mapping[str, Any]]) -> list[Any]:
    """The latest row of each cell (:func:`cell_identity`): the one that
    finished last, whatever versions or environment ran it; in the order
    the cells first appear in ``rows``. Pure."""
    best: dict[tuple[Any, ...], Any] = {}
    for row in rows:
        key = cell_identity(row)
        if key not in best or _recency(row) > _recency(best[key]):
            best[key] = row
    return list(best.values())


#: (problem, method) -> (method version, problem version).
Versions = Mapping[tuple[str, str], tuple[str, str]]


def at_versions(rows: Iterable[Mapping[str, Any]], versions: Versions) -> list[Any]:
    """The rows run at ``versions`` (the code of one release: a method's
    version and its problem's), the latest of each cell; rows of methods
    that ``versions`` does not name are left out. Pure."""
    return latest_cells(r for r in rows if versions.get((str(r["problem"]), str(r["method"])))
                        == (r.get("method_version"), r.get("problem_version")))


# ----------------------------------------------------------- conflicts

#: Statuses whose cells carry a solution the evaluator accepted (their
#: ``objective`` is attained by a schedule).
SOLVED_STATUSES = frozenset({"optimal", "feasible"})
#: Statuses whose ``bound`` is not trusted: the method crashed or failed a
#: check, or the cell never finished.
UNTRUSTED_STATUSES = frozenset({"error", "infra-error"})
#: The ``info`` key under which stores written by earlier versions kept a
#: conflict in the bound's cell, whose status their guard had turned into
#: ``error`` (read by :meth:`BoundConflict.from_info`; nothing writes it now).
CONFLICT_INFO_KEY = "bound_conflict"
#: The kind of a method that a plug-in added to a problem it does not own
#: (:func:`method_kinds`), or of a stored plug-in cell whose method this
#: process does not register (:func:`cell_kind`).
PLUGIN_KIND = "plug-in"
#: The kind of a stored method that this process does not register and whose
#: key names no plug-in (a method since renamed or removed).
UNKNOWN_KIND = "unknown"
#: Columns the conflict check reads from the cells of one instance.
_CONFLICT_COLUMNS = ("method", "seed", "budget_key", "env_key", "status", "objective", "bound", "sense", "info")
#: Stop kinds of a cell (:func:`stop_kinds`), in report order: ``limit-stop``,
#: a MILP solver that ran out of one of its limits (time or nodes) before it
#: proved optimality; ``time-cap``, a cell that the clock stopped (a MILP's
#: time limit, a budgeted method's CPU-time safety cap), so that its numbers
#: depend on the machine's speed.
STOP_KINDS = ("limit-stop", "time-cap")


@dataclass(frozen=True, order=True)
class CellRef:
    """One cell of an instance, as a conflict names it: its identity
    (method, seed, budget key) and, beside it, the method's kind
    (:func:`cell_kind`), the cell's ``env_key`` (None where not known) and
    its status as stored (None where not known)."""

    method: str
    seed: int
    budget_key: str
    kind: str = field(default=UNKNOWN_KIND, compare=False)
    env_key: str | None = field(default=None, compare=False)
    status: str | None = field(default=None, compare=False)

    def text(self) -> str:
        return f"{self.method} ({self.kind}; seed {self.seed}, budget {self.budget_key})"

    def matches(self, cell: Mapping[str, Any]) -> bool:
        """Whether ``cell`` (a store row) is this cell (any environment when
        this one's is not known)."""
        return (str(cell.get("method")) == self.method and _int(cell.get("seed")) == self.seed
                and str(cell.get("budget_key", "")) == self.budget_key
                and (self.env_key is None or cell.get("env_key") in (None, self.env_key)))


@dataclass(frozen=True)
class BoundConflict:
    """A proven bound that a feasible objective of the same instance beats
    (:func:`bound_conflicts`). A valid bound never allows that, so the
    bound's method is wrong, or the schedule's method, or the evaluator that
    accepted the schedule; nothing here can tell which. So both cells keep
    their results as their methods and the evaluator produced them, and the
    instance gets no gap (neither number certifies anything there)."""

    bound_cell: CellRef
    bound: float
    objective_cell: CellRef
    objective: float
    sense: str  # min | max
    #: An earlier version's guard stored this conflict in the bound's cell
    #: and turned that cell's status into ``error`` (``bound_cell.status`` is
    #: then the status it had before).
    stored_as_error: bool = False

    def reason(self) -> str:
        """One line naming both cells, their kinds and both numbers."""
        side = "above" if self.sense == Sense.MINIMIZE.value else "below"
        kind = "lower" if self.sense == Sense.MINIMIZE.value else "upper"
        return (f"conflict: the {kind} bound {self.bound:.10g} of {self.bound_cell.text()} is {side} the objective "
                f"{self.objective:.10g} that {self.objective_cell.text()} attained on the same instance with a "
                "solution the evaluator accepts; one of the two methods is wrong, or the evaluator is, so neither "
                "result is changed and the instance gets no gap")

    def involves(self, cell: Mapping[str, Any]) -> bool:
        """Whether ``cell`` (a store row of the conflict's instance) is the
        bound's cell or the objective's."""
        return self.bound_cell.matches(cell) or self.objective_cell.matches(cell)

    @classmethod
    def from_info(cls, cell: Mapping[str, Any], kinds: Mapping[str, str] | None = None) -> "BoundConflict | None":
        """The conflict that an earlier version's guard stored in a bound
        cell's ``info`` (None if it has none); ``kinds`` as in :func:`cell_kind`."""
        info = cell.get("info")
        data = info.get(CONFLICT_INFO_KEY) if isinstance(info, dict) else None
        if not isinstance(data, dict):
            return None
        try:
            kinds = kinds or {}
            method, budget_key = str(data["objective_method"]), str(data["objective_budget_key"])
            previous = data.get("previous_status")
            bound_cell = replace(_ref(cell, kinds), status=None if previous is None else str(previous))
            objective_cell = CellRef(method, int(data["objective_seed"]), budget_key,
                                     cell_kind(method, budget_key, kinds))
            return cls(bound_cell, float(data["bound"]), objective_cell, float(data["objective"]),
                       str(data["sense"]), stored_as_error=True)
        except (KeyError, TypeError, ValueError):  # a damaged record is no conflict, and no crash
            return None


def _number(value: Any) -> float | None:
    """A finite float, or None (missing, NaN, infinite)."""
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _ref(cell: Mapping[str, Any], kinds: Mapping[str, str]) -> CellRef:
    """The :class:`CellRef` of a store row (or report record)."""
    method, budget_key = str(cell["method"]), str(cell.get("budget_key", ""))
    env = cell.get("env_key")
    status = cell.get("status")
    return CellRef(method, _int(cell.get("seed")) or 0, budget_key, cell_kind(method, budget_key, kinds),
                   None if not isinstance(env, str) else env, None if status is None else str(status))


def _was_solved(cell: Mapping[str, Any]) -> bool:
    """The cell holds a solution the evaluator accepted: a solved status, or
    a bound cell that an earlier version's guard turned into an error while
    its status was a solved one (its schedule is still attained)."""
    if cell.get("status") in SOLVED_STATUSES:
        return True
    conflict = BoundConflict.from_info(cell)
    return conflict is not None and conflict.bound_cell.status in SOLVED_STATUSES


def outside_bound_methods(problem: str) -> frozenset[str]:
    """The methods of ``problem`` whose schedules lie outside the space its
    bounds range over (``MethodSpec.outside_bounds``, e.g. a preemptive
    policy beside non-preemptive bounds): their objectives may beat a valid
    bound, so they never make a conflict. Empty for a problem the registry
    does not know."""
    from schedbench.registry import registry

    try:
        spec = registry().get(problem)
    except SchedbenchError:
        return frozenset()
    return frozenset(name for name, method in spec.methods.items() if method.outside_bounds)


def method_kinds(problem: str) -> dict[str, str]:
    """Method name -> kind of ``problem``'s registered methods: the
    registry's ``MethodSpec.kind`` (``exact``: a proven bound, bound-only
    methods included; ``heuristic``; ``baseline``), and :data:`PLUGIN_KIND`
    for a method that a plug-in added to a problem it does not own (a
    plug-in problem's own methods keep their kinds). Empty for a problem
    the registry does not know."""
    from schedbench.registry import registry

    try:
        spec = registry().get(problem)
    except (KeyError, SchedbenchError):
        return {}
    return {name: PLUGIN_KIND if m.origin is not None and m.origin != spec.origin else m.kind
            for name, m in spec.methods.items()}


def cell_kind(method: str, budget_key: str, kinds: Mapping[str, str]) -> str:
    """The kind of a stored cell's method: ``kinds[method]``
    (:func:`method_kinds`), else :data:`PLUGIN_KIND` when the cell's key
    names a plug-in (a file given with ``--method FILE.py:FUNCTION`` is not
    registered in a later command), else :data:`UNKNOWN_KIND`."""
    if method in kinds:
        return kinds[method]
    return PLUGIN_KIND if plugin_of_key(budget_key) is not None else UNKNOWN_KIND


def bound_conflicts(cells: Iterable[Mapping[str, Any]], sense: Sense | str,
                    outside: Collection[str] = frozenset(),
                    kinds: Mapping[str, str] | None = None) -> list[BoundConflict]:
    """The conflicts of one instance's cells: every trusted bound that the
    best feasible objective of the instance beats
    (:func:`~schedbench.contracts.beats_bound`; for a minimisation, a lower
    bound above a schedule the evaluator accepts), and every conflict that
    an earlier version's guard stored in a cell (:meth:`BoundConflict.from_info`).

    ``cells`` are store rows (or report records) of one problem and
    instance id, one per cell (:func:`latest_cells`): ``method``, ``seed``, ``budget_key``, ``status``,
    ``objective``, ``bound`` and ``info`` (``env_key`` if known). A bound is
    trusted unless its cell's status is in :data:`UNTRUSTED_STATUSES`. Each
    conflict names the best objective's cell (ties: the first in (method,
    seed, budget) order) and the kinds of both methods (``kinds``:
    :func:`method_kinds`; see :func:`cell_kind`). Objectives of the methods in
    ``outside`` (:func:`outside_bound_methods`) are left out: they solve a
    wider problem than the bounds bound. Pure: the cells are not changed.
    """
    sense = Sense(sense)
    kinds = kinds or {}
    rows = list(cells)
    out = [c for c in (BoundConflict.from_info(cell, kinds) for cell in rows) if c is not None]
    best: tuple[float, CellRef] | None = None
    for cell in rows:
        objective = _number(cell.get("objective"))
        if objective is None or not _was_solved(cell) or cell["method"] in outside:
            continue
        ref = _ref(cell, kinds)
        if best is None or better(objective, best[0], sense) or (objective == best[0] and ref < best[1]):
            best = (objective, ref)
    if best is not None:
        for cell in rows:
            bound = _number(cell.get("bound"))
            if bound is None or cell.get("status") in UNTRUSTED_STATUSES or not beats_bound(best[0], bound, sense):
                continue
            out.append(BoundConflict(_ref(cell, kinds), bound, best[1], best[0], sense.value))
    return sorted(out, key=lambda c: (c.bound_cell, c.bound_cell.env_key or ""))


def instance_conflicts(rows: Iterable[Mapping[str, Any]]) -> dict[tuple[str, str], list[BoundConflict]]:
    """The conflicts of stored cells (:func:`bound_conflicts`) per (problem,
    instance id) that has any, among the latest row of each cell
    (:func:`latest_cells`), each instance checked with its problem's sense,
    kinds and outside methods as this process registers them."""
    groups: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
    for row in latest_cells(rows):
        groups.setdefault((str(row["problem"]), str(row["instance_id"])), []).append(row)
    per_problem: dict[str, tuple[frozenset[str], dict[str, str]]] = {}
    out = {}
    for key, cells in sorted(groups.items()):
        if key[0] not in per_problem:
            per_problem[key[0]] = (outside_bound_methods(key[0]), method_kinds(key[0]))
        outside, kinds = per_problem[key[0]]
        found = bound_conflicts(cells, str(cells[0]["sense"]), outside, kinds)
        if found:
            out[key] = found
    return out


def _time_capped(info: Mapping[str, Any]) -> bool:
    """Whether the clock stopped the cell: ``info["stopped_at_time_cap"]``;
    in cells stored before methods recorded it, a MILP limit-stop whose
    solver message names the time limit (then the only limit there was)."""
    if "stopped_at_time_cap" in info:
        return bool(info["stopped_at_time_cap"])
    return bool(info.get("stopped_at_limit")) and "time" in str(info.get("message") or "").split(";")[0].lower()


def stop_kinds(info: Any) -> tuple[str, ...]:
    """The :data:`STOP_KINDS` of a cell from its ``info`` (any value; a
    cell without info has none)."""
    if not isinstance(info, Mapping):
        return ()
    kinds = []
    if info.get("stopped_at_limit"):
        kinds.append("limit-stop")
    if _time_capped(info):
        kinds.append("time-cap")
    return tuple(kinds)


class Store:
    """A results store on disk. Writers serialise on SQLite's lock (every
    write is one short transaction); readers may read while one writes (WAL).

    ``env`` is the environment this process records and keys its cells on
    (default: :func:`environment`)."""

    def __init__(self, path: str | Path, *, create: bool = True, env: Mapping[str, str] | None = None):
        self.path = Path(path)
        self.environment = dict(environment() if env is None else env)
        self.env_key = environment_key(self.environment)
        if not create and not self.path.exists():
            raise SchedbenchError(f"{self.path}: no such results store")
        if create:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._conn = sqlite3.connect(self.path, timeout=LOCK_TIMEOUT_S, isolation_level=None)
            self._conn.row_factory = sqlite3.Row
            _use_wal(self._conn, LOCK_TIMEOUT_S)
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._init_schema(create)
        except sqlite3.DatabaseError as exc:
            raise SchedbenchError(_damaged(self.path, exc)) from None

    def _init_schema(self, create: bool) -> None:
        tables = {r[0] for r in self._conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "cells" not in tables:
            if not create:
                raise SchedbenchError(f"{self.path}: not a schedbench results store (no cells table)")
            with self._tx():
                self._conn.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                _create_tables(self._conn)
            return
        found = self._schema_version()
        if found == "2":
            try:
                with self._tx():
                    if self._schema_version() == "2":  # another process may have upgraded it meanwhile
                        _upgrade_from_2(self._conn)
            except sqlite3.OperationalError as exc:
                raise SchedbenchError(
                    f"{self.path}: a store of schema version 2, which this release upgrades to "
                    f"{STORE_SCHEMA_VERSION} in place, could not be upgraded ({exc}); make it writable, or open "
                    "a writable copy") from None
            found = self._schema_version()
        if found != str(STORE_SCHEMA_VERSION):
            why = _OLD_LAYOUTS.get(str(found))
            raise SchedbenchError(
                f"{self.path}: store schema version {found} is not {STORE_SCHEMA_VERSION}"
                + (f" ({why})" if why else "")
                + "; use a new --store path (the old store still opens with the schedbench version that wrote it)"
            )

    def _schema_version(self) -> str | None:
        row = self._conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        return None if row is None else str(row[0])

    def _tx(self):
        return _Transaction(self._conn)

    # ----------------------------------------------------------- writing

    @_guarded
    def record(self, row: Mapping[str, Any], *, guard: bool = False) -> list[BoundConflict]:
        """Insert (or replace) one finished cell and commit at once.

        ``row`` maps column names (:data:`COLUMNS`) to values; JSON columns
        (options, metrics, violations, solution, info) take Python values.

        With ``guard``, the same transaction then checks the cells of the
        row's instance (same problem and instance id, the latest row of each
        cell, this row for its own) for conflicts (:func:`bound_conflicts`) and returns
        those this row takes part in, as the bound's cell or the objective's.
        Nothing is rewritten: a conflict is read from the cells whenever it
        is asked for (:func:`instance_conflicts`).
        """
        values = dict(row)
        values.setdefault("env_key", self.env_key)
        values.setdefault("environment", self.environment)
        for name in _JSON_COLUMNS:
            if name in values and not isinstance(values[name], str):
                values[name] = _json(values[name])
        if values.get("options") is None:
            values["options"] = "{}"
        if isinstance(values.get("feasible"), bool):
            values["feasible"] = int(values["feasible"])
        missing = [c for c in COLUMNS if c not in values and "NOT NULL" in dict(_COLUMNS)[c]]
        if missing:
            raise SchedbenchError(f"store row lacks {', '.join(missing)}")
        unknown = [c for c in values if c not in COLUMNS]
        if unknown:
            raise SchedbenchError(f"store row has unknown column(s) {', '.join(unknown)}")
        names = list(values)
        sql = f"INSERT OR REPLACE INTO cells ({', '.join(names)}) VALUES ({', '.join('?' for _ in names)})"
        with self._tx():
            self._conn.execute(sql, [values[n] for n in names])
            return self._conflicts_with(values) if guard else []

    def _conflicts_with(self, values: Mapping[str, Any]) -> list[BoundConflict]:
        """The conflicts of ``values``'s instance that its cell takes part
        in (inside :meth:`record`'s transaction), among the latest row of
        each of the instance's cells, ``values``'s own standing for its
        cell; reads only."""
        instance = (values["problem"], values["instance_id"])
        columns = (*_CONFLICT_COLUMNS, "method_version", "problem_version", "finished_at")
        sql = f"SELECT {', '.join(columns)} FROM cells WHERE problem = ? AND instance_id = ?"
        rows = []
        for r in self._conn.execute(sql, instance):
            cell = {**dict(r), "problem": instance[0], "instance_id": instance[1]}
            if cell["info"] is not None:
                cell["info"] = _decode(self.path, cell, "info")
            rows.append(cell)
        mine = cell_identity(values)
        rows = [r for r in latest_cells(rows) if cell_identity(r) != mine]
        rows.append({**{c: values.get(c) for c in _CONFLICT_COLUMNS}, "problem": instance[0],
                     "instance_id": instance[1], "info": _json_value(values.get("info"))})
        problem = str(values["problem"])
        conflicts = bound_conflicts(rows, values["sense"], outside_bound_methods(problem), method_kinds(problem))
        return [c for c in conflicts if c.involves(values)]

    # ----------------------------------------------------------- reading

    @_guarded
    def statuses(self, problems: Iterable[str] | None = None) -> dict[CellKey, str]:
        """Key -> status of every stored cell (of ``problems``, if given) in
        this store's environment (``env_key``), at every version."""
        n = len(CELL_KEY_COLUMNS)
        sql = f"SELECT {', '.join(CELL_KEY_COLUMNS)}, status FROM cells WHERE env_key = ?"
        args: list[Any] = [self.env_key]
        if problems is not None:
            names = sorted(set(problems))
            sql += f" AND problem IN ({', '.join('?' for _ in names)})"
            args += names
        return {CellKey(*r[:n]): r[n] for r in self._conn.execute(sql, args)}

    @_guarded
    def rows(self, code_version: str | None = None, *, with_solution: bool = False) -> list[dict[str, Any]]:
        """Every stored cell (of one code version, if given), JSON decoded."""
        cols = [c for c in COLUMNS if with_solution or c != "solution"]
        sql = f"SELECT {', '.join(cols)} FROM cells"
        args: list[Any] = []
        if code_version is not None:
            sql += " WHERE code_version = ?"
            args.append(code_version)
        sql += " ORDER BY problem, size, instance_seed, method, seed, budget_key"
        out = []
        for r in self._conn.execute(sql, args):
            d = dict(r)
            for name in _JSON_COLUMNS:
                if d.get(name) is not None:
                    d[name] = _decode(self.path, d, name)
            out.append(d)
        return out

    def latest_rows(self, code_version: str | None = None, *, with_solution: bool = False) -> list[dict[str, Any]]:
        """The latest row of each stored cell (:func:`latest_cells`), among
        the rows of one code version if given."""
        return latest_cells(self.rows(code_version, with_solution=with_solution))

    @_guarded
    def code_versions(self) -> list[tuple[str, int, float]]:
        """(code version, cell count, last finish time), the latest first."""
        sql = "SELECT code_version, COUNT(*), MAX(finished_at) FROM cells GROUP BY code_version ORDER BY 3 DESC"
        return [(r[0], r[1], r[2]) for r in self._conn.execute(sql)]

    @_guarded
    def count(self, code_version: str | None = None) -> int:
        if code_version is None:
            return self._conn.execute("SELECT COUNT(*) FROM cells").fetchone()[0]
        return self._conn.execute("SELECT COUNT(*) FROM cells WHERE code_version = ?", (code_version,)).fetchone()[0]

    @_guarded
    def environments(self, code_version: str | None = None) -> list[dict[str, str]]:
        """The distinct environments of the stored cells (of one code version)."""
        sql = "SELECT DISTINCT environment FROM cells"
        args: list[Any] = []
        if code_version is not None:
            sql += " WHERE code_version = ?"
            args.append(code_version)
        return [_decode(self.path, {"environment": r[0]}, "environment")
                for r in self._conn.execute(sql + " ORDER BY environment", args)]

    # ----------------------------------------------------------- claims

    @_guarded
    def claim(
        self, keys: Iterable[CellKey], owner: str | None = None, *, rerun: Iterable[str] = ()
    ) -> tuple[list[CellKey], str]:
        """Claim the cells ``keys`` for this run; returns (the keys this run
        may run, the owner id to :meth:`release` with).

        A key held by another live run (same host: its process exists;
        another host: claimed less than ``FOREIGN_CLAIM_TTL_S`` ago) is left
        to it; a stale claim is taken over. A key stored meanwhile (by a run
        that finished after this one planned) is left out too, unless its
        status is in ``rerun`` (``--retry-errors``). One transaction, so two
        runs claiming at once split the cells instead of both taking them.
        """
        rerun = frozenset(rerun)
        owner = owner or f"{socket.gethostname()}:{os.getpid()}:{time.time():.6f}"
        host, now = socket.gethostname(), time.time()
        mine: list[CellKey] = []
        with self._tx():
            for key in keys:
                args = (*key.as_tuple(), self.env_key)
                where = " AND ".join(f"{c} = ?" for c in KEY_COLUMNS)
                done = self._conn.execute(f"SELECT status FROM cells WHERE {where}", args).fetchone()
                if done is not None and done[0] not in rerun:
                    continue
                held = self._conn.execute(f"SELECT owner, host, pid, claimed_at FROM claims WHERE {where}", args).fetchone()
                if held is not None and held[0] != owner and _alive(held[1], held[2], held[3], host, now):
                    continue
                self._conn.execute(
                    f"INSERT OR REPLACE INTO claims ({', '.join(KEY_COLUMNS)}, owner, host, pid, claimed_at) "
                    f"VALUES ({', '.join('?' for _ in KEY_COLUMNS)}, ?, ?, ?, ?)",
                    (*args, owner, host, os.getpid(), now),
                )
                mine.append(key)
        return mine, owner

    @_guarded
    def release(self, owner: str) -> None:
        """End every claim of ``owner`` (the run is over)."""
        with self._tx():
            self._conn.execute("DELETE FROM claims WHERE owner = ?", (owner,))

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _create_tables(conn: sqlite3.Connection) -> None:
    """The cells and claims tables of the current layout, and its schema
    version in ``meta`` (inside a transaction)."""
    cols = ",\n  ".join(f"{name} {decl}" for name, decl in _COLUMNS)
    conn.execute(f"CREATE TABLE IF NOT EXISTS cells (\n  {cols},\n  PRIMARY KEY ({', '.join(KEY_COLUMNS)}))")
    conn.execute("CREATE INDEX IF NOT EXISTS cells_by_code_version ON cells (code_version)")
    conn.execute(_CLAIMS_TABLE)
    conn.execute("INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", (str(STORE_SCHEMA_VERSION),))


def _upgrade_from_2(conn: sqlite3.Connection) -> None:
    """Schema 2 -> 3, in place (inside a transaction): the cells move to the
    new layout, each taking its code version as its method's and its
    problem's version (a value no version of this release has, so the next
    run runs them again, and readers still find them); claims, which last
    only as long as a run, are dropped."""
    old = [r[1] for r in conn.execute("PRAGMA table_info(cells)")]
    conn.execute("ALTER TABLE cells RENAME TO cells_v2")
    conn.execute("DROP INDEX IF EXISTS cells_by_version")
    conn.execute("DROP TABLE IF EXISTS claims")
    _create_tables(conn)
    kept = [c for c in COLUMNS if c in old]
    conn.execute(f"INSERT INTO cells ({', '.join(kept)}, method_version, problem_version) "
                 f"SELECT {', '.join(kept)}, code_version, code_version FROM cells_v2")
    conn.execute("DROP TABLE cells_v2")


_CLAIMS_TABLE = (
    "CREATE TABLE IF NOT EXISTS claims ("
    + ", ".join(f"{name} {decl}" for name, decl in _COLUMNS if name in KEY_COLUMNS)
    + f", owner TEXT NOT NULL, host TEXT NOT NULL, pid INTEGER NOT NULL, claimed_at REAL NOT NULL,"
    f" PRIMARY KEY ({', '.join(KEY_COLUMNS)}))"
)


def _alive(host: str, pid: int, claimed_at: float, this_host: str, now: float) -> bool:
    """Whether the run that made a claim may still be running."""
    if host != this_host:
        return now - claimed_at < FOREIGN_CLAIM_TTL_S
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's live process
        return True
    return True


def _use_wal(conn: sqlite3.Connection, timeout_s: float) -> None:
    """``PRAGMA journal_mode=WAL``, retried for up to ``timeout_s``: while
    another process creates the same new store, SQLite answers "database
    is locked" at once (its busy timeout does not cover a change of journal
    mode); measured, 14 of 300 pairs of processes opening one new store
    within 4 ms of each other failed so without the retry."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(WAL_RETRY_S)


#: How long a store waits for another process's lock (SQLite's busy
#: timeout, and the retries of :func:`_use_wal`) before it gives up.
LOCK_TIMEOUT_S = 30.0
#: Pause between two tries of :func:`_use_wal`.
WAL_RETRY_S = 0.01


class _Transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on any exception,
    KeyboardInterrupt included: a cell is stored whole or not at all)."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    def __enter__(self) -> None:
        self._conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: Any, *rest: Any) -> None:
        if exc_type is None:
            self._conn.execute("COMMIT")
        else:
            self._conn.execute("ROLLBACK")
