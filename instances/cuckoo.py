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
from typing import TYPE_CHECKING, Annotated, Any

import numpy as np

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
from schedbench.schema import (SCHEMA_CONFIG, Field, FiniteFloat, InstanceValue, Metadata, NonEmptyStr, NonNegFloat,
                               NonNegInt, PosInt, SchemaValue, Strict, json_form, require_unique, with_config)
from schedbench.validation import require_float, require_int, require_str

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


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Job(SchemaValue):
    """A training job in the queue (Sec. 3.3.1: a_j, d_j, m_j)."""

    id: NonEmptyStr
    model: NonEmptyStr
    batch_size: PosInt
    num_gpus: PosInt
    iterations: PosInt
    deadline: FiniteFloat | None  # absolute, seconds; None: no deadline (Sec. 5.2)
    arrival: NonNegFloat = 0.0

    @property
    def job_type(self) -> tuple[str, int, int]:
        return (self.model, self.batch_size, self.num_gpus)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Profile(SchemaValue):
    """Stage times (ms per iteration) of one job type on one GPU type."""

    model: NonEmptyStr
    batch_size: PosInt
    num_gpus: PosInt
    gpu_type: NonEmptyStr
    load_ms: NonNegFloat
    forward_ms: NonNegFloat
    backward_ms: NonNegFloat
    comm_ms: NonNegFloat
    sync: SyncClass

    def __post_init__(self) -> None:
        if self.load_ms + self.forward_ms + self.backward_ms + self.comm_ms <= 0.0:
            raise ValidationError("", "must have a positive total iteration time", self.key)

    @property
    def key(self) -> tuple[str, int, int, str]:
        return (self.model, self.batch_size, self.num_gpus, self.gpu_type)

    def stage_times(self) -> StageTimes:
        return StageTimes(self.load_ms, self.forward_ms, self.backward_ms, self.comm_ms, self.sync)


#: A cluster, written ``{"A10": 6, ...}`` (GPU type -> GPUs) and kept as the
#: (type, count) pairs sorted by type.
if TYPE_CHECKING:  # the in-memory value; the schema type below is built at import
    GpuCounts = tuple[tuple[str, int], ...]
else:
    GpuCounts = json_form(dict[NonEmptyStr, NonNegInt], lambda counts: tuple(sorted(counts.items())), dict)


def check_profiles(jobs: Sequence[Job], profiles: Sequence[Profile], gpu_types: Sequence[str]) -> None:
    """No profile twice, and one for every job on every GPU type in ``gpu_types``."""
    index: dict[tuple[str, int, int, str], int] = {}
    for i, p in enumerate(profiles):
        if p.key in index:
            raise ValidationError(f"profiles[{i}]", f"duplicates profiles[{index[p.key]}]", p.key)
        index[p.key] = i
    for i, job in enumerate(jobs):
        for t in gpu_types:
            if (*job.job_type, t) not in index:
                raise ValidationError(
                    f"jobs[{i}]", f"needs a profile for (model, batch_size, num_gpus, gpu_type) = {(*job.job_type, t)}",
                    job.id,
                )


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CuckooPackingInstance(InstanceValue):
    """Jobs to pack at time ``now`` on a cluster of GPU types (Sec. 3.3.2).

    ``gpus`` maps each GPU type to its number of GPUs; ``w`` is Eq. 12's
    weight and ``interference`` the lambda of Sec. 3.2.2. Rules: unique job
    ids, deadlines later than ``now``, arrivals not later than ``now``, at
    least one GPU, a profile for every job on every GPU type with GPUs.
    """

    SCHEMA = "cuckoo-packing"
    SCHEMA_VERSION = 1

    jobs: Annotated[tuple[Job, ...], Field(min_length=1)]
    gpus: GpuCounts
    profiles: tuple[Profile, ...]
    now: FiniteFloat = 0.0
    w: Annotated[float, Strict(), Field(ge=0.0, le=1.0, allow_inf_nan=False)] = W_DEFAULT
    interference: Annotated[float, Strict(), Field(ge=1.0, allow_inf_nan=False)] = LAMBDA_DEFAULT
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if not self.gpus:
            raise ValidationError("gpus", "must name at least one GPU type", {})
        if sum(c for _, c in self.gpus) == 0:
            raise ValidationError("gpus", "must have at least one GPU in total", dict(self.gpus))
        require_unique((j.id for j in self.jobs), "jobs")
        for i, job in enumerate(self.jobs):
            if job.deadline is not None and job.deadline <= self.now:
                raise ValidationError(f"jobs[{i}].deadline", f"must be later than now ({self.now})", job.deadline)
            if job.arrival > self.now:
                raise ValidationError(f"jobs[{i}].arrival", f"must not be later than now ({self.now})", job.arrival)
        check_profiles(self.jobs, self.profiles, self.gpu_types)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @cached_property
    def gpu_types(self) -> tuple[str, ...]:
        """GPU types with at least one GPU (those packing may assume)."""
        return tuple(t for t, c in self.gpus if c > 0)

    @cached_property
    def profile_index(self) -> dict[tuple[str, int, int, str], Profile]:
        return {p.key: p for p in self.profiles}

    def stage_times(self, job: Job, gpu_type: str) -> StageTimes:
        return self.profile_index[(*job.job_type, gpu_type)].stage_times()


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


def _fastest_ms(table: Mapping[tuple[str, int, int, str], Any], model: str, batch: int, gpus: int,
                gpu_types: Sequence[str], used: dict[tuple[str, int, int, str], Profile],
                fastest: dict[tuple[str, int, int], float]) -> float:
    """A job type's standalone iteration time (ms) on its fastest GPU type,
    simulated once per type (``fastest`` keeps it); its profile on every
    type goes into ``used`` (the instance's profiles)."""
    if (model, batch, gpus) not in fastest:
        fastest_ms = math.inf
        for t in gpu_types:
            row = table[(model, batch, gpus, t)]
            prof = Profile(model, batch, gpus, t, row.load_ms, row.forward_ms, row.backward_ms, row.comm_ms,
                           MODEL_SYNC_CLASS[model])
            used[prof.key] = prof
            fastest_ms = min(fastest_ms, prof.stage_times().standalone())
        fastest[(model, batch, gpus)] = fastest_ms
    return fastest[(model, batch, gpus)]


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
    fastest: dict[tuple[str, int, int], float] = {}  # per job type: its profiles are simulated once
    for k in range(size):
        model = names[rng.integers(len(names))]
        batches = models[model]
        batch = int(batches[rng.integers(len(batches))])
        gpus = int(rng.choice(MIXED_GPU_COUNTS, p=MIXED_GPU_PROBS)) if num_gpus == "mixed" else int(num_gpus)
        fastest_ms = _fastest_ms(table, model, batch, gpus, gpu_types, used, fastest)
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
#: ``stand_ins="spread"``: Table 7's types on measured types whose speeds
#: differ as much as the paper says its types do (Sec. 3.3.3: "some GPUs can
#: be two or even three times faster than others"), keeping Table 7's order
#: (A800 fastest, A10 slowest). Speeds relative to V100 (``cuckoo_gpus.csv``,
#: Gavel's measured P100 / K80 ratios): 1, 0.67, 0.27, so the pairs differ
#: 1.5x, 2.5x and 3.7x. The default ``"measured"`` keeps the catalog's
#: ``stands_in_for`` mapping (A40, V100, Quadro RTX 6000: within 1.4x).
SPREAD_STAND_INS: dict[str, str] = {"A800": "v100", "RTX 4090": "p100", "A10": "k80"}
STAND_IN_SETS = ("measured", "spread")
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


def cluster_for(cluster: str, jobs: int, copies: int | None = None,
                stand_ins: str = "measured") -> tuple[dict[str, int], dict[str, str], str, int]:
    """GPU counts per measured stand-in type for a named cluster, the
    paper-type -> stand-in mapping, a description, and how many copies of
    the base cluster it holds (``copies``: that many Table 7 copies instead of
    one per :data:`AUTO_JOBS_PER_TABLE7` jobs; 1 is the paper's 16-GPU
    cluster, on which Sec. 4.1 ran its 521 jobs). ``stand_ins`` picks the
    measured types: the catalog's mapping (``"measured"``) or
    :data:`SPREAD_STAND_INS` (``"spread"``)."""
    from schedbench.instances import catalog

    require_str(cluster, "cluster", choices=CLUSTERS)
    require_str(stand_ins, "stand_ins", choices=STAND_IN_SETS)
    if cluster == "auto":
        cluster = "small" if jobs <= AUTO_SMALL_MAX_JOBS else "paper"
    auto_copies = max(1, round(jobs / AUTO_JOBS_PER_TABLE7))
    copies = (auto_copies if copies is None else copies) if cluster == "paper" else 1
    base = SMALL_CLUSTER if cluster == "small" else PAPER_CLUSTER
    counts: dict[str, int] = {}
    mapping: dict[str, str] = {}
    for paper_type, n in base.items():
        measured = SPREAD_STAND_INS[paper_type] if stand_ins == "spread" else catalog.stand_in_for(paper_type)
        mapping[paper_type] = measured
        counts[measured] = counts.get(measured, 0) + n * copies
    text = "one 2-GPU node per type (synthetic)" if cluster == "small" else f"CUCKOO Table 7 x {copies}"
    spread = " (spread: 1-3.7x apart, Sec. 3.3.3)" if stand_ins == "spread" else ""
    return counts, mapping, text + " on measured stand-in GPU types" + spread, copies


def trace_arrivals(size: int, copies: int, rng: np.random.Generator, intensity: float = 1.0) -> np.ndarray:
    """Arrival times (s) in the shape of Sec. 4.1 / Fig. 8, sorted.

    A burst of ``TRACE_BURST_FRACTION`` of the jobs, uniform in the first
    window, then each further window receives ``U{10..40} x copies`` jobs,
    uniform within it, until ``size`` jobs have arrived. ``intensity``
    divides every arrival time (2: the same jobs arrive twice as fast; a
    SYNTHETIC knob for the load).
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
    lengths: Sequence[float] | None = None,
    deadline_factor: float = DEADLINE_FACTOR_MEAN,
) -> tuple[list[Job], dict[tuple[str, int, int, str], Profile]]:
    """Table 8 jobs with Eq. 15 deadlines relative to their arrival.

    ``lengths`` (s on the fastest GPU type, one per job) replaces the
    log-uniform draw in ``duration_s`` when given (trace workloads).
    ``deadline_factor`` is Eq. 15's mean (8); the standard deviation keeps
    the paper's ratio (2 / 8 of the mean), so the default draws are the
    paper's N(8, 2)."""
    factor_std = DEADLINE_FACTOR_STD * deadline_factor / DEADLINE_FACTOR_MEAN
    from schedbench.instances import catalog

    table = catalog.cuckoo_stage_profiles()
    models = catalog.cuckoo_models()
    names = sorted(models)
    jobs: list[Job] = []
    used: dict[tuple[str, int, int, str], Profile] = {}
    fastest: dict[tuple[str, int, int], float] = {}  # per job type: its profiles are simulated once
    for k in range(size):
        model = names[rng.integers(len(names))]
        batches = models[model]
        batch = int(batches[rng.integers(len(batches))])
        fastest_ms = _fastest_ms(table, model, batch, num_gpus, gpu_types, used, fastest)
        if lengths is not None:
            length = float(lengths[k])
        else:
            length = math.exp(rng.uniform(math.log(duration_s[0]), math.log(duration_s[1])))
        iterations = max(1, round(length * 1000.0 / fastest_ms))
        exec_s = iterations * fastest_ms / 1000.0
        factor = max(DEADLINE_FACTOR_MIN, rng.normal(deadline_factor, factor_std))  # Eq. 15
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


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CuckooJointInstance(InstanceValue):
    """Jobs arriving over time on a heterogeneous cluster (Sec. 3.3.1).

    Every job requests ``gang_size`` GPUs (Sec. 4.1: 2; Sec. 3.3.3 plans one
    GPU count at a time), so a GPU type with ``M_k`` GPUs runs at most
    ``M_k // gang_size`` groups at once (Eq. 5) and can be seen as that many
    gangs. ``alpha``/``beta`` weigh Eq. 10; deadlines are absolute seconds.
    """

    SCHEMA = "cuckoo-joint"
    SCHEMA_VERSION = 1

    jobs: Annotated[tuple[Job, ...], Field(min_length=1)]
    gpus: GpuCounts
    profiles: tuple[Profile, ...]
    w: Annotated[float, Strict(), Field(ge=0.0, le=1.0, allow_inf_nan=False)] = W_DEFAULT
    interference: Annotated[float, Strict(), Field(ge=1.0, allow_inf_nan=False)] = LAMBDA_DEFAULT
    alpha: NonNegFloat = ALPHA_DEFAULT
    beta: NonNegFloat = BETA_DEFAULT
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        """Unique job ids, one gang size, deadlines after arrivals, a GPU type
        that holds a gang, a profile for every job on every such type."""
        m = self.jobs[0].num_gpus
        require_unique((j.id for j in self.jobs), "jobs")
        for i, job in enumerate(self.jobs):
            if job.num_gpus != m:
                raise ValidationError(f"jobs[{i}].num_gpus",
                                      f"must equal every other job's ({m}): one gang size per instance", job.num_gpus)
            if job.deadline is not None and job.deadline <= job.arrival:
                raise ValidationError(f"jobs[{i}].deadline", f"must be later than the job's arrival ({job.arrival})",
                                      job.deadline)
        if not self.gangs:
            raise ValidationError("gpus", f"must have a type with at least {m} GPUs (the jobs' num_gpus)",
                                  dict(self.gpus))
        check_profiles(self.jobs, self.profiles, self.gpu_types)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @property
    def gang_size(self) -> int:
        return self.jobs[0].num_gpus

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
        return CuckooPackingInstance.unchecked(
            jobs=moved, gpus=tuple((t, self.gang_size) for t in types), profiles=self.profiles, now=now,
            w=self.w if w is None else w, interference=self.interference, metadata={},
        )


#: Eq. 11 needs D_j > now; a job already past its deadline is packed as if
#: its deadline were this many seconds away (as urgent as possible).
OVERDUE_REST_S = 1.0


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
    workload: str = "synthetic",
    data: str | None = None,
    window_h: float | None = None,
    compression: float | None = None,
    sample: str | None = None,
    venus_arrivals: str | None = None,
    copies: int | None = None,
    intensity: float = 1.0,
    deadline_factor: float = DEADLINE_FACTOR_MEAN,
    length_scale: float = 1.0,
    stand_ins: str = "measured",
) -> CuckooJointInstance:
    """``size`` jobs of Table 8 arriving as in Sec. 4.1 (or all at 0).

    Deadlines follow Eq. 15 from each job's arrival; job lengths are
    synthetic (:data:`JOINT_DURATION_MIN_S`); the cluster is named by
    ``cluster`` (:func:`cluster_for`); ``copies`` fixes the number of Table 7
    copies of the ``paper`` cluster (1: the paper's 16 GPUs; default one per
    100 jobs); ``intensity`` divides the trace's arrival times (load knob);
    ``deadline_factor`` is Eq. 15's mean slack factor (default 8, the
    paper's; the findings sweep 2-8); ``length_scale`` multiplies the SYNTHETIC
    job-length range (sensitivity studies). ``stand_ins="spread"`` runs
    Table 7 on measured types as far apart as the paper's
    (:data:`SPREAD_STAND_INS`: the default stand-ins differ by a
    median 1.04x, too little to test Table 14).

    ``workload="philly"|"venus"|"alibaba"`` replaces the arrivals and job
    lengths by ``size`` jobs sampled from the busiest ``window_h`` of that
    trace (:func:`schedbench.instances.traces.sample`; ``arrivals`` and
    ``intensity`` are then ignored; ``compression`` is the trace's load
    knob): see :func:`_trace_arrivals_lengths` for the mapping.
    """
    from schedbench.instances import traces

    trace = traces.trace_options(workload, data, window_h, compression, sample, venus_arrivals)
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
    deadline_factor = require_float(float(deadline_factor), "deadline_factor", minimum=DEADLINE_FACTOR_MIN)
    length_scale = require_float(float(length_scale), "length_scale", exclusive_minimum=0.0)
    counts, stand_in_map, text, copies = cluster_for(cluster, size, copies, stand_ins)
    if max(counts.values()) < num_gpus:
        raise ValidationError("num_gpus", f"must fit a node of the {cluster!r} cluster ({max(counts.values())} GPUs)", num_gpus)
    if trace is not None:
        return _generate_joint_trace(size, seed, workload, trace, counts, stand_in_map, text, num_gpus,
                                     (w, interference, alpha, beta), deadline_factor)
    rng = np.random.default_rng(seed)
    times = trace_arrivals(size, copies, rng, intensity) if arrivals == "trace" else np.zeros(size)
    lengths_s = (JOINT_DURATION_MIN_S * length_scale, JOINT_DURATION_MAX_S * length_scale)
    jobs, used = _draw_jobs(size, rng, sorted(counts), num_gpus, times, lengths_s, deadline_factor=deadline_factor)
    profiles = tuple(sorted(used.values(), key=lambda p: p.key))
    sources, synthetic = _profile_metadata(profiles, jobs)
    metadata = {
        "generator": "schedbench.instances.cuckoo.generate_joint",
        "size": size,
        "seed": seed,
        "cluster": text,
        "arrivals": ("Sec. 4.1 / Fig. 8 shape" + (f", times / {intensity:g}" if intensity != 1.0 else ""))
        if arrivals == "trace" else "all at time 0 (a batch)",
        "gpu_stand_ins": stand_in_map,
        "sources": sources,
        "synthetic": synthetic + ["job_length_loguniform", "alpha_beta"] + (["small_cluster"] if "synthetic" in text else [])
        + (["arrival_intensity"] if intensity != 1.0 and arrivals == "trace" else [])
        + (["deadline_factor"] if deadline_factor != DEADLINE_FACTOR_MEAN else [])
        + (["length_scale"] if length_scale != 1.0 else [])
        + (["stand_ins_spread"] if stand_ins == "spread" else []),
    }
    return CuckooJointInstance(tuple(jobs), tuple(sorted(counts.items())), profiles, w, interference, alpha, beta, metadata)


#: Second random stream of a trace workload (model and batch draws), apart
#: from the stream that samples the trace's rows.
TRACE_MODEL_STREAM = 1


def _trace_arrivals_lengths(work: Any, num_gpus: int) -> tuple[np.ndarray, list[float]]:
    """Arrivals and fastest-type job lengths of a sampled trace workload.

    Reading (ours; CUCKOO Sec. 4.1 fixes 2 GPUs per job and one gang size per
    instance): a trace job that ran ``d`` s on ``g`` GPUs keeps its
    GPU-seconds, so it lasts ``d g / num_gpus`` s on its fastest GPU type
    (linear scaling, a PROXY); iterations then follow from that type's
    per-iteration time as for synthetic jobs, and the offered load (GPU-s per
    s) is the trace's.
    """
    times = np.asarray(work.arrival_s, dtype=float)
    lengths = [d * g / num_gpus for d, g in zip(work.duration_s, work.num_gpus)]
    return times, lengths


def _generate_joint_trace(
    size: int, seed: int, workload: str, options: Mapping[str, Any], counts: dict[str, int],
    stand_ins: dict[str, str], text: str, num_gpus: int, weights: tuple[float, float, float, float],
    deadline_factor: float = DEADLINE_FACTOR_MEAN,
) -> CuckooJointInstance:
    """:func:`generate_joint` on a trace workload (see its docstring)."""
    from schedbench.instances import traces

    work = traces.sample(workload, size, seed, **options)
    times, lengths = _trace_arrivals_lengths(work, num_gpus)
    rng = np.random.default_rng([seed, TRACE_MODEL_STREAM])
    jobs, used = _draw_jobs(size, rng, sorted(counts), num_gpus, times, (JOINT_DURATION_MIN_S, JOINT_DURATION_MAX_S),
                            lengths=lengths, deadline_factor=deadline_factor)
    profiles = tuple(sorted(used.values(), key=lambda p: p.key))
    sources, synthetic = _profile_metadata(profiles, jobs)
    mapped = {
        "arrival": f"trace arrival_s ({work.provenance['fields']['arrival_s'].split(':')[0]})",
        "iterations": "PROXY: trace GPU-seconds / num_gpus on the fastest GPU type, over its per-iteration time",
        "num_gpus": f"SYNTHETIC: {num_gpus} per job (one gang size per instance, Sec. 4.1); trace GPUs only scale the length",
        "model_batch": "SYNTHETIC: uniform over Table 8, as Sec. 4.1",
        "deadline": "SYNTHETIC: Eq. 15 from the job's arrival and length",
    }
    metadata = {
        "generator": "schedbench.instances.cuckoo.generate_joint",
        "size": size,
        "seed": seed,
        "cluster": text,
        "arrivals": f"{workload} workload, busiest window",
        "gpu_stand_ins": stand_ins,
        "sources": sources,
        "synthetic": synthetic + ["alpha_beta", "model_batch_uniform", "deadline_eq15", "num_gpus_fixed"]
        + (["small_cluster"] if "synthetic" in text else [])
        + [f"trace_{k}" for k, v in work.provenance["fields"].items() if v.startswith("synthetic")],
        "proxy": ["length_from_trace_gpu_seconds"]
        + [f"trace_{k}" for k, v in work.provenance["fields"].items() if v.startswith("proxy")],
        "workload": traces.workload_metadata(work, mapped),
        "trace_gpus": traces.value_counts(work.num_gpus),
    }
    w, interference, alpha, beta = weights
    return CuckooJointInstance(tuple(jobs), tuple(sorted(counts.items())), profiles, w, interference, alpha, beta, metadata)


# ---------------------------------------------------------------------------
# cuckoo-planning: execution planning of given groups (Sec. 3.3.3).
# ---------------------------------------------------------------------------


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class PlanGroup(SchemaValue):
    """A job group to place (Table 5's row): seconds on one gang of each GPU
    type (written ``{"A10": 12.5, ...}``), and its deadline ``D`` in seconds
    from now (None: no deadline)."""

    id: NonEmptyStr
    jobs: Annotated[tuple[NonEmptyStr, ...], Field(min_length=1)]
    times: json_form(dict[NonEmptyStr, NonNegFloat], lambda t: tuple(sorted(t.items())), dict)  # type: ignore[valid-type]
    deadline: FiniteFloat | None

    def __post_init__(self) -> None:
        if len(self.jobs) > 2 or len(set(self.jobs)) != len(self.jobs):
            raise ValidationError("jobs", "must be one or two distinct job ids (Alg. 3 packs pairs)", list(self.jobs))

    @cached_property
    def time(self) -> dict[str, float]:
        return dict(self.times)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CuckooPlanningInstance(InstanceValue):
    """Groups to map onto (GPU gang, execution order) slots (Sec. 3.3.3).

    Every group needs ``gang_size`` GPUs of one type (Sec. 3.3.3 plans one
    GPU count: "we only consider situation that all of jobs only request one
    GPU"; with ``m`` GPUs per group a type with ``M_k`` GPUs has
    ``M_k // m`` gangs, each of which runs its groups one after another).
    Rules: unique group ids, no job in two groups, a type that holds a gang,
    every group's time on every such type.
    """

    SCHEMA = "cuckoo-planning"
    SCHEMA_VERSION = 1

    groups: Annotated[tuple[PlanGroup, ...], Field(min_length=1)]
    gpus: GpuCounts
    gang_size: PosInt = 1
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if not self.gangs:
            raise ValidationError("gpus", f"must have a type with at least gang_size = {self.gang_size} GPUs",
                                  dict(self.gpus))
        require_unique((g.id for g in self.groups), "groups")
        members: dict[str, int] = {}
        for i, g in enumerate(self.groups):
            for j in g.jobs:
                if j in members:
                    raise ValidationError(f"groups[{i}].jobs", f"job {j!r} is already in groups[{members[j]}]", list(g.jobs))
                members[j] = i
            for t in self.gangs:
                if t not in g.time:
                    raise ValidationError(f"groups[{i}].times", f"needs a time on GPU type {t!r}", sorted(g.time))

    @property
    def size(self) -> int:
        return len(self.groups)

    @cached_property
    def gangs(self) -> dict[str, int]:
        """Usable GPU types and their number of gangs (the capacities)."""
        return {t: c // self.gang_size for t, c in self.gpus if c // self.gang_size > 0}


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
