"""CASTOR's interference-ratio (IR) predictor (Sec. 6) on public stand-in data.

Reference: CASTOR (Luo et al.), Sec. 6.1-6.4 and Fig. 5: a regression tree
model (XGBoost) predicts each job's xi of a pair from per-job profiling
features (Table 2's DCGM indicators, mean "M" and variance "V" per job of the
pair); the data set holds every pair, split 80:20 at random by pair; RMSE
0.06 and 0.07 (Sec. 6.4). Spec ``shared/specs/castor.md`` §5.

Honest data (every field labelled)
----------------------------------
No public file has DCGM counters. Targets and features here:

* **target** (REAL): ``xi = isolated / co-located throughput`` of job 0 in
  every ordered pair of Gavel's V100 one-GPU job keys that fit together
  (``gavel/simulation_throughputs.json``, MIT); A3C is left out (no
  utilisation profile exists for it);
* **features** (PROXY, label ``features_not_dcgm``), per job of the pair
  (suffix ``_0`` for the job whose xi is predicted, ``_1`` for its partner):
  ``log_steps_per_s`` and ``log_samples_per_s`` (Gavel, V100, solo) and
  ``batch``; MISO's A100 whole-GPU ``util_sm`` (%), ``util_mem`` (%),
  ``memory`` (MiB) and ``power`` (W) (``miso/util_collection``, MIT) of the
  nearest MISO model (:data:`MISO_MODEL`) at the nearest measured batch. Means
  only: MISO records no variances, so Fig. 5's ``V`` features have no
  counterpart.

Models: a regression decision tree (the paper's model: "we adopt a
Regression Decision Tree (RDT) as the core of our prediction model", Sec.
6.1; scikit-learn's ``DecisionTreeRegressor``), XGBoost (the framework the
paper builds it with, "we employ the widely used XGBoost framework", kept as
a named variant), a random forest, ordinary least squares, the mean xi of
training pairs of the same (model, partner model) kinds (falling back to the
job's kind, then the global mean), and the global mean.

Decisions: besides the RMSE, the share of Theorem 1's case-2 decisions
(Eq. 23's sign) that predicted xi gets right (Fig. 13's question).

Splits: ``random`` (the paper's 80:20 by ordered pair: it leaks, since the
reverse pair and the same jobs at other batches sit in training), ``pair``
(80:20 by *unordered* pair: both orders go to the same side) and ``job``
(leave one job key out: every pair containing it is tested, none trained on).
RMSE is pooled over the test rows of all folds.

Run ``python instances/castor_predict.py [--data PATH]`` for the table.

Sec. 9.5 / Sec. 6.4 (the sharing benefit of decisions made with predicted
xi) runs the scheduler, so it lives with the problem:
``python -m schedbench.problems.castor_regimes --sharing-benefit``
(:func:`out_of_sample_xi` gives it the predictions).
"""

from __future__ import annotations

import argparse
import ast
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from schedbench.errors import ValidationError
from schedbench.extras import require

#: Sec. 6.2: "randomly partitioned ... following an approximate 80:20 split".
TRAIN_FRACTION = 0.8
#: Sec. 6.4: the paper's RMSE on its two test sets, for the report only.
PAPER_RMSE = (0.06, 0.07)
#: XGBoost settings. SYNTHETIC: the paper gives none; moderate defaults.
XGB_PARAMS: dict[str, Any] = {"n_estimators": 300, "max_depth": 4, "learning_rate": 0.05, "subsample": 0.8,
                              "n_jobs": 1}
#: Random-forest size (as A-SRPT's predictor, Sec. IV-C-3 there: 100 trees).
N_TREES = 100
GAVEL_FILE = "gavel/simulation_throughputs.json"
MISO_FILE = "miso/util_collection/{metric}_{model}.json"
MISO_METRICS: tuple[str, ...] = ("util_sm", "util_mem", "memory", "power")
#: Gavel job type -> MISO model of the same kind (PROXY, label ``miso_model_proxy``).
MISO_MODEL: dict[str, str] = {
    "ResNet-18": "resnet", "ResNet-50": "resnet", "Transformer": "transformer", "LM": "deepspeech2",
    "Recommendation": "embedding", "CycleGAN": "cyclegan",
}
#: Gavel keys without a batch in their name run at this batch (CycleGAN: 1 image).
DEFAULT_BATCH = 1
PER_JOB_FEATURES: tuple[str, ...] = ("log_steps_per_s", "log_samples_per_s", "batch", *MISO_METRICS)
#: Decision-tree settings: scikit-learn's defaults (a fully grown tree). SYNTHETIC: the paper gives none.
TREE_PARAMS: dict[str, Any] = {}
MODELS: tuple[str, ...] = ("decision_tree", "xgboost", "random_forest", "linear", "per_kind_mean", "global_mean")
SPLITS: tuple[str, ...] = ("random", "pair", "job")


@dataclass(frozen=True)
class PairData:
    """One row per ordered pair: features, target xi of job 0, the two job keys and kinds."""

    features: np.ndarray
    target: np.ndarray
    job0: tuple[str, ...]
    job1: tuple[str, ...]
    kind0: tuple[str, ...]
    kind1: tuple[str, ...]
    feature_names: tuple[str, ...]
    labels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        n = len(self.target)
        if self.features.shape != (n, len(self.feature_names)):
            raise ValidationError("features", f"must have shape ({n}, {len(self.feature_names)})",
                                  self.features.shape)
        for name in ("job0", "job1", "kind0", "kind1"):
            if len(getattr(self, name)) != n:
                raise ValidationError(name, f"must have {n} entries (one per pair)", len(getattr(self, name)))
        if not np.all(np.isfinite(self.features)) or not np.all(np.isfinite(self.target)):
            raise ValidationError("features", "must be finite", None)

    def __len__(self) -> int:
        return len(self.target)


def _nearest(options: Sequence[int], target: int) -> int:
    return min(options, key=lambda b: (abs(b - target), b))


def _split_key(key: str) -> tuple[str, int]:
    name = ast.literal_eval(key)[0]
    if " (batch size " in name:
        kind, rest = name.split(" (batch size ")
        return kind, int(rest.rstrip(")"))
    return name, DEFAULT_BATCH


def load_gavel_miso(data: str | Path | None = None) -> PairData:
    """The stand-in data set, each file found by :func:`schedbench.data.locate`
    (``data``, else ``$SCHEDBENCH_DATA``, the fetch cache, ``../shared/data``;
    a missing file raises one error naming the fetch command)."""
    from schedbench.data import locate

    v100 = json.loads(locate(GAVEL_FILE, data).read_text(encoding="utf-8"))["v100"]
    miso: dict[tuple[str, str], dict[int, float]] = {}
    for model in sorted(set(MISO_MODEL.values())):
        for metric in MISO_METRICS:
            f = locate(MISO_FILE.format(metric=metric, model=model), data)
            miso[(metric, model)] = {int(k): float(v) for k, v in json.loads(f.read_text(encoding="utf-8")).items()}
    jobs: dict[str, tuple[str, list[float]]] = {}
    for key in sorted(v100):
        if not key.endswith(", 1)"):
            continue
        kind, batch = _split_key(key)
        if kind not in MISO_MODEL:
            continue
        model = MISO_MODEL[kind]
        rate = v100[key]["null"]
        feats = [math.log(rate), math.log(rate * batch), float(batch)]
        for metric in MISO_METRICS:
            table = miso[(metric, model)]
            feats.append(table[_nearest(sorted(table), batch)])
        jobs[key] = (kind, feats)
    rows, target, j0, j1, k0, k1 = [], [], [], [], [], []
    for a in jobs:
        for b in jobs:
            ra = v100[a][b][0]
            if ra <= 0.0:
                continue  # did not fit together: no xi
            rows.append(jobs[a][1] + jobs[b][1])
            target.append(v100[a]["null"] / ra)
            j0.append(a)
            j1.append(b)
            k0.append(jobs[a][0])
            k1.append(jobs[b][0])
    names = tuple(f"{f}_{i}" for i in (0, 1) for f in PER_JOB_FEATURES)
    return PairData(np.array(rows), np.array(target), tuple(j0), tuple(j1), tuple(k0), tuple(k1), names,
                    ("features_not_dcgm", "miso_model_proxy", "miso_batch_nearest", "a100_features_v100_xi"))


def splits(data: PairData, kind: str, seed: int = 0) -> list[tuple[np.ndarray, np.ndarray]]:
    """(train rows, test rows) per fold of split ``kind`` (module docstring)."""
    rng = np.random.default_rng(seed)
    n = len(data)
    if kind == "random":
        order = rng.permutation(n)
        cut = round(TRAIN_FRACTION * n)
        return [(np.sort(order[:cut]), np.sort(order[cut:]))]
    if kind == "pair":
        groups = [tuple(sorted((a, b))) for a, b in zip(data.job0, data.job1)]
        unique = sorted(set(groups))
        perm = rng.permutation(len(unique))
        test_groups = {unique[i] for i in perm[round(TRAIN_FRACTION * len(unique)):]}
        test = np.array([g in test_groups for g in groups])
        return [(np.flatnonzero(~test), np.flatnonzero(test))]
    if kind == "job":
        out = []
        for job in sorted(set(data.job0)):
            test = np.array([a == job or b == job for a, b in zip(data.job0, data.job1)])
            out.append((np.flatnonzero(~test), np.flatnonzero(test)))
        return out
    raise ValidationError("split", f"must be one of {list(SPLITS)}", kind)


def fit_predict(model: str, data: PairData, train: np.ndarray, test: np.ndarray, seed: int = 0) -> np.ndarray:
    """Train ``model`` on rows ``train`` and predict rows ``test``."""
    x, y = data.features, data.target
    if model == "decision_tree":
        from sklearn.tree import DecisionTreeRegressor

        tree = DecisionTreeRegressor(**TREE_PARAMS, random_state=seed)
        return tree.fit(x[train], y[train]).predict(x[test])
    if model == "xgboost":
        require("predictors", "the xgboost model")
        from xgboost import XGBRegressor

        reg = XGBRegressor(**XGB_PARAMS, random_state=seed)
        return reg.fit(x[train], y[train]).predict(x[test])
    if model == "random_forest":
        from sklearn.ensemble import RandomForestRegressor

        reg = RandomForestRegressor(n_estimators=N_TREES, random_state=seed, n_jobs=1)
        return reg.fit(x[train], y[train]).predict(x[test])
    if model == "linear":
        from sklearn.linear_model import LinearRegression

        return LinearRegression().fit(x[train], y[train]).predict(x[test])
    if model == "per_kind_mean":
        overall = float(y[train].mean())
        by_pair: dict[tuple[str, str], list[float]] = {}
        by_kind: dict[str, list[float]] = {}
        for i in train:
            by_pair.setdefault((data.kind0[i], data.kind1[i]), []).append(y[i])
            by_kind.setdefault(data.kind0[i], []).append(y[i])
        out = []
        for i in test:
            vals = by_pair.get((data.kind0[i], data.kind1[i])) or by_kind.get(data.kind0[i])
            out.append(float(np.mean(vals)) if vals else overall)
        return np.array(out)
    if model == "global_mean":
        return np.full(len(test), float(y[train].mean()))
    raise ValidationError("model", f"must be one of {list(MODELS)}", model)


def share_rule(xi_a: float, xi_b: float) -> bool:
    """Theorem 1's case-2 rule (Eq. 23): share iff ``2 xi_B + xi_A - 2 xi_A xi_B > 0``."""
    return 2.0 * xi_b + xi_a - 2.0 * xi_a * xi_b > 0.0


def _agreement(data: PairData, test: np.ndarray, pred: np.ndarray) -> tuple[int, int]:
    """(agreeing, compared) share decisions of the test pairs whose two orders are both tested."""
    where = {(data.job0[i], data.job1[i]): k for k, i in enumerate(test)}
    agree = total = 0
    for (a, b), k in where.items():
        other = where.get((b, a))
        if a >= b or other is None:
            continue  # each unordered pair once; a job with itself has no order
        truth = share_rule(data.target[test[k]], data.target[test[other]])
        agree += truth == share_rule(pred[k], pred[other])
        total += 1
    return agree, total


def report(data: PairData, seed: int = 0, models: Sequence[str] = MODELS,
           kinds: Sequence[str] = SPLITS) -> dict[str, dict[str, dict[str, float]]]:
    """``rmse``: split -> model -> RMSE of xi pooled over the split's folds;
    ``agreement``: the share fraction of Theorem 1's case-2 decisions (Eq. 23,
    A running = job 0, B new = job 1) that the predicted xi gets right, over the
    tested pairs with both orders tested (Fig. 13's question: do errors change
    decisions?)."""
    out: dict[str, dict[str, dict[str, float]]] = {"rmse": {}, "agreement": {}}
    for kind in kinds:
        folds = splits(data, kind, seed)
        out["rmse"][kind], out["agreement"][kind] = {}, {}
        for model in models:
            err, agree, total = [], 0, 0
            for tr, te in folds:
                pred = fit_predict(model, data, tr, te, seed)
                err.append(pred - data.target[te])
                a, t = _agreement(data, te, pred)
                agree, total = agree + a, total + t
            out["rmse"][kind][model] = float(np.sqrt(np.mean(np.concatenate(err) ** 2)))
            out["agreement"][kind][model] = agree / total if total else float("nan")
    return out


def rmse_report(data: PairData, seed: int = 0, models: Sequence[str] = MODELS,
                kinds: Sequence[str] = SPLITS) -> dict[str, dict[str, float]]:
    """split -> model -> RMSE pooled over the split's folds."""
    return report(data, seed, models, kinds)["rmse"]


def markdown(rep: dict[str, dict[str, dict[str, float]]], data: PairData) -> str:
    lines = [f"{len(data)} ordered pairs, {len(set(data.job0))} job keys; xi mean {data.target.mean():.3f}, "
             f"sd {data.target.std():.3f}; labels: {', '.join(data.labels)}"]
    for metric, fmt in (("rmse", "{:.3f}"), ("agreement", "{:.1%}")):
        table = rep[metric]
        models = list(next(iter(table.values())))
        lines += ["", f"{metric}:", "", "| split | " + " | ".join(models) + " |", "|---|" + "---:|" * len(models)]
        for kind, row in table.items():
            lines.append(f"| {kind} | " + " | ".join(fmt.format(row[m]) for m in models) + " |")
    lines.append(f"\nPaper (Sec. 6.4, DCGM features, its own pairs): RMSE {PAPER_RMSE[0]} and {PAPER_RMSE[1]}.")
    return "\n".join(lines)


def mean_report(data: PairData, seeds: Sequence[int]) -> dict[str, dict[str, dict[str, float]]]:
    """:func:`report` averaged over ``seeds`` (the random splits and the tree models vary with the seed)."""
    reps = [report(data, seed) for seed in seeds]
    return {x: {k: {m: float(np.mean([r[x][k][m] for r in reps])) for m in reps[0][x][k]} for k in reps[0][x]}
            for x in reps[0]}


def main(argv: list[str] | None = None) -> int:  # pragma: no cover - a convenience for the README numbers
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--data", type=Path, default=None,
                        help="folder holding gavel/ and miso/ (default: $SCHEDBENCH_DATA, the cache of "
                             "`schedbench data fetch`, then ../shared/data)")
    parser.add_argument("--seeds", type=int, default=3, help="average over seeds 0 .. N-1 (default 3)")
    args = parser.parse_args(argv)
    try:
        data = load_gavel_miso(args.data)
    except ValidationError as exc:  # the public data is not shipped: say what is missing and how to fetch it
        parser.exit(2, f"castor_predict: {exc}\n")
    print(markdown(mean_report(data, range(args.seeds)), data))
    print(f"(mean over seeds 0-{args.seeds - 1})")
    return 0



def out_of_sample_xi(data: PairData, model: str = "xgboost", seed: int = 0) -> dict[tuple[str, int, str, int], float]:
    """Every ordered pair's xi predicted by ``model`` trained without either
    job (leave-one-job-out: a pair takes the prediction of the first fold that
    holds it out), keyed ``(kind a, batch a, kind b, batch b)`` for
    :func:`schedbench.instances.castor.with_seen_xi` (Sec. 9.5's question: does
    SJF-BSBF decide as well with predicted xi?)."""
    out: dict[tuple[str, int, str, int], float] = {}
    for train, test in splits(data, "job", seed):
        pred = fit_predict(model, data, train, test, seed)
        for i, value in zip(test, pred):
            key = (*_split_key(data.job0[i]), *_split_key(data.job1[i]))
            out.setdefault(key, float(value))
    return out


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
