"""GIMBAL instances: one job packing set to coordinate.

Reference: GIMBAL (ACM TACO 2025), Sec. 5.1 (packing rules), Sec. 5.2
(objectives), Sec. 7.1 (workloads, Table 1; deadlines), Sec. 7.4 (Table 3:
job combinations JC1-JC8).

A packing set (Sec. 5.1) has one job with the largest world size, J_max, on
GPUs ``0 .. W-1``; every other job runs on a subset of J_max's GPUs, shares
them only with J_max, and at most two workers share a GPU (so the subsets are
disjoint). The instance carries every number the evaluator needs: per job its
remaining steps, per-worker batch, deadline (seconds from now), and its
measured throughput inputs (solo rate, share curve, and for a job other than
J_max the two free-competition rates of its pair with J_max), so a user can
build one from their own profiles and the content hash covers them all.

The generator draws from ``profiles/gimbal_models.csv`` and
``profiles/gimbal_pairs.csv`` (written by ``profiles/derive_gimbal.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Annotated, Any, Literal, cast

import numpy as np

from schedbench.instances.catalog import read_profile_rows
from schedbench.errors import ValidationError
from schedbench.perfmodels.gimbal import FULL_SHARE_PERCENT, SHARE_STEP_PERCENT_DEFAULT, ShareCurve, share_levels
from schedbench.schema import (SCHEMA_CONFIG, Field, InstanceValue, Metadata, NonEmptyStr, NonNegInt, PosInt,
                               PositiveFloat, SchemaValue, Strict, json_form, require_unique, with_config)
from schedbench.validation import join, require_float, require_int, require_str

#: Sec. 5.2: the three scheduling objectives GIMBAL implements (Eq. 1, 3, 5).
OBJECTIVES: tuple[str, ...] = ("jct", "deadline", "makespan")
#: Share-curve models of the generator's ``share_model`` option:
#: ``mig``, the measured A100 MIG curves (default); ``linear``, speed equal to
#: the share (f(s) = s), so caps adding up to 100% give no more combined
#: throughput than one job alone; a stand-in for MPS interference, labelled
#: SYNTHETIC in the metadata.
SHARE_MODELS: tuple[str, ...] = ("mig", "linear")
#: The linear curve: no measured points, so the knots are (0, 0) and (1, 1).
LINEAR_CURVE = ShareCurve(())
#: Sec. 7.4: "the maximum value of M observed is 5"; the generator accepts
#: up to MAX_JOBS (J_max on 8 GPUs with seven 1-GPU partners).
PAPER_MAX_JOBS = 5
MIN_JOBS = 2
MAX_JOBS = 8
#: World sizes of J_max ("2-8 GPUs"); Table 3 uses 4 and 8. Powers of two
#: keep blocks aligned to 2-GPU nodes (Sec. 7.1 testbed; Sec. 5.1 "optimal topology").
JMAX_GPU_CHOICES: tuple[int, ...] = (2, 4, 8)
#: Share-grid steps the instance accepts, in percent (Sec. 4.1: 10%; Fig. 13 tries others).
MIN_SHARE_STEP = 5
#: Sec. 7.1: deadline = lambda x duration, lambda uniform in [1.5, 2.5] (ElasticFlow's rule).
DEADLINE_LAMBDA = (1.5, 2.5)
#: Remaining solo running time, log-uniform between these (seconds).
#: SYNTHETIC: the paper takes durations from Philly/Alibaba traces and does
#: not print them; half an hour to eight hours is assumed.
REMAINING_MIN_S = 1_800.0
REMAINING_MAX_S = 28_800.0
#: Table 3 names -> Table 1 abbreviations.
TABLE3_NAMES: dict[str, str] = {
    "MobileNet_V2": "MNV2", "EfficientNet": "EFN", "ResNet-18": "RN18", "VGG-11": "VGG-11",
    "ResNet-50": "RN50", "BERT": "BERT", "LLaMA": "LLaMA",
}
#: Table 3: the job combinations of Sec. 7.4, (Table 3 name, GPUs), J_max first.
TABLE3: dict[str, tuple[tuple[str, int], ...]] = {
    "JC1": (("MobileNet_V2", 4), ("EfficientNet", 2), ("ResNet-18", 2)),
    "JC2": (("MobileNet_V2", 4), ("EfficientNet", 2), ("VGG-11", 2)),
    "JC3": (("ResNet-50", 4), ("EfficientNet", 2), ("MobileNet_V2", 2)),
    "JC4": (("ResNet-50", 4), ("EfficientNet", 2), ("VGG-11", 2)),
    "JC5": (("ResNet-50", 4), ("VGG-11", 2), ("BERT", 2)),
    "JC6": (("LLaMA", 8), ("EfficientNet", 4), ("MobileNet_V2", 4)),
    "JC7": (("LLaMA", 8), ("ResNet-50", 4), ("EfficientNet", 4)),
    "JC8": (("LLaMA", 8), ("ResNet-50", 4), ("VGG-11", 4)),
}
#: Table 3 does not give batch sizes: the middle Table 1 size of a CNN and the
#: smaller one of a Transformer (SYNTHETIC choice, label ``jc_batch_assumed``).
JC_BATCH: dict[str, int] = {"BERT": 16, "LLaMA": 16}
JC_BATCH_CNN = 64

MODELS_FILE = "gimbal_models.csv"
PAIRS_FILE = "gimbal_pairs.csv"
MIG_SEVENTHS = (1, 2, 3, 4)


def _curve(points: tuple[tuple[float, float], ...]) -> ShareCurve:
    """The measured (share, speed fraction) points, shares increasing."""
    for i in range(1, len(points)):
        if points[i][0] <= points[i - 1][0]:
            raise ValidationError(f"[{i}][0]", "shares must increase", points[i][0])
    return ShareCurve(points)


#: A share curve, written as ``[[share, speed fraction], ...]``: share in
#: (0, 1) (the whole GPU, speed 1, is implied), fraction > 0.
if TYPE_CHECKING:  # the in-memory value; the schema type below is built at import
    CurvePoints = ShareCurve
else:
    CurvePoints = json_form(
        tuple[tuple[Annotated[float, Strict(), Field(gt=0.0, lt=1.0, allow_inf_nan=False)], PositiveFloat], ...],
        _curve, lambda curve: [list(p) for p in curve.points],
    )
#: Float noise allowed when a co-run rate is compared with a solo rate.
RATE_REL_TOL = 1e-9
#: Fastest throughput a job may declare, steps per second per worker (a step
#: per microsecond; the catalog's are 1-100). Beyond it the evaluator's step
#: times underflow (1e300 steps/s made it divide by zero).
MAX_STEPS_PER_S = 1e6
#: A throughput in steps per second: positive, finite, at most MAX_STEPS_PER_S.
StepsPerSecond = Annotated[float, Strict(), Field(gt=0, le=MAX_STEPS_PER_S, allow_inf_nan=False)]


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Job(SchemaValue):
    """One job of the packing set.

    ``gpus``: the GPU indices its workers run on (J_max: ``0 .. W-1``).
    ``solo_steps_per_s``: one worker's isolated throughput at ``batch_size``
    (samples per worker per step). ``share_curve``: speed fraction against
    GPU share. ``corun_steps_per_s`` / ``jmax_corun_steps_per_s``: this
    job's and J_max's worker throughput when the two share a GPU in free
    competition (``None`` for J_max itself). ``deadline_s``: seconds from now
    (``None``: no deadline). ``utilization_pct``: solo GPU utilisation (Eq. 2).
    """

    id: NonEmptyStr
    model: NonEmptyStr
    batch_size: PosInt
    num_gpus: PosInt
    gpus: Annotated[tuple[NonNegInt, ...], Field(min_length=1)]
    remaining_steps: PosInt
    deadline_s: PositiveFloat | None
    solo_steps_per_s: StepsPerSecond
    share_curve: CurvePoints
    utilization_pct: Annotated[float, Strict(), Field(ge=0.0, le=100.0, allow_inf_nan=False)]
    corun_steps_per_s: StepsPerSecond | None = None
    jmax_corun_steps_per_s: StepsPerSecond | None = None

    def __post_init__(self) -> None:
        if self.corun_steps_per_s is not None and self.corun_steps_per_s > self.solo_steps_per_s * (1.0 + RATE_REL_TOL):
            raise ValidationError("corun_steps_per_s", "must not exceed solo_steps_per_s (never faster than solo)",
                                  self.corun_steps_per_s)

    @property
    def global_batch(self) -> int:
        return self.batch_size * self.num_gpus


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class GimbalInstance(InstanceValue):
    """A packing set and the objective to coordinate it for (Sec. 5.2).

    Rules: unique job ids, a deadline on every job for the deadline
    objective, Sec. 5.1's packing rules (:func:`packing_violations`), and no
    pair rate above the solo rate."""

    SCHEMA = "gimbal-coordination"
    SCHEMA_VERSION = 1

    jobs: Annotated[tuple[Job, ...], Field(min_length=1)]
    objective: Literal["jct", "deadline", "makespan"] = "jct"  # OBJECTIVES
    share_step: Annotated[int, Strict(), Field(ge=MIN_SHARE_STEP, le=FULL_SHARE_PERCENT)] = SHARE_STEP_PERCENT_DEFAULT
    metadata: Metadata = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        jobs = self.jobs
        require_unique((j.id for j in jobs), "jobs")
        if self.objective == "deadline":
            for i, job in enumerate(jobs):
                if job.deadline_s is None:
                    raise ValidationError(f"jobs[{i}].deadline_s", "is required by the deadline objective (Eq. 3)", None)
        violations = packing_violations(jobs)
        if violations:
            raise ValidationError(*violations[0])
        jmax = jobs[self.jmax_index]
        for i, job in enumerate(jobs):
            corun = job.jmax_corun_steps_per_s
            if i != self.jmax_index and corun is not None and corun > jmax.solo_steps_per_s * (1.0 + RATE_REL_TOL):
                raise ValidationError(f"jobs[{i}].jmax_corun_steps_per_s",
                                      "must not exceed J_max's solo_steps_per_s (never faster than solo)",
                                      job.jmax_corun_steps_per_s)

    @property
    def size(self) -> int:
        return len(self.jobs)

    @cached_property
    def jmax_index(self) -> int:
        """Alg. 1, line 1: the job with the largest world size (first on ties)."""
        return max(range(len(self.jobs)), key=lambda k: (self.jobs[k].num_gpus, -k))

    @property
    def jmax(self) -> Job:
        return self.jobs[self.jmax_index]

    @cached_property
    def levels(self) -> tuple[int, ...]:
        """The share grid in percent."""
        return share_levels(self.share_step)

    @cached_property
    def partner_of_gpu(self) -> dict[int, int]:
        """GPU -> index of the job (other than J_max) that shares it."""
        out: dict[int, int] = {}
        for k, job in enumerate(self.jobs):
            if k != self.jmax_index:
                for g in job.gpus:
                    out[g] = k
        return out

    @cached_property
    def shared_gpus(self) -> tuple[int, ...]:
        """J_max's GPUs that host a second worker, ascending."""
        return tuple(sorted(self.partner_of_gpu))


def packing_violations(jobs: tuple[Job, ...]) -> list[tuple[str, str, Any]]:
    """Sec. 5.1's rules as (path, rule, value) triples; empty when they hold."""
    out: list[tuple[str, str, Any]] = []
    if len(jobs) < MIN_JOBS:
        return [("jobs", f"must hold at least {MIN_JOBS} jobs (a packing set)", len(jobs))]
    jm = max(range(len(jobs)), key=lambda k: (jobs[k].num_gpus, -k))
    width = jobs[jm].num_gpus
    if jobs[jm].gpus != tuple(range(width)):
        out.append((join(join("jobs", jm), "gpus"), f"J_max must run on GPUs 0..{width - 1}", list(jobs[jm].gpus)))
    owner: dict[int, int] = {}
    for k, job in enumerate(jobs):
        path = join("jobs", k)
        if len(job.gpus) != job.num_gpus or len(set(job.gpus)) != len(job.gpus):
            out.append((join(path, "gpus"), "must list num_gpus distinct GPUs", list(job.gpus)))
        if k == jm:
            if job.corun_steps_per_s is not None or job.jmax_corun_steps_per_s is not None:
                out.append((path, "J_max has no pair rates (corun fields must be null)", job.id))
            continue
        for g in job.gpus:
            if not 0 <= g < width:
                out.append((join(path, "gpus"),
                            f"must be GPUs of J_max (0..{width - 1}): co-location with J_max only (Sec. 5.1)", g))
            elif g in owner:
                out.append((join(path, "gpus"),
                            f"GPU {g} already hosts jobs[{owner[g]}]: at most two workers per GPU (Sec. 5.1)", g))
            else:
                owner[g] = k
        if job.corun_steps_per_s is None or job.jmax_corun_steps_per_s is None:
            out.append((path, "needs corun_steps_per_s and jmax_corun_steps_per_s (its pair with J_max)", job.id))
    return out


# --------------------------------------------------------------------------
# The catalog (profiles/gimbal_*.csv)


@dataclass(frozen=True)
class ModelProfile:
    """One row of ``gimbal_models.csv``."""

    model: str
    batch_size: int
    gavel_type: str
    solo_steps_per_s: float
    curve: tuple[tuple[float, float], ...]
    utilization_pct: float
    source: str
    synthetic: tuple[str, ...]


@lru_cache(maxsize=1)
def model_profiles() -> dict[tuple[str, int], ModelProfile]:
    """(Table 1 model, batch size) -> its measured profile."""
    out: dict[tuple[str, int], ModelProfile] = {}
    for row in read_profile_rows(MODELS_FILE):
        curve = tuple((k / 7.0, float(row[f"f_{k}_7"])) for k in MIG_SEVENTHS if row[f"f_{k}_7"])
        key = (row["model"], int(row["batch_size"]))
        out[key] = ModelProfile(key[0], key[1], row["gavel_type"], float(row["solo_steps_per_s"]), curve,
                                float(row["utilization_pct"]), row["source"],
                                tuple(s for s in row["synthetic"].split(";") if s))
    return out


@lru_cache(maxsize=1)
def pair_rates() -> dict[tuple[str, str], tuple[float, float]]:
    """(Gavel type a, Gavel type b) -> (rate of a, rate of b) in free competition."""
    return {(r["gavel_a"], r["gavel_b"]): (float(r["rate_a"]), float(r["rate_b"])) for r in read_profile_rows(PAIRS_FILE)}


def _job(k: int, prof: ModelProfile, gpus: tuple[int, ...], jmax: ModelProfile | None,
         rng: np.random.Generator, share_model: str = "mig", length_scale: float = 1.0) -> Job:
    remaining_s = math.exp(rng.uniform(math.log(REMAINING_MIN_S), math.log(REMAINING_MAX_S))) * length_scale
    steps = max(1, round(remaining_s * prof.solo_steps_per_s))
    lam = rng.uniform(*DEADLINE_LAMBDA)
    deadline = round(lam * steps / prof.solo_steps_per_s, 3)
    corun = jcorun = None
    if jmax is not None:
        jcorun, corun = pair_rates()[(jmax.gavel_type, prof.gavel_type)]
    return Job(f"j{k}", prof.model, prof.batch_size, len(gpus), gpus, steps, deadline, prof.solo_steps_per_s,
               LINEAR_CURVE if share_model == "linear" else ShareCurve(prof.curve), prof.utilization_pct, corun, jcorun)


def _finish(profiles: list[ModelProfile], blocks: list[tuple[int, ...]], rng: np.random.Generator,
            objective: str, share_step: int, metadata: dict[str, Any], share_model: str = "mig",
            length_scale: float = 1.0) -> GimbalInstance:
    jobs = [_job(0, profiles[0], blocks[0], None, rng, share_model, length_scale)]
    for k in range(1, len(profiles)):
        jobs.append(_job(k, profiles[k], blocks[k], profiles[0], rng, share_model, length_scale))
    synthetic = sorted({s for p in profiles for s in p.synthetic} | {"remaining_time_loguniform"})
    if length_scale != 1.0:
        metadata = {**metadata, "length_scale": length_scale}
    if share_model != "mig":
        metadata = {**metadata, "share_model": share_model}
        synthetic.append(f"share_curve_{share_model}")
    metadata = {**metadata, "sources": sorted({p.source for p in profiles}),
                "synthetic": synthetic + list(metadata.get("synthetic", []))}
    return GimbalInstance.from_dict(GimbalInstance(tuple(jobs), cast(Any, objective), share_step, metadata).to_dict())


def job_combination(name: str, seed: int = 0, *, objective: str = "jct",
                    share_step: int = SHARE_STEP_PERCENT_DEFAULT, share_model: str = "mig",
                    length_scale: float = 1.0) -> GimbalInstance:
    """Table 3's job combination ``name`` (JC1-JC8) on the nearest measured
    models; remaining steps and deadlines are drawn from ``seed``;
    ``share_model`` and ``length_scale`` as in :func:`generate`."""
    name = require_str(name, "combination", choices=sorted(TABLE3))
    rng = np.random.default_rng(seed)
    profiles, blocks = [], []
    start = 0
    for i, (paper_name, gpus) in enumerate(TABLE3[name]):
        model = TABLE3_NAMES[paper_name]
        profiles.append(model_profiles()[(model, JC_BATCH.get(model, JC_BATCH_CNN))])
        if i == 0:
            blocks.append(tuple(range(gpus)))
        else:
            blocks.append(tuple(range(start, start + gpus)))
            start += gpus
    meta = {"generator": "schedbench.instances.gimbal.job_combination", "combination": name, "seed": seed,
            "table3": [f"{n} ({g} GPUs)" for n, g in TABLE3[name]], "synthetic": ["jc_batch_assumed"]}
    return _finish(profiles, blocks, rng, objective, share_step, meta, share_model, length_scale)


def generate(size: int, seed: int = 0, *, objective: str = "jct", combination: str | None = None,
             share_step: int = SHARE_STEP_PERCENT_DEFAULT, share_model: str = "mig",
             length_scale: float = 1.0) -> GimbalInstance:
    """A random packing set of ``size`` jobs (Sec. 5.1), or Table 3's
    ``combination`` (``size`` must then equal its job count, 3).

    J_max runs on W in {2, 4, 8} GPUs (at least ``size - 1``); every other
    job on an aligned block of 1, 2 or 4 of J_max's GPUs (a smaller world
    size, Sec. 5.1; a 2-job set may be balanced, W = W_max); models and batch
    sizes uniformly from Table 1, partners only where Gavel measured the pair.
    ``share_model`` (:data:`SHARE_MODELS`): ``mig`` keeps the measured share
    curves, ``linear`` replaces every curve by f(s) = s (same draws otherwise,
    so a seed gives the same set under both). ``length_scale`` multiplies
    the SYNTHETIC remaining solo time (:data:`REMAINING_MIN_S`; sensitivity
    studies; deadlines follow).
    """
    size = require_int(size, "size", minimum=MIN_JOBS, maximum=MAX_JOBS)
    seed = require_int(seed, "seed", minimum=0)
    objective = require_str(objective, "objective", choices=OBJECTIVES)
    share_step = require_int(share_step, "share_step", minimum=MIN_SHARE_STEP, maximum=100)
    share_model = require_str(share_model, "share_model", choices=SHARE_MODELS)
    length_scale = require_float(float(length_scale), "length_scale", exclusive_minimum=0.0)
    if combination is not None:
        inst = job_combination(combination, seed, objective=objective, share_step=share_step, share_model=share_model,
                               length_scale=length_scale)
        if inst.size != size:
            raise ValidationError("size", f"must be {inst.size} for combination {combination}", size)
        return inst
    rng = np.random.default_rng(seed)
    width = int(rng.choice([w for w in JMAX_GPU_CHOICES if w >= size - 1]))
    while True:
        choices = [g for g in (1, 2, 4, 8) if g < width or (size == 2 and g == width)]
        counts = sorted((int(rng.choice(choices)) for _ in range(size - 1)), reverse=True)
        if sum(counts) <= width:
            break
    blocks = [tuple(range(width))]
    start = 0
    for c in counts:  # descending sizes from GPU 0: every block aligned to its size
        blocks.append(tuple(range(start, start + c)))
        start += c
    table = model_profiles()
    keys = sorted(table)
    pairs = pair_rates()
    jmax = table[keys[rng.integers(len(keys))]]
    partners = [k for k in keys if (jmax.gavel_type, table[k].gavel_type) in pairs]
    profiles = [jmax] + [table[partners[rng.integers(len(partners))]] for _ in counts]
    meta = {"generator": "schedbench.instances.gimbal.generate", "size": size, "seed": seed,
            "synthetic": ["placement_aligned_blocks"]}
    return _finish(profiles, blocks, rng, objective, share_step, meta, share_model, length_scale)
