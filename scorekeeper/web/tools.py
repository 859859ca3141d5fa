"""Tool pages: tap cards from a picker, see the calculator's answer with its breakdown (htmx)."""

from __future__ import annotations

from flask import Blueprint, abort, render_template, request

from scorekeeper.forms import payload_from_form
from scorekeeper.tools import TOOLS, ToolError, run_tool
from scorekeeper.web.common import page_or_fragment

bp = Blueprint("tools", __name__, url_prefix="/tools")
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = (("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))
RESULT_KEYS_SHOWN_ELSEWHERE = {"said", "total", "lines"}


def _tool_or_404(slug: str):
    found = TOOLS.get(slug)
    if found is None:
        abort(404, description="There is no such calculator.")
    return found


@bp.get("")
def index():
    """Every calculator."""
    return render_template("tools/index.html", tools=TOOLS.values())


def _chosen(found, values) -> dict[str, str]:
    """Each setting's value: as asked (``/tools/points/count?game=pickle``, or the form sent), else its
    default."""
    return {s.name: values.get(s.name) or s.default for s in found.settings}


@bp.get("/<path:slug>")
def show(slug: str):
    """One calculator with its card picker (settings may be chosen in the address)."""
    found = _tool_or_404(slug)
    return render_template(
        "tools/tool.html",
        tool=found,
        chosen=_chosen(found, request.args),
        ranks=RANKS,
        suits=SUITS,
        result=None,
        error="",
        extra_keys=RESULT_KEYS_SHOWN_ELSEWHERE,
    )


@bp.post("/<path:slug>")
def answer(slug: str):
    """The answer for the cards picked so far (the fragment for htmx, else the whole page)."""
    found = _tool_or_404(slug)
    result, error, status = None, "", 200
    try:
        result = run_tool(slug, payload_from_form(request.form))
    except ToolError as exc:
        error, status = str(exc), 422
    return page_or_fragment(
        "tools/tool.html",
        "tools/_result.html",
        status=status,
        tool=found,
        chosen=_chosen(found, request.form),
        ranks=RANKS,
        suits=SUITS,
        result=result,
        error=error,
        extra_keys=RESULT_KEYS_SHOWN_ELSEWHERE,
    )
