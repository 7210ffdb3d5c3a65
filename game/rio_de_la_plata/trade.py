"""Free trade (book: "Commercii e uso del denaro": "I giocatori possono commerciare e scambiarsi
soldi e merci come meglio credono in qualsiasi momento del gioco"): in the effects phase a player
may offer another a deal (silver and resources given for silver and resources); the other
answers at their next decision, accepting or refusing. An accepted deal happens if both still
hold what they give.

Decisions (rules notes): one offer a player a year, one open offer at a time; the moves listed
are buying one resource from a player who has it (2 silver for stone or wood, 3 for precious),
but any offer of what the offerer holds is legal (``is_legal``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import RioState

MAX_AMOUNT = 30  # of one good in an offer
ACCEPT, REFUSE = ("accept",), ("refuse",)
LISTED_PRICES = ((1, 2), (2, 2), (3, 3))  # (good index, silver): buying one of it


def answers(move: tuple) -> bool:
    return move[0] in ("accept", "refuse")


def holdings(s: RioState, p: int) -> tuple[int, int, int, int]:
    return (s.silver[p], s.stone[p], s.wood[p], s.precious[p])


def waiting_for(s: RioState, p: int) -> list:
    """[accept, refuse] when an offer to ``p`` waits for an answer."""
    return [ACCEPT, REFUSE] if any(o[1] == p for o in s.offers) else []


def may_offer(s: RioState, p: int) -> bool:
    return not s.offers_made[p] and not any(o[0] == p for o in s.offers)


def offers_from(s: RioState, p: int) -> list:
    """The offers listed for ``p``: buying one resource from a player who has it."""
    if s.num_players < 2 or not may_offer(s, p):
        return []
    mine = holdings(s, p)
    found = []
    for q in range(s.num_players):
        if q == p:
            continue
        theirs = holdings(s, q)
        for good, price in LISTED_PRICES:
            if theirs[good] > 0 and mine[0] >= price:
                get = [0, 0, 0, 0]
                get[good] = 1
                found.append(("offer", q, (price, 0, 0, 0), tuple(get)))
    return found


def offer_problem(s: RioState, move: tuple, p: int) -> str | None:
    """Why an offer is refused (None: it may be made)."""
    _, q, give, get = move
    if not may_offer(s, p):
        return "You may make one trade offer a year, and one at a time."
    if not 0 <= q < s.num_players or q == p:
        return "Offer a deal to another player."
    if len(give) != 4 or len(get) != 4 or any(not 0 <= n <= MAX_AMOUNT for n in give + get):
        return "An offer gives and asks for 0 to 30 of silver, stone, wood or precious."
    if not any(give) or not any(get):
        return "An offer gives something and asks for something."
    if any(n > h for n, h in zip(give, holdings(s, p), strict=True)):
        return "You can offer only what you hold."
    return None


def offer(s: RioState, move: tuple, p: int) -> None:
    _, q, give, get = move
    s.offers = (*s.offers, (p, q, tuple(give), tuple(get)))
    s.offers_made[p] = 1


def answer(s: RioState, move: tuple, p: int) -> None:
    """``p`` answers the oldest offer made to them."""
    index = next(i for i, o in enumerate(s.offers) if o[1] == p)
    frm, _, give, get = s.offers[index]
    s.offers = s.offers[:index] + s.offers[index + 1:]
    if move[0] != "accept":
        return
    if any(n > h for n, h in zip(give, holdings(s, frm), strict=True)) or any(
            n > h for n, h in zip(get, holdings(s, p), strict=True)):
        return  # one of them no longer holds it: no deal
    for rows, sign_from, sign_to in ((give, -1, 1), (get, 1, -1)):
        for good, n in enumerate(rows):
            if n:
                row = (s.silver, s.stone, s.wood, s.precious)[good]
                row[frm] += sign_from * n
                row[p] += sign_to * n


def pending_offer(s: RioState, p: int) -> tuple | None:
    """The offer ``p`` must answer now (the oldest to them)."""
    return next((o for o in s.offers if o[1] == p), None)
