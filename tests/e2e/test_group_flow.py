"""A family's group in a real browser, on a phone or a tablet: the group is started with its players, two
tables are opened from the roster in a few taps (one with a guest), a short score-pad game is played to its
end at each, and then the group's page ranks them, a player's page shows their record and their results
over time, and a game's score progression is drawn with its numbers beside it. Nothing scrolls sideways."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import no_sideways_scroll, recorded, start_game, text_contrast


def new_group(page: Page, base: str) -> None:
    page.goto(base + "/")
    page.fill("#new-group input[name=name]", "The Smiths")
    page.fill("#new-group textarea[name=players]", "Mum\nDad\nAmy\nTom")
    page.click("#new-group button:has-text('Start group')")
    expect(page.locator("h1")).to_have_text("The Smiths")


def open_table(page: Page, group_url: str, name: str, players: list[str], guest: str = "") -> None:
    """From the group's page: tick the players in seat order (one tap each), a guest, open the table."""
    page.goto(group_url)
    page.fill("#new-table input[name=name]", name)
    for player in players:
        page.locator("#new-table label.check", has_text=player).click()
    if guest:
        page.fill("#new-table input[name=guest] >> nth=0", guest)
    page.click("#new-table button:has-text('Open the table')")
    expect(page.locator(".crumb").first).to_have_text(name)
    page.wait_for_load_state()  # htmx is set up, so choosing a game fetches its options


def play_pad(page: Page, rounds: list[list[int]]) -> None:
    """A two-round score pad (highest wins) to its end."""
    options = {"opt.name": "Rummy", "opt.wins": "highest", "opt.end": "rounds", "opt.rounds": "2"}
    start_game(page, "score-pad", "input[name='opt.name']", "Round 1", options)
    for number, scores in enumerate(rounds, start=1):
        for seat, score in enumerate(scores):
            page.fill(f"input[name='scores.{seat}']", str(score))
        recorded(page, page.locator("button", has_text=f"Record round {number}").click)
    expect(page.locator(".phase-title")).to_contain_text("wins")


def test_a_family_group_two_tables_a_players_page_and_a_chart(live_server, context_factory, shoot):
    page = context_factory().new_page()
    new_group(page, live_server)
    group_url = page.url
    no_sideways_scroll(page)
    shoot(page, "group-01-new")

    open_table(page, group_url, "Kitchen", ["Mum", "Amy", "Tom"])
    play_pad(page, [[10, 4, 7], [12, 3, 1]])  # Mum 22, Amy 7, Tom 8: Mum wins
    # The game's score progression, opened on the play page: the chart and its numbers.
    page.locator("summary", has_text="Chart of the totals").click()
    expect(page.locator(".chart-body svg")).to_be_visible()
    page.locator(".chart-numbers summary").click()
    expect(page.locator(".progress-table tbody tr").last).to_contain_text("22")
    no_sideways_scroll(page)
    shoot(page, "group-02-chart")

    open_table(page, group_url, "Garden", ["Dad", "Amy"], guest="Gran")
    play_pad(page, [[5, 9, 1], [5, 9, 30]])  # Dad 10, Amy 18, Gran 31: the guest wins

    page.goto(group_url)
    board = page.locator("table.leaderboard").first
    expect(board.locator("tbody tr")).to_have_count(4)  # Mum, Dad, Amy, Tom: not the guest
    expect(page.locator(".hint").first).to_contain_text("2 finished games")
    no_sideways_scroll(page)
    shoot(page, "group-03-leaderboard")

    page.locator("#roster a", has_text="Amy").click()
    expect(page.locator("h1")).to_have_text("Amy")
    expect(page.locator(".player-summary")).to_contain_text("2 games finished · 0 won")
    expect(page.locator(".chart-figure svg").first).to_be_visible()  # her places over time
    expect(page.locator("table.leaderboard tbody tr", has_text="Mum")).to_contain_text("1")
    no_sideways_scroll(page)
    shoot(page, "group-04-player")

    player_url = page.url
    # Both themes read: every text of the player's page (charts' labels included) and of the group's page.
    for theme in ("dark", "light"):
        page.emulate_media(color_scheme=theme)
        for name, url in (("player", player_url), ("group", group_url)):
            page.goto(url)
            found = text_contrast(page)
            assert not found["poor"], f"{url}, {theme}: " + "; ".join(found["poor"])
            shoot(page, f"group-05-{name}-{theme}")
