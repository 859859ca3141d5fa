"""Sharing a table: the scorer link, the read-only viewer link and each game's scoreboard, as QR codes.

The links must open on a phone, so the address they carry matters more than anything else here:

1. ``PUBLIC_URL`` (``SCOREKEEPER_PUBLIC_URL``), when set, is used as it is (a proxy, a fixed name).
2. Otherwise the address the page was opened by, when a phone could open it too (``192.168.1.20:8000``,
   ``mybox.local``) and it is this machine's own name or address (``host_is_trusted``): anyone can send any
   ``Host`` header, so another name never reaches a link or QR code; the links then carry the address the
   request's connection came in to (or the LAN address), and the page says why.
3. Opened as ``localhost`` / ``127.0.0.1`` / ``::1``: this machine's LAN address is looked up (a UDP socket
   "connected" to a non-routable address tells which interface would be used; no packet is sent), and the
   links carry it when the server answers there, i.e. it is bound to all interfaces (``HOST=0.0.0.0``).
4. Else the links keep the loopback address and the page says which one command fixes it.

Behind a proxy the request's address is what the client sent in ``Host`` (or ``X-Forwarded-Host`` when
``SCOREKEEPER_TRUSTED_PROXIES`` says to believe it), so anyone could make the links point elsewhere: a public
server sets ``PUBLIC_URL``, or ``SCOREKEEPER_ALLOWED_HOSTS`` (comma list; ``name`` allows any port,
``name:port`` that one), and a request for any other host is refused with 400 (``host_guard``).
"""

from __future__ import annotations

import contextlib
import functools
import io
import ipaddress
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

import qrcode
import qrcode.image.svg
from flask import Blueprint, Response, abort, current_app, render_template, request, url_for

from scorekeeper.store import repo, tables
from scorekeeper.web.common import db, table_access

bp = Blueprint("share", __name__, url_prefix="/t/<token>")

#: A private address no route leads to: "connecting" a UDP socket to it only picks the outgoing interface.
PROBE_ADDRESS = ("10.254.254.254", 1)
#: How long a LAN lookup is trusted (the machine may change networks; the share page is rarely opened).
LAN_CACHE_SECONDS = 30.0
LOOPBACK_NAMES = frozenset({"localhost", "ip6-localhost", "ip6-loopback"})
DEFAULT_PORT = 8000  # the Makefile's PORT

_lan_cache: dict[int, tuple[float, str | None]] = {}


@dataclass(frozen=True, slots=True)
class Reach:
    """Where the shared links point, and what to tell the person sharing them."""

    base: str  # scheme://host[:port], no trailing slash
    source: str  # "configured", "request", "lan" (loopback replaced) or "loopback" (phones cannot open it)
    opened_as: str = ""  # the loopback host the page was opened by, for the notes
    fix: str = ""  # the one command that makes the links work, when they cannot


def is_loopback(host: str) -> bool:
    """True for names and addresses that mean "this device" (or "any address", 0.0.0.0) to whoever opens
    them: a phone given such a link would look for the server on itself."""
    host = host.strip().strip("[]").lower()
    if host in LOOPBACK_NAMES or host.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


def lan_address() -> str | None:
    """This machine's IPv4 address on its network, or None when it has none (offline, loopback only)."""
    address = ""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(PROBE_ADDRESS)  # UDP: no packet leaves; the kernel only chooses a route
            address = probe.getsockname()[0]
    except OSError:
        pass
    if not address or is_loopback(address):
        try:  # fallback: what the host name resolves to (often 127.0.1.1 on Debian, then no luck)
            address = socket.gethostbyname(socket.gethostname())
        except OSError:
            return None
    return None if is_loopback(address) else address


def answers(host: str, port: int, timeout: float = 0.3) -> bool:
    """Whether this server accepts connections on ``host:port`` (it does on the LAN address only when it
    was bound to all interfaces). The kernel completes the handshake, so a busy worker is no obstacle."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def reachable_lan_address(port: int) -> str | None:
    """The LAN address when this server answers on it at ``port``; remembered for a little while."""
    now = time.monotonic()
    cached = _lan_cache.get(port)
    if cached and now - cached[0] < LAN_CACHE_SECONDS:
        return cached[1]
    address = lan_address()
    found = address if address and answers(address, port) else None
    _lan_cache[port] = (now, found)
    return found


def listening_port() -> int:
    """The port the request came in on: the server's own socket when it exposes it, else the Host header."""
    for key in ("gunicorn.socket", "werkzeug.socket"):
        sock = request.environ.get(key)
        if sock is not None:
            try:
                return int(sock.getsockname()[1])
            except (OSError, IndexError, TypeError, ValueError):
                break
    return urlsplit(request.host_url).port or (443 if request.scheme == "https" else 80)


def fix_command(port: int) -> str:
    """The one command that serves the app to the whole network (the Makefile's HOST and PORT)."""
    return "HOST=0.0.0.0 make run" if port == DEFAULT_PORT else f"HOST=0.0.0.0 PORT={port} make run"


@functools.lru_cache(maxsize=1)
def machine_names() -> frozenset[str]:
    """This machine's own names: its host name, that name with ``.local`` (mDNS), its fully qualified name."""
    names = set()
    with contextlib.suppress(OSError):
        host = socket.gethostname().lower().rstrip(".")
        names |= {host, host.split(".", 1)[0] + ".local", socket.getfqdn().lower().rstrip(".")}
    return frozenset(name for name in names if name)


_addresses_cache: list[tuple[float, frozenset[str]]] = []


def machine_addresses() -> frozenset[str]:
    """This machine's own addresses: its LAN address and what its host name resolves to (looked up again
    after ``LAN_CACHE_SECONDS``: the machine may change networks)."""
    now = time.monotonic()
    if _addresses_cache and now - _addresses_cache[0][0] < LAN_CACHE_SECONDS:
        return _addresses_cache[0][1]
    found = {lan_address() or ""}
    with contextlib.suppress(OSError):
        for *_rest, sockaddr in socket.getaddrinfo(socket.gethostname(), None):
            found.add(str(sockaddr[0]))
    addresses = frozenset(_normal_ip(a) for a in found if a)
    _addresses_cache[:] = [(now, addresses)]
    return addresses


def _normal_ip(text: str) -> str:
    try:
        return str(ipaddress.ip_address(text.strip("[]").split("%", 1)[0]))
    except ValueError:
        return text.lower()


def connection_address() -> str | None:
    """The address of this machine the request's connection came in to (the server's end of the socket)."""
    for key in ("gunicorn.socket", "werkzeug.socket"):
        sock = request.environ.get(key)
        if sock is not None:
            with contextlib.suppress(OSError, IndexError, TypeError):
                return _normal_ip(str(sock.getsockname()[0]))
    return None


def host_is_trusted(host: str) -> bool:
    """Whether links may carry ``host`` (the request's, without port). Without ``PUBLIC_URL`` anyone can send
    any ``Host`` header, so by default only this machine's own names and addresses are believed (and the
    address the connection really came in to); ``ALLOWED_HOSTS`` (whose guard refuses every other host) and
    ``TRUSTED_PROXIES`` (the proxy's X-Forwarded-Host is believed) hand the choice to the operator."""
    config = current_app.config
    if parse_hosts(config.get("ALLOWED_HOSTS")) or str(config.get("TRUSTED_PROXIES") or "0") != "0":
        return True
    name = host.strip("[]").lower().rstrip(".")
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return name in machine_names()
    address = _normal_ip(name)
    return address == connection_address() or address in machine_addresses()


def reach() -> Reach:
    """Where links handed to phones should point (see the module docstring for the order)."""
    configured = (current_app.config.get("PUBLIC_URL") or "").rstrip("/")
    if configured:
        return Reach(configured, "configured")
    base = request.host_url.rstrip("/")
    host = urlsplit(base).hostname or ""
    if not is_loopback(host):
        if host_is_trusted(host):
            return Reach(base, "request")
        return _own_address()  # a Host this server does not know: never put it in a link
    port = listening_port()
    lan = reachable_lan_address(port)
    if lan:
        return Reach(f"{request.scheme}://{lan}:{port}", "lan", opened_as=host)
    return Reach(base, "loopback", opened_as=host, fix=fix_command(port))


def _own_address() -> Reach:
    """The links for a request whose Host is not this machine's: the address its connection came in to,
    else the LAN address, else loopback (with the one command that fixes it)."""
    port = listening_port()
    local = connection_address()
    if local and not is_loopback(local):
        shown = f"[{local}]" if ":" in local else local
        return Reach(f"{request.scheme}://{shown}:{port}", "untrusted")
    lan = reachable_lan_address(port)
    if lan:
        return Reach(f"{request.scheme}://{lan}:{port}", "untrusted")
    return Reach(
        f"{request.scheme}://127.0.0.1:{port}", "loopback", opened_as="127.0.0.1", fix=fix_command(port)
    )


def parse_hosts(setting: object) -> frozenset[str]:
    """``SCOREKEEPER_ALLOWED_HOSTS`` as lower-case names: a comma list, or a list from ``config.py``."""
    items = setting.split(",") if isinstance(setting, str) else list(setting or ())
    return frozenset(str(item).strip().lower().rstrip(".") for item in items if str(item).strip())


def host_allowed(host: str, allowed: frozenset[str]) -> bool:
    """Whether ``host`` (``name`` or ``name:port``, as in the Host header) is one of ``allowed``."""
    host = host.strip().lower()
    name = host.split("]", 1)[0] + "]" if host.startswith("[") else host.split(":", 1)[0]  # [::1]:8000
    return host in allowed or name.rstrip(".") in allowed


MONITORS = frozenset({"health.healthz", "metrics.metrics"})  # asked by IP: no host check


def host_guard(setting: object) -> Callable[[], None] | None:
    """A ``before_request`` hook refusing requests for hosts not in ``setting`` (None when unset: the LAN
    default, any address the server is reached by). ``/healthz`` and ``/metrics`` are left open to monitors
    using an IP (``/metrics`` checks who asks itself)."""
    allowed = parse_hosts(setting)
    if not allowed:
        return None

    def check_host() -> None:
        if request.endpoint not in MONITORS and not host_allowed(request.host, allowed):
            abort(400, description="This server does not answer to that name: open it by its usual address.")

    return check_host


def share_links(access, base: str | None = None) -> dict[str, str]:
    """Absolute links a phone on the same network can open; scorers see both, viewers only theirs; and the
    table's scoreboard, which follows the table from game to game (read-only, through the viewer token)."""
    base = reach().base if base is None else base
    links = {
        "viewer": base + url_for("tables.show", token=access.table.viewer_token),
        "board": base + url_for("table_board.show", token=access.table.viewer_token),
    }
    if access.can_write:
        links["scorer"] = base + url_for("tables.show", token=access.table.scorer_token)
    return links


def board_links(access, base: str) -> list[dict[str, object]]:
    """Each game's scoreboard through the viewer link: a tablet or TV opens it straight away, read-only."""
    links = []
    for game in tables.games_of(db(), access.table):
        links.append(
            {
                "id": game.id,
                "name": repo.title_of(game),
                "players": list(game.players),
                "url": base + url_for("board.show", token=access.table.viewer_token, game_id=game.id),
            }
        )
    return links


def qr_svg(data: str) -> bytes:
    """An SVG QR code (path-based: small and crisp at any size)."""
    image = qrcode.make(data, image_factory=qrcode.image.svg.SvgPathImage, box_size=10, border=2)
    out = io.BytesIO()
    image.save(out)
    return out.getvalue()


def _svg_response(data: str) -> Response:
    response = Response(qr_svg(data), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=300"
    return response


@bp.get("/share")
def show(token: str):
    """QR codes for joining this table, and a scoreboard link per game."""
    access = table_access(token)
    where = reach()
    return render_template(
        "share.html",
        access=access,
        table=access.table,
        token=token,
        reach=where,
        links=share_links(access, where.base),
        boards=board_links(access, where.base),
    )


@bp.get("/qr/<kind>.svg")
def qr(token: str, kind: str):
    """The QR code of the scorer or viewer link (the scorer code only through the scorer link), or of the
    table's scoreboard."""
    access = table_access(token)
    links = share_links(access)
    if kind not in ("scorer", "viewer", "board"):
        abort(404, description="There is no such QR code.")
    if kind not in links:
        abort(403, description="A viewer link cannot hand out the scorer link.")
    return _svg_response(links[kind])


@bp.get("/qr/board/<int:game_id>.svg")
def board_qr(token: str, game_id: int):
    """The QR code of one game's scoreboard (always the viewer link: a board never changes scores)."""
    access = table_access(token)
    if repo.game_of_table(db(), access.table, game_id) is None:
        abort(404, description="This table has no such game.")
    url = url_for("board.show", token=access.table.viewer_token, game_id=game_id)
    return _svg_response(reach().base + url)
