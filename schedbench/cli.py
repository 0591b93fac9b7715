"""The ``schedbench`` command line.

::

    schedbench list
    schedbench generate PROBLEM --size N [--seed S] -o FILE.json|- [--option key=value ...]
    schedbench solve FILE.json --method M [--time-limit S] [--solver highs|cbc] [--threads T] [--seed S] [--json]
    schedbench export FILE.json --format mps|lp [-o OUT|-]
    schedbench run [MATRIX.toml] [--problem P --sizes 8,16 --seeds 0-2 --methods a,b --time-limit S] [--method M ...]
                   [--store runs/schedbench.sqlite] [--jobs N] [--report-dir DIR | --no-report]
                   [--retry timeout,error] [--verbose]
    schedbench report STORE [--report-dir DIR] [--verbose]
    schedbench cells STORE [--status error,timeout,infra-error,limit-stop,time-cap,conflict] [--problem P] [--json]
    schedbench compare BASELINE [CANDIDATE] [--versions OLD NEW] [--problem P] [--json]
    schedbench schema PROBLEM [-o FILE.json|-] | schedbench schema --all -o results/schemas
    schedbench library [MATRIX.toml | --problem P --sizes 8,16 --seeds 0-2] [--store S] -o DIR
    schedbench run --library DIR [--methods a,b ...]
    schedbench perf [-o FILE.json] [--fast] [--kernels a,b] [pyperf options]
    schedbench data list | fetch [NAME ...] [--dir DIR] [--base-url URL] [--accept-licence] [-v] | verify [--data DIR]
    schedbench gate --base REV [--cases a,b] [--rounds N] [--threshold 1.3] [--clock cpu|wall] [--json FILE] [--pyperf DIR]

The report of a store ``runs/NAME.sqlite`` goes to ``runs/NAME/`` unless
``--report-dir`` says otherwise (the same flag in ``run`` and ``report``): a
run never overwrites the reference results tracked in ``results/``, which
are refreshed on purpose with ``--report-dir results``. The terminal gets a
short summary (cell counts per problem and status, where the report is);
``--verbose`` prints every table too.

Bad input (an unknown name, a malformed file, a bad flag value) prints one
line naming the field and the rule to stderr and exits with status 2; a
``run`` in which a cell ended in ``error`` or ``infra-error``, or whose
cells took part in a conflict (a proven bound that a feasible objective of
the same instance beats: both cells are kept as they are, and the run names
both, one line per conflict), exits with 1 (after the report). Ctrl-C at
any moment of any command prints one line and exits with 130; a ``run``
(SIGTERM: 143) kills its cells first, keeps every finished one in the store
and says so.

A plug-in that failed to load is said once, by ``list`` and ``run`` (the
commands whose methods it would have joined); a command that asks for its
method by name says that the plug-in failed to load, and why.

Every output path is checked before any work starts: a new path or a
regular file (never a folder, a device, a FIFO, a socket or a symbolic
link), or a folder where the output is a folder; ``-`` stands for standard
output where the output is one file (``generate``, ``schema PROBLEM``,
``export``) and is refused elsewhere. Files are replaced atomically, and
folders of files (a report, a library) are filled only once complete.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import json
import os
import signal
import sys
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from typer.core import TyperArgument

from schedbench.reporting import certified_command
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.validation import check_file_target, check_store_file, is_stdout, missing_folders
from schedbench.validation import check_folder_target as _folder_target

#: Exit status of bad input (the convention of argparse and click).
EXIT_USAGE = 2
#: Exit status of ``solve`` when the method's status is ``error``, and of
#: ``run`` when a cell of this run ended in ``error`` or ``infra-error`` or
#: took part in a conflict (report written first).
EXIT_METHOD_ERROR = 1
#: Exit status after Ctrl-C (128 + SIGINT).
EXIT_INTERRUPTED = 130
#: The most worker processes --jobs takes: far above any machine's cores, and
#: small enough that a typo does not try to start millions of processes.
MAX_JOBS = 1024
#: At most this many conflicts are printed at the end of a run.
CONFLICTS_SHOWN = 5
DEFAULT_STORE = Path("runs") / "schedbench.sqlite"
#: The tracked reference report (written only when asked: ``--report-dir results``).
REFERENCE_REPORT_DIR = Path("results")
EXPORT_FORMATS = ("mps", "lp")
PROG = "schedbench"

app = typer.Typer(
    name=PROG,
    help="Optimality gaps and runtimes of the combinatorial problems inside GPU-cluster schedulers.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


class Interrupted(Exception):
    """Ctrl-C (or SIGTERM) stopped a command: :func:`main` prints ``line``
    (what was kept, what to do) and exits with ``code``."""

    def __init__(self, line: str = f"{PROG}: interrupted", code: int = EXIT_INTERRUPTED):
        super().__init__(line)
        self.line = line
        self.code = code


def _registry(*, warn: bool = False) -> Any:
    """The process's registry. With ``warn`` (``list`` and ``run``, whose
    methods a broken plug-in would have joined), each plug-in that failed to
    load is said once, one line naming its package, on stderr; the other
    commands stay quiet about plug-ins they do not use
    (:func:`_refuse_failed_plugin` speaks when one is asked for)."""
    from schedbench.registry import registry

    reg = registry()
    for line in reg.plugin_errors if warn else ():
        if line not in _SAID:
            _SAID.add(line)
            _say(f"warning: {line}")
    return reg


def _refuse_failed_plugin(reg: Any, name: str, flag: str) -> None:
    """One error naming ``flag`` when ``name`` is the method of a plug-in
    that failed to load (:attr:`Registry.failed_methods`): what failed and
    why, not that no such method exists."""
    failure = reg.failed_methods.get(name)
    if failure is not None:
        raise ValidationError(flag, failure.rule(), name)


#: Plug-in failures already said in this process.
_SAID: set[str] = set()


def _show_version(value: bool) -> None:
    if value:
        from schedbench.harness import code_version

        print(f"{PROG} {code_version()}")
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[bool, typer.Option("--version", help="Print the code version (package version + source hash) and exit.",
                                          callback=_show_version, is_eager=True)] = False,
) -> None:
    """Optimality gaps and runtimes of the combinatorial problems inside GPU-cluster schedulers."""


# -------------------------------------------------------------------- list


@app.command("list")
def list_problems() -> None:
    """List the registered problems and their methods (plug-ins with their
    package and version)."""
    reg = _registry(warn=True)
    for spec in reg:
        print(f"{spec.name}: {spec.description}")
        if spec.origin is not None:
            print(f"  plug-in: {spec.origin.label()}")
        print(f"  paper: {spec.paper}")
        print(f"  sense: {'minimise' if spec.sense.value == 'min' else 'maximise'}")
        print(f"  size: {spec.size_meaning}")
        print(f"  default sizes: {', '.join(map(str, spec.default_sizes))}")
        print(f"  formulation: {'yes (schedbench export)' if spec.build is not None else 'no'}")
        if spec.generator_options:
            print("  generator options:")
            for name, text in spec.generator_options.items():
                print(f"    {name}: {text}")
        print("  methods:")
        width = max((len(m) for m in spec.methods), default=0)
        for m in spec.methods.values():
            cap = f" (max size {m.max_size})" if m.max_size is not None else ""
            source = f" [plug-in {m.origin.label()}]" if m.origin is not None and spec.origin is None else ""
            print(f"    {m.name:<{width}}  {m.kind:<9}  {m.description}{cap}{source}")
        print()


# ---------------------------------------------------------------- generate


def _positive(value: int, flag: str) -> int:
    if value < 1:
        raise ValidationError(flag, "must be a positive integer", value)
    return value


def _nonnegative(value: int, flag: str) -> int:
    if value < 0:
        raise ValidationError(flag, "must be a non-negative integer", value)
    return value


def _budget_field(key: str, value: Any, flag: str) -> Any:
    """A budget flag's value, checked by the matrix's rules (one place for
    both: :func:`schedbench.harness.matrix.check_setting`)."""
    from schedbench.harness import check_setting

    return check_setting(key, value, flag)


def _solver(value: str) -> str:
    return _budget_field("solver", value, "--solver")


def _solver_installed(solver: str, flag: str) -> None:
    """The solver a command is asked to use is installed (CBC comes with the
    ``cbc`` extra, or from a ``cbc`` on PATH), or one line saying how to get
    it: bad input, found before anything runs."""
    if solver != "cbc":
        return  # HiGHS is part of the base install
    from schedbench.extras import MissingExtra
    from schedbench.solvers import cbc

    if cbc.cbc_path() is None:
        raise MissingExtra("cbc", f"{flag} cbc")


def _own_method(method: str, problem: str, problems: Sequence[str], file: Path) -> str:
    """A ``--method`` given as ``PROBLEM:NAME`` (as ``run --methods`` takes
    it) is the method NAME when PROBLEM is the file's problem; another
    registered problem is refused. Anything else is returned as given."""
    prefix, sep, name = method.partition(":")
    if not sep or prefix not in problems:
        return method
    if prefix != problem:
        raise ValidationError("--method", f"names a method of {prefix}, but {file} is a {problem} instance", method)
    return name


def _problem(name: str, flag: str = "PROBLEM"):
    reg = _registry()
    if name not in reg.names():
        raise ValidationError(flag, f"must be a registered problem (known: {', '.join(reg.names()) or 'none'})", name)
    return reg.get(name)


@app.command()
def generate(
    problem: Annotated[str, typer.Argument(metavar="PROBLEM", help="A registered problem (schedbench list).")],
    size: Annotated[int, typer.Option("--size", metavar="N", help="Instance size (schedbench list says what it counts).")],
    output: Annotated[Path, typer.Option("--output", "-o", metavar="FILE", help="Instance file to write (JSON); - writes it to standard output.")],
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Generator seed, 0 to 2,147,483,647.")] = 0,
    option: Annotated[
        Optional[list[str]], typer.Option("--option", metavar="KEY=VALUE", help="Generator option key=value (repeatable).")
    ] = None,
) -> None:
    """Generate one instance and write it as a JSON document."""
    from schedbench.io import save_instance_file
    from schedbench.harness import check_generator_option, parse_assignments
    from schedbench.validation import check_size_fits

    spec = _problem(problem)
    _positive(size, "--size")
    check_size_fits(size, "--size")
    _budget_field("seed", seed, "--seed")
    if not is_stdout(output):
        check_file_target(output, "--output")
    options = parse_assignments(option or [], "--option")
    for key, value in options.items():
        check_generator_option(spec, key, value, f"--option {key}")
    from schedbench.harness import generate_instance

    try:
        instance = generate_instance(spec, size, seed, options)
    except ValidationError as exc:
        if exc.path in options:  # the generator checks option values by their bare name
            raise ValidationError(f"--option {exc.path}", exc.rule, exc.value) from None
        raise
    about = f"{spec.name}, size {instance.size}, seed {seed}, id {instance.id}"
    if save_instance_file(output, spec, instance):
        _say(f"wrote the instance to standard output: {about}")
    else:
        print(f"wrote {output}: {about}")


# ------------------------------------------------------------------- solve


def _fmt(x: Any) -> str:
    if x is None:
        return "—"
    if isinstance(x, float):
        return f"{x:.10g}"
    return str(x)


@app.command()
def solve(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="Instance file (schedbench generate).")],
    method: Annotated[str, typer.Option("--method", "-m", metavar="METHOD", help="Method name (schedbench list; PROBLEM:NAME as run --methods takes it, PROBLEM being the file's), or FILE.py:FUNCTION or MODULE:FUNCTION: a function run(instance, budget) tried without packaging it.")],
    time_limit: Annotated[float, typer.Option("--time-limit", metavar="SECONDS", help="Seconds, 0.01 to 10^7: a MILP solver's own limit (building, hand-off and decoding come on top); for every other method a safety cap on its CPU seconds, since searches stop on their work budget (--work).")] = 60.0,
    solver: Annotated[str, typer.Option("--solver", metavar="SOLVER", help="MILP solver: highs or cbc.")] = "highs",
    threads: Annotated[int, typer.Option("--threads", metavar="N", help="Solver threads, 1 to 1,024; blossom-pruned matches its windows in N processes (the same result, less wall time).")] = 1,
    seed: Annotated[int, typer.Option("--seed", metavar="N", help="Method seed, 0 to 2,147,483,647.")] = 0,
    mip_rel_gap: Annotated[float, typer.Option("--mip-rel-gap", metavar="GAP", help="Relative MIP gap to stop at, in [0, 1).")] = 1e-6,
    work: Annotated[float, typer.Option("--work", metavar="FACTOR", help="Scales the method's work budget (decodings, rounds, restarts), up to 10,000; 1 = its declared budget.")] = 1.0,
    node_limit: Annotated[Optional[int], typer.Option("--node-limit", metavar="N", help="Branch-and-bound nodes a MILP may explore, up to 10^9 (default: no limit).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of text.")] = False,
) -> None:
    """Run one method on one instance and score it with the evaluator.

    Exits with 1 when the method's status is error."""
    from schedbench.contracts import Budget, jsonable
    from schedbench.io import load_instance_file
    from schedbench.harness import run_and_score

    budget = Budget(
        time_limit_s=_budget_field("time_limit_s", time_limit, "--time-limit"),
        threads=_budget_field("threads", threads, "--threads"),
        seed=_budget_field("seed", seed, "--seed"),
        mip_rel_gap=_budget_field("mip_rel_gap", mip_rel_gap, "--mip-rel-gap"),
        solver=_solver(solver),
        work=_budget_field("work", work, "--work"),
        node_limit=None if node_limit is None else _budget_field("node_limit", node_limit, "--node-limit"),
    )
    reg = _registry()
    spec, instance = load_instance_file(file)
    method = _own_method(method, spec.name, reg.names(), file)
    _solver_installed(budget.solver, "--solver")
    if method not in spec.methods and ":" in method:  # the quick path: FILE.py:FUNCTION or MODULE:FUNCTION
        from schedbench.plugins import add_quick_method

        method, targets = add_quick_method(reg, method, [spec.name])
        if spec.name not in targets:
            raise ValidationError("--method", f"declares the problem(s) {', '.join(targets)}, not {spec.name}", method)
        spec = reg.get(spec.name)
    if method not in spec.methods:
        _refuse_failed_plugin(reg, method, "--method")
        raise ValidationError("--method", f"must be a method of {spec.name} (known: {', '.join(spec.methods)})", method)
    scored = run_and_score(spec, method, instance, budget)
    data = scored.to_dict()
    if as_json:
        doc = {"problem": spec.name, "method": method, "instance_id": instance.id, "budget": asdict(budget), **data}
        print(json.dumps(jsonable(doc), allow_nan=False))
    else:
        ev = data["evaluation"] or {}
        t = data["result"]["timings"]
        gap = scored.gap_to_bound
        rows = [
            ("problem", f"{spec.name} (instance {instance.id}, size {instance.size})"),
            ("method", f"{method} ({spec.methods[method].kind})"),
            ("status", data["result"]["status"]
             + (" (the solver stopped at its limit)" if data["result"]["info"].get("stopped_at_limit") else "")),
            ("objective", _fmt(ev.get("objective")) + (f" ({ev.get('sense')})" if ev else "")),
            ("bound", _fmt(data["result"]["bound"])),
            ("gap", "—" if gap is None else f"{100 * gap:.4g}%"),
            ("time", f"{t['total_s']:.4g} s (build {t['build_s']:.3g}, handoff {t['handoff_s']:.3g}, "
                     f"solve {t['solve_s']:.3g}, decode {t['decode_s']:.3g})"),
        ]
        if ev.get("metrics"):
            rows.append(("metrics", ", ".join(f"{k}={_fmt(v)}" for k, v in ev["metrics"].items()
                                              if not isinstance(v, (dict, list)))))
        if data["error"]:
            rows.append(("error", data["error"]))
        for name, value in rows:
            print(f"{name:<10} {value}")
    if scored.result.status.value == "error":
        raise typer.Exit(EXIT_METHOD_ERROR)


# ------------------------------------------------------------------ schema


def schema_text(spec: Any) -> str:
    """The JSON Schema of a problem's files as written to disk (stable text)."""
    from schedbench.io import problem_schema

    return json.dumps(problem_schema(spec), indent=1, sort_keys=False) + "\n"


@app.command()
def schema(
    problem: Annotated[Optional[str], typer.Argument(metavar="PROBLEM", help="A registered problem (schedbench list).")] = None,
    all_problems: Annotated[bool, typer.Option("--all", help="Every registered problem (needs -o FOLDER).")] = False,
    output: Annotated[
        Optional[Path], typer.Option("--output", "-o", metavar="PATH", help="File to write (default, or -: standard output; with --all: folder, one PROBLEM.json each).")
    ] = None,
) -> None:
    """Print or write the JSON Schema of a problem's instance file (the whole
    document: problem, schema_version, id, instance) and its solution."""
    from schedbench.io import write_text_atomic
    from schedbench.registry import registry

    if all_problems == (problem is not None):
        raise ValidationError("PROBLEM", "give one problem or --all", problem)
    if not all_problems:
        assert problem is not None  # checked just above
        spec = _problem(problem)
        if output is None or is_stdout(output):
            print(schema_text(spec), end="")
        else:
            write_text_atomic(check_file_target(output, "--output"), schema_text(spec))
            print(f"wrote {output}")
        return
    if output is None:
        raise ValidationError("--output", "is required with --all (a folder)", None)
    _folder_target(output, "--output", stdout="--all writes one file per problem into a folder")
    from schedbench.io import staged_folder

    with staged_folder(output) as stage:  # all of them or, stopped half way, none
        for spec in registry():
            write_text_atomic(stage / f"{spec.name}.json", schema_text(spec))
    print(f"wrote {len(registry().names())} schema(s) to {output}")


# ------------------------------------------------------------------ export


@app.command()
def export(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="Instance file (schedbench generate).")],
    fmt: Annotated[str, typer.Option("--format", metavar="FORMAT", help="mps or lp.")],
    output: Annotated[Optional[Path], typer.Option("--output", "-o", metavar="FILE", help="Model file (default: FILE.mps/.lp); - writes it to standard output.")] = None,
) -> None:
    """Write the problem's MILP for an instance as an MPS or LP file.

    The file's first comment lines give objective_scale: the problem's
    objective = the file's objective x objective_scale (1 except where the
    model is written in scaled units, as GIMBAL's is in a time unit)."""
    from schedbench.io import load_instance_file

    if fmt not in EXPORT_FORMATS:
        raise ValidationError("--format", f"must be one of {', '.join(EXPORT_FORMATS)}", fmt)
    spec, instance = load_instance_file(file)
    if spec.build is None:
        from schedbench.harness import NO_MODEL_DEFAULT, NO_MODEL_REASONS

        reason = NO_MODEL_REASONS.get(spec.name, NO_MODEL_DEFAULT).removeprefix("no MILP: ")
        raise SchedbenchError(f"{spec.name} has no MILP formulation to export: {reason}")
    try:
        from schedbench.solvers.export import export_model, objective_scale
    except ImportError:
        raise SchedbenchError("schedbench.solvers.export_model is not available in this installation") from None
    output = output or file.with_suffix(f".{fmt}")
    to_stdout = is_stdout(output)
    if not to_stdout:
        check_file_target(output, "--output")
    model = spec.build(instance)
    comments = [f"problem {spec.name}: {spec.paper}", f"instance {instance.id}"]
    if to_stdout:
        sys.stdout.write(_exported_text(model, fmt, comments, export_model))
        sys.stdout.flush()
    else:
        from schedbench.io import atomic_path

        with atomic_path(output) as tmp:
            export_model(model, tmp, fmt, comments)
    scale = objective_scale(model)
    line = (f"{spec.name} MILP of instance {instance.id} ({fmt}); objective_scale {scale!r}:"
            f" the problem's objective = the file's objective x {scale!r}")
    if to_stdout:
        _say(f"wrote the model to standard output: {line}")
    else:
        print(f"wrote {output}: {line}")


def _exported_text(model: Any, fmt: str, comments: Sequence[str], export_model: Any) -> str:
    """The text of ``model`` as an ``fmt`` file (the writer needs a file:
    a private temporary folder holds it)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="schedbench-export.") as folder:
        path = Path(folder) / f"model.{fmt}"
        export_model(model, path, fmt, comments)
        return path.read_text(encoding="utf-8")


# --------------------------------------------------------------------- run


def default_report_dir(store: Path) -> Path:
    """Where the report of ``store`` goes by default: beside it, named after
    it (``runs/schedbench.sqlite`` -> ``runs/schedbench/``)."""
    if store.suffix:
        return store.with_suffix("")
    return store.with_name(store.name + "-report")


def _print_tables(report: Any) -> None:
    from schedbench.reporting import markdown_table

    for pr in report.problems:
        print(f"\n## {pr.problem}\n")
        print(markdown_table(pr.summary, show_budget=len(pr.budgets) > 1), end="")


def _stops_text(stops: Any, conflicts: int) -> str:
    """``; 2 limit-stop, 1 time-cap; 1 bound conflict(s)``: the non-zero stop
    counts (store.STOP_KINDS) and the conflicts, or nothing."""
    from schedbench.harness import STOP_KINDS

    text = ", ".join(f"{int(stops.get(kind, 0))} {kind}" for kind in STOP_KINDS if stops.get(kind, 0))
    return (f"; {text}" if text else "") + (f"; {conflicts} bound conflict(s)" if conflicts else "")


def problem_line(problem: str, width: int, total: int, counts: Any, stops: Any, conflicts: int = 0) -> str:
    """One problem's summary line: its cells, their counts by status (the
    report's column names and order, non-zero ones), then the stops
    (limit-stop, time-cap) and the bound conflicts when there are any."""
    from schedbench.reporting import STATUS_COUNTS

    shown = ", ".join(f"{int(counts.get(status, 0))} {name}" for status, name in STATUS_COUNTS
                      if counts.get(status, 0))
    return f"{problem:<{width}}  {total} cell(s): {shown or 'none'}{_stops_text(stops, conflicts)}"


def report_summary(report: Any) -> list[str]:
    """One line per problem (:func:`problem_line`) over the report's cells."""
    from schedbench.reporting import STATUS_COUNTS
    from schedbench.harness import STOP_KINDS

    lines = []
    width = max((len(pr.problem) for pr in report.problems), default=0)
    for pr in report.problems:
        frame = pr.summary
        total = int(frame["n"].sum()) if "n" in frame else 0
        counts = {status: int(frame[name].sum()) for status, name in STATUS_COUNTS if name in frame}
        stops = {kind: int(frame[kind].sum()) for kind in STOP_KINDS if kind in frame}
        lines.append(problem_line(pr.problem, width, total, counts, stops, len(pr.conflicts)))
    return lines


def run_summary(summary: Any) -> list[str]:
    """One line per problem (:func:`problem_line`) over this run's cells."""
    from schedbench.harness import STOP_KINDS

    width = max((len(p) for p in summary.problems), default=0)
    lines = []
    for problem in sorted(summary.problems):
        counts = summary.problems[problem]
        conflicts = sum(1 for name, _, _ in summary.conflicts if name == problem)
        total = sum(n for key, n in counts.items() if key not in STOP_KINDS)
        lines.append(problem_line(problem, width, total, counts, counts, conflicts))
    return lines


#: Methods named per problem in the run's time breakdown (the rest are summed as "others").
TIME_TOP_METHODS = 3


def time_breakdown(seconds: Mapping[str, Mapping[str, float]], unmeasured: int = 0,
                   top: int = TIME_TOP_METHODS) -> list[str]:
    """Where this run's cell time went: the total CPU seconds of its cells,
    then one line per problem (most seconds first) with its seconds, its
    share of the total and its ``top`` costliest methods (the others summed).
    ``seconds[problem][method]`` adds up the cells' CPU seconds as their
    workers measured them; a cell killed or lost before it returned counts
    its wall seconds instead, and ``unmeasured`` says how many did."""
    if not seconds:
        return []
    total = sum(sum(per.values()) for per in seconds.values())
    head = f"cell CPU time {total:.1f} s, by problem (most first) and method:"
    if unmeasured:
        head += f" ({unmeasured} cell(s) killed or lost before returning count their wall seconds)"
    lines = [head]
    width = max(len(p) for p in seconds)
    ranked = sorted(seconds.items(), key=lambda item: (-sum(item[1].values()), item[0]))
    for problem, per in ranked:
        spent = sum(per.values())
        share = spent / total if total > 0 else 0.0
        methods = sorted(per.items(), key=lambda item: (-item[1], item[0]))
        parts = [f"{name} {value:.1f} s" for name, value in methods[:top]]
        if len(methods) > top:
            rest = sum(value for _, value in methods[top:])
            parts.append(f"{len(methods) - top} other(s) {rest:.1f} s")
        lines.append(f"  {problem:<{width}}  {spent:7.1f} s {share:6.1%}  {', '.join(parts)}")
    return lines


def _show_report(report: Any, folder: Path, verbose: bool) -> None:
    """The terminal's view of a written report: every table with
    ``verbose``, else one line per problem; then where the report is."""
    if verbose:
        _print_tables(report)
        print()
    else:
        for line in report_summary(report):
            print(line)
    print(f"report of {report.cell_count} cell(s) (code version {report.code_version}): {folder / 'report.md'}")
    from schedbench.extras import available, install_line

    if not available("plots"):
        print(f"{install_line('plots', 'plots not drawn')} (the tables and CSVs are written)")


def _sizes_fit(sizes: Sequence[int]) -> Sequence[int]:
    """Every ``--sizes`` value fits this machine's memory (validation.check_size_fits),
    checked before any instance is generated."""
    from schedbench.validation import check_size_fits

    for i, size in enumerate(sizes):
        check_size_fits(size, f"--sizes[{i}]")
    return sizes


def _matrix_fits(m: Any) -> None:
    """The cells of a matrix (a file's, the flags' or a library's, with the
    methods --method added) fit this machine before any runs: at most
    :data:`~schedbench.validation.MAX_CELLS` of them, every size within memory
    (validation.check_size_fits), named by the file. (A matrix file's or the
    flags' count is checked before they expand:
    :func:`schedbench.harness.matrix.cell_count`.)"""
    from schedbench.validation import check_cell_count, check_size_fits

    check_cell_count(len(m.cells), f"{m.source}: cells")
    for problem, size in sorted({(c.problem, c.size) for c in m.cells}):
        check_size_fits(size, f"{m.source}: {problem} size")


def _matrix_of(
    matrix: Optional[Path], problem: Optional[str], sizes: Optional[str], seeds: Optional[str],
    methods: Optional[str], method_seeds: Optional[str], max_size: Optional[list[str]],
    option: Optional[list[str]], overrides: dict[str, Any],
) -> Any:
    """The matrix of a file (or the default one) or of ``--problem`` and its flags."""
    import schedbench.harness as mx

    matrix_flags = {"--sizes": sizes, "--seeds": seeds, "--methods": methods, "--method-seeds": method_seeds,
                    "--max-size": max_size, "--option": option}
    if matrix is not None and problem is not None:
        raise ValidationError("--problem", "cannot be combined with a matrix file", problem)
    if problem is None:
        for flag, value in matrix_flags.items():
            if value:
                raise ValidationError(flag, "needs --problem (or put it in a matrix file)", value)
        m = mx.load_matrix_file(matrix) if matrix is not None else mx.load_default_matrix()
        return m.with_budget(**overrides)
    caps = mx.parse_assignments(max_size or [], "--max-size")
    problems = mx.parse_name_list(problem, "--problem")
    chosen = None if methods is None else mx.methods_per_problem(problems, methods, "--methods")
    reg = _registry()
    for target, names in (chosen or {}).items():
        for name in names:
            if target in reg.names() and name not in reg.get(target).methods:
                _refuse_failed_plugin(reg, name, "--methods")
    return mx.matrix_from_flags(
        problems,
        sizes=None if sizes is None else _sizes_fit(mx.parse_int_list(sizes, "--sizes", positive=True)),
        seeds=None if seeds is None else mx.parse_int_list(seeds, "--seeds", positive=False),
        methods=chosen,
        method_seeds=None if method_seeds is None else mx.parse_int_list(method_seeds, "--method-seeds", positive=False),
        max_size=caps or None,
        options=mx.parse_assignments(option or [], "--option") or None,
        **overrides,
    )


def with_added_methods(m: Any, items: Sequence[str], *, by_problem: bool) -> Any:
    """The matrix ``m`` with the methods of ``--method`` added
    (:func:`schedbench.plugins.extend_matrix`): a registered name joins
    every problem of the matrix that has it; a quick-path function is
    loaded for the problems its declaration names (else, ``by_problem``,
    the matrix's problems) and named to the worker processes."""
    from schedbench.plugins import add_quick_method, export_quick_method, extend_matrix

    reg = _registry()
    problems = list(dict.fromkeys(c.problem for c in m.cells))
    additions: dict[str, list[str]] = {}
    for i, item in enumerate(items):
        flag = f"--method[{i}]"
        if ":" in item:
            name, declared = add_quick_method(reg, item, problems if by_problem else [], flag)
            export_quick_method(item, declared)
            targets = [p for p in declared if p in problems]
            if not targets:
                raise ValidationError(flag, f"solves {', '.join(declared)}, none of which is in the matrix", item)
        else:
            name, targets = item, [p for p in problems if item in reg.get(p).methods]
            if not targets:
                _refuse_failed_plugin(reg, item, flag)
                raise ValidationError(flag, "must be a method of a problem in the matrix (schedbench list)", item)
        for target in targets:
            if name in additions.get(target, []):
                raise ValidationError(flag, f"adds {name} to {target} twice", item)
            additions.setdefault(target, []).append(name)
    return extend_matrix(m, additions, reg)


@app.command()
def run(
    matrix: Annotated[
        Optional[Path], typer.Argument(metavar="MATRIX", help="Matrix TOML file (default: the packaged default matrix).")
    ] = None,
    problem: Annotated[Optional[str], typer.Option("--problem", metavar="PROBLEMS", help="Problem(s), comma-separated, instead of a matrix file.")] = None,
    sizes: Annotated[Optional[str], typer.Option("--sizes", metavar="SIZES", help="Sizes, e.g. 8,16,32 (default: the problem's).")] = None,
    seeds: Annotated[Optional[str], typer.Option("--seeds", metavar="SEEDS", help="Instance seeds, e.g. 0,1,2 or 0-2 (0 to 2,147,483,647; a matrix has at most 100,000 cells).")] = None,
    methods: Annotated[Optional[str], typer.Option("--methods", metavar="METHODS", help="Methods, comma-separated (default: all); PROBLEM:NAME gives a problem its own list, e.g. cuckoo-packing:milp,blossom,cuckoo-joint:list-ls.")] = None,
    method_seeds: Annotated[Optional[str], typer.Option("--method-seeds", metavar="SEEDS", help="Method seeds (default: 0).")] = None,
    add_method: Annotated[Optional[list[str]], typer.Option(
        "--method", metavar="METHOD",
        help="Add a method to the matrix (repeatable): in every cell's instance and budget of each problem it "
        "solves. A registered name (a plug-in's: schedbench list), or FILE.py:FUNCTION or MODULE:FUNCTION, a "
        "function run(instance, budget) tried without packaging it, for the problems its @schedbench.method "
        "declaration names or else those of --problem.")] = None,
    time_limit: Annotated[Optional[float], typer.Option("--time-limit", metavar="SECONDS", help="Seconds per cell, 0.01 to 10^7 (overrides the file): a MILP solver's own limit; for every other method a safety cap on CPU seconds (searches stop on their work budget, --work). A cell is killed at 1.5 x this + 10 CPU seconds.")] = None,
    threads: Annotated[Optional[int], typer.Option("--threads", metavar="N", help="Solver threads per cell, 1 to 1,024, and blossom-pruned's processes for its windows (overrides the file).")] = None,
    solver: Annotated[Optional[str], typer.Option("--solver", metavar="SOLVER", help="MILP solver (overrides the file).")] = None,
    mip_rel_gap: Annotated[Optional[float], typer.Option("--mip-rel-gap", metavar="GAP", help="Relative MIP gap, in [0, 1) (overrides the file).")] = None,
    work: Annotated[Optional[float], typer.Option("--work", metavar="FACTOR", help="Scales every method's work budget, up to 10,000; 1 = the declared budgets (overrides the file).")] = None,
    node_limit: Annotated[Optional[int], typer.Option("--node-limit", metavar="N", help="Branch-and-bound nodes per MILP cell, up to 10^9 (overrides the file).")] = None,
    max_size: Annotated[Optional[list[str]], typer.Option("--max-size", metavar="METHOD=N", help="Per-method size cap method=N (repeatable).")] = None,
    option: Annotated[Optional[list[str]], typer.Option("--option", metavar="KEY=VALUE", help="Generator option key=value (repeatable).")] = None,
    store: Annotated[Path, typer.Option("--store", metavar="STORE", help="Results store (SQLite).")] = DEFAULT_STORE,
    jobs: Annotated[Optional[int], typer.Option("--jobs", "-j", metavar="N", help="Worker processes (default: CPU count); with --executor dask and no --scheduler, the local Dask cluster's workers.")] = None,
    report_dir: Annotated[Optional[Path], typer.Option(
        "--report-dir", metavar="FOLDER", help="Where the report goes (default: beside the store, named after it: runs/schedbench for runs/schedbench.sqlite; "
        "--report-dir results refreshes the tracked reference results).")] = None,
    no_report: Annotated[bool, typer.Option("--no-report", help="Do not write a report at the end.")] = False,
    retry: Annotated[Optional[str], typer.Option(
        "--retry", metavar="STATUSES",
        help="Run the stored cells of these statuses again, comma-separated: error, timeout, no-solution "
        "(infra-error cells always run again).")] = None,
    retry_errors: Annotated[bool, typer.Option("--retry-errors", help="The same as --retry error.")] = False,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Print every report table, not just the summary.")] = False,
    formats: Annotated[str, typer.Option("--formats", metavar="FORMATS", help="Report plot formats, comma-separated: png, pdf, svg.")] = "png",
    code_version: Annotated[Optional[str], typer.Option("--code-version", metavar="VERSION", help="Override the code version (release label) the stored rows record.")] = None,
    executor: Annotated[str, typer.Option("--executor", metavar="EXECUTOR", help="local or dask.")] = "local",
    scheduler: Annotated[Optional[str], typer.Option("--scheduler", metavar="ADDRESS", help="Dask scheduler address (with --executor dask).")] = None,
    cells_per_task: Annotated[Optional[int], typer.Option(
        "--cells-per-task", metavar="N", help="With --executor dask: at most this many cells in one Dask task (default: up to 16, "
        "fewer towards the end; a task starts no cell after 1 s); 1 sends every cell as its own task.")] = None,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress display.")] = False,
    library: Annotated[Optional[Path], typer.Option("--library", metavar="FOLDER", help="Run on exactly the instances of a library folder (schedbench library).")] = None,
) -> None:
    """Run a matrix of cells, store every result, and write the report.

    Cells already in the store (same problem, instance, method, seed, budget,
    and versions of the method and of the problem) are skipped, so an
    interrupted run resumes and an edit re-runs only the cells whose code it
    changed; cells that
    ended in infra-error (the worker died, the executor lost the cell) run
    again. A proven bound that a feasible objective of the same instance
    beats is a conflict: one of the two methods is wrong, or the evaluator
    is; both cells are kept as they are, the instance gets no gap, and the
    run names both cells, one line per conflict. Exits with 1 when a cell of
    this run ended in error or infra-error, or took part in a conflict."""
    import schedbench.harness as mx
    from schedbench.contracts import Budget
    from schedbench.harness import DaskExecutor, LocalExecutor
    from schedbench.harness import parse_retry, rerun_statuses
    from schedbench.harness import code_version as current_code_version

    state = RunState(store, made=missing_folders(store.parent), new_store=not os.path.lexists(store))
    with _run_interruption(state):  # Ctrl-C at any moment: one line, 130
        _registry(warn=True)  # says which plug-ins failed to load, before the matrix names their methods
        # 1. the matrix, validated before anything runs
        flags = {"time_limit_s": ("--time-limit", time_limit), "threads": ("--threads", threads),
                 "solver": ("--solver", solver), "mip_rel_gap": ("--mip-rel-gap", mip_rel_gap),
                 "work": ("--work", work), "node_limit": ("--node-limit", node_limit)}
        overrides: dict[str, Any] = {key: _budget_field(key, value, flag) for key, (flag, value) in flags.items()
                                     if value is not None}
        if library is not None:
            from schedbench.harness import library_matrix

            for flag, value in {"MATRIX": matrix, "--problem": problem, "--sizes": sizes, "--seeds": seeds,
                                "--max-size": max_size, "--option": option}.items():
                if value:
                    raise ValidationError(flag, "cannot be combined with --library (the library fixes the instances)", str(value))
            m = library_matrix(
                library,
                methods=None if methods is None else mx.parse_name_list(methods, "--methods"),
                method_seeds=_budget_field("method_seeds", list(mx.parse_int_list(method_seeds, "--method-seeds", positive=False)),
                                       "--method-seeds") if method_seeds else (0,),
                budget=replace(Budget(), **overrides),
            )
        else:
            m = _matrix_of(matrix, problem, sizes, seeds, methods, method_seeds, max_size, option, overrides)
        if add_method:
            m = with_added_methods(m, add_method, by_problem=problem is not None)
        retried = rerun_statuses(retry_errors, parse_retry(retry) if retry is not None else ())
        if jobs is not None:
            _positive(jobs, "--jobs")
            if jobs > MAX_JOBS:
                raise ValidationError("--jobs", f"must be at most {MAX_JOBS}", jobs)
        if executor not in ("local", "dask"):
            raise ValidationError("--executor", "must be one of local, dask", executor)
        if scheduler is not None and executor != "dask":
            raise ValidationError("--scheduler", "needs --executor dask", scheduler)
        if cells_per_task is not None:
            _positive(cells_per_task, "--cells-per-task")
            if executor != "dask":
                raise ValidationError("--cells-per-task", "needs --executor dask", cells_per_task)
        _matrix_fits(m)
        if any(c.budget.solver == "cbc" for c in m.cells):
            _solver_installed("cbc", "--solver" if solver is not None else f"{m.source}: solver =")
        for note in m.notes:
            _say(f"note: {note}")
        if not m.cells:
            raise SchedbenchError(f"{m.source}: the matrix has no cells (every method is capped below every size?)")

        check_store_file(store, "--store", create=True)
        report_flag = "--report-dir"
        if report_dir is None:
            report_dir = default_report_dir(store)
            report_flag = f"--store (the report folder beside it, {report_dir})"
        if not no_report:
            _folder_target(report_dir, report_flag, stdout="a report is a folder of files")  # before the run, not after it
            from schedbench.reporting import check_formats

            formats = ",".join(check_formats(formats, "--formats"))

        # 2. plan against the store
        if code_version is not None and not code_version.strip():
            raise ValidationError("--code-version", "must not be empty", code_version)
        version = code_version or current_code_version()
        pool = DaskExecutor(scheduler, workers=jobs, cells_per_task=cells_per_task) if executor == "dask" else LocalExecutor(jobs)
        summary = _run_cells(m, state, version, pool, retried, quiet)
        _finish_run(summary, state, version, None if no_report else report_dir, formats, verbose)


@dataclass
class RunState:
    """What a run has done so far: what its Ctrl-C line says, and what it
    removes (a store it made and nothing stored in)."""

    store: Path
    #: The folders the store's path needed, outermost first (made by this run).
    made: list[Path]
    #: The store did not exist before this run.
    new_store: bool
    #: "checking", "planning", "running", "reporting" or "done".
    phase: str = "checking"
    #: Cells this run stored.
    executed: int = 0

    def interrupted_line(self) -> str:
        """The one line a Ctrl-C in this phase prints."""
        dropped = f" ({self.store} not created)" if self.new_store and not self.store.exists() else ""
        if self.phase == "checking":
            return f"interrupted: no cell ran{dropped}"
        if self.phase == "planning":
            return f"interrupted while generating instances: no cell ran{dropped}"
        if self.phase == "reporting":
            return (f"interrupted while writing the report: the {self.executed} cell(s) finished in this run are kept in "
                    f"{self.store}; the report folder is as it was (schedbench report {self.store} writes it)")
        if dropped:
            return f"interrupted: running cells were stopped before any finished{dropped}"
        return (f"interrupted: {self.executed} cell(s) finished in this run are kept in {self.store}; "
                "run the same command again to resume")


@contextlib.contextmanager
def _run_interruption(state: RunState) -> Iterator[None]:
    """Ctrl-C at any moment of a run: one line (:meth:`RunState.interrupted_line`)
    and exit status 130, after removing a store this run made and stored
    nothing in (and the folders made for it, when empty)."""
    try:
        yield
    except BaseException as exc:
        if isinstance(exc, Interrupted) or not _by_interrupt(exc):
            raise
        _drop_unused_store(state)
        raise Interrupted(state.interrupted_line()) from None


def _drop_unused_store(state: RunState) -> None:
    """Remove the store when this run made it and no cell is in it, and then
    the folders made for it when they are empty: an interrupted run leaves
    nothing half made."""
    if not state.new_store or not state.store.exists():
        return
    import sqlite3
    from urllib.parse import quote

    try:
        conn = sqlite3.connect(f"file:{quote(str(state.store.resolve()))}?mode=ro", uri=True)
        try:
            cells = conn.execute("SELECT COUNT(*) FROM cells").fetchone()[0]
        finally:
            conn.close()
    except sqlite3.Error:
        cells = 0  # no table yet: the run stopped while making the store
    if cells:
        return
    for suffix in ("", "-wal", "-shm", "-journal"):
        state.store.with_name(state.store.name + suffix).unlink(missing_ok=True)
    for folder in reversed(state.made):
        try:
            folder.rmdir()
        except OSError:
            break


def _run_cells(m: Any, state: RunState, version: str, pool: Any, retried: frozenset[str], quiet: bool) -> Any:
    """Plan ``m`` against the store, claim and run its cells (Ctrl-C and
    SIGTERM stop them cleanly: :class:`Interrupted`); the run's summary."""
    from schedbench.harness import Store, execute, make_progress, plan

    store = state.store
    with Store(store) as db:
        state.phase = "planning"
        _say(f"matrix {m.source}: {len(m.cells)} cell(s); generating instances ...")
        p = plan(m, db, version, retry=retried)
        _say(
            f"store {store} (code version {version}): {p.stored} cell(s) already stored, skipped; "
            f"{len(p.tasks)} to run"
            + (f" ({p.retried} stored cell(s) retried: "
               + ", ".join(f"{n} {st}" for st, n in sorted(p.retried_statuses.items())) + ")" if p.retried else "")
            + (f" ({p.outdated} stored at earlier versions of their code)" if p.outdated else "")
            + (f" on {pool.workers} worker(s)" if p.tasks and pool.workers else "")
        )
        state.phase = "running"
        # claim the cells, so a second run on this store at the same time skips them
        planned = len(p.tasks)
        mine, owner = db.claim([t.key for t in p.tasks], rerun=retried)
        claimed = set(mine)
        p.tasks = [t for t in p.tasks if t.key in claimed]
        if len(p.tasks) < planned:
            _say(f"{planned - len(p.tasks)} cell(s) are being run (or were just stored) by another process on this "
                 "store: skipped here (run again once it has finished to include them in the report)")
        # 3. run, committing every cell; Ctrl-C / SIGTERM stop cleanly
        received: list[int] = []
        stop_signals = (signal.SIGINT, signal.SIGTERM)
        previous = {s: signal.getsignal(s) for s in stop_signals}

        def on_stop(signum: int, frame: Any) -> None:
            # Only record it: execute() polls `received` at every tick (at
            # least every POLL_INTERVAL_S) and stops there. Raising here could
            # land inside an at-fork hook or a finaliser, where Python prints
            # the exception and carries on.
            received.append(signum)

        for s in stop_signals:
            signal.signal(s, on_stop)
        try:
            summary = execute(p, db, pool, make_progress(quiet=quiet), stop_requested=lambda: bool(received))
        finally:
            for s in stop_signals:
                signal.signal(s, previous[s])
            db.release(owner)
        state.executed = summary.executed
    if summary.interrupted:
        _drop_unused_store(state)
        raise Interrupted(state.interrupted_line(), 128 + received[0] if received else EXIT_INTERRUPTED)
    return summary


def _finish_run(summary: Any, state: RunState, version: str, report_dir: Optional[Path], formats: str,
                verbose: bool) -> None:
    """After the cells: what ran, the report (``report_dir``; ``None``: no
    report, this run's cells per problem instead), and the exit status."""
    from schedbench.harness import STOP_KINDS

    store = state.store
    counts = ", ".join(f"{n} {s}" for s, n in sorted(summary.statuses.items()) if n) or "nothing new"
    stops = {kind: sum(per.get(kind, 0) for per in summary.problems.values()) for kind in STOP_KINDS}
    _say(f"ran {summary.executed} cell(s) in {summary.elapsed_s:.1f} s: {counts}"
         f"{_stops_text(stops, len(summary.conflicts))}")
    for line in time_breakdown(summary.seconds, summary.unmeasured):
        _say(line)

    # 4. the report (or, without one, this run's cells per problem)
    if report_dir is not None:
        from schedbench.reporting import write_report

        state.phase = "reporting"
        rep = write_report(store, report_dir, current=True, formats=formats)
        state.phase = "done"
        _show_report(rep, report_dir, verbose)
    else:
        state.phase = "done"
        for line in run_summary(summary):
            print(line)
    errors = summary.statuses.get("error", 0)
    infra = summary.statuses.get("infra-error", 0)
    conflicts = summary.conflicts
    if errors:
        _say(f"{errors} cell(s) ended in error (a method crashed, or its answer failed a check): "
             "see the error column of the store or report")
    if conflicts:
        _say(f"{len(conflicts)} bound conflict(s): a feasible objective beats a proven bound of the same instance, "
             "so one of the two methods is wrong, or the evaluator is; both cells are kept as they are and the "
             f"instance gets no gap (schedbench cells {store} --status conflict lists them; so does the report's "
             "conflicts.csv):")
        for problem, instance_id, conflict in conflicts[:CONFLICTS_SHOWN]:
            _say(f"  {problem} instance {instance_id}: {conflict.reason()}")
        if len(conflicts) > CONFLICTS_SHOWN:
            _say(f"  and {len(conflicts) - CONFLICTS_SHOWN} more")
    if infra:
        _say(f"{infra} cell(s) ended in infra-error (the worker process died, or the executor lost the cell or "
             "could not start it; see the error column): not the method's result, so running the same command "
             "again retries them")
    if errors or infra or conflicts:
        raise typer.Exit(EXIT_METHOD_ERROR)


# ------------------------------------------------------------------ report


@app.command()
def report(
    store: Annotated[Path, typer.Argument(metavar="STORE", help="Results store (SQLite) written by schedbench run.")],
    output: Annotated[Optional[Path], typer.Option(
        "--report-dir", "--output", "-o",
        metavar="FOLDER", help="Output folder (default: beside the store, named after it: runs/schedbench for runs/schedbench.sqlite).")] = None,
    code_version: Annotated[
        Optional[str], typer.Option("--code-version", metavar="VERSION", help="Only the cells that this code version (release label) ran (default: the latest run of every cell).")
    ] = None,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Print every table, not just the summary.")] = False,
    formats: Annotated[str, typer.Option("--formats", metavar="FORMATS", help="Plot formats, comma-separated: png, pdf, svg.")] = "png",
) -> None:
    """Write Markdown/CSV tables and plots (PNG; --formats adds PDF, SVG) of a results store."""
    from schedbench.reporting import check_formats, write_report

    check_store_file(store, "STORE", create=False)
    output_flag = "--report-dir"
    if output is None:
        output = default_report_dir(store)
        output_flag = f"STORE (the report folder beside it, {output})"
    _folder_target(output, output_flag, stdout="a report is a folder of files")
    rep = write_report(store, output, code_version=code_version, formats=check_formats(formats, "--formats"))
    _show_report(rep, output, verbose)


app.command("certified")(certified_command)


# ----------------------------------------------------------------- compare


@app.command()
def compare(
    baseline: Annotated[Path, typer.Argument(metavar="BASELINE", help="Results store of the baseline run.")],
    candidate: Annotated[Optional[Path], typer.Argument(
        metavar="CANDIDATE", help="Results store of the candidate run (default: BASELINE itself).")] = None,
    versions: Annotated[Optional[tuple[str, str]], typer.Option(
        "--versions", metavar="OLD NEW",
        help="Compare the cells that code version OLD ran (in BASELINE) with those that NEW ran (in CANDIDATE, "
        "default BASELINE); schedbench cells --json shows each cell's code_version.")] = None,
    problem: Annotated[Optional[str], typer.Option("--problem", metavar="PROBLEMS",
                                                   help="Only these problems, comma-separated.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object instead of text.")] = False,
) -> None:
    """Compare two runs of the same cells (matched by problem, instance,
    method, seed and budget): two stores, one store at two code versions
    (--versions OLD NEW), or, given one store alone, each cell's latest run
    with the run before it.

    Per cell: what changed in status, objective and bound (equal within
    1e-9 relative); per method: the runtime ratio with a 95% paired
    bootstrap interval; per problem: counts. Exits with 1 on a quality
    regression: a worse objective, a weaker or lost bound, a lost proof
    (optimal to not optimal), a lost solution or a new error."""
    from schedbench.contracts import jsonable
    from schedbench.harness import parse_name_list
    from schedbench.reporting import EXIT_REGRESSION, compare_stores

    check_store_file(baseline, "BASELINE", create=False)
    if candidate is not None:
        check_store_file(candidate, "CANDIDATE", create=False)
    names = None if problem is None else parse_name_list(problem, "--problem")
    result = compare_stores(baseline, candidate, versions=versions, problems=names)
    if as_json:
        print(json.dumps(jsonable(result.to_json()), allow_nan=False))
    else:
        for line in result.lines():
            print(line)
    if result.regressions:
        raise typer.Exit(EXIT_REGRESSION)


# ------------------------------------------------------------------- cells

#: What ``schedbench cells --status`` may name besides the statuses: the
#: stops (a cell has one status and any of these) and the bound conflicts.
CELL_FILTERS = ("limit-stop", "time-cap", "conflict")


def _cell_filters(text: str) -> frozenset[str]:
    """The statuses, stop kinds and ``conflict`` of a ``--status`` value."""
    from schedbench.contracts import Status
    from schedbench.harness import parse_statuses

    return parse_statuses(text, "--status", [s.value for s in Status] + list(CELL_FILTERS))


def cell_reason(row: dict[str, Any]) -> str:
    """Why a stored cell ended as it did: its error (errors, time-outs,
    infra-errors; in stores written by earlier versions, the bound cell of a
    conflict), else the stop (the solver's message), else nothing."""
    from schedbench.harness import stop_kinds

    if row.get("error"):
        return str(row["error"])
    stored = row.get("info")
    info: dict[str, Any] = stored if isinstance(stored, dict) else {}
    stops = stop_kinds(info)
    if "limit-stop" in stops:
        message = f": {info['message']}" if info.get("message") else ""
        return ("the solver stopped at its time limit" if "time-cap" in stops
                else "the solver stopped at a limit") + message
    if "time-cap" in stops:
        return "the method stopped at its CPU-time safety cap before its work budget ran out"
    return ""


def cell_record(row: dict[str, Any], conflicts: Sequence[Any] = ()) -> dict[str, Any]:
    """The fields ``schedbench cells`` shows of a stored cell; ``conflicts``
    are the :class:`~schedbench.harness.store.BoundConflict` values it takes
    part in (their reasons follow its own, which a conflict leaves as it was)."""
    from schedbench.harness import stop_kinds

    fields = ("problem", "size", "instance_seed", "instance_id", "method", "seed", "budget_key", "status",
              "objective", "bound", "wall_s", "method_version", "problem_version", "code_version")
    reasons = [c.reason() for c in conflicts]
    own = cell_reason(row)
    shown = [own] if own else []
    shown += [r for r in reasons if r != own]  # a legacy bound cell's error is its conflict's reason already
    return {**{k: row.get(k) for k in fields}, "stops": list(stop_kinds(row.get("info"))),
            "conflict": bool(conflicts), "conflicts": reasons, "reason": " | ".join(shown)}


@app.command()
def cells(
    store: Annotated[Path, typer.Argument(metavar="STORE", help="Results store (SQLite) written by schedbench run.")],
    status: Annotated[Optional[str], typer.Option(
        "--status", metavar="STATUSES",
        help="Only cells of these statuses or stops, comma-separated: error, timeout, infra-error, no-solution, "
        "infeasible, feasible, optimal, limit-stop, time-cap, conflict (default: every cell).")] = None,
    problem: Annotated[Optional[str], typer.Option("--problem", metavar="PROBLEMS",
                                                   help="Only these problems, comma-separated.")] = None,
    code_version: Annotated[Optional[str], typer.Option(
        "--code-version", metavar="VERSION",
        help="Only the cells that this code version (release label) ran (default: the latest run of every cell).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON array instead of one line per cell.")] = False,
) -> None:
    """List the stored cells with their status and why: one line each.

    limit-stop: a MILP solver stopped at its time or node limit; time-cap:
    the clock stopped the cell, so its numbers depend on the machine;
    conflict: the cell's bound is beaten by a feasible objective of the same
    instance, or its objective beats a proven bound there (both cells are
    listed, as stored; the instance gets no gap)."""
    from schedbench.contracts import jsonable
    from schedbench.harness import parse_name_list
    from schedbench.harness import Store, instance_conflicts, stop_kinds

    check_store_file(store, "STORE", create=False)
    wanted = _cell_filters(status) if status is not None else None
    with Store(store, create=False) as db:
        versions = [v for v, _, _ in db.code_versions()]
        if code_version is not None and code_version not in versions:
            raise ValidationError("--code-version", f"must be a code version of {store} (stored: "
                                  f"{', '.join(versions) or 'none'})", code_version)
        rows = db.latest_rows(code_version)
    if problem is not None:
        stored = sorted({r["problem"] for r in rows})
        names = parse_name_list(problem, "--problem")
        for i, name in enumerate(names):
            if name not in stored:
                raise ValidationError(f"--problem[{i}]", f"must be a problem of {store} (stored: "
                                      f"{', '.join(stored) or 'none'})", name)
        rows = [r for r in rows if r["problem"] in names]
    found = instance_conflicts(rows)

    def conflicts_of(row: dict[str, Any]) -> list[Any]:
        key = (str(row["problem"]), str(row["instance_id"]))
        return [c for c in found.get(key, ()) if c.involves(row)]

    if wanted is not None:
        def matches(row: dict[str, Any]) -> bool:
            tags = {row["status"], *stop_kinds(row.get("info"))}
            if conflicts_of(row):
                tags.add("conflict")
            return bool(tags & wanted)

        rows = [r for r in rows if matches(r)]
    records = [cell_record(r, conflicts_of(r)) for r in rows]
    if as_json:
        print(json.dumps(jsonable(records), allow_nan=False))
        return
    for r in records:
        stops = f" ({', '.join(r['stops'])})" if r["stops"] else ""
        reason = f": {r['reason']}" if r["reason"] else ""
        print(f"{r['problem']} size={r['size']} instance={r['instance_id']} (seed {r['instance_seed']}) "
              f"{r['method']} seed={r['seed']} [{r['budget_key']}] {r['status']}{stops}{reason}")
    if not records:
        _say(f"no cell of {store}{f' (code version {code_version})' if code_version else ''} matches")


# ----------------------------------------------------------------- library


@app.command()
def library(
    output: Annotated[Path, typer.Option("--output", "-o", metavar="FOLDER", help="Library folder (created).")],
    matrix: Annotated[
        Optional[Path], typer.Argument(metavar="MATRIX", help="Matrix TOML file whose instances make the library (default: --problem ...).")
    ] = None,
    problem: Annotated[Optional[str], typer.Option("--problem", metavar="PROBLEMS", help="Problem(s), comma-separated, instead of a matrix file.")] = None,
    sizes: Annotated[Optional[str], typer.Option("--sizes", metavar="SIZES", help="Sizes, e.g. 8,16,32 (default: the problem's).")] = None,
    seeds: Annotated[Optional[str], typer.Option("--seeds", metavar="SEEDS", help="Instance seeds, e.g. 0,1,2 or 0-2.")] = None,
    option: Annotated[Optional[list[str]], typer.Option("--option", metavar="KEY=VALUE", help="Generator option key=value (repeatable).")] = None,
    store: Annotated[Optional[Path], typer.Option("--store", metavar="STORE", help="Results store whose cells give the best objective and bound.")] = None,
    no_models: Annotated[bool, typer.Option("--no-models", help="Instances and table only, no MPS/LP files.")] = False,
) -> None:
    """Write an instance library: instance JSON, MILP as MPS and LP, solution
    files of the instances solved to optimality, a MIPLIB .solu file and a
    metadata table (library.csv, library.md)."""
    from schedbench.harness import LIBRARY_STATUSES
    from schedbench.harness import Store, write_library
    from schedbench.harness import code_version as current_code_version

    if matrix is None and problem is None:
        raise ValidationError("MATRIX", "give a matrix file or --problem")
    _folder_target(output, "--output", stdout="a library is a folder of files")
    m = _matrix_of(matrix, problem, sizes, seeds, None, None, None, option, {})
    rows: list[dict[str, Any]] = []
    if store is not None:
        check_store_file(store, "--store", create=False)
        with Store(store, create=False) as db:
            rows = db.latest_rows()
    entries = write_library(m, output, store_rows=rows, code_version=current_code_version(), models=not no_models)
    counts = ", ".join(f"{sum(e.status == s for e in entries)} {s}" for s in LIBRARY_STATUSES
                       if any(e.status == s for e in entries))
    _say(f"wrote {len(entries)} instance(s) ({counts or 'none'}) to {output}: {output / 'library.md'}")


# ---------------------------------------------------------------- findings


@app.command()
def findings(
    store: Annotated[Path, typer.Option("--store", metavar="STORE", help="Results store of the sweep matrices.")] = Path("runs/findings.sqlite"),
    output: Annotated[Optional[Path], typer.Option(
        "--output", "-o", metavar="FILE", help="Page to write, its figures beside it (default: beside the store, "
        "runs/findings/findings.md for runs/findings.sqlite; --output results/findings.md refreshes the "
        "tracked page).")] = None,
    table2_cases: Annotated[int, typer.Option("--table2-cases", metavar="N", help="A-SRPT Table II cases per model (0: skip).")] = 20,
    no_figures: Annotated[bool, typer.Option("--no-figures", help="Write the page without its figures.")] = False,
) -> None:
    """Write the findings page: each paper claim's verdict in the paper's regime and across the sweeps,
    with a 95% interval and a figure per claim, from a store."""
    from schedbench.reporting import default_output, shown_path, write_findings
    from schedbench.harness import Store

    check_store_file(store, "--store", create=False)
    target = output if output is not None else default_output(store)
    check_file_target(target, "--output" if output is not None else f"--store (the page beside it, {target})",
                      stdout="the page's figures are written beside it")
    cases = _nonnegative(table2_cases, "--table2-cases")
    with Store(store, create=False) as db:
        _say(f"wrote {write_findings(db, target, table2_cases=cases, source=shown_path(store), figures=not no_figures)}")


# -------------------------------------------------------------------- data

data_app = typer.Typer(
    help="The public measurements and traces that trace workloads, catalog derivations and studies read: "
         "list them, fetch them (SHA-256 checked) into the per-user cache, verify them.",
    no_args_is_help=True,
)
app.add_typer(data_app, name="data")

#: Exit status of ``data fetch`` / ``data verify`` when a file failed its download or its checksum.
EXIT_DATA_FAILED = 1


@data_app.command("list")
def data_list(
    data: Annotated[Optional[Path], typer.Option("--data", metavar="FOLDER", help="Look only in this folder (default: $SCHEDBENCH_DATA, "
                                                 "the cache, then ../shared/data).")] = None,
) -> None:
    """Each data set: what it feeds, its licence, whether it may feed shipped numbers, its size, and
    whether (and where) the readers find its files."""
    from schedbench.data import cache_dir
    from schedbench.datafetch import megabytes, status

    for st in status(data):
        ds = st.dataset
        present = "yes" if st.found == len(ds.files) else "no" if st.found == 0 else f"{st.found} of {len(ds.files)} files"
        print(f"{ds.name}: {ds.title}")
        print(f"  feeds: {ds.feeds}")
        print(f"  licence: {ds.licence}; may feed shipped numbers: {'yes' if ds.permissive else 'no'}")
        print(f"  source: {ds.repository} at {ds.commit[:12]}, {len(ds.files)} file{'s' if len(ds.files) > 1 else ''}, "
              f"{megabytes(ds.size)}")
        print(f"  present: {present}" + (f" ({'; '.join(st.where)})" if st.where else ""))
    print(f"cache: {cache_dir()}")


@data_app.command("fetch")
def data_fetch(
    names: Annotated[Optional[list[str]], typer.Argument(metavar="NAMES", help="Data sets to fetch (default: every permissively "
                                                         "licensed one; `schedbench data list` names them).")] = None,
    directory: Annotated[Optional[Path], typer.Option("--dir", metavar="FOLDER", help="Write here instead of the per-user cache "
                                                      "(then read it with --option data=DIR or $SCHEDBENCH_DATA).")] = None,
    base: Annotated[Optional[str], typer.Option("--base-url", metavar="URL", help="Base URL of a mirror laid out as "
                                                "OWNER/REPO/COMMIT/PATH (default: $SCHEDBENCH_DATA_URL, else GitHub's raw "
                                                "files).")] = None,
    accept_licence: Annotated[bool, typer.Option("--accept-licence", help="Fetch the named non-permissive sets "
                                                 "(non-commercial or research use only; never for shipped numbers).")] = False,
    verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Name every failed file (default: one line per kind "
                                          "of failure when there are many).")] = False,
) -> None:
    """Download data sets from their public repositories at the pinned commits; each file is checked
    against the registry's SHA-256 before it takes its final name. When the base URL cannot be reached
    (three downloads in a row fail to connect) the fetch stops, says so, and keeps no empty folder."""
    from schedbench.data import cache_dir
    from schedbench.datafetch import (FailureKind, MIRROR_HINT, base_url, failure_lines, fetch, missing_folders,
                                      prune_empty, reached_nothing, select, unreachable_line)

    chosen, left_out = select(names or [], accept_licence)
    url = base_url(base)
    target = directory if directory is not None else cache_dir()
    made = missing_folders(target)
    _folder_target(target, "--dir")
    report = fetch(chosen, target, url, say=_say)
    prune_empty(made)
    held = len(report.fetched) + len(report.present)
    if reached_nothing(report):  # a few lines: no network (or a wrong URL) is one cause, said once
        _say(unreachable_line(report, url))
        _say(MIRROR_HINT)
        _say("fetched nothing" + (f"; {len(report.present)} files already present and intact in {target}"
                                  if report.present else ""))
        raise typer.Exit(EXIT_DATA_FAILED)
    for line in failure_lines(report.failed, verbose):
        _say(line)
    if report.unreachable:
        _say(unreachable_line(report, url))
    for ds in left_out:
        _say(f"{ds.name}: not fetched, licence: {ds.licence}; `{ds.fetch_command()}` brings it")
    for path, note in report.not_fetchable:
        _say(f"{path}: not fetched: {note}")
    _say(f"fetched {len(report.fetched)} files, {len(report.present)} already present and intact, "
         f"{len(report.failed)} failed" + (f", {len(report.not_tried)} not tried" if report.not_tried else "")
         + f", into {target}")
    if any(x.kind is FailureKind.CONNECTION for x in report.failed):
        _say(MIRROR_HINT)
    if held and directory is not None and directory.resolve() != cache_dir().resolve():
        _say(f"the readers look there with --option data={directory} or SCHEDBENCH_DATA={directory}")
    if report.failed:
        raise typer.Exit(EXIT_DATA_FAILED)


@data_app.command("verify")
def data_verify(
    data: Annotated[Optional[Path], typer.Option("--data", metavar="FOLDER", help="Check only this folder (default: every file as the "
                                                 "readers find it: $SCHEDBENCH_DATA, the cache, ../shared/data).")] = None,
) -> None:
    """Check the size and SHA-256 of every present data file against the registry: one line per file
    that differs, and the commands that bring the registered bytes back."""
    from schedbench.data import refetch_hint
    from schedbench.datafetch import verify

    checked, bad = verify(data)
    for x in bad:
        _say(f"{x.path}: {x.why}")
    _say(f"checked {checked} files: {checked - len(bad)} intact, {len(bad)} differ from the registry")
    folders: dict[Path, list[str]] = {}
    for x in bad:
        folders.setdefault(x.folder, []).append(x.rel)
    for folder, rels in folders.items():
        _say(f"{folder}: {refetch_hint(folder, rels)}")
    if bad:
        raise typer.Exit(EXIT_DATA_FAILED)


# -------------------------------------------------------------------- perf


@app.command(
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": []},
    add_help_option=False,
)
def perf(ctx: typer.Context) -> None:
    """pyperf suite of the hot kernels: every option goes to the suite
    (-o FILE.json, --fast, --kernels a,b, pyperf's -p/-n/...; schedbench perf --help lists them)."""
    from schedbench.perf import main as perf_main

    perf_main(list(ctx.args))


# -------------------------------------------------------------------- gate

#: Exit status of a gate that found a slower case or a changed result.
EXIT_GATE_FAILED = 1


@app.command()
def gate(
    base: Annotated[str, typer.Option("--base", metavar="REV", help="Git revision to compare against (a commit, branch or tag).")],
    repo: Annotated[Path, typer.Option("--repo", metavar="FOLDER", help="A folder inside the git checkout whose working tree is "
                                                       "the candidate.")] = Path("."),
    cases: Annotated[str, typer.Option("--cases", metavar="CASES", help="Comma-separated gated cases or problems (default: all; "
                                                       "names as in the report).")] = "",
    rounds: Annotated[Optional[int], typer.Option("--rounds", metavar="N", help="Interleaved timed rounds per case "
                                                                   "(default 12).")] = None,
    threshold: Annotated[Optional[float], typer.Option("--threshold", metavar="RATIO", help="Fail when the lower end of the ratio's "
                                                                           "95% interval is above this (default 1.3).")] = None,
    clock: Annotated[str, typer.Option("--clock", metavar="CLOCK", help="cpu (the worker's CPU time, default) or wall.")] = "cpu",
    json_out: Annotated[Optional[Path], typer.Option("--json", metavar="FILE", help="Also write every sample and verdict to "
                                                                    "this JSON file.")] = None,
    pyperf_dir: Annotated[Optional[Path], typer.Option("--pyperf", metavar="FOLDER", help="Also write each version's samples as a "
                                                                        "pyperf suite, DIR/base.json and "
                                                                        "DIR/candidate.json.")] = None,
) -> None:
    """Speed and result gate: the working tree against a base revision, interleaved in one session.

    Times each gated case in both versions; fails when the candidate is slower with confidence or
    computes another objective, bound or gap. Uncommitted changes are gated as they are."""
    import schedbench.gate as speed_gate

    try:
        chosen = speed_gate.select_cases(cases)
    except KeyError as exc:
        raise ValidationError("--cases", f"must name gated cases or problems (known: "
                                         f"{', '.join(speed_gate.case_names())})", exc.args[0]) from None
    if json_out is not None:
        check_file_target(json_out, "--json", stdout="the verdicts are printed there already")
    if pyperf_dir is not None:
        _folder_target(pyperf_dir, "--pyperf", stdout="it holds two files")
    try:
        report = speed_gate.run_gate(
            base, repo, cases=chosen, rounds=speed_gate.ROUNDS if rounds is None else rounds,
            threshold=speed_gate.THRESHOLD if threshold is None else threshold, clock=clock, progress=_say,
        )
    except speed_gate.WorkerFailed as exc:  # a worker died or hung mid-run: no verdict, so not a pass
        _say(f"{PROG} gate: failed: {exc}")
        raise typer.Exit(EXIT_GATE_FAILED) from None
    print(speed_gate.format_report(report), flush=True)
    if json_out is not None:
        speed_gate.write_json(report, json_out)
    if pyperf_dir is not None:
        speed_gate.write_pyperf(report, pyperf_dir)
    if report.failed:
        raise typer.Exit(EXIT_GATE_FAILED)


# -------------------------------------------------------------------- main


def error_text(exc: SchedbenchError) -> str:
    """The message of a bad input. A rule broken by a missing value (a flag
    not given, a field absent or null in a file) is said without a trailing
    "(got None)", which names Python's value, not the user's input."""
    if isinstance(exc, ValidationError) and exc.value is None:
        where = f"{exc.source}: " if exc.source else ""
        return f"{where}{exc.path}: {exc.rule}"
    return str(exc)


def _usage_line(exc: Exception) -> str:
    ctx = getattr(exc, "ctx", None)
    where = ctx.command_path if ctx is not None else PROG
    message = exc.format_message() if hasattr(exc, "format_message") else str(exc)
    return f"{where}: error: {' '.join(message.split())}"


def reflow(text: str | None) -> str | None:
    """Help text from a docstring: the lines of each paragraph joined, so
    that the terminal wraps them (a docstring's own line breaks would show
    mid-sentence); paragraphs stay apart."""
    if not text:
        return text
    paragraphs = inspect.cleandoc(text).split("\n\n")
    return "\n\n".join(" ".join(line.strip() for line in p.splitlines()) for p in paragraphs)


class _WordArgument(TyperArgument):
    """An argument shown by its name in words alone: ``PROBLEM`` (or
    ``[MATRIX]`` when optional) in the usage line, no ``<type>`` column."""

    def display_type_rich(self, ctx: Any) -> str | None:
        return None

    def _usage_display_name(self) -> str:
        name = self.metavar or (self.name or "").upper()
        return name if self.required else f"[{name}]"


def _by_interrupt(exc: BaseException) -> bool:
    """``exc`` is Ctrl-C, or an error raised because of it (a KeyboardInterrupt
    inside an import or a class body comes out wrapped, e.g. as RuntimeError)."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, KeyboardInterrupt):
            return True
        seen = seen.__cause__ if seen.__cause__ is not None else (
            None if seen.__suppress_context__ else seen.__context__)
    return False


def _said_on_interrupt(callback: Any) -> Any:
    """``callback`` that answers Ctrl-C with one line and exit status 130
    (Typer itself would exit 130 silently). ``run`` handles its own
    interruption (stopping its cells) and says more."""

    @functools.wraps(callback)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return callback(*args, **kwargs)
        except (typer.Exit, SchedbenchError, Interrupted):
            raise
        except BaseException as exc:
            if not _by_interrupt(exc):
                raise
            raise Interrupted() from None

    return wrapper


def _words(command: Any) -> Any:
    """``command`` and its subcommands as help shows them in words: help
    re-flowed (:func:`reflow`), arguments by name (:class:`_WordArgument`),
    flags without a metavar (a flag takes no value)."""
    command.help = reflow(command.help)
    if command.callback is not None:
        command.callback = _said_on_interrupt(command.callback)
    # --help is made on first use and kept: make it now, to show it as the flag it is
    help_option = command.get_help_option(command.context_class(command, info_name=command.name))
    for param in [*command.params, *([help_option] if help_option is not None else [])]:
        if isinstance(param, TyperArgument) and not isinstance(param, _WordArgument):
            param.__class__ = _WordArgument
        elif getattr(param, "is_flag", False) and param.metavar is None:
            param.metavar = ""
        if getattr(param, "help", None):
            param.help = reflow(param.help)
    for sub in getattr(command, "commands", {}).values():
        _words(sub)
    return command


def click_command() -> Any:
    """The command tree that ``schedbench`` runs (the Typer app's, with its
    help in words, :func:`_words`): what a generated command reference reads."""
    return _words(typer.main.get_command(app))


def main(argv: Sequence[str] | None = None) -> None:
    """Entry point of the ``schedbench`` console script."""
    args = list(argv) if argv is not None else sys.argv[1:]
    try:
        code = click_command().main(args=args, prog_name=PROG, standalone_mode=False)
        if code == EXIT_INTERRUPTED:  # Typer's own answer to Ctrl-C outside a command (parsing): said here
            raise Interrupted()
    except Interrupted as exc:  # Ctrl-C: one line, 130 (SIGTERM in a run: 143)
        _say(exc.line)
        sys.exit(exc.code)
    except SchedbenchError as exc:  # bad input: one line, no traceback
        _say(f"{PROG}: error: {error_text(exc)}")
        sys.exit(EXIT_USAGE)
    except typer.TyperException as exc:  # click's usage errors (unknown flag, bad int, ...)
        if type(exc).__name__ == "NoArgsIsHelpError":
            print(exc.format_message())
            sys.exit(0)
        _say(_usage_line(exc))
        sys.exit(getattr(exc, "exit_code", EXIT_USAGE) or EXIT_USAGE)
    except typer.Abort:
        _say("aborted")
        sys.exit(EXIT_INTERRUPTED)
    except KeyboardInterrupt:
        _say(f"{PROG}: interrupted")
        sys.exit(EXIT_INTERRUPTED)
    except RuntimeError as exc:  # Ctrl-C while a module was being imported
        if not _by_interrupt(exc):
            raise
        _say(f"{PROG}: interrupted")
        sys.exit(EXIT_INTERRUPTED)
    except BrokenPipeError:  # `schedbench list | head`
        sys.stderr.close()
        sys.exit(0)
    except OSError as exc:  # the file system refused (full disk, a path that vanished): one line
        where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
        _say(f"{PROG}: error: {where}{exc.strerror or exc}")
        sys.exit(EXIT_USAGE)
    sys.exit(code if isinstance(code, int) else 0)


if __name__ == "__main__":
    main()
