"""CUCKOO instances: jobs waiting to be packed on a heterogeneous cluster.

Reference: CUCKOO (SoCC '25), Sec. 3.3 (problem, Eq. 2-12), Sec. 4.1
(workload: Table 7 cluster, Table 8 models, Eq. 15 deadlines).

An instance is self-contained: it carries the per-iteration stage times of
every (model, batch size, GPU count) it uses on every GPU type of its
cluster, so that a user can build one from their own profiles and the
instance's content hash covers every number that affects the answer.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from schedbench.contracts import content_hash
from schedbench.errors import ValidationError
from schedbench.perfmodels.cuckoo import (
    ASSUMED_SYNC_CLASS,
    LAMBDA_DEFAULT,
    MODEL_SYNC_CLASS,
    W_DEFAULT,
    StageTimes,
    SyncClass,
)
from schedbench.validation import (
    join,
    require_float,
    require_int,
    require_keys,
    require_list,
    require_mapping,
    require_str,
)

#: Table 7: the paper's experimental cluster (type -> GPUs).
PAPER_CLUSTER: dict[str, int] = {"A800": 2, "RTX 4090": 8, "A10": 6}
#: Sec. 4.1: "Each job is assumed to run on 2 GPUs."
PAPER_GPUS_PER_JOB = 2
#: Eq. 15: (deadline - arrival) / fastest execution time ~ N(8, 2).
DEADLINE_FACTOR_MEAN = 8.0
DEADLINE_FACTOR_STD = 2.0
#: A deadline tighter than the fastest execution cannot be met by any
#: schedule; the normal draw of Eq. 15 is clipped here (3.5 sigma below the
#: mean, so almost never binding).
DEADLINE_FACTOR_MIN = 1.0
#: Job length on its fastest GPU type, log-uniform between these (seconds).
#: SYNTHETIC: CUCKOO does not state its jobs' lengths; the range spans the
#: Helios median GPU-job run time (Venus: 204 s) to well past its mean
#: (13,041 s), helios/helios_cluster_summary.csv.
DURATION_MIN_S = 600.0
DURATION_MAX_S = 36_000.0
#: Mix of GPU counts for ``num_gpus="mixed"``. SYNTHETIC: a Philly-like skew
#: toward single-GPU jobs; the paper itself uses 2 GPUs per job.
MIXED_GPU_COUNTS = (1, 2, 4, 8)
MIXED_GPU_PROBS = (0.55, 0.25, 0.12, 0.08)


@dataclass(frozen=True)
class Job:
    """A training job in the queue (Sec. 3.3.1: a_j, d_j, m_j)."""

    id: str
    model: str
    batch_size: int
    num_gpus: int
    iterations: int
    deadline: float | None  # absolute, seconds; None: no deadline (Sec. 5.2)
    arrival: float = 0.0

    @property
    def job_type(self) -> tuple[str, int, int]:
        return (self.model, self.batch_size, self.num_gpus)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "model": self.model,
            "batch_size": self.batch_size,
            "num_gpus": self.num_gpus,
            "iterations": self.iterations,
            "deadline": self.deadline,
            "arrival": self.arrival,
        }


@dataclass(frozen=True)
class Profile:
    """Stage times (ms per iteration) of one job type on one GPU type."""

    model: str
    batch_size: int
    num_gpus: int
    gpu_type: str
    load_ms: float
    forward_ms: float
    backward_ms: float
    comm_ms: float
    sync: SyncClass

    @property
    def key(self) -> tuple[str, int, int, str]:
        return (self.model, self.batch_size, self.num_gpus, self.gpu_type)

    def stage_times(self) -> StageTimes:
        return StageTimes(self.load_ms, self.forward_ms, self.backward_ms, self.comm_ms, self.sync)

    def to_dict(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "batch_size": self.batch_size,
            "num_gpus": self.num_gpus,
            "gpu_type": self.gpu_type,
            "load_ms": self.load_ms,
            "forward_ms": self.forward_ms,
            "backward_ms": self.backward_ms,
            "comm_ms": self.comm_ms,
            "sync": self.sync.value,
        }


@dataclass(frozen=True)
class CuckooPackingInstance:
    """Jobs to pack at time ``now`` on a cluster of GPU types (Sec. 3.3.2).

    ``gpus`` maps each GPU type to its number of GPUs; ``w`` is Eq. 12's
    weight and ``interference`` the lambda of Sec. 3.2.2.
    """

    SCHEMA = "cuckoo-packing"
    SCHEMA_VERSION = 1

    jobs: tuple[Job, ...]
    gpus: tuple[tuple[str, int], ...]
    profiles: tuple[Profile, ...]
    now: float = 0.0
    w: float = W_DEFAULT
    interference: float = LAMBDA_DEFAULT
    metadata: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def size(self) -> int:
        return len(self.jobs)

    def to_dict(self) -> dict[str, Any]:
        return {
            "jobs": [j.to_dict() for j in self.jobs],
            "gpus": {t: c for t, c in self.gpus},
            "profiles": [p.to_dict() for p in self.profiles],
            "now": self.now,
            "w": self.w,
            "interference": self.interference,
            "metadata": dict(self.metadata),
        }

    @cached_property
    def id(self) -> str:
        return content_hash(self.to_dict())

    @cached_property
    def gpu_types(self) -> tuple[str, ...]:
        """GPU types with at least one GPU (those packing may assume)."""
        return tuple(t for t, c in self.gpus if c > 0)

    @cached_property
    def profile_index(self) -> dict[tuple[str, int, int, str], Profile]:
        return {p.key: p for p in self.profiles}

    def stage_times(self, job: Job, gpu_type: str) -> StageTimes:
        return self.profile_index[(*job.job_type, gpu_type)].stage_times()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "CuckooPackingInstance":
        return parse_packing_instance(data)


def _parse_job(data: Any, path: str) -> Job:
    d = require_mapping(data, path)
    require_keys(d, path, ("id", "model", "batch_size", "num_gpus", "iterations", "deadline"), ("arrival",))
    deadline = d["deadline"]
    if deadline is not None:
        deadline = require_float(deadline, join(path, "deadline"))
    return Job(
        id=require_str(d["id"], join(path, "id")),
        model=require_str(d["model"], join(path, "model")),
        batch_size=require_int(d["batch_size"], join(path, "batch_size"), minimum=1),
        num_gpus=require_int(d["num_gpus"], join(path, "num_gpus"), minimum=1),
        iterations=require_int(d["iterations"], join(path, "iterations"), minimum=1),
        deadline=deadline,
        arrival=require_float(d.get("arrival", 0.0), join(path, "arrival"), minimum=0.0),
    )


def _parse_profile(data: Any, path: str) -> Profile:
    d = require_mapping(data, path)
    fields = ("model", "batch_size", "num_gpus", "gpu_type", "load_ms", "forward_ms", "backward_ms", "comm_ms", "sync")
    require_keys(d, path, fields)
    times = {k: require_float(d[k], join(path, k), minimum=0.0) for k in ("load_ms", "forward_ms", "backward_ms", "comm_ms")}
    if times["load_ms"] + times["forward_ms"] + times["backward_ms"] + times["comm_ms"] <= 0.0:
        raise ValidationError(path, "must have a positive total iteration time", d)
    sync = require_str(d["sync"], join(path, "sync"), choices=[s.value for s in SyncClass])
    return Profile(
        model=require_str(d["model"], join(path, "model")),
        batch_size=require_int(d["batch_size"], join(path, "batch_size"), minimum=1),
        num_gpus=require_int(d["num_gpus"], join(path, "num_gpus"), minimum=1),
        gpu_type=require_str(d["gpu_type"], join(path, "gpu_type")),
        sync=SyncClass(sync),
        **times,
    )


def parse_packing_instance(data: Mapping[str, Any]) -> CuckooPackingInstance:
    """Validate a JSON object and build the instance; errors name the field."""
    d = require_mapping(data, "")
    require_keys(d, "", ("jobs", "gpus", "profiles"), ("now", "w", "interference", "metadata"))
    gpus_raw = require_mapping(d["gpus"], "gpus")
    if not gpus_raw:
        raise ValidationError("gpus", "must name at least one GPU type", gpus_raw)
    gpus = tuple(sorted((require_str(t, "gpus"), require_int(c, join("gpus", t), minimum=0)) for t, c in gpus_raw.items()))
    if sum(c for _, c in gpus) == 0:
        raise ValidationError("gpus", "must have at least one GPU in total", gpus_raw)
    jobs = tuple(_parse_job(j, join("jobs", i)) for i, j in enumerate(require_list(d["jobs"], "jobs")))
    profiles = tuple(_parse_profile(p, join("profiles", i)) for i, p in enumerate(require_list(d["profiles"], "profiles")))
    now = require_float(d.get("now", 0.0), "now")
    w = require_float(d.get("w", W_DEFAULT), "w", minimum=0.0, maximum=1.0)
    interference = require_float(d.get("interference", LAMBDA_DEFAULT), "interference", minimum=1.0)
    metadata = require_mapping(d.get("metadata", {}), "metadata")

    seen: dict[str, int] = {}
    for i, job in enumerate(jobs):
        if job.id in seen:
            raise ValidationError(join(join("jobs", i), "id"), f"must be unique (also jobs[{seen[job.id]}].id)", job.id)
        seen[job.id] = i
        if job.deadline is not None and job.deadline <= now:
            raise ValidationError(join(join("jobs", i), "deadline"), f"must be later than now ({now})", job.deadline)
        if job.arrival > now:
            raise ValidationError(join(join("jobs", i), "arrival"), f"must not be later than now ({now})", job.arrival)
    index: dict[tuple[str, int, int, str], int] = {}
    for i, p in enumerate(profiles):
        if p.key in index:
            raise ValidationError(join("profiles", i), f"duplicates profiles[{index[p.key]}]", p.key)
        index[p.key] = i
    available = [t for t, c in gpus if c > 0]
    for i, job in enumerate(jobs):
        for t in available:
            if (*job.job_type, t) not in index:
                raise ValidationError(
                    join("jobs", i),
                    f"needs a profile for (model, batch_size, num_gpus, gpu_type) = {(*job.job_type, t)}",
                    job.id,
                )
    return CuckooPackingInstance(jobs, gpus, profiles, now, w, interference, dict(metadata))


def paper_cluster() -> tuple[dict[str, int], dict[str, str]]:
    """Table 7's cluster on measured stand-in types, and the mapping used."""
    from schedbench.instances import catalog

    counts: dict[str, int] = {}
    mapping: dict[str, str] = {}
    for paper_type, n in PAPER_CLUSTER.items():
        measured = catalog.stand_in_for(paper_type)
        mapping[paper_type] = measured
        counts[measured] = counts.get(measured, 0) + n
    return counts, mapping


def generate(
    size: int,
    seed: int = 0,
    *,
    num_gpus: int | str = PAPER_GPUS_PER_JOB,
    w: float = W_DEFAULT,
    interference: float = LAMBDA_DEFAULT,
    deadline_fraction: float = 1.0,
) -> CuckooPackingInstance:
    """A batch of ``size`` jobs waiting at time 0 on the Table 7 cluster.

    Models and batch sizes are drawn uniformly from Table 8; each job runs on
    ``num_gpus`` GPUs (Sec. 4.1: 2; ``"mixed"`` draws from a synthetic mix);
    its length on the fastest GPU type is log-uniform (synthetic, see
    :data:`DURATION_MIN_S`); its deadline follows Eq. 15. A fraction
    ``1 - deadline_fraction`` of jobs has no deadline (Sec. 5.2).
    """
    size = require_int(size, "size", minimum=1)
    seed = require_int(seed, "seed", minimum=0)
    if isinstance(num_gpus, str) and num_gpus.isdigit():
        num_gpus = int(num_gpus)
    if num_gpus != "mixed":
        require_int(num_gpus, "num_gpus", minimum=1)
        if num_gpus not in MIXED_GPU_COUNTS:
            raise ValidationError("num_gpus", f"must be one of {MIXED_GPU_COUNTS} or 'mixed'", num_gpus)
    w = require_float(float(w), "w", minimum=0.0, maximum=1.0)
    interference = require_float(float(interference), "interference", minimum=1.0)
    deadline_fraction = require_float(float(deadline_fraction), "deadline_fraction", minimum=0.0, maximum=1.0)

    from schedbench.instances import catalog

    rng = np.random.default_rng(seed)
    cluster, stand_ins = paper_cluster()
    gpu_types = sorted(cluster)
    table = catalog.cuckoo_stage_profiles()
    models = catalog.cuckoo_models()
    names = sorted(models)

    jobs: list[Job] = []
    used: dict[tuple[str, int, int, str], Profile] = {}
    for k in range(size):
        model = names[rng.integers(len(names))]
        batches = models[model]
        batch = int(batches[rng.integers(len(batches))])
        gpus = int(rng.choice(MIXED_GPU_COUNTS, p=MIXED_GPU_PROBS)) if num_gpus == "mixed" else int(num_gpus)
        fastest_ms = math.inf
        for t in gpu_types:
            row = table[(model, batch, gpus, t)]
            prof = Profile(
                model, batch, gpus, t, row.load_ms, row.forward_ms, row.backward_ms, row.comm_ms, MODEL_SYNC_CLASS[model]
            )
            used[prof.key] = prof
            fastest_ms = min(fastest_ms, prof.stage_times().standalone())
        duration_s = math.exp(rng.uniform(math.log(DURATION_MIN_S), math.log(DURATION_MAX_S)))
        iterations = max(1, round(duration_s * 1000.0 / fastest_ms))
        exec_s = iterations * fastest_ms / 1000.0
        factor = max(DEADLINE_FACTOR_MIN, rng.normal(DEADLINE_FACTOR_MEAN, DEADLINE_FACTOR_STD))
        has_deadline = rng.random() < deadline_fraction
        deadline = round(factor * exec_s, 3) if has_deadline else None
        jobs.append(Job(f"j{k}", model, batch, gpus, iterations, deadline, 0.0))

    profiles = tuple(sorted(used.values(), key=lambda p: p.key))
    rows = [table[p.key] for p in profiles]
    synthetic = sorted({s for r in rows for s in r.synthetic})
    metadata = {
        "generator": "schedbench.instances.cuckoo.generate",
        "size": size,
        "seed": seed,
        "cluster": "CUCKOO Table 7 on measured stand-in GPU types",
        "gpu_stand_ins": stand_ins,
        "sources": sorted({r.source for r in rows}),
        "synthetic": synthetic
        + [
            "job_length_loguniform",
            *(["num_gpus_mix"] if num_gpus == "mixed" else []),
            *([f"sync_class_{m}" for m in sorted(ASSUMED_SYNC_CLASS & {j.model for j in jobs})]),
        ],
    }
    return CuckooPackingInstance(tuple(jobs), tuple(sorted(cluster.items())), profiles, 0.0, w, interference, metadata)
