"""HORUS's round heuristic (Alg. 1) and the baselines of Sec. 5.2, for one
scheduling round (problem ``horus-placement``).

Reference: Yeung et al., "Horus" (IEEE TPDS 2022), Alg. 1, Sec. 4.2.2,
Sec. 5.2 ("Comparative Algorithms").

Every method walks the buffer in an order and places each job on GPUs of the
*current* state (updated after each placement, Alg. 1 line 18), never above
a GPU's memory (A3), the cap on jobs per GPU (A6) or a node's free CPU and
RAM (Eq. 5). A job that cannot be placed stays queued (deferred). Methods only
return placements; ``schedbench.problems.horus.evaluate`` scores them.

* ``horus`` (k = 1, the testbed Horus of Sec. 5.2): one queue, so the buffer
  order J~ is longest waiting first, the instance's order. For each job
  (lines 5-18): stop the round if no GPU can take any job (line 6); N = the
  nodes with CPU and RAM for one GPU of the job and at least one GPU with
  free memory ``>= GMem_j`` and room under the cap (line 8); skip the job if
  ``|N| < sigma = ceil(lambda / GPUs per node)`` (lines 10-12); cost every
  eligible GPU of N by Eq. 7-10 on the current state (line 14); take GPUs
  cheapest first (ties: lower index), skipping one that would break its
  node's CPU or RAM given the GPUs already taken (the plain "top-lambda" of
  line 16 can), until lambda are chosen, else skip the job; SCHEDULE (line 18).
* ``horus-f`` (k = 3, Sec. 4.2.2): the buffer is clustered into k queues by
  k-medians (L1 metric, the paper's "L1 Distance"; k-means with medians is
  the L1 version) on min-max normalised features (tasks, predicted GUtil,
  GPUs per task, estimated GMem; normalised so MiB do not dominate), seeded
  with the budget's seed; queue weights ``w_x = max(Len, Med(wait) * Len)``
  (line 4). Within one round the buffer *is* the beta picked jobs, so the
  quotas (:func:`wfq_quotas`) pick all of them; what k changes is the order:
  queues in falling weight, longest waiting first within a queue (the spec's
  alternative order; its default, longest waiting first overall, would make
  horus-f identical to horus within a round). Then the same placement.
* ``fifo``: buffer order, exclusive use (idle GPUs only, first fit by
  index), blocks at the head of the queue (YARN-like).
* ``obp``: buffer order, no clustering: the least loaded eligible GPUs by
  Eq. 8's memory fraction, then fewer jobs (Horus with omega2 = 0, k = 1 and
  no sigma filter); a job that does not fit waits, later ones may go.
* ``pab``: buffer order, best fit by memory (least free memory left), then
  the interference check of PAB [8], [53] applied to the *predicted* rates
  (rate ``1`` alone on a GPU, ``1 / (1 + f(U))`` when shared, Eq. 9): if the
  new job's rate or a co-runner's rate falls by ``>= PAB_RATE_DROP``, the job
  is re-queued (deferred this round). What one round cannot model: PAB
  measures *true* rates after a warm-up W ~ U[0, 60] s, pauses the scheduler
  for W after each placement, loses the evicted job's progress, and forbids
  the GPU for it in the next round; here the check is instantaneous, on
  predictions, and a re-queued job simply waits for the next round.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from schedbench.contracts import Budget, MethodResult, Status, TimeCap, Timings
from schedbench.instances.horus import HorusInstance, Job
from schedbench.perfmodels.horus import online_simulation, placement_cost
from schedbench.problems.horus import HorusSolution

#: Sec. 4.2.2: "We set k = 3"; Sec. 5.2's testbed Horus uses k = 1.
K_HORUS_F = 3
#: PAB (Sec. 5.2, after [8], [53]): re-queue when a rate falls by 50% or more.
PAB_RATE_DROP = 0.5
#: k-medians stops after this many assignment rounds (it converges far sooner).
KMEDIANS_MAX_ITER = 100


@dataclass
class State:
    """The cluster as the round goes: per GPU memory, utilisation and jobs,
    per node free CPU and RAM; ``node[g]`` is GPU g's node."""

    mem: list[float]
    util: list[float]
    count: list[int]
    cap_mem: list[float]
    node: list[int]
    cpu: list[float]
    ram: list[float]

    @classmethod
    def of(cls, instance: HorusInstance) -> "State":
        gl = instance.gpu_list
        return cls([g.used_mem_mib for _, g in gl], [g.used_util_pct for _, g in gl], [g.jobs for _, g in gl],
                   [g.mem_capacity_mib for _, g in gl], [n for n, _ in gl],
                   [node.cpu_free for node in instance.nodes], [node.ram_free_gb for node in instance.nodes])

    def fits(self, g: int, job: Job, cap: int) -> bool:
        """Room under the cap (A6) and free memory >= GMem_j (A3)."""
        return self.count[g] < cap and self.mem[g] + job.mem_mib <= self.cap_mem[g]

    def schedule(self, job: Job, gpus: Sequence[int]) -> None:
        """Alg. 1 line 18: SCHEDULE(j, G) and update the state."""
        for g in gpus:
            self.mem[g] += job.mem_mib
            self.util[g] += job.util_pct
            self.count[g] += 1
            self.cpu[self.node[g]] -= job.cpu_per_gpu
            self.ram[self.node[g]] -= job.ram_per_gpu_gb


def take(state: State, job: Job, ranked: Sequence[int]) -> list[int] | None:
    """The first ``lambda`` GPUs of ``ranked`` whose nodes keep enough CPU and
    RAM for every GPU of the job taken there; ``None`` if fewer remain."""
    cpu: dict[int, float] = {}
    ram: dict[int, float] = {}
    chosen: list[int] = []
    for g in ranked:
        n = state.node[g]
        c, r = cpu.get(n, 0.0) + job.cpu_per_gpu, ram.get(n, 0.0) + job.ram_per_gpu_gb
        if c > state.cpu[n] + 1e-9 or r > state.ram[n] + 1e-9:
            continue
        cpu[n], ram[n] = c, r
        chosen.append(g)
        if len(chosen) == job.gpus:
            return chosen
    return None


def alg1_place(instance: HorusInstance, order: Sequence[int]) -> list[list[int]]:
    """Alg. 1 lines 5-18 over the buffer in ``order`` (see the module docstring)."""
    state = State.of(instance)
    cap = instance.max_colocation
    per_node = instance.gpus_per_node
    fit, w1, w2 = instance.slowdown, instance.omega1, instance.omega2
    by_node: dict[int, list[int]] = {}
    for g, n in enumerate(state.node):
        by_node.setdefault(n, []).append(g)
    out: list[list[int]] = [[] for _ in instance.jobs]
    for k in order:
        job = instance.jobs[k]
        if not any(c < cap and m < cm for c, m, cm in zip(state.count, state.mem, state.cap_mem)):
            break  # line 6: nothing allocatable ends the round
        eligible: list[int] = []
        nodes_ok = 0
        for n, gpus in by_node.items():  # line 8: capacity check per node
            if state.cpu[n] + 1e-9 < job.cpu_per_gpu or state.ram[n] + 1e-9 < job.ram_per_gpu_gb:
                continue
            here = [g for g in gpus if state.fits(g, job, cap)]
            if here:
                nodes_ok += 1
                eligible += here
        if nodes_ok < math.ceil(job.gpus / per_node):  # lines 9-12
            continue
        cost = {g: placement_cost(state.mem[g] + job.mem_mib, state.cap_mem[g], state.util[g] + job.util_pct,
                                  fit, w1, w2) for g in eligible}  # line 14, Eq. 7-10
        chosen = take(state, job, sorted(eligible, key=lambda g: (cost[g], g)))  # line 16
        if chosen is None:
            continue
        state.schedule(job, chosen)  # line 18
        out[k] = chosen
    return out


def wfq_quotas(lengths: Sequence[int], medians_s: Sequence[float], beta: int) -> list[int]:
    """Alg. 1 line 4: jobs picked per queue.

    Weights ``w_x = max(Len_x, Med_x * Len_x)`` (Sec. 4.2.2); quotas ``beta
    w_x / sum w`` rounded by largest remainder (ties: lower index), capped at
    ``Len_x``; what a cap leaves over is shared again among the queues with
    room, by the same rule, until beta are picked or every queue is empty
    (the paper leaves rounding and leftovers unspecified; spec ``horus.md`` 3).
    """
    weights = [max(n, m * n) for n, m in zip(lengths, medians_s)]
    quota = [0] * len(lengths)
    left = min(beta, sum(lengths))
    while left > 0:
        open_ = [x for x in range(len(lengths)) if quota[x] < lengths[x] and weights[x] > 0]
        total = sum(weights[x] for x in open_)
        raw = {x: left * weights[x] / total for x in open_}
        share = {x: math.floor(raw[x]) for x in open_}
        rest = left - sum(share.values())
        for x in sorted(open_, key=lambda x: (-(raw[x] - share[x]), x))[:rest]:
            share[x] += 1
        for x in open_:
            add = min(share[x], lengths[x] - quota[x])
            quota[x] += add
            left -= add
    return quota


def k_medians(features: np.ndarray, k: int, seed: int) -> np.ndarray:
    """Labels of k-medians clustering (L1 distance, coordinate-wise medians),
    initial centres drawn from the distinct points with ``seed``."""
    distinct = np.unique(features, axis=0)
    k = min(k, len(distinct))
    rng = np.random.default_rng(seed)
    centres = distinct[rng.choice(len(distinct), size=k, replace=False)]
    labels = np.full(len(features), -1)
    for _ in range(KMEDIANS_MAX_ITER):
        new = np.abs(features[:, None, :] - centres[None, :, :]).sum(axis=2).argmin(axis=1)
        if np.array_equal(new, labels):
            break
        labels = new
        for x in range(k):
            if (labels == x).any():
                centres[x] = np.median(features[labels == x], axis=0)
    return labels


def job_features(instance: HorusInstance) -> np.ndarray:
    """Sec. 4.2.2's features (tasks, GUtil, GPUs per task, GMem), min-max normalised."""
    raw = np.array([[j.tasks, j.util_pct, j.gpus / j.tasks, j.mem_mib] for j in instance.jobs], dtype=float)
    span = raw.max(axis=0) - raw.min(axis=0)
    return (raw - raw.min(axis=0)) / np.where(span > 0, span, 1.0)


def wfq_order(instance: HorusInstance, k: int, seed: int, beta: int | None = None) -> list[int]:
    """The buffer order of Horus-f: queues by k-medians, picked by WFQ quotas
    (``beta`` jobs in all, default the whole buffer), queues in falling
    weight, longest waiting first within a queue."""
    labels = k_medians(job_features(instance), k, seed)
    queues = [sorted((i for i in range(instance.size) if labels[i] == x),
                     key=lambda i: (-instance.jobs[i].wait_s, i)) for x in sorted(set(labels.tolist()))]
    lengths = [len(q) for q in queues]
    medians = [float(np.median([instance.jobs[i].wait_s for i in q])) for q in queues]
    quota = wfq_quotas(lengths, medians, instance.size if beta is None else beta)
    weights = [max(n, m * n) for n, m in zip(lengths, medians)]
    order: list[int] = []
    for x in sorted(range(len(queues)), key=lambda x: (-weights[x], x)):
        order += queues[x][:quota[x]]
    return order


def _result(instance: HorusInstance, place: Callable[[], list[list[int]]], **info) -> MethodResult:
    t0 = time.perf_counter()
    placement = place()
    dt = time.perf_counter() - t0
    return MethodResult(HorusSolution.of(placement), Status.FEASIBLE, timings=Timings(solve_s=dt, total_s=dt),
                        info=info)


def horus(instance: HorusInstance, budget: Budget | None = None) -> MethodResult:
    """Alg. 1 with k = 1: the buffer order, then lines 5-18."""
    return _result(instance, lambda: alg1_place(instance, range(instance.size)), k=1)


def horus_f(instance: HorusInstance, budget: Budget | None = None) -> MethodResult:
    """Alg. 1 with k = 3 (Horus-f): WFQ order over k-medians queues, then lines 5-18."""
    seed = budget.seed if budget is not None else 0
    order = wfq_order(instance, K_HORUS_F, seed)
    return _result(instance, lambda: alg1_place(instance, order), k=K_HORUS_F, order=order)


def _walk(instance: HorusInstance, rank: Callable[[State, Job, list[int]], list[int]], *,
          exclusive: bool = False, blocking: bool = False,
          accept: Callable[[State, Job, list[int]], bool] | None = None) -> list[list[int]]:
    """Buffer order; per job the eligible GPUs ranked by ``rank``, the first
    lambda that keep node CPU/RAM; ``accept`` may re-queue the job."""
    state = State.of(instance)
    cap = 1 if exclusive else instance.max_colocation
    out: list[list[int]] = [[] for _ in instance.jobs]
    for k, job in enumerate(instance.jobs):
        eligible = [g for g in range(len(state.mem)) if state.fits(g, job, cap)]
        chosen = take(state, job, rank(state, job, eligible))
        if chosen is not None and (accept is None or accept(state, job, chosen)):
            state.schedule(job, chosen)
            out[k] = chosen
        elif blocking:
            break
    return out


def fifo(instance: HorusInstance, budget: Budget | None = None) -> MethodResult:
    """FIFO (Sec. 5.2): exclusive GPUs, first fit, blocks at the head."""
    return _result(instance, lambda: _walk(instance, lambda s, j, gs: gs, exclusive=True, blocking=True))


def obp(instance: HorusInstance, budget: Budget | None = None) -> MethodResult:
    """OBP (Sec. 5.2): least loaded by Eq. 8's memory fraction, then fewer jobs."""
    def rank(s: State, j: Job, gs: list[int]) -> list[int]:
        return sorted(gs, key=lambda g: ((s.mem[g] + j.mem_mib) / s.cap_mem[g], s.count[g], g))
    return _result(instance, lambda: _walk(instance, rank))


def pab(instance: HorusInstance, budget: Budget | None = None) -> MethodResult:
    """PAB in one round (Sec. 5.2): best fit by memory, then the rate-drop check."""
    fit = instance.slowdown

    def rate(count: int, util: float) -> float:
        return 1.0 if count <= 1 else 1.0 / (1.0 + fit.f(util))

    def rank(s: State, j: Job, gs: list[int]) -> list[int]:
        return sorted(gs, key=lambda g: (s.cap_mem[g] - s.mem[g] - j.mem_mib, g))

    def accept(s: State, j: Job, gs: list[int]) -> bool:
        for g in gs:
            after = rate(s.count[g] + 1, s.util[g] + j.util_pct)
            if 1.0 - after >= PAB_RATE_DROP:  # the new job against running alone
                return False
            if s.count[g] and 1.0 - after / rate(s.count[g], s.util[g]) >= PAB_RATE_DROP:  # its co-runners
                return False
        return True

    return _result(instance, lambda: _walk(instance, rank, accept=accept))


# --------------------------------------------------------------------------
# horus-online: the same round functions, called at every event on the
# shared simulation core (schedbench.online.simulate)
#
# What every online method shares (:class:`OnlineRun`):
#
# * the TRUTH (:class:`schedbench.perfmodels.horus.TruthRates`, with
#   :func:`~schedbench.perfmodels.horus.online_simulation`; the evaluator replays with it too): a job alone runs its solo duration; a job
#   sharing GPUs runs ``1 + sum_k t_deg[j][k]`` times slower on each GPU (k
#   its co-runners there; Gavel measured pairs only, so with the default cap
#   of 2 this is exactly the measured pair), a gang job at its slowest GPU;
# * what methods SEE: each type's predicted utilisation and memory, the GPU
#   memory capacity, and each GPU's occupants (a round instance of
#   ``horus-placement`` built from the simulator's state: used memory and
#   utilisation are the sums of the occupants' predictions);
# * OOM (Sec. 4.2.3): a start that would put a measured OOM pair on one GPU
#   fails at once (recorded as an ``oom`` run of zero length: it takes no
#   GPU time, an optimistic reading) and the job is resubmitted with a
#   corrected memory estimate. Reading: the correction is "a whole GPU"
#   (its estimate becomes the GPU's capacity), so it only runs alone from
#   then on; the paper does not say what the correction is.

#: PAB (Sec. 5.2, spec horus.md Sec. 3): warm-up W ~ U[0, PAB_WARMUP_MAX_S] s.
PAB_WARMUP_MAX_S = 60.0
#: ``horus-exact-round``'s work at ``Budget.work = 1``: branch-and-bound nodes of
#: each round's MILP (``Budget.node_limit`` replaces it when set). A round
#: stopped there keeps its best placement, at least Alg. 1's (the MILP's warm
#: start). Measured: 82-150 rounds per 100-job run (W-Large and W-Small, batch
#: and Poisson, seeds 0-1), all proven optimal, with at most 12 nodes in all.
ROUND_NODE_LIMIT = 1_000
#: Least time limit handed to a round's MILP (the solver needs a positive one).
ROUND_MIN_TIME_S = 0.01
ONLINE_POLICIES: tuple[str, ...] = ("horus", "horus-f", "horus-exact-round", "fifo", "obp", "pab")


def _placement(result) -> list[list[int]]:
    """The GPU lists of a round method's placement (every round method returns one)."""
    assert result.solution is not None, result.info
    return [list(gs) for gs in result.solution.gpus]


class OnlineRun:
    """One online run: the simulation, what the method sees, the OOM rule,
    the pending queue (arrival order) and the log of runs."""

    def __init__(self, instance, preemptive: bool = False) -> None:
        self.inst = instance
        self.sim, self.rates = online_simulation(instance, preemptive)
        self.seen_mem = [instance.types[j.type].mem_mib for j in instance.jobs]
        self.util = [instance.types[j.type].util_pct for j in instance.jobs]
        self.pending: list[int] = []
        self.runs: list[list] = []  # [job, start, gpus, stop or None, oom]
        self.open: dict[int, int] = {}  # job -> index of its open run in self.runs
        self.oom_failures = 0

    def admit(self, arrived: Sequence[int]) -> None:
        self.pending += arrived
        if arrived:
            self.pending.sort(key=lambda j: (self.inst.jobs[j].arrival_s, j))

    def gpu_has_room(self) -> bool:
        cap = self.inst.max_colocation
        sim = self.sim
        return any(len(sim.occupants(g)) < cap for g in range(self.inst.total_gpus)) if cap > 1 else sim.total_free > 0

    def round_instance(self, t: float, buffer: Sequence[int]) -> HorusInstance:
        """The ``horus-placement`` round Alg. 1 sees at time ``t``: the
        predicted state of every GPU and the buffer (arrival order, so
        longest waiting first). CPU and RAM are not modelled online."""
        from schedbench.instances.horus import Gpu, Node

        inst, sim = self.inst, self.sim
        cap = inst.gpu_mem_mib
        nodes = []
        for m in range(inst.nodes):
            gpus = []
            for g in sim.node_gpus(m):
                occ = sim.occupants(g)
                gpus.append(Gpu(cap, min(cap, float(sum(self.seen_mem[k] for k in occ))),
                                float(sum(self.util[k] for k in occ)), len(occ)) if occ else Gpu(cap))
            nodes.append(Node(0.0, 0.0, tuple(gpus)))
        jobs = tuple(Job(inst.jobs[j].id, inst.jobs[j].gpus, self.util[j], self.seen_mem[j], 0.0, 0.0, 1,
                         max(0.0, t - inst.jobs[j].arrival_s)) for j in buffer)
        return HorusInstance(tuple(nodes), jobs, inst.slowdown, inst.omega1, inst.omega2, inst.max_colocation,
                             "sequential")

    def try_start(self, job: int, gpus: Sequence[int]) -> bool:
        """Start ``job`` on ``gpus`` unless that puts a measured OOM pair on a
        GPU: then log an OOM failure and correct its memory estimate."""
        inst, sim = self.inst, self.sim
        a = inst.jobs[job].type
        if any(inst.oom(a, inst.jobs[k].type) for g in gpus for k in sim.occupants(g)):
            self.runs.append([job, sim.now, tuple(gpus), sim.now, True])
            self.seen_mem[job] = inst.gpu_mem_mib
            self.oom_failures += 1
            return False
        sim.start(job, gpus=gpus)
        self.open[job] = len(self.runs)
        self.runs.append([job, sim.now, tuple(sorted(gpus)), None, False])
        self.pending.remove(job)
        return True

    def evict(self, job: int) -> None:
        """Preempt ``job`` losing its progress (PAB) and re-queue it."""
        self.sim.preempt(job, keep_progress=False)
        self.runs[self.open.pop(job)][3] = self.sim.now
        self.admit([job])

    def solution(self):
        from schedbench.problems.horus import HorusOnlineSolution, OnlineRunRecord

        ids = [j.id for j in self.inst.jobs]
        return HorusOnlineSolution(tuple(OnlineRunRecord(ids[j], float(s), tuple(int(g) for g in gs),
                                                         None if stop is None else float(stop), bool(oom))
                                         for j, s, gs, stop, oom in self.runs))


def _online_result(instance, run: OnlineRun, policy, t0: float, **info) -> MethodResult:
    run.sim.run(policy)
    dt = time.perf_counter() - t0
    return MethodResult(run.solution(), Status.FEASIBLE, timings=Timings(solve_s=dt, total_s=dt),
                        info={"oom_failures": run.oom_failures, **info})


def _round_online(instance, budget: Budget | None, kind: str) -> MethodResult:
    """Every round-based method: at each event, build the round instance
    from the state and call the one-round function of ``horus-placement``:
    ``horus`` (Alg. 1, k = 1, the first beta pending), ``horus-f`` (k = 3,
    WFQ picks beta of all pending), ``horus-exact-round`` (the round MILP of
    ``formulations.horus`` on the first beta pending, ``sequential`` costs,
    Alg. 1's state), ``fifo`` and ``obp`` (all pending, no buffer).

    ``horus-exact-round``'s work: ``ROUND_NODE_LIMIT`` nodes per round's MILP
    times ``Budget.work`` (or ``Budget.node_limit``), so its schedule does
    not depend on the machine. The time limit is the safety cap of the whole
    run (CPU seconds; each round's MILP gets what is left as its own time
    limit): once it is used up, the remaining rounds take Alg. 1's
    placement, and ``info["stopped_at_time_cap"]`` says so."""
    t0 = time.perf_counter()
    budget = budget or Budget()
    run = OnlineRun(instance)
    beta = instance.beta
    cap = TimeCap(budget.time_limit_s)
    nodes = budget.node_limit if budget.node_limit is not None else budget.scaled(ROUND_NODE_LIMIT)
    stats = {"round_milps": 0, "round_nodes": 0, "rounds_at_node_limit": 0, "rounds_after_time_cap": 0}

    def exact_round(ri: HorusInstance, size: int) -> list[list[int]]:
        """The round MILP within its node limit and the time left, else Alg. 1."""
        from schedbench.formulations.horus import run_milp

        if cap.reached():
            stats["rounds_after_time_cap"] += 1
            return alg1_place(ri, range(size))
        left = cap.left()
        limit = budget.time_limit_s if left is None else max(left, ROUND_MIN_TIME_S)
        res = run_milp(ri, replace(budget, time_limit_s=limit, node_limit=nodes))
        stats["round_milps"] += 1
        stats["round_nodes"] += int(res.info.get("nodes") or 0)
        if res.info.get("stopped_at_time_cap"):
            cap.hit = True
        elif res.info.get("stopped_at_limit"):
            stats["rounds_at_node_limit"] += 1
        return _placement(res)

    def decide(sim, t, arrived, finished) -> None:
        run.admit(arrived)
        if not run.pending or not run.gpu_has_room():
            return
        if kind in ("horus", "horus-exact-round"):
            buffer = run.pending[:beta]
            ri = run.round_instance(t, buffer)
            if kind == "horus":
                placement = alg1_place(ri, range(len(buffer)))
            else:
                placement = exact_round(ri, len(buffer))
        else:
            buffer = list(run.pending)
            ri = run.round_instance(t, buffer)
            if kind == "horus-f":
                placement = alg1_place(ri, wfq_order(ri, K_HORUS_F, budget.seed, beta))
            elif kind == "fifo":
                placement = _placement(fifo(ri))
            else:
                placement = _placement(obp(ri))
        for j, gs in zip(buffer, placement):
            if gs:
                run.try_start(j, gs)

    res = _online_result(instance, run, decide, t0, method=kind)
    if kind != "horus-exact-round":
        return res
    return replace(res, info={**res.info, "round_node_limit": nodes, **stats, **cap.info()})  # after the run


def horus_online(instance, budget: Budget | None = None) -> MethodResult:
    """Alg. 1 per event, k = 1, beta = instance.beta (Sec. 5.2's Horus)."""
    return _round_online(instance, budget, "horus")


def horus_f_online(instance, budget: Budget | None = None) -> MethodResult:
    """Alg. 1 per event, k = 3 (Horus-f, Sec. 4.2.2)."""
    return _round_online(instance, budget, "horus-f")


def horus_exact_round_online(instance, budget: Budget | None = None) -> MethodResult:
    """Ablation: Alg. 1's round solved exactly by the round MILP."""
    return _round_online(instance, budget, "horus-exact-round")


def fifo_online(instance, budget: Budget | None = None) -> MethodResult:
    """FIFO (Sec. 5.2): arrival order, exclusive GPUs, blocks at the head."""
    return _round_online(instance, budget, "fifo")


def obp_online(instance, budget: Budget | None = None) -> MethodResult:
    """OBP (Sec. 5.2): arrival order, least loaded by predicted memory (Eq. 8)."""
    return _round_online(instance, budget, "obp")


def pab_online(instance, budget: Budget | None = None) -> MethodResult:
    """PAB (Sec. 5.2, after [8], [53]; spec horus.md Sec. 3), on TRUE rates.

    One placement per decision, in arrival order (a job that does not fit is
    passed over): best fit by predicted memory (least free memory left, then
    lower GPU index) among GPUs under the cap and not forbidden to the job.
    After each placement the scheduler pauses for a warm-up W ~ U[0, 60] s
    (seeded). At the end of W, if the new job shares a GPU and its rate
    (against running alone) or a co-runner's (against its rate just before
    the placement) fell by >= ``PAB_RATE_DROP``, the new job is evicted, its
    progress lost, and its GPUs are forbidden to it for its next placement
    attempt (the tabu rule; without it PAB loops)."""
    t0 = time.perf_counter()
    budget = budget or Budget()
    rng = np.random.default_rng(budget.seed)
    run = OnlineRun(instance, preemptive=True)
    sim, rates = run.sim, run.rates
    cap_n, cap_mem = instance.max_colocation, instance.gpu_mem_mib
    mem = [0.0] * instance.total_gpus
    forbid: dict[int, set[int]] = {}
    checks: list[tuple[int, float, float, dict[int, float]]] = []  # (job, due, its run start, rates before)
    state = {"pause": -math.inf}

    def rate(k: int) -> float:
        return 1.0 / rates.slowdown(k, sim.gpus_of(k))

    def decide(_sim, t, arrived, finished) -> None:
        run.admit(arrived)
        for g in range(instance.total_gpus):
            mem[g] = sum(run.seen_mem[k] for k in sim.occupants(g))
        due = [c for c in checks if c[1] <= t]
        for c in due:
            checks.remove(c)
            j, _, started, before = c
            if not sim.is_running(j) or sim.trace.run_start[j] != started:
                continue
            drops = [1.0 - rate(j)] + [1.0 - rate(k) / r for k, r in before.items() if sim.is_running(k)]
            if max(drops) >= PAB_RATE_DROP:
                gs = sim.gpus_of(j)
                run.evict(j)
                forbid[j] = set(gs)
        if t < state["pause"]:
            return
        for j in list(run.pending):
            need = instance.jobs[j].gpus
            tabu = forbid.pop(j, set())
            ok = [g for g in range(instance.total_gpus)
                  if g not in tabu and len(sim.occupants(g)) < cap_n and mem[g] + run.seen_mem[j] <= cap_mem]
            if len(ok) < need:
                continue
            gs = sorted(ok, key=lambda g: (cap_mem - mem[g] - run.seen_mem[j], g))[:need]
            partners = sorted({k for g in gs for k in sim.occupants(g)})
            before = {k: rate(k) for k in partners}
            if not run.try_start(j, gs):
                continue
            w = float(rng.uniform(0.0, PAB_WARMUP_MAX_S))
            state["pause"] = t + w
            sim.wake_at(t + w, always=True)
            if partners:
                checks.append((j, t + w, t, before))
            return

    return _online_result(instance, run, decide, t0, method="pab")


def lower_bound_online(instance, budget: Budget | None = None) -> MethodResult:
    """The proven makespan bound of ``schedbench.problems.horus.makespan_lower_bound``
    (bound only; the schedule returned is FIFO's, so the cell is scored)."""
    from schedbench.problems.horus import makespan_lower_bound

    t0 = time.perf_counter()
    lb = makespan_lower_bound(instance)
    res = fifo_online(instance, budget)
    dt = time.perf_counter() - t0
    return MethodResult(res.solution, Status.FEASIBLE, bound=lb, timings=Timings(solve_s=dt, total_s=dt),
                        info={"schedule": "fifo"})
