"""cuckoo-packing's ``bound``: an upper bound on every packing (the complete
graph of each GPU count), from matching-LP duals with odd-set cuts found on
the pruned graph and the pricing of every other pair.

Checked against networkx's exact maximum weight matching of the complete
graph (ties, identical jobs, jobs without deadlines), against every method's
objective, and piece by piece: the separation finds the cut of a triangle
of 1/2's, the pricing's charge is at least the brute-force violation, and
(*) holds for arbitrary duals. The rolling windows are checked on tiny
windows too (many windows, floors and priced pairs across their borders),
and the per-window pricing against the brute force of its pairs."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest

from schedbench.contracts import Budget
from schedbench.formulations import cuckoo_packing_bound as cpb
from schedbench.formulations.cuckoo_packing_bound import (
    CHARGE_STOP,
    PRICE_ACCEPT,
    Duals,
    _type_lists,
    max_violation,
    packing_bound,
    price_pairs,
    rolling_duals,
    run_packing_bound,
    violated_odd_sets,
)
from schedbench.instances.cuckoo import generate
from schedbench.problems.cuckoo import evaluate, pair_types
from schedbench.registry import get_problem
from schedbench.harness import run_and_score
from test_cuckoo_pruning import instance

#: Objectives are sums of a few hundred Eq. 12 values of order 1.
OBJ_TOL = 1e-9


def complete_optimum(inst) -> float:
    """The best packing: networkx's exact matching of each GPU count's
    complete graph, weights straight from Eq. 12."""
    total = 0.0
    for tc in pair_types(inst):
        n = len(tc.jobs)
        a, b = np.triu_indices(n, k=1)
        g = nx.Graph()
        g.add_nodes_from(range(n))
        g.add_weighted_edges_from(zip(a.tolist(), b.tolist(), tc.values(a, b).tolist()))
        m = nx.max_weight_matching(g)
        total += sum(g[u][v]["weight"] for u, v in m)
    return total


CASES = [
    pytest.param(dict(n=12, seed=0), id="12"),
    pytest.param(dict(n=30, seed=1, ties=True), id="30-ties"),
    pytest.param(dict(n=25, seed=2, identical=True), id="25-identical"),
    pytest.param(dict(n=40, seed=3, ties=True, no_deadline_p=0.4), id="40-no-deadlines"),
    pytest.param(dict(n=60, seed=4, n_types=3), id="60-three-types"),
    pytest.param(dict(n=9, seed=5), id="9-odd"),
]


@pytest.mark.parametrize("case", CASES)
def test_bound_is_at_least_the_exact_optimum_of_the_complete_graph(case):
    case = dict(case)
    inst = instance(case.pop("n"), case.pop("seed"), **case)
    opt = complete_optimum(inst)
    res = run_packing_bound(inst, Budget())
    assert res.bound is not None and res.bound >= opt - OBJ_TOL
    ev = evaluate(inst, res.solution)
    assert ev.feasible and ev.objective == pytest.approx(res.claimed_objective, abs=OBJ_TOL)
    assert ev.objective <= opt + OBJ_TOL
    if res.status.value == "optimal":
        assert ev.objective == pytest.approx(opt, abs=1e-6)


class _SpentAfter:
    """A safety cap used up after ``windows`` checks (as if the CPU seconds
    ran out there): the method must stop early and stay a valid bound."""

    def __init__(self, windows: int):
        self.left_checks, self.hit = windows, False

    def reached(self) -> bool:
        self.left_checks -= 1
        self.hit = self.hit or self.left_checks < 0
        return self.hit

    def info(self) -> dict:
        return {"stopped_at_time_cap": self.hit}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("windows", [0, 1])
def test_a_bound_stopped_by_its_time_cap_is_still_a_bound(case, windows):
    # windows left unsolved keep y = 0, and the final pricing charges them in full
    case = dict(case)
    inst = instance(case.pop("n"), case.pop("seed"), **case)
    opt = complete_optimum(inst)
    total, stopped = 0.0, 0
    for tc in pair_types(inst):
        if len(tc.jobs) < 2:
            continue
        a, b = np.triu_indices(len(tc.jobs), k=1)
        a, b = a.astype(np.int64), b.astype(np.int64)
        cap = _SpentAfter(windows)
        bound, info = packing_bound(tc, a, b, tc.values(a, b), window=TINY_WINDOW, cap=cap)  # type: ignore[arg-type]
        if cap.hit:  # a class within one window may finish before the check that stops it
            stopped += 1
            assert info["windows"] <= windows
        total += bound
    assert total >= opt - OBJ_TOL
    assert stopped or windows > 0


def test_the_method_reports_its_time_cap(monkeypatch):
    inst = instance(40, 3, ties=True)
    monkeypatch.setattr(cpb, "TimeCap", lambda seconds: _SpentAfter(0))
    res = run_packing_bound(inst, Budget())
    assert res.info["stopped_at_time_cap"] and res.bound >= complete_optimum(inst) - OBJ_TOL
    assert evaluate(inst, res.solution).feasible
    monkeypatch.undo()
    assert not run_and_score(get_problem("cuckoo-packing"), "bound", inst, Budget()).result.info["stopped_at_time_cap"]


#: Windows this small make the adversarial instances span several windows.
TINY_WINDOW = 4


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("rounds", [1, 12])
def test_bound_on_tiny_windows_is_at_least_the_exact_optimum(case, rounds):
    """Windows of 4 jobs (8 per LP): every pair crosses windows, floors and
    fixed odd sets carry over, and with one round per window most pairs stay
    uncovered until the final pricing charges them; (*) must still hold."""
    case = dict(case)
    inst = instance(case.pop("n"), case.pop("seed"), **case)
    opt = complete_optimum(inst)
    total = 0.0
    for tc in pair_types(inst):
        if len(tc.jobs) < 2:
            continue
        a, b = np.triu_indices(len(tc.jobs), k=1)
        keep = (b - a) <= 2  # a sparse start: the pricing must find the rest
        a, b = a[keep].astype(np.int64), b[keep].astype(np.int64)
        bound, info = packing_bound(tc, a, b, tc.values(a, b), window=TINY_WINDOW, rounds=rounds, passes=1)
        assert info["violation_charge"] >= 0.0
        total += bound
    assert total >= opt - OBJ_TOL


@pytest.mark.parametrize("seed", range(3))
def test_window_pricing_finds_exactly_the_violated_pairs(seed):
    """``price_pairs`` over a subset of partners (what a window sees: the
    fixed jobs and the window's) against the brute force over those pairs:
    every pair above ``PRICE_ACCEPT`` is found, with its reduced cost, and
    nothing else."""
    inst = instance(90, seed, ties=seed == 1, no_deadline_p=0.3 if seed == 2 else 0.0)
    tc = pair_types(inst)[0]
    n = len(tc.jobs)
    rng = np.random.default_rng(seed)
    duals = Duals.of(rng.uniform(0.2, 0.7, n), [np.arange(5), np.array([2, 7, 11])], [0.2, 0.1])
    order = np.lexsort((np.arange(n), tc.rest))
    pos = np.empty(n, dtype=np.int64)
    pos[order] = np.arange(n)
    end = 2 * n // 3  # partners: the jobs before ``end`` in the deadline order
    lists = [mem[pos[mem] < end] for mem in _type_lists(tc)]
    queries = order[n // 3 : end]
    pv, px, rc, _ = price_pairs(tc, queries, duals.y, lists, duals.credit)
    u, v = np.repeat(queries, end), np.tile(order[:end], len(queries))
    u, v = u[u != v], v[u != v]
    brute = tc.values(u, v) - duals.y[u] - duals.y[v] - duals.credit(u, v)
    want = {(x, y) for x, y, r in zip(u.tolist(), v.tolist(), brute.tolist()) if r > PRICE_ACCEPT}
    got = set(zip(pv.tolist(), px.tolist()))
    assert got == want and len(want) > 0
    assert len(got) == len(pv)  # each pair once, from its query end
    assert np.allclose(rc, tc.values(pv, px) - duals.y[pv] - duals.y[px] - duals.credit(pv, px))


def test_one_pass_covers_every_pair_and_the_stopping_rule_holds():
    """With the pricing inside the windows one pass leaves next to nothing
    uncovered on a generated queue (600 jobs, windows of 60: ten windows),
    and ``packing_bound`` stops after it; starved of rounds it leaves more
    uncovered and runs further passes. Both bounds are at least the exact
    optimum of the complete graph."""
    from schedbench.heuristics.cuckoo import PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE
    from schedbench.heuristics.cuckoo_pruning import exact_matching, pruned_edges

    tc = pair_types(generate(600, 1))[0]
    n = len(tc.jobs)
    ca, cb = (x.astype(np.int64) for x in np.triu_indices(n, k=1))
    ma, mb = exact_matching(n, ca, cb, tc.values(ca, cb))
    opt = float(tc.values(ma, mb).sum())
    a, b, wt = pruned_edges(tc, PRUNE_K_DEFAULT, PRUNE_MAX_DEGREE)
    bound, info = packing_bound(tc, a, b, wt, window=60)
    assert info["passes"] == 1 and info["columns"] > 0 and info["windows"] == 9
    assert info["violation_charge"] <= CHARGE_STOP * info["dual_objective"]
    starved, sinfo = packing_bound(tc, a, b, wt, window=60, rounds=1, passes=3)
    assert sinfo["windows"] > info["windows"]  # a charge above CHARGE_STOP: more passes
    assert min(bound, starved) >= opt - OBJ_TOL
    assert bound <= opt * (1 + 1e-3)  # tight (a regression guard, not a proof)


@pytest.mark.parametrize("size,seed", [(64, 0), (256, 1), (700, 2)])
def test_bound_is_above_every_method_on_generated_queues(size, seed):
    spec = get_problem("cuckoo-packing")
    inst = spec.generate(size, seed=seed)
    bound = run_packing_bound(inst, Budget()).bound
    assert bound is not None
    methods = ["blossom-pruned", "greedy", "muri"] + (["blossom"] if size <= 256 else [])
    for method in methods:
        run = run_and_score(spec, method, inst, Budget())
        assert run.evaluation is not None and run.evaluation.objective is not None, method
        assert run.evaluation.objective <= bound + OBJ_TOL, method
    if size <= 256:  # the exact optimum, and the bound within 0.5% of it (a regression guard, not a proof)
        best = run_and_score(spec, "blossom", inst, Budget()).evaluation.objective
        assert bound <= best * 1.005


def test_separation_finds_the_cut_of_a_triangle_of_halves():
    # a triangle at 1/2 each (LP value 3/2 > 1 = (3 - 1) / 2) and a whole edge elsewhere
    a, b = np.array([0, 0, 1, 3]), np.array([1, 2, 2, 4])
    x = np.array([0.5, 0.5, 0.5, 1.0])
    cycles = violated_odd_sets(5, a, b, x)
    assert len(cycles) == 1 and cycles[0].tolist() == [0, 1, 2]
    assert x[:3].sum() > (3 - 1) / 2  # the cut is violated
    # an even cycle of halves (a square) is no odd set
    assert violated_odd_sets(4, np.array([0, 1, 2, 0]), np.array([1, 2, 3, 3]), np.full(4, 0.5)) == []


def test_rolling_duals_cover_the_triangle_at_its_matching_value():
    """A triangle of equal weights: the degree LP gives 3/2, the odd-set
    cut brings the duals down to the best matching's 1."""
    from schedbench.problems.cuckoo import TypeClass

    tc = TypeClass(2, np.arange(3), np.zeros(3, dtype=np.int64), np.array([[1.0]]), np.full(3, 10.0), np.full(3, 10.0), 0.6)
    a, b = np.array([0, 0, 1]), np.array([1, 2, 2])
    wt = tc.values(a, b)
    duals, counts = rolling_duals(tc, a, b, wt)
    assert counts["cuts"] == 1
    assert duals.objective() == pytest.approx(wt[0], abs=1e-7)
    bound, _ = packing_bound(tc, a, b, wt)
    assert bound == pytest.approx(wt[0], abs=1e-6)


@pytest.mark.parametrize("seed", range(4))
def test_pricing_charges_at_least_every_pairs_violation(seed):
    """Against the brute force over all pairs, for arbitrary duals (not
    only good ones): (*) must hold for every y, z >= 0."""
    inst = instance(80, seed, ties=seed % 2 == 1, no_deadline_p=0.2 if seed >= 2 else 0.0)
    tc = pair_types(inst)[0]
    n = len(tc.jobs)
    rng = np.random.default_rng(seed)
    sets = [np.arange(3), np.arange(3, 8), np.array([1, 2, 9])]  # overlapping sets too
    duals = Duals.of(rng.uniform(0.3, 0.8, n), sets, [0.1, 0.05, 0.02])
    m, (va, vb, vrc), _ = max_violation(tc, duals)
    a, b = np.triu_indices(n, k=1)
    rc = tc.values(a, b) - duals.y[a] - duals.y[b] - duals.credit(a, b)
    brute = np.zeros(n)
    np.maximum.at(brute, a, np.maximum(rc, 0.0))
    np.maximum.at(brute, b, np.maximum(rc, 0.0))
    assert (m >= brute - 1e-12).all()
    assert m.sum() <= brute.sum() + n * 1e-6  # and charges little more (ranges accepted at <= 1e-7)
    # the violated pairs it lists are real pairs with those reduced costs
    assert (va < vb).all() and len(va) > 0
    assert np.allclose(vrc, tc.values(va, vb) - duals.y[va] - duals.y[vb] - duals.credit(va, vb))
    assert (vrc > 0).all()


def test_bound_and_packing_depend_on_the_work_only():
    inst = generate(300, 3)
    one = run_packing_bound(inst, Budget())
    again = run_packing_bound(inst, Budget())
    assert one.bound == again.bound and one.solution == again.solution
    more = run_packing_bound(inst, Budget(work=2.0))
    assert more.bound <= one.bound + OBJ_TOL  # more pricing rounds: the smallest of more valid bounds


def test_priced_graph_packs_at_least_as_well_as_the_pruned_one():
    """The pricing adds pairs the pruned graph omits; up to the exact size
    ``bound``'s packing is an exact matching of that larger graph, so it
    weighs at least ``blossom-pruned``'s (an exact matching of the pruned one)."""
    from schedbench.heuristics.cuckoo import blossom_pruned

    inst = generate(400, 0)
    res = run_packing_bound(inst, Budget())
    assert res.info["pricing_columns"] > 0
    pruned = blossom_pruned(inst, Budget()).claimed_objective
    assert pruned <= res.claimed_objective + OBJ_TOL <= res.bound + 2 * OBJ_TOL


#: The aim for ``bound``'s packing against its own bound (a loss of 0.01%).
LOSS_AIM = 1e-4


def test_the_bound_certifies_its_packing_within_the_aim_above_the_exact_size():
    """4,200 generated jobs: above ``EXACT_MATCHING_MAX_JOBS``, so the
    packing is the window matching, and above two dual windows, so the
    duals roll; the packing must be within 0.01% of the proven bound (a
    regression guard on the windows and rounds, not a proof), and
    ``blossom-pruned`` no heavier than the bound."""
    from schedbench.heuristics.cuckoo import EXACT_MATCHING_MAX_JOBS, blossom_pruned

    inst = generate(4200, 0)
    assert len(inst.jobs) > max(EXACT_MATCHING_MAX_JOBS, 2 * cpb.BOUND_WINDOW)
    res = run_packing_bound(inst, Budget())
    packing = evaluate(inst, res.solution).objective
    assert res.bound is not None and packing is not None
    assert 0.0 <= (res.bound - packing) / res.bound < LOSS_AIM
    assert res.info["windows"] >= 2 and res.info["violation_charge"] <= CHARGE_STOP * res.info["dual_objective"]
    assert blossom_pruned(inst, Budget()).claimed_objective <= res.bound
