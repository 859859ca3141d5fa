"""Calypso (``calypso.txt``): four players in two partnerships, a trump suit for each player, four packs
shuffled together (208 cards), one deal by each player, and calypsos (a player's own suit, one card of each
rank) built from the tricks won.

The table plays with real cards and records, after each deal, what lies on the table: per player the
calypsos completed and the cards of the calypso in progress (a count, or the cards), per side the cards in
its won-tricks pile. The app checks that every card is accounted for and scores as the text counts: "500
for the first, 750 for the second, and 1000 each for the third and (almost impossible) fourth", 20 for each
card of a calypso in progress, 10 for each card in a won-tricks pile, partners together.

Choices where the text is open:

- Partners sit across. The trump suits are an option by seat (all 24 orders); the default is the custom,
  "the spade player's partner will be the heart player": seats 1 to 4 hold ♠ ♦ ♥ ♣.
- Four deals (52 cards a deal, "when all of the cards ... have been exhausted, the game ends"); the deal
  passes to the left, so everyone deals once. Level totals are a tie (the text names no tie-break).
- The text scores once, at the end. The sheet shows the standing after each count (what each side would
  score if the game ended then): a row is the change in the standing, the totals are the standings, and
  after deal 4 they are the text's scores. A table that counts only at the end taps "count at the end"
  after deals 1 to 3 (``count_later``); the next count covers those deals.
- A count is what lies on the table, not what changed (the form starts from the last count). The pile is
  counted per side: the text keeps one per player but scores "each side ... their won-tricks pile".
- Checks: the counts and the cards not dealt make 208; a trick's cards stay with the side that won it, so
  a side holds whole tricks; a calypso in progress holds 0 to 12 cards of its owner's suit, one of each
  rank (a duplicate goes to the pile); four packs allow four calypsos; nothing leaves a calypso or a pile.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import permutations
from random import Random
from typing import Any

from scorekeeper.cards import ACE_HIGH, Suit, standard_52
from scorekeeper.core import RuleError, ScoreLine, filled, joined, option, plural, read_cards, read_int_list
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Sides, standing_row
from scorekeeper.families.deal.result import whole_tricks
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import Tie, TrickRules
from scorekeeper.families.words import own_words
from scorekeeper.games.calypso.statistics import STATISTICS
from scorekeeper.games.calypso.statistics import tallies as calypsos_and_tricks
from scorekeeper.games.calypso.words import describe as calypso_words

SLUG = "calypso"
PACKS = 4  # "take four decks ... and shuffle them together"
PACK = 52 * PACKS  # "a 208-card pack"
DEALT = 4 * 13  # "Deal thirteen cards, face down, to each player"
DEALS = PACK // DEALT  # 4: "When all of the cards dealt in the last batch of thirteen have been exhausted"
CALYPSO = 13  # "a set of thirteen cards of the player's trump suit (one of each rank)"
MOST_CALYPSOS = PACKS  # four of each card in four packs
CALYPSO_VALUES = (500, 750, 1000, 1000)  # "500 for the first, 750 for the second, and 1000 each for ..."
IN_PROGRESS_CARD = 20  # "20 points for each card in their uncompleted calypsos"
PILE_CARD = 10  # "10 points for each unused card in their won-tricks pile"
TRUMP_CHOICES = tuple(
    ("".join(order), ", ".join(f"{Suit(s).symbol} {Suit(s).plural}" for s in order))
    for order in permutations("SDHC")
)


@dataclass(frozen=True)
class CalypsoOptions:
    trumps: str = option(
        "SDHC",
        "Each player's trump suit, in seat order",
        choices=TRUMP_CHOICES,
        help="Customarily spades and hearts are partners, as are diamonds and clubs.",
    )


def trump_suits(options: CalypsoOptions) -> tuple[Suit, ...]:
    """Each seat's own trump suit."""
    return tuple(Suit(code) for code in options.trumps)


def trick_rules(trump: Suit | None, options: CalypsoOptions) -> TrickRules:
    """Four packs, aces high, "They must follow suit if able", a trump suit for each seat; of two cards that
    tie "the one that was played first takes the trick". The seat that led is the trick's ``leader``."""
    if trump is not None:
        raise ValueError("In Calypso each player has their own trump suit: give them as the trumps option.")
    return TrickRules(
        personal_trumps=trump_suits(options), ties=Tie.FIRST, deck=tuple(standard_52(copies=PACKS))
    )


@dataclass(frozen=True, slots=True)
class Layout:
    """The table after a count: per seat the calypsos completed and the cards of the calypso in progress
    (the cards themselves where they were entered), per side the cards in the won-tricks pile."""

    calypsos: tuple[int, ...] = (0,) * 4
    incomplete: tuple[int, ...] = (0,) * 4
    cards: tuple[tuple[str, ...] | None, ...] = (None,) * 4
    won: tuple[int, ...] = (0, 0)

    def in_calypsos(self, seat: int) -> int:
        return CALYPSO * self.calypsos[seat] + self.incomplete[seat]

    def held(self, sides: Sides) -> tuple[int, ...]:
        """Each side's cards: its players' calypsos and its pile."""
        return tuple(
            p + sum(map(self.in_calypsos, seats)) for p, seats in zip(self.won, sides.seats, strict=True)
        )

    def parts(self, seats: Sequence[int], side: int) -> tuple[int, int, int]:
        """A side's standing in three parts: its calypsos, its calypsos in progress, its pile."""
        made = sum(sum(CALYPSO_VALUES[: self.calypsos[seat]]) for seat in seats)
        return made, IN_PROGRESS_CARD * sum(self.incomplete[s] for s in seats), PILE_CARD * self.won[side]

    def standing(self, sides: Sides, names: Sequence[str], suits: Sequence[Suit]) -> list[list[ScoreLine]]:
        """Each side's score if the game ended now, with its reasons."""
        lines: list[list[ScoreLine]] = []
        for pile, seats in zip(self.won, sides.seats, strict=True):
            mine = []
            for seat in seats:
                made, building, who = self.calypsos[seat], self.incomplete[seat], f"{names[seat]}:"
                values = CALYPSO_VALUES[:made]
                if made:
                    worth = " + ".join(map(str, values))
                    label = f"{who} {plural(made, 'calypso')} {suits[seat].symbol} ({worth})"
                    mine.append(ScoreLine(label, sum(values)))
                if building:
                    label = f"{who} {building} {suits[seat].symbol} in progress × {IN_PROGRESS_CARD}"
                    mine.append(ScoreLine(label, building * IN_PROGRESS_CARD))
            if pile:
                mine.append(ScoreLine(f"won-tricks pile: {pile} × {PILE_CARD}", pile * PILE_CARD))
            lines.append(mine)
        return lines


@dataclass(frozen=True)
class CalypsoDeal(Deal):
    """A deal in progress, with the table as the last count left it (after deal ``counted_after``; 0: none
    yet)."""

    before: Layout = field(default_factory=Layout)
    counted_after: int = 0


class Calypso(DealGame[CalypsoOptions]):
    slug = SLUG
    name = "Calypso"
    min_players = max_players = 4
    Options = CalypsoOptions
    summary = "Partnerships; a trump suit for each player; runs of thirteen from four packs. Four deals."
    rules_file = "calypso.txt"
    uses_teams = True
    partners_opposite = True  # "Players should be seated so that their partner is seated across from them"
    phases = (
        Phase(
            "count", ("count", "count_later"), "After the 13th trick: the calypsos and piles on the table."
        ),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return calypsos_and_tricks(match, self.sides(match.setup))

    def ending(self, options: CalypsoOptions) -> Ending:
        # "When all of the cards ... have been exhausted, the game ends ... Whichever partnership has the
        # higher score wins the game."
        return Ending(deals=DEALS)

    def new_deal(self, match: Match, number: int, dealer: int) -> CalypsoDeal:
        # "Game play continues, with players continuing to build the calypsos they already have in progress."
        counted = [(n, r.facts["layout"]) for n, r in enumerate(match.played, 1) if "layout" in r.facts]
        after, layout = counted[-1] if counted else (0, Layout())
        return CalypsoDeal(number, dealer, layout, after)

    def on_count(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names, sides = match.deal, match.names, self.sides(match.setup)
        suits, before = trump_suits(match.options), deal.before
        layout = _read_layout(payload, names, sides, suits)
        _check_kept(layout, deal, names, sides)
        _check_accounted(layout, deal.number, sides)
        tricks = [(now - then) // 4 for now, then in zip(layout.held(sides), before.held(sides), strict=True)]
        completed = [now - then for now, then in zip(layout.calypsos, before.calypsos, strict=True)]
        standing = layout.standing(sides, names, suits)
        first = deal.counted_after + 1  # a count covers the deals left uncounted before it
        span = f"deal {deal.number}" if first == deal.number else f"deals {first}–{deal.number}"
        notes, summary = _words(span if first < deal.number else "", sides, names, tricks, completed)
        earlier = [sum(line.points for line in side) for side in before.standing(sides, names, suits)]
        since = f"less the standing after deal {deal.counted_after}"
        row = standing_row(
            f"Deal {deal.number}", standing, earlier, since=since, notes=notes, summary=summary
        )
        points = [sum(line.points for line in side) for side in standing]
        facts = {"layout": layout, "tricks": tricks, "completed": completed, "span": span, "standing": points}
        return self.finish_deal(match, row, facts=facts | {"dealt": DEALT * deal.number})

    def on_count_later(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "When all of the cards ... have been exhausted, the game ends. The scores are then calculated."
        number = match.deal.number
        row = HandRow(f"Deal {number}", (None, None), summary="not counted: the next count covers it")
        return self.finish_deal(match, row, facts={"dealt": DEALT * number})

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(calypso_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        events = ("count", "count_later") if match.deal.number < DEALS else ("count",)
        return self.ask("count", self.progress(match), data=self.extras(match), events=events)

    def progress(self, match: Match) -> str | None:
        """'Deal 2 of 4 · Bob deals'."""
        deal = match.deal
        return f"Deal {deal.number} of {DEALS} · {match.names[deal.dealer]} deals" if deal else None

    def extras(self, match: Match) -> dict[str, Any]:
        """The table as the last count left it, for the count's form and the scoreboard (``layout``: each
        player's calypsos and calypso in progress, each side's pile), and what that count found."""
        counted = [(n, r.facts) for n, r in enumerate(match.played, 1) if "layout" in r.facts]
        after, facts = (
            counted[-1] if counted else (0, {"layout": Layout(), "tricks": [0, 0], "completed": [0] * 4})
        )
        sides, number = self.sides(match.setup), match.deal.number if match.deal else DEALS
        last = match.played[-1].row if match.played else None
        return {
            "deal": number,
            "deals": DEALS,
            "pack": PACK,
            "undealt": PACK - DEALT * number,
            "counted_after": after,
            "span": facts.get("span", ""),
            "layout": facts["layout"],
            "held": facts["layout"].held(sides),
            "parts": [facts["layout"].parts(seats, side) for side, seats in enumerate(sides.seats)],
            "tricks": facts["tricks"],
            "completed": facts["completed"],
            "suits": [suit.value for suit in trump_suits(match.options)],
            "sides": sides.seats,
            "last": {"label": last.label, "summary": last.summary} if last else None,
        }

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal, suits = match.deal, trump_suits(match.options)
        if deal.number < DEALS and rng.random() < 0.2:
            return Event("count_later", {})
        calypsos, building, piles = _random_play(deal, self.sides(match.setup), suits, rng)
        payload: dict[str, Any] = {"calypsos": calypsos, "won": piles}
        if rng.random() < 0.3:
            payload["cards"] = [
                " ".join(r + s.value for r in ranks) for ranks, s in zip(building, suits, strict=True)
            ]
        else:
            payload["incomplete"] = [len(ranks) for ranks in building]
        if rng.random() < 0.1:  # a miscount, which the app refuses
            piles[rng.randrange(2)] += rng.choice((-4, -1, 1, 4))
        return Event("count", payload)


def _words(
    span: str, sides: Sides, names: Sequence[str], tricks: Sequence[int], completed: Sequence[int]
) -> tuple[list[str], str]:
    """The row's notes ('7 tricks · calypso: Ann') and summary ('Ann & Cid took 7 tricks, Bob & Dee 6 ·
    calypso for Ann'; 'Deals 1–3: …' when the count covers deals left uncounted, its ``span``)."""
    notes = [
        plural(tricks[side], "trick")
        + "".join(f" · calypso: {names[s]}" for s in seats for _ in range(completed[s]))
        for side, seats in enumerate(sides.seats)
    ]
    summary = f"{span.capitalize()}: " if span else ""
    summary += f"{sides.names[0]} took {plural(tricks[0], 'trick')}, {sides.names[1]} {tricks[1]}"
    made = [names[seat] for seat, new in enumerate(completed) for _ in range(new)]
    return notes, summary + (f" · calypso for {joined(made)}" if made else "")


# --- Reading and checking a count ---------------------------------------------------------------------------


def _read_layout(
    payload: Mapping[str, Any], names: Sequence[str], sides: Sides, suits: Sequence[Suit]
) -> Layout:
    labels = [f"{name}'s completed calypsos" for name in names]
    calypsos = read_int_list(payload, "calypsos", labels, minimum=0, maximum=MOST_CALYPSOS)
    if ("incomplete" in payload) == ("cards" in payload):
        raise RuleError(
            "Enter each calypso in progress as a count or as its cards (one of the two).", "incomplete"
        )
    if "cards" in payload:
        cards = payload["cards"]
        if not isinstance(cards, list | tuple) or len(cards) != len(names):
            raise RuleError(f"Enter the calypso cards of each of the {len(names)} players.", "cards")
        entered = tuple(_calypso_cards(cards[s], names[s], suits[s], f"cards.{s}") for s in range(len(names)))
        building = tuple(map(len, entered))
    else:
        entered = (None,) * len(names)
        building = read_int_list(
            payload, "incomplete", [f"{n}'s cards in progress" for n in names], minimum=0
        )
    for seat, count in enumerate(building):
        # "When a player has obtained one card of each rank ... they have completed their calypso."
        if count >= CALYPSO:
            key = "cards" if "cards" in payload else "incomplete"
            raise RuleError(
                f"{CALYPSO} cards make {names[seat]}'s calypso complete: count it as completed.",
                f"{key}.{seat}",
            )
    won = payload.get("won")
    if not isinstance(won, list | tuple) or len(won) != len(sides.names):
        raise RuleError("Enter the cards in each side's won-tricks pile.", "won")
    piles = read_int_list(
        payload, "won", [f"{n}'s won-tricks pile" for n in sides.names], minimum=0, maximum=PACK
    )
    return Layout(calypsos, building, entered, piles)


def _calypso_cards(value: Any, name: str, suit: Suit, key: str) -> tuple[str, ...]:
    """A calypso in progress as cards (blank: none): its owner's suit, one card of each rank."""
    if not filled(value):
        return ()
    cards = read_cards(value, standard_52(copies=PACKS), field_name=key, who=name)
    stray = next((card for card in cards if card.suit is not suit), None)
    if stray is not None:
        raise RuleError(f"{name}'s calypso is of {suit.symbol} {suit.plural}: {stray} is not one.", key)
    twice = next((card for card, n in Counter(cards).items() if n > 1), None)
    if twice is not None:
        # "a duplicate of a card already in their calypso ... is simply added to the won-trick pile."
        raise RuleError(f"{name}'s calypso holds one of each rank: the second {twice} goes to the pile.", key)
    return tuple(str(card) for card in sorted(cards, key=lambda card: ACE_HIGH.index(card.rank)))


def _check_kept(layout: Layout, deal: CalypsoDeal, names: Sequence[str], sides: Sides) -> None:
    """Nothing leaves a calypso or a pile: each count is at least the last one."""
    before, after = deal.before, f"after deal {deal.counted_after}"
    for seat, name in enumerate(names):
        key = f"cards.{seat}" if layout.cards[seat] is not None else f"incomplete.{seat}"
        if layout.calypsos[seat] < before.calypsos[seat]:
            had = plural(before.calypsos[seat], "calypso")
            raise RuleError(f"{name} had {had} {after}: a completed calypso stays.", f"calypsos.{seat}")
        if layout.in_calypsos(seat) > MOST_CALYPSOS * CALYPSO:
            raise RuleError(
                f"With four calypsos {name} has every card of the suit: none is in progress.", key
            )
        if layout.calypsos[seat] > before.calypsos[seat]:
            continue  # "use any unused cards in the last trick won to start a new calypso"
        now = layout.cards[seat]
        gone = set(before.cards[seat] or ()) - set(now) if now is not None else set()
        if layout.incomplete[seat] < before.incomplete[seat] or gone:
            had = f"had {min(gone, key=str)}" if gone else f"had {before.incomplete[seat]} cards"
            raise RuleError(
                f"{name}'s calypso in progress {had} {after}: it keeps its cards until complete.", key
            )
    for side, name in enumerate(sides.names):
        if layout.won[side] < before.won[side]:
            had = f"{before.won[side]} cards {after}"
            raise RuleError(f"{name}'s won-tricks pile had {had}: a pile only grows.", f"won.{side}")


def _check_accounted(layout: Layout, number: int, sides: Sides) -> None:
    """Every card dealt is in a calypso or a pile, the rest of the 208 not dealt yet; and as all the cards of
    a trick stay with the side that won it, each side holds whole tricks."""
    dealt, held = DEALT * number, layout.held(sides)
    if sum(held) != dealt:
        should = (
            f"all {PACK} cards"
            if dealt == PACK
            else f"{dealt} cards ({PACK} less the {PACK - dealt} not dealt)"
        )
        raise RuleError(
            f"After deal {number} the counts should hold {should}, not {sum(held)}: count again.", "won"
        )
    for side, name in enumerate(sides.names):
        whole_tricks(held[side], f"won.{side}", whose=f"{name}'s ")


def _random_play(
    deal: CalypsoDeal, sides: Sides, suits: Sequence[Suit], rng: Random
) -> tuple[list[int], list[list[str]], list[int]]:
    """The table after the deals since the last count, played at random: each trick to a side, each of its
    cards to the calypso of the side's player of its suit unless a duplicate (then, as all others, to the
    pile). A calypso in progress counted without its cards gets ranks drawn at random."""
    before, ranks = deal.before, [rank.value for rank in ACE_HIGH]
    calypsos, piles = list(before.calypsos), list(before.won)
    building = [
        [card[:-1] for card in cards] if cards is not None else rng.sample(ranks, count)
        for cards, count in zip(before.cards, before.incomplete, strict=True)
    ]
    for _ in range(13 * (deal.number - deal.counted_after)):
        side = rng.randrange(2)
        for _ in range(4):
            seat, rank = rng.randrange(len(suits)), rng.choice(ranks)
            full = CALYPSO * calypsos[seat] + len(building[seat]) >= MOST_CALYPSOS * CALYPSO
            if seat not in sides.seats[side] or rank in building[seat] or full:
                piles[side] += 1
                continue
            building[seat].append(rank)
            if len(building[seat]) == CALYPSO:  # "they have completed their calypso"
                calypsos[seat], building[seat] = calypsos[seat] + 1, []
    return calypsos, building, piles
