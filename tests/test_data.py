"""Where the data readers look (schedbench.data) and the registry of the data
sets: the lookup order, the one-line message naming the fetch command, and
(when the data folder is present) the registry's sizes and checksums against
the files the readers read today."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from data_marks import folder, needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench import data
from schedbench.errors import ValidationError
from schedbench.instances import traces

PHILLY = traces.PHILLY_FILE
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
    _put(places["shared"], PHILLY)
    assert data.locate(PHILLY).resolve() == (places["shared"] / PHILLY).resolve()
    _put(places["cache"], PHILLY)
    assert data.locate(PHILLY) == places["cache"] / PHILLY
    _put(places["env"], PHILLY)
    assert data.locate(PHILLY) == places["env"] / PHILLY


def test_an_explicit_folder_is_the_only_place_looked(places):
    for where in ("env", "cache", "shared"):
        _put(places[where], PHILLY)
    with pytest.raises(data.DataMissingError):
        data.locate(PHILLY, places["explicit"])
    _put(places["explicit"], PHILLY)
    assert data.locate(PHILLY, str(places["explicit"])) == places["explicit"] / PHILLY


def test_fallback_off_reads_only_the_named_folder(places, monkeypatch):
    _put(places["cache"], PHILLY)
    _put(places["shared"], PHILLY)
    monkeypatch.setenv(data.FALLBACK_ENV, "0")
    assert [label for label, _ in data.search_roots()] == [f"${data.DATA_ENV}"]
    with pytest.raises(data.DataMissingError):
        data.locate(PHILLY)
    monkeypatch.delenv(data.DATA_ENV)
    assert data.search_roots() == []


def test_files_are_found_one_by_one_across_places(places):
    _put(places["cache"], PHILLY)
    _put(places["shared"], traces.HELIOS_SUMMARY_FILE)
    assert data.locate(PHILLY).parent.parent.parent == places["cache"]
    assert data.find_root([PHILLY, traces.HELIOS_SUMMARY_FILE]) is None  # no one folder holds both
    _put(places["shared"], PHILLY)
    assert data.find_root([PHILLY, traces.HELIOS_SUMMARY_FILE]).resolve() == places["shared"].resolve()


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
