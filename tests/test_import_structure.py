"""The core's import structure, checked on the source (DESIGN.md, "Layout").

The package is laid out by role: the harness (``schedbench.harness``), the
reporting (``schedbench.reporting``, with the findings page in
``schedbench.reporting.findings``), the online core (``schedbench.online``)
and the speed gate (``schedbench.gate``), beside the problem and perf-model
layers and a few top-level modules. Two rules keep the parts apart:

1. no import circle in the core (the ``schedbench/`` folder): neither among
   its parts (each top-level module and each sub-package counted as one part,
   imports inside functions and the lazy tables of the ``__init__`` files
   included, ``if TYPE_CHECKING:`` blocks excluded since they never run), nor
   among the modules inside one part;
2. a role sub-package's modules are internal: code outside it imports the
   names its ``__init__`` declares in ``__all__``, never its modules.

The layers (``problems``, ``perfmodels``, ``instances``, ``formulations``,
``heuristics``, ``solvers``) keep one public module per paper by design, so
rule 2 does not apply to them; how they import one another is
``test_layers.py``'s subject (its exceptions are the papers' own definitions).
"""

from __future__ import annotations

import ast
import importlib
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: Installed package -> its folder (pyproject's package-dir).
PACKAGE_DIRS = {
    "schedbench": ROOT / "schedbench",
    "schedbench.instances": ROOT / "instances",
    "schedbench.formulations": ROOT / "formulations",
    "schedbench.heuristics": ROOT / "heuristics",
    "schedbench.solvers": ROOT / "solvers",
}
#: Sub-packages whose modules are internal (rule 2), innermost first.
ROLE_PACKAGES = ("schedbench.reporting.findings", "schedbench.harness", "schedbench.reporting",
                 "schedbench.online", "schedbench.gate")
#: Name of the lazy tables (public name -> module) in ``__init__`` files.
LAZY_TABLE = "_LAZY"


def _modules() -> dict[str, Path]:
    """Every module of the installed packages, by dotted name."""
    found: dict[str, Path] = {}
    for package, folder in PACKAGE_DIRS.items():
        for path in folder.rglob("*.py"):
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if package == "schedbench" and parts and parts[0] in {p.rsplit(".", 1)[1] for p in PACKAGE_DIRS if p != package}:
                continue  # pragma: no cover - a layer folder inside schedbench/ would be counted twice
            found[".".join((package, *parts))] = path
    return found


MODULES = _modules()
#: The core's modules: those in the ``schedbench/`` folder.
CORE = frozenset(name for name, path in MODULES.items() if path.is_relative_to(PACKAGE_DIRS["schedbench"]))


@cache
def _tree(name: str) -> ast.Module:
    return ast.parse(MODULES[name].read_text(encoding="utf-8"))


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _target(module: str, name: str | None) -> str:
    """``from module import name``: the submodule when ``name`` is one, else ``module``."""
    if name is not None and f"{module}.{name}" in MODULES:
        return f"{module}.{name}"
    return module


def _lazy_targets(node: ast.AST) -> Iterator[str]:
    """The module names in a ``_LAZY`` table (values ``"mod"`` or ``("mod", "attr")``)."""
    for const in ast.walk(node):
        if isinstance(const, ast.Constant) and isinstance(const.value, str) and const.value in MODULES:
            yield const.value


def imports(name: str, *, type_checking: bool) -> Iterator[tuple[str, int]]:
    """``(imported schedbench module, line)`` for every import in module ``name``."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]

    def walk(node: ast.AST) -> Iterator[tuple[str, int]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                if type_checking:
                    yield from walk(child)
                for other in child.orelse:
                    yield from walk(other)
            elif isinstance(child, ast.Import):
                for alias in child.names:
                    if alias.name.startswith("schedbench"):
                        yield alias.name, child.lineno
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")[: len(package.split(".")) - child.level + 1]
                    module = ".".join(base + ([child.module] if child.module else []))
                else:
                    module = child.module or ""
                if module.startswith("schedbench"):
                    for alias in child.names:
                        yield _target(module, alias.name), child.lineno
            elif isinstance(child, (ast.Assign, ast.AnnAssign)) and path.name == "__init__.py" and any(
                    isinstance(t, ast.Name) and t.id == LAZY_TABLE
                    for t in (child.targets if isinstance(child, ast.Assign) else [child.target])):
                for module in _lazy_targets(child):
                    yield module, child.lineno
            else:
                yield from walk(child)

    yield from walk(_tree(name))


def part(module: str) -> str:
    """The part of the core a module belongs to: ``schedbench.<first name>``
    (a top-level module or a sub-package), or a layer package."""
    for package in PACKAGE_DIRS:
        if package != "schedbench" and (module == package or module.startswith(package + ".")):
            return package
    return ".".join(module.split(".")[:2])


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` (as a closed path), or None."""
    state: dict[str, int] = {}  # 1 on the stack, 2 done
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


@cache
def _edges(*, within: str | None) -> dict[str, set[str]]:
    """Import edges of the core between parts (``within=None``) or between
    the modules of one part."""
    graph: dict[str, set[str]] = {}
    for name in CORE:
        for target, _ in imports(name, type_checking=False):
            if target not in MODULES:
                target = target.rsplit(".", 1)[0]  # ``import a.b.c`` of a name: its module
            if target not in CORE:
                continue
            if within is None:
                a, b = part(name), part(target)
            elif part(name) == within and part(target) == within:
                a, b = name, target
            else:
                continue
            if a != b:
                graph.setdefault(a, set()).add(b)
    return graph


def test_the_module_table_sees_the_role_packages():
    for package in ROLE_PACKAGES:
        assert package in MODULES, f"{package} is not a package any more: update ROLE_PACKAGES"


def test_the_core_parts_import_no_circle():
    assert _cycle(_edges(within=None)) is None, " -> ".join(_cycle(_edges(within=None)) or [])


@pytest.mark.parametrize("within", sorted({part(m) for m in CORE}))
def test_no_circle_among_the_modules_of_one_part(within):
    cycle = _cycle(_edges(within=within))
    assert cycle is None, " -> ".join(cycle or [])


def _owner(module: str) -> str | None:
    """The innermost role package that holds ``module`` as an internal module."""
    for package in ROLE_PACKAGES:
        if module.startswith(package + "."):
            return package
    return None


def _inside(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_internal_modules_are_imported_only_from_inside_their_package():
    crossings = []
    for name, path in MODULES.items():
        for target, line in imports(name, type_checking=True):
            owner = _owner(target)
            if owner is not None and not _inside(name, owner):
                crossings.append(f"{path.relative_to(ROOT)}:{line} imports {target} (use {owner}'s public names)")
    assert not crossings, "\n".join(crossings)


@pytest.mark.parametrize("package", ROLE_PACKAGES)
def test_each_role_package_declares_its_public_names(package):
    """``__all__`` lists what the ``__init__`` provides, and every name
    imported from the package by code outside it is in ``__all__``."""
    module = importlib.import_module(package)
    public = set(module.__all__)
    for name in public:
        assert getattr(module, name) is not None
    for importer, path in MODULES.items():
        if _inside(importer, package):
            continue
        for node in ast.walk(_tree(importer)):
            if isinstance(node, ast.ImportFrom) and node.module == package:
                missing = {a.name for a in node.names} - public
                assert not missing, f"{path.relative_to(ROOT)} imports {sorted(missing)} from {package}, not in __all__"


def test_the_checks_find_a_circle_and_a_crossing():
    """The two detectors on made-up graphs, so that a silent pass means something."""
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": {"c"}}) is None
    assert _owner("schedbench.harness.store") == "schedbench.harness"
    assert _owner("schedbench.reporting.findings.core") == "schedbench.reporting.findings"
    assert _owner("schedbench.harness") is None
    assert part("schedbench.harness.store") == "schedbench.harness"
    assert part("schedbench.instances.cuckoo") == "schedbench.instances"
