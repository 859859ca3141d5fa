"""Games' own rules on which card may be played, beyond following suit (part of the trick engine, ``tricks``).

``tricks`` applies the common obligations (follow suit, trump when void, beat the winner) and then a game's
``Restriction``\\ s, in order: each keeps only some of the candidate cards (a ``Narrowing``, with the sentence
refusing a card it drops) or does not apply to this turn. Most are a ``Barring``: a card the text forbids
in some turns, waived when the player has nothing else, as Malilla's text says of its 7s. Bourré's cinch is
the one that keeps a set of cards instead (the highest trumps).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from scorekeeper.cards import AnyCard, Card, Rank
from scorekeeper.core import joined
from scorekeeper.families.tricks.rules import Narrowing, TurnView


def prefer(
    candidates: list[AnyCard],
    wanted: Callable[[AnyCard], bool],
    also: Callable[[AnyCard], bool] = lambda card: False,
) -> list[AnyCard] | None:
    """The candidates that are ``wanted`` (plus those ``also`` allowed), or ``None`` if none is wanted."""
    if not any(wanted(c) for c in candidates):
        return None
    return [c for c in candidates if wanted(c) or also(c)]


def card_names(cards: Iterable[AnyCard]) -> str:
    """'9H and 3H' (each card once, even with several packs)."""
    return joined(list(dict.fromkeys(str(c) for c in cards)))


@dataclass(frozen=True)
class Barring:
    """A card the rules forbid in some turns, unless the player has nothing else (then it is waived)."""

    def applies(self, turn: TurnView) -> bool:
        raise NotImplementedError

    def barred(self, turn: TurnView, card: AnyCard) -> bool:
        raise NotImplementedError

    def reason(self, turn: TurnView, card: AnyCard) -> str:
        raise NotImplementedError

    def narrow(self, turn: TurnView, candidates: list[AnyCard]) -> Narrowing | None:
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

    def applies(self, turn: TurnView) -> bool:
        return not turn.leading

    def barred(self, turn: TurnView, card: AnyCard) -> bool:
        return (
            isinstance(card, Card)
            and card.rank is Rank.SEVEN
            and not turn.follows(card)
            and not turn.is_trump(card)
            and card.suit not in turn.context.suits_led
        )

    def reason(self, turn: TurnView, card: AnyCard) -> str:
        return f"You may not play {card}: {card.suit.plural} have not been led yet this hand."


@dataclass(frozen=True)
class NoTwosInFirstTrick(Barring):
    """Briscola Chiamata, first trick in the dark: "In the first trick no one is allowed to play a two,
    with just one exception. If the bidder is the last person to play to the first trick".
    """

    def applies(self, turn: TurnView) -> bool:
        ctx = turn.context
        return ctx.first_trick and not (ctx.bidder and ctx.last_to_play)

    def barred(self, turn: TurnView, card: AnyCard) -> bool:
        return isinstance(card, Card) and card.rank is Rank.TWO

    def reason(self, turn: TurnView, card: AnyCard) -> str:
        return f"You may not play {card}: only the bidder, playing last, may play a 2 to the first trick."


@dataclass(frozen=True)
class JokerLeadLastResort(Barring):
    """Oh Hell (Atkinson): "Jokers could not be led (unless the player had no other cards)"."""

    def applies(self, turn: TurnView) -> bool:
        return turn.leading

    def barred(self, turn: TurnView, card: AnyCard) -> bool:
        return card.is_joker

    def reason(self, turn: TurnView, card: AnyCard) -> str:
        return f"You may not lead the {card} while you hold other cards."


@dataclass(frozen=True)
class NoJokersInFirstTrick(Barring):
    """Oh Hell (Atkinson): jokers "could not be played in the first trick"."""

    def applies(self, turn: TurnView) -> bool:
        return turn.context.first_trick

    def barred(self, turn: TurnView, card: AnyCard) -> bool:
        return card.is_joker

    def reason(self, turn: TurnView, card: AnyCard) -> str:
        return f"You may not play the {card}: jokers may not be played to the first trick."


@dataclass(frozen=True)
class CinchHighestTrump:
    """Bourré: with a cinch, "you must lead your highest trump"; playing to another's lead, "if you are
    able to play a trump to the trick, you must play your highest trump"; playing last, "no special
    restrictions". "The play of an adjacent trump - such as the King from Ace-King or the Jack from
    King-Jack when the Queen has already been played - is acceptable."
    """

    def narrow(self, turn: TurnView, candidates: list[AnyCard]) -> Narrowing | None:
        ctx = turn.context
        if not ctx.cinch or (ctx.last_to_play and not turn.leading):
            return None
        trumps = [c for c in candidates if isinstance(c, Card) and turn.is_trump(c)]
        if not trumps:
            return None
        top = [c for c in trumps if self._as_good_as_highest(turn, c, trumps)]
        kept = [c for c in candidates if c in top]
        verb = "lead" if turn.leading else "play"
        best = card_names(top)
        return Narrowing(
            kept, lambda card: f"Your hand is a cinch, so you must {verb} your highest trump: {best}."
        )

    @staticmethod
    def _as_good_as_highest(turn: TurnView, card: Card, trumps: list[Card]) -> bool:
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
