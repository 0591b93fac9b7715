"""Derive the CUCKOO profile catalog from public measurements.

Writes two CSVs next to this file (or into ``--out``):

* ``cuckoo_stages.csv``: per-iteration stage times in ms of every model and
  batch size of CUCKOO Table 8, on 1, 2, 4 and 8 GPUs, on every measured GPU
  type: ``model,batch_size,num_gpus,gpu_type,load_ms,forward_ms,backward_ms,
  comm_ms,source,synthetic``. The stages are CUCKOO's S (data loading), F
  (forward), B (backward) and C (gradient communication), Sec. 3.2.3 / Table 3.
* ``cuckoo_gpus.csv``: one row per GPU type, ``gpu_type,name,
  speed_vs_v100_median,source,stands_in_for``.

Run it as ``python -m schedbench.instances.profiles.derive_cuckoo`` or
``python instances/profiles/derive_cuckoo.py [--data PATH] [--out DIR]``.
``--data`` defaults to the first of ``$SCHEDBENCH_DATA``, the cache of
``schedbench data fetch`` and ``../shared/data`` that holds the files read.
Only the permissively licensed sources of ``shared/data/README.md`` are read: ``muri/`` (Apache-2.0), ``gavel/`` (MIT)
and ``zeus/`` (Apache-2.0). Same input, byte-identical output: every number is
a median, a ratio or a linear interpolation of measured values, computed with
the standard library and written with a fixed number of decimals.

Derivation
----------
1. **Base: Muri's per-stage profile on V100** (``muri/simulator/trace-data/
   *.csv`` and ``muri/cluster_exp/trace-data/cluster_trace.csv``, all rows of
   all 9 files pooled). For each (model, batch size, GPU count) the median of
   ``resource_time_0`` (data loading, S -> ``load_ms``), ``resource_time_1``
   (GPU stage, F+B) and ``resource_time_2`` (communication, C -> ``comm_ms``).
   Muri profiled one batch size per model (a2c 64, dqn 128, bert 4, gpt2 4,
   resnet18 128, vgg16 16, vgg19 16): the *native batch* b0. Its testbed was
   V100 (``cluster_exp/README.md`` of the Muri repository). The values are the
   same in every row except 5 rows of resnet18 on 32 GPUs in
   ``cluster_trace.csv``; 32 GPUs is not used here.

2. **Batch size** (Table 8 sizes differ from Muri's). Per-iteration time is
   scaled from b0 to b with a measured V100 curve of single-GPU step time
   ``t(b)`` of the nearest family: GPU stage(b) = GPU stage(b0) * t(b) / t(b0).
   ``t`` is linear between measured batch sizes; below the smallest measured
   size it follows the line through the two smallest, with its intercept
   clamped at >= 0 (never faster than proportional to batch); such rows are
   labelled ``batch_extrapolated``. Curves:

   * CV (resnet18, resnet50, vgg16, vgg19): Gavel's ResNet-50 (ImageNet),
     ``t = 1000 / v100[('ResNet-50 (batch size b)', 1)]['null']`` for b = 16,
     32, 64, 128. Muri's CV jobs are ImageNet 224x224 (``cv_model.py``), so the
     ImageNet ResNet-50 curve is nearer than Gavel's ResNet-18, which is
     CIFAR-10 (32x32 images, step time nearly flat in batch).
   * NLP (bert, gpt2): Zeus's ``squad/bert_base_uncased`` on V100,
     ``t proportional to time_per_epoch * b`` at the highest power limit
     (the dataset size cancels in the ratio), b = 8..56. Muri's bert is
     BERT-base MLM on 510-token blocks and gpt2 is GPT-2 small on 1024-token
     blocks (``nlp_model.py``); Gavel's Transformer (Multi30k, short
     sentences) is far from both in work per sample.
   * RL (a2c, dqn): Gavel has A3C at one batch size only, so no curve exists:
     load and GPU stage are taken proportional to batch (``batch_scaling_linear``).

   Data loading of CV jobs: all of Muri's CV jobs share one ImageNet input
   pipeline, and Muri measured it at two batch sizes: 16 (vgg16, vgg19) and 128
   (resnet18, shufflenet_v2_x1_0). Per GPU count, ``L(b)`` is the line through
   (16, mean of the vgg16 and vgg19 medians) and (128, mean of the resnet18 and
   shufflenet medians); load(b) = load(b0) * L(b) / L(b0). Data loading of NLP
   jobs (< 1 ms, pre-tokenised blocks) is taken proportional to batch
   (``load_batch_linear``). Communication (gradient all-reduce) depends on the
   model size, not on the batch: it is kept.

3. **ResNet-50** (not in Muri). GPU stage: Gavel's measured V100 step time of
   ResNet-50 (ImageNet) on one GPU at the same batch size, 1000 / ``null`` ms,
   for every GPU count (``gpu_from_gavel_step``: the step time is taken as the
   GPU stage, i.e. data loading is assumed overlapped; per-worker compute is
   assumed independent of the GPU count, as in Muri's data, where the GPU
   stage of a CV model varies by at most 10% over 1-8 GPUs). Gavel's
   ResNet-50/ResNet-18 ratio is not used because Gavel's ResNet-18 is CIFAR-10
   while Muri's is ImageNet; the check Gavel ResNet-50 (b=128) / Muri resnet18
   (b=128) = 3.6 is in the README. Data loading: Muri's resnet18 (same ImageNet pipeline) scaled with
   ``L`` (``load_from_resnet18``). Communication: Muri's resnet18 times the
   ratio of parameter counts, 25,557,032 / 11,689,512 (torchvision; ring
   all-reduce time grows with gradient size) (``comm_scaled_by_params``).

4. **Forward/backward split**. No public data splits the GPU stage.
   ``forward_ms = FORWARD_SHARE * gpu`` and ``backward_ms = (1 -
   FORWARD_SHARE) * gpu`` with FORWARD_SHARE = 1/3 (backward costs about twice
   the forward pass). Every row is labelled ``fb_split``.

5. **GPU types**. GPU stage on type x = V100 GPU stage / s(x, family), where s
   is a measured speed ratio relative to V100 of the model's family; data
   loading (CPU, disk) and communication (network) are not GPU-bound and are
   kept unchanged across GPU types. Rows on a type other than V100 are labelled
   ``gpu_speed_family_proxy`` (the family stands in for the model).

   * k80, p100: Gavel, ``x[key]['null'] / v100[key]['null']`` at scale factor 1
     (isolated single-GPU throughput; multi-GPU entries mix in communication,
     which Muri gives), median over the family's batch sizes within
     SPEED_BATCH_RANGE. Families: ResNet-50 (CV), Transformer (NLP), A3C (RL).
   * a40, rtx6000: Zeus, ``time_per_epoch`` on V100 / on x, each at its highest
     power limit, same dataset, network, optimizer and batch size, median over
     the batch sizes within SPEED_BATCH_RANGE measured on both. Families:
     imagenet/resnet50 (CV), squad/bert_base_uncased (NLP),
     cifar100/shufflenetv2 (RL: a small CNN on small images, the nearest
     measured network to the Atari CNNs of a2c and dqn).

   ``speed_vs_v100_median`` in ``cuckoo_gpus.csv`` is the median of the three
   family ratios of the type.

6. **Stand-ins for CUCKOO's GPUs** (Table 7: A800, RTX 4090, A10). None is
   measured in a public file we may ship. Ordered fastest first
   (PAPER_GPUS_FASTEST_FIRST), they are mapped in order onto the measured types
   ordered by ``speed_vs_v100_median``: the fastest paper GPU to the fastest
   measured type, and so on. This keeps three distinct types and the paper's
   ordering; a nearest-speed rule would send all three to the fastest measured
   type and erase the heterogeneity. The README gives the reasons.
"""

from __future__ import annotations

import ast
import csv
import io
import json
import statistics
from dataclasses import dataclass
from pathlib import Path

from schedbench.data import DerivationError

#: CUCKOO Table 8: model -> batch sizes used in the evaluation.
TABLE8_BATCH_SIZES: dict[str, tuple[int, ...]] = {
    "a2c": (8, 16, 32),
    "dqn": (8, 16, 32),
    "bert": (2, 4, 8),
    "gpt2": (2, 4),
    "vgg19": (8, 16, 32),
    "vgg16": (8, 16, 32),
    "resnet18": (16, 32, 64),
    "resnet50": (16, 32, 64),
}
#: GPU counts of the catalog (CUCKOO Sec. 4.1 runs every job on 2 GPUs; Muri profiles 1-32).
NUM_GPUS: tuple[int, ...] = (1, 2, 4, 8)
#: Forward share of the GPU stage (assumed: backward costs about twice forward).
FORWARD_SHARE = 1.0 / 3.0
#: Batch sizes whose speed ratios enter a GPU type's family ratio (the span of
#: Table 8 and of Muri's native batch sizes).
SPEED_BATCH_RANGE: tuple[int, int] = (2, 128)
#: Parameter counts of torchvision's resnet50 and resnet18 (He et al., CVPR 2016).
RESNET50_PARAMS = 25_557_032
RESNET18_PARAMS = 11_689_512
#: Decimals written for times (ms) and for speed ratios.
MS_DECIMALS = 3
RATIO_DECIMALS = 4

MURI_FILES: tuple[str, ...] = (
    "muri/cluster_exp/trace-data/cluster_trace.csv",
    "muri/simulator/trace-data/job_type_1.csv",
    "muri/simulator/trace-data/job_type_2.csv",
    "muri/simulator/trace-data/job_type_3.csv",
    "muri/simulator/trace-data/job_type_4.csv",
    "muri/simulator/trace-data/trace1.csv",
    "muri/simulator/trace-data/trace2.csv",
    "muri/simulator/trace-data/trace3.csv",
    "muri/simulator/trace-data/trace4.csv",
)
GAVEL_FILE = "gavel/simulation_throughputs.json"
ZEUS_FILE = "zeus/trace/summary_power_{gpu}.csv"

#: CUCKOO model -> family (cv, nlp, rl).
MODEL_FAMILY: dict[str, str] = {
    "a2c": "rl", "dqn": "rl", "bert": "nlp", "gpt2": "nlp",
    "vgg19": "cv", "vgg16": "cv", "resnet18": "cv", "resnet50": "cv",
}
#: Muri model name of each CUCKOO model (resnet50 is not in Muri).
MURI_NAME: dict[str, str] = {
    "a2c": "a2c", "dqn": "dqn", "bert": "bert", "gpt2": "gpt2",
    "vgg19": "vgg19", "vgg16": "vgg16", "resnet18": "resnet18",
}
#: Muri models that share the ImageNet input pipeline, by the batch size Muri ran them at.
MURI_IMAGENET_LOADERS: dict[int, tuple[str, ...]] = {
    16: ("vgg16", "vgg19"),
    128: ("resnet18", "shufflenet_v2_x1_0"),
}
#: Gavel job-type prefix per family (ratios k80/p100 vs v100).
GAVEL_FAMILY: dict[str, str] = {"cv": "ResNet-50", "nlp": "Transformer", "rl": "A3C"}
#: Zeus (dataset, network, optimizer) per family (ratios a40/rtx6000 vs v100).
ZEUS_FAMILY: dict[str, tuple[str, str, str]] = {
    "cv": ("imagenet", "resnet50", "adadelta"),
    "nlp": ("squad", "bert_base_uncased", "adamw"),
    "rl": ("cifar100", "shufflenetv2", "adadelta"),
}


@dataclass(frozen=True)
class GpuSpec:
    gpu_type: str
    name: str
    source: str  # "gavel", "zeus" or "muri" (the reference)


#: Measured GPU types, in output order.
GPU_SPECS: tuple[GpuSpec, ...] = (
    GpuSpec("v100", "NVIDIA Tesla V100", "muri"),
    GpuSpec("p100", "NVIDIA Tesla P100", "gavel"),
    GpuSpec("k80", "NVIDIA Tesla K80", "gavel"),
    GpuSpec("a40", "NVIDIA A40", "zeus"),
    GpuSpec("rtx6000", "NVIDIA Quadro RTX 6000", "zeus"),
)
#: CUCKOO Table 7 GPUs, fastest first (A800 is an A100-class data-centre GPU;
#: the A10 is the 150 W GA102 part, the slowest of the three).
PAPER_GPUS_FASTEST_FIRST: tuple[str, ...] = ("A800", "RTX 4090", "A10")

STAGE_COLUMNS = ("model", "batch_size", "num_gpus", "gpu_type", "load_ms", "forward_ms",
                 "backward_ms", "comm_ms", "source", "synthetic")
GPU_COLUMNS = ("gpu_type", "name", "speed_vs_v100_median", "source", "stands_in_for")



# ---------------------------------------------------------------- readers

def read_muri(data: Path) -> dict[tuple[str, int, int], tuple[float, float, float]]:
    """(Muri model, batch, GPUs) -> median (load, GPU, comm) ms over all rows of all files."""
    pooled: dict[tuple[str, int, int], list[tuple[float, float, float]]] = {}
    for rel in MURI_FILES:
        path = data / rel
        if not path.is_file():
            raise DerivationError(f"missing Muri profile {path}")
        with path.open(newline="") as fh:
            for row in csv.DictReader(fh):
                key = (row["model_name"], int(row["batch_size"]), int(row["num_gpu"]))
                pooled.setdefault(key, []).append(
                    (float(row["resource_time_0"]), float(row["resource_time_1"]),
                     float(row["resource_time_2"])))
    return {key: tuple(statistics.median(v[i] for v in vals) for i in range(3))  # type: ignore[misc]
            for key, vals in pooled.items()}


def read_gavel(data: Path) -> dict[str, dict[tuple[str, int], float]]:
    """Worker type -> (job type, scale factor) -> isolated throughput (steps/s)."""
    path = data / GAVEL_FILE
    if not path.is_file():
        raise DerivationError(f"missing Gavel throughputs {path}")
    raw = json.loads(path.read_text())
    out: dict[str, dict[tuple[str, int], float]] = {}
    for worker in ("k80", "p100", "v100"):
        out[worker] = {}
        for key, entry in raw[worker].items():
            job_type, scale = ast.literal_eval(key)
            out[worker][(job_type, int(scale))] = float(entry["null"])
    return out


def read_zeus(data: Path, gpu: str) -> dict[tuple[str, str, str, int], float]:
    """(dataset, network, optimizer, batch) -> time_per_epoch (s) at the highest power limit."""
    path = data / ZEUS_FILE.format(gpu=gpu)
    if not path.is_file():
        raise DerivationError(f"missing Zeus power summary {path}")
    best: dict[tuple[str, str, str, int], tuple[int, float]] = {}
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            key = (row["dataset"], row["network"], row["optimizer"], int(row["batch_size"]))
            limit = int(row["power_limit"])
            if key not in best or limit > best[key][0]:
                best[key] = (limit, float(row["time_per_epoch"]))
    return {key: tpe for key, (_, tpe) in best.items()}


# ---------------------------------------------------------------- curves

@dataclass(frozen=True)
class Curve:
    """Measured per-iteration time against batch size (any unit; only ratios are used)."""

    points: tuple[tuple[int, float], ...]  # sorted by batch size
    label: str

    def covers(self, b: int) -> bool:
        return self.points[0][0] <= b <= self.points[-1][0]

    def __call__(self, b: float) -> float:
        pts = self.points
        if b > pts[-1][0]:
            raise DerivationError(f"batch {b} above the measured range of {self.label}")
        if b < pts[0][0]:
            (b1, t1), (b2, t2) = pts[0], pts[1]
            slope = min((t2 - t1) / (b2 - b1), t1 / b1)  # intercept clamped at >= 0
            return t1 + slope * (b - b1)
        for (b1, t1), (b2, t2) in zip(pts, pts[1:]):
            if b1 <= b <= b2:
                return t1 + (t2 - t1) * (b - b1) / (b2 - b1)
        return pts[0][1]  # single point, b equal to it

    def ratio(self, b: int, b0: int) -> float:
        return self(b) / self(b0)


def gavel_cv_curve(gavel: dict[str, dict[tuple[str, int], float]]) -> Curve:
    pts = []
    for (job_type, scale), thr in gavel["v100"].items():
        if scale == 1 and job_type.startswith("ResNet-50 (batch size "):
            pts.append((int(job_type.rsplit(" ", 1)[1].rstrip(")")), 1000.0 / thr))
    return Curve(tuple(sorted(pts)), "gavel v100 ResNet-50")


def zeus_nlp_curve(zeus_v100: dict[tuple[str, str, str, int], float]) -> Curve:
    dataset, network, optimizer = ZEUS_FAMILY["nlp"]
    pts = [(b, tpe * b) for (d, n, o, b), tpe in zeus_v100.items()
           if (d, n, o) == (dataset, network, optimizer)]
    return Curve(tuple(sorted(pts)), "zeus v100 squad/bert_base_uncased")


def imagenet_load_line(muri: dict[tuple[str, int, int], tuple[float, float, float]],
                       n: int) -> Curve:
    pts = []
    for batch, models in sorted(MURI_IMAGENET_LOADERS.items()):
        pts.append((batch, statistics.fmean(muri[(m, batch, n)][0] for m in models)))
    return Curve(tuple(pts), f"muri ImageNet loading n={n}")


# ---------------------------------------------------------------- speed ratios

def in_speed_range(b: int) -> bool:
    return SPEED_BATCH_RANGE[0] <= b <= SPEED_BATCH_RANGE[1]


def gavel_ratio(gavel: dict[str, dict[tuple[str, int], float]], worker: str, family: str) -> float:
    prefix = GAVEL_FAMILY[family]
    ratios = []
    for (job_type, scale), v100 in sorted(gavel["v100"].items()):
        if scale != 1 or not job_type.startswith(prefix):
            continue
        if "(batch size " in job_type:
            batch = int(job_type.rsplit(" ", 1)[1].rstrip(")"))
            if not in_speed_range(batch):
                continue
        other = gavel[worker].get((job_type, scale), 0.0)
        if other > 0 and v100 > 0:
            ratios.append(other / v100)
    if not ratios:
        raise DerivationError(f"no Gavel {worker} throughput for {prefix}")
    return statistics.median(ratios)


def zeus_ratio(zeus: dict[str, dict[tuple[str, str, str, int], float]], gpu: str, family: str) -> float:
    dataset, network, optimizer = ZEUS_FAMILY[family]
    ratios = []
    for (d, n, o, b), tpe_v100 in sorted(zeus["v100"].items()):
        if (d, n, o) == (dataset, network, optimizer) and in_speed_range(b) and (d, n, o, b) in zeus[gpu]:
            ratios.append(tpe_v100 / zeus[gpu][(d, n, o, b)])
    if not ratios:
        raise DerivationError(f"no Zeus {gpu} epoch time for {dataset}/{network}")
    return statistics.median(ratios)


def speed_ratios(gavel, zeus) -> dict[tuple[str, str], float]:
    """(gpu_type, family) -> speed relative to V100 (V100 = 1)."""
    out: dict[tuple[str, str], float] = {}
    for spec in GPU_SPECS:
        for family in ("cv", "nlp", "rl"):
            if spec.source == "muri":
                out[(spec.gpu_type, family)] = 1.0
            elif spec.source == "gavel":
                out[(spec.gpu_type, family)] = gavel_ratio(gavel, spec.gpu_type, family)
            else:
                out[(spec.gpu_type, family)] = zeus_ratio(zeus, spec.gpu_type, family)
    return out


def speed_source(spec: GpuSpec) -> str:
    if spec.source == "muri":
        return "reference type (Muri testbed)"
    if spec.source == "gavel":
        fams = ", ".join(f"{f}={GAVEL_FAMILY[f]}" for f in ("cv", "nlp", "rl"))
        return (f"{GAVEL_FILE}: {spec.gpu_type}/v100 'null' throughput, scale factor 1, "
                f"median over batch {SPEED_BATCH_RANGE[0]}-{SPEED_BATCH_RANGE[1]}; {fams}")
    fams = ", ".join(f"{f}={'/'.join(ZEUS_FAMILY[f][:2])}" for f in ("cv", "nlp", "rl"))
    return (f"{ZEUS_FILE.format(gpu=spec.gpu_type)} vs summary_power_v100.csv: v100/{spec.gpu_type} "
            f"time_per_epoch at highest power limit, median over batch "
            f"{SPEED_BATCH_RANGE[0]}-{SPEED_BATCH_RANGE[1]}; {fams}")


# ---------------------------------------------------------------- stages

@dataclass(frozen=True)
class V100Stages:
    load_ms: float
    gpu_ms: float
    comm_ms: float
    source: str
    synthetic: tuple[str, ...]


def v100_stages(model: str, b: int, n: int, muri, cv_curve: Curve, nlp_curve: Curve) -> V100Stages:
    """Stage times of one (model, batch, GPUs) on V100 (steps 1-3 of the module docstring)."""
    family = MODEL_FAMILY[model]
    tags: list[str] = []
    if model == "resnet50":
        b0 = 128
        load0, _, comm18 = muri[("resnet18", b0, n)]
        line = imagenet_load_line(muri, n)
        load = load0 * line.ratio(b, b0)
        gpu = cv_curve(b)
        comm = comm18 * RESNET50_PARAMS / RESNET18_PARAMS
        tags += ["gpu_from_gavel_step", "load_from_resnet18", "comm_scaled_by_params"]
        if not line.covers(b):
            tags.append("batch_extrapolated")
        src = (f"gpu: {GAVEL_FILE} v100 ResNet-50 bs{b} scale 1 'null'; load, comm: muri "
               f"resnet18 bs{b0} n={n} median resource_time_0 x ImageNet load line, "
               f"resource_time_2 x params 50/18")
        return V100Stages(load, gpu, comm, src, tuple(tags))

    name = MURI_NAME[model]
    b0s = sorted({batch for (m, batch, _) in muri if m == name})
    if len(b0s) != 1:
        raise DerivationError(f"Muri has {len(b0s)} batch sizes for {name}; expected one")
    b0 = b0s[0]
    load0, gpu0, comm = muri[(name, b0, n)]
    src = f"muri trace-data/*.csv {name} bs{b0} n={n} median resource_time_0/1/2"
    if b == b0:
        return V100Stages(load0, gpu0, comm, src, ())
    if family == "cv":
        line = imagenet_load_line(muri, n)
        load = load0 * line.ratio(b, b0)
        gpu = gpu0 * cv_curve.ratio(b, b0)
        if not (line.covers(b) and cv_curve.covers(b) and cv_curve.covers(b0)):
            tags.append("batch_extrapolated")
        src += f"; batch: {GAVEL_FILE} v100 ResNet-50 scale 1 curve (gpu), muri ImageNet load line (load)"
    elif family == "nlp":
        load = load0 * b / b0
        gpu = gpu0 * nlp_curve.ratio(b, b0)
        tags.append("load_batch_linear")
        if not (nlp_curve.covers(b) and nlp_curve.covers(b0)):
            tags.append("batch_extrapolated")
        src += (f"; batch: {ZEUS_FILE.format(gpu='v100')} squad/bert_base_uncased "
                f"time_per_epoch*batch curve (gpu)")
    else:
        load = load0 * b / b0
        gpu = gpu0 * b / b0
        tags.append("batch_scaling_linear")
    return V100Stages(load, gpu, comm, src, tuple(tags))


def fmt(x: float, decimals: int) -> str:
    text = f"{x:.{decimals}f}"
    return "0." + "0" * decimals if text.startswith("-") and float(text) == 0 else text


def derive(data: Path) -> tuple[str, str]:
    """Return the text of (cuckoo_stages.csv, cuckoo_gpus.csv)."""
    muri = read_muri(data)
    gavel = read_gavel(data)
    zeus = {g: read_zeus(data, g) for g in ("a40", "rtx6000", "v100")}
    cv_curve = gavel_cv_curve(gavel)
    nlp_curve = zeus_nlp_curve(zeus["v100"])
    ratios = speed_ratios(gavel, zeus)

    stages = io.StringIO()
    w = csv.writer(stages, lineterminator="\n")
    w.writerow(STAGE_COLUMNS)
    for model, batches in TABLE8_BATCH_SIZES.items():
        family = MODEL_FAMILY[model]
        for b in batches:
            for n in NUM_GPUS:
                base = v100_stages(model, b, n, muri, cv_curve, nlp_curve)
                for spec in GPU_SPECS:
                    s = ratios[(spec.gpu_type, family)]
                    gpu = base.gpu_ms / s
                    tags = ["fb_split", *base.synthetic]
                    src = base.source
                    if spec.gpu_type != "v100":
                        tags.append("gpu_speed_family_proxy")
                        src += (f"; gpu / {fmt(s, RATIO_DECIMALS)} ({spec.source} "
                                f"{spec.gpu_type}/v100 {family} ratio, cuckoo_gpus.csv)")
                    w.writerow((model, b, n, spec.gpu_type, fmt(base.load_ms, MS_DECIMALS),
                                fmt(gpu * FORWARD_SHARE, MS_DECIMALS),
                                fmt(gpu * (1.0 - FORWARD_SHARE), MS_DECIMALS),
                                fmt(base.comm_ms, MS_DECIMALS), src, ";".join(tags)))

    medians = {spec.gpu_type: statistics.median(ratios[(spec.gpu_type, f)] for f in ("cv", "nlp", "rl"))
               for spec in GPU_SPECS}
    fastest_first = sorted(medians, key=lambda g: (-medians[g], g))
    stand_ins: dict[str, list[str]] = {g: [] for g in medians}
    for paper_gpu, measured in zip(PAPER_GPUS_FASTEST_FIRST, fastest_first):
        stand_ins[measured].append(paper_gpu)

    gpus = io.StringIO()
    w = csv.writer(gpus, lineterminator="\n")
    w.writerow(GPU_COLUMNS)
    for spec in GPU_SPECS:
        w.writerow((spec.gpu_type, spec.name, fmt(medians[spec.gpu_type], RATIO_DECIMALS),
                    speed_source(spec), ";".join(stand_ins[spec.gpu_type])))
    return stages.getvalue(), gpus.getvalue()



def main(argv: list[str] | None = None) -> int:
    from schedbench.data import derivation_parser, run_derivation, script_folder, write_tables

    parser = derivation_parser(__doc__, __file__, "folder to write the two CSVs to")
    args = parser.parse_args(argv)
    data = script_folder(parser, args.data, ("muri", "gavel", "zeus"))
    tables = run_derivation("derive_cuckoo", data, lambda: derive(data))
    if tables is None:
        return 1
    stages, gpus = tables
    write_tables(args.out, {"cuckoo_stages.csv": stages, "cuckoo_gpus.csv": gpus})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
