"""A naive reference for Ricochet Poker's hand ranking, written from ``rules/ricochet-poker.txt`` alone.

Brute force: every five-card choice of a longer hand, every identity a bug could take. Cards are texts
such as ``"10H"``, ``"AS"``; jokers are ``"BJ"``, ``"RJ"`` or ``"JK"``.

A hand's key is ``(category, ranks, suits)``: larger is better. ``ranks`` lists the card ranks in the order
they matter (sets first, then kickers high to low; a straight from its top card), ``suits`` the suits of the
same cards in the same order. Where the text is open the app's documented choices are followed
(``scorekeeper/games/ricochet_poker/hands.py`` docstring, docs/games/ricochet-poker.md), as marked below.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

JOKERS = frozenset({"BJ", "RJ", "JK"})
RANKS = {str(n): n for n in range(2, 11)} | {"J": 11, "Q": 12, "K": 13, "A": 14}
ACE = 14
# "Suits are ranked in alphabetical order, with Clubs lowest, then Diamonds, Hearts, and Spades."
SUITS = {"C": 1, "D": 2, "H": 3, "S": 4}
# App's documented choice (open in the text): a bug has no suit and counts below clubs.
BUG_SUIT = 0
NO_SUIT = "x"  # a bug's suit when its suit cannot matter (it is no flush)

# "The Order of Poker Hands ... from best to worst" (Royal Flush is the ace-high straight flush).
HIGH, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE_KIND = range(10)

Key = tuple[int, tuple[int, ...], tuple[int, ...]]
# A card once read: (rank 2..14, suit letter, is it a bug)
Slot = tuple[int, str, bool]


def read(card: str) -> Slot | None:
    """A card text as (rank, suit, False); None for a joker."""
    if card in JOKERS:
        return None
    return RANKS[card[:-1]], card[-1], False


def _straight_top(ranks: list[int]) -> int | None:
    # "Straight: Five cards in sequence ... Aces can be used as high or low in a straight.
    # A-2-3-4-5 is a 5-high straight."
    values = set(ranks)
    if len(values) != 5:
        return None
    if max(values) - min(values) == 4:
        return max(values)
    if values == {ACE, 2, 3, 4, 5}:
        return 5
    return None


def _suit_value(slot: Slot) -> int:
    return BUG_SUIT if slot[2] else SUITS[slot[1]]


def _ordered(slots: list[Slot], *, wheel: bool = False) -> list[Slot]:
    """The cards in the order they count: sets first, bigger sets first, higher ranks first; inside a set
    the highest suit first (app's documented order for the suit tie-break)."""
    counts = Counter(s[0] for s in slots)

    def rank(slot: Slot) -> int:
        return 1 if wheel and slot[0] == ACE else slot[0]

    return sorted(slots, key=lambda s: (counts[s[0]], rank(s), _suit_value(s)), reverse=True)


def value(slots: list[Slot]) -> Key:
    """The key of 1 to 5 cards whose identities are all known (bugs already given a rank and suit)."""
    ranks = [s[0] for s in slots]
    counts = sorted(Counter(ranks).values(), reverse=True)
    # "Note that all of these are five-card hands": straights and flushes need five cards.
    top = _straight_top(ranks) if len(slots) == 5 else None
    flush = len(slots) == 5 and len({s[1] for s in slots}) == 1 and NO_SUIT not in {s[1] for s in slots}
    if counts[0] == 5:
        category = FIVE_KIND
    elif top and flush:
        category = STRAIGHT_FLUSH
    elif counts[0] == 4:
        category = QUADS
    elif counts[:2] == [3, 2]:
        category = FULL_HOUSE
    elif flush:
        category = FLUSH
    elif top:
        category = STRAIGHT
    elif counts[0] == 3:
        category = TRIPS
    elif counts[:2] == [2, 2]:
        category = TWO_PAIR
    elif counts[0] == 2:
        category = PAIR
    else:
        category = HIGH
    if top:
        # "Straights are compared by their highest card."
        order = _ordered(slots, wheel=top == 5)
        return category, (top,), tuple(_suit_value(s) for s in order)
    # "a hand with a kicker beats the same hand without a kicker (so for example an Ace-8 is higher
    # than Ace alone)": tuples compare card by card, the shorter one losing when it runs out first.
    order = _ordered(slots)
    return category, tuple(s[0] for s in order), tuple(_suit_value(s) for s in order)


def _bug_identities(naturals: list[Slot]) -> list[Slot]:
    """Every identity worth trying for a bug next to these natural cards: any rank, in the naturals'
    common suit (for a flush) or in no suit at all."""
    suits = {s[1] for s in naturals}
    options = [NO_SUIT] + (list(suits) if len(suits) == 1 else [])
    return [(rank, suit, True) for rank in range(2, 15) for suit in options]


def _legal(naturals: list[Slot], bugs: tuple[Slot, ...], *, five_aces: bool) -> bool:
    """ "use them as bugs, which can only be Aces, or to complete a straight or flush"."""
    cards = naturals + list(bugs)
    real = [(s[0], s[1]) for s in cards if s[1] != NO_SUIT]
    if len(set(real)) != len(real):
        return False  # a bug cannot be a card already in the hand
    aces = sum(1 for s in cards if s[0] == ACE)
    # "you must decide whether a bug can count as a fifth Ace": the option.
    if aces > 4 and not (five_aces and aces == 5):
        return False
    if all(b[0] == ACE for b in bugs):
        return True
    key = value(cards)
    return len(cards) == 5 and key[0] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH)


def _best_of(five: list[str], *, five_aces: bool) -> Key:
    """The best key of up to five cards; a bug that can be nothing legal counts for nothing (app's
    documented choice: 'a bug that can be neither an ace nor complete anything counts for nothing')."""
    naturals = [s for s in (read(c) for c in five) if s is not None]
    bugs = len(five) - len(naturals)
    best: Key | None = value(naturals) if naturals else None
    for live in range(1, bugs + 1):
        for identities in product(_bug_identities(naturals), repeat=live):
            if _legal(naturals, identities, five_aces=five_aces):
                key = value(naturals + list(identities))
                best = key if best is None or key > best else best
    return best if best is not None else (-1, (), ())


def hand_key(cards: list[str], *, five_aces: bool = True) -> Key:
    """ "Even in a game with six or seven cards, you will only play your best five cards"."""
    size = min(5, len(cards))
    return max(_best_of(list(five), five_aces=five_aces) for five in combinations(cards, size))


def rank_key(key: Key) -> tuple[int, tuple[int, ...]]:
    return key[0], key[1]


def winners(hands: list[list[str]], *, five_aces: bool = True) -> tuple[int, ...]:
    """ "identical winning hands split the pot": at the end suits no longer count."""
    keys = [rank_key(hand_key(h, five_aces=five_aces)) for h in hands]
    return tuple(i for i, k in enumerate(keys) if k == max(keys))


def lowest(hands: list[list[str]], *, five_aces: bool = True) -> int:
    """ "The lowest card will act first, with ties being broken by suit" and "suit is used to break ties
    between identical hands until the end". Hands identical even in suits (bugs only): the earlier one."""
    keys = [hand_key(h, five_aces=five_aces) for h in hands]
    return min(range(len(keys)), key=lambda i: keys[i])


CATEGORY_OF_LABEL = {
    HIGH: "high card",
    PAIR: "pair",
    TWO_PAIR: "two pair",
    TRIPS: "three of a kind",
    STRAIGHT: "straight",
    FLUSH: "flush",
    FULL_HOUSE: "full house",
    QUADS: "four of a kind",
    STRAIGHT_FLUSH: "straight flush",
    FIVE_KIND: "five of a kind",
}
