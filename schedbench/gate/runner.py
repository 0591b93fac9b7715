"""``schedbench gate --base REV``: the working tree against a base revision,
both measured in one session on the same machine.

1. The base revision's package sources (the folders its ``pyproject.toml``
   maps, and that file) are exported with ``git archive`` into a temporary
   folder. The candidate is the working tree as it is, uncommitted changes
   and untracked files included; the report says when it has any.
2. Two long-lived worker processes (:mod:`schedbench.gate.worker`), one per
   version, import schedbench from their own tree in this virtual
   environment, generate each case's instance and run it once (untimed): the
   objective, bound, gap, status and feasibility of that run must be equal
   between the versions (exactly: the runs are deterministic for a seed).
3. Each case is then timed in rounds: per round, each version runs the
   case's ``loops`` calls back to back, base first in even rounds and
   candidate first in odd ones, while the other worker waits. Interleaving
   puts the machine's slow phases on both versions alike; the default clock
   is the process's CPU time, which a busy machine inflates far less than
   wall time. One round is a warm-up, not counted.
4. A case fails when the lower end of the 95% paired-bootstrap interval of
   ``median(candidate) / median(base)`` (:mod:`schedbench.gate.stats`)
   exceeds the threshold (default 1.3), or when its quality differs.

Exit status: 0 passed, 1 failed (a case failed, or a worker died or hung
mid-run), 2 bad input (not a git checkout, an unknown revision, an unknown
case, a base whose worker cannot start or that can run none of the cases).
"""

from __future__ import annotations

import io
import json
import math
import os
import select
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from schedbench.errors import ValidationError
from schedbench.gate import cases as gate_cases
from schedbench.gate import worker as gate_worker
from schedbench.gate.stats import CONFIDENCE, RatioInterval, paired_bootstrap_ratio

#: A case fails when the lower end of its ratio's interval is above this:
#: with 95% confidence the candidate is more than 30% slower. Unchanged code
#: has a true ratio of 1, so its interval's lower end stays far below;
#: a kernel doing its work twice (ratio near 2) lies far above it.
THRESHOLD = 1.3
#: Timed rounds per case (after the warm-up round). On a 2-core machine at
#: load 9-11 they gave intervals at most 0.25 wide: lower ends <= 1.02 on
#: unchanged code, >= 1.45 on a kernel 1.5x slower (README, "Regression gates").
ROUNDS = 12
WARMUP_ROUNDS = 1
#: A sample (one version, one case, one round) lasts at least this many
#: seconds of the chosen clock: sub-millisecond kernels loop.
MIN_SAMPLE_S = 0.01
MAX_LOOPS = gate_worker.MAX_CALLS
#: A sample's floor, so that a zero reading of a coarse clock still divides.
MIN_READING_S = 1e-12
#: How long a worker may take to answer one request before the gate stops
#: (preparing every case generates a 1,000-job trace; far more than needed).
WORKER_REPLY_TIMEOUT_S = 900.0
#: Every worker hashes strings alike, so set orders, and with them ties in
#: the methods, are the same in both versions.
WORKER_HASH_SEED = "0"
CLOCKS = ("cpu", "wall")
SIDES = ("base", "candidate")

#: Verdicts. Only FAILING ones make the gate fail.
PASS, SLOWER, QUALITY, ERROR, NOT_IN_BASE = "pass", "slower", "quality differs", "error", "not in base"
FAILING = frozenset({SLOWER, QUALITY, ERROR})


# ------------------------------------------------------------------ git


def _git(repo: Path, *args: str, binary: bool = False) -> Any:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=not binary, check=False)


def repository_root(path: Path) -> Path:
    """The top of the git working tree that holds ``path`` (the candidate)."""
    out = _git(path, "rev-parse", "--show-toplevel")
    if out.returncode != 0:
        raise ValidationError("--repo", "must be inside a git checkout (git rev-parse --show-toplevel failed)", str(path))
    return Path(out.stdout.strip())


def resolve_revision(repo: Path, revision: str) -> str:
    """The full commit id of ``revision``."""
    out = _git(repo, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{revision}^{{commit}}")
    if out.returncode != 0 or not revision.strip():
        raise ValidationError("--base", "must name a commit of the repository (git rev-parse --verify)", revision)
    return out.stdout.strip()


def _package_folders(pyproject_text: str) -> list[str]:
    """The folders a ``pyproject.toml`` maps to packages (``schedbench`` at least)."""
    import tomllib

    table = tomllib.loads(pyproject_text)
    declared = table.get("tool", {}).get("setuptools", {}).get("package-dir", {})
    return sorted({gate_worker.TOP_PACKAGE, *(str(f) for f in declared.values())})


def export_revision(repo: Path, commit: str, dest: Path) -> list[str]:
    """Write the package sources of ``commit`` (its ``pyproject.toml`` and the
    folders that file maps) into ``dest`` with ``git archive``; returns the folders."""
    shown = _git(repo, "show", f"{commit}:pyproject.toml")
    if shown.returncode != 0:
        raise ValidationError("--base", "has no pyproject.toml at the repository's root", commit)
    folders = _package_folders(shown.stdout)
    present = [f for f in folders if _git(repo, "cat-file", "-e", f"{commit}:{f}").returncode == 0]
    if gate_worker.TOP_PACKAGE not in present:
        raise ValidationError("--base", f"has no {gate_worker.TOP_PACKAGE}/ package", commit)
    archive = _git(repo, "archive", "--format=tar", commit, "--", "pyproject.toml", *present, binary=True)
    if archive.returncode != 0:
        raise ValidationError("--base", f"git archive failed: {archive.stderr.decode(errors='replace').strip()}", commit)
    with tarfile.open(fileobj=io.BytesIO(archive.stdout), mode="r:") as tar:
        if hasattr(tarfile, "data_filter"):  # Python >= 3.11.4: refuse links and paths out of dest
            tar.extractall(dest, filter="data")
        else:  # pragma: no cover  (git archive of our own repository writes plain files)
            tar.extractall(dest)
    return present


def uncommitted(repo: Path) -> list[str]:
    """Changed or untracked paths of the working tree's package sources."""
    folders = _package_folders((repo / "pyproject.toml").read_text(encoding="utf-8"))
    out = _git(repo, "status", "--porcelain", "--", "pyproject.toml", *folders)
    return [line[3:] for line in out.stdout.splitlines() if line.strip()]


# -------------------------------------------------------------- workers


class WorkerFailed(RuntimeError):
    """A worker died, timed out or answered with an error."""


class WorkerProcess:
    """A :mod:`schedbench.gate.worker` process over one tree."""

    def __init__(self, side: str, tree: Path, log_dir: Path) -> None:
        self.side = side
        self.log = (log_dir / f"{side}.log").open("w+", encoding="utf-8")
        env = dict(os.environ, PYTHONHASHSEED=WORKER_HASH_SEED)
        command = [sys.executable, "-P", gate_worker.__file__, "--tree", str(tree), "--cases", gate_cases.__file__]
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log,
                                     text=True, env=env)

    def send(self, request: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise WorkerFailed(f"{self.side} worker exited: {self.log_tail()}") from None

    def receive(self, timeout_s: float = WORKER_REPLY_TIMEOUT_S) -> dict[str, Any]:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout_s)
        if not ready:
            raise WorkerFailed(f"{self.side} worker did not answer within {timeout_s:g} s")
        line = self.proc.stdout.readline()
        if not line:
            raise WorkerFailed(f"{self.side} worker exited: {self.log_tail()}")
        reply = json.loads(line)
        if "error" in reply and len(reply) == 1:
            raise WorkerFailed(f"{self.side} worker: {reply['error']}")
        return reply

    def request(self, request: dict[str, Any]) -> dict[str, Any]:
        self.send(request)
        return self.receive()

    def log_tail(self, lines: int = 5) -> str:
        self.log.flush()
        self.log.seek(0)
        tail = [line.strip() for line in self.log.read().splitlines() if line.strip()][-lines:]
        return " | ".join(tail) or "no output"

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.send({"op": "quit"})
                self.proc.wait(timeout=10)
            except (WorkerFailed, subprocess.TimeoutExpired, OSError):
                self.proc.kill()
                self.proc.wait()
        self.log.close()


@contextmanager
def _workers(trees: dict[str, Path], log_dir: Path) -> Iterator[dict[str, WorkerProcess]]:
    started: dict[str, WorkerProcess] = {}
    try:
        for side in SIDES:
            started[side] = WorkerProcess(side, trees[side], log_dir)
        yield started
    finally:
        for worker in started.values():
            worker.close()


# --------------------------------------------------------------- result


@dataclass
class CaseResult:
    """One case's measurements and verdict (times in seconds per call)."""

    name: str
    loops: int = 1
    base: list[float] = field(default_factory=list)
    candidate: list[float] = field(default_factory=list)
    base_quality: dict[str, Any] | None = None
    candidate_quality: dict[str, Any] | None = None
    base_error: str | None = None
    candidate_error: str | None = None
    interval: RatioInterval | None = None
    differences: list[str] = field(default_factory=list)
    verdict: str = PASS

    @property
    def failed(self) -> bool:
        return self.verdict in FAILING


@dataclass
class GateReport:
    base_revision: str
    base_commit: str
    candidate_tree: str
    candidate_head: str
    uncommitted: list[str]
    clock: str
    rounds: int
    threshold: float
    cases: list[CaseResult]
    elapsed_s: float = 0.0
    #: Where each worker imported schedbench from (checked: its own tree).
    imported_from: dict[str, str] = field(default_factory=dict)

    @property
    def failed(self) -> list[CaseResult]:
        return [c for c in self.cases if c.failed]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


QUALITY_FIELDS = ("objective", "bound", "gap", "status", "feasible")


def quality_differences(base: dict[str, Any], candidate: dict[str, Any]) -> list[str]:
    """Each quality field that differs, as ``field base -> candidate``. Equal
    means equal: the same seed gives the same floats in both versions."""
    return [f"{name} {base.get(name)!r} -> {candidate.get(name)!r}"
            for name in QUALITY_FIELDS if base.get(name) != candidate.get(name)]


def loops_for(seconds_per_call: float) -> int:
    """Calls per sample so that a sample lasts at least :data:`MIN_SAMPLE_S`."""
    if seconds_per_call <= 0:
        return MAX_LOOPS
    return max(1, min(MAX_LOOPS, math.ceil(MIN_SAMPLE_S / seconds_per_call)))


def judge(result: CaseResult, threshold: float) -> None:
    """Set the verdict of a measured, quality-checked case."""
    if result.candidate_error is not None:
        result.verdict = ERROR
    elif result.base_error is not None:
        result.verdict = NOT_IN_BASE
    elif result.differences:
        result.verdict = QUALITY
    elif result.interval is not None and result.interval.low > threshold:
        result.verdict = SLOWER
    else:
        result.verdict = PASS


# ----------------------------------------------------------------- gate


def run_gate(
    base: str,
    repo: Path = Path("."),
    *,
    cases: Sequence[gate_cases.GateCase] = gate_cases.GATE_CASES,
    rounds: int = ROUNDS,
    threshold: float = THRESHOLD,
    clock: str = "cpu",
    progress: Callable[[str], None] = lambda _: None,
) -> GateReport:
    """Gate the working tree of ``repo`` against revision ``base``."""
    if rounds < 2:
        raise ValidationError("--rounds", "must be at least 2", rounds)
    if not threshold > 1.0:
        raise ValidationError("--threshold", "must be above 1", threshold)
    if clock not in CLOCKS:
        raise ValidationError("--clock", f"must be one of {', '.join(CLOCKS)}", clock)
    start_wall = time.perf_counter()
    root = repository_root(repo)
    commit = resolve_revision(root, base)
    head = _git(root, "rev-parse", "--verify", "--quiet", "HEAD").stdout.strip() or "(no commit)"
    report = GateReport(base_revision=base, base_commit=commit, candidate_tree=str(root), candidate_head=head,
                        uncommitted=uncommitted(root), clock=clock, rounds=rounds, threshold=threshold,
                        cases=[CaseResult(c.name) for c in cases])
    by_name = {r.name: r for r in report.cases}
    with tempfile.TemporaryDirectory(prefix="schedbench-gate-") as tmp:
        base_tree = Path(tmp) / "base"
        base_tree.mkdir()
        export_revision(root, commit, base_tree)
        progress(f"base {commit[:12]} exported; starting the two workers")
        with _workers({"base": base_tree, "candidate": root}, Path(tmp)) as workers:
            try:
                for worker in workers.values():
                    worker.send({"op": "hello"})
                for side, worker in workers.items():
                    report.imported_from[side] = worker.receive()["schedbench"]
            except WorkerFailed as exc:
                raise ValidationError("--base", f"cannot run the gate's workers ({exc})", base) from None
            for side, tree in (("base", base_tree), ("candidate", root)):
                if Path(report.imported_from[side]) != (tree / gate_worker.TOP_PACKAGE).resolve():
                    raise WorkerFailed(f"{side} worker imported schedbench from {report.imported_from[side]}, "
                                       f"not from {tree}")
            names = [c.name for c in cases]
            for worker in workers.values():  # both prepare at once: untimed
                worker.send({"op": "prepare", "cases": names, "min_sample_s": MIN_SAMPLE_S})
            prepared = {side: workers[side].receive()["cases"] for side in SIDES}
            progress(f"cases prepared, {time.perf_counter() - start_wall:.0f} s")
            key = "cpu_s" if clock == "cpu" else "wall_s"
            timed: list[CaseResult] = []
            for name in names:
                result = by_name[name]
                b, c = prepared["base"][name], prepared["candidate"][name]
                result.base_error, result.candidate_error = b.get("error"), c.get("error")
                if result.base_error is None and result.candidate_error is None:
                    result.base_quality, result.candidate_quality = b["quality"], c["quality"]
                    result.differences = quality_differences(b["quality"], c["quality"])
                    result.loops = loops_for(max(b["cpu_s"], c["cpu_s"]))
                    timed.append(result)
            if all(r.base_error is not None for r in report.cases):  # nothing to compare is no pass
                first = report.cases[0].base_error
                raise ValidationError("--base", f"cannot run any gated case (first error: {first})", base)
            total = WARMUP_ROUNDS + rounds
            for r in range(total):
                order = SIDES if r % 2 == 0 else SIDES[::-1]
                for result in timed:
                    for side in order:
                        reply = workers[side].request({"op": "measure", "case": result.name, "loops": result.loops})
                        if r >= WARMUP_ROUNDS:
                            getattr(result, side).append(max(float(reply[key]), MIN_READING_S))
                progress(f"round {r + 1}/{total}" + (" (warm-up)" if r < WARMUP_ROUNDS else "")
                         + f", {time.perf_counter() - start_wall:.0f} s")
            for result in timed:
                result.interval = paired_bootstrap_ratio(result.base, result.candidate)
    for result in report.cases:
        judge(result, threshold)
    report.elapsed_s = time.perf_counter() - start_wall
    return report


# --------------------------------------------------------------- report


def _fmt_s(seconds: float) -> str:
    if seconds >= 1.0:
        return f"{seconds:.3g} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.3g} ms"
    return f"{seconds * 1e6:.3g} µs"


def format_report(report: GateReport) -> str:
    """The gate's report in Markdown: what was compared, a row per case, the verdict."""
    import statistics

    dirty = (f"{len(report.uncommitted)} uncommitted or untracked path(s) in the package sources, "
             "gated as they are" if report.uncommitted else "no uncommitted changes")
    lines = [
        f"base: {report.base_revision} = {report.base_commit[:12]} (committed sources)",
        f"candidate: the working tree {report.candidate_tree} at {report.candidate_head[:12]} ({dirty})",
        f"clock: {'CPU time of the worker process' if report.clock == 'cpu' else 'wall time'}; "
        f"{report.rounds} interleaved rounds after {WARMUP_ROUNDS} warm-up; a case fails when the lower end of "
        f"the {CONFIDENCE:.0%} paired-bootstrap interval of median(candidate)/median(base) exceeds "
        f"{report.threshold:g}, or when its objective, bound, gap, status or feasibility differs",
        "",
        "| benchmark | loops | base median | candidate median | ratio [95% interval] | quality equal | verdict |",
        "| --- | ---: | ---: | ---: | --- | --- | --- |",
    ]
    for c in report.cases:
        if c.interval is None:
            why = c.candidate_error or c.base_error or ""
            lines.append(f"| {c.name} | | | | | | {c.verdict}: {why} |")
            continue
        equal = "yes" if not c.differences else "no: " + "; ".join(c.differences)
        lines.append(
            f"| {c.name} | {c.loops} | {_fmt_s(statistics.median(c.base))} | {_fmt_s(statistics.median(c.candidate))} "
            f"| {c.interval.ratio:.3f} [{c.interval.low:.3f}, {c.interval.high:.3f}] | {equal} | {c.verdict} |"
        )
    failed = report.failed
    lines.append("")
    if failed:
        lines.append(f"gate FAILED: {len(failed)} of {len(report.cases)} case(s): "
                     + ", ".join(f"{c.name} ({c.verdict})" for c in failed))
    else:
        lines.append(f"gate passed: {len(report.cases)} case(s)")
    lines.append(f"took {report.elapsed_s:.0f} s")
    return "\n".join(lines)


def write_json(report: GateReport, path: Path) -> None:
    from schedbench.io import write_text_atomic

    write_text_atomic(path, json.dumps(report.to_json(), indent=1) + "\n")


def write_pyperf(report: GateReport, folder: Path) -> list[Path]:
    """Each version's samples as a pyperf suite (``base.json``,
    ``candidate.json``: one run per case, its values the samples in seconds
    per call), for ``python -m pyperf compare_to base.json candidate.json``
    and pyperf's other tools. Cases without samples are left out."""
    import pyperf

    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for side in SIDES:
        benchmarks = [
            pyperf.Benchmark([pyperf.Run(getattr(c, side), warmups=None, collect_metadata=False,
                                         metadata={"name": c.name, "loops": c.loops, "unit": "second",
                                                   "gate_clock": report.clock})])
            for c in report.cases if getattr(c, side)
        ]
        path = folder / f"{side}.json"
        if benchmarks:
            pyperf.BenchmarkSuite(benchmarks).dump(str(path), replace=True)
            written.append(path)
    return written

