"""Differential tests: the app's trick winner and legal plays (``trick_presets.winner_for`` and
``legal_plays_for``) against the independent reference ``tricks_a_reference`` on random tricks, for Oh Hell
(with its packs and jokers), Cramps, Pickle, Calypso, Bourré, Bacon and Briscola; then the texts' worked
examples and rule sentences on both, and the app's refusals of what the texts forbid.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.games.tricks import legal_plays_for, winner_for
from scorekeeper.tools import ToolError, run_tool
from tests.reference import examples
from tests.reference import tricks_a_reference as ref

SUITS = ("S", "H", "D", "C")


@dataclass(frozen=True)
class Variant:
    """A game with fixed options: its players, its possible trumps and the most cards in a hand."""

    name: str
    game: str
    options: Mapping[str, Any] = field(default_factory=dict)
    players: tuple[int, int] = (4, 4)
    trumps: tuple[str | None, ...] = SUITS
    hand: int = 13


JOKERS = {"deck": "jokers"}
ATKINSON = {"deck": "jokers", "joker_play": "high_low"}
VARIANTS = [
    Variant("oh-hell", "oh-hell", {}, (3, 7), (*SUITS, None), 10),
    Variant("oh-hell-podrida", "oh-hell", {"must_trump": True}, (3, 7), (*SUITS, None), 10),
    Variant("oh-hell-piquet", "oh-hell", {"deck": "piquet"}, (3, 4), (*SUITS, None), 8),
    Variant("oh-hell-bust", "oh-hell", {"deck": "bust"}, (3, 6), (*SUITS, None), 13),
    Variant("oh-hell-brader", "oh-hell", JOKERS, (3, 7), (*SUITS, None), 10),
    Variant("oh-hell-brader-podrida", "oh-hell", {**JOKERS, "must_trump": True}, (3, 7), (*SUITS, None), 10),
    Variant("oh-hell-joker-turned", "oh-hell", {**JOKERS, "joker_trump": True}, (3, 7), (None,), 10),
    Variant(
        "oh-hell-joker-turned-podrida",
        "oh-hell",
        {**JOKERS, "joker_trump": True, "must_trump": True},
        (3, 7),
        (None,),
        10,
    ),
    Variant("oh-hell-atkinson", "oh-hell", ATKINSON, (3, 7), (*SUITS, None), 10),
    Variant(
        "oh-hell-atkinson-podrida", "oh-hell", {**ATKINSON, "must_trump": True}, (3, 7), (*SUITS, None), 10
    ),
    Variant("cramps", "cramps", {}, (4, 4), (None, *SUITS), 13),
    *[Variant(f"cramps-{n}", "cramps", {"players": n}, (n, n), (None, *SUITS), 13) for n in range(5, 9)],
    Variant("pickle", "pickle", {}, (2, 5), SUITS, 10),
    Variant("calypso", "calypso", {}, (4, 4), (None,), 13),
    Variant("calypso-hcsd", "calypso", {"trumps": "HCSD"}, (4, 4), (None,), 13),
    Variant("bourre", "bourre", {}, (2, 8), SUITS, 5),
    Variant("bacon", "bacon", {}, (3, 4), SUITS, 5),
    Variant("briscola", "briscola", {}, (2, 4), SUITS, 3),
]


GROUPS = {
    "oh-hell": ("oh-hell", "oh-hell-podrida", "oh-hell-piquet", "oh-hell-bust"),
    "oh-hell-brader": (
        "oh-hell-brader",
        "oh-hell-brader-podrida",
        "oh-hell-joker-turned",
        "oh-hell-joker-turned-podrida",
    ),
    "oh-hell-atkinson": ("oh-hell-atkinson", "oh-hell-atkinson-podrida"),
    "cramps": tuple(v.name for v in VARIANTS if v.game == "cramps"),
    "calypso": ("calypso", "calypso-hcsd"),
    **{game: (game,) for game in ("pickle", "bourre", "bacon", "briscola")},
}
BY_NAME = {v.name: v for v in VARIANTS}


@dataclass
class Draw:
    """One random situation: the variant, the players, the trump and a random source for the cards."""

    variant: Variant
    players: int
    trump: str | None
    rng: random.Random

    @property
    def game(self) -> str:
        return self.variant.game

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.variant.options)

    def cards(self, count: int) -> list[str]:
        """``count`` different cards of the pack (a card may come twice where the pack has it twice)."""
        return self.rng.sample(ref.deck(self.game, self.variant.options), count)

    def context(self, cards: list[str], trick: list[str] | None) -> dict[str, Any]:
        """The per-trick facts the game needs: who led (Calypso), a joker's nomination and the first
        trick (Atkinson), a cinch, the last to play and the cards gone (Bourré)."""
        rng, context = self.rng, {}
        if self.game == "calypso":
            context["leader"] = rng.randrange(4)
        if self.variant.options.get("joker_play") == "high_low":
            if trick is not None:
                context["first_trick"] = rng.random() < 0.3
            if any(ref.is_joker(c) for c in (cards if trick is None else trick)):
                context["joker_high"] = [rng.random() < 0.5]
        if self.game == "bourre" and trick is not None:
            context["cinch"] = rng.random() < 0.5
            context["last_to_play"] = len(trick) == self.players - 1
            rest = [c for c in ref.deck("bourre") if c not in cards]
            context["gone"] = rng.sample(rest, rng.randrange(min(20, len(rest))))
        return context


def draw_case(group: str, pick: int, seed: int) -> Draw:
    """A variant of the group, and the players, the trump and the cards from ``seed`` (plain ``random``:
    far cheaper than Hypothesis's own draws at 300 cases a group); a failure message names them all."""
    names = GROUPS[group]
    variant, rng = BY_NAME[names[pick % len(names)]], random.Random(seed)
    return Draw(variant, rng.randint(*variant.players), rng.choice(variant.trumps), rng)


PICKS, SEEDS = st.integers(0, 11), st.integers(0, 2**32 - 1)
SETTINGS = settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("group", GROUPS)
@SETTINGS
@given(pick=PICKS, seed=SEEDS)
def test_the_winner_agrees_with_the_reference(group: str, pick: int, seed: int) -> None:
    case = draw_case(group, pick, seed)
    plays = case.cards(case.players)
    context = case.context(plays, None)
    expected = ref.winner(case.game, case.trump, plays, case.options, context)
    got = winner_for(case.game, case.trump, plays, case.options, context)
    assert got == expected, f"{case.variant.name} trump {case.trump} {plays} {context}"


@pytest.mark.parametrize("group", GROUPS)
@SETTINGS
@given(pick=PICKS, seed=SEEDS)
def test_the_legal_plays_agree_with_the_reference(group: str, pick: int, seed: int) -> None:
    case = draw_case(group, pick, seed)
    size, played = case.rng.randint(1, case.variant.hand), case.rng.randint(0, case.players - 1)
    cards = case.cards(size + played)
    hand, trick = cards[:size], cards[size:]
    context = case.context(cards, trick)
    expected = ref.legal(case.game, case.trump, hand, trick, case.options, context)
    got = legal_plays_for(case.game, case.trump, hand, trick, case.options, context)
    assert got == expected, f"{case.variant.name} trump {case.trump} hand {hand} trick {trick} {context}"


# --- The texts' worked examples and rule sentences, through both ----------------------------------

PIQUET, BUST = {"deck": "piquet"}, {"deck": "bust"}
# (game, trump, plays, options, context, winner)
WINNERS = [
    # Oh Hell: "The player who has played the highest trump card, or if no trump was played, the highest
    # card of the suit led, wins the trick."
    ("oh-hell", "S", "5H AH 2S KH", {}, {}, 2),
    ("oh-hell", None, "5H AH 2S KH", {}, {}, 1),
    ("oh-hell", "S", "7H AH 8S KH", PIQUET, {}, 2),
    ("oh-hell", "D", "5H 5H 2H", BUST, {}, 1),  # "the second played beats the first"
    ("oh-hell", None, "JK 2H AH", JOKERS, {}, 0),  # "If a joker is led it wins the trick unless trumped."
    ("oh-hell", "S", "JK AH 2S", JOKERS, {}, 2),
    (
        "oh-hell",
        None,
        "5H AH JK",
        {**JOKERS, "joker_trump": True},
        {},
        2,
    ),  # "the other joker is the only trump"
    ("oh-hell", "S", "5H JK 2S", ATKINSON, {"joker_high": [True]}, 1),  # "high", automatically winning
    ("oh-hell", "S", "5H JK AH", ATKINSON, {"joker_high": [False]}, 2),  # "low", automatically losing
    ("oh-hell", None, "5H JK JK AH", ATKINSON, {"joker_high": [False]}, 2),  # the second: high
    ("oh-hell", None, "JK 5D AH", ATKINSON, {"joker_high": [False]}, 1),  # the first suited card's suit
    # Cramps: "A Joker will only take a trick if it is led (and not trumped)."
    ("cramps", None, "JK AS KS 2H 3H 4H", {"players": 6}, {}, 0),
    ("cramps", "H", "JK AS KS 2H 3H 4H", {"players": 6}, {}, 5),
    ("cramps", None, "5S JK 2S 3S 4S 6D", {"players": 6}, {}, 0),
    ("cramps", None, "AS AS 2S 3S 4S 5S 6S 7S", {"players": 8}, {}, 0),  # "the card first played is dominant"
    ("cramps", "D", "5S AS 2D KS", {}, {}, 2),  # Royal Cramps: "the highest trump"
    # Pickle: "If there is a tie for the highest ranking card ... the last of the tied cards ... wins"
    ("pickle", "H", "5D JK AC AD", {}, {}, 3),
    ("pickle", "H", "9D JK", {}, {}, 1),  # "jokers rank above a 9 but below a 10"
    ("pickle", "H", "JK 10C", {}, {}, 1),
    ("pickle", "H", "JK AC 2H", {}, {}, 2),  # "the highest ranking trump wins the trick"
    ("pickle", "H", "5D AC 9D", {}, {}, 2),  # "the highest ranking card of the lead suit"
    # Calypso, trumps by seat S D H C: "if the diamond player led a diamond, and everyone played diamonds"
    ("calypso", None, "2D 5D KD AD", {}, {"leader": 1}, 0),
    ("calypso", None, "2D 5D AS KD", {}, {"leader": 1}, 0),  # "the club player, who played a spade"
    ("calypso", None, "JD 5D 2D QS", {}, {"leader": 1}, 3),  # "the spade player would win the trick"
    ("calypso", None, "5H 9H AH 2H", {}, {"leader": 3}, 2),  # "the heart player does not "trump""
    ("calypso", None, "9H 2H 5H 4C", {}, {"leader": 0}, 3),  # "the club player would win the trick"
    ("calypso", None, "9H 6D 5H 4C", {}, {"leader": 0}, 1),  # "The diamond player would win the trick."
    ("calypso", None, "9H 4D 5H 4C", {}, {"leader": 0}, 1),  # "the one that was played first"
    # Bourré: "highest card of the trump suit, or if no trump was played ... the suit that was led"
    ("bourre", "S", "QD 4S AD 6D", {}, {}, 1),
    ("bourre", "S", "2H AS KH QH 3S", {}, {}, 1),  # "the ace of trumps always wins a trick"
    # Bacon: "the highest card of the suit led wins the trick, unless a card of the trump suit was played"
    ("bacon", "S", "AH 2S KH QH", {}, {}, 1),
    ("bacon", "S", "QH AD KH 2C", {}, {}, 2),
    # Briscola: "(high) A, 3, K, Q, J, 7, 6, 5, 4, 2 (low)"
    ("briscola", "S", "KH 3H", {}, {}, 1),
    ("briscola", "S", "AH 2S", {}, {}, 1),
    ("briscola", "S", "AH KD 7C JH", {}, {}, 0),
]
# (game, trump, hand, trick, options, context, legal plays)
LEGAL = [
    ("oh-hell", "S", "2S 3D", "5H", {}, {}, "2S 3D"),  # "If not, he may play any other card"
    (
        "oh-hell",
        "S",
        "2S 3D",
        "5H",
        {"must_trump": True},
        {},
        "2S",
    ),  # "a player who has no card ... must trump"
    ("oh-hell", "S", "JK 3H", "JK", JOKERS, {}, "JK"),  # jokers are "a suit of their own"
    ("oh-hell", "S", "JK 3H", "", ATKINSON, {}, "3H"),  # "Jokers could not be led (unless ... no other)"
    ("oh-hell", "S", "JK", "", ATKINSON, {}, "JK"),
    (
        "oh-hell",
        "S",
        "JK 3D",
        "5H",
        ATKINSON,
        {"first_trick": True},
        "3D",
    ),  # "could not be played in the first"
    (
        "oh-hell",
        "S",
        "JK 3H 4D",
        "5H",
        ATKINSON,
        {},
        "JK 3H",
    ),  # "even if the player could have followed suit"
    (
        "oh-hell",
        None,
        "3D 4H",
        "JK 5D",
        ATKINSON,
        {},
        "3D",
    ),  # "the first suited card ... determined the suit"
    (
        "cramps",
        "S",
        "2S 3H",
        "5H",
        {},
        {},
        "3H",
    ),  # "you may not play trump if you have a card of the suit led"
    ("cramps", None, "2S 3H", "JK", {"players": 6}, {}, "2S 3H"),  # "If a Joker is led ... any card"
    ("cramps", None, "JK 3H 4D", "5H", {"players": 5}, {}, "JK 3H"),  # "Jokers may be played at any time."
    ("pickle", "S", "2S 3H JK", "5H", {}, {}, "3H"),  # "following suit if possible"
    ("pickle", "S", "2S 3D JK", "5H", {}, {}, "2S 3D JK"),  # "any card may be played"
    ("pickle", "S", "2S 3H", "JK", {}, {}, "2S 3H"),  # "If a joker is led, there are no restrictions"
    ("calypso", None, "2H 5D", "9H", {}, {"leader": 0}, "2H"),  # "They must follow suit if able"
    # Bourré: "You have diamonds so you are not allowed to trump ... You can and should play your six"
    ("bourre", "S", "AD 6D 2S KS", "QD 4S", {}, {}, "AD 6D"),
    ("bourre", "S", "AD 6D 2S KS", "QD 5D", {}, {}, "AD"),  # "obliged to play the ace of diamonds"
    ("bourre", "S", "2S JS 3C", "QD 10S", {}, {}, "JS"),  # "you must overtrump if possible"
    ("bourre", "S", "2S JS 3C", "QD AS", {}, {}, "2S JS"),  # "you must still play a trump"
    ("bourre", "S", "3C 4H", "QD AS", {}, {}, "3C 4H"),  # "no trumps either can play any card"
    ("bourre", "S", "AS KS QS 2H", "", {}, {"cinch": True}, "AS KS QS"),  # "must lead your highest trump"
    ("bourre", "S", "KS QS 10S 9S 8S", "", {}, {"cinch": True}, "KS QS"),  # "K-Q-10-9-8"
    ("bourre", "S", "KS JS 2H", "", {}, {"cinch": True, "gone": ["QS"]}, "KS JS"),  # "when the Queen has ..."
    ("bourre", "S", "KS JS 2H", "5D", {}, {"cinch": True}, "KS"),  # "you must play your highest trump"
    ("bourre", "S", "KS JS 2D", "5D", {}, {"cinch": True}, "2D"),  # must follow: no trump can be played
    ("bacon", "S", "2S 3H 4H", "5H", {}, {}, "3H 4H"),  # "a card of the same suit as the card led, if able"
    ("briscola", "S", "2S 3H", "AH", {}, {}, "2S 3H"),  # "There is no obligation to follow suit"
]


@pytest.mark.parametrize(("game", "trump", "plays", "options", "context", "expected"), WINNERS)
def test_the_texts_winners(game, trump, plays, options, context, expected) -> None:
    assert ref.winner(game, trump, plays.split(), options, context) == expected
    assert winner_for(game, trump, plays.split(), options, context) == expected


@pytest.mark.parametrize(("game", "trump", "hand", "trick", "options", "context", "expected"), LEGAL)
def test_the_texts_legal_plays(game, trump, hand, trick, options, context, expected) -> None:
    assert ref.legal(game, trump, hand.split(), trick.split(), options, context) == expected.split()
    assert legal_plays_for(game, trump, hand.split(), trick.split(), options, context) == expected.split()


# --- Refusals: what the texts forbid is refused with a sentence, never a crash ---------------------

# (tool, payload, part of the sentence)
REFUSALS = [
    ("trick/winner", {"game": "bacon", "trump": "S", "plays": "AS AS 2H 3H"}, "AS appears twice"),
    ("trick/winner", {"game": "bourre", "trump": "S", "plays": "AS 2H 2H"}, "2H appears twice"),
    ("trick/winner", {"game": "pickle", "trump": "S", "plays": "JK JK JK 2H"}, "JK appears more than 2"),
    ("trick/winner", {"game": "bacon", "trump": "S", "plays": "AS JK 2H 3H"}, "JK is not in the deck"),
    ("trick/winner", {"game": "briscola", "trump": "S", "plays": "10S KS"}, "10S is not in the deck"),
    ("trick/winner", {"game": "oh-hell", "trump": "S", "plays": "8S KS 6S", "options": PIQUET}, "6S is not"),
    ("trick/winner", {"game": "oh-hell", "trump": "S", "plays": "8S KS JK"}, "JK is not in the deck"),
    ("trick/winner", {"game": "oh-hell", "trump": "S", "plays": "AS AS AS", "options": BUST}, "more than 2"),
    ("trick/winner", {"game": "cramps", "plays": "AS 2S 3S JK"}, "JK is not in the deck"),
    ("trick/winner", {"game": "cramps", "plays": "2S 2S 3S 4S 5H", "options": {"players": 5}}, "2S appears"),
    ("trick/winner", {"game": "cramps", "plays": "JK JK 3S 4S 5H", "options": {"players": 5}}, "JK appears"),
    ("trick/winner", {"game": "calypso", "plays": "AS JK AS AS"}, "JK is not in the deck"),
    ("trick/winner", {"game": "calypso", "plays": "AS AS AS AS AS"}, "at most 4 cards in Calypso"),
    ("trick/winner", {"game": "bacon", "trump": "S", "plays": "AS KS 2H 3H 4H"}, "at most 4 cards in Bacon"),
    ("trick/winner", {"game": "pickle", "trump": "S", "plays": "AS 2S 3S 4S 5S 6S"}, "at most 5 cards"),
    ("trick/winner", {"game": "bourre", "trump": "S", "plays": "AS 2S 3S 4S 5S 6S 7S 8S 9S"}, "at most 8"),
    ("trick/winner", {"game": "cramps", "plays": "AS 2S 3S 4S 5S"}, "at most 4 cards in Cramps"),
    ("trick/winner", {"game": "briscola", "plays": "AS 2S"}, "always has a trump suit"),
    ("trick/winner", {"game": "oh-hell", "plays": "JK 5H 2H", "options": ATKINSON}, "high or low"),
    (
        "trick/winner",
        {"game": "oh-hell", "plays": "JK JK 2H", "options": {**JOKERS, "joker_trump": True}},
        "JK",
    ),
    (
        "trick/legal",
        {"game": "bacon", "trump": "S", "hand": "AS KS", "trick": "AS", "card": "KS"},
        "AS appears",
    ),
    (
        "trick/legal",
        {"game": "bacon", "trump": "S", "hand": "", "trick": "2H", "card": "QS"},
        "Enter the hand",
    ),
]


@pytest.mark.parametrize(("slug", "payload", "sentence"), REFUSALS)
def test_what_the_texts_forbid_is_refused_with_a_sentence(slug, payload, sentence) -> None:
    with pytest.raises(ToolError, match=re.escape(sentence)):
        run_tool(slug, payload)


# A hand larger than the game deals, and cards "gone" that are in the hand, twice, or not in the pack.
HAND_SIZES = [
    ("bacon", "AS KS QS JS 10S 9S", 5),  # "deal five cards face-down to each player"
    ("bourre", "AS KS QS JS 10S 9S", 5),  # "until each player has five cards"
    ("briscola", "AS KS QS 2S", 3),  # "deal three cards to each player"
    ("pickle", "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S", 10),  # "ten cards are dealt to each player"
]


@pytest.mark.parametrize(("game", "hand", "most"), HAND_SIZES)
def test_a_hand_larger_than_the_deal_is_refused(game, hand, most) -> None:
    with pytest.raises(ToolError, match=f"holds at most {most} cards"):
        run_tool("trick/legal", {"game": game, "trump": "H", "hand": hand, "trick": "2H", "card": "AS"})


@pytest.mark.parametrize("gone", [["AS"], ["2H"], ["9D", "9D"], ["JK"]])
def test_cards_gone_that_cannot_be_gone_are_refused(gone) -> None:
    payload = {"game": "bourre", "trump": "S", "hand": "AS KS", "trick": "2H", "card": "AS"}
    with pytest.raises(ToolError):
        run_tool("trick/legal", {**payload, "context": {"cinch": True, "gone": gone}})
