"""Couillon (``couillon.txt``): the Belgian game for four in partnerships, 32 cards, four cards each and
four tricks, the turned suit accepted or declined in turn, and a chalkboard of five lines per side.

A deal is two entries on the phone. **The calls**: each player in turn from the dealer's left accepts the
upcard's suit as trumps (one tap on the suit) or declines (one tap); when all four decline, the bottom
card's suit is tapped ("This suit then becomes the trump suit"); a table that calls aloud may enter only
who accepted, and the suit. **The result**: one tap on the side that collected more card points (or
"equal"), or each side's card points (A 4, K 3, Q 2, J 1), which decide it.

The score is the text's chalkboard: each side starts with five lines; a deal won erases one ("They erase
one of the lines from their half of the board"), or first removes a mark; the side that accepted trumps and
lost adds a mark ("to be erased, two wins are needed"). The sheet counts it as points: +1 per line or mark
removed, −1 per mark added, so a side's total is five less the work left on its half, and the game ends
when a total reaches five ("until one partnership erases all of their lines").

Choices where the text is open (each is in ``docs/games/couillon.md`` too):

- Partners sit opposite; the deal passes to the left. The trick rules are the preset ``couillon`` (ace
  high, a trump to any trick); nothing scored depends on them. 16 cards in play hold at most 40 points
  (the text's "eight-card stub" does not add up to 32: the deal of four each is taken as right).
- Only the accepting side can take a mark; when all four decline, the bottom card makes trumps and nobody
  accepted, so the losers take no mark.
- A win removes a mark before it erases a line (the text's order: "one to remove the mark, and another to
  remove the line"); a side's work left is its lines plus its marks either way.
- A mark when every line left already carries one: a second mark on a line (option ``full_marks``,
  ``stack``: the penalty always applies) or no further mark (``one_per_line``).
- "The next hand with a winner counts double": the doubled deal erases two (removes two marks or lines)
  and, by default, a losing accepting side takes two marks (option ``doubled``: ``win`` doubles only the
  win). Several tied deals in a row: still double (option ``ties``: ``each`` makes each tie add one more).
  A doubled win on the last line erases just that line.
- The number of lines is an option (the text draws five).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import ACE_HIGH, SUITS, Suit, piquet_32
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    filled,
    option,
    plural,
    read_seat,
)
from scorekeeper.families.auction import TakeOrPass
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import TrickRules
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import own_words
from scorekeeper.games.couillon.entries import (
    BLANK,
    MOST_POINTS,
    NOBODY,
    PASS,
    TIE,
    count_piles,
    read_call,
    read_points,
    read_winner,
)
from scorekeeper.games.couillon.statistics import STATISTICS
from scorekeeper.games.couillon.statistics import tallies as trumps_accepted_and_won
from scorekeeper.games.couillon.words import describe as couillon_words

FULL_MARKS = (("stack", "A second mark on a line"), ("one_per_line", "No further mark"))
DOUBLED = (("both", "Its win and its mark"), ("win", "Only its win"))
TIES = (("double", "Double, however many deals tied"), ("each", "Each tied deal adds one more"))


@dataclass(frozen=True)
class CouillonOptions:
    lines: int = option(5, "Lines on each half", minimum=1, maximum=10, help="The text draws five.")
    full_marks: str = option("stack", "A mark when every line left is marked", choices=FULL_MARKS)
    doubled: str = option("both", "The deal after a tie counts double", choices=DOUBLED)
    ties: str = option("double", "Several tied deals in a row", choices=TIES)


@dataclass(frozen=True)
class CouillonDeal(Deal):
    """A deal in progress: the calls, and trumps once accepted or turned from the bottom of the stub."""

    calls: TakeOrPass | None = None
    trump: Suit | None = None


@dataclass(frozen=True, slots=True)
class Half:
    """One side's half of the chalkboard: the lines not yet erased and the marks on them."""

    lines: int
    marks: int = 0

    @property
    def work(self) -> int:
        """Wins still needed: one per line and one per mark."""
        return self.lines + self.marks

    def win(self, times: int) -> tuple[Half, list[ScoreLine]]:
        """ "They erase one of the lines ... (one to remove the mark, and another to remove the line)"."""
        half, lines = self, []
        for _ in range(min(times, self.work)):  # nothing left to erase after the last line
            if half.marks:
                half, label = replace(half, marks=half.marks - 1), "won: a mark removed"
            else:
                half, label = replace(half, lines=half.lines - 1), "won: a line erased"
            lines.append(ScoreLine(label, 1))
        return half, lines

    def mark(self, times: int, full_marks: str) -> tuple[Half, list[ScoreLine]]:
        """ "If the side that accepted trumps lost, they add a mark to one of the lines." """
        half, lines = self, []
        for _ in range(times):
            if full_marks == "one_per_line" and half.marks >= half.lines:
                lines.append(ScoreLine("accepted and lost: every line is marked already", 0))
                continue
            half = replace(half, marks=half.marks + 1)
            lines.append(ScoreLine("accepted trumps and lost: a mark", -1))
        return half, lines


def multiplier(played_ties: Sequence[bool], ties: str) -> int:
    """How much the next decided deal counts: "the next hand with a winner counts double"."""
    in_a_row = 0
    for tied in reversed(played_ties):
        if not tied:
            break
        in_a_row += 1
    if not in_a_row:
        return 1
    return 1 + in_a_row if ties == "each" else 2


def trick_rules(trump: Suit | None, options: CouillonOptions) -> TrickRules:
    """32 cards, ace high. "A player may play a trump to any trick. If they do not have or don't want to
    play a trump, they must play a card of suit led, if able." """
    return TrickRules(plain_order=ACE_HIGH[:8], trump=trump, trump_any_time=True, deck=tuple(piquet_32()))


class Couillon(DealGame[CouillonOptions]):
    slug = "couillon"
    name = "Couillon"
    min_players = max_players = 4
    Options = CouillonOptions
    summary = "Partnerships accept the turned suit or not; the side with more card points erases a line."
    rules_file = "couillon.txt"
    uses_teams = True
    # "Partners should be seated across from each other"
    partners_opposite = True
    phases = (
        Phase("call", ("call", "contract"), "Each player in turn: accept the upcard's suit, or decline."),
        Phase("bottom", ("bottom",), "All four declined: tap the suit of the bottom card."),
        Phase("result", ("result",), "After the fourth trick: which side collected more points?"),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return trumps_accepted_and_won(match, self.sides(match.setup))

    def ending(self, options: CouillonOptions) -> Ending:
        # "Game play continues until one partnership erases all of their lines."
        return Ending(target=options.lines)

    def new_deal(self, match: Match, number: int, dealer: int) -> CouillonDeal:
        # "The player to the left of the dealer may either accept ... the turn passes to the left"
        return CouillonDeal(number, dealer, calls=TakeOrPass(tuple(order_from_left_of(dealer, 4))))

    # --- Trumps ---

    def on_call(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        seat = read_seat(payload, "player", match.names, "The caller")
        trump = read_call(payload)
        calls = deal.calls.call(seat, trump is not None, match.names)
        return replace(match, deal=replace(deal, calls=calls, trump=trump))

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        """Only the outcome: who accepted (or nobody: the bottom card), and the trump suit."""
        deal = match.deal
        if deal.calls.started:
            raise RuleError("The calls are being recorded one by one: go on, or undo them first.", "taker")
        trump = read_suit(payload, "trump", "Trumps")
        if str(payload.get("taker", "")).strip().lower() in NOBODY:
            calls = replace(deal.calls, passes=len(deal.calls.order))
        elif payload.get("taker") in BLANK:
            raise RuleError("Tap who accepted trumps, or Nobody.", "taker")
        else:
            calls = deal.calls.taken(read_seat(payload, "taker", match.names, "Who accepted"), 1)
        return replace(match, deal=replace(deal, calls=calls, trump=trump))

    def on_bottom(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "If all four players reject the upcard as the trump suit, turn up the bottom card of the stub.
        # This suit then becomes the trump suit."
        deal = match.deal
        return replace(match, deal=replace(deal, trump=read_suit(payload, "trump", "The bottom card")))

    # --- The result ---

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, sides, options = match.deal, self.sides(match.setup), match.options
        points = count_piles(payload, sides) if filled(payload.get("cards")) else read_points(payload, sides)
        winner = read_winner(payload, sides, points)
        acceptors = None if deal.calls.taker is None else sides.of(deal.calls.taker)
        halves = self.board(match)
        ties = [record.facts["winner"] is None for record in match.played]
        times = multiplier(ties, options.ties)
        lines: list[list[ScoreLine]] = [[], []]
        if winner is not None:
            halves[winner], lines[winner] = halves[winner].win(times)
            if acceptors is not None and acceptors != winner:
                marks = times if options.doubled == "both" else 1
                halves[acceptors], lines[acceptors] = halves[acceptors].mark(marks, options.full_marks)
        facts = {
            "acceptor": deal.calls.taker,
            "acceptors": acceptors,
            "trump": deal.trump.value,
            "winner": winner,
            "times": times if winner is not None else 1,
            "board": [[half.lines, half.marks] for half in halves],
        }
        if points is not None:
            facts |= {"card_points": list(points), "card_points_at_most": MOST_POINTS}
        return self.finish_deal(match, self._row(match, sides, facts, lines), facts=facts)

    def board(self, match: Match) -> list[Half]:
        """Both halves of the chalkboard after the deals played."""
        if not match.played:
            return [Half(match.options.lines)] * 2
        return [Half(*half) for half in match.played[-1].facts["board"]]

    def _row(
        self, match: Match, sides: Sides, facts: Mapping[str, Any], lines: list[list[ScoreLine]]
    ) -> HandRow:
        deal, winner = match.deal, facts["winner"]
        points = tuple(sum(line.points for line in side) for side in lines)
        notes = ["", ""]
        if facts["acceptors"] is not None:
            notes[facts["acceptors"]] = f"accepted {deal.trump.symbol}"
        counted = facts.get("card_points")
        for side in (0, 1):
            said = [notes[side], f"{counted[side]} points" if counted else "", _board_words(lines[side])]
            notes[side] = " · ".join(word for word in said if word)
        trumps = _trumps_words(match.names, deal)
        if winner is None:
            summary = f"{trumps} · equal points: the next deal with a winner counts double"
        else:
            doubled = " (doubled)" if facts["times"] > 1 else ""
            summary = f"{trumps} · {sides.names[winner]} won{doubled}"
        return HandRow(f"Deal {deal.number}", points, tuple(notes), tuple(map(tuple, lines)), summary)

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(couillon_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal = match.deal
        calls, sides = deal.calls, self.sides(match.setup)
        data = self._deal_facts(match)
        if not calls.is_over:
            data |= {"passed": list(calls.passed_this_round), "quick": not calls.started}
            return self.ask("call", self.progress(match), actor=calls.next_caller, data=data)
        if deal.trump is None:
            return self.ask("bottom", self.progress(match), data=data)
        data |= {"most": MOST_POINTS, "sides": [0, 1] if calls.taker is None else _order(sides, calls.taker)}
        return self.ask("result", self.progress(match), data=data)

    def _deal_facts(self, match: Match) -> dict[str, Any]:
        """The deal in progress, for its forms and the scoreboard."""
        deal, sides = match.deal, self.sides(match.setup)
        ties = [record.facts["winner"] is None for record in match.played]
        facts: dict[str, Any] = {"times": multiplier(ties, match.options.ties)}
        if deal is None:
            return facts
        taker = deal.calls.taker
        facts |= {"dealer": deal.dealer, "trump": deal.trump.value if deal.trump else None}
        facts |= {"acceptor": taker, "acceptors": None if taker is None else sides.of(taker)}
        facts["next"] = deal.calls.next_caller
        facts["bottom"] = deal.calls.all_passed
        return facts

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · Bob deals', 'Deal 2 · Cid accepted ♥', 'Deal 2 · all declined · bottom card ♠'."""
        deal = match.deal
        if deal is None:
            return None
        if deal.trump is None:
            return super().progress(match) + (" · all declined" if deal.calls.all_passed else "")
        return f"Deal {deal.number} · {_trumps_words(match.names, deal)}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The chalkboard: each half's lines and marks, the deal's trumps, the last deal, the doubling."""
        extras = self._deal_facts(match) | {"total_lines": match.options.lines}
        extras["halves"] = [[half.lines, half.marks] for half in self.board(match)]
        extras["last"] = (
            dict(match.played[-1].facts) | {"summary": match.played[-1].row.summary} if match.played else None
        )
        return extras

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        if not deal.calls.is_over:
            if not deal.calls.started and rng.random() < 0.3:
                taker = rng.choice([*range(4), "none"])
                return Event("contract", {"taker": taker, "trump": rng.choice(SUITS).value})
            call = PASS if rng.random() < 0.6 else rng.choice(SUITS).value
            return Event("call", {"player": deal.calls.next_caller, "call": call})
        if deal.trump is None:
            return Event("bottom", {"trump": rng.choice(SUITS).value})
        roll = rng.random()
        if roll < 0.5:
            return Event("result", {"winner": rng.choice([0, 1, 0, 1, TIE])})
        first = rng.randint(0, MOST_POINTS)
        return Event("result", {"points": [first, rng.randint(0, MOST_POINTS - first + (roll < 0.55))]})


# --- The rules of one deal ------------------------------------------------------------------------------


def _order(sides: Sides, taker: int) -> list[int]:
    """The accepting side first."""
    first = sides.of(taker)
    return [first, 1 - first]


def _trumps_words(names: Sequence[str], deal: CouillonDeal) -> str:
    """'Cid accepted ♥', 'all declined · bottom card ♠'."""
    if deal.calls.taker is None:
        return f"all declined · bottom card {deal.trump.symbol}"
    return f"{names[deal.calls.taker]} accepted {deal.trump.symbol}"


def _board_words(lines: Sequence[ScoreLine]) -> str:
    """'erased 2', 'mark removed', '+1 mark' for a row's note."""
    erased = sum(1 for line in lines if line.label == "won: a line erased")
    removed = sum(1 for line in lines if line.label == "won: a mark removed")
    marked = sum(1 for line in lines if line.points < 0)
    said = []
    if erased:
        said.append(f"erased {erased}" if erased > 1 else "a line erased")
    if removed:
        said.append(plural(removed, "mark") + " removed")
    if marked:
        said.append(f"+{plural(marked, 'mark')}")
    return ", ".join(said)
