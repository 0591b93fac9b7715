"""asrpt-schedule: the evaluator by hand (Eq. 1-3, 8), A~1's SRPT, and the
feasibility of every online policy on many random instances."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schedbench.contracts import Budget
from schedbench.errors import ValidationError
from schedbench.heuristics import asrpt as heuristics
from schedbench.instances.asrpt import ScheduleInstance, generate_schedule
from schedbench.problems.asrpt import ScheduleSolution, evaluate_schedule
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

SPEC = "asrpt-schedule"
METHODS = ("a-srpt", "a-srpt-perfect", "a-srpt-backfill", "spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")


def one_gpu_stage(fwd: float = 100.0) -> dict:
    """A single-GPU job: comp = 3 fwd ms per iteration, no communication."""
    return {"replicas": 1, "forward_ms": fwd, "backward_ms": 2 * fwd, "d_in_mb": 0.0, "d_out_mb": 0.0,
            "params_mb": 10.0, "allreduce": "RAR"}


def tiny_document() -> dict:
    """One server of 2 GPUs; j0: 1 GPU, 10 iterations of 300 ms = 3 s; j1: a
    2-replica stage (all-reduce intra-server: 2*1*10/2 / 300 ms), 10 iterations."""
    two = dict(one_gpu_stage(), replicas=2)
    return {
        "servers": 1, "gpus_per_server": 2, "b_inter": 1.25, "b_intra": 300.0,
        "jobs": [
            {"id": "j0", "release_s": 0.0, "stages": [one_gpu_stage()], "iterations": 10, "predicted": 10},
            {"id": "j1", "release_s": 1.0, "stages": [two], "iterations": 10, "predicted": 0},
        ],
    }


def test_evaluator_by_hand():
    inst = ScheduleInstance.from_dict(tiny_document())
    alpha1 = 300.0 + 2 * 1 * 10.0 / 2 / 300.0  # Eq. 4 + Eq. 6 (x = k: intra-server)
    sol = ScheduleSolution.of([("j0", 0.0, [(0, [1])]), ("j1", 3.0, [(0, [2])])])
    ev = evaluate_schedule(inst, sol)
    assert ev.feasible
    assert ev.objective == pytest.approx(3.0 + 3.0 + 10 * alpha1 / 1000)  # Eq. 8
    assert ev.metrics["makespan_s"] == pytest.approx(3.0 + 10 * alpha1 / 1000)
    assert ev.metrics["mean_flow_s"] == pytest.approx((3.0 + 2.0 + 10 * alpha1 / 1000) / 2)


@pytest.mark.parametrize(
    ("items", "needle"),
    [
        ([("j0", 0.0, [(0, [1])]), ("j1", 2.0, [(0, [2])])], "(Eq. 3)"),  # overlaps j0 on a 2-GPU server
        ([("j0", 0.0, [(0, [1])]), ("j1", 0.5, [(0, [2])])], "(Eq. 1)"),
        ([("j0", 0.0, [(0, [1])]), ("j1", 3.0, [(0, [1])])], "(Eq. 2)"),
        ([("j0", 0.0, [(0, [1])])], "not scheduled"),
        ([("j0", 0.0, [(0, [1])]), ("j0", 5.0, [(0, [1])]), ("j1", 3.0, [(0, [2])])], "scheduled twice"),
        ([("j0", 0.0, [(3, [1])]), ("j1", 3.0, [(0, [2])])], "does not exist"),
    ],
)
def test_evaluator_rejects_infeasible_schedules(items, needle):
    inst = ScheduleInstance.from_dict(tiny_document())
    ev = evaluate_schedule(inst, ScheduleSolution.of(items))
    assert not ev.feasible and ev.objective is None
    assert any(needle in v for v in ev.violations), ev.violations


def test_evaluator_requires_whole_slots_on_a_slotted_instance():
    """Problem (8): t_i in [T]. With 0.5-s slots j1 may start at 3.0 but not at 3.2."""
    doc = dict(tiny_document(), slot_s=0.5)
    inst = ScheduleInstance.from_dict(doc)
    ok = evaluate_schedule(inst, ScheduleSolution.of([("j0", 0.0, [(0, [1])]), ("j1", 3.0, [(0, [2])])]))
    assert ok.feasible
    bad = evaluate_schedule(inst, ScheduleSolution.of([("j0", 0.0, [(0, [1])]), ("j1", 3.2, [(0, [2])])]))
    assert not bad.feasible and any("whole number" in v and "j1" in v for v in bad.violations)
    # the same start is fine in continuous time (slot_s = 0, the default)
    cont = ScheduleInstance.from_dict(tiny_document())
    assert evaluate_schedule(cont, ScheduleSolution.of([("j0", 0.0, [(0, [1])]), ("j1", 3.2, [(0, [2])])])).feasible


@pytest.mark.parametrize(
    ("slot", "fn", "expected"),
    [
        # j0 runs [0, 3); j1 (released at 2, both GPUs) starts at the first boundary after 3
        (2.0, heuristics.wcs_subtime, {"j0": 0.0, "j1": 4.0}),
        (2.0, heuristics.spjf, {"j0": 0.0, "j1": 4.0}),
        (0.0, heuristics.wcs_subtime, {"j0": 0.0, "j1": 3.0}),
        # Alg. 1 line 2: j0 enters pending_queue when it completes in A~1, at
        # (g/G) n~ alpha~min = 1/2 x 10 x 0.3 s = 1.5 s (slot boundary 2 s); j1
        # (n~ = 0) completes in A~1 at its release and waits for j0's end.
        (2.0, heuristics.a_srpt, {"j0": 2.0, "j1": 6.0}),
        (0.0, heuristics.a_srpt, {"j0": 1.5, "j1": 4.5}),
    ],
)
def test_policies_start_at_slot_boundaries(slot, fn, expected):
    doc = dict(tiny_document(), slot_s=slot)
    doc["jobs"][1]["release_s"] = 2.0
    inst = ScheduleInstance.from_dict(doc)
    sol = fn(inst, Budget()).solution
    assert {j.id: j.start_s for j in sol.jobs} == pytest.approx(expected)
    assert evaluate_schedule(inst, sol).feasible


def test_head_of_queue_blocks_in_alg1_and_not_in_the_backfill_ablation():
    """One server of 2 GPUs. j0 (1 GPU) runs [0, 3). At t = 1 the head of
    pending_queue is j1 (2 GPUs, does not fit) and j2 (1 GPU) is behind it.
    Alg. 1 (line 25) waits: j1 starts at 3, j2 after j1. The ablation starts
    j2 at 1, and j1 when both GPUs are free, at 4."""
    doc = tiny_document()
    doc["jobs"][1].update(release_s=1.0, predicted=0)
    doc["jobs"][0]["predicted"] = 0
    doc["jobs"].append({"id": "j2", "release_s": 1.0, "stages": [one_gpu_stage()], "iterations": 10, "predicted": 0})
    inst = ScheduleInstance.from_dict(doc)
    strict = {j.id: j.start_s for j in heuristics.a_srpt(inst, Budget()).solution.jobs}
    d1 = 10 * (300.0 + 2 * 1 * 10.0 / 2 / 300.0) / 1000.0
    assert strict == pytest.approx({"j0": 0.0, "j1": 3.0, "j2": 3.0 + d1})
    loose = {j.id: j.start_s for j in heuristics.a_srpt_backfill(inst, Budget()).solution.jobs}
    assert loose == pytest.approx({"j0": 0.0, "j1": 4.0, "j2": 1.0})


def test_slot_ceil_never_returns_a_time_before_the_event():
    from schedbench.instances.asrpt import slot_ceil

    assert slot_ceil(120.0, 60.0) == 120.0 and slot_ceil(0.0, 60.0) == 0.0
    assert slot_ceil(120.0001, 60.0) == 180.0
    # far from 0 a relative tolerance would round 1.2e7 + 60.005 down to 1.2e7 + 60
    t0 = 60.0 * 200_000
    assert slot_ceil(t0 + 60.005, 60.0) == t0 + 120.0


def test_policies_run_late_in_a_long_horizon():
    """Regression: with releases near 1.2e7 s and a job ending 5 ms after a
    slot boundary, the simulator once acted at the boundary before the end
    and never advanced."""
    t0 = 60.0 * 200_000
    doc = dict(tiny_document(), slot_s=60.0)
    doc["jobs"][0].update(release_s=t0, iterations=1)
    doc["jobs"][0]["stages"] = [one_gpu_stage(60_005.0 / 3)]  # one iteration of 60.005 s
    doc["jobs"][1].update(release_s=t0)
    doc["jobs"][1]["stages"][0]["replicas"] = 2
    inst = ScheduleInstance.from_dict(doc)
    for fn in (heuristics.a_srpt, heuristics.wcs_subtime, heuristics.a_srpt_backfill):
        sol = fn(inst, Budget()).solution
        assert evaluate_schedule(inst, sol).feasible
        assert all(j.start_s % 60.0 == 0.0 for j in sol.jobs)


def test_generated_releases_lie_on_the_slot_grid():
    inst = generate_schedule(30, 1, slot_s=45.0)
    assert inst.slot_s == 45.0
    assert all(j.release_s / 45.0 == int(j.release_s / 45.0) for j in inst.jobs)
    assert generate_schedule(30, 1, slot_s=0.0).slot_s == 0.0


def test_lp_mean_busy_times_by_hand():
    """LP schedule (least original size first, preemptive): a (size 4) runs
    [0, 1) and [2, 5), b (size 1) released at 1 runs [1, 2): M_b = 1.5,
    M_a = (1 x 0.5 + 3 x 3.5) / 4 = 2.75."""
    from schedbench.formulations.asrpt import lp_mean_busy_times

    assert lp_mean_busy_times([0.0, 1.0], [4.0, 1.0]) == pytest.approx([2.75, 1.5])
    # b (size 3) released at 1.5 does not preempt a (size 2), c (size 0) sits at its release
    assert lp_mean_busy_times([0.0, 1.5, 0.5], [2.0, 3.0, 0.0]) == pytest.approx([1.0, 3.5, 0.5])


def test_mean_busy_time_bound_is_tight_on_parallel_narrow_jobs():
    """Two 1-GPU jobs of 3 s each on one server of 2 GPUs, both at 0: the
    optimum runs them side by side (sum C = 6). The squashed SRPT term gives
    1.5 + 3 = 4.5; the mean-busy-time term gives (0.75 + 2.25) + 3 = 6."""
    from schedbench.formulations.asrpt import schedule_lower_bound

    doc = tiny_document()
    doc["jobs"][1] = dict(doc["jobs"][0], id="j1")
    inst = ScheduleInstance.from_dict(doc)
    lb, info = schedule_lower_bound(inst, Budget())
    assert info["srpt_relaxation_s"] == pytest.approx(4.5)
    assert info["mean_busy_time_s"] == pytest.approx(6.0)
    assert lb == pytest.approx(6.0) == pytest.approx(brute_force_schedule(inst))


def test_virtual_srpt_by_hand():
    """A~1: job a (size 4) at 0, job b (size 1) at 1 preempts it: b ends at 2, a at 5."""
    assert heuristics.virtual_srpt_completions([0.0, 1.0], [4.0, 1.0]) == pytest.approx([5.0, 2.0])
    assert heuristics.virtual_srpt_completions([0.0, 0.0], [0.0, 2.0]) == pytest.approx([0.0, 2.0])


def test_a_srpt_with_exact_predictions_equals_a_srpt_perfect():
    inst = generate_schedule(24, 3)
    doc = inst.to_dict()
    for j in doc["jobs"]:
        j["predicted"] = j["iterations"]
    exact = ScheduleInstance.from_dict(doc)
    a = evaluate_schedule(exact, heuristics.a_srpt(exact, Budget()).solution)
    b = evaluate_schedule(exact, heuristics.a_srpt_perfect(exact, Budget()).solution)
    assert a.objective == pytest.approx(b.objective)


def test_policies_see_only_predictions():
    """Changing a job's predicted iterations may change SPJF's order; changing
    only the true iterations of the last-released job cannot change when the
    others start (online: it is seen from its release, its length only when it ends)."""
    inst = generate_schedule(16, 5, load=3.0)
    doc = inst.to_dict()
    last = max(range(len(doc["jobs"])), key=lambda k: doc["jobs"][k]["release_s"])
    doc["jobs"][last]["iterations"] *= 7
    changed = ScheduleInstance.from_dict(doc)
    for fn in (heuristics.spjf, heuristics.wcs_duration, heuristics.a_srpt):
        s1 = {j.id: j.start_s for j in fn(inst, Budget()).solution.jobs}
        s2 = {j.id: j.start_s for j in fn(changed, Budget()).solution.jobs}
        lid = doc["jobs"][last]["id"]
        assert s1[lid] == s2[lid]
        before = [k for k in s1 if s1[k] <= s1[lid]]
        assert all(s1[k] == s2[k] for k in before)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 40), st.integers(0, 10_000), st.sampled_from([1, 2, 3]), st.sampled_from([0.5, 2.0, 4.0]))
def test_every_policy_is_feasible(size, seed, servers, load):
    inst = generate_schedule(size, seed, servers=servers, load=load, single_gpu_share=0.4)
    spec = get_problem(SPEC)
    for name in METHODS:
        run = run_and_score(spec, name, inst, Budget())
        assert run.error is None and run.evaluation.feasible, (name, run.error)
        assert run.evaluation.metrics["mean_flow_s"] > 0


def test_instance_and_solution_round_trips():
    inst = generate_schedule(10, 2)
    again = ScheduleInstance.from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again == inst and again.id == inst.id
    sol = heuristics.a_srpt(inst, Budget()).solution
    assert ScheduleSolution.from_dict(json.loads(json.dumps(sol.to_dict()))) == sol


@pytest.mark.parametrize(
    ("mutate", "path", "rule"),
    [
        (lambda d: d["jobs"][1].__setitem__("id", "j0"), "jobs[1].id", "must be unique"),
        (lambda d: d["jobs"][0].__setitem__("iterations", 0), "jobs[0].iterations", "must be >= 1"),
        (lambda d: d["jobs"][0].__setitem__("predicted", -1), "jobs[0].predicted", "must be >= 0"),
        (lambda d: d["jobs"][0].__setitem__("release_s", -1.0), "jobs[0].release_s", "must be >= 0"),
        (lambda d: d["jobs"][1]["stages"][0].__setitem__("replicas", 3), "jobs[1].stages", "the cluster has 2"),
        (lambda d: d.__setitem__("servers", 0), "servers", "must be >= 1"),
        (lambda d: d.__setitem__("slot_s", -1.0), "slot_s", "must be >= 0"),
        (lambda d: d.__setitem__("slot_s", 2.0), "jobs[1].release_s", "whole number of slots"),
    ],
)
def test_malformed_instances_name_the_field_and_rule(mutate, path, rule):
    doc = tiny_document()
    mutate(doc)
    with pytest.raises(ValidationError) as err:
        ScheduleInstance.from_dict(doc)
    assert err.value.path == path
    assert rule in err.value.rule


def _mappings(job, servers: int, g: int):
    """Every x[m][s] of one job on ``servers`` empty servers of g GPUs."""
    import itertools

    def splits(k):
        for combo in itertools.product(range(k + 1), repeat=servers):
            if sum(combo) == k:
                yield combo

    for cols in itertools.product(*(list(splits(stage.replicas)) for stage in job.stages)):
        x = [[cols[s][m] for s in range(len(job.stages))] for m in range(servers)]
        if all(sum(r) <= g for r in x):
            yield [(m, x[m]) for m in range(servers) if sum(x[m]) > 0]


def brute_force_schedule(inst: ScheduleInstance) -> float:
    """min of Eq. 8 over every job order and every mapping per job, each job
    started at its earliest feasible time (serial schedule generation: the
    active schedules it produces contain an optimum for a regular objective).
    On a slotted instance the candidate starts are the release and the first
    slot boundary at or after each placed job's end (the start becomes
    feasible only when some job ends)."""
    import itertools
    import math

    from schedbench.problems.asrpt import job_alpha_ms

    jobs = inst.jobs
    options = [list(_mappings(j, inst.servers, inst.gpus_per_server)) for j in jobs]
    best = float("inf")
    for order in itertools.permutations(range(len(jobs))):
        for choice in itertools.product(*(options[i] for i in order)):
            placed: list[tuple[float, float, dict]] = []
            total = 0.0
            for i, plan in zip(order, choice):
                job = jobs[i]
                d = job.iterations * job_alpha_ms(inst, job, plan) / 1000.0
                use = {m: sum(x) for m, x in plan}
                ends = {e for _, e, _ in placed if e > job.release_s}
                if inst.slot_s > 0:
                    ends = {math.ceil(e / inst.slot_s - 1e-9) * inst.slot_s for e in ends}
                for t in sorted({job.release_s} | ends):
                    ok = True
                    for m, c in use.items():
                        busy = [(s, e, u.get(m, 0)) for s, e, u in placed if u.get(m, 0)]
                        points = {t} | {s for s, _, _ in busy if t < s < t + d}
                        if any(c + sum(u for s, e, u in busy if s <= p < e) > inst.gpus_per_server for p in points):
                            ok = False
                            break
                    if ok:
                        placed.append((t, t + d, use))
                        total += t + d
                        break
            best = min(best, total)
    return best


def tiny_random_instance(seed: int) -> ScheduleInstance:
    import numpy as np

    rng = np.random.default_rng(seed)
    jobs = []
    for i in range(3):
        k = int(rng.integers(1, 3))
        stage = dict(one_gpu_stage(float(rng.uniform(10, 100))), replicas=k, params_mb=float(rng.uniform(0, 400)))
        jobs.append({"id": f"j{i}", "release_s": float(rng.integers(0, 4)), "stages": [stage],
                     "iterations": int(rng.integers(5, 60)), "predicted": int(rng.integers(0, 60))})
    return ScheduleInstance.from_dict({"servers": 2, "gpus_per_server": 2, "b_inter": 1.25, "b_intra": 300.0,
                                       "jobs": jobs})


@pytest.mark.parametrize("seed", range(6))
def test_lower_bound_never_exceeds_the_brute_force_optimum(seed):
    inst = tiny_random_instance(seed)
    opt = brute_force_schedule(inst)
    spec = get_problem(SPEC)
    lb = run_and_score(spec, "lower-bound", inst, Budget())
    assert lb.error is None
    assert lb.result.bound <= opt * (1 + 1e-9)
    for name in METHODS:
        run = run_and_score(spec, name, inst, Budget())
        assert run.evaluation.objective >= opt * (1 - 1e-9), name  # no policy beats the optimum
