"""Oh Hell! (Blob, Blackout, Contract Whist, Up and Down the River, Kachuful, ...), ``oh-hell.txt``.

The default is the text's main game: 3 to 7 players, a 52-card pack, a first hand of 10 cards (3-5
players), 8 (6) or 7 (7), one card fewer each hand down to 1 and back up ("7 players ... a total of 13
hands"); the card after the deal is turned for trumps; bidding in turn from the dealer's left with the
hook on the dealer; 1 point per trick plus 10 for an exact bid. The table records the trump, the bids
and the tricks each player took, not the card play. The deal loop keeps the totals and ends the game
after the last hand of the sequence (Boerenbridge: when someone has exactly 100).

Every variant the text names that changes what is recorded is an option (see ``OhHellOptions``), and
``preset_options`` builds the named games: 10 op en neer, Boerenbridge, 7-truf, Kachuful, Atkinson's
Blackout and Oh Shit! (``games.oh_hell.options``); the pack, hand sizes, trump and trick rules and the
hand in progress are in ``games.oh_hell.hands``. Choices where the text is open:

- "Maximum by players" is at most 10 and at most what the pack deals; the Bust pack (13 cards per
  player: 39, 52, 65 or 78 cards for 3 to 6) deals 13 each, as the text's Australians do. Bust's exact
  extra low cards are not stated, so any standard card may be turned from it.
- "Some sequences include hands in which all cards are dealt ... These hands are played without trumps":
  this is the turned-card rule (also Coulon's), since no card is left to turn. Rotating trumps and
  Oh Shit!'s spades keep their trump then (Atkinson's 5 players are dealt all 50 cards, yet trumps rotate).
  A hand needing no turned card skips the trump entry.
- A rotation of trumps follows the hand number; with ``rotation_no_trump`` a no-trump hand closes the
  cycle (Kachuful: spades, diamonds, clubs, hearts, no trumps, spades, ...).
- Coulon: "from 2 to 6 ... no trumps; 7 or higher" (ace included) trumps. A turned joker (Brader's
  54-card pack) makes "the other joker the only trump": the hand is recorded with no trump suit.
- "A bid may be changed only if the next player to the left has not yet bid": only the latest bid can
  be changed; once the dealer (last) bids, the bidding is closed. Quick entry of all bids at once is
  accepted in turn-bidding before anyone has bid, with the hook checked on the dealer's bid.
- The 7-truf sequence (22 deals) is for 4 players and the 32-card pack; its 8-card deals use the whole
  pack, so they have no trumps.
- A fixed sequence plays ``fixed_hands`` hands at the maximum, or one deal per player if that is 0.
- Boerenbridge: a player on 80 or more does not bid and scores 1 per trick; the hook then falls on the
  last player who bids. Totals above 100 bounce back (100 - excess), so no total exceeds 100. The game
  ends after the hand in which someone reaches exactly 100 (several at 100 share the win); the hand
  sequence starts again if it runs out first. The play-off does not apply: 100 is the aim.
- The play-off: after the last hand, while the lead is shared, one more hand at the sequence's maximum.
- Play-only options change nothing recorded; they build the trick rules (``trick_rules``, the "who won
  the trick?" tool): the La Podrida / Romanian Whist duty to trump (``must_trump``) and how the jokers of
  the 54-card pack play (``joker_play``: Brader's suit of two, or Atkinson's high or low). The pack gives
  the rest: Bust's duplicate cards (the second played wins), and the jokers. The dealer leading and Devil's
  Bridge's forehead hand change neither the record nor who wins a trick, so they are not options.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from random import Random
from typing import Any

from scorekeeper.core import RuleError, plural
from scorekeeper.families.auction import AUCTION_FORM, bid_form, choice
from scorekeeper.families.deal.loop import DealGame, Ending, Match, Tie, settlement_from_average
from scorekeeper.families.deal.result import random_tricks, read_tricks
from scorekeeper.families.ruleset import Event, GameSetup, Phase, Prompt, order_from_left_of
from scorekeeper.families.schedules import contract_row
from scorekeeper.families.statistics import Count
from scorekeeper.families.trumps import read_turned
from scorekeeper.families.words import own_words
from scorekeeper.games.oh_hell import words
from scorekeeper.games.oh_hell.hands import (
    Hand,
    deal_heading,
    deck_cards,
    deck_size,
    forbidden_bid,
    hand_label,
    hand_size_sequence,
    hand_sizes,
    max_cards,
    trick_rules,
    trump_source,
)
from scorekeeper.games.oh_hell.options import (
    ATKINSON_PLAYERS,
    BOERENBRIDGE_NO_BID,
    BOERENBRIDGE_PLAYERS,
    BOERENBRIDGE_TARGET,
    SEVEN_TRUF_PLAYERS,
    OhHellOptions,
    preset_options,
)
from scorekeeper.games.oh_hell.statistics import STATISTICS
from scorekeeper.games.oh_hell.statistics import tallies as bid_tallies

#: Importable from here as before the options and the hand had modules of their own.
__all__ = [
    "BOERENBRIDGE_TARGET",
    "Hand",
    "OhHell",
    "OhHellOptions",
    "forbidden_bid",
    "hand_sizes",
    "max_cards",
    "preset_options",
    "trick_rules",
]


# --- The ruleset ------------------------------------------------------------------------------------


class OhHell(DealGame[OhHellOptions]):
    slug = "oh-hell"
    name = "Oh Hell!"
    min_players, max_players = 3, 7
    Options = OhHellOptions
    summary = "Bid the exact number of tricks you will take; hands shrink and grow by one card each deal."
    rules_file = "oh-hell.txt"
    phases = (
        Phase("trump", ("trump",)),
        Phase("bid", ("bid", "bids"), template=AUCTION_FORM),
        Phase("bids", ("bids",)),
        Phase("tricks", ("tricks",)),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return bid_tallies(state)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(words.describe, setup, event, actor) or super().describe(setup, event, actor)

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        options, players = setup.options, setup.size
        if options.deck == "bust" and not 3 <= players <= 6:
            raise RuleError(f"The Bust pack is made up for 3 to 6 players, not {players}.", "deck")
        if options.sequence == "seven_truf":
            if players != SEVEN_TRUF_PLAYERS:
                raise RuleError(f"7-truf is played by 4 players, not {players}.", "players")
            if options.max_cards not in (0, max_cards(options, players)):
                raise RuleError("7-truf sets its own hand sizes: leave the maximum at 0.", "max_cards")
        top, size = max_cards(options, players), deck_size(options.deck, players)
        if top * players > size:
            raise RuleError(
                f"With {players} players a {size}-card pack deals at most {size // players} cards each,"
                f" not {top}.",
                "max_cards",
            )

    def check_new_game(self, setup: GameSetup) -> None:
        # The text's named games for a number of players (games stored before this check still replay).
        options, players = setup.options, setup.size
        if options.boerenbridge and players != BOERENBRIDGE_PLAYERS:
            # "The whole pack is dealt every time – 13 cards each to four players."
            raise RuleError(f"Boerenbridge is played by 4 players, not {players}.", "scoring")
        if options.joker_play == "high_low" and players not in ATKINSON_PLAYERS:
            # "Dick Atkinson reports a version of Blackout for 5 or 6 players"
            raise RuleError(
                f"Atkinson's jokers high or low are his version for 5 or 6 players, not {players}.",
                "joker_play",
            )

    def ending_for(self, setup: GameSetup) -> Ending:
        options = setup.options
        if options.boerenbridge:
            # "The objective is to score exactly 100; if you go over 100 you bounce back" (in the row)
            return Ending(target=BOERENBRIDGE_TARGET, exact=True)
        # "In case of a tie after the last hand, some deal further hand(s) ... until a clear winner"
        ties = Tie.PLAY_ON if options.playoff else Tie.SHARE
        return Ending(deals=len(hand_sizes(options, setup.size)), ties=ties)

    def new_deal(self, match: Match, number: int, dealer: int) -> Hand:
        options, players, sizes = match.options, match.setup.size, hand_size_sequence(match)
        top = max_cards(options, players)
        # Play-off hands are "with the maximum number of cards"; Boerenbridge starts the sequence again.
        playoff = number > len(sizes) and not options.boerenbridge
        cards = top if playoff else sizes[(number - 1) % len(sizes)]
        # Boerenbridge: "If your score is 80 or more you do not take part in the bidding".
        boer = options.boerenbridge
        out = {seat for seat, total in enumerate(match.totals) if boer and total >= BOERENBRIDGE_NO_BID}
        # "The bidding ... begins with the player to the left of the dealer ... back around to the dealer"
        order = tuple(seat for seat in order_from_left_of(dealer, players) if seat not in out)
        # "Some play the largest deals without trumps even if not all the cards are used."
        no_trump = options.no_trump_on_max and cards == top
        source = trump_source(options)
        pending = not no_trump and source.turns_card(cards * players, deck_size(options.deck, players))
        trump = None if pending or no_trump else source.fixed(number - 1)
        hook = options.hook and options.bidding == "in_turn"
        bids = (None,) * players
        return Hand(
            number, dealer, cards, order, bids, trump, trump_pending=pending, playoff=playoff, hook=hook
        )

    # --- The entries ---------------------------------------------------------------------------------

    def on_trump(self, match: Match, payload: Mapping[str, Any]) -> Match:
        value = payload.get("card")
        if isinstance(value, str) and value.strip().lower() == "none":
            raise RuleError("Cards remain after the deal, so the next one is turned: enter it.", "card")
        card = read_turned(payload, "card", deck_cards(match.options.deck))
        trump, joker = trump_source(match.options).of_card(card), card.is_joker
        hand = replace(match.deal, trump=trump, turned=str(card), trump_pending=False, joker_turned=joker)
        return replace(match, deal=hand)

    def on_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "A bid may be changed only if the next player to the left has not yet bid."
        bidding = match.deal.bidding.call(payload, match.names)
        return replace(match, deal=replace(match.deal, bids=bidding.bids))

    def on_bids(self, match: Match, payload: Mapping[str, Any]) -> Match:
        bidding = match.deal.bidding.read_all(payload, match.names)
        return replace(match, deal=replace(match.deal, bids=bidding.bids))

    def on_tricks(self, match: Match, payload: Mapping[str, Any]) -> Match:
        hand, totals, scoring = match.deal, match.totals, match.options.scoring
        taken = read_tricks(payload, "taken", match.names, hand.cards)
        label = hand_label(match, hand, of_total=False)
        summary = f"{plural(hand.cards, 'card')} · {hand.trump_words(short=True)}"
        bounce = BOERENBRIDGE_TARGET if match.options.boerenbridge else None  # "you bounce back"
        row = contract_row(
            label, scoring, hand.bids, taken, hand.cards, summary, totals=totals, bounce_at=bounce
        )
        facts = {
            "cards": hand.cards,
            "trump": hand.trump.value if hand.trump else None,
            "turned": hand.turned,
            "dealer": hand.dealer,
            "playoff": hand.playoff,
            "bids": list(hand.bids),
            "taken": list(taken),
        }
        return self.finish_deal(match, row, facts=facts)

    # --- What the pages show -------------------------------------------------------------------------

    def deal_prompt(self, match: Match) -> Prompt:
        hand = match.deal
        title = f"{deal_heading(match, hand)} · {match.names[hand.dealer]} deals"
        data = self._deal_data(match, hand)
        if hand.trump_pending:
            return self.ask("trump", title, data=data)
        if hand.bidding.next_bidder is None:
            return self.ask("tricks", title, data=data)
        if match.options.bidding == "simultaneous":
            return self.ask("bids", title, data=data)
        events = ("bid", "bids") if hand.bidding.made == 0 else ("bid",)
        data["auction_form"] = self._auction_form(match, hand)
        return self.ask("bid", title, actor=hand.bidding.next_bidder, data=data, events=events)

    def _auction_form(self, match: Match, hand: Hand) -> dict[str, Any]:
        """One tap per bid, from none to every trick; the hook's number is greyed (it cannot be tapped), its
        reason said under the bids."""
        bidding, names = hand.bidding, match.names
        bidder = bidding.next_bidder
        hook = bidding.forbidden(bidder)
        who = "the dealer" if bidder == hand.dealer else f"{names[bidder]}, bidding last,"
        refused = f"The hook: {who} may not bid {hook}" if hook is not None else ""
        bids = [choice(n, refused=refused if n == hook else "") for n in range(hand.cards + 1)]
        made = [(seat, str(bidding.bids[seat])) for seat in bidding.order if bidding.bids[seat] is not None]
        return bid_form(
            names,
            bidder=bidder,
            dealer=hand.dealer,
            calls=made,
            groups=[("", bids)],
            can_pass=False,
            lead=plural(hand.cards, "card"),
            trumps=hand.trump.value if hand.trump else "none",
        )

    def _deal_data(self, match: Match, hand: Hand) -> dict[str, Any]:
        bidding = hand.bidding
        in_turn = match.options.bidding == "in_turn" and not hand.trump_pending
        actor = bidding.next_bidder if in_turn else None
        return {
            "hand": hand.number,
            "hands": None if match.options.boerenbridge else len(hand_size_sequence(match)),
            "playoff": hand.playoff,
            "cards": hand.cards,
            "trump": hand.trump.value if hand.trump else None,
            "turned": hand.turned,
            "joker_trump": hand.joker_turned,
            "dealer": hand.dealer,
            **bidding.form_data(actor),
        }

    def progress(self, match: Match) -> str:
        return f"{deal_heading(match, match.deal)} · {match.deal.bidding.words(match.names)}"

    def extras(self, match: Match) -> dict[str, Any]:
        extras: dict[str, Any] = {
            "hands": [dict(record.facts) for record in match.played],
            "sequence": list(hand_size_sequence(match)),
        }
        if match.is_over and match.options.stake:
            extras["settlement"] = self._settlement(match)
        return extras

    def result(self, match: Match) -> str:
        """'Ann wins with 120', and when played for money: '· Ann receives 1.20; Bob pays 0.45; ...'."""
        sentence = super().result(match)
        if not match.options.stake:
            return sentence
        return f"{sentence} · {'; '.join(self._settlement(match))}"

    def _settlement(self, match: Match) -> list[str]:
        """ "If the game is played for money, players pay or receive amounts corresponding to the difference
        of their scores from the average." """
        return settlement_from_average(self.sides(match.setup), match.totals, match.options.stake)

    # --- Random entries for the simulation test ------------------------------------------------------

    def random_entry(self, match: Match, rng: Random) -> Event:
        """A turned card from the pack, a bid the hook allows, bids at once, or tricks that add up."""
        prompt, hand, players = self.prompt(match), match.deal, match.setup.size
        if prompt.phase == "trump":
            return Event("trump", {"card": str(rng.choice(deck_cards(match.options.deck)))})
        if prompt.phase == "bid":
            return Event("bid", {"player": prompt.actor, "bid": rng.choice(prompt.data["allowed_bids"])})
        if prompt.phase == "bids":
            bids = [rng.randint(0, hand.cards) if s in hand.bid_order else None for s in range(players)]
            return Event("bids", {"bids": bids})
        return Event("tricks", {"taken": random_tricks(rng, players, hand.cards)})
