"""The benchmark gate fails on a slowed method and on a worsened heuristic.

Runs the documented compare command (docs/regression-gates.md; the same
string as ``GATE_COMMAND``) in a subprocess against a temporary copy of the
committed baseline, restricted to the ``blossom-pruned`` benchmark, with a
pytest plugin (written to ``tmp_path``) that swaps the registered method:

- slowed: the same method, plus a sleep of ``SLOWDOWN`` times the baseline's
  minimum, so a round takes >= 6x the baseline: ``--benchmark-compare-fail``
  reports it;
- worsened: greedy's solution in its place (lower weight on this instance),
  equally fast or faster: the objective check against the baseline's
  ``extra_info`` fails.

A control run of the unchanged code passes the quality check (without the
speed threshold, which a loaded machine may miss).
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BASELINE = ROOT / "tests" / "benchmarks" / "baseline" / "gate.json"
#: The command the documentation's regression-gates page gives (run from the repository root).
GATE_COMMAND = (
    ".venv/bin/python -m pytest tests/benchmarks/test_bench_gate.py --benchmark-only"
    " --benchmark-compare=tests/benchmarks/baseline/gate.json --benchmark-compare-fail=min:200%"
)
#: The slowed method sleeps this many times the baseline's minimum per call:
#: a round then takes 6x the baseline, well past the 200% threshold plus the
#: 2.7x between-run spread measured on this loaded 2-core machine.
SLOWDOWN = 5
CASE = "cuckoo-packing-400-blossom-pruned"
FULLNAME = f"tests/benchmarks/test_bench_gate.py::test_method[{CASE}]"

PLUGIN = '''
import dataclasses
import time

from schedbench.registry import registry

MODE = {mode!r}
SLEEP_S = {sleep_s!r}


def pytest_configure(config):
    methods = registry().get("cuckoo-packing").methods
    original = methods["blossom-pruned"]
    greedy = methods["greedy"].run
    if MODE == "slowed":
        def run(inst, budget):
            time.sleep(SLEEP_S)
            return original.run(inst, budget)
    else:
        def run(inst, budget):
            return greedy(inst, budget)
    methods["blossom-pruned"] = dataclasses.replace(original, run=run)
'''


def gate(tmp_path: Path, mode: str | None, compare_fail: bool = True) -> subprocess.CompletedProcess:
    copy = tmp_path / "gate.json"
    shutil.copy(BASELINE, copy)
    baseline = {b["fullname"]: b for b in json.loads(copy.read_text())["benchmarks"]}
    args = shlex.split(GATE_COMMAND)[1:]
    args = [f"--benchmark-compare={copy}" if a.startswith("--benchmark-compare=") else a for a in args]
    if not compare_fail:
        args = [a for a in args if not a.startswith("--benchmark-compare-fail")]
    args += ["-k", CASE, "-p", "no:cacheprovider"]
    env = dict(os.environ)
    if mode is not None:
        plugin = tmp_path / f"gate_{mode}.py"
        plugin.write_text(PLUGIN.format(mode=mode, sleep_s=SLOWDOWN * baseline[FULLNAME]["stats"]["min"]))
        args += ["-p", plugin.stem]
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(tmp_path), env.get("PYTHONPATH")) if p)
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def test_the_docs_give_the_gate_command():
    page = ROOT / "docs" / "regression-gates.md"
    assert GATE_COMMAND in " ".join(page.read_text().replace("\\\n", " ").split())


def test_baseline_holds_the_gated_case_with_its_quality():
    benches = {b["fullname"]: b for b in json.loads(BASELINE.read_text())["benchmarks"]}
    assert benches[FULLNAME]["extra_info"]["objective"] > 0
    assert all("objective" in b["extra_info"] for n, b in benches.items() if "test_method[" in n)


@pytest.mark.slow
def test_unchanged_code_passes_the_quality_check(tmp_path):
    out = gate(tmp_path, None, compare_fail=False)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    assert "Comparing against benchmarks from" in out.stdout + out.stderr


@pytest.mark.slow
def test_slowed_method_fails_the_gate(tmp_path):
    out = gate(tmp_path, "slowed")
    text = out.stdout + out.stderr
    assert out.returncode != 0, text[-3000:]
    assert "Performance has regressed" in text and CASE in text
    assert "quality regression" not in text


@pytest.mark.slow
def test_worsened_heuristic_fails_the_gate(tmp_path):
    out = gate(tmp_path, "worsened")
    text = out.stdout + out.stderr
    assert out.returncode != 0, text[-3000:]
    assert "quality regression: objective" in text
