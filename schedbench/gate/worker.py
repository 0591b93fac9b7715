"""One side of the speed gate: a process that imports schedbench from one
source tree and times the gated cases on request.

Run as a script, never imported by the tree under test::

    python -P worker.py --tree TREE --cases CASES_PY

``-P`` keeps this file's folder off ``sys.path``. The worker installs an
import finder, first on ``sys.meta_path``, that maps each package of TREE's
``pyproject.toml`` (``[tool.setuptools] package-dir``: ``schedbench`` to
``schedbench/``, ``schedbench.instances`` to ``instances/`` and so on) to
its folder in TREE, as setuptools' editable finder does, so that the base
revision and the working tree share one virtual environment and differ only
in their source. It then loads the case list from CASES_PY under a private
name (the invoking version's list, the same for both sides).

Protocol: one JSON request per line on stdin, one JSON reply per line on the
original stdout; whatever the measured code prints goes to stderr.

- ``{"op": "hello"}`` -> where ``schedbench`` was imported from;
- ``{"op": "prepare", "cases": [names], "min_sample_s": s}`` -> per case,
  the quality (objective, bound, gap, status, feasibility) of a first,
  untimed run and the mean CPU seconds of the calls after it, made until
  ``s`` seconds have passed; or the error the case raised;
- ``{"op": "measure", "case": name, "loops": n}`` -> the mean CPU
  (``time.process_time``) and wall (``time.perf_counter``) seconds of n
  calls, each after the case's untimed reset;
- ``{"op": "quit"}``.
"""

from __future__ import annotations

import argparse
import gc
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import time
import tomllib
import traceback
from dataclasses import asdict
from pathlib import Path
from types import ModuleType
from typing import Any

#: The private module name of the case list inside a worker.
CASES_MODULE = "_schedbench_gate_cases"
#: The top-level package every tree must provide.
TOP_PACKAGE = "schedbench"
#: At most this many calls calibrate a case (and make one sample).
MAX_CALLS = 1000


def package_dirs(tree: Path) -> dict[str, Path]:
    """Package name -> folder, from TREE's ``pyproject.toml``
    (``[tool.setuptools] package-dir``); ``schedbench`` at ``schedbench/``
    where the file maps nothing."""
    mapping = {TOP_PACKAGE: tree / TOP_PACKAGE}
    pyproject = tree / "pyproject.toml"
    if pyproject.is_file():
        table = tomllib.loads(pyproject.read_text(encoding="utf-8"))
        declared = table.get("tool", {}).get("setuptools", {}).get("package-dir", {})
        mapping.update({name: tree / folder for name, folder in declared.items() if name})
    return mapping


class TreeFinder(importlib.abc.MetaPathFinder):
    """Finds the mapped packages in one source tree; their submodules then
    resolve through the package's ``__path__`` as usual."""

    def __init__(self, packages: dict[str, Path]) -> None:
        self.packages = packages

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        folder = self.packages.get(fullname)
        if folder is None:
            return None
        init = folder / "__init__.py"
        if not init.is_file():
            return None
        return importlib.util.spec_from_file_location(fullname, init, submodule_search_locations=[str(folder)])


def install_tree(tree: Path) -> None:
    """Make ``import schedbench`` (and every mapped package) load from TREE."""
    for name in list(sys.modules):  # nothing of another tree may linger
        if name == TOP_PACKAGE or name.startswith(TOP_PACKAGE + "."):
            del sys.modules[name]
    sys.meta_path.insert(0, TreeFinder(package_dirs(tree)))


def load_cases(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(CASES_MODULE, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load the gate's case list from {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[CASES_MODULE] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


class Worker:
    """The prepared cases of one tree, timed on request."""

    def __init__(self, cases: ModuleType) -> None:
        self.cases = {case.name: case for case in cases.GATE_CASES}
        self.prepare_case = cases.prepare
        self.prepared: dict[str, Any] = {}

    def hello(self, _: dict[str, Any]) -> dict[str, Any]:
        import schedbench

        return {"schedbench": str(Path(schedbench.__file__).resolve().parent)}

    def prepare(self, request: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in request["cases"]:
            try:
                prepared = self.prepare_case(self.cases[name])
                prepared.reset()
                result = prepared.call()  # the first call also pays for lazy imports: not a time
                quality = asdict(prepared.quality(result))
                out[name] = {"quality": quality, "cpu_s": self.calibrate(prepared, float(request["min_sample_s"]))}
                self.prepared[name] = prepared
            except Exception as exc:  # reported per case: the other cases still run
                lines = traceback.format_exception_only(type(exc), exc)
                out[name] = {"error": lines[-1].strip()}
        # What is alive now (modules, instances) lives to the end: frozen, the
        # collector no longer walks it, so a collection before each sample
        # costs microseconds instead of about 0.2 s.
        gc.collect()
        gc.freeze()
        return {"cases": out}

    @staticmethod
    def calibrate(prepared: Any, min_sample_s: float, max_calls: int = MAX_CALLS) -> float:
        """Mean CPU seconds of a call, over calls until ``min_sample_s`` have passed."""
        calls, cpu = 0, 0.0
        while cpu < min_sample_s and calls < max_calls:
            prepared.reset()
            start = time.process_time()
            prepared.call()
            cpu += time.process_time() - start
            calls += 1
        return cpu / calls

    def measure(self, request: dict[str, Any]) -> dict[str, Any]:
        prepared = self.prepared[request["case"]]
        loops = int(request["loops"])
        gc.collect()  # untimed: a collection owed by earlier work is not this sample's
        cpu = wall = 0.0
        for _ in range(loops):
            prepared.reset()
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            prepared.call()
            cpu += time.process_time() - start_cpu
            wall += time.perf_counter() - start_wall
        return {"cpu_s": cpu / loops, "wall_s": wall / loops}


def serve(worker: Worker, requests: Any, replies: Any) -> None:
    handlers = {"hello": worker.hello, "prepare": worker.prepare, "measure": worker.measure}
    for line in requests:
        request = json.loads(line)
        if request["op"] == "quit":
            return
        try:
            reply = handlers[request["op"]](request)
        except Exception as exc:  # the driver reports it and stops
            reply = {"error": "".join(traceback.format_exception_only(type(exc), exc)).strip()}
        replies.write(json.dumps(reply) + "\n")
        replies.flush()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="one side of schedbench's speed gate")
    parser.add_argument("--tree", type=Path, required=True, help="source tree whose schedbench is measured")
    parser.add_argument("--cases", type=Path, required=True, help="file of the gate's case list")
    args = parser.parse_args(argv)
    replies = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
    sys.stdout.flush()
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # a solver's banner must not break the protocol
    install_tree(args.tree.resolve())
    serve(Worker(load_cases(args.cases)), sys.stdin, replies)


if __name__ == "__main__":
    main()
