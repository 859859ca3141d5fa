"""How one game plays its tricks, as data (part of the trick engine, ``tricks``).

``TrickRules`` holds a game's rank orders, trumps and obligations, its jokers (a ``JokerRule``: the rules
are in ``jokers``) and its own restrictions (each a ``Restriction``: the rules are in ``restrictions``); each
game builds its own from its rules text. The interfaces those parts implement, and what they see of a
trick and of a turn (``TrickView``, ``TurnView``), are declared here, at the bottom of the engine, so that
every import in it points one way: rules <- restrictions <- jokers <- winning <- engine. ``TrickContext``
carries what a rule may need beyond the cards (who led, partners, a cinch, the first trick, ...). Both are
checked on creation: an impossible combination is a ``ValueError``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar, Final, Protocol

from scorekeeper.cards import ACE_HIGH, AnyCard, CardError, Rank, Suit


def rank_order(text: str) -> tuple[Rank, ...]:
    """A rank order as the rules texts write it, highest first: ``rank_order("A 3 K Q")``."""
    return tuple(Rank(r) for r in text.split())


#: The Jass family's order (Belote's trumps, every suit in Twenty-Nine): "the jack and 9 are promoted".
JACK_NINE = rank_order("J 9 A 10 K Q 8 7")


#: What players must follow when a joker is led and jokers form a suit of their own (Oh Hell, Brader).
JOKER_SUIT: Final = "joker"

#: The suit a trick asks players to follow: a suit, the jokers' own suit, or nothing (a free lead).
LeadSuit = Suit | str | None

#: A card's strength in a trick: (tier, value), compared tier first.
Power = tuple[int, int]

#: The tiers of ``Power``, weakest first.
LED_TIER, ONE_SCALE_TIER, TRUMP_TIER, HIGH_JOKER_TIER = 1, 2, 3, 4


@dataclass(frozen=True)
class JokerRule:
    """How jokers take part in a trick. This base is the pack without jokers; the rules below adjust it."""

    #: What a joker counts as for following suit (``None``: no suit).
    suit: ClassVar[LeadSuit] = None
    #: A joker may be played even when the player could follow suit (Cramps, Atkinson).
    any_time: ClassVar[bool] = False
    #: Pickle: jokers rank just above this rank on the one scale used when no trump is in the trick.
    scale_rank: ClassVar[Rank | None] = None

    @property
    def is_trump(self) -> bool:
        """Jokers are trumps (Oh Hell, Brader, when a joker was turned up)."""
        return False

    def suit_led_by_joker(self, plays: Sequence[AnyCard]) -> LeadSuit:
        """The suit to follow when the card led is a joker."""
        return None

    def power(self, trick: TrickView, index: int) -> Power | None:
        raise CardError(f"{trick.plays[index]} is not in the deck used for this game.")

    def restrictions(self) -> tuple[Restriction, ...]:
        return ()


#: The pack without jokers.
NO_JOKERS: Final = JokerRule()


@dataclass(frozen=True)
class Narrowing:
    """The cards an obligation leaves, and the sentence refusing any card it drops."""

    kept: list[AnyCard]
    reason: Callable[[AnyCard], str]


class Restriction(Protocol):
    """A game's own rule on what may be played; ``None`` when it does not apply to this turn."""

    def narrow(self, turn: TurnView, candidates: list[AnyCard]) -> Narrowing | None: ...


class Tie(StrEnum):
    """Which of two equally strong cards wins the trick."""

    FIRST = "first"
    LAST = "last"


@dataclass(frozen=True, slots=True)
class TrickContext:
    """What a rule may need beyond the cards. Every field defaults to "does not apply".

    Positions are indexes into the trick so far (0 is the card led).
    """

    #: Seat of the player who led, and the seat of each card of the trick (then the player's own);
    #: needed only for personal trumps (Calypso). By default seats follow the leader clockwise.
    leader: int = 0
    seats: tuple[int, ...] | None = None
    #: Positions in the trick of the player's partners (Belote, Malilla: no duty to beat a partner).
    partners: frozenset[int] = frozenset()
    #: Suits led to earlier tricks of this hand (Malilla: a non-trump 7 of an unled suit is barred).
    suits_led: frozenset[Suit] = frozenset()
    #: Cards played to earlier tricks of this hand (Bourré: which trumps count as "highest").
    gone: tuple[AnyCard, ...] = ()
    #: Bourré: the player's hand is a cinch (three sure tricks).
    cinch: bool = False
    #: The player plays the last card to the trick (Bourré cinch, Briscola Chiamata first trick).
    last_to_play: bool = False
    #: This is the first trick of the hand (Briscola Chiamata in the dark, Oh Hell with nominated jokers).
    first_trick: bool = False
    #: The player won the auction (Briscola Chiamata: only the bidder, playing last, may play a 2).
    bidder: bool = False
    #: Twenty-Nine: the trump was turned up before this trick.
    trump_revealed: bool = True
    #: Oh Hell (Atkinson): high (True) or low (False) for each joker of the trick, in order of play.
    #: When only the first of two is given, the second is the opposite.
    joker_high: tuple[bool, ...] = ()


@dataclass(frozen=True)
class TrickRules:
    """How one game plays its tricks: each game builds its own (its ``trick_rules``, named in its record)."""

    #: Rank order of plain suits and of trumps, highest first (``trump_order`` empty: same as plain).
    plain_order: tuple[Rank, ...] = ACE_HIGH
    trump_order: tuple[Rank, ...] = ()
    #: The trump suit, or ``None`` for no trumps (Twenty-Nine: not yet revealed).
    trump: Suit | None = None
    #: Calypso: each seat's own trump suit, by seat; ``trump`` must then be ``None``.
    personal_trumps: tuple[Suit, ...] = ()
    #: Players must follow suit if able (off in Briscola).
    must_follow: bool = True
    #: Couillon: "A player may play a trump to any trick", even holding the suit led.
    trump_any_time: bool = False
    #: A player void in the suit led must trump if able (Bourré, Belote, Oh Hell's La Podrida).
    must_trump_when_void: bool = False
    #: A player must beat the winning card if able, within the other obligations (Bourré, Malilla).
    must_beat: bool = False
    #: A player must beat a winning trump with a higher trump if able (Belote).
    must_overtrump: bool = False
    #: The trump and beat obligations lapse while a partner wins the trick (Belote, Malilla).
    partner_exempt: bool = False
    #: Twenty-Nine: the trump stays hidden until a player cannot follow suit.
    hidden_trump: bool = False
    ties: Tie = Tie.FIRST
    jokers: JokerRule = NO_JOKERS
    #: Game-specific restrictions, applied after the obligations above (see ``Restriction``).
    restrictions: tuple[Restriction, ...] = ()
    #: The cards of the game, for checking input (empty: not checked).
    deck: tuple[AnyCard, ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        if len(set(self.plain_order)) != len(self.plain_order):
            raise ValueError("A rank appears twice in the plain rank order.")
        if self.trump_order and sorted(self.trump_order) != sorted(self.plain_order):
            raise ValueError("The trump rank order must use the same ranks as the plain suits.")
        if self.personal_trumps and self.trump is not None:
            raise ValueError("With a trump suit for each player there is no common trump suit.")
        if len(set(self.personal_trumps)) != len(self.personal_trumps):
            raise ValueError("Each player's own trump suit must be different.")
        if self.jokers.is_trump and (self.trump is not None or self.personal_trumps):
            raise ValueError("When the joker is the only trump, no suit can be trumps as well.")

    def strength(self, rank: Rank, *, as_trump: bool) -> int:
        """Higher is stronger: the rank's place in the trump or plain order, counted from the bottom."""
        order = (self.trump_order or self.plain_order) if as_trump else self.plain_order
        if rank not in order:
            raise CardError(f"No card of rank {rank.value} is used in this game.")
        return len(order) - order.index(rank)


class TrickView(Protocol):
    """What a joker rule sees of a trick (the engine's ``winning.Trick``)."""

    plays: list[AnyCard]
    rules: TrickRules

    @property
    def one_scale(self) -> bool: ...

    def joker_is_high(self, index: int) -> bool: ...


class TurnView(Protocol):
    """What a restriction sees of a player about to play (the engine's ``engine.Turn``)."""

    hand: list[AnyCard]
    trick: list[AnyCard]
    rules: TrickRules
    context: TrickContext

    @property
    def leading(self) -> bool: ...

    def follows(self, card: AnyCard) -> bool: ...

    def is_trump(self, card: AnyCard) -> bool: ...
