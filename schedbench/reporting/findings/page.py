"""The findings page: every claim module's results, rendered from a store.

``schedbench findings --store S`` reads the cells that the sweep matrices
left in the store ``S``, evaluates every claim of :data:`PAPERS` (and the
claims computed here rather than read from the store: A-SRPT Table II, and
each paper module's ``STUDY_CLAIMS`` on its ``study_cells()``: HORUS Table 4
and Sec. 3.2's premise, CASTOR Sec. 9.5), draws one figure per claim and
writes the page beside the store (``runs/findings/findings.md`` for
``runs/findings.sqlite``) or where ``--output`` says. The page's summary
table sits between :data:`SUMMARY_BEGIN` and :data:`SUMMARY_END`; README
carries a copy of it (:mod:`schedbench.reporting.findings.readme`).
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from schedbench.reporting.findings import asrpt, castor, cuckoo, gimbal, horus
from schedbench.reporting.findings.core import (
    BOOTSTRAP_SEED,
    CONFIDENCE,
    MIN_SEEDS,
    N_RESAMPLES,
    Cell,
    Claim,
    ClaimResult,
    Outcome,
    RegimeResult,
    _canonical,
    common_keys,
    evaluate,
    fmt_value,
    load_cells,
)
from schedbench.extras import available
from schedbench.harness import Store
from schedbench.io import staged_folder, write_text_atomic
from schedbench.reporting.findings.figures import figure_name, forest

#: The claim modules, in page order (each: VIEW, CLAIMS, SENSITIVITY,
#: NOT_SWEPT; optionally STUDY_CLAIMS with study_cells(), computed in-process).
PAPERS: tuple[ModuleType, ...] = (cuckoo, asrpt, gimbal, horus, castor)
#: The command that regenerates the page (printed on it).
FINDINGS_COMMAND = "schedbench findings --store runs/findings.sqlite"
#: Where the sweeps' cells go.
STORE = "runs/findings.sqlite"
RUN_COMMAND = "schedbench run schedbench/matrices/{}.toml --store " + STORE + " --jobs 2"
PAGE_NAME = "findings.md"
#: The marker pair around the page's summary table (README copies it).
SUMMARY_BEGIN = "<!-- findings-summary -->"
SUMMARY_END = "<!-- /findings-summary -->"


def default_output(store_path: Path) -> Path:
    """The page beside its store: ``runs/findings/findings.md`` for ``runs/findings.sqlite``."""
    return store_path.parent / store_path.stem / PAGE_NAME


def shown_path(path: Path) -> str:
    """A store's name for the page: relative to the working directory when
    it is inside it, else its file name (never a machine path)."""
    if not path.is_absolute():
        return path.as_posix()
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.name


# ------------------------------------------------------------------ results


def _at_defaults(cells: Sequence[Cell], paper: ModuleType, fixed: Mapping[str, Any] | None = None) -> list[Cell]:
    """The paper's cells with every sensitivity option at its default (or at ``fixed``)."""
    view = paper.VIEW
    defaults = view.option_defaults()
    want = {k: _canonical(defaults[k]) for k in paper.SENSITIVITY}
    want.update({k: _canonical(v) for k, v in (fixed or {}).items()})
    out = []
    for c in cells:
        if c.problem != view.problem:
            continue
        opts = view.options(c)
        if all(opts.get(k) == v for k, v in want.items()):
            out.append(c)
    return out


def build_results(cells: Sequence[Cell], table2: Sequence[Cell] | None,
                  studies: Sequence[Cell] | None = None) -> list[ClaimResult]:
    """Every claim on the main sweeps' cells (sensitivity options at their
    defaults), then Table II's on its cases when given, then each paper's
    ``STUDY_CLAIMS`` on the in-process cells ``studies`` when given."""
    out: list[ClaimResult] = []
    for paper in PAPERS:
        main = _at_defaults(cells, paper)
        out.extend(evaluate(claim, main) for claim in paper.CLAIMS)
        if paper is asrpt and table2 is not None:
            out.extend(evaluate(claim, table2) for claim in asrpt.TABLE2_CLAIMS)
        if studies is not None:
            out.extend(evaluate(claim, studies) for claim in getattr(paper, "STUDY_CLAIMS", ()))
    return out


def study_cells() -> list[Cell]:
    """The in-process claims' cells of every paper module that has them."""
    out: list[Cell] = []
    for paper in PAPERS:
        if hasattr(paper, "study_cells"):
            out.extend(paper.study_cells())
    return out


@dataclass(frozen=True)
class SensitivityLine:
    problem: str
    option: str
    values: tuple[Any, ...]
    changes: tuple[str, ...]
    compared: int


def sensitivity(cells: Sequence[Cell]) -> list[SensitivityLine]:
    """For each SYNTHETIC option a sensitivity sweep moves 2x either way:
    the verdicts at each moved value against those at the default, regime
    by regime (the other sensitivity options at their defaults)."""
    out = []
    for paper in PAPERS:
        view = paper.VIEW
        defaults = view.option_defaults()
        for option in paper.SENSITIVITY:
            default = _canonical(defaults[option])
            mine = [c for c in cells if c.problem == view.problem]
            values = tuple(sorted({view.options(c).get(option) for c in mine}, key=lambda v: (v is None, v)))
            if len(values) < 2:
                out.append(SensitivityLine(view.problem, option, values, (), 0))
                continue
            others = {k: defaults[k] for k in paper.SENSITIVITY if k != option}
            base = {claim.key: {r.key: r for r in evaluate(claim, _at_defaults(cells, paper)).regimes}
                    for claim in paper.CLAIMS}
            changes, compared = [], 0
            for v in values:
                if v == default:
                    continue
                moved = _at_defaults(cells, paper, {**others, option: v})
                for claim in paper.CLAIMS:
                    for r in evaluate(claim, moved).regimes:
                        back = tuple((k, default if k == option else x) for k, x in r.key)
                        ref = base[claim.key].get(back)
                        if ref is None:
                            continue
                        compared += 1
                        if ref.verdict.outcome != r.verdict.outcome:
                            changes.append(f"{claim.title}, {view.show(back)}: {r.verdict.text} at {option}="
                                           f"{fmt_value(v)} (default: {ref.verdict.text})")
            out.append(SensitivityLine(view.problem, option, values, tuple(changes), compared))
    return out


# ------------------------------------------------------------------ rendering


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _estimate_text(result: ClaimResult, r: RegimeResult | None) -> str:
    if r is None:
        return "not measured"
    return f"{result.claim.effect.fmt_estimate(r.estimate)} (n={r.units})"


def _counts(result: ClaimResult) -> str:
    sweeps = result.sweeps
    if not sweeps:
        return "none"
    if result.claim.rule is None:
        return f"{len(sweeps)} regime{'s' if len(sweeps) > 1 else ''} measured"
    n = {o: sum(r.verdict.outcome is o for r in sweeps) for o in Outcome}
    parts = [f"{n[Outcome.HOLDS]} hold", f"{n[Outcome.DIRECTION_ONLY]} direction only",
             f"{n[Outcome.FAILS]} fail", f"{n[Outcome.INCONCLUSIVE]} inconclusive"]
    if n[Outcome.NOT_TESTABLE]:
        parts.append(f"{n[Outcome.NOT_TESTABLE]} not testable")
    return f"{len(sweeps)} regime{'s' if len(sweeps) > 1 else ''}: " + ", ".join(parts)


def summary_table(results: Sequence[ClaimResult]) -> list[str]:
    lines = [SUMMARY_BEGIN,
             "| claim | paper | ours, in the paper's regime (95% interval) | verdict there | other regimes |",
             "| --- | --- | --- | --- | --- |"]
    for res in results:
        p = res.primary
        verdict = res.verdict.text if res.claim.rule is not None else "measurement (no verdict)"
        ours = _estimate_text(res, p) if res.claim.primary is not None else "see the regimes"
        lines.append("| " + " | ".join(_cell(x) for x in (res.claim.title, res.claim.paper_value, ours, verdict,
                                                             _counts(res))) + " |")
    lines.append(SUMMARY_END)
    return lines


def _reproduce(claim: Claim) -> str:
    if not claim.matrices:
        return f"`{claim.command or asrpt.TABLE2_COMMAND}` (computed by `{FINDINGS_COMMAND}` itself)"
    runs = "; ".join(f"`{RUN_COMMAND.format(m)}`" for m in claim.matrices)
    return f"{runs}; then `{FINDINGS_COMMAND}`"


def claim_section(res: ClaimResult, figure: str | None) -> list[str]:
    c = res.claim
    out = ["", f"## {c.title}", "", f"- Paper ({c.source}): \"{c.quote}\"", f"- Paper's value: {c.paper_value}."]
    out.append(f"- Effect per instance: {c.effect.label}; {c.effect.statistic.value} over the instances, 95% interval "
               "from a paired bootstrap over them.")
    if c.rule is not None:
        mag = "" if c.rule.magnitude is None else f", magnitude {fmt_value(c.rule.magnitude)}"
        out.append(f"- Rule: {c.rule.text} (null {fmt_value(c.rule.null)}{mag}).")
    else:
        out.append(f"- No verdict: {c.no_verdict}.")
    p = res.primary
    if c.primary is not None:
        key = c.view.key_of(c.primary)
        shown = c.view.show(key, [k for k in c.primary if k in dict(key)] or None)
        out.append(f"- The paper's regime: {shown or 'the defaults'}. Differences from the paper's setting:")
        out += [f"  - {d}" for d in c.differences]
        if p is None:
            how = ("run the first matrix below" if c.matrices else
                   "computed when the page is written; none came out: a study that reads the data folder needs it")
            out.append(f"- Verdict there: **{res.verdict.text}** ({how}).")
        else:
            why = f": {p.verdict.why}" if p.verdict.why and c.rule is not None else ""
            out.append(f"- Verdict there: **{p.verdict.text}**{why}; {_estimate_text(res, p)}"
                       + (f". {p.context}" if p.context else "") + ".")
            for eff, est in zip(c.also, p.also):
                out.append(f"  - Beside it (no verdict): {eff.label}: {eff.fmt_estimate(est)}.")
    if res.verdict.outcome is not Outcome.NOT_MEASURED:  # a cause explains a measurement, never its absence
        out.append(f"- Cause (our reading): {c.cause}")
    out.append(f"- Reproduce: {_reproduce(c)}.")
    if figure:
        out += ["", f"![{c.title}]({figure})"]
    if res.regimes:
        varying, shared = common_keys(c.view, [r.key for r in res.regimes])
        common = ", ".join(f"{k}={fmt_value(v)}" for k, v in sorted(shared.items()))
        out += ["", "Every regime in the store" + (f" (all at {common})" if common else "") + ":", ""]
        head = ["regime", "n", c.effect.label, "verdict", *[e.label for e in c.also], "context"]
        out += ["| " + " | ".join(_cell(h) for h in head) + " |", "|" + " --- |" * len(head)]
        for r in res.regimes:
            name = c.view.show(r.key, varying) or "(every regime)"
            name = f"**paper's regime**: {name}" if r.primary else name
            verdict = r.verdict.text if c.rule is not None else "measurement"
            if c.rule is not None and r.verdict.why:
                verdict += f" ({r.verdict.why})"
            row = [name, str(r.units), c.effect.fmt_estimate(r.estimate), verdict,
                   *[e.fmt_estimate(est) for e, est in zip(c.also, r.also)], r.context]
            out.append("| " + " | ".join(_cell(x) for x in row) + " |")
    if res.extra:
        out += ["", *res.extra]
    return out


def _sensitivity_lines(lines: Sequence[SensitivityLine]) -> list[str]:
    out = []
    for s in lines:
        paper = s.problem.split("-")[0]
        if len(s.values) < 2:
            out.append(f"- **{s.problem} `{s.option}`**: not swept in this store (run "
                       f"`{RUN_COMMAND.format(f'sensitivity-{paper}-{s.option}')}`).")
        elif s.changes:
            out.append(f"- **{s.problem} `{s.option}`** ({', '.join(fmt_value(v) for v in s.values)}): verdicts change "
                       f"in {len(s.changes)} of {s.compared} regime comparisons: " + "; ".join(s.changes) + ".")
        else:
            out.append(f"- **{s.problem} `{s.option}`** ({', '.join(fmt_value(v) for v in s.values)}): no verdict "
                       f"changes ({s.compared} regime comparisons).")
    return out


def _costs(cells: Sequence[Cell]) -> list[str]:
    out = ["| problem | cells | summed cell wall time | median per cell |", "| --- | --- | --- | --- |"]
    for problem in sorted({c.problem for c in cells}):
        walls = [c.wall_s for c in cells if c.problem == problem]
        out.append(f"| {problem} | {len(walls)} | {sum(walls) / 3600:.2f} h | {statistics.median(walls):.1f} s |")
    return out


def render(results: Sequence[ClaimResult], sens: Sequence[SensitivityLine], source: str, cells: Sequence[Cell],
           figures: Mapping[str, str] | None = None, command: str = FINDINGS_COMMAND) -> str:
    figures = figures or {}
    versions = ", ".join(sorted({c.code_version for c in cells})) or "none"
    out = [
        "# Findings: the papers' claims on our instances",
        "",
        f"Generated by `{command}` from the store `{source}` ({len(cells)} cells, code version(s) "
        f"{versions}); do not edit by hand.",
        "",
        "## How a verdict is made",
        "",
        "- Each claim quotes the paper, states the effect it implies and measures that effect per instance (an "
        "instance seed, one workload) from the methods it compares on that same instance.",
        f"- Per regime, the effect's mean (or median, or ratio of means, as stated) over the instances with a "
        f"{CONFIDENCE:.0%} interval: a paired bootstrap over the instances (scipy's BCa interval, {N_RESAMPLES} "
        f"resamples, seed {BOOTSTRAP_SEED}).",
        "- **holds**: the interval lies on the paper's side and, where the paper states a magnitude, reaches it; "
        "**direction holds, magnitude not**: on the paper's side but short of the paper's magnitude; **fails**: on "
        "the other side, or excluding the paper's magnitude; **inconclusive**: anything else, and any regime with "
        f"fewer than {MIN_SEEDS} instances; **not testable here**: the regime cannot test the claim (said why).",
        "- Each claim's verdict is the one in the paper's own regime, as closely as permissive data allows, with "
        "every difference listed; the other regimes (the sweeps) follow in a table and a figure.",
        "- A measurement carries no verdict: the paper claims nothing there.",
        "",
        "## Summary",
        "",
        *summary_table(results),
    ]
    for res in results:
        out += claim_section(res, figures.get(res.claim.key))
    out += ["", "## Sensitivity", "",
            "Each SYNTHETIC instance parameter, moved 2x either way by the sensitivity sweeps "
            "(`schedbench/matrices/sensitivity-*.toml`), regime by regime against the default.", ""]
    out += _sensitivity_lines(sens)
    out += ["", "Not swept (SYNTHETIC labels no sweep moves):", ""]
    out += [f"- {paper.VIEW.problem}: {paper.NOT_SWEPT}." for paper in PAPERS]
    if cells:
        out += ["", "## What the cells cost", "",
                "Each cell's wall time as the store recorded it, summed per problem: one worker's time; "
                "`--jobs 2` on two cores takes about half, more on a loaded machine.", ""]
        out += _costs(cells)
    return "\n".join(out) + "\n"


def write_findings(store: Store, path: Path, *, table2_cases: int = asrpt.TABLE2_PAPER_CASES,
                   studies: bool = True, source: str | None = None, figures: bool = True) -> Path:
    """Read the store, evaluate every claim and write the page and its
    figures (beside it). ``table2_cases = 0`` skips A-SRPT Table II;
    ``studies = False`` the other in-process claims (:func:`study_cells`)."""
    cells = load_cells(store)
    t2 = asrpt.table2_cells(asrpt.table2_rows(table2_cases)) if table2_cases > 0 else None
    results = build_results(cells, t2, study_cells() if studies else None)
    path = Path(path)
    drawn: dict[str, str] = {}
    source = source or shown_path(Path(store.path))
    command = f"schedbench findings --store {source}"
    if path != default_output(Path(store.path)):
        command += f" --output {shown_path(path)}"
    with staged_folder(path.parent) as stage:  # the page and its figures, or (stopped half way) nothing
        if figures and available("plots"):  # without the plots extra the page has no figures
            for res in results:
                if forest(res, stage / figure_name(res)) is not None:
                    drawn[res.claim.key] = figure_name(res)
        text = render(results, sensitivity(cells), source, cells, drawn, command)
        write_text_atomic(stage / path.name, text)
    return path
