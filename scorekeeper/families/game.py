"""A game's one record: everything the app needs to know of a game, declared where the game lives.

Each game package (``scorekeeper/games/<game>/__init__.py``) declares one ``Game``: its ruleset (options,
phases, scoring, ending), and where it has them its trick play (the rules of a trick and who sits at one),
its card-point table, its calculators (tools) and the helpers its scoreboard pictures call. The registry
(``scorekeeper.games.registry``) discovers these records; nothing else lists the games.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.cards import Suit
from scorekeeper.core import parse_options
from scorekeeper.families.card_points import PointSchedule
from scorekeeper.families.ruleset import Ruleset
from scorekeeper.families.tools import Tool
from scorekeeper.families.tricks.engine import TrickRules


@dataclass(frozen=True)
class TrickPlay:
    """How a game plays its tricks, for the questions asked about one trick (who wins it, may I play that).

    ``rules(trump, options)`` builds the game's ``TrickRules`` from ``options_class`` (the game's own
    options, or a class adding the tool's settings, such as Cramps' number of players). ``needs_trump``:
    the game always has a trump suit. ``most_in_hand``: the most cards a player holds at once.
    ``most_players``: the most players at a trick where it is fewer than the game seats (a trick holds one
    card from each), unless the options have a ``players`` setting. ``partners_opposite``: four players,
    partners sitting opposite, so the card played two before a player's is their partner's.
    """

    rules: Callable[[Suit | None, Any], TrickRules]
    options_class: type
    most_in_hand: int
    needs_trump: bool = False
    most_players: int | None = None
    partners_opposite: bool = False


@dataclass(frozen=True)
class Game:
    """One game: its ruleset and the parts it has of trick play, card points, tools and board pictures."""

    ruleset: Ruleset
    tricks: TrickPlay | None = None
    card_points: PointSchedule | None = None
    tools: tuple[Tool, ...] = ()
    #: Functions the game's templates call by name: its scoreboard's (the cribbage pegboard's geometry) and
    #: its forms' (Belote's declarations as its form says them).
    board: Mapping[str, Callable[..., Any]] = field(default_factory=dict)

    @property
    def slug(self) -> str:
        return self.ruleset.slug

    @property
    def name(self) -> str:
        return self.ruleset.name

    def trick_rules(self, trump: Suit | None, options: Mapping[str, Any]) -> TrickRules:
        """The rules of one trick for this trump and these options (names and values, validated).
        A game without tricks, an unknown option or a missing trump is a ``ValueError`` players can read."""
        if self.tricks is None:
            raise ValueError(f"{self.name} has no tricks.")
        if self.tricks.needs_trump and trump is None:
            raise ValueError(f"{self.name} always has a trump suit: say which one.")
        return self.tricks.rules(trump, parse_options(self.tricks.options_class, options))

    def most_cards_in_a_trick(self, options: Mapping[str, Any] | None = None) -> int:
        """One card from each player: as many as a ``players`` option says, else the most the game seats."""
        assert self.tricks is not None
        if "players" in getattr(self.tricks.options_class, "__dataclass_fields__", {}):
            return parse_options(self.tricks.options_class, options).players
        return self.tricks.most_players or self.ruleset.max_players
