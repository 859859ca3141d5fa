"""Submit-to-scoreboard push latency: from sending an entry to the scoreboard stream naming its seq.

A reader thread holds the scoreboard's server-sent-events stream open (the viewer link, as a tablet
would) and notes when each event's ``id: <seq>`` line arrives; the main thread submits Golf entries from a
phone's connection and waits for the stream to report each new sequence number. Submissions are spaced
by a varying pause so they do not fall in step with the server's polling.
"""

from __future__ import annotations

import http.client
import queue
import random
import socket
import threading
import time
from contextlib import suppress
from dataclasses import dataclass

from bench.load import GOLF_PLAYERS, call, call_json
from bench.server import Server

SAMPLES = 45
WAIT_SECONDS = 5.0  # longest wait for one push before it counts as missed
PAUSE_SECONDS = (0.05, 0.15)


@dataclass(frozen=True)
class PushResult:
    latencies: list[float]
    missed: int
    refused: int


class StreamReader(threading.Thread):
    """Reads one SSE stream, putting ``(seq, arrival time)`` on ``seen`` for each event's ``id:`` line."""

    def __init__(self, server: Server, path: str) -> None:
        super().__init__(daemon=True)
        self.conn = server.connection(timeout=WAIT_SECONDS * 2)
        self.path = path
        self.seen: queue.Queue[tuple[int, float]] = queue.Queue()
        self.failure: str = ""
        self.closing = threading.Event()

    def run(self) -> None:
        try:
            self.conn.request("GET", self.path, headers={"Accept": "text/event-stream"})
            response = self.conn.getresponse()
            if response.status != 200:
                self.failure = f"the stream answered {response.status}"
                return
            self._read(response)
        except Exception as exc:  # http.client fails in several ways when its socket is shut under it
            if not self.closing.is_set():
                self.failure = f"{type(exc).__name__}: {exc}"

    def _read(self, response: http.client.HTTPResponse) -> None:
        while line := response.readline():
            if line.startswith(b"id:"):  # every event names its entry number (``update`` and ``board``)
                self.seen.put((int(line[3:].strip()), time.perf_counter()))

    def close(self) -> None:
        """Unblock the reader by shutting its socket, then wait for it briefly."""
        self.closing.set()
        sock = self.conn.sock
        if sock is not None:
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        self.conn.close()
        self.join(timeout=WAIT_SECONDS)

    def wait_for(self, seq: int, timeout: float) -> float | None:
        """When the stream first reported ``seq`` or later; None if it did not within ``timeout``."""
        deadline = time.perf_counter() + timeout
        while (left := deadline - time.perf_counter()) > 0:
            try:
                reported, at = self.seen.get(timeout=left)
            except queue.Empty:
                return None
            if reported >= seq:
                return at
        return None


def measure_push(server: Server, samples: int = SAMPLES, seed: int = 7) -> PushResult:
    """``samples`` entries on a fresh Golf game, each timed from sending to the stream's report."""
    phone = server.connection()
    table = call_json(phone, "POST", "/api/v1/tables", {"name": "Push", "players": GOLF_PLAYERS}, 201)
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    game = call_json(phone, "POST", f"/api/v1/tables/{scorer}/games", {"ruleset": "golf"}, 201)
    reader = StreamReader(server, f"/t/{viewer}/g/{game['id']}/stream")
    reader.start()
    try:
        if reader.wait_for(0, WAIT_SECONDS) is None:
            raise RuntimeError(f"The scoreboard stream did not open: {reader.failure or 'no data'}.")
        path = f"/api/v1/tables/{scorer}/games/{game['id']}/events"
        return _submit_and_wait(phone, reader, path, samples, seed)
    finally:
        reader.close()
        phone.close()


def _submit_and_wait(
    phone: http.client.HTTPConnection, reader: StreamReader, path: str, samples: int, seed: int
) -> PushResult:
    pause = random.Random(seed)
    latencies: list[float] = []
    missed = refused = 0
    for seq in range(samples):
        time.sleep(pause.uniform(*PAUSE_SECONDS))
        # a round first, then undo, redo, undo, ... each valid where it falls
        event_type = "round" if seq == 0 else ("undo" if seq % 2 else "redo")
        payload = {"scores": [3, 9, 0, 12]} if seq == 0 else {}
        sent = time.perf_counter()
        status, _ = call(phone, "POST", path, {"type": event_type, "payload": payload, "expected_seq": seq})
        if status != 201:
            refused += 1
            break  # the sequence is unknown from here; the samples so far stand
        seen = reader.wait_for(seq + 1, WAIT_SECONDS)
        if seen is None:
            missed += 1
        else:
            latencies.append(seen - sent)
    return PushResult(latencies, missed, refused)
