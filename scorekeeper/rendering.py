"""The filters and globals of every page's templates that need no server: the server's pages
(``web/templating.py`` adds its own on top) and the phone's offline engine (``scorekeeper.phone``) draw the
same templates with them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jinja2 import Environment

from scorekeeper.cards import parse_card
from scorekeeper.families.tools import facts as tool_facts
from scorekeeper.games.registry import all_games

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def install(env: Environment) -> None:
    """Put the shared filters and globals into ``env``."""
    env.filters["suit"] = suit_symbol
    env.filters["card"] = card_name
    env.filters["signed"] = signed
    env.filters["points"] = points  # totals and sheet cells: −2, never -2
    env.filters["extract"] = extract  # winners|map('extract', columns): the tied columns' names
    env.filters["short_names"] = short_names  # the score table's column heads on a phone
    env.globals["SUIT_SYMBOLS"] = SUIT_SYMBOLS
    env.globals["tool_facts"] = tool_facts  # a calculator's answer in words
    for game in all_games():  # each game's scoreboard helpers (the cribbage board's geometry, ...)
        env.globals.update(game.board)


def suit_symbol(suit: str | None) -> str:
    """'H' -> '♥'; no trump -> 'no trumps'."""
    return SUIT_SYMBOLS.get(str(suit or "").upper(), "no trumps")


def card_name(text: str) -> str:
    """'10H' -> '10♥' (text that is not a card is shown as it is)."""
    try:
        return parse_card(text).name
    except ValueError:
        return text


def signed(value: int | None) -> str:
    """+3, −2, 0 for score deltas."""
    if value is None:
        return ""
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


def points(value: int | None) -> str:
    """A score as the boards and sheets write it: 3, 0, −2 (the true minus sign, as ``signed`` writes it;
    a hyphen beside it reads as a dash). None (no score in that column) is blank."""
    if value is None:
        return ""
    return "−" + str(-value) if value < 0 else str(value)


def extract(index: int, container: Sequence[Any]) -> Any:
    """``container[index]``, for ``map``: Jinja has no such filter built in (Ansible's has this name)."""
    return container[index]


#: Letters a word keeps in a short name: "Bartholomew" -> "Bart" (a word one letter longer stays whole).
SHORT_LETTERS = 4


def short_names(names: Sequence[str]) -> list[str]:
    """The score table's column heads where the columns are narrow (a phone, many players): each word cut
    to its first letters ("Bartholomew & Cid" -> "Bart & Cid"), as few as keep every head different from
    the others, none the start of another ("Christine" and "Christopher" -> "Christi", "Christo"); names
    no cut tells apart stay whole ("Chris" and "Christopher")."""
    longest = max((len(word) for name in names for word in name.split()), default=0)
    for letters in range(SHORT_LETTERS, longest + 1):
        shorts = [shorten(name, letters) for name in names]
        if told_apart(shorts) and len(set(shorts)) == len(set(names)):
            return shorts
    return list(names)


def told_apart(shorts: Sequence[str]) -> bool:
    """No head is the start of another ("Chri" beside "Chris" reads as the same name)."""
    return not any(a != b and b.startswith(a) for a in shorts for b in shorts)


def shorten(name: str, letters: int) -> str:
    """Each word of ``name`` cut to ``letters`` letters; a word at most one letter longer stays whole."""
    return " ".join(word if len(word) <= letters + 1 else word[:letters] for word in name.split())
