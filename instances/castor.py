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

import csv
import io
import math
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Annotated

import numpy as np

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
        want = sub_batches(self.batch)
        got = tuple(o.sub_batch for o in self.options)
        if got != want:
            raise ValidationError("options", f"must list the sub-batches B / 2^m >= 1 in order, {list(want)}",
                                  list(got))
        if not any(o.mem_ok_alone for o in self.options):
            raise ValidationError("options", "must hold a sub-batch with mem_ok_alone (B could never run)", None)


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


def _read_csv(name: str) -> list[dict[str, str]]:
    text = (resources.files("schedbench.instances") / "profiles" / name).read_text(encoding="utf-8")
    return list(csv.DictReader(io.StringIO(text)))


@lru_cache(maxsize=1)
def model_fits() -> dict[str, ModelFit]:
    return {r["model"]: ModelFit(r["model"], r["gavel_type"], float(r["alpha_comp_s"]), float(r["beta_comp_s"]),
                                 int(r["bsz_min"]), int(r["bsz_max"]), float(r["r2_comp"]), float(r["r2_step"]),
                                 r["source"], tuple(s for s in r["synthetic"].split(";") if s))
            for r in _read_csv(MODELS_FILE)}


@lru_cache(maxsize=1)
def comm_times() -> dict[tuple[str, str], float]:
    """(model, placement) -> t_comm (s), Eq. 2."""
    return {(r["model"], r["placement"]): float(r["t_comm_s"]) for r in _read_csv(COMM_FILE)}


@lru_cache(maxsize=1)
def xi_table() -> tuple[dict[tuple[str, int, str, int], tuple[float, float] | None], dict[str, tuple[int, ...]]]:
    """((type a, batch a, type b, batch b) -> (xi_a, xi_b) or None if it does not fit; type -> batch grid)."""
    table: dict[tuple[str, int, str, int], tuple[float, float] | None] = {}
    grids: dict[str, set[int]] = {}
    for r in _read_csv(XI_FILE):
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
        options.append(SubBatchOption(b, t_b, alone, shared, xi[0] if shared else None, xi[1] if shared else None))
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
