"""A terminal driven by a script of input lines, recording everything shown."""

from __future__ import annotations

from collections.abc import Iterable


class ScriptedTerminal:
    width = 100

    def __init__(self, lines: Iterable[str] = ()) -> None:
        self.lines = list(lines)
        self.shown: list[str] = []

    def show(self, text: str = "", style: str | None = None) -> None:
        self.shown.append(text)

    def ask(self, prompt: str) -> str:
        self.shown.append(prompt)
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)

    def clear(self) -> None:
        self.shown.append("<clear>")

    @property
    def text(self) -> str:
        return "\n".join(self.shown)
