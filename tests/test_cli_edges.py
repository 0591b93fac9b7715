"""The command line's rough edges: a missing solver is bad input naming
the extra to install, ``solve`` takes ``PROBLEM:METHOD`` as ``run`` does,
and a bad ``perf`` option is one line, like every other bad value."""

from __future__ import annotations

import subprocess
import sys

import pytest


def _main(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    from schedbench.cli import main

    with pytest.raises(SystemExit) as exc:
        main([str(a) for a in args])
    captured = capsys.readouterr()
    code = exc.value.code if isinstance(exc.value.code, int) else 0
    return code, captured.out, captured.err


def _one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.fixture
def inst(tmp_path, monkeypatch):
    from schedbench.io import save_instance_file
    from schedbench.registry import registry

    monkeypatch.chdir(tmp_path)
    spec = registry().get("cuckoo-packing")
    save_instance_file(tmp_path / "p4.json", spec, spec.generate(size=4, seed=0))
    return tmp_path / "p4.json"


def test_solve_with_cbc_missing_is_bad_input_naming_the_extra(inst, capsys, monkeypatch):
    from schedbench.solvers import cbc

    monkeypatch.setattr(cbc, "cbc_path", lambda: None)
    code, out, err = _main(capsys, "solve", inst, "-m", "milp", "--solver", "cbc")
    assert code == 2 and out == ""
    assert _one_error_line(err) == ("schedbench: error: --solver cbc: PuLP is not installed: "
                                    "pip install 'schedbench[cbc]'")


def test_run_with_cbc_missing_is_refused_before_it_runs(tmp_path, capsys, monkeypatch):
    from schedbench.solvers import cbc

    monkeypatch.setattr(cbc, "cbc_path", lambda: None)
    code, out, err = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0",
                           "--methods", "milp", "--solver", "cbc", "--store", tmp_path / "s.sqlite")
    assert code == 2 and "--solver cbc: PuLP is not installed: pip install 'schedbench[cbc]'" in err
    assert not (tmp_path / "s.sqlite").exists()


def test_solve_takes_problem_colon_method_as_run_does(inst, capsys):
    code, out, err = _main(capsys, "solve", inst, "-m", "cuckoo-packing:greedy")
    assert code == 0, err
    assert "method     greedy (" in out
    code, out, err = _main(capsys, "solve", inst, "-m", "cuckoo-planning:mcf")
    assert code == 2
    assert _one_error_line(err) == (f"schedbench: error: --method: names a method of cuckoo-planning, but {inst} is a "
                                    "cuckoo-packing instance (got 'cuckoo-planning:mcf')")


def test_perf_with_an_unknown_kernel_is_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "schedbench.cli", "perf", "--fast", "--kernels", "nope,heavy-edge"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and proc.stdout == ""
    line = _one_error_line(proc.stderr)
    assert line.startswith("schedbench: error: --kernels: must name kernels of the suite") and "(got 'nope')" in line
    assert "heavy-edge" in line and "usage:" not in proc.stderr


def test_perf_with_a_bad_pyperf_option_is_one_line(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "schedbench.perf", "-n", "many"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2
    assert _one_error_line(proc.stderr).startswith("schedbench perf: error: argument -n/--values: invalid")
