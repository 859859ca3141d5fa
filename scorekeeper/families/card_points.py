"""Card points: what the cards a side captured (or melded) are worth, for every game that counts them.

A game states its values once, as a ``PointSchedule`` in its own package (the card values by rank, a
separate table for trumps where trumps count differently, the deck, the bonuses: last trick, a point per
trick, Pickle's lowest trump, and the total the whole deck is worth); its options adjust the table through
``variant``. One counting function, ``count_points`` (and ``count_piles``, ``check_split``, ``deck_total``,
``card_value``), counts any game's cards with its table.

Jokers are all alike in these games, so ``BJ`` and ``RJ`` are read as ``JK``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.cards import (
    ACE_HIGH,
    SUITS,
    AnyCard,
    Card,
    CardError,
    Joker,
    Rank,
    Suit,
    check_cards,
    parse_card,
    parse_cards,
    parse_suit,
)
from scorekeeper.core import RuleError, ScoreLine, joined, parse_options, plural

#: Cards as the table enters them: one string ("JH 9H AS") or a sequence of texts and cards.
CardsLike = str | Iterable[str | AnyCard]


@dataclass(frozen=True)
class NoOptions:
    """The game has no option that changes its card points."""


def unchanged(schedule: PointSchedule, options: Any) -> PointSchedule:
    """The variant of a table that options do not change."""
    return schedule


@dataclass(frozen=True, slots=True)
class PointSchedule:
    """What every card of one game is worth, and the bonuses counted with the cards.

    ``trumps`` replaces ``plain`` for cards of the trump suit (ranks missing from a table are worth 0);
    ``red`` overrides ``plain`` for red cards. ``in_play`` is the number of cards dealt when the game
    leaves some of the deck out. ``expected_total`` is what the whole deck is worth: the text's figure
    where it states one, otherwise worked out by hand beside the table.
    """

    slug: str
    name: str
    deck: tuple[AnyCard, ...]
    plain: Mapping[Rank, int]
    expected_total: int
    trumps: Mapping[Rank, int] | None = None
    red: Mapping[Rank, int] = field(default_factory=dict)
    joker: int = 0
    last_trick: int = 0
    last_trick_label: str = "last trick"
    per_trick: int = 0
    trick_size: int = 4
    lowest_trump: int | None = None
    #: The lowest trump's bonus comes on top of its own value (a 5 that is the lowest trump: 5 + 15).
    lowest_trump_plus: bool = False
    in_play: int | None = None
    Options: type = NoOptions
    variant: Callable[[PointSchedule, Any], PointSchedule] = unchanged

    @property
    def needs_trump(self) -> bool:
        """True when a card's worth depends on which suit is trumps."""
        return self.trumps is not None or self.lowest_trump is not None

    def for_options(self, options: Mapping[str, Any] | object | None = None) -> PointSchedule:
        """This table with the game's options applied (a mapping is validated, an instance used)."""
        if isinstance(options, self.Options):
            chosen = options
        elif options is None or isinstance(options, Mapping):
            chosen = parse_options(self.Options, options)
        else:
            raise RuleError(f"These options are not {self.name}'s.", "options")
        return self.variant(self, chosen)


# --- Results --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PointsResult:
    """A pile's points and the lines behind them, one per group of cards worth the same."""

    total: int
    lines: tuple[ScoreLine, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "lines": [{"label": ln.label, "points": ln.points, "cards": list(ln.cards)} for ln in self.lines],
        }


# --- Counting -------------------------------------------------------------------------------------


def count_points(
    schedule: PointSchedule,
    captured: CardsLike,
    *,
    trump: Suit | str | None = None,
    last_trick: bool = False,
    tricks: int | None = None,
    in_play: CardsLike | None = None,
    options: Mapping[str, Any] | object | None = None,
) -> PointsResult:
    """The points in one side's captured cards.

    ``last_trick``: this side took the last trick. ``tricks``: the tricks it took, where tricks score
    (Malilla); without it the cards must be whole tricks. ``in_play``: every card played in the hand,
    needed where the lowest trump in play scores (Pickle).
    """
    schedule = schedule.for_options(options)
    cards = read_cards(captured, schedule.deck)
    trump_suit = _read_trump(schedule, trump)
    pool = None if in_play is None else read_cards(in_play, schedule.deck)
    if pool is not None:
        _check_within(cards, pool)
    lowest = None
    if schedule.lowest_trump is not None:
        if pool is None:
            raise RuleError(
                f"In {schedule.name} the lowest trump in play scores: enter every card played in the hand.",
                "in_play",
            )
        lowest = _lowest_trump(trump_suit, pool)
    return _count(schedule, cards, trump_suit, lowest, last_trick, _tricks_taken(schedule, cards, tricks))


def count_piles(
    schedule: PointSchedule,
    piles: Sequence[CardsLike],
    *,
    trump: Suit | str | None = None,
    last_trick_pile: int | None = None,
    options: Mapping[str, Any] | object | None = None,
) -> tuple[PointsResult, ...]:
    """Every side's points at the end of a hand. The piles together must be exactly the cards in play.

    ``last_trick_pile`` is the index of the pile that took the last trick (required where it scores).
    """
    schedule = schedule.for_options(options)
    trump_suit = _read_trump(schedule, trump)
    read = [read_cards(pile, schedule.deck) for pile in piles]
    everything = [card for pile in read for card in pile]
    _check_all_in_play(schedule, everything)
    if schedule.last_trick and last_trick_pile is None:
        raise RuleError(f"Say which side took the last trick ({schedule.last_trick_label}).", "last_trick")
    if last_trick_pile is not None and not 0 <= last_trick_pile < len(read):
        raise RuleError("The last trick must go to one of the piles.", "last_trick")
    lowest = _lowest_trump(trump_suit, everything) if schedule.lowest_trump is not None else None
    results = tuple(
        _count(schedule, pile, trump_suit, lowest, i == last_trick_pile, _tricks_taken(schedule, pile, None))
        for i, pile in enumerate(read)
    )
    whole = _count(schedule, everything, trump_suit, lowest, True, _tricks_taken(schedule, everything, None))
    counted = sum(r.total for r in results)
    if counted != whole.total:
        raise CardError(f"The piles count {counted} points, but the cards in play hold {whole.total}.")
    return results


def check_split(
    schedule: PointSchedule,
    team_a_cards: CardsLike,
    team_b_cards: CardsLike,
    *,
    trump: Suit | str | None = None,
    last_trick_to: int | None = None,
    options: Mapping[str, Any] | object | None = None,
) -> tuple[PointsResult, PointsResult]:
    """Check two sides' piles are exactly the cards in play (none missing or doubled) and count them.

    ``last_trick_to`` is 0 or 1, the side that took the last trick. Raises ``CardError`` on a bad split.
    """
    a, b = count_piles(
        schedule, [team_a_cards, team_b_cards], trump=trump, last_trick_pile=last_trick_to, options=options
    )
    return a, b


def deck_total(schedule: PointSchedule, *, options: Mapping[str, Any] | object | None = None) -> int:
    """The points in the whole deck the game uses, bonuses included (the same whichever suit is trumps)."""
    schedule = schedule.for_options(options)
    trump = Suit.HEARTS if schedule.needs_trump else None
    deck = list(schedule.deck)
    lowest = _lowest_trump(trump, deck) if schedule.lowest_trump is not None else None
    return _count(schedule, deck, trump, lowest, True, _tricks_taken(schedule, deck, None)).total


def card_value(
    schedule: PointSchedule,
    card: str | AnyCard,
    *,
    trump: Suit | str | None = None,
    options: Mapping[str, Any] | object | None = None,
) -> int:
    """What one card is worth on its own (Pickle's lowest-trump bonus needs ``count_points``)."""
    schedule = schedule.for_options(options)
    (read,) = read_cards([card], schedule.deck)
    trump_suit = _read_trump(schedule, trump, required=schedule.trumps is not None)
    return _card_group(schedule, read, trump_suit, None)[2]


# --- Helpers --------------------------------------------------------------------------------------


def _count(
    schedule: PointSchedule,
    cards: Sequence[AnyCard],
    trump: Suit | None,
    lowest: Card | None,
    last_trick: bool,
    tricks: int,
) -> PointsResult:
    groups: dict[tuple[int, ...], tuple[str, int, list[AnyCard]]] = {}
    for card in cards:
        key, label, value = _card_group(schedule, card, trump, lowest)
        if value:
            groups.setdefault(key, (label, value, []))[2].append(card)
    lines = [
        ScoreLine(label, value * len(group), tuple(str(c) for c in sorted(group, key=_deck_order)))
        for _key, (label, value, group) in sorted(groups.items())
    ]
    if last_trick and schedule.last_trick:
        lines.append(ScoreLine(schedule.last_trick_label, schedule.last_trick))
    if tricks and schedule.per_trick:
        lines.append(ScoreLine(plural(tricks, "trick"), tricks * schedule.per_trick))
    return PointsResult(sum(ln.points for ln in lines), tuple(lines))


def _card_group(
    schedule: PointSchedule, card: AnyCard, trump: Suit | None, lowest: Card | None
) -> tuple[tuple[int, ...], str, int]:
    """(sort key, label, value) of the line a card is counted on.

    Lines come trumps first, then the lowest trump, then the rest; the most valuable first within each.
    """
    if isinstance(card, Joker):
        return (2, -schedule.joker, len(ACE_HIGH)), "jokers", schedule.joker
    place = ACE_HIGH.index(card.rank)
    if card == lowest:
        value = (schedule.lowest_trump or 0) + schedule.plain.get(card.rank, 0) * schedule.lowest_trump_plus
        return (1, -value), "lowest trump", value
    if schedule.trumps is not None and card.suit == trump:
        value = schedule.trumps.get(card.rank, 0)
        return (0, -value, place), f"{card.rank.word} of trumps", value
    many = f"{card.rank.word}s"
    if card.rank in schedule.red:
        if card.suit.is_red:
            value = schedule.red[card.rank]
            return (2, -value, place, 0), f"red {many}", value
        many = f"black {many}"
    elif schedule.trumps is not None:
        many = f"non-trump {many}"
    value = schedule.plain.get(card.rank, 0)
    return (2, -value, place, 1), many, value


def _deck_order(card: AnyCard) -> tuple[int, int]:
    if isinstance(card, Joker):
        return (len(SUITS), 0)
    return (SUITS.index(card.suit), ACE_HIGH.index(card.rank))


def _lowest_trump(trump: Suit | None, cards: Iterable[AnyCard]) -> Card | None:
    """The lowest card of the trump suit among ``cards`` (aces high), if any."""
    trumps = [c for c in cards if isinstance(c, Card) and c.suit == trump]
    return max(trumps, key=lambda c: ACE_HIGH.index(c.rank), default=None)


def _tricks_taken(schedule: PointSchedule, cards: Sequence[AnyCard], tricks: int | None) -> int:
    """Tricks won, where they score: as given, or from the cards when they are whole tricks."""
    if not schedule.per_trick:
        return 0
    size, name = schedule.trick_size, schedule.name
    if tricks is None:
        if len(cards) % size:
            raise CardError(
                f"{name} tricks have {size} cards, so {plural(len(cards), 'card')} are not whole tricks: "
                "enter the number of tricks taken."
            )
        return len(cards) // size
    most = len(schedule.deck) // size
    if not 0 <= tricks <= most:
        raise CardError(f"A side takes 0 to {most} tricks in {name}, not {tricks}.")
    if len(cards) > tricks * size:
        raise CardError(f"{plural(len(cards), 'card')} cannot come from {plural(tricks, 'trick')} of {size}.")
    return tricks


def read_cards(cards: CardsLike, deck: Sequence[AnyCard]) -> list[AnyCard]:
    """Cards from text or card objects, checked against ``deck``; every joker read as ``JK``."""
    items = parse_cards(cards) if isinstance(cards, str) else [_as_card(c) for c in cards]
    read = [Joker() if isinstance(c, Joker) else c for c in items]
    check_cards(read, deck)
    return read


def _as_card(item: str | AnyCard) -> AnyCard:
    return item if isinstance(item, Card | Joker) else parse_card(item)


def _check_within(cards: Sequence[AnyCard], pool: Sequence[AnyCard]) -> None:
    extra = Counter(cards) - Counter(pool)
    if extra:
        raise CardError(f"{next(iter(extra))} is in the pile but not among the cards in play.")


def _check_all_in_play(schedule: PointSchedule, cards: Sequence[AnyCard]) -> None:
    """Raise ``CardError`` unless ``cards`` are the whole deck, or as many cards as are dealt."""
    check_cards(cards, schedule.deck)
    if schedule.in_play is None:
        missing = sorted((Counter(schedule.deck) - Counter(cards)).elements(), key=_deck_order)
        if missing:
            raise CardError(
                f"The piles are missing {_some(missing)}: together they must hold all "
                f"{len(schedule.deck)} cards."
            )
    elif len(cards) != schedule.in_play:
        raise CardError(
            f"{schedule.name} has {schedule.in_play} cards in play, but the piles hold {len(cards)}."
        )


def _some(cards: Sequence[AnyCard], shown: int = 6) -> str:
    names = [str(c) for c in cards[:shown]]
    if len(cards) > shown:
        names.append(f"{len(cards) - shown} more")
    return joined(names)


def _read_trump(schedule: PointSchedule, trump: Suit | str | None, *, required: bool = True) -> Suit | None:
    if trump is None or trump == "":
        if required and schedule.needs_trump:
            raise RuleError(f"{schedule.name} card points depend on trumps: name the trump suit.", "trump")
        return None
    try:
        return parse_suit(trump)
    except CardError as exc:
        raise RuleError(str(exc), "trump") from exc
