"""Real-browser fixtures: the app served on a free local port, Debian's Chromium driven by Playwright."""

from __future__ import annotations

import os
import threading
import zlib
from pathlib import Path

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from scorekeeper.app import create_app
from scorekeeper.games.registry import all_rulesets
from scorekeeper.store.db import upgrade

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

# A second screen follows the phone through the live stream; on a loaded 2-core machine a swap can take more
# than Playwright's default 5 s to arrive, so assertions wait up to 15 s (they return as soon as they hold).
expect.set_options(timeout=15_000)
SCREENSHOTS = Path(__file__).with_name("screenshots")
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "tablet": {"width": 1024, "height": 768}}
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


#: Sweeps over every game that `make test` runs at a sample and `make test-slow` in full: the test's name, and
#: the parameter that splits each game's sweep into parts, with its values. Each game's parts take turns
#: in `make test`: with SCOREKEEPER_SAMPLE=<n>, the part numbered (the game's place in the registry + n)
#: modulo the number of parts runs, for half the games (GAME_HALVES), and the others are marked slow. With
#: SCOREKEEPER_SAMPLE=all (as `make test-slow` sets it) every part is marked slow, so `-m slow` runs the
#: whole sweep whatever the date. tests/conftest.py makes the day of the year the default (printed at the
#: end of the run); rerun one sample with `SCOREKEEPER_SAMPLE=<n>`.
#: `make test` runs each day's part for one game in GAME_HALVES of them, taking turns by day (the rest in
#: `make test-slow`, which runs every part of every game). Every game's play page and board pass axe-core
#: in every `make test` all the same (test_every_page_fits.py, test_every_games_play_page_and_board_pass_axe).
GAME_HALVES = 2
SAMPLED = {
    "test_every_board_reads_in_both_themes": ("theme", ("light", "dark")),
    "test_every_phase_of_the_game_fits_a_phone": ("part", (0, 1)),
    "test_every_control_of_every_phase_shows_its_focus": ("part", (0, 1)),
    "test_every_games_pages_load_without_a_violation": ("part", (0, 1)),
}


#: The browser tests that run at both screen sizes (the ``screen`` fixture) take one in `make test` and the
#: other in `make test-slow`, so that CI runs each at both and `make test` stays quick: which one is drawn
#: per test from its name and SCOREKEEPER_SCREEN_SAMPLE (the day of the year unless set), so that over a
#: run about half the flows go on a phone and half on a tablet, and the halves turn from day to day. The
#: sweeps of SAMPLED take their turns by their own parameter and keep both screens where they have them.
SCREEN = "screen"


def screen_turn(item) -> int:
    """The place in VIEWPORTS of the screen `make test` runs this test at."""
    sample = int(os.environ.get("SCOREKEEPER_SCREEN_SAMPLE") or "0")
    return (zlib.crc32(f"{item.module.__name__}::{item.originalname}".encode()) + sample) % len(VIEWPORTS)


def sample_number() -> int | None:
    """The sample `make test` runs, or None for every part (SCOREKEEPER_SAMPLE=all)."""
    value = os.environ.get("SCOREKEEPER_SAMPLE") or "0"
    return None if value == "all" else int(value)


def pytest_collection_modifyitems(items):
    slugs = [ruleset.slug for ruleset in all_rulesets()]
    sample = sample_number()
    for item in items:
        if "tests/e2e" not in str(item.fspath):
            continue
        item.add_marker(pytest.mark.e2e)
        sampled = SAMPLED.get(getattr(item, "originalname", ""))
        if sampled:
            name, choices = sampled
            place = slugs.index(item.callspec.params["ruleset"].slug)
            turn = None if sample is None else (place + sample) % len(choices)
            # And half the games: a game's parts take turns over consecutive samples, then the other half's
            # do, so that every part of every game comes round in make test within 2 × GAME_HALVES days.
            todays = sample is not None and (place + sample // len(choices)) % GAME_HALVES == 0
            if choices.index(item.callspec.params[name]) != turn or not todays:
                item.add_marker(pytest.mark.slow)
        elif SCREEN in getattr(getattr(item, "callspec", None), "params", {}):
            screen = list(VIEWPORTS).index(item.callspec.params[SCREEN])
            item.add_marker(pytest.mark.slow) if screen != screen_turn(item) else None


@pytest.fixture(scope="session")
def live_server(tmp_path_factory):
    """The app with real CSRF protection, on 127.0.0.1 and a free port, for the whole session."""
    db_url = f"sqlite:///{tmp_path_factory.mktemp('e2e') / 'e2e.db'}"
    upgrade(db_url)
    app = create_app(
        {"DATABASE_URL": db_url, "SECRET_KEY": "e2e", "SSE_POLL_SECONDS": 0.1, "SSE_MAX_SECONDS": 20}
    )
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: run `make chromium` (Debian package chromium).")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture(params=list(VIEWPORTS))
def screen(request):
    """Each browser test runs phone-sized and tablet-sized."""
    return request.param


@pytest.fixture
def contexts(browser, request):
    """New browser contexts (each its own cookies and localStorage) at a given viewport, closed after the
    test: ``contexts(VIEWPORTS["phone"])``. One browser serves every test of a worker.

    The app's service worker (static/outbox.js registers it on the play page) is blocked, except in the
    tests marked ``service_worker`` (the table's evening offline): it fetches the offline engine, 14 MB,
    into every new context, which the other tests do not use."""
    made = []
    workers = "allow" if request.node.get_closest_marker("service_worker") else "block"

    def make(viewport: dict):
        context = browser.new_context(viewport=viewport, device_scale_factor=1, service_workers=workers)
        context.set_default_timeout(20_000)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()


@pytest.fixture
def context_factory(contexts, screen):
    """New browser contexts at this test's screen size."""
    return lambda: contexts(VIEWPORTS[screen])


def screenshots_wanted() -> bool:
    """Screenshots are for looking at, not checks: taken only with ``SCOREKEEPER_SCREENSHOTS=1`` (each one
    resizes the page and costs a repaint, a fair part of a browser test's time)."""
    return os.environ.get("SCOREKEEPER_SCREENSHOTS", "") not in ("", "0")


def screenshot(page, name: str, full_page: bool = True) -> None:
    """Save ``page`` under tests/e2e/screenshots/<name>.png (git-ignored) when screenshots are wanted. A
    full-page shot resizes the viewport for a moment: the page is let lay out again before the next tap, or
    a tap can land where a button was (seen as a missed tap on a loaded machine)."""
    if not screenshots_wanted():
        return
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page)
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


@pytest.fixture
def shoot(screen):
    """``shoot(page, name)``: a screenshot named <screen>-<name> (``screenshot``)."""
    return lambda page, name: screenshot(page, f"{screen}-{name}")
