"""One trick engine for every trick-taking game: who wins a trick, and which cards may be played.

A game describes its trick play once, as a frozen ``TrickRules`` (``trick_presets.rules_for`` builds the
rules of each supported game from its rules text). Three questions are then answered the same way for all:

* ``trick_winner(plays, rules)``: the index of the winning card;
* ``legal_plays(hand, trick_so_far, rules)``: the cards the player may play now;
* ``check_play(hand, trick_so_far, card, rules)``: raises ``RuleError`` naming the card and the rule broken.

Who wins. Every card gets a *power*, compared tier first, or none when it cannot win. From strongest:

1. a joker declared high (Oh Hell, Atkinson's jokers);
2. trumps, by the trump order;
3. in Pickle, when a joker is in the trick and no trump, every card on one scale whatever its suit;
4. cards of the suit led, by the plain order.

Anything else is a discard. Equal powers (identical cards from several packs, trumps of equal rank in
Calypso) are settled by ``rules.ties``: the first or the last of them wins.

Trumps may be personal (Calypso): a card is a trump when its suit is its player's trump suit, except that
following a suit that is not the leader's trump is never trumping ("if hearts are led by the club player,
the heart player does not trump"). With one shared trump suit this reduces to the usual rule.

What may be played. The obligations are applied in a fixed order, each keeping only the cards that
satisfy it when the player holds at least one such card, as every text says "if able": follow suit
(Couillon: or trump), trump when void, beat or overtrump the winning card (Belote and Malilla: only while
an opponent is winning), then the game's own restrictions (Malilla's 7s, Bourré's cinch, Chiamata's first
trick in the dark, Oh Hell's nominated jokers). A restriction that would leave no card is waived, as
Malilla's text says of its 7s. A card is refused with the reason of the first obligation that drops it, so
``legal_plays`` and ``check_play`` can never disagree.

Choices where the texts are open:

* Twenty-Nine: the trump is turned up "the first time that a player is unable to follow suit", so every
  card off the suit led is played after the reveal and winners are computed as usual; the only effect of
  the hidden trump is that an unrevealed trump (``trump=None``) cannot settle a trick in which someone
  failed to follow (``RuleError``). ``reveals_trump`` tells when the bidder must turn it up.
* Belote: a player void in the suit led must trump while an opponent wins, and must still play a trump
  when unable to overtrump ("must play a trump ... higher ... if possible").
* Bourré's cinch: the caller says whether the hand is a cinch (``TrickContext.cinch``); a trump counts
  as "highest" when every trump ranked between it and the player's highest is in hand or already played.
* Jokers in Oh Hell (Brader) are a suit of two equal cards: a led joker must be followed by the other if
  held, and it is the led joker that wins unless trumped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import ClassVar, Final, Protocol

from scorekeeper.cards import ACE_HIGH, AnyCard, Card, CardError, Rank, Suit
from scorekeeper.core import RuleError, joined

#: What players must follow when a joker is led and jokers form a suit of their own (Oh Hell, Brader).
JOKER_SUIT: Final = "joker"

#: The suit a trick asks players to follow: a suit, the jokers' own suit, or nothing (a free lead).
LeadSuit = Suit | str | None

#: A card's strength in a trick: (tier, value), compared tier first.
Power = tuple[int, int]

_LED, _ONE_SCALE, _TRUMP, _HIGH_JOKER = 1, 2, 3, 4


def rank_order(text: str) -> tuple[Rank, ...]:
    """A rank order as the rules texts write it, highest first: ``rank_order("A 3 K Q")``."""
    return tuple(Rank(r) for r in text.split())


#: The Jass family's order (Belote's trumps, every suit in Twenty-Nine): "the jack and 9 are promoted".
JACK_NINE = rank_order("J 9 A 10 K Q 8 7")


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


# --- Jokers ------------------------------------------------------------------------------------


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

    def power(self, trick: Trick, index: int) -> Power | None:
        raise CardError(f"{trick.plays[index]} is not in the deck used for this game.")

    def restrictions(self) -> tuple[Restriction, ...]:
        return ()


@dataclass(frozen=True)
class PickleJokers(JokerRule):
    """Pickle: "If a joker is led, there are no restrictions on what the other players can play."

    "If there are no trumps in the trick, but there is at least one joker, then the player who played the
    highest ranking card takes the trick; jokers rank above a 9 but below a 10."
    """

    scale_rank: ClassVar[Rank | None] = Rank.NINE

    def power(self, trick: Trick, index: int) -> Power | None:
        if not trick.one_scale:
            return None
        # Powers on the one scale are doubled ranks, so "above a 9 but below a 10" is one more than the 9.
        return _ONE_SCALE, 2 * trick.rules.strength(self.scale_rank, as_trump=False) + 1


@dataclass(frozen=True)
class LedJokers(JokerRule):
    """Cramps, 5 to 7 players: "Jokers may be played at any time. If a Joker is led, other players may
    play any card they wish. A Joker will only take a trick if it is led (and not trumped)."
    """

    any_time: ClassVar[bool] = True

    def power(self, trick: Trick, index: int) -> Power | None:
        return (_LED, 0) if index == 0 else None


@dataclass(frozen=True)
class SuitJokers(JokerRule):
    """Oh Hell (Mark Brader): "These jokers are a suit of their own containing just two equal cards. If a
    joker is led it wins the trick unless trumped. If a joker is turned up the other joker is the only trump."
    """

    suit: ClassVar[LeadSuit] = JOKER_SUIT
    trumps: bool = False

    @property
    def is_trump(self) -> bool:
        return self.trumps

    def suit_led_by_joker(self, plays: Sequence[AnyCard]) -> LeadSuit:
        return JOKER_SUIT

    def power(self, trick: Trick, index: int) -> Power | None:
        if self.trumps:
            return _TRUMP, 0
        return (_LED, 0) if index == 0 else None


@dataclass(frozen=True)
class NominatedJokers(JokerRule):
    """Oh Hell (Dick Atkinson): "a joker could be played to any trick (even if the player could have
    followed suit). The first player of a joker could nominate it as either "high", automatically winning
    the trick or "low", automatically losing. The player of the second joker had no choice."
    """

    any_time: ClassVar[bool] = True

    def suit_led_by_joker(self, plays: Sequence[AnyCard]) -> LeadSuit:
        # "If a player was forced to lead a joker, the first suited card played determined the suit."
        return next((card.suit for card in plays if not card.is_joker), None)

    def power(self, trick: Trick, index: int) -> Power | None:
        return (_HIGH_JOKER, 0) if trick.joker_is_high(index) else None

    def restrictions(self) -> tuple[Restriction, ...]:
        return (JokerLeadLastResort(), NoJokersInFirstTrick())


NO_JOKERS: Final = JokerRule()


# --- The rules of a game's trick play ------------------------------------------------------------


@dataclass(frozen=True)
class TrickRules:
    """How one game plays its tricks. Build through ``trick_presets.rules_for`` where possible."""

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


# --- Who wins a trick ----------------------------------------------------------------------------


def trick_winner(
    plays: Sequence[AnyCard],
    rules: TrickRules,
    leader: int = 0,
    seats: Sequence[int] | None = None,
    context: TrickContext | None = None,
) -> int:
    """Index into ``plays`` of the card winning the trick (so far, if the trick is incomplete).

    ``leader`` and ``seats`` say who played each card; only personal trumps (Calypso) need them.
    """
    if not plays:
        raise RuleError("A trick needs at least one card to have a winner.")
    trick = Trick(plays, rules, _seats_of(len(plays), rules, leader, seats), context or TrickContext())
    return trick.winner


def reveals_trump(
    trick_so_far: Sequence[AnyCard],
    card: AnyCard,
    rules: TrickRules,
    context: TrickContext | None = None,
) -> bool:
    """Twenty-Nine: must the high bidder turn up the trump as ``card`` is played?

    "The first time that a player is unable to follow suit, the high bidder must turn the card they used
    to declare trump face up."
    """
    ctx = context or TrickContext()
    if not rules.hidden_trump or ctx.trump_revealed or not trick_so_far:
        return False
    led = _led_suit(trick_so_far, rules)
    revealed_earlier = any(_suit_key(c, rules) != led for c in trick_so_far)
    return not revealed_earlier and _suit_key(card, rules) != led


class Trick:
    """One trick's cards, analysed: the suit to follow, which cards are trumps, and each card's power.

    Joker rules and restrictions receive it; games use ``trick_winner``.
    """

    def __init__(
        self, plays: Sequence[AnyCard], rules: TrickRules, seats: Sequence[int], context: TrickContext
    ) -> None:
        self.plays = list(plays)
        self.rules = rules
        self.seats = list(seats)
        self.context = context
        self.led = _led_suit(self.plays, rules)

    def follows(self, index: int) -> bool:
        return self.led is not None and _suit_key(self.plays[index], self.rules) == self.led

    def trump_of(self, index: int) -> Suit | None:
        """The trump suit of whoever played ``plays[index]``."""
        if self.rules.personal_trumps:
            return self.rules.personal_trumps[self.seats[index]]
        return self.rules.trump

    def is_trump(self, index: int) -> bool:
        card = self.plays[index]
        if card.is_joker:
            return self.rules.jokers.is_trump
        if card.suit != self.trump_of(index):
            return False
        # Calypso: "if, say, hearts are led by the club player, the heart player does not 'trump'".
        return card.suit != self.led or self.trump_of(0) == card.suit

    @cached_property
    def trumped(self) -> bool:
        return any(self.is_trump(i) for i in range(len(self.plays)))

    @cached_property
    def one_scale(self) -> bool:
        """Pickle: a joker is in the trick and no trump, so every card ranks on one scale."""
        has_joker = any(card.is_joker for card in self.plays)
        return self.rules.jokers.scale_rank is not None and has_joker and not self.trumped

    def power(self, index: int) -> Power | None:
        card = self.plays[index]
        if card.is_joker:
            return self.rules.jokers.power(self, index)
        if self.is_trump(index):
            return _TRUMP, self.rules.strength(card.rank, as_trump=True)
        if self.one_scale:
            return _ONE_SCALE, 2 * self.rules.strength(card.rank, as_trump=False)
        if self.follows(index):
            return _LED, self.rules.strength(card.rank, as_trump=False)
        return None

    @cached_property
    def winner(self) -> int:
        self._check_trump_known()
        powers = [self.power(i) for i in range(len(self.plays))]
        contenders = [p for p in powers if p is not None]
        if not contenders:  # only a low joker led so far (Atkinson): nobody is winning yet
            return 0
        best = max(contenders)
        tied = [i for i, p in enumerate(powers) if p == best]
        return tied[0] if self.rules.ties is Tie.FIRST else tied[-1]

    def joker_is_high(self, index: int) -> bool:
        """Oh Hell (Atkinson): the nomination of the joker at ``index``."""
        number = sum(1 for card in self.plays[:index] if card.is_joker)
        nominated = self.context.joker_high
        if len(nominated) >= 2 and nominated[0] == nominated[1]:
            raise RuleError("The second joker is low when the first is high, and high when it is low.")
        if number < len(nominated):
            return nominated[number]
        if number == 1 and len(nominated) == 1:
            return not nominated[0]
        raise RuleError(f"Say whether the {self.plays[index]} played is high or low.")

    def _check_trump_known(self) -> None:
        """Twenty-Nine: an unrevealed trump can settle a trick only while everyone follows suit."""
        everyone_followed = all(self.follows(i) for i in range(len(self.plays)))
        if self.rules.hidden_trump and self.rules.trump is None and not everyone_followed:
            raise RuleError(
                "A player could not follow suit, so the trump must be turned up before the trick is settled."
            )


def _suit_key(card: AnyCard, rules: TrickRules) -> LeadSuit:
    """What ``card`` counts as for following suit."""
    return rules.jokers.suit if card.is_joker else card.suit


def _led_suit(plays: Sequence[AnyCard], rules: TrickRules) -> LeadSuit:
    if not plays:
        return None
    if plays[0].is_joker:
        return rules.jokers.suit_led_by_joker(plays)
    return plays[0].suit


def _seats_of(count: int, rules: TrickRules, leader: int, seats: Sequence[int] | None) -> list[int]:
    """Seat of each of ``count`` cards: given, or clockwise from the leader."""
    table = len(rules.personal_trumps)
    if table and not 0 <= leader < table:
        raise ValueError(f"Seats are numbered 0 to {table - 1}.")
    if seats is None:
        return [(leader + k) % table if table else leader + k for k in range(count)]
    if len(seats) < count:
        raise ValueError(f"Give the seat of each of the {count} cards played.")
    if table and any(not 0 <= s < table for s in seats):
        raise ValueError(f"Seats are numbered 0 to {table - 1}.")
    return list(seats[:count])


# --- What a player may play ----------------------------------------------------------------------


@dataclass(frozen=True)
class Narrowing:
    """The cards an obligation leaves, and the sentence refusing any card it drops."""

    kept: list[AnyCard]
    reason: Callable[[AnyCard], str]


class Restriction(Protocol):
    """A game's own rule on what may be played; ``None`` when it does not apply to this turn."""

    def narrow(self, turn: Turn, candidates: list[AnyCard]) -> Narrowing | None: ...


class Turn:
    """A player about to play: the hand, the trick so far, and what the obligations need to know."""

    def __init__(
        self, hand: Sequence[AnyCard], trick: Sequence[AnyCard], rules: TrickRules, context: TrickContext
    ) -> None:
        self.hand = list(hand)
        self.trick = list(trick)
        self.rules = rules
        self.context = context
        self.led = _led_suit(self.trick, rules)
        count = len(self.trick) + 1
        self.seats = _seats_of(count, rules, context.leader, context.seats)

    @property
    def leading(self) -> bool:
        return not self.trick

    def with_card(self, card: AnyCard) -> Trick:
        return Trick([*self.trick, card], self.rules, self.seats, self.context)

    def follows(self, card: AnyCard) -> bool:
        return self.led is not None and _suit_key(card, self.rules) == self.led

    def is_trump(self, card: AnyCard) -> bool:
        return self.with_card(card).is_trump(len(self.trick))

    def is_free(self, card: AnyCard) -> bool:
        """A joker that "may be played at any time" escapes the obligations (not the restrictions)."""
        return card.is_joker and self.rules.jokers.any_time

    def would_win(self, card: AnyCard) -> bool:
        return self.with_card(card).winner == len(self.trick)

    @cached_property
    def so_far(self) -> Trick:
        return Trick(self.trick, self.rules, self.seats, self.context)

    @cached_property
    def partner_winning(self) -> bool:
        return bool(self.trick) and self.so_far.winner in self.context.partners

    @cached_property
    def opponent_duty(self) -> bool:
        """Do the trump and beat obligations apply (not waived because a partner is winning)?"""
        return not (self.rules.partner_exempt and self.partner_winning)


def legal_plays(
    hand: Sequence[AnyCard],
    trick_so_far: Sequence[AnyCard],
    rules: TrickRules,
    context: TrickContext | None = None,
) -> list[AnyCard]:
    """The cards of ``hand`` that may be played to ``trick_so_far`` (in hand order)."""
    return _apply_obligations(Turn(hand, trick_so_far, rules, context or TrickContext()))


def check_play(
    hand: Sequence[AnyCard],
    trick_so_far: Sequence[AnyCard],
    card: AnyCard,
    rules: TrickRules,
    context: TrickContext | None = None,
) -> None:
    """Raise ``RuleError`` with a sentence naming ``card`` and the reason, unless the play is legal."""
    if card not in hand:
        raise RuleError(f"You do not hold {card}.", "card")
    _apply_obligations(Turn(hand, trick_so_far, rules, context or TrickContext()), card)


def _apply_obligations(turn: Turn, card: AnyCard | None = None) -> list[AnyCard]:
    """Narrow the hand obligation by obligation; refuse ``card`` at the first one that drops it."""
    candidates = list(turn.hand)
    steps = (_follow_suit, _trump_when_void, _beat_winner)
    restrictions = (*turn.rules.jokers.restrictions(), *turn.rules.restrictions)
    for narrow in (*steps, *(r.narrow for r in restrictions)):
        narrowing = narrow(turn, candidates)
        if narrowing is None:
            continue
        if card is not None and card not in narrowing.kept:
            raise RuleError(narrowing.reason(card), "card")
        candidates = narrowing.kept
    return candidates


def prefer(
    candidates: list[AnyCard],
    wanted: Callable[[AnyCard], bool],
    also: Callable[[AnyCard], bool] = lambda card: False,
) -> list[AnyCard] | None:
    """The candidates that are ``wanted`` (plus those ``also`` allowed), or ``None`` if none is wanted."""
    if not any(wanted(c) for c in candidates):
        return None
    return [c for c in candidates if wanted(c) or also(c)]


def _follow_suit(turn: Turn, candidates: list[AnyCard]) -> Narrowing | None:
    # "Each player must follow the suit led, if he can."
    if turn.leading or not turn.rules.must_follow or turn.led is None:
        return None
    trump_any_time = turn.rules.trump_any_time

    def also(card: AnyCard) -> bool:
        return turn.is_free(card) or (trump_any_time and turn.is_trump(card))

    kept = prefer(candidates, turn.follows, also)
    if kept is None:
        return None
    held = _names(c for c in candidates if turn.follows(c))
    or_trump = trump_any_time and turn.led != turn.rules.trump
    duty = f"{_suit_words(turn.led)} or trump" if or_trump else _suit_words(turn.led)
    return Narrowing(kept, lambda card: f"You must follow {duty}: you hold {held}.")


def _trump_when_void(turn: Turn, candidates: list[AnyCard]) -> Narrowing | None:
    # "Any player who is unable to follow suit, having no card of the suit that was led, must play a trump."
    if turn.leading or not turn.rules.must_trump_when_void or turn.led is None or not turn.opponent_duty:
        return None
    kept = prefer(candidates, turn.is_trump, turn.is_free)
    if kept is None:
        return None
    trumps = _names(c for c in kept if turn.is_trump(c))
    duty = (
        "You must trump while an opponent is winning the trick"
        if turn.rules.partner_exempt
        else "You must trump"
    )
    void = f"you hold {_none_of(turn.led)} but hold {trumps}"
    return Narrowing(kept, lambda card: f"{duty}: {void}.")


def _beat_winner(turn: Turn, candidates: list[AnyCard]) -> Narrowing | None:
    # Bourré: "each player must play a card that beats the highest card so far played to the trick".
    rules = turn.rules
    if turn.leading or not (rules.must_beat or rules.must_overtrump) or not turn.opponent_duty:
        return None
    winner = turn.so_far.winner
    if rules.must_beat:
        verb = "beat"
    elif turn.so_far.is_trump(winner):
        verb = "overtrump"  # Belote: "required to play a higher trump than the others in the trick"
    else:
        return None
    winning = turn.trick[winner]
    kept = prefer(candidates, turn.would_win, turn.is_free)
    if kept is None:
        return None
    better = _names(c for c in kept if not turn.is_free(c))
    return Narrowing(kept, lambda card: f"You must {verb} the {winning}: you hold {better}.")


# --- Game-specific restrictions ------------------------------------------------------------------


@dataclass(frozen=True)
class Barring:
    """A card the rules forbid in some turns, unless the player has nothing else (then it is waived)."""

    def applies(self, turn: Turn) -> bool:
        raise NotImplementedError

    def barred(self, turn: Turn, card: AnyCard) -> bool:
        raise NotImplementedError

    def reason(self, turn: Turn, card: AnyCard) -> str:
        raise NotImplementedError

    def narrow(self, turn: Turn, candidates: list[AnyCard]) -> Narrowing | None:
        if not self.applies(turn):
            return None
        kept = prefer(candidates, lambda card: not self.barred(turn, card))
        if kept is None:  # Malilla: "In the rare case that this is the only card available ... waived."
            return None
        return Narrowing(kept, lambda card: self.reason(turn, card))


@dataclass(frozen=True)
class UnledSevens(Barring):
    """Malilla: "you cannot play a 7 of a non-trump suit that has not yet been led in that hand."

    "It is always OK to lead a 7 - the restriction on them only applies to playing them when not
    following suit."
    """

    def applies(self, turn: Turn) -> bool:
        return not turn.leading

    def barred(self, turn: Turn, card: AnyCard) -> bool:
        return (
            isinstance(card, Card)
            and card.rank is Rank.SEVEN
            and not turn.follows(card)
            and not turn.is_trump(card)
            and card.suit not in turn.context.suits_led
        )

    def reason(self, turn: Turn, card: AnyCard) -> str:
        return f"You may not play {card}: {card.suit.plural} have not been led yet this hand."


@dataclass(frozen=True)
class NoTwosInFirstTrick(Barring):
    """Briscola Chiamata, first trick in the dark: "In the first trick no one is allowed to play a two,
    with just one exception. If the bidder is the last person to play to the first trick".
    """

    def applies(self, turn: Turn) -> bool:
        ctx = turn.context
        return ctx.first_trick and not (ctx.bidder and ctx.last_to_play)

    def barred(self, turn: Turn, card: AnyCard) -> bool:
        return isinstance(card, Card) and card.rank is Rank.TWO

    def reason(self, turn: Turn, card: AnyCard) -> str:
        return f"You may not play {card}: only the bidder, playing last, may play a 2 to the first trick."


@dataclass(frozen=True)
class JokerLeadLastResort(Barring):
    """Oh Hell (Atkinson): "Jokers could not be led (unless the player had no other cards)"."""

    def applies(self, turn: Turn) -> bool:
        return turn.leading

    def barred(self, turn: Turn, card: AnyCard) -> bool:
        return card.is_joker

    def reason(self, turn: Turn, card: AnyCard) -> str:
        return f"You may not lead the {card} while you hold other cards."


@dataclass(frozen=True)
class NoJokersInFirstTrick(Barring):
    """Oh Hell (Atkinson): jokers "could not be played in the first trick"."""

    def applies(self, turn: Turn) -> bool:
        return turn.context.first_trick

    def barred(self, turn: Turn, card: AnyCard) -> bool:
        return card.is_joker

    def reason(self, turn: Turn, card: AnyCard) -> str:
        return f"You may not play the {card}: jokers may not be played to the first trick."


@dataclass(frozen=True)
class CinchHighestTrump:
    """Bourré: with a cinch, "you must lead your highest trump"; playing to another's lead, "if you are
    able to play a trump to the trick, you must play your highest trump"; playing last, "no special
    restrictions". "The play of an adjacent trump - such as the King from Ace-King or the Jack from
    King-Jack when the Queen has already been played - is acceptable."
    """

    def narrow(self, turn: Turn, candidates: list[AnyCard]) -> Narrowing | None:
        ctx = turn.context
        if not ctx.cinch or (ctx.last_to_play and not turn.leading):
            return None
        trumps = [c for c in candidates if isinstance(c, Card) and turn.is_trump(c)]
        if not trumps:
            return None
        top = [c for c in trumps if self._as_good_as_highest(turn, c, trumps)]
        kept = [c for c in candidates if c in top]
        verb = "lead" if turn.leading else "play"
        best = _names(top)
        return Narrowing(
            kept, lambda card: f"Your hand is a cinch, so you must {verb} your highest trump: {best}."
        )

    @staticmethod
    def _as_good_as_highest(turn: Turn, card: Card, trumps: list[Card]) -> bool:
        """Every trump ranked between ``card`` and the player's highest is held or already played."""
        rules = turn.rules

        def strength(rank: Rank) -> int:
            return rules.strength(rank, as_trump=True)

        top = max(strength(c.rank) for c in trumps)
        gaps = [
            r for r in (rules.trump_order or rules.plain_order) if strength(card.rank) < strength(r) < top
        ]
        accounted = {*turn.hand, *turn.trick, *turn.context.gone}
        return all(Card(rank, card.suit) in accounted for rank in gaps)


# --- Wording -----------------------------------------------------------------------------------


def _names(cards: Iterable[AnyCard]) -> str:
    """'9H and 3H' (each card once, even with several packs)."""
    return joined(list(dict.fromkeys(str(c) for c in cards)))


def _suit_words(led: LeadSuit) -> str:
    """'hearts', or 'the joker' when jokers are a suit of their own."""
    return led.plural if isinstance(led, Suit) else "the joker"


def _none_of(led: LeadSuit) -> str:
    """'no hearts', 'no joker'."""
    return f"no {led.plural}" if isinstance(led, Suit) else "no joker"
