"""Questions about one trick, by game name, as forms, the trick tools and the API ask them.

``winner_for``, ``check_play_for`` and ``legal_plays_for`` take the notation of forms and the API
(``["10H", "QS"]``) and a game's slug; each game's trick play is in its record (``Game.tricks``: its
``TrickRules`` from a trump and options, how many sit at a trick, partners opposite), so this module only
reads the notation, checks a trick's size and a hand's against the game, and asks the trick engine.

Per-trick facts that are not options (who led, partners, a cinch, ...) travel in ``context``; see
``context_from``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from scorekeeper.cards import AnyCard, Suit, check_cards, format_cards, parse_card, parse_cards, parse_suit
from scorekeeper.core import RuleError, as_int, plural
from scorekeeper.families.game import Game
from scorekeeper.families.tricks.engine import TrickContext, TrickRules, check_play, legal_plays, trick_winner
from scorekeeper.games.registry import all_games, get_game


def trick_games() -> tuple[Game, ...]:
    """Every game with trick play, by slug."""
    return tuple(sorted((g for g in all_games() if g.tricks is not None), key=lambda g: g.slug))


def trick_game(game_slug: str) -> Game:
    """The game of this slug, if it plays tricks; else a ``ValueError`` naming the games that do."""
    game = get_game(game_slug) if isinstance(game_slug, str) else None
    if game is None or game.tricks is None:
        known = ", ".join(g.slug for g in trick_games())
        raise ValueError(f"There are no trick rules for “{game_slug}”; choose one of {known}.")
    return game


def rules_for(
    game_slug: str, trump: Suit | str | None, options: Mapping[str, Any] | None = None
) -> TrickRules:
    """The trick rules of a game. An unknown game, trump or option is a ``ValueError`` players can read."""
    game = trick_game(game_slug)
    if options is not None and not isinstance(options, Mapping):
        raise ValueError("Options must be given as names and values.")
    return game.trick_rules(parse_suit(trump), options or {})


def most_cards_in_a_trick(game_slug: str, options: Mapping[str, Any] | None = None) -> int:
    """One card from each player: as many as the game's ``players`` option says (Cramps makes up its pack
    for the players at the table), else the most players the game seats."""
    return trick_game(game_slug).most_cards_in_a_trick(options)


def _check_trick_size(
    game_slug: str, options: Mapping[str, Any] | None, cards: int, *, complete: bool, field_name: str
) -> None:
    """Refuse more cards in a trick than players at the table (a card to play makes one more)."""
    most = most_cards_in_a_trick(game_slug, options)
    limit = most if complete else most - 1
    if cards <= limit:
        return
    start = (
        f"A trick has at most {plural(most, 'card')} in {trick_game(game_slug).name}: one from each player; "
    )
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
    if trick_game(game_slug).tricks.partners_opposite and not (context and "partners" in context):
        # "Partners should sit opposite one another": the card played two before this player's
        ctx = replace(ctx, partners=frozenset({len(trick) - 2}) if len(trick) >= 2 else frozenset())
    _check_deck([*hand, *trick, *ctx.gone], rules)  # the cards gone are in nobody's hand or trick
    return rules, hand, trick, ctx


def _check_hand_size(game_slug: str, cards: int) -> None:
    game = trick_game(game_slug)
    most = game.tricks.most_in_hand
    if cards > most:
        raise RuleError(
            f"A hand in {game.name} holds at most {plural(most, 'card')}; you entered {cards}.", "hand"
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
