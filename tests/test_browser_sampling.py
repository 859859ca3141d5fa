"""`make test` and `make test-slow` together run every browser flow at both screen sizes.

The browser tests' own collection hook (tests/e2e/conftest.py) is given stand-ins for flows at both sizes:
the ones it marks slow run in `make test-slow`, the others in `make test`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

from tests.e2e import conftest as browser


@dataclass
class Flow:
    """What the hook reads of a collected browser test, and the marks it adds."""

    originalname: str
    screen: str
    fspath: str = "tests/e2e/test_some_flow.py"
    module: SimpleNamespace = field(
        default_factory=lambda: SimpleNamespace(__name__="tests.e2e.test_some_flow")
    )
    marks: list = field(default_factory=list)

    def __post_init__(self) -> None:
        self.callspec = SimpleNamespace(params={"screen": self.screen})

    def add_marker(self, mark) -> None:
        self.marks.append(mark.name)


def flows() -> list[Flow]:
    return [Flow(f"test_flow_{n}", screen) for n in range(40) for screen in browser.VIEWPORTS]


def quick(items: list[Flow]) -> set[tuple[str, str]]:
    """The flows `make test` runs (not marked slow)."""
    return {(f.originalname, f.screen) for f in items if "slow" not in f.marks}


@pytest.mark.parametrize("sample", ["17", "all"])
def test_each_flow_runs_at_one_size_in_make_test_and_the_other_in_make_test_slow(monkeypatch, sample):
    monkeypatch.setenv("SCOREKEEPER_SAMPLE", sample)
    monkeypatch.setenv("SCOREKEEPER_SCREEN_SAMPLE", "17")
    items = flows()
    browser.pytest_collection_modifyitems(items)
    ran = quick(items)
    for n in range(40):
        at = {screen for name, screen in ran if name == f"test_flow_{n}"}
        assert len(at) == 1, f"test_flow_{n} runs at {at} in make test"
    assert 10 < sum(screen == "phone" for _, screen in ran) < 30, "about half the flows go on a phone"
    assert all(f.marks == ["e2e", "slow"] for f in items if (f.originalname, f.screen) not in ran)


def test_the_screens_turn_from_day_to_day(monkeypatch):
    runs = []
    for day in ("17", "18"):
        monkeypatch.setenv("SCOREKEEPER_SCREEN_SAMPLE", day)
        items = flows()
        browser.pytest_collection_modifyitems(items)
        runs.append(quick(items))
    assert runs[0].isdisjoint(runs[1]), "the next day runs every flow at the other size"
