"""The instance library: instances, their MILPs and one metadata table, in
the spirit of MIPLIB and PSPLIB.

``schedbench library`` writes, for the distinct instances of a matrix (or of
``--problem/--sizes/--seeds``), into one folder::

    instances/<name>.json   the instance document (schedbench generate's format)
    models/<name>.mps       its MILP (problems with a formulation), and
    models/<name>.lp        the same model as an LP file
    library.csv, library.md the metadata table, one row per instance
    library.json            the same rows, read back by ``schedbench run --library``

``<name>`` is ``<problem>-n<size>-s<seed>-<instance id>``. A row holds the
problem, paper, size, seed, generator options, instance id, the model's rows,
columns, binaries, general integers and nonzeros (of the standard form the
HiGHS hand-off compiles: fixed variables folded, so the MPS file may list a
few more columns), the best known objective with the method that found it,
the best proven bound, the status, and the code version that wrote it.

Objective and bound come from a results store: every stored cell of the
instance, of any code version, with a feasible solution (best objective) or
a proven bound from an exact method (best bound: the largest for minimisation,
the smallest for maximisation). Status ``optimal`` when the best objective
is within the solver's relative gap (``Budget.mip_rel_gap``, 1e-6) of the
best bound (``gap_to_bound``), else ``open``. Re-running methods into the
store and writing the library again improves it.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from schedbench.contracts import Budget, Sense, gap_to_bound
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.io import instance_document, load_instance_file, write_json_atomic, write_text_atomic
from schedbench.harness.matrix import Cell, Matrix
from schedbench.registry import Registry, registry

#: Relative gap under which the best objective is proven optimal (the MIP
#: gap every exact method of the suite solves to).
OPTIMAL_REL_GAP = Budget().mip_rel_gap
#: Version of ``library.json``'s layout.
LIBRARY_SCHEMA_VERSION = 1
LIBRARY_JSON = "library.json"
STATUSES = ("optimal", "open")


@dataclass(frozen=True)
class LibraryEntry:
    """One instance of the library (one row of the metadata table)."""

    name: str
    problem: str
    paper: str
    size: int
    seed: int
    options: str  # generator options, canonical JSON object
    instance_id: str
    instance_file: str  # relative to the library folder
    mps_file: str | None
    lp_file: str | None
    rows: int | None
    columns: int | None
    binaries: int | None
    integers: int | None
    nonzeros: int | None
    #: The problem's objective = the model file's objective x this (a model
    #: may be written in scaled units for the solver's tolerances; GIMBAL's
    #: is in a time unit). None without a model.
    objective_scale: float | None
    best_objective: float | None
    best_method: str | None
    best_bound: float | None
    status: str
    code_version: str


COLUMNS = tuple(f.name for f in fields(LibraryEntry))


def instance_name(problem: str, size: int, seed: int, instance_id: str) -> str:
    return f"{problem}-n{size}-s{seed}-{instance_id}"


def distinct_instances(matrix: Matrix) -> list[tuple[str, int, int, tuple[tuple[str, Any], ...]]]:
    """(problem, size, seed, options) of every instance of a matrix, in order."""
    seen: dict[tuple[str, int, int, tuple[tuple[str, Any], ...]], None] = {}
    for cell in matrix.cells:
        seen.setdefault((cell.problem, cell.size, cell.instance_seed, cell.options), None)
    return list(seen)


def model_counts(model: Any) -> dict[str, int]:
    """Rows, columns, binaries, general integers and nonzeros of a Pyomo MILP."""
    from schedbench.solvers.standard_form import compile_model

    form = compile_model(model)
    integer = form.is_integer.astype(bool)
    binary = integer & (form.col_lower >= 0) & (form.col_upper <= 1)
    return {
        "rows": form.num_rows,
        "columns": form.num_cols,
        "binaries": int(binary.sum()),
        "integers": int((integer & ~binary).sum()),
        "nonzeros": int(form.matrix.nnz),
    }


def best_known(rows: Iterable[Mapping[str, Any]], sense: Sense) -> dict[str, Any]:
    """Best objective (and its method), best proven bound and status from
    stored cells of one instance (see the module doc)."""
    minimise = sense is Sense.MINIMIZE
    best_obj: float | None = None
    best_method: str | None = None
    best_bound: float | None = None
    for row in rows:
        if row.get("status") == "error":
            continue
        obj = row.get("objective")
        if obj is not None and row.get("feasible"):
            if best_obj is None or (obj < best_obj if minimise else obj > best_obj):
                best_obj, best_method = obj, row["method"]
        bound = row.get("bound")
        if bound is not None and (best_bound is None or (bound > best_bound if minimise else bound < best_bound)):
            best_bound = bound
    gap = gap_to_bound(best_obj, best_bound, sense)
    status = "optimal" if gap is not None and gap <= OPTIMAL_REL_GAP else "open"
    return {"best_objective": best_obj, "best_method": best_method, "best_bound": best_bound, "status": status}


def write_library(
    matrix: Matrix,
    out: str | Path,
    *,
    store_rows: Sequence[Mapping[str, Any]] = (),
    code_version: str,
    reg: Registry | None = None,
    models: bool = True,
) -> list[LibraryEntry]:
    """Write the library of ``matrix``'s instances into ``out`` (see the module doc)."""
    from schedbench.solvers import export_model

    reg = reg or registry()
    out = Path(out)
    for sub in ("instances", "models"):
        try:
            (out / sub).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ValidationError("--output", f"must be a writable folder ({exc.strerror})", str(out)) from None
    by_instance: dict[tuple[str, str], list[Mapping[str, Any]]] = {}
    for row in store_rows:
        by_instance.setdefault((row["problem"], row["instance_id"]), []).append(row)
    entries = []
    for problem, size, seed, options in distinct_instances(matrix):
        spec = reg.get(problem)
        inst = spec.generate(size=size, seed=seed, **dict(options))
        name = instance_name(problem, size, seed, inst.id)
        instance_file = f"instances/{name}.json"
        write_json_atomic(out / instance_file, instance_document(spec, inst))
        mps_file = lp_file = None
        counts: dict[str, Any] = dict.fromkeys(("rows", "columns", "binaries", "integers", "nonzeros",
                                                "objective_scale"))
        if models and spec.build is not None:
            model = spec.build(inst)
            counts.update(model_counts(model))
            counts["objective_scale"] = float(getattr(model, "objective_scale", 1.0))
            mps_file, lp_file = f"models/{name}.mps", f"models/{name}.lp"
            export_model(model, out / mps_file, "mps")
            export_model(model, out / lp_file, "lp")
        entries.append(LibraryEntry(
            name=name, problem=problem, paper=spec.paper, size=size, seed=seed,
            options=json.dumps(dict(options), sort_keys=True), instance_id=inst.id,
            instance_file=instance_file, mps_file=mps_file, lp_file=lp_file, **counts,
            **best_known(by_instance.get((problem, inst.id), ()), spec.sense), code_version=code_version,
        ))
    write_json_atomic(out / LIBRARY_JSON, {"schema_version": LIBRARY_SCHEMA_VERSION,
                                           "entries": [asdict(e) for e in entries]})
    write_text_atomic(out / "library.csv", to_csv(entries))
    write_text_atomic(out / "library.md", to_markdown(entries))
    return entries


def to_csv(entries: Sequence[LibraryEntry]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(COLUMNS)
    for e in entries:
        writer.writerow(["" if v is None else (repr(v) if isinstance(v, float) else v) for v in asdict(e).values()])
    return buf.getvalue()


#: Columns of the Markdown table (the CSV has every field).
MARKDOWN_COLUMNS = ("name", "paper", "rows", "columns", "binaries", "integers", "nonzeros",
                    "best_objective", "best_method", "best_bound", "status")


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.10g}"
    return str(value).replace("|", "\\|")


def to_markdown(entries: Sequence[LibraryEntry]) -> str:
    versions = sorted({e.code_version for e in entries})
    lines = [
        "# schedbench instance library",
        "",
        f"{len(entries)} instance(s); code version {', '.join(versions) or '-'}. "
        "Best objective: the best feasible solution in the results store (method named); "
        "best bound: the tightest proven bound there; optimal: their relative gap is at most "
        f"{OPTIMAL_REL_GAP:g}. Counts are of the compiled standard form. All fields: library.csv.",
        "",
        "| " + " | ".join(MARKDOWN_COLUMNS) + " |",
        "|" + "|".join("---" if c in ("name", "paper", "best_method", "status") else "---:" for c in MARKDOWN_COLUMNS) + "|",
    ]
    for e in entries:
        d = asdict(e)
        lines.append("| " + " | ".join(_cell(d[c]) for c in MARKDOWN_COLUMNS) + " |")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------- reading back


def read_library(folder: str | Path) -> list[LibraryEntry]:
    """The entries of a library folder, each instance file checked against its id."""
    folder = Path(folder)
    path = folder / LIBRARY_JSON
    if not path.is_file():
        raise ValidationError("--library", f"must be a library folder holding {LIBRARY_JSON}", str(folder))
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValidationError(str(path), f"must be valid JSON ({exc})") from None
    if not isinstance(doc, dict) or doc.get("schema_version") != LIBRARY_SCHEMA_VERSION:
        raise ValidationError(f"{path}: schema_version", f"must be {LIBRARY_SCHEMA_VERSION}",
                              doc.get("schema_version") if isinstance(doc, dict) else doc)
    entries = []
    for k, raw in enumerate(doc.get("entries") or []):
        if not isinstance(raw, dict) or set(raw) != set(COLUMNS):
            raise ValidationError(f"{path}: entries[{k}]", f"must have exactly the fields {', '.join(COLUMNS)}")
        entry = LibraryEntry(**raw)
        if not re.fullmatch(r"instances/[\w.\-]+\.json", entry.instance_file):
            raise ValidationError(f"{path}: entries[{k}].instance_file", "must be instances/NAME.json", entry.instance_file)
        _, inst = load_instance_file(folder / entry.instance_file)
        if inst.id != entry.instance_id:
            raise ValidationError(f"{path}: entries[{k}].instance_id", "must be the id of its instance file",
                                  entry.instance_id)
        entries.append(entry)
    return entries


def library_matrix(
    folder: str | Path,
    *,
    methods: Sequence[str] | None = None,
    method_seeds: Sequence[int] = (0,),
    budget: Budget | None = None,
    reg: Registry | None = None,
) -> Matrix:
    """The matrix that runs methods (default: all of each problem's) on
    exactly the library's instances.

    The harness regenerates each instance from (problem, size, seed,
    options); every one is checked to give the library file's id, so a
    changed generator is an error here rather than a different benchmark.
    """
    reg = reg or registry()
    budget = budget or Budget()
    cells = []
    for entry in read_library(folder):
        spec = reg.get(entry.problem)
        options = tuple(sorted(json.loads(entry.options).items()))
        regenerated = spec.generate(size=entry.size, seed=entry.seed, **dict(options))
        if regenerated.id != entry.instance_id:
            raise SchedbenchError(
                f"library instance {entry.name}: today's generator gives instance {regenerated.id}, not "
                f"{entry.instance_id}; the library was written by other generator code (write it again)"
            )
        names = list(spec.methods) if methods is None else [m for m in methods if m in spec.methods]
        for method in names:
            for seed in method_seeds:
                cells.append(Cell(entry.problem, entry.size, entry.seed, method, replace(budget, seed=seed), options))
    if methods is not None:
        unknown = sorted(set(methods) - {c.method for c in cells})
        if unknown:
            raise ValidationError("--methods", "must name methods of the library's problems", ", ".join(unknown))
    return Matrix(cells=tuple(cells), source=f"library {folder}")
