"""``castor-schedule``'s kind-aggregated configuration LP (issue 13,
``kind_config_lp_bound`` in ``formulations/castor.py``): at most the proven
optimum (brute force and ``milp``) and every policy; column generation gives
the LP with every column; HiGHS simplex and interior point agree; one job
never pairs with itself."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schedbench.contracts import Budget, Status
from schedbench.formulations.castor import (
    config_lp_flow_bound,
    kind_config_lp_bound,
    run_schedule_milp,
    schedule_lower_bound,
)
from schedbench.heuristics.castor import CastorPolicy
from schedbench.instances.castor import JobOption, ScheduleJob, generate_schedule
from schedbench.problems.castor import CastorScheduleSolution, ScheduledJob, evaluate_schedule
from schedbench.registry import get_problem
from test_castor_schedule import POLICIES, _brute_force, _tiny, hand_instance

#: HiGHS's simplex and interior point must agree on the LP to this (issue 13).
LP_REL_TOL = 1e-6


def test_kind_lp_one_job_is_its_floor():
    inst = hand_instance(jobs=(ScheduleJob("a", 0.5, 2, 1, 4, (JobOption(1, 1.0, True),)),))
    value, info = kind_config_lp_bound(inst)
    assert value == pytest.approx(schedule_lower_bound(inst)[0], rel=1e-9)
    assert info["kind_lp_converged"]


def test_kind_lp_one_job_never_pairs_with_itself():
    """One GPU; A (kind 'a', 2 it) may share with another 'a' at xi = 1 but
    there is none, and A and B ('b', 2 it) may not share: they queue, best
    2 + 4 = 6 (the floor says 4). Without the same-kind row A could take
    half the GPU as a pair (a, a) at full speed and leave B the other half
    (B's mean busy time 1.5, so at most 2 + 2.5 = 4.5); with it the LP is
    a single-machine mean-busy-time bound: 5 (A and B alternate slots, each
    counted at its slot's start: M_A = 1, M_B = 2, plus L / 2 = 1 each)."""
    jobs = (ScheduleJob("a", 0.0, 1, 1, 2, (JobOption(1, 1.0, True),)),
            ScheduleJob("b", 0.0, 1, 1, 2, (JobOption(1, 1.0, True),)))
    inst = hand_instance(mem_ok=False, gpn=1, jobs=jobs)
    value, _ = kind_config_lp_bound(inst)
    assert value == pytest.approx(5.0, rel=1e-9)
    ev = evaluate_schedule(inst, CastorScheduleSolution((ScheduledJob(0, (0,), 1), ScheduledJob(2, (0,), 1))))
    assert ev.feasible and ev.objective == pytest.approx(6.0)


@pytest.mark.parametrize("seed", [5])
def test_kind_lp_at_most_brute_force(seed):
    """3 jobs x 2 GPUs on a coarse slot (the brute force of test_castor_schedule)."""
    inst = _tiny(seed)
    value, _ = kind_config_lp_bound(inst)
    assert value is not None and value <= _brute_force(inst) * (1 + 1e-9)


@pytest.mark.parametrize("n,seed", [(3, 0), (3, 2)])
def test_kind_lp_at_most_milp_optimum(n, seed):
    spec = get_problem("castor-schedule")
    inst = spec.generate(n, seed)
    opt = run_schedule_milp(inst, Budget(time_limit_s=60))
    assert opt.status is Status.OPTIMAL
    value, _ = kind_config_lp_bound(inst)
    assert value is not None and value <= opt.claimed_objective * (1 + 1e-9)
    assert spec.methods["lower-bound"].run(inst, Budget()).bound <= opt.claimed_objective * (1 + 1e-9)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 9), seed=st.integers(0, 10_000), gpus=st.integers(1, 4), coarse=st.booleans())
def test_kind_lp_below_every_policy(n, seed, gpus, coarse):
    """Random instances, on the default grid or a coarse one (growth 1.5 from the start)."""
    inst = generate_schedule(n, seed, gpus=gpus)
    kw = {"fine_until_s": 0.0, "growth": 1.5} if coarse else {}
    value, info = kind_config_lp_bound(inst, **kw)
    assert value is not None and info["kind_lp_converged"]
    for kind in POLICIES:
        ev = evaluate_schedule(inst, CastorPolicy(inst, kind).run())
        assert ev.objective >= value * (1 - 1e-9), kind


@pytest.mark.parametrize("n,seed", [(6, 0), (9, 1)])
def test_kind_lp_pricing_simplex_ipm_agree(n, seed):
    """Column generation = every column at once; simplex = interior point."""
    inst = generate_schedule(n, seed)
    priced, _ = kind_config_lp_bound(inst)
    full, _ = kind_config_lp_bound(inst, price=False)
    ipm, _ = kind_config_lp_bound(inst, solver="ipm")
    assert priced == pytest.approx(full, rel=LP_REL_TOL)
    assert priced == pytest.approx(ipm, rel=LP_REL_TOL)


def test_kind_lp_relaxes_the_configuration_lp():
    """Same grid (every slot): the kind LP relaxes the job-level one."""
    inst = generate_schedule(6, 0)
    horizon = 40 * inst.slot_s
    full, _ = config_lp_flow_bound(inst, horizon_s=horizon, intervals=10_000, max_columns=10**7)
    kind, _ = kind_config_lp_bound(inst, horizon_s=horizon, fine_until_s=2 * horizon, growth=1.0)
    assert full is not None and kind is not None and kind <= full * (1 + 1e-9)


def test_kind_lp_stopped_early_is_still_a_bound():
    """One pricing round only: the Farley bound, at most the converged LP."""
    inst = generate_schedule(12, 1)
    one, info = kind_config_lp_bound(inst, max_rounds=1)
    lp, _ = kind_config_lp_bound(inst)
    assert not info["kind_lp_converged"] and one <= lp * (1 + 1e-9)


# ----------------------------------------------------------------------------
# lower-bound's work budget: LP iterations and pricing rounds, never the clock
# ----------------------------------------------------------------------------


def test_lower_bound_is_the_same_twice():
    """Same cell twice in one process: the same bound and the same work."""
    spec = get_problem("castor-schedule")
    inst = generate_schedule(8, 1)  # both LPs, 5 pricing rounds
    a, b = (spec.methods["lower-bound"].run(inst, Budget()) for _ in range(2))
    assert a.bound == b.bound and a.solution == b.solution
    for key in ("config_lp_iterations", "kind_lp_iterations", "kind_lp_rounds"):
        assert a.info[key] == b.info[key], key
    assert not a.info["stopped_at_time_cap"]


#: An LP iteration budget far below what the 12-job kind-aggregated LP needs.
FEW_ITERATIONS = 40


def test_kind_lp_stops_on_its_iteration_budget():
    """The iteration budget stops column generation where it is (no round
    solved: no bound; after rounds: the best Farley bound so far, at most
    the converged LP), whatever the clock says."""
    inst = generate_schedule(12, 1)
    lp, full = kind_config_lp_bound(inst)
    assert full["kind_lp_converged"] and full["kind_lp_iterations"] > FEW_ITERATIONS
    few, info = kind_config_lp_bound(inst, iterations=FEW_ITERATIONS)
    assert info["kind_lp_iterations"] <= FEW_ITERATIONS and not info["kind_lp_converged"]
    assert few is None or few <= lp * (1 + 1e-9)
    once, _ = kind_config_lp_bound(inst, iterations=full["kind_lp_iterations"], max_rounds=1)
    assert once is not None and once <= lp * (1 + 1e-9)


def test_configuration_lp_stopped_by_its_budget_gives_no_bound():
    inst = generate_schedule(6, 0)
    value, info = config_lp_flow_bound(inst, iterations=FEW_ITERATIONS)
    assert value is None and info["config_lp_iterations"] <= FEW_ITERATIONS
    assert not info["config_lp_stopped_at_time_cap"]


def test_lower_bound_work_scales_and_time_cap_is_reported():
    """``Budget.work`` scales both LPs' budgets (a tiny share leaves the
    combinatorial bound), and a cap used up at once is reported as such."""
    spec = get_problem("castor-schedule")
    inst = generate_schedule(6, 0)
    full = spec.methods["lower-bound"].run(inst, Budget())
    little = spec.methods["lower-bound"].run(inst, Budget(work=1e-6))
    assert little.info["kind_lp_iterations"] <= 1 and little.info["config_lp_iterations"] <= 1
    assert schedule_lower_bound(inst)[0] == little.bound <= full.bound
    capped = spec.methods["lower-bound"].run(inst, Budget(time_limit_s=1e-9))
    assert capped.info["stopped_at_time_cap"] and schedule_lower_bound(inst)[0] <= capped.bound <= full.bound


class _TripCap:
    """A safety cap that is used up from its second reading on (a stand-in
    for a slow machine), so a test can see where a method reads it."""

    def __init__(self, seconds):
        self.reads = 0
        self.hit = False

    def left(self):
        return 1.0

    def reached(self):
        self.reads += 1
        self.hit = self.hit or self.reads >= 2
        return self.hit

    def info(self):
        return {"stopped_at_time_cap": self.hit}


def test_kind_lp_reads_its_cap_between_rounds(monkeypatch):
    """The CPU cap is read before each pricing round's LP: a cap used up
    after the first round stops column generation there, reported, with
    that round's Farley bound (still a bound)."""
    import schedbench.formulations.castor as castor

    inst = generate_schedule(12, 1)
    lp, full = kind_config_lp_bound(inst)
    assert full["kind_lp_rounds"] > 1
    real = castor.run_lp

    def first_lp_uses_the_cap_up(h, iterations, cap):  # a stand-in for a slow machine
        out = real(h, iterations, cap)
        cap.hit = True
        return out

    monkeypatch.setattr(castor, "run_lp", first_lp_uses_the_cap_up)
    value, info = kind_config_lp_bound(inst)
    assert info["kind_lp_rounds"] == 1 and info["kind_lp_stopped_at_time_cap"]
    assert value is not None and value <= lp * (1 + 1e-9)
