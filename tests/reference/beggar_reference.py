"""A naive reference for Beggar My Neighbour played out (``rules/beggar-my-neighbour.txt``), written from the
text alone: one card at a time, lists for the stacks and the pile.

Stacks are card texts, top card first (``"QS"``, ``"10H"``). Where the text is open the app's documented
choices (docs/games/beggar-my-neighbour.md) are followed, as marked.
"""

from __future__ import annotations

from dataclasses import dataclass

# "4 ordinary cards for an ace, 3 ordinary cards for a king, 2 ordinary cards for a queen, 1 ordinary card
# for a jack"; "the 2-10 are ordinary cards".
PAY = {"A": 4, "K": 3, "Q": 2, "J": 1}


def pay_value(card: str) -> int:
    return PAY.get(card[:-1], 0)


@dataclass(frozen=True)
class Result:
    winner: int | None
    out_order: tuple[int, ...]
    cards: int
    tricks: int
    endless: bool
    repeat_from: int | None
    piles: tuple[Pile, ...]  # each pile taken, in order (up to the repeat for an endless deal)


@dataclass(frozen=True)
class Pile:
    taker: int
    plays: tuple[tuple[int, str], ...]  # (seat, card) in the order turned
    counts: tuple[int, ...]  # every stack's count once the pile is taken


class _Table:
    def __init__(self, stacks: list[list[str]], first: int, *, counter: bool) -> None:
        self.stacks = [list(s) for s in stacks]
        self.turn = first
        self.step = -1 if counter else 1
        # Open in the text (nobody is dealt nothing "as equally as possible"); app's choice for a short
        # deal: a player dealt no card is out from the start, in seat order, and never reached.
        self.out: list[int] = [p for p, s in enumerate(stacks) if not s]
        self.pile: list[tuple[int, str]] = []
        self.owner: int | None = None  # who played the pay card being paid for
        self.chances = 0
        self.cards = 0
        self.piles: list[Pile] = []

    def in_game(self) -> list[int]:
        return [p for p in range(len(self.stacks)) if p not in self.out]

    def following(self, seat: int) -> int:
        # "players take turns"; clockwise, or counter-clockwise in "Suck the Well"
        other = (seat + self.step) % len(self.stacks)
        while other in self.out:
            other = (other + self.step) % len(self.stacks)
        return other

    def position(self) -> tuple[object, ...]:
        # Only the pay values matter: "There is no skill in this game".
        stacks = tuple(tuple(pay_value(c) for c in s) for s in self.stacks)
        return stacks, self.turn, tuple(sorted(self.out))

    def take(self, seat: int) -> None:
        # "the person who played the pay card ... takes the whole face up pile and puts it face down
        # underneath their own cards, and then continues the game by playing their top card."
        # The face-up pile turned face down puts its first card on top: the cards keep the order played.
        self.stacks[seat].extend(card for _, card in self.pile)
        self.piles.append(Pile(seat, tuple(self.pile), tuple(len(s) for s in self.stacks)))
        self.pile = []
        self.owner, self.chances, self.turn = None, 0, seat

    def play_one(self) -> None:
        seat = self.turn
        card = self.stacks[seat].pop(0)
        self.pile.append((seat, card))
        self.cards += 1
        if pay_value(card):
            # "while paying for a card, you turn over a pay card yourself ... the previous pay card is
            # cancelled and your opponent now has to pay for your new pay card."
            self.owner, self.chances = seat, pay_value(card)
            self.turn = self.following(seat)
        elif self.owner is not None:
            self.chances -= 1
            if self.chances == 0:
                self.take(self.owner)
        else:
            # "Play continues alternately until a pay card appears."
            self.turn = self.following(seat)

    def runs_out(self, *, owner_takes: bool) -> None:
        """App's documented choice: "A player is out when their turn comes and they have no card"; "one who
        runs out while paying leaves the rest of the payment to the next player; option: the pay card's
        player takes the pile at once"."""
        seat = self.turn
        self.out.append(seat)
        if len(self.in_game()) == 1:
            return
        if self.owner is not None and owner_takes:
            self.take(self.owner)
        else:
            self.turn = self.following(seat)


def play_out(
    stacks: list[list[str]], *, first: int = 0, counter: bool = False, owner_takes: bool = False
) -> Result:
    table = _Table(stacks, first, counter=counter)
    seen: dict[tuple[object, ...], int] = {}
    if table.turn in table.out and len(table.in_game()) > 1:
        table.turn = table.following(table.turn)
    while len(table.in_game()) > 1:
        if not table.pile:
            # A position met again at the start of a trick comes back forever: "the game can go on for a
            # long time – possibly indefinitely".
            key = table.position()
            if key in seen:
                piles = tuple(table.piles)
                return Result(None, tuple(table.out), table.cards, len(piles), True, seen[key], piles)
            seen[key] = len(table.piles)
        if table.stacks[table.turn]:
            table.play_one()
        else:
            table.runs_out(owner_takes=owner_takes)
    # "The player who first runs out of cards loses."
    winner = table.in_game()[0]
    if table.pile:
        # App's representation (games.beggar_my_neighbour.play_out, its tests in
        # tests/games/beggar_my_neighbour/test_play_out.py): the pile left when the game ends is listed as the
        # winner's, the counts unchanged; it is not a trick taken.
        table.piles.append(Pile(winner, tuple(table.pile), tuple(len(s) for s in table.stacks)))
        return Result(
            winner, tuple(table.out), table.cards, len(table.piles) - 1, False, None, tuple(table.piles)
        )
    return Result(winner, tuple(table.out), table.cards, len(table.piles), False, None, tuple(table.piles))
