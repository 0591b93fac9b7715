"""``asrpt-schedule``: a time-indexed relaxation bound valid at every size.

Reference: A-SRPT (Luo et al.), Problem (8), Eq. 1-3 and Eq. 8 (minimise
sum_i C_i, C_i = t_i + n_i alpha_i, non-preemptive, at most G = M g GPUs busy).

The relaxation (*pooled, floor-rounded time-indexed model*). Fix a grid of
length Delta (s) and a horizon of H grid slots. Per job i:

    d_i = n_i alpha^LB_i / 1000   (s; alpha^LB_i of
          formulations.asrpt.alpha_lower_bound, <= every mapping's alpha)
    R_i = floor(r_i / Delta),     D_i = floor(d_i / Delta)

and binaries x[i, tau], tau in {R_i, ..., max(R_i, H)}:

    sum_tau x[i, tau] = 1                                               (one start)
    sum_i g_i sum_{tau in (sigma - D_i, sigma]} x[i, tau] <= G   for sigma < H   (pooled Eq. 3)
    minimise sum_{i, tau} (tau Delta + d_i) x[i, tau]

**Proof that its optimum (and its LP relaxation, and every Lagrangian value
below) is <= the optimum of Problem (8).** Take any feasible schedule: job i
starts at t_i >= r_i on some mapping and runs without interruption for
L_i = n_i alpha_i >= d_i. Set tau_i = min(floor(t_i / Delta), max(R_i, H)).
(i) tau_i >= R_i, since t_i >= r_i. (ii) The cost tau_i Delta + d_i <= t_i + L_i = C_i.
(iii) Capacity: let sigma < H and let A be the jobs with
tau_i <= sigma < tau_i + D_i (so tau_i = floor(t_i / Delta) < H). Each such job
runs at the instant s = (sigma + 1) Delta - eps for every small eps > 0:
t_i < (tau_i + 1) Delta <= (sigma + 1) Delta, so t_i <= s for eps small enough, and
s < (tau_i + D_i) Delta <= t_i + D_i Delta <= t_i + L_i. At one instant the running
jobs hold sum g_i <= G GPUs (Eq. 3 summed over the servers), so the row
holds. Hence the mapped x is feasible for the relaxation with cost
<= sum_i C_i. Rows for sigma >= H are dropped (a relaxation), which is why any
H is valid: H only trades strength for size. Any Delta > 0 is valid; on a
slotted instance with Delta = its slot, starts are slot boundaries
(t_i = tau_i Delta), every started job runs at the instant sigma Delta
for sigma in [tau_i, tau_i + ceil(d_i / Delta)), and D_i = ceil(d_i / Delta) is
used instead (the same argument at the slot's first instant).

Rounding, against the evaluator's rules (t_i >= r_i, half-open intervals;
the evaluator's 1e-9 tolerances on releases and on slot boundaries absorb
float noise, and no method's schedule starts a job off r_i or off a slot
boundary by them). On a slotted instance with Delta = m slots, r_i is slot
j_i (validated) and every start a slot k >= j_i, so R_i = floor(j_i / m) and
tau_i = floor(k / m) are exact integers. Any start lies at least one slot
before the next grid line, which leaves the row instant (sigma + 1) Delta - eps
room for eps up to a slot: D_i = floor(d_i / Delta + 1e-9 max(1, d_i / Delta))
is safe, the 1e-9 absorbing float noise in d_i / Delta (m = 1 is the
own-slot case above, ceil(d_i / Delta - 1e-9 max(1, d_i / Delta)), never
above the slots a start at a boundary touches). In continuous time a start
may lie just before a grid line, so both round down on the safe side:
R_i = floor(r_i / Delta - 1e-9 max(1, r_i / Delta)) (at least 0) and
D_i = floor(d_i / Delta - 1e-9 max(1, d_i / Delta)), which only lose
strength where a value lies within 1e-9 of a grid multiple.

The model forgets which server a GPU is on (the pattern structure of
:func:`formulations.asrpt.build_schedule`) and charges each job its least
possible alpha; what it keeps over :func:`formulations.asrpt.schedule_lower_bound`
is non-preemption and each job's GPU count at once.

Two ways to compute a bound of it:

* :func:`lp_bound`: its LP relaxation, solved by HiGHS from numpy arrays, in
  the cumulative variables z[i, tau] = sum_{tau' <= tau} x[i, tau'] (two
  nonzeros per job and capacity row instead of D_i). LP <= integer optimum.
* :func:`lagrangian_bound`: Lagrangian relaxation of the capacity rows with
  multipliers lambda_sigma >= 0:

      L(lambda) = sum_i min_{tau >= R_i} [tau Delta + d_i + g_i sum_{sigma in [tau, tau + D_i), sigma < H} lambda_sigma]
                  - G sum_{sigma < H} lambda_sigma

  For every lambda >= 0, L(lambda) <= the integer optimum (weak duality: for
  the optimal x the added term sum lambda (load - G) is <= 0). The problem
  separates into one single-job problem per job; the best L over the
  subgradient iterations is returned, so stopping early keeps a valid bound.
  max_lambda L equals the LP value (the per-job problems are integral).

Budget: both stop on work, scaled by ``Budget.work`` (``LP_SIMPLEX_ITERATIONS``
simplex iterations, ``LAGRANGE_MAX_ITERS`` subgradient steps; one thread, so
the same instance and budget give the same bound on any machine), and the
exact alpha bounds of :func:`job_lengths` stop at
:func:`formulations.asrpt.alpha_node_limit` nodes per job type. The clock is
only a safety cap (:class:`~schedbench.contracts.TimeCap`, CPU seconds): a
relaxation stopped by it still returns a valid bound and says so
(``stopped_at_time_cap``).
"""

from __future__ import annotations

import math
import time
from typing import Any
from dataclasses import dataclass

import numpy as np

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.solvers.highs import lp_to_highs

#: Grid slots aimed at by the automatic grid when the instance's own slot
#: gives more than ``LAGRANGE_MAX_CELLS`` (a size/strength trade-off):
#: Delta = the horizon / this, rounded up to a whole instance slot.
LAGRANGE_TARGET_SLOTS = 2000
#: Largest LP (jobs x slots) handed to HiGHS by the ``bound`` method; above
#: it the Lagrangian is used (measured, 128 jobs x 2,800 slots: LP 11 s,
#: Lagrangian 3.2 s and 0.01% below it).
LP_MAX_CELLS = 50_000
#: Largest jobs x slots on the instance's own slot before the grid coarsens.
LAGRANGE_MAX_CELLS = 2_000_000
#: Subgradient: initial Polyak step factor, halved after this many
#: iterations without improvement, stopped below the smallest factor.
POLYAK_THETA0 = 1.0
POLYAK_PATIENCE = 10
POLYAK_THETA_MIN = 1e-4
#: Subgradient steps of :func:`lagrangian_bound` at ``work = 1`` (its work
#: budget). Measured: it stops on its step rule (factor below
#: ``POLYAK_THETA_MIN``) after 307 steps at the paper's scale (37,500 jobs,
#: seed 0); at 256 jobs on the default matrix's cluster after 402 and 364
#: steps (seeds 0, 2) and at this budget (seed 1), in under 2 CPU s.
LAGRANGE_MAX_ITERS = 500
#: Simplex iterations of :func:`lp_bound` at ``work = 1`` (its work budget;
#: an LP stopped by them offers no bound and the Lagrangian runs instead).
#: Measured on the default matrix's cluster: 115-265 iterations at 32 jobs,
#: 3,351-6,004 at 128 (37,248 job-slots, 2.1 CPU s), seeds 0-2.
LP_SIMPLEX_ITERATIONS = 30_000
#: HiGHS's iteration count of each LP ``solver`` of :func:`lp_bound`.
LP_ITERATION_COUNTS = {"simplex": "simplex_iteration_count", "ipm": "ipm_iteration_count",
                       "pdlp": "pdlp_iteration_count"}
#: Share of the cell's time limit, in CPU seconds, after which the bound's
#: searches stop (a safety cap, reported; the rest of the limit is for the
#: schedule it carries and the evaluator).
BUDGET_SHARE = 0.5
#: Relative float tolerance when flooring r / Delta (a release on the grid
#: must not drop a slot through float noise; dropping one would stay valid).
FLOOR_TOL = 1e-9
#: Relative slack of the reduced-cost test of :func:`pooled_milp_bound`
#: (float noise in the costs; a larger slack only keeps more columns).
FIXING_SLACK = 1e-7


@dataclass(frozen=True)
class PooledData:
    """The relaxation's data (module docstring): grid, horizon and per job
    R_i, D_i (slots), d_i (s), g_i."""

    delta: float
    horizon: int
    release: np.ndarray
    dur_slots: np.ndarray
    dur_s: np.ndarray
    gpus: np.ndarray
    capacity: int


def job_lengths(instance, budget: Budget | None = None, cap: TimeCap | None = None,
                alphas: dict | None = None) -> np.ndarray:
    """d_i = n_i alpha^LB_i (s), one exact alpha bound per distinct job type
    (``alphas``: :func:`formulations.asrpt.alpha_bounds`, computed here if not given)."""
    from schedbench.formulations.asrpt import alpha_bounds

    lb = alphas if alphas is not None else alpha_bounds(instance, budget or Budget(), cap)
    return np.array([j.iterations * lb[j.stages] / 1000.0 for j in instance.jobs], dtype=float)


def _floor(v: np.ndarray) -> np.ndarray:
    """floor, counting a value within float noise below an integer as on it."""
    return np.floor(v + FLOOR_TOL * np.maximum(1.0, np.abs(v))).astype(np.int64)


def _floor_down(v: np.ndarray) -> np.ndarray:
    """floor, counting a value within ``FLOOR_TOL`` above an integer as below
    it (the safe side for a relaxation whose starts may be any real)."""
    return np.maximum(np.floor(v - FLOOR_TOL * np.maximum(1.0, np.abs(v))), 0).astype(np.int64)


def pooled_data(instance, dur_s: np.ndarray, delta: float, horizon_s: float) -> PooledData:
    """R_i, D_i on a grid of ``delta`` s with rows up to ``horizon_s``."""
    if not (delta > 0 and math.isfinite(delta)):
        from schedbench.errors import ValidationError

        raise ValidationError("delta", "must be a positive number of seconds", delta)
    r = np.array([j.release_s for j in instance.jobs], dtype=float)
    m = round(delta / instance.slot_s) if instance.slotted else 0
    on_slots = m >= 1 and abs(delta - m * instance.slot_s) <= FLOOR_TOL * delta
    if on_slots:  # releases and starts are whole slots: exact integers (module docstring)
        release = np.rint(r / instance.slot_s).astype(np.int64) // m
        if m == 1:  # starts are grid lines: a job holds every slot it touches
            dur = np.ceil(dur_s / delta - FLOOR_TOL * np.maximum(1.0, dur_s / delta)).astype(np.int64)
        else:
            dur = _floor(dur_s / delta)
    else:  # a start may lie just before a grid line: round down on the safe side
        release = _floor_down(r / delta)
        dur = _floor_down(dur_s / delta)
    H = max(1, int(math.ceil(horizon_s / delta)))
    return PooledData(delta, H, release, np.maximum(dur, 0), dur_s.astype(float),
                      np.array([j.gpus for j in instance.jobs], dtype=np.int64), instance.total_gpus)


def auto_grid(instance, horizon_s: float, target_slots: int) -> float:
    """Delta: horizon / target, rounded up to a whole number of the instance's
    slots when it is slotted (any Delta is valid; see the module docstring)."""
    delta = max(horizon_s / target_slots, 1e-9)
    if instance.slotted:
        delta = instance.slot_s * max(1, math.ceil(delta / instance.slot_s - FLOOR_TOL))
    return delta


# ----------------------------------------------------------------------------
# LP relaxation (HiGHS, arrays)
# ----------------------------------------------------------------------------


def lp_arrays(data: PooledData):
    """The LP in cumulative variables. Column (i, tau) for tau in
    [R_i, H_i - 1] with H_i = max(R_i, H) is z[i, tau] (z[i, H_i] = 1 is a
    constant). Objective: sum_tau (tau Delta + d_i) x[i, tau] =
    H_i Delta + d_i - Delta sum_{tau < H_i} z[i, tau]. Rows: z[i, tau] - z[i, tau + 1] <= 0
    (with z[i, H_i] = 1 moved to the right side) and, for sigma < H, the load
    sum_i g_i (z[i, sigma] - z[i, sigma - D_i]) <= G, where z = 0 before R_i
    and z = 1 from H_i on. Returns (c, constant, lower, upper, A (csc),
    row_lo, row_hi)."""
    from scipy import sparse

    H, n = data.horizon, len(data.release)
    rows, cols, vals = [], [], []
    c_parts = []
    const = 0.0
    col0 = 0
    nrow_mono = 0
    mono_rows: list = []
    mono_cols: list = []
    mono_vals: list = []
    for i in range(n):
        R, D, g = int(data.release[i]), int(data.dur_slots[i]), int(data.gpus[i])
        Hi = max(R, H)
        const += Hi * data.delta + data.dur_s[i]
        k = Hi - R  # columns tau = R .. Hi-1
        if k == 0:
            continue
        c_parts.append(np.full(k, -data.delta))
        # monotone rows z[tau] - z[tau+1] <= 0 for tau = R..Hi-2, and z[Hi-1] <= 1 (bound)
        if k > 1:
            idx = np.arange(k - 1)
            r_ids = nrow_mono + idx
            mono_rows += [r_ids, r_ids]
            mono_cols += [col0 + idx, col0 + idx + 1]
            mono_vals += [np.ones(k - 1), -np.ones(k - 1)]
            nrow_mono += k - 1
        if D > 0:
            # + g z[i, sigma] for sigma in [R, H-1]
            sig = np.arange(R, H)
            rows.append(sig)
            cols.append(col0 + sig - R)
            vals.append(np.full(len(sig), float(g)))
            # - g z[i, sigma - D] for sigma - D in [R, Hi - 1] and sigma < H
            sig2 = np.arange(R + D, H)
            if len(sig2):
                rows.append(sig2)
                cols.append(col0 + sig2 - D - R)
                vals.append(np.full(len(sig2), -float(g)))
        col0 += k
    ncol = col0
    c = np.concatenate(c_parts) if c_parts else np.zeros(0)
    cap = sparse.coo_matrix((np.concatenate(vals) if vals else np.zeros(0),
                             (np.concatenate(rows) if rows else np.zeros(0, int),
                              np.concatenate(cols) if cols else np.zeros(0, int))), shape=(H, ncol))
    mono = sparse.coo_matrix((np.concatenate(mono_vals) if mono_vals else np.zeros(0),
                              (np.concatenate(mono_rows) if mono_rows else np.zeros(0, int),
                               np.concatenate(mono_cols) if mono_cols else np.zeros(0, int))), shape=(nrow_mono, ncol))
    A = sparse.vstack([cap, mono]).tocsc()
    row_lo = np.concatenate([np.full(H, -np.inf), np.full(nrow_mono, -np.inf)])
    row_hi = np.concatenate([np.full(H, float(data.capacity)), np.zeros(nrow_mono)])
    return c, const, np.zeros(ncol), np.ones(ncol), A, row_lo, row_hi


def lp_bound(data: PooledData, *, time_limit_s: float | None = None, solver: str = "simplex",
             threads: int = 1, duals: bool = False, iteration_limit: int | None = None,
             cap: TimeCap | None = None) -> tuple[float | None, dict]:
    """The LP relaxation's optimum with HiGHS (``solver`` = "simplex", "ipm"
    or "pdlp"). Returns (value, info); value is None unless HiGHS proves the
    LP optimal (a stopped simplex has no valid bound to offer).
    ``iteration_limit`` is the work budget (HiGHS's simplex and IPM
    iteration limits: deterministic with one thread). ``cap`` is only a
    safety cap on CPU seconds: HiGHS's interrupt callbacks, called at every
    iteration, stop the solve once it is used up (``cap.hit``). HiGHS's own
    time limit counts wall seconds, which a loaded machine stretches, so it
    is not used for the cap; ``time_limit_s`` sets it for callers that want
    one. With
    ``duals``, ``info["capacity_multipliers"]`` holds the capacity rows'
    multipliers lambda >= 0 (numpy, one per row sigma < H): any lambda >= 0
    gives a valid Lagrangian bound, these give the LP's value; and
    ``info["column_values"]`` the z columns of :func:`lp_arrays`."""
    import highspy

    t0 = time.perf_counter()
    c, const, lo, hi, A, rlo, rhi = lp_arrays(data)
    build_s = time.perf_counter() - t0
    h = lp_to_highs(c, A, rlo, rhi, col_lower=lo, col_upper=hi, offset=float(const), solver=solver, threads=threads,
                    time_limit_s=time_limit_s)
    if iteration_limit is not None:
        h.setOptionValue("simplex_iteration_limit", int(iteration_limit))
        h.setOptionValue("ipm_iteration_limit", int(iteration_limit))
    if cap is not None:
        def interrupt(event) -> None:
            if cap.reached():
                event.interrupt()

        h.cbSimplexInterrupt.subscribe(interrupt)
        h.cbIpmInterrupt.subscribe(interrupt)
    h.run()
    status = h.getModelStatus()
    run_info = h.getInfo()
    info = {"lp_build_s": build_s, "lp_solve_s": time.perf_counter() - t0 - build_s,
            "lp_columns": int(A.shape[1]), "lp_rows": int(A.shape[0]), "lp_nonzeros": int(A.nnz),
            "lp_status": h.modelStatusToString(status), "lp_solver": solver,
            "lp_iterations": int(getattr(run_info, LP_ITERATION_COUNTS.get(solver, "simplex_iteration_count"))),
            "lp_iteration_limit": iteration_limit}
    if status != highspy.HighsModelStatus.kOptimal:
        return None, info
    if duals:
        # the first H rows are the capacity rows (lp_arrays); a <= row of a
        # minimisation has a dual <= 0 in HiGHS's convention: lambda = -dual
        row_dual = np.asarray(h.getSolution().row_dual, dtype=float)[:data.horizon]
        info["capacity_multipliers"] = np.maximum(-row_dual, 0.0)
        info["column_values"] = np.asarray(h.getSolution().col_value, dtype=float)
    return float(h.getInfo().objective_function_value), info


# ----------------------------------------------------------------------------
# Lagrangian relaxation of the capacity rows (any size)
# ----------------------------------------------------------------------------


def _job_minimisers(data: PooledData, lam: np.ndarray, groups) -> tuple[np.ndarray, float]:
    """For every job the start tau minimising tau Delta + g_i (P[min(tau + D_i, H)] - P[tau])
    over tau in [R_i, H_i] (P the prefix sums of lambda, zero beyond H), and
    sum_i of those minima (without the d_i)."""
    H = data.horizon
    P = np.concatenate([[0.0], np.cumsum(lam)])  # P[k] = sum_{sigma < k} lambda
    taus = np.arange(H + 1)
    base = taus * data.delta
    out = np.empty(len(data.release), dtype=np.int64)
    total = 0.0
    for (D, g), (jobs, rel) in groups.items():
        end = np.minimum(taus + D, H)
        f = base + g * (P[end] - P[taus])
        # suffix minimum and its (first) argmin
        rev = f[::-1]
        acc = np.minimum.accumulate(rev)
        # index of the first position achieving the suffix min (from the right)
        is_new = np.empty(len(rev), dtype=bool)
        is_new[0] = True
        is_new[1:] = rev[1:] <= acc[:-1]
        pos = np.maximum.accumulate(np.where(is_new, np.arange(len(rev)), 0))
        sufmin = acc[::-1]
        sufarg = (H - pos)[::-1]
        inside = rel <= H
        r_in = rel[inside]
        out[jobs[inside]] = sufarg[r_in]
        total += float(sufmin[r_in].sum())
        late = ~inside  # released after the horizon: tau = R_i, no rows touched
        out[jobs[late]] = rel[late]
        total += float((rel[late] * data.delta).sum())
    return out, total


def _groups(data: PooledData) -> dict:
    keys = np.stack([data.dur_slots, data.gpus], axis=1)
    uniq, inv = np.unique(keys, axis=0, return_inverse=True)
    inv = inv.reshape(-1)
    order = np.argsort(inv, kind="stable")
    bounds = np.searchsorted(inv[order], np.arange(len(uniq) + 1))
    out = {}
    for k, (D, g) in enumerate(uniq):
        jobs = order[bounds[k]:bounds[k + 1]]
        out[(int(D), int(g))] = (jobs, data.release[jobs])
    return out


def lagrangian_value(data: PooledData, lam: np.ndarray) -> float:
    """L(lambda) of the module docstring (a valid bound for every lambda >= 0)."""
    lam = np.maximum(lam, 0.0)
    _, total = _job_minimisers(data, lam, _groups(data))
    return total + float(data.dur_s.sum()) - data.capacity * float(lam.sum())


def lp_alpha_points(data: PooledData, z: np.ndarray, alpha: float) -> np.ndarray:
    """Per job, the first slot tau with z[i, tau] >= alpha (its LP alpha-point;
    z[i, H_i] = 1, so H_i if none before), from :func:`lp_arrays`' columns."""
    H = data.horizon
    out = np.empty(len(data.release), dtype=np.int64)
    col0 = 0
    for i, R in enumerate(data.release):
        Hi = max(int(R), H)
        k = Hi - int(R)
        zi = z[col0:col0 + k]
        hit = np.nonzero(zi >= alpha - 1e-9)[0]
        out[i] = int(R) + int(hit[0]) if len(hit) else Hi
        col0 += k
    return out


def lagrangian_bound(data: PooledData, *, target: float, max_iters: int = LAGRANGE_MAX_ITERS,
                     cap: TimeCap | None = None) -> tuple[float, dict]:
    """max over subgradient iterates of L(lambda), Polyak steps towards
    ``target`` (an objective of a known schedule, >= the relaxation's optimum).
    Every iterate's value is a valid bound; the best is returned. Work: at
    most ``max_iters`` iterations (fewer when the step factor falls below
    ``POLYAK_THETA_MIN`` or the subgradient vanishes); ``cap`` (CPU
    seconds) is a safety cap checked after each iteration, which marks
    ``cap.hit``."""
    t0 = time.perf_counter()
    groups = _groups(data)
    H = data.horizon
    lam = np.zeros(H)
    best, best_it, theta, stall = -math.inf, 0, POLYAK_THETA0, 0
    best_tau = np.asarray(data.release)
    const = float(data.dur_s.sum())
    it = 0
    for it in range(1, max_iters + 1):
        tau, total = _job_minimisers(data, lam, groups)
        val = total + const - data.capacity * float(lam.sum())
        if best == -math.inf or val > best + 1e-12 * max(1.0, abs(best)):
            best, best_it, stall, best_tau = val, it, 0, tau
        else:
            stall += 1
            if stall >= POLYAK_PATIENCE:
                theta, stall = theta / 2.0, 0
        if theta < POLYAK_THETA_MIN:
            break
        # subgradient: load per row minus G
        inside = tau < H
        diff = np.zeros(H + 1)
        np.add.at(diff, tau[inside], data.gpus[inside])
        np.add.at(diff, np.minimum(tau[inside] + data.dur_slots[inside], H), -data.gpus[inside])
        sub = np.cumsum(diff)[:H] - data.capacity
        sub = np.where((lam <= 0) & (sub < 0), 0.0, sub)  # projected direction
        norm2 = float(sub @ sub)
        if norm2 == 0.0:
            break  # x feasible and complementary: L = the relaxation's optimum
        step = theta * max(target - val, 0.0) / norm2
        lam = np.maximum(lam + step * sub, 0.0)
        if cap is not None and cap.reached():
            break
    return best, {"lagrange_starts": best_tau, "lagrange_iterations": it, "lagrange_best_iteration": best_it,
                  "lagrange_s": time.perf_counter() - t0}


# ----------------------------------------------------------------------------
# The relaxation solved as a MILP (small instances)
# ----------------------------------------------------------------------------

#: Branch-and-bound nodes of :func:`pooled_milp_bound` at ``work = 1`` (its
#: work budget; HiGHS's ``mip_max_nodes``, deterministic with one thread).
#: Measured on the default generator at 48-64 jobs (seeds 0-4): the
#: relaxation's integer optimum is proven at the root node.
POOLED_MILP_NODES = 200


def pooled_reduced_costs(data: PooledData, lam: np.ndarray) -> tuple[list[np.ndarray], np.ndarray, float]:
    """Per job i the Lagrangian cost of each start tau in [R_i, H_i],

        c_i(tau) = tau Delta + d_i + g_i sum_{sigma in [tau, tau + D_i), sigma < H} lambda_sigma,

    its minimum mu_i and L(lambda) = sum_i mu_i - G sum lambda (module
    docstring; H_i = max(R_i, H) is the latest start of the relaxation)."""
    H = data.horizon
    lam = np.maximum(np.asarray(lam, dtype=float)[:H], 0.0)
    P = np.concatenate([[0.0], np.cumsum(lam)])
    costs, mu = [], np.empty(len(data.release))
    for i, R in enumerate(data.release):
        taus = np.arange(int(R), max(int(R), H) + 1)
        cost = (taus * data.delta + data.dur_s[i]
                + data.gpus[i] * (P[np.minimum(taus + data.dur_slots[i], H)] - P[np.minimum(taus, H)]))
        costs.append(cost)
        mu[i] = float(cost.min())
    return costs, mu, float(mu.sum() - data.capacity * lam.sum())


def pooled_milp_bound(data: PooledData, lam: np.ndarray, upper: float, *, node_limit: int,
                      mip_rel_gap: float = 1e-6, threads: int = 1,
                      cap: TimeCap | None = None) -> tuple[float | None, np.ndarray | None, dict]:
    """The relaxation's *integer* optimum (or HiGHS's dual bound of it):
    a lower bound of Problem (8) at least as strong as the LP's.

    The module docstring proves that the integer relaxation's optimum is at
    most the optimum of Problem (8); so is any dual bound of it. The MILP is
    :func:`lp_arrays` with integral z (z[i, tau] in {0, 1}, non-decreasing in
    tau, so each job starts once), restricted by reduced cost: with any
    lambda >= 0 (``lam``, e.g. the LP's capacity multipliers) and the costs
    of :func:`pooled_reduced_costs`, every relaxation schedule that starts
    job i at tau has objective >= L + c_i(tau) - mu_i (weak duality, as in
    the module docstring), so a schedule of objective <= ``upper`` (the
    objective of a known schedule of Problem (8), hence >= the relaxation's
    optimum) starts job i only at a tau with L + c_i(tau) - mu_i <= upper.
    Let a_i and b_i be the least and largest such tau: z[i, tau] = 0 for
    tau < a_i and z[i, tau] = 1 for tau >= b_i keep every such schedule, so
    the restricted MILP has the same optimum whenever that optimum is <=
    ``upper``, which it is. Its dual bound is therefore a lower bound of
    Problem (8) (also when HiGHS stops early).

    Work: at most ``node_limit`` branch-and-bound nodes (one thread, so the
    same data give the same bound on any machine); ``cap`` (CPU seconds) is
    only a safety cap, through HiGHS's interrupt callbacks, and marks
    ``cap.hit``. Returns (bound or None if HiGHS proved none, each job's
    start slot in the best integer solution or None, info)."""
    import highspy

    t0 = time.perf_counter()
    H = data.horizon
    c, const, lo, hi, A, rlo, rhi = lp_arrays(data)
    costs, mu, L = pooled_reduced_costs(data, lam)
    slack = FIXING_SLACK * max(1.0, abs(upper))
    col0, fixed = 0, 0
    for i, R in enumerate(data.release):
        k = max(int(R), H) - int(R)
        ok = np.flatnonzero(L + costs[i] - mu[i] <= upper + slack)
        if len(ok) and k:
            a, b = int(ok[0]), int(ok[-1])  # offsets from R_i; offset k is the start H_i (z all 0)
            hi[col0:col0 + min(a, k)] = 0.0
            lo[col0 + b:col0 + k] = 1.0
            fixed += min(a, k) + max(k - b, 0)
        col0 += k
    h = lp_to_highs(c, A, rlo, rhi, col_lower=lo, col_upper=hi, offset=float(const), threads=threads)
    ncol = A.shape[1]
    if ncol:
        h.changeColsIntegrality(ncol, np.arange(ncol, dtype=np.int32), np.ones(ncol, dtype=np.uint8))
    h.setOptionValue("mip_max_nodes", int(max(node_limit, 0)))
    h.setOptionValue("mip_rel_gap", float(mip_rel_gap))
    if cap is not None:
        def interrupt(event) -> None:
            if cap.reached():
                event.interrupt()

        for callback in (h.cbMipInterrupt, h.cbSimplexInterrupt, h.cbIpmInterrupt):
            callback.subscribe(interrupt)
    h.run()
    run_info = h.getInfo()
    status = h.getModelStatus()
    bound = run_info.mip_dual_bound if ncol else (float(const) if status == highspy.HighsModelStatus.kOptimal else None)
    bound = float(bound) if bound is not None and math.isfinite(bound) and status != highspy.HighsModelStatus.kInfeasible else None
    starts = None
    if run_info.primal_solution_status == highspy.kSolutionStatusFeasible:
        starts = lp_alpha_points(data, np.asarray(h.getSolution().col_value, dtype=float), 0.5)
    info = {"pooled_milp_bound": bound, "pooled_milp_status": h.modelStatusToString(status),
            "pooled_milp_nodes": int(run_info.mip_node_count), "pooled_milp_columns": int(ncol),
            "pooled_milp_fixed_columns": fixed, "pooled_milp_node_limit": int(node_limit),
            "pooled_milp_s": time.perf_counter() - t0}
    return bound, starts, info


# ----------------------------------------------------------------------------
# The ``bound`` method
# ----------------------------------------------------------------------------

#: The policies whose best schedule the method carries, with
#: :func:`consolidated_list_schedule` (it sets the subgradient target and the
#: horizon H); cheap at every size (README, paper scale: 2-5 s).
CARRIED_POLICIES = ("a-srpt-perfect", "wcs-workload", "spwf")


def best_policy_schedule(instance, budget: Budget):
    """(objective, makespan, name, solution) of the best of ``CARRIED_POLICIES``
    as scored by the paper's evaluator."""
    from schedbench.heuristics import asrpt as heuristics

    from schedbench.problems.asrpt import evaluate_schedule

    best: tuple[float, float, str, Any] | None = None
    candidates = [(name, getattr(heuristics, name.replace("-", "_"))(instance, budget).solution)
                  for name in CARRIED_POLICIES]
    candidates += [(f"consolidated-list ({rule})", consolidated_list_schedule(instance, rule)) for rule in LIST_RULES]
    for name, sol in candidates:
        if sol is None:
            continue
        ev = evaluate_schedule(instance, sol)
        if ev.feasible and ev.objective is not None and (best is None or ev.objective < best[0]):
            best = (float(ev.objective), float(ev.metrics["makespan_s"]), name, sol)
    return best


def pooled_bound(instance, budget: Budget, *, target: float, horizon_s: float,
                 delta: float | None = None, cap: TimeCap | None = None,
                 alphas: dict | None = None) -> tuple[float, dict]:
    """The relaxation's bound on a grid chosen for the size: the instance's
    own slot when the instance is slotted and jobs x slots <= ``LAGRANGE_MAX_CELLS``,
    else a grid of about ``LAGRANGE_TARGET_SLOTS`` slots; the LP by HiGHS when
    jobs x slots <= ``LP_MAX_CELLS`` (at most ``LP_SIMPLEX_ITERATIONS``
    iterations, scaled by ``budget.work``), else (or if the LP stops first)
    the Lagrangian (at most ``LAGRANGE_MAX_ITERS`` steps, scaled), all
    within ``cap``, a safety cap."""
    dur = job_lengths(instance, budget, cap, alphas)
    n = len(instance.jobs)
    if delta is None:
        if instance.slotted and n * horizon_s / instance.slot_s <= LAGRANGE_MAX_CELLS:
            delta = instance.slot_s
        else:
            delta = auto_grid(instance, horizon_s, LAGRANGE_TARGET_SLOTS)
    data = pooled_data(instance, dur, delta, horizon_s)
    info: dict = {"grid_s": delta, "grid_slots": data.horizon}
    value = None
    if n * data.horizon <= LP_MAX_CELLS:
        value, lp_info = lp_bound(data, threads=budget.threads, duals=True,
                                  iteration_limit=budget.scaled(LP_SIMPLEX_ITERATIONS), cap=cap)
        lp_info.pop("capacity_multipliers", None)
        if value is not None:
            z = lp_info.pop("column_values")
            info["_start_order"] = (data, [lp_alpha_points(data, z, a) for a in LP_GUIDED_ALPHAS])
        info.update(lp_info)
        info["relaxation"] = "lp"
    if value is None:
        value, lag_info = lagrangian_bound(data, target=target, max_iters=budget.scaled(LAGRANGE_MAX_ITERS), cap=cap)
        starts = lag_info.pop("lagrange_starts")
        if n <= LAGRANGE_GUIDED_MAX_JOBS:
            info["_start_order"] = (data, [starts])
        info.update(lag_info)
        info["relaxation"] = "lagrangian"
    return value, info


def run_bound(instance, budget: Budget) -> MethodResult:
    """``bound``: max(:func:`pooled_bound`, :func:`formulations.asrpt.schedule_lower_bound`),
    both proven lower bounds on Problem (8); returned with the best schedule of
    ``CARRIED_POLICIES`` and :func:`consolidated_list_schedule` so that the
    harness has a feasible solution to score.

    Work (each scaled by ``budget.work``): the alpha bounds' nodes, the LP's
    simplex iterations or the Lagrangian's steps (:func:`pooled_bound`); the
    rest is a fixed amount of work per instance. Safety cap:
    ``BUDGET_SHARE`` of the time limit in CPU seconds, reported as
    ``stopped_at_time_cap``."""
    from schedbench.formulations.asrpt import alpha_bounds, alpha_node_limit, schedule_lower_bound

    t0 = time.perf_counter()
    cap = TimeCap(BUDGET_SHARE * budget.time_limit_s)
    objective, makespan, name, sol = best_policy_schedule(instance, budget)
    t1 = time.perf_counter()
    alphas = alpha_bounds(instance, budget, cap)
    pooled, info = pooled_bound(instance, budget, target=objective, horizon_s=makespan, cap=cap, alphas=alphas)
    guide = info.pop("_start_order", None)
    if guide is not None and instance.slotted and abs(guide[0].delta - instance.slot_s) <= FLOOR_TOL * instance.slot_s:
        found = lp_guided_schedule(instance, guide[1])
        if found is not None and found[0] < objective:
            objective, _, name, sol = found
    old, old_info = schedule_lower_bound(instance, budget, cap, alphas)
    total = time.perf_counter() - t0
    info.update(old_info)
    info.update({"pooled_bound_s": pooled, "carried_policy": name, "carried_objective": objective,
                 "work": {"lp_simplex_iterations": budget.scaled(LP_SIMPLEX_ITERATIONS),
                          "lagrangian_iterations": budget.scaled(LAGRANGE_MAX_ITERS),
                          "alpha_bound_nodes": alpha_node_limit(budget)},
                 **cap.info()})
    return MethodResult(sol, Status.FEASIBLE, bound=max(pooled, old),
                        timings=Timings(build_s=t1 - t0, solve_s=total - (t1 - t0), total_s=total), info=info)


#: Up to this many jobs, the best Lagrangian iterate's starts also order a
#: list schedule (:func:`lp_guided_schedule`; the patterns of every job are enumerated).
LAGRANGE_GUIDED_MAX_JOBS = 2_000
#: Alpha-points of the LP schedule that order :func:`lp_guided_schedule`'s list schedules.
LP_GUIDED_ALPHAS = (0.0, 0.25, 0.5, 0.75, 1.0)


def lp_guided_schedule(instance, start_orders):
    """The best list schedule on the instance's own slot grid
    (:func:`formulations.asrpt.grid_list_schedule`, every job at the earliest
    slot where its pattern of earliest completion fits) in the order of each
    array of ``start_orders`` (per job a slot: the LP solution's alpha-points,
    :func:`lp_alpha_points` for ``LP_GUIDED_ALPHAS``, or the best Lagrangian
    iterate's starts), as scored by the evaluator: (objective, makespan,
    name, solution), or None. Only a schedule to carry: the bound does not
    depend on it."""
    from schedbench.formulations.asrpt import (
        discretise,
        grid_list_schedule,
        grid_solution,
    )

    from schedbench.problems.asrpt import evaluate_schedule

    slots = discretise(instance)
    n = len(instance.jobs)
    best = None
    for k, points in enumerate(start_orders):
        order = sorted(range(n), key=lambda i: (int(points[i]), min(slots.duration_s[i]), i))
        grid, _ = grid_list_schedule(instance, slots, order)
        sol = grid_solution(instance, slots, grid)
        ev = evaluate_schedule(instance, sol)
        if ev.feasible and (best is None or ev.objective < best[0]):
            best = (float(ev.objective), float(ev.metrics["makespan_s"]), f"lp-guided list ({k})", sol)
    return best


# ----------------------------------------------------------------------------
# A consolidated list schedule (an upper bound to measure the bound against)
# ----------------------------------------------------------------------------

#: Priority rules of :func:`consolidated_list_schedule`: shortest own length
#: n_i alpha_i first, or least GPU x length first (both with the true n_i).
LIST_RULES = ("shortest-length", "least-work")


def consolidated_list_schedule(instance, rule: str = "shortest-length"):
    """A work-conserving list schedule that keeps every job on one server.

    Not a method of the paper: schedbench's own constructive schedule, used
    as the upper end of the certified gap. It sees the true n_i (offline, as
    the bound). Each job i with g_i <= g takes the mapping with every replica
    on one server (x = the stages' replica counts), alpha_i = Eq. 7 of that
    mapping. At every event (a release or a completion, moved up to the next
    slot boundary on a slotted instance), the waiting jobs are scanned in
    ``rule`` order and each starts if some server has g_i free GPUs, on the
    server with the fewest free GPUs that fits (best fit). Feasible for
    Eq. 1-3 by construction; the evaluator re-checks it. Returns None when
    some job needs more than one server's GPUs.
    """
    import heapq

    from schedbench.instances.asrpt import slot_ceil

    from schedbench.perfmodels.asrpt import iteration_time_ms
    from schedbench.problems.asrpt import ScheduleSolution

    g_max, M, net = instance.gpus_per_server, instance.servers, instance.network
    jobs = instance.jobs
    if any(j.gpus > g_max for j in jobs):
        return None
    alpha: dict = {}
    length = []
    for j in jobs:
        if j.stages not in alpha:
            alpha[j.stages] = iteration_time_ms(j.stages, [[st.replicas for st in j.stages]], net)
        length.append(j.iterations * alpha[j.stages] / 1000.0)
    key = (lambda i: (length[i], i)) if rule == "shortest-length" else (lambda i: (jobs[i].gpus * length[i], i))
    order = sorted(range(len(jobs)), key=lambda i: (jobs[i].release_s, i))
    free = [g_max] * M
    by_free: list[set] = [set() for _ in range(g_max + 1)]
    by_free[g_max].update(range(M))
    running: list = []  # (end, server, gpus)
    waiting: list = []  # heap of (key, i)
    starts: dict[int, tuple[float, int]] = {}
    nxt = 0
    now = 0.0

    def align(t: float) -> float:
        return slot_ceil(t, instance.slot_s) if instance.slotted else t

    while len(starts) < len(jobs):
        events = []
        if nxt < len(order):
            events.append(jobs[order[nxt]].release_s)
        if running:
            events.append(running[0][0])
        now = max(now, align(min(events)))
        while nxt < len(order) and jobs[order[nxt]].release_s <= now:
            heapq.heappush(waiting, (key(order[nxt]), order[nxt]))
            nxt += 1
        while running and running[0][0] <= now:
            _, m, g = heapq.heappop(running)
            by_free[free[m]].discard(m)
            free[m] += g
            by_free[free[m]].add(m)
        kept = []
        while waiting:
            item = heapq.heappop(waiting)
            i = item[1]
            g = jobs[i].gpus
            fit = next((f for f in range(g, g_max + 1) if by_free[f]), None)
            if fit is None:
                kept.append(item)
                continue
            m = min(by_free[fit])
            by_free[fit].discard(m)
            free[m] -= g
            by_free[free[m]].add(m)
            starts[i] = (now, m)
            heapq.heappush(running, (now + length[i], m, g))
        for item in kept:
            heapq.heappush(waiting, item)
    items = [(jobs[i].id, t, [(m, [st.replicas for st in jobs[i].stages])]) for i, (t, m) in sorted(starts.items())]
    return ScheduleSolution.of(items)


def run_consolidated(instance, budget: Budget) -> MethodResult:
    """``consolidated-list``: the better of :func:`consolidated_list_schedule`'s
    two rules (NO_SOLUTION when a job needs more than one server)."""
    from schedbench.problems.asrpt import evaluate_schedule

    t0 = time.perf_counter()
    best: tuple[float, str, Any] | None = None
    for rule in LIST_RULES:
        sol = consolidated_list_schedule(instance, rule)
        if sol is None:
            return MethodResult(None, Status.NO_SOLUTION, info={"message": "a job needs more GPUs than one server has"})
        obj = evaluate_schedule(instance, sol).objective
        if obj is not None and (best is None or obj < best[0]):
            best = (obj, rule, sol)
    if best is None:
        return MethodResult(None, Status.ERROR, info={"message": "no list schedule the evaluator accepts"})
    total = time.perf_counter() - t0
    return MethodResult(best[2], Status.FEASIBLE, timings=Timings(solve_s=total, total_s=total), info={"rule": best[1]})
