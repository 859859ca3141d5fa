"""Dou Dizhu (``dou-dizhu.txt``): three players, the 54-card pack with two jokers, a bid of 1, 2 or 3 to be
the landlord, the landlord alone against the two peasants, and the bid doubled for every bomb and rocket.

The table plays with real cards and records, per deal: the calls of the bidding (or only its outcome), each
bomb and the rocket as they are played (or their count at the end), and who got rid of their cards first.
The app keeps the bidding's rules, counts the doublings with the calculator's ``multiplier``
(``calc/doudizhu.py``) and scores the deal.

Choices where the text is open (the other readings are options):

- Who bids first: "The player that was dealt the face up card is first to bid", so the first call names its
  player, any of the three (option ``first_bidder``: ``left``, the dealer's left always bids first). The
  turn then passes to the left. The deal passes to the left too (the text names no dealer).
- The bidding: each player calls once, in turn, a bid higher than the last or a pass, and the highest bid
  wins ("1 can be outbid by 2 or 3"); a bid of 3 ends the bidding at once, since it cannot be outbid
  (option ``bidding``: ``until_passes``, the bidding goes round until the others have passed, a pass being
  final). A table that bids aloud may enter only the outcome (landlord and bid) before the first call.
- When all three pass: the deal is thrown in and the same dealer deals again (option ``all_pass``: ``next``,
  the deal passes to the left). A thrown-in deal scores nothing and does not count as a deal played.
- The doublings: "The bid is multiplied by two every time a bomb or rocket is played": each bomb and the
  rocket is one tap as it is played, or the result gives the deal's count at the end (never fewer than the
  ones tapped; at most 13 bombs and one rocket, the pack's).
- The score: the round is worth the bid times the multiplier. The text states only the winners' side:
  "If the landlord wins, the landlord scores the bid amount plus any multipliers from each opponent. If the
  landlord loses, the opponents each score the bid amount plus any multipliers." By default the landlord
  wins the value from each peasant (twice the value) or pays it to each, so the three scores add up to 0
  (option ``scoring``: ``winners_only``, the literal reading: the losers score nothing). "It doesn't matter
  which opponent got rid of his/her cards first."
- The end: not in the text (it gives only "pen and paper for scorekeeping"): an agreed number of deals, 9
  by default (each player deals three times), or a target (reached at the end of a deal), or both,
  whichever comes first. The best total wins; players level at the top share the win.
- Not in the text and not recorded: the spring (a landlord who plays out before a peasant plays a card),
  four players, the showing of the three middle cards, and the "snatch" of the landlord's position.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.core import RuleError, ScoreLine, filled, option, plural, read_flag, read_int, read_seat
from scorekeeper.families.auction import (
    AUCTION_FORM,
    Auction,
    AuctionRules,
    Call,
    bid_form,
    choice,
    quick_entry,
    quick_field,
    seat_choices,
)
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Tie
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.dou_dizhu.combinations import BIDS, MAX_BOMBS, RoundValue, multiplier
from scorekeeper.games.dou_dizhu.statistics import STATISTICS
from scorekeeper.games.dou_dizhu.statistics import tallies as landlords_and_bombs
from scorekeeper.games.dou_dizhu.words import describe as dou_dizhu_words

SLUG = "dou-dizhu"
PASS = "pass"
FIRST_BIDDER = (("card", "Whoever was dealt the face-up card"), ("left", "The dealer's left"))
BIDDING = (("once", "Each player calls once; 3 ends it"), ("until_passes", "Round until the others pass"))
ALL_PASS = (("same", "Thrown in, the same dealer deals again"), ("next", "Thrown in, the deal passes left"))
SCORING = (
    ("zero_sum", "The landlord wins it from, or pays it to, each peasant"),
    ("winners_only", "Only the winners score (the text's words)"),
)


@dataclass(frozen=True)
class DouDizhuOptions:
    first_bidder: str = option(
        "card", "Who bids first", choices=FIRST_BIDDER, help="“The player that was dealt the face up card”."
    )
    bidding: str = option("once", "The bidding", choices=BIDDING)
    all_pass: str = option("same", "When all three pass", choices=ALL_PASS)
    scoring: str = option("zero_sum", "The score", choices=SCORING)
    deals: int = option(9, "Deals to play (0: no limit)", minimum=0, maximum=99)
    target: int = option(0, "Play to (0: no target)", minimum=0, maximum=9999)


@dataclass(frozen=True)
class DouDizhuDeal(Deal):
    """A deal: the bidding (``None`` until the first call names the first bidder), the landlord and bid once
    it is over, and the bombs and the rocket played so far."""

    auction: Auction | None = None
    landlord: Call | None = None
    bombs: int = 0
    rockets: int = 0

    @property
    def value(self) -> RoundValue:
        return multiplier(self.bombs, self.rockets, bid=self.landlord.bid)


class DouDizhu(DealGame[DouDizhuOptions]):
    slug = SLUG
    name = "Dou Dizhu"
    min_players = max_players = 3
    Options = DouDizhuOptions
    summary = "Bid 1, 2 or 3 to be the landlord against two peasants; bombs and the rocket double the stake."
    rules_file = "dou-dizhu.txt"
    phases = (
        Phase("bid", ("bid", "contract"), "Tap each call in turn: 1, 2, 3 or pass.", template=AUCTION_FORM),
        Phase(
            "play", ("result", "bomb", "rocket"), "Tap each bomb and the rocket as played, then who went out."
        ),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return landlords_and_bombs(match)

    # --- The game's declaration ---

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        if not setup.options.deals and not setup.options.target:
            raise RuleError("Choose a number of deals or a target, or the game would never end.", "deals")

    def ending(self, options: DouDizhuOptions) -> Ending:
        # The text says nothing about the end ("pen and paper for scorekeeping"): agreed deals or a target.
        return Ending(target=options.target or None, deals=options.deals or None, ties=Tie.HIGHER)

    def auction_rules(self, options: DouDizhuOptions) -> AuctionRules:
        # "A bid can be one, two, or three, or a player can pass on bidding."
        once = options.bidding == "once"
        return AuctionRules(min(BIDS), max(BIDS), one_round=once, maximum_ends=True)

    def new_deal(self, match: Match, number: int, dealer: int) -> DouDizhuDeal:
        if match.options.first_bidder == "card":
            return DouDizhuDeal(number, dealer)  # the first call names who was dealt the face-up card
        return DouDizhuDeal(number, dealer, auction=self._auction(match, self.direction.after(dealer, 3)))

    def _auction(self, match: Match, first: int) -> Auction:
        """The bidding from ``first``, the turn passing to the left."""
        order = (first, *order_from_left_of(first, match.setup.size)[:-1])
        return Auction(self.auction_rules(match.options), order)

    # --- The bidding ---

    def on_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The bidder")
        # "The player that was dealt the face up card is first to bid."
        auction = deal.auction or self._auction(match, seat)
        auction = auction.call(seat, self.auction_rules(match.options).read_call(payload), names)
        if auction.all_passed:
            # Nobody bid: the cards are thrown in and dealt again.
            return self.redeal(match, same_dealer=match.options.all_pass == "same")
        landlord = auction.high if auction.is_over else None
        return replace(match, deal=replace(deal, auction=auction, landlord=landlord))

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.auction is not None and deal.auction.calls:
            raise RuleError("The bidding is being recorded call by call: go on, or undo the calls first.")
        landlord = read_seat(payload, "landlord", match.names, "The landlord")
        bid = self.auction_rules(match.options).check_contract(read_int(payload, "bid", "The bid"))
        return replace(match, deal=replace(deal, landlord=Call(landlord, bid)))

    # --- The play ---

    def on_bomb(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "The bid is multiplied by two every time a bomb or rocket is played during the round."
        deal = match.deal
        if deal.bombs >= MAX_BOMBS:
            raise RuleError(f"The pack holds {MAX_BOMBS} bombs, one of each rank: all are played.", "bombs")
        return replace(match, deal=replace(deal, bombs=deal.bombs + 1))

    def on_rocket(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.rockets:
            raise RuleError("The pack has one rocket, and it was already played in this deal.", "rocket")
        return replace(match, deal=replace(deal, rockets=1))

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = _counted_at_the_end(match.deal, payload)
        # "The player that gets rid of their cards first wins the round."
        out = read_seat(payload, "out", match.names, "The player who went out first")
        match = replace(match, deal=deal)
        facts = _facts(deal) | {"out": out, "landlord_won": out == deal.landlord.seat}
        return self.finish_deal(match, self._row(match, out), facts=facts)

    def _row(self, match: Match, out: int) -> HandRow:
        """The deal's scores: the value from or to each opponent, with the arithmetic behind it."""
        deal, names, zero_sum = match.deal, match.names, match.options.scoring == "zero_sum"
        landlord, value = deal.landlord.seat, deal.value.value
        won = out == landlord
        peasants = [seat for seat in range(3) if seat != landlord]
        lines: list[list[ScoreLine]] = [[], [], []]
        if won:
            # "the landlord scores the bid amount plus any multipliers from each opponent"
            lines[landlord] = [ScoreLine(f"{value} from {names[p]}", value) for p in peasants]
            if zero_sum:
                for p in peasants:
                    lines[p] = [ScoreLine(f"pays {names[landlord]} {value}", -value)]
        else:
            # "the opponents each score the bid amount plus any multipliers"
            for p in peasants:
                lines[p] = [ScoreLine(f"{value} as a peasant", value)]
            if zero_sum:
                lines[landlord] = [ScoreLine(f"pays {names[p]} {value}", -value) for p in peasants]
        points = tuple(sum(line.points for line in mine) for mine in lines)
        stake = _stake_words(deal)
        notes = ["peasant · " + ("won" if not won else "lost") for _ in range(3)]
        notes[landlord] = f"landlord · {stake} · " + ("won" if won else "lost")
        winners = f"{names[landlord]} wins" if won else "the peasants win"
        summary = f"{names[landlord]} landlord, {stake} · {names[out]} went out first: {winners}"
        return HandRow(f"Deal {deal.number}", points, tuple(notes), tuple(map(tuple, lines)), summary)

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(dou_dizhu_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        if deal.landlord is None:
            auction = deal.auction
            actor = auction.next_bidder if auction else None
            return self.ask("bid", title, actor=actor, data=_bid_data(match, auction))
        return self.ask("play", title, data=_facts(deal) | {"max_bombs": MAX_BOMBS})

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · bidding · Bob 2 high', 'Deal 2 · Bob is landlord · bid 2 × 4 = 8'."""
        deal, names = match.deal, match.names
        if deal.landlord is None:
            high = deal.auction.high if deal.auction else None
            leading = f" · {names[high.seat]} {high.bid} high" if high else ""
            return f"Deal {deal.number} · bidding{leading}"
        return f"Deal {deal.number} · {names[deal.landlord.seat]} is landlord · {_stake_words(deal)}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The landlord and the stake so far for the scoreboard, and every deal's facts."""
        deal = match.deal
        current = _facts(deal) if deal is not None and deal.landlord is not None else None
        return {"landlord": current, "deals": [dict(record.facts) for record in match.played]}

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        if deal.landlord is None:
            auction = deal.auction
            if not (auction and auction.calls) and rng.random() < 0.2:
                return Event("contract", {"landlord": rng.randrange(3), "bid": rng.randint(1, 3)})
            seat = auction.next_bidder if auction else rng.randrange(3)
            allowed = auction.allowed_bids() if auction else BIDS
            bid = rng.choice(allowed) if allowed and rng.random() < 0.6 else PASS
            return Event("bid", {"player": seat, "bid": bid})
        if rng.random() < 0.15:
            return Event("bomb", {})
        if rng.random() < 0.08:
            return Event("rocket", {})
        payload: dict[str, Any] = {"out": rng.randrange(3)}
        if rng.random() < 0.3:
            payload |= {
                "bombs": deal.bombs + rng.randint(0, 2),
                "rocket": bool(deal.rockets or rng.random() < 0.2),
            }
        return Event("result", payload)


# --- The rules of one deal ------------------------------------------------------------------------------


def _counted_at_the_end(deal: DouDizhuDeal, payload: Mapping[str, Any]) -> DouDizhuDeal:
    """The deal with the bombs and the rocket the result counts (``bombs``, ``rocket``), if it counts them:
    the deal's totals, never fewer than the ones tapped as they were played."""
    bombs, rockets = deal.bombs, deal.rockets
    if filled(payload.get("bombs")):
        bombs = read_int(payload, "bombs", "The number of bombs", minimum=0, maximum=MAX_BOMBS)
        if bombs < deal.bombs:
            were = "was" if deal.bombs == 1 else "were"
            raise RuleError(
                f"{plural(deal.bombs, 'bomb')} {were} recorded as played: undo to enter fewer.", "bombs"
            )
    if "rocket" in payload:
        rockets = int(read_flag(payload, "rocket", "The rocket"))
        if rockets < deal.rockets:
            raise RuleError("The rocket was recorded as played: undo it to take it back.", "rocket")
    return replace(deal, bombs=bombs, rockets=rockets)


def _stake_words(deal: DouDizhuDeal) -> str:
    """'bid 2', 'bid 2 × 4 = 8' (after a bomb and the rocket)."""
    value = deal.value
    if value.multiplier == 1:
        return f"bid {value.bid}"
    return f"bid {value.bid} × {value.multiplier} = {value.value}"


def _facts(deal: DouDizhuDeal) -> dict[str, Any]:
    """The landlord, the bid and the doublings of a deal, as the sheet's facts and the pages see them."""
    value = deal.value
    return {
        "landlord": deal.landlord.seat,
        "bid": value.bid,
        "bombs": value.bombs,
        "rockets": value.rockets,
        "multiplier": value.multiplier,
        "value": value.value,
    }


def _bid_data(match: Match, auction: Auction | None) -> dict[str, Any]:
    """The bidding form: the bids the caller may make, the calls so far, and whether the first bidder is
    still to be named (by the first call)."""
    deal = match.deal
    if auction is None:
        data = {
            "dealer": deal.dealer,
            "allowed_bids": list(BIDS),
            "calls": [],
            "high": None,
            "first_call": True,
            "quick_contract": True,
        }
    else:
        data = auction.form_data() | {"dealer": deal.dealer, "first_call": False}
    return data | {"auction_form": _auction_form(match, auction)}


def _auction_form(match: Match, auction: Auction | None) -> dict[str, Any]:
    """One tap per call; the first call also says who bids first ("The player that was dealt the face up
    card is first to bid"). Before it, a table that bids aloud may enter only the landlord and the bid."""
    names, high = match.names, auction.high if auction else None
    quick = quick_entry(
        "Bidding aloud? Enter only the landlord and the bid",
        "Record the landlord",
        quick_field("landlord", "Landlord", seat_choices(names)),
        quick_field("bid", "Bid", [choice(n) for n in BIDS], menu=True),
    )
    said = "A bid of 3 cannot be outbid and ends the bidding; if all three pass, the cards are dealt again."
    if high:
        said = f"{names[high.seat]} bid {high.bid}: bid higher or pass."
    return bid_form(
        names,
        bidder=auction.next_bidder if auction else None,
        dealer=None,  # the holder of the face-up card bids first, not the dealer's left
        calls=[(c.seat, "pass" if c.bid is None else str(c.bid)) for c in auction.calls] if auction else (),
        groups=[("", [choice(n) for n in (auction.allowed_bids() if auction else BIDS)])],
        verb="calls",
        notes=[said],
        quick=None if auction and auction.calls else quick,
        pick_first="" if auction else "Who was dealt the face-up card? They bid first",
    )
