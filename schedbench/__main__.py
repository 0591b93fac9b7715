"""``schedbench`` (the console script) and ``python -m schedbench``.

The command line's module imports Typer and its helpers, which takes a few
tenths of a second; a Ctrl-C in that time is answered here, like one at
any later moment, with one line and exit status 130 instead of a
traceback. Only this small module and the package's cheap ``__init__`` are
imported before it can answer.
"""

from __future__ import annotations

import sys

#: Exit status after Ctrl-C (128 + SIGINT), as :data:`schedbench.cli.EXIT_INTERRUPTED`.
EXIT_INTERRUPTED = 130


def _by_interrupt(exc: BaseException) -> bool:
    """``exc`` is Ctrl-C, or an error an import raised because of it."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, KeyboardInterrupt):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def main() -> None:
    """Import the command line and run it (:func:`schedbench.cli.main`)."""
    try:
        from schedbench.cli import main as cli_main
    except BaseException as exc:
        if not _by_interrupt(exc):
            raise
        print("schedbench: interrupted", file=sys.stderr, flush=True)
        raise SystemExit(EXIT_INTERRUPTED) from None
    cli_main()


if __name__ == "__main__":
    main()
