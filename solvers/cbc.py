"""CBC back end, the cross-check: PuLP's bundled CBC binary on the file Pyomo writes.

The model is written once by Pyomo's own writer (numeric labels), not by our
standard-form compile, so that a disagreement between HiGHS and CBC also
catches a fault in either translation (DESIGN.md, "Solver call": no second
copy of any formulation). CBC runs as a subprocess in a temporary folder that
is removed afterwards, and is killed if it overruns the time limit by more
than a grace period.

The file is Pyomo's CPLEX-LP file, not its MPS file, for two measured reasons
(CBC 2.10.3, PuLP's binary; Pyomo 6.10):

* CBC's MPS reader misreads Pyomo's first ``BV BOUND x1`` line when the
  BOUNDS section holds binaries only, i.e. on every pure-binary model
  ("No match for column", "Current model not valid"; checked with 1 to 10
  binaries), and it ignores the ``OBJSENSE MAX`` section, so it would
  silently minimise a maximisation model. The LP reader takes both; it is
  also the format Pyomo's own CBC interface uses.
* Pyomo's LP writer is twice as fast as its MPS writer (3.8 s against 8.0 s
  for the 300,000-binary assignment model).

``export_model`` still writes MPS for other solvers (highspy reads it).

Other facts about CBC that shape this module:

* A maximisation LP file is turned into minimisation by CBC's reader: the
  solution file and the summary give the objective in the model's sense,
  while the progress lines (``best possible``) are in CBC's minimisation
  sense and are negated here.
* ``-threads 1`` switches on CBC's threaded code, which now and then waits
  for twice the time limit on a tiny model (1 run in 15); one thread is
  CBC's default serial mode, so ``-threads`` is passed only for 2 or more.
* ``-randomCbcSeed 0`` means "seed from the clock"; seed 0 therefore keeps
  CBC's fixed default seed and other seeds are passed as they are.
* ``-timeMode elapsed`` makes ``-sec`` wall-clock time (the default counts
  CPU time).
"""

from __future__ import annotations

import math
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter
from typing import Any

import numpy as np
from pyomo.core.base.var import VarData
from pyomo.opt import ProblemFormat

from schedbench.errors import ValidationError
from schedbench.extras import install_line
from schedbench.solvers.options import SolveOptions
from schedbench.solvers.result import SolveResult, SolveStatus, relative_gap
from schedbench.solvers.standard_form import (
    active_objective,
    check_components,
    column_data,
    fill_unreferenced,
    load_columns,
)

NAME = "cbc"

#: Seconds CBC may run past ``time_limit`` (reading the LP file, writing the
#: solution) before it is killed.
KILL_GRACE_S = 5.0
#: ... plus this fraction of the limit, since CBC's clock starts after the read.
KILL_GRACE_FRACTION = 0.1
#: CBC prints 1e50 for "no value".
_CBC_INFINITY = 1e49

_FLOAT = r"([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?inf)"
_PARTIAL = re.compile(
    rf"Partial search - best objective {_FLOAT} \(best possible {_FLOAT}\), took \d+ iterations and (\d+) nodes"
)
_COMPLETED = re.compile(rf"Search completed - best objective {_FLOAT}, took \d+ iterations and (\d+) nodes")
_PROGRESS = re.compile(rf"After (\d+) nodes, \d+ on tree, {_FLOAT} best solution, best possible {_FLOAT}")
_ENUMERATED = re.compile(r"^Enumerated nodes:\s+(\d+)", re.MULTILINE)
_INCUMBENT = re.compile(rf"Integer solution of {_FLOAT} found")
_RESULT = re.compile(r"^Result - (.*)$", re.MULTILINE)
_MIPSTART = re.compile(r"(MIPStart provided solution with cost \S+|Warning: mipstart values could not be used[^\n]*)")


def cbc_path() -> Path | None:
    """The CBC binary: PuLP's bundled one, else a ``cbc`` on ``PATH``; ``None`` if neither runs.

    The bundled path is read from the class attribute, because instantiating
    ``PULP_CBC_CMD`` emits PuLP 3.3's deprecation warning (PuLP 4 drops the
    bundled binary; then only a ``cbc`` on ``PATH`` is found).
    """
    candidates: list[str] = []
    try:
        import pulp

        bundled = getattr(getattr(pulp, "PULP_CBC_CMD", None), "pulp_cbc_path", None)
        if bundled:
            candidates.append(bundled)
    except Exception:  # PuLP missing or broken: look on PATH only
        pass
    on_path = shutil.which("cbc")
    if on_path:
        candidates.append(on_path)
    for candidate in candidates:
        exe = Path(candidate).resolve()
        if exe.is_file() and os.access(exe, os.X_OK):
            return exe
    return None


@dataclass(frozen=True)
class CbcLog:
    """What CBC's standard output says about the search, in the model's sense."""

    bound: float | None
    nodes: int | None
    incumbent: float | None
    result: str
    mipstart: str


def parse_log(text: str, maximize: bool) -> CbcLog:
    """Bound, node count, last incumbent and verdict from CBC's standard output.

    Works on a partial log too (CBC killed): the last progress line wins.
    """
    sign = -1.0 if maximize else 1.0  # CBC's progress lines are in its minimisation sense
    bound: float | None = None
    nodes: int | None = None
    for match in _PROGRESS.finditer(text):
        nodes = int(match.group(1))
        bound = _value(match.group(3), sign)
    partial = _last(_PARTIAL, text)
    if partial is not None:
        bound = _value(partial.group(2), sign)
        nodes = int(partial.group(3))
    completed = _last(_COMPLETED, text)
    if completed is not None:
        nodes = int(completed.group(2))
    enumerated = _last(_ENUMERATED, text)
    if enumerated is not None:
        nodes = int(enumerated.group(1))
    incumbent = _last(_INCUMBENT, text)
    result = _last(_RESULT, text)
    mipstart = _last(_MIPSTART, text)
    return CbcLog(
        bound=bound,
        nodes=nodes,
        incumbent=_value(incumbent.group(1), sign) if incumbent else None,
        result=result.group(1).strip() if result else "",
        mipstart=mipstart.group(1) if mipstart else "",
    )


def _last(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    matches = list(pattern.finditer(text))
    return matches[-1] if matches else None


def _value(token: str, sign: float) -> float | None:
    value = float(token)
    return sign * value if math.isfinite(value) and abs(value) < _CBC_INFINITY else None


@dataclass(frozen=True)
class CbcSolution:
    """The solution file: its status line, objective and values by column name."""

    header: str
    objective: float | None
    values: dict[str, float]


def read_solution(path: Path) -> CbcSolution:
    """Parse CBC's ``-solu`` file (``index name value reduced-cost`` lines).

    Lines of values outside their bounds start with ``**``; rows and columns
    share the format, the caller keeps the names it knows.
    """
    with path.open() as handle:
        header = handle.readline().strip()
        values: dict[str, float] = {}
        for line in handle:
            tokens = line.split()
            if tokens and tokens[0] == "**":
                tokens = tokens[1:]
            if len(tokens) >= 3:
                values[tokens[1]] = float(tokens[2])
    objective = None
    if "objective value" in header:
        objective = _value(header.rsplit(None, 1)[-1], 1.0)
    return CbcSolution(header=header, objective=objective, values=values)


def status_of(header: str) -> SolveStatus:
    """Map the solution file's first line to a status (wording of CbcSolver.cpp)."""
    if header.startswith("Optimal"):
        return SolveStatus.OPTIMAL
    if header.startswith(("Infeasible", "Integer infeasible", "PrimalInfeasible")):
        return SolveStatus.INFEASIBLE
    if header.startswith(("Unbounded", "Integer unbounded", "DualInfeasible", "Dual infeasible")):
        return SolveStatus.UNBOUNDED
    if header.startswith("Stopped on difficulties"):
        return SolveStatus.ERROR
    if header.startswith("Stopped on"):
        if "no integer solution" in header:
            return SolveStatus.NO_SOLUTION
        return SolveStatus.FEASIBLE
    return SolveStatus.ERROR


def build_command(exe: Path, problem: Path, solution: Path, options: SolveOptions, start: Path | None) -> list[str]:
    """CBC's command line; the order matters (CBC acts on each token in turn)."""
    cmd = [str(exe), str(problem)]
    cmd += ["-sec", repr(float(options.time_limit)), "-timeMode", "elapsed", "-ratio", repr(float(options.mip_rel_gap))]
    if options.threads > 1:
        cmd += ["-threads", str(options.threads)]
    if options.seed > 0:
        cmd += ["-randomCbcSeed", str(options.seed)]
    if options.node_limit is not None:
        cmd += ["-maxNodes", str(options.node_limit)]
    if start is not None:
        cmd += ["-mips", str(start)]
    cmd += ["-solve", "-printingOptions", "all", "-solu", str(solution)]
    return cmd


def write_problem(model: Any, path: Path) -> dict[str, VarData]:
    """Pyomo's LP file of ``model``; returns the model's variables by their name in the file."""
    try:
        _, smap_id = model.write(str(path), format=ProblemFormat.cpxlp, io_options={"symbolic_solver_labels": False})
    except OSError:
        raise
    except Exception as exc:  # the writer refuses models it cannot express
        raise ValidationError("model", f"cannot be written as an LP file ({exc})") from exc
    try:
        by_symbol = model.solutions.symbol_map[smap_id].bySymbol
        # the writer's own ONE_VAR_CONSTANT (objective offset) belongs to no block
        return {
            name: obj for name, obj in by_symbol.items() if isinstance(obj, VarData) and obj.parent_block() is not None
        }
    finally:
        model.solutions.delete_symbol_map(smap_id)


def write_start(path: Path, variables: dict[str, VarData]) -> int:
    """A CBC mipstart file (``index name value``) of the variables that have a value.

    Integer values are rounded (CBC rounds them too); returns how many were written.
    """
    lines: list[str] = []
    for name, var in variables.items():
        value = var.value
        if value is None or not math.isfinite(value):
            continue
        if var.is_integer():
            value = round(value)
        lines.append(f"{len(lines)} {name} {float(value)!r}\n")
    path.write_text("".join(lines))
    return len(lines)


def solve_cbc(model: Any, options: SolveOptions) -> SolveResult:
    """Solve ``model`` with CBC; ``UNAVAILABLE`` when the binary is missing."""
    t0 = perf_counter()
    exe = cbc_path()
    if exe is None:
        return _result(SolveStatus.UNAVAILABLE, t0, t0, t0, t0, message=install_line("cbc", "--solver cbc"))
    objective = active_objective(model)
    check_components(model)
    maximize = not objective.is_minimizing()
    with tempfile.TemporaryDirectory(prefix="schedbench-cbc-") as tmp:
        folder = Path(tmp)
        problem, solution, start = folder / "model.lp", folder / "model.sol", folder / "start.sol"
        variables = write_problem(model, problem)
        n_start = write_start(start, variables) if options.warm_start else 0
        t1 = perf_counter()
        cmd = build_command(exe, problem, solution, options, start if n_start else None)
        grace = KILL_GRACE_S + KILL_GRACE_FRACTION * options.time_limit
        killed = False
        try:
            proc = subprocess.run(
                cmd, cwd=folder, capture_output=True, text=True, timeout=options.time_limit + grace, check=False
            )
            stdout, stderr, returncode = proc.stdout, proc.stderr, proc.returncode
        except subprocess.TimeoutExpired as exc:
            killed = True
            stdout, stderr, returncode = _text(exc.stdout), _text(exc.stderr), None
        t2 = perf_counter()
        log = parse_log(stdout, maximize)
        notes = [f"warm start: {n_start} values written" if options.warm_start else "", log.mipstart]
        if killed or not solution.is_file():
            why = "killed after overrunning time_limit + grace" if killed else f"exit code {returncode}"
            status = SolveStatus.NO_SOLUTION if killed else SolveStatus.ERROR
            tail = _tail(stderr or stdout)
            seen = f"last incumbent {log.incumbent!r} (values lost)" if killed and log.incumbent is not None else ""
            message = "; ".join(p for p in [f"CBC {why}", log.result, seen, *notes, tail if not killed else ""] if p)
            t3 = perf_counter()
            return _result(status, t0, t1, t2, t3, bound=log.bound, nodes=log.nodes, message=message)
        answer = read_solution(solution)
    status = status_of(answer.header)
    objective_value = answer.objective if status.has_solution else None
    bound = _bound(status, objective_value, log)
    if status.has_solution:
        _load(model, variables, answer.values)
    t3 = perf_counter()
    message = "; ".join(p for p in [answer.header, log.result, *notes] if p)
    return _result(status, t0, t1, t2, t3, objective_value, bound, log.nodes, message)


def _bound(status: SolveStatus, objective: float | None, log: CbcLog) -> float | None:
    """CBC proves optimality (within ``-ratio``) without printing a bound; use the objective then."""
    if status == SolveStatus.OPTIMAL:
        return objective
    if status in (SolveStatus.FEASIBLE, SolveStatus.NO_SOLUTION):
        return log.bound
    return None


def _load(model: Any, variables: dict[str, VarData], values: dict[str, float]) -> None:
    """Set the values CBC reported; variables missing from the LP file get a neutral value."""
    names = [name for name in variables if name in values]
    columns = [variables[name] for name in names]
    x = np.array([values[name] for name in names], dtype=float)
    lower, upper, is_integer = column_data(columns)
    load_columns(columns, x, lower, upper, is_integer)
    fill_unreferenced(model, len(columns), columns)


def _result(
    status: SolveStatus,
    t0: float,
    t1: float,
    t2: float,
    t3: float,
    objective: float | None = None,
    bound: float | None = None,
    nodes: int | None = None,
    message: str = "",
) -> SolveResult:
    return SolveResult(
        status=status,
        objective=objective,
        bound=bound,
        gap=relative_gap(objective, bound),
        wall_s=t3 - t0,
        handoff_s=t1 - t0,
        solver_s=t2 - t1,
        load_s=t3 - t2,
        nodes=nodes,
        solver=NAME,
        message=message,
    )


def _text(data: bytes | str | None) -> str:
    if data is None:
        return ""
    return data.decode(errors="replace") if isinstance(data, bytes) else data


def _tail(text: str, lines: int = 5) -> str:
    return " | ".join(line.strip() for line in text.strip().splitlines()[-lines:])
