"""CUCKOO's deadline-aware job packing (problem ``cuckoo-packing``).

Reference: CUCKOO (SoCC '25), Sec. 3.3.2, Eq. 3, Eq. 11-12, Algorithm 3.

Problem. Given the jobs waiting at time ``now``, choose a set of disjoint
pairs (groups of two jobs; a job in no pair is a group of its own) such that
both jobs of a pair request the same number of GPUs (Eq. 3), maximising the
total pair value

    sum over chosen pairs (u, v) of  w * eff_value(u, v) + (1 - w) * ddl_value(u, v)     (Eq. 12)

where ``eff_value`` (Eq. 1) is computed on the GPU type that gives the pair
its highest efficiency among the types the cluster has (Sec. 3.3.2,
"Heterogeneity-Aware Packing": with one type available, that type) and
``ddl_value`` is Eq. 11. This is a maximum-weight matching (Alg. 3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from schedbench.contracts import Evaluation, Sense
from schedbench.errors import ValidationError
from schedbench.instances.cuckoo import CuckooPackingInstance, Job
from schedbench.perfmodels.cuckoo import StageTimes, ddl_value, eff_value, total_value
from schedbench.registry import MethodSpec, ProblemSpec, Registry
from schedbench.validation import join, require_keys, require_list, require_mapping, require_str

PROBLEM = "cuckoo-packing"


@dataclass(frozen=True)
class PackingSolution:
    """The chosen pairs, each as two job ids; unpaired jobs run alone."""

    pairs: tuple[tuple[str, str], ...]

    @classmethod
    def of(cls, pairs: Sequence[Sequence[str]]) -> "PackingSolution":
        """Canonical form: each pair sorted, pairs sorted."""
        return cls(tuple(sorted(tuple(sorted(p)) for p in pairs)))  # type: ignore[misc]

    def to_dict(self) -> dict[str, Any]:
        return {"pairs": [list(p) for p in self.pairs]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "PackingSolution":
        d = require_mapping(data, "")
        require_keys(d, "", ("pairs",))
        pairs = []
        for i, p in enumerate(require_list(d["pairs"], "pairs")):
            path = join("pairs", i)
            p = require_list(p, path)
            if len(p) != 2:
                raise ValidationError(path, "must hold exactly two job ids", p)
            pairs.append((require_str(p[0], join(path, 0)), require_str(p[1], join(path, 1))))
        return cls.of(pairs)


@lru_cache(maxsize=1 << 16)
def _eff_cached(a: StageTimes, b: StageTimes, interference: float) -> float:
    return eff_value(a, b, interference)


def pair_eff(instance: CuckooPackingInstance, u: Job, v: Job) -> float:
    """Eq. 1 on the GPU type where the pair is most efficient (Sec. 3.3.2)."""
    return max(
        _eff_cached(instance.stage_times(u, t), instance.stage_times(v, t), instance.interference)
        for t in instance.gpu_types
    )


def pair_value(instance: CuckooPackingInstance, u: Job, v: Job, w: float | None = None) -> float:
    """Eq. 12 for one pair (the evaluator's definition)."""
    w = instance.w if w is None else w
    return total_value(pair_eff(instance, u, v), ddl_value(u.deadline, v.deadline, instance.now), w)


@dataclass(frozen=True)
class GpuClass:
    """The jobs of one GPU count (only they may pair, Eq. 3) and their dense
    table of Eq. 12 values: ``total[a, b]`` for jobs ``jobs[a]``, ``jobs[b]``
    (indices into ``instance.jobs``); the diagonal is meaningless."""

    num_gpus: int
    jobs: np.ndarray
    total: np.ndarray


def pair_tables(instance: CuckooPackingInstance, w: float | None = None) -> list[GpuClass]:
    """Eq. 1, 11 and 12 for every admissible pair, vectorised.

    Efficiency depends only on the two jobs' types (model, batch size, GPU
    count), so it is simulated once per pair of types and GPU type (cached)
    and broadcast to jobs with ``take``; ``ddl_value`` is computed on
    deadline arrays in place. For 2,000 jobs of ~20 types this is ~200
    simulations and three n x n arrays (allocation dominates: few are made).
    """
    w = instance.w if w is None else w
    classes: list[GpuClass] = []
    by_gpus: dict[int, list[int]] = {}
    for i, job in enumerate(instance.jobs):
        by_gpus.setdefault(job.num_gpus, []).append(i)
    for g in sorted(by_gpus):
        idx = np.asarray(by_gpus[g], dtype=np.int64)
        jobs = [instance.jobs[i] for i in idx]
        types: dict[tuple[str, int, int], Job] = {}
        for j in jobs:
            types.setdefault(j.job_type, j)
        tid = _type_ids(jobs, list(types))
        reps = list(types.values())
        type_eff = np.empty((len(reps), len(reps)))
        for a in range(len(reps)):
            for b in range(a, len(reps)):
                type_eff[a, b] = type_eff[b, a] = pair_eff(instance, reps[a], reps[b])
        total = type_eff.take(tid, axis=0).take(tid, axis=1)  # eff_value (Eq. 1)
        total *= w
        rest = np.array([np.inf if j.deadline is None else j.deadline for j in jobs]) - instance.now
        ddl = np.minimum.outer(rest, rest)
        with np.errstate(invalid="ignore"):
            np.divide(ddl, np.maximum.outer(rest, rest), out=ddl)  # Eq. 11; inf/inf -> nan
        np.nan_to_num(ddl, copy=False, nan=1.0)  # both without deadline (Sec. 5.2)
        ddl *= 1.0 - w
        total += ddl  # Eq. 12
        classes.append(GpuClass(g, idx, total))
    return classes


def _type_ids(jobs: list[Job], types: list[tuple[str, int, int]]) -> np.ndarray:
    pos = {t: k for k, t in enumerate(types)}
    return np.array([pos[j.job_type] for j in jobs])


def evaluate(instance: CuckooPackingInstance, solution: PackingSolution) -> Evaluation:
    """Score a packing straight from the paper's definitions.

    Feasibility: every id is a job of the instance, no job is in two pairs
    (Alg. 3: each job in at most one group), no job is paired with itself,
    and paired jobs request the same number of GPUs (Eq. 3). Objective: the
    sum of Eq. 12 over the pairs (to be maximised).
    """
    by_id = {j.id: j for j in instance.jobs}
    violations: list[str] = []
    used: dict[str, int] = {}
    for k, (a, b) in enumerate(solution.pairs):
        for x in (a, b):
            if x not in by_id:
                violations.append(f"pairs[{k}]: unknown job {x!r}")
        if a == b:
            violations.append(f"pairs[{k}]: job {a!r} paired with itself")
            continue
        for x in (a, b):
            if x in used:
                violations.append(f"pairs[{k}]: job {x!r} is already in pairs[{used[x]}]")
            used.setdefault(x, k)
        if a in by_id and b in by_id and by_id[a].num_gpus != by_id[b].num_gpus:
            violations.append(
                f"pairs[{k}]: {a!r} requests {by_id[a].num_gpus} GPUs and {b!r} {by_id[b].num_gpus} (Eq. 3)"
            )
    if violations:
        return Evaluation(None, Sense.MAXIMIZE, False, tuple(violations))
    effs, ddls, totals = [], [], []
    for a, b in solution.pairs:
        u, v = by_id[a], by_id[b]
        e = pair_eff(instance, u, v)
        d = ddl_value(u.deadline, v.deadline, instance.now)
        effs.append(e)
        ddls.append(d)
        totals.append(total_value(e, d, instance.w))
    n_pairs = len(solution.pairs)
    metrics = {
        "pairs": float(n_pairs),
        "groups": float(len(instance.jobs) - n_pairs),
        "packed_fraction": 2.0 * n_pairs / max(len(instance.jobs), 1),
        "mean_eff_value": float(np.mean(effs)) if effs else 0.0,
        "mean_ddl_value": float(np.mean(ddls)) if ddls else 0.0,
        "pairs_below_unit_eff": float(sum(e < 1.0 for e in effs)),
    }
    return Evaluation(float(np.sum(totals)) if totals else 0.0, Sense.MAXIMIZE, True, (), metrics)


def register(reg: Registry) -> None:
    from schedbench.formulations import cuckoo as formulation
    from schedbench.heuristics import cuckoo as heuristics
    from schedbench.instances import cuckoo as instances

    methods = {
        "milp": MethodSpec(
            "milp", formulation.run_milp, "exact",
            "Pyomo MILP, one binary per admissible pair, degree <= 1; HiGHS (or --solver cbc); warm-started by blossom-pruned",
            max_size=512,
        ),
        "blossom": MethodSpec(
            "blossom", heuristics.blossom, "exact",
            "Alg. 3: exact maximum weight matching (rustworkx) on every admissible pair", max_size=1000,
        ),
        "blossom-pruned": MethodSpec(
            "blossom-pruned", heuristics.blossom_pruned, "heuristic",
            "Sec. 6 pruning: per partner type the nearest-deadline partner each side, 24 heaviest per job, + greedy edges; exact matching",
        ),
        "greedy": MethodSpec(
            "greedy", heuristics.greedy, "baseline", "heaviest admissible pair first (1/2-approximation)"
        ),
        "muri": MethodSpec(
            "muri", heuristics.muri, "baseline",
            "Muri's efficiency-only weights (w = 1), pruned blossom; scored with the instance's w", 
        ),
    }
    reg.register(
        ProblemSpec(
            name=PROBLEM,
            paper="CUCKOO (SoCC '25), Sec. 3.3.2, Eq. 11-12, Alg. 3",
            description="pair waiting jobs for interleaved execution, maximising Eq. 12 summed over pairs",
            size_meaning="jobs in the queue",
            sense=Sense.MAXIMIZE,
            instance_type=CuckooPackingInstance,
            solution_type=PackingSolution,
            generate=instances.generate,
            evaluate=evaluate,
            methods=methods,
            default_sizes=(8, 16, 32, 64, 128, 256, 512, 1000, 2000),
            build=formulation.build,
            decode=formulation.decode,
            generator_options={
                "num_gpus": "GPUs per job: 1, 2, 4, 8 or 'mixed' (default 2, Sec. 4.1)",
                "w": "Eq. 12 weight (default 0.6, Sec. 4.4)",
                "interference": "lambda of Sec. 3.2.2 (default 2, the worked example)",
                "deadline_fraction": "share of jobs with a deadline (default 1)",
            },
        )
    )
