"""A naive reference for Belote's declarations, written from shared/rules/belote.txt alone.

Cards are plain strings ("10H", "JS"). Four hands of eight cards, the whole 32-card deck dealt.
Where the text is open, the choice of docs/games/belote.md is followed and said so below.
"""

from __future__ import annotations

from dataclasses import dataclass

SUITS = "SHDC"
# "remove all the cards from 6 down to 2. You'll be left with aces through 7s in each of the four suits."
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7")
DECK = tuple(r + s for s in SUITS for r in RANKS)

# "For the purposes of sequences, cards rank in the order they do in most games, that is,
#  (high) A, K, Q, J, 10, 9, 8, 7 (low)."  Index 0 = lowest.
SEQUENCE_LOW_TO_HIGH = ("7", "8", "9", "10", "J", "Q", "K", "A")

# "Four jacks score 200 points, four nines score 150, and four of either aces, 10s, kings, or queens
#  score 100 points. You cannot declare four of a kind in 8s or 7s."
FOUR_POINTS = {"J": 200, "9": 150, "A": 100, "10": 100, "K": 100, "Q": 100}
# "Ties are broken by the rank of the cards." The text's rank lists put J and 9 on top in trumps and
# A, 10, K, Q otherwise; the docs' order (Q lowest ... J highest) follows the values.
FOUR_LOW_TO_HIGH = ("Q", "K", "10", "A", "9", "J")

BELOTE_POINTS = 20  # "Belote and rebelote: The king and queen of trump. Scores 20 points."


def run_points(length: int) -> int:
    # "A run of five or more scores 100 points, a run of four scores 50 points, and a run of three
    #  scores 20 points."
    return 100 if length >= 5 else 50 if length == 4 else 20


@dataclass(frozen=True)
class Decl:
    seat: int
    kind: str  # "run", "four", "belote"
    cards: frozenset[str]
    points: int
    length: int = 0
    high: str = ""
    trump: bool = False

    def strength(self) -> tuple[int, int, int, int]:
        """What "How high?" compares: type, then height, then trump.

        Open in the text: whether a four beats a run. Docs: "runs rank by length, a four above every
        run". "Longer sequences rank higher than shorter ones" (a run of 6 above a run of 5, both 100).
        """
        if self.kind == "four":
            return (1, 0, FOUR_LOW_TO_HIGH.index(self.high), 0)
        # "Ties are broken by the rank of the highest card of the sequence. If there are two identical
        #  sequences and one is trump, the trump sequence ranks higher."
        return (0, self.length, SEQUENCE_LOW_TO_HIGH.index(self.high), int(self.trump))


def runs_in(seat: int, hand: list[str], trump: str) -> list[Decl]:
    """Every maximal run of three or more in one suit (brute force over every start and length)."""
    held = set(hand)
    found = []
    for suit in SUITS:
        for start in range(8):
            for end in range(start + 3, 9):  # the run is SEQUENCE_LOW_TO_HIGH[start:end]
                ranks = SEQUENCE_LOW_TO_HIGH[start:end]
                cards = {r + suit for r in ranks}
                if not cards <= held:
                    continue
                below = start > 0 and SEQUENCE_LOW_TO_HIGH[start - 1] + suit in held
                above = end < 8 and SEQUENCE_LOW_TO_HIGH[end] + suit in held
                if below or above:
                    continue  # part of a longer run: declared as that run
                found.append(
                    Decl(
                        seat,
                        "run",
                        frozenset(cards),
                        run_points(len(ranks)),
                        len(ranks),
                        ranks[-1],
                        suit == trump,
                    )
                )
    return found


def fours_in(seat: int, hand: list[str]) -> list[Decl]:
    found = []
    for rank, points in FOUR_POINTS.items():
        cards = {rank + s for s in SUITS}
        if cards <= set(hand):
            found.append(Decl(seat, "four", frozenset(cards), points, 4, rank))
    return found


def belote_in(seat: int, hand: list[str], trump: str) -> list[Decl]:
    cards = {"K" + trump, "Q" + trump}
    return [Decl(seat, "belote", frozenset(cards), BELOTE_POINTS, trump=True)] if cards <= set(hand) else []


def declarations(seat: int, hand: list[str], trump: str) -> list[Decl]:
    # Docs: "A card may count in a four and a run of the same player; the king and queen of trumps
    # count in a run and in belote-rebelote."
    return runs_in(seat, hand, trump) + fours_in(seat, hand) + belote_in(seat, hand, trump)


def speaking_order(dealer: int) -> list[int]:
    # "First, the player to the dealer's left speaks"; "Our rules assume the turn passes to the left."
    return [(dealer + k) % 4 for k in range(1, 5)]


def highest(found: list[list[Decl]], dealer: int) -> Decl | None:
    """The highest run or four. Of equal strengths the earlier speaker keeps it.

    Open in the text: two identical plain runs. Docs (default equal_runs "first"): the later one
    "cannot beat" the earlier and says "good".
    """
    best: Decl | None = None
    for seat in speaking_order(dealer):
        for decl in found[seat]:
            if decl.kind != "belote" and (best is None or decl.strength() > best.strength()):
                best = decl
    return best


def team_of(seat: int) -> int:
    # "Partners should sit opposite one another": seats 0 and 2 against 1 and 3.
    return seat % 2


@dataclass(frozen=True)
class Ranking:
    found: list[list[Decl]]
    best: Decl | None
    team: int | None
    points: tuple[int, int]


def rank(hands: list[list[str]], trump: str, dealer: int = 0) -> Ranking:
    found = [declarations(seat, hand, trump) for seat, hand in enumerate(hands)]
    best = highest(found, dealer)
    team = None if best is None else team_of(best.seat)
    points = [0, 0]
    for seat_decls in found:
        for decl in seat_decls:
            # "Belote and rebelote are always scored. However, only the team holding the highest
            #  declaration may score for the other declarations."
            if decl.kind == "belote" or team_of(decl.seat) == team:
                points[team_of(decl.seat)] += decl.points
    return Ranking(found, best, team, (points[0], points[1]))
