"""Sharing a table: the scorer link and the read-only viewer link, each as a QR code (SVG)."""

from __future__ import annotations

import io

import qrcode
import qrcode.image.svg
from flask import Blueprint, Response, abort, render_template, url_for

from scorekeeper.web.common import public_base, table_access

bp = Blueprint("share", __name__, url_prefix="/t/<token>")


def share_links(access) -> dict[str, str]:
    """Absolute links a phone on the same network can open; scorers see both, viewers only theirs."""
    base = public_base()
    links = {"viewer": base + url_for("tables.show", token=access.table.viewer_token)}
    if access.can_write:
        links["scorer"] = base + url_for("tables.show", token=access.table.scorer_token)
    return links


def qr_svg(data: str) -> bytes:
    """An SVG QR code (path-based: small and crisp at any size)."""
    image = qrcode.make(data, image_factory=qrcode.image.svg.SvgPathImage, box_size=10, border=2)
    out = io.BytesIO()
    image.save(out)
    return out.getvalue()


@bp.get("/share")
def show(token: str):
    """QR codes for joining this table."""
    access = table_access(token)
    return render_template(
        "share.html", access=access, table=access.table, token=token, links=share_links(access)
    )


@bp.get("/qr/<kind>.svg")
def qr(token: str, kind: str):
    """The QR code of the scorer or viewer link (the scorer code only through the scorer link)."""
    access = table_access(token)
    links = share_links(access)
    if kind not in ("scorer", "viewer"):
        abort(404, description="There is no such QR code.")
    if kind not in links:
        abort(403, description="A viewer link cannot hand out the scorer link.")
    response = Response(qr_svg(links[kind]), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "private, max-age=300"
    return response
