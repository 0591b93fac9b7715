"""The speed gate: the working tree against a base git revision, timed
interleaved in one session, failing on a confident slowdown or on any
change of a gated method's objective, bound or gap.

- :mod:`schedbench.gate.cases`: the gated cases (also timed by
  ``tests/benchmarks/test_bench_gate.py``);
- :mod:`schedbench.gate.worker`: one version's worker process;
- :mod:`schedbench.gate.stats`: the ratio of medians and its interval;
- :mod:`schedbench.gate.runner`: exports the base, drives the workers,
  judges and reports (``schedbench gate``).
"""

from __future__ import annotations

from schedbench.gate.cases import GATE_CASES, GateCase, case_names, select_cases
from schedbench.gate.runner import ROUNDS, THRESHOLD, WorkerFailed, format_report, run_gate, write_json, write_pyperf

__all__ = ["GATE_CASES", "ROUNDS", "THRESHOLD", "GateCase", "WorkerFailed", "case_names", "format_report", "run_gate",
           "select_cases", "write_json", "write_pyperf"]
