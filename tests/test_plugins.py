"""Plug-ins: methods and problems from other packages (entry points, faked
here with throwaway modules), the quick path, their store keys, and that a
broken plug-in costs its own cells only."""

from __future__ import annotations

import ast
import importlib
import itertools
import re
import textwrap
from importlib import metadata
from pathlib import Path

import pytest
import toy_problem  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.contracts import Budget, Status
from schedbench.errors import ValidationError
from schedbench.harness.executor import LocalExecutor
from schedbench.harness.driver import execute, plan
from schedbench.harness.matrix import matrix_from_flags
from schedbench.plugins import (
    BUILTIN_PROVIDERS,
    METHOD_GROUP,
    PROBLEM_GROUP,
    QUICK_METHODS_ENV,
    PluginEntry,
    add_quick_method,
    discover,
    build_registry,
    extend_matrix,
    load_quick_method,
    method,
)
from schedbench.harness.runner import run_and_score
from schedbench.specs import Registry
from schedbench.harness.store import Store, budget_of_key, cell_budget_key

PACKAGE_ROOT = Path(__file__).resolve().parent.parent / "schedbench"
#: The module, not the function: ``schedbench.registry`` as a package attribute is registry().
registry_module = importlib.import_module("schedbench.registry")
_counter = itertools.count()

#: A plug-in problem: the toy problem of the harness tests.
TOY_PROVIDER = """
import toy_problem

def register(reg):
    reg.register(toy_problem.spec())
"""

GOOD_METHOD = """
import schedbench
from toy_problem import ToySolution

@schedbench.method("toy-pick", description="the last k items")
def last_k(instance, budget):
    n = len(instance.costs)
    return ToySolution(tuple(range(n - instance.k, n)))
"""


@pytest.fixture
def plugin_modules(tmp_path, monkeypatch):
    """Write a module into a folder on ``sys.path``; returns its (unique) name."""
    monkeypatch.syspath_prepend(str(tmp_path))

    def write(source: str) -> str:
        name = f"plug_{next(_counter)}_{tmp_path.name.replace('-', '_')}"
        (tmp_path / f"{name}.py").write_text(textwrap.dedent(source))
        importlib.invalidate_caches()
        return name

    return write


def _entries(problems=(), methods=()):
    """A discovery function returning the given entry points per group."""
    by_group = {PROBLEM_GROUP: list(problems), METHOD_GROUP: list(methods)}
    return lambda group: by_group.get(group, [])


def _toy_entry(plugin_modules, package="toyprob", version="1.0"):
    return PluginEntry("toy", f"{plugin_modules(TOY_PROVIDER)}:register", PROBLEM_GROUP, package, version)


def _build(plugin_modules, *methods):
    return build_registry(_entries([_toy_entry(plugin_modules)], methods), quick=[])


def _method_entry(plugin_modules, source, name="pkg-last", attr="last_k", package="goodpkg", version="1.2"):
    return PluginEntry(name, f"{plugin_modules(source)}:{attr}", METHOD_GROUP, package, version)


def _toy_instance(size=6, seed=0):
    return toy_problem.generate(size=size, seed=seed)


# ------------------------------------------------------------------ discovery


def test_builtin_problems_come_through_discovery():
    reg = build_registry(_entries(), quick=[])
    assert reg.plugin_errors == []
    assert reg.names() == registry_module.registry().names()
    assert all(spec.origin is None and all(m.origin is None for m in spec.methods.values()) for spec in reg)
    assert len(BUILTIN_PROVIDERS) == len({ref for ref in BUILTIN_PROVIDERS})


def _imports(path: Path) -> set[str]:
    """Every module an import statement of ``path`` names (any depth)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_registry_and_problems_import_no_circle():
    """The registry finds the problems by name; nothing the registry imports
    imports a problem module, and the problems import the declarations
    (specs), never the registry, at module level."""
    for module in ("registry.py", "specs.py", "plugins.py"):
        assert not {m for m in _imports(PACKAGE_ROOT / module) if m.startswith("schedbench.problems")}, module
    for path in sorted((PACKAGE_ROOT / "problems").glob("*.py")):
        top = ast.parse(path.read_text()).body
        names = {n.module for n in top if isinstance(n, ast.ImportFrom)}
        assert "schedbench.registry" not in names, path.name


def test_an_entry_point_with_an_extras_suffix_loads(plugin_modules, monkeypatch):
    # ``module:attr [extra]`` is legacy entry-point syntax; consumers ignore the extras
    module = plugin_modules(GOOD_METHOD)
    point = metadata.EntryPoint("pkg-last", f"{module}:last_k [fast]", METHOD_GROUP)
    monkeypatch.setattr(metadata, "entry_points", lambda group: [point] if group == METHOD_GROUP else [])
    (entry,) = discover(METHOD_GROUP)
    assert entry.value == f"{module}:last_k"
    assert entry.package == module
    assert callable(entry.load())


def test_a_plugin_method_joins_the_problem_with_its_origin(plugin_modules):
    reg = _build(plugin_modules, _method_entry(plugin_modules, GOOD_METHOD))
    assert reg.plugin_errors == []
    spec = reg.get("toy-pick")
    m = spec.method("pkg-last")
    assert (m.kind, m.description, m.origin.label()) == ("heuristic", "the last k items", "goodpkg 1.2")
    assert spec.origin.label() == "toyprob 1.0" and spec.method("exact").origin.label() == "toyprob 1.0"
    scored = run_and_score(spec, "pkg-last", _toy_instance(), Budget())
    assert scored.error is None and scored.result.status is Status.FEASIBLE
    assert scored.evaluation.feasible


def test_the_declaration_is_checked():
    with pytest.raises(ValidationError, match="kind"):
        method("toy-pick", kind="exact")
    with pytest.raises(ValidationError, match="problem"):
        method([])


# ---------------------------------------------------------------- robustness


def _only_error(reg: Registry) -> str:
    assert len(reg.plugin_errors) == 1, reg.plugin_errors
    return reg.plugin_errors[0]


def test_an_import_failure_is_one_line_naming_the_package(plugin_modules):
    broken = PluginEntry("pkg-x", "no_such_module_here:fn", METHOD_GROUP, "brokenpkg", "0.3")
    reg = _build(plugin_modules, broken, _method_entry(plugin_modules, GOOD_METHOD))
    line = _only_error(reg)
    assert "brokenpkg 0.3" in line and "ModuleNotFoundError" in line and "\n" not in line
    assert "pkg-last" in reg.get("toy-pick").methods  # the other plug-in still loads
    crashing = _method_entry(plugin_modules, "raise RuntimeError('import-time crash')\n", attr="f", package="crashpkg")
    line = _only_error(_build(plugin_modules, crashing))
    assert "crashpkg 1.2" in line and "import-time crash" in line


def test_an_undeclared_function_is_refused(plugin_modules):
    entry = _method_entry(plugin_modules, "def f(instance, budget):\n    return None\n", attr="f", package="nodecl")
    line = _only_error(_build(plugin_modules, entry))
    assert "nodecl 1.2" in line and "@schedbench.method" in line


def test_a_duplicate_of_a_builtin_is_refused(plugin_modules):
    entry = _method_entry(plugin_modules, GOOD_METHOD, name="exact", package="dupe")
    reg = _build(plugin_modules, entry)
    line = _only_error(reg)
    assert "dupe 1.2" in line and "'exact'" in line and "from toyprob 1.0" in line
    assert reg.get("toy-pick").method("exact").kind == "exact"  # the first keeps it
    builtin = PluginEntry("greedy", f"{plugin_modules(GOOD_METHOD.replace('toy-pick', 'cuckoo-packing'))}:last_k",
                          METHOD_GROUP, "dupe2", "2")
    reg = build_registry(_entries([], [builtin]), quick=[])
    assert "dupe2 2" in _only_error(reg) and "built in" in reg.plugin_errors[0]
    assert reg.get("cuckoo-packing").method("greedy").origin is None


def test_two_plugins_with_one_name_keep_the_first_package(plugin_modules):
    a = _method_entry(plugin_modules, GOOD_METHOD, package="aaa")
    b = _method_entry(plugin_modules, GOOD_METHOD, package="bbb")
    reg = _build(plugin_modules, a, b)  # discover() orders by package name
    assert reg.get("toy-pick").method("pkg-last").origin.package == "aaa"
    line = _only_error(reg)
    assert line.startswith("plug-in bbb 1.2") and "from aaa 1.2" in line


def test_an_unknown_problem_and_a_duplicate_problem_are_refused(plugin_modules):
    entry = _method_entry(plugin_modules, GOOD_METHOD.replace("toy-pick", "no-such-problem"), package="lost")
    line = _only_error(_build(plugin_modules, entry))
    assert "lost 1.2" in line and "'no-such-problem' is not registered" in line
    reg = build_registry(_entries([_toy_entry(plugin_modules, "first"), _toy_entry(plugin_modules, "second")]), quick=[])
    assert "second 1.0" in _only_error(reg) and reg.get("toy-pick").origin.package == "first"


def test_a_problem_provider_that_raises_is_left_out(plugin_modules):
    module = plugin_modules("def register(reg):\n    raise KeyError(1)\n")
    entry = PluginEntry("bad", f"{module}:register", PROBLEM_GROUP, "badprob", "9")
    reg = build_registry(_entries([entry]), quick=[])
    assert "badprob 9" in _only_error(reg) and "toy-pick" not in reg.names()


BAD_METHODS = """
import schedbench
from schedbench import MethodResult, Status
from toy_problem import ToySolution

@schedbench.method("toy-pick")
def boom(instance, budget):
    raise ValueError("boom")

@schedbench.method("toy-pick")
def not_a_result(instance, budget):
    return {"picked": [0]}

@schedbench.method("toy-pick")
def repeated(instance, budget):
    return ToySolution((0,) * instance.k)

@schedbench.method("toy-pick")
def claims_a_bound(instance, budget):
    return MethodResult(ToySolution(tuple(range(instance.k))), Status.OPTIMAL, bound=1e9)
"""


def test_a_failing_method_gives_an_error_naming_its_package(plugin_modules):
    module = plugin_modules(BAD_METHODS)
    entries = [PluginEntry(n, f"{module}:{n.replace('-', '_')}", METHOD_GROUP, "badpkg", "0.1")
               for n in ("boom", "not-a-result", "repeated", "claims-a-bound")]
    reg = _build(plugin_modules, *entries)
    assert reg.plugin_errors == []
    spec, instance = reg.get("toy-pick"), _toy_instance()
    errors = {n: run_and_score(spec, n, instance, Budget()).error for n in ("boom", "not-a-result", "repeated")}
    assert errors["boom"].startswith("plug-in badpkg 0.1: ") and "ValueError: boom" in errors["boom"]
    assert "returned a dict, not a MethodResult or a ToySolution" in errors["not-a-result"]
    assert errors["repeated"].startswith("plug-in badpkg 0.1: infeasible solution")
    claimed = run_and_score(spec, "claims-a-bound", instance, Budget())
    assert claimed.error is None and claimed.result.status is Status.FEASIBLE and claimed.result.bound is None
    assert claimed.result.info["plugin_claims_dropped"] == {"bound": 1e9, "status": "optimal"}


def test_broken_plugins_never_take_the_matrix_down(plugin_modules, tmp_path, monkeypatch):
    module = plugin_modules(BAD_METHODS)
    entries = [PluginEntry("boom", f"{module}:boom", METHOD_GROUP, "badpkg", "0.1"),
               PluginEntry("repeated", f"{module}:repeated", METHOD_GROUP, "badpkg", "0.1"),
               _method_entry(plugin_modules, GOOD_METHOD)]
    reg = _build(plugin_modules, *entries)
    monkeypatch.setattr(registry_module, "_REGISTRY", reg)  # forked workers inherit it
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1], methods=["exact", "boom", "repeated", "pkg-last"],
                          time_limit_s=5, reg=reg)
    with Store(tmp_path / "s.sqlite") as db:
        summary = execute(plan(m, db, "v", reg=reg), db, LocalExecutor(2, grace_s=5))
        rows = db.rows("v")
    assert summary.executed == 8
    by_method = {(r["method"], r["status"]) for r in rows}
    assert {("exact", "optimal"), ("pkg-last", "feasible"), ("boom", "error"), ("repeated", "error")} == by_method
    assert all(r["error"].startswith("plug-in badpkg 0.1: ") for r in rows if r["status"] == "error")


# ---------------------------------------------------------------- store keys


def test_the_store_key_carries_the_plugin_version_only(plugin_modules, tmp_path):
    budget = Budget()
    assert cell_budget_key(budget) == budget.key()
    reg = _build(plugin_modules, _method_entry(plugin_modules, GOOD_METHOD))
    spec = reg.get("toy-pick")
    assert cell_budget_key(budget, spec.method("pkg-last").origin) == f"{budget.key()};plugin=goodpkg==1.2"
    assert budget_of_key(cell_budget_key(budget, spec.method("pkg-last").origin)) == budget.key()
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["good", "pkg-last"], reg=reg)
    with Store(tmp_path / "s.sqlite") as db:
        keys = {t.cell.method: t.key.budget_key for t in plan(m, db, "v", reg=reg).tasks}
    assert keys == {"good": f"{budget.key()};plugin=toyprob==1.0", "pkg-last": f"{budget.key()};plugin=goodpkg==1.2"}
    newer = _build(plugin_modules, _method_entry(plugin_modules, GOOD_METHOD, version="1.3"))
    with Store(tmp_path / "s2.sqlite") as db:
        again = {t.cell.method: t.key.budget_key for t in plan(m, db, "v", reg=newer).tasks}
    assert again["good"] == keys["good"] and again["pkg-last"].endswith("==1.3")
    # a built-in problem's cells keep their keys beside a plug-in method
    entry = _method_entry(plugin_modules, GOOD_METHOD.replace("toy-pick", "cuckoo-packing"))
    reg = build_registry(_entries([], [entry]), quick=[])
    m = matrix_from_flags(["cuckoo-packing"], sizes=[8], seeds=[0], methods=["greedy", "pkg-last"], reg=reg)
    with Store(tmp_path / "s3.sqlite") as db:
        keys = {t.cell.method: t.key.budget_key for t in plan(m, db, "v", reg=reg).tasks}
    assert keys == {"greedy": budget.key(), "pkg-last": f"{budget.key()};plugin=goodpkg==1.2"}


# ----------------------------------------------------------------- quick path


QUICK = """
from toy_problem import ToySolution

def first_k(instance, budget):
    return ToySolution(tuple(range(instance.k)))
"""


def test_the_quick_path_loads_a_file_keyed_by_its_content(tmp_path, plugin_modules):
    path = tmp_path / "idea.py"
    path.write_text(QUICK)
    fn, name, origin = load_quick_method(f"{path}:first_k")
    assert name == "idea.first_k" and origin.package == "idea.py" and origin.version.startswith("sha256:")
    path.write_text(QUICK + "\n# edited\n")
    assert load_quick_method(f"{path}:first_k")[2].version != origin.version
    reg = _build(plugin_modules)
    with pytest.raises(ValidationError, match="declares no problem"):
        add_quick_method(reg, f"{path}:first_k", [])
    assert add_quick_method(reg, f"{path}:first_k", ["toy-pick"]) == ("idea.first_k", ["toy-pick"])
    scored = run_and_score(reg.get("toy-pick"), "idea.first_k", _toy_instance(), Budget())
    assert scored.error is None and scored.evaluation.feasible
    for bad, rule in ((f"{tmp_path / 'missing.py'}:f", "does not exist"), (f"{path}:nothing", "no function"),
                      ("no_such_module_here:f", "failed to import"), ("idea.py", "FILE.py:FUNCTION")):
        with pytest.raises(ValidationError, match=rule):
            load_quick_method(bad)


def test_the_quick_path_takes_a_module_and_its_declaration(plugin_modules):
    module = plugin_modules(GOOD_METHOD)
    reg = _build(plugin_modules)
    name, problems = add_quick_method(reg, f"{module}:last_k", [])
    assert (name, problems) == (f"{module}.last_k", ["toy-pick"])
    assert reg.get("toy-pick").method(name).origin.package == module


def test_spawned_workers_find_quick_methods_through_the_environment(tmp_path, plugin_modules, monkeypatch):
    path = tmp_path / "idea.py"
    path.write_text(QUICK)
    reference = f"{path}:first_k"
    monkeypatch.setenv(QUICK_METHODS_ENV, f'[["{reference}", ["toy-pick"]]]')
    toy_entry = _toy_entry(plugin_modules)
    reg = build_registry(_entries([toy_entry]))  # quick-path methods: the environment's
    assert reg.plugin_errors == [] and "idea.first_k" in reg.get("toy-pick").methods
    monkeypatch.setattr(registry_module, "_REGISTRY", None)  # the spawned worker builds its own
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["idea.first_k"], time_limit_s=20, reg=reg)
    factory = plugin_modules(f"""
        from schedbench.plugins import PluginEntry, build_registry

        def make():
            entry = PluginEntry("toy", {toy_entry.value!r}, "schedbench.problems", "toyprob", "1.0")
            return build_registry(lambda group: [entry] if group == "schedbench.problems" else [])
    """)
    with Store(tmp_path / "s.sqlite") as db:
        summary = execute(plan(m, db, "v", reg=reg), db,
                          LocalExecutor(1, start_method="spawn", registry_factory=f"{factory}:make"))
        rows = db.rows("v")
    assert summary.executed == 1 and rows[0]["status"] == "feasible", rows[0]["error"]
    assert rows[0]["budget_key"].endswith(f";plugin=idea.py=={load_quick_method(reference)[2].version}")


def test_extend_matrix_adds_a_method_to_every_slot_below_its_cap(plugin_modules):
    reg = _build(plugin_modules, _method_entry(plugin_modules, GOOD_METHOD.replace(
        'description="the last k items"', 'description="the last k items", max_size=6')))
    m = matrix_from_flags(["toy-pick"], sizes=[4, 8], seeds=[0, 1], methods=["good"], reg=reg)
    out = extend_matrix(m, {"toy-pick": ["pkg-last", "good"]}, reg)
    added = [c for c in out.cells if c.method == "pkg-last"]
    assert sorted((c.size, c.instance_seed) for c in added) == [(4, 0), (4, 1)]
    assert len(out.cells) == len(m.cells) + 2  # "good" is not repeated
    assert any("pkg-last" in note and "8" in note for note in out.notes)


# ------------------------------------------------------------------ the CLI


def _cli(capsys, *args) -> tuple[int, str, str]:
    from schedbench.cli import main

    try:
        main([str(a) for a in args])
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def _readme_plugin() -> str:
    """The plug-in of README's "Benchmark your own heuristic"."""
    text = (PACKAGE_ROOT.parent / "README.md").read_text()
    section = text[text.index("## Benchmark your own heuristic"):]
    return section[section.index("```python\n") + len("```python\n"):section.index("```\n", section.index("```python"))]


def test_run_adds_plugin_methods_by_name_and_by_file(plugin_modules, tmp_path, capsys, monkeypatch):
    broken = PluginEntry("pkg-x", "no_such_module_here:fn", METHOD_GROUP, "brokenpkg", "0.3")
    reg = build_registry(_entries([], [broken, _method_entry(
        plugin_modules, GOOD_METHOD.replace("toy-pick", "cuckoo-packing"))]), quick=[])
    monkeypatch.setattr(registry_module, "_REGISTRY", reg)
    monkeypatch.delenv(QUICK_METHODS_ENV, raising=False)
    (tmp_path / "mypairs.py").write_text(_readme_plugin())
    code, out, err = _cli(capsys, "list")
    assert code == 0 and "[plug-in goodpkg 1.2]" in out
    assert err.count("brokenpkg 0.3") == 1 and err.startswith("warning: plug-in brokenpkg 0.3")
    store = tmp_path / "s.sqlite"
    code, out, err = _cli(capsys, "run", "--problem", "cuckoo-packing", "--sizes", 8, "--seeds", "0-1", "--methods",
                          "greedy", "--method", "pkg-last", "--method", f"{tmp_path / 'mypairs.py'}:pair_in_order",
                          "--store", store, "--no-report", "--jobs", 1, "-q")
    assert code == 1, err  # pkg-last picks indices of toy-pick: error cells, and the run says so
    with Store(store, create=False) as db:
        rows = {(r["method"], r["instance_seed"]): r for r in db.rows()}
    assert {m for m, _ in rows} == {"greedy", "pkg-last", "mypairs.pair_in_order"} and len(rows) == 6
    assert all(rows["mypairs.pair_in_order", s]["status"] == "feasible" for s in (0, 1))
    assert rows["pkg-last", 0]["status"] == "error" and rows["pkg-last", 0]["error"].startswith("plug-in goodpkg 1.2")
    assert rows["mypairs.pair_in_order", 0]["budget_key"].split(";")[1].startswith("plugin=mypairs.py==sha256:")
    monkeypatch.delenv(QUICK_METHODS_ENV, raising=False)
    code, out, err = _cli(capsys, "run", "--problem", "cuckoo-packing", "--method", "nothing-like-this",
                          "--store", store, "--no-report")
    assert code == 2 and "--method[0]: must be a method of a problem in the matrix" in err


def test_a_plugin_that_failed_to_load_warns_where_it_matters_and_says_why_when_asked(
        plugin_modules, tmp_path, capsys, monkeypatch):
    """A packaged plug-in whose import fails: commands that do not use it
    stay quiet, ``list`` says it once, and asking for its method says that
    the plug-in failed to load and why (not that no such method exists)."""
    import schedbench.cli as cli_module

    broken = PluginEntry("pkg-x", "no_such_module_here:fn", METHOD_GROUP, "brokenpkg", "0.3")
    monkeypatch.setattr(registry_module, "_REGISTRY", build_registry(_entries([], [broken]), quick=[]))
    monkeypatch.setattr(cli_module, "_SAID", set())
    monkeypatch.setenv(QUICK_METHODS_ENV, "")
    instance = tmp_path / "i.json"
    for args in (("generate", "cuckoo-packing", "--size", 8, "-o", instance), ("schema", "cuckoo-packing"),
                 ("solve", instance, "--method", "greedy")):
        code, out, err = _cli(capsys, *args)
        assert code == 0 and "brokenpkg" not in err, (args, err)
    code, out, err = _cli(capsys, "list")
    assert code == 0 and err.count("brokenpkg 0.3") == 1 and err.startswith("warning: plug-in brokenpkg 0.3")
    assert "brokenpkg" not in _cli(capsys, "list")[2]  # once per process
    why = ("names the method of plug-in brokenpkg 0.3 (entry point pkg-x = no_such_module_here:fn), which failed "
           "to load (ModuleNotFoundError: No module named 'no_such_module_here')")
    code, out, err = _cli(capsys, "solve", instance, "--method", "pkg-x")
    assert code == 2 and f"--method: {why}" in err
    assert "must be a method of" not in err and "Traceback" not in err
    store = tmp_path / "s.sqlite"
    for args, flag in ((("--methods", "greedy", "--method", "pkg-x"), "--method[0]"),
                       (("--methods", "greedy,pkg-x"), "--methods")):
        code, out, err = _cli(capsys, "run", "--problem", "cuckoo-packing", "--sizes", 8, "--seeds", 0, *args,
                              "--store", store, "--no-report", "-q")
        assert code == 2 and f"{flag}: {why}" in err, err
        assert "must be a method" not in err and "Traceback" not in err
    assert not store.exists()  # refused before anything ran


def test_certified_shows_a_file_plugin_as_plug_in_by_its_name_after_the_file_changes(tmp_path, capsys, monkeypatch):
    """README's example, declared ``kind="heuristic"``: run with ``--method
    mypairs.py:pair_in_order`` beside the exact matching, then ``certified``
    in a later process that does not register the file: kind ``plug-in``;
    after an edit of the file and another run, two rows named by the method
    and the file's hash, never by the store key."""
    monkeypatch.setenv(QUICK_METHODS_ENV, "")
    plugin, store = tmp_path / "mypairs.py", tmp_path / "s.sqlite"
    source = _readme_plugin().replace('description="pair neighbours in queue order"',
                                      'kind="heuristic", description="pair neighbours in queue order"')
    assert 'kind="heuristic"' in source
    plugin.write_text(source)

    def run_then_certify() -> str:
        monkeypatch.setattr(registry_module, "_REGISTRY", build_registry(_entries(), quick=[]))
        code, out, err = _cli(capsys, "run", "--problem", "cuckoo-packing", "--sizes", 8, "--seeds", 0, "--methods",
                              "blossom", "--method", f"{plugin}:pair_in_order", "--store", store, "--no-report",
                              "--jobs", 1, "-q")
        assert code == 0, err
        monkeypatch.setenv(QUICK_METHODS_ENV, "")
        monkeypatch.setattr(registry_module, "_REGISTRY", build_registry(_entries(), quick=[]))  # a later command
        code, out, err = _cli(capsys, "certified", store)
        assert code == 0, err
        return out

    out = run_then_certify()
    assert "| `mypairs.pair_in_order` | plug-in | 1 |" in out
    plugin.write_text(source + "\n# edited\n")
    out = run_then_certify()
    versions = re.findall(r"\| `mypairs\.pair_in_order \(mypairs\.py sha256:[0-9a-f]{12}\)` \| plug-in \| 1 \|", out)
    assert len(versions) == 2, out
    assert "plugin=" not in out and "| ? |" not in out
