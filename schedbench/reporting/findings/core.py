"""The findings framework: stored cells, regimes, a paired bootstrap and verdicts.

The shape of a paper's claims module
------------------------------------
Each paper's claims are one module of this package (``cuckoo.py``,
``asrpt.py``, ``gimbal.py``, ``horus.py``, ``castor.py``) that defines:

``VIEW``
    a :class:`ProblemView`: how that problem's stored cells form regimes
    (every generator option that changes the workload, normalised against the
    generator's defaults, so a cell without an option and a cell with its
    default value fall in one regime, and two cells that differ in any
    workload option never do), instances within a regime (the instance
    seed, plus the size or other options where a regime pools several) and
    method variants (an option such as A-SRPT's ``predictor`` that changes
    only what one method sees).
``CLAIMS``
    a tuple of :class:`Claim`: per claim the quoted sentence and where it is
    in the paper, the paper's value, the :class:`Effect` computed per
    instance from the stored cells of the methods it compares, the
    :class:`Rule` (None for a measurement that carries no verdict), the
    paper's own regime (``primary``) with every difference from the paper's
    setting, the cause as we read it and the sweep matrices that feed it.
``SENSITIVITY``
    the SYNTHETIC generator options that the sensitivity sweeps
    (``schedbench/matrices/sensitivity-<paper>-<option>.toml``) move 2x
    either way; the main page reads the cells at their defaults.
``NOT_SWEPT``
    one sentence naming the SYNTHETIC labels no sweep moves.

(``PRIMARY``, ``DIFFERENCES`` and ``MATRICES`` hold what the claims share.)
A claim that no registered problem's cells can feed (HORUS Table 4, Sec.
3.2's premise, CASTOR Sec. 9.5) goes in ``STUDY_CLAIMS``, and the module's
``study_cells()`` computes its cells (of a pseudo-problem named by the
claim's view) when the page is written; such a claim names the command that
recomputes it (``Claim.command``). Adding a paper is its module plus its
entry in :data:`schedbench.reporting.findings.page.PAPERS`.

:func:`evaluate` turns a claim and the cells into one :class:`RegimeResult`
per regime: the effect's mean (or median, or ratio of means) over the
instances with a 95% confidence interval from a paired bootstrap
(:func:`estimate`: the effect is computed per instance from the methods on
that same instance, then the instances are resampled), and the verdict of
:func:`judge`.

The verdict rule (:func:`judge`)
--------------------------------
A :class:`Rule` orients the effect: ``sense = +1`` when the paper's side is
above ``null`` (the value where the paper's direction flips: 0 for a
difference, the paper's bound for an "only x% worse" claim), ``-1`` when it
is below. With the interval [lo, hi] on that orientation:

* **holds**: the interval lies on the paper's side of ``null`` and, where the
  paper states a magnitude, reaches it;
* **direction holds, magnitude not**: on the paper's side, but the interval
  ends short of the paper's magnitude (it excludes it);
* **fails**: the interval lies on the other side, or excludes the paper's
  magnitude while touching the other side;
* **inconclusive**: anything else, and every regime with fewer than
  :data:`MIN_SEEDS` instances (no verdict rests on a handful of seeds).

A claim may also say that a regime cannot test it (``testable``): then the
verdict is **not testable here**, whatever the interval.
"""

from __future__ import annotations

import inspect
import json
import math
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from typing import Any

import numpy as np

from schedbench.harness import Store

#: Two-sided confidence level of every interval on the page.
CONFIDENCE = 0.95
#: Bootstrap resamples per interval (scipy's default).
N_RESAMPLES = 9999
#: The bootstrap's seed: the same cells give the same intervals on any machine.
BOOTSTRAP_SEED = 2024
#: Fewest instances behind a holds / fails verdict. The sweep matrices run 10
#: instance seeds per regime where a cell costs under 10 s, else at least 5.
MIN_SEEDS = 5
#: Relative tolerance under which two values are one (a degenerate interval).
SAME_TOL = 1e-12

Columns = tuple[list[float], ...]
#: One instance of a regime: method (or method variant) -> its cell.
Unit = Mapping[str, "Cell"]


# ------------------------------------------------------------------ cells


@dataclass(frozen=True)
class Cell:
    """One stored cell, reduced to what the claims read."""

    problem: str
    size: int
    seed: int
    method: str
    options: Mapping[str, Any]
    objective: float | None
    feasible: bool
    metrics: Mapping[str, Any]
    info: Mapping[str, Any]
    code_version: str = ""
    status: str = "feasible"
    wall_s: float = 0.0
    bound: float | None = None


def load_cells(store: Store) -> list[Cell]:
    """Every stored cell; where one cell (problem, size, instance seed,
    options, method, method seed, budget) was run at several code versions,
    the newest run. Options compare as regimes do (:func:`_canonical`: an
    option given as 4 by one run and 4.0 by another is one cell, not two).
    The page lists the code versions it read."""
    newest: dict[tuple[Any, ...], dict[str, Any]] = {}
    for r in store.rows():
        options = sorted((k, _canonical(v)) for k, v in (r["options"] or {}).items())
        key = (r["problem"], r["size"], r["instance_seed"], json.dumps(options), r["method"], r["seed"], r["budget_key"])
        if key not in newest or r["finished_at"] > newest[key]["finished_at"]:
            newest[key] = r
    return [
        Cell(r["problem"], int(r["size"]), int(r["instance_seed"]), r["method"], dict(r["options"] or {}),
             r["objective"], bool(r["feasible"]), dict(r["metrics"] or {}), dict(r["info"] or {}), r["code_version"],
             str(r.get("status") or ""), float(r.get("wall_s") or 0.0), r.get("bound"))
        for r in newest.values()
    ]


# ------------------------------------------------------------------ regimes


@cache
def generator_defaults(problem: str) -> dict[str, Any]:
    """The default of every generator option of a registered problem (from
    its ``generate`` signature): a cell without an option ran at this value."""
    from schedbench.registry import registry

    sig = inspect.signature(registry().get(problem).generate)
    return {name: p.default for name, p in sig.parameters.items()
            if p.kind is inspect.Parameter.KEYWORD_ONLY and p.default is not inspect.Parameter.empty}


def _canonical(value: Any) -> Any:
    """Numbers as floats (TOML's 1 and 1.0 are one regime), the rest as is."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        return float(value)
    return json.dumps(value, sort_keys=True)


RegimeKey = tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class ProblemView:
    """How one problem's cells form regimes, instances and method variants.

    ``variant_options``: options that change what one method sees, not the
    workload (A-SRPT's ``predictor``): a cell at a non-default value is the
    method variant ``method@value`` of the same instance. ``unit_options``:
    options that tell instances of one regime apart (GIMBAL's Table 3
    ``combination``), like the seed. ``size_in_regime``: False where a regime
    pools several sizes (GIMBAL's random 2- and 3-job sets). ``derived``:
    regime values computed from the options (GIMBAL: Table 3 or random
    sets). ``synthetic_only``: options of the synthetic workload that a trace
    workload ignores (its value is then None). ``hidden``: options never
    printed in a regime's name (a trace file given by path). ``order``: the
    options named first in a regime's text. ``defaults``: the generator's
    option defaults (default: read from the registry).
    """

    problem: str
    variant_options: tuple[str, ...] = ()
    unit_options: tuple[str, ...] = ()
    size_in_regime: bool = True
    derived: Mapping[str, Callable[[Mapping[str, Any]], Any]] = field(default_factory=dict)
    synthetic_only: tuple[str, ...] = ()
    hidden: tuple[str, ...] = ("data",)
    order: tuple[str, ...] = ()
    defaults: Mapping[str, Any] | None = None

    def option_defaults(self) -> dict[str, Any]:
        return dict(self.defaults) if self.defaults is not None else generator_defaults(self.problem)

    def options(self, cell: Cell) -> dict[str, Any]:
        """The cell's full option set: the generator's defaults, the cell's
        options over them, trace options at the trace loader's defaults."""
        from schedbench.instances import traces

        opts = {**self.option_defaults(), **cell.options}
        workload = opts.get("workload")
        # a problem's own synthetic workloads (HORUS's w-small / w-large) take no trace options
        if workload in traces.WORKLOADS and workload != "synthetic":
            t = traces.trace_options(workload, opts.get("data"), opts.get("window_h"), opts.get("compression"),
                                     opts.get("sample"), opts.get("venus_arrivals"))
            assert t is not None  # a trace workload
            opts.update(window_h=t["window_h"], compression=t["compression"], sample=t["how"])
            opts["venus_arrivals"] = t["venus_arrivals"] if workload == "venus" else None
            for name in self.synthetic_only:
                opts[name] = None
        return {k: _canonical(v) for k, v in opts.items()}

    def regime(self, cell: Cell) -> RegimeKey:
        """The regime of a cell: every option that changes the workload."""
        opts = self.options(cell)
        skip = set(self.variant_options) | set(self.unit_options)
        items = {k: v for k, v in opts.items() if k not in skip}
        for name, fn in self.derived.items():
            items[name] = fn(opts)
        if self.size_in_regime:
            items["size"] = float(cell.size)
        return tuple(sorted(items.items()))

    def key_of(self, values: Mapping[str, Any]) -> RegimeKey:
        """The regime key of an option set (a claim's ``primary``; ``size``
        included where regimes have one)."""
        opts = {k: v for k, v in values.items() if k != "size" and k not in self.derived}
        probe = Cell(self.problem, int(values.get("size", 0)), 0, "", opts, None, True, {}, {})
        given = {k: _canonical(v) for k, v in values.items() if k in self.derived}
        return tuple((k, given.get(k, v)) for k, v in self.regime(probe))

    def unit(self, cell: Cell) -> tuple[Any, ...]:
        """The instance of a cell within its regime."""
        opts = self.options(cell)
        extra = tuple(opts.get(k) for k in self.unit_options)
        return ((cell.size,) if not self.size_in_regime else ()) + (cell.seed,) + extra

    def variant(self, cell: Cell) -> str:
        """``method``, or ``method@value`` for a non-default variant option."""
        opts = self.options(cell)
        defaults = {k: _canonical(v) for k, v in self.option_defaults().items()}
        tags = [str(opts[k]) for k in self.variant_options if opts.get(k) != defaults.get(k)]
        return "@".join([cell.method, *tags])

    def show(self, key: RegimeKey, keys: Sequence[str] | None = None) -> str:
        """``name=value, ...`` of a regime: the named ``keys`` (default: all)
        that are set and, unless named in ``order``, not the generator's
        default; the ``order`` first."""
        values = dict(key)
        defaults = {k: _canonical(v) for k, v in self.option_defaults().items()}
        if keys is None:
            keys = list(values)
        keys = [k for k in keys if k in values and values[k] is not None and k not in self.hidden
                and (k in self.order or k not in defaults or values[k] != defaults[k])]
        names = [k for k in self.order if k in keys] + sorted(k for k in keys if k not in self.order)
        return ", ".join(f"{k}={fmt_value(values[k])}" for k in names)


def fmt_value(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


# ------------------------------------------------------------------ statistics


class Statistic(str, Enum):
    """What summarises a regime's per-instance values."""

    MEAN = "mean"  # of one column
    MEDIAN = "median"  # of one column
    RATIO_OF_MEANS = "ratio of means"  # mean(column 0) / mean(column 1)

    def of(self, *columns: np.ndarray, axis: int = -1) -> np.ndarray:
        if self is Statistic.MEAN:
            return np.mean(columns[0], axis=axis)
        if self is Statistic.MEDIAN:
            return np.median(columns[0], axis=axis)
        return np.mean(columns[0], axis=axis) / np.mean(columns[1], axis=axis)


@dataclass(frozen=True)
class Estimate:
    """A statistic over ``n`` instances with its confidence interval."""

    n: int
    value: float
    low: float
    high: float


def estimate(columns: Columns, statistic: Statistic = Statistic.MEAN, *, confidence: float = CONFIDENCE,
             n_resamples: int = N_RESAMPLES, seed: int = BOOTSTRAP_SEED) -> Estimate | None:
    """The statistic of aligned per-instance columns and its ``confidence``
    interval by a paired bootstrap over the instances (scipy's BCa
    interval; the percentile interval where BCa is undefined). One instance
    gives no interval (None); identical values give a point."""
    from scipy.stats import bootstrap

    data = tuple(np.asarray(c, dtype=float) for c in columns)
    n = len(data[0])
    if n == 0 or any(len(c) != n for c in data):
        return None
    value = float(statistic.of(*data))
    if n < 2:
        return None
    if all(np.ptp(c) <= SAME_TOL * max(1.0, float(np.max(np.abs(c)))) for c in data):
        return Estimate(n, value, value, value)
    kwargs: dict[str, Any] = {"paired": True, "vectorized": True, "axis": -1, "confidence_level": confidence,
                              "n_resamples": n_resamples}
    seed_kw = "rng" if "rng" in inspect.signature(bootstrap).parameters else "random_state"
    lo = hi = float("nan")
    for method in ("BCa", "percentile"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # BCa on a degenerate resample: fall back below
            res = bootstrap(data, statistic.of, method=method, **kwargs, **{seed_kw: np.random.default_rng(seed)})
        lo, hi = float(res.confidence_interval.low), float(res.confidence_interval.high)
        if math.isfinite(lo) and math.isfinite(hi):
            break
    return Estimate(n, value, min(lo, value), max(hi, value))


# ------------------------------------------------------------------ verdicts


class Outcome(str, Enum):
    HOLDS = "holds"
    DIRECTION_ONLY = "direction holds, magnitude not"
    FAILS = "fails"
    INCONCLUSIVE = "inconclusive"
    NOT_TESTABLE = "not testable here"
    MEASUREMENT = "measurement"
    NOT_MEASURED = "not measured"


#: Outcomes that are a verdict against the paper (the opposite of ``holds``).
AGAINST = (Outcome.FAILS, Outcome.DIRECTION_ONLY)


@dataclass(frozen=True)
class Rule:
    """How an effect is judged against the paper.

    ``null``: where the paper's direction flips; ``sense``: +1 when the
    paper's side is above ``null``, -1 below; ``magnitude``: the effect the
    paper states, on its side of ``null`` (None where it states only a
    direction or a bound); ``text``: the rule in words for the page.
    """

    null: float
    sense: int
    text: str
    magnitude: float | None = None

    def __post_init__(self) -> None:
        if self.sense not in (1, -1):
            raise ValueError(f"Rule.sense: must be +1 or -1 (got {self.sense})")
        if self.magnitude is not None and self.sense * (self.magnitude - self.null) <= 0:
            raise ValueError(f"Rule.magnitude: must lie on the paper's side of null (got {self.magnitude})")


@dataclass(frozen=True)
class Verdict:
    outcome: Outcome
    why: str = ""

    @property
    def text(self) -> str:
        return self.outcome.value


def judge(est: Estimate | None, rule: Rule | None, *, min_seeds: int = MIN_SEEDS) -> Verdict:
    """The verdict of one regime (module docstring: the rule)."""
    if rule is None:
        return Verdict(Outcome.MEASUREMENT, "no verdict")
    if est is None:
        return Verdict(Outcome.INCONCLUSIVE, "fewer than 2 instances")
    if est.n < min_seeds:
        return Verdict(Outcome.INCONCLUSIVE, f"{est.n} instances, fewer than {min_seeds}")
    s = rule.sense
    lo, hi = sorted((s * (est.low - rule.null), s * (est.high - rule.null)))
    m = None if rule.magnitude is None else s * (rule.magnitude - rule.null)
    side = "above" if s > 0 else "below"
    other = "below" if s > 0 else "above"
    if lo > 0:
        if m is None or hi >= m:
            return Verdict(Outcome.HOLDS, f"interval {side} {fmt_value(rule.null)}"
                           + ("" if m is None else f" and reaches {fmt_value(rule.magnitude)}"))
        return Verdict(Outcome.DIRECTION_ONLY, f"interval {side} {fmt_value(rule.null)} but short of "
                       f"{fmt_value(rule.magnitude)}")
    if hi < 0:
        return Verdict(Outcome.FAILS, f"interval {other} {fmt_value(rule.null)}")
    if m is not None and hi < m:
        return Verdict(Outcome.FAILS, f"interval excludes {fmt_value(rule.magnitude)}")
    return Verdict(Outcome.INCONCLUSIVE, f"interval contains {fmt_value(rule.null)}")


# ------------------------------------------------------------------ claims


@dataclass(frozen=True)
class Effect:
    """What a claim measures per instance.

    ``columns`` maps a regime's instances (each a method -> cell map holding
    every method of the claim's ``requires``) to aligned per-instance
    columns; ``statistic`` summarises them. ``unit`` and ``digits`` format
    the numbers (``"{:+.1f}"`` style with ``signed``).
    """

    label: str
    columns: Callable[[Sequence[Unit]], Columns]
    statistic: Statistic = Statistic.MEAN
    unit: str = ""
    digits: int = 1
    signed: bool = True

    def fmt(self, v: float) -> str:
        if not math.isfinite(v):
            return "n/a"
        return (f"{v:+.{self.digits}f}" if self.signed else f"{v:.{self.digits}f}") + self.unit

    def fmt_estimate(self, est: Estimate | None) -> str:
        if est is None:
            return "n/a"
        return f"{self.fmt(est.value)} [{self.fmt(est.low)}, {self.fmt(est.high)}]"


def per_instance(fn: Callable[[Unit], float | None]) -> Callable[[Sequence[Unit]], Columns]:
    """Columns of one effect computed on each instance alone (None: left out)."""

    def columns(units: Sequence[Unit]) -> Columns:
        out = []
        for u in units:
            v = fn(u)
            if v is not None and math.isfinite(v):
                out.append(float(v))
        return (out,)

    return columns


def metric_mean(units: Sequence[Unit], method: str, name: str) -> float | None:
    """The mean of a metric of ``method``'s cells (None if any lacks it)."""
    vals = [u[method].metrics.get(name) for u in units]
    if not vals or any(v is None for v in vals):
        return None
    return float(np.mean([float(v) for v in vals if v is not None]))


def _everything(_: Cell) -> bool:
    return True


@dataclass(frozen=True)
class Claim:
    """One sentence of a paper, tested per regime (module docstring)."""

    key: str
    title: str
    source: str
    quote: str
    paper_value: str
    view: ProblemView
    effect: Effect
    rule: Rule | None
    primary: Mapping[str, Any] | None
    differences: tuple[str, ...]
    cause: str
    matrices: tuple[str, ...]
    requires: tuple[str, ...]
    select: Callable[[Cell], bool] = _everything
    also: tuple[Effect, ...] = ()
    testable: Callable[[Sequence[Unit]], str | None] | None = None
    context: Callable[[Sequence[Unit]], str] | None = None
    no_verdict: str = ""
    extra: Callable[[Sequence[Cell]], list[str]] | None = None
    figure_lines: tuple[tuple[float, str], ...] = ()
    #: The command that recomputes a claim computed in-process (no matrices).
    command: str = ""


@dataclass(frozen=True)
class RegimeResult:
    key: RegimeKey
    units: int
    estimate: Estimate | None
    verdict: Verdict
    also: tuple[Estimate | None, ...] = ()
    context: str = ""
    primary: bool = False


@dataclass(frozen=True)
class ClaimResult:
    claim: Claim
    regimes: tuple[RegimeResult, ...]
    extra: tuple[str, ...] = ()

    @property
    def primary(self) -> RegimeResult | None:
        return next((r for r in self.regimes if r.primary), None)

    @property
    def sweeps(self) -> tuple[RegimeResult, ...]:
        return tuple(r for r in self.regimes if not r.primary)

    @property
    def verdict(self) -> Verdict:
        """The claim's verdict: its primary regime's (not measured without it)."""
        p = self.primary
        if p is not None:
            return p.verdict
        if self.claim.rule is None and self.regimes:
            return Verdict(Outcome.MEASUREMENT, "no verdict")
        return Verdict(Outcome.NOT_MEASURED, "no cells of the paper's regime")


def group(cells: Sequence[Cell], view: ProblemView) -> dict[RegimeKey, dict[tuple[Any, ...], dict[str, Cell]]]:
    """Regime -> instance -> method variant -> cell (cells with an objective)."""
    out: dict[RegimeKey, dict[tuple[Any, ...], dict[str, Cell]]] = {}
    for c in cells:
        if c.problem != view.problem or c.objective is None:
            continue
        out.setdefault(view.regime(c), {}).setdefault(view.unit(c), {})[view.variant(c)] = c
    return out


def evaluate(claim: Claim, cells: Sequence[Cell]) -> ClaimResult:
    """Every regime of ``cells`` where the claim's methods ran, primary first."""
    chosen = [c for c in cells if c.problem == claim.view.problem and claim.select(c)]
    primary = claim.view.key_of(claim.primary) if claim.primary is not None else None
    results = []
    for key, units in group(chosen, claim.view).items():
        paired = [u for _, u in sorted(units.items(), key=lambda kv: tuple(map(str, kv[0])))
                  if all(m in u for m in claim.requires)]
        if not paired:
            continue
        est = estimate(claim.effect.columns(paired), claim.effect.statistic)
        reason = claim.testable(paired) if claim.testable is not None else None
        verdict = Verdict(Outcome.NOT_TESTABLE, reason) if reason and claim.rule is not None else judge(est, claim.rule)
        also = tuple(estimate(e.columns(paired), e.statistic) for e in claim.also)
        context = claim.context(paired) if claim.context is not None else ""
        results.append(RegimeResult(key, len(paired), est, verdict, also, context, key == primary))
    results.sort(key=lambda r: (not r.primary, tuple((k, str(v)) for k, v in r.key)))
    extra = tuple(claim.extra(chosen)) if claim.extra is not None else ()
    return ClaimResult(claim, tuple(results), extra)


def common_keys(view: ProblemView, keys: Sequence[RegimeKey]) -> tuple[list[str], dict[str, Any]]:
    """The option names that vary over ``keys`` (shown per row) and the
    non-default values they all share (shown once)."""
    if not keys:
        return [], {}
    dicts = [dict(k) for k in keys]
    names = sorted(set().union(*dicts))
    varying = [n for n in names if len({str(d.get(n)) for d in dicts}) > 1]
    defaults = {k: _canonical(v) for k, v in view.option_defaults().items()}
    shared = {n: dicts[0].get(n) for n in names if n not in varying and dicts[0].get(n) is not None
              and (n not in defaults or dicts[0].get(n) != defaults[n]) and n not in view.hidden}
    return varying, shared
