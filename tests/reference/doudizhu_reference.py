"""A naive reference for Dou Dizhu's combinations and the deal's value, written from
shared/rules/dou-dizhu.txt alone: every reading of a set of cards, whether one play beats another, and the
round's value with its doublings.

Cards are plain strings ("10H", "QS", "BJ" the black joker, "RJ" the red one). Readings are
``(kind, top, chain)``: ``top`` the rank value of the main part (the highest rank of a chain), ``chain``
the number of links of a sequence (1 for the others). Where the text is open the app's documented choice
(calc/doudizhu.py's notes, docs/games/dou-dizhu.md) is followed and said so below.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

SUITS = "SHDC"
# "Red Joker, Black Joker, 2, Ace, King, Queen, Jack, 10, 9, 8, 7, 6, 5, 4, 3 (highest to lowest)"
ORDER = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ")
VALUE = {name: i + 3 for i, name in enumerate(ORDER)}  # 3 -> 3 ... A -> 14, 2 -> 15, BJ 16, RJ 17
ACE, BLACK, RED = VALUE["A"], VALUE["BJ"], VALUE["RJ"]
# "54 card deck (two jokers)"
DECK = (*(r + s for r in ORDER[:13] for s in SUITS), "BJ", "RJ")
BIDS = (1, 2, 3)  # "A bid can be one, two, or three"
MAX_BOMBS = 13  # one per rank: a bomb is all four cards of a rank

Reading = tuple[str, int, int]
# Kinds with no added cards (the app's preference puts them before the ones with added cards).
PLAIN = ("single", "pair", "trio", "sequence", "pair_sequence", "airplane", "bomb", "rocket")
# The least number of links of each chain: "Sequence (at least 5 cards)", "Pair Sequence (at least 3
# pairs)", "3-of-a-kind Sequence (at least 2)"; the sequences plus cards or pairs are trio sequences too.
CHAINS = {"sequence": (1, 5), "pair_sequence": (2, 3), "airplane": (3, 2)}
ADDED = {"airplane_singles": 1, "airplane_pairs": 2}


def value(card: str) -> int:
    return VALUE[card] if card in ("BJ", "RJ") else VALUE[card[:-1]]


def check(cards: Sequence[str]) -> None:
    """A play is one or more different cards of the pack."""
    if not cards or len(set(cards)) != len(cards) or not set(cards) <= set(DECK):
        raise ValueError("not cards of one Dou Dizhu pack")


def readings(cards: Sequence[str]) -> set[Reading]:
    """Every way these cards form one of the text's combinations."""
    check(cards)
    counts = Counter(value(c) for c in cards)
    return set(_simple(counts)) | set(_chains(counts)) | set(_with_added(counts))


def _simple(counts: Counter[int]) -> Iterator[Reading]:
    n = sum(counts.values())
    if counts == Counter({BLACK: 1, RED: 1}):
        yield "rocket", RED, 1  # "Rocket: Joker-Joker"
    if len(counts) == 1:
        ((top, k),) = counts.items()
        # "Single Card: 4", "Pair: 7-7", "3-of-a-kind: 5-5-5", "Bomb: 4-4-4-4". The two jokers are
        # different ranks ("Red Joker, Black Joker"), so they never make a pair.
        kind = {1: "single", 2: "pair", 3: "trio", 4: "bomb"}[k]
        if k == n:
            yield kind, top, 1


def _chains(counts: Counter[int]) -> Iterator[Reading]:
    """ "Sequence (at least 5 cards): 3-4-5-6-7", "Pair Sequence (at least 3 pairs)", "3-of-a-kind Sequence
    (at least 2)". "The 2s and Jokers cannot be included in any sequence.\""""
    for kind, (width, least) in CHAINS.items():
        ranks = sorted(counts)
        if (
            all(counts[r] == width for r in ranks)
            and len(ranks) >= least
            and ranks == list(range(ranks[0], ranks[0] + len(ranks)))
            and ranks[-1] <= ACE
        ):
            yield kind, ranks[-1], len(ranks)


def _with_added(counts: Counter[int]) -> Iterator[Reading]:
    """ "3-of-a-kind plus a card", "plus a pair", the trio sequences "plus cards" / "plus pairs", "4-of-a-kind
    plus two cards" / "plus two pairs": every main part tried, the rest checked."""
    n = sum(counts.values())
    for top in counts:
        if counts[top] >= 3:
            if _added_fit(counts, [top], 3, 1, 1):
                yield "trio_single", top, 1
            if _added_fit(counts, [top], 3, 1, 2):
                yield "trio_pair", top, 1
        if counts[top] == 4:
            if _added_fit(counts, [top], 4, 2, 1):
                yield "four_two", top, 1
            if _added_fit(counts, [top], 4, 2, 2):
                yield "four_two_pairs", top, 1
    for kind, size in ADDED.items():
        for links in range(2, n // (3 + size) + 1):
            for top in range(3 + links - 1, ACE + 1):
                main = list(range(top - links + 1, top + 1))
                if all(counts[r] >= 3 for r in main) and _added_fit(counts, main, 3, links, size):
                    yield kind, top, links


def _added_fit(counts: Counter[int], main: list[int], width: int, pieces: int, size: int) -> bool:
    """Whether, once ``width`` cards of each ``main`` rank are taken, the rest is exactly ``pieces`` added
    singles (``size`` 1) or pairs (``size`` 2).

    Open in the text, the app's documented choice: an added card is never of a main rank (8-8-8-8 is a
    bomb, not three 8s plus an 8); added singles may share a rank with each other and may be jokers (the
    two jokers included); added pairs are of different ranks (two "pairs" of one rank are four of a kind).
    """
    rest = counts.copy()
    for r in main:
        rest[r] -= width
    rest = +rest
    if any(r in main for r in rest) or sum(rest.values()) != pieces * size:
        return False
    return size == 1 or (len(rest) == pieces and all(k == 2 for k in rest.values()))


def preferred(found: set[Reading]) -> set[Reading]:
    """The app's documented order for one reading of a play (the text is open): bombs and the rocket first,
    then combinations without added cards, then longer chains, then higher. The best ones (normally one)."""

    def key(r: Reading) -> tuple[int, int, int, int]:
        return (r[0] not in ("bomb", "rocket"), r[0] not in PLAIN, -r[2], -r[1])

    best = min(map(key, found))
    return {r for r in found if key(r) == best}


def answers(last: Reading, play: Reading) -> bool:
    """Whether ``play`` may be laid on ``last``. "Rocket: Joker-Joker (beats any combination or bomb)";
    "Bomb: 4-4-4-4 (beats any previous combination)", and a higher bomb beats a bomb; otherwise "only a
    similar combination with a higher ranking can be played": "Only the same type of combinations can be
    played against each other. For example, a sequence of six cannot be played on against a sequence of
    five." (the same number of links)."""
    if play[0] == "rocket":
        return True
    if last[0] == "rocket":
        return False
    if play[0] == "bomb":
        return last[0] != "bomb" or play[1] > last[1]
    return play[0] == last[0] and play[2] == last[2] and play[1] > last[1]


def beats(previous: Sequence[str], play: Sequence[str]) -> bool:
    """The previous play is read its preferred way (the app's documented choice; its player laid it as one
    combination), the new play any way that answers it. Not a combination: it beats nothing."""
    found = readings(previous)
    if not found:
        raise ValueError("the previous play is not a combination")
    lasts = preferred(found)
    return any(answers(last, r) for last in lasts for r in readings(play))


def round_value(bid: int, bombs: int, rockets: int) -> dict[str, int]:
    """ "The bid is multiplied by two every time a bomb or rocket is played during the round." "If the
    landlord wins, the landlord scores the bid amount plus any multipliers from each opponent. If the
    landlord loses, the opponents each score the bid amount plus any multipliers." """
    if bid not in BIDS or not 0 <= bombs <= MAX_BOMBS or rockets not in (0, 1):
        raise ValueError("no such round")
    multiplier = 2 ** (bombs + rockets)
    worth = bid * multiplier
    return {"multiplier": multiplier, "value": worth, "landlord_wins": 2 * worth, "opponents_win": worth}


def doublings_in(cards: Sequence[str]) -> tuple[int, int]:
    """Bombs and the rocket among cards tapped as played: each rank's cards must be all four (a bomb), the
    jokers both (the rocket)."""
    check(cards)
    groups = Counter("J*" if c in ("BJ", "RJ") else c[:-1] for c in cards)
    if any(k != (2 if name == "J*" else 4) for name, k in groups.items()):
        raise ValueError("not only bombs and the rocket")
    return sum(1 for name in groups if name != "J*"), int("J*" in groups)
