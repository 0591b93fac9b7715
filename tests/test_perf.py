"""The pyperf suite runs in its CI-sized mode and writes pyperf JSON that
``python -m pyperf compare_to`` reads (issue 16, item 2)."""

from __future__ import annotations

import subprocess
import sys

import pyperf

from schedbench.perf import FAST, FULL, kernels


def test_suite_names_each_kernel_once_with_its_size():
    for sizes in (FAST, FULL):
        names = [k.name for k in kernels(sizes)]
        assert len(names) == len(set(names))
    full = {k.name for k in kernels(FULL)}
    assert {"pair-weights-2000", "blossom-pruned-2000", "mchp-512", "a-srpt-37500", "milp-handoff-256"} <= full
    from schedbench.registry import registry

    assert {p.name for p in registry()} == {s[0] for s in FULL.evaluated} == {s[0] for s in FAST.evaluated}


def test_fast_mode_writes_pyperf_json_that_compare_to_reads(tmp_path):
    out = tmp_path / "fast.json"
    run = subprocess.run([sys.executable, "-m", "schedbench.perf", "--fast", "-o", str(out)],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    suite = pyperf.BenchmarkSuite.load(str(out))
    assert set(suite.get_benchmark_names()) == {k.name for k in kernels(FAST)}
    assert all(b.mean() > 0 for b in suite.get_benchmarks())
    cmp = subprocess.run([sys.executable, "-m", "pyperf", "compare_to", str(out), str(out)],
                         capture_output=True, text=True, timeout=60)
    assert cmp.returncode == 0, cmp.stderr


def test_cli_perf_runs_a_subset_and_rejects_unknown_kernels(tmp_path):
    out = tmp_path / "one.json"
    run = subprocess.run([sys.executable, "-m", "schedbench.cli", "perf", "--fast", "--kernels", "heavy-edge",
                          "-o", str(out)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert pyperf.BenchmarkSuite.load(str(out)).get_benchmark_names() == ["heavy-edge-8"]
    bad = subprocess.run([sys.executable, "-m", "schedbench.perf", "--fast", "--kernels", "nope"],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2
    assert bad.stderr.startswith("schedbench perf: error: --kernels: must name kernels of the suite")
    assert bad.stderr.rstrip().endswith("(got 'nope')") and bad.stderr.count("\n") == 1
