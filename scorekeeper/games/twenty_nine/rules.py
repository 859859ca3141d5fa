"""Twenty-Nine (``twenty-nine.txt``): four players in two partnerships, the 32-card pack, an auction from 15
to 28, a trump kept secret until it is needed, the royals, and the first team to six victory points.

The table plays with real cards and records, per deal: the calls of the auction in turn (or only its
outcome), the moment the trump is shown, the royals if someone shows them, and the declarers' card points
(or the cards they took). The app keeps the auction's rules, adjusts the contract for the royals and scores
+1 or -1 victory point for the declarers; the scoreboard shows the two sixes as a table keeps them.

Choices where the text is open (the lead's decisions):

- Partners sit across from one another (seats 1 and 3 against 2 and 4); team labels that pair neighbours
  are refused. The deal and the turn to bid pass to the left; the first dealer is the game's.
- The auction is ``AuctionRules(15, 28)``: a pass is final, each bid beats the last, and "if the first
  three players pass, the dealer is compelled to make a bid of fifteen". A table that does not record the
  calls enters the outcome once (``contract``), before any call. Without the forced dealer (an option)
  four passes throw the deal in and the next player deals.
- The trump is never entered at the contract: it is secret. ``reveal`` records its suit and the trick at
  which it was shown; a deal where every player always followed suit ends with the trump still hidden.
- The royals (king and queen of trumps in one hand) may be shown once per deal, only after the trump is
  shown and at the latest after trick 6 (later, nobody holds two cards). The declarers' royals take 4 off
  the contract and the defenders' add 4, never below 15 or above 28.
- Card points are J 3, 9 2, A 1, 10 1: 28 in all, or 29 with the last-trick option ("scoring this
  twenty-ninth point has fallen out of favor", so it is off by default). The contract stays within 15-28
  either way.
- Made (card points >= the contract): +1 to the declarers' side; else -1. The defenders score 0. The
  game ends at +6 (a win) or -6 (a loss) at the end of a deal; the target can be lowered and the loss at
  minus the target switched off.
- Not in the text and not implemented: doubling and redoubling, the single hand, a minimum bid of 16.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from random import Random
from typing import Any

from scorekeeper.cards import Rank, Suit, make_deck, piquet_32
from scorekeeper.core import RuleError, ScoreLine, option, plural, read_int, read_seat
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
)
from scorekeeper.families.card_points import PointSchedule, deck_total
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides
from scorekeeper.families.deal.result import card_points_form, read_pile, read_side_points
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import JACK_NINE, TrickRules
from scorekeeper.families.trumps import HiddenTrump, read_suit
from scorekeeper.families.words import own_words
from scorekeeper.games.twenty_nine import words
from scorekeeper.games.twenty_nine.statistics import STATISTICS
from scorekeeper.games.twenty_nine.statistics import tallies as bids_made

SLUG = "twenty-nine"
LOWEST_BID, HIGHEST_BID = 15, 28  # "naming any number of points between 15 and 28"
TRICKS = 8  # "The hand ends after the eighth trick has been played."
ROYALS_CHANGE = 4  # "it reduces the value of their contract by four points"
LAST_ROYALS_TRICK = 6  # after trick 6 every player still holds two cards; after trick 7, one
PASS = "pass"
#: The 2s to 6s left out of the pack: greyed out on the card grid.
NOT_IN_PACK = tuple(str(c) for c in make_deck([Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO]))


@dataclass(frozen=True)
class TwentyNineOptions:
    last_trick_point: bool = option(
        False,
        "One point for the last trick (29 points in all)",
        help="The twenty-ninth point, which the text says has fallen out of favour.",
    )
    target: int = option(6, "Victory points to win", minimum=1, maximum=6, help="The sixes show up to six.")
    lose_at_minus: bool = option(True, "A team at minus that many loses", help="“A team that does so loses.”")
    royals: bool = option(True, "Royals: the king and queen of trumps move the contract by 4")
    dealer_forced: bool = option(
        True, "The dealer must bid 15 when the others pass", help="Off: four passes throw the deal in."
    )


@dataclass(frozen=True, slots=True)
class Royals:
    """The royals shown: by whom, whether by the declarers, and how far they moved the contract (the bounds
    of 15 and 28 may stop it short of 4)."""

    seat: int
    by_declarers: bool
    change: int


@dataclass(frozen=True)
class TwentyNineDeal(Deal):
    """A deal in progress: the auction, the winning bid, the hidden trump and the royals."""

    auction: Auction | None = None
    high: Call | None = None  # the winning bid, once the bidding is over
    trump: HiddenTrump = field(default_factory=HiddenTrump)
    royals: Royals | None = None

    @property
    def contract(self) -> int:
        """The declarers' contract after the royals."""
        return self.high.bid + (self.royals.change if self.royals else 0)


def trick_rules(trump: Suit | None, options: TwentyNineOptions) -> TrickRules:
    """J 9 A 10 K Q 8 7 in every suit; "Players must follow suit if able". The trump counts only from
    "the first time that a player is unable to follow suit" (``None`` while hidden); "A player does not
    have to play a trump if they don't want to." """
    return TrickRules(plain_order=JACK_NINE, trump=trump, hidden_trump=True, deck=tuple(piquet_32()))


def _with_last_trick(schedule: PointSchedule, options: TwentyNineOptions) -> PointSchedule:
    # "28 card points plus one extra point that was formerly awarded for taking the last trick"
    if not options.last_trick_point:
        return schedule
    return replace(schedule, last_trick=1, expected_total=29)


#: J 3, 9 2, A 1, 10 1: "seven card points in each suit, or 28 altogether".
CARD_POINTS = PointSchedule(
    SLUG,
    "Twenty-Nine",
    tuple(piquet_32()),
    plain={Rank.JACK: 3, Rank.NINE: 2, Rank.ACE: 1, Rank.TEN: 1},
    expected_total=28,
    Options=TwentyNineOptions,
    variant=_with_last_trick,
)


class TwentyNine(DealGame[TwentyNineOptions]):
    slug = SLUG
    name = "Twenty-Nine"
    min_players = max_players = 4
    Options = TwentyNineOptions
    summary = "Bid for the right to name a secret trump; jacks and nines win tricks; first team to six."
    rules_file = "twenty-nine.txt"
    uses_teams = True
    partners_opposite = True  # "Partners should sit opposite one another"
    phases = (
        Phase(
            "bid",
            ("bid", "contract"),
            "Tap each call in turn, from the dealer's left.",
            template=AUCTION_FORM,
        ),
        Phase("play", ("reveal", "royals", "result"), "Record the trump when it is shown, then the result."),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return bids_made(match)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(words.describe, setup, event, actor) or super().describe(setup, event, actor)

    # --- The game's declaration ---

    def ending(self, options: TwentyNineOptions) -> Ending:
        # "until one team has scored six victory points ... a team that reaches -6 points loses"
        return Ending(target=options.target, floor=-options.target if options.lose_at_minus else None)

    def auction_rules(self, options: TwentyNineOptions) -> AuctionRules:
        return AuctionRules(LOWEST_BID, HIGHEST_BID, pass_is_final=True, dealer_forced=options.dealer_forced)

    def new_deal(self, match: Match, number: int, dealer: int) -> TwentyNineDeal:
        # "The player to the dealer's left bids first"; the dealer calls last.
        order = tuple(order_from_left_of(dealer, match.setup.size))
        return TwentyNineDeal(number, dealer, auction=Auction(self.auction_rules(match.options), order))

    # --- The bidding ---

    def on_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The bidder")
        auction = deal.auction.call(seat, _read_call(payload), names)
        if auction.all_passed:
            return self.redeal(match)  # no forced dealer: the deal is thrown in
        high = auction.high if auction.is_over else None
        return replace(match, deal=replace(deal, auction=auction, high=high))

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.auction.calls:
            raise RuleError("The bidding is being recorded call by call: go on, or undo the calls first.")
        bidder = read_seat(payload, "bidder", match.names, "The high bidder")
        bid = self.auction_rules(match.options).check_contract(read_int(payload, "bid", "The bid"))
        return replace(match, deal=replace(deal, high=Call(bidder, bid)))

    # --- The play ---

    def on_reveal(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "The first time that a player is unable to follow suit, the high bidder must turn the card ... up"
        suit = read_suit(payload, "suit", "The trump")
        trick = read_int(payload, "trick", "The trick")
        return replace(match, deal=replace(match.deal, trump=match.deal.trump.reveal(suit, trick, TRICKS)))

    def on_royals(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        refusal = _royals_refusal(match.options, deal, names)
        if refusal:
            raise RuleError(refusal, "player")
        seat = read_seat(payload, "player", names, "The player showing the royals")
        sides = self.sides(match.setup)
        declarers = sides.of(deal.high.seat) == sides.of(seat)
        # "If the declarers hold the royals, it reduces the value of their contract by four points. If they
        # are shown by the defenders, it increases ... The royals cannot reduce the contract below 15
        # points or increase it above 28."
        wanted = deal.high.bid + (-ROYALS_CHANGE if declarers else ROYALS_CHANGE)
        change = min(HIGHEST_BID, max(LOWEST_BID, wanted)) - deal.high.bid
        return replace(match, deal=replace(deal, royals=Royals(seat, declarers, change)))

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options = match.deal, match.options
        sides = self.sides(match.setup)
        declarers, total = sides.of(deal.high.seat), _deck_points(options.last_trick_point)
        if payload.get("cards") not in (None, ""):
            if payload.get("points") not in (None, ""):
                raise RuleError("Enter the declarers' card points or their cards, not both.", "points")
            taken = _captured(payload, deal, options)
        else:
            taken = read_side_points(payload, declarers, sides, total).of(declarers)
        points = [taken if side == declarers else total - taken for side in (0, 1)]
        made = points[declarers] >= deal.contract
        facts = _deal_facts(deal) | {"card_points": points, "deck_points": total, "made": made}
        return self.finish_deal(match, self._row(match, sides, points), facts=facts)

    def _row(self, match: Match, sides: Sides, card_points: list[int]) -> HandRow:
        """+1 or -1 for the declarers, 0 for the defenders, with the notes and lines behind them."""
        deal = match.deal
        declarers = sides.of(deal.high.seat)
        taken, contract = card_points[declarers], deal.contract
        # "If they successfully fulfilled their contract, they score one victory point. If they did not,
        # they lose one victory point."
        made = taken >= contract
        outcome = "made" if made else "down"
        won = ScoreLine(f"contract {contract}, took {taken}: {outcome}", 1 if made else -1)
        bid = f"bid {deal.high.bid}" + (f" → {contract}" if contract != deal.high.bid else "")
        notes = [f"took {p}" for p in card_points]
        notes[declarers] = f"{bid} · took {taken} · {outcome}"
        lines = [[ScoreLine(f"took {plural(p, 'card point')}", 0)] for p in card_points]
        lines[declarers] = [won]
        if deal.royals:
            shown = sides.of(deal.royals.seat)
            notes[shown] += " · royals " + (
                _minus(f"{deal.royals.change:+d}") if deal.royals.change else "±0"
            )
            lines[shown].insert(0, ScoreLine(_royals_words(deal), 0))
        victory = tuple(won.points if side == declarers else 0 for side in (0, 1))
        summary = f"{match.names[deal.high.seat]} {bid} · {deal.trump.words()}"
        return HandRow(f"Deal {deal.number}", victory, tuple(notes), tuple(map(tuple, lines)), summary)

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        if deal.high is None:
            return self.ask(
                "bid", title, actor=deal.auction.next_bidder, data=_bid_data(deal.auction, deal, match.names)
            )
        # The play form's one-tap buttons (suits to reveal, players to show the royals) carry no event
        # type of their own: the first event is the one they record.
        first = "royals" if deal.trump.revealed else "reveal"
        events = (first, *(e for e in ("reveal", "royals", "result") if e != first))
        return self.ask("play", title, data=self._play_data(match), events=events)

    def _play_data(self, match: Match) -> dict[str, Any]:
        deal, options, sides = match.deal, match.options, self.sides(match.setup)
        declarers, total = sides.of(deal.high.seat), _deck_points(options.last_trick_point)
        schedule = CARD_POINTS.for_options({"last_trick_point": options.last_trick_point})
        return _deal_facts(deal) | {
            "declarers": declarers,
            "defenders": 1 - declarers,
            "can_show_royals": _royals_refusal(options, deal, match.names) is None,
            "tricks": TRICKS,
            "deck_points": total,
            "last_trick_point": options.last_trick_point,
            "seen": list(NOT_IN_PACK),
            # The result's buttons name their event: the form's first is the reveal or the royals.
            "card_points_form": card_points_form(
                sides,
                total,
                schedule,
                side=declarers,
                legend=f"After the eighth trick: {total} card points",
                record="Record the result",
            ),
        }

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · bidding · Bob 16 high', 'Deal 2 · Bob bid 18 · trump hidden'."""
        deal, names = match.deal, match.names
        if deal.high is None:
            high = deal.auction.high
            leading = f" · {names[high.seat]} {high.bid} high" if high else ""
            return f"Deal {deal.number} · bidding{leading}"
        bid = f"{names[deal.high.seat]} bid {deal.high.bid}"
        royals = f", {deal.contract} with the royals" if deal.contract != deal.high.bid else ""
        return f"Deal {deal.number} · {bid}{royals} · {deal.trump.words()}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The scoreboard's facts: the auction while it goes round (every call and whose it is next), then
        the contract and trump of the deal in progress; and every deal's facts."""
        deal = match.deal
        current = bidding = None
        if deal is not None and deal.high is not None:
            current = _deal_facts(deal) | {"declarers": self.sides(match.setup).of(deal.high.seat)}
        elif deal is not None:
            bidding = _bidding_facts(deal.auction)
        deals = [dict(record.facts) for record in match.played]
        return {"contract": current, "bidding": bidding, "deals": deals}

    def result(self, match: Match) -> str:
        """'Ann & Cid win 6 to −2', 'Bob & Dee reach −6 and lose: Ann & Cid win'."""
        names, totals = self.sides(match.setup).names, match.totals
        winner = match.winners[0]
        loser = 1 - winner
        if totals[loser] <= -match.options.target and match.options.lose_at_minus:
            return f"{names[loser]} reach {_minus(totals[loser])} and lose: {names[winner]} win"
        return f"{names[winner]} win {_minus(totals[winner])} to {_minus(totals[loser])}"

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal, options = match.deal, match.options
        if deal.high is None:
            auction = deal.auction
            if not auction.calls and rng.random() < 0.4:
                return Event("contract", {"bidder": rng.randrange(4), "bid": rng.randint(15, 28)})
            allowed = auction.allowed_bids()
            raise_ = auction.dealer_must_bid or (allowed and rng.random() < 0.4)
            bid = rng.choice(allowed[:3]) if raise_ else PASS
            return Event("bid", {"player": auction.next_bidder, "bid": bid})
        if not deal.trump.revealed and rng.random() < 0.5:
            return Event("reveal", {"suit": rng.choice("SHDC"), "trick": rng.randint(1, TRICKS)})
        if _royals_refusal(options, deal, match.names) is None and rng.random() < 0.3:
            return Event("royals", {"player": rng.randrange(4)})
        if rng.random() < 0.3:
            tricks = rng.randint(1, TRICKS)
            cards = rng.sample([str(c) for c in piquet_32()], 4 * tricks)
            if not options.last_trick_point:  # the last trick scores nothing: not asked
                return Event("result", {"cards": cards})
            last = tricks == TRICKS or rng.random() < 0.5
            return Event("result", {"cards": cards, "last_trick": last})
        # Near the contract, mostly made, so that games end even without the loss at minus six.
        points = deal.contract + rng.randint(-3, 12)
        return Event("result", {"points": min(max(points, 0), _deck_points(options.last_trick_point))})


# --- The rules of one deal ------------------------------------------------------------------------------


@cache
def _deck_points(last_trick_point: bool) -> int:
    """28, or 29 with the point for the last trick (the card-point calculator's option)."""
    return deck_total(CARD_POINTS, options={"last_trick_point": last_trick_point})


def _read_call(payload: Mapping[str, Any]) -> int | None:
    """A bid, or ``None`` for a pass ("If a player doesn't wish to bid, they may pass")."""
    value = payload.get("bid")
    if isinstance(value, str) and value.strip().lower() == PASS:
        return None
    if value in (None, ""):
        raise RuleError(f"Enter a bid from {LOWEST_BID} to {HIGHEST_BID}, or pass.", "bid")
    return read_int(payload, "bid", "The bid")


def _royals_refusal(options: TwentyNineOptions, deal: TwentyNineDeal, names: tuple[str, ...]) -> str | None:
    """Why the royals cannot be shown now, or ``None`` if they can."""
    if not options.royals:
        return "This game is played without the royals (see the game's options)."
    if deal.royals is not None:
        return f"{names[deal.royals.seat]} already showed the royals in this deal."
    # "If a player holds both of these cards, and the trump suit has been revealed, they may reveal [them]"
    if not deal.trump.revealed:
        return "The royals count only once the trump is shown: record the trump first."
    if deal.trump.revealed_at > LAST_ROYALS_TRICK:
        return (
            f"The trump was shown at trick {deal.trump.revealed_at}: after trick {LAST_ROYALS_TRICK} nobody "
            "holds both the king and the queen any more."
        )
    return None


def _captured(payload: Mapping[str, Any], deal: TwentyNineDeal, options: TwentyNineOptions) -> int:
    """The card points in the declarers' captured cards: whole tricks, with the last trick if it counts."""
    if not payload.get("cards"):
        raise RuleError("No cards entered: if the declarers took no trick, enter 0 card points.", "cards")
    schedule = {"last_trick_point": options.last_trick_point}
    pile = read_pile(
        payload,
        CARD_POINTS,
        deal.trump.suit,
        tricks=TRICKS,
        last_trick_counts=options.last_trick_point,
        options=schedule,
        who="The declarers",
    )
    return pile.points


def _royals_words(deal: TwentyNineDeal) -> str:
    """'royals: 18 − 4 = 14', 'royals: 17 − 4, but not below 15 = 15'."""
    down = deal.royals.by_declarers
    sign, limit = ("−", f"below {LOWEST_BID}") if down else ("+", f"above {HIGHEST_BID}")
    bound = f", but not {limit}" if abs(deal.royals.change) != ROYALS_CHANGE else ""
    return f"royals: {deal.high.bid} {sign} {ROYALS_CHANGE}{bound} = {deal.contract}"


def _bid_data(auction: Auction, deal: TwentyNineDeal, names: Sequence[str]) -> dict[str, Any]:
    high = auction.high
    forced = f"The other three passed: the dealer is compelled to bid {LOWEST_BID}, and the bidding ends."
    bids = [choice(n) for n in range(LOWEST_BID, HIGHEST_BID + 1)]
    quick = quick_entry(
        "Bidding aloud? Enter only the contract",
        "Record the contract",
        quick_field("bidder", "High bidder", seat_choices(names)),
        quick_field("bid", "Bid", bids, menu=True),
    )
    form = auction_form(
        auction, names, deal.dealer, notes=[forced if auction.dealer_must_bid else ""], quick=quick
    )
    return {
        "auction_form": form,
        "dealer": deal.dealer,
        "allowed_bids": list(auction.allowed_bids()),
        "must_bid": auction.dealer_must_bid,
        "calls": [{"player": c.seat, "bid": c.bid} for c in auction.calls],
        "high": {"player": high.seat, "bid": high.bid} if high else None,
        "quick_contract": not auction.calls,
        "lowest": LOWEST_BID,
        "highest": HIGHEST_BID,
    }


def _bidding_facts(auction: Auction) -> dict[str, Any]:
    """The auction as the scoreboard follows it: the calls so far (a pass is a ``None`` bid), the high bid,
    whose call it is, and whether it is the dealer's forced bid (of the lowest)."""
    facts = auction.form_data()
    return {key: facts[key] for key in ("calls", "high", "must_bid", "lowest")} | {
        "next": auction.next_bidder
    }


def _deal_facts(deal: TwentyNineDeal) -> dict[str, Any]:
    """The contract, the trump and the royals of a deal, as the sheet's facts and the pages see them."""
    return {
        "bidder": deal.high.seat,
        "bid": deal.high.bid,
        "contract": deal.contract,
        "trump": deal.trump.suit.value if deal.trump.revealed else None,
        "trump_revealed_at": deal.trump.revealed_at,
        "royals": deal.royals.seat if deal.royals else None,
        "royals_change": deal.royals.change if deal.royals else None,
    }


def _minus(value: int | str) -> str:
    """A minus sign, not a hyphen: '−2'."""
    return str(value).replace("-", "−")
