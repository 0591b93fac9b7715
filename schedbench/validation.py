"""Small checkers used by every instance schema and by the CLI.

Each raises :class:`~schedbench.errors.ValidationError` naming the field path
and the rule. They never coerce silently: a float where an int is required is
an error, booleans are not numbers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from schedbench.errors import ValidationError


def is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def require_mapping(data: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise ValidationError(path or "<root>", "must be a JSON object", data)
    return data


def require_keys(data: Mapping[str, Any], path: str, required: Sequence[str], optional: Sequence[str] = ()) -> None:
    """Every required key is present and no unknown key is (typos are errors)."""
    for key in required:
        if key not in data:
            raise ValidationError(join(path, key), "is required", None)
    allowed = set(required) | set(optional)
    for key in data:
        if key not in allowed:
            raise ValidationError(join(path, str(key)), f"is not a known field (known: {', '.join(sorted(allowed))})", data[key])


def join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def require_int(value: Any, path: str, *, minimum: int | None = None, maximum: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValidationError(path, "must be an integer", value)
    if minimum is not None and value < minimum:
        raise ValidationError(path, f"must be >= {minimum}", value)
    if maximum is not None and value > maximum:
        raise ValidationError(path, f"must be <= {maximum}", value)
    return value


def require_float(
    value: Any,
    path: str,
    *,
    minimum: float | None = None,
    maximum: float | None = None,
    exclusive_minimum: float | None = None,
) -> float:
    if not is_number(value) or not math.isfinite(value):
        raise ValidationError(path, "must be a finite number", value)
    if minimum is not None and value < minimum:
        raise ValidationError(path, f"must be >= {minimum}", value)
    if maximum is not None and value > maximum:
        raise ValidationError(path, f"must be <= {maximum}", value)
    if exclusive_minimum is not None and value <= exclusive_minimum:
        raise ValidationError(path, f"must be > {exclusive_minimum}", value)
    return float(value)


def require_str(value: Any, path: str, *, choices: Sequence[str] | None = None) -> str:
    if not isinstance(value, str) or not value:
        raise ValidationError(path, "must be a non-empty string", value)
    if choices is not None and value not in choices:
        raise ValidationError(path, f"must be one of {', '.join(choices)}", value)
    return value


def require_list(value: Any, path: str, *, min_len: int = 0) -> list[Any]:
    if not isinstance(value, list):
        raise ValidationError(path, "must be a JSON array", value)
    if len(value) < min_len:
        raise ValidationError(path, f"must have at least {min_len} element(s)", value)
    return value
