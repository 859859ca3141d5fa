"""Steps shared by the browser tests."""

from __future__ import annotations

import math
from collections.abc import Callable

from playwright.sync_api import Locator, Page, expect


def recorded(page: Page, action: Callable[[], None]) -> None:
    """Do ``action`` (a tap or click that records an entry) and wait until the page shows it stored.

    The entry form carries the log's latest number; the next step must not act on the form it replaced
    (a tap on the old form would be a stale write).
    """
    seq = page.locator("input[name=expected_seq]").first
    before = seq.get_attribute("value")
    action()
    expect(seq).not_to_have_value(before)


PLAYERS = ["Ann", "Bob", "Cid", "Dee"]


def create_table(page: Page, base: str, name: str = "Kitchen table", players: list[str] = PLAYERS) -> None:
    """A new table from the home page, the players in seat order."""
    page.goto(base + "/")
    page.fill("input[name=name]", name)
    inputs = page.locator("input[name=player]")
    for i, player in enumerate(players):
        inputs.nth(i).fill(player)
    page.click("button:has-text('Start table')")
    expect(page.locator("h1")).to_have_text(name)
    page.wait_for_load_state()  # htmx is set up, so choosing a game fetches its options


def viewer_url(page: Page) -> str:
    """The table's read-only link, as the Share page shows it."""
    page.click("a:has-text('Share')")
    url = page.locator("figure:has-text('Viewer') a.url").inner_text()
    page.go_back()
    return url


def no_sideways_scroll(page: Page) -> None:
    """The page is no wider than the screen."""
    width = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert width[0] <= width[1], f"the page scrolls sideways: {width}"


def font_px(locator: Locator) -> float:
    """The element's computed font size in CSS px. The live board may swap the element out between finding
    it and reading its style (a detached element has no computed style), so read it again until it reads."""
    for _ in range(50):
        size = float(locator.evaluate("e => e.isConnected ? parseFloat(getComputedStyle(e).fontSize) : NaN"))
        if not math.isnan(size):
            return size
        locator.page.wait_for_timeout(100)
    raise AssertionError(f"{locator} never had a computed font size")


def start_game(page: Page, slug: str, option_shown: str, title: str) -> None:
    """Choose the game ``slug`` on the table page, wait for its options (``option_shown``, a selector of one
    of them: htmx has fetched them), start it and check the first prompt's title contains ``title``."""
    page.select_option("select[name=ruleset]", slug)
    expect(page.locator(option_shown)).to_be_visible()
    page.click("button:has-text('Start game')")
    expect(page.locator(".phase-title")).to_contain_text(title)


class Taps:
    """The taps a flow makes on the phone, counted to check a deal's tap count against the game's doc."""

    def __init__(self) -> None:
        self.made: list[str] = []

    def __call__(self, page: Page, locator: Locator, record: bool = True) -> None:
        """One tap; by default a tap that records an entry (waits until the page shows it stored)."""
        self.made.append(str(locator))
        if record:
            recorded(page, locator.click)
        else:
            locator.click()

    def clear(self) -> None:
        self.made.clear()

    def __len__(self) -> int:
        return len(self.made)
