"""A player settles a cribbage count by tapping cards on the calculator page."""

from __future__ import annotations

from playwright.sync_api import expect


def test_cribbage_show_by_tapping_cards(live_server, context_factory, shoot):
    page = context_factory().new_page()
    page.goto(live_server + "/tools/cribbage/show")
    for card in ("9C", "7H", "8S", "8D"):  # the start card first, then the hand
        page.click(f".pick[data-card='{card}']")
    expect(page.locator("#tool-result .said")).to_contain_text("fifteen two, fifteen four, and a pair is six")
    expect(page.locator("#tool-result .total-line")).to_contain_text("12")
    expect(page.locator(".pick[data-card='7H']")).to_be_disabled()
    shoot(page, "10-cribbage-show")
    # Removing a card from the hand updates the answer.
    page.locator(".slot").nth(1).locator(".chip").first.click()
    expect(page.locator("#tool-result")).not_to_contain_text("Total: 12")
