"""One conformance test over every registered ruleset: options validate, set-ups are checked, a fresh
game prompts for something, and the score sheet is consistent with the seats."""

from __future__ import annotations

import dataclasses

import pytest

from scorekeeper.cards import Suit
from scorekeeper.core import RuleError, describe_options, parse_options
from scorekeeper.families.card_points import deck_total
from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.registry import all_games, all_rulesets

RULESETS = all_rulesets()


@pytest.fixture(params=RULESETS, ids=lambda r: r.slug)
def ruleset(request):
    return request.param


def test_catalogue_entry_is_complete(ruleset):
    entry = ruleset.catalogue_entry()
    assert entry["slug"] and entry["name"] and 1 <= entry["min_players"] <= entry["max_players"]
    for spec in entry["options"]:
        assert spec["label"] and spec["kind"] in {"choice", "int", "bool", "text"}
        if spec["kind"] == "choice":
            assert spec["default"] in [c["value"] for c in spec["choices"]]


def test_default_options_validate_and_every_choice_is_accepted(ruleset):
    defaults = parse_options(ruleset.Options, {})
    assert defaults == ruleset.Options()
    for spec in describe_options(ruleset.Options):
        for value, _label in spec.choices:
            try:  # a choice may need another option with it (7-truf needs the 32-card pack)
                assert getattr(parse_options(ruleset.Options, {spec.name: value}), spec.name) == value
            except RuleError as exc:
                assert exc.message.endswith(".")
    with pytest.raises(RuleError):
        parse_options(ruleset.Options, {"no_such_option": 1})


@pytest.mark.parametrize("extreme", ["min_players", "max_players"])
def test_a_new_game_asks_for_something_and_scores_nothing(ruleset, extreme):
    count = getattr(ruleset, extreme)
    players = tuple(f"P{i}" for i in range(count))
    setup = GameSetup(players, ruleset.Options())
    ruleset.check_setup(setup)
    state = ruleset.start(setup)
    prompt = ruleset.prompt(state)
    assert prompt.phase != "over" and prompt.events
    sheet = ruleset.score_sheet(state)
    assert not sheet.is_over and not sheet.rows and len(sheet.totals) == len(sheet.columns)
    assert all(total == 0 for total in sheet.totals)


def test_player_counts_outside_the_range_are_refused(ruleset):
    for count in (ruleset.min_players - 1, ruleset.max_players + 1):
        if count < 1:
            continue
        with pytest.raises(RuleError, match="players"):
            ruleset.check_setup(GameSetup(tuple(f"P{i}" for i in range(count)), ruleset.Options()))


def test_options_are_frozen(ruleset):
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(ruleset.Options(), describe_options(ruleset.Options)[0].name, None)


def test_an_entry_that_is_not_an_object_is_refused_with_a_sentence(ruleset):
    players = tuple(f"P{i}" for i in range(ruleset.min_players))
    state = ruleset.start(GameSetup(players, ruleset.Options()))
    event_type = ruleset.prompt(state).events[0]
    for payload in (["7H"], "7H", 3):
        with pytest.raises(RuleError) as caught:
            ruleset.apply(state, Event(event_type, payload))
        assert caught.value.message == ruleset.payload_hint and caught.value.message.endswith(".")


def test_an_event_the_phase_does_not_accept_is_refused(ruleset):
    players = tuple(f"P{i}" for i in range(ruleset.min_players))
    state = ruleset.start(GameSetup(players, ruleset.Options()))
    with pytest.raises(RuleError, match="Now the table records"):
        ruleset.apply(state, Event("no_such_event", {}))


# --- The game's record: its other parts ---------------------------------------------------------------

GAMES = all_games()


@pytest.mark.parametrize("game", [g for g in GAMES if g.card_points], ids=lambda g: g.slug)
def test_a_card_point_table_adds_up_to_the_total_its_text_states(game):
    # e.g. Belote "152 possible points ... plus the ten for dix de der" = 162;
    # Briscola 4 x (11 + 10 + 4 + 3 + 2) = 120
    table = game.card_points
    assert table.slug == game.slug and table.name == game.name
    assert deck_total(table) == table.expected_total
    assert table.for_options({}) == table.variant(table, table.Options())


@pytest.mark.parametrize("game", [g for g in GAMES if g.tricks], ids=lambda g: g.slug)
def test_a_trick_game_builds_its_rules_from_its_options_and_seats_a_card_per_player(game):
    # Calypso has a trump suit per seat and no common one; every other game takes hearts.
    rules = game.trick_rules(None if game.slug == "calypso" else Suit.HEARTS, {})
    assert rules.must_follow or game.slug.startswith("briscola")  # only the Briscolas need not follow
    assert 2 <= game.most_cards_in_a_trick() <= game.ruleset.max_players
    assert 1 <= game.tricks.most_in_hand <= (len(rules.deck) or 54)
    with pytest.raises(RuleError, match="Unknown option"):
        game.trick_rules(Suit.HEARTS, {"no_such_option": True})


def test_tools_have_one_slug_each_and_board_helpers_are_callable():
    slugs = [t.slug for g in GAMES for t in g.tools]
    assert len(slugs) == len(set(slugs)) and len(slugs) >= 16
    assert all(callable(helper) for g in GAMES for helper in g.board.values())
