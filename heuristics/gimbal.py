"""GIMBAL coordination methods: Algorithm 1 and its baselines.

Reference: GIMBAL (ACM TACO 2025), Sec. 4.2 (mapping primitives to
mechanisms), Sec. 5.2 (Eq. 2, 4, 6; Alg. 1), Sec. 7.4 (per-iteration costs,
early exit).

Every method returns a :class:`~schedbench.problems.gimbal.GimbalSolution`
and never scores itself. A *probe* reads the throughput model exactly as
GIMBAL reads its runtime monitor after a calibration (Alg. 1, line 8).
``MethodResult.info`` carries the search cost: ``probes`` (calibrations
measured), ``lgrr_iterations``, ``lgrr_switches``, ``liss_iterations``, and
``search_time_s`` / ``switch_overhead_s`` simulated with Sec. 7.4's costs.

Algorithm 1 as implemented (our reading where the paper is terse)
------------------------------------------------------------------
Start: every cap 100% (free competition), LISS off, as the scheduler launched
the set. Priorities are measured there.

* line 1-2: J_max, subset1 = {J_max}, subset2 = the other jobs.
* line 3-4: if Priority(subset2) < Priority(subset1), swap; subset2 is then
  the high-priority subset. A subset's priority is its members' maximum.
  Priorities: larger is higher, as line 3 implies. Eq. 2 (``-Utilization``)
  is used as printed; Eq. 4 (``Deadline - T``) and Eq. 6 (``-T``) contradict
  their text under that convention ("jobs closer to their deadlines have
  higher priority", "shorter jobs are squeezed"), so their negations are used
  (``T - Deadline`` and ``T``), which follow the text.
* line 5: swell(subset2): raise the caps of subset2's co-located workers by
  one step (a no-op from free competition, where they are already 100%).
* line 7, GeneratePrimitives: slow/fast workers of J_max are its workers
  whose time per step exceeds the fastest one's by more than
  STRAGGLER_TOL, when J_max's LISS is off (with LISS on the sampler already
  balances them). If there are none: squeeze(subset1), i.e. lower the caps of
  all co-located workers of subset1's jobs by one step. Else, if J_max is in
  subset1: swell(slow), squeeze(fast), which Sec. 4.2 maps to LISS
  ("Squeeze N workers, Swell M workers"): LISS on for J_max. Else: squeeze
  the workers co-located with J_max's slow workers.
* Sec. 4.2, LISS applied adaptively: after a squeeze, a squeezed job whose
  workers now straggle gets LISS (it is disabled in ``no-liss``).
* line 8-10: probe; the gain is the previous probe's objective minus this
  one's; stop after EARLY_EXIT_FAILURES consecutive probes without positive
  gain (``full-search``: only when no primitive changes the setting any
  more). The best setting probed is returned. Line 8 says "compute
  calibration gain", the change a calibration brings, hence the previous
  probe; counting a gain only when a probe beats the best seen differs where
  the objective along the squeeze dips twice (tests/test_oracle_gimbal.py).

Work. The search needs no work budget and never reads a clock: it starts
at free competition, where the swell of line 5 changes nothing, and then
every primitive that changes the setting either lowers at least one cap by
one grid level (caps never rise again) or turns LISS on for J_max (once).
Each changing step is one probe, so a run ends after at most ``1 + 2 S (L
- 1)`` probes (S shared GPUs, L levels on the share grid), early exit or
not; ``info["probes"]`` reports the count.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.instances.gimbal import GimbalInstance
from schedbench.perfmodels.gimbal import liss_allocation
from schedbench.problems.gimbal import (
    GimbalSolution,
    RateTable,
    free_competition,
    rate_table,
    remaining_times,
    score,
    step_times,
    worker_rates,
)

#: Sec. 7.4: "the average duration for one iteration of LISS is 9 seconds".
LISS_ITERATION_S = 9.0
#: Sec. 7.4: "... while LGRR averages 39 seconds".
LGRR_ITERATION_S = 39.0
#: Sec. 7.4: "the average overhead for switching once is 3.6 seconds".
LGRR_SWITCH_S = 3.6
#: Alg. 1, line 9: "three consecutive unsuccessful attempts".
EARLY_EXIT_FAILURES = 3
#: A worker straggles when its time per step exceeds its job's fastest
#: worker's by more than this fraction. SYNTHETIC: the paper gives no threshold.
STRAGGLER_TOL = 0.05
#: Gains below this (relative to the objective) count as no gain.
GAIN_REL_TOL = 1e-9


@dataclass
class SearchCost:
    probes: int = 0
    lgrr_iterations: int = 0
    lgrr_switches: int = 0
    liss_iterations: int = 0

    def info(self) -> dict[str, float]:
        return {
            "probes": self.probes,
            "lgrr_iterations": self.lgrr_iterations,
            "lgrr_switches": self.lgrr_switches,
            "liss_iterations": self.liss_iterations,
            "search_time_s": LGRR_ITERATION_S * self.lgrr_iterations + LISS_ITERATION_S * self.liss_iterations,
            "switch_overhead_s": LGRR_SWITCH_S * self.lgrr_switches,
        }


def priorities(instance: GimbalInstance, remaining: list[float]) -> list[float]:
    """Per job, larger = higher priority (see the module docstring)."""
    if instance.objective == "jct":
        return [-job.utilization_pct for job in instance.jobs]  # Eq. 2
    if instance.objective == "deadline":
        return [t - job.deadline_s for job, t in zip(instance.jobs, remaining)]  # Eq. 4, negated
    return list(remaining)  # Eq. 6, negated


def worker_times(instance: GimbalInstance, table: RateTable, shares, liss) -> list[list[float]]:
    """Per job, each worker's seconds per step under the current sample split."""
    out = []
    for job, rates, on in zip(instance.jobs, worker_rates(instance, table, shares), liss):
        if on:
            c = [1.0 / (job.batch_size * r) for r in rates]
            n = liss_allocation(job.global_batch, c)
            out.append([nk * ck for nk, ck in zip(n, c)])
        else:
            out.append([1.0 / r for r in rates])
    return out


def _splits(instance: GimbalInstance, table: RateTable, shares, liss) -> list[tuple[int, ...] | None]:
    out: list[tuple[int, ...] | None] = []
    for job, rates, on in zip(instance.jobs, worker_rates(instance, table, shares), liss):
        out.append(liss_allocation(job.global_batch, [1.0 / (job.batch_size * r) for r in rates]) if on else None)
    return out


def _stragglers(times: list[float]) -> list[int]:
    fastest = min(times)
    return [k for k, t in enumerate(times) if t > fastest * (1.0 + STRAGGLER_TOL)]


class _Search:
    """The state of one run of Algorithm 1."""

    def __init__(self, instance: GimbalInstance, *, early_exit: bool, use_liss: bool):
        self.inst = instance
        self.table = rate_table(instance)
        self.early_exit = early_exit
        self.use_liss = use_liss
        self.shares, self.liss = free_competition(instance)
        self.cost = SearchCost()
        self.step = instance.share_step
        self.min_cap = instance.levels[0]

    def objective(self) -> float:
        return score(self.inst, self.table, self.shares, self.liss)

    def _cap_moves(self, job_idx: set[int], delta: int) -> dict[int, tuple[int, int]]:
        """New caps after moving the co-located workers of ``job_idx`` by one grid step."""
        jm = self.inst.jmax_index
        levels = self.inst.levels
        out = {}
        for g, k in self.inst.partner_of_gpu.items():
            a, b = self.shares[g]
            if jm in job_idx:
                a = _neighbour(levels, a, delta)
            if k in job_idx:
                b = _neighbour(levels, b, delta)
            if (a, b) != self.shares[g]:
                out[g] = (a, b)
        return out

    def _apply_caps(self, moves: dict[int, tuple[int, int]], squeezed: set[int]) -> bool:
        """LGRR: set the caps; then LISS on squeezed jobs that now straggle (Sec. 4.2)."""
        if not moves:
            return False
        jm = self.inst.jmax_index
        switched = set()
        for g, new in moves.items():
            old = self.shares[g]
            if new[0] != old[0]:
                switched.add(jm)
            if new[1] != old[1]:
                switched.add(self.inst.partner_of_gpu[g])
            self.shares[g] = new
        self.cost.lgrr_iterations += 1
        self.cost.lgrr_switches += len(switched)
        if self.use_liss:
            times = worker_times(self.inst, self.table, self.shares, self.liss)
            for k in sorted(squeezed):
                if not self.liss[k] and _stragglers(times[k]):
                    self.liss[k] = True
        return True

    def jmax_slow_fast(self) -> tuple[list[int], list[int]]:
        """Alg. 1, line 11: J_max's slow and fast workers (as positions in ``jmax.gpus``)."""
        jm = self.inst.jmax_index
        if self.liss[jm] and self.use_liss:
            return [], list(range(self.inst.jmax.num_gpus))
        times = worker_times(self.inst, self.table, self.shares, self.liss)[jm]
        slow = _stragglers(times)
        return slow, [k for k in range(len(times)) if k not in slow]

    def generate_primitives(self, subset1: set[int]) -> bool:
        """Alg. 1, lines 11-20; True when the setting changed."""
        jm = self.inst.jmax_index
        slow, _fast = self.jmax_slow_fast()
        if not slow or (jm in subset1 and not self.use_liss):
            return self._apply_caps(self._cap_moves(subset1, -1), subset1)  # line 13
        if jm in subset1:  # lines 16-17: swell slow, squeeze fast -> LISS (Sec. 4.2)
            self.liss[jm] = True
            return True
        gpus = [self.inst.jmax.gpus[k] for k in slow]  # lines 19-20
        partners = {self.inst.partner_of_gpu[g] for g in gpus if g in self.inst.partner_of_gpu}
        levels = self.inst.levels
        moves = {}
        for g in gpus:
            if g in self.inst.partner_of_gpu:
                a, b = self.shares[g]
                nb = _neighbour(levels, b, -1)
                if nb != b:
                    moves[g] = (a, nb)
        return self._apply_caps(moves, partners)

    def run(self) -> tuple[dict[int, tuple[int, int]], list[bool]]:
        inst = self.inst
        jm = inst.jmax_index
        remaining = remaining_times(inst, step_times(inst, self.table, self.shares, self.liss))
        prio = priorities(inst, remaining)
        subset1, subset2 = {jm}, set(range(inst.size)) - {jm}  # lines 1-2
        if max(prio[k] for k in subset2) < max(prio[k] for k in subset1):  # line 3
            subset1, subset2 = subset2, subset1  # line 4
        current = self.objective()
        best = (current, dict(self.shares), list(self.liss))
        before = _splits(inst, self.table, self.shares, self.liss)
        changed = self._apply_caps(self._cap_moves(subset2, +1), set())  # line 5: swell(subset2)
        fails = 0
        while True:  # line 6
            if not changed:
                changed = self.generate_primitives(subset1)  # line 7
                if not changed:
                    break  # no primitive changes the setting any more
            after = _splits(inst, self.table, self.shares, self.liss)
            if any(x != y and y is not None for x, y in zip(before, after)):
                self.cost.liss_iterations += 1  # a split was set or rebalanced
            before = after
            self.cost.probes += 1  # line 8
            value = self.objective()
            gain = current - value
            current = value
            if value < best[0]:
                best = (value, dict(self.shares), list(self.liss))
            fails = 0 if gain > GAIN_REL_TOL * max(abs(value), 1.0) else fails + 1
            if self.early_exit and fails >= EARLY_EXIT_FAILURES:  # lines 9-10
                break
            changed = False
        return best[1], best[2]


def _neighbour(levels: tuple[int, ...], value: int, delta: int) -> int:
    i = levels.index(value) + delta
    return levels[min(max(i, 0), len(levels) - 1)]


def _solution(instance: GimbalInstance, shares, liss) -> GimbalSolution:
    return GimbalSolution.of(shares, {j.id: on for j, on in zip(instance.jobs, liss)})


def _search(instance: GimbalInstance, *, early_exit: bool, use_liss: bool) -> MethodResult:
    t0 = time.perf_counter()
    search = _Search(instance, early_exit=early_exit, use_liss=use_liss)
    t1 = time.perf_counter()
    shares, liss = search.run()
    t2 = time.perf_counter()
    return MethodResult(
        _solution(instance, shares, liss),
        Status.FEASIBLE,
        timings=Timings(build_s=t1 - t0, solve_s=t2 - t1, total_s=t2 - t0),
        info=search.cost.info(),
    )


def coordination_search(instance: GimbalInstance, budget: Budget) -> MethodResult:
    """Alg. 1 with early exit (GIMBAL)."""
    return _search(instance, early_exit=True, use_liss=True)


def full_search(instance: GimbalInstance, budget: Budget) -> MethodResult:
    """Alg. 1 without early exit: squeeze until no primitive changes anything."""
    return _search(instance, early_exit=False, use_liss=True)


def no_liss(instance: GimbalInstance, budget: Budget) -> MethodResult:
    """Alg. 1 with LGRR only (Sec. 7.3's ablation without LISS): no adaptive
    LISS, and the LISS branch of lines 16-17 (J_max low priority with
    stragglers) falls through to line 13, squeeze(subset1)."""
    return _search(instance, early_exit=True, use_liss=False)


def free_competition_method(instance: GimbalInstance, budget: Budget) -> MethodResult:
    """No calibration: every cap 100%, LISS off (the conservative packing of
    Lucid / Gandiva / Gavel, Sec. 2.2)."""
    t0 = time.perf_counter()
    shares, liss = free_competition(instance)
    sol = _solution(instance, shares, liss)
    return MethodResult(sol, Status.FEASIBLE, timings=Timings(total_s=time.perf_counter() - t0),
                        info=SearchCost().info())

