"""The red team against CUCKOO's three evaluators: attacks that need the
problem's meaning (the generic one-place changes are in ``test_red_team.py``).

The first is an outside user's: on Eq. 15's tightest deadlines a job
started on arrival ends exactly on its deadline and is late (Eq. 9: late
when ``e >= d``). A plug-in solved the instance with every deadline 0.9 us
later, then started every group 0.9 us early, inside the evaluator's float
tolerance. It was scored far below the true optimum (0.2791 where the
optimum is 0.6121). A tolerance must absorb float noise, never buy a
deadline: such a schedule is scored as starting when it may.
"""

from __future__ import annotations

import copy
import dataclasses

import brute_force
import pytest
import red_team

from schedbench.contracts import Budget, Status
from schedbench.harness.runner import run_and_score
from schedbench.problems.cuckoo import TIME_TOL_S, JointSchedule, PackingSolution, ScheduledGroup, scored_schedule
from schedbench.registry import registry
from schedbench.scoring import UNSCORABLE

JOINT = registry().get("cuckoo-joint")
PACKING = registry().get("cuckoo-packing")
#: How early the cheat starts every group: just inside the tolerance.
CHEAT_S = 0.9e-6
#: The instances of the report (size, seed) at deadline_factor = 1; the
#: report's fifth (5 jobs, seed 6) takes 16 s of brute force and adds nothing.
REPORTED = [(3, 601), (3, 20), (4, 0), (4, 6)]


def _deadlines_later(instance, seconds: float):
    doc = copy.deepcopy(instance.to_dict())
    for job in doc["jobs"]:
        if job.get("deadline") is not None:
            job["deadline"] += seconds
    return JOINT.load_instance(doc)


def _shifted(schedule: JointSchedule, seconds: float) -> JointSchedule:
    return JointSchedule.of([dataclasses.replace(g, start=max(0.0, g.start - seconds)) for g in schedule.groups])


@pytest.mark.parametrize(("size", "seed"), REPORTED)
def test_starting_inside_the_tolerance_buys_no_deadline(size, seed):
    instance = JOINT.generate(size, seed, deadline_factor=1)
    optimum = brute_force.cuckoo_joint(instance)
    cheat = _shifted(brute_force.cuckoo_joint(_deadlines_later(instance, CHEAT_S)).solution, CHEAT_S)
    ev = JOINT.evaluate(instance, cheat)
    assert not ev.feasible or ev.objective >= optimum.objective


@pytest.mark.parametrize(("size", "seed"), REPORTED[:2])
def test_the_cheat_handed_over_by_a_plugin_scores_no_better_than_milp(size, seed):
    """The harness's path: the plug-in's cell scores no better than the
    objective ``milp`` proves optimal on the same instance."""
    instance = JOINT.generate(size, seed, deadline_factor=1)
    cheat = _shifted(brute_force.cuckoo_joint(_deadlines_later(instance, CHEAT_S)).solution, CHEAT_S)
    status, objective, error = red_team.plugin_door("cuckoo-joint", instance, cheat)
    milp = run_and_score(JOINT, "milp", instance, Budget(time_limit_s=60.0))
    assert milp.result.status is Status.OPTIMAL
    assert status is Status.ERROR or objective >= milp.evaluation.objective, (status, objective, error)


def test_a_hair_early_start_is_scored_from_the_arrival():
    """A start up to the tolerance before its jobs arrive is accepted and
    scored as starting at the arrival, to the last bit."""
    instance = JOINT.generate(3, 601, deadline_factor=1)
    optimum = brute_force.cuckoo_joint(instance).solution
    first = max(optimum.groups, key=lambda g: g.start)
    arrival = max(j.arrival for j in instance.jobs if j.id in first.jobs)
    assert first.start == arrival > 0.0  # semi-active: it starts on its arrival
    early = JointSchedule.of([g if g is not first else dataclasses.replace(g, start=arrival - CHEAT_S)
                              for g in optimum.groups])
    assert JOINT.evaluate(instance, early).objective == JOINT.evaluate(instance, optimum).objective
    assert scored_schedule(instance, early) == optimum


def test_an_overlap_inside_the_tolerance_is_charged_not_forgiven():
    """Three groups back to back on the only gang; the second started half
    the tolerance before the first ends is scored as starting when the
    first ends (and the third is still scored after it); twice the
    tolerance is refused (Eq. 5)."""
    case_id = "cuckoo-joint:one-gang-every-job-fills-the-cluster"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    assert list(instance.gangs.values()) == [1] and len(optimum.groups) == 3
    second = optimum.groups[1]
    assert second.start > 0.0

    def moved(seconds: float) -> JointSchedule:
        return JointSchedule.of([g if g is not second else dataclasses.replace(g, start=g.start - seconds)
                                 for g in optimum.groups])

    honest, crafted = JOINT.evaluate(instance, optimum), JOINT.evaluate(instance, moved(TIME_TOL_S / 2))
    assert crafted.feasible and crafted.objective == honest.objective
    assert scored_schedule(instance, moved(TIME_TOL_S / 2)) == optimum
    refused = JOINT.evaluate(instance, moved(2 * TIME_TOL_S))
    assert not refused.feasible and any("Eq. 5" in v for v in refused.violations)


def test_a_group_of_three_and_a_pair_of_unequal_gpu_counts_are_refused():
    instance = JOINT.generate(4, 3, deadline_factor=1)
    jobs = instance.jobs
    gpu = next(iter(instance.gangs))
    triple = JointSchedule.of([ScheduledGroup(tuple(j.id for j in jobs[:3]), gpu, 1e6),
                               *(ScheduledGroup((j.id,), gpu, 2e6 + 1e5 * k) for k, j in enumerate(jobs[3:]))])
    ev = JOINT.evaluate(instance, triple)
    assert not ev.feasible and "one or two distinct jobs" in ev.violations[0]
    unequal = [(a, b) for a in jobs for b in jobs if a.num_gpus != b.num_gpus]
    if unequal:
        a, b = unequal[0]
        rest = [ScheduledGroup((j.id,), gpu, 3e6 + 1e5 * k) for k, j in enumerate(jobs) if j not in (a, b)]
        ev = JOINT.evaluate(instance, JointSchedule.of([ScheduledGroup((a.id, b.id), gpu, 1e6), *rest]))
        assert not ev.feasible and any("Eq. 3" in v for v in ev.violations)


def test_packing_refuses_a_triple_a_single_and_an_unequal_pair_by_name():
    """Objects a plug-in may hand over: a three-job or one-job 'pair' made
    the evaluator raise; now each is a named violation."""
    instance = PACKING.generate(6, 0)
    ids = [j.id for j in instance.jobs]
    for pairs in ([tuple(ids[:3])], [(ids[0],)], [(ids[0], 7)]):
        crafted = PackingSolution.unchecked(pairs=tuple(pairs))
        ev = PACKING.evaluate(instance, crafted)
        assert not ev.feasible and ev.violations[0].startswith("solution.pairs[0]")
        assert not any(v.startswith(UNSCORABLE) for v in ev.violations)
    counts = {j.id: j.num_gpus for j in instance.jobs}
    unequal = next(((a, b) for a in ids for b in ids if counts[a] != counts[b]), None)
    if unequal is not None:
        ev = PACKING.evaluate(instance, PackingSolution.of([unequal]))
        assert not ev.feasible and "(Eq. 3)" in ev.violations[0]
