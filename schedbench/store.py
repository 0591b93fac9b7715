"""The results store: one SQLite file, one row per finished cell (DESIGN.md,
"Harness").

A row is keyed by (problem, instance id, method, method seed, budget key,
code version) and committed the moment its cell finishes (WAL journal,
``synchronous=FULL``), so killing the process that runs a matrix, even with
SIGKILL, loses no finished cell, and re-running the matrix skips them.
Time-outs and errors are results too: they are stored and skipped on resume
(``retry_errors`` re-runs the ``error`` ones).

The code version is the package version plus a short hash of the package's
own source files (:func:`code_version`): changed code never reuses a stale
cell.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from schedbench.contracts import jsonable
from schedbench.errors import SchedbenchError

#: Bumped when the table layout changes; a store of another layout is refused.
STORE_SCHEMA_VERSION = 1

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
CODE_VERSION_EXCLUDE = frozenset({"schedbench/cli.py", "schedbench/report.py", "schedbench/progress.py"})
#: Hex digits of the source hash in the code version.
CODE_HASH_LENGTH = 10

_COLUMNS: tuple[tuple[str, str], ...] = (
    # the key
    ("problem", "TEXT NOT NULL"),
    ("instance_id", "TEXT NOT NULL"),
    ("method", "TEXT NOT NULL"),
    ("seed", "INTEGER NOT NULL"),  # method seed (Budget.seed)
    ("budget_key", "TEXT NOT NULL"),  # Budget.key()
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
    ("started_at", "REAL NOT NULL"),  # Unix time
    ("finished_at", "REAL NOT NULL"),
)
KEY_COLUMNS = ("problem", "instance_id", "method", "seed", "budget_key", "code_version")
COLUMNS = tuple(name for name, _ in _COLUMNS)


@dataclass(frozen=True, order=True)
class CellKey:
    """The primary key of a stored cell."""

    problem: str
    instance_id: str
    method: str
    seed: int
    budget_key: str
    code_version: str

    def as_tuple(self) -> tuple[Any, ...]:
        return (self.problem, self.instance_id, self.method, self.seed, self.budget_key, self.code_version)


def code_version() -> str:
    """``<package version>+<hash>``: the hash covers every ``.py`` file of
    :data:`CODE_PACKAGES` (path and content) except
    :data:`CODE_VERSION_EXCLUDE`."""
    from schedbench import __version__

    digest = hashlib.sha256()
    files: dict[str, Path] = {}
    for package in CODE_PACKAGES:
        try:  # locate without importing (importing the layers costs seconds)
            spec = find_spec(package)
        except ImportError:  # pragma: no cover
            spec = None
        if spec is None:  # a layer that is not there yet hashes as empty
            continue
        for root in spec.submodule_search_locations or []:
            root = Path(root)
            prefix = package.replace(".", "/")
            for path in root.rglob("*.py"):
                rel = f"{prefix}/{path.relative_to(root).as_posix()}"
                if "__pycache__" in rel or rel in CODE_VERSION_EXCLUDE:
                    continue
                files[rel] = path
    for rel in sorted(files):
        digest.update(rel.encode() + b"\0")
        digest.update(files[rel].read_bytes() + b"\0")
    return f"{__version__}+{digest.hexdigest()[:CODE_HASH_LENGTH]}"


def _json(value: Any) -> str | None:
    if value is None:
        return None
    return json.dumps(jsonable(value), sort_keys=True, allow_nan=False, default=str)


class Store:
    """A results store on disk. One writer at a time (the process running a
    matrix); readers may read while it writes (WAL)."""

    def __init__(self, path: str | Path, *, create: bool = True):
        self.path = Path(path)
        if not create and not self.path.exists():
            raise SchedbenchError(f"{self.path}: no such results store")
        if create:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._conn = sqlite3.connect(self.path, timeout=30.0, isolation_level=None)
            self._conn.row_factory = sqlite3.Row
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=FULL")
            self._init_schema(create)
        except sqlite3.DatabaseError as exc:
            raise SchedbenchError(f"{self.path}: not a schedbench results store ({exc})") from None

    def _init_schema(self, create: bool) -> None:
        tables = {r[0] for r in self._conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "cells" not in tables:
            if not create:
                raise SchedbenchError(f"{self.path}: not a schedbench results store (no cells table)")
            cols = ",\n  ".join(f"{name} {decl}" for name, decl in _COLUMNS)
            with self._tx():
                self._conn.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                self._conn.execute(
                    "INSERT OR REPLACE INTO meta VALUES ('schema_version', ?)", (str(STORE_SCHEMA_VERSION),)
                )
                self._conn.execute(f"CREATE TABLE IF NOT EXISTS cells (\n  {cols},\n  PRIMARY KEY ({', '.join(KEY_COLUMNS)}))")
                self._conn.execute("CREATE INDEX IF NOT EXISTS cells_by_version ON cells (code_version, problem)")
            return
        row = self._conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        found = None if row is None else row[0]
        if found != str(STORE_SCHEMA_VERSION):
            raise SchedbenchError(
                f"{self.path}: store schema version {found} is not {STORE_SCHEMA_VERSION}; use a new --store path"
            )

    def _tx(self):
        return _Transaction(self._conn)

    # ----------------------------------------------------------- writing

    def record(self, row: Mapping[str, Any]) -> None:
        """Insert (or replace) one finished cell and commit at once.

        ``row`` maps column names (:data:`COLUMNS`) to values; JSON columns
        (options, metrics, violations, solution, info) take Python values.
        """
        values = dict(row)
        for name in ("options", "metrics", "violations", "solution", "info"):
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

    # ----------------------------------------------------------- reading

    def statuses(self, code_version: str, problems: Iterable[str] | None = None) -> dict[CellKey, str]:
        """Key -> status of every stored cell of one code version."""
        sql = f"SELECT {', '.join(KEY_COLUMNS)}, status FROM cells WHERE code_version = ?"
        args: list[Any] = [code_version]
        if problems is not None:
            names = sorted(set(problems))
            sql += f" AND problem IN ({', '.join('?' for _ in names)})"
            args += names
        return {CellKey(*r[:6]): r[6] for r in self._conn.execute(sql, args)}

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
            for name in ("options", "metrics", "violations", "solution", "info"):
                if d.get(name) is not None:
                    d[name] = json.loads(d[name])
            out.append(d)
        return out

    def code_versions(self) -> list[tuple[str, int, float]]:
        """(code version, cell count, last finish time), the latest first."""
        sql = "SELECT code_version, COUNT(*), MAX(finished_at) FROM cells GROUP BY code_version ORDER BY 3 DESC"
        return [(r[0], r[1], r[2]) for r in self._conn.execute(sql)]

    def count(self, code_version: str | None = None) -> int:
        if code_version is None:
            return self._conn.execute("SELECT COUNT(*) FROM cells").fetchone()[0]
        return self._conn.execute("SELECT COUNT(*) FROM cells WHERE code_version = ?", (code_version,)).fetchone()[0]

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


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
