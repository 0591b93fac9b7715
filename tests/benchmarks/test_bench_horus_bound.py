"""Runtime, certified gap and integrality gap of ``horus-online``'s ``bound``
(issue 13; pytest-benchmark, skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_horus_bound.py --benchmark-only -s

* ``test_horus_bound_paper_scale``: the paper-scale cell (Sec. 5.2: 100
  W-Large jobs at t = 0 on the 3 x 4-GPU testbed, seeds 0-4) through
  ``run_and_score``; prints the bound, the carried schedule and the
  certified gap (objective - bound) / objective of ``bound``'s carried
  schedule and of every paper policy.
* ``test_horus_bound_integrality_gap``: on the contended mini cluster (1 x 2
  GPUs), ``exact`` proves the optimum at 3-5 jobs; prints (optimum - bound) /
  optimum for ``bound`` and ``lower-bound`` and checks both are bounds.
"""

from __future__ import annotations

import statistics

import pytest

from schedbench.contracts import Budget, Sense
from schedbench.instances.horus import generate_online
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

#: The safety cap of the paper-scale matrix's cells (schedbench/matrices/paper-scale.toml);
#: ``bound`` stops on its work budget long before it.
TIME_LIMIT_S = 390.0
#: The paper's policies (Table 6) and Horus-f, certified next to the bound.
POLICIES = ("horus", "horus-f", "obp", "pab", "fifo")


@pytest.mark.parametrize("seed", range(5))
def test_horus_bound_paper_scale(benchmark, quality, seed):
    spec = get_problem("horus-online")
    inst = generate_online(100, seed, workload="w-large", arrivals="batch")
    run = benchmark.pedantic(run_and_score, args=(spec, "bound", inst, Budget(time_limit_s=TIME_LIMIT_S)),
                             rounds=1, iterations=1)
    assert run.error is None, run.error
    obj, lb, info = run.evaluation.objective, run.result.bound, run.result.info
    assert lb <= obj * (1 + 1e-9)
    quality(obj, lb, Sense.MINIMIZE, exact=False)
    benchmark.extra_info["bound"] = lb
    print(f"\nhorus-online 100 W-Large jobs, seed {seed}: bound {lb:.6g} s in {run.result.timings.total_s:.2f} s "
          f"(LP {info.get('config_lp_bound_s'):.6g}, {info.get('lp_columns')} columns, {info.get('lp_iterations')} "
          f"iterations, {info.get('lp_solve_s'):.2f} s; {info.get('guided_schedules')} guided schedules; "
          f"combinatorial {info.get('combinatorial_bound_s'):.6g}); carried {info.get('carried_policy')} "
          f"{obj:.6g}: certified gap {(obj - lb) / obj:.2%}")
    for method in POLICIES:
        r = run_and_score(spec, method, inst, Budget(time_limit_s=TIME_LIMIT_S))
        assert r.error is None, r.error
        o = r.evaluation.objective
        print(f"  {method}: {o:.6g}, certified gap {(o - lb) / o:.2%}")


def test_horus_bound_integrality_gap(benchmark):
    from schedbench.formulations.horus import run_online_exact
    from schedbench.formulations.horus_bounds import run_bound
    from schedbench.problems.horus import makespan_lower_bound

    def measure():
        rows = []
        for arrivals in ("batch", "poisson"):
            for size in (3, 4, 5):
                for seed in range(4):
                    inst = generate_online(size, seed, cluster="mini", arrivals=arrivals)
                    opt = run_online_exact(inst, Budget(time_limit_s=120)).bound
                    new = run_bound(inst, Budget()).bound
                    old = makespan_lower_bound(inst)
                    assert old <= new <= opt * (1 + 1e-7)
                    rows.append((arrivals, size, seed, opt, (opt - new) / opt, (opt - old) / opt))
        return rows

    rows = benchmark.pedantic(measure, rounds=1, iterations=1)
    for arrivals, size, seed, opt, new, old in rows:
        print(f"{arrivals} {size} jobs seed {seed}: optimum {opt:.6g} s, bound {new:.2%}, lower-bound {old:.2%}")
    for name, col in (("bound", 4), ("lower-bound", 5)):
        gaps = [r[col] for r in rows]
        loose = [g for g in gaps if g > 1e-9]
        print(f"{name}: {len(gaps)} instances, {len(loose)} not tight; median {statistics.median(gaps):.2%}, "
              f"max {max(gaps):.2%}; median over the loose ones {statistics.median(loose) if loose else 0:.2%}")
