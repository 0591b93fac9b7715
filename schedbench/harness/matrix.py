"""Cells and matrices (DESIGN.md, "Harness").

A **cell** is one method run on one generated instance under one budget:
(problem, size, instance seed, method, method seed, budget), plus the
generator options. A **matrix** is a list of cells. It comes from a TOML
file or from command-line flags; both go through the same validation, and
every error names the table/key (or the flag) and the rule it breaks::

    matrix.toml: problems.cuckoo-packing.sizes[2]: must be a positive integer (got -4)

The TOML schema (every key but ``problems.<name>`` is optional)::

    description = "free text"

    [defaults]                   # apply to every problem unless it overrides them
    time_limit_s = 20            # 0.01 to 1e7: the solver's limit; the harness kills at
                                 # time_limit_s * HARD_LIMIT_FACTOR + grace (executor.py)
    seeds = [0, 1, 2]            # instance seeds (0 to 2**31 - 1), one instance per (size, seed)
    method_seeds = [0]           # seeds handed to the methods (Budget.seed)
    threads = 1                  # 1 to 1024
    solver = "highs"             # highs | cbc
    mip_rel_gap = 1e-6           # in [0, 1)
    work = 1                     # > 0, at most 10,000: scales every method's work budget (contracts.Budget)
    node_limit = 100000          # 1 to 1e9: branch-and-bound nodes of a MILP (default: none)

    [problems.cuckoo-packing]    # one table per registered problem
    sizes = [8, 16, 32]          # positive integers; default: the problem's default sizes
    methods = ["milp", "greedy"] # default: every method of the problem
    max_size = { milp = 64 }     # per-method size caps; override MethodSpec.max_size
    options = { w = 0.6 }        # generator options (ProblemSpec.generator_options)
    grid = { interference = [1.5, 2, 3] }  # option sweeps: one array of values per
                                 # generator option; the cells are repeated for
                                 # every combination (the product, keys in sorted
                                 # order), each combination merged into ``options``
    # ... and any key of [defaults], overriding it for this problem

A ``grid`` key must not also appear in ``options`` and its arrays must not
repeat a value; every value is checked like an ``options`` value. Each cell
carries its full option set (:attr:`Cell.options`), which the store records
in the ``options`` column, so reports group by it; a matrix without
``grid`` expands exactly as before.

A method whose cap (``max_size`` of the matrix, else ``MethodSpec.max_size``)
is below a size is not scheduled at that size; :attr:`Matrix.notes` says so.

A matrix is counted before it is expanded (:func:`cell_count`): more than
``validation.MAX_CELLS`` cells are one error naming the file (or the
flags), and a seed range on the command line is counted before its seeds
are listed.
"""

from __future__ import annotations

import itertools
import math
import tomllib
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from importlib.resources import files
from pathlib import Path
from typing import Any

from schedbench.contracts import Budget
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.registry import ProblemSpec, Registry, registry
from schedbench.validation import MAX_CELLS, MAX_INT, check_cell_count, check_size_fits, is_number

#: The matrix ``schedbench run`` runs when given no matrix and no --problem.
DEFAULT_MATRIX_NAME = "default.toml"

#: Solver names a budget may name: ``schedbench.solvers.KNOWN_SOLVERS``,
#: repeated here because importing the solvers layer costs over a second of
#: Pyomo imports (tests/test_harness.py checks that the two agree).
SOLVER_NAMES = ("highs", "cbc")

#: Budget fields a matrix may set, with their defaults (contracts.Budget).
_BUDGET_DEFAULTS = Budget()
DEFAULT_SEEDS = (0,)
DEFAULT_METHOD_SEEDS = (0,)

#: The shortest time limit of a cell, in seconds. HiGHS and CBC take any
#: positive limit, so this floor is ours: below a hundredth of a second no
#: method gets past its own set-up (building the smallest MILP and handing
#: it to the solver takes longer), so a cell would measure nothing but a
#: time-cap stop whose numbers depend on the machine.
MIN_TIME_LIMIT_S = 0.01
#: The longest time limit (about 116 days): far beyond any cell, and small
#: enough that the CPU-time limit the harness derives from it (1.5 x + 10 s)
#: fits the operating system's limit type.
MAX_TIME_LIMIT_S = 1e7
SECONDS_PER_DAY = 86400.0
#: The relative MIP gap must stay below 1: at a gap of 1 a solver may call
#: any feasible solution optimal (|objective - bound| <= |objective|), and
#: the status ``optimal`` would mean nothing.
MAX_MIP_REL_GAP = 1.0
#: The largest seed (instance or method): HiGHS's ``random_seed`` is a
#: 32-bit integer (``schedbench.solvers.options.MAX_SEED``; a test checks
#: that they agree); instance seeds take the same rule, so that a seed means
#: the same range everywhere.
MAX_SEED = 2_147_483_647
#: The most threads a cell takes: far above any machine's cores, and small
#: enough that a typo does not start millions of threads or processes
#: (blossom-pruned runs its windows in that many processes).
MAX_THREADS = 1024
#: The largest work factor: the largest budget a method hands HiGHS as an
#: integer option is 200,000 LP iterations (CASTOR's kind LP), and 10,000 x
#: that stays within HiGHS's 32-bit integer options (2,147,483,647); the
#: shipped matrices use at most 34.
MAX_WORK = 10_000.0
#: The largest node limit: what the solver layer takes (``validation.MAX_INT``;
#: HiGHS's ``mip_max_nodes`` is a 32-bit integer).
MAX_NODE_LIMIT = MAX_INT

_TOP_KEYS = ("description", "defaults", "problems")
_SETTING_KEYS = ("time_limit_s", "seeds", "method_seeds", "threads", "solver", "mip_rel_gap", "work", "node_limit")
_PROBLEM_KEYS = ("sizes", "methods", "max_size", "options", "grid", *_SETTING_KEYS)


@dataclass(frozen=True)
class Cell:
    """One method run on one instance under one budget.

    The method seed is ``budget.seed``; the instance is
    ``spec.generate(size=size, seed=instance_seed, **dict(options))``.
    """

    problem: str
    size: int
    instance_seed: int
    method: str
    budget: Budget
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def method_seed(self) -> int:
        return self.budget.seed

    def label(self) -> str:
        opts = "".join(f" {k}={v}" for k, v in self.options)
        return (
            f"{self.problem} size={self.size} seed={self.instance_seed}{opts} "
            f"{self.method} (method seed {self.method_seed}, {self.budget.key()})"
        )


@dataclass(frozen=True)
class Matrix:
    """A list of cells, where they came from, and what was left out."""

    cells: tuple[Cell, ...]
    source: str
    notes: tuple[str, ...] = ()
    description: str = ""

    def __len__(self) -> int:
        return len(self.cells)

    def with_budget(self, **changes: Any) -> Matrix:
        """The same matrix with budget fields replaced in every cell."""
        if not changes:
            return self
        cells = tuple(replace(c, budget=replace(c.budget, **changes)) for c in self.cells)
        return replace(self, cells=cells)


# ----------------------------------------------------------------- checkers
# Local versions of validation.py's checkers: the rules are worded for TOML
# ("array", "table") and for flags, and all of them take the display path.


def known_solvers() -> tuple[str, ...]:
    return SOLVER_NAMES


def _positive_int(value: Any, path: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ValidationError(path, "must be a positive integer", value)
    return value


def _nonneg_int(value: Any, path: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValidationError(path, "must be a non-negative integer", value)
    return value


def check_seed(value: Any, path: str) -> int:
    """An instance or method seed: an integer in [0, :data:`MAX_SEED`]."""
    _nonneg_int(value, path)
    if value > MAX_SEED:
        raise ValidationError(path, f"must be at most {MAX_SEED:,} (a 32-bit seed)", value)
    return value


def _bounded_int(value: Any, path: str, maximum: int, why: str) -> int:
    _positive_int(value, path)
    if value > maximum:
        raise ValidationError(path, f"must be at most {maximum:,} ({why})", value)
    return value


def _array(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValidationError(path, "must be an array", value)
    if not value:
        raise ValidationError(path, "must not be empty", value)
    return value


def _table(value: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ValidationError(path, "must be a table", value)
    return value


def _unique(items: Sequence[Any], path: str) -> None:
    seen: set[Any] = set()
    for i, item in enumerate(items):
        if item in seen:
            raise ValidationError(f"{path}[{i}]", "must not repeat an earlier element", item)
        seen.add(item)


def _int_list(value: Any, path: str, check: Callable[[Any, str], int]) -> tuple[int, ...]:
    items = _array(value, path)
    out = tuple(check(v, f"{path}[{i}]") for i, v in enumerate(items))
    _unique(out, path)
    return out


def _known_keys(table: Mapping[str, Any], allowed: Sequence[str], path: Callable[[str], str]) -> None:
    for key in table:
        if key not in allowed:
            raise ValidationError(path(key), f"is not a known key (known: {', '.join(allowed)})", table[key])


def check_setting(key: str, value: Any, path: str) -> Any:
    """Validate one budget or seed setting of a matrix (a file's key or a
    flag: ``path`` names it); returns the normalised value. The one place
    where the ranges of the budget's fields are checked."""
    if key == "time_limit_s":
        if not is_number(value) or math.isnan(value) or value <= 0 or value == float("inf"):
            raise ValidationError(path, "must be a positive finite number of seconds", value)
        if value < MIN_TIME_LIMIT_S:
            raise ValidationError(path, f"must be at least {MIN_TIME_LIMIT_S:g} seconds (no method gets past its "
                                  "set-up in less)", value)
        if value > MAX_TIME_LIMIT_S:
            raise ValidationError(path, f"must be at most {MAX_TIME_LIMIT_S:,.0f} seconds (about "
                                  f"{MAX_TIME_LIMIT_S / SECONDS_PER_DAY:.0f} days): a cell's CPU-time limit is made "
                                  "from it", value)
        return float(value)
    if key in ("seeds", "method_seeds"):
        return _int_list(value, path, check_seed)
    if key == "seed":
        return check_seed(value, path)
    if key == "threads":
        return _bounded_int(value, path, MAX_THREADS, "more than any machine's cores")
    if key == "solver":
        solvers = known_solvers()
        if not isinstance(value, str) or value not in solvers:
            raise ValidationError(path, f"must be one of {', '.join(solvers)}", value)
        return value
    if key == "mip_rel_gap":
        if not is_number(value) or math.isnan(value) or not 0 <= value < MAX_MIP_REL_GAP:
            raise ValidationError(path, f"must be a number in [0, {MAX_MIP_REL_GAP:g}) (at a gap of 1 any feasible "
                                  "solution would count as optimal)", value)
        return float(value)
    if key == "work":
        if not is_number(value) or math.isnan(value) or value <= 0 or value == float("inf"):
            raise ValidationError(path, "must be a positive finite number (1 = each method's declared work budget)", value)
        if value > MAX_WORK:
            raise ValidationError(path, f"must be at most {MAX_WORK:,.0f} (the solvers' iteration and node limits "
                                  "made from it are 32-bit integers)", value)
        return float(value)
    if key == "node_limit":
        return _bounded_int(value, path, MAX_NODE_LIMIT, "the solvers' limit")
    raise AssertionError(key)  # pragma: no cover


# ------------------------------------------------------------------ parsing


@dataclass(frozen=True)
class _ProblemPlan:
    spec: ProblemSpec
    sizes: tuple[int, ...]
    methods: tuple[str, ...]
    caps: Mapping[str, int]
    option_sets: tuple[tuple[tuple[str, Any], ...], ...]
    settings: Mapping[str, Any]


def _key_path(prefix: str) -> Callable[[str], str]:
    """``key -> "prefix.key"``: where an error in a problem table points."""
    return lambda key: f"{prefix}.{key}"


def _parse_problem(
    spec: ProblemSpec,
    table: Mapping[str, Any],
    defaults: Mapping[str, Any],
    path: Callable[[str], str],
) -> _ProblemPlan:
    _known_keys(table, _PROBLEM_KEYS, path)
    settings = dict(defaults)
    for key in _SETTING_KEYS:
        if key in table:
            settings[key] = check_setting(key, table[key], path(key))

    sizes = _int_list(table["sizes"], path("sizes"), _positive_int) if "sizes" in table else spec.default_sizes

    if "methods" in table:
        items = _array(table["methods"], path("methods"))
        for i, name in enumerate(items):
            if not isinstance(name, str) or name not in spec.methods:
                raise ValidationError(
                    f"{path('methods')}[{i}]",
                    f"must be a method of {spec.name} (known: {', '.join(spec.methods)})",
                    name,
                )
        _unique(items, path("methods"))
        methods = tuple(items)
    else:
        methods = tuple(spec.methods)

    caps: dict[str, int] = {}
    if "max_size" in table:
        for name, cap in _table(table["max_size"], path("max_size")).items():
            where = f"{path('max_size')}.{name}"
            if name not in spec.methods:
                raise ValidationError(where, f"must name a method of {spec.name} (known: {', '.join(spec.methods)})", name)
            caps[name] = _positive_int(cap, where)

    options: dict[str, Any] = {}
    if "options" in table:
        for name, value in _table(table["options"], path("options")).items():
            where = f"{path('options')}.{name}"
            check_generator_option(spec, name, value, where)
            options[name] = value
    grid = _parse_grid(spec, table["grid"], path("grid"), options) if "grid" in table else {}
    return _ProblemPlan(spec, tuple(sizes), methods, caps, option_sets(options, grid), settings)


def _parse_grid(
    spec: ProblemSpec, value: Any, where: str, options: Mapping[str, Any]
) -> dict[str, tuple[Any, ...]]:
    """``grid = { name = [v1, v2], ... }``: each name a generator option not
    already fixed in ``options``, each array non-empty, valid values, no repeats."""
    grid: dict[str, tuple[Any, ...]] = {}
    for name, values in _table(value, where).items():
        at = f"{where}.{name}"
        if name not in spec.generator_options:
            known = ", ".join(spec.generator_options) or "none"
            raise ValidationError(at, f"is not a generator option of {spec.name} (known: {known})", name)
        if name in options:
            raise ValidationError(at, "must not also be set in options (give it in one of them)", name)
        items = _array(values, at)
        for i, item in enumerate(items):
            check_generator_option(spec, name, item, f"{at}[{i}]")
        seen: set[tuple[str, Any]] = set()
        for i, item in enumerate(items):  # 1, 1.0 and true compare equal: key on the type too
            if (type(item).__name__, item) in seen:
                raise ValidationError(f"{at}[{i}]", "must not repeat an earlier element", item)
            seen.add((type(item).__name__, item))
        grid[name] = tuple(items)
    combinations = math.prod(len(values) for values in grid.values())
    if combinations > MAX_CELLS:
        raise ValidationError(where, f"gives {combinations:,} option sets: at most {MAX_CELLS:,} (the cells of one "
                              "matrix)", combinations)
    return grid


def option_sets(
    options: Mapping[str, Any], grid: Mapping[str, Sequence[Any]]
) -> tuple[tuple[tuple[str, Any], ...], ...]:
    """Every combination of the ``grid`` values (keys in sorted order, the
    product in the order the arrays give), merged into ``options``; each a
    sorted tuple of (name, value). Without a grid: just ``options``."""
    names = sorted(grid)
    out = []
    for combo in itertools.product(*(grid[n] for n in names)):
        merged = {**options, **dict(zip(names, combo))}
        out.append(tuple(sorted(merged.items())))
    return tuple(out)


def _capped(plan: _ProblemPlan, method: str, size: int) -> bool:
    """Whether ``method`` is not scheduled at ``size`` (above its cap)."""
    cap = plan.caps.get(method, plan.spec.methods[method].max_size)
    return cap is not None and size > cap


def cell_count(plans: Sequence[_ProblemPlan]) -> int:
    """The cells ``plans`` would expand into, counted without expanding them."""
    cells = 0
    for plan in plans:
        scheduled = sum(not _capped(plan, m, size) for size in plan.sizes for m in plan.methods)
        cells += len(plan.option_sets) * len(plan.settings["seeds"]) * len(plan.settings["method_seeds"]) * scheduled
    return cells


def _expand(plans: Sequence[_ProblemPlan], source: str, description: str = "", where: str = "problems") -> Matrix:
    """The cells of ``plans``: refused first when a size cannot fit in
    memory (:func:`~schedbench.validation.check_size_fits`, naming the
    problem) or when there are too many cells (naming ``where``:
    :func:`~schedbench.validation.check_cell_count`)."""
    for plan in plans:
        for size in plan.sizes:
            if any(not _capped(plan, method, size) for method in plan.methods):
                check_size_fits(size, f"{plan.spec.name} size")
    check_cell_count(cell_count(plans), where)
    cells: list[Cell] = []
    notes: list[str] = []
    for plan in plans:
        s = plan.settings
        for method in plan.methods:
            cap = plan.caps.get(method, plan.spec.methods[method].max_size)
            skipped = [n for n in plan.sizes if cap is not None and n > cap]
            if skipped:
                origin = "the matrix's max_size" if method in plan.caps else "the method's size cap"
                notes.append(
                    f"{plan.spec.name}/{method}: size(s) {', '.join(map(str, skipped))} skipped "
                    f"(above {origin} {cap}; --max-size {method}=N, or max_size = {{ {method} = N }} "
                    "in a matrix file, includes them)"
                )
        for options, size, seed, method, mseed in itertools.product(
            plan.option_sets, plan.sizes, s["seeds"], plan.methods, s["method_seeds"]
        ):
            if _capped(plan, method, size):
                continue
            budget = Budget(
                time_limit_s=s["time_limit_s"],
                threads=s["threads"],
                seed=mseed,
                mip_rel_gap=s["mip_rel_gap"],
                solver=s["solver"],
                work=s["work"],
                node_limit=s["node_limit"],
            )
            cells.append(Cell(plan.spec.name, size, seed, method, budget, options))
    return Matrix(tuple(cells), source, tuple(notes), description)


def _base_settings() -> dict[str, Any]:
    return {
        "time_limit_s": _BUDGET_DEFAULTS.time_limit_s,
        "seeds": DEFAULT_SEEDS,
        "method_seeds": DEFAULT_METHOD_SEEDS,
        "threads": _BUDGET_DEFAULTS.threads,
        "solver": _BUDGET_DEFAULTS.solver,
        "mip_rel_gap": _BUDGET_DEFAULTS.mip_rel_gap,
        "work": _BUDGET_DEFAULTS.work,
        "node_limit": _BUDGET_DEFAULTS.node_limit,
    }


def parse_matrix(data: Any, source: str = "<matrix>", reg: Registry | None = None) -> Matrix:
    """Validate a parsed TOML document and expand it into cells.

    Raises :class:`ValidationError` (with ``source`` as its file) on the first
    broken rule.
    """
    try:
        return _parse_matrix(data, source, reg or registry())
    except ValidationError as err:
        raise err.with_source(source) from None


def _parse_matrix(data: Any, source: str, reg: Registry) -> Matrix:
    doc = _table(data, "<root>")
    _known_keys(doc, _TOP_KEYS, lambda k: k)
    description = doc.get("description", "")
    if not isinstance(description, str):
        raise ValidationError("description", "must be a string", description)
    defaults = _base_settings()
    if "defaults" in doc:
        table = _table(doc["defaults"], "defaults")
        _known_keys(table, _SETTING_KEYS, lambda k: f"defaults.{k}")
        for key, value in table.items():
            defaults[key] = check_setting(key, value, f"defaults.{key}")
    if "problems" not in doc:
        raise ValidationError("problems", "is required (one [problems.<name>] table per problem)", None)
    problems = _table(doc["problems"], "problems")
    if not problems:
        raise ValidationError("problems", "must name at least one problem", {})
    plans = []
    for name, table in problems.items():
        if name not in reg.names():
            raise ValidationError(
                f"problems.{name}", f"must be a registered problem (known: {', '.join(reg.names()) or 'none'})", name
            )
        table = _table(table, f"problems.{name}")
        plans.append(_parse_problem(reg.get(name), table, defaults, _key_path(f"problems.{name}")))
    return _expand(plans, source, description)


def load_matrix_file(path: str | Path, reg: Registry | None = None) -> Matrix:
    """Read, validate and expand a TOML matrix file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SchedbenchError(f"{path}: cannot be read ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise SchedbenchError(f"{path}: is not UTF-8 text (byte {exc.start})") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise SchedbenchError(f"{path}: not valid TOML: {exc}") from None
    return parse_matrix(data, str(path), reg)


def default_matrix_path() -> Path:
    """The packaged default matrix (``schedbench/matrices/default.toml``)."""
    return Path(str(files("schedbench") / "matrices" / DEFAULT_MATRIX_NAME))


def load_default_matrix(reg: Registry | None = None) -> Matrix:
    return load_matrix_file(default_matrix_path(), reg)


# -------------------------------------------------------------------- flags


def parse_int_list(text: str, flag: str, *, positive: bool) -> tuple[int, ...]:
    """``"8,16,32"`` -> ``(8, 16, 32)``; ranges ``"0-2"`` are allowed. The
    values are counted before a range is expanded: more than
    :data:`~schedbench.validation.MAX_CELLS` (the cells of one matrix) are
    refused at once."""
    bounds: list[tuple[int, int]] = []
    items = [t.strip() for t in text.split(",")]
    count = 0
    for i, item in enumerate(items):
        where = f"{flag}[{i}]"
        rule = "must be a positive integer" if positive else "must be a non-negative integer"
        lo, sep, hi = item.partition("-")
        try:
            pair = (int(lo), int(hi)) if sep and lo else (int(item), int(item))
        except ValueError:
            raise ValidationError(where, rule, item) from None
        if pair[1] < pair[0]:
            raise ValidationError(where, "range must not be decreasing", item)
        if pair[0] < (1 if positive else 0):
            raise ValidationError(where, rule, item)
        count += pair[1] - pair[0] + 1
        if count > MAX_CELLS:
            raise ValidationError(where, f"gives {count:,} values: at most {MAX_CELLS:,} (each is at least one cell, "
                                  "and a matrix has at most that many; run it in parts on the same store)", item)
        bounds.append(pair)
    out = [v for lo_, hi_ in bounds for v in range(lo_, hi_ + 1)]
    if len(set(out)) != len(out):
        raise ValidationError(flag, "must not repeat a value", text)
    return tuple(out)


def parse_name_list(text: str, flag: str) -> tuple[str, ...]:
    items = tuple(t.strip() for t in text.split(","))
    for i, item in enumerate(items):
        if not item:
            raise ValidationError(f"{flag}[{i}]", "must be a non-empty name", text)
    if len(set(items)) != len(items):
        raise ValidationError(flag, "must not repeat a name", text)
    return items


def methods_per_problem(problems: Sequence[str], text: str, flag: str = "--methods") -> dict[str, tuple[str, ...]]:
    """The methods of each problem named by ``--methods``.

    Names before any ``PROBLEM:`` prefix go to every problem; ``PROBLEM:NAME``
    starts that problem's own list, and the plain names after it join it
    (``cuckoo-packing:milp,blossom,cuckoo-joint:list-ls``). A problem that
    gets no name is an error, as is a prefix that is not among ``problems``
    or a name given twice to one problem."""
    entries = tuple(t.strip() for t in text.split(","))
    shared: list[str] = []
    own: dict[str, list[str]] = {}
    current: str | None = None
    for i, entry in enumerate(entries):
        name = entry
        if ":" in entry:
            current, _, name = (part.strip() for part in entry.partition(":"))
            if current not in problems:
                raise ValidationError(f"{flag}[{i}]", f"must prefix a problem given with --problem ({', '.join(problems)})",
                                      entry)
        if not name:
            raise ValidationError(f"{flag}[{i}]", "must be a non-empty name", text)
        (shared if current is None else own.setdefault(current, [])).append(name)
    out: dict[str, tuple[str, ...]] = {}
    for problem in problems:
        names = [*shared, *own.get(problem, ())]
        if not names:
            raise ValidationError(flag, f"names no method of {problem} (add {problem}:METHOD or a name for every problem)",
                                  text)
        if len(set(names)) != len(names):
            raise ValidationError(flag, f"must not give {problem} a name twice", text)
        out[problem] = tuple(names)
    return out


def _option_types(generate: Any) -> dict[str, type]:
    """Parameter name -> int / float / str / bool, from ``generate``'s annotations
    (parameters with any other annotation are left to the generator)."""
    try:
        hints = typing.get_type_hints(generate)
    except Exception:  # noqa: BLE001 -- unresolvable annotations: nothing to check against
        return {}
    return {name: hint for name, hint in hints.items() if hint in (int, float, str, bool)}


def check_generator_option(spec: ProblemSpec, name: str, value: Any, where: str) -> None:
    """``name=value`` is a generator option of ``spec`` of the type its
    generator declares (an int where it takes a float is fine), or one
    :class:`ValidationError` naming ``where``."""
    known = list(spec.generator_options)
    if name not in known:
        raise ValidationError(where, f"is not a generator option of {spec.name} (known: {', '.join(known) or 'none'})", name)
    if not isinstance(value, (int, float, str, bool)):
        raise ValidationError(where, "must be a number, a string or a boolean", value)
    want: Any = _option_types(spec.generate).get(name)
    ok = {
        None: True,
        bool: isinstance(value, bool),
        int: isinstance(value, int) and not isinstance(value, bool),
        float: isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value),
        str: isinstance(value, str),
    }[want]
    if not ok:
        words = {bool: "true or false", int: "an integer", float: "a finite number", str: "a string"}[want]
        raise ValidationError(where, f"must be {words}", value)


def parse_scalar(text: str) -> Any:
    """A flag value as TOML would read it: int, float, bool, else the string."""
    low = text.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


def parse_assignments(items: Sequence[str], flag: str) -> dict[str, Any]:
    """``["w=0.6", "gpus=8"]`` -> ``{"w": 0.6, "gpus": 8}``."""
    out: dict[str, Any] = {}
    for i, item in enumerate(items):
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValidationError(f"{flag}[{i}]", "must have the form key=value", item)
        if key in out:
            raise ValidationError(f"{flag}[{i}]", f"sets {key} twice", item)
        out[key] = parse_scalar(value.strip())
    return out


def matrix_from_flags(
    problems: Sequence[str],
    *,
    sizes: Sequence[int] | None = None,
    seeds: Sequence[int] | None = None,
    methods: Sequence[str] | Mapping[str, Sequence[str]] | None = None,
    method_seeds: Sequence[int] | None = None,
    time_limit_s: float | None = None,
    threads: int | None = None,
    solver: str | None = None,
    mip_rel_gap: float | None = None,
    work: float | None = None,
    node_limit: int | None = None,
    max_size: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
    reg: Registry | None = None,
) -> Matrix:
    """The matrix ``problems x sizes x seeds x methods`` given on the command
    line. ``methods`` is one list for every problem, or a list per problem
    (:func:`methods_per_problem`). Errors name the flag
    (``--sizes[1]: must be a positive integer``)."""
    reg = reg or registry()
    flag_of = {
        "sizes": "--sizes",
        "methods": "--methods",
        "seeds": "--seeds",
        "method_seeds": "--method-seeds",
        "time_limit_s": "--time-limit",
        "threads": "--threads",
        "solver": "--solver",
        "mip_rel_gap": "--mip-rel-gap",
        "work": "--work",
        "node_limit": "--node-limit",
        "max_size": "--max-size",
        "options": "--option",
    }
    table: dict[str, Any] = {}
    per_problem = methods if isinstance(methods, Mapping) else None
    for key, value in (
        ("sizes", sizes),
        ("methods", None if per_problem is not None else methods),
        ("seeds", seeds),
        ("method_seeds", method_seeds),
        ("time_limit_s", time_limit_s),
        ("threads", threads),
        ("solver", solver),
        ("mip_rel_gap", mip_rel_gap),
        ("work", work),
        ("node_limit", node_limit),
        ("max_size", max_size),
        ("options", options),
    ):
        if value is not None:
            table[key] = list(value) if isinstance(value, (tuple, list)) else value
    plans = []
    for name in problems:
        if name not in reg.names():
            raise ValidationError("--problem", f"must be a registered problem (known: {', '.join(reg.names()) or 'none'})", name)
        own = table if per_problem is None else {**table, "methods": list(per_problem.get(name, ()))}
        plans.append(_parse_problem(reg.get(name), own, _base_settings(), lambda k: flag_of[k]))
    return _expand(plans, "command line", where="--sizes x --seeds x --methods x --method-seeds")
