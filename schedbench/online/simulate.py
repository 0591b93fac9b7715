"""One event-driven simulation core for every online problem.

Four of the five papers judge their scheduler online: jobs arrive over time,
a policy starts them on GPUs, and a job runs until its work is done at a
speed that depends on where it runs and on whom it shares GPUs with. This
module is that time line, once; a problem supplies three things:

* a :class:`Cluster` of nodes x GPUs (GPU type, per-GPU memory, node CPU and
  RAM where a paper needs them; ``max_share`` jobs per GPU, 1 = exclusive,
  2 for CASTOR Eq. 7 and HORUS's ``max_colocation``);
* a :class:`RateModel`: ``duration(job, gpus, plan, partners)``, the seconds
  the job's *whole* work takes at the speed it has now (placement-dependent
  iteration time, solo or co-located rate). The core keeps each running
  job's remaining fraction of work ``rem``; when the speed changes at time
  ``t`` (a partner starts, finishes or is preempted) it sets
  ``rem -= (t - since) / duration_old`` and the new end to
  ``t + rem * duration_new``. A job that never changes speed ends at exactly
  ``start + duration`` (``rem`` = 1.0), so schedules match closed forms
  bit for bit;
* a :class:`Policy`: ``decide(sim, t, arrived, finished)``, called at an event
  time when jobs arrived or jobs wait. It acts through :meth:`Simulation.start`
  (a job on free GPUs by node counts, or on named GPUs, which shares them with
  their occupants up to ``max_share``), :meth:`Simulation.preempt` (only where
  a paper's baseline preempts; off unless ``preemptive=True``) and
  :meth:`Simulation.wake_at` (a later time to be called at, e.g. a round).

Events are arrivals, finishes (and with them rate changes of the partners
left behind) and wake-ups. At one event time the core first ends every job
due by then (in end order; the partners of a job that ends are re-timed at
its end), then admits every arrival due by then, then consults the policy
once. With ``slot_s > 0`` (A-SRPT Sec. III, CASTOR Sec. 3.3: "time-slotted")
the policy acts only at slot boundaries: each event is acted on at the first
boundary at or after it, so every start is a whole number of slots; a job's
GPUs are free from its real end on, unless ``hold_to_slot_end`` (CASTOR's
reading B2: a job completes at the end of the slot in which its work
completes, and holds its GPUs and its partners' rates until then).

Everything is deterministic: ties are broken by job index and by the order
of the policy's calls; there is no randomness in the core.

The trace (:class:`SimTrace`) gives per job its first start, end, GPUs,
plan and runs; :mod:`schedbench.online.metrics` computes the common
metrics from any schedule (the evaluators use it on the solution, never on
the simulator's word).
"""

from __future__ import annotations

import gc
import heapq
import math
from bisect import bisect_left, insort
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, cast

from schedbench.errors import SchedbenchError


class SimulationError(SchedbenchError):
    """A policy asked for something the cluster cannot do, or the time line stalled."""


def slot_ceil(t: float, slot_s: float) -> float:
    """The first slot boundary ``k * slot_s >= t`` (``t`` itself when it is
    one). Never below ``t``: a simulator that acts at slot_ceil(event) must
    find the event done (a tolerance here made a simulator stall once
    ``t / slot_s`` grew large)."""
    k = round(t / slot_s)
    if k * slot_s < t:
        k = math.ceil(t / slot_s)
        if k * slot_s < t:
            k += 1
    return k * slot_s


def take_from_buckets(buckets: Sequence[Sequence[int]], need: int, most_free: bool) -> list[tuple[int, int]]:
    """``(node, GPUs to take)`` for ``need`` GPUs, ``buckets[c]`` listing the
    nodes with ``c`` free GPUs in index order: nodes with the most (or
    fewest) free GPUs first, ties by lower index, all of a node's free GPUs
    but the last node's remainder. Fewer than ``need`` if there are fewer."""
    counts = range(len(buckets) - 1, 0, -1) if most_free else range(1, len(buckets))
    out: list[tuple[int, int]] = []
    left = need
    for c in counts:
        for m in buckets[c]:
            if left == 0:
                return out
            take = c if c < left else left
            out.append((m, take))
            left -= take
    return out


@dataclass(frozen=True)
class Node:
    """One server: ``gpus`` GPUs of ``gpu_type``, each with ``gpu_mem`` memory,
    and the node's ``cpu`` and ``ram`` (units are the problem's; infinite =
    not modelled)."""

    gpus: int
    gpu_type: str = "gpu"
    gpu_mem: float = math.inf
    cpu: float = math.inf
    ram: float = math.inf


@dataclass(frozen=True)
class Cluster:
    """Nodes and the most jobs one GPU may hold at once (1 = exclusive).

    GPUs are numbered node by node: node ``m`` holds ids
    ``first_gpu[m] .. first_gpu[m] + nodes[m].gpus - 1``."""

    nodes: tuple[Node, ...]
    max_share: int = 1

    def __post_init__(self) -> None:
        if not self.nodes or any(n.gpus < 1 for n in self.nodes):
            raise SimulationError("a cluster needs at least one node, each with at least one GPU")
        if self.max_share < 1:
            raise SimulationError(f"max_share must be >= 1, got {self.max_share}")

    @classmethod
    def uniform(cls, nodes: int, gpus_per_node: int, gpu_type: str = "gpu", max_share: int = 1) -> "Cluster":
        return cls(tuple(Node(gpus_per_node, gpu_type) for _ in range(nodes)), max_share)

    @property
    def total_gpus(self) -> int:
        return sum(n.gpus for n in self.nodes)

    @property
    def first_gpu(self) -> tuple[int, ...]:
        out, k = [], 0
        for n in self.nodes:
            out.append(k)
            k += n.gpus
        return tuple(out)

    @property
    def node_of_gpu(self) -> tuple[int, ...]:
        return tuple(m for m, n in enumerate(self.nodes) for _ in range(n.gpus))


class SimJob(NamedTuple):
    """What the core knows of a job: its arrival, its GPU demand (gang: all
    ``gpus`` start and stop together), an optional deadline, and per-GPU
    ``gpu_mem``, ``cpu`` and ``ram`` requests (HORUS Eq. 5 counts CPU and RAM
    per GPU task; 0 = not modelled). Its work lives in the rate model.
    (A named tuple: the A-SRPT replay builds 150,000 of them.)"""

    arrival: float
    gpus: int
    deadline: float | None = None
    gpu_mem: float = 0.0
    cpu: float = 0.0
    ram: float = 0.0


class RateModel(Protocol):
    """The problem's speed model (see the module docstring)."""

    def duration(self, job: int, gpus: tuple[int, ...], plan: Any, partners: tuple[int, ...]) -> float:
        """Seconds job ``job``'s whole work takes at its current speed: on
        ``gpus`` with ``plan`` (the policy's placement detail, e.g. a stage
        mapping), sharing GPUs with the running jobs ``partners`` (sorted;
        empty when it runs alone). A gang job runs at its slowest worker
        (CASTOR B3), so ``partners`` lists everyone on any of its GPUs."""
        ...


class Policy(Protocol):
    def decide(self, sim: "Simulation", t: float, arrived: Sequence[int], finished: Sequence[int]) -> None:
        """Act at time ``t``: ``arrived`` jobs arrived since the last call (in
        (arrival, index) order) and ``finished`` jobs ended since then."""
        ...


@dataclass
class SimTrace:
    """What happened: per job, the first start, the end, the GPUs, plan and
    start of its last run, and the runs a preemption ended (``preempted``,
    only for jobs that were preempted)."""

    start: list[float]
    end: list[float]
    gpus: list[tuple[int, ...]]
    plan: list[Any]
    run_start: list[float]
    node_of_gpu: tuple[int, ...]
    preempted: dict[int, list[tuple[float, float, tuple[int, ...]]]] = field(default_factory=dict)

    def runs(self, job: int) -> list[tuple[float, float, tuple[int, ...]]]:
        """``(start, stop, gpus)`` of every run of the job (one unless preempted)."""
        return [*self.preempted.get(job, ()), (self.run_start[job], self.end[job], self.gpus[job])]

    def per_node(self, job: int) -> list[tuple[int, int]]:
        """``(node, GPUs used)`` of the job's last run, by node index."""
        counts: dict[int, int] = {}
        for g in self.gpus[job]:
            m = self.node_of_gpu[g]
            counts[m] = counts.get(m, 0) + 1
        return sorted(counts.items())


_WAITING, _RUNNING, _DONE, _FUTURE = 0, 1, 2, 3


@dataclass
class Simulation:
    """The time line (see the module docstring). Read-only views for policies:
    ``free[m]`` (GPUs of node m holding no job), ``total_free``, ``now``,
    :meth:`occupants`, :meth:`gpus_of`, :meth:`is_waiting`, ``waiting``
    (how many jobs have arrived and are not running or done)."""

    cluster: Cluster
    jobs: Sequence[SimJob]
    rates: RateModel
    slot_s: float = 0.0
    hold_to_slot_end: bool = False
    preemptive: bool = False
    record_events: bool = False
    now: float = field(default=-math.inf, init=False)

    def __post_init__(self) -> None:
        if self.slot_s < 0 or not math.isfinite(self.slot_s):
            raise SimulationError(f"slot_s must be a finite number >= 0, got {self.slot_s}")
        if self.hold_to_slot_end and self.slot_s <= 0:
            raise SimulationError("hold_to_slot_end needs slot_s > 0")
        c = self.cluster
        n = len(self.jobs)
        total = c.total_gpus
        for j, job in enumerate(self.jobs):
            if not 1 <= job.gpus <= total:
                raise SimulationError(f"job {j}: demands {job.gpus} GPUs, the cluster has {total}")
        self._node_of = c.node_of_gpu
        first = c.first_gpu
        # free GPU ids per node, lowest id popped first
        self._free_ids = [list(range(first[m] + node.gpus - 1, first[m] - 1, -1)) for m, node in enumerate(c.nodes)]
        self.free = [node.gpus for node in c.nodes]
        self._buckets: list[list[int]] = [[] for _ in range(max(self.free) + 1)]  # nodes by free GPUs
        for m, f in enumerate(self.free):
            self._buckets[f].append(m)
        self.total_free = total
        self.waiting = 0
        self._share = c.max_share > 1
        self._occ: list[list[int]] = [[] for _ in range(total)]
        self._track = any(j.gpu_mem or j.cpu or j.ram for j in self.jobs)
        self._mem_used = [0.0] * total
        self._cpu_used = [0.0] * len(c.nodes)
        self._ram_used = [0.0] * len(c.nodes)
        self._state = [_FUTURE] * n
        self._rem = [1.0] * n
        self._since = [0.0] * n
        self._dur = [0.0] * n
        self._version = [0] * n
        self._ends: list[tuple[float, int, int]] = []  # (release time, job, version)
        self._wakeups: list[float] = []
        self._forced: list[float] = []  # wake-ups that consult the policy even when nothing waits
        #: with ``record_events``: ``(time, kind, job, planned end)`` for every
        #: start, rate change (a partner started, finished or was preempted),
        #: finish and preemption, in the order the core handled them.
        self.events: list[tuple[float, str, int, float]] = []
        self.trace = SimTrace([math.nan] * n, [math.nan] * n, [()] * n, [None] * n, [math.nan] * n, self._node_of)

    # ------------------------------------------------------------ views

    def occupants(self, gpu: int) -> tuple[int, ...]:
        """Jobs running on GPU ``gpu`` (sorted). On an exclusive cluster this
        scans the running jobs (the core does not keep GPU owners there)."""
        if self._share:
            return tuple(sorted(self._occ[gpu]))
        return tuple(j for j, st in enumerate(self._state) if st == _RUNNING and gpu in self.trace.gpus[j])

    def gpus_of(self, job: int) -> tuple[int, ...]:
        return self.trace.gpus[job] if self._state[job] == _RUNNING else ()

    def is_waiting(self, job: int) -> bool:
        return self._state[job] == _WAITING

    def is_running(self, job: int) -> bool:
        return self._state[job] == _RUNNING

    def partners(self, job: int) -> tuple[int, ...]:
        """Running jobs sharing any GPU with ``job``."""
        if not self._share:
            return ()
        out = {k for g in self.trace.gpus[job] for k in self._occ[g] if k != job}
        return tuple(sorted(out))

    def pick_nodes(self, need: int, most_free: bool = True) -> list[tuple[int, int]]:
        """``(node, GPUs to take)`` for ``need`` GPUs holding no job, taken
        from the nodes with the most (or, ``most_free=False``, the fewest)
        such GPUs first, ties by lower node index (A-SRPT Alg. 1 lines 9
        and 22; CASTOR and HORUS consolidate the same way). Fewer than
        ``need`` when the cluster has fewer. The core keeps the nodes
        bucketed by free count, so this costs the nodes it returns, not a
        scan of the cluster (the hot path at Fig. 6's scale)."""
        return take_from_buckets(self._buckets, need, most_free)

    def gpu_mem_free(self, gpu: int) -> float:
        """Memory of GPU ``gpu`` not claimed by the jobs on it (HORUS A3)."""
        return self.cluster.nodes[self._node_of[gpu]].gpu_mem - self._mem_used[gpu]

    def node_cpu_free(self, node: int) -> float:
        return self.cluster.nodes[node].cpu - self._cpu_used[node]

    def node_ram_free(self, node: int) -> float:
        return self.cluster.nodes[node].ram - self._ram_used[node]

    def remaining(self, job: int) -> float:
        """Fraction of running job ``job``'s work left at ``now`` (1.0 at its
        start; CASTOR Alg. 2 needs a running job's remaining iterations)."""
        if self._state[job] != _RUNNING:
            raise SimulationError(f"job {job}: not running, it is {_STATE_NAMES[self._state[job]]}")
        d = self._dur[job]
        rem = self._rem[job] - (self.now - self._since[job]) / d if d > 0 else 0.0
        return rem if rem > 0.0 else 0.0

    def node_gpus(self, node: int) -> range:
        first = self.cluster.first_gpu[node]
        return range(first, first + self.cluster.nodes[node].gpus)

    # ---------------------------------------------------------- actions

    def wake_at(self, t: float, *, always: bool = False) -> None:
        """Be consulted at time ``t`` (at the first slot boundary at or after
        it on a slotted time line), if jobs wait then, or in any case with
        ``always=True`` (a policy that must act on running jobs when nothing
        waits: HORUS's PAB evicts after a warm-up, a replay preempts)."""
        heapq.heappush(self._wakeups, t)
        if always:
            heapq.heappush(self._forced, t)

    def start(self, job: int, *, per_node: Iterable[tuple[int, int]] | None = None,
              gpus: Sequence[int] | None = None, plan: Any = None) -> tuple[int, ...]:
        """Start waiting job ``job`` now, either on ``per_node`` ``(node,
        count)`` GPUs that hold no job, or on the named ``gpus`` (which may
        hold up to ``max_share - 1`` jobs: the job then shares them). Returns
        its GPU ids."""
        if self._state[job] != _WAITING:
            raise SimulationError(f"job {job}: cannot start, it is {_STATE_NAMES[self._state[job]]}")
        spec = self.jobs[job]
        share = self._share
        if per_node is not None:
            asked = per_node if isinstance(per_node, list) else list(per_node)
            given = 0
            for m, c in asked:
                given += c
                if c > self.free[m]:
                    raise SimulationError(f"job {job}: {c} GPUs asked on node {m}, {self.free[m]} free")
            if given != spec.gpus:
                raise SimulationError(f"job {job}: demands {spec.gpus} GPUs, {given} given")
            ids: list[int] = []
            free, stacks, occ = self.free, self._free_ids, self._occ
            for m, c in asked:
                stack = stacks[m]
                cut = len(stack) - c
                taken = stack[cut:]
                del stack[cut:]
                taken.reverse()
                self._set_free(m, free[m] - c)
                ids += taken
            self.total_free -= given
            if share:
                for g in ids:
                    occ[g].append(job)
        elif gpus is not None:
            ids = list(gpus)
            if len(ids) != spec.gpus or len(set(ids)) != len(ids):
                raise SimulationError(f"job {job}: demands {spec.gpus} distinct GPUs, got {ids}")
            for g in ids:
                if not 0 <= g < len(self._node_of) or (
                        len(self._occ[g]) >= self.cluster.max_share if share else g not in self._free_ids[self._node_of[g]]):
                    raise SimulationError(f"job {job}: GPU {g} does not exist or already holds "
                                          f"{self.cluster.max_share} job(s) (max_share)")
            for g in ids:
                if not share or not self._occ[g]:
                    m = self._node_of[g]
                    self._free_ids[m].remove(g)
                    self._set_free(m, self.free[m] - 1)
                    self.total_free -= 1
                if share:
                    self._occ[g].append(job)
        else:
            raise SimulationError("start needs per_node or gpus")
        ids_t = tuple(ids)
        if self._track:
            self._claim(job, ids_t)
        t = self.now
        tr = self.trace
        if tr.start[job] != tr.start[job]:  # NaN: the first run
            tr.start[job] = t
        tr.run_start[job] = t
        tr.gpus[job] = ids_t
        tr.plan[job] = plan
        self._state[job] = _RUNNING
        self.waiting -= 1
        self._since[job] = t
        if not share:
            self._set_speed(job, t, ())
            return ids_t
        partners = self.partners(job)
        self._set_speed(job, t, partners)
        for k in partners:
            self._retime(k, t)
        return ids_t

    def preempt(self, job: int, *, keep_progress: bool = True) -> None:
        """Stop running job ``job`` now and put it back to wait (only with
        ``preemptive=True``). Its work done so far is kept (or lost, as with
        a restart from scratch)."""
        if not self.preemptive:
            raise SimulationError("this simulation is non-preemptive (preemptive=False)")
        if self._state[job] != _RUNNING:
            raise SimulationError(f"job {job}: cannot preempt, it is {_STATE_NAMES[self._state[job]]}")
        t = self.now
        self._advance(job, t)
        if not keep_progress:
            self._rem[job] = 1.0
        self._version[job] += 1
        partners = self.partners(job)
        self.trace.preempted.setdefault(job, []).append((self.trace.run_start[job], t, self.trace.gpus[job]))
        self._release(job)
        if self.record_events:
            self.events.append((t, "preempt", job, math.nan))
        self._state[job] = _WAITING
        self.waiting += 1
        for k in partners:
            self._retime(k, t)

    # ---------------------------------------------------------- the loop

    def run(self, policy: Policy | Callable[..., None]) -> SimTrace:
        """Run the time line to the end (every job done) and return the trace.
        ``policy`` is a :class:`Policy` or a plain function with the
        signature of :meth:`Policy.decide`."""
        decide = cast(Callable[..., None], getattr(policy, "decide", policy))
        # The loop allocates many small long-lived objects (trace tuples, heap
        # entries, plans) and no reference cycles of its own; CPython's cyclic
        # collector would rescan the whole (large) instance again and again
        # (a third of the wall time at 37,500 jobs). It is paused for the
        # loop and restored after, whatever happens.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return self._loop(decide)
        finally:
            if was_enabled:
                gc.enable()

    def _loop(self, decide: Callable[..., None]) -> SimTrace:
        jobs = self.jobs
        arrivals = sorted(range(len(jobs)), key=lambda i: (jobs[i].arrival, i))
        k = 0
        t = -math.inf
        ends, wakeups = self._ends, self._wakeups
        slot = self.slot_s
        finished: list[int] = []
        share, version, state, heappop = self._share, self._version, self._state, heapq.heappop
        tr_end, tr_gpus = self.trace.end, self.trace.gpus
        while True:
            while ends and ends[0][2] != version[ends[0][1]]:
                heappop(ends)  # stale: the job was re-timed or preempted
            while wakeups and wakeups[0] <= t:
                heapq.heappop(wakeups)
            nxt = math.inf
            if k < len(arrivals):
                nxt = jobs[arrivals[k]].arrival
            if ends and ends[0][0] < nxt:
                nxt = ends[0][0]
            if wakeups and wakeups[0] < nxt:
                nxt = wakeups[0]
            if nxt == math.inf:
                if self.waiting:
                    raise SimulationError(f"{self.waiting} job(s) wait, none runs, no arrival or wake-up is left "
                                          "(the policy never starts them)")
                return self.trace
            t = max(t, nxt)
            if slot:
                t = slot_ceil(t, slot)
                if t < nxt:  # would act before the event and never reach it
                    raise SimulationError(f"simulator stalled at t = {t!r} before the next event {nxt!r}")
            if share:
                while ends and ends[0][0] <= t:
                    self._finish_batch(finished)
            else:  # exclusive GPUs: no partner to re-time, end jobs one by one in (end, job) order
                while ends and ends[0][0] <= t:
                    e, j, v = heappop(ends)
                    if v == version[j]:
                        tr_end[j] = e
                        if self.record_events:
                            self.events.append((e, "finish", j, e))
                        if self._track:
                            self._claim(j, tr_gpus[j], sign=-1.0)
                        self._undo(j, tr_gpus[j])
                        state[j] = _DONE
                        version[j] += 1
                        finished.append(j)
            arrived = []
            while k < len(arrivals) and jobs[arrivals[k]].arrival <= t:
                j = arrivals[k]
                state[j] = _WAITING
                arrived.append(j)
                k += 1
            self.waiting += len(arrived)
            self.now = t
            forced = False
            while self._forced and self._forced[0] <= t:
                heapq.heappop(self._forced)
                forced = True
            if arrived or self.waiting or forced:
                decide(self, t, arrived, finished)
                finished = []

    # ---------------------------------------------------------- internals

    def _finish_batch(self, finished: list[int]) -> None:
        """End every job due at the earliest release time (in job order),
        then re-time the partners they leave behind (at that time)."""
        ends, version = self._ends, self._version
        e = ends[0][0]
        batch = []
        while ends and ends[0][0] == e:  # (end, job) order: the batch comes out sorted
            _, j, v = heapq.heappop(ends)
            if v == version[j]:
                batch.append(j)
        share, tr, state = self._share, self.trace, self._state
        touched: set[int] = set()
        for j in batch:
            if share:
                touched.update(self.partners(j))
            tr.end[j] = e
            if self.record_events:
                self.events.append((e, "finish", j, e))
            ids = tr.gpus[j]
            if self._track:
                self._claim(j, ids, sign=-1.0)
            self._undo(j, ids)
            state[j] = _DONE
            version[j] += 1
        finished += batch
        for k in sorted(touched):
            if state[k] == _RUNNING:
                self._retime(k, e)

    def _advance(self, job: int, t: float) -> None:
        d = self._dur[job]
        rem = self._rem[job] - (t - self._since[job]) / d if d > 0 else 0.0
        self._rem[job] = rem if rem > 0.0 else 0.0
        self._since[job] = t

    def _retime(self, job: int, t: float) -> None:
        self._advance(job, t)
        self._version[job] += 1
        self._set_speed(job, t, self.partners(job), "rate")

    def _set_speed(self, job: int, t: float, partners: tuple[int, ...], kind: str = "start") -> None:
        tr = self.trace
        d = self.rates.duration(job, tr.gpus[job], tr.plan[job], partners)
        if not d >= 0.0 or d == math.inf:
            raise SimulationError(f"job {job}: the rate model gave duration {d!r}")
        self._dur[job] = d
        end = t + self._rem[job] * d
        if self.hold_to_slot_end:
            end = slot_ceil(end, self.slot_s)
        heapq.heappush(self._ends, (end, job, self._version[job]))
        if self.record_events:
            self.events.append((t, kind, job, end))

    def _release(self, job: int) -> None:
        ids = self.trace.gpus[job]
        if self._track:
            self._claim(job, ids, sign=-1.0)
        self._undo(job, ids)

    def _undo(self, job: int, ids: Iterable[int]) -> None:
        node_of, stacks, free = self._node_of, self._free_ids, self.free
        freed: dict[int, int] = {}
        if self._share:
            for g in ids:
                occ = self._occ[g]
                occ.remove(job)
                if not occ:
                    m = node_of[g]
                    stacks[m].append(g)
                    freed[m] = freed.get(m, 0) + 1
        else:
            for g in ids:
                m = node_of[g]
                stacks[m].append(g)
                freed[m] = freed.get(m, 0) + 1
        for m, c in freed.items():
            self._set_free(m, free[m] + c)
            self.total_free += c

    def _set_free(self, m: int, count: int) -> None:
        """Node m now has ``count`` GPUs holding no job (keeps the buckets of
        :meth:`pick_nodes` sorted by node index)."""
        old = self._buckets[self.free[m]]
        del old[bisect_left(old, m)]
        insort(self._buckets[count], m)
        self.free[m] = count

    def _claim(self, job: int, ids: tuple[int, ...], sign: float = 1.0) -> None:
        spec = self.jobs[job]
        nodes = self.cluster.nodes
        per_node: dict[int, int] = {}
        for g in ids:
            per_node[self._node_of[g]] = per_node.get(self._node_of[g], 0) + 1
        if sign > 0:
            bad = [g for g in ids if self._mem_used[g] + spec.gpu_mem > nodes[self._node_of[g]].gpu_mem]
            bad_nodes = [m for m, c in per_node.items()
                         if self._cpu_used[m] + c * spec.cpu > nodes[m].cpu or self._ram_used[m] + c * spec.ram > nodes[m].ram]
            if bad or bad_nodes:
                self._undo(job, ids)
                raise SimulationError(f"job {job}: GPU memory exceeded on GPUs {bad} or CPU/RAM on nodes {bad_nodes}")
        for g in ids:
            self._mem_used[g] += sign * spec.gpu_mem
        for m, c in per_node.items():
            self._cpu_used[m] += sign * c * spec.cpu
            self._ram_used[m] += sign * c * spec.ram


_STATE_NAMES = {_WAITING: "waiting", _RUNNING: "running", _DONE: "done", _FUTURE: "not arrived yet"}
