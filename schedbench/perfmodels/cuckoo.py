"""CUCKOO's interleaved-execution time model and packing values.

Reference: CUCKOO: Deadline-Aware Job Packing on Heterogeneous GPUs for DL
Model Training (SoCC '25), Sec. 3.2 (Algorithms 1 and 2, Tables 3-4),
Eq. 1, Eq. 11 and Eq. 12.

The stage model
---------------
Algorithms 1-2 are printed as pseudocode whose helper functions
(``isGPUExecutionStage``, ``isSynchronized``, ``syncTime``,
``resourceCompetition``, ``NextStage``) are not defined in the text. This
module fixes one precise reading of them, chosen so that the paper's worked
example (Table 3 -> Table 4) is reproduced number for number, and states it
here so that the benchmark is unambiguous.

*Stages.* As in Muri, an iteration of every job is a cycle of four main-thread
stages, one per column of Table 3: ``L`` (data loading, ``S``), ``F``
(forward), ``B`` (backward) and ``C`` (gradient synchronisation). The jobs of
a group are offset by one stage per execution order: a job of order ``o``
starts its first iteration at stage ``max_order - o`` (Table 4: job 1, order 1,
loads in stage 0; job 0, order 0, loads in stage 1). The group's stage ``i``
lasts ``R_i``; an iteration of the group (each job one iteration) is four
consecutive stages.

*Work.* At its ``F`` stage a job's GPU work ``F_j`` then ``B_j`` is queued on
the GPU (Alg. 2, "if in GPU exec stage, update f, b, c"). Its communication
``C_j`` is released at the start of its ``B`` stage: the all-reduce is
launched by backward's hooks (Sec. 3.2.1), and at stage granularity it starts
with that stage. Work that does not finish within a stage carries over to the
next (Alg. 2, ``NextStage``).

*Stage length* ``R_i`` (Alg. 2) is the largest of
  * ``S_j`` of every job in its ``L`` stage (main-thread invocation time);
  * the completion of job ``j``'s forward pass, if ``j`` is in its ``F``
    stage (forward is synchronised in the GPU stage, Sec. 3.2.3);
  * the completion of ``j``'s backward and communication at its
    synchronisation point (Sec. 3.2.1): models of class
    :attr:`SyncClass.BEFORE_COMM_STAGE` (BERT, GPT) at the end of their ``B``
    stage, i.e. before the gradient-synchronisation stage; models of class
    :attr:`SyncClass.BEFORE_NEXT_FORWARD` (VGG, ResNet) at the end of their
    ``L`` stage, i.e. before the next iteration's GPU stage;
  * if none of these gives a positive time (no main thread is busy), the time
    until all runnable asynchronous work has drained (Table 4, stage 3: ResNet's
    98 ms all-reduce).

*Interference* (Alg. 2, ``resourceCompetition``; Sec. 3.2.2): if two or more
jobs have runnable work on the GPU in a stage, every job's GPU work in that
stage runs ``lambda`` times slower; the same for the network. CPU and disk are
not contended (Sec. 3.2.2). In Table 4's stage 2 this doubles ``F_0``, ``B_0``
and ``B_1`` (lambda = 2) while ``C_1`` runs alone.

*Convergence* (Alg. 1): stages are simulated until the last four stage
lengths equal the four before them; their sum is the group's iteration time.
If no period of four appears within :data:`MAX_STAGES`, the mean of the last
window sums is returned (never seen on the catalog's profiles).

A job alone follows the same rules, which gives ``S + F + max(B, C)``: the
standalone iteration time with communication overlapped with backward.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

#: Stages per iteration (Muri's four-stage cycle; the columns S, F, B, C of Table 3).
STAGES_PER_ITERATION = 4
L_STAGE, F_STAGE, B_STAGE, C_STAGE = range(STAGES_PER_ITERATION)
#: Upper bound on simulated stages before Alg. 1 gives up waiting for a period.
MAX_STAGES = 4 * 64
#: Relative tolerance of Alg. 1's ``isCloseToLastIteration``.
CONVERGENCE_REL_TOL = 1e-9
#: Default interference coefficient: the worked example of Sec. 3.2.3 uses 2
#: for both GPU kernels and communication.
LAMBDA_DEFAULT = 2.0
#: Default weight of efficiency in Eq. 12 (Sec. 4.4: "we set w = 0.6").
W_DEFAULT = 0.6


class SyncClass(str, enum.Enum):
    """Where a model synchronises GPU work and communication with its main
    thread (Sec. 3.2.1)."""

    #: BERT, GPT: communication completes before the gradient-sync (C) stage.
    BEFORE_COMM_STAGE = "before-comm-stage"
    #: VGG, ResNet: GPU work and communication complete before the next forward.
    BEFORE_NEXT_FORWARD = "before-next-forward"


#: Sec. 3.2.1 names BERT and GPT as synchronising before the communication
#: stage and VGG and ResNet as synchronising before the next forward. The
#: paper does not classify A2C and DQN; they are given the second, the
#: default of data-parallel PyTorch training (an assumption).
MODEL_SYNC_CLASS: dict[str, SyncClass] = {
    "bert": SyncClass.BEFORE_COMM_STAGE,
    "gpt2": SyncClass.BEFORE_COMM_STAGE,
    "vgg16": SyncClass.BEFORE_NEXT_FORWARD,
    "vgg19": SyncClass.BEFORE_NEXT_FORWARD,
    "resnet18": SyncClass.BEFORE_NEXT_FORWARD,
    "resnet50": SyncClass.BEFORE_NEXT_FORWARD,
    "a2c": SyncClass.BEFORE_NEXT_FORWARD,
    "dqn": SyncClass.BEFORE_NEXT_FORWARD,
}
#: Models whose class is an assumption rather than the paper's statement.
ASSUMED_SYNC_CLASS = frozenset({"a2c", "dqn"})


@dataclass(frozen=True)
class StageTimes:
    """Per-iteration durations (ms) of one job on one GPU type (Table 3's row)."""

    load: float
    forward: float
    backward: float
    comm: float
    sync: SyncClass = SyncClass.BEFORE_NEXT_FORWARD

    def standalone(self) -> float:
        """Iteration time of the job alone (the same stage model, one job)."""
        return iteration_time((self,))


@dataclass(frozen=True)
class StageRecord:
    """One row of Table 4: the stage length and each job's resource use (ms)."""

    length: float
    forward: tuple[float, ...]
    backward: tuple[float, ...]
    comm: tuple[float, ...]


def _stage_type(stage: int, start: int) -> int | None:
    if stage < start:
        return None
    return (stage - start) % STAGES_PER_ITERATION


def simulate(
    jobs: Sequence[StageTimes],
    orders: Sequence[int] | None = None,
    interference: float = LAMBDA_DEFAULT,
    n_stages: int | None = None,
) -> tuple[list[StageRecord], float]:
    """Run Alg. 1 and Alg. 2 on a group; return the stage trace and the group's
    iteration time (ms).

    ``orders`` are the execution orders of Table 3 (default: job ``k`` has
    order ``k``). With ``n_stages`` the simulation runs exactly that many
    stages and the returned time is the sum of the last four (for traces);
    otherwise it runs until Alg. 1's convergence test holds.
    """
    n = len(jobs)
    if n == 0:
        raise ValueError("a group has at least one job")
    if interference < 1.0:
        raise ValueError(f"interference coefficient must be >= 1 (got {interference})")
    orders = tuple(range(n)) if orders is None else tuple(orders)
    if len(orders) != n:
        raise ValueError("one order per job")
    top = max(orders)
    starts = [top - o for o in orders]

    fwd = [0.0] * n  # remaining forward work (ms of solo GPU time)
    bwd = [0.0] * n
    comm_held = [0.0] * n  # queued, not yet launched (until the B stage)
    comm = [0.0] * n  # launched, remaining
    lengths: list[float] = []
    records: list[StageRecord] = []
    limit = n_stages if n_stages is not None else MAX_STAGES

    for i in range(limit):
        types = [_stage_type(i, s) for s in starts]
        for j, t in enumerate(types):
            if t == F_STAGE:
                fwd[j] += jobs[j].forward
                bwd[j] += jobs[j].backward
                comm_held[j] += jobs[j].comm
            elif t == B_STAGE:
                comm[j] += comm_held[j]
                comm_held[j] = 0.0
        gpu_users = sum(1 for j in range(n) if fwd[j] + bwd[j] > 0.0)
        net_users = sum(1 for j in range(n) if comm[j] > 0.0)
        d_gpu = interference if gpu_users >= 2 else 1.0
        d_net = interference if net_users >= 2 else 1.0

        length = 0.0
        for j, t in enumerate(types):
            if t is None:
                continue
            gpu_done = (fwd[j] + bwd[j]) * d_gpu
            comm_done = comm[j] * d_net
            if t == L_STAGE:
                length = max(length, jobs[j].load)
            if t == F_STAGE:
                length = max(length, fwd[j] * d_gpu)
            sync_here = (t == B_STAGE and jobs[j].sync is SyncClass.BEFORE_COMM_STAGE) or (
                t == L_STAGE and jobs[j].sync is SyncClass.BEFORE_NEXT_FORWARD
            )
            if sync_here:
                length = max(length, gpu_done, comm_done)
        if length <= 0.0:  # no main thread is busy: wait for the asynchronous work
            length = max(
                [(fwd[j] + bwd[j]) * d_gpu for j in range(n)] + [comm[j] * d_net for j in range(n)] + [0.0]
            )

        used_f, used_b, used_c = [], [], []
        for j in range(n):
            gpu_capacity = length / d_gpu
            f_run = min(fwd[j], gpu_capacity)
            b_run = min(bwd[j], gpu_capacity - f_run)
            c_run = min(comm[j], length / d_net)
            fwd[j] -= f_run
            bwd[j] -= b_run
            comm[j] -= c_run
            used_f.append(f_run * d_gpu)
            used_b.append(b_run * d_gpu)
            used_c.append(c_run * d_net)
        lengths.append(length)
        records.append(StageRecord(length, tuple(used_f), tuple(used_b), tuple(used_c)))

        if n_stages is None and _converged(lengths, top):
            return records, math.fsum(lengths[-STAGES_PER_ITERATION:])

    if n_stages is not None:
        return records, math.fsum(lengths[-STAGES_PER_ITERATION:])
    windows = [
        math.fsum(lengths[k : k + STAGES_PER_ITERATION])
        for k in range(len(lengths) - 2 * STAGES_PER_ITERATION, len(lengths) - STAGES_PER_ITERATION + 1)
    ]
    return records, math.fsum(windows) / len(windows)


def _converged(lengths: list[float], warmup: int) -> bool:
    """Alg. 1's ``isCloseToLastIteration``: the last four stage lengths repeat
    the four before them (after every job has started)."""
    p = STAGES_PER_ITERATION
    if len(lengths) < warmup + 2 * p:
        return False
    last, prev = lengths[-p:], lengths[-2 * p : -p]
    return all(math.isclose(a, b, rel_tol=CONVERGENCE_REL_TOL, abs_tol=1e-12) for a, b in zip(last, prev))


def iteration_time(
    jobs: Sequence[StageTimes], orders: Sequence[int] | None = None, interference: float = LAMBDA_DEFAULT
) -> float:
    """Alg. 1, ``EstimateIterationDuration``: ms per group iteration."""
    return simulate(jobs, orders, interference)[1]


def pair_iteration_time(a: StageTimes, b: StageTimes, interference: float = LAMBDA_DEFAULT) -> float:
    """Iteration time of a packed pair in its better execution order.

    Table 3 gives the order as an input; a scheduler choosing the group's
    interleaving takes the faster of the two orders (as Muri does for its
    stage offsets), so the pair's time is the minimum over both.
    """
    return min(iteration_time((a, b), (0, 1), interference), iteration_time((a, b), (1, 0), interference))


def eff_value(a: StageTimes, b: StageTimes, interference: float = LAMBDA_DEFAULT) -> float:
    """Eq. 1: sum of standalone iteration times over the interleaved time.

    Above 1 when interleaving the pair beats running the two one after the
    other on the same GPUs.
    """
    return (a.standalone() + b.standalone()) / pair_iteration_time(a, b, interference)


def ddl_value(deadline_a: float | None, deadline_b: float | None, now: float) -> float:
    """Eq. 11: (min_j D_j - now) / (max_j D_j - now), in [0, 1].

    A job without a deadline has an infinitely late one (Sec. 5.2): paired
    with a deadline job the value is 0; two jobs without deadlines are taken
    as having equal deadlines, value 1.
    """
    if deadline_a is None and deadline_b is None:
        return 1.0
    if deadline_a is None or deadline_b is None:
        return 0.0
    lo, hi = sorted((deadline_a, deadline_b))
    if lo <= now:
        raise ValueError(f"deadlines must be later than now={now} (got {lo})")
    return (lo - now) / (hi - now)


def total_value(eff: float, ddl: float, w: float = W_DEFAULT) -> float:
    """Eq. 12: w * eff_value + (1 - w) * ddl_value."""
    return w * eff + (1.0 - w) * ddl


@lru_cache(maxsize=1 << 16)
def pair_iteration_time_cached(a: StageTimes, b: StageTimes, interference: float) -> float:
    """:func:`pair_iteration_time`, memoised on the two (hashable) profiles."""
    return pair_iteration_time(a, b, interference)


@lru_cache(maxsize=1 << 14)
def standalone_cached(a: StageTimes) -> float:
    """:meth:`StageTimes.standalone`, memoised."""
    return a.standalone()


def group_duration_s(
    times: Sequence[StageTimes], iterations: Sequence[int], interference: float = LAMBDA_DEFAULT
) -> float:
    """Seconds a group occupies its GPUs (``T_gk`` of Eq. 7) on one GPU type.

    The joint problem's time model (Sec. 3.3.1 with Sec. 3.2's estimator): a
    single job runs ``n`` iterations at its standalone time. A pair runs
    interleaved, each job one iteration per group iteration
    (:func:`pair_iteration_time`), until the shorter job's ``min(n_u, n_v)``
    iterations are done; the other then runs its remaining iterations alone.
    The group ends when both are done, and that end is both jobs'
    completion time (Eq. 7-8).
    """
    if len(times) != len(iterations) or len(times) not in (1, 2):
        raise ValueError("a group holds one or two jobs, each with its iteration count")
    if len(times) == 1:
        return iterations[0] * standalone_cached(times[0]) / 1000.0
    (a, b), (na, nb) = times, iterations
    both = min(na, nb)
    longer, rest = (a, na - both) if na >= nb else (b, nb - both)
    return (both * pair_iteration_time_cached(a, b, interference) + rest * standalone_cached(longer)) / 1000.0


def joint_pair_times(instance, gpu_type: str) -> tuple[np.ndarray, np.ndarray]:
    """``T_jk`` of every job alone (shape (N,)) and ``T_{{i,j},k}`` of every
    pair (shape (N, N), symmetric, ``inf`` on the diagonal) on ``gpu_type``, in
    seconds: :func:`~schedbench.perfmodels.cuckoo.group_duration_s` vectorised
    over jobs (Eq. 7 with Sec. 3.2's estimator). The pair iteration time is
    simulated once per pair of job types and taken as the smaller of both
    argument orders, so it is never above the evaluator's time for either
    order of the group."""
    jobs = instance.jobs
    kinds = sorted({j.job_type for j in jobs})
    tid = np.array([kinds.index(j.job_type) for j in jobs], dtype=np.int64)
    rep = {j.job_type: j for j in jobs}
    st = [instance.stage_times(rep[t], gpu_type) for t in kinds]
    alone = np.array([standalone_cached(s) for s in st])
    lam = instance.interference
    inter = np.array([[min(pair_iteration_time_cached(x, y, lam), pair_iteration_time_cached(y, x, lam)) for y in st]
                      for x in st])
    it = np.array([j.iterations for j in jobs], dtype=float)
    single = it * alone[tid] / 1000.0
    both = np.minimum.outer(it, it)
    longer = np.where(it[:, None] >= it[None, :], alone[tid][:, None], alone[tid][None, :])
    pair = (both * inter[tid][:, tid] + np.abs(it[:, None] - it[None, :]) * longer) / 1000.0
    np.fill_diagonal(pair, np.inf)
    return single, pair
