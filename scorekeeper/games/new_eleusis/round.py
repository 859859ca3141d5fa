"""A round of New Eleusis (``new-eleusis.txt``) as the table sees it: the layout, the markers, the card
counts, sudden death, the prophet, and the text's scoring steps. The ruleset (``rules/new_eleusis.py``)
records the entries and moves a ``Round`` on; everything here is pure and knows no entry.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from scorekeeper.cards import Card, CardError, parse_cards, standard_52
from scorekeeper.core import RuleError, ScoreLine, filled, plural
from scorekeeper.families.deal.loop import Deal
from scorekeeper.families.ruleset import GameSetup

HAND = 14  # "deal 14 cards to every player except yourself"
PENALTY_PER_CARD = 2  # "give two penalty cards for each 'wrong' card"
OVERTHROW_PENALTY = 5  # "overthrow the prophet and give him/her 5 penalty cards"
OUT_PROPHET_PENALTY = 8  # "If you are overthrown, you will be dealt 8 penalty cards"
NO_PLAY_RELIEF = 4  # "dealt a new hand with 4 fewer cards"
NO_PLAY_PENALTY = 5  # "deals the player a 5 card penalty"
MARKER_EVERY = 10  # "a white marker on each 10th card played"
SUDDEN_DEATH, PROPHET_SUDDEN_DEATH = 40, 30  # "after 40 cards played" / "after 30 cards played"
LONGEST_SEQUENCE = 4  # "a sequence of 2, 3, or 4 cards"
OUT_BONUS = 4  # "Anyone (except the dealer) with no cards at all gets a 4 point bonus."


@dataclass(frozen=True, slots=True)
class Laid:
    """One card played to the layout: right (on the main line) or wrong (under it), and by whom; ``card``
    is blank when the play was entered by its count (a run of right plays, a wrong play's count)."""

    card: str
    right: bool
    seat: int


@dataclass(frozen=True)
class Round(Deal):
    """A round in progress. ``held`` is every seat's card count (the prophet's cards set aside included);
    ``mark`` is how many cards had been played when the prophet took office (the black-marked card)."""

    rule: str = ""
    hint: str = ""
    starter: str = ""
    laid: tuple[Laid, ...] = ()
    held: tuple[int, ...] = ()
    turn: int = 0
    last: int | None = None  # who took the last turn: "Just after you play ... you may declare"
    expelled: frozenset[int] = frozenset()
    prophet: int | None = None
    mark: int = 0
    been_prophet: frozenset[int] = frozenset()
    prophet_went_out: bool = False
    out: int | None = None  # with ``prophet_when_out``: the player who just went out, choosing

    @property
    def played(self) -> int:
        return len(self.laid)

    @property
    def sudden_death(self) -> bool:
        # "When there is a prophet, sudden death is based only on the black markers."
        if self.prophet is not None:
            return self.played - self.mark >= PROPHET_SUDDEN_DEATH
        return self.played >= SUDDEN_DEATH

    def with_held(self, seat: int, count: int) -> Round:
        """The round with ``seat`` holding ``count`` cards."""
        return replace(self, held=tuple(count if s == seat else n for s, n in enumerate(self.held)))

    def scientists(self, players: int) -> list[int]:
        return [s for s in range(players) if s != self.dealer]

    def clockwise(self, players: int, after: int) -> list[int]:
        """The scientists clockwise from the seat after ``after``."""
        seats = ((after + k) % players for k in range(1, players + 1))
        return [s for s in seats if s != self.dealer]

    def active(self, players: int) -> list[int]:
        """The players still playing: neither God, nor the prophet, nor expelled."""
        return [s for s in self.scientists(players) if s != self.prophet and s not in self.expelled]

    def next_turn(self, players: int, seat: int) -> int:
        """The next player still playing clockwise from ``seat``."""
        active = self.active(players)
        return next((s for s in self.clockwise(players, seat) if s in active), seat)

    @property
    def to_sudden_death(self) -> int:
        """Cards still to be played before sudden death."""
        if self.prophet is not None:
            return max(0, PROPHET_SUDDEN_DEATH - (self.played - self.mark))
        return max(0, SUDDEN_DEATH - self.played)


def round_score(deal: Round, players: int, without_prophet: str = "highest") -> dict[int, list[ScoreLine]]:
    """The text's scoring steps, per seat, as the lines behind each score."""
    dealer, held = deal.dealer, deal.held
    # "Find the high count: the largest number of cards held by any player (including the prophet)."
    high = max(held[s] for s in range(players) if s != dealer)
    lines: dict[int, list[ScoreLine]] = {}
    for seat in (s for s in range(players) if s != dealer):
        # "Everyone except the dealer gets points equal to the high count minus the number of cards"
        lines[seat] = [ScoreLine(f"high count {high} − {plural(held[seat], 'card')} held", high - held[seat])]
        if held[seat] == 0 and not (seat == deal.prophet and deal.prophet_went_out):
            lines[seat].append(ScoreLine("no cards at all", OUT_BONUS))
    if deal.prophet is not None:
        # "A True Prophet also gets 1 point for each right card and 2 points for each wrong card played
        # after s/he became prophet."
        after = deal.laid[deal.mark :]
        right = sum(laid.right for laid in after)
        wrong = len(after) - right
        lines[deal.prophet].append(
            ScoreLine(f"True Prophet: {right} right × 1 + {wrong} wrong × 2", right + 2 * wrong)
        )
    best = max(sum(line.points for line in seat_lines) for seat_lines in lines.values())
    # "Dealer's score is the smaller of (a) the highest player's score, or (b) twice the number of cards
    # played before the True Prophet started."
    before = (
        deal.mark if deal.prophet is not None else deal.played if without_prophet == "all_cards" else None
    )
    if before is None or best <= 2 * before:
        lines[dealer] = [ScoreLine(f"the highest player's score, {best}", best)]
    else:
        lines[dealer] = [
            ScoreLine(f"twice the {plural(before, 'card')} played before the prophet", 2 * before)
        ]
    return lines


def layout(deal: Round) -> list[dict[str, Any]]:
    """The main line, starter first, each right card with the wrong cards played after it under it; a
    card's ``white`` and ``black`` say it carries a marker."""
    black = {deal.mark + k * MARKER_EVERY for k in range(deal.played)} if deal.prophet is not None else set()
    line = [{"card": deal.starter, "wrong": [], "white": False, "black": 0 in black, "seat": None}]
    for number, laid in enumerate(deal.laid, start=1):
        item = {
            "card": laid.card,
            "white": number % MARKER_EVERY == 0,
            "black": number in black,
            "seat": laid.seat,
        }
        if laid.right:
            line.append(item | {"wrong": []})
        else:
            line[-1]["wrong"].append(item)
    return line


def facts(deal: Round, *, secret: bool = False) -> dict[str, Any]:
    """A round as the sheet's facts and the scoreboard see it; ``secret`` leaves the rule out."""
    facts = {
        "number": deal.number,
        "dealer": deal.dealer,
        "hint": deal.hint,
        "starter": deal.starter,
        "layout": layout(deal),
        "played": deal.played,
        "held": list(deal.held),
        "expelled": sorted(deal.expelled),
        "prophet": deal.prophet,
        "mark": deal.mark if deal.prophet is not None else None,
    }
    return facts if secret else {"rule": deal.rule} | facts


def note(deal: Round, seat: int) -> str:
    if seat == deal.dealer:
        return "God"
    words = [plural(deal.held[seat], "card")]
    if seat == deal.prophet:
        words.append("True Prophet")
    if seat in deal.expelled:
        words.append("expelled")
    return " · ".join(words)


def decks(setup: GameSetup) -> int:
    """The decks shuffled together: the option, or two and as many more as the deal needs."""
    return setup.options.decks or max(2, -(-needed(setup) // 52))


def needed(setup: GameSetup) -> int:
    """The cards the deal takes: a hand for every player but the dealer, and the starter."""
    return (setup.size - 1) * setup.options.hand_size + 1


def read_play(
    deal: Round, setup: GameSetup, payload: Mapping[str, Any], *, key: str = "cards", longest: int = 0
) -> list[str]:
    """The cards of a play (one, or a sequence of up to four), each at most once per deck on the table."""
    longest = longest or LONGEST_SEQUENCE
    if not filled(payload.get(key)):
        example = "the card played, such as 7H" if longest == 1 else "the cards played, such as 7H 8S"
        raise RuleError(f"Enter {example}.", key)
    cards = _read_cards(payload.get(key), key)
    if not 1 <= len(cards) <= longest:
        what = "one card" if longest == 1 else f"one card or a sequence of 2 to {longest}"
        raise RuleError(f"Enter {what}, not {len(cards)}.", key)
    if len(cards) > deal.held[deal.turn]:
        raise RuleError(f"The player holds only {plural(deal.held[deal.turn], 'card')}.", key)
    copies, names = decks(setup), [str(card) for card in cards]
    on_table = Counter([deal.starter, *(laid.card for laid in deal.laid)])
    for name, count in Counter(names).items():
        if on_table[name] + count > copies:
            raise RuleError(
                f"{name} would appear more than {copies} times on the table, but there are {copies} decks.",
                key,
            )
    return names


def unnamed(deal: Round, count: int, key: str) -> list[str]:
    """``count`` cards of a play whose cards are not named (the layout shows them blank), no more than the
    player to play holds."""
    if count > deal.held[deal.turn]:
        raise RuleError(f"The player holds only {plural(deal.held[deal.turn], 'card')}.", key)
    return [""] * count


def _read_cards(value: Any, key: str) -> list[Card]:
    """Cards of the standard pack, repeats allowed (several decks): the layout's count checks the repeats."""
    if not isinstance(value, str | list | tuple):
        raise RuleError("Enter the cards as a list such as 7H 8S.", key)
    try:
        cards = parse_cards(value)
    except CardError as exc:
        raise RuleError(str(exc), key) from exc
    for card in cards:
        if not isinstance(card, Card):
            raise RuleError(f"{card} is not in the decks used for this game.", key)
    return cards


def unused_cards(deal: Round, setup: GameSetup) -> list[str]:
    """The cards of the decks not yet on the table (for the simulation's plays)."""
    left = Counter({name: decks(setup) for name in ONE_DECK_NAMES})
    left.subtract([deal.starter, *(laid.card for laid in deal.laid)])
    return list(left.elements())


ONE_DECK_NAMES = tuple(str(card) for card in standard_52())
