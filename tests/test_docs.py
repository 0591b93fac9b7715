"""The documentation site builds strictly, its links resolve, and its generated
pages state what the code states (docs/gen_pages.py, mkdocs.yml).

The site is built once per test session (``mkdocs build --strict`` into a
temporary folder: about 11 s of CPU, 15-45 s of wall time on a shared 2-core
machine); every relative link and image of every built page must name a
file of the site, and a link's fragment an id on that page.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from schedbench.registry import registry

ROOT = Path(__file__).resolve().parents[1]
#: Pages every build must hold (the documentation's table of contents).
REQUIRED_PAGES = (
    "index.html", "getting-started.html", "concepts.html", "problems/index.html", "problems/workloads.html",
    "results.html", "findings.html", "results/findings.html", "results/report.html", "harness.html", "dask.html",
    "library.html", "data.html", "online-core.html", "contributing.html", "correctness.html",
    "regression-gates.html", "performance.html", "reference/cli.html", "reference/registry.html",
    "reference/schemas.html", "reference/api.html",
)
#: Text for the project's own bookkeeping that must not reach a reader.
RESIDUE = re.compile(r"\bissues? #?\d+", re.I)
#: README's length limit: a newcomer reads it in five minutes.
README_MAX_LINES = 250
#: MkDocs and its plug-ins print notices about their future on every run; quiet them.
QUIET = {"NO_MKDOCS_2_WARNING": "1", "DISABLE_MKDOCS_2_WARNING": "true"}


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _gen_pages():
    return _load("gen_pages", ROOT / "docs" / "gen_pages.py")


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT, capture_output=True, text=True, env={**os.environ, **QUIET}, timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    return out


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"] or "")
        for key in ("href", "src"):
            if a.get(key) and tag in {"a", "img", "link", "script"}:
                self.links.append(a[key] or "")


def _parse(path: Path) -> _Links:
    p = _Links()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def test_every_listed_page_is_built(site):
    missing = [p for p in REQUIRED_PAGES if not (site / p).is_file()]
    assert not missing, missing
    for name in registry().names():
        assert (site / "problems" / f"{name}.html").is_file(), f"no page for {name}"


def test_internal_links_and_images_resolve(site):
    """Every relative href and src of every page names a file of the site
    (results' plots and CSVs included), and every fragment an id there."""
    # 404.html is served for any missing URL, so its links are site-absolute by design.
    parsed = {path: _parse(path) for path in site.rglob("*.html") if path.name != "404.html"}
    broken = []
    for path, page in parsed.items():
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or link.startswith("//") or link.startswith("mailto:"):
                continue
            target = path if not parts.path else (path.parent / unquote(parts.path)).resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                broken.append(f"{path.relative_to(site)}: {link}")
                continue
            if parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else _parse(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append(f"{path.relative_to(site)}: {link} (no such anchor)")
    assert not broken, "\n".join(broken[:40])


def test_the_findings_page_and_its_figures_are_on_the_site(site):
    source = (ROOT / "results" / "findings.md").read_text()
    figures = re.findall(r"!\[[^\]]*\]\(([^)]+\.png)\)", source)
    assert figures
    html = (site / "results" / "findings.html").read_text()
    for fig in figures:
        assert (site / "results" / fig).is_file() and fig in html


def test_no_internal_residue_on_any_page(site):
    """No tracker numbers in the hand-written pages or in what the build made of them."""
    for path in [*sorted((ROOT / "docs").rglob("*.md")), *sorted(site.rglob("*.html"))]:
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"<[^>]+>", " ", text) if path.suffix == ".html" else text
        hit = RESIDUE.search(text)
        assert hit is None, f"{path}: {hit.group(0) if hit else ''}"


def _help(*args: str) -> str:
    env = {**os.environ, "COLUMNS": "200", "TERM": "dumb", "NO_COLOR": "1"}
    proc = subprocess.run([sys.executable, "-m", "schedbench.cli", *args, "--help"], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)
    if proc.returncode != 0:  # the module may not run as a script: go through the entry point
        proc = subprocess.run([str(Path(sys.executable).parent / "schedbench"), *args, "--help"],
                              capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _commands(top_help: str) -> list[str]:
    """Command names listed in the Commands panel of ``schedbench --help``."""
    panel = top_help.split("Commands", 1)[1]
    return re.findall(r"^[│|]\s+([a-z][a-z-]*)\s{2,}", panel, re.M)


def test_cli_reference_lists_every_command_and_option(site):
    """Every command of ``schedbench --help`` and every option of every
    command's help is on the generated page (and the page is the built one)."""
    page = _gen_pages().cli_reference()
    top = _help()
    commands = _commands(top)
    assert {"run", "generate", "solve", "report", "findings"} <= set(commands)
    built = (site / "reference" / "cli.html").read_text()
    for command in ["", *commands]:
        text = _help(command) if command else top
        options = set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\w-])", text))
        assert options, command
        if command:
            assert f"## {command}\n" in page and f'id="{command}"' in built, command
        for option in options:
            assert option in page, f"`schedbench {command} --help` shows {option}; the CLI page does not"
            assert option in built, f"{option} of {command or 'schedbench'} is not on the built page"


def test_generated_registry_and_schema_pages_name_every_problem():
    gen = _gen_pages()
    reg = registry()
    registry_page, schemas = gen.registry_reference(), gen.schemas_page()
    for spec in reg:
        assert f"## {spec.name}\n" in registry_page
        assert f"[`{spec.name}.json`](../results/schemas/{spec.name}.json)" in schemas
        assert (ROOT / "results" / "schemas" / f"{spec.name}.json").is_file()
        block = gen.problem_block(spec.name)
        for method in spec.methods:
            assert f"| `{method}` |" in block and f"| `{method}` |" in registry_page
        for option in spec.generator_options:
            assert f"| `{option}` |" in block


def test_unwrap_joins_docstring_lines():
    gen = _gen_pages()
    assert gen._unwrap("Write the page:\n    one line,\n    the next.\n\n    Second.") == (
        "Write the page: one line, the next.\n\nSecond.")


#: The first row of the headline table (README) and of its source on the results page.
HEADLINE_HEADER = "| problem | jobs | paper's heuristic |"


def _table_from(text: str, header: str) -> str:
    start = text.index(header)
    end = text.find("\n\n", start)
    return text[start:end if end >= 0 else None]


def test_readme_headline_table_is_the_results_pages():
    """README's one table is the certified-gaps table of the results page."""
    readme = (ROOT / "README.md").read_text()
    results = (ROOT / "docs" / "results.md").read_text()
    assert _table_from(readme, HEADLINE_HEADER) == _table_from(results, HEADLINE_HEADER)


def test_readme_is_short_and_links_resolve():
    """README stays a front door: under 250 lines, and every relative link names a file of the repository."""
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) < README_MAX_LINES
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", readme):
        if not re.match(r"[a-z]+:", target):
            assert (ROOT / target).exists(), target


def test_docstrings_sphinx_roles_read_as_plain_code(site):
    hooks = _load("hooks", ROOT / "docs" / "hooks.py")
    assert hooks.strip_roles(":func:<code>solve</code> and :class:<code>~schedbench.contracts.Budget</code>") \
        == "<code>solve</code> and <code>Budget</code>"
    role = re.compile(r":(?:func|class|mod|data|attr|meth|exc|obj|const):")
    shown = [str(p.relative_to(site)) for p in site.rglob("*.html") if role.search(p.read_text(encoding="utf-8"))]
    assert not shown, shown
