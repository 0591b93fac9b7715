"""Wider pruned graphs for ``cuckoo-packing``: how much of ``blossom-pruned``'s
loss is its pruning, and what closing it costs.

``blossom-pruned`` keeps, per partner job type, the nearest-deadline partner
on each side (k = 1) and then the 24 heaviest edges per end. These methods
keep more, with the same matching (exact up to 2,000 jobs of one GPU count,
windows above; ``--work`` scales the passes of windows). Try them without
packaging them::

    schedbench generate cuckoo-packing --size 10000 --seed 0 -o p10k.json
    schedbench solve p10k.json --method examples/pruning_width.py:k2_d48
    schedbench solve p10k.json --method examples/pruning_width.py:k2_d64 --work 2
    schedbench solve p10k.json --method bound --time-limit 600   # the proven upper bound

The loss is (bound - objective) / bound.
"""

from schedbench import Budget, CuckooPackingInstance
from schedbench.heuristics.cuckoo import blossom_pruned


def k1_d48(instance: CuckooPackingInstance, budget: Budget):
    """One nearest-deadline partner per type and side, the 48 heaviest edges per end."""
    return blossom_pruned(instance, budget, k=1, max_degree=48)


def k2_d48(instance: CuckooPackingInstance, budget: Budget):
    """Two nearest-deadline partners per type and side, the 48 heaviest edges per end."""
    return blossom_pruned(instance, budget, k=2, max_degree=48)


def k2_d64(instance: CuckooPackingInstance, budget: Budget):
    """Two nearest-deadline partners per type and side, the 64 heaviest edges per end."""
    return blossom_pruned(instance, budget, k=2, max_degree=64)
