"""Instance and solution files: JSON documents with the problem's name and
schema version, written atomically (a crash never leaves half a file)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from schedbench.errors import ValidationError
from schedbench.registry import ProblemSpec, Registry, registry
from schedbench.validation import require_int, require_keys, require_mapping, require_str

DOCUMENT_KEYS = ("problem", "schema_version", "id", "instance")


def instance_document(spec: ProblemSpec, instance: Any) -> dict[str, Any]:
    return {
        "problem": spec.name,
        "schema_version": instance.SCHEMA_VERSION,
        "id": instance.id,
        "instance": instance.to_dict(),
    }


def parse_instance_document(data: Any, reg: Registry | None = None) -> tuple[ProblemSpec, Any]:
    """Validate a document and build its instance; errors name the field path."""
    doc = require_mapping(data, "")
    require_keys(doc, "", ("problem", "instance"), ("schema_version", "id"))
    name = require_str(doc["problem"], "problem")
    reg = reg or registry()
    if name not in reg.names():
        raise ValidationError("problem", f"must be a registered problem ({', '.join(reg.names())})", name)
    spec = reg.get(name)
    if "schema_version" in doc:
        version = require_int(doc["schema_version"], "schema_version", minimum=1)
        if version != spec.instance_type.SCHEMA_VERSION:
            raise ValidationError(
                "schema_version", f"must be {spec.instance_type.SCHEMA_VERSION} for {name}", version
            )
    instance = _prefixed(lambda: spec.load_instance(require_mapping(doc["instance"], "instance")), "instance")
    if "id" in doc and doc["id"] != instance.id:
        raise ValidationError("id", f"does not match the content hash {instance.id} (file edited?)", doc["id"])
    return spec, instance


def _prefixed(fn, prefix: str):
    try:
        return fn()
    except ValidationError as err:
        if err.path.startswith(prefix):
            raise
        raise ValidationError(f"{prefix}.{err.path}" if err.path else prefix, err.rule, err.value) from None


def load_instance_file(path: str | os.PathLike[str], reg: Registry | None = None) -> tuple[ProblemSpec, Any]:
    path = Path(path)
    try:
        text = path.read_text()
    except OSError as exc:
        raise ValidationError(str(path), f"cannot be read ({exc.strerror})", None) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValidationError("<root>", f"is not valid JSON: {exc.msg} at line {exc.lineno}", None, source=str(path)) from None
    try:
        return parse_instance_document(data, reg)
    except ValidationError as err:
        raise err.with_source(str(path)) from None


def write_json_atomic(path: str | os.PathLike[str], data: Any) -> None:
    """Write JSON to a temporary file in the same folder, then rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w") as fh:
            json.dump(data, fh, indent=1, allow_nan=False)
            fh.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_instance_file(path: str | os.PathLike[str], spec: ProblemSpec, instance: Any) -> None:
    write_json_atomic(path, instance_document(spec, instance))
