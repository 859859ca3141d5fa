"""One trick engine for every trick-taking game: who wins a trick, and which cards may be played.

A game describes its trick play once, as a frozen ``TrickRules`` built by its own ``trick_rules`` from its
rules text and named in its record (``Game.tricks``; ``games.tricks.rules_for`` finds it by name). Three
questions are then answered the same way for all:

* ``trick_winner(plays, rules)``: the index of the winning card (``winning``);
* ``legal_plays(hand, trick_so_far, rules)``: the cards the player may play now (here);
* ``check_play(hand, trick_so_far, card, rules)``: raises ``RuleError`` naming the card and the rule broken.

The engine's parts, each importing only those before it: ``rules`` (the rules, the per-trick context and
the interfaces of jokers and restrictions, as data), ``restrictions`` (games' own bars on cards),
``jokers`` (how jokers take part), ``winning`` (who wins) and this module (the obligations, and every
public name of the engine, importable from here).

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

from collections.abc import Sequence
from functools import cached_property

from scorekeeper.cards import AnyCard, Suit
from scorekeeper.core import RuleError
from scorekeeper.families.tricks.jokers import LedJokers, NominatedJokers, PickleJokers, SuitJokers
from scorekeeper.families.tricks.restrictions import (
    Barring,
    CinchHighestTrump,
    JokerLeadLastResort,
    NoJokersInFirstTrick,
    NoTwosInFirstTrick,
    UnledSevens,
    card_names,
    prefer,
)
from scorekeeper.families.tricks.rules import (
    JACK_NINE,
    JOKER_SUIT,
    NO_JOKERS,
    JokerRule,
    LeadSuit,
    Narrowing,
    Power,
    Restriction,
    Tie,
    TrickContext,
    TrickRules,
    rank_order,
)
from scorekeeper.families.tricks.winning import (
    Trick,
    led_suit,
    reveals_trump,
    seats_of,
    suit_key,
    trick_winner,
)

__all__ = [
    "JACK_NINE",
    "JOKER_SUIT",
    "NO_JOKERS",
    "Barring",
    "CinchHighestTrump",
    "JokerLeadLastResort",
    "JokerRule",
    "LeadSuit",
    "LedJokers",
    "Narrowing",
    "NoJokersInFirstTrick",
    "NoTwosInFirstTrick",
    "NominatedJokers",
    "PickleJokers",
    "Power",
    "Restriction",
    "SuitJokers",
    "Tie",
    "Trick",
    "TrickContext",
    "TrickRules",
    "Turn",
    "UnledSevens",
    "check_play",
    "legal_plays",
    "prefer",
    "rank_order",
    "reveals_trump",
    "trick_winner",
]


class Turn:
    """A player about to play: the hand, the trick so far, and what the obligations need to know."""

    def __init__(
        self, hand: Sequence[AnyCard], trick: Sequence[AnyCard], rules: TrickRules, context: TrickContext
    ) -> None:
        self.hand = list(hand)
        self.trick = list(trick)
        self.rules = rules
        self.context = context
        self.led = led_suit(self.trick, rules)
        count = len(self.trick) + 1
        self.seats = seats_of(count, rules, context.leader, context.seats)

    @property
    def leading(self) -> bool:
        return not self.trick

    def with_card(self, card: AnyCard) -> Trick:
        return Trick([*self.trick, card], self.rules, self.seats, self.context)

    def follows(self, card: AnyCard) -> bool:
        return self.led is not None and suit_key(card, self.rules) == self.led

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
    held = card_names(c for c in candidates if turn.follows(c))
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
    trumps = card_names(c for c in kept if turn.is_trump(c))
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
    better = card_names(c for c in kept if not turn.is_free(c))
    return Narrowing(kept, lambda card: f"You must {verb} the {winning}: you hold {better}.")


# --- Wording -----------------------------------------------------------------------------------


def _suit_words(led: LeadSuit) -> str:
    """'hearts', or 'the joker' when jokers are a suit of their own."""
    return led.plural if isinstance(led, Suit) else "the joker"


def _none_of(led: LeadSuit) -> str:
    """'no hearts', 'no joker'."""
    return f"no {led.plural}" if isinstance(led, Suit) else "no joker"
