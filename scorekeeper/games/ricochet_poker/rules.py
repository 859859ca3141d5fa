"""Ricochet Poker (``ricochet-poker.txt``): poker without the bluffing, every card face up. The app is the
dealer's assistant: it takes the ante, says who is dealt the next card, whose turn it is (the lowest hand),
when the dealer stops dealing bought cards and who is out, and pays the pot at the end.

Per hand the table records: each card as it is dealt face up (a tap), then on each turn the lowest hand's
choice, buy N cards (N chips into the pot) or fold. Hands are ranked by ``games.ricochet_poker.hands``.

Choices where the text is open (the lead's decisions):

- Balances are net chips since the session began (everyone starts at 0); a session ends after an agreed
  number of hands (an option) or when the table taps "End the session" between hands (the default: "you
  can play one game or a hundred"). The winners are the players furthest ahead.
- The first cards are dealt one at a time from the dealer's left, once round (twice with the two-card
  start); the deal passes to the left. The dealer plays too.
- "Suit is used to break ties between identical hands until the end, at which point identical winning
  hands split the pot": suits decide who is lowest (and acts) during the hand. The hand ends when one
  player is left, or when every player left holds a hand of equal rank (the tie for best hand): those
  players split the pot. Option ``tied_hands="play_on"`` reads "until the end" as "until nobody can
  improve": equal hands play on, the lowest by suits acting, and split only once that player holds the
  hand limit. The odd chip of a split pot goes to the first of them from the dealer's left (an
  option keeps it in the pot for the next hand).
- "If you get all the cards you paid for, and your hand is still beaten, then you're out." A lowest hand
  that already holds the hand limit cannot buy: it is out at once (folding is its only move anyway).
- A buyer declares 1 to (limit − cards held) cards; the count is paid before the first card is dealt and
  "even if you paid for more cards than you got, you don't get any chips back".
- Cards are checked against one pack (with two jokers when playing with bugs): a card already on the table
  this hand is refused. Should the pack run out while a player is buying, the buy ends there.
- Jokers are bugs ("which can only be Aces, or ... complete a straight or flush"); whether a bug can be a
  fifth ace is an option ("poker experts disagree on this").
- Not in the app: the casino version (the text only names it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.cards import AnyCard, CardError, parse_card, read_from_deck, standard_52
from scorekeeper.core import RuleError, joined, option, plural, read_card, read_int
from scorekeeper.families.chips import ChipGame, Ledger, signed
from scorekeeper.families.deal.loop import Deal, Ending, Match
from scorekeeper.families.ruleset import Event, GameSetup, Phase, Prompt, order_from_left_of
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.ricochet_poker import hands as poker
from scorekeeper.games.ricochet_poker import words
from scorekeeper.games.ricochet_poker.statistics import STATISTICS
from scorekeeper.games.ricochet_poker.statistics import tallies as game_tallies

SLUG = "ricochet-poker"


#: The two readings of "suit is used to break ties between identical hands until the end".
TIED_HANDS = (
    ("end", "End the hand: the players left split the pot"),
    ("play_on", "Play on: suits decide who acts, until the lowest cannot buy"),
)


@dataclass(frozen=True)
class RicochetOptions:
    ante: int = option(
        1, "Ante per player", minimum=1, maximum=100, help="“each player makes an ante of one chip”"
    )
    hand_limit: int = option(
        5,
        "Hand limit",
        choices=((5, "5 cards"), (6, "6 cards"), (7, "7 cards")),
        help="“you can play with hand limits of six or seven cards” (the best five play)",
    )
    start_cards: int = option(
        1,
        "Cards dealt to start",
        choices=((1, "one card"), (2, "two cards")),
        help="“In a seven-card game, it is best to start with a hand of two”",
    )
    bugs: bool = option(
        False, "Jokers as bugs", help="A bug can only be an ace, or complete a straight or flush."
    )
    five_aces: bool = option(True, "A bug can be a fifth ace", help="“poker experts disagree on this”")
    odd_chip_carried: bool = option(
        False,
        "The odd chip of a split pot stays for the next hand",
        help="Off: it goes to the first winner from the dealer's left.",
    )
    tied_hands: str = option(
        "end",
        "Hands equal but for suits",
        choices=TIED_HANDS,
        help="“suit is used to break ties between identical hands until the end, at which point identical"
        " winning hands split the pot”",
    )
    hands: int = option(
        0, "Hands in the session", minimum=0, maximum=200, help="0: play until the table ends the session."
    )


@dataclass(frozen=True)
class RicochetHand(Deal):
    """A hand in progress: the chips, the cards face up per seat, who is out, a purchase being dealt, and
    the chips each seat has paid for cards this hand."""

    opened: Ledger | None = None
    ledger: Ledger | None = None
    cards: tuple[tuple[str, ...], ...] = ()
    #: Why each seat is out of this hand ("" while in): "folded", "out".
    out: tuple[str, ...] = ()
    buyer: int | None = None
    paid: int = 0
    received: int = 0
    bought: tuple[int, ...] = ()

    @property
    def active(self) -> tuple[int, ...]:
        return tuple(seat for seat, why in enumerate(self.out) if not why)

    @property
    def on_table(self) -> list[str]:
        return [card for hand in self.cards for card in hand]


class RicochetPoker(ChipGame):
    slug = SLUG
    name = "Ricochet Poker"
    min_players, max_players = 2, 8
    Options = RicochetOptions
    summary = "Poker played face up: the lowest hand buys cards or folds until one hand is left."
    rules_file = "ricochet-poker.txt"
    phases = (
        Phase("deal", ("card", "end"), "Tap each card as it is dealt face up, from the dealer's left."),
        Phase("turn", ("buy", "fold"), "The lowest hand buys cards (a chip each) or folds."),
        Phase(
            "draw",
            ("card",),
            "Tap each bought card as it is dealt; the dealer stops when it is no longer lowest.",
        ),
    )
    statistics = STATISTICS

    def tallies(self, state: Match) -> tuple[dict[str, Count], ...]:
        return game_tallies(state)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(words.describe, setup, event, actor) or super().describe(setup, event, actor)

    def ending(self, options: RicochetOptions) -> Ending:
        return Ending(deals=options.hands or None)

    def new_deal(self, match: Match, number: int, dealer: int) -> RicochetHand:
        # "To begin, each player makes an ante of one chip. This forms the “pot.”"
        opened = self.open_ledger(match)
        size = match.setup.size
        ledger = opened.ante(range(size), match.options.ante)
        return RicochetHand(number, dealer, opened, ledger, ((),) * size, ("",) * size, bought=(0,) * size)

    # --- Entries ---

    def on_card(self, match: Match, payload: Mapping[str, Any]) -> Match:
        hand, options = match.deal, match.options
        card = _read_new_card(payload, hand, options)
        seat = hand.buyer if hand.buyer is not None else _dealt_next(hand, options)
        cards = tuple((*held, card) if s == seat else held for s, held in enumerate(hand.cards))
        hand = replace(hand, cards=cards)
        if hand.buyer is not None:
            hand = self._after_bought_card(hand, options)
        return self._continue(match, hand)

    def on_buy(self, match: Match, payload: Mapping[str, Any]) -> Match:
        hand, options = match.deal, match.options
        seat = _lowest(hand, options)
        room = options.hand_limit - len(hand.cards[seat])
        # "declare how many cards you are asking for ... your hand can never be more than five cards"
        count = read_int(payload, "count", "The number of cards", minimum=1)
        if count > room:
            held, limit = plural(len(hand.cards[seat]), "card"), options.hand_limit
            raise RuleError(
                f"{match.names[seat]} holds {held}: buy at most {room} (the hand limit is {limit}).", "count"
            )
        ledger = hand.ledger.pay(seat, count, f"buys {plural(count, 'card')}")
        bought = tuple(chips + count * (s == seat) for s, chips in enumerate(hand.bought))
        hand = replace(hand, ledger=ledger, buyer=seat, paid=count, received=0, bought=bought)
        return replace(match, deal=hand)

    def on_fold(self, match: Match, payload: Mapping[str, Any]) -> Match:
        hand = match.deal
        # "If you fold, you're out. Throw away your cards and wait for the next hand."
        return self._continue(match, _put_out(hand, _lowest(hand, match.options), "folded"))

    def on_end(self, match: Match, payload: Mapping[str, Any]) -> Match:
        hand = match.deal
        if hand.on_table:
            raise RuleError("Finish this hand first: the session ends between hands.")
        if not match.played:
            raise RuleError("Play at least one hand before ending the session.")
        best = max(match.totals)
        return replace(match, deal=None, winners=tuple(s for s, t in enumerate(match.totals) if t == best))

    # --- The hand's course ---

    def _after_bought_card(self, hand: RicochetHand, options: RicochetOptions) -> RicochetHand:
        """ "The dealer will give you cards faceup, stopping when your hand is no longer the lowest hand." """
        seat, received = hand.buyer, hand.received + 1
        hand = replace(hand, received=received)
        if _lowest(hand, options) != seat:
            return replace(hand, buyer=None)
        pack_empty = len(hand.on_table) >= len(_pack(options))
        if received == hand.paid or pack_empty:
            # "If you get all the cards you paid for, and your hand is still beaten, then you're out."
            return _put_out(replace(hand, buyer=None), seat, "out")
        return hand

    def _continue(self, match: Match, hand: RicochetHand) -> Match:
        """After an entry: the hand goes on, or it is over and the pot is paid."""
        options = match.options
        if _still_dealing(hand, options) or hand.buyer is not None:
            return replace(match, deal=hand)
        winners = _showdown(hand, options)
        if winners is None:
            lowest = _lowest(hand, options)
            if _can_buy(hand, lowest, options):
                return replace(match, deal=hand)
            # A lowest hand at the limit cannot buy: it is out, and the turn passes to the next lowest.
            return self._continue(match, _put_out(hand, lowest, "out"))
        return self._pay_pot(match, hand, winners)

    def _pay_pot(self, match: Match, hand: RicochetHand, winners: tuple[int, ...]) -> Match:
        options, names = match.options, match.names
        if len(winners) == 1:
            ledger = hand.ledger.take(winners[0], "wins the pot")
        else:
            # "identical winning hands split the pot"; the odd chip to the first from the dealer's left
            first = next(s for s in order_from_left_of(hand.dealer, match.setup.size) if s in winners)
            odd_to = None if options.odd_chip_carried else first
            ledger = hand.ledger.split(winners, "splits the pot", odd_chips_to=odd_to)
        values = _values(hand, options)
        notes = [_note(hand, seat, values) for seat in range(match.setup.size)]
        won = joined([names[s] for s in winners])
        facts = {"cards": [list(c) for c in hand.cards], "winners": list(winners), "pot_won": hand.ledger.pot}
        facts |= {"out": list(hand.out), "bought": list(hand.bought)}
        label = f"Hand {hand.number}: {won} {'wins' if len(winners) == 1 else 'split'} {hand.ledger.pot}"
        return self.close_deal(match, hand.opened, ledger, label=label, notes=notes, facts=facts)

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        hand, options, names = match.deal, match.options, match.names
        data = self._hand_data(match)
        if _still_dealing(hand, options):
            seat = _dealt_next(hand, options)
            data["can_end"] = not hand.on_table and bool(match.played)  # early, whatever the hands agreed
            return self.ask("deal", f"Deal face up to {names[seat]}", actor=seat, data=data)
        if hand.buyer is not None:
            seat = hand.buyer
            title = f"Deal {names[seat]} a bought card ({hand.received + 1} of {hand.paid})"
            return self.ask("draw", title, actor=seat, data=data)
        seat = _lowest(hand, options)
        return self.ask("turn", f"{names[seat]} is lowest: buy or fold", actor=seat, data=data)

    def _hand_data(self, match: Match) -> dict[str, Any]:
        hand, options = match.deal, match.options
        values = _values(hand, options)
        lowest = None if _still_dealing(hand, options) or len(hand.active) < 2 else _lowest(hand, options)
        return {
            "players": [
                {
                    "cards": list(hand.cards[seat]),
                    "hand": values[seat].name if values.get(seat) else "",
                    "out": hand.out[seat],
                    "balance": hand.ledger.balances[seat],
                }
                for seat in range(match.setup.size)
            ],
            "pot": hand.ledger.pot,
            "lowest": lowest,
            "max_buy": options.hand_limit - len(hand.cards[lowest]) if lowest is not None else 0,
            "buyer": hand.buyer,
            "paid": hand.paid,
            "received": hand.received,
            "seen": hand.on_table,
            "hand_limit": options.hand_limit,
            "jokers": options.bugs,
        }

    def progress(self, match: Match) -> str | None:
        hand = match.deal
        if hand is None:
            return None
        return f"Hand {hand.number} · {match.names[hand.dealer]} deals · pot {hand.ledger.pot}"

    def extras(self, match: Match) -> dict[str, Any]:
        hand = match.deal
        if hand is None:
            return self.chip_extras(match, None) | {"hand": None}
        return self.chip_extras(match, hand.ledger) | {"hand": self._hand_data(match)}

    def result(self, match: Match) -> str:
        names, totals = match.names, match.totals
        winners = joined([names[s] for s in match.winners or ()])
        pot = self.pot_carried(match)
        left = f" ({plural(pot, 'chip')} left in the pot)" if pot else ""
        verb = "is" if len(match.winners or ()) == 1 else "are"
        return f"{winners} {verb} ahead with {signed(max(totals))}{left}"

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        hand, options = match.deal, match.options
        if _still_dealing(hand, options) or hand.buyer is not None:
            if self.prompt(match).data.get("can_end") and rng.random() < 0.15:
                return Event("end", {})
            free = [str(c) for c in _pack(options) if str(c) not in hand.on_table]
            return Event("card", {"card": rng.choice(free) if free and rng.random() < 0.97 else "AS"})
        room = options.hand_limit - len(hand.cards[_lowest(hand, options)])
        if rng.random() < 0.2:
            return Event("fold", {})
        return Event("buy", {"count": rng.randint(1, room + (1 if rng.random() < 0.05 else 0))})


# --- The rules of one hand -------------------------------------------------------------------------------


def _pack(options: RicochetOptions) -> list[AnyCard]:
    return standard_52(jokers=2 if options.bugs else 0)


def _read_new_card(payload: Mapping[str, Any], hand: RicochetHand, options: RicochetOptions) -> str:
    """The card just dealt: in the pack and not already on the table this hand."""
    card = read_card(payload.get("card"), _pack(options), field_name="card", what="the card dealt")
    text = str(card)
    try:
        read_from_deck([*hand.on_table, text], _pack(options))
    except CardError:
        raise RuleError(f"{parse_card(text).name} is already on the table this hand.", "card") from None
    return text


def _dealt_next(hand: RicochetHand, options: RicochetOptions) -> int:
    """Who gets the next card of the first deal: one at a time from the dealer's left."""
    order = order_from_left_of(hand.dealer, len(hand.cards))
    return order[sum(map(len, hand.cards)) % len(order)]


def _still_dealing(hand: RicochetHand, options: RicochetOptions) -> bool:
    return sum(map(len, hand.cards)) < options.start_cards * len(hand.cards)


def _values(hand: RicochetHand, options: RicochetOptions) -> dict[int, poker.HandValue]:
    """The value of every hand with cards (folded ones too, for the record)."""
    seats = [s for s, cards in enumerate(hand.cards) if cards]
    if not seats:
        return {}
    result = poker.compare(
        [hand.cards[s] for s in seats], bugs=options.bugs, five_aces=options.five_aces, hand_limit=7
    )
    return dict(zip(seats, result.hands, strict=True))


def _ranked(hand: RicochetHand, options: RicochetOptions) -> poker.CompareResult:
    return poker.compare(
        [hand.cards[s] for s in hand.active], bugs=options.bugs, five_aces=options.five_aces, hand_limit=7
    )


def _lowest(hand: RicochetHand, options: RicochetOptions) -> int:
    """ "The action always passes to the lowest hand" (suits break ties during the hand)."""
    return hand.active[_ranked(hand, options).lowest]


def _showdown(hand: RicochetHand, options: RicochetOptions) -> tuple[int, ...] | None:
    """The winners once the hand is over: one player left, or every player left tied for best (suits
    aside). Played on (``tied_hands``), a tie ends the hand only once nobody can improve: the lowest by
    suits, whose turn it is, holds the hand limit."""
    active = hand.active
    if len(active) == 1:
        return active
    if len(_ranked(hand, options).winners) < len(active):
        return None
    if options.tied_hands == "play_on" and _can_buy(hand, _lowest(hand, options), options):
        return None
    return active


def _can_buy(hand: RicochetHand, seat: int, options: RicochetOptions) -> bool:
    return len(hand.cards[seat]) < options.hand_limit


def _put_out(hand: RicochetHand, seat: int, why: str) -> RicochetHand:
    return replace(hand, out=tuple(why if s == seat else w for s, w in enumerate(hand.out)))


def _note(hand: RicochetHand, seat: int, values: dict[int, poker.HandValue]) -> str:
    """'KS JH 2D 2S · pair of 2s · folded'."""
    parts = [" ".join(hand.cards[seat])]
    if seat in values:
        parts.append(values[seat].name)
    if hand.out[seat]:
        parts.append(hand.out[seat])
    return " · ".join(parts)
