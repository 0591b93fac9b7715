"""A-SRPT Fig. 9's predictors (Sec. V-B-2-d) as the ``predictor`` option of
``asrpt-schedule`` (issue 15): only n~_i moves, the jobs stay the same."""

from __future__ import annotations

import numpy as np
import pytest

from schedbench.errors import ValidationError
from schedbench.instances import asrpt_predict
from schedbench.instances.asrpt import PREDICTORS, generate_schedule, noisy_predictions

SIZE, SEED = 60, 3


def test_predictor_moves_only_the_predictions():
    base = generate_schedule(SIZE, SEED, load=0.8)
    assert "predictor" not in base.metadata  # the default instance is unchanged
    for p in PREDICTORS:
        inst = generate_schedule(SIZE, SEED, load=0.8, predictor=p)
        assert [(j.id, j.release_s, j.stages, j.iterations) for j in inst.jobs] == \
               [(j.id, j.release_s, j.stages, j.iterations) for j in base.jobs]
        if p == "forest":
            assert inst == base
        else:
            assert inst.metadata["predictor"] == p
    mean = generate_schedule(SIZE, SEED, load=0.8, predictor="mean")
    median = generate_schedule(SIZE, SEED, load=0.8, predictor="median")
    assert [j.predicted for j in mean.jobs] != [j.predicted for j in median.jobs]
    # unseen groups predict 0 under the forest, the mean and the median alike (Sec. IV-C-3)
    zero = {j.id for j in base.jobs if j.predicted == 0}
    assert zero and zero == {j.id for j in mean.jobs if j.predicted == 0} == {j.id for j in median.jobs if j.predicted == 0}


def test_mean_and_median_are_the_groups_earlier_runs():
    """The reading of "the mean and median of previous job iterations": per
    group, over the predictor's training rows (the history)."""
    recs = asrpt_predict.from_records("t", [0, 1, 2, 3, 4, 5], ["a", "a", "a", "b", "a", "c"], ["u"] * 6,
                                      [10, 20, 60, 5, 99, 7], "iterations", {})
    p = asrpt_predict.predict(recs, train_fraction=4 / 6, n_trees=5)
    assert list(p.by_method["mean"]) == [30.0, 0.0] and list(p.by_method["median"]) == [20.0, 0.0]


def test_noisy_predictor():
    truth = [1000] * 4000
    assert noisy_predictions(truth, 0.0, 1) == truth
    logs = np.log(np.array(noisy_predictions(truth, 0.5, 1)) / 1000.0)
    assert abs(float(np.std(logs)) - 0.5) < 0.02 and abs(float(np.mean(logs))) < 0.03
    inst = generate_schedule(SIZE, SEED, load=0.8, predictor="noisy", noise_sigma=0.0)
    assert all(j.predicted == j.iterations for j in inst.jobs)
    assert inst.metadata["noise_sigma"] == 0.0 and "SYNTHETIC" in inst.metadata["predictor_synthetic"]


def test_bad_predictor_is_one_clear_error():
    with pytest.raises(ValidationError, match="predictor"):
        generate_schedule(SIZE, SEED, predictor="oracle")
    with pytest.raises(ValidationError, match="noise_sigma"):
        generate_schedule(SIZE, SEED, predictor="noisy", noise_sigma=-1.0)
