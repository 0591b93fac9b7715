"""The conformance battery's checks on more seeds, outside the default test run.

    python tests/adversarial_sweep.py [PROBLEM ...]

For every problem with an exact method or a bound (or the ones named), the
generator families below (the battery's extreme options, more seeds) are
solved by :mod:`brute_force` and every method is checked by
:func:`test_conformance_adversarial.violations`. Prints each violation with
the instance's generator arguments, then a count per problem; exits 1 if any
method broke a rule. Several minutes of CPU time.
"""

from __future__ import annotations

import sys
import time
from typing import Any

import brute_force
from test_conformance_adversarial import BUDGET, violations

from schedbench.registry import registry
from schedbench.harness.runner import run_and_score

#: problem -> (size, generator options, seeds) families.
FAMILIES: dict[str, list[tuple[int, dict[str, Any], range]]] = {
    "cuckoo-packing": [(8, {"num_gpus": "mixed"}, range(20)), (7, {"deadline_fraction": 0.5}, range(10))],
    "cuckoo-planning": [(4, {}, range(20)), (3, {"cluster": "paper"}, range(10))],
    "cuckoo-joint": [(3, {"arrivals": "batch", "deadline_factor": 1.0}, range(20)),
                     (3, {"arrivals": "trace", "deadline_factor": 1.0}, range(20)),
                     (4, {"arrivals": "batch", "deadline_factor": 2.0}, range(6)),
                     (3, {"arrivals": "batch", "deadline_factor": 1.0, "stand_ins": "spread"}, range(10))],
    "asrpt-placement": [(2, {}, range(20)), (3, {}, range(10)), (2, {"extra_servers": 0}, range(10))],
    "asrpt-schedule": [(3, {"servers": 1}, range(10)), (3, {"servers": 2}, range(10)),
                       (3, {"servers": 1, "slot_s": 0.0}, range(10)),
                       (4, {"servers": 1, "single_gpu_share": 0.0, "load": 5.0}, range(10)),
                       (3, {"servers": 1, "slot_s": 600.0, "load": 3.0}, range(10))],
    "gimbal-coordination": [(size, {"share_step": 50, "objective": objective}, seeds)
                            for size, seeds in ((2, range(1, 4)), (3, range(4)))
                            for objective in ("jct", "deadline", "makespan")],
    "castor-pair": [(size, {}, range(15)) for size in (1, 2, 3, 5)],
    "castor-schedule": [(2, {}, range(10)), (2, {"gpus": 1}, range(10)), (3, {"gpus": 4}, range(4))],
    "horus-placement": [(4, {"nodes": 1, "gpus_per_node": 4, "cost_semantics": c}, range(12))
                        for c in ("final", "sequential", "static")]
                       + [(3, {"nodes": 1, "gpus_per_node": 4, "max_colocation": 3}, range(10))],
    "horus-online": [(3, {"cluster": "mini"}, range(10)), (3, {"cluster": "mini", "arrivals": "poisson"}, range(10)),
                     (3, {"cluster": "mini", "max_colocation": 3}, range(6)),
                     (4, {"cluster": "mini", "arrivals": "poisson", "load": 3.0}, range(4))],
}


def sweep(problem: str) -> tuple[int, int]:
    """(instances, violating runs) of one problem; prints each violation."""
    spec = registry().get(problem)
    instances = bad = 0
    for size, options, seeds in FAMILIES[problem]:
        for seed in seeds:
            inst = spec.generate(size, seed, **options)
            optimum = brute_force.BRUTE_FORCE[problem](inst).objective
            instances += 1
            for method in spec.methods:
                found = violations(spec, method, inst, optimum, run_and_score(spec, method, inst, BUDGET))
                if found:
                    bad += 1
                    print(f"{problem} size {size} seed {seed} {options} {method}: {'; '.join(found)}", flush=True)
    return instances, bad


def main(argv: list[str]) -> int:
    total = 0
    for problem in argv or list(FAMILIES):
        start = time.process_time()
        instances, bad = sweep(problem)
        total += bad
        print(f"== {problem}: {instances} instances, {bad} violating runs, {time.process_time() - start:.0f} s CPU",
              flush=True)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
