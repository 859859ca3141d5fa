"""Five-Card Cribbage as a whole game (``cribbage-five-card.txt``), with Six Card Cribbage as an option.

Two players, 61 points. The cut decides the first dealer ("the player cutting the lower card deals")
and the other player "immediately pegs 3 points for last", on the first deal only; then the deal
alternates. Each deal the table records the start card (a jack is "two for his heels" for the dealer),
the play card by card (the app keeps the count, the turn and every score: fifteen, thirty-one, pair,
pair royal, double pair royal, runs, last card) or the pegging as points, then the show in the text's
order: the non-dealer's hand, the dealer's hand, the crib, each as its cards (scored by
``games.cribbage.calculators.show`` with the start card) or as points. "As soon as someone reaches 61 points,
that player wins the game", whatever scored them: later entries are refused.

Built on the deal loop: the cut opens the first deal (``first_dealer_by_cut``), the deal alternates
(``Rotation.LEFT`` between two), the deal in progress is on the sheet as it is pegged (``deal_row``, a
``parts_row`` of the deal's ``Score``s), and the target ends the game the moment it is reached
(``end_if_reached`` after every entry that scores; ``winning_score`` says how). ``games.cribbage.calculators``
keeps the count and the turn of the play (``Pegging``) and reads the cut and the show (``read_cut``,
``read_show``).

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

The options, the deal's state and what a deal scores are in ``games.cribbage.deal``; the calculators in
``games.cribbage.calculators``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from random import Random
from typing import Any

from scorekeeper.core import RuleError, filled, joined, read_card, read_int_list, read_seat
from scorekeeper.families.deal.loop import (
    DealGame,
    Ending,
    Match,
    add_row,
    latest_points,
    winning_score,
)
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.cribbage.calculators import (
    ANY_CARD_FITS,
    FIVE_CARD,
    MOST_PEGGED,
    MOST_SHOWN,
    PLAY_LIMIT,
    SHOW_SIZES,
    SIX_CARD,
    is_go,
    read_cut,
    read_show,
    shown_what,
)
from scorekeeper.games.cribbage.deal import (
    DECK,
    PLAYERS,
    CribbageDeal,
    CribbageOptions,
    card_named,
    cards_left,
    deal_scores,
    row_of,
    seen_cards,
    target_of,
)
from scorekeeper.games.cribbage.statistics import STATISTICS
from scorekeeper.games.cribbage.statistics import tallies as hand_crib_and_pegging
from scorekeeper.games.cribbage.words import describe as cribbage_words

#: ``cards_left`` stays importable from here, as before the deal had a module of its own.
__all__ = ["MOST_PEGGED", "Cribbage", "CribbageOptions", "cards_left"]


# --- The ruleset -------------------------------------------------------------------------------------


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
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return hand_crib_and_pegging(match)

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
        # "Cut cards to determine who deals first ... The player cutting the lower card deals"
        dealer, cut = read_cut(payload, match.names)
        match = self.open_deal(match, dealer)
        return self._moved(match, replace(match.deal, cut=tuple(str(c) for c in cut)))

    def on_starter(self, match: Match, payload: Mapping[str, Any]) -> Match:
        card = read_card(payload.get("card"), DECK, field_name="card", what="the start card")
        # "Starting with the non-dealer, the players take turns to play"
        deal = match.deal
        return self._moved(match, replace(deal, starter=str(card), play=replace(deal.play, turn=deal.pone)))

    # --- The play ----------------------------------------------------------------------------------

    def _turn(self, match: Match, payload: Mapping[str, Any]) -> int:
        """The seat whose turn it is; an entry naming another ``player`` is refused."""
        named = filled(payload.get("player"))
        player = read_seat(payload, "player", match.names, "The player") if named else None
        return match.deal.play.verify_turn(player, match.names, match.options.variant)

    def on_play(self, match: Match, payload: Mapping[str, Any]) -> Match:
        if is_go(payload.get("card")):
            return self.on_go(match, payload)
        deal, names, variant = match.deal, match.names, match.options.variant
        seat = self._turn(match, payload)
        card = read_card(payload.get("card"), DECK, field_name="card", what=f"the card {names[seat]} plays")
        deal.play.verify_play(seat, card, variant, names, deal.starter)
        return self._moved(match, replace(deal, play=deal.play.play(seat, card, variant)))

    def on_go(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "A player who cannot play without exceeding 31 does not play a card but says 'Go'."
        deal, variant = match.deal, match.options.variant
        seat = self._turn(match, payload)
        deal.play.verify_go(seat, variant, match.names)
        return self._moved(match, replace(deal, play=deal.play.go(seat, variant)))

    def on_pegging_points(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names, variant = match.deal, match.names, match.options.variant
        if deal.play.plays:
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
        deal = replace(deal, pegged_as_points=points, play=deal.play.ended())
        return self._moved(match, deal)

    # --- The show ----------------------------------------------------------------------------------

    def on_show(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names, variant = match.deal, match.names, match.options.variant
        seat, crib = deal.shower
        shown = read_show(
            payload, variant, seat, crib, names, starter=deal.starter, play=deal.play, shown=deal.shown
        )
        return self._moved(match, replace(deal, shown=(*deal.shown, shown)))

    # --- What comes next -----------------------------------------------------------------------------

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(cribbage_words, setup, event, actor) or super().describe(setup, event, actor)

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
        if not deal.play.over:
            return self.ask(
                "pegging", f"{head} · the play · count {data['count']}", actor=deal.play.turn, data=data
            )
        seat, crib = deal.shower
        phase = ("show_pone", "show_dealer", "show_crib")[len(deal.shown)]
        title = f"{head} · the show: {shown_what(names, seat, crib)}"
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
            "seen": seen_cards(deal),
            "count": 0,
        }
        if deal.starter is None and match.played:
            data["previous"] = self._show_rows(match, match.played[-1].facts["deal"])
        if deal.starter is not None and deal.pegged_as_points is None:
            data |= deal.play.as_dict(variant) | {"quick_allowed": not deal.play.plays}
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
            "seen": [card for card in seen_cards(deal) if card not in played],
            "shows": self._show_rows(match, deal),
        }

    def _show_rows(self, match: Match, deal: CribbageDeal) -> list[dict[str, Any]]:
        """What was counted in the show so far, for the table to check."""
        return [shown.as_dict(match.names) for shown in deal.shown]

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
        if not deal.play.over:
            count = deal.play.count(match.options.variant)
            return f"Start card {card_named(deal.starter)} · count {count} · {names[deal.play.turn]} to play"
        return f"Start card {card_named(deal.starter)} · counting {shown_what(names, *deal.shower)}"

    def result(self, match: Match) -> str:
        """'Bob wins 61–48, pegging out with thirty-one': the score that reached the target says how."""
        record = match.played[-1]
        before = [t - (p or 0) for t, p in zip(match.totals, record.row.points, strict=True)]
        scores = deal_scores(record.facts["deal"], match.options.variant)
        won = winning_score(before, scores, target_of(match.options))
        return f"{super().result(match)}, {won.how}" if won else super().result(match)

    def extras(self, match: Match) -> dict[str, Any]:
        """What the pegboard shows: each player's front and rear peg, and the latest score."""
        deals = [record.facts["deal"] for record in match.played] + ([match.deal] if match.deal else [])
        last = latest_points((s for deal in deals for s in deal_scores(deal, match.options.variant)), PLAYERS)
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
            return Event("cut", {"cards": [str(c) for c in rng.sample(DECK, 2)]})
        seen = set(seen_cards(deal))
        unseen = [card for card in DECK if str(card) not in seen]
        if deal.starter is None:
            return Event("starter", {"card": str(rng.choice(unseen))})
        if not deal.play.over:
            if not deal.play.plays and rng.random() < 0.15:
                return Event("pegging_points", {"points": [rng.randint(0, 8), rng.randint(0, 8)]})
            count = deal.play.count(variant)
            fits = [card for card in unseen if count + card.rank.pip_value <= PLAY_LIMIT]
            if count > ANY_CARD_FITS and (not fits or rng.random() < 0.3):
                return Event("go", {"player": deal.play.turn})
            return Event("play", {"card": str(rng.choice(fits)), "player": deal.play.turn})
        most = MOST_SHOWN[variant, deal.shower[1]]
        return Event("show", {"points": rng.randint(0, most // 2)})
