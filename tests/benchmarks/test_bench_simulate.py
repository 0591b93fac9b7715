"""Speed of the simulation core and the online evaluators (pytest-benchmark;
skipped in the default run by ``--benchmark-skip``).

    .venv/bin/python -m pytest tests/benchmarks/test_bench_simulate.py --benchmark-only

The A-SRPT policies at Fig. 6's scale are timed in ``test_bench_asrpt.py``;
here the core alone (a FIFO policy with backfilling, so that the policy costs
little) at the same scale, with and without GPU sharing, and the evaluator
with its online metrics.
"""

from __future__ import annotations

import numpy as np
import pytest

from schedbench.contracts import Budget
from schedbench.heuristics import asrpt as heuristics
from schedbench.instances.asrpt import generate_schedule
from schedbench.problems.asrpt import evaluate_schedule
from schedbench.online.simulate import Cluster, SimJob, Simulation

#: Sec. V-B-1-a: 250 servers x 8 GPUs; Fig. 6: 37,500-150,000 jobs.
SERVERS, GPUS, JOBS = 250, 8, 37_500


def _synthetic(seed: int = 0) -> tuple[list[SimJob], np.ndarray]:
    rng = np.random.default_rng(seed)
    gpus = rng.choice([1, 1, 1, 2, 4, 8], size=JOBS)
    dur = rng.exponential(600.0, size=JOBS)
    arrival = np.cumsum(rng.exponential(float(np.mean(gpus * dur)) / (SERVERS * GPUS), size=JOBS))
    return [SimJob(float(a), int(g)) for a, g in zip(arrival, gpus)], dur


class _Rates:
    def __init__(self, dur, slowdown):
        self.dur, self.slowdown = dur.tolist(), slowdown

    def duration(self, job, gpus, plan, partners):
        return self.dur[job] * (self.slowdown if partners else 1.0)


def _fifo_backfill(share: bool):
    queue: list[int] = []

    def decide(sim, t, arrived, finished):
        queue.extend(arrived)
        left = []
        for j in queue:
            need = sim.jobs[j].gpus
            if need <= sim.total_free:
                per_node = []
                for m, f in enumerate(sim.free):
                    if f:
                        take = min(f, need)
                        per_node.append((m, take))
                        need -= take
                        if not need:
                            break
                sim.start(j, per_node=per_node)
            elif share and need == 1:
                shared = next((g for g in range(len(sim.free) * GPUS) if len(sim.occupants(g)) == 1), None)
                if shared is None:
                    left.append(j)
                else:
                    sim.start(j, gpus=[shared])
            else:
                left.append(j)
        queue[:] = left

    return decide


@pytest.mark.parametrize("share", [False, True], ids=["exclusive", "pairs"])
def test_core_37500_jobs_on_250_servers(benchmark, share):
    jobs, dur = _synthetic()
    cluster = Cluster.uniform(SERVERS, GPUS, max_share=2 if share else 1)

    def run():
        return Simulation(cluster, jobs, _Rates(dur, 1.5), slot_s=0.0).run(_fifo_backfill(share))

    trace = benchmark.pedantic(run, rounds=1, iterations=1)
    assert all(e >= s for s, e in zip(trace.start, trace.end))


@pytest.fixture(scope="module")
def asrpt_schedule():
    inst = generate_schedule(JOBS, seed=0, servers=SERVERS)
    return inst, heuristics.spwf(inst, Budget()).solution


def test_evaluate_schedule_37500_jobs(benchmark, asrpt_schedule):
    inst, sol = asrpt_schedule
    ev = benchmark.pedantic(evaluate_schedule, args=(inst, sol), rounds=1, iterations=1)
    assert ev.feasible and 0.0 < ev.metrics["gpu_occupancy"] <= 1.0
