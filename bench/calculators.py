"""Calculator speed: the adjudication tools must answer instantly on a phone."""

from __future__ import annotations

import random
import timeit
from collections.abc import Callable

from scorekeeper.cards import format_cards, standard_52
from scorekeeper.games import tricks as trick_presets
from scorekeeper.games.beggar_my_neighbour import play_out as beggar
from scorekeeper.games.cribbage import calculators as cribbage
from scorekeeper.games.gin_rummy import calculators as gin
from scorekeeper.games.ricochet_poker import hands as poker

DECK = format_cards(standard_52())
#: A long Beggar My Neighbour deal (Mann's notation: pay cards, - for the others): 2,049 cards, 272 tricks,
#: the longest of 30,000 random deals tried; and Casella's deal that never ends (its 62-trick cycle found).
BEGGAR_LONG = ("-JQ---Q--------J--K-AQ--K-", "-K---A---AA--------J-Q-J-K")
BEGGAR_ENDLESS = ("---K---Q-KQAJ-----AAJ--J--", "----------Q----KQ-J-----KA")


def _hands(size: int, count: int, seed: int = 7) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, size) for _ in range(count)]


def _per_call(func: Callable[[list[str]], object], hands: list[list[str]]) -> float:
    """Mean seconds per call over the sample hands (best of three passes)."""
    runs = timeit.repeat(lambda: [func(h) for h in hands], number=1, repeat=3)
    return min(runs) / len(hands)


def measure() -> list[tuple[str, float, str]]:
    """(what, microseconds per call, aim) for each calculator."""
    eleven, five, seven, tricks = _hands(11, 300), _hands(5, 2000), _hands(7, 1000), _hands(4, 2000)
    return [
        (
            "gin deadwood, 11 cards (best discard)",
            _per_call(gin.deadwood, eleven) * 1e6,
            "well under 1000 µs",
        ),
        (
            "cribbage show, 4 cards + starter",
            _per_call(lambda h: cribbage.show(h[:3], h[3]), five) * 1e6,
            "tens of µs",
        ),
        ("poker rank, 7 cards", _per_call(poker.rank_hand, seven) * 1e6, "instant (< 1000 µs)"),
        (
            "Beggar My Neighbour play-out, 2,049 cards",
            _per_call(beggar.play_out, [beggar.read_stacks(BEGGAR_LONG)] * 20) * 1e6,
            "well under 1 s (1,000,000 µs)",
        ),
        (
            "Beggar My Neighbour play-out, never ends (cycle found)",
            _per_call(beggar.play_out, [beggar.read_stacks(BEGGAR_ENDLESS)] * 20) * 1e6,
            "well under 1 s (1,000,000 µs)",
        ),
        (
            "trick winner, 4 cards (Oh Hell!, hearts trumps)",
            _per_call(lambda h: trick_presets.winner_for("oh-hell", "H", h), tricks) * 1e6,
            "instant (< 1000 µs)",
        ),
    ]


if __name__ == "__main__":
    for what, micros, aim in measure():
        print(f"{what:45s} {micros:9.1f} µs   aim: {aim}")
