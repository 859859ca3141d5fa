"""A club night in real browsers: the director's phone starts a Swiss tournament of six from the group's
page, seats and starts each round; three scorer phones (phone-sized) each open their table's play page from
the director's links and score a one-round score-pad game; the projector's standings follow by themselves
as the tables finish. Two rounds. Nothing scrolls sideways on the director's or the scorers' screens."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import VIEWPORTS
from tests.e2e.steps import no_sideways_scroll, recorded

PLAYERS = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
PROJECTOR = {"width": 1280, "height": 720}


def start_tournament(page: Page, base: str) -> None:
    """The group and, from its page, a two-round Swiss of one-round score pads (highest wins)."""
    page.goto(base + "/")
    page.fill("#new-group input[name=name]", "Thursday club")
    page.fill("#new-group textarea[name=players]", "\n".join(PLAYERS))
    page.click("#new-group button:has-text('Start group')")
    page.click("a:has-text('Start a tournament')")
    page.wait_for_load_state()  # htmx is set up, so choosing a game fetches its options
    page.fill("input[name=name]", "Pad night")
    page.select_option("select[name=ruleset]", "score-pad")
    expect(page.locator("[name='opt.end']")).to_be_visible()
    page.select_option("[name='opt.end']", "rounds")
    page.fill("[name='opt.rounds']", "1")
    page.fill("input[name=rounds]", "2")
    for player in PLAYERS:
        page.locator("#new-tournament label.check", has_text=player).click()
    no_sideways_scroll(page)
    page.click("button:has-text('Start the tournament')")
    expect(page.locator("h1")).to_have_text("Pad night")


def play_round(director: Page, scorers: list[Page], number: int, base: str) -> None:
    """Seat and start round ``number``; each scorer phone scores its table: the first side wins."""
    director.click(f"button:has-text('Seat round {number}')")
    expect(director.locator(".plan li")).to_have_count(3)
    no_sideways_scroll(director)
    director.click(f"button:has-text('Start round {number}')")
    links = director.locator(".round-tables a", has_text="play page")
    expect(links).to_have_count(3)
    no_sideways_scroll(director)
    for index, phone in enumerate(scorers):
        phone.goto(base + (links.nth(index).get_attribute("href") or ""))  # as its QR code reads
        phone.fill("input[name='scores.0']", str(10 + index))
        phone.fill("input[name='scores.1']", "3")
        recorded(phone, phone.locator("button", has_text="Record round 1").click)
        expect(phone.locator(".phase-title")).to_contain_text("wins")
        no_sideways_scroll(phone)
    director.reload()
    expect(director.locator(".round-clock")).to_contain_text("3 of 3 tables finished")
    director.click(f"button:has-text('End round {number}')")


def test_a_club_night_director_three_scorer_phones_and_a_projector(
    live_server, context_factory, contexts, shoot
):
    director = context_factory().new_page()
    director.set_default_timeout(20_000)
    start_tournament(director, live_server)
    no_sideways_scroll(director)
    shoot(director, "tournament-01-director")

    projector = contexts(PROJECTOR).new_page()
    projector.goto(director.url + "/standings?big=1")
    expect(projector.locator("#standings")).to_contain_text("not started")
    scorers = [contexts(VIEWPORTS["phone"]).new_page() for _ in range(3)]

    play_round(director, scorers, 1, live_server)
    # The projector keeps itself current: three winners on 2 match points, without a reload.
    expect(projector.locator("#standings .hint")).to_contain_text("round 1 of 2")
    scores = projector.locator(".standings-table tbody tr td:nth-child(3)")
    expect(scores).to_have_text(["2", "2", "2", "0", "0", "0"])
    shoot(projector, "tournament-02-projector")

    play_round(director, scorers, 2, live_server)
    expect(projector.locator("#standings .hint")).to_contain_text("round 2 of 2")
    expect(scores.first).to_have_text("4")  # the winners met: one of them won twice
    expect(director.locator("#round h2")).to_have_text("All 2 rounds played")
    no_sideways_scroll(director)
    director.click("a:has-text('Standings')")
    expect(director.locator(".round-results")).to_have_count(2)
    assert re.search(r"\b4\b", director.locator(".standings-table tbody tr").first.inner_text())
    no_sideways_scroll(director)
    shoot(director, "tournament-03-standings")
