"""One schema layer for instance and solution files (pydantic v2).

Every instance and solution type is a frozen standard-library dataclass whose
fields carry their rules as type annotations (``PosInt``, ``FiniteFloat``,
``Annotated[float, Field(ge=0)]``, ``Literal[...]``, nested dataclasses,
tuples). Cross-field rules live in ``__post_init__`` and raise
:class:`schedbench.errors.ValidationError` with a path relative to the
dataclass. One library path validates them all:

* :func:`parse` turns JSON-like data into a value, or raises one
  :class:`~schedbench.errors.ValidationError` naming the field path, the rule
  and the value (the first error pydantic reports; nothing is half-built);
* :func:`dump` is the inverse (plain JSON values, tuples as lists);
* :func:`json_schema` is the published JSON Schema of a type.

Scalars are strict (no ``"3"`` for 3, no ``true`` for 1, no float for an
int), NaN and Infinity are rejected everywhere, free-form metadata included,
and unknown keys are errors (a typo must not pass silently).

Usage::

    @with_config(SCHEMA_CONFIG)
    @dataclass(frozen=True)
    class Job:
        id: NonEmptyStr
        gpus: PosInt
        work_s: PositiveFloat

    job = parse(Job, {"id": "j0", "gpus": 2, "work_s": 10.0})
"""

from __future__ import annotations

import dataclasses
import math
import types
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Annotated, Any, TypeVar, Union, cast, get_args, get_origin, get_type_hints

from pydantic import AfterValidator, ConfigDict, Field, PlainSerializer, Strict, TypeAdapter, with_config
from pydantic import ValidationError as PydanticValidationError

from schedbench.contracts import content_hash
from schedbench.errors import ValidationError

__all__ = [
    "SCHEMA_CONFIG",
    "prepare",
    "with_config",
    "Field",
    "Strict",
    "StrictInt",
    "PosInt",
    "NonNegInt",
    "FiniteFloat",
    "NonNegFloat",
    "PositiveFloat",
    "Fraction",
    "NonEmptyStr",
    "StrictBool",
    "Metadata",
    "ContentId",
    "json_form",
    "require_unique",
    "parse",
    "dump",
    "json_schema",
    "format_path",
    "SchemaValue",
    "InstanceValue",
]

#: Config of every schema type: unknown keys are errors, no NaN/Infinity.
SCHEMA_CONFIG = ConfigDict(extra="forbid", allow_inf_nan=False, ser_json_inf_nan="strings")

#: Counts in this project never exceed this (a 10**30-GPU cluster is an
#: input error, not a request to allocate memory).
MAX_COUNT = 10**9

StrictInt = Annotated[int, Strict(), Field(ge=-MAX_COUNT, le=MAX_COUNT)]
PosInt = Annotated[int, Strict(), Field(ge=1, le=MAX_COUNT)]
NonNegInt = Annotated[int, Strict(), Field(ge=0, le=MAX_COUNT)]
FiniteFloat = Annotated[float, Strict(), Field(allow_inf_nan=False)]
NonNegFloat = Annotated[float, Strict(), Field(ge=0, allow_inf_nan=False)]
PositiveFloat = Annotated[float, Strict(), Field(gt=0, allow_inf_nan=False)]
Fraction = Annotated[float, Strict(), Field(ge=0, le=1, allow_inf_nan=False)]
NonEmptyStr = Annotated[str, Strict(), Field(min_length=1)]
StrictBool = Annotated[bool, Strict()]


#: Deepest nesting accepted inside free-form metadata (descriptive data
#: needs a few levels; thousands only exhaust the stack).
MAX_METADATA_DEPTH = 64
_JSON_SCALARS = (str, int, float, bool, type(None))


def _finite_json(value: Any, path: str = "", depth: int = 0) -> Any:
    """Free-form JSON data: objects with string keys, arrays, strings,
    booleans, null and finite numbers, at most :data:`MAX_METADATA_DEPTH` deep."""
    where = path or "<root>"
    if depth > MAX_METADATA_DEPTH:
        raise ValidationError(where, f"is nested too deeply (more than {MAX_METADATA_DEPTH} levels)", value)
    if isinstance(value, float) and not math.isfinite(value):
        raise ValidationError(where, "must be a finite number", value)
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValidationError(where, "has a key that must be a string", key)
            _finite_json(item, f"{path}.{key}" if path else key, depth + 1)
    elif isinstance(value, (list, tuple)):
        for k, item in enumerate(value):
            _finite_json(item, f"{path}[{k}]", depth + 1)
    elif not isinstance(value, _JSON_SCALARS):
        raise ValidationError(where, "must be JSON data (object, array, string, number, boolean or null)", value)
    return value


#: Free-form metadata: any JSON object (finite numbers only, at most
#: :data:`MAX_METADATA_DEPTH` levels deep).
Metadata = Annotated[dict[str, Any], AfterValidator(_finite_json)]

#: A content-hash id as :func:`schedbench.contracts.content_hash` writes it.
ContentId = Annotated[str, Strict(), Field(pattern=r"^[0-9a-f]{16}$")]

T = TypeVar("T")


def json_form(json_type: Any, to_value: Any, to_json: Any) -> Any:
    """A field kept in memory in one shape and written to JSON in another.

    ``json_type`` is the JSON shape (validated and published in the JSON
    Schema as usual); ``to_value`` turns a validated JSON value into the
    in-memory value (it may raise :class:`ValidationError` with a path
    relative to the field); ``to_json`` is its inverse. Example: a cluster
    written as ``{"A10": 6}`` and kept as the sorted pairs ``(("A10", 6),)``.
    """
    return Annotated[json_type, AfterValidator(to_value), PlainSerializer(to_json, return_type=Any)]


@lru_cache(maxsize=None)
def _adapter(cls: Any) -> TypeAdapter:
    return TypeAdapter(cls)


def prepare(*classes: Any) -> None:
    """Build the validators and serialisers of ``classes`` now.

    Building one takes about 10 ms, once per process. A process that forks
    a worker per cell calls this first, so that every worker inherits them
    instead of building its own (the harness's cell overhead).
    """
    for cls in classes:
        _adapter(cls)


def format_path(loc: tuple[Any, ...], prefix: str = "") -> str:
    """``('jobs', 3, 'gpus')`` -> ``jobs[3].gpus`` (after ``prefix``)."""
    path = prefix
    for part in loc:
        if isinstance(part, int):
            path = f"{path}[{part}]"
        elif isinstance(part, str) and part.startswith("function-") or part in ("tagged-union",):
            continue  # pydantic's internal validator labels, not fields
        else:
            path = f"{path}.{part}" if path else str(part)
    return path or "<root>"


def _rule(error: Mapping[str, Any]) -> str:
    """Pydantic's error in the project's words ("must be >= 1")."""
    kind = error["type"]
    ctx = error.get("ctx") or {}
    words = {
        "greater_than_equal": lambda: f"must be >= {ctx['ge']}",
        "greater_than": lambda: f"must be > {ctx['gt']}",
        "less_than_equal": lambda: f"must be <= {ctx['le']}",
        "less_than": lambda: f"must be < {ctx['lt']}",
        "int_type": lambda: "must be an integer",
        "int_from_float": lambda: "must be an integer",
        "float_type": lambda: "must be a finite number",
        "finite_number": lambda: "must be a finite number",
        "bool_type": lambda: "must be true or false",
        "string_type": lambda: "must be a string",
        "string_too_short": lambda: "must be a non-empty string" if ctx.get("min_length") == 1
        else f"must have at least {ctx['min_length']} character(s)",
        "missing": lambda: "is required",
        "extra_forbidden": lambda: "is not a known field",
        "unexpected_keyword_argument": lambda: "is not a known field",
        "missing_argument": lambda: "is required",
        "literal_error": lambda: f"must be one of {ctx.get('expected')}" if " or " in str(ctx.get("expected"))
        else f"must be {ctx.get('expected')}",
        "enum": lambda: f"must be one of {ctx.get('expected')}",
        "too_short": lambda: f"must have at least {ctx.get('min_length')} element(s)",
        "too_long": lambda: f"must have at most {ctx.get('max_length')} element(s)",
        "list_type": lambda: "must be a JSON array",
        "tuple_type": lambda: "must be a JSON array",
        "dict_type": lambda: "must be a JSON object",
        "dataclass_type": lambda: "must be a JSON object",
        "model_type": lambda: "must be a JSON object",
        "string_pattern_mismatch": lambda: f"must match the pattern {ctx.get('pattern')}",
        "recursion_loop": lambda: "is nested too deeply",
    }
    if kind in words:
        return words[kind]()
    return error["msg"][:1].lower() + error["msg"][1:]


def _unwrap(tp: Any) -> Any:
    """``Annotated[X, ...]`` -> X; ``X | None`` -> X (the non-None part)."""
    while get_origin(tp) is Annotated:
        tp = get_args(tp)[0]
    if get_origin(tp) in (Union, types.UnionType):
        rest = [a for a in get_args(tp) if a is not type(None)]
        return _unwrap(rest[0]) if len(rest) == 1 else tp
    return tp


def _owner(cls: Any, loc: tuple[Any, ...]) -> Any:
    """The type found at ``loc`` below ``cls`` (None when it cannot be followed)."""
    tp = _unwrap(cls)
    for part in loc:
        if dataclasses.is_dataclass(tp) and isinstance(part, str):
            tp = get_type_hints(tp, include_extras=True).get(part)
        elif get_origin(tp) is tuple and isinstance(part, int):
            args = get_args(tp)
            tp = args[0] if len(args) == 2 and args[1] is Ellipsis else (args[part] if part < len(args) else None)
        elif get_origin(tp) is dict:
            tp = get_args(tp)[1]
        else:
            return None
        tp = _unwrap(tp)
    return tp


def _known_fields(cls: Any, loc: tuple[Any, ...]) -> str:
    """" (known: a, b)" for an unknown key at ``loc``, when its object is a dataclass."""
    try:
        owner = _owner(cls, loc[:-1])
    except Exception:  # a type the walk does not follow: no list, the error stands
        return ""
    if not dataclasses.is_dataclass(owner):
        return ""
    return f" (known: {', '.join(sorted(f.name for f in dataclasses.fields(owner)))})"


def _convert(exc: PydanticValidationError, prefix: str, cls: Any = None) -> ValidationError:
    error = exc.errors(include_url=False)[0]
    loc = tuple(error["loc"])
    cause = (error.get("ctx") or {}).get("error")
    if isinstance(cause, ValidationError):
        # A cross-field rule of a dataclass: its path is relative to that dataclass.
        base = format_path(loc, prefix)
        path = cause.path if base == "<root>" else (
            base if cause.path in ("", "<root>") else
            f"{base}{cause.path}" if cause.path.startswith("[") else f"{base}.{cause.path}")
        return ValidationError(path, cause.rule, cause.value)
    value = error.get("input")
    if error["type"] == "missing":
        value = None
    rule = _rule(error)
    if error["type"] in ("extra_forbidden", "unexpected_keyword_argument"):
        rule += _known_fields(cls, loc)
    if len(loc) >= 2 and loc[-1] == "[key]":  # a bad key of a JSON object
        loc, rule = loc[:-2], f"has a key that {rule}"
    return ValidationError(format_path(loc, prefix), rule, value)


def parse(cls: type[T], data: Any, *, path: str = "") -> T:
    """Validate ``data`` (parsed JSON) into a ``cls`` value.

    Raises one :class:`~schedbench.errors.ValidationError` naming the field
    path (under ``path``), the rule and the value.
    """
    try:
        return _adapter(cast(Any, cls)).validate_python(data)
    except PydanticValidationError as exc:
        raise _convert(exc, path, cls) from None
    except RecursionError:
        raise ValidationError(path or "<root>", "is nested too deeply", None) from None


def require_unique(values: Iterable[Any], path: str, key: str = "id") -> None:
    """No two of ``values`` are equal: the second is reported as
    ``path[i].key`` ("must be unique (also path[j].key)")."""
    seen: dict[Any, int] = {}
    for i, value in enumerate(values):
        j = seen.setdefault(value, i)
        if j != i:
            raise ValidationError(f"{path}[{i}].{key}", f"must be unique (also {path}[{j}].{key})", value)


def _numpy_scalar(value: Any) -> Any:
    """numpy's integers and floats (which methods may leave in the values they
    build) as Python numbers; anything else is an error."""
    if hasattr(value, "dtype") and hasattr(value, "item"):
        return value.item()
    raise TypeError(f"cannot write a {type(value).__name__} to JSON")


def dump(value: Any) -> Any:
    """A schema value as plain JSON data (tuples as lists, nested dataclasses
    as objects, numpy scalars as numbers)."""
    return _adapter(cast(Any, type(value))).dump_python(value, mode="json", warnings=False, fallback=_numpy_scalar)


def json_schema(cls: type) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a schema type."""
    return _adapter(cls).json_schema(mode="validation")




class SchemaValue:
    """Mixin of a schema dataclass: the JSON round trip through :func:`parse` / :func:`dump`."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        return dump(self)

    @classmethod
    def from_dict(cls: type[T], data: Any, *, path: str = "") -> T:
        return parse(cls, data, path=path)

    @classmethod
    def unchecked(cls: type[T], **fields: Any) -> T:
        """A value built from trusted parts without running ``__post_init__``
        (its cross-field rules). For internal views that hot loops build
        (valid by construction) and for tests that need an invalid value;
        never for input."""
        obj = object.__new__(cls)
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            if f.name in fields:
                value = fields.pop(f.name)
            elif f.default is not dataclasses.MISSING:
                value = f.default
            elif f.default_factory is not dataclasses.MISSING:
                value = f.default_factory()
            else:
                raise TypeError(f"{cls.__name__}.unchecked: missing field {f.name!r}")
            object.__setattr__(obj, f.name, value)
        if fields:
            raise TypeError(f"{cls.__name__}.unchecked: unknown field(s) {sorted(fields)}")
        return obj


class InstanceValue(SchemaValue):
    """Mixin of an instance type: also its content-hash ``id`` (DESIGN.md).

    Subclasses set ``SCHEMA`` (the problem name) and ``SCHEMA_VERSION``.
    """

    __slots__ = ()

    @property
    def id(self) -> str:
        # Frozen dataclasses cannot use cached_property's setattr; keep the
        # hash in the instance dict directly (computed once: hashing a
        # 150,000-job instance is not free).
        cached = self.__dict__.get("_content_id")
        if cached is None:
            cached = content_hash(self.to_dict())
            object.__setattr__(self, "_content_id", cached)
        return cached
