"""Oh Hell! through the pages: a bid the hook refuses is greyed with its reason before the tap, and the
named games of the text (Atkinson's Blackout, Boerenbridge) refuse a table of the wrong size at set-up."""

from __future__ import annotations

import html
import re

from tests.web.helpers import make_table, table_game
from tests.web.helpers import post_api as api


def test_the_hooked_bid_is_disabled_with_its_reason_on_show(client):
    token, gid, _ = table_game(client, "oh-hell", options={"sequence": "fixed", "max_cards": 3})
    api(client, token, gid, "trump", {"card": "7H"})
    for seat, bid in ((1, 2), (2, 0), (3, 0)):
        assert api(client, token, gid, "bid", {"player": seat, "bid": bid}).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    hooked = re.search(r'<button[^>]*name="bid" value="1"[^>]*>', page).group(0)
    assert " disabled" in hooked and 'aria-describedby="' in hooked
    reason = re.search(r'aria-describedby="([^"]+)"', hooked).group(1)
    assert re.search(rf'id="{reason}"[^>]*>The hook: the dealer may not bid 1\.<', page)
    others = re.findall(r'<button[^>]*name="bid" value="[023]"[^>]*>', page)
    assert len(others) == 3 and not any(" disabled" in b for b in others)


def test_the_named_games_refuse_another_number_of_players_at_set_up(client):
    token = make_table(client, players=("Ann", "Bob", "Cid", "Dee", "Eve"))["scorer_token"]
    boeren = {
        "ruleset": "oh-hell",
        "seat": ["Ann", "Bob", "Cid", "Dee", "Eve"],
        "opt.scoring": "boerenbridge",
    }
    boeren |= {"opt.sequence": "fixed", "opt.max_cards": "10", "opt.hook": "false"}
    r = client.post(f"/t/{token}/games", data=boeren)
    assert r.status_code == 400 and "Boerenbridge is played by 4 players, not 5." in r.text
    atkinson = {"ruleset": "oh-hell", "seat": ["Ann", "Bob", "Cid", "Dee"], "opt.deck": "jokers"}
    atkinson |= {"opt.joker_play": "high_low"}
    r = client.post(f"/t/{token}/games", data=atkinson)
    assert r.status_code == 400
    assert "Atkinson's jokers high or low are his version for 5 or 6 players, not 4." in html.unescape(r.text)
