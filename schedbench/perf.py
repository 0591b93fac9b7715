"""A pyperf suite for the hot kernels.

::

    python -m schedbench.perf -o new.json            # or: schedbench perf -o new.json
    python -m schedbench.perf --fast -o smoke.json   # CI smoke: small inputs, one process, ~4 CPU s
    python -m pyperf compare_to old.json new.json    # what changed, with significance

Every pyperf option works (``-p`` processes, ``-n`` values, ``--rigorous``,
``--affinity``, ...) except ``--fast``, which here means a CI smoke run:
the small inputs below, one value of each kernel, in this process (pyperf's
worker mode; pyperf's own ``--fast`` is ``-p 3 -n 2``). It costs about
4 CPU seconds (1.3 s of imports, 1.9 s generating the instances, 0.6 s in
the kernels) and ends by printing its CPU and wall seconds: 4.6 s wall at
load 2.9 on a shared 2-core machine, 12.6-22.8 s at load 9-10. Kernel names carry
their size, so ``compare_to`` only pairs runs of the same mode.
``--kernels a,b`` runs a subset (names below, with or without the size). Each
kernel times one call on a fixed instance (seed 0); the instance, and any
solution an evaluator scores, is built once per worker process, untimed.

Kernels (full size / ``--fast`` size):

- ``pair-weights``: CUCKOO Eq. 1/11/12 pair weights of every job pair
  (:func:`schedbench.problems.cuckoo.pair_tables`), the stage-efficiency memo
  cleared on every call: 2,000 jobs (Sec. 6's "over 2,000 jobs") / 200.
- ``blossom-pruned``: the pruned matching of Alg. 3, weights included: 2,000 / 200.
- ``mchp``: MCHP's min-cost assignment (Sec. 3.3.3): 512 groups / 64.
- ``heavy-edge``: A-SRPT Sec. IV-B on a 16-stage resnet152 job / 8 stages.
- ``a-srpt``: Alg. 1 over a whole trace at Fig. 6's smallest scale, 37,500
  jobs on 250 servers of 8 GPUs (Sec. V-B-1-a) / 500 jobs on 4 servers. The
  whole policy is timed (every step of the online loop), not one step.
- ``evaluate-<problem>``: each registered problem's evaluator on a
  heuristic's solution (sizes in ``EVALUATED``).
- ``milp-handoff``: Pyomo model -> standard form -> ``highspy.passModel``
  (:func:`schedbench.solvers.standard_form.compile_model` and
  :func:`schedbench.solvers.highs.to_highs`) for the cuckoo-packing MILP on
  256 jobs (32,640 binaries) / 32 jobs; the model build is untimed.

Full mode defaults to 3 worker processes x 3 values after 1 warm-up
(pyperf's own default, 20 x 3, takes long: the 37,500-job trace alone takes
~17 s to generate in each worker); pass ``-p``/``-n`` to change it.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, NoReturn

from schedbench.contracts import Budget

#: When this module was imported: ``--fast`` reports its wall time from here.
_START_WALL = time.perf_counter()

#: Worker processes and values per process of a full run (see module doc).
FULL_PROCESSES, FULL_VALUES, FULL_WARMUPS = 3, 3, 1

#: The budget of every timed method call (no kernel comes near its limit).
PERF_BUDGET = Budget(time_limit_s=600.0, seed=0)


@dataclass(frozen=True)
class Sizes:
    """The input sizes of one mode."""

    packing_jobs: int
    planning_groups: int
    placement_stages: int
    schedule_jobs: int
    schedule_servers: int
    handoff_jobs: int
    #: problem -> (size, method whose solution the evaluator scores)
    evaluated: tuple[tuple[str, int, str], ...]


#: A-SRPT Sec. V-B-1-a: 250 servers x 8 GPUs; Fig. 6: 37,500-150,000 jobs.
PAPER_SERVERS, PAPER_JOBS = 250, 37_500

FULL = Sizes(
    packing_jobs=2000,
    planning_groups=512,
    placement_stages=16,
    schedule_jobs=PAPER_JOBS,
    schedule_servers=PAPER_SERVERS,
    handoff_jobs=256,
    evaluated=(
        ("asrpt-placement", 16, "heavy-edge"),
        ("asrpt-schedule", 2000, "a-srpt"),
        ("castor-pair", 8, "theorem1"),
        ("cuckoo-joint", 521, "cuckoo"),  # Sec. 4.1's workload size
        ("cuckoo-packing", 2000, "greedy"),
        ("cuckoo-planning", 512, "mcf"),
        ("gimbal-coordination", 4, "coordination-search"),
        ("horus-placement", 30, "horus"),
        ("horus-online", 100, "horus"),  # the Sec. 5.2 testbed workload size
        ("castor-schedule", 240, "sjf-bsbf"),  # Sec. 8's 240-job workloads
    ),
)

FAST = Sizes(
    packing_jobs=200,
    planning_groups=64,
    placement_stages=8,
    schedule_jobs=500,
    schedule_servers=4,
    handoff_jobs=32,
    evaluated=(
        ("asrpt-placement", 8, "heavy-edge"),
        ("asrpt-schedule", 100, "a-srpt"),
        ("castor-pair", 4, "theorem1"),
        ("cuckoo-joint", 32, "cuckoo"),
        ("cuckoo-packing", 200, "greedy"),
        ("cuckoo-planning", 64, "mcf"),
        ("gimbal-coordination", 3, "coordination-search"),
        ("horus-placement", 8, "horus"),
        ("horus-online", 16, "horus"),
        ("castor-schedule", 12, "sjf-bsbf"),
    ),
)


@dataclass(frozen=True)
class Kernel:
    """One timed call: ``prepare()`` (untimed, once per worker) returns the
    zero-argument callable that is timed; ``reset`` runs before each call,
    inside the timing (clearing a memo costs microseconds)."""

    name: str
    prepare: Callable[[], Callable[[], Any]]
    reset: Callable[[], None] | None = None


def _spec(problem: str):
    from schedbench.registry import registry

    return registry().get(problem)


@cache
def _instance(problem: str, size: int, **options: Any) -> Any:
    return _spec(problem).generate(size=size, seed=0, **options)


def _clear_cuckoo_memo() -> None:
    from schedbench.problems import cuckoo

    cuckoo._eff_cached.cache_clear()


def _method(problem: str, size: int, method: str, **options: Any) -> Callable[[], Callable[[], Any]]:
    def prepare() -> Callable[[], Any]:
        inst = _instance(problem, size, **options)
        run = _spec(problem).method(method).run
        return lambda: run(inst, PERF_BUDGET)

    return prepare


def _evaluator(problem: str, size: int, method: str) -> Callable[[], Callable[[], Any]]:
    def prepare() -> Callable[[], Any]:
        spec = _spec(problem)
        inst = _instance(problem, size)
        solution = spec.method(method).run(inst, PERF_BUDGET).solution
        return lambda: spec.evaluate(inst, solution)

    return prepare


def _pair_weights(size: int) -> Callable[[], Callable[[], Any]]:
    def prepare() -> Callable[[], Any]:
        from schedbench.problems.cuckoo import pair_tables

        inst = _instance("cuckoo-packing", size)
        return lambda: pair_tables(inst)

    return prepare


def _milp_handoff(size: int) -> Callable[[], Callable[[], Any]]:
    def prepare() -> Callable[[], Any]:
        import highspy  # noqa: F401  (imported here, untimed)

        from schedbench.solvers.highs import to_highs
        from schedbench.solvers.options import SolveOptions
        from schedbench.solvers.standard_form import compile_model

        spec = _spec("cuckoo-packing")
        model = spec.build(_instance("cuckoo-packing", size))
        options = SolveOptions()
        return lambda: to_highs(compile_model(model), options)

    return prepare


CUCKOO_PROBLEMS = frozenset({"cuckoo-packing", "cuckoo-planning", "cuckoo-joint"})


def kernels(sizes: Sizes) -> list[Kernel]:
    """Every kernel of one mode, in a fixed order (pyperf's workers index them)."""
    clear = _clear_cuckoo_memo
    out = [
        Kernel(f"pair-weights-{sizes.packing_jobs}", _pair_weights(sizes.packing_jobs), clear),
        Kernel(f"blossom-pruned-{sizes.packing_jobs}", _method("cuckoo-packing", sizes.packing_jobs, "blossom-pruned"), clear),
        Kernel(f"mchp-{sizes.planning_groups}", _method("cuckoo-planning", sizes.planning_groups, "mcf"), clear),
        Kernel(
            f"heavy-edge-{sizes.placement_stages}",
            _method("asrpt-placement", sizes.placement_stages, "heavy-edge", model="resnet152"),
        ),
        Kernel(
            f"a-srpt-{sizes.schedule_jobs}",
            _method("asrpt-schedule", sizes.schedule_jobs, "a-srpt", servers=sizes.schedule_servers),
        ),
    ]
    for problem, size, method in sizes.evaluated:
        reset = clear if problem in CUCKOO_PROBLEMS else None
        out.append(Kernel(f"evaluate-{problem}-{size}", _evaluator(problem, size, method), reset))
    out.append(Kernel(f"milp-handoff-{sizes.handoff_jobs}", _milp_handoff(sizes.handoff_jobs)))
    return out


def _time_func(kernel: Kernel) -> Callable[[int], float]:
    """pyperf's time function: ``loops`` timed calls, the preparation not counted."""
    prepared: list[Callable[[], Any]] = []

    def time_loops(loops: int) -> float:
        if not prepared:
            prepared.append(kernel.prepare())
        call = prepared[0]
        total = 0.0
        for _ in range(loops):
            if kernel.reset is not None:
                kernel.reset()
            start = time.perf_counter()
            call()
            total += time.perf_counter() - start
        return total

    return time_loops


def _unsized(name: str) -> str:
    """A kernel's name without its size suffix (``--kernels`` accepts both)."""
    return name.rsplit("-", 1)[0]


def _add_cmdline_args(cmd: list[str], args: Any) -> None:
    """Pass this suite's own option on to pyperf's worker processes."""
    if args.kernels:
        cmd.extend(["--kernels", args.kernels])


#: What ``--fast`` stands for: pyperf's in-process worker mode, one value of
#: one loop per kernel, no warm-up (no worker processes to spawn).
FAST_PYPERF_ARGS = ("--worker", "--loops", "1", "--warmups", "0", "--values", "1")


def _one_line_error(prog: str) -> Callable[[str], NoReturn]:
    """An argparse ``error`` that prints one line (no usage block), as every
    other bad value of the command line is reported, and exits with 2."""

    def error(message: str) -> NoReturn:
        print(f"{prog}: error: {' '.join(message.split())}", file=sys.stderr, flush=True)
        raise SystemExit(2)

    return error


def check_outputs(args: Any) -> None:
    """``-o`` names a new file (pyperf never overwrites one) and ``--append``
    a regular file or a new one; neither is ``-``, a link, a folder, a FIFO
    or a device (:func:`schedbench.validation.check_file_target`). pyperf's
    worker processes, which hand their values back through ``--pipe``, are
    not checked again."""
    from pathlib import Path

    from schedbench.errors import ValidationError
    from schedbench.validation import check_file_target

    if getattr(args, "pipe", None) is not None:
        return
    if args.output:
        out = check_file_target(Path(args.output), "-o", stdout="pyperf writes a JSON file")
        if os.path.lexists(out):
            raise ValidationError("-o", "must be a new file (pyperf never overwrites one; --append FILE adds to it)",
                                  str(out))
    if args.append:
        check_file_target(Path(args.append), "--append", stdout="pyperf writes a JSON file")


def check_kernels(text: str, suite: Sequence[Kernel]) -> set[str]:
    """The kernel names of a ``--kernels`` value (with or without their size),
    or one :class:`~schedbench.errors.ValidationError` naming the unknown ones."""
    from schedbench.errors import ValidationError

    wanted = {k.strip() for k in text.split(",") if k.strip()}
    known = {k.name for k in suite} | {_unsized(k.name) for k in suite}
    unknown = sorted(wanted - known)
    if unknown:
        names = sorted({_unsized(k.name) for k in suite})
        raise ValidationError("--kernels", f"must name kernels of the suite, with or without their size (known: "
                              f"{', '.join(names)})", ",".join(unknown))
    return wanted


def main(argv: Sequence[str] | None = None) -> None:
    """Run the suite with pyperf (``argv``: this suite's and pyperf's options).
    Bad options raise :class:`~schedbench.errors.ValidationError` (the
    command line says them in one line) before any kernel runs."""
    import pyperf

    args_in = list(sys.argv[1:] if argv is None else argv)
    fast = "--fast" in args_in
    if fast:
        args_in = [a for a in args_in if a != "--fast"] + list(FAST_PYPERF_ARGS)
    runner = pyperf.Runner(
        processes=FULL_PROCESSES,
        values=FULL_VALUES,
        warmups=FULL_WARMUPS,
        program_args=("-m", "schedbench.perf"),
        add_cmdline_args=_add_cmdline_args,
    )
    runner.argparser.prog = "schedbench perf"
    runner.argparser.description = "schedbench's pyperf suite of hot kernels"
    runner.argparser.error = _one_line_error(runner.argparser.prog)
    for action in runner.argparser._actions:  # pyperf's --fast is replaced above
        if "--fast" in action.option_strings:
            action.help = "CI smoke run: small inputs, one value per kernel, in this process"
    runner.argparser.add_argument("--kernels", default="", help="comma-separated kernel names (default: all)")
    suite = kernels(FAST if fast else FULL)
    parsed = runner.argparser.parse_args(args_in)  # argparse alone: pyperf acts on its options below
    wanted = check_kernels(parsed.kernels, suite)
    check_outputs(parsed)
    runner.parse_args(args_in)
    chosen = [k for k in suite if not wanted or {k.name, _unsized(k.name)} & wanted]
    for kernel in chosen:
        runner.bench_time_func(kernel.name, _time_func(kernel))
    if fast:  # in-process: every kernel has run; say what it cost
        print(f"--fast: {len(chosen)} kernel(s) in {time.process_time():.1f} s of CPU, "
              f"{time.perf_counter() - _START_WALL:.1f} s wall since this process started "
              "(more wall than CPU: other processes' load)", file=sys.stderr)


def _main() -> None:
    """``python -m schedbench.perf``: bad input in one line, exit status 2."""
    from schedbench.errors import SchedbenchError

    try:
        main()
    except SchedbenchError as exc:
        print(f"schedbench perf: error: {exc}", file=sys.stderr, flush=True)
        raise SystemExit(2) from None


if __name__ == "__main__":
    _main()
