"""Bacon (``bacon.txt``): four players in two partnerships, five cards each, an upcard picked up for trumps
(up to four upcards), going alone with the partner's veto, and the first partnership to ten points.

The table plays with real cards; a deal is two entries on the phone. **The calls**: each player in turn,
from the dealer's left, picks the upcard up or passes (one tap: Pass, or the upcard's suit), or a table
that calls aloud enters only who picked it up. **The tricks** per side, one tap for any result (the side
that took three or more, and how many; the other side has the rest of five). The app keeps whose call it
is, counts the four upcards, applies the partner's veto and scores the side that took the majority.

Choices where the text is open (each is in ``docs/games/bacon.md`` too):

- Partners sit across ("seated across from one another"); team labels pairing neighbours are refused. The
  deal passes to the left, as play does (the text says only that after an acquitted hand "a new hand is
  dealt by the same dealer").
- Trumps are the suit of the upcard picked up, entered with the pick-up; the text names no other way to
  make trumps (no suit is named after the upcards, as in Euchre). A vetoed upcard is still the upcard, so
  a later pick-up of it must be of its suit.
- "If the fourth upcard is passed on by all four players, the hand is considered acquitted": nothing
  scores, the deal is not counted on the sheet and the same dealer deals again.
- The veto (an option, on): the partner of the player who picked up may veto the pick-up (the turn then
  passes on "as if the player passed"; a vetoed fourth upcard of the dealer's throws the hand in) and,
  separately, the going alone (the pick-up stands, with the partner in). Each is entered after the pick-up
  and before the tricks; a player whose loner was vetoed may not declare it again.
- The side that took three or more tricks scores: 1 for three or four, 2 for all five ("winning all five
  tricks is worth two points"), doubled "if they were achieved by a loner or the defenders": once only, so
  defenders who beat a loner score 2 or 4 as against a partnership ("a total of two points for three or
  four tricks and four points for a shutout").
- The game ends at the end of the deal that takes a partnership to ten or more (the target is an option);
  one side scores in a deal, so there is no tie.
- Not in the text and not implemented: naming a suit after the upcards, the bowers, a dealer forced to pick
  up, the loner's partner's cards (a loner's partner simply sits out: tricks are still entered per side).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import SUITS, Suit, standard_52
from scorekeeper.core import RuleError, ScoreLine, option, plural, read_flag, read_int, read_seat
from scorekeeper.families.auction import TakeOrPass
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides
from scorekeeper.families.deal.result import read_tricks
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import TrickRules
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import own_words
from scorekeeper.games.bacon.statistics import STATISTICS
from scorekeeper.games.bacon.statistics import tallies as game_tallies
from scorekeeper.games.bacon.words import describe as bacon_words

TRICKS = 5  # "deal five cards face-down to each player ... until five tricks are played"
MAJORITY = 3  # "Winning three or four tricks over the course of a hand is worth one point"
UPCARDS = 4  # "If the fourth upcard is passed on by all four players, the hand is considered acquitted"
PASS = "pass"
BLANK = (None, "")


@dataclass(frozen=True)
class BaconOptions:
    target: int = option(10, "Game to", minimum=1, maximum=30, help="The text plays to ten points.")
    veto: bool = option(
        True, "The partner may veto a pick-up or a loner", help="“In practice, the veto is rarely exercised.”"
    )


@dataclass(frozen=True)
class BaconDeal(Deal):
    """A deal in progress: the calls, the trump picked up, going alone, the vetoes so far, and the suit of
    a vetoed upcard (upcard number, suit) still on offer."""

    calls: TakeOrPass | None = None
    trump: Suit | None = None
    alone: bool = False
    vetoes: tuple[tuple[int, str], ...] = ()  # (the partner who vetoed, "pick_up" or "alone")
    offered: tuple[int, Suit] | None = None


def trick_rules(trump: Suit, options: BaconOptions) -> TrickRules:
    """52 cards, ace high: "each person playing a card of the same suit as the card led, if able;
    otherwise, they may play any card ... the highest card of the suit led wins the trick, unless a card of
    the trump suit was played, in which case the highest trump wins the trick." No option changes it."""
    return TrickRules(trump=trump, deck=tuple(standard_52()))


def deal_score(tricks: int, doubled_for: str | None) -> tuple[ScoreLine, ...]:
    """Why the side that took ``tricks`` (three or more) scores what it scores; ``doubled_for`` names the
    loner or the defenders whose score is doubled."""
    # "Winning three or four tricks over the course of a hand is worth one point, and winning all five
    # tricks is worth two points."
    won = ScoreLine("all five tricks", 2) if tricks == TRICKS else ScoreLine(f"{tricks} tricks", 1)
    if doubled_for is None:
        return (won,)
    # "These scores are doubled if they were achieved by a loner or the defenders"
    return won, ScoreLine(f"doubled for the {doubled_for}", won.points)


class Bacon(DealGame[BaconOptions]):
    slug = "bacon"
    name = "Bacon"
    min_players = max_players = 4
    Options = BaconOptions
    summary = "Partnerships pick up an upcard for trumps, alone or together; three tricks of five score."
    rules_file = "bacon.txt"
    uses_teams = True
    partners_opposite = True  # "Players on the same partnership are seated across from one another"
    phases = (
        Phase("call", ("call", "contract", "thrown_in"), "Each player in turn: Pass, or pick it up."),
        Phase("tricks", ("result", "veto", "veto_alone"), "After the fifth trick: one tap on the result."),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state, self.sides(state.setup))

    def ending(self, options: BaconOptions) -> Ending:
        # "Game play continues until one partnership reaches ten points."
        return Ending(target=options.target)

    def new_deal(self, match: Match, number: int, dealer: int) -> BaconDeal:
        # "The player to the left of the dealer has the first chance ... and so on around to the dealer."
        order = tuple(order_from_left_of(dealer, match.setup.size))
        return BaconDeal(number, dealer, calls=TakeOrPass(order, rounds=UPCARDS))

    # --- The calls ---

    def on_call(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The caller")
        trump = _read_call(payload)
        alone = read_flag(payload, "alone", "Going alone")
        calls = deal.calls.call(seat, trump is not None, names)
        if trump is None and alone:
            raise RuleError(f"{names[seat]} passed: only a player who picks it up can go alone.", "alone")
        if calls.all_passed:
            return self.redeal(match, same_dealer=True)  # "a new hand is dealt by the same dealer"
        if trump is not None:
            _check_upcard(deal, calls.round, trump)
        return replace(match, deal=replace(deal, calls=calls, trump=trump, alone=alone))

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        """Only the outcome of the calls: who picked up which upcard, alone or not."""
        deal, names = match.deal, match.names
        if deal.calls.started:
            raise RuleError("The calls are being recorded one by one: go on, or undo them first.", "declarer")
        seat = read_seat(payload, "declarer", names, "The player who picked it up")
        trump = read_suit(payload, "trump", "The upcard's suit")
        upcard = 1
        if payload.get("upcard") not in BLANK:
            upcard = read_int(payload, "upcard", "The upcard", minimum=1, maximum=UPCARDS)
        alone = read_flag(payload, "alone", "Going alone")
        return replace(
            match, deal=replace(deal, calls=deal.calls.taken(seat, upcard), trump=trump, alone=alone)
        )

    def on_thrown_in(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "If the fourth upcard is passed on by all four players, the hand is considered acquitted, the
        # cards are thrown in, and a new hand is dealt by the same dealer."
        if match.deal.calls.started:
            raise RuleError("The calls are being recorded one by one: go on, or undo them first.")
        return self.redeal(match, same_dealer=True)

    # --- The partner's veto ---

    def on_veto(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "The veto is binding and results in the same effect as if the player passed"
        deal = match.deal
        partner = self._vetoer(match)
        calls = deal.calls.take_back()
        if calls.all_passed:
            return self.redeal(match, same_dealer=True)
        offered = (deal.calls.round, deal.trump)  # the same upcard goes on round the table
        vetoes = (*deal.vetoes, (partner, "pick_up"))
        return replace(
            match, deal=replace(deal, calls=calls, trump=None, alone=False, vetoes=vetoes, offered=offered)
        )

    def on_veto_alone(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "... as if they never made the declaration to go alone"
        deal, names = match.deal, match.names
        partner = self._vetoer(match)
        if not deal.alone:
            raise RuleError(f"{names[deal.calls.taker]} is not going alone: there is no loner to veto.")
        return replace(match, deal=replace(deal, alone=False, vetoes=(*deal.vetoes, (partner, "alone"))))

    def _vetoer(self, match: Match) -> int:
        """The partner of the player who picked up, if the veto is played."""
        if not match.options.veto:
            raise RuleError("This game is played without the veto (see the game's options).")
        return _partner(self.sides(match.setup), match.deal.calls.taker)

    # --- The tricks ---

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, sides = match.deal, self.sides(match.setup)
        declarers = sides.of(deal.calls.taker)
        tricks = _read_result(payload, declarers, sides)
        scorer = 0 if tricks[0] >= MAJORITY else 1
        doubled_for = ("loner" if deal.alone else None) if scorer == declarers else "defenders"
        lines = deal_score(tricks[scorer], doubled_for)
        points = sum(line.points for line in lines)
        facts = _contract_facts(deal) | {"declarers": declarers, "tricks": list(tricks), "scorer": scorer}
        facts |= {"points": points, "vetoes": [{"player": p, "what": w} for p, w in deal.vetoes]}
        row = self._row(match, sides, declarers, tricks, scorer, lines)
        return self.finish_deal(match, row, facts=facts)

    def _row(
        self,
        match: Match,
        sides: Sides,
        declarers: int,
        tricks: tuple[int, ...],
        scorer: int,
        lines: tuple[ScoreLine, ...],
    ) -> HandRow:
        deal = match.deal
        notes = [f"took {tricks[side]}" for side in (0, 1)]
        notes[declarers] = f"{_picked(deal)} · took {tricks[declarers]}"
        side_lines = [(ScoreLine(f"took {plural(tricks[side], 'trick')}", 0),) for side in (0, 1)]
        side_lines[scorer] = lines
        points = tuple(sum(line.points for line in side_lines[side]) for side in (0, 1))
        summary = f"{match.names[deal.calls.taker]} {_picked(deal)} · " + ", ".join(
            f"{sides.names[side]} {tricks[side]}" for side in (0, 1)
        )
        return HandRow(f"Deal {deal.number}", points, tuple(notes), tuple(side_lines), summary)

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(bacon_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        calls = deal.calls
        if calls.taker is None:
            offered = deal.offered[1].value if deal.offered and deal.offered[0] == calls.round else None
            data = {
                "dealer": deal.dealer,
                "upcard": calls.round,
                "upcards": UPCARDS,
                "passed": list(calls.passed_this_round),
                "quick": not calls.started,
                "offered": offered,
            }
            return self.ask("call", title, actor=calls.next_caller, data=data)
        sides = self.sides(match.setup)
        declarers = sides.of(calls.taker)
        data = _contract_facts(deal) | {
            "declarers": declarers,
            "defenders": 1 - declarers,
            "partner": _partner(sides, calls.taker),
            "veto": match.options.veto,
            "tricks": TRICKS,
        }
        return self.ask("tricks", title, data=data)

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · Bob deals · upcard 1', 'Deal 2 · Cid picked up ♥ alone'."""
        deal = match.deal
        if deal is None:
            return None
        if deal.calls.taker is None:
            return f"{super().progress(match)} · upcard {deal.calls.round}"
        return f"Deal {deal.number} · {match.names[deal.calls.taker]} {_picked(deal)}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The scoreboard's figures: the calls or the contract of the deal in progress, the last deal."""
        deal, sides = match.deal, self.sides(match.setup)
        extras: dict[str, Any] = {"target": match.options.target, "calling": None, "contract": None}
        if deal is not None and deal.calls.taker is None:
            extras["calling"] = {"upcard": deal.calls.round, "next": deal.calls.next_caller}
        elif deal is not None:
            extras["contract"] = _contract_facts(deal) | {"declarers": sides.of(deal.calls.taker)}
        extras["last"] = dict(match.played[-1].facts) if match.played else None
        return extras

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        calls = deal.calls
        if calls.taker is None:
            if not calls.started and rng.random() < 0.3:
                payload = {"declarer": rng.randrange(4), "trump": rng.choice(SUITS).value}
                return Event("contract", payload | {"upcard": rng.randint(1, 4), "alone": rng.random() < 0.2})
            if not calls.started and rng.random() < 0.03:
                return Event("thrown_in", {})
            said = PASS if rng.random() < 0.6 else (deal.offered or (0, rng.choice(SUITS)))[1].value
            return Event("call", {"player": calls.next_caller, "call": said, "alone": rng.random() < 0.15})
        roll = rng.random()
        if roll < 0.06:
            return Event("veto", {})
        if roll < 0.1:
            return Event("veto_alone", {})
        if roll < 0.55:
            return Event("result", {"declarers": rng.randint(0, TRICKS)})
        taken = rng.randint(0, TRICKS)
        return Event("result", {"tricks": [taken, TRICKS - taken + (rng.random() < 0.05)]})


# --- The rules of one deal ------------------------------------------------------------------------------


def _read_call(payload: Mapping[str, Any]) -> Suit | None:
    """A call: the upcard's suit ("pick it up"), or ``None`` for a pass."""
    value = payload.get("call")
    if isinstance(value, str) and value.strip().lower() == PASS:
        return None
    if value in BLANK:
        raise RuleError("Tap Pass, or the upcard's suit to pick it up.", "call")
    return read_suit(payload, "call", "Pick it up")


def _check_upcard(deal: BaconDeal, upcard: int, trump: Suit) -> None:
    """A vetoed upcard stays on offer: picking it up again makes the same trumps."""
    if deal.offered is not None and deal.offered[0] == upcard and deal.offered[1] is not trump:
        suit = deal.offered[1]
        card = f"a {suit.plural[:-1]} ({suit.symbol})"
        raise RuleError(f"The upcard is {card}: picking it up makes {suit.plural} trumps.", "call")


def _read_result(payload: Mapping[str, Any], declarers: int, sides: Sides) -> tuple[int, ...]:
    """Tricks per side: ``declarers`` (the declarers' tricks, the defenders' the rest of five: one tap) or
    ``tricks``, one number per side, which must add up to five."""
    if payload.get("declarers") in BLANK:
        return read_tricks(payload, "tricks", sides.names, TRICKS)
    taken = read_int(payload, "declarers", f"{sides.names[declarers]}'s tricks", minimum=0, maximum=TRICKS)
    tricks = [TRICKS - taken, TRICKS - taken]
    tricks[declarers] = taken
    entered = payload.get("tricks")
    both = isinstance(entered, list | tuple) and any(value not in BLANK for value in entered)
    if both and read_tricks(payload, "tricks", sides.names, TRICKS) != tuple(tricks):
        raise RuleError("The tricks per side and the result tapped disagree: enter them once.", "tricks")
    return tuple(tricks)


def _partner(sides: Sides, seat: int) -> int:
    return next(other for other in sides.seats[sides.of(seat)] if other != seat)


def _picked(deal: BaconDeal) -> str:
    """'picked up ♥', 'picked up ♥ alone', with the upcard after the first: 'picked up ♠ (upcard 3)'."""
    upcard = f" (upcard {deal.calls.round})" if deal.calls.round > 1 else ""
    return f"picked up {deal.trump.symbol}{upcard}" + (" alone" if deal.alone else "")


def _contract_facts(deal: BaconDeal) -> dict[str, Any]:
    """Who picked up, the trump, the upcard and going alone, as the sheet's facts and the pages see them."""
    return {
        "declarer": deal.calls.taker,
        "trump": deal.trump.value,
        "upcard": deal.calls.round,
        "alone": deal.alone,
    }
