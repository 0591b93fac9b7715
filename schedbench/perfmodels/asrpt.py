"""A-SRPT's per-iteration training time of a mixed-parallelism job (Eq. 4-7).

Reference: Luo, Liu, Lee, Shroff, "Prediction-Assisted Online Distributed Deep
Learning Workload Scheduling in GPU Clusters" (A-SRPT), Sec. III-B, Eq. 4-7,
and Sec. IV-B (edge weights of the job graph, alpha_min / alpha_max).

Units used throughout: times in ms, data sizes in MB, bandwidths in MB/ms
(numerically equal to GB/s), so ``MB / (MB/ms) = ms``.

Notation (Sec. III-A): a job has stages ``s = 1..S``; stage ``s`` has ``k_s``
data-parallel replicas, forward/backward time per replica ``p^f_s, p^b_s``,
per-replica incoming/outgoing data per iteration ``d^in_s, d^out_s`` and
parameter size ``h_s``. ``x^m_s`` replicas of stage ``s`` sit on server ``m``;
each server has ``g`` GPUs and a NIC of ``B_inter``; GPUs inside a server talk
at ``B_intra``. The data between stages is split evenly over replicas, so
``k_{s-1} d^out_{s-1} = k_s d^in_s`` (Sec. III-B, "2 d^out_{s-1}/k_s =
2 d^in_s / k_{s-1}").

Eq. 4 (computation):  ``comp^m_s = p^f_s + p^b_s`` if ``x^m_s > 0``, else 0.

Eq. 5 (inter-stage communication), derived
------------------------------------------
The printed Eq. 5 is damaged (a single fraction whose denominator adds a
bandwidth to a time). We rebuild it from the paper's stated reasoning:

1. Each replica of stage ``s`` receives ``2 d^in_s`` per iteration
   (activations in the forward pass, gradients back in the backward pass:
   the factor 2), spread evenly over the ``k_{s-1}`` replicas of stage
   ``s-1``: ``2 d^in_s / k_{s-1}`` per replica pair. Of those ``k_{s-1}``
   partners, ``x^m_{s-1}`` are on the same server ``m`` and
   ``k_{s-1} - x^m_{s-1}`` are elsewhere. Likewise for the ``2 d^out_s`` sent
   to stage ``s+1``.
2. Per replica, the *inter-server* data is
   ``D_inter = 2 d^in_s (k_{s-1} - x^m_{s-1}) / k_{s-1} + 2 d^out_s (k_{s+1} - x^m_{s+1}) / k_{s+1}``
   and the *intra-server* data is
   ``D_intra = 2 d^in_s x^m_{s-1} / k_{s-1} + 2 d^out_s x^m_{s+1} / k_{s+1}``.
3. The ``x^m_s`` replicas on ``m`` send ``x^m_s D_inter`` through the NIC
   share reserved for the stage, ``(x^m_s / g) B_inter`` (Sec. III-A), which
   takes ``x^m_s D_inter / ((x^m_s / g) B_inter) = g D_inter / B_inter``; each
   replica sends ``D_intra`` over its own intra-server link, ``D_intra / B_intra``.
   The two transfers are summed (the printed numerator and denominator are
   these two terms run together):

       comm^m_s = g D_inter / B_inter + D_intra / B_intra     if x^m_s > 0,   0 otherwise.   (Eq. 5)

   For the first stage the ``d^in`` terms vanish and for the last stage the
   ``d^out`` terms vanish ("calculated similarly"; the input batch and the
   loss are local). ``x^m_s`` cancels: the term is *affine in the
   neighbouring stages' x* (``x^m_{s-1}``, ``x^m_{s+1}``), which is what makes
   an exact MILP possible (``formulations/asrpt.py``).

Eq. 6 (all-reduce), derived
---------------------------
The printed Eq. 6 (first case) reads ``2(k-1)h / x B_inter``, which is not a
time. The stated reasoning: each replica sends and receives
``2 (k_s - 1) h_s / k_s`` in a ring or double-binary-tree all-reduce [31],
and the time is set by the slowest link between replicas. If the stage spans
servers (``0 < x^m_s < k_s``), that link is a replica's share of the NIC,
``B_inter / g`` (the stage's ``x^m_s / g`` share split over its ``x^m_s``
replicas); if all replicas are on ``m`` (``x^m_s = k_s``) it is ``B_intra``:

       AllReduce^m_s = 2 (k_s - 1) h_s g / (k_s B_inter)   if 0 < x^m_s < k_s,
                     = 2 (k_s - 1) h_s / (k_s B_intra)     if x^m_s = k_s,                   (Eq. 6)
                     = 0                                   if x^m_s = 0.

It vanishes for ``k_s = 1``. RAR and TAR move the same amount (Sec. III-B);
they differ only in the job graph of Heavy-Edge (:func:`edge_weights`).

Eq. 7: ``alpha = max over (m, s) with x^m_s > 0 of comp + comm + AllReduce``
(asynchronous pipeline: the bottleneck stage sets the iteration time).

``alpha_max`` (Sec. III-B): every replica on its own server (all ``x = 1``,
neighbours elsewhere). It is computed in closed form by :func:`alpha_max`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from schedbench.schema import SCHEMA_CONFIG, NonNegFloat, PosInt, with_config

#: Sec. III-B: the per-replica-pair inter-stage data is 2 d (activations + gradients).
FWD_BWD_FACTOR = 2.0
#: Eq. 6 / [31]: all-reduce data per replica is 2 (k - 1) h / k.
ALLREDUCE_FACTOR = 2.0
#: Sec. IV-B: TAR edges weigh (k - 1) h / k, half of RAR's (each tree carries half the data).
TAR_EDGE_SHARE = 0.5

ALLREDUCE_KINDS = ("RAR", "TAR")


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Stage:
    """One pipeline stage of a job (Sec. III-A); sizes in MB, times in ms.

    A schema type (:mod:`schedbench.schema`): instance files hold stages."""

    replicas: PosInt                        # k_s
    forward_ms: NonNegFloat                 # p^f_s, per replica per iteration
    backward_ms: NonNegFloat                # p^b_s
    d_in_mb: NonNegFloat                    # d^in_s, per replica per iteration
    d_out_mb: NonNegFloat                   # d^out_s
    params_mb: NonNegFloat                  # h_s
    allreduce: Literal["RAR", "TAR"] = "RAR"  # RAR or TAR (Sec. II), ALLREDUCE_KINDS

    @property
    def comp_ms(self) -> float:
        """Eq. 4 for an occupied server."""
        return self.forward_ms + self.backward_ms


@dataclass(frozen=True)
class Network:
    """``g`` GPUs per server, ``B_inter`` (NIC) and ``B_intra`` in MB/ms (= GB/s)."""

    gpus_per_server: int
    b_inter: float
    b_intra: float


def allreduce_ms(stage: Stage, x: int, net: Network) -> float:
    """Eq. 6 (derived, see the module docstring)."""
    k = stage.replicas
    if x <= 0 or k <= 1:
        return 0.0
    data = ALLREDUCE_FACTOR * (k - 1) * stage.params_mb / k
    if x >= k:
        return data / net.b_intra
    return data * net.gpus_per_server / net.b_inter


def comm_coefficients(stages: Sequence[Stage], s: int, net: Network) -> tuple[float, list[tuple[int, float]]]:
    """Eq. 5 as an affine function of the neighbours' x on the same server.

    Returns ``(a, [(neighbour stage, b), ...])`` with
    ``comm^m_s = a + sum b * x^m_neighbour`` whenever ``x^m_s > 0``.
    """
    g, bi, bl = net.gpus_per_server, net.b_inter, net.b_intra
    st = stages[s]
    const = 0.0
    terms: list[tuple[int, float]] = []
    for nb, d in ((s - 1, st.d_in_mb), (s + 1, st.d_out_mb)):
        if nb < 0 or nb >= len(stages):
            continue
        per_pair = FWD_BWD_FACTOR * d / stages[nb].replicas  # 2 d / k_neighbour per replica pair
        total = per_pair * stages[nb].replicas  # all of it crosses the NIC when x_nb = 0
        const += g * total / bi
        terms.append((nb, per_pair * (1.0 / bl - g / bi)))
    return const, terms


def comm_ms(stages: Sequence[Stage], s: int, x_column: Sequence[int], net: Network) -> float:
    """Eq. 5 (derived) for stage ``s`` on a server holding ``x_column[t]``
    replicas of each stage ``t``."""
    if x_column[s] <= 0:
        return 0.0
    const, terms = comm_coefficients(stages, s, net)
    return const + sum(b * x_column[nb] for nb, b in terms)


def stage_time_ms(stages: Sequence[Stage], s: int, x_column: Sequence[int], net: Network) -> float:
    """beta^m_s = comp + comm + AllReduce (Eq. 4-6); 0 if the server holds none of ``s``."""
    if x_column[s] <= 0:
        return 0.0
    return stages[s].comp_ms + comm_ms(stages, s, x_column, net) + allreduce_ms(stages[s], x_column[s], net)


def iteration_time_ms(stages: Sequence[Stage], x: Sequence[Sequence[int]], net: Network) -> float:
    """Eq. 7: ``x[m][s]`` replicas of stage ``s`` on server ``m``."""
    best = 0.0
    for column in x:
        for s in range(len(stages)):
            if column[s] > 0:
                best = max(best, stage_time_ms(stages, s, column, net))
    return best


def alpha_max(stages: Sequence[Stage], net: Network) -> float:
    """Sec. III-B: one replica per server, each with NIC share ``B_inter / g``."""
    best = 0.0
    for s in range(len(stages)):
        column = [0] * len(stages)
        column[s] = 1
        best = max(best, stage_time_ms(stages, s, column, net))
    return best


def edge_weights(stages: Sequence[Stage]) -> dict[tuple[tuple[int, int], tuple[int, int]], float]:
    """The job graph of Sec. IV-B on replicas ``(s, r)``.

    * inter-stage: every replica pair of stages ``s-1, s``, weight
      ``2 d^out_{s-1} / k_s`` (= ``2 d^in_s / k_{s-1}``);
    * RAR: a ring over the stage's replicas, weight ``2 (k-1) h / k`` per edge;
    * TAR: the union of two binary trees (NCCL's double binary tree [22]),
      weight ``(k-1) h / k`` per tree edge (an edge in both trees counts twice).
      Our reading of "double binary trees": tree 1 is the heap-ordered tree on
      ranks 0..k-1 (parent of i is (i-1)//2); tree 2 is the same tree on the
      ranks shifted by one (rank i plays i+1 mod k), so that most leaves of one
      tree are inner nodes of the other, as in [22].
    Keys are ``(u, v)`` with ``u < v`` in ``(stage, replica)`` order.
    """
    w: dict[tuple[tuple[int, int], tuple[int, int]], float] = {}

    def add(u: tuple[int, int], v: tuple[int, int], weight: float) -> None:
        if u == v or weight <= 0.0:
            return
        key = (u, v) if u < v else (v, u)
        w[key] = w.get(key, 0.0) + weight

    for s, st in enumerate(stages):
        k = st.replicas
        if s > 0:
            wt = FWD_BWD_FACTOR * stages[s - 1].d_out_mb / k
            for a in range(stages[s - 1].replicas):
                for b in range(k):
                    add((s - 1, a), (s, b), wt)
        if k <= 1:
            continue
        if st.allreduce == "RAR":
            wt = ALLREDUCE_FACTOR * (k - 1) * st.params_mb / k
            ring = [(r, (r + 1) % k) for r in range(k)] if k > 2 else [(0, 1)]
            for a, b in ring:
                add((s, a), (s, b), wt)
        else:
            wt = TAR_EDGE_SHARE * ALLREDUCE_FACTOR * (k - 1) * st.params_mb / k
            for shift in (0, 1):
                for i in range(1, k):
                    child, parent = (i + shift) % k, ((i - 1) // 2 + shift) % k
                    add((s, child), (s, parent), wt)
    return w
