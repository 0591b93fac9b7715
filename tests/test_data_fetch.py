"""``schedbench data list | fetch | verify`` against a local HTTP server.

The server (a thread on 127.0.0.1, an ephemeral port) serves a folder laid
out as GitHub's raw files (``OWNER/REPO/COMMIT/PATH``); ``--base-url`` points
the fetch at it. No test here touches the network. A registry of small files
made here stands in for the real one, except in the last test, which serves
the real Philly and Helios files from the data folder when it is present.
"""

from __future__ import annotations

import hashlib
import http.server
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from data_marks import folder, needs  # tests/ is on sys.path (pytest's rootdir conftest)

from schedbench import data
from schedbench.cli import main
from schedbench.data import DataFile, DataSet
from schedbench.datafetch import DATA_URL_ENV

COMMIT = "0123456789abcdef0123456789abcdef01234567"
#: A Philly-format trace small enough to write here: ROWS jobs within one hour.
PHILLY_HEADER = "timestamp,duration,num_gpus,gpu_time,cluster\n"
PHILLY_ROWS = 120
PHILLY_GPUS = (1, 1, 1, 2, 4, 8, 16, 32)
EXIT_USAGE, EXIT_FAILED = 2, 1


def _philly_text() -> str:
    rows = []
    for i in range(PHILLY_ROWS):
        g = PHILLY_GPUS[i % len(PHILLY_GPUS)]
        d = 60.0 + 37.0 * (i % 11)
        rows.append(f"2017-10-05 00:{i // 60:02d}:{i % 60:02d},{d},{g},{d * g},vc{i % 3}\n")
    return PHILLY_HEADER + "".join(rows)


#: (data set, layout path, source path in the repository, content); None: not fetchable.
FILES = [
    ("tiny", "tiny/a.csv", "data/a.csv", "x,y\n1,2\n"),
    ("tiny", "tiny/b.json", "data/sub dir/b.json", '{"k": [1, 2, 3]}\n'),  # a space in the source path
    ("tiny", "tiny/derived.csv", None, "made here\n"),
    ("tiny-nc", "tiny-nc/c.csv", "c.csv", "non,commercial\n"),
    ("tiny-philly", "pollux/traces/philly.csv", "simulator/traces/philly.csv", _philly_text()),
]
PERMISSIVE = {"tiny": True, "tiny-nc": False, "tiny-philly": True}


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def fake_registry() -> dict[str, DataSet]:
    sets = {}
    for name, permissive in PERMISSIVE.items():
        files = tuple(DataFile(path, src, len(text.encode()), _sha(text), "" if src else "made here, not fetchable")
                      for n, path, src, text in FILES if n == name)
        sets[name] = DataSet(name, f"{name} title", f"{name} feeds", "MIT" if permissive else "NC-only licence",
                             permissive, f"owner/{name}", COMMIT, files)
    return sets


@dataclass
class Server:
    """The mirror: its base URL, its folder, the paths it was asked for, the
    paths it cuts short (headers promise the whole file, half comes), and
    the paths it hangs up on before any answer (as a network that is gone)."""

    url: str
    root: Path
    asked: list[str] = field(default_factory=list)
    truncate: set[str] = field(default_factory=set)
    drop: set[str] = field(default_factory=set)

    def file(self, name: str, src: str) -> Path:
        return self.root / f"owner/{name}" / COMMIT / src


def _handler(server: Server) -> type[http.server.SimpleHTTPRequestHandler]:
    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(server.root), **kwargs)

        def do_GET(self):  # noqa: N802 (http.server's name)
            server.asked.append(self.path)
            if self.path in server.drop:
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return None
            if self.path not in server.truncate:
                return super().do_GET()
            body = Path(self.translate_path(self.path)).read_bytes()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return None

        def log_message(self, *args):  # keep the test output quiet
            pass

    return Handler


@pytest.fixture
def mirror(tmp_path, monkeypatch) -> Iterator[Server]:
    root = tmp_path / "mirror"
    for name, _, src, text in FILES:
        if src is not None:
            path = root / f"owner/{name}" / COMMIT / src
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(text.encode())
    monkeypatch.setattr(data, "registry", fake_registry)
    monkeypatch.setattr(data, "cache_dir", lambda: tmp_path / "user-cache" / "data")  # its SHA-256 memo too
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    monkeypatch.delenv(DATA_URL_ENV, raising=False)
    info = Server("", root)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _handler(info))
    info.url = f"http://127.0.0.1:{httpd.server_address[1]}"
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield info
    httpd.shutdown()
    httpd.server_close()
    thread.join()


#: Files of the data set ``many``, each in a folder of its own.
MANY = 10


def _many_source(i: int) -> str:
    return f"src/f{i}.csv"


@pytest.fixture
def many(mirror, monkeypatch) -> DataSet:
    """The fake registry plus ``many``: MANY small files, all on the mirror."""
    files = []
    for i in range(MANY):
        text = f"i\n{i}\n"
        files.append(DataFile(f"many/part{i}/f{i}.csv", _many_source(i), len(text), _sha(text)))
        path = mirror.file("many", _many_source(i))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    ds = DataSet("many", "many files", "tests", "MIT", True, "owner/many", COMMIT, tuple(files))
    monkeypatch.setattr(data, "registry", lambda: {**fake_registry(), "many": ds})
    return ds


def _closed_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (connections are refused)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def cli(capsys, *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as done:
        main(list(args))
    out, err = capsys.readouterr()
    return int(done.value.code or 0), out, err


def files_under(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}


def test_fetch_places_checked_files_and_says_what_it_could_not(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    code, _, err = cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)
    assert code == 0, err
    assert files_under(target) == {"tiny/a.csv", "tiny/b.json"}  # no temporary file left behind
    for _, path, _, text in FILES[:2]:
        assert (target / path).read_text() == text
    assert "/owner/tiny/" + COMMIT + "/data/sub%20dir/b.json" in mirror.asked
    assert "tiny/derived.csv: not fetched: made here, not fetchable" in err
    code, _, err = cli(capsys, "data", "verify", "--data", str(target))
    assert code == 0 and "checked 2 files: 2 intact" in err


def test_a_second_fetch_downloads_nothing(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    assert cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)[0] == 0
    asked = len(mirror.asked)
    code, _, err = cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)
    assert code == 0 and len(mirror.asked) == asked
    assert "fetched 0 files, 2 already present and intact" in err


def test_a_corrupted_download_is_never_kept(mirror, tmp_path, capsys):
    mirror.file("tiny", "data/a.csv").write_text("x,y\n1,3\n")  # one byte off the registered file
    target = tmp_path / "got"
    code, _, err = cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)
    assert code == EXIT_FAILED
    lines = [line for line in err.splitlines() if "tiny/a.csv" in line]
    assert len(lines) == 1 and "checksum mismatch" in lines[0] and "nothing was kept" in lines[0]
    assert files_under(target) == {"tiny/b.json"}  # the good file came, the bad one left nothing


def test_a_wrong_file_in_place_is_replaced_only_by_a_checked_copy(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    (target / "tiny").mkdir(parents=True)
    (target / "tiny" / "a.csv").write_text("stale\n")
    mirror.file("tiny", "data/a.csv").write_text("also wrong\n")
    assert cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)[0] == EXIT_FAILED
    assert not (target / "tiny" / "a.csv").exists()  # the stale bytes are gone, no wrong file takes their place
    mirror.file("tiny", "data/a.csv").write_text(FILES[0][3])
    assert cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)[0] == 0
    assert (target / "tiny" / "a.csv").read_text() == FILES[0][3]


def test_an_interrupted_download_leaves_nothing(mirror, tmp_path, capsys):
    mirror.truncate.add(f"/owner/tiny/{COMMIT}/data/a.csv")
    target = tmp_path / "got"
    code, _, err = cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)
    assert code == EXIT_FAILED
    line = next(line for line in err.splitlines() if "tiny/a.csv" in line)
    assert "nothing was kept" in line
    assert files_under(target) == {"tiny/b.json"}


def test_without_network_the_fetch_stops_early_in_a_few_lines(mirror, many, tmp_path, capsys):
    """Nothing reachable: how many failed and the first error in one line, the
    mirror hint, no advice to read an empty folder, no folder left behind."""
    target = tmp_path / "new" / "datadir"
    nowhere = f"http://127.0.0.1:{_closed_port()}"
    code, out, err = cli(capsys, "data", "fetch", "many", "--dir", str(target), "--base-url", nowhere)
    lines = err.strip().splitlines()
    assert code == EXIT_FAILED and len(lines) == 3 and out == "", err
    assert lines[0].startswith(f"could not reach {nowhere}: 3 downloads in a row failed to connect (the first: "
                               f"many/part0/f0.csv: download failed from {nowhere}/owner/many/")
    assert lines[0].endswith(f"stopped, {MANY - 3} more files not tried")
    assert "--base-url URL" in lines[1] and f"${DATA_URL_ENV}" in lines[1] and "mirror" in lines[1]
    assert lines[2] == "fetched nothing"
    assert not (tmp_path / "new").exists()  # every folder this run made stayed empty, and is gone
    mine = tmp_path / "mine"
    mine.mkdir()
    code, _, err = cli(capsys, "data", "fetch", "--dir", str(mine), "--base-url", nowhere)  # every permissive set
    assert code == EXIT_FAILED and len(err.strip().splitlines()) == 3, err
    assert mine.is_dir() and not any(mine.iterdir())  # a folder that was there is kept, and holds nothing new
    assert mirror.asked == []


def test_a_fetch_that_loses_the_network_keeps_what_came_and_says_what_did_not(mirror, many, tmp_path, capsys):
    mirror.drop.update(f"/owner/many/{COMMIT}/{_many_source(i)}" for i in range(2, MANY))
    target = tmp_path / "got"
    code, _, err = cli(capsys, "data", "fetch", "many", "--dir", str(target), "--base-url", mirror.url)
    assert code == EXIT_FAILED
    assert files_under(target) == {"many/part0/f0.csv", "many/part1/f1.csv"}
    assert {p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_dir()} == \
        {"many", "many/part0", "many/part1"}  # no empty folder of a failed file
    assert len(mirror.asked) == 5  # two files, then three failures in a row, then no more tries
    assert len([line for line in err.splitlines() if line.startswith("many/part")]) == 3  # few: one line each
    assert "3 downloads in a row failed to connect (the first: many/part2/f2.csv" in err
    assert f"fetched 2 files, 0 already present and intact, 3 failed, {MANY - 5} not tried, into {target}" in err
    assert "--base-url URL" in err and f"--option data={target}" in err


def test_many_failures_are_summarised_unless_verbose(mirror, many, tmp_path, capsys):
    for i in range(1, MANY):
        mirror.file("many", _many_source(i)).unlink()  # the server answers 404
    target = tmp_path / "got"
    code, _, err = cli(capsys, "data", "fetch", "many", "--dir", str(target), "--base-url", mirror.url)
    assert code == EXIT_FAILED
    failed = [line for line in err.splitlines() if "many/part" in line]
    assert len(failed) == 1, err
    assert failed[0].startswith(f"{MANY - 1} files failed: {MANY - 1} refused by the server (the first: many/part1/")
    assert "HTTP 404" in failed[0] and failed[0].endswith("--verbose names each")
    assert f"fetched 1 files, 0 already present and intact, {MANY - 1} failed, into {target}" in err
    assert "--base-url" not in err and len(mirror.asked) == MANY  # the server answered: every file was tried
    assert files_under(target) == {"many/part0/f0.csv"} and not (target / "many" / "part1").exists()
    code, _, err = cli(capsys, "data", "fetch", "many", "--dir", str(target), "--base-url", mirror.url, "--verbose")
    assert code == EXIT_FAILED
    assert len([line for line in err.splitlines() if line.startswith("many/part") and "HTTP 404" in line]) == MANY - 1


def test_non_permissive_sets_need_their_name_and_the_licence_flag(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    code, _, err = cli(capsys, "data", "fetch", "--dir", str(target), "--base-url", mirror.url)
    assert code == 0
    assert "tiny-nc/c.csv" not in files_under(target) and "pollux/traces/philly.csv" in files_under(target)
    assert "tiny-nc: not fetched, licence: NC-only licence; `schedbench data fetch tiny-nc --accept-licence`" in err
    code, _, err = cli(capsys, "data", "fetch", "tiny-nc", "--dir", str(target), "--base-url", mirror.url)
    assert code == EXIT_USAGE and len(err.strip().splitlines()) == 1
    assert "NC-only licence" in err and "--accept-licence" in err
    code, _, err = cli(capsys, "data", "fetch", "tiny-nc", "--accept-licence", "--dir", str(target),
                       "--base-url", mirror.url)
    assert code == 0 and (target / "tiny-nc" / "c.csv").read_text() == FILES[3][3]


def test_wrong_input_gets_one_line_and_status_2(mirror, tmp_path, capsys):
    code, _, err = cli(capsys, "data", "fetch", "nosuch", "--dir", str(tmp_path / "got"), "--base-url", mirror.url)
    assert code == EXIT_USAGE and len(err.strip().splitlines()) == 1 and "unknown data set 'nosuch'" in err
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    code, _, err = cli(capsys, "data", "fetch", "tiny", "--dir", str(blocker / "sub"), "--base-url", mirror.url)
    assert code == EXIT_USAGE and len(err.strip().splitlines()) == 1 and err.startswith("schedbench: error: --dir")
    code, _, err = cli(capsys, "data", "fetch", "tiny", "--dir", str(tmp_path / "got"), "--base-url", "ftp://x")
    assert code == EXIT_USAGE and "--base-url" in err
    assert mirror.asked == []


def test_the_base_url_can_come_from_the_environment(mirror, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv(DATA_URL_ENV, mirror.url)
    assert cli(capsys, "data", "fetch", "tiny", "--dir", str(tmp_path / "got"))[0] == 0
    assert mirror.asked


def test_verify_names_a_file_that_changed(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    assert cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)[0] == 0
    (target / "tiny" / "b.json").write_text('{"k": [1, 2, 4]}\n')
    code, _, err = cli(capsys, "data", "verify", "--data", str(target))
    assert code == EXIT_FAILED and f"{target / 'tiny' / 'b.json'}: SHA-256 differs" in err


def test_verify_names_the_command_that_brings_the_registered_bytes_back(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    assert cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)[0] == 0
    (target / "tiny" / "a.csv").write_text("x,y\n1,3\n")  # one byte changed, same size
    code, _, err = cli(capsys, "data", "verify", "--data", str(target))
    assert code == EXIT_FAILED
    assert f"{target / 'tiny' / 'a.csv'}: SHA-256 differs from the registry" in err
    assert f"`schedbench data fetch tiny --dir {target}` brings the registered bytes back" in err


def test_a_generator_refuses_a_changed_trace_until_a_fetch_brings_it_back(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    assert cli(capsys, "data", "fetch", "tiny-philly", "--dir", str(target), "--base-url", mirror.url)[0] == 0
    trace = target / "pollux" / "traces" / "philly.csv"
    good = _generate(capsys, tmp_path, "--option", f"data={target}")
    trace.write_bytes(trace.read_bytes().replace(b",vc2", b",vc3", 1))  # same size, still a valid trace
    code, _, err = cli(capsys, "generate", "castor-schedule", "--size", "40", "--option", "workload=philly",
                       "--option", f"data={target}", "-o", str(tmp_path / "x.json"))
    assert code == EXIT_USAGE and len(err.strip().splitlines()) == 1, err
    assert f"{trace}: SHA-256 differs from the registry" in err and "Traceback" not in err
    assert f"`schedbench data verify --data {target}`" in err
    assert f"`schedbench data fetch tiny-philly --dir {target}`" in err
    assert cli(capsys, "data", "fetch", "tiny-philly", "--dir", str(target), "--base-url", mirror.url)[0] == 0
    assert _generate(capsys, tmp_path, "--option", f"data={target}")["id"] == good["id"]


def test_list_says_what_is_present_and_where(mirror, tmp_path, capsys):
    target = tmp_path / "got"
    assert cli(capsys, "data", "fetch", "tiny", "--dir", str(target), "--base-url", mirror.url)[0] == 0
    code, out, _ = cli(capsys, "data", "list", "--data", str(target))
    assert code == 0
    block = out.split("tiny-nc:")[0]
    assert "tiny: tiny title" in block and "may feed shipped numbers: yes" in block
    assert f"present: 2 of 3 files (--option data {target})" in block
    assert "may feed shipped numbers: no" in out.split("tiny-nc:")[1]


def _generate(capsys, tmp_path, *extra: str) -> dict:
    import json

    out = tmp_path / "inst.json"
    code, _, err = cli(capsys, "generate", "castor-schedule", "--size", "40", "--option", "workload=philly",
                       *extra, "-o", str(out))
    assert code == 0, err
    return json.loads(out.read_text())


def test_a_generator_reads_the_fetched_trace_from_the_cache_and_the_environment(mirror, tmp_path, capsys,
                                                                             monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setattr(data, "cache_dir", lambda: cache)
    monkeypatch.delenv(data.DATA_ENV, raising=False)
    monkeypatch.chdir(tmp_path)  # no ../shared/data from here
    code, _, err = cli(capsys, "generate", "castor-schedule", "--size", "40", "--option", "workload=philly",
                       "-o", str(tmp_path / "x.json"))
    assert code == EXIT_USAGE and "`schedbench data fetch philly`" not in err  # the fake registry's name
    assert "`schedbench data fetch tiny-philly` brings it" in err
    assert cli(capsys, "data", "fetch", "tiny-philly", "--base-url", mirror.url)[0] == 0
    assert (cache / "pollux/traces/philly.csv").is_file()
    from_cache = _generate(capsys, tmp_path)
    assert from_cache["instance"]["metadata"]["workload_trace"]["sha256"] == _sha(FILES[4][3])
    moved = tmp_path / "elsewhere"
    moved.mkdir()
    (cache / "pollux").rename(moved / "pollux")
    monkeypatch.setenv(data.DATA_ENV, str(moved))
    monkeypatch.setenv(data.FALLBACK_ENV, "0")
    assert _generate(capsys, tmp_path)["id"] == from_cache["id"]


@needs("pollux/traces/philly.csv", "helios/helios_cluster_summary.csv")
def test_the_real_philly_and_helios_files_fetch_byte_identical(tmp_path, capsys, monkeypatch):
    """The registry's checksums are those of the files read today: served
    from the data folder, fetched with the real registry, and a 240-job
    CASTOR instance from the fetched copy is the one from the data folder."""
    import json

    source = folder("pollux/traces/philly.csv", "helios/helios_cluster_summary.csv")
    root = tmp_path / "mirror"
    for name in ("philly", "helios"):
        ds = data.registry()[name]
        for f in ds.files:
            dst = root / ds.repository / ds.commit / f.source
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_bytes((source / f.path).read_bytes())
    info = Server("", root)
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _handler(info))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    try:
        target = tmp_path / "got"
        code, _, err = cli(capsys, "data", "fetch", "philly", "helios", "--dir", str(target),
                           "--base-url", f"http://127.0.0.1:{httpd.server_address[1]}")
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join()
    assert code == 0, err
    out = tmp_path / "a.json"
    assert cli(capsys, "generate", "castor-schedule", "--size", "240", "--option", "workload=philly",
               "--option", f"data={source}", "-o", str(out))[0] == 0
    monkeypatch.setenv(data.DATA_ENV, str(target))
    monkeypatch.setenv(data.FALLBACK_ENV, "0")
    out2 = tmp_path / "b.json"
    assert cli(capsys, "generate", "castor-schedule", "--size", "240", "--option", "workload=philly",
               "-o", str(out2))[0] == 0
    assert json.loads(out.read_text())["id"] == json.loads(out2.read_text())["id"]
