"""The light and dark themes on every page, not only the scoreboard, in a real browser at 390×844 and
1024×768: the home page, a table page and the play page of five games (Oh Hell!, Cribbage, Belote, Hand and
Foot, Egyptian Ratscrew, each a few entries into a game so the form, the sheet and the log show), each
opened once in each theme as the device's setting (no choice kept: "auto"), must have every text at least
4.5:1 against what is behind it (the scoreboard sweep's measure, tests/e2e/steps.py) and no sideways
scroll. The theme switch of the play and table pages (the board's, shared: static/theme.js) cycles auto →
light → dark, is kept across a reload and from page to page, is reached by Tab with a visible ring and is a
44 px target. Screenshots: tests/e2e/screenshots/<screen>-theme-<page>-<theme>.png."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from scorekeeper.core import options_as_dict
from scorekeeper.families.ruleset import OVER, GameSetup
from scorekeeper.games.registry import get_ruleset
from tests.e2e.steps import BODY_CONTRAST, no_sideways_scroll, text_contrast
from tests.e2e.test_every_page_fits import NAMES, api, new_table, play_locally, usual_size

#: The games whose play pages are swept, and how many entries into a game (seeded random entries, as the
#: page-fit test plays them) each is opened: past a scored deal where a deal is short, so the sheet has rows.
GAMES = {"oh-hell": 8, "cribbage": 9, "belote": 5, "hand-and-foot": 2, "egyptian-ratscrew": 20}
PAGES = ["home", "table", *GAMES]


def game_at(base: str, slug: str, entries: int) -> str:
    """A table with a game of ``slug`` (default options, usual player count) ``entries`` entries in; the play
    page's address (the table page is the same address without ``/g/<id>``)."""
    ruleset = get_ruleset(slug)
    setup = GameSetup(NAMES[: usual_size(ruleset)], ruleset.Options(), 0)
    played = play_locally(ruleset, setup, f"dark-pages/{slug}", {OVER})
    token = new_table(base, setup.players)
    body = {"ruleset": slug, "options": options_as_dict(setup.options), "first_dealer": 0}
    game = api(base, f"/tables/{token}/games", body)
    for event in played.entries[:entries]:
        entry = {"type": event.type, "payload": dict(event.payload), "expected_seq": game["seq"]}
        game = api(base, f"/tables/{token}/games/{game['id']}/events", entry)
    assert game["next"]["phase"] != OVER, f"{slug}: over after {entries} entries"
    return f"{base}/t/{token}/g/{game['id']}"


def theme_of(page: Page) -> str:
    return page.evaluate("() => document.documentElement.dataset.theme || 'auto'")


def color_scheme(page: Page) -> str:
    return page.evaluate("() => getComputedStyle(document.body).colorScheme")


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("where", PAGES)
def test_every_page_reads_in_both_themes(live_server, context_factory, screen, shoot, where, theme):
    if where == "home":
        url = live_server + "/"
    elif where == "table":
        url = game_at(live_server, "oh-hell", 0).rsplit("/g/", 1)[0]
    else:
        url = game_at(live_server, where, GAMES[where])
    page = context_factory().new_page()
    page.emulate_media(color_scheme=theme)  # no choice kept: the page follows the device
    page.goto(url)
    assert theme_of(page) == "auto" and color_scheme(page) == theme
    shoot(page, f"theme-{where}-{theme}")
    found = text_contrast(page)
    assert not found["poor"], f"{where}, {theme}: text under {BODY_CONTRAST}:1: " + "; ".join(found["poor"])
    no_sideways_scroll(page)


def tab_to(page: Page, selector: str, presses: int = 8) -> None:
    """Press Tab until the element ``selector`` has the focus (keyboard focus: its ring shows)."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate("s => document.activeElement && document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"{selector} not reached by {presses} Tabs")


def test_the_switch_cycles_is_kept_and_reached_by_keyboard(live_server, context_factory, screen, shoot):
    play = game_at(live_server, "oh-hell", 2)
    page = context_factory().new_page()
    page.emulate_media(color_scheme="light")
    page.goto(play)
    toggle = page.locator(".topbar #theme-toggle")
    expect(toggle).to_have_attribute("aria-label", "Theme: Auto, as the device (tap for light)")
    assert theme_of(page) == "auto"
    box = toggle.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44, box

    # By keyboard: Tab reaches it, with a visible ring; Enter chooses light, then dark.
    tab_to(page, "#theme-toggle")
    ring = toggle.evaluate(
        "e => [getComputedStyle(e).outlineStyle, parseFloat(getComputedStyle(e).outlineWidth)]"
    )
    assert ring[0] == "solid" and ring[1] >= 2, ring
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    expect(toggle).to_have_attribute("aria-label", "Theme: Light (tap for dark)")
    toggle.click()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    expect(toggle).to_have_attribute("aria-label", "Theme: Dark (tap for as the device)")
    assert color_scheme(page) == "dark"  # chosen dark on a light device
    assert page.evaluate("() => localStorage.getItem('scorekeeper-theme')") == "dark"
    shoot(page, "theme-switch-dark")

    # Kept: across a reload, on the table page, on a page without a switch, and on the scoreboard.
    page.reload()
    assert theme_of(page) == "dark" and color_scheme(page) == "dark"
    expect(toggle).to_have_attribute("aria-label", "Theme: Dark (tap for as the device)")
    page.goto(play.rsplit("/g/", 1)[0])
    assert theme_of(page) == "dark"
    expect(page.locator(".topbar #theme-toggle")).to_have_attribute(
        "aria-label", "Theme: Dark (tap for as the device)"
    )
    page.goto(live_server + "/import")
    assert theme_of(page) == "dark" and color_scheme(page) == "dark"
    expect(page.locator("#theme-toggle")).to_have_count(0)
    page.goto(play + "/board")
    expect(page.locator("#theme-toggle .theme-toggle-text")).to_have_text("Dark")

    # Back to auto: the choice is forgotten, and the page follows the device again.
    page.locator("#theme-toggle").click()
    expect(page.locator("#theme-toggle .theme-toggle-text")).to_have_text("Auto")
    assert theme_of(page) == "auto" and color_scheme(page) == "light"
    assert page.evaluate("() => localStorage.getItem('scorekeeper-theme')") is None
    page.goto(play)
    assert theme_of(page) == "auto"
