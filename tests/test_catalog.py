"""The CUCKOO profile catalog (instances/catalog.py, instances/profiles/cuckoo_*.csv)."""

from __future__ import annotations

import math
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from data_marks import needs_sets  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench.instances.catalog import (
    CUCKOO_NUM_GPUS,
    CUCKOO_PAPER_GPUS,
    GpuType,
    StageProfile,
    cuckoo_gpu_types,
    cuckoo_models,
    cuckoo_stage_profiles,
    stand_in_for,
)

REPO_ROOT = Path(__file__).resolve().parents[1]
PROFILES = REPO_ROOT / "instances" / "profiles"

#: CUCKOO Table 8, "Models and batch sizes used in evaluation", as printed.
PAPER_TABLE8 = {
    "a2c": (8, 16, 32),
    "dqn": (8, 16, 32),
    "bert": (2, 4, 8),
    "gpt2": (2, 4),
    "vgg19": (8, 16, 32),
    "vgg16": (8, 16, 32),
    "resnet18": (16, 32, 64),
    "resnet50": (16, 32, 64),
}
#: The CSV keeps 3 decimals of a ms; ratios of rounded times agree to this.
RATIO_REL_TOL = 0.01
#: Forward share assumed by the derivation (backward = 2 x forward).
FORWARD_SHARE = 1.0 / 3.0


@pytest.fixture(scope="module")
def profiles() -> dict[tuple[str, int, int, str], StageProfile]:
    return cuckoo_stage_profiles()


@pytest.fixture(scope="module")
def gpus() -> dict[str, GpuType]:
    return cuckoo_gpu_types()


def per_model_speed(profiles, model: str, gpu_type: str) -> float:
    """Speed of gpu_type relative to V100 for one model, read off the GPU stages."""
    return statistics.median(
        profiles[(m, b, n, "v100")].gpu_ms / p.gpu_ms
        for (m, b, n, g), p in profiles.items() if m == model and g == gpu_type
    )


def test_shipped_csvs_load(profiles, gpus):
    assert profiles and gpus
    assert all(isinstance(p, StageProfile) for p in profiles.values())
    assert all(isinstance(g, GpuType) for g in gpus.values())
    assert cuckoo_stage_profiles() is profiles  # parsed once
    assert "v100" in gpus and gpus["v100"].speed_vs_v100 == 1.0
    assert {"k80", "p100", "v100"} <= set(gpus)


def test_models_are_table8():
    assert cuckoo_models() == PAPER_TABLE8


def test_every_table8_configuration_is_present(profiles, gpus):
    expected = {(m, b, n, g) for m, bs in PAPER_TABLE8.items() for b in bs
                for n in CUCKOO_NUM_GPUS for g in gpus}
    assert set(profiles) == expected


def test_times_are_finite_and_positive(profiles):
    for key, p in profiles.items():
        for name in ("load_ms", "forward_ms", "backward_ms"):
            value = getattr(p, name)
            assert math.isfinite(value) and value > 0, (key, name, value)
        assert math.isfinite(p.comm_ms), key
        if p.num_gpus == 1:
            assert p.comm_ms == 0, key
        else:
            assert p.comm_ms > 0, key


def test_forward_backward_split_is_labelled_synthetic(profiles):
    for key, p in profiles.items():
        assert "fb_split" in p.synthetic, key
        assert p.forward_ms == pytest.approx(FORWARD_SHARE * p.gpu_ms, rel=RATIO_REL_TOL, abs=1e-3), key
        assert p.source, key


def test_loading_and_communication_do_not_depend_on_gpu_type(profiles):
    for (m, b, n, g), p in profiles.items():
        ref = profiles[(m, b, n, "v100")]
        assert (p.load_ms, p.comm_ms) == (ref.load_ms, ref.comm_ms), (m, b, n, g)
        assert ("gpu_speed_family_proxy" in p.synthetic) == (g != "v100"), (m, b, n, g)


def test_gpu_speed_is_one_ratio_per_model_and_type(profiles, gpus):
    for model in PAPER_TABLE8:
        for gpu_type in gpus:
            speed = per_model_speed(profiles, model, gpu_type)
            for (m, b, n, g), p in profiles.items():
                if m == model and g == gpu_type:
                    ratio = profiles[(m, b, n, "v100")].gpu_ms / p.gpu_ms
                    assert ratio == pytest.approx(speed, rel=RATIO_REL_TOL), (m, b, n, g)


def test_faster_gpu_types_have_shorter_gpu_stages(profiles, gpus):
    """Speeds are measured per model family, so the order of two GPU types can
    differ between families (A40 is slower than V100 on ResNet-50 and faster on
    BERT in Zeus's data); within a model it holds for every configuration."""
    for model in PAPER_TABLE8:
        speed = {g: per_model_speed(profiles, model, g) for g in gpus}
        for (m, b, n, g), p in profiles.items():
            if m != model:
                continue
            for other in gpus:
                if speed[g] > speed[other]:
                    assert p.gpu_ms < profiles[(m, b, n, other)].gpu_ms, (m, b, n, g, other)


def test_order_that_every_family_agrees_on(profiles):
    """K80 < P100 < V100 (Gavel) and RTX 6000 < V100 (Zeus) for every model."""
    for (m, b, n, g), p in profiles.items():
        if g == "v100":
            for slower in ("k80", "p100", "rtx6000"):
                assert profiles[(m, b, n, slower)].gpu_ms > p.gpu_ms, (m, b, n, slower)
            assert profiles[(m, b, n, "k80")].gpu_ms > profiles[(m, b, n, "p100")].gpu_ms


def test_gpu_median_speed_matches_the_stage_profiles(profiles, gpus):
    for gpu_type, gpu in gpus.items():
        family_speeds = {round(per_model_speed(profiles, m, gpu_type), 2) for m in PAPER_TABLE8}
        assert len(family_speeds) in (1, 3)  # one ratio per family (cv, nlp, rl)
        assert gpu.speed_vs_v100 == pytest.approx(statistics.median(family_speeds), abs=0.01)


def test_stand_ins(gpus):
    chosen = [stand_in_for(p) for p in CUCKOO_PAPER_GPUS]
    assert all(c in gpus for c in chosen)
    assert len(set(chosen)) == len(chosen)  # the paper's three types stay distinct
    speeds = [gpus[c].speed_vs_v100 for c in chosen]
    assert speeds == sorted(speeds, reverse=True)  # A800 >= RTX 4090 >= A10
    assert chosen[0] == max(gpus, key=lambda g: gpus[g].speed_vs_v100)
    assert stand_in_for("NVIDIA RTX 4090") == stand_in_for("4090") == stand_in_for("rtx4090")
    for paper_gpu, gpu_type in zip(CUCKOO_PAPER_GPUS, chosen):
        assert paper_gpu in gpus[gpu_type].stands_in_for


@pytest.mark.parametrize("bad", ["H100", "", "A100", 4090])
def test_stand_in_for_unknown_gpu_names_the_choices(bad):
    with pytest.raises(ValueError, match="A800, RTX 4090, A10"):
        stand_in_for(bad)


@needs_sets("muri", "gavel", "zeus")
def test_derivation_is_byte_identical(tmp_path):
    script = PROFILES / "derive_cuckoo.py"
    done = subprocess.run([sys.executable, str(script), "--out", str(tmp_path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    for name in ("cuckoo_stages.csv", "cuckoo_gpus.csv"):
        assert (tmp_path / name).read_bytes() == (PROFILES / name).read_bytes(), name
