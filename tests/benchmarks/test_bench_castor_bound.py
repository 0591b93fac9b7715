"""Integrality gap of ``castor-schedule``'s ``lower-bound`` where ``milp``
proves the optimum (issue 13; pytest-benchmark, skipped in the default run):

    .venv/bin/python -m pytest tests/benchmarks/test_bench_castor_bound.py --benchmark-only -s

On the synthetic instances of the default matrix (one node of 2 GPUs) at
3-5 jobs, seeds 0-7, ``milp`` runs with a 30 s limit (1 thread); on every
instance it proves optimal, it prints (optimum - bound) / optimum for
``lower-bound`` (the combinatorial bound, the time-indexed configuration
LP and its kind-aggregated relaxation, ``formulations/castor.py``), for the
kind-aggregated LP alone (``kind_config_lp_bound``, the part that runs at
240 jobs) and for the combinatorial part alone (``schedule_lower_bound``,
the bound before issue 13), and checks all are bounds. Several minutes on
a shared 2-core machine.
"""

from __future__ import annotations

import statistics

from schedbench.contracts import Budget, Status
from schedbench.formulations.castor import kind_config_lp_bound, run_schedule_milp, schedule_lower_bound
from schedbench.registry import get_problem

#: The MILP's limit per instance (s).
MILP_LIMIT_S = 30.0


def test_castor_bound_integrality_gap(benchmark):
    spec = get_problem("castor-schedule")

    def measure():
        rows = []
        for size in (3, 4, 5):
            for seed in range(8):
                inst = spec.generate(size, seed)
                milp = run_schedule_milp(inst, Budget(time_limit_s=MILP_LIMIT_S))
                if milp.status is not Status.OPTIMAL:
                    print(f"{size} jobs seed {seed}: milp {milp.status.value} (not proven)")
                    continue
                opt = milp.claimed_objective
                new = spec.methods["lower-bound"].run(inst, Budget()).bound
                old = schedule_lower_bound(inst)[0]
                kind = max(old, kind_config_lp_bound(inst)[0])
                assert old <= new * (1 + 1e-12) and new <= opt * (1 + 1e-9) and kind <= opt * (1 + 1e-9)
                rows.append((size, seed, opt, (opt - new) / opt, (opt - old) / opt, (opt - kind) / opt))
        return rows

    rows = benchmark.pedantic(measure, rounds=1, iterations=1)
    for size, seed, opt, new, old, kind in rows:
        print(f"{size} jobs seed {seed}: optimum {opt:.6g} s, lower-bound {new:.2%}, combinatorial only {old:.2%}, "
              f"combinatorial and kind LP {kind:.2%}")
    for name, col in (("lower-bound", 3), ("combinatorial only", 4), ("combinatorial and kind LP", 5)):
        gaps = [r[col] for r in rows]
        print(f"{name}: {len(gaps)} proven instances, min {min(gaps):.2%}, median {statistics.median(gaps):.2%}, "
              f"max {max(gaps):.2%}, above 10%: {sum(g > 0.10 for g in gaps)}")


def test_castor_kind_lp_at_paper_scale(benchmark):
    """The paper-scale cell (240 Philly jobs, 4 x 8 GPUs, seed 0): the
    combinatorial bound, the kind-aggregated LP and its runtime, and why
    the LP can sit at the per-job floor: the GPUs the jobs would need if
    each ran alone from its earliest start (peak, and seconds above N), and
    the kind pairs that share at no slowdown (rate sum >= 1.99).

        .venv/bin/python -m pytest tests/benchmarks/test_bench_castor_bound.py -k paper_scale --benchmark-only -s
    """
    from schedbench.formulations.castor import _kind_columns, earliest_start, per_job_floor
    from schedbench.heuristics.castor import CastorPolicy
    from schedbench.problems.castor import replay

    inst = get_problem("castor-schedule").generate(240, 0, workload="philly", scale="physical")
    trace, _ = replay(inst, CastorPolicy(inst, "sjf-bsbf").run())
    horizon = max(trace.end)
    value, info = benchmark.pedantic(lambda: kind_config_lp_bound(inst, horizon_s=horizon), rounds=1, iterations=1)
    _, parts = schedule_lower_bound(inst)
    assert value is not None and value >= parts["lb_per_job_s"] * (1 - 1e-9)  # C_j >= F_j is a row
    slot = inst.slot_s
    runs = [(earliest_start(j.arrival_s, slot), f) for j, f in zip(inst.jobs, per_job_floor(inst))]
    demand = [sum(j.gpus for j, (s, f) in zip(inst.jobs, runs) if s <= t < f)
              for t in [k * slot for k in range(int(max(f for _, f in runs) / slot))]]
    _, cols = _kind_columns(inst)
    free = sum(1 for members, rho in cols if len(members) == 2 and sum(rho) >= 1.99)
    print(f"\nper-job floor {parts['lb_per_job_s']:.0f} s, SRPT on rho N {parts['lb_capacity_s']:.0f} s (rho {parts['rho']:g}), "
          f"kind LP {value:.0f} s in {info['kind_lp_s']:.1f} s ({info['kind_lp_rounds']} rounds, "
          f"{info['kind_lp_iterations']} LP iterations, {info['kind_lp_intervals']} intervals, "
          f"converged {info['kind_lp_converged']})")
    print(f"solo demand: peak {max(demand)} GPUs of {inst.total_gpus}, above {inst.total_gpus} for "
          f"{sum(d > inst.total_gpus for d in demand) * slot:.0f} s; kind pairs at rate sum >= 1.99: {free} of "
          f"{sum(1 for m, _ in cols if len(m) == 2)}")
