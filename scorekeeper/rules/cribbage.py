"""Five-Card Cribbage as a whole game (``cribbage-five-card.txt``), with Six Card Cribbage as an option.

Two players, 61 points. The cut decides the first dealer ("the player cutting the lower card deals")
and the other player "immediately pegs 3 points for last", on the first deal only; then the deal
alternates. Each deal the table records the start card (a jack is "two for his heels" for the dealer),
the play card by card (the app keeps the count, the turn and every score: fifteen, thirty-one, pair,
pair royal, double pair royal, runs, last card) or the pegging as points, then the show in the text's
order: the non-dealer's hand, the dealer's hand, the crib, each as its cards (scored by
``calc.cribbage.show`` with the start card) or as points. "As soon as someone reaches 61 points, that
player wins the game", whatever scored them: later entries are refused.

Built on the deal loop: the cut opens the first deal (``first_dealer_by_cut``), the deal alternates
(``Rotation.LEFT`` between two), the deal in progress is on the sheet as it is pegged (``deal_row``), and
the target ends the game the moment it is reached (``end_if_reached`` after every entry that scores).

Choices where the text is open:

- The cut is recorded as each player's card (ace low: "A(low)"; equal ranks cut again) or as who
  deals. ``GameSetup.first_dealer`` is not used: the cut decides.
- "Go" is recorded only when the player whose turn it is cannot play. It is refused at a count of 21
  or less, where any card fits. A player who has said go, or has no cards left, is skipped. The play
  ends when neither can play (five-card: also at 31, "you only play up to 31 once").
- The play form also accepts the word "go" as the card played, so a Go button works without
  JavaScript; the API may send the ``go`` event instead. Both mean the same.
- Pegging entered as points is bounded per player by the most a play can score (five-card 24,
  six-card 42: the best any one player's cards can score, found by exhaustive search over rank
  sequences, plus the go and last-card points). It is accepted only before any card of the deal is
  played, and refused if both players would reach the target with it: the game ends the moment one
  of them does, so the table enters only the winner's points (or pegs card by card).
- A hand or crib entered as points is bounded by the most it can score: 20 for a five-card hand
  (three fives and the fourth as start card), 29 for a crib or a six-card hand.
- When the play was entered card by card, a shown hand must hold every card its player played (a
  five-card hand may also hold unplayed ones), and the crib none of the played cards. No card may be
  in two shown hands or be the start card.
- Board: the rear peg shows the score before the player's latest score. A score is what is pegged in
  one move: one card's points, a go, the last card, a whole hand or crib, his heels, three for last.
- The game's end says how it was won: "Bob wins 61–48, pegging out with thirty-one".
- Six-card option ("Players familiar with Six Card Cribbage ..."): 6 cards dealt, 4 kept, 121 points,
  the count restarts after 31 or after both say go (1 for the go), until all 8 cards are played; no
  three for last. The target follows the game (61 / 121) unless ``target`` sets it (some tables play
  six-card to 61).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from random import Random
from typing import Any

from scorekeeper.calc.cribbage import (
    FIVE_CARD,
    GO,
    PLAY_LIMIT,
    SHOW_SIZES,
    SIX_CARD,
    PeggingResult,
    ShowResult,
    his_heels,
    number_words,
    peg,
    peg_progress,
    show,
)
from scorekeeper.cards import Card, Rank, standard_52
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    joined,
    option,
    read_cards,
    read_int,
    read_int_list,
    read_seat,
)
from scorekeeper.rules.base import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.rules.deal_loop import Deal, DealGame, Ending, Match, add_row
from scorekeeper.rules.registry import register

PLAYERS = 2
#: "To be the first to score 61 points"; the six-card game is played to 121.
USUAL_TARGET = {FIVE_CARD: 61, SIX_CARD: 121}
THREE_FOR_LAST = 3
#: At this count or less every card (at most 10) can still be played, so nobody can say go.
ANY_CARD_FITS = PLAY_LIMIT - 10
#: The most one player can peg in one deal's play (see the module docstring).
MOST_PEGGED = {FIVE_CARD: 24, SIX_CARD: 42}
#: The most a hand (False) or the crib (True) can score with the start card.
MOST_SHOWN = {(FIVE_CARD, False): 20, (FIVE_CARD, True): 29, (SIX_CARD, False): 29, (SIX_CARD, True): 29}
SAME_END, OPPOSITE_ENDS = "same_end", "opposite_ends"
_DECK = tuple(standard_52())

# How a pegging score is said when it wins the game ("pegging out with a fifteen").
_PEGGING_WORDS = {
    "fifteen": "a fifteen",
    "thirty-one": "thirty-one",
    "pair": "a pair",
    "pair royal": "a pair royal",
    "double pair royal": "a double pair royal",
}


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CribbageOptions:
    variant: str = option(
        FIVE_CARD,
        "Game",
        choices=((FIVE_CARD, "Five-card cribbage (61)"), (SIX_CARD, "Six-card cribbage (121)")),
        help="Six-card: 4 cards kept each, the count starts again after 31 or a go, game 121.",
    )
    three_for_last: bool = option(
        True,
        "Three for last: the non-dealer pegs 3 on the first deal",
        help="Five-card only; turn it off for six-card.",
    )
    board_layout: str = option(
        SAME_END,
        "Board",
        choices=(
            (SAME_END, "Both players start at the same end"),
            (OPPOSITE_ENDS, "Players start at opposite ends"),
        ),
    )
    target: int = option(
        0,
        "Play to",
        choices=((0, "The game's usual: 61 five-card, 121 six-card"), (61, "61 points"), (121, "121 points")),
    )


def target_of(options: CribbageOptions) -> int:
    """The points that win: the option, or the variant's usual target."""
    return options.target or USUAL_TARGET[options.variant]


# --- A deal ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Shown:
    """A hand or the crib counted in the show: its cards and the calculator's count, or entered points."""

    seat: int
    crib: bool
    cards: tuple[str, ...]
    result: ShowResult | None
    points: int


@dataclass(frozen=True)
class CribbageDeal(Deal):
    """One deal as far as it has been recorded.

    ``plays`` are ``(seat, card)`` in order; ``(None, "go")`` marks a six-card count ended by a go.
    ``turn`` is who plays next; ``on_go`` who has said go in the current count. ``cut`` holds the cards
    cut for the first deal, when they were entered.
    """

    three_for_last: bool = False
    cut: tuple[str, ...] = ()
    starter: str | None = None
    plays: tuple[tuple[int | None, str], ...] = ()
    turn: int | None = None
    on_go: frozenset[int] = frozenset()
    pegging_over: bool = False
    pegged_as_points: tuple[int, ...] | None = None
    shown: tuple[Shown, ...] = ()

    @property
    def pone(self) -> int:
        """The non-dealer: leads the play and shows first."""
        return 1 - self.dealer

    @property
    def cards_played(self) -> tuple[tuple[int, str], ...]:
        return tuple((seat, card) for seat, card in self.plays if seat is not None)

    @property
    def tokens(self) -> tuple[str, ...]:
        """The play in ``calc.cribbage.peg`` notation."""
        return tuple(card for _, card in self.plays)

    @property
    def shower(self) -> tuple[int, bool]:
        """Who shows next, and whether the crib: "First the non-dealer's hand ... Finally ... the crib"."""
        return ((self.pone, False), (self.dealer, False), (self.dealer, True))[len(self.shown)]


@dataclass(frozen=True, slots=True)
class Scored:
    """One move of a peg: who scores, why (``lines``), which part of the deal, and how it wins a game."""

    seat: int
    part: str  # "last", "heels", "pegging", "hand", "crib"
    lines: tuple[ScoreLine, ...]
    how: str

    @property
    def points(self) -> int:
        return sum(line.points for line in self.lines)


# --- Scoring a deal ----------------------------------------------------------------------------------


@lru_cache(maxsize=1024)
def deal_scores(deal: CribbageDeal, variant: str) -> tuple[Scored, ...]:
    """Every score of a deal in the order it is pegged."""
    scores: list[Scored] = []
    if deal.three_for_last:
        # "the other player immediately pegs 3 points for 'last' as compensation"
        line = ScoreLine("three for last", THREE_FOR_LAST)
        scores.append(Scored(deal.pone, "last", (line,), "with three for last"))
    if deal.starter and his_heels(deal.starter):
        # "If the start card is a jack, the dealer immediately pegs 2 points"
        line = ScoreLine("two for his heels", his_heels(deal.starter), (deal.starter,))
        scores.append(Scored(deal.dealer, "heels", (line,), "with two for his heels"))
    scores.extend(_pegging_scores(deal, variant))
    scores.extend(_show_score(deal, shown) for shown in deal.shown)
    return tuple(scores)


def pegging_result(deal: CribbageDeal, variant: str) -> PeggingResult:
    """The play so far; the last card is scored once the play is over."""
    return _pegged(deal.tokens, variant, deal.pegging_over)


@lru_cache(maxsize=4096)
def _pegged(tokens: tuple[str, ...], variant: str, over: bool) -> PeggingResult:
    # Cached: every prompt and sheet of a deal reads its play again.
    return (
        peg(tokens, variant=variant, finished=True) if over else peg_progress(tokens, variant=variant).result
    )


@lru_cache(maxsize=4096)
def play_count(tokens: tuple[str, ...], variant: str) -> int:
    """The running count of the play so far (0 after a restart)."""
    return peg_progress(tokens, variant=variant).count


def _pegging_scores(deal: CribbageDeal, variant: str) -> list[Scored]:
    if deal.pegged_as_points is not None:
        return [
            Scored(seat, "pegging", (ScoreLine("pegging, entered as points", points),), "pegging out")
            for seat, points in sorted(enumerate(deal.pegged_as_points), key=lambda sp: sp[0] != deal.pone)
            if points
        ]
    if not deal.plays:
        return []
    result = pegging_result(deal, variant)
    seats = [seat for seat, _ in deal.cards_played]
    scores = []
    for seat, play in zip(seats, result.plays, strict=True):
        card = str(play.card)
        made = tuple(line for line in play.lines if line.label != GO)
        if made:
            lines = tuple(
                ScoreLine(f"pegging {card}: {line.label}", line.points, line.cards) for line in made
            )
            scores.append(Scored(seat, "pegging", lines, f"pegging out with {_pegging_words(made)}"))
        for line in play.lines:
            if line.label == GO:
                go = ScoreLine(f"pegging {card}: go", line.points, line.cards)
                scores.append(Scored(seat, "pegging", (go,), "pegging out with the go"))
    if result.last_line:
        last, card = result.last_line, deal.cards_played[-1][1]
        line = ScoreLine(f"pegging {card}: last card", last.points, last.cards)
        scores.append(Scored(seats[-1], "pegging", (line,), "pegging out with the last card"))
    return scores


def _pegging_words(lines: Sequence[ScoreLine]) -> str:
    words = []
    for line in lines:
        if line.label.startswith("run of "):
            words.append(f"a run of {number_words(int(line.label.removeprefix('run of ')))}")
        else:
            words.append(_PEGGING_WORDS.get(line.label, line.label))
    return joined(words)


def _show_score(deal: CribbageDeal, shown: Shown) -> Scored:
    part = "crib" if shown.crib else "hand"
    if shown.result is None:
        lines: tuple[ScoreLine, ...] = (ScoreLine(f"{part}: counted at the table", shown.points),)
    elif shown.result.lines:
        lines = tuple(
            ScoreLine(f"{part}: {line.label}", line.points, line.cards) for line in shown.result.lines
        )
    else:
        lines = (ScoreLine(f"{part}: {shown.result.said}", 0, shown.cards),)
    if shown.crib:
        how = "counting the crib"
    elif shown.seat == deal.pone:
        how = "counting the non-dealer's hand first"
    else:
        how = "counting the dealer's hand"
    return Scored(shown.seat, part, lines, how)


def cards_left(deal: CribbageDeal, variant: str) -> tuple[int, ...]:
    """Cards each player still holds for the play: 3 (five-card) or 4 (six-card) less those played."""
    held = SHOW_SIZES[variant, False]
    played = [seat for seat, _ in deal.cards_played]
    return tuple(held - played.count(seat) for seat in range(PLAYERS))


def row_of(names: Sequence[str], deal: CribbageDeal, variant: str) -> HandRow:
    """The deal's line on the sheet: each player's points, a note per part ("pegging 5 · hand 4")."""
    scores = deal_scores(deal, variant)
    points, notes, lines = [0] * PLAYERS, [], []
    for seat in range(PLAYERS):
        mine = [s for s in scores if s.seat == seat]
        parts: dict[str, int] = {}
        if deal.pegging_over or deal.plays:
            parts["pegging"] = 0
        for shown in deal.shown:
            if shown.seat == seat:
                parts["crib" if shown.crib else "hand"] = 0
        for scored in mine:
            parts[scored.part] = parts.get(scored.part, 0) + scored.points
            points[seat] += scored.points
        order = ("last", "heels", "pegging", "hand", "crib")
        notes.append(" · ".join(f"{part} {parts[part]}" for part in order if part in parts))
        lines.append(tuple(line for scored in mine for line in scored.lines))
    summary = f"start card {deal.starter}" if deal.starter else ""
    if deal.cut:
        cut = ", ".join(f"{names[i]} {card}" for i, card in enumerate(deal.cut))
        summary = f"cut: {cut}" + (f" · {summary}" if summary else "")
    label = f"Deal {deal.number} · {names[deal.dealer]}'s crib"
    return HandRow(label, tuple(points), tuple(notes), tuple(lines), summary)


# --- The play, card by card ----------------------------------------------------------------------------


def _end_play(deal: CribbageDeal) -> CribbageDeal:
    return replace(deal, turn=None, on_go=frozenset(), pegging_over=True)


def _restart(deal: CribbageDeal, last: int, left: Sequence[int]) -> CribbageDeal:
    """Six-card: the count starts again, led by the player after the one who played last."""
    other = 1 - last
    turn = other if left[other] else last if left[last] else None
    if turn is None:
        return _end_play(deal)
    return replace(deal, turn=turn, on_go=frozenset())


def _count_over(deal: CribbageDeal, last: int, variant: str, left: Sequence[int]) -> CribbageDeal:
    """Neither player can play on: the play ends (five-card, or no cards left), or the count restarts
    after a go, which the player of the last card pegs (six-card)."""
    if variant == FIVE_CARD or not any(left):
        return _end_play(deal)
    return _restart(replace(deal, plays=(*deal.plays, (None, GO))), last, left)


def _after_card(deal: CribbageDeal, seat: int, count: int, variant: str) -> CribbageDeal:
    """Whose turn it is after ``seat`` played, or the count (or the play) over."""
    left, other = cards_left(deal, variant), 1 - seat
    if count == PLAY_LIMIT:
        # Five-card: "you only play up to 31 once". Six-card: start again at zero.
        return _end_play(deal) if variant == FIVE_CARD else _restart(deal, seat, left)
    if left[other] and other not in deal.on_go:
        return replace(deal, turn=other)
    if left[seat]:
        return replace(deal, turn=seat)  # "If your opponent says Go then you may continue playing"
    return _count_over(deal, seat, variant, left)


def _play_rows(deal: CribbageDeal, variant: str) -> list[dict[str, Any]]:
    """The play so far for the form: each card with its player, the count and what it pegged."""
    if not deal.plays:
        return []
    result = pegging_result(deal, variant)
    seats = [seat for seat, _ in deal.cards_played]
    rows: list[dict[str, Any]] = []
    for seat, play in zip(seats, result.plays, strict=True):
        made = [line for line in play.lines if line.label != GO]
        points, labels = sum(line.points for line in made), [line.label for line in made]
        rows.append(
            {"seat": seat, "card": str(play.card), "count": play.count, "points": points, "labels": labels}
        )
        if any(line.label == GO for line in play.lines):
            rows.append({"seat": seat, "go": True, "points": 1})
        if play.count == PLAY_LIMIT and variant == SIX_CARD:
            rows.append({"seat": seat, "restart": True, "points": 0})
    if result.last_line:
        rows.append({"seat": seats[-1], "last": True, "points": result.last_line.points})
    return rows


# --- Reading entries ---------------------------------------------------------------------------------


def _given(value: Any) -> bool:
    """Whether a payload value was filled in (forms send blank fields as empty text)."""
    if value is None:
        return False
    if isinstance(value, str):
        return bool(value.strip())
    if isinstance(value, list | tuple):
        return any(_given(v) for v in value)
    return True


def _is_go(value: Any) -> bool:
    return isinstance(value, str) and value.strip().lower() == GO


def _one_card(value: Any, field_name: str, what: str) -> Card:
    """One card of the pack; ``what`` names it for the messages ("the start card")."""
    if not _given(value):
        raise RuleError(f"Enter {what}, such as 7H.", field_name)
    cards = read_cards(value, _DECK, field_name=field_name)
    if len(cards) != 1:
        raise RuleError(f"Enter only {what}: one card, not {len(cards)}.", field_name)
    return cards[0]


def _capital(text: str) -> str:
    """'the crib' -> 'The crib' at the start of a sentence."""
    return text[:1].upper() + text[1:]


def _rank_with_article(rank: Rank) -> str:
    """'an ace', 'a seven', 'an eight', 'a king': as in "Both cut a seven"."""
    word = rank.word if rank.word.isalpha() else number_words(rank.number)
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _read_cut(value: Any, names: Sequence[str]) -> tuple[Card, Card]:
    if not isinstance(value, list | tuple) or len(value) != PLAYERS:
        raise RuleError("Enter the card each of the two players cut.", "cards")
    cut = tuple(_one_card(v, f"cards.{i}", f"the card {names[i]} cut") for i, v in enumerate(value))
    if cut[0] == cut[1]:
        raise RuleError(f"{names[0]} and {names[1]} cannot both cut {cut[0]}: the pack has one.", "cards.1")
    if cut[0].rank == cut[1].rank:
        raise RuleError(f"Both cut {_rank_with_article(cut[0].rank)}: cut again.", "cards")
    return cut


def _what(names: Sequence[str], seat: int, crib: bool) -> str:
    return "the crib" if crib else f"{names[seat]}'s hand"


def _seen(deal: CribbageDeal) -> list[str]:
    """Cards known this deal: the start card, the cards played and the cards shown."""
    seen = [deal.starter] if deal.starter else []
    seen += [card for _, card in deal.cards_played]
    seen += [card for shown in deal.shown for card in shown.cards]
    return seen


# --- The ruleset -------------------------------------------------------------------------------------


@register
class Cribbage(DealGame[CribbageOptions]):
    slug = "cribbage"
    name = "Five-Card Cribbage"
    min_players, max_players = PLAYERS, PLAYERS
    Options = CribbageOptions
    summary = "Peg fifteens, pairs and runs in the play and the show; first to 61 wins (six-card: 121)."
    rules_file = "cribbage-five-card.txt"
    phases = (
        Phase("cut", ("cut",)),
        Phase("starter", ("starter",)),
        Phase("pegging", ("play", "go", "pegging_points")),
        Phase("show_pone", ("show",)),
        Phase("show_dealer", ("show",)),
        Phase("show_crib", ("show",)),
    )
    # "Cut cards to determine who deals first." "Subsequently the turn to deal alternates." (the loop's left)
    first_dealer_by_cut = True

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        if setup.options.variant == SIX_CARD and setup.options.three_for_last:
            raise RuleError(
                "Three for last is a five-card rule: turn it off for six-card cribbage.", "three_for_last"
            )

    def ending(self, options: CribbageOptions) -> Ending:
        # "As soon as someone reaches 61 points, that player wins the game" (checked after every score)
        return Ending(target=target_of(options))

    def new_deal(self, match: Match, number: int, dealer: int) -> CribbageDeal:
        # "the other player immediately pegs 3 points for 'last' ... This is scored on the first deal only."
        options = match.options
        three = number == 1 and options.three_for_last and options.variant == FIVE_CARD
        return CribbageDeal(number, dealer, three_for_last=three)

    def _moved(self, match: Match, deal: CribbageDeal) -> Match:
        """The deal with a new entry: over after the crib is counted; the game over as soon as anyone
        reaches the target, whatever scored it."""
        match, facts = replace(match, deal=deal), {"deal": deal}
        row = row_of(match.names, deal, match.options.variant)
        if len(deal.shown) == 3:
            return self.finish_deal(match, row, facts=facts)
        return self.end_if_reached(match, row, facts=facts)

    # --- The cut and the start card ------------------------------------------------------------------

    def on_cut(self, match: Match, payload: Mapping[str, Any]) -> Match:
        names = match.names
        has_cards, has_dealer = _given(payload.get("cards")), _given(payload.get("dealer"))
        if has_cards and has_dealer:
            raise RuleError("Enter the cards cut or who deals, not both.", "dealer")
        if has_dealer:
            dealer, cut = read_seat(payload, "dealer", names, "The first dealer"), ()
        elif has_cards:
            cut = _read_cut(payload.get("cards"), names)
            # "The player cutting the lower card deals" (cards rank ... A(low)).
            dealer = 0 if cut[0].rank.number < cut[1].rank.number else 1
        else:
            raise RuleError("Enter the card each player cut, or who deals first.", "cards")
        match = self.open_deal(match, dealer)
        return self._moved(match, replace(match.deal, cut=tuple(str(c) for c in cut)))

    def on_starter(self, match: Match, payload: Mapping[str, Any]) -> Match:
        card = _one_card(payload.get("card"), "card", "the start card")
        # "Starting with the non-dealer, the players take turns to play"
        return self._moved(match, replace(match.deal, starter=str(card), turn=match.deal.pone))

    # --- The play ----------------------------------------------------------------------------------

    def _check_turn(self, match: Match, payload: Mapping[str, Any]) -> int:
        """The seat whose turn it is; refuse an entry naming someone else."""
        deal, names = match.deal, match.names
        seat = deal.turn
        if _given(payload.get("player")):
            player = read_seat(payload, "player", names, "The player")
            if player != seat:
                why = ""
                if cards_left(deal, match.options.variant)[player] == 0:
                    why = f"{names[player]} has no cards left, so "
                elif player in deal.on_go:
                    why = f"{names[player]} has said go, so "
                turn = f"it is {names[seat]}'s turn to play, not {names[player]}'s."
                raise RuleError(f"{why}{turn}" if why else _capital(turn), "player")
        return seat

    def on_play(self, match: Match, payload: Mapping[str, Any]) -> Match:
        if _is_go(payload.get("card")):
            return self.on_go(match, payload)
        deal, names, variant = match.deal, match.names, match.options.variant
        seat = self._check_turn(match, payload)
        card = _one_card(payload.get("card"), "card", f"the card {names[seat]} plays")
        text = str(card)
        if text == deal.starter:
            raise RuleError(f"{text} is the start card: it cannot be played.", "card")
        for player, played in deal.cards_played:
            if played == text:
                raise RuleError(f"{text} has already been played this deal, by {names[player]}.", "card")
        before = play_count(deal.tokens, variant)
        count = before + card.rank.pip_value
        if count > PLAY_LIMIT:
            # "the total pip value of the cards played by both players must not exceed 31"
            raise RuleError(
                f"{names[seat]} cannot play {card}: the count would go from {before} to {count}, past 31.",
                "card",
            )
        played = replace(deal, plays=(*deal.plays, (seat, text)))
        return self._moved(match, _after_card(played, seat, count, variant))

    def on_go(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "A player who cannot play without exceeding 31 does not play a card but says 'Go'."
        deal, names, variant = match.deal, match.names, match.options.variant
        seat = self._check_turn(match, payload)
        count = play_count(deal.tokens, variant)
        if count <= ANY_CARD_FITS:
            raise RuleError(
                f"{names[seat]} cannot say go at a count of {count}: any card can be played without"
                " passing 31.",
                "card",
            )
        deal = replace(deal, on_go=deal.on_go | {seat})
        left, other = cards_left(deal, variant), 1 - seat
        if left[other] and other not in deal.on_go:
            return self._moved(match, replace(deal, turn=other))
        return self._moved(match, _count_over(deal, deal.cards_played[-1][0], variant, left))

    def on_pegging_points(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names, variant = match.deal, match.names, match.options.variant
        if deal.plays:
            raise RuleError(
                "Cards have been played this deal: carry on card by card, or undo them to enter points.",
                "points",
            )
        labels = [f"{name}'s pegging points" for name in names]
        points = read_int_list(payload, "points", labels, minimum=0, maximum=MOST_PEGGED[variant])
        target = target_of(match.options)
        if all(total + p >= target for total, p in zip(self._totals(match), points, strict=True)):
            raise RuleError(
                f"{joined(names)} would both reach {target}, but the game ends the moment one does:"
                " enter only the winner's points, or peg card by card.",
                "points",
            )
        deal = replace(deal, pegged_as_points=points, pegging_over=True, turn=None, on_go=frozenset())
        return self._moved(match, deal)

    # --- The show ----------------------------------------------------------------------------------

    def on_show(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, variant = match.deal, match.options.variant
        seat, crib = deal.shower
        what = _what(match.names, seat, crib)
        has_cards, has_points = _given(payload.get("cards")), _given(payload.get("points"))
        if has_cards == has_points:
            which = "not both" if has_cards else "one or the other"
            size = SHOW_SIZES[variant, crib]
            raise RuleError(f"Enter the {size} cards of {what} or the points it counts, {which}.", "cards")
        if has_points:
            most = MOST_SHOWN[variant, crib]
            points = read_int(payload, "points", _capital(what), minimum=0, maximum=most)
            shown = Shown(seat, crib, (), None, points)
        else:
            cards = self._read_show_cards(match, payload.get("cards"), seat, crib)
            # "The start card also counts as part of the hand when scoring combinations."
            result = show(cards, deal.starter, crib=crib, variant=variant)
            shown = Shown(seat, crib, tuple(str(c) for c in cards), result, result.total)
        return self._moved(match, replace(deal, shown=(*deal.shown, shown)))

    def _read_show_cards(self, match: Match, value: Any, seat: int, crib: bool) -> list[Card]:
        deal, names, variant = match.deal, match.names, match.options.variant
        subject = _capital(_what(names, seat, crib))
        cards = read_cards(value, _DECK, field_name="cards", who=subject)
        size = SHOW_SIZES[variant, crib]
        if len(cards) != size:
            raise RuleError(f"{subject} has {size} cards besides the start card, not {len(cards)}.", "cards")
        texts = [str(c) for c in cards]
        played_by = dict((card, s) for s, card in deal.cards_played)
        for text in texts:
            if text == deal.starter:
                raise RuleError(f"{subject} cannot hold {text}: it is the start card.", "cards")
            for other in deal.shown:
                if text in other.cards:
                    where = _what(names, other.seat, other.crib)
                    raise RuleError(f"{subject} cannot hold {text}: it is in {where}.", "cards")
            player = played_by.get(text)
            if player is not None and (crib or player != seat):
                raise RuleError(f"{subject} cannot hold {text}: {names[player]} played it.", "cards")
        missing = [card for s, card in deal.cards_played if s == seat and card not in texts and not crib]
        if missing:
            raise RuleError(f"{subject} must hold {joined(missing)}, which {names[seat]} played.", "cards")
        return cards

    # --- What comes next -----------------------------------------------------------------------------

    def deal_prompt(self, match: Match) -> Prompt:
        names, deal = match.names, match.deal
        if deal is None:
            three = match.options.three_for_last and match.options.variant == FIVE_CARD
            data = {"three_for_last": three, "target": target_of(match.options)}
            return self.ask("cut", "Cut for the first deal: the lower card deals", data=data)
        head = f"Deal {deal.number} · {names[deal.dealer]}'s crib"
        data = self._deal_data(match)
        if deal.starter is None:
            return self.ask("starter", f"{head} · turn up the start card", data=data)
        if not deal.pegging_over:
            return self.ask(
                "pegging", f"{head} · the play · count {data['count']}", actor=deal.turn, data=data
            )
        seat, crib = deal.shower
        phase = ("show_pone", "show_dealer", "show_crib")[len(deal.shown)]
        title = f"{head} · the show: {_what(names, seat, crib)}"
        return self.ask(phase, title, actor=seat, data=data | self._show_data(match, seat, crib))

    def _deal_data(self, match: Match) -> dict[str, Any]:
        deal, variant = match.deal, match.options.variant
        data: dict[str, Any] = {
            "deal": deal.number,
            "dealer": deal.dealer,
            "pone": deal.pone,
            "starter": deal.starter,
            "variant": variant,
            "hand_cards": SHOW_SIZES[variant, False],
            "target": target_of(match.options),
            "most_pegged": MOST_PEGGED[variant],
            "seen": _seen(deal),
            "count": 0,
        }
        if deal.starter is None and match.played:
            data["previous"] = self._show_rows(match, match.played[-1].facts["deal"])
        if deal.starter is not None and deal.pegged_as_points is None:
            count = 0 if deal.pegging_over else play_count(deal.tokens, variant)
            data |= {
                "count": count,
                "plays": _play_rows(deal, variant),
                "cards_left": list(cards_left(deal, variant)),
                "on_go": sorted(deal.on_go),
                "can_go": count > ANY_CARD_FITS,
                "quick_allowed": not deal.plays,
            }
        return data

    def _show_data(self, match: Match, seat: int, crib: bool) -> dict[str, Any]:
        deal, variant = match.deal, match.options.variant
        played = [card for s, card in deal.cards_played if s == seat and not crib]
        return {
            "seat": seat,
            "crib": crib,
            "size": SHOW_SIZES[variant, crib],
            "most_shown": MOST_SHOWN[variant, crib],
            "must_hold": played,
            # The player's own played cards are entered again: only the others are out of reach.
            "seen": [card for card in _seen(deal) if card not in played],
            "shows": self._show_rows(match, deal),
        }

    def _show_rows(self, match: Match, deal: CribbageDeal) -> list[dict[str, Any]]:
        """What was counted in the show so far, for the table to check."""
        return [
            {
                "what": _what(match.names, shown.seat, shown.crib),
                "cards": list(shown.cards),
                "points": shown.points,
                "said": shown.result.said if shown.result else "counted at the table",
                "lines": [
                    {"label": line.label, "points": line.points, "cards": list(line.cards)}
                    for line in (shown.result.lines if shown.result else ())
                ],
            }
            for shown in deal.shown
        ]

    # --- The sheet and the board ---------------------------------------------------------------------

    def deal_row(self, match: Match) -> HandRow | None:
        """The deal in progress on the sheet, as soon as it has a start card or a score."""
        deal, variant = match.deal, match.options.variant
        if deal.starter is None and not deal_scores(deal, variant):
            return None
        return row_of(match.names, deal, variant)

    def progress(self, match: Match) -> str | None:
        """A line for the scoreboard about the deal under way."""
        names, deal = match.names, match.deal
        if deal is None:
            return None
        if deal.starter is None:
            return f"{names[deal.pone]} cuts, {names[deal.dealer]} turns up the start card"
        if not deal.pegging_over:
            count = play_count(deal.tokens, match.options.variant)
            return f"Start card {deal.starter} · count {count} · {names[deal.turn]} to play"
        return f"Start card {deal.starter} · counting {_what(names, *deal.shower)}"

    def result(self, match: Match) -> str:
        """'Bob wins 61–48, pegging out with thirty-one': the score that reached the target says how."""
        record, target = match.played[-1], target_of(match.options)
        totals = [t - (p or 0) for t, p in zip(match.totals, record.row.points, strict=True)]
        for scored in deal_scores(record.facts["deal"], match.options.variant):
            totals[scored.seat] += scored.points
            if totals[scored.seat] >= target:
                return f"{super().result(match)}, {scored.how}"
        return super().result(match)

    def extras(self, match: Match) -> dict[str, Any]:
        """What the pegboard shows: each player's front and rear peg, and the latest score."""
        deals = [record.facts["deal"] for record in match.played] + ([match.deal] if match.deal else [])
        last = [0] * PLAYERS
        for deal in deals:
            for scored in deal_scores(deal, match.options.variant):
                if scored.points:
                    last[scored.seat] = scored.points
        totals = self._totals(match)
        return {
            "pegs": [[totals[seat], totals[seat] - last[seat]] for seat in range(PLAYERS)],
            "layout": match.options.board_layout,
            "target": target_of(match.options),
            "last": last,
        }

    def _totals(self, match: Match) -> tuple[int, ...]:
        """The totals with the deal in progress pegged."""
        row = None if match.is_over or match.deal is None else self.deal_row(match)
        return match.totals if row is None else add_row(match.totals, row)

    # --- The simulation test -------------------------------------------------------------------------

    def random_entry(self, match: Match, rng: Random) -> Event:
        """The cut, a start card, a card that fits under 31 (or go, or the pegging as points), a show as
        points within its bounds."""
        deal, variant = match.deal, match.options.variant
        if deal is None:
            if rng.random() < 0.5:
                return Event("cut", {"dealer": rng.randrange(PLAYERS)})
            return Event("cut", {"cards": [str(c) for c in rng.sample(_DECK, 2)]})
        seen = set(_seen(deal))
        unseen = [card for card in _DECK if str(card) not in seen]
        if deal.starter is None:
            return Event("starter", {"card": str(rng.choice(unseen))})
        if not deal.pegging_over:
            if not deal.plays and rng.random() < 0.15:
                return Event("pegging_points", {"points": [rng.randint(0, 8), rng.randint(0, 8)]})
            count = play_count(deal.tokens, variant)
            fits = [card for card in unseen if count + card.rank.pip_value <= PLAY_LIMIT]
            if count > ANY_CARD_FITS and (not fits or rng.random() < 0.3):
                return Event("go", {"player": deal.turn})
            return Event("play", {"card": str(rng.choice(fits)), "player": deal.turn})
        most = MOST_SHOWN[variant, deal.shower[1]]
        return Event("show", {"points": rng.randint(0, most // 2)})
