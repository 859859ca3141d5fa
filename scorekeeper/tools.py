"""The calculators as tools: one description per tool (the cards it takes, its settings) and one function
that reads a JSON-like payload, runs the calculator and returns a JSON-ready answer.

The API (``/api/v1/tools/<slug>``) and the tool pages (``/tools/<slug>``) both call ``run_tool``, so a page
shows exactly what the API answers. Payload card lists may be JSON lists or one space-separated string
(what the page's card picker sends); booleans may be JSON booleans or form text ("true", "on").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.calc import belote_declarations as belote_declarations_calc
from scorekeeper.calc import card_points, cribbage, doudizhu, gin, poker, slap
from scorekeeper.cards import CardError, parse_cards
from scorekeeper.core import RuleError, ScoreLine, parse_options
from scorekeeper.rules import golf, trick_presets

MAX_CARDS_PER_SLOT = 60


class ToolError(ValueError):
    """Bad input to a tool, in one sentence for the player."""


@dataclass(frozen=True, slots=True)
class Slot:
    """A group of cards the tool takes (``hand``, ``starter``...), and how many."""

    name: str
    label: str
    least: int
    most: int
    ordered: bool = False  # the order of tapping matters (pegging, trick play)
    jokers: bool = False
    #: The games (values of the tool's ``game`` setting) that take these cards; empty: every game.
    games: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Setting:
    """A choice besides the cards (variant, trump suit, game)."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]
    default: str


@dataclass(frozen=True)
class Tool:
    slug: str
    title: str
    summary: str
    slots: tuple[Slot, ...]
    settings: tuple[Setting, ...] = ()
    run: Callable[[Mapping[str, Any]], dict[str, Any]] = field(default=lambda p: {}, repr=False)
    #: Tools that settle the same question for several hands show one picker per hand (poker).
    repeat_slot: bool = False


TOOLS: dict[str, Tool] = {}


def tool(
    slug: str, title: str, summary: str, slots: Sequence[Slot], settings: Sequence[Setting] = (), **extra: Any
) -> Callable[[Callable[[Mapping[str, Any]], dict[str, Any]]], Callable[[Mapping[str, Any]], dict[str, Any]]]:
    """Register the decorated function as a tool."""

    def decorate(func: Callable[[Mapping[str, Any]], dict[str, Any]]):
        TOOLS[slug] = Tool(slug, title, summary, tuple(slots), tuple(settings), func, **extra)
        return func

    return decorate


def run_tool(slug: str, payload: Mapping[str, Any]) -> dict[str, Any]:
    """Run a tool; bad input raises ``ToolError`` with the player's sentence, never anything else."""
    found = TOOLS.get(slug)
    if found is None:
        raise LookupError(slug)
    if not isinstance(payload, Mapping):
        raise ToolError("Send a JSON object.")
    try:
        return found.run(payload)
    except (CardError, RuleError) as exc:
        raise ToolError(str(exc)) from exc
    except (ValueError, TypeError) as exc:
        raise ToolError(str(exc) or "That input could not be read.") from exc


# --- Payload readers --------------------------------------------------------------------------------


def cards_of(payload: Mapping[str, Any], key: str, *, required: bool = True, what: str = "") -> list[str]:
    """A card list from a JSON list or a space-separated string, as canonical texts."""
    value = payload.get(key)
    if value is None or value == "":
        if required:
            raise ToolError(f"Enter {what or 'the ' + key.replace('_', ' ') + ' cards'}.")
        return []
    if not isinstance(value, str | list | tuple):
        raise ToolError(f'"{key}" must be a list of cards such as ["5H", "JD"].')
    cards = parse_cards(value if isinstance(value, str) else [str(v) for v in value])
    if len(cards) > MAX_CARDS_PER_SLOT:
        raise ToolError(f"Too many cards in {key}.")
    return [str(c) for c in cards]


def flag(payload: Mapping[str, Any], key: str) -> bool:
    value = payload.get(key, False)
    return value if isinstance(value, bool) else str(value).strip().lower() in {"true", "on", "1", "yes"}


def choice(payload: Mapping[str, Any], key: str, allowed: Sequence[str], default: str) -> str:
    value = payload.get(key) or default
    if value not in allowed:
        raise ToolError(f'"{key}" must be one of {", ".join(allowed)}.')
    return str(value)


def lines_json(lines: Sequence[ScoreLine]) -> list[dict[str, Any]]:
    return [{"label": line.label, "points": line.points, "cards": list(line.cards)} for line in lines]


# --- Cribbage ----------------------------------------------------------------------------------------

CRIB_VARIANTS = (("five-card", "Five-card"), ("six-card", "Six-card"))


@tool(
    "cribbage/show",
    "Cribbage: what is this hand worth?",
    "Fifteens, pairs, runs, flush and his nob, counted the way players say them.",
    [Slot("starter", "Start card", 1, 1), Slot("hand", "Hand (3 cards; 4 in the crib or six-card)", 3, 4)],
    [
        Setting("variant", "Game", CRIB_VARIANTS, "five-card"),
        Setting("crib", "Counting", (("false", "a hand"), ("true", "the crib")), "false"),
    ],
)
def cribbage_show(payload: Mapping[str, Any]) -> dict[str, Any]:
    starter = cards_of(payload, "starter", what="the start card")
    if len(starter) != 1:
        raise ToolError("Enter exactly one start card.")
    variant = choice(payload, "variant", cribbage.VARIANTS, cribbage.FIVE_CARD)
    result = cribbage.show(cards_of(payload, "hand"), starter[0], crib=flag(payload, "crib"), variant=variant)
    return result.as_dict()


@tool(
    "cribbage/pegging",
    "Cribbage: pegging",
    "Tap the cards in the order played: the points of each play (15, 31, pairs, runs) and the count.",
    [Slot("plays", "Cards in the order played", 1, 8, ordered=True)],
    [Setting("variant", "Game", CRIB_VARIANTS, "five-card")],
)
def cribbage_pegging(payload: Mapping[str, Any]) -> dict[str, Any]:
    plays = payload.get("plays")
    if isinstance(plays, str):
        plays = plays.split()
    if not isinstance(plays, list) or not plays:
        raise ToolError('Enter the cards played, in order, as "plays".')
    variant = choice(payload, "variant", cribbage.VARIANTS, cribbage.FIVE_CARD)
    return cribbage.peg([str(p) for p in plays], variant=variant).as_dict()


# --- Gin rummy ----------------------------------------------------------------------------------------


@tool(
    "gin/deadwood",
    "Gin Rummy: least deadwood",
    "The best arrangement of 10 cards into melds, or for 11 cards the best card to discard.",
    [Slot("cards", "Your hand", 10, 11)],
    [Setting("limit", "Knock limit", tuple((str(n), str(n)) for n in range(10, -1, -1)), "10")],
)
def gin_deadwood(payload: Mapping[str, Any]) -> dict[str, Any]:
    cards = cards_of(payload, "cards")
    if len(cards) not in (10, 11):
        raise ToolError(f"Enter 10 cards (or 11 to find the discard), not {len(cards)}.")
    result = gin.deadwood(cards).as_dict()
    limit = int(choice(payload, "limit", [str(n) for n in range(11)], "10"))
    allowed, reason = gin.can_knock(cards, limit=limit)
    return {**result, "can_knock": allowed, "said": reason}


@tool(
    "gin/result",
    "Gin Rummy: knock, gin or undercut?",
    "The knocker's ten cards and the defender's ten: melds, lay-offs, and who scores how much.",
    [Slot("knocker", "Knocker's ten cards", 10, 10), Slot("defender", "Defender's ten cards", 10, 10)],
    [
        Setting("gin_bonus", "Gin bonus", (("20", "20"), ("25", "25")), "20"),
        Setting("undercut_bonus", "Undercut bonus", (("10", "10"), ("20", "20"), ("25", "25")), "10"),
    ],
)
def gin_result(payload: Mapping[str, Any]) -> dict[str, Any]:
    options = parse_options(
        gin.GinOptions,
        {k: payload[k] for k in ("gin_bonus", "undercut_bonus", "knock_limit") if k in payload},
    )
    upcard = payload.get("oklahoma_upcard") or None
    result = gin.hand_result(
        cards_of(payload, "knocker"), cards_of(payload, "defender"), options=options, oklahoma_upcard=upcard
    ).as_dict()
    return {**result, "said": result["summary"]}


# --- Poker --------------------------------------------------------------------------------------------


@tool(
    "poker/compare",
    "Ricochet Poker: whose hand is best?",
    "Hands of 1 to 7 cards ranked as the rules say (best five, kickers, suits break ties); who acts next.",
    [Slot("hands", "Hand", 1, 7, jokers=True)],
    [Setting("bugs", "Jokers", (("false", "not used"), ("true", "bugs")), "false")],
    repeat_slot=True,
)
def poker_compare(payload: Mapping[str, Any]) -> dict[str, Any]:
    hands = payload.get("hands")
    if isinstance(hands, list) and all(isinstance(h, str) for h in hands):
        hands = [h.split() for h in hands if h.strip()]
    if not isinstance(hands, list) or len(hands) < 1:
        raise ToolError('Enter the hands as "hands": a list of card lists.')
    return poker.compare(hands, bugs=flag(payload, "bugs")).as_dict()


# --- Golf ---------------------------------------------------------------------------------------------


@tool(
    "golf/columns",
    "Six-card Golf: score a layout",
    "Six cards as two rows of three: a pair in a column scores 0, kings 0, jokers -2.",
    [Slot("cards", "Top row, then bottom row", 6, 6, ordered=True, jokers=True)],
    [
        Setting(
            "joker_pair", "Two jokers in a column", (("zero", "score 0"), ("minus_four", "score -4")), "zero"
        )
    ],
)
def golf_columns(payload: Mapping[str, Any]) -> dict[str, Any]:
    cards = parse_cards(cards_of(payload, "cards"))
    joker_pair = choice(payload, "joker_pair", golf.JOKER_PAIRS, "zero")
    lines = golf.column_scores(cards, joker_pair)
    total = sum(line.points for line in lines)
    return {"total": total, "lines": lines_json(lines), "said": f"The layout scores {total}."}


# --- Card points --------------------------------------------------------------------------------------

POINT_GAMES = tuple((slug, slug.replace("-", " ").capitalize()) for slug in card_points.game_slugs())
SUITS = (("", "none"), ("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣"))


#: Games whose card points depend on the other cards played in the hand (Pickle's lowest trump).
IN_PLAY_GAMES = tuple(
    slug for slug in card_points.game_slugs() if card_points.schedule_for(slug).lowest_trump is not None
)


@tool(
    "points/count",
    "Card points: count a pile",
    "The card points in one side's captured cards, for each game that counts them.",
    [
        Slot("cards", "Captured cards", 1, 60, jokers=True),
        Slot(
            "in_play",
            "The other cards played in the hand (their trumps are enough)",
            0,
            54,
            jokers=True,
            games=IN_PLAY_GAMES,
        ),
    ],
    [
        Setting("game", "Game", POINT_GAMES, POINT_GAMES[0][0]),
        Setting("trump", "Trumps", SUITS, ""),
        Setting(
            "last_trick", "Last trick", (("false", "not taken"), ("true", "taken by this side")), "false"
        ),
    ],
)
def points_count(payload: Mapping[str, Any]) -> dict[str, Any]:
    game = choice(payload, "game", card_points.game_slugs(), POINT_GAMES[0][0])
    options = payload.get("options") or {}
    if not isinstance(options, Mapping):
        raise ToolError('"options" must be an object.')
    tricks = payload.get("tricks")
    cards = cards_of(payload, "cards")
    result = card_points.count_points(
        game,
        cards,
        trump=payload.get("trump") or None,
        last_trick=flag(payload, "last_trick"),
        tricks=int(tricks) if tricks not in (None, "") else None,
        in_play=_played_with(cards, payload),
        options=options,
    )
    data = result.as_dict()
    return {
        **data,
        "deck_total": card_points.deck_total(game, options=options),
        "said": f"{data['total']} points.",
    }


def _played_with(captured: list[str], payload: Mapping[str, Any]) -> list[str] | None:
    """Every card played in the hand (``in_play``), the side's own captured cards included.

    Pickle: "the lowest card of trumps in play counts 15". The captured cards were played, so they count
    whether or not ``in_play`` lists them again (the page's picker takes each card once); only trumps
    decide which is lowest, so the other players' trumps are enough. ``None`` when not given at all (an
    empty list says that nobody else played a card that matters).
    """
    if payload.get("in_play") in (None, ""):
        return None
    others = Counter(_any_joker(card) for card in cards_of(payload, "in_play", required=False))
    return list((others | Counter(_any_joker(card) for card in captured)).elements())


def _any_joker(card: str) -> str:
    """Point games do not tell jokers apart, so a black or red joker is a joker (one card, not two)."""
    return "JK" if card in ("BJ", "RJ") else card


# --- Tricks -------------------------------------------------------------------------------------------

TRICK_GAMES = tuple((slug, slug.replace("-", " ").capitalize()) for slug in sorted(trick_presets.PRESETS))


def _trick_args(
    payload: Mapping[str, Any],
) -> tuple[str, str | None, Mapping[str, Any], Mapping[str, Any] | None]:
    game = choice(payload, "game", [slug for slug, _ in TRICK_GAMES], "oh-hell")
    options, context = payload.get("options") or {}, payload.get("context")
    if not isinstance(options, Mapping):
        raise ToolError('"options" must be an object.')
    return game, payload.get("trump") or None, options, context


@tool(
    "trick/winner",
    "Who won that trick?",
    "Tap the cards in the order they were played (the leader's first).",
    [Slot("plays", "Cards in the order played", 2, 8, ordered=True, jokers=True)],
    [Setting("game", "Game", TRICK_GAMES, "oh-hell"), Setting("trump", "Trumps", SUITS, "")],
)
def trick_winner(payload: Mapping[str, Any]) -> dict[str, Any]:
    game, trump, options, context = _trick_args(payload)
    plays = cards_of(payload, "plays")
    winner = trick_presets.winner_for(game, trump, plays, options, context)
    return {
        "winner": winner,
        "card": plays[winner],
        "said": f"The {parse_cards([plays[winner]])[0].name} wins (card {winner + 1} played).",
    }


@tool(
    "trick/legal",
    "May I play that card?",
    "Your hand, the cards already in the trick, and the card you want to play.",
    [
        Slot("hand", "Your hand", 1, 13, jokers=True),
        Slot("trick", "Cards already played to the trick", 0, 7, ordered=True, jokers=True),
        Slot("card", "The card you want to play", 1, 1, jokers=True),
    ],
    [Setting("game", "Game", TRICK_GAMES, "oh-hell"), Setting("trump", "Trumps", SUITS, "")],
)
def trick_legal(payload: Mapping[str, Any]) -> dict[str, Any]:
    game, trump, options, context = _trick_args(payload)
    hand, trick = cards_of(payload, "hand"), cards_of(payload, "trick", required=False)
    card = cards_of(payload, "card")
    if len(card) != 1:
        raise ToolError("Choose the one card you want to play.")
    legal = trick_presets.legal_plays_for(game, trump, hand, trick, options, context)
    try:
        trick_presets.check_play_for(game, trump, hand, trick, card[0], options, context)
    except RuleError as exc:
        return {"legal": False, "said": exc.message, "legal_plays": legal}
    return {"legal": True, "said": f"Yes: {card[0]} may be played.", "legal_plays": legal}


# --- Dou Dizhu ----------------------------------------------------------------------------------------


@tool(
    "doudizhu/classify",
    "Dou Dizhu: what is this combination?",
    "Singles, pairs, trios, sequences, airplanes, four with two, bombs and the rocket.",
    [Slot("cards", "The cards played", 1, 20, jokers=True)],
)
def doudizhu_classify(payload: Mapping[str, Any]) -> dict[str, Any]:
    result = doudizhu.classify_as_dict(_doudizhu_cards(payload, "cards"))
    said = (
        f"That is {result.get('name') or result['type']}."
        if result["type"]
        else "That is not a legal combination."
    )
    return {**result, "said": said}


@tool(
    "doudizhu/beats",
    "Dou Dizhu: does it beat the last play?",
    "The previous play, then the new one.",
    [Slot("previous", "Previous play", 1, 20, jokers=True), Slot("play", "New play", 1, 20, jokers=True)],
)
def doudizhu_beats(payload: Mapping[str, Any]) -> dict[str, Any]:
    ok, reason = doudizhu.beats(_doudizhu_cards(payload, "previous"), _doudizhu_cards(payload, "play"))
    return {"beats": ok, "reason": reason, "said": reason}


def _doudizhu_cards(payload: Mapping[str, Any], key: str) -> list[str]:
    """Dou Dizhu tells its jokers apart: the picker's plain joker is the black one, a second the red one."""
    cards = cards_of(payload, key)
    plain = [i for i, c in enumerate(cards) if c == "JK"]
    for n, i in enumerate(plain):
        cards[i] = "BJ" if n == 0 else "RJ"
    return cards


# --- Egyptian Ratscrew / Beggar My Neighbour ----------------------------------------------------------


@tool(
    "slap/check",
    "Egyptian Ratscrew: can I slap?",
    "The pile from the bottom card up: pairs, triples, triple sixes, four in a row, jokers.",
    [Slot("pile", "The pile, bottom card first", 1, 54, ordered=True, jokers=True)],
)
def slap_check(payload: Mapping[str, Any]) -> dict[str, Any]:
    options = parse_options(slap.SlapOptions, payload.get("options") or {})
    ok, reason = slap.slappable(cards_of(payload, "pile"), options)
    return {"slappable": ok, "said": reason}


PLAYER_COUNTS = tuple((str(n), f"{n} players") for n in range(2, 9))


@tool(
    "slap/pay",
    "Beggar My Neighbour / Ratscrew: who takes the pile?",
    "The cards turned in order since the pile was empty: the chances left to pay, and who takes the pile.",
    [Slot("plays", "Cards in the order turned", 1, 54, ordered=True, jokers=True)],
    [Setting("players", "Players", PLAYER_COUNTS, "2")],
)
def slap_pay(payload: Mapping[str, Any]) -> dict[str, Any]:
    players = int(choice(payload, "players", [c for c, _ in PLAYER_COUNTS], "2"))
    options = parse_options(slap.PayOptions, payload.get("options") or {})
    plays = payload.get("plays")
    if isinstance(plays, list) and plays and all(isinstance(p, list | tuple | Mapping) for p in plays):
        state = slap.pay_state(plays, options, players=players)  # explicit (player, card) pairs
    else:
        state = _pay_in_turn(cards_of(payload, "plays"), options, players)
    data = state.as_dict()
    if data["taker"] is not None:
        said = f"Player {data['taker'] + 1} takes the pile of {data['cards']} cards."
    elif data["chances_left"] is not None:
        chances = data["chances_left"]
        said = f"Player {data['to_play'] + 1} has {chances} more chance(s) to turn a court card or ace."
    else:
        said = f"Player {data['to_play'] + 1} plays next."
    return {**data, "said": said}


def _pay_in_turn(cards: list[str], options: Any, players: int) -> Any:
    """Follow the cards as turned, each by whoever's turn it is (player 1 first)."""
    plays: list[tuple[int, str]] = []
    state, turn = None, 0
    for card in cards:
        if turn is None:
            raise ToolError(f"The pile was already won before {card} was turned.")
        plays.append((turn, card))
        state = slap.pay_state(plays, options, players=players)
        turn = state.to_play if state.taker is None else None
    return state


# --- Belote declarations ------------------------------------------------------------------------------


@tool(
    "belote/declarations",
    "Belote: whose declaration is higher?",
    'Each player\'s eight cards: fours, runs and belote-rebelote, ranked as in the "how high?" dialogue.',
    [Slot("hands", "Player's eight cards", 8, 8)],
    [
        Setting("trump", "Trumps", SUITS[1:], "H"),
        Setting("dealer", "Dealer", tuple((str(n), f"player {n + 1}") for n in range(4)), "0"),
    ],
    repeat_slot=True,
)
def belote_declarations(payload: Mapping[str, Any]) -> dict[str, Any]:
    hands = payload.get("hands")
    if isinstance(hands, list) and all(isinstance(h, str) for h in hands):
        hands = [h.split() for h in hands]
    if not isinstance(hands, list) or len(hands) != 4:
        raise ToolError("Enter the eight cards of each of the four players.")
    dealer = int(choice(payload, "dealer", ["0", "1", "2", "3"], "0"))
    trump = str(payload.get("trump") or "H")
    result = belote_declarations_calc.rank_declarations(hands, trump, dealer=dealer).as_dict()
    best = result["best"]
    if best is None:
        return {**result, "said": "Nobody has a declaration that scores."}
    points = result["points"]
    said = (
        f"Player {best['seat'] + 1}'s {best['name']} is highest: team {result['team'] + 1} "
        f"(players {result['team'] + 1} and {result['team'] + 3}) scores its declarations, "
        f"{points[result['team']]} points."
    )
    return {**result, "said": said}
