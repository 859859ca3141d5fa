"""The scoreboard read from across the table (issue 14): on a 1024×768 tablet the current deal's facts are
at least 24 px, the trump is in its colour, each fact is said once; cribbage shows the play pile while the
players peg. The games are set up through the JSON API; the board is a real browser page."""

from __future__ import annotations

from playwright.sync_api import APIRequestContext, Page, expect

#: The smallest type for the current deal's facts on a tablet.
READABLE_PX = 24
RED = "rgb(181, 48, 42)"  # .suit-red (#b5302a: 4.5:1 on buttons too)


class Api:
    """Entries through the JSON API, as another phone at the table would make them."""

    def __init__(self, request: APIRequestContext, base: str, players: list[str]) -> None:
        self.request, self.base = request, base
        table = request.post(f"{base}/api/v1/tables", data={"name": "Board", "players": players}).json()
        self.scorer, self.viewer = table["scorer_token"], table["viewer_token"]
        self.game = 0

    def start(self, ruleset: str, options: dict | None = None) -> None:
        body = {"ruleset": ruleset, "options": options or {}, "first_dealer": 0}
        response = self.request.post(f"{self.base}/api/v1/tables/{self.scorer}/games", data=body)
        assert response.status == 201, response.text()
        self.game = response.json()["id"]

    def entry(self, type_: str, **payload) -> None:
        url = f"{self.base}/api/v1/tables/{self.scorer}/games/{self.game}"
        seq = self.request.get(url).json()["seq"]
        response = self.request.post(
            f"{url}/events", data={"type": type_, "payload": payload, "expected_seq": seq}
        )
        assert response.status == 201, response.text()

    @property
    def board(self) -> str:
        return f"{self.base}/t/{self.viewer}/g/{self.game}/board"


def font_px(page: Page, selector: str) -> list[float]:
    """The computed font size of every element matching ``selector``."""
    sizes = page.eval_on_selector_all(
        selector, "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))"
    )
    assert sizes, f"nothing matches {selector}"
    return sizes


def assert_readable(page: Page, screen: str, *selectors: str) -> None:
    """At least 24 px on the tablet; on the phone (read in the hand) only checked for being there."""
    for selector in selectors:
        sizes = font_px(page, selector)
        if screen == "tablet":
            assert min(sizes) >= READABLE_PX, f"{selector}: {sizes} px"


def test_oh_hell_board_shows_the_deal_large_and_once(live_server, context_factory, screen, shoot):
    context = context_factory()
    api = Api(context.request, live_server, ["Ann", "Bob", "Cid", "Dee"])
    api.start("oh-hell")
    api.entry("trump", card="7H")
    for seat, bid in ((1, 3), (2, 2)):
        api.entry("bid", player=seat, bid=bid)
    page = context.new_page()
    page.goto(api.board)
    status = page.locator(".board-status")
    expect(status.locator(".now")).to_have_text("Hand 1 of 19 · 10 cards · ♥ trumps")
    expect(status.locator(".progress")).to_have_text("Bids so far 5 of 10 tricks · Dee to bid")
    expect(page.locator(".fact-bid")).to_have_text(["bid …", "bid 3", "bid 2", "bid …"])
    # The dealer once: a badge on Ann's total, not a line nor "Ann deals" in the title.
    expect(page.locator(".total-card").nth(0).locator(".deals-badge")).to_have_text("deals")
    expect(page.locator(".deals-badge")).to_have_count(1)
    expect(status).not_to_contain_text("Dealer")
    expect(status).not_to_contain_text("Ann deals")
    # The trump in its colour (a retrying check: the live board may swap the element while it is read).
    expect(page.locator(".board-status .now .suit-red")).to_have_css("color", RED)
    assert_readable(
        page, screen, ".board-status .now", ".board-status .progress", ".deals-badge", ".fact-bid"
    )
    assert font_px(page, ".board-status .now .suit-red")[0] > font_px(page, ".board-status .now")[0]
    shoot(page, "board-oh-hell-bidding")

    # All bids in: 3 + 2 + 2 + 2 = 9 for 10 tricks; the board follows live.
    api.entry("bid", player=3, bid=2)
    api.entry("bid", player=0, bid=2)
    expect(status.locator(".progress")).to_have_text("Bids 9 for 10 tricks: under-bid by 1")
    api.entry("tricks", taken=[2, 3, 3, 2])
    # Hand 2: the last hand under each total, Bob deals.
    expect(page.locator(".fact-last")).to_have_text(
        ["bid 2 · took 2 · +12", "bid 3 · took 3 · +13", "bid 2 · took 3 ✗ · +3", "bid 2 · took 2 · +12"]
    )
    expect(page.locator(".total-card").nth(1).locator(".deals-badge")).to_be_visible()
    assert_readable(page, screen, ".fact-last", ".board-status .now")
    shoot(page, "board-oh-hell-next-hand")


def test_cribbage_board_shows_the_play_pile_while_pegging(live_server, context_factory, screen, shoot):
    context = context_factory()
    api = Api(context.request, live_server, ["Ann", "Bob"])
    api.start("cribbage")
    api.entry("cut", dealer=1)
    api.entry("starter", card="5D")
    page = context.new_page()
    page.goto(api.board)
    pile = page.locator(".crib-pile")
    expect(pile).to_contain_text("No card played yet")
    api.entry("play", player=0, card="10S")
    api.entry("play", player=1, card="5H")  # fifteen two
    expect(pile.locator(".crib-pile-face")).to_have_text(["10♠", "5♥"])
    expect(page.locator(".board-status .now")).to_contain_text("the play · count 15")
    expect(page.locator(".board-status .progress")).to_contain_text("Ann to play")
    expect(pile).not_to_contain_text("to play")  # said once, in the status
    expect(pile.locator(".crib-pile-card").nth(1)).to_contain_text("+2")
    expect(page.locator(".crib-pile-card:nth-child(2) .crib-pile-face")).to_have_css("color", RED)
    assert_readable(page, screen, ".crib-pile-face", ".crib-pile-who")
    expect(page.locator(".crib-board-card")).to_be_visible()  # the pegboard is still there
    shoot(page, "board-cribbage-pegging")
