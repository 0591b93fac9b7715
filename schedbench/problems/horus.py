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

The evaluator below is the single source of truth; every method, the MILPs
included, is scored by it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from schedbench.contracts import Evaluation, Sense
from schedbench.errors import ValidationError
from schedbench.instances.horus import COST_SEMANTICS, HorusInstance
from schedbench.perfmodels.horus import OVERCOMMIT_PCT, placement_cost
from schedbench.registry import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, NonNegInt, SchemaValue, with_config

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
            " objective under every cost semantics, any f; warm start from horus; HiGHS (or --solver cbc)",
        ),
        "ilp": MethodSpec(
            "ilp", formulation.run_ilp, "baseline",
            "Eq. 3-10 as printed (costs against the pre-round state: a generalized-assignment MILP over X);"
            " exact only under cost_semantics=static",
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
                "fit": "slowdown f of Eq. 9: gavel-miso (measured pairs, default) or fig4-shape (synthetic)",
                "multi_gpu": "draw 1/2/4-GPU jobs (default true) or 1-GPU only",
                "cpu_per_gpu": "CPU cores requested per GPU (default 2)",
                "ram_per_gpu_gb": "RAM requested per GPU in GB (default 8)",
            },
        )
    )
