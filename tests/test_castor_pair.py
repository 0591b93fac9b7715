"""CASTOR's pair decision (problem castor-pair): Theorem 1 on spec §4's worked
cases and by brute force over kappa, Alg. 2 (fixed and as printed), the exact
enumeration against a dense kappa grid, every method feasible under the
evaluator, and clear errors for malformed instance files."""

from __future__ import annotations

import copy

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schedbench.contracts import Budget, Status
from schedbench.errors import ValidationError
from schedbench.heuristics.castor import alg2, crossover, exact, theorem1
from schedbench.instances.castor import CastorPairInstance, build_pair, generate
from schedbench.problems.castor import CastorPairSolution, evaluate, pair_completion
from schedbench.registry import get_problem

#: Spec §4's four-decimal table values.
TABLE_TOL = 5e-5
REL = 1e-9
#: Points of the dense kappa grid (spec §4 used 20,001).
GRID = 20_001

#: Spec §4, "Theorem 1 (t_A, i_A, t_B, i_B, xi_A, xi_B)": input, case, T_share, T_seq, share.
WORKED = [
    ((1, 100, 1, 50, 1.2, 1.3), 1, 87.9167, 125.0, True),
    ((1, 100, 1, 50, 3, 3), 1, 175.0, 125.0, False),
    ((1, 50, 1, 100, 1.2, 1.2), 2, 85.0, 100.0, True),
    ((1, 50, 1, 100, 2, 2), 2, 125.0, 100.0, False),
    ((1, 50, 1, 100, 1.5, 1.5), 2, 100.0, 100.0, False),  # tie: T flat in kappa, no gain from sharing
    ((1, 60, 2, 40, 1.1, 1.8), 2, 87.6667, 100.0, True),
    ((0.3, 1000, 0.2, 300, 1.4, 1.6), 1, 211.7143, 330.0, True),
]


def mean_completion(args, kappa: float) -> float:
    return sum(pair_completion(*args, kappa)) / 2.0


def brute_force(args) -> tuple[float, float]:
    """(min T over a dense kappa grid, its kappa)."""
    ks = np.linspace(0.0, args[0] * args[1], GRID)
    values = [mean_completion(args, k) for k in ks]
    i = int(np.argmin(values))
    return values[i], float(ks[i])


@pytest.mark.parametrize(("args", "case", "t_share", "t_seq", "share"), WORKED)
def test_theorem1_worked_cases(args, case, t_share, t_seq, share):
    r = theorem1(*args)
    assert r.case == case
    assert r.t_share == pytest.approx(t_share, abs=TABLE_TOL)
    assert r.t_seq == pytest.approx(t_seq, abs=TABLE_TOL)
    assert r.share is share
    # the closed forms (Eq. 19 / 23 at kappa = 0; sequential) equal the phase simulation
    assert mean_completion(args, 0.0) == pytest.approx(r.t_share, rel=REL)
    assert mean_completion(args, args[0] * args[1]) == pytest.approx(r.t_seq, rel=REL)
    best, _ = brute_force(args)
    assert r.t == pytest.approx(best, rel=REL)


def test_theorem1_case2_coefficients_and_flat_tie():
    # spec §4: coef 0.72 (share) and -2 (sequential); xi = 1.5 makes T flat in kappa
    assert theorem1(1, 50, 1, 100, 1.2, 1.2).coef_numerator == pytest.approx(0.72)
    assert theorem1(1, 50, 1, 100, 2, 2).coef_numerator == pytest.approx(-2.0)
    args = (1, 50, 1, 100, 1.5, 1.5)
    values = [mean_completion(args, k) for k in np.linspace(0, 50, 11)]
    assert max(values) - min(values) < 1e-9


@pytest.mark.parametrize("xi", [1.1, 1.3, 1.49, 1.51, 1.8, 2.5])
def test_equal_xi_case2_shares_iff_below_one_and_a_half(xi):
    r = theorem1(1, 50, 1, 100, xi, xi)
    assert r.case == 2 and r.share is (xi < 1.5)


@settings(max_examples=200, deadline=None)
@given(st.floats(0.05, 5), st.integers(1, 400), st.floats(0.05, 5), st.integers(1, 400),
       st.floats(0.2, 8), st.floats(0.2, 8))
def test_theorem1_holds_for_every_positive_xi_by_brute_force(t_a, i_a, t_b, i_b, xi_a, xi_b):
    """T(kappa) rises with slope 1/2 before the crossover, so the minimum is at
    an end for every xi > 0, xi < 1 included (heuristics/castor.py docstring)."""
    args = (t_a, i_a, t_b, i_b, xi_a, xi_b)
    r = theorem1(*args)
    ks = np.linspace(0.0, t_a * i_a, 401)
    star = crossover(*args)
    grid_min = min(mean_completion(args, k) for k in [*ks, *([star] if star else [])])
    assert r.t <= grid_min * (1 + REL)
    if star is not None:  # slope 1/2 on [0, kappa*]
        assert mean_completion(args, star) - mean_completion(args, 0.0) == pytest.approx(star / 2, rel=1e-7)


# --- hand-made instances ---------------------------------------------------


def option(b, t, xi=(1.2, 1.2), alone=True, shared=True):
    return {"sub_batch": b, "iter_time_s": t, "mem_ok_alone": alone, "mem_ok_shared": shared,
            "xi_a": xi[0] if shared else None, "xi_b": xi[1] if shared else None}


def pair(options, *, t_a=1.0, i_a=100, batch=32, i_b=50) -> CastorPairInstance:
    return CastorPairInstance.from_dict({
        "gpus": 1, "placement": "1",
        "job_a": {"model": "a", "micro_batch": 64, "remaining_iterations": i_a, "iter_time_s": t_a},
        "job_b": {"model": "b", "batch": batch, "iterations": i_b, "options": options},
    })


def test_alg2_fixed_visits_every_sub_batch_down_to_one_and_prefers_smaller_on_ties():
    # Eq. 3 on one GPU with alpha = 0: every sub-batch is equally fast, so
    # Theorem 1 gives the same t and "<=" ends at b = 1 (spec §3).
    opts = [option(b, 1.0) for b in (32, 16, 8, 4, 2, 1)]
    r = alg2(1.0, 100, 50, 32, pair(opts).job_b.options)
    assert r.tried == (32, 16, 8, 4, 2, 1)
    assert r.share and r.sub_batch == 1 and r.t == pytest.approx(60 + 50 - 60 / 2.4)  # Eq. 19
    printed = alg2(1.0, 100, 50, 32, pair(opts).job_b.options, paper_loop=True)
    assert printed.tried == (32.0,) and printed.sub_batch == 32


def test_alg2_skips_pairs_that_do_not_fit_and_scales_the_batch():
    # B fits with A only from b = 8 down; accumulation slows B (alpha > 0)
    opts = [option(32, 1.0, shared=False), option(16, 1.1, shared=False), option(8, 1.3), option(4, 1.7),
            option(2, 2.5), option(1, 4.1)]
    inst = pair(opts, i_b=20)
    r = alg2(1.0, 100, 20, 32, inst.job_b.options)
    assert r.share and r.sub_batch == 8
    spec = get_problem("castor-pair")
    res = spec.method("theorem1").run(inst, Budget())
    assert res.solution == CastorPairSolution(0.0, 8)
    # as printed only b = 32 is tried; it does not fit with A, so no sharing
    res = spec.method("paper-loop").run(inst, Budget())
    assert res.solution == CastorPairSolution(inst.horizon_s, 32)


def test_alg2_shares_at_a_small_sub_batch_where_waiting_is_better():
    """Theorem 1 compares sharing with the sequential run at the *same* b: when
    B fits next to A only at b = 16 (3x slower by accumulation), Alg. 2 sees
    T_seq(16) = 175 > T_share(16) = 145 and shares, but the sequential run at
    b = 32 gives 125 (heuristics/castor.py docstring)."""
    opts = [option(32, 1.0, shared=False), option(16, 3.0), option(8, 5.0), option(4, 9.0), option(2, 17.0),
            option(1, 33.0)]
    inst = pair(opts)
    spec = get_problem("castor-pair")
    heur = evaluate(inst, spec.method("theorem1").run(inst, Budget()).solution)
    best = spec.method("exact").run(inst, Budget())
    assert heur.objective == pytest.approx(145.0)
    assert best.bound == pytest.approx(125.0) and best.solution == CastorPairSolution(100.0, 32)


def test_exact_is_exact_against_a_dense_kappa_grid_on_generated_pairs():
    spec = get_problem("castor-pair")
    for seed in range(12):
        inst = generate(5, seed)
        res = exact(inst, Budget())
        assert res.status is Status.OPTIMAL
        ev = evaluate(inst, res.solution)
        assert ev.feasible and ev.objective == pytest.approx(res.bound, rel=REL)
        dense = []
        for o in inst.job_b.options:
            if not o.mem_ok_alone:
                continue
            kappas = np.linspace(0.0, inst.horizon_s, 2001) if o.mem_ok_shared else [inst.horizon_s]
            dense += [evaluate(inst, CastorPairSolution(float(k), o.sub_batch)).objective for k in kappas]
        assert res.bound <= min(dense) * (1 + REL)
        for name in spec.methods:
            other = evaluate(inst, spec.method(name).run(inst, Budget()).solution)
            assert other.feasible and other.objective >= res.bound * (1 - REL), name


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 10), st.integers(0, 100_000))
def test_every_method_is_feasible_and_no_better_than_exact(size, seed):
    spec = get_problem("castor-pair")
    inst = spec.generate(size=size, seed=seed)
    best = spec.method("exact").run(inst, Budget()).bound
    for name, method in spec.methods.items():
        res = method.run(inst, Budget())
        ev = spec.evaluate(inst, res.solution)
        assert ev.feasible, (name, ev.violations)
        assert ev.objective >= best * (1 - REL), name
        if name == "sequential":
            assert ev.metrics["shares"] == 0.0
    again = spec.load_instance(inst.to_dict())
    assert again == inst and again.id == inst.id


def test_evaluator_rejects_infeasible_decisions():
    opts = [option(32, 1.0, shared=False), option(16, 1.1, alone=False, shared=False), option(8, 1.3), option(4, 1.7),
            option(2, 2.5), option(1, 4.1)]
    inst = pair(opts)
    for sol, words in [
        (CastorPairSolution(0.0, 32), "do not fit together"),
        (CastorPairSolution(inst.horizon_s, 16), "even alone"),
        (CastorPairSolution(inst.horizon_s * 1.01, 8), "after A's solo end"),
        (CastorPairSolution(0.0, 3), "not a candidate"),
    ]:
        ev = evaluate(inst, sol)
        assert not ev.feasible and words in ev.violations[0]
    assert evaluate(inst, CastorPairSolution(inst.horizon_s, 32)).objective == pytest.approx(100 + 25)


def test_build_pair_labels_and_accumulation():
    inst = build_pair("bert", 8, 1000, "imagenet", 256, 500, gpus=8)
    opts = {o.sub_batch: o for o in inst.job_b.options}
    assert not opts[256].mem_ok_alone and opts[128].mem_ok_alone  # Pollux measured imagenet up to 200 per T4
    times = [o.iter_time_s for o in inst.job_b.options]
    assert times == sorted(times)  # Eq. 3: more accumulation steps, slower
    assert {"xi_from_1gpu_pair", "t4_times_v100_xi", "gavel_model_proxy"} <= set(inst.metadata["synthetic"])


BASE = {
    "gpus": 1, "placement": "1",
    "job_a": {"model": "a", "micro_batch": 64, "remaining_iterations": 100, "iter_time_s": 1.0},
    "job_b": {"model": "b", "batch": 2, "iterations": 50,
              "options": [option(2, 1.0), option(1, 1.5)]},
}


@pytest.mark.parametrize(("path", "value", "where", "rule"), [
    (("gpus",), 0, "gpus", "must be >= 1"),
    (("placement",), "2", "placement", "summing to gpus=1"),
    (("job_a", "iter_time_s"), -1.0, "job_a.iter_time_s", "must be > 0"),
    (("job_a", "remaining_iterations"), 1.5, "job_a.remaining_iterations", "must be an integer"),
    (("job_b", "batch"), 4, "job_b.options", "must list the sub-batches"),
    (("job_b", "options", 0, "xi_a"), 0.9, "job_b.options[0].xi_a", "must be >= 1"),
    (("job_b", "options", 0, "xi_b"), None, "job_b.options[0].xi_b", "is required when mem_ok_shared"),
    (("job_b", "options", 1, "mem_ok_alone"), False, "job_b.options[1].mem_ok_shared", "must be false"),
    (("job_b", "options", 0, "colour"), "red", "job_b.options[0].colour", "is not a known field"),
])
def test_malformed_instance_names_the_field(path, value, where, rule):
    data = copy.deepcopy(BASE)
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(ValidationError) as err:
        CastorPairInstance.from_dict(data)
    assert err.value.path == where and rule in err.value.rule


def test_no_sub_batch_fits_alone_is_an_error():
    data = copy.deepcopy(BASE)
    data["job_b"]["options"] = [option(2, 1.0, alone=False, shared=False), option(1, 1.5, alone=False, shared=False)]
    with pytest.raises(ValidationError, match="mem_ok_alone"):
        CastorPairInstance.from_dict(data)


def test_generate_rejects_bad_arguments():
    with pytest.raises(ValidationError, match="size"):
        generate(0)
    with pytest.raises(ValidationError, match="gpus"):
        build_pair("bert", 8, 10, "ncf", 4, 10, gpus=3)
    with pytest.raises(ValidationError, match="model_b"):
        build_pair("bert", 8, 10, "yolov3", 4, 10)


@st.composite
def random_pairs(draw):
    """Hand-built pairs beyond the catalog: arbitrary memory patterns, xi >= 1, Eq. 3-shaped times."""
    exponent = draw(st.integers(0, 6))
    batch = 2**exponent
    alpha, beta = draw(st.floats(0.0, 0.5)), draw(st.floats(0.001, 0.05))
    opts = []
    for b in (batch >> m for m in range(exponent + 1)):
        alone = b == 1 or draw(st.booleans())
        shared = alone and draw(st.booleans())
        xi = (draw(st.floats(1.0, 6.0)), draw(st.floats(1.0, 6.0)))
        opts.append(option(b, (batch // b) * alpha + beta * batch + 0.01, xi, alone, shared))
    return pair(opts, t_a=draw(st.floats(0.01, 2.0)), i_a=draw(st.integers(1, 5000)), batch=batch,
                i_b=draw(st.integers(1, 5000)))


@settings(max_examples=150, deadline=None)
@given(random_pairs())
def test_methods_on_hand_built_pairs(inst):
    spec = get_problem("castor-pair")
    best = spec.method("exact").run(inst, Budget())
    assert evaluate(inst, best.solution).objective == pytest.approx(best.bound, rel=REL)
    for name, method in spec.methods.items():
        ev = evaluate(inst, method.run(inst, Budget()).solution)
        assert ev.feasible, (name, ev.violations)
        assert ev.objective >= best.bound * (1 - REL), name
    for o in inst.job_b.options:
        if o.mem_ok_shared:
            grid = [evaluate(inst, CastorPairSolution(float(k), o.sub_batch)).objective
                    for k in np.linspace(0.0, inst.horizon_s, 201)]
            assert best.bound <= min(grid) * (1 + REL)


@settings(max_examples=60, deadline=None)
@given(st.floats(0.05, 3), st.integers(1, 60), st.floats(0.05, 3), st.integers(1, 60),
       st.floats(1.0, 5.0), st.floats(1.0, 5.0), st.floats(0.0, 1.0))
def test_phase_simulation_matches_small_step_integration(t_a, i_a, t_b, i_b, xi_a, xi_b, frac):
    """The evaluator's phase-by-phase completion times equal a plain time-stepped
    integration of the two jobs' progress (rate 1/t alone, 1/(t xi) together)."""
    kappa = frac * t_a * i_a
    dt = (t_a * i_a * xi_a + t_b * i_b * xi_b) / 20_000.0  # at most ~20,000 steps
    t, done_a, done_b, end_a, end_b = 0.0, 0.0, 0.0, None, None
    while end_a is None or end_b is None:
        a_on, b_on = end_a is None, end_b is None and t >= kappa - 1e-12
        both = a_on and b_on
        if a_on:
            done_a += dt / (t_a * (xi_a if both else 1.0))
        if b_on:
            done_b += dt / (t_b * (xi_b if both else 1.0))
        t += dt
        if end_a is None and done_a >= i_a - 1e-9:
            end_a = t
        if end_b is None and done_b >= i_b - 1e-9:
            end_b = t
    ta, tb = pair_completion(t_a, i_a, t_b, i_b, xi_a, xi_b, kappa)
    # each phase change lands within one step; a step's progress is off by at most a factor xi
    step_error = 4 * dt * max(xi_a, xi_b)
    assert ta == pytest.approx(end_a, abs=step_error)
    assert tb == pytest.approx(end_b, abs=step_error)
