"""Bourré (``bourre.txt``): the Louisiana gambling game for two to eight players with a 52-card pack, five
cards each, a pot that the player taking most tricks wins, and "bourré" for a player who plays and takes no
trick: they match the pot, into the next pot.

The table plays with real cards and chips; the app keeps the chip ledger (``rules/chips.py``). Per deal it
records the turned-up trump, who plays and who passes (with the number of cards each discards, one tap per
player in turn, or who plays all at once), reneges and early announcements, and the tricks each player
took. The antes, the pot, the winner's take, the bourré payments and each player's balance follow.

Choices where the text is open (each other reading an option where it changes the chips):

- The antes are posted as a deal opens ("before subsequent deals"), so the scoreboard's pot at the start
  of deals 1 to 4 of the text's example is 7, 13, 30 and 65. Excused: the players who went bourré (and
  an uncorrected renege, "exactly as though the player had gone bourré") and the players who tied for a
  split pot; with a chip to play (double ante, four-card), everyone antes ("it is normal").
- "If all players other than the dealer pass, the dealer should of course play": the dealer is then the
  lone player and takes the pot without a tap. So is the last player left in any round of play or pass.
  Entered all at once, a table where nobody plays gives the pot to the dealer, the same way.
- "If the turned up trump card is an ace, the dealer must play": refused otherwise, while the card is
  the dealer's (also when the dealer may take it); not when it belongs to no one (four-card Bourré).
- A bourré pays what the pot held before the winner took it ("an amount equal to the whole contents of
  the pot"); under a limit, only the limit. An uncorrected renege pays the same (four-card: twice, twice
  the limit at most), once even if the player also took no trick; a reneging winner still takes the pot.
- A corrected renege: the player cannot win the pot (taking most tricks, the pot stays for the next deal;
  option: it goes to the player with most tricks after them) and forfeits their next turn to deal, as
  does an early announcement. One renege per player per deal.
- Four-card Bourré: four tricks, a trump card belonging to no one, one chip to stay, up to three cards
  discarded, then a second round of play or pass costing one more chip; the usual ante too (an ante of 0
  is an option).
- A session ends when the table says so (``end_session`` before a deal) or after an agreed number of
  deals, but only at the end of a deal whose pot was won with nobody paying into the next: a pot left
  under a limit is then shared by all (odd chips to the winner), so the balances settle to zero.

This module is the ruleset: the entries and the chips they move. The rules of one deal, as pure functions,
are in ``bourre_deal``; reading the entries in ``bourre_entries``; what the pages show in ``bourre_pages``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from random import Random
from typing import Any

from scorekeeper.cards import Rank
from scorekeeper.core import RuleError, joined, plural, read_flag, read_int, read_seat
from scorekeeper.families.chips import Ledger, capped
from scorekeeper.families.deal.loop import Ending, Match
from scorekeeper.families.ruleset import Event, GameSetup, Phase, best_columns
from scorekeeper.families.statistics import Count
from scorekeeper.families.trumps import read_suit, read_turned
from scorekeeper.families.words import own_words
from scorekeeper.games.bourre.deal import (
    AGAIN,
    DECK,
    DECLARE,
    DRAW,
    PASS,
    PLAY,
    BourreDeal,
    BourreOptions,
    ace_obliges,
    most_discards,
    next_dealer,
    next_to_call,
    note,
    outcome,
    penalty,
    play_chip,
    pot_winner,
    rounds,
    seats_in_round,
    trick_rules,
    tricks_dealt,
)
from scorekeeper.games.bourre.entries import random_entry, read_call, read_seats, read_taken
from scorekeeper.games.bourre.pages import BourrePages
from scorekeeper.games.bourre.statistics import STATISTICS
from scorekeeper.games.bourre.statistics import tallies as plays_pots_and_bourres
from scorekeeper.games.bourre.words import describe as bourre_words

__all__ = [
    "AGAIN",
    "DECK",
    "DECLARE",
    "DRAW",
    "PASS",
    "PLAY",
    "Bourre",
    "BourreDeal",
    "BourreOptions",
    "trick_rules",
]


class Bourre(BourrePages):
    slug = "bourre"
    name = "Bourré"
    min_players, max_players = 2, 8  # "In theory any number from two to eight can play"
    Options = BourreOptions
    summary = "Play or pass; most tricks take the pot; play and take none and you match it: bourré."
    rules_file = "bourre.txt"
    phases = (
        Phase("trump", ("trump", "end_session"), "Tap the suit of the card turned up for trumps."),
        Phase("declare", ("declare", "players", "premature"), "Each player in turn: pass, or play."),
        Phase("draw", ("draw", "premature"), "Each player who plays: how many cards they discard."),
        Phase("tricks", ("tricks", "renege"), "After the fifth trick: the tricks each player took."),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return plays_pots_and_bourres(match)

    def ending(self, options: BourreOptions) -> Ending:
        return Ending()  # the session ends when the table says so: ``settle``

    def settle(self, match: Match) -> tuple[int, ...] | None:
        over = match.played and match.played[-1].facts.get("over")
        return best_columns(match.totals) if over else None

    def new_deal(self, match: Match, number: int, dealer: int) -> BourreDeal:
        options, last = match.options, (match.played[-1].facts if match.played else {})
        opened = self.open_ledger(match)
        # "A player who goes bourré does not have to place the normal one chip ante ... the players who tied
        # for most tricks do not post an ante"; "In the double ante game, it is normal to require an initial
        # ante from all players"
        excused = () if play_chip(options, 0) else last.get("excused", ())
        antes = [seat for seat in range(match.setup.size) if seat not in excused]
        ledger = opened.ante(antes, options.ante)
        owed, ending = tuple(last.get("owed", ())), last.get("ending", False)
        return BourreDeal(number, dealer, opened=opened, ledger=ledger, owed=owed, ending=ending)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(bourre_words, setup, event, actor) or super().describe(setup, event, actor)

    # --- Before the play ---

    def on_end_session(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.ending:
            raise RuleError("The session is already ending: it ends when a pot is won with nobody bourré.")
        if self.pot_carried(match) == 0:  # nothing carried: the deal just opened is not played
            return replace(match, deal=None, winners=best_columns(match.totals))
        return replace(match, deal=replace(deal, ending=True))

    def on_trump(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "the dealer's fifth and last card, which is dealt face up. The suit of this card indicates trumps"
        if payload.get("card") not in (None, ""):
            card = read_turned(payload, "card", DECK)
            suit, ace = card.suit, card.rank is Rank.ACE
        else:
            suit, ace = read_suit(payload, "suit", "The trump"), False
        return replace(match, deal=replace(match.deal, trump=suit, ace=ace))

    def on_declare(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options, names = match.deal, match.options, match.names
        seat = read_seat(payload, "player", names, "The player")
        actor = next_to_call(match)
        if seat != actor:
            raise RuleError(f"It is {names[actor]}'s turn to say, not {names[seat]}'s.", "player")
        kind = rounds(options)[deal.round]
        call, discard = read_call(payload, kind, most_discards(options))
        if call == PASS:
            self._check_dealer_may_pass(match, [seat], "call")
        deal = replace(deal, calls=(*deal.calls, (seat, call)))
        if call == PLAY:
            deal = self._plays(deal, options, seat)
        if discard is not None:
            deal = replace(deal, draws=(*deal.draws, (seat, discard)))
        return self._after_call(match, deal)

    def on_players(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options, names = match.deal, match.options, match.names
        eligible = seats_in_round(match)
        playing = read_seats(payload, "playing", names)
        if any(seat not in eligible for seat in playing):
            out = [names[s] for s in playing if s not in eligible]
            raise RuleError(f"{joined(out)} passed already and cannot play now.", "playing")
        if not playing and deal.round > 0:
            raise RuleError("Tap the players who play: at least one.", "playing")
        # "If all players other than the dealer pass, the dealer should of course play and collect the pot."
        playing = playing or [deal.dealer]
        self._check_dealer_may_pass(match, [s for s in eligible if s not in playing], "playing")
        for seat in eligible:
            deal = replace(deal, calls=(*deal.calls, (seat, PLAY if seat in playing else PASS)))
            deal = self._plays(deal, options, seat) if seat in playing else deal
        return self._after_call(match, deal)

    def on_draw(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The player")
        actor = next_to_call(match)
        if seat != actor:
            raise RuleError(f"It is {names[actor]}'s turn to draw, not {names[seat]}'s.", "player")
        most = most_discards(match.options)
        discard = read_int(payload, "discard", "The cards discarded", minimum=0, maximum=most)
        deal = replace(deal, calls=(*deal.calls, (seat, DRAW)), draws=(*deal.draws, (seat, discard)))
        return self._after_call(match, deal)

    def on_premature(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "You should be careful not to make any premature announcement ... The penalty is to forfeit your
        # next turn to deal."
        deal = match.deal
        seat = read_seat(payload, "offender", match.names, "The player who spoke early")
        if seat in deal.forfeits:
            raise RuleError(f"{match.names[seat]} already forfeits their next deal.", "offender")
        return replace(match, deal=replace(deal, forfeits=(*deal.forfeits, seat)))

    # --- The play ---

    def on_renege(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The player who reneged")
        if seat not in deal.playing:
            raise RuleError(f"{names[seat]} passed and played no card.", "player")
        if seat in dict(deal.reneges):
            raise RuleError(f"{names[seat]}'s renege is already recorded for this deal.", "player")
        corrected = read_flag(payload, "corrected", "Corrected")
        # corrected: "you forfeit the right to win the pot ... and you forfeit your next turn to deal"
        forfeits = (*deal.forfeits, seat) if corrected and seat not in deal.forfeits else deal.forfeits
        deal = replace(deal, reneges=(*deal.reneges, (seat, corrected)), forfeits=forfeits)
        return replace(match, deal=deal)

    def on_tricks(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options, names = match.deal, match.options, match.names
        taken = read_taken(payload, names, deal.playing, tricks_dealt(options))
        winner, top = pot_winner(deal, taken, options)
        most = max(taken)
        # "These players must pay an amount equal to the whole contents of the pot": the pot before the take
        stake = capped(deal.ledger.pot, options.limit or None)
        ledger = deal.ledger
        if winner is not None:
            ledger = ledger.take(
                winner, f"takes the pot ({plural(most, 'trick')})", limit=options.limit or None
            )
        payers = []
        for seat in deal.playing:
            owed = penalty(seat, taken[seat], dict(deal.reneges), stake, options)
            if owed:
                ledger = ledger.pay(seat, owed[0], owed[1])
                payers.append(seat)
        split = top if len(top) > 1 else []
        facts = {"taken": list(taken), "split": split, "bourre": payers, "stake": stake}
        return self._end_deal(match, ledger, winner, facts, excused=[*payers, *split])

    # --- Rounds ---

    def _plays(self, deal: BourreDeal, options: BourreOptions, seat: int) -> BourreDeal:
        """A player who plays pays the second ante (double ante), the chip to stay or to play again."""
        if not play_chip(options, deal.round):
            return deal
        reason = (
            "plays again after the draw" if rounds(options)[deal.round] == AGAIN else "second ante to play"
        )
        return replace(deal, ledger=deal.ledger.pay(seat, 1, reason))

    def _check_dealer_may_pass(self, match: Match, passing: Sequence[int], field_name: str) -> None:
        deal, options = match.deal, match.options
        # "If the turned up trump card is an ace, the dealer must play."
        if deal.round == 0 and deal.ace and ace_obliges(options) and deal.dealer in passing:
            name = match.names[deal.dealer]
            raise RuleError(f"{name} turned up the ace of trumps and must play.", field_name)

    def _after_call(self, match: Match, deal: BourreDeal) -> Match:
        """After a call: the lone player takes the pot; a finished round opens the next, or the play."""
        match = replace(match, deal=deal)
        eligible = seats_in_round(match)
        passed = {seat for seat, call in deal.calls if call == PASS}
        left = [seat for seat in eligible if seat not in passed]
        if len(left) == 1:
            # "If only one player elects to play, all the others passing, the lone player is deemed to have
            # won all five tricks by default"
            lone = left[0]
            if lone not in {seat for seat, _ in deal.calls}:
                deal = self._plays(deal, match.options, lone)
            match = replace(match, deal=replace(deal, playing=(lone,)))
            taken = [tricks_dealt(match.options) if s == lone else 0 for s in range(match.setup.size)]
            ledger = deal.ledger.take(lone, "lone player takes the pot", limit=match.options.limit or None)
            facts = {"taken": taken, "split": [], "bourre": [], "stake": 0, "lone": lone}
            return self._end_deal(match, ledger, lone, facts, excused=[])
        if len(deal.calls) < len(eligible):
            return match
        return replace(match, deal=replace(deal, round=deal.round + 1, calls=(), playing=tuple(left)))

    # --- The end of a deal ---

    def _end_deal(
        self, match: Match, ledger: Ledger, winner: int | None, facts: dict[str, Any], *, excused: list[int]
    ) -> Match:
        deal, options, names = match.deal, match.options, match.names
        ending = deal.ending or bool(options.deals and deal.number >= options.deals)
        clean = winner is not None and not facts["bourre"]
        if ending and clean and ledger.pot:  # the pot left under a limit, shared as the session ends
            ledger = ledger.split(range(match.setup.size), "the pot left is shared", odd_chips_to=winner)
        dealer, owed = next_dealer(deal, match.setup.size)
        facts |= {
            "trump": deal.trump.value if deal.trump else None,
            "ace": deal.ace,
            "playing": list(deal.playing),
            "winner": winner,
            "draws": dict(deal.draws),
            "reneges": [{"player": s, "corrected": c} for s, c in deal.reneges],
            "excused": excused,
            "owed": list(owed),
            "ending": ending and not clean,
            "over": ending and clean,
            "pot_played": deal.ledger.pot,
        }
        notes = [note(seat, deal, facts) for seat in range(match.setup.size)]
        summary = f"Pot {deal.ledger.pot}: {outcome(names, winner, facts)} · {ledger.pot} carried"
        label = f"Deal {deal.number}"
        return self.close_deal(
            match,
            deal.opened,
            ledger,
            label=label,
            notes=notes,
            facts=facts,
            summary=summary,
            deals_next=dealer,
        )

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        return random_entry(self.deal_prompt(match), match, rng)
