"""Option grids in matrix files (issues 15 and 16): ``grid = { name = [...] }``
sweeps generator options, one cell family per combination."""

from __future__ import annotations

from pathlib import Path

import pytest

from schedbench.errors import ValidationError
from schedbench.harness.executor import LocalExecutor
from schedbench.harness.driver import execute, plan
from schedbench.harness.matrix import load_matrix_file, option_sets, parse_matrix
from schedbench.registry import registry
from schedbench.harness.store import Store

MATRICES = Path(__file__).resolve().parents[1] / "schedbench" / "matrices"


def test_option_sets_is_the_sorted_product_merged_into_options():
    sets = option_sets({"a": 1}, {"z": [1, 2], "b": ["x", "y"]})
    assert sets == (
        (("a", 1), ("b", "x"), ("z", 1)),
        (("a", 1), ("b", "x"), ("z", 2)),
        (("a", 1), ("b", "y"), ("z", 1)),
        (("a", 1), ("b", "y"), ("z", 2)),
    )
    assert option_sets({"a": 1}, {}) == ((("a", 1),),)
    assert option_sets({}, {}) == ((),)


def test_grid_expands_one_family_per_combination():
    doc = {
        "defaults": {"seeds": [0, 1]},
        "problems": {
            "gimbal-coordination": {
                "sizes": [2, 3],
                "methods": ["exact", "coordination-search"],
                "options": {"share_step": 10},
                "grid": {"objective": ["jct", "makespan", "deadline"], "share_model": ["mig", "linear"]},
            }
        },
    }
    m = parse_matrix(doc, "g.toml")
    assert len(m.cells) == 3 * 2 * 2 * 2 * 2
    combos = {c.options for c in m.cells}
    assert len(combos) == 6
    assert all(dict(o)["share_step"] == 10 for o in combos)
    assert {dict(o)["objective"] for o in combos} == {"jct", "makespan", "deadline"}
    # every (size, seed, method) appears once per combination
    per = {}
    for c in m.cells:
        per.setdefault((c.size, c.instance_seed, c.method), set()).add(c.options)
    assert all(len(v) == 6 for v in per.values())


def test_matrix_without_grid_is_unchanged():
    doc = {"problems": {"gimbal-coordination": {"sizes": [2], "methods": ["exact"], "options": {"objective": "jct"}}}}
    m = parse_matrix(doc)
    assert [c.options for c in m.cells] == [(("objective", "jct"),)]


@pytest.mark.parametrize(
    "grid, message",
    [
        ("nope", "problems.gimbal-coordination.grid: must be a table"),
        ({"colour": ["red"]}, "problems.gimbal-coordination.grid.colour: is not a generator option of gimbal-coordination"),
        ({"objective": "jct"}, "problems.gimbal-coordination.grid.objective: must be an array"),
        ({"objective": []}, "problems.gimbal-coordination.grid.objective: must not be empty"),
        ({"share_step": [10, "x"]}, "problems.gimbal-coordination.grid.share_step[1]: must be an integer"),
        ({"objective": ["jct", "jct"]}, "problems.gimbal-coordination.grid.objective[1]: must not repeat an earlier element"),
        ({"share_model": ["mig"]}, "problems.gimbal-coordination.grid.share_model: must not also be set in options"),
    ],
)
def test_grid_errors_name_the_key(grid, message):
    doc = {"problems": {"gimbal-coordination": {"sizes": [2], "options": {"share_model": "linear"}, "grid": grid}}}
    with pytest.raises(ValidationError) as err:
        parse_matrix(doc, "g.toml")
    assert message in str(err.value)
    assert str(err.value).startswith("g.toml")


def test_grid_cells_store_their_options(toy_registry, tmp_path):
    path = tmp_path / "m.toml"
    path.write_text('[problems.toy-pick]\nsizes = [4]\nmethods = ["good"]\ngrid = { spread = [3, 9] }\n')
    m = load_matrix_file(path)
    assert sorted(c.options for c in m.cells) == [(("spread", 3),), (("spread", 9),)]
    with Store(tmp_path / "s.sqlite") as store:
        execute(plan(m, store, "v"), store, LocalExecutor(1))
        stored = sorted(r["options"]["spread"] for r in store.rows("v"))
    assert stored == [3, 9]


@pytest.mark.parametrize("name", sorted(p.name for p in MATRICES.glob("*.toml")))
def test_packaged_matrices_are_valid(name):
    m = load_matrix_file(MATRICES / name, registry())
    assert len(m.cells) > 0
