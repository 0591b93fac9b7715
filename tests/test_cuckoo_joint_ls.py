"""cuckoo-joint's ``list-ls`` (heuristics/cuckoo.py, issue 13): feasible
under the evaluator on random instances, never worse than ``list-ect``, its
decoder's score equal to the evaluator's V, never below the brute-force
optimum, and the same schedule for the same seed."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schedbench.heuristics.cuckoo import list_ls
from schedbench.instances.cuckoo import generate_joint
from test_cuckoo_joint_milp import CASES, brute_force, tiny

from schedbench.contracts import Budget
from schedbench.registry import get_problem
from schedbench.runner import run_and_score

SPEC = "cuckoo-joint"
#: The decoder sums the same terms as the evaluator in another order.
SCORE_TOL = 1e-9


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.integers(1, 24), seed=st.integers(0, 10_000), arrivals=st.sampled_from(["trace", "batch"]),
       cluster=st.sampled_from(["small", "paper"]), num_gpus=st.sampled_from([1, 2]), ls_seed=st.integers(0, 3))
def test_list_ls_is_feasible_and_never_worse_than_list_ect(size, seed, arrivals, cluster, num_gpus, ls_seed):
    spec = get_problem(SPEC)
    inst = generate_joint(size, seed, arrivals=arrivals, cluster=cluster, num_gpus=num_gpus)
    ls = run_and_score(spec, "list-ls", inst, Budget(time_limit_s=4.0, seed=ls_seed))
    ect = run_and_score(spec, "list-ect", inst, Budget())
    assert ls.error is None and ls.evaluation.feasible, ls.evaluation.violations
    assert ls.evaluation.objective <= ect.evaluation.objective * (1 + SCORE_TOL)
    info = ls.result.info
    assert info["list_ect_cost"] == pytest.approx(ect.evaluation.objective, rel=SCORE_TOL)
    assert min(info["ls_cost"], info["list_ect_cost"]) == pytest.approx(ls.evaluation.objective, rel=SCORE_TOL)


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES[::3])
def test_list_ls_never_below_the_brute_force_optimum(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, _, _, _ = brute_force(inst)
    run = run_and_score(get_problem(SPEC), "list-ls", inst, Budget())
    assert run.error is None and run.evaluation.feasible
    assert run.evaluation.objective >= best * (1 - SCORE_TOL)


def test_list_ls_is_deterministic_for_a_seed_and_improves_on_list_ect():
    inst = generate_joint(32, 0)
    a = list_ls(inst, seed=0, search_s=30.0)
    b = list_ls(inst, seed=0, search_s=30.0)
    assert a.solution == b.solution
    assert a.info["evaluations"] == 200 * 32  # the evaluation cap, not the time, ended it
    assert a.info["ls_cost"] < a.info["list_ect_cost"]
