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
import urllib.parse
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import schedbench.data as sbdata
from schedbench.data import DataFile, DataSet, sha256_of
from schedbench.errors import SchedbenchError, UnknownNameError, ValidationError

#: Environment variable naming the base URL of the raw files.
DATA_URL_ENV = "SCHEDBENCH_DATA_URL"
#: GitHub's raw files: ``/OWNER/REPO/COMMIT/PATH``.
RAW_BASE_URL = "https://raw.githubusercontent.com"
#: Seconds a download may wait for the server before it counts as failed.
DOWNLOAD_TIMEOUT_S = 60.0
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


@dataclass
class FetchReport:
    """What a fetch did, file by file (layout paths)."""

    fetched: list[str] = field(default_factory=list)
    present: list[str] = field(default_factory=list)
    not_fetchable: list[tuple[str, str]] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)


def _download(url: str, target: Path, f: DataFile) -> None:
    """pooch's checked download: temporary file, SHA-256, rename."""
    import pooch

    pooch.get_logger().setLevel(logging.WARNING)  # we print our own lines
    target.parent.mkdir(parents=True, exist_ok=True)
    pooch.retrieve(url, known_hash=f"sha256:{f.sha256}", fname=target.name, path=target.parent,
                   downloader=pooch.HTTPDownloader(progressbar=False, timeout=DOWNLOAD_TIMEOUT_S))


def _failure(exc: Exception, url: str) -> str:
    """One line for a failed download (pooch's and requests' messages run long)."""
    if isinstance(exc, ValueError) and "hash" in str(exc).lower():
        return "checksum mismatch: the download is not the registered file (nothing was kept)"
    return f"download failed from {url} ({type(exc).__name__}; nothing was kept)"


def fetch(datasets: Iterable[DataSet], target: Path, base: str,
          say: Callable[[str], None] = lambda _: None) -> FetchReport:
    """Fetch every fetchable file of ``datasets`` into ``target`` (the data
    layout below it). A file already there with the right checksum is kept;
    a failed file is reported and the others still come."""
    report = FetchReport()
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
            if path.exists():  # wrong bytes at the final name: never read; replaced only by a checked copy
                path.unlink()
            url = file_url(ds, f, base)
            try:
                _download(url, path, f)
            except (ValueError, OSError) as exc:  # requests' errors are OSErrors; pooch's checksum one a ValueError
                report.failed.append((f.path, _failure(exc, url)))
                say(f"{ds.name}: {f.path}: {_failure(exc, url)}")
                continue
            report.fetched.append(f.path)
        say(f"{ds.name}: {sum(1 for f in ds.files if (target / f.path).is_file())} of {len(ds.files)} files "
            f"in {target}")
    return report


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
