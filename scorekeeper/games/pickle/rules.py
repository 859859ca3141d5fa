"""Pickle (``pickle.txt``): two to five players, ten cards each from a pack with two jokers, one round of
bids for tricks with a trump suit named, and the first to 300 points; partnerships with four players.

The table plays with real cards and records, per deal: the calls of the auction in turn (or only its
outcome), the tricks each took and then the card points each took. The app keeps the auction's rules,
scores the tricks for the bidder (or for the others when the bid fails), checks for 300, and only then
adds the card points and checks again, as the text does.

Choices where the text is open (the other readings are options where they make sense):

- The auction is one round (``AuctionRules(one_round=True)``): "Each player, starting with the person to
  the left of the dealer, either passes or bids" and "After the dealer bids or passes, the player with the
  highest bid wins". Bids run from the minimum (4 with two players, 3 with three, 2 with four or five) to
  10, the tricks in a hand; each names a suit; the dealer, "obliged to bid" when all others pass, may bid
  any number from the minimum (not only the minimum). A table that bids aloud enters the outcome once
  (``contract``), before any call.
- "Bidding and making an eight bid" is read on the bid, not the tricks: a bid of 7 that takes 8 has no
  bonus, a bid of 8 that takes 9 has 10. The bonuses are not added up (a ten bid is 50, not 90).
- The bidder who fails scores nothing for tricks (the text gives no penalty); card points count for
  everyone, the bidder too.
- "Tied at 300 or above" means level scores at the top: of several players past 300 the highest wins;
  level highest play on (card points, then another deal). The other reading (any two past 300 play on)
  could never end, since scores only grow.
- Card points are entered as each player counts their pile (the app cannot know the cards set aside, so
  it checks only that they add up to at most 145: 100 in 5s, 10s and honours, 30 in jokers, 15 for the
  lowest trump), or as the counting cards each took with the lowest trump in play, counted by
  ``families.card_points``. "The lowest card of trumps in play counts 15": in place of its own value by
  default (a 5 that is the lowest trump counts 15); option: 15 on top of it (20).
- The partnership variant (option, four players only): partners sit across (seats 1 and 3 against 2 and
  4), tricks and card points are entered per team, and "the winning bid applies to both members".
- The target is an option (300 by default); the deal passes to the left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from itertools import accumulate
from random import Random
from typing import Any

from scorekeeper.cards import ACE_HIGH, AnyCard, Rank, Suit, standard_52
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    filled,
    option,
    plural,
    read_card,
    read_int,
    read_int_list,
    read_seat,
)
from scorekeeper.families.auction import (
    AUCTION_FORM,
    Auction,
    AuctionRules,
    Call,
    auction_form,
    choice,
    quick_entry,
    quick_field,
    seat_choices,
    suit_choices,
)
from scorekeeper.families.card_points import PointSchedule, count_points, deck_total
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides, Tie
from scorekeeper.families.deal.result import random_tricks, read_piles, read_tricks
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import PickleJokers, TrickRules
from scorekeeper.families.tricks.engine import Tie as TrickTie
from scorekeeper.families.trumps import read_suit, suit_words
from scorekeeper.families.words import own_words
from scorekeeper.games.pickle import words
from scorekeeper.games.pickle.statistics import STATISTICS
from scorekeeper.games.pickle.statistics import tallies as game_tallies

SLUG = "pickle"
DECK: tuple[AnyCard, ...] = tuple(standard_52(jokers=2))  # "1 deck of cards, including two jokers"
TRICKS = 10  # "ten cards are dealt to each player"
MINIMUM_BID = {2: 4, 3: 3, 4: 2, 5: 2}  # "four with 2 players, three with 3 players, and two with 4 or 5"
PER_TRICK_BID, PER_EXTRA_TRICK, PER_TRICK_WHEN_SET = 5, 2, 5
BONUS = {8: 10, 9: 30, 10: 50}  # "an eight bid ... 10 points ... nine bid ... 30 ... ten bid ... 50"
PASS = "pass"


@dataclass(frozen=True)
class PickleOptions:
    target: int = option(300, "Points to win", minimum=50, maximum=1000, help="“first to score 300 points”")
    partnerships: bool = option(
        False, "Four players in partnerships", help="Partners sit across and score together (four players)."
    )
    lowest_trump: str = option(
        "instead",
        "The lowest trump in play",
        choices=(("instead", "counts 15 in place of its own value"), ("plus", "counts 15 more than its own")),
        help="Only for cards tapped in: a 5 that is the lowest trump counts 15, or 20.",
    )


@dataclass(frozen=True)
class PickleDeal(Deal):
    """A deal in progress: the auction, the contract (bidder, tricks bid, the suit named) and the tricks."""

    auction: Auction | None = None
    contract: Call | None = None
    tricks: tuple[int, ...] | None = None  # per column, once entered

    @property
    def trump(self) -> Suit:
        return Suit(self.contract.named)


def trick_rules(trump: Suit, options: PickleOptions) -> TrickRules:
    """Ace high, follow suit if possible; "If a joker is led, there are no restrictions"; with no trump in
    the trick but a joker, the highest card of any suit wins, "jokers rank above a 9 but below a 10", and
    of tied cards "the last of the tied cards to have been played wins the trick"."""
    return TrickRules(trump=trump, ties=TrickTie.LAST, jokers=PickleJokers(), deck=DECK)


@dataclass(frozen=True)
class PickleTable(PickleOptions):
    """The options with the number of players: ten cards are dealt to each."""

    players: int = option(4, "Players", minimum=2, maximum=5)


def _dealt_to(schedule: PointSchedule, options: PickleTable) -> PointSchedule:
    # "ten cards are dealt to each player. The remainder of the deck is set aside."
    # "The lowest card of trumps in play counts 15": in place of its value, or (option) on top of it.
    return replace(schedule, in_play=10 * options.players, lowest_trump_plus=options.lowest_trump == "plus")


#: 5 five, 10 ten, J 1, Q 2, K 3, A 4, jokers 15, and "the lowest card of trumps in play counts 15": it counts
#: 15 instead of its face value (read as a card value like the jokers' 15), found among all the cards in play.
CARD_POINTS = PointSchedule(
    SLUG,
    "Pickle",
    tuple(standard_52(jokers=2)),
    plain={Rank.FIVE: 5, Rank.TEN: 10, Rank.JACK: 1, Rank.QUEEN: 2, Rank.KING: 3, Rank.ACE: 4},
    joker=15,
    lowest_trump=15,
    in_play=40,
    expected_total=145,  # 4 suits x (5 + 10 + 1 + 2 + 3 + 4) = 100, two jokers 30, lowest trump (the 2) 15
    Options=PickleTable,
    variant=_dealt_to,
)
MOST_CARD_POINTS = deck_total(CARD_POINTS)  # 4 x (5 + 10 + 1 + 2 + 3 + 4) + 2 x 15 + 15 = 145


class Pickle(DealGame[PickleOptions]):
    slug = SLUG
    name = "Pickle"
    min_players, max_players = 2, 5
    Options = PickleOptions
    summary = "Bid for tricks and name trumps; 5s, 10s, jokers and the lowest trump count. First to 300."
    rules_file = "pickle.txt"
    partners_opposite = True  # "you and the person sitting across from you are a team"
    phases = (
        Phase(
            "bid",
            ("bid", "contract"),
            "From the dealer's left, once each: a bid and a suit, or Pass.",
            template=AUCTION_FORM,
        ),
        Phase("tricks", ("tricks",), "How many of the ten tricks each took."),
        Phase("cards", ("card_points",), "Card points each took: 5s, 10s, honours, jokers, lowest trump."),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state, self.sides(state.setup))

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        wording = partial(words.describe, sides=self.sides(setup))
        return own_words(wording, setup, event, actor) or super().describe(setup, event, actor)

    # --- The game's declaration ---

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        if setup.options.partnerships and setup.size != 4:
            raise RuleError(f"Partnerships are for four players, not {setup.size}.", "partnerships")
        if setup.teams and not setup.options.partnerships:
            raise RuleError("Teams play only with the partnership option.", "teams")

    def sides(self, setup: GameSetup) -> Sides:
        return Sides.partnerships(setup) if setup.options.partnerships else Sides.players(setup)

    def ending(self, options: PickleOptions) -> Ending:
        # "the first to score 300 points"; "if two or more players are tied at 300 or above", play on.
        return Ending(target=options.target, ties=Tie.PLAY_ON)

    def auction_rules(self, players: int) -> AuctionRules:
        # "The dealer always bids last, and if all other players pass, the dealer is obliged to bid."
        minimum = MINIMUM_BID[players]
        return AuctionRules(minimum, TRICKS, dealer_forced=True, forced_to_minimum=False, one_round=True)

    def new_deal(self, match: Match, number: int, dealer: int) -> PickleDeal:
        # "starting with the person to the left of the dealer"; the dealer bids last.
        order = tuple(order_from_left_of(dealer, match.setup.size))
        return PickleDeal(number, dealer, auction=Auction(self.auction_rules(match.setup.size), order))

    # --- The auction ---

    def on_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The bidder")
        bid = deal.auction.rules.read_call(payload)  # "either passes or bids the number of tricks"
        auction = deal.auction.call(seat, bid, names)  # the turn and the number first, then the suit
        if bid is not None:
            # "If he makes a bid, he must also name the suit he would like to be declared trumps"
            suit = read_suit(payload, "suit", f"{names[seat]}'s bid of {bid}")
            auction = deal.auction.call(seat, bid, names, named=suit.value)
        contract = auction.high if auction.is_over else None
        return replace(match, deal=replace(deal, auction=auction, contract=contract))

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.auction.calls:
            raise RuleError("The bidding is being recorded call by call: go on, or undo the calls first.")
        bidder = read_seat(payload, "bidder", match.names, "The high bidder")
        bid = deal.auction.rules.check_contract(read_int(payload, "bid", "The bid"))
        suit = read_suit(payload, "suit", "The trump suit")
        return replace(match, deal=replace(deal, contract=Call(bidder, bid, suit.value)))

    # --- The tricks, then the first check for 300 ---

    def on_tricks(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # All but one tapped: the last has the rest of the ten.
        tricks = read_tricks(payload, "tricks", self.sides(match.setup).names, TRICKS, one_blank=True)
        match = replace(match, deal=replace(match.deal, tricks=tricks))
        # "After these trick points are counted and scored, a winner is declared if someone has reached or
        # exceeded 300 points." Otherwise the deal waits for the card points.
        return self.end_if_reached(match, self._row(match, None, won=True), facts=self._facts(match))

    # --- The card points, then the second check ---

    def on_card_points(self, match: Match, payload: Mapping[str, Any]) -> Match:
        if filled(payload.get("cards")):
            if filled(payload.get("points")):
                raise RuleError("Enter the card points or the cards, not both.", "points")
            cards = self._counted(match, payload)
        else:
            cards = self._entered(match, payload)
        facts = self._facts(match) | {"card_points": [sum(ln.points for ln in c) for c in cards]}
        facts["card_points_at_most"] = MOST_CARD_POINTS
        return self.finish_deal(match, self._row(match, cards), facts=facts)

    def _entered(self, match: Match, payload: Mapping[str, Any]) -> list[list[ScoreLine]]:
        """Each column's card points as counted at the table."""
        names, tricks = self.sides(match.setup).names, match.deal.tricks
        labels = [f"{name}'s card points" for name in names]
        points = read_int_list(payload, "points", labels, minimum=0, maximum=MOST_CARD_POINTS)
        for column, (got, took) in enumerate(zip(points, tricks, strict=True)):
            if got and not took:
                raise RuleError(f"{names[column]} took no tricks, so no card points.", f"points.{column}")
        if sum(points) > MOST_CARD_POINTS:
            total = f"The card points add up to {sum(points)}"
            raise RuleError(f"{total}, but the cards hold at most {MOST_CARD_POINTS}.", "points")
        return [[ScoreLine("card points", p)] if p else [] for p in points]

    def _counted(self, match: Match, payload: Mapping[str, Any]) -> list[list[ScoreLine]]:
        """The counting cards each column took, with the lowest trump in play, counted by the calculator."""
        deal, size = match.deal, match.setup.size
        names = self.sides(match.setup).names
        piles = read_piles(payload, "cards", names, deal.tricks, DECK, trick_size=size)
        everything = [card for pile in piles for card in pile]
        _check_lowest_trump(payload, deal.trump, everything)
        options = {"players": size, "lowest_trump": match.options.lowest_trump}
        count = [
            count_points(CARD_POINTS, p, trump=deal.trump, in_play=everything, options=options) for p in piles
        ]
        return [list(result.lines) for result in count]

    # --- The deal's row ---

    def _row(self, match: Match, cards: list[list[ScoreLine]] | None, *, won: bool = False) -> HandRow:
        """Trick points, then card points (``None``: not yet, or never if the game is ``won`` on tricks)."""
        deal, bidders = match.deal, self._bidders(match)
        contract, tricks = deal.contract, deal.tricks
        outcome = "made" if tricks[bidders] >= contract.bid else "down"
        lines = _trick_lines(contract.bid, tricks, bidders)
        notes = [f"took {t}" for t in tricks]
        notes[bidders] = f"bid {contract.bid}{deal.trump.symbol} · took {tricks[bidders]} · {outcome}"
        for column, extra in enumerate(cards or ()):
            lines[column] += extra
            notes[column] += f" · cards {sum(line.points for line in extra)}"
        summary = f"{match.names[contract.seat]} bid {contract.bid} {suit_words(deal.trump)}"
        summary += f" · took {tricks[bidders]}: {outcome}"
        if cards is None:
            summary += " · won on trick points: cards not counted" if won else " · card points next"
        points = tuple(sum(line.points for line in column) for column in lines)
        return HandRow(f"Deal {deal.number}", points, tuple(notes), tuple(map(tuple, lines)), summary)

    def _bidders(self, match: Match) -> int:
        """The bidder's column: "the winning bid applies to both members of the team"."""
        return self.sides(match.setup).of(match.deal.contract.seat)

    def _facts(self, match: Match) -> dict[str, Any]:
        """The contract, and the tricks and trick points once entered: for the forms, board and record."""
        deal = match.deal
        contract = deal.contract
        facts = {"bidder": contract.seat, "bid": contract.bid, "trump": contract.named}
        facts["bidders"] = self._bidders(match)
        if deal.tricks is not None:
            facts |= {"tricks": list(deal.tricks), "trick_points": list(self._row(match, None).points)}
        return facts

    def deal_row(self, match: Match) -> HandRow | None:
        """The trick points, once entered, stand on the sheet while the cards are counted."""
        return self._row(match, None) if match.deal.tricks is not None else None

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        if deal.contract is None:
            return self.ask("bid", title, actor=deal.auction.next_bidder, data=_bid_data(deal, match.names))
        data = self._facts(match) | {"tricks_in_hand": TRICKS}
        if deal.tricks is None:
            return self.ask("tricks", title, data=data)
        return self.ask("cards", title, data=data | {"most": MOST_CARD_POINTS, "players": match.setup.size})

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · bidding · Bob 4♥ high', 'Deal 2 · Bob bid 4♥', 'Deal 2 · Bob bid 4♥, took 6'."""
        deal, names = match.deal, match.names
        if deal is None:
            return None
        if deal.contract is None:
            high = deal.auction.high
            leading = f" · {names[high.seat]} {_bid_words(high)} high" if high else ""
            return f"Deal {deal.number} · bidding{leading}"
        words = f"Deal {deal.number} · {names[deal.contract.seat]} bid {_bid_words(deal.contract)}"
        return words if deal.tricks is None else f"{words}, took {deal.tricks[self._bidders(match)]}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The scoreboard: the contract (or the high bid), this deal's tricks and points, the last deal."""
        deal = match.deal
        extras: dict[str, Any] = {"target": match.options.target, "contract": None, "high": None}
        if deal is not None and deal.contract is not None:
            extras["contract"] = self._facts(match)
        elif deal is not None:
            extras["high"] = _bid_data(deal, match.names)["high"]
        if match.played:
            last = match.played[-1]
            extras["last"] = {"label": last.row.label, "summary": last.row.summary, "points": last.row.points}
            extras["last"]["tricks"] = last.facts["tricks"]
        return extras

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal, size = match.deal, match.setup.size
        columns = len(self.sides(match.setup).names)
        if deal.contract is None:
            auction, suit = deal.auction, rng.choice("SHDC")
            if not auction.calls and rng.random() < 0.3:
                bid = rng.randint(auction.rules.minimum, TRICKS)
                return Event("contract", {"bidder": rng.randrange(size), "bid": bid, "suit": suit})
            allowed = auction.allowed_bids()
            if auction.dealer_must_bid or (allowed and rng.random() < 0.4):
                return Event(
                    "bid", {"player": auction.next_bidder, "bid": rng.choice(allowed[:3]), "suit": suit}
                )
            return Event("bid", {"player": auction.next_bidder, "bid": PASS})
        if deal.tricks is None:
            return Event("tricks", {"tricks": random_tricks(rng, columns, TRICKS)})
        # Deal the cards in play and hand each column as many as its tricks held.
        dealt = rng.sample(DECK, TRICKS * size)
        cards, ends = [str(card) for card in dealt], list(accumulate(took * size for took in deal.tricks))
        piles = [cards[begin:end] for begin, end in zip([0, *ends], ends, strict=False)]
        if rng.random() < 0.3:
            trumps = [c for c in dealt if c.suit is deal.trump]
            lowest = max(trumps, key=lambda c: ACE_HIGH.index(c.rank), default="")
            return Event("card_points", {"cards": piles, "lowest_trump": str(lowest)})
        options = {"players": size, "lowest_trump": match.options.lowest_trump}
        count = [
            count_points(CARD_POINTS, p, trump=deal.trump, in_play=cards, options=options).total
            for p in piles
        ]
        return Event("card_points", {"points": count})


# --- The rules of one deal ------------------------------------------------------------------------------


def _trick_lines(bid: int, tricks: Sequence[int], bidders: int) -> list[list[ScoreLine]]:
    """Each column's trick points, with their reasons."""
    lines: list[list[ScoreLine]] = [[] for _ in tricks]
    taken = tricks[bidders]
    if taken >= bid:
        # "he scores five points per trick for each trick that he bid, and two points for each trick
        # beyond that ... no other players score anything for the tricks they took."
        lines[bidders].append(ScoreLine(f"bid {bid} made: {bid} × {PER_TRICK_BID}", bid * PER_TRICK_BID))
        if taken > bid:
            extra = taken - bid
            lines[bidders].append(ScoreLine(f"{plural(extra, 'extra trick')} × 2", extra * PER_EXTRA_TRICK))
        if bid in BONUS:
            lines[bidders].append(ScoreLine(f"bonus for bidding and making {bid}", BONUS[bid]))
        return lines
    # "If the winner of the bid has not taken as many tricks as he bid, all other players score five
    # points for each trick they took."
    for column, took in enumerate(tricks):
        if column != bidders and took:
            lines[column].append(
                ScoreLine(f"{plural(took, 'trick')} × 5, the bid failed", took * PER_TRICK_WHEN_SET)
            )
    return lines


def _check_lowest_trump(payload: Mapping[str, Any], trump: Suit, cards: Sequence[AnyCard]) -> None:
    """ "The lowest card of trumps in play counts 15": it must be entered, among the cards of who took it."""
    trumps = [c for c in cards if c.suit is trump]
    if not filled(payload.get("lowest_trump")):
        if trumps:
            raise RuleError("Enter the lowest trump in play: it counts 15.", "lowest_trump")
        return
    lowest = read_card(payload.get("lowest_trump"), DECK, field_name="lowest_trump", what="the lowest trump")
    if lowest.suit is not trump:
        raise RuleError(f"The lowest trump is a {trump.plural[:-1]}, not {lowest}.", "lowest_trump")
    if lowest not in cards:
        raise RuleError(f"Add {lowest} to the cards of whoever took it: it counts 15.", "lowest_trump")
    lower = [c for c in trumps if ACE_HIGH.index(c.rank) > ACE_HIGH.index(lowest.rank)]
    if lower:
        raise RuleError(f"{lower[0]} was in play and is lower than {lowest}.", "lowest_trump")


def _bid_words(call: Call) -> str:
    """'5♥'."""
    return f"{call.bid}{Suit(call.named).symbol}"


def _bid_data(deal: PickleDeal, names: Sequence[str]) -> dict[str, Any]:
    """What the bid form shows: the calls so far, the bids allowed, the dealer's duty. A pass is one tap; a
    bid is two, the number and then its suit, whose button records the call."""
    auction = deal.auction
    high = auction.high
    lowest = auction.rules.minimum
    quick = quick_entry(
        "Bidding aloud? Enter only the contract",
        "Record the contract",
        quick_field("bidder", "High bidder", seat_choices(names, auction.order)),
        quick_field("bid", "Tricks bid", [choice(n) for n in range(lowest, TRICKS + 1)]),
        quick_field("suit", "Trumps", suit_choices()),
    )
    first = auction.next_bidder
    opening = (
        f"{names[deal.dealer]} deals, so {names[first]} calls first: a bid of {lowest} to {TRICKS} tricks "
        "with a trump suit, or pass. Each player calls once; the dealer calls last."
    )
    duty = f"Everyone else passed: the dealer is obliged to bid, {lowest} or more."
    higher = (
        f"High bid: {names[high.seat]} {_bid_words(high)}. Bid more, at least {high.bid + 1}." if high else ""
    )
    form = auction_form(
        auction,
        names,
        deal.dealer,
        words=lambda call: "pass" if call.bid is None else _bid_words(call),
        opening=opening if first is not None else "",
        named=("suit", suit_choices()),
        notes=[duty if auction.dealer_must_bid else "", higher],
        quick=quick,
    )
    return {
        "auction_form": form,
        "calls": [{"player": c.seat, "bid": c.bid, "suit": c.named} for c in auction.calls],
        "allowed_bids": list(auction.allowed_bids()),
        "must_bid": auction.dealer_must_bid,
        "lowest": auction.rules.minimum,
        "highest": TRICKS,
        "dealer": deal.dealer,
        "order": list(auction.order),
        "high": {"player": high.seat, "bid": high.bid, "suit": high.named} if high else None,
        "quick_contract": not auction.calls,
    }
