"""Gin rummy: a hand as a table records it (``read_knock``: both players' cards or the two counts;
``Knock``: what happened), the Oklahoma up-card as entered (``read_upcard``), and a random hand for the
simulation (``random_knock``).

Variant and choices: see ``games.gin_rummy.calculators``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from scorekeeper.cards import (
    Card,
    CardError,
    Suit,
    parse_cards,
)
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    joined,
    read_cards,
    read_flag,
    read_int,
)
from scorekeeper.games.gin_rummy.knock import knock_limit
from scorekeeper.games.gin_rummy.melds import DECK, HAND_SIZE, KNOCK_LIMIT, deadwood
from scorekeeper.games.gin_rummy.score import (
    GIN,
    UNDERCUT,
    CountResult,
    GinOptions,
    HandResult,
    hand_result,
    score_counts,
    spread_lines,
)

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
        upcard = rng.choice(DECK)
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
        read_cards(value or "", DECK, count=HAND_SIZE, field_name=key, who=name)
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
