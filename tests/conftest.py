"""Shared fixtures of the harness tests."""

from __future__ import annotations

import importlib

import pytest
import toy_problem  # tests/ is on sys.path (pytest's rootdir conftest)

#: The module, not the function: `schedbench.registry` as a package attribute is registry().
registry_module = importlib.import_module("schedbench.registry")

#: ``module:function`` that rebuilds the toy registry in a spawned worker.
TOY_REGISTRY_FACTORY = "toy_problem:make_registry"


@pytest.fixture
def toy_registry(monkeypatch):
    """Make the registry hold the toy problem only. Forked workers inherit it."""
    reg = toy_problem.make_registry()
    monkeypatch.setattr(registry_module, "_REGISTRY", reg)
    return reg
