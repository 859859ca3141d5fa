"""Beggar My Neighbour (``beggar-my-neighbour.txt``), also Strip Jack Naked or Suck the Well: a match of
several games between the same players, first to an agreed number of wins.

"There is no skill in this game", so the app is a referee and a tally. A deal of the match is one game,
recorded in one of three ways:

- the pile referee (``start``, then ``card`` per card turned, one tap each): the app follows the pay cards
  ("4 ordinary cards for an ace, 3 ... for a king, 2 ... for a queen, 1 ... for a jack"), says whose turn it
  is and how many chances remain, gives the pile to "the person who played the pay card", keeps each
  player's count (always adding up to the pack with the pile), puts out a player who has to play and has
  no card, and ends the game when one player holds everything (``families.piles``);
- the play-out (``playout``): the starting stacks entered, the app plays the game to its end
  (``games.beggar_my_neighbour.play_out``): the winner, the cards turned and the tricks, or that the deal
  never ends;
- the result alone (``result``): the winner, with more players the order they ran out, and the game's
  length when someone counted it. It also ends a refereed game the table stops early.

Choices where the text is open (the other readings are options where they change what is recorded):

- A game won scores 1 in the winner's column; the match goes to the agreed number of wins (3 by default).
  A deal that never ends (the play-out meets the same position again) scores nothing and counts as a deal.
- "Divide a standard pack of 52 cards roughly in half": the counts at the start are the table's, 26 each
  (as equal as possible, the first players turning getting the extra card) unless entered.
- The deal passes to the left; the player after the dealer in the direction of play turns first. Play is
  clockwise, or counter-clockwise ("Suck the Well") as an option.
- A player is out when it is their turn and they have no card: a last card that is a pay card may still
  win the pile. With more than two, a player who runs out while paying leaves the rest of the payment to
  the next player; option: the pay card's player takes the pile at once.
- On the referee a card may be tapped by its rank alone (suits never matter here); the app then keeps a
  suit not yet on the pile, so five of a rank on one pile is refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import CardError, Rank, check_cards, format_cards, parse_card, standard_52
from scorekeeper.core import RuleError, ScoreLine, option, plural, read_int, read_int_list, read_seat
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match
from scorekeeper.families.pay_cards import CHANCES
from scorekeeper.families.piles import FULL_PACK, PileTable, dealt_counts
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.beggar_my_neighbour.play_out import PlayOut, play_out, read_stacks
from scorekeeper.games.beggar_my_neighbour.statistics import STATISTICS
from scorekeeper.games.beggar_my_neighbour.statistics import tallies as game_tallies
from scorekeeper.games.beggar_my_neighbour.words import describe as beggar_words

SLUG = "beggar-my-neighbour"
MOST_COUNTED = 1_000_000  # the longest game counted: far beyond any real one
RANKS = tuple(rank.value for rank in Rank)
PACK = tuple(format_cards(standard_52()))
PLACES = ("1st", "2nd", "3rd", "4th", "5th", "6th")


@dataclass(frozen=True)
class BeggarOptions:
    wins: int = option(3, "Games to win the match", minimum=1, maximum=15)
    counter_clockwise: bool = option(False, "Play passes counter-clockwise (Suck the Well)")
    owner_takes: bool = option(
        False,
        "A player who runs out while paying gives the pile to the pay card's player",
        help="Off: the next player pays the rest. Only with more than two players.",
    )


@dataclass(frozen=True)
class BeggarDeal(Deal):
    """One game of the match: the referee's table once started, the piles taken and who ran out."""

    table: PileTable | None = None
    tricks: int = 0
    cards: int = 0
    out_order: tuple[int, ...] = ()
    last_taken: tuple[int, int] | None = None  # (seat, cards) of the last pile taken


class BeggarMyNeighbour(DealGame[BeggarOptions]):
    slug = SLUG
    name = "Beggar My Neighbour"
    min_players, max_players = 2, 6
    Options = BeggarOptions
    summary = (
        "Turn cards in turn; court cards and aces make the next player pay. Each game is one tap: its "
        "winner. The app can referee the pile instead, but that is one tap a card turned: 200 or more a game."
    )
    rules_file = "beggar-my-neighbour.txt"
    phases = (
        Phase(
            "deal",
            ("start", "playout", "result"),
            "Enter the winner (one tap), play the stacks out, "
            "or start the referee: one tap a card, 200+ a game.",
        ),
        Phase("play", ("card", "counts", "result"), "Tap each card as it is turned."),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state)

    def ending(self, options: BeggarOptions) -> Ending:
        return Ending(target=options.wins)

    def new_deal(self, match: Match, number: int, dealer: int) -> BeggarDeal:
        return BeggarDeal(number, dealer)

    def first_player(self, match: Match, dealer: int) -> int:
        """The player after the dealer in the direction of play turns the first card."""
        step = -1 if match.options.counter_clockwise else 1
        return (dealer + step) % match.setup.size

    # --- Starting a game ---

    def on_start(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options = match.deal, match.options
        first = self.first_player(match, deal.dealer)
        if payload.get("counts") in (None, "", []):
            counts = self.dealt(match, deal.dealer)
        else:
            counts = read_int_list(payload, "counts", match.names, minimum=0, maximum=FULL_PACK)
        table = PileTable.start(counts, first=first, counter_clockwise=options.counter_clockwise)
        return self._settle_turn(match, replace(deal, table=table))

    def dealt(self, match: Match, dealer: int) -> tuple[int, ...]:
        """The cards "dealt as equally as possible", from the first player round."""
        step = -1 if match.options.counter_clockwise else 1
        return dealt_counts(match.setup.size, FULL_PACK, self.first_player(match, dealer), step=step)

    def on_playout(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options = match.deal, match.options
        stacks = _read_stacks(payload, match.setup.size)
        first = self.first_player(match, deal.dealer)
        result = play_out(
            stacks, first=first, counter_clockwise=options.counter_clockwise, owner_takes=options.owner_takes
        )
        return self._finish(match, result.winner, result.out_order, result.cards, result.tricks, how=result)

    # --- The referee ---

    def on_card(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        table = deal.table
        if "player" in payload and payload["player"] not in (None, ""):
            seat = read_seat(payload, "player", match.names, "The player")
            if seat != table.to_play:
                who, turn = match.names[seat], match.names[table.to_play]
                raise RuleError(f"It is {turn}'s turn to turn a card, not {who}'s.", "card")
        card = _read_card(payload.get("card"), table)
        table = table.play(table.to_play, card)
        deal = replace(deal, table=table, cards=deal.cards + 1)
        return self._settle_turn(match, deal)

    def on_counts(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        counts = read_int_list(payload, "counts", match.names, minimum=0, maximum=FULL_PACK)
        for seat in deal.table.out:
            if counts[seat]:
                raise RuleError(
                    f"{match.names[seat]} is out of the game and holds no card.", f"counts.{seat}"
                )
        return self._settle_turn(match, replace(deal, table=deal.table.recount(counts)))

    def _settle_turn(self, match: Match, deal: BeggarDeal) -> Match:
        """After a card or a count: the pile to its winner, out whoever must play with no card, and the game
        over once one player holds every card in play."""
        table = deal.table
        while True:
            if table.taker is not None:
                deal = replace(deal, tricks=deal.tricks + 1, last_taken=(table.taker, len(table.pile)))
                table = table.take()
            elif table.stuck:
                # "The player who first runs out of cards loses."
                deal = replace(deal, out_order=(*deal.out_order, table.to_play))
                table = table.drop_out(table.to_play, owner_takes=match.options.owner_takes)
            else:
                break
        deal = replace(deal, table=table)
        if table.winner is not None:
            return self._finish(match, table.winner, deal.out_order, deal.cards, deal.tricks)
        return replace(match, deal=deal)

    # --- The result ---

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        winner = read_seat(payload, "winner", names, "The winner")
        table = deal.table
        if table is not None and winner in table.out:
            raise RuleError(f"{names[winner]} is already out of this game.", "winner")
        order = _read_order(payload, names, winner, deal.out_order)
        counted = table is not None
        cards = _read_length(payload, "cards", "Cards turned", deal.cards if counted else None)
        tricks = _read_length(payload, "tricks", "Tricks", deal.tricks if counted else None)
        return self._finish(match, winner, order, cards, tricks)

    def _finish(
        self,
        match: Match,
        winner: int | None,
        order: Sequence[int],
        cards: int | None,
        tricks: int | None,
        *,
        how: PlayOut | None = None,
    ) -> Match:
        endless = how is not None and winner is None
        facts = {
            "winner": winner,
            "out_order": list(order),
            "cards": cards,
            "tricks": tricks,
            "endless": endless,
            "played_out": how is not None,
            "repeat_from": how.repeat_from if how else None,
        }
        return self.finish_deal(match, self._row(match, facts), facts=facts, winner=winner)

    def _row(self, match: Match, facts: Mapping[str, Any]) -> HandRow:
        """1 for the game's winner, 0 for everyone else (a game that never ends: 0 each); the others' notes
        say the order they ran out."""
        names, deal, size = match.names, match.deal, match.setup.size
        winner, order = facts["winner"], facts["out_order"]
        points = [0] * size
        notes, lines = [""] * size, [()] * size
        if winner is not None:
            points[winner] = 1
            notes[winner] = "won"
            lines[winner] = (ScoreLine("won the game", 1),)
            # the first out comes last: with 3 players, out first = 3rd
            for k, seat in enumerate(order):
                notes[seat] = PLACES[size - 1 - k] if size > 2 else "out"
        return HandRow(
            f"Game {deal.number}", tuple(points), tuple(notes), tuple(lines), _summary(names, facts)
        )

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(beggar_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal = match.deal
        title = self.progress(match)
        if deal.table is None:
            data = {
                "counts": list(self.dealt(match, deal.dealer)),
                "first": self.first_player(match, deal.dealer),
            }
            return self.ask("deal", title, data=data)
        return self.ask("play", title, actor=deal.table.to_play, data=self._table_data(match))

    def _table_data(self, match: Match) -> dict[str, Any]:
        deal = match.deal
        table = deal.table
        return table.as_dict() | {
            "said": said(match.names, table, deal.last_taken),
            "ranks": [str(p.card)[:-1] for p in table.pile],
            "cards_turned": deal.cards,
            "tricks": deal.tricks,
            "out_order": list(deal.out_order),
            "last_taken": list(deal.last_taken) if deal.last_taken else None,
            "pay_ranks": [rank.value for rank in CHANCES],
            "all_ranks": list(RANKS),
        }

    def progress(self, match: Match) -> str | None:
        deal = match.deal
        if deal is None:
            return None
        if deal.table is None:
            return f"Game {deal.number} · {match.names[deal.dealer]} deals"
        return (
            f"Game {deal.number} · {plural(deal.cards, 'card')} turned · {plural(deal.tricks, 'pile')} taken"
        )

    def extras(self, match: Match) -> dict[str, Any]:
        deal = match.deal
        table = deal.table if deal else None
        return {
            "table": self._table_data(match) if table else None,
            "games": [dict(record.facts) for record in match.played],
        }

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal, size = match.deal, match.setup.size
        if deal.table is None:
            roll = rng.random()
            if roll < 0.6:
                counts = list(self.dealt(match, deal.dealer))
                if rng.random() < 0.3:
                    move = rng.randint(0, 3)
                    counts[0], counts[-1] = counts[0] + move, counts[-1] - move
                return Event("start", {"counts": counts})
            if roll < 0.8:
                cards = list(PACK)
                rng.shuffle(cards)
                return Event("playout", {"stacks": [cards[i::size] for i in range(size)]})
            return Event("result", {"winner": rng.randrange(size), "cards": rng.randint(20, 900)})
        table = deal.table
        if deal.cards > 40 and rng.random() < 0.06:  # the table stops a long game
            winner = rng.choice(table.left)
            return Event("result", {"winner": winner})
        if rng.random() < 0.03:
            return Event("counts", {"counts": list(table.counts)})
        on_pile = {str(p.card) for p in table.pile}
        free = [c for c in PACK if c not in on_pile]
        card = rng.choice(free)
        return Event("card", {"card": card[:-1] if rng.random() < 0.5 else card})


def said(names: Sequence[str], table: PileTable, last_taken: tuple[int, int] | None = None) -> str:
    """The referee's sentence: 'Bob pays for Ann's K: 2 chances left', 'Ann to play'."""
    turn = names[table.to_play]
    if table.chances:
        card = str(table.pay_card)[:-1]
        return f"{turn} pays for {names[table.owner]}'s {card}: {plural(table.chances, 'chance')} left"
    if last_taken and not table.pile:
        taker, size = last_taken
        return f"{names[taker]} took the pile of {plural(size, 'card')} and plays next"
    return f"{turn} to play"


def _summary(names: Sequence[str], facts: Mapping[str, Any]) -> str:
    """'Ann wins · 412 cards, 57 tricks', 'Played out: never ends (the position after trick 4 repeats)'."""
    length = [plural(facts[k], k[:-1]) for k in ("cards", "tricks") if facts.get(k) is not None]
    tail = f" · {', '.join(length)}" if length else ""
    if facts["endless"]:
        return f"Played out: never ends (the position after trick {facts['repeat_from']} comes back){tail}"
    prefix = "Played out: " if facts["played_out"] else ""
    return f"{prefix}{names[facts['winner']]} wins{tail}"


def _read_card(value: Any, table: PileTable) -> str:
    """A card turned: its rank alone (a free suit is kept for it) or the card itself."""
    if not isinstance(value, str) or not value.strip():
        raise RuleError("Tap the card turned, such as Q or 7.", "card")
    text = value.strip().upper()
    rank = "10" if text == "T" else text
    if rank in RANKS:
        on_pile = {str(p.card) for p in table.pile}
        free = [f"{rank}{suit}" for suit in "SHDC" if f"{rank}{suit}" not in on_pile]
        if not free:
            raise RuleError(f"All four {rank}s are already on the pile: the pack has only four.", "card")
        return free[0]
    try:
        card = parse_card(text)
        check_cards([card], standard_52())
    except CardError as exc:
        raise RuleError(str(exc), "card") from exc
    return str(card)


def _read_stacks(payload: Mapping[str, Any], players: int) -> list[list[str]]:
    stacks = payload.get("stacks")
    if not isinstance(stacks, list | tuple) or len(stacks) != players:
        raise RuleError(f"Enter {players} stacks, one per player, top card first.", "stacks")
    try:
        return read_stacks(stacks)
    except (CardError, ValueError) as exc:
        raise RuleError(str(exc), "stacks") from exc


def _read_order(
    payload: Mapping[str, Any], names: Sequence[str], winner: int, already: Sequence[int]
) -> tuple[int, ...]:
    """The order the others ran out (first out first), after those the referee already saw go out."""
    raw = payload.get("out_order")
    if raw in (None, "", []):
        given: list[int] = []
    elif isinstance(raw, list | tuple):
        given = [
            read_seat({"out_order": s}, "out_order", names, "A player out")
            for s in raw
            if s not in (None, "")
        ]
    else:
        raise RuleError("Enter the players in the order they ran out.", "out_order")
    order = (*already, *(s for s in given if s not in already))
    if winner in order:
        raise RuleError(f"{names[winner]} won, so did not run out.", "out_order")
    if len(set(order)) != len(order):
        raise RuleError("Each player runs out only once.", "out_order")
    return order


def _read_length(payload: Mapping[str, Any], key: str, label: str, counted: int | None) -> int | None:
    """A length someone counted (optional); the referee's own count when it was refereed."""
    if payload.get(key) in (None, ""):
        return counted
    return read_int(payload, key, label, minimum=0, maximum=MOST_COUNTED)
