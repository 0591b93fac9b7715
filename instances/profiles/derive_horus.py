"""Derive the HORUS catalog from public measurements.

Writes three CSVs next to this file (or into ``--out``):

* ``horus_models.csv``: ``model,batch_size,util_pct,mem_mib,gpu,source,synthetic``:
  solo GPU utilisation (``nvidia-smi utilization.gpu``, %) and memory in use
  (MiB) of each MISO model at each profiled batch size, whole A100-40GB
  (``miso/util_collection/util_sm_<model>.json`` and ``memory_<model>.json``).
  TensorFlow reserves memory in growing chunks (ResNet shows 9,933 MiB at
  every batch), so ``mem_mib`` is what the job *holds*, an upper bound of
  what it needs: label ``tf_reserved_memory``.
* ``horus_pairs.csv``: ``gavel_a,gavel_b,miso_a,batch_a,miso_b,batch_b,
  util_sum_pct,t_deg_a,source``: every ordered 1-GPU pair Gavel measured on
  V100 (``gavel/simulation_throughputs.json``, scale factor 1) whose two job
  types have a MISO proxy, with job a's slowdown (Eq. 1, ``null_a / colo_a -
  1``) and ``U`` = the sum of the two proxies' solo utilisations. This is the
  only permissive co-location data, and it is cross-platform (V100 slowdowns,
  A100 TensorFlow utilisations of *similar* models): label
  ``util_proxy_miso_a100``.
* ``horus_fits.csv``: ``name,a0,a1,b0,b1,b2,n_linear,n_quadratic,r2_linear,
  r2_quadratic,r2,corr,source``: the slowdown functions of Eq. 9 (see
  :mod:`schedbench.perfmodels.horus`):

  - ``fig4-shape`` (the generators' default): SYNTHETIC, the ranges Sec. 3.2
    states in words (pairs under 50% each: "JCT between 1x-1.5x",
    over-committed pairs "1.5x-3x"): ``f-`` from 0 at U = 0 to 0.5 at U =
    100, ``f+ = 0.5 + 1.5e-4 (U-100)^2`` (0.5 at 100, 2.0 at 200, flat at
    the joint). No measurement behind it; it is non-decreasing and never
    cheaper above 100% than below, the premise of Sec. 4.2.1's cost;
  - ``gavel-miso`` (a labelled variant): least squares on
    ``horus_pairs.csv``. It inverts that premise (2.765 at U = 100, 1.083
    just above), because the join maps 25 Gavel job types onto 12 MISO
    proxies of similar models on another GPU: with permissive data the
    premise is untestable, not refuted.

Run it as ``python instances/profiles/derive_horus.py [--data PATH] [--out
DIR]``; ``--data`` defaults to the first of ``$SCHEDBENCH_DATA``, the cache of
``schedbench data fetch`` and ``../shared/data`` that holds the files read.
Only ``gavel/`` (MIT) and ``miso/`` (MIT) are read. Same input,
byte-identical output.

Model mapping (Gavel job type -> MISO model, nearest profiled batch; label
``miso_batch_nearest`` where the batch differs): ResNet-18 and ResNet-50 ->
``resnet`` (MISO's ResNet-50 on CIFAR-10), Transformer -> ``transformer``, LM
(an LSTM) -> ``deepspeech2`` (MISO's only RNN), Recommendation ->
``embedding``, CycleGAN -> ``cyclegan`` (batch 1). A3C has no proxy and is
left out.

Memory study (printed, not shipped as a catalog): Gavel records 40 ordered
1-GPU pairs as ``[0, 0]`` (did not fit on a 16 GB V100). The rule "the two
proxies' MISO memory adds up to more than ``V100_MEM_MIB``" is compared with
them (:func:`oom_study`).
"""

from __future__ import annotations

import ast
import csv
import io
import json
import sys
from pathlib import Path
from typing import Any

# Executed as a script, the package may not be importable without the install:
# the fit is recomputed with numpy here and must equal schedbench.perfmodels.horus.
try:
    from schedbench.data import DerivationError
    from schedbench.perfmodels.horus import BYTES_PER_ELEMENT, MIB, fit_slowdown
except ImportError:  # pragma: no cover - the editable install provides it
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from schedbench.data import DerivationError
    from schedbench.perfmodels.horus import BYTES_PER_ELEMENT, MIB, fit_slowdown

MISO_MODELS: tuple[str, ...] = ("bert", "cyclegan", "deepspeech2", "embedding", "gnn", "mobilenet", "resnet",
                                "transformer")
MISO_UTIL = "miso/util_collection/util_sm_{model}.json"
MISO_MEM = "miso/util_collection/memory_{model}.json"
GAVEL_FILE = "gavel/simulation_throughputs.json"
GAVEL_GPU = "v100"
#: Gavel job kind -> MISO model (see "Model mapping").
GAVEL_TO_MISO: dict[str, str] = {
    "ResNet-18": "resnet", "ResNet-50": "resnet", "Transformer": "transformer", "LM": "deepspeech2",
    "Recommendation": "embedding", "CycleGAN": "cyclegan",
}
#: Gavel's CycleGAN runs one image per step.
GAVEL_UNBATCHED = 1
#: 16 GB V100 (Gavel's GPU), in MiB.
V100_MEM_MIB = 16 * 1024
FIG4_SOURCE = ("SYNTHETIC from Sec. 3.2's words: 1x-1.5x JCT at U<=100, 1.5x-3x over-committed; "
               "f-(U)=0.005U, f+(U)=0.5+1.5e-4(U-100)^2")
#: The fig4-shape coefficients (see the module docstring), expanded:
#: 0.5 + 1.5e-4 (U - 100)^2 = 2.0 - 0.03 U + 1.5e-4 U^2.
FIG4 = ((0.0, 0.005), (2.0, -0.03, 1.5e-4))
DECIMALS = 6

MODEL_COLUMNS = ("model", "batch_size", "util_pct", "mem_mib", "gpu", "source", "synthetic")
PAIR_COLUMNS = ("gavel_a", "gavel_b", "miso_a", "batch_a", "miso_b", "batch_b", "util_sum_pct", "t_deg_a",
                "source")
FIT_COLUMNS = ("name", "a0", "a1", "b0", "b1", "b2", "n_linear", "n_quadratic", "r2_linear", "r2_quadratic",
               "r2", "corr", "source")



def _load(path: Path) -> dict:
    if not path.is_file():
        raise DerivationError(f"{path} is missing")
    return json.loads(path.read_text(encoding="utf-8"))


def miso_profiles(data: Path) -> dict[tuple[str, int], tuple[float, float]]:
    """(MISO model, batch) -> (util %, memory MiB)."""
    out = {}
    for model in MISO_MODELS:
        util = _load(data / MISO_UTIL.format(model=model))
        mem = _load(data / MISO_MEM.format(model=model))
        for batch in sorted(util, key=int):
            out[(model, int(batch))] = (float(util[batch]), float(mem[batch]))
    return out


def _split(name: str) -> tuple[str, int]:
    """'ResNet-18 (batch size 32)' -> ('ResNet-18', 32); 'CycleGAN' -> ('CycleGAN', 1)."""
    if " (batch size " in name:
        kind, rest = name.split(" (batch size ")
        return kind, int(rest.rstrip(")"))
    return name, GAVEL_UNBATCHED


def proxy(name: str, profiles: dict) -> tuple[str, int] | None:
    """The MISO (model, batch) standing in for a Gavel job type, or None."""
    kind, batch = _split(name)
    model = GAVEL_TO_MISO.get(kind)
    if model is None:
        return None
    batches = sorted(b for m, b in profiles if m == model)
    return model, min(batches, key=lambda b: (abs(b - batch), b))


def gavel_pairs(data: Path) -> tuple[list[str], dict]:
    v100 = _load(data / GAVEL_FILE)[GAVEL_GPU]
    keys = [k for k in v100 if ast.literal_eval(k)[1] == 1]
    return keys, v100


def fmt(x: float | None) -> str:
    return "" if x is None else f"{x:.{DECIMALS}f}"


def derive(data: Path) -> tuple[str, str, str]:
    """The three CSVs as text."""
    profiles = miso_profiles(data)
    models = io.StringIO()
    w = csv.writer(models, lineterminator="\n")
    w.writerow(MODEL_COLUMNS)
    for (model, batch), (util, mem) in sorted(profiles.items()):
        w.writerow((model, batch, f"{util:.2f}", f"{mem:.0f}", "A100-40GB",
                    f"miso util_sm_{model}[{batch}]; miso memory_{model}[{batch}]", "tf_reserved_memory"))

    keys, v100 = gavel_pairs(data)
    pairs = io.StringIO()
    p = csv.writer(pairs, lineterminator="\n")
    p.writerow(PAIR_COLUMNS)
    us, ts = [], []
    for a in keys:
        for b in keys:
            ra, _ = v100[a][b]
            na, nb = ast.literal_eval(a)[0], ast.literal_eval(b)[0]
            pa, pb = proxy(na, profiles), proxy(nb, profiles)
            if ra <= 0.0 or pa is None or pb is None:
                continue
            u = profiles[pa][0] + profiles[pb][0]
            t = abs(v100[a]["null"] / ra - 1.0)  # Eq. 1 with rates
            us.append(u)
            ts.append(t)
            p.writerow((na, nb, pa[0], pa[1], pb[0], pb[1], f"{u:.2f}", fmt(t),
                        f"gavel {GAVEL_GPU} x1 [{na}][{nb}][0] vs null; miso util_sm proxies"))
    report = fit_slowdown(us, ts, "gavel v100 1-GPU pairs (T_deg) x miso a100 util_sm proxies (U); "
                                  "least squares, derive_horus.py")
    fits = io.StringIO()
    f = csv.writer(fits, lineterminator="\n")
    f.writerow(FIT_COLUMNS)
    fit = report.fit
    f.writerow(("gavel-miso", *map(fmt, fit.linear), *map(fmt, fit.quadratic), report.n_linear,
                report.n_quadratic, fmt(report.r2_linear), fmt(report.r2_quadratic), fmt(report.r2),
                fmt(report.corr), fit.source))
    f.writerow(("fig4-shape", *map(fmt, FIG4[0]), *map(fmt, FIG4[1]), 0, 0, "", "", "", "", FIG4_SOURCE))
    return models.getvalue(), pairs.getvalue(), fits.getvalue()


def oom_study(data: Path) -> dict[str, int]:
    """Confusion counts of "MISO memory of the two proxies > 16 GiB" against
    Gavel's ``[0, 0]`` (did not fit) over ordered 1-GPU pairs with proxies."""
    profiles = miso_profiles(data)
    keys, v100 = gavel_pairs(data)
    out = {"tp": 0, "fp": 0, "fn": 0, "tn": 0}
    for a in keys:
        for b in keys:
            pa, pb = proxy(ast.literal_eval(a)[0], profiles), proxy(ast.literal_eval(b)[0], profiles)
            if pa is None or pb is None:
                continue
            oom = v100[a][b] == [0, 0] or v100[a][b] == [0.0, 0.0]
            pred = profiles[pa][1] + profiles[pb][1] > V100_MEM_MIB
            out[("t" if pred == oom else "f") + ("p" if pred else "n")] += 1
    return out


LUCID_SINGLE = "lucid/single_data.csv"
LUCID_PAIRS = "lucid/colocate_info.csv"
#: torchvision's ResNet-50 parameter count (the one Lucid model with a known count here).
RESNET50_PARAMETERS = 25_557_032


def _lucid_solo(data: Path) -> dict[tuple[str, int, int], tuple[float, float]]:
    path = data / LUCID_SINGLE
    if not path.is_file():
        raise DerivationError(f"{path} is missing")
    with path.open(encoding="utf-8") as fh:
        return {(r["model"], int(r["batchsize"]), int(r["amp"])): (float(r["gpu_util"]), float(r["gmem"]))
                for r in csv.DictReader(fh)}


def lucid_study(data: Path) -> dict[str, Any]:
    """REFERENCE ONLY (Lucid is non-commercial): nothing here is shipped.

    Slowdown: every co-located pair of ``lucid/colocate_info.csv`` (one RTX
    3090) gives two points (U = the two solo ``gpu_util`` of
    ``single_data.csv``, T_deg = 1 / speed - 1 with speed clipped at 1, the
    file's noise above 1 read as no slowdown); they are fitted like the
    shipped data. Memory: Eq. 2 is linear in the batch, ``GMem = (P + delta)
    + B (A + G)``; per model (fp32 rows, >= 3 batch sizes) a line is fitted
    to the measured ``gmem``; its R^2 says whether Eq. 2's form holds, and for
    ResNet-50 the intercept minus ``P * 4 B`` is delta.
    """
    import numpy as np

    solo = _lucid_solo(data)
    path = data / LUCID_PAIRS
    if not path.is_file():
        raise DerivationError(f"{path} is missing")
    us, ts = [], []
    with path.open(encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            a = solo.get((r["model1"], int(r["batchsize1"]), int(r["amp1"])))
            b = solo.get((r["model2"], int(r["batchsize2"]), int(r["amp2"])))
            if a is None or b is None:
                continue
            for speed in (float(r["speed1"]), float(r["speed2"])):
                us.append(a[0] + b[0])
                ts.append(1.0 / min(speed, 1.0) - 1.0)
    report = fit_slowdown(us, ts, "lucid rtx3090 pairs (reference only)")
    memory = {}
    for model in sorted({m for m, _, amp in solo if amp == 0}):
        pts = sorted((bs, g) for (m, bs, amp), (_, g) in solo.items() if m == model and amp == 0)
        if len(pts) >= 3:
            x, y = np.array([p[0] for p in pts], float), np.array([p[1] for p in pts], float)
            slope, icpt = np.polyfit(x, y, 1)
            ss = float(((y - y.mean()) ** 2).sum())
            r2 = 1.0 - float(((y - (icpt + slope * x)) ** 2).sum()) / ss if ss > 0 else None
            memory[model] = {"intercept_mib": float(icpt), "mib_per_sample": float(slope), "r2": r2}
    res50 = memory.get("ResNet50")
    delta = None if res50 is None else float(res50["intercept_mib"] or 0.0) - RESNET50_PARAMETERS * BYTES_PER_ELEMENT / MIB
    return {"pairs": len(us), "fit": report, "memory": memory, "resnet50_delta_mib": delta}



def main(argv: list[str] | None = None) -> int:
    from schedbench.data import derivation_parser, run_derivation, script_folder, write_tables

    parser = derivation_parser(__doc__, __file__)
    parser.add_argument("--lucid-study", action="store_true",
                        help="print the reference-only Lucid cross-check (slowdown fit, Eq. 2 form) and write nothing")
    args = parser.parse_args(argv)
    data = script_folder(parser, args.data, ("lucid",) if args.lucid_study else ("gavel", "miso"))
    if args.lucid_study:
        study = run_derivation("derive_horus", data, lambda: lucid_study(data))
        if study is None:
            return 1
        rep = study["fit"]
        print(f"lucid: {study['pairs']} points, corr(U, T_deg) {rep.corr:.3f}, R^2 f- {rep.r2_linear} "
              f"(n={rep.n_linear}), f+ {rep.r2_quadratic} (n={rep.n_quadratic}), all {rep.r2:.3f}")
        for model, m in study["memory"].items():
            print(f"lucid memory {model}: {m['intercept_mib']:.0f} MiB + {m['mib_per_sample']:.1f} MiB/sample,"
                  f" R^2 {m['r2']}")
        print(f"lucid ResNet-50 delta (intercept - 4 B x params): {study['resnet50_delta_mib']}")
        return 0
    derived = run_derivation("derive_horus", data, lambda: (derive(data), oom_study(data)))
    if derived is None:
        return 1
    texts, oom = derived
    write_tables(args.out, dict(zip(("horus_models.csv", "horus_pairs.csv", "horus_fits.csv"), texts)))
    print(f"memory study (MISO memory sum > {V100_MEM_MIB} MiB vs Gavel [0,0]): {oom}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
