"""cuckoo-joint MILP (Sec. 3.3.1, Eq. 2-10): brute force, evaluator, warm start, solvers.

Why the brute force below is complete: V (Eq. 10) is nondecreasing in every
group's end (a regular objective), so starting a group earlier without
changing the order on its gang never hurts, and some optimal schedule is
semi-active. A semi-active schedule is fixed by the partition of the jobs
into groups, the gang of each group (gangs are interchangeable machines:
Eq. 5 with one gang size is an interval colouring) and the order on each
gang; each group then starts at max(its release, the previous end). The
brute force enumerates exactly these triples.
"""

from __future__ import annotations

import itertools
import math

import pyomo.environ as pyo
import pytest

from schedbench.contracts import Budget, Status
from schedbench.formulations.cuckoo import (
    DEADLINE_EPS_S,
    assign_gangs,
    build_joint,
    decode_joint,
    dominated_pairs,
    joint_candidates,
    joint_horizon,
    run_joint_milp,
    split_dominated,
    warm_start_joint,
)
from schedbench.instances.cuckoo import CuckooJointInstance, generate_joint
from schedbench.problems.cuckoo import JointSchedule, ScheduledGroup, evaluate_joint
from schedbench.solvers import solve

#: Brute force, the MILP's objective and bound, and the evaluator of the
#: decoded schedule agree this closely (contracts.OBJECTIVE_REL_TOL).
OPT_REL_TOL = 1e-6
#: A constraint counts as met at a warm start within this (model units).
ROW_TOL = 1e-6
BUDGET = Budget(time_limit_s=30, mip_rel_gap=1e-9)
#: Deadlines shrunk to this fraction of their slack (Eq. 15 deadlines are
#: loose: most 4-job schedules meet all of them), so that V2 matters.
TIGHT_FRACTION = 0.15


def tight(instance: CuckooJointInstance, fraction: float = TIGHT_FRACTION) -> CuckooJointInstance:
    """Deadlines shrunk to ``fraction`` of their slack; the last job has none (never late, Eq. 9)."""
    doc = instance.to_dict()
    for job in doc["jobs"]:
        job["deadline"] = round(job["arrival"] + fraction * (job["deadline"] - job["arrival"]), 3)
    doc["jobs"][-1]["deadline"] = None
    return CuckooJointInstance.from_dict(doc)


def tiny(seed: int, arrivals: str, tightened: bool) -> CuckooJointInstance:
    inst = generate_joint(4, seed, cluster="small", arrivals=arrivals)
    return tight(inst) if tightened else inst


def groupings(items: list[str]):
    """Every partition of ``items`` into groups of one or two (Alg. 3)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for tail in groupings(rest):
        yield [(first,), *tail]
    for k, other in enumerate(rest):
        for tail in groupings(rest[:k] + rest[k + 1 :]):
            yield [(first, other), *tail]


def semi_active(instance: CuckooJointInstance, lanes) -> JointSchedule:
    """Each gang's groups in the given order, each started as early as Eq. 5-6 allow."""
    index = instance.job_index
    out = []
    for (k, _), groups in lanes:
        end = 0.0
        for ids in groups:
            members = [instance.jobs[index[j]] for j in ids]
            start = max(max(m.arrival for m in members), end)
            end = start + instance.group_duration(members, k)
            out.append(ScheduledGroup(ids, k, start))
    return JointSchedule.of(out)


def _all_lanes(instance: CuckooJointInstance):
    """Every (gang, groups in order) assignment that brute_force scores."""
    gangs = [(k, q) for k, n in instance.gangs.items() for q in range(n)]
    for groups in groupings([j.id for j in instance.jobs]):
        m = len(groups)
        for order in itertools.permutations(groups):
            for cuts in itertools.combinations_with_replacement(range(m + 1), len(gangs) - 1):
                bounds = (0, *cuts, m)
                yield [(gangs[i], order[bounds[i] : bounds[i + 1]]) for i in range(len(gangs))]


def brute_force(instance: CuckooJointInstance) -> tuple[float, JointSchedule, int, float]:
    """Minimum of Eq. 10 over all semi-active schedules, each scored by the
    evaluator; also how many were scored and the latest end seen."""
    gangs = [(k, q) for k, n in instance.gangs.items() for q in range(n)]
    best, arg, count, latest = math.inf, None, 0, 0.0
    for groups in groupings([j.id for j in instance.jobs]):
        m = len(groups)
        for order in itertools.permutations(groups):
            # cut the sequence into len(gangs) consecutive runs (possibly empty):
            # every (gang of each group, order on each gang) exactly once
            for cuts in itertools.combinations_with_replacement(range(m + 1), len(gangs) - 1):
                bounds = (0, *cuts, m)
                lanes = [(gangs[i], order[bounds[i] : bounds[i + 1]]) for i in range(len(gangs))]
                schedule = semi_active(instance, lanes)
                ev = evaluate_joint(instance, schedule)
                assert ev.feasible, ev.violations
                count += 1
                latest = max(latest, ev.metrics["makespan_s"])
                if ev.objective < best:
                    best, arg = ev.objective, schedule
    return best, arg, count, latest


def solve_joint(instance: CuckooJointInstance, budget: Budget = BUDGET):
    """build -> solve -> decode without the heuristic's warm start."""
    model = build_joint(instance)
    res = solve(model, solver=budget.solver, time_limit=budget.time_limit_s, mip_rel_gap=budget.mip_rel_gap)
    return res, decode_joint(instance, model), model


def violated_rows(model: pyo.ConcreteModel) -> list[str]:
    """Names of the constraints the variables' current values break."""
    bad = []
    for con in model.component_data_objects(pyo.Constraint, active=True):
        body = pyo.value(con.body)
        if con.has_lb() and body < pyo.value(con.lower) - ROW_TOL:
            bad.append(con.name)
        if con.has_ub() and body > pyo.value(con.upper) + ROW_TOL:
            bad.append(con.name)
    for var in model.component_data_objects(pyo.Var):
        if var.value is None:
            bad.append(f"{var.name} unset")
        elif (var.lb is not None and var.value < var.lb - ROW_TOL) or (var.ub is not None and var.value > var.ub + ROW_TOL):
            bad.append(f"{var.name} out of bounds")
    return bad


CASES = [(seed, arrivals, tightened) for seed in range(3) for arrivals in ("batch", "trace") for tightened in (False, True)]


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES)
def test_milp_equals_brute_force_on_four_jobs(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, _, count, latest = brute_force(inst)
    assert count == 756  # 1 x 360 + 6 x 60 + 3 x 12 semi-active schedules on 3 gangs
    cands = joint_candidates(inst)
    durations = {(c, k): inst.group_duration([inst.jobs[j] for j in m], k) for c, m in enumerate(cands) for k in inst.gangs}
    assert latest <= joint_horizon(inst, cands, durations)  # the horizon claim of the module docstring
    res, schedule, _ = solve_joint(inst)
    assert res.status.value == "optimal"
    assert res.objective == pytest.approx(best, rel=OPT_REL_TOL)
    assert res.bound == pytest.approx(best, rel=OPT_REL_TOL)
    ev = evaluate_joint(inst, schedule)
    assert ev.feasible, ev.violations
    assert ev.objective == pytest.approx(best, rel=OPT_REL_TOL)


def test_tight_deadlines_make_lateness_count():
    """The tightened cases above are not vacuous: their optimum misses deadlines."""
    lates = [evaluate_joint(tiny(s, a, True), solve_joint(tiny(s, a, True))[1]).metrics["v2_late_fraction"]
             for s, a, t in CASES if t]
    assert max(lates) > 0.0


@pytest.mark.parametrize(("size", "arrivals"), [(5, "trace"), (6, "batch"), (7, "batch")])
def test_milp_proves_optimality_on_small_instances(size, arrivals):
    inst = generate_joint(size, 7 + size, cluster="small", arrivals=arrivals)
    result = run_joint_milp(inst, Budget(time_limit_s=30))
    assert result.status is Status.OPTIMAL
    ev = evaluate_joint(inst, result.solution)
    assert ev.feasible, ev.violations
    assert ev.objective == pytest.approx(result.claimed_objective, rel=OPT_REL_TOL)
    assert result.bound <= ev.objective * (1 + OPT_REL_TOL)


def test_a_solve_stopped_early_returns_no_worse_than_list_ls():
    """The warm start is the best of cuckoo, list-ect and list-ls, and the
    decoded incumbent is left-shifted (never worse): stopped by its CPU cap
    long before a proof (12 jobs), the MILP's schedule is no worse than
    list-ls's."""
    from schedbench.heuristics.cuckoo import joint_list_ls

    inst = generate_joint(12, 0)
    budget = Budget(time_limit_s=1)
    result = run_joint_milp(inst, budget)
    assert result.info["warm_start"] and result.status is Status.FEASIBLE
    ours = evaluate_joint(inst, result.solution).objective
    assert ours <= evaluate_joint(inst, joint_list_ls(inst, budget).solution).objective * (1 + OPT_REL_TOL)


def test_warm_start_sets_a_consistent_point_and_round_trips():
    inst = tiny(1, "trace", True)
    best, schedule, _, _ = brute_force(inst)
    model = build_joint(inst)
    assert warm_start_joint(inst, model, schedule)
    assert violated_rows(model) == []
    assert pyo.value(model.value) == pytest.approx(best, rel=OPT_REL_TOL)
    assert decode_joint(inst, model) == schedule


def test_warm_start_left_shifts_a_delayed_schedule():
    inst = tiny(2, "trace", False)
    _, schedule, _, _ = brute_force(inst)
    delayed = JointSchedule.of([ScheduledGroup(g.jobs, g.gpu_type, g.start + 500.0) for g in schedule.groups])
    model = build_joint(inst)
    assert warm_start_joint(inst, model, delayed)
    assert violated_rows(model) == []
    assert decode_joint(inst, model) == schedule
    assert evaluate_joint(inst, delayed).objective > evaluate_joint(inst, schedule).objective


def test_warm_start_refuses_what_the_model_cannot_hold():
    inst = tiny(0, "batch", False)
    model = build_joint(inst)
    first = inst.jobs[0].id
    missing = JointSchedule.of([ScheduledGroup((first,), inst.gpu_types[0], 0.0)])
    assert not warm_start_joint(inst, model, missing)
    short = build_joint(inst, positions=1)
    _, schedule, _, _ = brute_force(inst)
    busiest = max(sum(len(g.jobs) for g in lane) for lanes in assign_gangs(inst, schedule).values() for lane in lanes)
    assert busiest > 1
    assert not warm_start_joint(inst, short, schedule)


def test_assign_gangs_colours_intervals_and_rejects_overload():
    inst = generate_joint(6, 3, cluster="paper", arrivals="batch")
    k = max(inst.gangs, key=inst.gangs.get)
    assert inst.gangs[k] >= 2
    a, b, c = (j.id for j in inst.jobs[:3])
    T = {j.id: inst.group_duration([j], k) for j in inst.jobs[:3]}
    sched = JointSchedule.of([
        ScheduledGroup((a,), k, 0.0),
        ScheduledGroup((b,), k, 0.0),
        ScheduledGroup((c,), k, min(T[a], T[b])),  # reuses whichever gang frees first
    ])
    lanes = assign_gangs(inst, sched)[k]
    assert sorted(len(lane) for lane in lanes if lane)[-1] == 2 and sum(map(len, lanes)) == 3
    crowd = JointSchedule.of([ScheduledGroup((j.id,), k, 0.0) for j in inst.jobs[: inst.gangs[k] + 1]])
    with pytest.raises(ValueError, match="Eq. 5"):
        assign_gangs(inst, crowd)


def test_deadline_epsilon_is_a_millisecond():
    assert DEADLINE_EPS_S == 1e-3


@pytest.mark.cbc
def test_highs_and_cbc_agree():
    from schedbench.solvers import available_solvers

    if "cbc" not in available_solvers():
        pytest.skip("CBC (PuLP's bundled binary) is not available on this machine")
    inst = tiny(0, "trace", True)
    highs, highs_schedule, _ = solve_joint(inst)
    cbc, cbc_schedule, _ = solve_joint(inst, Budget(time_limit_s=60, mip_rel_gap=1e-9, solver="cbc"))
    assert cbc.status.value == "optimal"
    assert cbc.objective == pytest.approx(highs.objective, rel=OPT_REL_TOL)
    assert evaluate_joint(inst, cbc_schedule).objective == pytest.approx(
        evaluate_joint(inst, highs_schedule).objective, rel=OPT_REL_TOL
    )


def test_warm_start_on_twin_gangs_respects_their_symmetry_rows():
    """First fit puts the long group alone on gang 0 and two short ones on
    gang 1; the warm start must renumber the gangs (busiest first)."""
    inst = generate_joint(6, 3, cluster="paper", arrivals="batch")
    k = max(inst.gangs, key=inst.gangs.get)
    other = next(t for t in inst.gangs if t != k)
    assert inst.gangs[k] >= 2
    jobs = sorted(inst.jobs[:3], key=lambda j: -inst.group_duration([j], k))
    long_, short, third = jobs
    groups = [
        ScheduledGroup((long_.id,), k, 0.0),
        ScheduledGroup((short.id,), k, 0.0),
        ScheduledGroup((third.id,), k, inst.group_duration([short], k)),
    ]
    assert inst.group_duration([long_], k) > inst.group_duration([short], k)
    end = 0.0
    for job in inst.jobs[3:]:
        groups.append(ScheduledGroup((job.id,), other, end))
        end += inst.group_duration([job], other)
    schedule = JointSchedule.of(groups)
    assert evaluate_joint(inst, schedule).feasible
    lanes = assign_gangs(inst, schedule)[k]
    assert [len(lane) for lane in lanes[:2]] == [1, 2]
    model = build_joint(inst)
    assert len(model.gang_symmetry) > 0
    assert warm_start_joint(inst, model, schedule)
    assert violated_rows(model) == []
    assert pyo.value(model.value) == pytest.approx(evaluate_joint(inst, schedule).objective, rel=OPT_REL_TOL)
    assert decode_joint(inst, model) == schedule


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES)
def test_caps_at_the_optimum_and_pair_dominance_keep_the_optimum(seed, arrivals, tightened):
    """build_joint's completion caps taken at the brute-force optimum itself
    (the tightest upper any warm start can give) and the dominated pairs
    fixed off still leave that optimum; the full method proves it too."""
    inst = tiny(seed, arrivals, tightened)
    best, _, _, _ = brute_force(inst)
    model = build_joint(inst, upper=best * (1 + 1e-9), prune=True)
    res = solve(model, solver=BUDGET.solver, time_limit=BUDGET.time_limit_s, mip_rel_gap=BUDGET.mip_rel_gap)
    assert res.status.value == "optimal"
    assert res.objective == pytest.approx(best, rel=OPT_REL_TOL)
    result = run_joint_milp(inst, BUDGET, strengthen=True)
    assert result.status is Status.OPTIMAL
    assert result.claimed_objective == pytest.approx(best, rel=OPT_REL_TOL)
    assert evaluate_joint(inst, result.solution).objective == pytest.approx(best, rel=OPT_REL_TOL)


def test_pair_dominance_prunes_and_splitting_is_no_worse():
    """dominated_pairs finds pairs on generated instances, and splitting each
    such pair of a schedule into its two jobs back to back keeps it feasible
    and no worse (the proof of dominated_pairs), on every brute-force schedule."""
    found = {}
    for seed, arrivals, tightened in CASES:
        inst = tiny(seed, arrivals, tightened)
        cands = joint_candidates(inst)
        durations = {(c, k): inst.group_duration([inst.jobs[j] for j in m], k)
                     for c, m in enumerate(cands) for k in inst.gangs}
        found[seed, arrivals, tightened] = len(dominated_pairs(inst, cands, durations))
    case = max(found, key=found.get)
    assert found[case] > 0
    inst = tiny(*case)
    split = 0
    for lanes in _all_lanes(inst):
        schedule = semi_active(inst, lanes)
        before = evaluate_joint(inst, schedule)
        after_schedule = split_dominated(inst, schedule)
        after = evaluate_joint(inst, after_schedule)
        assert after.feasible, after.violations
        assert after.objective <= before.objective + 1e-12
        split += len(after_schedule.groups) != len(schedule.groups)
    assert split > 0
