"""The gated cases (``schedbench.gate.cases.GATE_CASES``) as pytest-benchmark
benchmarks: the same list, instances and resets that ``schedbench gate``
times, for a look at one version's numbers::

    .venv/bin/python -m pytest tests/benchmarks/test_bench_gate.py --benchmark-only

Comparing two versions is ``schedbench gate --base REV``'s job (README,
"Regression gates"): it times both in one session, interleaved, which a
stored baseline from another run or machine cannot do. Each benchmark
records its objective and its gap to the method's own bound (where it has
one) in ``extra_info``; ``--benchmark-compare=FILE`` against a saved run of
the same code fails on a different objective (``tests/benchmarks/conftest.py``).
"""

from __future__ import annotations

from functools import cache

import pytest

from schedbench.gate.cases import GATE_CASES, GateCase, PreparedCase, prepare
from schedbench.registry import registry

#: Rounds of a case that clears or fills memos before each call (the others are
#: calibrated by pytest-benchmark), after one warm-up round.
ROUNDS = 7


@cache
def prepared(case: GateCase) -> PreparedCase:
    return prepare(case)


@pytest.mark.parametrize("case", GATE_CASES, ids=lambda c: c.name)
def test_gated_case(benchmark, quality, case):
    ready = prepared(case)
    if case.memos or case.warm:
        result = benchmark.pedantic(ready.call, setup=ready.reset, rounds=ROUNDS, warmup_rounds=1)
    else:
        result = benchmark(ready.call)
    scored = ready.quality(result)
    assert scored.feasible, case.name
    spec = registry().get(case.problem)
    quality(scored.objective, scored.bound, spec.sense, exact=spec.method(case.method).kind == "exact")
