"""Gin rummy calculators: least deadwood, best discard, knocking, lay-offs and the score of a hand, and a
hand as a table records it (``read_knock``: both players' cards or the two counts; ``Knock``: what happened).

Variant: two-player Gin Rummy as in ``rules/gin-rummy.txt``, with its scoring variants as options
(``GinOptions``) and Oklahoma Gin through the original up-card (``oklahoma_upcard``).

* Melds: a set is 3 or 4 cards of one rank; a run is 3 or more consecutive cards of one suit, "the Ace is
  always low" (A-2-3 is a run, Q-K-A is not). A card belongs to one meld at a time. Deadwood: ace 1,
  number cards their spot value, K Q J 10.
* Knock with at most 10 deadwood (``limit``); Oklahoma: at most the up-card's value, an ace up-card may
  mean gin only (``ace_means_gin``).
* The defender spreads melds and lays off unmatched cards on the knocker's melds (never on deadwood,
  never against gin), choosing whatever leaves the least deadwood.
* Knocker lower: the knocker scores the difference. Equal or higher: undercut, the defender scores the
  difference plus the undercut bonus (10, or 20/25). Gin: bonus 20 (or 25) plus the defender's count, and
  gin is never undercut. Oklahoma: a spade up-card doubles the hand's score, bonuses included. Extra
  boxes (Oklahoma variant): 1 for an undercut, 2 for gin, twice as many under a spade up-card.

Choices where the text is open:

* "Big gin" (11 melded cards) is not in the text and not scored.
* Unless the knocker's spread is given (``knocker_melds``), the knocker is taken to spread a least-deadwood
  arrangement, and among those the one that lets the defender lay off least.
* A deadwood search returns one best arrangement; ties are broken in a fixed order, so the answer is stable.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, fields
from functools import cache
from itertools import combinations
from random import Random
from typing import Any, cast

from scorekeeper.cards import (
    Card,
    CardError,
    Rank,
    Suit,
    format_cards,
    parse_cards,
    read_from_deck,
    standard_52,
)
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    joined,
    number_choices,
    option,
    read_cards,
    read_flag,
    read_int,
)

HAND_SIZE = 10
KNOCK_LIMIT = 10
_NONE = 1 << 30  # "no arrangement": larger than any deadwood

Cards = str | Iterable[str | Card]
_DECK = tuple(standard_52())


def _read(cards: Cards) -> list[Card]:
    """Cards from text or ``Card`` objects, each at most once and from the 52-card pack."""
    return cast(list[Card], read_from_deck(cards, _DECK))


def card_value(card: Card) -> int:
    """Deadwood value: ace 1, number cards their spot value, court cards 10."""
    return card.rank.pip_value


_SUITS = tuple(Suit)


def _card_key(card: Card) -> tuple[int, int]:
    """Ace low to king, then spades, hearts, diamonds, clubs: the order cards and melds are listed in."""
    return card.rank.number, _SUITS.index(card.suit)


def _in_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_card_key))


# --- Melds ----------------------------------------------------------------------------------------


def is_set(cards: Sequence[Card]) -> bool:
    """ "Three or four cards of the same rank." """
    return len(cards) in (3, 4) and len({c.rank for c in cards}) == 1 and len(set(cards)) == len(cards)


def is_run(cards: Sequence[Card]) -> bool:
    """ "Three or more cards of the same suit in consecutive order", ace low."""
    numbers = sorted(c.rank.number for c in cards)
    return (
        len(cards) >= 3
        and len({c.suit for c in cards}) == 1
        and numbers == list(range(numbers[0], numbers[0] + len(cards)))
    )


def is_meld(cards: Sequence[Card]) -> bool:
    return is_set(cards) or is_run(cards)


def _meld_masks(cards: Sequence[Card]) -> list[int]:
    """Every meld the cards can form, each as a bit mask over the positions in ``cards``."""
    by_rank: dict[Rank, list[int]] = {}
    by_suit: dict[Suit, dict[int, int]] = {}
    for i, card in enumerate(cards):
        by_rank.setdefault(card.rank, []).append(i)
        by_suit.setdefault(card.suit, {})[card.rank.number] = i
    masks = [
        _mask(combo) for same in by_rank.values() for size in (3, 4) for combo in combinations(same, size)
    ]
    for positions in by_suit.values():
        for start in positions:
            if start - 1 in positions:
                continue  # not the low end of a stretch of consecutive cards
            stretch = []
            while start + len(stretch) in positions:
                stretch.append(positions[start + len(stretch)])
            masks += [
                _mask(stretch[a:b]) for a in range(len(stretch)) for b in range(a + 3, len(stretch) + 1)
            ]
    return masks


def _mask(positions: Iterable[int]) -> int:
    return sum(1 << i for i in positions)


def _positions(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


# --- The least-deadwood search --------------------------------------------------------------------


class _Search:
    """Least deadwood of some cards given the groups they may form, with up to one card thrown away.

    A group is a meld, or (for a defender) cards laid off together on one of the knocker's melds. The
    search settles the lowest card still open first: it stays unmatched, is the discard, or goes into a
    group with cards above it. Results are memoised on (open cards, discard still to make).
    """

    def __init__(self, cards: Sequence[Card], groups: Iterable[int]) -> None:
        self.values = [card_value(c) for c in cards]
        self.by_low: list[list[int]] = [[] for _ in cards]
        for group in groups:
            self.by_low[(group & -group).bit_length() - 1].append(group)
        self.least = cache(self._least)

    def _least(self, open_cards: int, discards: int) -> int:
        if not open_cards:
            return 0 if discards == 0 else _NONE
        low_bit = open_cards & -open_cards
        low, rest = low_bit.bit_length() - 1, open_cards ^ low_bit
        best = self.values[low] + self.least(rest, discards)
        if discards:
            best = min(best, self.least(rest, discards - 1))
        for group in self.by_low[low]:
            if group & open_cards == group:
                best = min(best, self.least(open_cards ^ group, discards))
        return best

    def choices(self, open_cards: int, discards: int) -> Iterator[tuple[str, int]]:
        """Each best way to settle the lowest open card: as a ``group``, the ``discard`` or ``unmatched``."""
        target = self.least(open_cards, discards)
        low_bit = open_cards & -open_cards
        rest = open_cards ^ low_bit
        for group in self.by_low[low_bit.bit_length() - 1]:
            if group & open_cards == group and self.least(open_cards ^ group, discards) == target:
                yield "group", group
        if discards and self.least(rest, discards - 1) == target:
            yield "discard", low_bit
        if self.values[low_bit.bit_length() - 1] + self.least(rest, discards) == target:
            yield "unmatched", low_bit

    def arrangements(self, open_cards: int, discards: int) -> Iterator[list[tuple[str, int]]]:
        """Every best arrangement, as the list of choices that builds it."""
        if not open_cards:
            yield []
            return
        for kind, mask in self.choices(open_cards, discards):
            left = discards - (kind == "discard")
            for tail in self.arrangements(open_cards ^ mask, left):
                yield [(kind, mask), *tail]

    def first(self, open_cards: int, discards: int) -> list[tuple[str, int]]:
        return next(self.arrangements(open_cards, discards))


@dataclass(frozen=True, slots=True)
class DeadwoodResult:
    """A hand spread into melds and unmatched cards (after ``discard``, when there was one to make)."""

    melds: tuple[tuple[Card, ...], ...]
    unmatched: tuple[Card, ...]
    discard: Card | None = None

    @property
    def deadwood(self) -> int:
        return sum(card_value(c) for c in self.unmatched)

    @property
    def is_gin(self) -> bool:
        return not self.unmatched

    def as_dict(self) -> dict[str, Any]:
        return {
            "deadwood": self.deadwood,
            "melds": [format_cards(m) for m in self.melds],
            "unmatched": format_cards(self.unmatched),
            "discard": str(self.discard) if self.discard else None,
        }


def _spread(cards: Sequence[Card], steps: Iterable[tuple[str, int]]) -> DeadwoodResult:
    melds, unmatched, discard = [], [], None
    for kind, mask in steps:
        picked = [cards[i] for i in _positions(mask)]
        if kind == "group":
            melds.append(_in_order(picked))
        elif kind == "discard":
            discard = picked[0]
        else:
            unmatched += picked
    melds.sort(key=lambda m: _card_key(m[0]))
    return DeadwoodResult(tuple(melds), _in_order(unmatched), discard)


def arrange(cards: Cards) -> DeadwoodResult:
    """The least-deadwood spread of any number of cards (no discard)."""
    hand = list(_in_order(_read(cards)))
    search = _Search(hand, _meld_masks(hand))
    return _spread(hand, search.first(_mask(range(len(hand))), 0))


def deadwood(cards: Cards) -> DeadwoodResult:
    """Least deadwood of a 10-card hand; for 11 cards (after the draw), also the discard that achieves it."""
    hand = list(_in_order(_read(cards)))
    if len(hand) not in (HAND_SIZE, HAND_SIZE + 1):
        raise CardError(f"A gin rummy hand has 10 cards, or 11 before the discard, not {len(hand)}.")
    search = _Search(hand, _meld_masks(hand))
    return _spread(hand, search.first(_mask(range(len(hand))), len(hand) - HAND_SIZE))


def _best_arrangements(hand: Sequence[Card]) -> Iterator[DeadwoodResult]:
    search = _Search(hand, _meld_masks(hand))
    for steps in search.arrangements(_mask(range(len(hand))), 0):
        yield _spread(hand, steps)


# --- Knocking -------------------------------------------------------------------------------------


def knock_limit(
    limit: int = KNOCK_LIMIT, oklahoma_upcard: str | Card | None = None, ace_means_gin: bool = False
) -> int:
    """Most deadwood a knock allows. Oklahoma: "the value of the original face up card determines the
    maximum count"; with ``ace_means_gin``, "if an ace is turned up you may only knock if you can go gin".
    """
    if limit < 0:
        raise RuleError(f"The most deadwood to knock cannot be {limit}.", "limit")
    if oklahoma_upcard is None:
        return limit
    (upcard,) = _read([str(oklahoma_upcard)])
    return 0 if ace_means_gin and upcard.rank is Rank.ACE else card_value(upcard)


def _knock_verdict(count: int, allowed: int, discard: Card | None = None) -> tuple[bool, str]:
    """Whether ``count`` deadwood may knock, and why, in one sentence."""
    discarding = f", discarding {discard}" if discard else ""
    if count == 0:
        return True, f"You can go gin{discarding}."
    if count <= allowed:
        return True, f"You can knock with {count} deadwood{discarding} (at most {allowed} allowed)."
    if allowed == 0:
        return False, f"Only gin allows a knock, and the least deadwood is {count}."
    return False, f"The least deadwood is {count}, more than the {allowed} allowed to knock."


def can_knock(
    cards: Cards,
    *,
    limit: int = KNOCK_LIMIT,
    oklahoma_upcard: str | Card | None = None,
    ace_means_gin: bool = False,
) -> tuple[bool, str]:
    """Whether 10 cards (or 11, discarding the best card) may knock, and why, in one sentence."""
    best = deadwood(cards)
    return _knock_verdict(best.deadwood, knock_limit(limit, oklahoma_upcard, ace_means_gin), best.discard)


# --- Lay-offs -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LayOff:
    """Defender's cards laid off on the knocker's meld number ``meld`` (0-based)."""

    cards: tuple[Card, ...]
    meld: int

    def as_dict(self) -> dict[str, Any]:
        return {"cards": format_cards(self.cards), "meld": self.meld}


@dataclass(frozen=True, slots=True)
class LayOffResult:
    """The defender's spread: own melds, cards laid off on the knocker's melds, what stays unmatched."""

    melds: tuple[tuple[Card, ...], ...]
    lay_offs: tuple[LayOff, ...]
    unmatched: tuple[Card, ...]

    @property
    def deadwood(self) -> int:
        return sum(card_value(c) for c in self.unmatched)

    def as_dict(self) -> dict[str, Any]:
        return {
            "deadwood": self.deadwood,
            "melds": [format_cards(m) for m in self.melds],
            "lay_offs": [lay.as_dict() for lay in self.lay_offs],
            "unmatched": format_cards(self.unmatched),
        }


def _read_melds(melds: Iterable[Cards]) -> list[tuple[Card, ...]]:
    """The knocker's melds, each checked to be a set or a run."""
    result = []
    for meld in melds:
        cards = _in_order(_read(meld))
        if not is_meld(cards):
            raise RuleError(f"{' '.join(format_cards(cards))} is not a meld: it is neither a set nor a run.")
        result.append(cards)
    _read([c for meld in result for c in meld])  # no card in two melds
    return result


def _lay_off_groups(knocker_melds: Sequence[Sequence[Card]], hand: Sequence[Card]) -> dict[int, int]:
    """Every group of the defender's cards that could be laid off together, mapped to the meld it extends."""
    where = {card: i for i, card in enumerate(hand)}
    groups: dict[int, int] = {}
    for index, meld in enumerate(knocker_melds):
        if is_set(meld):
            # "adding a fourth card of the same rank to a group of three"
            extensions = [[Card(meld[0].rank, s)] for s in Suit if Card(meld[0].rank, s) not in meld]
        else:
            # "further consecutive cards of the same suit to either end of a sequence"
            low, high, suit = meld[0].rank.number, meld[-1].rank.number, meld[0].suit
            extensions = [_chain(range(low - 1, 0, -1), suit), _chain(range(high + 1, 14), suit)]
        for cards in extensions:
            for length in range(1, len(cards) + 1):
                if all(c in where for c in cards[:length]):
                    groups.setdefault(_mask(where[c] for c in cards[:length]), index)
    return groups


_RANK_OF_NUMBER = {rank.number: rank for rank in Rank}


def _chain(numbers: Iterable[int], suit: Suit) -> list[Card]:
    return [Card(_RANK_OF_NUMBER[n], suit) for n in numbers]


def lay_offs(knocker_melds: Iterable[Cards], defender_cards: Cards) -> LayOffResult:
    """The defender's least-deadwood spread, laying off on the knocker's melds where that helps.

    A knocker whose melds hold all 10 cards has gone gin, and then nothing may be laid off.
    """
    melds = _read_melds(knocker_melds)
    hand = list(_in_order(_read(defender_cards)))
    _read([*hand, *(c for m in melds for c in m)])  # no card in both hands
    return _defend(melds, hand, knocker_gin=sum(map(len, melds)) >= HAND_SIZE)


def _defend(melds: Sequence[Sequence[Card]], hand: Sequence[Card], *, knocker_gin: bool) -> LayOffResult:
    own = _meld_masks(hand)
    extra = {} if knocker_gin else _lay_off_groups(melds, hand)
    extra = {mask: meld for mask, meld in extra.items() if mask not in own}
    search = _Search(hand, [*own, *extra])
    spread, lays = [], []
    for kind, mask in search.first(_mask(range(len(hand))), 0):
        if kind == "group" and mask in extra:
            lays.append(LayOff(_in_order(hand[i] for i in _positions(mask)), extra[mask]))
        else:
            spread.append((kind, mask))
    shown = _spread(hand, spread)
    return LayOffResult(shown.melds, tuple(lays), shown.unmatched)


# --- The score of a hand --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GinOptions:
    """The text's scoring variants. Invalid values are refused, never replaced by defaults."""

    gin_bonus: int = option(20, "Gin bonus", choices=number_choices(20, 25))
    undercut_bonus: int = option(10, "Undercut bonus", choices=number_choices(10, 20, 25))
    knock_limit: int = option(KNOCK_LIMIT, "Most deadwood to knock", minimum=0, maximum=KNOCK_LIMIT)
    ace_means_gin: bool = option(False, "Oklahoma: an ace up-card allows only gin")
    extra_boxes: bool = option(False, "Oklahoma: extra boxes for an undercut (1) and gin (2)")

    def __post_init__(self) -> None:
        for f in fields(self):
            value, meta = getattr(self, f.name), f.metadata
            allowed = [v for v, _ in meta["choices"]] or None
            low, high = meta["minimum"], meta["maximum"]
            if (allowed and value not in allowed) or (low is not None and not low <= value <= high):
                raise RuleError(f"{meta['label']} cannot be {value}.", f.name)


KNOCK, GIN, UNDERCUT = "knock", "gin", "undercut"


@dataclass(frozen=True, slots=True)
class CountResult:
    """Who won the hand, how (knock, gin or undercut), the points and boxes, and the reasons."""

    outcome: str
    winner: str  # "knocker" or "defender"
    lines: tuple[ScoreLine, ...]
    summary: str
    boxes: int

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)

    def as_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "winner": self.winner,
            "points": self.points,
            "boxes": self.boxes,
            "summary": self.summary,
            "lines": [dataclasses.asdict(line) | {"cards": list(line.cards)} for line in self.lines],
        }


@dataclass(frozen=True, slots=True)
class HandResult(CountResult):
    """A hand scored from the cards: the result, plus the knocker's spread and the defender's lay-offs."""

    knocker: DeadwoodResult
    defender: LayOffResult

    def as_dict(self) -> dict[str, Any]:
        return CountResult.as_dict(self) | {
            "knocker": self.knocker.as_dict(),
            "defender": self.defender.as_dict(),
        }


class _Tally:
    """Score lines and the sentence adding them up: "difference 10 - 9 = 1, plus the undercut bonus 10 = 11"
    (each line after the first says what it adds and the running total)."""

    def __init__(self, label: str, points: int, said: str, cards: Iterable[Card] = ()) -> None:
        self.lines = [ScoreLine(label, points, tuple(format_cards(cards)))]
        self.phrases = [said]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)

    def plus(self, label: str, points: int, cards: Iterable[Card] = ()) -> None:
        self.lines.append(ScoreLine(label, points, tuple(format_cards(cards))))
        self.phrases.append(f"plus the {label} {points} = {self.total}")

    def double(self, reason: str) -> None:
        self.lines.append(ScoreLine(f"doubled: {reason}", self.total))
        self.phrases.append(f"doubled as {reason} = {self.total}")


def hand_result(
    knocker_cards: Cards,
    defender_cards: Cards,
    *,
    options: GinOptions | None = None,
    oklahoma_upcard: str | Card | None = None,
    knocker_melds: Iterable[Cards] | None = None,
) -> HandResult:
    """Score a knock: ``knocker_cards`` are the 10 cards spread after the face-down discard.

    ``knocker_melds`` is the spread the knocker laid down, if the table recorded it.
    """
    opts = options or GinOptions()
    knocker_hand, defender_hand = _in_order(_read(knocker_cards)), _in_order(_read(defender_cards))
    for who, hand in (("knocker", knocker_hand), ("defender", defender_hand)):
        if len(hand) != HAND_SIZE:
            raise CardError(f"The {who} must show 10 cards, not {len(hand)}.")
    _read([*knocker_hand, *defender_hand])  # no card in both hands
    spreads = _knocker_spreads(knocker_hand, knocker_melds)
    allowed = knock_limit(opts.knock_limit, oklahoma_upcard, opts.ace_means_gin)
    ok, reason = _knock_verdict(spreads[0].deadwood, allowed)
    if not ok:
        raise RuleError(f"The knocker cannot knock: {reason[0].lower()}{reason[1:]}")
    knocker, defender = max(
        ((s, _defend(s.melds, defender_hand, knocker_gin=s.is_gin)) for s in spreads),
        key=lambda pair: pair[1].deadwood,
    )
    spade = oklahoma_upcard is not None and _read([str(oklahoma_upcard)])[0].suit is Suit.SPADES
    return _score(knocker, defender, opts, spade_upcard=spade)


def _knocker_spreads(hand: Sequence[Card], melds: Iterable[Cards] | None) -> list[DeadwoodResult]:
    """The spread the knocker declared, or else every least-deadwood spread of the hand."""
    if melds is None:
        return list(_best_arrangements(hand))
    declared = _read_melds(melds)
    melded = {c for m in declared for c in m}
    stray = [str(c) for m in declared for c in m if c not in hand]
    if stray:
        raise RuleError(f"The knocker's melds hold {', '.join(stray)}, which the knocker does not show.")
    declared.sort(key=lambda m: _card_key(m[0]))
    return [DeadwoodResult(tuple(declared), tuple(c for c in hand if c not in melded))]


def _score(
    knocker: DeadwoodResult, defender: LayOffResult, opts: GinOptions, *, spade_upcard: bool
) -> HandResult:
    scored = _score_counts(
        knocker.deadwood, defender.deadwood, opts, spade_upcard=spade_upcard, unmatched=defender.unmatched
    )
    return HandResult(
        **{f.name: getattr(scored, f.name) for f in fields(scored)}, knocker=knocker, defender=defender
    )


def score_counts(
    knocker_deadwood: int,
    defender_deadwood: int,
    *,
    options: GinOptions | None = None,
    oklahoma_upcard: str | Card | None = None,
) -> CountResult:
    """Score a knock from the counts the table agreed: the knocker's deadwood (0 is gin) and the
    defender's deadwood after lay-offs. The same rules as ``hand_result``, the knock limit included."""
    opts = options or GinOptions()
    for who, count in (("knocker", knocker_deadwood), ("defender", defender_deadwood)):
        if count < 0:
            raise RuleError(f"The {who}'s deadwood cannot be {count}.")
    allowed = knock_limit(opts.knock_limit, oklahoma_upcard, opts.ace_means_gin)
    ok, reason = _knock_verdict(knocker_deadwood, allowed)
    if not ok:
        raise RuleError(f"The knocker cannot knock: {reason[0].lower()}{reason[1:]}")
    spade = oklahoma_upcard is not None and _read([str(oklahoma_upcard)])[0].suit is Suit.SPADES
    return _score_counts(knocker_deadwood, defender_deadwood, opts, spade_upcard=spade)


def _score_counts(
    mine: int, theirs: int, opts: GinOptions, *, spade_upcard: bool, unmatched: Iterable[Card] = ()
) -> CountResult:
    if mine == 0:
        # "A player who goes gin scores a bonus 20 points, plus the opponent's count in unmatched cards."
        outcome, winner, extra_boxes = GIN, "knocker", 2
        tally = _Tally("gin bonus", opts.gin_bonus, f"gin bonus {opts.gin_bonus}")
        if theirs:
            tally.plus("defender's deadwood", theirs, unmatched)
    elif mine < theirs:
        # "If the knocker's count is lower, the knocker scores the difference between the two counts."
        outcome, winner, extra_boxes = KNOCK, "knocker", 0
        tally = _Tally(
            f"difference {theirs} - {mine}", theirs - mine, f"difference {theirs} - {mine} = {theirs - mine}"
        )
    else:
        # "the counts are equal, or the knocker's count is greater ... the knocker has been undercut"
        outcome, winner, extra_boxes = UNDERCUT, "defender", 1
        tally = _Tally(
            f"difference {mine} - {theirs}", mine - theirs, f"difference {mine} - {theirs} = {mine - theirs}"
        )
        tally.plus("undercut bonus", opts.undercut_bonus)
    if spade_upcard:
        # "If the original face up card is a spade, the final score for that deal ... is doubled."
        tally.double("the up-card was a spade")
        extra_boxes *= 2
    boxes = 1 + (extra_boxes if opts.extra_boxes else 0)
    return CountResult(outcome, winner, tuple(tally.lines), ", ".join(tally.phrases), boxes)


# --- A hand as a table records it ---------------------------------------------------------------


#: The most deadwood ten cards can hold: two each of K Q J 10 9, with no run among them.
MAX_COUNT = 98


@dataclass(frozen=True, slots=True)
class Knock:
    """A hand that ended in a knock, as a table records it: the knocker's and the defender's seats, the
    Oklahoma up-card, the result, and the two deadwood counts (the defender's after lay-offs)."""

    knocker: int
    defender: int
    upcard: Card | None
    result: HandResult | CountResult
    counts: tuple[int, int]

    @property
    def winner(self) -> int:
        return self.knocker if self.result.winner == "knocker" else self.defender

    @property
    def loser(self) -> int:
        return self.defender if self.winner == self.knocker else self.knocker

    @property
    def points(self) -> int:
        return self.result.points

    @property
    def by_cards(self) -> bool:
        return isinstance(self.result, HandResult)

    def matchup(self, names: Sequence[str]) -> str:
        """'Ann v Bob': the winner against the loser."""
        return f"{names[self.winner]} v {names[self.loser]}"

    def sentence(self, names: Sequence[str]) -> str:
        """'Ann knocked with 10; Bob undercut with 9: Bob scores difference 10 - 9 = 1, plus the undercut
        bonus 10 = 11.'"""
        (mine, theirs), knocker, defender = self.counts, names[self.knocker], names[self.defender]
        if self.result.outcome == GIN:
            text = f"{knocker} went gin; {defender} had {theirs}"
        elif self.result.outcome == UNDERCUT:
            text = f"{knocker} knocked with {mine}; {defender} undercut with {theirs}"
        else:
            text = f"{knocker} knocked with {mine}; {defender} had {theirs}"
        up = f"Up-card {self.upcard.name}. " if self.upcard else ""
        return f"{up}{text}: {names[self.winner]} scores {self.result.summary}."

    @property
    def note(self) -> str:
        """'gin · ♠ doubled · 5 boxes': the outcome, for the score sheet."""
        note = self.result.outcome
        if self.upcard is not None and self.upcard.suit is Suit.SPADES:
            note += " · ♠ doubled"
        if self.result.boxes > 1:
            note += f" · {self.result.boxes} boxes"
        return note

    def as_dict(self, names: Sequence[str]) -> dict[str, Any]:
        """The hand for a form: its sentence, what each player showed ('Ann: deadwood 4'), by cards or not."""
        shown = zip((self.knocker, self.defender), self.shown_lines(), strict=True)
        details = [f"{names[seat]}: {line.label}" for seat, lines in shown for line in lines]
        return {"sentence": self.sentence(names), "details": details, "by_cards": self.by_cards}

    def shown_lines(self) -> tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...]]:
        """What the knocker and the defender showed, as 0-point lines: melds, lay-offs and deadwood, or the
        counts entered."""
        if isinstance(self.result, HandResult):
            return spread_lines(self.result)
        mine, theirs = self.counts
        return (ScoreLine(f"deadwood {mine}", 0),), (ScoreLine(f"deadwood {theirs} after lay-offs", 0),)


def read_knock(
    payload: Mapping[str, Any],
    seats: tuple[int, int],
    names: Sequence[str],
    options: GinOptions,
    *,
    oklahoma: bool,
) -> Knock:
    """A knock as entered, scored: the up-card (Oklahoma Gin), then both players' ten cards
    (``knocker_cards``, ``defender_cards``) or the two deadwood counts (``knocker_count``,
    ``defender_count``, ``gin``). ``seats``: the knocker's and the defender's; ``names``: every seat's."""
    upcard = read_upcard(payload.get("upcard"), oklahoma=oklahoma)
    # "the total value of your deadwood must be 10 points or less"; Oklahoma: the up-card's value
    limit = knock_limit(options.knock_limit, upcard, options.ace_means_gin)
    who = [names[seat] for seat in seats]
    has_cards = _given(payload, "knocker_cards") or _given(payload, "defender_cards")
    has_counts = any(_given(payload, k) for k in ("knocker_count", "defender_count")) or read_flag(
        payload, "gin", "Gin"
    )
    if has_cards == has_counts:
        which = "not both" if has_cards else "one or the other"
        raise RuleError(f"Enter both players' cards or the two deadwood counts, {which}.", "knocker_cards")
    if not has_cards:
        counts = _read_counts(payload, who, limit, upcard)
        return Knock(*seats, upcard, score_counts(*counts, options=options, oklahoma_upcard=upcard), counts)
    hands = read_hands([payload.get("knocker_cards"), payload.get("defender_cards")], who, limit, upcard)
    try:
        result = hand_result(*hands, options=options, oklahoma_upcard=upcard)
    except CardError as exc:  # already checked above; kept so no card error escapes as a crash
        raise RuleError(str(exc), "knocker_cards") from exc
    return Knock(*seats, upcard, result, (result.knocker.deadwood, result.defender.deadwood))


def random_knock(rng: Random, *, oklahoma: bool, ace_means_gin: bool) -> dict[str, Any]:
    """A knock by counts as a table could enter it (for ``read_knock``): the up-card in Oklahoma Gin, a
    count within the knock limit (now and then gin), and the defender's count."""
    payload: dict[str, Any] = {}
    limit = KNOCK_LIMIT
    if oklahoma:
        upcard = rng.choice(_DECK)
        payload["upcard"] = str(upcard)
        limit = knock_limit(KNOCK_LIMIT, upcard, ace_means_gin)
    mine = 0 if rng.random() < 0.2 else rng.randint(0, limit)
    return payload | {"knocker_count": mine, "defender_count": rng.randint(0, 60), "gin": not mine}


def _given(payload: Mapping[str, Any], key: str) -> bool:
    return payload.get(key) not in (None, "", [])


def read_upcard(value: Any, *, oklahoma: bool, field_name: str = "upcard") -> Card | None:
    """Oklahoma's up-card as entered (one card, such as 7D); in the other games it must be left empty."""
    given = value not in (None, "", [])
    if not oklahoma:
        if given:
            raise RuleError("The up-card only counts in Oklahoma Gin: leave it empty.", field_name)
        return None
    if not given:
        raise RuleError("Enter the up-card: in Oklahoma Gin it sets the knock limit.", field_name)
    try:
        cards = parse_cards(value) if isinstance(value, str | list | tuple) else None
    except CardError as exc:
        raise RuleError(f"Up-card: {exc}", field_name) from exc
    if not cards or len(cards) != 1 or not isinstance(cards[0], Card):
        raise RuleError("Enter one up-card, such as 7D.", field_name)
    return cards[0]


def _limit_refusal(name: str, count: int, limit: int, upcard: Card | None) -> str:
    """'Ann cannot knock with 12 deadwood: the limit is 7 (7♦ turned up).'"""
    if upcard is None:
        return f"{name} cannot knock with {count} deadwood: the limit is {limit}."
    if limit == 0:
        return f"{name} cannot knock with {count} deadwood: {upcard.name} turned up, so only gin may knock."
    return f"{name} cannot knock with {count} deadwood: the limit is {limit} ({upcard.name} turned up)."


def read_hands(
    values: Sequence[Any],
    names: Sequence[str],
    limit: int,
    upcard: Card | None,
    fields: Sequence[str] = ("knocker_cards", "defender_cards"),
) -> list[list[Card]]:
    """The knocker's and the defender's ten cards as entered: from the pack, none in both hands, and the
    knocker's least deadwood within the knock ``limit``. ``names`` and ``fields`` are the two players'
    (knocker first), for the messages."""
    hands = [
        read_cards(value or "", _DECK, count=HAND_SIZE, field_name=key, who=name)
        for value, name, key in zip(values, names, fields, strict=True)
    ]
    both = [c for c in hands[0] if c in set(hands[1])]
    if both:
        cards, verb = joined([str(c) for c in both]), "is" if len(both) == 1 else "are"
        raise RuleError(f"{cards} {verb} in both {names[0]}'s and {names[1]}'s cards.", fields[1])
    count = deadwood(hands[0]).deadwood
    if count > limit:
        raise RuleError(_limit_refusal(names[0], count, limit, upcard), fields[0])
    return hands


def _read_counts(
    payload: Mapping[str, Any], names: Sequence[str], limit: int, upcard: Card | None
) -> tuple[int, int]:
    """The knocker's deadwood (0 for gin) and the defender's after lay-offs, as the players agreed them."""
    knocker, defender = names
    gin = read_flag(payload, "gin", "Gin")
    if gin and not _given(payload, "knocker_count"):
        mine = 0
    else:
        mine = read_int(payload, "knocker_count", f"{knocker}'s deadwood", minimum=0, maximum=MAX_COUNT)
    if gin and mine:
        # "Knocking with no unmatched cards at all is called going gin"
        raise RuleError(f"Gin means no deadwood: {knocker}'s count must be 0, not {mine}.", "knocker_count")
    label = f"{defender}'s deadwood after lay-offs"
    theirs = read_int(payload, "defender_count", label, minimum=0, maximum=MAX_COUNT)
    if mine > limit:
        raise RuleError(_limit_refusal(knocker, mine, limit, upcard), "knocker_count")
    return mine, theirs


def spread_lines(result: HandResult) -> tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...]]:
    """What the knocker and the defender showed, as 0-point lines: melds, lay-offs, deadwood."""
    knocker, defender = result.knocker, result.defender
    lay_offs = tuple(
        ScoreLine(
            f"laid off {_spaced(lay.cards)} on {_spaced(knocker.melds[lay.meld])}", 0, _texts(lay.cards)
        )
        for lay in defender.lay_offs
    )
    return (
        (_melds_line(knocker), _deadwood_line(knocker)),
        (_melds_line(defender), *lay_offs, _deadwood_line(defender)),
    )


def _melds_line(spread: DeadwoodResult | LayOffResult) -> ScoreLine:
    text = " · ".join(_spaced(meld) for meld in spread.melds) or "none"
    return ScoreLine(f"melds {text}", 0, _texts(c for meld in spread.melds for c in meld))


def _deadwood_line(spread: DeadwoodResult | LayOffResult) -> ScoreLine:
    return ScoreLine(f"deadwood {spread.deadwood}", 0, _texts(spread.unmatched))


def _texts(cards: Iterable[Card]) -> tuple[str, ...]:
    return tuple(format_cards(cards))


def _spaced(cards: Iterable[Card]) -> str:
    """'7C 8C 9C'."""
    return " ".join(format_cards(cards))
