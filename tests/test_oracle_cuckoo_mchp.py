"""Second implementation of CUCKOO's min-cost heterogeneous placement (MCHP,
Sec. 3.3.3, Eq. 13-14), from the paper's text alone, compared with ``mcf``.

Readings (quoted from Sec. 3.3.3):

* slots: "mapping the job groups to the pairs of (GPU number, execution
  order)"; "Execution order has range {1, 2} for there will be 2 groups
  executing on one GPU at most": with N groups, orders 1..N on every gang
  (a gang = the GPUs one group needs, Sec. 3.3.3 plans one GPU count);
* Eq. 13: C1 = (n - 1) T + t, "The average time running GPU X is T", read as
  the mean over all groups of their time on X (Table 5's "Average" row);
* Eq. 14: C2 = max(0, (n - 1) T + t - D); a group without deadline has C2 = 0;
* MCHP is the minimum-cost perfect matching of groups to slots (solved here
  by ``scipy.optimize.linear_sum_assignment``).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.optimize import linear_sum_assignment

from schedbench.contracts import Budget
from schedbench.heuristics.cuckoo import mcf
from schedbench.instances.cuckoo import CuckooPlanningInstance, PlanGroup
from schedbench.problems.cuckoo import evaluate_planning


def oracle_cost(groups, gangs):
    """(min total C1 + C2, cost function) over slots (type, gang, order)."""
    types = sorted(gangs)
    n = len(groups)
    avg = {x: sum(t[x] for t, _ in groups) / n for x in types}
    slots = [(x, k, o) for x in types for k in range(gangs[x]) for o in range(1, n + 1)]

    def cost(i, slot):
        x, _, o = slot
        t, d = groups[i]
        c1 = (o - 1) * avg[x] + t[x]
        c2 = 0.0 if d is None else max(0.0, c1 - d)
        return c1 + c2

    mat = np.array([[cost(i, s) for s in slots] for i in range(n)])
    r, c = linear_sum_assignment(mat)
    return float(mat[r, c].sum()), cost, slots


def _instance(groups, gpus, gang_size=1):
    pgs = tuple(PlanGroup(f"g{i}", (f"j{i}",), tuple(sorted(t.items())), d) for i, (t, d) in enumerate(groups))
    return CuckooPlanningInstance(pgs, tuple(sorted(gpus.items())), gang_size)


def test_table5_table6_example():
    """Table 5 (times 2/3 on GPU A, 3/4 on GPU B, deadline 5) gives Table 6's
    edge weights, and the best matching costs 2 + 4 = 6."""
    groups = [({"A": 2.0, "B": 3.0}, 5.0), ({"A": 3.0, "B": 4.0}, 5.0)]
    best, cost, slots = oracle_cost(groups, {"A": 1, "B": 1})
    table6 = {(0, ("A", 0, 1)): 2, (0, ("A", 0, 2)): 4.5, (0, ("B", 0, 1)): 3, (0, ("B", 0, 2)): 8,
              (1, ("A", 0, 1)): 3, (1, ("A", 0, 2)): 6, (1, ("B", 0, 1)): 4, (1, ("B", 0, 2)): 10}
    for (i, s), v in table6.items():
        assert cost(i, s) == pytest.approx(v)
    assert best == pytest.approx(6.0)
    inst = _instance(groups, {"A": 1, "B": 1})
    assert evaluate_planning(inst, mcf(inst, Budget(time_limit_s=10)).solution).objective == pytest.approx(6.0)


@st.composite
def plans(draw):
    types = ["A", "B", "C"][: draw(st.integers(1, 3))]
    gangs = {x: draw(st.integers(1, 3)) for x in types}
    n = draw(st.integers(1, 7))
    groups = []
    for _ in range(n):
        t = {x: float(draw(st.integers(1, 40))) for x in types}
        d = draw(st.one_of(st.none(), st.integers(1, 120).map(float)))
        groups.append((t, d))
    return groups, gangs


@settings(max_examples=300, deadline=None)
@given(plans())
def test_mcf_is_the_min_cost_matching_of_eq13_14(plan):
    groups, gangs = plan
    inst = _instance(groups, gangs)
    res = mcf(inst, Budget(time_limit_s=10))
    ev = evaluate_planning(inst, res.solution)
    assert ev.feasible
    best, cost, _ = oracle_cost(groups, gangs)
    idx = {f"g{i}": i for i in range(len(groups))}
    mine = sum(cost(idx[p.group], (p.gpu_type, p.gang, p.order)) for p in res.solution.placements)
    assert mine == pytest.approx(ev.objective, rel=1e-9)  # the evaluator scores Eq. 13-14 as read here
    assert ev.objective == pytest.approx(best, rel=1e-9)  # and mcf finds the minimum
