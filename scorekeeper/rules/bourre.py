"""Bourré (``bourre.txt``): the Louisiana gambling game for two to eight players with a 52-card pack, five
cards each, a pot that the player taking most tricks wins, and "bourré" for a player who plays and takes no
trick: they match the pot, into the next pot.

The table plays with real cards and chips; the app keeps the chip ledger (``rules/chips.py``). Per deal it
records the turned-up trump, who plays and who passes (with the number of cards each discards, one tap per
player in turn, or who plays all at once), reneges and early announcements, and the tricks each player
took. The antes, the pot, the winner's take, the bourré payments and each player's balance follow.

Choices where the text is open (each other reading an option where it changes the chips):

- The antes are posted as a deal opens ("before subsequent deals"), so the scoreboard's pot at the start
  of deals 1 to 4 of the text's example is 7, 13, 30 and 65. Excused: the players who went bourré (and
  an uncorrected renege, "exactly as though the player had gone bourré") and the players who tied for a
  split pot; with a chip to play (double ante, four-card), everyone antes ("it is normal").
- "If all players other than the dealer pass, the dealer should of course play": the dealer is then the
  lone player and takes the pot without a tap. So is the last player left in any round of play or pass.
  Entered all at once, a table where nobody plays gives the pot to the dealer, the same way.
- "If the turned up trump card is an ace, the dealer must play": refused otherwise, while the card is
  the dealer's (also when the dealer may take it); not when it belongs to no one (four-card Bourré).
- A bourré pays what the pot held before the winner took it ("an amount equal to the whole contents of
  the pot"); under a limit, only the limit. An uncorrected renege pays the same (four-card: twice, twice
  the limit at most), once even if the player also took no trick; a reneging winner still takes the pot.
- A corrected renege: the player cannot win the pot (taking most tricks, the pot stays for the next deal;
  option: it goes to the player with most tricks after them) and forfeits their next turn to deal, as
  does an early announcement. One renege per player per deal.
- Four-card Bourré: four tricks, a trump card belonging to no one, one chip to stay, up to three cards
  discarded, then a second round of play or pass costing one more chip; the usual ante too (an ante of 0
  is an option).
- A session ends when the table says so (``end_session`` before a deal) or after an agreed number of
  deals, but only at the end of a deal whose pot was won with nobody paying into the next: a pot left
  under a limit is then shared by all (odd chips to the winner), so the balances settle to zero.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from random import Random
from typing import Any

from scorekeeper.cards import Rank, Suit, standard_52
from scorekeeper.core import RuleError, joined, option, plural, read_flag, read_int, read_seat
from scorekeeper.rules.base import Event, HandRow, Phase, Prompt, best_columns, order_from_left_of
from scorekeeper.rules.chips import ChipGame, Ledger, capped
from scorekeeper.rules.deal_loop import Deal, Ending, Match
from scorekeeper.rules.registry import register
from scorekeeper.rules.tricks import CinchHighestTrump, TrickRules
from scorekeeper.rules.trumps import read_suit, read_turned

PASS, PLAY = "pass", "play"
#: The rounds of a deal: play or pass with the discards (``DECLARE``), play or pass alone (``PLAY``), the
#: discards (``DRAW``), and four-card Bourré's second chance to pass after the draw (``AGAIN``).
DECLARE, DRAW, AGAIN = "declare", "draw", "again"
DECK = tuple(standard_52())


@dataclass(frozen=True)
class BourreOptions:
    ante: int = option(1, "Ante", minimum=0, maximum=10, help="Chips each player puts in before a deal.")
    limit: int = option(
        0, "Limit (0: none)", minimum=0, maximum=1000, help="A winner takes and a bourré pays at most this."
    )
    double_ante: bool = option(False, "Double ante: each player who plays pays one more chip")
    declaring: str = option(
        "together",
        "Play or pass",
        choices=(
            ("together", "In turn, with the discards"),
            ("separate", "In turn, then a round of discards"),
            ("simultaneous", "All at once (a chip in the fist), then the discards"),
        ),
    )
    trump_card: str = option(
        "dealer",
        "The turned-up trump",
        choices=(
            ("dealer", "The dealer's fifth card"),
            ("nobody", "A sixth card, no one's"),
            ("dealer_may_take", "A sixth card the dealer may take"),
        ),
    )
    four_card: bool = option(False, "Four-card Bourré (Indiana): stay, draw, play again; renege pays twice")
    corrected_renege: str = option(
        "stays",
        "A corrected renege with most tricks",
        choices=(("stays", "The pot stays for the next deal"), ("next", "The next best player wins it")),
    )
    deals: int = option(0, "Deals in the session (0: until the table ends it)", minimum=0, maximum=200)


@dataclass(frozen=True)
class BourreDeal(Deal):
    """A deal in progress: the ledger since before the antes, the trump, the rounds of play or pass."""

    opened: Ledger = field(default_factory=lambda: Ledger(()))
    ledger: Ledger = field(default_factory=lambda: Ledger(()))
    trump: Suit | None = None
    ace: bool = False
    round: int = 0
    calls: tuple[tuple[int, str], ...] = ()  # this round's calls in order: (seat, "pass" | "play")
    playing: tuple[int, ...] | None = None  # the seats still in (None: everyone, before the first round)
    draws: tuple[tuple[int, int], ...] = ()  # (seat, cards discarded), where recorded
    reneges: tuple[tuple[int, bool], ...] = ()  # (seat, corrected)
    forfeits: tuple[int, ...] = ()  # seats forfeiting their next turn to deal, from this deal
    owed: tuple[int, ...] = ()  # turns to deal still forfeited from earlier deals
    ending: bool = False  # the session ends with the next pot won cleanly


def trick_rules(trump: Suit, options: BourreOptions) -> TrickRules:
    """52 cards, ace high. Follow suit; else trump; and "each player must play a card that beats the highest
    card so far played to the trick if possible". With a cinch (``context["cinch"]``) the highest trump
    must be led, or played when a trump may be played, except by the last to play (same in every variant)."""
    return TrickRules(
        trump=trump,
        must_trump_when_void=True,
        must_beat=True,
        restrictions=(CinchHighestTrump(),),
        deck=DECK,
    )


def rounds(options: BourreOptions) -> tuple[str, ...]:
    """The rounds of play or pass and draw of a deal, per the variant."""
    if options.four_card:  # "After players have decided whether to stay, up to 3 cards can be discarded
        return (PLAY, DRAW, AGAIN)  # ... After the draw, players have another chance to pass"
    return (DECLARE,) if options.declaring == "together" else (PLAY, DRAW)


def tricks_dealt(options: BourreOptions) -> int:
    return 4 if options.four_card else 5


def most_discards(options: BourreOptions) -> int:
    # "You may discard your whole hand of five cards"; four-card: "up to 3 ... but not all four"
    return 3 if options.four_card else 5


@register
class Bourre(ChipGame):
    slug = "bourre"
    name = "Bourré"
    min_players, max_players = 2, 8  # "In theory any number from two to eight can play"
    Options = BourreOptions
    summary = "Play or pass; most tricks take the pot; play and take none and you match it: bourré."
    rules_file = "bourre.txt"
    phases = (
        Phase("trump", ("trump", "end_session"), "Tap the suit of the card turned up for trumps."),
        Phase("declare", ("declare", "players", "premature"), "Each player in turn: pass, or play."),
        Phase("draw", ("draw", "premature"), "Each player who plays: how many cards they discard."),
        Phase("tricks", ("tricks", "renege"), "After the fifth trick: the tricks each player took."),
    )

    def ending(self, options: BourreOptions) -> Ending:
        return Ending()  # the session ends when the table says so: ``settle``

    def settle(self, match: Match) -> tuple[int, ...] | None:
        over = match.played and match.played[-1].facts.get("over")
        return best_columns(match.totals) if over else None

    def new_deal(self, match: Match, number: int, dealer: int) -> BourreDeal:
        options, last = match.options, (match.played[-1].facts if match.played else {})
        opened = self.open_ledger(match)
        # "A player who goes bourré does not have to place the normal one chip ante ... the players who tied
        # for most tricks do not post an ante"; "In the double ante game, it is normal to require an initial
        # ante from all players"
        excused = () if _play_chip(options, 0) else last.get("excused", ())
        antes = [seat for seat in range(match.setup.size) if seat not in excused]
        ledger = opened.ante(antes, options.ante)
        owed, ending = tuple(last.get("owed", ())), last.get("ending", False)
        return BourreDeal(number, dealer, opened=opened, ledger=ledger, owed=owed, ending=ending)

    # --- Before the play ---

    def on_end_session(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal = match.deal
        if deal.ending:
            raise RuleError("The session is already ending: it ends when a pot is won with nobody bourré.")
        if self.pot_carried(match) == 0:  # nothing carried: the deal just opened is not played
            return replace(match, deal=None, winners=best_columns(match.totals))
        return replace(match, deal=replace(deal, ending=True))

    def on_trump(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "the dealer's fifth and last card, which is dealt face up. The suit of this card indicates trumps"
        if payload.get("card") not in (None, ""):
            card = read_turned(payload, "card", DECK)
            suit, ace = card.suit, card.rank is Rank.ACE
        else:
            suit, ace = read_suit(payload, "suit", "The trump"), False
        return replace(match, deal=replace(match.deal, trump=suit, ace=ace))

    def on_declare(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options, names = match.deal, match.options, match.names
        seat = read_seat(payload, "player", names, "The player")
        actor = self._actor(match)
        if seat != actor:
            raise RuleError(f"It is {names[actor]}'s turn to say, not {names[seat]}'s.", "player")
        kind = rounds(options)[deal.round]
        call, discard = _read_call(payload, kind, most_discards(options))
        if call == PASS:
            self._check_dealer_may_pass(match, [seat], "call")
        deal = replace(deal, calls=(*deal.calls, (seat, call)))
        if call == PLAY:
            deal = self._plays(deal, options, seat)
        if discard is not None:
            deal = replace(deal, draws=(*deal.draws, (seat, discard)))
        return self._after_call(match, deal)

    def on_players(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options, names = match.deal, match.options, match.names
        eligible = self._eligible(match)
        playing = _read_seats(payload, "playing", names)
        if any(seat not in eligible for seat in playing):
            out = [names[s] for s in playing if s not in eligible]
            raise RuleError(f"{joined(out)} passed already and cannot play now.", "playing")
        if not playing and deal.round > 0:
            raise RuleError("Tap the players who play: at least one.", "playing")
        # "If all players other than the dealer pass, the dealer should of course play and collect the pot."
        playing = playing or [deal.dealer]
        self._check_dealer_may_pass(match, [s for s in eligible if s not in playing], "playing")
        for seat in eligible:
            deal = replace(deal, calls=(*deal.calls, (seat, PLAY if seat in playing else PASS)))
            deal = self._plays(deal, options, seat) if seat in playing else deal
        return self._after_call(match, deal)

    def on_draw(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The player")
        actor = self._actor(match)
        if seat != actor:
            raise RuleError(f"It is {names[actor]}'s turn to draw, not {names[seat]}'s.", "player")
        most = most_discards(match.options)
        discard = read_int(payload, "discard", "The cards discarded", minimum=0, maximum=most)
        deal = replace(deal, calls=(*deal.calls, (seat, DRAW)), draws=(*deal.draws, (seat, discard)))
        return self._after_call(match, deal)

    def on_premature(self, match: Match, payload: Mapping[str, Any]) -> Match:
        # "You should be careful not to make any premature announcement ... The penalty is to forfeit your
        # next turn to deal."
        deal = match.deal
        seat = read_seat(payload, "offender", match.names, "The player who spoke early")
        if seat in deal.forfeits:
            raise RuleError(f"{match.names[seat]} already forfeits their next deal.", "offender")
        return replace(match, deal=replace(deal, forfeits=(*deal.forfeits, seat)))

    # --- The play ---

    def on_renege(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The player who reneged")
        if seat not in deal.playing:
            raise RuleError(f"{names[seat]} passed and played no card.", "player")
        if seat in dict(deal.reneges):
            raise RuleError(f"{names[seat]}'s renege is already recorded for this deal.", "player")
        corrected = read_flag(payload, "corrected", "Corrected")
        # corrected: "you forfeit the right to win the pot ... and you forfeit your next turn to deal"
        forfeits = (*deal.forfeits, seat) if corrected and seat not in deal.forfeits else deal.forfeits
        deal = replace(deal, reneges=(*deal.reneges, (seat, corrected)), forfeits=forfeits)
        return replace(match, deal=deal)

    def on_tricks(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, options, names = match.deal, match.options, match.names
        taken = _read_taken(payload, names, deal.playing, tricks_dealt(options))
        corrected = {seat for seat, c in deal.reneges if c}
        most = max(taken)
        top = [seat for seat in deal.playing if taken[seat] == most]
        winner = top[0] if len(top) == 1 and top[0] not in corrected else None
        if len(top) == 1 and winner is None and options.corrected_renege == "next":
            rest = [s for s in deal.playing if s not in corrected]
            best = max(taken[s] for s in rest) if rest else 0
            leaders = [s for s in rest if taken[s] == best]
            winner = leaders[0] if len(leaders) == 1 and best else None
        # "These players must pay an amount equal to the whole contents of the pot": the pot before the take
        stake = capped(deal.ledger.pot, options.limit or None)
        ledger = deal.ledger
        if winner is not None:
            ledger = ledger.take(
                winner, f"takes the pot ({plural(most, 'trick')})", limit=options.limit or None
            )
        payers = []
        for seat in deal.playing:
            owed = _penalty(seat, taken[seat], dict(deal.reneges), stake, options)
            if owed:
                ledger = ledger.pay(seat, owed[0], owed[1])
                payers.append(seat)
        split = top if len(top) > 1 else []
        facts = {"taken": list(taken), "split": split, "bourre": payers, "stake": stake}
        return self._end_deal(match, ledger, winner, facts, excused=[*payers, *split])

    # --- Rounds ---

    def _eligible(self, match: Match) -> list[int]:
        """The seats that take part in this round, from the dealer's left ("Beginning with the player to
        dealer's left, each player in clockwise order")."""
        deal = match.deal
        order = order_from_left_of(deal.dealer, match.setup.size)
        return order if deal.playing is None else [s for s in order if s in deal.playing]

    def _actor(self, match: Match) -> int:
        called = {seat for seat, _ in match.deal.calls}
        return next(seat for seat in self._eligible(match) if seat not in called)

    def _plays(self, deal: BourreDeal, options: BourreOptions, seat: int) -> BourreDeal:
        """A player who plays pays the second ante (double ante), the chip to stay or to play again."""
        if not _play_chip(options, deal.round):
            return deal
        reason = (
            "plays again after the draw" if rounds(options)[deal.round] == AGAIN else "second ante to play"
        )
        return replace(deal, ledger=deal.ledger.pay(seat, 1, reason))

    def _check_dealer_may_pass(self, match: Match, passing: Sequence[int], field_name: str) -> None:
        deal, options = match.deal, match.options
        # "If the turned up trump card is an ace, the dealer must play."
        if deal.round == 0 and deal.ace and _ace_obliges(options) and deal.dealer in passing:
            name = match.names[deal.dealer]
            raise RuleError(f"{name} turned up the ace of trumps and must play.", field_name)

    def _after_call(self, match: Match, deal: BourreDeal) -> Match:
        """After a call: the lone player takes the pot; a finished round opens the next, or the play."""
        match = replace(match, deal=deal)
        eligible = self._eligible(match)
        passed = {seat for seat, call in deal.calls if call == PASS}
        left = [seat for seat in eligible if seat not in passed]
        if len(left) == 1:
            # "If only one player elects to play, all the others passing, the lone player is deemed to have
            # won all five tricks by default"
            lone = left[0]
            if lone not in {seat for seat, _ in deal.calls}:
                deal = self._plays(deal, match.options, lone)
            match = replace(match, deal=replace(deal, playing=(lone,)))
            taken = [tricks_dealt(match.options) if s == lone else 0 for s in range(match.setup.size)]
            ledger = deal.ledger.take(lone, "lone player takes the pot", limit=match.options.limit or None)
            facts = {"taken": taken, "split": [], "bourre": [], "stake": 0, "lone": lone}
            return self._end_deal(match, ledger, lone, facts, excused=[])
        if len(deal.calls) < len(eligible):
            return match
        return replace(match, deal=replace(deal, round=deal.round + 1, calls=(), playing=tuple(left)))

    # --- The end of a deal ---

    def _end_deal(
        self, match: Match, ledger: Ledger, winner: int | None, facts: dict[str, Any], *, excused: list[int]
    ) -> Match:
        deal, options, names = match.deal, match.options, match.names
        ending = deal.ending or bool(options.deals and deal.number >= options.deals)
        clean = winner is not None and not facts["bourre"]
        if ending and clean and ledger.pot:  # the pot left under a limit, shared as the session ends
            ledger = ledger.split(range(match.setup.size), "the pot left is shared", odd_chips_to=winner)
        dealer, owed = _next_dealer(deal, match.setup.size)
        facts |= {
            "trump": deal.trump.value if deal.trump else None,
            "ace": deal.ace,
            "playing": list(deal.playing),
            "winner": winner,
            "draws": dict(deal.draws),
            "reneges": [{"player": s, "corrected": c} for s, c in deal.reneges],
            "excused": excused,
            "owed": list(owed),
            "ending": ending and not clean,
            "over": ending and clean,
            "pot_played": deal.ledger.pot,
        }
        notes = [_note(seat, deal, facts) for seat in range(match.setup.size)]
        summary = f"Pot {deal.ledger.pot}: {_outcome(names, winner, facts)} · {ledger.pot} carried"
        label = f"Deal {deal.number}"
        return self.close_deal(
            match,
            deal.opened,
            ledger,
            label=label,
            notes=notes,
            facts=facts,
            summary=summary,
            deals_next=dealer,
        )

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        deal, options = match.deal, match.options
        data = self._data(match)
        if deal.trump is None:
            return self.ask("trump", f"{self.progress(match)} · the trump turned up", data=data)
        kinds = rounds(options)
        if deal.round >= len(kinds):
            return self.ask("tricks", f"{self.progress(match)} · the tricks", data=data)
        actor, kind = self._actor(match), kinds[deal.round]
        data |= {"kind": kind, "eligible": self._eligible(match), "most_discards": most_discards(options)}
        if kind == DRAW:
            return self.ask("draw", f"{self.progress(match)} · discards", actor=actor, data=data)
        at_once = deal.round == 0 and options.declaring == "simultaneous"
        events = ("players", "premature") if at_once else ("declare", "premature", "players")
        events = events if not deal.calls else ("declare", "premature")
        must_play = deal.round == 0 and actor == deal.dealer and deal.ace and _ace_obliges(options)
        data |= {"at_once": at_once, "quick": not deal.calls, "must_play": must_play}
        return self.ask(
            "declare", f"{self.progress(match)} · play or pass", actor=actor, data=data, events=events
        )

    def _data(self, match: Match) -> dict[str, Any]:
        deal, options = match.deal, match.options
        return {
            "dealer": deal.dealer,
            "pot": deal.ledger.pot,
            "balances": list(deal.ledger.balances),
            "trump": deal.trump.value if deal.trump else None,
            "ace": deal.ace,
            "status": [_status(deal, seat) for seat in range(match.setup.size)],
            "playing": list(deal.playing) if deal.playing is not None else None,
            "reneges": [{"player": s, "corrected": c} for s, c in deal.reneges],
            "ace_obliges": _ace_obliges(options),
            "play_chip": _play_chip(options, deal.round),
            "forfeits": list(deal.forfeits),
            "tricks": tricks_dealt(options),
            "stake": capped(deal.ledger.pot, options.limit or None),
            "ending": deal.ending or bool(options.deals and deal.number >= options.deals),
        }

    def deal_row(self, match: Match) -> HandRow | None:
        """The chips already moved in the deal in progress (its antes, the chips to play), once its trump is
        entered: on the sheet and in its totals, which are then the balances the scoreboard shows."""
        deal = match.deal
        if deal.trump is None or not deal.ledger.moves:
            return None  # a new game scores nothing yet
        changes, seats = deal.ledger.changes(deal.opened), range(match.setup.size)
        notes = tuple(_status(deal, seat) for seat in seats)
        lines = tuple(deal.ledger.lines(seat) for seat in seats)
        return HandRow(f"Deal {deal.number} (in play)", changes, notes, lines, f"Pot {deal.ledger.pot}")

    def progress(self, match: Match) -> str | None:
        deal = match.deal
        return (
            f"Deal {deal.number} · {match.names[deal.dealer]} deals · pot {deal.ledger.pot}" if deal else None
        )

    def extras(self, match: Match) -> dict[str, Any]:
        """The pot and balances, big; the trump and who plays; the last deal's tricks and outcome."""
        deal = match.deal
        figures = self.chip_extras(match, deal.ledger if deal else None)
        last = dict(match.played[-1].facts) if match.played else None
        return figures | {"deal": self._data(match) if deal else None, "last": last}

    def result(self, match: Match) -> str:
        """'Dee is up 26 chips', 'Ann and Bob are up 4 chips each', 'Everyone is level'."""
        winners, totals = match.winners, match.totals
        best = totals[winners[0]]
        if best == 0:  # the balances add up to nothing once the pot is empty
            return "Everyone is level"
        names = joined([match.names[w] for w in winners])
        return f"{names} {'is' if len(winners) == 1 else 'are'} up {plural(best, 'chip')}" + (
            " each" if len(winners) > 1 else ""
        )

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        prompt = self.deal_prompt(match)
        if prompt.phase == "trump":
            if not deal.ending and rng.random() < 0.08:
                return Event("end_session", {})
            return Event("trump", {"card": str(rng.choice(DECK))})
        if prompt.phase == "tricks":
            if rng.random() < 0.1:
                return Event("renege", {"player": rng.choice(deal.playing), "corrected": rng.random() < 0.5})
            taken = [0] * match.setup.size
            for _ in range(tricks_dealt(match.options)):
                taken[rng.choice(deal.playing)] += 1
            return Event("tricks", {"taken": taken})
        if rng.random() < 0.03:
            return Event("premature", {"offender": rng.randrange(match.setup.size)})
        if prompt.phase == "draw":
            return Event(
                "draw", {"player": prompt.actor, "discard": rng.randint(0, most_discards(match.options))}
            )
        ending = prompt.data["ending"]  # then everyone passes: the lone player wins a clean pot
        if "declare" not in prompt.events or (prompt.data["quick"] and rng.random() < 0.3):
            playing = [] if ending else [s for s in prompt.data["eligible"] if rng.random() < 0.5]
            return Event("players", {"playing": playing})
        call = PASS if ending or rng.random() < 0.5 else PLAY
        if call == PLAY and prompt.data["kind"] == DECLARE:
            call = rng.randint(0, most_discards(match.options))
        return Event("declare", {"player": prompt.actor, "call": call})


# --- The rules of one deal ------------------------------------------------------------------------------


def _play_chip(options: BourreOptions, round_index: int) -> bool:
    """Whether playing costs a chip in this round: "any player who decides to play must pay an additional
    chip"; four-card: staying "costs one chip", and playing after the draw "an additional chip"."""
    return options.four_card or (options.double_ante and round_index == 0)


def _ace_obliges(options: BourreOptions) -> bool:
    """The turned-up ace obliges the dealer while the card is the dealer's (or the dealer may take it)."""
    return not options.four_card and options.trump_card != "nobody"


def _status(deal: BourreDeal, seat: int) -> str:
    """A player's part in the deal so far, for the form and the board: 'plays · draws 3', 'passed'."""
    calls = dict(deal.calls)
    passed = calls.get(seat) == PASS or (deal.playing is not None and seat not in deal.playing)
    words = ["passed" if passed else "plays" if seat in calls or deal.playing is not None else ""]
    draws = dict(deal.draws)
    if seat in draws:
        words.append("stands pat" if draws[seat] == 0 else f"draws {draws[seat]}")
    return " · ".join(w for w in words if w)


def _read_call(payload: Mapping[str, Any], kind: str, most: int) -> tuple[str, int | None]:
    """Pass, play, or (declaring with the discards) the number of cards discarded to play."""
    value = payload.get("call")
    text = str(value).strip().lower() if value is not None else ""
    if text in (PASS, PLAY):
        return text, None
    if kind == DECLARE and text:
        return PLAY, read_int(
            payload, "call", "The cards discarded", minimum=0, maximum=most, field_name="call"
        )
    choices = f"pass, or the cards discarded (0 to {most})" if kind == DECLARE else "play or pass"
    raise RuleError(f"Choose {choices}.", "call")


def _read_seats(payload: Mapping[str, Any], key: str, names: Sequence[str]) -> list[int]:
    """Seats listed (the API's numbers; a form's ticked boxes, blanks for the others), each once."""
    values = payload.get(key) or []
    if not isinstance(values, list | tuple):
        values = [values]
    seats = [read_seat({key: v}, key, names, "A player") for v in values if v not in (None, "")]
    if len(set(seats)) != len(seats):
        raise RuleError("Each player is listed once.", key)
    return seats


def _read_taken(
    payload: Mapping[str, Any], names: Sequence[str], playing: Sequence[int], tricks: int
) -> list[int]:
    """The tricks per seat: they "must add up to the tricks dealt", and a player who passed took none."""
    values = payload.get("taken")
    if not isinstance(values, list | tuple) or len(values) > len(names):
        raise RuleError(f"Enter the tricks for each of {len(names)} players.", "taken")
    values = [*values, *[""] * (len(names) - len(values))]
    taken = []
    for seat, value in enumerate(values):
        label, name = f"{names[seat]}'s tricks", f"taken.{seat}"
        blank = value in (None, "")
        count = 0 if blank else read_int({"t": value}, "t", label, minimum=0, maximum=tricks, field_name=name)
        if count and seat not in playing:
            raise RuleError(f"{names[seat]} passed and took no trick.", f"taken.{seat}")
        taken.append(count)
    if sum(taken) != tricks:
        raise RuleError(f"The tricks add up to {sum(taken)}: {tricks} were played.", "taken")
    return taken


def _penalty(
    seat: int, taken: int, reneges: Mapping[int, bool], stake: int, options: BourreOptions
) -> tuple[int, str] | None:
    """What a player pays into the next pot: the pot for a bourré ("Anyone who plays and takes no trick"),
    the same for an uncorrected renege ("exactly as though the player had gone bourré"; four-card: "twice
    the pot"), once. ``None``: nothing."""
    uncorrected = reneges.get(seat) is False
    if uncorrected:
        twice = options.four_card
        return (stake * (2 if twice else 1), "renege: pays the pot" + (" twice" if twice else ""))
    if taken == 0:
        return (stake, "bourré: matches the pot")
    return None


def _next_dealer(deal: BourreDeal, players: int) -> tuple[int, tuple[int, ...]]:
    """The deal passes to the left, skipping a player who forfeits their turn; the turns still owed."""
    owed = [*deal.owed, *deal.forfeits]
    seat = (deal.dealer + 1) % players
    for _ in range(players - 1):
        if seat not in owed:
            break
        owed.remove(seat)
        seat = (seat + 1) % players
    return seat, tuple(owed)


def _note(seat: int, deal: BourreDeal, facts: Mapping[str, Any]) -> str:
    """'passed', '3 tricks · wins', '0 tricks · bourré', 'lone player'."""
    if seat not in facts["playing"]:
        return "passed"
    if facts.get("lone") == seat:
        return "lone player · wins"
    words = [plural(facts["taken"][seat], "trick")]
    renege = dict(deal.reneges).get(seat)
    if renege is not None:
        words.append("renege, corrected" if renege else "renege")
    if facts["winner"] == seat:
        words.append("wins")
    elif seat in facts["split"]:
        words.append("split")
    if facts["taken"][seat] == 0:
        words.append("bourré")
    return " · ".join(words)


def _outcome(names: Sequence[str], winner: int | None, facts: Mapping[str, Any]) -> str:
    if winner is not None:
        return f"{names[winner]} wins"
    if facts["split"]:
        return f"split pot ({joined([names[s] for s in facts['split']])})"
    return "nobody wins"
