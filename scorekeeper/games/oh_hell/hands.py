"""A hand of Oh Hell: the pack and the hand sizes (``deck_size``, ``max_cards``, ``hand_sizes``), where the
trump comes from (``trump_source``), the trick play rules (``trick_rules``), the hand in progress (``Hand``)
with its bidding and the hook (``forbidden_bid``), and how a hand is named on the table.

Variant and choices: see ``games.oh_hell.rules``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from scorekeeper.cards import AnyCard, Joker, Suit, piquet_32, standard_52
from scorekeeper.core import option, plural
from scorekeeper.families.auction import TrickBids
from scorekeeper.families.deal.loop import Deal, Match
from scorekeeper.families.schedules import hand_sequence
from scorekeeper.families.tricks.engine import NO_JOKERS, NominatedJokers, SuitJokers, TrickRules
from scorekeeper.families.tricks.engine import Tie as TrickTie
from scorekeeper.families.trumps import TrumpSource
from scorekeeper.games.oh_hell.options import (
    BUST_CARDS_PER_PLAYER,
    COULON_NO_TRUMP_RANKS,
    NOT_BIDDING,
    ROTATIONS,
    USUAL_MAX,
    OhHellOptions,
)

# --- The pack, the hand sizes and the trump --------------------------------------------------------


def deck_size(deck: str, players: int) -> int:
    """Cards in the pack used by ``players``."""
    if deck == "bust":
        return BUST_CARDS_PER_PLAYER * players
    return {"standard": 52, "jokers": 54, "piquet": 32}[deck]


def deck_cards(deck: str) -> list[AnyCard]:
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
    deck = deck_cards(options.deck) * (2 if options.deck == "bust" else 1)
    if joker_turned:
        deck.remove(Joker())  # the turned joker is out of play: only "the other joker" can be played
    return TrickRules(
        trump=trump,
        must_trump_when_void=options.must_trump,
        ties=TrickTie.LAST,
        jokers=joker_rules[options.joker_play] if jokers else NO_JOKERS,
        deck=tuple(deck),
    )


@dataclass(frozen=True)
class OhHellTrickTable(OhHellOptions):
    """Oh Hell's options with the trick tools' own setting: a joker was turned up, so "the other joker is
    the only trump" (with jokers as a suit and no trump suit)."""

    joker_trump: bool = option(False, "A joker was turned up")


def table_trick_rules(trump: Suit | None, options: OhHellTrickTable) -> TrickRules:
    """The trick rules of one trick asked about on its own: the game's (``deck``: Brader's or Atkinson's
    jokers as ``joker_play`` says, the Bust's identical cards, the piquet pack; ``must_trump``), and the
    turned joker. Atkinson's nominations are in ``context["joker_high"]``."""
    return trick_rules(trump, options, joker_turned=options.joker_trump)


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


def hand_size_sequence(match: Match) -> tuple[int, ...]:
    return hand_sizes(match.options, match.setup.size)


def hand_label(match: Match, hand: Hand, *, of_total: bool = True) -> str:
    """'Hand 3 of 19', 'Hand 3' (Boerenbridge, or on the sheet) or 'Play-off hand 1'."""
    hands = len(hand_size_sequence(match))
    if hand.playoff:
        return f"Play-off hand {hand.number - hands}"
    if match.options.boerenbridge or not of_total:
        return f"Hand {hand.number}"
    return f"Hand {hand.number} of {hands}"


def deal_heading(match: Match, hand: Hand) -> str:
    """'Hand 3 of 19 · 8 cards · ♥ trumps'."""
    return f"{hand_label(match, hand)} · {plural(hand.cards, 'card')} · {hand.trump_words()}"
