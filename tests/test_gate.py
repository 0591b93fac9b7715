"""``schedbench gate``: the working tree against a base revision.

In a scratch git repository holding a committed copy of this working tree's
package sources:

- (a) the gate of HEAD against HEAD passes, whatever else runs on the machine;
- (b) a commit that makes a gated kernel do its work twice fails on the ratio,
  its results equal;
- (c) a commit that makes a gated method return another solution fails on
  equality of the objective.

The commits change the scratch copy's registration (``register_all``), so
the gated code is the committed source the worker imports, not a plug-in.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pyperf
import pytest

from schedbench.gate import runner
from schedbench.gate.cases import GATE_CASES, select_cases
from schedbench.gate.stats import paired_bootstrap_ratio
from schedbench.registry import registry

ROOT = Path(__file__).resolve().parents[1]
#: A cheap gated kernel with no memo: doing its work twice doubles its time.
CASE = "horus-online-100-horus"
#: Enough rounds for a doubled kernel's interval to clear the threshold on
#: a loaded machine; few enough for the test to stay short.
TEST_ROUNDS = 6
GIT_USER = ("-c", "user.name=gate test", "-c", "user.email=gate@test")

DOUBLED = '''

_REGISTER_ONLINE = register_online


def register_online(reg):  # temporary: horus-online's horus does its work twice
    import dataclasses

    _REGISTER_ONLINE(reg)
    methods = reg.get("horus-online").methods
    original = methods["horus"]

    def twice(instance, budget):
        original.run(instance, budget)
        return original.run(instance, budget)

    methods["horus"] = dataclasses.replace(original, run=twice)
'''

CHANGED = '''

_REGISTER_ONLINE = register_online


def register_online(reg):  # temporary: horus-online's horus returns fifo's schedule
    import dataclasses

    _REGISTER_ONLINE(reg)
    methods = reg.get("horus-online").methods
    methods["horus"] = dataclasses.replace(methods["horus"], run=methods["fifo"].run)
'''


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *GIT_USER, *args], check=True, capture_output=True,
                          text=True).stdout


def _commit(repo: Path, message: str) -> None:
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", message)


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Path:
    """A git repository whose one commit holds this working tree's package sources."""
    repo = tmp_path_factory.mktemp("gate") / "repo"
    repo.mkdir()
    shutil.copy(ROOT / "pyproject.toml", repo / "pyproject.toml")
    for folder in runner._package_folders((ROOT / "pyproject.toml").read_text()):
        shutil.copytree(ROOT / folder, repo / folder, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    _git(repo, "init", "-q")
    _commit(repo, "scratch copy")
    return repo


def gate(repo: Path, base: str, tmp_path: Path, *extra: str) -> tuple[subprocess.CompletedProcess, dict]:
    out = tmp_path / "gate.json"
    proc = subprocess.run(
        [sys.executable, "-m", "schedbench.cli", "gate", "--base", base, "--cases", CASE,
         "--rounds", str(TEST_ROUNDS), "--json", str(out), *extra],
        cwd=repo, capture_output=True, text=True, timeout=600,
    )
    return proc, (json.loads(out.read_text()) if out.exists() else {})


def _case(report: dict) -> dict:
    (case,) = [c for c in report["cases"] if c["name"] == CASE]
    return case


@pytest.mark.slow
def test_gate_of_head_against_head_passes_and_a_doubled_or_changed_kernel_fails(scratch, tmp_path):
    proc, report = gate(scratch, "HEAD", tmp_path, "--pyperf", str(tmp_path / "pyperf"))
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    case = _case(report)
    assert case["verdict"] == runner.PASS and not case["differences"]
    assert case["interval"]["low"] <= runner.THRESHOLD
    assert len(case["base"]) == len(case["candidate"]) == TEST_ROUNDS
    assert "gate passed" in proc.stdout and "no uncommitted changes" in proc.stdout
    assert report["imported_from"]["candidate"] == str((scratch / "schedbench").resolve())
    assert report["imported_from"]["base"] != report["imported_from"]["candidate"]
    for side in ("base", "candidate"):  # the samples as pyperf suites
        suite = pyperf.BenchmarkSuite.load(str(tmp_path / "pyperf" / f"{side}.json"))
        assert suite.get_benchmark_names() == [CASE]
        assert list(suite.get_benchmark(CASE).get_values()) == case[side]

    # (b) the kernel does its work twice: slower with confidence, same results
    with (scratch / "schedbench" / "problems" / "horus.py").open("a") as fh:
        fh.write(DOUBLED)
    _commit(scratch, "horus twice")
    proc, report = gate(scratch, "HEAD~1", tmp_path)
    case = _case(report)
    assert proc.returncode == 1, proc.stdout + proc.stderr[-2000:]
    assert case["verdict"] == runner.SLOWER and not case["differences"]
    assert case["interval"]["low"] > runner.THRESHOLD
    assert f"{CASE} (slower)" in proc.stdout

    # (c) the method returns another schedule: its objective differs
    _git(scratch, "reset", "-q", "--hard", "HEAD~1")
    with (scratch / "schedbench" / "problems" / "horus.py").open("a") as fh:
        fh.write(CHANGED)
    _commit(scratch, "horus returns fifo's schedule")
    proc, report = gate(scratch, "HEAD~1", tmp_path)
    case = _case(report)
    assert proc.returncode == 1, proc.stdout + proc.stderr[-2000:]
    assert case["verdict"] == runner.QUALITY
    assert any(d.startswith("objective ") for d in case["differences"])
    _git(scratch, "reset", "-q", "--hard", "HEAD~1")


def test_uncommitted_changes_are_gated_and_named(scratch, tmp_path):
    """The candidate is the working tree as it is; the report says so."""
    scratch_file = scratch / "schedbench" / "gate_scratch_note.py"
    scratch_file.write_text("NOTE = 1\n")
    try:
        assert runner.uncommitted(scratch) == ["schedbench/gate_scratch_note.py"]
    finally:
        scratch_file.unlink()
    assert runner.uncommitted(scratch) == []


@pytest.mark.parametrize("args, message", [
    (["--base", "no-such-revision"], "--base: must name a commit"),
    (["--base", "HEAD", "--cases", "nope"], "--cases: must name gated cases"),
    (["--base", "HEAD", "--rounds", "1"], "--rounds: must be at least 2"),
    (["--base", "HEAD", "--clock", "sundial"], "--clock: must be one of cpu, wall"),
])
def test_bad_input_exits_2_with_one_line(scratch, args, message):
    proc = subprocess.run([sys.executable, "-m", "schedbench.cli", "gate", *args], cwd=scratch,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert message in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_outside_a_git_checkout_exits_2(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "schedbench.cli", "gate", "--base", "HEAD", "--repo", str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "--repo: must be inside a git checkout" in proc.stderr


def test_every_problem_has_a_gated_case_and_names_are_unique():
    assert {c.problem for c in GATE_CASES} == set(registry().names())
    names = [c.name for c in GATE_CASES]
    assert len(names) == len(set(names))
    for case in GATE_CASES:
        registry().get(case.problem).method(case.method)  # registered
    assert select_cases("horus-placement") == tuple(c for c in GATE_CASES if c.problem == "horus-placement")
    assert select_cases("") == GATE_CASES


def test_quality_differences_are_exact():
    same = {"objective": 1.0, "bound": None, "gap": None, "status": "feasible", "feasible": True}
    assert runner.quality_differences(same, dict(same)) == []
    nudged = dict(same, objective=1.0 + 2**-52)
    assert runner.quality_differences(same, nudged) == [f"objective 1.0 -> {1.0 + 2**-52!r}"]
    assert runner.quality_differences(same, dict(same, bound=0.5)) == ["bound None -> 0.5"]


def test_bootstrap_interval_is_seeded_and_brackets_the_ratio():
    base = [1.0, 1.1, 0.9, 1.05, 0.95, 1.2, 1.0, 1.0]
    doubled = [2 * t for t in base]
    first = paired_bootstrap_ratio(base, doubled)
    assert first == paired_bootstrap_ratio(base, doubled)  # same samples, same interval
    assert first.low == pytest.approx(2.0) and first.high == pytest.approx(2.0)
    noisy = paired_bootstrap_ratio(base, [1.3, 0.8, 1.0, 1.1, 0.9, 1.0, 1.25, 0.85])
    assert noisy.low <= noisy.ratio <= noisy.high
    with pytest.raises(ValueError):
        paired_bootstrap_ratio(base, base[:-1])


def test_judge_fails_slower_changed_and_broken_cases_only():
    def judged(**fields) -> str:
        result = runner.CaseResult("x", **fields)
        runner.judge(result, runner.THRESHOLD)
        return result.verdict

    from schedbench.gate.stats import RatioInterval

    assert judged(interval=RatioInterval(1.5, 1.29, 1.8)) == runner.PASS
    assert judged(interval=RatioInterval(1.5, 1.31, 1.8)) == runner.SLOWER
    assert judged(interval=RatioInterval(1.0, 0.9, 1.1), differences=["objective 1 -> 2"]) == runner.QUALITY
    assert judged(candidate_error="ValueError: x") == runner.ERROR
    assert judged(base_error="UnknownNameError: y") == runner.NOT_IN_BASE
    assert runner.NOT_IN_BASE not in runner.FAILING


@pytest.mark.slow
def test_a_base_that_runs_no_case_is_bad_input(scratch, tmp_path):
    """Nothing compared is not a pass: a base whose registry cannot load exits 2."""
    with (scratch / "schedbench" / "problems" / "horus.py").open("a") as fh:
        fh.write("\n\ndef register_online(reg):  # temporary: a broken registry\n    raise RuntimeError('broken')\n")
    _commit(scratch, "broken registry")
    _git(scratch, "revert", "--no-edit", "HEAD")
    try:
        proc, _ = gate(scratch, "HEAD~1", tmp_path)
        assert proc.returncode == 2, proc.stdout + proc.stderr[-2000:]
        assert "--base: cannot run any gated case (first error: RuntimeError: broken)" in proc.stderr
    finally:
        _git(scratch, "reset", "-q", "--hard", "HEAD~2")
