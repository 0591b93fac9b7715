"""horus-online: worked examples, feasibility of every policy, the bound,
malformed input (issue 11 item 3)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from data_marks import needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.contracts import Budget
from schedbench.errors import ValidationError
from schedbench.heuristics import horus as H
from schedbench.instances.horus import HorusOnlineInstance, JobType, OnlineJob, generate_online, slowdown_fit
from schedbench.problems.horus import (
    HorusOnlineSolution,
    OnlineRunRecord,
    evaluate_online,
    makespan_lower_bound,
    pair_rate_max,
)


POLICIES = {"horus": H.horus_online, "horus-f": H.horus_f_online, "fifo": H.fifo_online, "obp": H.obp_online,
            "pab": H.pab_online}


def tiny(jobs, t_deg, oom=(), gpus=2, cap=2, mems=(1000.0, 2000.0)):
    """One node of ``gpus`` GPUs of 10,000 MiB; types with the given memory."""
    types = tuple(JobType(f"t{i}", 50.0, m) for i, m in enumerate(mems))
    return HorusOnlineInstance(1, gpus, 10_000.0, types, t_deg, tuple(oom),
                               tuple(OnlineJob(f"j{i}", t, 1, a, d) for i, (t, a, d) in enumerate(jobs)),
                               slowdown_fit(), max_colocation=cap)


# j0: type 0, 100 s at t = 0; j1: type 1, 200 s at t = 0; j2: type 0, 50 s at t = 10.
EXAMPLE = [(0, 0.0, 100.0), (1, 0.0, 200.0), (0, 10.0, 50.0)]
DEG = ((0.5, 1.0), (0.25, 0.0))


def test_fifo_worked_example():
    """FIFO: j0 -> GPU 0 and j1 -> GPU 1 at 0; j2 waits to 100 and ends at 150;
    j1 ends at 200. JCT (start to end) 100, 200, 50; wait 0, 0, 90."""
    inst = tiny(EXAMPLE, DEG)
    ev = evaluate_online(inst, H.fifo_online(inst).solution)
    assert ev.feasible
    assert ev.objective == pytest.approx(200.0)
    assert ev.metrics["mean_jct_paper_s"] == pytest.approx(350.0 / 3)
    assert ev.metrics["mean_flow_s"] == pytest.approx(440.0 / 3)
    assert ev.metrics["mean_wait_s"] == pytest.approx(30.0)


def test_obp_worked_example_co_location():
    """OBP puts j2 (1,000 MiB) at t = 10 on GPU 0 (memory 0.2 < GPU 1's 0.3)
    with j0: both run 1 + 0.5 = 1.5x slower. j0 has 0.9 of its work left
    (150 s at the new speed), j2 needs 75 s: j2 ends at 85; then j0 has
    0.9 - 75/150 = 0.4 left, alone: ends at 125. j1 alone ends at 200."""
    inst = tiny(EXAMPLE, DEG)
    sol = H.obp_online(inst).solution
    assert [(r.job, r.start_s, r.gpus) for r in sol.runs] == [("j0", 0.0, (0,)), ("j1", 0.0, (1,)), ("j2", 10.0, (0,))]
    ev = evaluate_online(inst, sol)
    assert ev.objective == pytest.approx(200.0)
    assert ev.metrics["mean_jct_paper_s"] == pytest.approx((125.0 + 200.0 + 75.0) / 3)
    assert ev.metrics["mean_wait_s"] == 0.0
    # busy GPU-seconds: GPU 0 over [0, 125], GPU 1 over [0, 200]
    assert ev.metrics["gpu_utilisation"] == pytest.approx(325.0 / 400.0)


def test_oom_pair_fails_and_resubmits():
    """One GPU: OBP tries j1 next to j0, a measured OOM pair: the start fails
    at once (an oom run), j1's estimate becomes the whole GPU, it starts
    alone when j0 ends at 100 and ends at 300."""
    inst = tiny([(0, 0.0, 100.0), (1, 0.0, 200.0)], DEG, oom=[(0, 1)], gpus=1)
    sol = H.obp_online(inst).solution
    assert [(r.job, r.start_s, r.oom) for r in sol.runs] == [("j0", 0.0, False), ("j1", 0.0, True), ("j1", 100.0, False)]
    ev = evaluate_online(inst, sol)
    assert ev.feasible and ev.objective == pytest.approx(300.0) and ev.metrics["oom_failures"] == 1.0


def test_evaluator_rejects_oom_pair_and_bad_schedules():
    inst = tiny([(0, 0.0, 100.0), (1, 0.0, 200.0)], DEG, oom=[(0, 1)], gpus=1)
    both = HorusOnlineSolution((OnlineRunRecord("j0", 0.0, (0,)), OnlineRunRecord("j1", 0.0, (0,))))
    ev = evaluate_online(inst, both)
    assert not ev.feasible and "out-of-memory" in ev.violations[0]
    early = tiny(EXAMPLE, DEG)
    runs = (OnlineRunRecord("j0", 0.0, (0,)), OnlineRunRecord("j1", 0.0, (1,)), OnlineRunRecord("j2", 5.0, (0,)))
    assert "before its arrival" in evaluate_online(early, HorusOnlineSolution(runs)).violations[0]
    assert "exactly one completing run" in evaluate_online(early, HorusOnlineSolution(runs[:2])).violations[0]
    over = tiny(EXAMPLE, DEG, cap=1)
    runs = (OnlineRunRecord("j0", 0.0, (0,)), OnlineRunRecord("j1", 0.0, (1,)), OnlineRunRecord("j2", 10.0, (0,)))
    assert "max_share" in evaluate_online(over, HorusOnlineSolution(runs)).violations[0]
    # an eviction after the job has completed
    late = (OnlineRunRecord("j0", 0.0, (0,), stop_s=150.0), OnlineRunRecord("j0", 150.0, (0,)),
            OnlineRunRecord("j1", 0.0, (1,)), OnlineRunRecord("j2", 10.0, (1,)))
    assert not evaluate_online(early, HorusOnlineSolution(late)).feasible
    # an OOM failure claimed on a GPU that holds no OOM partner
    fake = (OnlineRunRecord("j0", 0.0, (0,)), OnlineRunRecord("j1", 0.0, (1,), oom=True),
            OnlineRunRecord("j1", 0.0, (1,)), OnlineRunRecord("j2", 10.0, (1,)))
    assert "oom run" in evaluate_online(early, HorusOnlineSolution(fake)).violations[0]


def test_pab_evicts_on_a_true_rate_drop():
    """Two type-0 jobs on one GPU with t_deg 1.5 (rate 0.4: a 60% drop): PAB
    places j1 next to j0 after j0's warm-up pause, evicts it after its own
    (progress lost), and runs it alone once j0 is done."""
    inst = tiny([(0, 0.0, 100.0), (0, 0.0, 100.0)], ((1.5, 0.0), (0.0, 0.0)), gpus=1)
    res = H.pab_online(inst)
    ev = evaluate_online(inst, res.solution)
    assert ev.feasible and ev.metrics["evictions"] == 1.0
    runs = [r for r in res.solution.runs if r.job == "j1"]
    assert runs[0].stop_s is not None and runs[1].stop_s is None and runs[1].start_s >= runs[0].stop_s
    assert ev.objective > 200.0


def test_lower_bound_hand_value():
    """rho_max over the present types {0, 1}: pairs (0,0): 2/1.5 = 1.333,
    (0,1): 1/2 + 1/1.25 = 1.3, (1,1): 2 -> 2. Work 350 GPU-s on 2 GPUs:
    350 / 4 = 87.5 < max(a_j + d_j) = 200."""
    inst = tiny(EXAMPLE, DEG)
    assert pair_rate_max(inst) == pytest.approx(2.0)
    assert makespan_lower_bound(inst) == pytest.approx(200.0)
    batch = tiny([(0, 0.0, 100.0)] * 6, DEG)
    assert pair_rate_max(batch) == pytest.approx(4.0 / 3.0)
    assert makespan_lower_bound(batch) == pytest.approx(600.0 / (2 * 4.0 / 3.0))


@settings(max_examples=30, deadline=None)
@given(size=st.integers(1, 14), seed=st.integers(0, 10_000), workload=st.sampled_from(["w-small", "w-large"]),
       arrivals=st.sampled_from(["batch", "poisson"]), cap=st.integers(1, 3), beta=st.integers(1, 15),
       gangs=st.lists(st.sampled_from([1, 1, 2, 3, 4, 8]), min_size=14, max_size=14) | st.none())
def test_every_policy_feasible_and_above_the_bound(size, seed, workload, arrivals, cap, beta, gangs):
    inst = generate_online(size, seed, workload=workload, arrivals=arrivals, max_colocation=cap, beta=beta)
    if gangs is not None:  # gang jobs (Philly has them; W-Small/W-Large are single-GPU)
        data = inst.to_dict()
        for job, g in zip(data["jobs"], gangs):
            job["gpus"] = g
        inst = HorusOnlineInstance.from_dict(data)
    lb = makespan_lower_bound(inst)
    for name, fn in POLICIES.items():
        ev = evaluate_online(inst, fn(inst).solution)
        assert ev.feasible, (name, ev.violations)
        assert ev.objective >= lb * (1 - 1e-9), name


def test_round_trip_and_malformed_files():
    inst = generate_online(6, 3, arrivals="poisson")
    assert HorusOnlineInstance.from_dict(inst.to_dict()) == inst
    sol = H.pab_online(inst).solution
    assert HorusOnlineSolution.from_dict(sol.to_dict()) == sol
    data = inst.to_dict()
    data["t_deg"] = [row[:-1] for row in data["t_deg"]]
    with pytest.raises(ValidationError, match="t_deg"):
        HorusOnlineInstance.from_dict(data)
    data = inst.to_dict()
    data["jobs"][0]["type"] = 999
    with pytest.raises(ValidationError, match="type"):
        HorusOnlineInstance.from_dict(data)
    data = inst.to_dict()
    data["jobs"][0]["duration_s"] = -1.0
    with pytest.raises(ValidationError, match="duration_s"):
        HorusOnlineInstance.from_dict(data)
    with pytest.raises(ValidationError, match="stop_s"):
        HorusOnlineSolution.from_dict({"runs": [{"job": "j0", "start_s": 5.0, "gpus": [0], "stop_s": 1.0}]})
    with pytest.raises(ValidationError, match="workload"):
        generate_online(4, 0, workload="w-medium")


def test_exact_round_ablation_runs():
    inst = generate_online(8, 1, workload="w-large")
    ev = evaluate_online(inst, H.horus_exact_round_online(inst).solution)
    assert ev.feasible


@needs("pollux/traces/philly.csv")
def test_philly_workload_at_simulation_scale():
    """workload=philly: jobs from the busiest Philly window on 128 x 8 GPUs,
    labelled; every policy feasible and at or above the bound."""
    inst = generate_online(60, 2, workload="philly", cluster="simulation", compression=20.0)
    assert inst.total_gpus == 1024 and "trace_substitute_philly" in inst.metadata["synthetic"]
    assert inst.metadata["trace"]["window"]["submissions"] > 0
    lb = makespan_lower_bound(inst)
    for name, fn in POLICIES.items():
        ev = evaluate_online(inst, fn(inst).solution)
        assert ev.feasible, (name, ev.violations)
        assert ev.objective >= lb * (1 - 1e-9)


def test_gang_runs_at_its_slowest_gpu():
    """j2 (type 0, 2 GPUs, 50 s) shares GPU 0 with j0 (type 0, 100 s) and GPU 1
    with j1 (type 1, 200 s): j2 runs max(1 + 0.5, 1 + 1.0) = 2x slower, ends
    at 100; j0 runs 1.5x slower to 100 (1/3 left, alone: ends at 133.3); j1
    runs 1.25x slower to 100 (0.6 left: ends at 220)."""
    inst = HorusOnlineInstance(1, 2, 10_000.0, (JobType("t0", 50.0, 1000.0), JobType("t1", 50.0, 2000.0)), DEG, (),
                               (OnlineJob("j0", 0, 1, 0.0, 100.0), OnlineJob("j1", 1, 1, 0.0, 200.0),
                                OnlineJob("j2", 0, 2, 0.0, 50.0)), slowdown_fit())
    runs = (OnlineRunRecord("j0", 0.0, (0,)), OnlineRunRecord("j1", 0.0, (1,)), OnlineRunRecord("j2", 0.0, (0, 1)))
    ev = evaluate_online(inst, HorusOnlineSolution(runs))
    assert ev.feasible and ev.objective == pytest.approx(220.0)
    assert ev.metrics["mean_jct_paper_s"] == pytest.approx((100.0 + 400.0 / 3 + 220.0) / 3)


def test_table6_rows():
    from schedbench.problems.horus import table6, table6_markdown

    rows = table6(workloads=("w-large",), seeds=(0,), size=12, methods=("horus", "obp", "fifo"))
    assert [r["method"] for r in rows] == ["horus", "obp", "fifo"]
    assert rows[2]["gain_vs_fifo"] == 0.0 and all(r["makespan_min"] >= r["lb_min"] for r in rows)
    assert rows[0]["order_holds"] in ("0/1", "1/1")
    assert table6_markdown(rows).count("\n") == 4


@pytest.mark.parametrize(("workload", "arrivals", "size", "seed"),
                         [("w-small", "batch", 12, 0), ("w-large", "poisson", 8, 1), ("w-small", "poisson", 12, 2)])
def test_fifo_attains_the_bound_when_every_job_fits_at_once(workload, arrivals, size, seed):
    """The exact answer on small instances: when the jobs' GPUs fit at once
    (sum of GPU counts <= GPUs), FIFO starts every job on idle GPUs at its
    arrival, so its makespan is max_j (a_j + d_j) - a_0, the bound's first
    term: the optimum is proven (0 of 80 instances with <= 12 jobs differ,
    w-small/w-large x batch/poisson x sizes 1/4/8/12 x seeds 0-4)."""
    from schedbench.heuristics.horus import fifo_online
    from schedbench.instances.horus import generate_online
    from schedbench.problems.horus import evaluate_online
    inst = generate_online(size, seed, workload=workload, arrivals=arrivals)
    assert sum(j.gpus for j in inst.jobs) <= inst.total_gpus
    ev = evaluate_online(inst, fifo_online(inst, Budget()).solution)
    first = max(j.arrival_s + j.duration_s for j in inst.jobs) - min(j.arrival_s for j in inst.jobs)
    assert ev.objective == pytest.approx(ev.metrics["lower_bound_s"], rel=1e-9)
    assert ev.objective == pytest.approx(first, rel=1e-9)


def test_exact_two_jobs_on_one_gpu_closed_form_and_grid():
    """j0 (100 s) and j1 (200 s) at t = 0 on one GPU; next to each other j0
    runs at 1/(1+1.0) = 0.5 and j1 at 1/(1+0.25) = 0.8. Together from 0: j0
    ends at 200, j1 has done 160 and ends alone at 240; one after the other:
    300; a staggered start is linear in the offset, so 240 is the optimum.
    An independent grid over start offsets (every 5 s, both orders), scored
    by the evaluator, finds nothing better."""
    from schedbench.formulations.horus import run_online_exact
    inst = tiny(EXAMPLE[:2], DEG, gpus=1)
    res = run_online_exact(inst, Budget())
    assert res.status.value == "optimal"
    assert res.claimed_objective == pytest.approx(240.0, rel=1e-7)
    ev = evaluate_online(inst, res.solution)
    assert ev.feasible and ev.objective == pytest.approx(240.0, rel=1e-7)
    best = math.inf
    for first, second in (("j0", "j1"), ("j1", "j0")):
        for offset in range(0, 305, 5):
            sol = HorusOnlineSolution((OnlineRunRecord(first, 0.0, (0,)), OnlineRunRecord(second, float(offset), (0,))))
            grid = evaluate_online(inst, sol)
            if grid.feasible:
                best = min(best, grid.objective)
    assert best == pytest.approx(240.0) and res.claimed_objective <= best + 1e-6


def test_exact_never_loses_to_a_grid_of_start_times():
    """Three jobs on one GPU (j2 arrives at 10 s): every schedule on a 50 s
    grid of start times that the evaluator accepts is no better than the
    exact optimum, which lies between the bound and the best grid point."""
    from schedbench.formulations.horus import run_online_exact
    inst = tiny(EXAMPLE, DEG, gpus=1)
    res = run_online_exact(inst, Budget())
    ev = evaluate_online(inst, res.solution)
    assert ev.feasible and ev.objective == pytest.approx(res.claimed_objective, rel=1e-7)
    grid = [float(t) for t in range(0, 351, 50)] + [10.0]
    best = math.inf
    for s0 in grid:
        for s1 in grid:
            for s2 in grid[1:]:  # j2 arrives at 10 s
                sol = HorusOnlineSolution(tuple(sorted(
                    (OnlineRunRecord(f"j{k}", s, (0,)) for k, s in enumerate((s0, s1, s2))), key=lambda r: r.start_s)))
                got = evaluate_online(inst, sol)
                if got.feasible:
                    best = min(best, got.objective)
    assert ev.metrics["lower_bound_s"] - 1e-6 <= res.claimed_objective <= best + 1e-6


def test_exact_highs_and_cbc_agree():
    from schedbench.formulations.horus import run_online_exact
    from schedbench.solvers import available_solvers
    if "cbc" not in available_solvers():
        pytest.skip("CBC is not installed")
    inst = tiny(EXAMPLE, DEG, gpus=1)
    a = run_online_exact(inst, Budget())
    b = run_online_exact(inst, Budget(solver="cbc"))
    assert b.info["lp_solver"] == "cbc"
    assert a.claimed_objective == pytest.approx(b.claimed_objective, rel=1e-6)


def test_exact_on_a_contended_mini_cluster_bounds_every_method():
    """4 jobs on 2 GPUs (cluster=mini): the optimum is at least the bound and
    at most every method's makespan."""
    from schedbench.formulations.horus import run_online_exact
    inst = generate_online(4, 1, cluster="mini", workload="w-large")
    res = run_online_exact(inst, Budget())
    ev = evaluate_online(inst, res.solution)
    assert ev.feasible and ev.objective == pytest.approx(res.claimed_objective, rel=1e-6)
    assert res.bound == res.claimed_objective >= ev.metrics["lower_bound_s"] - 1e-6
    for method in (H.fifo_online, H.obp_online, H.horus_online, H.horus_f_online, H.pab_online):
        other = evaluate_online(inst, method(inst, Budget()).solution)
        assert res.claimed_objective <= other.objective + 1e-6 * other.objective


def test_exact_rejects_what_it_cannot_prove():
    from schedbench.formulations.horus import run_online_exact
    with pytest.raises(ValidationError, match="size"):
        run_online_exact(generate_online(7, 0, cluster="mini"), Budget())
    inst = generate_online(8, 0)  # one job per GPU: proven at once, at any size
    res = run_online_exact(inst, Budget())
    assert res.claimed_objective == pytest.approx(evaluate_online(inst, res.solution).metrics["lower_bound_s"])


# ----------------------------------------------------------------------------
# work budgets: the exact method's order LPs, the exact-round ablation's nodes
# ----------------------------------------------------------------------------


def test_exact_stopped_by_its_lp_budget_returns_a_valid_bound():
    """4 contended jobs need 834 order LPs; with 100 the method stops,
    deterministically, with a bound at most the proven optimum (and its
    incumbent, if any, is feasible and not below that optimum)."""
    from schedbench.formulations.horus import ONLINE_EXACT_ORDER_LPS, run_online_exact

    inst = generate_online(4, 0, cluster="mini")
    full = run_online_exact(inst, Budget())
    assert full.status.value == "optimal" and full.info["order_lps"] > 100
    budget = Budget(work=100 / ONLINE_EXACT_ORDER_LPS)
    a, b = run_online_exact(inst, budget), run_online_exact(inst, budget)
    assert a.status.value in ("feasible", "no-solution") and a.info["stopped_at_work_budget"]
    assert a.info["order_lps"] == b.info["order_lps"] == 100 and a.bound == b.bound and a.solution == b.solution
    assert a.bound <= full.bound * (1 + 1e-9) and a.claimed_objective is None
    if a.solution is not None:
        ev = evaluate_online(inst, a.solution)
        assert ev.feasible and ev.objective >= full.bound * (1 - 1e-7)


def test_exact_round_is_the_same_twice_and_takes_the_node_limit():
    inst = generate_online(30, 2, workload="w-large", arrivals="poisson")
    a, b = (H.horus_exact_round_online(inst, Budget()) for _ in range(2))
    assert a.solution == b.solution and a.info["round_nodes"] == b.info["round_nodes"]
    assert a.info["round_milps"] > 0 and a.info["round_node_limit"] == H.ROUND_NODE_LIMIT
    assert not a.info["stopped_at_time_cap"] and a.info["rounds_after_time_cap"] == 0
    assert H.horus_exact_round_online(inst, Budget(node_limit=1)).info["round_node_limit"] == 1
