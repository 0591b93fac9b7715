"""Derive the CASTOR time-model and interference catalogs from public measurements.

Writes three CSVs next to this file (or into ``--out``):

* ``castor_models.csv``: one row per Pollux application (CASTOR Sec. 3, 8-9
  trains ResNet20/CIFAR-10, ResNet50/ImageNet, BERT, DeepSpeech2 and NeuMF):
  ``model,gavel_type,alpha_comp_s,beta_comp_s,r2_comp,n_comp,bsz_min,bsz_max,
  r2_step,mape_step,n_step,source,synthetic``. ``alpha_comp_s`` and
  ``beta_comp_s`` are Eq. 1's ``t_comp(B) = alpha + beta * B`` (seconds,
  seconds per sample of the per-GPU batch B), least squares on
  ``step_time - sync_time`` of the one-GPU placement ``"1"`` (``r2_comp`` on
  ``n_comp`` points). ``bsz_max`` is the largest per-GPU batch Pollux
  measured on one GPU: the memory model's largest sub-batch of a job running
  alone (label ``pollux_max_bsz_as_memory``). ``r2_step`` / ``mape_step`` are
  the fit of Eq. 3 (s = 1, delta = 1) to the measured ``step_time`` of *every*
  placement (``n_step`` rows), with ``t_comm`` the placement's median
  ``sync_time``: Fig. 2's check that the model represents the data.
* ``castor_comm.csv``: ``model,placement,num_gpus,num_nodes,t_comm_s,n,source``:
  Eq. 2's all-reduce time per placement (B6: it depends on the topology, so it
  is kept per placement, not per GPU count). Eq. 2's ``alpha_comm + beta_comm
  * M`` has one message size M per model, so it is one constant per (model,
  placement): the median measured ``sync_time`` over the batch sizes.
* ``castor_xi.csv``: ``gavel_a,batch_a,gavel_b,batch_b,xi_a,xi_b,mem_ok,source``:
  Eq. 4-5's interference ratio per ordered pair of Gavel job types at one
  batch each, ``xi = isolated throughput / co-located throughput`` (V100, one
  GPU per job; Gavel ``v100[(a, 1)][(b, 1)]`` = [rate of a, rate of b] and
  ``v100[(a, 1)]['null']``). Gavel records pairs that did not fit together as
  ``[0, 0]``: those rows have empty ``xi_*`` and ``mem_ok = 0`` (spec §6: the
  memory predicate of B4). The raw ratio is written; clipping at 1 happens in
  the instance generator and is labelled there (no V100 pair is below 1).

Run it as ``python instances/profiles/derive_castor.py [--data PATH] [--out
DIR]``; ``--data`` defaults to the first of ``$SCHEDBENCH_DATA``, the cache of
``schedbench data fetch`` and ``../shared/data`` that holds the files read.
Only permissively licensed sources are read: ``pollux/`` (Apache-2.0) and
``gavel/`` (MIT). Same input, byte-identical output.

Model mapping (spec §6, all labelled ``gavel_model_proxy``): cifar10 ->
ResNet-18, imagenet -> ResNet-50, bert -> Transformer, deepspeech2 -> LM,
ncf -> Recommendation. yolov3 is excluded: Eq. 1 does not hold for it
(``step_time - sync_time`` against the batch has R^2 about 0.67 on one GPU;
the script prints the value) and Gavel has no detector to proxy it with.
Times are T4 (Pollux), interference V100 (Gavel): label ``t4_times_v100_xi``.
"""

from __future__ import annotations

import ast
import csv
import io
import json
import statistics
from pathlib import Path

import numpy as np

from schedbench.data import DerivationError

#: Pollux application -> Gavel job type used as its interference proxy (spec §6).
GAVEL_TYPE: dict[str, str] = {
    "cifar10": "ResNet-18",
    "imagenet": "ResNet-50",
    "bert": "Transformer",
    "deepspeech2": "LM",
    "ncf": "Recommendation",
}
#: Excluded from the catalog: Eq. 1 fits it poorly (R^2 ~ 0.67) and Gavel has no proxy.
EXCLUDED: tuple[str, ...] = ("yolov3",)
POLLUX_FILE = "pollux/traces/{model}/placements.csv"
GAVEL_FILE = "gavel/simulation_throughputs.json"
GAVEL_GPU = "v100"
#: Placement of one GPU on one node (Pollux's digit string).
ONE_GPU = "1"
DECIMALS = 9
RATIO_DECIMALS = 6

MODEL_COLUMNS = ("model", "gavel_type", "alpha_comp_s", "beta_comp_s", "r2_comp", "n_comp", "bsz_min", "bsz_max",
                 "r2_step", "mape_step", "n_step", "source", "synthetic")
COMM_COLUMNS = ("model", "placement", "num_gpus", "num_nodes", "t_comm_s", "n", "source")
XI_COLUMNS = ("gavel_a", "batch_a", "gavel_b", "batch_b", "xi_a", "xi_b", "mem_ok", "source")



def fmt(x: float, decimals: int = DECIMALS) -> str:
    return f"{x:.{decimals}g}"


def r_squared(y: np.ndarray, pred: np.ndarray) -> float:
    ss_res = float(np.sum((y - pred) ** 2))
    ss_tot = float(np.sum((y - y.mean()) ** 2))
    return 1.0 - ss_res / ss_tot if ss_tot > 0 else 1.0


def read_placements(data: Path, model: str) -> list[tuple[str, int, float, float]]:
    path = data / POLLUX_FILE.format(model=model)
    if not path.is_file():
        raise DerivationError(f"{path} is missing")
    with path.open(encoding="utf-8") as fh:
        return [(r["placement"], int(r["local_bsz"]), float(r["step_time"]), float(r["sync_time"]))
                for r in csv.DictReader(fh)]


def fit_comp(rows: list[tuple[str, int, float, float]]) -> tuple[float, float, float, int]:
    """Eq. 1 on the one-GPU placement: (alpha, beta, R^2, points)."""
    one = [(b, st - sy) for p, b, st, sy in rows if p == ONE_GPU]
    if len(one) < 2:
        raise DerivationError("fewer than two one-GPU rows")
    x = np.array([b for b, _ in one], dtype=float)
    y = np.array([c for _, c in one])
    beta, alpha = np.polyfit(x, y, 1)
    return float(alpha), float(beta), r_squared(y, alpha + beta * x), len(one)


def comm_table(rows: list[tuple[str, int, float, float]]) -> dict[str, tuple[float, int]]:
    """Placement -> (median sync_time, rows)."""
    by: dict[str, list[float]] = {}
    for p, _, _, sy in rows:
        by.setdefault(p, []).append(sy)
    return {p: (statistics.median(v), len(v)) for p, v in by.items()}


def step_fit(rows, alpha: float, beta: float, comm: dict[str, tuple[float, int]]) -> tuple[float, float]:
    """Eq. 3 with s = 1, delta = 1 against every measured step time: (R^2, mean abs. rel. error)."""
    y = np.array([st for _, _, st, _ in rows])
    pred = np.array([alpha + beta * b + comm[p][0] for p, b, _, _ in rows])
    return r_squared(y, pred), float(np.mean(np.abs(pred - y) / y))


def _gavel_entries(v100: dict, kind: str) -> list[tuple[int, str]]:
    out = []
    for key in v100:
        name, scale = ast.literal_eval(key)
        if scale == 1 and name.startswith(f"{kind} (batch size "):
            out.append((int(name.rsplit(" ", 1)[1].rstrip(")")), key))
    return sorted(out)


def derive(data: Path) -> tuple[str, str, str, dict[str, float]]:
    """The three CSVs as text, and the R^2 of Eq. 1 for the excluded models."""
    models = io.StringIO()
    mw = csv.writer(models, lineterminator="\n")
    mw.writerow(MODEL_COLUMNS)
    comms = io.StringIO()
    cw = csv.writer(comms, lineterminator="\n")
    cw.writerow(COMM_COLUMNS)
    for model in sorted(GAVEL_TYPE):
        rows = read_placements(data, model)
        alpha, beta, r2, n = fit_comp(rows)
        comm = comm_table(rows)
        r2s, mape = step_fit(rows, alpha, beta, comm)
        sizes = [b for p, b, _, _ in rows if p == ONE_GPU]
        src = f"pollux {POLLUX_FILE.format(model=model)}"
        synthetic = "pollux_max_bsz_as_memory;delta_1_no_overlap;gavel_model_proxy;t4_times_v100_xi"
        mw.writerow((model, GAVEL_TYPE[model], fmt(alpha), fmt(beta), fmt(r2, RATIO_DECIMALS), n, min(sizes),
                     max(sizes), fmt(r2s, RATIO_DECIMALS), fmt(mape, RATIO_DECIMALS), len(rows),
                     f"{src}: placement 1 step_time - sync_time (Eq. 1); all placements (Eq. 3)", synthetic))
        for p in sorted(comm, key=lambda p: (sum(map(int, p)), len(p), p)):
            cw.writerow((model, p, sum(map(int, p)), len(p), fmt(comm[p][0]), comm[p][1],
                         f"{src}: median sync_time"))
    excluded = {}
    for model in EXCLUDED:
        excluded[model] = fit_comp(read_placements(data, model))[2]

    path = data / GAVEL_FILE
    if not path.is_file():
        raise DerivationError(f"{path} is missing")
    v100 = json.loads(path.read_text(encoding="utf-8"))[GAVEL_GPU]
    keys = [e for kind in sorted(set(GAVEL_TYPE.values())) for e in
            ((kind, b, k) for b, k in _gavel_entries(v100, kind))]
    xis = io.StringIO()
    xw = csv.writer(xis, lineterminator="\n")
    xw.writerow(XI_COLUMNS)
    for ka, ba, a in keys:
        for kb, bb, b in keys:
            ra, rb = v100[a][b]
            src = f"gavel {GAVEL_GPU} {ast.literal_eval(a)[0]} x1 vs {ast.literal_eval(b)[0]} x1"
            if ra > 0.0 and rb > 0.0:
                xw.writerow((ka, ba, kb, bb, fmt(v100[a]["null"] / ra, RATIO_DECIMALS),
                             fmt(v100[b]["null"] / rb, RATIO_DECIMALS), 1, src))
            else:
                xw.writerow((ka, ba, kb, bb, "", "", 0, f"{src}: [0, 0] (did not fit together)"))
    return models.getvalue(), comms.getvalue(), xis.getvalue(), excluded



def main(argv: list[str] | None = None) -> int:
    from schedbench.data import derivation_parser, run_derivation, script_folder, write_tables

    parser = derivation_parser(__doc__, __file__)
    args = parser.parse_args(argv)
    data = script_folder(parser, args.data, ("pollux", "gavel"))
    derived = run_derivation("derive_castor", data, lambda: derive(data))
    if derived is None:
        return 1
    models, comms, xis, excluded = derived
    write_tables(args.out, {"castor_models.csv": models, "castor_comm.csv": comms, "castor_xi.csv": xis})
    for model, r2 in excluded.items():
        print(f"excluded {model}: Eq. 1 R^2 = {r2:.3f} on one GPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
