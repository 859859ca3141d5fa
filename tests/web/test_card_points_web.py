"""The shared card-point form (templates/families/_card_points.html) on the result page of the four games
that enter one side's card points against the rest of the deck: Belote, Malilla, Twenty-Nine and
Briscola. Each page shows the form's parts (the Enter-key default, whose points, the points field, the line
under it, Record, the capots where the game has them, the cards entry with its card grid's pack and values,
the last trick where it scores) with the game's own words, and keeps its own lines above them."""

from __future__ import annotations

import pytest
from markupsafe import escape

from tests.web.helpers import post_api as api
from tests.web.helpers import table_game

FOUR = ("Ann", "Bob", "Cid", "Dee")

#: slug, players, entries to reach the result, options; then what the page must show (raw HTML pieces).
CASES = {
    "belote": (
        "belote",
        FOUR,
        [("contract", {"taker": 1, "trump": "S"}), ("declarations", {})],
        None,
        [
            '<p class="bl-line">Bob took',  # Belote's own contract line
            'id="cp-points" class="cp-points" data-keypad name="points"',
            'max="162"',
            "Bob &amp; Dee&#39;s card points, dix de der included",
            "Ann &amp; Cid have the rest of 162.",
            'id="cp-record">Record the card points</button>',
            'name="all_tricks" value="1"',
            "Capot: Bob &amp; Dee took every trick",
            "Capot: Ann &amp; Cid took every trick",
            "Or tap in Bob &amp; Dee&#39;s cards: the app counts them",
            'name="cards" data-cards="32" data-ranks="A K Q J 10 9 8 7"',
            "Trumps J 20, 9 14, A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2",
            'name="last_trick" value="yes"',
            "Bob &amp; Dee took the last trick (dix de der, +10)",
        ],
    ),
    "malilla": (
        "malilla",
        FOUR,
        [("turnup", {"card": "5D"})],
        None,
        [
            '<p class="ml-line">Trumps',  # Malilla's own trump line, and its foul after the form
            'value="foul"',
            "Whose points?",
            'name="side" value="0" checked',  # the dealer's team
            'name="side" value="1"',
            "Their points (cards, and 1 a trick)",
            "The other team has the rest of 70; more than 35 wins the deal.",
            'id="cp-record">Record the points</button>',
            "Capote: Ann &amp; Cid took all ten tricks",
            "Capote: Bob &amp; Dee took all ten tricks",
            'name="cards" data-cards="40" data-ranks="7 A K Q J 6 5 4 3 2"',
            "7 5, A 4, K 3, Q 2, J 1, and 1 for each trick; whole tricks of four.",
        ],
    ),
    "twenty-nine": (
        "twenty-nine",
        FOUR,
        [("contract", {"bidder": 0, "bid": 18})],
        {"last_trick_point": True},
        [
            '<p class="tn-contract">Ann &amp; Cid must take <strong>18</strong> of 29 card points',
            'name="suit" value="H"',  # the trump's reveal, Twenty-Nine's own
            "After the eighth trick: 29 card points",
            "Ann &amp; Cid&#39;s card points",
            "Bob &amp; Dee have the rest of 29.",
            'value="result" id="cp-record">Record the result</button>',
            'name="cards" data-cards="32" data-ranks="A K Q J 10 9 8 7"',
            "J 3, 9 2, A 1, 10 1; whole tricks of four.",
            "Ann &amp; Cid took the last trick (+1)",
        ],
    ),
    "briscola": (
        "briscola",
        ("Ann", "Bob", "Cid"),
        [],
        None,
        [
            "Upcard (trump) — optional",  # Briscola's own
            "After the last trick: 120 card points",
            'name="points.0"',
            'name="points.2"',
            "Leave one blank: that player has the rest of 120.",
            'id="cp-record">Record the card points</button>',
            "Or tap in the cards each player took: the app counts them",
            'name="cards.1" data-cards="39" data-ranks="A 3 K Q J 7 6 5 4 2"',
            "A 11, 3 10, K 4, Q 3, J 2; whole tricks of three; one pile may stay blank.",
            "2S is out of the pack.",
        ],
    ),
}


@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_result_page_shows_the_shared_form_in_the_games_words(client, case):
    slug, players, entries, options, shown = CASES[case]
    token, gid, _ = table_game(client, slug, seated=players, options=options)
    for kind, payload in entries:
        assert api(client, token, gid, kind, payload).status_code == 201
    page = client.get(f"/t/{token}/g/{gid}").text
    start = page.index('id="entry-form"')
    form = page[start : page.index("</form>", start)]
    # One shared form, the Enter key's default button first of all the form's buttons.
    assert form.count('class="cp-form"') == 1 and form.count('id="cp-rest"') == 1
    first = form.index("<button")
    assert form[first:].startswith(
        '<button class="cp-default" type="submit" name="event_type" value="result"'
    )
    assert '<details class="cp-cards" data-fields-when-open>' in form
    for piece in shown:
        assert piece in form, piece
    # The game's own line comes before the shared fields.
    assert form.index(shown[0]) < form.index('class="cp-result"')
    # No capot where the text has none (Twenty-Nine, Briscola); no last trick where it scores nothing.
    assert ("all_tricks" in form) == (slug in ("belote", "malilla"))
    assert ('name="last_trick"' in form) == (slug in ("belote", "twenty-nine"))
    assert str(escape("Count and record")) in form
