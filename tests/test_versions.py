"""Versions per method and per problem: what keys a stored cell
(:mod:`schedbench.harness.versions`).

A comment, a docstring or another method's code changes no version; a line
of a method's logic changes that method's version (and that of every method
that calls it); a line of a generator, an evaluator or a catalog file the
generator reads changes the problem's. Editing the code and running a
matrix again runs exactly the cells whose versions changed. An editable
install and a wheel (no ``derive_*.py`` scripts) of one commit agree.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sqlite3
import sys
import textwrap
from pathlib import Path

import pytest

from schedbench.harness import versions as V
from schedbench.harness.driver import execute, plan
from schedbench.harness.executor import LocalExecutor
from schedbench.harness.matrix import matrix_from_flags
from schedbench.harness.store import COLUMNS, KEY_COLUMNS, Store
from schedbench.specs import MethodSpec, PluginOrigin

ROOT = Path(__file__).resolve().parents[1]
TESTS = Path(__file__).resolve().parent
#: Installed package -> its folder in the repository (pyproject's package-dir).
PACKAGE_DIRS = {
    "schedbench": ROOT / "schedbench",
    "schedbench.instances": ROOT / "instances",
    "schedbench.formulations": ROOT / "formulations",
    "schedbench.heuristics": ROOT / "heuristics",
    "schedbench.solvers": ROOT / "solvers",
}


@pytest.fixture
def fresh_versions(tmp_path, monkeypatch):
    """This process's versions computed afresh, with a cache in ``tmp_path``."""
    monkeypatch.setenv(V.CACHE_ENV, str(tmp_path / "version-cache"))
    V.clear_caches()
    yield
    V.clear_caches()


# ------------------------------------------------------------------ analysis

MODULE = '''
"""A module."""
from pkg.b import helper
import pkg.c as c_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pkg.d import Typed

W = 0.6  # a constant
TABLE = load("x.csv")


@dataclass
class Plain:
    """Doc."""
    x: int = 1


@register("name")
def registered():
    return 1


def f(a):
    """Doc."""
    from pkg.e import lazy
    return helper(a) + W + c_module.g() + lazy


if __name__ == "__main__":
    main()
'''


def _units(source: str) -> dict[str, V.Unit]:
    return {u.binds[0] if u.binds else u.kind: u for u in V.analyse(source).units}


def test_the_units_of_a_module():
    units = _units(MODULE)
    assert set(units) == {"helper", "c_module", "TYPE_CHECKING", "Typed", "W", "TABLE", "Plain", "registered", "f"}
    # what runs on import is a root; a constant, a pure class and a function wait to be named
    assert {n for n, u in units.items() if u.root} == {"TABLE", "registered"}
    assert units["Typed"].kind == "typing" and units["helper"].kind == "import"
    f = units["f"]
    assert {"helper", "W", "a"} <= set(f.names) and ("c_module", "g") in f.attrs
    assert [(i.module, i.name) for i in f.imports] == [("pkg.e", "lazy")]
    assert units["TABLE"].strings == ("x.csv",)


def test_comments_docstrings_and_blank_lines_change_no_digest():
    edited = MODULE.replace('    """Doc."""\n    from pkg.e', '    """Other words."""\n\n    # why\n    from pkg.e')
    edited = edited.replace('"""A module."""', '"""Another module docstring."""\n# a comment')
    edited = edited.replace("W = 0.6  # a constant", "W = (\n    0.6\n)")
    assert edited != MODULE
    assert [u.digest for u in V.analyse(edited).units] == [u.digest for u in V.analyse(MODULE).units]
    logic = MODULE.replace("+ W +", "- W +")
    assert [u.digest for u in V.analyse(logic).units] != [u.digest for u in V.analyse(MODULE).units]


def _package(tmp_path: Path, files: dict[str, str]) -> V.SourceIndex:
    root = tmp_path / "pkg"
    root.mkdir(exist_ok=True)
    for name, text in {"__init__.py": "", **files}.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text))
    return V.SourceIndex({"pkg": root})


TOY_PACKAGE = {
    "a.py": '''
        from pkg.b import g

        def f():
            from pkg.mod import used  # a lazy import: reached
            return g() + used()

        def other():
            from pkg.c import x  # a lazy import in a function f never calls: not reached
            return x
    ''',
    "b.py": '''
        SCALE = 2

        def g():
            return SCALE * 3

        def h():
            from pkg.c import x
            return x
    ''',
    "c.py": "x = 1\n",
    "mod.py": '''
        def used():
            return 1

        def unused():
            return 2
    ''',
    "problem.py": '''
        def evaluate(solution):
            return solution

        def register(reg):
            from pkg.a import f  # wires the methods: no part of the evaluator
            reg.add(f)
    ''',
    "objects.py": '''
        from pkg import mod as m

        def by_attribute():
            return m.used()

        def passed_on(name):
            return getattr(m, name)()
    ''',
}


def _version(index: V.SourceIndex, module: str, name: str) -> str:
    return V.version_of(index, V.Roots(((module, name),)))


def _edit(tmp_path: Path, name: str, old: str, new: str) -> None:
    path = tmp_path / "pkg" / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def test_a_version_follows_what_the_function_reaches(tmp_path):
    entries = (("pkg.a", "f"), ("pkg.problem", "evaluate"), ("pkg.objects", "by_attribute"),
               ("pkg.objects", "passed_on"))
    index = _package(tmp_path, TOY_PACKAGE)
    state = {k: _version(index, *k) for k in entries}

    def changed(name, old, new):
        """The entries whose versions an edit changes."""
        _edit(tmp_path, name, old, new)
        fresh = _package(tmp_path, {})
        now = {k: _version(fresh, *k) for k in entries}
        out = sorted(k for k in entries if now[k] != state[k])
        state.update(now)
        return out

    assert changed("c.py", "x = 1", "x = 2") == []  # only unreached functions import it
    assert changed("b.py", "return x", "return x + 1") == []  # h: in a reached module, not reached
    assert changed("mod.py", "return 2", "return 3") == [("pkg.objects", "passed_on")]  # getattr: all of mod
    assert changed("b.py", "SCALE = 2", "SCALE = 3") == [("pkg.a", "f")]  # a constant g names
    assert changed("problem.py", "reg.add(f)", "reg.add(f, 1)") == []  # the registration is no one's
    assert changed("mod.py", "return 1", "return 4") == [
        ("pkg.a", "f"), ("pkg.objects", "by_attribute"), ("pkg.objects", "passed_on")]


def test_a_name_of_a_lazy_package_reaches_the_module_it_is_loaded_from(tmp_path):
    """``from pkg.lazy import fast`` (a package whose ``__getattr__`` imports
    on first use, PEP 562) reaches the module its ``TYPE_CHECKING`` block
    names for ``fast``, not the package's other modules."""
    index = _package(tmp_path, {
        "lazy/__init__.py": '''
            from typing import TYPE_CHECKING
            if TYPE_CHECKING:
                from pkg.lazy.fast import fast
                from pkg.lazy.slow import slow
            _LAZY = {"fast": "pkg.lazy.fast", "slow": "pkg.lazy.slow"}

            def __getattr__(name):
                import importlib
                return getattr(importlib.import_module(_LAZY[name]), name)
        ''',
        "lazy/fast.py": "def fast():\n    return 1\n",
        "lazy/slow.py": "def slow():\n    return 2\n",
        "user.py": "from pkg.lazy import fast\n\n\ndef use():\n    return fast()\n",
    })
    before = _version(index, "pkg.user", "use")
    _edit(tmp_path, "lazy/slow.py", "return 2", "return 3")
    assert _version(_package(tmp_path, {}), "pkg.user", "use") == before
    _edit(tmp_path, "lazy/fast.py", "return 1", "return 4")
    assert _version(_package(tmp_path, {}), "pkg.user", "use") != before


def test_a_data_file_named_by_reached_code_counts(tmp_path):
    index = _package(tmp_path, {
        "gen.py": 'FILE = "table.csv"\n\ndef generate():\n    return open(FILE).read()\n\ndef other():\n    return 1\n',
        "table.csv": "a,b\n1,2\n"})
    generate, other = _version(index, "pkg.gen", "generate"), _version(index, "pkg.gen", "other")
    (tmp_path / "pkg" / "table.csv").write_text("a,b\n1,3\n")
    fresh = _package(tmp_path, {})
    assert _version(fresh, "pkg.gen", "generate") != generate
    assert _version(fresh, "pkg.gen", "other") == other


def test_the_values_a_closure_or_partial_binds_are_part_of_the_version():
    import functools

    def make(kind):
        def method(instance, budget):
            return kind
        return method

    assert V.roots_of([make("fifo")]).bound != V.roots_of([make("sjf")]).bound
    assert V.roots_of([make("fifo")]).entries == V.roots_of([make("sjf")]).entries
    part = V.roots_of([functools.partial(make, "fifo")])
    assert part.entries == V.roots_of([make]).entries and "'fifo'" in part.bound


# ------------------------------------------------------------------ the real packages


def _copy_packages(dest: Path) -> dict[str, Path]:
    """The packages laid out as a wheel installs them, without what a wheel
    leaves out (the ``derive_*.py`` scripts beside the profile catalogs)."""
    out = {}
    for package, folder in PACKAGE_DIRS.items():
        target = dest / package.replace(".", "/")
        shutil.copytree(folder, target, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", "derive_*.py"))
        out[package] = target
    return out


def _every_root():
    from schedbench.registry import registry

    roots = {}
    for spec in registry():
        roots[spec.name] = V.roots_of(V.problem_objects(spec))
        for name, method in spec.methods.items():
            roots[f"{spec.name}/{name}"] = V.roots_of([method.run])
    return roots


def test_a_wheel_layout_and_the_repository_give_the_same_versions_and_edits_change_only_their_own(
        tmp_path, fresh_versions):
    """The installed versions equal those read from a copy laid out as a
    wheel installs it (no derive scripts); then, in the copy: a comment and
    a docstring in a heuristic change nothing, a line of greedy's logic
    changes greedy's version only, and a catalog row the generators read
    changes the versions of the CUCKOO problems only."""
    from schedbench.registry import registry

    live = {}
    for spec in registry():
        live[spec.name] = V.problem_version(spec)
        for name, method in spec.methods.items():
            live[f"{spec.name}/{name}"] = V.method_version(method)
    assert len(set(live.values())) == len(live)  # every method and problem its own version
    roots = _every_root()
    packages = _copy_packages(tmp_path / "site")
    assert not list(packages["schedbench.instances"].glob("profiles/derive_*.py"))
    cache = V.AnalysisCache(tmp_path / "copy-cache")

    def versions():
        index = V.SourceIndex(packages, cache)
        return {k: V.version_of(index, r) for k, r in roots.items()}

    assert versions() == live

    def changed():
        now = versions()
        return sorted(k for k in live if now[k] != live[k])

    heuristics = packages["schedbench.heuristics"] / "cuckoo.py"
    text = heuristics.read_text()
    start = text.index("\ndef greedy(")
    body_start = text.index('"""', start)
    heuristics.write_text(text[:start] + "\n# a new comment" + text[start:body_start + 3] + "Edited. "
                          + text[body_start + 3:])
    assert changed() == []
    end = text.index("\n    return", start)
    heuristics.write_text(text[:end] + "\n    _ = None" + text[end:])
    assert changed() == ["cuckoo-packing/greedy"]
    heuristics.write_text(text)
    catalog = packages["schedbench.instances"] / "profiles" / "cuckoo_stages.csv"
    catalog.write_text(catalog.read_text() + "\n")
    assert changed() == ["cuckoo-joint", "cuckoo-packing", "cuckoo-planning"]


def test_the_code_version_label_leaves_out_what_a_wheel_leaves_out():
    """The release label hashes the installed modules only: not the scripts
    beside the profile catalogs, which a wheel does not ship."""
    from schedbench.harness.store import code_files

    files = code_files()
    assert "schedbench/instances/catalog.py" in files
    assert not [f for f in files if "/profiles/" in f]


#: A small instance of every problem, for the traced runs below.
TINY_SIZES = {"cuckoo-packing": 8, "cuckoo-planning": 4, "cuckoo-joint": 4, "asrpt-placement": 4, "asrpt-schedule": 8,
              "castor-pair": 4, "castor-schedule": 4, "gimbal-coordination": 2, "horus-placement": 4,
              "horus-online": 8}


@pytest.mark.slow
def test_every_definition_a_cell_runs_is_part_of_its_versions(fresh_versions):
    """Run every method of every problem on a small instance with a profiler
    hook: each project function that runs (by its top-level definition) is
    reached by the method's version or by the problem's. About 10 s."""
    from schedbench.contracts import Budget
    from schedbench.harness.runner import run_and_score
    from schedbench.registry import registry

    modules = {}
    for package, folder in V.package_roots().items():
        for path in folder.rglob("*.py"):
            parts = path.relative_to(folder).with_suffix("").parts
            modules[str(path.resolve())] = ".".join((package, *(parts[:-1] if parts[-1] == "__init__" else parts)))
    budget = Budget(time_limit_s=10.0)
    missing = []
    for spec in registry():
        instance = spec.generate(size=TINY_SIZES[spec.name], seed=0)
        of_problem = V.reached(V.problem_objects(spec))
        for name, method in spec.methods.items():
            ran: set[tuple[str, str]] = set()

            def hook(frame, event, arg, ran=ran):
                if event == "call" and frame.f_code.co_filename in modules:
                    ran.add((modules[frame.f_code.co_filename], frame.f_code.co_qualname.split(".")[0]))

            sys.setprofile(hook)
            try:
                run_and_score(spec, name, instance, budget)
            finally:
                sys.setprofile(None)
            covered = V.reached([method.run]) | of_problem
            missing += [(spec.name, name, m, top) for m, top in sorted(ran)
                        if not top.startswith("<") and (m, top) not in covered]  # <lambda> of module-level code
    assert missing == []


def test_versions_read_back_from_the_cache_are_the_same(tmp_path):
    roots = _every_root()
    fresh = V.SourceIndex(PACKAGE_DIRS, V.AnalysisCache(tmp_path / "c"))
    first = {k: V.version_of(fresh, r) for k, r in roots.items()}
    V.save_cache(fresh)
    (cache_file,) = (tmp_path / "c").iterdir()
    again = V.SourceIndex(PACKAGE_DIRS, V.AnalysisCache(tmp_path / "c"))
    assert {k: V.version_of(again, r) for k, r in roots.items()} == first
    assert not again.cache.pending()  # every module came from the cache
    cache_file.write_text("{not json")  # a damaged cache is no cache
    damaged = V.SourceIndex(PACKAGE_DIRS, V.AnalysisCache(tmp_path / "c"))
    assert {k: V.version_of(damaged, r) for k, r in roots.items()} == first


def test_a_plugin_is_versioned_by_its_package():
    origin = PluginOrigin("mypkg", "1.2", "mypkg.heuristics:greedy")
    spec = MethodSpec("mypkg-greedy", lambda instance, budget: None, "heuristic", "x", origin=origin)
    assert V.method_version(spec) == "plugin=mypkg==1.2"


# ------------------------------------------------------------------ running twice


TOY_MODULE = "toy_edited"


@pytest.fixture
def editable_toy(tmp_path, monkeypatch, fresh_versions):
    """A copy of the toy problem, registered as the process's registry,
    whose file the test edits between runs."""
    path = tmp_path / f"{TOY_MODULE}.py"
    shutil.copy(TESTS / "toy_problem.py", path)
    spec = importlib.util.spec_from_file_location(TOY_MODULE, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, TOY_MODULE, module)
    spec.loader.exec_module(module)
    monkeypatch.setattr(importlib.import_module("schedbench.registry"), "_REGISTRY", module.make_registry())
    return path


def _rewrite(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new))
    V.clear_caches()  # the source changed under this process


def test_editing_the_code_runs_again_exactly_the_cells_whose_code_changed(editable_toy, tmp_path):
    m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0, 1], methods=["exact", "good"])

    def planned(db):
        return sorted((t.cell.method, t.cell.instance_seed) for t in plan(m, db, "label").tasks)

    with Store(tmp_path / "s.sqlite") as db:
        assert execute(plan(m, db, "label"), db, LocalExecutor(1)).executed == 4
        assert planned(db) == []
        # a comment, a docstring and another method's logic: nothing runs again
        _rewrite(editable_toy, "def good(instance: ToyInstance, budget: Budget) -> MethodResult:\n",
                 'def good(instance: ToyInstance, budget: Budget) -> MethodResult:\n    """The first k."""\n'
                 "    # a comment\n")
        _rewrite(editable_toy, "def crashy(", "def crashy_renamed(instance, budget):\n    return 1\n\n\ndef crashy(")
        assert planned(db) == []
        # one method's logic: its cells only
        _rewrite(editable_toy, "    return MethodResult(ToySolution(tuple(range(instance.k))), Status.FEASIBLE)\n",
                 "    chosen = tuple(range(instance.k))\n    return MethodResult(ToySolution(chosen), Status.FEASIBLE)\n")
        assert planned(db) == [("good", 0), ("good", 1)]
        again = plan(m, db, "label")
        assert (again.stored, again.outdated, len(again.tasks)) == (2, 2, 2)
        assert execute(again, db, LocalExecutor(1)).executed == 2
        assert planned(db) == []
        # the evaluator: every cell of the problem
        _rewrite(editable_toy, '        violations.append("picks an item twice")',
                 '        violations.append("picks an item more than once")')
        assert planned(db) == [("exact", 0), ("exact", 1), ("good", 0), ("good", 1)]
        assert len(db.rows()) == 6 and len(db.latest_rows()) == 4


# ------------------------------------------------------------------ stores of schema version 2


def _v2_store(path: Path, rows: list[dict]) -> None:
    """A store as schema version 2 wrote it: keyed by the code version."""
    columns = [c for c in COLUMNS if c not in ("method_version", "problem_version")]
    key = ("problem", "instance_id", "method", "seed", "budget_key", "code_version", "env_key")
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    conn.execute("INSERT INTO meta VALUES ('schema_version', '2')")
    conn.execute(f"CREATE TABLE cells ({', '.join(columns)}, PRIMARY KEY ({', '.join(key)}))")
    conn.execute("CREATE INDEX cells_by_version ON cells (code_version, problem)")
    conn.execute(f"CREATE TABLE claims ({', '.join(key)}, owner, host, pid, claimed_at, PRIMARY KEY ({', '.join(key)}))")
    for row in rows:
        conn.execute(f"INSERT INTO cells ({', '.join(row)}) VALUES ({', '.join('?' for _ in row)})", list(row.values()))
    conn.commit()
    conn.close()


def test_a_store_of_schema_version_2_is_upgraded_and_its_cells_run_again(toy_registry, tmp_path):
    path = tmp_path / "old.sqlite"
    with Store(tmp_path / "donor.sqlite") as donor:  # rows as this release writes them, less the versions
        m = matrix_from_flags(["toy-pick"], sizes=[4], seeds=[0], methods=["exact", "good"])
        execute(plan(m, donor, "0.1.0+old"), donor, LocalExecutor(1))
        env_key = donor.env_key
        old = [{c: (json.dumps(v) if isinstance(v, (dict, list)) else v) for c, v in r.items()
                if c not in ("method_version", "problem_version")} for r in donor.rows(with_solution=True)]
    _v2_store(path, old)
    with Store(path) as db:
        conn = db._conn
        assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()[0] == "3"
        pk = [r[1] for r in sorted(conn.execute("PRAGMA table_info(cells)"), key=lambda r: r[5]) if r[5]]
        assert tuple(pk) == KEY_COLUMNS
        rows = db.rows()
        assert len(rows) == 2 and {(r["method_version"], r["problem_version"], r["env_key"]) for r in rows} == {
            ("0.1.0+old", "0.1.0+old", env_key)}
        # readable as before; its cells run again at this release's versions, and both runs stay
        assert len(db.latest_rows()) == 2
        again = plan(m, db, "0.1.0+new")
        assert (again.stored, len(again.tasks)) == (0, 2)
        execute(again, db, LocalExecutor(1))
        assert db.count() == 4
        assert {r["code_version"] for r in db.latest_rows()} == {"0.1.0+new"}
    with Store(path) as db:  # opens again without upgrading twice
        assert db.count() == 4


def test_a_store_of_schema_version_2_that_cannot_be_written_is_one_line(tmp_path, monkeypatch):
    import schedbench.harness.store as store_module
    from schedbench.errors import SchedbenchError

    def read_only(conn):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    path = tmp_path / "old.sqlite"
    _v2_store(path, [])
    monkeypatch.setattr(store_module, "_upgrade_from_2", read_only)
    with pytest.raises(SchedbenchError, match="a store of schema version 2, which this release upgrades to 3 in "
                                              "place, could not be upgraded .attempt to write a readonly database"):
        Store(path, create=False)
    monkeypatch.undo()
    with Store(path, create=False) as db:  # untouched: it upgrades once it can
        assert db.count() == 0
