"""The solver-independent settings of one call, checked once at the boundary.

Every back end reads the same frozen record, so a limit means the same thing
for HiGHS and for CBC. Checks follow ``schedbench.validation``: a bad value
raises ``ValidationError`` naming the argument, the rule and the value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from schedbench.errors import ValidationError
from schedbench.validation import require_float, require_int

#: Largest seed both solvers accept (HiGHS ``random_seed`` is a 32-bit int).
MAX_SEED = 2_147_483_647


@dataclass(frozen=True)
class SolveOptions:
    """Limits and knobs of one solver call (see :func:`schedbench.solvers.solve`)."""

    time_limit: float = 60.0
    mip_rel_gap: float = 1e-6
    threads: int = 1
    seed: int = 0
    warm_start: bool = False
    #: Branch-and-bound nodes the solver may explore; ``None``: no limit.
    node_limit: int | None = None


def make_options(time_limit: Any, mip_rel_gap: Any, threads: Any, seed: Any, warm_start: Any,
                 node_limit: Any = None) -> SolveOptions:
    """Validate the keyword arguments of ``solve`` and freeze them."""
    limit = require_float(time_limit, "time_limit", exclusive_minimum=0.0)
    gap = require_float(mip_rel_gap, "mip_rel_gap", minimum=0.0)
    n_threads = require_int(threads, "threads", minimum=1)
    rng_seed = require_int(seed, "seed", minimum=0, maximum=MAX_SEED)
    if not isinstance(warm_start, bool):
        raise ValidationError("warm_start", "must be True or False", warm_start)
    nodes = None if node_limit is None else require_int(node_limit, "node_limit", minimum=1)
    return SolveOptions(time_limit=limit, mip_rel_gap=gap, threads=n_threads, seed=rng_seed, warm_start=warm_start,
                        node_limit=nodes)
