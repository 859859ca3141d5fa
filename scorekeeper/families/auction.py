"""The auction part of the trick-and-bid family: bids in turn, passes, the minimum and maximum, the dealer
forced to bid, and the high bidder who wins.

An ``Auction`` is a value: ``auction.call(seat, bid)`` returns the auction with one more call, or raises
``RuleError`` with the reason. Games say what their bids are with ``AuctionRules``; a game whose table only
reports the outcome ("Bob bid 18") checks it with ``AuctionRules.check_contract``. In the exact-bid games
(Oh Hell!) every player bids the tricks they will take instead: ``TrickBids``, with the hook on the last.
Where an upcard is offered round the table and the first to take it ends the calling (Bacon, Belote's
first round), the calls are ``TakeOrPass``, in rounds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scorekeeper.core import RuleError, read_int, read_seat


@dataclass(frozen=True, slots=True)
class AuctionRules:
    """The numbers of an auction: bids from ``minimum`` to ``maximum``, each at least ``step`` above the
    last. ``pass_is_final``: a player who passes may not bid again. ``dealer_forced``: when everyone else
    has passed, the dealer (last in the order) must bid the minimum, which ends the auction; with
    ``forced_to_minimum`` off the dealer must bid but may bid any number (Pickle: "the dealer is obliged to
    bid"). ``one_round``: each player calls once, in order, and the last call ends the auction ("After the
    dealer bids or passes, the player with the highest bid wins the auction"). ``maximum_ends``: a bid of
    the maximum ends the auction at once, since nobody can bid higher (Dou Dizhu's bid of 3)."""

    minimum: int
    maximum: int
    step: int = 1
    pass_is_final: bool = True
    dealer_forced: bool = False
    noun: str = "bid"
    forced_to_minimum: bool = True
    one_round: bool = False
    maximum_ends: bool = False

    def check_contract(self, bid: int, field: str = "bid") -> int:
        """A contract entered directly: within the bounds."""
        if not self.minimum <= bid <= self.maximum:
            raise RuleError(f"A {self.noun} is from {self.minimum} to {self.maximum}, not {bid}.", field)
        return bid

    def read_call(self, payload: Mapping[str, Any], key: str = "bid") -> int | None:
        """``payload[key]`` as a call: a number (checked by ``Auction.call``), or ``None`` for "pass"."""
        value = payload.get(key)
        if isinstance(value, str) and value.strip().lower() == "pass":
            return None
        if value in (None, ""):
            raise RuleError(f"Enter a {self.noun} from {self.minimum} to {self.maximum}, or pass.", key)
        return read_int(payload, key, f"The {self.noun}")


@dataclass(frozen=True, slots=True)
class Call:
    """One call: ``bid`` is ``None`` for a pass. ``named``: what a bid names besides its number, where the
    game's bids do (Pickle's trump suit, "5 hearts")."""

    seat: int
    bid: int | None
    named: str | None = None


@dataclass(frozen=True, slots=True)
class Auction:
    """An auction in progress; ``order`` is the bidding order (from the player after the dealer in the game's
    direction, ``Direction.order_after``, the dealer last)."""

    rules: AuctionRules
    order: tuple[int, ...]
    calls: tuple[Call, ...] = ()

    @property
    def high(self) -> Call | None:
        """The highest bid so far."""
        bids = [c for c in self.calls if c.bid is not None]
        return bids[-1] if bids else None

    @property
    def passed(self) -> frozenset[int]:
        return frozenset(c.seat for c in self.calls if c.bid is None)

    @property
    def all_passed(self) -> bool:
        """Everyone passed and nobody bid: the deal is thrown in."""
        return self.high is None and len(self.calls) >= len(self.order) and not self.rules.dealer_forced

    @property
    def is_over(self) -> bool:
        if self.all_passed or (self.rules.one_round and len(self.calls) >= len(self.order)):
            return True
        high = self.high
        if high is None:
            return False
        if self.rules.maximum_ends and high.bid >= self.rules.maximum:
            return True
        if self.rules.pass_is_final:
            return len(self.passed) >= len(self.order) - 1
        # Passes are not final: the auction ends once everyone else has passed since the high bid.
        since = self.calls[self.calls.index(high) + 1 :]
        return len(since) >= len(self.order) - 1 and all(c.bid is None for c in since)

    @property
    def next_bidder(self) -> int | None:
        """Whose call it is, or ``None`` once the auction is over."""
        if self.is_over:
            return None
        if not self.calls:
            return self.order[0]
        position = self.order.index(self.calls[-1].seat)
        for step in range(1, len(self.order) + 1):
            seat = self.order[(position + step) % len(self.order)]
            if not (self.rules.pass_is_final and seat in self.passed):
                return seat
        return None

    @property
    def dealer_must_bid(self) -> bool:
        """The dealer's duty: everyone before them passed, so they must bid the minimum."""
        rules = self.rules
        return (
            rules.dealer_forced
            and self.high is None
            and self.next_bidder == self.order[-1]
            and len(self.passed) == len(self.order) - 1
        )

    def allowed_bids(self) -> tuple[int, ...]:
        """The bids the next bidder may make."""
        rules = self.rules
        if self.dealer_must_bid and rules.forced_to_minimum:
            return (rules.minimum,)
        high = self.high
        lowest = rules.minimum if high is None else high.bid + rules.step
        return tuple(range(lowest, rules.maximum + 1))

    def call(
        self,
        seat: int,
        bid: int | None,
        names: Sequence[str],
        field: str = "bid",
        *,
        named: str | None = None,
    ) -> Auction:
        """The auction after ``seat`` calls ``bid`` (``None``: pass), naming ``named`` with it."""
        if self.is_over:
            raise RuleError("The bidding is over.", field)
        turn = self.next_bidder
        if seat != turn:
            raise RuleError(f"It is {names[turn]}'s turn to bid, not {names[seat]}'s.", "player")
        if bid is None and self.dealer_must_bid:
            at_least = "" if self.rules.forced_to_minimum else " at least"
            raise RuleError(
                f"{names[seat]}, the dealer, must bid{at_least} {self.rules.minimum}: everyone else passed.",
                field,
            )
        if bid is not None and bid not in self.allowed_bids():
            raise RuleError(self._refusal(names[seat], bid), field)
        return Auction(self.rules, self.order, (*self.calls, Call(seat, bid, None if bid is None else named)))

    def contract(self, payload: Mapping[str, Any], names: Sequence[str], who: str = "The bidder") -> Call:
        """The auction's outcome entered at once (``bidder`` and ``bid``) by a table that bids aloud: only
        before any call is recorded, and within the bounds."""
        if self.calls:
            raise RuleError("The bidding is being recorded call by call: go on, or undo the calls first.")
        bidder = read_seat(payload, "bidder", names, who)
        return Call(bidder, self.rules.check_contract(read_int(payload, "bid", "The bid")))

    def form_data(self) -> dict[str, Any]:
        """What a bidding form and the scoreboard show: the bids the next bidder may make, the calls so far,
        the high bid, the bounds, and whether no call is made yet (a table may enter only the contract)."""
        high = self.high
        return {
            "allowed_bids": list(self.allowed_bids()),
            "must_bid": self.dealer_must_bid,
            "calls": [{"player": c.seat, "bid": c.bid} for c in self.calls],
            "high": {"player": high.seat, "bid": high.bid} if high else None,
            "quick_contract": not self.calls,
            "lowest": self.rules.minimum,
            "highest": self.rules.maximum,
        }

    def _refusal(self, name: str, bid: int) -> str:
        rules, high = self.rules, self.high
        if self.dealer_must_bid and rules.forced_to_minimum:
            return f"{name}, the dealer, must bid exactly {rules.minimum}: everyone else passed."
        if not rules.minimum <= bid <= rules.maximum:
            return f"A {rules.noun} is from {rules.minimum} to {rules.maximum}, not {bid}."
        return f"{name} must bid more than {high.bid}: at least {high.bid + rules.step}, or pass."


# --- Exact bids: each player bids the tricks they will take ------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrickBids:
    """Each player in ``order`` (the player after the dealer first, the dealer last) bids how many of
    ``tricks`` they will take; ``bids`` holds one entry per seat (``None``: not yet, or not bidding). Seats
    left out of the order sit the bidding out; ``sitting_out`` says why ("has 80 or more points and does not
    bid").

    ``hook``: "the dealer may not bid the number that would cause the total ... to equal the number of
    tricks", checked on whoever bids last. Bids are called in turn, and "a bid may be changed only if the
    next player to the left has not yet bid"; a table may also enter every bid at once (``read_all``).
    """

    tricks: int
    order: tuple[int, ...]
    bids: tuple[int | None, ...]
    hook: bool = False
    dealer: int | None = None
    sitting_out: str = "does not bid"

    @property
    def made(self) -> int:
        """How many have bid so far."""
        return sum(1 for seat in self.order if self.bids[seat] is not None)

    @property
    def next_bidder(self) -> int | None:
        """Whose bid it is, or ``None`` once everyone has bid."""
        return self.order[self.made] if self.made < len(self.order) else None

    def forbidden(self, seat: int | None) -> int | None:
        """The bid the hook refuses to ``seat`` if they bid last, else ``None``."""
        if not self.hook or not self.order or seat != self.order[-1]:
            return None
        number = self.tricks - sum(self.bids[s] or 0 for s in self.order if s != seat)
        return number if 0 <= number <= self.tricks else None

    def allowed(self, seat: int | None) -> list[int]:
        """The bids ``seat`` may make (any, for no seat)."""
        return [b for b in range(self.tricks + 1) if b != self.forbidden(seat)]

    def call(self, payload: Mapping[str, Any], names: Sequence[str], player: str = "player") -> TrickBids:
        """The bidding after ``payload[player]`` bids ``payload["bid"]``: the next bidder, or the latest
        changing theirs."""
        seat = read_seat(payload, player, names, "The bidder")
        latest = self.order[self.made - 1] if self.made else None
        if seat not in (self.next_bidder, latest):
            raise RuleError(self._out_of_turn(seat, names), player)
        bid = read_int(payload, "bid", f"{names[seat]}'s bid", minimum=0, maximum=self.tricks)
        return self._checked(tuple(bid if s == seat else b for s, b in enumerate(self.bids)), names, "bid")

    def read_all(self, payload: Mapping[str, Any], names: Sequence[str], key: str = "bids") -> TrickBids:
        """Every bid at once (``payload[key]``: one per seat, blank for a seat sitting out)."""
        values = payload.get(key)
        if not isinstance(values, list | tuple) or len(values) != len(names):
            raise RuleError(f"Enter a bid for each of {len(names)} players.", key)
        bids: list[int | None] = []
        for seat, value in enumerate(values):
            field = f"{key}.{seat}"
            if seat in self.order:
                label = f"{names[seat]}'s bid"
                bid = read_int({key: value}, key, label, minimum=0, maximum=self.tricks, field_name=field)
                bids.append(bid)
            elif value in (None, ""):
                bids.append(None)
            else:
                raise RuleError(f"{names[seat]} {self.sitting_out}.", field)
        return self._checked(tuple(bids), names, f"{key}.{self.order[-1]}" if self.order else key)

    def form_data(self, actor: int | None) -> dict[str, Any]:
        """What a bidding form shows: the bids so far, their order, the bids ``actor`` may make (``None``:
        nobody in turn), the one the hook refuses, and who sits out."""
        return {
            "bids": list(self.bids),
            "bid_order": list(self.order),
            "allowed_bids": self.allowed(actor),
            "forbidden_bid": self.forbidden(actor),
            "not_bidding": [seat for seat in range(len(self.bids)) if seat not in self.order],
        }

    def words(self, names: Sequence[str]) -> str:
        """'bids: Ann 2, Bob 0', or 'no bids yet'."""
        made = [f"{names[s]} {self.bids[s]}" for s in self.order if self.bids[s] is not None]
        return f"bids: {', '.join(made)}" if made else "no bids yet"

    def _checked(self, bids: tuple[int | None, ...], names: Sequence[str], field: str) -> TrickBids:
        """The bidding with ``bids``, unless the last bidder's bid is the one the hook refuses."""
        done = replace(self, bids=bids)
        last = self.order[-1] if self.order else None
        if last is None or bids[last] is None or bids[last] != done.forbidden(last):
            return done
        who = "The dealer" if last == self.dealer else f"{names[last]}, bidding last,"
        tricks = self.tricks
        raise RuleError(
            f"{who} may not bid {bids[last]}: the bids would add up to {tricks}, the number of tricks.", field
        )

    def _out_of_turn(self, seat: int, names: Sequence[str]) -> str:
        if seat not in self.order:
            return f"{names[seat]} {self.sitting_out}."
        if self.bids[seat] is not None:
            later = self.order[self.order.index(seat) + 1]
            return f"{names[seat]}'s bid of {self.bids[seat]} stands: {names[later]} has bid since."
        return f"It is {names[self.next_bidder]}'s turn to bid, not {names[seat]}'s."


# --- Take or pass: an upcard offered round the table -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TakeOrPass:
    """Calls of "take" or "pass" in turn, the first take ending them: the upcard offered round the table
    (Bacon's "pick it up", Belote's take, Couillon's accept). ``order`` is the calling order (the player after
    the dealer first, the dealer last). Once everyone has passed, the next round begins, ``rounds`` in all
    (Bacon turns a new upcard, four times; Belote's second round names a suit); when the last round is passed
    too, nobody took (``all_passed``) and the game throws the deal in or falls back on its own rule.

    Every call before the take is a pass, so the calls are kept as a count: ``passes``, then ``taker``.
    """

    order: tuple[int, ...]
    rounds: int = 1
    passes: int = 0
    taker: int | None = None

    @property
    def all_passed(self) -> bool:
        return self.passes >= self.rounds * len(self.order)

    @property
    def is_over(self) -> bool:
        return self.taker is not None or self.all_passed

    @property
    def started(self) -> bool:
        """Whether any call is recorded (a table entering only the outcome must do so before)."""
        return bool(self.passes) or self.taker is not None

    @property
    def round(self) -> int:
        """The round being called, from 1: the round of the take once taken, the last once all passed."""
        return min(self.passes // len(self.order), self.rounds - 1) + 1

    @property
    def next_caller(self) -> int | None:
        """Whose call it is, or ``None`` once the calling is over."""
        return None if self.is_over else self.order[self.passes % len(self.order)]

    @property
    def passed_this_round(self) -> tuple[int, ...]:
        """The seats that passed in the round being called (before the taker, once taken), in order."""
        return () if self.all_passed else self.order[: self.passes % len(self.order)]

    def call(self, seat: int, take: bool, names: Sequence[str], field: str = "player") -> TakeOrPass:
        """The calling after ``seat`` takes (``take``) or passes, in turn."""
        if self.is_over:
            raise RuleError("The calling is over.", field)
        turn = self.next_caller
        if seat != turn:
            raise RuleError(f"It is {names[turn]}'s turn to call, not {names[seat]}'s.", field)
        return replace(self, taker=seat) if take else replace(self, passes=self.passes + 1)

    def taken(self, seat: int, round_: int) -> TakeOrPass:
        """Only the outcome, from a table that calls aloud: ``seat`` took in round ``round_`` (from 1), so
        everyone before them passed. Before any call is recorded."""
        if self.started:
            raise RuleError("The calls are being recorded one by one: go on, or undo them first.")
        if not 1 <= round_ <= self.rounds:
            raise RuleError(f"There are {self.rounds} rounds of calls, not {round_}.", "round")
        return replace(self, passes=(round_ - 1) * len(self.order) + self.order.index(seat), taker=seat)

    def take_back(self) -> TakeOrPass:
        """The take turned into a pass, as a partner's veto does ("the same effect as if the player
        passed"): the turn goes on to the next player, or the round ends."""
        if self.taker is None:
            raise RuleError("Nobody has taken, so there is nothing to take back.")
        return replace(self, taker=None, passes=self.passes + 1)


# --- The bidding form: one shape for every auction, read by templates/families/_auction.html --------------

#: The entry form of a bidding phase (``Phase(..., template=AUCTION_FORM)``); its prompt's data carries
#: ``auction_form``, made by ``bid_form`` or ``auction_form``.
AUCTION_FORM = "families/_auction.html"


def choice(
    value: Any, label: Any = None, *, note: str = "", refused: str = "", suit: str = ""
) -> dict[str, Any]:
    """One button or chip of a bidding form: what it sends, what it says, a small note under it ("61"), why
    it is refused where it is shown but may not be made (the hook), and the suit it shows (coloured)."""
    return (
        {"value": str(value), "label": str(value if label is None else label), "note": note}
        | ({"refused": refused} if refused else {})
        | ({"suit": suit} if suit else {})
    )


def seat_choices(names: Sequence[str], seats: Sequence[int] | None = None) -> list[dict[str, Any]]:
    """A chip per player (``seats``: these only, in this order)."""
    return [choice(seat, names[seat]) for seat in (range(len(names)) if seats is None else seats)]


SUIT_WORDS = {"S": ("♠", "spades"), "H": ("♥", "hearts"), "D": ("♦", "diamonds"), "C": ("♣", "clubs")}


def suit_choices(*, no_trump: str = "") -> list[dict[str, Any]]:
    """A chip per suit (``no_trump``: the words of one more chip, for no trump)."""
    suits = [choice(code, symbol, note=words, suit=code) for code, (symbol, words) in SUIT_WORDS.items()]
    return suits + ([choice("none", no_trump)] if no_trump else [])


def quick_entry(summary: str, button: str, *fields: dict[str, Any]) -> dict[str, Any]:
    """The auction's outcome entered at once, by a table that bids aloud (the ``contract`` event)."""
    return {"summary": summary, "button": button, "fields": list(fields)}


def quick_field(
    name: str, legend: str, choices: list[dict[str, Any]], *, menu: bool = False
) -> dict[str, Any]:
    """One field of the quick entry: chips (a radio group), or a menu (``menu``: a select, for long lists)."""
    return {"name": name, "legend": legend, "choices": choices, "menu": menu}


def bid_form(
    names: Sequence[str],
    *,
    bidder: int | None,
    dealer: int | None,
    calls: Sequence[tuple[int, str]] = (),
    groups: Sequence[tuple[str, Sequence[dict[str, Any]]]] = (),
    can_pass: bool = True,
    must: str = "",
    verb: str = "bids",
    opening: str = "",
    lead: str = "",
    trumps: str = "",
    notes: Sequence[str] = (),
    named: tuple[str, list[dict[str, Any]]] | None = None,
    quick: dict[str, Any] | None = None,
    pick_first: str = "",
    events: Sequence[tuple[str, str]] = (),
    pass_words: str = "Pass",
) -> dict[str, Any]:
    """What ``templates/families/_auction.html`` shows, said by the rules so that the template computes
    nothing: whose call it is (``bidder``; ``None`` with ``pick_first``, the question that names them),
    the calls so far (seat and words), the bids allowed in ``groups`` (a hint, then buttons), whether a
    pass is allowed, the dealer's duty (``must``: "must bid 15"), the sentence before the first call
    (``opening``), a line of facts above (``lead``, then ``trumps``: a suit's letter, or "none"), hints
    below (``notes``), what a bid names besides its number (``named``: the field and its buttons, which then
    record; the numbers become chips), the quick entry of the outcome, and other events offered
    (``events``: event type and its button's words)."""
    if bidder is None:
        legend = "Their call"
    else:
        dealer_mark = " (dealer)" if bidder == dealer else ""
        legend = f"{names[bidder]}{dealer_mark} {must or verb}"
    said = [{"player": seat, "said": words, "red": any(s in words for s in "♥♦")} for seat, words in calls]
    form: dict[str, Any] = {
        "bidder": bidder,
        "legend": legend,
        "calls": said,
        "opening": opening,
        "lead": lead,
        "trumps": trumps,
        "groups": [{"hint": hint, "bids": list(bids)} for hint, bids in groups],
        "pass": pass_words if can_pass else "",
        "notes": [n for n in notes if n],
        "named": {"name": named[0], "choices": named[1]} if named else None,
        "quick": quick,
        "pick_first": pick_first,
        "first_choices": seat_choices(names) if pick_first else [],
        "events": [{"event": event, "label": label} for event, label in events],
    }
    return form


def auction_form(
    auction: Auction,
    names: Sequence[str],
    dealer: int,
    *,
    words: Any = None,
    span: str = "",
    **more: Any,
) -> dict[str, Any]:
    """The bidding form of a numbered auction: the calls (``words(call)`` says one, default the number or
    "pass"), one button per bid allowed, Pass unless the dealer must bid, and the dealer's duty. ``span``
    ends the opening sentence ("a bid from 15 to 28{span}, or pass"). The quick entry only before the
    first call."""
    rules = auction.rules
    say = words or (lambda call: "pass" if call.bid is None else str(call.bid))
    must = ""
    if auction.dealer_must_bid:
        must = f"must bid {rules.minimum}" if rules.forced_to_minimum else "must bid"
    first = auction.next_bidder
    opening = ""
    if first is not None and not auction.calls:
        opening = (
            f"{names[dealer]} deals, so {names[first]} calls first: "
            f"a {rules.noun} from {rules.minimum} to {rules.maximum}{span}, or pass."
        )
    defaults: dict[str, Any] = {
        "bidder": first,
        "dealer": dealer,
        "calls": [(c.seat, say(c)) for c in auction.calls],
        "groups": [("", [choice(n) for n in auction.allowed_bids()])],
        "can_pass": not auction.dealer_must_bid,
        "must": must,
        "opening": opening,
    }
    if auction.calls:
        more["quick"] = None
    return bid_form(names, **(defaults | more))
