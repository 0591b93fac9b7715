"""Speed of castor-pair's methods (pytest-benchmark).

Skipped in the default test run (``--benchmark-skip`` in pyproject); run with

    pytest tests/benchmarks/test_bench_castor.py --benchmark-only

Every method is closed form or an enumeration of at most 3 x size candidates;
these guard that it stays well under a millisecond at the largest size.
"""

from __future__ import annotations

import pytest

from schedbench.contracts import Budget
from schedbench.registry import get_problem

#: The generator's largest size (B = 2^15, NeuMF's measured range).
SIZE = 16


@pytest.mark.parametrize("method", ["exact", "theorem1", "paper-loop"])
def test_method_speed(benchmark, score, method):
    spec = get_problem("castor-pair")
    inst = spec.generate(size=SIZE, seed=0)
    res = benchmark(spec.method(method).run, inst, Budget())
    exact = spec.method("exact").run(inst, Budget())  # untimed: the gap is to the enumeration's optimum
    score("castor-pair", inst, res, bound=exact.bound)


def test_generate_speed(benchmark):
    spec = get_problem("castor-pair")
    inst = benchmark(spec.generate, size=SIZE, seed=1)
    assert inst.size == SIZE
