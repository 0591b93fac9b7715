"""horus-online's `bound` (issue 13): the time-segmented configuration LP of
``formulations/horus_bounds.py`` is a proven lower bound on the makespan."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schedbench.contracts import Budget
from schedbench.formulations import horus_bounds as B
from schedbench.heuristics import horus as H
from schedbench.instances.horus import HorusOnlineInstance, JobType, OnlineJob, generate_online, slowdown_fit
from schedbench.problems.horus import evaluate_online, makespan_lower_bound

#: HiGHS's simplex and interior point must agree on the LP to this (issue 13).
LP_REL_TOL = 1e-6
#: A bound may exceed the optimum by float noise only.
BOUND_TOL = 1e-7

POLICIES = {"horus": H.horus_online, "horus-f": H.horus_f_online, "fifo": H.fifo_online, "obp": H.obp_online,
            "pab": H.pab_online}


def tiny(jobs, t_deg, gpus=1, cap=2):
    types = (JobType("t0", 50.0, 1000.0), JobType("t1", 50.0, 2000.0))
    return HorusOnlineInstance(1, gpus, 10_000.0, types, t_deg, (),
                               tuple(OnlineJob(f"j{i}", t, 1, a, d) for i, (t, a, d) in enumerate(jobs)),
                               slowdown_fit(), max_colocation=cap)


def test_hand_value_two_jobs_one_gpu():
    """j0 (100 s) and j1 (200 s) at t = 0 on one GPU, rates 0.5 and 0.8 side by
    side. With y GPU-seconds together: x0 = 100 - 0.5 y, x1 = 200 - 0.8 y, T =
    x0 + x1 + y = 300 - 0.3 y, and j1's one-run row x1 + y <= T gives y <= 200:
    T = 240, the exact optimum (test_horus_online's closed form); the
    combinatorial bound is only 200."""
    inst = tiny([(0, 0.0, 100.0), (1, 0.0, 200.0)], ((0.5, 1.0), (0.25, 0.0)))
    value, info = B.config_lp_bound(inst)
    assert value == pytest.approx(240.0, rel=1e-9)
    assert makespan_lower_bound(inst) == pytest.approx(200.0)
    assert info["lp_segments"] == 1


def test_release_split_is_used():
    """j1 arrives at 100 s: before it only j0 (100 s) can run, alone, so the
    LP must finish j0 by 100 and then j1's 200 s alone: 300 (one segment
    would allow co-locating them from 0: weaker)."""
    inst = tiny([(0, 0.0, 100.0), (1, 100.0, 200.0)], ((0.0, 0.0), (0.0, 0.0)))
    value, info = B.config_lp_bound(inst)
    assert info["lp_segments"] == 2
    assert value == pytest.approx(300.0, rel=1e-9)
    one, _ = B.config_lp_bound(inst, max_columns=3)  # one segment: j1 may share from 0 but only from its arrival
    assert one is not None and one <= value + 1e-9


@pytest.mark.parametrize("size,seed,arrivals", [(3, 1, "batch"), (4, 1, "batch"), (4, 1, "poisson")])
def test_bound_at_most_the_exact_optimum(size, seed, arrivals):
    """On the contended mini cluster (1 x 2 GPUs) the exact method proves the
    optimum; the LP bound lies below it (and above the combinatorial one).
    The 5-job instances are in tests/benchmarks/test_bench_horus_bound.py
    (seconds each)."""
    from schedbench.formulations.horus import run_online_exact
    inst = generate_online(size, seed, cluster="mini", arrivals=arrivals)
    exact = run_online_exact(inst, Budget())
    assert exact.status.value == "optimal"
    res = B.run_bound(inst, Budget())
    assert makespan_lower_bound(inst) <= res.bound <= exact.bound * (1 + BOUND_TOL)
    ev = evaluate_online(inst, res.solution)
    assert ev.feasible and ev.objective >= exact.bound * (1 - BOUND_TOL)


@settings(max_examples=15, deadline=None)
@given(size=st.integers(1, 14), seed=st.integers(0, 10_000), workload=st.sampled_from(["w-small", "w-large"]),
       arrivals=st.sampled_from(["batch", "poisson"]), cluster=st.sampled_from(["mini", "testbed"]),
       cap=st.integers(1, 3), gangs=st.lists(st.sampled_from([1, 1, 2, 4]), min_size=14, max_size=14) | st.none())
def test_bound_below_every_policy(size, seed, workload, arrivals, cluster, cap, gangs):
    inst = generate_online(size, seed, workload=workload, arrivals=arrivals, cluster=cluster, max_colocation=cap)
    if gangs is not None:
        data = inst.to_dict()
        for job, g in zip(data["jobs"], gangs):
            job["gpus"] = min(g, inst.total_gpus)
        inst = HorusOnlineInstance.from_dict(data)
    res = B.run_bound(inst, Budget())
    assert res.bound >= makespan_lower_bound(inst) * (1 - 1e-12)
    carried = evaluate_online(inst, res.solution)
    assert carried.feasible, carried.violations
    assert carried.objective >= res.bound * (1 - BOUND_TOL)
    for name, fn in POLICIES.items():
        ev = evaluate_online(inst, fn(inst).solution)
        assert ev.objective >= res.bound * (1 - BOUND_TOL), name


@pytest.mark.parametrize("size,seed,opts", [(40, 0, {"workload": "w-large"}),
                                            (30, 1, {"workload": "w-small", "arrivals": "poisson"})])
def test_simplex_and_ipm_agree(size, seed, opts):
    inst = generate_online(size, seed, **opts)
    a, _ = B.config_lp_bound(inst, solver="simplex")
    b, _ = B.config_lp_bound(inst, solver="ipm")
    assert a is not None and b is not None
    assert a == pytest.approx(b, rel=LP_REL_TOL)


def test_coarser_breakpoints_only_weaken():
    """Fewer segments relax the LP (a nested subset of breakpoints)."""
    inst = generate_online(12, 3, workload="w-large", arrivals="poisson", cluster="mini")
    full, info = B.config_lp_bound(inst)
    one, one_info = B.config_lp_bound(inst, max_columns=B._column_estimate(
        sorted(j.arrival_s for j in inst.jobs), B.breakpoints([j.arrival_s for j in inst.jobs], 1), 2))
    assert one_info["lp_segments"] == 1 < info["lp_segments"]
    assert one <= full * (1 + 1e-9)
    assert B.config_lp_bound(inst, max_columns=1) == (None, {"config_lp": "skipped",
                                                            "config_lp_reason": "more than 1 columns"})


def test_paper_scale_bound_is_registered_and_beats_the_combinatorial_one():
    """100 W-Large jobs at t = 0 on the testbed (paper-scale.toml's cell)."""
    from schedbench.registry import get_problem
    spec = get_problem("horus-online")
    inst = generate_online(100, 0, workload="w-large", arrivals="batch")
    res = spec.methods["bound"].run(inst, Budget())  # 61 guided schedules, about 1.5 CPU s
    assert res.bound > 1.2 * makespan_lower_bound(inst)
    ev = evaluate_online(inst, res.solution)
    assert ev.feasible and ev.objective >= res.bound
    assert res.info["carried_objective"] == pytest.approx(ev.objective)


# ----------------------------------------------------------------------------
# bound's work budget: LP iterations and guided restarts, never the clock
# ----------------------------------------------------------------------------


def test_bound_is_the_same_twice():
    """Same cell twice in one process: the same bound, schedule and work."""
    inst = generate_online(30, 1, workload="w-small", arrivals="poisson")
    a, b = (B.run_bound(inst, Budget()) for _ in range(2))
    assert a.bound == b.bound and a.solution == b.solution
    assert a.info["lp_iterations"] == b.info["lp_iterations"] > 0
    assert a.info["guided_schedules"] == b.info["guided_schedules"] == B.GUIDE_RESTARTS + 1
    assert not a.info["stopped_at_time_cap"]


def test_bound_work_scales_the_restarts_and_the_lp():
    """``Budget.work`` scales the guided restarts; an LP stopped by its
    iteration budget gives no LP bound (the combinatorial one stays)."""
    inst = generate_online(30, 1, workload="w-small", arrivals="poisson")
    half = B.run_bound(inst, Budget(work=0.5))
    assert half.info["guided_schedules"] == round(B.GUIDE_RESTARTS * 0.5) + 1
    value, info = B.config_lp_bound(inst, iterations=1)
    assert value is None and info["lp_iterations"] <= 1 and not info["lp_stopped_at_time_cap"]
    tiny_work = B.run_bound(inst, Budget(work=1e-9))
    assert tiny_work.bound == makespan_lower_bound(inst) and tiny_work.info["guided_schedules"] == 0


def test_bound_reports_its_time_cap():
    """A cap used up at once stops the LP and the restarts, says so, and
    still returns a valid bound and a feasible carried schedule."""
    inst = generate_online(30, 1, workload="w-small", arrivals="poisson")
    res = B.run_bound(inst, Budget(time_limit_s=1e-9))
    assert res.info["stopped_at_time_cap"] and res.bound == makespan_lower_bound(inst)
    assert evaluate_online(inst, res.solution).feasible


def test_restarts_read_the_cap_before_each_schedule(monkeypatch):
    """The CPU cap is read before each guided schedule: a cap used up
    after its first reading once the LP has run stops the restarts after
    one schedule, reported."""

    lp_done = []

    class TripCap(B.TimeCap):
        """Used up from its second reading after the LP on (a stand-in for a slow machine)."""

        def __init__(self, seconds):
            super().__init__(seconds)
            self.reads = 0

        def reached(self):
            if lp_done:
                self.reads += 1
                self.hit = self.hit or self.reads >= 2
            return self.hit

    real = B.run_lp

    def run_lp(h, iterations, cap):
        out = real(h, iterations, cap)
        lp_done.append(True)
        return out

    monkeypatch.setattr(B, "run_lp", run_lp)
    inst = generate_online(30, 1, workload="w-small", arrivals="poisson")
    monkeypatch.setattr(B, "TimeCap", TripCap)
    res = B.run_bound(inst, Budget())
    assert res.info["guided_schedules"] == 1 and res.info["stopped_at_time_cap"]
    assert res.bound >= makespan_lower_bound(inst) and evaluate_online(inst, res.solution).feasible
