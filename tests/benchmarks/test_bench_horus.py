"""Speed and exact reach of horus-placement (pytest-benchmark).

Skipped in the default test run (``--benchmark-skip`` in pyproject); run with

    pytest tests/benchmarks/test_bench_horus.py --benchmark-only -s

* ``test_alg1_round_1000_gpus``: one round of Alg. 1 (k = 1) at beta = 15
  (Sec. 5.2) on 125 nodes x 8 GPUs, half of them busy.
* ``test_milp_reach``: the set-partitioning MILP at growing (beta, GPUs)
  with a REACH_LIMIT_S budget (HiGHS, 1 thread, seed 0, cap 2, ``final``);
  prints build/solve time and status per size and the largest beta x GPUs
  proven optimal.
* ``test_online_replay_100_jobs``: horus-online, one 100-job W-Large batch
  run per method on the shared core plus the evaluator's replay.
* ``test_online_exact_mini``: horus-online's ``exact`` method on 4 and 5
  one-GPU W-Large jobs on ``cluster=mini`` (1 x 2 GPUs), batch arrivals.
"""

from __future__ import annotations

import pytest

from schedbench.contracts import Budget, Status
from schedbench.formulations.horus import run_milp
from schedbench.heuristics.horus import horus
from schedbench.instances.horus import generate

#: Sec. 5.2: beta = 15 jobs per round.
BETA = 15
REACH_LIMIT_S = 60.0
#: (beta, nodes) on 8-GPU nodes (Sec. 6.2's simulated nodes have 8 GPUs), growing.
REACH_GRID = ((15, 2), (15, 8), (30, 8), (30, 16), (60, 16), (60, 32), (100, 32), (100, 64))


def test_alg1_round_1000_gpus(benchmark, score):
    inst = generate(BETA, 0, nodes=125, gpus_per_node=8)
    res = benchmark.pedantic(horus, args=(inst, Budget()), rounds=5)
    assert res.solution is not None
    score("horus-placement", inst, res)  # objective only: the MILP's reach is test_milp_reach


def test_milp_reach(benchmark):
    def study():
        rows = []
        for beta, nodes in REACH_GRID:
            inst = generate(beta, 0, nodes=nodes, gpus_per_node=8)
            res = run_milp(inst, Budget(time_limit_s=REACH_LIMIT_S))
            rows.append((beta, nodes * 8, res.status, res.info.get("columns"), res.timings.build_s,
                         res.timings.solve_s, res.timings.total_s))
            if res.status is not Status.OPTIMAL:
                break
        return rows

    rows = benchmark.pedantic(study, rounds=1)
    for beta, gpus, status, cols, b, s, t in rows:
        print(f"beta={beta:4d} gpus={gpus:5d} columns={cols:7d} build={b:6.2f}s solve={s:6.2f}s "
              f"total={t:6.2f}s {status.value}")
    proven = [(beta, gpus) for beta, gpus, status, *_ in rows if status is Status.OPTIMAL]
    print(f"largest proven optimal within {REACH_LIMIT_S:g} s: {proven[-1] if proven else None}")


@pytest.mark.parametrize("method", ["horus", "horus-f", "fifo", "obp", "pab"])
def test_online_replay_100_jobs(benchmark, quality, method):
    """horus-online: one 100-job W-Large batch run per method (the policy on
    the shared core), then the evaluator's replay of its schedule."""
    from schedbench.heuristics import horus as heuristics
    from schedbench.instances.horus import generate_online
    from schedbench.problems.horus import evaluate_online

    fn = {"horus": heuristics.horus_online, "horus-f": heuristics.horus_f_online, "fifo": heuristics.fifo_online,
          "obp": heuristics.obp_online, "pab": heuristics.pab_online}[method]
    inst = generate_online(100, 0, workload="w-large")

    def once():
        return evaluate_online(inst, fn(inst).solution)

    ev = benchmark.pedantic(once, rounds=3, iterations=1)
    assert ev.feasible
    quality(ev.objective, None, ev.sense, False)  # no bound on the online makespan: objective only


@pytest.mark.parametrize("size", [4, 5])
def test_online_exact_mini(benchmark, score, size):
    """horus-online ``exact``: set partitions x event orders x LPs."""
    from schedbench.formulations.horus import run_online_exact
    from schedbench.instances.horus import generate_online

    inst = generate_online(size, 0, cluster="mini", workload="w-large")
    res = benchmark.pedantic(run_online_exact, args=(inst, Budget()), rounds=1, iterations=1)
    assert res.status is Status.OPTIMAL
    score("horus-online", inst, res)
