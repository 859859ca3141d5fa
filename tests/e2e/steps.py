"""Steps shared by the browser tests."""

from __future__ import annotations

import math
from collections.abc import Callable

from playwright.sync_api import BrowserContext, Locator, Page, expect


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


def start_game(
    page: Page, slug: str, option_shown: str, title: str, options: dict | None = None, *, exact: bool = False
) -> None:
    """Choose the game ``slug`` on the table page, wait for its options (``option_shown``, a selector of one
    of them: htmx has fetched them), set ``options`` (by field name: text fills a field or picks a choice,
    True or False ticks a box or clears it), start it and check the first prompt's title: it contains
    ``title``, or with ``exact`` is ``title``."""
    page.select_option("select[name=ruleset]", slug)
    expect(page.locator(option_shown)).to_be_visible()
    for name, value in (options or {}).items():
        if isinstance(value, bool):
            page.locator(f"input[type=checkbox][name='{name}']").set_checked(value)
            continue
        field = page.locator(f"[name='{name}']").first
        if field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.click("button:has-text('Start game')")
    heading = expect(page.locator(".phase-title"))
    (heading.to_have_text if exact else heading.to_contain_text)(title)


def open_board(context_factory: Callable[[], BrowserContext], phone: Page, viewer: str | None = None) -> Page:
    """A second device at the table: the viewer link (``viewer``, or the one the phone's Share page shows),
    then the game's scoreboard, once its live stream is connected."""
    board = context_factory().new_page()
    board.goto(viewer or viewer_url(phone))
    board.click("a:has-text('Scoreboard')")
    expect(board.locator("#live-status")).to_have_text("live")
    return board


def body_fetches(board: Page) -> list[str]:
    """The requests a scoreboard makes for its whole body from now on (``/board/live``): none while it
    follows the entries by the changes pushed to it (board.js, web/board_versions.py)."""
    fetched: list[str] = []
    board.on("request", lambda request: fetched.append(request.url) if "/board/live" in request.url else None)
    return fetched


class Taps(list):
    """The taps a flow makes on the phone (a list of what was tapped or typed), counted to check a deal's
    tap count against the game's doc."""

    def __call__(self, page: Page, locator: Locator, record: bool = True) -> None:
        """One tap; by default a tap that records an entry (waits until the page shows it stored)."""
        self.append(str(locator))
        if record:
            recorded(page, locator.click)
        else:
            locator.click()

    def key_in(self, page: Page, field: Locator, text: str, *, tap_field: bool = True) -> int:
        """``text`` typed into ``field``, after a tap on it unless ``tap_field`` is false (a field with a
        keypad under it needs none: its keys type into it); returns how many characters were typed."""
        if tap_field:
            self(page, field, record=False)
        field.fill(text)
        return len(text)


# --- Contrast (WCAG 2): the scoreboard sweep (test_board_modes.py), every page (test_dark_pages.py) ---

#: Text at least this many times as light as what is behind it, or as dark (WCAG 2 AA, body text).
BODY_CONTRAST = 4.5

#: The contrast ratio (WCAG 2) of an element's text with the first opaque background behind it.
CONTRAST_JS = """
el => {
  const parse = c => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let back = null;
  for (let e = el; e; e = e.parentElement) {
    const c = parse(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.9)) { back = c.slice(0, 3); break; }
  }
  back = back || [255, 255, 255];
  const [a, b] = [lum(parse(getComputedStyle(el).color).slice(0, 3)), lum(back)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
"""

#: Every text in ``scope`` (a selector of elements) against ``minimum``: each element with text of its own,
#: and each text field (its value), that is shown, not in a closed <details>, not inside an SVG picture (a
#: score device draws its own object) and not faded on purpose by an opacity below 1 (a disabled button, a
#: player who is out). Returns the worst ``[ratio, "tag.class «text»"]`` and every text under the minimum.
TEXT_CONTRAST_JS = f"""
([scope, minimum]) => {{
  const contrast = {CONTRAST_JS};
  const FIELDS = "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea";
  let worst = [99, ""];
  const poor = [];
  for (const el of document.querySelectorAll(scope)) {{
    const own = el.matches(FIELDS) || [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.getClientRects().length || getComputedStyle(el).visibility === "hidden") continue;
    if (el.closest("svg") || el.closest("details:not([open]) > :not(summary)")) continue;
    let faded = false;
    for (let e = el; e; e = e.parentElement) if (parseFloat(getComputedStyle(e).opacity) < 1) faded = true;
    if (faded) continue;
    const c = contrast(el);
    const text = (el.matches(FIELDS) ? el.value || el.placeholder || "" : el.textContent).trim().slice(0, 30);
    const name = [el.tagName.toLowerCase(), ...el.classList].join(".") + " «" + text + "»";
    if (c < worst[0]) worst = [c, name];
    if (c < minimum) poor.push(`${{name}} at ${{c.toFixed(2)}}:1`);
  }}
  return {{worst, poor}};
}}
"""


def text_contrast(page: Page, scope: str = "body *", minimum: float = BODY_CONTRAST) -> dict:
    """The worst text contrast in ``scope`` and every text under ``minimum`` (see ``TEXT_CONTRAST_JS``)."""
    return page.evaluate(TEXT_CONTRAST_JS, [scope, minimum])
