"""The trick presets (``trick_presets.winner_for`` / ``legal_plays_for`` and the tools "trick/winner" and
"trick/legal") against the naive reference ``tricks_b_reference``, written from the rules texts, for
Belote, Twenty-Nine, Couillon, Malilla, Nine-Card Don and Briscola Chiamata.

Two kinds of random cases: whole deals played out with cards the reference allows (every turn and every
trick compared, with the context a table would give: partners, suits led, the hidden trump, the first
trick in the dark), and free tricks (any cards of the pack, any hand) through the tools.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core import RuleError
from scorekeeper.games.tricks import check_play_for, legal_plays_for, winner_for
from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import tricks_b_reference as ref


@dataclass(frozen=True)
class Table:
    players: int
    hand: int  # cards dealt to each player


TABLES = {
    "belote": Table(4, 8),  # three, two, then three more ("the taker ... only receives two" plus the upcard)
    "twenty-nine": Table(4, 8),  # "four cards to each player" and "an additional four cards"
    "couillon": Table(4, 4),  # "deal four cards to each player"
    "malilla": Table(4, 10),  # "Shuffle and deal ten cards to each player."
    "nine-card-don": Table(4, 9),  # "Shuffle and deal nine cards to each player."
    "briscola-chiamata": Table(5, 8),  # "each receives a hand of eight cards"
}
GAMES = sorted(TABLES)
PARTNERSHIPS = ("belote", "twenty-nine", "couillon", "malilla", "nine-card-don")


def partners(trick: list[str], game: str) -> list[int]:
    """Partners sit opposite: the card played two places before is the partner's."""
    return [len(trick) - 2] if game in PARTNERSHIPS and len(trick) >= 2 else []


# --- Whole deals ------------------------------------------------------------------------------------


@dataclass
class Deal:
    """One deal played out by the reference's legal cards, checking the app at every turn."""

    game: str
    data: Any
    trump: str | None
    dark: bool = False  # Briscola Chiamata, first trick in the dark
    bidder: int = 0
    hidden: bool = False  # Twenty-Nine: the trump is not yet turned up
    suits_led: list[str] = field(default_factory=list)
    trick_no: int = 0

    @property
    def table(self) -> Table:
        return TABLES[self.game]

    @property
    def shown_trump(self) -> str | None:
        return None if self.hidden else self.trump

    def options(self) -> dict[str, Any]:
        return {"first_trick_in_the_dark": True} if self.dark else {}

    def context(self, seat: int, trick: list[str]) -> dict[str, Any]:
        ctx: dict[str, Any] = {"partners": partners(trick, self.game)}
        if self.game == "malilla":
            ctx["suits_led"] = sorted(set(self.suits_led))
        if self.game == "twenty-nine":
            ctx["trump_revealed"] = not self.hidden
        if self.game == "briscola-chiamata":
            last = len(trick) == self.table.players - 1
            ctx.update(first_trick=self.trick_no == 0, bidder=seat == self.bidder, last_to_play=last)
        return ctx

    def reference_legal(self, seat: int, hand: list[str], trick: list[str]) -> list[str]:
        return ref.legal(
            self.game,
            self.shown_trump,
            hand,
            trick,
            suits_led=self.suits_led,
            dark_first_trick=self.dark and self.trick_no == 0,
            bidder_last=seat == self.bidder and len(trick) == self.table.players - 1,
        )

    def turn(self, seat: int, hand: list[str], trick: list[str]) -> str:
        if self.hidden and trick and not any(ref.suit(c) == ref.suit(trick[0]) for c in hand):
            self.hidden = False  # "The first time that a player is unable to follow suit"
        expected = self.reference_legal(seat, hand, trick)
        # Nine-Card Don's first lead is free and makes trumps: any suit will do for asking about it.
        trump = "S" if self.game == "nine-card-don" and self.trump is None else self.shown_trump
        ctx = self.context(seat, trick)
        got = legal_plays_for(self.game, trump, hand, trick, self.options(), ctx)
        assert got == expected, (self.game, self.trump, hand, trick, ctx)
        card = self.data.draw(st.sampled_from(hand))
        try:
            check_play_for(self.game, trump, hand, trick, card, self.options(), ctx)
            assert card in expected, (hand, trick, card)
        except RuleError:
            assert card not in expected, (hand, trick, card)
        return self.data.draw(st.sampled_from(expected))

    def play(self) -> None:
        players, size = self.table.players, self.table.hand
        cards = self.data.draw(st.permutations(ref.deck(self.game)))
        hands = [list(cards[i * size : (i + 1) * size]) for i in range(players)]
        leader = 0
        for self.trick_no in range(size):
            trick: list[str] = []
            for position in range(players):
                seat = (leader + position) % players
                card = self.turn(seat, hands[seat], trick)
                hands[seat].remove(card)
                trick.append(card)
                if self.trump is None:  # Nine-Card Don: "The suit of this card becomes the trump suit."
                    self.trump = ref.suit(card)
            self.check_winner(trick)
            self.suits_led.append(ref.suit(trick[0]))
            leader = (leader + ref.winner(self.game, self.shown_trump, trick)) % players

    def check_winner(self, trick: list[str]) -> None:
        expected = ref.winner(self.game, self.shown_trump, trick)
        got = winner_for(
            self.game, self.shown_trump, trick, self.options(), {"trump_revealed": not self.hidden}
        )
        assert got == expected, (self.game, self.shown_trump, trick)


suits = st.sampled_from(ref.SUITS)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=examples(30))
@given(data=st.data())
def test_whole_deals_agree(data: Any, game: str) -> None:
    if game == "nine-card-don":
        deal = Deal(game, data, None)  # the pitcher's lead makes trumps
    elif game == "briscola-chiamata":
        deal = Deal(
            game, data, data.draw(suits), dark=data.draw(st.booleans()), bidder=data.draw(st.integers(0, 4))
        )
    else:
        deal = Deal(game, data, data.draw(suits), hidden=game == "twenty-nine")
    deal.play()


# --- Free tricks through the tools ------------------------------------------------------------------


@st.composite
def free_turn(draw: Any, game: str, complete: bool) -> tuple[str, list[str], list[str]]:
    """A trump, a trick (complete: 2 cards up to one per player; else 0 up to one fewer) and a hand of
    1 up to a full deal from the rest, often short of some suits. Briscola Chiamata's turns are in the
    first trick, so the hand is the full deal of eight (nobody holds only 2s then)."""
    table = TABLES[game]
    cards = draw(st.permutations(ref.deck(game)))
    lo, hi = (2, table.players) if complete else (0, table.players - 1)
    size = draw(st.integers(lo, hi))
    trick, rest = list(cards[:size]), cards[size:]
    held_suits = draw(st.sets(suits, min_size=1))
    pool = [c for c in rest if ref.suit(c) in held_suits]
    smallest = table.hand if game == "briscola-chiamata" and not complete else 1
    if len(pool) < smallest:
        pool = list(rest)
    hand = pool[: draw(st.integers(smallest, min(table.hand, len(pool))))]
    return draw(suits), trick, hand


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=examples(120))
@given(data=st.data())
def test_free_tricks_winner_agrees(data: Any, game: str) -> None:
    trump, trick, _ = data.draw(free_turn(game, complete=True))
    answer = run_tool("trick/winner", {"game": game, "trump": trump, "plays": trick})
    assert answer["winner"] == ref.winner(game, trump, trick)


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=examples(120))
@given(data=st.data(), dark=st.booleans(), bidder=st.booleans())
def test_free_turns_legal_agrees(data: Any, game: str, dark: bool, bidder: bool) -> None:
    trump, trick, hand = data.draw(free_turn(game, complete=False))
    suits_led = sorted(data.draw(st.sets(suits))) if game == "malilla" else []
    last = len(trick) == TABLES[game].players - 1
    payload: dict[str, Any] = {"game": game, "trump": trump, "hand": hand, "trick": trick, "card": hand[0]}
    payload["context"] = {"partners": partners(trick, game), "suits_led": suits_led}
    if game == "briscola-chiamata":
        payload["options"] = {"first_trick_in_the_dark": dark}
        payload["context"] = {"first_trick": True, "bidder": bidder, "last_to_play": last}
    expected = ref.legal(
        game, trump, hand, trick, suits_led=suits_led, dark_first_trick=dark, bidder_last=bidder and last
    )
    answer = run_tool("trick/legal", payload)
    assert answer["legal_plays"] == expected
    assert answer["legal"] == (hand[0] in expected)


# --- The texts' rules, case by case -----------------------------------------------------------------


def both_winners(game: str, trump: str | None, plays: str) -> tuple[int, int]:
    return winner_for(game, trump, plays.split()), ref.winner(game, trump, plays.split())


@pytest.mark.parametrize(
    ("game", "trump", "plays", "winner"),
    [
        ("belote", "S", "JS 9S AS 10S", 0),  # "in the trump suit, the jack and 9 are promoted"
        ("belote", "S", "AS 9S 7H 10S", 1),
        ("belote", "S", "10H KH AH QH", 2),  # "The 10 is ranked higher than the king"
        ("belote", "S", "10H KH AH 7S", 3),  # "the player that played the highest trump"
        ("belote", "S", "JH 9H QH 8H", 2),  # plain suits: the jack is an ordinary card below the queen
        ("twenty-nine", None, "AH 9H JH 10H", 2),  # "(high) J, 9, A, 10, K, Q, 8, 7 (low)"
        ("twenty-nine", "C", "AH 9H 7C 10H", 2),  # after the reveal "the highest trump will take the trick"
        ("twenty-nine", "C", "AH 9H KD 10H", 1),
        ("couillon", "D", "KH AH 10D 9D", 2),  # "the highest trump if any were played"
        ("couillon", "D", "KH QH JH AS", 0),
        ("malilla", "C", "AH 7H KH 2H", 1),  # "the 7 is elevated to become the highest-ranking card"
        ("malilla", "C", "AH 7H KH 2C", 3),
        ("nine-card-don", "H", "2H AS KS 10S", 0),  # the pitcher's lead is trump
        ("nine-card-don", "H", "QS AS KS 10S", 1),
        ("briscola-chiamata", "C", "KH 3H AH 2C 7C", 4),  # "The trick is won by the highest trump in it"
        ("briscola-chiamata", "C", "KH 3H QH JH AS", 1),  # A 3 K Q J 7 6 5 4 2
    ],
)
def test_winners_of_the_texts(game: str, trump: str | None, plays: str, winner: int) -> None:
    assert both_winners(game, trump, plays) == (winner, winner)


@pytest.mark.parametrize(
    ("game", "trump", "hand", "trick", "context", "legal"),
    [
        # Belote: "if one of their opponents is currently winning the trick, they must play a trump"
        ("belote", "S", "7S AC", "AH", {}, "7S"),
        # "If they cannot, or the player's partner is winning the trick, they may play any card."
        ("belote", "S", "7S AC", "AH 8H", {"partners": [0]}, "7S AC"),
        # "required to play a higher trump than the others in the trick, if possible"
        ("belote", "S", "7S 9S 8S", "AH 10S", {"partners": [0]}, "9S"),
        ("belote", "S", "7S 8S AC", "AH 9S", {"partners": [0]}, "7S 8S"),  # still a trump
        ("belote", "S", "7S 9S", "10S JS", {"partners": [0]}, "7S 9S"),  # the partner's jack wins
        ("belote", "S", "7S 9S", "10S", {}, "9S"),  # a trump led: overtrump the opponent
        # Couillon: "A player may play a trump to any trick."
        ("couillon", "S", "7S AH KD", "QH", {}, "7S AH"),
        ("couillon", "S", "7S KD", "QH", {}, "7S KD"),
        ("couillon", "S", "AH KD", "QS", {}, "AH KD"),
        # Malilla: "you must beat it if it would be legal for you to do so"
        ("malilla", "S", "AH 2H", "KH", {}, "AH"),
        ("malilla", "S", "AH 2H", "KH 3H", {"partners": [0]}, "AH 2H"),
        ("malilla", "S", "2S 3D", "KH", {}, "2S"),
        # "you cannot play a 7 of a non-trump suit that has not yet been led in that hand"
        ("malilla", "S", "7C 2D", "KH 2S", {"partners": [0]}, "2D"),
        ("malilla", "S", "7C 2D", "KH 2S", {"partners": [0], "suits_led": ["C"]}, "7C 2D"),
        ("malilla", "S", "7C 7D", "KH 2S", {"partners": [0]}, "7C 7D"),  # "this rule is waived"
        ("malilla", "S", "7C 2D", "", {}, "7C 2D"),  # "it is always OK to lead a 7"
        # Twenty-Nine: "A player does not have to play a trump if they don't want to."
        ("twenty-nine", "S", "7S AD", "JH", {}, "7S AD"),
        ("nine-card-don", "S", "7S AD 2H", "JH", {}, "2H"),
    ],
)
def test_plays_of_the_texts(game: str, trump: str, hand: str, trick: str, context: dict, legal: str) -> None:
    suits_led = context.get("suits_led", [])
    assert legal_plays_for(game, trump, hand.split(), trick.split(), {}, context) == legal.split()
    assert ref.legal(game, trump, hand.split(), trick.split(), suits_led=suits_led) == legal.split()


@pytest.mark.parametrize(
    ("context", "bidder_last", "legal"),
    [
        ({"first_trick": True}, False, "3H"),  # "In the first trick no one is allowed to play a two"
        (
            {"first_trick": True, "bidder": True, "last_to_play": True},
            True,
            "2H 3H",
        ),  # "with just one exception"
        ({"first_trick": True, "bidder": True}, False, "3H"),
        ({"first_trick": True, "last_to_play": True}, False, "3H"),
    ],
)
def test_chiamata_first_trick_in_the_dark(context: dict, bidder_last: bool, legal: str) -> None:
    trick = "KH" if not context.get("last_to_play") else "KH QH JH AH"
    options = {"first_trick_in_the_dark": True}
    assert (
        legal_plays_for("briscola-chiamata", "S", ["2H", "3H"], trick.split(), options, context)
        == legal.split()
    )
    expected = ref.legal_chiamata(["2H", "3H"], trick.split(), dark_first_trick=True, bidder_last=bidder_last)
    assert expected == legal.split()


# --- Refusals ---------------------------------------------------------------------------------------

NOT_IN_PACK = {
    "belote": "6H",  # "remove all the cards from 6 down to 2"
    "twenty-nine": "6H",
    "couillon": "2C",
    "malilla": "10H",  # "remove all the 10s, 9s, and 8s"
    "briscola-chiamata": "8D",
    "nine-card-don": "JK",  # "a standard 52-card deck"
}
NEEDS_TRUMP = [g for g in GAMES if g != "twenty-nine"]


def refusal(slug: str, payload: dict[str, Any]) -> str:
    with pytest.raises(ToolError) as caught:
        run_tool(slug, payload)
    return str(caught.value)


@pytest.mark.parametrize("game", GAMES)
def test_card_twice_is_refused(game: str) -> None:
    assert "twice" in refusal("trick/legal", {"game": game, "trump": "H", "hand": "AH AH", "card": "AH"})
    said = refusal("trick/legal", {"game": game, "trump": "H", "hand": "AH KS", "trick": "AH", "card": "KS"})
    assert said == "AH appears twice, but the deck has only one."
    assert "twice" in refusal("trick/winner", {"game": game, "trump": "H", "plays": "AH KH AH"})


@pytest.mark.parametrize("game", GAMES)
def test_card_not_in_the_pack_is_refused(game: str) -> None:
    card = NOT_IN_PACK[game]
    said = refusal("trick/winner", {"game": game, "trump": "H", "plays": ["AH", card]})
    assert said == f"{card} is not in the deck used for this game."
    assert refusal("trick/legal", {"game": game, "trump": "H", "hand": [card], "card": card}) == said


@pytest.mark.parametrize("game", GAMES)
def test_more_cards_than_players_is_refused(game: str) -> None:
    players = TABLES[game].players
    cards = [c for c in ref.deck(game) if ref.suit(c) == "S"]
    said = refusal("trick/winner", {"game": game, "trump": "H", "plays": cards[: players + 1]})
    assert said.startswith(f"A trick has at most {players} cards")
    payload = {"game": game, "trump": "H", "hand": ["AH"], "trick": cards[:players], "card": "AH"}
    assert "nobody is left to play" in refusal("trick/legal", payload)


@pytest.mark.parametrize("game", NEEDS_TRUMP)
def test_missing_trump_is_refused(game: str) -> None:
    assert "trump" in refusal("trick/winner", {"game": game, "plays": "AH KH"})


def test_twenty_nine_hidden_trump_cannot_settle_a_discard() -> None:
    # "The first time that a player is unable to follow suit, the high bidder must turn the card ... up"
    said = refusal("trick/winner", {"game": "twenty-nine", "plays": "AH KH QH JS"})
    assert said.startswith("A player could not follow suit, so the trump must be turned up")


@pytest.mark.parametrize("game", GAMES)
def test_hand_larger_than_the_deal_is_refused(game: str) -> None:
    size = TABLES[game].hand
    hand = ref.deck(game)[: size + 1]
    said = refusal("trick/legal", {"game": game, "trump": "H", "hand": hand, "card": hand[0]})
    assert said.endswith(f"holds at most {size} cards; you entered {size + 1}.")


@pytest.mark.parametrize(
    ("game", "hand", "trick"),
    [("belote", "7S AC", "AH 8H"), ("malilla", "AH 3H", "KH 2H")],
)
def test_partner_opposite_is_known_without_context(game: str, hand: str, trick: str) -> None:
    # Partners "sit opposite one another": the card two places before the player's is the partner's.
    # Belote: "or the player's partner is winning the trick, they may play any card"; Malilla: the duty
    # to beat holds only "if an opponent has played the card that is winning the trick".
    answer = run_tool(
        "trick/legal", {"game": game, "trump": "S", "hand": hand, "trick": trick, "card": hand[:2]}
    )
    assert answer["legal_plays"] == hand.split()
