"""HORUS's scheduling round (problem ``horus-placement``).

Reference: Yeung et al., "Horus: Interference-Aware and Prediction-Based
Scheduling in Deep Learning Systems" (IEEE TPDS 2022), Sec. 4.2.1 (Eq. 3-10),
Sec. 4.2.2 (Alg. 1), Sec. 4.3, Sec. 5.2.

Problem. Given the cluster state and a buffer J~ of beta jobs
(:class:`~schedbench.instances.horus.HorusInstance`), choose for each job
either ``RQGPU_j`` distinct GPUs or none (deferred to a later round),
minimising Eq. 3, ``sum_j sum_{n,g} Cost_jng X_jng``, with ``Cost`` of Eq. 7:

    Cost_jng = omega1 (UR^GMem_ng + GMem_j) / CP^GMem_ng          (Eq. 8)
             + omega2 f(UR^GUtil_ng + GUtil_j)                    (Eq. 9-10)

subject to (Eq. 4) every placed job on exactly ``RQGPU_j`` GPUs, (Eq. 5) per
node ``sum_j RQ^r_j * (GPUs of j on n) <= CP^r_n - UR^r_n`` for r in {CPU, RAM},
(Eq. 6) binary X, and the per-GPU rules below.

Readings of ambiguous passages (spec ``horus.md`` A1-A8):

* **A1, cost semantics** (``instance.cost_semantics``). Eq. 8/10 print ``UR``
  without saying whether it includes the jobs placed in the same round.

  - ``final`` (default): every placed job is costed at its GPU's load at the
    end of the round: a GPU that receives the set S of buffered jobs costs
    ``|S| [omega1 (UR^GMem + GMem(S)) / CP + omega2 f(UR^GUtil + GUtil(S))]``.
    Same-round jobs sharing a GPU count against each other; order-free.
  - ``sequential``: job j sees ``UR`` plus the jobs placed on that GPU earlier
    in the buffer order J~ (what Alg. 1's greedy computes as it updates the
    state after each SCHEDULE).
  - ``static``: the literal print, ``UR`` before the round for every job. It is
    degenerate (stacking buffered jobs on one idle GPU costs the same as
    spreading them) and is a check only.

* **A2, deferral.** Eq. 4 forces every buffered job to be placed, infeasible on
  a full cluster, while Alg. 1 skips jobs. A job may be left unplaced at a
  penalty ``P`` (:func:`deferral_penalty`), and the objective is
  ``placement cost + P * (jobs unplaced)``.

  *Claim*: minimising it places as many jobs as possible, then minimises the
  placement cost (lexicographic). *Proof*: every term of a placement cost is
  ``omega1 * (memory fraction) + omega2 * f(U)``; the memory fraction is in
  [0, 1] in every feasible placement (A3 below) and ``0 <= f(U) <= f_max``,
  the maximum of f over ``0 <= U <= U_max = max_g UR^GUtil_g + sum_j
  GUtil_j`` (no GPU can carry more). There are at most ``L = sum_j RQGPU_j``
  terms under any semantics, so every placement cost lies in ``[0, C]`` with
  ``C = L (omega1 + omega2 f_max)``. With ``P = C + 1``, a solution A with
  ``u_A`` unplaced jobs and a solution B with ``u_B >= u_A + 1`` satisfy
  ``obj(A) <= C + P u_A < P (u_A + 1) <= P u_B <= obj(B)``. So fewer unplaced
  jobs always win, and among equal counts the placement cost decides. The
  count placed is reported as the metric ``placed``.

* **A3, GPU memory per GPU.** Eq. 5 sums GPU memory per node; out-of-memory
  failures are per GPU (Sec. 4.2.3), so ``UR^GMem_g + sum_{j on g} GMem_j <=
  CP^GMem_g`` on every GPU. CPU and RAM stay per node, requested per GPU.
* **A4.** f returns T_deg (0 = no slowdown): :mod:`schedbench.perfmodels.horus`.
* **A6, cap.** At most ``max_colocation`` jobs per GPU after the round (the
  running ones included), for every method.
* **f, the slowdown curve of Eq. 9** (``instance.slowdown``, generator option
  ``fit``). Sec. 3.2: co-location "with increasing levels of GPU
  over-commitment ... results in a JCT increase between 1.5x-3x"; Sec.
  4.2.1: "we penalize the combinations of co-located DL jobs when
  over-commitment manifests". The default curve, ``fig4-shape``, is
  non-decreasing in the summed utilisation and never cheaper above 100% than
  below (:func:`schedbench.perfmodels.horus.premise_check`), so Eq. 7 steers
  a job away from over-commitment as the paper intends. ``fit=gavel-miso``,
  the least-squares fit on the permissive proxy data, is a labelled variant:
  it inverts the premise (cheaper just above 100% than at 100%), which the
  data explain (V100 slowdowns joined with A100 utilisations of proxy
  models), so on it the premise is untestable, not refuted.

The evaluator below is the single source of truth; every method, the MILPs
included, is scored by it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from schedbench.contracts import Evaluation, Sense
from schedbench.scoring import evaluator
from schedbench.errors import ValidationError
from schedbench.instances.horus import COST_SEMANTICS, HorusInstance
from schedbench.perfmodels.horus import OVERCOMMIT_PCT, placement_cost
from schedbench.specs import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, NonEmptyStr, NonNegFloat, NonNegInt, SchemaValue, StrictBool, with_config

PROBLEM = "horus-placement"
#: A2: ``P = C + DEFERRAL_MARGIN`` with C the largest attainable placement cost.
DEFERRAL_MARGIN = 1.0


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class HorusSolution(SchemaValue):
    """``gpus[k]``: the global GPU indices (node-major, as
    :attr:`HorusInstance.gpu_list`) of buffered job k, or ``[]`` if deferred."""

    gpus: tuple[tuple[NonNegInt, ...], ...]

    @classmethod
    def of(cls, placement: Sequence[Sequence[int]]) -> "HorusSolution":
        return cls(tuple(tuple(sorted(int(g) for g in gs)) for gs in placement))

    def __post_init__(self) -> None:
        for k, gs in enumerate(self.gpus):
            if len(set(gs)) != len(gs):
                raise ValidationError(f"gpus[{k}]", "must list distinct GPUs", list(gs))


def deferral_penalty(instance: HorusInstance) -> float:
    """A2's ``P = L (omega1 + omega2 f_max) + 1`` (see the module docstring)."""
    gpus = instance.gpu_list
    u_max = max(g.used_util_pct for _, g in gpus) + sum(j.util_pct for j in instance.jobs)
    f_max = instance.slowdown.max_on(u_max)
    lam = sum(j.gpus for j in instance.jobs)
    return lam * (instance.omega1 + instance.omega2 * f_max) + DEFERRAL_MARGIN


def gpu_cost(instance: HorusInstance, gpu: int, new_jobs: Sequence[int], semantics: str | None = None) -> float:
    """Eq. 7-10 summed over the buffered jobs ``new_jobs`` (indices, in buffer
    order) placed on global GPU ``gpu``, under reading A1 ``semantics``."""
    semantics = semantics or instance.cost_semantics
    _, g = instance.gpu_list[gpu]
    jobs = [instance.jobs[k] for k in new_jobs]
    w1, w2, fit = instance.omega1, instance.omega2, instance.slowdown
    if semantics == "final":
        mem = g.used_mem_mib + sum(j.mem_mib for j in jobs)
        util = g.used_util_pct + sum(j.util_pct for j in jobs)
        return len(jobs) * placement_cost(mem, g.mem_capacity_mib, util, fit, w1, w2)
    total, mem, util = 0.0, g.used_mem_mib, g.used_util_pct
    for j in jobs:
        if semantics == "sequential":
            mem, util = mem + j.mem_mib, util + j.util_pct
            total += placement_cost(mem, g.mem_capacity_mib, util, fit, w1, w2)
        else:  # static: the state before the round
            total += placement_cost(g.used_mem_mib + j.mem_mib, g.mem_capacity_mib, g.used_util_pct + j.util_pct,
                                    fit, w1, w2)
    return total


def jobs_per_gpu(instance: HorusInstance, solution: HorusSolution) -> list[list[int]]:
    """Per global GPU, the buffered jobs placed on it (buffer order)."""
    out: list[list[int]] = [[] for _ in range(instance.num_gpus)]
    for k, gs in enumerate(solution.gpus):
        for g in gs:
            if 0 <= g < len(out):
                out[g].append(k)
    return out


def violations(instance: HorusInstance, solution: HorusSolution) -> list[str]:
    """Every broken rule (Eq. 4-6, A3, A6), in words; empty when feasible."""
    out: list[str] = []
    if len(solution.gpus) != instance.size:
        return [f"gpus: must hold one entry per buffered job ({instance.size}), got {len(solution.gpus)}"]
    n_gpus = instance.num_gpus
    for k, (job, gs) in enumerate(zip(instance.jobs, solution.gpus)):
        bad = [g for g in gs if not 0 <= g < n_gpus]
        if bad:
            out.append(f"gpus[{k}]: GPU index {bad[0]} does not exist (0..{n_gpus - 1})")
        if gs and len(gs) != job.gpus:
            out.append(f"gpus[{k}]: job {job.id} needs exactly {job.gpus} GPUs (Eq. 4), got {len(gs)}")
    if out:
        return out
    gpu_list = instance.gpu_list
    per_gpu = jobs_per_gpu(instance, solution)
    cpu = [0.0] * len(instance.nodes)
    ram = [0.0] * len(instance.nodes)
    for g, ks in enumerate(per_gpu):
        n, gpu = gpu_list[g]
        mem = gpu.used_mem_mib + sum(instance.jobs[k].mem_mib for k in ks)
        if mem > gpu.mem_capacity_mib * (1 + 1e-12):
            out.append(f"GPU {g}: memory {mem:.1f} MiB exceeds {gpu.mem_capacity_mib:.1f} MiB (A3)")
        if gpu.jobs + len(ks) > instance.max_colocation:
            out.append(f"GPU {g}: {gpu.jobs + len(ks)} jobs exceed max_colocation {instance.max_colocation} (A6)")
        cpu[n] += sum(instance.jobs[k].cpu_per_gpu for k in ks)
        ram[n] += sum(instance.jobs[k].ram_per_gpu_gb for k in ks)
    for n, node in enumerate(instance.nodes):
        if cpu[n] > node.cpu_free * (1 + 1e-12) + 1e-9:
            out.append(f"node {n}: CPU {cpu[n]:g} exceeds free {node.cpu_free:g} (Eq. 5)")
        if ram[n] > node.ram_free_gb * (1 + 1e-12) + 1e-9:
            out.append(f"node {n}: RAM {ram[n]:g} GB exceeds free {node.ram_free_gb:g} GB (Eq. 5)")
    return out


@evaluator(HorusSolution, Sense.MINIMIZE)
def evaluate(instance: HorusInstance, solution: HorusSolution) -> Evaluation:
    """Score a placement: placement cost under ``instance.cost_semantics`` plus
    ``P`` per deferred job (A2); infeasible if any rule above breaks."""
    bad = violations(instance, solution)
    if bad:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(bad))
    per_gpu = jobs_per_gpu(instance, solution)
    costs = {s: sum(gpu_cost(instance, g, ks, s) for g, ks in enumerate(per_gpu) if ks) for s in COST_SEMANTICS}
    placed = sum(1 for gs in solution.gpus if gs)
    penalty = deferral_penalty(instance)
    deferred = instance.size - placed
    gpus = instance.gpu_list
    after = [(gpu.jobs + len(ks), gpu.used_util_pct + sum(instance.jobs[k].util_pct for k in ks))
             for (_, gpu), ks in zip(gpus, per_gpu)]
    touched = [instance.slowdown.f(u) for (_, u), ks in zip(after, per_gpu) if ks]
    metrics = {
        "placed": float(placed),
        "deferred": float(deferred),
        "placement_cost": costs[instance.cost_semantics],
        "cost_final": costs["final"],
        "cost_sequential": costs["sequential"],
        "cost_static": costs["static"],
        "deferral_penalty": penalty,
        "gpus_colocated": float(sum(1 for n, _ in after if n >= 2)),
        "gpus_overcommitted": float(sum(1 for n, u in after if n >= 2 and u > OVERCOMMIT_PCT)),
        "mean_predicted_t_deg": sum(touched) / len(touched) if touched else 0.0,
    }
    return Evaluation(costs[instance.cost_semantics] + penalty * deferred, Sense.MINIMIZE, True, (), metrics)


def register(reg: Registry) -> None:
    from schedbench.formulations import horus as formulation
    from schedbench.heuristics import horus as heuristics
    from schedbench.instances import horus as instances

    methods = {
        "milp": MethodSpec(
            "milp", formulation.run_milp, "exact",
            "set-partitioning MILP over (GPU, set of buffered jobs) columns: exact for the evaluator's"
            " objective under every cost semantics, any f; warm start from horus; HiGHS (or --solver cbc);"
            " work: branch-and-bound nodes up to --node-limit (default none)",
        ),
        "ilp": MethodSpec(
            "ilp", formulation.run_ilp, "baseline",
            "Eq. 3-10 as printed (costs against the pre-round state: a generalized-assignment MILP over X);"
            " exact only under cost_semantics=static; work: nodes up to --node-limit per stage (default none)",
        ),
        "horus": MethodSpec("horus", heuristics.horus, "heuristic",
                            "Alg. 1 with k = 1 (testbed Horus, Sec. 5.2): greedy top-lambda GPUs by Eq. 7"),
        "horus-f": MethodSpec("horus-f", heuristics.horus_f, "heuristic",
                              "Alg. 1 with k = 3 (Sec. 4.2.2): k-medians queues, WFQ order, then the same greedy"),
        "fifo": MethodSpec("fifo", heuristics.fifo, "baseline",
                           "Sec. 5.2 FIFO: buffer order, idle GPUs only (no co-location), blocks at the head"),
        "obp": MethodSpec("obp", heuristics.obp, "baseline",
                          "Sec. 5.2 OBP: buffer order, least loaded by memory (Eq. 8), then fewer jobs"),
        "pab": MethodSpec("pab", heuristics.pab, "baseline",
                          "Sec. 5.2 PAB in one round: best-fit by memory, re-queue a job whose predicted rate"
                          " drop (its own or a co-runner's) reaches 50%"),
    }
    reg.register(
        ProblemSpec(
            name=PROBLEM,
            paper="HORUS (IEEE TPDS 2022), Sec. 4.2, Eq. 3-10, Alg. 1",
            description="place a buffer of beta jobs on GPUs that already carry jobs, minimising the"
                        " interference cost of Eq. 7-10 (deferral at a penalty)",
            size_meaning="buffered jobs beta (15 in the paper)",
            sense=Sense.MINIMIZE,
            instance_type=HorusInstance,
            solution_type=HorusSolution,
            generate=instances.generate,
            evaluate=evaluate,
            methods=methods,
            default_sizes=(4, 8, 15),
            build=formulation.build,
            decode=formulation.decode,
            generator_options={
                "nodes": "nodes (default 3, the Sec. 5.1 testbed)",
                "gpus_per_node": "GPUs per node (default 4)",
                "occupancy": "share of GPUs carrying a running job before the round (default 0.5)",
                "max_colocation": "jobs per GPU, every method (reading A6; default 2)",
                "cost_semantics": "final (default), sequential or static (reading A1)",
                "fit": "slowdown f of Eq. 9: fig4-shape (default: Sec. 3.2's ranges, synthetic, rises with"
                       " utilisation) or gavel-miso (least squares on V100 pairs x A100 utilisation proxies;"
                       " inverts the premise)",
                "multi_gpu": "draw 1/2/4-GPU jobs (default true) or 1-GPU only",
                "cpu_per_gpu": "CPU cores requested per GPU (default 2)",
                "ram_per_gpu_gb": "RAM requested per GPU in GB (default 8)",
                "prediction": "GUtil_j of buffered jobs: profile (default, MISO's measurement) or a Table 4"
                              " regressor's leave-one-model-out prediction: linear, lightgbm (HistGB stand-in),"
                              " xgboost, random_forest",
            },
        )
    )


# ============================================================================
# horus-online (the spec's ``horus-schedule``)
# ============================================================================

ONLINE_PROBLEM = "horus-online"


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class OnlineRunRecord:
    """One run of job ``job``: started at ``start_s`` on ``gpus`` (global ids,
    node-major). ``stop_s``: None for the run that completes the job (it ends
    when its work is done, at the measured rates), else the time it was
    evicted (progress lost). ``oom``: a start that failed at once with an
    out-of-memory error (Sec. 4.2.3); it takes no time and holds no GPU."""

    job: NonEmptyStr
    start_s: NonNegFloat
    gpus: tuple[NonNegInt, ...]
    stop_s: NonNegFloat | None = None
    oom: StrictBool = False

    def __post_init__(self) -> None:
        if len(set(self.gpus)) != len(self.gpus):
            raise ValidationError("gpus", "must list distinct GPUs", list(self.gpus))
        if self.stop_s is not None and self.stop_s < self.start_s:
            raise ValidationError("stop_s", "must be >= start_s", self.stop_s)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class HorusOnlineSolution(SchemaValue):
    """Every run of every job, in the order the method made them."""

    runs: tuple[OnlineRunRecord, ...]


def pair_rate_max(instance) -> float:
    """``rho_max``: the most solo-work seconds one GPU can deliver per second.

    A GPU holding the set S of jobs (|S| <= cap, no OOM pair) delivers at
    most ``sum_{j in S} 1 / (1 + sum_{k in S - j} t_deg[j][k])``. With cap 2
    the maximum over the instance's types is ``max(1, max over non-OOM
    pairs (a, b) of 1/(1 + t_deg[a][b]) + 1/(1 + t_deg[b][a]))``, also
    ``a = b`` (two jobs of one type); for cap > 2 (no measured triples) it
    is bounded by ``max(that, cap)`` (every rate is at most 1)."""
    present = sorted({j.type for j in instance.jobs})
    best = 1.0
    for i, a in enumerate(present):
        for b in present[i:]:
            if not instance.oom(a, b):
                best = max(best, 1.0 / (1.0 + instance.t_deg[a][b]) + 1.0 / (1.0 + instance.t_deg[b][a]))
    if instance.max_colocation == 1:
        return 1.0
    return best if instance.max_colocation == 2 else max(best, float(instance.max_colocation))


def makespan_lower_bound(instance) -> float:
    """A proven lower bound on the makespan of every feasible schedule.

    ``LB = max(max_j (a_j + d_j) - a_0, sum_j lambda_j d_j / (N rho_max))``
    with ``a_0`` the first arrival, ``d_j`` the solo duration, ``N`` the GPUs
    and ``rho_max`` from :func:`pair_rate_max` (spec horus.md Sec. 2).

    *Proof.* (i) Every measured slowdown is ``>= 0`` (Eq. 1 takes an absolute
    value), so a job never runs faster than alone: its last (completing)
    run, which starts at or after ``a_j``, lasts at least ``d_j``. (ii) Let
    job j run at rate ``r_j(t)`` (fraction of its work per second times
    ``d_j``); on each of its GPUs g, ``r_j <= 1 / (1 + sum of t_deg against
    its co-runners on g)`` (a gang runs at its slowest GPU). Job j delivers
    ``lambda_j r_j = sum_{g in G_j} r_j`` GPU-seconds of solo work per second;
    summed over the jobs and regrouped per GPU, each GPU delivers at most
    the sum over its occupant set, ``<= rho_max``. So in ``[a_0, C_max]`` the
    cluster delivers at most ``N rho_max (C_max - a_0)``, and it must
    deliver ``sum_j lambda_j d_j`` (evicted runs and OOM failures only add
    work). Hence ``C_max - a_0 >= sum_j lambda_j d_j / (N rho_max)``."""
    a0 = min(j.arrival_s for j in instance.jobs)
    longest = max(j.arrival_s + j.duration_s for j in instance.jobs) - a0
    work = sum(j.gpus * j.duration_s for j in instance.jobs)
    return max(longest, work / (instance.total_gpus * pair_rate_max(instance)))


class _Replay:
    """Replays a schedule's runs on the shared core (true rates): at each
    run boundary it first evicts the runs that stop, then starts those that
    start, in the solution's order; a start that puts an OOM pair on a GPU
    is a violation, and so is an ``oom`` record where none of its GPUs
    holds a job its type cannot share memory with (checked at its place in
    the order)."""

    def __init__(self, instance, runs: Sequence[tuple[int, OnlineRunRecord]], sim) -> None:
        self.inst, self.sim = instance, sim
        self.starts: dict[float, list[tuple[int, OnlineRunRecord]]] = {}
        self.stops: dict[float, list[int]] = {}
        for j, r in runs:
            self.starts.setdefault(r.start_s, []).append((j, r))
            if r.stop_s is not None and not r.oom:
                self.stops.setdefault(r.stop_s, []).append(j)
        for t in sorted(set(self.starts) | set(self.stops)):
            sim.wake_at(t, always=True)
        self.bad: list[str] = []

    def decide(self, sim, t, arrived, finished) -> None:
        inst = self.inst
        for j in self.stops.pop(t, []):
            sim.preempt(j, keep_progress=False)
        for j, r in self.starts.pop(t, []):
            a = inst.jobs[j].type
            if r.oom:
                if not sim.is_waiting(j) or not any(inst.oom(a, inst.jobs[k].type) for g in r.gpus
                                                    for k in sim.occupants(g)):
                    self.bad.append(f"{r.job}: an oom run at t = {t:g} s, but it is not waiting or no GPU of"
                                    f" {list(r.gpus)} holds a job it cannot share memory with")
                continue
            sim.start(j, gpus=r.gpus)
            for g in r.gpus:
                for k in sim.occupants(g):
                    if k != j and inst.oom(a, inst.jobs[k].type):
                        self.bad.append(f"{r.job}: shares GPU {g} with {inst.jobs[k].id} at t = {t:g} s, a measured "
                                        "out-of-memory pair (true memory; record an oom run instead)")


@evaluator(HorusOnlineSolution, Sense.MINIMIZE)
def evaluate_online(instance, solution: HorusOnlineSolution) -> Evaluation:
    """Replay the schedule on the shared core with the measured pair
    slowdowns and score its makespan (first arrival to last completion,
    Sec. 5.2's headline).

    The truth stays Gavel's measured V100 pair slowdowns whichever f Horus
    decides with (``instance.slowdown``, option ``fit``): they are
    measurements, and scoring with f would grade Horus by its own model
    (spec pitfall 1). That they do not follow Sec. 3.2's premise on the
    proxy utilisations is part of what Table 6 measures here.

    Feasible when: every run names a known job, starts at or after its
    arrival, on ``gpus`` distinct existing GPUs, as many as the job needs;
    every job has exactly one completing run (``stop_s`` None, not ``oom``)
    and it starts after all the job's other runs; at every instant at most
    ``max_colocation`` jobs share a GPU; no GPU ever holds a measured OOM
    pair (TRUE memory; an OOM failure is recorded as an ``oom`` run, which
    is checked to meet such a pair on one of its GPUs at that moment, holds
    nothing and costs no time, reading of Sec. 4.2.3); an evicted run stops
    while its job still runs.
    Metrics: ``makespan_s``; ``mean_jct_paper_s`` (Sec. 5.2's JCT: first start
    to completion, queueing excluded); ``mean_flow_s`` (arrival to
    completion, spec pitfall 7); ``mean_wait_s`` (arrival to first start);
    ``gpu_utilisation`` (GPU-seconds with at least one job, per GPU-second
    of ``[first arrival, last completion]``); ``offered_load`` (solo
    GPU-seconds per GPU-second of the arrival window; absent for batch
    arrivals); ``work_over_capacity_s``; ``lower_bound_s`` and ``gap_to_lb``
    = (makespan - LB) / makespan; counts of OOM failures and evictions;
    the common online metrics (:mod:`schedbench.online.metrics`)."""
    from schedbench.perfmodels.horus import online_simulation
    from schedbench.online import online_metrics
    from schedbench.online import SimulationError

    index = {j.id: i for i, j in enumerate(instance.jobs)}
    total = instance.total_gpus
    bad: list[str] = []
    real: list[tuple[int, OnlineRunRecord]] = []
    per_job: dict[int, list[OnlineRunRecord]] = {}
    ooms = 0
    for k, r in enumerate(solution.runs):
        j = index.get(r.job)
        if j is None:
            bad.append(f"runs[{k}].job: unknown job {r.job!r}")
            continue
        job = instance.jobs[j]
        if r.start_s < job.arrival_s - 1e-9:
            bad.append(f"runs[{k}]: {r.job} starts at {r.start_s:g} s before its arrival {job.arrival_s:g} s")
        if len(r.gpus) != job.gpus or any(g >= total for g in r.gpus):
            bad.append(f"runs[{k}]: {r.job} needs {job.gpus} existing GPUs (0..{total - 1}), got {list(r.gpus)}")
        if r.oom:
            ooms += 1
        else:
            per_job.setdefault(j, []).append(r)
        real.append((j, r))
    for j, job in enumerate(instance.jobs):
        runs = per_job.get(j, [])
        last = [r for r in runs if r.stop_s is None]
        if len(last) != 1:
            bad.append(f"{job.id}: needs exactly one completing run (stop_s null), has {len(last)}")
        elif any(r.stop_s > last[0].start_s for r in runs if r.stop_s is not None):
            bad.append(f"{job.id}: an evicted run stops after its completing run starts")
    if bad:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(bad[:20]))
    sim, _ = online_simulation(instance, preemptive=True)
    replay = _Replay(instance, real, sim)
    try:
        trace = sim.run(replay.decide)
    except SimulationError as exc:
        return Evaluation(None, Sense.MINIMIZE, False, (f"replay: {exc}",))
    if replay.bad:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(replay.bad[:20]))
    arrival = [j.arrival_s for j in instance.jobs]
    start, end = list(trace.start), list(trace.end)
    # GPU busy intervals, a shared GPU counted once: the union of its runs
    per_gpu: dict[int, list[tuple[float, float]]] = {}
    for j in range(instance.size):
        for s, e, gs in trace.runs(j):
            for g in gs:
                per_gpu.setdefault(g, []).append((s, e))
    b_from, b_to = [], []
    for spans in per_gpu.values():
        spans.sort()
        cs, ce = spans[0]
        for s, e in spans[1:]:
            if s > ce:
                b_from.append(cs)
                b_to.append(ce)
                cs, ce = s, e
            else:
                ce = max(ce, e)
        b_from.append(cs)
        b_to.append(ce)
    offered = [j.gpus * j.duration_s for j in instance.jobs]
    common = online_metrics(arrival, start, end, total_gpus=total, busy=(b_from, b_to, [1.0] * len(b_from)),
                            offered_gpu_s=offered)
    makespan = max(end) - min(arrival)
    lb = makespan_lower_bound(instance)
    n = instance.size
    metrics = {
        **common,
        "makespan_s": makespan,
        "mean_jct_paper_s": sum(e - s for s, e in zip(start, end)) / n,
        "mean_flow_s": sum(e - a for a, e in zip(arrival, end)) / n,
        "mean_wait_s": sum(s - a for a, s in zip(arrival, start)) / n,
        "gpu_utilisation": common.get("gpu_occupancy", 1.0),
        "work_over_capacity_s": sum(offered) / total,
        "lower_bound_s": lb,
        "gap_to_lb": (makespan - lb) / makespan if makespan > 0 else 0.0,
        "oom_failures": float(ooms),
        "evictions": float(sum(len(v) for v in trace.preempted.values())),
    }
    return Evaluation(makespan, Sense.MINIMIZE, True, (), metrics)


def register_online(reg: Registry) -> None:
    from schedbench.formulations import horus as formulation
    from schedbench.formulations import horus_bounds as bounds
    from schedbench.heuristics import horus as heuristics
    from schedbench.instances import horus as instances

    methods = {
        "horus": MethodSpec("horus", heuristics.horus_online, "heuristic",
                            "Alg. 1 at every event, k = 1, beta = 15 (Sec. 5.2's Horus), predictions only"),
        "horus-f": MethodSpec("horus-f", heuristics.horus_f_online, "heuristic",
                              "Alg. 1 at every event, k = 3: k-medians queues, WFQ picks beta of all pending"),
        "horus-exact-round": MethodSpec("horus-exact-round", heuristics.horus_exact_round_online, "baseline",
                                        "ablation: each round solved by the horus-placement MILP (sequential costs);"
                                        " work at --work 1: 1,000 nodes per round (or --node-limit)",
                                        max_size=30),
        "fifo": MethodSpec("fifo", heuristics.fifo_online, "baseline",
                           "Sec. 5.2 FIFO: arrival order, exclusive GPUs, blocks at the head"),
        "obp": MethodSpec("obp", heuristics.obp_online, "baseline",
                          "Sec. 5.2 OBP: arrival order, least loaded by predicted memory, co-locates"),
        "exact": MethodSpec("exact", formulation.run_online_exact, "exact",
                            "proven minimum makespan, continuous time: every set partition of the jobs over the"
                            " GPUs x every event order per GPU x an LP for the event times (one-GPU jobs; <= 5,"
                            " or one job per GPU); work at --work 1: 100,000 event-order LPs",
                            max_size=8),
        "lower-bound": MethodSpec("lower-bound", heuristics.lower_bound_online, "exact",
                                  "bound only: max(longest arrival + solo duration, solo work / (GPUs x rho_max));"
                                  " schedule = fifo's"),
        "bound": MethodSpec("bound", bounds.run_bound, "exact",
                            "bound only: time-segmented configuration LP (GPU-seconds per co-located set, measured"
                            " pair rates, one run per job, releases), HiGHS; carries the best of horus-f, horus,"
                            " obp, fifo and an LP-guided list schedule; work at --work 1: 100,000 LP iterations"
                            " and 60 restarts of the guided schedule (the time limit is only a safety cap)"),
        "pab": MethodSpec("pab", heuristics.pab_online, "baseline",
                          "Sec. 5.2 PAB: best fit by memory, warm-up pause W ~ U[0,60] s, evicts (progress lost)"
                          " on a >= 50% true rate drop, tabu GPUs for one attempt"),
    }
    reg.register(
        ProblemSpec(
            name=ONLINE_PROBLEM,
            paper="HORUS (IEEE TPDS 2022), Sec. 4.2.2-4.2.3, 5.2, 6; Table 6",
            description="schedule jobs arriving over time on GPUs shared up to max_colocation, decisions on"
                        " predictions, scored on measured Gavel pair slowdowns; minimise the makespan",
            size_meaning="jobs (100 in the testbed, Sec. 5.2)",
            sense=Sense.MINIMIZE,
            instance_type=instances.HorusOnlineInstance,
            solution_type=HorusOnlineSolution,
            generate=instances.generate_online,
            evaluate=evaluate_online,
            methods=methods,
            default_sizes=(8, 16, 100),
            generator_options={
                "workload": "w-small (default), w-large (Sec. 5.2 shapes, proportions synthetic), or a trace: philly, venus, alibaba",
                "arrivals": "batch (default, all at t = 0) or poisson at `load`",
                "load": "offered load of poisson arrivals (default 1.5: contended)",
                "cluster": "testbed (3 x 4 GPUs, default), simulation (128 x 8) or mini (1 x 2, synthetic: contention"
                           " at the exact method's sizes)",
                "max_colocation": "jobs per GPU, every method (default 2)",
                "beta": "Alg. 1's buffer (default 15)",
                "fit": "Horus's f of Eq. 9 (its decision model, never the truth): fig4-shape (default) or"
                       " gavel-miso (proxy-data fit)",
                "data": "data folder holding the traces (workload=philly; default: $SCHEDBENCH_DATA, the cache of "
                        "`schedbench data fetch`, then ../shared/data)",
                "window_h": "busiest-window length in hours (workload=philly, default 8)",
                "compression": "arrivals divided by this (workload=philly, default 1)",
                "prediction": "predicted utilisation the methods see: profile (default) or a Table 4 regressor's"
                              " leave-one-model-out prediction (linear, lightgbm, xgboost, random_forest)",
            },
        )
    )


#: Table 6's methods, in the paper's claimed makespan order (best first).
TABLE6_ORDER: tuple[str, ...] = ("horus", "obp", "pab", "fifo")
TABLE6_METHODS: tuple[str, ...] = ("horus", "horus-f", "obp", "pab", "fifo")
#: Sec. 5.2: "Each algorithm scheduled 100 DL jobs for each workload pattern five times each".
PAPER_TABLE6_JOBS = 100
PAPER_TABLE6_RUNS = 5
#: Table 6: mean makespan (minutes) over the five runs.
PAPER_TABLE6_MIN: dict[str, dict[str, float]] = {
    "w-large": {"fifo": 306.9, "pab": 277.6, "obp": 238.6, "horus": 204.0},
    "w-small": {"fifo": 267.3, "pab": 250.4, "obp": 225.3, "horus": 212.8},
}
#: Table 6's "Gain" column as printed. PAB's W-Large 4.7% is a misprint: the
#: table's own means give (306.9 - 277.6) / 306.9 = 9.5% (reading A8).
PAPER_TABLE6_PRINTED_GAIN: dict[str, dict[str, float]] = {
    "w-large": {"pab": 0.047, "obp": 0.222, "horus": 0.336},
    "w-small": {"pab": 0.063, "obp": 0.157, "horus": 0.204},
}
#: The paired effects a verdict on Table 6 reads, as (better, worse): the
#: makespan reduction ``(C_worse - C_better) / C_worse`` of the first method
#: against the second on the same instance. The paper claims each is > 0.
TABLE6_EFFECTS: tuple[tuple[str, str], ...] = (
    ("horus", "fifo"), ("obp", "fifo"), ("pab", "fifo"), ("horus", "obp"), ("horus", "pab"), ("obp", "pab"))
#: Paired bootstrap of the mean effect over seeds (scipy.stats.bootstrap).
BOOTSTRAP_RESAMPLES = 9_999
BOOTSTRAP_LEVEL = 0.95


def table6_methods() -> dict:
    """The online methods :func:`table6_seeds` can run, by name (imported lazily: evaluators import no method)."""
    from schedbench.heuristics import horus as heuristics

    return {"horus": heuristics.horus_online, "horus-f": heuristics.horus_f_online, "obp": heuristics.obp_online,
            "pab": heuristics.pab_online, "fifo": heuristics.fifo_online,
            "horus-exact-round": heuristics.horus_exact_round_online}


def reduction(better: float, worse: float) -> float:
    """The makespan reduction of ``better`` against ``worse``: ``(worse - better) / worse``."""
    return (worse - better) / worse


def paper_table6_effect(workload: str, better: str, worse: str) -> float:
    """The reduction Table 6's means give for ``better`` against ``worse``
    (e.g. Horus against OBP on W-Large: (238.6 - 204.0) / 238.6 = 14.5%)."""
    paper = PAPER_TABLE6_MIN[workload]
    return reduction(paper[better], paper[worse])


def table6_seeds(workloads: Sequence[str] = ("w-small", "w-large"), seeds: Sequence[int] = tuple(range(10)),
                 size: int = PAPER_TABLE6_JOBS, methods: Sequence[str] = TABLE6_METHODS, **options) -> list[dict]:
    """Table 6 per seed: one row per (workload, seed) with each method's
    evaluator metrics (``metrics[method]``; the makespan is ``makespan_s``),
    the instance id, whether the paper's order Horus < OBP < PAB < FIFO (among
    the methods run) holds on that seed, and the paired effects of
    :data:`TABLE6_EFFECTS` whose two methods were run. Every method runs with
    its default budget (seed 0), as a matrix cell with ``method_seeds = [0]``
    does; ``options`` go to the generator."""
    from schedbench.instances.horus import generate_online

    run = table6_methods()
    unknown = [m for m in methods if m not in run]
    if unknown:
        raise ValidationError("methods", f"must be among {sorted(run)}", unknown)
    rows = []
    for wl in workloads:
        for seed in seeds:
            inst = generate_online(size, seed, workload=wl, **options)
            metrics: dict[str, dict] = {}
            for m in methods:
                ev = evaluate_online(inst, run[m](inst).solution)
                if ev.objective is None:
                    raise RuntimeError(f"{m}: infeasible schedule on {wl} seed {seed}: {ev.violations[:1]}")
                metrics[m] = dict(ev.metrics)
            span = {m: x["makespan_s"] for m, x in metrics.items()}
            ranked = [m for m in TABLE6_ORDER if m in span]
            effects = {f"{b}_vs_{w}": reduction(span[b], span[w]) for b, w in TABLE6_EFFECTS
                       if b in span and w in span}
            rows.append({"workload": wl, "seed": seed, "instance": inst.id, "metrics": metrics,
                         "order_holds": all(span[a] < span[b] for a, b in zip(ranked, ranked[1:])),
                         "effects": effects})
    return rows


def bootstrap_mean_ci(values: Sequence[float], seed: int = 0) -> tuple[float, float]:
    """95% percentile-bootstrap interval of the mean of ``values`` (per-seed
    paired effects), ``scipy.stats.bootstrap`` with ``seed``; a single value
    or identical values give a zero-width interval."""
    import numpy as np
    from scipy.stats import bootstrap

    data = np.asarray(values, dtype=float)
    if len(data) < 2 or np.ptp(data) == 0.0:
        return float(data.mean()), float(data.mean())
    res = bootstrap((data,), np.mean, confidence_level=BOOTSTRAP_LEVEL, n_resamples=BOOTSTRAP_RESAMPLES,
                    method="percentile", random_state=np.random.default_rng(seed))
    return float(res.confidence_interval.low), float(res.confidence_interval.high)


def table6_effects(rows: Sequence[dict], seed: int = 0) -> list[dict]:
    """Per workload and paired effect of :func:`table6_seeds`' rows: the
    per-seed values, their mean and 95% bootstrap interval, how many seeds
    lie on the paper's side (> 0), and the paper's value from Table 6's
    means (:func:`paper_table6_effect`)."""
    out = []
    for wl in dict.fromkeys(r["workload"] for r in rows):
        mine = [r for r in rows if r["workload"] == wl]
        for b, w in TABLE6_EFFECTS:
            key = f"{b}_vs_{w}"
            values = [r["effects"][key] for r in mine if key in r["effects"]]
            if not values:
                continue
            lo, hi = bootstrap_mean_ci(values, seed)
            paper = paper_table6_effect(wl, b, w) if wl in PAPER_TABLE6_MIN else float("nan")
            out.append({"workload": wl, "effect": key, "paper": paper, "per_seed": values, "mean": sum(values) / len(values), "ci_low": lo, "ci_high": hi,
                        "seeds_paper_side": sum(1 for v in values if v > 0), "seeds": len(values),
                        "order_holds": sum(1 for r in mine if r["order_holds"])})
    return out


def table6_effects_markdown(summary: Sequence[dict]) -> str:
    """:func:`table6_effects` as Markdown: one row per workload and effect, the per-seed values in percent."""
    out = ["| workload | makespan reduction | paper | mean (95% CI) | seeds > 0 | per seed |", "|---|---|---|---|---|---|"]
    for r in summary:
        per = " ".join(f"{100 * v:+.1f}" for v in r["per_seed"])
        out.append(f"| {r['workload']} | {r['effect'].replace('_vs_', ' vs ')} | {100 * r['paper']:.1f}% "
                   f"| {100 * r['mean']:+.1f}% ({100 * r['ci_low']:+.1f}, {100 * r['ci_high']:+.1f}) "
                   f"| {r['seeds_paper_side']}/{r['seeds']} | {per} |")
    return "\n".join(out)


def table6(workloads: Sequence[str] = ("w-small", "w-large"), seeds: Sequence[int] = (0, 1, 2, 3, 4),
           size: int = PAPER_TABLE6_JOBS, methods: Sequence[str] = TABLE6_METHODS, **options) -> list[dict]:
    """Table 6 recomputed: per workload and method, the mean makespan, mean
    JCT (Sec. 5.2), mean wait, utilisation and gain against FIFO over
    ``seeds``, every schedule scored by :func:`evaluate_online`; plus, per
    workload, on how many seeds the paper's order Horus < OBP < PAB < FIFO
    (among the methods run) holds exactly. ``options`` go to the generator;
    :func:`table6_seeds` has the per-seed values."""
    per_seed = table6_seeds(workloads, seeds, size, methods, **options)
    rows = []
    for wl in workloads:
        mine = [r for r in per_seed if r["workload"] == wl]
        order_holds = sum(1 for r in mine if r["order_holds"])
        per = {m: [r["metrics"][m] for r in mine] for m in methods}
        loads = [r["metrics"][methods[-1]].get("offered_load", float("nan")) for r in mine]
        fifo_mean = sum(x["makespan_s"] for x in per["fifo"]) / len(mine) if "fifo" in per else float("nan")
        for m in methods:
            ms = [x["makespan_s"] for x in per[m]]
            mean = sum(ms) / len(ms)
            rows.append({"workload": wl, "method": m, "makespan_min": mean / 60,
                         "gain_vs_fifo": (fifo_mean - mean) / fifo_mean,
                         "jct_min": sum(x["mean_jct_paper_s"] for x in per[m]) / len(ms) / 60,
                         "wait_min": sum(x["mean_wait_s"] for x in per[m]) / len(ms) / 60,
                         "utilisation": sum(x["gpu_utilisation"] for x in per[m]) / len(ms),
                         "lb_min": sum(x["lower_bound_s"] for x in per[m]) / len(ms) / 60,
                         "oom_failures": sum(x["oom_failures"] for x in per[m]) / len(ms),
                         "evictions": sum(x["evictions"] for x in per[m]) / len(ms),
                         "order_holds": f"{order_holds}/{len(mine)}",
                         "offered_load": sum(loads) / len(loads)})
    return rows


def table6_markdown(rows: Sequence[dict]) -> str:
    """The rows of :func:`table6` as a Markdown table."""
    head = ("| workload | method | makespan (min) | gain vs FIFO | JCT (min) | wait (min) | GPU util | LB (min) "
            "| OOM fails | evictions | paper order holds |")
    out = [head, "|" + "---|" * 11]
    for r in rows:
        out.append(f"| {r['workload']} | {r['method']} | {r['makespan_min']:.1f} | {100 * r['gain_vs_fifo']:+.1f}% "
                   f"| {r['jct_min']:.1f} | {r['wait_min']:.1f} | {r['utilisation']:.2f} | {r['lb_min']:.1f} "
                   f"| {r['oom_failures']:.1f} | {r['evictions']:.1f} | {r['order_holds']} |")
    return "\n".join(out)
