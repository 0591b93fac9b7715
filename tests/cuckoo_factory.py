"""Hand-built CUCKOO instances for tests (independent of the shipped catalog)."""

from __future__ import annotations

from typing import Any

import numpy as np

from schedbench.instances.cuckoo import CuckooPackingInstance


def random_packing_document(n_jobs: int, seed: int, *, gpu_types=("fast", "slow"), gpu_counts=(1, 2),
                            n_types: int = 4, no_deadline_p: float = 0.1) -> dict[str, Any]:
    """A random, valid ``cuckoo-packing`` instance document."""
    rng = np.random.default_rng(seed)
    speed = {t: 1.0 + k for k, t in enumerate(gpu_types)}
    profiles = []
    types = []
    for k in range(n_types):
        for g in gpu_counts:
            model = f"m{k}"
            types.append((model, 8, g))
            base = rng.uniform(1, 100, size=4)
            if g == 1:
                base[3] = 0.0
            sync = "before-comm-stage" if rng.random() < 0.5 else "before-next-forward"
            for t in gpu_types:
                profiles.append({
                    "model": model, "batch_size": 8, "num_gpus": g, "gpu_type": t,
                    "load_ms": round(float(base[0]), 3), "forward_ms": round(float(base[1] * speed[t]), 3),
                    "backward_ms": round(float(base[2] * speed[t]), 3), "comm_ms": round(float(base[3]), 3),
                    "sync": sync,
                })
    jobs = []
    for i in range(n_jobs):
        model, batch, g = types[rng.integers(len(types))]
        deadline = None if rng.random() < no_deadline_p else round(float(rng.uniform(10, 1000)), 3)
        jobs.append({"id": f"j{i}", "model": model, "batch_size": batch, "num_gpus": g,
                     "iterations": int(rng.integers(1, 10_000)), "deadline": deadline, "arrival": 0.0})
    return {"jobs": jobs, "gpus": {t: 2 for t in gpu_types}, "profiles": profiles, "now": 0.0,
            "w": float(rng.choice([0.0, 0.6, 1.0])), "interference": float(rng.choice([1.0, 1.5, 2.0]))}


def random_packing_instance(n_jobs: int, seed: int, **kw) -> CuckooPackingInstance:
    return CuckooPackingInstance.from_dict(random_packing_document(n_jobs, seed, **kw))
