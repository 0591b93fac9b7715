"""Limits checked before any work: how many cells a matrix may have (a seed
range is counted before it is expanded), and the ranges of the budget's
numbers, from flags and matrix files alike."""

from __future__ import annotations

import json
import time

import pytest

from schedbench.errors import ValidationError
from schedbench.harness.matrix import MAX_SEED, matrix_from_flags, parse_int_list, parse_matrix
from schedbench.validation import MAX_CELLS

#: Seconds within which a refusal counted before expansion comes (expanding
#: 100,000,001 seeds took minutes and gigabytes).
PROMPT_S = 5.0


def _main(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    from schedbench.cli import main

    with pytest.raises(SystemExit) as exc:
        main([str(a) for a in args])
    captured = capsys.readouterr()
    code = exc.value.code if isinstance(exc.value.code, int) else 0
    return code, captured.out, captured.err


def _one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


# ------------------------------------------------------------- cell counts


def test_a_huge_seed_range_is_refused_before_it_is_expanded():
    start = time.perf_counter()
    with pytest.raises(ValidationError, match=r"--seeds\[1\]: gives 100,000,003 values: at most 100,000"):
        parse_int_list("5,0-100000001,7", "--seeds", positive=False)
    with pytest.raises(ValidationError, match=r"--sizes\[0\]: gives 1,000,000,000,000 values"):
        parse_int_list("1-1000000000000", "--sizes", positive=True)
    assert time.perf_counter() - start < PROMPT_S
    assert parse_int_list(f"0-{MAX_CELLS - 1}", "--seeds", positive=False)[-1] == MAX_CELLS - 1


def test_the_cells_of_the_flags_are_counted_before_they_expand():
    start = time.perf_counter()
    seeds = list(range(MAX_CELLS // 2 + 1))
    with pytest.raises(ValidationError, match=r"--sizes x --seeds x --methods x --method-seeds: gives 100,002 cells: "
                                              r"at most 100,000 in one matrix"):
        matrix_from_flags(["cuckoo-packing"], sizes=[4, 8], seeds=seeds, methods=["greedy"])
    assert time.perf_counter() - start < PROMPT_S
    # a method capped below a size adds no cell there: counted as the expansion would
    m = matrix_from_flags(["cuckoo-packing"], sizes=[4, 8], seeds=[0, 1], methods=["greedy", "milp"],
                          max_size={"milp": 4})
    assert len(m.cells) == 6


def test_a_matrix_file_with_too_many_cells_is_refused_before_it_expands():
    doc = {"defaults": {"seeds": list(range(1000))},
           "problems": {"cuckoo-packing": {"sizes": list(range(2, 102)), "methods": ["greedy", "blossom"]}}}
    start = time.perf_counter()
    with pytest.raises(ValidationError, match=r"m.toml: problems: gives 200,000 cells: at most 100,000"):
        parse_matrix(doc, "m.toml")
    grid = {"problems": {"cuckoo-packing": {"sizes": [4], "grid": {"w": [i / 1000 for i in range(1, 1001)],
                                                                  "num_gpus": list(range(1, 1001))}}}}
    with pytest.raises(ValidationError, match=r"problems.cuckoo-packing.grid: gives 1,000,000 option sets"):
        parse_matrix(grid, "g.toml")
    assert time.perf_counter() - start < PROMPT_S


def test_run_refuses_a_huge_seed_range_at_once(tmp_path, capsys):
    start = time.perf_counter()
    code, out, err = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0-100000000",
                           "--methods", "greedy", "--store", tmp_path / "s.sqlite")
    assert code == 2
    assert "--seeds[0]: gives 100,000,001 values: at most 100,000" in _one_error_line(err)
    assert time.perf_counter() - start < PROMPT_S
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------- number ranges


@pytest.fixture
def inst(tmp_path, monkeypatch):
    from schedbench.io import save_instance_file
    from schedbench.registry import registry

    monkeypatch.chdir(tmp_path)
    spec = registry().get("cuckoo-packing")
    save_instance_file(tmp_path / "p4.json", spec, spec.generate(size=4, seed=0))
    return tmp_path / "p4.json"


#: (flag, value, the rule): the same in ``solve`` and ``run``.
OUT_OF_RANGE = [
    ("--time-limit", "1e-9", "--time-limit: must be at least 0.01 seconds"),
    ("--time-limit", "0.009", "--time-limit: must be at least 0.01 seconds"),
    ("--mip-rel-gap", "1", "--mip-rel-gap: must be a number in [0, 1)"),
    ("--mip-rel-gap", "-0.1", "--mip-rel-gap: must be a number in [0, 1)"),
    ("--mip-rel-gap", "nan", "--mip-rel-gap: must be a number in [0, 1)"),
    ("--threads", "5000", "--threads: must be at most 1,024"),
    ("--threads", "0", "--threads: must be a positive integer"),
    ("--work", "1e6", "--work: must be at most 10,000"),
    ("--node-limit", "3000000000", "--node-limit: must be at most 1,000,000,000"),
]


@pytest.mark.parametrize(("flag", "value", "rule"), OUT_OF_RANGE)
def test_solve_refuses_numbers_out_of_range(inst, capsys, flag, value, rule):
    code, out, err = _main(capsys, "solve", inst, "-m", "greedy", flag, value)
    assert code == 2 and rule in _one_error_line(err) and out == ""


@pytest.mark.parametrize(("flag", "value", "rule"), OUT_OF_RANGE)
def test_run_refuses_numbers_out_of_range(tmp_path, capsys, flag, value, rule):
    code, out, err = _main(capsys, "run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", "0",
                           "--methods", "greedy", "--store", tmp_path / "s.sqlite", flag, value)
    assert code == 2 and rule in _one_error_line(err)
    assert not (tmp_path / "s.sqlite").exists()


@pytest.mark.parametrize("args", [
    ("solve", "{inst}", "-m", "greedy", "--seed", str(MAX_SEED + 1)),
    ("generate", "cuckoo-packing", "--size", "4", "--seed", str(MAX_SEED + 1), "-o", "x.json"),
    ("run", "--problem", "cuckoo-packing", "--sizes", "4", "--seeds", str(MAX_SEED + 1), "--store", "s.sqlite"),
    ("run", "--problem", "cuckoo-packing", "--sizes", "4", "--method-seeds", str(MAX_SEED + 1), "--store", "s.sqlite"),
])
def test_seeds_are_32_bit(inst, capsys, args):
    code, out, err = _main(capsys, *(a.format(inst=inst) for a in args))
    assert code == 2 and "must be at most 2,147,483,647 (a 32-bit seed)" in _one_error_line(err)
    assert not (inst.parent / "s.sqlite").exists() and not (inst.parent / "x.json").exists()


def test_the_seed_cap_is_the_solvers():
    from schedbench.solvers.options import MAX_SEED as SOLVER_MAX_SEED

    assert MAX_SEED == SOLVER_MAX_SEED


@pytest.mark.parametrize(("key", "value", "rule"), [
    ("time_limit_s", 0.001, "defaults.time_limit_s: must be at least 0.01 seconds"),
    ("mip_rel_gap", 1, r"defaults.mip_rel_gap: must be a number in \[0, 1\)"),
    ("threads", 2000, "defaults.threads: must be at most 1,024"),
    ("work", 1e5, "defaults.work: must be at most 10,000"),
    ("node_limit", 2_000_000_000, "defaults.node_limit: must be at most 1,000,000,000"),
    ("seeds", [0, MAX_SEED + 1], r"defaults.seeds\[1\]: must be at most 2,147,483,647"),
])
def test_a_matrix_file_has_the_same_ranges(key, value, rule):
    doc = {"defaults": {key: value}, "problems": {"cuckoo-packing": {"sizes": [4], "methods": ["greedy"]}}}
    with pytest.raises(ValidationError, match=rf"m.toml: {rule}"):
        parse_matrix(doc, "m.toml")


def test_the_bounds_themselves_are_accepted(inst, capsys):
    code, out, err = _main(capsys, "solve", inst, "-m", "greedy", "--time-limit", "0.01", "--mip-rel-gap", "0.999",
                           "--threads", "1024", "--work", "10000", "--seed", str(MAX_SEED), "--json")
    assert code == 0, err
    budget = json.loads(out)["budget"]
    assert (budget["time_limit_s"], budget["mip_rel_gap"], budget["threads"], budget["work"], budget["seed"]) == (
        0.01, 0.999, 1024, 10000.0, MAX_SEED)
