"""The calculators' JSON API: ``POST /api/v1/tools/<slug>`` (see docs/api.md)."""

from __future__ import annotations

from flask import Blueprint, abort, jsonify

from scorekeeper.tools import TOOLS, ToolError, run_tool
from scorekeeper.web.schemas import read_object

bp = Blueprint("api_tools", __name__, url_prefix="/api/v1/tools")


@bp.get("")
def catalogue():
    """Every calculator, with the cards and settings it takes."""
    return jsonify(
        tools=[
            {
                "slug": t.slug,
                "title": t.title,
                "summary": t.summary,
                "slots": [
                    {"name": s.name, "label": s.label, "least": s.least, "most": s.most} for s in t.slots
                ],
                "settings": [
                    {
                        "name": s.name,
                        "label": s.label,
                        "default": s.default,
                        "choices": [c for c, _ in s.choices],
                    }
                    for s in t.settings
                ],
            }
            for t in TOOLS.values()
        ]
    )


@bp.post("/<path:slug>")
def run(slug: str):
    """Run one calculator on a JSON body; 400 with the reason for bad cards."""
    if slug not in TOOLS:
        abort(404, description="There is no such calculator.")
    data = read_object()
    try:
        return jsonify(run_tool(slug, data))
    except ToolError as exc:
        return jsonify(error=str(exc), field=None), 400
