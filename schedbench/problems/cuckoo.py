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

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any

import numpy as np

from schedbench.contracts import Evaluation, Sense
from schedbench.scoring import evaluator
from schedbench.instances.traces import TRACE_OPTION_HELP
from schedbench.instances.cuckoo import (
    V1_UNIT_S,
    CuckooJointInstance,
    CuckooPackingInstance,
    CuckooPlanningInstance,
    Job,
)
from schedbench.perfmodels.cuckoo import (
    StageTimes,
    ddl_value,
    pair_iteration_time_cached,
    standalone_cached,
    total_value,
)
from schedbench.specs import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, Field, NonEmptyStr, NonNegFloat, NonNegInt, PosInt, SchemaValue, with_config

PROBLEM = "cuckoo-packing"


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class PackingSolution(SchemaValue):
    """The chosen pairs, each as two job ids; unpaired jobs run alone.
    Canonical form (also on loading): each pair sorted, pairs sorted."""

    pairs: tuple[tuple[NonEmptyStr, NonEmptyStr], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "pairs", tuple(sorted(tuple(sorted(p)) for p in self.pairs)))

    @classmethod
    def of(cls, pairs: Sequence[Sequence[str]]) -> "PackingSolution":
        """Canonical form: each pair sorted, pairs sorted (``__post_init__``)."""
        return cls(tuple(tuple(p) for p in pairs))  # type: ignore[misc]  # (a, b): the schema checks the length


@lru_cache(maxsize=1 << 16)
def _eff_cached(a: StageTimes, b: StageTimes, interference: float) -> float:
    """:func:`~schedbench.perfmodels.cuckoo.eff_value` (Eq. 1), memoised,
    from the memoised standalone and pair times: its arithmetic, so its
    value to the last bit."""
    return (standalone_cached(a) + standalone_cached(b)) / pair_iteration_time_cached(a, b, interference)


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


@dataclass(frozen=True)
class TypeClass:
    """The jobs of one GPU count (Eq. 3) with what Eq. 12 needs, per job and
    per job type, and no table per pair of jobs.

    ``jobs``: indices into ``instance.jobs``; ``type_id[a]``: job ``jobs[a]``'s
    type (model, batch size, GPU count), numbered by first appearance;
    ``type_eff[s, t]``: Eq. 1 for a job of type ``s`` with one of type ``t``
    on their best GPU type; ``rest[a]``: ``D - now`` (infinite without a
    deadline, Sec. 5.2); ``deadline[a]``: ``D`` itself (infinite without);
    ``w``: Eq. 12's weight.
    """

    num_gpus: int
    jobs: np.ndarray
    type_id: np.ndarray
    type_eff: np.ndarray
    rest: np.ndarray
    deadline: np.ndarray
    w: float

    def values(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        """Eq. 12 for the pairs ``(a[i], b[i])`` (positions in ``jobs``).

        The arithmetic is :func:`pair_tables`' operation for operation, so a
        value here equals that table's entry to the last bit (pruning and
        greedy rank edges by these values, ties included).
        """
        total = self.type_eff[self.type_id[a], self.type_id[b]] * self.w  # eff_value (Eq. 1)
        ra, rb = self.rest[a], self.rest[b]
        with np.errstate(invalid="ignore"):
            ddl = np.minimum(ra, rb) / np.maximum(ra, rb)  # Eq. 11; inf/inf -> nan
        ddl[np.isnan(ddl)] = 1.0  # both without deadline (Sec. 5.2)
        ddl *= 1.0 - self.w
        total += ddl  # Eq. 12
        return total


#: Eq. 1 by pair of job types, ``(u.job_type, v.job_type) -> eff``, for one
#: set of profiles, GPU types and interference (what :func:`pair_eff` reads).
EffMemo = dict[tuple[tuple[str, int, int], tuple[str, int, int]], float]


def memo_eff(instance: CuckooPackingInstance, u: Job, v: Job, memo: EffMemo) -> float:
    """:func:`pair_eff`, looked up in ``memo`` first and kept there. The
    caller keeps one memo per set of profiles, GPU types and interference
    (an online scheduler's rounds share theirs)."""
    key = (u.job_type, v.job_type)
    if key not in memo:
        memo[key] = pair_eff(instance, u, v)
    return memo[key]


def pair_types(instance: CuckooPackingInstance, w: float | None = None, *,
               memo: EffMemo | None = None) -> list[TypeClass]:
    """Eq. 1 once per pair of job types (and GPU type, cached), Eq. 11's
    remaining times per job: everything Eq. 12 needs, in memory linear in
    the jobs. One :class:`TypeClass` per GPU count, in increasing order.
    ``memo``: Eq. 1 values already known for the instance's profiles, GPU
    types and interference (:func:`memo_eff`), filled in as computed."""
    w = instance.w if w is None else w
    memo = {} if memo is None else memo
    classes: list[TypeClass] = []
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
                type_eff[a, b] = type_eff[b, a] = memo_eff(instance, reps[a], reps[b], memo)
        deadline = np.array([np.inf if j.deadline is None else j.deadline for j in jobs], dtype=float)
        classes.append(TypeClass(g, idx, tid, type_eff, deadline - instance.now, deadline, w))
    return classes


def pair_tables(instance: CuckooPackingInstance, w: float | None = None) -> list[GpuClass]:
    """Eq. 1, 11 and 12 for every admissible pair, vectorised.

    Efficiency depends only on the two jobs' types (model, batch size, GPU
    count), so it is simulated once per pair of types and GPU type (cached,
    :func:`pair_types`) and broadcast to jobs with ``take``; ``ddl_value`` is
    computed on deadline arrays in place. For 2,000 jobs of ~20 types this is
    ~200 simulations and three n x n arrays (allocation dominates: few are
    made). Memory grows as n^2: large queues use :func:`pair_types`.
    """
    classes: list[GpuClass] = []
    for tc in pair_types(instance, w):
        total = tc.type_eff.take(tc.type_id, axis=0).take(tc.type_id, axis=1)  # eff_value (Eq. 1)
        total *= tc.w
        rest = tc.rest
        ddl = np.minimum.outer(rest, rest)
        with np.errstate(invalid="ignore"):
            np.divide(ddl, np.maximum.outer(rest, rest), out=ddl)  # Eq. 11; inf/inf -> nan
        np.nan_to_num(ddl, copy=False, nan=1.0)  # both without deadline (Sec. 5.2)
        ddl *= 1.0 - tc.w
        total += ddl  # Eq. 12
        classes.append(GpuClass(tc.num_gpus, tc.jobs, total))
    return classes


def _type_ids(jobs: list[Job], types: list[tuple[str, int, int]]) -> np.ndarray:
    pos = {t: k for k, t in enumerate(types)}
    return np.array([pos[j.job_type] for j in jobs])


@evaluator(PackingSolution, Sense.MAXIMIZE)
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
    from schedbench.formulations import cuckoo_packing_bound as packing_bound
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
            "Sec. 6 pruning: per partner type the nearest-deadline partner each side, 24 heaviest per job, + greedy edges; "
            "exact matching (above 2,000 jobs of one GPU count, exact window by window: not proven best; --threads N: "
            "windows in N processes)",
        ),
        "greedy": MethodSpec(
            "greedy", heuristics.greedy, "baseline", "heaviest admissible pair first (1/2-approximation)"
        ),
        "bound": MethodSpec(
            "bound", packing_bound.run_packing_bound, "exact",
            "proven upper bound on every packing: matching-LP duals with odd-set cuts, window by window, "
            "every other pair priced; with the best matching on the priced graph",
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
    _register_planning(reg)
    _register_joint(reg)


def _register_planning(reg: Registry) -> None:
    from schedbench.heuristics import cuckoo as heuristics
    from schedbench.instances import cuckoo as instances

    methods = {
        "mcf": MethodSpec(
            "mcf", heuristics.mcf, "exact",
            "MCHP (Sec. 3.3.3): minimum-cost assignment of groups to (gang, order) slots, scipy linear_sum_assignment",
        ),
        "fifo": MethodSpec("fifo", heuristics.fifo, "baseline", "Sec. 4.5 FIFO: submission order, each group to its cheapest free slot"),
        "edf": MethodSpec("edf", heuristics.edf, "baseline", "Sec. 4.5 EDF: earliest deadline first, each group to its cheapest free slot"),
    }
    methods.update(_milp_method("planning"))
    reg.register(
        ProblemSpec(
            name=PLANNING,
            paper="CUCKOO (SoCC '25), Sec. 3.3.3, Eq. 13-14, Tables 5-6",
            description="place job groups on (GPU gang, execution order) slots of a heterogeneous cluster, minimising sum of C1 + C2",
            size_meaning="job groups to place",
            sense=Sense.MINIMIZE,
            instance_type=CuckooPlanningInstance,
            solution_type=PlanningSolution,
            generate=instances.generate_planning,
            evaluate=evaluate_planning,
            methods=methods,
            default_sizes=(4, 8, 16, 32, 64, 128, 256, 512),
            **_milp_build("planning"),
            generator_options={
                "cluster": "'auto' (default: small up to 12 jobs, then Table 7 per 100 jobs), 'small' or 'paper'",
                "num_gpus": "GPUs per job (default 2, Sec. 4.1)",
                "w": "Eq. 12 weight of the packing that forms the groups (default 0.6)",
                "interference": "lambda of Sec. 3.2.2 (default 2)",
            },
        )
    )


def _register_joint(reg: Registry) -> None:
    from schedbench.heuristics import cuckoo as heuristics
    from schedbench.instances import cuckoo as instances

    methods = {
        "cuckoo": MethodSpec(
            "cuckoo", heuristics.joint_cuckoo, "heuristic",
            "the paper's pipeline, online in rounds: DAB packing, heterogeneity-aware anti-overpacking, MCHP planning",
        ),
        "muri": MethodSpec("muri", heuristics.joint_muri, "baseline", "Table 14 Muri: w = 1 blossom, count unpacking, FIFO, GPU types ignored"),
        "none": MethodSpec("none", heuristics.joint_none, "baseline", "Table 12 None: no packing, MCHP planning"),
        "dab-fifo": MethodSpec("dab-fifo", heuristics.joint_dab_fifo, "baseline", "Table 13 FIFO: DAB packing, FIFO planning"),
        "dab-edf": MethodSpec("dab-edf", heuristics.joint_dab_edf, "baseline", "Table 13 EDF: DAB packing, EDF planning"),
        "cuckoo-homo": MethodSpec(
            "cuckoo-homo", heuristics.joint_cuckoo_homo, "baseline", "Table 14 CUCKOO-Homo: every decision as if all GPUs were RTX 4090s"
        ),
        "muri-hetero": MethodSpec(
            "muri-hetero", heuristics.joint_muri_hetero, "baseline", "Table 14 Muri-Hetero: Muri's packing, MCHP planning"
        ),
        "list-ect": MethodSpec(
            "list-ect", heuristics.joint_list_ect, "baseline",
            "not from the paper: offline earliest-completion list scheduling on gangs, pairing when it lowers the two completions",
        ),
        "list-ls": MethodSpec(
            "list-ls", heuristics.joint_list_ls, "baseline",
            "not from the paper: offline list schedules (list-ect's, efficiency pairings) improved by local search on Eq. 10; "
            f"work at --work 1: {heuristics.LIST_LS_EVALS_PER_JOB} decodings per job, at most "
            f"{heuristics.LIST_LS_PLACEMENTS:,} group placements (the time limit is a CPU-time safety cap)",
        ),
    }
    methods.update(_milp_method("joint"))
    from schedbench.formulations import cuckoo_bounds

    methods["bound"] = MethodSpec(
        "bound", cuckoo_bounds.run_joint_bound, "exact",
        "bound only: the largest of a Lagrangian of a time-indexed group formulation (column generation), a flow LP "
        "with pair modes, a time-indexed LP (up to 64 jobs) and combinatorial "
        "bounds (earliest completion, SRPT, mean busy time); schedule = the better of list-ls's and an LP-guided "
        "list schedule; work at --work 1: "
        + "; ".join(f"{part} {amount}" for part, amount in cuckoo_bounds.bound_work().items())
        + " (the time limit is a CPU-time safety cap)",
    )
    reg.register(
        ProblemSpec(
            name=JOINT,
            paper="CUCKOO (SoCC '25), Sec. 3.3.1, Eq. 2-10 (with Sec. 3.3.2-3.3.4 and Sec. 4)",
            description="group jobs (pairs or singles) and schedule the groups on heterogeneous GPUs over time, minimising alpha mean JCT + beta late fraction",
            size_meaning="jobs (arriving over time)",
            sense=Sense.MINIMIZE,
            instance_type=CuckooJointInstance,
            solution_type=JointSchedule,
            generate=instances.generate_joint,
            evaluate=evaluate_joint,
            methods=methods,
            default_sizes=(4, 6, 8, 10, 16, 32, 64, 128, 256, 512),
            **_milp_build("joint"),
            generator_options={
                "cluster": "'auto' (default: small up to 12 jobs, then Table 7 per 100 jobs), 'small' or 'paper'",
                "arrivals": "'trace' (default, the Sec. 4.1 / Fig. 8 shape) or 'batch' (all at time 0)",
                "num_gpus": "GPUs per job (default 2, Sec. 4.1)",
                "w": "Eq. 12 weight (default 0.6, Sec. 4.4)",
                "interference": "lambda of Sec. 3.2.2 (default 2)",
                "alpha": "Eq. 10 weight of the mean JCT in hours (default 1, synthetic)",
                "beta": "Eq. 10 weight of the late fraction (default 1, synthetic)",
                "copies": "Table 7 copies of the 'paper' cluster (default: one per 100 jobs; 1 = the paper's 16 GPUs)",
                "intensity": "divide the trace's arrival times by this (default 1; 2 = arrivals twice as fast)",
                "deadline_factor": "Eq. 15's mean deadline slack factor (default 8, std 1/4 of it; the findings sweep 2-8)",
                "length_scale": "multiplies the SYNTHETIC job-length range (default 1; sensitivity)",
                "stand_ins": "'measured' (default) or 'spread': Table 7 on V100 / P100 / K80, 1-3.7x apart",
                **TRACE_OPTION_HELP,
            },
        )
    )


def _milp_method(which: str) -> dict[str, MethodSpec]:
    from schedbench.formulations import cuckoo as formulation

    if which == "planning":
        return {"milp": MethodSpec(
            "milp", formulation.run_planning_milp, "exact",
            "Pyomo assignment MILP over every (gang, order) slot, unpruned; warm-started by mcf", max_size=64,
        )}
    from schedbench.formulations import cuckoo_colgen

    work = "; ".join(f"{part} {amount:,}" for part, amount in cuckoo_colgen.colgen_work().items())
    return {
        "milp": MethodSpec(
            "milp", cuckoo_colgen.run_joint_colgen, "exact",
            "exact in continuous time: set partitioning over gang sequences (left-shifted, evaluator's arithmetic); "
            "root column generation on HiGHS with labelling pricing proves a Lagrangian bound, then every column "
            "within the gap between the best schedule (cuckoo, list-ect, list-ls, restricted master MIP) and that "
            "bound is enumerated and the set partitioning MIP solved on HiGHS; optimal only when the evaluator's "
            f"score meets the bound; work at --work 1: {work}; --node-limit caps the MIP "
            "(the time limit is a CPU-time safety cap)",
            max_size=32,
        ),
        "milp-positional": MethodSpec(
            "milp-positional", formulation.run_joint_milp, "exact",
            "Pyomo MILP: every single and pair a candidate group, gangs as machines, positions counted by jobs "
            "still to run on the gang; late iff end >= deadline (Eq. 9), optimal only when the evaluator's score meets "
            "the bound; warm-started by the best of cuckoo, list-ect and list-ls (trace arrivals: 8 jobs in ~15-40 s; "
            "--node-limit makes a stop deterministic)",
            max_size=8,
        ),
    }


def _milp_build(which: str) -> dict[str, Any]:
    from schedbench.formulations import cuckoo as formulation

    if which == "planning":
        return {"build": formulation.build_planning, "decode": formulation.decode_planning}
    return {"build": formulation.build_joint, "decode": formulation.decode_joint}


# ===========================================================================
# cuckoo-planning: Sec. 3.3.3, Eq. 13-14, Tables 5-6.
# ===========================================================================

PLANNING = "cuckoo-planning"


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Placement:
    """Group ``group`` runs ``order``-th (1-based) on gang ``gang`` of ``gpu_type``."""

    group: NonEmptyStr
    gpu_type: NonEmptyStr
    gang: NonNegInt
    order: PosInt


def _placement_key(p: Placement) -> tuple[str, int, int, str]:
    return (p.gpu_type, p.gang, p.order, p.group)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class PlanningSolution(SchemaValue):
    """One placement per group (an edge of the bipartite graph of Fig. 7),
    sorted by (gpu_type, gang, order, group), also on loading."""

    placements: tuple[Placement, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "placements", tuple(sorted(self.placements, key=_placement_key)))

    @classmethod
    def of(cls, placements: Sequence[Placement]) -> "PlanningSolution":
        return cls(tuple(placements))


def average_times(instance: CuckooPlanningInstance) -> dict[str, float]:
    """``T`` of Eq. 13 per GPU type: the mean time of all groups on it
    (Sec. 3.3.3: "we use the average execution time of all job groups")."""
    return {t: float(np.mean([g.time[t] for g in instance.groups])) for t in instance.gangs}


def edge_cost(t: float, avg: float, order: int, deadline: float | None, ready: float = 0.0) -> tuple[float, float]:
    """``(C1, C2)`` of one edge (group -> GPU, order ``n``).

    C1 = (n - 1) T + t                 (Eq. 13)
    C2 = max(0, (n - 1) T + t - D)     (Eq. 14; 0 without a deadline)

    ``ready`` (0 in the paper) is the time until the gang is free; the
    online scheduler of ``cuckoo-joint`` adds it to both terms.
    """
    c1 = ready + (order - 1) * avg + t
    return c1, (0.0 if deadline is None else max(0.0, c1 - deadline))


def slot_costs(times: np.ndarray, deadlines: np.ndarray, slot_type: np.ndarray, slot_base: np.ndarray) -> np.ndarray:
    """Eq. 13 + Eq. 14 for every (group, slot), vectorised.

    ``times[g, k]``: group g on type k; ``deadlines[g]`` (``inf``: none);
    a slot is a (gang, order) with ``slot_base = ready + (n - 1) T_k``.
    """
    c1 = slot_base[None, :] + times[:, slot_type]
    return c1 + np.maximum(0.0, c1 - deadlines[:, None])


@evaluator(PlanningSolution, Sense.MINIMIZE)
def evaluate_planning(instance: CuckooPlanningInstance, solution: PlanningSolution) -> Evaluation:
    """Score an execution plan by Eq. 13-14 (minimise the sum of C1 + C2).

    Feasibility (the matching of Sec. 3.3.3): every group placed exactly
    once, on a usable GPU type, a gang that exists (``M_k // gang_size`` of
    them) and an order >= 1, and no (type, gang, order) slot used twice.
    """
    by_id = {g.id: g for g in instance.groups}
    violations: list[str] = []
    placed: dict[str, int] = {}
    slots: dict[tuple[str, int, int], int] = {}
    for k, p in enumerate(solution.placements):
        if p.group not in by_id:
            violations.append(f"placements[{k}]: unknown group {p.group!r}")
        elif p.group in placed:
            violations.append(f"placements[{k}]: group {p.group!r} is already placed by placements[{placed[p.group]}]")
        placed.setdefault(p.group, k)
        if p.gpu_type not in instance.gangs:
            violations.append(f"placements[{k}]: GPU type {p.gpu_type!r} has no gang of {instance.gang_size} GPUs")
        elif not 0 <= p.gang < instance.gangs[p.gpu_type]:
            violations.append(f"placements[{k}]: gang {p.gang} of {p.gpu_type!r} does not exist ({instance.gangs[p.gpu_type]} gangs)")
        if p.order < 1:
            violations.append(f"placements[{k}]: order must be >= 1")
        slot = (p.gpu_type, p.gang, p.order)
        if slot in slots:
            violations.append(f"placements[{k}]: slot {slot} is already used by placements[{slots[slot]}]")
        slots.setdefault(slot, k)
    for g in instance.groups:
        if g.id not in placed:
            violations.append(f"group {g.id!r} is not placed")
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    avg = average_times(instance)
    c1s, c2s = [], []
    for p in solution.placements:
        g = by_id[p.group]
        c1, c2 = edge_cost(g.time[p.gpu_type], avg[p.gpu_type], p.order, g.deadline)
        c1s.append(c1)
        c2s.append(c2)
    metrics = {
        "total_c1": float(np.sum(c1s)),
        "total_c2": float(np.sum(c2s)),
        "late_groups": float(sum(c > 0.0 for c in c2s)),
        "max_order": float(max(p.order for p in solution.placements)),
    }
    return Evaluation(float(np.sum(c1s) + np.sum(c2s)), Sense.MINIMIZE, True, (), metrics)


# ===========================================================================
# cuckoo-joint: the problem of Eq. 2-10.
# ===========================================================================

JOINT = "cuckoo-joint"
#: Seconds of float noise the evaluator absorbs in a group's start: a start
#: up to this much before its jobs arrive (Eq. 6), or before a gang of its
#: type is free (Eq. 5), is not refused but charged: the group is scored as
#: starting when it may (:func:`scored_schedule`), never earlier.
TIME_TOL_S = 1e-6


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduledGroup:
    """A group (one or two jobs) started at ``start`` on GPUs of ``gpu_type``."""

    jobs: Annotated[tuple[NonEmptyStr, ...], Field(min_length=1)]
    gpu_type: NonEmptyStr
    start: NonNegFloat


def _group_key(g: ScheduledGroup) -> tuple[float, str, tuple[str, ...]]:
    return (g.start, g.gpu_type, g.jobs)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class JointSchedule(SchemaValue):
    """The groups and their schedule: ``X_gk`` and ``s_g`` of Eq. 4-7,
    sorted by (start, gpu_type, jobs), also on loading."""

    groups: tuple[ScheduledGroup, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "groups", tuple(sorted(self.groups, key=_group_key)))

    @classmethod
    def of(cls, groups: Sequence[ScheduledGroup]) -> "JointSchedule":
        return cls(tuple(groups))


def _peak_usage(intervals: Sequence[tuple[float, float]]) -> int:
    """Most intervals open at once, up to :data:`TIME_TOL_S`: ``(s, e)`` is
    open on ``s < t < e`` (Eq. 5), so one ending at ``t`` and one starting at
    ``t`` do not overlap, and neither do two that overlap by at most the
    tolerance (which :func:`scored_schedule` then charges)."""
    events = sorted([(e - TIME_TOL_S, -1) for _, e in intervals] + [(s, 1) for s, _ in intervals])
    peak = cur = 0
    for _, d in events:
        cur += d
        peak = max(peak, cur)
    return peak


def scored_schedule(instance: CuckooJointInstance, solution: JointSchedule) -> JointSchedule:
    """The schedule :func:`evaluate_joint` scores: ``solution`` with every
    start the tolerance let through moved to when the group may start.

    Type by type, in the order of the given starts, each group starts at
    ``max(s_g, latest arrival of its jobs, earliest end of a gang of its
    type)`` (ends of the groups already placed, computed from their moved
    starts): so the scored schedule meets Eq. 5-6 exactly, each start is at
    or after the given one, and a schedule that meets them exactly is scored
    unchanged (on intervals, first come first served over the gangs in start
    order needs no more gangs than the peak, so no group waits). A start a
    hair early (:data:`TIME_TOL_S`) therefore never buys an earlier end or
    a met deadline: the tolerance absorbs float noise and never improves a
    score. Assumes the checks of :func:`evaluate_joint` passed."""
    import heapq

    jobs, index = instance.jobs, instance.job_index
    free: dict[str, list[float]] = {t: [-math.inf] * n for t, n in instance.gangs.items()}
    moved = []
    for g in solution.groups:  # sorted by (start, gpu_type, jobs)
        members = [jobs[index[j]] for j in g.jobs]
        gangs = free[g.gpu_type]
        start = max(g.start, max(m.arrival for m in members), gangs[0])
        heapq.heapreplace(gangs, start + instance.group_duration(members, g.gpu_type))  # Eq. 7
        moved.append(g if start == g.start else ScheduledGroup(g.jobs, g.gpu_type, start))
    return JointSchedule.of(moved)


def _joint_online_metrics(instance: CuckooJointInstance, solution: JointSchedule,
                          end_of: Mapping[str, float]) -> dict[str, Any]:
    """The common online metrics (:mod:`schedbench.online.metrics`) of a
    feasible joint schedule: a group keeps its gang's GPUs busy once, however
    many jobs share them; a job's deadline is met if it ends before it
    (Eq. 9); offered load counts each job alone on its fastest usable type."""
    from schedbench.online import online_metrics

    jobs = instance.jobs
    start_of = {j: g.start for g in solution.groups for j in g.jobs}
    groups = solution.groups
    busy = ([g.start for g in groups], [end_of[g.jobs[0]] for g in groups], [instance.gang_size] * len(groups))
    offered = [j.num_gpus * min(instance.group_duration([j], t) for t in instance.gangs) for j in jobs]
    return online_metrics(
        [j.arrival for j in jobs], [start_of[j.id] for j in jobs], [end_of[j.id] for j in jobs],
        total_gpus=instance.gang_size * sum(instance.gangs.values()), busy=busy,
        deadline=[j.deadline for j in jobs], offered_gpu_s=offered,
    )


@evaluator(JointSchedule, Sense.MINIMIZE)
def evaluate_joint(instance: CuckooJointInstance, solution: JointSchedule) -> Evaluation:
    """Score a schedule by Eq. 2-10, straight from their definitions.

    Feasibility: every job in exactly one group of one or two jobs, jobs of
    a group requesting the same GPU count (Eq. 3), each group on one usable
    GPU type (Eq. 4), at no time more groups on a type than its GPUs hold
    (Eq. 5, open intervals ``s_g < t < e_g``), no group before its jobs
    arrive (Eq. 6). The end is ``e_g = s_g + T_gk`` (Eq. 7, the time model
    of :func:`~schedbench.perfmodels.cuckoo.group_duration_s`).

    Float noise: a start up to :data:`TIME_TOL_S` before its jobs arrive or
    before a gang is free is accepted, and the schedule is scored from
    :func:`scored_schedule`, where such a start is moved to when the group
    may start; so the tolerance never buys an earlier end or a met deadline.

    Objective (minimise): ``V = alpha V1 + beta V2`` (Eq. 10) with V1 the
    mean JCT ``e_{g_j} - a_j`` in hours (Eq. 8, :data:`V1_UNIT_S`) and V2 the
    fraction of jobs with ``e_{g_j} >= d_j`` (Eq. 9; jobs without a deadline
    are never late).
    """
    jobs = instance.jobs
    index = instance.job_index
    violations: list[str] = []
    seen: dict[str, int] = {}
    by_type: dict[str, list[tuple[float, float]]] = {}
    for k, g in enumerate(solution.groups):
        path = f"groups[{k}]"
        if len(g.jobs) not in (1, 2) or len(set(g.jobs)) != len(g.jobs):
            violations.append(f"{path}: a group holds one or two distinct jobs (Alg. 3), got {list(g.jobs)}")
            continue
        unknown = [j for j in g.jobs if j not in index]
        if unknown:
            violations.append(f"{path}: unknown job(s) {unknown}")
            continue
        for j in g.jobs:
            if j in seen:
                violations.append(f"{path}: job {j!r} is already in groups[{seen[j]}]")
            seen.setdefault(j, k)
        members = [jobs[index[j]] for j in g.jobs]
        if len({m.num_gpus for m in members}) > 1:
            violations.append(f"{path}: jobs request different GPU counts (Eq. 3)")
            continue
        if g.gpu_type not in instance.gangs:
            violations.append(f"{path}: GPU type {g.gpu_type!r} cannot host a {instance.gang_size}-GPU group (Eq. 4)")
            continue
        arrival = max(m.arrival for m in members)
        if g.start < arrival - TIME_TOL_S:
            violations.append(f"{path}: starts at {g.start} before its jobs arrive at {arrival} (Eq. 6)")
        end = g.start + instance.group_duration(members, g.gpu_type)  # Eq. 7
        by_type.setdefault(g.gpu_type, []).append((g.start, end))
    missing = [j.id for j in jobs if j.id not in seen]
    if missing:
        violations.append(f"jobs not scheduled: {missing[:10]}{' ...' if len(missing) > 10 else ''}")
    for t, intervals in sorted(by_type.items()):
        peak = _peak_usage(intervals)
        if peak > instance.gangs[t]:
            violations.append(f"GPU type {t!r}: {peak * instance.gang_size} GPUs busy at once, it has "
                              f"{dict(instance.gpus)[t]} (Eq. 5)")
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    solution = scored_schedule(instance, solution)
    end_of: dict[str, float] = {}
    gpu_seconds = 0.0
    for g in solution.groups:
        length = instance.group_duration([jobs[index[j]] for j in g.jobs], g.gpu_type)  # Eq. 7
        gpu_seconds += length * instance.gang_size
        for j in g.jobs:
            end_of[j] = g.start + length
    jct = np.array([end_of[j.id] - j.arrival for j in jobs])
    late = np.array([j.deadline is not None and end_of[j.id] >= j.deadline for j in jobs])  # Eq. 9
    v1 = float(jct.mean()) / V1_UNIT_S  # Eq. 8
    v2 = float(late.mean())  # Eq. 9
    metrics = {
        "v1_mean_jct_h": v1,
        "v2_late_fraction": v2,
        "groups": float(len(solution.groups)),
        "pairs": float(sum(len(g.jobs) == 2 for g in solution.groups)),
        "gpu_seconds": gpu_seconds,
        **_joint_online_metrics(instance, solution, end_of),
        **per_job_metrics(instance, solution),
    }
    return Evaluation(instance.alpha * v1 + instance.beta * v2, Sense.MINIMIZE, True, (), metrics)  # Eq. 10


def per_job_completions(instance: CuckooJointInstance, solution: JointSchedule) -> dict[str, float]:
    """Each job's own completion, NOT Eq. 7-8 (metrics only, the
    objective keeps the group end): a single job ends at its group's end; in
    a pair the job with fewer iterations ends after the ``min(n_u, n_v)``
    interleaved iterations (the time model of
    :func:`~schedbench.perfmodels.cuckoo.group_duration_s`), the other at the
    group's end (equal counts: both at the end). Eq. 7-8 give both jobs of a
    pair the group's end, so a short job packed with a long one is charged
    the long one's time. Starts as :func:`scored_schedule` moves them.
    Assumes a feasible schedule."""
    from schedbench.perfmodels.cuckoo import pair_iteration_time_cached

    jobs, index = instance.jobs, instance.job_index
    out: dict[str, float] = {}
    for g in scored_schedule(instance, solution).groups:
        members = [jobs[index[j]] for j in g.jobs]
        end = g.start + instance.group_duration(members, g.gpu_type)
        for m in members:
            out[m.id] = end
        if len(members) == 2 and members[0].iterations != members[1].iterations:
            a, b = (instance.stage_times(m, g.gpu_type) for m in members)
            short = min(members, key=lambda m: m.iterations)
            out[short.id] = g.start + short.iterations * pair_iteration_time_cached(a, b, instance.interference) / 1000.0
    return out


def per_job_metrics(instance: CuckooJointInstance, solution: JointSchedule) -> dict[str, float]:
    """``per_job_mean_jct_s`` and ``per_job_deadline_satisfaction`` (share of
    the jobs with a deadline that end before it) under
    :func:`per_job_completions`, beside the Eq. 7-8 ``mean_jct_s`` and
    ``deadline_satisfaction``."""
    end = per_job_completions(instance, solution)
    jct = [end[j.id] - j.arrival for j in instance.jobs]
    met = [end[j.id] < j.deadline for j in instance.jobs if j.deadline is not None]
    out = {"per_job_mean_jct_s": float(np.mean(jct))}
    if met:
        out["per_job_deadline_satisfaction"] = float(np.mean(met))
    return out
