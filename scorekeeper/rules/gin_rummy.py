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
from typing import Any

from scorekeeper.calc.gin import (
    HAND_SIZE,
    KNOCK_LIMIT,
    CountResult,
    GinOptions,
    HandResult,
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
from scorekeeper.rules.base import (
    GameSetup,
    HandRow,
    Phase,
    Prompt,
    Ruleset,
    ScoreSheet,
    best_columns,
    odd_even_teams,
    reached_target,
    running_totals,
    team_name,
)
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


# --- State -----------------------------------------------------------------------------------------


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


@dataclass(frozen=True, slots=True)
class Deal:
    """One row of the sheet: a hand (2-3 players) or a deal of two games (4 players).

    ``dealer`` is the dealer's seat, or with four players the dealing team. ``cancelled`` lists the pairs
    whose game was cancelled (with two or three players, a cancelled hand is a row with no game).
    """

    number: int
    dealer: int
    games: tuple[Played, ...] = ()
    cancelled: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class GinState:
    setup: GameSetup
    deals: tuple[Deal, ...] = ()
    #: Who deals the hand in progress: a seat, or with four players the dealing team.
    dealer: int = 0
    #: Four players: the deal in progress once one of its games is recorded or cancelled.
    partial: Deal | None = None


@dataclass(frozen=True, slots=True)
class _Pending:
    """A game still to be recorded: the two players and the dealer."""

    players: tuple[int, int]
    dealer: int


# --- Helpers ----------------------------------------------------------------------------------------


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


def teams_of(setup: GameSetup) -> tuple[tuple[int, ...], ...]:
    """The partnerships of a four-player game (seats 1 and 3 against 2 and 4 unless set)."""
    return setup.teams or odd_even_teams(setup.size)


def pairings(setup: GameSetup, deal_index: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """Four players: who plays whom in the ``deal_index``-th deal (0-based). "Players alternate
    opponents, but stay in the same teams"."""
    (a0, a1), (b0, b1) = teams_of(setup)
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


def _read_hand_cards(payload: Mapping[str, Any], key: str, name: str) -> list[Card]:
    """Ten cards for one player; the message names the player ("Bob: expected 10 cards, got 9.")."""
    return read_cards(payload.get(key) or "", DECK, count=HAND_SIZE, field_name=key, who=name)


def _limit_refusal(name: str, count: int, limit: int, upcard: Card | None) -> str:
    """'Ann cannot knock with 12 deadwood: the limit is 7 (7♦ turned up).'"""
    if upcard is None:
        return f"{name} cannot knock with {count} deadwood: the limit is {limit}."
    if limit == 0:
        return f"{name} cannot knock with {count} deadwood: {upcard.name} turned up, so only gin may knock."
    return f"{name} cannot knock with {count} deadwood: the limit is {limit} ({upcard.name} turned up)."


def _meld_text(melds: Sequence[Sequence[Card]]) -> str:
    return " · ".join(" ".join(format_cards(m)) for m in melds) or "none"


def _detail_lines(names: Sequence[str], game: Played) -> tuple[tuple[ScoreLine, ...], tuple[ScoreLine, ...]]:
    """What each of the two players showed (0-point lines): melds, lay-offs, deadwood."""
    result = game.result
    if isinstance(result, HandResult):
        knocker, defender = result.knocker, result.defender
        k_lines = [
            ScoreLine(
                f"melds {_meld_text(knocker.melds)}",
                0,
                tuple(format_cards(c for m in knocker.melds for c in m)),
            ),
            ScoreLine(f"deadwood {knocker.deadwood}", 0, tuple(format_cards(knocker.unmatched))),
        ]
        d_lines = [
            ScoreLine(
                f"melds {_meld_text(defender.melds)}",
                0,
                tuple(format_cards(c for m in defender.melds for c in m)),
            )
        ]
        for lay in defender.lay_offs:
            target = " ".join(format_cards(knocker.melds[lay.meld]))
            d_lines.append(
                ScoreLine(
                    f"laid off {' '.join(format_cards(lay.cards))} on {target}",
                    0,
                    tuple(format_cards(lay.cards)),
                )
            )
        d_lines.append(ScoreLine(f"deadwood {defender.deadwood}", 0, tuple(format_cards(defender.unmatched))))
        return tuple(k_lines), tuple(d_lines)
    counts = game.counts
    return (
        (ScoreLine(f"deadwood {counts[0]}", 0),),
        (ScoreLine(f"deadwood {counts[1]} after lay-offs", 0),),
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


# --- The ruleset -------------------------------------------------------------------------------------


@register
class GinRummy(Ruleset[GinRummyOptions, GinState]):
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
    phases = (Phase("hand", ("hand", "cancelled")),)
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

    def start(self, setup: GameSetup) -> GinState:
        self.check_setup(setup)
        if setup.size == 4:
            dealer = next(i for i, team in enumerate(teams_of(setup)) if setup.first_dealer in team)
        else:
            dealer = setup.first_dealer
        return GinState(setup, dealer=dealer)

    # --- Entries ---------------------------------------------------------------------------------

    def on_hand(self, state: GinState, payload: Mapping[str, Any]) -> GinState:
        return self._record(state, played=self._read_hand(state, payload, self._pending(state)))

    def on_cancelled(self, state: GinState, payload: Mapping[str, Any]) -> GinState:
        game = self._read_cancelled(state, payload, self._pending(state))
        return self._record(state, cancelled=game.players)

    def _read_cancelled(
        self, state: GinState, payload: Mapping[str, Any], pending: list[_Pending]
    ) -> _Pending:
        if len(pending) == 1 and not _given(payload, "player"):
            return pending[0]
        names = state.setup.players
        if not _given(payload, "player"):
            games = joined([self._pair_name(names, g) for g in pending], "or")
            raise RuleError(f"Say which game was cancelled: {games}.", "player")
        seat = as_int(payload["player"], "The cancelled game", "player")
        for game in pending:
            if seat in game.players:
                return game
        raise RuleError("Name a player of a game still to be recorded in this deal.", "player")

    def _read_hand(self, state: GinState, payload: Mapping[str, Any], pending: list[_Pending]) -> Played:
        names, options = state.setup.players, state.setup.options
        game, knocker = self._read_knocker(names, payload, pending)
        defender = game.players[1] if knocker == game.players[0] else game.players[0]
        upcard = _read_upcard(payload, options.variant == OKLAHOMA)
        limit = knock_limit(KNOCK_LIMIT, upcard, options.ace_means_gin)
        has_cards = _given(payload, "knocker_cards") or _given(payload, "defender_cards")
        has_counts = any(_given(payload, k) for k in ("knocker_count", "defender_count")) or read_flag(
            payload, "gin", "Gin"
        )
        if has_cards == has_counts:
            which = "not both" if has_cards else "one or the other"
            raise RuleError(
                f"Enter both players' cards or the two deadwood counts, {which}.", "knocker_cards"
            )
        opts = gin_options(options)
        if has_cards:
            by_cards = self._by_cards(names, knocker, defender, payload, upcard, limit, opts)
            counts = (by_cards.knocker.deadwood, by_cards.defender.deadwood)
            return Played(game.dealer, knocker, defender, upcard, by_cards, counts)
        mine, theirs = self._read_counts(names, knocker, defender, payload, upcard, limit)
        result = score_counts(mine, theirs, options=opts, oklahoma_upcard=upcard)
        return Played(game.dealer, knocker, defender, upcard, result, (mine, theirs))

    @staticmethod
    def _read_knocker(
        names: Sequence[str], payload: Mapping[str, Any], pending: list[_Pending]
    ) -> tuple[_Pending, int]:
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

    @staticmethod
    def _by_cards(
        names: Sequence[str],
        knocker: int,
        defender: int,
        payload: Mapping[str, Any],
        upcard: Card | None,
        limit: int,
        opts: GinOptions,
    ) -> HandResult:
        hands = {
            key: _read_hand_cards(payload, key, names[seat])
            for key, seat in (("knocker_cards", knocker), ("defender_cards", defender))
        }
        both = [c for c in hands["knocker_cards"] if c in set(hands["defender_cards"])]
        if both:
            cards = joined([str(c) for c in both])
            verb = "is" if len(both) == 1 else "are"
            raise RuleError(
                f"{cards} {verb} in both {names[knocker]}'s and {names[defender]}'s cards.", "defender_cards"
            )
        count = deadwood(hands["knocker_cards"]).deadwood
        if count > limit:
            raise RuleError(_limit_refusal(names[knocker], count, limit, upcard), "knocker_cards")
        try:
            return hand_result(
                hands["knocker_cards"], hands["defender_cards"], options=opts, oklahoma_upcard=upcard
            )
        except CardError as exc:  # already checked above; kept so no card error escapes as a crash
            raise RuleError(str(exc), "knocker_cards") from exc

    @staticmethod
    def _read_counts(
        names: Sequence[str],
        knocker: int,
        defender: int,
        payload: Mapping[str, Any],
        upcard: Card | None,
        limit: int,
    ) -> tuple[int, int]:
        gin = read_flag(payload, "gin", "Gin")
        if gin and not _given(payload, "knocker_count"):
            mine = 0
        else:
            mine = read_int(
                payload, "knocker_count", f"{names[knocker]}'s deadwood", minimum=0, maximum=MAX_COUNT
            )
        if gin and mine:
            raise RuleError(
                f"Gin means no deadwood: {names[knocker]}'s count must be 0, not {mine}.", "knocker_count"
            )
        label = f"{names[defender]}'s deadwood after lay-offs"
        theirs = read_int(payload, "defender_count", label, minimum=0, maximum=MAX_COUNT)
        if mine > limit:
            raise RuleError(_limit_refusal(names[knocker], mine, limit, upcard), "knocker_count")
        return mine, theirs

    # --- Recording --------------------------------------------------------------------------------

    def _record(
        self, state: GinState, *, played: Played | None = None, cancelled: tuple[int, int] | None = None
    ) -> GinState:
        setup = state.setup
        number = len(state.deals) + 1
        deal = state.partial or Deal(number, state.dealer)
        if played is not None:
            deal = replace(deal, games=(*deal.games, played))
        if cancelled is not None:
            deal = replace(deal, cancelled=(*deal.cancelled, cancelled))
        if setup.size == 4 and len(deal.games) < 2:
            return replace(state, partial=deal)
        deals = (*state.deals, deal)
        return GinState(setup, deals, self._dealer_after(setup, deal), None)

    @staticmethod
    def _dealer_after(setup: GameSetup, deal: Deal) -> int:
        """Who deals after ``deal``: the same dealer after a cancelled hand, else by the option."""
        rule = setup.options.next_dealer
        if setup.size == 4:
            points = _team_points(setup, deal)
            scorer = next((i for i, p in enumerate(points) if p), None)
            if rule == ALTERNATE:
                return 1 - deal.dealer
            if scorer is None:
                return deal.dealer
            return scorer if rule == WINNER else 1 - scorer
        if not deal.games:
            return deal.dealer  # "the hand is cancelled, there is no score, and the same dealer deals again"
        game = deal.games[0]
        if rule == WINNER:
            return game.winner
        if rule == ALTERNATE:
            return game.knocker if game.dealer == game.defender else game.defender
        return game.loser

    # --- What comes next ----------------------------------------------------------------------------

    def _pending(self, state: GinState) -> list[_Pending]:
        """The games still to record in the hand or deal in progress."""
        setup = state.setup
        if setup.size == 2:
            return [_Pending((0, 1), state.dealer)]
        if setup.size == 3:
            others = tuple(s for s in range(3) if s != state.dealer)
            return [_Pending((others[0], others[1]), state.dealer)]
        team = teams_of(setup)[state.dealer]
        done = {s for g in state.partial.games for s in (g.knocker, g.defender)} if state.partial else set()
        return [
            _Pending(pair, next(s for s in pair if s in team))
            for pair in pairings(setup, len(state.deals))
            if not done & set(pair)
        ]

    @staticmethod
    def _pair_name(names: Sequence[str], game: _Pending) -> str:
        return f"{names[game.players[0]]} v {names[game.players[1]]}"

    def _is_over(self, state: GinState) -> bool:
        totals = running_totals(self._hand_rows(state), len(self._columns(state.setup)))
        return bool(reached_target(totals, target_score(state.setup.options, state.setup.size)))

    def prompt(self, state: GinState) -> Prompt:
        setup = state.setup
        names, options = setup.players, setup.options
        if self._is_over(state):
            sheet = self.score_sheet(state)
            return Prompt(
                "over", sheet.extras["result"], (), None, {"settlement": sheet.extras["settlement"]}
            )
        pending = self._pending(state)
        number = len(state.deals) + 1
        if setup.size == 2:
            title = f"Hand {number} · {names[state.dealer]} deals"
        elif setup.size == 3:
            title = f"Hand {number} · {names[state.dealer]} deals · {self._pair_name(names, pending[0])}"
        else:
            games = " · ".join(f"{self._pair_name(names, g)}, {names[g.dealer]} deals" for g in pending)
            title = f"Deal {number} · {games}"
        data = {
            "hand": number,
            "games": [
                {"players": list(g.players), "dealer": g.dealer, "title": self._pair_name(names, g)}
                for g in pending
            ],
            "knockers": sorted(s for g in pending for s in g.players),
            "oklahoma": options.variant == OKLAHOMA,
            "knock_limit": KNOCK_LIMIT,
            "ace_means_gin": options.ace_means_gin,
            "action_on_50th_card": options.action_on_50th_card,
            "target": target_score(options, setup.size),
            "boxes": list(self._boxes(state)),
            "last": self._last_game(state),
        }
        return Prompt(HAND, title, (HAND, CANCELLED), None, data)

    def _last_game(self, state: GinState) -> dict[str, Any] | None:
        """The latest recorded game, for the form's "last hand" details."""
        games = [g for d in (*state.deals, *([state.partial] if state.partial else [])) for g in d.games]
        if not games:
            return None
        game, names = games[-1], state.setup.players
        k_lines, d_lines = _detail_lines(names, game)
        details = [f"{names[game.knocker]}: {line.label}" for line in k_lines]
        details += [f"{names[game.defender]}: {line.label}" for line in d_lines]
        return {"sentence": game_sentence(names, game), "details": details, "by_cards": game.by_cards}

    # --- The score sheet ----------------------------------------------------------------------------

    @staticmethod
    def _columns(setup: GameSetup) -> tuple[str, ...]:
        if setup.size == 4:
            return tuple(team_name(setup.players, team) for team in teams_of(setup))
        return setup.players

    def _hand_rows(self, state: GinState) -> tuple[HandRow, ...]:
        setup = state.setup
        if setup.size == 4:
            return tuple(_team_row(setup, deal) for deal in state.deals)
        return tuple(_player_row(setup, deal) for deal in state.deals)

    def _boxes(self, state: GinState) -> tuple[int, ...]:
        """Boxes won so far, per column ("line bonus"; Oklahoma extra boxes included)."""
        setup = state.setup
        boxes = [0] * len(self._columns(setup))
        for deal in state.deals:
            for column, count in enumerate(_deal_boxes(setup, deal)):
                boxes[column] += count
        return tuple(boxes)

    def score_sheet(self, state: GinState) -> ScoreSheet:
        setup, options = state.setup, state.setup.options
        columns = self._columns(setup)
        target = target_score(options, setup.size)
        rows = self._hand_rows(state)
        hand_totals = running_totals(rows, len(columns))
        reached = reached_target(hand_totals, target)
        boxes = self._boxes(state)
        extras: dict[str, Any] = {"boxes": list(boxes), "hand_totals": list(hand_totals)}
        if not reached:
            title = self.prompt(state).title
            return ScoreSheet(
                columns,
                rows,
                hand_totals,
                dealer=state.dealer if setup.size < 4 else None,
                in_progress=title,
                target=target,
                extras=extras,
            )
        winner = reached[0]
        final_rows = _final_rows(setup, columns, winner, hand_totals, boxes)
        rows = (*rows, *final_rows)
        totals = running_totals(rows, len(columns))
        settle = settlement(columns, totals, winner, setup.size == 4)
        last = rows[-1]
        rows = (*rows[:-1], replace(last, summary=f"{last.summary} {'; '.join(settle)}.".strip()))
        result = f"Game over · {columns[winner]} reached {target} · {'; '.join(settle)}"
        extras |= {"settlement": settle, "result": result, "reached": winner}
        return ScoreSheet(
            columns,
            rows,
            totals,
            is_over=True,
            winners=best_columns(totals),
            target=target,
            extras=extras,
        )


# --- Rows -----------------------------------------------------------------------------------------


def _player_row(setup: GameSetup, deal: Deal) -> HandRow:
    """A hand of the two- or three-player game: the winner's points, what each player showed."""
    names, n = setup.players, setup.size
    points: list[int | None] = [None] * n
    notes = [""] * n
    lines: list[tuple[ScoreLine, ...]] = [()] * n
    if n == 3:
        notes[deal.dealer] = "dealt"
    if not deal.games:
        summary = f"Cancelled: the stock fell to two cards. {names[deal.dealer]} deals again."
        return HandRow(f"Hand {deal.number}", tuple(points), tuple(notes), tuple(lines), summary)
    game = deal.games[0]
    k_lines, d_lines = _detail_lines(names, game)
    lines[game.knocker], lines[game.defender] = k_lines, d_lines
    lines[game.winner] = (*lines[game.winner], *game.result.lines)
    points[game.winner] = game.points
    notes[game.winner] = _game_note(game)
    if game.result.outcome == "undercut":
        notes[game.knocker] = "knocked"
    return HandRow(
        f"Hand {deal.number}", tuple(points), tuple(notes), tuple(lines), game_sentence(names, game)
    )


def _team_points(setup: GameSetup, deal: Deal) -> tuple[int | None, int | None]:
    """The partnership rule: "if both players on a team won, the team scores the total of their points.
    If one player from each team won, the team with the higher score scores the difference"."""
    won = [0, 0]
    for game in deal.games:
        won[_team_of(setup, game.winner)] += game.points
    difference = won[0] - won[1]
    if difference > 0:
        return difference, None
    if difference < 0:
        return None, -difference
    return None, None


def _team_of(setup: GameSetup, seat: int) -> int:
    return next(i for i, team in enumerate(teams_of(setup)) if seat in team)


def _deal_boxes(setup: GameSetup, deal: Deal) -> tuple[int, ...]:
    """Boxes won in one row: the hand's winner (with extra boxes), or the team that scored the deal."""
    if setup.size < 4:
        boxes = [0] * setup.size
        for game in deal.games:
            boxes[game.winner] += game.result.boxes
        return tuple(boxes)
    points = _team_points(setup, deal)
    boxes = [0, 0]
    for team, scored in enumerate(points):
        if scored:
            extra = sum(g.result.boxes - 1 for g in deal.games if _team_of(setup, g.winner) == team)
            boxes[team] = 1 + extra
    return tuple(boxes)


def _team_row(setup: GameSetup, deal: Deal) -> HandRow:
    """A deal of the partnership game: the two games' points netted between the teams."""
    names = setup.players
    points = _team_points(setup, deal)
    won = [[g for g in deal.games if _team_of(setup, g.winner) == team] for team in (0, 1)]
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
    columns = [team_name(names, team) for team in teams_of(setup)]
    sentences = [game_sentence(names, g) for g in deal.games]
    if deal.cancelled:
        again = joined([f"{names[a]} v {names[b]}" for a, b in deal.cancelled])
        sentences.insert(0, f"Cancelled and dealt again: {again}.")
    scorer = next((i for i, p in enumerate(points) if p), None)
    if scorer is None:
        sentences.append("The teams' points cancel out: no score.")
    else:
        sentences.append(f"{columns[scorer]} score {points[scorer]}.")
    return HandRow(f"Deal {deal.number}", points, notes, tuple(lines), " ".join(sentences))


def _final_rows(
    setup: GameSetup, columns: Sequence[str], winner: int, hand_totals: Sequence[int], boxes: Sequence[int]
) -> list[HandRow]:
    """The game bonus, the boxes and (shutout option) the doubling, as rows so totals = sum of rows."""
    options: GinRummyOptions = setup.options
    n = len(columns)
    target = target_score(options, setup.size)
    shutout = all(total == 0 for i, total in enumerate(hand_totals) if i != winner)
    bonus = 2 * GAME_BONUS if shutout and options.shutout == GAME_BONUS_200 else GAME_BONUS
    losers = joined([columns[i] for i in range(n) if i != winner])
    why = f"{columns[winner]} reached {target}"
    if shutout:
        why += f" and {losers} scored nothing (shutout)"
    game_points = tuple(bonus if i == winner else None for i in range(n))
    game_lines = tuple((ScoreLine("game bonus", bonus),) if i == winner else () for i in range(n))
    game_notes = tuple("game" if i == winner else "" for i in range(n))
    rows = [HandRow("Game bonus", game_points, game_notes, game_lines, f"{why}: game bonus {bonus}.")]
    box_points = tuple(b * options.box_bonus if b else None for b in boxes)
    rows.append(
        HandRow(
            "Boxes",
            box_points,
            tuple(plural(b, "box", "boxes") if b else "" for b in boxes),
            tuple(
                (ScoreLine(f"{plural(b, 'box', 'boxes')} × {options.box_bonus}", b * options.box_bonus),)
                if b
                else ()
                for b in boxes
            ),
            f"{options.box_bonus} per hand won, not counted toward {target}.",
        )
    )
    if shutout and options.shutout == DOUBLE_SCORE:
        so_far = running_totals([HandRow("", tuple(hand_totals)), *rows], n)[winner]
        rows.append(
            HandRow(
                "Shutout",
                tuple(so_far if i == winner else None for i in range(n)),
                tuple("doubled" if i == winner else "" for i in range(n)),
                tuple(
                    (ScoreLine("shutout: entire score doubled", so_far),) if i == winner else ()
                    for i in range(n)
                ),
                f"{losers} scored nothing: {columns[winner]}'s score {so_far} doubled to {2 * so_far}.",
            )
        )
    return rows
