"""Six-card Golf calculators: card values, column scores and a layout's total, and a round's layouts read and
checked against the decks in play (``golf-six-card.txt``).

A layout is a player's six cards, entered top row left to right, then bottom row, so column ``i`` is cards
``i`` and ``i + 3``. "If both cards in column are same rank - column score is 0", otherwise the column
scores the two card values: A 1, 2-10 face value, J 11, Q 12, K 0, joker -2. Two jokers in a column "score 0
or -4": ``joker_pair`` is ``zero`` (a pair, the default) or ``minus_four`` (-2 each). Colour does not matter
in Golf, so ``JK``, ``BJ`` and ``RJ`` are all a joker, and "1 deck per every 2, 3, or 4 players" are in play.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

from scorekeeper.cards import AnyCard, CardError, Joker, Rank, parse_cards, standard_52
from scorekeeper.core import RuleError, ScoreLine, joined, plural

CARDS_PER_PLAYER = 6
COLUMNS = 3
JOKER_VALUE = -2
#: The highest column: a queen and a jack (a pair would score 0).
MAX_COLUMN = 12 + 11
_FACE_VALUES = {Rank.ACE: 1, Rank.JACK: 11, Rank.QUEEN: 12, Rank.KING: 0}
JOKER_PAIRS = ("zero", "minus_four")


# --- Scoring a layout -----------------------------------------------------------------------------------


def card_value(card: AnyCard) -> int:
    """Point value of one card: A 1, 2-10 face value, J 11, Q 12, K 0, joker -2."""
    if card.is_joker:
        return JOKER_VALUE
    return _FACE_VALUES.get(card.rank, card.rank.number)


def is_pair(top: AnyCard, bottom: AnyCard, joker_pair: str = "zero") -> bool:
    """Whether a column's two cards score 0: same rank, or two jokers when they count as a pair."""
    if top.is_joker and bottom.is_joker:
        return joker_pair == "zero"
    return not top.is_joker and not bottom.is_joker and top.rank == bottom.rank


def paired_columns(cards6: Sequence[AnyCard], joker_pair: str = "zero") -> int:
    """How many of a layout's three columns are pairs (score 0)."""
    return sum(is_pair(cards6[i], cards6[i + COLUMNS], joker_pair) for i in range(COLUMNS))


def column_scores(
    cards6: Sequence[AnyCard], joker_pair: str = "zero"
) -> tuple[ScoreLine, ScoreLine, ScoreLine]:
    """The three column scores of a layout entered top row left to right, then bottom row."""
    if len(cards6) != CARDS_PER_PLAYER:
        raise CardError(f"A Golf layout has {CARDS_PER_PLAYER} cards, not {len(cards6)}.")
    if joker_pair not in JOKER_PAIRS:
        raise ValueError(f"Two jokers in a column score “zero” or “minus_four”, not “{joker_pair}”.")
    return tuple(_column_line(i, cards6[i], cards6[i + COLUMNS], joker_pair) for i in range(COLUMNS))


def _column_line(index: int, top: AnyCard, bottom: AnyCard, joker_pair: str) -> ScoreLine:
    label = f"column {index + 1}: {top} + {bottom}"
    if is_pair(top, bottom, joker_pair):
        # "If both cards in column are same rank - column score is 0"
        return ScoreLine(f"{label} pair", 0, (str(top), str(bottom)))
    # "If cards in column are different rank - column score is point value of the 2 cards"
    return ScoreLine(label, card_value(top) + card_value(bottom), (str(top), str(bottom)))


def layout_score(cards6: Sequence[AnyCard], joker_pair: str = "zero") -> int:
    """A player's round score: "the sum of the value of the 3 columns"."""
    return sum(line.points for line in column_scores(cards6, joker_pair))


def layout_bounds(jokers_in_play: int, joker_pair: str = "zero") -> tuple[int, int]:
    """Lowest and highest layout score: each joker can save 2 (one per column unless two jokers pair
    to -4), and the worst column is a queen and a jack."""
    jokers_per_column = 2 if joker_pair == "minus_four" else 1
    usable_jokers = min(jokers_in_play, jokers_per_column * COLUMNS)
    return JOKER_VALUE * usable_jokers, MAX_COLUMN * COLUMNS


# --- The decks in play and a round's layouts -----------------------------------------------------------


def decks_needed(players: int, players_per_deck: int) -> int:
    """Decks in play: "Use 1 deck per every 2, 3, or 4 players"."""
    return math.ceil(players / players_per_deck)


def read_layouts(
    value: Any, names: Sequence[str], jokers_per_deck: int, players_per_deck: int
) -> tuple[tuple[AnyCard, ...], ...]:
    """Every player's six cards (``value``: one list of card texts or one string per player), checked
    together against the decks in play; a refusal names the player and the field ``cards.<seat>``."""
    if not isinstance(value, list | tuple):
        raise RuleError("Enter six cards for each player.", "cards")
    if len(value) > len(names):
        raise RuleError(
            f"There are {len(names)} players, but {len(value)} sets of cards were entered.", "cards"
        )
    if len(value) < len(names):
        missing = names[len(value) :]
        verb = "has" if len(missing) == 1 else "have"
        raise RuleError(
            f"Enter six cards for each player: {joined(missing)} {verb} none.",
            f"cards.{len(value)}",
        )
    layouts = tuple(
        _read_layout(v, name, f"cards.{i}") for i, (v, name) in enumerate(zip(value, names, strict=True))
    )
    _check_round_cards(layouts, names, jokers_per_deck, decks_needed(len(names), players_per_deck))
    return layouts


def _read_layout(value: Any, name: str, field_name: str) -> tuple[AnyCard, ...]:
    """One player's six cards, from a list of card texts or one space-separated string."""
    if value is None:
        value = []
    if not isinstance(value, str | list | tuple):
        raise RuleError(f"{name}: enter the cards as a list such as 10H QS JK.", field_name)
    try:
        cards = parse_cards(value)
    except CardError as exc:
        raise RuleError(f"{name}: {exc}", field_name) from exc
    if len(cards) != CARDS_PER_PLAYER:
        raise RuleError(f"{name}: expected {CARDS_PER_PLAYER} cards, got {len(cards)}.", field_name)
    return tuple(cards)


def _check_round_cards(
    layouts: Sequence[Sequence[AnyCard]], names: Sequence[str], jokers_per_deck: int, decks: int
) -> None:
    """Refuse cards the decks in play do not hold, naming who entered them."""
    in_decks = Counter(standard_52(jokers=jokers_per_deck, copies=decks))
    seen: dict[AnyCard, list[int]] = {}
    for seat, layout in enumerate(layouts):
        for card in layout:
            key = Joker() if card.is_joker else card  # every joker is alike in Golf
            if in_decks[key] == 0:
                raise RuleError(
                    f"{names[seat]}: {card} is a joker, but this game has no jokers.", f"cards.{seat}"
                )
            seats = seen.setdefault(key, [])
            seats.append(seat)
            if len(seats) > in_decks[key]:
                what = "Jokers are" if key.is_joker else f"{card} is"
                holds = "holds" if decks == 1 else "hold"
                raise RuleError(
                    f"{what} entered {plural(len(seats), 'time')} this round ({_holders(names, seats)}),"
                    f" but {plural(decks, 'deck')} {holds} only {in_decks[key]}.",
                    f"cards.{seat}",
                )


def _holders(names: Sequence[str], seats: Sequence[int]) -> str:
    """'Ann ×2 and Bob': who entered a card, and how often."""
    counts = Counter(seats)
    return joined([names[s] + (f" ×{k}" if k > 1 else "") for s, k in counts.items()])
