"""Where schedbench finds the public measurements and traces it reads.

The shipped catalogs (``instances/profiles/*.csv``) are all the default
matrix needs. Trace workloads (``--option workload=philly|venus|alibaba``),
the catalog derivations and some studies read public files at run time,
each named by its path in the data layout (``pollux/traces/philly.csv``).
A file is looked for, in this order:

1. an explicit folder (``--option data=DIR``, a script's ``--data DIR``, a
   function's ``data`` argument): the only place looked when given;
2. ``$SCHEDBENCH_DATA``;
3. the per-user cache that ``schedbench data fetch`` fills
   (:func:`cache_dir`: the platform's user cache folder, as pooch's
   ``os_cache("schedbench")``, plus ``data``; ``~/.cache/schedbench/data``
   on Linux);
4. ``../shared/data`` relative to the current folder (the layout beside
   the development checkouts).

Places 2-4 are searched file by file; ``SCHEDBENCH_DATA_FALLBACK=0`` drops 3
and 4, so that nothing but a named folder is read (the CI pass that checks
that every data-dependent test skips without data). A missing file stops
with one line naming the ``schedbench data fetch`` command that brings it.

Every registered file a reader gets (:func:`locate`, :func:`root`) is first
checked against the registry's size and SHA-256 (:func:`verified`); a file
whose bytes differ stops with one line naming it and the ``schedbench data
verify`` / ``schedbench data fetch`` commands. A file the registry does not
name is read as it is. The SHA-256 of a file is computed once per (path,
size, modification time, change time): remembered in the process and in a
small JSON file beside the cache's data folder (:func:`memo_file`), so
later reads, in this process or another, cost a ``stat``.

The registry of the data sets (``data_registry.toml`` beside this module:
source repository, pinned commit, licence, and each file's size and
SHA-256) is read by :func:`registry`; fetching lives in
:mod:`schedbench.datafetch`.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import sys
import tempfile
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TypeVar

from schedbench.errors import ValidationError

#: Environment variable naming a data folder (place 2).
DATA_ENV = "SCHEDBENCH_DATA"
#: Environment variable that, set to ``0``, turns places 3 and 4 off.
FALLBACK_ENV = "SCHEDBENCH_DATA_FALLBACK"
#: Place 4, relative to the current folder (the development layout).
SHARED_FALLBACK = Path("..") / "shared" / "data"
#: Application name of the per-user cache folder (pooch's ``os_cache``).
CACHE_APP = "schedbench"
#: Sub-folder of the cache that holds the data layout.
CACHE_SUBDIR = "data"
REGISTRY_FILE = "data_registry.toml"
REGISTRY_SCHEMA = 1
#: Values of :data:`FALLBACK_ENV` that turn the fallbacks off.
FALLBACK_OFF = ("0", "false", "no", "off")


@dataclass(frozen=True)
class DataFile:
    """One registered file: ``path`` in the data layout; ``source`` its path
    in the repository at the pinned commit (None: not fetchable, ``note``
    says why); ``size`` in bytes; ``sha256`` of its bytes."""

    path: str
    source: str | None
    size: int
    sha256: str
    note: str = ""


@dataclass(frozen=True)
class DataSet:
    """One data set of the registry: a public repository at a pinned commit."""

    name: str
    title: str
    feeds: str
    licence: str
    permissive: bool
    repository: str
    commit: str
    files: tuple[DataFile, ...]

    @property
    def size(self) -> int:
        return sum(f.size for f in self.files)

    def fetch_command(self) -> str:
        """The command that brings this set into the cache."""
        extra = "" if self.permissive else " --accept-licence"
        return f"schedbench data fetch {self.name}{extra}"


@lru_cache(maxsize=1)
def registry() -> dict[str, DataSet]:
    """The data sets of ``data_registry.toml``, by name."""
    text = resources.files("schedbench").joinpath(REGISTRY_FILE).read_text(encoding="utf-8")
    raw = tomllib.loads(text)
    if raw.get("schema") != REGISTRY_SCHEMA:
        raise ValidationError("data_registry.schema", f"must be {REGISTRY_SCHEMA}", raw.get("schema"))
    sets: dict[str, DataSet] = {}
    for d in raw["dataset"]:
        files = tuple(DataFile(f["path"], f.get("source"), int(f["size"]), f["sha256"], f.get("note", ""))
                      for f in d["files"])
        sets[d["name"]] = DataSet(d["name"], d["title"], d["feeds"], d["licence"], bool(d["permissive"]),
                                  d["repository"], d["commit"], files)
    return sets


def registered(rel: str) -> tuple[DataSet, DataFile] | None:
    """The data set and entry of the file ``rel``, or None if unregistered."""
    for ds in registry().values():
        for f in ds.files:
            if f.path == rel:
                return ds, f
    return None


def cache_dir() -> Path:
    """Place 3: the per-user cache's data folder (not created here)."""
    import platformdirs

    return Path(platformdirs.user_cache_dir(CACHE_APP)) / CACHE_SUBDIR


def fallbacks_on() -> bool:
    """Whether places 3 and 4 are searched (``$SCHEDBENCH_DATA_FALLBACK``)."""
    return os.environ.get(FALLBACK_ENV, "1").strip().lower() not in FALLBACK_OFF


def search_roots(data: str | os.PathLike[str] | None = None) -> list[tuple[str, Path]]:
    """The folders searched, in order, each with the name a message shows."""
    if data is not None and str(data) != "":
        return [("--option data", Path(data))]
    roots: list[tuple[str, Path]] = []
    env = os.environ.get(DATA_ENV)
    if env:
        roots.append((f"${DATA_ENV}", Path(env)))
    if fallbacks_on():
        roots.append(("the cache", cache_dir()))
        roots.append(("../shared/data", SHARED_FALLBACK))
    return roots


def fetch_hint(rel: str) -> str:
    """How to bring ``rel``: the fetch command, or why none exists."""
    found = registered(rel)
    if found is None:
        return "it is not a file of any registered data set (schedbench data list)"
    ds, f = found
    if f.source is None:
        return f"{rel} cannot be fetched ({f.note})"
    if not ds.permissive:
        return f"`{ds.fetch_command()}` brings it (licence: {ds.licence})"
    return f"`{ds.fetch_command()}` brings it"


#: A missing-data message names at most this many files before "and N more".
MISSING_SHOWN = 2


def _hints(missing: Sequence[str]) -> str:
    """One hint per data set (or per unfetchable or unregistered file)."""
    groups: dict[str, list[str]] = {}
    for rel in missing:
        found = registered(rel)
        key = rel if found is None or found[1].source is None else found[0].name
        groups.setdefault(key, []).append(rel)
    parts = []
    for rels in groups.values():
        hint = fetch_hint(rels[0])
        parts.append(hint if len(rels) == 1 else f"{hint.replace(' brings it', ' brings them')} ({len(rels)} files)")
    return "; ".join(parts)


class DataMissingError(ValidationError):
    """Data files found in none of the folders searched (one line)."""

    def __init__(self, missing: Sequence[str], roots: Sequence[tuple[str, Path]]):
        self.missing = tuple(missing)
        looked = ", ".join(label if label == "../shared/data" else f"{label} {path}" for label, path in roots)
        shown = ", ".join(missing[:MISSING_SHOWN])
        if len(missing) > MISSING_SHOWN:
            shown += f" and {len(missing) - MISSING_SHOWN} more"
        rule = (f"{shown} {'is' if len(missing) == 1 else 'are'} missing (looked in {looked or 'no folder'}): "
                f"{_hints(missing)}; or name a folder holding {'it' if len(missing) == 1 else 'them'} with "
                f"--option data=DIR or ${DATA_ENV}")
        super().__init__("data", rule)
        Exception.__init__(self, f"data: {rule}")  # no "(got ...)": the folders are named in the rule

    def __str__(self) -> str:
        return str(self.args[0])


# ------------------------------------------------------------ checked reading

#: Bytes read at a time when hashing a file.
HASH_CHUNK = 1 << 20
#: The file, beside the cache's data folder, that remembers the SHA-256 of the
#: data files read (by path, size, modification and change time).
MEMO_FILE = "data-sha256.json"
MEMO_SCHEMA = 1
#: The memo keeps at most this many files (the oldest are dropped first): room
#: for every registered file (160) in a few data folders.
MEMO_MAX_FILES = 1000


def sha256_of(path: Path) -> str:
    """The SHA-256 of ``path``'s bytes (hex), read in chunks."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(HASH_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def memo_file() -> Path:
    """Where the SHA-256 of data files read is remembered across processes."""
    return cache_dir().parent / MEMO_FILE


#: One memo entry: size, modification time (ns), change time (ns), SHA-256.
_Stamp = tuple[int, int, int]


def _stamp(st: os.stat_result) -> _Stamp:
    return st.st_size, st.st_mtime_ns, st.st_ctime_ns


@lru_cache(maxsize=4)
def _memo_at(path: str, size: int, mtime_ns: int) -> dict[str, list[object]]:
    """The memo file's entries (read once per version of the file)."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = raw.get("files") if isinstance(raw, dict) and raw.get("schema") == MEMO_SCHEMA else None
    return dict(files) if isinstance(files, dict) else {}


def _memo() -> dict[str, list[object]]:
    where = memo_file()
    try:
        st = where.stat()
    except OSError:
        return {}
    return _memo_at(str(where), st.st_size, st.st_mtime_ns)


def _remember(path: str, stamp: _Stamp, sha256: str) -> None:
    """Add one entry to the memo file (atomically; entries of files that are
    gone are dropped). A memo that cannot be written is no error: the file
    is hashed again next time."""
    where = memo_file()
    files = {p: e for p, e in _memo().items() if p != path and os.path.exists(p)}
    files[path] = [*stamp, sha256]
    kept = dict(list(files.items())[-MEMO_MAX_FILES:])
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{MEMO_FILE}.", dir=where.parent)
    except OSError:
        return
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump({"schema": MEMO_SCHEMA, "files": kept}, fh)
        os.replace(tmp, where)
    except OSError:
        Path(tmp).unlink(missing_ok=True)


@lru_cache(maxsize=1024)
def _remembered_sha256(path: str, size: int, mtime_ns: int, ctime_ns: int) -> str:
    stamp = (size, mtime_ns, ctime_ns)
    entry = _memo().get(path)
    if isinstance(entry, list) and len(entry) == len(stamp) + 1 and tuple(entry[:-1]) == stamp:
        return str(entry[-1])
    sha256 = sha256_of(Path(path))
    if _stamp(Path(path).stat()) == stamp:  # unchanged while it was read: worth remembering
        _remember(path, stamp, sha256)
    return sha256


def file_sha256(path: Path) -> str:
    """The SHA-256 of ``path``, hashed once per (path, size, modification
    time, change time) and remembered in this process and in
    :func:`memo_file` for the next ones."""
    full = path.resolve()
    return _remembered_sha256(str(full), *_stamp(full.stat()))


def mismatch(path: Path, f: DataFile, sha256: Callable[[Path], str] = file_sha256) -> str | None:
    """Why ``path`` is not the registered file ``f`` (size first: cheap), or
    None when it is."""
    size = path.stat().st_size
    if size != f.size:
        return f"size {size} bytes, registered {f.size}"
    if sha256(path) != f.sha256:
        return "SHA-256 differs from the registry"
    return None


def _folder_flag(flag: str, folder: Path) -> str:
    """`` FLAG FOLDER`` for a command, or nothing for the cache (the default)."""
    return "" if folder.resolve() == cache_dir().resolve() else f" {flag} {shlex.quote(str(folder))}"


def refetch_hint(folder: Path, rels: Sequence[str]) -> str:
    """How to bring back the registered bytes of ``rels`` into ``folder``:
    one fetch command per data set; an unfetchable file says why."""
    parts: dict[str, None] = {}
    for rel in rels:
        found = registered(rel)
        if found is None:
            continue
        ds, f = found
        if f.source is None:
            parts[f"{rel} cannot be fetched ({f.note})"] = None
        else:
            parts[f"`{ds.fetch_command()}{_folder_flag('--dir', folder)}` brings the registered bytes back"] = None
    return "; ".join(parts)


class DataChangedError(ValidationError):
    """A registered data file whose bytes are not the registry's (one line)."""

    def __init__(self, folder: Path, rel: str, why: str):
        self.file = folder / rel
        rule = (f"{self.file}: {why}: it is not the registered {rel}; `schedbench data verify"
                f"{_folder_flag('--data', folder)}` lists every changed file, {refetch_hint(folder, [rel])}")
        super().__init__("data", rule)
        Exception.__init__(self, f"data: {rule}")

    def __str__(self) -> str:
        return str(self.args[0])


def verified(folder: Path, rel: str) -> Path:
    """``folder / rel``, checked against the registry's size and SHA-256 when
    ``rel`` is a registered file (:func:`file_sha256`: hashed once), else as
    it is; :class:`DataChangedError` when its bytes differ."""
    path = folder / rel
    found = registered(rel)
    if found is not None:
        why = mismatch(path, found[1])
        if why is not None:
            raise DataChangedError(folder, rel, why)
    return path


def locate(rel: str, data: str | os.PathLike[str] | None = None) -> Path:
    """The file ``rel`` in the first folder that holds it (module docstring's
    order), checked (:func:`verified`), else :class:`DataMissingError`."""
    roots = search_roots(data)
    for _, folder in roots:
        if (folder / rel).is_file():
            return verified(folder, rel)
    raise DataMissingError([rel], roots)


def find_root(rels: Iterable[str], data: str | os.PathLike[str] | None = None) -> Path | None:
    """The first folder searched that holds every file of ``rels``, or None."""
    need = list(rels)
    for _, root in search_roots(data):
        if all((root / rel).is_file() for rel in need):
            return root
    return None


def root(rels: Iterable[str], data: str | os.PathLike[str] | None = None) -> Path:
    """:func:`find_root` with every file of ``rels`` checked
    (:func:`verified`), else :class:`DataMissingError` naming what the
    fullest folder lacks (for readers that take one folder, such as the
    catalog derivations)."""
    need = list(rels)
    found = find_root(need, data)
    if found is not None:
        for rel in need:
            verified(found, rel)
        return found
    roots = search_roots(data)

    def lacking(folder: Path) -> list[str]:
        return [rel for rel in need if not (folder / rel).is_file()]

    raise DataMissingError(min((lacking(r) for _, r in roots), key=len, default=need), roots)


# --------------------------------------------------------- derivation scripts
# The scripts beside the shipped catalogs (``instances/profiles/derive_*.py``)
# share their command line, data loading and output here: each parses
# ``--data``/``--out`` (:func:`derivation_parser`), finds its data sets
# (:func:`script_folder`), computes its tables (:func:`run_derivation`) and
# writes them (:func:`write_tables`).

_T = TypeVar("_T")

#: ``--data``'s help in every derivation script.
DATA_HELP = ("folder of the public measurements (default: the first of $SCHEDBENCH_DATA, the cache of "
             "`schedbench data fetch` and ../shared/data that holds them)")


class DerivationError(Exception):
    """A calibration file a derivation script reads is missing, or has no
    usable row."""


def derivation_parser(doc: str | None, script: str | os.PathLike[str],
                      out_help: str = "folder to write the CSVs to") -> argparse.ArgumentParser:
    """The command line of a derivation script: its docstring's first line
    as description, ``--data DIR`` and ``--out DIR`` (default: the script's
    own folder, where the shipped catalogs live)."""
    parser = argparse.ArgumentParser(description=(doc or "").strip().split("\n", 1)[0])
    parser.add_argument("--data", type=Path, default=None, help=DATA_HELP)
    parser.add_argument("--out", type=Path, default=Path(script).resolve().parent,
                        help=f"{out_help} (default: next to this script)")
    return parser


def script_folder(parser: argparse.ArgumentParser, data: str | os.PathLike[str] | None,
                  sets: Sequence[str]) -> Path:
    """For a derivation script: the folder holding every file of the data
    sets ``sets`` (:func:`root`: its ``--data``, else the search order),
    or the script's usage error naming the fetch command."""
    try:
        return root(files_of(*sets), data)
    except ValidationError as exc:
        parser.error(str(exc))
        raise  # parser.error exits; this keeps the type checker informed


def run_derivation(prog: str, data: Path, compute: Callable[[], _T]) -> _T | None:
    """``compute()``, or ``None`` after one line on stderr naming the script:
    the :class:`DerivationError`'s message, or for a column or key the data
    lacks (``KeyError``, ``ValueError``, ``OSError``) the folder it read."""
    try:
        return compute()
    except DerivationError as exc:
        print(f"{prog}: {exc}", file=sys.stderr)
    except (KeyError, ValueError, OSError) as exc:
        print(f"{prog}: unexpected content in {data}: {exc!r}", file=sys.stderr)
    return None


def write_tables(out: Path, tables: Mapping[str, str]) -> list[Path]:
    """Write each CSV text of ``tables`` (file name -> text) into ``out``
    (made if missing) as UTF-8 with the text's own line ends, and say one
    line per file with its row count (header excluded)."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in tables.items():
        path = out / name
        path.write_bytes(text.encode("utf-8"))
        print(f"wrote {path} ({text.count(chr(10)) - 1} rows)")
        written.append(path)
    return written


def files_of(*names: str) -> list[str]:
    """Every registered file of the data sets ``names`` (layout paths)."""
    sets = registry()
    out: list[str] = []
    for name in names:
        if name not in sets:
            raise ValidationError("data set", f"must be one of {sorted(sets)}", name)
        out += [f.path for f in sets[name].files]
    return out
