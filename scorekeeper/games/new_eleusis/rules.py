"""New Eleusis (``new-eleusis.txt``): the dealer ("God") writes a secret rule, the scientists play cards to
a layout and are told "right" or "wrong", a prophet may take over the calls, and one round per dealer.

The table plays with real cards and records, per round: the secret rule (with an optional public hint) and
the starter card, then each play as it is called (the cards, right or wrong, and with a prophet whether God
overruled the call), each "no play" claim and its outcome, and each prophet. The app keeps the layout (the
main line of right cards with the wrong cards under them, the white markers on every 10th card, the
prophet's black markers), the penalty cards, the expulsions during sudden death and every player's card
count; it ends the round when a player runs out of cards or every player is expelled, and scores it.

The rule is a secret: it is never on the scoreboard, a phone, the API or the exported log before the round
ends (``secret_fields``: the log shows it masked until ``secrets_kept_from`` says its round is over). Once
the round is over it is shown to everyone and kept in the record (the row's summary and the facts).

Choices where the text is open:

- 3 to 12 players (dealer included; the text finds four or fewer too few, not forbidden). Two decks by
  default; three or four for larger tables. A card appears on the layout at most once per deck.
- The first player: "count clockwise the number of the starter card" counts the scientists from the
  dealer's left (A=1 ... K=13), going round as often as needed.
- "Cards played" (for the white markers, sudden death and the dealer's score) are the cards laid after
  the starter, right and wrong, including a card God plays from a hand after a wrong "no play".
- Sudden death starts once 40 cards have been played (30 after the black marker while there is a prophet):
  a play started before then is not in sudden death. An expelled player still takes the two penalty cards
  per wrong card (the text exempts nobody) and keeps them for the score. A "no play" claim is not a play:
  a wrong claim in sudden death costs the five cards, not expulsion.
- When God overrules the prophet, the play counts as God's call and the player takes no penalty, nor
  expulsion. For a "no play" claim: a claim the prophet called correct but God overrules is wrong, and God
  plays a right card from the hand, without the five-card penalty; a wrong-claim call that God overrules
  returns the card to the hand, without penalty, and nothing else changes (the text's bracket).
- An overthrown prophet's black markers are taken off; the next prophet puts down their own.
- "A True Prophet" is the prophet still in office when the round ends. Without one the dealer scores the
  highest player's score (option: twice every card played).
- The two "Rule Modifications" are options: announcing prophet at the end of anyone's turn, and becoming
  prophet on going out (the round then waits for the choice; overthrown, that prophet takes 8 cards).
- The game ends when everyone has dealt once; ``end_game`` between rounds ends it early, with 10 points
  to everyone who never dealt. Equal best totals share the win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any, ClassVar

from scorekeeper.cards import standard_52
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    filled,
    option,
    plural,
    read_card,
    read_choice,
    read_flag,
    read_int,
    read_seat,
)
from scorekeeper.families.deal.loop import DealGame, Ending, Match, add_row, column_row
from scorekeeper.families.ruleset import Event, GameSetup, Phase, Prompt, best_columns
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.new_eleusis import words
from scorekeeper.games.new_eleusis.round import (
    HAND,
    LONGEST_SEQUENCE,
    NO_PLAY_PENALTY,
    NO_PLAY_RELIEF,
    OUT_PROPHET_PENALTY,
    OVERTHROW_PENALTY,
    PENALTY_PER_CARD,
    Laid,
    Round,
    decks,
    facts,
    needed,
    note,
    read_play,
    round_score,
    unnamed,
    unused_cards,
)
from scorekeeper.games.new_eleusis.statistics import STATISTICS
from scorekeeper.games.new_eleusis.statistics import tallies as game_tallies

SLUG = "new-eleusis"
NEVER_DEALT_BONUS = 10  # "anyone who has never been dealer gets 10 extra points"
RULE_LENGTH, HINT_LENGTH = 400, 200
RUN = 40  # the most turns of right plays entered in one go (a round's white markers go to 40)


@dataclass(frozen=True)
class NewEleusisOptions:
    hand_size: int = option(HAND, "Cards dealt to each player", minimum=4, maximum=20)
    decks: int = option(
        0,
        "Decks shuffled together",
        choices=((0, "two, or more if the deal needs them"), (2, "2"), (3, "3"), (4, "4")),
        help="“at least two decks of cards”",
    )
    prophet_any_turn: bool = option(
        False, "Anyone may announce prophet at the end of a turn", help="The first rule modification."
    )
    prophet_when_out: bool = option(
        False, "A player going out may become prophet instead", help="The second rule modification."
    )
    dealer_without_prophet: str = option(
        "highest",
        "Dealer's score with no True Prophet",
        choices=(("highest", "the highest player's score"), ("all_cards", "twice every card played")),
    )


class NewEleusis(DealGame[NewEleusisOptions]):
    slug = SLUG
    name = "New Eleusis"
    min_players, max_players = 3, 12
    Options = NewEleusisOptions
    summary = "God writes a secret rule; scientists play cards to find it, and a prophet may call the plays."
    rules_file = "new-eleusis.txt"
    phases = (
        Phase("rule", ("rule", "end_game"), "God writes the secret rule; only the round's end reveals it."),
        Phase("play", ("play", "no_play", "prophet"), "Enter each play as it is called: right or wrong."),
        Phase("out", ("go_out", "prophet"), "The player out of cards may become prophet instead."),
    )
    #: "Make up and write down a rule": kept from every page and export until the round is over.
    secret_fields: ClassVar[Mapping[str, tuple[str, ...]]] = {"rule": ("rule",)}
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(words.describe, setup, event, actor) or super().describe(setup, event, actor)

    def ending(self, options: NewEleusisOptions) -> Ending:
        return Ending()  # the number of rounds depends on the table: ``ending_for``

    def ending_for(self, setup: GameSetup) -> Ending:
        # "The game ends when everyone has been dealer once"
        return Ending(deals=setup.size)

    def check_setup(self, setup: GameSetup) -> None:
        super().check_setup(setup)
        cards = needed(setup)
        if setup.options.decks and cards > 52 * setup.options.decks:
            raise RuleError(
                f"{setup.size - 1} hands of {setup.options.hand_size} and a starter need {cards} cards: "
                "shuffle in another deck or deal fewer.",
                "decks",
            )

    def new_deal(self, match: Match, number: int, dealer: int) -> Round:
        held = tuple(0 if seat == dealer else match.options.hand_size for seat in range(match.setup.size))
        return Round(number, dealer, held=held)

    def secrets_kept_from(self, match: Match, events: Sequence[Event]) -> int | None:
        """The round in progress's rule event (or the end of the log): secrets from there on are kept."""
        if match.is_over:
            return None
        rules = [i for i, event in enumerate(events) if event.type == "rule"]
        return rules[len(match.played)] if len(rules) > len(match.played) else len(events)

    # --- The dealer's set-up ---

    def on_rule(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "Make up and write down a rule ... Turn up one card for a starter."
        rule = _read_text(payload, "rule", RULE_LENGTH, "Write down the secret rule")
        hint = _read_text(payload, "hint", HINT_LENGTH, "")
        starter = read_card(
            payload.get("starter"), standard_52(), field_name="starter", what="the starter card"
        )
        deal = replace(match.deal, rule=rule, hint=hint, starter=str(starter))
        # "Choose player to start (count clockwise the number of the starter card)."
        scientists = deal.clockwise(match.setup.size, deal.dealer)
        first = scientists[(starter.rank.number - 1) % len(scientists)]
        return replace(match, deal=replace(deal, turn=first))

    def on_end_game(self, match: Match, payload: Mapping[str, Any]) -> Match:
        if not match.played:
            raise RuleError("Play at least one round before ending the game early.")
        # "If you end the game early, anyone who has never been dealer gets 10 extra points."
        dealt = {record.dealer for record in match.played}
        never = {seat: NEVER_DEALT_BONUS for seat in range(match.setup.size) if seat not in dealt}
        row = column_row(
            "Ended early",
            match.setup.size,
            "The game ended early: 10 points to each player who never dealt",
            points=never,
            notes=dict.fromkeys(never, "never dealt"),
            lines={seat: (ScoreLine("never dealt", NEVER_DEALT_BONUS),) for seat in never},
        )
        totals = add_row(match.totals, row)
        return replace(match, deal=None, totals=totals, closing=(row,), winners=best_columns(totals))

    # --- The scientists' plays and God's (or the prophet's) calls ---

    def on_play(self, match: Match, payload: Mapping[str, Any]) -> Match:
        """A play: its cards and the call (``cards``, ``right``); a wrong play by its number of cards alone
        (``wrong``: the score needs only the count); or a run of turns each playing one card called right
        (``turns``), which God enters in one go."""
        if filled(payload.get("turns")):
            turns = read_int(payload, "turns", "The right plays", minimum=1, maximum=RUN)
            if read_flag(payload, "overruled", "God overruled the prophet"):
                raise RuleError(
                    "A call God overrules is entered alone, not in a run of right plays.", "overruled"
                )
            return self._right_run(match, turns)
        deal = match.deal
        if filled(payload.get("wrong")):
            count = read_int(payload, "wrong", "The wrong cards", minimum=1, maximum=LONGEST_SEQUENCE)
            cards, called = unnamed(deal, count, "wrong"), False
        else:
            cards = read_play(deal, match.setup, payload)
            called = read_flag(payload, "right", "Right or wrong")
        return self._play(match, cards, called, self._overruled(deal, payload))

    def _right_run(self, match: Match, turns: int) -> Match:
        """``turns`` turns in a row, clockwise, each one card called right (and approved, with a prophet)."""
        number = match.deal.number
        for done in range(turns):
            if match.deal is None or match.deal.number != number or match.deal.out is not None:
                ended = f"The round ended after {plural(done, 'play')} of the run: enter {done}."
                raise RuleError(ended, "turns")
            match = self._play(match, unnamed(match.deal, 1, "turns"), True, False)
        return match

    def _play(self, match: Match, cards: Sequence[str], called: bool, overruled: bool) -> Match:
        """The player to play lays ``cards`` (names, or blanks when not named) on the call ``called``."""
        deal, seat = match.deal, match.deal.turn
        right = called != overruled  # God's word stands: an overruled call is the other one
        deal = self._overthrow(deal) if overruled else deal
        laid = tuple(Laid(card, right, seat) for card in cards)
        held = deal.held[seat] - len(cards)
        expelled = deal.expelled
        if not right and not overruled:
            # "give two penalty cards for each 'wrong' card" (also "for each card in a wrong sequence")
            held += PENALTY_PER_CARD * len(cards)
            if deal.sudden_death:  # "During sudden death, any player who makes a wrong play is expelled."
                expelled |= {seat}
        deal = replace(deal, laid=deal.laid + laid, expelled=expelled, last=seat)
        return self._after_turn(match, deal.with_held(seat, held), seat)

    def on_no_play(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "If you think you have no 'right' card, you may declare 'no play' and show your hand to everyone."
        deal, seat = match.deal, match.deal.turn
        claim = read_choice(payload, "claim", "The call on the claim", ("correct", "wrong"))
        overruled = self._overruled(deal, payload)
        correct = (claim == "correct") != overruled
        held, laid = deal.held[seat], deal.laid
        if correct and not overruled:
            held = max(0, held - NO_PLAY_RELIEF)  # "dealt a new hand with 4 fewer cards"
        elif not correct:
            # "Prophet or Dealer plays a correct card from the hand and deals the player a 5 card penalty"
            card = read_play(deal, match.setup, payload, key="card", longest=1)[0]
            laid += (Laid(card, True, seat),)
            held += -1 + (0 if overruled else NO_PLAY_PENALTY)
        elif filled(payload.get("card")):
            read_play(deal, match.setup, payload, key="card", longest=1)
        # "[But if prophet calls incorrectly, the card is returned to the player's hand without penalty]"
        deal = self._overthrow(deal) if overruled else deal
        deal = replace(deal, laid=laid, last=seat if match.options.prophet_any_turn else None)
        return self._after_turn(match, deal.with_held(seat, held), seat)

    def on_prophet(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        seat = read_seat(payload, "player", match.names, "The new prophet")
        refusal = self._prophet_refusal(match, deal, seat)
        if refusal:
            raise RuleError(refusal, "player")
        # "When you first become Prophet, put a black marker on the last card you just played. Put the rest
        # of your cards aside"
        went_out = deal.out == seat
        deal = replace(
            deal,
            prophet=seat,
            mark=deal.played,
            been_prophet=deal.been_prophet | {seat},
            prophet_went_out=went_out,
            out=None,
            last=None,
        )
        if deal.turn == seat:
            deal = replace(deal, turn=deal.next_turn(match.setup.size, seat))
        return replace(match, deal=deal)

    def on_go_out(self, match: Match, payload: Mapping[str, Any]) -> Match:
        return self._finish_round(match, replace(match.deal, out=None))

    # --- The mechanics ---

    def _overruled(self, deal: Round, payload: Mapping[str, Any]) -> bool:
        overruled = read_flag(payload, "overruled", "God overruled the prophet")
        if overruled and deal.prophet is None:
            raise RuleError("There is no prophet: God's call cannot be overruled.", "overruled")
        return overruled

    def _overthrow(self, deal: Round) -> Round:
        # "If you disapprove a call, overthrow the prophet and give him/her 5 penalty cards"; "If overthrown,
        # pick up your cards and resume your role as a player."
        seat = deal.prophet
        penalty = OUT_PROPHET_PENALTY if deal.prophet_went_out else OVERTHROW_PENALTY
        deal = replace(deal, prophet=None, mark=0, prophet_went_out=False)
        return deal.with_held(seat, deal.held[seat] + penalty)

    def _after_turn(self, match: Match, deal: Round, seat: int) -> Match:
        """End the round if the text says so; else pass the turn clockwise."""
        deal = replace(deal, turn=deal.next_turn(match.setup.size, seat))
        out = [s for s in deal.scientists(match.setup.size) if deal.held[s] == 0 and s != deal.prophet]
        if (
            out
            and match.options.prophet_when_out
            and self._prophet_refusal(match, deal, out[0], out=True) is None
        ):
            return replace(match, deal=replace(deal, out=out[0], last=None))
        # "A round ends when either (1) some player runs out of cards, or (2) all players have been expelled"
        if out or not deal.active(match.setup.size):
            return self._finish_round(match, deal)
        return replace(match, deal=deal)

    def _prophet_refusal(self, match: Match, deal: Round, seat: int, *, out: bool = False) -> str | None:
        names = match.names
        if seat == deal.dealer:
            return "The dealer is God, and cannot be prophet."
        if deal.prophet is not None:  # "(1) there isn't already a prophet"
            return f"{names[deal.prophet]} is already the prophet."
        if seat in deal.been_prophet:  # "(2) you haven't already been prophet this round"
            return f"{names[seat]} has already been prophet this round."
        if seat in deal.expelled:
            return f"{names[seat]} has been expelled from this round."
        if len([s for s in deal.active(match.setup.size) if s != seat]) < 2:
            # "(3) there are still two or more players besides yourself and the dealer"
            return "A prophet needs two or more players still in besides the prophet and the dealer."
        if out or deal.out is not None:
            return (
                None if seat == deal.out or out else f"Only {names[deal.out]}, who went out, may choose now."
            )
        if match.options.prophet_any_turn:
            return None if deal.last is not None else "A prophet is announced at the end of a turn."
        if deal.last != seat:  # "Just after you play ..."
            return "Only the player who just played may declare themselves prophet."
        return None

    def _finish_round(self, match: Match, deal: Round) -> Match:
        lines = round_score(deal, match.setup.size, match.options.dealer_without_prophet)
        points = {seat: sum(line.points for line in seat_lines) for seat, seat_lines in lines.items()}
        notes = {seat: note(deal, seat) for seat in lines}
        summary = f"{match.names[deal.dealer]}'s rule: {deal.rule}"
        row = column_row(
            f"Round {deal.number}", match.setup.size, summary, points=points, notes=notes, lines=lines
        )
        return self.finish_deal(replace(match, deal=deal), row, facts=facts(deal))

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        deal, names, title = match.deal, match.names, self.progress(match)
        if not deal.rule:
            events = ("rule", "end_game") if match.played else ("rule",)
            return self.ask(
                "rule", f"Round {deal.number} · {names[deal.dealer]} writes the rule", events=events
            )
        data = self._play_data(match)
        if deal.out is not None:
            return self.ask("out", f"{names[deal.out]} is out of cards", actor=deal.out, data=data)
        return self.ask("play", title, actor=deal.turn, data=data)

    def _play_data(self, match: Match) -> dict[str, Any]:
        deal, size = match.deal, match.setup.size
        candidates = [s for s in range(size) if self._prophet_refusal(match, deal, s) is None]
        return {
            "dealer": deal.dealer,
            "prophet": deal.prophet,
            "candidates": candidates,
            "sudden_death": deal.sudden_death,
            "played": deal.played,
            "to_sudden_death": deal.to_sudden_death,
            "held": list(deal.held),
            "decks": decks(match.setup),
        }

    def progress(self, match: Match) -> str | None:
        """'Round 2 · Bob's turn · 23 cards played · sudden death'."""
        deal = match.deal
        if deal is None or not deal.rule:
            return f"Round {deal.number} · {match.names[deal.dealer]} deals" if deal else None
        state = " · sudden death" if deal.sudden_death else ""
        turn = f"{match.names[deal.turn]}'s turn"
        return f"Round {deal.number} · {turn} · {plural(deal.played, 'card')} played{state}"

    def extras(self, match: Match) -> dict[str, Any]:
        """The layout and card counts of the round in progress (never its rule), and past rounds' facts."""
        deal, current = match.deal, None
        if deal is not None and deal.rule:
            current = facts(deal, secret=True) | {
                "turn": deal.turn,
                "sudden_death": deal.sudden_death,
                "to_sudden_death": deal.to_sudden_death,
            }
        return {"round": current, "rounds": [dict(record.facts) for record in match.played]}

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        if not deal.rule:
            if match.played and rng.random() < 0.15:
                return Event("end_game", {})
            starter = rng.choice(unused_cards(deal, match.setup))
            return Event("rule", {"rule": f"rule {rng.randrange(1000)}", "starter": starter})
        data = self._play_data(match)
        if data["candidates"] and rng.random() < 0.3:
            return Event("prophet", {"player": rng.choice(data["candidates"])})
        if deal.out is not None:
            return Event("go_out", {})
        overruled = deal.prophet is not None and rng.random() < 0.1
        unused = unused_cards(deal, match.setup)
        if rng.random() < 0.1 or not unused:
            claim = rng.choice(("correct", "wrong")) if unused else "correct"
            # A card is laid when the claim is found wrong; one shown with a claim upheld is not read.
            shown = unused and (claim == "wrong" or overruled)
            card = {"card": rng.choice(unused)} if shown else {}
            return Event("no_play", {"claim": claim, **card, "overruled": overruled})
        if rng.random() < 0.15:  # entered by count: God's run of right plays, or a wrong play's cards
            by_count = {"turns": rng.randint(1, 6)} if rng.random() < 0.5 else {"wrong": rng.randint(1, 2)}
            return Event("play", by_count)
        count = min(deal.held[deal.turn], len(unused), rng.choice((1, 1, 1, 2, 3)))
        cards = rng.sample(unused, count)
        return Event("play", {"cards": cards, "right": rng.random() < 0.75, "overruled": overruled})


def _read_text(payload: Mapping[str, Any], key: str, limit: int, missing: str) -> str:
    text = payload.get(key) or ""
    if not isinstance(text, str):
        raise RuleError("Enter the text as words.", key)
    text = " ".join(text.split())
    if missing and not text:
        raise RuleError(f"{missing}: the app keeps it secret until the round ends.", key)
    if len(text) > limit:
        raise RuleError(f"Keep it under {limit} characters.", key)
    return text
