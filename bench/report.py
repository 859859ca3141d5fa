"""The printed table: one line per figure, with its aim and whether this run meets it."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

KB = 1024
FIGURE_WIDTH, VALUE_WIDTH, AIM_WIDTH = 40, 46, 12


@dataclass(frozen=True)
class Row:
    figure: str
    value: str
    aim: str = ""
    met: bool | None = None  # None: no aim for this line

    def render(self) -> str:
        verdict = "" if self.met is None else ("meets" if self.met else "MISSES")
        line = f"  {self.figure:<{FIGURE_WIDTH}}{self.value:<{VALUE_WIDTH}}{self.aim:<{AIM_WIDTH}}{verdict}"
        return line.rstrip()


@dataclass
class Section:
    title: str
    rows: list[Row] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def add(self, figure: str, value: str, aim: str = "", met: bool | None = None) -> None:
        self.rows.append(Row(figure, value, aim, met))

    def note(self, text: str) -> None:
        self.notes.append(text)

    def render(self) -> str:
        lines = [self.title, *(row.render() for row in self.rows)]
        lines += [f"  · {text}" for text in self.notes]
        return "\n".join(lines)


def header() -> str:
    return f"  {'figure':<{FIGURE_WIDTH}}{'value':<{VALUE_WIDTH}}{'aim':<{AIM_WIDTH}}verdict"


def ms(value: float) -> str:
    return "n/a" if math.isnan(value) else f"{value:.1f} ms"


def kb(size: int) -> str:
    return f"{size / KB:.1f} KB"


def errors_text(errors: Counter[str]) -> str:
    """'none' or 'entry refused: HTTP 409 × 3, …', most frequent first."""
    if not errors:
        return "none"
    return ", ".join(f"{kind} × {count}" for kind, count in errors.most_common())
