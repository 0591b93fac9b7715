"""Where the command line writes: every output path is checked before any
work starts, a FIFO, a device node, a folder or a symbolic link is never
replaced by a file, ``-`` means standard output where the output is one
file and is refused elsewhere, and nothing half-written is left behind."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from schedbench.errors import SchedbenchError, ValidationError
from schedbench.io import staged_folder, write_text_atomic
from schedbench.validation import check_file_target, check_folder_target


#: Seconds after which a command still busy is taken to be blocked on a FIFO
#: (opening one blocks until the other end opens): the test fails, not hangs.
BLOCKED_S = 60


class Blocked(BaseException):
    """Raised in a command still busy after :data:`BLOCKED_S` (no handler of the CLI catches it)."""


def _blocked(signum: int, frame: object) -> None:
    raise Blocked(f"still running after {BLOCKED_S} s: blocked on a FIFO?")


def _main(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    """Run the CLI in-process: exit code, stdout, stderr."""
    from schedbench.cli import main

    previous = signal.signal(signal.SIGALRM, _blocked)
    signal.alarm(BLOCKED_S)
    try:
        with pytest.raises(SystemExit) as exc:
            main([str(a) for a in args])
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    captured = capsys.readouterr()
    code = exc.value.code if isinstance(exc.value.code, int) else 0
    return code, captured.out, captured.err


def _one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.fixture
def place(tmp_path, monkeypatch):
    """A working folder with an instance, a store, a FIFO, symbolic links
    (to a file and to nothing) and a folder; returns it."""
    from schedbench.harness.store import Store
    from schedbench.io import save_instance_file
    from schedbench.registry import registry

    monkeypatch.chdir(tmp_path)
    spec = registry().get("cuckoo-packing")
    save_instance_file(tmp_path / "p4.json", spec, spec.generate(size=4, seed=0))
    with Store(tmp_path / "s.sqlite"):
        pass
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "target.txt").write_text("keep me\n")
    (tmp_path / "link").symlink_to("target.txt")
    (tmp_path / "dangling").symlink_to("nowhere")
    (tmp_path / "adir").mkdir()
    return tmp_path


def _untouched(place: Path) -> None:
    """The FIFO is still a FIFO, the links still links, their target intact."""
    assert stat.S_ISFIFO((place / "fifo").lstat().st_mode)
    assert (place / "link").is_symlink() and os.readlink(place / "link") == "target.txt"
    assert (place / "dangling").is_symlink() and not (place / "nowhere").exists()
    assert (place / "target.txt").read_text() == "keep me\n"
    assert (place / "adir").is_dir() and not list((place / "adir").iterdir())


#: Commands with a file output: (arguments with {out} for the output, the flag the error names).
FILE_OUTPUTS = [
    (("generate", "cuckoo-packing", "--size", "4", "-o", "{out}"), "--output"),
    (("schema", "cuckoo-packing", "-o", "{out}"), "--output"),
    (("export", "p4.json", "--format", "lp", "-o", "{out}"), "--output"),
    (("certified", "s.sqlite", "-o", "{out}"), "--output"),
    (("findings", "--store", "s.sqlite", "-o", "{out}", "--table2-cases", "0", "--no-figures"), "--output"),
    (("run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0", "--methods", "greedy", "--no-report",
      "--store", "{out}"), "--store"),
]


@pytest.mark.parametrize(("target", "rule"), [
    ("fifo", "not a FIFO (named pipe)"),
    ("link", "must not be a symbolic link"),
    ("dangling", "must not be a symbolic link"),
    ("adir", "not a folder"),
])
@pytest.mark.parametrize(("args", "flag"), FILE_OUTPUTS, ids=[a[0] for a, _ in FILE_OUTPUTS])
def test_a_file_output_that_is_no_regular_file_is_refused_untouched(place, capsys, args, flag, target, rule):
    code, out, err = _main(capsys, *(a.format(out=target) for a in args))
    assert code == 2
    line = _one_error_line(err)
    assert line.startswith(f"schedbench: error: {flag}: "), line
    assert rule in line, line
    _untouched(place)


#: Commands with a folder output, given the FIFO.
FOLDER_OUTPUTS = [
    (("run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0", "--methods", "greedy", "--store", "r.sqlite",
      "--report-dir", "fifo"), "--report-dir"),
    (("report", "s.sqlite", "--report-dir", "fifo"), "--report-dir"),
    (("library", "--problem", "cuckoo-packing", "--sizes", "4", "-o", "fifo"), "--output"),
    (("schema", "--all", "-o", "fifo"), "--output"),
]


@pytest.mark.parametrize(("args", "flag"), FOLDER_OUTPUTS, ids=[" ".join(a[:2]) for a, _ in FOLDER_OUTPUTS])
def test_a_folder_output_that_is_a_fifo_is_refused_untouched(place, capsys, args, flag):
    code, out, err = _main(capsys, *args)
    assert code == 2
    assert _one_error_line(err) == f"schedbench: error: {flag}: must be a folder, not a FIFO (named pipe) (got 'fifo')"
    _untouched(place)
    assert not (place / "r.sqlite").exists()


@pytest.mark.parametrize("args", [("report", "fifo"), ("cells", "fifo"), ("certified", "fifo"),
                                  ("findings", "--store", "fifo")])
def test_a_store_that_is_a_fifo_is_refused_without_blocking_on_it(place, capsys, args):
    code, out, err = _main(capsys, *args)
    assert code == 2 and "must be a results store file, not a FIFO (named pipe)" in _one_error_line(err)


def test_a_store_that_is_only_read_may_be_a_link(place, capsys):
    (place / "store-link").symlink_to("s.sqlite")
    code, out, err = _main(capsys, "cells", "store-link")
    assert code == 0, err


# ------------------------------------------------------------------ -o -


def test_generate_to_stdout_writes_the_document_and_no_file(place, capsys):
    code, out, err = _main(capsys, "generate", "cuckoo-packing", "--size", "4", "-o", "-")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["problem"] == "cuckoo-packing" and len(doc["instance"]["jobs"]) == 4
    assert err.startswith("wrote the instance to standard output: cuckoo-packing, size 4")
    assert not (place / "-").exists()


def test_schema_and_export_to_stdout(place, capsys):
    code, out, err = _main(capsys, "schema", "cuckoo-packing", "-o", "-")
    assert code == 0 and json.loads(out)["$id"] == "cuckoo-packing.json"
    code, out, err = _main(capsys, "export", "p4.json", "--format", "lp", "-o", "-")
    assert code == 0, err
    assert out.startswith("\\ problem cuckoo-packing") and "objective_scale" in out
    assert err.startswith("wrote the model to standard output:")
    assert not (place / "-").exists()


#: Where ``-`` is refused: (arguments, the flag named).
NO_STDOUT = [
    (("run", "--problem", "cuckoo-packing", "--sizes", "4", "--store", "-"), "--store"),
    (("run", "--problem", "cuckoo-packing", "--sizes", "4", "--store", "r.sqlite", "--report-dir", "-"), "--report-dir"),
    (("report", "s.sqlite", "--report-dir", "-"), "--report-dir"),
    (("library", "--problem", "cuckoo-packing", "--sizes", "4", "-o", "-"), "--output"),
    (("schema", "--all", "-o", "-"), "--output"),
    (("findings", "--store", "s.sqlite", "-o", "-"), "--output"),
    (("certified", "s.sqlite", "-o", "-"), "--output"),
]


@pytest.mark.parametrize(("args", "flag"), NO_STDOUT, ids=[" ".join(a[:2]) for a, _ in NO_STDOUT])
def test_stdout_is_refused_where_the_output_is_not_one_file(place, capsys, args, flag):
    code, out, err = _main(capsys, *args)
    assert code == 2
    assert _one_error_line(err).startswith(f"schedbench: error: {flag}: cannot be - (standard output)")
    assert not (place / "-").exists() and not (place / "r.sqlite").exists()


# ------------------------------------------------------ the checks, the writers


def test_the_checks_create_nothing(tmp_path):
    check_folder_target(tmp_path / "a" / "b", "--report-dir")
    check_file_target(tmp_path / "c" / "x.json", "--output")
    assert list(tmp_path.iterdir()) == []


def test_a_folder_under_a_file_is_refused(tmp_path):
    (tmp_path / "f").write_text("x")
    with pytest.raises(ValidationError, match=r"--report-dir: cannot be created \(.*f is a file, not a folder\)"):
        check_folder_target(tmp_path / "f" / "sub", "--report-dir")


def test_the_writer_never_replaces_a_link_or_a_fifo(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "t").write_text("keep")
    (tmp_path / "link").symlink_to("t")
    for name in ("fifo", "link"):
        with pytest.raises(SchedbenchError, match="left untouched"):
            write_text_atomic(tmp_path / name, "new")
    assert stat.S_ISFIFO((tmp_path / "fifo").lstat().st_mode) and (tmp_path / "link").is_symlink()
    assert (tmp_path / "t").read_text() == "keep"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "link", "t"]  # no temporary file left


def test_schema_all_refuses_a_link_inside_its_folder_and_writes_none(tmp_path, capsys):
    out = tmp_path / "schemas"
    out.mkdir()
    (tmp_path / "elsewhere.json").write_text("{}")
    (out / "cuckoo-packing.json").symlink_to(tmp_path / "elsewhere.json")
    code, _, err = _main(capsys, "schema", "--all", "-o", out)
    assert code == 2 and "must not be a symbolic link" in _one_error_line(err)
    assert [p.name for p in out.iterdir()] == ["cuckoo-packing.json"]  # nothing else written, no staging left
    assert (tmp_path / "elsewhere.json").read_text() == "{}"


def test_a_staged_folder_stopped_half_way_leaves_nothing(tmp_path):
    made = tmp_path / "new" / "report"
    with pytest.raises(KeyboardInterrupt):
        with staged_folder(made) as stage:
            (stage / "a.csv").write_text("1")
            raise KeyboardInterrupt
    assert not (tmp_path / "new").exists()  # the folders it made are gone with it
    kept = tmp_path / "kept"
    kept.mkdir()
    (kept / "a.csv").write_text("old")
    with pytest.raises(RuntimeError):
        with staged_folder(kept) as stage:
            (stage / "a.csv").write_text("new")
            raise RuntimeError("boom")
    assert [p.name for p in kept.iterdir()] == ["a.csv"] and (kept / "a.csv").read_text() == "old"
    with staged_folder(kept) as stage:
        (stage / "sub").mkdir()
        (stage / "sub" / "b.csv").write_text("2")
        (stage / "a.csv").write_text("new")
    assert sorted(str(p.relative_to(kept)) for p in kept.rglob("*")) == ["a.csv", "sub", "sub/b.csv"]
    assert (kept / "a.csv").read_text() == "new"


@pytest.mark.parametrize(("name", "rule"), [("fifo", "-o: must be a new path or a regular file, not a FIFO"),
                                          ("-", "-o: cannot be - (standard output)")])
def test_perf_refuses_a_fifo_or_stdout_output_in_one_line(tmp_path, name, rule):
    """(pyperf's own runner, one per process, so in a process of its own.)"""
    os.mkfifo(tmp_path / "fifo")
    proc = subprocess.run([sys.executable, "-m", "schedbench.perf", "--fast", "-o", name], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert _one_error_line(proc.stderr).startswith(f"schedbench perf: error: {rule}")
    assert stat.S_ISFIFO((tmp_path / "fifo").lstat().st_mode) and not (tmp_path / "-").exists()
