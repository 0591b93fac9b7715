"""``schedbench data list | fetch | verify``: the registered public data sets.

Each data set of :func:`schedbench.data.registry` is a public repository at a
pinned commit. A file's URL is ``BASE/OWNER/REPO/COMMIT/PATH`` with ``BASE``
``https://raw.githubusercontent.com`` (GitHub's raw files at that commit),
or ``--base-url`` / ``$SCHEDBENCH_DATA_URL`` (a mirror laid out the same
way; the tests serve one on 127.0.0.1).

``fetch`` downloads with pooch: into a temporary file in the target folder,
then checks the SHA-256 of the registry, then renames to the final name. A
download that breaks off or whose checksum differs leaves nothing at the
final name, so no reader ever sees it. A file already present with the
right checksum is not downloaded again.

Without names, ``fetch`` brings every permissively licensed set; the others
(Lucid: S-Lab non-commercial; Sia: no licence; Alibaba v2023 / v2026:
research use) come only when named, with ``accept_licence``.
"""

from __future__ import annotations

import logging
import os
import re
import urllib.parse
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

import schedbench.data as sbdata
from schedbench.data import DataFile, DataSet, sha256_of
from schedbench.errors import SchedbenchError, UnknownNameError, ValidationError

#: Environment variable naming the base URL of the raw files.
DATA_URL_ENV = "SCHEDBENCH_DATA_URL"
#: GitHub's raw files: ``/OWNER/REPO/COMMIT/PATH``.
RAW_BASE_URL = "https://raw.githubusercontent.com"
#: Seconds a download may wait for the server's data before it counts as failed.
DOWNLOAD_TIMEOUT_S = 60.0
#: Seconds a download may wait for the connection to open (shorter: a host that
#: cannot be reached should not cost a minute per file).
CONNECT_TIMEOUT_S = 10.0
BYTES_PER_MB = 1_000_000


def base_url(given: str | None = None) -> str:
    """``given``, else ``$SCHEDBENCH_DATA_URL``, else GitHub's raw files."""
    url = given or os.environ.get(DATA_URL_ENV) or RAW_BASE_URL
    if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
        raise ValidationError("--base-url", "must be an http:// or https:// URL", url)
    return url.rstrip("/")


def file_url(ds: DataSet, f: DataFile, base: str) -> str:
    """The URL of ``f`` at the data set's pinned commit (path quoted: some
    source paths hold spaces)."""
    if f.source is None:
        raise ValidationError("file", f"cannot be fetched ({f.note})", f.path)
    return f"{base}/{ds.repository}/{ds.commit}/{urllib.parse.quote(f.source)}"


def is_intact(path: Path, f: DataFile) -> bool:
    """``path`` holds exactly the registered bytes (size first: cheap)."""
    return path.is_file() and sbdata.mismatch(path, f, sha256_of) is None


class LicenceError(SchedbenchError):
    """A non-permissive data set named without ``--accept-licence``."""


def select(names: Sequence[str], accept_licence: bool) -> tuple[list[DataSet], list[DataSet]]:
    """The sets to fetch, and the non-permissive ones left out.

    No names: every permissive set (the others are left out and named).
    A named non-permissive set needs ``accept_licence``; an unknown name is
    an error naming the known ones."""
    sets = sbdata.registry()
    if not names:
        return [d for d in sets.values() if d.permissive], [d for d in sets.values() if not d.permissive]
    chosen: list[DataSet] = []
    for name in dict.fromkeys(names):
        if name not in sets:
            raise UnknownNameError("data set", name, list(sets))
        ds = sets[name]
        if not ds.permissive and not accept_licence:
            raise LicenceError(f"{name} is under {ds.licence}, not a permissive licence: fetch it only where "
                               f"that licence allows your use, with `{ds.fetch_command()}`")
        chosen.append(ds)
    return chosen, []


class FailureKind(Enum):
    """Why a download failed, in words for the summary."""

    CONNECTION = "could not connect"
    HTTP = "refused by the server"
    CHECKSUM = "checksum mismatch"
    OTHER = "failed otherwise"


@dataclass(frozen=True)
class Failure:
    """One failed file: its layout path, the kind of failure, one line why."""

    path: str
    kind: FailureKind
    why: str


@dataclass
class FetchReport:
    """What a fetch did, file by file (layout paths). ``not_tried``: files
    left out once the base URL proved unreachable; ``made``: the folders
    this fetch created (those left empty are removed)."""

    fetched: list[str] = field(default_factory=list)
    present: list[str] = field(default_factory=list)
    not_fetchable: list[tuple[str, str]] = field(default_factory=list)
    failed: list[Failure] = field(default_factory=list)
    not_tried: list[str] = field(default_factory=list)
    made: list[Path] = field(default_factory=list)

    @property
    def unreachable(self) -> bool:
        """The fetch stopped because the base URL could not be reached."""
        return bool(self.not_tried)


def missing_folders(path: Path) -> list[Path]:
    """``path`` and its ancestors that do not exist yet, deepest first (the
    folders that making ``path`` would create)."""
    out = []
    for folder in (path, *path.parents):
        if folder.exists():
            break
        out.append(folder)
    return out


def prune_empty(folders: Iterable[Path]) -> None:
    """Remove each of ``folders`` that is empty, deepest first (a folder that
    holds anything, or is gone, is left as it is)."""
    for folder in sorted(set(folders), key=lambda p: len(p.parts), reverse=True):
        try:
            folder.rmdir()
        except OSError:
            continue


def _download(url: str, target: Path, f: DataFile) -> None:
    """pooch's checked download: temporary file, SHA-256, rename."""
    import pooch

    pooch.get_logger().setLevel(logging.WARNING)  # we print our own lines
    pooch.retrieve(url, known_hash=f"sha256:{f.sha256}", fname=target.name, path=target.parent,
                   downloader=pooch.HTTPDownloader(progressbar=False, timeout=(CONNECT_TIMEOUT_S, DOWNLOAD_TIMEOUT_S)))


#: The system's reason inside a connection error's message ("[Errno 111] Connection refused").
_ERRNO_REASON = re.compile(r"\[Errno -?\d+\] ([^'\")\]]+)")


def _kind(exc: Exception) -> FailureKind:
    """What kind of failure ``exc`` is (requests' errors are OSErrors; pooch's
    checksum error is a ValueError)."""
    import requests

    if isinstance(exc, ValueError) and "hash" in str(exc).lower():
        return FailureKind.CHECKSUM
    if isinstance(exc, requests.HTTPError):
        return FailureKind.HTTP
    if isinstance(exc, (requests.ConnectionError, requests.Timeout)):
        return FailureKind.CONNECTION
    return FailureKind.OTHER


def _reason(exc: Exception) -> str:
    """A few words on ``exc``: the HTTP status, the system's reason, or the
    exception's name (requests' messages run long)."""
    import requests

    if isinstance(exc, requests.HTTPError) and exc.response is not None:
        return f"HTTP {exc.response.status_code}"
    if isinstance(exc, requests.Timeout):
        return f"{type(exc).__name__}: timed out"
    found = _ERRNO_REASON.search(str(exc))
    return f"{type(exc).__name__}: {found.group(1).strip()}" if found else type(exc).__name__


def _failure(path: str, exc: Exception, url: str) -> Failure:
    """One line for a failed download."""
    kind = _kind(exc)
    if kind is FailureKind.CHECKSUM:
        return Failure(path, kind, "checksum mismatch: the download is not the registered file (nothing was kept)")
    return Failure(path, kind, f"download failed from {url} ({_reason(exc)}; nothing was kept)")


#: After this many downloads in a row fail to connect, the base URL counts as
#: unreachable and no further download is tried (every file comes from the
#: same base URL; without a network each try fails the same way).
UNREACHABLE_AFTER = 3


def fetch(datasets: Iterable[DataSet], target: Path, base: str,
          say: Callable[[str], None] = lambda _: None) -> FetchReport:
    """Fetch every fetchable file of ``datasets`` into ``target`` (the data
    layout below it). A file already there with the right checksum is kept;
    a failed file is reported and the others still come, until
    :data:`UNREACHABLE_AFTER` downloads in a row could not connect: then
    the rest are not tried. Folders made here that stay empty are removed.
    ``say`` gets one line per data set that ends with files in ``target``."""
    report = FetchReport()
    in_a_row = 0
    for ds in datasets:
        for f in ds.files:
            path = target / f.path
            if f.source is None:
                if not is_intact(path, f):
                    report.not_fetchable.append((f.path, f.note))
                continue
            if is_intact(path, f):
                report.present.append(f.path)
                continue
            if in_a_row >= UNREACHABLE_AFTER:
                report.not_tried.append(f.path)
                continue
            if path.exists():  # wrong bytes at the final name: never read; replaced only by a checked copy
                path.unlink()
            url = file_url(ds, f, base)
            report.made += missing_folders(path.parent)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                _download(url, path, f)
            except (ValueError, OSError) as exc:
                failure = _failure(f.path, exc, url)
                report.failed.append(failure)
                in_a_row = in_a_row + 1 if failure.kind is FailureKind.CONNECTION else 0
                continue
            in_a_row = 0
            report.fetched.append(f.path)
        held = sum(1 for f in ds.files if (target / f.path).is_file())
        if held:
            say(f"{ds.name}: {held} of {len(ds.files)} files in {target}")
    prune_empty(report.made)
    return report


#: Failed files named one by one up to this many (more: one line per kind of
#: failure, unless asked for every one).
FAILURES_SHOWN = 5


def failure_lines(failed: Sequence[Failure], verbose: bool = False) -> list[str]:
    """The failures for people: one line each when few (or ``verbose``),
    else one line per kind with its count and first file."""
    if verbose or len(failed) <= FAILURES_SHOWN:
        return [f"{x.path}: {x.why}" for x in failed]
    kinds: dict[FailureKind, list[Failure]] = {}
    for x in failed:
        kinds.setdefault(x.kind, []).append(x)
    parts = [f"{len(xs)} {kind.value} (the first: {xs[0].path}: {xs[0].why})" for kind, xs in kinds.items()]
    return [f"{len(failed)} files failed: {'; '.join(parts)}; --verbose names each"]


#: How to get the data without this network path.
MIRROR_HINT = (f"to fetch from a mirror laid out as OWNER/REPO/COMMIT/PATH, name it with --base-url URL "
               f"or ${DATA_URL_ENV}")


def unreachable_line(report: FetchReport, base: str) -> str:
    """One line for downloads that could not connect to ``base``: how many
    (those in a row that stopped the fetch, else all), the first of them,
    and how many files were not tried."""
    stopped = report.unreachable
    failed = report.failed[-UNREACHABLE_AFTER:] if stopped else report.failed
    counted = f"{len(failed)} downloads in a row" if stopped else \
        f"{len(failed)} download{'s' if len(failed) != 1 else ''}"
    tail = f"; stopped, {len(report.not_tried)} more files not tried" if stopped else ""
    first = "the first: " if len(failed) > 1 else ""
    return (f"could not reach {base}: {counted} failed to connect ({first}{failed[0].path}: "
            f"{failed[0].why}){tail}")


def reached_nothing(report: FetchReport) -> bool:
    """Every download tried failed to connect (no network, or a wrong base URL)."""
    return bool(report.failed) and not report.fetched and \
        all(x.kind is FailureKind.CONNECTION for x in report.failed)


@dataclass(frozen=True)
class SetStatus:
    """Where the files of one data set are found by the readers."""

    dataset: DataSet
    found: int
    where: tuple[str, ...]


def status(data: str | os.PathLike[str] | None = None) -> list[SetStatus]:
    """For every data set, how many of its files the readers find (the
    lookup order of :mod:`schedbench.data`) and in which folders."""
    roots = sbdata.search_roots(data)
    out = []
    for ds in sbdata.registry().values():
        found, where = 0, dict[str, None]()
        for f in ds.files:
            for label, root in roots:
                if (root / f.path).is_file():
                    found += 1
                    where[label if label == "../shared/data" else f"{label} {root}"] = None
                    break
        out.append(SetStatus(ds, found, tuple(where)))
    return out


@dataclass(frozen=True)
class Mismatch:
    """A present file that is not the registered one: where, which, why."""

    folder: Path
    rel: str
    why: str

    @property
    def path(self) -> Path:
        return self.folder / self.rel


def verify(data: str | os.PathLike[str] | None = None) -> tuple[int, list[Mismatch]]:
    """Check every present file, as the readers find it, against its size
    and SHA-256 (hashed afresh, never the remembered value). Returns the
    count checked and the files that differ."""
    roots = sbdata.search_roots(data)
    checked, bad = 0, []
    for ds in sbdata.registry().values():
        for f in ds.files:
            for _, root in roots:
                path = root / f.path
                if path.is_file():
                    checked += 1
                    why = sbdata.mismatch(path, f, sha256_of)
                    if why is not None:
                        bad.append(Mismatch(root, f.path, why))
                    break
    return checked, bad


def default_target() -> Path:
    """Where ``fetch`` writes without ``--dir``: the per-user cache."""
    return sbdata.cache_dir()


BYTES_PER_KB = 1_000


def megabytes(n: int) -> str:
    """A size for people: kB below one MB."""
    return f"{n / BYTES_PER_KB:.1f} kB" if n < BYTES_PER_MB else f"{n / BYTES_PER_MB:.1f} MB"
