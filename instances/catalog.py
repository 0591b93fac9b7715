"""The profile catalog: measured DL-job profiles that instance generators draw from.

CUCKOO (Zhang et al., SoCC '25) needs, per job, the per-iteration durations of
its stages S (data loading), F (forward), B (backward) and C (gradient
communication) on every GPU type (Sec. 3.2.3, Table 3), for the models and
batch sizes of Table 8. The shipped files ``profiles/cuckoo_stages.csv`` and
``profiles/cuckoo_gpus.csv`` are written by ``profiles/derive_cuckoo.py`` from
public measurements (Muri, Gavel, Zeus); ``profiles/README.md`` states the
derivation, and each row names its source and lists its assumed
(``synthetic``) parts.

The CSVs are parsed once per process (``functools.lru_cache``); the returned
dictionaries are shared, so callers must not mutate them.
"""

from __future__ import annotations

import csv
import io
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from schedbench.errors import ValidationError

#: GPU counts the catalog covers.
CUCKOO_NUM_GPUS: tuple[int, ...] = (1, 2, 4, 8)
#: CUCKOO Table 7 GPU names, as ``stand_in_for`` accepts them.
CUCKOO_PAPER_GPUS: tuple[str, ...] = ("A800", "RTX 4090", "A10")

STAGES_FILE = "cuckoo_stages.csv"
GPUS_FILE = "cuckoo_gpus.csv"
STAGE_COLUMNS = ("model", "batch_size", "num_gpus", "gpu_type", "load_ms", "forward_ms",
                 "backward_ms", "comm_ms", "source", "synthetic")
GPU_COLUMNS = ("gpu_type", "name", "speed_vs_v100_median", "source", "stands_in_for")


@dataclass(frozen=True)
class StageProfile:
    """Per-iteration stage durations (ms) of one job type on one GPU type.

    ``load_ms`` is CUCKOO's S, ``forward_ms`` F, ``backward_ms`` B and
    ``comm_ms`` C (Sec. 3.2.3). ``synthetic`` names the assumed parts (always
    ``fb_split``: the forward/backward split is not measured)."""

    model: str
    batch_size: int
    num_gpus: int
    gpu_type: str
    load_ms: float
    forward_ms: float
    backward_ms: float
    comm_ms: float
    source: str
    synthetic: tuple[str, ...]

    @property
    def gpu_ms(self) -> float:
        """The measured GPU stage, F + B."""
        return self.forward_ms + self.backward_ms


@dataclass(frozen=True)
class GpuType:
    """A measured GPU type. ``speed_vs_v100`` is the median over model
    families of its speed relative to V100; ``stands_in_for`` lists the CUCKOO
    Table 7 GPUs it replaces."""

    gpu_type: str
    name: str
    speed_vs_v100: float
    source: str
    stands_in_for: tuple[str, ...]


def read_profile_rows(filename: str) -> list[dict[str, str]]:
    """The rows of a shipped catalog CSV, ``instances/profiles/<filename>``
    (read from the installed package, so it works from a wheel too)."""
    text = (resources.files("schedbench.instances") / "profiles" / filename).read_text(encoding="utf-8")
    return list(csv.DictReader(io.StringIO(text)))


def _read_rows(filename: str, columns: tuple[str, ...]) -> list[dict[str, str]]:
    rows = read_profile_rows(filename)
    header = tuple(rows[0]) if rows else ()
    if header != columns:
        raise ValidationError("header", f"must be exactly {','.join(columns)}", list(header),
                              source=f"profiles/{filename}")
    return rows


def _number(row: dict[str, str], column: str, where: str, *, integer: bool = False) -> float:
    try:
        value = int(row[column]) if integer else float(row[column])
    except (TypeError, ValueError):
        raise ValidationError(f"{where}.{column}", "must be a number", row[column]) from None
    if not math.isfinite(value) or value < 0:
        raise ValidationError(f"{where}.{column}", "must be finite and >= 0", value)
    return value


def _tuple(text: str) -> tuple[str, ...]:
    return tuple(part for part in text.split(";") if part)


@lru_cache(maxsize=1)
def cuckoo_stage_profiles() -> dict[tuple[str, int, int, str], StageProfile]:
    """(model, batch_size, num_gpus, gpu_type) -> StageProfile, from ``cuckoo_stages.csv``."""
    out: dict[tuple[str, int, int, str], StageProfile] = {}
    for i, row in enumerate(_read_rows(STAGES_FILE, STAGE_COLUMNS)):
        where = f"row[{i + 2}]"
        try:
            profile = StageProfile(
                model=row["model"],
                batch_size=int(_number(row, "batch_size", where, integer=True)),
                num_gpus=int(_number(row, "num_gpus", where, integer=True)),
                gpu_type=row["gpu_type"],
                load_ms=_number(row, "load_ms", where),
                forward_ms=_number(row, "forward_ms", where),
                backward_ms=_number(row, "backward_ms", where),
                comm_ms=_number(row, "comm_ms", where),
                source=row["source"],
                synthetic=_tuple(row["synthetic"]),
            )
        except ValidationError as exc:
            raise exc.with_source(f"profiles/{STAGES_FILE}") from None
        key = (profile.model, profile.batch_size, profile.num_gpus, profile.gpu_type)
        if key in out:
            raise ValidationError(where, "duplicates an earlier (model, batch_size, num_gpus, gpu_type)",
                                  key, source=f"profiles/{STAGES_FILE}")
        out[key] = profile
    return out


@lru_cache(maxsize=1)
def cuckoo_gpu_types() -> dict[str, GpuType]:
    """gpu_type -> GpuType, from ``cuckoo_gpus.csv``."""
    out: dict[str, GpuType] = {}
    for i, row in enumerate(_read_rows(GPUS_FILE, GPU_COLUMNS)):
        where = f"row[{i + 2}]"
        try:
            speed = _number(row, "speed_vs_v100_median", where)
        except ValidationError as exc:
            raise exc.with_source(f"profiles/{GPUS_FILE}") from None
        out[row["gpu_type"]] = GpuType(row["gpu_type"], row["name"], speed, row["source"],
                                       _tuple(row["stands_in_for"]))
    return out


def cuckoo_models() -> dict[str, tuple[int, ...]]:
    """Model -> batch sizes in the catalog: CUCKOO Table 8's, as the
    derivation script writes them (tests/test_catalog.py checks them against
    the table as printed)."""
    models: dict[str, set[int]] = {}
    for model, batch, _, _ in cuckoo_stage_profiles():
        models.setdefault(model, set()).add(batch)
    return {m: tuple(sorted(b)) for m, b in models.items()}


def _gpu_key(name: str) -> str:
    key = name.strip().upper().replace("NVIDIA", "").replace(" ", "").replace("-", "")
    return "RTX4090" if key == "4090" else key  # Table 2 writes "4090"


def stand_in_for(paper_gpu: str) -> str:
    """The measured GPU type that stands in for a CUCKOO Table 7 GPU.

    Accepts "A800", "RTX 4090" (or "4090") and "A10", with or without an
    "NVIDIA" prefix, in any case. Raises ValueError naming the choices otherwise.
    """
    if not isinstance(paper_gpu, str):
        raise ValidationError("paper_gpu", f"must be one of {', '.join(CUCKOO_PAPER_GPUS)}", paper_gpu)
    wanted = _gpu_key(paper_gpu)
    for gpu in cuckoo_gpu_types().values():
        if any(_gpu_key(p) == wanted for p in gpu.stands_in_for):
            return gpu.gpu_type
    raise ValidationError("paper_gpu", f"must be one of {', '.join(CUCKOO_PAPER_GPUS)}", paper_gpu)
