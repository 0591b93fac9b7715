"""The red team against HORUS's evaluators: attacks that need the problem's
meaning (the generic one-place changes are in ``test_red_team.py``)."""

from __future__ import annotations

import dataclasses

import red_team

from schedbench.problems.horus import HorusOnlineSolution, HorusSolution
from schedbench.registry import registry
from schedbench.scoring import UNSCORABLE

PLACEMENT = registry().get("horus-placement")
ONLINE = registry().get("horus-online")


def _named(ev) -> bool:
    return not ev.feasible and bool(ev.violations) and not any(v.startswith(UNSCORABLE) for v in ev.violations)


def test_a_fractional_gpu_index_is_named_not_raised():
    """An object a plug-in may hand over made the online evaluator raise."""
    case_id = "horus-online:3-jobs-batch"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    crafted = red_team.edit_at(optimum, ("runs", 0, "gpus"), (0.5,))
    ev = ONLINE.evaluate(instance, crafted)
    assert _named(ev) and ev.violations[0].startswith("solution.runs[0].gpus")


def test_a_deferred_job_placed_on_a_full_gpu_is_refused():
    """With co-location off (cap 1), a job placed on a GPU that already
    holds one breaks A6, even where it would lower the cost."""
    case_id = "horus-placement:no-colocation-cap-1"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    deferred = optimum.gpus.index(())
    taken = next(gs for gs in optimum.gpus if gs)
    crowded = HorusSolution(tuple(taken if k == deferred else gs for k, gs in enumerate(optimum.gpus)))
    ev = PLACEMENT.evaluate(instance, crowded)
    assert _named(ev) and any("(A6)" in v for v in ev.violations)


def test_sharing_a_gpu_without_sharing_and_an_oom_pair_are_refused():
    """Cap 1: a run started on a GPU that still holds another job; and a
    measured out-of-memory pair made to share a GPU."""
    case_id = "horus-online:4-jobs-no-sharing-cap-1"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    early = [dataclasses.replace(r, start_s=0.0) if r.job == "j2" else r for r in optimum.runs]
    assert not ONLINE.evaluate(instance, HorusOnlineSolution(tuple(early))).feasible
    case_id = "horus-online:oom-pair"
    instance, optimum = red_team.instance_of(case_id), red_team.optimum_of(case_id).solution
    types = {j.id: j.type for j in instance.jobs}
    a, b = next((a, b) for a in types for b in types if a < b and instance.oom(types[a], types[b]))
    gpu_of = {r.job: r.gpus for r in optimum.runs}
    swap = {b: gpu_of[a], **{r.job: gpu_of[b] for r in optimum.runs if r.job not in (a, b) and r.gpus == gpu_of[a]}}
    together = [dataclasses.replace(r, gpus=swap.get(r.job, r.gpus)) for r in optimum.runs]
    ev = ONLINE.evaluate(instance, HorusOnlineSolution(tuple(together)))
    assert _named(ev) and any("out-of-memory pair" in v for v in ev.violations)
