"""cuckoo-joint ``milp`` (column generation, reduced-cost enumeration, set
partitioning; :mod:`schedbench.formulations.cuckoo_colgen`) against brute
force.

- the labelling's exact pricing finds the least reduced cost over every
  elementary gang sequence, enumerated by brute force, under random duals;
- its enumeration returns every job set whose cheapest sequence has reduced
  cost within the threshold, at that cheapest cost;
- the Lagrangian bound of any duals is at most the brute-force optimum;
- the method's optimum equals the positional MILP's proven optimum, and
  the brute force's, through the enumeration path too;
- a work limit (pool, labels) ends it ``feasible`` with a valid bound.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from test_cuckoo_joint_milp import OPT_REL_TOL, brute_force, tiny

from schedbench.contracts import Budget, Status
from schedbench.formulations import cuckoo_colgen as cg
from schedbench.harness.runner import run_and_score
from schedbench.instances.cuckoo import CuckooJointInstance, generate_joint
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem

SPEC = "cuckoo-joint"
BUDGET = Budget(time_limit_s=60, mip_rel_gap=1e-9)
#: Reduced costs and costs from the labelling and from brute force agree this closely.
RC_TOL = 1e-12
#: Random duals: ``pi_j`` uniform on [0, PI_MAX), ``mu_k`` on (-MU_MAX, 0].
PI_MAX, MU_MAX = 0.4, 0.3


def _sequences(tg: cg.TypeGroups):
    """Every non-empty sequence of disjoint groups of ``tg`` (brute force)."""
    def extend(prefix: tuple[int, ...], used: int):
        if prefix:
            yield prefix
        for g, mask in enumerate(tg.mask):
            if not used & int(mask):
                yield from extend(prefix + (g,), used | int(mask))
    yield from extend((), 0)


def _brute_columns(inst: CuckooJointInstance, pi: np.ndarray, mu: np.ndarray):
    """``(type index, mask, cost, rc)`` of every sequence of every type."""
    jc = cg.job_costs(inst)
    out = []
    for ti, tg in enumerate(cg.type_groups(inst)):
        for seq in _sequences(tg):
            mask = 0
            for g in seq:
                mask |= int(tg.mask[g])
            cost, _ = cg.sequence_cost(tg, jc, seq)
            rc = cost - sum(pi[j] for j in range(inst.size) if mask >> j & 1) - mu[ti]
            out.append((ti, mask, cost, rc))
    return out


def _duals(inst: CuckooJointInstance, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return rng.uniform(0.0, PI_MAX, inst.size), -rng.uniform(0.0, MU_MAX, len(inst.gangs))


INSTANCES = [(4, seed, arrivals) for seed in range(3) for arrivals in ("trace", "batch")]


def _instance(size: int, seed: int, arrivals: str) -> CuckooJointInstance:
    return generate_joint(size, seed, cluster="small", arrivals=arrivals, deadline_factor=1.0)


@pytest.mark.parametrize(("size", "seed", "arrivals"), INSTANCES)
def test_exact_pricing_finds_the_least_reduced_cost_sequence(size, seed, arrivals):
    inst = _instance(size, seed, arrivals)
    brute = _brute_columns(inst, *_duals(inst, seed))
    pi, mu = _duals(inst, seed)
    jc = cg.job_costs(inst)
    for ti, tg in enumerate(cg.type_groups(inst)):
        least = min(rc for t, _, _, rc in brute if t == ti)
        lab = cg.label(tg, jc, pi, float(mu[ti]), -cg.PRICING_EPS, label_limit=10**9, pricing=True)
        assert lab.complete
        if least < -cg.PRICING_EPS:
            assert lab.rcs.min() == pytest.approx(least, abs=RC_TOL)
        else:
            assert len(lab.rcs) == 0


@pytest.mark.parametrize(("size", "seed", "arrivals"), INSTANCES)
def test_enumeration_holds_every_job_set_within_the_threshold_at_its_cheapest(size, seed, arrivals):
    inst = _instance(size, seed, arrivals)
    pi, mu = _duals(inst, seed)
    brute = _brute_columns(inst, pi, mu)
    jc = cg.job_costs(inst)
    for ti, tg in enumerate(cg.type_groups(inst)):
        rcs = sorted(rc for t, _, _, rc in brute if t == ti)
        threshold = rcs[len(rcs) // 3]  # a third of the sequences are within it
        cheapest: dict[int, float] = {}
        for t, mask, cost, rc in brute:
            if t == ti and rc <= threshold:
                cheapest[mask] = min(cheapest.get(mask, math.inf), cost)
        lab = cg.label(tg, jc, pi, float(mu[ti]), threshold, label_limit=10**9)
        picks = cg.cheapest_per_mask(lab)
        found = {int(lab.masks[i]): float(lab.costs[i]) for i in picks}
        assert set(found) == set(cheapest)
        for mask, cost in cheapest.items():
            assert found[mask] == pytest.approx(cost, abs=RC_TOL)
        for col in cg.columns_of(lab, ti, [int(i) for i in picks]):  # the sequences decode to their costs
            assert cg.sequence_cost(tg, jc, col.groups)[0] == col.cost


@pytest.mark.parametrize(("size", "seed", "arrivals"), INSTANCES)
def test_the_lagrangian_bound_of_any_duals_is_at_most_the_optimum(size, seed, arrivals):
    inst = _instance(size, seed, arrivals)
    best, _, _, _ = brute_force(inst)
    jc = cg.job_costs(inst)
    tables = cg.type_groups(inst)
    for k in range(3):
        pi, mu = _duals(inst, 100 * seed + k)
        least = []
        for ti, tg in enumerate(tables):
            lab = cg.label(tg, jc, pi, float(mu[ti]), -cg.PRICING_EPS, label_limit=10**9, pricing=True)
            least.append(float(lab.rcs.min()) if len(lab.rcs) else -cg.PRICING_EPS)
        assert cg.lagrangian_bound(pi, mu, [tg.gangs for tg in tables], least) <= best * (1 + OPT_REL_TOL)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("arrivals", ["trace", "batch"])
@pytest.mark.parametrize("tightened", [False, True])
def test_milp_equals_the_positional_milp_and_brute_force(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, _, _, _ = brute_force(inst)
    spec = get_problem(SPEC)
    new = run_and_score(spec, "milp", inst, BUDGET)
    old = run_and_score(spec, "milp-positional", inst, BUDGET)
    assert new.error is None, new.error  # the claimed objective is the evaluator's
    assert new.result.status is Status.OPTIMAL
    assert new.evaluation.objective == pytest.approx(best, rel=OPT_REL_TOL)
    assert new.result.bound <= best * (1 + OPT_REL_TOL)
    if old.result.status is Status.OPTIMAL:
        assert new.evaluation.objective == pytest.approx(old.evaluation.objective, rel=OPT_REL_TOL)


@pytest.mark.parametrize(("size", "seed", "options"), [
    (6, 1, {"arrivals": "batch"}),
    (7, 0, {"deadline_factor": 2.0}),
])
def test_milp_equals_the_positional_milp_at_six_and_seven_jobs(size, seed, options):
    inst = generate_joint(size, seed, **options)
    spec = get_problem(SPEC)
    new = run_and_score(spec, "milp", inst, BUDGET)
    old = run_and_score(spec, "milp-positional", inst, BUDGET)
    assert new.error is None and old.error is None
    assert new.result.status is Status.OPTIMAL and old.result.status is Status.OPTIMAL
    assert new.evaluation.objective == pytest.approx(old.evaluation.objective, rel=OPT_REL_TOL)


#: An instance whose LP bound is below the best heuristic's schedule, so
#: that without the restricted master MIP the proof goes through the
#: enumeration and the set partitioning MIP.
GAPPED = (6, 2, {"deadline_factor": 2.0})


def test_the_enumeration_path_proves_the_optimum():
    size, seed, options = GAPPED
    inst = generate_joint(size, seed, **options)
    old = run_and_score(get_problem(SPEC), "milp-positional", inst, BUDGET)
    assert old.result.status is Status.OPTIMAL
    res = cg.run_joint_colgen(inst, BUDGET, restricted_mip=False)
    assert res.info["lagrangian_bound"] < res.info["upper_bound_before_enumeration"] * (1 - 1e-4)
    assert res.info["pool_complete"] and res.info["pool_columns"] > 0
    assert res.status is Status.OPTIMAL
    assert evaluate_joint(inst, res.solution).objective == pytest.approx(old.evaluation.objective, rel=OPT_REL_TOL)
    assert res.claimed_objective == pytest.approx(old.evaluation.objective, rel=OPT_REL_TOL)


def test_a_pool_over_its_limit_stops_feasible_with_the_lagrangian_bound(monkeypatch):
    size, seed, options = GAPPED
    inst = generate_joint(size, seed, **options)
    optimum = cg.run_joint_colgen(inst, BUDGET).solution
    best = evaluate_joint(inst, optimum).objective
    monkeypatch.setattr(cg, "POOL_LIMIT", 1)
    res = cg.run_joint_colgen(inst, BUDGET, restricted_mip=False)
    assert res.status is Status.FEASIBLE and res.claimed_objective is None
    assert res.info["pool_complete"] is False
    assert res.bound == res.info["lagrangian_bound"] <= best * (1 + OPT_REL_TOL)
    assert evaluate_joint(inst, res.solution).feasible


def test_a_label_limit_stops_feasible_and_never_claims_a_bound_it_did_not_prove():
    inst = generate_joint(8, 0)
    res = cg.run_joint_colgen(inst, Budget(time_limit_s=60, work=1e-9))  # every work limit at its minimum, 1
    assert res.status is Status.FEASIBLE and res.bound is None
    assert res.info["cg_converged"] is False
    assert evaluate_joint(inst, res.solution).feasible


#: The columns' summed costs and the evaluator's V differ only by float summation order.
SUM_REL_TOL = 1e-12


@pytest.mark.parametrize(("size", "seed", "options"), [(8, 3, {"deadline_factor": 1.0}), (12, 1, {}), *[(s, i, o) for s, i, o in [GAPPED]]])
@pytest.mark.parametrize("restricted_mip", [True, False])
def test_the_claimed_objective_is_the_evaluators_score(size, seed, options, restricted_mip):
    inst = generate_joint(size, seed, **options)
    res = cg.run_joint_colgen(inst, BUDGET, restricted_mip=restricted_mip)
    assert res.status is Status.OPTIMAL
    score = evaluate_joint(inst, res.solution).objective
    assert res.claimed_objective == pytest.approx(score, rel=SUM_REL_TOL)
    assert res.bound <= score and score == pytest.approx(res.bound, rel=OPT_REL_TOL)


def test_the_brute_force_sequences_are_all_sequences():
    """The test's own enumeration: on 3 jobs of one type, every ordered
    partition of every subset into singles and pairs."""
    inst = generate_joint(3, 0, cluster="small")
    tg = cg.type_groups(inst)[0]
    got = sorted(tuple(frozenset(tg.members[g]) for g in s) for s in _sequences(tg))
    expect = set()
    jobs = range(3)
    groups = [frozenset(g) for g in tg.members]
    for r in range(1, 4):
        for seq in itertools.permutations(groups, r):
            if sum(len(g) for g in seq) == len(frozenset().union(*seq)) and all(g in groups for g in seq):
                expect.add(seq)
    assert set(got) == expect and len(got) == len(expect)
    assert all(j in frozenset().union(*groups) for j in jobs)


def test_the_cpu_cap_stops_it_and_says_so():
    inst = generate_joint(32, 2)
    res = cg.run_joint_colgen(inst, Budget(time_limit_s=1.0))
    assert res.status is Status.FEASIBLE and res.claimed_objective is None
    assert res.info["stopped_at_time_cap"] and res.info["stopped_at_limit"]
    assert evaluate_joint(inst, res.solution).feasible


def test_an_optimum_says_no_limit_stopped_it_and_repeats():
    inst = generate_joint(12, 1)
    first = cg.run_joint_colgen(inst, Budget(time_limit_s=60, node_limit=1))
    again = cg.run_joint_colgen(inst, Budget(time_limit_s=60, node_limit=1))
    assert first.status is Status.OPTIMAL
    assert not first.info["stopped_at_limit"] and not first.info["stopped_at_time_cap"]
    assert (first.bound, first.claimed_objective) == (again.bound, again.claimed_objective)
    assert first.solution == again.solution
