"""Pile games (Beggar My Neighbour, Egyptian Ratscrew): each player's stack of face-down cards, the face-up
pile in the middle, the pay cards, taking the pile, and players out of cards.

The table plays with real cards; the app keeps count. A ``PileTable`` is one moment of such a game:

- ``counts``: each seat's face-down cards; ``pile``: the face-up cards in the order turned, each with the
  seat that turned it (``families.pay_cards.Play``); ``deck``: the cards in the game. ``counts`` and the pile
  always add up to the deck: a table built otherwise raises ``RuleError`` (field ``counts``) with the
  sentence, so every change (a play, a take, a recount) is checked.
- The pay cards, as ``families.pay_cards`` counts them (``CHANCES``: "4 ordinary cards for an ace, 3 ...
  for a king, 2 ... for a queen, 1 ... for a jack"): ``to_play`` is the seat whose turn it is, ``owner``
  played the pay card being paid for, ``chances`` are the payer's chances left, ``taker`` is set once they ran
  out ("the person who played the pay card ... takes the whole face up pile"). ``pay_state()`` gives them as
  ``pay_cards.PayState`` (the shape the slap tools answer with).
- Seats are numbered clockwise from 0; ``counter_clockwise`` is the Caribbean "Suck the Well" direction.
  ``out`` holds the seats out of the game; they are passed over.

The API (stable: other games build on it)::

    table = PileTable.dealt(players=2)                 # 26 + 26, seat 0 turns first
    table = PileTable.dealt(3, first=1)                # 18, 17, 17 from seat 1 round: "one player will
                                                       # have an extra card"
    table = PileTable.start([30, 22], first=0)         # counts entered by the table ("roughly in half")
    table = table.play(seat, "QS")                     # refuses a card out of turn, after the pile is
                                                       # won, from an empty hand, or already on the pile
    table.taker, table.chances, table.to_play, table.owner, table.pay_card
    table = table.take()                               # the taker picks up the pile and plays next
    table = table.take(seat)                           # anyone (a slap) picks it up and plays next
    table.stuck                                        # the seat to play has no card left
    table = table.drop_out(seat, owner_takes=False)    # that seat leaves the game; a payment it owed
                                                       # passes to the next seat (or the owner takes)
    table = table.recount([27, 25])                    # the players counted their stacks
    table = table.enter(seat)                          # a seat out of the game comes back in (a slap)
    table.left, table.winner, table.in_hands, table.as_dict()

Why not fold ``pay_cards.pay_state`` over the pile at each card: its ``out`` is fixed for the whole pile,
while here a player can run out in the middle of one (and a slap can bring one back). The steps are the
same, and ``tests/families/test_piles.py`` checks them against ``pay_state`` on random piles.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorekeeper.cards import AnyCard, Card, CardError, parse_card
from scorekeeper.core import RuleError, plural
from scorekeeper.families.pay_cards import CHANCES, PayState, Play

FULL_PACK = 52


def dealt_counts(players: int, deck: int = FULL_PACK, first: int = 0, *, step: int = 1) -> tuple[int, ...]:
    """Cards dealt "as equally as possible" one at a time from seat ``first`` round in the direction of
    play: the first seats dealt get the extra cards ("with three players one player will have an extra
    card")."""
    counts = [deck // players] * players
    for k in range(deck % players):
        counts[(first + k * step) % players] += 1
    return tuple(counts)


def check_counts(counts: Sequence[int], deck: int, on_pile: int = 0) -> None:
    """Refuse counts that are not whole, are negative or do not add up to the deck with the pile."""
    for seat, count in enumerate(counts):
        if isinstance(count, bool) or not isinstance(count, int):
            raise RuleError(f"Player {seat + 1}'s count must be a whole number.", f"counts.{seat}")
        if count < 0:
            raise RuleError(f"Player {seat + 1} cannot hold fewer than no cards.", f"counts.{seat}")
    held = sum(counts)
    if held + on_pile != deck:
        pile = f", with {plural(on_pile, 'card')} on the pile," if on_pile else ""
        raise RuleError(
            f"The counts add up to {plural(held, 'card')}{pile} but the pack has {deck}: count again.",
            "counts",
        )


@dataclass(frozen=True, slots=True)
class PileTable:
    """One moment of a pile game: the stacks' counts, the pile, the paying, who is out. Immutable: every
    change returns a new table, checked."""

    counts: tuple[int, ...]
    deck: int = FULL_PACK
    pile: tuple[Play, ...] = ()
    to_play: int = 0
    owner: int | None = None
    pay_card: AnyCard | None = None
    chances: int | None = None
    taker: int | None = None
    out: frozenset[int] = frozenset()
    counter_clockwise: bool = False

    def __post_init__(self) -> None:
        if len(self.counts) < 2:
            raise RuleError(f"These games need at least two players, not {len(self.counts)}.", "players")
        check_counts(self.counts, self.deck, len(self.pile))

    # --- Building a table ---

    @classmethod
    def dealt(
        cls, players: int, *, deck: int = FULL_PACK, first: int = 0, counter_clockwise: bool = False
    ) -> PileTable:
        """The pack dealt as equally as possible, ``first`` turning the first card."""
        step = -1 if counter_clockwise else 1
        counts = dealt_counts(players, deck, first, step=step)
        return cls(counts, deck, to_play=first, counter_clockwise=counter_clockwise)

    @classmethod
    def start(
        cls, counts: Sequence[int], *, deck: int = FULL_PACK, first: int = 0, counter_clockwise: bool = False
    ) -> PileTable:
        """A table whose stacks the players counted ("divide a standard pack of 52 cards roughly in half")."""
        check_counts(counts, deck)
        return cls(tuple(counts), deck, to_play=first, counter_clockwise=counter_clockwise)

    # --- What it shows ---

    @property
    def step(self) -> int:
        return -1 if self.counter_clockwise else 1

    @property
    def in_hands(self) -> int:
        return sum(self.counts)

    @property
    def left(self) -> tuple[int, ...]:
        """The seats still in the game."""
        return tuple(seat for seat in range(len(self.counts)) if seat not in self.out)

    @property
    def winner(self) -> int | None:
        """The last seat in the game, once every other is out."""
        left = self.left
        return left[0] if len(left) == 1 else None

    @property
    def stuck(self) -> bool:
        """The seat to play has no card to turn (and the pile is not theirs to take)."""
        return self.taker is None and self.counts[self.to_play] == 0 and self.winner is None

    def pay_state(self) -> PayState:
        """The paying as ``families.pay_cards`` reports it."""
        return PayState(
            to_play=self.to_play,
            chances_left=self.chances,
            pay_card=str(self.pay_card) if self.pay_card else None,
            owner=self.owner,
            taker=self.taker,
            cards=len(self.pile),
        )

    def as_dict(self) -> dict[str, Any]:
        """What a page or the API shows: the counts, the pile, the paying and who is out."""
        return {
            "counts": list(self.counts),
            "deck": self.deck,
            "pile": [p.as_dict() for p in self.pile],
            "out": sorted(self.out),
            **self.pay_state().as_dict(),
        }

    # --- Changes ---

    def play(self, seat: int, card: str | AnyCard) -> PileTable:
        """``seat`` turns ``card`` onto the pile; the pay cards decide who plays next."""
        card = _read_card(card)
        self._check_play(seat, card)
        counts = _add(self.counts, seat, -1)
        pile = (*self.pile, Play(seat, card))
        if isinstance(card, Card) and card.rank in CHANCES:
            # "The opponent of the person who played the pay card must pay for it"; "the previous pay card
            # is cancelled and your opponent now has to pay for your new pay card"
            nxt = self._next(seat)
            return replace(
                self,
                counts=counts,
                pile=pile,
                to_play=nxt,
                owner=seat,
                pay_card=card,
                chances=CHANCES[card.rank],
            )
        if self.chances is None:
            return replace(self, counts=counts, pile=pile, to_play=self._next(seat))
        chances = self.chances - 1
        if chances == 0:
            # "When the payment is complete ... the person who played the pay card ... takes the whole pile"
            return replace(self, counts=counts, pile=pile, chances=0, taker=self.owner, to_play=self.owner)
        return replace(self, counts=counts, pile=pile, chances=chances)

    def take(self, seat: int | None = None) -> PileTable:
        """The pile goes under ``seat``'s stack (default: the player who won it), who plays next."""
        seat = self.taker if seat is None else seat
        if seat is None:
            raise RuleError("Nobody has won the pile yet: the payment is not complete.")
        self._check_seat(seat)
        counts = _add(self.counts, seat, len(self.pile))
        return replace(
            self,
            counts=counts,
            pile=(),
            to_play=seat,
            owner=None,
            pay_card=None,
            chances=None,
            taker=None,
            out=self.out - {seat},
        )

    def drop_out(self, seat: int, *, owner_takes: bool = False) -> PileTable:
        """``seat`` has run out of cards and leaves the game; if it was its turn, play passes on. A payment
        it owed passes to the next seat with the chances left, or, ``owner_takes``, ends: the pay card's
        player wins the pile."""
        self._check_seat(seat)
        if self.counts[seat]:
            raise RuleError(f"Player {seat + 1} still has {plural(self.counts[seat], 'card')}.")
        table = replace(self, out=self.out | {seat})
        if table.to_play != seat or table.winner is not None:
            return table
        if table.chances and owner_takes:
            return replace(table, chances=0, taker=table.owner, to_play=table.owner)
        return replace(table, to_play=table._next(seat))

    def recount(self, counts: Sequence[int]) -> PileTable:
        """The players counted their stacks: the counts must add up to the deck with the pile."""
        check_counts(counts, self.deck, len(self.pile))
        return replace(self, counts=tuple(counts))

    def enter(self, seat: int) -> PileTable:
        """A seat out of the game comes back in (in Egyptian Ratscrew, by slapping correctly)."""
        self._check_seat(seat)
        return replace(self, out=self.out - {seat})

    # --- Checks and steps ---

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.counts):
            raise RuleError(f"There is no player {seat!r} at this table.", "player")

    def _check_play(self, seat: int, card: AnyCard) -> None:
        self._check_seat(seat)
        if self.winner is not None:
            raise RuleError(
                f"Player {self.winner + 1} has every card left in play: the game is over.", "card"
            )
        if self.taker is not None:
            raise RuleError(
                f"Player {self.taker + 1} has won the pile and picks it up before anyone plays on."
            )
        if seat in self.out:
            raise RuleError(f"Player {seat + 1} is out of the game and cannot play {card}.", "card")
        if seat != self.to_play:
            raise RuleError(
                f"It is Player {self.to_play + 1}'s turn to play, not Player {seat + 1}'s.", "card"
            )
        if self.counts[seat] == 0:
            raise RuleError(f"Player {seat + 1} has no card left to play.", "card")
        if any(p.card == card for p in self.pile):
            raise RuleError(f"{card} is already on the pile: the pack has only one.", "card")

    def _next(self, seat: int) -> int:
        """The next seat in the direction of play that is still in the game."""
        players = len(self.counts)
        for k in range(1, players + 1):
            candidate = (seat + k * self.step) % players
            if candidate not in self.out:
                return candidate
        return seat


def _add(counts: tuple[int, ...], seat: int, change: int) -> tuple[int, ...]:
    return tuple(c + change if s == seat else c for s, c in enumerate(counts))


def _read_card(card: str | AnyCard) -> AnyCard:
    try:
        return parse_card(card)
    except CardError as exc:
        raise RuleError(str(exc), "card") from exc


def replay(table: PileTable, plays: Iterable[tuple[int, str | AnyCard]]) -> PileTable:
    """The table after these plays, taking each pile as it is won (for tests and step-by-step views)."""
    for seat, card in plays:
        table = table.play(seat, card)
        if table.taker is not None:
            table = table.take()
    return table
