"""Second implementation of CUCKOO's deadline-aware blossom packing (DAB,
Sec. 3.3.2, Alg. 3, Eq. 11-12), from the paper's text, compared with
``blossom`` on random batches.

What is re-derived: Eq. 11, Eq. 12 and Alg. 3's maximum-weight matching
(here by exhaustive search over all matchings, small batches). What is taken
from the suite: eff_value (Eq. 1 through the interleaving estimate of Alg. 1-2,
on the GPU type "that yields the highest estimated efficiency",
``problems.cuckoo.pair_eff``), which is the performance model, not DAB.

Readings:

* Eq. 11 ``ddl_value = (min D - now) / (max D - now)``; a job without a
  deadline is read as having an infinitely late one (ratio 0 beside a job
  with a deadline, 1 between two jobs without);
* Alg. 3 adds an edge for "each pair (u, v)" of jobs; Eq. 3 ("all jobs in a
  group request the same number of GPU") restricts edges to equal GPU counts;
* "ComputeMaximumWeightMatching": the maximum total weight, not the maximum
  cardinality; a job outside the matching is a group of its own.
"""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schedbench.contracts import Budget
from schedbench.heuristics.cuckoo import blossom
from schedbench.instances.cuckoo import generate
from schedbench.problems.cuckoo import evaluate, pair_eff


def eq11(da, db, now):
    if da is None and db is None:
        return 1.0
    if da is None or db is None:
        return 0.0
    return (min(da, db) - now) / (max(da, db) - now)


def oracle_best(inst) -> float:
    jobs = inst.jobs
    n = len(jobs)
    w = {}
    for i in range(n):
        for k in range(i + 1, n):
            if jobs[i].num_gpus == jobs[k].num_gpus:
                e = pair_eff(inst, jobs[i], jobs[k])
                w[(i, k)] = inst.w * e + (1 - inst.w) * eq11(jobs[i].deadline, jobs[k].deadline, inst.now)

    @lru_cache(maxsize=None)
    def best(mask: int) -> float:
        free = [i for i in range(n) if not mask >> i & 1]
        if not free:
            return 0.0
        i = free[0]
        out = best(mask | 1 << i)  # i alone
        for k in free[1:]:
            if (i, k) in w:
                out = max(out, w[(i, k)] + best(mask | 1 << i | 1 << k))
        return out

    return best(0)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 10), st.integers(0, 100_000), st.sampled_from([2, "mixed"]),
       st.sampled_from([0.0, 0.3, 0.6, 1.0]), st.sampled_from([0.0, 0.5, 1.0]))
def test_blossom_is_alg3_max_weight_matching(size, seed, num_gpus, w, deadline_fraction):
    inst = generate(size, seed, num_gpus=num_gpus, w=w, deadline_fraction=deadline_fraction)
    res = blossom(inst, Budget(time_limit_s=10))
    ev = evaluate(inst, res.solution)
    assert ev.feasible
    by_id = {j.id: j for j in inst.jobs}
    mine = sum(inst.w * pair_eff(inst, by_id[a], by_id[b]) + (1 - inst.w) * eq11(by_id[a].deadline, by_id[b].deadline,
                                                                                 inst.now)
               for a, b in res.solution.pairs)
    assert mine == pytest.approx(ev.objective, rel=1e-9, abs=1e-12)  # the evaluator's Eq. 11-12 as read here
    assert ev.objective == pytest.approx(oracle_best(inst), rel=1e-9, abs=1e-12)
