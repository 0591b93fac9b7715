"""CASTOR's pair decision: Theorem 1 (Sec. 5.1), Alg. 2 (Sec. 5.2.3) and the
``castor-pair`` methods.

Reference: CASTOR (Luo et al.), Sec. 5.1 (Eq. 14-23, Theorem 1), Sec. 5.2.1
and Alg. 2; spec ``shared/specs/castor.md`` §3-4.

Theorem 1 (``theorem1``)
------------------------
A runs with ``i_A`` iterations left (``t_A`` s each), B is new (``i_B``,
``t_B``), ``t_hat = t * xi`` while both run, kappa is B's insertion time.

* sequential (kappa = t_A i_A): ``T_seq = t_A i_A + t_B i_B / 2``;
* case 1, ``t_hat_A i_A >= t_hat_B i_B`` (B ends first when both start at 0),
  Eq. 16-19: ``T_share = t_hat_B i_B + t_A i_A / 2 - t_hat_B i_B / (2 xi_A)``;
* case 2, ``t_hat_A i_A < t_hat_B i_B`` (A ends first), Eq. 20-23:
  ``T(kappa) = c kappa + (1 - 1/(2 xi_B)) t_hat_A i_A + t_B i_B / 2`` with
  ``c = (2 xi_B + xi_A - 2 xi_A xi_B) / (2 xi_B)``; ``T_share = T(0)``.

It returns ``share = T_share < T_seq``, both values, the case and ``t = min``.

When the theorem holds (tested number for number on spec §4's seven cases
and by brute force over kappa): the exact T(kappa) on [0, t_A i_A] is
continuous and piecewise linear with at most one breakpoint kappa* (where
A's and B's shared finishes coincide, :func:`crossover`). While B finishes
first (kappa < kappa*), T_B = kappa + t_hat_B i_B rises with slope 1 and
T_A = t_A i_A + t_hat_B i_B (1 - 1/xi_A) does not move, so T rises with
slope 1/2; after kappa* (case 2) T has Eq. 23's slope ``c``. A rising first
piece cannot put the minimum at kappa*, so the minimum is at kappa = 0 or
kappa = t_A i_A for *every* xi_A, xi_B > 0: the theorem needs no condition on
xi (not xi >= 1, not concavity; the spec's concavity argument,
``1/xi_A + 1/xi_B <= 2``, is sufficient but not needed), nor on which job is
longer (case 1 is the shorter-B case). The printed proof has a gap: case 1
evaluates kappa = 0 only (the slope-1/2 piece closes it), and case 2 silently
uses that the case cannot change as kappa grows (true: A's shared finish
only shrinks). What the theorem does not cover: memory (Alg. 2 must skip
pairs that do not fit) and accumulation. For a fixed b it is exact, but Alg.
2 compares ``T_share(b)`` with ``T_seq(b)`` *at the same b*: when B fits with
A only at a small b, the sequential option it sees pays the needless
accumulation ``(s - 1) alpha_comp`` per iteration, while a sequential run
would use the largest b that fits alone. Alg. 2 can then share where waiting
is better (``tests/test_castor_pair.py`` builds such a pair; the ``exact``
method finds the better sequential schedule).

Alg. 2 (``alg2``), bugs fixed as in spec §3
-------------------------------------------
Line 1 reads ``B_{J_k}`` (printed ``B_{J_h}``); line 8 (printed ``t_bar <-
t``, with ``t`` never defined) stores line 6's ``t_share``, which is Theorem
1's ``t = min(T_share, T_seq)``, "the JCT of the best sharing configuration
of two jobs" (Alg. 2's input line; spec §3); line 13's ``return`` moves after the loop (as printed only b = B
is tried); the loop visits ``b = B / 2^m``, integral and >= 1 (printed
``while ceil(b) != 1`` skips b = 1 and visits fractions), and only sub-batches
where A and B fit together (B4, Alg. 1 point 3). ``<=`` keeps the smaller b
on ties. ``paper_loop=True`` keeps the printed loop (only its first value,
b = B; a pair that does not fit there is read as SF = False). If the best has
SF = False, B runs after A at its best solo sub-batch (the largest that fits
alone, s minimal; spec §3: the tie-favoured small b is not carried over).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from schedbench.contracts import Budget, MethodResult, Status, Timings
from schedbench.instances.castor import CastorPairInstance, SubBatchOption
from schedbench.perfmodels.castor import printed_loop_batches, sub_batches
from schedbench.problems.castor import CastorPairSolution, pair_completion


@dataclass(frozen=True)
class Theorem1Result:
    """Theorem 1's answer: share (kappa = 0) or not (kappa = t_A i_A)."""

    share: bool
    t_share: float
    t_seq: float
    case: int
    #: Eq. 23's ``2 xi_B + xi_A - 2 xi_A xi_B``: the case-2 piece rises (share) iff > 0.
    coef_numerator: float
    xi_b: float

    @property
    def t(self) -> float:
        """The pair's best mean completion time, ``min(T_share, T_seq)``."""
        return min(self.t_share, self.t_seq)

    @property
    def slope(self) -> float:
        """dT/dkappa of the case-2 piece (Eq. 23's coefficient)."""
        return self.coef_numerator / (2.0 * self.xi_b)


def theorem1(t_a: float, i_a: float, t_b: float, i_b: float, xi_a: float, xi_b: float) -> Theorem1Result:
    """Theorem 1 (Eq. 16-23) in closed form; see the module docstring."""
    hat_a, hat_b = t_a * xi_a, t_b * xi_b
    t_seq = t_a * i_a + t_b * i_b / 2.0
    numerator = 2.0 * xi_b + xi_a - 2.0 * xi_a * xi_b
    if hat_a * i_a >= hat_b * i_b:  # case 1, Eq. 19
        t_share = hat_b * i_b + t_a * i_a / 2.0 - hat_b * i_b / (2.0 * xi_a)
        case = 1
    else:  # case 2, Eq. 23 at kappa = 0
        t_share = (1.0 - 1.0 / (2.0 * xi_b)) * hat_a * i_a + t_b * i_b / 2.0
        case = 2
    return Theorem1Result(t_share < t_seq, t_share, t_seq, case, numerator, xi_b)


def crossover(t_a: float, i_a: float, t_b: float, i_b: float, xi_a: float, xi_b: float) -> float | None:
    """kappa* in (0, t_A i_A) where A's and B's shared finishes coincide
    (``t_hat_A (i_A - kappa/t_A) = t_hat_B i_B``), or None outside."""
    k = t_a * (i_a - t_b * xi_b * i_b / (t_a * xi_a))
    return k if 0.0 < k < t_a * i_a else None


@dataclass(frozen=True)
class Alg2Result:
    share: bool
    sub_batch: int
    t: float
    tried: tuple[float, ...]


def alg2(t_a: float, i_a: float, i_b: float, batch: int, options: Sequence[SubBatchOption], *,
         paper_loop: bool = False) -> Alg2Result:
    """Alg. 2 (Batch Size Scaling with Best Sharing Benefit), fixed or as printed."""
    by_b = {o.sub_batch: o for o in options}
    t_bar = float("inf")  # line 3
    b_bar, sf_bar = batch, False  # lines 2, 4
    tried: list[float] = []
    loop = printed_loop_batches(batch) if paper_loop else sub_batches(batch)  # lines 1, 5, 12
    for b in loop:
        tried.append(b)
        opt = by_b.get(int(b)) if float(b).is_integer() else None
        if opt is None or not opt.mem_ok_shared:
            if paper_loop and opt is not None:  # printed: no memory test; an OOM pair cannot share
                t_seq = t_a * i_a + opt.iter_time_s * i_b / 2.0
                if t_seq <= t_bar:
                    t_bar, b_bar, sf_bar = t_seq, int(b), False
            continue
        r = theorem1(t_a, i_a, opt.iter_time_s, i_b, opt.xi_a, opt.xi_b)  # line 6
        if r.t <= t_bar:  # line 7
            t_bar, b_bar, sf_bar = r.t, int(b), r.share  # lines 8-10
    return Alg2Result(sf_bar, b_bar, t_bar, tuple(tried))  # line 13, after the loop


def best_alone(instance: CastorPairInstance) -> SubBatchOption:
    """B's fastest solo sub-batch that fits alone (the largest: Eq. 3 grows with s)."""
    return min((o for o in instance.job_b.options if o.mem_ok_alone), key=lambda o: (o.iter_time_s, -o.sub_batch))


def _result(instance: CastorPairInstance, kappa: float, sub_batch: int, t0: float, status: Status = Status.FEASIBLE,
            **info) -> MethodResult:
    total = time.perf_counter() - t0
    return MethodResult(CastorPairSolution(kappa, sub_batch), status, timings=Timings(solve_s=total, total_s=total),
                        info=info)


def _alg2_method(instance: CastorPairInstance, paper_loop: bool) -> MethodResult:
    t0 = time.perf_counter()
    a, b = instance.job_a, instance.job_b
    r = alg2(a.iter_time_s, a.remaining_iterations, b.iterations, b.batch, b.options, paper_loop=paper_loop)
    if r.share:
        return _result(instance, 0.0, r.sub_batch, t0, share=True, theorem1_t=r.t, tried=len(r.tried))
    return _result(instance, instance.horizon_s, best_alone(instance).sub_batch, t0, share=False,
                   theorem1_t=r.t, tried=len(r.tried))


def theorem1_method(instance: CastorPairInstance, budget: Budget) -> MethodResult:
    """Alg. 2 (fixed) + Theorem 1: the paper's decision for one pair."""
    return _alg2_method(instance, paper_loop=False)


def paper_loop_method(instance: CastorPairInstance, budget: Budget) -> MethodResult:
    """Alg. 2 as printed (only b = B) + Theorem 1."""
    return _alg2_method(instance, paper_loop=True)


def sequential(instance: CastorPairInstance, budget: Budget) -> MethodResult:
    """No sharing: B starts when A ends, at its best solo sub-batch."""
    t0 = time.perf_counter()
    return _result(instance, instance.horizon_s, best_alone(instance).sub_batch, t0)


def share_now(instance: CastorPairInstance, budget: Budget) -> MethodResult:
    """Share at once (kappa = 0) at the largest sub-batch that fits with A
    (b = B when it fits; SJF-FFS's first fit, spec §3); sequential if none fits."""
    t0 = time.perf_counter()
    fits = [o for o in instance.job_b.options if o.mem_ok_shared]
    if not fits:
        return _result(instance, instance.horizon_s, best_alone(instance).sub_batch, t0, fallback="sequential")
    return _result(instance, 0.0, fits[0].sub_batch, t0)


def candidates(instance: CastorPairInstance) -> list[tuple[float, int, float]]:
    """Every (T_bar, sub_batch, kappa) the exact method compares."""
    a, b = instance.job_a, instance.job_b
    horizon = instance.horizon_s
    out = []
    for o in b.options:
        if not o.mem_ok_alone:
            continue
        out.append((horizon + b.iterations * o.iter_time_s / 2.0, o.sub_batch, horizon))
        if not o.mem_ok_shared:
            continue
        args = (a.iter_time_s, a.remaining_iterations, o.iter_time_s, b.iterations, o.xi_a, o.xi_b)
        star = crossover(*args)
        for kappa in (0.0,) if star is None else (0.0, star):
            out.append((sum(pair_completion(*args, kappa)) / 2.0, o.sub_batch, kappa))
    return out


def exact(instance: CastorPairInstance, budget: Budget) -> MethodResult:
    """The optimum by enumeration.

    Proof of exactness. Fix b. If A and B do not fit together only kappa =
    t_A i_A is feasible. Otherwise T(kappa) on [0, t_A i_A] is continuous and
    piecewise linear: with ``L(kappa) = t_hat_A (i_A - kappa/t_A)`` (A's
    shared finish after kappa, decreasing) and ``R = t_hat_B i_B``, for
    ``L >= R`` (B ends first) ``T_A + T_B = 2 kappa + R + L'`` where A's
    rest is linear in kappa (slope of the sum: 1, so T slope 1/2); for
    ``L < R`` both completions are affine in kappa. The pieces meet at the
    single kappa* with ``L(kappa*) = R`` (:func:`crossover`). A continuous
    piecewise-linear function attains its minimum over an interval at an end
    or a breakpoint, so ``{0, kappa*, t_A i_A}`` per b suffices, and the
    candidate sub-batches are finite. Ties: the first in the candidate order
    (larger b first, kappa = t_A i_A first).
    """
    t0 = time.perf_counter()
    value, sub_batch, kappa = min(candidates(instance), key=lambda c: c[0])
    res = _result(instance, kappa, sub_batch, t0, Status.OPTIMAL)
    return MethodResult(res.solution, Status.OPTIMAL, bound=value, claimed_objective=value, timings=res.timings)


# ==========================================================================
# castor-schedule policies on the shared core (Sec. 5.2 Alg. 1, Sec. 9.1 baselines)
#
# Every policy runs on :class:`schedbench.online.simulate.Simulation` with CASTOR's
# slotted time line (reading B2: a job holds its GPUs to the end of its
# completing slot) and the true-xi rate model; a policy's own forecasts
# (Alg. 2's Theorem 1) use the xi the scheduler sees. The result is a
# :class:`CastorScheduleSolution` (start slot, GPU ids, sub-batch) that the
# evaluator replays independently.
#
# * ``sjf-bsbf`` (Alg. 1 + Alg. 2 + Theorem 1, spec §3 fixes): pending jobs by
#   L_k (B7; ``key="gpus"`` uses G_k); a job takes free consolidated GPUs
#   when enough are free (s = 1 where it fits); otherwise, if free GPUs plus
#   GPUs holding exactly one job suffice, Alg. 2 runs once per *distinct*
#   job on those GPUs (remaining iterations from the core), the jobs with
#   SF = True are taken in order of Theorem 1's t, only as many GPUs as
#   needed from the last, then free GPUs top up (the paper: "we do not pick
#   the free GPUs at first"). With several partners the job uses the
#   smallest b-bar among them, or the largest sub-batch fitting with all of
#   them (B4; the pairwise Alg. 2 never checks the combination). Jobs not
#   placed stay pending (backfilling; large jobs can starve).
# * ``sjf-ffs``: the same loop, but every running job on one-job GPUs, in GPU
#   order, is a partner if the job fits with it at its best solo sub-batch
#   (b = B where B fits): no Theorem 1, no scaling (first-fit sharing).
# * ``fifo`` (arrival order, head-of-line blocking; ``backfill=True`` skips
#   a blocked job), ``sjf`` (L_k), ``ssf`` (G_k L_k): exclusive GPUs, s = 1
#   where it fits, consolidated placement; sjf/ssf skip a job that does
#   not fit (list scheduling).
# * ``lucid-like`` (spec §3, from Lucid's described rules): order by G_k L_k;
#   exclusive when enough GPUs are free; else a job of at most one node's
#   GPUs joins a running *exclusive* job with the same G when they fit
#   together, their sharing labels sum to <= 2 (label from the job's mean
#   co-located speed 1/xi over the pairs it fits with: < 0.85 -> 2,
#   < 0.95 -> 1, else 0) and its G_k L_k is at most twice the partner's.
#   Jobs larger than a node never share.
# * ``tiresias`` (:class:`TiresiasPolicy`): discretized two-dimensional LAS,
#   preemptive, exclusive GPUs; scored by the evaluator's preemptive form.
# Pollux (elastic re-allocation with its goodput model) is not built.

from collections.abc import Callable  # noqa: E402

from schedbench.instances.castor import CastorScheduleInstance  # noqa: E402
from schedbench.problems.castor import (  # noqa: E402
    CastorRates,
    CastorScheduleSolution,
    Preemption,
    ScheduledJob,
    resume_scale,
    schedule_cluster,
    schedule_sim_jobs,
)

#: Lucid's sharing labels from the mean co-located speed (spec §3).
LUCID_LABEL_CUTS = ((0.85, 2), (0.95, 1))
#: Lucid: labels of a sharing pair sum to at most this.
LUCID_LABEL_SUM_MAX = 2
#: Lucid: a job's priority (G L) at most this times its partner's.
LUCID_PRIORITY_RATIO = 2.0


class _Option:
    """Duck-typed :class:`SubBatchOption` for :func:`alg2` (no validation on the hot path)."""

    __slots__ = ("sub_batch", "iter_time_s", "mem_ok_shared", "xi_a", "xi_b")

    def __init__(self, sub_batch, iter_time_s, mem_ok_shared, xi_a, xi_b):
        self.sub_batch, self.iter_time_s, self.mem_ok_shared, self.xi_a, self.xi_b = (
            sub_batch, iter_time_s, mem_ok_shared, xi_a, xi_b)


class CastorPolicy:
    """One policy of the list above (``kind``), run with :meth:`run`."""

    def __init__(self, instance: CastorScheduleInstance, kind: str, *, key: str = "length",
                 backfill: bool = False, shared_only: bool = False) -> None:
        self.inst = instance
        self.kind = kind
        self.backfill = backfill
        self.shared_only = shared_only
        jobs = instance.jobs
        self.best = [j.best_alone().sub_batch for j in jobs]
        self.solo = [j.solo_s for j in jobs]
        if kind == "fifo":
            order = [(j.arrival_s, k) for k, j in enumerate(jobs)]
        elif kind in ("ssf", "lucid-like"):
            order = [(j.gpus * s, k) for k, (j, s) in enumerate(zip(jobs, self.solo))]
        elif key == "gpus":  # B7's alternative SJF key
            order = [(j.gpus, k) for k, j in enumerate(jobs)]
        else:
            order = [(s, k) for k, s in enumerate(self.solo)]
        self.rank = {k: r for r, (_, k) in enumerate(sorted(order))}
        self.sub_batch: list[int | None] = [None] * len(jobs)
        self.rates = CastorRates(instance, self.sub_batch)
        self.seen = CastorRates(instance, self.sub_batch, seen=True)
        self.pending: list[int] = []
        self._opts: dict[tuple[int, int], list[_Option]] = {}
        self.labels = [self._lucid_label(k) for k in range(len(jobs))] if kind == "lucid-like" else []

    # ------------------------------------------------------------ helpers

    def _lucid_label(self, k: int) -> int:
        job = self.inst.jobs[k]
        b = self.best[k]
        speeds = [1.0 / p.xi_a_seen for p in self.inst.pairs
                  if p.model_a == job.model and p.batch_a == b and p.mem_ok]
        speed = sum(speeds) / len(speeds) if speeds else 1.0
        for cut, label in LUCID_LABEL_CUTS:
            if speed < cut:
                return label
        return 0

    def _free_ids(self, sim, need: int) -> list[int]:
        out: list[int] = []
        for m, c in sim.pick_nodes(need):
            out += [g for g in sim.node_gpus(m) if not sim.occupants(g)][:c]
        return out

    def _one_job_gpus(self, sim) -> dict[int, list[int]]:
        """Running job -> its GPUs that hold only it (G_OJ, by job)."""
        one: dict[int, list[int]] = {}
        for g in range(self.inst.total_gpus):
            occ = sim.occupants(g)
            if len(occ) == 1:
                one.setdefault(occ[0], []).append(g)
        return one

    def _start(self, sim, k: int, b: int, *, per_node=None, gpus=None) -> None:
        self.sub_batch[k] = b
        sim.start(k, per_node=per_node, gpus=gpus, plan=b)

    def _options(self, a: int, k: int) -> list[_Option]:
        """Job k's candidate sub-batches next to running job a (seen xi)."""
        key = (a, k)
        if key not in self._opts:
            out = []
            for o in self.inst.jobs[k].options:
                xa = self.seen.xi(a, k, bk=o.sub_batch) if o.mem_ok_alone else None
                xb = self.seen.xi(k, a, bj=o.sub_batch) if o.mem_ok_alone else None
                ok = xa is not None and xb is not None
                out.append(_Option(o.sub_batch, o.iter_time_s, ok, xa, xb))
            self._opts[key] = out
        return self._opts[key]

    def _fits_all(self, k: int, b: int, partners) -> bool:
        return all(self.rates.xi(k, p, bj=b) is not None for p in partners)

    # ------------------------------------------------------------ decisions

    def _share(self, sim, k: int) -> bool:
        """Alg. 1's sharing branch (sjf-bsbf / sjf-ffs) for job k; True if started."""
        job = self.inst.jobs[k]
        one = self._one_job_gpus(sim)
        if sim.total_free + sum(map(len, one.values())) < job.gpus:
            return False
        cands: list[tuple[float, int, int]] = []  # (order, partner, b-bar)
        for a in sorted(one):
            if self.kind == "sjf-bsbf":
                ta = self.inst.jobs[a].option(self.sub_batch[a]).iter_time_s
                ia = sim.remaining(a) * self.inst.jobs[a].iterations
                if ia <= 0.0:
                    continue
                r = alg2(ta, ia, job.iterations, job.batch, self._options(a, k))
                if r.share:
                    cands.append((r.t, a, r.sub_batch))
            elif self.rates.xi(k, a, bj=self.best[k]) is not None:  # sjf-ffs: first fit, b = B
                cands.append((min(one[a]), a, self.best[k]))
        cands.sort()
        chosen: list[int] = []
        used: list[int] = []
        bars: list[int] = []
        for _, a, b in cands:
            if len(chosen) >= job.gpus:
                break
            take = one[a][: job.gpus - len(chosen)]
            chosen += take
            used.append(a)
            bars.append(b)
        if not used:
            return False
        if len(chosen) < job.gpus:
            if self.shared_only or sim.total_free < job.gpus - len(chosen):
                return False
            chosen += self._free_ids(sim, job.gpus - len(chosen))
        b = min(bars)
        if not self._fits_all(k, b, used):
            fit = [o.sub_batch for o in job.options if o.mem_ok_alone and self._fits_all(k, o.sub_batch, used)]
            if not fit:
                return False
            b = fit[0]
        self._start(sim, k, b, gpus=sorted(chosen))
        return True

    def _lucid_share(self, sim, k: int) -> bool:
        job = self.inst.jobs[k]
        if job.gpus > self.inst.gpus_per_node:
            return False
        one = self._one_job_gpus(sim)
        prio = job.gpus * self.solo[k]
        for a in sorted(one):
            pa = self.inst.jobs[a]
            if (pa.gpus != job.gpus or len(one[a]) != pa.gpus or self.labels[k] + self.labels[a] > LUCID_LABEL_SUM_MAX
                    or prio > LUCID_PRIORITY_RATIO * pa.gpus * self.solo[a]
                    or self.rates.xi(k, a, bj=self.best[k]) is None):
                continue
            self._start(sim, k, self.best[k], gpus=one[a])
            return True
        return False

    def decide(self, sim, t: float, arrived, finished) -> None:
        if arrived:
            self.pending += arrived
            self.pending.sort(key=self.rank.__getitem__)
        started = []
        for k in self.pending:
            job = self.inst.jobs[k]
            if sim.total_free >= job.gpus:
                self._start(sim, k, self.best[k], per_node=sim.pick_nodes(job.gpus))
                started.append(k)
                continue
            if self.kind in ("sjf-bsbf", "sjf-ffs") and self._share(sim, k):
                started.append(k)
                continue
            if self.kind == "lucid-like" and self._lucid_share(sim, k):
                started.append(k)
                continue
            if self.kind == "fifo" and not self.backfill:
                break
        if started:
            done = set(started)
            self.pending = [k for k in self.pending if k not in done]

    def run(self) -> CastorScheduleSolution:
        from schedbench.online import Simulation

        inst = self.inst
        sim = Simulation(schedule_cluster(inst), schedule_sim_jobs(inst), self.rates, slot_s=inst.slot_s,
                         hold_to_slot_end=True)
        tr = sim.run(self)
        batches = [b for b in self.sub_batch if b is not None]
        if len(batches) != len(inst.jobs):  # the core runs every job to completion
            raise RuntimeError(f"{self.kind}: {len(inst.jobs) - len(batches)} jobs never started")
        return CastorScheduleSolution(tuple(
            ScheduledJob(round(tr.start[k] / inst.slot_s), tuple(sorted(tr.gpus[k])), batches[k])
            for k in range(len(inst.jobs))))


def schedule_method(kind: str, **options) -> Callable[[CastorScheduleInstance, Budget], MethodResult]:
    """A registry method running :class:`CastorPolicy` of ``kind``."""

    def method(instance: CastorScheduleInstance, budget: Budget) -> MethodResult:
        t0 = time.perf_counter()
        sol = CastorPolicy(instance, kind, **options).run()
        total = time.perf_counter() - t0
        return MethodResult(sol, Status.FEASIBLE, timings=Timings(solve_s=total, total_s=total))

    method.__name__ = f"castor_{kind.replace('-', '_')}"
    return method


# --------------------------------------------------------------------------
# Tiresias (CASTOR Sec. 9.1, baseline 4; Gu et al., NSDI '19, ref. [16])

#: Tiresias's discretized 2D-LAS: two priority queues (K = 2) split at 3,600
#: GPU-seconds of attained service. Source: Tiresias's public simulator
#: (SymbioticLab/Tiresias), whose scheduler keeps ``num_queue = 2`` and whose
#: README's first example sets "two queues, and the threshold for Q1 is 3600
#: seconds" for its GPU-time-based discretized LAS. CASTOR names no setting.
TIRESIAS_QUEUE_THRESHOLDS_GPU_S: tuple[float, ...] = (3600.0,)
#: ``service``: what a job's attained service counts.
TIRESIAS_SERVICES = ("gpu_time", "gpu_iterations")


class TiresiasPolicy:
    """Tiresias as CASTOR's baseline list has it: "a preemptive policy that
    prioritizes least attained service jobs (i.e., consumed GPU numbers and
    training iterations). It helps short-term jobs escape from resource
    starvation and finish earlier without any prior information" (Sec. 9.1).

    Attained service: by default (``service="gpu_time"``) G_j times the
    seconds the job has held its GPUs, Tiresias's own 2D definition
    (Sec. 3.2 of its paper, "the number of GPUs it uses and the amount of
    time it has been running") and the unit of its queue thresholds;
    ``"gpu_iterations"`` (CASTOR's words, "GPU numbers and training
    iterations": G_j times the iterations done) is a variant whose
    thresholds are then read in GPU-iterations (no source gives them; it is
    not registered). Priorities are discretized (Tiresias's discretized
    2D-LAS): queue q holds the jobs whose attained service lies between
    thresholds q-1 and q (:data:`TIRESIAS_QUEUE_THRESHOLDS_GPU_S`); a lower
    queue goes first, and within a queue jobs go in arrival order (FIFO).
    Tiresias's starvation knob (PROMOTEKNOB) is not modelled: no job is
    promoted back.

    At every slot boundary where jobs wait (arrivals, completions, and the
    slot where a running job crosses a threshold), the jobs that have arrived
    and are not done are taken in priority order and kept or started while
    their GPU demand fits the cluster (work-conserving: a job that does not
    fit is skipped); a running job that is not kept is preempted (it keeps
    its progress, and pays :data:`~schedbench.problems.castor.RESUME_COST_S`
    when it resumes); a started job takes free consolidated GPUs
    (``pick_nodes``, as the other policies) at its best solo sub-batch. GPUs
    are never shared (Table 3: no GPU sharing) and a running job is never
    moved.

    Bounds. The schedule is preemptive, so it lies outside Problem (13)'s
    schedule space (Eq. 8-9): ``milp``'s optimum does not bound it, and nor
    does ``lower-bound``, whose configuration LP has rows that only a
    non-preemptive job satisfies (a job holds its GPUs for every slot from
    its start to its end). The per-job slot floor and the SRPT bound on one
    machine of speed rho N do hold for it (SRPT is the preemptive optimum of
    that relaxation; with exclusive GPUs a job progresses at most at its
    solo speed, and a resume only adds work), but ``lower-bound`` reports
    their maximum with the LPs, so the method is registered as outside the
    bounds and never certified against them.
    """

    def __init__(self, instance: CastorScheduleInstance, *, service: str = "gpu_time",
                 thresholds: Sequence[float] = TIRESIAS_QUEUE_THRESHOLDS_GPU_S) -> None:
        if service not in TIRESIAS_SERVICES:
            raise ValueError(f"service must be one of {TIRESIAS_SERVICES}, got {service!r}")
        self.inst = instance
        self.service = service
        self.thresholds = tuple(sorted(thresholds))
        jobs = instance.jobs
        n = len(jobs)
        self.best = [j.best_alone().sub_batch for j in jobs]
        self.scale = [1.0] * n  # work scale per job (resume costs), shared with the rate model
        self.rates = CastorRates(instance, list(self.best), scale=self.scale)
        self.attained = [0.0] * n  # service attained in the runs that ended
        self.runs: list[list[tuple[float, float | None, tuple[int, ...]]]] = [[] for _ in range(n)]
        self.active: list[int] = []  # arrived, not done
        self.left: dict[int, float] = {}

    def _rate(self, j: int) -> float:
        """Service per second while job j runs (alone, exclusive)."""
        job = self.inst.jobs[j]
        if self.service == "gpu_time":
            return float(job.gpus)
        return job.gpus / (self.scale[j] * self.rates.solo_duration(j) / job.iterations)

    def service_now(self, sim, j: int) -> float:
        """Attained service of job j at ``sim.now``."""
        if sim.is_running(j):
            return self.attained[j] + self._rate(j) * (sim.now - self.runs[j][-1][0])
        return self.attained[j]

    def queue(self, service: float) -> int:
        return sum(service >= th for th in self.thresholds)

    def decide(self, sim, t: float, arrived, finished) -> None:
        jobs = self.inst.jobs
        done = set(finished)
        self.active = [j for j in self.active if j not in done] + list(arrived)
        service = {j: self.service_now(sim, j) for j in self.active}
        order = sorted(self.active, key=lambda j: (self.queue(service[j]), jobs[j].arrival_s, j))
        room = self.inst.total_gpus
        keep: list[int] = []
        for j in order:
            if jobs[j].gpus <= room:
                keep.append(j)
                room -= jobs[j].gpus
        kept = set(keep)
        for j in self.active:
            if sim.is_running(j) and j not in kept:
                self.left[j] = sim.remaining(j)
                sim.preempt(j)
                start, _, gpus = self.runs[j][-1]
                self.runs[j][-1] = (start, t, gpus)
                self.attained[j] = service[j]
        for j in keep:
            if sim.is_waiting(j):
                if self.runs[j]:
                    self.scale[j] = resume_scale(self.scale[j], self.left[j], self.rates.solo_duration(j))
                gpus = sim.start(j, per_node=sim.pick_nodes(jobs[j].gpus), plan=self.best[j])
                self.runs[j].append((t, None, gpus))
        for j in keep:  # be called when a running job enters the next queue (if jobs wait then)
            q = self.queue(service[j])
            if q < len(self.thresholds):
                sim.wake_at(t + (self.thresholds[q] - service[j]) / self._rate(j))

    def run(self) -> CastorScheduleSolution:
        from schedbench.online import Simulation

        inst = self.inst
        sim = Simulation(schedule_cluster(inst), schedule_sim_jobs(inst), self.rates, slot_s=inst.slot_s,
                         hold_to_slot_end=True, preemptive=True)
        sim.run(self)
        slot = inst.slot_s
        out = []
        for j, runs in enumerate(self.runs):
            if not runs:
                raise RuntimeError(f"tiresias: job {j} never started")
            pre = tuple(Preemption(round(stop / slot), round(runs[r + 1][0] / slot), tuple(sorted(runs[r + 1][2])))
                        for r, (_, stop, _) in enumerate(runs[:-1]) if stop is not None)
            out.append(ScheduledJob(round(runs[0][0] / slot), tuple(sorted(runs[0][2])), self.best[j], pre))
        return CastorScheduleSolution(tuple(out))


def tiresias_method(instance: CastorScheduleInstance, budget: Budget) -> MethodResult:
    """The ``tiresias`` baseline (:class:`TiresiasPolicy`, default settings)."""
    t0 = time.perf_counter()
    policy = TiresiasPolicy(instance)
    sol = policy.run()
    total = time.perf_counter() - t0
    return MethodResult(sol, Status.FEASIBLE, timings=Timings(solve_s=total, total_s=total),
                        info={"preemptions": sum(len(sj.preemptions) for sj in sol.jobs), "preemptive": True})
