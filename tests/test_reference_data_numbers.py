"""No number computed from reference-only data ships.

The shared data's rules of use: Lucid (S-Lab licence, non-commercial), Sia
(no licence file) and Alibaba's files outside the v2020 folder (research use)
may serve local cross-checks in tests, never a number the project ships.
README.md, the documentation pages (docs/) and every text file under results/ are searched for

* the numbers such data once produced in README (each with its context), and
* a clause that names one of these sources together with what it measured
  (pairs, profiles, memory, interference, a fit, a correlation, a median...)
  and then gives a measured number (a decimal, a percentage, a count with a
  thousands separator, "N of M"), or a number right after the name.

A clause is a line, a table cell, or the text between sentence ends and
semicolons. Section, equation, table and figure numbers are not measurements.
The method ``lucid-like`` (a scheduler's rules, not data) is not a source.
A paper's figure about the Lucid *scheduler* may be quoted, naming the paper
before the number (e.g. "8.0% lower than Lucid in the paper").
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Numbers once quoted from reference data, with the words that made them specific.
FORBIDDEN: tuple[str, ...] = (
    "median 1.05", "352 of 1,388", "1,388 pairs", "1,388 RTX 3090", "correlation 0.62", "correlation 0.61",
    "0.05 for f-", "0.40 for f+", "0.51 overall", "R^2 >= 0.85", "R² >= 0.85", "R^2 > 0.99 for ResNet",
)
#: A reference-only source named in text (not the lucid-like method, not a path).
SOURCE = re.compile(r"(?<![\w/`-])(?:Lucid|LUCID|Sia|SIA)(?![\w-])|v2023|openb_pod")
#: Words that say a clause reports what the source measured.
DATA_WORD = re.compile(r"pair|profile|measur|data|memory|interference|correlat|R\^2|R²|median|fit|cross-check|"
                       r"speed|utili[sz]ation|slowdown|throughput|trace|percentile|mean", re.IGNORECASE)
#: A measured number: a decimal, a percentage, a count with thousands separators, or "N of M".
NUMBER = re.compile(r"(?<![\w.])(?:\d{1,3}(?:,\d{3})+|\d+\.\d+|\d+(?:\.\d+)?\s?%|\d+ of \d)")
#: References that are not measurements (Sec. 3.2, Eq. 4-5, Table 6, Fig. 4, Alg. 1).
REFERENCE = re.compile(r"\b(?:Sec|Eq|Fig|Alg|Table|Tables|Section|Figure)\.?\s*[\dA-Z][\w.\-–]*")
#: A number right after a source's name ("Lucid 0.62", "Sia's (0.85").
RIGHT_AFTER = re.compile(r"(?<![\w/`-])(?:Lucid|Sia)(?:'s)?:?\s*\(?\s*\d")
#: Clause boundaries: line ends, table cells, semicolons and sentence ends.
CLAUSE_END = re.compile(r"\n|\||;|(?<=[.!?])\s+(?=[A-Z`*(\[])")


def shipped_texts() -> list[tuple[str, str]]:
    """(name, text) of README.md, every documentation page and every UTF-8 text file under results/."""
    out = [("README.md", (ROOT / "README.md").read_text(encoding="utf-8"))]
    out += [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8")) for p in sorted((ROOT / "docs").rglob("*.md"))]
    for path in sorted((ROOT / "results").rglob("*")):
        if path.is_file():
            try:
                out.append((str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")))
            except UnicodeDecodeError:
                continue  # plots
    return out


def offending_clauses(text: str) -> list[str]:
    """Clauses that give a reference source's measurement (module docstring)."""
    bad = []
    for clause in CLAUSE_END.split(text):
        if RIGHT_AFTER.search(clause):
            bad.append(clause.strip())
            continue
        named = SOURCE.search(clause)
        if not named:
            continue
        after = REFERENCE.sub(" ", clause[named.start():])
        if DATA_WORD.search(clause) and NUMBER.search(after):
            bad.append(clause.strip())
    return bad


SHIPPED = shipped_texts()


@pytest.mark.parametrize("name,text", SHIPPED, ids=[name for name, _ in SHIPPED])
def test_no_reference_only_number_ships(name, text):
    literal = [f for f in FORBIDDEN if f in text]
    assert not literal, f"{name}: numbers computed from reference-only data: {literal}"
    clauses = offending_clauses(text)
    assert not clauses, f"{name}: a reference-only source's measurement is quoted: {clauses[:3]}"


@pytest.mark.parametrize("text", [
    "Lucid (RTX 3090, reference only) measures much milder interference (median 1.05, 352 of 1,388 pairs below 1).",
    "shows the premise, with Lucid's correlation 0.62 on its pairs",
    "Sia's profiles of the same applications follow Eq. 1 too (R^2 >= 0.85; NeuMF within 15%)",
    "Sia's profiles follow Eq. 1 with R^2 of at least 0.9",
    "Lucid 0.62",
    "the v2023 pod trace has a median GPU request of 0.5",
])
def test_the_search_catches_what_it_is_for(text):
    assert offending_clauses(text) or any(f in text for f in FORBIDDEN)


@pytest.mark.parametrize("text", [
    "`lucid-like`'s schedule is 7.65% above `lower-bound`.",
    "A reference-only cross-check against Lucid's RTX 3090 pairs runs in the test suite; no number from it is shipped.",
    "Lucid's rules as CASTOR describes them: order by `G_k L_k`; a job joins when labels (< 0.85: 2) sum to <= 2",
    "Sia's profiles (Sec. 3.2, Eq. 1) are a run-time cross-check.",
    "| `lucid/`, `sia/`, other `alibaba/` | cross-checks in tests only |",
    "Castor's JCT is 8.0% lower than Lucid in the paper (Table 4).",
])
def test_the_search_leaves_what_is_allowed(text):
    assert not offending_clauses(text) and not any(f in text for f in FORBIDDEN)
