"""Belote declarations (rules/belote.txt, "Making declarations")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.cards import CardError, Rank, Suit, piquet_32
from scorekeeper.games.belote.declarations import Kind, find_declarations, sequence
from scorekeeper.games.belote.ranking import rank_declarations, settle_declarations, team_of


def names(cards: str, trump: str = "H", **options: str) -> list[str]:
    return [d.name for d in find_declarations(cards, trump, **options)]


def points(cards: str, trump: str = "H") -> list[int]:
    return [d.points for d in find_declarations(cards, trump)]


def deal(*hands: str) -> list[list[str]]:
    return [h.split() for h in hands]


# Hands from the dealer's seat 0 round to seat 3. Seats 0 & 2 are team 0, seats 1 & 3 team 1.
#: Trumps hearts, dealer seat 3: seat 0 has a run of four in spades, partner seat 2 a run of three in
#: diamonds; seat 1 a run of three in clubs and the king and queen of hearts (belote); seat 3 nothing.
RUN_OF_FOUR_DEAL = deal(
    "AS KS QS JS 9H AD 10C 8C",
    "KC QC JC KH QH 9S 7S JD",
    "10D 9D 8D 10S 8S AH 7C JH",
    "10H 8H 7H KD QD 7D AC 9C",
)
#: Trumps spades, dealer seat 0: seat 1 a run of five in hearts, seat 2 four aces, seat 0 a run of three
#: in spades, seat 3 a run of three in clubs.
FOUR_ACES_DEAL = deal(
    "QS JS 10S 8H KD 9D KC 7C",
    "KH QH JH 10H 9H 7S 9C 7D",
    "AS AH AD AC 8S 10D QD 8C",
    "KS 9S 7H JD 8D QC JC 10C",
)
#: Dealer seat 0: seat 1 holds K-Q-J of diamonds, seat 2 K-Q-J of clubs, seats 3 and 0 nothing.
TWIN_RUNS_DEAL = deal(
    "KS JS QH 10H 9D 7D 10C 8C",
    "KD QD JD 9S 7S AH 8H 7C",
    "KC QC JC 8S 10S AD 9H 7H",
    "AS QS KH JH 10D 8D AC 9C",
)
#: Trumps diamonds, dealer seat 2: seat 3 four 9s, seat 0 four jacks, seats 1 and 2 nothing.
TWO_FOURS_DEAL = deal(
    "JS JH JD JC KS 8S AD 8C",
    "QS AH 10H KD 10D AC QC 8D",
    "10S QH 8H 7H QD 7D KC 10C",
    "9S 9H 9D 9C AS 7S KH 7C",
)


def quiet_deal() -> list[list[str]]:
    """A deal with no declaration: each seat holds every fourth card of each suit, staggered by suit."""
    ranks = ["A", "K", "Q", "J", "10", "9", "8", "7"]
    hands: list[list[str]] = [[] for _ in range(4)]
    for s, suit in enumerate("SHDC"):
        for p, rank in enumerate(ranks):
            hands[(-p - s) % 4].append(rank + suit)
    return hands


# --- Four of a kind -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rank", "value"),
    [("J", 200), ("9", 150), ("A", 100), ("10", 100), ("K", 100), ("Q", 100)],
)
def test_four_of_a_kind_values(rank, value):
    # "Four jacks score 200 points, four nines score 150, and four of either aces, 10s, kings, or queens
    # score 100 points."
    found = find_declarations(four_of(rank), "C")
    assert [(d.kind, d.points) for d in found] == [(Kind.FOUR, value)]


def four_of(rank: str) -> str:
    """Four cards of ``rank`` and four odd cards that declare nothing."""
    return f"{rank}S {rank}H {rank}D {rank}C 7S 8H 7D 8C"


@pytest.mark.parametrize("rank", ["8", "7"])
def test_no_four_of_a_kind_in_8s_or_7s(rank):
    # "You cannot declare four of a kind in 8s or 7s."
    assert names(f"{rank}S {rank}H {rank}D {rank}C AS QH 10D KC") == []


def test_fours_tie_broken_by_rank_jacks_then_9s_then_aces():
    # "Ties are broken by the rank of the cards": four jacks over four 9s (seat 0 wins the dialogue).
    ranking = rank_declarations(TWO_FOURS_DEAL, "D", dealer=2)
    assert ranking.best_seat == 0
    assert ranking.dialogue == (
        (3, "four of a kind"),
        (0, "How high?"),
        (3, "9s"),
        (0, "jacks"),
        (1, "good"),
        (2, "good"),
    )
    assert ranking.points == (200, 0)  # team 1's four 9s (150) do not score


def test_fours_height_order():
    # Fours in the order of their values, the 100-point ones by Belote's ranking: A, 10, K, Q.
    heights = {
        rank: find_declarations(four_of(rank), "C")[0].height for rank in ["Q", "A", "K", "J", "10", "9"]
    }
    assert sorted(heights, key=heights.__getitem__, reverse=True) == ["J", "9", "A", "10", "K", "Q"]


# --- Sequences ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "expected", "value"),
    [
        ("AS KS QS 9H 7H JD 8C 10C", "a run of three to the ace of spades", 20),
        ("QD JD 10D 9D 7S 9H 7H AC", "a run of four to the queen of diamonds", 50),
        ("JC 10C 9C 8C 7C AS KH QD", "a run of five to the jack of clubs", 100),
        ("AH KH QH JH 10H 9H 8H 7H", "a run of eight to the ace of hearts", 100),
    ],
)
def test_run_values(hand, expected, value):
    # "A run of five or more scores 100 points, a run of four scores 50 points, and a run of three 20."
    found = [d for d in find_declarations(hand, "S") if d.kind is Kind.RUN]
    assert [(d.name, d.points) for d in found] == [(expected, value)]


def test_runs_use_the_ordinary_order_not_the_belote_ranking():
    # "For the purposes of sequences, cards rank ... A, K, Q, J, 10, 9, 8, 7": Q-J-10 is a run, A-10-K not.
    assert names("QS JS 10S 7H 9D 7D 9C 7C", "H") == ["a run of three to the queen of spades"]
    assert names("AS 10S KS 8H 9D 7D 9C 7C", "H") == []


def test_runs_must_be_one_suit():
    assert names("AS KH QS 8H 9D 7D 9C 7C", "D") == []


def test_two_runs_in_one_hand_are_both_declared():
    assert points("AS KS QS 9S 8S 7S JD 8C", "H") == [20, 20]


def test_longer_sequences_rank_higher():
    # "Longer sequences rank higher than shorter ones": a run of four to the 10 beats three to the ace.
    (four,) = find_declarations("10D 9D 8D 7D AS KH QC 9S", "C")
    (three,) = find_declarations("AS KS QS 9D 7H JD 8C 10C", "C")
    assert four.type_order > three.type_order
    (six,) = find_declarations("QH JH 10H 9H 8H 7H AS KD", "C")
    (five,) = find_declarations("AC KC QC JC 10C 9S 7S 8D", "H")
    assert (six.points, five.points) == (100, 100)
    assert six.type_order > five.type_order


def test_sequence_ties_broken_by_highest_card():
    (king,) = find_declarations("KS QS JS 9D 7H JD 8C 10C", "C")
    (queen,) = find_declarations("QH JH 10H 8D 7D AS 8C 10C", "C")
    assert king.type_order == queen.type_order and king.height > queen.height


def test_identical_sequences_trump_ranks_higher():
    # "If there are two identical sequences and one is trump, the trump sequence ranks higher."
    ranking = rank_declarations(TWIN_RUNS_DEAL, "C", dealer=0)
    assert ranking.best_seat == 2
    assert ranking.dialogue == (
        (1, "a run of three"),
        (2, "How high?"),
        (1, "to the king"),
        (2, "to the king, in trumps"),
        (3, "good"),
        (0, "good"),
    )
    assert ranking.points == (40, 0)  # seat 2's run 20 + belote 20 (K and Q of clubs)


def test_identical_plain_sequences_first_speaker_holds():
    # Neither is trump: seat 2 "cannot beat" seat 1's run and says "good".
    ranking = rank_declarations(TWIN_RUNS_DEAL, "S", dealer=0)
    assert ranking.best_seat == 1
    assert ranking.dialogue[:4] == ((1, "a run of three"), (2, "How high?"), (1, "to the king"), (2, "good"))
    assert ranking.points == (0, 20)


# --- Belote and rebelote ---------------------------------------------------------------------------


def test_belote_is_king_and_queen_of_trumps():
    # "Belote and rebelote: The king and queen of trump. Scores 20 points."
    found = find_declarations("KH QH 9S 7S JD 8D 10C 8C", "H")
    assert [(d.kind, d.points, d.cards) for d in found] == [(Kind.BELOTE, 20, ("KH", "QH"))]
    assert find_declarations("KH QH 9S 7S JD 8D 10C 8C", "S") == []


def test_belote_always_scored_other_declarations_only_by_the_highest_team():
    # "Belote and rebelote are always scored. However, only the team holding the highest declaration may
    # score for the other declarations."
    ranking = rank_declarations(RUN_OF_FOUR_DEAL, "H", dealer=3)
    assert ranking.best_seat == 0 and ranking.team == 0
    assert ranking.best is not None and ranking.best.name == "a run of four to the ace of spades"
    # Team 0: run of four 50 + partner's run of three 20 = 70. Team 1: belote 20 only (its run of three
    # in clubs does not score).
    assert ranking.points == (70, 20)
    assert [(s, d.name) for s, d in ranking.scored[1]] == [(1, "belote and rebelote")]
    assert ranking.dialogue == ((0, "a run of four"), (1, "good"), (2, "good"), (3, "good"))


def test_four_of_a_kind_is_a_higher_type_than_any_run():
    # Seat 1 speaks first with a run of five (100); seat 2's four aces (100) is the higher type.
    ranking = rank_declarations(FOUR_ACES_DEAL, "S", dealer=0)
    assert ranking.dialogue == ((1, "a run of five"), (2, "four of a kind"), (3, "good"), (0, "good"))
    # Team 0: four aces 100 + seat 0's run of three in trumps 20 = 120; team 1's 100 + 20 are lost.
    assert ranking.points == (120, 0)


def test_first_speaker_is_left_of_the_dealer():
    ranking = rank_declarations(quiet_deal(), "H", dealer=1)
    assert [seat for seat, _ in ranking.dialogue] == [2, 3, 0, 1]


def test_nobody_declares():
    ranking = rank_declarations(quiet_deal(), "H", dealer=0)
    assert (ranking.best_seat, ranking.best, ranking.team, ranking.points) == (None, None, None, (0, 0))
    assert ranking.as_dict()["best"] is None


# --- Options --------------------------------------------------------------------------------------


def test_only_belote_allowed():
    # "Others allow only belote and rebelote to be declared."
    ranking = rank_declarations(RUN_OF_FOUR_DEAL, "H", dealer=3, allowed="belote")
    assert (ranking.best_seat, ranking.points) == (None, (0, 20))


def test_no_declarations_allowed():
    # "Some players choose not to allow declarations"
    ranking = rank_declarations(RUN_OF_FOUR_DEAL, "H", dealer=3, allowed="none")
    assert ranking.points == (0, 0)
    assert names("KH QH AS KS QS 7D 8C 9C", "H", allowed="none") == []


def test_unknown_allowed_value():
    with pytest.raises(ValueError, match="all, belote, none"):
        find_declarations("KH QH AS KS QS 7D 8C 9C", "H", allowed="some")


# --- Input ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("trump", ["H", "h", "hearts", "Hearts", "heart", "♥", Suit.HEARTS])
def test_trump_spellings(trump):
    assert names("KH QH 9S 7S JD 8D 10C 8C", trump) == ["belote and rebelote"]


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        ("KH QH 9S 7S JD 8D 10C", "has 8 cards when declaring, not 7"),
        ("KH QH 9S 7S JD 8D 10C 6C", "6C is not in the deck"),
        ("KH KH 9S 7S JD 8D 10C 8C", "KH appears twice"),
    ],
)
def test_bad_hands_are_refused(hand, message):
    with pytest.raises(CardError, match=message):
        find_declarations(hand, "H")


def test_bad_trump_is_refused():
    with pytest.raises(CardError, match="Trumps must be a suit"):
        find_declarations("KH QH 9S 7S JD 8D 10C 8C", "X")


def test_the_four_hands_must_be_distinct():
    hands = [list(h) for h in quiet_deal()]
    hands[1][0] = hands[0][0]
    with pytest.raises(CardError, match="appears twice"):
        rank_declarations(hands, "H")
    with pytest.raises(CardError, match="Seat 2: a Belote hand has 8 cards"):
        rank_declarations([hands[0], hands[1][:7], hands[2], hands[3]], "H")
    with pytest.raises(CardError, match="need the four hands"):
        rank_declarations(hands[:3], "H")


def test_as_dict_shape():
    data = rank_declarations(RUN_OF_FOUR_DEAL, "H", dealer=3).as_dict()
    assert data["best"] == {
        "seat": 0,
        "kind": "run",
        "name": "a run of four to the ace of spades",
        "cards": ["AS", "KS", "QS", "JS"],
        "points": 50,
        "trump": False,
    }
    assert (data["team"], data["points"]) == (0, [70, 20])
    assert data["dialogue"][0] == {"seat": 0, "says": "a run of four"}
    assert [d["seat"] for d in data["scored"][0]] == [0, 2]


# --- Properties -----------------------------------------------------------------------------------

DECK = [str(c) for c in piquet_32()]
deals = st.permutations(DECK).map(lambda cards: [cards[i * 8 : (i + 1) * 8] for i in range(4)])


def _strength(declarations):
    ranked = [d for d in declarations if d.kind is not Kind.BELOTE]
    return max(((d.type_order, d.height) for d in ranked), default=None)


@given(deals, st.sampled_from("SHDC"), st.integers(0, 3))
def test_dialogue_finds_the_highest_declaration_first_speaker_on_ties(hands, trump, dealer):
    ranking = rank_declarations(hands, trump, dealer=dealer)
    strengths = {seat: _strength(ranking.declarations[seat]) for seat in range(4)}
    held = {seat: s for seat, s in strengths.items() if s is not None}
    if not held:
        assert ranking.best_seat is None
        return
    top = max(held.values())
    speaking = [(dealer + k) % 4 for k in range(1, 5)]
    assert ranking.best_seat == next(seat for seat in speaking if held.get(seat) == top)


@given(deals, st.sampled_from("SHDC"), st.integers(0, 3))
def test_only_the_highest_team_scores_other_declarations(hands, trump, dealer):
    ranking = rank_declarations(hands, trump, dealer=dealer)
    for team in (0, 1):
        for seat, d in ranking.scored[team]:
            assert team_of(seat) == team
            assert d.kind is Kind.BELOTE or team == ranking.team
    belote = sum(d.points for seat in ranking.declarations for d in seat if d.kind is Kind.BELOTE)
    assert sum(ranking.points) >= belote  # belote is always scored


@given(st.permutations(DECK), st.randoms())
def test_declarations_do_not_depend_on_card_order(cards, rnd):
    hand = list(cards[:8])
    shuffled = list(hand)
    rnd.shuffle(shuffled)
    assert find_declarations(hand, "S") == find_declarations(shuffled, "S")


def test_identical_highest_plain_runs_may_leave_nobody_holding_the_highest():
    # "If there are two identical sequences and one is trump, the trump sequence ranks higher": two
    # identical plain runs are open. equal_runs="none": neither team scores; "first": the earlier speaker.
    found = [[sequence(Rank.KING, Suit.SPADES, 3, Suit.HEARTS)], [], [], []]
    found[1] = [sequence(Rank.KING, Suit.CLUBS, 3, Suit.HEARTS)]
    assert settle_declarations(found, dealer=3).best_seat == 0
    level = settle_declarations(found, dealer=3, equal_runs="none")
    assert level.best_seat is None and level.points == (0, 0)
    assert (1, "equal") in level.dialogue
    with pytest.raises(ValueError, match="Equal runs"):
        settle_declarations(found, equal_runs="both")
