"""The scoreboard's light and dark themes and its big-board mode (issue 14), in a real browser at tablet
sizes: in both themes the totals and the deal's facts contrast at least 4.5:1 with what is behind them and
the red suits stay red; the theme chosen survives a reload; big mode (the control or ``?big=1``) fills a
1024×768 or 1366×1024 landscape tablet with the totals (at least 96 px) and the current deal, without
scrolling either way, keeps the game's score device (pegboard, sixes, chalkboard), follows the game live
and is left with Esc. The games are set up through the JSON API, as another phone at the table would."""

from __future__ import annotations

import contextlib
import math

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from scorekeeper.core import options_as_dict
from scorekeeper.families.ruleset import OVER, GameSetup, Ruleset
from scorekeeper.games.registry import all_rulesets
from tests.e2e.conftest import screenshot
from tests.e2e.steps import BODY_CONTRAST, CONTRAST_JS, text_contrast
from tests.e2e.test_board_readable import Api
from tests.e2e.test_every_page_fits import NAMES, api, new_table, play_locally, usual_size

TABLET = {"width": 1024, "height": 768}
BIG_TABLET = {"width": 1366, "height": 1024}
BIG_TOTAL_PX = 96
READABLE_PX = 24


@pytest.fixture
def open_board(contexts):
    """A fresh browser context at a tablet size (its own localStorage), closed after the test."""
    return lambda viewport=TABLET: contexts(viewport)


def shoot(page: Page, name: str) -> None:
    size = page.viewport_size
    screenshot(page, f"modes-{size['width']}x{size['height']}-{name}", full_page=False)


def contrasts(page: Page, selector: str) -> list[float]:
    """The contrast of each element matching ``selector``. A live swap can detach an element between finding
    it and reading its style (no computed colour: NaN), so read again until every value reads."""
    for _ in range(30):
        values = page.eval_on_selector_all(selector, f"els => els.map({CONTRAST_JS})")
        if values and not any(math.isnan(v) for v in values):
            return values
        page.wait_for_timeout(100)
    raise AssertionError(f"{selector}: no readable colours ({values})")


def assert_contrast(page: Page, *selectors: str) -> None:
    for selector in selectors:
        worst = min(contrasts(page, selector))
        assert worst >= BODY_CONTRAST, f"{selector}: contrast {worst:.2f}"


def pick_theme(page: Page, theme: str) -> None:
    """Tap the theme control until it shows ``theme`` (it cycles auto → light → dark)."""
    control = page.locator("#theme-toggle")
    for _ in range(3):
        if control.locator(".theme-toggle-text").inner_text().lower() == theme:
            return
        control.click()
    raise AssertionError(f"the theme control never showed {theme}")


def theme_of(page: Page) -> str:
    return page.evaluate("() => document.documentElement.dataset.theme || 'auto'")


SCROLL_JS = (
    "() => { const e = document.scrollingElement;"
    " return [e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight]; }"
)

FITS_JS = (
    "() => { const e = document.scrollingElement; return document.body.classList.contains('big-board')"
    " && e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight; }"
)


def no_scroll(page: Page, vertical: bool) -> None:
    if vertical:  # big mode: board.js fits the board a moment after a load or a swap
        with contextlib.suppress(PlaywrightTimeout):  # the assertions below say how far off it is
            page.wait_for_function(FITS_JS, timeout=3_000)
    sizes = page.evaluate(SCROLL_JS)
    assert sizes[0] <= sizes[1], f"sideways scroll: {sizes[0]} > {sizes[1]}"
    if vertical:
        assert sizes[2] <= sizes[3], f"vertical scroll: {sizes[2]} > {sizes[3]}"


def font_px(page: Page, selector: str) -> list[float]:
    sizes = page.eval_on_selector_all(
        selector, "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))"
    )
    assert sizes, f"nothing matches {selector}"
    return sizes


def in_view(page: Page, selector: str) -> bool:
    """The element is shown, with some size, wholly inside the window."""
    return page.eval_on_selector(
        selector,
        """e => { const r = e.getBoundingClientRect();
                 return r.width > 50 && r.height > 30 && r.top >= 0 && r.left >= 0
                   && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1; }""",
    )


def reddish(page: Page, selector: str) -> None:
    r, g, b = page.eval_on_selector(
        selector, "e => (getComputedStyle(e).color.match(/\\d+/g) || []).slice(0, 3).map(Number)"
    )
    assert r > g + 80 and r > b + 80, f"{selector} is not red: rgb({r}, {g}, {b})"


def enter_big(page: Page) -> None:
    page.locator("#big-toggle").click()
    expect(page.locator("body")).to_have_class("board-page big-board")
    page.wait_for_function("() => new URL(location.href).searchParams.get('big') === '1'")


BIG_HIDDEN = (".topbar", ".board-sheet")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_oh_hell_in_both_themes_and_on_the_big_board(open_board, live_server, theme):
    context = open_board()
    api = Api(context.request, live_server, ["Ann", "Bob", "Cid", "Dee"])
    api.start("oh-hell")
    api.entry("trump", card="7H")
    api.entry("bid", player=1, bid=3)
    page = context.new_page()
    page.goto(api.board)
    expect(page.locator("#theme-toggle")).to_contain_text("Auto")
    pick_theme(page, theme)
    assert theme_of(page) == theme
    facts = (
        ".total-card .points",
        ".total-card .who",
        ".fact-bid",
        ".board-status .now",
        ".board-status .progress",
    )
    assert_contrast(page, *facts, ".board .sheet th")
    reddish(page, ".board-status .now .suit-red")
    assert min(contrasts(page, ".board-status .now .suit-red")) >= 3  # large type: 3:1 (WCAG)
    no_scroll(page, vertical=False)
    shoot(page, f"oh-hell-{theme}")

    enter_big(page)
    for hidden in BIG_HIDDEN:
        expect(page.locator(hidden)).to_be_hidden()
    expect(page.locator(".totals-row")).to_be_visible()
    no_scroll(page, vertical=True)
    assert min(font_px(page, ".total-card .points")) >= BIG_TOTAL_PX
    assert min(font_px(page, ".fact-bid")) >= READABLE_PX
    assert min(font_px(page, ".board-status .now")) >= READABLE_PX
    assert_contrast(page, *facts)
    shoot(page, f"oh-hell-{theme}-big")

    # Live while big: a bid entered at another phone arrives, and the board stays big.
    api.entry("bid", player=2, bid=2)
    expect(page.locator(".fact-bid").nth(2)).to_have_text("bid 2")
    expect(page.locator("body")).to_have_class("board-page big-board")
    no_scroll(page, vertical=True)

    # The theme and big mode (the address) survive a reload; Esc leaves big mode.
    page.reload()
    expect(page.locator(".fact-bid").nth(2)).to_have_text("bid 2")
    assert theme_of(page) == theme
    expect(page.locator("#theme-toggle")).to_contain_text(theme.capitalize())
    expect(page.locator("body")).to_have_class("board-page big-board")
    page.keyboard.press("Escape")
    expect(page.locator("body")).to_have_class("board-page")
    expect(page.locator(".board-sheet")).to_be_visible()
    assert "big=" not in page.url
    expect(page.locator("#big-toggle")).to_have_attribute("aria-pressed", "false")


def test_a_bookmarked_big_board_follows_a_deal_scored_live(open_board, live_server):
    """``?big=1`` opens straight into big mode (a bookmark), and a deal's points reach the totals."""
    context = open_board()
    api = Api(context.request, live_server, ["Ann", "Bob", "Cid", "Dee"])
    api.start("oh-hell")
    api.entry("trump", card="7H")
    for seat, bid in ((1, 3), (2, 2), (3, 2), (0, 2)):
        api.entry("bid", player=seat, bid=bid)
    page = context.new_page()
    page.goto(api.board + "?big=1")
    expect(page.locator("body")).to_have_class("board-page big-board")
    expect(page.locator("#big-toggle")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".total-card .points")).to_have_text(["0", "0", "0", "0"])
    api.entry("tricks", taken=[2, 3, 3, 2])
    expect(page.locator(".total-card .points")).to_have_text(["12", "13", "3", "12"])
    expect(page.locator(".topbar")).to_be_hidden()
    no_scroll(page, vertical=True)
    # The control leaves big mode too, and the page is whole again.
    page.locator("#big-toggle").click()
    expect(page.locator(".topbar")).to_be_visible()
    expect(page.locator(".board-sheet")).to_be_visible()


@pytest.mark.parametrize("viewport", [TABLET, BIG_TABLET], ids=["1024x768", "1366x1024"])
def test_cribbage_big_board_keeps_the_pegboard_in_the_dark(open_board, live_server, viewport):
    context = open_board(viewport)
    api = Api(context.request, live_server, ["Ann", "Bob"])
    api.start("cribbage")
    api.entry("cut", dealer=1)
    api.entry("starter", card="5D")
    api.entry("play", player=0, card="10S")
    api.entry("play", player=1, card="5H")  # fifteen two: Bob's peg moves
    page = context.new_page()
    page.goto(api.board)
    pick_theme(page, "dark")
    assert_contrast(page, ".total-card .points", ".board-status .now", ".board-status .progress")
    reddish(page, ".crib-pile-card:nth-child(2) .crib-pile-face")
    black = page.eval_on_selector(
        ".crib-pile-card:nth-child(1) .crib-pile-face", "e => getComputedStyle(e).color"
    )
    assert black != "rgb(17, 17, 17)"  # black suits are light on the dark board
    assert min(contrasts(page, ".crib-pile-face")) >= BODY_CONTRAST
    shoot(page, "cribbage-dark")
    enter_big(page)
    expect(page.locator(".crib-board.crib-lying")).to_be_visible()
    assert in_view(page, ".crib-board.crib-lying")
    expect(page.locator(".crib-pile")).to_be_hidden()  # the count and who plays are in the status
    no_scroll(page, vertical=True)
    assert min(font_px(page, ".total-card .points")) >= BIG_TOTAL_PX
    shoot(page, "cribbage-dark-big")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_twenty_nine_big_board_keeps_the_sixes(open_board, live_server, theme):
    """A partnership game: two columns of totals, the sixes kept and fitted."""
    context = open_board()
    api = Api(context.request, live_server, ["Ann", "Bob", "Cid", "Dee"])
    api.start("twenty-nine")
    api.entry("bid", player=1, bid=16)
    page = context.new_page()
    page.goto(api.board)
    pick_theme(page, theme)
    assert_contrast(page, ".total-card .points", ".total-card .who", ".board-status .now", ".tn-fact")
    no_scroll(page, vertical=False)
    shoot(page, f"twenty-nine-{theme}")
    enter_big(page)
    expect(page.locator(".tn-svg").first).to_be_visible()
    assert in_view(page, ".tn-sixes")
    no_scroll(page, vertical=True)
    assert min(font_px(page, ".total-card .points")) >= BIG_TOTAL_PX
    shoot(page, f"twenty-nine-{theme}-big")


@pytest.mark.parametrize("ruleset,players", [("couillon", 4), ("skull-and-roses", 4), ("hand-and-foot", 4)])
def test_devices_in_the_dark(open_board, live_server, ruleset, players):
    """The chalkboard, the mats and the piles on the dark board: text readable, big mode fits."""
    context = open_board()
    api = Api(context.request, live_server, ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players])
    api.start(ruleset)
    page = context.new_page()
    page.emulate_media(color_scheme="dark")  # no choice kept: the board follows the device
    page.goto(api.board)
    assert theme_of(page) == "auto"
    assert page.evaluate("() => getComputedStyle(document.body).colorScheme") == "dark"
    assert_contrast(page, ".total-card .points", ".total-card .who", ".board-status .now")
    no_scroll(page, vertical=False)
    shoot(page, f"{ruleset}-dark")
    enter_big(page)
    no_scroll(page, vertical=True)
    assert min(font_px(page, ".total-card .points")) >= BIG_TOTAL_PX
    shoot(page, f"{ruleset}-dark-big")


def test_big_board_with_eight_players_fits(open_board, live_server):
    context = open_board()
    api = Api(context.request, live_server, [f"Player {n}" for n in range(1, 8)])
    api.start("oh-hell")
    page = context.new_page()
    page.goto(api.board + "?big=1")
    expect(page.locator(".total-card")).to_have_count(7)
    no_scroll(page, vertical=True)
    assert min(font_px(page, ".total-card .points")) >= BIG_TOTAL_PX
    shoot(page, "oh-hell-seven-big")


# --- Every game's board, in every phase its default game reaches, in both themes --------------------------


# Sampled (tests/e2e/conftest.py, SAMPLED): `make test` reads each game's board in one theme, the themes
# taking turns from run to run; `make test-slow` reads the other.
@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_every_board_reads_in_both_themes(open_board, live_server, ruleset: Ruleset, theme: str):
    """The default game of every registered game, its board at each phase's first visit, in each theme:
    every text at least 4.5:1 against what is behind it."""
    size = usual_size(ruleset)
    setup = GameSetup(NAMES[:size], ruleset.Options(), 0)
    played = play_locally(ruleset, setup, f"dark/{ruleset.slug}", {OVER})
    stops = {count: phase for phase, count in played.first_seen.items()}
    token = new_table(live_server, setup.players)
    body = {"ruleset": ruleset.slug, "options": options_as_dict(setup.options), "first_dealer": 0}
    game = api(live_server, f"/tables/{token}/games", body)
    page = open_board().new_page()
    page.emulate_media(color_scheme=theme)  # no choice kept: the board follows the device
    url = f"{live_server}/t/{token}/g/{game['id']}/board"
    problems = []
    for count, event in enumerate([*played.entries[: max(stops)], None]):
        if count in stops:
            page.goto(url)
            worst, where = text_contrast(page, ".board *")["worst"]
            if worst < BODY_CONTRAST:
                problems.append(f"phase {stops[count]!r}: {where} at {worst:.2f}:1")
            page.goto(url + "?big=1")
            try:  # board.js fits the board once it has run: a moment after the page shows
                page.wait_for_function(FITS_JS, timeout=3_000)
            except PlaywrightTimeout:
                problems.append(f"phase {stops[count]!r}: the big board scrolls ({page.evaluate(SCROLL_JS)})")
                shoot(page, f"{ruleset.slug}-{stops[count]}-scrolls")
        if event is not None:
            entry = {"type": event.type, "payload": dict(event.payload), "expected_seq": game["seq"]}
            game = api(live_server, f"/tables/{token}/games/{game['id']}/events", entry)
    assert not problems, f"{ruleset.name}, {theme} theme: " + "; ".join(problems)
