"""Public names imported on first use (PEP 562).

The package and its role sub-packages declare their public names in
``__all__`` and import the module behind each one only when it is first
used, so ``import schedbench`` (or ``schedbench.harness``) costs nothing.
Each ``__init__`` keeps its table and hands the two module hooks to a
:class:`LazyNames`.
"""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import Any


@dataclass(frozen=True)
class LazyNames:
    """The lazy names of one package.

    ``table`` maps a public name to the module that defines it, or to
    ``(module, attribute)`` where the attribute is named otherwise;
    ``namespace`` is the package's ``globals()``, where a loaded value is
    stored so that the next access is a plain attribute.
    """

    package: str
    table: Mapping[str, str | tuple[str, str]]
    namespace: MutableMapping[str, Any]
    public: Sequence[str]

    def load(self, name: str) -> Any:
        """The package's ``__getattr__``: import ``name``'s module and return the value."""
        try:
            where = self.table[name]
        except KeyError:
            raise AttributeError(f"module {self.package!r} has no attribute {name!r}") from None
        module, attr = (where, name) if isinstance(where, str) else where
        value = getattr(import_module(module), attr)
        self.namespace[name] = value
        return value

    def names(self) -> list[str]:
        """The package's ``__dir__``: what is loaded and what may be."""
        return sorted(set(self.namespace) | set(self.public))
