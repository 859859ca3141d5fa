"""Steps shared by the browser tests."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import Page, expect


def recorded(page: Page, action: Callable[[], None]) -> None:
    """Do ``action`` (a tap or click that records an entry) and wait until the page shows it stored.

    The entry form carries the log's latest number; the next step must not act on the form it replaced
    (a tap on the old form would be a stale write).
    """
    seq = page.locator("input[name=expected_seq]").first
    before = seq.get_attribute("value")
    action()
    expect(seq).not_to_have_value(before)
