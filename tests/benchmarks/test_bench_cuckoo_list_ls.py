"""``list-ls`` at the paper's scale (issue 13): the 521-job cuckoo-joint
instance on one Table 7 copy (instance seeds 0 and 1; method seeds in
``LS_SEEDS``, default 0), with each decoding budget in ``LS_EVALS_PER_JOB``
(decodings per job; the default is the shipped :data:`LIST_LS_EVALS_PER_JOB`)
and no placement cap, so a list of budgets traces the objective against the
decoding count. Prints the objective, the start's and ``list-ect``'s, the
decodings and group placements made, and the CPU time. Opt-in (25-55 s per
row at 600 per job on the shared 2-core machine):

    LS_EVALS_PER_JOB=200,600,1200 .venv/bin/python -m pytest \
        tests/benchmarks/test_bench_cuckoo_list_ls.py --benchmark-only -s
"""

from __future__ import annotations

import os
import time

import pytest

from schedbench.heuristics import cuckoo
from schedbench.problems.cuckoo import evaluate_joint
from schedbench.registry import get_problem

CAPS = [int(s) for s in os.environ.get("LS_EVALS_PER_JOB", str(cuckoo.LIST_LS_EVALS_PER_JOB)).split(",")]
SEEDS = [int(s) for s in os.environ.get("LS_SEEDS", "0").split(",")]


@pytest.mark.parametrize("cap", CAPS)
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("instance_seed", [0, 1])
def test_list_ls_at_paper_scale(benchmark, instance_seed, seed, cap):
    inst = get_problem("cuckoo-joint").generate(size=521, seed=instance_seed, cluster="paper", copies=1)
    cpu = time.process_time()
    result = benchmark.pedantic(cuckoo.list_ls, args=(inst,), kwargs={"seed": seed, "max_evals": cap * inst.size,
                                                                       "max_placements": 10**12},
                                rounds=1, iterations=1)
    cpu = time.process_time() - cpu
    ev = evaluate_joint(inst, result.solution)
    assert ev.feasible and ev.objective is not None
    info = result.info
    assert ev.objective == pytest.approx(min(info["ls_cost"], info["list_ect_cost"]), rel=1e-9)
    assert info["evaluations"] == cap * inst.size
    benchmark.extra_info.update({"objective": ev.objective, **info})
    print(f"\ninstance seed {instance_seed}, seed {seed}, {cap}/job: V = {ev.objective:.4f} (start {info['start_cost']:.4f}, list-ect "
          f"{info['list_ect_cost']:.4f}), {info['evaluations']} decodings, {info['placements']} placements, "
          f"{info.get('restarts', 0)} restarts, {cpu:.1f} CPU s")
