"""Getting back in, correcting a past hand, records at any time, in a real browser on a phone and a tablet.

A scorer plays a round of Golf, undoes and redoes it (the page says what), closes the tab, comes back
through the home page's "Continue", corrects the first round from its Edit link, finishes the game and
starts a rematch with the next dealer.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import create_table, no_sideways_scroll, recorded, start_game


def play_round(page: Page, scores: list[int], number: int) -> None:
    for seat, score in enumerate(scores):
        page.fill(f"input[name='scores.{seat}']", str(score))
    recorded(page, lambda: page.click(f"button:has-text('Record round {number}')"))


def assert_tap_size(link) -> None:
    """An Edit a finger can hit: at least 44 by 44 px."""
    box = link.bounding_box()
    assert box and box["width"] >= 44 and box["height"] >= 44, box


def test_back_in_through_the_home_page_a_corrected_round_and_a_rematch(live_server, context_factory, shoot):
    context = context_factory()
    phone = context.new_page()
    create_table(phone, live_server, name="Back-in table")
    start_game(phone, "golf", "input[name='opt.rounds']", "Round 1", {"opt.rounds": "2"})
    # The records are there during the game, not only at its end.
    expect(phone.locator(".records-links a", has_text="Export CSV")).to_be_visible()

    play_round(phone, [7, 2, 9, 4], 1)
    recorded(phone, lambda: phone.click("button:has-text('Undo')"))
    expect(phone.locator(".notice.done")).to_have_text("Undone: Ann scores 7, Bob 2, Cid 9, Dee 4.")
    shoot(phone, "back-01-undone")
    recorded(phone, lambda: phone.click("button:has-text('Redo')"))
    expect(phone.locator(".notice.done")).to_contain_text("Redone: Ann scores 7")
    expect(phone.locator(".last-entry")).to_have_text("Last: Ann scores 7, Bob 2, Cid 9, Dee 4 · Undo")

    # The tab is closed; the home page of the same browser offers the game again.
    phone.close()
    phone = context.new_page()
    phone.goto(live_server + "/")
    expect(phone.locator("#recent")).to_contain_text("Back-in table")
    shoot(phone, "back-02-home-recent")
    no_sideways_scroll(phone)
    phone.click("a.continue")
    expect(phone.locator(".phase-title")).to_contain_text("Round 2")

    # Cid's 9 in round 1 was a 5: open the round from its row's Edit (the entries that made it), change it,
    # save.
    row_edit = phone.locator("table.sheet tr[data-row='0'] a.edit-row")
    assert_tap_size(row_edit)
    row_edit.click()
    expect(phone.locator("#entry-1")).to_contain_text("Ann scores 7, Bob 2, Cid 9, Dee 4")
    assert_tap_size(phone.locator("#entry-1 a.edit-entry"))
    phone.click("#entry-1 a.edit-entry")
    expect(phone.locator("#editing")).to_contain_text("Correcting entry 1")
    expect(phone.locator("input[name='scores.2']")).to_have_value("9")
    expect(phone.locator(".phase-title")).to_contain_text("Round 1")  # the form as it was then
    shoot(phone, "back-03-editing")
    no_sideways_scroll(phone)
    phone.fill("input[name='scores.2']", "5")
    phone.click("button:has-text('Record round 1')")
    expect(phone.locator(".notice.done")).to_contain_text("Corrected entry 1")
    expect(phone.locator("table.sheet tfoot")).to_contain_text("5")
    expect(phone.locator(".phase-title")).to_contain_text("Round 2")

    play_round(phone, [1, 1, 1, 1], 2)
    over = phone.locator("section.over")
    expect(over).to_contain_text("Game over")
    expect(over.locator("a", has_text="Export JSON")).to_be_visible()
    shoot(phone, "back-04-over")
    # The print sheet: the options played, and on paper no "How it scored" toggles.
    over.locator("a", has_text="Print score sheet").click()
    expect(phone.locator(".options-played")).to_contain_text("Rounds: 2")
    expect(phone.locator(".breakdown-row").first).to_be_visible()
    phone.emulate_media(media="print")
    expect(phone.locator(".breakdown-row").first).to_be_hidden()
    shoot(phone, "back-05-print")
    phone.emulate_media(media="screen")
    phone.go_back()
    over = phone.locator("section.over")
    over.locator("button:has-text('Rematch')").click()
    expect(phone.locator(".phase-title")).to_contain_text("Round 1")
    expect(phone.locator(".dealer")).to_contain_text("Bob")  # Ann dealt the first game
    shoot(phone, "back-06-rematch")
