"""CASTOR's job-pair decision (problem ``castor-pair``, Sec. 5.1, Theorem 1, Alg. 2).

Reference: CASTOR (Luo et al.), Sec. 3.1-3.2 (Eq. 1-5), Sec. 5.1 (Eq. 14-23,
Theorem 1), Sec. 5.2.3 (Alg. 2); spec ``shared/specs/castor.md`` §3-4.

Problem. Job A runs alone on G GPUs with ``i_A`` iterations left at ``t_A``
s each; job B (per-GPU batch B, ``i_B`` iterations) arrives at time 0 and
must run on the same GPUs. Choose B's sub-batch ``b`` (a candidate
``B / 2^m``; B then runs ``s = B / b`` accumulated sub-batches per iteration
at solo iteration time ``t_B(b)``, Eq. 3) and its insertion time
``kappa in [0, t_A * i_A]``. While both run (Eq. 4-5 = 14-15) A takes
``t_A * xi_A(b)`` and B ``t_B(b) * xi_B(b)`` per iteration; each job runs at
its solo speed when alone. Minimise Theorem 1's

    T_bar = (T_A + T_B) / 2                                                  (18)

with T_A, T_B the completion times measured from B's arrival (time 0).
Constraints: B alone fits ``b`` (``mem_ok_alone``, B4); if the jobs overlap
(``kappa < t_A i_A``), they fit together (``mem_ok_shared``). ``kappa = t_A
i_A`` is the sequential schedule (no overlap). ``kappa`` later than A's end
only delays B and is outside Theorem 1's domain, so it is infeasible here.

The evaluator computes T_A and T_B by simulating the two jobs' progress
phase by phase (:func:`pair_completion`): A alone until kappa, both at their
inflated speeds until the first finishes, the survivor alone. It never uses
Theorem 1's closed forms (Eq. 19, 23), which :mod:`schedbench.heuristics.castor`
implements and the tests compare against it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from schedbench.contracts import Evaluation, Sense
from schedbench.scoring import evaluator
from schedbench.errors import ValidationError
from schedbench.instances.castor import CastorPairInstance, CastorScheduleInstance
from schedbench.specs import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, NonNegFloat, NonNegInt, PosInt, SchemaValue, with_config

PROBLEM = "castor-pair"
#: Relative tolerance of ``kappa <= t_A i_A`` and of "no overlap" at kappa = t_A i_A.
KAPPA_REL_TOL = 1e-9


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CastorPairSolution(SchemaValue):
    """B's insertion time ``kappa_s`` (seconds after its arrival) and sub-batch ``sub_batch``."""

    kappa_s: NonNegFloat
    sub_batch: PosInt


def pair_completion(t_a: float, i_a: float, t_b: float, i_b: float, xi_a: float, xi_b: float,
                    kappa: float) -> tuple[float, float]:
    """(T_A, T_B) of A (``i_A`` iterations left, ``t_A`` s each alone) and B
    (``i_B`` iterations, ``t_B`` s each alone) when B starts at ``kappa`` in
    [0, t_A i_A] and each is slowed by its ``xi`` while both run (Eq. 14-15).
    Phase by phase, from the definitions (no closed form)."""
    left_a = max(i_a - kappa / t_a, 0.0)  # phase 1: A alone on [0, kappa]
    if left_a == 0.0:
        return kappa, kappa + i_b * t_b
    hat_a, hat_b = t_a * xi_a, t_b * xi_b
    finish_a, finish_b = left_a * hat_a, i_b * hat_b  # phase 2: both, until the first ends
    if finish_a <= finish_b:
        done_b = finish_a / hat_b
        return kappa + finish_a, kappa + finish_a + (i_b - done_b) * t_b  # phase 3: B alone
    done_a = finish_b / hat_a
    return kappa + finish_b + (left_a - done_a) * t_a, kappa + finish_b  # phase 3: A alone


def check(instance: CastorPairInstance, solution: CastorPairSolution) -> list[str]:
    """Violations of the constraints (module docstring); empty when feasible."""
    out = []
    horizon = instance.horizon_s
    opt = instance.option(solution.sub_batch)
    if solution.kappa_s > horizon * (1.0 + KAPPA_REL_TOL):
        out.append(f"kappa_s: {solution.kappa_s!r} is after A's solo end t_A*i_A = {horizon!r} (Theorem 1's domain)")
    if opt is None:
        out.append(f"sub_batch: {solution.sub_batch} is not a candidate B/2^m of B = {instance.job_b.batch}")
        return out
    if not opt.mem_ok_alone:
        out.append(f"sub_batch: {solution.sub_batch} does not fit in GPU memory even alone (B4)")
    if overlaps(instance, solution) and not opt.mem_ok_shared:
        out.append(f"sub_batch: A and B at {solution.sub_batch} do not fit together, yet they overlap (B4)")
    return out


def overlaps(instance: CastorPairInstance, solution: CastorPairSolution) -> bool:
    """Whether B starts before A's solo end (the two share GPUs for a while)."""
    return solution.kappa_s < instance.horizon_s * (1.0 - KAPPA_REL_TOL)


def completion_times(instance: CastorPairInstance, solution: CastorPairSolution) -> tuple[float, float]:
    """(T_A, T_B) of a feasible solution."""
    a, b = instance.job_a, instance.job_b
    opt = instance.option(solution.sub_batch)
    if not overlaps(instance, solution):
        return instance.horizon_s, instance.horizon_s + b.iterations * opt.iter_time_s
    return pair_completion(a.iter_time_s, a.remaining_iterations, opt.iter_time_s, b.iterations,
                           opt.xi_a, opt.xi_b, solution.kappa_s)


@evaluator(CastorPairSolution, Sense.MINIMIZE)
def evaluate(instance: CastorPairInstance, solution: CastorPairSolution) -> Evaluation:
    """Eq. 18's mean completion time of the pair, from the phase simulation."""
    violations = check(instance, solution)
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    t_a, t_b = completion_times(instance, solution)
    horizon = instance.horizon_s
    shared = overlaps(instance, solution)
    opt = instance.option(solution.sub_batch)
    metrics = {
        "T_A_s": t_a,
        "T_B_s": t_b,
        "kappa_s": solution.kappa_s,
        "kappa_fraction": solution.kappa_s / horizon,
        "sub_batch": float(solution.sub_batch),
        "accumulation_steps": float(instance.job_b.batch // solution.sub_batch),
        "shares": float(shared),
        "xi_a": opt.xi_a if shared else 1.0,
        "xi_b": opt.xi_b if shared else 1.0,
    }
    return Evaluation((t_a + t_b) / 2.0, Sense.MINIMIZE, True, (), metrics)


def register(reg: Registry) -> None:
    from schedbench.heuristics import castor as heuristics
    from schedbench.instances import castor as instances

    methods = {
        "exact": MethodSpec(
            "exact", heuristics.exact, "exact",
            "enumeration: every sub-batch x kappa in {0, the A/B finish crossover, t_A i_A}"
            " (T_bar is piecewise linear in kappa with that one breakpoint)",
        ),
        "theorem1": MethodSpec(
            "theorem1", heuristics.theorem1_method, "heuristic",
            "Alg. 2 (bugs fixed: b = B/2^m >= 1, memory-feasible, return after the loop) + Theorem 1"
            " (kappa = 0 or t_A i_A)",
        ),
        "paper-loop": MethodSpec(
            "paper-loop", heuristics.paper_loop_method, "heuristic",
            "Alg. 2 as printed: return inside the loop, so only b = B + Theorem 1",
        ),
        "sequential": MethodSpec("sequential", heuristics.sequential, "baseline",
                                 "B waits for A (kappa = t_A i_A) at its largest fitting sub-batch"),
        "share-now": MethodSpec("share-now", heuristics.share_now, "baseline",
                                "B starts at once (kappa = 0) at b = B, or the largest sub-batch that fits with A"),
    }
    reg.register(
        ProblemSpec(
            name=PROBLEM,
            paper="CASTOR (Luo et al.), Sec. 3.1-3.2, 5.1, Eq. 1-5, 14-23, Theorem 1, Alg. 2",
            description="insert a new job B next to a running job A: choose B's sub-batch and insertion time,"
                        " minimising the pair's mean completion time (Eq. 18)",
            size_meaning="candidate sub-batches of B (B = 2^(size-1))",
            sense=Sense.MINIMIZE,
            instance_type=CastorPairInstance,
            solution_type=CastorPairSolution,
            generate=instances.generate,
            evaluate=evaluate,
            methods=methods,
            default_sizes=(2, 4, 6, 8),
            generator_options={"gpus": "GPUs of both jobs, 1, 2, 4 or 8 (default: drawn from the seed)"},
        )
    )
    register_schedule(reg)


# ==========================================================================
# castor-schedule (Sec. 3.3, Problem 13)

SCHEDULE_PROBLEM = "castor-schedule"
#: A preempted job resumes from its checkpoint and runs this many seconds at
#: its solo speed before it progresses again (reloading the checkpoint and
#: restarting the workers). SYNTHETIC: CASTOR gives no preemption cost and the
#: data holds none; spec pitfall 4 asks for a cost, this is its size (label
#: ``resume_cost``). Only preemptive schedules (the Tiresias baseline) pay it.
RESUME_COST_S = 10.0
#: Sec. 9.4 (Tables 5-6): "Jobs that require more than 8 GPUs are classified as large".
LARGE_JOB_MIN_GPUS = 9


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Preemption:
    """A run stopped at slot ``stop_slot`` (the job leaves its GPUs at
    ``stop_slot * Delta``) and resumed at slot ``resume_slot`` on ``gpus``."""

    stop_slot: NonNegInt
    resume_slot: NonNegInt
    gpus: tuple[NonNegInt, ...]


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduledJob:
    """One job's decision: first slot ``start_slot`` (it starts at
    ``start_slot * Delta``), its GPU ids (node ``m`` holds ids ``m * gpus_per_node``
    and up), and its sub-batch (``s = B / sub_batch`` accumulation steps).

    ``preemptions`` (empty in Problem 13, which forbids preemption, Eq. 8-9)
    is the preemptive form that scores preemptive baselines (Tiresias):
    the job runs from ``start_slot`` on ``gpus`` until the first stop, then
    from each resume on that preemption's GPUs until the next stop, and the
    last run to completion; the sub-batch never changes."""

    start_slot: NonNegInt
    gpus: tuple[NonNegInt, ...]
    sub_batch: PosInt
    preemptions: tuple[Preemption, ...] = ()

    def __post_init__(self) -> None:
        last = self.start_slot
        for i, p in enumerate(self.preemptions):
            if p.stop_slot <= last:
                raise ValidationError(f"preemptions[{i}].stop_slot", f"must be after the run's start (slot {last})",
                                      p.stop_slot)
            if p.resume_slot < p.stop_slot:
                raise ValidationError(f"preemptions[{i}].resume_slot", f"must not be before its stop (slot "
                                      f"{p.stop_slot})", p.resume_slot)
            last = p.resume_slot

    def runs(self) -> list[tuple[int, int | None, tuple[int, ...]]]:
        """``(start slot, stop slot or None for the last run, GPUs)`` of every run."""
        out: list[tuple[int, int | None, tuple[int, ...]]] = []
        start, gpus = self.start_slot, self.gpus
        for p in self.preemptions:
            out.append((start, p.stop_slot, gpus))
            start, gpus = p.resume_slot, p.gpus
        out.append((start, None, gpus))
        return out


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CastorScheduleSolution(SchemaValue):
    """One :class:`ScheduledJob` per instance job, in instance order."""

    jobs: tuple[ScheduledJob, ...]

    def to_dict(self) -> dict:
        # A job without preemptions is written as before the preemptive form
        # existed (its JSON, and so its content hash, do not change).
        out = super().to_dict()
        for job in out["jobs"]:
            if not job["preemptions"]:
                del job["preemptions"]
        return out

    @property
    def preemptive(self) -> bool:
        return any(j.preemptions for j in self.jobs)


class CastorRates:
    """The rate model of Problem (13) on the shared core (readings B2-B3).

    A job on its GPUs at sub-batch ``b`` (``plan``) takes ``t_j(b)`` per
    iteration alone (Eq. 3) and ``t_j(b) * max_k xi_{j|k}`` while it shares
    any GPU with running jobs ``k`` (Eq. 4-5; B3: a synchronous gang job runs
    at its slowest worker). ``seen=True`` uses the ratios the scheduler sees
    (for a policy's own forecasts), never for scoring. ``scale[j]`` (default
    1) multiplies job j's whole work: a preemptive schedule raises it at each
    resume so that the work left grows by :data:`RESUME_COST_S` solo seconds
    (:func:`resume_scale`)."""

    def __init__(self, instance, sub_batch: list[int | None], *, seen: bool = False,
                 scale: list[float] | None = None) -> None:
        self.instance = instance
        self.sub_batch = sub_batch
        self.seen = seen
        self.scale = scale

    def xi(self, j: int, k: int, bj: int | None = None, bk: int | None = None) -> float | None:
        """xi_{j|k}: job j's slowdown next to job k (None: they do not fit together)."""
        jobs = self.instance.jobs
        bj = self.sub_batch[j] if bj is None else bj
        bk = self.sub_batch[k] if bk is None else bk
        p = self.instance.pair(jobs[j].model, bj, jobs[k].model, bk)
        if p is None or not p.mem_ok:
            return None
        return p.xi_a_seen if self.seen else p.xi_a

    def iter_time(self, j: int, partners: tuple[int, ...]) -> float:
        job = self.instance.jobs[j]
        t = job.option(self.sub_batch[j]).iter_time_s
        worst = 1.0
        for k in partners:
            x = self.xi(j, k)
            if x is None:
                return math.inf
            worst = max(worst, x)
        return t * worst

    def solo_duration(self, j: int) -> float:
        """Job j's whole work at its sub-batch, alone (no resume cost)."""
        job = self.instance.jobs[j]
        return job.iterations * job.option(self.sub_batch[j]).iter_time_s

    def duration(self, job: int, gpus: tuple[int, ...], plan, partners: tuple[int, ...]) -> float:
        d = self.instance.jobs[job].iterations * self.iter_time(job, partners)
        return d if self.scale is None else d * self.scale[job]


def resume_scale(scale: float, left: float, solo_s: float, cost_s: float = RESUME_COST_S) -> float:
    """The work scale after a resume: the job had ``left`` of its (scaled)
    work to do, ``left * scale * solo_s`` solo seconds; after the resume it
    has ``cost_s`` more, with the core's remaining fraction unchanged, so the
    new scale is ``scale + cost_s / (left * solo_s)``."""
    return scale + cost_s / (max(left, 1e-12) * solo_s)


def schedule_cluster(instance):
    from schedbench.online import Cluster

    return Cluster.uniform(instance.nodes, instance.gpus_per_node, max_share=instance.max_share)


def schedule_sim_jobs(instance):
    from schedbench.online import SimJob

    return [SimJob(j.arrival_s, j.gpus) for j in instance.jobs]


class _Abort(Exception):
    pass


def _static_violations(instance, solution: CastorScheduleSolution) -> list[str]:
    out: list[str] = []
    n, total, slot = len(instance.jobs), instance.total_gpus, instance.slot_s
    if len(solution.jobs) != n:
        return [f"jobs: {len(solution.jobs)} scheduled, the instance has {n}"]
    for k, (job, sj) in enumerate(zip(instance.jobs, solution.jobs)):
        for r, (_, _, gpus) in enumerate(sj.runs()):
            where = f"jobs[{k}].gpus" if r == 0 else f"jobs[{k}].preemptions[{r - 1}].gpus"
            if len(gpus) != job.gpus or len(set(gpus)) != len(gpus):
                out.append(f"{where}: must be {job.gpus} distinct GPUs (Eq. 6), got {list(gpus)}")
            if any(g >= total for g in gpus):
                out.append(f"{where}: ids must be < {total}, got {list(gpus)}")
        if sj.start_slot * slot < job.arrival_s:  # Eq. 10, exactly: a slot a hair early is a slot early
            out.append(f"jobs[{k}].start_slot: {sj.start_slot} starts at {sj.start_slot * slot!r} s, before the "
                       f"arrival {job.arrival_s!r} s")
        opt = job.option(sj.sub_batch)
        if opt is None:
            out.append(f"jobs[{k}].sub_batch: {sj.sub_batch} is not a candidate B/2^m of B = {job.batch}")
        elif not opt.mem_ok_alone:
            out.append(f"jobs[{k}].sub_batch: {sj.sub_batch} does not fit in GPU memory even alone (B4)")
    return out


def replay(instance, solution: CastorScheduleSolution, *, record_events: bool = False,
           benefits: dict[int, float] | None = None):
    """Replay a statically valid schedule on the shared core: ``(trace,
    violations)``. Each job starts at its slot on its GPUs (in job order
    within a slot); the core re-times partners at every start and end; a job
    holds its GPUs to the end of its completing slot (B2). Eq. 7 (at most two
    jobs per GPU) and B4 (the jobs on a GPU fit together) are checked at
    every start. The trace is None when a check fails.

    A start slot is one whose boundary ``k Delta`` is at or after the
    arrival, compared exactly as floats (:func:`_static_violations`): no
    tolerance lets a job run before it arrives, not even by a hair.

    A preemptive schedule (:attr:`ScheduledJob.preemptions`) runs on the core
    with ``preemptive=True``: at a slot, the runs that stop there end first
    (the job must still be running: a stop after its completion is a
    violation), then the runs that start or resume there begin; a resumed job
    keeps its progress and pays :data:`RESUME_COST_S` (:func:`resume_scale`).

    ``benefits``, if given, receives Eq. 24's sharing benefit of every job
    whose first start puts it on a GPU that holds a running job
    (:func:`sharing_benefit`)."""
    from schedbench.online import SimJob, Simulation

    n = len(instance.jobs)
    rates = CastorRates(instance, [sj.sub_batch for sj in solution.jobs], scale=[1.0] * n)
    slot = instance.slot_s
    starts: dict[int, list[tuple[int, tuple[int, ...], bool]]] = {}
    stops: dict[int, list[int]] = {}
    for k, sj in enumerate(solution.jobs):
        for r, (first, stop, gpus) in enumerate(sj.runs()):
            starts.setdefault(first, []).append((k, gpus, r > 0))
            if stop is not None:
                stops.setdefault(stop, []).append(k)
    violations: list[str] = []
    left: dict[int, float] = {}

    def decide(sim, t, arrived, finished):
        s = round(t / slot)
        if abs(t - s * slot) != 0.0:
            return
        for k in stops.get(s, ()):
            if not sim.is_running(k):
                violations.append(f"jobs[{k}]: preempted at slot {s}, but it is not running then"
                                  + (f" (it completed at {sim.trace.end[k]!r} s)" if sim.trace.end[k] == sim.trace.end[k]
                                     else ""))
                raise _Abort
            left[k] = sim.remaining(k)
            sim.preempt(k)
        for k, gpus, resumed in starts.get(s, ()):
            sj = solution.jobs[k]
            if not sim.is_waiting(k):
                violations.append(f"jobs[{k}]: a run starts at slot {s} while the job is running or done")
                raise _Abort
            shares = False
            for g in gpus:
                occ = sim.occupants(g)
                if len(occ) >= instance.max_share:
                    violations.append(f"jobs[{k}]: GPU {g} already holds jobs {list(occ)} at slot {s}"
                                      f" (Eq. 7: at most {instance.max_share})")
                    raise _Abort
                for o in occ:
                    shares = True
                    if rates.xi(k, o) is None:
                        violations.append(f"jobs[{k}]: sub-batch {sj.sub_batch} and job {o}'s sub-batch "
                                          f"{rates.sub_batch[o]} do not fit together on GPU {g} (B4)")
                        raise _Abort
            if resumed:
                rates.scale[k] = resume_scale(rates.scale[k], left[k], rates.solo_duration(k))
            elif shares and benefits is not None:
                benefits[k] = sharing_benefit(instance, rates, sim, k, gpus)
            sim.start(k, gpus=gpus, plan=sj.sub_batch)

    sim_jobs = [SimJob(job.arrival_s, job.gpus) for job in instance.jobs]
    sim = Simulation(schedule_cluster(instance), sim_jobs, rates, slot_s=slot,
                     hold_to_slot_end=True, preemptive=solution.preemptive, record_events=record_events)
    for s in starts:
        sim.wake_at(s * slot)
    for s in stops:
        sim.wake_at(s * slot, always=True)
    try:
        trace = sim.run(decide)
    except _Abort:
        return None, violations
    return trace, violations


class _Forward:
    """Eq. 24's forward simulation: the running jobs (global ids ``ids``) with
    ``left`` of their work, and job ``new``, no arrival after ``t``."""

    def __init__(self, rates: CastorRates, ids: list[int], left: list[float]) -> None:
        self.rates, self.ids, self.left = rates, ids, left

    def duration(self, job: int, gpus: tuple[int, ...], plan, partners: tuple[int, ...]) -> float:
        ids = self.ids
        return self.left[job] * self.rates.duration(ids[job], gpus, plan, tuple(ids[p] for p in partners))


def _forward_end(instance, rates: CastorRates, running: list[tuple[int, tuple[int, ...], float]], new: int,
                 sub_batch: int, gpus: tuple[int, ...] | None, t: float) -> float:
    """When job ``new`` completes if it starts at ``t`` on ``gpus`` at
    ``sub_batch`` (``gpus=None``: it waits, then runs alone on the first
    free consolidated GPUs), the jobs ``running`` (id, GPUs, work left) run
    on, and nothing else starts (Eq. 24: "no new jobs will be submitted")."""
    from schedbench.online import SimJob, Simulation

    batches = list(rates.sub_batch)
    batches[new] = sub_batch
    scale = list(rates.scale) if rates.scale is not None else None
    if scale is not None:
        scale[new] = 1.0
    local = CastorRates(instance, batches, scale=scale)
    ids = [j for j, _, _ in running] + [new]
    left = [w for _, _, w in running] + [1.0]
    me = len(ids) - 1
    jobs = [SimJob(t, instance.jobs[j].gpus) for j in ids]

    def decide(sim, now, arrived, finished):
        for i in arrived:
            if i != me:
                sim.start(i, gpus=running[i][1], plan=batches[ids[i]])
        if sim.is_waiting(me):
            if gpus is not None:
                sim.start(me, gpus=gpus, plan=sub_batch)
            elif sim.total_free >= jobs[me].gpus:
                sim.start(me, per_node=sim.pick_nodes(jobs[me].gpus), plan=sub_batch)

    sim = Simulation(schedule_cluster(instance), jobs, _Forward(local, ids, left), slot_s=instance.slot_s,
                     hold_to_slot_end=True)
    return sim.run(decide).end[me]


def sharing_benefit(instance, rates: CastorRates, sim, k: int, gpus: tuple[int, ...]) -> float:
    """Eq. 24 for job k, about to start now on ``gpus`` next to running jobs:
    ``t_solo-location / t_colocation``, the JCT if it "remains pending until
    sufficient resources are released" (then alone, at its best solo
    sub-batch, on free consolidated GPUs) over the JCT when it shares as
    decided, both by forward simulation with the running jobs' work left and
    "no new jobs" (Sec. 9.2). Above 1: the sharing decision helped the job."""
    running = [(j, sim.gpus_of(j), sim.remaining(j)) for j in range(len(instance.jobs)) if sim.is_running(j)]
    t, job, b = sim.now, instance.jobs[k], rates.sub_batch[k]
    assert b is not None  # the replay sets every job's sub-batch
    co = _forward_end(instance, rates, running, k, b, gpus, t)
    solo = _forward_end(instance, rates, running, k, job.best_alone().sub_batch, None, t)
    return (solo - job.arrival_s) / (co - job.arrival_s)


def sharing_benefits(instance, solution: CastorScheduleSolution) -> dict[int, float]:
    """Eq. 24's sharing benefit per job whose first start shares a GPU (true xi)."""
    out: dict[int, float] = {}
    trace, violations = replay(instance, solution, benefits=out)
    if trace is None:
        raise ValueError(f"not a feasible schedule: {violations[:1]}")
    return out


def check_schedule(instance, solution: CastorScheduleSolution) -> list[str]:
    """Violations of Eq. 6-10 and B4 (and of the preemptive form); empty when feasible."""
    out = _static_violations(instance, solution)
    if out:
        return out
    return replay(instance, solution)[1]


def busy_intervals(trace, total_gpus: int) -> tuple[list[float], list[float], list[float]]:
    """``(from, to, 1)`` per maximal busy interval of each GPU (a shared GPU counts once)."""
    per_gpu: dict[int, list[tuple[float, float]]] = {}
    for j in range(len(trace.gpus)):
        for a, b, ids in trace.runs(j):
            for g in ids:
                per_gpu.setdefault(g, []).append((a, b))
    lo, hi, cnt = [], [], []
    for spans in per_gpu.values():
        spans.sort()
        a, b = spans[0]
        for s, e in spans[1:]:
            if s > b:
                lo.append(a)
                hi.append(b)
                cnt.append(1.0)
                a, b = s, e
            else:
                b = max(b, e)
        lo.append(a)
        hi.append(b)
        cnt.append(1.0)
    return lo, hi, cnt


def shared_jobs(trace) -> int:
    """Jobs that ran on some GPU at the same time as another job."""
    per_gpu: dict[int, list[tuple[float, float, int]]] = {}
    for j in range(len(trace.gpus)):
        for a, b, ids in trace.runs(j):
            for g in ids:
                per_gpu.setdefault(g, []).append((a, b, j))
    shared: set[int] = set()
    for spans in per_gpu.values():
        spans.sort()
        for i, (_, b, j) in enumerate(spans):
            for a2, _, k in spans[i + 1:]:
                if a2 >= b:
                    break
                if k != j:
                    shared.update((j, k))
    return len(shared)


def waiting_times(trace, arrival) -> list[float]:
    """Sec. 9.2's queuing delay per job, "the sum of the time periods spent
    waiting from the moment of submission until the completion of the job":
    JCT minus the time it held GPUs. Without preemption this is submission
    to start (B8); a preempted job also waits between its runs."""
    return [trace.end[j] - a - sum(b - s for s, b, _ in trace.runs(j)) for j, a in enumerate(arrival)]


def class_metrics(instance, arrival, end, waiting) -> dict[str, float]:
    """Tables 5-6's classes (large: more than 8 GPUs): each class's part of
    the overall mean JCT and queuing delay (:func:`waiting_times`; the
    tables' class columns add up to "All Jobs", spec §4), and the number of
    large jobs."""
    n = len(arrival)
    large = [j.gpus >= LARGE_JOB_MIN_GPUS for j in instance.jobs]
    out = {"large_jobs": float(sum(large))}
    for name, flag in (("large", True), ("small", False)):
        out[f"mean_jct_{name}_part_s"] = sum(e - a for e, a, f in zip(end, arrival, large) if f == flag) / n
        out[f"mean_waiting_{name}_part_s"] = sum(w for w, f in zip(waiting, large) if f == flag) / n
    return out


@evaluator(CastorScheduleSolution, Sense.MINIMIZE)
def evaluate_schedule(instance, solution: CastorScheduleSolution) -> Evaluation:
    """Eq. 13: sum over jobs of JCT ``T_j - a_j`` (T_j = end of the
    completing slot, B2), from the replay on the shared core; with the
    common online metrics (queueing: submission to first start, B8), Sec.
    9.2's waiting until completion (:func:`waiting_times`; the same without
    preemption), Tables 5-6's class parts, Eq. 24's mean sharing benefit over
    the sharing decisions, and, for a preemptive schedule, its preemption
    count."""
    from schedbench.online import online_metrics

    violations = _static_violations(instance, solution)
    trace = None
    benefits: dict[int, float] = {}
    if not violations:
        trace, violations = replay(instance, solution, benefits=benefits)
    if violations or trace is None:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    arrival = [j.arrival_s for j in instance.jobs]
    jct = [e - a for e, a in zip(trace.end, arrival)]
    metrics = online_metrics(arrival, trace.start, trace.end, total_gpus=instance.total_gpus,
                             busy=busy_intervals(trace, instance.total_gpus),
                             offered_gpu_s=[j.gpus * j.solo_s for j in instance.jobs])
    metrics["sum_jct_s"] = float(sum(jct))
    metrics["accumulating_jobs"] = float(sum(sj.sub_batch < j.batch for sj, j in zip(solution.jobs, instance.jobs)))
    metrics["shared_jobs"] = float(shared_jobs(trace))
    waiting = waiting_times(trace, arrival)
    metrics["mean_waiting_s"] = float(sum(waiting) / len(waiting))
    metrics.update(class_metrics(instance, arrival, trace.end, waiting))
    metrics["sharing_decisions"] = float(len(benefits))
    if benefits:
        metrics["sharing_benefit_mean"] = float(sum(benefits.values()) / len(benefits))
    if solution.preemptive:
        metrics["preemptions"] = float(sum(len(sj.preemptions) for sj in solution.jobs))
    return Evaluation(float(sum(jct)), Sense.MINIMIZE, True, (), metrics)


def preemptive_schedule(solution: CastorScheduleSolution) -> str:
    """Why ``solution`` lies outside Problem 13 (empty: it does not): a
    preemptive schedule, which Eq. 8-9 forbid. The evaluator scores the
    preemptive form (for Tiresias), but only a method declared outside the
    bounds' space may return one (``ProblemSpec.solution_outside_bounds``)."""
    return "a preemptive schedule (Problem 13 forbids preemption, Eq. 8-9)" if solution.preemptive else ""


def register_schedule(reg: Registry) -> None:
    from schedbench.heuristics import castor as heuristics
    from schedbench.instances import castor as instances
    from schedbench.formulations import castor as formulation
    from schedbench.instances.traces import TRACE_OPTION_HELP

    sm = heuristics.schedule_method
    sched = {
        "sjf-bsbf": MethodSpec("sjf-bsbf", sm("sjf-bsbf"), "heuristic",
                               "Alg. 1 + Alg. 2 + Theorem 1 (spec §3 fixes): SJF by L_k, share where Theorem 1 says so"),
        "sjf-ffs": MethodSpec("sjf-ffs", sm("sjf-ffs"), "baseline",
                              "SJF, share with the first memory-feasible one-job GPUs when free GPUs are short"),
        "fifo": MethodSpec("fifo", sm("fifo"), "baseline", "arrival order, head-of-line blocking, exclusive"),
        "fifo-backfill": MethodSpec("fifo-backfill", sm("fifo", backfill=True), "baseline",
                                    "arrival order, a blocked job is skipped, exclusive"),
        "sjf": MethodSpec("sjf", sm("sjf"), "baseline", "shortest solo length L_k first, exclusive"),
        "ssf": MethodSpec("ssf", sm("ssf"), "baseline", "smallest service G_k L_k first, exclusive"),
        "lucid-like": MethodSpec("lucid-like", sm("lucid-like"), "baseline",
                                 "Lucid's rules as CASTOR describes them: G L order, pack same-G exclusive jobs by"
                                 " sharing labels, no sharing above one node"),
        "tiresias": MethodSpec("tiresias", heuristics.tiresias_method, "baseline",
                               "Tiresias's discretized 2D-LAS (attained GPU-seconds, queues split at "
                               + ", ".join(f"{x:,.0f}" for x in heuristics.TIRESIAS_QUEUE_THRESHOLDS_GPU_S)
                               + " GPU-seconds, FIFO within a queue), preemptive, exclusive GPUs; a resume costs"
                               f" {RESUME_COST_S:g} s",
                               outside_bounds="preemptive: milp and lower-bound range over non-preemptive"
                                              " schedules (Eq. 8-9), so their bounds do not bound it"),
        "milp": MethodSpec("milp", formulation.run_schedule_milp, "exact",
                           "time-indexed MILP of spec §2 (exact on the slot grid), horizon from sjf-bsbf, warm start;"
                           " work: branch-and-bound nodes up to --node-limit (default none: the time limit stops it)",
                           max_size=6),
        "lower-bound": MethodSpec("lower-bound", formulation.run_lower_bound, "exact",
                                  "max(per-job slot floor, SRPT on one machine of rho N, time-indexed configuration LP,"
                                  " its kind-aggregated relaxation by column generation) (proofs in docstring); work"
                                  " at --work 1: 100,000 LP iterations, then 200 pricing rounds and 200,000 LP"
                                  " iterations (the time limit is only a safety cap)"),
    }
    reg.register(
        ProblemSpec(
            name=SCHEDULE_PROBLEM,
            paper="CASTOR (Luo et al.), Sec. 3.3 (Eq. 6-13, Problem 13), Sec. 5.2 (Alg. 1-2), Sec. 9",
            description="online gang scheduling with pairwise GPU sharing (C = 2) and sub-batch scaling,"
                        " minimising the sum of JCT (Eq. 13) on a slotted time line; the preemptive Tiresias"
                        " baseline is scored on the same time line but lies outside the exact methods' schedule"
                        " space; Pollux (elastic) is not built",
            size_meaning="jobs",
            sense=Sense.MINIMIZE,
            instance_type=CastorScheduleInstance,
            solution_type=CastorScheduleSolution,
            generate=instances.generate_schedule,
            evaluate=evaluate_schedule,
            solution_outside_bounds=preemptive_schedule,
            build=formulation.build_schedule,
            methods=sched,
            default_sizes=(3, 4),
            generator_options={
                "gpus": "synthetic: GPUs of the one node (default 2)",
                "scale": "trace workloads: 'simulation' (16 x 8 GPUs, default) or 'physical' (4 x 8)",
                "gpu_mix": "trace workloads: 'paper' (default: Sec. 9.1's mix, 66% of jobs with at most 8 GPUs,"
                           " the rest 16 or 32) or 'trace' (the trace's own GPU counts)",
                "iterations": "trace workloads: 'trace' (default: trace run time / iteration time) or 'scaled'"
                              " (the physical runs: 200-2000 iterations by run-time rank, arrivals scaled down alike)",
                "slot_s": "slot length Delta (default: a fifth of the shortest job; 60 s for traces, 10 s with"
                          " iterations=scaled)",
                **{k: v for k, v in TRACE_OPTION_HELP.items() if k != "workload"},
                "compression": "arrivals are divided by this factor (a load sensitivity; default 1). The paper's"
                               " load knob (Fig. 16) is the job count: sizes 120, 240, 480 from the same window",
                "workload": "'synthetic' (default, small MILP-sized), 'philly' or 'venus' (Sec. 9.1, 240 jobs), or 'alibaba' (research-use pods, run-time studies only)",
            },
        )
    )
