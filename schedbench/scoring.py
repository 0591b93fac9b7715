"""The one door every solution passes before an evaluator scores it.

A solution reaches an evaluator through several doors: a JSON file
(``schedbench solve --solution``), a built-in method, a plug-in's Python
object, a call of ``evaluate_*`` from another project. Only the first goes
through the schema on its way in, and a dataclass built in Python (or with
``unchecked``) carries whatever values its author put there. So every
evaluator is wrapped by :func:`evaluator`, which

1. refuses a value that is not the problem's solution type;
2. writes the value out and reads it back through the schema
   (``from_dict``, :func:`schedbench.schema.parse` for the built-in types), so that every field rule (types,
   ranges, integrality, finite numbers) and every cross-field rule holds
   for objects exactly as for files; a rule broken is a violation naming
   the field path;
3. scores the validated copy; if the scoring itself raises, the solution
   is infeasible with a violation that says so (:data:`UNSCORABLE`).

The third step is a safety net, not a rule: each evaluator names what is
wrong with a solution itself, and the tests' red-team battery fails when a
crafted solution reaches the net. An evaluator never raises and never
scores a value it has not validated.

The tolerance rule that every evaluator follows (a tolerance never
improves a score) is stated in the documentation's correctness page.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from schedbench.contracts import Evaluation, Sense
from schedbench.errors import ValidationError

__all__ = ["UNSCORABLE", "admit", "evaluator", "is_admitting"]

#: The start of the violation of a solution whose scoring raised.
UNSCORABLE = "the evaluator could not score this solution"

E = TypeVar("E", bound=Callable[..., Evaluation])


def admit(solution_type: type, solution: Any) -> tuple[Any, tuple[str, ...]]:
    """``(validated copy, ())`` of ``solution``, or ``(None, violations)``.

    The copy is ``solution_type.from_dict(solution_type.to_dict(solution))``:
    the type's own JSON round trip, so every schema rule has been applied to
    it, and a subclass becomes the problem's own type (an overridden method
    cannot change what is scored)."""
    if not isinstance(solution, solution_type):
        return None, (f"solution: must be a {solution_type.__name__}, got a {type(solution).__name__}",)
    try:
        data = solution_type.to_dict(solution)  # type: ignore[attr-defined]
    except Exception as exc:  # noqa: BLE001 - whatever a crafted object holds, it is refused, never raised
        return None, (f"solution: cannot be written as JSON ({type(exc).__name__}: {exc})",)
    try:
        return solution_type.from_dict(data), ()  # type: ignore[attr-defined]
    except ValidationError as exc:
        shown = repr(exc.value)
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        return None, (f"solution.{exc.path}: {exc.rule} (got {shown})",)
    except Exception as exc:  # noqa: BLE001 - a cross-field rule that raised something else
        return None, (f"solution: breaks the schema ({type(exc).__name__}: {exc})",)


def evaluator(solution_type: type, sense: Sense) -> Callable[[E], E]:
    """Decorate ``score(instance, solution) -> Evaluation`` as a problem's
    evaluator: the solution passes :func:`admit` first, and a scoring that
    raises is an infeasible evaluation naming :data:`UNSCORABLE`.

    The undecorated function stays reachable as ``.unchecked`` for callers
    that score many values they built themselves (never for input)."""

    def wrap(score: E) -> E:
        @functools.wraps(score)
        def evaluate(instance: Any, solution: Any) -> Evaluation:
            checked, refused = admit(solution_type, solution)
            if refused:
                return Evaluation(None, sense, False, refused)
            try:
                return score(instance, checked)
            except Exception as exc:  # noqa: BLE001 - the net under every evaluator (module docstring)
                return Evaluation(None, sense, False, (f"{UNSCORABLE} ({type(exc).__name__}: {exc})",))

        evaluate.unchecked = score  # type: ignore[attr-defined]
        evaluate.admits = solution_type  # type: ignore[attr-defined]
        return evaluate  # type: ignore[return-value]

    return wrap


def is_admitting(evaluate: Any) -> bool:
    """Whether ``evaluate`` already passes its solutions through :func:`admit`."""
    return getattr(evaluate, "admits", None) is not None
