"""Every page, and every phase's form of every registered game, fits a phone: no sideways scrolling, and
every tap target at least 44×44 CSS px.

Issue 14: option boxes and player rows were wider than a 390 px phone and nothing noticed. This test opens,
at 390×844 only (the narrow screen is where both faults show; a tablet has room to spare):

- the home page, the table page (scorer and viewer) with the options of every registered game chosen in
  turn, the share page, the import page, the calculators' index and every calculator (``TOOLS``), and an
  error page;
- for every registered game (``all_rulesets()``): the play page in every phase the ruleset declares
  (``Ruleset.phases``), the scoreboard in each of those phases, and once the game is over the play page
  (the game-over page), the scoreboard and the score sheet (the print page).

To reach each phase, the rules layer plays games locally with the ruleset's own ``random_entry`` (as the
simulation test does, with seeded random numbers, so the same games are played on every run), and each
entry is posted to the live server's JSON API with ``expected_seq``; the play page is visited whenever a
phase not seen yet appears. The first game has the default options and is played to its end; a phase it
never reaches (one that only some options or player counts lead to) is looked for in further seeded games
with the simulation's random options, and those are played only until the phase appears. A phase that no
such game reaches fails the test, named.

The phases of a game are swept in ``PARTS`` parts (``phase_stops``: its phases in the order they are
reached, cut into that many runs, each part a test): ``make test`` visits one part of every game, the parts
taking turns from run to run, and ``make test-slow`` every part (``SAMPLED`` in tests/e2e/conftest.py).
The keyboard sweep (tests/e2e/test_keyboard.py) walks the same phases the same way.

What a page must satisfy:

- ``document.documentElement.scrollWidth <= clientWidth``: the page never scrolls sideways. A wide table
  inside its own scrolling box is allowed (that box scrolls, not the page).
- Tap targets are at least 44×44 CSS px (Apple's HIG and WCAG 2.5.5's size). What counts as a tap target:
  buttons, selects, text areas, inputs other than hidden ones, ``<summary>``, elements with
  ``role=button``, links styled as buttons (``a.button``), links in the top bar, in ``<nav>``, in forms and
  in link lists (``ul.links``: the table's games, the calculators, recent tables). A checkbox or radio
  counts by the label that wraps it (or names it with ``for=``), since the label is what the thumb taps.
  Links inside running text are left out, as WCAG 2.5.8 exempts them ("the target is in a sentence"): a
  link in a sentence is as tall as the line. Only what is displayed counts (not ``display:none``,
  ``visibility:hidden``, closed ``<details>``, nor what is hidden visually for screen readers: 1 px or
  less, or moved off the screen to the left, such as a form's hidden default submit button).
- Nothing spills out of its own box: in a tap target, a chip (an element with a class ``chip`` or
  ``xx-chip``, the span a hidden radio's label shows, a call in a ``xx-calls`` list) or a table cell, the
  content (its scroll size, and where its text is drawn) stays within the padding box: a long name wider
  than its button fails, as does text cut off by ``overflow: hidden``. Left out: form fields (their text
  scrolls), boxes made to scroll (``overflow: auto`` or ``scroll``, such as ``.sheet-wrap``) and boxes
  that end in an ellipsis on purpose (``text-overflow: ellipsis``, such as the top bar's names).

- Every total of the score table (``table.sheet tfoot td``) lies inside the screen (issue 21: with four
  players a phone showed three totals). The first game of each game's sweep has the most players the game
  allows, with long names (``LONG_NAMES``), so every page of it is the widest table the game can make.
- At the first stop of each part, the play page and the scoreboard pass axe-core's WCAG 2 A/AA rules
  (``Findings.check_axe``), so ``make test`` checks every game's play page and board on every run.

A failure lists every page that fails, what is too wide (the elements sticking out at the right), which
targets are too small, with their size, and which boxes their content spills out of, with both sizes.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from random import Random
from typing import Any

import pytest
from playwright.sync_api import Page

from scorekeeper.core import RuleError, options_as_dict
from scorekeeper.families.ruleset import OVER, Event, GameSetup, Ruleset
from scorekeeper.games.registry import all_rulesets
from scorekeeper.tools import TOOLS
from tests.games.test_simulation import make_setup

PHONE = {"width": 390, "height": 844}
MIN_TAP = 44
#: Names of different lengths, as real tables have (short names would hide a row that is too wide).
NAMES = ("Alexandra", "Bartholomew", "Cid", "Dee", "Evangeline", "Fitz")
NAMES += ("Gus", "Hal", "Ines", "Jo", "Kim", "Lou")
#: Long names, for the game played at its largest player count: the score table must still show every total.
LONG_NAMES = ("Alexandra", "Bartholomew", "Evangeline", "Maximilian", "Christopher", "Gwendolyn")
LONG_NAMES += ("Sebastian", "Penelope", "Cornelius", "Josephine", "Frederick", "Anastasia")
#: axe-core (npm, see README), run on the play page and the scoreboard: the WCAG 2 A and AA rules.
AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
AXE_RUN = """
async () => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  return result.violations.map(v => {
    const where = v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ');
    const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : '';
    return `${v.id} (${v.impact}): ${where}${more}`;
  });
}
"""
#: Seeded games tried per ruleset in search of the phases the first game did not reach.
SEARCH_GAMES = 240
#: Entries a local game may take before it counts as endless (the simulation test checks that none is).
MAX_ENTRIES = 3000
#: Random entries drawn before giving up on one step (the simulation test allows as many).
MAX_REFUSALS = 200
#: The parts a game's phases are swept in (see the module docstring): ``make test`` runs one part of each
#: game, ``make test-slow`` all of them. Every game has at least two stops (a phase and the game's end).
PARTS = 2

#: The measurement made in the page: sideways overflow (with the elements sticking out), small targets, and
#: content spilling out of its box.
MEASURE = """
(minTap) => {
  const doc = document.documentElement;
  const shown = el => {
    if (!el.getClientRects().length) return false;
    if (el.closest('details:not([open]) > :not(summary)')) return false;
    return getComputedStyle(el).visibility !== 'hidden';
  };
  const describe = el => {
    let text = (el.innerText || el.value || el.getAttribute('aria-label') || el.getAttribute('name') || '');
    text = text.trim().replace(/\\s+/g, ' ').slice(0, 30);
    const classes = typeof el.className === 'string' ? el.className.trim().split(/\\s+/) : [];
    const cls = classes.filter(Boolean).map(c => '.' + c).join('');
    const type = el.type && el.tagName === 'INPUT' ? `[type=${el.type}]` : '';
    return `${el.tagName.toLowerCase()}${cls}${type} "${text}"`;
  };
  // What the thumb taps: see the module docstring for why these and not others.
  const TARGETS = 'button, select, textarea, input:not([type=hidden]), summary, [role=button], a.button, '
    + 'header a, nav a, form a, ul.links a';
  const targets = new Set();
  for (const el of document.querySelectorAll(TARGETS)) {
    if (el.matches('input[type=checkbox], input[type=radio]')) {
      const label = el.closest('label') || (el.id && document.querySelector(`label[for="${el.id}"]`));
      if (label) { targets.add(label); continue; }
    }
    targets.add(el);
  }
  const small = [];
  for (const el of targets) {
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || r.right <= 0) continue;  // visually hidden (for screen readers)
    if (r.width + 0.5 < minTap || r.height + 0.5 < minTap)
      small.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
  }
  const wide = [];
  if (doc.scrollWidth > doc.clientWidth) {
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= doc.clientWidth + 0.5 || !shown(el)) continue;
      const inside = [...el.children].some(c => c.getBoundingClientRect().right > doc.clientWidth + 0.5);
      if (!inside) wide.push(`${describe(el)} reaches ${Math.round(r.right)} px`);
    }
  }
  // Content spilling out of its own box (a long name wider than its button, chip or cell), or cut off by
  // overflow:hidden with no ellipsis. Checked in the tap targets above, chips (a class named chip or
  // x-chip, the span a hidden radio's label shows, a call's pill) and table cells. Left out: form fields
  // (their text scrolls), boxes made to scroll (overflow auto or scroll) or to end in an ellipsis.
  const boxes = new Set(targets);
  const CHIPS = '[class*=chip], label > input + span, [class*=-calls] li, td, th';
  for (const el of document.querySelectorAll(CHIPS))
    if (!el.matches('[class*=chip]') || [...el.classList].some(c => /(^|-)chip$/.test(c))) boxes.add(el);
  // The extent of the text shown in `el`, in the page's coordinates (text clipped by a box inside it, such
  // as a visually hidden label, is that box's business).
  const textExtent = el => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let left = Infinity, right = -Infinity, top = Infinity, bottom = -Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.trim()) continue;
      let clipped = false;
      for (let up = node.parentElement; up && up !== el; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.clipPath !== 'none') clipped = true;
      }
      if (clipped) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width < 1) continue;
        left = Math.min(left, r.left); right = Math.max(right, r.right);
        top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom);
      }
    }
    return {left, right, top, bottom};
  };
  const spill = [];
  for (const el of boxes) {
    if (el.matches('input, textarea, select') || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1 || r.right <= 0) continue;
    const s = getComputedStyle(el);
    if (s.display === 'inline' || s.textOverflow === 'ellipsis') continue;
    if (/auto|scroll/.test(s.overflowX + ' ' + s.overflowY)) continue;
    const hiddenX = s.overflowX !== 'visible', hiddenY = s.overflowY !== 'visible';
    // The padding box, where the content belongs.
    const left = r.left + el.clientLeft, top = r.top + el.clientTop;
    const right = left + el.clientWidth, bottom = top + el.clientHeight;
    const text = textExtent(el);
    const over = Math.max(0, el.scrollWidth - el.clientWidth, left - text.left, text.right - right);
    const under = Math.max(0, el.scrollHeight - el.clientHeight, top - text.top, text.bottom - bottom);
    const sideways = over > 1, downwards = under > 1.5 && hiddenY;
    if (!sideways && !downwards) continue;
    const how = (sideways ? hiddenX : hiddenY) ? 'cut off' : 'spills out';
    const size = `${Math.round(el.clientWidth + over)}×${Math.round(el.clientHeight + under)}`;
    spill.push(`${describe(el)} ${how}: content ${size} in a ${el.clientWidth}×${el.clientHeight} box`);
  }
  // Every total of the score table inside the screen (issue 21: a phone's table hid the fourth player's).
  const offscreen = [];
  const heads = [...document.querySelectorAll('table.sheet thead th')].slice(1);
  document.querySelectorAll('table.sheet tfoot td').forEach((td, i) => {
    const r = td.getBoundingClientRect();
    if (!shown(td) || (r.left >= -0.5 && r.right <= doc.clientWidth + 0.5)) return;
    const who = heads[i] ? (heads[i].title || heads[i].innerText.trim()) : `column ${i + 1}`;
    offscreen.push(`${who}'s total at ${Math.round(r.left)}–${Math.round(r.right)} px`);
  });
  return {scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, small, wide, spill, offscreen};
}
"""


@dataclass
class Findings:
    """What the pages visited did wrong, page by page, for one failure message at the end."""

    pages: int = 0
    problems: list[str] = field(default_factory=list)

    def check(self, page: Page, where: str) -> None:
        """Measure the page as it stands, and note what is wrong with it under ``where``."""
        self.pages += 1
        found = page.evaluate(MEASURE, MIN_TAP)
        if found["scrollWidth"] > found["clientWidth"]:
            sticking = "; ".join(found["wide"][:6])
            self.problems.append(
                f"{where}: {found['scrollWidth']} px wide on a {found['clientWidth']} px screen ({sticking})"
            )
        if found["small"]:
            more = f" and {len(found['small']) - 8} more" if len(found["small"]) > 8 else ""
            self.problems.append(
                f"{where}: tap targets under {MIN_TAP}×{MIN_TAP}: {'; '.join(found['small'][:8])}{more}"
            )
        if found["offscreen"]:
            self.problems.append(f"{where}: totals off the screen: {'; '.join(found['offscreen'])}")
        if found["spill"]:
            more = f" and {len(found['spill']) - 8} more" if len(found["spill"]) > 8 else ""
            self.problems.append(
                f"{where}: content overflowing its box: {'; '.join(found['spill'][:8])}{more}"
            )

    def visit(self, page: Page, url: str, where: str) -> None:
        page.goto(url)
        self.check(page, where)

    def check_axe(self, page: Page, where: str) -> None:
        """axe-core's WCAG 2 A/AA rules on the page as it stands. Injected by evaluating its text:
        Playwright's add_script_tag adds an inline script, which the page's policy refuses."""
        if not AXE.exists():
            pytest.fail(f"axe-core is not installed ({AXE}): run `npm install` (package.json lists it).")
        if not page.evaluate("() => 'axe' in window"):
            page.evaluate(AXE.read_text())
        for violation in page.evaluate(AXE_RUN):
            self.problems.append(f"{where}: axe-core: {violation}")

    def assert_none(self) -> None:
        assert not self.problems, f"{len(self.problems)} problems on {self.pages} pages:\n" + "\n".join(
            self.problems
        )


@pytest.fixture
def phone(browser) -> Iterator[Page]:
    """A phone-sized page (390×844 at one device pixel per CSS pixel, as the other browser tests)."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


# --- The JSON API --------------------------------------------------------------------------------------


def api(base: str, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
    """GET (or POST ``body`` to) the live server's JSON API; an error status fails, with the reason."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + "/api/v1" + path, data=data)
    request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.load(response)
    except urllib.error.HTTPError as exc:
        raise AssertionError(f"{path}: {exc.code} {exc.read().decode()}") from None


def new_table(base: str, players: tuple[str, ...], name: str = "Friday cards at Evangeline's") -> str:
    """A table through the API; its scorer token."""
    return api(base, "/tables", {"name": name, "players": list(players)})["scorer_token"]


# --- Games played locally, to know which entries lead to which phase ------------------------------------


@dataclass
class Played:
    """A game played locally with ``random_entry``: its set-up, its entries, and the number of entries after
    which each phase first appeared."""

    setup: GameSetup
    entries: list[Event]
    first_seen: dict[str, int]


def play_locally(ruleset: Ruleset, setup: GameSetup, seed: str, wanted: set[str]) -> Played:
    """Play until every phase in ``wanted`` has appeared, or the game is over."""
    rng, state = Random(seed), ruleset.start(setup)
    played = Played(setup, [], {})
    while True:
        phase = ruleset.prompt(state).phase
        played.first_seen.setdefault(phase, len(played.entries))
        if phase == OVER or wanted <= set(played.first_seen) or len(played.entries) >= MAX_ENTRIES:
            return played
        for _ in range(MAX_REFUSALS):
            event = ruleset.random_entry(state, rng)
            try:
                state = ruleset.apply(state, event)
                break
            except RuleError:
                continue
        else:
            raise AssertionError(f"{ruleset.slug}: random entries refused {MAX_REFUSALS} times in a row.")
        played.entries.append(event)


def usual_size(ruleset: Ruleset) -> int:
    """Four players where the game allows it (the common table), else the nearest count it allows."""
    return min(ruleset.max_players, max(ruleset.min_players, 4))


def named(setup: GameSetup) -> GameSetup:
    """The set-up with real names of different lengths."""
    return replace(setup, players=NAMES[: setup.size])


def games_to_play(ruleset: Ruleset, players: tuple[str, ...] = ()) -> list[Played]:
    """Games that between them reach every declared phase: the first, with the default options and
    ``players`` (by default ``usual_size`` of NAMES), played to its end; then, for the phases it missed,
    seeded games with random options and player counts."""
    declared = {phase.name for phase in ruleset.phases}
    default = GameSetup(players or NAMES[: usual_size(ruleset)], ruleset.Options(), 0)
    games = [play_locally(ruleset, default, f"fits/{ruleset.slug}", {OVER})]
    assert OVER in games[0].first_seen, f"{ruleset.slug}: the default game did not end."
    missing = declared - set(games[0].first_seen)
    sizes = range(ruleset.min_players, ruleset.max_players + 1)
    for number in range(SEARCH_GAMES):
        if not missing:
            break
        seed = f"fits/{ruleset.slug}/{number}"
        setup = named(make_setup(ruleset, sizes[number % len(sizes)], Random(seed), defaults=False))
        played = play_locally(ruleset, setup, seed, missing)
        if missing & set(played.first_seen):
            missing -= set(played.first_seen)
            games.append(played)
    assert not missing, (
        f"{ruleset.slug}: no game of {SEARCH_GAMES} seeded random games reached the phases {sorted(missing)}"
    )
    return games


# --- The tests -----------------------------------------------------------------------------------------


def test_site_pages_fit_a_phone(live_server, phone):
    """Home, the table page with every game's options, share, import, the calculators, an error page; axe-core
    on home and the share page (a calculator's, with cards picked: tests/e2e/test_tools_flow.py)."""
    base, findings = live_server, Findings()
    findings.visit(phone, base + "/", "home page")
    findings.check_axe(phone, "home page")
    token = new_table(base, NAMES[:4])
    table = api(base, f"/tables/{token}")
    findings.visit(phone, f"{base}/t/{token}", "table page")
    for ruleset in all_rulesets():
        phone.select_option("select[name=ruleset]", ruleset.slug)
        phone.locator("#options legend", has_text=f"{ruleset.name} options").wait_for()
        findings.check(phone, f"table page with the {ruleset.name} options")
    findings.visit(phone, f"{base}/t/{table['viewer_token']}", "table page (viewer)")
    api(base, f"/tables/{token}/games", {"ruleset": "golf"})  # the share page lists its scoreboard's link
    findings.visit(phone, f"{base}/t/{token}/share", "share page")
    findings.check_axe(phone, "share page")
    findings.visit(phone, f"{base}/import", "import page")
    findings.visit(phone, f"{base}/tools", "calculators")
    for slug, found in TOOLS.items():
        findings.visit(phone, f"{base}/tools/{slug}", f"calculator {found.title!r}")
    findings.visit(phone, f"{base}/t/no-such-table", "error page")
    findings.assert_none()


def phase_stops(
    ruleset: Ruleset, part: int, players: tuple[str, ...] = ()
) -> list[tuple[Played, dict[int, str]]]:
    """The games of ``games_to_play`` and, in each, the phases part ``part`` of ``PARTS`` visits (the number
    of entries after which it first appears -> the phase): every phase's first appearance in the order the
    games reach them, cut into ``PARTS`` runs of (nearly) equal length. A game with no stop in the part is
    left out; all the parts together visit every declared phase and the end."""
    games, stops, seen = games_to_play(ruleset, players), [], set()
    for number, played in enumerate(games):
        for phase, count in sorted(played.first_seen.items(), key=lambda item: item[1]):
            if phase not in seen:
                seen.add(phase)
                stops.append((number, count, phase))
    part_of = stops[part * len(stops) // PARTS : (part + 1) * len(stops) // PARTS]
    assert part_of, f"{ruleset.slug}: part {part} of {PARTS} has no phase to visit ({len(stops)} stops)"
    chosen = []
    for number, played in enumerate(games):
        visits = {count: phase for game, count, phase in part_of if game == number}
        if visits:
            chosen.append((played, visits))
    return chosen


def walk_phases(
    base: str, ruleset: Ruleset, part: int, players: tuple[str, ...] = ()
) -> Iterator[tuple[str, str, str]]:
    """Play the games of ``phase_stops`` on the live server through the JSON API, stopping at each phase of
    the part: yields the game's address (``/t/<scorer>/g/<id>``), its description (players and options)
    and the phase, with the server at that phase."""
    for played, visits in phase_stops(ruleset, part, players):
        setup = played.setup
        token = new_table(base, setup.players)
        body = {
            "ruleset": ruleset.slug,
            "options": options_as_dict(setup.options),
            "first_dealer": setup.first_dealer,
            "teams": [list(team) for team in setup.teams] or None,
        }
        game = api(base, f"/tables/{token}/games", body)
        url = f"{base}/t/{token}/g/{game['id']}"
        described = f"{ruleset.name} ({setup.size} players, options {options_as_dict(setup.options)})"
        for count, event in enumerate([*played.entries[: max(visits)], None]):
            if count in visits:
                at = game["next"]["phase"]
                assert at == visits[count], f"{described}: the server is at {at!r}, not {visits[count]!r}"
                yield url, described, visits[count]
            if event is not None:
                entry = {"type": event.type, "payload": dict(event.payload), "expected_seq": game["seq"]}
                game = api(base, f"/tables/{token}/games/{game['id']}/events", entry)


# Sampled (tests/e2e/conftest.py, SAMPLED): `make test` visits one part of each game's phases, the parts
# taking turns from run to run; `make test-slow` visits every part.
@pytest.mark.parametrize("part", range(PARTS), ids=lambda part: f"part{part + 1}of{PARTS}")
@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_every_phase_of_the_game_fits_a_phone(live_server, phone, ruleset: Ruleset, part: int):
    """The play page and the scoreboard in every declared phase, and the game-over page and score sheet
    (this part's share of them: ``phase_stops``). The first game has the most players the game allows, with
    long names: every total of the score table must be on the screen. At the part's first stop, the play page
    and the scoreboard also pass axe-core's WCAG 2 A/AA rules."""
    findings = Findings()
    players = LONG_NAMES[: ruleset.max_players]
    for number, (url, described, phase) in enumerate(walk_phases(live_server, ruleset, part, players)):
        where = "game over" if phase == OVER else f"phase {phase!r}"
        findings.visit(phone, url, f"{described}, play page, {where}")
        if number == 0:
            findings.check_axe(phone, f"{described}, play page, {where}")
        findings.visit(phone, url + "/board", f"{described}, scoreboard, {where}")
        if number == 0:
            findings.check_axe(phone, f"{described}, scoreboard, {where}")
        if phase == OVER:
            findings.visit(phone, url + "/sheet", f"{described}, score sheet")
    findings.assert_none()


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_every_games_play_page_and_board_pass_axe(live_server, phone, ruleset: Ruleset):
    """axe-core's WCAG 2 A/AA rules on every game's play page and scoreboard, in every `make test` (the
    sweep above checks them at its first stop of each part, half the games a day in `make test`)."""
    findings = Findings()
    token = new_table(live_server, LONG_NAMES[: ruleset.max_players])
    game = api(live_server, f"/tables/{token}/games", {"ruleset": ruleset.slug})
    url = f"{live_server}/t/{token}/g/{game['id']}"
    for page, where in ((url, "play page"), (url + "/board", "scoreboard")):
        phone.goto(page)
        findings.check_axe(phone, f"{ruleset.name}, {where}")
    findings.assert_none()
