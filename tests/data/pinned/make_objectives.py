"""Pin every registered method's objective on small fixed instances.

``tests/test_pinned_objectives.py`` re-runs each (instance, method) pair of
``tests/data/pinned_objectives.json`` and fails when a heuristic's or baseline's objective
changes at all, or an exact method's optimum (or status) does: a quality
regression is a bug even when speed is fine (issue 16, item 1).

The instances are files, so the pins do not move when a generator changes:
the ``complete`` instances of ``manifest.json`` (make_pinned.py) plus the
slightly larger ``quality/*.json`` listed in QUALITY_CASES, where the
heuristics and baselines part ways. Regenerate the pins ON PURPOSE, after a
change that is meant to move an objective, with

    .venv/bin/python tests/data/pinned/make_objectives.py

and commit ``tests/data/pinned_objectives.json`` with a message saying why each value moved
(``git diff tests/data/pinned_objectives.json`` shows which). Instance files
that exist are kept; ``--new-instances`` rewrites them from today's
generators too (then the manifest's ids change in the diff).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from schedbench.contracts import Budget
from schedbench.io import instance_document, load_instance_file, write_json_atomic
from schedbench.registry import registry
from schedbench.harness.runner import run_and_score

HERE = Path(__file__).resolve().parent
QUALITY = HERE / "quality"
#: Next to (not in) the pinned folder: tests/test_fuzz_files.py corrupts every
#: JSON file of that folder as an instance file.
OBJECTIVES = HERE.parent / "pinned_objectives.json"

#: The budget of every pinned run: generous, so no exact method stops at its
#: limit on these sizes (each run takes well under a second), and seed 0.
PIN_BUDGET = Budget(time_limit_s=60.0, seed=0)

#: (problem, size, seed, generator options): larger than the manifest's
#: cases, small enough that every exact method proves its optimum quickly.
QUALITY_CASES = [
    ("asrpt-placement", 6, 1, {}),
    ("asrpt-schedule", 10, 1, {}),
    ("castor-pair", 8, 1, {}),
    ("cuckoo-joint", 7, 1, {}),
    ("cuckoo-packing", 16, 1, {"num_gpus": "mixed"}),
    ("cuckoo-planning", 8, 1, {}),
    ("gimbal-coordination", 4, 1, {}),
    ("horus-online", 12, 1, {"workload": "w-large"}),
]


def instance_files(new_instances: bool = False) -> list[Path]:
    """The pinned instance files, writing the quality ones that are missing."""
    reg = registry()
    manifest = json.loads((HERE / "manifest.json").read_text())
    files = [HERE / f"{m['name']}.json" for m in manifest if m["complete"]]
    QUALITY.mkdir(exist_ok=True)
    for problem, size, seed, options in QUALITY_CASES:
        path = QUALITY / f"{problem}-n{size}-s{seed}.json"
        if new_instances or not path.exists():
            spec = reg.get(problem)
            write_json_atomic(path, instance_document(spec, spec.generate(size=size, seed=seed, **options)))
        files.append(path)
    return files


def pin(path: Path, method: str) -> dict:
    """One pinned row: the evaluator's objective and the method's status and bound."""
    spec, inst = load_instance_file(path)
    run = run_and_score(spec, method, inst, PIN_BUDGET)
    if run.error is not None:
        raise SystemExit(f"{path.name} {method}: {run.error}")
    return {
        "instance": path.relative_to(HERE).as_posix(),
        "problem": spec.name,
        "instance_id": inst.id,
        "method": method,
        "kind": spec.method(method).kind,
        "status": run.result.status.value,
        "objective": None if run.evaluation is None else run.evaluation.objective,
        "bound": run.result.bound,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--new-instances", action="store_true", help="rewrite quality/*.json from today's generators")
    args = parser.parse_args(argv)
    rows = []
    for path in instance_files(args.new_instances):
        spec, _ = load_instance_file(path)
        rows.extend(pin(path, method) for method in spec.methods)
    write_json_atomic(OBJECTIVES, rows)
    print(f"pinned {len(rows)} objectives in {OBJECTIVES.relative_to(HERE.parents[2])}")


if __name__ == "__main__":
    main()
