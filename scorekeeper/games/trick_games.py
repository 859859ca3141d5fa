"""The trick rules of every supported trick-taking game, read from its rules text (the presets of ``tricks``).

``rules_for(slug, trump, options)`` builds the ``TrickRules`` of one game; ``PRESETS`` holds a builder per
game: oh-hell, belote, twenty-nine, briscola, briscola-chiamata, malilla, pickle, cramps, calypso, bourre,
couillon, nine-card-don and bacon. (Zetema is a rummy-like melding game and has no tricks.) A game whose
module declares its trick rules (``trick_rules(trump, options)``) is built from it; Briscola, Briscola
Chiamata, Malilla, Couillon and Nine-Card Don are built here. Forms and the API reach them all by name
through ``trick_presets``.

Where the texts are open:

* Belote's text drops the jack from the plain order and the ace from the trump order; we use the usual
  A 10 K Q J 9 8 7 and J 9 A 10 K Q 8 7, which also match its card values.
* Briscola Chiamata's text lost its rank table; it plays "as in other forms of Briscola": A 3 K Q J 7 6 5 4 2.
* Decks are checked generously where a text leaves the exact cards open (Oh Hell's added low cards,
  three-player Briscola's missing 2): the plays must fit the largest pack the game could use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from scorekeeper.cards import (
    ACE_HIGH,
    Suit,
    italian_40,
    parse_suit,
    piquet_32,
    standard_52,
)
from scorekeeper.core import option, parse_options, read_flag
from scorekeeper.families.tricks.engine import (
    NoTwosInFirstTrick,
    Restriction,
    TrickRules,
    UnledSevens,
    rank_order,
)
from scorekeeper.games.bacon.rules import BaconOptions
from scorekeeper.games.bacon.rules import trick_rules as bacon_trick_rules
from scorekeeper.games.belote.options import BeloteOptions
from scorekeeper.games.belote.rules import trick_rules as belote_trick_rules
from scorekeeper.games.bourre.rules import BourreOptions
from scorekeeper.games.bourre.rules import trick_rules as bourre_trick_rules
from scorekeeper.games.calypso.rules import CalypsoOptions
from scorekeeper.games.calypso.rules import trick_rules as calypso_trick_rules
from scorekeeper.games.cramps.rules import CrampsOptions
from scorekeeper.games.cramps.rules import trick_rules as cramps_trick_rules
from scorekeeper.games.oh_hell.rules import OhHellOptions
from scorekeeper.games.oh_hell.rules import trick_rules as oh_hell_trick_rules
from scorekeeper.games.pickle.rules import PickleOptions
from scorekeeper.games.pickle.rules import trick_rules as pickle_trick_rules
from scorekeeper.games.twenty_nine.rules import TwentyNineOptions
from scorekeeper.games.twenty_nine.rules import trick_rules as twenty_nine_trick_rules

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


# --- By name ------------------------------------------------------------------------------------------


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
