"""Charts: an SVG with every series, no script (the CSP refuses inline scripts), a name for screen readers."""

from __future__ import annotations

import re

from scorekeeper.history.charts import line_chart, progression


def test_a_games_progression_is_an_svg_line_per_player_with_no_script():
    svg = str(progression(["Ann", "Bob"], [(3, 5), (8, 6), (8, 20)]))
    assert svg.startswith("<svg ") and 'role="img"' in svg and 'aria-label="Totals after each hand"' in svg
    assert "<script" not in svg
    assert len(re.findall(r'class="line reactive', svg)) == 2


def test_a_long_series_is_thinned_for_the_picture():
    svg = str(line_chart("Long", [str(i) for i in range(1000)], {"Ann": list(range(1000))}))
    assert svg.count('class="dot') == 0 and len(svg) < 60_000
