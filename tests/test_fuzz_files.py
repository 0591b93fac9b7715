"""Corrupted instance and solution files of every registered problem give
one one-line ValidationError, never a traceback (issue 14): deleted fields,
wrong types, NaN and Infinity anywhere (free-form metadata included),
truncated files, deeply nested JSON, non-UTF-8 bytes, huge numbers. Also
through the CLI: ``schedbench solve BAD.json --method M`` exits 2 with one
line on stderr. A seeded corruption loop over the pinned files
(tests/data/pinned), so every failure is reproducible from its seed."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from schedbench.cli import main
from schedbench.errors import ValidationError
from schedbench.io import instance_document, load_instance_file
from schedbench.registry import registry

PINNED = Path(__file__).resolve().parent / "data" / "pinned"
#: Corrupted files per pinned instance file (about 30 instance files).
ROUNDS = 40
#: Deeper than Python's recursion limit (json.loads raises RecursionError).
DEEP = 100_000
#: Deep but parseable: the schema layer's own recursion must hold.
MEDIUM_DEEP = 600
WRONG_VALUES: list[Any] = [None, True, "x", "", -1, 0, 1.5, 10**30, [], [1, "a"], {}, {"a": 1},
                           float("nan"), float("inf"), -float("inf")]
NON_FINITE = [float("nan"), float("inf"), -float("inf")]


def _instance_files() -> list[Path]:
    return sorted(p for p in PINNED.glob("*.json") if p.name != "manifest.json" and not p.name.endswith(".solution.json"))


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    return out


def _set(doc: Any, path: tuple, value: Any, delete: bool = False) -> Any:
    if not path:
        return value
    parent = doc
    for part in path[:-1]:
        parent = parent[part]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return doc


def _nest(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def corrupt(text: str, rng: random.Random) -> bytes:
    """One corrupted version of a JSON file's text."""
    doc = json.loads(text)
    paths = _paths(doc)
    kind = rng.choice(["delete", "wrong", "nonfinite", "nonfinite-metadata", "truncate", "deep", "medium-deep",
                       "utf8", "huge-int", "duplicate-key"])
    if kind == "delete":
        path = rng.choice([p for p in paths if p] or [("problem",)])
        return json.dumps(_set(doc, path, None, delete=True)).encode()
    if kind == "wrong":
        return json.dumps(_set(doc, rng.choice(paths), rng.choice(WRONG_VALUES))).encode()
    if kind == "nonfinite":
        return json.dumps(_set(doc, rng.choice(paths), rng.choice(NON_FINITE))).encode()
    if kind == "nonfinite-metadata":
        meta = doc.get("instance", {}).setdefault("metadata", {}) if isinstance(doc.get("instance"), dict) else {}
        meta["x"] = {"y": [1, rng.choice(NON_FINITE)]}
        return json.dumps(doc).encode()
    if kind == "truncate":
        return text.encode()[: rng.randrange(len(text))]
    if kind == "deep":
        return json.dumps(_set(doc, rng.choice(paths), "@@")).replace('"@@"', "[" * DEEP + "]" * DEEP).encode()
    if kind == "medium-deep":
        return json.dumps(_set(doc, rng.choice(paths), _nest(MEDIUM_DEEP))).encode()
    if kind == "utf8":
        raw = text.encode()
        k = rng.randrange(len(raw))
        return raw[:k] + rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80"]) + raw[k:]
    if kind == "huge-int":
        return json.dumps(_set(doc, rng.choice(paths), "@@")).replace('"@@"', "9" * 5000).encode()
    # duplicate-key: the later key wins in json.loads; the result must still validate or fail cleanly
    return text.replace('"id"', '"id": "zzzzzzzzzzzzzzzz", "id"', 1).encode()


def _source_text(name: str) -> str:
    """A pinned file of the problem, or (a problem registered after the
    pinning) a generated one at its smallest default size."""
    pinned = [p for p in _instance_files() if p.stem.startswith(name + "-")]
    if pinned:
        return pinned[0].read_text()
    spec = registry().get(name)
    return json.dumps(instance_document(spec, spec.generate(size=min(spec.default_sizes), seed=0)), indent=1)


@pytest.mark.parametrize("source", _instance_files() + registry().names(),
                         ids=lambda p: p.stem if isinstance(p, Path) else f"generated-{p}")
def test_corrupted_instance_files_give_one_validation_error(source, tmp_path):
    text = source.read_text() if isinstance(source, Path) else _source_text(source)
    rng = random.Random(source.stem if isinstance(source, Path) else source)
    bad = tmp_path / "bad.json"
    for round_ in range(ROUNDS):
        bad.write_bytes(corrupt(text, rng))
        try:
            spec, inst = load_instance_file(bad)
        except ValidationError as err:
            message = str(err)
            assert "\n" not in message and message.startswith(str(bad)), (round_, message)
            continue
        # It loaded: then it must also write back (no NaN, nothing half-built).
        json.dumps(instance_document(spec, inst), allow_nan=False)


@pytest.mark.parametrize("path", sorted(PINNED.glob("*.solution.json")), ids=lambda p: p.stem)
def test_corrupted_solutions_give_one_validation_error(path):
    doc = json.loads(path.read_text())
    spec = registry().get(doc["problem"])
    text = json.dumps(doc["solution"])
    rng = random.Random(path.stem)
    for round_ in range(ROUNDS):
        raw = corrupt(text, rng)
        try:
            data = json.loads(raw.decode("utf-8"))
        except (ValueError, RecursionError):
            continue  # not JSON: the file layer's job (tested above)
        try:
            sol = spec.load_solution(data)
        except ValidationError as err:
            assert "\n" not in str(err), (round_, str(err))
            continue
        json.dumps(sol.to_dict(), allow_nan=False)


#: Corruptions checked through the CLI (the method is never run: loading fails first).
CLI_CASES = ["nonfinite-metadata", "truncate", "deep", "utf8", "wrong-type"]


@pytest.mark.parametrize("case", CLI_CASES)
@pytest.mark.parametrize("name", registry().names())
def test_cli_solve_on_a_bad_file_exits_2_with_one_line(name, case, tmp_path, capsys):
    text = _source_text(name)
    doc = json.loads(text)
    if case == "nonfinite-metadata":
        doc["instance"]["metadata"] = {"note": [1.0, float("nan")]}
        raw = json.dumps(doc).encode()
    elif case == "truncate":
        raw = text.encode()[: len(text) // 2]
    elif case == "deep":
        raw = text.replace('"instance": {', '"instance": {"x": ' + "[" * DEEP + "]" * DEEP + ", ", 1).encode()
    elif case == "utf8":
        raw = b"\xff" + text.encode()
    else:
        doc["instance"] = {**doc["instance"], next(iter(doc["instance"])): "wrong"}
        raw = json.dumps(doc).encode()
    bad = tmp_path / "bad.json"
    bad.write_bytes(raw)
    method = next(iter(registry().get(name).methods))
    with pytest.raises(SystemExit) as exit_:
        main(["solve", str(bad), "--method", method])
    assert exit_.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and captured.err.startswith("schedbench: error: "), captured.err
