"""Small checkers of generator options, solver options, CLI arguments and the
files and folders a command names (instance and solution files go through
:mod:`schedbench.schema`).

Each raises :class:`~schedbench.errors.ValidationError` naming the field path
and the rule. They never coerce silently: a float where an int is required is
an error, booleans are not numbers.
"""

from __future__ import annotations

import math
import os
import stat
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from schedbench.errors import SchedbenchError, ValidationError


def is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


#: The largest integer any generator option or solver option takes unless it
#: says otherwise (the schemas' ``MAX_COUNT``): ``num_gpus=10**30`` is an input
#: error named at validation, not an OverflowError or a request for memory.
MAX_INT = 10**9


#: A generous estimate of the memory one unit of an instance's size (a job,
#: a stage) takes while it is generated and written: 2-9 KiB per job were
#: measured for the synthetic and trace generators at 20,000 jobs (peak
#: resident size of `schedbench generate`); doubled for safety.
BYTES_PER_SIZE_UNIT = 16 * 1024
_GIB = 1024**3


def available_memory_bytes() -> int | None:
    """Memory this machine can give a new process now (Linux: MemAvailable
    of /proc/meminfo, else the physical memory); ``None`` when unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.sysconf("SC_PHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (ValueError, OSError, AttributeError):
        return None


def check_size_fits(size: int, path: str = "size", available: int | None = None) -> int:
    """``size`` is small enough to generate in this machine's memory, by the
    estimate :data:`BYTES_PER_SIZE_UNIT`: a size that cannot fit is refused
    at once with the cap, instead of an attempt that runs for hours and then
    fails for memory."""
    free = available_memory_bytes() if available is None else available
    if free is None:
        return size
    cap = max(1, free // BYTES_PER_SIZE_UNIT)
    if size > cap:
        need = size * BYTES_PER_SIZE_UNIT / _GIB
        raise ValidationError(
            path,
            f"needs about {need:,.1f} GiB to generate (an estimate of {BYTES_PER_SIZE_UNIT // 1024} KiB per unit of "
            f"size) and this machine has {free / _GIB:,.1f} GiB available: at most {cap:,} here",
            size,
        )
    return size


#: The most cells one matrix may have: a hundred times the largest matrix
#: shipped (933 cells, the default), and few enough that planning them takes
#: seconds to minutes, not the hours (and gigabytes) of 100,000,000 cells
#: from one seed range. A bigger study runs in parts on the same store,
#: which keeps every finished cell and skips it next time.
MAX_CELLS = 100_000


def check_cell_count(cells: int, path: str) -> int:
    """A matrix of ``cells`` cells is refused (before it is expanded) when it
    has more than :data:`MAX_CELLS`."""
    if cells > MAX_CELLS:
        raise ValidationError(path, f"gives {cells:,} cells: at most {MAX_CELLS:,} in one matrix (run it in parts on "
                              "the same store, which keeps finished cells)", cells)
    return cells


def require_int(value: Any, path: str, *, minimum: int | None = None, maximum: int | None = MAX_INT) -> int:
    """``value`` is an int (not a bool) in [minimum, maximum]; the default
    maximum is :data:`MAX_INT`."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValidationError(path, "must be an integer", value)
    if minimum is not None and value < minimum:
        raise ValidationError(path, f"must be >= {minimum}", value)
    if maximum is not None and value > maximum:
        raise ValidationError(path, f"must be <= {maximum}", value)
    return value


def require_float(
    value: Any,
    path: str,
    *,
    minimum: float | None = None,
    maximum: float | None = None,
    exclusive_minimum: float | None = None,
) -> float:
    if not is_number(value) or not math.isfinite(value):
        raise ValidationError(path, "must be a finite number", value)
    if minimum is not None and value < minimum:
        raise ValidationError(path, f"must be >= {minimum}", value)
    if maximum is not None and value > maximum:
        raise ValidationError(path, f"must be <= {maximum}", value)
    if exclusive_minimum is not None and value <= exclusive_minimum:
        raise ValidationError(path, f"must be > {exclusive_minimum}", value)
    return float(value)


def require_str(value: Any, path: str, *, choices: Sequence[str] | None = None) -> str:
    if not isinstance(value, str) or not value:
        raise ValidationError(path, "must be a non-empty string", value)
    if choices is not None and value not in choices:
        raise ValidationError(path, f"must be one of {', '.join(choices)}", value)
    return value


# ------------------------------------------------------- files named on the command line

#: The path that stands for standard output, where a command's output is one
#: file (``schedbench generate ... -o -``).
STDOUT_PATH = "-"


def is_stdout(path: str | os.PathLike[str] | None) -> bool:
    """Whether ``path`` is :data:`STDOUT_PATH` (standard output)."""
    return path is not None and os.fspath(path) == STDOUT_PATH


def _kind(mode: int) -> str | None:
    """What an existing path is when it is neither a regular file nor a
    folder (``None`` for those two): the words an error names it by."""
    kinds = ((stat.S_ISLNK, "a symbolic link"), (stat.S_ISCHR, "a character device"),
             (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
             (stat.S_ISSOCK, "a socket"))
    for test, words in kinds:
        if test(mode):
            return words
    return None if stat.S_ISREG(mode) or stat.S_ISDIR(mode) else "not a regular file"


def _lstat(path: Path) -> os.stat_result | None:
    try:
        return path.lstat()
    except FileNotFoundError:
        return None
    except OSError as exc:  # e.g. a path through a file (ENOTDIR) or a name too long
        raise ValidationError(str(path), f"cannot be examined ({exc.strerror})", None) from None


def check_regular_target(path: Path, flag: str) -> Path:
    """``path`` is new or a regular file that may be replaced: never a
    folder, a device, a FIFO or a socket (writing there would block, or
    replace the node with a file), and never a symbolic link (a written file
    replaces the link, not what it points to)."""
    found = _lstat(path)
    if found is None:
        return path
    if stat.S_ISDIR(found.st_mode):
        raise ValidationError(flag, "must be a file path, not a folder", str(path))
    kind = _kind(found.st_mode)
    if stat.S_ISLNK(found.st_mode):
        raise ValidationError(flag, "must not be a symbolic link (the file would replace the link; name the file it "
                              "points to)", str(path))
    if kind is not None:
        raise ValidationError(flag, f"must be a new path or a regular file, not {kind}", str(path))
    return path


def check_file_target(path: Path, flag: str, *, stdout: str | None = None) -> Path:
    """``path`` can be written as a file: new or a regular file
    (:func:`check_regular_target`), in a folder that exists or can be made
    and is writable. ``-`` (standard output) is refused with ``stdout`` as
    the reason unless the caller handles it (``stdout=None`` means that
    ``-`` is a file name here, which is never meant: it is refused too).
    Checked before any work starts; nothing is created."""
    if is_stdout(path):
        raise ValidationError(flag, f"cannot be - (standard output) here: {stdout or 'give a file path'}", str(path))
    check_regular_target(path, flag)
    check_folder_target(path.parent if str(path.parent) else Path("."), f"{flag} (its folder)")
    return path


def _nearest_existing(path: Path) -> Path:
    """``path`` or its closest ancestor that exists (symbolic links followed)."""
    here = path
    while not os.path.lexists(here) and here.parent != here:
        here = here.parent
    return here


def missing_folders(folder: Path) -> list[Path]:
    """The folders on the way to ``folder`` (itself included) that do not exist yet, outermost first."""
    missing = []
    here = folder
    while not os.path.lexists(here) and here.parent != here:
        missing.append(here)
        here = here.parent
    return missing[::-1]


def check_folder_target(path: Path, flag: str, *, stdout: str | None = None) -> Path:
    """``path`` is a writable folder, or one that can be made: the folder
    itself or, when it does not exist yet, its nearest existing ancestor
    takes a new file. Nothing is created (a command makes its folder when it
    writes its first file, so a run stopped early leaves no empty folder).
    A symbolic link to a folder is written through, never replaced. Checked
    before any work starts."""
    if is_stdout(path):
        raise ValidationError(flag, f"cannot be - (standard output): {stdout or 'it names a folder'}", str(path))
    here = _nearest_existing(path)
    if not here.is_dir():
        found = _lstat(here)
        kind = "a file" if found is None or _kind(found.st_mode) is None else _kind(found.st_mode)
        if here == path:
            raise ValidationError(flag, f"must be a folder, not {kind}", str(path))
        raise ValidationError(flag, f"cannot be created ({here} is {kind}, not a folder)", str(path))
    if not os.access(here, os.W_OK | os.X_OK):
        raise ValidationError(flag, "is not writable" if here == path else f"cannot be created ({here} is not "
                              "writable)", str(path))
    try:  # root passes os.access everywhere; only a real file tells (e.g. /proc)
        fd, probe = tempfile.mkstemp(prefix=".schedbench-probe.", dir=here)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        rule = (f"is not a folder files can be written to ({exc.strerror})" if here == path
                else f"cannot be created ({exc.strerror})")
        raise ValidationError(flag, rule, str(path)) from None
    return path


#: The first bytes of every SQLite database file (the file format's header string).
SQLITE_MAGIC = b"SQLite format 3\x00"
#: The tables every schedbench results store has (the harness's store creates them together).
STORE_TABLES = frozenset({"meta", "cells"})


def _sqlite_tables(path: Path, flag: str) -> set[str] | None:
    """The tables of an existing SQLite file, read without writing to it or
    beside it; ``None`` for an empty file. Another kind of file is refused here.

    The file is first read as immutable (no lock, no journal-mode change, no
    ``-wal``/``-shm`` files made beside it); only when that shows no table and
    a write-ahead log lies beside the file (its tables may still be there, or
    a live run is writing it) is it read through an ordinary read-only
    connection."""
    with open(path, "rb") as fh:
        head = fh.read(len(SQLITE_MAGIC))
    if not head:
        return None
    if head != SQLITE_MAGIC:
        raise ValidationError(flag, "is not a schedbench results store (not an SQLite database)",
                              str(path))
    import sqlite3
    from urllib.parse import quote

    def tables(mode: str) -> set[str]:
        conn = sqlite3.connect(f"file:{quote(str(path.resolve()))}?{mode}", uri=True)
        try:
            return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        finally:
            conn.close()

    live = path.with_name(path.name + "-wal").exists()
    try:
        found = tables("immutable=1")
        if found or not live:
            return found
    except sqlite3.DatabaseError:  # damaged, or (with a log beside it) a page a live run is writing
        if not live:
            raise ValidationError(flag, "is not a readable schedbench results store (the SQLite file is damaged)",
                                  str(path)) from None
    try:
        return tables("mode=ro")
    except sqlite3.DatabaseError as exc:
        raise ValidationError(flag, f"is not a readable schedbench results store ({exc})", str(path)) from None


def check_store_file(path: Path, flag: str, *, create: bool) -> Path:
    """``path`` is a schedbench results store, or (``create``) a place a new
    one can be made: a missing file, an empty file, or an SQLite file without
    tables. Another program's database is refused before anything touches it,
    as is what is not a regular file (a FIFO would block the read; a device
    is no store) and, where the store is written (``create``), a symbolic
    link: like every output, a store that a run writes is the file named,
    never a link (stores that are only read may be links)."""
    if is_stdout(path):
        raise ValidationError(flag, "cannot be - (standard output): a results store is an SQLite file", str(path))
    found = _lstat(path)
    if found is not None and stat.S_ISLNK(found.st_mode) and create:
        raise ValidationError(flag, "must not be a symbolic link (no output of schedbench is written through a "
                              "link; name the file it points to)", str(path))
    if path.is_dir():
        raise ValidationError(flag, "must be a results store file, not a folder", str(path))
    if not path.exists():
        if found is not None:  # a link to nothing
            raise ValidationError(flag, "is a symbolic link to nothing", str(path))
        if not create:
            raise SchedbenchError(f"{path}: no such results store")
        return check_file_target(path, flag)
    kind = _kind(path.stat().st_mode)
    if kind is not None:
        raise ValidationError(flag, f"must be a results store file, not {kind}", str(path))
    if not os.access(path, os.R_OK):
        raise ValidationError(flag, "must be a readable file", str(path))
    tables = _sqlite_tables(path, flag)
    if not tables:
        if not create:
            raise ValidationError(flag, "is not a schedbench results store (an empty file)", str(path))
        return path
    if not STORE_TABLES <= tables:
        shown = ", ".join(sorted(tables)[:5]) + (", ..." if len(tables) > 5 else "")
        raise ValidationError(flag, f"is not a schedbench results store (an SQLite file with other tables: {shown}; "
                              "left untouched)", str(path))
    return path
