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


def test_methods_per_problem():
    from schedbench.matrix import matrix_from_flags, methods_per_problem

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
    from schedbench.matrix import methods_per_problem

    with pytest.raises(ValidationError, match=rule):
        methods_per_problem(("cuckoo-packing", "cuckoo-planning"), text)


def test_unknown_method_for_one_problem_names_it():
    from schedbench.matrix import matrix_from_flags, methods_per_problem

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
