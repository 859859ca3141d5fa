"""A naive reference for trick play, written from the rules texts alone (/work/shared/rules/*.txt):
who wins a trick and which cards may be played, for Belote, Twenty-Nine, Couillon, Malilla, Nine-Card
Don and Briscola Chiamata.

Cards are plain strings such as "10H" or "QS" (rank, then suit letter S H D C). A trick is the list of
cards in the order played, the leader's first. In the four-player partnership games partners sit
opposite, so the player at position ``p`` of a trick is the partner of position ``p - 2``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

SUITS = "SHDC"

# Rank orders, highest first: (plain suits, trump suit).
ORDERS: dict[str, tuple[str, str]] = {
    # "(high) A, 10, K, Q, 9, 8, 7 (low)" and trumps "(high) J, 9, 10, K, Q, 8, 7 (low)": both lists are
    # defective (the jack and the trump ace are missing). docs/games/belote.md settles it: A 10 K Q J 9 8 7
    # and J 9 A 10 K Q 8 7, which also follow the card values (A 11 > 10 10 > K 4 > Q 3 > J 2).
    "belote": ("A 10 K Q J 9 8 7", "J 9 A 10 K Q 8 7"),
    # "The full rank of cards in Twenty-Nine is (high) J, 9, A, 10, K, Q, 8, 7 (low)."
    "twenty-nine": ("J 9 A 10 K Q 8 7", "J 9 A 10 K Q 8 7"),
    # "(Aces rank highest, and all other cards follow their usual order.)"
    "couillon": ("A K Q J 10 9 8 7", "A K Q J 10 9 8 7"),
    # "a complete ranking of (high) 7, A, K, Q, J, 6, 5, 4, 3, 2 (low)."
    "malilla": ("7 A K Q J 6 5 4 3 2", "7 A K Q J 6 5 4 3 2"),
    # No ranking is given beyond "aces are high" (the draw): the usual order, ace high.
    "nine-card-don": ("A K Q J 10 9 8 7 6 5 4 3 2",) * 2,
    # "the rank of the cards in each suit from high to low and their values": the names are lost from the
    # text (only 11, 10, 4, "Queen / Horse" 3, 2, 0 ... 0 remain); the Briscola order A 3 K Q J 7 6 5 4 2
    # fits them ("The Horse in the Italian suited pack corresponds to the Queen").
    "briscola-chiamata": ("A 3 K Q J 7 6 5 4 2",) * 2,
}


def deck(game: str) -> list[str]:
    """The game's pack. Belote, Twenty-Nine, Couillon: "remove all the cards from 6 down to 2" (32 cards);
    Malilla and Briscola Chiamata: no 10s, 9s or 8s (40 cards); Nine-Card Don: the standard 52."""
    ranks = ORDERS[game][0].split()
    return [rank + suit for suit in SUITS for rank in ranks]


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def strength(game: str, card: str, trump: str | None) -> int:
    """Higher is better within a suit; the trump suit uses the game's trump order."""
    order = ORDERS[game][1 if suit(card) == trump else 0].split()
    return len(order) - order.index(rank(card))


def beats(game: str, card: str, best: str, led: str, trump: str | None) -> bool:
    """Whether ``card`` beats ``best`` (the card winning so far) in a trick led in ``led``.
    "the highest trump, or the highest card of the suit led if no trump was played"."""
    if suit(card) == suit(best):
        return strength(game, card, trump) > strength(game, best, trump)
    return suit(card) == trump


def winner(game: str, trump: str | None, plays: Sequence[str]) -> int:
    """Position of the winning card: the highest trump if any, else the highest card of the suit led.
    Twenty-Nine's hidden trump: pass ``trump=None`` while it has not been shown."""
    best = 0
    for position, card in enumerate(plays[1:], start=1):
        if beats(game, card, plays[best], suit(plays[0]), trump):
            best = position
    return best


def _partner_winning(game: str, trump: str | None, trick: Sequence[str]) -> bool:
    """Partners sit opposite: the player next to play (position len(trick)) is partner of the position
    two before, so the same parity."""
    return (len(trick) - winner(game, trump, trick)) % 2 == 0


def _following(hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    return [c for c in hand if suit(c) == suit(trick[0])]


def _beating(game: str, trump: str | None, cards: Iterable[str], trick: Sequence[str]) -> list[str]:
    best = trick[winner(game, trump, trick)]
    return [c for c in cards if beats(game, c, best, suit(trick[0]), trump)]


def legal_belote(trump: str, hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    """ "Players must follow suit, if possible. Otherwise, if one of their opponents is currently winning
    the trick, they must play a trump. If they cannot, or the player's partner is winning the trick, they
    may play any card. If a trump was led or played to the trick, players are also required to play a
    higher trump than the others in the trick, if possible, as long as one of their opponents are winning
    the trick.\""""
    if not trick:
        return list(hand)
    opponent_winning = not _partner_winning("belote", trump, trick)
    follow = _following(hand, trick)
    if follow:
        if suit(trick[0]) == trump and opponent_winning:
            return _beating("belote", trump, follow, trick) or follow
        return follow
    trumps = [c for c in hand if suit(c) == trump]
    if not opponent_winning or not trumps:
        return list(hand)
    return _beating("belote", trump, trumps, trick) or trumps


def legal_follow(hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    """Twenty-Nine: "Players must follow suit if able." ... "A player does not have to play a trump if
    they don't want to." Nine-Card Don: "Players must follow suit if able; otherwise, they may play any
    card, including a trump.\""""
    if not trick:
        return list(hand)
    return _following(hand, trick) or list(hand)


def legal_couillon(trump: str, hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    """ "A player may play a trump to any trick. If they do not have or don't want to play a trump, they
    must play a card of suit led, if able. Only if they have no cards of the suit led may they play any
    non-trump card they wish.\""""
    if not trick:
        return list(hand)
    follow = _following(hand, trick)
    if not follow:
        return list(hand)
    return [c for c in hand if suit(c) == trump or c in follow]


def legal_malilla(
    trump: str, hand: Sequence[str], trick: Sequence[str], suits_led: Iterable[str] = ()
) -> list[str]:
    """ "you must follow suit. If you cannot follow suit, you may play almost any card, including a trump.
    The exception is that you cannot play a 7 of a non-trump suit that has not yet been led in that hand.
    (In the rare case that this is the only card available to play, this rule is waived.) Also, if an
    opponent has played the card that is winning the trick as of your turn, you must beat it if it would
    be legal for you to do so." ... "(Note that it is always OK to lead a 7 ...)"

    ``suits_led``: the suits led to the earlier tricks of the hand (the current trick's suit is led too).
    """
    if not trick:
        return list(hand)
    cards = _following(hand, trick)
    if not cards:
        led = {*suits_led, suit(trick[0])}
        allowed = [c for c in hand if not (rank(c) == "7" and suit(c) != trump and suit(c) not in led)]
        cards = allowed or list(hand)  # "this rule is waived"
    if _partner_winning("malilla", trump, trick):
        return cards
    return _beating("malilla", trump, cards, trick) or cards


def legal_chiamata(
    hand: Sequence[str], trick: Sequence[str], *, dark_first_trick: bool = False, bidder_last: bool = False
) -> list[str]:
    """ "each player in turn is free to play any card they wish. There is absolutely no requirement to
    follow suit or to try to beat any of the other cards." Prima Mano al Buio: "In the first trick no one
    is allowed to play a two, with just one exception. If the bidder is the last person to play to the
    first trick, in that case the bidder is allowed to play a two to the trick."

    ``dark_first_trick``: the variant is played and this is the first trick; ``bidder_last``: the player
    is the bidder and plays the fifth card."""
    if not dark_first_trick or bidder_last:
        return list(hand)
    return [c for c in hand if rank(c) != "2"]


def legal(
    game: str,
    trump: str | None,
    hand: Sequence[str],
    trick: Sequence[str],
    *,
    suits_led: Iterable[str] = (),
    dark_first_trick: bool = False,
    bidder_last: bool = False,
) -> list[str]:
    """The cards of ``hand`` that may be played to ``trick``, in hand order."""
    if game == "belote":
        return legal_belote(trump or "", hand, trick)
    if game == "couillon":
        return legal_couillon(trump or "", hand, trick)
    if game == "malilla":
        return legal_malilla(trump or "", hand, trick, suits_led)
    if game == "briscola-chiamata":
        return legal_chiamata(hand, trick, dark_first_trick=dark_first_trick, bidder_last=bidder_last)
    return legal_follow(hand, trick)
