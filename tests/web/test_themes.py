"""The light and dark themes on every page, through the test client: every page's <head> loads theme.js
(not deferred, after app.css), so the theme kept in this browser applies before the first paint everywhere;
the theme switch is on the scoreboard, the play page, the table page, home and the calculators (in the top
bar but on the board, outside the fragment htmx swaps), once, with the board's labelling, and nowhere else;
app.css writes each colour once, as light-dark(light, dark), in one palette, and the dark theme, chosen or
followed from the device, only switches color-scheme. The browser side (contrast in both themes, the switch
cycling and kept) is tests/e2e/test_dark_pages.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorekeeper.tools import TOOLS
from tests.web.helpers import HTMX, make_game, make_table, post_api

STATIC = Path(__file__).resolve().parents[2] / "static"
CSS = (STATIC / "app.css").read_text()

SWITCH_PAGES = {"home", "play", "edit", "table", "viewer table", "board", "big board", "tools", "tool"}


@pytest.fixture
def pages(client) -> dict[str, str]:
    """Every kind of page, by name: its address."""
    table = make_table(client)
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    game = make_game(client, scorer, ruleset="oh-hell")
    assert post_api(client, scorer, game["id"], "trump", {"card": "7H"}).status_code == 201
    gid = game["id"]
    tool = next(iter(TOOLS))
    return {
        "home": "/",
        "table": f"/t/{scorer}",
        "viewer table": f"/t/{viewer}",
        "play": f"/t/{scorer}/g/{gid}",
        "edit": f"/t/{scorer}/g/{gid}/entries/1/edit",
        "board": f"/t/{viewer}/g/{gid}/board",
        "big board": f"/t/{viewer}/g/{gid}/board?big=1",
        "share": f"/t/{scorer}/share",
        "sheet": f"/t/{scorer}/g/{gid}/sheet",
        "import": "/import",
        "tools": "/tools",
        "tool": f"/tools/{tool}",
        "not found": "/t/no-such-table",
    }


def head_of(page: str) -> str:
    return page.split("</head>", 1)[0]


def switches(page: str) -> list[str]:
    return re.findall(r"<button [^>]*data-theme-toggle[^>]*>", page)


def test_every_page_loads_the_theme_script_before_the_first_paint(client, pages):
    for name, url in pages.items():
        response = client.get(url)
        assert response.status_code == (404 if name == "not found" else 200), name
        head = head_of(response.text)
        tags = re.findall(r'<script src="/static/theme\.js[^"]*"[^>]*>', response.text)
        assert len(tags) == 1, f"{name}: theme.js {len(tags)} times"
        assert tags[0] in head, f"{name}: theme.js outside <head>"
        assert "defer" not in tags[0] and "async" not in tags[0], name
        assert head.index("app.css") < head.index("theme.js"), name


def test_the_switch_is_on_the_board_the_play_the_table_home_and_calculator_pages_only(client, pages):
    for name, url in pages.items():
        page = client.get(url).text
        found = switches(page)
        if name not in SWITCH_PAGES:
            assert found == [] and 'id="theme-toggle"' not in page, f"{name}: a theme switch"
            continue
        assert len(found) == 1 and page.count('id="theme-toggle"') == 1, f"{name}: {len(found)} switches"
        button = found[0]
        assert 'type="button"' in button and 'id="theme-toggle"' in button, name
        assert 'aria-label="Theme: Auto, as the device (tap for light)"' in button, name
        assert 'title="Theme: light, dark, or as the device is set"' in button, name
        header = page.split('<header class="topbar">', 1)[1].split("</header>", 1)[0]
        if name.endswith("board"):  # among the board's tools, with its word shown
            assert "data-theme-toggle" not in header, name
            assert re.search(r'<div class="board-tools"[^>]*>\s*<button [^>]*data-theme-toggle', page), name
            assert 'class="theme-toggle-text board-tool-text">Auto<' in page, name
        else:  # at the end of the top bar, the icon alone
            assert "data-theme-toggle" in header and "topbar-tool" in button, name
            assert header.rstrip().endswith("</button>"), name


def test_the_play_fragment_swapped_by_htmx_carries_no_switch(client):
    """The switch is in the top bar, outside #play: an entry's swap neither duplicates nor removes it."""
    table = make_table(client)
    game = make_game(client, table["scorer_token"], ruleset="oh-hell")
    fragment = client.get(f"/t/{table['scorer_token']}/g/{game['id']}", headers=HTMX).text
    page = client.get(f"/t/{table['scorer_token']}/g/{game['id']}").text
    play = page.split('<div id="play"', 1)[1]
    assert "data-theme-toggle" not in play
    assert "data-theme-toggle" not in fragment.split('<div id="play"', 1)[-1]


def test_the_theme_script_is_the_one_switch_for_every_page():
    """One script wires every switch (board.js no longer has its own), with the board's storage key."""
    theme = (STATIC / "theme.js").read_text()
    assert '"scorekeeper-theme"' in theme and "[data-theme-toggle]" in theme
    board = (STATIC / "board.js").read_text()
    assert "scorekeeper-theme" not in board and "theme-toggle" not in board


# --- app.css: one source of truth for the dark values --------------------------------------------------


def rules(css: str) -> list[tuple[str, str]]:
    """(selector, declarations) of every rule, innermost blocks (a rule inside @media included)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return [(sel.strip(), body) for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)]


def palette() -> str:
    root = [body for sel, body in rules(CSS) if sel == ":root" and "--bg" in body]
    assert len(root) == 1
    return root[0]


def test_each_colour_is_written_once_with_its_light_and_dark_values():
    colours = dict(re.findall(r"(--[\w-]+)\s*:\s*([^;]+);", palette()))
    assert {"--bg", "--card", "--ink", "--muted", "--line", "--felt", "--field", "--suit-red"} <= set(colours)
    for name, value in colours.items():
        if name in ("--radius", "--tap"):
            continue
        assert value.startswith("light-dark(") or re.fullmatch(r"#[0-9a-f]{3,6}", value), (name, value)
    # light-dark() only there: no other rule carries a light and a dark value of its own.
    elsewhere = [sel for sel, body in rules(CSS) if "light-dark(" in body and body != palette()]
    assert elsewhere == []
    # No other rule sets a palette colour (a second, theme-specific copy of a value).
    for sel, body in rules(CSS):
        if body is palette() or body == palette():
            continue
        again = set(re.findall(r"(--[\w-]+)\s*:", body)) & set(colours)
        assert not again, f"{sel} sets {sorted(again)} again"


def test_dark_chosen_and_dark_followed_from_the_device_switch_only_the_colour_scheme():
    chosen = [body for sel, body in rules(CSS) if sel == ":root[data-theme=dark]"]
    assert [b.strip() for b in chosen] == ["color-scheme: dark;"]
    followed = re.search(
        r"@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme\]\) \{([^}]*)\}", CSS
    )
    assert followed and followed.group(1).strip() == "color-scheme: dark;"
    assert re.search(r":root \{\s*color-scheme: light;", CSS)  # light by default, and with data-theme=light
    # Theme selectors elsewhere only show the switch's icon for the theme in force.
    for sel, _ in rules(CSS):
        if "data-theme" in sel and sel not in (":root[data-theme=dark]", ":root:not([data-theme])"):
            assert "theme-icon" in sel, sel


#: Rules that may name a colour outside the palette: objects on the table (the cribbage board, the Couillon
#: chalkboard, the Cramps token cards, a wild pile, the Skull & Roses discs, the New Eleusis markers, the QR
#: codes' white), the parts on the always-green bars (top bar, totals, Twenty-Nine's sides), the focus ring
#: (readable on both themes) and paper.
FIXED = re.compile(
    r"^(\.crib-board|\.crib-key|\.co-(chalk|mark|smudge)|\.cr-(face|red|taken)|\.hf-wild|\.sr-(down|disc)"
    r"|\.ne-(white|black)|\.qr img|\.live-status|\.tn-total\.tn-minus|\.total-card|:root|body)"
)


def test_no_rule_outside_the_palette_names_a_colour_of_its_own():
    stray = []
    for sel, body in rules(CSS):
        if body == palette() or not re.search(r"#[0-9a-fA-F]{3,6}\b", body):
            continue
        if not all(FIXED.match(part.strip()) for part in sel.split(",")):
            stray.append(sel)
    assert stray == [], f"colours outside the palette (use a variable): {stray}"
