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

from dataclasses import dataclass

from schedbench.contracts import Evaluation, Sense
from schedbench.instances.castor import CastorPairInstance
from schedbench.registry import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, NonNegFloat, PosInt, SchemaValue, with_config

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
