"""MkDocs hook: the docstrings' Sphinx roles read as plain code on the site.

The code's docstrings cross-reference with Sphinx roles (``:func:`solve```,
``:class:`~schedbench.contracts.Budget```), which help and the type
checkers' hovers show as written; the API reference renders them through
mkdocstrings, which knows no roles. This hook drops the role and, as Sphinx
does, shortens a ``~``-prefixed name to its last part.
"""

from __future__ import annotations

import re

#: ``:func:<code>~a.b.c</code>`` as the docstring's Markdown renders it.
ROLE = re.compile(r":(?:py:)?(?:func|class|mod|data|attr|meth|exc|obj|const):<code>(~?)([^<]*)</code>")


def strip_roles(html: str) -> str:
    """Every rendered role as its code alone (``~a.b.c`` as ``c``)."""
    return ROLE.sub(lambda m: f"<code>{m.group(2).rsplit('.', 1)[-1] if m.group(1) else m.group(2)}</code>", html)


def on_page_content(html: str, **_: object) -> str:
    return strip_roles(html)
