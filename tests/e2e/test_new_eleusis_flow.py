"""A 41-turn New Eleusis round in a real browser, on a phone or a tablet: God types the secret rule and taps
the starter, then enters the plays as they are called, most by count (a run of right plays in one tap, a
wrong play by its number of cards), two by their cards; a prophet is declared and a player goes out. A
second browser's scoreboard follows live, shows the layout and the card counts, and never shows the rule
(nor does a viewer's phone) until the round is over. The round is 23 taps and 22 typed characters
(docs/games/new-eleusis.md)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, no_sideways_scroll, open_board, start_game, viewer_url

RULE = "alternate odd and even"
PLAYERS = ["Ann", "Bob", "Cid", "Dee", "Eve"]
#: Every tap on the phone, to count the taps of the round: ``tap(page, locator)`` records an entry.
tap = TAPS = Taps()


def start_new_eleusis(page: Page) -> None:
    start_game(
        page,
        "new-eleusis",
        "input[name='opt.hand_size']",
        "Round 1 · Ann writes the rule",
        {"opt.hand_size": "10"},
    )


def pick(page: Page, *cards: str) -> None:
    for card in cards:
        tap(page, page.locator(f".entry-picker .pick[data-card='{card}']"), record=False)


def call(page: Page, card: str, verdict: str) -> None:
    """A card from the grid, then one tap on Right or Wrong."""
    pick(page, card)
    tap(page, page.locator(".ne-calls button", has_text=verdict))


def counted(page: Page, *entries: str) -> None:
    """Plays entered by count, one tap each: "5" a run of five right plays, "2x" a wrong play of two."""
    for entry in entries:
        name = "wrong" if entry.endswith("x") else "turns"
        tap(page, page.locator(f".ne-counts button[name={name}][value='{entry.rstrip('x')}']"))


def test_a_41_turn_round_with_a_prophet_and_the_rule_kept_secret(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Lab bench", PLAYERS)
    start_new_eleusis(phone)
    viewer = viewer_url(phone)

    board = open_board(context_factory, phone, viewer)
    viewer_phone = context_factory().new_page()
    viewer_phone.goto(viewer)

    # God (Ann) writes the rule and taps the starter 3H: three scientists from her left, Dee.
    TAPS.clear()
    phone.fill("textarea[name=rule]", RULE)
    pick(phone, "3H")
    shoot(phone, "ne-01-rule")
    tap(phone, phone.locator("button:has-text('Start the round')"))
    expect(phone.locator(".phase-title")).to_contain_text("Round 1 · Dee's turn")
    expect(board.locator(".ne-secret")).to_have_text("secret")

    # Dee, Eve, Bob, Cid in turn. Dee's 5H is right; six right plays in one tap; Cid's 6S wrong.
    call(phone, "5H", "Right")
    counted(phone, "6")
    call(phone, "6S", "Wrong")
    expect(board.locator(".ne-wrongcard")).to_have_text("6♠")
    expect(board.locator(".ne-unnamed")).to_have_count(6)
    counted(phone, "2", "2x", "2")  # Dee, Eve right; Bob's wrong pair; Cid, Dee right
    tap(phone, phone.locator("button:has-text('Dee declares themselves prophet')"))
    expect(phone.locator(".ne-call legend")).to_have_text("Dee (prophet) calls it")
    expect(board.locator(".ne-prophet")).to_have_text("prophet")
    expect(board.locator(".ne-players li", has_text="Bob").locator(".ne-count")).to_have_text("10")
    no_sideways_scroll(phone)
    no_sideways_scroll(board)
    shoot(phone, "ne-02-play")
    shoot(board, "ne-03-board")
    # Nowhere before the round ends: the scoreboard, a viewer's phone, the play page.
    for page in (board, phone):
        assert RULE not in page.content()
    viewer_phone.reload()
    assert RULE not in viewer_phone.content()
    viewer_phone.goto(board.url)
    assert RULE not in viewer_phone.content()

    # Eve, Bob, Cid play on under the prophet's calls; Eve goes out on turn 41.
    counted(phone, "3", "2x", "1x", "3", "1x", "4", "1x", "3", "1x", "5", "1x", "4")
    expect(phone.locator(".phase-title")).to_contain_text("Round 2 · Bob writes the rule")
    # The starter and Start (2), 18 entries of plays (two by their cards, 2 taps each: 20), the prophet (1).
    assert len(TAPS) == 23
    # High count 6 (Cid, Dee): Bob 6 − 5 = 1; Eve 6 + 4 = 10; Dee, True Prophet, 22 right and 7 wrong
    # cards after her marker: 22 + 14 = 36; Ann min(36, 2 × 14) = 28.
    expect(board.locator(".ne-revealed")).to_contain_text(RULE)
    expect(board.locator(".total-card .points")).to_have_text(["28", "1", "0", "36", "10"])
    no_sideways_scroll(board)
    shoot(board, "ne-04-board-revealed")
    viewer_phone.reload()
    assert RULE in viewer_phone.content()
