"""The Content-Security-Policy in a real browser: every page and every game's entry form loads, works and
swaps with scripts allowed only from the app's own files, and Chromium reports no violation.

A violation is caught three ways: the page's ``securitypolicyviolation`` events (collected by a script
Playwright injects, which the policy does not govern), Chromium's "Refused to ..." console errors, and
uncaught script errors (a handler moved to a static file that throws is as broken as a blocked one).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from scorekeeper.games.registry import all_rulesets
from tests.e2e.steps import recorded
from tests.e2e.test_egyptian_ratscrew_flow import turn

WATCH = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} ${e.sample || ""}`);
});
window.print = () => { window.__printed = true; };  // the Print button, without a print dialog
"""


def watched_page(context_factory, context=None) -> tuple[Page, list[str]]:
    """A page whose policy violations, console errors and script errors are all collected (in ``context``,
    or a new one)."""
    if context is None:
        context = context_factory()
        context.add_init_script(WATCH)
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: m.type == "error" and problems.append(f"console error: {m.text}"))
    page.on("pageerror", lambda error: problems.append(f"script error: {error}"))
    return page, problems


def assert_clean(page: Page, problems: list[str], where: str) -> None:
    violations = page.evaluate("window.__violations")
    assert violations == [] and problems == [], f"{where}: {violations + problems}"


def api(page: Page, base: str, path: str, body: dict) -> dict:
    response = page.request.post(base + path, data=body)
    assert response.status == 201, response.text()
    return response.json()


#: Each game's pages in two halves, one in `make test` and the other in `make test-slow` (SAMPLED in
#: tests/e2e/conftest.py: the halves take turns from day to day); the policy does not depend on the screen,
#: so one size is enough.
HALVES = {0: ("", "/g/{gid}"), 1: ("/g/{gid}/board", "/share")}


@pytest.mark.parametrize("screen", ["phone"])
def test_the_pages_of_no_game_load_without_a_violation(live_server, context_factory):
    """Home, the calculators, the import page, and a group's pages with their charts."""
    page, problems = watched_page(context_factory)
    for path in ("/", "/tools", "/import"):
        page.goto(live_server + path)
        page.wait_for_load_state("networkidle")
        assert_clean(page, problems, path)
    page.goto(live_server + "/")
    page.fill("#new-group input[name=name]", "Policy club")
    page.fill("#new-group textarea[name=players]", "Ann\nBob")
    page.click("#new-group button:has-text('Start group')")
    group = page.url
    page.locator("#new-table label.check", has_text="Ann").click()
    page.locator("#new-table label.check", has_text="Bob").click()
    page.click("#new-table button:has-text('Open the table')")
    token = page.url.rsplit("/", 1)[1]
    options = {"name": "Rummy", "end": "rounds", "rounds": 2}
    gid = api(
        page, live_server, f"/api/v1/tables/{token}/games", {"ruleset": "score-pad", "options": options}
    )["id"]
    for seq, scores in enumerate(([3, 1], [2, 5])):
        api(
            page,
            live_server,
            f"/api/v1/tables/{token}/games/{gid}/events",
            {"type": "round", "payload": {"scores": scores}, "expected_seq": seq},
        )
    for path in (group, group + "/games/score-pad", f"{live_server}/t/{token}/g/{gid}/sheet"):
        page.goto(path)
        page.wait_for_load_state("networkidle")
        assert_clean(page, problems, path)
    page.goto(group)
    page.locator("#roster a", has_text="Bob").click()
    expect(page.locator("h1")).to_have_text("Bob")
    assert_clean(page, problems, "a player's page")
    page.goto(f"{live_server}/t/{token}/g/{gid}")
    page.locator("summary", has_text="Chart of the totals").click()
    expect(page.locator(".chart-body svg")).to_be_visible()
    assert_clean(page, problems, "the play page's chart")


@pytest.mark.parametrize("part", sorted(HALVES))
@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
@pytest.mark.parametrize("screen", ["phone"])
def test_every_games_pages_load_without_a_violation(live_server, context_factory, ruleset, part):
    """Half of a game's pages (table and play page, or scoreboard and share page), each in its own tab."""
    page, _ = watched_page(context_factory)
    count = min(max(4, ruleset.min_players), ruleset.max_players)
    players = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"][:count]
    token = api(page, live_server, "/api/v1/tables", {"name": ruleset.name, "players": players})[
        "scorer_token"
    ]
    gid = api(page, live_server, f"/api/v1/tables/{token}/games", {"ruleset": ruleset.slug})["id"]
    # The pages in tabs at once: each tab waits for its own network to be idle, and the half-second quiet
    # those waits need runs side by side instead of one after another.
    paths = [f"/t/{token}" + half.format(gid=gid) for half in HALVES[part]]
    tabs = [watched_page(context_factory, page.context) for _ in paths]
    for (tab, _), path in zip(tabs, paths, strict=True):
        tab.goto(live_server + path)
    for (tab, tab_problems), path in zip(tabs, paths, strict=True):
        tab.wait_for_load_state("networkidle")
        assert_clean(tab, tab_problems, f"{ruleset.slug} {path}")
    if part == 1:
        expect(
            tabs[-1][0].locator("img").first
        ).to_be_visible()  # the share page's QR codes load under img-src


def test_a_game_is_entered_with_steppers_a_mode_switch_and_htmx(live_server, context_factory, shoot):
    page, problems = watched_page(context_factory)
    token = api(page, live_server, "/api/v1/tables", {"name": "CSP", "players": ["Ann", "Bob", "Cid"]})[
        "scorer_token"
    ]
    gid = api(page, live_server, f"/api/v1/tables/{token}/games", {"ruleset": "golf"})["id"]
    page.goto(f"{live_server}/t/{token}/g/{gid}")

    ann = page.locator("input[name='scores.0']")
    ann.fill("5")
    page.locator(".stepper", has=ann).get_by_label("more").click()  # the stepper, from forms.js
    expect(ann).to_have_value("6")
    page.locator(".stepper", has=ann).get_by_label("less").click()
    page.locator(".stepper", has=ann).get_by_label("less").click()
    expect(ann).to_have_value("4")

    page.check("input[name=_mode][value=cards]")  # the mode switch enables the cards, disables the totals
    expect(ann).to_be_disabled()  # (Playwright judges a field, not its fieldset)
    expect(page.locator("input[name='cards.0']")).to_be_enabled()
    page.check("input[name=_mode][value=scores]")
    expect(ann).to_be_enabled()
    expect(page.locator("input[name='cards.0']")).to_be_disabled()

    page.fill("input[name='scores.1']", "7")
    page.fill("input[name='scores.2']", "9")
    recorded(page, lambda: page.click("button:has-text('Record round 1')"))  # htmx swaps the form and sheet
    expect(page.locator("table.sheet tfoot")).to_contain_text("4")
    page.locator("input[name='scores.0']").fill("3")  # the swapped-in form works as the first did
    page.locator(".stepper", has=page.locator("input[name='scores.0']")).get_by_label("more").click()
    expect(page.locator("input[name='scores.0']")).to_have_value("4")
    shoot(page, "csp-golf")
    assert_clean(page, problems, "golf entry")

    page.goto(f"{live_server}/t/{token}/g/{gid}/sheet")
    page.click("button:has-text('Print')")
    assert page.evaluate("window.__printed") is True
    assert_clean(page, problems, "sheet")


def test_one_tap_on_a_name_records_a_slap(live_server, context_factory):
    """Egyptian Ratscrew's slap: choosing the player presses "Judge the slap" (data-press)."""
    page, problems = watched_page(context_factory)
    token = api(page, live_server, "/api/v1/tables", {"name": "ERS", "players": ["Ann", "Bob", "Cid"]})[
        "scorer_token"
    ]
    gid = api(page, live_server, f"/api/v1/tables/{token}/games", {"ruleset": "egyptian-ratscrew"})["id"]
    page.goto(f"{live_server}/t/{token}/g/{gid}")
    recorded(page, page.locator("button:has-text('Deal: track the pile')").click)
    turn(page, "9")
    turn(page, "9")
    recorded(page, page.locator(".er-slap label", has_text="Cid").click)  # the tap alone records
    expect(page.locator(".er-said")).to_have_text("A pair of 9s: the first to slap takes the pile.")
    assert_clean(page, problems, "egyptian-ratscrew slap")


def test_inline_script_is_refused(live_server, context_factory):
    """The policy is really enforced: a script injected into the page does not run, and is reported."""
    page, _problems = watched_page(context_factory)
    page.goto(live_server + "/")
    page.evaluate(
        """() => { const b = document.createElement("button"); b.id = "x";
                   b.setAttribute("onclick", "window.__ran = true"); document.body.append(b); b.click(); }"""
    )
    assert page.evaluate("window.__ran") is None
    assert any("script-src" in v for v in page.evaluate("window.__violations"))
