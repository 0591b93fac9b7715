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
  of its certified gap, and its kind: the paper's heuristic (the registry's
  ``heuristic`` kind), a baseline, an exact or bound method, or ``plug-in``
  (a method another package or a file added; known from the cells' store
  key even when this process does not register it,
  :func:`schedbench.harness.store.cell_kind`). A method run under several
  budgets, or several versions of a plug-in, gets one row per budget or
  version, its name followed by what differs (``[t=60,work=2]``,
  ``(mypairs.py sha256:...)``);
* one :class:`ProblemSummary`: the paper's heuristic's certified gap, the best
  schedule's certified gap (how tight the bound is proven to be), which
  method proved the best bound and its median runtime, and whether that is
  within :data:`TARGET_GAP` (the suite's target: a heuristic's gap above it is
  then a statement about the heuristic, not about the bound).

It reuses the report's derivation of the best bound per instance
(:func:`schedbench.reporting.report.add_derived`), so the numbers are the report's:
an instance where a feasible objective beats a proven bound (a conflict:
one of the two methods is wrong, or the evaluator is) gets no certified
gap at all, neither from that bound nor for that objective, so no
certified gap is negative; after the tables, a line per conflict names
both cells and their kinds and says that the instance's gaps are withheld
(:func:`schedbench.reporting.report.conflict_rows`), and a line names each
method left out because every one of its cells ended in an error, with
the first error (:func:`failed_methods`).
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

from schedbench.harness import PLUGIN_KIND, budget_of_key, cell_kind, method_kinds, plugin_of_key

#: The suite's target for the best schedule's certified gap at the paper's scale.
TARGET_GAP = 0.10
#: The paper's own heuristic per problem where the registry names more than
#: one method of kind ``heuristic`` (horus-online: ``horus`` and ``horus-f``);
#: elsewhere the registry's ``heuristic`` kind decides.
PAPER_HEURISTICS = {"cuckoo-joint": "cuckoo", "asrpt-schedule": "a-srpt", "castor-schedule": "sjf-bsbf",
                    "horus-online": "horus"}
#: Statuses whose cells carry a scored schedule (schedbench.reporting.report.SOLVED).
_SOLVED = ("optimal", "feasible")
#: Statuses of a cell that produced nothing to certify: the method failed,
#: or its worker did (schedbench.reporting.report.UNTIMED).
_FAILED = ("error", "infra-error")


@dataclass(frozen=True)
class CertifiedRow:
    """One method at one size of one problem: its certified gap over the
    instances that have both its schedule and a proven bound."""

    problem: str
    size: int
    method: str
    kind: str  # heuristic (the paper's) | baseline | exact | plug-in (another package's or a file's method)
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


@dataclass(frozen=True)
class FailedMethod:
    """A method of one problem left out of the certified gaps because every
    one of its cells ended in ``error`` or ``infra-error``."""

    problem: str
    method: str  # as :func:`method_labels` names it
    cells: int
    first_error: str  # the error of its first cell to finish


def method_labels(cells: Any) -> dict[tuple[str, str], str]:
    """(method, budget key) -> the name a table shows: the method's name,
    followed by its budget where the method ran under several
    (``greedy [t=60,work=2]``) and by its plug-in's version where several
    versions of it are stored (``mypairs.pair_in_order (mypairs.py
    sha256:...)``: the file was edited between runs), never the raw key."""
    keys: dict[str, set[str]] = {}
    for method, key in zip(cells["method"], cells["budget_key"]):
        keys.setdefault(str(method), set()).add(str(key))
    labels = {}
    for method, mine in keys.items():
        budgets = {budget_of_key(k) for k in mine}
        plugins = {plugin_of_key(k) for k in mine}
        for key in mine:
            parts = [method]
            if len(budgets) > 1:
                parts.append(f"[{budget_of_key(key)}]")
            if len(plugins) > 1:
                parts.append(f"({plugin_of_key(key) or 'built in'})")
            labels[(method, key)] = " ".join(parts)
    return labels


def derived_cells(store_path: str | Path, code_version: str | None = None) -> dict[str, Any]:
    """Per problem, the latest row of each stored cell (among the rows of
    ``code_version``, a release label, if given) with the report's derived
    columns (best bound, gap to it)."""
    from schedbench.reporting.report import add_derived, load_cells
    from schedbench.harness import Store

    with Store(store_path, create=False) as db:
        frame, _, _ = load_cells(db, code_version)
    if frame.empty:
        return {}
    return {str(p): add_derived(group, str(p)) for p, group in frame.groupby("problem")}


def method_rows(cells: Any, problem: str) -> list[CertifiedRow]:
    """:class:`CertifiedRow` per (size, method) of one problem's derived cells."""
    kinds = method_kinds(problem)
    labels = method_labels(cells)
    ok = cells[cells["status"].isin(_SOLVED) & cells["objective"].notna() & cells["gap_to_bound"].notna()]
    # two budgets of one method (``--work``, two versions of a plug-in) are two rows, never one median
    rows = []
    for (size, method, budget), group in ok.groupby(["size", "method", "budget_key"]):
        gaps = group["gap_to_bound"].astype(float).tolist()
        rows.append(CertifiedRow(
            problem=problem, size=int(size), method=labels[(str(method), str(budget))],
            kind=cell_kind(str(method), str(budget), kinds),
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


def failed_methods(cells: Any, problem: str) -> list[FailedMethod]:
    """The methods of one problem's cells (named as :func:`method_labels`
    names them) every one of whose cells ended in ``error`` or
    ``infra-error``: they have no certified gap, and the page says so
    rather than leaving them out in silence."""
    labels = method_labels(cells)
    order = "finished_at" if "finished_at" in cells else "method"
    out = []
    for (method, budget), group in cells.groupby(["method", "budget_key"], sort=True):
        if not group["status"].isin(_FAILED).all():
            continue
        first = group.sort_values(order, kind="stable").iloc[0]
        error = first.get("error")
        out.append(FailedMethod(problem, labels[(str(method), str(budget))], len(group),
                                str(error) if isinstance(error, str) and error else str(first["status"])))
    return out


def failed_markdown(failed: Sequence[FailedMethod]) -> str:
    """One line per :class:`FailedMethod` (empty when there is none)."""
    if not failed:
        return ""
    lines = ["Left out, every cell an error (no certified gap):", ""]
    lines += [f"- `{f.problem}` `{f.method}`: {f.cells} cell(s), all errors; the first: {f.first_error}"
              for f in failed]
    return "\n".join(lines) + "\n"


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
    """The conflicts of every problem in a store
    (:func:`schedbench.reporting.report.conflict_rows`): their instances have no certified gap."""
    return _conflicts(derived_cells(store_path, code_version))


def conflicts_markdown(conflicts: Any) -> str:
    """The instances whose gaps are withheld, one line per conflict naming
    both cells and their kinds (empty when there is none)."""
    if conflicts.empty:
        return ""
    instances = conflicts[["problem", "instance_id"]].drop_duplicates()
    lines = [f"Gaps withheld on {len(instances)} instance(s): a feasible objective beats a proven bound there "
             "(a conflict: one of the two methods is wrong, or the evaluator is). Neither cell is changed, and "
             "no number of such an instance counts for any gap above:", ""]
    lines += [f"- `{r['problem']}` size {r['size']}, instance {r['instance_id']}: no gap; {r['reason']}"
              + (" (the bound's cell was stored as an error by an earlier version)" if r["stored_as_error"] else "")
              for r in conflicts.to_dict("records")]
    return "\n".join(lines) + "\n"


def certified_markdown(store_path: str | Path, code_version: str | None = None) -> str:
    """The Markdown of :func:`certified_report`: the summary, then every
    method, then the instances whose gaps are withheld
    (:func:`certified_conflicts`) and the methods whose every cell is an
    error (:func:`failed_methods`)."""
    derived = derived_cells(store_path, code_version)
    summaries, rows = _report(derived)
    notes = [text for text in (
        conflicts_markdown(_conflicts(derived)),
        failed_markdown([f for problem, cells in sorted(derived.items()) for f in failed_methods(cells, problem)]),
    ) if text]
    tail = "".join("\n" + text for text in notes)
    if not summaries:
        return "No cell of the store has both a schedule and a proven bound on its instance.\n" + tail
    return (
        "Certified gap = (objective - best proven bound on the instance) / objective. The best schedule's "
        "certified gap bounds how far the bound is from the optimum.\n\n"
        + summary_markdown(summaries) + "\n" + methods_markdown(rows) + tail
    )


def certified_command(
    store: Annotated[Path, typer.Argument(metavar="STORE", help="Results store (SQLite) written by schedbench run.")],
    code_version: Annotated[
        str | None, typer.Option("--code-version", metavar="VERSION", help="Only the cells that this code version (release label) ran "
                                      "(default: the latest run of every cell).")
    ] = None,
    output: Annotated[Path | None, typer.Option("--output", "-o", metavar="FILE", help="Also write the Markdown here.")] = None,
) -> None:
    """Certified gaps (to the best proven bound) of every method, per problem
    and size, with the bound's runtime.

    An instance where a feasible objective beats a proven bound (a conflict)
    gets no gap, and a line names both cells and their kinds; a method whose
    every cell is an error is named with its first error."""
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
