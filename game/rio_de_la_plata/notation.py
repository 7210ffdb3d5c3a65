"""Río de la Plata's moves and their text notation (pure: the table and the bots read it).

A move is a small tuple whose first item names its kind; its text is the kind, then its
arguments separated by colons, with the board's readable names (squares ``F8``, edges ``E7/F7``
or ``N:E1``, majors ``fort``, offices ``gunner``, resources ``stone``)::

  placement (one worker, or a production box's workers, at a time; ``done`` ends the turn)
    place:F8                a worker on a city square
    expropriate:F8          twice the workers there (another colour's, no building): they go
                            home with one of the new ones
    grid:fort:3             a worker in the Fort grid's 3rd box, paid now
    grid:fort:3:later       ... paid in the effects phase (2 players: ``:shadow`` for the
                            shadow colour's disc, e.g. ``grid:fort:3:later:shadow``)
    quarry:2  forest:1      the workers a quarry or forest box needs (1, 1, 2, 2, 3, 3)
    field  craft  dock      a worker in the fields, at the craft work, on the ship's dock
    order                   a worker on one's turn-order marker
    office:gunner           a worker on an office, to buy it in the effects phase
    send                    pay 2 silver: the ship leaves at the end of the effects phase
    done
  effects (in any order; ``end`` ends the turn, unused workers stay)
    build:F8:hut            build with the workers on F8 (``build:F8:piazza:garden`` names
                            the tile a Piazza is built on: monument or garden)
    activate:F8             a worker activates the building on F8 (a market or guild names
                            what it sells: ``activate:F8:precious``)
    collect:quarry:2        the box's workers bring 1 stone (forest: 1 wood)
    fieldwork               two workers in the fields bring 1 silver
    craftwork:stone         a craft worker turns 1 stone (or wood) into a precious resource
    load:2:1:0              a dock worker loads stone, wood, precious (3 at most)
    pay:fort:3              pay a worker placed with ``later``
    buy                     buy the office claimed (or pay the penalty)
    take:precious           the Master Merchant's resource of the year
    road:E7/F7  wall:N:E1   a road segment or a wall (a completed grid's, or an office's)
    site:G9                 where the completed Palace or Cathedral goes
    none                    place no free road or wall this year
    offer:2:silver=2:stone=1   offer player 2: give 2 silver, get 1 stone
    accept  refuse          answer an offer
    end
  the end of the year
    stay  move:1            keep one's marker (and the workers added) or move it to place 1
  the war (docs/rio-de-la-plata-board.md, section 11; a group is named by its square, ``F8``,
  or, waiting outside the city, by its size and entry square, ``2@A1``, ``2+@A1`` once it has
  its extra square; players from 1)
    deploy:3@A1             the attacker: a group of 3 waits outside entry A1
    bet:3                   the cannons: bet 3 (2d6, +1 for the Gunner, must reach 9)
    hit:2@A1                the cannons: one attacker taken from a group of 2 outside A1
    defend:F8               a defender on F8 (``defend:F8:shadow``: the shadow colour's)
    go:F8:F6                the group on F8 moves to F6: stands there, stacks or battles
    go:F8:F6:leader=2       ... stacking into a mixed group led by player 2 (``leader=shadow``)
    give:F8:F7              the pair on F8 puts its top piece on the pair on F7
    sacrifice:G7:F8         the group on G7 is removed: the group on F8 gets 1 more square
    allow  deny             answer a request to stack or sacrifice one's pieces
    pickup:F8               after the war: one's workers on F8 go home
    done                    end one's defence placement, war turn or pick-up
"""

from __future__ import annotations

from game.core.errors import IllegalMove

from .board import EDGE_BY_NAME, EDGES, SQUARE_BY_NAME, SQUARE_NAMES
from .data import (
    ENEMY_PIECE,
    MAJOR_IDS,
    MAX_GROUP,
    OFFICE_IDS,
    OUTSIDE,
    RESOURCE_BY_NAME,
    RESOURCES,
    SHADOW_PIECE,
)

Move = tuple

GOODS = ("silver", "stone", "wood", "precious")  # what a trade offer moves
GOOD_BY_NAME = {name: i for i, name in enumerate(GOODS)}
PIAZZA_TILES = {"monument": 2, "garden": 3}  # data.TILES indices of the piazza tiles
TILE_NAMES = {v: k for k, v in PIAZZA_TILES.items()}

# The longest text a move can have: an offer of 30 of each good for 30 of each (96 characters).
LONGEST_MOVE_TEXT = 100

SIMPLE = frozenset({"field", "craft", "dock", "order", "send", "done", "fieldwork", "buy",
                    "none", "accept", "refuse", "end", "stay", "allow", "deny"})
GROUP_MOVES = frozenset({"go", "give", "sacrifice"})


def _square(name: str) -> int:
    sq = SQUARE_BY_NAME.get(name.upper())
    if sq is None:
        raise IllegalMove(f"No square {name!r} in the city (columns A–P, rows 1–10).")
    return sq


def _edge(name: str) -> int:
    edge = EDGE_BY_NAME.get(name.upper())
    if edge is None:
        raise IllegalMove(f"No edge {name!r} (e.g. E7/F7 between two squares, N:E1 on the "
                          "border).")
    return edge


def _index(items: tuple[str, ...], name: str, what: str) -> int:
    try:
        return items.index(name.lower())
    except ValueError:
        raise IllegalMove(f"No {what} {name!r} (one of {', '.join(items)}).") from None


def _int(text: str) -> int:
    if not text.isdigit() or len(text) > 3:
        raise IllegalMove(f"{text!r} is not a number.")
    return int(text)


def _goods(text: str) -> tuple[int, int, int, int]:
    amounts = [0, 0, 0, 0]
    for part in text.split(","):
        name, _, value = part.partition("=")
        amounts[_index(GOODS, name, "good")] += _int(value)
    return tuple(amounts)  # type: ignore[return-value]


def _goods_text(amounts: tuple[int, ...]) -> str:
    return ",".join(f"{GOODS[i]}={n}" for i, n in enumerate(amounts) if n) or "silver=0"


def group_text(ref: int) -> str:
    """A war group's name: its square (``F8``) or, outside, size and entry (``2@A1``,
    ``2+@A1``)."""
    if ref < OUTSIDE:
        return SQUARE_NAMES[ref]
    x = ref - OUTSIDE
    size, extra = (x % 8) // 2, x % 2
    return f"{size}{'+' if extra else ''}@{SQUARE_NAMES[x // 8]}"


def _group(text: str) -> int:
    if "@" not in text:
        return _square(text)
    size, _, name = text.partition("@")
    extra = size.endswith("+")
    size = size[:-1] if extra else size
    if size not in ("1", "2", "3"):
        raise IllegalMove(f"A group outside the city has 1 to {MAX_GROUP} pieces: {text!r}.")
    return OUTSIDE + _square(name) * 8 + int(size) * 2 + int(extra)


def leader_text(piece: int) -> str:
    return "shadow" if piece == SHADOW_PIECE else str(piece + 1)


def move_to_text(move: Move) -> str:
    kind = move[0]
    if kind in SIMPLE:
        return kind
    if kind in ("place", "expropriate"):
        return f"{kind}:{SQUARE_NAMES[move[1]]}"
    if kind == "grid":
        text = f"grid:{MAJOR_IDS[move[1]]}:{move[2] + 1}"
        if move[3]:
            text += ":later"
        if move[4]:
            text += ":shadow"
        return text
    if kind in ("quarry", "forest"):
        return f"{kind}:{move[1] + 1}"
    if kind == "office":
        return f"office:{OFFICE_IDS[move[1]]}"
    if kind == "build":
        text = f"build:{SQUARE_NAMES[move[1]]}:{move[2]}"
        return text + f":{TILE_NAMES[move[3]]}" if move[3] >= 0 else text
    if kind == "activate":
        text = f"activate:{SQUARE_NAMES[move[1]]}"
        return text + f":{RESOURCES[move[2]]}" if move[2] >= 0 else text
    if kind == "collect":
        return f"collect:{('quarry', 'forest')[move[1]]}:{move[2] + 1}"
    if kind == "craftwork" or kind == "take":
        return f"{kind}:{RESOURCES[move[1]]}"
    if kind == "load":
        return f"load:{move[1]}:{move[2]}:{move[3]}"
    if kind == "pay":
        return f"pay:{MAJOR_IDS[move[1]]}:{move[2] + 1}"
    if kind in ("road", "wall"):
        return f"{kind}:{EDGES[move[1]].name}"
    if kind == "site":
        return f"site:{SQUARE_NAMES[move[1]]}"
    if kind == "offer":
        return f"offer:{move[1] + 1}:{_goods_text(move[2])}:{_goods_text(move[3])}"
    if kind == "move":
        return f"move:{move[1] + 1}"
    if kind == "go":
        text = f"go:{group_text(move[1])}:{SQUARE_NAMES[move[2]]}"
        return text + f":leader={leader_text(move[3])}" if move[3] >= 0 else text
    if kind in GROUP_MOVES:
        return f"{kind}:{group_text(move[1])}:{group_text(move[2])}"
    if kind in ("deploy", "hit"):
        return f"{kind}:{group_text(move[1])}"
    if kind == "bet":
        return f"bet:{move[1]}"
    if kind == "defend":
        return f"defend:{SQUARE_NAMES[move[1]]}" + (":shadow" if move[2] else "")
    if kind == "pickup":
        return f"pickup:{SQUARE_NAMES[move[1]]}"
    raise IllegalMove(f"Not a Río de la Plata move: {move!r}")


WAR_KINDS = frozenset({"go", "give", "sacrifice", "deploy", "hit", "bet", "defend", "pickup"})


def _war_move(kind: str, args: list[str]) -> Move | None:
    """A war move's text read (None: not one)."""
    if kind == "go" and len(args) in (2, 3):
        leader = -1
        if len(args) == 3:
            key, _, value = args[2].partition("=")
            if key.lower() != "leader" or not (value.lower() == "shadow" or value.isdigit()):
                raise IllegalMove("A mixed group's leader: leader=2 (a player) or leader=shadow.")
            leader = SHADOW_PIECE if value.lower() == "shadow" else _int(value) - 1
            if leader in (-1, ENEMY_PIECE):
                raise IllegalMove("Players are numbered from 1.")
        return ("go", _group(args[0]), _square(args[1]), leader)
    if kind in ("give", "sacrifice") and len(args) == 2:
        return (kind, _group(args[0]), _group(args[1]))
    if kind in ("deploy", "hit") and len(args) == 1 and "@" in args[0]:
        return (kind, _group(args[0]))
    if kind == "bet" and len(args) == 1:
        return ("bet", _int(args[0]))
    if kind == "defend" and len(args) in (1, 2):
        if len(args) == 2 and args[1].lower() != "shadow":
            raise IllegalMove("defend:F8, or defend:F8:shadow for the shadow colour.")
        return ("defend", _square(args[0]), int(len(args) == 2))
    if kind == "pickup" and len(args) == 1:
        return ("pickup", _square(args[0]))
    return None


def parse_move(text: str) -> Move:
    """The move a text names (raises IllegalMove for text that names none; whether it is legal
    now is the state's to say)."""
    if not isinstance(text, str) or len(text) > LONGEST_MOVE_TEXT:
        raise IllegalMove("A move is a short text such as place:F8 or done.")
    parts = text.strip().split(":")
    kind = parts[0].lower()
    args = parts[1:]
    try:
        if kind in SIMPLE and not args:
            return (kind,)
        if kind in ("place", "expropriate", "site") and len(args) == 1:
            return (kind, _square(args[0]))
        if kind == "grid" and 2 <= len(args) <= 4:
            flags = {a.lower() for a in args[2:]}
            if not flags <= {"later", "shadow"} or len(flags) != len(args) - 2:
                raise IllegalMove(f"{text!r}: after the box, only 'later' and 'shadow'.")
            return ("grid", _index(MAJOR_IDS, args[0], "major building"), _int(args[1]) - 1,
                    int("later" in flags), int("shadow" in flags))
        if kind in ("quarry", "forest") and len(args) == 1:
            return (kind, _int(args[0]) - 1)
        if kind == "office" and len(args) == 1:
            return ("office", _index(OFFICE_IDS, args[0], "office"))
        if kind == "build" and len(args) in (2, 3):
            tile = -1
            if len(args) == 3:
                if args[2].lower() not in PIAZZA_TILES:
                    raise IllegalMove("A Piazza is built on a monument or a garden tile.")
                tile = PIAZZA_TILES[args[2].lower()]
            return ("build", _square(args[0]), args[1].lower(), tile)
        if kind == "activate" and len(args) in (1, 2):
            res = RESOURCE_BY_NAME.get(args[1].lower(), -2) if len(args) == 2 else -1
            if res == -2:
                raise IllegalMove("A market sells stone, wood or precious.")
            return ("activate", _square(args[0]), res)
        if kind == "collect" and len(args) == 2:
            return ("collect", _index(("quarry", "forest"), args[0], "grid"), _int(args[1]) - 1)
        if kind in ("craftwork", "take") and len(args) == 1:
            return (kind, _index(RESOURCES, args[0], "resource"))
        if kind == "load" and len(args) == 3:
            return ("load", _int(args[0]), _int(args[1]), _int(args[2]))
        if kind == "pay" and len(args) == 2:
            return ("pay", _index(MAJOR_IDS, args[0], "major building"), _int(args[1]) - 1)
        if kind in ("road", "wall") and len(args) in (1, 2):
            return (kind, _edge(":".join(args)))
        if kind == "offer" and len(args) == 3:
            return ("offer", _int(args[0]) - 1, _goods(args[1]), _goods(args[2]))
        if kind == "move" and len(args) == 1:
            return ("move", _int(args[0]) - 1)
        if kind in WAR_KINDS:
            move = _war_move(kind, args)
            if move is not None:
                return move
    except IllegalMove:
        raise
    raise IllegalMove(f"Not a Río de la Plata move: {text!r}.")
