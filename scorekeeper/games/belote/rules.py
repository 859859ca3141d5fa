"""Belote (``belote.txt``): four players in two partnerships, the 32-card pack, a taker whose team must
take more card points than the other, declarations, and a game to 1,000.

A deal is three entries: the **contract** (who took and which suit is trumps; or all passed twice, and
the deal passes to the left), the **declarations** (said by type, or found in the tapped hands by
``games.belote.declarations``; skipped when the table plays none) and the **result** (the takers' card
points with dix de der, the defenders' being the rest of 162; or a capot; or the takers' captured cards,
counted by ``families.card_points``).

Choices where the text is open (each is in ``docs/games/belote.md`` too):

- Partners sit opposite (seats 1 and 3 against 2 and 4); the deal and the turn pass to the left.
- Rank orders (the trick tool only): the text's lists lack the jack and the ace; we use A 10 K Q J 9 8 7
  and, in trumps, J 9 A 10 K Q 8 7, which match the card values.
- The upcard may be entered with the contract: a trump of its suit is a first-round take, another suit a
  second-round take. It is optional: nothing in the score depends on it.
- Declarations rank as the calculator's "How high?": type (runs by length, a four above every run), then
  height, then a trump run above a plain one; of two equal plain runs the earlier speaker from the
  dealer's left wins (option ``equal_runs``). Declarations said by type must fit in real hands (no card
  in two hands, no four twice, a seat's runs in one suit do not meet: an unbroken run is one run).
- Belote-rebelote is "always scored" by the team holding it, even when that team goes dedans.
- Dedans: the defenders score 162, their declarations and the takers' runs and fours. A capot adds 90
  ("252 for the hand"); a team that takes no tricks keeps only belote-rebelote, yet defenders who make a
  capot still score the takers' declarations ("252, plus both sides' declarations").
- Options (``BeloteOptions``): the target; which declarations are played; each hand rounded to the
  nearest ten by default ("Scores are traditionally rounded"), or exact points; the hung deal at 81-81
  (dedans by default: the takers did not "score more"); whether declarations count toward the contract;
  both teams past the target on one deal; identical highest plain runs of both teams (the earlier
  speaker's, or neither team scores them).
- Litige: the defenders score at once; the takers' card points and declarations are held for the team
  that wins the next deal played (its takers if they make it, else its defenders); belote is never held.
  Points still held when the game ends are not scored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import SUITS, CardError, Rank, Suit, piquet_32
from scorekeeper.core import RuleError, ScoreLine, read_int, read_seat
from scorekeeper.families.card_points import PointSchedule
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, Tie
from scorekeeper.families.deal.result import (
    CardPointsForm,
    SidePoints,
    card_points_form,
    read_pile,
    read_side_points,
    split_points,
)
from scorekeeper.families.ruleset import Event, GameSetup, HandRow, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.tricks.engine import JACK_NINE, TrickRules, rank_order
from scorekeeper.families.trumps import read_suit
from scorekeeper.families.words import own_words
from scorekeeper.games.belote import declarations as calc
from scorekeeper.games.belote import declaring as declarations
from scorekeeper.games.belote import ranking as belote_ranking
from scorekeeper.games.belote.declarations import Declaration, Kind
from scorekeeper.games.belote.options import BeloteOptions
from scorekeeper.games.belote.scoring import (
    DECK_POINTS,
    Declared,
    Outcome,
    score_deal,
)
from scorekeeper.games.belote.statistics import STATISTICS
from scorekeeper.games.belote.statistics import tallies as contracts_and_belote
from scorekeeper.games.belote.words import describe as belote_words

DECK_CARDS, TRICK_CARDS = 32, 4
#: No card is worth exactly 1 point, so neither side can have 1 (nor, then, 161).
IMPOSSIBLE_POINTS = (1, DECK_POINTS - 1)
BLANK = (None, "", "none", "nobody")
PLAIN_ORDER = rank_order("A 10 K Q J 9 8 7")
TIES = {"tie": Tie.SHARE, "higher": Tie.HIGHER, "play_on": Tie.PLAY_ON}


@dataclass(frozen=True)
class BeloteDeal(Deal):
    taker: int | None = None
    trump: Suit | None = None
    turned: Suit | None = None
    declared: Declared | None = None
    held: int = 0  # litige points of earlier hung deals, for the team that wins this one


def trick_rules(trump: Suit, options: BeloteOptions) -> TrickRules:
    """ "Players must follow suit, if possible. Otherwise, if one of their opponents is currently winning
    the trick, they must play a trump ... also required to play a higher trump than the others in the
    trick, if possible, as long as one of their opponents are winning the trick." The ranks: A 10 K Q J 9
    8 7, and in trumps J 9 A 10 K Q 8 7 (the text's lists lack the jack and the ace)."""
    return TrickRules(
        plain_order=PLAIN_ORDER,
        trump_order=JACK_NINE,
        trump=trump,
        must_trump_when_void=True,
        must_overtrump=True,
        partner_exempt=True,
        deck=tuple(piquet_32()),
    )


#: Trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2; dix de der 10 for the
#: last trick. Capot and declarations are hand scoring, not card points.
CARD_POINTS = PointSchedule(
    "belote",
    "Belote",
    tuple(piquet_32()),
    plain={Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2},
    trumps={Rank.JACK: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3},
    last_trick=10,
    last_trick_label="dix de der",
    expected_total=162,  # "152 possible points available through tricks, plus the ten for dix de der"
)


class Belote(DealGame[BeloteOptions]):
    slug = "belote"
    name = "Belote"
    min_players = max_players = 4
    Options = BeloteOptions
    summary = "Partnerships; the taker's team must take more card points than the other. Game to 1,000."
    rules_file = "belote.txt"
    uses_teams = True
    partners_opposite = True  # "Partners should sit opposite one another"
    phases = (
        Phase("contract", ("contract", "all_passed"), hint="Tap who took, then the trump suit."),
        Phase("declarations", ("declarations",), hint="Enter what was declared, or tap No declarations."),
        Phase("result", ("result",), hint="The takers' card points with dix de der, or a capot."),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return contracts_and_belote(match)

    def ending(self, options: BeloteOptions) -> Ending:
        # "Game play ends when one team reaches a score of 1,000 points at the end of a hand."
        return Ending(target=options.target, ties=TIES[options.both_reach])

    def new_deal(self, match: Match, number: int, dealer: int) -> BeloteDeal:
        return BeloteDeal(number, dealer, held=match.played[-1].facts["held"] if match.played else 0)

    # --- What the table records next, and what the scoreboard shows ---

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(belote_words, setup, event, actor) or super().describe(setup, event, actor)

    def deal_prompt(self, match: Match) -> Prompt:
        deal, names = match.deal, match.names
        # The dealer's left speaks first.
        order = order_from_left_of(deal.dealer, 4)
        data = self._deal_facts(match) | {"order": order, "deck_points": DECK_POINTS}
        if deal.taker is None:
            return self.ask(
                "contract", f"Deal {deal.number} · {names[deal.dealer]} deals · who took?", data=data
            )
        took = f"Deal {deal.number} · {names[deal.taker]} took {deal.trump.symbol}"
        if deal.declared is None and match.options.declarations != "none":
            return self.ask("declarations", f"{took} · declarations", data=data)
        return self.ask(
            "result", f"{took} · card points", data=data | {"card_points_form": self._form(match)}
        )

    def _form(self, match: Match) -> CardPointsForm:
        """The result's card-point form: the takers' points with dix de der, a capot, or their cards."""
        sides = self.sides(match.setup)
        takers = sides.of(match.deal.taker)
        return card_points_form(
            sides,
            DECK_POINTS,
            CARD_POINTS,
            side=takers,
            points_label=f"{sides.names[takers]}'s card points, dix de der included",
            capot="Capot: {side} took every trick",
            trick_size=TRICK_CARDS,
        )

    def _deal_facts(self, match: Match) -> dict[str, Any]:
        """The deal in progress, for its forms and the scoreboard: the contract, the declarations."""
        deal, sides, options = match.deal, self.sides(match.setup), match.options
        facts: dict[str, Any] = {"held": deal.held if deal else 0, "mode": options.declarations}
        facts["counts"] = options.contract_counts
        if deal is not None and deal.taker is not None:
            side = sides.of(deal.taker)
            facts["contract"] = {"taker": deal.taker, "name": match.names[deal.taker], "takers": side}
            facts["contract"] |= {"defenders": 1 - side, "team": sides.names[side]}
            facts["contract"] |= {"trump": deal.trump.value, "round": _round(deal)}
        if deal is not None and deal.declared is not None:
            declared = deal.declared
            lines = [[{"label": ln.label, "points": ln.points} for ln in side] for side in declared.scoring]
            holder = None if declared.belote is None else match.names[declared.belote]
            facts["declared"] = {"lines": lines, "belote": holder, "said": declared.said}
        return facts

    def progress(self, match: Match) -> str | None:
        deal = match.deal
        if deal is None:
            return None
        took = f" · {match.names[deal.taker]} took {deal.trump.symbol}" if deal.taker is not None else ""
        return super().progress(match) + took

    def extras(self, match: Match) -> dict[str, Any]:
        """The scoreboard's panel: the contract, this deal's declarations, the last deal, the target."""
        extras = self._deal_facts(match) | {"target": match.options.target}
        if match.played:
            last = match.played[-1]
            extras["last"] = {
                "label": last.row.label,
                "summary": last.row.summary,
                "verdict": last.facts["verdict"],
            }
        return extras

    # --- The contract ---

    def on_contract(self, match: Match, payload: Mapping[str, Any]) -> Match:
        if payload.get("taker") in BLANK:
            raise RuleError("Tap the player who took, then the trump suit.", "taker")
        taker = read_seat(payload, "taker", match.names, "The taker")
        trump = read_suit(payload, "trump", "Trumps")
        # "the player to the dealer's left may name a trump suit other than that of the upcard"
        turned = read_suit(payload, "turned", "The upcard", required=False)
        return replace(match, deal=replace(match.deal, taker=taker, trump=trump, turned=turned))

    def on_all_passed(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "If all four players pass, the cards are thrown in, the deal passes to the left"
        return self.redeal(match)

    # --- The declarations ---

    def on_declarations(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names, mode = match.deal, match.names, match.options.declarations
        typed = declarations.typed_declarations(payload, deal.trump)
        if typed and mode == "belote":
            raise RuleError("This game allows only belote and rebelote to be declared.", "declared")
        found: list[list[Declaration]] = [[], [], [], []]
        holder = declarations.belote_holder(payload, names)
        if declarations.hands_given(payload.get("hands")):
            if typed:
                raise RuleError("Enter the declarations by type or by the hands, not both.", "hands")
            found = declarations.from_hands(payload["hands"], names, deal.trump, mode)
            in_hands = next((s for s in range(4) if any(d.kind is Kind.BELOTE for d in found[s])), None)
            if holder not in (None, in_hands):
                raise RuleError("The hands show who holds belote-rebelote: leave it to them.", "belote")
            holder = in_hands
        else:
            for seat, declaration in typed:
                found[seat].append(declaration)
            if holder is not None:
                found[holder].append(calc.belote(deal.trump))
        try:
            calc.check_held_together(found, names)
        except CardError as exc:
            raise RuleError(str(exc), "declared") from exc
        return replace(match, deal=replace(deal, declared=self._settle(match, found, holder)))

    def _settle(self, match: Match, found: list[list[Declaration]], holder: int | None) -> Declared:
        # "only the team holding the highest declaration may score for the other declarations"
        sides, names = self.sides(match.setup), match.names
        ranking = belote_ranking.settle_declarations(
            found, dealer=match.deal.dealer, equal_runs=match.options.equal_runs
        )
        scoring: tuple[list[ScoreLine], list[ScoreLine]] = ([], [])
        for seat, declaration in (pair for team in ranking.scored for pair in team):
            if declaration.kind is not Kind.BELOTE:
                line = ScoreLine(
                    declarations.declaration_label(declaration), declaration.points, declaration.cards
                )
                scoring[sides.of(seat)].append(line)
        said = ""
        if ranking.best is not None:
            other = 1 - sides.of(ranking.best_seat)
            said = f"{names[ranking.best_seat]}'s {declarations.declaration_label(ranking.best)} is highest"
            if any(d.kind is not Kind.BELOTE for seat in sides.seats[other] for d in found[seat]):
                said += f": {sides.names[other]}'s declarations do not count"
        elif any(words == "equal" for _, words in ranking.dialogue):
            said = "equal highest runs: neither team's declarations count"
        return Declared(
            (tuple(scoring[0]), tuple(scoring[1])), holder, None if holder is None else sides.of(holder), said
        )

    # --- The result ---

    def on_result(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, sides = match.deal, self.sides(match.setup)
        takers = sides.of(deal.taker)
        cards = self._card_points(match, payload, takers)
        outcome = score_deal(cards, takers, deal.declared or Declared(), deal.held, match.options)
        facts = {
            "card_points": list(cards.points),
            "deck_points": DECK_POINTS,
            "taker": deal.taker,
            "trump": deal.trump.value,
            "turned": deal.turned.value if deal.turned else None,
            "verdict": outcome.verdict,
            "capot": cards.all_tricks,
            "belote": deal.declared.belote if deal.declared else None,
            "held": outcome.held,
        }
        return self.finish_deal(match, self._row(match, cards, takers, outcome), facts=facts)

    def _card_points(self, match: Match, payload: Mapping[str, Any], takers: int) -> SidePoints:
        """The takers' card points (the defenders' are the rest of 162), a capot, or the takers' cards."""
        if payload.get("cards") in (None, "") or str(payload["cards"]).isspace():
            points = read_side_points(payload, takers, self.sides(match.setup), DECK_POINTS)
            if points.of(takers) in IMPOSSIBLE_POINTS:
                left = points.of(1 - takers)
                message = f"{points.of(takers)} card points leave {left}, but no card is worth 1 point."
                raise RuleError(message + " Count again.", "points")
            return points
        tricks = DECK_CARDS // TRICK_CARDS
        pile = read_pile(payload, CARD_POINTS, match.deal.trump, tricks=tricks, who="The takers")
        entered = payload.get("points") not in (None, "")
        if entered and read_int(payload, "points", "Card points") != pile.points:
            raise RuleError(f"The cards count {pile.points} points, not {payload['points']}.", "points")
        # All the tricks to one side is a capot, by the cards too.
        everything = {0: 1 - takers, tricks: takers}.get(pile.tricks)
        return split_points(takers, pile.points, DECK_POINTS, all_tricks=everything)

    def _row(self, match: Match, cards: SidePoints, takers: int, outcome: Outcome) -> HandRow:
        deal, verdict = match.deal, outcome.verdict
        notes = ["", ""]
        notes[takers] = f"took {deal.trump.symbol} · {verdict}"
        if verdict == "litige":
            notes[takers] += f" · {outcome.held} held"
        if cards.all_tricks == 1 - takers:
            notes[1 - takers] = "capot"
        score = f"{cards.of(takers)}–{cards.of(1 - takers)}"
        words = {
            "capot": "capot",
            "dedans": f"dedans {score}" if cards.all_tricks is None else "dedans: capot by the other team",
            "litige": f"hung {score}: litige",
            "hung": f"hung {score}: each keeps its own",
        }
        summary = f"{match.names[deal.taker]} took {deal.trump.symbol}" + (
            f" ({_round(deal)})" * bool(_round(deal))
        )
        summary += f" · {words.get(verdict, f'{verdict} {score}')}"
        summary += "".join(f" · {said}" for said in _declarations_said(deal.declared, match.names))
        return HandRow(f"Deal {deal.number}", outcome.points, tuple(notes), outcome.lines, summary)

    # --- Random entries for the simulation test ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        phase = self.deal_prompt(match).phase
        deck = [str(card) for card in piquet_32()]
        rng.shuffle(deck)
        if phase == "contract":
            if rng.random() < 0.08:
                return Event("all_passed", {})
            payload = {"taker": rng.randrange(4), "trump": rng.choice(SUITS).value}
            return Event(
                "contract", payload | ({"turned": rng.choice(SUITS).value} if rng.random() < 0.5 else {})
            )
        if phase == "declarations":
            return Event(
                "declarations",
                declarations.random_declarations(match.deal.trump, match.options.declarations, rng, deck),
            )
        roll = rng.random()
        if roll < 0.1:
            return Event("result", {"all_tricks": rng.randrange(2)})
        if roll < 0.25:
            tricks = rng.randint(0, 8)
            last = tricks == 8 or (tricks > 0 and rng.random() < tricks / 8)
            return Event("result", {"cards": deck[: tricks * TRICK_CARDS], "last_trick": last})
        points = [p for p in range(DECK_POINTS + 1) if p not in IMPOSSIBLE_POINTS]
        return Event("result", {"points": 81 if roll < 0.3 else rng.choice(points)})


def _declarations_said(declared: Declared | None, names: Sequence[str]) -> list[str]:
    """The deal's line on its declarations: which is highest (and whose do not count), and who held
    belote-rebelote, which is always scored."""
    if declared is None:
        return []
    said = [declared.said] if declared.said else []
    if declared.belote is not None:
        said.append(f"{names[declared.belote]}'s belote-rebelote")
    return said


def _round(deal: BeloteDeal) -> str:
    """'first round' when the upcard's suit was taken, 'second round' for another suit, '' if not known."""
    if deal.turned is None:
        return ""
    return "first round" if deal.turned is deal.trump else "second round"
