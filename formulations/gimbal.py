"""GIMBAL's coordination problem as a MILP (Pyomo): the exact optimum over
the share grid x LISS flags.

Reference: GIMBAL (ACM TACO 2025), Sec. 4.1 (LGRR, LISS), Sec. 5.1, Sec. 5.2
(Eq. 1, 3, 5). Notation: L = the share grid (percent), P = L x L the cap pairs
of a shared GPU, S = the shared GPUs, B_j = b_j W_j job j's global batch.
For worker w of job j on GPU g, ``c_w(p) = 1 / (b_j r_w(p))`` is its time per
sample under cap pair p (from :func:`~schedbench.problems.gimbal.rate_table`;
a J_max worker alone on its GPU has one constant ``c_w``).

Variables
    y[g, p]   in {0, 1}           cap pair p on shared GPU g
    z[j]      in {0, 1}           LISS on for job j (fixed to 0 with allow_liss=False)
    m[w, p]   in Z, 0 <= m <= U_j   samples of worker w when its GPU runs pair p
    n[w]      in Z, 1 <= n <= U_j   samples of worker w (U_j = B_j - W_j + 1)
    tau[j]    >= 0                 seconds per step of job j

Constraints
    sum_p y[g, p] = 1                         one cap pair per shared GPU (Sec. 4.1 grid)
    m[w, p] <= U_j y[g(w), p]                 samples only under the chosen pair
    n[w] = sum_p m[w, p]                      (shared GPU)
    sum_{w in j} n[w] = B_j                   LISS keeps the global batch (Sec. 4.1)
    n[w] - b_j <= (U_j - b_j) z[j]            no LISS: every worker keeps b_j samples
    b_j - n[w] <= (b_j - 1) z[j]
    tau[j] >= sum_p c_w(p) m[w, p]            (shared GPU; c_w n[w] on an unshared one)

Objective: the instance's Eq. 1 ``(1/n) sum_j R_j tau_j``; Eq. 5 ``T >= R_j
tau_j``, min T; or Eq. 3 (as corrected in :mod:`schedbench.problems.gimbal`)
``D >= R_j tau_j - Deadline_j``, ``D >= 0``, min D.

Exactness. Fix a one-hot y and z. Then m[w, .] is zero except at the chosen
pair p_g, where it equals n[w], so the tau constraint reads tau_j >= c_w(p_g)
n[w]: the step-time constraint of worker w under its actual cap pair, with no
approximation (the product of the integer n and the pair-dependent rate is
disaggregated over the pairs instead of linearised). With z_j = 0, n[w] = b_j
and min tau_j = max_w c_w b_j = max_w 1 / r_w, the evaluator's step time
without LISS. With z_j = 1, n ranges over every integral split with n >= 1 and
sum B_j, so min tau_j = min over splits of max_w c_w n_w, which is exactly the
evaluator's LISS step time (``perfmodels.gimbal.liss_allocation`` computes
that minimum). Each objective is non-decreasing in every tau_j, so for fixed
(y, z) the MILP's best value is the evaluator's objective of that setting, and
minimising over all (y, z) gives the optimum over the grid x LISS flags. No
tangent cuts are needed: the objectives are linear in the step time
(RemainingSteps / Throughput = RemainingSteps x step time), and the reciprocal
of the aggregate rate that continuous LISS would produce never appears because
the split is integral and explicit. Since a LISS split may equal the no-LISS
one, z_j = 1 is never worse: the flag matters for the ``allow_liss=False``
variant (the exact LGRR-only optimum) and for methods that leave LISS off.

Reductions (each keeps an optimal setting of the full grid x flags, so the
optimum is unchanged; tests/test_gimbal_coordination.py checks the optimum
against brute-force enumeration of the full grid and of both flags):

* LISS on for every job (z fixed to 1): a LISS split may equal the
  no-LISS one, so for any setting, turning LISS on never lengthens a step,
  and every objective is non-decreasing in the step times.
* Dominated cap pairs dropped (:func:`undominated_pairs`): while ``a + b <=
  100%`` the caps do not overlap and each worker runs at ``solo * f(own)``
  (perfmodel), so raising ``a`` to a grid value ``a' <= 100% - b`` speeds
  J_max's worker (``f`` non-decreasing) and leaves the partner unchanged.
  With 10% steps this keeps the 64 pairs with ``a + b >= 100%`` of 100.
* Symmetry: consecutive GPUs of the same partner job host interchangeable
  worker pairs (same rates for every pair, and a job's step time is
  symmetric in its workers), so their chosen pairs are ordered by index.

Thresholds, against the evaluator (:func:`schedbench.problems.gimbal.evaluate`).
The caps are pairs of grid levels on exactly the shared GPUs, as the
evaluator requires; LISS splits are integral with at least one sample per
worker, as :func:`~schedbench.perfmodels.gimbal.liss_allocation` takes them
(its float tolerance only decides which of two near-equal splits it
returns, and it scores the split it returns, so the evaluator's step time
is never below the integer optimum the MILP finds). The deadline objective
(Eq. 3 as corrected) is ``max_j max(0, T_j - Deadline_j)``: continuous in
every ``T_j``, with no on-time/late status to flip (a job exactly at its
deadline adds 0 either way; the evaluator's ``deadlines_missed`` count is a
metric, not the objective), so no tolerance is needed: ``late >= R_j tau_j
- Deadline_j`` and ``late >= 0`` are its exact epigraph. HiGHS's feasibility
tolerance acts on rows scaled to the objective's unit (about 1e-8 of the
objective, see :data:`TIME_UNIT_DIVISOR`): a proven optimum is claimed and
cross-checked by the runner at 1e-6 relative, and the solver's bound can
exceed the optimum only by that much, inside the harness's tolerance.

Work: branch-and-bound nodes up to ``Budget.node_limit`` (none by default;
with one thread a node-limited solve is deterministic); the time limit is
the solver's own, and a stop there is recorded as ``stopped_at_time_cap``.
"""

from __future__ import annotations

from dataclasses import replace

import pyomo.environ as pyo

from schedbench.contracts import Budget, MethodResult, Status
from schedbench.milp import claim_when_optimal, require_solution, run_milp_method
from schedbench.instances.gimbal import GimbalInstance
from schedbench.perfmodels.gimbal import FULL_SHARE_PERCENT, liss_allocation
from schedbench.problems.gimbal import GimbalSolution, rate_table, worker_rates


def undominated_pairs(levels: tuple[int, ...]) -> list[tuple[int, int]]:
    """Cap pairs (a, b) on the grid except those where one cap can be raised
    on the grid while the two still add up to at most 100% (see "Reductions")."""
    out = []
    for a in levels:
        for b in levels:
            raise_a = any(x > a and x + b <= FULL_SHARE_PERCENT for x in levels)
            raise_b = any(x > b and a + x <= FULL_SHARE_PERCENT for x in levels)
            if not (raise_a or raise_b):
                out.append((a, b))
    return out


#: Tangent points per job, geometrically spaced over its attainable aggregate rates.
TANGENT_POINTS = 12


def _rate_range(j, workers, is_shared, pairs, sec_per_sample) -> tuple[float, float]:
    lo = hi = 0.0
    for w, (jj, _, _) in enumerate(workers):
        if jj != j:
            continue
        if w in is_shared:
            rates = [1.0 / sec_per_sample(w, p) for p in pairs]
            lo, hi = lo + min(rates), hi + max(rates)
        else:
            r = 1.0 / sec_per_sample(w, None)
            lo, hi = lo + r, hi + r
    return lo, hi


def _tangent_points(lo: float, hi: float) -> list[float]:
    if hi <= lo * (1.0 + 1e-12):
        return [lo]
    ratio = (hi / lo) ** (1.0 / (TANGENT_POINTS - 1))
    return [lo * ratio**k for k in range(TANGENT_POINTS)]


def _workers(instance: GimbalInstance) -> list[tuple[int, int, int]]:
    """(job index, position in job.gpus, GPU) of every worker."""
    return [(j, k, g) for j, job in enumerate(instance.jobs) for k, g in enumerate(job.gpus)]


#: The MILP's time unit is the free-competition mean remaining time divided by
#: this: objective and row activities are then about 1e2 units, so HiGHS's
#: absolute tolerances (1e-6 feasibility, 1e-6 MIP gap) are about 1e-8 of the
#: objective, while rows are far from the 3e4-s activities that ended in
#: "Solve error".
TIME_UNIT_DIVISOR = 100.0


def time_unit(instance: GimbalInstance, table) -> float:
    """The MILP's unit of remaining time in seconds: the mean over jobs of
    R_j times its step time in free competition (every cap 100%, LISS off),
    over :data:`TIME_UNIT_DIVISOR`; at least 1e-3 s."""
    shares = {g: (FULL_SHARE_PERCENT, FULL_SHARE_PERCENT) for g in instance.shared_gpus}
    rates = worker_rates(instance, table, shares)
    total = sum(job.remaining_steps * max(1.0 / r for r in rs) for job, rs in zip(instance.jobs, rates))
    return max(total / instance.size / TIME_UNIT_DIVISOR, 1e-3)


def build(instance: GimbalInstance, *, allow_liss: bool = True, unit: float | None = None) -> pyo.ConcreteModel:
    """The MILP above. ``model.y[g, a, b]`` are the caps, ``model.z[j]`` LISS;
    times of the objective and of the step rows are in units of ``unit``
    seconds (default :func:`time_unit`), stored as ``model.unit``."""
    table = rate_table(instance)
    jm = instance.jmax_index
    pairs = undominated_pairs(instance.levels)
    workers = _workers(instance)
    shared_workers = [w for w, (j, k, g) in enumerate(workers) if g in table.shared]
    is_shared = set(shared_workers)

    m = pyo.ConcreteModel(name=f"gimbal-{instance.id}")
    m.J = pyo.RangeSet(0, instance.size - 1)
    m.S = pyo.Set(initialize=list(instance.shared_gpus))
    m.P = pyo.Set(initialize=pairs, dimen=2)
    m.W = pyo.RangeSet(0, len(workers) - 1)
    m.WS = pyo.Set(initialize=shared_workers)
    m.worker = workers

    def upper(j: int) -> int:
        job = instance.jobs[j]
        return job.global_batch - job.num_gpus + 1

    def sec_per_sample(w: int, p: tuple[int, int] | None) -> float:
        j, _, g = workers[w]
        rate = table.solo if p is None else table.shared[g][p][0 if j == jm else 1]
        return 1.0 / (instance.jobs[j].batch_size * rate)

    m.y = pyo.Var(m.S, m.P, within=pyo.Binary)
    m.z = pyo.Var(m.J, within=pyo.Binary)
    for j in m.J:
        m.z[j].fix(1 if allow_liss else 0)  # LISS weakly dominates (see "Reductions")
    m.n = pyo.Var(m.W, within=pyo.Integers, bounds=lambda _, w: (1, upper(workers[w][0])))
    m.mm = pyo.Var(m.WS, m.P, within=pyo.Integers, bounds=lambda _, w, a, b: (0, upper(workers[w][0])))
    m.tau = pyo.Var(m.J, within=pyo.NonNegativeReals)

    m.one_pair = pyo.Constraint(m.S, rule=lambda mod, g: sum(mod.y[g, p] for p in pairs) == 1)
    m.only_chosen = pyo.Constraint(
        m.WS, m.P, rule=lambda mod, w, a, b: mod.mm[w, a, b] <= upper(workers[w][0]) * mod.y[workers[w][2], a, b]
    )
    m.split = pyo.Constraint(m.WS, rule=lambda mod, w: mod.n[w] == sum(mod.mm[w, p] for p in pairs))
    m.global_batch = pyo.Constraint(
        m.J, rule=lambda mod, j: sum(mod.n[w] for w in m.W if workers[w][0] == j) == instance.jobs[j].global_batch
    )

    def keep_up(mod, w):
        j = workers[w][0]
        b = instance.jobs[j].batch_size
        return mod.n[w] - b <= (upper(j) - b) * mod.z[j]

    def keep_down(mod, w):
        j = workers[w][0]
        b = instance.jobs[j].batch_size
        return b - mod.n[w] <= (b - 1) * mod.z[j]

    m.no_liss_up = pyo.Constraint(m.W, rule=keep_up)
    m.no_liss_down = pyo.Constraint(m.W, rule=keep_down)

    # Step rows are written times the job's remaining steps R_j (the factor
    # the objective applies to tau_j) and divided by the time unit
    # ``unit`` (see :func:`time_unit`), so both sides are R_j tau_j in units
    # of the objective's scale: the solver's absolute feasibility tolerance
    # then bounds the *relative* error of R_j tau_j. Unscaled, a 1e-7 s slack
    # on tau_j cost up to 4e-5 of the objective (generate(2, 130,
    # objective="jct", share_step=20)); scaled by R_j alone, rows of size 3e4 s
    # made HiGHS end in "Solve error ... primal infeasibilities" on
    # generate(2, 4, objective="makespan") and generate(5, 5).
    unit = time_unit(instance, table) if unit is None else unit
    m.unit = unit
    m.objective_scale = unit  # the problem's objective = model objective x unit (library files say so)

    def step(mod, w):
        j = workers[w][0]
        r = instance.jobs[j].remaining_steps / unit
        if w in is_shared:
            return r * mod.tau[j] >= sum(r * sec_per_sample(w, p) * mod.mm[w, p] for p in pairs)
        return r * mod.tau[j] >= r * sec_per_sample(w, None) * mod.n[w]

    m.step = pyo.Constraint(m.W, rule=step)

    # Tangent cuts (valid inequalities): an integral split is never faster
    # than the continuous one, tau_j >= B_j / R_j with R_j the job's aggregate
    # sample rate, linear in y; 1/R is convex, so each tangent is a lower bound.
    def aggregate(mod, j):
        expr = 0.0
        for w, (jj, _, g) in enumerate(workers):
            if jj != j:
                continue
            if w in is_shared:
                expr = expr + sum(1.0 / sec_per_sample(w, p) * mod.y[g, p] for p in pairs)
            else:
                expr = expr + 1.0 / sec_per_sample(w, None)
        return expr

    cuts = []
    for j in range(len(instance.jobs)):
        lo, hi = _rate_range(j, workers, is_shared, pairs, sec_per_sample)
        for r0 in _tangent_points(lo, hi):
            cuts.append((j, r0))
    m.tangent = pyo.Constraint(
        range(len(cuts)),
        rule=lambda mod, i: instance.jobs[cuts[i][0]].remaining_steps / unit * mod.tau[cuts[i][0]]
        >= instance.jobs[cuts[i][0]].remaining_steps / unit * instance.jobs[cuts[i][0]].global_batch
        * (2.0 / cuts[i][1] - aggregate(mod, cuts[i][0]) / cuts[i][1] ** 2),
    )

    # Symmetry: a partner's GPUs are interchangeable (see "Reductions").
    index = {p: i for i, p in enumerate(pairs)}
    same = [(g, h) for g, h in zip(instance.shared_gpus, instance.shared_gpus[1:])
            if instance.partner_of_gpu[g] == instance.partner_of_gpu[h]]
    m.order = pyo.Constraint(
        range(len(same)),
        rule=lambda mod, i: sum(index[p] * mod.y[same[i][0], p] for p in pairs)
        <= sum(index[p] * mod.y[same[i][1], p] for p in pairs),
    )

    # Objective in units of ``unit``; run_milp multiplies the solver's value back.
    remaining = [job.remaining_steps / unit for job in instance.jobs]
    if instance.objective == "jct":  # Eq. 1
        m.obj = pyo.Objective(expr=sum(remaining[j] * m.tau[j] for j in m.J) / instance.size, sense=pyo.minimize)
    elif instance.objective == "makespan":  # Eq. 5
        m.t_max = pyo.Var(within=pyo.NonNegativeReals)
        m.longest = pyo.Constraint(m.J, rule=lambda mod, j: mod.t_max >= remaining[j] * mod.tau[j])
        m.obj = pyo.Objective(expr=m.t_max, sense=pyo.minimize)
    else:  # Eq. 3, corrected
        deadline = [job.deadline_s / unit for job in instance.jobs]
        m.late = pyo.Var(within=pyo.NonNegativeReals)
        m.lateness = pyo.Constraint(m.J, rule=lambda mod, j: mod.late >= remaining[j] * mod.tau[j] - deadline[j])
        m.obj = pyo.Objective(expr=m.late, sense=pyo.minimize)
    return m


def decode(instance: GimbalInstance, model: pyo.ConcreteModel) -> GimbalSolution:
    """The cap pair with y = 1 on each shared GPU and the LISS flags."""
    require_solution(model, "gimbal-coordination MILP")
    shares = {}
    for g in model.S:
        shares[g] = max(model.P, key=lambda p: model.y[g, p].value or 0.0)
    liss = {job.id: (model.z[j].value or 0.0) > 0.5 for j, job in enumerate(instance.jobs)}
    return GimbalSolution.of(shares, liss)


def warm_start(instance: GimbalInstance, model: pyo.ConcreteModel, solution: GimbalSolution) -> None:
    """Set every variable to a known setting (a MIP start)."""
    table = rate_table(instance)
    shares = solution.share_map()
    flags = solution.liss_map()
    for g in model.S:
        for p in model.P:
            model.y[g, p].set_value(1 if p == shares[g] else 0)
    rates = worker_rates(instance, table, shares)
    counts: dict[tuple[int, int], int] = {}
    for j, job in enumerate(instance.jobs):
        on = flags[job.id] and not model.z[j].fixed
        if not model.z[j].fixed:
            model.z[j].set_value(1 if on else 0)
        c = [1.0 / (job.batch_size * r) for r in rates[j]]
        n = liss_allocation(job.global_batch, c) if on else (job.batch_size,) * job.num_gpus
        for k, nk in enumerate(n):
            counts[(j, k)] = nk
        model.tau[j].set_value(max(nk * ck for nk, ck in zip(n, c)))
    for w in model.W:
        j, k, g = model.worker[w]
        model.n[w].set_value(counts[(j, k)])
        if w in model.WS:
            for p in model.P:
                model.mm[w, p].set_value(counts[(j, k)] if p == shares[g] else 0)
    remaining = [job.remaining_steps * model.tau[j].value / model.unit for j, job in enumerate(instance.jobs)]
    if hasattr(model, "t_max"):
        model.t_max.set_value(max(remaining))
    if hasattr(model, "late"):
        model.late.set_value(max(0.0, *(t - job.deadline_s / model.unit for t, job in zip(remaining, instance.jobs))))


def run_milp(instance: GimbalInstance, budget: Budget, *, allow_liss: bool = True) -> MethodResult:
    """Build, warm-start with ``full-search`` (``no-liss`` without LISS),
    solve, decode; each phase timed.

    Returns the better of the decoded setting and the warm start's as the
    evaluator scores them (never worse than the warm start, also where the
    solver stops at a limit), with the solver's dual bound; ``optimal``
    only when that score meets the bound (:func:`schedbench.milp.settle`)."""
    from schedbench.heuristics.gimbal import full_search, no_liss
    from schedbench.problems.gimbal import evaluate

    def start(model: pyo.ConcreteModel, solution) -> bool:
        warm_start(instance, model, solution)
        return True

    def rescale(model: pyo.ConcreteModel, res):
        """The model counts time in ``model.unit`` seconds; the problem in seconds."""
        return replace(res, objective=None if res.objective is None else res.objective * model.unit,
                       bound=None if res.bound is None else res.bound * model.unit)

    return run_milp_method(
        budget,
        start=lambda: (full_search if allow_liss else no_liss)(instance, budget).solution,
        build=lambda _: build(instance, allow_liss=allow_liss),
        warm_start=start,
        decode=lambda model: decode(instance, model),
        rescale=rescale,
        # A time-limited incumbent may carry a non-optimal batch split, so its
        # value can exceed the evaluator's (which splits optimally): only a
        # proven optimum is claimed (and cross-checked by the runner).
        claim=claim_when_optimal,
        info=lambda s: {"incumbent_objective": s.res.objective, "time_unit_s": s.model.unit,
                        "binaries": len(s.model.y) + len(s.model.z), "integers": len(s.model.n) + len(s.model.mm)},
        evaluate=lambda solution: evaluate(instance, solution),
        warm_solutions=lambda warm: [("full-search" if allow_liss else "no-liss", warm)],
    )


def run_milp_no_liss(instance: GimbalInstance, budget: Budget) -> MethodResult:
    """The MILP with LISS off for every job: the best LGRR-only setting.

    A baseline, not an exact method for the problem: its proven bound holds
    for the restricted problem only, so it is reported in ``info`` and the
    status is at best ``feasible``. Its gap to the full optimum is what LISS
    is worth on the instance.
    """
    res = run_milp(instance, budget, allow_liss=False)
    status = Status.FEASIBLE if res.status is Status.OPTIMAL else res.status
    info = {**res.info, "restricted_bound": res.bound, "restricted_status": res.status.value}
    return replace(res, status=status, bound=None, info=info)
