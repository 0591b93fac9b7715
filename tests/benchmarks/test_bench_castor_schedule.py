"""Speed of castor-schedule (pytest-benchmark; skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_castor_schedule.py --benchmark-only

* one SJF-BSBF scheduling operation (Alg. 1 over every pending job) on the
  128-GPU simulation cluster under load: the paper reports < 0.02 s per
  operation (Sec. 9.6); the state is the Venus-like 240-job workload stopped
  with arrivals compressed 4x, stopped at the first decision with at least ``QUEUE`` jobs pending;
* the whole 240-job replay per method (Venus-like, synthetic arrivals: it
  needs no data folder).
"""

from __future__ import annotations

import copy

import pytest

from schedbench.heuristics.castor import CastorPolicy
from schedbench.instances.castor import generate_schedule
from schedbench.problems.castor import evaluate_schedule, schedule_cluster, schedule_sim_jobs
from schedbench.online.simulate import Simulation

#: Pending jobs at the benchmarked decision.
QUEUE = 8
METHODS = ("sjf-bsbf", "sjf-ffs", "fifo", "sjf", "ssf", "lucid-like")


class _Stop(Exception):
    pass


def _loaded_state():
    inst = generate_schedule(240, 0, workload="venus", compression=4.0)
    policy = CastorPolicy(inst, "sjf-bsbf")
    sim = Simulation(schedule_cluster(inst), schedule_sim_jobs(inst), policy.rates, slot_s=inst.slot_s,
                     hold_to_slot_end=True)

    def decide(s, t, arrived, finished):
        policy.decide(s, t, arrived, finished)
        if len(policy.pending) >= QUEUE and any(s.occupants(g) for g in range(inst.total_gpus)):
            raise _Stop

    with pytest.raises(_Stop):
        sim.run(decide)
    return sim, policy


def test_sjf_bsbf_operation_128_gpus(benchmark):
    sim, policy = _loaded_state()
    assert len(policy.pending) >= QUEUE

    def setup():
        s, p = copy.deepcopy((sim, policy))
        return (s, p), {}

    def op(s, p):
        p.decide(s, s.now, [], [])

    benchmark.pedantic(op, setup=setup, rounds=10)


@pytest.mark.parametrize("method", METHODS)
def test_replay_240_jobs(benchmark, quality, method):
    inst = generate_schedule(240, 0, workload="venus")
    solution = benchmark.pedantic(lambda: CastorPolicy(inst, method).run(), rounds=1, iterations=1)
    ev = evaluate_schedule(inst, solution)  # untimed; no bound on the online objective: objective only
    assert ev.feasible, ev.violations[:3]
    quality(ev.objective, None, ev.sense, False)
