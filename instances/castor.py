"""CASTOR job-pair instances (problem ``castor-pair``, Sec. 5.1).

Reference: CASTOR (Luo et al.), Sec. 3.1-3.2 (Eq. 1-5), Sec. 5.1 (Theorem 1),
Sec. 5.2.3 / Alg. 2 (sub-batch scaling); spec ``shared/specs/castor.md`` §6.

One running job A (remaining iterations ``i_A``, solo iteration time ``t_A``
at its micro-batch) and one new job B (per-GPU batch ``B``, iterations
``i_B``) on the same ``G`` GPUs. For every candidate sub-batch ``b = B / 2^m``
of B (integral, >= 1; Alg. 2 as fixed in spec §3) the instance carries B's
solo iteration time at ``s = B / b`` accumulation steps (Eq. 3), the
interference ratios ``xi_A``, ``xi_B`` of the pair (A at its micro-batch, B at
``b``; Eq. 4-5) and the memory predicates (B4): ``mem_ok_alone`` (B alone fits
``b``) and ``mem_ok_shared`` (A and B fit together). The instance carries every
number the evaluator needs, so a user can build one from their own profiles;
the content hash covers them all.

Size: the number of candidate sub-batches, ``log2(B) + 1`` (the generator
draws ``B = 2^(size - 1)``): it is what Alg. 2 and the exact method enumerate.

The generator draws from ``profiles/castor_models.csv``,
``profiles/castor_comm.csv`` and ``profiles/castor_xi.csv`` (written by
``profiles/derive_castor.py``); the labels of everything assumed are in
``metadata['synthetic']``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from collections.abc import Mapping, Sequence
from typing import Annotated, Literal

import numpy as np

from schedbench.instances.catalog import read_profile_rows
from schedbench.errors import ValidationError
from schedbench.perfmodels.castor import XI_FLOOR, iter_time, nearest, pair_xi, sub_batches
from schedbench.schema import (
    SCHEMA_CONFIG,
    Field,
    InstanceValue,
    Metadata,
    NonEmptyStr,
    PosInt,
    PositiveFloat,
    StrictBool,
    with_config,
)
from schedbench.validation import require_int

#: xi >= 1 (pitfall 6: a co-located job is never faster than alone; clipped in the generator).
Xi = Annotated[float, Field(ge=XI_FLOOR, allow_inf_nan=False)]
#: Sizes: 1 candidate (B = 1) up to B = 2^15 (NeuMF's Pollux range reaches 32,768).
MIN_SIZE = 1
MAX_SIZE = 16
#: Sec. 9.1: jobs use 1-8 GPUs on one node or 16/32 across nodes; here both
#: jobs share the same G GPUs, consolidated (Alg. 1, Sec. 5.2.2).
GPU_CHOICES: tuple[int, ...] = (1, 2, 4, 8)
#: Pollux's nodes hold 4 GPUs (g4dn.12xlarge); consolidated placement strings.
PLACEMENT: dict[int, str] = {1: "1", 2: "2", 4: "4", 8: "44"}
#: Solo running time of A's remainder and of B, log-uniform in this range (seconds).
#: SYNTHETIC (label ``durations_loguniform``): Sec. 9.1 gives 200-2000
#: iterations for the physical runs; minutes to hours is assumed here.
DURATION_MIN_S = 300.0
DURATION_MAX_S = 14_400.0

MODELS_FILE = "castor_models.csv"
COMM_FILE = "castor_comm.csv"
XI_FILE = "castor_xi.csv"


def check_options(batch: int, options, who: str) -> None:
    """One option per candidate sub-batch ``B / 2^m`` in order, one of them fitting alone."""
    want = sub_batches(batch)
    got = tuple(o.sub_batch for o in options)
    if got != want:
        raise ValidationError("options", f"must list the sub-batches B / 2^m >= 1 in order, {list(want)}", list(got))
    if not any(o.mem_ok_alone for o in options):
        raise ValidationError("options", f"must hold a sub-batch with mem_ok_alone ({who} could never run)", None)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class SubBatchOption:
    """One candidate sub-batch ``b`` of job B (Alg. 2, line 5 as fixed).

    ``iter_time_s``: B's solo iteration time at ``s = B / b`` (Eq. 3);
    ``mem_ok_alone``: B alone fits ``b`` per GPU; ``mem_ok_shared``: both fit
    together (B4); ``xi_a``, ``xi_b``: Eq. 4-5 while A (at its micro-batch)
    and B (at ``b``) share, present exactly when ``mem_ok_shared``.
    """

    sub_batch: PosInt
    iter_time_s: PositiveFloat
    mem_ok_alone: StrictBool
    mem_ok_shared: StrictBool
    xi_a: Xi | None = None
    xi_b: Xi | None = None

    def __post_init__(self) -> None:
        if self.mem_ok_shared and not self.mem_ok_alone:
            raise ValidationError("mem_ok_shared", "must be false when mem_ok_alone is false", True)
        for name in ("xi_a", "xi_b"):
            if self.mem_ok_shared and getattr(self, name) is None:
                raise ValidationError(name, "is required when mem_ok_shared is true (Eq. 4-5)", None)
            if not self.mem_ok_shared and getattr(self, name) is not None:
                raise ValidationError(name, "must be null when mem_ok_shared is false (the pair never shares)",
                                      getattr(self, name))


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class RunningJob:
    """Job A: already running, keeps its micro-batch (Sec. 5.2.3)."""

    model: NonEmptyStr
    micro_batch: PosInt
    remaining_iterations: PosInt
    iter_time_s: PositiveFloat


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class NewJob:
    """Job B: per-GPU batch ``batch``, ``iterations``, one option per candidate sub-batch."""

    model: NonEmptyStr
    batch: PosInt
    iterations: PosInt
    options: tuple[SubBatchOption, ...]

    def __post_init__(self) -> None:
        check_options(self.batch, self.options, "B")


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CastorPairInstance(InstanceValue):
    """A running job A and a new job B on the same ``gpus`` GPUs (Sec. 5.1)."""

    SCHEMA = "castor-pair"
    SCHEMA_VERSION = 1

    gpus: PosInt
    placement: NonEmptyStr
    job_a: RunningJob
    job_b: NewJob
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if not self.placement.isdigit() or sum(map(int, self.placement)) != self.gpus:
            raise ValidationError("placement", f"must be Pollux digits (GPUs per node) summing to gpus={self.gpus}",
                                  self.placement)

    @property
    def size(self) -> int:
        return len(self.job_b.options)

    @property
    def horizon_s(self) -> float:
        """``t_A * i_A``: A's solo remaining time, the latest insertion time (Theorem 1)."""
        return self.job_a.iter_time_s * self.job_a.remaining_iterations

    def option(self, sub_batch: int) -> SubBatchOption | None:
        for o in self.job_b.options:
            if o.sub_batch == sub_batch:
                return o
        return None


# --------------------------------------------------------------------------
# The catalog (profiles/castor_*.csv)


@dataclass(frozen=True)
class ModelFit:
    """One row of ``castor_models.csv`` (Eq. 1 fit, memory limit, proxy type)."""

    model: str
    gavel_type: str
    alpha_comp_s: float
    beta_comp_s: float
    bsz_min: int
    bsz_max: int
    r2_comp: float
    r2_step: float
    source: str
    synthetic: tuple[str, ...]


@lru_cache(maxsize=1)
def model_fits() -> dict[str, ModelFit]:
    return {r["model"]: ModelFit(r["model"], r["gavel_type"], float(r["alpha_comp_s"]), float(r["beta_comp_s"]),
                                 int(r["bsz_min"]), int(r["bsz_max"]), float(r["r2_comp"]), float(r["r2_step"]),
                                 r["source"], tuple(s for s in r["synthetic"].split(";") if s))
            for r in read_profile_rows(MODELS_FILE)}


@lru_cache(maxsize=1)
def comm_times() -> dict[tuple[str, str], float]:
    """(model, placement) -> t_comm (s), Eq. 2."""
    return {(r["model"], r["placement"]): float(r["t_comm_s"]) for r in read_profile_rows(COMM_FILE)}


@lru_cache(maxsize=1)
def xi_table() -> tuple[dict[tuple[str, int, str, int], tuple[float, float] | None], dict[str, tuple[int, ...]]]:
    """((type a, batch a, type b, batch b) -> (xi_a, xi_b) or None if it does not fit; type -> batch grid)."""
    table: dict[tuple[str, int, str, int], tuple[float, float] | None] = {}
    grids: dict[str, set[int]] = {}
    for r in read_profile_rows(XI_FILE):
        key = (r["gavel_a"], int(r["batch_a"]), r["gavel_b"], int(r["batch_b"]))
        table[key] = (float(r["xi_a"]), float(r["xi_b"])) if r["mem_ok"] == "1" else None
        grids.setdefault(r["gavel_a"], set()).add(key[1])
    return table, {k: tuple(sorted(v)) for k, v in grids.items()}


def _pow2_batches(fit: ModelFit) -> list[int]:
    """Powers of two in [bsz_min, bsz_max] (or the largest power below bsz_max)."""
    lo = 2 ** math.ceil(math.log2(fit.bsz_min))
    hi = 2 ** math.floor(math.log2(fit.bsz_max))
    return [2**e for e in range(int(math.log2(min(lo, hi))), int(math.log2(hi)) + 1)]


def build_pair(model_a: str, micro_batch_a: int, iterations_a: int, model_b: str, batch_b: int,
               iterations_b: int, gpus: int = 1, metadata: dict | None = None) -> CastorPairInstance:
    """The instance of a pair from the catalog: Eq. 3 times, xi and memory per candidate sub-batch."""
    fits = model_fits()
    for name, m in (("model_a", model_a), ("model_b", model_b)):
        if m not in fits:
            raise ValidationError(name, f"must be one of {sorted(fits)}", m)
    if gpus not in PLACEMENT:
        raise ValidationError("gpus", f"must be one of {list(PLACEMENT)}", gpus)
    fa, fb = fits[model_a], fits[model_b]
    placement = PLACEMENT[gpus]
    table, grids = xi_table()
    comm = comm_times()
    t_a = iter_time(fa.alpha_comp_s, fa.beta_comp_s, comm[(model_a, placement)], micro_batch_a)
    options = []
    clipped = extrapolated = False
    for b in sub_batches(batch_b):
        t_b = iter_time(fb.alpha_comp_s, fb.beta_comp_s, comm[(model_b, placement)], batch_b, batch_b // b)
        raw = table[(fa.gavel_type, nearest(grids[fa.gavel_type], micro_batch_a),
                     fb.gavel_type, nearest(grids[fb.gavel_type], b))]
        xi = pair_xi(table, grids, fa.gavel_type, micro_batch_a, fb.gavel_type, b)
        clipped |= raw is not None and min(raw) < XI_FLOOR
        extrapolated |= b < fb.bsz_min
        alone = b <= fb.bsz_max
        shared = alone and xi is not None
        options.append(SubBatchOption(b, t_b, alone, shared, xi[0] if xi is not None and shared else None,
                                      xi[1] if xi is not None and shared else None))
    synthetic = set(fa.synthetic) | set(fb.synthetic) | {"xi_nearest_batch", "placement_consolidated"}
    if gpus > 1:
        synthetic.add("xi_from_1gpu_pair")
    if clipped:
        synthetic.add("xi_clipped_at_1")
    if extrapolated:
        synthetic.add("comp_fit_extrapolated")
    meta = dict(metadata or {})
    meta["sources"] = sorted({fa.source, fb.source, "gavel v100 x1 pairs (profiles/castor_xi.csv)"})
    meta["synthetic"] = sorted(synthetic | set(meta.get("synthetic", [])))
    inst = CastorPairInstance(gpus, placement, RunningJob(model_a, micro_batch_a, iterations_a, t_a),
                              NewJob(model_b, batch_b, iterations_b, tuple(options)), meta)
    return CastorPairInstance.from_dict(inst.to_dict())  # one validation path


def generate(size: int, seed: int = 0, *, gpus: int | None = None) -> CastorPairInstance:
    """A random pair: models uniformly from the catalog, A's micro-batch a
    power of two it fits alone, B's batch ``2^(size - 1)``, G from
    {1, 2, 4, 8} (or ``gpus``), solo durations log-uniform (synthetic)."""
    size = require_int(size, "size", minimum=MIN_SIZE, maximum=MAX_SIZE)
    seed = require_int(seed, "seed", minimum=0)
    rng = np.random.default_rng(seed)
    fits = model_fits()
    names = sorted(fits)
    model_a = names[rng.integers(len(names))]
    model_b = names[rng.integers(len(names))]
    g = int(rng.choice(GPU_CHOICES)) if gpus is None else require_int(gpus, "gpus", minimum=1)
    choices = _pow2_batches(fits[model_a])
    micro = int(choices[rng.integers(len(choices))])
    batch_b = 2 ** (size - 1)
    probe = build_pair(model_a, micro, 1, model_b, batch_b, 1, g)
    best_b = min(o.iter_time_s for o in probe.job_b.options if o.mem_ok_alone)
    dur_a, dur_b = np.exp(rng.uniform(math.log(DURATION_MIN_S), math.log(DURATION_MAX_S), size=2))
    i_a = max(1, round(dur_a / probe.job_a.iter_time_s))
    i_b = max(1, round(dur_b / best_b))
    meta = {"generator": "schedbench.instances.castor.generate", "size": size, "seed": seed,
            "synthetic": ["durations_loguniform"]}
    return build_pair(model_a, micro, i_a, model_b, batch_b, i_b, g, meta)


# ==========================================================================
# castor-schedule (Sec. 3.3, Problem 13)
#
# Jobs with arrival a_j, G_j GPUs, per-GPU batch B_j and I_j iterations, on
# nodes x GPUs, time-slotted with slot length ``slot_s`` (Delta); at most
# C = 2 jobs per GPU (Eq. 7). Each job lists its candidate sub-batches
# b = B_j / 2^m with the solo iteration time at s = B_j / b accumulation
# steps (Eq. 3, on the consolidated placement of G_j GPUs: reading B6 as
# simplified here, label ``placement_consolidated``) and whether b fits
# alone (B4). ``pairs`` holds, for every ordered pair of (model, sub-batch)
# keys the jobs use, whether the two fit together (``mem_ok``) and the true
# interference ratios (Eq. 4-5) plus, separately, the ratios the scheduler
# sees (``xi_a_seen``/``xi_b_seen``; equal to the true ones unless a
# predictor supplies them, Sec. 6).

#: Eq. 7: at most C jobs per GPU.
MAX_SHARE: Literal[2] = 2
#: Synthetic small instances (spec §2 tractability table): 1 node.
SMALL_GPU_CHOICES: tuple[int, ...] = (1, 2)
#: Spec §6: Delta about a fifth of the shortest job for the MILP. Not an
#: integer: with Delta = L_min / 5 the shortest job would end exactly on a slot
#: boundary, where float rounding in the replay decides between two slots
#: (B2) and the MILP and the evaluator could differ by one slot.
SLOTS_PER_SHORTEST_JOB = 4.5
#: Synthetic small instances: solo lengths within this factor of the shortest
#: (SYNTHETIC, label ``small_lengths``), so the slot grid stays short.
SMALL_LENGTH_SPREAD = 3.0
#: Spec §6: simulation scale 16 x 8 GPUs, physical 4 x 8.
SCALES: dict[str, tuple[int, int]] = {"simulation": (16, 8), "physical": (4, 8)}
#: Slot length for the trace workloads (spec §6: 10-60 s in simulations).
TRACE_SLOT_S = 60.0
#: Spec §6, Sia-style model by GPU-time bucket (GPU-hours upper bounds).
GPU_HOUR_BUCKETS: tuple[tuple[float, tuple[str, ...]], ...] = (
    (1.0, ("cifar10",)), (10.0, ("deepspeech2", "bert")), (100.0, ("ncf",)), (math.inf, ("imagenet",)))
SECONDS_PER_HOUR = 3600.0
SCHEDULE_WORKLOADS = ("synthetic", "philly", "venus", "alibaba")

#: Sec. 9.1: "66% of jobs employ no more than 8 GPUs, while the rest of them
#: utilize either 16 or 32 GPUs" (the physical runs; the simulations' "settings
#: of GPU numbers ... follow those of Pollux and Lucid", whose workloads are not
#: in the data: the same mix is used there, label ``gpu_mix_paper``).
SMALL_JOB_SHARE = 0.66
#: Sec. 9.4 (Tables 5-6): "Jobs that require more than 8 GPUs are classified as
#: large, while those that require 8 or fewer GPUs are classified as small."
SMALL_JOB_MAX_GPUS = 8
LARGE_JOB_GPUS: tuple[int, ...] = (16, 32)
#: ``gpu_mix``: "paper" (Sec. 9.1's mix, the default of a trace workload) or
#: "trace" (the trace's own GPU counts, capped at the cluster).
GPU_MIXES = ("paper", "trace")
#: ``iterations``: "trace" (I_k = trace run time / t_iter, Sec. 9.1's
#: simulations) or "scaled" (Sec. 9.1's physical runs: "the training
#: iterations for these jobs range from 200 to 2000").
ITERATION_MODES = ("trace", "scaled")
PHYSICAL_ITERATIONS = (200, 2000)
#: Slot length with ``iterations=scaled`` (jobs of seconds to minutes; spec
#: §6: 10-60 s in simulations, the short end here).
SCALED_SLOT_S = 10.0
#: Separate random streams (``default_rng([seed, stream])``), so that the GPU
#: mix and the Venus arrivals do not shift the model and batch draws.
GPU_MIX_STREAM = 1
VENUS_ARRIVAL_STREAM = 2


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class JobOption:
    """Candidate sub-batch ``b`` of a job: solo iteration time at ``s = B / b``
    (Eq. 3) and whether ``b`` fits in one GPU's memory alone (B4)."""

    sub_batch: PosInt
    iter_time_s: PositiveFloat
    mem_ok_alone: StrictBool


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduleJob:
    """Job J_k (Table 1): arrival a_k, G_k GPUs, per-GPU batch B_k, I_k iterations."""

    model: NonEmptyStr
    arrival_s: Annotated[float, Field(ge=0, allow_inf_nan=False)]
    gpus: PosInt
    batch: PosInt
    iterations: PosInt
    options: tuple[JobOption, ...]

    def __post_init__(self) -> None:
        check_options(self.batch, self.options, "the job")

    def best_alone(self) -> JobOption:
        """The fastest sub-batch that fits alone (s = 1 where B fits; Alg. 2's sequential choice)."""
        return min((o for o in self.options if o.mem_ok_alone), key=lambda o: (o.iter_time_s, -o.sub_batch))

    @property
    def solo_s(self) -> float:
        """L_k = t_k I_k at the best solo sub-batch (Table 1)."""
        return self.best_alone().iter_time_s * self.iterations

    def option(self, sub_batch: int) -> JobOption | None:
        for o in self.options:
            if o.sub_batch == sub_batch:
                return o
        return None


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class PairXi:
    """Model ``model_a`` at sub-batch ``batch_a`` next to ``model_b`` at
    ``batch_b``: fit together (``mem_ok``, B4) and, if so, the true Eq. 4-5
    ratios and the ones the scheduler sees (Sec. 6)."""

    model_a: NonEmptyStr
    batch_a: PosInt
    model_b: NonEmptyStr
    batch_b: PosInt
    mem_ok: StrictBool
    xi_a: Xi | None = None
    xi_b: Xi | None = None
    xi_a_seen: Xi | None = None
    xi_b_seen: Xi | None = None

    def __post_init__(self) -> None:
        for name in ("xi_a", "xi_b", "xi_a_seen", "xi_b_seen"):
            value = getattr(self, name)
            if self.mem_ok and value is None:
                raise ValidationError(name, "is required when mem_ok is true (Eq. 4-5)", None)
            if not self.mem_ok and value is not None:
                raise ValidationError(name, "must be null when mem_ok is false (the pair never shares)", value)


PairKey = tuple[str, int, str, int]


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CastorScheduleInstance(InstanceValue):
    """Problem (13): ``jobs`` on ``nodes`` x ``gpus_per_node`` GPUs, slots of ``slot_s``."""

    SCHEMA = "castor-schedule"
    SCHEMA_VERSION = 1

    nodes: PosInt
    gpus_per_node: PosInt
    slot_s: PositiveFloat
    jobs: tuple[ScheduleJob, ...]
    pairs: tuple[PairXi, ...]
    max_share: Literal[2] = MAX_SHARE
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if not self.jobs:
            raise ValidationError("jobs", "must hold at least one job", [])
        total = self.nodes * self.gpus_per_node
        for k, job in enumerate(self.jobs):
            if job.gpus > total:
                raise ValidationError(f"jobs[{k}].gpus", f"must be <= the cluster's {total} GPUs", job.gpus)
        seen: dict[PairKey, PairXi] = {}
        for k, p in enumerate(self.pairs):
            key = (p.model_a, p.batch_a, p.model_b, p.batch_b)
            if key in seen:
                raise ValidationError(f"pairs[{k}]", "duplicates an earlier (model_a, batch_a, model_b, batch_b)",
                                      list(key))
            seen[key] = p
        for k, p in enumerate(self.pairs):
            twin = seen.get((p.model_b, p.batch_b, p.model_a, p.batch_a))
            if twin is None or twin.mem_ok != p.mem_ok or (p.mem_ok and (twin.xi_a, twin.xi_a_seen) != (
                    p.xi_b, p.xi_b_seen)):
                raise ValidationError(f"pairs[{k}]", "must have its mirror entry (b, a) with swapped ratios", list(
                    (p.model_a, p.batch_a, p.model_b, p.batch_b)))
        keys = sorted({(j.model, o.sub_batch) for j in self.jobs for o in j.options if o.mem_ok_alone})
        for ma, ba in keys:
            for mb, bb in keys:
                if (ma, ba, mb, bb) not in seen:
                    raise ValidationError("pairs", "must hold every ordered pair of the jobs' (model, sub-batch)"
                                          " keys that fit alone", [ma, ba, mb, bb])
        object.__setattr__(self, "_pair_map", seen)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @property
    def total_gpus(self) -> int:
        return self.nodes * self.gpus_per_node

    def pair(self, model_a: str, batch_a: int, model_b: str, batch_b: int) -> PairXi | None:
        """The entry of (model_a at batch_a, model_b at batch_b), or None when
        one of the sub-batches does not fit alone (so the pair never shares)."""
        return self._pair_map.get((model_a, batch_a, model_b, batch_b))  # type: ignore[attr-defined]


def consolidated_placement(model: str, gpus: int) -> tuple[str, bool]:
    """Pollux placement string of ``gpus`` GPUs packed on 4-GPU nodes, and
    whether it had to be replaced by the largest measured one (label
    ``comm_nearest_placement``)."""
    comm = comm_times()
    place = "4" * (gpus // 4) + (str(gpus % 4) if gpus % 4 else "")
    if (model, place) in comm:
        return place, False
    measured = [p for (m, p) in comm if m == model and set(p[:-1]) <= {"4"}]
    best = max(measured, key=lambda p: (sum(map(int, p)) <= gpus, -abs(sum(map(int, p)) - gpus)))
    return best, True


def build_job(model: str, arrival_s: float, gpus: int, batch: int, iterations: int) -> tuple[ScheduleJob, set[str]]:
    """A job from the catalog (Eq. 3 per candidate sub-batch, B4 memory) and its labels."""
    fits = model_fits()
    if model not in fits:
        raise ValidationError("model", f"must be one of {sorted(fits)}", model)
    fit = fits[model]
    place, nearest_place = consolidated_placement(model, gpus)
    t_comm = comm_times()[(model, place)]
    opts = tuple(JobOption(b, iter_time(fit.alpha_comp_s, fit.beta_comp_s, t_comm, batch, batch // b),
                           b <= fit.bsz_max) for b in sub_batches(batch))
    labels = set(fit.synthetic) | {"placement_consolidated"}
    if nearest_place:
        labels.add("comm_nearest_placement")
    if any(o.sub_batch < fit.bsz_min for o in opts):
        labels.add("comp_fit_extrapolated")
    return ScheduleJob(model, float(arrival_s), gpus, batch, iterations, opts), labels


def build_pairs(jobs: Sequence[ScheduleJob], seen: Mapping[PairKey, tuple[float, float]] | None = None
                ) -> tuple[tuple[PairXi, ...], set[str]]:
    """Every ordered (model, sub-batch) pair of the jobs from Gavel's table
    (B5 nearest batch, 1-GPU pairs for any G); ``seen`` overrides the ratios
    the scheduler sees."""
    fits = model_fits()
    table, grids = xi_table()
    keys = sorted({(j.model, o.sub_batch) for j in jobs for o in j.options if o.mem_ok_alone})
    out, labels = [], {"xi_nearest_batch", "xi_from_1gpu_pair", "t4_times_v100_xi"}
    for ma, ba in keys:
        for mb, bb in keys:
            ta, tb = fits[ma].gavel_type, fits[mb].gavel_type
            xi = pair_xi(table, grids, ta, ba, tb, bb)
            raw = table[(ta, nearest(grids[ta], ba), tb, nearest(grids[tb], bb))]
            if raw is not None and min(raw) < XI_FLOOR:
                labels.add("xi_clipped_at_1")
            if xi is None:
                out.append(PairXi(ma, ba, mb, bb, False))
                continue
            sa, sb = (seen or {}).get((ma, ba, mb, bb), xi)
            out.append(PairXi(ma, ba, mb, bb, True, xi[0], xi[1], sa, sb))
    return tuple(out), labels


def _batch_choices(fit: ModelFit) -> list[int]:
    """Per-GPU batches drawn for a job: powers of two from the model's range
    up to twice its memory limit (so some jobs need accumulation, Sec. 3.1.3;
    SYNTHETIC, label ``batch_drawn``)."""
    return _pow2_batches(fit) + [2 * _pow2_batches(fit)[-1]]


def _assemble(jobs: list[ScheduleJob], labels: set[str], nodes: int, gpn: int, slot_s: float,
              meta: dict) -> CastorScheduleInstance:
    pairs, plabels = build_pairs(jobs)
    meta["synthetic"] = sorted(labels | plabels | set(meta.get("synthetic", [])))
    meta["sources"] = sorted({model_fits()[j.model].source for j in jobs} | {"gavel v100 x1 pairs (profiles/castor_xi.csv)"})
    inst = CastorScheduleInstance(nodes, gpn, slot_s, tuple(jobs), pairs, MAX_SHARE, meta)
    return CastorScheduleInstance.from_dict(inst.to_dict())  # one validation path


def paper_gpu_mix(raw: Sequence[int], rng: np.random.Generator, large_split: Sequence[float]) -> list[int]:
    """GPU counts with Sec. 9.1's mix: ``round((1 - SMALL_JOB_SHARE) n)`` jobs
    with 16 or 32 GPUs, the rest with at most 8.

    Jobs the trace already gives more than 8 GPUs become the large ones
    first (keeping 16 or 32 as they are; other counts drawn from
    ``large_split``, the probabilities of 16 and 32); the rest of the large
    jobs are drawn uniformly from the others. A small job keeps its trace
    count, so the small jobs are distributed as the trace's small jobs are; a
    trace-large job left small draws its count from the sample's small
    counts (1 if there are none). SYNTHETIC (label ``gpu_mix_paper``).
    """
    n = len(raw)
    n_large = round((1.0 - SMALL_JOB_SHARE) * n)
    big = [i for i, g in enumerate(raw) if g > SMALL_JOB_MAX_GPUS]
    rest = [i for i, g in enumerate(raw) if g <= SMALL_JOB_MAX_GPUS]
    if len(big) >= n_large:
        large = {int(i) for i in rng.choice(big, size=n_large, replace=False)} if n_large else set()
    else:
        large = set(big) | {int(i) for i in rng.choice(rest, size=n_large - len(big), replace=False)}
    small_pool = [g for g in raw if g <= SMALL_JOB_MAX_GPUS] or [1]
    out = []
    for i, g in enumerate(raw):
        if i in large:
            out.append(int(g) if g in LARGE_JOB_GPUS else int(rng.choice(LARGE_JOB_GPUS, p=list(large_split))))
        else:
            out.append(int(g) if g <= SMALL_JOB_MAX_GPUS else int(rng.choice(small_pool)))
    return out


def large_split(workload: str, work, data: str | None) -> tuple[tuple[float, float], str]:
    """Probabilities of 16 and 32 GPUs for a large job, and where they come from:
    the Philly file's jobs with exactly 16 or 32 GPUs (199 and 67), the
    Venus-like workload's calibrated P(16) and P(32), else one half each
    (the openb pods ask for at most 8; SYNTHETIC)."""
    from schedbench.instances import traces

    if workload == "philly":
        counts = traces.load_philly(data).num_gpus
        w = [float(np.sum(counts == g)) for g in LARGE_JOB_GPUS]
        source = "philly.csv jobs with 16 / 32 GPUs"
    elif workload == "venus":
        probs = dict(zip(work.provenance["gpu_sizes"], work.provenance["gpu_probs"]))
        w = [float(probs.get(g, 0.0)) for g in LARGE_JOB_GPUS]
        source = "Venus-like P(16) / P(32)"
    else:
        w = []
    if len(w) != len(LARGE_JOB_GPUS) or sum(w) <= 0.0:
        return (0.5, 0.5), "equal (no trace job with 16 or 32 GPUs)"
    total = sum(w)
    return (w[0] / total, w[1] / total), source


def scaled_iterations(durations: Sequence[float], lo: int = PHYSICAL_ITERATIONS[0],
                      hi: int = PHYSICAL_ITERATIONS[1]) -> list[int]:
    """Sec. 9.1's physical runs: iterations from ``lo`` to ``hi``, "adhering to
    the distributions observed in actual trace data": the job of rank r (by
    trace run time, ties by order) of n gets ``lo (hi/lo)^(r/(n-1))``, so the
    order of the run times is kept and the counts spread log-uniformly over
    the range (SYNTHETIC, label ``iterations_scaled``)."""
    n = len(durations)
    order = sorted(range(n), key=lambda i: (durations[i], i))
    out = [0] * n
    for r, i in enumerate(order):
        out[i] = int(round(lo * (hi / lo) ** (r / max(n - 1, 1))))
    return out


def _synthetic_schedule(size: int, seed: int, gpus: int | None, compression: float,
                        slot_s: float | None, meta: dict) -> CastorScheduleInstance:
    rng = np.random.default_rng(seed)
    fits = model_fits()
    names = sorted(fits)
    g_total = 2 if gpus is None else require_int(gpus, "gpus", minimum=1, maximum=8)
    raw = []
    base = float(np.exp(rng.uniform(math.log(DURATION_MIN_S), math.log(DURATION_MAX_S))))
    for _ in range(size):
        model = names[int(rng.integers(len(names)))]
        g = int(rng.choice([c for c in SMALL_GPU_CHOICES if c <= g_total]))
        batches = _batch_choices(fits[model])
        batch = int(batches[int(rng.integers(len(batches)))])
        length = base * float(np.exp(rng.uniform(0.0, math.log(SMALL_LENGTH_SPREAD))))
        raw.append((model, g, batch, length))
    probes = [build_job(m, 0.0, g, b, 1)[0] for m, g, b, _ in raw]
    iters = [max(1, round(length / p.best_alone().iter_time_s)) for p, (_, _, _, length) in zip(probes, raw)]
    area = sum(p.best_alone().iter_time_s * i * g for p, i, (_, g, _, _) in zip(probes, iters, raw)) / g_total
    arrivals = np.sort(rng.uniform(0.0, area / 2.0 / compression, size=size))
    arrivals -= arrivals[0]
    jobs = []
    labels: set[str] = set()
    for (model, g, batch, _), i, a in zip(raw, iters, arrivals):
        job, lab = build_job(model, float(a), g, batch, i)
        jobs.append(job)
        labels |= lab
    shortest = min(j.solo_s for j in jobs)
    slot = shortest / SLOTS_PER_SHORTEST_JOB if slot_s is None else float(slot_s)
    labels |= {"durations_loguniform", "small_lengths", "arrivals_uniform", "batch_drawn", "model_uniform"}
    return _assemble(jobs, labels, 1, g_total, slot, meta)


def generate_schedule(size: int, seed: int = 0, *, gpus: int | None = None, scale: str = "simulation",
                      workload: str = "synthetic", slot_s: float | None = None, data: str | None = None,
                      window_h: float | None = None, compression: float | None = None, sample: str | None = None,
                      venus_arrivals: str | None = None, gpu_mix: str | None = None,
                      iterations: str | None = None) -> CastorScheduleInstance:
    """``size`` jobs.

    ``workload="synthetic"``: a small instance for the MILP on one node of
    ``gpus`` GPUs (default 2): models uniformly from the catalog, G_k from
    {1, 2}, a batch from :func:`_batch_choices`, solo lengths log-uniform
    within :data:`SMALL_LENGTH_SPREAD` of each other, arrivals uniform over
    the first half of the work's area (divided by ``compression``); Delta =
    the shortest solo length / 4.5 (spec §6: about a fifth; see
    :data:`SLOTS_PER_SHORTEST_JOB`). All SYNTHETIC (labels).

    ``workload="philly"|"venus"|"alibaba"``: ``size`` jobs submitted in the
    busiest ``window_h`` hours of the trace (:mod:`schedbench.instances.traces`,
    Sec. 9.1: 240 jobs) on the ``scale`` cluster (16 x 8 or 4 x 8). The job
    count in that one window is Fig. 16's load knob ("we scale the baseline
    workload of 240 jobs by factors ranging from 0.5x to 2x, resulting in job
    submission counts from 120 to 480"): sizes 120, 240 and 480 draw from the
    same window. The Venus-like jobs (Poisson arrivals in the trace module,
    which has no window) get ``size`` arrivals uniform over the window here (a
    Poisson process conditioned on its count; label
    ``venus_arrivals_in_window``), unless ``venus_arrivals="lucid"``.
    ``compression`` divides the arrival times (a sensitivity, not the paper's
    knob). Run time and arrival from the trace; GPUs by ``gpu_mix``
    (:func:`paper_gpu_mix` by default, capped at the cluster); the model by
    GPU-time bucket (spec §6, label ``model_by_gpu_time_bucket``); I_k = run
    time / t_iter at the best solo sub-batch (``iterations="trace"``), or
    :func:`scaled_iterations` (``"scaled"``, the physical runs, with the
    arrivals scaled down by the same factor as the work: the sample's trace
    GPU-seconds over its scaled solo GPU-seconds, so the offered load stays
    the trace's; Delta 10 s).
    """
    size = require_int(size, "size", minimum=1)
    seed = require_int(seed, "seed", minimum=0)
    if workload not in SCHEDULE_WORKLOADS:
        raise ValidationError("workload", f"must be one of {SCHEDULE_WORKLOADS}", workload)
    from schedbench.instances import traces

    if workload == "synthetic":
        for name, value in (("gpu_mix", gpu_mix), ("iterations", iterations)):
            if value is not None:
                raise ValidationError(name, "applies only to a trace workload (workload=philly|venus|alibaba)", value)
        if scale != "simulation":
            raise ValidationError("scale", "applies only to a trace workload", scale)
        squeeze = 1.0 if compression is None else float(compression)
        if not (math.isfinite(squeeze) and squeeze > 0.0):
            raise ValidationError("compression", "must be a finite number > 0 (arrivals are divided by it)", compression)
        # The key "intensity" (the arrival compression) keeps the content ids of
        # synthetic instances, which tests pin, as they were.
        meta: dict = {"generator": "schedbench.instances.castor.generate_schedule", "size": size, "seed": seed,
                      "workload": workload, "intensity": squeeze}
        traces.trace_options(workload, data, window_h, None, sample, venus_arrivals)
        return _synthetic_schedule(size, seed, gpus, squeeze, slot_s, meta)
    trace = traces.trace_options(workload, data, window_h, compression, sample, venus_arrivals)
    assert trace is not None  # a trace workload
    mix = "paper" if gpu_mix is None else gpu_mix
    if mix not in GPU_MIXES:
        raise ValidationError("gpu_mix", f"must be one of {GPU_MIXES}", gpu_mix)
    iter_mode = "trace" if iterations is None else iterations
    if iter_mode not in ITERATION_MODES:
        raise ValidationError("iterations", f"must be one of {ITERATION_MODES}", iterations)
    if scale not in SCALES:
        raise ValidationError("scale", f"must be one of {sorted(SCALES)}", scale)
    if gpus is not None:
        raise ValidationError("gpus", "applies only to workload=synthetic (use scale)", gpus)
    nodes, gpn = SCALES[scale]
    work = traces.sample(workload, size, seed, **trace)
    meta = {"generator": "schedbench.instances.castor.generate_schedule", "size": size, "seed": seed,
            "workload": workload, "scale": scale, "gpu_mix": mix, "iterations": iter_mode}
    labels: set[str] = set()
    arrivals = [float(a) for a in work.arrival_s]
    arrival_rule = "trace arrival / compression"
    if workload == "venus" and trace["venus_arrivals"] == "synthetic":
        window_s = trace["window_h"] * SECONDS_PER_HOUR
        stream = np.random.default_rng([seed, VENUS_ARRIVAL_STREAM])
        arrivals = [round(float(t) / trace["compression"], 3)
                    for t in np.sort(stream.uniform(0.0, window_s, size=size))]
        arrivals = [a - arrivals[0] for a in arrivals]
        labels.add("venus_arrivals_in_window")
        arrival_rule = f"uniform over the {trace['window_h']:g} h window (Poisson given its count) / compression"
    gpu_rule = "trace GPUs (capped at the cluster)"
    raw_gpus = [int(g) for g in work.num_gpus]
    if mix == "paper":
        split, split_source = large_split(workload, work, trace["data"])
        raw_gpus = paper_gpu_mix(raw_gpus, np.random.default_rng([seed, GPU_MIX_STREAM]), split)
        labels.add("gpu_mix_paper")
        gpu_rule = (f"Sec. 9.1 mix: {round((1 - SMALL_JOB_SHARE) * size)} of {size} jobs with 16 or 32 GPUs "
                    f"(P(16) = {split[0]:.3f}, {split_source}), the rest with the trace's counts of at most "
                    f"{SMALL_JOB_MAX_GPUS}; capped at the cluster")
        meta["gpu_mix_split"] = {str(g): round(p, 6) for g, p in zip(LARGE_JOB_GPUS, split)}
    rng = np.random.default_rng(seed)
    fits = model_fits()
    capped = 0
    drawn = []
    for g_raw, dur in zip(raw_gpus, work.duration_s):
        g = min(g_raw, nodes * gpn)
        capped += g < g_raw
        gpu_h = g * float(dur) / SECONDS_PER_HOUR
        pool = next(models for bound, models in GPU_HOUR_BUCKETS if gpu_h < bound)
        model = pool[int(rng.integers(len(pool)))]
        batches = _batch_choices(fits[model])
        batch = int(batches[int(rng.integers(len(batches)))])
        probe, _ = build_job(model, 0.0, g, batch, 1)
        drawn.append((model, g, batch, probe.best_alone().iter_time_s))
    if iter_mode == "trace":
        n_iters = [max(1, int(round(float(d) / t))) for d, (_, _, _, t) in zip(work.duration_s, drawn)]
        iter_rule = "trace run time / t_iter at the best solo sub-batch"
    else:
        n_iters = scaled_iterations([float(d) for d in work.duration_s])
        trace_gpu_s = sum(g * float(d) for d, (_, g, _, _) in zip(work.duration_s, drawn))
        solo_gpu_s = sum(g * t * i for i, (_, g, _, t) in zip(n_iters, drawn))
        factor = trace_gpu_s / solo_gpu_s
        arrivals = [a / factor for a in arrivals]
        meta["time_scale"] = round(factor, 6)
        labels |= {"iterations_scaled", "arrivals_scaled_with_iterations"}
        iter_rule = (f"{PHYSICAL_ITERATIONS[0]}-{PHYSICAL_ITERATIONS[1]}, log-uniform by trace run-time rank; "
                     "arrivals divided by the trace GPU-seconds over the scaled solo GPU-seconds")
        arrival_rule += " / time_scale"
    jobs = []
    for a, (model, g, batch, _), i in zip(arrivals, drawn, n_iters):
        job, lab = build_job(model, a, g, batch, i)
        jobs.append(job)
        labels |= lab
    labels |= {"model_by_gpu_time_bucket", "batch_drawn"}
    labels.add("iterations_from_trace_duration" if iter_mode == "trace" else "iterations_scaled")
    if capped:
        labels.add("gpus_capped_at_cluster")
    meta["workload_trace"] = traces.workload_metadata(work, {
        "arrival_s": arrival_rule, "gpus": gpu_rule, "iterations": iter_rule,
        "model": "by GPU-time bucket (spec §6)"})
    default_slot = TRACE_SLOT_S if iter_mode == "trace" else SCALED_SLOT_S
    return _assemble(jobs, labels, nodes, gpn, default_slot if slot_s is None else float(slot_s), meta)


def with_seen_xi(instance: CastorScheduleInstance, predicted: Mapping[tuple[str, int, str, int], float],
                 label: str) -> CastorScheduleInstance:
    """The same instance with the xi the scheduler sees replaced by
    ``predicted[(gavel type a, batch a, gavel type b, batch b)]`` (a's xi next
    to b on Gavel's measured grid; each (model, sub-batch) maps to its nearest
    measured batch, B5), clipped at :data:`XI_FLOOR`. Pairs without a
    prediction keep the true value. The true xi are untouched (Sec. 6, 9.5)."""
    fits = model_fits()
    _, grids = xi_table()

    def key(m: str, b: int) -> tuple[str, int]:
        t = fits[m].gavel_type
        return t, nearest(grids[t], b)

    pairs = []
    for p in instance.pairs:
        if not p.mem_ok:
            pairs.append(p)
            continue
        ka, kb = key(p.model_a, p.batch_a), key(p.model_b, p.batch_b)
        assert p.xi_a is not None and p.xi_b is not None  # PairXi: a pair that fits has both xi
        sa = max(predicted.get((*ka, *kb), p.xi_a), XI_FLOOR)
        sb = max(predicted.get((*kb, *ka), p.xi_b), XI_FLOOR)
        pairs.append(PairXi(p.model_a, p.batch_a, p.model_b, p.batch_b, True, p.xi_a, p.xi_b, sa, sb))
    meta = dict(instance.metadata)
    meta["xi_seen"] = label
    return CastorScheduleInstance(instance.nodes, instance.gpus_per_node, instance.slot_s, instance.jobs,
                                  tuple(pairs), instance.max_share, meta)
