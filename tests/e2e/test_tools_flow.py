"""A player settles a cribbage count by tapping cards on the calculator page."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.e2e.test_every_page_fits import Findings


def test_cribbage_show_by_tapping_cards(live_server, context_factory, shoot):
    page = context_factory().new_page()
    page.goto(live_server + "/tools/cribbage/show")
    for card in ("9C", "7H", "8S", "8D"):  # the start card first, then the hand
        page.click(f".pick[data-card='{card}']")
    expect(page.locator("#tool-result .said")).to_contain_text("fifteen two, fifteen four, and a pair is six")
    expect(page.locator("#tool-result .total-line")).to_contain_text("12")
    expect(page.locator(".pick[data-card='7H']")).to_be_disabled()
    shoot(page, "10-cribbage-show")
    # Slots holding cards (each a button) are no buttons themselves (axe-core's nested-interactive, issue 21).
    findings = Findings()
    findings.check_axe(page, "cribbage calculator with cards")
    findings.assert_none()
    expect(page.locator(".slot").first.locator(".slot-label")).to_have_attribute("aria-pressed", "false")
    # Removing a card from the hand updates the answer.
    page.locator(".slot").nth(1).locator(".chip").first.click()
    expect(page.locator("#tool-result")).not_to_contain_text("Total: 12")


def test_pickle_points_with_the_cards_in_play(live_server, context_factory, shoot):
    """Pickle's "lowest card of trumps in play counts 15" needs the others' cards: their slot shows for
    Pickle only."""
    page = context_factory().new_page()
    page.goto(live_server + "/tools/points/count")
    in_play = page.locator(".slot[data-games='pickle']")
    expect(in_play).to_be_hidden()
    page.select_option("select[name='game']", "pickle")
    expect(in_play).to_be_visible()
    page.select_option("select[name='trump']", "H")
    for card in ("9H", "AH"):  # this side's captured cards
        page.click(f".pick[data-card='{card}']")
    expect(page.locator("#tool-result")).to_contain_text("enter every card played in the hand")
    in_play.click()
    for card in ("10H", "2S"):  # the other players' cards
        page.click(f".pick[data-card='{card}']")
    # The 9H is the lowest trump in play: 15, and the ace 4.
    expect(page.locator("#tool-result .total-line")).to_contain_text("19")
    expect(page.locator("#tool-result")).to_contain_text("lowest trump")
    shoot(page, "11-pickle-points")
    page.select_option("select[name='game']", "belote")
    expect(in_play).to_be_hidden()
    # Belote does not take the cards in play: hearts trumps, the 9 14 and the ace 11.
    expect(page.locator("#tool-result .total-line")).to_contain_text("25")
