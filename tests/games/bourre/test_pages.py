"""``bourre_pages``: what a Bourré game shows: its prompts, the chips moved in the deal, the result."""

from scorekeeper.families.ruleset import Event, GameSetup
from scorekeeper.games.bourre.deal import BourreOptions
from scorekeeper.games.registry import get_ruleset

GAME = get_ruleset("bourre")
NAMES = ("Ann", "Bob", "Cid", "Dee")


def test_a_deal_asks_the_trump_then_each_player_in_turn_from_the_dealers_left():
    match = GAME.start(GameSetup(NAMES, BourreOptions(), first_dealer=0))
    assert GAME.prompt(match).phase == "trump"
    # Four antes of 1: the pot holds 4.
    assert GAME.progress(match) == "Deal 1 · Ann deals · pot 4"
    match = GAME.apply(match, Event("trump", {"suit": "H"}))
    prompt = GAME.prompt(match)
    assert (prompt.phase, prompt.actor, prompt.data["eligible"]) == ("declare", 1, [1, 2, 3, 0])


def test_the_antes_show_on_the_sheet_once_the_trump_is_entered():
    match = GAME.start(GameSetup(NAMES, BourreOptions(ante=2)))
    assert GAME.deal_row(match) is None
    match = GAME.apply(match, Event("trump", {"suit": "S"}))
    row = GAME.deal_row(match)
    assert row.points == (-2, -2, -2, -2) and row.summary == "Pot 8"


def test_a_session_ended_before_any_pot_leaves_everyone_level():
    match = GAME.start(GameSetup(NAMES, BourreOptions()))
    match = GAME.apply(match, Event("end_session", {}))
    assert GAME.result(match) == "Everyone is level"
