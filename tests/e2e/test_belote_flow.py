"""Belote in a real browser: two deals tapped in on the phone (one dedans, one with declarations said by
type and belote-rebelote), while a second browser's scoreboard shows the contract and follows live."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, no_sideways_scroll, open_board, start_game


def start_belote(page: Page) -> None:
    # Exact points (no rounding): the sums below stay visible.
    start_game(
        page,
        "belote",
        "select[name='opt.declarations']",
        "Deal 1 · Ann deals · who took?",
        {"opt.rounding": "none"},
        exact=True,
    )


TAPS = Taps()  # every tap on the phone, to count the taps of a deal


def tap(locator, record: Page | None = None) -> None:
    """One tap on the phone; with ``record`` (the page), a tap that records an entry."""
    TAPS(locator.page, locator, record=record is not None)


def chip(page: Page, group: str, text: str):
    """A tap chip (a radio styled as a button) by its group's field name and its text."""
    return page.locator(f"label.bl-chip:has(input[name='{group}'])", has_text=text).first


def take(page: Page, taker: str, suit: str) -> None:
    """The contract in two taps: who took, then the trump suit (which records it)."""
    tap(chip(page, "taker", taker))
    tap(page.locator(f"button.bl-suit[value='{suit}']"), page)


def key_in(page: Page, points: int) -> None:
    """The takers' card points on the keypad, then Record."""
    for digit in str(points):
        tap(page.locator(f".keypad button[data-key='{digit}']"))
    tap(page.locator("#cp-record"), page)


def test_two_deals_one_dedans_one_with_declarations(live_server, context_factory, shoot, screen):
    phone = context_factory().new_page()
    create_table(phone, live_server)
    start_belote(phone)
    no_sideways_scroll(phone)
    shoot(phone, "belote-01-contract")

    board = open_board(context_factory, phone)
    expect(board.locator(".bl-board")).to_contain_text("Waiting for the contract")

    # Deal 1, Ann deals: Ann takes hearts (2 taps); no declarations (1 tap); 70 card points (3 taps).
    TAPS.clear()
    take(phone, "Ann", "H")
    expect(board.locator(".bl-took")).to_contain_text("Ann took ♥")
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Ann took ♥ · declarations")
    no_sideways_scroll(phone)
    tap(phone.locator("button", has_text="No declarations at all"), phone)
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Ann took ♥ · card points")
    tap(phone.locator(".keypad button[data-key='7']"))
    tap(phone.locator(".keypad button[data-key='0']"))
    # The line under the keypad is the server's score of the deal as it is keyed (play.preview): 70 is not
    # more than the defenders' 92, dedans.
    expect(phone.locator("#cp-rest")).to_contain_text("Bob & Dee +162 · Ann took ♥ · dedans 70–92")
    no_sideways_scroll(phone)
    shoot(phone, "belote-02-points")
    tap(phone.locator("#cp-record"), phone)
    assert len(TAPS) == 6  # the simplest deal
    # 70 is not more than 92: dedans, Bob & Dee score all 162.
    expect(board.locator(".total-card").nth(1)).to_contain_text("162")
    expect(board.locator(".bl-last")).to_contain_text("Ann took ♥ · dedans 70–92")

    # Deal 2, Bob deals: Cid takes spades; Dee declares a run of four to the K♥ (3 taps), Cid holds
    # belote-rebelote (its tap records the declarations); 100 card points (4 taps). 10 taps in all.
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · Bob deals · who took?")
    TAPS.clear()
    take(phone, "Cid", "S")
    tap(chip(phone, "who.0", "Dee"))
    tap(chip(phone, "what.0", "Run of 4"))
    # A slip (not counted as a tap): 9-8-7 is only three cards, as the server says at once.
    chip(phone, "high.0", "9♥").click()
    refusal = "A run of four cannot be to the 9: 9, 8 and 7 are only 3 cards."
    expect(phone.locator("#preview")).to_have_text(refusal)
    tap(chip(phone, "high.0", "K♥"))
    shoot(phone, "belote-03-declarations")
    no_sideways_scroll(phone)
    tap(phone.locator(".bl-record button", has_text="Cid"), phone)
    expect(phone.locator(".bl-declared")).to_contain_text("Bob & Dee: run of four to the king ♥ 50")
    expect(board.locator(".bl-board")).to_contain_text("Cid: belote-rebelote 20")
    shoot(board, "belote-04-board-declarations")
    if screen == "tablet":  # the deal's facts are readable across the table: 24 px or more
        sizes = board.eval_on_selector_all(
            ".bl-board .bl-fact, .bl-board .bl-took, .bl-board .bl-last, .target-bars",
            "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))",
        )
        assert sizes and min(sizes) >= 24, sizes
    key_in(phone, 100)
    assert len(TAPS) == 10  # a typical deal, declarations by type: no more than 10 taps
    # Ann & Cid 100 + belote 20 = 120; Bob & Dee 162 + 62 + 50 = 274.
    expect(board.locator(".total-card").nth(0)).to_contain_text("120")
    expect(board.locator(".total-card").nth(1)).to_contain_text("274")
    expect(board.locator(".target-points").nth(1)).to_have_text("274 / 1000")
    expect(phone.locator(".phase-title")).to_have_text("Deal 3 · Cid deals · who took?")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)")).to_have_count(2)
    phone.locator("table.sheet details.breakdown summary").nth(1).click()
    expect(phone.locator("table.sheet details.breakdown").nth(1)).to_contain_text("belote-rebelote")
    no_sideways_scroll(phone)
    shoot(phone, "belote-05-after-two-deals")
    take(phone, "Dee", "D")
    expect(board.locator(".bl-took")).to_contain_text("Dee took ♦")
    shoot(board, "belote-06-board")
    # The hands may be tapped in instead, from the 32 cards of the pack (A to 7).
    phone.click("summary:has-text('tap in the hands')")
    expect(phone.locator(".entry-picker .pick")).to_have_count(32)
    expect(phone.locator(".entry-picker .pick[data-card='2S']")).to_have_count(0)
    no_sideways_scroll(phone)
    shoot(phone, "belote-07-hands")
