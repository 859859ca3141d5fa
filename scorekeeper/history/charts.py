"""Charts drawn on the server as SVG with pygal: a game's score progression (totals after each hand) and a
player's results and rating over time.

The SVG goes into the page as it is, with no script: pygal adds one for its tooltips, which the app's
Content-Security-Policy (no inline script) would refuse, so it is taken out; the lines and labels need none.
The chart takes its text colour from the page (``currentColor``), so it reads on the light and the dark theme
alike; every chart is shown with its numbers as a table too (screen readers, print), by the template.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping, Sequence

import pygal
from markupsafe import Markup
from pygal.style import Style

# pygal adds an import hook to sys.meta_path for its map plugins (``pygal.maps.*``), which the app does not
# use; the hook has no ``find_spec``, so every later import warns (an error under the test suite's
# warning filter). Taken out again here, the one place pygal is imported.
sys.meta_path[:] = [hook for hook in sys.meta_path if type(hook).__name__ != "PluginImportFixer"]

#: Line colours that stand out on the light and the dark theme's backgrounds alike.
PALETTE = ("#2f7fd8", "#d9480f", "#2b9a66", "#b7791f", "#8e59c7", "#d23f86", "#138a8a", "#7a7f2a")
STYLE = Style(
    background="transparent",
    plot_background="transparent",
    foreground="currentColor",
    foreground_strong="currentColor",
    foreground_subtle="rgba(128, 128, 128, 0.35)",
    opacity="1",
    opacity_hover="1",
    colors=PALETTE,
    font_family="inherit",
    label_font_size=16,
    major_label_font_size=16,
    legend_font_size=16,
    title_font_size=16,
)
_SCRIPT = re.compile(r"<script\b.*?</script>", re.S)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
MAX_POINTS = 200  # a longer series is thinned to this many points (the table keeps every one)


def line_chart(
    title: str,
    x_labels: Sequence[str],
    series: Mapping[str, Sequence[float | None]],
    *,
    y_title: str = "",
    inverted: bool = False,
    y_labels: Sequence[int] | None = None,
) -> Markup:
    """A line per series over ``x_labels``; ``inverted``: smaller is better (places), drawn at the top;
    ``y_labels``: the values marked on the side (places are whole numbers)."""
    step = max(1, len(x_labels) // MAX_POINTS)
    chart = pygal.Line(
        style=STYLE,
        disable_xml_declaration=True,
        js=[],
        width=480,  # drawn at a phone's width without shrinking its labels below reading size
        height=300,
        explicit_size=False,
        show_dots=len(x_labels) <= 40,
        dots_size=3,
        stroke_style={"width": 2.5},
        inverse_y_axis=inverted,
        x_label_rotation=0,
        show_minor_x_labels=False,
        x_labels_major_count=8,
        show_legend=False,  # the page writes the legend itself (``legend``): it wraps on a phone
        y_title=y_title,
        title=None,
        margin=8,
        margin_right=32,  # the last date's label is centred on the last point: room for its half
        value_formatter=_number,
        print_values=False,
        tooltip_border_radius=0,
    )
    chart.x_labels = list(x_labels[::step])
    if y_labels is not None:
        chart.y_labels = list(y_labels)
    for name, values in series.items():
        chart.add(name, list(values[::step]))
    svg = chart.render(is_unicode=True)
    svg = _SCRIPT.sub("", _COMMENT.sub("", svg))
    return Markup(svg.replace("<svg ", f'<svg role="img" aria-label="{_attribute(title)}" ', 1))


def legend(names: Sequence[str]) -> list[tuple[str, str]]:
    """Each series' name with its line's colour, in the chart's order, for the page's own legend."""
    return [(name, PALETTE[i % len(PALETTE)]) for i, name in enumerate(names)]


def progression(columns: Sequence[str], progress: Sequence[Sequence[int]], hand_word: str = "Hand") -> Markup:
    """A game's totals after each hand, a line per player or side."""
    labels = [str(number) for number in range(1, len(progress) + 1)]
    series = {name: [totals[i] for totals in progress] for i, name in enumerate(columns)}
    return line_chart(f"Totals after each {hand_word.lower()}", labels, series, y_title="Total")


def _number(value: float) -> str:
    """A figure on the chart as the pages write it: −2, not -2; no trailing .0."""
    text = f"{value:g}"
    return "−" + text[1:] if text.startswith("-") else text


def _attribute(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
