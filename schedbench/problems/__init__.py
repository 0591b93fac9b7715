"""Problem definitions, one module per paper: solution type, evaluator and
the registration that binds the paper's instances, formulations and
heuristics together."""

from __future__ import annotations

from schedbench.registry import Registry


def register_all(reg: Registry) -> None:
    from schedbench.problems import cuckoo

    cuckoo.register(reg)
    from schedbench.problems import gimbal

    gimbal.register(reg)
    from schedbench.problems import asrpt

    asrpt.register(reg)
    from schedbench.problems import castor

    castor.register(reg)
    from schedbench.problems import horus

    horus.register(reg)
    horus.register_online(reg)
