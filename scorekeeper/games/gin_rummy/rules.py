"""Gin Rummy, with Oklahoma Gin and the three- and four-player games (``gin-rummy.txt``).

The table plays with real cards and records each hand when it ends: who knocked and either both players'
ten cards (the app spreads the melds, finds the deadwood, lays off the defender's cards and decides knock,
gin or undercut with ``games.gin_rummy.calculators``) or, for quick tables, the two deadwood counts the
players agreed (the defender's after lay-offs). A hand abandoned with two cards left in the stock is recorded
as cancelled.

Scoring follows the text: the knocker with the lower count scores the difference; equal or higher is an
undercut, worth the difference plus 10 to the defender; gin scores 20 plus the defender's count and is
never undercut. The game ends when a cumulative score reaches 100 (Oklahoma 150, four players 125); then
the game bonus (100, or 200 after a shutout) and the box bonus (20 per hand won, not counted toward the
target) are added as rows of the sheet, and the lower total pays the higher the difference.

Built on the deal loop: the target is reached at the end of a hand (``Ending``), the dealer passes by the
option (``Rotation``; ``next_dealing_side`` for teams), four players score as partnerships (``Sides``,
their ``pairings``, ``difference_only``), the bonuses are the loop's closing rows (``bonus_row``,
``count_row``) and ``settlement`` says who pays whom. ``games.gin_rummy.calculators`` reads and scores a hand
(``read_knock``) and says what it was (``Knock``). The options are in ``games.gin_rummy.options``, a deal's
state, entries and rows in ``games.gin_rummy.deal``.

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
  lets the defender lay off least (``games.gin_rummy.calculators``); the up-card may be in a player's hand (it
  can be drawn).
- Table-only rules, not recorded: the draw for first deal, shuffling and cutting, the first-turn up-card
  offer, the 11-card start, taking and discarding the same card (traditional ban, GRA and "action on the
  50th card" allowances: the last is an option shown as a reminder on the cancel button, scoring nothing).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import reduce
from random import Random
from typing import Any

from scorekeeper.core import RuleError, joined
from scorekeeper.families.deal.loop import (
    DealGame,
    Ending,
    Match,
    Rotation,
    Sides,
    Tie,
    add_row,
    bonus_row,
    count_row,
    next_dealing_side,
    settlement,
)
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, ScoreSheet, reached_target
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.gin_rummy.calculators import KNOCK_LIMIT, random_knock
from scorekeeper.games.gin_rummy.deal import (
    GinDeal,
    Pairing,
    deal_boxes,
    player_row,
    read_cancelled,
    read_hand,
    team_row,
)
from scorekeeper.games.gin_rummy.options import (
    CANCELLED,
    DOUBLE_SCORE,
    GAME_BONUS,
    GAME_BONUS_200,
    HAND,
    LOSER,
    OKLAHOMA,
    OKLAHOMA_ONLY,
    ROTATIONS,
    GinRummyOptions,
    target_score,
)
from scorekeeper.games.gin_rummy.statistics import STATISTICS
from scorekeeper.games.gin_rummy.statistics import tallies as knocks_gins_and_undercuts
from scorekeeper.games.gin_rummy.words import describe as gin_rummy_words

# --- The ruleset -------------------------------------------------------------------------------------


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
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return knocks_gins_and_undercuts(match)

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        options: GinRummyOptions = setup.options
        for name, label in OKLAHOMA_ONLY.items():
            if options.variant != OKLAHOMA and getattr(options, name):
                raise RuleError(f"{label} is an Oklahoma Gin rule: choose Oklahoma Gin or turn it off.", name)
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
        game = read_cancelled(match.names, payload, self.pending(match))
        deal = match.deal
        if match.setup.size == 4:
            # The same dealer deals that pair's game again; the deal goes on.
            return replace(match, deal=replace(deal, cancelled=(*deal.cancelled, game.players)))
        return self._score(match)

    def _score(self, match: Match) -> Match:
        """The hand (or the four players' deal) is over: its row and boxes, then who deals next."""
        deal, names, sides, teams = match.deal, match.names, self.sides(match.setup), match.setup.size == 4
        row = team_row(names, sides, deal) if teams else player_row(names, deal)
        facts = {"games": deal.games, "boxes": deal_boxes(sides, deal, row.points)}
        if teams:
            # The dealer option applied to teams; after a deal whose points cancel out, the same team deals.
            scorer = next((side for side, p in enumerate(row.points) if p), None)
            team = next_dealing_side(ROTATIONS[match.options.next_dealer], sides.of(deal.dealer), scorer)
            return self.finish_deal(match, row, facts=facts, deals_next=sides.seats[team][0])
        if not deal.games:
            # "the hand is cancelled, there is no score, and the same dealer deals again"
            return self.finish_deal(match, row, facts=facts, deals_next=deal.dealer)
        game = deal.games[0]
        return self.finish_deal(match, row, facts=facts, winner=game.winner, loser=game.loser)

    # --- What comes next ----------------------------------------------------------------------------

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(gin_rummy_words, setup, event, actor) or super().describe(setup, event, actor)

    def pending(self, match: Match) -> list[Pairing]:
        """The games still to record in the hand or deal in progress."""
        setup, deal = match.setup, match.deal
        if setup.size < 4:
            # Three: "the dealer deals to the other two players but does not take part in the play"
            first, second = (s for s in range(setup.size) if setup.size == 2 or s != deal.dealer)
            return [Pairing((first, second), deal.dealer)]
        sides = self.sides(setup)
        team = sides.seats[sides.of(deal.dealer)]
        done = {s for g in deal.games for s in (g.knocker, g.defender)}
        return [
            Pairing(pair, next(s for s in pair if s in team))
            for pair in sides.pairings(deal.number - 1)
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
            "boxes": list(match.fact_totals("boxes")),
            "last": self._last_game(match),
        }
        return self.ask(HAND, self._title(match), data=data)

    def progress(self, match: Match) -> str | None:
        return self._title(match) if match.deal else None

    def _last_game(self, match: Match) -> dict[str, Any] | None:
        """The latest recorded game, for the form's "last hand" details."""
        games = [g for record in match.played for g in record.facts["games"]] + list(match.deal.games)
        return games[-1].as_dict(match.names) if games else None

    # --- The end of the game and the score pad -------------------------------------------------------

    def _reached(self, match: Match) -> int:
        """The column that reached the target (one side scores a row, so only one can)."""
        return reached_target(match.deal_totals, self.ending_for(match.setup).target)[0]

    def _settlement(self, match: Match, totals: Sequence[int]) -> list[str]:
        return settlement(self.sides(match.setup), totals, self._reached(match))

    def closing_rows(self, match: Match) -> tuple[HandRow, ...]:
        """The game bonus, the boxes and (shutout option) the doubling, as rows so totals = sum of rows; the
        last row says who pays whom."""
        options, columns, winner = match.options, self.sides(match.setup).names, self._reached(match)
        n, box, boxes = len(columns), options.box_bonus, match.fact_totals("boxes")
        target = self.ending_for(match.setup).target
        # "If the loser failed to score anything at all during the game, then the winner's bonus is 200"
        shutout = all(total == 0 for i, total in enumerate(match.totals) if i != winner)
        bonus = 2 * GAME_BONUS if shutout and options.shutout == GAME_BONUS_200 else GAME_BONUS
        losers = joined([columns[i] for i in range(n) if i != winner])
        why = f"{columns[winner]} reached {target}"
        if shutout:
            why += f" and {losers} scored nothing (shutout)"
        summary = f"{why}: game bonus {bonus}."
        rows = [bonus_row("Game bonus", n, winner, bonus, note="game", reason="game bonus", summary=summary)]
        # "each player adds a further 20 points for each hand they won ... cannot be counted as part of the
        # 100 needed to win the game"
        each = f"{box} per hand won, not counted toward {target}."
        rows.append(count_row("Boxes", boxes, box, ("box", "boxes"), each))
        if shutout and options.shutout == DOUBLE_SCORE:
            # "the winner's entire score is doubled"
            so_far = match.totals[winner] + bonus + boxes[winner] * box
            summary = f"{losers} scored nothing: {columns[winner]}'s score {so_far} doubled to {2 * so_far}."
            line = "shutout: entire score doubled"
            rows.append(bonus_row("Shutout", n, winner, so_far, note="doubled", reason=line, summary=summary))
        pays = "; ".join(self._settlement(match, reduce(add_row, rows, match.totals)))
        return (*rows[:-1], replace(rows[-1], summary=f"{rows[-1].summary} {pays}.".strip()))

    def result(self, match: Match) -> str:
        """'Ann reached 100 · Bob pays Ann 240'."""
        names, target = self.sides(match.setup).names, self.ending_for(match.setup).target
        pays = "; ".join(self._settlement(match, match.totals))
        return f"{names[self._reached(match)]} reached {target} · {pays}"

    def extras(self, match: Match) -> dict[str, Any]:
        extras: dict[str, Any] = {
            "boxes": list(match.fact_totals("boxes")),
            "hand_totals": list(match.deal_totals),
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
        knocker, options = rng.choice(game.players), match.options
        knock = random_knock(rng, oklahoma=options.variant == OKLAHOMA, ace_means_gin=options.ace_means_gin)
        return Event(HAND, {"knocker": knocker, **knock})
