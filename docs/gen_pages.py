"""The documentation site's generated pages (run by mkdocs-gen-files at build time).

Facts that the code already knows are never written by hand in ``docs/``:

- ``reference/cli.md``: every command, argument and option of the Typer app,
  with the help text the command line prints;
- ``reference/registry.md``: every registered problem with its paper, sense,
  size, generator options and methods (kind, description, size cap), as
  ``schedbench list`` prints them; each problem page also gets its own part
  of it, appended at the end;
- ``reference/schemas.md``: the published JSON Schemas, one per problem;
- ``results/``: a copy of the tracked reference results (report pages,
  tables, plots, the findings page and its figures), so that the site shows
  them with ``results/`` as the one source;
- ``reference/api.md`` and ``reference/api/``: the list of documented modules,
  and one mkdocstrings page per module.

The functions are pure (they return text) so that the tests can check them
without building the site; :func:`main` writes the files.
"""

from __future__ import annotations

import os
import re
import textwrap
from collections.abc import Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "results"
PROG = "schedbench"
#: Width of a pass-through command's help on the page, and how long it may take to print.
HELP_COLUMNS = 100
HELP_TIMEOUT_S = 120

#: Modules of the API reference, in the order of the page (the public
#: surface first, then one module per paper in every layer).
API_CORE = (
    "schedbench", "schedbench.contracts", "schedbench.registry", "schedbench.harness.runner", "schedbench.errors",
    "schedbench.schema", "schedbench.milp", "schedbench.online", "schedbench.online.simulate",
    "schedbench.online.metrics", "schedbench.harness", "schedbench.harness.matrix", "schedbench.harness.store",
    "schedbench.reporting", "schedbench.reporting.certified", "schedbench.harness.library", "schedbench.solvers",
)
PAPERS = ("cuckoo", "asrpt", "gimbal", "castor", "horus")
API_LAYERS = ("problems", "instances", "perfmodels", "formulations", "heuristics")
#: Layers installed as ``schedbench.<layer>`` from a top-level folder (pyproject's package-dir).
INSTALLED_FROM_TOP = frozenset({"instances", "formulations", "heuristics", "solvers"})


# ------------------------------------------------------------------ helpers


def _unwrap(text: str | None) -> str:
    """A docstring's paragraphs as single lines: the page wraps them, not the source."""
    if not text:
        return ""
    paragraphs = re.split(r"\n\s*\n", textwrap.dedent(text).strip())
    return "\n\n".join(" ".join(line.strip() for line in p.splitlines()) for p in paragraphs)


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return text.replace("|", "\\|").replace("[", "\\[").replace("\n", " ")


def anchor(name: str) -> str:
    """The heading anchor the toc extension gives a problem or command name."""
    return re.sub(r"[^a-z0-9-]+", "", name.lower().replace(" ", "-"))


# --------------------------------------------------------------- the CLI


def _click_command() -> Any:
    import typer

    from schedbench.cli import app

    return typer.main.get_command(app)


def cli_commands() -> list[tuple[str, list[tuple[str, str]]]]:
    """[(command, [(names and metavar, help), ...])] for every visible command,
    the top level first (command ``""``), as the help pages print them."""
    group = _click_command()
    ctx_cls = group.context_class
    top = ctx_cls(group, info_name=PROG)
    out = [("", [rec for p in group.get_params(top) if not p.hidden and (rec := p.get_help_record(top))])]
    for name, cmd in group.commands.items():
        if getattr(cmd, "hidden", False):
            continue
        ctx = ctx_cls(cmd, info_name=name, parent=top)
        out.append((name, [rec for p in cmd.get_params(ctx) if not p.hidden and (rec := p.get_help_record(ctx))]))
    return out


def cli_reference() -> str:
    """The command-line reference page, from the Typer app."""
    group = _click_command()
    ctx_cls = group.context_class
    top = ctx_cls(group, info_name=PROG)
    lines = [
        "# Command line",
        "",
        "Generated from the command line itself at every build of this site: each command with its usage, "
        "its description and every argument and option, as `schedbench COMMAND --help` prints them.",
        "",
        f"`{PROG} " + " ".join(group.collect_usage_pieces(top)) + "`",
        "",
        _unwrap(group.help),
        "",
        "| command | what it does |",
        "| --- | --- |",
    ]
    visible = {n: c for n, c in group.commands.items() if not getattr(c, "hidden", False)}
    for name, cmd in visible.items():
        first = _unwrap(cmd.short_help or cmd.help).split("\n\n")[0]
        lines.append(f"| [`{name}`](#{anchor(name)}) | {_cell(first)} |")
    lines += ["", "## Options of `schedbench`", ""]
    lines += _params_table([p.get_help_record(top) for p in group.get_params(top) if not p.hidden])
    for name, cmd in visible.items():
        ctx = ctx_cls(cmd, info_name=name, parent=top)
        lines += ["", f"## {name}", "", f"`{PROG} {name} " + " ".join(cmd.collect_usage_pieces(ctx)) + "`", ""]
        lines += [_unwrap(cmd.help), ""]
        if cmd.context_settings.get("ignore_unknown_options"):  # hands its arguments to another parser
            lines += ["Its arguments go to that program, whose help is:", "", "```text", passthrough_help(name), "```"]
            continue
        lines += _params_table([p.get_help_record(ctx) for p in cmd.get_params(ctx) if not p.hidden])
    return "\n".join(lines).rstrip() + "\n"


def passthrough_help(command: str) -> str:
    """``schedbench COMMAND --help`` of a command that hands its arguments on (``perf``)."""
    import subprocess
    import sys

    env = {**os.environ, "COLUMNS": str(HELP_COLUMNS), "NO_COLOR": "1"}
    proc = subprocess.run([sys.executable, "-c", "from schedbench.cli import main; main()", command, "--help"],
                          capture_output=True, text=True, env=env, timeout=HELP_TIMEOUT_S, check=True)
    return proc.stdout.rstrip()


def _params_table(records: Iterable[tuple[str, str] | None]) -> list[str]:
    rows = [r for r in records if r]
    if not rows:
        return ["(no options)"]
    out = ["| argument or option | meaning |", "| --- | --- |"]
    for names, text in rows:
        out.append(f"| `{_cell(names)}` | {_cell(' '.join(text.split()))} |")
    return out


# ---------------------------------------------------------- the registry


def _problem_facts(spec: Any, level: int) -> list[str]:
    h = "#" * level
    sense = "minimise" if spec.sense.value == "min" else "maximise"
    lines = [
        f"- **What**: {spec.description}",
        f"- **Paper**: {spec.paper}",
        f"- **Sense**: {sense}",
        f"- **Size** (`--size`): {spec.size_meaning}",
        f"- **Default sizes**: {', '.join(map(str, spec.default_sizes))}",
        "- **MILP file** (`schedbench export`): " + ("yes" if spec.build is not None else "no"),
        "",
        f"{h} Methods",
        "",
        "| method | kind | description | size cap |",
        "| --- | --- | --- | ---: |",
    ]
    for m in spec.methods.values():
        cap = "" if m.max_size is None else f"{m.max_size:,}"
        lines.append(f"| `{m.name}` | {m.kind} | {_cell(m.description)} | {cap} |")
    if spec.generator_options:
        lines += ["", f"{h} Generator options (`--option key=value`)", "", "| option | meaning |", "| --- | --- |"]
        lines += [f"| `{k}` | {_cell(v)} |" for k, v in spec.generator_options.items()]
    return lines


def registry_reference() -> str:
    """Every registered problem, as ``schedbench list`` states it."""
    from schedbench.registry import registry

    reg = registry()
    lines = [
        "# Problems, options and methods",
        "",
        "Generated from the problem registry (what `schedbench list` prints) at every build of this site. "
        "The problem pages explain each problem, its methods and its results.",
        "",
        "| problem | paper | size | methods |",
        "| --- | --- | --- | ---: |",
    ]
    for spec in reg:
        lines.append(f"| [`{spec.name}`](#{anchor(spec.name)}) | {_cell(spec.paper.split(',')[0])} "
                     f"| {_cell(spec.size_meaning)} | {len(spec.methods)} |")
    for spec in reg:
        lines += ["", f"## {spec.name}", "", f"Explained on [its page](../problems/{spec.name}.md).", ""]
        lines += _problem_facts(spec, 3)
    return "\n".join(lines) + "\n"


def problem_block(name: str) -> str:
    """The registry's part appended to a problem's own page."""
    from schedbench.registry import registry

    spec = registry().get(name)
    lines = ["", "## From the registry", "",
             "Generated from the registry at build time (`schedbench list` prints the same): "
             "the methods as registered, their size caps, and the generator's options.", ""]
    return "\n".join(lines + _problem_facts(spec, 3)) + "\n"


def schemas_page() -> str:
    """The list of published schemas: one per registered problem."""
    from schedbench.registry import registry

    lines = [
        "# File schemas",
        "",
        "Every registered problem publishes the JSON Schema (2020-12) of its instance file, written by "
        "`schedbench schema --all -o results/schemas` and kept equal to the code by a test. The root of each "
        "validates an instance file; `#/$defs/<SolutionType>` (named in its description) validates a solution "
        "as `to_dict()` writes it. Rules that span fields are stated in each type's description, not in the "
        "schema. This list is generated from the registry.",
        "",
        "| problem | schema | instance type | solution type |",
        "| --- | --- | --- | --- |",
    ]
    for spec in registry():
        lines.append(f"| `{spec.name}` | [`{spec.name}.json`](../results/schemas/{spec.name}.json) "
                     f"| `{spec.instance_type.__name__}` | `{spec.solution_type.__name__}` |")
    return "\n".join(lines) + "\n"


def results_index() -> str:
    """Links to the report page, plots and tables of every problem (appended to results.md)."""
    from schedbench.registry import registry

    lines = ["", "## Every problem's report page", "",
             "Generated at build time from the registry and `results/`: each problem's page of the reference "
             "report, with its tables (gap to bound, gap to best, runtime, counts by status), its aggregates, "
             "performance profiles and plots.", "",
             "| problem | report page | gap plot | runtime plot | summary table |",
             "| --- | --- | --- | --- | --- |"]
    for spec in registry():
        n = spec.name
        if not (RESULTS / f"{n}.md").is_file():
            lines.append(f"| `{n}` | not in the reference results | | | |")
            continue
        lines.append(f"| `{n}` | [{n}](results/{n}.md) | [gap](results/{n}-gap.png) "
                     f"| [runtime](results/{n}-runtime.png) | [{n}.csv](results/{n}.csv) |")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ API


def api_modules() -> list[str]:
    """Documented modules: the core, then every paper's module in every layer
    that has one (bounds modules beside their formulations)."""
    mods = list(API_CORE)
    for layer in API_LAYERS:
        folder = ROOT / layer if layer in INSTALLED_FROM_TOP else ROOT / "schedbench" / layer
        for paper in PAPERS:
            for suffix in ("", "_bounds"):
                if (folder / f"{paper}{suffix}.py").is_file():
                    mods.append(f"schedbench.{layer}.{paper}{suffix}")
    return mods


def api_index(mods: list[str]) -> str:
    lines = ["# API reference", "",
             "Generated from the docstrings. `schedbench.__all__` is the declared public surface; the modules "
             "below it are documented for readers of the formulations, generators and heuristics, one module per "
             "paper in every layer.", "",
             "| module | first line of its docstring |", "| --- | --- |"]
    import importlib

    for mod in mods:
        doc = _unwrap(importlib.import_module(mod).__doc__).split("\n\n")[0]
        first = re.split(r"(?<=\.)\s", doc, maxsplit=1)[0]
        lines.append(f"| [`{mod}`](api/{mod}.md) | {_cell(first)} |")
    return "\n".join(lines) + "\n"


def api_directive(mod: str) -> str:
    """The mkdocstrings directive of one module. The layer packages install
    from top-level folders (``schedbench.formulations`` is ``formulations/``),
    which static analysis finds under their folder names; the page's title
    carries the import name."""
    parts = mod.split(".")
    if len(parts) > 1 and parts[1] in INSTALLED_FROM_TOP:
        mod = ".".join(parts[1:])
    return f"::: {mod}\n    options:\n      show_root_heading: false"


# ----------------------------------------------------------------- main


def main() -> None:
    import mkdocs_gen_files

    from schedbench.registry import registry

    with mkdocs_gen_files.open("reference/cli.md", "w") as f:
        f.write(cli_reference())
    with mkdocs_gen_files.open("reference/registry.md", "w") as f:
        f.write(registry_reference())
    with mkdocs_gen_files.open("reference/schemas.md", "w") as f:
        f.write(schemas_page())
    for spec in registry():
        with mkdocs_gen_files.open(f"problems/{spec.name}.md", "a") as f:
            f.write(problem_block(spec.name))
    with mkdocs_gen_files.open("results.md", "a") as f:
        f.write(results_index())
    # The reference results, copied as they are: results/ stays the one source.
    for path in sorted(RESULTS.rglob("*")):
        if path.is_file():
            with mkdocs_gen_files.open(f"results/{path.relative_to(RESULTS).as_posix()}", "wb") as f:
                f.write(path.read_bytes())
    mods = api_modules()
    with mkdocs_gen_files.open("reference/api.md", "w") as f:
        f.write(api_index(mods))
    for mod in mods:
        with mkdocs_gen_files.open(f"reference/api/{mod}.md", "w") as f:
            f.write(f"# `{mod}`\n\n{api_directive(mod)}\n")


if __name__ in {"__main__", "<run_path>"}:
    main()
