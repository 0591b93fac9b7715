"""Derive the GIMBAL worker-throughput catalog from public measurements.

Writes two CSVs next to this file (or into ``--out``):

* ``gimbal_models.csv``: one row per (model, batch size) of GIMBAL Table 1:
  ``model,dataset,batch_size,gavel_type,solo_steps_per_s,miso_model,
  miso_batch,f_1_7,f_2_7,f_3_7,f_4_7,utilization_pct,source,synthetic``.
  ``solo_steps_per_s`` is one worker's isolated training throughput at its
  (per-worker) batch size; ``f_k_7`` is the measured speed on ``k/7`` of an
  A100, relative to the whole GPU (empty where MISO has no measurement);
  ``utilization_pct`` is the whole-GPU SM utilisation (GIMBAL Eq. 2's
  "Utilization").
* ``gimbal_pairs.csv``: ``gavel_a,gavel_b,rate_a,rate_b``: the throughputs
  (steps/s) of two workers sharing one GPU without restriction (GIMBAL's
  "free competition", Sec. 4.1), for every ordered pair of the Gavel job
  types that the models map to, where Gavel measured a non-zero pair.

Run it as ``python instances/profiles/derive_gimbal.py [--data PATH] [--out
DIR]``; ``--data`` defaults to the first of ``$SCHEDBENCH_DATA``, the cache of
``schedbench data fetch`` and ``../shared/data`` that holds the files read.
Only permissively licensed sources are read: ``gavel/`` (MIT) and ``miso/``
(MIT). Same input, byte-identical output.

Derivation
----------
1. **Solo and free-competition throughput: Gavel, V100, one GPU per job**
   (``gavel/simulation_throughputs.json``, key ``v100``, scale factor 1). A
   GIMBAL co-location is per GPU: one worker of J_max and one worker of a
   smaller job share a GPU (Sec. 5.1), which is what Gavel's 1-GPU pair
   entries measure. ``solo_steps_per_s`` = ``v100[(type, 1)]['null']``; a pair
   row is ``v100[(a, 1)][(b, 1)]`` = [rate of a, rate of b]. Pairs Gavel
   records as [0, 0] (they did not fit together) are left out, so the
   generator never packs them. Gavel is the paper's own makespan baseline
   (Sec. 7.1) and the data README names it the match for this setting.
2. **Model mapping** (Table 1 lists 12 models; Gavel measured 7 job types).
   Each Table 1 model takes the nearest Gavel type of the same kind
   (``GAVEL_TYPE``): CIFAR-10 CNNs -> ResNet-18 (CIFAR-10), ImageNet CNNs ->
   ResNet-50 (ImageNet), Transformers (BERT, LLaMA) -> Transformer, and
   DeepSpeech2 (an RNN) -> LM (LSTM). Gavel's batch size is the Table 1 batch
   where Gavel measured it, else the nearest measured one
   (``gavel_batch_nearest``). Every row whose Gavel type is not the model
   itself is labelled ``gavel_model_proxy``.
3. **Throughput against share: MISO, A100 MIG slices**
   (``miso/derived_mig_batch_time_summary.csv``). f(k/7) = median batch time
   on 7g.40gb / median batch time on the k/7 slice, for the MISO model of the
   same kind (``MISO_MODEL``) at the nearest measured batch size
   (``miso_batch_nearest`` where it differs). MIG partitions the GPU in
   hardware, MPS caps threads: the curve is a stand-in for the MPS share
   curve (every row is labelled ``mig_slice_as_mps_share``). The perfmodel
   (``schedbench.perfmodels.gimbal``) makes it monotone and caps it at 1.
4. **Utilisation** (GIMBAL Eq. 2): ``miso/util_collection/util_sm_<model>.json``
   at the same MISO batch (whole A100).

Every row is also labelled ``v100_rates_a100_shape``: rates come from V100,
the share curve and utilisation from A100 (the paper's testbed is A40).
"""

from __future__ import annotations

import ast
import csv
import io
import json
from pathlib import Path

from schedbench.data import DerivationError

#: GIMBAL Table 1: (model, dataset) -> batch sizes.
TABLE1: dict[str, tuple[str, tuple[int, ...]]] = {
    "BERT": ("SQuAD", (16, 32)),
    "LLaMA": ("Alpaca", (16, 32)),
    "DeepSpeech2": ("LibriSpeech", (8, 16)),
    "RN50": ("ImageNet", (32, 64, 128)),
    "MNV3": ("ImageNet", (32, 64, 128)),
    "VGG-11": ("ImageNet", (32, 64, 128)),
    "VGG-16": ("ImageNet", (32, 64, 128)),
    "PLNAS": ("ImageNet", (32, 64, 128)),
    "OFA": ("ImageNet", (32, 64, 128)),
    "RN18": ("CIFAR-10", (32, 64, 128)),
    "MNV2": ("CIFAR-10", (32, 64, 128)),
    "EFN": ("CIFAR-10", (32, 64, 128)),
}
#: Table 1 model -> Gavel job type (the nearest measured kind, step 2).
GAVEL_TYPE: dict[str, str] = {
    "BERT": "Transformer", "LLaMA": "Transformer", "DeepSpeech2": "LM",
    "RN50": "ResNet-50", "MNV3": "ResNet-50", "VGG-11": "ResNet-50", "VGG-16": "ResNet-50",
    "PLNAS": "ResNet-50", "OFA": "ResNet-50",
    "RN18": "ResNet-18", "MNV2": "ResNet-18", "EFN": "ResNet-18",
}
#: Table 1 models that Gavel measured as such (no proxy label).
GAVEL_SAME_MODEL: frozenset[str] = frozenset({"RN50", "RN18"})
#: Table 1 model -> MISO model for the share curve and utilisation (step 3).
MISO_MODEL: dict[str, str] = {
    "BERT": "bert", "LLaMA": "bert", "DeepSpeech2": "deepspeech2",
    "RN50": "resnet", "VGG-11": "resnet", "VGG-16": "resnet", "RN18": "resnet",
    "MNV3": "mobilenet", "PLNAS": "mobilenet", "OFA": "mobilenet", "MNV2": "mobilenet", "EFN": "mobilenet",
}
#: MIG slices of MISO, in sevenths of the GPU's compute.
SEVENTHS: tuple[int, ...] = (1, 2, 3, 4, 7)
GAVEL_FILE = "gavel/simulation_throughputs.json"
GAVEL_GPU = "v100"
MISO_FILE = "miso/derived_mig_batch_time_summary.csv"
MISO_UTIL = "miso/util_collection/util_sm_{model}.json"
RATE_DECIMALS = 6
FRACTION_DECIMALS = 4

MODEL_COLUMNS = ("model", "dataset", "batch_size", "gavel_type", "solo_steps_per_s", "miso_model", "miso_batch",
                 "f_1_7", "f_2_7", "f_3_7", "f_4_7", "utilization_pct", "source", "synthetic")
PAIR_COLUMNS = ("gavel_a", "gavel_b", "rate_a", "rate_b")



def _gavel_key(kind: str, batch: int | None) -> str:
    name = kind if batch is None else f"{kind} (batch size {batch})"
    return str((name, 1))


def _gavel_batches(v100: dict, kind: str) -> list[int]:
    out = []
    for key in v100:
        name, scale = ast.literal_eval(key)
        if scale == 1 and name.startswith(f"{kind} (batch size "):
            out.append(int(name.rsplit(" ", 1)[1].rstrip(")")))
    return sorted(out)


def _nearest(options: list[int], target: int) -> int:
    return min(options, key=lambda b: (abs(b - target), b))


def fmt(x: float, decimals: int) -> str:
    return f"{x:.{decimals}f}"


def derive(data: Path) -> tuple[str, str]:
    """Both CSVs as text."""
    path = data / GAVEL_FILE
    if not path.is_file():
        raise DerivationError(f"{path} is missing")
    v100 = json.loads(path.read_text(encoding="utf-8"))[GAVEL_GPU]
    miso_path = data / MISO_FILE
    if not miso_path.is_file():
        raise DerivationError(f"{miso_path} is missing")
    mig: dict[tuple[str, int, int], float] = {}
    with miso_path.open(encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            key = (row["model"], int(row["batch_size"]), int(row["compute_sevenths"]))
            mig[key] = float(row["median_batch_time_s"])

    models = io.StringIO()
    w = csv.writer(models, lineterminator="\n")
    w.writerow(MODEL_COLUMNS)
    used_types: set[str] = set()
    for model, (dataset, batches) in TABLE1.items():
        kind = GAVEL_TYPE[model]
        measured = _gavel_batches(v100, kind)
        miso = MISO_MODEL[model]
        miso_batches = sorted({b for (m, b, k) in mig if m == miso and k == 7})
        util = json.loads((data / MISO_UTIL.format(model=miso)).read_text(encoding="utf-8"))
        for batch in batches:
            synthetic = ["mig_slice_as_mps_share", "v100_rates_a100_shape"]
            if measured:
                gb = _nearest(measured, batch)
                if gb != batch:
                    synthetic.append("gavel_batch_nearest")
                gkey = _gavel_key(kind, gb)
            else:
                gb, gkey = None, _gavel_key(kind, None)
            if model not in GAVEL_SAME_MODEL:
                synthetic.append("gavel_model_proxy")
            gtype = ast.literal_eval(gkey)[0]
            used_types.add(gkey)
            mb = _nearest(miso_batches, batch)
            if mb != batch:
                synthetic.append("miso_batch_nearest")
            full = mig[(miso, mb, 7)]
            fracs = [fmt(full / mig[(miso, mb, k)], FRACTION_DECIMALS) if (miso, mb, k) in mig else ""
                     for k in SEVENTHS[:-1]]
            source = (f"gavel {GAVEL_GPU} {gtype} x1 null; miso {miso} batch {mb} MIG medians; "
                      f"miso util_sm_{miso}[{mb}]")
            w.writerow((model, dataset, batch, gtype, fmt(v100[gkey]["null"], RATE_DECIMALS), miso, mb, *fracs,
                        fmt(float(util[str(mb)]), 2), source, ";".join(synthetic)))

    pairs = io.StringIO()
    p = csv.writer(pairs, lineterminator="\n")
    p.writerow(PAIR_COLUMNS)
    for a in sorted(used_types):
        for b in sorted(used_types):
            ra, rb = v100[a][b]
            if ra > 0.0 and rb > 0.0:
                p.writerow((ast.literal_eval(a)[0], ast.literal_eval(b)[0],
                            fmt(ra, RATE_DECIMALS), fmt(rb, RATE_DECIMALS)))
    return models.getvalue(), pairs.getvalue()



def main(argv: list[str] | None = None) -> int:
    from schedbench.data import derivation_parser, run_derivation, script_folder, write_tables

    parser = derivation_parser(__doc__, __file__, "folder to write the two CSVs to")
    args = parser.parse_args(argv)
    data = script_folder(parser, args.data, ("gavel", "miso"))
    tables = run_derivation("derive_gimbal", data, lambda: derive(data))
    if tables is None:
        return 1
    models, pairs = tables
    write_tables(args.out, {"gimbal_models.csv": models, "gimbal_pairs.csv": pairs})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
