"""A New Eleusis round in a real browser, on a phone or a tablet: God types the secret rule and taps the
starter, the plays are tapped in from the card grid and called right or wrong, a prophet is declared, and a
player goes out; a second browser's scoreboard follows live, shows the layout as cards and the card counts,
and never shows the rule (nor does a viewer's phone) until the round is over."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import create_table, no_sideways_scroll, open_board, recorded, start_game, viewer_url

RULE = "alternate odd and even"
PLAYERS = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def start_new_eleusis(page: Page) -> None:
    start_game(
        page,
        "new-eleusis",
        "input[name='opt.hand_size']",
        "Round 1 · Ann writes the rule",
        {"opt.hand_size": "4"},
    )


def tap_cards(page: Page, *cards: str) -> None:
    for card in cards:
        page.locator(f".entry-picker .pick[data-card='{card}']").click()


def call(page: Page, cards: tuple[str, ...], verdict: str) -> None:
    """The cards from the grid, then one tap on Right or Wrong."""
    tap_cards(page, *cards)
    recorded(page, page.locator(".ne-calls button", has_text=verdict).click)


def test_a_round_with_a_prophet_and_the_rule_kept_secret(live_server, context_factory, screen, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server, "Lab bench", PLAYERS)
    start_new_eleusis(phone)
    viewer = viewer_url(phone)

    board = open_board(context_factory, phone, viewer)
    viewer_phone = context_factory().new_page()
    viewer_phone.goto(viewer)

    # God (Ann) writes the rule, gives a hint and taps the starter 3H: three scientists from her left, Dee.
    phone.fill("textarea[name=rule]", RULE)
    phone.fill("input[name=hint]", "numbers matter")
    tap_cards(phone, "3H")
    shoot(phone, "ne-01-rule")
    recorded(phone, phone.locator("button:has-text('Start the round')").click)
    expect(phone.locator(".phase-title")).to_contain_text("Round 1 · Dee's turn")
    expect(board.locator(".ne-secret")).to_have_text("secret")
    expect(board.locator(".ne-card")).to_have_count(1)

    call(phone, ("5H",), "Right")  # Dee: 3 left
    call(phone, ("6S",), "Wrong")  # Eve: 4 − 1 + 2 = 5
    expect(board.locator(".ne-wrongcard")).to_have_text("6♠")
    call(phone, ("7D",), "Right")  # Bob: 3 left
    recorded(phone, phone.locator("button:has-text('Bob declares themselves prophet')").click)
    expect(phone.locator(".ne-call legend")).to_have_text("Bob (prophet) calls it")
    expect(board.locator(".ne-prophet")).to_have_text("prophet")
    expect(board.locator(".ne-black")).to_have_count(1)
    expect(board.locator(".ne-players li", has_text="Eve").locator(".ne-count")).to_have_text("5")
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

    call(phone, ("8C",), "Right")  # Cid: 3 left
    call(phone, ("9C", "10C", "JC"), "Right")  # Dee goes out: the round ends
    expect(phone.locator(".phase-title")).to_contain_text("Round 2 · Bob writes the rule")
    # Round 1: high count 5 (Eve). Bob 5 − 3 + 4 right after his marker = 6; Cid 2; Dee 5 + 4 = 9; Eve 0;
    # Ann min(9, 2 × 3) = 6.
    expect(board.locator(".ne-revealed")).to_contain_text(RULE)
    expect(board.locator(".total-card").nth(3)).to_contain_text("9")
    expect(board.locator(".total-card").nth(0)).to_contain_text("6")
    no_sideways_scroll(board)
    shoot(board, "ne-04-board-revealed")
    viewer_phone.reload()
    assert RULE in viewer_phone.content()
