"""HiGHS back end: the model goes to ``highspy`` as numpy arrays in one call.

The hand-off is :func:`~schedbench.solvers.standard_form.compile_model`
followed by one ``Highs.passModel`` with the column-wise sparse matrix, never
variable by variable (DESIGN.md, "Performance habits": Pyomo's own HiGHS
interfaces spend 8-10 s handing over a 300,000-binary model).

HiGHS's log is captured through its logging callback instead of being
printed, so that the result's message can quote what HiGHS said about a MIP
start or an error.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from time import perf_counter, process_time
from typing import Any

import numpy as np

from schedbench.solvers.options import SolveOptions
from schedbench.solvers.result import SolveResult, SolveStatus, relative_gap
from schedbench.solvers.standard_form import StandardForm, compile_model, fill_unreferenced, load_values, start_values

NAME = "highs"

#: Feasibility tolerance used to decide an empty model (no columns) by hand,
#: HiGHS's default ``primal_feasibility_tolerance``.
EMPTY_ROW_TOL = 1e-7

#: HiGHS's own ``time_limit`` counts wall seconds, which a loaded machine
#: stretches, so the solve's time limit is enforced on this process's CPU
#: seconds instead (:class:`_CpuCap`, through HiGHS's interrupt callbacks);
#: HiGHS's wall-clock limit stays as a backstop at this multiple of it (the
#: harness's hung-worker factor).
WALL_BACKSTOP_FACTOR = 8.0
#: The message of a solve the CPU-time limit stopped (its first part names
#: the time limit, as HiGHS's own "Time limit reached" does).
CPU_LIMIT_MESSAGE = "Time limit reached (CPU seconds)"

#: Log lines worth quoting in ``SolveResult.message`` (HiGHS wording) ...
_LOG_KEYS = ("MIP start", "ERROR", "WARNING")
#: ... except this one, which every LP passed through the array overload gets.
_BENIGN = ("WARNING: No semi-integer/integer variables in model with non-empty integrality",)


def highs_available() -> bool:
    """True when ``highspy`` can be imported (checked without importing it)."""
    return importlib.util.find_spec("highspy") is not None


@dataclass(frozen=True)
class _Outcome:
    status: SolveStatus
    objective: float | None
    bound: float | None
    nodes: int | None
    x: np.ndarray | None
    message: str


def to_highs(form: StandardForm, options: SolveOptions, log: list[str] | None = None) -> Any:
    """A configured ``highspy.Highs`` holding ``form`` (the hand-off itself).

    ``log``, when given, collects HiGHS's log lines (the console stays quiet).
    """
    import highspy

    highs = highspy.Highs()
    if log is None:
        highs.setOptionValue("output_flag", False)
    else:
        highs.setOptionValue("output_flag", True)
        highs.setOptionValue("log_to_console", False)
        highs.cbLogging.subscribe(lambda event: log.append(event.message))
    highs.setOptionValue("time_limit", float(options.time_limit) * WALL_BACKSTOP_FACTOR)
    highs.setOptionValue("mip_rel_gap", float(options.mip_rel_gap))
    highs.setOptionValue("threads", int(options.threads))
    highs.setOptionValue("random_seed", int(options.seed))
    if options.node_limit is not None:
        highs.setOptionValue("mip_max_nodes", int(options.node_limit))

    matrix = form.matrix
    # HighsVarType: 0 continuous, 1 integer. The array overload of passModel
    # reads num_col entries, so an LP gets zeros too (HiGHS then logs a benign
    # warning, left out of the message by _quote).
    integrality = form.is_integer.astype(np.int32)
    status = highs.passModel(
        form.num_cols,
        form.num_rows,
        int(matrix.nnz),
        int(highspy.MatrixFormat.kColwise),
        int(highspy.ObjSense.kMaximize if form.maximize else highspy.ObjSense.kMinimize),
        float(form.offset),
        form.cost,
        form.col_lower,
        form.col_upper,
        form.row_lower,
        form.row_upper,
        matrix.indptr[:-1].astype(np.int32, copy=False),
        matrix.indices.astype(np.int32, copy=False),
        matrix.data,
        integrality,
    )
    if status == highspy.HighsStatus.kError:
        raise RuntimeError(f"HiGHS refused the model: {_quote(log)}")
    return highs


def lp_to_highs(cost, matrix, row_lower, row_upper, *, col_lower=None, col_upper=None, offset: float = 0.0,
                solver: str = "simplex", threads: int = 1, time_limit_s: float | None = None) -> Any:
    """A configured ``highspy.Highs`` holding the LP

        minimise cost x + offset  s.t.  row_lower <= matrix x <= row_upper,  col_lower <= x <= col_upper

    (columns default to [0, inf)), passed as arrays in one call, not run.
    The relaxations of the bound methods build their LPs as scipy sparse
    matrices and solve them here: output off, ``solver`` ("simplex", "ipm",
    ...) on ``threads`` threads, the time limit at least 0.01 s; numpy's
    infinities become HiGHS's. The caller runs it and reads status, value,
    duals or columns as it needs.
    """
    import highspy

    A = matrix.tocsc()
    ncol = A.shape[1]
    inf = highspy.kHighsInf

    def arr(values, default: float) -> np.ndarray:
        out = np.full(ncol, default) if values is None else np.asarray(values, dtype=np.float64)
        return np.clip(out, -inf, inf)

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("solver", solver)
    h.setOptionValue("threads", int(threads))
    if time_limit_s is not None:
        h.setOptionValue("time_limit", float(max(time_limit_s, 0.01)))
    h.passModel(int(ncol), int(A.shape[0]), int(A.nnz), int(highspy.MatrixFormat.kColwise),
                int(highspy.ObjSense.kMinimize), float(offset), np.asarray(cost, dtype=np.float64),
                arr(col_lower, 0.0), arr(col_upper, np.inf),
                np.clip(np.asarray(row_lower, dtype=np.float64), -inf, inf),
                np.clip(np.asarray(row_upper, dtype=np.float64), -inf, inf),
                A.indptr[:-1].astype(np.int32), A.indices.astype(np.int32), A.data.astype(np.float64),
                np.zeros(ncol, dtype=np.int32))  # all continuous (see to_highs)
    return h


def run_lp(h: Any, iterations: int, cap: Any) -> tuple[str, int, bool]:
    """Run the configured HiGHS LP ``h`` (:func:`lp_to_highs`) within
    ``iterations`` LP iterations: the work budget, simplex, interior point
    and crossover alike, deterministic with one thread. ``cap`` is the
    method's :class:`~schedbench.contracts.TimeCap`, only a safety cap on
    CPU seconds: read before the run and at HiGHS's simplex and IPM
    interrupt points during it (HiGHS's own time limit counts wall seconds,
    which a loaded machine stretches). Returns (HiGHS's model status,
    iterations used, whether the cap stopped it); an LP stopped by either
    limit has no bound to offer."""
    if cap.reached():
        return "stopped at the time cap", 0, True
    h.setOptionValue("simplex_iteration_limit", int(max(iterations, 0)))
    h.setOptionValue("ipm_iteration_limit", int(max(iterations, 0)))

    def interrupt(event: Any) -> None:
        if cap.reached():
            event.interrupt()

    h.cbSimplexInterrupt.subscribe(interrupt)
    h.cbIpmInterrupt.subscribe(interrupt)
    h.run()
    got = h.getInfo()
    used = int(got.simplex_iteration_count) + int(got.ipm_iteration_count) + int(got.crossover_iteration_count)
    return h.modelStatusToString(h.getModelStatus()), used, cap.hit


def solve_highs(model: Any, options: SolveOptions) -> SolveResult:
    """Solve ``model`` with HiGHS; timings split into hand-off, solve and load."""
    t0 = perf_counter()
    form = compile_model(model)
    log: list[str] = []
    highs = to_highs(form, options, log) if form.num_cols else None
    start_note = _pass_start(highs, form) if options.warm_start and highs is not None else ""
    t1 = perf_counter()
    outcome = _run(highs, form, options, log) if highs is not None else _solve_empty(form)
    t2 = perf_counter()
    if outcome.x is not None:
        load_values(form, outcome.x)
        fill_unreferenced(model, form.referenced, form.columns)
    t3 = perf_counter()
    message = "; ".join(part for part in (outcome.message, start_note) if part)
    return SolveResult(
        status=outcome.status,
        objective=outcome.objective,
        bound=outcome.bound,
        gap=relative_gap(outcome.objective, outcome.bound),
        wall_s=t3 - t0,
        handoff_s=t1 - t0,
        solver_s=t2 - t1,
        load_s=t3 - t2,
        nodes=outcome.nodes,
        solver=NAME,
        message=message,
    )


def _pass_start(highs: Any, form: StandardForm) -> str:
    """Hand the variables' current values to HiGHS as a (possibly partial) MIP start."""
    if not form.is_mip:
        return "warm start ignored (LP)"
    index, values = start_values(form)
    if index.size == 0:
        return "warm start requested but no variable has a value"
    status = highs.setSolution(int(index.size), index, values)
    return f"warm start: {index.size} of {form.num_cols} values passed ({status.name})"


class _CpuCap:
    """The solve's time limit on CPU seconds of this process (times its
    threads): HiGHS calls :meth:`__call__` at its MIP, simplex and IPM
    interrupt points, and the solve stops once the limit is used up. Load
    on the machine then changes the solve's wall time, not where it stops."""

    def __init__(self, seconds: float) -> None:
        self.end = process_time() + seconds
        self.hit = False

    def __call__(self, event: Any) -> None:
        if self.hit or process_time() >= self.end:
            self.hit = True
            event.interrupt()

    def attach(self, highs: Any) -> None:
        for callback in (highs.cbMipInterrupt, highs.cbSimplexInterrupt, highs.cbIpmInterrupt):
            callback.subscribe(self)


def _run(highs: Any, form: StandardForm, options: SolveOptions, log: list[str]) -> _Outcome:
    import highspy

    model_status = highspy.HighsModelStatus
    started = perf_counter()
    cap = _CpuCap(float(options.time_limit) * max(int(options.threads), 1))
    cap.attach(highs)
    status = highs.run()
    if status == highspy.HighsStatus.kError and highs.getModelStatus() == model_status.kNotset:
        # HiGHS fixes its thread pool size on first use; a later call asking
        # for another ``threads`` value fails before solving. Reset and retry.
        highspy.Highs.resetGlobalScheduler(True)
        status = highs.run()
    ms = highs.getModelStatus()
    info = highs.getInfo()
    interrupted = ms in (model_status.kInterrupt, getattr(model_status, "kHighsInterrupt", model_status.kInterrupt))
    text = CPU_LIMIT_MESSAGE if cap.hit and interrupted else highs.modelStatusToString(ms)
    note = _quote(log)
    message = f"{text}; {note}" if note else text
    has_x = info.primal_solution_status == highspy.kSolutionStatusFeasible
    objective = float(info.objective_function_value) if has_x else None
    x = np.asarray(highs.getSolution().col_value, dtype=float) if has_x else None
    nodes = int(info.mip_node_count) if form.is_mip and info.mip_node_count >= 0 else None
    mip_bound = _finite(info.mip_dual_bound) if form.is_mip else None

    if ms == model_status.kOptimal:
        bound = mip_bound if form.is_mip else objective
        return _Outcome(SolveStatus.OPTIMAL, objective, bound, nodes, x, message)
    if ms == model_status.kInfeasible:
        return _Outcome(SolveStatus.INFEASIBLE, None, None, nodes, None, message)
    if ms == model_status.kUnbounded:
        return _Outcome(SolveStatus.UNBOUNDED, None, None, nodes, None, message)
    if ms == model_status.kUnboundedOrInfeasible:
        remaining = options.time_limit - (perf_counter() - started)
        resolved = _unbounded_or_infeasible(highs, form, remaining)
        return _Outcome(resolved, None, None, nodes, None, f"{message}; feasibility check: {resolved.value}")
    limits = {
        model_status.kTimeLimit,
        model_status.kIterationLimit,
        model_status.kSolutionLimit,
        model_status.kInterrupt,
        model_status.kObjectiveBound,
        model_status.kObjectiveTarget,
        model_status.kMemoryLimit,
        getattr(model_status, "kHighsInterrupt", model_status.kInterrupt),  # not in highspy's stubs
    }
    if ms in limits or (ms == model_status.kUnknown and has_x):
        limited = SolveStatus.FEASIBLE if has_x else SolveStatus.NO_SOLUTION
        return _Outcome(limited, objective, mip_bound, nodes, x, message)
    return _Outcome(SolveStatus.ERROR, None, None, nodes, None, f"HiGHS status {text} (run: {status.name}); {note}")


def _unbounded_or_infeasible(highs: Any, form: StandardForm, remaining_s: float) -> SolveStatus:
    """Split HiGHS's 'unbounded or infeasible' by solving for feasibility alone.

    The status means no finite optimum exists; if the constraints have a
    feasible point the model is unbounded (for rational data this holds for
    MIPs too), otherwise it is infeasible. The check gets what is left of the
    time limit; undecided, the answer is ``NO_SOLUTION``.
    """
    import highspy

    if remaining_s <= 0:
        return SolveStatus.NO_SOLUTION
    n = form.num_cols
    highs.setOptionValue("time_limit", float(remaining_s))
    highs.changeColsCost(n, np.arange(n, dtype=np.int32), np.zeros(n))
    highs.run()
    ms = highs.getModelStatus()
    if ms == highspy.HighsModelStatus.kOptimal:
        return SolveStatus.UNBOUNDED
    if ms == highspy.HighsModelStatus.kInfeasible:
        return SolveStatus.INFEASIBLE
    return SolveStatus.NO_SOLUTION


def _solve_empty(form: StandardForm) -> _Outcome:
    """No columns left (every variable fixed): check the rows by hand.

    HiGHS answers such a model with 'model empty' and no objective, so the
    answer is computed here: every row's activity is zero.
    """
    feasible = bool(np.all(form.row_lower <= EMPTY_ROW_TOL) and np.all(form.row_upper >= -EMPTY_ROW_TOL))
    if not feasible:
        return _Outcome(SolveStatus.INFEASIBLE, None, None, None, None, "all variables fixed; a row is violated")
    return _Outcome(
        SolveStatus.OPTIMAL, form.offset, form.offset, None, np.zeros(0), "all variables fixed; nothing to solve"
    )


def _finite(value: float) -> float | None:
    value = float(value)
    return value if np.isfinite(value) else None


def _quote(log: list[str] | None) -> str:
    """The log lines a reader of the result needs (MIP start verdict, errors)."""
    if not log:
        return ""
    lines = (line.strip() for chunk in log for line in chunk.splitlines())
    picked = [line for line in lines if line.startswith(_LOG_KEYS) and not line.startswith(_BENIGN)]
    return "; ".join(dict.fromkeys(picked))
