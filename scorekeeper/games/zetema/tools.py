"""Zetema: what a declaration scores (a meld, marriages declared together, or a zetema)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.cards import SUITS, Rank
from scorekeeper.core import parse_options
from scorekeeper.families.tools import Setting, Slot, ToolError, cards_of, choice, lines_json, tool
from scorekeeper.games.zetema import melds as zetema_melds

RANKS = (("", "none: score the cards"), *((r.value, f"a zetema of {r.word}s") for r in Rank))
PLAYERS = tuple((str(n), f"{n} players") for n in range(2, 7))


@tool(
    "zetema/declaration",
    "Zetema: what does this declaration score?",
    "A meld (sequence, flush, assembly), marriages declared together, or a zetema by rank.",
    [Slot("cards", "The cards declared", 0, 10)],
    [
        Setting("doubled_suit", "The doubled suit", tuple((s.value, s.plural) for s in SUITS), "S"),
        Setting("players", "Players", PLAYERS, "2"),
        Setting(
            "ace_in_sequences",
            "The ace in sequences",
            (("either", "low or high"), ("low", "low"), ("high", "high")),
            "either",
        ),
        Setting(
            "all_five",
            "All five marriages",
            (("flat", "150 in all"), ("plus_imperial", "150 + 10 per imperial")),
            "flat",
        ),
        Setting("zetema", "Or a zetema", RANKS, ""),
    ],
    repeat_cards=True,
)
def zetema_declaration(payload: Mapping[str, Any]) -> dict[str, Any]:
    """Marriages when the cards are kings and queens, else a meld; a zetema when a rank is chosen."""
    rank = choice(payload, "zetema", [r for r, _ in RANKS], "")
    if rank:
        points = zetema_melds.zetema_points(rank)
        word = Rank(rank).word
        return {
            "kind": "zetema",
            "points": points,
            "lines": [],
            "said": f"A zetema of {word}s scores {points}.",
        }
    options = parse_options(
        zetema_melds.ZetemaOptions,
        {
            name: payload.get(name)
            for name in ("doubled_suit", "players", "ace_in_sequences", "all_five")
            if payload.get(name)
        },
    )
    cards = cards_of(payload, "cards", what="the cards declared, or choose a zetema")
    if not cards:
        raise ToolError("Enter the cards declared, or choose a zetema.")
    # Kings and queens together are marriages; five kings (or queens) alone are an assembly, a meld.
    royal = {card[:-1] for card in cards} == {"K", "Q"}
    line = (zetema_melds.zetema_marriages if royal else zetema_melds.zetema_meld)(cards, options=options)
    kind = "marriages" if royal else "meld"
    return {
        "kind": kind,
        "points": line.points,
        "lines": lines_json([line]),
        "said": f"A {line.label}: {line.points}.",
    }
