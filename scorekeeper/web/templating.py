"""Template filters and globals of the server's pages: the shared ones (``scorekeeper.rendering``) and those
that read the store or draw charts."""

from __future__ import annotations

from flask import Flask

from scorekeeper import rendering
from scorekeeper.families.statistics import Count, Statistic, read
from scorekeeper.games.registry import get_ruleset
from scorekeeper.history import charts
from scorekeeper.store.repo import title_of


def register(app: Flask) -> None:
    rendering.install(app.jinja_env)
    app.jinja_env.globals["game_title"] = title_of  # a game's name as shown: the score pad's "Hearts"
    app.jinja_env.globals["ruleset_title"] = ruleset_title  # a game's name by its slug (the group's pages)
    app.jinja_env.globals["read_count"] = read_count  # a game's own statistic in words
    app.jinja_env.globals["chart_legend"] = charts.legend  # a chart's names with their lines' colours


def ruleset_title(slug: str) -> str:
    ruleset = get_ruleset(slug)
    return ruleset.name if ruleset is not None else slug


def read_count(statistic: Statistic, count: Count | None) -> str:
    return read(statistic, count or Count())
