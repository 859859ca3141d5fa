"""A Beggar My Neighbour game in a real browser, on a phone or a tablet: the referee started, the text's
example tapped in one card at a time, the pile taken, then the rest of the game entered by its winner,
while a second browser's scoreboard follows live: the sentence, the counts and the games won."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a game (docs/games/beggar-my-neighbour.md).
TAPS = Taps()


def tap(page: Page, rank: str) -> None:
    """One tap: the rank of the card turned."""
    TAPS(page, page.locator(f".bm-rank-grid button[value='{rank}']"))


def test_the_referee_on_the_phone_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Pip's table", ["Ann", "Bob"])
    start_game(phone, "beggar-my-neighbour", "input[name='opt.wins']", "Game 1 · Ann deals")
    shoot(phone, "bm-01-start")

    board = open_board(context_factory, phone)

    TAPS.clear()
    TAPS(phone, phone.locator("button[value=start]"))
    expect(phone.locator(".bm-said")).to_have_text("Bob to play")
    expect(board.locator(".bm-said")).to_have_text("Bob to play")

    # "A plays a queen; B plays a six and then a jack; A plays an ace; B plays 3,7,king; A plays 10,4,6."
    for rank in ["Q", "6", "J", "A", "3", "7", "K"]:
        tap(phone, rank)
    expect(phone.locator(".bm-said")).to_have_text("Bob pays for Ann's K: 3 chances left")
    expect(board.locator(".bm-said")).to_have_text("Bob pays for Ann's K: 3 chances left")
    no_sideways_scroll(phone)
    shoot(phone, "bm-02-paying")
    shoot(board, "bm-03-board-paying")
    for rank in ["10", "4", "6"]:
        tap(phone, rank)
    # "The king has been paid for so B takes the centre pile": Ann 26 - 5 + 10 = 31, Bob 26 - 5 = 21
    expect(board.locator(".bm-said")).to_have_text("Ann took the pile of 10 cards and plays next")
    expect(board.locator(".bm-counts li").first).to_contain_text("31")
    expect(board.locator(".bm-counts li").nth(1)).to_contain_text("21")
    shoot(board, "bm-04-board-taken")

    # The table stops: Ann wins the game; the match goes on to 3 wins.
    TAPS(phone, phone.locator("summary:has-text('Stopping here?')"), record=False)
    TAPS(phone, phone.locator("input[name=winner][value='0']"), record=False)
    TAPS(phone, phone.locator("button:has-text('Record the winner')"))
    assert len(TAPS) == 1 + 10 + 3  # Start, a tap a card turned, then the winner (open, winner, Record)
    expect(phone.locator(".phase-title")).to_contain_text("Game 2 · Bob deals")
    expect(board.locator(".bm-wins li").first).to_contain_text("1")
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "bm-05-game-2")
