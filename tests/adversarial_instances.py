"""Tiny adversarial instances of every problem with an exact method or a bound.

Each :class:`Case` names its problem and a label that says what makes it
hard (the label appears in every test id of the battery). An instance comes
from the problem's generator at an extreme option (tight deadlines at the
minimum deadline factor, all arrivals at once, one GPU type, the coarsest
share grid, ...) or, for a shape no option gives, from a generated
instance's document edited by a small pure function (identical jobs, one
huge job, deadlines equal to the fastest finish, a job that fills the
cluster). Either way the instance passes through its JSON document and the
schema (:func:`load`), so it is one a user could write to a file.

Sizes are those the brute forces of :mod:`brute_force` enumerate in well
under a second each (castor-schedule: a coarse slot).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from schedbench.io import instance_document, parse_instance_document
from schedbench.registry import registry

#: cuckoo-joint: the seeds whose 2-job batch at ``deadline_factor=1`` the
#: MILP got wrong when it counted a job on time only 1 ms before its
#: deadline while the evaluator counts it late only at or after it (seeds
#: 0-11 all kept: the others are the same shape, passing).
JOINT_TIGHT_SEEDS = tuple(range(12))
#: A deadline this many seconds after (or before) a job's fastest possible
#: finish: met only alone on the fastest type from its arrival (or never).
NEAR_DEADLINE_S = 0.0005
#: A time this much (relative) after a slot boundary: still on the boundary
#: for the evaluators' float tolerances (1e-9), so a start there is allowed.
HAIR_REL = 5e-10
#: "One huge job among small ones": its length times this.
HUGE_FACTOR = 20
#: The smallest deadline margin of the battery (a millisecond-rounded Eq. 15
#: deadline lands this close to a finish about once in 500 jobs).
MICROSECOND_S = 1e-6
#: castor-schedule: slot length as a share of the shortest solo job on the
#: coarse grids of the 3-job cases (a few slots per job keeps the brute
#: force's enumeration small).
COARSE_SLOT_SHARE = 1 / 1.5


@dataclass(frozen=True)
class Case:
    """One adversarial instance: ``build()`` returns the instance value."""

    problem: str
    label: str
    build: Callable[[], Any]

    @property
    def id(self) -> str:
        return f"{self.problem}:{self.label}"


def load(case: Case) -> Any:
    """The case's instance after a JSON round trip of its document through
    the schema (what ``schedbench solve FILE`` would read)."""
    spec = registry().get(case.problem)
    text = json.dumps(instance_document(spec, case.build()), allow_nan=False)
    got, inst = parse_instance_document(json.loads(text))
    assert got.name == case.problem
    return inst


@lru_cache(maxsize=None)
def generated(problem: str, size: int, seed: int, **options: Any) -> Any:
    """``spec.generate`` (cached: several cases edit the same instance)."""
    return registry().get(problem).generate(size, seed, **options)


def edited(problem: str, base: Any, edit: Callable[[dict[str, Any]], None]) -> Any:
    """``base`` with its document edited in place by ``edit``, re-validated."""
    doc = copy.deepcopy(base.to_dict())
    edit(doc)
    return registry().get(problem).load_instance(doc)


def gen(problem: str, label: str, size: int, seed: int, **options: Any) -> Case:
    return Case(problem, label, lambda: generated(problem, size, seed, **options))


def edit(problem: str, label: str, base: Callable[[], Any], change: Callable[[dict[str, Any]], None]) -> Case:
    return Case(problem, label, lambda: edited(problem, base(), change))


def clone_first(key: str, count: int, id_field: str | None = "id") -> Callable[[dict[str, Any]], None]:
    """Replace the list ``key`` by ``count`` copies of its first entry
    (fresh ids where the entries have them): identical jobs, ties everywhere."""
    def change(doc: dict[str, Any]) -> None:
        first = doc[key][0]
        doc[key] = [dict(first, **({id_field: f"{first[id_field]}c{k}"} if id_field else {})) for k in range(count)]
    return change


# ---------------------------------------------------------------------------
# CUCKOO
# ---------------------------------------------------------------------------


def _joint_fastest_finish(inst: Any) -> dict[str, float]:
    """Each job's earliest possible end: its arrival plus its time alone on
    its fastest usable type (the float the evaluator would compute)."""
    return {j.id: j.arrival + min(inst.group_duration([j], t) for t in inst.gangs) for j in inst.jobs}


def _joint_deadlines_at_fastest(offset_s: float) -> Callable[[], Any]:
    def build() -> Any:
        base = generated("cuckoo-joint", 3, 1, arrivals="batch", deadline_factor=1.0)
        finish = _joint_fastest_finish(base)

        def change(doc: dict[str, Any]) -> None:
            for job in doc["jobs"]:
                job["deadline"] = finish[job["id"]] + offset_s
        return edited("cuckoo-joint", base, change)
    return build


def _one_type(doc: dict[str, Any]) -> None:
    """Only the first GPU type keeps its GPUs: one gang, every job fills the cluster."""
    types = sorted(doc["gpus"])
    doc["gpus"] = {t: (doc["gpus"][t] if t == types[0] else 0) for t in types}


def _huge_first_job(doc: dict[str, Any]) -> None:
    doc["jobs"][0]["iterations"] *= HUGE_FACTOR
    doc["jobs"][0]["deadline"] = None


def cuckoo_joint_cases() -> list[Case]:
    p = "cuckoo-joint"
    tight = dict(arrivals="batch", deadline_factor=1.0)
    cases = [gen(p, f"2-jobs-batch-deadline-factor-1-seed-{s}", 2, s, **tight) for s in JOINT_TIGHT_SEEDS]
    base3 = lambda: generated(p, 3, 1, **tight)  # noqa: E731 - a one-line builder
    cases += [
        gen(p, "5-jobs-batch-deadline-factor-1-seed-3", 5, 3, **tight),
        gen(p, "4-jobs-batch-deadline-factor-1-seed-0", 4, 0, **tight),
        gen(p, "3-jobs-trace-deadline-factor-1", 3, 2, arrivals="trace", deadline_factor=1.0),
        gen(p, "4-jobs-trace-arrivals", 4, 0),
        gen(p, "single-job", 1, 0, **tight),
        edit(p, "3-identical-jobs", base3, clone_first("jobs", 3)),
        Case(p, "deadlines-equal-to-fastest-finish", _joint_deadlines_at_fastest(0.0)),
        Case(p, "deadlines-just-after-fastest-finish", _joint_deadlines_at_fastest(NEAR_DEADLINE_S)),
        Case(p, "deadlines-just-before-fastest-finish", _joint_deadlines_at_fastest(-NEAR_DEADLINE_S)),
        Case(p, "deadlines-a-microsecond-after-fastest-finish", _joint_deadlines_at_fastest(MICROSECOND_S)),
        edit(p, "one-huge-job", base3, _huge_first_job),
        edit(p, "one-gang-every-job-fills-the-cluster", lambda: generated(p, 3, 2, **tight), _one_type),
        edit(p, "late-fraction-only", base3, lambda d: d.update(alpha=0.0)),
        edit(p, "mean-jct-only", base3, lambda d: d.update(beta=0.0)),
    ]
    return cases


def cuckoo_packing_cases() -> list[Case]:
    p = "cuckoo-packing"

    def same_deadline(doc: dict[str, Any]) -> None:
        for job in doc["jobs"]:
            job["deadline"] = doc["jobs"][0]["deadline"]

    return [
        gen(p, "6-jobs", 6, 0),
        gen(p, "8-jobs-mixed-gpu-counts", 8, 1, num_gpus="mixed"),
        gen(p, "no-deadlines", 6, 2, deadline_fraction=0.0),
        gen(p, "efficiency-only-w-1", 6, 3, w=1.0),
        gen(p, "deadlines-only-w-0", 6, 4, w=0.0),
        gen(p, "no-interference-lambda-1", 6, 5, interference=1.0),
        gen(p, "single-job", 1, 0),
        edit(p, "6-identical-jobs", lambda: generated(p, 6, 0), clone_first("jobs", 6)),
        edit(p, "equal-deadlines", lambda: generated(p, 7, 6), same_deadline),
    ]


def _planning_groups_edit(change_group: Callable[[dict[str, Any], int], None]) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        for k, group in enumerate(doc["groups"]):
            change_group(group, k)
    return change


def cuckoo_planning_cases() -> list[Case]:
    from schedbench.instances.cuckoo import table5_instance

    p = "cuckoo-planning"
    base = lambda: generated(p, 4, 0)  # noqa: E731

    def identical(doc: dict[str, Any]) -> None:
        first = doc["groups"][0]
        doc["groups"] = [dict(first, id=f"g{k}", jobs=[f"x{k}"]) for k in range(3)]

    def deadline_at_fastest(group: dict[str, Any], _: int) -> None:
        group["deadline"] = min(group["times"].values())  # C2 = 0 exactly at the fastest slot

    def huge(group: dict[str, Any], k: int) -> None:
        if k == 0:
            group["times"] = {t: HUGE_FACTOR * v for t, v in group["times"].items()}

    return [
        Case(p, "table-5-worked-example", table5_instance),
        gen(p, "single-group", 1, 0),
        gen(p, "3-groups", 3, 1),
        gen(p, "4-groups", 4, 0),
        gen(p, "3-groups-paper-cluster-8-gangs", 3, 2, cluster="paper"),
        edit(p, "3-identical-groups", base, identical),
        edit(p, "deadlines-equal-to-fastest-time", base, _planning_groups_edit(deadline_at_fastest)),
        edit(p, "no-deadlines", base, _planning_groups_edit(lambda g, _: g.update(deadline=None))),
        edit(p, "one-huge-group", base, _planning_groups_edit(huge)),
        edit(p, "one-gang", base, _one_type),
    ]


# ---------------------------------------------------------------------------
# A-SRPT
# ---------------------------------------------------------------------------


def asrpt_placement_cases() -> list[Case]:
    p = "asrpt-placement"

    def exact_fit(doc: dict[str, Any]) -> None:
        """Free GPUs exactly the job's g_i, spread 2 per server: no slack to choose from."""
        need = sum(st["replicas"] for st in doc["stages"])
        doc["free"] = [2] * (need // 2) + ([need % 2] if need % 2 else [])

    return [
        gen(p, "2-stages", 2, 0),
        gen(p, "3-stages", 3, 1),
        gen(p, "single-replica", 1, 0, replicas="1"),
        gen(p, "job-fills-the-only-server", 2, 2, replicas="4,4", extra_servers=0),
        gen(p, "identical-stages-one-replica-each", 3, 3, replicas="1,1,1"),
        gen(p, "fast-network-ties", 2, 4, replicas="2,2", b_inter=300.0),
        edit(p, "free-gpus-exactly-the-job", lambda: generated(p, 2, 5, replicas="3,3"), exact_fit),
    ]


def _asrpt_fill_cluster(doc: dict[str, Any]) -> None:
    """One server of exactly the largest job's GPUs: that job fills the cluster."""
    doc["servers"] = 1
    doc["gpus_per_server"] = max(sum(st["replicas"] for st in job["stages"]) for job in doc["jobs"])


def _asrpt_huge_first(doc: dict[str, Any]) -> None:
    doc["jobs"][0]["iterations"] *= HUGE_FACTOR


def _asrpt_hair(doc: dict[str, Any]) -> None:
    """The second job's release a hair after a slot boundary (still on the
    grid for the schema's tolerance): it may start at its release, not before."""
    job = doc["jobs"][1]
    job["release_s"] = max(job["release_s"], doc["slot_s"]) * (1.0 + HAIR_REL)


def asrpt_schedule_cases() -> list[Case]:
    p = "asrpt-schedule"
    one = dict(servers=1)
    multi = dict(servers=1, single_gpu_share=0.0)
    return [
        gen(p, "3-jobs-one-server", 3, 1, **one),
        gen(p, "3-jobs-two-servers", 3, 2, servers=2),
        gen(p, "4-jobs-one-server-batch-arrivals", 4, 3, load=1000.0, **one),
        gen(p, "3-jobs-continuous-time", 3, 4, slot_s=0.0, **one),
        gen(p, "single-job", 1, 0, **one),
        edit(p, "3-identical-jobs", lambda: generated(p, 3, 5, **multi), clone_first("jobs", 3)),
        edit(p, "one-huge-job", lambda: generated(p, 3, 6, **one), _asrpt_huge_first),
        edit(p, "largest-job-fills-the-cluster", lambda: generated(p, 3, 7, **multi), _asrpt_fill_cluster),
        edit(p, "fills-the-cluster-continuous-time", lambda: generated(p, 3, 8, slot_s=0.0, **multi),
             _asrpt_fill_cluster),
        edit(p, "release-a-hair-after-a-slot-boundary", lambda: generated(p, 3, 1, **one), _asrpt_hair),
    ]


# ---------------------------------------------------------------------------
# GIMBAL
# ---------------------------------------------------------------------------


def gimbal_cases() -> list[Case]:
    p = "gimbal-coordination"
    coarse = dict(share_step=50)
    return [
        gen(p, "2-jobs-jct", 2, 1, **coarse),
        gen(p, "2-jobs-4-shared-gpus-makespan", 2, 0, objective="makespan", **coarse),
        gen(p, "2-jobs-deadline", 2, 2, objective="deadline", **coarse),
        gen(p, "3-jobs-jct", 3, 2, **coarse),
        gen(p, "3-jobs-deadline", 3, 6, objective="deadline", **coarse),
        gen(p, "table-3-jc1-makespan", 3, 0, combination="JC1", objective="makespan", **coarse),
        gen(p, "linear-share-curves-ties", 3, 3, share_model="linear", **coarse),
        gen(p, "one-partner-gpu-3-levels", 2, 3, share_step=34),
        edit(p, "one-huge-job", lambda: generated(p, 3, 1, **coarse),
             lambda d: d["jobs"][1].update(remaining_steps=HUGE_FACTOR * d["jobs"][1]["remaining_steps"])),
    ]


# ---------------------------------------------------------------------------
# CASTOR
# ---------------------------------------------------------------------------


def _castor_pair_options(change_option: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def change(doc: dict[str, Any]) -> None:
        for opt in doc["job_b"]["options"]:
            change_option(opt)
    return change


def _no_interference(opt: dict[str, Any]) -> None:
    if opt["mem_ok_shared"]:
        opt["xi_a"] = opt["xi_b"] = 1.0


def _never_fits_shared(opt: dict[str, Any]) -> None:
    opt.update(mem_ok_shared=False, xi_a=None, xi_b=None)


def castor_pair_cases() -> list[Case]:
    p = "castor-pair"
    base = lambda: generated(p, 3, 2)  # noqa: E731
    return [
        gen(p, "one-candidate", 1, 0),
        gen(p, "2-candidates", 2, 1),
        gen(p, "4-candidates-1-gpu", 4, 3, gpus=1),
        gen(p, "3-candidates-8-gpus", 3, 4, gpus=8),
        edit(p, "no-interference-xi-1", base, _castor_pair_options(_no_interference)),
        edit(p, "never-fits-shared", base, _castor_pair_options(_never_fits_shared)),
        edit(p, "a-has-one-iteration-left", base, lambda d: d["job_a"].update(remaining_iterations=1)),
        edit(p, "b-as-long-as-a", base, lambda d: d["job_b"].update(
            iterations=max(1, round(d["job_a"]["remaining_iterations"] * d["job_a"]["iter_time_s"]
                                    / d["job_b"]["options"][0]["iter_time_s"])))),
    ]


def _castor_coarse(size: int, seed: int, **options: Any) -> Callable[[], Any]:
    def build() -> Any:
        base = generated("castor-schedule", size, seed, **options)
        return generated("castor-schedule", size, seed, slot_s=min(j.solo_s for j in base.jobs) * COARSE_SLOT_SHARE,
                         **options)
    return build


def _castor_all_at_once(doc: dict[str, Any]) -> None:
    for job in doc["jobs"]:
        job["arrival_s"] = 0.0


def _castor_fill_node(doc: dict[str, Any]) -> None:
    """The first job takes every GPU of the node."""
    doc["jobs"][0]["gpus"] = doc["gpus_per_node"] * doc["nodes"]


def _castor_hair(doc: dict[str, Any]) -> None:
    """The second job arrives a hair after a slot boundary: the evaluator
    accepts a start at that boundary (its float tolerance)."""
    job, slot = doc["jobs"][1], doc["slot_s"]
    job["arrival_s"] = max(1, round(job["arrival_s"] / slot)) * slot * (1.0 + HAIR_REL)


def castor_schedule_cases() -> list[Case]:
    p = "castor-schedule"
    return [
        gen(p, "2-jobs", 2, 0),
        gen(p, "2-jobs-seed-1", 2, 1),
        Case(p, "3-jobs-coarse-slot", _castor_coarse(3, 3)),
        Case(p, "3-jobs-coarse-slot-seed-5", _castor_coarse(3, 5)),
        gen(p, "single-job", 1, 0),
        edit(p, "3-identical-jobs-coarse-slot", _castor_coarse(3, 2), clone_first("jobs", 3, id_field=None)),
        edit(p, "3-jobs-all-at-once-coarse-slot", _castor_coarse(3, 5), _castor_all_at_once),
        edit(p, "first-job-fills-the-node", lambda: generated(p, 2, 2), _castor_fill_node),
        edit(p, "arrival-a-hair-after-a-slot-boundary", lambda: generated(p, 2, 0), _castor_hair),
        edit(p, "one-huge-job-coarse-slot", _castor_coarse(3, 3),
             lambda d: d["jobs"][-1].update(iterations=HUGE_FACTOR * d["jobs"][-1]["iterations"])),
    ]


# ---------------------------------------------------------------------------
# HORUS
# ---------------------------------------------------------------------------


def _horus_fill(doc: dict[str, Any]) -> None:
    """The first buffered job asks for every GPU of the cluster."""
    total = sum(len(n["gpus"]) for n in doc["nodes"])
    doc["jobs"][0].update(gpus=total, tasks=1)


def _horus_memory_exactly_full(doc: dict[str, Any]) -> None:
    """Every buffered job exactly fills the free memory of the first busy
    GPU (the evaluator allows equality, A3) and the first node's CPUs exactly
    hold two one-GPU jobs."""
    gpu = next(g for n in doc["nodes"] for g in n["gpus"] if g["jobs"] == 1)
    for job in doc["jobs"]:
        job["mem_mib"] = gpu["mem_capacity_mib"] - gpu["used_mem_mib"]
    doc["nodes"][0]["cpu_free"] = 2 * doc["jobs"][0]["cpu_per_gpu"]


def horus_placement_cases() -> list[Case]:
    p = "horus-placement"
    small = dict(nodes=1, gpus_per_node=4)
    return [
        gen(p, "3-jobs", 3, 0, **small),
        gen(p, "4-jobs", 4, 1, **small),
        gen(p, "idle-cluster", 4, 2, occupancy=0.0, **small),
        gen(p, "every-gpu-busy", 3, 3, occupancy=1.0, **small),
        gen(p, "no-colocation-cap-1", 4, 4, max_colocation=1, **small),
        gen(p, "sequential-costs", 4, 5, cost_semantics="sequential", **small),
        gen(p, "static-costs", 3, 6, cost_semantics="static", **small),
        gen(p, "fig4-shape-slowdown", 4, 7, fit="fig4-shape", **small),
        gen(p, "one-gpu-jobs-two-nodes", 4, 8, nodes=2, gpus_per_node=2, multi_gpu=False),
        edit(p, "4-identical-jobs", lambda: generated(p, 4, 9, multi_gpu=False, **small), clone_first("jobs", 4)),
        edit(p, "first-job-fills-the-cluster", lambda: generated(p, 3, 10, occupancy=0.0, **small), _horus_fill),
        edit(p, "memory-and-cpu-exactly-full", lambda: generated(p, 3, 0, multi_gpu=False, **small),
             _horus_memory_exactly_full),
    ]


def _horus_oom_pair(doc: dict[str, Any]) -> None:
    """Three jobs, the first two of types that run out of memory together."""
    a, b = doc["oom_pairs"][0]
    for job, t in zip(doc["jobs"], (a, b)):
        job["type"] = t


def horus_online_cases() -> list[Case]:
    p = "horus-online"
    mini = dict(cluster="mini")
    return [
        gen(p, "3-jobs-batch", 3, 1, **mini),
        gen(p, "3-jobs-poisson", 3, 2, arrivals="poisson", **mini),
        gen(p, "4-jobs-batch", 4, 1, **mini),
        gen(p, "4-jobs-no-sharing-cap-1", 4, 3, max_colocation=1, **mini),
        gen(p, "single-job", 1, 0, **mini),
        gen(p, "one-job-per-gpu", 2, 4, **mini),
        edit(p, "3-identical-jobs", lambda: generated(p, 3, 5, **mini), clone_first("jobs", 3)),
        edit(p, "oom-pair", lambda: generated(p, 3, 6, **mini), _horus_oom_pair),
        edit(p, "one-huge-job", lambda: generated(p, 3, 7, **mini),
             lambda d: d["jobs"][0].update(duration_s=HUGE_FACTOR * d["jobs"][0]["duration_s"])),
    ]


def all_cases() -> list[Case]:
    """Every case of the battery, problem by problem."""
    return [
        *cuckoo_packing_cases(), *cuckoo_planning_cases(), *cuckoo_joint_cases(),
        *asrpt_placement_cases(), *asrpt_schedule_cases(), *gimbal_cases(),
        *castor_pair_cases(), *castor_schedule_cases(), *horus_placement_cases(), *horus_online_cases(),
    ]
