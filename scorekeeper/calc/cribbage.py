"""Cribbage calculators: the show (a hand or the crib with the start card) and the pegging (the play), the
play as a table enters it card by card (``Pegging``: the count, the turn, the go), and the cut and the show
as entered (``read_cut``, ``read_show``).

Variant: Five Card Cribbage as in ``rules/cribbage-five-card.txt`` (the default, ``variant="five-card"``),
with the modern Six Card game's differences as ``variant="six-card"``:

* Show. Five-card: 3 hand cards or 4 crib cards, plus the start card. Six-card: 4 cards plus the start card.
  Fifteens 2 each; every pair 2 (so three of a kind, "pair royal", is 6 and four, "double pair royal",
  12); runs score their length and runs inside a longer run do not count (a double run counts each run);
  ace is low only. Flush: every hand card of one suit scores one per card, one more when the start card
  matches; a crib scores a flush only when all five cards match (5). One for his nob: the jack of the start
  card's suit in the hand or crib (never the start card itself, which is "his heels", see ``his_heels``).
* Pegging. Each card scores 2 for a count of 15, 2 for 31, 2/6/12 for pair, pair royal and double pair
  royal with the cards just before it, and a run of three or more made of the latest cards in any order.
  Five-card: "you only play up to 31 once", so play stops at 31. Six-card: after 31, or after both players
  say go, the count restarts from 0 and play continues.

Choices where the text is open:

* Pegging notation: ``plays`` lists the cards in the order played. The word ``"go"`` marks the moment
  neither player can play on: in five-card that ends the play (a card after it is refused); in six-card
  the player of the card before it pegs 1 for the go and the count restarts. A go at count 0 changes
  nothing. Single "go" calls after which the other player carries on need not be recorded.
* ``points`` per play includes that six-card go point; the point for the last card of the whole play is
  reported apart as ``last`` (1, or 0 when the play ended at exactly 31, "it is not possible to make both
  these scores at once"). ``total`` is the sum of ``points`` plus ``last``.
* ``peg_progress`` follows a play still under way, one entry at a time (the game ruleset uses it): the
  count now, and a go that ends a count scored as soon as it is called rather than with the next card.
* A show with no points is said "nineteen (no points)": "nineteen" is the players' name for a hand worth
  nothing, as no hand can score 19.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations
from typing import Any, cast

from scorekeeper.cards import (
    Card,
    CardError,
    Rank,
    Suit,
    format_cards,
    read_from_deck,
    standard_52,
)
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    capitalized,
    filled,
    joined,
    read_card,
    read_cards,
    read_int,
    read_seat,
)

FIVE_CARD = "five-card"
SIX_CARD = "six-card"
VARIANTS = (FIVE_CARD, SIX_CARD)

#: Cards shown besides the start card, by (variant, is the crib).
SHOW_SIZES = {(FIVE_CARD, False): 3, (FIVE_CARD, True): 4, (SIX_CARD, False): 4, (SIX_CARD, True): 4}
#: Most cards the play can hold: two players with 3 (five-card) or 4 (six-card) cards each.
MAX_PLAYS = {FIVE_CARD: 6, SIX_CARD: 8}
PLAY_LIMIT = 31
FIFTEEN = 15
GO = "go"

CATEGORIES = ("fifteens", "pairs", "runs", "flush", "nobs")
_PAIR_NAMES = {2: "pair", 3: "pair royal", 4: "double pair royal"}
_NUMBER_WORDS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"),
)
_TENS_WORDS = {2: "twenty", 3: "thirty"}
_NO_POINTS = "nineteen (no points)"

Cards = str | Iterable[str | Card]
_DECK = tuple(standard_52())


# --- Reading cards ---------------------------------------------------------------------------------


def _read(cards: Cards) -> list[Card]:
    """Cards from text or ``Card`` objects, each at most once and from the 52-card pack."""
    return cast(list[Card], read_from_deck(cards, _DECK))


def _check_variant(variant: str) -> None:
    if variant not in VARIANTS:
        raise RuleError(f"Unknown cribbage variant “{variant}”: choose five-card or six-card.", "variant")


def _texts(cards: Iterable[Card]) -> tuple[str, ...]:
    return tuple(format_cards(cards))


_SUITS = tuple(Suit)


def _card_key(card: Card) -> tuple[int, int]:
    """Ace low to king, then spades, hearts, diamonds, clubs: the order scoring cards are listed in."""
    return card.rank.number, _SUITS.index(card.suit)


def _in_order(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_card_key))


# --- Combinations both the show and the play score -------------------------------------------------


def pair_points(same_rank: int) -> int:
    """Every two cards of a rank are a pair worth 2: 2 cards -> 2, 3 -> 6 (pair royal), 4 -> 12."""
    return same_rank * (same_rank - 1)


def is_run(cards: Sequence[Card]) -> bool:
    """Three or more cards of consecutive ranks in any order and suit, ace low ("ace-king-queen is not")."""
    numbers = {c.rank.number for c in cards}
    return len(cards) >= 3 and len(numbers) == len(cards) and max(numbers) - min(numbers) == len(cards) - 1


def _pair_line(cards: Sequence[Card]) -> ScoreLine:
    return ScoreLine(_PAIR_NAMES[len(cards)], pair_points(len(cards)), _texts(cards))


def _run_line(cards: Sequence[Card]) -> ScoreLine:
    return ScoreLine(f"run of {len(cards)}", len(cards), _texts(cards))


# --- The show -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShowResult:
    """What a hand or crib scores in the show, category by category, and how a player counts it aloud."""

    fifteens: tuple[ScoreLine, ...]
    pairs: tuple[ScoreLine, ...]
    runs: tuple[ScoreLine, ...]
    flush: tuple[ScoreLine, ...]
    nobs: tuple[ScoreLine, ...]

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        return self.fifteens + self.pairs + self.runs + self.flush + self.nobs

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)

    @property
    def breakdown(self) -> dict[str, int]:
        return {name: sum(line.points for line in getattr(self, name)) for name in CATEGORIES}

    @property
    def said(self) -> str:
        """ "fifteen two, fifteen four, and a pair is six": the count as players say it."""
        running, phrases = 0, []
        for line in self.fifteens:
            running += line.points
            phrases.append(f"fifteen {number_words(running)}")
        for line in self.lines[len(self.fifteens) :]:
            running += line.points
            joiner = "and " if phrases else ""
            phrases.append(f"{joiner}{_spoken(line)} is {number_words(running)}")
        return ", ".join(phrases) or _NO_POINTS

    def as_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "breakdown": self.breakdown,
            "lines": [line_dict(line) for line in self.lines],
            "said": self.said,
        }


def show(hand: Cards, starter: str | Card, *, crib: bool = False, variant: str = FIVE_CARD) -> ShowResult:
    """Score a hand (or the crib, ``crib=True``) together with the start card."""
    _check_variant(variant)
    held = _read(hand)
    size = SHOW_SIZES[variant, crib]
    if len(held) != size:
        what = "crib" if crib else f"{variant} cribbage hand"
        raise CardError(f"A {what} has {size} cards besides the start card, not {len(held)}.")
    (start,) = _read([str(starter)])
    _read([*held, start])  # the start card cannot also be in the hand
    every = _in_order((*held, start))  # so the lines never depend on the order the cards were entered
    return ShowResult(
        fifteens=_fifteens(every),
        pairs=_pairs(every),
        runs=_runs(every),
        flush=_flush(held, start, crib=crib),
        nobs=_nobs(held, start),
    )


def _fifteens(cards: Sequence[Card]) -> tuple[ScoreLine, ...]:
    """ "Any combination of cards adding up to 15 pips scores 2 points." """
    return tuple(
        ScoreLine("fifteen", 2, _texts(combo))
        for size in range(2, len(cards) + 1)
        for combo in combinations(cards, size)
        if sum(c.rank.pip_value for c in combo) == FIFTEEN
    )


def _pairs(cards: Sequence[Card]) -> tuple[ScoreLine, ...]:
    by_rank: dict[Rank, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    return tuple(_pair_line(same) for same in by_rank.values() if len(same) >= 2)


def _runs(cards: Sequence[Card]) -> tuple[ScoreLine, ...]:
    """Every run of the greatest length found; "the runs of 3 within it don't count".

    With at most five cards there is room for only one stretch of consecutive ranks, so every shorter
    run lies inside a longest one.
    """
    for size in range(len(cards), 2, -1):
        found = [combo for combo in combinations(cards, size) if is_run(combo)]
        if found:
            return tuple(_run_line(combo) for combo in found)
    return ()


def _flush(held: Sequence[Card], start: Card, *, crib: bool) -> tuple[ScoreLine, ...]:
    """Hand: all hand cards one suit, one more with the start card. Crib: only all five, for 5."""
    if len({c.suit for c in held}) != 1:
        return ()
    if start.suit == held[0].suit:
        cards = (*held, start)
    elif crib:
        return ()
    else:
        cards = tuple(held)
    return (ScoreLine("flush", len(cards), _texts(_in_order(cards))),)


def _nobs(held: Sequence[Card], start: Card) -> tuple[ScoreLine, ...]:
    """ "If the hand contains the jack of the same suit as the start card, score 1 extra point." """
    jack = Card(Rank.JACK, start.suit)
    return (ScoreLine("his nob", 1, (str(jack), str(start))),) if jack in held else ()


def his_heels(starter: str | Card) -> int:
    """ "If the start card is a jack, the dealer immediately pegs 2 points." """
    (start,) = _read([str(starter)])
    return 2 if start.rank is Rank.JACK else 0


def _spoken(line: ScoreLine) -> str:
    if line.label.startswith("run"):
        return "a run" if line.points == 3 else f"a run of {number_words(line.points)}"
    if line.label == "his nob":
        return "one for his nob"
    return f"a {line.label}"


def number_words(n: int) -> str:
    """0 to 39 in words, as a count is said aloud: 'twenty-nine'."""
    if n < len(_NUMBER_WORDS):
        return _NUMBER_WORDS[n]
    tens, ones = divmod(n, 10)
    return _TENS_WORDS[tens] + (f"-{_NUMBER_WORDS[ones]}" if ones else "")


def line_dict(line: ScoreLine) -> dict[str, Any]:
    return {"label": line.label, "points": line.points, "cards": list(line.cards)}


# --- Pegging --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PegPlay:
    """One card of the play, the count it made, and what its player pegged for it."""

    card: Card
    count: int
    lines: tuple[ScoreLine, ...]

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)


@dataclass(frozen=True, slots=True)
class PeggingResult:
    """The play card by card, plus the point for the last card (``last_line``, if any)."""

    plays: tuple[PegPlay, ...]
    last_line: ScoreLine | None = None

    @property
    def last(self) -> int:
        return self.last_line.points if self.last_line else 0

    @property
    def total(self) -> int:
        return sum(p.points for p in self.plays) + self.last

    def as_dict(self) -> dict[str, Any]:
        """Each line also says which play (0-based index into ``points``) earned it."""
        lines = [{**line_dict(line), "play": i} for i, play in enumerate(self.plays) for line in play.lines]
        if self.last_line:
            lines.append({**line_dict(self.last_line), "play": len(self.plays) - 1})
        return {
            "points": [p.points for p in self.plays],
            "total": self.total,
            "last": self.last,
            "counts": [p.count for p in self.plays],
            "lines": lines,
        }


def peg(plays: Sequence[str | Card], *, variant: str = FIVE_CARD, finished: bool = True) -> PeggingResult:
    """Score the play: ``plays`` are the cards in the order played, with ``"go"`` markers (see above).

    ``finished=False`` scores a play still under way: nobody has the last card yet.
    """
    return _played(plays, variant).result(finished=finished)


@dataclass(frozen=True, slots=True)
class PlayProgress:
    """The play as it stands between two entries, for scoring it card by card as the table plays.

    ``result`` holds every card's points so far (no last card yet); a go that ends a count is scored at
    once, since "neither player can play on" is settled when it is called: six-card pegs the go point
    on the card before it, five-card ends the play (``over``). ``count`` is the count now, 0 after a
    six-card restart.
    """

    result: PeggingResult
    count: int
    over: str = ""


def peg_progress(plays: Sequence[str | Card], *, variant: str = FIVE_CARD) -> PlayProgress:
    """The play so far (same notation as ``peg``): its points, the count now, and whether it is over."""
    table = _played(plays, variant)
    if table.go_called:
        table.settle_go()
    return PlayProgress(table.result(finished=False), _count(table.sequence), table.stopped)


def _played(plays: Sequence[str | Card], variant: str) -> _Play:
    """The play after ``plays``: cards read and checked, each scored, go markers applied."""
    _check_variant(variant)
    tokens = [GO if is_go(p) else p for p in plays]
    cards = _read([t for t in tokens if t != GO])
    if len(cards) > MAX_PLAYS[variant]:
        raise CardError(
            f"The play in {variant} cribbage has at most {MAX_PLAYS[variant]} cards, not {len(cards)}."
        )
    table, next_card = _Play(variant), iter(cards)
    for token in tokens:
        if token == GO:
            table.go()
        else:
            table.play(next(next_card))
    return table


class _Play:
    """The play as it unfolds: the count, the cards since it last started from 0, what each card pegged."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        self.scored: list[tuple[Card, int, list[ScoreLine]]] = []
        self.sequence: list[Card] = []
        self.stopped = ""  # five-card: why the play is over
        self.go_called = False

    def go(self) -> None:
        """Neither player can play on (a go at count 0 changes nothing)."""
        self.go_called = bool(self.sequence)

    def play(self, card: Card) -> None:
        if self.go_called:
            self.settle_go()
        if self.stopped:
            raise CardError(f"{card} cannot be played: the play ended when {self.stopped}.")
        before = _count(self.sequence)
        count = before + card.rank.pip_value
        if count > PLAY_LIMIT:
            raise CardError(
                f"{card} cannot be played: it would take the count from {before} to {count}, past 31."
            )
        self.sequence.append(card)
        self.scored.append((card, count, _pegging_lines(self.sequence, count)))
        if count == PLAY_LIMIT:
            self.sequence = []
            # Five-card: "you only play up to 31 once".
            self.stopped = "the count reached 31" if self.variant == FIVE_CARD else ""

    def settle_go(self) -> None:
        """Apply a go called when neither player could play on: end the play, or score it and restart."""
        self.go_called = False
        if self.variant == FIVE_CARD:
            self.stopped = "neither player could play on"
            return
        # Six-card: "starting again at zero each time 31 is reached or both players say go".
        last_card, _, lines = self.scored[-1]
        lines.append(ScoreLine("go", 1, (str(last_card),)))
        self.sequence = []

    def result(self, *, finished: bool) -> PeggingResult:
        # "If the play ends with a total lower than 31, whichever player was the last to play a card
        # pegs 1 point for last card."
        last = ScoreLine("last card", 1, (str(self.scored[-1][0]),)) if finished and self.sequence else None
        return PeggingResult(
            tuple(PegPlay(card, count, tuple(lines)) for card, count, lines in self.scored), last
        )


def is_go(token: Any) -> bool:
    """Whether an entry is the word "go" (any case, spaces around)."""
    return isinstance(token, str) and token.strip().lower() == GO


def _count(cards: Iterable[Card]) -> int:
    return sum(c.rank.pip_value for c in cards)


def _pegging_lines(sequence: Sequence[Card], count: int) -> list[ScoreLine]:
    """What the latest card of ``sequence`` scores with the cards played before it since the count began."""
    lines = []
    if count == FIFTEEN:
        lines.append(ScoreLine("fifteen", 2, _texts(sequence)))
    if count == PLAY_LIMIT:
        lines.append(ScoreLine("thirty-one", 2, _texts(sequence)))
    same = _latest_same_rank(sequence)
    if len(same) >= 2:
        lines.append(_pair_line(same))
    run = _latest_run(sequence)
    if run:
        lines.append(_run_line(run))
    return lines


def _latest_same_rank(sequence: Sequence[Card]) -> Sequence[Card]:
    """The latest card and those of its rank played immediately before it."""
    size = 1
    while size < len(sequence) and sequence[-size - 1].rank == sequence[-1].rank:
        size += 1
    return sequence[-size:]


def _latest_run(sequence: Sequence[Card]) -> Sequence[Card]:
    """The longest run made of the latest cards: "no other cards must intervene"."""
    for size in range(len(sequence), 2, -1):
        if is_run(sequence[-size:]):
            return sequence[-size:]
    return ()


# --- The play of a deal, entry by entry ------------------------------------------------------------

#: At this count or less every card (at most 10) can still be played, so nobody can say go.
ANY_CARD_FITS = PLAY_LIMIT - 10
#: The most one player can peg in one deal's play: the best any one player's cards can score, found by
#: exhaustive search over rank sequences, plus the go and last-card points.
MOST_PEGGED = {FIVE_CARD: 24, SIX_CARD: 42}
#: The most a hand (False) or the crib (True) can score with the start card: a five-card hand 20 (three
#: fives and the fourth as start card), a crib or a six-card hand 29.
MOST_SHOWN = {(FIVE_CARD, False): 20, (FIVE_CARD, True): 29, (SIX_CARD, False): 29, (SIX_CARD, True): 29}
#: How a pegging score is said when it wins the game ("pegging out with a fifteen").
_PEGGING_WORDS = {
    "fifteen": "a fifteen",
    "thirty-one": "thirty-one",
    "pair": "a pair",
    "pair royal": "a pair royal",
    "double pair royal": "a double pair royal",
}


@dataclass(frozen=True, slots=True)
class PegMove:
    """One score of the play as it is pegged: who, for which card, the lines, and how it is said ("a
    fifteen and a pair", "the go", "the last card")."""

    seat: int
    card: str
    lines: tuple[ScoreLine, ...]
    said: str


@dataclass(frozen=True, slots=True)
class Pegging:
    """The play of one deal between two players (seats 0 and 1) as a table enters it, card by card.

    ``plays`` are ``(seat, card)`` in order; ``(None, "go")`` marks a six-card count ended by a go.
    ``turn`` is who plays next; ``on_go`` who has said go in the current count; ``over`` whether the play
    has ended. ``verify_turn``, ``verify_play`` and ``verify_go`` refuse an entry with a sentence naming the
    players; ``play`` and ``go`` then follow the count and the turn: "A player who cannot play without
    exceeding 31 does not play a card but says 'Go'", and "If your opponent says Go then you may continue
    playing". Methods take the ``variant``, which the deal's game fixes.
    """

    plays: tuple[tuple[int | None, str], ...] = ()
    turn: int | None = None
    on_go: frozenset[int] = frozenset()
    over: bool = False

    @property
    def cards_played(self) -> tuple[tuple[int, str], ...]:
        return tuple((seat, card) for seat, card in self.plays if seat is not None)

    @property
    def tokens(self) -> tuple[str, ...]:
        """The play in ``peg`` notation."""
        return tuple(card for _, card in self.plays)

    def count(self, variant: str) -> int:
        """The running count of the play so far (0 after a six-card restart)."""
        return _play_count(self.tokens, variant)

    def cards_left(self, variant: str) -> tuple[int, ...]:
        """Cards each player still holds for the play: 3 (five-card) or 4 (six-card) less those played."""
        held = SHOW_SIZES[variant, False]
        played = [seat for seat, _ in self.cards_played]
        return tuple(held - played.count(seat) for seat in range(2))

    def result(self, variant: str) -> PeggingResult:
        """The play so far; the last card is scored once the play is over."""
        return _pegged(self.tokens, variant, self.over)

    def ended(self) -> Pegging:
        return replace(self, turn=None, on_go=frozenset(), over=True)

    def verify_turn(self, player: int | None, names: Sequence[str], variant: str) -> int:
        """The seat whose turn it is; refuse an entry naming another ``player`` (``None``: nobody named)."""
        seat = self.turn
        if player is not None and player != seat:
            why = ""
            if self.cards_left(variant)[player] == 0:
                why = f"{names[player]} has no cards left, so "
            elif player in self.on_go:
                why = f"{names[player]} has said go, so "
            turn = f"it is {names[seat]}'s turn to play, not {names[player]}'s."
            raise RuleError(f"{why}{turn}" if why else capitalized(turn), "player")
        return seat

    def verify_play(
        self, seat: int, card: Card, variant: str, names: Sequence[str], starter: str | None
    ) -> None:
        """Refuse the start card, a card already played, and a card that would take the count past 31."""
        text = str(card)
        if text == starter:
            raise RuleError(f"{text} is the start card: it cannot be played.", "card")
        for player, played in self.cards_played:
            if played == text:
                raise RuleError(f"{text} has already been played this deal, by {names[player]}.", "card")
        before = self.count(variant)
        count = before + card.rank.pip_value
        if count > PLAY_LIMIT:
            # "the total pip value of the cards played by both players must not exceed 31"
            raise RuleError(
                f"{names[seat]} cannot play {card}: the count would go from {before} to {count}, past 31.",
                "card",
            )

    def verify_go(self, seat: int, variant: str, names: Sequence[str]) -> None:
        """Refuse a go while any card can still be played."""
        count = self.count(variant)
        if count <= ANY_CARD_FITS:
            raise RuleError(
                f"{names[seat]} cannot say go at a count of {count}: any card can be played without"
                " passing 31.",
                "card",
            )

    def play(self, seat: int, card: Card, variant: str) -> Pegging:
        """``seat`` plays ``card``, which fits under 31: whose turn it is then, or the count (play) over."""
        count = self.count(variant) + card.rank.pip_value
        played = replace(self, plays=(*self.plays, (seat, str(card))))
        left, other = played.cards_left(variant), 1 - seat
        if count == PLAY_LIMIT:
            # Five-card: "you only play up to 31 once". Six-card: start again at zero.
            return played.ended() if variant == FIVE_CARD else played._restart(seat, left)
        if left[other] and other not in played.on_go:
            return replace(played, turn=other)
        if left[seat]:
            return replace(played, turn=seat)  # "If your opponent says Go then you may continue playing"
        return played._count_over(seat, variant, left)

    def go(self, seat: int, variant: str) -> Pegging:
        """``seat`` says go (the count is past ``ANY_CARD_FITS``): the other plays on, or the count ends."""
        said = replace(self, on_go=self.on_go | {seat})
        left, other = said.cards_left(variant), 1 - seat
        if left[other] and other not in said.on_go:
            return replace(said, turn=other)
        return said._count_over(said.cards_played[-1][0], variant, left)

    def _count_over(self, last: int, variant: str, left: Sequence[int]) -> Pegging:
        """Neither player can play on: the play ends (five-card, or no cards left), or the count restarts
        after a go, which the player of the last card pegs (six-card)."""
        if variant == FIVE_CARD or not any(left):
            return self.ended()
        return replace(self, plays=(*self.plays, (None, GO)))._restart(last, left)

    def _restart(self, last: int, left: Sequence[int]) -> Pegging:
        """Six-card: the count starts again, led by the player after the one who played last."""
        other = 1 - last
        turn = other if left[other] else last if left[last] else None
        if turn is None:
            return self.ended()
        return replace(self, turn=turn, on_go=frozenset())

    def moves(self, variant: str) -> list[PegMove]:
        """Every score of the play in the order pegged: each card's combinations, a go, the last card."""
        if not self.plays:
            return []
        result, seats = self.result(variant), [seat for seat, _ in self.cards_played]
        moves = []
        for seat, play in zip(seats, result.plays, strict=True):
            card = str(play.card)
            made = tuple(line for line in play.lines if line.label != GO)
            if made:
                moves.append(PegMove(seat, card, made, pegging_words(made)))
            moves += [PegMove(seat, card, (line,), "the go") for line in play.lines if line.label == GO]
        if result.last_line:
            moves.append(PegMove(seats[-1], self.cards_played[-1][1], (result.last_line,), "the last card"))
        return moves

    def as_dict(self, variant: str) -> dict[str, Any]:
        """The play for a form: the count now (0 once over), the cards played as ``rows``, the cards each
        player has left, who has said go, and whether go may be said."""
        count = 0 if self.over else self.count(variant)
        return {
            "count": count,
            "plays": self.rows(variant),
            "cards_left": list(self.cards_left(variant)),
            "on_go": sorted(self.on_go),
            "can_go": count > ANY_CARD_FITS,
        }

    def rows(self, variant: str) -> list[dict[str, Any]]:
        """The play so far for a form: each card with its player, the count and what it pegged."""
        if not self.plays:
            return []
        result, seats = self.result(variant), [seat for seat, _ in self.cards_played]
        rows: list[dict[str, Any]] = []
        for seat, play in zip(seats, result.plays, strict=True):
            made = [line for line in play.lines if line.label != GO]
            points, labels = sum(line.points for line in made), [line.label for line in made]
            rows.append(
                {
                    "seat": seat,
                    "card": str(play.card),
                    "count": play.count,
                    "points": points,
                    "labels": labels,
                }
            )
            if any(line.label == GO for line in play.lines):
                rows.append({"seat": seat, "go": True, "points": 1})
            if play.count == PLAY_LIMIT and variant == SIX_CARD:
                rows.append({"seat": seat, "restart": True, "points": 0})
        if result.last_line:
            rows.append({"seat": seats[-1], "last": True, "points": result.last_line.points})
        return rows


@lru_cache(maxsize=4096)
def _pegged(tokens: tuple[str, ...], variant: str, over: bool) -> PeggingResult:
    # Cached: every prompt and sheet of a deal reads its play again.
    return (
        peg(tokens, variant=variant, finished=True) if over else peg_progress(tokens, variant=variant).result
    )


@lru_cache(maxsize=4096)
def _play_count(tokens: tuple[str, ...], variant: str) -> int:
    return peg_progress(tokens, variant=variant).count


def pegging_words(lines: Sequence[ScoreLine]) -> str:
    """How one card's pegging is said: 'a fifteen and a pair', 'a run of four'."""
    words = []
    for line in lines:
        if line.label.startswith("run of "):
            words.append(f"a run of {number_words(int(line.label.removeprefix('run of ')))}")
        else:
            words.append(_PEGGING_WORDS.get(line.label, line.label))
    return joined(words)


# --- Entries: the cut and the show ------------------------------------------------------------------


def read_cut(payload: Mapping[str, Any], names: Sequence[str]) -> tuple[int, tuple[Card, ...]]:
    """Who deals first, as entered (``dealer``) or from the card each player cut (``cards``), and the
    cards cut, if entered."""
    has_cards, has_dealer = filled(payload.get("cards")), filled(payload.get("dealer"))
    if has_cards and has_dealer:
        raise RuleError("Enter the cards cut or who deals, not both.", "dealer")
    if has_dealer:
        return read_seat(payload, "dealer", names, "The first dealer"), ()
    if not has_cards:
        raise RuleError("Enter the card each player cut, or who deals first.", "cards")
    cut = _read_cut_cards(payload.get("cards"), names)
    # "The player cutting the lower card deals" (cards rank ... A(low)).
    return (0 if cut[0].rank.number < cut[1].rank.number else 1), cut


def _read_cut_cards(value: Any, names: Sequence[str]) -> tuple[Card, Card]:
    """The card each of the two players cut (``cards.0``, ``cards.1``); equal ranks cut again."""
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise RuleError("Enter the card each of the two players cut.", "cards")
    first, second = (
        read_card(v, _DECK, field_name=f"cards.{i}", what=f"the card {names[i]} cut")
        for i, v in enumerate(value)
    )
    if first == second:
        raise RuleError(f"{names[0]} and {names[1]} cannot both cut {first}: the pack has one.", "cards.1")
    if first.rank == second.rank:
        raise RuleError(f"Both cut {_rank_with_article(first.rank)}: cut again.", "cards")
    return first, second


def _rank_with_article(rank: Rank) -> str:
    """'an ace', 'a seven', 'an eight', 'a king': as in "Both cut a seven"."""
    word = rank.word if rank.word.isalpha() else number_words(rank.number)
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def shown_what(names: Sequence[str], seat: int, crib: bool) -> str:
    """'the crib', or 'Ann's hand'."""
    return "the crib" if crib else f"{names[seat]}'s hand"


@dataclass(frozen=True, slots=True)
class Shown:
    """A hand or the crib counted in the show: whose it is (``seat``), its cards and their count, or the
    points counted at the table (``result`` is then ``None``)."""

    seat: int
    crib: bool
    cards: tuple[str, ...]
    result: ShowResult | None
    points: int

    @property
    def part(self) -> str:
        return "crib" if self.crib else "hand"

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        """The count's lines labelled with the part ('hand: fifteen'), or one line saying how it counted."""
        if self.result is None:
            return (ScoreLine(f"{self.part}: counted at the table", self.points),)
        if self.result.lines:
            return tuple(ScoreLine(f"{self.part}: {x.label}", x.points, x.cards) for x in self.result.lines)
        return (ScoreLine(f"{self.part}: {self.result.said}", 0, self.cards),)

    def as_dict(self, names: Sequence[str]) -> dict[str, Any]:
        """What was counted, for the table to check: whose, the cards, the points, the words."""
        return {
            "what": shown_what(names, self.seat, self.crib),
            "cards": list(self.cards),
            "points": self.points,
            "said": self.result.said if self.result else "counted at the table",
            "lines": [line_dict(line) for line in (self.result.lines if self.result else ())],
        }


def read_show(
    payload: Mapping[str, Any],
    variant: str,
    seat: int,
    crib: bool,
    names: Sequence[str],
    *,
    starter: str | None,
    play: Pegging,
    shown: Sequence[Shown],
) -> Shown:
    """``seat``'s hand or the crib in the show, entered as its ``cards`` and counted with the start card, or
    as the ``points`` counted at the table. Refused: the start card, a card in a hand ``shown`` before, a
    card someone else played (``play``), and a hand without the cards its player played."""
    what, owner = shown_what(names, seat, crib), names[seat]
    elsewhere = {card: shown_what(names, other.seat, other.crib) for other in shown for card in other.cards}
    played = {card: names[s] for s, card in play.cards_played if crib or s != seat}
    must_hold = [card for s, card in play.cards_played if s == seat and not crib]
    has_cards, has_points = filled(payload.get("cards")), filled(payload.get("points"))
    size, subject = SHOW_SIZES[variant, crib], capitalized(what)
    if has_cards == has_points:
        which = "not both" if has_cards else "one or the other"
        raise RuleError(f"Enter the {size} cards of {what} or the points it counts, {which}.", "cards")
    if has_points:
        points = read_int(payload, "points", subject, minimum=0, maximum=MOST_SHOWN[variant, crib])
        return Shown(seat, crib, (), None, points)
    cards = read_cards(payload.get("cards"), _DECK, field_name="cards", who=subject)
    if len(cards) != size:
        raise RuleError(f"{subject} has {size} cards besides the start card, not {len(cards)}.", "cards")
    texts = tuple(str(c) for c in cards)
    for text in texts:
        if text == starter:
            raise RuleError(f"{subject} cannot hold {text}: it is the start card.", "cards")
        if text in elsewhere:
            raise RuleError(f"{subject} cannot hold {text}: it is in {elsewhere[text]}.", "cards")
        if text in played:
            raise RuleError(f"{subject} cannot hold {text}: {played[text]} played it.", "cards")
    missing = [card for card in must_hold if card not in texts]
    if missing:
        raise RuleError(f"{subject} must hold {joined(missing)}, which {owner} played.", "cards")
    # "The start card also counts as part of the hand when scoring combinations."
    result = show(cards, starter, crib=crib, variant=variant)
    return Shown(seat, crib, texts, result, result.total)
