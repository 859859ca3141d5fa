"""Sharing that reaches a phone: the address the share links carry, the warning for loopback addresses,
copy buttons, and a viewer link (with QR code) straight to each game's scoreboard."""

from __future__ import annotations

import socket

import pytest

from scorekeeper.web import share
from tests.web.helpers import make_game, make_table


@pytest.fixture(autouse=True)
def _fresh_lan_cache():
    share._lan_cache.clear()
    yield
    share._lan_cache.clear()


@pytest.fixture
def table(client):
    return make_table(client)


def _lan(monkeypatch, address):
    """Pretend the server answers (or not) on this LAN address."""
    monkeypatch.setattr(share, "reachable_lan_address", lambda port: address)


def _share_page(client, token, base="http://localhost:8000"):
    return client.get(f"/t/{token}/share", base_url=base).text


# --- Which hosts a phone cannot open ---------------------------------------------------------------


@pytest.mark.parametrize(
    "host", ["localhost", "LOCALHOST", "127.0.0.1", "127.0.1.1", "::1", "[::1]", "0.0.0.0", "app.localhost"]
)
def test_loopback_hosts_are_recognised(host):
    assert share.is_loopback(host)


@pytest.mark.parametrize("host", ["192.168.1.20", "10.0.0.7", "mybox.local", "scores.example.org", "fe80::1"])
def test_network_hosts_are_not_loopback(host):
    assert not share.is_loopback(host)


# --- Finding the LAN address -----------------------------------------------------------------------


def test_lan_address_falls_back_to_the_host_name(monkeypatch):
    class NoRoute(socket.socket):
        def connect(self, address):
            raise OSError("Network is unreachable")

    monkeypatch.setattr(share.socket, "socket", NoRoute)
    monkeypatch.setattr(share.socket, "gethostbyname", lambda name: "192.168.1.44")
    assert share.lan_address() == "192.168.1.44"
    # Debian maps the host name to 127.0.1.1: no LAN address then, rather than a useless one
    monkeypatch.setattr(share.socket, "gethostbyname", lambda name: "127.0.1.1")
    assert share.lan_address() is None


def test_lan_address_is_never_loopback():
    address = share.lan_address()
    assert address is None or not share.is_loopback(address)


def _listener(host: str) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((host, 0))
    sock.listen(4)
    return sock


def test_answers_tells_a_listening_port_from_a_closed_one():
    with _listener("127.0.0.1") as sock:
        port = sock.getsockname()[1]
        assert share.answers("127.0.0.1", port)
    assert not share.answers("127.0.0.1", port)  # closed now


def test_lan_address_is_used_only_when_the_server_listens_on_all_interfaces():
    lan = share.lan_address()
    if lan is None:
        pytest.skip("this machine has no network address")
    with _listener("127.0.0.1") as local_only:  # plain `make run`: phones cannot connect
        assert share.reachable_lan_address(local_only.getsockname()[1]) is None
    with _listener("0.0.0.0") as everywhere:  # HOST=0.0.0.0 make run
        assert share.reachable_lan_address(everywhere.getsockname()[1]) == lan


def test_the_lookup_is_remembered_for_a_while(monkeypatch):
    calls = []
    monkeypatch.setattr(share, "lan_address", lambda: calls.append(1) or "192.168.1.5")
    monkeypatch.setattr(share, "answers", lambda host, port: True)
    assert share.reachable_lan_address(8000) == share.reachable_lan_address(8000) == "192.168.1.5"
    assert len(calls) == 1


@pytest.mark.parametrize(
    "port, command", [(8000, "HOST=0.0.0.0 make run"), (5000, "HOST=0.0.0.0 PORT=5000 make run")]
)
def test_the_fix_names_the_port_only_when_it_is_not_the_default(port, command):
    assert share.fix_command(port) == command


# --- The share page ---------------------------------------------------------------------------------


@pytest.mark.parametrize("base", ["http://localhost:8000", "http://127.0.0.1:8000", "http://[::1]:8000"])
def test_a_loopback_address_is_replaced_by_the_lan_address(client, table, monkeypatch, base):
    _lan(monkeypatch, "192.168.1.20")
    page = _share_page(client, table["scorer_token"], base)
    assert f"http://192.168.1.20:8000/t/{table['scorer_token']}" in page
    assert f"http://192.168.1.20:8000/t/{table['viewer_token']}" in page
    assert "share-lan" in page and "share-warning" not in page


def test_loopback_without_a_lan_address_warns_with_the_one_command(client, table, monkeypatch):
    _lan(monkeypatch, None)
    page = _share_page(client, table["scorer_token"], "http://127.0.0.1:8000")
    assert "share-warning" in page and "Phones cannot open these codes yet" in page
    assert '<code class="fix-command">HOST=0.0.0.0 make run</code>' in page
    assert "<code>127.0.0.1</code>" in page
    assert f"http://127.0.0.1:8000/t/{table['scorer_token']}" in page  # still usable on this machine


def test_the_warning_names_another_port(client, table, monkeypatch):
    _lan(monkeypatch, None)
    page = _share_page(client, table["scorer_token"], "http://localhost:5000")
    assert "HOST=0.0.0.0 PORT=5000 make run" in page


def test_a_network_address_is_kept_without_looking_further(client, table, monkeypatch):
    def no_lookup(port):
        raise AssertionError("opened by a network address: no lookup needed")

    monkeypatch.setattr(share, "reachable_lan_address", no_lookup)
    monkeypatch.setattr(share, "machine_addresses", lambda: frozenset({"192.168.1.9"}))  # this machine's
    page = _share_page(client, table["scorer_token"], "http://192.168.1.9:8000")
    assert f"http://192.168.1.9:8000/t/{table['viewer_token']}" in page
    assert "share-warning" not in page and "share-lan" not in page


def test_the_public_url_setting_wins(app, client, table, monkeypatch):
    _lan(monkeypatch, "192.168.1.20")
    app.config["PUBLIC_URL"] = "https://cards.example.org/"
    page = _share_page(client, table["scorer_token"])
    assert f"https://cards.example.org/t/{table['viewer_token']}" in page
    assert "192.168.1.20" not in page and "share-warning" not in page


def test_qr_codes_carry_the_lan_address(client, table, monkeypatch):
    _lan(monkeypatch, "192.168.1.20")
    monkeypatch.setattr(share, "qr_svg", lambda data: data.encode())  # the encoded text, to read it back
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    got = client.get(f"/t/{scorer}/qr/scorer.svg", base_url="http://localhost:8000").data.decode()
    assert got == f"http://192.168.1.20:8000/t/{scorer}"
    got = client.get(f"/t/{viewer}/qr/viewer.svg", base_url="http://localhost:8000").data.decode()
    assert got == f"http://192.168.1.20:8000/t/{viewer}"


def test_every_link_has_a_copy_button(client, table, monkeypatch):
    _lan(monkeypatch, None)
    make_game(client, table["scorer_token"], "golf")
    page = _share_page(client, table["scorer_token"])
    assert page.count('class="copy-link"') == 4  # scorer, viewer, the table's scoreboard, one game's
    assert "share.js" in page
    assert client.get("/static/share.js").status_code == 200


# --- A viewer link straight to each game's scoreboard ------------------------------------------------


def test_each_game_has_a_read_only_scoreboard_link(client, table, monkeypatch):
    _lan(monkeypatch, "192.168.1.20")
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    golf = make_game(client, scorer, "golf")
    cribbage = make_game(client, scorer, "cribbage", players=["Ann", "Bob"])
    page = _share_page(client, scorer)
    assert "Scoreboards" in page and "Six-card Golf" in page and "Ann, Bob" in page
    for game in (golf, cribbage):
        board = f"http://192.168.1.20:8000/t/{viewer}/g/{game['id']}/board"
        assert f'href="{board}"' in page
        assert f"/t/{scorer}/qr/board/{game['id']}.svg" in page
        assert client.get(f"/t/{viewer}/g/{game['id']}/board").status_code == 200
    # viewers see the same boards, and never the scorer link
    viewer_page = _share_page(client, viewer)
    assert f"/t/{viewer}/g/{golf['id']}/board" in viewer_page and scorer not in viewer_page


def test_a_table_without_games_has_no_scoreboard_section(client, table, monkeypatch):
    _lan(monkeypatch, None)
    assert "Scoreboards" not in _share_page(client, table["scorer_token"])


def test_the_scoreboard_qr_code_carries_the_viewer_link(client, table, monkeypatch):
    _lan(monkeypatch, None)
    monkeypatch.setattr(share, "qr_svg", lambda data: data.encode())
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    game = make_game(client, scorer, "golf")
    got = client.get(f"/t/{scorer}/qr/board/{game['id']}.svg").data.decode()
    assert got == f"http://localhost/t/{viewer}/g/{game['id']}/board"
    assert client.get(f"/t/{viewer}/qr/board/{game['id']}.svg").status_code == 200


def test_a_scoreboard_qr_code_of_another_table_is_not_found(client, table):
    other = make_table(client, name="Other")
    game = make_game(client, other["scorer_token"], "golf")
    assert client.get(f"/t/{table['scorer_token']}/qr/board/{game['id']}.svg").status_code == 404
    real = client.get(f"/t/{other['viewer_token']}/qr/board/{game['id']}.svg")
    assert real.status_code == 200 and real.mimetype == "image/svg+xml"


# --- Installable: a web app manifest and icons ------------------------------------------------------


def test_every_page_links_the_manifest_and_its_icons_exist(client, table):
    import json
    import struct

    page = client.get(f"/t/{table['viewer_token']}").text
    assert 'rel="manifest" href="/static/manifest.webmanifest"' in page
    assert 'rel="apple-touch-icon" href="/static/icons/apple-touch-icon.png"' in page
    response = client.get("/static/manifest.webmanifest")
    assert response.status_code == 200
    manifest = json.loads(response.data)
    # Chrome installs with a name, a 192 and a 512 icon and a standalone-like display. The app opens on
    # the home page (this device's recent tables), and every page of the server is in its scope.
    assert manifest["name"] and manifest["display"] in ("standalone", "fullscreen")
    assert manifest["start_url"] == "/" and manifest["scope"] == "/"
    sizes = set()
    for icon in manifest["icons"]:
        png = client.get(f"/static/{icon['src']}").data
        assert png[:8] == b"\x89PNG\r\n\x1a\n", icon
        width, height = struct.unpack(">II", png[16:24])
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add((width, icon["purpose"]))
    assert {(192, "any"), (512, "any"), (512, "maskable")} <= sizes


# --- A forged Host header (no PUBLIC_URL: plain `make run`) ----------------------------------------


@pytest.mark.parametrize(
    "forged", ["http://evil.example:8000", "http://203.0.113.9:8000", "http://evil.example"]
)
def test_a_forged_host_reaches_neither_the_links_nor_the_qr_codes(client, table, monkeypatch, forged):
    _lan(monkeypatch, "192.168.1.20")
    monkeypatch.setattr(share, "machine_addresses", lambda: frozenset({"192.168.1.20"}))
    scorer, viewer = table["scorer_token"], table["viewer_token"]
    game_id = make_game(client, scorer)["id"]  # not 1 on PostgreSQL: its ids go on from test to test
    forged_host = forged.removeprefix("http://").split(":")[0]
    page = _share_page(client, scorer, forged)
    assert forged_host not in page
    assert f"http://192.168.1.20:{8000 if forged.endswith(':8000') else 80}/t/{viewer}" in page
    assert "share-untrusted" in page
    monkeypatch.setattr(share, "qr_svg", lambda data: data.encode())
    for path in (
        f"/t/{scorer}/qr/scorer.svg",
        f"/t/{scorer}/qr/viewer.svg",
        f"/t/{scorer}/qr/board/{game_id}.svg",
    ):
        code = client.get(path, base_url=forged).data.decode()
        assert code.startswith("http://192.168.1.20:") and forged_host not in code
    created = client.post("/api/v1/tables", json={"name": "T", "players": ["A", "B"]}, base_url=forged)
    assert forged_host not in created.get_data(as_text=True)


def test_this_machines_own_name_is_kept(client, table, monkeypatch):
    monkeypatch.setattr(share, "machine_names", lambda: frozenset({"mybox.local"}))
    page = _share_page(client, table["scorer_token"], "http://mybox.local:8000")
    assert f"http://mybox.local:8000/t/{table['viewer_token']}" in page and "share-untrusted" not in page


def test_a_forged_host_on_a_real_connection_gets_the_connections_own_address(app, table):
    """Served for real (werkzeug's server on loopback, as `make run` serves on 127.0.0.1): a request sent
    with ``Host: evil.example`` gets links to the address it really reached, never to evil.example."""
    import http.client
    import threading

    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_port
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request("GET", f"/t/{table['scorer_token']}/qr/viewer.svg", headers={"Host": "evil.example"})
        answer = conn.getresponse()
        svg = answer.read()
        conn.request("GET", f"/t/{table['scorer_token']}/share", headers={"Host": "evil.example"})
        page = conn.getresponse().read().decode()
    finally:
        server.shutdown()
        thread.join(5)
    assert answer.status == 200 and b"evil" not in svg
    assert "evil.example" not in page
    # bound to loopback only, so no LAN address answers: the links keep 127.0.0.1 and the page says so
    assert f"http://127.0.0.1:{port}/t/{table['viewer_token']}" in page
