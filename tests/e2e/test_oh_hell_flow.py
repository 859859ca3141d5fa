"""The main flow in a real browser: a table of four plays three Oh Hell! hands on a phone or tablet,
including a dealer bid greyed by the hook and an undo, while a second browser's scoreboard follows live."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, open_board, recorded, start_game

#: Every tap on the phone, to count the taps of a hand (docs/games/oh-hell.md).
TAPS = Taps()


def start_oh_hell(page: Page) -> None:
    start_game(
        page,
        "oh-hell",
        "select[name='opt.sequence']",
        "Hand 1",
        {"opt.sequence": "up", "opt.trump": "spades"},
    )


def bid(page: Page, value: int) -> None:
    recorded(page, page.locator(".choice-grid button", has_text=str(value)).first.click)


def record_tricks(page: Page, taken: list[int]) -> None:
    for seat, count in enumerate(taken):
        page.fill(f"input[name='taken.{seat}']", str(count))
    recorded(page, lambda: page.click("button:has-text('Record tricks')"))


def test_three_hands_with_a_refused_dealer_bid_an_undo_and_a_live_scoreboard(
    live_server, context_factory, shoot
):
    phone = context_factory().new_page()
    create_table(phone, live_server)
    shoot(phone, "01-table")
    start_oh_hell(phone)
    shoot(phone, "02-first-bid")

    # A second device opens the viewer link and the game's scoreboard.
    board = open_board(context_factory, phone)

    # Hand 1, one card, Ann deals: Bob 0, Cid 1, Dee 0; Ann may not bid 0 (bids would total 1 = tricks).
    for value in (0, 1, 0):
        bid(phone, value)
    expect(phone.locator(".next")).to_contain_text("Ann")
    # Greyed before the tap, with the reason under the bids: it cannot be tapped.
    expect(phone.locator(".choice-grid button[value='0']")).to_be_disabled()
    expect(phone.locator(".auction-refused")).to_have_text("The hook: the dealer may not bid 0.")
    shoot(phone, "03-hook-refused")
    bid(phone, 1)
    record_tricks(phone, [0, 0, 1, 0])
    # Ann bid 1 took 0: 0; Bob 0/0: 10; Cid 1/1: 11; Dee 0/0: 10 (1 per trick + 10 for an exact bid).
    expect(board.locator(".total-card").nth(2)).to_contain_text("11")
    expect(board.locator(".total-card").nth(1)).to_contain_text("10")

    # Hand 2, two cards, Bob deals. Cid bids 2 by mistake, undoes it, bids 1.
    expect(phone.locator(".phase-title")).to_contain_text("Hand 2")
    bid(phone, 2)
    phone.click("button:has-text('Undo')")
    expect(phone.locator(".next")).to_contain_text("Cid")
    for value in (1, 0, 0):  # Cid, Dee, Ann
        bid(phone, value)
    bid(phone, 0)  # Bob, dealer: total 1 of 2 tricks, allowed
    record_tricks(phone, [0, 1, 1, 0])
    # Ann 0/0 +10 = 10; Bob 0/1: 1 -> 11; Cid 1/1: 11 -> 22; Dee 0/0: 10 -> 20.
    expect(board.locator(".total-card").nth(2)).to_contain_text("22")

    # Hand 3, three cards, Cid deals.
    for value in (1, 1, 0, 0):  # Dee, Ann, Bob, Cid
        bid(phone, value)
    record_tricks(phone, [1, 0, 0, 2])
    # Ann 1/1: 11 -> 21; Bob 0/0: 10 -> 21; Cid 0/0: 10 -> 32; Dee 1/2: 2 -> 22.
    expect(board.locator(".total-card").nth(0)).to_contain_text("21")
    expect(board.locator(".total-card").nth(2)).to_contain_text("32")
    expect(board.locator(".total-card.leader")).to_contain_text("Cid")
    shoot(phone, "04-after-three-hands")
    shoot(board, "05-scoreboard")
    expect(phone.locator("table.sheet tbody tr:not(.breakdown-row)")).to_have_count(3)


def tap(page: Page, selector: str, *, record: bool = True) -> None:
    """One tap on the first element ``selector`` finds; by default one that records an entry."""
    TAPS(page, page.locator(selector).first, record=record)


def test_a_four_player_hand_costs_seven_taps(live_server, context_factory, shoot):
    """The default game: ten cards, the trump turned, bids in turn with the hook. The trump is one tap on
    the card grid, each bid one tap, the tricks start at the bids; with the hook someone always misses, so
    the common hand is one + (or −) on that player, then "Record tricks": 1 + 4 + 1 + 1 = 7 taps."""
    phone = context_factory().new_page()
    create_table(phone, live_server)
    start_game(phone, "oh-hell", "select[name='opt.sequence']", "Hand 1 of 19 · 10 cards · trumps to turn")

    TAPS.clear()
    tap(phone, ".entry-picker .pick[data-card='7H']")  # the trump: recorded on the tap
    expect(phone.locator(".phase-title")).to_contain_text("♥ trumps")
    for value in (3, 2, 2, 2):  # Bob, Cid, Dee, then Ann deals and may not bid 3 (the hook): 9 of 10
        tap(phone, f".choice-grid button[value='{value}']")
    counter = phone.locator("#tricks-sum")
    # Each player's tricks start at their bid.
    for seat, bid in enumerate((2, 3, 2, 2)):
        expect(phone.locator(f"input[name='taken.{seat}']")).to_have_value(str(bid))
    # The line under the steppers is what the server makes of them (play.preview): 9 of the 10 tricks.
    expect(counter).to_have_text("The tricks taken add up to 9, but 10 were played.")
    # Cid took one more than he bid: the line follows the + and − buttons, now the hand's score.
    tap(phone, "input[name='taken.2'] + button.step", record=False)
    expect(phone.locator("input[name='taken.2']")).to_have_value("3")
    expect(counter).to_contain_text("Cid +3")
    shoot(phone, "11-tricks-from-the-bids")
    tap(phone, "button:has-text('Record tricks')")
    expect(phone.locator(".phase-title")).to_contain_text("Hand 2 of 19 · 9 cards")
    assert len(TAPS) == 1 + 4 + 1 + 1, TAPS  # the trump, 4 bids, Cid's +, Record tricks
    # 1 per trick + 10 for an exact bid: Ann 12, Bob 13, Cid 3 (missed), Dee 12.
    totals = phone.locator("table.sheet tfoot td")
    expect(totals).to_have_text(["12", "13", "3", "12"])

    # The server's line follows a − too, and a count that does not add up says so.
    tap(phone, ".entry-picker .pick[data-card='QS']")
    for value in (0, 0, 0, 0):  # Cid, Dee, Ann, then Bob deals: 0 of 9, allowed
        tap(phone, f".choice-grid button[value='{value}']")
    phone.locator("input[name='taken.0'] ~ button.step").first.click()
    expect(counter).to_have_text("The tricks taken add up to 1, but 9 were played.")
    phone.locator("input[name='taken.0']").locator("xpath=preceding-sibling::button").click()
    expect(counter).to_have_text("The tricks taken add up to 0, but 9 were played.")
