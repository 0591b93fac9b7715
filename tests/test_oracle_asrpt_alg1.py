"""Second implementation of A-SRPT's Algorithm 1, lines 1-25, from the
paper's text alone (Sec. IV-C-1, Algorithm 1), compared with the production
``a-srpt`` on random slotted instances (issue 15; line 2 alone is
tests/test_oracle_asrpt_virtual.py).

Building blocks taken as given (each has its own oracle): Eq. 7
(``iteration_time_ms``), alpha_max of Sec. III-B (``alpha_max``), Heavy-Edge
(``heavy_edge_map``, tests/test_oracle_heavy_edge.py) and alpha~min = Heavy-Edge
on the fewest whole servers (Sec. IV-B, ``alpha_min_consolidated``). The
control logic below is written from the paper:

* "The system works in a time-slotted fashion" (Sec. III): t = 0, 1, 2, ...
  slots of ``slot_s``; a job started at slot t runs n_i alpha_i(x) and frees
  its GPUs when it completes.
* Line 2: "Append completed jobs in A~1 using SRPT to pending_queue": A~1 is
  preemptive SRPT on one machine with sizes (g_i/G) n~_i alpha~min_i and
  releases r_i; a job is appended at the first slot t with its A~1
  completion <= t, in completion order.
* Lines 3-7, 25: "If the number of GPUs required by job i (g_i) is less than
  or equal to the available number of GPUs in the cluster, job i can be
  scheduled (Line 5), and removed from pending_queue (Line 7). Otherwise, we
  proceed to the next time-slot (Line 25)": the head blocks the queue.
* Line 8: communication-heavy when alpha_max / alpha~min >= COMM_HEAVY (1.5).
* Lines 9-13: "Select g_i GPUs from servers with most available GPUs",
  Heavy-Edge, start now if alpha / alpha~min <= COMM_HEAVY.
* Lines 14-20 (the delay): kappa = alpha; for t' in t+1 .. t + tau (g_i/G)
  n~_i alpha~min, recompute the mapping on the then most-available servers;
  start at the first t' with alpha < kappa, else at the end of the window.
  The pseudo-code reuses t as the loop variable, so read literally the
  whole scheduler waits with the held job (``hold_blocks=True``); the
  production reads it as a look-ahead for this job alone (other jobs go on;
  the held job starts as soon as it fits after the window): a reading
  difference, documented in ``heuristics/asrpt.py::_a_srpt``. The tests
  compare exactly on instances where no job is held, and measure the
  held-job instances separately: of 60 random instances (seed 1), 10 hold
  a job and on 2 of them the readings give different starts, always for a
  job queued behind the held one (it starts earlier in production, which
  does not wait with the held job).

Result: on instances without a held job the two implementations agree on
every start time and every job's alpha (hypothesis, 60 examples per run;
swapping "least" for "most" available servers in line 22, or letting a job
pass a head that does not fit, makes the comparison fail).
* Lines 21-23: "Select g_i GPUs from servers with least available GPUs",
  Heavy-Edge, start now.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schedbench.heuristics.asrpt import (
    COMM_HEAVY,
    TAU_DEFAULT,
    a_srpt,
    alpha_min_consolidated,
    heavy_edge_map,
)
from schedbench.instances.asrpt import (
    ScheduleInstance,
    ScheduleJob,
    build_stages,
    catalog_blocks,
)
from test_oracle_asrpt_virtual import srpt

from schedbench.contracts import Budget
from schedbench.perfmodels.asrpt import alpha_max, iteration_time_ms
from schedbench.problems.asrpt import evaluate_schedule

MODELS = ("vgg19", "resnet152", "bert_large", "gpt_6.7b")
#: The held-job study: random contended instances (seed 1), and (instances
#: with a held job, of which the two readings agree on every start).
HELD_CASES = 60
HELD_SEED = 1
HELD_SUMMARY = (10, 8)


def take(free, need, most):
    """g_i GPUs from the servers with the most (least) available GPUs first, ties by index."""
    order = sorted((m for m in range(len(free)) if free[m] > 0), key=lambda m: (-free[m] if most else free[m], m))
    out = []
    for m in order:
        if need == 0:
            break
        k = min(free[m], need)
        out.append((m, k))
        need -= k
    return out


def mapping(job, free, most, net):
    """(placement, alpha) of Heavy-Edge on the selected servers."""
    chosen = take(free, job.gpus, most)
    x = heavy_edge_map(job.stages, [k for _, k in chosen], np.random.default_rng(0))
    placement = [(m, tuple(x[j])) for j, (m, _) in enumerate(chosen) if sum(x[j]) > 0]
    return placement, iteration_time_ms(job.stages, [list(v) for _, v in placement], net)


def oracle(inst: ScheduleInstance, tau: float = TAU_DEFAULT, hold_blocks: bool = True):
    """Algorithm 1 on a slotted instance: {job index: (start slot, placement, alpha)} and the held jobs."""
    net, G, slot = inst.network, inst.total_gpus, inst.slot_s
    jobs = inst.jobs
    amin = [alpha_min_consolidated(j.stages, net) for j in jobs]
    vsize = [j.gpus / G * j.predicted * amin[i] / 1000.0 for i, j in enumerate(jobs)]
    vdone = srpt([j.release_s for j in jobs], vsize)
    appended = sorted(range(len(jobs)), key=lambda i: (vdone[i], i))
    running = []  # (completion s, placement)
    out, held = {}, set()
    queue: list[int] = []
    nxt = 0

    def free_at(t):
        free = [inst.gpus_per_server] * inst.servers
        for start_s, end_s, placement in running:
            if start_s <= t * slot < end_s - 1e-9:
                for m, x in placement:
                    free[m] -= sum(x)
        return free

    def launch(i, t, placement, alpha):
        out[i] = (t, placement, alpha)
        running.append((t * slot, t * slot + jobs[i].iterations * alpha / 1000.0, placement))

    t = 0
    while len(out) < len(jobs):
        while nxt < len(appended) and vdone[appended[nxt]] <= t * slot + 1e-9:  # line 2
            queue.append(appended[nxt])
            nxt += 1
        advanced = False
        while queue:  # line 3
            i = queue[0]  # line 4
            job = jobs[i]
            if job.gpus > sum(free_at(t)):  # line 5 fails
                break  # line 25
            queue.pop(0)  # line 7
            if alpha_max(job.stages, net) / amin[i] >= COMM_HEAVY:  # line 8
                placement, alpha = mapping(job, free_at(t), True, net)  # lines 9-11
                if alpha / amin[i] <= COMM_HEAVY:  # line 12
                    launch(i, t, placement, alpha)
                    continue
                held.add(i)
                kappa = alpha  # line 15
                window = math.ceil(tau * vsize[i] / slot - 1e-9) if slot > 0 else 0
                assert hold_blocks, "only the literal reading is implemented here"
                start = t
                for t2 in range(t + 1, t + window + 1):  # line 16
                    start = t2
                    placement, alpha = mapping(job, free_at(t2), True, net)  # line 17
                    if alpha < kappa:  # line 18
                        break
                launch(i, start, placement, alpha)  # lines 19-20
                if start > t:
                    t = start
                    advanced = True
                    break  # the loop variable moved on: back to line 2 at the new t
            else:
                placement, alpha = mapping(job, free_at(t), False, net)  # lines 22-23
                launch(i, t, placement, alpha)
        if not advanced:
            t += 1  # line 25 (or nothing left to start)
    return out, held


def production(inst):
    res = a_srpt(inst, Budget())
    assert evaluate_schedule(inst, res.solution).feasible
    return {int(j.id[1:]): j for j in res.solution.jobs}, res.info


@st.composite
def instances(draw):
    n = draw(st.integers(1, 10))
    servers = draw(st.integers(1, 3))
    slot = 60.0
    jobs = []
    for i in range(n):
        model = draw(st.sampled_from(MODELS))
        stages = draw(st.integers(1, min(3, len(catalog_blocks()[model]))))
        ks = tuple(draw(st.integers(1, 4)) for _ in range(stages))
        if sum(ks) > servers * 8:
            ks = (1,)
        release = slot * draw(st.integers(0, 20))
        iters = draw(st.integers(1, 20_000))
        pred = draw(st.sampled_from([0, iters, max(1, iters // 3), iters * 3]))
        jobs.append(ScheduleJob(f"j{i}", release, build_stages(model, ks), iters, pred))
    b_inter = draw(st.sampled_from([0.3, 1.25, 12.5]))
    return ScheduleInstance(tuple(jobs), servers, 8, b_inter, 300.0, slot_s=slot)


def compare(inst):
    want, held = oracle(inst)
    got, info = production(inst)
    diffs = []
    for i, (t, _placement, alpha) in want.items():
        g = got[i]
        a = iteration_time_ms(inst.jobs[i].stages, [list(x) for _, x in g.placement], inst.network)
        if not (math.isclose(g.start_s, t * inst.slot_s) and math.isclose(a, alpha, rel_tol=1e-9)):
            diffs.append((i, t * inst.slot_s, g.start_s, alpha, a))
    return diffs, held, info


def test_by_hand_head_blocks_the_queue():
    # two servers; job 0 takes 12 GPUs for long, job 1 needs 8 and blocks
    # job 2 (1 GPU) behind it although 4 GPUs are free (line 25)
    st0 = build_stages("vgg19", (4, 4, 4))
    jobs = (
        ScheduleJob("j0", 0.0, st0, 5000, 5000),
        ScheduleJob("j1", 60.0, build_stages("vgg19", (4, 4)), 10, 10),
        ScheduleJob("j2", 60.0, build_stages("vgg19", (1,)), 10, 10_000_000),
    )
    inst = ScheduleInstance(jobs, 2, 8, 12.5, 300.0, slot_s=60.0)
    want, held = oracle(inst)
    assert not held
    # job 2's virtual size is far larger, so it queues behind job 1, which waits for job 0
    assert want[1][0] > 1 and want[2][0] >= want[1][0]
    diffs, _, _ = compare(inst)
    assert diffs == []


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(instances())
def test_alg1_matches_production_when_no_job_is_held(inst):
    diffs, held, info = compare(inst)
    if held or info.get("held", 0):
        return  # lines 14-20: a reading difference (see the module docstring)
    assert diffs == [], diffs


def held_cases():
    """HELD_CASES contended slotted instances drawn from HELD_SEED (1-3
    servers, 2-10 jobs, predictions exact, missing, 3x low or 3x high)."""
    rng = np.random.default_rng(HELD_SEED)
    for _ in range(HELD_CASES):
        servers = int(rng.integers(1, 4))
        jobs = []
        for i in range(int(rng.integers(2, 11))):
            model = MODELS[int(rng.integers(len(MODELS)))]
            ks = tuple(int(v) for v in rng.integers(1, 5, size=int(rng.integers(1, 4))))
            ks = ks if sum(ks) <= 8 * servers else (1,)
            it = int(rng.integers(1, 20_000))
            pred = [0, it, max(1, it // 3), 3 * it][int(rng.integers(4))]
            jobs.append(ScheduleJob(f"j{i}", 60.0 * int(rng.integers(0, 21)), build_stages(model, ks), it, pred))
        b_inter = [0.3, 1.25, 12.5][int(rng.integers(3))]
        yield ScheduleInstance(tuple(jobs), servers, 8, b_inter, 300.0, slot_s=60.0)


def test_held_jobs_are_where_the_readings_differ():
    """Lines 14-20: on instances where a job is held, the literal reading
    (the scheduler waits with the held job) and the production's (a
    look-ahead for that job alone) may give different start times; outside
    held jobs they agree (previous test). Counted here so a change shows."""
    held_instances = agree = 0
    for inst in held_cases():
        diffs, held, info = compare(inst)
        if held or info.get("held", 0):
            held_instances += 1
            agree += not diffs
    assert (held_instances, agree) == HELD_SUMMARY
