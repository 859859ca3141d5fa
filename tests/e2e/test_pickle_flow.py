"""A Pickle deal in a real browser, on a phone or a tablet: three players, the auction one round (a bid in two
taps, a pass in one), the tricks in two taps with the third filled in, the card points keyed with Enter to
move on, while a second browser's scoreboard follows live: the high bid, the contract, who took what and the
bars toward 300."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, no_sideways_scroll, open_board, recorded, start_game

TAPS = Taps()  # every tap and key on the phone, to count the taps of a deal


def tap(locator, record: Page | None = None) -> None:
    """One tap on the phone; with ``record`` (the page), a tap that records an entry."""
    TAPS(locator.page, locator, record=record is not None)


def key_in(page: Page, field: str, digits: str, then: str) -> None:
    """A number typed into a field (one tap per digit), then Enter (Next on the phone's keyboard)."""
    TAPS.extend(digits)
    page.locator(f"input[name='{field}']").press_sequentially(digits)
    TAPS.append(then)
    if then == "record":
        recorded(page, lambda: page.press(f"input[name='{field}']", "Enter"))
    else:
        page.press(f"input[name='{field}']", "Enter")


def chip(page: Page, group: str, text: str):
    return page.locator(f".auction-call label.radio-chip:has(input[name='{group}'])", has_text=text).first


def test_a_deal_with_the_auction_tricks_and_card_points_and_a_live_scoreboard(
    live_server, context_factory, screen, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Pickle table", players=["Ann", "Bob", "Cid"])
    start_game(
        phone, "pickle", "input[name='opt.partnerships'][type=checkbox]", "Deal 1 · bidding", exact=True
    )
    no_sideways_scroll(phone)
    shoot(phone, "pickle-01-bidding")

    board = open_board(context_factory, phone)
    expect(board.locator(".pk-board")).to_contain_text("Bidding: no bid yet")

    # Ann deals. Bob bids 4 hearts (two taps), Cid and Ann pass (one tap each): Bob has the contract.
    TAPS.clear()
    expect(phone.locator(".auction-call legend")).to_have_text("Bob bids")
    tap(chip(phone, "bid", "4"))
    tap(phone.locator(".auction-call .auction-named button[value=H]"), phone)
    expect(board.locator(".pk-fact")).to_contain_text("Bidding: Bob 4♥ high")
    expect(chip(phone, "bid", "4")).to_have_count(0)  # "at least one trick higher": 5 and up
    tap(phone.locator("button.auction-pass"), phone)
    expect(phone.locator(".auction-call legend")).to_have_text("Ann (dealer) bids")
    tap(phone.locator("button.auction-pass"), phone)
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Bob bid 4♥")
    expect(board.locator(".pk-took")).to_contain_text("Bob bid 4")
    expect(board.locator(".pk-trump")).to_have_text("♥")
    assert len(TAPS) == 4

    # The tricks: Ann 3, Bob 5 (two taps); Cid, left blank, has the other 2 (the rules say so); Record.
    rows = phone.locator(".pk-tricks .pk-counts")
    tap(rows.nth(0).locator("label.radio-chip", has_text="3"))
    tap(rows.nth(1).locator("label.radio-chip", has_text="5"))
    # The line under the rows is the server's score of the tricks as they are tapped (play.preview).
    expect(phone.locator("#pk-sum")).to_contain_text("Bob +22 bid 4♥ · took 5 · made · Cid 0 took 2")
    no_sideways_scroll(phone)
    shoot(phone, "pickle-02-tricks")
    tap(phone.locator("button", has_text="Record the tricks"), phone)
    # Bob made 4 with 5: 4 x 5 + 1 x 2 = 22, on the board before the cards are counted.
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Bob bid 4♥, took 5")
    expect(board.locator(".target-name").nth(1)).to_contain_text("took 5 · +22")
    expect(board.locator(".total-card").nth(1)).to_contain_text("22")
    shoot(board, "pickle-03-board-tricks")

    # The card points: each player's count, Enter moving on; Enter on the last records.
    tap(phone.locator("input[name='points.0']"))
    key_in(phone, "points.0", "20", "next")
    expect(phone.locator("input[name='points.1']")).to_be_focused()
    key_in(phone, "points.1", "60", "next")
    expect(phone.locator("#pk-total")).to_have_text("Cid's card points is missing.")  # the server's line
    no_sideways_scroll(phone)
    shoot(phone, "pickle-04-card-points")
    key_in(phone, "points.2", "35", "record")
    assert len(TAPS) == 17  # auction 4, tricks 3, card points 10 (two digits and Next for each of three)
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · bidding")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text(
        "bid 4♥ · took 5 · made · cards 60"
    )
    # Ann 20, Bob 22 + 60 = 82, Cid 35.
    for column, total in enumerate(("20", "82", "35")):
        expect(board.locator(".total-card").nth(column)).to_contain_text(total)
    expect(board.locator(".target-points").nth(1)).to_have_text("82 / 300")
    expect(board.locator(".target-name").nth(1)).to_contain_text(
        "Deal 1: took 5 · +82"
    )  # until deal 2's tricks
    expect(board.locator(".pk-last")).to_contain_text("Bob bid 4 ♥ hearts · took 5: made")
    if screen == "tablet":  # the deal's facts are readable across the table: 24 px or more
        sizes = board.eval_on_selector_all(
            ".pk-board .pk-fact, .pk-board .pk-last, .target-bars, .target-name small",
            "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))",
        )
        assert sizes and min(sizes) >= 24, sizes
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "pickle-05-after-the-deal")
    shoot(board, "pickle-06-board-after-the-deal")
