"""The table's evening when the Wi-Fi drops (static/outbox.js): an entry made offline waits in the phone's
outbox and is stored once when the server answers again; one the server refuses on sync is kept for review;
a second scorer phone follows the first."""

from __future__ import annotations

import json
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request

import pytest
from playwright.sync_api import Page, expect

from scorekeeper.store.db import upgrade
from tests.e2e.conftest import VIEWPORTS
from tests.e2e.steps import create_table, open_board, recorded, start_game, viewer_url


@pytest.fixture
def phones(contexts):
    """New phone-sized browser contexts: the table's evening is a phone's (the wall tablet aside)."""
    return lambda: contexts(VIEWPORTS["phone"])


@pytest.fixture
def tablets(contexts):
    return lambda: contexts(VIEWPORTS["tablet"])


def start_oh_hell(page: Page) -> None:
    options = {"opt.sequence": "up", "opt.trump": "spades"}
    start_game(page, "oh-hell", "select[name='opt.sequence']", "Hand 1", options)


def bid_button(page: Page, value: int):
    return page.locator(".choice-grid button", has_text=str(value)).first


def stored_entries(page: Page, url: str | None = None, wanted: int = 0) -> list[dict]:
    """The game's log as the server holds it (the JSON API, read outside the browser), of the game at
    ``url`` (default: the page's); with ``wanted``, once it holds that many entries (within 20 s)."""
    address = url or page.url
    token, game = address.split("/t/")[1].split("/g/")
    api = address.split("/t/")[0] + f"/api/v1/tables/{token}/games/{game.split('/')[0]}/events"
    for _ in range(100):
        with urllib.request.urlopen(api) as answer:
            events = json.load(answer)["events"]
        if len(events) >= wanted:
            return events
        time.sleep(0.2)
    raise AssertionError(f"the server holds {len(events)} entries, not {wanted}")


def test_an_entry_made_offline_waits_and_is_stored_once_when_the_network_is_back(
    live_server, phones, tablets
):
    context = phones()
    phone = context.new_page()
    create_table(phone, live_server)
    start_oh_hell(phone)
    board = open_board(tablets, phone)
    recorded(phone, bid_button(phone, 0).click)  # Bob bids 0, online

    context.set_offline(True)
    bid_button(phone, 1).click()  # Cid bids 1, with no network
    status = phone.locator("#sync-status")
    expect(status).to_have_text("Offline — 1 entry waiting")
    expect(phone.locator("#outbox li.waiting")).to_have_count(1)
    expect(phone.locator("#entry-form button").first).to_be_disabled()  # the form it was made from is held
    assert [e["seq"] for e in stored_entries(phone)] == [1]

    context.set_offline(False)
    expect(status).to_have_text("Sent")
    expect(phone.locator(".next")).to_contain_text("Dee")
    expect(phone.locator("#outbox")).to_be_hidden()
    expect(status).to_be_hidden()
    entries = stored_entries(phone)
    said = [(e["seq"], int(e["payload"]["player"]), int(e["payload"]["bid"])) for e in entries]
    assert said == [(1, 1, 0), (2, 2, 1)]
    expect(board.locator(".board-sheet, .total-card").first).to_be_visible()


def test_an_answer_lost_on_the_way_back_is_sent_again_and_stored_once(live_server, phones, tablets):
    phone = phones().new_page()
    create_table(phone, live_server)
    start_oh_hell(phone)
    sent = []

    def lose_the_first_answer(route) -> None:  # the server gets the entry; the phone never hears back
        sent.append(route.request.post_data)
        if len(sent) == 1:
            stored = route.fetch()
            assert stored.status == 200
            route.abort("connectionreset")
        else:
            route.continue_()

    phone.route("**/entries", lose_the_first_answer)
    bid_button(phone, 0).click()
    expect(phone.locator(".next")).to_contain_text("Cid")
    expect(phone.locator("#sync-status")).to_be_hidden()  # "Sent" shows for a moment, then nothing
    # The outbox sent it again with the same key, and the server kept it once.
    assert len(sent) == 2 and re.search(r"entry_key=([\w-]+)", sent[0])[1] in sent[1]
    assert [e["seq"] for e in stored_entries(phone)] == [1]


def test_an_entry_refused_on_sync_is_kept_for_review_with_its_sentence(live_server, phones, tablets):
    first = phones()
    phone = first.new_page()
    create_table(phone, live_server)
    start_oh_hell(phone)
    other = phones().new_page()
    other.goto(phone.url)

    first.set_offline(True)
    bid_button(phone, 1).click()  # Bob bids 1 on a phone with no network...
    expect(phone.locator("#sync-status")).to_have_text("Offline — 1 entry waiting")
    recorded(other, bid_button(other, 0).click)  # ...while another phone records Bob's bid of 0

    first.set_offline(False)
    refused = phone.locator("#outbox li.refused")
    expect(refused).to_contain_text("not recorded")
    expect(refused.locator(".error")).to_contain_text("Another phone recorded an entry first")
    expect(phone.locator("#sync-status")).to_contain_text("1 entry not recorded")
    assert [int(e["payload"]["bid"]) for e in stored_entries(phone)] == [0]
    phone.reload()  # kept on the phone until the scorer dismisses it
    expect(phone.locator("#outbox li.refused")).to_have_count(1)
    phone.locator("#outbox button.dismiss").click()
    expect(phone.locator("#outbox")).to_be_hidden()
    expect(phone.locator("#sync-status")).to_be_hidden()


def test_a_second_scorer_phone_sees_the_first_phones_entry_within_two_seconds(live_server, phones, tablets):
    phone = phones().new_page()
    create_table(phone, live_server)
    start_oh_hell(phone)
    second = phones().new_page()
    second.goto(phone.url)
    expect(second.locator(".next")).to_contain_text("Bob")
    recorded(phone, bid_button(phone, 0).click)
    expect(second.locator(".next")).to_contain_text("Cid", timeout=2000)
    # A phone in the middle of typing is not swapped under its fingers: it is told, and shows it on a tap.
    recorded(phone, bid_button(phone, 1).click)
    expect(second.locator(".next")).to_contain_text("Dee", timeout=2000)


def post_round(base: str, token: str, game: str, seq: int) -> None:
    """One Golf round through the JSON API (another phone's entry, as far as the board can tell)."""
    body = json.dumps({"type": "round", "payload": {"scores": [3, 5, 7, 9]}, "expected_seq": seq}).encode()
    request = urllib.request.Request(
        f"{base}/api/v1/tables/{token}/games/{game}/events", body, {"Content-Type": "application/json"}
    )
    urllib.request.urlopen(request).close()


def test_the_table_board_follows_a_rematch_without_a_tap(live_server, phones, tablets):
    phone = phones().new_page()
    create_table(phone, live_server)
    start_game(phone, "golf", "input[name='opt.rounds']", "Round 1", {"opt.rounds": "1"})
    token, game = phone.url.split("/t/")[1].split("/g/")
    viewer = viewer_url(phone).split("/t/")[1].strip("/")
    tablet = tablets().new_page()
    tablet.goto(f"{live_server}/t/{viewer}/board")
    follow = tablet.locator("#follow-table")
    expect(follow).to_have_attribute("data-game", game)
    expect(tablet.locator("#live-status")).to_have_text("live")

    post_round(live_server, token, game, 0)  # the one round: the game is over
    phone.reload()
    phone.click("button:has-text('Rematch')")
    expect(phone.locator(".phase-title")).to_contain_text("Round 1")
    rematch = phone.url.split("/g/")[1]
    assert rematch != game
    expect(follow).to_have_attribute("data-game", rematch, timeout=2000)  # moved on by itself
    expect(tablet.locator("#live-status")).to_have_text("live")
    # The stream cannot be reached (the Wi-Fi dropped, the server restarting): the board says since when.
    tablet.route("**/stream", lambda route: route.abort())
    tablet.reload()
    expect(tablet.locator("#live-status")).to_contain_text(re.compile(r"offline since \d\d:\d\d"))


SERVE = """
import sys
from werkzeug.serving import run_simple
from scorekeeper.app import create_app

app = create_app({"DATABASE_URL": sys.argv[1], "SECRET_KEY": "e2e-kill", "SSE_MAX_SECONDS": 20})
run_simple("127.0.0.1", int(sys.argv[2]), app, threaded=True)
"""


class KillableServer:
    """The app in a child process on a fixed port and database, to kill with SIGKILL and start again."""

    def __init__(self, db_url: str) -> None:
        self.db_url = db_url
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        command = [sys.executable, "-c", SERVE, self.db_url, str(self.port)]
        self.process = subprocess.Popen(command, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        for _ in range(100):
            try:
                urllib.request.urlopen(self.base + "/healthz").close()
                return
            except OSError:
                time.sleep(0.1)
        raise AssertionError("the server did not start")

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()


def test_the_server_killed_mid_sync_and_restarted_loses_and_doubles_nothing(tmp_path, phones):
    db_url = f"sqlite:///{tmp_path / 'kill.db'}"
    upgrade(db_url)
    server = KillableServer(db_url)
    server.start()
    try:
        phone = phones().new_page()
        create_table(phone, server.base)
        start_oh_hell(phone)
        killed = []

        def store_then_die(route) -> None:  # the entry is stored, then the server dies before answering
            if not killed:
                route.fetch()
                server.kill()
                killed.append(True)
                route.abort("connectionreset")
            else:
                route.continue_()

        phone.route("**/entries", store_then_die)
        bid_button(phone, 0).click()
        expect(phone.locator("#outbox li.waiting")).to_have_count(1)  # kept on the phone while it is down
        expect(phone.locator("#sync-status")).to_contain_text("1 entry")
        server.start()
        expect(phone.locator("#sync-status")).to_have_text("Sent", timeout=15000)
        expect(phone.locator(".next")).to_contain_text("Cid")
        assert [(e["seq"], int(e["payload"]["bid"])) for e in stored_entries(phone)] == [(1, 0)]
        recorded(phone, bid_button(phone, 1).click)  # and the game goes on
        assert [e["seq"] for e in stored_entries(phone)] == [1, 2]
    finally:
        server.kill()


#: Until the phone's service worker controls the page (it keeps the engine and the pages for offline use).
CONTROLLED = (
    "new Promise(done => navigator.serviceWorker.controller ? done()"
    " : navigator.serviceWorker.addEventListener('controllerchange', () => done()))"
)
#: Python starting in the phone's browser: seconds on a phone, more on a busy two-core test machine.
ENGINE_START_MS = 120_000


def ready_for_offline(page: Page) -> None:
    """The phone has its copy of the game (offline.json), its service worker controls the page, and the
    page is kept for opening offline."""
    expect(page.locator("#outbox")).to_have_attribute("data-spec-seq", re.compile(r"\d+"))
    page.evaluate(CONTROLLED)
    expect(page.locator("#outbox")).to_have_attribute("data-kept", "1")


def offline_tap(page: Page, locator, timeout: float = 20_000) -> None:
    """A tap recorded by the phone's offline engine: the next form is the engine's."""
    seq = page.locator("input[name=expected_seq]").first
    before = seq.get_attribute("value")
    locator.click()
    expect(seq).not_to_have_value(before, timeout=timeout)


def oh_hell_bids(page: Page, bids: list[int], first_timeout: float = 20_000) -> None:
    for value in bids:
        offline_tap(page, bid_button(page, value), first_timeout)
        first_timeout = 20_000


def fill_tricks(page: Page, taken: list[int]) -> None:
    for seat, count in enumerate(taken):
        page.fill(f"input[name='taken.{seat}']", str(count))


def oh_hell_hand(page: Page, bids: list[int], taken: list[int], first_timeout: float = 20_000) -> None:
    oh_hell_bids(page, bids, first_timeout)
    fill_tricks(page, taken)
    offline_tap(page, page.locator("button:has-text('Record tricks')"))


@pytest.mark.slow  # Python starting in the browser: 20-30 s on a two-core machine (make test-slow)
@pytest.mark.service_worker
def test_three_oh_hell_hands_and_a_belote_deal_made_offline_are_stored_once_each_in_order(
    live_server, phones, tablets
):
    context = phones()
    phone = context.new_page()
    create_table(phone, live_server)
    table_page = phone.url
    start_game(phone, "belote", "select[name='opt.declarations']", "Deal 1", {"opt.rounding": "none"})
    belote = phone.url
    ready_for_offline(phone)
    phone.goto(table_page)
    start_oh_hell(phone)
    oh_hell = phone.url
    ready_for_offline(phone)
    board = open_board(tablets, phone)

    context.set_offline(True)
    # Three hands (1, 2 and 3 cards; the dealer bids last and the hook greys one bid): 15 entries.
    oh_hell_hand(phone, [0, 1, 0, 1], [0, 0, 1, 0], first_timeout=ENGINE_START_MS)
    oh_hell_hand(phone, [1, 0, 0, 0], [0, 0, 1, 1])
    oh_hell_bids(phone, [1, 1, 0, 0])
    # The engine refuses what the rules refuse, with the server's sentence, and queues nothing.
    fill_tricks(phone, [1, 1, 0, 0])
    phone.click("button:has-text('Record tricks')")
    expect(phone.locator("#entry-form .error").first).to_be_visible()
    expect(phone.locator("#sync-status")).to_have_text("Offline — 14 entries waiting")
    fill_tricks(phone, [1, 1, 0, 1])
    offline_tap(phone, phone.locator("button:has-text('Record tricks')"))
    expect(phone.locator("#sync-status")).to_have_text("Offline — 15 entries waiting")
    expect(phone.locator(".phase-title")).to_contain_text("Hand 4")
    expect(phone.locator("#outbox li.waiting").first).to_contain_text("Bob bids 0")
    pending = phone.locator(".sheet tr.pending:not(.breakdown-row)")
    expect(pending).to_have_count(3)  # the three hands' rows, still to be sent
    offline_totals = phone.locator("tr.totals").inner_text()

    # The Belote game, opened earlier: its page comes from the phone's own copy.
    phone.goto(belote)
    phone.locator("label.bl-chip:has(input[name='taker'])", has_text="Ann").first.click()
    offline_tap(phone, phone.locator("button.bl-suit[value='H']"), ENGINE_START_MS)
    offline_tap(phone, phone.locator("button", has_text="No declarations at all"))
    for digit in "70":
        phone.locator(f".keypad button[data-key='{digit}']").click()
    offline_tap(phone, phone.locator("#cp-record"))
    expect(phone.locator("#sync-status")).to_have_text("Offline — 3 entries waiting")

    context.set_offline(False)
    expect(phone.locator("#sync-status")).to_have_text("Sent", timeout=20_000)
    belote_log = stored_entries(phone)
    assert [e["type"] for e in belote_log] == ["contract", "declarations", "result"]
    # The Oh Hell! entries are sent from the Belote page too (the phone's outbox of every game goes).
    log = stored_entries(phone, oh_hell, wanted=15)
    assert [e["seq"] for e in log] == list(range(1, 16))
    phone.goto(oh_hell)
    expect(phone.locator(".phase-title")).to_contain_text("Hand 4")
    expect(phone.locator("#outbox")).to_be_hidden()
    said = [(e["type"], e["payload"].get("bid")) for e in log]
    assert said[:5] == [("bid", "0"), ("bid", "1"), ("bid", "0"), ("bid", "1"), ("tricks", None)]
    expect(board.locator(".board-sheet tbody tr[data-row]:not(.breakdown-row)")).to_have_count(3)
    assert phone.locator("tr.totals").inner_text() == offline_totals
