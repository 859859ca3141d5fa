"""A Briscola Chiamata deal in a real browser, on a phone or a tablet: the auction (one tap per call), the
call (one tap on the suit), the called card showing, the card points, while a second browser's scoreboard
follows live: the partner "hidden" until the card shows, then the totals of the five players."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, viewer_url

#: Every tap on the phone, to count the taps of a deal (docs/games/briscola-chiamata.md).
TAPS = Taps()

#: Seats entered clockwise, as the home page asks; play runs counter-clockwise ("Deal and play are
#: counter-clockwise"), so from the dealer Ann it goes Bob, Cid, Dee, Eve.
FIVE = ["Ann", "Eve", "Dee", "Cid", "Bob"]


def call(page: Page, bid: str) -> None:
    """One tap on a bid button (or Pass)."""
    TAPS(page, page.locator(f".auction-call button[value='{bid}']"))


def test_a_deal_with_the_hidden_partner_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Bar table", players=FIVE)
    phone.select_option("select[name=ruleset]", "briscola-chiamata")
    expect(phone.locator("select[name='opt.bidding']")).to_be_visible()
    phone.click("button:has-text('Start game')")
    expect(phone.locator(".phase-title")).to_contain_text("Deal 1 · bidding")
    shoot(phone, "bch-01-bidding")

    board = context_factory().new_page()
    board.goto(viewer_url(phone))
    board.click("a:has-text('Scoreboard')")
    expect(board.locator("#live-status")).to_have_text("live")
    expect(board.locator(".total-card")).to_have_count(5)

    # Ann deals; Bob, on her right, speaks first: Bob K, Cid J, Dee passes, Eve passes, Ann passes, Bob
    # passes: Cid calls the J.
    expect(phone.locator(".auction-call legend")).to_have_text("Bob bids")
    TAPS.clear()
    call(phone, "K")
    expect(phone.locator(".auction-call button[value='K']")).to_have_count(0)  # only lower ranks now
    call(phone, "J")
    for _ in range(4):
        call(phone, "pass")
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Cid bid J")
    TAPS(phone, phone.locator(".bch-suits button[value=C]"))  # one tap: clubs
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Cid bid J · called J♣ · partner hidden")
    expect(board.locator(".bch-hidden")).to_have_text("hidden")
    expect(board.locator(".bch-device")).to_contain_text("J♣")
    shoot(board, "bch-02-board-partner-hidden")
    no_sideways_scroll(phone)
    shoot(phone, "bch-03-play")
    # The card picker belongs to "Or tap in the bidding team's cards": hidden until that is opened.
    expect(phone.locator(".bch-cards .entry-picker")).to_be_hidden()
    phone.locator(".bch-cards summary").click()
    expect(phone.locator(".bch-cards .entry-picker")).to_be_visible()
    phone.locator(".bch-cards summary").click()

    # Eve plays the J♣: she is Cid's partner; the board now says so.
    TAPS(phone, phone.locator(".bch-players button", has_text="Eve"))
    expect(board.locator(".bch-hidden")).to_have_count(0)
    expect(board.locator(".bch-fact", has_text="Partner")).to_contain_text("Eve")

    # Cid & Eve take 58 of 120: down, one tap; Cid -2, Eve -1, the other three +1 each.
    TAPS(phone, phone.locator(".bch-made button[value=no]"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · bidding")
    assert len(TAPS) == 6 + 1 + 1 + 1  # the calls, the suit, the called card's player, down
    expect(board.locator(".bch-last")).to_contain_text("Last deal: Cid bid J · called J♣ · Eve partner")
    # In seat order: Ann, Eve, Dee, Cid, Bob.
    expect(board.locator(".total-card .points")).to_have_text(["1", "−1", "1", "−2", "1"])
    if screen == "tablet":  # the deal facts are readable across the table at 1024 px
        for fact in (".bch-fact", ".bch-last"):
            size = font_px(board.locator(fact).first)
            assert size >= 24, (fact, size)
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "bch-04-after-the-deal")
    shoot(board, "bch-05-board-after-the-deal")
