"""A helper for the family parts' tests: what a refused call says, and at which field."""

from __future__ import annotations

import pytest

from scorekeeper.core import RuleError


def refusal(call, *args) -> tuple[str, str | None]:
    """The sentence and field of the ``RuleError`` that ``call(*args)`` raises (fails if it does not)."""
    with pytest.raises(RuleError) as caught:
        call(*args)
    return caught.value.message, caught.value.field
