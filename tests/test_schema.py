"""The schema layer (schedbench/schema.py): strict scalars, NaN/Infinity
rejected anywhere, unknown keys rejected, cross-field rules with paths, one
error that names the field path, the rule and the value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import pytest

from schedbench.errors import ValidationError
from schedbench.schema import (
    SCHEMA_CONFIG,
    FiniteFloat,
    InstanceValue,
    Metadata,
    NonEmptyStr,
    PosInt,
    PositiveFloat,
    dump,
    json_schema,
    parse,
    with_config,
)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Job:
    id: NonEmptyStr
    gpus: PosInt
    work_s: PositiveFloat
    kind: Literal["a", "b"] = "a"

    def __post_init__(self) -> None:
        if self.gpus > 8 and self.kind == "b":
            raise ValidationError("gpus", "must be <= 8 for kind b", self.gpus)


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Toy(InstanceValue):
    SCHEMA = "toy"
    SCHEMA_VERSION = 1
    jobs: tuple[Job, ...]
    caps: tuple[PosInt, ...] = (1,)
    weights: tuple[FiniteFloat, ...] = ()
    metadata: Metadata = field(default_factory=dict)


GOOD = {"jobs": [{"id": "a", "gpus": 2, "work_s": 3}], "caps": [1, 2], "metadata": {"x": [1, 2.5, None]}}


def test_round_trip_and_id():
    toy = parse(Toy, GOOD)
    assert toy.jobs[0].work_s == 3.0 and toy.caps == (1, 2)
    again = Toy.from_dict(toy.to_dict())
    assert again == toy and again.id == toy.id and len(toy.id) == 16
    assert dump(toy)["jobs"] == [{"id": "a", "gpus": 2, "work_s": 3.0, "kind": "a"}]


@pytest.mark.parametrize(
    ("patch", "path", "rule"),
    [
        ({"gpus": 2.0}, "instance.jobs[0].gpus", "must be an integer"),
        ({"gpus": True}, "instance.jobs[0].gpus", "must be an integer"),
        ({"gpus": "2"}, "instance.jobs[0].gpus", "must be an integer"),
        ({"gpus": 0}, "instance.jobs[0].gpus", "must be >= 1"),
        ({"gpus": 10**30}, "instance.jobs[0].gpus", "must be <= 1000000000"),
        ({"work_s": float("nan")}, "instance.jobs[0].work_s", "must be a finite number"),
        ({"work_s": float("inf")}, "instance.jobs[0].work_s", "must be a finite number"),
        ({"work_s": True}, "instance.jobs[0].work_s", "must be a finite number"),
        ({"foo": 1}, "instance.jobs[0].foo", "is not a known field"),
        ({"kind": "c"}, "instance.jobs[0].kind", "must be one of"),
        ({"gpus": 9, "kind": "b"}, "instance.jobs[0].gpus", "must be <= 8 for kind b"),
        ({"id": ""}, "instance.jobs[0].id", "must be a non-empty string"),
    ],
)
def test_job_field_errors_name_path_and_rule(patch, path, rule):
    data = {"jobs": [{**GOOD["jobs"][0], **patch}]}
    with pytest.raises(ValidationError) as err:
        parse(Toy, data, path="instance")
    assert err.value.path == path
    assert err.value.rule.startswith(rule)


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -float("inf")])
def test_nan_and_infinity_rejected_inside_metadata(bad):
    with pytest.raises(ValidationError) as err:
        parse(Toy, {**GOOD, "metadata": {"x": {"y": [0, bad]}}}, path="instance")
    assert err.value.path == "instance.metadata.x.y[1]"


def test_missing_and_wrong_container():
    with pytest.raises(ValidationError) as err:
        parse(Toy, {"caps": [1]})
    assert (err.value.path, err.value.rule) == ("jobs", "is required")
    with pytest.raises(ValidationError) as err:
        parse(Toy, [1, 2], path="instance")
    assert err.value.path == "instance" and err.value.rule == "must be a JSON object"


def test_json_schema_states_the_rules():
    schema = json_schema(Toy)
    job = schema["$defs"]["Job"]
    assert job["additionalProperties"] is False
    assert job["properties"]["gpus"]["minimum"] == 1
    assert job["properties"]["work_s"]["exclusiveMinimum"] == 0
    assert set(schema["required"]) == {"jobs"}


def test_unknown_key_error_lists_the_known_fields():
    with pytest.raises(ValidationError) as err:
        parse(Toy, {"jobs": [{**GOOD["jobs"][0], "colour": 1}]}, path="instance")
    assert err.value.path == "instance.jobs[0].colour"
    assert err.value.rule == "is not a known field (known: gpus, id, kind, work_s)"


def test_metadata_must_be_shallow_json_data():
    deep: object = 1
    for _ in range(100):
        deep = [deep]
    with pytest.raises(ValidationError, match="nested too deeply"):
        parse(Toy, {**GOOD, "metadata": {"x": deep}})
    with pytest.raises(ValidationError, match="must be JSON data"):
        parse(Toy, {**GOOD, "metadata": {"x": {1, 2}}})


@with_config(SCHEMA_CONFIG)
@dataclass(frozen=True)
class Pair(InstanceValue):
    SCHEMA = "pair"
    SCHEMA_VERSION = 1
    low: PosInt
    high: PosInt = 10

    def __post_init__(self) -> None:
        if self.low > self.high:
            raise ValidationError("low", f"must be <= high ({self.high})", self.low)


def test_cross_field_rules_run_on_construction_and_unchecked_skips_them():
    with pytest.raises(ValidationError) as err:
        Pair(11)
    assert err.value.path == "low"
    with pytest.raises(ValidationError) as err:
        parse(Pair, {"low": 11}, path="instance")
    assert err.value.path == "instance.low" and err.value.rule == "must be <= high (10)"
    view = Pair.unchecked(low=11)  # for internal views and tests only
    assert (view.low, view.high) == (11, 10)
    with pytest.raises(TypeError, match="missing field"):
        Pair.unchecked(high=3)
    with pytest.raises(TypeError, match="unknown field"):
        Pair.unchecked(low=1, colour=2)


def test_dump_writes_numpy_scalars_as_numbers():
    np = pytest.importorskip("numpy")
    toy = Toy((Job("a", np.int64(2), np.float64(3.0)),), caps=(np.int32(4),))
    assert dump(toy)["jobs"][0]["gpus"] == 2 and dump(toy)["caps"] == [4]
    assert toy.id == parse(Toy, {"jobs": [{"id": "a", "gpus": 2, "work_s": 3.0}], "caps": [4]}).id
