"""Ctrl-C at any moment of any command: one line, exit status 130, and
nothing half made (no empty report folder, no store a run made and stored
nothing in, no half-written report). The child processes get SIGINT's
default disposition, as a terminal's process has it."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Seconds a child process gets to reach the moment it is interrupted at.
WAIT_S = 120.0


def _default_sigint() -> None:
    """A test runner started as a background job ignores SIGINT, and its
    children would inherit that: give them the default, as in a terminal."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _python(code: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", code], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=_default_sigint)


def _lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.strip()]


def test_the_console_script_is_the_launcher():
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["schedbench"] == "schedbench.__main__:main"


def test_ctrl_c_while_the_command_line_is_imported(tmp_path):
    """Ctrl-C in the first tenths of a second, while Typer is imported: the
    launcher says it in one line (Python would print a traceback)."""
    code = (
        "import sys\n"
        "class Interrupt:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'typer':\n"
        "            raise KeyboardInterrupt\n"
        "        return None\n"
        "sys.meta_path.insert(0, Interrupt())\n"
        "sys.argv = ['schedbench', 'list']\n"
        "from schedbench.__main__ import main\n"
        "main()\n"
    )
    proc = _python(code, tmp_path)
    out, err = proc.communicate(timeout=WAIT_S)
    assert proc.returncode == 130
    assert err == "schedbench: interrupted\n" and out == ""


def test_ctrl_c_between_parsing_and_the_command_is_said(monkeypatch, capsys):
    """Typer answers a Ctrl-C outside every command's code with a silent 130."""
    import typer.core

    from schedbench.cli import main

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(typer.core.TyperGroup, "resolve_command", interrupted)
    with pytest.raises(SystemExit) as exc:
        main(["list"])
    assert exc.value.code == 130
    assert capsys.readouterr().err == "schedbench: interrupted\n"


RUN = ["run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0", "--methods", "greedy", "-q"]


def test_ctrl_c_while_a_run_generates_its_instances_leaves_nothing(tmp_path):
    """A real SIGINT in the run's first seconds (here: while it generates
    its instances): one line, 130, and neither the store it had just made
    nor an empty report folder is left."""
    marker = tmp_path / "generating"
    code = (
        "import time\n"
        "from pathlib import Path\n"
        "import schedbench.harness.driver as driver\n"
        "def slow(*args, **kwargs):\n"
        f"    Path({str(marker)!r}).touch()\n"
        "    time.sleep(600)\n"
        "driver.generate_instance = slow\n"
        "from schedbench.cli import main\n"
        f"main({[*RUN, '--store', 'runs/new/s.sqlite']!r})\n"
    )
    proc = _python(code, tmp_path)
    try:
        deadline = time.monotonic() + WAIT_S
        while not marker.exists() and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
        assert marker.exists(), proc.communicate()[1]
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=WAIT_S)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert _lines(err)[-1] == "interrupted while generating instances: no cell ran (runs/new/s.sqlite not created)"
    assert "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["generating"]  # no runs/, no store, no report folder


def _cells(store: Path) -> int:
    with sqlite3.connect(store) as conn:
        return conn.execute("SELECT COUNT(*) FROM cells").fetchone()[0]


def test_ctrl_c_while_a_run_writes_its_report_keeps_the_cells_and_the_old_report(tmp_path, monkeypatch, capsys):
    from schedbench.cli import main
    from schedbench.reporting import report

    rep = tmp_path / "rep"
    rep.mkdir()
    (rep / "report.md").write_text("the previous report\n")

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(report, "render_drawings", interrupted)
    store = tmp_path / "s.sqlite"
    with pytest.raises(SystemExit) as exc:
        main([*RUN, "--store", str(store), "--report-dir", str(rep)])
    assert exc.value.code == 130
    err = capsys.readouterr().err
    assert _lines(err)[-1] == (f"interrupted while writing the report: the 1 cell(s) finished in this run are kept in "
                               f"{store}; the report folder is as it was (schedbench report {store} writes it)")
    assert _cells(store) == 1
    assert [p.name for p in rep.iterdir()] == ["report.md"]  # nothing half written, no staging folder left
    assert (rep / "report.md").read_text() == "the previous report\n"
    # and a report folder that did not exist is not made
    with pytest.raises(SystemExit) as exc:
        main([*RUN, "--store", str(store), "--report-dir", str(tmp_path / "new-rep")])
    assert exc.value.code == 130 and not (tmp_path / "new-rep").exists()


def test_ctrl_c_before_a_run_starts_its_cells_is_one_line(tmp_path, monkeypatch, capsys):
    """(While the matrix is checked: nothing made, the run's own line.)"""
    import schedbench.cli as cli

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "_matrix_fits", interrupted)
    with pytest.raises(SystemExit) as exc:
        cli.main([*RUN, "--store", str(tmp_path / "s.sqlite")])
    assert exc.value.code == 130
    assert _lines(capsys.readouterr().err) == [f"interrupted: no cell ran ({tmp_path / 's.sqlite'} not created)"]
    assert list(tmp_path.iterdir()) == []


def test_a_stored_cell_is_never_removed(tmp_path, monkeypatch, capsys):
    """A run on a store that already holds cells, stopped before it adds
    any, leaves the store as it was."""
    from schedbench.cli import main
    import schedbench.harness.driver as driver

    store = tmp_path / "s.sqlite"
    with pytest.raises(SystemExit) as exc:
        main([*RUN, "--store", str(store), "--no-report"])
    assert exc.value.code == 0 and _cells(store) == 1

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(driver, "generate_instance", interrupted)
    with pytest.raises(SystemExit) as exc:
        main([*RUN[:6], "1", *RUN[7:], "--store", str(store), "--no-report"])
    assert exc.value.code == 130
    assert _lines(capsys.readouterr().err)[-1] == "interrupted while generating instances: no cell ran"
    assert _cells(store) == 1


def test_ctrl_c_before_any_cell_finished_leaves_no_store(tmp_path):
    """A real SIGINT while the run's only cell works (the toy's sleepy
    method): the cell is stopped, and the store the run made is removed."""
    pids = tmp_path / "pids"
    pids.mkdir()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), os.environ.get("PYTHONPATH", "")]),
           "TOY_PICK_PID_DIR": str(pids)}
    args = ["run", "--problem", "toy-pick", "--sizes", "4", "--seeds", "0", "--methods", "sleepy", "--jobs", "1",
            "--store", "runs/s.sqlite", "-q"]
    code = f"import toy_problem; toy_problem.install(); from schedbench.cli import main; main({args!r})"
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, preexec_fn=_default_sigint)
    try:
        deadline = time.monotonic() + WAIT_S
        while not list(pids.glob("*.pid")) and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
        assert list(pids.glob("*.pid")), proc.communicate()[1]
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=WAIT_S)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert _lines(err)[-1] == "interrupted: running cells were stopped before any finished (runs/s.sqlite not created)"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pids"]
