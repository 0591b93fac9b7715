"""A MILP method never returns worse than its own warm start.

Every exact method that warm-starts a model returns the best solution, as
the problem's evaluator scores it, among the model's decoded solution and
every warm-start solution it had, with its proven bound, and claims
``optimal`` only when that score meets the bound (schedbench.milp:
best_incumbent, settle). Checked here on natural runs of every such method,
with the solver made to stop before any incumbent (the warm start is then
all there is), and on asrpt-schedule's continuous-time instances with
releases off any grid, where the discretised model used to end above the
schedule it was started from.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import schedbench.milp as milp
from schedbench.contracts import Budget, Sense, Status, better
from schedbench.formulations import asrpt as asrpt_formulation
from schedbench.harness.runner import run_and_score
from schedbench.instances.asrpt import generate_schedule
from schedbench.registry import registry
from schedbench.solvers import SolveStatus

#: (problem, exact method, the methods whose solutions it warm-starts from,
#: size, generator options). asrpt-schedule's instance is the continuous-time
#: one off any grid where the MILP used to end above its start.
OFF_GRID = {"servers": 1, "single_gpu_share": 0.0, "load": 8.0, "slot_s": 0.0}
WARM_STARTED = [
    ("asrpt-placement", "milp", ("heavy-edge",), 4, {}),
    ("asrpt-schedule", "milp", ("a-srpt", "consolidated-list"), 3, OFF_GRID),
    ("castor-schedule", "milp", ("sjf-bsbf",), 3, {}),
    ("cuckoo-packing", "milp", ("blossom-pruned",), 8, {}),
    ("cuckoo-planning", "milp", ("mcf",), 6, {}),
    ("cuckoo-joint", "milp", ("cuckoo", "list-ect", "list-ls"), 5, {}),
    ("cuckoo-joint", "milp-positional", ("cuckoo", "list-ect", "list-ls"), 5, {}),
    ("gimbal-coordination", "exact", ("full-search",), 3, {}),
    ("gimbal-coordination", "exact-no-liss", ("no-liss",), 3, {}),
    ("horus-placement", "milp", ("horus",), 6, {}),
]
#: Methods that solve their model through schedbench.milp.solve_budgeted with
#: a MIP start (cuckoo-joint's column generation solves its own set
#: partitioning MIPs, seeded with the same starts as its upper bound).
SOLVE_BUDGETED = [case for case in WARM_STARTED if (case[0], case[1]) != ("cuckoo-joint", "milp")]
BUDGET = Budget(time_limit_s=30)


def instance(problem: str, size: int, seed: int, options: dict):
    spec = registry().get(problem)
    return spec, spec.generate(size=size, seed=seed, **options)


def best_warm_objective(spec, inst, methods) -> float:
    """The best evaluator score among the warm-start methods' solutions."""
    scores = [run_and_score(spec, name, inst, BUDGET).evaluation.objective for name in methods]
    return min(scores) if spec.sense is Sense.MINIMIZE else max(scores)


#: Float noise only: a warm start scored again may sum its terms in another order.
NOISE_REL = 1e-12


def assert_not_worse(objective: float, reference: float, sense: Sense) -> None:
    worse = better(reference, objective, sense) and abs(objective - reference) > NOISE_REL * max(abs(reference), 1.0)
    assert not worse, f"returned {objective!r}, a warm start scores {reference!r}"


def assert_status_follows_the_bound(run) -> None:
    """Optimal exactly when the returned solution's score meets the proven bound."""
    meets = milp.certified(run.evaluation.objective, run.result.bound, BUDGET, run.evaluation.sense)
    assert (run.result.status is Status.OPTIMAL) == meets, (run.result.status, run.evaluation.objective, run.result.bound)


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize(("problem", "method", "warm", "size", "options"), WARM_STARTED,
                         ids=[f"{c[0]}-{c[1]}" for c in WARM_STARTED])
def test_never_worse_than_the_warm_start(problem, method, warm, size, options, seed):
    if problem == "castor-schedule" and seed == 1:
        seed = 2  # seed 1 takes the solver several seconds to prove
    spec, inst = instance(problem, size, seed, options)
    run = run_and_score(spec, method, inst, BUDGET)
    assert run.error is None, run.error
    assert_not_worse(run.evaluation.objective, best_warm_objective(spec, inst, warm), spec.sense)
    if spec.method(method).kind == "exact":
        assert_status_follows_the_bound(run)


@pytest.mark.parametrize(("problem", "method", "warm", "size", "options"), SOLVE_BUDGETED,
                         ids=[f"{c[0]}-{c[1]}" for c in SOLVE_BUDGETED])
def test_a_solver_stopped_before_any_incumbent_still_returns_the_warm_start(
        problem, method, warm, size, options, monkeypatch):
    """The solver is made to report a limit reached before any incumbent
    (its bound kept): the method still has its warm start, so it returns it
    (feasible, or optimal where it meets the bound), never no solution."""
    real = milp.solve_budgeted
    stopped = []

    def no_incumbent(model, budget, *, warm_start):
        res = real(model, budget, warm_start=warm_start)
        if not warm_start:
            return res
        stopped.append(model.name)
        return replace(res, status=SolveStatus.NO_SOLUTION, objective=None, gap=None)

    monkeypatch.setattr(milp, "solve_budgeted", no_incumbent)
    monkeypatch.setattr(asrpt_formulation, "solve_budgeted", no_incumbent)
    spec, inst = instance(problem, size, 0, options)
    run = run_and_score(spec, method, inst, BUDGET)
    assert stopped, "the method handed the solver no MIP start on this instance"
    assert run.error is None, run.error
    assert run.result.status in (Status.FEASIBLE, Status.OPTIMAL)
    assert run.result.info["returned"] != milp.MODEL and run.result.claimed_objective is None
    assert_not_worse(run.evaluation.objective, best_warm_objective(spec, inst, warm), spec.sense)
    if spec.method(method).kind == "exact":
        assert_status_follows_the_bound(run)


# ---------------------------------------------------------------- asrpt-schedule, continuous time off any grid


def test_the_off_grid_reproducer_returns_the_optimum_it_started_from():
    """3 jobs, seed 1, releases off any grid: consolidated-list's schedule is
    optimal (it meets the lower bound, 35,679.86 s); the MILP used to end
    ``feasible`` at 35,870.37 s, above the schedule it was started from."""
    inst = generate_schedule(3, 1, **OFF_GRID)
    spec = registry().get("asrpt-schedule")
    run = run_and_score(spec, "milp", inst, BUDGET)
    listed = run_and_score(spec, "consolidated-list", inst, BUDGET)
    assert run.error is None, run.error
    assert run.evaluation.objective <= listed.evaluation.objective * (1 + 1e-12)
    assert run.evaluation.objective == pytest.approx(35679.86138, rel=1e-9)
    assert run.result.status is Status.OPTIMAL
    assert run.result.bound == pytest.approx(run.evaluation.objective, rel=1e-9)


#: 50 continuous-time instances off any grid (sizes 2-4), about 20 s in all.
SWEEP = [(size, seed) for size in (2, 3, 4) for seed in range(17)][:50]
#: A short solver limit keeps the sweep cheap: the rule must hold at any limit.
SWEEP_BUDGET = Budget(time_limit_s=5)


@pytest.mark.parametrize(("size", "seed"), SWEEP)
def test_off_grid_milp_is_never_above_its_warm_starts(size, seed):
    """The returned schedule scores no worse than any warm start (A-SRPT's,
    both consolidated-list rules', as those methods return them) nor than
    the consolidated-list method, and the status follows the bound."""
    from schedbench.formulations.asrpt_bounds import run_consolidated
    from schedbench.problems.asrpt import evaluate_schedule

    inst = generate_schedule(size, seed, **OFF_GRID)
    res = asrpt_formulation.run_schedule_milp(inst, SWEEP_BUDGET)
    ev = evaluate_schedule(inst, res.solution)
    assert ev.feasible
    starts = [sol for _, sol in asrpt_formulation.warm_start_schedules(inst, SWEEP_BUDGET) if sol is not None]
    warm = min(evaluate_schedule(inst, sol).objective for sol in starts)
    listed = evaluate_schedule(inst, run_consolidated(inst, SWEEP_BUDGET).solution).objective
    assert ev.objective <= warm and ev.objective <= listed, (ev.objective, warm, listed)
    meets = milp.certified(ev.objective, res.bound, SWEEP_BUDGET)
    assert (res.status is Status.OPTIMAL) == meets
