"""Fewest-GPUs-first for ``castor-schedule`` (CASTOR Problem 13), on
schedbench's simulation core.

At every slot boundary (Sec. 3.3: time-slotted) the waiting jobs are taken
in order of GPU demand (fewest first, then arrival, then index) and each is
started on free GPUs if enough are free (backfilling: a job that does not
fit does not block the smaller ones behind it). GPUs are never shared, and
each job runs at its fastest sub-batch that fits alone, so its speed is its
solo speed (Eq. 3) and the rate model below needs no co-location ratio. A
job completes at the end of the slot in which its work completes and holds
its GPUs until then (the evaluator's reading, ``hold_to_slot_end``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from schedbench import (
    Budget,
    CastorScheduleInstance,
    CastorScheduleSolution,
    Cluster,
    SimJob,
    Simulation,
    method,
)


class SoloRates:
    """Each job's whole work at its fastest solo sub-batch: ``I_k * t_k``."""

    def __init__(self, instance: CastorScheduleInstance):
        self.seconds = [job.iterations * job.best_alone().iter_time_s for job in instance.jobs]

    def duration(self, job: int, gpus: tuple[int, ...], plan: Any, partners: tuple[int, ...]) -> float:
        return self.seconds[job]


class FewestGpusFirst:
    """The policy: start waiting jobs, fewest GPUs first, where they fit."""

    def __init__(self, instance: CastorScheduleInstance):
        self.instance = instance
        self.waiting: list[int] = []

    def decide(self, sim: Simulation, t: float, arrived: Sequence[int], finished: Sequence[int]) -> None:
        jobs = self.instance.jobs
        self.waiting += arrived
        self.waiting.sort(key=lambda k: (jobs[k].gpus, jobs[k].arrival_s, k))
        for k in list(self.waiting):
            if sim.total_free >= jobs[k].gpus:
                sim.start(k, per_node=sim.pick_nodes(jobs[k].gpus))
                self.waiting.remove(k)


@method("castor-schedule", kind="heuristic",
        description="example plug-in: fewest GPUs first with backfilling, exclusive GPUs, fastest solo sub-batch")
def fewest_gpus_first(instance: CastorScheduleInstance, budget: Budget) -> CastorScheduleSolution:
    # GPU ids number node by node (node m holds m * gpus_per_node and up), as the solution's
    cluster = Cluster.uniform(instance.nodes, instance.gpus_per_node)
    sim_jobs = [SimJob(job.arrival_s, job.gpus) for job in instance.jobs]
    sim = Simulation(cluster, sim_jobs, SoloRates(instance), slot_s=instance.slot_s, hold_to_slot_end=True)
    trace = sim.run(FewestGpusFirst(instance))
    return CastorScheduleSolution.from_dict({"jobs": [
        {"start_slot": round(trace.start[k] / instance.slot_s), "gpus": sorted(trace.gpus[k]),
         "sub_batch": job.best_alone().sub_batch}
        for k, job in enumerate(instance.jobs)
    ]})
