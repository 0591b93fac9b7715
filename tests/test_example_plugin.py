"""The example plug-in package (examples/plugin), installed for real: a
temporary site folder holds its ``.dist-info`` (metadata and the entry
points of its pyproject.toml), so ``importlib.metadata`` finds it in a
``schedbench`` subprocess exactly as after ``pip install``, without touching
this environment. Without it every command works as before."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from dataclasses import replace
from pathlib import Path

import pytest

from schedbench.contracts import Budget
from schedbench.plugins import declaration_of, plugin_method_spec
from schedbench.registry import get_problem
from schedbench.harness.runner import run_and_score
from schedbench.specs import PluginOrigin
from schedbench.harness.store import Store

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "plugin"
#: The console script of this environment.
SCHEDBENCH = str(Path(sys.executable).with_name("schedbench"))
#: Seconds a subprocess may take (a loaded two-core machine).
SUBPROCESS_TIMEOUT_S = 300


def _project() -> dict:
    return tomllib.loads((EXAMPLE / "pyproject.toml").read_text())["project"]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """A folder that holds the example's installed metadata (its package
    itself is found on ``examples/plugin``)."""
    project = _project()
    root = tmp_path_factory.mktemp("site")
    dist = root / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n")
    lines = []
    for group, entries in project["entry-points"].items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {value}" for name, value in entries.items()]
    (dist / "entry_points.txt").write_text("\n".join(lines) + "\n")
    return root


def _run(args: list[str], cwd: Path, site: Path | None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SCHEDBENCH_QUICK_METHODS")}
    if site is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(site), str(EXAMPLE)])
    return subprocess.run([SCHEDBENCH, *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=SUBPROCESS_TIMEOUT_S)


def test_installed_the_example_runs_in_the_matrix(site, tmp_path):
    project = _project()
    label = f"[plug-in {project['name']} {project['version']}]"
    listed = _run(["list"], tmp_path, site)
    assert listed.returncode == 0, listed.stderr
    lines = listed.stdout.splitlines()
    for name in project["entry-points"]["schedbench.methods"]:
        assert any(line.strip().startswith(name) and line.endswith(label) for line in lines), name
    assert "warning" not in listed.stderr

    store = tmp_path / "s.sqlite"
    ran = _run(["run", "--problem", "cuckoo-packing", "--sizes", "16", "--seeds", "0-2", "--methods",
                "blossom,example-deadline-pairs", "--store", str(store), "--no-report", "--quiet"], tmp_path, site)
    assert ran.returncode == 0, ran.stderr
    assert "cuckoo-packing  6 cell(s): 3 optimal, 3 feasible" in ran.stdout
    with Store(store, create=False) as db:
        keys = {(r["method"], r["budget_key"]) for r in db.rows()}
    assert {k.split(";")[-1] for m, k in keys if m == "example-deadline-pairs"} == {
        f"plugin={project['name']}=={project['version']}"}
    # its certified gap: to blossom's proven optimum on each instance
    certified = _run(["certified", str(store)], tmp_path, site)
    assert certified.returncode == 0, certified.stderr
    lines = certified.stdout.splitlines()
    assert not any("`example-deadline-pairs` |" in line and "| `blossom` |" in line for line in lines)  # not the paper's
    row = next(line for line in lines if "| `example-deadline-pairs` |" in line)
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[:5] == ["`cuckoo-packing`", "16", "`example-deadline-pairs`", "plug-in", "3"], row
    gaps = [float(c.rstrip("%")) for c in cells[6:9]]  # median, min, max (%)
    assert 0.0 <= gaps[1] <= gaps[0] <= gaps[2] < 100.0, row


def test_without_the_example_every_command_works(tmp_path):
    listed = _run(["list"], tmp_path, None)
    assert listed.returncode == 0 and "example-" not in listed.stdout
    ran = _run(["run", "--problem", "cuckoo-packing", "--sizes", "8", "--seeds", "0", "--methods", "greedy",
                "--store", str(tmp_path / "s.sqlite"), "--no-report", "--quiet", "--jobs", "1"], tmp_path, None)
    assert ran.returncode == 0 and "1 feasible" in ran.stdout, ran.stderr
    missing = _run(["run", "--problem", "cuckoo-packing", "--methods", "example-deadline-pairs", "--no-report",
                    "--store", str(tmp_path / "t.sqlite")], tmp_path, None)
    assert missing.returncode == 2 and len(missing.stderr.strip().splitlines()) == 1
    assert "example-deadline-pairs" in missing.stderr


def test_the_online_example_policy_is_feasible(monkeypatch):
    """The castor-schedule policy, on the simulation core, passes the
    evaluator's replay on small instances of several seeds."""
    monkeypatch.syspath_prepend(str(EXAMPLE))
    from schedbench_example_plugin import castor

    spec = get_problem("castor-schedule")
    declaration = declaration_of(castor.fewest_gpus_first)
    assert declaration is not None and declaration.problems == ("castor-schedule",)
    m = plugin_method_spec(spec, "example-fewest-gpus", castor.fewest_gpus_first, declaration,
                           PluginOrigin("schedbench-example-plugin", "0.1.0", "test"))
    for size, seed in ((8, 0), (8, 1), (16, 2)):
        scored = run_and_score(replace(spec, methods={m.name: m}), m.name, spec.generate(size=size, seed=seed),
                               Budget())
        assert scored.error is None and scored.evaluation.feasible, (size, seed, scored.error)
