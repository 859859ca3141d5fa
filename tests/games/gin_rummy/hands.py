"""Gin rummy hands the calculator tests share: worked examples and card helpers."""

RANK_NUMBERS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def rank_number(card: str) -> int:
    return RANK_NUMBERS.get(card[:-1]) or int(card[:-1])


def value(card: str) -> int:
    return min(rank_number(card), 10)


# Knocker: A-2-3 of hearts, three 4s, 7-8-9 of clubs, and the 10D unmatched: deadwood 10.
KNOCKER_10 = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10D"
# The same with the 10C in a 7-8-9-10 club run: gin.
KNOCKER_GIN = "AH 2H 3H 4S 4D 4C 7C 8C 9C 10C"
# Defender: 5-6-7 of spades, J-Q-K of diamonds, 10-J-Q of hearts and the 9S, which fits no knocker meld: 9.
DEFENDER_9 = "5S 6S 7S JD QD KD 10H JH QH 9S"
# A-2-3-4 of hearts, 7-8-9-10 of clubs, 5D 6D unmatched: 11.
OVER_THE_LIMIT = "AH 2H 3H 4H 7C 8C 9C 10C 5D 6D"


def is_meld(block: list[str]) -> bool:
    """Whether card texts form a set or a run, worked out from the ranks alone."""
    numbers = sorted(rank_number(c) for c in block)
    same_rank = len(set(numbers)) == 1 and len(block) in (3, 4)
    suits = {c[-1] for c in block}
    run = len(block) >= 3 and len(suits) == 1 and numbers == list(range(numbers[0], numbers[0] + len(block)))
    return same_rank or run
