"""cuckoo-joint's ``list-ls`` (heuristics/cuckoo.py, issue 13): feasible
under the evaluator on random instances, never worse than ``list-ect`` nor
than its own start order's decode, its decoder's score equal to the
evaluator's V (also when a decoding is cut off early or replays an earlier
decoding's tail, bit for bit), every move a valid grouping, never below the brute-force optimum, and the same schedule for the
same seed when the evaluation cap ends the search."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schedbench.heuristics.cuckoo import (
    LIST_LS_EVALS_PER_JOB,
    LIST_LS_WINDOW,
    _joint_tables,
    _ListDecoder,
    _move,
    _neighbour,
    _partner_candidates,
    list_ls,
)
from schedbench.instances.cuckoo import generate_joint
from test_cuckoo_joint_milp import CASES, brute_force, tiny

from schedbench.contracts import Budget
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score

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
    assert info["ls_cost"] <= info["start_cost"] * (1 + SCORE_TOL)  # never worse than its start order's decode
    assert info["list_ect_cost"] == pytest.approx(ect.evaluation.objective, rel=SCORE_TOL)
    assert min(info["ls_cost"], info["list_ect_cost"]) == pytest.approx(ls.evaluation.objective, rel=SCORE_TOL)


@settings(max_examples=10, deadline=None)
@given(size=st.integers(2, 30), seed=st.integers(0, 10_000), rng_seed=st.integers(0, 2**32 - 1))
def test_moves_keep_a_grouping_and_a_cut_off_decoding_is_exact(size, seed, rng_seed):
    """Every neighbour is a partition of the jobs into singles and sorted
    pairs, changed no earlier than the position it reports; re-decoding from
    there gives the full decoding's cost, and a cutoff below it gives inf."""
    tables = _joint_tables(generate_joint(size, seed, cluster="paper"))
    dec = _ListDecoder(tables)
    partners = _partner_candidates(tables)
    rng = np.random.default_rng(rng_seed)
    seq = [(j,) for j in rng.permutation(size).tolist()]
    for _ in range(40):
        cost, _, frees, costs = dec.decode(seq, record=True)
        pos = {j: p for p, g in enumerate(seq) for j in g}
        nb = _move(seq, pos, partners, rng, LIST_LS_WINDOW)
        if nb is None:
            continue
        new, lo = nb
        assert sorted(j for g in new for j in g) == list(range(size))
        assert all(len(g) in (1, 2) and list(g) == sorted(g) for g in new)
        assert new[:lo] == seq[:lo]
        full = dec.decode(new)
        assert dec.decode(new, lo, frees[lo], costs[lo]) == pytest.approx(full, rel=1e-12)
        assert dec.decode(new, lo, frees[lo], costs[lo], cutoff=full * (1 + 1e-9)) == pytest.approx(full, rel=1e-12)
        assert dec.decode(new, lo, frees[lo], costs[lo], cutoff=full * (1 - 1e-6)) == math.inf
        assert cost > 0
        seq = new


@pytest.mark.parametrize(("seed", "arrivals", "tightened"), CASES[::3])
def test_list_ls_never_below_the_brute_force_optimum(seed, arrivals, tightened):
    inst = tiny(seed, arrivals, tightened)
    best, _, _, _ = brute_force(inst)
    run = run_and_score(get_problem(SPEC), "list-ls", inst, Budget())
    assert run.error is None and run.evaluation.feasible
    assert run.evaluation.objective >= best * (1 - SCORE_TOL)


def test_list_ls_is_deterministic_for_a_seed_and_improves_on_list_ect():
    inst = generate_joint(32, 0)
    evals = LIST_LS_EVALS_PER_JOB * 32
    a = list_ls(inst, seed=0, max_evals=evals)
    b = list_ls(inst, seed=0, max_evals=evals)
    assert a.solution == b.solution and a.info == b.info
    assert a.info["evaluations"] == evals  # the decoding budget ended it
    assert a.info["restarts"] > 0  # the iterated search's restarts ran
    assert a.info["ls_cost"] < min(a.info["list_ect_cost"], a.info["start_cost"])
    c = list_ls(inst, seed=1, max_evals=evals)
    assert c.info["evaluations"] == a.info["evaluations"] and c.solution != a.solution  # the seed matters


def _replay_walk(size: int, seed: int, rng_seed: int, steps: int, arrivals: str = "trace") -> _ListDecoder:
    """A random walk of ``_neighbour`` moves; at each, the decoder with the
    replay (``old``, ``tail``, ``shift``) must give what it gives without:
    the same cost bit for bit (cut off or not), the same placements counted,
    and the same recorded trace. Returns the decoder (its ``replayed``)."""
    tables = _joint_tables(generate_joint(size, seed, cluster="paper", arrivals=arrivals))
    dec = _ListDecoder(tables)
    partners = _partner_candidates(tables)
    rng = np.random.default_rng(rng_seed)
    seq = [(j,) for j in rng.permutation(size).tolist()]
    cur = dec.trace(seq)
    for _ in range(steps):
        pos = {j: p for p, g in enumerate(seq) for j in g}
        nb = _neighbour(seq, pos, partners, rng, LIST_LS_WINDOW)
        if nb is None:
            continue
        new, lo, tail, shift = nb
        assert new[:lo] == seq[:lo]
        assert new[tail:] == seq[tail - shift:]  # the tail the replay relies on
        start = (cur.frees[lo], cur.costs[lo])
        for cutoff in (math.inf, cur.cost, cur.cost * 0.9):
            before = dec.placements
            plain = dec.decode(new, lo, *start, cutoff=cutoff)
            plain_placed = dec.placements - before
            replayed = dec.decode(new, lo, *start, cutoff=cutoff, old=cur, tail=tail, shift=shift)
            assert replayed == plain  # bit for bit, inf included
            assert dec.placements - before == 2 * plain_placed
            if cutoff == math.inf:
                plain_whole, plain_whole_placed = plain, plain_placed
        before = dec.placements
        fresh = dec.trace(new, lo, *start)
        # the cost-only loop and the recording loop: one decoding, one count
        assert (fresh.cost, dec.placements - before) == (plain_whole, plain_whole_placed)
        fast = dec.trace(new, lo, *start, old=cur, tail=tail, shift=shift)
        assert (fast.cost, fast.places, fast.frees, fast.costs, fast.adds) == (
            fresh.cost, fresh.places, fresh.frees, fresh.costs, fresh.adds)
        whole = dec.trace(new)
        assert whole.cost == pytest.approx(fast.cost, rel=1e-12)
        seq = new
        cur = type(cur)(fast.cost, cur.places[:lo] + fast.places, cur.frees[:lo] + fast.frees,
                        cur.costs[:lo] + fast.costs, cur.adds[:lo] + fast.adds)
        assert cur.frees == whole.frees and cur.places == whole.places
    return dec


@settings(max_examples=10, deadline=None)
@given(size=st.integers(2, 40), seed=st.integers(0, 10_000), rng_seed=st.integers(0, 2**32 - 1),
       arrivals=st.sampled_from(["trace", "batch"]))
def test_a_replayed_tail_decodes_bit_for_bit_as_the_full_decoding(size, seed, rng_seed, arrivals):
    _replay_walk(size, seed, rng_seed, 30, arrivals)


def test_the_replay_happens_on_a_matrix_sized_instance():
    """Not vacuous: on 128 trace jobs (the default matrix's size) the
    decoder does replay tails, and each replay matches the full decoding."""
    dec = _replay_walk(128, 0, 7, 60)
    assert dec.replayed > 0
