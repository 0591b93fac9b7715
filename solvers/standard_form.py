"""Pyomo model <-> arrays: the compile behind the HiGHS hand-off, and the way back.

A model ``min/max c@x + offset  s.t.  row_lower <= A@x <= row_upper,
col_lower <= x <= col_upper, x_j integer for j in I`` is exactly what
``highspy.Highs.passModel`` takes, so the hand-off is one call with numpy
arrays once the model is in this form.

Why not Pyomo's ``LinearStandardFormCompiler`` directly: on the
300,000-binary assignment model of the benchmarks it takes 1.6-1.9 s on this
machine class (3-3.6 s on its first call in a process), and its output still
lacks the column bounds and integrality and splits every ranged row in two;
this compile produces everything ``passModel`` needs in 0.8-1.0 s. The
difference is the hot loop: formulations build their sums with Python's
``sum``, which Pyomo stores as a flat ``LinearExpression`` of
``coefficient * variable`` terms, and those terms are read here directly
instead of through the generic expression walker. Any expression that is not
such a flat sum of numeric coefficients times variables is handed, unchanged,
to Pyomo's own ``LinearRepnVisitor`` (the walker inside the standard-form
compiler), so nothing is approximated and anything nonlinear is still
refused. ``tests/test_solvers.py`` checks the arrays against Pyomo's own
evaluation of the objective and of every constraint at random points, on a
model holding every expression shape and on random models.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

import numpy as np
import pyomo.environ as pyo
import scipy.sparse as sp
from pyomo.common.gc_manager import PauseGC
from pyomo.common.numeric_types import native_numeric_types
from pyomo.core.base.block import BlockData
from pyomo.core.base.var import ScalarVar, VarData
from pyomo.core.expr.numeric_expr import LinearExpression, MonomialTermExpression
from pyomo.repn.linear import LinearRepnVisitor
from pyomo.repn.util import categorize_valid_components

from schedbench.errors import ValidationError

#: The classes a plain Pyomo variable has inside an expression.
_VAR_TYPES = frozenset({VarData, ScalarVar})

#: Component types a linear model may hold without changing its meaning
#: (the same list Pyomo's standard-form compiler accepts).
_PASSIVE_COMPONENTS = frozenset(
    {pyo.Block, pyo.Constraint, pyo.Var, pyo.Param, pyo.Expression, pyo.Set, pyo.RangeSet, pyo.ExternalFunction}
)

#: HiGHS indexes with 32-bit integers (``HighsInt``).
_MAX_INDEX = np.iinfo(np.int32).max


@dataclass(frozen=True, eq=False)
class StandardForm:
    """A linear model as arrays, with the Pyomo variable of every column.

    Rows keep both bounds (equality rows have ``row_lower == row_upper``,
    ranged rows stay one row); missing bounds are ``-inf`` / ``+inf``.
    ``columns[j]`` is the Pyomo variable of column ``j``. Fixed variables are
    not columns: their values are folded into ``offset`` and the row bounds.
    """

    maximize: bool
    offset: float
    cost: np.ndarray
    matrix: sp.csc_array
    row_lower: np.ndarray
    row_upper: np.ndarray
    col_lower: np.ndarray
    col_upper: np.ndarray
    is_integer: np.ndarray
    columns: tuple[VarData, ...]
    #: number of distinct model variables the compile met, fixed ones included
    referenced: int

    @property
    def num_cols(self) -> int:
        return len(self.columns)

    @property
    def num_rows(self) -> int:
        return int(self.row_lower.shape[0])

    @property
    def is_mip(self) -> bool:
        return bool(self.is_integer.any())


def active_objective(model: Any) -> Any:
    """The model's single active objective; a ``ValidationError`` otherwise.

    Checked before any work so that a formulation bug is reported as such and
    not as a solver failure.
    """
    if not isinstance(model, BlockData):
        raise ValidationError("model", "must be a Pyomo ConcreteModel (or block)", type(model).__name__)
    objectives = list(model.component_data_objects(pyo.Objective, active=True, descend_into=True))
    if len(objectives) != 1:
        names = [o.name for o in objectives]
        raise ValidationError("model", "must have exactly one active objective", names)
    return objectives[0]


def check_components(model: Any) -> None:
    """Refuse active components a linear solver would silently ignore (SOS, disjunctions, ...)."""
    _, unknown = categorize_valid_components(
        model, active=True, valid=set(_PASSIVE_COMPONENTS), targets={pyo.Objective, pyo.Suffix}
    )
    if unknown:
        names = sorted(c.name for comps in unknown.values() for c in comps)
        raise ValidationError("model", "holds active components that are not linear constraints", names)


class _TermCollector:
    """Turns linear expressions into (column indices, coefficients, constant).

    Columns are numbered in the order their variables are first met, which
    makes the compile deterministic for a deterministic model build. One
    collector per compile: nothing is shared between calls.
    """

    def __init__(self) -> None:
        self.column_of: dict[int, int] = {}
        self.columns: list[VarData] = []
        self._visitor: LinearRepnVisitor | None = None

    def terms(self, expr: Any, where: str) -> tuple[list[int], list[Any], float]:
        fast = self._flat_sum(expr)
        if fast is not None:
            return fast
        return self._walk(expr, where)

    def _column(self, var: VarData) -> int:
        key = id(var)
        j = self.column_of.get(key)
        if j is None:
            j = self.column_of[key] = len(self.columns)
            self.columns.append(var)
        return j

    def _flat_sum(self, expr: Any) -> tuple[list[int], list[Any], float] | None:
        """Read ``sum(c_i * x_i) + k`` directly; ``None`` for anything else.

        This is the hot loop of the hand-off (one pass per nonzero), hence
        the local names. Fixed variables are kept as columns here and folded
        into the bounds afterwards, all at once.
        """
        cls = expr.__class__
        if cls is LinearExpression:
            args = expr.args
        elif cls is MonomialTermExpression or cls in _VAR_TYPES:
            args = (expr,)
        else:
            return None
        column_of = self.column_of
        columns = self.columns
        numeric = native_numeric_types
        var_types = _VAR_TYPES
        monomial = MonomialTermExpression
        index: list[int] = []
        coef: list[Any] = []
        constant = 0.0
        for arg in args:
            arg_cls = arg.__class__
            if arg_cls is monomial:
                c, var = arg.args
                if c.__class__ not in numeric or var.__class__ not in var_types:
                    return None
            elif arg_cls in var_types:
                c, var = 1.0, arg
            elif arg_cls in numeric:
                constant += arg
                continue
            else:
                return None
            key = id(var)
            j = column_of.get(key)
            if j is None:
                j = column_of[key] = len(columns)
                columns.append(var)
            index.append(j)
            coef.append(c)
        return index, coef, constant

    def _walk(self, expr: Any, where: str) -> tuple[list[int], list[Any], float]:
        """Pyomo's own linear walker, for every expression the fast path does not read."""
        if self._visitor is None:
            self._visitor = LinearRepnVisitor({})
        visitor = self._visitor
        try:
            repn = visitor.walk_expression(expr)
        except Exception as exc:  # any walker failure is a modelling error
            raise ValidationError(where, f"cannot be read as a linear expression ({exc})", str(expr)) from exc
        if repn.nonlinear is not None:
            raise ValidationError(where, "must be linear (nonlinear terms found)", str(repn.nonlinear))
        var_map = visitor.var_map
        index = [self._column(var_map[vid]) for vid in repn.linear]
        return index, list(repn.linear.values()), float(repn.constant)


def compile_model(model: Any) -> StandardForm:
    """Compile a linear Pyomo model into a :class:`StandardForm`.

    Raises ``ValidationError`` for models no linear solver can take
    (no or several active objectives, nonlinear terms, unsupported domains,
    non-finite data, fixed variables without a value). The garbage collector
    is paused meanwhile, as in Pyomo's writers: the compile allocates
    millions of short-lived objects and none of them form cycles.
    """
    with PauseGC():
        return _compile(model)


def _compile(model: Any) -> StandardForm:
    objective = active_objective(model)
    check_components(model)
    collector = _TermCollector()
    obj_index, obj_coef, obj_constant = collector.terms(objective.expr, objective.name)

    row_index: list[int] = []
    row_coef: list[Any] = []
    indptr = [0]
    row_lower: list[float] = []
    row_upper: list[float] = []
    for con in model.component_data_objects(pyo.Constraint, active=True, descend_into=True):
        try:
            lb, body, ub = con.to_bounded_expression(evaluate_bounds=True)
        except ValueError as exc:  # InvalidConstraintError and non-finite bounds
            raise ValidationError(con.name, str(exc)) from exc
        if lb is None and ub is None:
            continue
        index, coef, constant = collector.terms(body, con.name)
        row_index += index
        row_coef += coef
        indptr.append(len(row_index))
        row_lower.append(-math.inf if lb is None else lb - constant)
        row_upper.append(math.inf if ub is None else ub - constant)

    columns = collector.columns
    if len(row_index) > _MAX_INDEX or len(columns) > _MAX_INDEX:
        raise ValidationError("model", "is too large for 32-bit solver indices", len(row_index))
    n = len(columns)
    matrix = _csc(row_coef, row_index, indptr, n)
    cost = np.bincount(
        np.asarray(obj_index, dtype=np.intp), weights=np.asarray(obj_coef, dtype=float), minlength=n
    ).astype(float, copy=False)
    lower = np.asarray(row_lower, dtype=float)
    upper = np.asarray(row_upper, dtype=float)
    offset = float(obj_constant)
    _require_finite(cost, "objective coefficients")
    _require_finite(matrix.data, "constraint coefficients")

    fixed = np.fromiter(map(attrgetter("fixed"), columns), dtype=bool, count=n)
    if fixed.any():
        matrix, cost, offset, lower, upper, columns = _fold_fixed(matrix, cost, offset, lower, upper, columns, fixed)
    col_lower, col_upper, is_integer = column_data(columns)
    return StandardForm(
        maximize=not objective.is_minimizing(),
        offset=offset,
        cost=cost,
        matrix=matrix,
        row_lower=lower,
        row_upper=upper,
        col_lower=col_lower,
        col_upper=col_upper,
        is_integer=is_integer,
        columns=tuple(columns),
        referenced=n,
    )


def _csc(coef: list[Any], index: list[int], indptr: list[int], n_cols: int) -> sp.csc_array:
    """Row lists -> canonical CSC (duplicates summed, explicit zeros dropped)."""
    data = np.asarray(coef, dtype=float)
    indices = np.asarray(index, dtype=np.int32)
    pointers = np.asarray(indptr, dtype=np.int64)
    matrix = sp.csr_array((data, indices, pointers), shape=(len(indptr) - 1, n_cols))
    matrix.sum_duplicates()
    matrix.eliminate_zeros()
    return matrix.tocsc()


def _require_finite(values: np.ndarray, what: str) -> None:
    if not np.isfinite(values).all():
        raise ValidationError("model", f"{what} must be finite", values[~np.isfinite(values)][:5].tolist())


def _fold_fixed(
    matrix: sp.csc_array,
    cost: np.ndarray,
    offset: float,
    lower: np.ndarray,
    upper: np.ndarray,
    columns: list[VarData],
    fixed: np.ndarray,
) -> tuple[sp.csc_array, np.ndarray, float, np.ndarray, np.ndarray, list[VarData]]:
    """Move fixed variables' contributions into the offset and row bounds."""
    fixed_idx = np.flatnonzero(fixed)
    values = [columns[j].value for j in fixed_idx.tolist()]
    missing = [columns[j].name for j, v in zip(fixed_idx.tolist(), values) if v is None]
    if missing:
        raise ValidationError(missing[0], "is fixed but has no value", None)
    x = np.asarray(values, dtype=float)
    shift = matrix[:, fixed_idx] @ x
    keep = ~fixed
    kept = [var for var, k in zip(columns, keep.tolist()) if k]
    return (
        matrix[:, keep],
        cost[keep],
        offset + float(cost[fixed_idx] @ x),
        lower - shift,
        upper - shift,
        kept,
    )


def column_data(columns: list[VarData] | tuple[VarData, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Bounds (``+-inf`` where missing) and integrality of each column.

    Integrality is decided once per distinct domain object (``Binary``,
    ``NonNegativeReals``, ... are shared), not once per variable.
    """
    n = len(columns)
    lower = np.array(list(map(attrgetter("lb"), columns)), dtype=float)  # None -> nan
    upper = np.array(list(map(attrgetter("ub"), columns)), dtype=float)
    lower[np.isnan(lower)] = -np.inf
    upper[np.isnan(upper)] = np.inf
    domains = list(map(attrgetter("domain"), columns))
    example = {id(d): v for d, v in zip(domains, columns)}
    integral = {key: _is_integer_domain(var) for key, var in example.items()}
    is_integer = np.fromiter((integral[id(d)] for d in domains), dtype=bool, count=n)
    return lower, upper, is_integer


def _is_integer_domain(var: VarData) -> bool:
    if var.is_integer():
        return True
    if var.is_continuous():
        return False
    raise ValidationError(var.name, "domain must be a continuous or an integer interval", str(var.domain))


def load_values(form: StandardForm, x: np.ndarray) -> None:
    """Write a solver's column values into the model's variables (see :func:`load_columns`)."""
    load_columns(form.columns, x, form.col_lower, form.col_upper, form.is_integer)


def load_columns(
    columns: list[VarData] | tuple[VarData, ...],
    x: np.ndarray,
    lower: np.ndarray,
    upper: np.ndarray,
    is_integer: np.ndarray,
) -> None:
    """Set ``columns[j]`` to ``x[j]``, clipped into its bounds, integers as exact ints.

    Solvers return values a tolerance outside bounds and integers as floats
    like 0.9999999; ``decode`` should see ``0 <= x <= 1`` and be able to use
    ``pyo.value(model.x[i])`` as an index or compare it with ``==``.
    """
    values = np.clip(np.asarray(x, dtype=float), lower, upper)
    out: list[Any] = values.tolist()
    int_idx = np.flatnonzero(is_integer)
    if int_idx.size:
        for j, v in zip(int_idx.tolist(), np.rint(values[int_idx]).tolist()):
            out[j] = int(v)
    for var, v in zip(columns, out):
        var.set_value(v, skip_validation=True)


def start_values(form: StandardForm) -> tuple[np.ndarray, np.ndarray]:
    """Column indices and values of the variables that currently have a value (a MIP start)."""
    current = np.array([v.value for v in form.columns], dtype=float)  # None -> nan
    index = np.flatnonzero(~np.isnan(current)).astype(np.int32)
    return index, current[index]


def fill_unreferenced(model: Any, referenced: int, columns: Iterable[VarData]) -> int:
    """Give a value to model variables no constraint or objective mentions.

    Any value within bounds is optimal for such a variable; we take the one
    closest to zero so that ``decode`` never reads ``None``. Skipped (one
    cheap count) when every variable was referenced. Returns how many
    variables were filled.
    """
    total = sum(len(c) for c in model.component_objects(pyo.Var, active=True, descend_into=True))
    if total <= referenced:
        return 0
    seen = {id(v) for v in columns}
    filled = 0
    for var in model.component_data_objects(pyo.Var, active=True, descend_into=True):
        if var.value is None and not var.fixed and id(var) not in seen:
            var.set_value(_closest_to_zero(var), skip_validation=True)
            filled += 1
    return filled


def _closest_to_zero(var: VarData) -> float | int:
    lb, ub = var.bounds
    value: float = 0.0
    if lb is not None and value < lb:
        value = lb
    if ub is not None and value > ub:
        value = ub
    if var.is_integer():
        return int(math.ceil(value)) if value > 0 else int(math.floor(value)) if value < 0 else 0
    return value
