"""CASTOR's IR predictor (Sec. 6, instances/castor_predict.py): the splits do
not leak, the models learn a known xi function, and the stand-in data set
loads (marked ``data``: skipped when the files are absent)."""

from __future__ import annotations


import numpy as np
import pytest

from data_marks import needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.errors import ValidationError
from schedbench.instances import castor_predict as cp



def synthetic(seed: int = 0, jobs: int = 12) -> cp.PairData:
    """xi of job 0 = 1 + 0.5 * (its intensity) * (partner's intensity); 2 features per job."""
    rng = np.random.default_rng(seed)
    intensity = rng.uniform(0.2, 3.0, size=jobs)
    noise_feature = rng.normal(size=jobs)
    rows, y, j0, j1 = [], [], [], []
    for a in range(jobs):
        for b in range(jobs):
            rows.append([intensity[a], noise_feature[a], intensity[b], noise_feature[b]])
            y.append(1.0 + 0.5 * intensity[a] * intensity[b])
            j0.append(f"j{a}")
            j1.append(f"j{b}")
    kinds = [f"k{int(j[1:]) % 3}" for j in j0], [f"k{int(j[1:]) % 3}" for j in j1]
    return cp.PairData(np.array(rows), np.array(y), tuple(j0), tuple(j1), tuple(kinds[0]), tuple(kinds[1]),
                       ("i_0", "n_0", "i_1", "n_1"))


def test_pair_split_keeps_both_orders_together_and_job_split_holds_the_job_out():
    data = synthetic()
    (train, test), = cp.splits(data, "pair", seed=1)
    tr = {frozenset((data.job0[i], data.job1[i])) for i in train}
    te = {frozenset((data.job0[i], data.job1[i])) for i in test}
    assert not tr & te and len(train) + len(test) == len(data)
    assert 0.15 < len(test) / len(data) < 0.25
    folds = cp.splits(data, "job")
    assert len(folds) == 12
    for train, test in folds:
        common = set.intersection(*({data.job0[i], data.job1[i]} for i in test))
        assert len(common) == 1
        job = common.pop()
        assert all(job not in (data.job0[i], data.job1[i]) for i in train)
        assert len(test) == 2 * 12 - 1


def test_models_learn_a_known_xi_function():
    data = synthetic()
    rep = cp.rmse_report(data, seed=0, kinds=("pair",))["pair"]
    sd = float(data.target.std())
    assert rep["xgboost"] < 0.3 * sd and rep["random_forest"] < 0.3 * sd
    assert rep["xgboost"] < rep["global_mean"] and rep["linear"] < rep["global_mean"]


def test_bad_names_and_shapes_are_clear_errors():
    data = synthetic()
    with pytest.raises(ValidationError, match="split"):
        cp.splits(data, "kfold")
    with pytest.raises(ValidationError, match="model"):
        cp.fit_predict("svm", data, np.arange(3), np.arange(3, 5))
    with pytest.raises(ValidationError, match="features"):
        cp.PairData(np.zeros((2, 3)), np.zeros(2), ("a", "b"), ("a", "b"), ("k", "k"), ("k", "k"), ("x", "y"))
    with pytest.raises(ValidationError, match="job1"):
        cp.PairData(np.zeros((2, 1)), np.zeros(2), ("a", "b"), ("a",), ("k", "k"), ("k", "k"), ("x",))


@needs(cp.GAVEL_FILE, *(cp.MISO_FILE.format(metric=m, model=k) for m in cp.MISO_METRICS for k in set(cp.MISO_MODEL.values())))
def test_stand_in_data_set_and_its_ranking():
    data = cp.load_gavel_miso()
    assert len(data) == 587 and len(set(data.job0)) == 25  # Gavel's 1-GPU keys minus A3C, fitting pairs only
    assert "features_not_dcgm" in data.labels and np.all(data.target >= 1.0)
    rep = cp.rmse_report(data, seed=0, models=("xgboost", "global_mean"), kinds=("random", "pair"))
    # the trees beat the constant on both splits, and the leaky random split looks better than the honest one
    assert rep["pair"]["xgboost"] < rep["pair"]["global_mean"]
    assert rep["random"]["xgboost"] < rep["pair"]["xgboost"]


def test_decision_agreement_of_the_truth_is_total_and_the_rule_is_eq23():
    assert cp.share_rule(1.2, 1.2) and not cp.share_rule(2.0, 2.0) and not cp.share_rule(1.5, 1.5)
    data = synthetic()
    (_, test), = cp.splits(data, "pair", seed=2)
    agree, total = cp._agreement(data, test, data.target[test])
    assert total > 0 and agree == total
    flipped = cp._agreement(data, test, np.full(len(test), 3.0))  # predicts "never share"
    truth = sum(cp.share_rule(data.target[i], data.target[j]) for i in test for j in test
                if data.job0[i] == data.job1[j] and data.job1[i] == data.job0[j] and data.job0[i] < data.job1[i])
    assert flipped == (total - truth, total)


def test_the_papers_decision_tree_learns_the_xi_function():
    """Sec. 6.1: "a Regression Decision Tree (RDT)"; XGBoost is a named variant."""
    data = synthetic()
    assert cp.MODELS[0] == "decision_tree" and "xgboost" in cp.MODELS
    rep = cp.rmse_report(data, seed=0, models=("decision_tree", "global_mean"), kinds=("pair",))["pair"]
    assert rep["decision_tree"] < 0.5 * rep["global_mean"]
    (train, test), = cp.splits(data, "pair", seed=0)
    once = cp.fit_predict("decision_tree", data, train, test, seed=3)
    assert np.array_equal(once, cp.fit_predict("decision_tree", data, train, test, seed=3))  # seeded

