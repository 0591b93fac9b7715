"""A-SRPT iteration prediction (Sec. IV-C-3): the pipeline on synthetic
recurring jobs with known answers, and the loaders of the stand-in traces."""

from __future__ import annotations


import numpy as np
import pytest

from data_marks import needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.data import DataMissingError, locate
from schedbench.errors import ValidationError
from schedbench.instances import asrpt_predict as ap

PHILLY = "pollux/traces/philly.csv"
ZEUS_TRAIN = "zeus/trace/summary_train.csv"


def synthetic_jobs(seed: int, n: int = 600, groups: int = 12, noise: float = 5.0) -> ap.RecurringJobs:
    """Group g always runs about 100 (g + 1) iterations; user = g mod 3."""
    rng = np.random.default_rng(seed)
    g = rng.integers(0, groups, size=n)
    y = 100.0 * (g + 1) + rng.normal(0, noise, size=n)
    return ap.from_records("synthetic", list(range(n)), [f"g{x}" for x in g], [f"u{x % 3}" for x in g],
                           np.maximum(y, 0).tolist(), "iterations", {"all": "SYNTHETIC"})


def test_forest_and_group_baselines_recover_recurring_lengths():
    jobs = synthetic_jobs(0)
    rep = ap.mae_report(jobs)
    assert rep["test_jobs"] == 120 and rep["unseen_test_jobs"] == 0
    for name in ("random_forest", "mean", "median"):
        assert rep[f"mae_{name}"] < 10.0, name  # noise sd 5: MAE ~ 4 when the group is learnt
    # a predictor that ignored the group would be off by ~300 on average
    assert np.mean(np.abs(jobs.target - jobs.target.mean())) > 200


def test_unseen_groups_are_predicted_zero():
    jobs = synthetic_jobs(1, n=200, groups=4)
    n = len(jobs)
    # make the last 10% of jobs a group never seen in training
    group = [f"g{x}" for x in jobs.group][: n - 20] + ["new"] * 20
    user = [f"u{x}" for x in jobs.user]
    target = jobs.target.tolist()
    jobs2 = ap.from_records("s", list(range(n)), group, user, target, "iterations", {})
    p = ap.predict(jobs2, train_fraction=0.8, n_trees=10)
    assert (~p.seen).sum() == 20
    for name, pred in p.by_method.items():
        assert np.all(pred[~p.seen] == ap.UNSEEN_PREDICTION), name
        assert np.all(pred[p.seen] > 0), name


def test_training_uses_only_earlier_jobs():
    """Order decides the split: later jobs never leak into training."""
    n = 100
    order = list(range(n))[::-1]  # job k is submitted at time n - k
    group = ["a"] * n
    target = [float(k) for k in range(n)]  # so the earliest jobs have the largest targets
    jobs = ap.from_records("s", order, group, ["u"] * n, target, "iterations", {})
    assert jobs.target[0] == n - 1
    p = ap.predict(jobs, 0.5, n_trees=5)
    assert p.by_method["mean"][0] == pytest.approx(np.mean(np.arange(50, 100)))


def test_records_are_validated():
    with pytest.raises(ValidationError) as err:
        ap.from_records("s", [0, 1], ["a"], ["u", "u"], [1.0, 2.0], "it", {})
    assert err.value.path == "records"
    with pytest.raises(ValidationError) as err:
        ap.from_records("s", [0], ["a"], ["u"], [-1.0], "it", {})
    assert err.value.path == "target"
    with pytest.raises(ValidationError):
        ap.split(synthetic_jobs(0, n=10), 1.5)


@needs(PHILLY)
def test_philly_loader_labels_its_proxies():
    jobs = ap.load_philly(locate(PHILLY))
    assert len(jobs) == 82_247
    assert jobs.fields["group"].startswith("PROXY") and jobs.fields["user"].startswith("PROXY")
    assert jobs.fields["target"].startswith("REAL")


@needs(ZEUS_TRAIN)
def test_zeus_report_runs_with_the_papers_forest():
    jobs = ap.load_zeus(locate(ZEUS_TRAIN))
    assert jobs.fields["group"].startswith("REAL")
    rep = ap.mae_report(jobs)
    assert rep["test_jobs"] == len(jobs) - ap.split(jobs)
    assert rep["mae_random_forest"] >= 0 and "mae_median" in rep
    assert "| zeus |" in ap.markdown([rep])


def test_missing_data_names_every_file_and_its_origin(tmp_path):
    from schedbench.instances.asrpt_predict import default_reports

    with pytest.raises(DataMissingError) as err:
        default_reports(tmp_path)
    message = str(err.value)
    assert "pollux/traces/philly.csv" in message and "zeus/trace/summary_train.csv" in message
    assert "`schedbench data fetch philly`" in message and "`schedbench data fetch zeus`" in message
