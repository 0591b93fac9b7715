"""Small checkers of generator options, solver options and CLI arguments
(instance and solution files go through :mod:`schedbench.schema`).

Each raises :class:`~schedbench.errors.ValidationError` naming the field path
and the rule. They never coerce silently: a float where an int is required is
an error, booleans are not numbers.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from typing import Any

from schedbench.errors import ValidationError


def is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


#: The largest integer any generator option or solver option takes unless it
#: says otherwise (the schemas' ``MAX_COUNT``): ``num_gpus=10**30`` is an input
#: error named at validation, not an OverflowError or a request for memory.
MAX_INT = 10**9


#: A generous estimate of the memory one unit of an instance's size (a job,
#: a stage) takes while it is generated and written: 2-9 KiB per job were
#: measured for the synthetic and trace generators at 20,000 jobs (peak
#: resident size of `schedbench generate`); doubled for safety.
BYTES_PER_SIZE_UNIT = 16 * 1024
_GIB = 1024**3


def available_memory_bytes() -> int | None:
    """Memory this machine can give a new process now (Linux: MemAvailable
    of /proc/meminfo, else the physical memory); ``None`` when unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.sysconf("SC_PHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return None


def check_size_fits(size: int, path: str = "size", available: int | None = None) -> int:
    """``size`` is small enough to generate in this machine's memory, by the
    estimate :data:`BYTES_PER_SIZE_UNIT`: a size that cannot fit is refused
    at once with the cap, instead of an attempt that runs for hours and then
    fails for memory."""
    free = available_memory_bytes() if available is None else available
    if free is None:
        return size
    cap = max(1, free // BYTES_PER_SIZE_UNIT)
    if size > cap:
        need = size * BYTES_PER_SIZE_UNIT / _GIB
        raise ValidationError(
            path,
            f"needs about {need:,.1f} GiB to generate (an estimate of {BYTES_PER_SIZE_UNIT // 1024} KiB per unit of "
            f"size) and this machine has {free / _GIB:,.1f} GiB available: at most {cap:,} here",
            size,
        )
    return size


def require_int(value: Any, path: str, *, minimum: int | None = None, maximum: int | None = MAX_INT) -> int:
    """``value`` is an int (not a bool) in [minimum, maximum]; the default
    maximum is :data:`MAX_INT`."""
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


