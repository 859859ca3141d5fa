"""Card-point tables: what every card is worth in each game that counts card points (``SCHEDULES``), and
the games' options that change a table (``schedule_for``). ``families.card_points`` counts piles with them.

One table, ``PointSchedule``, per game. A schedule holds the
card values by rank (with a separate table for the trump suit where trumps count differently), the deck the
game uses, the bonuses (last trick, one point per trick, Pickle's lowest trump) and the total the whole deck
is worth. Options (``option()`` dataclasses, validated by ``parse_options``) adjust a schedule through its
``variant`` function.

Games and the texts' values (``shared/rules/<slug>.txt``):

* ``belote``: 32 cards. Trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2;
  dix de der 10 for the last trick. 152 in tricks + 10 = 162. Capot and declarations are hand scoring,
  not card points.
* ``briscola``: 40-card Italian pack, A 11, 3 10, K 4, Q 3, J 2 = 120. Three players leave one 2 out
  (option ``removed_two``, spades by default: "which one doesn't matter, but it should be communicated").
* ``briscola-chiamata``: the same values. The text's value table lost its rank names; only "Queen / Horse 3"
  survives, so the ranks are read from the order given (A, 3, K, Q, J) and the stated total of 120. In
  Briscola col Monte the five discards belong in the pile of the side that took the last trick.
* ``malilla``: 40 cards, 7 5, A 4, K 3, Q 2, J 1 (60) plus one point per trick (10), which is how the text's
  "all ten tricks ... 70 points" and "both collecting 35" add up. The dealer's turned-up card bonus is
  ``card_value("malilla", card)``.
* ``twenty-nine``: 32 cards, J 3, 9 2, A 1, 10 1 = 28; option ``last_trick_point`` restores the former
  twenty-ninth point for the last trick.
* ``nine-card-don``: 52 cards, 36 in play. Option ``count``: ``"trumps"`` (default) counts the points
  scored as trumps are captured, trump 5 10, 9 9, A 4, K 3, Q 2, J 1 and any other 5 five; ``"game"`` counts
  the points for game, A 4, K 3, Q 2, J 1, 10 10 in every suit.
* ``couillon``: 32 cards, A 4, K 3, Q 2, J 1. Four cards each are dealt and four tricks played, so 16 cards
  are in play (the text's "eight-card stub" does not add up to 32; the deal of four each is taken as right).
* ``pickle``: 52 cards + 2 jokers, ten dealt to each player (option ``players``). 5 five, 10 ten, J 1, Q 2,
  K 3, A 4, jokers 15, and "the lowest card of trumps in play counts 15": it counts 15 instead of its face
  value (read as a card value like the jokers' 15), found among all the cards in play (``in_play``);
  option ``lowest_trump="plus"`` reads the 15 as a bonus on top of its face value.
* ``hand-and-foot``: five packs with their jokers (270 cards). Red 3 100, joker 50, 2 20, A 20, K-8 10,
  7-4 5, black 3 5. Meld shapes and bonuses are in ``scorekeeper.games.hand_and_foot.melds``.

Jokers are all alike in these games, so ``BJ`` and ``RJ`` are read as ``JK``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from scorekeeper.cards import (
    SUITS,
    AnyCard,
    Card,
    Rank,
    Suit,
    italian_40,
    piquet_32,
    standard_52,
)
from scorekeeper.core import RuleError, option, parse_options

#: Cards as the table enters them: one string ("JH 9H AS") or a sequence of texts and cards.
CardsLike = str | Iterable[str | AnyCard]

A, K, Q, J = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK
R10, R9, R7, R5, R3, R2 = Rank.TEN, Rank.NINE, Rank.SEVEN, Rank.FIVE, Rank.THREE, Rank.TWO


# --- Options --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NoOptions:
    """The game has no option that changes its card points."""


_SUIT_CHOICES = tuple((s.value, s.plural) for s in SUITS)


@dataclass(frozen=True)
class BriscolaOptions:
    players: int = option(2, "Players", minimum=2, maximum=4)
    removed_two: str = option(
        "S", "The 2 left out with three players", choices=_SUIT_CHOICES, help="Tell every player which one."
    )


@dataclass(frozen=True)
class TwentyNineOptions:
    last_trick_point: bool = option(False, "One point for the last trick (the old 29th point)")


@dataclass(frozen=True)
class NineCardDonOptions:
    count: str = option(
        "trumps",
        "What to count",
        choices=(("trumps", "Points for trumps captured"), ("game", "Points for game")),
    )


@dataclass(frozen=True)
class PickleOptions:
    players: int = option(4, "Players", minimum=2, maximum=5)
    lowest_trump: str = option(
        "instead",
        "The lowest trump in play",
        choices=(("instead", "counts 15 in place of its own value"), ("plus", "counts 15 more than its own")),
    )


def _unchanged(schedule: PointSchedule, options: Any) -> PointSchedule:
    return schedule


# --- The table ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PointSchedule:
    """What every card of one game is worth, and the bonuses counted with the cards.

    ``trumps`` replaces ``plain`` for cards of the trump suit (ranks missing from a table are worth 0);
    ``red`` overrides ``plain`` for red cards. ``in_play`` is the number of cards dealt when the game
    leaves some of the deck out. ``expected_total`` is what the whole deck is worth: the text's figure
    where it states one, otherwise worked out by hand beside the table.
    """

    slug: str
    name: str
    deck: tuple[AnyCard, ...]
    plain: Mapping[Rank, int]
    expected_total: int
    trumps: Mapping[Rank, int] | None = None
    red: Mapping[Rank, int] = field(default_factory=dict)
    joker: int = 0
    last_trick: int = 0
    last_trick_label: str = "last trick"
    per_trick: int = 0
    trick_size: int = 4
    lowest_trump: int | None = None
    #: The lowest trump's bonus comes on top of its own value (a 5 that is the lowest trump: 5 + 15).
    lowest_trump_plus: bool = False
    in_play: int | None = None
    Options: type = NoOptions
    variant: Callable[[PointSchedule, Any], PointSchedule] = _unchanged

    @property
    def needs_trump(self) -> bool:
        """True when a card's worth depends on which suit is trumps."""
        return self.trumps is not None or self.lowest_trump is not None


def _briscola_variant(schedule: PointSchedule, options: BriscolaOptions) -> PointSchedule:
    # "The three-player game uses a 39-card deck, prepared the same way, but removing one of the 2s."
    if options.players != 3:
        return schedule
    left_out = Card(R2, Suit(options.removed_two))
    return replace(schedule, deck=tuple(c for c in schedule.deck if c != left_out))


def _twenty_nine_variant(schedule: PointSchedule, options: TwentyNineOptions) -> PointSchedule:
    # "28 card points plus one extra point that was formerly awarded for taking the last trick"
    if not options.last_trick_point:
        return schedule
    return replace(schedule, last_trick=1, expected_total=29)


_DON_GAME_POINTS = {A: 4, K: 3, Q: 2, J: 1, R10: 10}


def _nine_card_don_variant(schedule: PointSchedule, options: NineCardDonOptions) -> PointSchedule:
    if options.count == "trumps":
        return schedule
    # "Aces are worth four points apiece, kings are worth three, queens two, jacks one, and 10s ... ten"
    # 4 suits x (4 + 3 + 2 + 1 + 10) = 80.
    return replace(schedule, plain=_DON_GAME_POINTS, trumps=None, expected_total=80)


def _pickle_variant(schedule: PointSchedule, options: PickleOptions) -> PointSchedule:
    # "ten cards are dealt to each player. The remainder of the deck is set aside."
    # "The lowest card of trumps in play counts 15": in place of its value, or (option) on top of it.
    return replace(schedule, in_play=10 * options.players, lowest_trump_plus=options.lowest_trump == "plus")


_BRISCOLA_POINTS = {A: 11, R3: 10, K: 4, Q: 3, J: 2}
_COURT_POINTS = {A: 4, K: 3, Q: 2, J: 1}

SCHEDULES: Mapping[str, PointSchedule] = {
    s.slug: s
    for s in (
        PointSchedule(
            "belote",
            "Belote",
            tuple(piquet_32()),
            plain={A: 11, R10: 10, K: 4, Q: 3, J: 2},
            trumps={J: 20, R9: 14, A: 11, R10: 10, K: 4, Q: 3},
            last_trick=10,
            last_trick_label="dix de der",
            expected_total=162,  # "152 possible points available through tricks, plus the ten for dix de der"
        ),
        PointSchedule(
            "briscola",
            "Briscola",
            tuple(italian_40()),
            plain=_BRISCOLA_POINTS,
            expected_total=120,  # 4 suits x (11 + 10 + 4 + 3 + 2); Briscola Chiamata states 120 for this pack
            Options=BriscolaOptions,
            variant=_briscola_variant,
        ),
        PointSchedule(
            "briscola-chiamata",
            "Briscola Chiamata",
            tuple(italian_40()),
            plain=_BRISCOLA_POINTS,
            expected_total=120,  # "The total number of points in the pack is 120."
        ),
        PointSchedule(
            "malilla",
            "Malilla",
            tuple(italian_40()),
            plain={R7: 5, A: 4, K: 3, Q: 2, J: 1},
            per_trick=1,
            expected_total=70,  # "If a partnership captures all ten tricks, they will have collected 70"
        ),
        PointSchedule(
            "twenty-nine",
            "Twenty-Nine",
            tuple(piquet_32()),
            plain={J: 3, R9: 2, A: 1, R10: 1},
            expected_total=28,  # "seven card points in each suit, or 28 altogether"
            Options=TwentyNineOptions,
            variant=_twenty_nine_variant,
        ),
        PointSchedule(
            "nine-card-don",
            "Nine-Card Don",
            tuple(standard_52()),
            plain={R5: 5},  # "any non-trump 5 captured scores five points"
            trumps={R5: 10, R9: 9, A: 4, K: 3, Q: 2, J: 1},
            in_play=36,  # nine cards to each of four players; "the remaining sixteen cards ... take no part"
            expected_total=44,  # trumps 10 + 9 + 4 + 3 + 2 + 1 = 29, three other 5s 15
            Options=NineCardDonOptions,
            variant=_nine_card_don_variant,
        ),
        PointSchedule(
            "couillon",
            "Couillon",
            tuple(piquet_32()),
            plain=_COURT_POINTS,
            in_play=16,  # four cards to each of four players, four tricks
            expected_total=40,  # 4 suits x (4 + 3 + 2 + 1)
        ),
        PointSchedule(
            "pickle",
            "Pickle",
            tuple(standard_52(jokers=2)),
            plain={R5: 5, R10: 10, J: 1, Q: 2, K: 3, A: 4},
            joker=15,
            lowest_trump=15,
            in_play=40,
            # 4 suits x (5 + 10 + 1 + 2 + 3 + 4) = 100, two jokers 30, lowest trump (the 2) 15.
            expected_total=145,
            Options=PickleOptions,
            variant=_pickle_variant,
        ),
        PointSchedule(
            "hand-and-foot",
            "Hand and Foot",
            tuple(standard_52(jokers=2, copies=5)),
            plain={A: 20, R2: 20, K: 10, Q: 10, J: 10, R10: 10, R9: 10, Rank.EIGHT: 10}
            | {Rank.SEVEN: 5, Rank.SIX: 5, R5: 5, Rank.FOUR: 5, R3: 5},
            red={R3: 100},
            joker=50,
            # One pack: red 3s 200, black 3s 10, 2s 80, aces 80, K-8 240, 7-4 80, jokers 100 = 790; x 5.
            expected_total=3950,
        ),
    )
}


def game_slugs() -> tuple[str, ...]:
    """The games whose card points are counted here."""
    return tuple(SCHEDULES)


def schedule_for(game: str, options: Mapping[str, Any] | object | None = None) -> PointSchedule:
    """The point table of ``game`` with its options applied (a mapping is validated, an instance used)."""
    schedule = SCHEDULES.get(game)
    if schedule is None:
        raise RuleError(f"There is no card-point table for “{game}”; known games: {', '.join(SCHEDULES)}.")
    if isinstance(options, schedule.Options):
        chosen = options
    elif options is None or isinstance(options, Mapping):
        chosen = parse_options(schedule.Options, options)
    else:
        raise RuleError(f"These options are not {schedule.name}'s.", "options")
    return schedule.variant(schedule, chosen)
