"""A Hand and Foot hand in a real browser, on a phone or a tablet: an exact 22-card deal, the first melds
checked against the minimum, then the end of the hand (piles on steppers, values, who went out), while a
second browser's scoreboard follows live: the hand's minimum, the piles as pictures and the totals."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, recorded, start_game

#: Every tap on the phone, to count the taps of the end of a hand (docs/games/hand-and-foot.md).
tap = TAPS = Taps()


def start_hand_and_foot(page: Page) -> None:
    start_game(page, "hand-and-foot", "select[name='opt.tie']", "Hand 1 of 4 · first melds 50")


def step_up(page: Page, name: str, times: int) -> None:
    """Taps on a stepper's + button."""
    plus = page.locator(f"input[name='{name}'] + button.step")
    for _ in range(times):
        tap(page, plus, record=False)


def key_in(page: Page, name: str, value: str) -> int:
    """A tap on a number field, then its digits typed: how many."""
    field = page.locator(f"input[name='{name}']")
    tap(page, field, record=False)
    field.fill(value)
    return len(value)


def test_a_hand_with_first_melds_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Canasta night")
    start_hand_and_foot(phone)

    board = open_board(context_factory, phone)
    expect(board.locator(".hf-fact")).to_contain_text("First melds 50")

    # Dee pulled exactly 22 cards; Ann & Cid lay first melds worth 45 (refused), then 60.
    phone.locator(".hf-during summary").click()
    phone.locator(".hf-who label", has_text="Dee").click()
    recorded(phone, phone.locator("button[value=exact_deal]").click)
    expect(phone.locator(".hf-noted")).to_contain_text("Dee: exactly 22 cards, +100")
    phone.locator(".hf-during summary").click()
    phone.locator(".hf-opening label", has_text="Ann & Cid").click()
    phone.fill("input[name=points]", "45")
    phone.locator("button[value=opening]").click()
    expect(phone.locator("#err-points")).to_contain_text("at least 50 points, not 45")
    phone.fill("input[name=points]", "60")
    recorded(phone, phone.locator("button[value=opening]").click)
    expect(phone.locator(".hf-minimum")).to_contain_text("Ann & Cid opened 60")
    expect(board.locator(".hf-fact")).to_contain_text("Ann & Cid opened")
    shoot(phone, "hf-01-during")

    # Ann goes out: Ann & Cid 2 clean, 2 dirty, 1 wild, 1 red 3, melds 800; Bob & Dee 1 clean, melds 150.
    TAPS.clear()
    for name, times in (("clean.0", 2), ("dirty.0", 2), ("wild.0", 1), ("red_threes.0", 1), ("clean.1", 1)):
        step_up(phone, name, times)
    typed = key_in(phone, "melded.0", "800") + key_in(phone, "melded.1", "150")
    for seat, value in ((1, "40"), (2, "15"), (3, "25")):
        typed += key_in(phone, f"left.{seat}", value)
    tap(phone, phone.locator(".hf-out", has_text="Ann went out"), record=False)
    # Going out says both feet were played and the partner said "Yes": nothing to tick for them.
    expect(phone.locator("input[name=feet], input[name=permission]")).to_have_count(0)
    no_sideways_scroll(phone)
    shoot(phone, "hf-02-end-of-hand")
    tap(phone, phone.locator(".hf-result button.primary"))
    # 7 on the steppers, 5 on the value fields, who went out, Record: 14 taps and 12 digits.
    assert (len(TAPS), typed) == (14, 12)
    expect(phone.locator(".phase-title")).to_contain_text("Hand 2 of 4 · first melds 90")

    # 800 + 1000 + 600 + 1500 + 100 + 100 - 15 = 4085; 150 + 500 - 65 + 100 = 685.
    ann = board.locator(".hf-side").nth(0)
    expect(ann.locator(".hf-total")).to_have_text("+4085")
    expect(board.locator(".hf-side").nth(1).locator(".hf-total")).to_have_text("+685")
    expect(ann.locator(".hf-hand .hf-clean")).to_have_count(2)
    expect(ann.locator(".hf-hand .hf-wild")).to_have_count(1)
    expect(board.locator(".hf-fact")).to_contain_text("First melds 90")
    size = font_px(ann.locator(".hf-total"))
    assert size >= 24, size
    no_sideways_scroll(board)
    shoot(board, "hf-03-board")
