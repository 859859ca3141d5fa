"""The trick rules of every supported trick-taking game, read from its rules text.

``rules_for(slug, trump, options)`` builds the ``TrickRules`` of one game; ``winner_for`` and
``check_play_for`` take the notation used by forms and the API (``["10H", "QS"]``) and back
``POST /api/v1/tools/trick/winner``. Games with trick play: oh-hell, belote, twenty-nine, briscola,
briscola-chiamata, malilla, pickle, cramps, calypso, bourre, couillon, nine-card-don and bacon.
(Zetema is a rummy-like melding game and has no tricks.)

Where the texts are open:

* Belote's text drops the jack from the plain order and the ace from the trump order; we use the usual
  A 10 K Q J 9 8 7 and J 9 A 10 K Q 8 7, which also match its card values.
* Briscola Chiamata's text lost its rank table; it plays "as in other forms of Briscola": A 3 K Q J 7 6 5 4 2.
* Decks are checked generously where a text leaves the exact cards open (Oh Hell's added low cards,
  three-player Briscola's missing 2): the plays must fit the largest pack the game could use.
* A trick holds one card from each player, so a trick is checked against the most players the text
  seats (``SEATING``: Oh Hell 7, Briscola Chiamata 5, Bourré 8 "in theory"), except Cramps, whose
  ``players`` option makes up the pack for the players at the table.

Per-trick facts that are not options (who led, partners, a cinch, ...) travel in ``context``; see
``context_from``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import (
    ACE_HIGH,
    AnyCard,
    Suit,
    check_cards,
    format_cards,
    italian_40,
    parse_card,
    parse_cards,
    parse_suit,
    piquet_32,
    standard_52,
)
from scorekeeper.core import RuleError, as_int, option, parse_options, plural, read_flag
from scorekeeper.rules.bacon import BaconOptions
from scorekeeper.rules.bacon import trick_rules as bacon_trick_rules
from scorekeeper.rules.belote import BeloteOptions
from scorekeeper.rules.belote import trick_rules as belote_trick_rules
from scorekeeper.rules.bourre import BourreOptions
from scorekeeper.rules.bourre import trick_rules as bourre_trick_rules
from scorekeeper.rules.calypso import CalypsoOptions
from scorekeeper.rules.calypso import trick_rules as calypso_trick_rules
from scorekeeper.rules.cramps import CrampsOptions
from scorekeeper.rules.cramps import trick_rules as cramps_trick_rules
from scorekeeper.rules.oh_hell import OhHellOptions
from scorekeeper.rules.oh_hell import trick_rules as oh_hell_trick_rules
from scorekeeper.rules.pickle import PickleOptions
from scorekeeper.rules.pickle import trick_rules as pickle_trick_rules
from scorekeeper.rules.tricks import (
    NoTwosInFirstTrick,
    Restriction,
    TrickContext,
    TrickRules,
    UnledSevens,
    check_play,
    legal_plays,
    rank_order,
    trick_winner,
)
from scorekeeper.rules.twenty_nine import TwentyNineOptions
from scorekeeper.rules.twenty_nine import trick_rules as twenty_nine_trick_rules

Preset = Callable[[Suit | None, Mapping[str, Any]], TrickRules]

#: Every game with trick play: slug -> builder of its ``TrickRules`` from (trump, options).
PRESETS: dict[str, Preset] = {}


def _preset(slug: str) -> Callable[[Preset], Preset]:
    def register(builder: Preset) -> Preset:
        PRESETS[slug] = builder
        return builder

    return register


_BRISCOLA_ORDER = rank_order("A 3 K Q J 7 6 5 4 2")
_MALILLA_ORDER = rank_order("7 A K Q J 6 5 4 3 2")
_PIQUET_ORDER = ACE_HIGH[:8]


@dataclass(frozen=True)
class NoOptions:
    """The game has no options that change its trick play."""


def _needs_trump(game: str, trump: Suit | None) -> Suit:
    if trump is None:
        raise ValueError(f"{game} always has a trump suit: say which one.")
    return trump


# --- The games -----------------------------------------------------------------------------------


@_preset("oh-hell")
def oh_hell(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Oh Hell (oh-hell.txt): the game's own trick rules (``oh_hell.trick_rules``) from its options.

    Options are the game's: ``deck`` (``"jokers"``: Brader's or Atkinson's jokers as ``joker_play`` says,
    ``"bust"``: the second of two identical cards wins, ``"piquet"``), ``must_trump`` (La Podrida), and
    the tool's own setting ``joker_trump``: a joker was turned up, so "the other joker is the only trump"
    (with jokers as a suit and no trump suit). Atkinson's nominations are in ``context["joker_high"]``.
    """
    settings = dict(options)
    joker_turned = read_flag(settings, "joker_trump", "A joker was turned up")
    settings.pop("joker_trump", None)
    return oh_hell_trick_rules(trump, parse_options(OhHellOptions, settings), joker_turned=joker_turned)


@_preset("belote")
def belote(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Belote: the game's own trick rules (``belote.trick_rules``); partners in ``context["partners"]``."""
    return belote_trick_rules(_needs_trump("Belote", trump), parse_options(BeloteOptions, options))


@_preset("twenty-nine")
def twenty_nine(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Twenty-Nine: the game's own trick rules (``twenty_nine.trick_rules``); ``None`` while the trump is
    hidden."""
    return twenty_nine_trick_rules(trump, parse_options(TwentyNineOptions, options))


@_preset("briscola")
def briscola(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Briscola (briscola.txt): 40 cards, A 3 K Q J 7 6 5 4 2. "There is no obligation to follow suit;
    a player may play any card they please." No options.
    """
    parse_options(NoOptions, options)
    return _briscola_rules("Briscola", trump)


@dataclass(frozen=True)
class ChiamataOptions:
    first_trick_in_the_dark: bool = option(
        False,
        "First trick in the dark (Prima Mano al Buio)",
        help="No one may play a 2 to the first trick, except the bidder playing last.",
    )


@_preset("briscola-chiamata")
def briscola_chiamata(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Briscola Chiamata (briscola-chiamata.txt): as Briscola, "There is absolutely no requirement to
    follow suit or to try to beat any of the other cards."

    Option ``first_trick_in_the_dark`` (Prima Mano al Buio): "In the first trick no one is allowed to play
    a two", except the bidder playing last (``context``: ``first_trick``, ``bidder``, ``last_to_play``).
    """
    opts = parse_options(ChiamataOptions, options)
    restrictions = (NoTwosInFirstTrick(),) if opts.first_trick_in_the_dark else ()
    return _briscola_rules("Briscola Chiamata", trump, restrictions)


def _briscola_rules(game: str, trump: Suit | None, restrictions: tuple[Restriction, ...] = ()) -> TrickRules:
    return TrickRules(
        plain_order=_BRISCOLA_ORDER,
        trump=_needs_trump(game, trump),
        must_follow=False,
        restrictions=restrictions,
        deck=tuple(italian_40()),
    )


@_preset("malilla")
def malilla(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Malilla (malilla.txt): 40 cards, 7 A K Q J 6 5 4 3 2, follow suit.

    "You cannot play a 7 of a non-trump suit that has not yet been led in that hand" (unless it is the
    only card available; ``context["suits_led"]``), and "if an opponent has played the card that is winning
    the trick as of your turn, you must beat it if it would be legal" (``context["partners"]``). No options.
    """
    parse_options(NoOptions, options)
    return TrickRules(
        plain_order=_MALILLA_ORDER,
        trump=_needs_trump("Malilla", trump),
        must_beat=True,
        partner_exempt=True,
        restrictions=(UnledSevens(),),
        deck=tuple(italian_40()),
    )


@_preset("pickle")
def pickle(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Pickle: the game's own trick rules (``pickle.trick_rules``) from its options: 52 cards and two
    jokers, ace high, follow suit; a led joker frees the others, jokers rank between 9 and 10, and of tied
    cards the last played wins."""
    return pickle_trick_rules(_needs_trump("Pickle", trump), parse_options(PickleOptions, options))


@dataclass(frozen=True)
class CrampsTable(CrampsOptions):
    """Cramps' options with the tool's own setting: how many play (the pack is made up for them)."""

    players: int = option(4, "Players", minimum=4, maximum=8)


@_preset("cramps")
def cramps(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Cramps: the game's own trick rules (``cramps.trick_rules``) for the ``players`` at the table (4 to 8:
    from 5 a second pack's cards, and with 5 to 7 one to three jokers); a trump is Royal Cramps'."""
    opts = parse_options(CrampsTable, options)
    return cramps_trick_rules(trump, opts, opts.players)


@_preset("calypso")
def calypso(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Calypso: the game's own trick rules (``calypso.trick_rules``): four packs, a trump suit for each
    player by seat (option ``trumps``, default ``"SDHC"``); the seat that led is ``context["leader"]``."""
    return calypso_trick_rules(trump, parse_options(CalypsoOptions, options))


@_preset("bourre")
def bourre(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Bourré: the game's own trick rules (``bourre.trick_rules``): follow suit, else trump, and beat the
    highest card if possible; with a cinch (``context["cinch"]``) the highest trump, except by the last
    player to the trick (``context["last_to_play"]``)."""
    return bourre_trick_rules(_needs_trump("Bourré", trump), parse_options(BourreOptions, options))


@_preset("couillon")
def couillon(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Couillon (couillon.txt): 32 cards, ace high. "A player may play a trump to any trick. If they do
    not have or don't want to play a trump, they must play a card of suit led, if able." No options.
    """
    parse_options(NoOptions, options)
    return TrickRules(
        plain_order=_PIQUET_ORDER,
        trump=_needs_trump("Couillon", trump),
        trump_any_time=True,
        deck=tuple(piquet_32()),
    )


@_preset("nine-card-don")
def nine_card_don(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Nine-Card Don (nine-card-don.txt): 52 cards, ace high, follow suit. The trump is the suit the
    pitcher led to the first trick. No options.
    """
    parse_options(NoOptions, options)
    if trump is None:
        raise ValueError(
            "Nine-Card Don's trump is the suit the pitcher led to the first trick: say which one."
        )
    return TrickRules(trump=trump, deck=tuple(standard_52()))


@_preset("bacon")
def bacon(trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
    """Bacon: the game's own trick rules (``bacon.trick_rules``): 52 cards, ace high, follow suit, the trump
    picked up in the calls."""
    return bacon_trick_rules(_needs_trump("Bacon", trump), parse_options(BaconOptions, options))


# --- Entry points for forms and the API ----------------------------------------------------------


@dataclass(frozen=True)
class Seating:
    """Who sits at a trick game: its name and the most players its text seats (a trick holds one card from
    each). ``players_option``: the game's trick options, where they say how many play."""

    name: str
    most_players: int
    players_option: type | None = None


SEATING: dict[str, Seating] = {
    "oh-hell": Seating("Oh Hell!", 7),  # "From 3 to 7 people can play."
    "belote": Seating("Belote", 4),  # "When all four players have played to the trick"
    "twenty-nine": Seating("Twenty-Nine", 4),  # "A trick taking game for four players in partnerships"
    "briscola": Seating("Briscola", 4),  # "a simple Italian trick-taking game for two to four players"
    "briscola-chiamata": Seating("Briscola Chiamata", 5),  # "deals out the whole pack to the five players"
    "malilla": Seating("Malilla", 4),  # "When all four players have played"
    "pickle": Seating("Pickle", 5),  # "Players:  2-5"
    # "Players: 4"; "5 to 8 Players: Use 1 regular deck plus the following from a second deck."
    "cramps": Seating("Cramps", 8, CrampsTable),
    "calypso": Seating("Calypso", 4),  # "It is a partnership game for four players."
    "bourre": Seating("Bourré", 8),  # "In theory any number from two to eight can play"
    "couillon": Seating("Couillon", 4),  # "a Belgian trick-taking game for four players in partnerships"
    "nine-card-don": Seating("Nine-Card Don", 4),  # "After all four players have played to the trick"
    "bacon": Seating("Bacon", 4),  # "When all four players have had a chance to play"
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


def rules_for(
    game_slug: str, trump: Suit | str | None, options: Mapping[str, Any] | None = None
) -> TrickRules:
    """The trick rules of a game. An unknown game, trump or option is a ``ValueError`` players can read."""
    builder = PRESETS.get(game_slug) if isinstance(game_slug, str) else None
    if builder is None:
        known = ", ".join(sorted(PRESETS))
        raise ValueError(f"There are no trick rules for “{game_slug}”; choose one of {known}.")
    if options is not None and not isinstance(options, Mapping):
        raise ValueError("Options must be given as names and values.")
    return builder(parse_suit(trump), options or {})


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
    _check_deck([*hand, *trick], rules)
    return rules, hand, trick, context_from(context)


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
