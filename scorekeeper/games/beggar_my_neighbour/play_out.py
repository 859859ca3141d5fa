"""Beggar My Neighbour played out (``rules/beggar-my-neighbour.txt``): "There is no skill in this game (you
just turn your top card when it is your turn)", so the starting stacks decide everything. ``play_out``
plays a dealt game to its end: the winner, the order the others ran out, the cards turned and the tricks
(piles taken), or that it never ends, "possibly indefinitely": a position (every stack, whose turn, who is
out) met again at the start of a trick repeats forever.

The rules are those of ``families.pay_cards`` and ``families.piles`` (pay cards "4 ordinary cards for an ace,
3 ... for a king, 2 ... for a queen, 1 ... for a jack"; a pay card turned while paying cancels the one paid
for; the pile goes "face down underneath" the taker's cards in the order turned, and the taker plays next),
written here as one tight loop over small numbers because a long game turns thousands of cards and the
whole play-out must take a few milliseconds; ``tests/games/beggar_my_neighbour/test_play_out.py`` replays
every trick through ``PileTable`` to check the two agree.

Choices where the text is open: a player is out when it is their turn and they have no card (a last card
that is a pay card may still win the pile); with more than two players, a player who runs out while paying
leaves the rest of the payment to the next player (``owner_takes``: the pay card's player takes the pile at
once); stacks are given top card first, seat 0 turns first unless ``first`` says otherwise. Richard P. Mann's
records count "cards" as cards turned and "tricks" as piles taken, as here.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.cards import AnyCard, Card, check_cards, parse_cards, standard_52
from scorekeeper.families.pay_cards import CHANCES

#: A game still going after this many tricks is reported as not ended (no repeat found yet).
MAX_TRICKS = 200_000
#: Mann's notation for the ordinary cards when only the pay cards are given ("---K--Q-...").
ORDINARY = "-"
#: A player out, in the position key (the stacks' pay values are 0 to 4).
OUT = b"\xff"


@dataclass(frozen=True, slots=True)
class Trick:
    """One pile: the seat that took it, the cards turned (seat, card), and each stack's count after."""

    taker: int
    plays: tuple[tuple[int, str], ...]
    counts: tuple[int, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "taker": self.taker,
            "plays": [{"player": s, "card": c} for s, c in self.plays],
            "counts": list(self.counts),
        }


@dataclass(frozen=True, slots=True)
class PlayOut:
    """How a dealt game ends: ``winner`` (``None`` when it never ends), the order the others ran out, the
    cards turned and tricks taken (to the end, or until the position repeated: ``endless``; or until
    ``MAX_TRICKS``: ``unfinished``), and each trick when asked for (``steps``)."""

    winner: int | None
    out_order: tuple[int, ...]
    cards: int
    tricks: int
    endless: bool = False
    unfinished: bool = False
    repeat_from: int | None = None  # the trick the repeated position was first met at
    steps: tuple[Trick, ...] = field(default=(), repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "out_order": list(self.out_order),
            "cards": self.cards,
            "tricks": self.tricks,
            "endless": self.endless,
            "unfinished": self.unfinished,
            "repeat_from": self.repeat_from,
            "steps": [t.as_dict() for t in self.steps],
        }


def read_stacks(
    stacks: Sequence[Sequence[str | AnyCard] | str], *, full_pack: bool = True
) -> list[list[str]]:
    """Stacks as card texts, top card first. Either real cards (each card once; with ``full_pack`` all 52
    between them) or Mann's notation, one string per stack such as ``"---K---Q-KQAJ-----AAJ--J--"``, where
    ``-`` is any ordinary card (then only the pay cards are checked: 4 of each)."""
    if all(isinstance(s, str) and set(s) <= set("-AKQJ") and ORDINARY in s for s in stacks):
        return _from_notation([str(s) for s in stacks])
    cards = [parse_cards(s) for s in stacks]
    every = [c for stack in cards for c in stack]
    check_cards(every, standard_52())
    if full_pack and len(every) != len(standard_52()):
        raise ValueError(f"The stacks hold {len(every)} cards: a pack has 52.")
    return [[str(c) for c in stack] for stack in cards]


def _from_notation(stacks: list[str]) -> list[list[str]]:
    """Mann's strings as cards: the pay cards get suits in turn, the ordinary cards are 2s to 10s."""
    ordinary = iter(
        f"{rank}{suit}" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10") for suit in "SHDC"
    )
    suits = {rank: iter("SHDC") for rank in "AKQJ"}
    result = []
    for stack in stacks:
        cards = []
        for char in stack:
            if char == ORDINARY:
                cards.append(next(ordinary, "2S"))
            else:
                suit = next(suits[char], None)
                if suit is None:
                    raise ValueError(f"More than four {char}s in the stacks: a pack has four.")
                cards.append(f"{char}{suit}")
        result.append(cards)
    total = sum(len(s) for s in stacks)
    if total != len(standard_52()):
        raise ValueError(f"The stacks hold {total} cards: a pack has 52.")
    return result


def _penalty(card: str) -> int:
    """How many chances a card gives (0: an ordinary card)."""
    parsed = parse_cards(card)[0]
    return CHANCES.get(parsed.rank, 0) if isinstance(parsed, Card) else 0


def play_out(
    stacks: Sequence[Sequence[str]],
    *,
    first: int = 0,
    counter_clockwise: bool = False,
    owner_takes: bool = False,
    steps: bool = False,
    max_tricks: int = MAX_TRICKS,
) -> PlayOut:
    """Play the game out from ``stacks`` (card texts, top card first; ``read_stacks`` reads them)."""
    players = len(stacks)
    names = [c for stack in stacks for c in stack]
    values = [_penalty(c) for c in names]
    hands: list[deque[int]] = []
    start = 0
    for stack in stacks:
        hands.append(deque(range(start, start + len(stack))))
        start += len(stack)
    step = -1 if counter_clockwise else 1
    out: list[int] = [s for s in range(players) if not hands[s]]
    turn, cards, tricks = first % players, 0, 0
    seen: dict[bytes, int] = {}
    log: list[Trick] = []
    pile: list[tuple[int, int]] = []  # no trick at all when every stack but one is empty from the start

    def following(seat: int) -> int:
        for k in range(1, players + 1):
            nxt = (seat + k * step) % players
            if nxt not in out:
                return nxt
        return seat

    while len(out) < players - 1 and tricks < max_tricks:
        if turn in out:
            turn = following(turn)
        # who is out belongs to the position: an empty stack not yet out is still reached (and with
        # ``owner_takes`` gives the pile to the pay card's player), an out one is passed over
        key = bytes([turn]) + b"|".join(
            OUT if seat in out else bytes(values[i] for i in hand) for seat, hand in enumerate(hands)
        )
        if key in seen:
            return PlayOut(
                None, tuple(out), cards, tricks, endless=True, repeat_from=seen[key], steps=tuple(log)
            )
        seen[key] = tricks
        pile = []
        owner, chances = None, 0
        while True:
            hand = hands[turn]
            if not hand:
                # "The player who first runs out of cards loses"
                out.append(turn)
                if len(out) == players - 1:
                    break
                if chances and owner_takes:
                    turn = owner
                    break
                turn = following(turn)
                continue
            card = hand.popleft()
            pile.append((turn, card))
            cards += 1
            value = values[card]
            if value:
                owner, chances, turn = turn, value, following(turn)
            elif chances:
                chances -= 1
                if chances == 0:
                    turn = owner
                    break
            else:
                turn = following(turn)
        if len(out) == players - 1:
            break
        hands[turn].extend(card for _, card in pile)
        tricks += 1
        if steps:
            log.append(Trick(turn, tuple((s, names[c]) for s, c in pile), tuple(len(h) for h in hands)))
    if len(out) < players - 1:
        return PlayOut(None, tuple(out), cards, tricks, unfinished=True, steps=tuple(log))
    winner = next(s for s in range(players) if s not in out)
    if steps and pile:
        log.append(Trick(winner, tuple((s, names[c]) for s, c in pile), tuple(len(h) for h in hands)))
    return PlayOut(winner, tuple(out), cards, tricks, steps=tuple(log))
