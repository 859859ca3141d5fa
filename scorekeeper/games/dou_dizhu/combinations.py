"""Dou Dizhu combinations, as in ``rules/dou-dizhu.txt``: what a play is, whether it beats the last one,
and what the round is worth.

Cards: the 54-card pack with a black (``BJ``) and a red (``RJ``) joker; a plain ``JK`` is refused because
the two jokers rank differently. "Suits do not matter." Ranks, low to high: 3 4 5 6 7 8 9 10 J Q K A 2,
black joker, red joker.

Combinations (type ids in brackets): single card, pair, three of a kind (``trio``), three plus a card
(``trio_single``), three plus a pair (``trio_pair``), sequence of 5+ singles, pair sequence of 3+ pairs,
3-of-a-kind sequence of 2+ trios (``airplane``), the same plus one card per trio (``airplane_singles``) or
one pair per trio (``airplane_pairs``), four plus two cards (``four_two``), four plus two pairs
(``four_two_pairs``), bomb (four of a kind) and rocket (both jokers). "The 2s and Jokers cannot be included
in any sequence" (of singles, pairs or trios).

Choices where the text is open:

* Added cards ("plus a card", "plus cards", "plus two pairs") are never of a rank used in the main part
  (three 8s plus an 8 is a bomb, not a trio with a card). Added single cards may be any others, jokers
  included, and may share a rank with each other; added pairs must be of different ranks (two "pairs" of
  one rank would be a four). Jokers never form a pair.
* A play that reads several ways (``333444555666`` is a sequence of four trios, or three trios plus three
  cards) is judged by whichever reading answers the previous play; ``classify`` gives the preferred one:
  bombs and the rocket first, then combinations without added cards, then longer chains, then higher.
* Combinations of one type compare by the rank of the main part: the sets of three or four, and for
  sequences the highest rank. "Only the same type of combinations can be played against each other", and
  for sequences the same length: "a sequence of six cannot be played on against a sequence of five".
* Scoring: "The bid is multiplied by two every time a bomb or rocket is played during the round." A landlord
  who wins "scores the bid amount plus any multipliers from each opponent" (twice the round's value); when
  the landlord loses, each opponent scores the value. The text has no spring or anti-spring bonus, so
  there is none here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from scorekeeper.cards import (
    AnyCard,
    Card,
    CardError,
    Joker,
    Rank,
    check_cards,
    parse_cards,
    standard_52,
    with_coloured_jokers,
)
from scorekeeper.core import RuleError

DECK = with_coloured_jokers(standard_52())
ACE, TWO, BLACK_JOKER, RED_JOKER = 14, 15, 16, 17
#: Sequences run from 3 up to the ace: "The 2s and Jokers cannot be included in any sequence."
SEQUENCE_TOP = ACE
BIDS = (1, 2, 3)
MAX_BOMBS = 13


class Kind(StrEnum):
    """Combination types; the value is the JSON id, ``label`` what players call it."""

    SINGLE = "single"
    PAIR = "pair"
    TRIO = "trio"
    TRIO_SINGLE = "trio_single"
    TRIO_PAIR = "trio_pair"
    SEQUENCE = "sequence"
    PAIR_SEQUENCE = "pair_sequence"
    AIRPLANE = "airplane"
    AIRPLANE_SINGLES = "airplane_singles"
    AIRPLANE_PAIRS = "airplane_pairs"
    FOUR_TWO = "four_two"
    FOUR_TWO_PAIRS = "four_two_pairs"
    BOMB = "bomb"
    ROCKET = "rocket"

    @property
    def label(self) -> str:
        return _LABELS[self]


_LABELS = {
    Kind.SINGLE: "single card",
    Kind.PAIR: "pair",
    Kind.TRIO: "trio",
    Kind.TRIO_SINGLE: "trio plus a card",
    Kind.TRIO_PAIR: "trio plus a pair",
    Kind.SEQUENCE: "sequence",
    Kind.PAIR_SEQUENCE: "pair sequence",
    Kind.AIRPLANE: "trio sequence",
    Kind.AIRPLANE_SINGLES: "trio sequence plus cards",
    Kind.AIRPLANE_PAIRS: "trio sequence plus pairs",
    Kind.FOUR_TWO: "four plus two cards",
    Kind.FOUR_TWO_PAIRS: "four plus two pairs",
    Kind.BOMB: "bomb",
    Kind.ROCKET: "rocket",
}


@dataclass(frozen=True, slots=True)
class _Shape:
    """A family of combinations: ``width`` links of ``size`` equal cards, plus added cards per link."""

    kind: Kind
    size: int
    min_width: int
    max_width: int = 1
    added: int = 0  # added cards (or pairs) per link
    added_pairs: bool = False

    @property
    def per_link(self) -> int:
        return self.size + self.added * (2 if self.added_pairs else 1)


_LONG = 20  # no chain is longer than a landlord's 20 cards
_SHAPES = (
    _Shape(Kind.SINGLE, 1, 1),
    _Shape(Kind.PAIR, 2, 1),
    _Shape(Kind.TRIO, 3, 1),
    _Shape(Kind.BOMB, 4, 1),
    _Shape(Kind.SEQUENCE, 1, 5, _LONG),
    _Shape(Kind.PAIR_SEQUENCE, 2, 3, _LONG),
    _Shape(Kind.AIRPLANE, 3, 2, _LONG),
    _Shape(Kind.TRIO_SINGLE, 3, 1, 1, added=1),
    _Shape(Kind.TRIO_PAIR, 3, 1, 1, added=1, added_pairs=True),
    _Shape(Kind.AIRPLANE_SINGLES, 3, 2, _LONG, added=1),
    _Shape(Kind.AIRPLANE_PAIRS, 3, 2, _LONG, added=1, added_pairs=True),
    _Shape(Kind.FOUR_TWO, 4, 1, 1, added=2),
    _Shape(Kind.FOUR_TWO_PAIRS, 4, 1, 1, added=2, added_pairs=True),
)
_PREFERENCE = {Kind.ROCKET: -1} | {s.kind: i for i, s in enumerate(_SHAPES)}


@dataclass(frozen=True, slots=True)
class Combination:
    """One reading of a play. ``rank`` is the main part's rank value (3..17), for sequences the highest;
    ``length`` the number of cards; ``chain`` the number of links (5 in a sequence of five, 2 trios...)."""

    kind: Kind
    rank: int
    length: int
    chain: int
    cards: tuple[str, ...]

    @property
    def rank_text(self) -> str:
        return _RANK_TEXT[self.rank]

    @property
    def description(self) -> str:
        """'a pair of 9s', 'a sequence of 6 cards to the king', 'the rocket'."""
        return _describe(self)

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.kind.value,
            "rank": self.rank_text,
            "length": self.length,
            "chain": self.chain,
            "name": self.description,
            "cards": list(self.cards),
        }


@dataclass(frozen=True, slots=True)
class RoundValue:
    """What a round is worth: the bid doubled for every bomb and rocket played."""

    bid: int
    bombs: int
    rockets: int

    @property
    def multiplier(self) -> int:
        return 2 ** (self.bombs + self.rockets)

    @property
    def value(self) -> int:
        return self.bid * self.multiplier

    @property
    def landlord_wins(self) -> int:
        """The landlord's score on winning: the value from each of the two opponents."""
        return 2 * self.value

    @property
    def opponents_win(self) -> int:
        """Each opponent's score when the landlord loses."""
        return self.value

    def as_dict(self) -> dict[str, Any]:
        return {
            "bid": self.bid,
            "bombs": self.bombs,
            "rockets": self.rockets,
            "multiplier": self.multiplier,
            "value": self.value,
            "landlord_wins": self.landlord_wins,
            "opponents_win": self.opponents_win,
        }


#: A play given as cards, or as a reading already chosen.
Play = Combination | str | Iterable[str]


# --- Public API ------------------------------------------------------------------------------------


def classify(cards: str | Iterable[str]) -> Combination | None:
    """The preferred reading of a play, or ``None`` if the cards are no combination."""
    found = readings(cards)
    return found[0] if found else None


def classify_as_dict(cards: str | Iterable[str]) -> dict[str, Any]:
    """``classify`` for the API: ``{"type": None, "rank": None, "length": n}`` when no combination."""
    parsed = _read(cards)
    found = _readings(parsed)
    if not found:
        return {"type": None, "rank": None, "length": len(parsed), "chain": None}
    return found[0].as_dict()


def readings(cards: str | Iterable[str]) -> list[Combination]:
    """Every way the cards form a combination, the preferred first."""
    return _readings(_read(cards))


def beats(previous: Play, play: Play) -> tuple[bool, str]:
    """Whether ``play`` may be laid on ``previous``, and why, in one sentence."""
    last = _previous(previous)
    if isinstance(play, Combination):
        options = [play]
    else:
        cards = _read(play)
        if shared := [str(c) for c in cards if str(c) in last.cards]:  # one pack ("54 card deck")
            raise CardError(f"{' '.join(shared)} cannot be in both plays: the pack has one of each card.")
        options = _readings(cards)
        if not options:
            return False, f"{' '.join(map(str, cards))} is not a Dou Dizhu combination."
    # Judge by a reading that answers the previous play; failing that, explain with one of its type.
    answering = sorted(options, key=lambda c: c.kind is not last.kind)
    verdicts = [_verdict(last, option) for option in answering]
    return next((v for v in verdicts if v[0]), verdicts[0])


def multiplier(bombs: int, rockets: int, *, bid: int = 1) -> RoundValue:
    """The round's value: "The bid is multiplied by two every time a bomb or rocket is played"."""
    if bid not in BIDS:
        raise RuleError(f"A bid is 1, 2 or 3, not {bid}.", "bid")
    if not 0 <= bombs <= MAX_BOMBS:
        raise RuleError(f"A round can have 0 to {MAX_BOMBS} bombs, not {bombs}.", "bombs")
    if rockets not in (0, 1):
        raise RuleError(f"The pack has one rocket: 0 or 1 can be played, not {rockets}.", "rockets")
    return RoundValue(bid, bombs, rockets)


# --- Reading cards ---------------------------------------------------------------------------------


_RANK_VALUES = {r: (ACE if r is Rank.ACE else TWO if r is Rank.TWO else r.number) for r in Rank}
_RANK_TEXT = {v: r.value for r, v in _RANK_VALUES.items()} | {BLACK_JOKER: "BJ", RED_JOKER: "RJ"}
_RANK_WORD = {v: r.word for r, v in _RANK_VALUES.items()} | {
    BLACK_JOKER: "black joker",
    RED_JOKER: "red joker",
}


def _read(cards: str | Iterable[str]) -> list[AnyCard]:
    parsed = parse_cards(cards)
    if not parsed:
        raise CardError("No cards were entered.")
    plain = next((c for c in parsed if isinstance(c, Joker) and c.colour is None), None)
    if plain is not None:
        raise CardError(f"{plain}: say which joker, BJ (black) or RJ (red); they rank differently.")
    check_cards(parsed, DECK)
    return parsed


def _value(card: AnyCard) -> int:
    if isinstance(card, Card):
        return _RANK_VALUES[card.rank]
    return RED_JOKER if card.colour == "R" else BLACK_JOKER


def _readings(parsed: list[AnyCard]) -> list[Combination]:
    values = Counter(_value(c) for c in parsed)
    texts = tuple(str(c) for c in parsed)
    found = [Combination(kind, top, len(parsed), width, texts) for kind, top, width in _match(values)]
    return sorted(found, key=lambda c: (_PREFERENCE[c.kind], -c.chain, -c.rank))


def _previous(previous: Play) -> Combination:
    if isinstance(previous, Combination):
        return previous
    cards = _read(previous)
    found = _readings(cards)
    if not found:
        raise RuleError(f"The play to beat, {' '.join(map(str, cards))}, is not a Dou Dizhu combination.")
    return found[0]


# --- Matching the shapes ---------------------------------------------------------------------------


def _match(values: Counter[int]) -> Iterator[tuple[Kind, int, int]]:
    """(kind, top rank, chain width) of every reading of these card values."""
    total = sum(values.values())
    if values == Counter({BLACK_JOKER: 1, RED_JOKER: 1}):
        yield Kind.ROCKET, RED_JOKER, 1
    for shape in _SHAPES:
        if total % shape.per_link:
            continue
        width = total // shape.per_link
        if not shape.min_width <= width <= shape.max_width:
            continue
        for top in _tops(values, shape, width):
            yield shape.kind, top, width


def _tops(values: Counter[int], shape: _Shape, width: int) -> Iterator[int]:
    """Top ranks of every run of ``width`` ranks holding exactly ``shape.size`` cards each, with the rest
    of the cards fitting as the added cards."""
    for top in sorted(values):
        links = range(top - width + 1, top + 1)
        if width > 1 and top > SEQUENCE_TOP:
            continue
        if any(values.get(r) != shape.size for r in links):
            continue
        rest = values - Counter({r: shape.size for r in links})
        if _added_cards_fit(rest, shape, width):
            yield top


def _added_cards_fit(rest: Counter[int], shape: _Shape, width: int) -> bool:
    wanted = shape.added * width
    if not shape.added_pairs:
        return sum(rest.values()) == wanted
    # "plus a pair" / "plus pairs": one pair per link, each of its own rank.
    return len(rest) == wanted and all(n == 2 for n in rest.values())


# --- Verdicts --------------------------------------------------------------------------------------


def _verdict(last: Combination, play: Combination) -> tuple[bool, str]:
    theirs, ours = last.description, play.description
    if last.kind is Kind.ROCKET:
        return False, "Nothing beats the rocket."
    if play.kind is Kind.ROCKET:
        return True, "The rocket beats any combination or bomb."
    if play.kind is Kind.BOMB and last.kind is not Kind.BOMB:
        return True, "Bombs beat everything but a higher bomb or the rocket."
    if last.kind is Kind.BOMB and play.kind is not Kind.BOMB:
        return False, f"Only a higher bomb or the rocket beats {theirs}."
    if play.kind is not last.kind:
        return False, f"{_a(play.kind.label).capitalize()} cannot beat {_a(last.kind.label)}."
    if play.length != last.length:
        return False, (
            f"{_capital(ours)} cannot be played on {theirs}: only a {play.kind.label} as long may be."
        )
    if play.rank > last.rank:
        return True, f"{_capital(ours)} beats {theirs}."
    return False, f"{_capital(ours)} cannot beat {theirs}: it must be higher."


def _a(label: str) -> str:
    return f"{'an' if label[0] in 'aeiou' else 'a'} {label}"


def _capital(text: str) -> str:
    return text[0].upper() + text[1:]


def _describe(c: Combination) -> str:
    word = _RANK_WORD[c.rank]
    many = f"{word}s"
    to_the = f"to the {word}"
    templates = {
        Kind.SINGLE: f"a single {word}",
        Kind.PAIR: f"a pair of {many}",
        Kind.TRIO: f"three {many}",
        Kind.TRIO_SINGLE: f"three {many} plus a card",
        Kind.TRIO_PAIR: f"three {many} plus a pair",
        Kind.SEQUENCE: f"a sequence of {c.chain} {to_the}",
        Kind.PAIR_SEQUENCE: f"a pair sequence of {c.chain} pairs {to_the}",
        Kind.AIRPLANE: f"a sequence of {c.chain} threes {to_the}",
        Kind.AIRPLANE_SINGLES: f"a sequence of {c.chain} threes {to_the} plus cards",
        Kind.AIRPLANE_PAIRS: f"a sequence of {c.chain} threes {to_the} plus pairs",
        Kind.FOUR_TWO: f"four {many} plus two cards",
        Kind.FOUR_TWO_PAIRS: f"four {many} plus two pairs",
        Kind.BOMB: f"a bomb of {many}",
        Kind.ROCKET: "the rocket",
    }
    return templates[c.kind]
