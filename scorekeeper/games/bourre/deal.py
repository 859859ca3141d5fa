"""Bourré: the rules of one deal (``bourre``): the options, the deal in progress, the rounds of play or pass,
the trick rules, who takes the pot, who pays into the next, who deals next, and the words on the sheet.
The choices made where the text is open are listed in ``bourre``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.cards import Suit, standard_52
from scorekeeper.core import joined, option, plural
from scorekeeper.families.chips import Ledger, capped
from scorekeeper.families.deal.loop import Deal, Match
from scorekeeper.families.ruleset import order_from_left_of
from scorekeeper.families.tricks.engine import CinchHighestTrump, TrickRules

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


# --- The rules of one deal ------------------------------------------------------------------------------


def seats_in_round(match: Match) -> list[int]:
    """The seats that take part in this round, from the dealer's left ("Beginning with the player to
    dealer's left, each player in clockwise order")."""
    deal = match.deal
    order = order_from_left_of(deal.dealer, match.setup.size)
    return order if deal.playing is None else [s for s in order if s in deal.playing]


def next_to_call(match: Match) -> int:
    """The player whose turn it is to call in this round."""
    called = {seat for seat, _ in match.deal.calls}
    return next(seat for seat in seats_in_round(match) if seat not in called)


def play_chip(options: BourreOptions, round_index: int) -> bool:
    """Whether playing costs a chip in this round: "any player who decides to play must pay an additional
    chip"; four-card: staying "costs one chip", and playing after the draw "an additional chip"."""
    return options.four_card or (options.double_ante and round_index == 0)


def ace_obliges(options: BourreOptions) -> bool:
    """The turned-up ace obliges the dealer while the card is the dealer's (or the dealer may take it)."""
    return not options.four_card and options.trump_card != "nobody"


def status(deal: BourreDeal, seat: int) -> str:
    """A player's part in the deal so far, for the form and the board: 'plays · draws 3', 'passed'."""
    calls = dict(deal.calls)
    passed = calls.get(seat) == PASS or (deal.playing is not None and seat not in deal.playing)
    words = ["passed" if passed else "plays" if seat in calls or deal.playing is not None else ""]
    draws = dict(deal.draws)
    if seat in draws:
        words.append("stands pat" if draws[seat] == 0 else f"draws {draws[seat]}")
    return " · ".join(w for w in words if w)


def penalty(
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


def next_dealer(deal: BourreDeal, players: int) -> tuple[int, tuple[int, ...]]:
    """The deal passes to the left, skipping a player who forfeits their turn; the turns still owed."""
    owed = [*deal.owed, *deal.forfeits]
    seat = (deal.dealer + 1) % players
    for _ in range(players - 1):
        if seat not in owed:
            break
        owed.remove(seat)
        seat = (seat + 1) % players
    return seat, tuple(owed)


def note(seat: int, deal: BourreDeal, facts: Mapping[str, Any]) -> str:
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


def outcome(names: Sequence[str], winner: int | None, facts: Mapping[str, Any]) -> str:
    if winner is not None:
        return f"{names[winner]} wins"
    if facts["split"]:
        return f"split pot ({joined([names[s] for s in facts['split']])})"
    return "nobody wins"


def pot_winner(
    deal: BourreDeal, taken: Sequence[int], options: BourreOptions
) -> tuple[int | None, list[int]]:
    """Who takes the pot (``None``: nobody), and the players level on most tricks. "The player who takes
    the most tricks wins the pot"; level players split it (it stays); a corrected renege cannot win it (it
    stays, or with ``corrected_renege="next"`` goes to the best of the others, alone on most tricks)."""
    corrected = {seat for seat, c in deal.reneges if c}
    most = max(taken)
    top = [seat for seat in deal.playing if taken[seat] == most]
    winner = top[0] if len(top) == 1 and top[0] not in corrected else None
    if len(top) == 1 and winner is None and options.corrected_renege == "next":
        rest = [s for s in deal.playing if s not in corrected]
        best = max(taken[s] for s in rest) if rest else 0
        leaders = [s for s in rest if taken[s] == best]
        winner = leaders[0] if len(leaders) == 1 and best else None
    return winner, top


def antes_paid(deal: BourreDeal) -> int:
    """The antes posted as the deal opened (not the chips paid to play)."""
    return sum(move.chips for move in deal.ledger.moves if move.reason == "ante")


def in_the_pot(deal: BourreDeal) -> str:
    """What the pot holds, as the board says it: '7 carried · 6 antes · 2 to play'."""
    carried, antes = deal.opened.pot, antes_paid(deal)
    to_play = deal.ledger.pot - carried - antes
    parts = [f"{carried} carried"] if carried else []
    parts.append(plural(antes, "ante"))
    if to_play:
        parts.append(f"{to_play} to play")
    return " · ".join(parts)


def board_data(match: Match) -> dict[str, Any]:
    """The deal in progress as the forms and the scoreboard show it: the pot (what was carried into it, the
    antes), the trump, who plays. The balances are the sheet's totals."""
    deal, options = match.deal, match.options
    return {
        "dealer": deal.dealer,
        "pot": deal.ledger.pot,
        "carried": deal.opened.pot,
        "antes": antes_paid(deal),
        "in_pot": in_the_pot(deal),
        "trump": deal.trump.value if deal.trump else None,
        "ace": deal.ace,
        "status": [status(deal, seat) for seat in range(match.setup.size)],
        "playing": list(deal.playing) if deal.playing is not None else None,
        "reneges": [{"player": s, "corrected": c} for s, c in deal.reneges],
        "ace_obliges": ace_obliges(options),
        "play_chip": play_chip(options, deal.round),
        "forfeits": list(deal.forfeits),
        "tricks": tricks_dealt(options),
        "stake": capped(deal.ledger.pot, options.limit or None),
        "ending": deal.ending or bool(options.deals and deal.number >= options.deals),
        "can_end": not deal.ending,  # end_session: refused only once the table has said it
    }
