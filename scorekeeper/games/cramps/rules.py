"""Cramps (``cramps.txt``): four players (five to eight with a second pack and jokers), thirteen tricks each
worth points by its place in the hand, −1 for each queen taken, first to 31 (43 with five to eight).
Option: **Royal Cramps**, an auction for the right to name trumps.

The table plays with real cards and records, per hand: with Royal Cramps the calls (or the contract) and
the trump; who took each trick, one tap as its token card is handed over (or each player's trick points
at the end); who took the queens. The app knows each trick's value by its place, checks that the hand
adds up to ten and settles the bid; the scoreboard shows the text's row of token cards.

Choices where the text is open (``docs/games/cramps.md`` has them too):

- Five to eight players: the text's second table, eight queens (18 − 8 = 10 a hand), bids from 15, 43 to
  win; their token cards follow the text's rule (black for plus, red for minus, 10s for nothing).
- Trick points entered per player must add up to what the tricks are worth (the hand would not add up to
  ten otherwise) and be a possible sharing of the token cards.
- With a trump suit only the queen(s) of trumps score (−4 each; "other queens are worth zero"), so only
  they are entered; with no trumps (plain, nobody bidding, a no-trump bid) every queen is −1.
- Royal Cramps: calls in turn from the dealer's left, from 11 (15) to the most a hand can score, 30 (42);
  a pass is final (option: a passed player may bid again while the bidding goes on); the winner then names
  a suit or no trump. "If nobody bids, play as regular."
- "Bidders make their score or are penalized their bid": a bidder whose hand scores at least the bid
  scores the hand, so it still adds up to ten (option: scores the bid); less, minus the bid.
- The target counts at the end of a hand; of several past it the higher total wins, equal highest play on.
  The deal passes to the left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import ACE_HIGH, Suit, make_deck, standard_52
from scorekeeper.core import RuleError, ScoreLine, option, plural, read_int_list, read_seat
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
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Tie
from scorekeeper.families.deal.result import PlaceValues, random_tricks
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import NO_JOKERS, LedJokers, TrickRules
from scorekeeper.families.tricks.engine import Tie as TrickTie
from scorekeeper.families.trumps import read_trump, suit_words
from scorekeeper.families.words import own_words
from scorekeeper.games.cramps.statistics import STATISTICS
from scorekeeper.games.cramps.statistics import tallies as game_tallies
from scorekeeper.games.cramps.words import describe as cramps_words

TRICKS = 13  # "deal 13 cards to each player"
HAND_TOTAL = 10  # "The total of players' scores should be ten after each hand."
QUEEN, TRUMP_QUEEN = -1, -4  # "Each Queen -1 point"; "the Queen of trumps is worth -4"


@dataclass(frozen=True, slots=True)
class Scale:
    """What changes with the number of players: the tricks' values by place, the queens, the lowest bid
    and the winning score."""

    places: PlaceValues
    queens: int
    lowest_bid: int
    highest: int  # the most a hand can score: the highest bid
    target: int


#: "1st trick 0 points, 2nd trick -1 point, 3rd trick +3 points, 4th trick +3 points ... 13th trick -7";
#: "The minimum bid is 11"; "A player can score a maximum of 30 points"; "the first player to reach 31".
FOUR = Scale(PlaceValues((0, -1, 3, 3, -3, 0, 5, 5, -5, 0, 7, 7, -7)), 4, 11, 30, 31)
#: "making the tricks worth, in order, 0, -3, 5, 5, -5, 0, 7, 7, -7, 0, 9, 9, -9 ... The maximum a player can
#: score in a hand in a 5 to 8 player game is 42, the minimum bid is 15 ... and the winning score is 43";
#: "there are 4 more Queens".
MORE = Scale(PlaceValues((0, -3, 5, 5, -5, 0, 7, 7, -7, 0, 9, 9, -9)), 8, 15, 42, 43)
#: "If 5 are playing, the Queen through Ace of each suit and 1 Joker; 6: the 9 through Ace and 2 Jokers;
#: 7: the 6 through Ace and 3 Jokers; and 8: a second full deck and no jokers."
SECOND_PACK = {4: ((), 0), 5: (ACE_HIGH[:3], 1), 6: (ACE_HIGH[:6], 2), 7: (ACE_HIGH[:9], 3), 8: (ACE_HIGH, 0)}


def scale(players: int) -> Scale:
    return FOUR if players == 4 else MORE


def token_cards(values: Sequence[int]) -> list[tuple[str, Suit]]:
    """The score device: "Select one Ace and three 3's, 5's, 7's and 10's (10's are for tricks with no
    points), black for positive points and red for negative points" (and 9s with five to eight)."""
    zeros, cards = iter((Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS)), []
    for n, value in enumerate(values):
        black = Suit.CLUBS if value in values[:n] else Suit.SPADES  # ♠ then ♣ for the pair of each value
        suit = next(zeros) if value == 0 else Suit.HEARTS if value < 0 else black
        cards.append(("10" if value == 0 else "A" if value == -1 else str(abs(value)), suit))
    return cards


MADE = (("hand", "their hand, as usual"), ("bid", "the bid"))
PASSES = (("final", "is out of the bidding"), ("open", "may bid again while it goes on"))


@dataclass(frozen=True)
class CrampsOptions:
    royal: bool = option(False, "Royal Cramps: bid for the right to name trumps", help="Bids from 11 (15).")
    made: str = option("hand", "A bidder who makes the bid scores", choices=MADE)
    passes: str = option("final", "A player who passed", choices=PASSES)


def trick_rules(trump: Suit | None, options: CrampsOptions, players: int = 4) -> TrickRules:
    """ "Players must follow suit, if able. There is no trump" (Royal Cramps: the bidder's trump, "you may not
    play trump if you have a card of the suit led"). From five players the second pack: "If 2 cards of the
    same suit and rank are played on the same trick, the card first played is dominant"; and its jokers:
    "Jokers may be played at any time ... A Joker will only take a trick if it is led (and not trumped)."""
    ranks, jokers = SECOND_PACK[players]
    deck = (*standard_52(), *make_deck(ranks, jokers=jokers))
    return TrickRules(
        trump=trump, ties=TrickTie.FIRST, jokers=LedJokers() if jokers else NO_JOKERS, deck=deck
    )


@dataclass(frozen=True)
class CrampsDeal(Deal):
    """A hand in progress: the auction (Royal Cramps), the contract, who took each trick, the queens."""

    auction: Auction | None = None
    high: Call | None = None  # the winning bid, once the bidding is over
    trump: Suit | None = None
    settled: bool = False  # trumps named, nobody bid, or plain Cramps: the tricks come next
    winners: tuple[int, ...] = ()  # who took each trick, in order
    queens: tuple[int, ...] = ()  # the queens tapped so far, per seat


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand's result before the bid is settled: trick points and the queens that score, per seat, and who
    took each trick where the table said so."""

    points: tuple[int, ...]
    queens: tuple[int, ...]
    queen_value: int
    winners: tuple[int, ...] = ()

    def score(self, seat: int) -> int:
        return self.points[seat] + self.queens[seat] * self.queen_value

    def lines(self, seat: int, places: PlaceValues, trump: Suit | None) -> tuple[ScoreLine, ...]:
        """'tricks 3, 7 and 9: 3 + 5 − 5', '2 queens × −1'."""
        said = places.words(self.winners, seat) if self.winners else "trick points"
        tricks, count = ScoreLine(said, self.points[seat]), self.queens[seat]
        queens = ScoreLine(
            f"{plural(count, *_queen_words(trump))} × {self.queen_value}", count * self.queen_value
        )
        return (tricks, replace(queens, label=_minus(queens.label))) if count else (tricks,)


@dataclass(frozen=True)
class CrampsTable(CrampsOptions):
    """Cramps' options with the trick tools' own setting: how many play (the pack is made up for them)."""

    players: int = option(4, "Players", minimum=4, maximum=8)


def table_trick_rules(trump: Suit | None, options: CrampsTable) -> TrickRules:
    """The trick rules for the ``players`` at the table (4 to 8: from 5 a second pack's cards, and with 5 to
    7 one to three jokers); a trump is Royal Cramps'."""
    return trick_rules(trump, options, options.players)


class Cramps(DealGame[CrampsOptions]):
    slug = "cramps"
    name = "Cramps"
    min_players, max_players = 4, 8
    Options = CrampsOptions
    summary = "Each trick is worth points by its place in the hand, queens cost one; first to 31."
    rules_file = "cramps.txt"
    phases = (
        Phase(
            "bid",
            ("bid", "contract", "no_bid"),
            "Tap each call in turn, from the dealer's left.",
            template=AUCTION_FORM,
        ),
        Phase("trump", ("trump",), "The winning bidder names a trump suit, or no trump."),
        Phase("play", ("trick", "hand"), "Tap who took each trick as its token card is handed over."),
        Phase("queens", ("queen",), "Tap who took each queen."),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state)

    def ending_for(self, setup: GameSetup) -> Ending:
        # "If more than 1 player reaches 31 after a hand, the player with the higher total wins. If 2 players
        # are tied ... continue playing until a single player has the highest total of 31 or more points."
        return Ending(target=scale(setup.size).target, ties=Tie.PLAY_ON)

    def new_deal(self, match: Match, number: int, dealer: int) -> CrampsDeal:
        options, size = match.options, scale(match.setup.size)
        if not options.royal:
            return CrampsDeal(number, dealer, settled=True)
        # "The player to the left of the dealer has the option to bid first. Bidding then proceeds clockwise
        # until no one is willing to raise the last bid (auction style)."
        rules = AuctionRules(size.lowest_bid, size.highest, pass_is_final=options.passes == "final")
        order = tuple(order_from_left_of(dealer, match.setup.size))
        return CrampsDeal(number, dealer, auction=Auction(rules, order))

    # --- Royal Cramps: the bidding and the trump ---

    def on_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        seat = read_seat(payload, "player", match.names, "The bidder")
        auction = deal.auction.call(seat, deal.auction.rules.read_call(payload), match.names)
        high = auction.high if auction.is_over else None
        # "If nobody bids, play as regular."
        return replace(match, deal=replace(deal, auction=auction, high=high, settled=auction.all_passed))

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        high = match.deal.auction.contract(payload, match.names, "The winning bidder")
        trump = read_trump(payload, "trump", "The trump")
        return replace(match, deal=replace(match.deal, high=high, trump=trump, settled=True))

    def on_no_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        high = match.deal.auction.high
        if high is not None:
            raise RuleError(f"{match.names[high.seat]} has bid {high.bid}: finish the bidding.")
        return replace(match, deal=replace(match.deal, settled=True))

    def on_trump(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "A suit is only declared after the winning bidder is determined. Players may bid and call no trump"
        trump = read_trump(payload, "suit", "The trump")
        return replace(match, deal=replace(match.deal, trump=trump, settled=True))

    # --- The tricks and the queens ---

    def on_trick(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "Give the top card to the winner of each trick as a score token."
        seat = read_seat(payload, "player", match.names, "The player who took the trick")
        return replace(match, deal=replace(match.deal, winners=(*match.deal.winners, seat)))

    def on_hand(self, match: Match, payload: Mapping[str, Any]) -> Match:
        """Each player's trick points (their token cards added up) and queens, at the end of the hand."""
        places, names = scale(match.setup.size).places, match.names
        queens, value = self._read_queens(match, payload), self._queen_value(match.deal)

        def refusal(points: int) -> str:  # "The total of players' scores should be ten after each hand."
            total, worth = points + sum(queens) * value, places.worth
            return (
                f"The hand adds up to {total}, not {HAND_TOTAL}: the trick points make {points}, not {worth}."
            )

        labels = [f"{name}'s trick points" for name in names]
        points = places.read_points(payload, "points", labels, refusal)
        return self._score(match, Hand(points, queens, value))

    def on_queen(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, players = match.deal, match.setup.size
        seat = read_seat(payload, "player", match.names, "The player who took the queen")
        queens = tuple(n + (s == seat) for s, n in enumerate(deal.queens or (0,) * players))
        if sum(queens) < self._queens_in_play(match):
            return replace(match, deal=replace(deal, queens=queens))
        points = scale(players).places.points(deal.winners, players)
        return self._score(match, Hand(points, queens, self._queen_value(deal), deal.winners))

    def _read_queens(self, match: Match, payload: Mapping[str, Any]) -> tuple[int, ...]:
        """The queens that score, per seat: every queen, or only the queen(s) of trumps."""
        total, (one, many) = self._queens_in_play(match), _queen_words(match.deal.trump)
        labels = [f"{name}'s {many}" for name in match.names]
        queens = read_int_list(payload, "queens", labels, minimum=0, maximum=total)
        if sum(queens) != total:
            there = f"there {'is' if total == 1 else 'are'} {total}: count each {one} once"
            raise RuleError(f"The {many} add up to {sum(queens)}, but {there}.", "queens")
        return queens

    def _queens_in_play(self, match: Match) -> int:
        queens = scale(match.setup.size).queens
        return queens // 4 if match.deal.trump else queens  # one queen of trumps in each pack

    def _queen_value(self, deal: CrampsDeal) -> int:
        # "If a trump suit is declared, the Queen of trumps is worth -4 and other queens are worth zero."
        return TRUMP_QUEEN if deal.trump else QUEEN

    # --- The score ---

    def _score(self, match: Match, hand: Hand) -> Match:
        deal, names = match.deal, match.names
        seats = range(len(names))
        lines = [hand.lines(seat, scale(len(names)).places, deal.trump) for seat in seats]
        notes = [_note(hand, seat, deal.trump) for seat in seats]
        made, summary = None, "nobody bid · no trumps" if match.options.royal else ""
        data = self._hand_data(match)
        if deal.high is not None:
            bidder, bid, got = deal.high.seat, deal.high.bid, hand.score(deal.high.seat)
            # "Bidders make their score or are penalized their bid. Other players score as usual."
            made = got >= bid
            if not made:
                lines[bidder] = (ScoreLine(f"bid {bid}, made {got}: set, minus the bid", -bid),)
            elif match.options.made == "bid":
                lines[bidder] = (ScoreLine(f"bid {bid}, made {got}: the bid", bid),)
            notes[bidder] = f"bid {bid} · {'made' if made else 'set'} · {notes[bidder]}"
            outcome = f"made with {got}" if made else f"set with {got}: −{bid}"
            summary = f"{names[bidder]} bid {bid} · {suit_words(deal.trump)} · {outcome}"
        points = tuple(sum(line.points for line in mine) for mine in lines)
        row = HandRow(f"Hand {deal.number}", points, tuple(notes), tuple(lines), summary)
        facts = dict(winners=list(hand.winners) or None, points=list(hand.points), queens=list(hand.queens))
        facts |= {key: data[key] for key in ("bidder", "bid", "trump")} | {"made": made}
        return self.finish_deal(match, row, facts=facts)

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(cramps_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title, data = match.deal, self.progress(match), self._hand_data(match)
        if not deal.settled and deal.high is None:
            data["auction_form"] = self._auction_form(match)
            return self.ask("bid", title, actor=deal.auction.next_bidder, data=data)
        if not deal.settled:
            return self.ask("trump", title, actor=deal.high.seat, data=data)
        if len(deal.winners) < TRICKS:
            # Each player's trick points only before the first trick is tapped.
            return self.ask("play", title, data=data, events=("trick",) if deal.winners else None)
        return self.ask("queens", title, data=data)

    def _auction_form(self, match: Match) -> dict[str, Any]:
        """The bidding form: a bid from the lowest to the most a hand can score, or pass; before the first
        call the contract alone, and "Nobody bids" while nobody has."""
        auction, names = match.deal.auction, match.names
        bids = [choice(n) for n in range(auction.rules.minimum, auction.rules.maximum + 1)]
        quick = quick_entry(
            "Bidding aloud? Enter only the contract",
            "Record the contract",
            quick_field("bidder", "Winning bidder", seat_choices(names)),
            quick_field("bid", "Bid", bids, menu=True),
            quick_field("trump", "Trumps", suit_choices(no_trump="No trump")),
        )
        nobody = () if auction.high else (("no_bid", "Nobody bids: play as regular"),)
        span = " (the most a hand can score)"
        return auction_form(auction, names, match.deal.dealer, span=span, quick=quick, events=nobody)

    def _hand_data(self, match: Match) -> dict[str, Any]:
        """The hand in progress for the forms and the scoreboard: the token cards (who took each), the
        contract, who leads, the queens."""
        deal, size, players = match.deal, scale(match.setup.size), match.setup.size
        values, winners = size.places.values, (*deal.winners, *(None,) * TRICKS)
        cards = token_cards(values)
        tokens = [
            {"trick": n + 1, "value": v, "rank": cards[n][0], "suit": cards[n][1].value, "taker": winners[n]}
            for n, v in enumerate(values)
        ]
        # "The player to the left of the dealer leads"; "Winning bidders lead to the first trick"; "The
        # winner of a trick leads to the next."
        first = deal.high.seat if deal.high and deal.settled else self.direction.after(deal.dealer, players)
        return {
            "tokens": tokens,
            "taken": list(size.places.points(deal.winners, players)),
            "next_trick": len(deal.winners) + 1,
            "leader": deal.winners[-1] if deal.winners else first,
            "bidder": deal.high.seat if deal.high else None,
            "bid": deal.high.bid if deal.high else None,
            "trump": deal.trump.value if deal.trump else None,
            "settled": deal.settled,
            "auction": deal.auction.form_data() if deal.auction and not deal.settled else None,
            "queens_taken": list(deal.queens or (0,) * players),
            "queens_in_play": self._queens_in_play(match),
            "queen_value": self._queen_value(deal),
            "worth": size.places.worth,
        }

    def progress(self, match: Match) -> str | None:
        """'Hand 2 · bidding · Bob 12 high', 'Hand 2 · Bob bid 14 · ♥ hearts · trick 5', 'Hand 2 · queens'."""
        deal, names = match.deal, match.names
        high = deal.high or (deal.auction.high if deal.auction else None)
        who = f"{names[high.seat]} {'bid ' if deal.high else ''}{high.bid}" if high else ""
        if not deal.settled:
            state = f"{who} · trumps?" if deal.high else "bidding" + (f" · {who} high" if high else "")
        else:
            state = (
                f"{who} · {suit_words(deal.trump)} · " if high else "nobody bid · "
            ) * match.options.royal
            state += f"trick {len(deal.winners) + 1}" if len(deal.winners) < TRICKS else "queens"
        return f"Hand {deal.number} · {state}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The score device (the token cards of the hand in progress), the target, the last hand."""
        extras: dict[str, Any] = {"target": scale(match.setup.size).target, "last": None}
        extras["hand"] = self._hand_data(match) if match.deal is not None else None
        if match.played:
            row = match.played[-1].row
            extras["last"] = {"label": row.label, "points": list(row.points), "summary": row.summary}
        return extras

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal, players, phase, roll = match.deal, match.setup.size, self.deal_prompt(match).phase, rng.random()
        suit = rng.choice(["S", "H", "D", "C", "none"])
        if phase == "bid" and not deal.auction.calls and roll < 0.4:
            bid = deal.auction.rules.minimum + rng.randint(-1, 6)  # now and then too low: refused
            payload = {"bidder": rng.randrange(players), "bid": bid, "trump": suit}
            return Event("contract", payload) if roll < 0.3 else Event("no_bid", {})
        if phase == "bid":
            allowed = deal.auction.allowed_bids()
            bid = allowed[0] if allowed and roll < (0.15 if deal.auction.high else 0.6) else "pass"
            return Event("bid", {"player": deal.auction.next_bidder, "bid": bid})
        if phase == "trump":
            return Event("trump", {"suit": suit})
        queens = random_tricks(rng, players, self._queens_in_play(match))
        if phase == "queens":
            return Event("queen", {"player": rng.randrange(players)})
        # The bidder takes most tricks worth points, so that bids are mostly made.
        keen, places = deal.high is not None, scale(players).places
        winners = [
            deal.high.seat if keen and v > 0 and rng.random() < 0.5 else rng.randrange(players)
            for v in places.values
        ]
        if deal.winners or roll > 0.15:
            return Event("trick", {"player": winners[len(deal.winners)]})
        points = list(places.points(winners, players))
        points[0] += rng.random() < 0.1  # now and then a hand that does not add up: refused
        return Event("hand", {"points": points, "queens": queens})


# --- Words and forms -----------------------------------------------------------------------------------


def _note(hand: Hand, seat: int, trump: Suit | None) -> str:
    """The short note on the sheet: 'tricks +3 · 2 queens', 'tricks −5 · Q♥'."""
    points, count = hand.points[seat], hand.queens[seat]
    queens = f"{count if count > 1 else ''}Q{trump.symbol}" if trump else plural(count, "queen")
    return _minus(f"tricks {points:+d}" if points else "tricks 0") + (f" · {queens}" if count else "")


def _queen_words(trump: Suit | None) -> tuple[str, str]:
    """'queen', 'queens'; with trumps 'queen of hearts', 'queens of hearts' (the only ones that score)."""
    return (f"queen of {trump.plural}", f"queens of {trump.plural}") if trump else ("queen", "queens")


def _minus(text: str) -> str:
    """A minus sign, not a hyphen: '−5'."""
    return text.replace("-", "−")
