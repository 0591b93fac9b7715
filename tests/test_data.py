"""Where the data readers look (schedbench.data) and the registry of the data
sets: the lookup order, the one-line message naming the fetch command, and
(when the data folder is present) the registry's sizes and checksums against
the files the readers read today."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from data_marks import folder, marks, needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench import data
from schedbench.errors import ValidationError
from schedbench.instances import traces

PHILLY = traces.PHILLY_FILE
#: Files of no registered data set (a user's own): found as the registered
#: ones are, and read as they are.
OWN, OWN_2 = "own/jobs.csv", "own/summary.csv"
#: The data README's "Rules of use": these may never feed shipped numbers.
NON_PERMISSIVE = {"lucid", "sia", "alibaba-v2023", "alibaba-v2026"}
SHA256_HEX = re.compile(r"[0-9a-f]{64}")
COMMIT_HEX = re.compile(r"[0-9a-f]{40}")


def _put(root: Path, rel: str, text: str = "x\n") -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@pytest.fixture
def places(tmp_path, monkeypatch):
    """Four empty places in the lookup order: an explicit folder, the
    environment's folder, the cache, and ../shared/data from the current
    folder (a working folder made here)."""
    explicit, env, cache = tmp_path / "explicit", tmp_path / "env", tmp_path / "cache"
    work = tmp_path / "project" / "work"
    shared = tmp_path / "project" / "shared" / "data"
    for p in (explicit, env, cache, work, shared):
        p.mkdir(parents=True)
    monkeypatch.chdir(work)
    monkeypatch.setenv(data.DATA_ENV, str(env))
    monkeypatch.delenv(data.FALLBACK_ENV, raising=False)
    monkeypatch.setattr(data, "cache_dir", lambda: cache)
    return {"explicit": explicit, "env": env, "cache": cache, "shared": shared}


# ---------------------------------------------------------------------------
# the registry
# ---------------------------------------------------------------------------


def test_registry_entries_are_complete_and_unique():
    sets = data.registry()
    paths = [f.path for ds in sets.values() for f in ds.files]
    assert len(paths) == len(set(paths))
    for ds in sets.values():
        assert ds.files and ds.title and ds.feeds and ds.licence, ds.name
        assert COMMIT_HEX.fullmatch(ds.commit) and ds.repository.count("/") == 1, ds.name
        for f in ds.files:
            assert SHA256_HEX.fullmatch(f.sha256) and f.size > 0, f.path
            assert not f.path.startswith("/") and ".." not in f.path.split("/"), f.path
            assert (f.source is None) == bool(f.note), f.path  # a file that cannot be fetched says why


def test_only_the_permissive_sets_may_feed_shipped_numbers():
    assert {n for n, ds in data.registry().items() if not ds.permissive} == NON_PERMISSIVE
    assert data.registry()["lucid"].fetch_command() == "schedbench data fetch lucid --accept-licence"
    assert data.registry()["philly"].fetch_command() == "schedbench data fetch philly"


def test_every_file_a_reader_names_is_registered():
    from schedbench.instances import castor_predict as cp

    read = [traces.PHILLY_FILE, traces.ALIBABA_FILE, traces.HELIOS_SUMMARY_FILE, traces.LUCID_VENUS_FILE,
            cp.GAVEL_FILE, *(cp.MISO_FILE.format(metric=m, model=k) for m in cp.MISO_METRICS
                             for k in set(cp.MISO_MODEL.values()))]
    assert all(data.registered(rel) is not None for rel in read)


@needs(*(f.path for ds in data.registry().values() for f in ds.files))
def test_registry_matches_the_files_the_readers_read_today():
    """Byte-identical: each registered size and SHA-256 is the file's in the
    data folder the readers find, and that folder holds no unregistered file
    (its README aside)."""
    root = folder(*(f.path for ds in data.registry().values() for f in ds.files))
    assert root is not None
    for ds in data.registry().values():
        for f in ds.files:
            blob = (root / f.path).read_bytes()
            assert len(blob) == f.size and hashlib.sha256(blob).hexdigest() == f.sha256, f.path
    on_disk = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file() and p.name != "README.md"}
    assert on_disk == {f.path for ds in data.registry().values() for f in ds.files}


# ---------------------------------------------------------------------------
# the lookup order
# ---------------------------------------------------------------------------


def test_lookup_order_env_then_cache_then_shared(places):
    _put(places["shared"], OWN)
    assert data.locate(OWN).resolve() == (places["shared"] / OWN).resolve()
    _put(places["cache"], OWN)
    assert data.locate(OWN) == places["cache"] / OWN
    _put(places["env"], OWN)
    assert data.locate(OWN) == places["env"] / OWN


def test_an_explicit_folder_is_the_only_place_looked(places):
    for where in ("env", "cache", "shared"):
        _put(places[where], OWN)
    with pytest.raises(data.DataMissingError):
        data.locate(OWN, places["explicit"])
    _put(places["explicit"], OWN)
    assert data.locate(OWN, str(places["explicit"])) == places["explicit"] / OWN


def test_fallback_off_reads_only_the_named_folder(places, monkeypatch):
    _put(places["cache"], OWN)
    _put(places["shared"], OWN)
    monkeypatch.setenv(data.FALLBACK_ENV, "0")
    assert [label for label, _ in data.search_roots()] == [f"${data.DATA_ENV}"]
    with pytest.raises(data.DataMissingError):
        data.locate(OWN)
    monkeypatch.delenv(data.DATA_ENV)
    assert data.search_roots() == []


def test_files_are_found_one_by_one_across_places(places):
    _put(places["cache"], OWN)
    _put(places["shared"], OWN_2)
    assert data.locate(OWN) == places["cache"] / OWN
    assert data.find_root([OWN, OWN_2]) is None  # no one folder holds both
    _put(places["shared"], OWN)
    assert data.find_root([OWN, OWN_2]).resolve() == places["shared"].resolve()


# ---------------------------------------------------------------------------
# the message when a file is nowhere
# ---------------------------------------------------------------------------


def _message(places, rels) -> str:
    with pytest.raises(data.DataMissingError) as err:
        data.root(rels)
    text = str(err.value)
    assert "\n" not in text and isinstance(err.value, ValidationError) and err.value.path == "data"
    return text


def test_missing_file_names_the_fetch_command_and_the_places(places):
    text = _message(places, [PHILLY])
    assert text.startswith(f"data: {PHILLY} is missing")
    assert "`schedbench data fetch philly` brings it" in text
    assert str(places["env"]) in text and str(places["cache"]) in text and "../shared/data" in text


def test_missing_non_permissive_file_names_its_licence(places):
    text = _message(places, [traces.LUCID_VENUS_FILE])
    assert "`schedbench data fetch lucid --accept-licence`" in text and "non-commercial" in text


def test_missing_unfetchable_file_says_why(places):
    text = _message(places, ["miso/derived_mig_batch_time_summary.csv"])
    assert "cannot be fetched" in text and "raw MIG logs" in text


def test_many_missing_files_make_one_short_line(places):
    text = _message(places, data.files_of("sia"))
    assert "and 72 more are missing" in text and text.count("schedbench data fetch sia") == 1
    assert len(text) < 500


def test_a_trace_loader_gives_the_same_line(places):
    with pytest.raises(data.DataMissingError) as err:
        traces.load_philly()
    assert "`schedbench data fetch philly`" in str(err.value)


def test_unknown_data_set_is_refused():
    with pytest.raises(ValidationError, match="must be one of"):
        data.files_of("philly", "nosuch")


# ------------------------------------------------- the derivation scripts' helper


def test_derivation_parser_defaults_out_to_the_script_folder(tmp_path):
    script = tmp_path / "derive_x.py"
    parser = data.derivation_parser("Derive x.\n\nMore.", script)
    args = parser.parse_args([])
    assert (args.data, args.out, parser.description) == (None, tmp_path.resolve(), "Derive x.")
    assert parser.parse_args(["--data", "d", "--out", "o"]).out == Path("o")


def test_run_derivation_says_one_line_naming_the_script(tmp_path, capsys):
    def broken():
        raise data.DerivationError("missing muri/x.csv")

    def malformed():
        raise KeyError("batch_size")

    assert data.run_derivation("derive_x", tmp_path, lambda: (1, 2)) == (1, 2)
    assert data.run_derivation("derive_x", tmp_path, broken) is None
    assert capsys.readouterr().err == "derive_x: missing muri/x.csv\n"
    assert data.run_derivation("derive_x", tmp_path, malformed) is None
    assert capsys.readouterr().err == f"derive_x: unexpected content in {tmp_path}: KeyError('batch_size')\n"


def test_write_tables_writes_the_texts_and_counts_rows(tmp_path, capsys):
    out = tmp_path / "new"
    written = data.write_tables(out, {"a.csv": "h\n1\n2\n", "b.csv": "h\r\n"})
    assert [p.name for p in written] == ["a.csv", "b.csv"]
    assert (out / "a.csv").read_bytes() == b"h\n1\n2\n" and (out / "b.csv").read_bytes() == b"h\r\n"
    assert capsys.readouterr().out == f"wrote {out / 'a.csv'} (2 rows)\nwrote {out / 'b.csv'} (0 rows)\n"


# ---------------------------------------------------------------------------
# checked reading: a registered file is the registry's bytes, or it is refused
# ---------------------------------------------------------------------------

TINY = "tiny/a.csv"
TINY_TEXT = "x,y\n1,2\n"


@pytest.fixture
def memo(tmp_path, monkeypatch):
    """A cache (and its SHA-256 memo) of its own, and no SHA-256 remembered
    by this process yet (as in a fresh process)."""
    cache = tmp_path / "cache" / "data"
    monkeypatch.setattr(data, "cache_dir", lambda: cache)
    data._remembered_sha256.cache_clear()
    data._memo_at.cache_clear()
    yield data.memo_file()
    data._remembered_sha256.cache_clear()
    data._memo_at.cache_clear()


@pytest.fixture
def tiny(tmp_path, monkeypatch, memo):
    """A registry of one small file, and a data folder holding it."""
    sha = hashlib.sha256(TINY_TEXT.encode()).hexdigest()
    ds = data.DataSet("tiny", "tiny", "tests", "MIT", True, "owner/tiny", "0" * 40,
                      (data.DataFile(TINY, "a.csv", len(TINY_TEXT), sha),))
    monkeypatch.setattr(data, "registry", lambda: {"tiny": ds})
    folder = tmp_path / "folder"
    _put(folder, TINY, TINY_TEXT)
    return folder


def _flip(path: Path) -> None:
    """Change one digit of ``path`` (its last), keeping its size and format."""
    blob = bytearray(path.read_bytes())
    i = max(k for k, b in enumerate(blob) if chr(b).isdigit())
    blob[i] = ord("1") if blob[i] != ord("1") else ord("2")
    path.write_bytes(bytes(blob))


@pytest.fixture
def hashes(monkeypatch) -> list[Path]:
    """The files hashed (a spy on :func:`schedbench.data.sha256_of`)."""
    seen: list[Path] = []
    real = data.sha256_of

    def spy(path: Path) -> str:
        seen.append(path)
        return real(path)

    monkeypatch.setattr(data, "sha256_of", spy)
    return seen


def test_a_registered_file_whose_bytes_changed_is_refused_in_one_line(tiny):
    assert data.locate(TINY, tiny) == tiny / TINY
    _flip(tiny / TINY)
    assert (tiny / TINY).stat().st_size == len(TINY_TEXT)
    with pytest.raises(data.DataChangedError) as err:
        data.locate(TINY, tiny)
    text = str(err.value)
    assert "\n" not in text and isinstance(err.value, ValidationError)
    assert text.startswith(f"data: {tiny / TINY}: SHA-256 differs from the registry")
    assert f"`schedbench data verify --data {tiny}`" in text
    assert f"`schedbench data fetch tiny --dir {tiny}` brings the registered bytes back" in text
    _put(tiny, TINY, "x,y")
    with pytest.raises(data.DataChangedError, match="size 3 bytes, registered 8"):
        data.root([TINY], tiny)  # the one-folder readers (derive scripts, studies) too


def test_a_changed_file_in_the_cache_names_the_plain_commands(tiny, monkeypatch):
    cache = data.cache_dir()
    _put(cache, TINY, TINY_TEXT.replace("2", "3"))
    monkeypatch.delenv(data.DATA_ENV, raising=False)
    monkeypatch.delenv(data.FALLBACK_ENV, raising=False)
    with pytest.raises(data.DataChangedError) as err:
        data.locate(TINY)
    assert "`schedbench data verify` lists" in str(err.value) and "`schedbench data fetch tiny` brings" in str(err.value)


def test_a_file_of_no_data_set_is_read_as_it_is(tiny, hashes):
    _put(tiny, OWN, "anything\n")
    assert data.locate(OWN, tiny) == tiny / OWN
    assert hashes == []


def test_a_file_is_hashed_once_then_remembered_by_path_size_and_time(tiny, memo, hashes):
    data.locate(TINY, tiny)
    assert len(hashes) == 1 and memo.is_file()
    data.locate(TINY, tiny)
    assert len(hashes) == 1  # the second read costs a stat
    data._remembered_sha256.cache_clear()  # as a new process: the memo file answers
    data.locate(TINY, tiny)
    assert len(hashes) == 1
    st = (tiny / TINY).stat()
    os.utime(tiny / TINY, ns=(st.st_atime_ns, st.st_mtime_ns - 10**9))  # touched: hashed again
    data.locate(TINY, tiny)
    assert len(hashes) == 2


def test_the_memo_serves_the_next_process(tiny, memo):
    """Two processes in a row: the first hashes the file, the second does not."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the child finds the cache through $XDG_CACHE_HOME, a Linux convention")
    code = ("import schedbench.data as d; n = []; real = d.sha256_of\n"
            "d.sha256_of = lambda p: n.append(p) or real(p)\n"
            "d.registry = lambda: {'tiny': d.DataSet('tiny', 't', 't', 'MIT', True, 'o/t', '0' * 40, "
            f"(d.DataFile({TINY!r}, 'a.csv', {len(TINY_TEXT)}, {hashlib.sha256(TINY_TEXT.encode()).hexdigest()!r}),))}}\n"
            f"d.locate({TINY!r}, {str(tiny)!r}); print(len(n))")
    env = {**os.environ, "XDG_CACHE_HOME": str(memo.parent.parent / "xdg")}
    runs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
            for _ in range(2)]
    assert [r.stdout.strip() for r in runs] == ["1", "0"]


def test_an_unwritable_memo_only_costs_hashing_again(tiny, memo, hashes, monkeypatch):
    memo.parent.mkdir(parents=True)
    memo.mkdir()  # a folder where the file should be: it cannot be written
    data.locate(TINY, tiny)
    data._remembered_sha256.cache_clear()
    data.locate(TINY, tiny)
    assert len(hashes) == 2


#: Each reader of registered files, with the files it reads and the one changed here.
READERS = {
    "trace loader": (lambda d: traces.load_philly(d), [PHILLY], PHILLY),
    "trace summary": (lambda d: traces.load_helios_summary(d), [traces.HELIOS_SUMMARY_FILE],
                      traces.HELIOS_SUMMARY_FILE),
    "predictor study": (lambda d: _castor_predict().load_gavel_miso(d), data.files_of("gavel", "miso"),
                        "gavel/simulation_throughputs.json"),
    "duration study": (lambda d: _asrpt_predict().default_reports(d), [PHILLY, "zeus/trace/summary_train.csv"],
                       "zeus/trace/summary_train.csv"),
    # the derive scripts take their folder from data.script_folder, which is data.root
    "one-folder reader": (lambda d: data.root(data.files_of("pollux"), d), data.files_of("pollux"),
                          "pollux/traces/ncf/placements.csv"),
}


def _castor_predict():
    from schedbench.instances import castor_predict

    return castor_predict


def _asrpt_predict():
    from schedbench.instances import asrpt_predict

    return asrpt_predict


@pytest.mark.parametrize("reader", [pytest.param(name, marks=marks(*rels)) for name, (_, rels, _) in READERS.items()])
def test_every_reader_refuses_a_registered_file_with_one_byte_changed(reader, tmp_path, memo):
    """A copy of the real files as a data folder, one digit of one file
    changed (same size, still well formed): the reader stops, naming it."""
    read, rels, changed = READERS[reader]
    source, copy = folder(*rels), tmp_path / "copy"
    for rel in rels:
        _put(copy, rel).write_bytes((source / rel).read_bytes())
    _flip(copy / changed)
    assert (copy / changed).stat().st_size == (source / changed).stat().st_size
    with pytest.raises(data.DataChangedError) as err:
        read(copy)
    assert str(err.value).startswith(f"data: {copy / changed}: SHA-256 differs from the registry")
