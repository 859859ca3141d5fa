"""Egyptian Ratscrew (``egyptian-ratscrew.txt``): a match of games between the same players, each game won by
the player who gets all the cards (or slaps a triple), and a referee for the pile when the table tracks it.

The table plays with real cards. A game (a "deal" of the deal loop) is recorded in one entry, its ``result``,
or card by card with the pile refereed: ``deal`` (the stacks), ``play`` (each card turned, by rank), ``slap``
(who slapped first), ``take`` (the pile won by a pay card), ``counts`` (a recount). The counts add up with
the pile (``families.piles.PileTable``); ``slaps.judge_slap`` settles each slap. The match is a tally of
games won toward an agreed number.

Choices where the text is open (options where the text offers a variant):

- The slap rules are ``slaps.SlapOptions``, as the text has them; jokers are off by default.
- "Approximately equal stacks": the pack dealt one at a time from the dealer's left, or counts entered; a
  seat may start with none, out, and slap in later. People not seated are not recorded. The player on the
  dealer's left turns first; the deal passes to the left from game to game.
- Suits never matter here, so a card is entered by its rank (``7``, ``Q``, ``JK``); a full card (``7H``)
  is accepted too. A fifth card of a rank (or a third joker) on the pile is refused.
- A player to turn who has no card left is out; if they were paying, they failed to turn a letter card,
  so "the previous player (the one who played the face card) picks up the pile". When every other player
  is out, the last one in picks up the pile and holds every card: "The goal is to get all the cards. Then
  you win." Until it is picked up, a player who is out may still slap in.
- "The player before him" (someone who slapped his own card wrongly) is the seat before him in the order
  of play, still in the game (``slaps.judge_slap``).
- "Incorrectly slaps more than five consecutive cards": wrong slaps by one player on cards turned one
  after another (the sixth puts them out). Their stack goes, with the pile, to whoever picks the pile up;
  they may slap back in like anyone out of the game.
- A wrong slap by a player who is out is "ignored": recorded, it changes nothing. A slap on an empty pile
  is refused.
- The cheating rules (returning cards, splitting a stack in half) and cards set aside change the stacks:
  the table enters the new ``counts``, which must add up to the pack with the pile.
- Unresolved tangles ("play should continue as though the pair did not occur") need no entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from random import Random
from typing import Any

from scorekeeper.cards import SUITS, Card, CardError, Joker, Rank, parse_card
from scorekeeper.core import RuleError, ScoreLine, filled, option, plural, read_int_list, read_seat
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, column_row
from scorekeeper.families.pay_cards import Play
from scorekeeper.families.piles import FULL_PACK, PileTable, dealt_counts
from scorekeeper.families.ruleset import Event, GameSetup, Phase, Prompt
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.egyptian_ratscrew.slaps import (
    MAX_WRONG_SLAPS,
    Outcome,
    SlapOptions,
    SlapVerdict,
    judge_slap,
)
from scorekeeper.games.egyptian_ratscrew.statistics import STATISTICS
from scorekeeper.games.egyptian_ratscrew.statistics import tallies as game_tallies
from scorekeeper.games.egyptian_ratscrew.words import describe as ratscrew_words

SLUG = "egyptian-ratscrew"
JOKERS = ("BJ", "RJ")  # "If the game is played with jokers": two, told apart only to keep them distinct
RANKS = tuple(r.value for r in Rank)
TOP_SHOWN = 4  # four in a row is the longest slappable pattern
EVERYONE_LOSES = "everyone_loses"


@dataclass(frozen=True)
class RatscrewOptions:
    wins: int = option(3, "Games to win the match", minimum=1, maximum=25)
    four_in_a_row: bool = option(True, "Four in a row can be slapped")
    round_the_corner: bool = option(True, "Four in a row may go round the corner (K-A-2)")
    triple_wins: bool = option(True, "Slapping a triple wins the game")
    triple_sixes: bool = option(True, "Triple sixes: everyone loses")
    jokers: bool = option(False, "Play with jokers (a joker can always be slapped)")


def slap_options(options: RatscrewOptions) -> SlapOptions:
    """The calculator's slap rules, from the match's options of the same names."""
    return SlapOptions(**{f.name: getattr(options, f.name) for f in fields(SlapOptions)})


def pack_size(options: RatscrewOptions) -> int:
    return FULL_PACK + (len(JOKERS) if options.jokers else 0)


@dataclass(frozen=True)
class RatscrewDeal(Deal):
    """One game of the match: the pile table once the stacks are dealt, the referee's last word, each
    seat's run of wrong slaps (on which card the last one was, how many in a row), and each seat's slaps
    judged good and wrong (for the statistics; a slap ignored is neither)."""

    table: PileTable | None = None
    said: str = ""
    turned: int = 0
    wrong_on: tuple[int, ...] = ()
    wrong_run: tuple[int, ...] = ()
    slaps: int = 0
    good_slaps: tuple[int, ...] = ()
    wrong_slaps: tuple[int, ...] = ()


class EgyptianRatscrew(DealGame[RatscrewOptions]):
    slug = SLUG
    name = "Egyptian Ratscrew"
    min_players, max_players = 2, 8
    Options = RatscrewOptions
    summary = (
        "Turn cards, pay for letter cards, slap pairs to win the pile; get all the cards to win. Each game "
        "is one tap: its winner. Dealing the stacks lets the app referee the pile instead, but that is one "
        "tap a card turned: 200 or more a game."
    )
    rules_file = "egyptian-ratscrew.txt"
    phases = (
        Phase(
            "deal",
            ("deal", "result"),
            "Record who won (one tap), or deal the stacks to referee the pile: one tap a card, 200+ a game.",
        ),
        Phase("play", ("play", "take", "slap", "counts", "result"), "Tap each card turned; record slaps."),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state)

    def ending(self, options: RatscrewOptions) -> Ending:
        # A match tally: the first to win the agreed number of games.
        return Ending(target=options.wins)

    def new_deal(self, match: Match, number: int, dealer: int) -> RatscrewDeal:
        seats = match.setup.size
        none = (0,) * seats
        return RatscrewDeal(
            number, dealer, wrong_on=(-2,) * seats, wrong_run=none, good_slaps=none, wrong_slaps=none
        )

    # --- The stacks ---

    def on_deal(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, size = match.deal, match.setup.size
        deck = pack_size(match.options)
        left = self.direction.after(deal.dealer, size)
        counts = _read_counts(payload, match.names, deck) if filled(payload.get("counts")) else None
        counts = counts or dealt_counts(size, deck, left)
        if sum(1 for c in counts if c) < 2:
            raise RuleError("At least two players need a stack to play.", "counts")
        # "the player to the left of the dealer plays her top card"; a seat with no stack is out
        table = PileTable.start(counts, deck=deck, first=left)
        table = replace(table, out=frozenset(s for s, c in enumerate(counts) if not c))
        return self._moved(match, replace(deal, table=_pass_on(table)))

    # --- The pile ---

    def on_play(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, table = match.deal, match.deal.table
        taker = _taker(table)
        if taker is not None:
            raise RuleError(f"{match.names[taker]} has won the pile and picks it up before anyone plays on.")
        # The card is turned by whoever's turn it is: the pay cards say who.
        card = _read_rank(payload.get("card"), table, match.options)
        table = table.play(table.to_play, card)
        said = _pay_words(table, match.names)
        return self._moved(match, replace(deal, table=_pass_on(table), turned=deal.turned + 1, said=said))

    def on_take(self, match: Match, payload: Mapping[str, Any]) -> Match:
        table = match.deal.table
        taker = _taker(table)
        if taker is None:
            raise RuleError("Nobody has won the pile yet: play on, or record a slap.")
        said = f"{match.names[taker]} picks up the pile."
        return self._moved(match, replace(match.deal, table=_pass_on(table.take(taker)), said=said))

    def on_slap(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        table = deal.table
        seat = read_seat(payload, "player", names, "The slapper")
        if not table.pile:
            raise RuleError("The pile is empty: there is nothing to slap.", "player")
        run = deal.wrong_run[seat] if deal.wrong_on[seat] == deal.turned - 1 else 0
        verdict = judge_slap(
            _calc_plays(table),
            seat,
            players=match.setup.size,
            options=slap_options(match.options),
            out=table.out,
            earlier_wrong_slaps=run,
        )
        said = _verdict_words(verdict, seat, names, table.pile[-1].card)
        deal = replace(deal, slaps=deal.slaps + 1, said=said)
        if verdict.outcome is Outcome.IGNORED:
            return replace(match, deal=deal)  # "they are ignored and play continues as usual"
        deal = _judged(deal, seat, correct=verdict.correct)
        if verdict.outcome is Outcome.WIN_GAME:
            # "triples ... which will result in you instantly winning the game"
            return self._game_won(replace(match, deal=deal), seat, "triple", said)
        if verdict.outcome is Outcome.EVERYONE_LOSES:
            # "triple sixes ... results in everyone losing"
            return self._game_won(replace(match, deal=deal), None, "triple_sixes", said)
        if verdict.correct:
            # "Whoever slaps the pile first picks it up and restarts play."
            deal = replace(deal, wrong_run=_set(deal.wrong_run, seat, 0))
            return self._moved(match, replace(deal, table=_pass_on(table.take(seat))))
        # "the player who most recently played a card picks up the pile and continues play"
        table = table.take(verdict.taker)
        deal = replace(
            deal,
            wrong_on=_set(deal.wrong_on, seat, deal.turned),
            wrong_run=_set(deal.wrong_run, seat, run + 1),
        )
        if verdict.out_of_game:
            # "If a player incorrectly slaps more than five consecutive cards, they are out of the game."
            moved = {verdict.taker: table.counts[verdict.taker] + table.counts[seat], seat: 0}
            table = table.recount([moved.get(s, c) for s, c in enumerate(table.counts)]).drop_out(seat)
        return self._moved(match, replace(deal, table=_pass_on(table)))

    def on_counts(self, match: Match, payload: Mapping[str, Any]) -> Match:
        """The players counted their stacks (after a cheat was caught, or cards set aside)."""
        table = match.deal.table
        counts = _read_counts(payload, match.names, table.deck)
        table = table.recount(counts)
        table = replace(table, out=frozenset(s for s in table.out if not counts[s]))
        said = "The stacks were counted again."
        return self._moved(match, replace(match.deal, table=_pass_on(table), said=said))

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        """The game's outcome entered directly: who won, or triple sixes."""
        winner = payload.get("winner")
        if winner == EVERYONE_LOSES:
            if not match.options.triple_sixes:
                raise RuleError("Triple sixes are off in this match: someone won the game.", "winner")
            return self._game_won(match, None, "triple_sixes", "Triple sixes: everyone loses.")
        if not filled(winner):
            raise RuleError("Choose who won the game.", "winner")
        seat = read_seat(payload, "winner", match.names, "The winner")
        return self._game_won(match, seat, "entered", f"{match.names[seat]} won the game.")

    # --- Ending a game ---

    def _moved(self, match: Match, deal: RatscrewDeal) -> Match:
        """The game after a change: won once one player holds every card."""
        table = deal.table
        match = replace(match, deal=deal)
        holder = next((s for s, c in enumerate(table.counts) if c == table.deck), None)
        if holder is None:
            return match
        # "The goal is to get all the cards. Then you win."
        return self._game_won(match, holder, "all_cards", f"{match.names[holder]} has all the cards.")

    def _game_won(self, match: Match, winner: int | None, how: str, said: str) -> Match:
        deal, columns = match.deal, match.setup.size
        label = f"Game {deal.number}"
        if winner is None:
            row = column_row(label, columns, "Triple sixes: everyone loses, and the cards are burned.")
        else:
            note = {"triple": "slapped a triple", "all_cards": "all the cards", "entered": "won"}[how]
            lines = {winner: (ScoreLine(f"won game {deal.number}: {note}", 1),)}
            row = column_row(label, columns, said, points={winner: 1}, notes={winner: note}, lines=lines)
        facts = {"winner": winner, "how": how, "cards_turned": deal.turned, "slaps": deal.slaps}
        facts |= {"good_slaps": list(deal.good_slaps), "wrong_slaps": list(deal.wrong_slaps)}
        return self.finish_deal(match, row, facts=facts, winner=winner)

    # --- What the pages show ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(ratscrew_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        size, deck = match.setup.size, pack_size(match.options)
        if deal.table is None:
            data = {
                "dealer": deal.dealer,
                "counts": list(dealt_counts(size, deck, self.direction.after(deal.dealer, size))),
                "deck": deck,
                "triple_sixes": match.options.triple_sixes,
            }
            return self.ask("deal", title, data=data)
        table = deal.table
        won = _taker(table) is not None
        # A card turned after the pile was won is refused by ``on_play`` with the reason.
        events = ("take", "slap", "counts", "result", "play") if won else ("play", "slap", "counts", "result")
        return self.ask(
            "play", title, actor=None if won else table.to_play, data=self._play_data(match), events=events
        )

    def _play_data(self, match: Match) -> dict[str, Any]:
        deal, table = match.deal, match.deal.table
        return table.as_dict() | {
            "taker": _taker(table),
            "top": [{"player": p.player, "card": _rank_text(p.card)} for p in table.pile[-TOP_SHOWN:]],
            "said": deal.said,
            "wrong_runs": list(deal.wrong_run),
            "ranks": _ranks(match.options),
            "triple_sixes": match.options.triple_sixes,
            "pay_card": _rank_text(table.pay_card) if table.pay_card else None,
        }

    def progress(self, match: Match) -> str | None:
        """'Game 2 · Bob deals', 'Game 2 · Cid to turn · 2 chances for Q', 'Game 2 · Ann takes the pile'."""
        deal, names, table = match.deal, match.names, match.deal.table
        head = f"Game {deal.number}"
        if table is None:
            return f"{head} · {names[deal.dealer]} deals"
        taker = _taker(table)
        if taker is not None:
            return f"{head} · {names[taker]} takes the pile"
        pay = (
            f" · {plural(table.chances, 'chance')} for {_rank_text(table.pay_card)}" if table.chances else ""
        )
        return f"{head} · {names[table.to_play]} to turn{pay}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The game in progress for the scoreboard (stacks, pile, paying, the referee's word) and every
        game's facts."""
        tracked = match.deal is not None and match.deal.table is not None
        return {
            "pile": self._play_data(match) if tracked else None,
            "games": [dict(record.facts) for record in match.played],
        }

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal, size = match.deal, match.setup.size
        if deal.table is None and rng.random() < 0.7:
            # The pack dealt, or now and then dealt without the last seat, who may slap in later.
            out = rng.random() < 0.3 and size > 2
            return Event(
                "deal", {"counts": [*dealt_counts(size - 1, pack_size(match.options)), 0]} if out else {}
            )
        # Now and then the table stops tracking and records who won: a random game never runs for long.
        if deal.table is None or rng.random() < 0.04:
            return Event("result", {"winner": rng.choice([*range(size), EVERYONE_LOSES])})
        roll = rng.random()
        if roll < 0.15:
            return Event("slap", {"player": rng.randrange(size)})
        if roll < 0.17:
            return Event("counts", {"counts": list(deal.table.counts)})
        if _taker(deal.table) is not None:
            return Event("take", {})
        return Event("play", {"card": rng.choice(_ranks(match.options))})


# --- Helpers --------------------------------------------------------------------------------------------


def _read_counts(payload: Mapping[str, Any], names: tuple[str, ...], deck: int) -> tuple[int, ...]:
    return read_int_list(payload, "counts", [f"{name}'s stack" for name in names], minimum=0, maximum=deck)


def _ranks(options: RatscrewOptions) -> list[str]:
    """The card pad: every rank, and the joker when the match plays with jokers."""
    return [*RANKS, *(["JK"] if options.jokers else [])]


def _taker(table: PileTable) -> int | None:
    """Who picks up the pile now: the pay card's player once the chances ran out, or the last one in."""
    return table.taker if table.taker is not None else table.winner


def _pass_on(table: PileTable) -> PileTable:
    """A player to turn with no card left is out; if they were paying, "the previous player (the one who
    played the face card) picks up the pile"."""
    while table.stuck:
        table = table.drop_out(table.to_play, owner_takes=True)
    return table


def _read_rank(value: Any, table: PileTable, options: RatscrewOptions) -> Card | Joker:
    """A card turned, by its rank (``7``, ``Q``, ``JK``) or in full (``7H``). Suits never matter in
    Ratscrew: a card whose suit is not given, or is already on the pile, gets one that is not."""
    if not isinstance(value, str) or not filled(value):
        raise RuleError("Tap the card turned, such as 7 or Q.", "card")
    text = value.strip().upper()
    on_pile = {str(p.card) for p in table.pile}
    try:
        card = parse_card(("10" if text == "T" else text) + "S" if text in (*RANKS, "T") else text)
    except CardError:
        raise RuleError(f"“{value[:6]}” is not a card: tap its rank, such as 7 or Q.", "card") from None
    if isinstance(card, Joker):
        if not options.jokers:
            raise RuleError("This match is played without jokers.", "card")
        free = [j for j in JOKERS if j not in on_pile]
        if not free:
            raise RuleError("Both jokers are already on the pile.", "card")
        return parse_card(free[0])
    if str(card) not in on_pile:
        return card
    free_suits = [s for s in SUITS if f"{card.rank.value}{s.value}" not in on_pile]
    if not free_suits:
        raise RuleError(f"All four {card.rank.word}s are already on the pile.", "card")
    return Card(card.rank, free_suits[0])


def _calc_plays(table: PileTable) -> list[Play]:
    """The pile as ``families.pay_cards`` and ``slaps`` read it (their pack holds plain jokers)."""
    return [Play(p.player, Joker() if isinstance(p.card, Joker) else p.card) for p in table.pile]


def _rank_text(card: Card | Joker | None) -> str:
    return "JK" if isinstance(card, Joker) else card.rank.value if card else ""


def _pay_words(table: PileTable, names: tuple[str, ...]) -> str:
    """What the pay cards say after a card: who pays, or who takes the pile."""
    if table.taker is not None:
        return f"No letter card in time: {names[table.taker]} picks up the pile."
    if table.chances:
        return f"{names[table.to_play]} has {plural(table.chances, 'chance')} to turn a letter card."
    return ""


def _verdict_words(verdict: SlapVerdict, seat: int, names: tuple[str, ...], top: Card | Joker) -> str:
    """The referee's sentence with the players' names, and the top card by its rank (its suit was made up)."""
    said = verdict.reason.replace(f"{top} on top", f"{_rank_text(top)} on top", 1)
    for number in range(len(names), 0, -1):
        said = said.replace(f"Player {number}", names[number - 1])
    if verdict.enters_game and verdict.correct:
        said += f" {names[seat]} is back in the game."
    if verdict.out_of_game:
        said += f" {names[seat]} slapped wrongly more than {MAX_WRONG_SLAPS} cards in a row and is out."
    if verdict.outcome is Outcome.IGNORED:
        said += f" {names[seat]} is not in the game: the slap is ignored."
    return said


def _set(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return tuple(value if s == seat else v for s, v in enumerate(values))


def _judged(deal: RatscrewDeal, seat: int, *, correct: bool) -> RatscrewDeal:
    """The deal with ``seat``'s slap counted, good or wrong."""
    if correct:
        return replace(deal, good_slaps=_set(deal.good_slaps, seat, deal.good_slaps[seat] + 1))
    return replace(deal, wrong_slaps=_set(deal.wrong_slaps, seat, deal.wrong_slaps[seat] + 1))
