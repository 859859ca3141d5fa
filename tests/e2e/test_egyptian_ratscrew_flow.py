"""An Egyptian Ratscrew game in a real browser, on a phone or a tablet: the stacks dealt, cards tapped by
rank, a queen unanswered and the pile picked up, a pair slapped (one tap on the slapper), then the winner
entered directly, while a second browser's scoreboard follows live: the pile, the stacks and the tally."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, font_px, no_sideways_scroll, open_board, start_game

#: Every tap on the phone, to count the taps of a game (docs/games/egyptian-ratscrew.md).
TAPS = Taps()


def start_ratscrew(page: Page) -> None:
    start_game(page, "egyptian-ratscrew", "input[name='opt.jokers'][type=checkbox]", "Game 1 · Ann deals")


def turn(page: Page, rank: str) -> None:
    """One tap on the card pad."""
    TAPS(page, page.locator(f".er-pad button[value='{rank}']"))


def test_a_game_with_the_pile_refereed_and_a_live_scoreboard(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Ratscrew table")
    start_ratscrew(phone)
    shoot(phone, "er-01-deal")

    board = open_board(context_factory, phone)

    # 52 cards in four stacks of 13; Bob, on Ann's left, turns first.
    expect(phone.locator("input[name='counts.1']")).to_have_value("13")
    TAPS.clear()
    TAPS(phone, phone.locator("button:has-text('Deal: track the pile')"))
    expect(phone.locator(".phase-title")).to_have_text("Game 1 · Bob to turn")
    expect(board.locator(".er-stacks li")).to_have_count(4)

    # Bob turns a queen: Cid has two chances, turns a 4 and an 8; Bob picks up the pile.
    turn(phone, "Q")
    expect(board.locator(".er-turn")).to_contain_text("2 chances for the Q")
    turn(phone, "4")
    turn(phone, "8")
    expect(phone.locator(".er-said")).to_have_text("No letter card in time: Bob picks up the pile.")
    shoot(phone, "er-02-take")
    TAPS(phone, phone.locator(".er-take"))
    expect(board.locator(".er-stacks li").nth(1)).to_contain_text("15")  # 13 - 1 + 3

    # Bob 9, Cid 9: Dee slaps the pair first, one tap on her name.
    turn(phone, "9")
    turn(phone, "9")
    expect(board.locator(".er-top .er-card")).to_have_count(2)
    shoot(board, "er-03-board-pair")
    TAPS(phone, phone.locator(".er-slap label", has_text="Dee"))
    expect(phone.locator(".er-said")).to_have_text("A pair of 9s: the first to slap takes the pile.")
    # The tap recorded the slap: no "Judge the slap" is left on show that could only answer "who?".
    expect(phone.locator("#er-slap-go")).to_be_hidden()
    expect(board.locator(".er-said")).to_have_text("A pair of 9s: the first to slap takes the pile.")
    expect(board.locator(".er-stacks li").nth(3)).to_contain_text("15")  # 13 + 2
    no_sideways_scroll(phone)
    shoot(phone, "er-04-after-slap")
    said = font_px(board.locator(".er-fact strong").first)
    assert said >= 24, said
    no_sideways_scroll(board)
    shoot(board, "er-05-board-after-slap")

    # The table stops tracking: Dee won the game.
    refereed = len(TAPS)
    TAPS(phone, phone.locator(".er-quick summary"), record=False)
    TAPS(phone, phone.locator(".er-quick label", has_text="Dee"), record=False)
    TAPS(phone, phone.locator(".er-quick button"))
    # Deal, 5 cards, the pile picked up, the slap; then who won (open, winner, record).
    assert (refereed, len(TAPS) - refereed) == (1 + 5 + 1 + 1, 3)
    expect(phone.locator(".phase-title")).to_have_text("Game 2 · Bob deals")
    expect(board.locator(".total-card").nth(3)).to_contain_text("1")
    no_sideways_scroll(phone)
    shoot(phone, "er-06-game-2")
    shoot(board, "er-07-board-game-2")
