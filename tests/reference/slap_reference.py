"""A naive reference for Egyptian Ratscrew's slaps and the pay cards (``rules/egyptian-ratscrew.txt``, also
``rules/beggar-my-neighbour.txt`` for paying), written from the texts alone.

Cards are texts such as ``"QS"``, ``"10H"``; ``"JK"`` is a joker. Plays are ``(seat, card)`` pairs, bottom
of the pile first. Where the text is open the app's documented choices (docs/games/egyptian-ratscrew.md,
the ``calc/slap.py`` docstring) are followed, as marked.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

RANKS = {str(n): n for n in range(2, 11)} | {"J": 11, "Q": 12, "K": 13, "A": 14}
# "For an ace, there are four chances, three for a king, two for a queen, and one for a jack."
CHANCES = {"A": 4, "K": 3, "Q": 2, "J": 1}
MAX_WRONG = 5


def rank_of(card: str) -> str | None:
    """The rank text of a card, None for a joker."""
    return None if card == "JK" else card[:-1]


@dataclass(frozen=True)
class Options:
    four_in_a_row: bool = True
    round_the_corner: bool = True
    triple_wins: bool = True
    triple_sixes: bool = True
    jokers: bool = False


def _is_run(ranks: list[str | None], *, corner: bool) -> bool:
    """ "you may also slap four-in-a-row ... or even sequences that go around the corner". The app's
    documented choice: a run goes up or down; without the corner the ace ends a run at either end."""
    if None in ranks:
        return False
    for ace in (1, 14):
        values = [ace if r == "A" else RANKS[r] for r in ranks]  # type: ignore[index]
        for step in (1, -1):
            if all(b - a == step for a, b in pairwise(values)):
                return True
            if corner and all((b - a) % 13 == step % 13 for a, b in pairwise(values)):
                return True
    return False


def slap_kind(pile: list[str], options: Options) -> str | None:
    """What may be slapped on top of the pile (bottom card first), if anything."""
    ranks = [rank_of(c) for c in pile]
    top = ranks[-3:]
    # "If the game is played with jokers ... jokers can always be slapped" (app: a joker on top).
    if options.jokers and ranks and ranks[-1] is None:
        return "joker"
    triple = len(top) == 3 and top[0] is not None and len(set(top)) == 1
    # "beware of slapping triple sixes – which results in everyone losing"
    if triple and top[0] == "6" and options.triple_sixes:
        return "triple_sixes"
    # "Other "slappable" combinations include triples ... which will result in you instantly winning"
    if triple and options.triple_wins:
        return "triple"
    # "if the two top-most cards form a pair"
    if len(ranks) >= 2 and ranks[-1] is not None and ranks[-1] == ranks[-2]:
        return "pair"
    if options.four_in_a_row and len(ranks) >= 4 and _is_run(ranks[-4:], corner=options.round_the_corner):
        return "four_in_a_row"
    return None


OUTCOMES = {
    "pair": "take_pile",  # "Whoever slaps the pile first picks it up and restarts play."
    "four_in_a_row": "take_pile",  # "for which you may pick up the pile and continue play as for pairs"
    "joker": "take_pile",
    "triple": "win_game",
    "triple_sixes": "everyone_loses",
}


@dataclass(frozen=True)
class Verdict:
    correct: bool
    kind: str | None
    outcome: str
    taker: int | None
    enters_game: bool = False
    out_of_game: bool = False


def _before(seat: int, players: int, out: frozenset[int], *, counter: bool) -> int:
    """The seat before ``seat`` in the order of play still in the game (the app's documented reading)."""
    step = 1 if counter else -1
    other = (seat + step) % players
    while other in out and other != seat:
        other = (other + step) % players
    return other


def judge(
    plays: list[tuple[int, str]],
    slapper: int | None,
    *,
    players: int,
    options: Options,
    out: frozenset[int] = frozenset(),
    counter: bool = False,
    earlier_wrong: int = 0,
) -> Verdict:
    kind = slap_kind([c for _, c in plays], options)
    in_game = slapper is not None and slapper not in out
    if kind is not None:
        # "If they were not previously in the game, they now enter the game"
        return Verdict(True, kind, OUTCOMES[kind], slapper, enters_game=not in_game)
    if not in_game:
        # "if someone who is not in the game slaps something that is not a pair, triple, or a run, they
        # are ignored and play continues as usual."
        return Verdict(False, None, "ignored", None)
    # "if a player slaps incorrectly ..., the player who most recently played a card picks up the pile
    # and continues play, unless a player slaps his own card, in which case the player before him picks
    # up the pile and plays."
    last = plays[-1][0]
    taker = _before(last, players, out | {last}, counter=counter) if slapper == last else last
    # "If a player incorrectly slaps more than five consecutive cards, they are out of the game."
    return Verdict(False, None, "penalty", taker, out_of_game=earlier_wrong + 1 > MAX_WRONG)


@dataclass(frozen=True)
class Pay:
    to_play: int | None
    chances_left: int | None
    pay_card: str | None
    owner: int | None
    taker: int | None
    cards: int


def _next(seat: int, players: int, out: frozenset[int], *, counter: bool) -> int:
    step = -1 if counter else 1
    other = (seat + step) % players
    while other in out:
        other = (other + step) % players
    return other


class OutOfTurn(ValueError):
    pass


def pay(
    plays: list[tuple[int, str]], *, players: int, out: frozenset[int] = frozenset(), counter=False
) -> Pay:
    """Follow the pile from its first card (Beggar My Neighbour's and Ratscrew's paying)."""
    to_play = owner = pay_card = taker = chances = None
    for count, (seat, card) in enumerate(plays, 1):
        if taker is not None or (to_play is not None and seat != to_play) or seat in out:
            raise OutOfTurn(f"card {count}")
        rank = rank_of(card)
        if rank in CHANCES:
            # "the next player has a fixed number of chances to play another letter card"; "When this
            # happens the previous pay card is cancelled and your opponent now has to pay".
            owner, pay_card, chances = seat, card, CHANCES[rank]  # type: ignore[index]
            to_play = _next(seat, players, out, counter=counter)
        elif owner is not None:
            chances -= 1  # type: ignore[operator]
            to_play = seat
            if chances == 0:
                # "the previous player (the one who played the face card) picks up the pile ... and play
                # begins again with her". App's form: to_play is the taker, chances_left 0.
                taker = to_play = owner
        else:
            # "the next player clockwise plays a card on top of the previously played cards"
            to_play = _next(seat, players, out, counter=counter)
    return Pay(to_play, chances, pay_card, owner, taker, len(plays))
