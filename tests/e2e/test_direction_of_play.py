"""Direction of play in a real browser: Briscola Chiamata ("Deal and play are counter-clockwise") at a table
entered clockwise, as the home page asks, on a 390×844 phone. Ann deals, so Eve, on her right, is asked
first; after the deal, Eve deals and Dee, on her right, is asked first."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.steps import create_table, no_sideways_scroll, recorded

CLOCKWISE = ["Ann", "Bob", "Cid", "Dee", "Eve"]  # Bob on Ann's left, Eve on her right


@pytest.fixture
def screen():
    """A phone only: 390×844."""
    return "phone"


def call(page: Page, bid: str) -> None:
    recorded(page, page.locator(f".auction-call button[value='{bid}']").click)


def test_briscola_chiamata_entered_clockwise_asks_and_deals_to_the_right(live_server, context_factory, shoot):
    phone = context_factory().new_page()
    assert phone.viewport_size == {"width": 390, "height": 844}
    create_table(phone, live_server, "Counter-clockwise table", players=CLOCKWISE)
    phone.select_option("select[name=ruleset]", "briscola-chiamata")
    expect(phone.locator("select[name='opt.seating']")).to_have_value("clockwise")
    phone.click("button:has-text('Start game')")
    expect(phone.locator(".phase-title")).to_contain_text("Deal 1 · bidding")

    # "The player to dealer's right speaks first and the bidding continues counter-clockwise."
    expect(phone.locator(".auction .hint").first).to_have_text(
        "Ann deals, so Eve, on the dealer's right, speaks first."
    )
    expect(phone.locator(".auction-call legend")).to_have_text("Eve bids")
    no_sideways_scroll(phone)
    shoot(phone, "direction-01-eve-first")
    call(phone, "K")
    expect(phone.locator(".auction-call legend")).to_have_text("Dee bids")  # to the right
    call(phone, "J")
    for name in ("Cid", "Bob", "Ann", "Eve"):
        dealer = " (dealer)" if name == "Ann" else ""
        expect(phone.locator(".auction-call legend")).to_have_text(f"{name}{dealer} bids")
        call(phone, "pass")
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Dee bid J")
    recorded(phone, phone.locator(".bch-suits button[value=C]").click)
    recorded(phone, phone.locator(".bch-players button", has_text="Bob").click)
    phone.fill("input[name=points]", "70")
    recorded(phone, lambda: phone.press("input[name=points]", "Enter"))

    # "The turn to deal passes to the right after each hand": Eve deals, Dee speaks first.
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · bidding")
    expect(phone.locator(".auction .hint").first).to_have_text(
        "Eve deals, so Dee, on the dealer's right, speaks first."
    )
    expect(phone.locator(".auction-call legend")).to_have_text("Dee bids")
    no_sideways_scroll(phone)
    shoot(phone, "direction-02-eve-deals")
