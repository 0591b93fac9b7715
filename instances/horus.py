"""HORUS instances: one scheduling round (problem ``horus-placement``).

Reference: Yeung et al., "Horus" (IEEE TPDS 2022), Sec. 4.2.1 (Eq. 3-10,
Table 5), Sec. 4.2.2 and Alg. 1 (the buffer of beta jobs), Sec. 5.1 (testbed:
3 nodes x 4 GPUs, 24 threads and 128 GB per node).

An instance is the state Alg. 1 sees at one round: a cluster of nodes, each
with free CPU cores and RAM (``CP^r_n - UR^r_n``, Eq. 5) and GPUs that already
carry jobs (used memory ``UR^GMem_ng``, used utilisation ``UR^GUtil_ng``, the
number of jobs on it), and the buffer ``J~`` of beta jobs in Alg. 1's order
(longest waiting first, Sec. 4.2.2), each with its GPU count ``RQGPU_j``,
CPU and RAM per GPU (``RQ^r_j``, reading A3: counted per GPU), predicted
utilisation ``GUtil_j`` and estimated memory ``GMem_j``. It also carries the
cost weights (Eq. 7), the slowdown functions f-/f+ (Eq. 9), the cap on jobs
per GPU (reading A6) and the cost semantics (reading A1), so the evaluator
needs nothing else.

The generator (:func:`generate`) draws jobs from ``profiles/horus_models.csv``
(MISO utilisation and memory per model and batch, A100-40GB) and the slowdown
fit from ``profiles/horus_fits.csv`` (``derive_horus.py``). Every assumed
field is labelled in ``metadata["synthetic"]``.

The slowdown curve f of Eq. 9 (option ``fit``):

* ``fig4-shape`` (default) follows Sec. 3.2's words: pairs under 50% each
  slow down "between 1x-1.5x", over-committed ones "between 1.5x-3x", so f
  rises from 0 at U = 0 to 0.5 at U = 100 and on to 2.0 at U = 200. It is
  non-decreasing and never cheaper above 100% than below, which is the
  premise Sec. 4.2.1 builds the cost on ("we penalize the combinations of
  co-located DL jobs when over-commitment manifests"). The paper publishes
  no coefficients, so the curve is SYNTHETIC (labelled
  ``slowdown_fig4_shape``).
* ``gavel-miso`` is the least-squares fit on the only permissive pair data,
  kept as a labelled variant (``slowdown_cross_platform_proxy``). It inverts
  the premise (f(100) = 2.765, f just above 100 = 1.083, f(200) = 0.447, 0
  below U = 79.3), so Eq. 7 under it prefers an over-committed GPU. The
  reason is the data, not the paper: the join pairs Gavel's V100 slowdowns
  with MISO's A100 utilisations, 25 Gavel job types onto 12 MISO proxies,
  so the premise is untestable with permissive data, not refuted.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Annotated, Any, Literal, cast

import numpy as np

from schedbench.instances.catalog import read_profile_rows
from schedbench.errors import ValidationError
from schedbench.perfmodels.horus import OMEGA_DEFAULT, SlowdownFit
from schedbench.schema import (
    SCHEMA_CONFIG,
    Field,
    InstanceValue,
    Metadata,
    NonEmptyStr,
    NonNegFloat,
    NonNegInt,
    PosInt,
    PositiveFloat,
    with_config,
)

#: Reading A1: how ``UR`` of Eq. 8/10 is read (see ``schedbench.problems.horus``).
CostSemantics = Literal["final", "sequential", "static"]
COST_SEMANTICS: tuple[str, ...] = ("final", "sequential", "static")
#: Reading A6: jobs per GPU; 2 by default (the measured co-location data covers pairs only).
MAX_COLOCATION_DEFAULT = 2
#: Sec. 5.1 testbed: 3 nodes x 4 GPUs, 24 threads and 128 GB RAM per node.
TESTBED_NODES = 3
TESTBED_GPUS_PER_NODE = 4
NODE_CPUS = 24.0
NODE_RAM_GB = 128.0
#: MISO's GPU (the source of utilisation and memory): A100 40 GB, in MiB.
GPU_MEM_MIB = 40 * 1024.0
#: SYNTHETIC: CPU cores and RAM (GB) per requested GPU; no file has them.
#: With 24 cores / 128 GB per node they do not bind at 2 jobs per GPU.
CPU_PER_GPU = 2.0
RAM_PER_GPU_GB = 8.0
#: SYNTHETIC: share of the cluster's GPUs that carry a job before the round.
OCCUPANCY_DEFAULT = 0.5
#: SYNTHETIC: GPU counts of buffered jobs and their weights (the testbed's
#: workload is single-GPU, Sec. 5.2; multi-GPU jobs exercise Eq. 4 and sigma).
GPU_COUNTS: tuple[int, ...] = (1, 2, 4)
GPU_COUNT_WEIGHTS: tuple[float, ...] = (0.7, 0.2, 0.1)
#: SYNTHETIC: waiting time of a buffered job, uniform on [0, WAIT_MAX_S].
WAIT_MAX_S = 3_600.0
#: Eq. 9's f: the premise-shaped curve by default, the proxy-data fit as a variant (module docstring).
FIT_CHOICES: tuple[str, ...] = ("fig4-shape", "gavel-miso")
FIT_DEFAULT = "fig4-shape"
MODELS_FILE = "horus_models.csv"
FITS_FILE = "horus_fits.csv"
#: Jobs in a generated buffer (beta); Sec. 5.2 uses beta = 15.
MAX_BETA = 200
PAPER_BETA = 15


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Gpu:
    """One GPU before the round: ``UR^GMem_ng`` (MiB), ``UR^GUtil_ng`` (%),
    the jobs on it, and ``CP^GMem_ng`` (MiB)."""

    mem_capacity_mib: PositiveFloat
    used_mem_mib: NonNegFloat = 0.0
    used_util_pct: NonNegFloat = 0.0
    jobs: NonNegInt = 0

    def __post_init__(self) -> None:
        if self.used_mem_mib > self.mem_capacity_mib:
            raise ValidationError("used_mem_mib", "must not exceed mem_capacity_mib", self.used_mem_mib)
        if self.jobs == 0 and (self.used_mem_mib > 0 or self.used_util_pct > 0):
            raise ValidationError("jobs", "an idle GPU (0 jobs) has no used memory or utilisation", self.jobs)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Node:
    """One node: free CPU cores and RAM (``CP^r_n - UR^r_n``) and its GPUs."""

    cpu_free: NonNegFloat
    ram_free_gb: NonNegFloat
    gpus: tuple[Gpu, ...]

    def __post_init__(self) -> None:
        if not self.gpus:
            raise ValidationError("gpus", "must list at least one GPU", [])


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Job:
    """A buffered job: ``RQGPU_j`` = ``gpus`` (lambda), ``tasks`` (Sec. 4.2.2's
    clustering feature; GPUs per task = gpus / tasks), ``RQ^CPU_j`` and
    ``RQ^RAM_j`` per GPU, ``GUtil_j`` (%) and ``GMem_j`` (MiB) as predicted,
    and ``wait_s``, how long it has waited (Alg. 1 line 4)."""

    id: NonEmptyStr
    gpus: PosInt
    util_pct: NonNegFloat
    mem_mib: PositiveFloat
    cpu_per_gpu: NonNegFloat = 0.0
    ram_per_gpu_gb: NonNegFloat = 0.0
    tasks: PosInt = 1
    wait_s: NonNegFloat = 0.0
    model: str = ""

    def __post_init__(self) -> None:
        if self.gpus % self.tasks:
            raise ValidationError("tasks", "must divide gpus (GPUs per task is an integer)", self.tasks)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class HorusInstance(InstanceValue):
    """One round of Alg. 1: the cluster state and the buffer ``J~``.

    ``jobs`` are in buffer order (longest waiting first, ``wait_s``
    non-increasing); ``omega1``/``omega2`` are Eq. 7's weights; ``slowdown``
    is Eq. 9's f; ``max_colocation`` caps the jobs per GPU (A6);
    ``cost_semantics`` is reading A1.
    """

    SCHEMA = "horus-placement"
    SCHEMA_VERSION = 1

    nodes: Annotated[tuple[Node, ...], Field(min_length=1)]
    jobs: Annotated[tuple[Job, ...], Field(min_length=1)]
    slowdown: SlowdownFit
    omega1: NonNegFloat = OMEGA_DEFAULT
    omega2: NonNegFloat = OMEGA_DEFAULT
    max_colocation: PosInt = MAX_COLOCATION_DEFAULT
    cost_semantics: CostSemantics = "final"
    metadata: Metadata = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.nodes:
            raise ValidationError("nodes", "must list at least one node", [])
        if not self.jobs:
            raise ValidationError("jobs", "must list at least one job (the buffer)", [])
        seen: dict[str, int] = {}
        for i, job in enumerate(self.jobs):
            if job.id in seen:
                raise ValidationError(f"jobs[{i}].id", f"must be unique (also jobs[{seen[job.id]}].id)", job.id)
            seen[job.id] = i
            if i and job.wait_s > self.jobs[i - 1].wait_s:
                raise ValidationError(f"jobs[{i}].wait_s", "jobs must be in buffer order J~: wait_s non-increasing"
                                      " (Alg. 1 line 4, longest waiting first)", job.wait_s)
        for n, node in enumerate(self.nodes):
            for g, gpu in enumerate(node.gpus):
                if gpu.jobs > self.max_colocation:
                    raise ValidationError(f"nodes[{n}].gpus[{g}].jobs", f"must be <= max_colocation"
                                          f" ({self.max_colocation})", gpu.jobs)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @property
    def gpu_list(self) -> list[tuple[int, Gpu]]:
        """(node index, GPU) of every GPU, in global GPU order."""
        return [(n, gpu) for n, node in enumerate(self.nodes) for gpu in node.gpus]

    @property
    def num_gpus(self) -> int:
        return sum(len(node.gpus) for node in self.nodes)

    @property
    def gpus_per_node(self) -> int:
        """Alg. 1 line 10's "#GPUperNode" (the largest node if they differ)."""
        return max(len(node.gpus) for node in self.nodes)


# --------------------------------------------------------------------------
# The catalog (profiles/horus_*.csv)


@dataclass(frozen=True)
class ModelProfile:
    """One row of ``horus_models.csv``."""

    model: str
    batch_size: int
    util_pct: float
    mem_mib: float
    source: str
    synthetic: tuple[str, ...]


@lru_cache(maxsize=1)
def model_profiles() -> tuple[ModelProfile, ...]:
    """Every (MISO model, batch) profile, in file order."""
    return tuple(ModelProfile(r["model"], int(r["batch_size"]), float(r["util_pct"]), float(r["mem_mib"]),
                              r["source"], tuple(s for s in r["synthetic"].split(";") if s))
                 for r in read_profile_rows(MODELS_FILE))


@lru_cache(maxsize=None)
def slowdown_fit(name: str = FIT_DEFAULT) -> SlowdownFit:
    """The f-/f+ pair ``name`` of ``horus_fits.csv`` (``fig4-shape``, the default, or ``gavel-miso``)."""
    for r in read_profile_rows(FITS_FILE):
        if r["name"] == name:
            return SlowdownFit((float(r["a0"]), float(r["a1"])),
                               (float(r["b0"]), float(r["b1"]), float(r["b2"])), f"{name}: {r['source']}")
    raise ValidationError("fit", f"must be one of {list(FIT_CHOICES)}", name)


#: ``prediction`` option: ``profile`` (GUtil_j = MISO's measured utilisation) or a Table 4 regressor.
PREDICTION_DEFAULT = "profile"
PREDICTION_CHOICES: tuple[str, ...] = ("profile", "linear", "lightgbm", "xgboost", "random_forest")


def predicted_util(prediction: str) -> dict[tuple[str, int], float]:
    """(MISO model, batch) -> GUtil_j for option ``prediction``: empty for
    ``profile``; else the regressor's leave-one-model-out prediction
    (:func:`schedbench.instances.horus_predict.out_of_sample_util`, seed 0)."""
    if prediction not in PREDICTION_CHOICES:
        raise ValidationError("prediction", f"must be one of {list(PREDICTION_CHOICES)}", prediction)
    if prediction == PREDICTION_DEFAULT:
        return {}
    from schedbench.instances.horus_predict import out_of_sample_util
    return out_of_sample_util(prediction)


def _prediction_label(prediction: str) -> str:
    return "prediction_is_profile" if prediction == PREDICTION_DEFAULT else f"prediction_{prediction}_lomo"


def _require(value: Any, name: str, kind: type, lo=None, hi=None):
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ValidationError(name, f"must be {'an integer' if kind is int else 'a number'}", value)
    if (lo is not None and value < lo) or (hi is not None and value > hi) or (kind is float and not math.isfinite(cast(float, value))):
        raise ValidationError(name, f"must be in [{lo}, {hi}]", value)
    return value


def generate(size: int, seed: int = 0, *, nodes: int = TESTBED_NODES, gpus_per_node: int = TESTBED_GPUS_PER_NODE,
             occupancy: float = OCCUPANCY_DEFAULT, max_colocation: int = MAX_COLOCATION_DEFAULT,
             cost_semantics: str = "final", fit: str = FIT_DEFAULT, multi_gpu: bool = True,
             cpu_per_gpu: float = CPU_PER_GPU, ram_per_gpu_gb: float = RAM_PER_GPU_GB,
             prediction: str = PREDICTION_DEFAULT) -> HorusInstance:
    """A round with a buffer of ``size`` (= beta) jobs on ``nodes`` x
    ``gpus_per_node`` GPUs (default: the Sec. 5.1 testbed).

    Before the round, ``occupancy`` of the GPUs (chosen at random) carry one
    running job each, drawn from the catalog (its utilisation and memory are
    the GPU's ``UR``; its CPU and RAM are taken from its node). Buffered jobs
    draw a catalog profile uniformly, a GPU count from ``GPU_COUNTS`` (1 only
    with ``multi_gpu=False``), tasks = 1 or the GPU count, and a waiting time;
    predictions equal the catalog values (``prediction_is_profile``), or,
    with ``prediction`` one of Table 4's regressors, a buffered job's GUtil_j
    is that regressor's leave-one-model-out prediction (Sec. 4.1.1: trained
    without the job's architecture; :mod:`schedbench.instances.horus_predict`);
    running jobs keep their profiled utilisation (monitored, Sec. 4).
    """
    size = _require(size, "size", int, 1, MAX_BETA)
    seed = _require(seed, "seed", int, 0)
    nodes = _require(nodes, "nodes", int, 1, 10_000)
    gpus_per_node = _require(gpus_per_node, "gpus_per_node", int, 1, 64)
    occupancy = _require(occupancy, "occupancy", float, 0.0, 1.0)
    max_colocation = _require(max_colocation, "max_colocation", int, 1, 16)
    cpu_per_gpu = _require(cpu_per_gpu, "cpu_per_gpu", float, 0.0, NODE_CPUS)
    ram_per_gpu_gb = _require(ram_per_gpu_gb, "ram_per_gpu_gb", float, 0.0, NODE_RAM_GB)
    if cost_semantics not in COST_SEMANTICS:
        raise ValidationError("cost_semantics", f"must be one of {list(COST_SEMANTICS)}", cost_semantics)
    if not isinstance(multi_gpu, bool):
        raise ValidationError("multi_gpu", "must be true or false", multi_gpu)
    slow = slowdown_fit(fit)  # raises a ValidationError naming `fit` for an unknown name
    predicted = predicted_util(prediction)
    rng = np.random.default_rng(seed)
    profiles = model_profiles()

    total = nodes * gpus_per_node
    busy = set(rng.choice(total, size=round(occupancy * total), replace=False).tolist()) if total else set()
    node_list = []
    for n in range(nodes):
        gpus = []
        used = 0
        for g in range(gpus_per_node):
            if n * gpus_per_node + g in busy:
                p = profiles[rng.integers(len(profiles))]
                gpus.append(Gpu(GPU_MEM_MIB, p.mem_mib, p.util_pct, 1))
                used += 1
            else:
                gpus.append(Gpu(GPU_MEM_MIB))
        node_list.append(Node(max(0.0, NODE_CPUS - used * cpu_per_gpu),
                              max(0.0, NODE_RAM_GB - used * ram_per_gpu_gb), tuple(gpus)))

    waits = sorted((float(round(w, 1)) for w in rng.uniform(0.0, WAIT_MAX_S, size)), reverse=True)
    jobs = []
    for k in range(size):
        p = profiles[rng.integers(len(profiles))]
        lam = int(rng.choice(GPU_COUNTS, p=GPU_COUNT_WEIGHTS)) if multi_gpu else 1
        lam = min(lam, total)
        tasks = 1 if lam == 1 else int(rng.choice([1, lam]))
        util = predicted[(p.model, p.batch_size)] if predicted else p.util_pct
        jobs.append(Job(f"j{k}", lam, util, p.mem_mib, cpu_per_gpu, ram_per_gpu_gb, tasks, waits[k],
                        f"{p.model}/b{p.batch_size}"))
    synthetic = ["tf_reserved_memory", "gpu_a100_40gb_miso", "cpu_ram_per_gpu", "occupancy_one_job_per_busy_gpu",
                 "gpu_counts", "tasks", "wait_uniform", _prediction_label(prediction)]
    if fit == "fig4-shape":
        synthetic.append("slowdown_fig4_shape")
    else:
        synthetic.append("slowdown_cross_platform_proxy")
    meta = {"generator": "schedbench.instances.horus.generate", "size": size, "seed": seed, "nodes": nodes,
            "gpus_per_node": gpus_per_node, "occupancy": occupancy, "fit": fit, "synthetic": synthetic}
    if predicted:
        meta["prediction"] = prediction
    return HorusInstance(tuple(node_list), tuple(jobs), slow, OMEGA_DEFAULT, OMEGA_DEFAULT, max_colocation,
                         cast(Any, cost_semantics), meta)  # checked against COST_SEMANTICS by the schema


# --------------------------------------------------------------------------
# horus-online: jobs arriving over time (Sec. 4.2.2-4.2.3, 5.2, 6.2)

#: Sec. 5.2: the testbed workload's jobs last 3 min to 2 h; "short" <= 800 s.
ONLINE_MIN_S = 180.0
ONLINE_SHORT_MAX_S = 800.0
ONLINE_MAX_S = 7_200.0
#: Sec. 5.2: "light" jobs use < 60% of a GPU (predicted utilisation).
LIGHT_UTIL_PCT = 60.0
#: SYNTHETIC (Sec. 5.2 publishes no proportions; spec horus.md Sec. 6): the
#: share of short and of light jobs; W-Small has "more short and small jobs".
ONLINE_SHAPES: dict[str, tuple[float, float]] = {"w-small": (0.7, 0.7), "w-large": (0.3, 0.3)}
#: The public traces of :mod:`schedbench.instances.traces` (Sec. 6.2 samples Philly).
TRACE_WORKLOADS: tuple[str, ...] = ("philly", "venus", "alibaba")
ONLINE_WORKLOADS: tuple[str, ...] = ("w-small", "w-large", *TRACE_WORKLOADS)
ARRIVALS: tuple[str, ...] = ("batch", "poisson")
#: Clusters: the Sec. 5.1 testbed and the Sec. 6.2 simulation (128 x 8 GPUs).
#: ``mini`` (1 x 2 GPUs, SYNTHETIC): small enough that a handful of jobs contend, for the exact method.
ONLINE_CLUSTERS: dict[str, tuple[int, int]] = {"testbed": (TESTBED_NODES, TESTBED_GPUS_PER_NODE),
                                               "simulation": (128, 8), "mini": (1, 2)}
#: Alg. 1's buffer beta (Sec. 5.2: 15).
BETA_DEFAULT = PAPER_BETA
#: SYNTHETIC: Poisson arrivals default to an offered load above 1 (contended; spec pitfall 6).
LOAD_DEFAULT = 1.5
MAX_ONLINE_JOBS = 100_000


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class JobType:
    """A job type (one Gavel model and batch): what methods SEE of it, the
    predicted utilisation ``util_pct`` (GUtil_j) and memory ``mem_mib``
    (GMem_j, the MISO profile of its proxy, reading A5's Eq. 2 stand-in)."""

    name: NonEmptyStr
    util_pct: NonNegFloat
    mem_mib: PositiveFloat


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class OnlineJob:
    """One job: its ``type`` (index into ``types``), GPUs (a gang), arrival
    and TRUE solo duration in seconds."""

    id: NonEmptyStr
    type: NonNegInt
    gpus: PosInt
    arrival_s: NonNegFloat
    duration_s: PositiveFloat


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class HorusOnlineInstance(InstanceValue):
    """``horus-online``: ``nodes`` x ``gpus_per_node`` GPUs of ``gpu_mem_mib``
    (what methods see), job types, jobs, and the TRUE behaviour, kept apart
    from what methods see (spec pitfall 1): ``t_deg[a][b]`` is the measured
    slowdown (Eq. 1) of type a sharing a GPU with type b, and ``oom_pairs``
    the unordered type pairs (a <= b) that do not fit on one GPU together.
    ``slowdown``, ``omega1``, ``omega2`` are Horus's own cost model (Eq. 7-10),
    never used to score; ``beta`` is Alg. 1's buffer; ``max_colocation`` caps
    the jobs per GPU for every method (A6)."""

    SCHEMA = "horus-online"
    SCHEMA_VERSION = 1

    nodes: PosInt
    gpus_per_node: PosInt
    gpu_mem_mib: PositiveFloat
    types: tuple[JobType, ...]
    t_deg: tuple[tuple[NonNegFloat, ...], ...]
    oom_pairs: tuple[tuple[NonNegInt, NonNegInt], ...]
    jobs: Annotated[tuple[OnlineJob, ...], Field(min_length=1)]
    slowdown: SlowdownFit
    omega1: NonNegFloat = OMEGA_DEFAULT
    omega2: NonNegFloat = OMEGA_DEFAULT
    max_colocation: PosInt = MAX_COLOCATION_DEFAULT
    beta: PosInt = BETA_DEFAULT
    metadata: Metadata = field(default_factory=dict)

    def __post_init__(self) -> None:
        n_types = len(self.types)
        if not self.types:
            raise ValidationError("types", "must list at least one job type", [])
        if not self.jobs:
            raise ValidationError("jobs", "must list at least one job", [])
        if len(self.t_deg) != n_types:
            raise ValidationError("t_deg", f"must have one row per type ({n_types})", len(self.t_deg))
        for a, row in enumerate(self.t_deg):
            if len(row) != n_types:
                raise ValidationError(f"t_deg[{a}]", f"must have one entry per type ({n_types})", len(row))
        for i, (a, b) in enumerate(self.oom_pairs):
            if not a <= b < n_types:
                raise ValidationError(f"oom_pairs[{i}]", f"must be type indices a <= b < {n_types}", [a, b])
        for t, jt in enumerate(self.types):
            if jt.mem_mib > self.gpu_mem_mib:
                raise ValidationError(f"types[{t}].mem_mib", "must not exceed gpu_mem_mib", jt.mem_mib)
        total = self.nodes * self.gpus_per_node
        seen: dict[str, int] = {}
        for i, job in enumerate(self.jobs):
            if job.id in seen:
                raise ValidationError(f"jobs[{i}].id", f"must be unique (also jobs[{seen[job.id]}].id)", job.id)
            seen[job.id] = i
            if job.type >= n_types:
                raise ValidationError(f"jobs[{i}].type", f"must be a type index < {n_types}", job.type)
            if job.gpus > total:
                raise ValidationError(f"jobs[{i}].gpus", f"must be <= the cluster's {total} GPUs", job.gpus)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @property
    def total_gpus(self) -> int:
        return self.nodes * self.gpus_per_node

    def oom(self, a: int, b: int) -> bool:
        """Do types a and b run out of memory on one GPU together (truth)?"""
        return (min(a, b), max(a, b)) in self._oom_set()

    def _oom_set(self) -> frozenset[tuple[int, int]]:
        cached = self.__dict__.get("_oom_cache")
        if cached is None:
            cached = frozenset(self.oom_pairs)
            object.__setattr__(self, "_oom_cache", cached)
        return cached


@lru_cache(maxsize=1)
def gavel_truth() -> tuple[tuple[JobType, ...], tuple[tuple[float, ...], ...], tuple[tuple[int, int], ...]]:
    """Job types, measured ``t_deg`` and OOM pairs from ``horus_pairs.csv``
    (Gavel V100, 1-GPU ordered pairs; an ordered pair Gavel records as
    ``[0, 0]``, "did not fit", is absent from the file and makes the
    unordered pair an OOM pair). What methods see of each type is its MISO
    proxy in ``horus_models.csv`` (columns ``miso_a``, ``batch_a``)."""
    profiles = {(p.model, p.batch_size): p for p in model_profiles()}
    rows = read_profile_rows("horus_pairs.csv")
    names = sorted({r["gavel_a"] for r in rows})
    index = {n: i for i, n in enumerate(names)}
    types: dict[int, JobType] = {}
    deg = [[0.0] * len(names) for _ in names]
    measured = set()
    for r in rows:
        a, b = index[r["gavel_a"]], index[r["gavel_b"]]
        p = profiles[(r["miso_a"], int(r["batch_a"]))]
        types[a] = JobType(names[a], p.util_pct, p.mem_mib)
        deg[a][b] = float(r["t_deg_a"])
        measured.add((a, b))
    oom = sorted({(min(a, b), max(a, b)) for a in range(len(names)) for b in range(len(names))
                  if (a, b) not in measured})
    return tuple(types[i] for i in range(len(names))), tuple(tuple(r) for r in deg), tuple(oom)


@lru_cache(maxsize=1)
def gavel_type_proxies() -> tuple[tuple[str, int], ...]:
    """The MISO (model, batch) proxy of each :func:`gavel_truth` type, by index."""
    rows = read_profile_rows("horus_pairs.csv")
    names = sorted({r["gavel_a"] for r in rows})
    proxy = {r["gavel_a"]: (r["miso_a"], int(r["batch_a"])) for r in rows}
    return tuple(proxy[n] for n in names)


def generate_online(size: int, seed: int = 0, *, workload: str = "w-small", arrivals: str = "batch",
                    load: float = LOAD_DEFAULT, cluster: str = "testbed", max_colocation: int = MAX_COLOCATION_DEFAULT,
                    beta: int = BETA_DEFAULT, fit: str = FIT_DEFAULT, data: str | None = None,
                    window_h: float | None = None, compression: float | None = None,
                    prediction: str = PREDICTION_DEFAULT) -> HorusOnlineInstance:
    """``size`` jobs on the ``testbed`` (3 x 4 GPUs) or ``simulation`` (128 x 8).

    ``w-small``/``w-large`` (Sec. 5.2, proportions SYNTHETIC): single-GPU
    jobs, short (U[180, 800] s) with probability ``short``, else long (U[800,
    7200] s); a light type (predicted util < 60%) with probability ``light``,
    else a heavy one, uniform within the class. ``philly``: arrivals, GPUs
    (capped at the cluster's) and durations of ``size`` jobs sampled from
    the busiest Philly window (:mod:`schedbench.instances.traces`; 398 jobs
    at Sec. 6.2's scale), types uniform; ``venus`` and ``alibaba`` the same
    from those traces (Venus-like synthetic arrivals calibrated to Helios;
    Alibaba's pods are research-use data, for run-time studies only). Arrivals (synthetic workloads):
    ``batch`` (all at t = 0) or ``poisson`` at offered ``load`` (rate = load x
    GPUs / mean GPU-seconds per job). GPU memory seen by methods: 40 GiB
    (MISO's A100, the source of the predictions); the truth is Gavel's V100.
    ``prediction``: ``profile`` (default: a type's predicted utilisation is
    its MISO proxy's profile) or a Table 4 regressor (the proxy's
    leave-one-model-out prediction, as in :func:`generate`); the workload's
    light/heavy classes always use the profile.
    """
    size = _require(size, "size", int, 1, MAX_ONLINE_JOBS)
    seed = _require(seed, "seed", int, 0)
    max_colocation = _require(max_colocation, "max_colocation", int, 1, 16)
    beta = _require(beta, "beta", int, 1, 10_000)
    if workload not in ONLINE_WORKLOADS:
        raise ValidationError("workload", f"must be one of {list(ONLINE_WORKLOADS)}", workload)
    if arrivals not in ARRIVALS:
        raise ValidationError("arrivals", f"must be one of {list(ARRIVALS)}", arrivals)
    if cluster not in ONLINE_CLUSTERS:
        raise ValidationError("cluster", f"must be one of {list(ONLINE_CLUSTERS)}", cluster)
    load = _require(load, "load", float, 1e-6, 1e6)
    nodes, per_node = ONLINE_CLUSTERS[cluster]
    total = nodes * per_node
    slow = slowdown_fit(fit)
    predicted = predicted_util(prediction)
    types, deg, oom = gavel_truth()
    rng = np.random.default_rng(seed)
    synthetic = ["pair_truth_gavel_v100", "prediction_miso_a100_proxy", "oom_pairs_gavel_v100", "single_gpu_pair_for_gangs"]
    meta: dict = {"generator": "schedbench.instances.horus.generate_online", "size": size, "seed": seed,
                  "workload": workload, "cluster": cluster}
    if workload in TRACE_WORKLOADS:
        from schedbench.instances import traces
        options = traces.trace_options(workload, data, window_h, compression, None, None)
        assert options is not None
        work = traces.sample(workload, size, seed, data=options["data"], window_h=options["window_h"],
                             compression=options["compression"])
        arr = [float(a) for a in work.arrival_s]
        gpus = [min(int(g), total) for g in work.num_gpus]
        dur = [max(1.0, float(d)) for d in work.duration_s]
        kinds = [int(k) for k in rng.integers(len(types), size=size)]
        synthetic += [f"trace_substitute_{workload}", "job_type_uniform", "gpus_capped_at_cluster"]
        meta["trace"] = traces.workload_metadata(work, {"arrival_s": "submit", "gpus": "num_gpus",
                                                        "duration_s": "duration"})
    else:
        short, light = ONLINE_SHAPES[workload]
        light_ids = [t for t, jt in enumerate(types) if jt.util_pct < LIGHT_UTIL_PCT]
        heavy_ids = [t for t, jt in enumerate(types) if jt.util_pct >= LIGHT_UTIL_PCT]
        kinds, dur = [], []
        for _ in range(size):
            pool = light_ids if rng.random() < light else heavy_ids
            kinds.append(int(pool[rng.integers(len(pool))]))
            lo, hi = (ONLINE_MIN_S, ONLINE_SHORT_MAX_S) if rng.random() < short else (ONLINE_SHORT_MAX_S, ONLINE_MAX_S)
            dur.append(float(round(rng.uniform(lo, hi), 1)))
        gpus = [1] * size
        if arrivals == "batch":
            arr = [0.0] * size
        else:
            rate = load * total / float(np.mean(dur))
            arr = [float(round(x, 3)) for x in np.cumsum(rng.exponential(1.0 / rate, size))]
            meta["load"] = load
        synthetic += ["workload_shape_proportions", f"arrivals_{arrivals}"]
    meta["arrivals"] = arrivals if workload not in TRACE_WORKLOADS else "trace"
    if predicted:
        proxies = gavel_type_proxies()
        types = tuple(JobType(jt.name, predicted[proxies[t]], jt.mem_mib) for t, jt in enumerate(types))
        synthetic.append(_prediction_label(prediction))
        meta["prediction"] = prediction
    if fit == "fig4-shape":  # Horus's own f; the truth stays Gavel's measured pairs
        synthetic.append("slowdown_fig4_shape")
    meta["synthetic"] = synthetic
    jobs = tuple(OnlineJob(f"j{i}", kinds[i], gpus[i], arr[i], dur[i]) for i in range(size))
    return HorusOnlineInstance(nodes, per_node, GPU_MEM_MIB, types, deg, oom, jobs, slow, OMEGA_DEFAULT,
                               OMEGA_DEFAULT, max_colocation, beta, meta)
