"""The red team against CASTOR's evaluators: attacks that need the
problem's meaning (the generic one-place changes are in ``test_red_team.py``).

An outside user's attack: a plug-in returned a negative insertion time
``kappa_s`` (job B starting before it arrives). The pair evaluator checked
only the upper end of kappa, and scored a negative mean completion time
(-31,353.64 where ``exact`` proves 3,721.63).
"""

from __future__ import annotations

import dataclasses

import pytest
import red_team

from schedbench.contracts import Budget, Status
from schedbench.harness.runner import run_and_score
from schedbench.problems.castor import CastorPairSolution, CastorScheduleSolution, Preemption
from schedbench.registry import registry
from schedbench.scoring import UNSCORABLE

PAIR = registry().get("castor-pair")
SCHEDULE = registry().get("castor-schedule")


@pytest.mark.parametrize(("size", "seed"), [(4, 2), (4, 0)])
def test_a_negative_insertion_time_is_refused_through_every_door(size, seed):
    instance = PAIR.generate(size, seed)
    exact = run_and_score(PAIR, "exact", instance, Budget())
    assert exact.result.status is Status.OPTIMAL
    cheat = CastorPairSolution.unchecked(kappa_s=-10.0 * instance.horizon_s,
                                         sub_batch=exact.result.solution.sub_batch)
    ev = PAIR.evaluate(instance, cheat)
    assert not ev.feasible and ev.violations[0].startswith("solution.kappa_s")
    status, _, error = red_team.plugin_door("castor-pair", instance, cheat)
    assert status is Status.ERROR and "kappa_s" in error


def test_a_preemptive_schedule_from_a_method_not_declared_preemptive_is_an_error():
    """Problem 13 forbids preemption (Eq. 8-9); the evaluator scores the
    preemptive form for Tiresias, whose method says it lies outside the
    bounds' space. A plug-in that returns one is refused, however good."""
    instance = SCHEDULE.generate(3, 0)
    tiresias = run_and_score(SCHEDULE, "tiresias", instance, Budget())
    assert tiresias.error is None
    optimum = red_team.optimum_of("castor-schedule:2-jobs").solution
    small = red_team.instance_of("castor-schedule:2-jobs")
    first = optimum.jobs[0]
    stop = first.start_slot + 1
    preempted = dataclasses.replace(first, preemptions=(Preemption(stop, stop, first.gpus),))
    crafted = CastorScheduleSolution((preempted, *optimum.jobs[1:]))
    assert SCHEDULE.evaluate(small, crafted).feasible  # the preemptive form is scored ...
    status, _, error = red_team.plugin_door("castor-schedule", small, crafted)
    assert status is Status.ERROR and "preemptive" in error  # ... but only for a method that declares it


def test_a_start_a_hair_before_the_arrival_is_refused():
    """The arrival lies a hair after a slot boundary: starting on that
    boundary would be run time the job never had, so it is refused (Eq. 10
    compared exactly), and the optimum starts it a slot later."""
    case_id = "castor-schedule:arrival-a-hair-after-a-slot-boundary"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    k, job = max(enumerate(instance.jobs), key=lambda kj: kj[1].arrival_s)
    boundary = int(job.arrival_s // instance.slot_s)
    assert 0.0 < job.arrival_s - boundary * instance.slot_s <= 1e-9 * job.arrival_s
    assert optimum.jobs[k].start_slot > boundary
    early = red_team.edit_at(optimum, ("jobs", k, "start_slot"), boundary)
    ev = SCHEDULE.evaluate(instance, early)
    assert not ev.feasible and "before the arrival" in ev.violations[0]


def test_fractional_slots_and_negative_gpus_are_named_not_raised():
    """Objects a plug-in may hand over made the evaluator raise; now each is
    a named violation."""
    instance = red_team.instance_of("castor-schedule:2-jobs")
    optimum = red_team.optimum_of("castor-schedule:2-jobs").solution
    first = optimum.jobs[0]
    for change in ({"start_slot": first.start_slot + 0.5}, {"gpus": tuple(-1 - g for g in first.gpus)},
                   {"sub_batch": 0}):
        (name, value), = change.items()
        crafted = red_team.edit_at(optimum, ("jobs", 0, name), value)  # no validation, as a plug-in may build it
        ev = SCHEDULE.evaluate(instance, crafted)
        assert not ev.feasible and ev.violations[0].startswith("solution.jobs[0]")
        assert not any(v.startswith(UNSCORABLE) for v in ev.violations)
