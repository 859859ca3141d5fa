"""A naive reference for the card points of captured cards, from shared/rules/*.txt alone.

One plain function per game: ``points(card, ...)`` of one card; ``count`` adds a pile up. Cards are
strings ("10H", "JK" for a joker). Calypso and Cramps score tricks and calypsos, not card values: the
app's card-points calculator does not cover them, and neither does this reference.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

SUITS = "SHDC"
FULL_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
ACE_HIGH_LOW_TO_HIGH = tuple(reversed(FULL_RANKS))  # Pickle: "Aces rank high."


def pack(ranks: Sequence[str]) -> tuple[str, ...]:
    return tuple(r + s for s in SUITS for r in ranks)


# Belote, Couillon, Twenty-Nine: "remove all the cards from 6 down to 2" / "remove all of the 2s through 6s".
PIQUET = pack(FULL_RANKS[:8])
# Briscola, Briscola Chiamata, Malilla: "remove the 10s through 8s" / "remove all the 10s, 9s, and 8s".
ITALIAN = pack(("A", "K", "Q", "J", "7", "6", "5", "4", "3", "2"))
FULL = pack(FULL_RANKS)


def rank_of(card: str) -> str:
    return card[:-1]


def suit_of(card: str) -> str:
    return card[-1]


@dataclass(frozen=True)
class Game:
    deck: tuple[str, ...]
    value: Callable[[str, str | None], int]  # (card, trump) -> points
    last_trick: int = 0
    per_trick: int = 0
    trick_size: int = 4


def belote(card: str, trump: str | None) -> int:
    # "The jack of trump: 20 points. The nine of trump: 14 points. Aces: 11 points each. 10s: 10 points
    #  each. Kings: 4 points each. Queens: 3 points each. Non-trump jacks: 2 points each."
    if suit_of(card) == trump and rank_of(card) in ("J", "9"):
        return {"J": 20, "9": 14}[rank_of(card)]
    return {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}.get(rank_of(card), 0)


def briscola(card: str, trump: str | None) -> int:
    # "Aces: eleven points. 3s: ten points. Kings: four points. Queens: three points. Jacks: two points.
    #  7s-2s: zero points." (Briscola Chiamata: the same, "The total number of points in the pack is 120.")
    return {"A": 11, "3": 10, "K": 4, "Q": 3, "J": 2}.get(rank_of(card), 0)


def malilla(card: str, trump: str | None) -> int:
    # "7: five points. Ace: four points. King: three points. Queen: two points. Jack: one point."
    return {"7": 5, "A": 4, "K": 3, "Q": 2, "J": 1}.get(rank_of(card), 0)


def couillon(card: str, trump: str | None) -> int:
    # "Aces are worth four points, kings are worth three, queens are worth two, and jacks are worth one."
    return {"A": 4, "K": 3, "Q": 2, "J": 1}.get(rank_of(card), 0)


def twenty_nine(card: str, trump: str | None) -> int:
    # "jacks score three points, 9s score two, aces and 10s score one."
    return {"J": 3, "9": 2, "A": 1, "10": 1}.get(rank_of(card), 0)


def don_trumps(card: str, trump: str | None) -> int:
    # "The point-scoring trumps are: 5: ten points. 9: nine points. Ace: four points. King: three points.
    #  Queen: two points. Jack: one point. Additionally, any non-trump 5 captured scores five points"
    if suit_of(card) == trump:
        return {"5": 10, "9": 9, "A": 4, "K": 3, "Q": 2, "J": 1}.get(rank_of(card), 0)
    return 5 if rank_of(card) == "5" else 0


def don_game(card: str, trump: str | None) -> int:
    # "Aces are worth four points apiece, kings are worth three, queens two, jacks one, and 10s are worth
    #  ten points each. No other cards have any value for game."
    return {"A": 4, "K": 3, "Q": 2, "J": 1, "10": 10}.get(rank_of(card), 0)


def pickle(card: str, trump: str | None) -> int:
    # "Each 5 taken in a trick counts five points. Tens count 10 points; jacks count 1; queens count 2;
    #  kings count 3; aces count 4; jokers count 15." (The lowest trump in play: see count.)
    if card == "JK":
        return 15
    return {"5": 5, "10": 10, "J": 1, "Q": 2, "K": 3, "A": 4}.get(rank_of(card), 0)


def hand_and_foot(card: str, trump: str | None) -> int:
    # "Red 3s: ... 100 points. Jokers: ... 50 points. Twos: ... 20 points. Aces: 20 points. K-8s: 10 points.
    #  7s-4s: 5 points. Black 3s: ... 5 points."
    if card == "JK":
        return 50
    rank = rank_of(card)
    if rank == "3":
        return 100 if suit_of(card) in "HD" else 5
    if rank in ("2", "A"):
        return 20
    return 10 if rank in ("K", "Q", "J", "10", "9", "8") else 5


GAMES: dict[str, Game] = {
    # "plus the ten for dix de der, which adds up to a maximum score of 162."
    "belote": Game(PIQUET, belote, last_trick=10),
    "briscola": Game(ITALIAN, briscola, trick_size=2),
    "briscola-chiamata": Game(ITALIAN, briscola, trick_size=5),
    # Malilla: the cards hold 60, yet "If a partnership captures all ten tricks, they will have collected
    # 70 points" and a tie is "both collecting 35": the text's arithmetic needs a point for each trick.
    "malilla": Game(ITALIAN, malilla, per_trick=1),
    "couillon": Game(PIQUET, couillon),
    "twenty-nine": Game(PIQUET, twenty_nine),
    "nine-card-don": Game(FULL, don_trumps),
    # "1 deck of cards, including two jokers"
    "pickle": Game((*FULL, "JK", "JK"), pickle),
    # "five standard 52-card decks plus jokers" (270 cards)
    "hand-and-foot": Game(FULL * 5 + ("JK",) * 10, hand_and_foot, trick_size=1),
}


def deck(game: str, options: dict | None = None) -> tuple[str, ...]:
    options = options or {}
    cards = GAMES[game].deck
    if game == "briscola" and int(options.get("players", 2)) == 3:
        # "The three-player game uses a 39-card deck ... removing one of the 2s"
        removed = "2" + options.get("removed_two", "S")
        cards = tuple(c for c in cards if c != removed)
    return cards


def trick_size(game: str, options: dict | None = None) -> int:
    options = options or {}
    if game == "briscola":
        return int(options.get("players", 2))
    if game == "pickle":
        return int(options.get("players", 4))
    return GAMES[game].trick_size


def count(
    game: str,
    cards: Sequence[str],
    *,
    trump: str | None = None,
    last_trick: bool = False,
    tricks: int | None = None,
    in_play: Sequence[str] = (),
    options: dict | None = None,
) -> int:
    """One side's points: its cards, the last-trick point(s), a point a trick (Malilla)."""
    options = options or {}
    spec = GAMES[game]
    value = spec.value
    if game == "nine-card-don" and options.get("count") == "game":
        value = don_game
    total = sum(value(card, trump) for card in cards)
    if game == "pickle":
        total += _pickle_lowest(cards, trump, in_play, options)
    bonus = spec.last_trick
    if game == "twenty-nine" and options.get("last_trick_point"):
        # "28 card points plus one extra point that was formerly awarded for taking the last trick"
        bonus = 1
    total += bonus if last_trick else 0
    if tricks is None:
        tricks = len(cards) // trick_size(game, options)
    return total + spec.per_trick * tricks


def _pickle_lowest(cards: Sequence[str], trump: str | None, in_play: Sequence[str], options: dict) -> int:
    """ "The lowest card of trumps in play counts 15." Open: in place of its own value (docs' default
    "instead") or 15 more ("plus")."""
    trumps = [c for c in (*cards, *in_play) if c != "JK" and suit_of(c) == trump]
    if not trumps:
        return 0
    lowest = min(trumps, key=lambda c: ACE_HIGH_LOW_TO_HIGH.index(rank_of(c)))
    if lowest not in cards:
        return 0
    return 15 if options.get("lowest_trump") == "plus" else 15 - pickle(lowest, trump)
