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
from schedbench.instances.castor import CastorPairInstance, CastorScheduleInstance
from schedbench.registry import MethodSpec, ProblemSpec, Registry
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
#: Relative tolerance of ``start >= arrival`` (slot boundaries are products k * Delta).
ARRIVAL_REL_TOL = 1e-9


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduledJob:
    """One job's decision: first slot ``start_slot`` (it starts at
    ``start_slot * Delta``), its GPU ids (node ``m`` holds ids ``m * gpus_per_node``
    and up), and its sub-batch (``s = B / sub_batch`` accumulation steps)."""

    start_slot: NonNegInt
    gpus: tuple[NonNegInt, ...]
    sub_batch: PosInt


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class CastorScheduleSolution(SchemaValue):
    """One :class:`ScheduledJob` per instance job, in instance order."""

    jobs: tuple[ScheduledJob, ...]


class CastorRates:
    """The rate model of Problem (13) on the shared core (readings B2-B3).

    A job on its GPUs at sub-batch ``b`` (``plan``) takes ``t_j(b)`` per
    iteration alone (Eq. 3) and ``t_j(b) * max_k xi_{j|k}`` while it shares
    any GPU with running jobs ``k`` (Eq. 4-5; B3: a synchronous gang job runs
    at its slowest worker). ``seen=True`` uses the ratios the scheduler sees
    (for a policy's own forecasts), never for scoring."""

    def __init__(self, instance, sub_batch: list[int | None], *, seen: bool = False) -> None:
        self.instance = instance
        self.sub_batch = sub_batch
        self.seen = seen

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

    def duration(self, job: int, gpus: tuple[int, ...], plan, partners: tuple[int, ...]) -> float:
        return self.instance.jobs[job].iterations * self.iter_time(job, partners)


def schedule_cluster(instance):
    from schedbench.simulate import Cluster

    return Cluster.uniform(instance.nodes, instance.gpus_per_node, max_share=instance.max_share)


def schedule_sim_jobs(instance):
    from schedbench.simulate import SimJob

    return [SimJob(j.arrival_s, j.gpus) for j in instance.jobs]


class _Abort(Exception):
    pass


def _static_violations(instance, solution: CastorScheduleSolution) -> list[str]:
    out: list[str] = []
    n, total, slot = len(instance.jobs), instance.total_gpus, instance.slot_s
    if len(solution.jobs) != n:
        return [f"jobs: {len(solution.jobs)} scheduled, the instance has {n}"]
    for k, (job, sj) in enumerate(zip(instance.jobs, solution.jobs)):
        if len(sj.gpus) != job.gpus or len(set(sj.gpus)) != len(sj.gpus):
            out.append(f"jobs[{k}].gpus: must be {job.gpus} distinct GPUs (Eq. 6), got {list(sj.gpus)}")
        if any(g >= total for g in sj.gpus):
            out.append(f"jobs[{k}].gpus: ids must be < {total}, got {list(sj.gpus)}")
        if sj.start_slot * slot < job.arrival_s * (1.0 - ARRIVAL_REL_TOL):
            out.append(f"jobs[{k}].start_slot: {sj.start_slot} starts at {sj.start_slot * slot!r} s, before the "
                       f"arrival {job.arrival_s!r} s")
        opt = job.option(sj.sub_batch)
        if opt is None:
            out.append(f"jobs[{k}].sub_batch: {sj.sub_batch} is not a candidate B/2^m of B = {job.batch}")
        elif not opt.mem_ok_alone:
            out.append(f"jobs[{k}].sub_batch: {sj.sub_batch} does not fit in GPU memory even alone (B4)")
    return out


def replay(instance, solution: CastorScheduleSolution, *, record_events: bool = False):
    """Replay a statically valid schedule on the shared core: ``(trace,
    violations)``. Each job starts at its slot on its GPUs (in job order
    within a slot); the core re-times partners at every start and end; a job
    holds its GPUs to the end of its completing slot (B2). Eq. 7 (at most two
    jobs per GPU) and B4 (the jobs on a GPU fit together) are checked at
    every start. The trace is None when a check fails."""
    from schedbench.simulate import Simulation

    rates = CastorRates(instance, [sj.sub_batch for sj in solution.jobs])
    slot = instance.slot_s
    by_slot: dict[int, list[int]] = {}
    for k, sj in enumerate(solution.jobs):
        by_slot.setdefault(sj.start_slot, []).append(k)
    violations: list[str] = []

    def decide(sim, t, arrived, finished):
        for k in by_slot.get(round(t / slot), ()) if abs(t - round(t / slot) * slot) == 0.0 else ():
            sj = solution.jobs[k]
            for g in sj.gpus:
                occ = sim.occupants(g)
                if len(occ) >= instance.max_share:
                    violations.append(f"jobs[{k}]: GPU {g} already holds jobs {list(occ)} at slot {sj.start_slot}"
                                      f" (Eq. 7: at most {instance.max_share})")
                    raise _Abort
                for o in occ:
                    if rates.xi(k, o) is None:
                        violations.append(f"jobs[{k}]: sub-batch {sj.sub_batch} and job {o}'s sub-batch "
                                          f"{rates.sub_batch[o]} do not fit together on GPU {g} (B4)")
                        raise _Abort
            sim.start(k, gpus=sj.gpus, plan=sj.sub_batch)

    sim = Simulation(schedule_cluster(instance), schedule_sim_jobs(instance), rates, slot_s=slot,
                     hold_to_slot_end=True, record_events=record_events)
    for s in by_slot:
        sim.wake_at(s * slot)
    try:
        trace = sim.run(decide)
    except _Abort:
        return None, violations
    return trace, violations


def check_schedule(instance, solution: CastorScheduleSolution) -> list[str]:
    """Violations of Eq. 6-10 and B4; empty when feasible."""
    out = _static_violations(instance, solution)
    if out:
        return out
    return replay(instance, solution)[1]


def busy_intervals(trace, total_gpus: int) -> tuple[list[float], list[float], list[float]]:
    """``(from, to, 1)`` per maximal busy interval of each GPU (a shared GPU counts once)."""
    per_gpu: dict[int, list[tuple[float, float]]] = {}
    for j, ids in enumerate(trace.gpus):
        for g in ids:
            per_gpu.setdefault(g, []).append((trace.start[j], trace.end[j]))
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


def evaluate_schedule(instance, solution: CastorScheduleSolution) -> Evaluation:
    """Eq. 13: sum over jobs of JCT ``T_j - a_j`` (T_j = end of the
    completing slot, B2), from the replay on the shared core."""
    from schedbench.online_metrics import online_metrics

    violations = _static_violations(instance, solution)
    trace = None
    if not violations:
        trace, violations = replay(instance, solution)
    if violations or trace is None:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    arrival = [j.arrival_s for j in instance.jobs]
    jct = [e - a for e, a in zip(trace.end, arrival)]
    shared = sum(1 for j in range(len(jct)) if any(
        trace.start[k] < trace.end[j] and trace.start[j] < trace.end[k] and set(trace.gpus[j]) & set(trace.gpus[k])
        for k in range(len(jct)) if k != j)) if len(jct) <= 400 else None
    metrics = online_metrics(arrival, trace.start, trace.end, total_gpus=instance.total_gpus,
                             busy=busy_intervals(trace, instance.total_gpus),
                             offered_gpu_s=[j.gpus * j.solo_s for j in instance.jobs])
    metrics["sum_jct_s"] = float(sum(jct))
    metrics["accumulating_jobs"] = float(sum(sj.sub_batch < j.batch for sj, j in zip(solution.jobs, instance.jobs)))
    if shared is not None:
        metrics["shared_jobs"] = float(shared)
    return Evaluation(float(sum(jct)), Sense.MINIMIZE, True, (), metrics)



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
                        " minimising the sum of JCT (Eq. 13) on a slotted time line",
            size_meaning="jobs",
            sense=Sense.MINIMIZE,
            instance_type=CastorScheduleInstance,
            solution_type=CastorScheduleSolution,
            generate=instances.generate_schedule,
            evaluate=evaluate_schedule,
            methods=sched,
            default_sizes=(3, 4),
            generator_options={
                "gpus": "synthetic: GPUs of the one node (default 2)",
                "scale": "trace workloads: 'simulation' (16 x 8 GPUs, default) or 'physical' (4 x 8)",
                "intensity": "arrival-rate multiplier (Fig. 16: 0.5-2; default 1)",
                "slot_s": "slot length Delta (default: a fifth of the shortest job; 60 s for traces)",
                **{k: v for k, v in TRACE_OPTION_HELP.items() if k != "workload"},
                "workload": "'synthetic' (default, small MILP-sized), 'philly' or 'venus' (Sec. 9.1, 240 jobs), or 'alibaba' (research-use pods, run-time studies only)",
            },
        )
    )
