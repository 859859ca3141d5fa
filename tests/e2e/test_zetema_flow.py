"""A Zetema hand in a real browser, on a phone or a tablet, entered as the table declares (the default):
each zetema by one tap on its rank in its player's row, a meld tapped in on the card grid with its
player's button and then its discard (a card of the meld), a marriage, and the end of the hand, while a
second browser's scoreboard follows live: the ranks formed, the declarations and the totals toward 300.
A typical two-player hand is 23 taps (docs/games/zetema.md)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a hand: ``tap(page, locator)`` records an entry.
tap = TAPS = Taps()
#: The hand's zetemas after the first (jacks, Bob's) in the order they form, and who formed each: every
#: rank but the married kings and queens (A 15, 5 15, eight others 5 each).
ZETEMAS = [
    ("7", 0), ("A", 0), ("2", 1), ("3", 1), ("4", 0), ("5", 1), ("6", 0), ("8", 1), ("9", 0), ("10", 1),
]  # fmt: skip


def start_zetema(page: Page) -> None:
    start_game(page, "zetema", "select[name='opt.doubled_suit']", "Hand 1 · Ann deals", exact=True)


def zetema(page: Page, seat: int, rank: str) -> None:
    """One tap: the rank in the row of the player who formed the zetema."""
    tap(page, page.locator(f".zt-zetemas button[name='zetema.{seat}'][value='{rank}']"))


def pick(page: Page, *cards: str) -> None:
    for card in cards:
        tap(page, page.locator(f".entry-picker .pick[data-card='{card}']"), record=False)


def test_a_hand_of_declarations_with_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Zetema table", ["Ann", "Bob"])
    start_zetema(phone)
    no_sideways_scroll(phone)
    shoot(phone, "zt-01-declarations")

    board = open_board(context_factory, phone)
    expect(board.locator(".zt-pile")).to_have_count(13)
    TAPS.clear()

    # Bob discards the fifth jack: a zetema of jacks, 20.
    zetema(phone, 1, "J")
    bob = board.locator(".zt-side").nth(1)
    expect(board.locator(".total-card .points").nth(1)).to_have_text("20")
    expect(bob.locator(".zt-total")).to_contain_text("280 to 300")  # what is left, not the total again
    expect(board.locator(".zt-declared")).to_contain_text("zetema of jacks")
    expect(phone.locator(".zt-zetemas button[value=J]")).to_have_count(2)
    expect(phone.locator(".zt-zetemas button[value=J]").first).to_be_disabled()
    shoot(board, "zt-02-board-zetema")

    # Ann shows a sequence, tapped in on the card grid, then discards its 9 of spades (not any 9).
    pick(phone, "4H", "5S", "6D", "7C", "8H", "9S")
    expect(phone.locator("input[name=cards]")).to_have_value("4H 5S 6D 7C 8H 9S")
    shoot(phone, "zt-03-meld")
    tap(phone, phone.locator(".zt-buttons button[name=seat][value='0']"))
    expect(phone.locator(".zt-meld-shown")).to_contain_text("Ann's meld: 4H 5S 6D 7C 8H 9S")
    expect(phone.locator(".zt-discard button[name=card]")).to_have_count(6)
    ann = board.locator(".zt-side").nth(0)
    expect(board.locator(".total-card .points").nth(0)).to_have_text("20")
    expect(board.locator(".zt-declared li").first).to_contain_text("sequence")
    tap(phone, phone.locator(".zt-discard button[value='9S']"))
    expect(phone.locator(".zt-zetemas button[name='zetema.0']")).to_have_count(13)

    # Bob marries the king and queen of hearts: 10; no zetema of kings or queens this hand.
    pick(phone, "KH", "QH")
    tap(phone, phone.locator(".zt-buttons button[name=seat][value='1']"))
    expect(board.locator(".total-card .points").nth(1)).to_have_text("30")
    expect(phone.locator(".zt-zetemas button[value=K]").first).to_be_disabled()

    # The other ten zetemas as they form, then the hand is over.
    for rank, seat in ZETEMAS:
        zetema(phone, seat, rank)
    # Ann 20 + 15 + 4 x 5 = 55; Bob 20 + 10 + 15 + 4 x 5 = 65
    expect(board.locator(".total-card .points")).to_have_text(["55", "65"])
    size, fact = font_px(ann.locator(".zt-total")), font_px(board.locator(".zt-fact"))
    assert size >= 24 and fact >= 24, (size, fact)
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "zt-04-before-the-end")
    shoot(board, "zt-05-board-before-the-end")
    tap(phone, phone.locator("button.zt-over"))
    expect(phone.locator(".phase-title")).to_have_text("Hand 2 · Bob deals")
    # 11 zetemas + a meld (6 cards, Ann's button, the discard) + a marriage (2 cards, Bob's button) + the end
    assert len(TAPS) == 23
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)").first).to_contain_text("melds 20")
