"""Versions per method and per problem: the part of a cell's store key that
follows the code.

A cell's result can change only when code that runs for it changes, so a
cell is keyed by two versions, each a hash of that code (asv versions each
benchmark by its own source; joblib's cache each function):

* a **method's version** covers the method's function and every definition
  it can reach;
* a **problem's version** covers its generator, its evaluator, its instance
  and solution types (and the check of solutions outside its bounds), the
  definitions they reach, and the harness's scoring path
  (:func:`~schedbench.harness.runner.run_and_score` and
  :func:`~schedbench.scoring.evaluator`), through which every cell is scored.

**What "reach" means.** The source is read, never imported (:func:`analyse`,
with :mod:`ast`): each module of the project's packages
(:data:`VERSION_PACKAGES`) is cut into its top-level statements, and a
statement is reached when a reached statement names what it defines. A
function or class counts whole (its nested functions, its methods); an
``import`` counts wherever it is, inside functions too (the lazy imports
this code base uses), and ``from m import f`` reaches ``f``'s definition in
``m``, not the rest of ``m``. A module imported as an object
(``from schedbench.heuristics import asrpt as heuristics``) reaches the
attributes taken from it (``heuristics.heavy_edge``), or all of it where
the object itself is passed on (``getattr(heuristics, name)``). Code that
runs when a module is imported is always reached with it: its imports,
every statement that calls something (``X = load()``, ``try``/``if``
blocks) and every definition whose decorator may register it somewhere
(any decorator outside :data:`PURE_DECORATORS`). Plain constants
(``W = 0.6``) count where they are named. So a problem module's
``register()``, which imports every method of its paper, is reached by no
method and by no generator or evaluator; neither is a paper-table study
that imports the harness.

**What is hashed.** Each reached statement as :func:`ast.dump` prints it,
without positions and without statements that are only a string (the
docstrings): a comment, a docstring, a blank line or moved code change
nothing. Also hashed: the package data files that reached code names in a
string literal (``"cuckoo_stages.csv"``: the profile catalogs the
generators read, ``data_registry.toml``, whose SHA-256 pins each public
trace), the values a method's closure or ``functools.partial`` binds
(``schedule_method("fifo")``), and :data:`VERSION_EPOCH`, which a
maintainer bumps to run every cell again.

**Limits.** Code reached only dynamically (a name built from a string and
looked up in a module's globals; ``importlib.import_module`` of a computed
name) is not seen, nor is a file a generator opens by a computed name; the
harness's process management (:mod:`~schedbench.harness.executor`: worker
start, limits, kills) is not part of any version; a change there that
changes results is a bug, and its fix bumps :data:`VERSION_EPOCH`. The
numerical libraries, the solvers and the Python version are the store's
environment key, not a version. Plug-ins are versioned by their package
and version (:class:`~schedbench.specs.PluginOrigin`), not their source.

Source outside the installed packages (the ``derive_*.py`` scripts beside
the profile catalogs, which a wheel leaves out) is never reached, so an
editable install and a wheel of one commit give the same versions.

**Cost.** Reading the source costs about a second the first time; each
module's analysis is then kept in a per-user cache keyed by the SHA-256 of
its content (:data:`CACHE_ENV`), so later processes read it back in
milliseconds, and each process computes each version once.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import inspect
import json
import os
import sys
import tempfile
from collections import deque
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from importlib.util import find_spec
from pathlib import Path
from typing import Any

#: Bumped by hand to give every method and problem a new version, so that
#: every cell runs again (a fix of the harness that changes results).
VERSION_EPOCH = 1
#: Hex digits of a version.
VERSION_HASH_LENGTH = 12
#: The installed packages whose modules a version can reach (pyproject's
#: package-dir: the layers install as sub-packages of ``schedbench``).
VERSION_PACKAGES = (
    "schedbench",
    "schedbench.instances",
    "schedbench.formulations",
    "schedbench.heuristics",
    "schedbench.solvers",
)
#: The harness's scoring path: every cell's result passes through these.
SCORING_ENTRIES = (("schedbench.harness.runner", "run_and_score"), ("schedbench.scoring", "evaluator"))
#: Decorators that register nothing (they wrap, cache or describe): a
#: definition decorated only by these counts where it is named, like an
#: undecorated one. Any other decorator makes its definition count whenever
#: its module does.
PURE_DECORATORS = frozenset({
    "dataclass", "property", "cached_property", "classmethod", "staticmethod", "lru_cache", "cache", "wraps",
    "contextmanager", "runtime_checkable", "total_ordering", "with_config", "evaluator", "overload", "final",
})
#: A folder for the per-user cache of module analyses, or one of
#: :data:`CACHE_OFF` to keep none (default: the user cache folder's
#: ``schedbench/versions``).
CACHE_ENV = "SCHEDBENCH_VERSION_CACHE"
#: Values of :data:`CACHE_ENV` that turn the cache off.
CACHE_OFF = frozenset({"off", "0", "no", "false", "none"})
#: Bumped when :func:`analyse`'s output changes, so that a cache written by
#: an earlier release is not read.
ANALYSIS_FORMAT = 1
#: A string literal longer than this is no file or module name.
MAX_NAME_LITERAL = 200
#: The entry name that stands for every statement of a module.
ALL = "*"
#: A unit's index that stands for its module's import-time code.
MODULE_NODE = -1


# ------------------------------------------------------------------ analysis


@dataclass(frozen=True)
class ImportRef:
    """One imported name, as written: ``from <level dots><module> import
    <name> as <alias>``; ``name`` None for ``import <module> as <alias>``."""

    level: int
    module: str
    name: str | None
    alias: str | None


@dataclass(frozen=True)
class Unit:
    """One top-level statement of a module (an import, one per name).

    ``binds``: the module-level names it defines; ``root``: whether it runs
    whenever its module is imported (its effects do not wait to be named);
    ``names``: names it uses as such; ``attrs``: ``(name, attribute)`` pairs
    it takes (``heuristics.heavy_edge``); ``imports``: every import in it;
    ``strings``: its string literals that may name a file or a module;
    ``digest``: the hash of the statement without docstrings or positions.
    """

    kind: str  # "import", "typing" (an import that never runs), "def", "value" or "code"
    binds: tuple[str, ...]
    root: bool
    names: tuple[str, ...]
    attrs: tuple[tuple[str, str], ...]
    imports: tuple[ImportRef, ...]
    strings: tuple[str, ...]
    digest: str


@dataclass(frozen=True)
class ModuleAnalysis:
    """A module's top-level statements (:func:`analyse`)."""

    units: tuple[Unit, ...]

    def to_json(self) -> list[Any]:
        return [{"kind": u.kind, "binds": u.binds, "root": u.root, "names": u.names, "attrs": u.attrs,
                 "imports": [[i.level, i.module, i.name, i.alias] for i in u.imports], "strings": u.strings,
                 "digest": u.digest} for u in self.units]

    @classmethod
    def from_json(cls, data: Sequence[Mapping[str, Any]]) -> "ModuleAnalysis":
        return cls(tuple(
            Unit(u["kind"], tuple(u["binds"]), bool(u["root"]), tuple(u["names"]),
                 tuple((a, b) for a, b in u["attrs"]), tuple(ImportRef(*i) for i in u["imports"]),
                 tuple(u["strings"]), u["digest"])
            for u in data))


def _is_docstring(stmt: ast.stmt) -> bool:
    """A statement that is only a string: a docstring (or an attribute's);
    it does nothing when run."""
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


def _decorator_name(node: ast.expr) -> str:
    """``lru_cache`` for ``@lru_cache``, ``@functools.lru_cache(maxsize=8)``."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def _registers(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> bool:
    return any(_decorator_name(d) not in PURE_DECORATORS for d in node.decorator_list)


def _calls(node: ast.AST) -> bool:
    """Whether evaluating ``node`` may run code (a call, an await, a yield)."""
    return any(isinstance(n, (ast.Call, ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr)) for n in ast.walk(node))


def _stored_names(node: ast.AST) -> list[str]:
    """The module-level names a compound statement may bind."""
    out = []
    for n in ast.walk(node):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            out.append(n.id)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.append(n.name)
        elif isinstance(n, (ast.Import, ast.ImportFrom)):
            out += [_bound_name(a, isinstance(n, ast.Import)) for a in n.names if a.name != "*"]
    return out


def _bound_name(alias: ast.alias, plain_import: bool) -> str:
    if alias.asname:
        return alias.asname
    return alias.name.split(".")[0] if plain_import else alias.name


def _import_refs(node: ast.Import | ast.ImportFrom) -> list[ImportRef]:
    if isinstance(node, ast.Import):
        return [ImportRef(0, a.name, None, a.asname) for a in node.names]
    return [ImportRef(node.level, node.module or "", a.name, a.asname or (None if a.name == "*" else a.name))
            for a in node.names]


def _looks_like_a_name(text: str) -> bool:
    """A string literal that may name a data file or a module."""
    return 0 < len(text) <= MAX_NAME_LITERAL and "." in text and not any(c.isspace() for c in text)


def _scan(node: ast.AST) -> tuple[list[str], list[tuple[str, str]], list[ImportRef], list[str], str]:
    """One walk over ``node``: drops its string-only statements (in place)
    and returns (names used as such, (name, attribute) pairs, imports,
    name-like string literals, digest).

    The digest hashes every node's type and fields in a depth-first order,
    without positions (what :func:`ast.dump` prints, at a fraction of its
    cost): each node gives its type and, per field, its value or the number
    of nodes under it, so two trees share a digest only when they are equal.
    """
    names: list[str] = []
    attrs: list[tuple[str, str]] = []
    imports: list[ImportRef] = []
    strings: list[str] = []
    out: list[str] = []
    stack = [node]
    while stack:
        n = stack.pop()
        kind = type(n).__name__
        if isinstance(n, ast.Name):
            names.append(n.id)
            out.append(f"{kind} {n.id} {type(n.ctx).__name__}")
            continue
        if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name):
            attrs.append((n.value.id, n.attr))
            out.append(f"{kind} {n.value.id} {n.attr} {type(n.ctx).__name__}")
            continue
        if isinstance(n, ast.Constant):
            if isinstance(n.value, str) and _looks_like_a_name(n.value):
                strings.append(n.value)
            out.append(f"{kind} {n.value!r} {n.kind!r}")
            continue
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            imports += _import_refs(n)
            out.append(f"{kind} {getattr(n, 'level', 0)} {getattr(n, 'module', None)!r} "
                       f"{[(a.name, a.asname) for a in n.names]!r}")
            continue
        out.append(kind)
        for name in n._fields:
            value = getattr(n, name, None)
            if isinstance(value, list):
                if value and isinstance(value[0], ast.stmt) and name in ("body", "orelse", "finalbody"):
                    value = [s for s in value if not _is_docstring(s)]
                    setattr(n, name, value)
                out.append(f" {name}[{len(value)}]")
                for v in value:
                    if isinstance(v, ast.AST):
                        stack.append(v)
                    else:
                        out.append(f" {v!r}")
            elif isinstance(value, ast.AST):
                out.append(f" {name}:")
                stack.append(value)
            else:
                out.append(f" {name}={value!r}")
    digest = hashlib.sha256("\n".join(out).encode()).hexdigest()[:16]
    return names, attrs, imports, strings, digest


def _unit(kind: str, node: ast.AST, binds: Iterable[str], root: bool) -> Unit:
    names, attrs, imports, strings, digest = _scan(node)
    return Unit(kind, tuple(dict.fromkeys(binds)), root, tuple(sorted(set(names))), tuple(sorted(set(attrs))),
                tuple(imports), tuple(sorted(set(strings))), digest)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _is_main_guard(test: ast.expr) -> bool:
    """``__name__ == "__main__"``: code that runs only as a script."""
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and len(test.comparators) == 1 and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__")


def _units_of(stmt: ast.stmt, *, runs: bool = True) -> list[Unit]:
    """The units of one top-level statement; ``runs`` False inside ``if
    TYPE_CHECKING:``, whose imports never run but tell which module a lazy
    name comes from."""
    if _is_docstring(stmt):
        return []
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        out = []
        for alias in stmt.names:
            one = ast.Import(names=[alias]) if isinstance(stmt, ast.Import) else ast.ImportFrom(
                module=stmt.module, names=[alias], level=stmt.level)
            binds = () if alias.name == "*" else (_bound_name(alias, isinstance(stmt, ast.Import)),)
            out.append(_unit("import" if runs else "typing", one, binds, root=runs and alias.name == "*"))
        return out
    if isinstance(stmt, ast.If) and _is_main_guard(stmt.test):
        return []
    if isinstance(stmt, ast.If) and _is_type_checking(stmt.test):
        return [u for s in stmt.body for u in _units_of(s, runs=False)] + [
            u for s in stmt.orelse for u in _units_of(s, runs=runs)]
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [_unit("def", stmt, (stmt.name,), root=runs and _registers(stmt))]
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None:
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
        names = [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        pure = all(isinstance(t, ast.Name) for t in targets) and not _calls(stmt.value)
        return [_unit("value", stmt, names, root=runs and not pure)]
    return [_unit("code", stmt, _stored_names(stmt), root=runs)]


def analyse(source: bytes | str) -> ModuleAnalysis:
    """The units of a module's source (pure; raises SyntaxError on bad source)."""
    tree = ast.parse(source)
    return ModuleAnalysis(tuple(u for stmt in tree.body for u in _units_of(stmt)))


# ------------------------------------------------------------------ the cache


def default_cache_folder() -> Path | None:
    """The folder of the analysis cache (:data:`CACHE_ENV`), None when off."""
    env = os.environ.get(CACHE_ENV)
    if env is not None:
        return None if env.strip().lower() in CACHE_OFF or not env.strip() else Path(env)
    try:
        import platformdirs
    except ImportError:  # pragma: no cover - a dependency
        return None
    return Path(platformdirs.user_cache_dir("schedbench")) / "versions"


class AnalysisCache:
    """Module analyses by the SHA-256 of the module's content, in one JSON
    file per Python version (``ast.dump`` prints each version's tree its
    own way). A cache that cannot be read or written is no cache: nothing
    fails for it."""

    def __init__(self, folder: Path | None):
        self.folder = folder
        tag = f"py{sys.version_info.major}{sys.version_info.minor}-f{ANALYSIS_FORMAT}"
        self.path = None if folder is None else folder / f"analyses-{tag}.json"
        self._entries: dict[str, Any] | None = None
        self._new: dict[str, Any] = {}

    def _load(self) -> dict[str, Any]:
        if self._entries is None:
            self._entries = {}
            if self.path is not None:
                try:
                    data = json.loads(self.path.read_text(encoding="utf-8"))
                    self._entries = data if isinstance(data, dict) else {}
                except (OSError, ValueError):
                    pass
        return self._entries

    def get(self, key: str) -> ModuleAnalysis | None:
        data = self._new.get(key) or self._load().get(key)
        if data is None:
            return None
        try:
            return ModuleAnalysis.from_json(data)
        except (KeyError, TypeError, ValueError):  # a damaged entry is computed again
            return None

    def pending(self) -> bool:
        """Whether analyses were added since the last :meth:`save`."""
        return self.path is not None and bool(self._new)

    def put(self, key: str, analysis: ModuleAnalysis) -> None:
        if self.path is not None:
            self._new[key] = analysis.to_json()

    def save(self, keep: Collection[str]) -> None:
        """Write the new entries beside those on disk whose key is in
        ``keep`` (the current modules' contents), atomically."""
        if self.path is None or not self._new:
            return
        self._entries = None
        entries = {k: v for k, v in self._load().items() if k in keep}
        entries.update(self._new)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".analyses-", suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(entries, fh, separators=(",", ":"))
            os.replace(tmp, self.path)
        except OSError:
            return
        self._entries, self._new = entries, {}


# ------------------------------------------------------------------ the index


def package_roots(packages: Iterable[str] = VERSION_PACKAGES) -> dict[str, Path]:
    """Installed package -> its folder, found without importing the layers."""
    roots = {}
    for package in packages:
        try:
            spec = find_spec(package)
        except ImportError:  # pragma: no cover
            spec = None
        for location in (spec.submodule_search_locations or []) if spec is not None else []:
            roots[package] = Path(location)
            break
    return roots


@dataclass
class SourceIndex:
    """The project's modules (``packages``: installed package -> folder)
    and their analyses; modules outside them may be added by path
    (:meth:`add`), as the roots of a version only."""

    packages: Mapping[str, Path]
    cache: AnalysisCache = field(default_factory=lambda: AnalysisCache(None))
    _paths: dict[str, Path | None] = field(default_factory=dict)
    _analyses: dict[str, ModuleAnalysis | None] = field(default_factory=dict)
    _content: dict[Path, str] = field(default_factory=dict)
    _data: dict[str, list[tuple[str, Path]]] | None = None

    def add(self, module: str, path: Path) -> bool:
        """Read ``module`` from ``path`` (a root outside the packages);
        whether that is new."""
        if self._paths.get(module) is not None:
            return False
        self._paths[module] = path
        self._analyses.pop(module, None)
        return True

    def path(self, module: str) -> Path | None:
        """The source file of ``module``: a module of a regular package
        (every folder on the way holds an ``__init__.py``) of ``packages``."""
        if module not in self._paths:
            self._paths[module] = self._find(module)
        return self._paths[module]

    def _find(self, module: str) -> Path | None:
        owners = [p for p in self.packages if module == p or module.startswith(p + ".")]
        if not owners:
            return None
        package = max(owners, key=len)
        folder = self.packages[package]
        parts = module[len(package):].lstrip(".").split(".") if module != package else []
        for part in parts[:-1]:
            folder = folder / part
            if not (folder / "__init__.py").is_file():
                return None
        if not parts:
            candidate = folder / "__init__.py"
        elif (folder / parts[-1] / "__init__.py").is_file():
            candidate = folder / parts[-1] / "__init__.py"
        else:
            candidate = folder / f"{parts[-1]}.py"
        return candidate if candidate.is_file() else None

    def is_module(self, module: str) -> bool:
        return self.path(module) is not None

    def is_package(self, module: str) -> bool:
        path = self.path(module)
        return path is not None and path.name == "__init__.py"

    def content_hash(self, path: Path) -> str:
        if path not in self._content:
            self._content[path] = hashlib.sha256(path.read_bytes()).hexdigest()
        return self._content[path]

    def analysis(self, module: str) -> ModuleAnalysis | None:
        """The analysis of ``module`` (None: not a module here, or not Python
        this interpreter parses)."""
        if module not in self._analyses:
            path = self.path(module)
            found = None
            if path is not None:
                key = self.content_hash(path)
                found = self.cache.get(key)
                if found is None:
                    try:
                        found = analyse(path.read_bytes())
                    except (SyntaxError, ValueError):
                        found = None
                    if found is not None:
                        self.cache.put(key, found)
            self._analyses[module] = found
        return self._analyses[module]

    def resolve(self, module: str, ref: ImportRef) -> str:
        """The absolute module ``ref`` names, read in ``module``."""
        if ref.level == 0:
            return ref.module
        base = module.split(".") if self.is_package(module) else module.split(".")[:-1]
        base = base[: len(base) - (ref.level - 1)] if ref.level > 1 else base
        return ".".join([*base, ref.module] if ref.module else base)

    def data_files(self, literal: str) -> list[tuple[str, Path]]:
        """The package data files (not Python source) a string literal
        names: by file name (``cuckoo_stages.csv``) or by the end of its
        path (``profiles/cuckoo_stages.csv``); each as (installed path, file)."""
        if self._data is None:
            self._data = {}
            for package, folder in self.packages.items():
                prefix = package.replace(".", "/")
                for path in folder.rglob("*"):
                    rel = path.relative_to(folder).as_posix()
                    if path.suffix in (".py", ".pyc") or "__pycache__" in rel or not path.is_file():
                        continue
                    self._data.setdefault(path.name, []).append((f"{prefix}/{rel}", path))
        name = literal.rsplit("/", 1)[-1]
        return [(rel, p) for rel, p in self._data.get(name, []) if rel == literal or rel.endswith("/" + literal)
                or literal == name]

    def current_contents(self) -> set[str]:
        """The content hashes of every module of ``packages`` (what the cache keeps)."""
        out = set()
        for folder in self.packages.values():
            for path in folder.rglob("*.py"):
                if "__pycache__" not in path.parts:
                    out.add(self.content_hash(path))
        return out | set(self._content.values())


# ------------------------------------------------------------------ reach

Node = tuple[str, int]  # (module, unit index); MODULE_NODE: the module's import-time code


@dataclass
class _Graph:
    """Which units reach which, computed on demand over a :class:`SourceIndex`."""

    index: SourceIndex
    _edges: dict[Node, tuple[Node, ...]] = field(default_factory=dict)
    _binders: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    _objects: dict[str, dict[str, str]] = field(default_factory=dict)

    def unit(self, node: Node) -> Unit:
        analysis = self.index.analysis(node[0])
        assert analysis is not None
        return analysis.units[node[1]]

    def binders(self, module: str) -> dict[str, list[int]]:
        if module not in self._binders:
            table: dict[str, list[int]] = {}
            analysis = self.index.analysis(module)
            for i, unit in enumerate(analysis.units if analysis else ()):
                for name in unit.binds:
                    table.setdefault(name, []).append(i)
            self._binders[module] = table
        return self._binders[module]

    def entry(self, module: str, name: str | None) -> list[Node]:
        """The nodes that using ``name`` of ``module`` reaches (None: the
        module imported; :data:`ALL`: all of it)."""
        analysis = self.index.analysis(module)
        if analysis is None:
            return []
        nodes: list[Node] = [(module, MODULE_NODE)]
        if name is None:
            return nodes
        if name == ALL:
            return nodes + [(module, i) for i in range(len(analysis.units))]
        binders = self.binders(module)
        found = binders.get(name)
        if found:  # and a lazy package's loader, which runs to fetch it
            return nodes + [(module, i) for i in (*found, *binders.get("__getattr__", ()))]
        if self.index.is_module(f"{module}.{name}"):
            return nodes + self.entry(f"{module}.{name}", ALL)
        # a name the module does not define: a lazy package's (PEP 562); every
        # module its tables name by string, and all of it
        named = {s.split(":")[0] for u in analysis.units for s in u.strings}
        return nodes + [(module, i) for i in range(len(analysis.units))] + [
            n for m in sorted(named) if self.index.is_module(m) for n in self.entry(m, ALL)]

    def _imported(self, module: str, ref: ImportRef) -> tuple[str | None, str | None]:
        """(module object, None) or (module, name) that ``ref`` imports;
        (None, None) outside the project."""
        target = self.index.resolve(module, ref)
        if ref.name is None:
            return (target, None) if self.index.is_module(target) else (None, None)
        if ref.name != ALL and self.index.is_module(f"{target}.{ref.name}"):
            return f"{target}.{ref.name}", None
        return (target, ref.name) if self.index.is_module(target) else (None, None)

    def edges(self, node: Node) -> tuple[Node, ...]:
        if node not in self._edges:
            self._edges[node] = tuple(dict.fromkeys(self._compute(node)))
        return self._edges[node]

    def _compute(self, node: Node) -> Iterator[Node]:
        module, i = node
        analysis = self.index.analysis(module)
        if analysis is None:
            return
        if i == MODULE_NODE:  # importing the module runs its roots and imports its imports
            for j, unit in enumerate(analysis.units):
                if unit.root:
                    yield (module, j)
                if unit.kind == "import":  # not "typing": those never run
                    for ref in unit.imports:
                        target, _ = self._imported(module, ref)
                        if target is not None:
                            yield from self.entry(target, None)
            return
        unit = analysis.units[i]
        yield (module, MODULE_NODE)
        # imports made inside the unit (and the unit itself, if an import)
        objects: dict[str, str] = {}
        for ref in unit.imports:
            target, name = self._imported(module, ref)
            if target is None:
                continue
            if name is None:
                if ref.name is None and ref.alias is None:  # import a.b.c: used as a.b.c.x; all of it
                    yield from self.entry(target, ALL)
                    continue
                objects[ref.alias or ref.name or target] = target
                yield from self.entry(target, None)
            else:
                yield from self.entry(target, name)
        if unit.kind in ("import", "typing"):
            return
        objects_here = {**self._module_objects(module), **objects}
        binders = self.binders(module)
        for name in unit.names:
            if name in objects_here:  # a module object passed on as such: all of it
                yield from self.entry(objects_here[name], ALL)
            yield from ((module, j) for j in binders.get(name, ()))
        for base, attr in unit.attrs:
            if base in objects_here:
                yield from self.entry(objects_here[base], attr)
            yield from ((module, j) for j in binders.get(base, ()))

    def _module_objects(self, module: str) -> dict[str, str]:
        """Name -> module, for the module objects that ``module``'s top-level imports bind."""
        if module not in self._objects:
            analysis = self.index.analysis(module)
            out = {}
            for unit in analysis.units if analysis else ():
                if unit.kind not in ("import", "typing"):
                    continue
                for ref in unit.imports:
                    target, name = self._imported(module, ref)
                    if target is not None and name is None and (ref.alias or ref.name):
                        out[str(ref.alias or ref.name)] = target
            self._objects[module] = out
        return self._objects[module]

    def forget(self, module: str) -> None:
        """Drop what is known of ``module`` (its source was just added)."""
        self._binders.pop(module, None)
        self._objects.pop(module, None)
        for node in [n for n in self._edges if n[0] == module]:
            del self._edges[node]

    def reach(self, entries: Iterable[tuple[str, str]]) -> set[Node]:
        """Every node that ``entries`` ((module, top-level name)) reach."""
        seen: set[Node] = {n for module, name in entries for n in self.entry(module, name)}
        todo = list(seen)
        while todo:
            for node in self.edges(todo.pop()):
                if node not in seen:
                    seen.add(node)
                    todo.append(node)
        return seen


# ------------------------------------------------------------------ versions


@dataclass(frozen=True)
class Roots:
    """What a version starts from: (module, top-level name) entries and the
    values bound to the code (closure cells, partial arguments) as text."""

    entries: tuple[tuple[str, str], ...]
    bound: tuple[str, ...] = ()


def version_of(index: SourceIndex, roots: Roots, graph: _Graph | None = None) -> str:
    """The version of ``roots`` over ``index``: a hash of every reached
    unit's digest, of the data files they name and of the bound values."""
    graph = graph or _Graph(index)
    digest = hashlib.sha256(f"epoch {VERSION_EPOCH}\n".encode())
    files: dict[str, Path] = {}
    for module, i in sorted(graph.reach(roots.entries)):
        if i == MODULE_NODE:
            continue
        unit = graph.unit((module, i))
        digest.update(f"{module} {unit.digest}\n".encode())
        for literal in unit.strings:
            files.update(index.data_files(literal))
    for rel in sorted(files):
        digest.update(f"file {rel} {index.content_hash(files[rel])}\n".encode())
    for text in roots.bound:
        digest.update(f"bound {text}\n".encode())
    for module, name in roots.entries:
        if index.analysis(module) is None:  # no source to read: named, at least
            digest.update(f"nosource {module}.{name}\n".encode())
    return digest.hexdigest()[:VERSION_HASH_LENGTH]


_PLAIN = (str, int, float, bool, type(None))


def _plain(value: Any) -> bool:
    if isinstance(value, _PLAIN):
        return True
    if isinstance(value, (tuple, list, frozenset, set)):
        return all(_plain(v) for v in value)
    if isinstance(value, Mapping):
        return all(_plain(k) and _plain(v) for k, v in value.items())
    return False


def _text(value: Any) -> str:
    """A bound value as stable text (sets and mappings sorted)."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(sorted(f"{_text(k)}: {_text(v)}" for k, v in value.items())) + "}"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(_text(v) for v in value)) + "}"
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join(_text(v) for v in value) + "]"
    return repr(value)


def roots_of(objects: Iterable[Any]) -> Roots:
    """The :class:`Roots` of functions and classes: each by its module and
    top-level name (a nested function by the function that makes it), a
    wrapper with what it wraps, a ``functools.partial`` with its function;
    the plain values a closure or partial binds as text, and the functions
    and classes it binds as roots of their own."""
    entries: list[tuple[str, str]] = []
    bound: list[str] = []
    todo = deque(objects)
    seen: set[int] = set()
    while todo:
        obj = todo.popleft()
        if obj is None or id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, functools.partial):
            todo.append(obj.func)
            for value in (*obj.args, *obj.keywords.values()):
                (bound.append(_text(value)) if _plain(value) else todo.append(value))
            bound.append(f"partial keywords {sorted(obj.keywords)}")
            continue
        if inspect.ismethod(obj):
            todo.extend((obj.__func__, type(obj.__self__)))
            continue
        target = obj if (inspect.isfunction(obj) or inspect.isclass(obj)) else type(obj)
        module, qualname = getattr(target, "__module__", None), getattr(target, "__qualname__", None)
        if isinstance(module, str) and isinstance(qualname, str):
            entries.append((module, qualname.split(".")[0]))
        wrapped = getattr(obj, "__wrapped__", None)
        if wrapped is not None:
            todo.append(wrapped)
        for cell in getattr(obj, "__closure__", None) or ():
            try:
                value = cell.cell_contents
            except ValueError:  # an empty cell
                continue
            if _plain(value):
                bound.append(_text(value))
            elif inspect.isfunction(value) or inspect.isclass(value) or isinstance(value, functools.partial):
                todo.append(value)
            else:
                bound.append(f"<{type(value).__qualname__}>")
    return Roots(tuple(sorted(set(entries))), tuple(bound))


@functools.cache
def default_index() -> SourceIndex:
    """This process's index of the installed packages, with the per-user cache."""
    return SourceIndex(package_roots(), AnalysisCache(default_cache_folder()))


@functools.cache
def _default_graph() -> _Graph:
    return _Graph(default_index())


def source_version(objects: Sequence[Any], index: SourceIndex | None = None) -> str:
    """The version of the code ``objects`` (functions, classes) reach.
    The root modules outside the project's packages (a test's problem)
    count by their own file."""
    roots = roots_of(objects)
    graph = _default_graph() if index is None else _Graph(index)
    index = graph.index
    for module, _ in roots.entries:
        if index.path(module) is None:
            file = getattr(sys.modules.get(module), "__file__", None)
            if file and str(file).endswith(".py") and index.add(module, Path(file)):
                graph.forget(module)
    return version_of(index, roots, graph)


def reached(objects: Sequence[Any]) -> set[tuple[str, str]]:
    """(module, top-level name) of every definition the code of ``objects``
    reaches, in this process's index: what a version covers, for a reader
    who asks why a cell runs again."""
    graph = _default_graph()
    out: set[tuple[str, str]] = set()
    for module, i in graph.reach(roots_of(objects).entries):
        if i != MODULE_NODE:
            out.update((module, name) for name in graph.unit((module, i)).binds)
    return out


def problem_objects(spec: Any) -> tuple[Any, ...]:
    """What a problem's version starts from: its generator, evaluator,
    instance and solution types, outside-bounds check and the scoring path."""
    parts = (spec.generate, spec.evaluate, spec.instance_type, spec.solution_type, spec.solution_outside_bounds)
    return tuple(p for p in parts if p is not None) + scoring_objects()


def save_cache(index: SourceIndex | None = None) -> None:
    """Keep the analyses made in this process in the per-user cache (once
    a process has computed the versions it needs: a write costs more than
    a version)."""
    index = index or default_index()
    if index.cache.pending():
        index.cache.save(index.current_contents())


@functools.cache
def _cached_version(objects: tuple[Any, ...]) -> str:
    return source_version(objects)


def method_version(method: Any) -> str:
    """The version of a :class:`~schedbench.specs.MethodSpec`: of the code
    its function reaches; a plug-in's is its package and version
    (:meth:`PluginOrigin.key`). Once per process."""
    if method.origin is not None:
        return str(method.origin.key())
    return _cached_version((method.run,))


def scoring_objects() -> tuple[Any, ...]:
    """The harness's scoring path (:data:`SCORING_ENTRIES`), as objects."""
    from importlib import import_module

    return tuple(getattr(import_module(m), n) for m, n in SCORING_ENTRIES)


def problem_version(spec: Any) -> str:
    """The version of a :class:`~schedbench.specs.ProblemSpec`: of the code
    its generator, evaluator, instance and solution types and the scoring
    path reach; a plug-in problem's hashes its package and version with the
    scoring path. Once per process."""
    scoring = scoring_objects()
    if spec.origin is not None:
        text = f"{spec.origin.key()} {_cached_version(scoring)}"
        return hashlib.sha256(text.encode()).hexdigest()[:VERSION_HASH_LENGTH]
    return _cached_version(problem_objects(spec))


def cell_versions(spec: Any, method: str) -> tuple[str, str]:
    """(method version, problem version) of ``spec``'s ``method``."""
    return method_version(spec.method(method)), problem_version(spec)


def registered_versions(pairs: Iterable[tuple[str, str]], reg: Any = None) -> dict[tuple[str, str], tuple[str, str]]:
    """(problem, method) -> (method version, problem version), for the pairs
    that this process registers (``reg``: default, the registry)."""
    from schedbench.errors import SchedbenchError
    from schedbench.registry import registry

    reg = reg or registry()
    out = {}
    for problem, method in sorted(set(pairs)):
        try:
            spec = reg.get(problem)
            spec.method(method)
        except SchedbenchError:
            continue
        out[(problem, method)] = cell_versions(spec, method)
    save_cache()
    return out


def release_sources() -> None:
    """Drop this process's index of the source (a few MB of analyses) and
    keep the versions computed so far: called once a run has keyed its
    cells, before its workers fork. A later version reads the cache again."""
    _default_graph.cache_clear()
    default_index.cache_clear()


def clear_caches() -> None:
    """Forget this process's versions and analyses (the source changed under it)."""
    _cached_version.cache_clear()
    _default_graph.cache_clear()
    default_index.cache_clear()


__all__ = [
    "ALL", "AnalysisCache", "CACHE_ENV", "ImportRef", "ModuleAnalysis", "PURE_DECORATORS", "Roots",
    "SCORING_ENTRIES", "SourceIndex", "Unit", "VERSION_EPOCH", "VERSION_PACKAGES", "analyse", "cell_versions",
    "clear_caches", "default_index", "method_version", "package_roots", "problem_objects", "problem_version",
    "reached", "registered_versions", "release_sources", "roots_of",
    "save_cache", "source_version", "version_of",
]

