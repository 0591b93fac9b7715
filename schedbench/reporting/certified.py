"""Certified optimality gaps at the papers' own scales.

A *certified gap* is the gap of a schedule to the best **proven** bound on its
instance (:func:`schedbench.contracts.gap_to_bound`, ``(obj - bound) / obj``
for a minimisation): the optimum lies between the bound and every feasible
objective, so a heuristic's true gap to the optimum is at most its certified
gap, and the certified gap of the best schedule found on an instance is an
upper bound on how far the bound itself is from the optimum.

From a results store (typically ``schedbench run
schedbench/matrices/paper-scale.toml --store paper.sqlite``) this module
builds, per problem and size:

* one :class:`CertifiedRow` per method: the median (min, max) over instances
  of its certified gap, and whether it is the paper's heuristic (the
  registry's ``heuristic`` kind), a baseline or a bound method;
* one :class:`ProblemSummary`: the paper's heuristic's certified gap, the best
  schedule's certified gap (how tight the bound is proven to be), which
  method proved the best bound and its median runtime, and whether that is
  within :data:`TARGET_GAP` (the suite's target: a heuristic's gap above it is
  then a statement about the heuristic, not about the bound).

It reuses the report's derivation of the best bound per instance
(:func:`schedbench.reporting.report.add_derived`), so the numbers are the report's:
a bound better than a feasible objective of its instance (an impossible
bound, which the harness flags as an error) counts for no gap, so no
certified gap is negative, and such bounds are listed after the tables
(:func:`schedbench.reporting.report.conflict_rows`).
Command: ``schedbench certified STORE`` (or ``python -m schedbench.reporting.certified STORE``).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import typer

#: The suite's target for the best schedule's certified gap at the paper's scale.
TARGET_GAP = 0.10
#: The paper's own heuristic per problem where the registry names more than
#: one method of kind ``heuristic`` (horus-online: ``horus`` and ``horus-f``);
#: elsewhere the registry's ``heuristic`` kind decides.
PAPER_HEURISTICS = {"cuckoo-joint": "cuckoo", "asrpt-schedule": "a-srpt", "castor-schedule": "sjf-bsbf",
                    "horus-online": "horus"}
#: The kind shown for a plug-in method added to a problem it does not own.
PLUGIN_KIND = "plug-in"
#: Statuses whose cells carry a scored schedule (schedbench.reporting.report.SOLVED).
_SOLVED = ("optimal", "feasible")


@dataclass(frozen=True)
class CertifiedRow:
    """One method at one size of one problem: its certified gap over the
    instances that have both its schedule and a proven bound."""

    problem: str
    size: int
    method: str
    kind: str  # heuristic (the paper's) | baseline | exact | plug-in (another package's method)
    instances: int
    objective_median: float
    gap_median: float
    gap_min: float
    gap_max: float
    runtime_median_s: float


@dataclass(frozen=True)
class ProblemSummary:
    """The paper-scale line of one problem at one size."""

    problem: str
    size: int
    instances: int
    heuristic: str | None  # the paper's heuristic (None if not run)
    heuristic_gap_median: float | None
    heuristic_gap_max: float | None
    best_method: str  # the method with the best median certified gap
    best_gap_median: float  # certified gap of the best schedule per instance, median
    best_gap_max: float
    bound_method: str  # the method that proved the best bound (most often)
    bound_runtime_median_s: float | None  # that method's runtime on those instances

    @property
    def within_target(self) -> bool:
        """The best schedule is within :data:`TARGET_GAP` of the bound on
        every instance, so the bound is within that much of the optimum."""
        return self.best_gap_max <= TARGET_GAP


def _kinds(problem: str) -> dict[str, str]:
    from schedbench.errors import SchedbenchError
    from schedbench.registry import registry

    try:
        spec = registry().get(problem)
    except (KeyError, SchedbenchError):  # a problem this checkout does not register
        return {}
    # a plug-in added to another package's problem is never taken for the paper's heuristic
    return {name: PLUGIN_KIND if m.origin is not None and m.origin != spec.origin else m.kind
            for name, m in spec.methods.items()}


def derived_cells(store_path: str | Path, code_version: str | None = None) -> dict[str, Any]:
    """Per problem, the store's cells of ``code_version`` (default: the
    latest) with the report's derived columns (best bound, gap to it)."""
    from schedbench.reporting.report import add_derived, load_cells
    from schedbench.harness import Store

    with Store(store_path, create=False) as db:
        frame, _, _ = load_cells(db, code_version)
    if frame.empty:
        return {}
    return {str(p): add_derived(group, str(p)) for p, group in frame.groupby("problem")}


def method_rows(cells: Any, problem: str) -> list[CertifiedRow]:
    """:class:`CertifiedRow` per (size, method) of one problem's derived cells."""
    kinds = _kinds(problem)
    ok = cells[cells["status"].isin(_SOLVED) & cells["objective"].notna() & cells["gap_to_bound"].notna()]
    # two budgets of one method (``--work``, two versions of a plug-in) are two rows, never one median
    budgets = ok.groupby("method")["budget_key"].nunique()
    rows = []
    for (size, method, budget), group in ok.groupby(["size", "method", "budget_key"]):
        gaps = group["gap_to_bound"].astype(float).tolist()
        label = f"{method} [{budget}]" if budgets[method] > 1 else str(method)
        rows.append(CertifiedRow(
            problem=problem, size=int(size), method=label, kind=kinds.get(str(method), "?"),
            instances=len(gaps), objective_median=float(statistics.median(group["objective"].astype(float))),
            gap_median=float(statistics.median(gaps)), gap_min=min(gaps), gap_max=max(gaps),
            runtime_median_s=float(statistics.median(group["runtime_s"].astype(float))),
        ))
    order = {PLUGIN_KIND: 0, "heuristic": 1, "baseline": 2, "exact": 3}
    rows.sort(key=lambda r: (r.size, order.get(r.kind, len(order)), r.gap_median, r.method))
    return rows


def problem_summaries(cells: Any, problem: str) -> list[ProblemSummary]:
    """One :class:`ProblemSummary` per size of one problem's derived cells
    (sizes without any proven bound are left out)."""
    rows = method_rows(cells, problem)
    ok = cells[cells["status"].isin(_SOLVED) & cells["objective"].notna() & cells["gap_to_bound"].notna()]
    out = []
    for size, group in ok.groupby("size"):
        # the best schedule per instance: its certified gap bounds the bound's own gap
        best_per_instance = group.groupby("instance_id")["gap_to_bound"].min().astype(float).tolist()
        bound_method = str(group["best_bound_method"].mode().iloc[0])
        bound_cells = cells[(cells["size"] == size) & (cells["method"] == bound_method)
                            & cells["instance_id"].isin(group["instance_id"].unique())]
        runtimes = [float(x) for x in bound_cells["runtime_s"] if x is not None and math.isfinite(float(x))]
        mine = [r for r in rows if r.size == int(size)]
        named = [r for r in mine if r.method == PAPER_HEURISTICS.get(problem)]
        heuristics = named or [r for r in mine if r.kind == "heuristic"]
        h = heuristics[0] if heuristics else None
        best = min(mine, key=lambda r: (r.gap_median, r.kind == "exact", r.method))  # a schedule of its own first
        out.append(ProblemSummary(
            problem=problem, size=int(size), instances=len(best_per_instance),
            heuristic=None if h is None else h.method,
            heuristic_gap_median=None if h is None else h.gap_median,
            heuristic_gap_max=None if h is None else h.gap_max,
            best_method=best.method, best_gap_median=float(statistics.median(best_per_instance)),
            best_gap_max=max(best_per_instance), bound_method=bound_method,
            bound_runtime_median_s=float(statistics.median(runtimes)) if runtimes else None,
        ))
    return out


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.2f}%"


def _secs(x: float | None) -> str:
    if x is None:
        return "-"
    return f"{x:.3g} s" if x < 100 else f"{x:.0f} s"


def summary_markdown(summaries: Sequence[ProblemSummary]) -> str:
    """The paper-scale table: one line per problem and size."""
    lines = [
        ("| problem | size | instances | paper's heuristic | its certified gap (median, max) "
         "| best schedule (method) | its certified gap (median, max) | best bound by | bound's runtime "
         f"| within {100 * TARGET_GAP:.0f}% |"),
        "|---|---:|---:|---|---:|---|---:|---|---:|---|",
    ]
    for s in summaries:
        lines.append(
            f"| `{s.problem}` | {s.size} | {s.instances} | {'-' if s.heuristic is None else f'`{s.heuristic}`'} "
            f"| {_pct(s.heuristic_gap_median)}, {_pct(s.heuristic_gap_max)} | `{s.best_method}` "
            f"| {_pct(s.best_gap_median)}, {_pct(s.best_gap_max)} | `{s.bound_method}` "
            f"| {_secs(s.bound_runtime_median_s)} | {'yes' if s.within_target else 'no'} |"
        )
    return "\n".join(lines) + "\n"


def methods_markdown(rows: Sequence[CertifiedRow]) -> str:
    """Every method's certified gap: one line per problem, size and method."""
    lines = [("| problem | size | method | kind | instances | objective (median) | certified gap median | min | max "
              "| runtime (median) |"),
             "|---|---:|---|---|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(
            f"| `{r.problem}` | {r.size} | `{r.method}` | {r.kind} | {r.instances} | {r.objective_median:.6g} "
            f"| {_pct(r.gap_median)} | {_pct(r.gap_min)} | {_pct(r.gap_max)} | {_secs(r.runtime_median_s)} |"
        )
    return "\n".join(lines) + "\n"


def _report(derived: dict[str, Any]) -> tuple[list[ProblemSummary], list[CertifiedRow]]:
    summaries: list[ProblemSummary] = []
    rows: list[CertifiedRow] = []
    for problem, cells in sorted(derived.items()):
        summaries += problem_summaries(cells, problem)
        rows += method_rows(cells, problem)
    return summaries, rows


def certified_report(store_path: str | Path, code_version: str | None = None) -> tuple[list[ProblemSummary], list[CertifiedRow]]:
    """Summaries and per-method rows of every problem in a store."""
    return _report(derived_cells(store_path, code_version))


def _conflicts(derived: dict[str, Any]) -> Any:
    import pandas as pd

    from schedbench.reporting.report import CONFLICT_FIELDS, conflict_rows

    frames = [conflict_rows(cells) for _, cells in sorted(derived.items())]
    frames = [f for f in frames if not f.empty]
    return pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=list(CONFLICT_FIELDS))


def certified_conflicts(store_path: str | Path, code_version: str | None = None) -> Any:
    """The impossible bounds of every problem in a store
    (:func:`schedbench.reporting.report.conflict_rows`): left out of every certified gap."""
    return _conflicts(derived_cells(store_path, code_version))


def conflicts_markdown(conflicts: Any) -> str:
    """One line per impossible bound (empty when there is none)."""
    if conflicts.empty:
        return ""
    lines = [f"Bound conflicts: {len(conflicts)} proven bound(s) are better than a feasible objective of the same "
             "instance, which is impossible; they count for no gap above (their cells are errors):", ""]
    lines += [f"- `{r['problem']}` size {r['size']}, instance {r['instance_id']}: {r['reason']}"
              for r in conflicts.to_dict("records")]
    return "\n".join(lines) + "\n"


def certified_markdown(store_path: str | Path, code_version: str | None = None) -> str:
    """The Markdown of :func:`certified_report`: the summary, then every
    method, then the bound conflicts (:func:`certified_conflicts`)."""
    derived = derived_cells(store_path, code_version)
    summaries, rows = _report(derived)
    conflicts = conflicts_markdown(_conflicts(derived))
    if not summaries:
        return ("No cell of the store has both a schedule and a proven bound on its instance.\n"
                + ("\n" + conflicts if conflicts else ""))
    return (
        "Certified gap = (objective - best proven bound on the instance) / objective. The best schedule's "
        "certified gap bounds how far the bound is from the optimum.\n\n"
        + summary_markdown(summaries) + "\n" + methods_markdown(rows)
        + ("\n" + conflicts if conflicts else "")
    )


def certified_command(
    store: Annotated[Path, typer.Argument(metavar="STORE", help="Results store (SQLite) written by schedbench run.")],
    code_version: Annotated[
        str | None, typer.Option("--code-version", metavar="VERSION", help="Which code version (default: the latest).")
    ] = None,
    output: Annotated[Path | None, typer.Option("--output", "-o", metavar="FILE", help="Also write the Markdown here.")] = None,
) -> None:
    """Certified gaps (to the best proven bound) of every method, per problem
    and size, with the bound's runtime; bounds that a feasible objective
    beats (impossible) are listed, never used."""
    from schedbench.validation import check_file_target, check_store_file

    check_store_file(Path(store), "STORE", create=False)
    if output is not None:
        check_file_target(Path(output), "--output", stdout="the Markdown is printed there already")
    text = certified_markdown(store, code_version)
    if output is not None:
        from schedbench.io import write_text_atomic

        write_text_atomic(output, text)
    typer.echo(text, nl=False)


if __name__ == "__main__":  # pragma: no cover
    typer.run(certified_command)
