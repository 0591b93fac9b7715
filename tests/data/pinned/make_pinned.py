"""Write the pinned instance and solution files of tests/test_pinned.py.

Run once with the code whose JSON layout and content ids are to be pinned
(they were written before the schema migration of issue 14, commit 1118e36):

    python tests/data/pinned/make_pinned.py

Every file is a document as ``schedbench generate`` writes it (solutions:
``{"problem", "instance_id", "method", "solution"}``); ``manifest.json``
records how each was made. Files that exist are kept (they pin what older
code wrote): to pin a new problem, add its cases to CASES and re-run.
"""

from __future__ import annotations

import json
from pathlib import Path

from schedbench.contracts import Budget, content_hash
from schedbench.io import instance_document, write_json_atomic
from schedbench.registry import registry

HERE = Path(__file__).resolve().parent

#: (problem, size, seed, generator options, method that writes the solution)
CASES = [
    ("asrpt-placement", 2, 0, {}, "heavy-edge"),
    ("asrpt-placement", 4, 3, {"model": "bert_large"}, "spread"),
    ("asrpt-schedule", 6, 0, {}, "a-srpt"),
    ("asrpt-schedule", 5, 4, {"slot_s": 0}, "spjf"),
    ("cuckoo-joint", 4, 0, {}, "cuckoo"),
    ("cuckoo-joint", 6, 2, {"arrivals": "batch", "cluster": "small"}, "dab-edf"),
    ("cuckoo-packing", 6, 0, {}, "blossom"),
    ("cuckoo-packing", 5, 7, {"num_gpus": "mixed", "deadline_fraction": 0.5}, "greedy"),
    ("cuckoo-planning", 3, 0, {}, "mcf"),
    ("cuckoo-planning", 4, 5, {}, "edf"),
    ("gimbal-coordination", 3, 0, {}, "coordination-search"),
    ("gimbal-coordination", 3, 1, {"combination": "JC2", "objective": "deadline"}, "no-liss"),
    ("gimbal-coordination", 2, 2, {"objective": "makespan", "share_step": 20}, "free-competition"),
    ("castor-pair", 4, 0, {}, "theorem1"),
    ("castor-pair", 6, 3, {}, "exact"),
    ("horus-placement", 5, 0, {"fit": "gavel-miso"}, "horus"),
    ("horus-placement", 8, 4, {"fit": "fig4-shape", "cost_semantics": "sequential", "max_colocation": 3}, "obp"),
    ("horus-placement", 4, 2, {"nodes": 2, "gpus_per_node": 2, "multi_gpu": False, "fit": "gavel-miso"}, "pab"),
    ("horus-online", 6, 0, {"fit": "gavel-miso"}, "horus"),
    ("horus-online", 8, 3, {"workload": "w-large", "arrivals": "poisson", "max_colocation": 3,
                     "fit": "gavel-miso"}, "pab"),
    ("castor-schedule", 4, 0, {}, "sjf-bsbf"),
    ("castor-schedule", 3, 2, {"gpus": 4}, "fifo"),
]


def main() -> None:
    reg = registry()
    path = HERE / "manifest.json"
    manifest = json.loads(path.read_text()) if path.exists() else []
    pinned = {m["name"] for m in manifest}
    for k, (problem, size, seed, options, method) in enumerate(CASES):
        name = f"{problem}-{k:02d}"
        if name in pinned:
            continue
        spec = reg.get(problem)
        inst = spec.generate(size=size, seed=seed, **options)
        write_json_atomic(HERE / f"{name}.json", instance_document(spec, inst))
        sol = spec.method(method).run(inst, Budget(time_limit_s=30.0, seed=0)).solution
        write_json_atomic(HERE / f"{name}.solution.json", {
            "problem": problem, "instance_id": inst.id, "method": method, "solution": sol.to_dict()})
        manifest.append({"name": name, "problem": problem, "size": size, "seed": seed, "options": options,
                         "method": method, "id": inst.id, "complete": True,
                         "solution_hash": content_hash(sol.to_dict())})
    write_json_atomic(path, manifest)
    if "asrpt-schedule-legacy" in pinned:
        return
    # An old file: an asrpt-schedule document written before ``slot_s``
    # existed (it loads as continuous time, slot_s = 0).
    spec = reg.get("asrpt-schedule")
    inst = spec.generate(size=4, seed=9, slot_s=0)
    data = inst.to_dict()
    del data["slot_s"]
    legacy = spec.load_instance(data)
    doc = {"problem": spec.name, "schema_version": 1, "id": legacy.id, "instance": data}
    write_json_atomic(HERE / "asrpt-schedule-legacy.json", doc)
    manifest.append({"name": "asrpt-schedule-legacy", "problem": spec.name, "size": 4, "seed": 9,
                     "options": {"slot_s": 0}, "method": None, "id": legacy.id, "complete": False,
                     "solution_hash": None})
    write_json_atomic(path, manifest)


if __name__ == "__main__":
    main()
