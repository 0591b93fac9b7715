"""Errors raised at schedbench's boundaries.

Bad input is reported once, before any work starts, with the path of the
offending field, the rule it breaks and the value it had (the style of
scikit-learn's ``_param_validation``). A problem that has no answer is a
result status, never an exception.
"""

from __future__ import annotations

from typing import Any


class SchedbenchError(Exception):
    """Base class of every error schedbench raises on purpose."""


class ValidationError(SchedbenchError, ValueError):
    """Input that breaks a documented rule.

    Attributes:
        path: dotted path of the field, e.g. ``jobs[3].batch_size``.
        rule: the rule in words, e.g. ``must be a positive integer``.
        value: the value that was found (``repr`` is shown, shortened).
    """

    def __init__(self, path: str, rule: str, value: Any = None, *, source: str | None = None):
        self.path = path
        self.rule = rule
        self.value = value
        self.source = source
        shown = repr(value)
        if len(shown) > 80:
            shown = shown[:77] + "..."
        where = f"{source}: " if source else ""
        super().__init__(f"{where}{path}: {rule} (got {shown})")

    def with_source(self, source: str) -> "ValidationError":
        """The same error, naming the file or argument it came from."""
        return ValidationError(self.path, self.rule, self.value, source=source)


class UnknownNameError(SchedbenchError, KeyError):
    """A problem, method or solver name that is not registered."""

    def __init__(self, kind: str, name: str, known: list[str]):
        self.kind, self.name, self.known = kind, name, known
        super().__init__(f"unknown {kind} {name!r}; known: {', '.join(sorted(known)) or '(none)'}")

    def __str__(self) -> str:  # KeyError would quote the message
        return self.args[0]


class NoSolutionError(SchedbenchError):
    """A model was decoded that holds no solution: it was never solved, or
    its last solve found none (a solver missing, a limit hit first, an
    infeasible model). Decoding it would read unset variables as zeros."""
