"""Skull & Roses (``skull-and-roses.txt``), played with playing cards: each player holds four cards, three
numbered cards (the roses) and a face card (the skull). Two won bets win the game; losing every card puts a
player out, and the last one standing wins.

A "deal" of the deal loop is one round. The table records each card placed (a tap per player in turn) or
only the challenge with the challenger's cards down; each raise or pass; the reveal's outcome (all roses,
or whose skull); and, when a challenger out by their own skull names who starts, that choice. The app keeps
the cards and mats, the bids within the cards on the mats, the turn, who is out and who starts next.

Choices where the text is open:

- Three to six players (the box's count); the set-up's first dealer is the first player of round 1.
- "Each player chooses one card and places it face down on his mat" is not entered: every round opens with
  one card on each mat. Then "starting with the first player and going clockwise" each places another card
  or challenges; "a player with no cards in hand must challenge", so placing is refused to them.
- The challenge is the first bid, from 1 to the cards on the mats (more cannot be flipped). Then "going
  clockwise, each player must then either raise ... or pass"; a pass is final ("push in his game mat") and
  the bidding goes round until one bidder is left. A bid of every card on the mats (the "burn out") ends the
  bidding at once, as nobody can raise it (an option: the others are still asked, and can only pass).
- A table placing aloud may enter only the challenge, with the cards on the challenger's mat: placing goes
  round clockwise from the first player one card at a time, so the players before the challenger have one
  card more down and the rest the same.
- The reveal is entered by its outcome: "all roses" (the bet is won) or the owner of the skull that stopped
  it. "The challenger starts by revealing all the cards on his own mat", so a skull on another mat is
  refused when the bid is no more than the challenger's own cards down: only those were flipped.
- A won bet flips the mat (1 point on the sheet); the second wins the game (an option: one to three bets).
  A lost bet costs the challenger one card, chosen face down by the skull's owner, or by the challenger from
  their own cards if the skull was their own: which card is secret, so only the count is kept.
- "If the challenger loses their last card, they are eliminated" (``families.elimination``). "Challenger plays
  first next round. If challenger was eliminated, first player is the owner of the revealed skull.
  Eliminated challenger chooses first player if he revealed own skull."
- The text's terms ("burn out", "under the gun", "the cop", "stoned") are only names: nothing to record.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from scorekeeper.core import RuleError, ScoreLine, filled, option, plural, read_flag, read_int, read_seat
from scorekeeper.families.auction import AUCTION_FORM, Auction, AuctionRules, bid_form, choice
from scorekeeper.families.deal.loop import Deal, DealGame, Ending, Match, column_row
from scorekeeper.families.elimination import Elimination, Out
from scorekeeper.families.ruleset import Event, GameSetup, Phase, Prompt, ScoreSheet
from scorekeeper.families.statistics import Count
from scorekeeper.families.words import own_words
from scorekeeper.games.skull_and_roses import words
from scorekeeper.games.skull_and_roses.statistics import STATISTICS
from scorekeeper.games.skull_and_roses.statistics import tallies as challenges_and_skulls

SLUG = "skull-and-roses"
CARDS = 4  # "Each player takes 4 cards: 3 numbered cards ... and a face card"
OUT_REASON = "lost their last card"


@dataclass(frozen=True)
class SkullOptions:
    bets_to_win: int = option(
        2,
        "Won bets to win the game",
        minimum=1,
        maximum=3,
        help="“If a player has won his second bet, he wins.”",
    )
    burn_out_ends: bool = option(
        True,
        "A bid of every card on the mats ends the bidding",
        help="Off: the other players are still asked, and can only pass.",
    )


@dataclass(frozen=True)
class SkullRound(Deal):
    """A round in progress; ``dealer`` is its first player. ``hands`` are each player's cards (0: out),
    ``mats`` the cards face down on each mat, ``turn`` who places or challenges next (``None`` once
    challenged), ``placed`` the cards placed one by one, ``auction`` the challenge and the bids, and
    ``chooser`` the challenger put out by their own skull, who names the next first player."""

    hands: tuple[int, ...] = ()
    mats: tuple[int, ...] = ()
    turn: int | None = None
    placed: int = 0
    auction: Auction | None = None
    chooser: int | None = None

    @property
    def on_mats(self) -> int:
        return sum(self.mats)

    @property
    def bidding(self) -> bool:
        return self.auction is not None and not self.auction.is_over


class SkullAndRoses(DealGame[SkullOptions]):
    slug = SLUG
    name = "Skull & Roses"
    min_players, max_players = 3, 6
    Options = SkullOptions
    summary = "Place roses and a skull face down, bid how many roses you can flip; two won bets win."
    rules_file = "skull-and-roses.txt"
    first_dealer_label = "First player"  # nobody deals: "Starting with the first player and going clockwise"
    phases = (
        Phase("place", ("place", "challenge"), "In turn: place another card, or challenge with a bid."),
        Phase(
            "bid", ("bid",), "Clockwise from the challenger: raise the bid or pass.", template=AUCTION_FORM
        ),
        Phase("reveal", ("reveal",), "Own mat first, then any: all roses, or whose skull?"),
        Phase("first", ("first_player",), "Out by their own skull, the challenger names who plays first."),
    )
    statistics = STATISTICS

    def tallies(self, match: Match) -> tuple[dict[str, Count], ...]:
        return challenges_and_skulls(match)

    def describe(self, setup: GameSetup, event: Event, actor: int | None = None) -> str:
        return own_words(words.describe, setup, event, actor) or super().describe(setup, event, actor)

    def ending(self, options: SkullOptions) -> Ending:
        # "If a player has won his second bet, he wins the game!"; the last player in wins too.
        return Ending(target=options.bets_to_win, last_standing=True)

    def out_columns(self, match: Match) -> frozenset[int]:
        return standing(match).out_seats

    def new_deal(self, match: Match, number: int, dealer: int) -> SkullRound:
        hands = cards_left(match)
        # "Each player chooses one card and places it face down on his mat."
        mats = tuple(min(1, cards) for cards in hands)
        return SkullRound(number, dealer, hands=hands, mats=mats, turn=dealer)

    # --- Placing and the challenge ---

    def on_place(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = self._in_turn(match, payload)
        if deal.mats[seat] >= deal.hands[seat]:
            raise RuleError(f"{names[seat]} has no cards in hand and must challenge.", "player")
        mats = (*deal.mats[:seat], deal.mats[seat] + 1, *deal.mats[seat + 1 :])
        turn = standing(match).next_in(seat)
        return replace(match, deal=replace(deal, mats=mats, turn=turn, placed=deal.placed + 1))

    def on_challenge(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        if filled(payload.get("challenger")):
            seat = read_seat(payload, "challenger", names, "The challenger")
            deal = replace(deal, mats=self._mats_at_challenge(match, seat, payload))
        else:
            seat = self._in_turn(match, payload)
        bid = self._read_bid(deal, payload)
        # "The player who issued the challenge bids the number of cards he intends to flip."
        order = standing(match).in_turn(seat)
        auction = Auction(self.auction_rules(match.options, deal.on_mats), order).call(seat, bid, names)
        return replace(match, deal=replace(deal, auction=auction, turn=None))

    def on_bid(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The bidder")
        call = deal.auction.rules.read_call(payload)
        if call is not None:
            call = self._read_bid(deal, payload)
        # "Raise the stakes by increasing the previous bid, or pass his turn and push in his game mat"
        return replace(match, deal=replace(deal, auction=deal.auction.call(seat, call, names)))

    def auction_rules(self, options: SkullOptions, on_mats: int) -> AuctionRules:
        return AuctionRules(1, on_mats, pass_is_final=True, maximum_ends=options.burn_out_ends)

    def _in_turn(self, match: Match, payload: Mapping[str, Any]) -> int:
        deal, names = match.deal, match.names
        seat = read_seat(payload, "player", names, "The player")
        if seat != deal.turn:
            raise RuleError(
                f"It is {names[deal.turn]}'s turn to place or challenge, not {names[seat]}'s.", "player"
            )
        return seat

    def _read_bid(self, deal: SkullRound, payload: Mapping[str, Any]) -> int:
        bid, most = read_int(payload, "bid", "The bid"), deal.on_mats
        if not 1 <= bid <= most:
            raise RuleError(f"There are {plural(most, 'card')} on the mats: bid from 1 to {most}.", "bid")
        return bid

    def _mats_at_challenge(self, match: Match, seat: int, payload: Mapping[str, Any]) -> tuple[int, ...]:
        """The mats of a round placed aloud, from the cards on the challenger's mat: placing went round
        clockwise from the first player, a card at a time, up to the challenger."""
        deal, names = match.deal, match.names
        if deal.placed:
            raise RuleError("The cards are being recorded one by one: go on, or undo them first.", "mat")
        order = standing(match).in_turn(deal.dealer)
        if seat not in order:
            raise RuleError(f"{names[seat]} is out of the game.", "challenger")
        mine = read_int(
            payload, "mat", "The cards on the challenger's mat", minimum=1, maximum=deal.hands[seat]
        )
        before = order[: order.index(seat)]
        mats = tuple(0 if s not in order else mine + (s in before) for s in range(len(names)))
        for other in order:
            if mats[other] > deal.hands[other]:
                raise RuleError(
                    f"{names[other]} has only {plural(deal.hands[other], 'card')}, so would have had to "
                    f"challenge before {names[seat]} had {mine} down.",
                    "mat",
                )
        return mats

    # --- The reveal ---

    def on_reveal(self, match: Match, payload: Mapping[str, Any]) -> Match:
        deal, names = match.deal, match.names
        challenger, bid = deal.auction.high.seat, deal.auction.high.bid
        won, skull = read_flag(payload, "won", "All roses"), payload.get("skull")
        if won == filled(skull):
            raise RuleError(
                "Say whether all the roses were flipped, or whose skull stopped the challenger.", "skull"
            )
        if won:
            # "If challenger flips number of Roses equal to his bid, the bet is won."
            return self._finish(match, None, first=challenger)
        owner = read_seat(payload, "skull", names, "The skull's owner")
        if not deal.mats[owner]:
            raise RuleError(f"{names[owner]} is out of the game: no mat, no skull.", "skull")
        own = deal.mats[challenger]
        if owner != challenger and bid <= own:
            # "The challenger starts by revealing all the cards on his own mat."
            raise RuleError(
                f"{names[challenger]} bid {bid} with {own} down: only their own cards were flipped, so the "
                f"skull was {names[challenger]}'s own.",
                "skull",
            )
        left = deal.hands[challenger] - 1  # "The challenger loses one card from the game."
        if left == 0 and owner == challenger and len(standing(match).still_in) > 2:
            # "Eliminated challenger chooses first player if he revealed own skull."
            return replace(match, deal=replace(deal, chooser=challenger))
        # "Challenger plays first next round. If challenger was eliminated, first player is the owner of the
        # revealed skull."
        return self._finish(match, owner, first=challenger if left else owner)

    def on_first_player(self, match: Match, payload: Mapping[str, Any]) -> Match:
        seat = read_seat(payload, "player", match.names, "The first player")
        chooser = match.deal.chooser
        if seat == chooser:
            raise RuleError(f"{match.names[seat]} is out of the game: choose a player still in.", "player")
        return self._finish(match, chooser, first=standing(match).choose(seat, match.names))

    def _finish(self, match: Match, skull: int | None, *, first: int) -> Match:
        """The round scored: a won bet flips the challenger's mat (1 point), a lost one costs a card."""
        deal = match.deal
        challenger, bid = deal.auction.high.seat, deal.auction.high.bid
        hands = list(deal.hands)
        if skull is not None:
            hands[challenger] -= 1  # "The challenger loses one card from the game."
        out = [] if hands[challenger] else [Out(challenger, OUT_REASON, deal.number).as_fact()]
        note, line, summary = _outcome(match, skull, hands[challenger])
        points, notes, lines = {challenger: line.points}, {challenger: note}, {challenger: (line,)}
        row = column_row(f"Round {deal.number}", len(hands), summary, points=points, notes=notes, lines=lines)
        facts = {"first": deal.dealer, "challenger": challenger, "bid": bid, "mats": list(deal.mats)}
        facts |= {"skull": skull, "cards": hands, "out": out, "next": first}
        return self.finish_deal(match, row, facts=facts, deals_next=first)

    # --- What the pages show ---

    def deal_prompt(self, match: Match) -> Prompt:
        deal, title = match.deal, self.progress(match)
        data = self._round_data(match)
        if deal.auction is None:
            # The bid buttons record the first event (a challenge); placing a card has its own button.
            return self.ask("place", title, actor=deal.turn, data=data, events=("challenge", "place"))
        if deal.bidding:
            data["auction_form"] = self._auction_form(match)
            return self.ask("bid", title, actor=deal.auction.next_bidder, data=data)
        if deal.chooser is None:
            return self.ask("reveal", title, actor=deal.auction.high.seat, data=data)
        return self.ask("first", title, actor=deal.chooser, data=data)

    def _auction_form(self, match: Match) -> dict[str, Any]:
        """The bidding after a challenge, one tap per call: raise to one of the bids allowed, or pass (final:
        the player pushes in their mat)."""
        deal, names = match.deal, match.names
        auction, bidder = deal.auction, deal.auction.next_bidder
        allowed = auction.allowed_bids()
        return bid_form(
            names,
            bidder=bidder,
            dealer=None,
            calls=[(c.seat, "pass" if c.bid is None else str(c.bid)) for c in auction.calls],
            groups=[("", [choice(n) for n in allowed])],
            verb="raises" if allowed else "raises: nothing left to raise to",
            lead=f"{names[auction.high.seat]} bids {auction.high.bid} of {deal.on_mats} cards on the mats",
            pass_words=f"{names[bidder]} passes",
        )

    def _round_data(self, match: Match) -> dict[str, Any]:
        deal = match.deal
        auction, high = deal.auction, deal.auction.high if deal.auction else None
        turn = deal.turn if auction is None else auction.next_bidder
        return {
            "first": deal.dealer,
            "hands": list(deal.hands),
            "mats": list(deal.mats),
            "on_mats": deal.on_mats,
            "must_challenge": turn is not None and auction is None and deal.mats[turn] >= deal.hands[turn],
            "quick_challenge": auction is None and not deal.placed,
            "allowed_bids": list(auction.allowed_bids() if deal.bidding else range(1, deal.on_mats + 1)),
            "challenger": high.seat if high else None,
            "bid": high.bid if high else None,
            "passed": sorted(auction.passed) if auction else [],
            "in": list(standing(match).still_in),
            "chooser": deal.chooser,
        }

    def progress(self, match: Match) -> str | None:
        """'Round 2 · Ann starts · placing', 'Round 2 · Bob bids 5', 'Round 2 · Bob must flip 5'."""
        deal, names = match.deal, match.names
        start = f"Round {deal.number} · {names[deal.dealer]} starts"
        if deal.auction is None:
            return f"{start} · placing · {plural(deal.on_mats, 'card')} down"
        high = deal.auction.high
        if deal.bidding:
            return f"{start} · {names[high.seat]} bids {high.bid} of {deal.on_mats}"
        if deal.chooser is not None:
            return f"Round {deal.number} · {names[deal.chooser]} is out and names the next first player"
        return f"Round {deal.number} · {names[high.seat]} must flip {plural(high.bid, 'rose')}"

    def extras(self, match: Match) -> dict[str, Any]:
        """Each player's mat (flipped or not, cards down) and cards left, for the scoreboard's pictures."""
        deal, out = match.deal, standing(match)
        hands = deal.hands if deal else cards_left(match)
        auction = deal.auction if deal else None
        high = auction.high if auction else None
        players = [
            {
                "cards": hands[seat],
                "down": deal.mats[seat] if deal else 0,
                "wins": match.totals[seat],
                "flipped": match.totals[seat] > 0,
                "out": not out.is_in(seat),
                "passed": bool(auction) and seat in auction.passed,
                "challenger": high is not None and high.seat == seat,
            }
            for seat in range(len(match.names))
        ]
        last = match.played[-1].row.summary if match.played else None
        turn = None if deal is None else deal.turn if auction is None else auction.next_bidder
        return {
            "players": players,
            "bid": high.bid if high else None,
            "on_mats": deal.on_mats if deal else 0,
            "turn": turn,
            "bets_to_win": match.options.bets_to_win,
            "cards_each": CARDS,
            "last": last,
        }

    def score_sheet(self, match: Match) -> ScoreSheet:
        # Nobody deals: the round's first player is in the progress line.
        return replace(super().score_sheet(match), dealer=None)

    def result(self, match: Match) -> str:
        """'Ann wins with 2 bets won', 'Ann wins, the last player standing'."""
        winner = match.winners[0]
        if standing(match).last_standing == winner:
            return f"{match.names[winner]} wins, the last player standing"
        return f"{match.names[winner]} wins with {plural(match.totals[winner], 'bet')} won"

    # --- The simulation test's entries ---

    def random_entry(self, match: Match, rng: Random) -> Event:
        deal = match.deal
        if deal.auction is None:
            return _random_placing(deal, standing(match), rng)
        if deal.bidding:
            allowed = deal.auction.allowed_bids()
            bid = rng.choice(allowed[:2]) if allowed and rng.random() < 0.3 else "pass"
            return Event("bid", {"player": deal.auction.next_bidder, "bid": bid})
        if deal.chooser is not None:
            return Event("first_player", {"player": rng.randrange(len(match.names))})
        if rng.random() < 0.4:
            return Event("reveal", {"won": True})
        return Event("reveal", {"skull": rng.randrange(len(match.names))})


def _outcome(match: Match, skull: int | None, left: int) -> tuple[str, ScoreLine, str]:
    """The challenger's note, score line and the round's summary: the bet won, or whose skull and what the
    lost card leaves."""
    high, names = match.deal.auction.high, match.names
    name, bid = names[high.seat], high.bid
    if skull is None:
        wins = match.totals[high.seat] + 1
        done = "wins the game" if wins >= match.options.bets_to_win else "the mat turns to the roses side"
        flipped = f"flipped {plural(bid, 'rose')}"
        return (
            f"bid {bid} · won",
            ScoreLine(f"bid {bid}, {flipped}: {done}", 1),
            f"{name} bid {bid} and {flipped}: {done}",
        )
    own = skull == high.seat
    whose = "own skull" if own else f"{names[skull]}'s skull"
    # "Opponent that revealed skull selects one of challenger's ... cards"; "If challenger revealed own
    # skull, he looks at his cards and chooses one to discard"
    picker = f"{name} discards a card" if own else f"{names[skull]} takes one of {name}'s cards"
    rest = f"{plural(left, 'card')} left" if left else "out of the game"
    line = ScoreLine(f"bid {bid}, stopped by {whose}: a card lost, {rest}", 0)
    return f"bid {bid} · {whose} · {rest}", line, f"{name} bid {bid} and met {whose}: {picker}, {rest}"


def standing(match: Match) -> Elimination:
    """Who is in and who is out, from the rounds played."""
    return Elimination.from_facts(match.setup.size, (record.facts for record in match.played))


def cards_left(match: Match) -> tuple[int, ...]:
    """Each player's cards after the rounds played (four each to start)."""
    return tuple(match.played[-1].facts["cards"]) if match.played else (CARDS,) * match.setup.size


def _random_placing(deal: SkullRound, out: Elimination, rng: Random) -> Event:
    """Mostly a card placed, sometimes a challenge (a low bid, usually), sometimes one placed aloud."""
    seat = deal.turn
    if not deal.placed and rng.random() < 0.2:
        challenger = rng.choice(out.still_in)
        mat = rng.randint(1, deal.hands[challenger])
        return Event("challenge", {"challenger": challenger, "mat": mat, "bid": rng.randint(1, 3)})
    if deal.mats[seat] < deal.hands[seat] and rng.random() < 0.6:
        return Event("place", {"player": seat})
    return Event("challenge", {"player": seat, "bid": rng.randint(1, max(1, deal.on_mats // 2))})
