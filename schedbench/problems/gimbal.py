"""GIMBAL's coordination of one job packing set (problem ``gimbal-coordination``).

Reference: GIMBAL (ACM TACO 2025), Sec. 4.1 (LGRR, LISS), Sec. 5.1 (packing
rules), Sec. 5.2 (Eq. 1, 3, 5), Alg. 1.

Problem. Given a packing set (J_max on W GPUs, every other job on its own
subset of J_max's GPUs), choose for every shared GPU the MPS caps of its two
workers, ``(a_g, b_g)`` on the share grid (``share_step``%, ..., 100%; Sec.
4.1: caps may add up to more than 100%, 100/100 is free competition), and for
every job whether LISS is on. Unshared GPUs keep J_max's worker uncapped.
With the throughput model of :mod:`schedbench.perfmodels.gimbal`, job j's
step time ``t_j`` follows (LISS: integral optimal split of the global batch;
else the slowest worker), its throughput is ``1 / t_j`` and its projected
remaining time ``T_j = RemainingSteps_j * t_j``. Minimise, by the instance's
``objective``:

* ``jct`` (Eq. 1):       (1 / n) * sum_j T_j
* ``deadline`` (Eq. 3):  max_j max(0, T_j - Deadline_j)
* ``makespan`` (Eq. 5):  max_j T_j

Eq. 3 is printed as ``min max_j max(0, Deadline_j - RemainingSteps_j /
Throughput_j)``, which rewards finishing *late* (it is 0 exactly when every
job overruns, and grows with headroom) and contradicts the text ("minimize the
maximum duration of jobs that exceed their deadlines"). We implement the
text: the largest amount by which any job's projected finish exceeds its
deadline (``Deadline_j`` in seconds from now).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from schedbench.contracts import Evaluation, Sense
from schedbench.scoring import evaluator
from schedbench.errors import ValidationError
from schedbench.instances.gimbal import GimbalInstance, packing_violations
from schedbench.perfmodels.gimbal import FULL_SHARE_PERCENT, corun_rate, step_time
from schedbench.specs import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, NonEmptyStr, NonNegInt, SchemaValue, StrictBool, StrictInt, json_form, with_config

PROBLEM = "gimbal-coordination"
#: Percent -> fraction of the GPU.
PERCENT = 100.0


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ShareCaps:
    """The caps (percent) of the two workers on one shared GPU."""

    gpu: NonNegInt
    jmax: StrictInt
    other: StrictInt


def _shares(caps: tuple[ShareCaps, ...]) -> tuple[tuple[int, int, int], ...]:
    seen: set[int] = set()
    for i, c in enumerate(caps):
        if c.gpu in seen:
            raise ValidationError(f"[{i}].gpu", "must not repeat a GPU", c.gpu)
        seen.add(c.gpu)
    return tuple((c.gpu, c.jmax, c.other) for c in caps)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class GimbalSolution(SchemaValue):
    """Caps per shared GPU and LISS per job.

    ``shares``: ``(gpu, J_max worker's cap, partner worker's cap)`` in percent,
    sorted by GPU, written ``[{"gpu": g, "jmax": a, "other": b}, ...]``;
    ``liss``: ``(job id, on)`` sorted by id, written ``{"j0": true, ...}``.
    Caps are any integers here: the evaluator checks them against the grid.
    """

    shares: json_form(tuple[ShareCaps, ...], _shares,  # type: ignore[valid-type]  # Annotated[...] built at import
                      lambda shares: [{"gpu": g, "jmax": a, "other": b} for g, a, b in shares])
    liss: json_form(dict[NonEmptyStr, StrictBool], lambda liss: tuple(liss.items()), dict)  # type: ignore[valid-type]

    def __post_init__(self) -> None:
        object.__setattr__(self, "shares", tuple(sorted(self.shares)))
        object.__setattr__(self, "liss", tuple(sorted(self.liss)))

    @classmethod
    def of(cls, shares: Mapping[int, Sequence[int]], liss: Mapping[str, bool]) -> "GimbalSolution":
        return cls(tuple((int(g), int(a), int(b)) for g, (a, b) in shares.items()),
                   tuple((str(j), bool(on)) for j, on in liss.items()))

    def share_map(self) -> dict[int, tuple[int, int]]:
        return {g: (a, b) for g, a, b in self.shares}

    def liss_map(self) -> dict[str, bool]:
        return dict(self.liss)


@dataclass(frozen=True)
class RateTable:
    """Every worker throughput an instance can reach, computed once.

    ``shared[g][(a, b)] = (J_max worker's rate, partner worker's rate)`` for
    caps ``a``, ``b`` (percent) on shared GPU ``g``; ``solo`` is J_max's
    uncapped rate on an unshared GPU.
    """

    shared: Mapping[int, Mapping[tuple[int, int], tuple[float, float]]]
    solo: float


def rate_table(instance: GimbalInstance) -> RateTable:
    """Rates of the throughput model (:func:`~schedbench.perfmodels.gimbal.corun_rate`)."""
    jm = instance.jmax
    out: dict[int, dict[tuple[int, int], tuple[float, float]]] = {}
    per_partner: dict[int, dict[tuple[int, int], tuple[float, float]]] = {}
    for g, k in instance.partner_of_gpu.items():
        if k not in per_partner:
            job = instance.jobs[k]
            rho_j = job.jmax_corun_steps_per_s / jm.solo_steps_per_s  # J_max's free-competition slowdown
            rho_o = job.corun_steps_per_s / job.solo_steps_per_s
            table = {}
            for a in instance.levels:
                for b in instance.levels:
                    table[(a, b)] = (
                        corun_rate(jm.solo_steps_per_s, jm.share_curve, rho_j, a / PERCENT, b / PERCENT),
                        corun_rate(job.solo_steps_per_s, job.share_curve, rho_o, b / PERCENT, a / PERCENT),
                    )
            per_partner[k] = table
        out[g] = per_partner[k]
    return RateTable(out, jm.solo_steps_per_s)


def worker_rates(instance: GimbalInstance, table: RateTable,
                 shares: Mapping[int, tuple[int, int]]) -> list[list[float]]:
    """Per job, its workers' rates (steps/s) in the order of ``job.gpus``."""
    rates: list[list[float]] = []
    jm = instance.jmax_index
    for k, job in enumerate(instance.jobs):
        if k == jm:
            rates.append([table.shared[g][shares[g]][0] if g in table.shared else table.solo for g in job.gpus])
        else:
            rates.append([table.shared[g][shares[g]][1] for g in job.gpus])
    return rates


def step_times(instance: GimbalInstance, table: RateTable, shares: Mapping[int, tuple[int, int]],
               liss: Sequence[bool]) -> list[float]:
    """Seconds per step of every job (Sec. 4.1, Fig. 5)."""
    return [step_time(job.batch_size, r, on)
            for job, r, on in zip(instance.jobs, worker_rates(instance, table, shares), liss)]


def remaining_times(instance: GimbalInstance, times: Sequence[float]) -> list[float]:
    """``RemainingSteps_j / Throughput_j`` = remaining steps x step time."""
    return [job.remaining_steps * t for job, t in zip(instance.jobs, times)]


def objective_value(instance: GimbalInstance, remaining: Sequence[float], objective: str | None = None) -> float:
    """Eq. 1, Eq. 3 (as corrected in the module docstring) or Eq. 5."""
    objective = objective or instance.objective
    if objective == "jct":
        return sum(remaining) / len(remaining)  # Eq. 1
    if objective == "makespan":
        return max(remaining)  # Eq. 5
    return max(max(0.0, t - job.deadline_s) for job, t in zip(instance.jobs, remaining))  # Eq. 3


def score(instance: GimbalInstance, table: RateTable, shares: Mapping[int, tuple[int, int]],
          liss: Sequence[bool]) -> float:
    """The objective of a setting (what a probe of GIMBAL's runtime monitor reads)."""
    return objective_value(instance, remaining_times(instance, step_times(instance, table, shares, liss)))


def free_competition(instance: GimbalInstance) -> tuple[dict[int, tuple[int, int]], list[bool]]:
    """Every cap at 100% (Sec. 4.1: 200% in total), LISS off."""
    return {g: (FULL_SHARE_PERCENT, FULL_SHARE_PERCENT) for g in instance.shared_gpus}, [False] * instance.size


@evaluator(GimbalSolution, Sense.MINIMIZE)
def evaluate(instance: GimbalInstance, solution: GimbalSolution) -> Evaluation:
    """Score a setting straight from the paper's definitions.

    Feasibility: the packing set obeys Sec. 5.1 (J_max on 0..W-1, partners
    on disjoint subsets of its GPUs, at most two workers per GPU); exactly the
    shared GPUs have caps, each cap on the share grid; one LISS flag per job.
    Objective: the instance's Eq. 1 / 3 / 5 (minimised).
    """
    violations = [f"{p}: {r} (got {v!r})" for p, r, v in packing_violations(instance.jobs)]
    shares = solution.share_map()
    levels = set(instance.levels)
    for g in instance.shared_gpus:
        if g not in shares:
            violations.append(f"shares: GPU {g} hosts two workers and needs caps")
    for g, (a, b) in shares.items():
        if g not in instance.partner_of_gpu:
            violations.append(f"shares: GPU {g} does not host two workers (J_max alone runs uncapped)")
        for who, x in (("jmax", a), ("other", b)):
            if x not in levels:
                violations.append(f"shares[gpu {g}].{who}: {x}% is not on the {instance.share_step}% grid (Sec. 4.1)")
    liss = solution.liss_map()
    ids = [j.id for j in instance.jobs]
    for j in ids:
        if j not in liss:
            violations.append(f"liss: no flag for job {j!r}")
    for j in liss:
        if j not in ids:
            violations.append(f"liss: unknown job {j!r}")
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    table = rate_table(instance)
    flags = [liss[j] for j in ids]
    remaining = remaining_times(instance, step_times(instance, table, shares, flags))
    fc_shares, fc_liss = free_competition(instance)
    fc = objective_value(instance, remaining_times(instance, step_times(instance, table, fc_shares, fc_liss)))
    obj = objective_value(instance, remaining)
    tardy = [t - j.deadline_s for j, t in zip(instance.jobs, remaining) if j.deadline_s is not None]
    metrics = {
        "jct_mean_s": objective_value(instance, remaining, "jct"),
        "makespan_s": objective_value(instance, remaining, "makespan"),
        "max_tardiness_s": max([0.0, *tardy]),
        "deadlines_missed": float(sum(t > 0.0 for t in tardy)),
        "free_competition_objective": fc,
        "jobs_with_liss": float(sum(flags)),
        "mean_jmax_share_pct": sum(a for a, _ in shares.values()) / max(len(shares), 1),
        "mean_partner_share_pct": sum(b for _, b in shares.values()) / max(len(shares), 1),
    }
    return Evaluation(obj, Sense.MINIMIZE, True, (), metrics)


def register(reg: Registry) -> None:
    from schedbench.formulations import gimbal as formulation
    from schedbench.heuristics import gimbal as heuristics
    from schedbench.instances import gimbal as instances

    methods = {
        "exact": MethodSpec(
            "exact", formulation.run_milp, "exact",
            "Pyomo MILP: one-hot cap pairs per shared GPU, LISS flag and integer batch split per job;"
            " HiGHS (or --solver cbc); work: branch-and-bound nodes up to --node-limit (default none)",
        ),
        "coordination-search": MethodSpec(
            "coordination-search", heuristics.coordination_search, "heuristic",
            "Alg. 1: priorities (Eq. 2/4/6), swell the high-priority subset, squeeze/swell primitives,"
            " LISS on stragglers, early exit after 3 failures; work: probes, at most 1 + 2 S (L - 1)"
            " (S shared GPUs, L share levels), no budget needed",
        ),
        "full-search": MethodSpec(
            "full-search", heuristics.full_search, "heuristic",
            "Alg. 1 without early exit (until no primitive changes the setting); work: at most"
            " 1 + 2 S (L - 1) probes",
        ),
        "no-liss": MethodSpec("no-liss", heuristics.no_liss, "baseline",
                              "Alg. 1 with LGRR only (LISS disabled); work: at most 1 + 2 S (L - 1) probes"),
        "exact-no-liss": MethodSpec(
            "exact-no-liss", formulation.run_milp_no_liss, "baseline",
            "the same MILP with LISS off: the best LGRR-only setting (its bound holds for that restriction only);"
            " work: nodes up to --node-limit",
        ),
        "free-competition": MethodSpec(
            "free-competition", heuristics.free_competition_method, "baseline",
            "no calibration: every cap 100%, LISS off",
        ),
    }
    reg.register(
        ProblemSpec(
            name=PROBLEM,
            paper="GIMBAL (ACM TACO 2025), Sec. 4-5, Eq. 1-6, Alg. 1",
            description="choose MPS caps per shared GPU and LISS per job of one packing set, minimising Eq. 1, 3 or 5",
            size_meaning="jobs in the packing set (2-5 in the paper)",
            sense=Sense.MINIMIZE,
            instance_type=GimbalInstance,
            solution_type=GimbalSolution,
            generate=instances.generate,
            evaluate=evaluate,
            methods=methods,
            default_sizes=(2, 3, 4, 5),
            build=formulation.build,
            decode=formulation.decode,
            generator_options={
                "objective": "jct (Eq. 1, default), deadline (Eq. 3) or makespan (Eq. 5)",
                "combination": "JC1..JC8: Table 3's job combination instead of a random set (size 3)",
                "share_step": "cap grid step in percent (default 10, Sec. 4.1)",
                "share_model": "mig (measured A100 MIG share curves, default) or linear (speed = share)",
                "length_scale": "multiplies the SYNTHETIC remaining solo times (default 1; sensitivity)",
            },
        )
    )


# ----------------------------------------------------------------------------
# Table 3's job combinations: Alg. 1 against the exact optimum per objective
# ----------------------------------------------------------------------------

#: Objectives of the JC study (Eq. 1, Eq. 3, Eq. 5).
JC_OBJECTIVES = ("jct", "makespan", "deadline")
#: Methods compared with ``exact`` (Alg. 1 with and without early exit).
JC_METHODS = ("coordination-search", "full-search")


def jc_study(combinations: Sequence[str] | None = None, seeds: Sequence[int] = (0, 1, 2),
             objectives: Sequence[str] = JC_OBJECTIVES, share_model: str = "mig",
             methods: Sequence[str] = JC_METHODS, time_limit_s: float = 60.0, solver: str = "highs"
             ) -> list[dict[str, Any]]:
    """Sec. 7.4 on Table 3's sets: per objective and method, how far
    Alg. 1 (``coordination-search``, early exit; ``full-search``, without)
    lands from ``exact`` on JC1-JC8 x ``seeds``.

    JCT (Eq. 1) and makespan (Eq. 5): the relative gap ``obj / exact - 1``
    (median, mean, worst, sets at the optimum within 1e-6). Deadline (Eq. 3):
    the optimum is usually 0, so a relative gap means nothing; the row counts
    sets with a missed deadline, jobs late and the mean / worst largest
    tardiness (the evaluator's ``deadlines_missed``, ``max_tardiness_s``),
    for ``exact`` too. ``exact_optimal`` counts the exact cells proven
    optimal (a time-limit stop is compared with its incumbent and counted
    out). Every run goes through :func:`schedbench.harness.runner.run_and_score`.
    """
    import statistics

    from schedbench.contracts import Budget, Status
    from schedbench.instances import gimbal as instances
    from schedbench.registry import get_problem
    from schedbench.harness import run_and_score

    spec = get_problem(PROBLEM)
    names = list(combinations or instances.TABLE3)
    budget = Budget(time_limit_s=time_limit_s, solver=solver, seed=0)
    rows = []
    for objective in objectives:
        runs: dict[str, list[Any]] = {m: [] for m in ("exact", *methods)}
        optimal = 0
        for name in names:
            for seed in seeds:
                inst = instances.job_combination(name, seed, objective=objective, share_model=share_model)
                for m in runs:
                    run = run_and_score(spec, m, inst, budget)
                    if run.error is not None or run.evaluation is None or not run.evaluation.feasible:
                        raise RuntimeError(f"{m} on {name} seed {seed} ({objective}): {run.error}")
                    if m == "exact":
                        optimal += run.result.status is Status.OPTIMAL
                    runs[m].append(run.evaluation)
        for m in runs:
            row: dict[str, Any] = {"objective": objective, "share_model": share_model, "method": m,
                                   "sets": len(runs[m]), "exact_optimal": optimal}
            if objective == "deadline":
                missed = [e.metrics["deadlines_missed"] for e in runs[m]]
                tard = [e.metrics["max_tardiness_s"] for e in runs[m]]
                row.update(sets_with_miss=sum(1 for v in missed if v > 0), jobs_late=int(sum(missed)),
                           mean_max_tardiness_s=statistics.fmean(tard), worst_max_tardiness_s=max(tard))
            elif m != "exact":
                gaps = [e.objective / x.objective - 1.0 for e, x in zip(runs[m], runs["exact"])]
                row.update(median_gap=statistics.median(gaps), mean_gap=statistics.fmean(gaps), worst_gap=max(gaps),
                           at_optimum=sum(1 for g in gaps if g <= 1e-6))
            else:
                continue
            rows.append(row)
    return rows


def jc_markdown(rows: Sequence[Mapping[str, Any]]) -> str:
    """The rows of :func:`jc_study` as two Markdown tables (gaps; deadlines)."""
    gap = [r for r in rows if "median_gap" in r]
    ddl = [r for r in rows if "jobs_late" in r]
    out = []
    if gap:
        out += ["| share model | objective | method | sets | median gap | mean gap | worst gap | at the optimum "
                "| exact optimal |", "|" + " --- |" * 9]
        out += [f"| `{r['share_model']}` | {r['objective']} | `{r['method']}` | {r['sets']} | {r['median_gap']:.1%} "
                f"| {r['mean_gap']:.1%} | {r['worst_gap']:.1%} | {r['at_optimum']}/{r['sets']} "
                f"| {r['exact_optimal']}/{r['sets']} |" for r in gap]
    if ddl:
        out += ["", "| share model | method | sets | sets with a miss | jobs late | mean / worst max tardiness "
                "| exact optimal |", "|" + " --- |" * 7]
        out += [f"| `{r['share_model']}` | `{r['method']}` | {r['sets']} | {r['sets_with_miss']}/{r['sets']} "
                f"| {r['jobs_late']} | {r['mean_max_tardiness_s']:,.0f} s / {r['worst_max_tardiness_s']:,.0f} s "
                f"| {r['exact_optimal']}/{r['sets']} |" for r in ddl]
    return "\n".join(out) + "\n"
