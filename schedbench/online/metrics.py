"""The metrics of every online problem, computed once.

Each online problem's evaluator keeps its paper's objective and adds these
to its :class:`~schedbench.contracts.Evaluation` ``metrics``, computed from
the *schedule* it has just checked (arrival, start and end of every job and
the GPUs each one keeps busy), never from a simulator's own account:

* ``mean_jct_s``, ``median_jct_s``, ``p99_jct_s``: job completion time
  ``end - arrival`` (submission to completion; HORUS's JCT, which excludes
  queueing, is ``mean_run_s``);
* ``mean_queueing_s``: ``start - arrival`` (CASTOR B8, HORUS "waiting time");
* ``mean_run_s``: ``end - start``;
* ``makespan_s``: first arrival to last completion (HORUS Sec. 5.2, CASTOR
  Sec. 9.2);
* ``deadline_satisfaction``: share of the jobs with a deadline that end
  before it (only when some job has one);
* ``offered_load``: GPU-seconds the jobs demand (each at the problem's
  reference speed, e.g. alone on its best placement) per GPU-second of the
  cluster over the arrival window ``[first, last arrival]``;
  ``gpu_occupancy``: busy GPU-seconds per GPU-second over ``[first arrival,
  last completion]``; ``gpu_occupancy_arrivals``: the same over the arrival
  window. In a stable regime the queue stays short and the occupancy during
  arrivals follows the offered load; an overloaded run (offered load near or
  above 1) shows occupancy near its ceiling, a long ``max_queue_length`` and
  a makespan well past the last arrival;
* ``mean_queue_length``, ``max_queue_length``: jobs arrived and not started,
  time-averaged over ``[first arrival, last completion]``, and the peak.

``metrics["series"]`` (a nested dict, not a number, so tables skip it) holds
what the report plots, downsampled so that a 150,000-job cell stays small:
``jct_quantiles_s`` (the JCT at 0, 1, ..., 100 %, i.e. its CDF at 101
points), ``time_s`` (``SERIES_BINS + 1`` bin edges over ``[first arrival,
last completion]``), and per bin the exact time averages ``gpu_utilisation``
(busy GPUs / all GPUs) and ``queue_length``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

#: Bins of the utilisation and queue-length series stored per cell.
SERIES_BINS = 100
#: The JCT CDF is stored at these percentiles (0, 1, ..., 100).
JCT_PERCENTILES = tuple(range(101))
#: Tail percentile reported as ``p99_jct_s``.
TAIL_PERCENTILE = 99


def _step_integral(times: np.ndarray, deltas: np.ndarray, at: np.ndarray) -> tuple[np.ndarray, float]:
    """For the step function that starts at 0 and jumps by ``deltas[k]`` at
    ``times[k]``: its integral from ``at[0]`` to each point of ``at`` (sorted)
    and its maximum."""
    order = np.argsort(times, kind="stable")
    t, d = times[order], deltas[order]
    knots, idx = np.unique(t, return_index=True)
    value = np.cumsum(d)[np.r_[idx[1:] - 1, len(d) - 1]] if len(d) else np.zeros(0)  # value from each knot on
    cum = np.r_[0.0, np.cumsum(value[:-1] * np.diff(knots))] if len(knots) else np.zeros(0)  # integral at knots
    k = np.searchsorted(knots, at, side="right") - 1
    inside = k >= 0
    out = np.zeros(len(at))
    kk = k[inside]
    out[inside] = cum[kk] + value[kk] * (at[inside] - knots[kk])
    out -= out[0]
    return out, float(value.max()) if len(value) else 0.0


def online_metrics(
    arrival: Sequence[float],
    start: Sequence[float],
    end: Sequence[float],
    *,
    total_gpus: int,
    busy: tuple[Sequence[float], Sequence[float], Sequence[float]] | None = None,
    gpus: Sequence[float] | None = None,
    deadline: Sequence[float | None] | None = None,
    offered_gpu_s: Sequence[float] | None = None,
) -> dict[str, Any]:
    """The common online metrics (module docstring) of one schedule.

    ``busy`` is ``(from, to, gpus)`` per interval during which ``gpus`` GPUs
    are busy; by default one interval per job, ``(start, end, gpus[j])``
    (exclusive GPUs). A problem whose jobs share GPUs passes intervals that
    count a shared GPU once (CUCKOO: one interval per group). Jobs without
    a deadline (``None``) are left out of ``deadline_satisfaction``.
    ``offered_gpu_s`` is each job's GPU-seconds at the problem's reference
    speed; without it there is no ``offered_load``.
    """
    a = np.asarray(arrival, dtype=float)
    s = np.asarray(start, dtype=float)
    e = np.asarray(end, dtype=float)
    n = len(a)
    if n == 0:
        return {}
    jct = e - a
    t0, t1 = float(a.min()), float(e.max())
    out: dict[str, Any] = {
        "mean_jct_s": float(jct.mean()),
        "median_jct_s": float(np.median(jct)),
        "p99_jct_s": float(np.percentile(jct, TAIL_PERCENTILE)),
        "mean_queueing_s": float((s - a).mean()),
        "mean_run_s": float((e - s).mean()),
        "makespan_s": t1 - t0,
    }
    if deadline is not None:
        has = [d is not None for d in deadline]
        if any(has):
            met = [end_j < d for end_j, d, h in zip(e, deadline, has) if h]
            out["deadline_satisfaction"] = float(np.mean(met))
    if busy is None:
        if gpus is None:
            raise ValueError("online_metrics needs busy intervals or per-job gpus")
        b_from, b_to, b_n = s, e, np.asarray(gpus, dtype=float)
    else:
        b_from, b_to, b_n = (np.asarray(x, dtype=float) for x in busy)
    edges = np.linspace(t0, t1, SERIES_BINS + 1) if t1 > t0 else np.array([t0, t0])
    span_arr = float(a.max()) - t0
    points = np.r_[edges, t0 + span_arr]
    busy_int, _ = _step_integral(np.r_[b_from, b_to], np.r_[b_n, -b_n], points)
    queue_int, queue_max = _step_integral(np.r_[a, s], np.r_[np.ones(n), -np.ones(n)], points)
    window = t1 - t0
    if window > 0:
        out["gpu_occupancy"] = float(busy_int[SERIES_BINS] / (total_gpus * window))
        out["mean_queue_length"] = float(queue_int[SERIES_BINS] / window)
    out["max_queue_length"] = queue_max
    if span_arr > 0:
        out["gpu_occupancy_arrivals"] = float(busy_int[-1] / (total_gpus * span_arr))
        if offered_gpu_s is not None:
            out["offered_load"] = float(np.sum(offered_gpu_s) / (total_gpus * span_arr))
    width = np.diff(edges[: SERIES_BINS + 1]) if window > 0 else np.ones(1)
    if window > 0:
        util = np.diff(busy_int[: SERIES_BINS + 1]) / width / total_gpus
        qlen = np.diff(queue_int[: SERIES_BINS + 1]) / width
    else:
        util = qlen = np.zeros(1)
    out["series"] = {
        "jct_quantiles_s": [float(x) for x in np.percentile(jct, JCT_PERCENTILES)],
        "time_s": [float(x) for x in edges],
        "gpu_utilisation": [float(x) for x in util],
        "queue_length": [float(x) for x in qlen],
    }
    return out
