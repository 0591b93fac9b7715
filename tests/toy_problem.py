"""A tiny registered problem for the harness tests: pick k of n costs.

Instance: ``costs`` (positive integers) and ``k``; a solution picks ``k``
distinct indices; the objective (minimised) is the sum of their costs.

Methods: ``exact`` (the k smallest: optimal, with its bound), ``good`` (the
first k: feasible, no bound), ``sleepy`` (sleeps past any limit), ``spinner``
(computes past any limit), ``crashy``
(raises), ``slow`` (``good`` after a short sleep), ``exiter`` (``os._exit(3)``: the worker dies), ``segv`` (dies of SIGSEGV), ``giveup`` (no
solution), ``nofeas`` (proves infeasibility), ``overbound`` (no solution, and
a wrong lower bound above every solution: the harness's guard must catch
it), ``capped`` (``good``, stopped by its CPU-time cap) and ``limited``
(``good``, reported as a MILP stopped at its node limit).
"""

from __future__ import annotations

import faulthandler
import importlib
import os
import signal
import time
from dataclasses import dataclass
from typing import Annotated

import numpy as np

from schedbench.contracts import Budget, Evaluation, MethodResult, Sense, Status, TimeCap, Timings
from schedbench.errors import ValidationError
from schedbench.registry import MethodSpec, ProblemSpec, Registry
from schedbench.schema import SCHEMA_CONFIG, Field, InstanceValue, PosInt, SchemaValue, StrictInt, with_config

NAME = "toy-pick"
#: Largest cost the generator draws (option ``spread``).
SPREAD_DEFAULT = 100
#: Size above which ``exact`` is not scheduled unless the matrix says so.
EXACT_MAX_SIZE = 16
#: How long ``sleepy`` sleeps: longer than any test's hard limit.
SLEEP_S = 3600.0
#: How long ``slow`` takes: long enough to interrupt a run between two cells.
SLOW_S = 0.3
#: CPU seconds that ``busy`` spends before it answers.
BUSY_CPU_S = 0.4


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ToyInstance(InstanceValue):
    SCHEMA = "schedbench/toy-pick"
    SCHEMA_VERSION = 1
    costs: Annotated[tuple[PosInt, ...], Field(min_length=1)]
    k: PosInt

    def __post_init__(self) -> None:
        if self.k > len(self.costs):
            raise ValidationError("k", f"must be <= {len(self.costs)}", self.k)

    @property
    def size(self) -> int:
        return len(self.costs)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class ToySolution(SchemaValue):
    chosen: tuple[StrictInt, ...]


def generate(size: int, seed: int, spread: int = SPREAD_DEFAULT) -> ToyInstance:
    rng = np.random.default_rng(seed)
    costs = tuple(int(c) for c in rng.integers(1, spread + 1, size=size))
    return ToyInstance(costs, max(1, size // 2))


def evaluate(instance: ToyInstance, solution: ToySolution) -> Evaluation:
    violations = []
    if len(solution.chosen) != instance.k:
        violations.append(f"picks {len(solution.chosen)} items, not k={instance.k}")
    if len(set(solution.chosen)) != len(solution.chosen):
        violations.append("picks an item twice")
    if any(not 0 <= i < instance.size for i in solution.chosen):
        violations.append("picks an item that does not exist")
    if violations:
        return Evaluation(None, Sense.MINIMIZE, False, tuple(violations))
    total = float(sum(instance.costs[i] for i in solution.chosen))
    return Evaluation(total, Sense.MINIMIZE, True, (), {"picked": float(instance.k)})


def exact(instance: ToyInstance, budget: Budget) -> MethodResult:
    order = sorted(range(instance.size), key=lambda i: (instance.costs[i], i))[: instance.k]
    value = float(sum(instance.costs[i] for i in order))
    return MethodResult(ToySolution(tuple(order)), Status.OPTIMAL, bound=value, claimed_objective=value,
                        timings=Timings(solve_s=1e-6, total_s=1e-6))


def good(instance: ToyInstance, budget: Budget) -> MethodResult:
    return MethodResult(ToySolution(tuple(range(instance.k))), Status.FEASIBLE)


#: If set, ``sleepy`` writes its process id into this folder (tests look for orphans).
PID_DIR_ENV = "TOY_PICK_PID_DIR"


def sleepy(instance: ToyInstance, budget: Budget) -> MethodResult:
    folder = os.environ.get(PID_DIR_ENV)
    if folder:
        with open(os.path.join(folder, f"{os.getpid()}.pid"), "w") as fh:
            fh.write(str(os.getpid()))
    time.sleep(SLEEP_S)
    return good(instance, budget)  # pragma: no cover


def spinner(instance: ToyInstance, budget: Budget) -> MethodResult:
    total = 0
    end = time.process_time() + SLEEP_S
    while time.process_time() < end:  # CPU work past any limit
        total += 1
    return good(instance, budget)  # pragma: no cover


def slow(instance: ToyInstance, budget: Budget) -> MethodResult:
    time.sleep(SLOW_S)
    return good(instance, budget)


def busy(instance: ToyInstance, budget: Budget) -> MethodResult:
    """``good``'s answer after ``BUSY_CPU_S`` CPU seconds of work (the run's time breakdown counts them)."""
    total = 0
    end = time.process_time() + BUSY_CPU_S
    while time.process_time() < end:
        total += 1
    return good(instance, budget)


def crashy(instance: ToyInstance, budget: Budget) -> MethodResult:
    raise RuntimeError("crashy always fails")


def exiter(instance: ToyInstance, budget: Budget) -> MethodResult:
    os._exit(3)


def segv(instance: ToyInstance, budget: Budget) -> MethodResult:
    faulthandler.disable()  # pytest enables it; keep the test log quiet
    os.kill(os.getpid(), signal.SIGSEGV)
    time.sleep(SLEEP_S)  # pragma: no cover
    raise AssertionError("unreachable")  # pragma: no cover


def giveup(instance: ToyInstance, budget: Budget) -> MethodResult:
    return MethodResult(None, Status.NO_SOLUTION)


def nofeas(instance: ToyInstance, budget: Budget) -> MethodResult:
    return MethodResult(None, Status.INFEASIBLE)


#: How far ``overbound``'s wrong bound lies above the costliest solution.
OVERBOUND_MARGIN = 1.0


def overbound(instance: ToyInstance, budget: Budget) -> MethodResult:
    """A wrong lower bound: above the k largest costs, so above every
    solution. Its own status (no solution) passes the runner's checks."""
    worst = sum(sorted(instance.costs)[-instance.k:])
    return MethodResult(None, Status.NO_SOLUTION, bound=float(worst) + OVERBOUND_MARGIN)


def capped(instance: ToyInstance, budget: Budget) -> MethodResult:
    """``good``'s answer from a search whose CPU-time cap (none left) stopped it."""
    cap = TimeCap(0.0)
    cap.reached()
    return MethodResult(ToySolution(tuple(range(instance.k))), Status.FEASIBLE, info=cap.info())


def limited(instance: ToyInstance, budget: Budget) -> MethodResult:
    """``good``'s answer, reported as a MILP stopped at its node limit (a
    limit-stop that is no time-cap)."""
    info = {"stopped_at_limit": True, "stopped_at_time_cap": False, "message": "Node limit reached"}
    return MethodResult(ToySolution(tuple(range(instance.k))), Status.FEASIBLE, info=info)


def spec() -> ProblemSpec:
    methods = {
        "exact": MethodSpec("exact", exact, "exact", "the k smallest costs", max_size=EXACT_MAX_SIZE),
        "good": MethodSpec("good", good, "heuristic", "the first k items"),
        "sleepy": MethodSpec("sleepy", sleepy, "baseline", "sleeps past any limit"),
        "spinner": MethodSpec("spinner", spinner, "baseline", "computes past any limit"),
        "slow": MethodSpec("slow", slow, "baseline", f"the first k items, after {SLOW_S} s"),
        "busy": MethodSpec("busy", busy, "baseline", f"the first k items, after {BUSY_CPU_S} CPU s of work"),
        "crashy": MethodSpec("crashy", crashy, "baseline", "raises"),
        "exiter": MethodSpec("exiter", exiter, "baseline", "kills its own process"),
        "segv": MethodSpec("segv", segv, "baseline", "dies of SIGSEGV"),
        "giveup": MethodSpec("giveup", giveup, "baseline", "never finds a solution"),
        "nofeas": MethodSpec("nofeas", nofeas, "baseline", "claims infeasibility"),
        "overbound": MethodSpec("overbound", overbound, "exact", "a wrong lower bound above every solution"),
        "capped": MethodSpec("capped", capped, "baseline", "the first k items, stopped by its CPU-time cap"),
        "limited": MethodSpec("limited", limited, "baseline", "the first k items, stopped at a node limit"),
    }
    return ProblemSpec(
        name=NAME,
        paper="none (test fixture)",
        description="pick k of n costs, minimising their sum",
        size_meaning="number of items n (k = n // 2)",
        sense=Sense.MINIMIZE,
        instance_type=ToyInstance,
        solution_type=ToySolution,
        generate=generate,
        evaluate=evaluate,
        methods=methods,
        default_sizes=(4, 8),
        generator_options={"spread": "largest cost drawn (integer >= 1)"},
    )


def make_registry() -> Registry:
    reg = Registry()
    reg.register(spec())
    return reg


def install() -> Registry:
    """Make the toy registry the process's registry (for subprocesses)."""
    # not `import schedbench.registry`: the package attribute of that name is the function registry()
    module = importlib.import_module("schedbench.registry")
    module._REGISTRY = make_registry()
    return module._REGISTRY
