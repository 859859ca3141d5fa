"""Briscola (``briscola.txt``): two, three or four players (four as two partnerships sitting across), the
40-card Italian pack, a trump fixed by the upcard, and the card points in each side's won tricks: A 11,
3 10, K 4, Q 3, J 2, 120 in every deal. Two deals for two or four players, three for three; the most points
across the deals wins, a tie goes to a tie-breaker deal.

The table plays with real cards and records, per deal: the upcard's suit if it wants it on the scoreboard
(one tap), then the card points: one side's with the other's derived from 120 (two or four players), each
player's (three players, one may be left blank and is the rest of 120), or the cards a side took, counted.

Choices where the text is open (the lead's decisions):

- Four players are two partnerships, seats 1 and 3 against 2 and 4 ("each player is from alternating
  partnerships"): the score sheet has one column per partnership. Two or three players score alone.
- Three players leave out one 2 (option ``removed_two``, spades by default: "which one doesn't matter,
  but it should be communicated"). A 2 is worth nothing, so the deal is still worth 120.
- Deals: "one more hand is played" for two or four (2 deals), "each player deals one hand" for three (3).
  The deal passes to the left (to the non-dealer with two).
- The tie-breaker (option ``tie_breaker``): ``deal`` (default) — the columns level at the top after the
  regular deals play a tie-breaker deal, and the best of them in that deal alone wins ("the winner of a
  tie-breaker hand wins the game"); level again, another. ``totals`` reads it as one more deal added to
  the totals (the best total then wins; the same thing with two sides). ``share`` leaves the tie standing.
  With three players a player who was not level plays the tie-breaker deal but cannot win it.
- The trump is noted only for the scoreboard: it changes no score.
- A side's card points can never be 1 or 119: no card is worth 1 (the smallest that counts is a jack's 2).
- Not in the text and not implemented: playing to a target (11 deals, 61-point "games"), signals
  between partners, the Briscola a Chiamata variant (its own game, ``briscola-chiamata``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache, partial
from random import Random
from typing import Any

from scorekeeper.cards import AnyCard, Card, CardError, Rank, Suit, check_cards, italian_40, parse_cards
from scorekeeper.core import RuleError, ScoreLine, joined, option, plural, read_int
from scorekeeper.families.card_points import PointSchedule, count_points, deck_total
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides, Tie, tie_breaker_winners
from scorekeeper.families.deal.result import card_points_form, read_pile, read_side_points
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import TrickRules, rank_order
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import own_words
from scorekeeper.games.briscola.statistics import STATISTICS
from scorekeeper.games.briscola.statistics import tallies as card_points_and_deals
from scorekeeper.games.briscola.words import describe as briscola_words

SLUG = "briscola"
_SUITS = (("S", "spades"), ("H", "hearts"), ("D", "diamonds"), ("C", "clubs"))
_TIE_BREAKERS = (
    ("deal", "A tie-breaker deal: the best of the level players in it wins"),
    ("totals", "A tie-breaker deal added to the totals"),
    ("share", "No tie-breaker: they share the win"),
)


@dataclass(frozen=True)
class BriscolaOptions:
    removed_two: str = option(
        "S", "The 2 left out with three players", choices=_SUITS, help="Tell every player which one."
    )
    tie_breaker: str = option("deal", "A tie after the last deal", choices=_TIE_BREAKERS)


@dataclass(frozen=True)
class BriscolaDeal(Deal):
    """A deal in progress: the upcard's suit, if the table noted it."""

    trump: str | None = None


def regular_deals(players: int) -> int:
    """ "In the two- and four-player games, one more hand is played ... In the three-player game, each player
    deals one hand, for a total of three hands." """
    return 3 if players == 3 else 2


#: "the full card ranking is (high) A, 3, K, Q, J, 7, 6, 5, 4, 2 (low)": the tricks, and the form's card grid.
RANKS = "A 3 K Q J 7 6 5 4 2"
BRISCOLA_ORDER = rank_order(RANKS)


def trick_rules(trump: Suit | None, options: BriscolaOptions) -> TrickRules:
    """40 cards, A 3 K Q J 7 6 5 4 2: "There is no obligation to follow suit; a player may play any card
    they please." """
    return TrickRules(plain_order=BRISCOLA_ORDER, trump=trump, must_follow=False, deck=tuple(italian_40()))


#: A 11, 3 10, K 4, Q 3, J 2 in every suit.
POINTS = {Rank.ACE: 11, Rank.THREE: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2}


@dataclass(frozen=True)
class BriscolaPack(BriscolaOptions):
    """The options with the number of players, which makes the pack (three players leave a 2 out)."""

    players: int = option(2, "Players", minimum=2, maximum=4)


def _pack_for(schedule: PointSchedule, options: BriscolaPack) -> PointSchedule:
    # "The three-player game uses a 39-card deck, prepared the same way, but removing one of the 2s."
    if options.players != 3:
        return schedule
    left_out = Card(Rank.TWO, Suit(options.removed_two))
    return replace(schedule, deck=tuple(c for c in schedule.deck if c != left_out))


CARD_POINTS = PointSchedule(
    SLUG,
    "Briscola",
    tuple(italian_40()),
    plain=POINTS,
    expected_total=120,  # 4 suits x (11 + 10 + 4 + 3 + 2)
    Options=BriscolaPack,
    variant=_pack_for,
)


class Briscola(DealGame[BriscolaOptions]):
    slug = SLUG
    name = "Briscola"
    min_players, max_players = 2, 4
    Options = BriscolaOptions
    summary = "Take tricks holding aces and threes; 120 card points a deal, the most over the deals wins."
    rules_file = "briscola.txt"
    partners_opposite = True  # "Partners should sit opposite one another"
    phases = (
        Phase("play", ("result", "trump"), "Tap the upcard's suit if you like, then record the card points."),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return card_points_and_deals(match, self.sides(match.setup))

    # --- The game's declaration ---

    def sides(self, setup: GameSetup) -> Sides:
        # "When four play the game, they play as two-player partnerships"
        return Sides.partnerships(setup) if setup.size == 4 else Sides.players(setup)

    def ending_for(self, setup: GameSetup) -> Ending:
        ties = Tie.SHARE if setup.options.tie_breaker == "share" else Tie.PLAY_ON
        return Ending(deals=regular_deals(setup.size), ties=ties)

    def ending(self, options: BriscolaOptions) -> Ending:
        """Two deals, as for two or four players; ``ending_for`` gives the count for the table."""
        return Ending(deals=2, ties=Tie.PLAY_ON)

    def settle(self, match: Match) -> tuple[int, ...] | None:
        if match.options.tie_breaker != "deal":
            return super().settle(match)
        # "in the event of a tie, the winner of a tie-breaker hand wins the game"
        return tie_breaker_winners(match.played, regular_deals(match.setup.size))

    def new_deal(self, match: Match, number: int, dealer: int) -> BriscolaDeal:
        return BriscolaDeal(number, dealer)

    # --- The deal ---

    def on_trump(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "Turn up the next card of the deck. This card, the upcard, fixes the trump suit for the hand."
        suit = read_suit(payload, "suit", "The upcard")
        return replace(match, deal=replace(match.deal, trump=suit.value))

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        sides = self.sides(match.setup)
        total = deck_points(match.options.removed_two, match.setup.size)
        if len(sides.names) == 2:
            points = self._two_sides(match, sides, payload, total)
        else:
            points = self._each_player(match, sides, payload, total)
        for column, taken in enumerate(points):
            _check_possible(taken, sides.names[column], _field(payload, column, len(points)))
        facts = {"card_points": list(points), "deck_points": total, "trump": match.deal.trump}
        return self.finish_deal(match, self._row(match, sides, points), facts=facts)

    def _two_sides(self, match: Match, sides: Sides, payload: Mapping[str, Any], total: int) -> list[int]:
        """One side's card points or cards; the other side has the rest of the 120."""
        side = read_int(payload, "side", "The side entered", minimum=0, maximum=1) if "side" in payload else 0
        if payload.get("cards") not in (None, "", []):
            if payload.get("points") not in (None, ""):
                raise RuleError("Enter the card points or the cards, not both.", "points")
            taken = self._pile(match, payload, "cards", sides.names[side])
        else:
            taken = read_side_points(payload, side, sides, total).of(side)
        return [taken if column == side else total - taken for column in (0, 1)]

    def _each_player(self, match: Match, sides: Sides, payload: Mapping[str, Any], total: int) -> list[int]:
        """Three players: each one's card points or cards, one of them left blank for the rest of 120."""
        by_cards = isinstance(payload.get("cards"), list | tuple) and any(payload["cards"])
        key = "cards" if by_cards else "points"
        values = payload.get(key)
        if not isinstance(values, list | tuple) or len(values) != 3:
            raise RuleError(f"Enter the card points of {joined(sides.names)}.", key)
        blank = [column for column, value in enumerate(values) if value in (None, "")]
        if len(blank) > 1:
            raise RuleError("Leave at most one player blank: that one has the rest of the 120.", key)
        if by_cards:
            _check_no_card_twice(values, match.options, key)
        points = [
            None if column in blank else self._one(match, sides.names[column], key, column, value, total)
            for column, value in enumerate(values)
        ]
        known = sum(p for p in points if p is not None)
        if blank:
            if known > total:
                raise RuleError(f"These add up to {known}, more than the {total} in the pack.", key)
            points[blank[0]] = total - known
        elif known != total:
            raise RuleError(f"These add up to {known}, but the pack holds {total} card points.", key)
        return points

    def _one(self, match: Match, who: str, key: str, column: int, value: Any, total: int) -> int:
        """One of three players' card points, entered or counted from their cards."""
        field = f"{key}.{column}"
        if key == "cards":
            return self._pile(match, {field: value}, field, who)
        return read_int({key: value}, key, f"{who}'s card points", minimum=0, maximum=total, field_name=field)

    def _pile(self, match: Match, payload: Mapping[str, Any], key: str, who: str) -> int:
        """The card points in the cards one player or side took, in whole tricks of one card a player."""
        players = match.setup.size
        pile = read_pile(
            payload,
            CARD_POINTS,
            None,
            tricks=_tricks(players),
            trick_size=players,
            last_trick_counts=False,
            options=_schedule_options(match.options, players),
            key=key,
            who=who,
        )
        return pile.points

    def _row(self, match: Match, sides: Sides, points: Sequence[int]) -> HandRow:
        deal = match.deal
        tie_breaker = deal.number > regular_deals(match.setup.size)
        label = "Tie-breaker" if tie_breaker else f"Deal {deal.number}"
        notes = tuple(f"took {p}" for p in points)
        lines = tuple((ScoreLine(plural(p, "card point"), p),) for p in points)
        scores = "–".join(str(p) for p in points)
        trump = f"trump {Suit(deal.trump).symbol} · " if deal.trump else ""
        return HandRow(label, tuple(points), notes, lines, f"{trump}{scores}")

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        wording = partial(briscola_words, sides=self.sides(setup))
        return own_words(wording, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal, options, size = match.deal, match.options, match.setup.size
        sides, total = self.sides(match.setup), deck_points(options.removed_two, size)
        removed = f"2{options.removed_two}" if size == 3 else None
        data = {
            "dealer": deal.dealer,
            "trump": deal.trump,
            "deck_points": total,
            "per_player": len(sides.names) == 3,
            "tie_breaker": deal.number > regular_deals(size),
            "deals": regular_deals(size),
            "trick_size": size,
            "removed_two": removed,
            # The result's buttons name their event: while the trump is not noted the form's first is it.
            "card_points_form": card_points_form(
                sides,
                total,
                CARD_POINTS.for_options(_schedule_options(options, size)),
                ranks=RANKS,
                trick_size=size,
                note=f"{removed} is out of the pack." if removed else "",
            ),
        }
        # The suit buttons carry no event type: while the trump is not noted, the form's first event is it.
        events = ("result", "trump") if deal.trump else ("trump", "result")
        return self.ask("play", self.progress(match), data=data, events=events)

    def progress(self, match: Match) -> str | None:
        """'Deal 1 of 2 · Ann deals · trump ♥', 'Tie-breaker deal · Bob deals'."""
        deal = match.deal
        if deal is None:
            return None
        regular = regular_deals(match.setup.size)
        which = "Tie-breaker deal" if deal.number > regular else f"Deal {deal.number} of {regular}"
        trump = f" · trump {Suit(deal.trump).symbol}" if deal.trump else ""
        return f"{which} · {match.names[deal.dealer]} deals{trump}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The trump of the deal in progress, every deal's card points, and the deals left."""
        deal, regular = match.deal, regular_deals(match.setup.size)
        deals = [
            {
                "label": record.row.label,
                "card_points": record.facts["card_points"],
                "trump": record.facts["trump"],
            }
            for record in match.played
        ]
        return {
            "trump": deal.trump if deal else None,
            "deal": deal.number if deal else None,
            "regular": regular,
            "tie_breaker": bool(deal and deal.number > regular),
            "deals": deals,
            "deck_points": deck_points(match.options.removed_two, match.setup.size),
        }

    def result(self, match: Match) -> str:
        """The loop's sentence, or who won the tie-breaker deal and who was level before it."""
        regular = regular_deals(match.setup.size)
        if match.options.tie_breaker != "deal" or len(match.played) <= regular:
            return super().result(match)
        sides = self.sides(match.setup)
        before = match.played[:regular]
        totals = [sum(r.row.points[c] or 0 for r in before) for c in range(len(sides.names))]
        level = [sides.names[c] for c, t in enumerate(totals) if t == max(totals)]
        winner = match.winners[0]
        verb = "win" if sides.is_team(winner) else "wins"
        return (
            f"{sides.names[winner]} {verb} the tie-breaker ({joined(level)} were level on "
            f"{max(totals)} after {plural(regular, 'deal')})"
        )

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal, size = match.deal, match.setup.size
        if deal.trump is None and rng.random() < 0.3:
            return Event("trump", {"suit": rng.choice("SHDC")})
        deck = [str(c) for c in CARD_POINTS.for_options(_schedule_options(match.options, size)).deck]
        rng.shuffle(deck)
        piles = _random_piles(rng, deck, size)
        if size != 3:
            side = rng.randrange(2)
            if piles[side] and rng.random() < 0.3:
                return Event("result", {"side": side, "cards": " ".join(piles[side])})
            points = _pile_points(piles[side], match.options, size)
            return Event("result", {"side": side, "points": points})
        if rng.random() < 0.3:
            cards: list[Any] = [" ".join(p) for p in piles]
            if all(cards):  # a player who took no trick is blank already: the one pile left blank
                cards[rng.randrange(3)] = ""
            return Event("result", {"cards": cards})
        points: list[Any] = [_pile_points(p, match.options, size) for p in piles]
        if rng.random() < 0.5:
            points[rng.randrange(3)] = ""
        return Event("result", {"points": points})


# --- The rules of one deal ------------------------------------------------------------------------------


@cache
def deck_points(removed_two: str, players: int) -> int:
    """120: the card-point calculator's total for the pack in play (a 2 left out changes nothing)."""
    return deck_total(CARD_POINTS, options={"players": players, "removed_two": removed_two})


def _schedule_options(options: BriscolaOptions, players: int) -> dict[str, Any]:
    return {"players": players, "removed_two": options.removed_two}


def _tricks(players: int) -> int:
    """Tricks in a deal: 40 cards (39 with three players) one a player a trick."""
    return (39 if players == 3 else 40) // players


@cache
def _possible_points() -> frozenset[int]:
    """Every card-point total some cards of the pack make: sums of A 11, 3 10, K 4, Q 3, J 2, four of each."""
    sums = {0}
    for value in (11, 10, 4, 3, 2):
        for _ in range(4):
            sums |= {s + value for s in sums}
    return frozenset(sums)


def _check_possible(points: int, who: str, field: str) -> None:
    if points not in _possible_points():
        raise RuleError(
            f"{who} cannot have {plural(points, 'card point')}: no card is worth 1 (a jack, the least that"
            " counts, is worth 2).",
            field,
        )


def _field(payload: Mapping[str, Any], column: int, columns: int) -> str:
    """The form field a column's points came from."""
    key = "cards" if payload.get("cards") not in (None, "", []) else "points"
    return f"{key}.{column}" if columns == 3 else key


def _check_no_card_twice(piles: Sequence[Any], options: BriscolaOptions, key: str) -> None:
    """Three players' piles together: no card twice, none outside the 39-card pack."""
    deck = CARD_POINTS.for_options(_schedule_options(options, 3)).deck
    cards: list[AnyCard] = []
    try:
        for pile in piles:
            if pile:
                cards += parse_cards(pile) if isinstance(pile, str) else parse_cards(" ".join(map(str, pile)))
        check_cards(cards, deck)
    except CardError as exc:
        raise RuleError(str(exc), key) from exc


def _random_piles(rng: Random, deck: list[str], players: int) -> list[list[str]]:
    """The shuffled pack dealt into tricks, each trick to a random side (partners share a pile)."""
    columns = 2 if players != 3 else 3
    piles: list[list[str]] = [[] for _ in range(columns)]
    for start in range(0, len(deck) - len(deck) % players, players):
        piles[rng.randrange(columns)] += deck[start : start + players]
    return piles


def _pile_points(cards: Sequence[str], options: BriscolaOptions, players: int) -> int:
    return count_points(CARD_POINTS, list(cards), options=_schedule_options(options, players)).total
