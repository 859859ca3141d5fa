"""Briscola Chiamata (``briscola-chiamata.txt``): five players (six with the dealer sitting out), the 40-card
Italian pack, an auction for the rank to call and then for points above 61, the called card whose holder is
the bidder's secret partner, and zero-sum payoffs. The table records the calls (or only the winning bid),
the trump and called card, who played the called card when it shows, and the bidding team's card points.
The record learns the partner only when the table says the card has shown, so no page can give it away.

Choices where the text is open:

- "Deal and play are counter-clockwise" (``direction``): seats are entered clockwise, as every table's
  are, so the player to the dealer's right (the seat before the dealer's) "speaks first" and leads, the
  bidding goes on to the right, and "the turn to deal passes to the right". With six the dealer sits out
  (a blank column). Games stored before this reading were entered in the order of play (counter-clockwise,
  as these docs then asked): they keep it through the ``seating`` option (``stored_defaults``), so they
  replay as they were scored; a new game may choose it too.
- The rank table lost its names; bids follow the card order of Briscola, A 3 K Q J 7 6 5 4 2 ("the lower
  the rank, the higher the bid"); the two is a bid for 61, then bids are points, each above the last (a
  jump to "two for 75" is allowed). A pass is final.
- After a two, "the lowest trump that he or she does not hold" may be called: hands are unseen, so any
  rank is accepted. Calling one's own card (or, col monte, a discarded one) is playing alone, recorded
  when the card shows (the bidder played it).
- Stakes: 1 for bids of 61-70, 2 for 71-80, 3, 4, 5 for 101+ (a rank bid is for 61). The bidder wins or
  loses twice the stake, the partner the stake, each opponent the stake; alone, four times the stake
  against four. All the tricks (eight; seven col monte) double the scores.
- Variants (``bidding``): ranks then points (basic); straight to the two (points from 61, always a two;
  when all five pass, someone reopens for 61 or the same dealer deals again); points only (any trump
  called); col monte (seven tricks, points bids, any trump called; the discards count for the winners of
  the last trick, so the card points still total 120). Elsewhere five passes: the same dealer again.
- First trick in the dark moves the call after the first trick; the trick tool checks its twos.
- The session ends after an agreed number of deals, or at a target (the highest wins); players level
  share the place or, as an option, play another deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any, ClassVar

from scorekeeper.cards import Rank, Suit, italian_40
from scorekeeper.core import RuleError, ScoreLine, filled, option, read_flag, read_int, read_seat
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
from scorekeeper.families.card_points import PointSchedule
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides, Tie
from scorekeeper.families.deal.result import SidePoints, read_pile, read_side_points, split_points
from scorekeeper.families.ruleset import (
    CLOCKWISE,
    COUNTER_CLOCKWISE,
    Direction,
    Event,
    GameSetup,
    HandRow,
    Phase,
    Prompt,
)
from scorekeeper.families.schedules import band_number
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import NoTwosInFirstTrick, TrickRules, rank_order
from scorekeeper.families.trumps import read_suit, suit_words
from scorekeeper.families.words import own_words
from scorekeeper.games.briscola_chiamata.statistics import STATISTICS
from scorekeeper.games.briscola_chiamata.statistics import tallies as contracts_and_partners
from scorekeeper.games.briscola_chiamata.words import describe as chiamata_words

SLUG = "briscola-chiamata"

# --- The bids: rank levels ("The lower the rank, the higher the bid") and what each contracts for ---

DECK_POINTS = 120  # "The total number of points in the pack is 120."
HALF = 61  # "undertake to win more than half of the card points – i.e. at least 61"
MOST = DECK_POINTS
#: Bidding ranks from the lowest bid to the highest: "The lower the rank, the higher the bid."
RANKS = ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")
TWO = RANKS.index("2")  # the level of "two", a bid for 61
BANDS = (61, 71, 81, 91, 101)  # "71-80 ... 81-90 ... 91-100 ... 101+"


def level_points(level: int) -> int:
    """The card points a bid level contracts for: 61 for any rank, then one more per level above the two."""
    return HALF + max(0, level - TWO)


def fixed_rank(bidding: str, level: int) -> str | None:
    """The rank the bid itself calls: "the card of the bid rank", or a two straight to the two ("the bidder
    must always call a two"); ``None`` where the bidder chooses."""
    if bidding == "subito":
        return "2"
    return RANKS[level] if bidding == "ranks" and level < TWO else None


def bid_words(level: int, by_ranks: bool) -> str:
    """'K', '2', '2 for 75' (rank bidding) or '75' (points bidding)."""
    if not by_ranks:
        return str(level_points(level))
    return RANKS[level] if level <= TWO else f"2 for {level_points(level)}"


DECK_CARDS, TRICK_CARDS = 40, 5  # five players, a card each to a trick
PASS = "pass"
BIDDING = (
    ("ranks", "Ranks, then points after the two"),
    ("subito", "Straight to the two (Subito al Due)"),
    ("points", "Points only, any trump called"),
    ("monte", "Col monte: seven cards each, five in the monte"),
)
DARK = "Trumps and the called card are named after the first trick; no 2 in it but the bidder's, last."
ENDS = (("deals", "after a number of deals"), ("target", "when a player reaches a target"))
TIES = (("share", "share the place"), ("play_on", "play another deal"))
CLOCKWISE_SEATS, PLAY_ORDER = "clockwise", "play_order"
SEATING = (
    (CLOCKWISE_SEATS, "Clockwise, as at every table"),
    (PLAY_ORDER, "In the order of play (counter-clockwise)"),
)
SEATING_HELP = (
    "Play goes to the right. Seats entered clockwise: the dealer's right is the seat before the dealer's. "
    "Games stored before this choice existed were entered in the order of play and keep it."
)


@dataclass(frozen=True)
class BriscolaChiamataOptions:
    bidding: str = option("ranks", "Bidding", choices=BIDDING)
    first_trick_in_the_dark: bool = option(False, "First trick in the dark (Prima Mano al Buio)", help=DARK)
    end: str = option("deals", "The game ends", choices=ENDS)
    deals: int = option(10, "Deals to play", minimum=1, maximum=50)
    target: int = option(20, "Target score (the highest player wins)", minimum=1, maximum=50)
    ties: str = option("share", "Players level at the end", choices=TIES)
    seating: str = option(CLOCKWISE_SEATS, "Seats entered", choices=SEATING, help=SEATING_HELP)


@dataclass(frozen=True)
class ChiamataDeal(Deal):
    """A deal in progress: the auction, the winning bid, the trump and called card, the partner once shown."""

    auction: Auction | None = None
    high: Call | None = None
    trump: Suit | None = None
    called: str | None = None  # the called card's rank
    partner: int | None = None  # the holder of the called card, once it has shown (the bidder: alone)

    @property
    def alone(self) -> bool:
        return self.partner == self.high.seat


#: The text's rank table is lost; it plays "as in other forms of Briscola": A 3 K Q J 7 6 5 4 2.
RANK_ORDER = rank_order("A 3 K Q J 7 6 5 4 2")


def trick_rules(trump: Suit | None, options: BriscolaChiamataOptions) -> TrickRules:
    """As Briscola (A 3 K Q J 7 6 5 4 2), "There is absolutely no requirement to follow suit or to try to
    beat any of the other cards." Option ``first_trick_in_the_dark`` (Prima Mano al Buio): "In the first
    trick no one is allowed to play a two", except the bidder playing last (``context``: ``first_trick``,
    ``bidder``, ``last_to_play``)."""
    restrictions = (NoTwosInFirstTrick(),) if options.first_trick_in_the_dark else ()
    return TrickRules(
        plain_order=RANK_ORDER,
        trump=trump,
        must_follow=False,
        restrictions=restrictions,
        deck=tuple(italian_40()),
    )


#: The text's value table lost its rank names; only "Queen / Horse 3" survives, so the ranks are read from
#: the order given (A 11, 3 10, K 4, Q 3, J 2) and the stated total of 120.
CARD_POINTS = PointSchedule(
    SLUG,
    "Briscola Chiamata",
    tuple(italian_40()),
    plain={Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2},
    expected_total=120,  # "The total number of points in the pack is 120."
)


class BriscolaChiamata(DealGame[BriscolaChiamataOptions]):
    slug = SLUG
    name = "Briscola Chiamata"
    min_players, max_players = 5, 6
    most_in_a_deal = 5  # "six ... in which case the players take turns to sit out"
    Options = BriscolaChiamataOptions
    summary = "Bid to call a card: its holder is your secret partner. Five players, zero-sum payoffs."
    rules_file = "briscola-chiamata.txt"
    direction = COUNTER_CLOCKWISE  # "Deal and play are counter-clockwise."
    #: Games stored before the ``seating`` option were entered in the order of play.
    stored_defaults: ClassVar[Mapping[str, Any]] = {"seating": PLAY_ORDER}
    phases = (
        Phase(
            "bid",
            ("bid", "contract"),
            "Tap each call in turn, from the dealer's right.",
            template=AUCTION_FORM,
        ),
        Phase("all_passed", ("reopen", "redeal"), "Everyone passed: reopen for 61 calling a 2, or redeal."),
        Phase("call", ("call",), "The bidder names trumps and the card called."),
        Phase("play", ("partner", "result"), "Record who plays the called card, then the card points."),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return contracts_and_partners(match)

    # --- The game's declaration ---

    def ending(self, options: BriscolaChiamataOptions) -> Ending:
        # "the players should agree how long they will play: the number of deals ... Alternatively ... until
        # some target score is reached by the highest scoring player"
        play_on = options.ties == "play_on"
        if options.end == "target":
            return Ending(target=options.target, ties=Tie.PLAY_ON if play_on else Tie.HIGHER)
        return Ending(deals=options.deals, ties=Tie.PLAY_ON if play_on else Tie.SHARE)

    def direction_at(self, setup: GameSetup) -> Direction:
        """Counter-clockwise in seat numbers (to the seat before), or, for seats entered in the order of play,
        on to the next seat."""
        return CLOCKWISE if setup.options.seating == PLAY_ORDER else self.direction

    def new_deal(self, match: Match, number: int, dealer: int) -> ChiamataDeal:
        # Points bidding: "the lowest bid being 61". With six, "the dealer ... taking no further part".
        rules = AuctionRules(0 if match.options.bidding == "ranks" else TWO, TWO + MOST - HALF)
        # "The player to dealer's right speaks first and the bidding continues counter-clockwise."
        order = self.direction_at(match.setup).order_after(dealer, match.setup.size)[:5]
        return ChiamataDeal(number, dealer, auction=Auction(rules, tuple(order)))

    # --- The bidding ---

    def read_bid(self, match: Match, payload: Mapping[str, Any], key: str = "bid") -> int | None:
        """A call as a level (``None``: pass): a rank in rank bidding, else card points from 61 to 120."""
        value = payload.get(key)
        text = str(value).strip().upper() if value is not None else ""
        if text == PASS.upper():
            return None
        by_ranks = match.options.bidding == "ranks"
        if by_ranks and text in RANKS:
            return RANKS.index(text)
        if not text:
            raise RuleError("Enter a bid, or pass.", key)
        if not (text.isascii() and text.isdigit()) or not HALF <= int(text) <= MOST:
            ranks = "a rank (A 3 K Q J 7 6 5 4 2) or, after the two, " if by_ranks else ""
            raise RuleError(f"A bid is {ranks}card points from {HALF} to {MOST}.", key)
        return TWO + int(text) - HALF

    def on_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The bidder")
        level = self.read_bid(match, payload)
        auction = deal.auction
        if level is not None and seat == auction.next_bidder and level not in auction.allowed_bids():
            high = auction.high.bid  # "bid a lower rank than the previous bidder", then more points
            lower = f"a lower rank than {RANKS[high]} (or the 2, or points)" if high < TWO else ""
            more = lower or f"more than {level_points(high)} points"
            raise RuleError(f"{names[seat]} must bid {more}, or pass.", "bid")
        auction = auction.call(seat, level, names)
        if auction.all_passed and match.options.bidding != "subito":
            return self.redeal(match, same_dealer=True)  # our choice: thrown in, the same dealer again
        high = auction.high if auction.is_over else None
        return replace(match, deal=replace(deal, auction=auction, high=high))

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.auction.calls:
            raise RuleError("The bidding is being recorded call by call: go on, or undo the calls first.")
        bidder = self._playing(match, payload, "bidder", "The high bidder")
        level = self.read_bid(match, payload)
        if level is None:
            raise RuleError("The contract is the winning bid, not a pass.", "bid")
        return replace(match, deal=replace(deal, high=Call(bidder, level)))

    def on_reopen(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "If any player reopens, the bidding resumes, starting with this player and continuing
        # anticlockwise, and everyone is allowed to take part" -- the reopener's bid is the 61.
        deal = match.deal
        seat, order = self._playing(match, payload, "player", "The player reopening"), deal.auction.order
        start = order.index(seat)
        auction = Auction(deal.auction.rules, order[start:] + order[:start], (Call(seat, TWO),))
        return replace(match, deal=replace(deal, auction=auction))

    def on_redeal(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "the cards are thrown in, shuffled, cut and dealt again by the same dealer"
        return self.redeal(match, same_dealer=True)

    # --- The call and the play ---

    def on_call(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, bidding = match.deal, match.options.bidding
        suit = read_suit(payload, "suit", "The trump")
        fixed = fixed_rank(bidding, deal.high.bid)
        # After a two: the two, or "the lowest trump that he or she does not hold" (not checked: hands unseen)
        rank = str(payload.get("rank") or "").strip().upper() or fixed or ("2" if bidding == "ranks" else "")
        if fixed and rank != fixed:
            why = f"The bid was the {fixed}: that is the card called."
            raise RuleError(
                "Straight to the two: the 2 of trumps is called." if fixed == "2" else why, "rank"
            )
        if rank not in RANKS:
            raise RuleError("Choose the rank of the trump called: A 3 K Q J 7 6 5 4 2.", "rank")
        return replace(match, deal=replace(deal, trump=suit, called=rank))

    def on_partner(self, match: Match, payload: Mapping[str, Any]) -> Match:
        return replace(match, deal=replace(match.deal, partner=self._holder(match, payload)))

    def _holder(self, match: Match, payload: Mapping[str, Any]) -> int:
        return self._playing(match, payload, "player", "The player of the called card")

    def _playing(self, match: Match, payload: Mapping[str, Any], key: str, label: str) -> int:
        """A seat that plays this deal (with six, the dealer sits out)."""
        seat = read_seat(payload, key, match.names, label)
        if seat not in match.deal.auction.order:
            raise RuleError(f"{match.names[seat]} deals and sits out this deal.", key)
        return seat

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.partner is None:
            if payload.get("player") in (None, ""):
                raise RuleError("Who played the called card? Tap that player first.", "player")
            deal = replace(deal, partner=self._holder(match, payload))
            match = replace(match, deal=deal)
        facts = self.facts(match, deal) | {"deck_points": DECK_POINTS}
        if filled(payload.get("made")):
            made, all_tricks = _made(payload)
            facts["all_tricks"] = all_tricks  # and no card points: the table did not say them
            return self.finish_deal(match, self._row(match, None, all_tricks, made), facts=facts)
        sides = self.deal_sides(match)
        cards = filled(payload.get("cards"))
        taken = _captured(payload) if cards else read_side_points(payload, 0, sides, DECK_POINTS)
        facts |= {"card_points": list(taken.points), "all_tricks": taken.all_tricks}
        made = taken.of(0) >= level_points(
            deal.high.bid
        )  # "at least 61 ... or at least the amount of the bid"
        return self.finish_deal(match, self._row(match, taken.of(0), taken.all_tricks, made), facts=facts)

    def deal_sides(self, match: Match) -> Sides:
        """The deal's two teams: the bidder (and partner), and the others who play."""
        deal, names = match.deal, match.names
        team = (deal.high.seat,) if deal.alone else (deal.high.seat, deal.partner)
        others = tuple(s for s in deal.auction.order if s not in team)
        return Sides(tuple(" & ".join(names[s] for s in side) for side in (team, others)), (team, others))

    def payoffs(self, match: Match, made: bool, all_tricks: int | None) -> tuple[int | None, ...]:
        """Each player's payoff for the deal (``None`` for a dealer sitting out): zero-sum."""
        deal = match.deal
        stake = band_number(level_points(deal.high.bid), BANDS) * (1 if made else -1)
        if all_tricks is not None:
            stake *= 2  # "If one team wins all eight tricks, the scores are doubled."
        payoff = [-stake if seat in deal.auction.order else None for seat in range(match.setup.size)]
        if deal.alone:
            payoff[deal.high.seat] = 4 * stake  # "+4 ... while the team of four score -1 each"
        else:
            payoff[deal.high.seat], payoff[deal.partner] = 2 * stake, stake  # "+2 ... +1 ... -1 each"
        return tuple(payoff)

    def _row(self, match: Match, points: int | None, all_tricks: int | None, made: bool) -> HandRow:
        """The payoffs and words of the deal; ``points``: the bidding team's card points, if said."""
        deal = match.deal
        payoff = self.payoffs(match, made, all_tricks)
        taken = "" if points is None else f"{points} card points, "
        outcome = f"{taken}{level_points(deal.high.bid)} needed: {'made' if made else 'down'}"
        double = " · all tricks, doubled" if all_tricks is not None else ""
        notes, lines = [], []
        for seat, pay in enumerate(payoff):
            role = self.role(deal, seat)
            notes.append(f"{role}{' · ' + outcome if seat == deal.high.seat else ''}" if role else "")
            why = f"{role or 'opponent'}, {outcome}{double}" if pay is not None else "sits out"
            lines.append((ScoreLine(why, pay or 0),))
        summary = f"{self.contract_words(match)} · {outcome}{double}"
        return HandRow(f"Deal {deal.number}", payoff, tuple(notes), tuple(lines), summary)

    def role(self, deal: ChiamataDeal, seat: int) -> str:
        if seat == deal.high.seat:
            return "bidder alone" if deal.alone else "bidder"
        return "partner" if seat == deal.partner else ""

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(chiamata_words, setup, event, actor) or super().describe(setup, event, actor)

    def contract_words(self, match: Match) -> str:
        """'Ann bid K · called K♥ · Bob partner', with the partner only once the called card has shown."""
        deal, names = match.deal, match.names
        words = f"{names[deal.high.seat]} bid {bid_words(deal.high.bid, match.options.bidding == 'ranks')}"
        if deal.trump is None:
            return words
        words += f" · called {deal.called}{deal.trump.symbol}"
        if deal.partner is None:
            return words + " · partner hidden"
        return words + (" · alone" if deal.alone else f" · {names[deal.partner]} partner")

    def facts(self, match: Match, deal: ChiamataDeal) -> dict[str, Any]:
        """What the record knows of the deal: never the partner before the called card has shown."""
        by_ranks = match.options.bidding == "ranks"
        shown = deal.partner is not None
        return {
            "bidder": deal.high.seat,
            "bid": bid_words(deal.high.bid, by_ranks),
            "bid_points": level_points(deal.high.bid),
            "stake": band_number(level_points(deal.high.bid), BANDS),
            "trump": deal.trump.value if deal.trump else None,
            "trump_words": suit_words(deal.trump) if deal.trump else None,
            "called": deal.called,
            "partner": deal.partner,
            "alone": deal.alone if shown else None,
            "sitting_out": deal.dealer if match.setup.size == 6 else None,
        }

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title, options = match.deal, self.progress(match), match.options
        auction = deal.auction
        if deal.high is None and auction.all_passed:
            return self.ask("all_passed", title, data={"players": list(auction.order)})
        if deal.high is None:
            return self.ask("bid", title, actor=auction.next_bidder, data=self._bid_data(match))
        facts = self.facts(match, deal)
        if deal.trump is None:
            fixed = fixed_rank(options.bidding, deal.high.bid)
            data = facts | {
                "fixed_rank": fixed,
                "ranks": list(RANKS),
                "dark": options.first_trick_in_the_dark,
            }
            return self.ask("call", title, actor=deal.high.seat, data=data)
        events = ("partner", "result") if deal.partner is None else ("result",)
        data = facts | {"players": list(auction.order), "deck_points": DECK_POINTS}
        data |= {"tricks": 7 if options.bidding == "monte" else 8, "monte": options.bidding == "monte"}
        return self.ask("play", title, data=data, events=events)

    def _bid_data(self, match: Match) -> dict[str, Any]:
        """The calls so far and one button per bid: the ranks left, then points (each up to ten above the
        lowest, then every five to 120)."""
        auction, by_ranks = match.deal.auction, match.options.bidding == "ranks"
        allowed = auction.allowed_bids()
        points = [level_points(n) for n in allowed if n > TWO or (n == TWO and not by_ranks)]
        calls = [(c.seat, PASS if c.bid is None else bid_words(c.bid, by_ranks)) for c in auction.calls]
        ranks = [RANKS[n] for n in allowed if n <= TWO] if by_ranks else []
        point_bids = [p for p in points if p < points[0] + 10 or p % 5 == 0] if points else []
        contract_bids = [*(RANKS if by_ranks else ()), *range(HALF + by_ranks, MOST + 1)]
        return auction.form_data() | {
            "auction_form": self._auction_form(match, calls, ranks, point_bids, contract_bids),
            "dealer": match.deal.dealer,
            "first_words": self.direction.words(),  # "the dealer's right"
            "ranks": [RANKS[n] for n in allowed if n <= TWO] if by_ranks else [],
            "point_bids": [p for p in points if p < points[0] + 10 or p % 5 == 0] if points else [],
            "contract_bids": [*(RANKS if by_ranks else ()), *range(HALF + by_ranks, MOST + 1)],
            "calls": [{"player": seat, "bid": words} for seat, words in calls],
            "high": self._high(match, auction.high),
            "players": list(auction.order),
        }

    def _auction_form(
        self,
        match: Match,
        calls: list[tuple[int, str]],
        ranks: list[str],
        point_bids: list[int],
        contract_bids: list[Any],
    ) -> dict[str, Any]:
        """One tap per call: the ranks still below the last bid (the lower the rank, the higher the bid; the
        two is a bid for 61), then card points, and Pass; before the first call, only the winning bid."""
        names, deal = match.names, match.deal
        first = deal.auction.next_bidder
        sixty_one = "61" if ranks else ""
        groups = [
            (
                "A rank to call (lower is higher):",
                [choice(r, note=sixty_one if r == "2" else "") for r in ranks],
            )
        ]
        groups = groups if ranks else []
        if point_bids:
            groups.append(
                (f"{'After the two: ' if ranks else ''}card points to take", [choice(p) for p in point_bids])
            )
        quick = quick_entry(
            "Bidding aloud? Enter only the winning bid",
            "Record the bid",
            quick_field("bidder", "High bidder", seat_choices(names, deal.auction.order)),
            quick_field(
                "bid", "Bid", [choice(b, note="61" if b == "2" else "") for b in contract_bids], menu=True
            ),
        )
        opening = f"{names[deal.dealer]} deals, so {names[first]}, on {self.direction.words()}, speaks first."
        return auction_form(
            deal.auction, names, deal.dealer, calls=calls, groups=groups, opening=opening, quick=quick
        )

    def _high(self, match: Match, high: Call | None) -> dict[str, Any] | None:
        by_ranks = match.options.bidding == "ranks"
        return {"player": high.seat, "bid": bid_words(high.bid, by_ranks)} if high else None

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · bidding · Bob K high', 'Deal 2 · Ann bid K · called K♥ · partner hidden'."""
        deal = match.deal
        if deal.high is None:
            high = self._high(match, deal.auction.high)
            leading = f" · {match.names[high['player']]} {high['bid']} high" if high else ""
            return f"Deal {deal.number} · bidding{leading}"
        return f"Deal {deal.number} · {self.contract_words(match)}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The contract in progress for the board (the partner only once shown), and each deal's facts."""
        deal = match.deal
        current = self.facts(match, deal) if deal is not None and deal.high is not None else None
        sitting = deal.dealer if deal is not None and match.setup.size == 6 else None
        last = match.played[-1].row.summary if match.played else None
        return {"contract": current, "sitting_out": sitting, "last": last, "deals_played": len(match.played)}

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        auction, by_ranks = deal.auction, match.options.bidding == "ranks"
        if deal.high is None and auction.all_passed:
            reopen = rng.random() < 0.5
            return Event("reopen", {"player": rng.choice(auction.order)}) if reopen else Event("redeal", {})
        if deal.high is None:
            if not auction.calls and rng.random() < 0.3:
                bid = rng.choice(RANKS) if by_ranks and rng.random() < 0.5 else rng.randint(61, 90)
                return Event("contract", {"bidder": rng.choice(auction.order), "bid": bid})
            allowed = auction.allowed_bids()
            if not allowed or rng.random() < 0.6:
                return Event("bid", {"player": auction.next_bidder, "bid": PASS})
            level = rng.choice(allowed[:4])
            bid = RANKS[level] if by_ranks and level <= TWO else level_points(level)
            return Event("bid", {"player": auction.next_bidder, "bid": bid})
        if deal.trump is None:
            rank = rng.choice(RANKS) if match.options.bidding in ("points", "monte") else ""
            return Event("call", {"suit": rng.choice("SHDC"), "rank": rank})
        if deal.partner is None and rng.random() < 0.6:
            return Event("partner", {"player": rng.choice(auction.order)})
        payload: dict[str, Any] = {"player": rng.choice(auction.order)} if deal.partner is None else {}
        if rng.random() < 0.1:
            return Event("result", payload | {"all_tricks": rng.randrange(2)})
        if rng.random() < 0.2:  # the bidding team's captured cards, whole tricks of five
            deck = [str(card) for card in italian_40()]
            return Event("result", payload | {"cards": rng.sample(deck, TRICK_CARDS * rng.randint(1, 7))})
        points = rng.randint(0, DECK_POINTS)
        if deal.partner is not None and points % 5 == 0:  # now and then the form's one tap: made or down
            return Event("result", {"made": points >= level_points(deal.high.bid)})
        return Event("result", payload | {"points": points})


def _made(payload: Mapping[str, Any]) -> tuple[bool, int | None]:
    """The result said in one word: whether the bidding team made it, and which team took every trick if one
    did (which must agree: all to the bidding team is 120 points, all to the others none)."""
    if filled(payload.get("points")) or filled(payload.get("cards")):
        raise RuleError("Say the card points (or the cards) or whether the team made it, not both.", "made")
    made = read_flag(payload, "made", "Made")
    all_tricks = payload.get("all_tricks")
    if all_tricks in (None, "", "none"):
        return made, None
    side = read_int(payload, "all_tricks", "All the tricks to", minimum=0, maximum=1)
    if made != (side == 0):
        who = "made it" if side == 0 else "cannot have made it"
        raise RuleError(f"With every trick to the {('bidding team', 'others')[side]} the team {who}.", "made")
    return made, side


def _captured(payload: Mapping[str, Any]) -> SidePoints:
    """The bidding team's captured cards, counted: whole tricks of five (with col monte, the five discards go
    with the last trick); all 40 cards, or none, is every trick to one team."""
    if filled(payload.get("points")) or payload.get("all_tricks") not in (None, "", "none"):
        raise RuleError("Enter the bidding team's card points or their cards, not both.", "cards")
    tricks = DECK_CARDS // TRICK_CARDS
    pile = read_pile(
        payload, CARD_POINTS, None, tricks=tricks, trick_size=TRICK_CARDS, last_trick_counts=False
    )
    everything = {0: 1, tricks: 0}.get(pile.tricks)
    return split_points(0, pile.points, DECK_POINTS, all_tricks=everything)
