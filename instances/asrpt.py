"""A-SRPT instances: one mixed-parallelism job to map onto partly free servers.

Reference: A-SRPT (Luo et al.), Sec. III-A (job structure, Eq. 2), Sec. III-B
(Eq. 4-7), Sec. IV-B (Heavy-Edge), Sec. V (Table I models; V100 servers of 8
GPUs, NIC 10 Gbps, NVLink 300 GB/s; Table II: "20 cases with varying GPU
availability per server").

A placement instance is self-contained: every per-stage number of Eq. 4-7 is
in it. The generator builds a job from the derived model catalog
(``profiles/asrpt_models.csv``, ``profiles/asrpt_blocks.csv``, written by
``profiles/derive_asrpt.py``): the model's blocks are cut into ``size``
contiguous pipeline stages balancing forward work (a stand-in for the
planner [20] the paper uses), each stage gets ``k_s`` replicas, and the
servers get a random number of free GPUs.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Annotated, Any, cast

import numpy as np

from schedbench.online import slot_ceil as _slot_ceil
from schedbench.instances.catalog import read_profile_rows
from schedbench.errors import ValidationError
from schedbench.perfmodels.asrpt import Network, Stage
from schedbench.schema import (SCHEMA_CONFIG, Field, InstanceValue, Metadata, NonEmptyStr, NonNegFloat, NonNegInt,
                               PosInt, PositiveFloat, SchemaValue, Strict, require_unique, with_config)
from schedbench.validation import join, require_float, require_int, require_str

#: Sec. V-B-1-a: "250 servers, each equipped with eight GPUs".
GPUS_PER_SERVER = 8
#: Sec. V-B-1-a: NIC 10 Gbps = 1.25 GB/s = 1.25 MB/ms.
B_INTER_MB_PER_MS = 1.25
#: Sec. V-B-1-a: NVLink of V100, 300 GB/s = 300 MB/ms.
B_INTRA_MB_PER_MS = 300.0
#: Bytes per activation / parameter element (``fp32_bytes`` in the catalog).
BYTES_PER_ELEMENT = 4
#: Training work per forward MAC: 2 FLOPs per MAC, backward = 2 x forward.
FLOPS_PER_MAC = 2.0
BACKWARD_OVER_FORWARD = 2.0
#: SYNTHETIC: replicas per stage drawn uniformly from 1..MAX_REPLICAS_DEFAULT
#: (the paper's configurations come from a planner [20] that is not public).
MAX_REPLICAS_DEFAULT = 4
#: SYNTHETIC: servers beyond the fewest that could hold the job, each with a
#: uniform number of free GPUs in 0..g (Table II's "varying GPU availability").
EXTRA_SERVERS_DEFAULT = 2
#: Most servers a generator option may ask for (400 times Fig. 6's 250): each
#: server is an entry of the instance, so 10**9 of them would need gigabytes.
MAX_SERVERS = 100_000
#: Relative tolerance of the inter-stage consistency k_{s-1} d_out_{s-1} = k_s d_in_s.
CONSISTENCY_REL_TOL = 1e-6
#: Draws of the availability before falling back to fully free servers.
MAX_AVAILABILITY_DRAWS = 1000


@dataclass(frozen=True)
class ModelRow:
    model: str
    family: str
    table1_params_m: float
    derived_params_m: float
    batch_size: int
    seq_len: int
    tflops_eff: float
    allreduce: str
    source: str
    synthetic: tuple[str, ...]


@dataclass(frozen=True)
class Block:
    name: str
    fwd_gmac: float
    params_m: float
    out_melem: float


@lru_cache(maxsize=1)
def catalog_models() -> dict[str, ModelRow]:
    """``asrpt_models.csv``: the Table I models (shared; do not mutate)."""
    out = {}
    for r in read_profile_rows("asrpt_models.csv"):
        out[r["model"]] = ModelRow(
            r["model"], r["family"], float(r["table1_params_m"]), float(r["derived_params_m"]),
            int(r["batch_size"]), int(r["seq_len"]), float(r["tflops_eff"]), r["allreduce"], r["source"],
            tuple(x for x in r["synthetic"].split(";") if x),
        )
    return out


@lru_cache(maxsize=1)
def catalog_blocks() -> dict[str, tuple[Block, ...]]:
    """``asrpt_blocks.csv``: each model's blocks in order (shared; do not mutate)."""
    out: dict[str, list[tuple[int, Block]]] = {}
    for r in read_profile_rows("asrpt_blocks.csv"):
        out.setdefault(r["model"], []).append(
            (int(r["index"]), Block(r["block"], float(r["fwd_gmac"]), float(r["params_m"]), float(r["out_melem"])))
        )
    return {m: tuple(b for _, b in sorted(v, key=lambda t: t[0])) for m, v in out.items()}


def check_stages(stages: Sequence[Stage], path: str = "stages") -> None:
    """Inter-stage data must match (Sec. III-B): k_{s-1} d_out_{s-1} = k_s d_in_s;
    nothing enters the first stage or leaves the last."""
    if stages[0].d_in_mb != 0.0:
        raise ValidationError(f"{path}[0].d_in_mb", "must be 0 (no stage before the first)", stages[0].d_in_mb)
    if stages[-1].d_out_mb != 0.0:
        raise ValidationError(f"{path}[{len(stages) - 1}].d_out_mb", "must be 0 (no stage after the last)",
                              stages[-1].d_out_mb)
    for s in range(1, len(stages)):
        a = stages[s - 1].replicas * stages[s - 1].d_out_mb
        b = stages[s].replicas * stages[s].d_in_mb
        if abs(a - b) > CONSISTENCY_REL_TOL * max(abs(a), abs(b), 1e-12):
            raise ValidationError(
                f"{path}[{s}].d_in_mb",
                f"must equal k_(s-1) d_out_(s-1) / k_s = {a / stages[s].replicas!r} (Sec. III-B)",
                stages[s].d_in_mb,
            )


#: A job's pipeline: at least one stage (Sec. III-A).
Stages = Annotated[tuple[Stage, ...], Field(min_length=1)]


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class PlacementInstance(InstanceValue):
    """Map the replicas of one job onto servers with ``free[m]`` free GPUs
    (Sec. III-B / IV-B), minimising alpha (Eq. 7).

    Rules: consistent stages (:func:`check_stages`), ``free[m] <= g``, and
    at least the job's g_i free GPUs in total (Eq. 2)."""

    SCHEMA = "asrpt-placement"
    SCHEMA_VERSION = 1

    stages: Stages
    free: Annotated[tuple[NonNegInt, ...], Field(min_length=1)]
    gpus_per_server: PosInt = GPUS_PER_SERVER
    b_inter: PositiveFloat = B_INTER_MB_PER_MS
    b_intra: PositiveFloat = B_INTRA_MB_PER_MS
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        check_stages(self.stages)
        for m, f in enumerate(self.free):
            if f > self.gpus_per_server:
                raise ValidationError(f"free[{m}]", f"must be <= {self.gpus_per_server}", f)
        if sum(self.free) < self.gpus:
            raise ValidationError("free", f"must offer at least the job's {self.gpus} GPUs in total (Eq. 2)",
                                  list(self.free))

    @property
    def size(self) -> int:
        return len(self.stages)

    @property
    def gpus(self) -> int:
        """g_i = sum_s k_s (Sec. III-A)."""
        return sum(st.replicas for st in self.stages)

    @property
    def network(self) -> Network:
        return Network(self.gpus_per_server, self.b_inter, self.b_intra)


def partition_blocks(work: Sequence[float], parts: int) -> list[int]:
    """Cut ``work`` into ``parts`` contiguous non-empty groups minimising the
    largest group sum (exact DP); returns the start index of each group."""
    n = len(work)
    prefix = np.concatenate([[0.0], np.cumsum(work)])
    inf = math.inf
    best = np.full((parts + 1, n + 1), inf)
    cut = np.zeros((parts + 1, n + 1), dtype=np.int64)
    best[0, 0] = 0.0
    for p in range(1, parts + 1):
        for j in range(p, n - (parts - p) + 1):
            for i in range(p - 1, j):
                v = max(best[p - 1, i], prefix[j] - prefix[i])
                if v < best[p, j]:
                    best[p, j], cut[p, j] = v, i
    starts, j = [], n
    for p in range(parts, 0, -1):
        i = int(cut[p, j])
        starts.append(i)
        j = i
    return starts[::-1]


def build_stages(model: str, replicas: Sequence[int]) -> tuple[Stage, ...]:
    """Cut ``model``'s blocks into ``len(replicas)`` stages and compute the
    per-replica numbers of Sec. III-A (see the module docstring)."""
    row = catalog_models()[model]
    blocks = catalog_blocks()[model]
    S = len(replicas)
    starts = partition_blocks([b.fwd_gmac for b in blocks], S) + [len(blocks)]
    ms_per_gmac = row.batch_size * FLOPS_PER_MAC / row.tflops_eff  # GMAC * 2 GFLOP / (TFLOP/s) = ms
    boundary = []  # activation per mini-batch (MB) leaving each stage
    groups = [blocks[starts[s] : starts[s + 1]] for s in range(S)]
    for grp in groups:
        boundary.append(row.batch_size * grp[-1].out_melem * BYTES_PER_ELEMENT)
    stages = []
    for s, grp in enumerate(groups):
        k = replicas[s]
        fwd = sum(b.fwd_gmac for b in grp) * ms_per_gmac / k  # each replica runs 1/k of the mini-batch
        stages.append(Stage(
            replicas=k,
            forward_ms=round(fwd, 6),
            backward_ms=round(BACKWARD_OVER_FORWARD * fwd, 6),
            d_in_mb=boundary[s - 1] / k if s > 0 else 0.0,
            d_out_mb=boundary[s] / k if s < S - 1 else 0.0,
            params_mb=round(sum(b.params_m for b in grp) * BYTES_PER_ELEMENT, 6),
            allreduce=cast(Any, row.allreduce),  # "RAR"/"TAR", checked by the schema
        ))
    return tuple(stages)


def _parse_replicas(replicas: str | Sequence[int] | None, size: int) -> tuple[int, ...] | None:
    if replicas is None:
        return None
    if isinstance(replicas, int) and not isinstance(replicas, bool):  # replicas=2 on a 1-stage model
        replicas = [replicas]
    if isinstance(replicas, str):
        try:
            replicas = [int(x) for x in replicas.split(",") if x.strip()]
        except ValueError:
            raise ValidationError("replicas", "must be comma-separated integers", replicas) from None
    out = tuple(require_int(k, join("replicas", i), minimum=1) for i, k in enumerate(replicas))
    if len(out) != size:
        raise ValidationError("replicas", f"must give one count per stage ({size})", list(out))
    return out


def draw_free(rng: np.random.Generator, need: int, servers: int, g: int) -> tuple[int, ...]:
    """Free GPUs per server, uniform in 0..g, redrawn until they hold ``need``."""
    for _ in range(MAX_AVAILABILITY_DRAWS):
        free = rng.integers(0, g + 1, size=servers)
        if int(free.sum()) >= need:
            return tuple(int(f) for f in free)
    return tuple([g] * servers)


def generate(
    size: int,
    seed: int = 0,
    *,
    model: str | None = None,
    replicas: str | Sequence[int] | None = None,
    max_replicas: int = MAX_REPLICAS_DEFAULT,
    extra_servers: int = EXTRA_SERVERS_DEFAULT,
    b_inter: float = B_INTER_MB_PER_MS,
    b_intra: float = B_INTRA_MB_PER_MS,
) -> PlacementInstance:
    """A job of ``size`` pipeline stages and a partly occupied cluster.

    ``model``: a Table I model (default: drawn among those with at least
    ``size`` blocks). ``replicas``: k_s per stage (default: uniform in
    1..``max_replicas``, synthetic). Servers: the fewest that could hold the
    job plus ``extra_servers``, each with a uniform 0..8 free GPUs (synthetic).
    """
    size = require_int(size, "size", minimum=1)
    seed = require_int(seed, "seed", minimum=0)
    max_replicas = require_int(int(max_replicas), "max_replicas", minimum=1, maximum=GPUS_PER_SERVER)
    extra_servers = require_int(int(extra_servers), "extra_servers", minimum=0, maximum=MAX_SERVERS)
    b_inter = require_float(float(b_inter), "b_inter", exclusive_minimum=0.0)
    b_intra = require_float(float(b_intra), "b_intra", exclusive_minimum=0.0)
    models = catalog_models()
    blocks = catalog_blocks()
    rng = np.random.default_rng(seed)
    eligible = sorted(m for m in models if len(blocks[m]) >= size)
    if model is None:
        if not eligible:
            raise ValidationError("size", f"no catalog model has {size} blocks (max {max(map(len, blocks.values()))})", size)
        model = eligible[int(rng.integers(len(eligible)))]
    else:
        model = require_str(model, "model", choices=sorted(models))
        if model not in eligible:
            raise ValidationError("size", f"{model} has only {len(blocks[model])} blocks", size)
    ks = _parse_replicas(replicas, size)
    synthetic = list(models[model].synthetic) + ["stage_cut_balanced_forward", "server_availability_uniform"]
    if ks is None:
        ks = tuple(int(k) for k in rng.integers(1, max_replicas + 1, size=size))
        synthetic.append("replicas_uniform")
    stages = build_stages(model, ks)
    need = sum(ks)
    servers = math.ceil(need / GPUS_PER_SERVER) + extra_servers
    free = draw_free(rng, need, servers, GPUS_PER_SERVER)
    metadata = {
        "generator": "schedbench.instances.asrpt.generate",
        "size": size,
        "seed": seed,
        "model": model,
        "replicas": list(ks),
        "source": models[model].source,
        "synthetic": sorted(set(synthetic)),
    }
    return PlacementInstance(stages, free, GPUS_PER_SERVER, b_inter, b_intra, metadata)


#: Table II-style configurations: (stages, replicas per stage) per model. SYNTHETIC
#: (the paper's planner outputs are not published); 3-layer slices get 3 stages.
TABLE2_CONFIGS: dict[str, tuple[int, ...]] = {
    "vgg19": (2, 1, 2, 3),
    "resnet152": (2, 2, 1, 2),
    "inception_v3": (3, 2, 1, 2),
    "bert_large": (2, 2, 2, 2),
    "xlnet_large": (2, 2, 2, 2),
    "t5_11b": (2, 2, 2),
    "gpt_6.7b": (2, 2, 2),
    "gpt_13b": (2, 2, 2),
    "gpt_175b": (2, 2, 2),
}
#: Table II: "averaging results over 20 cases with varying GPU availability per server".
TABLE2_CASES = 20


def availability_cases(model: str, cases: int = TABLE2_CASES, seed: int = 0) -> list[PlacementInstance]:
    """Table II with server selection (``table2(setting="select")``): one job
    configuration, ``cases`` random availabilities of :func:`generate`
    (ceil(g_i / 8) + 2 servers, 0-8 free GPUs each, at least g_i in total)."""
    ks = TABLE2_CONFIGS[model]
    return [generate(len(ks), seed + c, model=model, replicas=ks) for c in range(cases)]


def given_set_capacities(rng: np.random.Generator, gpus: int, g: int = GPUS_PER_SERVER) -> tuple[int, ...]:
    """A server set M_i with sum_m g_m = g_i (Sec. IV-B: "Each server m in M_i
    has g_m available GPUs ... such that sum g_m = g_i (g_m <= g ...)").

    The paper does not say how its 20 cases vary the availability; our
    reading (SYNTHETIC): parts drawn one after another, each uniform in
    1..min(g, GPUs left), in descending order."""
    parts, left = [], gpus
    while left:
        c = int(rng.integers(1, min(g, left) + 1))
        parts.append(c)
        left -= c
    return tuple(sorted(parts, reverse=True))


def given_set_cases(model: str, cases: int = TABLE2_CASES, seed: int = 0) -> list[PlacementInstance]:
    """Table II the paper's way (``table2(setting="given")``): the job of
    ``TABLE2_CONFIGS[model]`` on ``cases`` server sets whose free GPUs add up
    to exactly g_i (:func:`given_set_capacities`), so every method partitions
    the same set and no server is selected."""
    ks = TABLE2_CONFIGS[model]
    stages = build_stages(model, ks)
    models = catalog_models()
    out = []
    for c in range(cases):
        rng = np.random.default_rng(seed + c)
        free = given_set_capacities(rng, sum(ks))
        metadata = {
            "generator": "schedbench.instances.asrpt.given_set_cases", "seed": seed + c, "model": model,
            "replicas": list(ks), "source": models[model].source,
            "synthetic": sorted(set(models[model].synthetic) | {"stage_cut_balanced_forward", "given_set_uniform_parts"}),
        }
        out.append(PlacementInstance(stages, free, GPUS_PER_SERVER, B_INTER_MB_PER_MS, B_INTRA_MB_PER_MS, metadata))
    return out


# ----------------------------------------------------------------------------
# asrpt-schedule: jobs arriving over time (Sec. III-A/C, Eq. 1-3, Eq. 8)
# ----------------------------------------------------------------------------

#: Sec. V-B-2-b: "The original trace has over 70% single-GPU jobs". SYNTHETIC
#: default share of single-GPU jobs (the paper varies it from 0% to 80%).
SINGLE_GPU_SHARE_DEFAULT = 0.7
#: SYNTHETIC: a recurring group's base run time, log-uniform in this range (s).
#: Helios Venus: median GPU-job run time 204 s, mean 13,041 s (helios/ summary).
GROUP_DURATION_MIN_S = 200.0
GROUP_DURATION_MAX_S = 13_000.0
#: SYNTHETIC: run-to-run spread of a group's length, lognormal sigma.
RUN_SPREAD_SIGMA = 0.3
#: SYNTHETIC: earlier runs per group available to train the predictor, and the
#: share of groups that have any history (the others are "unseen", n~ = 0).
HISTORY_RUNS = 4
SEEN_GROUP_SHARE = 0.8
#: SYNTHETIC: jobs per recurring group on average.
JOBS_PER_GROUP = 3
#: Offered load (GPU-seconds demanded per GPU-second of the cluster) that sets
#: the Poisson arrival rate; SYNTHETIC.
LOAD_DEFAULT = 1.0
SERVERS_DEFAULT = 4
#: Sec. III: "The system works in a time-slotted fashion", t_i, r_i in [T].
#: SYNTHETIC: the paper does not give the slot length; one minute is our
#: choice for generated instances (the ``slot_s`` option sets it).
SLOT_S_DEFAULT = 60.0
#: Relative tolerance of "a multiple of the slot length" (float noise only).
SLOT_TOL = 1e-9

#: Predictors of n~_i (``predictor`` option; A-SRPT Sec. V-B-2-d, Fig. 9):
#: ``forest`` is the random forest of Sec. IV-C-3 (default); ``mean`` and
#: ``median`` are the paper's "simpler methods based on the mean and median of
#: previous job iterations" (our reading: the mean / median of the group's
#: earlier runs, the forest's training rows; unseen groups predict 0 as for
#: the forest); ``noisy`` is SYNTHETIC, not in the paper: the true n_i times
#: exp(sigma Z), Z ~ N(0, 1), one draw per job, sigma = ``noise_sigma`` (no
#: unseen-group zeros). Keys: the option value -> the predictor's name in
#: :func:`schedbench.instances.asrpt_predict.predict`.
PREDICTORS = {"forest": "random_forest", "mean": "mean", "median": "median", "noisy": ""}
PREDICTOR_DEFAULT = "forest"
#: SYNTHETIC: log-normal sigma of the ``noisy`` predictor (0.5: a typical
#: prediction is off by a factor exp(0.5) = 1.65 either way).
NOISE_SIGMA_DEFAULT = 0.5
#: Random stream of the ``noisy`` predictor, apart from the instance's own
#: draws, so releases and true iterations do not depend on the predictor.
NOISE_STREAM = 2


def noisy_predictions(true_iters: Sequence[int], sigma: float, seed: int) -> list[int]:
    """The ``noisy`` predictor (SYNTHETIC): n~_i = round(n_i exp(sigma Z_i)),
    Z_i ~ N(0, 1) from the stream ``[seed, NOISE_STREAM]``; sigma = 0 is the truth."""
    z = np.random.default_rng([seed, NOISE_STREAM]).standard_normal(len(true_iters))
    return [max(0, int(round(n * math.exp(sigma * float(v))))) for n, v in zip(true_iters, z)]


def on_slot_grid(t: float, slot_s: float) -> bool:
    """True if ``t`` is a whole number of slots (t in [T], Sec. III)."""
    k = t / slot_s
    return abs(k - round(k)) <= SLOT_TOL * max(1.0, abs(k))


slot_ceil = _slot_ceil  # the simulation core's: one definition of "first boundary at or after t"


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduleJob(SchemaValue):
    """Job i of Sec. III-A: release r_i, stages (hence g_i), true iterations
    n_i and predicted iterations n~_i (Sec. IV-C-3)."""

    id: NonEmptyStr
    release_s: NonNegFloat
    stages: Stages
    iterations: PosInt
    predicted: NonNegInt
    group: Annotated[str, Strict()] = ""

    def __post_init__(self) -> None:
        check_stages(self.stages)

    @property
    def gpus(self) -> int:
        return sum(st.replicas for st in self.stages)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduleInstance(InstanceValue):
    """M servers of g GPUs and the jobs (Sec. III, Problem 8).

    ``slot_s`` is the length of the paper's time slot (Sec. III: "The system
    works in a time-slotted fashion", r_i in [T], t_i in [T] in Problem 8):
    every release is a whole number of slots and every start must be one;
    durations n_i alpha_i stay real. ``slot_s = 0`` is continuous time (any
    start t_i >= r_i), a relaxation of the paper's model that instance files
    without the field get. Rules: unique job ids, every job fits the
    cluster (g_i <= M g), releases on the slot grid.
    """

    SCHEMA = "asrpt-schedule"
    SCHEMA_VERSION = 1

    jobs: Annotated[tuple[ScheduleJob, ...], Field(min_length=1)]
    servers: PosInt
    gpus_per_server: PosInt = GPUS_PER_SERVER
    b_inter: PositiveFloat = B_INTER_MB_PER_MS
    b_intra: PositiveFloat = B_INTRA_MB_PER_MS
    slot_s: NonNegFloat = 0.0
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        require_unique((j.id for j in self.jobs), "jobs")
        total, slot_s = self.total_gpus, self.slot_s
        for i, job in enumerate(self.jobs):
            if job.gpus > total:
                raise ValidationError(f"jobs[{i}].stages", f"needs {job.gpus} GPUs, the cluster has {total}", job.gpus)
            if slot_s > 0.0 and not on_slot_grid(job.release_s, slot_s):
                raise ValidationError(f"jobs[{i}].release_s",
                                      f"must be a whole number of slots of slot_s = {slot_s:g} s (r_i in [T], Sec. III)",
                                      job.release_s)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @property
    def slotted(self) -> bool:
        return self.slot_s > 0.0

    @property
    def total_gpus(self) -> int:
        return self.servers * self.gpus_per_server

    @property
    def network(self) -> Network:
        return Network(self.gpus_per_server, self.b_inter, self.b_intra)


def generate_schedule(
    size: int,
    seed: int = 0,
    *,
    servers: int = SERVERS_DEFAULT,
    single_gpu_share: float = SINGLE_GPU_SHARE_DEFAULT,
    load: float = LOAD_DEFAULT,
    b_inter: float = B_INTER_MB_PER_MS,
    slot_s: float = SLOT_S_DEFAULT,
    workload: str = "synthetic",
    data: str | None = None,
    window_h: float | None = None,
    compression: float | None = None,
    sample: str | None = None,
    venus_arrivals: str | None = None,
    length_scale: float = 1.0,
    predictor: str = PREDICTOR_DEFAULT,
    noise_sigma: float = NOISE_SIGMA_DEFAULT,
) -> ScheduleInstance:
    """``size`` jobs of recurring groups arriving over time (all SYNTHETIC
    except the models, which come from the derived catalog; see the labels).

    ``workload="philly"|"venus"|"alibaba"`` samples the jobs from the
    busiest ``window_h`` of that trace instead (``single_gpu_share`` and
    ``load`` then do not apply; ``compression`` sets the load): see
    :func:`_generate_schedule_trace`.

    Each group fixes a model, a stage configuration (1-3 stages, 1-2 replicas;
    a single-GPU group with probability ``single_gpu_share``) and a base run
    time; a job's true run time is the base times a lognormal spread, and
    n_i = run time / alpha~min_i (Sec. V-A-1-b). n~_i is predicted by the
    random forest of :mod:`schedbench.instances.asrpt_predict` trained on
    ``HISTORY_RUNS`` earlier runs of the groups that have a history (unseen
    groups predict 0, Sec. IV-C-3). Arrivals are Poisson at ``load``.
    ``length_scale`` multiplies the SYNTHETIC base run times
    (:data:`GROUP_DURATION_MIN_S`; sensitivity studies).
    ``predictor`` picks n~_i (:data:`PREDICTORS`: the forest, the paper's
    mean / median baselines of Fig. 9, or the SYNTHETIC ``noisy`` one with
    ``noise_sigma``); releases and true iterations do not depend on it.
    """
    from schedbench.heuristics.asrpt import alpha_min_consolidated
    from schedbench.instances import asrpt_predict

    size = require_int(size, "size", minimum=1)
    seed = require_int(seed, "seed", minimum=0)
    servers = require_int(int(servers), "servers", minimum=1, maximum=MAX_SERVERS)
    single_gpu_share = require_float(float(single_gpu_share), "single_gpu_share", minimum=0.0, maximum=1.0)
    load = require_float(float(load), "load", exclusive_minimum=0.0)
    b_inter = require_float(float(b_inter), "b_inter", exclusive_minimum=0.0)
    slot_s = require_float(float(slot_s), "slot_s", minimum=0.0)
    length_scale = require_float(float(length_scale), "length_scale", exclusive_minimum=0.0)
    predictor = require_str(predictor, "predictor", choices=sorted(PREDICTORS))
    noise_sigma = require_float(float(noise_sigma), "noise_sigma", minimum=0.0)
    from schedbench.instances import traces

    trace = traces.trace_options(workload, data, window_h, compression, sample, venus_arrivals)
    if trace is not None:
        return _generate_schedule_trace(size, seed, workload, trace, servers, b_inter, slot_s,
                                        predictor=predictor, noise_sigma=noise_sigma)
    rng = np.random.default_rng(seed)
    net = Network(GPUS_PER_SERVER, b_inter, B_INTRA_MB_PER_MS)
    names = sorted(catalog_models())
    n_groups = max(1, math.ceil(size / JOBS_PER_GROUP))
    groups = []
    for k in range(n_groups):
        model = names[int(rng.integers(len(names)))]
        if rng.random() < single_gpu_share:
            ks: tuple[int, ...] = (1,)
        else:
            S = int(rng.integers(1, min(3, len(catalog_blocks()[model])) + 1))
            ks = tuple(int(x) for x in rng.integers(1, 3, size=S))
            if sum(ks) == 1:
                ks = (2,)
        stages = build_stages(model, ks)
        amin = alpha_min_consolidated(stages, net)
        base = math.exp(rng.uniform(math.log(GROUP_DURATION_MIN_S), math.log(GROUP_DURATION_MAX_S))) * length_scale
        groups.append((f"g{k}", model, stages, amin, base, rng.random() < SEEN_GROUP_SHARE))

    def draw_iters(gi: int) -> int:
        _, _, _, amin, base, _ = groups[gi]
        return max(1, round(base * math.exp(rng.normal(0.0, RUN_SPREAD_SIGMA)) * 1000.0 / amin))

    hist_g, hist_u, hist_y = [], [], []
    for gi, grp in enumerate(groups):
        if grp[5]:
            for _ in range(HISTORY_RUNS):
                hist_g.append(grp[0])
                hist_u.append(grp[1])
                hist_y.append(draw_iters(gi))
    members = [int(rng.integers(n_groups)) for _ in range(size)]
    true_iters = [draw_iters(gi) for gi in members]
    gpu_s = [sum(s.replicas for s in groups[gi][2]) * n * groups[gi][3] / 1000.0 for gi, n in zip(members, true_iters)]
    mean_gap = float(np.mean(gpu_s)) / (load * servers * GPUS_PER_SERVER)
    releases = np.cumsum(rng.exponential(mean_gap, size=size))
    releases -= releases[0]
    # Predictor: history first, then the instance's jobs (targets of the test
    # part are never used for fitting: only the first len(history) jobs train).
    predicted = [0] * size
    if predictor == "noisy":
        predicted = noisy_predictions(true_iters, noise_sigma, seed)
    elif hist_y:
        order = list(range(len(hist_y) + size))
        recs = asrpt_predict.from_records(
            "synthetic", order, hist_g + [groups[g][0] for g in members], hist_u + [groups[g][1] for g in members],
            hist_y + true_iters, "iterations", {"all": "SYNTHETIC recurring groups"},
        )
        frac = len(hist_y) / (len(hist_y) + size)
        pred = asrpt_predict.predict(recs, train_fraction=frac, seed=seed)
        cut = asrpt_predict.split(recs, frac)
        rf = np.full(size, 0.0)
        rf[cut - len(hist_y):] = pred.by_method[PREDICTORS[predictor]]
        predicted = [int(round(v)) for v in rf]
    arrive = [round(float(r), 3) for r in releases]
    if slot_s > 0.0:
        arrive = [slot_ceil(r, slot_s) for r in arrive]
    jobs = tuple(
        ScheduleJob(f"j{i}", arrive[i], groups[g][2], true_iters[i], predicted[i], groups[g][0])
        for i, g in enumerate(members)
    )
    metadata = {
        "generator": "schedbench.instances.asrpt.generate_schedule", "size": size, "seed": seed,
        "synthetic": ["group_configuration_random", "group_duration_loguniform", "run_spread_lognormal",
                      "poisson_arrivals", "history_runs", "single_gpu_share", "slot_length"],
        "models": "derived catalog (profiles/asrpt_*.csv)",
    }
    metadata.update(_predictor_metadata(predictor, noise_sigma))
    return ScheduleInstance(jobs, servers, GPUS_PER_SERVER, b_inter, B_INTRA_MB_PER_MS, slot_s=slot_s, metadata=metadata)


def _predictor_metadata(predictor: str, noise_sigma: float) -> dict[str, Any]:
    """Metadata naming a non-default predictor (the default forest adds nothing,
    so default instances are unchanged)."""
    if predictor == PREDICTOR_DEFAULT:
        return {}
    out: dict[str, Any] = {"predictor": predictor}
    if predictor == "noisy":
        out["noise_sigma"] = noise_sigma
        out["predictor_synthetic"] = "SYNTHETIC: true iterations x lognormal(0, noise_sigma), not in the paper"
    return out


#: Second random stream of a trace workload (group model and stage draws),
#: apart from the stream that samples the trace's rows.
TRACE_MODEL_STREAM = 1
#: Trace rows before the window (most recent first, in the sampled jobs'
#: groups) that train the predictor: the paper trains on "the first 80% jobs
#: in the trace" (Sec. V-A-1-c); a bounded history keeps generation fast.
TRACE_HISTORY_MAX = 1000
#: Per-job trace field that names a recurring-group PROXY, per workload
#: (Philly: virtual cluster; openb: QoS class; Venus: none).
TRACE_GROUP_FIELD = {"philly": "cluster", "alibaba": "qos"}


def trace_stage_replicas(gpus: int, stages: int) -> tuple[int, ...]:
    """``gpus`` spread over ``stages`` pipeline stages as evenly as possible
    (the first stages take the remainder): our reading of Sec. V-A-1-b's
    "following the GPU requirement in the trace" for a configuration."""
    base, extra = divmod(gpus, stages)
    return tuple(base + (1 if s < extra else 0) for s in range(stages))


def _generate_schedule_trace(size: int, seed: int, workload: str, options: Mapping[str, Any], servers: int,
                             b_inter: float, slot_s: float, *, predictor: str = PREDICTOR_DEFAULT,
                             noise_sigma: float = NOISE_SIGMA_DEFAULT) -> ScheduleInstance:
    """:func:`generate_schedule` on ``size`` jobs of a trace (Sec. V-A-1-b).

    Sec. V-A-1-b: each recurring group gets a model and a training
    configuration "following the GPU requirement in the trace" (single-GPU
    groups a single-GPU configuration), and n_i = trace duration /
    alpha~min_i. Groups are PROXIES: (virtual cluster or QoS class, GPUs) as
    :func:`schedbench.instances.asrpt_predict.load_philly` does; a job's GPUs
    are clipped to the cluster (labelled). A multi-GPU group takes 1 to 3
    stages (at most its GPUs and its model's blocks) with the GPUs spread
    evenly (:func:`trace_stage_replicas`). n~_i: the random forest trained on
    up to :data:`TRACE_HISTORY_MAX` earlier trace rows of the same groups
    (the synthetic Venus workload has none: every group is unseen, n~ = 0).
    """
    from schedbench.heuristics.asrpt import alpha_min_consolidated
    from schedbench.instances import asrpt_predict, traces

    work = traces.sample(workload, size, seed, **options)
    rng = np.random.default_rng([seed, TRACE_MODEL_STREAM])
    net = Network(GPUS_PER_SERVER, b_inter, B_INTRA_MB_PER_MS)
    names = sorted(catalog_models())
    cap = servers * GPUS_PER_SERVER
    field_name = TRACE_GROUP_FIELD.get(workload)
    tags = work.extra[field_name] if field_name else (workload,) * size
    configs: dict[tuple[str, int], tuple[str, str, tuple[Stage, ...], float]] = {}

    def config(tag: str, gpus: int) -> tuple[str, str, tuple[Stage, ...], float]:
        key = (str(tag), min(gpus, cap))
        if key not in configs:
            model = names[int(rng.integers(len(names)))]
            g = key[1]
            S = 1 if g == 1 else int(rng.integers(1, min(3, g, len(catalog_blocks()[model])) + 1))
            stages = build_stages(model, trace_stage_replicas(g, S))
            configs[key] = (f"g{len(configs)}", model, stages, alpha_min_consolidated(stages, net))
        return configs[key]

    def iters(duration_s: float, amin_ms: float) -> int:
        return max(1, round(duration_s * 1000.0 / amin_ms))

    chosen = [config(t, g) for t, g in zip(tags, work.num_gpus)]
    true_iters = [iters(d, c[3]) for d, c in zip(work.duration_s, chosen)]
    hist_g: list[str] = []
    hist_u: list[str] = []
    hist_y: list[int] = []
    if workload in TRACE_GROUP_FIELD:
        trace = traces.load(workload, options.get("data"))
        before = np.flatnonzero(trace.submit_s < work.provenance["window"]["start_s"])
        tag_col = trace.extra[field_name]
        wanted = {k for k in configs}
        keep = [r for r in before[::-1] if (str(tag_col[r]), min(int(trace.num_gpus[r]), cap)) in wanted]
        for r in sorted(keep[:TRACE_HISTORY_MAX]):
            gid, model, _, amin = configs[(str(tag_col[r]), min(int(trace.num_gpus[r]), cap))]
            hist_g.append(gid)
            hist_u.append(model)
            hist_y.append(iters(float(trace.duration_s[r]), amin))
    predicted = [0] * size
    if predictor == "noisy":
        predicted = noisy_predictions(true_iters, noise_sigma, seed)
    elif hist_y:
        recs = asrpt_predict.from_records(
            workload, list(range(len(hist_y) + size)), hist_g + [c[0] for c in chosen],
            hist_u + [c[1] for c in chosen], hist_y + true_iters, "iterations",
            {"all": f"{workload} trace rows before the window (history) and in it (jobs)"},
        )
        frac = len(hist_y) / (len(hist_y) + size)
        pred = asrpt_predict.predict(recs, train_fraction=frac, seed=seed)
        cut = asrpt_predict.split(recs, frac)
        rf = np.zeros(size)
        rf[cut - len(hist_y):] = pred.by_method[PREDICTORS[predictor]]
        predicted = [int(round(v)) for v in rf]
    arrive = [float(a) for a in work.arrival_s]
    if slot_s > 0.0:
        arrive = [slot_ceil(a, slot_s) for a in arrive]
    jobs = tuple(
        ScheduleJob(f"j{i}", arrive[i], c[2], true_iters[i], predicted[i], c[0]) for i, c in enumerate(chosen)
    )
    clipped = sum(1 for g in work.num_gpus if g > cap)
    fields = work.provenance["fields"]
    mapped = {
        "release_s": f"trace arrival_s ({fields['arrival_s'].split(':')[0]})"
                     + ("; rounded up to the slot grid" if slot_s > 0.0 else ""),
        "gpus": f"trace num_gpus ({fields['num_gpus'].split(':')[0]}), clipped to the cluster's {cap} GPUs",
        "iterations": "trace duration / alpha~min of the group's configuration (Sec. V-A-1-b)",
        "group": "PROXY: (" + (field_name or "none") + ", GPUs)",
        "model_stages": "SYNTHETIC: random model per group; 1-3 stages, GPUs spread evenly",
        "predicted": "random forest on earlier trace rows of the group" if hist_y else "0: no history (all unseen)",
    }
    metadata = {
        "generator": "schedbench.instances.asrpt.generate_schedule", "size": size, "seed": seed,
        "synthetic": ["group_model_random", "stage_split_even", "slot_length"]
        + ([] if hist_y else ["no_history"])
        + [f"trace_{k}" for k, v in fields.items() if v.startswith("synthetic")],
        "proxy": ["group_from_trace_field"] + (["gpus_clipped_to_cluster"] if clipped else [])
        + [f"trace_{k}" for k, v in fields.items() if v.startswith("proxy")],
        "gpus_clipped": clipped,
        "history_rows": len(hist_y),
        "models": "derived catalog (profiles/asrpt_*.csv)",
        "workload": traces.workload_metadata(work, mapped),
    }
    metadata.update(_predictor_metadata(predictor, noise_sigma))
    return ScheduleInstance(jobs, servers, GPUS_PER_SERVER, b_inter, B_INTRA_MB_PER_MS, slot_s=slot_s, metadata=metadata)
