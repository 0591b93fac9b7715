"""A-SRPT's iteration prediction (Sec. IV-C-3) on public stand-in traces.

Reference: A-SRPT (Luo et al.), Sec. IV-C-3: "we employ random forest
regression [16] with mean squared error for tree splitting to predict
training iterations based on group id and user id. We predict 0 iterations
for unseen jobs ... We use 100 trees"; Sec. V-A-1-c: "We use the first 80%
jobs in the trace to train"; Sec. V-B-2-d: baselines "based on the mean and
median of previous job iterations"; average errors 369 (forest), 563
(median), 593 (mean) on PAI 2020.

The paper's trace (Alibaba PAI 2020 with group ids) is not available here
(``shared/data/README.md``). Two permissive stand-ins, every field labelled:

* ``philly`` (``pollux/traces/philly.csv``, Apache-2.0; 82,247 jobs):
  order = ``timestamp`` (REAL submit time); target = ``duration`` in seconds
  (REAL; a PROXY for iterations: the paper computes n_i = duration /
  alpha~min_i, a per-group constant factor away); group = (``cluster``,
  ``num_gpus``) (PROXY: Philly's hashed virtual cluster and GPU request stand
  in for the recurrence hash of user, dataset and script); user = ``cluster``
  (PROXY: the trace has no user field; a VC is one team).
* ``zeus`` (``zeus/trace/summary_train.csv``, Apache-2.0; repeated runs with
  different seeds of one configuration): group = (``dataset``, ``network``,
  ``batch_size``, ``optimizer``, ``learning_rate``, ``target_metric``) (REAL:
  a recurring job is exactly a re-run of one configuration); user =
  (``dataset``, ``network``) (PROXY: the workload); target = ``target_epoch``
  (REAL, in epochs: iterations = epochs x steps per epoch, and the dataset
  sizes are not in the file; rows with ``target_epoch`` = nan, runs that
  never reached the target, are dropped); order = ``run`` (the seed index; PROXY for
  submission order: run r is taken to be submitted before run r + 1).

Features are the integer codes of group and user (codes in order of first
appearance), as the paper's "group id and user id".
"""

from __future__ import annotations

import csv
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from schedbench.errors import ValidationError

#: Sec. IV-C-3: "We use 100 trees in our random forest regression."
N_TREES = 100
#: Sec. IV-C-3: "mean squared error for tree splitting".
SPLIT_CRITERION = "squared_error"
#: Sec. V-A-1-c: "We use the first 80% jobs in the trace to train".
TRAIN_FRACTION = 0.8
#: Sec. IV-C-3: "We predict 0 iterations for unseen jobs".
UNSEEN_PREDICTION = 0.0
#: Paper's average errors (Sec. V-B-2-d), for the report only.
PAPER_MAE = {"random_forest": 369.0, "median": 563.0, "mean": 593.0}


@dataclass(frozen=True)
class RecurringJobs:
    """Jobs in submission order: group and user codes and the target."""

    name: str
    group: np.ndarray
    user: np.ndarray
    target: np.ndarray
    target_unit: str
    fields: dict[str, str] = field(default_factory=dict)  # field -> "REAL ..." / "PROXY ..."

    def __len__(self) -> int:
        return len(self.target)


def _codes(keys: Sequence[Any]) -> np.ndarray:
    pos: dict[Any, int] = {}
    return np.array([pos.setdefault(k, len(pos)) for k in keys], dtype=np.int64)


def from_records(name: str, order: Sequence[Any], group: Sequence[Any], user: Sequence[Any],
                 target: Sequence[float], target_unit: str, fields: dict[str, str]) -> RecurringJobs:
    """Sort by ``order`` (stable) and encode group and user as integers."""
    n = len(target)
    if not (len(order) == len(group) == len(user) == n):
        raise ValidationError("records", "order, group, user and target must have equal lengths", n)
    if n == 0:
        raise ValidationError("records", "must hold at least one job", n)
    idx = sorted(range(n), key=lambda i: order[i])
    tgt = np.array([float(target[i]) for i in idx])
    if not np.all(np.isfinite(tgt)) or np.any(tgt < 0):
        raise ValidationError("target", "must be finite and >= 0", None)
    return RecurringJobs(name, _codes([group[i] for i in idx]), _codes([user[i] for i in idx]), tgt,
                         target_unit, dict(fields))


def load_philly(path: str | Path) -> RecurringJobs:
    """``pollux/traces/philly.csv`` (see the module docstring for the labels)."""
    order, group, user, target = [], [], [], []
    with Path(path).open(newline="") as fh:
        for row in csv.DictReader(fh):
            order.append(row["timestamp"])  # ISO text sorts in time order
            group.append((row["cluster"], int(row["num_gpus"])))
            user.append(row["cluster"])
            target.append(float(row["duration"]))
    return from_records("philly", order, group, user, target, "seconds of run time", {
        "order": "REAL timestamp (submit time)",
        "target": "REAL duration (s); PROXY for iterations (paper: n = duration / alpha_min)",
        "group": "PROXY (cluster, num_gpus): virtual cluster and GPU request",
        "user": "PROXY cluster (no user field in the extract)",
    })


def load_zeus(path: str | Path) -> RecurringJobs:
    """``zeus/trace/summary_train.csv`` (see the module docstring for the labels)."""
    order, group, user, target = [], [], [], []
    with Path(path).open(newline="") as fh:
        for k, row in enumerate(csv.DictReader(fh)):
            if row["target_epoch"].strip().lower() in ("", "nan"):
                continue  # this run never reached target_metric: no length to learn
            order.append((int(row["run"]), k))
            group.append((row["dataset"], row["network"], row["batch_size"], row["optimizer"],
                          row["learning_rate"], row["target_metric"]))
            user.append((row["dataset"], row["network"]))
            target.append(float(row["target_epoch"]))
    return from_records("zeus", order, group, user, target, "epochs to target", {
        "order": "PROXY run index (seed) as submission order",
        "target": "REAL target_epoch (epochs to reach target_metric)",
        "group": "REAL configuration (dataset, network, batch_size, optimizer, learning_rate, target_metric)",
        "user": "PROXY (dataset, network) workload",
    })


def split(jobs: RecurringJobs, train_fraction: float = TRAIN_FRACTION) -> int:
    """Index of the first test job: the first ``train_fraction`` train."""
    if not 0.0 < train_fraction < 1.0:
        raise ValidationError("train_fraction", "must be in (0, 1)", train_fraction)
    return max(1, min(len(jobs) - 1, int(round(train_fraction * len(jobs)))))


def _features(jobs: RecurringJobs, sl: slice) -> np.ndarray:
    return np.column_stack([jobs.group[sl], jobs.user[sl]]).astype(float)


@dataclass(frozen=True)
class Predictions:
    """Test-set predictions of each method, and timing of the forest."""

    truth: np.ndarray
    seen: np.ndarray
    by_method: dict[str, np.ndarray]
    fit_s: float


def predict(jobs: RecurringJobs, train_fraction: float = TRAIN_FRACTION, seed: int = 0,
            n_trees: int = N_TREES) -> Predictions:
    """Fit on the first jobs, predict the rest (unseen groups -> 0)."""
    from sklearn.ensemble import RandomForestRegressor

    cut = split(jobs, train_fraction)
    train, test = slice(0, cut), slice(cut, len(jobs))
    seen_groups = np.unique(jobs.group[train])
    seen = np.isin(jobs.group[test], seen_groups)
    t0 = time.perf_counter()
    forest = RandomForestRegressor(n_estimators=n_trees, criterion=SPLIT_CRITERION, random_state=seed, n_jobs=1)
    forest.fit(_features(jobs, train), jobs.target[train])
    fit_s = time.perf_counter() - t0
    rf = np.full(int(np.sum(~seen) + np.sum(seen)), UNSEEN_PREDICTION)
    if seen.any():
        rf[seen] = forest.predict(_features(jobs, test)[seen])
    history: dict[int, list[float]] = {}
    for g, y in zip(jobs.group[train].tolist(), jobs.target[train].tolist()):
        history.setdefault(g, []).append(y)
    mean = {g: float(np.mean(v)) for g, v in history.items()}
    median = {g: float(np.median(v)) for g, v in history.items()}
    groups = jobs.group[test].tolist()
    return Predictions(
        truth=jobs.target[test],
        seen=seen,
        by_method={
            "random_forest": rf,
            "mean": np.array([mean.get(g, UNSEEN_PREDICTION) for g in groups]),
            "median": np.array([median.get(g, UNSEEN_PREDICTION) for g in groups]),
        },
        fit_s=fit_s,
    )


def mae_report(jobs: RecurringJobs, train_fraction: float = TRAIN_FRACTION, seed: int = 0) -> dict[str, Any]:
    """Mean absolute error (Eq. 9's average error) of each predictor on the test jobs."""
    p = predict(jobs, train_fraction, seed)
    out: dict[str, Any] = {
        "trace": jobs.name, "unit": jobs.target_unit, "jobs": len(jobs), "test_jobs": len(p.truth),
        "unseen_test_jobs": int(np.sum(~p.seen)), "forest_fit_s": p.fit_s, "fields": jobs.fields,
    }
    for name, pred in p.by_method.items():
        err = np.abs(pred - p.truth)
        out[f"mae_{name}"] = float(err.mean())
        out[f"mae_seen_{name}"] = float(err[p.seen].mean()) if p.seen.any() else float("nan")
        out[f"exact_share_{name}"] = float(np.mean(err < 0.5))
    return out


def markdown(reports: Sequence[dict[str, Any]]) -> str:
    """The reports as a Markdown table (all test jobs / seen groups only)."""
    lines = [
        "| trace | unit | test jobs | unseen | RF MAE | median MAE | mean MAE | RF MAE (seen) | median MAE (seen) | mean MAE (seen) | RF fit (s) |",
        "|" + " --- |" * 11,
    ]
    for r in reports:
        lines.append(
            f"| {r['trace']} | {r['unit']} | {r['test_jobs']} | {r['unseen_test_jobs']} "
            f"| {r['mae_random_forest']:.2f} | {r['mae_median']:.2f} | {r['mae_mean']:.2f} "
            f"| {r['mae_seen_random_forest']:.2f} | {r['mae_seen_median']:.2f} | {r['mae_seen_mean']:.2f} "
            f"| {r['forest_fit_s']:.2f} |"
        )
    return "\n".join(lines) + "\n"


#: The two public files the study reads, relative to the data folder, and
#: where each comes from (``shared/data/README.md``).
STUDY_FILES: dict[str, tuple[str, str]] = {
    "philly": ("pollux/traces/philly.csv", "petuum/adaptdl, branch osdi21-artifact, simulator/traces/philly.csv"),
    "zeus": ("zeus/trace/summary_train.csv",
             "ml-energy/zeus, examples/research_reproducibility/zeus_nsdi23/trace/summary_train.csv"),
}


def default_reports(data: str | Path | None = None) -> list[dict[str, Any]]:
    """Both stand-in traces, each found by :func:`schedbench.data.locate`
    (``data``, else ``$SCHEDBENCH_DATA``, the fetch cache, ``../shared/data``).

    Raises :class:`schedbench.data.DataMissingError` naming every missing
    file and the ``schedbench data fetch`` command that brings it.
    """
    from schedbench.data import root

    folder = root([rel for rel, _ in STUDY_FILES.values()], data)
    return [
        mae_report(load_philly(folder / STUDY_FILES["philly"][0])),
        mae_report(load_zeus(folder / STUDY_FILES["zeus"][0])),
    ]


if __name__ == "__main__":  # pragma: no cover - a convenience for the README numbers
    import argparse
    import sys

    parser = argparse.ArgumentParser(description="A-SRPT duration predictor study on the stand-in traces (README).")
    parser.add_argument("--data", type=Path, default=None,
                        help="folder holding the public data (default: $SCHEDBENCH_DATA, the cache of "
                             "`schedbench data fetch`, then ../shared/data)")
    parser.add_argument("data_positional", nargs="?", type=Path, metavar="DATA", help="the same, as a positional argument")
    args = parser.parse_args()
    try:
        print(markdown(default_reports(args.data or args.data_positional)))
    except ValidationError as exc:
        sys.exit(f"asrpt_predict: {exc}")
