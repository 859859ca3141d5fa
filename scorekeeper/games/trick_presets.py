"""The trick presets by name, as forms and the API use them: ``winner_for``, ``check_play_for`` and
``legal_plays_for`` take the notation of forms and the API (``["10H", "QS"]``) and back
``POST /api/v1/tools/trick/winner``. The rules of each game are built in ``trick_games`` (``rules_for``,
``PRESETS``, importable from here too). Games with trick play: oh-hell, belote, twenty-nine, briscola,
briscola-chiamata, malilla, pickle, cramps, calypso, bourre, couillon, nine-card-don and bacon.

Where the texts are open:

* A trick holds one card from each player, so a trick is checked against the most players the text
  seats (``SEATING``: Oh Hell 7, Briscola Chiamata 5, Bourré 8 "in theory"), except Cramps, whose
  ``players`` option makes up the pack for the players at the table.

Per-trick facts that are not options (who led, partners, a cinch, ...) travel in ``context``; see
``context_from``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorekeeper.cards import AnyCard, Suit, check_cards, format_cards, parse_card, parse_cards, parse_suit
from scorekeeper.core import RuleError, as_int, parse_options, plural
from scorekeeper.families.tricks.engine import TrickContext, TrickRules, check_play, legal_plays, trick_winner
from scorekeeper.games.trick_games import (
    PRESETS,
    ChiamataOptions,
    CrampsTable,
    NoOptions,
    Preset,
    bacon,
    belote,
    bourre,
    briscola,
    briscola_chiamata,
    calypso,
    couillon,
    cramps,
    malilla,
    nine_card_don,
    oh_hell,
    pickle,
    rules_for,
    twenty_nine,
)

__all__ = [
    "PRESETS",
    "SEATING",
    "ChiamataOptions",
    "CrampsTable",
    "NoOptions",
    "Preset",
    "Seating",
    "bacon",
    "belote",
    "bourre",
    "briscola",
    "briscola_chiamata",
    "calypso",
    "check_play_for",
    "context_from",
    "couillon",
    "cramps",
    "legal_plays_for",
    "malilla",
    "most_cards_in_a_trick",
    "nine_card_don",
    "oh_hell",
    "parse_suit",
    "pickle",
    "rules_for",
    "twenty_nine",
    "winner_for",
]

# --- Who sits at a trick --------------------------------------------------------------------------


@dataclass(frozen=True)
class Seating:
    """Who sits at a trick game: its name, the most players its text seats (a trick holds one card from
    each), the most cards a player holds at once, and whether partners sit opposite. ``players_option``:
    the game's trick options, where they say how many play."""

    name: str
    most_players: int
    most_in_hand: int
    players_option: type | None = None
    #: Four players, partners sitting opposite: a partner played two cards before (``partners`` default).
    partners_opposite: bool = False


SEATING: dict[str, Seating] = {
    # "From 3 to 7 people can play."; three players share the 54-card pack at most (18 each)
    "oh-hell": Seating("Oh Hell!", 7, 18),
    # "When all four players have played to the trick"; five cards, then three more
    "belote": Seating("Belote", 4, 8, partners_opposite=True),
    # "A trick taking game for four players in partnerships"; eight cards each
    "twenty-nine": Seating("Twenty-Nine", 4, 8, partners_opposite=True),
    # "a simple Italian trick-taking game for two to four players"; three cards in hand
    "briscola": Seating("Briscola", 4, 3),
    # "deals out the whole pack to the five players ... a hand of eight cards"
    "briscola-chiamata": Seating("Briscola Chiamata", 5, 8),
    # "When all four players have played"; "deal ten cards to each player"
    "malilla": Seating("Malilla", 4, 10, partners_opposite=True),
    # "Players:  2-5"; "ten cards are dealt to each player"
    "pickle": Seating("Pickle", 5, 10),
    # "Players: 4"; "5 to 8 Players: Use 1 regular deck plus ..."; "deal 13 cards to each player"
    "cramps": Seating("Cramps", 8, 13, CrampsTable),
    # "It is a partnership game for four players."; "Deal thirteen cards"
    "calypso": Seating("Calypso", 4, 13, partners_opposite=True),
    # "In theory any number from two to eight can play"; five cards each
    "bourre": Seating("Bourré", 8, 5),
    # "a Belgian trick-taking game for four players in partnerships"; "deal four cards to each player"
    "couillon": Seating("Couillon", 4, 4, partners_opposite=True),
    # "After all four players have played to the trick"; nine cards each
    "nine-card-don": Seating("Nine-Card Don", 4, 9, partners_opposite=True),
    # "When all four players have had a chance to play"; five cards each (partners, but a loner's sits out)
    "bacon": Seating("Bacon", 4, 5),
}


def most_cards_in_a_trick(game_slug: str, options: Mapping[str, Any] | None = None) -> int:
    """One card from each player: as many as the game's ``players`` option says (Cramps makes up its pack
    for the players at the table), else the most players the game's text seats."""
    seating = SEATING[game_slug]
    if seating.players_option is not None:
        return parse_options(seating.players_option, options).players
    return seating.most_players


def _check_trick_size(
    game_slug: str, options: Mapping[str, Any] | None, cards: int, *, complete: bool, field_name: str
) -> None:
    """Refuse more cards in a trick than players at the table (a card to play makes one more)."""
    most = most_cards_in_a_trick(game_slug, options)
    limit = most if complete else most - 1
    if cards <= limit:
        return
    start = f"A trick has at most {plural(most, 'card')} in {SEATING[game_slug].name}: one from each player; "
    if complete:
        raise RuleError(f"{start}you entered {cards}.", field_name)
    raise RuleError(f"{start}with {cards} already played, nobody is left to play.", field_name)


# --- Entry points for forms and the API ----------------------------------------------------------


def winner_for(
    game_slug: str,
    trump: Suit | str | None,
    plays_text: str | Sequence[str],
    options: Mapping[str, Any] | None = None,
    context: Mapping[str, Any] | None = None,
) -> int:
    """Index of the winning card of a trick in card notation: ``winner_for("belote", "H", ["9H", "JH"])``."""
    rules = rules_for(game_slug, trump, options)
    plays = _read_cards(plays_text, "cards played")
    _check_trick_size(game_slug, options, len(plays), complete=True, field_name="plays")
    _check_deck(plays, rules)
    ctx = context_from(context)
    return trick_winner(plays, rules, leader=ctx.leader, seats=ctx.seats, context=ctx)


def check_play_for(
    game_slug: str,
    trump: Suit | str | None,
    hand_text: str | Sequence[str],
    trick_text: str | Sequence[str],
    card_text: str,
    options: Mapping[str, Any] | None = None,
    context: Mapping[str, Any] | None = None,
) -> None:
    """Raise ``RuleError`` naming the card and the reason unless playing ``card_text`` is legal."""
    rules, hand, trick, ctx = _read_turn(game_slug, trump, hand_text, trick_text, options, context)
    check_play(hand, trick, parse_card(card_text), rules, ctx)


def legal_plays_for(
    game_slug: str,
    trump: Suit | str | None,
    hand_text: str | Sequence[str],
    trick_text: str | Sequence[str],
    options: Mapping[str, Any] | None = None,
    context: Mapping[str, Any] | None = None,
) -> list[str]:
    """The cards of the hand that may be played now, in canonical notation and hand order."""
    rules, hand, trick, ctx = _read_turn(game_slug, trump, hand_text, trick_text, options, context)
    return format_cards(legal_plays(hand, trick, rules, ctx))


def _read_turn(
    game_slug: str,
    trump: Suit | str | None,
    hand_text: str | Sequence[str],
    trick_text: str | Sequence[str],
    options: Mapping[str, Any] | None,
    context: Mapping[str, Any] | None,
) -> tuple[TrickRules, list[AnyCard], list[AnyCard], TrickContext]:
    rules = rules_for(game_slug, trump, options)
    hand = _read_cards(hand_text, "cards in hand")
    trick = _read_cards(trick_text, "cards played")
    _check_trick_size(game_slug, options, len(trick), complete=False, field_name="trick")
    _check_hand_size(game_slug, len(hand))
    ctx = context_from(context)
    if SEATING[game_slug].partners_opposite and not (context and "partners" in context):
        # "Partners should sit opposite one another": the card played two before this player's
        ctx = replace(ctx, partners=frozenset({len(trick) - 2}) if len(trick) >= 2 else frozenset())
    _check_deck([*hand, *trick, *ctx.gone], rules)  # the cards gone are in nobody's hand or trick
    return rules, hand, trick, ctx


def _check_hand_size(game_slug: str, cards: int) -> None:
    seating = SEATING[game_slug]
    if cards > seating.most_in_hand:
        raise RuleError(
            f"A hand in {seating.name} holds at most {plural(seating.most_in_hand, 'card')}; you entered"
            f" {cards}.",
            "hand",
        )


def _read_cards(text: Any, what: str) -> list[AnyCard]:
    if not isinstance(text, str | list | tuple):
        raise ValueError(f"Give the {what} as a list such as 10H QS JK.")
    return parse_cards(text)


def _check_deck(cards: Sequence[AnyCard], rules: TrickRules) -> None:
    """The cards could all come from the game's pack (``CardError`` otherwise)."""
    if rules.deck:
        check_cards(cards, rules.deck)


# --- Per-trick context from JSON -------------------------------------------------------------------

_FLAGS = ("cinch", "last_to_play", "first_trick", "bidder", "trump_revealed")


def context_from(data: Mapping[str, Any] | None) -> TrickContext:
    """A ``TrickContext`` from JSON: ``leader`` (seat), ``seats``, ``partners`` (positions in the trick),
    ``suits_led``, ``gone`` (cards), ``joker_high`` (list of true/false) and the flags ``cinch``,
    ``last_to_play``, ``first_trick``, ``bidder``, ``trump_revealed``. Unknown names are errors.
    """
    if data is not None and not isinstance(data, Mapping):
        raise ValueError("The trick details must be given as names and values.")
    data = dict(data or {})
    known = {"leader", "seats", "partners", "suits_led", "gone", "joker_high", *_FLAGS}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"Unknown trick detail: {', '.join(unknown)}.")
    flags = {name: _read_flag(data[name], name) for name in _FLAGS if name in data}
    seats, nominated = data.get("seats"), data.get("joker_high", [])
    return TrickContext(
        leader=_read_seat(data.get("leader", 0), "leader"),
        seats=None if seats is None else tuple(_read_seat(s, "seats") for s in _read_list(seats, "seats")),
        partners=frozenset(
            _read_seat(p, "partners") for p in _read_list(data.get("partners", []), "partners")
        ),
        suits_led=frozenset(_read_suits(data.get("suits_led", []))),
        gone=tuple(_read_cards(data.get("gone", []), "cards already played")),
        joker_high=tuple(_read_flag(v, "joker_high") for v in _read_list(nominated, "joker_high")),
        **flags,
    )


def _read_list(value: Any, name: str) -> list:
    if not isinstance(value, list | tuple):
        raise ValueError(f"{name} must be a list.")
    return list(value)


def _read_seat(value: Any, name: str) -> int:
    number = as_int(value, name)
    if number < 0:
        raise ValueError(f"{name} cannot be negative.")
    return number


def _read_flag(value: Any, name: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be true or false.")
    return value


def _read_suits(values: Any) -> list[Suit]:
    suits = [parse_suit(v) for v in _read_list(values, "suits_led")]
    if None in suits:
        raise ValueError("suits_led must list suits such as H or S.")
    return [s for s in suits if s is not None]
