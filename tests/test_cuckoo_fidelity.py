"""Issue 15 (CUCKOO): the one-copy Table 7 cluster and the arrival-intensity
options of ``cuckoo-joint``."""

from __future__ import annotations

import pytest

from schedbench.errors import ValidationError
from schedbench.instances.cuckoo import generate_joint


def test_copies_and_intensity_options():
    base = generate_joint(40, 3, cluster="paper")
    one = generate_joint(40, 3, cluster="paper", copies=1)
    fast = generate_joint(40, 3, cluster="paper", copies=1, intensity=2.0)
    assert sum(c for _, c in one.gpus) == 16  # Table 7 once: 16 GPUs
    assert sum(c for _, c in generate_joint(521, 0, cluster="paper").gpus) == 16 * 5  # the default: one copy per 100 jobs
    assert [j.arrival for j in fast.jobs] == pytest.approx([j.arrival / 2.0 for j in one.jobs], abs=2e-3)
    assert [j.model for j in fast.jobs] == [j.model for j in one.jobs]
    assert "arrival_intensity" in fast.metadata["synthetic"] and "arrival_intensity" not in base.metadata["synthetic"]
    with pytest.raises(ValidationError, match="copies"):
        generate_joint(40, 3, cluster="paper", copies=0)
    with pytest.raises(ValidationError, match="intensity"):
        generate_joint(40, 3, intensity=0.0)
