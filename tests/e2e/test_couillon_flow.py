"""Couillon in a real browser, on a phone or a tablet: three deals tapped in on the phone (the calls in turn
with the accepting side losing and taking a mark, then a tie, then a doubled deal called aloud), while a
second browser's scoreboard follows live: whose call, trumps, the doubling and the chalkboard's lines and
marks."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a deal: ``tap(page, locator)`` records an entry.
tap = TAPS = Taps()


def start_couillon(page: Page) -> None:
    start_game(page, "couillon", "input[name='opt.lines']", "Deal 1 · Ann deals", exact=True)


def test_three_deals_a_mark_a_tie_and_a_double_with_a_live_chalkboard(
    live_server, context_factory, screen, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Café table")
    start_couillon(phone)
    no_sideways_scroll(phone)
    shoot(phone, "couillon-01-calls")

    board = open_board(context_factory, phone)
    expect(board.locator(".co-board")).to_contain_text("Bob to call")
    expect(board.locator(".co-chalk")).to_have_count(11)  # the divider and five lines a side

    # Deal 1. Ann deals: Bob declines, Cid declines, Dee accepts the spade; Ann & Cid collect more points,
    # so they erase a line and Bob & Dee, who accepted, take a mark. Three taps for the calls, one result.
    TAPS.clear()
    for caller in ("Bob", "Cid"):
        expect(phone.locator(".co-turn legend")).to_contain_text(caller)
        tap(phone, phone.locator(".co-pass"))
    expect(board.locator(".co-board")).to_contain_text("Dee to call")
    tap(phone, phone.locator(".co-suits button[value=S]"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 1 · Dee accepted ♠")
    expect(board.locator(".co-now")).to_contain_text("Dee accepted")
    expect(board.locator(".co-fact")).to_contain_text("Bob & Dee take a mark if they lose")
    no_sideways_scroll(phone)
    shoot(phone, "couillon-02-result")
    shoot(board, "couillon-03-board-trumps")
    tap(phone, phone.locator(".co-winner button[value='0']"))
    assert len(TAPS) == 4  # 3 calls, 1 result: well under a dozen
    expect(phone.locator(".phase-title")).to_have_text("Deal 2 · Bob deals")
    expect(board.locator(".co-mark")).to_have_count(1)
    expect(board.locator(".co-smudge")).to_have_count(1)
    expect(board.locator(".co-names")).to_contain_text("5 lines · 1 mark")

    # Deal 2: Cid accepts the heart at once; equal points: nobody scores, the next deal counts double.
    tap(phone, phone.locator(".co-suits button[value=H]"))
    tap(phone, phone.locator(".co-winner button[value=tie]"))
    expect(phone.locator(".phase-title")).to_have_text("Deal 3 · Cid deals")
    expect(board.locator(".co-double")).to_contain_text("This deal counts double")

    # Deal 3, called aloud: Ann accepted the club; Bob & Dee win doubled: the mark and a line go, and Ann &
    # Cid take two marks.
    TAPS.clear()
    tap(phone, phone.locator(".co-quick summary"), record=False)
    tap(phone, phone.locator("label.co-chip:has(input[name=taker])", has_text="Ann"), record=False)
    tap(phone, phone.locator("label.co-chip:has(input[name=trump][value=C])"), record=False)
    no_sideways_scroll(phone)
    shoot(phone, "couillon-04-called-aloud")
    tap(phone, phone.locator("button[value=contract]"))
    expect(phone.locator(".co-contract")).to_contain_text("counts double")
    tap(phone, phone.locator(".co-winner button[value='1']"))
    assert len(TAPS) == 5
    expect(phone.locator(".phase-title")).to_have_text("Deal 4 · Dee deals")
    expect(board.locator(".co-last")).to_contain_text("Ann accepted ♣ · Bob & Dee won (doubled)")
    expect(board.locator(".co-mark")).to_have_count(2)
    expect(board.locator(".co-names")).to_contain_text("4 lines · 2 marks")

    sizes = board.evaluate(
        "['.co-now', '.co-fact', '.co-last', '.co-name']"
        ".map(s => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))"
    )
    if screen == "tablet":
        assert min(sizes) >= 24, sizes  # the deal's facts, readable across the table at 1024 px
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "couillon-05-after-three-deals")
    shoot(board, "couillon-06-board-after-three-deals")
