"""Five-Card Cribbage in a real browser: the cut, a whole deal pegged card by card and shown from the cards,
two deals entered as points, and a win in mid-pegging, while a second screen shows the board."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import Taps, create_table, open_board
from tests.e2e.test_gin_flow import start_two_player_game

#: Every tap on the phone, to count the taps of a deal (docs/games/cribbage.md).
TAPS = Taps()


def title(page: Page):
    return page.locator(".phase-title")


def pick(page: Page, *cards: str) -> None:
    """One tap per card on the card grid, none of them recording an entry by itself."""
    for card in cards:
        TAPS(page, page.locator(f".entry-picker .pick[data-card='{card}']"), record=False)


def play(page: Page, card: str) -> None:
    """One tap on the card grid that records the card (the start card, a card played)."""
    TAPS(page, page.locator(f".entry-picker .pick[data-card='{card}']"))


def count_show(page: Page, cards: list[str], *, played: bool = False) -> None:
    """Count a hand or the crib from its cards, and wait for the form of the next step. A hand whose cards
    were all played in the pegging comes filled in: check them instead of tapping them again."""
    if played:
        expect(page.locator("#entry-form input[name=cards]")).to_have_value(" ".join(cards))
    else:
        pick(page, *cards)
    TAPS(page, page.locator("#entry-form button.primary"))


def show_points(page: Page, points: int) -> int:
    """Count a hand or the crib as points, and wait for the form of the next step: the digits typed."""
    TAPS(page, page.locator("summary:has-text('Enter the points instead')"), record=False)
    typed = TAPS.key_in(page, page.locator("input[name=points]"), str(points))
    TAPS(page, page.locator("button:has-text('Record the points')"))
    return typed


def quick_deal(page: Page, starter: str, pegged: tuple[int, int], shows: tuple[int, int, int]) -> int:
    """A deal recorded the quick way: start card, each player's pegging points, then three counts; returns
    the digits typed."""
    play(page, starter)
    TAPS(page, page.locator("summary:has-text('Pegging by hand?')"), record=False)
    typed = sum(
        TAPS.key_in(page, page.locator(f"input[name='points.{seat}']"), str(pegged[seat])) for seat in (0, 1)
    )
    TAPS(page, page.locator("button:has-text('Record the pegging points')"))
    return typed + sum(show_points(page, points) for points in shows)


def pegs(board: Page, seat: int):
    return board.locator(".total-card").nth(seat)


def test_a_deal_card_by_card_then_a_win_in_mid_pegging(live_server, context_factory, shoot):
    phone = context_factory().new_page()
    create_table(phone, live_server)
    start_two_player_game(phone, "cribbage")
    expect(title(phone)).to_contain_text("Cut for the first deal")

    board = open_board(context_factory, phone)

    # The cut: Ann a king, Bob a seven. Bob cut lower and deals; Ann pegs three for last.
    TAPS.clear()
    pick(phone, "KD", "7H")
    TAPS(phone, phone.locator("button:has-text('Record the cut')"), record=False)
    expect(pegs(board, 0)).to_contain_text("3")
    assert len(TAPS) == 3  # the two cards cut and Record

    # Deal 1, start card 5♦. Ann leads: 4♠ 2♥ 3♠ (run of 3, Ann +3) 5♥ (run of 4, Bob +4)
    # 6♠ (run of 5, Ann +5) 10♥ (30), then nobody has a card: last card, Bob +1.
    TAPS.clear()
    play(phone, "5D")
    for card in ("4S", "2H", "3S", "5H", "6S"):
        play(phone, card)
    expect(phone.locator(".crib-count strong")).to_have_text("20")
    expect(phone.locator(".entry-picker .pick[data-card='4S']")).to_be_disabled()  # already played
    # A tap on the grid records the card: no Record button beside it, until the card is typed instead.
    play_button = phone.locator("button:has-text('Play the card')")
    expect(play_button).to_be_hidden()
    shoot(phone, "cribbage-pegging")
    TAPS(phone, phone.locator("button.type-cards"), record=False)  # to see the button; a table needs no tap
    expect(play_button).to_be_visible()
    pick(phone, "10H")

    # The show, non-dealer first. Ann 4♠ 3♠ 6♠ + 5♦: fifteen 2, run of four 4, flush 3 = 9.
    expect(title(phone)).to_contain_text("Ann's hand")
    count_show(phone, ["4S", "3S", "6S"], played=True)
    # Bob 2♥ 5♥ 10♥ + 5♦: fifteens 4, pair 2, flush 3 = 9.
    expect(title(phone)).to_contain_text("Bob's hand")
    count_show(phone, ["2H", "5H", "10H"], played=True)
    # Bob's crib K♣ Q♣ J♦ 9♣ + 5♦: three fifteens 6, run of three 3, his nob (J♦) 1 = 10.
    expect(title(phone)).to_contain_text("crib")
    count_show(phone, ["KC", "QC", "JD", "9C"])
    # The start card, 6 cards played (and the type-the-cards button), 2 hands' Count, the crib's 4 and Count.
    assert len(TAPS) == 1 + 6 + 1 + 2 + 5
    # Ann 3 + 8 + 9 = 20; Bob 5 + 9 + 10 = 24.
    expect(pegs(board, 0)).to_contain_text("20")
    expect(pegs(board, 1)).to_contain_text("24")
    phone.locator("table.sheet details.breakdown summary").first.click()
    expect(phone.locator("table.sheet details.breakdown").first).to_contain_text("his nob")
    shoot(phone, "cribbage-after-deal-1")

    # Deals 2 and 3 at the table's pace. Deal 2, Ann deals: Bob pegs 5, Ann 4; Bob's hand 12,
    # Ann's 14, Ann's crib 6 -> Ann 44, Bob 41. Deal 3, Bob deals: Ann pegs 6, Bob 3; Ann 8, Bob 10,
    # crib 2 -> Ann 58, Bob 56.
    TAPS.clear()
    typed = quick_deal(phone, "8C", (4, 5), (12, 14, 6))
    # The start card; open, 2 fields and Record for the pegging; open, field and Record for each count.
    assert (len(TAPS), typed) == (1 + 4 + 3 * 3, 7)
    expect(pegs(board, 0)).to_contain_text("44")
    quick_deal(phone, "9S", (6, 3), (8, 10, 2))
    expect(pegs(board, 0)).to_contain_text("58")
    expect(pegs(board, 1)).to_contain_text("56")
    shoot(board, "cribbage-board")

    # Deal 4, Ann deals and Bob leads: 7♣, 8♦ fifteen (Ann 60), 8♠ pair (Bob 58), 8♥ pair royal and
    # thirty-one: Ann pegs 8 and wins in the middle of the play.
    play(phone, "2D")
    for card in ("7C", "8D", "8S"):
        play(phone, card)
    pick(phone, "8H")  # the game is over: no form to wait for
    expect(title(phone)).to_contain_text("Ann wins 68")
    expect(phone.locator("#entry-form")).to_have_count(0)  # nothing more can be entered
    expect(board.locator(".winner")).to_contain_text("Ann wins")
    shoot(board, "cribbage-board-won")


def test_the_board_with_players_starting_at_opposite_ends(live_server, context_factory, shoot, screen):
    page = context_factory().new_page()
    api = page.request
    table = api.post(f"{live_server}/api/v1/tables", data={"name": "Pub", "players": ["Ann", "Bob"]}).json()
    token = table["scorer_token"]
    body = {"ruleset": "cribbage", "options": {"board_layout": "opposite_ends"}}
    game = api.post(f"{live_server}/api/v1/tables/{token}/games", data=body).json()
    events = [
        ("cut", {"dealer": 0}),  # Ann deals, Bob pegs 3
        ("starter", {"card": "JD"}),  # his heels: Ann 2
        ("pegging_points", {"points": [4, 7]}),
        ("show", {"points": 6}),  # Bob's hand: Bob 3 + 7 + 6 = 16
        ("show", {"points": 12}),  # Ann's hand: Ann 2 + 4 + 12 = 18
    ]
    for seq, (kind, payload) in enumerate(events):
        url = f"{live_server}/api/v1/tables/{token}/games/{game['id']}/events"
        response = api.post(url, data={"type": kind, "payload": payload, "expected_seq": seq})
        assert response.status == 201, response.text()
    page.goto(f"{live_server}/t/{table['viewer_token']}/g/{game['id']}/board")
    # One picture of the board shows: standing up on a phone, lying down on a tablet.
    board = page.get_by_role("img", name="Cribbage board: Ann 18 (was 6), Bob 16 (was 10)")
    expect(board).to_be_visible()
    expect(board).to_have_class(f"crib-board crib-{'standing' if screen == 'phone' else 'lying'}")
    expect(page.locator(".crib-legend")).to_contain_text("starting at opposite ends")
    shoot(page, "cribbage-board-opposite-ends")
