"""cuckoo-joint's per-job completion metric beside Eq. 7-8's group end
(issue 15): schedbench.problems.cuckoo.per_job_completions."""

from __future__ import annotations

import math

from schedbench.contracts import Budget
from schedbench.instances.cuckoo import generate_joint
from schedbench.perfmodels.cuckoo import group_duration_s
from schedbench.problems.cuckoo import evaluate_joint, per_job_completions
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score


def test_short_job_of_a_pair_ends_after_the_interleaved_phase():
    inst = generate_joint(40, 1, arrivals="batch")
    run = run_and_score(get_problem("cuckoo-joint"), "cuckoo", inst, Budget(seed=0))
    sol = run.result.solution
    ev = evaluate_joint(inst, sol)
    own = per_job_completions(inst, sol)
    jobs = {j.id: j for j in inst.jobs}
    pairs = 0
    for g in sol.groups:
        members = [jobs[j] for j in g.jobs]
        end = g.start + inst.group_duration(members, g.gpu_type)  # Eq. 7
        if len(members) == 1 or members[0].iterations == members[1].iterations:
            assert all(own[m.id] == end for m in members)
            continue
        pairs += 1
        short, long_ = sorted(members, key=lambda m: m.iterations)
        assert own[long_.id] == end and own[short.id] < end
        # independently: a pair of equal counts n_short runs only the interleaved phase
        times = tuple(inst.stage_times(m, g.gpu_type) for m in members)
        want = g.start + group_duration_s(times, (short.iterations, short.iterations), inst.interference)
        assert math.isclose(own[short.id], want, rel_tol=1e-12)
    assert pairs > 0
    assert ev.metrics["per_job_mean_jct_s"] < ev.metrics["mean_jct_s"]
    assert ev.metrics["per_job_deadline_satisfaction"] >= ev.metrics["deadline_satisfaction"]
    # the objective is still Eq. 7-8's (V1 from the group end)
    assert math.isclose(ev.metrics["v1_mean_jct_h"] * 3600.0, ev.metrics["mean_jct_s"], rel_tol=1e-9)
