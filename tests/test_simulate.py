"""The simulation core (schedbench.online.simulate) and the common online metrics
(schedbench.online.metrics), on examples computed by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schedbench.online.metrics import SERIES_BINS, online_metrics
from schedbench.online.simulate import Cluster, Node, SimJob, Simulation, SimulationError, slot_ceil

A, B, C = 0, 1, 2
#: Worked example: solo durations (s) and the slowdown of a job that shares its GPU.
SOLO = {A: 10.0, B: 4.0, C: 6.0}
XI = 2.0


class SharedRates:
    """Solo duration L_j; while sharing, L_j * XI (a CASTOR-like xi = 2)."""

    def duration(self, job, gpus, plan, partners):
        return SOLO[job] * (XI if partners else 1.0)


def test_worked_example_sharing_pair_changes_rate_when_partner_finishes():
    """Three jobs, two GPUs, one sharing pair.

    t = 0: A alone on GPU 0 (ends 10), B alone on GPU 1 (ends 4).
    t = 1: C arrives and shares GPU 1 with B. B has done 1/4 of its work;
    the rest runs at half speed: 0.75 * 8 = 6 s, so B ends at 7. C alone
    would need 6 s, shared 12 s: it would end at 13.
    t = 7: B ends. C has done 6/12 = 1/2; the other half runs solo: 3 s,
    so C ends at 10, together with A.
    """
    cluster = Cluster((Node(2),), max_share=2)
    jobs = [SimJob(0.0, 1), SimJob(0.0, 1), SimJob(1.0, 1)]
    calls = []

    def decide(sim, t, arrived, finished):
        calls.append((t, tuple(arrived), tuple(finished)))
        if t == 0.0:
            assert sim.start(A, per_node=[(0, 1)]) == (0,)
            assert sim.start(B, per_node=[(0, 1)]) == (1,)
            assert sim.free == [0] and sim.total_free == 0
        elif C in arrived:
            sim.start(C, gpus=[1])
            assert sim.occupants(1) == (B, C) and sim.partners(C) == (B,)

    sim = Simulation(cluster, jobs, SharedRates(), record_events=True)
    trace = sim.run(decide)
    assert sim.events == [
        (0.0, "start", A, 10.0),
        (0.0, "start", B, 4.0),
        (1.0, "start", C, 13.0),  # 1 + 12: shared from the start
        (1.0, "rate", B, 7.0),  # 1 + 0.75 * 8
        (7.0, "finish", B, 7.0),
        (7.0, "rate", C, 10.0),  # 7 + 0.5 * 6
        (10.0, "finish", A, 10.0),
        (10.0, "finish", C, 10.0),
    ]
    assert trace.start == [0.0, 0.0, 1.0]
    assert trace.end == [10.0, 7.0, 10.0]
    assert trace.gpus == [(0,), (1,), (1,)]
    assert trace.runs(C) == [(1.0, 10.0, (1,))]
    # the policy is consulted only while jobs wait or arrive: at 0 and at 1
    assert calls == [(0.0, (A, B), ()), (1.0, (C,), ())]


def test_slotted_time_line_and_hold_to_slot_end():
    """Slots of 5 s. A (4 s) and B (3 s) arrive at 0 and 1 on one GPU.
    Plain slots: A starts at 0 and ends at 4; B arrives at 1, is seen at the
    boundary 5 and ends at 8. With hold_to_slot_end (CASTOR B2) A holds its
    GPU to the end of its slot, 5, and B ends at slot end 10."""

    class Rates:
        def duration(self, job, gpus, plan, partners):
            return (4.0, 3.0)[job]

    def fifo(sim, t, arrived, finished):
        for j in (0, 1):
            if sim.is_waiting(j) and sim.total_free:
                sim.start(j, per_node=[(0, 1)])

    jobs = [SimJob(0.0, 1), SimJob(1.0, 1)]
    plain = Simulation(Cluster.uniform(1, 1), jobs, Rates(), slot_s=5.0).run(fifo)
    assert plain.start == [0.0, 5.0] and plain.end == [4.0, 8.0]
    held = Simulation(Cluster.uniform(1, 1), jobs, Rates(), slot_s=5.0, hold_to_slot_end=True).run(fifo)
    assert held.start == [0.0, 5.0] and held.end == [5.0, 10.0]


def test_preemption_keeps_progress_and_wakeups():
    """A (10 s) starts at 0; the policy asks to wake at 4, preempts A and
    runs B (2 s, arrived at 1) from 4 to 6; A resumes at 6 with 6 s left."""

    class Rates:
        def duration(self, job, gpus, plan, partners):
            return (10.0, 2.0)[job]

    def policy(sim, t, arrived, finished):
        if t == 0.0:
            sim.start(0, per_node=[(0, 1)])
            sim.wake_at(4.0)
        elif t == 4.0:
            sim.preempt(0)
            sim.start(1, per_node=[(0, 1)])
        elif sim.is_waiting(0) and sim.total_free:
            sim.start(0, per_node=[(0, 1)])

    sim = Simulation(Cluster.uniform(1, 1), [SimJob(0.0, 1), SimJob(1.0, 1)], Rates(), preemptive=True)
    trace = sim.run(policy)
    assert trace.start == [0.0, 4.0] and trace.end == [12.0, 6.0]
    assert trace.runs(0) == [(0.0, 4.0, (0,)), (6.0, 12.0, (0,))]
    with pytest.raises(SimulationError, match="non-preemptive"):
        Simulation(Cluster.uniform(1, 1), [SimJob(0.0, 1), SimJob(1.0, 1)], Rates()).run(policy)


class Unit:
    def duration(self, job, gpus, plan, partners):
        return 1.0


def test_bad_requests_are_clear_errors():
    cluster = Cluster.uniform(2, 2)
    with pytest.raises(SimulationError, match="demands 5 GPUs, the cluster has 4"):
        Simulation(cluster, [SimJob(0.0, 5)], Unit())

    def too_many(sim, t, arrived, finished):
        sim.start(0, per_node=[(0, 3)])

    with pytest.raises(SimulationError, match="3 GPUs asked on node 0, 2 free"):
        Simulation(cluster, [SimJob(0.0, 3)], Unit()).run(too_many)

    def too_few(sim, t, arrived, finished):
        sim.start(0, per_node=[(0, 1)])

    with pytest.raises(SimulationError, match="demands 2 GPUs, 1 given"):
        Simulation(cluster, [SimJob(0.0, 2)], Unit()).run(too_few)

    def share_exclusive(sim, t, arrived, finished):
        sim.start(0, per_node=[(0, 1)])
        sim.start(1, gpus=sim.gpus_of(0))

    with pytest.raises(SimulationError, match="max_share"):
        Simulation(cluster, [SimJob(0.0, 1), SimJob(0.0, 1)], Unit()).run(share_exclusive)

    with pytest.raises(SimulationError, match="never starts them"):
        Simulation(cluster, [SimJob(0.0, 1)], Unit()).run(lambda sim, t, a, f: None)


def test_memory_cpu_and_ram_are_enforced():
    cluster = Cluster((Node(2, gpu_mem=16.0, cpu=4.0),), max_share=2)
    jobs = [SimJob(0.0, 1, gpu_mem=10.0, cpu=1.0), SimJob(0.0, 1, gpu_mem=10.0, cpu=1.0)]

    def stack(sim, t, arrived, finished):
        sim.start(0, per_node=[(0, 1)])
        sim.start(1, gpus=sim.gpus_of(0))  # 20 > 16 on one GPU

    with pytest.raises(SimulationError, match="GPU memory"):
        Simulation(cluster, jobs, Unit()).run(stack)

    seen = []

    def look(sim, t, arrived, finished):
        if not finished:
            sim.start(0, per_node=[(0, 1)])
            seen.append((sim.gpu_mem_free(0), sim.gpu_mem_free(1), sim.node_cpu_free(0)))
            sim.start(1, per_node=[(0, 1)])
            seen.append((sim.gpu_mem_free(0), sim.gpu_mem_free(1), sim.node_cpu_free(0)))

    Simulation(cluster, jobs, Unit()).run(look)
    assert seen == [(6.0, 16.0, 3.0), (6.0, 6.0, 2.0)]


def test_slot_ceil():
    assert slot_ceil(0.0, 60.0) == 0.0
    assert slot_ceil(60.0, 60.0) == 60.0
    assert slot_ceil(60.000001, 60.0) == 120.0


@settings(max_examples=50, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 100), st.integers(1, 4), st.floats(0.1, 50)), min_size=1, max_size=30),
       st.sampled_from([0.0, 7.0]))
def test_greedy_fifo_is_feasible_and_conserves_work(specs, slot_s):
    """Random jobs on 2 x 4 GPUs, FIFO with backfilling: every job starts at
    or after its arrival (on the slot grid when slotted), runs its duration,
    and no GPU ever holds two jobs."""
    dur = [d for _, _, d in specs]

    class Rates:
        def duration(self, job, gpus, plan, partners):
            return dur[job]

    def fifo(sim, t, arrived, finished):
        for j in range(len(specs)):
            if sim.is_waiting(j) and specs[j][1] <= sim.total_free:
                need, per_node = specs[j][1], []
                for m, f in enumerate(sim.free):
                    take = min(f, need)
                    if take:
                        per_node.append((m, take))
                        need -= take
                sim.start(j, per_node=per_node)

    jobs = [SimJob(a, g) for a, g, _ in specs]
    trace = Simulation(Cluster.uniform(2, 4), jobs, Rates(), slot_s=slot_s).run(fifo)
    for j, (a, g, d) in enumerate(specs):
        assert trace.start[j] >= a and len(trace.gpus[j]) == g
        assert trace.end[j] == trace.start[j] + d
        if slot_s:
            assert trace.start[j] == slot_ceil(trace.start[j], slot_s)
    for gpu in range(8):
        runs = sorted((trace.start[j], trace.end[j]) for j in range(len(specs)) if gpu in trace.gpus[j])
        assert all(e0 <= s1 for (_, e0), (s1, _) in zip(runs, runs[1:]))


def test_online_metrics_by_hand():
    """Two 1-GPU jobs on 2 GPUs: arrivals 0, 2; starts 0, 4; ends 4, 6.
    JCT 4, 4; queueing 0, 2; busy GPU-s 6 over [0, 6] x 2 GPUs = 0.5; the
    queue holds one job over [2, 4]: mean 2/6, peak 1; in the arrival
    window [0, 2] one GPU is busy: 0.5; offered 6 GPU-s over 2 s x 2 GPUs."""
    m = online_metrics([0.0, 2.0], [0.0, 4.0], [4.0, 6.0], total_gpus=2, gpus=[1, 1],
                       deadline=[5.0, None], offered_gpu_s=[4.0, 2.0])
    assert m["mean_jct_s"] == m["median_jct_s"] == 4.0
    assert m["mean_queueing_s"] == 1.0 and m["mean_run_s"] == 3.0 and m["makespan_s"] == 6.0
    assert m["deadline_satisfaction"] == 1.0
    assert m["gpu_occupancy"] == pytest.approx(0.5)
    assert m["gpu_occupancy_arrivals"] == pytest.approx(0.5)
    assert m["offered_load"] == pytest.approx(1.5)
    assert m["mean_queue_length"] == pytest.approx(2 / 6)
    assert m["max_queue_length"] == 1.0
    series = m["series"]
    assert len(series["time_s"]) == SERIES_BINS + 1 and len(series["gpu_utilisation"]) == SERIES_BINS
    assert series["jct_quantiles_s"][0] == series["jct_quantiles_s"][-1] == 4.0
    # the bins average the step function exactly: 1 busy GPU of 2 throughout
    assert np.allclose(series["gpu_utilisation"], 0.5)
    width = 6.0 / SERIES_BINS
    assert np.sum(series["queue_length"]) * width == pytest.approx(2.0)
    assert not math.isnan(m["p99_jct_s"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 20), st.integers(1, 2), st.integers(1, 30)), min_size=1, max_size=12),
       st.lists(st.floats(1.0, 3.0), min_size=12, max_size=12))
def test_shared_rates_conserve_work(specs, xi):
    """Random arrivals, 1-2 GPU jobs on 2 x 2 GPUs shared by up to 2 jobs,
    a greedy policy that shares whenever a GPU has room; job j runs solo in
    L_j and at L_j * xi_j while any of its GPUs is shared (gang at its
    slowest worker). Re-integrating the speed from the trace alone, every
    job does exactly its whole work by its end: the core's re-timing at each
    partner start and finish loses and invents nothing."""
    solo = [float(d) for _, _, d in specs]

    class Rates:
        def duration(self, job, gpus, plan, partners):
            return solo[job] * (xi[job] if partners else 1.0)

    def greedy(sim, t, arrived, finished):
        for j in range(len(specs)):
            if not sim.is_waiting(j):
                continue
            room = [g for g in range(4) if len(sim.occupants(g)) < 2]
            room.sort(key=lambda g: len(sim.occupants(g)))  # empty GPUs first
            if len(room) >= specs[j][1]:
                sim.start(j, gpus=room[: specs[j][1]])

    jobs = [SimJob(float(a), g) for a, g, _ in specs]
    trace = Simulation(Cluster.uniform(2, 2, max_share=2), jobs, Rates()).run(greedy)
    n = len(specs)
    times = sorted({*trace.start, *trace.end})
    work = [0.0] * n
    for lo, hi in zip(times, times[1:]):
        running = [j for j in range(n) if trace.start[j] <= lo and trace.end[j] >= hi]
        for j in running:
            shared = any(k != j and set(trace.gpus[k]) & set(trace.gpus[j]) for k in running)
            work[j] += (hi - lo) / (solo[j] * (xi[j] if shared else 1.0))
    assert work == pytest.approx([1.0] * n, rel=1e-9)
    for gpu in range(4):  # never more than max_share jobs on a GPU
        for t in times:
            assert sum(1 for j in range(n) if gpu in trace.gpus[j] and trace.start[j] <= t < trace.end[j]) <= 2


def test_wake_at_always_consults_the_policy_when_nothing_waits():
    """A (10 s) runs alone from 0; nothing waits at 4, so a plain wake-up at 4
    is not acted on, but ``always=True`` is: the policy preempts A at 4."""

    class Rates:
        def duration(self, job, gpus, plan, partners):
            return 10.0

    def run(always):
        calls = []

        def policy(sim, t, arrived, finished):
            calls.append(t)
            if t == 0.0:
                sim.start(0, per_node=[(0, 1)])
                sim.wake_at(4.0, always=always)
            elif t == 4.0 and sim.is_running(0):
                sim.preempt(0, keep_progress=False)
                sim.start(0, per_node=[(0, 1)])

        trace = Simulation(Cluster.uniform(1, 1), [SimJob(0.0, 1)], Rates(), preemptive=True).run(policy)
        return calls, trace

    calls, trace = run(False)
    assert calls == [0.0] and trace.end == [10.0]
    calls, trace = run(True)
    assert calls == [0.0, 4.0] and trace.end == [14.0] and trace.runs(0) == [(0.0, 4.0, (0,)), (4.0, 14.0, (0,))]
