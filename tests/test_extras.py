"""The optional parts of the install: a missing one costs only what needs it, with one line that installs it."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

import pytest

from schedbench import extras
from schedbench.extras import EXTRAS, MissingExtra, available, install_line, require
from schedbench.reporting.report import write_report
from schedbench.harness.store import Store
from test_report import TOY_CELLS

ROOT = Path(__file__).resolve().parents[1]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture
def hide(monkeypatch):
    """``hide("matplotlib")``: the module looks uninstalled to :func:`schedbench.extras.available`."""
    real = importlib.util.find_spec
    hidden: set[str] = set()

    def find_spec(name, *args, **kwargs):
        return None if name.split(".")[0] in hidden else real(name, *args, **kwargs)

    monkeypatch.setattr(extras.importlib.util, "find_spec", find_spec)
    return hidden.add


def test_pyproject_declares_each_extra_outside_the_base_install():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    base = " ".join(project["dependencies"]).lower()
    optional = project["optional-dependencies"]
    for name, extra in EXTRAS.items():
        assert name in optional, name
        assert extra.package.lower() in " ".join(optional[name]).lower() or extra.module in " ".join(optional[name])
        assert extra.module not in base and extra.package.lower() not in base
    # the test extra brings every optional part, since the tests exercise them all
    assert "schedbench[plots,cbc,predictors]" in optional["test"]
    assert set(optional["all"]) == {"schedbench[plots,cbc,predictors]"}


def test_install_line_names_the_extra():
    assert install_line("plots", "plots not drawn") == (
        "plots not drawn: matplotlib is not installed: pip install 'schedbench[plots]'")
    assert install_line("cbc").endswith("pip install 'schedbench[cbc]'")


def test_require_raises_the_install_line(hide):
    require("predictors")  # installed in the test environment
    hide("xgboost")
    assert not available("predictors")
    with pytest.raises(MissingExtra, match=r"prediction=xgboost: XGBoost is not installed: "
                                           r"pip install 'schedbench\[predictors\]'"):
        require("predictors", "prediction=xgboost")


def test_report_without_plots_is_complete_less_its_figures(toy_registry, tmp_path, hide):
    store = tmp_path / "hand.sqlite"
    with Store(store) as db:
        for row in TOY_CELLS:
            db.record(row)
    with_plots = write_report(store, tmp_path / "with")
    assert any(p.suffix == ".png" and p.read_bytes().startswith(PNG_MAGIC) for p in with_plots.files)
    hide("matplotlib")
    report = write_report(store, tmp_path / "without")
    names = {p.name for p in report.files}
    assert not [n for n in names if n.endswith((".png", ".svg", ".pdf"))]
    assert {p.name for p in with_plots.files} - names == {n for n in {p.name for p in with_plots.files}
                                                          if n.endswith(".png")}
    text = (tmp_path / "without" / "report.md").read_text()
    assert "plots not drawn: matplotlib is not installed: pip install 'schedbench[plots]'" in text
    assert ".png" not in text and "gap plot" not in text
    assert "[table](toy-pick.md)" in text
    # the tables are the same with and without plots
    assert (tmp_path / "without" / "toy-pick.csv").read_text() == (tmp_path / "with" / "toy-pick.csv").read_text()


def test_cbc_missing_is_a_result_with_the_install_line(monkeypatch):
    import pyomo.environ as pyo

    from schedbench.solvers import SolveStatus, cbc, solve

    monkeypatch.setattr(cbc, "cbc_path", lambda: None)
    m = pyo.ConcreteModel()
    m.x = pyo.Var(within=pyo.Binary)
    m.obj = pyo.Objective(expr=m.x)
    result = solve(m, solver="cbc", time_limit=5)
    assert result.status is SolveStatus.UNAVAILABLE
    assert "pip install 'schedbench[cbc]'" in (result.message or "")


def test_xgboost_prediction_missing_is_one_clear_error(hide):
    from schedbench.instances import horus_predict

    hide("xgboost")
    with pytest.raises(MissingExtra, match=r"schedbench\[predictors\]"):
        horus_predict.study("random", ("xgboost",), seed=0)
