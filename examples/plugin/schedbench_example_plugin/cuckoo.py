"""Deadline-order pairing for ``cuckoo-packing`` (CUCKOO Sec. 3.3.2).

Eq. 11's deadline value of a pair is ``min(d_u, d_v) / max(d_u, d_v)`` of the
two jobs' remaining times, so two jobs whose deadlines are close score near
1. The rule: within each GPU count (only equal counts may pair, Eq. 3), sort
the jobs by deadline (jobs without one last, ties by id) and pair neighbours
1-2, 3-4, ...; an odd job out runs alone. It ignores Eq. 1's efficiency, so
the evaluator's Eq. 12 score tells how much that costs.
"""

from __future__ import annotations

from schedbench import Budget, CuckooPackingInstance, PackingSolution, method


@method("cuckoo-packing", kind="heuristic",
        description="example plug-in: pair deadline-order neighbours within each GPU count")
def deadline_pairs(instance: CuckooPackingInstance, budget: Budget) -> PackingSolution:
    by_gpus: dict[int, list[str]] = {}
    for job in sorted(instance.jobs, key=lambda j: (j.deadline is None, j.deadline or 0.0, j.id)):
        by_gpus.setdefault(job.num_gpus, []).append(job.id)
    pairs = [(ids[i], ids[i + 1]) for ids in by_gpus.values() for i in range(0, len(ids) - 1, 2)]
    return PackingSolution.of(pairs)
