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
    assert _one_line(proc).startswith("schedbench: error: --output:")


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs Linux's /proc")
def test_export_to_an_unwritable_place_is_one_line(tmp_path):
    assert _cli("generate", "cuckoo-packing", "--size", "8", "-o", "p8.json", cwd=tmp_path).returncode == 0
    proc = _cli("export", "p8.json", "--format", "lp", "-o", "/proc/x.lp", cwd=tmp_path)
    assert proc.returncode == 2
    assert _one_line(proc).startswith("schedbench: error: --output:")


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
