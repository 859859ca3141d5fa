"""Zetema (``zetema.txt``, Parlett's cleaned-up version of Sackson's rules): two to six players, partnerships
of two when four or six play, a 65-card pack (one suit doubled), melds, marriages and zetemas scored the
moment they are made, first to 300 (200 when four or more play).

The table plays with real cards and records what scores (option ``recording``, by default): each zetema
by one tap on its rank in the row of the player who formed it, a meld (its cards and player, then the
discard, a card that must be one of the meld's: "the discard must be one of the cards of that meld"),
marriages (their cards and player, and any taken back from the king and queen piles), and the end of the
hand. Plain discards are not entered: nothing scores on them but the fifth of a rank, which the table sees
on the piles. Every rank not married forms its zetema once a hand (all cards are discarded in the end), so
the app refuses a second zetema of a rank, one of kings or queens after a marriage, and cards of a rank
whose zetema formed; the hand ends by itself once all thirteen formed theirs.

The other recording (``discards``, the form of every game stored before issue 23) takes every discard by
rank, or by card after a meld. The app then keeps the fourteen piles by count: per rank, how many cards
lie on its discard pile and how many went to the general pile, so it recognises the zetema when the fifth
card of a rank is discarded, and scores it to the discarder. It also keeps the stock and each player's
number of cards, draws for the players ("draws back up to six" after marriages), skips a player who has
run out once the stock is gone, and ends the hand when the last card is played. Every declaration is
scored at once and "the game ends immediately" when a side reaches the target, mid-hand if need be.
The pack, options and deal state are in ``games.zetema.deal``; reading and checking the cards an entry
names in ``games.zetema.cards``.

Choices where the text is open:

- One meld a turn: "the discard must be one of the cards of that meld". The discard after a meld is
  entered as a card and must be one of the meld's; an entry of a rank alone (records before issue 23) is
  checked by rank. A meld may be shown again on a later turn: the text does not forbid it, and the app
  does not know which cards each player holds.
- Marriages are declared "instead of" a meld: never on the turn of a meld (the text's example: a meld
  holding a king and queen "must be declared first, and the marriage declared on a subsequent turn").
  Each marriage may take at most one of its two cards back from the discard piles ("if a player holds
  just one card of the marriage"); the turn then ends without a discard, the player drawing back up.
- All five marriages at once score 150 in all (option: plus 10 for each imperial marriage); the ace may
  be low or high in a sequence, never both (option); a meld has five cards instead of six when six play.
- A card the app knows is out of play is refused: a sixth card of a rank, a card married earlier in the
  hand, a seventh card in a hand of six. Kings and queens form a zetema only while none of theirs went to
  the general pile (a marriage), which the counts give by themselves.
- The hand ends when every player has run out of cards: "the entire deck is in the general discard
  pile" cannot happen when a marriage leaves kings on their pile. When only declarations are entered the
  table says so (one tap), unless all thirteen ranks formed their zetemas. The deal then passes to the
  left (the text does not say; "the player to the left of the dealer goes first").
- Partners sit so the turn alternates partnerships (A B A B, A B C A B C): team labels that do not are
  refused. The target is 300, or 200 when four or more play; an option fixes it at either.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from random import Random
from typing import Any, ClassVar

from scorekeeper.cards import SUITS, Rank
from scorekeeper.core import RuleError, ScoreLine, read_flag, read_seat
from scorekeeper.families.deal.loop import DealGame, Ending, Match, Score, Sides, parts_row
from scorekeeper.families.melding import DrawTurns
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, team_name
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.zetema import words
from scorekeeper.games.zetema.cards import (
    after_meld,
    check_held,
    check_meld_discard,
    check_zetema,
    checked,
    is_marriages,
    may_discard,
    meld_options,
    rank_list,
    rank_set,
    read_discard,
    read_entered_cards,
    read_pulled,
    read_zetema,
    zetemas,
)
from scorekeeper.games.zetema.deal import (
    COPIES,
    DECK_SIZE,
    DISCARDS,
    PARTS,
    RANKS,
    SLUG,
    Declaration,
    ZetemaDeal,
    ZetemaGameOptions,
    alternate_teams,
    hand_size,
)
from scorekeeper.games.zetema.melds import zetema_marriages, zetema_meld, zetema_points
from scorekeeper.games.zetema.statistics import STATISTICS
from scorekeeper.games.zetema.statistics import tallies as game_tallies

# --- The ruleset --------------------------------------------------------------------------------------


class Zetema(DealGame[ZetemaGameOptions]):
    slug = SLUG
    name = "Zetema"
    min_players, max_players = 2, 6
    Options = ZetemaGameOptions
    summary = "Bezique meets rummy: melds, marriages and zetemas scored as made; first to 300 (200 for 4+)."
    rules_file = "zetema.txt"
    uses_teams = True
    phases = (
        Phase(
            "declare",
            ("declare", "discard", "hand_over"),
            "Tap each zetema on its player's row; enter melds and marriages as they are shown.",
        ),
        Phase(
            "turn",
            ("discard", "meld", "marriage"),
            "Tap the rank discarded; or enter a meld first, or marriages instead of the discard.",
        ),
    )
    #: Games stored before the option was added entered every discard.
    stored_defaults: ClassVar[Mapping[str, Any]] = {"recording": DISCARDS}
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(words.describe, setup, event, actor) or super().describe(setup, event, actor)

    # --- The set-up ---

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        # "If four or six play, they play in two or three partnerships ... A, B, A, B ... A, B, C, A, B, C"
        if setup.teams and setup.size not in (4, 6):
            raise RuleError(f"Only four or six play in partnerships; {setup.size} play alone.", "teams")
        wanted = alternate_teams(setup.size)
        if setup.teams and sorted(setup.teams) != sorted(wanted):
            pairs = ", ".join(" with ".join(setup.players[s] for s in team) for team in wanted)
            raise RuleError(f"Partners sit across, so the turn alternates partnerships: {pairs}.", "teams")

    def sides(self, setup: GameSetup) -> Sides:
        if setup.size not in (4, 6):
            return Sides.players(setup)
        teams = setup.teams or alternate_teams(setup.size)
        return Sides(tuple(team_name(setup.players, team) for team in teams), tuple(teams))

    def ending(self, options: ZetemaGameOptions) -> Ending:
        return Ending(target=options.target or 300)

    def ending_for(self, setup: GameSetup) -> Ending:
        # "the first player to reach a score of 300 points (200 when four or more play)"
        return Ending(target=setup.options.target or (200 if setup.size >= 4 else 300))

    def new_deal(self, match: Match, number: int, dealer: int) -> ZetemaDeal:
        players = match.setup.size
        if not counts_discards(match):
            return ZetemaDeal(number, dealer)
        # "The player to the left of the dealer goes first. They draw one card from the stock."
        turns = DrawTurns.deal(players, hand_size(players), DECK_SIZE, self.direction.after(dealer, players))
        return ZetemaDeal(number, dealer, turns=turns)

    # --- The entries ---

    def on_discard(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "a player always discards to the pile of the appropriate rank"
        deal = match.deal
        rank, card = read_discard(match, payload)
        if deal.meld:
            check_meld_discard(deal.meld, rank, card)
        if not counts_discards(match):
            return self._declared_discard(match, rank, read_flag(payload, "zetema", "Forms a zetema"))
        deal = replace(deal, piles=deal.piles.discard(rank), turns=deal.turns.play(1))
        if deal.piles.on_pile(rank) < COPIES:
            return self._next_turn(match, deal)
        # "When a player discards the fifth card of one rank to that rank's discard pile, they have formed a
        # zetema ... moves all five cards in the general discard pile."
        return self._zetema(match, deal, deal.turn, rank)

    def _declared_discard(self, match: Match, rank: Rank, zetema: bool) -> Match:
        """The discard of the meld's turn, when only declarations are entered: it matters only when it is
        the fifth of its rank."""
        deal = match.deal
        if not zetema:
            return self._next_turn(match, deal)
        check_zetema(deal.piles, rank, zetemas(deal))
        return self._zetema(match, deal, deal.meld_seat, rank)

    def _zetema(self, match: Match, deal: ZetemaDeal, seat: int, rank: Rank) -> Match:
        """A zetema of ``rank`` formed by ``seat``: its five cards go to the general pile, and it scores."""
        deal = replace(deal, piles=deal.piles.clear(rank).to_general([rank] * deal.piles.left(rank)))
        zetema = Declaration(seat, "zetemas", f"zetema of {rank.word}s", zetema_points(rank), rank=rank.value)
        return self._score(match, deal, zetema, turn_over=True)

    def on_declare(self, match: Match, payload: Mapping[str, Any]) -> Match:
        """A declaration, when only declarations are entered: a zetema (its rank and player), or the cards a
        player shows: marriages when they are kings and queens in pairs, else a meld."""
        zetema = read_zetema(payload, match.names)
        if zetema:
            seat, rank = zetema
            check_zetema(match.deal.piles, rank, zetemas(match.deal))
            return self._zetema(match, match.deal, seat, rank)
        seat = read_seat(payload, "seat", match.names, "The player declaring")
        cards = read_entered_cards(match, payload, "cards", "the cards shown, or tap a zetema")
        if is_marriages(cards):
            return self._marriage(match, seat, cards, payload)
        return self._meld(match, seat, cards)

    def on_hand_over(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "The hand ends when the entire deck is in the general discard pile."
        return self.finish_deal(match, self._row(match, match.deal), facts=_facts(match.deal))

    def on_meld(self, match: Match, payload: Mapping[str, Any]) -> Match:
        cards = read_entered_cards(match, payload, "cards", "the meld's cards")
        return self._meld(match, match.deal.turn, cards)

    def _meld(self, match: Match, seat: int, cards: list[str]) -> Match:
        # "If they have any melds, they may show them ... Upon doing so, they immediately score"
        deal = match.deal
        if deal.meld:
            raise RuleError("One meld a turn: now discard one of its cards.", "cards")
        line = checked(zetema_meld, cards, meld_options(match.setup))
        check_held(match, seat, cards, [])
        deal = replace(deal, meld=line.cards, meld_seat=seat)
        return self._score(match, deal, Declaration(seat, "melds", line.label, line.points, line.cards))

    def on_marriage(self, match: Match, payload: Mapping[str, Any]) -> Match:
        cards = read_entered_cards(match, payload, "cards", "the kings and queens married")
        return self._marriage(match, match.deal.turn, cards, payload)

    def _marriage(self, match: Match, seat: int, cards: list[str], payload: Mapping[str, Any]) -> Match:
        # "Instead of declaring a meld, a player can declare a marriage."
        deal = match.deal
        if deal.meld:
            raise RuleError(after_meld(deal.meld, cards), "cards")
        line = checked(zetema_marriages, cards, meld_options(match.setup))
        pulled = read_pulled(match, payload, cards, piles_known=counts_discards(match))
        check_held(match, seat, cards, pulled)
        # "discards all of the relevant cards to the general wastepile ... then draws back up to six". "They
        # do not make a discard to the per-rank piles."
        piles = deal.piles.to_general(rank_list(cards), from_piles=rank_list(pulled))
        if counts_discards(match):
            turns = deal.turns.play(len(cards) - len(pulled)).draw_up_to(hand_size(match.setup.size))
            deal = replace(deal, turns=turns)
        deal = replace(deal, piles=piles, married=(*deal.married, *cards))
        marriage = Declaration(seat, "marriages", line.label, line.points, line.cards)
        return self._score(match, deal, marriage, turn_over=True)

    # --- Scoring and turns ---

    def _score(self, match: Match, deal: ZetemaDeal, declaration: Declaration, *, turn_over=False) -> Match:
        """Score a declaration at once; "the game ends immediately" if it reaches the target."""
        deal = replace(deal, declared=(*deal.declared, declaration))
        match = self.end_if_reached(
            replace(match, deal=deal), self._row(match, deal), facts=_facts(deal, True)
        )
        return self._next_turn(match, deal) if turn_over and not match.is_over else match

    def _next_turn(self, match: Match, deal: ZetemaDeal) -> Match:
        # "The hand ends when the entire deck is in the general discard pile": every card has been played,
        # or (declarations only) every rank formed its zetema.
        if not counts_discards(match):
            if len(zetemas(deal)) == len(RANKS):
                return self.finish_deal(match, self._row(match, deal), facts=_facts(deal))
            return replace(match, deal=replace(deal, meld=()))
        if deal.turns.over:
            return self.finish_deal(match, self._row(match, deal), facts=_facts(deal))
        # "if a player runs out of cards, they drop out of the hand"
        return replace(match, deal=replace(deal, turns=deal.turns.next(), meld=()))

    def _row(self, match: Match, deal: ZetemaDeal) -> HandRow:
        sides = self.sides(match.setup)
        scores = [_score_of(d, sides.of(d.seat), match.names) for d in deal.declared]
        label = f"Hand {deal.number} · {match.names[deal.dealer]} deals"
        return parts_row(label, len(sides.names), scores, PARTS)

    def deal_row(self, match: Match) -> HandRow | None:
        """The hand in progress, on the sheet from its first declaration."""
        return self._row(match, match.deal) if match.deal.declared else None

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        deal = match.deal
        if not counts_discards(match):
            return self._declare_prompt(match)
        name = match.names[deal.turn]
        title = f"{self.progress(match)} · {name}'s turn"
        return self.ask("turn", title, actor=deal.turn, data=self._turn_data(match))

    def _declare_prompt(self, match: Match) -> Prompt:
        """Declarations only: the zetemas and the cards shown; after a meld, its discard alone."""
        deal, title = match.deal, self.progress(match) or ""
        if deal.meld:
            title = f"{title} · {match.names[deal.meld_seat]} discards one of the meld's cards"
            return self.ask("declare", title, data=self._turn_data(match), events=("discard",))
        return self.ask("declare", title, data=self._turn_data(match), events=("declare", "hand_over"))

    def _turn_data(self, match: Match) -> dict[str, Any]:
        deal = match.deal
        piles = deal.piles
        return {
            "counts": counts_discards(match),
            "seat": deal.turn,
            "stock": deal.turns.stock,
            "hands": list(deal.turns.hands),
            "piles": [
                {
                    "rank": r.value,
                    "pile": piles.on_pile(r),
                    "left": piles.left(r),
                    "open": may_discard(deal, r) if deal.turns.hands else may_form(deal, r),
                }
                for r in RANKS
            ],
            "meld": list(deal.meld),
            "meld_ranks": [r.value for r in RANKS if r in rank_set(deal.meld)],
            "meld_seat": deal.meld_seat,
            "zetemas": zetemas(deal),
            "meld_size": hand_size(match.setup.size),
            "doubled_suit": match.options.doubled_suit,
            "married": list(deal.married),
        }

    def progress(self, match: Match) -> str | None:
        deal = match.deal
        if deal is None:
            return None
        hand = f"Hand {deal.number} · {match.names[deal.dealer]} deals"
        return f"{hand} · stock {deal.turns.stock}" if counts_discards(match) else hand

    def extras(self, match: Match) -> dict[str, Any]:
        """The hand in progress (whose turn, the stock, the piles, its declarations) and the target."""
        deal = None if match.is_over else match.deal
        data: dict[str, Any] = {
            "target": self.ending_for(match.setup).target,
            "doubled_suit": match.options.doubled_suit,
        }
        if deal is not None:
            sides = self.sides(match.setup)
            points = [0] * len(sides.names)
            for declaration in deal.declared:
                points[sides.of(declaration.seat)] += declaration.points
            data["deal"] = (
                _facts(deal) | self._turn_data(match) | {"side": sides.of(deal.turn), "points": points}
            )
        return data

    def result(self, match: Match) -> str:
        """'Bob & Dee win 250–0, by Dee's assembly of kings': the declaration that reached the target."""
        facts = match.played[-1].facts
        if facts.get("ended_mid_deal") and facts["declarations"]:
            last = facts["declarations"][-1]
            return f"{super().result(match)}, by {match.names[last['seat']]}'s {last['label']}"
        return super().result(match)

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        if not counts_discards(match):
            return _random_declaration(match, rng)
        deal, roll = match.deal, rng.random()
        if not deal.meld and roll < 0.06:
            return Event("meld", {"cards": _random_meld(match, rng)})
        if not deal.meld and roll < 0.1:
            return _random_marriage(match, rng)
        ranks = [r for r in RANKS if may_discard(deal, r)] if rng.random() < 0.97 else RANKS
        return Event("discard", {"rank": rng.choice(ranks).value})


# --- Helpers -------------------------------------------------------------------------------------------


def counts_discards(match: Match) -> bool:
    """Whether every discard is entered (the app counts the piles and the turns)."""
    return match.options.recording == DISCARDS


def may_form(deal: ZetemaDeal, rank: Rank) -> bool:
    """Whether ``rank`` may still form a zetema this hand (declarations only): all five cards in play."""
    return deal.piles.left(rank) == COPIES


def _score_of(declaration: Declaration, side: int, names: Sequence[str]) -> Score:
    line = ScoreLine(f"{names[declaration.seat]}: {declaration.label}", declaration.points, declaration.cards)
    return Score(side, declaration.part, (line,), declaration.label)


def _facts(deal: ZetemaDeal, ended: bool = False) -> dict[str, Any]:
    """A hand's facts, JSON-friendly: its declarations in order and the ranks that formed a zetema."""
    return {
        "declarations": [d.as_dict() for d in deal.declared],
        "zetemas": [d.rank for d in deal.declared if d.rank],
        "married": list(deal.married),
        "ended_mid_deal": ended,
    }


def _random_meld(match: Match, rng: Random) -> list[str]:
    """A sequence, a flush or an assembly, of cards that may or may not be left in play."""
    size, suits = hand_size(match.setup.size), [s.value for s in SUITS]
    kind = rng.choice(("sequence", "flush", "assembly"))
    if kind == "assembly":
        rank = rng.choice(RANKS).value
        return [f"{rank}{s}" for s in (*suits, match.options.doubled_suit)]
    if kind == "flush":
        suit = rng.choice(suits)
        return [f"{r.value}{suit}" for r in rng.sample(RANKS, size)]
    start = rng.randint(1, 14 - size)
    ranks = [r for r in RANKS if start <= r.number < start + size]
    return [f"{r.value}{rng.choice(suits)}" for r in ranks]


def _random_marriage(match: Match, rng: Random) -> Event:
    suits = rng.sample([s.value for s in SUITS], rng.choice((1, 1, 1, 2, 3)))
    cards = [f"{rank}{suit}" for suit in suits for rank in "KQ"]
    pulled = [rng.choice(cards)] if rng.random() < 0.3 else []
    return Event("marriage", {"cards": cards, "pulled": pulled})


def _random_declaration(match: Match, rng: Random) -> Event:
    """Declarations only: a zetema mostly, sometimes cards shown, the meld's discard, or the hand's end."""
    deal, seat = match.deal, rng.randrange(match.setup.size)
    if deal.meld:
        payload: dict[str, Any] = {"card": rng.choice(deal.meld), "zetema": rng.random() < 0.2}
        return Event("discard", payload)
    roll = rng.random()
    if roll < 0.03:
        return Event("hand_over", {})
    if roll < 0.1:
        return Event("declare", {"seat": seat, "cards": _random_meld(match, rng)})
    if roll < 0.14:
        return Event("declare", {"seat": seat} | _random_marriage(match, rng).payload)
    return Event("declare", {"seat": seat, "zetema": rng.choice(RANKS).value})
