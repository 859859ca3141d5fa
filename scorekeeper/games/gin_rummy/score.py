"""Gin rummy: the score of a hand, from the cards (``hand_result``) or from the counts the table agreed
(``score_counts``), with the scoring variants (``GinOptions``) and the lines explaining a spread
(``spread_lines``).

Variant and choices: see ``games.gin_rummy.calculators``. Knocker lower: the difference. Equal or higher:
undercut, the difference plus the undercut bonus. Gin: the bonus plus the defender's count, never undercut.
Oklahoma: a spade up-card doubles the score; extra boxes 1 for an undercut, 2 for gin. Unless the knocker's
spread is given, the knocker spreads a least-deadwood arrangement that lets the defender lay off least.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from scorekeeper.cards import (
    Card,
    CardError,
    Suit,
    format_cards,
)
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    number_choices,
    option,
)
from scorekeeper.games.gin_rummy.knock import LayOffResult, defend, knock_limit, knock_verdict, read_melds
from scorekeeper.games.gin_rummy.melds import (
    HAND_SIZE,
    KNOCK_LIMIT,
    Cards,
    DeadwoodResult,
    best_arrangements,
    card_key,
    card_texts,
    in_order,
    read_pack,
    spaced,
)

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
    knocker_hand, defender_hand = in_order(read_pack(knocker_cards)), in_order(read_pack(defender_cards))
    for who, hand in (("knocker", knocker_hand), ("defender", defender_hand)):
        if len(hand) != HAND_SIZE:
            raise CardError(f"The {who} must show 10 cards, not {len(hand)}.")
    read_pack([*knocker_hand, *defender_hand])  # no card in both hands
    spreads = _knocker_spreads(knocker_hand, knocker_melds)
    allowed = knock_limit(opts.knock_limit, oklahoma_upcard, opts.ace_means_gin)
    ok, reason = knock_verdict(spreads[0].deadwood, allowed)
    if not ok:
        raise RuleError(f"The knocker cannot knock: {reason[0].lower()}{reason[1:]}")
    knocker, defender = max(
        ((s, defend(s.melds, defender_hand, knocker_gin=s.is_gin)) for s in spreads),
        key=lambda pair: pair[1].deadwood,
    )
    spade = oklahoma_upcard is not None and read_pack([str(oklahoma_upcard)])[0].suit is Suit.SPADES
    return _score(knocker, defender, opts, spade_upcard=spade)


def _knocker_spreads(hand: Sequence[Card], melds: Iterable[Cards] | None) -> list[DeadwoodResult]:
    """The spread the knocker declared, or else every least-deadwood spread of the hand."""
    if melds is None:
        return list(best_arrangements(hand))
    declared = read_melds(melds)
    melded = {c for m in declared for c in m}
    stray = [str(c) for m in declared for c in m if c not in hand]
    if stray:
        raise RuleError(f"The knocker's melds hold {', '.join(stray)}, which the knocker does not show.")
    declared.sort(key=lambda m: card_key(m[0]))
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
    ok, reason = knock_verdict(knocker_deadwood, allowed)
    if not ok:
        raise RuleError(f"The knocker cannot knock: {reason[0].lower()}{reason[1:]}")
    spade = oklahoma_upcard is not None and read_pack([str(oklahoma_upcard)])[0].suit is Suit.SPADES
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


def spread_lines(result: HandResult) -> tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...]]:
    """What the knocker and the defender showed, as 0-point lines: melds, lay-offs, deadwood."""
    knocker, defender = result.knocker, result.defender
    lay_offs = tuple(
        ScoreLine(
            f"laid off {spaced(lay.cards)} on {spaced(knocker.melds[lay.meld])}", 0, card_texts(lay.cards)
        )
        for lay in defender.lay_offs
    )
    return (
        (_melds_line(knocker), _deadwood_line(knocker)),
        (_melds_line(defender), *lay_offs, _deadwood_line(defender)),
    )


def _melds_line(spread: DeadwoodResult | LayOffResult) -> ScoreLine:
    text = " · ".join(spaced(meld) for meld in spread.melds) or "none"
    return ScoreLine(f"melds {text}", 0, card_texts(c for meld in spread.melds for c in meld))


def _deadwood_line(spread: DeadwoodResult | LayOffResult) -> ScoreLine:
    return ScoreLine(f"deadwood {spread.deadwood}", 0, card_texts(spread.unmatched))
