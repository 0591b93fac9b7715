"""Integrality gap of ``castor-schedule``'s ``lower-bound`` where ``milp``
proves the optimum (issue 13; pytest-benchmark, skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_castor_bound.py --benchmark-only -s

On the synthetic instances of the default matrix (one node of 2 GPUs) at
3-5 jobs, seeds 0-7, ``milp`` runs with a 30 s limit (1 thread); on every
instance it proves optimal, it prints (optimum - bound) / optimum for
``lower-bound`` (the combinatorial bound, the time-indexed configuration
LP and its kind-aggregated relaxation, ``formulations/castor.py``), for the
kind-aggregated LP alone (``kind_config_lp_bound``, the part that runs at
240 jobs) and for the combinatorial part alone (``schedule_lower_bound``,
the bound before issue 13), and checks all are bounds. Several minutes on
a shared 2-core machine.
"""

from __future__ import annotations

import statistics

from schedbench.contracts import Budget, Status
from schedbench.formulations.castor import kind_config_lp_bound, run_schedule_milp, schedule_lower_bound
from schedbench.registry import get_problem

#: The MILP's limit per instance (s).
MILP_LIMIT_S = 30.0


def test_castor_bound_integrality_gap(benchmark):
    spec = get_problem("castor-schedule")

    def measure():
        rows = []
        for size in (3, 4, 5):
            for seed in range(8):
                inst = spec.generate(size, seed)
                milp = run_schedule_milp(inst, Budget(time_limit_s=MILP_LIMIT_S))
                if milp.status is not Status.OPTIMAL:
                    print(f"{size} jobs seed {seed}: milp {milp.status.value} (not proven)")
                    continue
                opt = milp.claimed_objective
                new = spec.methods["lower-bound"].run(inst, Budget()).bound
                old = schedule_lower_bound(inst)[0]
                kind = max(old, kind_config_lp_bound(inst)[0])
                assert old <= new * (1 + 1e-12) and new <= opt * (1 + 1e-9) and kind <= opt * (1 + 1e-9)
                rows.append((size, seed, opt, (opt - new) / opt, (opt - old) / opt, (opt - kind) / opt))
        return rows

    rows = benchmark.pedantic(measure, rounds=1, iterations=1)
    for size, seed, opt, new, old, kind in rows:
        print(f"{size} jobs seed {seed}: optimum {opt:.6g} s, lower-bound {new:.2%}, combinatorial only {old:.2%}, "
              f"combinatorial and kind LP {kind:.2%}")
    for name, col in (("lower-bound", 3), ("combinatorial only", 4), ("combinatorial and kind LP", 5)):
        gaps = [r[col] for r in rows]
        print(f"{name}: {len(gaps)} proven instances, min {min(gaps):.2%}, median {statistics.median(gaps):.2%}, "
              f"max {max(gaps):.2%}, above 10%: {sum(g > 0.10 for g in gaps)}")
