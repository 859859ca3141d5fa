"""Zetema: the cards a declaration names, read and checked against what the app knows of the hand (the
cards entered, those pulled back from the king and queen piles, cards married earlier, a sixth of a rank),
the card (or, in records made before issue 23, the rank) of a discard, and a zetema by rank and player.

Variant and choices: see ``games.zetema.rules``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from scorekeeper.cards import SUITS, Rank, Suit
from scorekeeper.core import (
    RuleError,
    ScoreLine,
    filled,
    joined,
    plural,
    read_card,
    read_cards,
    read_seat,
)
from scorekeeper.families.deal.loop import Match
from scorekeeper.families.melding import RankPiles
from scorekeeper.families.ruleset import GameSetup
from scorekeeper.games.zetema.deal import COPIES, ZetemaDeal, hand_size
from scorekeeper.games.zetema.melds import ZetemaOptions as MeldOptions
from scorekeeper.games.zetema.melds import zetema_deck


@cache
def copies_of(doubled: str) -> Counter:
    return Counter(str(c) for c in zetema_deck(doubled))


def read_rank(value: Any, field: str = "rank") -> Rank:
    text = str(value or "").strip().upper()
    try:
        return Rank("10" if text == "T" else text)
    except ValueError:
        what = "the rank of the zetema" if field == "zetema" else "the rank of the card discarded"
        raise RuleError(f"Tap {what}.", field) from None


def read_discard(match: Match, payload: Mapping[str, Any]) -> tuple[Rank, str]:
    """The card discarded and its rank: ``card`` (rank and suit), else ``rank`` alone (the form of every
    discard recorded before issue 23; still taken where the suit does not matter)."""
    if not filled(payload.get("card")):
        return read_rank(payload.get("rank")), ""
    deck = zetema_deck(match.options.doubled_suit)
    card = str(read_card(payload.get("card"), deck, field_name="card", what="the card discarded"))
    return Rank(card[:-1]), card


def check_meld_discard(meld: Sequence[str], rank: Rank, card: str) -> None:
    """ "If they declared a meld on that turn, the discard must be one of the cards of that meld": the card
    itself when it is named, its rank in an entry made by rank alone."""
    if card and card not in meld:
        raise RuleError(f"{card} is not one of the meld's cards: {joined(list(meld), 'or')}.", "card")
    meld_ranks = rank_set(meld)
    if not card and rank not in meld_ranks:
        allowed = joined([r.value for r in Rank if r in meld_ranks], "or")
        raise RuleError(f"After a meld the discard is one of its cards: a {allowed}.", "rank")


def read_zetema(payload: Mapping[str, Any], players: Sequence[str]) -> tuple[int, Rank] | None:
    """Who formed a zetema and of which rank, if the entry is one: ``{"seat": 1, "zetema": "J"}``, or as the
    form's per-player buttons send it, the rank in the place of the player (``{"zetema": ["", "J"]}``)."""
    value = payload.get("zetema")
    if not filled(value):
        return None
    if isinstance(value, list | tuple):
        seats = [seat for seat, rank in enumerate(value) if filled(rank)]
        if len(seats) != 1 or seats[0] >= len(players):
            raise RuleError("Tap one zetema: the rank, on the row of the player who formed it.", "zetema")
        return seats[0], read_rank(value[seats[0]], "zetema")
    return read_seat(payload, "seat", players, "The player"), read_rank(value, "zetema")


def check_zetema(piles: RankPiles, rank: Rank, formed: Sequence[str]) -> None:
    """A zetema needs all five cards of its rank still to come to its pile: not formed already this hand,
    none married ("[they] cannot be scored if even one marriage is formed")."""
    if rank.value in formed:
        raise RuleError(f"The {rank.word}s formed their zetema already this hand.", "zetema")
    left = piles.left(rank) + piles.on_pile(rank)
    if left < COPIES:
        raise RuleError(
            f"A {rank.word} was married this hand: only {left} {rank.word}s are left, so no zetema of "
            f"{rank.word}s.",
            "zetema",
        )


def read_entered_cards(match: Match, payload: Mapping[str, Any], key: str, what: str) -> list[str]:
    if not filled(payload.get(key)):
        raise RuleError(f"Enter {what}.", key)
    deck = zetema_deck(match.options.doubled_suit)
    return [str(c) for c in read_cards(payload.get(key), deck, field_name=key)]


def read_pulled(
    match: Match, payload: Mapping[str, Any], cards: Sequence[str], *, piles_known: bool = True
) -> list[str]:
    """The marriage cards taken back from the king and queen piles: "if a player holds just one card of
    the marriage, and the other is in the discard pile ... they can pull it out". The piles are checked
    when the app counts them (every discard entered)."""
    if not filled(payload.get("pulled")):
        return []
    pulled = read_entered_cards(match, payload, "pulled", "the cards taken from the discard piles")
    extra = Counter(pulled) - Counter(cards)
    if extra:
        raise RuleError(f"{next(iter(extra))} is not one of the cards married.", "pulled")
    marriages = Counter(c[-1] for c in cards if c[0] == "K")
    both = Counter(c[-1] for c in pulled) - marriages
    if both:
        # "if a player holds just one card of the marriage"
        word = Suit(next(iter(both))).plural
        raise RuleError(f"A marriage of {word} has one card in hand: only the other is taken back.", "pulled")
    for rank in (Rank.KING, Rank.QUEEN) if piles_known else ():
        taken, on_pile = rank_list(pulled).count(rank), match.deal.piles.on_pile(rank)
        if taken > on_pile:
            raise RuleError(f"The {rank.word} pile holds {on_pile}, not {taken}.", "pulled")
    return pulled


def check_held(match: Match, seat: int, cards: Sequence[str], pulled: Sequence[str]) -> None:
    """Refuse cards the app knows are not in the player's hand (but for those ``pulled`` from the piles):
    more cards than it holds (a hand and the card drawn, when the turns are not counted), a card married
    earlier this hand, a sixth card of a rank (or any, once its zetema formed)."""
    deal = match.deal
    from_hand = len(cards) - len(pulled)
    holding = deal.turns.holding if deal.turns.hands else hand_size(match.setup.size) + 1
    if from_hand > holding:
        raise RuleError(
            f"{match.names[seat]} holds only {plural(holding, 'card')}, not {from_hand}.", "cards"
        )
    copies, married = copies_of(match.options.doubled_suit), Counter(deal.married)
    for card, count in Counter(cards).items():
        if count > copies[card] - married[card]:
            raise RuleError(f"{card} was married earlier this hand: it lies in the general pile.", "cards")
    for rank, count in (Counter(rank_list(cards)) - Counter(rank_list(pulled))).items():
        left = deal.piles.left(rank)
        if not left and rank.value in zetemas(deal):
            raise RuleError(f"The {rank.word}s formed their zetema: all five are out.", "cards")
        if count > left:
            # five of each rank: the others lie on the discard piles
            raise RuleError(
                f"Only {plural(left, rank.word)} can still be held (the rest are out), not {count}.",
                "cards",
            )


# --- Scoring and turns ---


def meld_options(setup: GameSetup) -> MeldOptions:
    """The meld calculators' options at this table: the doubled suit, the players (five-card melds with six),
    the ace in sequences, and all five marriages."""
    options = setup.options
    return MeldOptions(options.doubled_suit, setup.size, options.ace_in_sequences, options.all_five)


def is_marriages(cards: Sequence[str]) -> bool:
    """Kings and queens only, not five of one rank (an assembly is a meld): what the cards shown declare."""
    return {card[0] for card in cards} == {"K", "Q"}


def checked(score: Any, cards: list[str], options: MeldOptions) -> ScoreLine:
    """The calculator's score of the cards, its refusal placed on the cards field."""
    try:
        return score(cards, options=options)
    except RuleError as exc:
        raise RuleError(exc.message, "cards") from exc


def rank_list(cards: Sequence[str]) -> list[Rank]:
    return [Rank(card[:-1]) for card in cards]


def rank_set(cards: Sequence[str]) -> set[Rank]:
    return set(rank_list(cards))


def zetemas(deal: ZetemaDeal) -> list[str]:
    """The ranks that formed a zetema this hand."""
    return [d.rank for d in deal.declared if d.rank]


def may_discard(deal: ZetemaDeal, rank: Rank) -> bool:
    """Whether a card of ``rank`` may be discarded now: one is left in play, and after a meld, it is one of
    the meld's ranks."""
    return deal.piles.left(rank) > 0 and (not deal.meld or rank in rank_set(deal.meld))


def after_meld(meld: Sequence[str], cards: Sequence[str]) -> str:
    """Why marriages are refused on the turn of a meld, naming a king and queen they share."""
    shared = [s for s in SUITS if {f"K{s.value}", f"Q{s.value}"} <= set(meld) & set(cards)]
    if shared:
        # "cannot declare the meld and [the marriage] on the same turn ... on a subsequent turn"
        suit = shared[0].symbol
        return (
            f"The meld and a marriage of K{suit} Q{suit} cannot both be declared on one turn: "
            "marry them on a later turn."
        )
    return "Marriages are declared instead of a meld, not on the same turn: discard one of the meld's cards."
