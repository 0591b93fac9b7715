"""Bad input a new user gives the command line: one clear line, the right
exit code, no traceback, no hang, nothing half written."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from schedbench.errors import ValidationError
from schedbench.validation import BYTES_PER_SIZE_UNIT, check_size_fits

#: A folder no file can be created in, even by root (the kernel's own file system).
UNWRITABLE = Path("/proc/schedbench-no-such-place/x.json")


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "schedbench.cli", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, check=False)


def _one_line(proc: subprocess.CompletedProcess[str]) -> str:
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    return lines[0]


def test_size_cap_names_the_memory_it_would_need():
    assert check_size_fits(1000, available=10**9) == 1000
    cap = 10**9 // BYTES_PER_SIZE_UNIT
    with pytest.raises(ValidationError, match=rf"--size: needs about .* GiB .* at most {cap:,} here"):
        check_size_fits(10**9, "--size", available=10**9)


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs Linux's /proc")
def test_generate_to_an_unwritable_place_is_one_line(tmp_path):
    proc = _cli("generate", "cuckoo-packing", "--size", "8", "-o", str(UNWRITABLE), cwd=tmp_path)
    assert proc.returncode == 2
    assert _one_line(proc).startswith("schedbench: error: --output")


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs Linux's /proc")
def test_export_to_an_unwritable_place_is_one_line(tmp_path):
    assert _cli("generate", "cuckoo-packing", "--size", "8", "-o", "p8.json", cwd=tmp_path).returncode == 0
    proc = _cli("export", "p8.json", "--format", "lp", "-o", "/proc/x.lp", cwd=tmp_path)
    assert proc.returncode == 2
    assert _one_line(proc).startswith("schedbench: error: --output")


def test_a_size_that_cannot_fit_is_refused_at_once(tmp_path):
    proc = _cli("generate", "cuckoo-packing", "--size", str(10**9), "-o", "big.json", cwd=tmp_path)
    assert proc.returncode == 2
    assert "--size: needs about" in _one_line(proc)
    assert not (tmp_path / "big.json").exists()


@pytest.mark.parametrize(("problem", "method"), [("cuckoo-packing", "greedy"), ("gimbal-coordination", "exact")])
def test_an_instance_without_jobs_is_refused(tmp_path, problem, method):
    assert _cli("generate", problem, "--size", "2", "-o", "i.json", cwd=tmp_path).returncode == 0
    doc = json.loads((tmp_path / "i.json").read_text())
    doc["instance"]["jobs"] = []
    (tmp_path / "empty.json").write_text(json.dumps(doc))
    proc = _cli("solve", "empty.json", "--method", method, cwd=tmp_path)
    assert proc.returncode == 2
    assert "instance.jobs: must have at least 1 element" in _one_line(proc)


def test_methods_per_problem():
    from schedbench.harness.matrix import matrix_from_flags, methods_per_problem

    problems = ("cuckoo-packing", "cuckoo-planning")
    per = methods_per_problem(problems, "milp,cuckoo-packing:greedy,blossom,cuckoo-planning:mcf")
    assert per == {"cuckoo-packing": ("milp", "greedy", "blossom"), "cuckoo-planning": ("milp", "mcf")}
    m = matrix_from_flags(problems, sizes=[8], methods=per)
    assert {(c.problem, c.method) for c in m.cells} == {
        ("cuckoo-packing", "milp"), ("cuckoo-packing", "greedy"), ("cuckoo-packing", "blossom"),
        ("cuckoo-planning", "milp"), ("cuckoo-planning", "mcf")}


@pytest.mark.parametrize(("text", "rule"), [
    ("cuckoo-packing:milp", "names no method of cuckoo-planning"),
    ("cuckoo-joint:milp", r"--methods\[0\]: must prefix a problem given with --problem"),
    ("milp,cuckoo-packing:milp", "must not give cuckoo-packing a name twice"),
    ("cuckoo-packing:", r"--methods\[0\]: must be a non-empty name"),
])
def test_methods_per_problem_errors_name_the_entry(text, rule):
    from schedbench.harness.matrix import methods_per_problem

    with pytest.raises(ValidationError, match=rule):
        methods_per_problem(("cuckoo-packing", "cuckoo-planning"), text)


def test_unknown_method_for_one_problem_names_it():
    from schedbench.harness.matrix import matrix_from_flags, methods_per_problem

    per = methods_per_problem(("cuckoo-packing", "cuckoo-planning"), "cuckoo-packing:mcf,cuckoo-planning:mcf")
    with pytest.raises(ValidationError, match="must be a method of cuckoo-packing"):
        matrix_from_flags(("cuckoo-packing", "cuckoo-planning"), sizes=[8], methods=per)


@pytest.mark.parametrize(("problem", "field"), [("horus-placement", "jobs"), ("horus-placement", "nodes"),
                                                ("horus-online", "jobs")])
def test_horus_instances_without_jobs_or_nodes_are_refused(problem, field):
    from schedbench.registry import registry

    spec = registry().get(problem)
    data = spec.generate(size=4, seed=0).to_dict()
    data[field] = []
    with pytest.raises(ValidationError, match=f"{field}: must have at least 1 element"):
        spec.load_instance(data)


# ------------------------------------------------- stores and file targets


def _main(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str]:
    """Run the CLI in-process: its exit code and its one line on stderr."""
    from schedbench.cli import main

    with pytest.raises(SystemExit) as exc:
        main([str(a) for a in args])
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    code = exc.value.code if isinstance(exc.value.code, int) else 0
    if code == 2:
        assert len(lines) == 1 and "Traceback" not in err, err
    return code, lines[-1] if lines else ""


def _foreign_sqlite(path: Path, *, wal: bool = False) -> bytes:
    import sqlite3

    conn = sqlite3.connect(path)
    if wal:
        conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE people (name TEXT)")
    conn.execute("INSERT INTO people VALUES ('ada')")
    conn.commit()
    conn.close()
    return path.read_bytes()


@pytest.mark.parametrize("wal", [False, True])
@pytest.mark.parametrize("command", [
    ("run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0", "--methods", "blossom", "--store", "{db}"),
    ("report", "{db}"), ("cells", "{db}"), ("certified", "{db}"), ("findings", "--store", "{db}"),
    ("library", "--problem", "cuckoo-packing", "--sizes", "4", "--store", "{db}", "-o", "lib"),
])
def test_another_programs_sqlite_file_is_refused_and_left_byte_identical(tmp_path, monkeypatch, capsys, command, wal):
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "foreign.sqlite"
    before = _foreign_sqlite(db, wal=wal)
    code, line = _main(capsys, *(a.format(db=db.name) for a in command))
    assert code == 2
    assert "is not a schedbench results store (an SQLite file with other tables: people" in line
    assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["foreign.sqlite"]  # no -wal/-shm, no report folder


@pytest.mark.parametrize(("content", "rule"), [(b"not a database\n", "not a schedbench results store (not an SQLite database)"),
                                               (b"SQLite format 3\x00" + b"\x07" * 2000, "damaged")])
def test_a_file_that_is_not_a_store_is_refused_untouched(tmp_path, capsys, content, rule):
    db = tmp_path / "x.sqlite"
    db.write_bytes(content)
    code, line = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--store", db)
    assert code == 2 and line.startswith("schedbench: error: --store:") and rule in line
    assert db.read_bytes() == content


def test_a_new_or_empty_store_file_is_created(tmp_path, capsys):
    empty = tmp_path / "empty.sqlite"
    empty.touch()
    for db in (empty, tmp_path / "new" / "s.sqlite"):
        code, _ = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0",
                        "--methods", "greedy", "--store", db, "--quiet", "--no-report")
        assert code == 0
        code, _ = _main(capsys, "cells", db)
        assert code == 0


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs Linux's /proc")
def test_an_unwritable_store_names_the_store_flag(tmp_path, capsys):
    code, line = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--store", "/proc/x.sqlite")
    assert code == 2 and line.startswith("schedbench: error: --store (its folder):"), line
    assert "--report-dir" not in line


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs Linux's /proc")
def test_a_default_report_folder_that_cannot_be_made_names_the_store(tmp_path, capsys):
    db = tmp_path / "s.sqlite"
    (tmp_path / "s").write_text("a file where the report folder would go")
    code, line = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--store", db)
    assert code == 2 and line.startswith("schedbench: error: --store (the report folder beside it"), line
    code, line = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--store", db,
                       "--report-dir", "/proc/rep")
    assert code == 2 and line.startswith("schedbench: error: --report-dir:"), line


@pytest.mark.parametrize(("args", "expected"), [
    (("schema",), "schedbench: error: PROBLEM: give one problem or --all"),
    (("schema", "--all"), "schedbench: error: --output: is required with --all (a folder)"),
])
def test_a_missing_value_says_what_is_needed_not_got_none(capsys, args, expected):
    code, line = _main(capsys, *args)
    assert code == 2 and line == expected


def test_a_missing_field_of_an_instance_file_is_not_got_none(tmp_path, capsys):
    from schedbench.registry import registry

    spec = registry().get("cuckoo-packing")
    doc = {"problem": "cuckoo-packing", "schema_version": 1, "instance": spec.generate(size=2, seed=0).to_dict()}
    del doc["instance"]["jobs"][0]["id"]
    (tmp_path / "i.json").write_text(json.dumps(doc))
    code, line = _main(capsys, "solve", tmp_path / "i.json", "--method", "greedy")
    assert code == 2 and line.endswith("instance.jobs[0].id: is required"), line


# -------------------------------------------------------------------- help

#: What help must never show: typed metavars, braces, source paths, tracker talk.
HELP_RESIDUE = ("<bool>", "<str>", "<int>", "<float>", "<path>", "<list", "{", ".py", "schedbench/", "issue")


def _help_commands() -> list[str]:
    from schedbench.cli import click_command

    return sorted(click_command().commands)


def test_every_help_string_is_free_of_residue():
    """Every command's and parameter's help text, walked from the app itself."""
    from schedbench.cli import click_command

    def walk(command):  # groups too: `schedbench data` has commands of its own
        yield command
        for sub in getattr(command, "commands", {}).values():
            yield from walk(sub)

    found = []
    for command in walk(click_command()):
        texts = [command.help or "", *(getattr(p, "help", None) or "" for p in command.params)]
        # FILE.py:FUNCTION is the syntax of a method given as a file, not a source path
        found += [(command.name, t) for t in texts for bad in HELP_RESIDUE
                  if bad in t.replace("FILE.py:", "FILE:").lower()]
    assert not found


@pytest.mark.parametrize("command", [None, *(c for c in _help_commands() if c != "perf")])
def test_help_pages_show_words_and_wrap_at_the_terminal(command, capsys, monkeypatch):
    from schedbench.cli import click_command

    monkeypatch.setenv("COLUMNS", "250")  # wide: a line break inside a sentence can only come from the text
    from schedbench.cli import main

    args = [command, "--help"] if command else ["--help"]
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code in (0, None)
    out = capsys.readouterr().out
    for bad in HELP_RESIDUE:
        assert bad not in out.replace("FILE.py:", "FILE:").lower(), (command, bad, out)
    usage = next(line for line in out.splitlines() if "Usage:" in line)
    assert "[OPTIONS]" in usage
    cmd = click_command() if command is None else click_command().commands[command]
    for param in cmd.params:
        if param.param_type_name == "argument":  # by its name in words: PROBLEM, [MATRIX], STORE
            assert param.metavar and param.metavar.isupper() and param.metavar in usage
        elif not getattr(param, "is_flag", False):
            assert param.metavar and param.metavar == param.metavar.upper(), param.name
    # the first paragraph of every docstring comes out on one line of the page
    first = (cmd.help or "").split("\n\n")[0]
    assert "\n" not in first and first in out


def test_docstring_paragraphs_are_joined_for_the_terminal():
    from schedbench.cli import click_command, reflow

    assert reflow("one\n    two\n\n    three\n    four") == "one two\n\nthree four"
    schema = click_command().commands["schema"].help
    assert "the whole document: problem" in schema


# ---------------------------------------------------- more bad input, tried


@pytest.fixture
def files(tmp_path, monkeypatch):
    """A working folder with an instance, a folder, broken files and a store."""
    from schedbench.registry import registry

    monkeypatch.chdir(tmp_path)
    spec = registry().get("cuckoo-packing")
    doc = {"problem": "cuckoo-packing", "schema_version": 1, "instance": spec.generate(size=4, seed=0).to_dict()}
    (tmp_path / "p4.json").write_text(json.dumps(doc))
    (tmp_path / "adir").mkdir()
    (tmp_path / "trunc.json").write_text('{"problem": "cuckoo-packing", "instance": ')
    (tmp_path / "list.json").write_text("[1, 2, 3]")
    (tmp_path / "other.json").write_text(json.dumps({**doc, "problem": "cuckoo-planning"}))
    (tmp_path / "v99.json").write_text(json.dumps({**doc, "schema_version": 99}))
    (tmp_path / "bad.toml").write_text("[matrix]\nbad = \n")
    (tmp_path / "unknown.toml").write_text("x = 1\n")
    cell = '[problems.cuckoo-packing]\nsizes = [{}]\nmethods = ["greedy"]\n'
    (tmp_path / "huge-limit.toml").write_text("[defaults]\ntime_limit_s = 1e300\n" + cell.format(4))
    (tmp_path / "huge-size.toml").write_text(cell.format(10**12))
    return tmp_path


#: (arguments, the start of the one line): each exits with 2, no traceback.
BAD_INPUTS = [
    (("generate", "cuckoo-packing", "--size", "0", "-o", "x.json"), "--size: must be a positive integer"),
    (("generate", "cuckoo-packing", "--size", "abc", "-o", "x.json"), "Invalid value for '--size'"),
    (("generate", "nope", "--size", "4", "-o", "x.json"), "PROBLEM: must be a registered problem"),
    (("generate", "cuckoo-packing", "--size", "4", "-o", "adir"), "--output: must be a file path, not a folder"),
    (("generate", "cuckoo-packing", "--size", "4", "-o", "x.json", "--seed", "-1"), "--seed: must be a non-negative"),
    (("generate", "cuckoo-packing", "--size", "4", "-o", "x.json", "--option", "novalue"), "--option[0]: must have"),
    (("generate", "cuckoo-packing", "--size", "4", "-o", "x.json", "--option", "num_gpus=banana"),
     "--option num_gpus: must be an integer"),
    (("generate", "cuckoo-packing", "--size", "4", "-o", "x.json", "--bogus"), "No such option: --bogus"),
    (("solve", "missing.json", "-m", "greedy"), "missing.json: cannot be read"),
    (("solve", "adir", "-m", "greedy"), "adir: cannot be read"),
    (("solve", "trunc.json", "-m", "greedy"), "trunc.json: <root>: is not valid JSON"),
    (("solve", "list.json", "-m", "greedy"), "list.json: <root>: must be a JSON object"),
    (("solve", "other.json", "-m", "mcf"), "other.json: instance.groups: is required"),
    (("solve", "v99.json", "-m", "greedy"), "v99.json: schema_version: must be 1"),
    (("solve", "p4.json", "-m", "nope"), "--method: must be a method of cuckoo-packing"),
    (("solve", "p4.json", "-m", "greedy", "--time-limit", "nan"), "--time-limit: must be a positive finite"),
    (("solve", "p4.json", "-m", "greedy", "--time-limit", "1e300"), "--time-limit: must be at most 10,000,000"),
    (("solve", "p4.json", "-m", "greedy", "--work", "-1"), "--work: must be a positive finite number"),
    (("solve", "p4.json", "-m", "greedy", "--solver", "gurobi"), "--solver: must be one of"),
    (("export", "p4.json", "--format", "xml"), "--format: must be one of mps, lp"),
    (("run", "bad.toml", "--store", "r.sqlite"), "bad.toml: not valid TOML"),
    (("run", "unknown.toml", "--store", "r.sqlite"), "unknown.toml: x: is not a known key"),
    (("run", "adir", "--store", "r.sqlite"), "adir: cannot be read"),
    (("run", "huge-limit.toml", "--store", "r.sqlite"), "huge-limit.toml: defaults.time_limit_s: must be at most"),
    (("run", "huge-size.toml", "--store", "r.sqlite"), "huge-size.toml: cuckoo-packing size: needs about"),
    (("run", "--problem", "cuckoo-packing", "--seeds", "5-2", "--store", "r.sqlite"), "--seeds[0]: range must not"),
    (("run", "--problem", "cuckoo-planning", "--sizes", "4," + str(10**12), "--store", "r.sqlite"),
     "--sizes[1]: needs about"),
    (("run", "--problem", "cuckoo-packing", "--sizes", "4", "--retry", "bogus", "--store", "r.sqlite"),
     "--retry[0]: must be one of"),
    (("run", "--problem", "cuckoo-packing", "--sizes", "4", "--code-version", "", "--store", "r.sqlite"),
     "--code-version: must not be empty"),
    (("run", "--problem", "cuckoo-packing", "--sizes", "4", "--store", "adir"), "--store: must be a results store file"),
    (("run", "--library", "adir", "--store", "r.sqlite"), "--library: must be a library folder"),
    (("report", "adir"), "STORE: must be a results store file, not a folder"),
    (("report", "p4.json"), "STORE: is not a schedbench results store (not an SQLite database)"),
    (("cells", "missing.sqlite"), "missing.sqlite: no such results store"),
    (("certified", "p4.json"), "STORE: is not a schedbench results store"),
    (("findings", "--store", "missing.sqlite"), "missing.sqlite: no such results store"),
    (("library", "-o", "lib"), "MATRIX: give a matrix file or --problem"),
    (("schema", "cuckoo-packing", "-o", "adir"), "--output: must be a file path, not a folder"),
    (("schema", "--all", "-o", "p4.json"), "--output: must be a folder, not a file"),
    (("schema", "cuckoo-packing", "--all", "-o", "x"), "PROBLEM: give one problem or --all"),
    (("nocommand",), "No such command 'nocommand'"),
]


@pytest.mark.parametrize(("args", "start"), BAD_INPUTS, ids=[" ".join(a)[:60] for a, _ in BAD_INPUTS])
def test_bad_input_is_one_line_and_exit_2(files, capsys, args, start):
    code, line = _main(capsys, *args)
    assert code == 2
    assert "Traceback" not in line and "(got None)" not in line
    assert start in line, line
    assert not (files / "r.sqlite").exists() and not (files / "x.json").exists()  # refused before any work


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs Linux's /proc")
@pytest.mark.parametrize("args", [("schema", "cuckoo-packing", "-o", "/proc/x.json"),
                                  ("findings", "--store", "{db}", "-o", "/proc/x.md"),
                                  ("certified", "{db}", "-o", "/proc/x.md")])
def test_an_unwritable_output_is_named_before_any_work(tmp_path, capsys, args):
    from schedbench.harness.store import Store

    db = tmp_path / "s.sqlite"
    with Store(db):
        pass
    code, line = _main(capsys, *(a.format(db=db) for a in args))
    assert code == 2 and line.startswith("schedbench: error: --output (its folder):"), line


def test_ctrl_c_during_a_command_is_one_line_and_130(tmp_path):
    """A method busy in ``solve`` (the toy's sleepy one): SIGINT gives one line and 130."""
    import os
    import signal
    import time

    tests = Path(__file__).parent
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tests), os.environ.get("PYTHONPATH", "")]),
           "TOY_PICK_PID_DIR": str(tmp_path)}

    def toy(*args: str) -> list[str]:
        code = f"import toy_problem; toy_problem.install(); from schedbench.cli import main; main({list(args)!r})"
        return [sys.executable, "-c", code]

    subprocess.run(toy("generate", "toy-pick", "--size", "4", "-o", "t.json"), env=env, cwd=tmp_path, check=True,
                   capture_output=True, timeout=120)
    # a terminal's process takes SIGINT by default; a test runner started as a background job
    # (no job control) ignores it, and the child would inherit that: restore the default
    proc = subprocess.Popen(toy("solve", "t.json", "-m", "sleepy"), env=env, cwd=tmp_path, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 120
        while not list(tmp_path.glob("*.pid")) and time.monotonic() < deadline:  # sleepy has started
            time.sleep(0.1)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 130
    assert err.strip() == "schedbench: interrupted"


def test_perf_help_names_the_command_not_a_source_file(tmp_path):
    proc = _cli("perf", "--help", cwd=tmp_path)
    assert proc.returncode == 0
    assert proc.stdout.startswith("usage: schedbench perf ")
    assert not any(bad in proc.stdout.lower() for bad in HELP_RESIDUE if bad != "{")  # argparse prints {a,b} choices
