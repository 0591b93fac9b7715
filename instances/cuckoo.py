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
from collections.abc import Mapping, Sequence
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
    group_duration_s,
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


# ---------------------------------------------------------------------------
# Shared by the planning and joint problems: clusters and arrivals.
# ---------------------------------------------------------------------------

#: Cluster of ``cluster="small"``: one 2-GPU node per paper GPU type (three
#: 2-GPU gangs), small enough for the exact joint MILP. SYNTHETIC mix.
SMALL_CLUSTER: dict[str, int] = {"A800": 2, "RTX 4090": 2, "A10": 2}
#: ``cluster="auto"``: the small cluster up to this many jobs, ...
AUTO_SMALL_MAX_JOBS = 12
#: ... then Table 7 repeated once per this many jobs (rounded, at least once),
#: which keeps the load per GPU roughly constant along a size ladder.
AUTO_JOBS_PER_TABLE7 = 100
CLUSTERS = ("auto", "small", "paper")
#: Sec. 4.1 / Fig. 8: about 100 of 521 jobs arrive in the first 1,000 s, then
#: 10-40 jobs per 1,000 s (per copy of the Table 7 cluster).
TRACE_BURST_FRACTION = 100 / 521
TRACE_WINDOW_S = 1000.0
TRACE_JOBS_PER_WINDOW = (10, 40)
ARRIVALS = ("trace", "batch")
#: Job length of the joint problem on its fastest GPU type, log-uniform.
#: SYNTHETIC: the paper does not state job lengths; with 521 jobs in 30,000 s
#: on 16 GPUs "resource-constrained" (Sec. 4.1), jobs must run minutes to
#: about an hour, not the packing generator's hours.
JOINT_DURATION_MIN_S = 300.0
JOINT_DURATION_MAX_S = 3600.0


def cluster_for(cluster: str, jobs: int, copies: int | None = None) -> tuple[dict[str, int], dict[str, str], str, int]:
    """GPU counts per measured stand-in type for a named cluster, the
    paper-type -> stand-in mapping, a description, and how many copies of
    the base cluster it holds (``copies``: that many Table 7 copies instead of
    one per :data:`AUTO_JOBS_PER_TABLE7` jobs; 1 is the paper's 16-GPU
    cluster, on which Sec. 4.1 ran its 521 jobs)."""
    from schedbench.instances import catalog

    require_str(cluster, "cluster", choices=CLUSTERS)
    if cluster == "auto":
        cluster = "small" if jobs <= AUTO_SMALL_MAX_JOBS else "paper"
    auto_copies = max(1, round(jobs / AUTO_JOBS_PER_TABLE7))
    copies = (auto_copies if copies is None else copies) if cluster == "paper" else 1
    base = SMALL_CLUSTER if cluster == "small" else PAPER_CLUSTER
    counts: dict[str, int] = {}
    mapping: dict[str, str] = {}
    for paper_type, n in base.items():
        measured = catalog.stand_in_for(paper_type)
        mapping[paper_type] = measured
        counts[measured] = counts.get(measured, 0) + n * copies
    text = "one 2-GPU node per type (synthetic)" if cluster == "small" else f"CUCKOO Table 7 x {copies}"
    return counts, mapping, text + " on measured stand-in GPU types", copies


def trace_arrivals(size: int, copies: int, rng: np.random.Generator, intensity: float = 1.0) -> np.ndarray:
    """Arrival times (s) in the shape of Sec. 4.1 / Fig. 8, sorted.

    A burst of ``TRACE_BURST_FRACTION`` of the jobs, uniform in the first
    window, then each further window receives ``U{10..40} x copies`` jobs,
    uniform within it, until ``size`` jobs have arrived. ``intensity``
    divides every arrival time (2: the same jobs arrive twice as fast; a
    SYNTHETIC knob for the load, issue 15).
    """
    burst = min(size, max(1, round(size * TRACE_BURST_FRACTION)))
    times = list(rng.uniform(0.0, TRACE_WINDOW_S, burst))
    window = 1
    lo, hi = TRACE_JOBS_PER_WINDOW
    while len(times) < size:
        k = min(size - len(times), int(rng.integers(lo, hi + 1)) * copies)
        times.extend(rng.uniform(window * TRACE_WINDOW_S, (window + 1) * TRACE_WINDOW_S, k))
        window += 1
    return np.round(np.sort(np.asarray(times)) / intensity, 3)


def _draw_jobs(
    size: int,
    rng: np.random.Generator,
    gpu_types: Sequence[str],
    num_gpus: int,
    arrivals: np.ndarray,
    duration_s: tuple[float, float],
) -> tuple[list[Job], dict[tuple[str, int, int, str], Profile]]:
    """Table 8 jobs with Eq. 15 deadlines relative to their arrival."""
    from schedbench.instances import catalog

    table = catalog.cuckoo_stage_profiles()
    models = catalog.cuckoo_models()
    names = sorted(models)
    jobs: list[Job] = []
    used: dict[tuple[str, int, int, str], Profile] = {}
    for k in range(size):
        model = names[rng.integers(len(names))]
        batches = models[model]
        batch = int(batches[rng.integers(len(batches))])
        fastest_ms = math.inf
        for t in gpu_types:
            row = table[(model, batch, num_gpus, t)]
            prof = Profile(
                model, batch, num_gpus, t, row.load_ms, row.forward_ms, row.backward_ms, row.comm_ms,
                MODEL_SYNC_CLASS[model],
            )
            used[prof.key] = prof
            fastest_ms = min(fastest_ms, prof.stage_times().standalone())
        length = math.exp(rng.uniform(math.log(duration_s[0]), math.log(duration_s[1])))
        iterations = max(1, round(length * 1000.0 / fastest_ms))
        exec_s = iterations * fastest_ms / 1000.0
        factor = max(DEADLINE_FACTOR_MIN, rng.normal(DEADLINE_FACTOR_MEAN, DEADLINE_FACTOR_STD))  # Eq. 15
        arrival = float(arrivals[k])
        jobs.append(Job(f"j{k}", model, batch, num_gpus, iterations, round(arrival + factor * exec_s, 3), arrival))
    return jobs, used


def _profile_metadata(profiles: Sequence[Profile], jobs: Sequence[Job]) -> tuple[list[str], list[str]]:
    from schedbench.instances import catalog

    table = catalog.cuckoo_stage_profiles()
    rows = [table[p.key] for p in profiles]
    synthetic = sorted({s for r in rows for s in r.synthetic})
    synthetic += [f"sync_class_{m}" for m in sorted(ASSUMED_SYNC_CLASS & {j.model for j in jobs})]
    return sorted({r.source for r in rows}), synthetic


# ---------------------------------------------------------------------------
# cuckoo-joint: the problem of Eq. 2-10.
# ---------------------------------------------------------------------------

#: Eq. 10's weights. SYNTHETIC: the paper does not state alpha and beta. With
#: V1 measured in hours (:data:`V1_UNIT_S`), alpha = beta = 1 prices one hour
#: of mean JCT like missing every deadline.
ALPHA_DEFAULT = 1.0
BETA_DEFAULT = 1.0
V1_UNIT_S = 3600.0


@dataclass(frozen=True)
class CuckooJointInstance:
    """Jobs arriving over time on a heterogeneous cluster (Sec. 3.3.1).

    Every job requests ``gang_size`` GPUs (Sec. 4.1: 2; Sec. 3.3.3 plans one
    GPU count at a time), so a GPU type with ``M_k`` GPUs runs at most
    ``M_k // gang_size`` groups at once (Eq. 5) and can be seen as that many
    gangs. ``alpha``/``beta`` weigh Eq. 10; deadlines are absolute seconds.
    """

    SCHEMA = "cuckoo-joint"
    SCHEMA_VERSION = 1

    jobs: tuple[Job, ...]
    gpus: tuple[tuple[str, int], ...]
    profiles: tuple[Profile, ...]
    w: float = W_DEFAULT
    interference: float = LAMBDA_DEFAULT
    alpha: float = ALPHA_DEFAULT
    beta: float = BETA_DEFAULT
    metadata: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @property
    def gang_size(self) -> int:
        return self.jobs[0].num_gpus

    def to_dict(self) -> dict[str, Any]:
        return {
            "jobs": [j.to_dict() for j in self.jobs],
            "gpus": {t: c for t, c in self.gpus},
            "profiles": [p.to_dict() for p in self.profiles],
            "w": self.w,
            "interference": self.interference,
            "alpha": self.alpha,
            "beta": self.beta,
            "metadata": dict(self.metadata),
        }

    @cached_property
    def id(self) -> str:
        return content_hash(self.to_dict())

    @cached_property
    def gangs(self) -> dict[str, int]:
        """Usable GPU types and how many groups each runs at once (Eq. 5)."""
        return {t: c // self.gang_size for t, c in self.gpus if c // self.gang_size > 0}

    @cached_property
    def gpu_types(self) -> tuple[str, ...]:
        return tuple(self.gangs)

    @cached_property
    def profile_index(self) -> dict[tuple[str, int, int, str], Profile]:
        return {p.key: p for p in self.profiles}

    @cached_property
    def job_index(self) -> dict[str, int]:
        return {j.id: k for k, j in enumerate(self.jobs)}

    def stage_times(self, job: Job, gpu_type: str) -> StageTimes:
        return self.profile_index[(*job.job_type, gpu_type)].stage_times()

    def group_duration(self, jobs: Sequence[Job], gpu_type: str) -> float:
        """``T_gk`` (Eq. 7) in seconds: see :func:`group_duration_s`."""
        return group_duration_s(
            tuple(self.stage_times(j, gpu_type) for j in jobs), tuple(j.iterations for j in jobs), self.interference
        )

    def packing_view(self, jobs: Sequence[Job], now: float, gpu_types: Sequence[str] | None = None,
                     w: float | None = None) -> CuckooPackingInstance:
        """The packing sub-problem of the waiting ``jobs`` at time ``now``
        (unvalidated: an overdue job's deadline is moved to just after
        ``now``, :data:`OVERDUE_REST_S`, so that Eq. 11 stays defined)."""
        types = tuple(gpu_types) if gpu_types is not None else self.gpu_types
        moved = tuple(
            j if j.deadline is None or j.deadline > now + OVERDUE_REST_S
            else Job(j.id, j.model, j.batch_size, j.num_gpus, j.iterations, now + OVERDUE_REST_S, j.arrival)
            for j in jobs
        )
        return CuckooPackingInstance(
            moved, tuple((t, self.gang_size) for t in types), self.profiles, now,
            self.w if w is None else w, self.interference, {},
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "CuckooJointInstance":
        return parse_joint_instance(data)


#: Eq. 11 needs D_j > now; a job already past its deadline is packed as if
#: its deadline were this many seconds away (as urgent as possible).
OVERDUE_REST_S = 1.0


def parse_joint_instance(data: Mapping[str, Any]) -> CuckooJointInstance:
    """Validate a JSON object and build the joint instance; errors name the field."""
    d = require_mapping(data, "")
    require_keys(d, "", ("jobs", "gpus", "profiles"), ("w", "interference", "alpha", "beta", "metadata"))
    gpus_raw = require_mapping(d["gpus"], "gpus")
    gpus = tuple(sorted((require_str(t, "gpus"), require_int(c, join("gpus", t), minimum=0)) for t, c in gpus_raw.items()))
    jobs = tuple(_parse_job(j, join("jobs", i)) for i, j in enumerate(require_list(d["jobs"], "jobs", min_len=1)))
    profiles = tuple(_parse_profile(p, join("profiles", i)) for i, p in enumerate(require_list(d["profiles"], "profiles")))
    w = require_float(d.get("w", W_DEFAULT), "w", minimum=0.0, maximum=1.0)
    interference = require_float(d.get("interference", LAMBDA_DEFAULT), "interference", minimum=1.0)
    alpha = require_float(d.get("alpha", ALPHA_DEFAULT), "alpha", minimum=0.0)
    beta = require_float(d.get("beta", BETA_DEFAULT), "beta", minimum=0.0)
    metadata = require_mapping(d.get("metadata", {}), "metadata")
    m = jobs[0].num_gpus
    seen: dict[str, int] = {}
    for i, job in enumerate(jobs):
        path = join("jobs", i)
        if job.id in seen:
            raise ValidationError(join(path, "id"), f"must be unique (also jobs[{seen[job.id]}].id)", job.id)
        seen[job.id] = i
        if job.num_gpus != m:
            raise ValidationError(join(path, "num_gpus"), f"must equal every other job's ({m}): one gang size per instance", job.num_gpus)
        if job.deadline is not None and job.deadline <= job.arrival:
            raise ValidationError(join(path, "deadline"), f"must be later than the job's arrival ({job.arrival})", job.deadline)
    usable = [t for t, c in gpus if c >= m]
    if not usable:
        raise ValidationError("gpus", f"must have a type with at least {m} GPUs (the jobs' num_gpus)", gpus_raw)
    index: dict[tuple[str, int, int, str], int] = {}
    for i, p in enumerate(profiles):
        if p.key in index:
            raise ValidationError(join("profiles", i), f"duplicates profiles[{index[p.key]}]", p.key)
        index[p.key] = i
    for i, job in enumerate(jobs):
        for t in usable:
            if (*job.job_type, t) not in index:
                raise ValidationError(
                    join("jobs", i), f"needs a profile for (model, batch_size, num_gpus, gpu_type) = {(*job.job_type, t)}", job.id
                )
    return CuckooJointInstance(jobs, gpus, profiles, w, interference, alpha, beta, dict(metadata))


def generate_joint(
    size: int,
    seed: int = 0,
    *,
    cluster: str = "auto",
    arrivals: str = "trace",
    num_gpus: int = PAPER_GPUS_PER_JOB,
    w: float = W_DEFAULT,
    interference: float = LAMBDA_DEFAULT,
    alpha: float = ALPHA_DEFAULT,
    beta: float = BETA_DEFAULT,
    copies: int | None = None,
    intensity: float = 1.0,
) -> CuckooJointInstance:
    """``size`` jobs of Table 8 arriving as in Sec. 4.1 (or all at 0).

    Deadlines follow Eq. 15 from each job's arrival; job lengths are
    synthetic (:data:`JOINT_DURATION_MIN_S`); the cluster is named by
    ``cluster`` (:func:`cluster_for`); ``copies`` fixes the number of Table 7
    copies of the ``paper`` cluster (1: the paper's 16 GPUs; default one per
    100 jobs); ``intensity`` divides the trace's arrival times (load knob).
    """
    size = require_int(size, "size", minimum=1)
    seed = require_int(seed, "seed", minimum=0)
    if isinstance(num_gpus, str) and num_gpus.isdigit():
        num_gpus = int(num_gpus)
    require_int(num_gpus, "num_gpus", minimum=1)
    if num_gpus not in MIXED_GPU_COUNTS:
        raise ValidationError("num_gpus", f"must be one of {MIXED_GPU_COUNTS}", num_gpus)
    require_str(arrivals, "arrivals", choices=ARRIVALS)
    w = require_float(float(w), "w", minimum=0.0, maximum=1.0)
    interference = require_float(float(interference), "interference", minimum=1.0)
    alpha = require_float(float(alpha), "alpha", minimum=0.0)
    beta = require_float(float(beta), "beta", minimum=0.0)
    if copies is not None:
        copies = require_int(copies, "copies", minimum=1)
    intensity = require_float(float(intensity), "intensity", exclusive_minimum=0.0)
    counts, stand_ins, text, copies = cluster_for(cluster, size, copies)
    if max(counts.values()) < num_gpus:
        raise ValidationError("num_gpus", f"must fit a node of the {cluster!r} cluster ({max(counts.values())} GPUs)", num_gpus)
    rng = np.random.default_rng(seed)
    times = trace_arrivals(size, copies, rng, intensity) if arrivals == "trace" else np.zeros(size)
    jobs, used = _draw_jobs(size, rng, sorted(counts), num_gpus, times, (JOINT_DURATION_MIN_S, JOINT_DURATION_MAX_S))
    profiles = tuple(sorted(used.values(), key=lambda p: p.key))
    sources, synthetic = _profile_metadata(profiles, jobs)
    metadata = {
        "generator": "schedbench.instances.cuckoo.generate_joint",
        "size": size,
        "seed": seed,
        "cluster": text,
        "arrivals": ("Sec. 4.1 / Fig. 8 shape" + (f", times / {intensity:g}" if intensity != 1.0 else ""))
        if arrivals == "trace" else "all at time 0 (a batch)",
        "gpu_stand_ins": stand_ins,
        "sources": sources,
        "synthetic": synthetic + ["job_length_loguniform", "alpha_beta"] + (["small_cluster"] if "synthetic" in text else [])
        + (["arrival_intensity"] if intensity != 1.0 and arrivals == "trace" else []),
    }
    return CuckooJointInstance(tuple(jobs), tuple(sorted(counts.items())), profiles, w, interference, alpha, beta, metadata)


# ---------------------------------------------------------------------------
# cuckoo-planning: execution planning of given groups (Sec. 3.3.3).
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PlanGroup:
    """A job group to place (Table 5's row): seconds on one gang of each GPU
    type, and its deadline ``D`` in seconds from now (None: no deadline)."""

    id: str
    jobs: tuple[str, ...]
    times: tuple[tuple[str, float], ...]
    deadline: float | None

    @cached_property
    def time(self) -> dict[str, float]:
        return dict(self.times)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "jobs": list(self.jobs), "times": dict(self.times), "deadline": self.deadline}


@dataclass(frozen=True)
class CuckooPlanningInstance:
    """Groups to map onto (GPU gang, execution order) slots (Sec. 3.3.3).

    Every group needs ``gang_size`` GPUs of one type (Sec. 3.3.3 plans one
    GPU count: "we only consider situation that all of jobs only request one
    GPU"; with ``m`` GPUs per group a type with ``M_k`` GPUs has
    ``M_k // m`` gangs, each of which runs its groups one after another).
    """

    SCHEMA = "cuckoo-planning"
    SCHEMA_VERSION = 1

    groups: tuple[PlanGroup, ...]
    gpus: tuple[tuple[str, int], ...]
    gang_size: int = 1
    metadata: Mapping[str, Any] = field(default_factory=dict, compare=False)

    @property
    def size(self) -> int:
        return len(self.groups)

    def to_dict(self) -> dict[str, Any]:
        return {
            "groups": [g.to_dict() for g in self.groups],
            "gpus": {t: c for t, c in self.gpus},
            "gang_size": self.gang_size,
            "metadata": dict(self.metadata),
        }

    @cached_property
    def id(self) -> str:
        return content_hash(self.to_dict())

    @cached_property
    def gangs(self) -> dict[str, int]:
        """Usable GPU types and their number of gangs (the capacities)."""
        return {t: c // self.gang_size for t, c in self.gpus if c // self.gang_size > 0}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "CuckooPlanningInstance":
        return parse_planning_instance(data)


def parse_planning_instance(data: Mapping[str, Any]) -> CuckooPlanningInstance:
    """Validate a JSON object and build the planning instance."""
    d = require_mapping(data, "")
    require_keys(d, "", ("groups", "gpus"), ("gang_size", "metadata"))
    gpus_raw = require_mapping(d["gpus"], "gpus")
    gpus = tuple(sorted((require_str(t, "gpus"), require_int(c, join("gpus", t), minimum=0)) for t, c in gpus_raw.items()))
    gang_size = require_int(d.get("gang_size", 1), "gang_size", minimum=1)
    usable = [t for t, c in gpus if c >= gang_size]
    if not usable:
        raise ValidationError("gpus", f"must have a type with at least gang_size = {gang_size} GPUs", gpus_raw)
    groups = []
    seen: dict[str, int] = {}
    members: dict[str, int] = {}
    for i, raw in enumerate(require_list(d["groups"], "groups", min_len=1)):
        path = join("groups", i)
        g = require_mapping(raw, path)
        require_keys(g, path, ("id", "jobs", "times", "deadline"))
        gid = require_str(g["id"], join(path, "id"))
        if gid in seen:
            raise ValidationError(join(path, "id"), f"must be unique (also groups[{seen[gid]}].id)", gid)
        seen[gid] = i
        jobs = tuple(require_str(j, join(join(path, "jobs"), k)) for k, j in enumerate(require_list(g["jobs"], join(path, "jobs"), min_len=1)))
        if len(jobs) > 2 or len(set(jobs)) != len(jobs):
            raise ValidationError(join(path, "jobs"), "must be one or two distinct job ids (Alg. 3 packs pairs)", list(jobs))
        for j in jobs:
            if j in members:
                raise ValidationError(join(path, "jobs"), f"job {j!r} is already in groups[{members[j]}]", list(jobs))
            members[j] = i
        times_raw = require_mapping(g["times"], join(path, "times"))
        times = {t: require_float(v, join(join(path, "times"), t), minimum=0.0) for t, v in times_raw.items()}
        for t in usable:
            if t not in times:
                raise ValidationError(join(path, "times"), f"needs a time on GPU type {t!r}", sorted(times))
        deadline = g["deadline"]
        if deadline is not None:
            deadline = require_float(deadline, join(path, "deadline"))
        groups.append(PlanGroup(gid, jobs, tuple(sorted(times.items())), deadline))
    metadata = require_mapping(d.get("metadata", {}), "metadata")
    return CuckooPlanningInstance(tuple(groups), gpus, gang_size, dict(metadata))


def table5_instance() -> CuckooPlanningInstance:
    """Sec. 3.3.3's worked example (Fig. 7, Table 5): two single-GPU groups
    on GPU A and GPU B, deadlines 5."""
    groups = (
        PlanGroup("Group 1", ("job 1",), (("GPU A", 2.0), ("GPU B", 3.0)), 5.0),
        PlanGroup("Group 2", ("job 2",), (("GPU A", 3.0), ("GPU B", 4.0)), 5.0),
    )
    return CuckooPlanningInstance(groups, (("GPU A", 1), ("GPU B", 1)), 1, {"source": "CUCKOO Table 5"})


def generate_planning(
    size: int,
    seed: int = 0,
    *,
    cluster: str = "auto",
    num_gpus: int = PAPER_GPUS_PER_JOB,
    w: float = W_DEFAULT,
    interference: float = LAMBDA_DEFAULT,
) -> CuckooPlanningInstance:
    """``size`` groups as CUCKOO's packer hands them to the planner.

    Draws ``2 * size`` jobs of :func:`generate_joint` (a batch at time 0),
    packs them with DAB (Alg. 3, exact blossom on Eq. 12) and keeps the
    first ``size`` groups (by their first job); each group's time on each
    type is ``T_gk`` of :func:`group_duration_s`, its deadline the earlier
    of its jobs' deadlines.
    """
    size = require_int(size, "size", minimum=1)
    joint = generate_joint(2 * size, seed, cluster=cluster, arrivals="batch", num_gpus=num_gpus, w=w, interference=interference)
    from schedbench.heuristics.cuckoo import dab_groups

    groups = []
    for k, members in enumerate(dab_groups(joint, range(len(joint.jobs)), 0.0)[:size]):
        jobs = [joint.jobs[i] for i in members]
        times = tuple((t, round(joint.group_duration(jobs, t), 3)) for t in joint.gpu_types)
        deadlines = [j.deadline for j in jobs if j.deadline is not None]
        groups.append(PlanGroup(f"g{k}", tuple(j.id for j in jobs), times, min(deadlines) if deadlines else None))
    metadata = dict(joint.metadata)
    metadata.update({"generator": "schedbench.instances.cuckoo.generate_planning", "size": size, "packed_from_jobs": 2 * size})
    return CuckooPlanningInstance(tuple(groups), joint.gpus, joint.gang_size, metadata)
