"""Progress of a long run: cells done/total, elapsed, ETA (DESIGN.md, "Harness").

A rich progress bar when stderr is a terminal, plain periodic lines
otherwise (CI logs, ``| tee``). Time-outs and errors are announced as they
happen. The bar is redrawn from the main thread only (no refresh thread),
because worker processes are forked from this one.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, TextIO

from schedbench.contracts import Status
from schedbench.harness.executor import Outcome

if TYPE_CHECKING:
    from rich.progress import TaskID

#: Seconds between two plain progress lines.
PLAIN_INTERVAL_S = 10.0
#: Seconds between two redraws of the rich bar.
RICH_REFRESH_S = 0.5


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "?"
    seconds = int(round(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}"


class _Base:
    def __init__(self, stream: TextIO):
        self.stream = stream
        self.total = 0
        self.stored = 0
        self.done = 0
        self.bad = 0
        self.t0 = time.perf_counter()

    def start(self, total: int, stored: int) -> None:
        self.total, self.stored = total, stored
        self.t0 = time.perf_counter()

    def elapsed(self) -> float:
        return time.perf_counter() - self.t0

    def eta(self) -> float | None:
        """Remaining seconds at the mean pace of the cells run so far."""
        todo = self.total - self.stored
        if self.done == 0:
            return None
        return self.elapsed() / self.done * (todo - self.done)

    def line(self) -> str:
        todo = self.total - self.stored
        text = (
            f"{self.done}/{todo} cells done"
            + (f" ({self.stored} already stored)" if self.stored else "")
            + f", elapsed {_clock(self.elapsed())}, ETA {_clock(self.eta())}"
        )
        if self.bad:
            text += f", {self.bad} time-out/error"
        return text

    # What harness.Progress asks for: count, print nothing (QuietProgress);
    # the classes below override them.
    def advance(self, outcome: Outcome) -> None:
        self.done += 1

    def tick(self) -> None:
        pass

    def close(self) -> None:
        pass

    def note(self, outcome: Outcome) -> str | None:
        if outcome.status in (Status.TIMEOUT, Status.ERROR, Status.INFRA_ERROR):
            self.bad += 1
            return f"{outcome.status.value}: {outcome.task.cell.label()}: {outcome.error}"
        return None


class PlainProgress(_Base):
    """One line every :data:`PLAIN_INTERVAL_S` seconds, and one at the end."""

    def __init__(self, stream: TextIO, interval_s: float = PLAIN_INTERVAL_S):
        super().__init__(stream)
        self.interval_s = interval_s
        self.last = 0.0

    def start(self, total: int, stored: int) -> None:
        super().start(total, stored)
        self.last = time.perf_counter()
        if total > stored:
            print(f"running {total - stored} cell(s)", file=self.stream, flush=True)

    def advance(self, outcome: Outcome) -> None:
        self.done += 1
        text = self.note(outcome)
        if text:
            print(f"  {text}", file=self.stream, flush=True)
        self.tick()

    def tick(self) -> None:
        now = time.perf_counter()
        if now - self.last >= self.interval_s:
            self.last = now
            print(self.line(), file=self.stream, flush=True)

    def close(self) -> None:
        if self.total > self.stored:
            print(self.line(), file=self.stream, flush=True)


class RichProgress(_Base):
    """A rich progress bar, redrawn by :meth:`tick` from the main thread."""

    def __init__(self, stream: TextIO):
        super().__init__(stream)
        from rich.console import Console
        from rich.progress import (
            BarColumn,
            MofNCompleteColumn,
            Progress,
            TextColumn,
            TimeElapsedColumn,
            TimeRemainingColumn,
        )

        self.console = Console(file=stream)
        self.bar = Progress(
            TextColumn("cells"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("elapsed"),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
            TextColumn("{task.fields[bad]}"),
            console=self.console,
            auto_refresh=False,
            transient=False,
        )
        self.task_id: TaskID | None = None
        self.last = 0.0

    def start(self, total: int, stored: int) -> None:
        super().start(total, stored)
        if stored:
            self.console.print(f"{stored} cell(s) already stored, skipped")
        self.bar.start()
        self.task_id = self.bar.add_task("cells", total=total - stored, bad="")
        self.bar.refresh()

    def advance(self, outcome: Outcome) -> None:
        self.done += 1
        text = self.note(outcome)
        if text:
            from rich.markup import escape

            self.bar.console.print(f"[yellow]{escape(text)}[/]", markup=True, highlight=False)
        assert self.task_id is not None, "start() adds the task"
        self.bar.update(self.task_id, advance=1, bad=f"{self.bad} time-out/error" if self.bad else "")
        self.bar.refresh()
        self.last = time.perf_counter()

    def tick(self) -> None:
        now = time.perf_counter()
        if now - self.last >= RICH_REFRESH_S:
            self.last = now
            self.bar.refresh()

    def close(self) -> None:
        self.bar.refresh()
        self.bar.stop()


class QuietProgress(_Base):
    """Counts cells and prints nothing (the base class's advance, tick and close)."""


def make_progress(stream: TextIO | None = None, *, quiet: bool = False) -> _Base:
    """Rich when ``stream`` (default stderr) is a terminal, plain lines otherwise."""
    stream = stream or sys.stderr
    if quiet:
        return QuietProgress(stream)
    isatty = getattr(stream, "isatty", None)
    if isatty is not None and isatty():
        return RichProgress(stream)
    return PlainProgress(stream)
