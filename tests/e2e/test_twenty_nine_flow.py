"""A Twenty-Nine deal in a real browser, on a phone or a tablet: the auction in turn (one tap per call), the
trump shown at trick 3, the declarers' royals and the result, while a second browser's scoreboard follows
live: the trump "hidden" and then hearts, the contract after the royals, and the sixes."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, recorded, start_game

#: Every tap on the phone, to count the taps of a deal (docs/games/twenty-nine.md).
TAPS = Taps()


def start_twenty_nine(page: Page) -> None:
    start_game(page, "twenty-nine", "input[name='opt.royals'][type=checkbox]", "Deal 1 · bidding")


def call(page: Page, bid: str) -> None:
    """One tap on the bid grid (or Pass)."""
    TAPS(page, page.locator(".auction-call button", has_text=bid).first)


def test_a_deal_with_the_trump_revealed_and_the_royals_and_a_live_scoreboard(
    live_server, context_factory, screen, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Chai table")
    start_twenty_nine(phone)
    shoot(phone, "29-01-bidding")

    board = open_board(context_factory, phone)
    expect(board.locator(".tn-svg")).to_have_count(2)
    shoot(board, "29-02-board-start")

    # Ann deals: Bob 16, Cid passes, Dee 20, Ann passes, Bob passes: Dee wins the bidding at 20.
    expect(phone.locator(".auction-call legend")).to_have_text("Bob bids")
    TAPS.clear()
    call(phone, "16")
    expect(phone.locator(".auction-call button", has_text="16")).to_have_count(0)  # only higher bids now
    call(phone, "Pass")
    expect(board.locator(".tn-calls li")).to_have_text(["Bob 16", "Cid pass"])  # a pass shows on the board
    expect(board.locator(".tn-turn")).to_have_text("Dee to call")
    shoot(board, "29-02-board-bidding")
    call(phone, "20")
    call(phone, "Pass")
    expect(board.locator(".board-status .now")).to_contain_text("Dee 20 high")
    call(phone, "Pass")
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Dee bid 20 · trump hidden")
    expect(board.locator(".tn-hidden")).to_have_text("hidden")
    shoot(phone, "29-03-play")

    # Trick 3: a player cannot follow suit; Dee turns up her heart.
    TAPS(phone, phone.locator(".tn-tricks label", has_text="3"), record=False)
    TAPS(phone, phone.locator(".tn-suits button[value=H]"))
    expect(phone.locator(".phase-title")).to_contain_text("♥ hearts, shown at trick 3")
    expect(board.locator(".tn-suit")).to_have_text("♥")
    expect(board.locator(".tn-now")).to_contain_text("shown at trick 3")
    expect(board.locator(".tn-hidden")).to_have_count(0)

    # Dee, a declarer, shows the royals after winning a trick: 20 - 4 = 16.
    TAPS(phone, phone.locator(".tn-royals button", has_text="Dee"))
    expect(phone.locator(".tn-royals-shown")).to_have_text("Dee showed the royals: contract 20 → 16.")
    expect(board.locator(".tn-fact").first).to_contain_text("16")
    shoot(board, "29-04-board-trump-shown")

    # Bob & Dee take 17 card points: 17 >= 16, made: +1; Ann & Cid have 28 - 17 = 11.
    TAPS(phone, phone.locator("input[name=points]"), record=False)
    phone.fill("input[name=points]", "17")
    # The server's score of the deal as it is typed (play.preview): the declarers make 17 of their 16.
    outcome = "Ann & Cid 0 took 11 · Bob & Dee +1 bid 20 → 16 · took 17 · made"
    expect(phone.locator("#cp-rest")).to_contain_text(outcome)
    no_sideways_scroll(phone)
    shoot(phone, "29-05-result")
    TAPS.append("Enter")  # Enter on the keypad records the result
    recorded(phone, lambda: phone.press("input[name=points]", "Enter"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · bidding")
    assert len(TAPS) == 5 + 2 + 1 + 2  # the calls, the trick and suit shown, the royals, field and Enter
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text(
        "bid 20 → 16 · took 17 · made · royals −4"
    )

    expect(board.locator(".total-card").nth(1)).to_contain_text("1")
    bob_and_dee = board.locator(".tn-side").nth(1)
    expect(bob_and_dee.locator(".tn-total")).to_have_text("+1")
    expect(bob_and_dee.locator(".tn-pip.tn-shown")).to_have_count(1)
    expect(board.locator(".tn-side").nth(0).locator(".tn-pip.tn-shown")).to_have_count(0)
    total_size = font_px(bob_and_dee.locator(".tn-total"))
    card_height = bob_and_dee.locator(".tn-svg").bounding_box()["height"]
    assert total_size >= 24 and card_height >= 120, (total_size, card_height)
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "29-06-after-the-deal")
    shoot(board, "29-07-board-after-the-deal")
