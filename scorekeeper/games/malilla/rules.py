"""Malilla (``malilla.txt``): four players in two partnerships, the 40-card pack with the 7s ranking
highest, the dealer's face-up last card naming trumps (and scoring a bonus), and the first side to 35.

The table plays with real cards and records, per deal: the dealer's face-up card, then one side's points
(the other side's derived) or the cards one side captured. The app scores the bonus, the deal and the end.

Choices where the text is open (the lead's decisions):

- Partners sit across from one another (seats 1 and 3 against 2 and 4); team labels that pair neighbours
  are refused. "The deal passes to the left"; the first dealer is the game's.
- Card points: 7 5, A 4, K 3, Q 2, J 1. These add up to 60 (4 suits x 15), yet the text says all ten tricks
  are "70 points" and a tie is "both collecting 35". Default (``points="70"``, as ``families.card_points``
  reads it): one more point per trick taken, 60 + 10 = 70, and the deal's winner scores what it took over
  35. Option ``points="60"``: the cards alone count, 60 in all, and the 35 of the text is read as the half of
  the points, 30: the winner scores what it took over 30, a tie is 30-30, and a capote scores 30.
- "They subtract their points collected from 35 and score the difference": the winner's points less 35
  (the other way round would always be negative). The losing side scores nothing; a tie scores nothing.
- The dealer's bonus is the face-up card's value (a 2-6 gives none). Scored "immediately" it shows on the
  sheet at once (the deal's row in progress). If it "would cause the dealer's team to win the game" (their
  total plus the bonus reaches 35) it is held and added after the deal's points; if the deal's points
  already end the game (a side reached 35), the game is over and the held bonus is not scored ("only scored
  after the results of the hand are scored", and "the partnership that ends the hand with 35" has won).
  Option ``held_bonus="scored"``: it is scored after the deal's points all the same, and a side the deal's
  points took to 35 wins even if the bonus also takes the dealer's team there.
- The game is won at the end of a deal by the side at 35 or more; only one side scores per deal, so two
  sides never reach it together.
- Irregularities: ``misdeal`` (before the face-up card is entered) passes the deal to the next dealer with
  nothing scored; ``foul`` (instead of the result) ends the game, the fouling side losing whatever the
  totals; a bonus already scored stays on the sheet.
- Not recorded: the play of the cards (the must-beat rule and the unled 7s are in ``trick_rules``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import AnyCard, Rank, Suit, italian_40
from scorekeeper.core import RuleError, ScoreLine, option, plural
from scorekeeper.families.card_points import PointSchedule, card_value
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides, add_row, column_row
from scorekeeper.families.deal.result import (
    SidePoints,
    card_points_form,
    read_pile,
    read_side_points,
    split_points,
)
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import TrickRules, UnledSevens, rank_order
from scorekeeper.families.trumps import read_turned, suit_words
from scorekeeper.families.words import own_words
from scorekeeper.games.malilla.statistics import STATISTICS
from scorekeeper.games.malilla.statistics import tallies as points_capotes_and_bonus
from scorekeeper.games.malilla.words import describe as malilla_words

SLUG = "malilla"
TARGET = 35  # "the first partnership to score 35 or more points"
TRICKS = 10  # "After all ten tricks have been played"
DECK = tuple(italian_40())
#: "(high) 7, A, K, Q, J, 6, 5, 4, 3, 2 (low)": the ranks the turned-up card may have, as the form lists them.
RANKS = ("7", "A", "K", "Q", "J", "6", "5", "4", "3", "2")


@dataclass(frozen=True)
class MalillaOptions:
    points: str = option(
        "70",
        "Points in a deal",
        choices=(
            ("70", "70: cards 60 + 1 a trick; the winner scores its points over 35"),
            ("60", "60: cards only; the winner scores its points over 30"),
        ),
        help="The text's card values add up to 60, yet it speaks of 70 in all and of 35–35.",
    )
    held_bonus: str = option(
        "lapses",
        "A held bonus when the deal's points end the game",
        choices=(
            ("lapses", "Not scored: the game is over"),
            ("scored", "Scored all the same; the side the deal's points took to 35 wins"),
        ),
        help='The text: held bonus points "are only scored after the results of the hand are scored".',
    )


def deck_points(options: MalillaOptions) -> int:
    """All the points of a deal: 60 in the cards, and 10 more for the tricks by default."""
    return 70 if options.points == "70" else 60


def even_share(options: MalillaOptions) -> int:
    """What a side must pass to win the deal, and what a tie is: 35 (or 30 of 60)."""
    return deck_points(options) // 2


@dataclass(frozen=True)
class MalillaDeal(Deal):
    """A deal in progress: the dealer's face-up card, its bonus, and whether that was scored at once."""

    turned: str | None = None  # "7H"
    bonus: int = 0
    held: bool = False  # the bonus would have won the game: held until the deal is scored

    @property
    def trump(self) -> Suit | None:
        return Suit(self.turned[-1]) if self.turned else None


def trick_rules(trump: Suit | None, options: MalillaOptions) -> TrickRules:
    """40 cards, 7 A K Q J 6 5 4 3 2, follow suit. "You cannot play a 7 of a non-trump suit that has not yet
    been led in that hand" (unless it is the only card available; ``context["suits_led"]``), and "if an
    opponent has played the card that is winning the trick as of your turn, you must beat it if it would be
    legal" (``context["partners"]``)."""
    return TrickRules(
        plain_order=rank_order("7 A K Q J 6 5 4 3 2"),
        trump=trump,
        must_beat=True,
        partner_exempt=True,
        restrictions=(UnledSevens(),),
        deck=tuple(italian_40()),
    )


#: 7 5, A 4, K 3, Q 2, J 1 (60) plus one point per trick (10): "If a partnership captures all ten tricks,
#: they will have collected 70", and "both collecting 35".
CARD_POINTS = PointSchedule(
    SLUG,
    "Malilla",
    tuple(italian_40()),
    plain={Rank.SEVEN: 5, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1},
    per_trick=1,
    expected_total=70,
)


class Malilla(DealGame[MalillaOptions]):
    slug = SLUG
    name = "Malilla"
    min_players = max_players = 4
    Options = MalillaOptions
    summary = "Partnerships; 7s rank high; the dealer's face-up card names trumps. First side to 35."
    rules_file = "malilla.txt"
    uses_teams = True
    partners_opposite = True  # "Partners should sit opposite one another"
    phases = (
        Phase(
            "turnup", ("turnup", "misdeal"), "Tap the rank, then the suit of the dealer's face-up last card."
        ),
        Phase(
            "result", ("result", "foul"), "After the tenth trick: one side's points, or the cards it took."
        ),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return points_capotes_and_bonus(match, self.sides(match.setup))

    def ending(self, options: MalillaOptions) -> Ending:
        # "Game play continues until one partnership ends the hand with a score of 35 or more."
        return Ending(target=TARGET)

    def new_deal(self, match: Match, number: int, dealer: int) -> MalillaDeal:
        return MalillaDeal(number, dealer)

    # --- The entries ---

    def on_turnup(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        card = _read_card(payload)
        # "If the dealer's last (face-up) card is a point-scoring card, the dealer's team scores that many
        # points as a bonus ... The only exception to this is if the bonus would cause the dealer's team to
        # win the game."
        bonus = card_value(CARD_POINTS, card)
        side = self.sides(match.setup).of(deal.dealer)
        held = bonus > 0 and match.totals[side] + bonus >= TARGET
        return replace(match, deal=replace(deal, turned=str(card), bonus=bonus, held=held))

    def on_misdeal(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "Any irregularity in dealing results in the errant dealer being forced to surrender the cards to
        # the next dealer." Nothing is scored; the next player to the left deals.
        return self.redeal(match)

    def on_foul(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "If it is discovered that a player made an incorrect play to a trick ... the partnership committing
        # the foul loses the entire game." The bonus already scored stays on the sheet.
        sides, deal = self.sides(match.setup), match.deal
        side = _read_side(payload, sides, None, "Choose which team fouled")
        row = self.deal_row(match) or column_row(f"Deal {deal.number}", 2)
        notes = list(row.notes)
        notes[side] = " · ".join(filter(None, (notes[side], "foul")))
        row = replace(row, notes=tuple(notes), summary=f"{sides.names[side]} fouled and lose the game")
        facts = _facts(deal) | {"dealers": self._dealers(match), "foul": side}
        match = self.finish_deal(match, row, facts=facts)
        return replace(match, deal=None, winners=(sides.other(side),))

    def result(self, match: Match) -> str:
        """'Bob & Dee win 35–12', or 'Ann & Cid fouled: Bob & Dee win'."""
        fouled = match.played[-1].facts.get("foul") if match.played else None
        if fouled is None:
            return super().result(match)
        names = self.sides(match.setup).names
        return f"{names[fouled]} fouled: {names[1 - fouled]} win"

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options = match.deal, match.options
        sides = self.sides(match.setup)
        side = _read_side(payload, sides, self._dealers(match))
        total = deck_points(options)
        if payload.get("cards") not in (None, ""):
            if payload.get("points") not in (None, ""):
                raise RuleError("Enter one side's points or its cards, not both.", "points")
            points = split_points(side, _captured(payload, sides, side, options), total)
        else:
            points = read_side_points(payload, side, sides, total)
        row = self._row(match, sides, points)
        facts = _facts(deal) | {
            "card_points": list(points.points),
            "deck_points": total,
            "dealers": self._dealers(match),
            "capote": points.all_tricks,
        }
        if deal.held and deal.bonus:
            # The totals after the deal's points, before the held bonus (the dealers' last line).
            before = list(add_row(match.totals, row))
            before[facts["dealers"]] -= row.lines[facts["dealers"]][-1].points
            facts["reached_before_bonus"] = [c for c in (0, 1) if before[c] >= TARGET]
        return self.finish_deal(match, row, facts=facts)

    def settle(self, match: Match) -> tuple[int, ...] | None:
        """Option ``held_bonus="scored"``: a side the deal's points took to 35 wins, even if the dealer's held
        bonus, scored after them, also takes the dealer's team to 35 ("only scored after the results")."""
        reached = match.played[-1].facts.get("reached_before_bonus") if match.played else None
        return tuple(reached) if reached else super().settle(match)

    def _dealers(self, match: Match) -> int:
        return self.sides(match.setup).of(match.deal.dealer)

    # --- The deal's row ---

    def _row(self, match: Match, sides: Sides, points: SidePoints) -> HandRow:
        """The deal's points to its winner, and the dealer's bonus, at once or held."""
        deal, half = match.deal, even_share(match.options)
        taken = points.points
        lines: list[list[ScoreLine]] = [[], []]
        notes = [f"took {p}" for p in taken]
        if taken[0] != taken[1]:
            # "Whichever partnership collected more points ... They subtract their points collected from
            # 35 and score the difference." (40 taken: 40 - 35 = 5)
            winner = 0 if taken[0] > taken[1] else 1
            capote = " (capote)" if points.all_tricks == winner else ""
            line = f"took {taken[winner]}{capote}: {taken[winner]} − {half}"
            lines[winner].append(ScoreLine(line, taken[winner] - half))
            notes[winner] += f"{capote} · +{taken[winner] - half}"
        for side in (0, 1):
            if not lines[side]:
                lines[side].append(ScoreLine(f"took {plural(taken[side], 'point')}", 0))
        summary = f"{match.names[deal.dealer]} turned {_card_words(deal.turned)} · {suit_words(deal.trump)}"
        if taken[0] == taken[1]:
            summary += f" · {half}–{half}: nobody scores"  # "If both partnerships tie ... neither ... scores"
        dealers = self._dealers(match)
        row = HandRow(f"Deal {deal.number}", _sums(lines), tuple(notes), tuple(map(tuple, lines)), summary)
        if deal.bonus and not deal.held:
            lines[dealers].insert(
                0, ScoreLine(f"turned {_card_words(deal.turned)}: bonus at once", deal.bonus)
            )
            notes[dealers] += f" · bonus {deal.bonus}"
        elif deal.bonus:
            # "the bonus points are held in abeyance until the end of the hand, and are only scored after the
            # results of the hand are scored" — unless those results already ended the game.
            after = add_row(match.totals, row)
            if max(after) < TARGET or match.options.held_bonus == "scored":
                lines[dealers].append(ScoreLine(f"turned {_card_words(deal.turned)}: bonus held", deal.bonus))
                notes[dealers] += f" · held bonus {deal.bonus}"
            else:
                lines[dealers].append(ScoreLine("held bonus: the game was over", 0))
        return HandRow(f"Deal {deal.number}", _sums(lines), tuple(notes), tuple(map(tuple, lines)), summary)

    def deal_row(self, match: Match) -> HandRow | None:
        """The bonus scored "immediately", on the sheet before the deal is played."""
        deal = match.deal
        if not deal.bonus or deal.held:
            return None
        dealers = self._dealers(match)
        line = ScoreLine(f"turned {_card_words(deal.turned)}: bonus at once", deal.bonus)
        return column_row(
            f"Deal {deal.number}",
            2,
            f"{match.names[deal.dealer]} turned {_card_words(deal.turned)} · {suit_words(deal.trump)}",
            points={dealers: deal.bonus},
            notes={dealers: f"bonus {deal.bonus}"},
            lines={dealers: (line,)},
        )

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(malilla_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        if not deal.turned:
            return self.ask(
                "turnup",
                title,
                actor=deal.dealer,
                data={"ranks": list(RANKS), "dealer": deal.dealer, "dealers": self._dealers(match)},
            )
        total, half, per_trick = (
            deck_points(match.options),
            even_share(match.options),
            match.options.points == "70",
        )
        data = _facts(deal) | {
            "dealers": self._dealers(match),
            "deck_points": total,
            "half": half,
            "tricks": TRICKS,
            "per_trick": per_trick,
        }
        # Without the point a trick (60 in all) the cards alone count: the form says their values only.
        schedule = CARD_POINTS if per_trick else replace(CARD_POINTS, per_trick=0, expected_total=60)
        data["card_points_form"] = card_points_form(
            self.sides(match.setup),
            total,
            schedule,
            default_side=self._dealers(match),
            legend=f"After the tenth trick: {total} points",
            points_label="Their points" + (" (cards, and 1 a trick)" if per_trick else ""),
            rest=f"The other team has the rest of {total}; more than {half} wins the deal.",
            record="Record the points",
            capot="Capote: {side} took all ten tricks",
            ranks=" ".join(RANKS),
        )
        return self.ask("result", title, data=data)

    def progress(self, match: Match) -> str | None:
        """'Deal 2 · Bob deals', 'Deal 2 · Bob turned the 7 of hearts · bonus 5 held'."""
        deal, names = match.deal, match.names
        if not deal.turned:
            return f"Deal {deal.number} · {names[deal.dealer]} deals"
        bonus = f" · bonus {deal.bonus}{' held' if deal.held else ''}" if deal.bonus else ""
        return f"Deal {deal.number} · {names[deal.dealer]} turned {_card_words(deal.turned)}{bonus}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The deal in progress (trumps, the turned card and its bonus) and every deal's facts."""
        deal = match.deal
        current = None
        if deal is not None and deal.turned:
            current = _facts(deal) | {"dealers": self._dealers(match)}
        last = None
        if match.played:
            record = match.played[-1]
            last = dict(record.facts) | {"label": record.row.label, "scores": list(record.row.points)}
        return {
            "now": current,
            "last": last,
            "target": TARGET,
            "deals": [dict(r.facts) for r in match.played],
        }

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        if not deal.turned:
            if rng.random() < 0.03:
                return Event("misdeal", {})
            if rng.random() < 0.5:
                return Event("turnup", {"card": str(rng.choice(DECK))})
            return Event("turnup", {"rank": rng.choice(RANKS), "suit": rng.choice("SHDC")})
        total, roll = deck_points(match.options), rng.random()
        side = rng.randrange(2)
        if roll < 0.01:
            return Event("foul", {"side": side})
        if roll < 0.05:
            return Event("result", {"all_tricks": side})
        if roll < 0.3:
            cards = list(DECK)
            rng.shuffle(cards)
            taken = cards[: 4 * rng.randint(0, TRICKS)]
            return Event("result", {"side": side, "cards": " ".join(map(str, taken))})
        return Event("result", {"side": side, "points": rng.randint(0, total)})


def _read_card(payload: Mapping[str, Any]) -> AnyCard:
    """The face-up card as ``{"card": "7H"}``, or as the form's taps, ``{"rank": "7", "suit": "H"}``."""
    if payload.get("card") in (None, ""):
        rank, suit = payload.get("rank"), payload.get("suit")
        if rank in (None, ""):
            raise RuleError("Tap the rank of the dealer's face-up card first.", "rank")
        if rank not in RANKS:
            raise RuleError("Malilla has no such rank: 7, A, K, Q, J and 6 to 2 only.", "rank")
        if suit in (None, ""):
            raise RuleError("Tap the suit of the dealer's face-up card.", "suit")
        payload = {"card": f"{rank}{suit}"}
    return read_turned(payload, "card", DECK)


def _read_side(
    payload: Mapping[str, Any], sides: Sides, default: int | None, ask: str = "Choose whose points these are"
) -> int:
    """The side whose points or cards are entered (``0`` or ``1``); the dealer's side when left out."""
    value = payload.get("side")
    if value in (None, "") and default is not None:
        return default
    if str(value) not in ("0", "1"):
        raise RuleError(f"{ask}: {sides.names[0]} or {sides.names[1]}.", "side")
    return int(value)


def _captured(payload: Mapping[str, Any], sides: Sides, side: int, options: MalillaOptions) -> int:
    """The points in one side's captured cards: whole tricks, counted by ``families.card_points`` (which adds
    one a trick); without the trick points, the tricks come off again."""
    pile = read_pile(
        payload,
        CARD_POINTS,
        None,
        tricks=TRICKS,
        last_trick_counts=False,
        who=sides.names[side],
        options=None,
    )
    return pile.points if options.points == "70" else pile.points - pile.tricks


def _facts(deal: MalillaDeal) -> dict[str, Any]:
    """The turned card, trumps and the bonus, as the sheet's facts and the pages see them."""
    return {
        "dealer": deal.dealer,
        "turned": deal.turned,
        "trump": deal.trump.value if deal.trump else None,
        "bonus": deal.bonus,
        "held": deal.held,
    }


def _card_words(card: str | None) -> str:
    """'7♥'."""
    if not card:
        return ""
    return f"{card[:-1]}{Suit(card[-1]).symbol}"


def _sums(lines: list[list[ScoreLine]]) -> tuple[int, ...]:
    return tuple(sum(line.points for line in side) for side in lines)
