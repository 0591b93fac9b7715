"""The red team against A-SRPT's evaluators: attacks that need the
problem's meaning (the generic one-place changes are in ``test_red_team.py``).

An outside user's attack: a plug-in put jobs on negative server ids. The
schedule evaluator checked only ``m >= servers`` and counted capacity per
id, so every negative id was a fresh empty server, and one server did the
work of six (21,023.03 accepted where ``milp`` proves 22,343.03).
"""

from __future__ import annotations

import dataclasses

import red_team

from schedbench.contracts import Budget, Status
from schedbench.harness.runner import run_and_score
from schedbench.problems.asrpt import RELEASE_TOL_S, ScheduledJob, ScheduleSolution
from schedbench.registry import registry
from schedbench.scoring import UNSCORABLE

SCHEDULE = registry().get("asrpt-schedule")
PLACEMENT = registry().get("asrpt-placement")


def _each_on_its_own_negative_server(instance, solution: ScheduleSolution) -> ScheduleSolution:
    """Every job at its release, its mapping moved to server ``-1 - k``."""
    jobs = {j.id: j for j in instance.jobs}
    out = []
    for k, sj in enumerate(solution.jobs):
        rows = tuple((-1 - k - m, x) for m, (_, x) in enumerate(sj.placement))
        out.append(ScheduledJob.__new__(ScheduledJob))
        for name, value in (("id", sj.id), ("start_s", jobs[sj.id].release_s), ("placement", rows)):
            object.__setattr__(out[-1], name, value)
    return ScheduleSolution.unchecked(jobs=tuple(out))


def test_negative_server_ids_are_refused_through_every_door():
    instance = SCHEDULE.generate(6, 0, servers=1)
    milp = run_and_score(SCHEDULE, "milp", instance, Budget(time_limit_s=60.0))
    assert milp.result.status is Status.OPTIMAL
    cheat = _each_on_its_own_negative_server(instance, milp.result.solution)
    ev = SCHEDULE.evaluate(instance, cheat)
    assert not ev.feasible and ev.violations[0].startswith("solution.jobs[0].placement")
    status, objective, error = red_team.plugin_door("asrpt-schedule", instance, cheat)
    assert status is Status.ERROR and "infeasible solution" in error


def test_a_server_id_past_the_cluster_is_refused_by_name():
    instance = SCHEDULE.generate(4, 0, servers=1)
    solution = run_and_score(SCHEDULE, "a-srpt", instance, Budget()).result.solution
    first = solution.jobs[0]
    moved = dataclasses.replace(first, placement=tuple((m + instance.servers, x) for m, x in first.placement))
    ev = SCHEDULE.evaluate(instance, ScheduleSolution((moved, *solution.jobs[1:])))
    assert not ev.feasible and "server" in ev.violations[0]


def test_an_overlap_of_a_nanosecond_on_a_full_server_is_refused():
    """Each job fills the one server; the second started 1e-9 s before the
    first ends puts 2 x g GPUs to work on g for that instant (Eq. 3)."""
    case_id = "asrpt-schedule:fills-the-cluster-continuous-time"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    first, second = sorted(optimum.jobs, key=lambda sj: sj.start_s)[:2]
    assert second.start_s > first.start_s  # semi-active: the second starts when the first ends
    early = [dataclasses.replace(sj, start_s=sj.start_s - 1e-9) if sj is second else sj for sj in optimum.jobs]
    ev = SCHEDULE.evaluate(instance, ScheduleSolution(tuple(early)))
    assert not ev.feasible and any("(Eq. 3)" in v for v in ev.violations)


def test_a_start_inside_the_release_tolerance_is_scored_from_the_release():
    """Continuous time: a start up to the tolerance before the release is
    accepted and scored as starting on the release, to the last bit."""
    case_id = "asrpt-schedule:3-jobs-continuous-time"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    release = {j.id: j.release_s for j in instance.jobs}
    on_release = next(sj for sj in optimum.jobs if sj.start_s == release[sj.id] > 0.0)
    early = [dataclasses.replace(sj, start_s=sj.start_s - RELEASE_TOL_S / 2) if sj is on_release else sj
             for sj in optimum.jobs]
    honest, crafted = SCHEDULE.evaluate(instance, optimum), SCHEDULE.evaluate(instance, ScheduleSolution(tuple(early)))
    assert crafted.feasible and crafted.objective == honest.objective


def test_placement_refuses_negative_fractional_and_misshapen_rows_by_name():
    instance = PLACEMENT.generate(3, 0)
    good = run_and_score(PLACEMENT, "heavy-edge", instance, Budget()).result.solution
    rows = [list(r) for r in good.x]
    crafted = [
        [[-v for v in r] for r in rows],
        [[v + 0.5 for v in r] for r in rows],
        rows[:-1],
        [r + [0] for r in rows],
    ]
    for x in crafted:
        ev = PLACEMENT.evaluate(instance, type(good).unchecked(x=tuple(tuple(r) for r in x)))
        assert not ev.feasible and ev.violations
        assert not any(v.startswith(UNSCORABLE) for v in ev.violations)
