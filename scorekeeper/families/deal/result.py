"""The deal's result for the trick-and-bid family: card points of one side with the other side's derived
from the deck's total, all the tricks to one side (capot), tricks counted per seat or side, and the
captured cards counted by ``families.card_points``.

The entry form of such a result is described here too, as plain data (``card_points_form``): the games
whose table enters one side's card points against the rest of the deck (or each player's, or the cards
taken) put it in their prompt, and ``templates/families/_card_points.html`` shows it, knowing no game."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from scorekeeper.cards import AnyCard, Card, CardError, Rank, Suit, check_cards, parse_cards
from scorekeeper.core import RuleError, joined, plural, read_cards, read_flag, read_int, read_int_list
from scorekeeper.families import card_points
from scorekeeper.families.card_points import PointSchedule
from scorekeeper.families.deal.loop import Sides


@dataclass(frozen=True, slots=True)
class SidePoints:
    """Card points per side of a two-sided deal, and the side that took every trick, if one did."""

    points: tuple[int, int]
    all_tricks: int | None = None

    def of(self, side: int) -> int:
        return self.points[side]


def split_points(side: int, points: int, total: int, *, all_tricks: int | None = None) -> SidePoints:
    """One side's card points; the other side has the rest of ``total``."""
    both = [total - points, total - points]
    both[side] = points
    return SidePoints((both[0], both[1]), all_tricks)


def read_side_points(
    payload: Mapping[str, Any],
    side: int,
    sides: Sides,
    total: int,
    *,
    key: str = "points",
    all_key: str = "all_tricks",
) -> SidePoints:
    """Card points entered for ``side`` (the other side's derived), or all tricks to one side.

    ``payload[all_key]`` names the side (0 or 1) that took every trick: it then has all ``total`` points
    and ``payload[key]`` may be left out.
    """
    taker = payload.get(all_key)
    if taker not in (None, "", "none"):
        who = read_int({all_key: taker}, all_key, "The side that took every trick", minimum=0, maximum=1)
        entered = payload.get(key)
        if entered not in (None, ""):
            points = read_int(payload, key, f"{sides.names[side]}'s card points", minimum=0, maximum=total)
            expected = total if who == side else 0
            if points != expected:
                raise RuleError(
                    f"{sides.names[who]} took every trick, so {sides.names[side]} have {expected} points,"
                    f" not {points}.",
                    key,
                )
        return split_points(who, total, total, all_tricks=who)
    points = read_int(payload, key, f"{sides.names[side]}'s card points", minimum=0, maximum=total)
    return split_points(side, points, total)


def read_tricks(
    payload: Mapping[str, Any], key: str, labels: Sequence[str], tricks: int, *, one_blank: bool = False
) -> tuple[int, ...]:
    """Tricks taken per seat or side; they must add up to the tricks played. ``one_blank``: one of them may
    be left blank when the others are given, and has the rest (the table taps all but the last)."""
    entered = payload.get(key)
    if one_blank and isinstance(entered, list | tuple) and len(entered) <= len(labels):
        entered = [*entered, *[""] * (len(labels) - len(entered))]  # a form sends no trailing blank row
        blank = [i for i, value in enumerate(entered) if value in ("", None)]
        if len(blank) == 1:
            names = [f"{label}'s tricks" for label in labels]
            others = sum(
                read_int({key: v}, key, names[i], minimum=0, maximum=tricks, field_name=f"{key}.{i}")
                for i, v in enumerate(entered)
                if i != blank[0]
            )
            if others > tricks:
                raise RuleError(f"The tricks taken add up to {others}, but {tricks} were played.", key)
            entered[blank[0]] = tricks - others
            payload = {key: entered}
    taken = read_int_list(payload, key, [f"{label}'s tricks" for label in labels], minimum=0, maximum=tricks)
    if sum(taken) != tricks:
        raise RuleError(f"The tricks taken add up to {sum(taken)}, but {tricks} were played.", key)
    return taken


def random_tricks(rng: Random, columns: int, tricks: int) -> list[int]:
    """Tricks taken per seat or side, each trick to a column drawn at random (for the simulation test)."""
    taken = [0] * columns
    for _ in range(tricks):
        taken[rng.randrange(columns)] += 1
    return taken


def shares_possible(pieces: Sequence[int], totals: Sequence[int]) -> bool:
    """Whether ``pieces`` (the values of the tricks or tokens taken, each won by one column) can be shared
    out so that the columns have ``totals``: Cramps' trick points per player must come from its token cards.
    """
    ordered = sorted(pieces, key=abs, reverse=True)
    # What the pieces still to share could add to a column at most and at least.
    most = [sum(p for p in ordered[i:] if p > 0) for i in range(len(ordered) + 1)]
    least = [sum(p for p in ordered[i:] if p < 0) for i in range(len(ordered) + 1)]
    seen: dict[tuple[int, tuple[int, ...]], bool] = {}

    def fits(index: int, left: tuple[int, ...]) -> bool:
        if any(need > most[index] or need < least[index] for need in left):
            return False
        if index == len(ordered):
            return True
        key = (index, left)
        if key not in seen:
            piece, tried = ordered[index], set()
            seen[key] = False
            for column, need in enumerate(left):
                if need in tried:
                    continue  # columns needing the same are alike
                tried.add(need)
                rest = tuple(sorted((*left[:column], need - piece, *left[column + 1 :])))
                if fits(index + 1, rest):
                    seen[key] = True
                    break
        return seen[key]

    return sum(pieces) == sum(totals) and fits(0, tuple(sorted(totals)))


@dataclass(frozen=True, slots=True)
class PlaceValues:
    """Tricks worth points by their place in the hand (Cramps: "1st trick 0 points, 2nd trick -1 point, 3rd
    trick +3 points ..."), recorded as who took each trick in order, or as each column's points at the end."""

    values: tuple[int, ...]

    @property
    def worth(self) -> int:
        return sum(self.values)

    def points(self, winners: Sequence[int], columns: int) -> tuple[int, ...]:
        """Each column's points from who took each trick (``winners``, in order)."""
        taken = list(zip(self.values, winners, strict=False))
        return tuple(sum(value for value, taker in taken if taker == column) for column in range(columns))

    def words(self, winners: Sequence[int], column: int) -> str:
        """'tricks 3, 7 and 9: 3 + 5 − 5', 'trick 4: 3', 'no tricks'."""
        mine = [n for n, taker in enumerate(winners, start=1) if taker == column]
        if not mine:
            return "no tricks"
        sums = " + ".join(str(self.values[n - 1]) for n in mine).replace("+ -", "- ").replace("-", "−")
        return f"{'trick' if len(mine) == 1 else 'tricks'} {joined([str(n) for n in mine])}: {sums}"

    def read_points(
        self,
        payload: Mapping[str, Any],
        key: str,
        labels: Sequence[str],
        refusal: Callable[[int], str] | None = None,
    ) -> tuple[int, ...]:
        """Each column's points entered at the end of the hand: each within what the tricks allow, together
        what they are worth (else ``refusal(sum)``, or a sentence with the sum), and a possible sharing."""
        low, high = sum(v for v in self.values if v < 0), sum(v for v in self.values if v > 0)
        points = read_int_list(payload, key, labels, minimum=low, maximum=high)
        if sum(points) != self.worth:
            tricks, total = len(self.values), sum(points)
            said = f"These add up to {total}, but the {tricks} tricks are worth {self.worth}."
            raise RuleError(refusal(total) if refusal else said, key)
        if not shares_possible([v for v in self.values if v], points):
            raise RuleError(f"The tricks cannot be shared out as {joined([str(p) for p in points])}.", key)
        return points


def captured_points(
    payload: Mapping[str, Any],
    key: str,
    schedule: PointSchedule,
    trump: Suit | None,
    *,
    options: Mapping[str, Any] | None = None,
    last_trick: bool = False,
) -> int:
    """The card points of the cards one side captured, counted by the game's schedule."""
    cards = payload.get(key)
    if not isinstance(cards, str | list | tuple):
        raise RuleError("Enter the cards as a list such as 10H QS JK.", key)
    try:
        result = card_points.count_points(
            schedule, cards, trump=trump, last_trick=last_trick, options=options
        )
    except (RuleError, CardError) as exc:
        raise RuleError(str(exc), key) from exc
    return result.total


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def whole_tricks(count: int, key: str, *, trick_size: int = 4, whose: str = "") -> int:
    """The tricks that ``count`` cards won make: every trick keeps its cards together, so a side's cards
    are whole tricks ("Tricks have four cards, so Ann & Cid's 58 cards are not whole tricks.")."""
    if count % trick_size:
        size = _NUMBER_WORDS.get(trick_size, str(trick_size))
        raise RuleError(f"Tricks have {size} cards, so {whose}{count} cards are not whole tricks.", key)
    return count // trick_size


@dataclass(frozen=True, slots=True)
class Pile:
    """One side's captured cards as entered: their card points, the tricks they make, the last trick."""

    points: int
    tricks: int
    last_trick: bool


def read_pile(
    payload: Mapping[str, Any],
    schedule: PointSchedule,
    trump: Suit | None,
    *,
    tricks: int,
    trick_size: int = 4,
    last_trick_counts: bool = True,
    options: Mapping[str, Any] | None = None,
    key: str = "cards",
    last_key: str = "last_trick",
    who: str = "This side",
) -> Pile:
    """A side's captured cards: whole tricks, with the last trick ticked where it scores (always when the
    side took every trick, never when it took none), counted by the game's card-point schedule."""
    cards = payload.get(key)
    try:
        listed = cards if isinstance(cards, list) else ()
        count = len(parse_cards(cards) if isinstance(cards, str) else listed)
    except CardError as exc:  # "x" for a card: a sentence for the player, not a server error
        raise RuleError(str(exc), key) from exc
    taken = whole_tricks(count, key, trick_size=trick_size)
    last = last_trick_counts and read_flag(payload, last_key, "The last trick")
    if last_trick_counts and taken == tricks and not last:
        raise RuleError(f"{who} took every trick, so they took the last one too.", last_key)
    if last and taken == 0:
        raise RuleError(f"{who} took no trick, so not the last one either.", last_key)
    points = captured_points(payload, key, schedule, trump, options=options, last_trick=last)
    return Pile(points, taken, last)


def read_piles(
    payload: Mapping[str, Any],
    key: str,
    labels: Sequence[str],
    tricks: Sequence[int],
    deck: Sequence[AnyCard],
    *,
    trick_size: int,
) -> list[list[AnyCard]]:
    """The cards each seat or side captured, one entry per column in ``payload[key]`` (a game may ask only
    for the cards that count, as Pickle does): from the deck, none entered twice, none for a column that
    took no trick, and no more than its ``tricks`` of ``trick_size`` cards held."""
    values = payload.get(key)
    if not isinstance(values, list | tuple) or len(values) != len(labels):
        raise RuleError(f"Enter the cards of {joined(labels)}, a list each.", key)
    piles = []
    for column, (value, label, took) in enumerate(zip(values, labels, tricks, strict=True)):
        field = f"{key}.{column}"
        cards = read_cards(value or "", deck, field_name=field, who=label)
        if cards and not took:
            raise RuleError(f"{label} took no tricks, so no cards.", field)
        if len(cards) > took * trick_size:
            held = plural(took * trick_size, "card")
            raise RuleError(f"{label} took {plural(took, 'trick')}: {held} at most, not {len(cards)}.", field)
        piles.append(cards)
    try:
        check_cards([card for pile in piles for card in pile], deck)
    except CardError as exc:
        raise RuleError(str(exc), key) from exc
    return piles


# --- The card-point form: one shape for every side-against-the-rest result (families/_card_points.html) ---


@dataclass(frozen=True, slots=True)
class PointsField:
    """One column's card points (``points``, or ``points.2`` per player) and, in the cards entry, its
    captured cards (``cards``, ``cards.2``), with the words beside them."""

    points: str
    label: str
    cards: str
    cards_label: str


@dataclass(frozen=True, slots=True)
class SideChoice:
    """A side whose points the table may enter: the ``side`` it sends, its name."""

    value: int
    label: str


@dataclass(frozen=True, slots=True)
class Capot:
    """A button recording that ``side`` took every trick (it sends ``all_tricks``)."""

    side: int
    label: str


@dataclass(frozen=True, slots=True)
class CardsEntry:
    """The captured cards instead of the points, counted by the app: the disclosure's words, the card
    grid's pack (``deck_size`` cards at most in a field, ``ranks`` in the grid's order), the card values in
    words, and the last trick's box where it scores (its words, else empty)."""

    summary: str
    deck_size: int
    ranks: str
    hint: str
    placeholder: str
    last_trick: str = ""
    button: str = "Count and record"


@dataclass(frozen=True, slots=True)
class CardPointsForm:
    """What ``templates/families/_card_points.html`` shows, said by the rules so that the template knows no
    game: the fields (one side's points, or each player's), the side fixed by the contract (``side``) or the
    sides to choose from (``sides``, ``default_side`` ticked), the line under the points (``rest``: the
    server's preview replaces it as the form is filled in), the record button, the capot buttons, the cards
    entry, and the event the form's buttons record (``event_type``).

    A capot button sends ``all_tricks`` and no event type: where capots are offered, ``event_type`` must be
    the phase's first event (the form's hidden type)."""

    event_type: str
    deck_points: int
    legend: str
    fields: tuple[PointsField, ...]
    rest: str
    record: str
    side: int | None = None
    sides: tuple[SideChoice, ...] = ()
    default_side: int | None = None
    sides_legend: str = "Whose points?"
    capots: tuple[Capot, ...] = ()
    cards: CardsEntry | None = None

    @property
    def per_player(self) -> bool:
        """Each column's points on a row of its own (three players), one of them left blank."""
        return len(self.fields) > 1


def card_values(schedule: PointSchedule) -> str:
    """The cards that count, as a table says them: 'A 11, 3 10, K 4, Q 3, J 2'; where trumps count apart,
    'trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2'."""

    def said(values: Mapping[Rank, int]) -> str:
        return ", ".join(f"{rank.value} {value}" for rank, value in values.items() if value)

    if schedule.trumps is None:
        return said(schedule.plain)
    return f"trumps {said(schedule.trumps)}; other suits {said(schedule.plain)}"


def card_points_form(
    sides: Sides,
    deck_points: int,
    schedule: PointSchedule | None = None,
    *,
    side: int | None = None,
    default_side: int = 0,
    legend: str = "",
    points_label: str = "",
    rest: str = "",
    record: str = "Record the card points",
    capot: str = "",
    ranks: str = "",
    trick_size: int = 4,
    note: str = "",
    event_type: str = "result",
) -> CardPointsForm:
    """The card-point form of a deal: ``side``'s points where the contract fixes whose they are (Belote's
    takers), else with two columns the side the table ticks (``default_side`` first), or with three or more
    each player's (one left blank has the rest). The other side has the rest of ``deck_points``.

    ``capot``: the words of a button per side that took every trick ("Capot: {side} took every trick").
    ``schedule``: the game's card-point table as the deal plays it, for the cards entry (none without it):
    its pack, its card values, its points a trick and its last trick, which then gets a box. ``ranks``
    orders the card grid (the pack's ranks, ace high, by default), ``trick_size`` says the whole tricks, and
    ``note`` ends the hint ("2S is out of the pack.").
    """
    names, team = sides.names, sides.is_team(0)
    noun = "team" if team else "player"
    if len(names) > 2:
        if side is not None:
            raise ValueError("Each player's points are entered: no side is fixed.")
        fields = tuple(
            PointsField(f"points.{i}", n, f"cards.{i}", f"Cards {n} took") for i, n in enumerate(names)
        )
        rest = rest or f"Leave one blank: that {noun} has the rest of {deck_points}."
    elif side is not None:
        mine, other = names[side], names[1 - side]
        label = points_label or f"{mine}'s card points"
        fields = (PointsField("points", label, "cards", f"Cards {mine} took"),)
        rest = rest or f"{other} {'have' if team else 'has'} the rest of {deck_points}."
    else:
        fields = (PointsField("points", points_label or "Their card points", "cards", "Their cards"),)
        rest = rest or f"The other {noun} has the rest of {deck_points}."
    two = len(fields) == 1
    chosen = two and side is None
    order = (0, 1) if side is None else (side, 1 - side)
    return CardPointsForm(
        event_type=event_type,
        deck_points=deck_points,
        legend=legend or f"After the last trick: {deck_points} card points",
        fields=fields,
        rest=rest,
        record=record,
        side=side,
        sides=tuple(SideChoice(i, n) for i, n in enumerate(names)) if chosen else (),
        default_side=default_side if chosen else None,
        capots=tuple(Capot(s, capot.format(side=names[s])) for s in order) if two and capot else (),
        cards=None
        if schedule is None
        else _cards_entry(schedule, names, side, noun, ranks, trick_size, note),
    )


def _cards_entry(
    schedule: PointSchedule,
    names: Sequence[str],
    side: int | None,
    noun: str,
    ranks: str,
    trick_size: int,
    note: str,
) -> CardsEntry:
    """The cards entry of ``card_points_form``: its words from the game's card-point table."""
    per_player = len(names) > 2
    if per_player:
        summary = f"Or tap in the cards each {noun} took: the app counts them"
    elif side is not None:
        summary = f"Or tap in {names[side]}'s cards: the app counts them"
    else:
        summary = f"Or tap in the cards the ticked {noun} took: the app counts them"
    in_pack = {card.rank for card in schedule.deck if isinstance(card, Card)}
    order = ranks.split() or [rank.value for rank in Rank if rank in in_pack]
    said = [card_values(schedule)]
    if schedule.per_trick:
        said[0] += f", and {schedule.per_trick} for each trick"
    said.append(f"whole tricks of {_NUMBER_WORDS.get(trick_size, str(trick_size))}")
    if per_player:
        said.append("one pile may stay blank")
    hint = "; ".join(said) + "." + (f" {note}" if note else "")
    last = ""
    if schedule.last_trick and not per_player:
        who = "They" if side is None else names[side]
        named = "" if schedule.last_trick_label == "last trick" else f"{schedule.last_trick_label}, "
        last = f"{who} took the last trick ({named}+{schedule.last_trick})"
    return CardsEntry(
        summary=summary,
        deck_size=len(schedule.deck),
        ranks=" ".join(order),
        hint=hint[:1].upper() + hint[1:],
        placeholder=f"e.g. {order[0]}S {order[1]}S {order[2]}H …",
        last_trick=last,
    )
