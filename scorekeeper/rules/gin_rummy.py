"""Gin Rummy, with Oklahoma Gin and the three- and four-player games (``gin-rummy.txt``).

The table plays with real cards and records each hand when it ends: who knocked and either both players'
ten cards (the app spreads the melds, finds the deadwood, lays off the defender's cards and decides knock,
gin or undercut with ``calc.gin``) or, for quick tables, the two deadwood counts the players agreed (the
defender's after lay-offs). A hand abandoned with two cards left in the stock is recorded as cancelled.

Scoring follows the text: the knocker with the lower count scores the difference; equal or higher is an
undercut, worth the difference plus 10 to the defender; gin scores 20 plus the defender's count and is
never undercut. The game ends when a cumulative score reaches 100 (Oklahoma 150, four players 125); then
the game bonus (100, or 200 after a shutout) and the box bonus (20 per hand won, not counted toward the
target) are added as rows of the sheet, and the lower total pays the higher the difference.

Built on the deal loop: the target is reached at the end of a hand (``Ending``), the dealer passes by the
option (``Rotation``), four players score as partnerships (``Sides``), and the bonuses are the loop's
closing rows.

Choices where the text is open:

- The first dealer is the game's first dealer (the text draws cards for it). Next, the loser of the hand
  deals (default), or the winner ("many books"), or the deal alternates. A cancelled hand is a row of the
  sheet with no score, and the same dealer deals again.
- The up-card (Oklahoma) is a field of the hand entry, not an entry of its own: one entry per hand.
- "Some play all three are 25" (gin, undercut and box bonus) needs no option of its own: choose 25 for
  each of the three.
- The shutout ("the loser failed to score anything at all") doubles the game bonus to 200 (default) or, as
  an option, doubles "the winner's entire score": the winner's total after the game bonus and the boxes.
- "The player with the lower score pays the player with the higher score": the sheet's winner is the
  column with the higher final total (normally the one who reached the target), and the over prompt says
  who pays whom how much, in points (the stake per point is the table's business).
- Oklahoma: the target is 150 by default; with four players the partnership target 125 is the default
  even in Oklahoma (the 4-player sentence is the more specific one).
- Three players: the dealer sits out, the loser deals next (the text's only rule; other dealer options are
  refused). Game bonus, shutout and boxes work as for two; the shutout needs both other players scoreless.
  Settling: each other player settles the difference with the player who reached the target.
- Four players: two partnerships (the game's teams, by default seats 1 and 3 against 2 and 4). Each deal
  has two separate games, recorded as two entries in either order (the knocker names the game). Pairings
  alternate each deal: the first players of each team meet, then the first player meets the second. One
  team deals both games: first the first dealer's team, then by the dealer option applied to teams (the
  team that did not score deals; after a deal where neither team scored, the same team deals again).
  A cancelled game is dealt again by the same dealer to the same pair; the deal's row is made when both
  games have a score. The team score of a deal is the team rule of the text; the team that scores takes the
  deal's box, plus its players' extra boxes (Oklahoma) from games they won in that deal; the game and
  shutout bonuses go to the team as to a player. Settling: the losing team pays the winning team.
- Counts entered by hand: a knock with 0 deadwood is gin (the text's definition) whether or not gin is
  ticked; counts are 0 to 98. Cards: the knocker is taken to spread the least-deadwood arrangement that
  lets the defender lay off least (``calc.gin``); the up-card may be in a player's hand (it can be drawn).
- Table-only rules, not recorded: the draw for first deal, shuffling and cutting, the first-turn up-card
  offer, the 11-card start, taking and discarding the same card (traditional ban, GRA and "action on the
  50th card" allowances: the last is an option shown as a reminder on the cancel button, scoring nothing).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.calc.gin import (
    HAND_SIZE,
    KNOCK_LIMIT,
    CountResult,
    DeadwoodResult,
    GinOptions,
    HandResult,
    LayOffResult,
    deadwood,
    hand_result,
    knock_limit,
    score_counts,
)
from scorekeeper.cards import Card, CardError, Suit, format_cards, parse_cards, standard_52
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    as_int,
    joined,
    number_choices,
    option,
    plural,
    read_cards,
    read_flag,
    read_int,
)
from scorekeeper.rules.base import Event, GameSetup, HandRow, Phase, Prompt, ScoreSheet, running_totals
from scorekeeper.rules.deal_loop import Deal, DealGame, Ending, Match, Rotation, Sides, Tie
from scorekeeper.rules.registry import register

STANDARD, OKLAHOMA = "standard", "oklahoma"
LOSER, WINNER, ALTERNATE = "loser", "winner", "alternate"
GAME_BONUS_200, DOUBLE_SCORE = "game_bonus_200", "double_score"
HAND, CANCELLED = "hand", "cancelled"
#: "This player then receives an additional bonus of 100 points ... 200 points rather than 100."
GAME_BONUS = 100
USUAL_TARGET, OKLAHOMA_TARGET, PARTNERSHIP_TARGET = 100, 150, 125
MAX_COUNT = 98
DECK = tuple(standard_52())
#: "the dealer is the loser of the previous hand"; "the winner of each hand deals the next"; "the turn to
#: deal alternates" (between two players: to the left).
ROTATIONS = {LOSER: Rotation.LOSER, WINNER: Rotation.WINNER, ALTERNATE: Rotation.LEFT}


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GinRummyOptions:
    variant: str = option(
        STANDARD,
        "Variant",
        choices=(
            (STANDARD, "Gin Rummy: knock with 10 or less"),
            (OKLAHOMA, "Oklahoma Gin: the up-card sets it"),
        ),
        help="Oklahoma: the up-card's value is the knock limit (pictures 10) and a spade doubles the hand.",
    )
    target: int = option(
        0,
        "Game to",
        choices=((0, "Usual: 100, Oklahoma 150, four players 125"), *number_choices(100, 125, 150, 200, 250)),
    )
    next_dealer: str = option(
        LOSER,
        "Next dealer",
        choices=(
            (LOSER, "The loser of the hand"),
            (WINNER, "The winner of the hand"),
            (ALTERNATE, "Alternate"),
        ),
        help="Three players: the loser always deals. A cancelled hand is dealt again by the same dealer.",
    )
    gin_bonus: int = option(20, "Gin bonus", choices=number_choices(20, 25))
    undercut_bonus: int = option(10, "Undercut bonus", choices=number_choices(10, 20, 25))
    box_bonus: int = option(
        20,
        "Box bonus per hand won",
        choices=number_choices(20, 25),
        help="Added at the end; not counted toward the target.",
    )
    shutout: str = option(
        GAME_BONUS_200,
        "If the loser never scored",
        choices=(
            (GAME_BONUS_200, "Game bonus 200 instead of 100"),
            (DOUBLE_SCORE, "Winner's entire score doubled"),
        ),
    )
    ace_means_gin: bool = option(False, "Oklahoma: an ace up-card allows only gin")
    extra_boxes: bool = option(
        False,
        "Oklahoma: extra boxes",
        help="Undercut 1 extra box, gin 2; twice as many under a spade up-card.",
    )
    action_on_50th_card: bool = option(
        False,
        "Action on the 50th card",
        help="Table play only: after the third-last stock card is discarded, the other player may take it "
        "to knock or go gin, even discarding the same card. Scoring is unchanged.",
    )


def target_score(options: GinRummyOptions, players: int) -> int:
    """The score that ends the game: the chosen one, else 125 for four players, 150 Oklahoma, 100."""
    if options.target:
        return options.target
    if players == 4:
        return PARTNERSHIP_TARGET
    return OKLAHOMA_TARGET if options.variant == OKLAHOMA else USUAL_TARGET


def gin_options(options: GinRummyOptions) -> GinOptions:
    """The calculator's options for this game."""
    return GinOptions(
        gin_bonus=options.gin_bonus,
        undercut_bonus=options.undercut_bonus,
        knock_limit=KNOCK_LIMIT,
        ace_means_gin=options.ace_means_gin,
        extra_boxes=options.extra_boxes,
    )


# --- A hand and a deal -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Played:
    """One game between two players that ended in a knock (a hand; with four players, half a deal)."""

    dealer: int
    knocker: int
    defender: int
    upcard: Card | None
    result: HandResult | CountResult
    #: The knocker's and the defender's deadwood (the defender's after lay-offs).
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


@dataclass(frozen=True)
class GinDeal(Deal):
    """A hand (two or three players) or a deal of two games (four players) as far as it is recorded.

    With four players ``dealer`` is a seat of the dealing team, and ``cancelled`` lists the pairs whose game
    was cancelled and dealt again (with two or three players a cancelled hand is a row with no game).
    """

    games: tuple[Played, ...] = ()
    cancelled: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Pairing:
    """A game still to be recorded: the two players and its dealer."""

    players: tuple[int, int]
    dealer: int

    def title(self, names: Sequence[str]) -> str:
        return f"{names[self.players[0]]} v {names[self.players[1]]}"


def pairings(sides: Sides, deal_index: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Four players: who plays whom in the ``deal_index``-th deal (0-based). "Players alternate
    opponents, but stay in the same teams"."""
    (a0, a1), (b0, b1) = sides.seats
    if deal_index % 2 == 0:
        return (a0, b0), (a1, b1)
    return (a0, b1), (a1, b0)


def settlement(columns: Sequence[str], totals: Sequence[int], paid: int, plural_names: bool) -> list[str]:
    """Who pays whom: each other column settles the difference with column ``paid``."""
    verb = "pay" if plural_names else "pays"
    lines = []
    for other, name in enumerate(columns):
        if other == paid:
            continue
        difference = totals[paid] - totals[other]
        if difference > 0:
            lines.append(f"{name} {verb} {columns[paid]} {difference}")
        elif difference < 0:
            lines.append(f"{columns[paid]} {verb} {name} {-difference}")
        else:
            lines.append(f"{name} and {columns[paid]} are level: nothing to pay")
    return lines


# --- Reading a hand ----------------------------------------------------------------------------------


def _given(payload: Mapping[str, Any], key: str) -> bool:
    value = payload.get(key)
    return value is not None and value != "" and value != []


def _read_upcard(payload: Mapping[str, Any], oklahoma: bool) -> Card | None:
    if not oklahoma:
        if _given(payload, "upcard"):
            raise RuleError("The up-card only counts in Oklahoma Gin: leave it empty.", "upcard")
        return None
    if not _given(payload, "upcard"):
        raise RuleError("Enter the up-card: in Oklahoma Gin it sets the knock limit.", "upcard")
    value = payload["upcard"]
    try:
        cards = parse_cards(value) if isinstance(value, str | list | tuple) else None
    except CardError as exc:
        raise RuleError(f"Up-card: {exc}", "upcard") from exc
    if not cards or len(cards) != 1 or not isinstance(cards[0], Card):
        raise RuleError("Enter one up-card, such as 7D.", "upcard")
    return cards[0]


def _limit_refusal(name: str, count: int, limit: int, upcard: Card | None) -> str:
    """'Ann cannot knock with 12 deadwood: the limit is 7 (7♦ turned up).'"""
    if upcard is None:
        return f"{name} cannot knock with {count} deadwood: the limit is {limit}."
    if limit == 0:
        return f"{name} cannot knock with {count} deadwood: {upcard.name} turned up, so only gin may knock."
    return f"{name} cannot knock with {count} deadwood: the limit is {limit} ({upcard.name} turned up)."


def _read_knocker(
    names: Sequence[str], payload: Mapping[str, Any], pending: Sequence[Pairing]
) -> tuple[Pairing, int]:
    if not _given(payload, "knocker"):
        raise RuleError("Say who knocked.", "knocker")
    seat = read_int(payload, "knocker", "The knocker", minimum=0, maximum=len(names) - 1)
    for game in pending:
        if seat in game.players:
            return game, seat
    playing = joined([names[s] for g in pending for s in g.players], "or")
    if len(names) == 3:
        reason = f"{names[seat]} dealt and sits out this hand"
    else:
        reason = f"{names[seat]}'s game is already recorded for this deal"
    raise RuleError(f"{reason}: the knocker is {playing}.", "knocker")


def _read_cancelled(names: Sequence[str], payload: Mapping[str, Any], pending: Sequence[Pairing]) -> Pairing:
    """The game cancelled: the only one, or with four players the one a player of it names."""
    if len(pending) == 1 and not _given(payload, "player"):
        return pending[0]
    if not _given(payload, "player"):
        games = joined([g.title(names) for g in pending], "or")
        raise RuleError(f"Say which game was cancelled: {games}.", "player")
    seat = as_int(payload["player"], "The cancelled game", "player")
    for game in pending:
        if seat in game.players:
            return game
    raise RuleError("Name a player of a game still to be recorded in this deal.", "player")


def _by_cards(
    names: Sequence[str], seats: tuple[int, int], payload: Mapping[str, Any], upcard: Card | None, limit: int
) -> list[list[Card]]:
    """Both players' ten cards (knocker first): none in both hands, the knocker within the limit."""
    hands = [
        read_cards(payload.get(key) or "", DECK, count=HAND_SIZE, field_name=key, who=names[seat])
        for key, seat in zip(("knocker_cards", "defender_cards"), seats, strict=True)
    ]
    both = [c for c in hands[0] if c in set(hands[1])]
    if both:
        cards, verb = joined([str(c) for c in both]), "is" if len(both) == 1 else "are"
        knocker, defender = (names[s] for s in seats)
        raise RuleError(f"{cards} {verb} in both {knocker}'s and {defender}'s cards.", "defender_cards")
    count = deadwood(hands[0]).deadwood
    if count > limit:
        raise RuleError(_limit_refusal(names[seats[0]], count, limit, upcard), "knocker_cards")
    return hands


def _read_counts(
    names: Sequence[str], seats: tuple[int, int], payload: Mapping[str, Any], upcard: Card | None, limit: int
) -> tuple[int, int]:
    """The knocker's deadwood (0 for gin) and the defender's after lay-offs."""
    knocker, defender = (names[s] for s in seats)
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


def read_hand(
    names: Sequence[str], options: GinRummyOptions, payload: Mapping[str, Any], pending: Sequence[Pairing]
) -> Played:
    """A knock, by both players' cards or by the two counts, scored by ``calc.gin``."""
    game, knocker = _read_knocker(names, payload, pending)
    seats = (knocker, game.players[1] if knocker == game.players[0] else game.players[0])
    upcard = _read_upcard(payload, options.variant == OKLAHOMA)
    # "the total value of your deadwood must be 10 points or less"; Oklahoma: the up-card's value
    limit = knock_limit(KNOCK_LIMIT, upcard, options.ace_means_gin)
    has_cards = _given(payload, "knocker_cards") or _given(payload, "defender_cards")
    has_counts = any(_given(payload, k) for k in ("knocker_count", "defender_count")) or read_flag(
        payload, "gin", "Gin"
    )
    if has_cards == has_counts:
        which = "not both" if has_cards else "one or the other"
        raise RuleError(f"Enter both players' cards or the two deadwood counts, {which}.", "knocker_cards")
    if has_cards:
        mine, theirs = _by_cards(names, seats, payload, upcard, limit)
        try:
            result = hand_result(mine, theirs, options=gin_options(options), oklahoma_upcard=upcard)
        except CardError as exc:  # already checked above; kept so no card error escapes as a crash
            raise RuleError(str(exc), "knocker_cards") from exc
        return Played(
            game.dealer, *seats, upcard, result, (result.knocker.deadwood, result.defender.deadwood)
        )
    counts = _read_counts(names, seats, payload, upcard, limit)
    result = score_counts(*counts, options=gin_options(options), oklahoma_upcard=upcard)
    return Played(game.dealer, *seats, upcard, result, counts)


# --- What the sheet says ------------------------------------------------------------------------------


def _meld_text(melds: Sequence[Sequence[Card]]) -> str:
    return " · ".join(" ".join(format_cards(m)) for m in melds) or "none"


def _melds_line(spread: DeadwoodResult | LayOffResult) -> ScoreLine:
    cards = tuple(format_cards(c for meld in spread.melds for c in meld))
    return ScoreLine(f"melds {_meld_text(spread.melds)}", 0, cards)


def _deadwood_line(spread: DeadwoodResult | LayOffResult) -> ScoreLine:
    return ScoreLine(f"deadwood {spread.deadwood}", 0, tuple(format_cards(spread.unmatched)))


def _detail_lines(names: Sequence[str], game: Played) -> tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...]]:
    """What each of the two players showed (0-point lines): melds, lay-offs, deadwood."""
    result = game.result
    if not isinstance(result, HandResult):
        mine, theirs = game.counts
        return (ScoreLine(f"deadwood {mine}", 0),), (ScoreLine(f"deadwood {theirs} after lay-offs", 0),)
    knocker, defender = result.knocker, result.defender
    lay_offs = []
    for lay in defender.lay_offs:
        cards, meld = " ".join(format_cards(lay.cards)), " ".join(format_cards(knocker.melds[lay.meld]))
        lay_offs.append(ScoreLine(f"laid off {cards} on {meld}", 0, tuple(format_cards(lay.cards))))
    return (
        (_melds_line(knocker), _deadwood_line(knocker)),
        (_melds_line(defender), *lay_offs, _deadwood_line(defender)),
    )


def game_sentence(names: Sequence[str], game: Played) -> str:
    """'Ann knocked with 10; Bob undercut with 9: difference 10 - 9 = 1, plus the undercut bonus 10 = 11.'"""
    mine, theirs = game.counts
    knocker, defender = names[game.knocker], names[game.defender]
    outcome = game.result.outcome
    if outcome == "gin":
        text = f"{knocker} went gin; {defender} had {theirs}"
    elif outcome == "undercut":
        text = f"{knocker} knocked with {mine}; {defender} undercut with {theirs}"
    else:
        text = f"{knocker} knocked with {mine}; {defender} had {theirs}"
    up = f"Up-card {game.upcard.name}. " if game.upcard else ""
    return f"{up}{text}: {names[game.winner]} scores {game.result.summary}."


def _game_note(game: Played) -> str:
    note = game.result.outcome
    if game.upcard is not None and game.upcard.suit is Suit.SPADES:
        note += " · ♠ doubled"
    if game.result.boxes > 1:
        note += f" · {game.result.boxes} boxes"
    return note


def player_row(names: Sequence[str], deal: GinDeal) -> HandRow:
    """A hand of the two- or three-player game: the winner's points, what each player showed."""
    n = len(names)
    points: list[int | None] = [None] * n
    notes = [""] * n
    lines: list[tuple[ScoreLine, ...]] = [()] * n
    if n == 3:
        notes[deal.dealer] = "dealt"
    if not deal.games:
        summary = f"Cancelled: the stock fell to two cards. {names[deal.dealer]} deals again."
        return HandRow(f"Hand {deal.number}", tuple(points), tuple(notes), tuple(lines), summary)
    game = deal.games[0]
    lines[game.knocker], lines[game.defender] = _detail_lines(names, game)
    lines[game.winner] = (*lines[game.winner], *game.result.lines)
    points[game.winner] = game.points
    notes[game.winner] = _game_note(game)
    if game.result.outcome == "undercut":
        notes[game.knocker] = "knocked"
    summary = game_sentence(names, game)
    return HandRow(f"Hand {deal.number}", tuple(points), tuple(notes), tuple(lines), summary)


def team_points(sides: Sides, deal: GinDeal) -> tuple[int | None, int | None]:
    """The partnership rule: "if both players on a team won, the team scores the total of their points.
    If one player from each team won, the team with the higher score scores the difference"."""
    won = [0, 0]
    for game in deal.games:
        won[sides.of(game.winner)] += game.points
    difference = won[0] - won[1]
    return (difference or None, None) if difference >= 0 else (None, -difference)


def team_row(names: Sequence[str], sides: Sides, deal: GinDeal) -> HandRow:
    """A deal of the partnership game: the two games' points netted between the teams."""
    points = team_points(sides, deal)
    won = [[g for g in deal.games if sides.of(g.winner) == team] for team in (0, 1)]
    notes = tuple(
        ", ".join(f"{names[g.winner]} {g.result.outcome} {g.points}" for g in games) for games in won
    )
    lines = []
    for team, games in enumerate(won):
        own = [
            ScoreLine(f"{names[g.winner]} v {names[g.loser]}: {g.result.summary}", g.points) for g in games
        ]
        if points[team]:
            own += [ScoreLine(f"less {names[g.winner]} v {names[g.loser]}", -g.points) for g in won[1 - team]]
        else:
            own = [replace(line, label=f"{line.label} (netted)", points=0) for line in own]
        lines.append(tuple(own))
    sentences = [game_sentence(names, g) for g in deal.games]
    if deal.cancelled:
        again = joined([f"{names[a]} v {names[b]}" for a, b in deal.cancelled])
        sentences.insert(0, f"Cancelled and dealt again: {again}.")
    scorer = next((i for i, p in enumerate(points) if p), None)
    if scorer is None:
        sentences.append("The teams' points cancel out: no score.")
    else:
        sentences.append(f"{sides.names[scorer]} score {points[scorer]}.")
    return HandRow(f"Deal {deal.number}", points, notes, tuple(lines), " ".join(sentences))


def deal_boxes(sides: Sides, deal: GinDeal, points: Sequence[int | None]) -> tuple[int, ...]:
    """Boxes won in one row: the hand's winner's (with Oklahoma's extra boxes), or one for the team that
    scored the deal plus its players' extra boxes from that deal."""
    if not sides.is_team(0):
        boxes = [0] * len(sides.names)
        for game in deal.games:
            boxes[game.winner] += game.result.boxes
        return tuple(boxes)
    return tuple(
        1 + sum(g.result.boxes - 1 for g in deal.games if sides.of(g.winner) == team) if scored else 0
        for team, scored in enumerate(points)
    )


def final_rows(
    options: GinRummyOptions,
    columns: Sequence[str],
    winner: int,
    hand_totals: Sequence[int],
    boxes: Sequence[int],
    target: int,
) -> list[HandRow]:
    """The game bonus, the boxes and (shutout option) the doubling, as rows so totals = sum of rows."""
    n = len(columns)

    def only(value: Any, empty: Any = None) -> tuple[Any, ...]:
        return tuple(value if i == winner else empty for i in range(n))

    # "If the loser failed to score anything at all during the game, then the winner's bonus is 200"
    shutout = all(total == 0 for i, total in enumerate(hand_totals) if i != winner)
    bonus = 2 * GAME_BONUS if shutout and options.shutout == GAME_BONUS_200 else GAME_BONUS
    losers = joined([columns[i] for i in range(n) if i != winner])
    why = f"{columns[winner]} reached {target}" + (
        f" and {losers} scored nothing (shutout)" if shutout else ""
    )
    game_lines = only((ScoreLine("game bonus", bonus),), ())
    rows = [HandRow("Game bonus", only(bonus), only("game", ""), game_lines, f"{why}: game bonus {bonus}.")]
    # "each player adds a further 20 points for each hand they won ... cannot be counted as part of the 100"
    box, words = options.box_bonus, [plural(b, "box", "boxes") for b in boxes]
    rows.append(
        HandRow(
            "Boxes",
            tuple(b * box or None for b in boxes),
            tuple(w if b else "" for b, w in zip(boxes, words, strict=True)),
            tuple(
                (ScoreLine(f"{w} × {box}", b * box),) if b else () for b, w in zip(boxes, words, strict=True)
            ),
            f"{box} per hand won, not counted toward {target}.",
        )
    )
    if shutout and options.shutout == DOUBLE_SCORE:
        # "the winner's entire score is doubled"
        so_far = running_totals([HandRow("", tuple(hand_totals)), *rows], n)[winner]
        summary = f"{losers} scored nothing: {columns[winner]}'s score {so_far} doubled to {2 * so_far}."
        doubled = only((ScoreLine("shutout: entire score doubled", so_far),), ())
        rows.append(HandRow("Shutout", only(so_far), only("doubled", ""), doubled, summary))
    return rows


# --- The ruleset -------------------------------------------------------------------------------------


@register
class GinRummy(DealGame[GinRummyOptions]):
    slug = "gin-rummy"
    name = "Gin Rummy"
    min_players, max_players = 2, 4
    Options = GinRummyOptions
    uses_teams = True
    summary = (
        "Knock with 10 or less; undercut, gin and box bonuses; game to 100. Oklahoma Gin, three players, "
        "and four in partnerships."
    )
    rules_file = "gin-rummy.txt"
    phases = (Phase(HAND, (HAND, CANCELLED)),)
    payload_hint = "Enter who knocked and the cards or the counts."

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        options: GinRummyOptions = setup.options
        if options.variant != OKLAHOMA:
            for name, label in (
                ("ace_means_gin", "An ace up-card allowing only gin"),
                ("extra_boxes", "Extra boxes"),
            ):
                if getattr(options, name):
                    raise RuleError(
                        f"{label} is an Oklahoma Gin rule: choose Oklahoma Gin or turn it off.", name
                    )
        if setup.size == 3 and options.next_dealer != LOSER:
            raise RuleError(
                "With three players the loser of each hand deals the next: choose “the loser of the hand”.",
                "next_dealer",
            )
        if setup.size == 4 and setup.teams and sorted(len(t) for t in setup.teams) != [2, 2]:
            raise RuleError("Four players play as two partnerships of two.", "teams")

    # --- The parts ----------------------------------------------------------------------------------

    def ending_for(self, setup: GameSetup) -> Ending:
        # "until one player's cumulative score reaches 100 points or more"; the bonuses then added decide
        # who is paid: "the player with the lower score pays the player with the higher score".
        return Ending(target=target_score(setup.options, setup.size), ties=Tie.HIGHER)

    def sides(self, setup: GameSetup) -> Sides:
        # "Four people can play as two partnerships."
        return Sides.partnerships(setup) if setup.size == 4 else Sides.players(setup)

    def dealer_rotation(self, options: GinRummyOptions) -> Rotation:
        return ROTATIONS[options.next_dealer]

    def new_deal(self, match: Match, number: int, dealer: int) -> GinDeal:
        return GinDeal(number, dealer)

    # --- Entries ----------------------------------------------------------------------------------

    def on_hand(self, match: Match, payload: Mapping[str, Any]) -> Match:
        played = read_hand(match.names, match.options, payload, self.pending(match))
        deal = replace(match.deal, games=(*match.deal.games, played))
        if match.setup.size == 4 and len(deal.games) < 2:
            return replace(match, deal=deal)  # the other pair's game is still to come
        return self._score(replace(match, deal=deal))

    def on_cancelled(self, match: Match, payload: Mapping[str, Any]) -> Match:
        game = _read_cancelled(match.names, payload, self.pending(match))
        deal = match.deal
        if match.setup.size == 4:
            # The same dealer deals that pair's game again; the deal goes on.
            return replace(match, deal=replace(deal, cancelled=(*deal.cancelled, game.players)))
        return self._score(match)

    def _score(self, match: Match) -> Match:
        """The hand (or the four players' deal) is over: its row and boxes, then who deals next."""
        deal, names, sides = match.deal, match.names, self.sides(match.setup)
        if match.setup.size == 4:
            row = team_row(names, sides, deal)
            facts = {"games": deal.games, "boxes": deal_boxes(sides, deal, row.points)}
            return self.finish_deal(match, row, facts=facts, deals_next=self._team_deals_next(match, row))
        row = player_row(names, deal)
        facts = {"games": deal.games, "boxes": deal_boxes(sides, deal, row.points)}
        if not deal.games:
            # "the hand is cancelled, there is no score, and the same dealer deals again"
            return self.finish_deal(match, row, facts=facts, deals_next=deal.dealer)
        game = deal.games[0]
        return self.finish_deal(match, row, facts=facts, winner=game.winner, loser=game.loser)

    def _team_deals_next(self, match: Match, row: HandRow) -> int:
        """Four players: the dealer option applied to teams (the team that did not score, the one that did,
        or the other team); after a deal whose points cancel out, the same team deals again."""
        sides, rule = self.sides(match.setup), match.options.next_dealer
        team = sides.of(match.deal.dealer)
        scorer = next((side for side, p in enumerate(row.points) if p), None)
        if rule == ALTERNATE:
            team = sides.other(team)
        elif scorer is not None:
            team = scorer if rule == WINNER else sides.other(scorer)
        return sides.seats[team][0]

    # --- What comes next ----------------------------------------------------------------------------

    def pending(self, match: Match) -> list[Pairing]:
        """The games still to record in the hand or deal in progress."""
        setup, deal = match.setup, match.deal
        if setup.size == 2:
            return [Pairing((0, 1), deal.dealer)]
        if setup.size == 3:
            # "the dealer deals to the other two players but does not take part in the play"
            first, second = (s for s in range(3) if s != deal.dealer)
            return [Pairing((first, second), deal.dealer)]
        sides = self.sides(setup)
        team = sides.seats[sides.of(deal.dealer)]
        done = {s for g in deal.games for s in (g.knocker, g.defender)}
        return [
            Pairing(pair, next(s for s in pair if s in team))
            for pair in pairings(sides, deal.number - 1)
            if not done & set(pair)
        ]

    def _title(self, match: Match) -> str:
        names, deal, pending = match.names, match.deal, self.pending(match)
        if match.setup.size == 4:
            games = " · ".join(f"{g.title(names)}, {names[g.dealer]} deals" for g in pending)
            return f"Deal {deal.number} · {games}"
        title = f"Hand {deal.number} · {names[deal.dealer]} deals"
        return f"{title} · {pending[0].title(names)}" if match.setup.size == 3 else title

    def deal_prompt(self, match: Match) -> Prompt:
        names, options = match.names, match.options
        pending = self.pending(match)
        data = {
            "hand": match.deal.number,
            "games": [
                {"players": list(g.players), "dealer": g.dealer, "title": g.title(names)} for g in pending
            ],
            "knockers": sorted(s for g in pending for s in g.players),
            "oklahoma": options.variant == OKLAHOMA,
            "knock_limit": KNOCK_LIMIT,
            "ace_means_gin": options.ace_means_gin,
            "action_on_50th_card": options.action_on_50th_card,
            "target": self.ending_for(match.setup).target,
            "boxes": list(self._boxes(match)),
            "last": self._last_game(match),
        }
        return self.ask(HAND, self._title(match), data=data)

    def progress(self, match: Match) -> str | None:
        return self._title(match) if match.deal else None

    def _last_game(self, match: Match) -> dict[str, Any] | None:
        """The latest recorded game, for the form's "last hand" details."""
        games = [g for record in match.played for g in record.facts["games"]] + list(match.deal.games)
        if not games:
            return None
        game, names = games[-1], match.names
        k_lines, d_lines = _detail_lines(names, game)
        details = [f"{names[game.knocker]}: {line.label}" for line in k_lines]
        details += [f"{names[game.defender]}: {line.label}" for line in d_lines]
        return {"sentence": game_sentence(names, game), "details": details, "by_cards": game.by_cards}

    # --- The end of the game and the score pad -------------------------------------------------------

    def _boxes(self, match: Match) -> tuple[int, ...]:
        """Boxes won so far, per column ("line bonus"; Oklahoma extra boxes included)."""
        per_deal = [record.facts["boxes"] for record in match.played]
        return tuple(map(sum, zip(*per_deal, strict=True))) if per_deal else (0,) * len(match.totals)

    def _hand_totals(self, match: Match) -> tuple[int, ...]:
        """The totals that count toward the target: the hands' points, without the closing bonuses."""
        return running_totals((record.row for record in match.played), len(match.totals))

    def _reached(self, match: Match) -> int:
        """The column that reached the target (one side scores a row, so only one can)."""
        target = self.ending_for(match.setup).target
        return next(c for c, total in enumerate(self._hand_totals(match)) if total >= target)

    def _settlement(self, match: Match, totals: Sequence[int]) -> list[str]:
        names = self.sides(match.setup).names
        return settlement(names, totals, self._reached(match), match.setup.size == 4)

    def closing_rows(self, match: Match) -> tuple[HandRow, ...]:
        """The game bonus, the boxes and the shutout doubling; the last row says who pays whom."""
        names, reached = self.sides(match.setup).names, self._reached(match)
        target = self.ending_for(match.setup).target
        rows = final_rows(match.options, names, reached, match.totals, self._boxes(match), target)
        final = running_totals([HandRow("", match.totals), *rows], len(names))
        last = rows[-1]
        pays = "; ".join(self._settlement(match, final))
        return (*rows[:-1], replace(last, summary=f"{last.summary} {pays}.".strip()))

    def result(self, match: Match) -> str:
        """'Ann reached 100 · Bob pays Ann 240'."""
        names, target = self.sides(match.setup).names, self.ending_for(match.setup).target
        pays = "; ".join(self._settlement(match, match.totals))
        return f"{names[self._reached(match)]} reached {target} · {pays}"

    def extras(self, match: Match) -> dict[str, Any]:
        extras: dict[str, Any] = {
            "boxes": list(self._boxes(match)),
            "hand_totals": list(self._hand_totals(match)),
        }
        if match.is_over:
            extras |= {"settlement": self._settlement(match, match.totals), "reached": self._reached(match)}
        return extras

    def score_sheet(self, match: Match) -> ScoreSheet:
        sheet = super().score_sheet(match)
        # Four players: a player of each pair deals (the prompt names both), so no one dealer is shown.
        return replace(sheet, dealer=None) if match.setup.size == 4 else sheet

    # --- The simulation test -------------------------------------------------------------------------

    def random_entry(self, match: Match, rng: Random) -> Event:
        """A hand by counts (a knock within the limit, gin, an undercut ...), now and then a cancelled one."""
        game = rng.choice(self.pending(match))
        if rng.random() < 0.1:
            return Event(CANCELLED, {"player": game.players[0]})
        payload: dict[str, Any] = {"knocker": rng.choice(game.players)}
        limit = KNOCK_LIMIT
        if match.options.variant == OKLAHOMA:
            upcard = rng.choice(DECK)
            payload["upcard"] = str(upcard)
            limit = knock_limit(KNOCK_LIMIT, upcard, match.options.ace_means_gin)
        mine = 0 if rng.random() < 0.2 else rng.randint(0, limit)
        return Event(
            HAND, payload | {"knocker_count": mine, "defender_count": rng.randint(0, 60), "gin": not mine}
        )
