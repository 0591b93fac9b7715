"""The online core: one event-driven simulation for every online problem, and
the metrics every online problem reports.

* :mod:`~schedbench.online.simulate`: the simulation (:class:`Simulation`,
  :class:`Cluster`, :class:`SimJob`, ...);
* :mod:`~schedbench.online.metrics`: :func:`online_metrics`, computed once from
  a trace.

Modules outside this package use the names of ``__all__`` only; each is
imported on first use (PEP 562), so importing the package costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from schedbench.lazy import LazyNames

if TYPE_CHECKING:  # the lazy names, for type checkers
    from schedbench.online.simulate import (
        Cluster, Node, Policy, RateModel, SimJob, SimTrace, Simulation, SimulationError, slot_ceil,
        take_from_buckets,
    )
    from schedbench.online.metrics import (
        online_metrics,
    )

#: Public name -> the module that defines it, imported on first use.
_LAZY: dict[str, str] = {
    **dict.fromkeys((
        "Cluster", "Node", "Policy", "RateModel", "SimJob", "SimTrace", "Simulation", "SimulationError",
        "slot_ceil", "take_from_buckets",
    ), "schedbench.online.simulate"),
    **dict.fromkeys((
        "online_metrics",
    ), "schedbench.online.metrics"),
}

__all__ = [
    "Cluster", "Node", "Policy", "RateModel", "SimJob", "SimTrace", "Simulation", "SimulationError",
    "online_metrics", "slot_ceil", "take_from_buckets",
]


_NAMES = LazyNames(__name__, _LAZY, globals(), __all__)


def __getattr__(name: str) -> Any:
    """Import a public name on first use (PEP 562)."""
    return _NAMES.load(name)


def __dir__() -> list[str]:
    return _NAMES.names()
