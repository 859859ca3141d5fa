"""In-process figures: the scoreboard's render time for a 100-hand game, and what a phone downloads.

The long game is Oh Hell! with the options the text allows for it: a fixed sequence of 99 hands of 10
cards (``fixed_hands`` is at most 99) and the play-off, so a lead still shared after hand 99 brings a
100th hand. The trump is turned and bids are made one by one, as phones enter them: six entries per
hand, 600 in all. Scores rotate in blocks of four hands, which keeps everyone level at each block's end;
the last three hands leave two players sharing the lead, so the play-off hand is dealt.

The table and game are made through the API, the log is checked by the ruleset as it is built and
stored in one go, and every figure comes from the app's own routes (Flask's test client) on a fresh
migrated SQLite file.
"""

from __future__ import annotations

import gzip
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from sqlmodel import Session

from scorekeeper.app import create_app
from scorekeeper.families.ruleset import Event, GameSetup, Prompt, Ruleset
from scorekeeper.store import repo
from scorekeeper.store.db import upgrade
from scorekeeper.store.models import EventRecord, Game

HANDS = 100
PLAYERS = ["Ann", "Bob", "Cid", "Dee"]
LONG_GAME_OPTIONS = {"sequence": "fixed", "fixed_hands": 99, "max_cards": 10, "playoff": True}
TRUMP_CARDS = ["7H", "QS", "2D", "KC", "9S", "AH", "5C", "JD"]
# (tricks taken, bids) by position in a block of four hands; bids never add up to 10 (the hook).
BLOCK_PATTERNS = [
    ([3, 3, 3, 1], [3, 2, 4, 0]),
    ([5, 3, 1, 1], [4, 3, 1, 1]),
    ([2, 2, 3, 3], [2, 2, 3, 2]),
    ([0, 4, 4, 2], [0, 3, 4, 2]),
]
# 14, 2, 2, 12 points: three hands of a block leave the two who missed a 2 level in the lead.
TIE_PATTERN = ([4, 2, 2, 2], [4, 1, 1, 2])
RENDER_REPEATS = 100
RENDER_SECONDS = 8.0  # per page, whichever comes first
GZIP_LEVEL = 6
ACCEPTS_COMPRESSION = {"Accept-Encoding": "gzip, deflate, br, zstd"}  # as Chromium asks


@dataclass(frozen=True)
class GameLinks:
    scorer: str
    viewer: str
    game_id: int

    @property
    def play(self) -> str:
        return f"/t/{self.scorer}/g/{self.game_id}"

    @property
    def board(self) -> str:
        return f"/t/{self.viewer}/g/{self.game_id}/board"

    @property
    def live(self) -> str:
        return f"/t/{self.viewer}/g/{self.game_id}/board/live"


@contextmanager
def bench_app(workdir: Path) -> Iterator[Flask]:
    """The real app on a fresh, migrated SQLite file in ``workdir``."""
    url = f"sqlite:///{workdir / 'render.db'}"
    upgrade(url)
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench"})
    try:
        yield app
    finally:
        app.extensions["engine"].dispose()


def api(client: FlaskClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(path, json=body)
    if response.status_code != 201:
        raise RuntimeError(f"POST {path} answered {response.status_code}: {response.get_data(as_text=True)}")
    return response.json


def new_game(client: FlaskClient, ruleset: str, options: dict[str, Any]) -> tuple[GameLinks, dict]:
    table = api(client, "/api/v1/tables", {"name": "Bench", "players": PLAYERS})
    body = {"ruleset": ruleset, "options": options}
    game = api(client, f"/api/v1/tables/{table['scorer_token']}/games", body)
    return GameLinks(table["scorer_token"], table["viewer_token"], game["id"]), game


def hand_plan(index: int) -> tuple[list[int], list[int]]:
    """Tricks taken and bids by seat for hand ``index`` (0-based): a block pattern rotated by the hand."""
    full_blocks = (HANDS - 4) // 4 * 4  # the blocks before the last one, which ends on the play-off
    taken, bids = TIE_PATTERN if index >= full_blocks else BLOCK_PATTERNS[index // 4 % len(BLOCK_PATTERNS)]
    seats = len(PLAYERS)

    def rotated(values: list[int]) -> list[int]:
        return [values[(seat - index) % seats] for seat in range(seats)]

    return rotated(taken), rotated(bids)


def next_entry(prompt: Prompt, hand: int) -> Event:
    """The entry a phone would make next in the long game, at ``prompt`` during hand ``hand`` (0-based)."""
    taken, bids = hand_plan(hand)
    if prompt.phase == "trump":
        return Event("trump", {"card": TRUMP_CARDS[hand % len(TRUMP_CARDS)]})
    if prompt.phase == "bid":
        return Event("bid", {"player": prompt.actor, "bid": bids[prompt.actor]})
    if prompt.phase == "tricks":
        return Event("tricks", {"taken": taken})
    raise RuntimeError(f"The long game stopped at hand {hand + 1}: {prompt.title}")


def long_game_log(ruleset: Ruleset, setup: GameSetup) -> list[Event]:
    """The entries of a 100-hand game, each checked by the ruleset as it is made (one linear fold)."""
    state, log, hand = ruleset.start(setup), [], 0
    for _ in range(HANDS * (2 + len(PLAYERS))):
        if hand >= HANDS:
            break
        event = next_entry(ruleset.prompt(state), hand)
        state = ruleset.apply(state, event)
        log.append(event)
        hand += event.type == "tricks"
    return log


def build_long_game(app: Flask, client: FlaskClient) -> tuple[GameLinks, dict[str, Any]]:
    """Oh Hell! with 100 hands recorded, read back through the API (which replays and checks them all).

    The log is written in one transaction rather than entry by entry through the API, whose every
    append replays the log so far: that would spend most of the benchmark's time building the game.
    """
    links, _ = new_game(client, "oh-hell", LONG_GAME_OPTIONS)
    with Session(app.extensions["engine"]) as session:
        game = session.get(Game, links.game_id)
        log = long_game_log(repo.ruleset_of(game), repo.setup_of(game))
        for seq, event in enumerate(log, start=1):
            session.add(EventRecord(game_id=game.id, seq=seq, type=event.type, payload=dict(event.payload)))
        session.commit()
    state = client.get(f"/api/v1/tables/{links.viewer}/games/{links.game_id}").json
    if len(state["hands"]) != HANDS:
        raise RuntimeError(f"The long game has {len(state['hands'])} hands, not {HANDS}.")
    return links, state


CRIBBAGE_DEALS = 8


def build_cribbage_game(client: FlaskClient) -> GameLinks:
    """Six-card cribbage (the 121-hole board, the larger picture) after eight deals entered as points."""
    table = api(client, "/api/v1/tables", {"name": "Bench", "players": PLAYERS[:2]})
    options = {"variant": "six-card", "three_for_last": False}
    body = {"ruleset": "cribbage", "options": options}
    game = api(client, f"/api/v1/tables/{table['scorer_token']}/games", body)
    events_path = f"/api/v1/tables/{table['scorer_token']}/games/{game['id']}/events"
    deal = [("starter", {"card": "5D"}), ("pegging_points", {"points": [3, 4]})]
    deal += [("show", {"points": points}) for points in (4, 3, 2)]
    entries = [("cut", {"dealer": 0}), *deal * CRIBBAGE_DEALS]
    for seq, (kind, payload) in enumerate(entries):
        api(client, events_path, {"type": kind, "payload": payload, "expected_seq": seq})
    return GameLinks(table["scorer_token"], table["viewer_token"], game["id"])


BELOTE_DEALS = 100
#: The marathon target keeps a 100-deal game going: about 81 points a deal each makes some 8,100.
BELOTE_LONG_GAME = {"target": 10000}


def belote_deal(number: int) -> list[tuple[str, dict[str, Any]]]:
    """One Belote deal as a phone enters it: contract, declarations (every third deal a run and belote,
    else none) and the takers' card points (made, dedans every fifth deal, a capot every eleventh)."""
    taker, trump = number % 4, "SHDC"[number % 4]
    declarations: dict[str, Any] = {}
    if number % 3 == 0:
        run = {
            "seat": (taker + 1) % 4,
            "kind": "run",
            "length": 3,
            "high": "Q",
            "suit": "SHDC"[(number + 1) % 4],
        }
        declarations = {"declared": [run], "belote": taker}
    result: dict[str, Any] = {"points": 60 if number % 5 == 0 else 91 + number % 7}
    if number % 11 == 0:
        result = {"all_tricks": taker % 2}
    return [
        ("contract", {"taker": taker, "trump": trump}),
        ("declarations", declarations),
        ("result", result),
    ]


def build_belote_game(client: FlaskClient) -> GameLinks:
    """Belote after 100 deals (300 entries) entered through the API, as phones would."""
    table = api(client, "/api/v1/tables", {"name": "Bench", "players": PLAYERS})
    body = {"ruleset": "belote", "options": BELOTE_LONG_GAME}
    game = api(client, f"/api/v1/tables/{table['scorer_token']}/games", body)
    events_path = f"/api/v1/tables/{table['scorer_token']}/games/{game['id']}/events"
    entries = [entry for number in range(1, BELOTE_DEALS + 1) for entry in belote_deal(number)]
    for seq, (kind, payload) in enumerate(entries):
        api(client, events_path, {"type": kind, "payload": payload, "expected_seq": seq})
    links = GameLinks(table["scorer_token"], table["viewer_token"], game["id"])
    state = client.get(f"/api/v1/tables/{links.viewer}/games/{links.game_id}").json
    if len(state["hands"]) != BELOTE_DEALS or state["is_over"]:
        raise RuntimeError(f"The Belote game has {len(state['hands'])} deals, not {BELOTE_DEALS} in play.")
    return links


def time_get(client: FlaskClient, path: str, headers: dict[str, str] | None = None) -> list[float]:
    """Seconds per GET of ``path``, after a short warm-up; bounded in count and time."""
    timings: list[float] = []
    for _ in range(5):
        _get_ok(client, path, headers)
    deadline = time.perf_counter() + RENDER_SECONDS
    for _ in range(RENDER_REPEATS):
        if time.perf_counter() >= deadline:
            break
        start = time.perf_counter()
        _get_ok(client, path, headers)
        timings.append(time.perf_counter() - start)
    return timings


def _get_ok(client: FlaskClient, path: str, headers: dict[str, str] | None = None) -> bytes:
    response = client.get(path, headers=headers or {})
    try:
        if response.status_code != 200:
            raise RuntimeError(f"GET {path} answered {response.status_code}.")
        return response.get_data()
    finally:
        response.close()


# --- Page weight ----------------------------------------------------------------------------------


class AssetLinks(HTMLParser):
    """The same-site files a page makes the browser fetch: ``<link href>`` and ``<script src>``."""

    def __init__(self) -> None:
        super().__init__()
        self.paths: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        url = found.get("href") if tag == "link" else found.get("src") if tag == "script" else None
        if url and url.startswith("/") and not url.startswith("//") and url not in self.paths:
            self.paths.append(url)


@dataclass(frozen=True)
class PageWeight:
    """Bytes of a page's HTML and of everything it links, raw and gzip-compressed."""

    html_raw: int
    html_gzip: int
    assets: tuple[tuple[str, int, int, int], ...]  # path, raw, gzip, as sent
    #: What the app itself sends a browser that accepts compression (Flask-Compress, zstd first).
    html_sent: int = 0

    @property
    def raw(self) -> int:
        return self.html_raw + sum(a[1] for a in self.assets)

    @property
    def sent(self) -> int:
        return self.html_sent + sum(a[3] for a in self.assets)

    @property
    def compressed(self) -> int:
        return self.html_gzip + sum(a[2] for a in self.assets)


def gzipped_size(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0))


def page_weight(client: FlaskClient, path: str) -> PageWeight:
    html = _get_ok(client, path)
    sent = _get_ok(client, path, ACCEPTS_COMPRESSION)
    parser = AssetLinks()
    parser.feed(html.decode())
    assets = []
    for asset in parser.paths:
        data = _get_ok(client, asset)
        sent_asset = _get_ok(client, asset, ACCEPTS_COMPRESSION)
        assets.append((asset, len(data), gzipped_size(data), len(sent_asset)))
    return PageWeight(len(html), gzipped_size(html), tuple(assets), len(sent))
