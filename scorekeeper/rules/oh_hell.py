"""Oh Hell! (Blob, Blackout, Contract Whist, Up and Down the River, Kachuful, ...), ``oh-hell.txt``.

The default is the text's main game: 3 to 7 players, a 52-card pack, a first hand of 10 cards (3-5
players), 8 (6) or 7 (7), one card fewer each hand down to 1 and back up ("7 players ... a total of 13
hands"); the card after the deal is turned for trumps; bidding in turn from the dealer's left with the
hook on the dealer; 1 point per trick plus 10 for an exact bid. The table records the trump, the bids
and the tricks each player took, not the card play. The deal loop keeps the totals and ends the game
after the last hand of the sequence (Boerenbridge: when someone has exactly 100).

Every variant the text names that changes what is recorded is an option (see ``OhHellOptions``), and
``preset_options`` builds the named games: 10 op en neer, Boerenbridge, 7-truf, Kachuful, Atkinson's
Blackout and Oh Shit!. Choices where the text is open:

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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import AnyCard, Rank, Suit, piquet_32, standard_52
from scorekeeper.core import RuleError, joined, option, plural
from scorekeeper.rules.auction import TrickBids
from scorekeeper.rules.base import Event, GameSetup, Phase, Prompt, order_from_left_of
from scorekeeper.rules.deal_loop import Deal, DealGame, Ending, Match, Tie
from scorekeeper.rules.deal_result import random_tricks, read_tricks
from scorekeeper.rules.registry import register
from scorekeeper.rules.schedules import SCHEDULE_CHOICES, SEQUENCE_CHOICES, contract_row, hand_sequence
from scorekeeper.rules.tricks import NO_JOKERS, NominatedJokers, SuitJokers, TrickRules
from scorekeeper.rules.tricks import Tie as TrickTie
from scorekeeper.rules.trumps import TrumpSource, read_turned

#: Largest first hand "by players" in the text (3 to 5 players: 10 cards each).
USUAL_MAX = 10
#: Bust deals 13 each: "so as to deal 13 cards each on the first hand as with 4 players".
BUST_CARDS_PER_PLAYER = 13
#: Boerenbridge: "The objective is to score exactly 100"; "If your score is 80 or more you do not bid".
BOERENBRIDGE_TARGET = 100
BOERENBRIDGE_NO_BID = 80
#: 7-truf is for 4 players ("4 deals with all cards dealt" are in ``schedules.hand_sequence``).
SEVEN_TRUF_PLAYERS = 4
#: Coulon: "If the rank of the turned up card is from 2 to 6, there are no trumps".
COULON_NO_TRUMP_RANKS = frozenset({Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX})
NOT_BIDDING = "has 80 or more points and does not bid"

DECKS = (
    ("standard", "52 cards"),
    ("jokers", "54 cards with two jokers (Brader)"),
    ("bust", "Bust: 13 cards per player (65 with 5, 78 with 6)"),
    ("piquet", "32 cards, A to 7 (7-truf)"),
)
TRUMPS = (
    ("turned", "Turn the next card"),
    ("rotation", "Rotate through the suits"),
    ("spades", "Spades always (Oh Shit!)"),
    ("coulon", "Turned card: 2-6 no trumps, 7 or higher its suit (Coulon)"),
)
S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
ROTATIONS: dict[str, tuple[Suit, ...]] = {
    "kachuful": (S, D, C, H),  # "Ka = Kari = Spades, Chu = Chukat = Diamonds, Fu = Falli = Clubs, L = Lal"
    "atkinson": (H, C, D, S),  # "in the order hearts, clubs, diamonds, spades"
    "shcd": (S, H, C, D),
    "shdc": (S, H, D, C),
    "cdhs": (C, D, H, S),
}
_ROTATION_GAMES = {"kachuful": " (Kachuful)", "atkinson": " (Atkinson)"}
ROTATION_LABELS = tuple(
    (key, " ".join(suit.symbol for suit in cycle) + _ROTATION_GAMES.get(key, ""))
    for key, cycle in ROTATIONS.items()
)
BIDDINGS = (("in_turn", "In turn, dealer last"), ("simultaneous", "All at once (fingers)"))
JOKER_PLAYS = (
    ("suit", "A suit of their own: a led joker wins unless trumped (Brader)"),
    ("high_low", "Nominated high or low; not led, not in the first trick (Atkinson)"),
)


# --- Options ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class OhHellOptions:
    sequence: str = option("down_up", "Hand sizes", choices=SEQUENCE_CHOICES)
    max_cards: int = option(
        0,
        "Most cards per player",
        minimum=0,
        maximum=26,
        help="0: by players (3-5: 10, 6: 8, 7: 7; Bust 13). 13 with four or 17 with three deal the pack.",
    )
    fixed_hands: int = option(
        0, "Hands in a fixed-size game", minimum=0, maximum=99, help="0: each player deals once."
    )
    deck: str = option("standard", "Pack", choices=DECKS)
    trump: str = option("turned", "Trumps", choices=TRUMPS)
    rotation_order: str = option("kachuful", "Order of rotating trumps", choices=ROTATION_LABELS)
    rotation_no_trump: bool = option(False, "The rotation includes a no-trump hand")
    no_trump_on_max: bool = option(False, "Largest deals without trumps, even if cards remain")
    bidding: str = option("in_turn", "Bidding", choices=BIDDINGS)
    hook: bool = option(
        True, "Hook", help="The dealer may not bid so that the bids add up to the number of tricks."
    )
    scoring: str = option("trick_plus_ten", "Scoring", choices=SCHEDULE_CHOICES)
    playoff: bool = option(False, "Play off a tie for first with extra hands at the maximum")
    must_trump: bool = option(
        False,
        "Must trump when void (La Podrida)",
        help="Play only: a player with no card of the suit led must trump if able.",
    )
    joker_play: str = option(
        "suit", "How the jokers play", choices=JOKER_PLAYS, help="Play only, with the 54-card pack."
    )

    @property
    def boerenbridge(self) -> bool:
        return self.scoring == "boerenbridge"

    def __post_init__(self) -> None:
        # Combinations that are wrong whatever the number of players.
        if self.sequence == "seven_truf" and self.deck != "piquet":
            raise RuleError("The 7-truf sequence is played with the 32-card pack.", "deck")
        if self.playoff and self.boerenbridge:
            raise RuleError("Boerenbridge ends at exactly 100, so it has no play-off.", "playoff")
        if self.joker_play != "suit" and self.deck != "jokers":
            raise RuleError("Jokers played high or low need the 54-card pack with jokers.", "joker_play")


PRESETS: dict[str, dict[str, Any]] = {
    # "1, 2, …, 9, 10, 9, …, 1. There is no hook rule. ... 10 points plus the bid: a missed bid ... 0."
    "10-op-en-neer": {"sequence": "up_down", "max_cards": 10, "hook": False, "scoring": "op_en_neer"},
    # "The whole pack is dealt every time – 13 cards each to four players. Bidding is simultaneous."
    "boerenbridge": {
        "sequence": "fixed",
        "max_cards": 13,
        "bidding": "simultaneous",
        "hook": False,
        "scoring": "boerenbridge",
    },
    "7-truf": {"sequence": "seven_truf", "deck": "piquet", "scoring": "seven_truf"},
    "kachuful": {"trump": "rotation", "rotation_order": "kachuful"},
    # "Two jokers are added ... always 10 cards each and with 6 players 9 ... trump suit rotates"
    "blackout-atkinson": {
        "sequence": "fixed",
        "deck": "jokers",
        "trump": "rotation",
        "rotation_order": "atkinson",
        "scoring": "ten_plus_bid",
        "joker_play": "high_low",
    },
    "oh-shit": {"trump": "spades"},
}


def preset_options(name: str) -> OhHellOptions:
    """Options for a named game of the text.

    ``10-op-en-neer`` (1..10..1, no hook, 10 + bid), ``boerenbridge`` (4 players, 13 each, no trump
    turned since the pack is dealt out, simultaneous bids, exactly 100 wins), ``7-truf`` (4 players,
    32 cards, 22 deals), ``kachuful`` (trumps ♠ ♦ ♣ ♥ in turn), ``blackout-atkinson`` (5 or 6 players,
    54 cards, 10 or 9 each every hand, trumps ♥ ♣ ♦ ♠, 10 + bid, jokers high or low) and ``oh-shit``
    (spades always).
    """
    if name not in PRESETS:
        raise RuleError(f"There is no Oh Hell! preset called “{name}”: choose {joined(list(PRESETS), 'or')}.")
    return OhHellOptions(**PRESETS[name])


# --- The pack, the hand sizes and the trump --------------------------------------------------------


def deck_size(deck: str, players: int) -> int:
    """Cards in the pack used by ``players``."""
    if deck == "bust":
        return BUST_CARDS_PER_PLAYER * players
    return {"standard": 52, "jokers": 54, "piquet": 32}[deck]


def _deck_cards(deck: str) -> list[AnyCard]:
    """The cards that can be turned for trumps (any standard card for Bust's mixed packs)."""
    if deck == "piquet":
        return piquet_32()
    return standard_52(jokers=2 if deck == "jokers" else 0)


def max_cards(options: OhHellOptions, players: int) -> int:
    """The largest hand of the game: the option, or the text's size by players."""
    full = deck_size(options.deck, players) // players
    if options.sequence == "seven_truf":
        return full
    if options.max_cards:
        return options.max_cards
    return full if options.deck == "bust" else min(USUAL_MAX, full)


def hand_sizes(options: OhHellOptions, players: int) -> tuple[int, ...]:
    """Cards dealt to each player in each hand of the sequence (before any play-off); a fixed sequence
    plays ``fixed_hands`` hands, or one per player."""
    return hand_sequence(options.sequence, max_cards(options, players), options.fixed_hands or players)


def trump_source(options: OhHellOptions) -> TrumpSource:
    """Where each hand's trump comes from: the card turned after the deal (Coulon: "from 2 to 6 ... no
    trumps"), the suits in rotation, or spades always (Oh Shit!)."""
    return TrumpSource(
        turned=options.trump in ("turned", "coulon"),
        no_trump_ranks=COULON_NO_TRUMP_RANKS if options.trump == "coulon" else frozenset(),
        rotation=ROTATIONS[options.rotation_order] if options.trump == "rotation" else (),
        no_trump_deal=options.rotation_no_trump,
        suit=Suit.SPADES if options.trump == "spades" else None,
    )


# --- The play of the tricks ------------------------------------------------------------------------


def trick_rules(trump: Suit | None, options: OhHellOptions, *, joker_turned: bool = False) -> TrickRules:
    """How a hand's tricks are played: "Each player must follow the suit led, if he can ... The player who
    has played the highest trump card, or if no trump was played, the highest card of the suit led, wins".

    The options add La Podrida's "a player who has no card of the suit led must trump", Bust's "If
    duplicate cards are played to a trick, the second played beats the first", and the 54-card pack's
    jokers: Brader's "If a joker is led it wins the trick unless trumped" (``joker_turned``: "If a joker is
    turned up the other joker is the only trump") or Atkinson's nominated high or low.
    """
    jokers = options.deck == "jokers"
    if joker_turned and (not jokers or options.joker_play != "suit" or trump is not None):
        raise ValueError(
            "A turned-up joker makes the other joker the only trump: use jokers as a suit, no trump."
        )
    joker_rules = {"suit": SuitJokers(trumps=joker_turned), "high_low": NominatedJokers()}
    return TrickRules(
        trump=trump,
        must_trump_when_void=options.must_trump,
        ties=TrickTie.LAST,
        jokers=joker_rules[options.joker_play] if jokers else NO_JOKERS,
        deck=tuple(_deck_cards(options.deck) * (2 if options.deck == "bust" else 1)),
    )


# --- The hand in progress ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Hand(Deal):
    """The hand being played: its size, trump and the bids so far (``None``: not yet, or not bidding)."""

    cards: int = 0
    bid_order: tuple[int, ...] = ()
    bids: tuple[int | None, ...] = ()
    trump: Suit | None = None
    turned: str | None = None
    trump_pending: bool = False
    playoff: bool = False
    #: Brader: "If a joker is turned up the other joker is the only trump" (no trump suit).
    joker_turned: bool = False
    #: The hook applies: "with this method [all at once], there's no restriction against the total
    #: number of bid tricks being equal".
    hook: bool = False

    @property
    def bidding(self) -> TrickBids:
        return TrickBids(self.cards, self.bid_order, self.bids, self.hook, self.dealer, NOT_BIDDING)

    def trump_words(self, *, short: bool = False) -> str:
        """'♥ trumps', 'no trumps', 'trumps to turn', ...; ``short``: '♥' on the sheet."""
        if self.trump_pending:
            return "trumps to turn"
        if self.joker_turned:
            return "other joker" if short else "joker turned: the other joker is trump"
        if self.trump is None:
            return "no trumps"
        return self.trump.symbol if short else f"{self.trump.symbol} trumps"


def forbidden_bid(hand: Hand, seat: int, bids: Sequence[int | None], hook: bool) -> int | None:
    """The bid the hook refuses to ``seat`` if they bid last, else ``None``."""
    return replace(hand, bids=tuple(bids), hook=hook).bidding.forbidden(seat)


def _sequence(match: Match) -> tuple[int, ...]:
    return hand_sizes(match.options, match.setup.size)


def _hand_label(match: Match, hand: Hand, *, of_total: bool = True) -> str:
    """'Hand 3 of 19', 'Hand 3' (Boerenbridge, or on the sheet) or 'Play-off hand 1'."""
    hands = len(_sequence(match))
    if hand.playoff:
        return f"Play-off hand {hand.number - hands}"
    if match.options.boerenbridge or not of_total:
        return f"Hand {hand.number}"
    return f"Hand {hand.number} of {hands}"


def _deal_heading(match: Match, hand: Hand) -> str:
    """'Hand 3 of 19 · 8 cards · ♥ trumps'."""
    return f"{_hand_label(match, hand)} · {plural(hand.cards, 'card')} · {hand.trump_words()}"


# --- The ruleset ------------------------------------------------------------------------------------


@register
class OhHell(DealGame[OhHellOptions]):
    slug = "oh-hell"
    name = "Oh Hell!"
    min_players, max_players = 3, 7
    Options = OhHellOptions
    summary = "Bid the exact number of tricks you will take; hands shrink and grow by one card each deal."
    rules_file = "oh-hell.txt"
    phases = (
        Phase("trump", ("trump",)),
        Phase("bid", ("bid", "bids")),
        Phase("bids", ("bids",)),
        Phase("tricks", ("tricks",)),
    )

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

    def ending_for(self, setup: GameSetup) -> Ending:
        options = setup.options
        if options.boerenbridge:
            # "The objective is to score exactly 100; if you go over 100 you bounce back" (in the row)
            return Ending(target=BOERENBRIDGE_TARGET, exact=True)
        # "In case of a tie after the last hand, some deal further hand(s) ... until a clear winner"
        ties = Tie.PLAY_ON if options.playoff else Tie.SHARE
        return Ending(deals=len(hand_sizes(options, setup.size)), ties=ties)

    def new_deal(self, match: Match, number: int, dealer: int) -> Hand:
        options, players, sizes = match.options, match.setup.size, _sequence(match)
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
        card = read_turned(payload, "card", _deck_cards(match.options.deck))
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
        label = _hand_label(match, hand, of_total=False)
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
        title = f"{_deal_heading(match, hand)} · {match.names[hand.dealer]} deals"
        data = self._deal_data(match, hand)
        if hand.trump_pending:
            return self.ask("trump", title, data=data)
        if hand.bidding.next_bidder is None:
            return self.ask("tricks", title, data=data)
        if match.options.bidding == "simultaneous":
            return self.ask("bids", title, data=data)
        events = ("bid", "bids") if hand.bidding.made == 0 else ("bid",)
        return self.ask("bid", title, actor=hand.bidding.next_bidder, data=data, events=events)

    def _deal_data(self, match: Match, hand: Hand) -> dict[str, Any]:
        bidding = hand.bidding
        in_turn = match.options.bidding == "in_turn" and not hand.trump_pending
        actor = bidding.next_bidder if in_turn else None
        return {
            "hand": hand.number,
            "hands": None if match.options.boerenbridge else len(_sequence(match)),
            "playoff": hand.playoff,
            "cards": hand.cards,
            "trump": hand.trump.value if hand.trump else None,
            "turned": hand.turned,
            "joker_trump": hand.joker_turned,
            "dealer": hand.dealer,
            **bidding.form_data(actor),
        }

    def progress(self, match: Match) -> str:
        return f"{_deal_heading(match, match.deal)} · {match.deal.bidding.words(match.names)}"

    def extras(self, match: Match) -> dict[str, Any]:
        return {"hands": [dict(record.facts) for record in match.played], "sequence": list(_sequence(match))}

    # --- Random entries for the simulation test ------------------------------------------------------

    def random_entry(self, match: Match, rng: Random) -> Event:
        """A turned card from the pack, a bid the hook allows, bids at once, or tricks that add up."""
        prompt, hand, players = self.prompt(match), match.deal, match.setup.size
        if prompt.phase == "trump":
            return Event("trump", {"card": str(rng.choice(_deck_cards(match.options.deck)))})
        if prompt.phase == "bid":
            return Event("bid", {"player": prompt.actor, "bid": rng.choice(prompt.data["allowed_bids"])})
        if prompt.phase == "bids":
            bids = [rng.randint(0, hand.cards) if s in hand.bid_order else None for s in range(players)]
            return Event("bids", {"bids": bids})
        return Event("tricks", {"taken": random_tricks(rng, players, hand.cards)})
