"""README's findings summary, copied from the findings page.

The page (``results/findings.md``) carries its summary table between two
markers (:data:`~schedbench.reporting.findings.page.SUMMARY_BEGIN` /
``SUMMARY_END``); README.md carries the same block, rewritten from the page
by::

    python -m schedbench.reporting.findings.readme [README.md] [results/findings.md]

A test compares the two, so README's verdicts are always the page's.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from schedbench.reporting.findings.page import SUMMARY_BEGIN, SUMMARY_END

_BLOCK = re.compile(re.escape(SUMMARY_BEGIN) + r"\n.*?" + re.escape(SUMMARY_END), re.S)


def summary_block(page: str) -> str:
    """The marked summary table of a page (markers included)."""
    match = _BLOCK.search(page)
    if match is None:
        raise ValueError(f"the findings page has no {SUMMARY_BEGIN} ... {SUMMARY_END} block")
    return match.group(0)


def render(readme: str, page: str) -> str:
    """``readme`` with its summary block replaced by the page's."""
    if _BLOCK.search(readme) is None:
        raise ValueError(f"README has no {SUMMARY_BEGIN} ... {SUMMARY_END} block")
    block = summary_block(page)
    return _BLOCK.sub(lambda _: block, readme, count=1)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    readme = Path(args[0]) if args else Path("README.md")
    page = Path(args[1]) if len(args) > 1 else Path("results/findings.md")
    from schedbench.reporting.readme_tables import rewrite

    text = readme.read_text()
    rewrite(readme, text, render(text, page.read_text()), f"findings summary copied from {page}",
            f"findings summary already matches {page}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
