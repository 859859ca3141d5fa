"""Hand and Foot (``hand-and-foot.txt``): the North American Canasta for four players in two partnerships,
five packs with jokers, a hand and a foot of eleven cards each, piles of seven, four hands.

The table plays with real cards and records, per hand: a player who pulled exactly 22 cards at the deal
(+100), a side's first melds when it lays them (checked against the hand's minimum), the penalties as they
happen, and at the end, per partnership, its piles by kind, its red 3s, the value of its melded cards (a
number, or the cards tapped in and added up), the value of the cards each player still holds (number or
cards), and who went out. The app checks what it can and shows the breakdown; four hands, highest total wins.

Choices where the text is open:

- Players: four, in two partnerships sitting across ("The players divide into two partnerships, sitting
  across from one another"); the text gives no other count.
- A pile of wild cards only is a wild pile (1500), never a clean one (500), although the text also calls
  it "clean": its bonus list and going-out condition count wild piles apart (``games.hand_and_foot.melds``).
- A red 3 scores 100 once (the card table and the bonus list name the same 100); option
  ``red_three_points``: 200, card value and bonus both.
- Going out needs, at the moment it is entered, two clean piles, two dirty piles and one wild pile
  (checked), both partners having played from their feet (``feet``) and the partner's "Yes"
  (``permission``). The table lets a player go out only when those two hold (going out anyway after a "No"
  is a penalty), so an entry that leaves them unsaid holds them true; one that says no is refused. The
  player who went out holds no cards. A hand may also end with nobody out ("the stock is
  depleted ... unable or unwilling to draw"): no going-out bonus then.
- The cards a player still holds count against the side: the hand, and the foot when it was never picked
  up (the table enters their value or cards; red 3s are never held, they are laid out at once).
- The round's minimum is checked twice: on the first melds when the table enters them (``opening``,
  optional), and at the end, where a side that melded anything must have melded at least the minimum (and
  at least its entered first melds); its piles must hold at least the least their cards can be worth.
- Counts the five packs allow: at most 10 red 3s and 30 wild cards (20 twos, 10 jokers) in all piles.
- The exact-22 bonus goes to the player's partnership ("they immediately score a 100-point bonus"), at most
  once per player per hand. Penalties are entered by player, as they happen, and charged to the partnership.
- A tie after four hands is shared; option ``tie``: play further hands (minimum 150) until it is broken.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import AnyCard, Card, Rank
from scorekeeper.core import RuleError, filled, option, read_flag, read_int, read_seat
from scorekeeper.families.card_points import card_value, deck_total
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides, Tie
from scorekeeper.families.melding import (
    CardValues,
    Penalty,
    read_card_total,
    read_card_totals,
    read_penalty,
    read_side_counts,
    side_row,
)
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.hand_and_foot.melds import (
    CARD_POINTS,
    EXACT_DEAL_BONUS,
    HAND_AND_FOOT,
    OPENING_MINIMUMS,
    PENALTIES,
    PILE_BONUSES,
    PILE_LEAST_VALUE,
    RED_THREES,
    PileKind,
    check_opening_melds,
    check_pack_counts,
    check_piles_to_go_out,
    score_hand_and_foot_counts,
)
from scorekeeper.games.hand_and_foot.statistics import STATISTICS
from scorekeeper.games.hand_and_foot.statistics import tallies as game_tallies
from scorekeeper.games.hand_and_foot.words import describe as hand_and_foot_words

SLUG = HAND_AND_FOOT
HANDS = 4  # "The game ends after four hands have been played."
KINDS = (PileKind.CLEAN, PileKind.DIRTY, PileKind.WILD)
KIND_KEYS = {PileKind.CLEAN: "clean", PileKind.DIRTY: "dirty", PileKind.WILD: "wild"}
MOST_PILES = 30  # a bound for the steppers: 270 cards make fewer than 39 piles
DECK_POINTS = deck_total(CARD_POINTS)
PENALTY_TABLE = tuple(Penalty(name, label, points) for name, (label, points) in PENALTIES.items())


def _is_three(card: AnyCard) -> bool:
    return isinstance(card, Card) and card.rank == Rank.THREE


def _not_melded(card: AnyCard) -> str | None:
    """ "Black 3s: Cannot be melded"; red 3s are laid out as bonuses, not melded."""
    if _is_three(card):
        why = "red 3s are laid out as bonuses" if card.suit.is_red else "black 3s never are"
        return f"{card} cannot be melded: {why}."
    return None


def _not_held(card: AnyCard) -> str | None:
    """ "any red 3s encountered throughout the game are laid down": nobody holds one at the end."""
    if _is_three(card) and card.suit.is_red:
        return f"{card} is not held: red 3s are laid out at once and counted as red 3s."
    return None


def _value(card: AnyCard) -> int:
    return card_value(CARD_POINTS, card)


MELDED = CardValues(CARD_POINTS.deck, _value, _not_melded, step=5)
HELD = CardValues(CARD_POINTS.deck, _value, _not_held, step=5)


@dataclass(frozen=True)
class HandAndFootOptions:
    red_three_points: int = option(
        100,
        "A red 3 scores",
        choices=((100, "100 (card value and bonus are the same 100)"), (200, "200 (card value and bonus)")),
    )
    tie: str = option(
        "share",
        "A tie after four hands",
        choices=(("share", "is shared"), ("play_on", "plays further hands until broken")),
    )


@dataclass(frozen=True)
class HandAndFootDeal(Deal):
    """A hand in progress: who pulled exactly 22, each side's first melds, the penalties so far."""

    exact: tuple[int, ...] = ()  # seats
    opened: tuple[tuple[int, int], ...] = ()  # (side, value of its first melds)
    penalties: tuple[tuple[int, str], ...] = ()  # (seat, penalty name)

    @property
    def minimum(self) -> int:
        """The hand's minimum for first melds (hands after the fourth, tie-breakers, keep 150)."""
        return OPENING_MINIMUMS[min(self.number, HANDS) - 1]

    def opening_of(self, side: int) -> int | None:
        return next((value for s, value in self.opened if s == side), None)


class HandAndFoot(DealGame[HandAndFootOptions]):
    slug = SLUG
    name = "Hand and Foot"
    min_players = max_players = 4
    Options = HandAndFootOptions
    summary = "Canasta with five packs, a hand and a foot each, piles of seven; four hands, partnerships."
    rules_file = "hand-and-foot.txt"
    uses_teams = True
    partners_opposite = True  # "The players divide into two partnerships, sitting across from one another"
    phases = (
        Phase(
            "play",
            ("result", "exact_deal", "opening", "penalty"),
            "During the hand: exact deals, first melds, penalties. At its end: each side's piles and cards.",
        ),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state, self.sides(state.setup))

    def ending(self, options: HandAndFootOptions) -> Ending:
        # "The game ends after four hands ... The partnership with the highest score ... is the winner."
        return Ending(deals=HANDS, ties=Tie.PLAY_ON if options.tie == "play_on" else Tie.SHARE)

    def new_deal(self, match: Match, number: int, dealer: int) -> HandAndFootDeal:
        return HandAndFootDeal(number, dealer)

    # --- During the hand ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(hand_and_foot_words, setup, event, actor) or super().describe(setup, event, actor)

    def on_exact_deal(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "If a player managed to pull exactly 22 cards ... they immediately score a 100-point bonus."
        deal = match.deal
        seat = read_seat(payload, "player", match.names, "The player")
        if seat in deal.exact:
            raise RuleError(f"{match.names[seat]}'s exact deal is already recorded for this hand.", "player")
        return replace(match, deal=replace(deal, exact=(*deal.exact, seat)))

    def on_opening(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "A partnership's first melds of the hand must meet a minimum value, depending on the round"
        deal, sides = match.deal, self.sides(match.setup)
        side = read_int(payload, "side", "The partnership", minimum=0, maximum=1)
        if deal.opening_of(side) is not None:
            raise RuleError(f"{sides.names[side]} already laid their first melds this hand.", "side")
        if filled(payload.get("melds")):
            melds = payload["melds"]
            if not isinstance(melds, list | tuple):
                raise RuleError("Enter the first melds as a list of melds such as KS KH KD.", "melds")
            value = _checked(lambda: check_opening_melds(melds, min(deal.number, HANDS)), "melds")
        else:
            value = read_card_total(payload, "points", "cards", MELDED, label="the first melds").points
            if value < deal.minimum:
                raise RuleError(
                    f"{sides.names[side]}'s first melds in hand {deal.number} must be worth at least "
                    f"{deal.minimum} points, not {value}.",
                    "points",
                )
        return replace(match, deal=replace(deal, opened=(*deal.opened, (side, value))))

    def on_penalty(self, match: Match, payload: Mapping[str, Any]) -> Match:
        seat = read_seat(payload, "player", match.names, "The player")
        penalty = read_penalty(payload, "penalty", PENALTY_TABLE)
        deal = match.deal
        return replace(match, deal=replace(deal, penalties=(*deal.penalties, (seat, penalty.name))))

    # --- The end of the hand ---

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, sides, names = match.deal, self.sides(match.setup), self.sides(match.setup).names
        piles = {
            kind: read_side_counts(payload, KIND_KEYS[kind], names, kind.value + "s", maximum=MOST_PILES)
            for kind in KINDS
        }
        threes = read_side_counts(payload, "red_threes", names, "red 3s", maximum=RED_THREES)
        melded = read_card_totals(payload, "melded", "melded_cards", MELDED, names, maximum=DECK_POINTS)
        labels = [f"{name}'s cards left" for name in match.names]
        held = read_card_totals(payload, "left", "left_cards", HELD, labels, maximum=DECK_POINTS)
        out = _went_out(payload, match)
        check_pack_counts(sum(threes), sum(piles[PileKind.WILD]), sum(piles[PileKind.DIRTY]))
        for side in (0, 1):
            _check_side(deal, sides, side, {kind: piles[kind][side] for kind in KINDS}, melded[side].points)
        if out is not None:
            self._check_going_out(payload, match, out, {kind: piles[kind][sides.of(out)] for kind in KINDS})
            if held[out].points:
                raise RuleError(f"{match.names[out]} went out and holds no cards.", f"left.{out}")
        results = []
        for side, seats in enumerate(sides.seats):
            results.append(
                score_hand_and_foot_counts(
                    {kind: piles[kind][side] for kind in KINDS},
                    melded=melded[side].points,
                    melded_cards=melded[side].cards,
                    red_threes=threes[side],
                    held=sum(held[s].points for s in seats),
                    held_cards=[c for s in seats for c in held[s].cards],
                    went_out=out in seats,
                    exact_deals=sum(1 for s in deal.exact if s in seats),
                    penalties=[name for s, name in deal.penalties if s in seats],
                    red_three_points=match.options.red_three_points,
                )
            )
        facts = {
            "piles": {KIND_KEYS[kind]: list(piles[kind]) for kind in KINDS},
            "red_threes": list(threes),
            "melded": [t.points for t in melded],
            "held": [sum(held[s].points for s in seats) for seats in sides.seats],
            "went_out": out,
            "went_out_side": None if out is None else sides.of(out),
            "exact": list(deal.exact),
            "penalties": [{"player": s, "penalty": n} for s, n in deal.penalties],
        }
        row = self._row(match, sides, piles, out, [r.lines for r in results])
        return self.finish_deal(match, row, facts=facts)

    def _check_going_out(self, payload: Mapping[str, Any], match: Match, out: int, piles: dict) -> None:
        # "they must have completed two clean piles, two dirty piles, and one wild pile, both players must
        # have played at least part of one turn with their foot piles, and the player wishing to go out
        # must have received permission to go out from their partner."
        check_piles_to_go_out(piles, "went_out")
        if not _unless_denied(payload, "feet", "Both played from their feet"):
            raise RuleError("To go out, both partners must have played from their feet.", "feet")
        if not _unless_denied(payload, "permission", "The partner said yes"):
            seats = self.sides(match.setup).seats[self.sides(match.setup).of(out)]
            partner = match.names[next(s for s in seats if s != out)]
            raise RuleError(
                f"To go out, {match.names[out]} needs {partner}'s “Yes” to “May I go out?”.", "permission"
            )

    def _row(self, match: Match, sides: Sides, piles: dict, out: int | None, lines: list) -> HandRow:
        deal = match.deal
        notes = []
        for side in (0, 1):
            counts = [f"{piles[kind][side]} {KIND_KEYS[kind]}" for kind in KINDS if piles[kind][side]]
            went = ["out"] if out is not None and sides.of(out) == side else []
            notes.append(" · ".join([*counts, *went]) or "no piles")
        ending = f"{match.names[out]} went out" if out is not None else "nobody went out"
        return side_row(
            f"Hand {deal.number}", lines, notes=notes, summary=f"{ending} · minimum {deal.minimum}"
        )

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        return self.ask("play", self.progress(match), data=self._play_data(match))

    def _play_data(self, match: Match) -> dict[str, Any]:
        deal, sides = match.deal, self.sides(match.setup)
        return {
            "hand": deal.number,
            "hands": HANDS,
            "minimum": deal.minimum,
            "opened": [deal.opening_of(side) for side in (0, 1)],
            "exact": list(deal.exact),
            "penalties": [
                {"player": s, "penalty": n, "label": PENALTIES[n][0], "points": PENALTIES[n][1]}
                for s, n in deal.penalties
            ],
            "penalty_table": [{"name": p.name, "label": p.label, "points": p.points} for p in PENALTY_TABLE],
            "seats": [list(seats) for seats in sides.seats],
            "bonuses": {KIND_KEYS[kind]: PILE_BONUSES[kind] for kind in KINDS},
            "exact_bonus": EXACT_DEAL_BONUS,
        }

    def progress(self, match: Match) -> str | None:
        """'Hand 2 of 4 · first melds 90 · Bob starts' (the dealer's left plays first)."""
        deal = match.deal
        if deal is None:
            return None
        of = f" of {HANDS}" if deal.number <= HANDS else " (tie-breaker)"
        first = match.names[self.direction.after(deal.dealer, match.setup.size)]
        return f"Hand {deal.number}{of} · first melds {deal.minimum} · {first} starts"

    def extras(self, match: Match) -> dict[str, Any]:
        """Each side's piles by hand (for the pictures), and the hand in progress."""
        deal = match.deal
        current = self._play_data(match) if deal is not None else None
        return {"hands": [dict(record.facts) for record in match.played], "current": current, "of": HANDS}

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        roll = rng.random()
        if roll < 0.08:
            return Event("exact_deal", {"player": rng.randrange(4)})
        if roll < 0.16:
            return Event("penalty", {"player": rng.randrange(4), "penalty": rng.choice(list(PENALTIES))})
        if roll < 0.28:
            return Event(
                "opening", {"side": rng.randrange(2), "points": deal.minimum + 5 * rng.randint(-2, 12)}
            )
        return Event("result", _random_result(deal, self.sides(match.setup), rng))


# --- The rules of one hand ----------------------------------------------------------------------------


def _checked(check: Any, field_name: str) -> int:
    """Run a calculator check, naming the form field at fault when it refuses."""
    try:
        return check()
    except RuleError as exc:
        raise RuleError(exc.message, exc.field or field_name) from exc


def _went_out(payload: Mapping[str, Any], match: Match) -> int | None:
    """The seat that went out, or ``None`` when the hand ended without it (the stock ran out)."""
    if not filled(payload.get("went_out")):
        return None
    return read_seat(payload, "went_out", match.names, "The player who went out")


def _check_side(
    deal: HandAndFootDeal, sides: Sides, side: int, piles: Mapping[PileKind, int], melded: int
) -> None:
    """A side's melded value against its piles and the hand's minimum."""
    name, field_name = sides.names[side], f"melded.{side}"
    least = sum(PILE_LEAST_VALUE[kind] * n for kind, n in piles.items())
    if melded < least:
        raise RuleError(
            f"{name}'s piles hold cards worth at least {least}, more than the {melded} entered.", field_name
        )
    if melded and melded < deal.minimum:
        # "A partnership's first melds of the hand must meet a minimum value"
        raise RuleError(
            f"{name}'s melds are worth {melded}: in hand {deal.number} the first melds alone must be worth "
            f"at least {deal.minimum}.",
            field_name,
        )
    opened = deal.opening_of(side)
    if opened is not None and melded < opened:
        raise RuleError(
            f"{name}'s first melds alone were worth {opened}, more than the {melded} entered.", field_name
        )


def _random_result(deal: HandAndFootDeal, sides: Sides, rng: Random) -> dict[str, Any]:
    """A plausible end of hand: one side (usually) went out with the piles it needs."""
    out = rng.randrange(4) if rng.random() < 0.85 else None
    payload: dict[str, Any] = {"clean": [], "dirty": [], "wild": [], "red_threes": [], "melded": []}
    for side in (0, 1):
        going = out is not None and sides.of(out) == side
        counts = {
            "clean": rng.randint(2 if going else 0, 4),
            "dirty": rng.randint(2 if going else 0, 3),
            "wild": 1 if going else rng.randint(0, 1),
        }
        least = sum(PILE_LEAST_VALUE[kind] * counts[KIND_KEYS[kind]] for kind in KINDS)
        melded = 0 if not least and rng.random() < 0.2 else max(least, deal.minimum) + 5 * rng.randint(0, 60)
        opened = deal.opening_of(side)
        melded = max(melded, opened or 0)
        for key, value in counts.items():
            payload[key].append(value)
        payload["red_threes"].append(rng.randint(0, 2))
        payload["melded"].append(melded)
    payload["left"] = [0 if seat == out else 5 * rng.randint(0, 30) for seat in range(4)]
    if out is not None:
        # The form leaves the going-out conditions unsaid (they hold); stored games and the API say them.
        payload |= {"went_out": out} | ({"feet": True, "permission": True} if rng.random() < 0.5 else {})
    return payload


def _unless_denied(payload: Mapping[str, Any], key: str, label: str) -> bool:
    """A going-out condition only the table sees: true unless the entry says no (left out, or blank)."""
    return not filled(payload.get(key)) or read_flag(payload, key, label)
