"""Issue 14: "keyboard entry on a laptop is: every form usable without a mouse."

- Oh Hell! hands played with ``page.keyboard`` only once the game page is open (Tab, Shift+Tab, Enter,
  arrows on the number fields, typing), including a dealer bid greyed by the hook.
- The card grid by keys: a card field takes typed text ("qs", "a♠") although the grid sets
  ``inputmode=none``, and the grid is one Tab stop walked with the arrow keys, a card picked with Enter.
- Every phase's play page of every registered game (reached as tests/e2e/test_every_page_fits.py reaches
  them, in the same parts: ``make test`` checks one part of each game, ``make test-slow`` all): every
  control reachable by Tab shows a focus indicator when focused from the keyboard (an outline or a box
  shadow, on the control or on the label of a visually hidden radio/checkbox), and nothing in the Tab
  order is hidden or zero-size.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from scorekeeper.families.ruleset import OVER, Ruleset
from scorekeeper.games.registry import all_rulesets
from tests.e2e.steps import create_table
from tests.e2e.test_belote_flow import start_belote
from tests.e2e.test_every_page_fits import PARTS, new_table, walk_phases
from tests.e2e.test_gin_flow import start_two_player_game
from tests.e2e.test_oh_hell_flow import start_oh_hell

MAX_TABS = 80


def focused_matches(page: Page, selector: str) -> bool:
    return page.evaluate("(s) => !!document.activeElement && document.activeElement.matches(s)", selector)


def tab_to(page: Page, selector: str, *, back: bool = False) -> None:
    """Press Tab (Shift+Tab with ``back``) until the focused element matches ``selector``."""
    for _ in range(MAX_TABS):
        if focused_matches(page, selector):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"{selector} not reached by {MAX_TABS} presses of Tab")


def entered(page: Page, key: str) -> None:
    """Press ``key`` on the focused control and wait for the entry to be stored (the form's seq moves)."""
    seq = page.locator("input[name=expected_seq]").first
    before = seq.get_attribute("value")
    page.keyboard.press(key)
    expect(seq).not_to_have_value(before)


def bid(page: Page, value: int) -> None:
    tab_to(page, f".choice-grid button[value='{value}']")
    entered(page, "Enter")


def test_oh_hell_hands_by_keyboard_alone(live_server, context_factory):
    page = context_factory().new_page()
    create_table(page, live_server)
    start_oh_hell(page)  # the last click: from here on, keys only

    # Hand 1, one card, Ann deals: Bob 0, Cid 1, Dee 0; Ann may not bid 0 (the hook).
    for value in (0, 1, 0):
        bid(page, value)
    expect(page.locator(".choice-grid button[value='0']")).to_be_disabled()  # not even reachable by Tab
    bid(page, 1)
    # Tricks start at the bids (Ann 1, Bob 0, Cid 1, Dee 0): Ann took none, Cid took the trick.
    expect(page.locator("input[name='taken.0']")).to_have_value("1")
    tab_to(page, "input[name='taken.0']")
    page.keyboard.press("ArrowDown")
    expect(page.locator("input[name='taken.0']")).to_have_value("0")
    entered(page, "Enter")  # Enter in a number field submits the form

    # Hand 2, two cards, Bob deals: Cid 1, Dee 0, Ann 0, Bob 0; then tricks by typing and Shift+Tab.
    expect(page.locator(".phase-title")).to_contain_text("Hand 2")
    for value in (1, 0, 0, 0):
        bid(page, value)
    tab_to(page, "input[name='taken.3']")
    tab_to(page, "input[name='taken.1']", back=True)
    page.keyboard.press("ArrowUp")  # Bob 0 -> 1
    tab_to(page, "button.primary[type=submit]")
    entered(page, "Space")
    expect(page.locator("table.sheet tbody tr:not(.breakdown-row)")).to_have_count(2)
    # Ann 0 + 10 = 10; Bob 0/1: 1 -> 11; Cid 1/1: 11 -> 22; Dee 0/0: 10 -> 20.
    expect(page.locator(".phase-title")).to_contain_text("Hand 3")
    totals = page.locator("table.sheet tfoot, table.sheet tbody tr:not(.breakdown-row)").last.inner_text()
    assert "22" in totals or "22" in page.locator("table.sheet").inner_text()


def test_the_card_grid_by_keyboard(live_server, context_factory):
    """Typed cards in a card field (inputmode=none does not stop a laptop keyboard) and the grid by keys."""
    page = context_factory().new_page()
    create_table(page, live_server)
    page.select_option("select[name=ruleset]", "oh-hell")
    expect(page.locator("select[name='opt.trump']")).to_be_visible()
    page.select_option("select[name='opt.trump']", "turned")
    page.click("button:has-text('Start game')")
    field = page.locator("input[name=card]")
    expect(field).to_have_attribute("inputmode", "none")
    tab_to(page, "input[name=card]")
    page.keyboard.type("a♠")
    expect(page.locator(".entry-picker .pick[data-card='AS']")).to_be_disabled()  # typed counts as picked
    page.keyboard.press("Backspace")
    page.keyboard.press("Backspace")
    # The grid is one Tab stop: from the field, Tab lands on a card, the arrows walk, Enter picks.
    tab_to(page, ".entry-picker .pick")
    stops = page.evaluate(
        "() => [...document.querySelectorAll('.entry-picker .pick')].filter(b => b.tabIndex === 0).length"
    )
    assert stops == 1
    first = page.evaluate("() => document.activeElement.dataset.card")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    card = page.evaluate("() => document.activeElement.dataset.card")
    assert card != first and card.endswith("H")  # one to the right, one suit down (spades, then hearts)
    entered(page, "Enter")  # the trump is recorded on the pick (data-submit-on-pick)
    expect(page.locator(".auction-lead")).to_be_visible()


def test_a_golf_round_by_cards_by_keyboard_alone(live_server, context_factory):
    """The mode radio by arrow keys, four hands typed (letters, symbols, lower case), one picked from the
    grid by keys, recorded with Enter; the next round keeps "by cards"."""
    page = context_factory().new_page()
    create_table(page, live_server)
    page.select_option("select[name=ruleset]", "golf")
    expect(page.locator("input[name='opt.rounds']")).to_be_visible()
    page.click("button:has-text('Start game')")  # the last click
    tab_to(page, "input[name=_mode][value=scores]")
    page.keyboard.press("ArrowDown")  # radios of a group move with the arrows
    expect(page.locator("input[name=_mode][value=cards]")).to_be_checked()
    for seat, cards in enumerate(("as 5h kd ah 9c ks", "2♠ 3♠ 4♠ 5♠ 6♠ 7♠", "2D 3D 4D 5D 6D 7D")):
        tab_to(page, f"input[name='cards.{seat}']")
        page.keyboard.type(cards)
    # Dee's cards from the grid: Tab into it, down to the clubs, End (2♣), then Enter six times.
    tab_to(page, "input[name='cards.3']")
    tab_to(page, ".entry-picker .pick")
    for _ in range(3):
        page.keyboard.press("ArrowDown")  # down to the clubs row, greyed cards passed over
    page.keyboard.press("End")
    for _ in range(6):  # a picked card greys: the focus goes to the nearest free card of the row
        page.keyboard.press("Enter")
    expect(page.locator("input[name='cards.3']")).to_have_value("2C 3C 4C 5C 6C 7C")
    tab_to(page, "input[name='cards.3']", back=True)
    entered(page, "Enter")
    # Ann: A+A pair 0, 5+9 = 14, K+K pair 0 -> 14. Bob: 2+5, 3+6, 4+7 = 27; Cid and Dee the same.
    expect(page.locator("table.sheet tfoot")).to_contain_text("14")
    expect(page.locator("table.sheet tfoot")).to_contain_text("27")
    expect(page.locator("input[name=_mode][value=cards]")).to_be_checked()


def typed_entry(page: Page, field: str, cards: str) -> None:
    """Tab to a card field, type the cards and record them with Enter."""
    tab_to(page, f"input[name='{field}']")
    page.keyboard.type(cards)
    entered(page, "Enter")


def test_a_cribbage_deal_by_keyboard_alone(live_server, context_factory):
    """The cut, the start card, the pegging card by card, the show (the played cards come filled in: Enter
    counts them) and the crib, all typed; the totals are those of the card-by-card browser flow."""
    page = context_factory().new_page()
    create_table(page, live_server)
    start_two_player_game(page, "cribbage")  # the last click
    expect(page.locator(".phase-title")).to_contain_text("Cut for the first deal")
    tab_to(page, "input[name='cards.0']")
    page.keyboard.type("kd")
    tab_to(page, "input[name='cards.1']")
    page.keyboard.type("7♥")
    entered(page, "Enter")  # Bob cut lower and deals; Ann pegs three for last
    typed_entry(page, "card", "5d")
    for card in ("4s", "2h", "3s", "5h", "6s", "10h"):  # Ann +3, Bob +4, Ann +5, last card Bob +1
        typed_entry(page, "card", card)
    for owner in ("Ann's hand", "Bob's hand"):  # 9 each: their played cards are filled in
        expect(page.locator(".phase-title")).to_contain_text(owner)
        tab_to(page, "input[name=cards]")
        entered(page, "Enter")
    expect(page.locator(".phase-title")).to_contain_text("crib")
    typed_entry(page, "cards", "kc qc jd 9c")  # 10 with his nob
    # Ann 3 + 8 + 9 = 20; Bob 5 + 9 + 10 = 24.
    expect(page.locator("table.sheet tfoot")).to_contain_text("20")
    expect(page.locator("table.sheet tfoot")).to_contain_text("24")


def choose(page: Page, group: str, value: str) -> None:
    """A radio chip by keys: Tab into its group, then the arrows until ``value`` is checked."""
    tab_to(page, f"input[name='{group}']")
    for _ in range(12):
        if focused_matches(page, f"input[name='{group}'][value='{value}']"):
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    expect(page.locator(f"input[name='{group}'][value='{value}']")).to_be_checked()


def test_belote_deals_by_keyboard_alone(live_server, context_factory):
    """Two deals of the Belote browser flow by keys: the taker's chip and the trump's button, no
    declarations, then a run of four and belote-rebelote chosen on chips; the card points typed."""
    page = context_factory().new_page()
    create_table(page, live_server)
    start_belote(page)  # the last click
    choose(page, "taker", "0")  # Ann takes hearts
    tab_to(page, "button.bl-suit[value='H']")
    entered(page, "Enter")
    tab_to(page, "button.big[name=belote][data-clear]")  # No declarations at all
    entered(page, "Enter")
    tab_to(page, "input[name=points]")
    page.keyboard.type("70")
    entered(page, "Enter")  # dedans: Bob & Dee score all 162
    expect(page.locator(".phase-title")).to_have_text("Deal 2 · Bob deals · who took?")
    choose(page, "taker", "2")  # Cid takes spades
    tab_to(page, "button.bl-suit[value='S']")
    entered(page, "Enter")
    choose(page, "who.0", "3")  # Dee: a run of four to the king of hearts
    choose(page, "what.0", "run4")
    choose(page, "high.0", "KH")
    tab_to(page, ".bl-record button[value='2']")  # Cid holds belote-rebelote: records them
    entered(page, "Enter")
    tab_to(page, "input[name=points]")
    page.keyboard.type("100")
    entered(page, "Enter")
    # Ann & Cid 100 + belote 20 = 120; Bob & Dee 162 + 62 + 50 = 274.
    expect(page.locator("table.sheet tfoot")).to_contain_text("120")
    expect(page.locator("table.sheet tfoot")).to_contain_text("274")


# --- Every control of every phase shows where the focus is --------------------------------------------

#: For every control in the Tab order: shown and not zero-size, and a visible focus indicator when focused
#: after a key press (Chromium then matches :focus-visible on programmatic focus too).
FOCUS_CHECK = """
() => {
  const tabbable = [...document.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]')]
    .filter(el => el.tabIndex >= 0 && !el.disabled && !el.closest('fieldset:disabled, [inert]')
      && !el.closest('details:not([open]) > :not(summary)') && el.getClientRects().length
      && getComputedStyle(el).visibility !== 'hidden');
  const ring = el => {
    if (!el) return false;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    return outline || (s.boxShadow && s.boxShadow !== 'none');
  };
  const name = el => {
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '').trim().slice(0, 25);
    return `${el.tagName.toLowerCase()}${el.name ? '[name=' + el.name + ']' : ''} "${text}"`;
  };
  const bad = [];
  for (const el of tabbable) {
    const chip = el.matches('input[type=radio], input[type=checkbox]') && el.closest('label');
    const box = (chip && el.getBoundingClientRect().width <= 2 ? chip : el).getBoundingClientRect();
    if (box.width < 2 || box.height < 2) { bad.push(`${name(el)} is ${box.width}x${box.height}`); continue; }
    el.focus();
    if (document.activeElement !== el) { bad.push(`${name(el)} cannot take the focus`); continue; }
    const shown = [el, chip, chip && el.nextElementSibling, el.parentElement].some(ring);
    if (!shown) bad.push(`${name(el)} shows no focus`);
  }
  return {count: tabbable.length, bad};
}
"""


@pytest.fixture
def laptop(browser):
    context = browser.new_context(viewport={"width": 1024, "height": 768}, device_scale_factor=1)
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


def check_focus(page: Page, url: str, where: str, problems: list[str]) -> None:
    page.goto(url)
    page.keyboard.press("Shift")  # a key first: focus from the keyboard, as :focus-visible sees it
    found = page.evaluate(FOCUS_CHECK)
    problems.extend(f"{where}: {bad}" for bad in found["bad"][:6])


# Sampled (tests/e2e/conftest.py, SAMPLED): `make test` checks one part of each game's phases, the parts
# taking turns from run to run; `make test-slow` checks every part.
@pytest.mark.parametrize("part", range(PARTS), ids=lambda part: f"part{part + 1}of{PARTS}")
@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.slug)
def test_every_control_of_every_phase_shows_its_focus(live_server, laptop, ruleset: Ruleset, part: int):
    problems = []
    for url, _, phase in walk_phases(live_server, ruleset, part):
        where = f"{ruleset.slug} {'game over' if phase == OVER else phase}"
        check_focus(laptop, url, where, problems)
    assert not problems, "\n".join(problems)


def test_site_pages_show_their_focus(live_server, laptop):
    base, problems = live_server, []
    token = new_table(base, ("Ann", "Bob", "Cid", "Dee"))
    for path, where in (("/", "home"), (f"/t/{token}", "table"), ("/import", "import"), ("/tools", "tools")):
        check_focus(laptop, base + path, where, problems)
    from scorekeeper.tools import TOOLS

    for slug in TOOLS:
        check_focus(laptop, f"{base}/tools/{slug}", f"tool {slug}", problems)
    assert not problems, "\n".join(problems)
