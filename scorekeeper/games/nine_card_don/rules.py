"""Nine-Card Don (``nine-card-don.txt``): four players in two partnerships, nine cards each from a 52-card
pack, the trumps that score the moment they are captured, eight points for game, first side to 121.

The table plays with real cards and records, per deal: the suit the pitcher led to the first trick (it is
trumps), each scoring card as the side that took it captures it (one tap), and at the end of the ninth
trick which side had more points for game (or both sides' game points). The app scores each capture as it
falls and ends the game the moment a side reaches 121, mid-deal if need be; the scoreboard shows the two
sides on a cribbage board, "twice around the Cribbage board equals the goal score of 121 points".

Built on the deal loop: the deal in progress is on the sheet as it is captured (``deal_row``, a
``parts_row`` of the deal's ``Score``s: trumps, fives, game), ``end_if_reached`` after every capture, and
``finish_deal`` after the points for game.

Choices where the text is open:

- The first pitcher is "determined randomly" by a draw: the table makes the player to the pitcher's
  right the game's first dealer (``GameSetup.first_dealer``); the pitcher is always the dealer's left.
  "The next dealer is the pitcher of the hand just concluded": the deal passes to the left.
- Partners sit opposite (seats 1 and 3 against 2 and 4); team labels pairing neighbours are refused.
- A capture is one card per entry, by the side that won the trick: the trump 5 (10), 9 (9), A (4),
  K (3), Q (2), J (1), or a 5 of another suit (5). A card captured twice, a card that scores nothing, or
  a capture before the trump is known is refused. Not every scoring card is dealt (sixteen cards "take
  no part"), so the deal does not wait for all nine.
- Game: the table enters the side with more points for game, or a tie (one tap), or both sides'
  game points (A 4, K 3, Q 2, J 1, 10 10 in every suit; at most 80 between them). Points entered are
  checked against the captured trumps: a side that captured the trump ace has at least 4 for game.
  "Whichever team has the higher total scores eight points for game. If the two teams tie, neither".
- "Play immediately ceases whenever one partnership reaches ... 121": the capture that reaches it ends
  the game at once (nothing more of that deal is entered); the points for game can also end it.
- Options: the board's layout (both sides start at the same end, or at opposite ends), and a short
  game to 61 ("once around"), which the text does not mention; the default is the text's 121.
- Not in the text and not implemented: the thirteen-card Irish variant (its rules are not given).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from random import Random
from typing import Any

from scorekeeper.cards import Card, Rank, Suit, standard_52
from scorekeeper.core import RuleError, ScoreLine, filled, option, read_card, read_int, read_int_list
from scorekeeper.families.card_points import PointSchedule, card_value
from scorekeeper.families.deal.loop import (
    Deal,
    DealGame,
    Ending,
    Match,
    Score,
    Sides,
    add_row,
    latest_points,
    parts_row,
    winning_score,
)
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import TrickRules
from scorekeeper.families.trumps import read_suit, suit_words
from scorekeeper.families.words import own_words
from scorekeeper.games.nine_card_don import words
from scorekeeper.games.nine_card_don.statistics import STATISTICS
from scorekeeper.games.nine_card_don.statistics import tallies as game_tallies

SLUG = "nine-card-don"
TRICKS = 9  # "deal nine cards to each player"
GAME_POINTS = 8  # "Whichever team has the higher total scores eight points for game."
MOST_FOR_GAME = 80  # 4 suits x (A 4 + K 3 + Q 2 + J 1 + 10 10)
#: "The point-scoring trumps are: 5 ... 9 ... Ace ... King ... Queen ... Jack", in the text's order.
SCORING_TRUMPS = (Rank.FIVE, Rank.NINE, Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
PARTS = ("trumps", "fives", "game")
TIE = "tie"
SAME_END, OPPOSITE_ENDS = "same_end", "opposite_ends"
BOARDS = ((SAME_END, "Both sides start at the same end"), (OPPOSITE_ENDS, "Sides start at opposite ends"))
_DECK = tuple(standard_52())


@dataclass(frozen=True)
class NineCardDonOptions:
    target: int = option(
        121,
        "Play to",
        choices=((121, "121: twice around the board"), (61, "61: once around (a short game)")),
    )
    board_layout: str = option(SAME_END, "Board", choices=BOARDS)


@dataclass(frozen=True)
class DonDeal(Deal):
    """A deal in progress: the trump (the suit led to the first trick) and the scoring cards captured so
    far, in order, each with the side that captured it."""

    trump: Suit | None = None
    captured: tuple[tuple[int, str], ...] = ()

    @property
    def pitcher(self) -> int:
        # "The player to the dealer's left is called the pitcher and is responsible for leading"
        return (self.dealer + 1) % 4


# --- What a card is worth --------------------------------------------------------------------------------


@cache
def capture_value(card: str, trump: Suit) -> int:
    """What a card scores the moment it is captured: the scoring trumps, and "any non-trump 5 ... five"."""
    return card_value(CARD_POINTS, card, trump=trump)


@cache
def game_value(card: str) -> int:
    """What a card counts for game: "Aces ... four points apiece, kings ... three, queens two, jacks one,
    and 10s ... ten points each. No other cards have any value for game." """
    return card_value(CARD_POINTS, card, options={"count": "game"})


def scoring_cards(trump: Suit) -> tuple[str, ...]:
    """The cards that score as they are captured: the six scoring trumps, then the three other fives."""
    trumps = [str(Card(rank, trump)) for rank in SCORING_TRUMPS]
    fives = [str(Card(Rank.FIVE, suit)) for suit in Suit if suit is not trump]
    return (*trumps, *fives)


def card_words(card: str) -> str:
    """'5♥' for '5H'."""
    return card[:-1] + Suit(card[-1]).symbol


def capture_score(side: int, card: str, trump: Suit) -> Score:
    value = capture_value(card, trump)
    part = "trumps" if Suit(card[-1]) is trump else "fives"
    return Score(
        side,
        part,
        (ScoreLine(f"captured {card_words(card)}", value, (card,)),),
        f"capturing the {card_words(card)}",
    )


def game_score(side: int, points: Sequence[int] | None) -> Score:
    reason = f"game: {points[side]} to {points[1 - side]}" if points else "game: more for game"
    return Score(side, "game", (ScoreLine(reason, GAME_POINTS),), "with the points for game")


def deal_scores(trump: str | None, captured: Sequence[Sequence[Any]], game: Mapping[str, Any]) -> list[Score]:
    """Every score of a deal in the order it was made: the captures, then the points for game."""
    scores = [capture_score(side, card, Suit(trump)) for side, card in captured]
    if game.get("game_to") is not None:
        scores.append(game_score(game["game_to"], game.get("game_points")))
    return scores


def deal_label(match: Match, number: int, dealer: int) -> str:
    return f"Deal {number} · {match.names[(dealer + 1) % 4]} pitches"


# --- The ruleset --------------------------------------------------------------------------------------


def trick_rules(trump: Suit | None, options: NineCardDonOptions) -> TrickRules:
    """52 cards, ace high, follow suit; the trump is the suit the pitcher led to the first trick."""
    if trump is None:
        raise ValueError(
            "Nine-Card Don's trump is the suit the pitcher led to the first trick: say which one."
        )
    return TrickRules(trump=trump, deck=tuple(standard_52()))


@dataclass(frozen=True)
class CountedFor:
    """What a pile is counted for: the points scored as trumps are captured, or the points for game."""

    count: str = option(
        "trumps",
        "What to count",
        choices=(("trumps", "Points for trumps captured"), ("game", "Points for game")),
    )


def _counted_for(schedule: PointSchedule, options: CountedFor) -> PointSchedule:
    if options.count == "trumps":
        return schedule
    # "Aces are worth four points apiece, kings are worth three, queens two, jacks one, and 10s ... ten"
    # 4 suits x (4 + 3 + 2 + 1 + 10) = 80.
    game_points = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1, Rank.TEN: 10}
    return replace(schedule, plain=game_points, trumps=None, expected_total=MOST_FOR_GAME)


#: Trumps captured: 5 10, 9 9, A 4, K 3, Q 2, J 1, and "any non-trump 5 captured scores five points".
CARD_POINTS = PointSchedule(
    SLUG,
    "Nine-Card Don",
    tuple(standard_52()),
    plain={Rank.FIVE: 5},
    trumps={Rank.FIVE: 10, Rank.NINE: 9, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1},
    in_play=36,  # nine cards to each of four players; "the remaining sixteen cards ... take no part"
    expected_total=44,  # trumps 10 + 9 + 4 + 3 + 2 + 1 = 29, three other 5s 15
    Options=CountedFor,
    variant=_counted_for,
)


class NineCardDon(DealGame[NineCardDonOptions]):
    slug = SLUG
    name = "Nine-Card Don"
    min_players = max_players = 4
    Options = NineCardDonOptions
    summary = "Partners capture the scoring trumps and the fives, 8 for game; first side to 121 on the board."
    rules_file = "nine-card-don.txt"
    uses_teams = True
    partners_opposite = True  # "Partners should sit opposite one another"
    phases = (
        Phase("lead", ("trump",), "Tap the suit the pitcher leads to the first trick: it is trumps."),
        Phase("play", ("capture", "game"), "Tap each scoring card as a side captures it, then the game."),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state, self.sides(state.setup))

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(words.describe, setup, event, actor) or super().describe(setup, event, actor)

    def ending(self, options: NineCardDonOptions) -> Ending:
        # "Play immediately ceases whenever one partnership reaches or exceeds a score of 121"
        return Ending(target=options.target)

    def new_deal(self, match: Match, number: int, dealer: int) -> DonDeal:
        return DonDeal(number, dealer)

    # --- The entries ---

    def on_trump(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "The pitcher leads to the first trick. The suit of this card becomes the trump suit."
        suit = read_suit(payload, "suit", "The suit led")
        return replace(match, deal=replace(match.deal, trump=suit))

    def on_capture(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "As certain trumps are played to tricks, the partnership collecting them immediately scores"
        if filled(payload.get("higher")) and not filled(payload.get("capture") or payload.get("card")):
            return self.on_game(match, payload)  # the form's game buttons carry no event type
        deal, sides = match.deal, self.sides(match.setup)
        side, card = _read_capture(payload)
        if card not in scoring_cards(deal.trump):
            raise RuleError(
                f"The {card_words(card)} scores nothing when captured: only the trump 5, 9, A, K, Q, J and "
                "the other 5s do.",
                "card",
            )
        taken = dict((c, s) for s, c in deal.captured)
        if card in taken:
            raise RuleError(
                f"The {card_words(card)} was captured already, by {sides.names[taken[card]]}.", "card"
            )
        deal = replace(deal, captured=(*deal.captured, (side, card)))
        match = replace(match, deal=deal)
        return self.end_if_reached(match, self._row(match, deal, {}), facts=_facts(deal, {}, ended=True))

    def on_game(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "Each team totals up the value of the cards in their won-tricks pile ... compare their totals."
        deal = match.deal
        game = self._read_game(match, payload)
        return self.finish_deal(match, self._row(match, deal, game), facts=_facts(deal, game))

    def _read_game(self, match: Match, payload: Mapping[str, Any]) -> dict[str, Any]:
        """{"game_to": side or None, "game_points": [a, b] or None} from the side with more, or the points."""
        sides, deal = self.sides(match.setup), match.deal
        if filled(payload.get("points")):
            if filled(payload.get("higher")):
                raise RuleError("Enter who had more for game or both sides' points, not both.", "points")
            labels = [f"{name}'s points for game" for name in sides.names]
            points = read_int_list(payload, "points", labels, minimum=0, maximum=MOST_FOR_GAME)
            _check_game_points(points, deal, sides)
            ahead = None if points[0] == points[1] else int(points[1] > points[0])
            return {"game_to": ahead, "game_points": list(points)}
        higher = payload.get("higher")
        if isinstance(higher, str) and higher.strip().lower() == TIE:
            return {"game_to": None, "game_points": None}
        if not filled(higher):
            raise RuleError("Tap the side with more points for game, or tie.", "higher")
        return {"game_to": read_int(payload, "higher", "The side with more for game", minimum=0, maximum=1)}

    # --- The sheet ---

    def _row(self, match: Match, deal: DonDeal, game: Mapping[str, Any]) -> HandRow:
        """The deal's line: each side's points, a note per part ('trumps 14 · fives 5 · game 8')."""
        scores = deal_scores(deal.trump and deal.trump.value, deal.captured, game)
        entered = {side: ("game",) for side in (0, 1)} if "game_to" in game else None
        summary = f"trumps {suit_words(deal.trump)}" if deal.trump else ""
        label = deal_label(match, deal.number, deal.dealer)
        return parts_row(label, 2, scores, PARTS, summary, entered=entered)

    def deal_row(self, match: Match) -> HandRow | None:
        """The deal in progress, on the sheet as soon as a card is captured."""
        deal = match.deal
        return self._row(match, deal, {}) if deal.captured else None

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        if deal.trump is None:
            return self.ask("lead", title, actor=deal.pitcher, data={"pitcher": deal.pitcher})
        return self.ask("play", title, data=self._play_data(match))

    def _play_data(self, match: Match) -> dict[str, Any]:
        deal = match.deal
        taken = dict((card, side) for side, card in deal.captured)
        cards = [
            {"card": c, "words": card_words(c), "points": capture_value(c, deal.trump), "side": taken.get(c)}
            for c in scoring_cards(deal.trump)
        ]
        return {
            "pitcher": deal.pitcher,
            "trump": deal.trump.value,
            "cards": cards,
            "captured": [[side, card] for side, card in deal.captured],
            "game_points": GAME_POINTS,
            "most_for_game": MOST_FOR_GAME,
            "least_for_game": list(_least_for_game(deal)),
        }

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · Bob pitches · trumps ♥ hearts'."""
        deal = match.deal
        if deal is None:
            return None
        head = deal_label(match, deal.number, deal.dealer)
        return f"{head} · trumps {suit_words(deal.trump)}" if deal.trump else f"{head} · leads for trumps"

    def extras(self, match: Match) -> dict[str, Any]:
        """The pegboard (each side's front and rear peg), the deal in progress and every deal's facts."""
        records = [record.facts for record in match.played]
        scores = [s for f in records for s in deal_scores(f["trump"], f["captured"], f)]
        deal = None if match.is_over else match.deal
        if deal is not None and deal.trump is not None:
            scores += deal_scores(deal.trump.value, deal.captured, {})
        last = latest_points(scores, 2)
        row = self.deal_row(match) if deal is not None else None
        totals = match.totals if row is None else add_row(match.totals, row)
        current = None
        if deal is not None:
            current = _facts(deal, {}) | {"points": list(row.points) if row else [0, 0]}
        return {
            "pegs": [[totals[side], totals[side] - last[side]] for side in (0, 1)],
            "layout": match.options.board_layout,
            "target": match.options.target,
            "last": last,
            # The standing (phone) board has room for initials only: "A & C".
            "board_names": [
                " & ".join(match.names[seat][:1] for seat in seats) for seats in self.sides(match.setup).seats
            ],
            "deal": current,
            "deals": [dict(f) for f in records],
        }

    def result(self, match: Match) -> str:
        """'Ann & Cid win 121–98, capturing the 9♥': the score that reached the target says how."""
        record = match.played[-1]
        before = [t - (p or 0) for t, p in zip(match.totals, record.row.points, strict=True)]
        facts = record.facts
        won = winning_score(
            before, deal_scores(facts["trump"], facts["captured"], facts), match.options.target
        )
        return f"{super().result(match)}, {won.how}" if won else super().result(match)

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        if deal.trump is None:
            return Event("trump", {"suit": rng.choice("SHDC")})
        taken = {card for _, card in deal.captured}
        left = [c for c in scoring_cards(deal.trump) if c not in taken]
        if left and rng.random() < 0.8:
            # About seven of the nine scoring cards are dealt (36 of 52 cards); now and then a wrong one.
            card = rng.choice(left) if rng.random() < 0.95 else str(rng.choice(_DECK))
            return Event("capture", {"side": rng.randrange(2), "card": card})
        if rng.random() < 0.5:
            return Event("game", {"higher": rng.choice(["0", "1", TIE])})
        least = _least_for_game(deal)
        points = [least[0] + rng.randint(0, 30), least[1] + rng.randint(0, 30)]
        return Event("game", {"points": points})


# --- Reading and checking entries ----------------------------------------------------------------------


def _read_capture(payload: Mapping[str, Any]) -> tuple[int, str]:
    """The side and the card: ``{"side": 0, "card": "AH"}``, or the form's one-tap ``{"capture": "0 AH"}``."""
    if filled(payload.get("capture")):
        side_text, _, card_text = str(payload["capture"]).strip().partition(" ")
        payload = {"side": side_text, "card": card_text}
    side = read_int(payload, "side", "The side that captured it", minimum=0, maximum=1)
    card = read_card(payload.get("card"), _DECK, field_name="card", what="the card captured")
    return side, str(card)


def _least_for_game(deal: DonDeal) -> tuple[int, int]:
    """The points for game each side holds at least: its captured trump A, K, Q, J (the 5s and 9 count 0)."""
    least = [0, 0]
    for side, card in deal.captured:
        least[side] += game_value(card)
    return least[0], least[1]


def _check_game_points(points: Sequence[int], deal: DonDeal, sides: Sides) -> None:
    if sum(points) > MOST_FOR_GAME:
        raise RuleError(
            f"The points for game add up to {sum(points)}, but the whole pack holds only {MOST_FOR_GAME}.",
            "points",
        )
    for side, least in enumerate(_least_for_game(deal)):
        if points[side] < least:
            raise RuleError(
                f"{sides.names[side]} captured trumps worth {least} for game: their points for game "
                f"cannot be {points[side]}.",
                "points",
            )


def _facts(deal: DonDeal, game: Mapping[str, Any], *, ended: bool = False) -> dict[str, Any]:
    """A deal's facts, JSON-friendly: the trump, the captures in order, the points for game."""
    facts: dict[str, Any] = {
        "pitcher": deal.pitcher,
        "trump": deal.trump.value if deal.trump else None,
        "captured": [[side, card] for side, card in deal.captured],
        "game_to": game.get("game_to"),
        "game_points": game.get("game_points"),
        "ended_mid_deal": ended,
    }
    if game.get("game_points"):
        # Sixteen cards take no part: the piles hold at most the pack's 80 points for game.
        facts |= {"card_points": list(game["game_points"]), "card_points_at_most": MOST_FOR_GAME}
    return facts
