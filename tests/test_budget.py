"""Work budgets, node limits and the CPU-time safety cap (contracts.Budget).

Work is the rule and time only a cap: a budget's key names the work and
node limits when they differ from their defaults, methods scale their
declared work with ``Budget.work``, and a node-limited MILP is stopped by
its node limit (deterministic), not by the clock.
"""

from __future__ import annotations

import time

import pytest

from schedbench.contracts import Budget, Status, TimeCap
from schedbench.errors import ValidationError
from schedbench.harness.matrix import matrix_from_flags, parse_matrix
from schedbench.registry import registry
from schedbench.harness.runner import run_and_score


def test_default_budget_key_is_unchanged_and_limits_join_it():
    assert Budget(time_limit_s=20).key() == "t=20,threads=1,gap=1e-06,solver=highs"
    assert Budget(time_limit_s=20, work=2).key() == "t=20,threads=1,gap=1e-06,solver=highs,work=2"
    assert Budget(time_limit_s=20, node_limit=500).key().endswith(",nodes=500")
    assert Budget(work=0.5).key() != Budget(work=1).key() != Budget(node_limit=1).key()


@pytest.mark.parametrize(("work", "base", "expected"), [(1.0, 600, 600), (2.0, 600, 1200), (0.25, 10, 2), (1e-9, 10, 1)])
def test_scaled_work(work, base, expected):
    assert Budget(work=work).scaled(base) == expected


def test_time_cap_counts_cpu_seconds_not_sleep():
    cap = TimeCap(0.05)
    time.sleep(0.1)  # wall time passes, CPU time does not
    assert not cap.reached()
    end = time.process_time() + 0.1
    while time.process_time() < end:
        pass
    assert cap.reached() and cap.hit
    assert cap.info() == {"stopped_at_time_cap": True}
    assert cap.left() == 0.0
    never = TimeCap(None)
    assert not never.reached() and never.left() is None


def test_matrix_and_flags_carry_work_and_node_limit():
    m = matrix_from_flags(["cuckoo-packing"], sizes=[8], methods=["greedy"], work=2.0, node_limit=100)
    assert {c.budget.work for c in m.cells} == {2.0}
    assert {c.budget.node_limit for c in m.cells} == {100}
    doc = {"defaults": {"work": 0.5, "node_limit": 7}, "problems": {"cuckoo-packing": {"sizes": [8], "methods": ["greedy"]}}}
    cell = parse_matrix(doc).cells[0]
    assert (cell.budget.work, cell.budget.node_limit) == (0.5, 7)


@pytest.mark.parametrize(("key", "value", "rule"), [
    ("work", 0, "positive finite number"),
    ("work", float("inf"), "positive finite number"),
    ("node_limit", 0, "positive integer"),
    ("node_limit", 1.5, "positive integer"),
])
def test_bad_work_and_node_limits_name_the_key(key, value, rule):
    doc = {"defaults": {key: value}, "problems": {"cuckoo-packing": {"sizes": [8]}}}
    with pytest.raises(ValidationError, match=rf"defaults\.{key}: must be a {rule}"):
        parse_matrix(doc, "m.toml")


def test_a_node_limited_milp_stops_at_its_nodes_not_the_clock():
    spec = registry().get("cuckoo-joint")
    inst = spec.generate(size=8, seed=0)
    run = run_and_score(spec, "milp-positional", inst, Budget(time_limit_s=60, node_limit=1))
    assert run.error is None
    info = run.result.info
    if run.result.status is Status.FEASIBLE:  # the root alone did not prove it: stopped by nodes
        assert info["stopped_at_limit"] and not info["stopped_at_time_cap"]
    else:
        assert run.result.status is Status.OPTIMAL and not info["stopped_at_limit"]
    again = run_and_score(spec, "milp-positional", inst, Budget(time_limit_s=60, node_limit=1))
    assert again.evaluation.objective == run.evaluation.objective  # deterministic with one thread
    assert again.result.bound == run.result.bound


def test_highs_time_limit_counts_cpu_seconds():
    """HiGHS's own time limit counts wall seconds; the solve's limit is
    enforced on CPU seconds through its interrupt callbacks instead."""
    from schedbench.solvers.highs import _CpuCap

    class Event:
        stopped = False

        def interrupt(self):
            self.stopped = True

    cap = _CpuCap(0.05)
    event = Event()
    time.sleep(0.1)  # wall time passes, CPU time does not
    cap(event)
    assert not event.stopped and not cap.hit
    end = time.process_time() + 0.06
    while time.process_time() < end:
        pass
    cap(event)
    assert event.stopped and cap.hit


def test_a_milp_stopped_by_its_time_limit_says_so():
    spec = registry().get("cuckoo-joint")
    inst = spec.generate(size=8, seed=0)
    run = run_and_score(spec, "milp-positional", inst, Budget(time_limit_s=0.3))
    assert run.error is None
    assert run.result.status in (Status.FEASIBLE, Status.NO_SOLUTION)
    assert run.result.info["stopped_at_limit"] and run.result.info["stopped_at_time_cap"]
    assert run.result.info["message"].startswith("Time limit reached")
