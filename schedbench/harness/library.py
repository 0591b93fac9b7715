"""The instance library: instances, their MILPs, solutions and one metadata
table, in the spirit of MIPLIB and PSPLIB.

``schedbench library`` writes, for the distinct instances of a matrix (or of
``--problem/--sizes/--seeds``), into one folder::

    instances/<name>.json   the instance document (schedbench generate's format)
    models/<name>.mps       its MILP (problems with a formulation), and
    models/<name>.lp        the same model as an LP file
    models/<name>.sol       an optimal solution of the model file (MIPLIB's
                            .sol format), for instances solved to optimality
    library.solu            MIPLIB's .solu file: =opt=, =best=, =inf= or
                            =unkn= per model, in the model file's units
    library.csv, library.md the metadata table, one row per instance
    library.json            the same rows, read back by ``schedbench run --library``

``<name>`` is ``<problem>-n<size>-s<seed>-<instance id>``. A row holds the
problem, paper, size, seed, generator options, instance id, the model file's
objective sense, rows, columns, binaries, general integers, continuous
columns and nonzeros (as a reader of the MPS file sees them: HiGHS reads the
file back; binaries are the columns the file declares ``BV``, as SCIP types
them, and ``integers_01`` counts the general integers whose bounds in the file
are [0, 1], which CBC and HiGHS count as binaries), ``objective_scale`` (the problem's
objective = the model file's objective x this), the best known objective
with the method that found it, the best proven bound, both again in the
model file's units, the status, and the code version that wrote it. A
problem without a MILP gets a row with the reason in ``model_note``.

Objective and bound come from a results store: the latest run of every
stored cell of the instance (:func:`~schedbench.harness.store.latest_cells`:
the caller passes those rows), with a feasible solution (best objective) or
a proven bound from an exact method (best bound: the largest for minimisation,
the smallest for maximisation). An instance where a feasible objective
beats a proven bound (a conflict, :func:`~schedbench.harness.store.bound_conflicts`:
one of the two methods is wrong, or the evaluator is) gets no bound, so
nothing is proven optimal there. Statuses (:func:`best_known`):

* ``optimal``: the best objective is within the solver's relative gap
  (``Budget.mip_rel_gap``, 1e-6) of the best bound (``gap_to_bound``);
* ``best known``: a feasible solution is known, not proven optimal (the
  bound, if any, says how far it may be);
* ``infeasible``: an exact method proved that no solution exists;
* ``open``: no feasible solution is known.

The solution file of an optimal instance comes from solving the written MPS
file itself with HiGHS (one thread, no relative gap, at most
``LIBRARY_SOLVE_TIME_LIMIT_S`` seconds): its
variable values, under the file's own names, are what a user's solver
compares with. It is written only when that solve proves optimality at the
store's optimum (within ``OPTIMAL_REL_GAP``); a disagreement is an error, as
it means the model file and the evaluator disagree. Re-running methods into
the store and writing the library again improves it.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from schedbench.contracts import Budget, Sense, gap_to_bound
from schedbench.errors import SchedbenchError, ValidationError
from schedbench.io import instance_document, load_instance_file, staged_folder, write_json_atomic, write_text_atomic
from schedbench.harness.matrix import Cell, Matrix
from schedbench.harness.store import bound_conflicts, outside_bound_methods
from schedbench.registry import Registry, registry

#: Relative gap under which the best objective is proven optimal (the MIP
#: gap every exact method of the suite solves to).
OPTIMAL_REL_GAP = Budget().mip_rel_gap
#: Version of ``library.json``'s layout.
LIBRARY_SCHEMA_VERSION = 2
LIBRARY_JSON = "library.json"
LIBRARY_SOLU = "library.solu"
LIBRARY_STATUSES = ("optimal", "best known", "infeasible", "open")
#: MIPLIB's .solu tag for each status.
SOLU_TAGS = MappingProxyType({"optimal": "=opt=", "best known": "=best=", "infeasible": "=inf=", "open": "=unkn="})
#: HiGHS's time limit (its own, wall-clock seconds) on one model file when
#: it recovers the solution the library ships (the store already proved the
#: optimum; this solve only finds the variable values under the file's
#: names). Only whether a .sol file is written can depend on it: keep the
#: models of a library meant to be reproduced well below it (the shipped
#: library's largest takes HiGHS under 4 s).
LIBRARY_SOLVE_TIME_LIMIT_S = 60.0
#: HiGHS's relative gap on that solve: none, so that the file's optimum is
#: proven outright and agrees with the store's (itself within
#: ``OPTIMAL_REL_GAP`` of optimal) to within ``OPTIMAL_REL_GAP``.
SOLUTION_REL_GAP = 0.0
#: Continuous values smaller than this in magnitude are written as zero
#: (solver noise); integer columns are rounded to the nearest integer.
SOLUTION_ZERO_TOL = 1e-10
#: Why a built-in problem ships no model file (the table's ``model_note``).
NO_MODEL_REASONS = MappingProxyType({
    "castor-pair": "no MILP: the exact method enumerates sub-batches x the start offset kappa, on which the"
                   " completion time is piecewise linear with one breakpoint (CASTOR Theorem 1)",
    "horus-online": "no MILP: continuous-time online schedule with rates that change at every event; the exact"
                    " method enumerates set partitions x event orders with one LP per order, and the bound is a"
                    " configuration LP",
})
#: ``model_note`` of a (plug-in) problem that registers no formulation and
#: has no reason above.
NO_MODEL_DEFAULT = "no MILP: the problem registers no formulation"


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
    #: models/<name>.sol for instances whose model file was solved to optimality.
    solution_file: str | None
    #: Why there is no model file (None when there is one).
    model_note: str | None
    #: The model file's objective sense, "min" or "max" (None without a model).
    sense: str | None
    rows: int | None
    columns: int | None
    #: Columns the file declares binary (``BV``).
    binaries: int | None
    #: Other integer columns (general integers), whatever their bounds.
    integers: int | None
    #: Of ``integers``, those whose bounds in the file are [0, 1]: CBC and
    #: HiGHS count them as binaries, SCIP as integers.
    integers_01: int | None
    continuous: int | None
    nonzeros: int | None
    #: The problem's objective = the model file's objective x this (a model
    #: may be written in scaled units for the solver's tolerances; GIMBAL's
    #: is in a time unit). None without a model.
    objective_scale: float | None
    best_objective: float | None
    best_method: str | None
    best_bound: float | None
    #: best_objective and best_bound in the model file's units (/ objective_scale).
    model_objective: float | None
    model_bound: float | None
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


def read_model_file(path: str | Path) -> Any:
    """The model file as HiGHS reads it (a ``highspy.HighsLp``)."""
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    if h.readModel(str(path)) != highspy.HighsStatus.kOk:
        raise SchedbenchError(f"HiGHS cannot read the model file {path}")
    return h.getLp()


def file_counts(path: str | Path) -> dict[str, Any]:
    """Sense, rows, columns, binaries, general integers, continuous columns and
    nonzeros of an MPS file, as a reader of the file sees them.

    Binaries are the columns the file declares ``BV``; every other integer
    column is a general integer, and ``integers_01`` counts those whose bounds
    are [0, 1] (written ``LI 0`` and ``UI 1``). Readers differ on the latter:
    SCIP types a column by its keyword, CBC and HiGHS by its bounds, so the
    table gives both numbers rather than one reader's.
    """
    import highspy
    import numpy as np

    lp = read_model_file(path)
    integer = np.zeros(lp.num_col_, dtype=bool)
    if len(lp.integrality_):
        integer = np.array([v == highspy.HighsVarType.kInteger for v in lp.integrality_], dtype=bool)
    zero_one = integer & (np.asarray(lp.col_lower_) == 0) & (np.asarray(lp.col_upper_) == 1)
    declared = len(declared_binaries(path))
    return {
        "sense": "max" if lp.sense_ == highspy.ObjSense.kMaximize else "min",
        "rows": int(lp.num_row_),
        "columns": int(lp.num_col_),
        "binaries": declared,
        "integers": int(integer.sum()) - declared,
        "integers_01": int(zero_one.sum()) - declared,
        "continuous": int((~integer).sum()),
        "nonzeros": int(len(lp.a_matrix_.value_)),
    }


def declared_binaries(path: str | Path) -> set[str]:
    """The columns an MPS file's BOUNDS section declares ``BV`` (type, bound
    set name, column name: the third field of each such line)."""
    names: set[str] = set()
    in_bounds = False
    for line in Path(path).read_text().splitlines():
        if not line or line[0] == "*":
            continue
        if not line[0].isspace():
            in_bounds = line.split()[0] == "BOUNDS"
            continue
        fields_ = line.split()
        if in_bounds and fields_[0] == "BV" and len(fields_) >= 3:
            names.add(fields_[2])
    return names


def best_known(rows: Iterable[Mapping[str, Any]], sense: Sense) -> dict[str, Any]:
    """Best objective (and its method), best proven bound and status from
    stored cells of one instance (see the module doc for the statuses)."""
    rows = list(rows)
    minimise = sense is Sense.MINIMIZE
    best_obj: float | None = None
    best_method: str | None = None
    best_bound: float | None = None
    proved_infeasible = False
    # a fixed order, so that a tie names the same method whatever order the cells finished in
    for row in sorted(rows, key=lambda r: tuple(str(r.get(k)) for k in ("method", "seed", "code_version"))):
        if row.get("status") == "error":
            continue
        proved_infeasible = proved_infeasible or row.get("status") == "infeasible"
        obj = row.get("objective")
        if obj is not None and row.get("feasible"):
            if best_obj is None or (obj < best_obj if minimise else obj > best_obj):
                best_obj, best_method = obj, row["method"]
        bound = row.get("bound")
        if bound is not None and (best_bound is None or (bound > best_bound if minimise else bound < best_bound)):
            best_bound = bound
    problem = str(rows[0].get("problem", "")) if rows else ""
    if bound_conflicts(rows, sense, outside_bound_methods(problem)):  # such a bound certifies nothing there
        best_bound = None
    gap = gap_to_bound(best_obj, best_bound, sense)
    if gap is not None and gap <= OPTIMAL_REL_GAP:
        status = "optimal"
    elif best_obj is not None:
        status = "best known"
    elif proved_infeasible:
        status = "infeasible"
    else:
        status = "open"
    return {"best_objective": best_obj, "best_method": best_method, "best_bound": best_bound, "status": status}


def _in_file_units(value: float | None, scale: float | None) -> float | None:
    return None if value is None or scale is None else value / scale


def solve_model_file(path: str | Path, time_limit_s: float = LIBRARY_SOLVE_TIME_LIMIT_S) -> dict[str, float] | None:
    """An optimal solution of a model file by HiGHS (one thread, relative gap
    ``SOLUTION_REL_GAP``), as {column name: value}; None unless proven optimal."""
    import highspy

    h = highspy.Highs()
    for key, value in (("output_flag", False), ("threads", 1), ("random_seed", 0),
                       ("mip_rel_gap", SOLUTION_REL_GAP), ("time_limit", float(time_limit_s))):
        h.setOptionValue(key, value)
    if h.readModel(str(path)) != highspy.HighsStatus.kOk:
        raise SchedbenchError(f"HiGHS cannot read the model file {path}")
    h.run()
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None
    lp = h.getLp()
    return dict(zip(lp.col_names_, h.getSolution().col_value, strict=True))


def clean_solution(lp: Any, values: Mapping[str, float]) -> dict[str, float]:
    """Integer columns rounded, solver noise (below ``SOLUTION_ZERO_TOL``)
    zeroed, zeros dropped: the nonzeros a .sol file lists."""
    import highspy

    integer = {name for name, kind in zip(lp.col_names_, lp.integrality_ or [], strict=False)
               if kind == highspy.HighsVarType.kInteger}
    cleaned = {}
    for name, value in values.items():
        v = float(round(value)) if name in integer else (0.0 if abs(value) < SOLUTION_ZERO_TOL else float(value))
        if v != 0.0:
            cleaned[name] = v
    return cleaned


def objective_value(lp: Any, values: Mapping[str, float]) -> float:
    """The model file's objective at ``values`` (columns not named are 0)."""
    return float(lp.offset_ + sum(float(c) * values.get(name, 0.0) for name, c in zip(lp.col_names_, lp.col_cost_,
                                                                                     strict=True)))


def sol_text(objective: float, values: Mapping[str, float]) -> str:
    """MIPLIB's .sol format: ``=obj=  VALUE``, then ``NAME  VALUE`` per nonzero."""
    return "".join([f"=obj=  {float(objective)!r}\n", *(f"{name}  {float(value)!r}\n" for name, value in values.items())])


def read_sol(path: str | Path) -> tuple[float, dict[str, float]]:
    """(objective, {name: value}) of a .sol file written by :func:`sol_text`."""
    objective: float | None = None
    values: dict[str, float] = {}
    for k, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines()):
        tokens = line.split()
        if len(tokens) != 2:
            raise ValidationError(f"{path}: line {k + 1}", "must be NAME VALUE or =obj= VALUE", line)
        if tokens[0] == "=obj=":
            objective = float(tokens[1])
        else:
            values[tokens[0]] = float(tokens[1])
    if objective is None:
        raise ValidationError(str(path), "must hold an =obj= line")
    return objective, values


def solu_text(entries: Sequence[LibraryEntry]) -> str:
    """MIPLIB's .solu file of the entries with a model, values in each model
    file's units and sense (``model_objective``)."""
    lines = []
    for e in entries:
        if e.mps_file is None:
            continue
        tag = SOLU_TAGS[e.status]
        value = "" if e.status in ("infeasible", "open") else f"  {e.model_objective!r}"
        lines.append(f"{tag}  {e.name}{value}")
    return "\n".join(lines) + ("\n" if lines else "")


def read_solu(path: str | Path) -> dict[str, tuple[str, float | None]]:
    """{name: (tag, value)} of a .solu file (value None for =inf= and =unkn=)."""
    out: dict[str, tuple[str, float | None]] = {}
    for k, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines()):
        tokens = line.split()
        if not tokens:
            continue
        tag = tokens[0]
        valued = tag in ("=opt=", "=best=")
        if tag not in SOLU_TAGS.values() or len(tokens) != (3 if valued else 2):
            raise ValidationError(f"{path}: line {k + 1}", "must be =opt=|=best= NAME VALUE or =inf=|=unkn= NAME",
                                  line)
        out[tokens[1]] = (tag, float(tokens[2]) if valued else None)
    return out


def _write_model(spec: Any, inst: Any, name: str, out: Path) -> dict[str, Any]:
    """Write the MPS and LP files of one instance; their metadata fields."""
    from schedbench.solvers.export import export_model, objective_scale

    model = spec.build(inst)
    scale = objective_scale(model)
    comments = [f"schedbench instance library: {name}", f"problem {spec.name}: {spec.paper}",
                f"instance {inst.id} (instances/{name}.json)"]
    mps_file, lp_file = f"models/{name}.mps", f"models/{name}.lp"
    export_model(model, out / mps_file, "mps", comments)
    export_model(model, out / lp_file, "lp", comments)
    fields_ = {"mps_file": mps_file, "lp_file": lp_file, "objective_scale": scale, **file_counts(out / mps_file)}
    wanted = "min" if spec.sense is Sense.MINIMIZE else "max"
    if fields_["sense"] != wanted:
        raise SchedbenchError(f"{name}: the model file's sense is {fields_['sense']}, the problem's is {wanted}")
    return fields_


def _write_solution(entry: LibraryEntry, out: Path, time_limit_s: float) -> str | None:
    """Solve an optimal entry's MPS file and write its .sol file; its path, or
    None when the solve does not prove optimality within the time limit."""
    assert entry.mps_file is not None and entry.model_objective is not None
    values = solve_model_file(out / entry.mps_file, time_limit_s)
    if values is None:
        return None
    lp = read_model_file(out / entry.mps_file)
    values = clean_solution(lp, values)
    objective = objective_value(lp, values)
    if abs(objective - entry.model_objective) > OPTIMAL_REL_GAP * max(1.0, abs(entry.model_objective)):
        raise SchedbenchError(
            f"{entry.name}: HiGHS solves the model file to {objective!r}, the store's optimum is"
            f" {entry.model_objective!r} in the file's units: the model file and the evaluator disagree"
        )
    path = f"models/{entry.name}.sol"
    write_text_atomic(out / path, sol_text(objective, values))
    return path


def write_library(
    matrix: Matrix,
    out: str | Path,
    *,
    store_rows: Sequence[Mapping[str, Any]] = (),
    code_version: str,
    reg: Registry | None = None,
    models: bool = True,
    solve_time_limit_s: float = LIBRARY_SOLVE_TIME_LIMIT_S,
) -> list[LibraryEntry]:
    """Write the library of ``matrix``'s instances into ``out`` (see the module doc).

    The files are written aside and moved into ``out`` once all are written
    (:func:`schedbench.io.staged_folder`): a library stopped half way (an
    error, Ctrl-C) leaves ``out`` as it was, and makes no folder."""
    try:
        with staged_folder(Path(out)) as stage:
            return _write_library_files(matrix, stage, store_rows=store_rows, code_version=code_version,
                                        reg=reg or registry(), models=models, solve_time_limit_s=solve_time_limit_s)
    except OSError as exc:
        if exc.filename is None or not str(exc.filename).startswith(str(out)):
            raise
        raise ValidationError("--output", f"must be a writable folder ({exc.strerror})", str(out)) from None


def _write_library_files(
    matrix: Matrix, out: Path, *, store_rows: Sequence[Mapping[str, Any]], code_version: str, reg: Registry,
    models: bool, solve_time_limit_s: float,
) -> list[LibraryEntry]:
    """:func:`write_library`'s work: every file of the library, in ``out``."""
    for sub in ("instances", "models"):
        (out / sub).mkdir(parents=True, exist_ok=True)
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
        model: dict[str, Any] = dict.fromkeys(("mps_file", "lp_file", "sense", "rows", "columns", "binaries",
                                               "integers", "integers_01", "continuous", "nonzeros",
                                               "objective_scale"))
        note = None
        if spec.build is None:
            note = NO_MODEL_REASONS.get(problem, NO_MODEL_DEFAULT)
        elif models:
            model.update(_write_model(spec, inst, name, out))
        best = best_known(by_instance.get((problem, inst.id), ()), spec.sense)
        entry = LibraryEntry(
            name=name, problem=problem, paper=spec.paper, size=size, seed=seed,
            options=json.dumps(dict(options), sort_keys=True), instance_id=inst.id,
            instance_file=instance_file, solution_file=None, model_note=note, **model, **best,
            model_objective=_in_file_units(best["best_objective"], model["objective_scale"]),
            model_bound=_in_file_units(best["best_bound"], model["objective_scale"]),
            code_version=code_version,
        )
        if entry.mps_file is not None and entry.status == "optimal":
            entry = replace(entry, solution_file=_write_solution(entry, out, solve_time_limit_s))
        entries.append(entry)
    write_json_atomic(out / LIBRARY_JSON, {"schema_version": LIBRARY_SCHEMA_VERSION,
                                           "entries": [asdict(e) for e in entries]})
    write_text_atomic(out / LIBRARY_SOLU, solu_text(entries))
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
MARKDOWN_COLUMNS = ("name", "paper", "sense", "rows", "columns", "binaries", "integers", "integers_01", "continuous",
                    "nonzeros", "objective_scale", "best_objective", "best_method", "best_bound", "status")


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
        f"{OPTIMAL_REL_GAP:g}; best known: a solution, not proven optimal; open: no solution known. "
        "Objective and bound are the problem's; the model file's objective x objective_scale gives them "
        f"({LIBRARY_SOLU} has them in the files' units). Sense and counts are of the MPS file as a reader sees it "
        "(binaries: declared BV; integers: the other integer columns, of which integers_01 have bounds [0, 1], "
        "binaries to CBC and HiGHS). All fields: library.csv.",
        "",
        "| " + " | ".join(MARKDOWN_COLUMNS) + " |",
        "|" + "|".join("---" if c in ("name", "paper", "best_method", "status") else "---:" for c in MARKDOWN_COLUMNS) + "|",
    ]
    for e in entries:
        d = asdict(e)
        lines.append("| " + " | ".join(_cell(d[c]) for c in MARKDOWN_COLUMNS) + " |")
    notes = {e.problem: e.model_note for e in entries if e.model_note}
    if notes:
        lines += ["", "No model file:", ""] + [f"- {problem}: {note}" for problem, note in notes.items()]
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
