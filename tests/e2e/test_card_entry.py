"""The tap-to-pick card grid on game entry forms (static/card-entry.js), through a Golf round."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.steps import create_table, start_game


def start_golf(page: Page) -> None:
    start_game(page, "golf", "input[name='opt.rounds']", "Round 1")


def tap(page: Page, *cards: str) -> None:
    for card in cards:
        page.locator(f".entry-picker .pick[data-card='{card}']").click()


def test_cards_are_tapped_into_each_players_field_and_scored(live_server, context_factory, shoot):
    page = context_factory().new_page()
    create_table(page, live_server)
    start_golf(page)
    page.check("input[name=_mode][value=cards]")
    expect(page.locator(".entry-picker")).to_be_visible()

    # Ann's six cards fill her field, then the grid moves on to Bob's field by itself.
    tap(page, "AS", "5H", "KD", "AH", "9C", "KS")
    expect(page.locator("input[name='cards.0']")).to_have_value("AS 5H KD AH 9C KS")
    expect(page.locator("input[name='cards.1']")).to_have_class("cards-input active-cards")
    expect(page.locator(".entry-picker .pick[data-card='AS']")).to_be_disabled()

    # A wrong tap is taken back with the remove button.
    tap(page, "QD")
    page.click(".entry-picker button:has-text('Remove last card')")
    expect(page.locator("input[name='cards.1']")).to_have_value("")
    tap(page, "2S", "3S", "4S", "5S", "6S", "7S")
    tap(page, "2D", "3D", "4D", "5D", "6D", "7D")
    shoot(page, "golf-card-picker")
    page.click("button:has-text('Record round 1')")
    # Dee has no cards yet: the round is refused, and what was tapped stays in the form.
    expect(page.locator("#err-cards-3")).to_contain_text("Dee")
    expect(page.locator("input[name='cards.2']")).to_have_value("2D 3D 4D 5D 6D 7D")
    page.locator("input[name='cards.3']").click()
    tap(page, "2C", "3C", "4C", "5C", "6C", "7C")
    page.click("button:has-text('Record round 1')")

    # Ann: A+A pair 0, 5+9 = 14, K+K pair 0 -> 14. Bob: 2+5, 3+6, 4+7 = 27; Cid and Dee the same.
    totals = page.locator("table.sheet tfoot")
    expect(totals).to_contain_text("14")
    expect(totals).to_contain_text("27")
    expect(page.locator(".phase-title")).to_contain_text("Round 2")


def test_a_joker_button_when_the_game_has_jokers(live_server, context_factory):
    page = context_factory().new_page()
    create_table(page, live_server)
    page.select_option("select[name=ruleset]", "golf")
    page.select_option("select[name='opt.jokers_per_deck']", "2")
    page.click("button:has-text('Start game')")
    page.check("input[name=_mode][value=cards]")
    joker = page.locator(".entry-picker .pick[data-card='JK']")
    tap(page, "JK")
    expect(joker).to_be_enabled()  # jokers may repeat: the game counts them
    tap(page, "5H", "KD", "AH", "9C", "KS")
    expect(page.locator("input[name='cards.0']")).to_have_value("JK 5H KD AH 9C KS")
    tap(page, "2S", "3S", "4S", "5S", "6S", "7S", "2D", "3D", "4D", "5D", "6D", "7D")
    tap(page, "2C", "3C", "4C", "5C", "6C", "7C")
    page.click("button:has-text('Record round 1')")
    # Ann: joker + ace = -2 + 1 = -1, 5 + 9 = 14, kings pair 0 -> 13.
    expect(page.locator("table.sheet tfoot")).to_contain_text("13")


def test_two_decks_grey_a_card_only_when_both_copies_are_in(live_server, context_factory, shoot):
    # "Use 1 deck per every 2, 3, or 4 players": five players play with two decks.
    page = context_factory().new_page()
    create_table(page, live_server, players=["Ann", "Bob", "Cid", "Dee", "Eve"])
    start_golf(page)
    page.check("input[name=_mode][value=cards]")
    ace = page.locator(".entry-picker .pick[data-card='AS']")
    # One card order in every picker: ace high, then king down to two (as the calculators).
    expect(page.locator(".entry-picker .picker-row").first.locator(".pick").nth(1)).to_have_attribute(
        "data-card", "KS"
    )
    tap(page, "AS")
    expect(ace).to_be_enabled()  # the second deck's ace of spades is still out there
    expect(ace).to_have_attribute("data-left", "1")
    tap(page, "AS")
    expect(ace).to_be_disabled()  # both are in
    page.click(".entry-picker button:has-text('Remove last card')")
    expect(ace).to_be_enabled()
    tap(page, "AS", "2H", "3H", "4H", "5H")
    tap(page, "6H", "7H", "8H", "9H", "10H", "JH")
    tap(page, "2C", "3C", "4C", "5C", "6C", "7C")
    tap(page, "2D", "3D", "4D", "5D", "6D", "7D")
    tap(page, "8C", "9C", "10C", "JC", "QC", "KC")
    shoot(page, "golf-two-decks")
    page.click("button:has-text('Record round 1')")
    expect(page.locator(".phase-title")).to_contain_text("Round 2")
    # The table chose cards: round 2 asks for cards again, the grid ready.
    expect(page.locator("input[name=_mode][value=cards]")).to_be_checked()
    expect(page.locator(".entry-picker")).to_be_visible()
    expect(ace).to_be_enabled()


def test_zetema_greys_a_card_of_the_doubled_suit_only_at_its_second_copy(live_server, context_factory):
    """Zetema's pack doubles one suit (spades by default): data-copies="S:2", the other suits hold one."""
    page = context_factory().new_page()
    create_table(page, live_server, players=["Ann", "Bob"])
    page.select_option("select[name=ruleset]", "zetema")
    expect(page.locator("#options legend", has_text="Zetema options")).to_be_visible()
    page.click("button:has-text('Start game')")
    tap(page, "KS")
    expect(page.locator(".entry-picker .pick[data-card='KS']")).to_be_enabled()  # the second king of spades
    expect(page.locator(".entry-picker .pick[data-card='KS']")).to_have_attribute("data-left", "1")
    tap(page, "KS", "KH")
    expect(page.locator(".entry-picker .pick[data-card='KS']")).to_be_disabled()
    expect(page.locator(".entry-picker .pick[data-card='KH']")).to_be_disabled()  # one king of hearts
    expect(page.locator("input[name=cards]")).to_have_value("KS KS KH")
