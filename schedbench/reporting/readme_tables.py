"""The documentation's results tables, generated from the reference report's summary CSVs.

Each problem's table sits on its page of the documentation site
(``docs/problems/<problem>.md``; README.md may hold such tables too) between
two markers::

    <!-- results-table: cuckoo-packing -->
    ...generated...
    <!-- /results-table -->

and is rewritten from ``results/<problem>.csv`` (written by ``schedbench
report``) by::

    python -m schedbench.reporting.readme_tables [FILE.md ...] [--results results/]

(default: README.md and every page under ``docs/``). A test regenerates
every table and compares it with the pages, so the numbers there are always
the ones in ``results/``. An entry is the median over
the instance seeds of a gap, then the median runtime: the gap to the best
objective any method found on the instance (:data:`DEFAULT_GAP`), or, for
the problems in :data:`GAP_COLUMN`, the gap to the best proven bound (their
optimum is unknown at most sizes, so "best found" would flatter every
method). A dot marks a method not run at that size (capped by the matrix).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pandas as pd

from schedbench.registry import Registry, registry

#: The summary column shown by default: |objective - best| / |best| (report.py).
DEFAULT_GAP = "gap_to_best_median"
#: Problems whose table shows the gap to the best proven bound instead.
GAP_COLUMN: dict[str, str] = {
    "asrpt-schedule": "gap_to_bound_median", "cuckoo-joint": "gap_to_bound_median", "horus-online": "gap_to_bound_median",
}
#: The marker pair around one generated table.
BEGIN = "<!-- results-table: {problem} -->"
END = "<!-- /results-table -->"
_BLOCK = re.compile(r"<!-- results-table: (?P<problem>[a-z0-9-]+) -->\n(?P<body>.*?)<!-- /results-table -->", re.S)


def _seconds(t: float) -> str:
    return f"{t:.0f}" if t >= 100 else f"{t:.2g}"


def table(problem: str, summary: pd.DataFrame, reg: Registry | None = None) -> str:
    """The Markdown table of one problem's summary CSV (methods in registry order)."""
    reg = reg or registry()
    spec = reg.get(problem)
    gap_col = GAP_COLUMN.get(problem, DEFAULT_GAP)
    sizes = sorted(int(s) for s in summary["size"].unique())
    methods = [m for m in spec.methods if m in set(summary["method"])]
    cells = {(r.method, int(r.size)): r for r in summary.itertuples(index=False)}
    lines = [
        "| method | " + " | ".join(str(s) for s in sizes) + " |",
        "|---|" + "---:|" * len(sizes),
    ]
    for method in methods:
        row = []
        for size in sizes:
            r = cells.get((method, size))
            if r is None:
                row.append("·")
                continue
            gap = getattr(r, gap_col)
            shown = "—" if pd.isna(gap) else f"{100 * gap:.2f}%"
            row.append(f"{shown} / {_seconds(r.runtime_median_s)} s")
        lines.append(f"| `{method}` | " + " | ".join(row) + " |")
    return "\n".join(lines) + "\n"


def render(readme: str, results_dir: Path, reg: Registry | None = None) -> str:
    """``readme`` with every marked table regenerated from ``results_dir``."""

    def replace(match: re.Match[str]) -> str:
        problem = match["problem"]
        path = results_dir / f"{problem}.csv"
        if not path.is_file():
            raise FileNotFoundError(f"{path}: no summary for the README table of {problem} (run schedbench report)")
        body = table(problem, pd.read_csv(path), reg)
        return f"{BEGIN.format(problem=problem)}\n{body}{END}"

    return _BLOCK.sub(replace, readme)


def marked_files(root: Path = Path(".")) -> list[Path]:
    """README.md and every page under ``docs/`` that holds a marked table."""
    candidates = [root / "README.md", *sorted((root / "docs").rglob("*.md"))]
    return [p for p in candidates if p.is_file() and _BLOCK.search(p.read_text())]


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    results = Path("results")
    if "--results" in args:
        at = args.index("--results")
        if at + 1 >= len(args):
            raise SystemExit("--results: needs a folder")
        results = Path(args[at + 1])
        del args[at:at + 2]
    files = [Path(a) for a in args] or marked_files()
    for path in files:
        text = path.read_text()
        rewrite(path, text, render(text, results), f"results tables regenerated from {results}/",
                f"results tables already match {results}/")
    return 0


def rewrite(path: Path, text: str, new: str, changed: str, unchanged: str) -> None:
    """Write ``new`` over ``path`` (read as ``text``) only if it differs, and say which."""
    if new != text:
        path.write_text(new)
        print(f"{path}: {changed}")
    else:
        print(f"{path}: {unchanged}")


if __name__ == "__main__":
    raise SystemExit(main())
