"""An independent, naive reference for who wins a trick and which cards may be played, written from the
rules texts alone (/work/shared/rules/*.txt): Oh Hell (with Bust's duplicates, Brader's and Atkinson's
jokers and La Podrida's duty to trump), Cramps (Royal Cramps, 5 to 8 players), Pickle, Calypso, Bourré,
Bacon and Briscola.

Cards are plain strings in the project's notation: ``"10H"``, ``"QS"``, ``"JK"`` (a joker). ``winner``
returns the index of the winning card; ``legal`` the cards of the hand that may be played, in hand order.
Where a text is open the app's documented choice (docs/games/<game>.md) is followed and said so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

ACE_HIGH = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
# briscola.txt: "the full card ranking is (high) A, 3, K, Q, J, 7, 6, 5, 4, 2 (low)."
BRISCOLA = ["A", "3", "K", "Q", "J", "7", "6", "5", "4", "2"]
# pickle.txt: "jokers rank above a 9 but below a 10" ("JK" stands for the joker's rank here).
PICKLE = ["A", "K", "Q", "J", "10", "JK", "9", "8", "7", "6", "5", "4", "3", "2"]
JOKER = "JK"
Options = Mapping[str, Any]


def is_joker(card: str) -> bool:
    return card in ("JK", "BJ", "RJ")


def rank(card: str) -> str:
    return JOKER if is_joker(card) else card[:-1]


def suit(card: str) -> str:
    """The suit letter; jokers are a suit of their own, ``"JK"`` (Brader: "a suit of their own")."""
    return JOKER if is_joker(card) else card[-1]


def power(card: str, order: Sequence[str]) -> int:
    """Higher is better; two jokers are equal ("a suit of their own containing just two equal cards")."""
    if rank(card) not in order:
        return 0
    return len(order) - order.index(rank(card))


def best(plays: Sequence[str], indexes: Sequence[int], order: Sequence[str], *, last: bool = False) -> int:
    """The index of the highest card among ``indexes``; of tied cards the first (``last``: the last)."""
    top = max(power(plays[i], order) for i in indexes)
    tied = [i for i in indexes if power(plays[i], order) == top]
    return tied[-1] if last else tied[0]


def plain_winner(
    plays: Sequence[str], trump: str | None, led: str, order: Sequence[str] = ACE_HIGH, *, last: bool = False
) -> int:
    """ "The player who has played the highest trump card, or if no trump was played, the highest card of
    the suit led, wins the trick." """
    trumps = [i for i, c in enumerate(plays) if trump is not None and suit(c) == trump]
    if trumps:
        return best(plays, trumps, order, last=last)
    return best(plays, [i for i, c in enumerate(plays) if suit(c) == led], order, last=last)


def follow(hand: Sequence[str], led: str | None) -> list[str]:
    """ "Each player must follow the suit led, if he can. If not, he may play any other card." """
    same = [c for c in hand if led is not None and suit(c) == led]
    return same or list(hand)


# --- Oh Hell --------------------------------------------------------------------------------------


def _oh_hell_trump(trump: str | None, options: Options) -> str | None:
    # "If a joker is turned up the other joker is the only trump."
    return JOKER if options.get("joker_trump") else trump


def _atkinson(options: Options) -> bool:
    return options.get("deck") == "jokers" and options.get("joker_play") == "high_low"


def oh_hell_winner(trump: str | None, plays: Sequence[str], options: Options, context: Options) -> int:
    if _atkinson(options):
        return atkinson_winner(trump, plays, context)
    # Bust: "If duplicate cards are played to a trick, the second played beats the first."
    # Brader: "If a joker is led it wins the trick unless trumped" (the led one of the two equal jokers).
    last = options.get("deck") == "bust"
    return plain_winner(plays, _oh_hell_trump(trump, options), suit(plays[0]), last=last)


def oh_hell_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    if _atkinson(options):
        return atkinson_legal(trump, hand, trick, options, context)
    if not trick:
        return list(hand)  # "The lead may be any suit (including trump)."
    led, trumps = suit(trick[0]), _oh_hell_trump(trump, options)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    # Wuori / La Podrida: "a player who has no card of the suit led must trump. Only if you have no cards
    # of the suit led and no trumps can you discard from a different non-trump suit."
    ruff = [c for c in hand if trumps is not None and suit(c) == trumps]
    if options.get("must_trump") and ruff:
        return ruff
    return list(hand)


def atkinson_nominations(plays: Sequence[str], context: Options) -> dict[int, bool]:
    """ "The first player of a joker could nominate it as either "high" ... or "low" ... The player of
    the second joker had no choice: it would be low if the first joker was high and high if the first
    was low." """
    jokers = [i for i, c in enumerate(plays) if is_joker(c)]
    if not jokers:
        return {}
    first = bool(context["joker_high"][0])
    return {i: first if n == 0 else not first for n, i in enumerate(jokers)}


def atkinson_winner(trump: str | None, plays: Sequence[str], context: Options) -> int:
    high = [i for i, h in atkinson_nominations(plays, context).items() if h]
    if high:
        return high[0]  # "high", automatically winning the trick
    suited = [i for i, c in enumerate(plays) if not is_joker(c)]  # a low joker automatically loses
    if not suited:
        return 0  # the app's choice: a lone low joker is reported as the first card
    # "If a player was forced to lead a joker, the first suited card played determined the suit."
    return plain_winner(plays, trump, suit(plays[suited[0]]))


def atkinson_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    suited = [c for c in trick if not is_joker(c)]
    if not trick:
        # "Jokers could not be led (unless the player had no other cards)"
        allowed = [c for c in hand if not is_joker(c)] or list(hand)
    elif not suited:
        allowed = list(hand)  # the first suited card will determine the suit
    else:
        plain = oh_hell_legal(
            trump, [c for c in hand if not is_joker(c)], suited, {**options, "deck": ""}, {}
        )
        # "Apart from that, a joker could be played to any trick (even if the player could have followed)."
        allowed = [c for c in hand if c in plain or is_joker(c)]
    if context.get("first_trick"):
        # "and could not be played in the first trick"
        allowed = [c for c in allowed if not is_joker(c)] or allowed
    return allowed


# --- Cramps ---------------------------------------------------------------------------------------


def cramps_winner(trump: str | None, plays: Sequence[str], options: Options, context: Options) -> int:
    # "If 2 cards of the same suit and rank are played on the same trick, the card first played is dominant."
    trumps = [i for i, c in enumerate(plays) if trump is not None and suit(c) == trump]
    if trumps:  # "the highest trump or, if no trump are played, the highest card of the suit led"
        return best(plays, trumps, ACE_HIGH)
    if is_joker(plays[0]):
        return 0  # "A Joker will only take a trick if it is led (and not trumped)."
    return plain_winner(plays, None, suit(plays[0]))


def cramps_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    # "If a Joker is led, other players may play any card they wish."
    if not trick or is_joker(trick[0]):
        return list(hand)
    # "Players must follow suit, if able." "Jokers may be played at any time."
    same = [c for c in hand if suit(c) == suit(trick[0])]
    return [c for c in hand if c in same or is_joker(c)] if same else list(hand)


# --- Pickle ---------------------------------------------------------------------------------------


def pickle_winner(trump: str | None, plays: Sequence[str], options: Options, context: Options) -> int:
    trumps = [i for i, c in enumerate(plays) if suit(c) == trump]
    if trumps:  # "the player who played the highest ranking trump wins the trick. Aces rank high."
        return best(plays, trumps, ACE_HIGH, last=True)
    if any(is_joker(c) for c in plays):
        # "the player who played the highest ranking card takes the trick; jokers rank above a 9 but below
        # a 10. If there is a tie for the highest ranking card ... the last of the tied cards ... wins"
        return best(plays, range(len(plays)), PICKLE, last=True)
    # "If there are neither trumps nor jokers in the trick, then the highest ranking card of the lead suit"
    return plain_winner(plays, None, suit(plays[0]))


def pickle_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    # "If a joker is led, there are no restrictions on what the other players can play to the trick."
    if not trick or is_joker(trick[0]):
        return list(hand)
    # "following suit if possible ... If a player holds no cards of the lead suit, any card may be played."
    return follow(hand, suit(trick[0]))


# --- Calypso --------------------------------------------------------------------------------------


def calypso_seat_trumps(options: Options) -> str:
    return str(options.get("trumps", "SDHC"))  # the app's option: a trump suit for each seat in turn


def calypso_winner(trump: str | None, plays: Sequence[str], options: Options, context: Options) -> int:
    trumps, leader = calypso_seat_trumps(options), int(context.get("leader", 0))
    led = suit(plays[0])
    # A card is a trump when it is of its player's own suit and was not played to follow a led suit (the
    # leader's own suit led counts): "if, say, hearts are led by the club player, the heart player does
    # not "trump"". "If the lead player led their own trump suit and was the only player to play a card
    # from their trump suit, they win ... regardless of the rank"; "another player ... played a card from
    # their own trump suit, then whichever card is higher wins"; "If multiple players ... play their own
    # trumps, the highest-ranked trump takes the trick."
    ruffs = [
        i for i, c in enumerate(plays) if suit(c) == trumps[(leader + i) % 4] and (i == 0 or suit(c) != led)
    ]
    # "If two cards tie for taking the trick, the one that was played first takes the trick."
    if ruffs:
        return best(plays, ruffs, ACE_HIGH)
    return plain_winner(plays, None, led)


def calypso_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    # "They must follow suit if able; otherwise, they may play any card they wish."
    return follow(hand, suit(trick[0]) if trick else None)


# --- Bourré ---------------------------------------------------------------------------------------


def bourre_winner(trump: str | None, plays: Sequence[str], options: Options, context: Options) -> int:
    # "won by whoever played the highest card of the trump suit, or if no trump was played, by whoever
    # played the highest card of the suit that was led."
    return plain_winner(plays, trump, suit(plays[0]))


def _beats(card: str, top: str, trump: str) -> bool:
    if suit(card) == suit(top):
        return power(card, ACE_HIGH) > power(top, ACE_HIGH)
    return suit(card) == trump


def bourre_usual(trump: str, hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    if not trick:
        return list(hand)
    top = trick[plain_winner(trick, trump, suit(trick[0]))]
    # 1. "Players must always "follow suit" if able to"; 2. "Any player who is unable to follow suit ...
    # must play a trump if able to."
    pool = [c for c in hand if suit(c) == suit(trick[0])] or [c for c in hand if suit(c) == trump]
    if not pool:
        return list(hand)  # "no card of the suit led and has no trumps either can play any card"
    # 3. "Subject to the requirement to follow suit, each player must play a card that beats the highest
    # card so far played to the trick if possible." (overtrump if possible, else still a trump)
    beating = [c for c in pool if _beats(c, top, trump)]
    return beating or pool


def _equal_to_highest(trump: str, trumps: Sequence[str], gone: set[str]) -> list[str]:
    """ "the play of an adjacent trump – such as the King from Ace-King or the Jack from King-Jack when
    the Queen has already been played – is acceptable": the unbroken run from the highest trump held."""
    run: list[str] = []
    for r in ACE_HIGH[ACE_HIGH.index(rank(max(trumps, key=lambda c: power(c, ACE_HIGH)))) :]:
        card = f"{r}{trump}"
        if card in trumps:
            run.append(card)
        elif card not in gone:
            break
    return run


def bourre_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    assert trump is not None
    usual = bourre_usual(trump, hand, trick)
    trumps = [c for c in usual if suit(c) == trump]
    # "If you have a cinch and are playing last to a trick, there are no special restrictions"
    if not context.get("cinch") or not trumps or (trick and context.get("last_to_play")):
        return usual
    # "If you have a cinch and it is your turn to lead, you must lead your highest trump." / "... and you
    # are able to play a trump to the trick, you must play your highest trump."
    gone = {*context.get("gone", ()), *trick}
    run = _equal_to_highest(trump, [c for c in hand if suit(c) == trump], gone)
    return [c for c in usual if c in run]


# --- Bacon and Briscola ---------------------------------------------------------------------------


def bacon_winner(trump: str | None, plays: Sequence[str], options: Options, context: Options) -> int:
    # "the highest card of the suit led wins the trick, unless a card of the trump suit was played, in which
    # case the highest trump wins the trick."
    return plain_winner(plays, trump, suit(plays[0]))


def bacon_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    # "each person playing a card of the same suit as the card led, if able; otherwise, they may play any"
    return follow(hand, suit(trick[0]) if trick else None)


def briscola_winner(trump: str | None, plays: Sequence[str], options: Options, context: Options) -> int:
    # "The player who played the highest trump, or the highest card of the suit led, if there is no trump"
    return plain_winner(plays, trump, suit(plays[0]), BRISCOLA)


def briscola_legal(
    trump: str | None, hand: Sequence[str], trick: Sequence[str], options: Options, context: Options
) -> list[str]:
    return list(hand)  # "There is no obligation to follow suit; a player may play any card they please."


# --- The packs -----------------------------------------------------------------------------------


def pack(ranks: Sequence[str] = ACE_HIGH, copies: int = 1) -> list[str]:
    return [f"{r}{s}" for _ in range(copies) for s in "SHDC" for r in ranks]


def deck(game: str, options: Options | None = None) -> list[str]:
    """The cards a game is played with (a card twice where the text uses more than one pack)."""
    options = options or {}
    if game == "oh-hell":
        chosen = options.get("deck", "standard")
        if chosen == "piquet":  # 7-truf: "a 32-card pack ranking from high to low A-K-Q-J-10-9-8-7"
            return pack(ACE_HIGH[:8])
        if chosen == "jokers":  # "two jokers are included, to make a 54-card deck"
            # "If a joker is turned up the other joker is the only trump": then one joker is in play.
            return [*pack(), *[JOKER] * (1 if options.get("joker_trump") else 2)]
        if chosen == "bust":
            # "they add 13 low cards from a second pack": which ones is open; the app allows a second
            # copy of every card (docs/games/oh-hell.md), and so does the reference.
            return pack(copies=2)
        return pack()  # "A standard 52 card deck is used."
    if game == "cramps":
        # "5 to 8 Players: Use 1 regular deck plus the following from a second deck. If 5 are playing, the
        # Queen through Ace of each suit and 1 Joker; 6: the 9 through Ace and 2 Jokers; 7: the 6 through Ace
        # and 3 Jokers; and 8: a second full deck and no jokers."
        extra = {4: (0, 0), 5: (3, 1), 6: (6, 2), 7: (9, 3), 8: (13, 0)}[int(options.get("players", 4))]
        return [*pack(), *pack(ACE_HIGH[: extra[0]]), *[JOKER] * extra[1]]
    if game == "pickle":
        return [*pack(), JOKER, JOKER]  # "1 deck of cards, including two jokers"
    if game == "calypso":
        return pack(copies=4)  # "a 208-card pack ... take four decks"
    if game == "briscola":
        return pack(BRISCOLA)  # "remove the 10s through 8s"
    return pack()  # Bourré, Bacon: "A standard international 52-card pack"


# --- By name --------------------------------------------------------------------------------------

Winner = Callable[[str | None, Sequence[str], Options, Options], int]
Legal = Callable[[str | None, Sequence[str], Sequence[str], Options, Options], list[str]]
GAMES: dict[str, tuple[Winner, Legal]] = {
    "oh-hell": (oh_hell_winner, oh_hell_legal),
    "cramps": (cramps_winner, cramps_legal),
    "pickle": (pickle_winner, pickle_legal),
    "calypso": (calypso_winner, calypso_legal),
    "bourre": (bourre_winner, bourre_legal),
    "bacon": (bacon_winner, bacon_legal),
    "briscola": (briscola_winner, briscola_legal),
}


def winner(
    game: str,
    trump: str | None,
    plays: Sequence[str],
    options: Options | None = None,
    context: Options | None = None,
) -> int:
    return GAMES[game][0](trump, list(plays), options or {}, context or {})


def legal(
    game: str,
    trump: str | None,
    hand: Sequence[str],
    trick: Sequence[str],
    options: Options | None = None,
    context: Options | None = None,
) -> list[str]:
    return GAMES[game][1](trump, list(hand), list(trick), options or {}, context or {})
