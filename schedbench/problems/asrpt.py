"""A-SRPT's GPU mapping of one mixed-parallelism job (problem ``asrpt-placement``).

Reference: A-SRPT (Luo et al.), Sec. III-B (Eq. 2, Eq. 4-7), Sec. IV-B
(Heavy-Edge), Sec. V-B-2-e (Table II: Heavy-Edge vs ILP).

Problem. A job of S stages, stage s with k_s replicas, and servers with
``free[m]`` free GPUs. Choose integers ``x[m][s] >= 0`` with

    sum_m x[m][s] = k_s                  for every stage s        (Eq. 2)
    sum_s x[m][s] <= free[m]             for every server m       (Eq. 3 at the start time)

minimising the per-iteration time alpha = max over (m, s) with ``x[m][s] > 0`` of
comp + comm + AllReduce (Eq. 4-7; Eq. 5 and 6 as derived in
:mod:`schedbench.perfmodels.asrpt`).

The second problem, ``asrpt-schedule`` (Problem 8, Eq. 1-3), is defined
further down: :class:`ScheduleSolution`, :func:`evaluate_schedule`,
:func:`register_schedule`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from schedbench.contracts import Evaluation, Sense
from schedbench.scoring import evaluator
from schedbench.instances.asrpt import PlacementInstance, on_slot_grid
from schedbench.instances.traces import TRACE_OPTION_HELP
from schedbench.perfmodels.asrpt import alpha_max, iteration_time_ms
from schedbench.specs import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, FiniteFloat, NonEmptyStr, NonNegInt, SchemaValue, StrictInt, with_config

PROBLEM = "asrpt-placement"


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class PlacementSolution(SchemaValue):
    """``x[m][s]``: replicas of stage ``s`` on server ``m`` (any integers:
    the evaluator reports negative or misshapen ones as violations)."""

    x: tuple[tuple[StrictInt, ...], ...]

    @classmethod
    def of(cls, x: Sequence[Sequence[int]]) -> "PlacementSolution":
        return cls(tuple(tuple(int(v) for v in row) for row in x))


@evaluator(PlacementSolution, Sense.MINIMIZE)
def evaluate(instance: PlacementInstance, solution: PlacementSolution) -> Evaluation:
    """Score a mapping straight from the paper.

    Feasibility: one row per server and one entry per stage, non-negative
    integers, every stage's replicas all placed (Eq. 2), at most ``free[m]``
    GPUs used on server ``m``. Objective: alpha, Eq. 7 (ms, minimised).
    Metrics: servers used, alpha_max (Sec. III-B) and alpha / alpha_max,
    alpha~min (Heavy-Edge on empty servers, Sec. IV-B) and alpha / alpha~min.
    """
    S, M = len(instance.stages), len(instance.free)
    x = solution.x
    violations: list[str] = []
    if len(x) != M:
        violations.append(f"x has {len(x)} rows, the instance has {M} servers")
    for m, row in enumerate(x):
        if len(row) != S:
            violations.append(f"x[{m}] has {len(row)} entries, the job has {S} stages")
        if any(v < 0 for v in row):
            violations.append(f"x[{m}] has a negative entry")
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    for s, st in enumerate(instance.stages):
        placed = sum(x[m][s] for m in range(M))
        if placed != st.replicas:
            violations.append(f"stage {s}: {placed} replicas placed, k_s = {st.replicas} (Eq. 2)")
    for m in range(M):
        used = sum(x[m])
        if used > instance.free[m]:
            violations.append(f"server {m}: {used} GPUs used, {instance.free[m]} free (capacity)")
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    from schedbench.heuristics.asrpt import alpha_min_consolidated

    net = instance.network
    alpha = iteration_time_ms(instance.stages, x, net)
    amax = alpha_max(instance.stages, net)
    amin = alpha_min_consolidated(instance.stages, net)
    metrics = {
        "servers_used": float(sum(1 for row in x if sum(row) > 0)),
        "alpha_max_ms": amax,
        "alpha_min_ms": amin,
        "alpha_over_alpha_min": alpha / amin if amin > 0 else 1.0,
        "alpha_over_alpha_max": alpha / amax if amax > 0 else 1.0,
        "gpus": float(instance.gpus),
    }
    return Evaluation(alpha, Sense.MINIMIZE, True, (), metrics)


def register(reg: Registry) -> None:
    from schedbench.formulations import asrpt as formulation
    from schedbench.heuristics import asrpt as heuristics
    from schedbench.instances import asrpt as instances

    methods = {
        "milp": MethodSpec(
            "milp", formulation.run_milp, "exact",
            "Pyomo MILP: one-hot x[m][s] in 0..min(k_s, free_m), Eq. 5 affine in neighbours' x; "
            "HiGHS (or --solver cbc); warm-started by heavy-edge; no search of its own: the solver stops "
            "at the time limit or --node-limit",
            max_size=16,
        ),
        "heavy-edge": MethodSpec(
            "heavy-edge", heuristics.heavy_edge, "heuristic",
            "Sec. IV-B: most-free servers (Alg. 1 line 9), heaviest-edge greedy on the replica graph",
        ),
        "random": MethodSpec("random", heuristics.random_mapping, "baseline", "each replica on a random free GPU"),
        "spread": MethodSpec(
            "spread", heuristics.spread, "baseline", "one replica per server, round robin (alpha_max when possible)"
        ),
    }
    reg.register(
        ProblemSpec(
            name=PROBLEM,
            paper="A-SRPT (Luo et al.), Sec. III-B Eq. 2, 4-7; Sec. IV-B Heavy-Edge; Table II",
            description="map one mixed-parallelism job's stage replicas onto partly free servers, minimising alpha (Eq. 7)",
            size_meaning="pipeline stages of the job (S); replicas per stage 1-4, so 1-4 x S GPUs",
            sense=Sense.MINIMIZE,
            instance_type=PlacementInstance,
            solution_type=PlacementSolution,
            generate=instances.generate,
            evaluate=evaluate,
            methods=methods,
            default_sizes=(2, 3, 4, 6, 8, 12, 16, 24),
            build=formulation.build,
            decode=formulation.decode,
            generator_options={
                "model": "Table I model (vgg19, resnet152, inception_v3, bert_large, xlnet_large, t5_11b, "
                         "gpt_6.7b, gpt_13b, gpt_175b); default: random among those with >= size blocks",
                "replicas": "k_s per stage, comma-separated (default: uniform 1..max_replicas)",
                "max_replicas": "largest random k_s (default 4)",
                "extra_servers": "servers beyond ceil(g_i / 8) (default 2)",
                "b_inter": "NIC bandwidth in GB/s (default 1.25 = 10 Gbps, Sec. V-B)",
                "b_intra": "intra-server bandwidth in GB/s (default 300, V100 NVLink)",
            },
        )
    )
    register_schedule(reg)


#: Table II settings: ``given`` partitions a server set with sum g_m = g_i
#: (Sec. IV-B, the paper's comparison of mappings); ``select`` offers more
#: servers than needed and lets each method pick (Heavy-Edge by Alg. 1 line 9,
#: the MILP freely), so the gap also holds server selection.
TABLE2_SETTINGS = ("given", "select")
#: Cases whose Heavy-Edge PITT exceeds the optimum by more than this factor are
#: listed with their mappings.
TABLE2_OUTLIER_RATIO = 1.5


def split_stages(x: Sequence[Sequence[int]]) -> set[int]:
    """Stages whose replicas sit on more than one server: their AllReduce and
    part of their inter-stage traffic cross the NIC (Eq. 5-6)."""
    return {s for s in range(len(x[0])) if sum(1 for row in x if row[s] > 0) > 1} if x else set()


def _scored(run) -> bool:
    """A run that finished without error and has a solution with an objective."""
    return (run.error is None and run.result.solution is not None and run.evaluation is not None
            and run.evaluation.objective is not None)


def table2(models: Sequence[str] | None = None, cases: int | None = None, seed: int = 0,
           time_limit_s: float = 60.0, solver: str = "highs", setting: str = "given") -> list[dict[str, Any]]:
    """Table II-style evidence (Sec. V-B-2-e): per model, the per-iteration
    training time (PITT, alpha in ms) of Heavy-Edge and of the exact MILP, and
    each one's placement computation time (PCT, ms), over ``cases`` server
    availabilities.

    ``setting="given"`` (the paper's way, default): every case is a server set
    with sum g_m = g_i (:func:`schedbench.instances.asrpt.given_set_cases`);
    ``setting="select"``: :func:`schedbench.instances.asrpt.availability_cases`
    (more free GPUs than needed; selection is part of each method).

    ``pitt_ratio`` is the paper's comparison, mean Heavy-Edge PITT over mean
    optimal PITT ("Heavy-Edge achieves a PITT only 6% longer than the optimal
    ILP solution"); ``mean_ratio`` / ``max_ratio`` are the per-case ratios'
    mean and maximum. ``outliers`` lists every case above
    :data:`TABLE2_OUTLIER_RATIO` with its index among the scored cases
    (``case``), free GPUs and both mappings; ``per_case`` holds each scored
    case's (Heavy-Edge PITT, optimal PITT) in ms, for a confidence interval
    over the cases.

    Every solution goes through :func:`schedbench.harness.runner.run_and_score`, so a
    MILP that disagrees with the evaluator is an error, not a number.
    """
    from schedbench.contracts import Budget, Status
    from schedbench.instances import asrpt as instances
    from schedbench.registry import get_problem
    from schedbench.harness import run_and_score
    from schedbench.validation import require_str

    setting = require_str(setting, "setting", choices=TABLE2_SETTINGS)
    draw = instances.given_set_cases if setting == "given" else instances.availability_cases
    spec = get_problem(PROBLEM)
    cases = instances.TABLE2_CASES if cases is None else cases
    budget = Budget(time_limit_s=time_limit_s, solver=solver, seed=seed)
    rows = []
    for model in models or list(instances.TABLE2_CONFIGS):
        he_a, he_t, ex_a, ex_t, ratio, optimal, errors, outliers = [], [], [], [], [], 0, 0, []
        for inst in draw(model, cases, seed):
            he = run_and_score(spec, "heavy-edge", inst, budget)
            ex = run_and_score(spec, "milp", inst, budget)
            if not (_scored(he) and _scored(ex)):
                errors += 1
                continue
            assert he.evaluation and ex.evaluation and he.result.solution and ex.result.solution  # _scored
            he_ms, ex_ms = float(he.evaluation.objective or 0.0), float(ex.evaluation.objective or 0.0)
            optimal += ex.result.status is Status.OPTIMAL
            he_a.append(he_ms)
            ex_a.append(ex_ms)
            he_t.append(1e3 * he.result.timings.total_s)
            ex_t.append(1e3 * ex.result.timings.total_s)
            r = he_ms / ex_ms
            ratio.append(r)
            if r > TABLE2_OUTLIER_RATIO:
                outliers.append({
                    "case": len(ratio) - 1, "seed": inst.metadata.get("seed"), "free": list(inst.free), "ratio": r,
                    "heavy_edge_ms": he.evaluation.objective, "milp_ms": ex.evaluation.objective,
                    "heavy_edge_x": [list(row) for row in he.result.solution.x],
                    "milp_x": [list(row) for row in ex.result.solution.x],
                    "split_by_heavy_edge_only": split_stages(he.result.solution.x) - split_stages(ex.result.solution.x),
                })
        n = len(he_a)

        def mean(v: list[float]) -> float:
            return sum(v) / len(v) if v else float("nan")

        rows.append({
            "model": model, "setting": setting, "replicas": list(instances.TABLE2_CONFIGS[model]), "cases": n,
            "milp_optimal": optimal, "errors": errors,
            "heavy_edge_pitt_ms": mean(he_a), "heavy_edge_pct_ms": mean(he_t),
            "milp_pitt_ms": mean(ex_a), "milp_pct_ms": mean(ex_t),
            "pitt_ratio": mean(he_a) / mean(ex_a) if n else float("nan"),
            "mean_ratio": mean(ratio), "max_ratio": max(ratio) if ratio else float("nan"),
            "cases_heavy_edge_optimal": sum(1 for r in ratio if r <= 1 + 1e-6),
            "outliers": outliers,
            "per_case": [[a, b] for a, b in zip(he_a, ex_a)],
        })
    return rows


def table2_markdown(rows: Sequence[Mapping[str, Any]]) -> str:
    """The rows of :func:`table2` as a Markdown table (Table II's columns, the
    ratio of mean PITT, and the per-case mean and worst ratios), then one line
    per case above :data:`TABLE2_OUTLIER_RATIO`."""
    head = ("| model | setting | k per stage | cases | MILP optimal | Heavy-Edge PITT (ms) | Heavy-Edge PCT (ms) "
            "| MILP PITT (ms) | MILP PCT (ms) | mean PITT HE/opt | mean per-case HE/opt | worst HE/opt | HE optimal |")
    lines = [head, "|" + " --- |" * 13]
    for r in rows:
        lines.append(
            f"| {r['model']} | {r.get('setting', 'select')} | {','.join(map(str, r['replicas']))} | {r['cases']} "
            f"| {r['milp_optimal']} | {r['heavy_edge_pitt_ms']:.2f} | {r['heavy_edge_pct_ms']:.2f} "
            f"| {r['milp_pitt_ms']:.2f} | {r['milp_pct_ms']:.2f} | {r['pitt_ratio']:.3f} | {r['mean_ratio']:.3f} "
            f"| {r['max_ratio']:.3f} | {r['cases_heavy_edge_optimal']} |"
        )
    out = [r for r in rows for _ in [0] if r.get("outliers")]
    if out:
        lines += ["", f"Cases above {TABLE2_OUTLIER_RATIO}x the optimum (x[m] = replicas per stage on server m):", ""]
        for r in out:
            for o in r["outliers"]:
                lines.append(
                    f"- {r['model']} ({r.get('setting', 'select')}, case seed {o['seed']}), free {o['free']}: "
                    f"Heavy-Edge {o['heavy_edge_ms']:.1f} ms {o['heavy_edge_x']} vs optimum {o['milp_ms']:.1f} ms "
                    f"{o['milp_x']} ({o['ratio']:.2f}x); stages split by Heavy-Edge only: "
                    f"{sorted(o['split_by_heavy_edge_only']) or 'none'}"
                )
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------
# asrpt-schedule (Eq. 1-3, Eq. 8)
# ----------------------------------------------------------------------------

SCHEDULE_PROBLEM = "asrpt-schedule"


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduledJob:
    """Start time t_i (s) and mapping: ``placement`` holds ``(server, x per
    stage)``, written ``[[server, [x, ...]], ...]``, sorted by server (also
    on loading)."""

    id: NonEmptyStr
    start_s: FiniteFloat
    placement: tuple[tuple[NonNegInt, tuple[StrictInt, ...]], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "placement", tuple(sorted(self.placement)))


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ScheduleSolution(SchemaValue):
    jobs: tuple[ScheduledJob, ...]

    @classmethod
    def of(cls, items) -> "ScheduleSolution":
        return cls(tuple(
            ScheduledJob(str(i), float(t), tuple((int(m), tuple(int(v) for v in x)) for m, x in plan))
            for i, t, plan in items
        ))


def job_alpha_ms(instance, job, placement) -> float:
    """Eq. 7 of one job under its placement (servers not listed hold nothing)."""
    return iteration_time_ms(job.stages, [list(x) for _, x in placement], instance.network)


#: A start may precede its release by this many seconds (float noise) in
#: continuous time; it is then scored from the release (:func:`scored_start`).
RELEASE_TOL_S = 1e-9


def starts_before_release(start_s: float, release_s: float, slot_s: float = 0.0) -> bool:
    """Eq. 1, t_i >= r_i. On a slotted instance (``slot_s > 0``), where
    releases and starts lie on the slot grid (Problem 8: t_i in [T], each
    within :func:`on_slot_grid`'s tolerance), the slots are compared, so a
    release a hair after its slot's boundary still lets the job start in
    that slot; in continuous time, the times, with :data:`RELEASE_TOL_S`."""
    if slot_s > 0.0 and on_slot_grid(start_s, slot_s) and on_slot_grid(release_s, slot_s):
        return round(start_s / slot_s) < round(release_s / slot_s)
    return start_s < release_s - RELEASE_TOL_S


def scored_start(start_s: float, release_s: float, slot_s: float = 0.0) -> float:
    """The start the evaluator scores: never earlier than the given one, nor
    than the release. The feasibility rules accept a start a hair early (in
    continuous time within :data:`RELEASE_TOL_S` of the release; on a
    slotted instance within :func:`on_slot_grid`'s tolerance of a boundary,
    and in the release's own slot when the release lies a hair after its
    boundary); such a start is scored from ``max(its slot boundary, the
    release)``. So the tolerances absorb float noise and never buy an
    earlier completion."""
    if slot_s > 0.0 and on_slot_grid(start_s, slot_s):
        start_s = max(start_s, round(start_s / slot_s) * slot_s)
    return max(start_s, release_s)


@evaluator(ScheduleSolution, Sense.MINIMIZE)
def evaluate_schedule(instance, solution: ScheduleSolution) -> Evaluation:
    """Score a schedule straight from Problem (8).

    Feasibility: every job scheduled exactly once; t_i >= r_i (Eq. 1); on a
    slotted instance (``slot_s > 0``) t_i a whole number of slots (t_i in [T],
    Problem 8); each
    stage's replicas all placed (Eq. 2) on existing servers, each server named
    once per job; at every instant, the GPUs of the jobs running on a server
    (over [t_i, t_i + n_i alpha_i), true n_i) are at most g (Eq. 3). Jobs are
    never preempted: one start, one mapping. Objective: sum_i (t_i + n_i alpha_i)
    in seconds (Eq. 8), each t_i as :func:`scored_start` reads it (a start a
    hair early is scored from when the job may start). Metrics: mean completion, makespan, mean flow time,
    the jobs that need more GPUs than one server has and the largest g_i.
    """
    jobs = {j.id: j for j in instance.jobs}
    violations: list[str] = []
    seen: set[str] = set()
    intervals: list[tuple[float, float, int, int]] = []  # (start, end, server, gpus)
    completions, flows, starts = [], [], []
    for k, sj in enumerate(solution.jobs):
        job = jobs.get(sj.id)
        if job is None:
            violations.append(f"jobs[{k}]: unknown job {sj.id!r}")
            continue
        if sj.id in seen:
            violations.append(f"jobs[{k}]: job {sj.id!r} scheduled twice (non-preemption)")
            continue
        seen.add(sj.id)
        if starts_before_release(sj.start_s, job.release_s, instance.slot_s if instance.slotted else 0.0):
            violations.append(f"{sj.id}: starts at {sj.start_s} before its release {job.release_s} (Eq. 1)")
        if instance.slotted and not on_slot_grid(sj.start_s, instance.slot_s):
            violations.append(f"{sj.id}: starts at {sj.start_s} s, not a whole number of "
                              f"{instance.slot_s:g}-s slots (t_i in [T], Problem 8)")
        start = scored_start(sj.start_s, job.release_s, instance.slot_s if instance.slotted else 0.0)
        servers = [m for m, _ in sj.placement]
        bad = False
        if len(set(servers)) != len(servers) or any(not 0 <= m < instance.servers for m in servers):
            violations.append(f"{sj.id}: placement names a server twice or a server that does not exist")
            bad = True
        if any(len(x) != len(job.stages) or min(x, default=0) < 0 for _, x in sj.placement):
            violations.append(f"{sj.id}: placement rows must hold one non-negative count per stage")
            bad = True
        if bad:
            continue
        for s, st in enumerate(job.stages):
            placed = sum(x[s] for _, x in sj.placement)
            if placed != st.replicas:
                violations.append(f"{sj.id}: stage {s}: {placed} replicas placed, k_s = {st.replicas} (Eq. 2)")
        alpha = job_alpha_ms(instance, job, sj.placement)
        end = start + job.iterations * alpha / 1000.0
        completions.append(end)
        flows.append(end - job.release_s)
        starts.append(start)
        for m, x in sj.placement:
            if sum(x) > 0:
                intervals.append((start, end, m, sum(x)))
    missing = set(jobs) - seen
    if missing:
        violations.append(f"{len(missing)} job(s) not scheduled, e.g. {sorted(missing)[0]!r}")
    events: dict[int, list[tuple[float, int]]] = {}
    for start, end, m, c in intervals:
        if end > start:
            events.setdefault(m, []).extend([(start, c), (end, -c)])
    for m, ev in events.items():
        ev.sort(key=lambda e: (e[0], e[1]))  # releases (negative) before starts at equal times
        used = 0
        for t, c in ev:
            used += c
            if used > instance.gpus_per_server:
                violations.append(f"server {m}: {used} GPUs in use at t = {t:g} s, g = {instance.gpus_per_server} (Eq. 3)")
                break
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    n = len(completions)
    metrics = {
        "mean_completion_s": sum(completions) / n,
        "mean_flow_s": sum(flows) / n,
        "total_flow_s": sum(flows),
        # multi-server demand: jobs whose g_i exceeds one server's g
        "jobs_over_one_server": sum(1 for j in instance.jobs if j.gpus > instance.gpus_per_server),
        "max_job_gpus": max((j.gpus for j in instance.jobs), default=0),
        **_online_metrics(instance, solution, starts, completions),
    }
    return Evaluation(float(sum(completions)), Sense.MINIMIZE, True, (), metrics)


def _online_metrics(instance, solution: ScheduleSolution, starts: Sequence[float],
                    completions: Sequence[float]) -> dict[str, Any]:
    """The common online metrics (:mod:`schedbench.online.metrics`) of a
    feasible schedule (scored ``starts`` and ``completions`` in
    ``solution.jobs`` order). Offered
    load: each job's g_i n_i alpha~min_i GPU-seconds (alone on consolidated
    servers, Sec. IV-B), the generator's definition of ``load``."""
    from schedbench.heuristics.asrpt import alpha_min_consolidated
    from schedbench.online import online_metrics

    jobs = {j.id: j for j in instance.jobs}
    amin: dict[Any, float] = {}
    arrival, start, gpus, offered = [], [], [], []
    for sj, scored in zip(solution.jobs, starts):
        job = jobs[sj.id]
        if job.stages not in amin:
            amin[job.stages] = alpha_min_consolidated(job.stages, instance.network)
        arrival.append(job.release_s)
        start.append(scored)
        gpus.append(job.gpus)
        offered.append(job.gpus * job.iterations * amin[job.stages] / 1000.0)
    return online_metrics(arrival, start, completions, total_gpus=instance.total_gpus, gpus=gpus,
                          offered_gpu_s=offered)


def register_schedule(reg: Registry) -> None:
    from schedbench.formulations import asrpt as formulation
    from schedbench.formulations import asrpt_bounds as bounds
    from schedbench.heuristics import asrpt as heuristics
    from schedbench.instances import asrpt as instances

    def m(name, fn, kind, text):
        return MethodSpec(name, fn, kind, text)

    methods = {
        "a-srpt": m("a-srpt", heuristics.a_srpt, "heuristic",
                    "Alg. 1: SRPT on the virtual machine A~1 with predicted sizes, COMM_HEAVY 1.5, delay tau = 1, Heavy-Edge"),
        "a-srpt-perfect": m("a-srpt-perfect", heuristics.a_srpt_perfect, "baseline", "Alg. 1 with the true iterations"),
        "a-srpt-backfill": m("a-srpt-backfill", heuristics.a_srpt_backfill, "baseline",
                             "ablation, not in the paper: Alg. 1 where a head that does not fit (line 25) "
                             "no longer blocks the jobs behind it"),
        "a-srpt-sorted-queue": m("a-srpt-sorted-queue", heuristics.a_srpt_sorted_queue, "baseline",
                                 "ablation, not in the paper: Alg. 1 with pending_queue ordered by predicted "
                                 "A~1 size (g_i/G) n~_i alpha~min_i instead of A~1 completion order (line 2)"),
        "a-srpt-hold-blocks": m("a-srpt-hold-blocks", heuristics.a_srpt_hold_blocks, "baseline",
                                "reading variant: Alg. 1 with lines 14-20 read literally, a held "
                                "communication-heavy job blocks the whole queue until it starts"),
        "spjf": m("spjf", heuristics.spjf, "baseline", "shortest predicted job first, strict order, Heavy-Edge"),
        "spwf": m("spwf", heuristics.spwf, "baseline", "shortest predicted GPU x duration first, strict order, Heavy-Edge"),
        "wcs-duration": m("wcs-duration", heuristics.wcs_duration, "baseline", "work conserving by predicted duration"),
        "wcs-workload": m("wcs-workload", heuristics.wcs_workload, "baseline", "work conserving by predicted workload"),
        "wcs-subtime": m("wcs-subtime", heuristics.wcs_subtime, "baseline", "work conserving by submission time"),
        "milp": MethodSpec("milp", formulation.run_schedule_milp, "exact",
                           "time-indexed MILP over the instance's time slots x min-alpha mapping per usage vector: "
                           "exact for Problem (8) (t_i in [T]); on a continuous-time instance (slot_s = 0) exact only "
                           "when releases and durations lie on one grid, elsewhere a grid model whose schedule is "
                           "left-shifted off the grid (optimal only where it meets the bound); never worse than its "
                           "warm starts; warm-started by the best of a-srpt, "
                           "consolidated-list, a release-order and LP alpha-point list schedules on the grid; "
                           "local search on the list order, pooled and per-server (Chvatal-Gomory) Lagrangian reduced-cost fixing, "
                           "the pooled relaxation solved as a MILP (its bound a row of the model, its starts mapped onto the "
                           "servers as a warm start) and server symmetry breaking. Work at --work 1: fixing LP "
                           f"{formulation.FIXING_LP_ITERATIONS:,} simplex iterations, local search "
                           f"{formulation.LOCAL_SEARCH_MOVES:,} list schedules, per-server Lagrangian "
                           f"{formulation.SERVER_LAGRANGIAN_ITERS:,} subgradient steps, pooled MILP "
                           f"{bounds.POOLED_MILP_NODES:,} nodes and its starts' mapping {formulation.POOLED_START_NODES:,} "
                           "nodes, alpha bounds "
                           f"{formulation.ALPHA_BOUND_NODES:,} nodes per job type; then the solver, stopped by the "
                           "time limit (less the preprocessing's CPU seconds) or --node-limit",
                           max_size=12),
        "lower-bound": m("lower-bound", formulation.run_lower_bound, "exact",
                         "bound only: max(preemptive single-machine SRPT relaxation, sum r_i + n_i alpha_LB_i, "
                         "mean busy times); schedule = a-srpt-perfect's. Work at --work 1: alpha bounds "
                         f"{formulation.ALPHA_BOUND_NODES:,} nodes per job type"),
        "consolidated-list": m("consolidated-list", bounds.run_consolidated, "baseline",
                               "not in the paper: schedbench's offline reference schedule (true n_i), work-conserving "
                               "list scheduling with every job on one server, best fit, shortest length or least work first"),
        "bound": m("bound", bounds.run_bound, "exact",
                   "bound only: max(LP / Lagrangian bound of the pooled time-indexed relaxation, lower-bound); "
                   "schedule = the best of a-srpt-perfect, wcs-workload, spwf, consolidated-list and LP/Lagrangian-guided "
                   f"list schedules. Work at --work 1: LP {bounds.LP_SIMPLEX_ITERATIONS:,} simplex iterations "
                   f"(up to {bounds.LP_MAX_CELLS:,} job-slots) or Lagrangian {bounds.LAGRANGE_MAX_ITERS:,} "
                   f"subgradient steps, alpha bounds {formulation.ALPHA_BOUND_NODES:,} nodes per job type; "
                   f"CPU capped at {bounds.BUDGET_SHARE:g} x the time limit"),
    }
    reg.register(
        ProblemSpec(
            name=SCHEDULE_PROBLEM,
            paper="A-SRPT (Luo et al.), Problem (8), Eq. 1-3; Alg. 1; Sec. V baselines",
            description="start and map jobs arriving over time on M x 8 GPUs, minimising total completion time (Eq. 8)",
            size_meaning="jobs arriving over time (default cluster: 4 servers x 8 GPUs)",
            sense=Sense.MINIMIZE,
            instance_type=instances.ScheduleInstance,
            solution_type=ScheduleSolution,
            generate=instances.generate_schedule,
            evaluate=evaluate_schedule,
            methods=methods,
            build=formulation.build_schedule,
            default_sizes=(8, 16, 32, 64, 128, 256),
            generator_options={
                "servers": "servers of 8 GPUs (default 4)",
                "single_gpu_share": "share of single-GPU groups (default 0.7, Sec. V-B-2-b)",
                "load": "offered load that sets the Poisson arrival rate (default 1.0)",
                "b_inter": "NIC bandwidth in GB/s (default 1.25 = 10 Gbps)",
                "slot_s": "length of the paper's time slot in s; releases and starts are whole slots "
                          "(default 60; 0 = continuous time)",
                "length_scale": "multiplies the SYNTHETIC base run times of the groups (default 1)",
                "predictor": "n~_i: forest (Sec. IV-C-3, default), mean or median of the group's earlier runs "
                             "(Fig. 9's baselines), or noisy (SYNTHETIC: true x lognormal(0, noise_sigma))",
                "noise_sigma": "log-normal sigma of predictor=noisy (default 0.5, SYNTHETIC)",
                **TRACE_OPTION_HELP,
            },
        )
    )


def schedule_report(sizes: Sequence[int] = (16, 64, 256), seeds: Sequence[int] = (0, 1, 2), **options) -> str:
    """Markdown: per size, each method's mean gap to the lower bound,
    (obj - LB) / obj, over ``seeds`` (generator ``options`` passed through),
    and the mean ratio of each method's total completion time to A-SRPT's."""
    from schedbench.contracts import Budget
    from schedbench.formulations.asrpt import schedule_lower_bound
    from schedbench.instances.asrpt import generate_schedule
    from schedbench.registry import get_problem
    from schedbench.harness import run_and_score

    spec = get_problem(SCHEDULE_PROBLEM)
    names = [n for n in spec.methods if n not in ("lower-bound", "bound", "milp")]  # milp: max_size 12
    lines = ["| jobs | " + " | ".join(names) + " |", "|" + " --- |" * (len(names) + 1)]
    for n in sizes:
        gaps: dict[str, list[float]] = {m: [] for m in names}
        for seed in seeds:
            inst = generate_schedule(n, seed, **options)
            lb, _ = schedule_lower_bound(inst, Budget())
            for m in names:
                run = run_and_score(spec, m, inst, Budget())
                if not _scored(run):
                    raise RuntimeError(f"{m} on size {n} seed {seed}: {run.error}")
                assert run.evaluation is not None and run.evaluation.objective is not None  # _scored
                gaps[m].append((run.evaluation.objective - lb) / run.evaluation.objective)
        lines.append(f"| {n} | " + " | ".join(f"{100 * sum(v) / len(v):.1f}%" for v in gaps.values()) + " |")
    return "\n".join(lines) + "\n"
