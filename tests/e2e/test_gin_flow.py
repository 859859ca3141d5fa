"""Gin Rummy in a real browser: a hand entered by tapping both players' cards ends in an undercut."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table

#: Every tap on the phone, to count the taps of a hand (docs/games/gin-rummy.md).
TAPS = Taps()

KNOCKER = ["AH", "2H", "3H", "4S", "4D", "4C", "7C", "8C", "9C", "10D"]  # deadwood 10D = 10
DEFENDER = ["5S", "6S", "7S", "JD", "QD", "KD", "10H", "JH", "QH", "9S"]  # deadwood 9S = 9


def pick(page: Page, *cards: str) -> None:
    """One tap per card on the card grid."""
    for card in cards:
        TAPS(page, page.locator(f".entry-picker .pick[data-card='{card}']"), record=False)


def start_two_player_game(page: Page, ruleset: str) -> None:
    """Only Ann and Bob of the table play."""
    page.select_option("select[name=ruleset]", ruleset)
    for name in ("Cid", "Dee"):
        page.uncheck(f"input[name=seat][value={name}]")
    page.click("button:has-text('Start game')")


def test_a_hand_entered_by_cards_is_an_undercut(live_server, context_factory, shoot):
    page = context_factory().new_page()
    create_table(page, live_server)
    start_two_player_game(page, "gin-rummy")
    expect(page.locator(".phase-title")).to_contain_text("Hand 1 · Ann deals")

    TAPS.clear()
    TAPS(page, page.locator("input[name=knocker][value='0']"), record=False)  # Ann knocks
    TAPS(page, page.locator("input[name=_mode][value=cards]"), record=False)
    pick(page, *KNOCKER)  # fills Ann's field, then the grid moves to Bob's
    expect(page.locator("input[name=defender_cards]")).to_have_class("cards-input active-cards")
    pick(page, *DEFENDER)
    shoot(page, "gin-hand-by-cards")
    TAPS(page, page.locator("button:has-text('Record hand 1')"))
    assert len(TAPS) == 1 + 1 + 20 + 1  # the knocker, the mode, both hands on the grid, Record

    # Ann knocks with 10 but Bob holds only 9: undercut, 10 - 9 = 1 plus the bonus 10 = 11 to Bob.
    expect(page.locator(".phase-title")).to_contain_text("Hand 2")
    expect(page.locator("table.sheet tbody tr").first).to_contain_text("undercut")
    expect(page.locator("table.sheet tfoot")).to_contain_text("11")
    page.locator("table.sheet details.breakdown summary").first.click()
    expect(page.locator("table.sheet details.breakdown").first).to_contain_text("undercut bonus")
    shoot(page, "gin-after-undercut")
    # Bob won, so Ann (the loser) deals the next hand.
    expect(page.locator(".phase-title")).to_contain_text("Ann deals")
    # The scoreboard's score pad: Bob 11 toward 100, one box.
    page.click("a:has-text('Scoreboard')")
    expect(page.locator(".gin-pad")).to_contain_text("11 / 100")
    expect(page.locator(".gin-pad .gin-box")).to_have_count(1)
    shoot(page, "gin-scoreboard")
