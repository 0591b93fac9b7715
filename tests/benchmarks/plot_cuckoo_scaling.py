"""Draw ``blossom-pruned``'s time against jobs on log-log axes from one or
more pytest-benchmark JSONs of ``test_bench_cuckoo_scaling.py`` (sizes may
be run apart, e.g. ``-k "not 100000"`` and ``-k 100000``; a size found in
two files is taken from the later one):

    python tests/benchmarks/plot_cuckoo_scaling.py scaling.json [more.json ...] -o scaling.png

It also prints one Markdown row per size (wall and CPU seconds, peak traced
memory, loss against the proven bound, and the bound's own packing, the
part of the bound charged for pairs its duals leave uncovered, and its CPU
seconds). It writes only where ``-o`` says.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

#: Sec. 6 of CUCKOO: 2,000 jobs packed in under 3 s.
PAPER_JOBS, PAPER_S = 2000, 3.0


def rows(paths: list[Path]) -> list[dict]:
    by_size: dict[int, dict] = {}
    for path in paths:
        data = json.loads(path.read_text())
        for bench in data["benchmarks"]:
            info = bench.get("extra_info", {})
            if "jobs" in info:
                by_size[info["jobs"]] = {"jobs": info["jobs"], "wall_s": bench["stats"]["min"], **info}
    return [by_size[size] for size in sorted(by_size)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("json", type=Path, nargs="+", help="pytest-benchmark JSONs of test_bench_cuckoo_scaling.py")
    parser.add_argument("-o", "--output", type=Path, required=True, help="PNG to write")
    args = parser.parse_args(argv)
    table = rows(args.json)
    if not table:
        raise SystemExit(f"{', '.join(map(str, args.json))}: no scaling benchmarks in them")
    print("| jobs | wall s | CPU s | peak traced MB | loss to proven bound | bound's packing, loss | uncovered charge "
          "| bound CPU s |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in table:
        bound = r.get("bound")
        if bound is None:
            loss = own = charge = cpu = "not computed"
        else:
            loss = f"{100 * (bound - r['objective']) / bound:.4f}%"
            own = f"{100 * (bound - r['bound_packing']) / bound:.4f}%"
            charge = f"{r['bound_violation_charge']:.2g}"
            cpu = f"{r['bound_cpu_s']:.1f}"
        print(f"| {r['jobs']:,} | {r['wall_s']:.2f} | {r['cpu_s']:.2f} | {r['peak_traced_mb']:.0f} | {loss} | {own} "
              f"| {charge} | {cpu} |")

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 3.5))
    jobs = [r["jobs"] for r in table]
    ax.loglog(jobs, [r["wall_s"] for r in table], "o-", label="wall")
    ax.loglog(jobs, [r["cpu_s"] for r in table], "s--", label="CPU")
    ax.loglog([PAPER_JOBS], [PAPER_S], "k*", label="paper, Sec. 6")
    ax.set_xlabel("jobs in the queue")
    ax.set_ylabel("seconds, whole method")
    ax.set_title("blossom-pruned")
    ax.legend()
    fig.tight_layout()
    fig.savefig(args.output, dpi=120)


if __name__ == "__main__":
    main()
