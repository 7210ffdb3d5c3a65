"""San Juan words for the page: names, move labels and log sentences, through the catalog.

Everything is derived from the move notation (``game/san_juan/state.py``) and *views* (JSON
dicts, never an engine state). Button labels may name the acting player's own cards (they are
shown to that player only); log sentences are written from the *public* views around a move and
never name a hidden card: what was paid, discarded, kept from a Councillor draw or tucked under a
Chapel is told as a number of cards, which everyone at the table sees anyway.
"""

from __future__ import annotations

from typing import Any

from game.san_juan import data

from . import cards
from .i18n import N_, nt, t

View = dict[str, Any]
CARD_NAMES = {c.id: c.name for c in data.CARDS}
ROLE_NAMES = dict(zip(data.ROLE_IDS, data.ROLE_NAMES, strict=True))
# A building with its article: the catalog chooses the article, never string concatenation.
THE_CARD = {
    "indigo_plant": N_("the Indigo Plant"), "sugar_mill": N_("the Sugar Mill"),
    "tobacco_storage": N_("the Tobacco Storage"), "coffee_roaster": N_("the Coffee Roaster"),
    "silver_smelter": N_("the Silver Smelter"), "smithy": N_("the Smithy"),
    "gold_mine": N_("the Gold Mine"), "archive": N_("the Archive"),
    "poor_house": N_("the Poor House"), "black_market": N_("the Black Market"),
    "trading_post": N_("the Trading Post"), "well": N_("the Well"),
    "market_stand": N_("the Market Stand"), "crane": N_("the Crane"),
    "chapel": N_("the Chapel"), "tower": N_("the Tower"), "aqueduct": N_("the Aqueduct"),
    "carpenter": N_("the Carpenter"), "prefecture": N_("the Prefecture"),
    "market_hall": N_("the Market Hall"), "quarry": N_("the Quarry"),
    "library": N_("the Library"), "statue": N_("the Statue"),
    "victory_column": N_("the Victory Column"), "hero": N_("the Hero"),
    "guild_hall": N_("the Guild Hall"), "city_hall": N_("the City Hall"),
    "triumphal_arch": N_("the Triumphal Arch"), "palace": N_("the Palace"),
}
THE_ROLE = {"builder": N_("the Builder"), "producer": N_("the Producer"),
            "trader": N_("the Trader"), "councillor": N_("the Councillor"),
            "prospector": N_("the Prospector")}
SCORE_LABELS = {
    "buildings": N_("Buildings"), "chapel": N_("Chapel"), "guild_hall": N_("Guild Hall"),
    "city_hall": N_("City Hall"), "triumphal_arch": N_("Triumphal Arch"),
    "palace": N_("Palace"),
}


def card_name(card: str) -> str:
    return t(CARD_NAMES.get(card, card))


def the_card(card: str) -> str:
    return t(THE_CARD[card]) if card in THE_CARD else card_name(card)


def role_name(role: str) -> str:
    return t(ROLE_NAMES.get(role, role))


def good_name(good: str) -> str:
    return t(cards.GOOD_LABELS.get(good, good))


def good_of(card: str) -> str | None:
    """The good a production building makes (None for a violet building)."""
    index = data.CARD_INDEX.get(card)
    if index is None or data.CARDS[index].good is None:
        return None
    return data.GOOD_IDS[data.CARDS[index].good]


# -- the notation -----------------------------------------------------------------------------


def parts(text: str) -> tuple[str, str, dict[str, list[str]]]:
    """``build:well/over:2/pay:a,b`` -> ("build", "well", {"over": ["2"], "pay": ["a", "b"]})."""
    head, *rest = text.split("/")
    kind, _, arg = head.partition(":")
    extra = {}
    for part in rest:
        key, _, value = part.partition(":")
        extra[key] = [v for v in value.split(",") if v]
    return kind, arg, extra


def items(arg: str) -> list[str]:
    return [] if arg in ("", "none") else arg.split(",")


def positions(arg: str) -> list[int]:
    found = []
    for item in items(arg):
        try:
            found.append(int(item))
        except ValueError:
            continue
    return found


def city_card(view: View, player: int, pos: int) -> str:
    city = view["players"][player]["city"]
    return str(city[pos]["card"]) if 0 <= pos < len(city) else "?"


def joined(names: list[str]) -> str:
    """"a", "a and b", "a, b and c" (the catalog says how "and" reads)."""
    if not names:
        return t("nothing")
    if len(names) == 1:
        return names[0]
    return t("{list} and {last}", list=", ".join(names[:-1]), last=names[-1])


def goods_at(view: View, player: int, spots: list[int]) -> list[str]:
    """The goods made by the production buildings at ``spots`` of ``player``'s city."""
    return [good_name(good_of(city_card(view, player, pos)) or "?") for pos in spots]


def sale_value(view: View, player: int, spots: list[int]) -> int | None:
    """Cards the revealed tile pays for selling the goods at ``spots`` (None: no tile shown),
    with the Market Hall's and the Market Stand's extra card."""
    tile = view.get("tile")
    if not tile:
        return None
    total = 0
    for pos in spots:
        good = good_of(city_card(view, player, pos))
        if good is not None:
            total += int(tile[data.GOOD_IDS.index(good)])
    city = {b["card"] for b in view["players"][player]["city"]}
    if spots and "market_hall" in city:
        total += 1
    if len(spots) >= 2 and "market_stand" in city:
        total += 1
    return total


# -- button labels (the acting player's eyes) ----------------------------------------------------


def label(view: View, text: str, player: int, legal: frozenset[str] = frozenset()) -> str:
    """A short button label for a legal move of ``player``."""
    kind, arg, extra = parts(text)
    if kind == "role":
        role, plus, _ = arg.partition("+")
        if plus:
            return t("{role}, with the Library", role=role_name(role))
        if f"{text}+library" in legal:
            return t("{role}, Library kept for later", role=role_name(role))
        return role_name(role)
    if kind == "build":
        if arg == "none":
            return t("Build nothing")
        price = len(extra.get("pay", [])) + len(extra.get("goods", []))
        if "over" in extra:
            over = positions(",".join(extra["over"]))
            old = city_card(view, player, over[0]) if over else "?"
            return nt("{card} over {old}: 1 card", "{card} over {old}: {n} cards", price,
                      card=card_name(arg), old=card_name(old))
        return nt("{card}: 1 card", "{card}: {n} cards", price, card=card_name(arg))
    if kind == "produce":
        spots = positions(arg)
        if not spots:
            return t("Produce nothing")
        return t("Produce {goods}", goods=goods_list(goods_at(view, player, spots)))
    if kind == "sell":
        spots = positions(arg)
        if not spots:
            return t("Sell nothing")
        value = sale_value(view, player, spots)
        goods = goods_list(goods_at(view, player, spots))
        if value is None:
            return t("Sell {goods}", goods=goods)
        return nt("Sell {goods}: 1 card", "Sell {goods}: {n} cards", value, goods=goods)
    if kind == "keep":
        kept = items(arg)
        if not kept:
            return t("Keep nothing")
        return t("Keep {cards}", cards=joined([card_name(c) for c in kept]))
    if kind == "discard":
        return t("Discard {cards}", cards=joined([card_name(c) for c in items(arg)]))
    if kind == "chapel":
        if arg == "none":
            return t("Tuck nothing")
        return t("Tuck {card} under the Chapel", card=card_name(arg))
    return text


# -- the log (public views only) ---------------------------------------------------------------


def hand_gain(before: View, after: View, player: int, spent: int = 0) -> int | None:
    """Cards ``player``'s hand gained between the public views ``before`` and ``after`` beyond
    the ``spent`` ones it gave up (None: one view for both, as for a decision the engine took,
    so the gain cannot be read off)."""
    if before is after:
        return None
    got = int(after["players"][player]["hand_size"]) - int(before["players"][player]["hand_size"])
    return max(0, got + spent)


def goods_list(goods: list[str]) -> str:
    """"Indigo and Coffee"; a kind named twice is counted: "2 Indigo and 1 Coffee"."""
    if len(set(goods)) == len(goods):
        return joined(goods)
    counts: dict[str, int] = {}
    for good in goods:
        counts[good] = counts.get(good, 0) + 1
    return joined([t("{n} {good}", n=n, good=good) for good, n in counts.items()])


def sentence(before: View, text: str, player: int, name: str, after: View) -> str:
    """The log sentence for ``player`` (called ``name``) playing ``text`` between the public
    views ``before`` and ``after``: a statement, each gain said once, read off what changed
    between the views where it can be. Hidden cards are counted, never named."""
    kind, arg, extra = parts(text)
    said = SENTENCES.get(kind)
    if said is None:
        return t("{name} plays {move}.", name=name, move=text)
    return said(before, arg, extra, player, name, after)


def role_sentence(before: View, arg: str, extra: dict[str, list[str]], player: int, name: str,
                  after: View) -> str:
    role, plus, _ = arg.partition("+")
    the_role = t(THE_ROLE.get(role, role))
    if role == "prospector":
        drew = hand_gain(before, after, player)
        if drew is None:
            drew = 2 if library_applies(before, player, bool(plus)) else 1
        if plus and drew:
            return nt("{name} chooses {role}, uses the Library and draws 1 card.",
                      "{name} chooses {role}, uses the Library and draws {n} cards.",
                      drew, name=name, role=the_role)
        if drew:
            return nt("{name} chooses {role} and draws 1 card.",
                      "{name} chooses {role} and draws {n} cards.", drew, name=name,
                      role=the_role)
        return t("{name} chooses {role}: no card is left to draw.", name=name, role=the_role)
    if plus:
        return t("{name} chooses {role} and uses the Library.", name=name, role=the_role)
    return t("{name} chooses {role}.", name=name, role=the_role)


def build_sentence(before: View, arg: str, extra: dict[str, list[str]], player: int, name: str,
                   after: View) -> str:
    if arg == "none":
        return t("{name} builds nothing.", name=name)
    paid = len(extra.get("pay", []))
    goods = len(extra.get("goods", []))
    over = positions(",".join(extra.get("over", [])))
    said = (t("{name} builds {card} over {old}", name=name, card=the_card(arg),
              old=the_card(city_card(before, player, over[0])))
            if over else t("{name} builds {card}", name=name, card=the_card(arg)))
    if paid and goods:
        cost = t("{cost} and {goods}", cost=nt("paying 1 card", "paying {n} cards", paid),
                 goods=nt("1 good", "{n} goods", goods))
    elif goods:
        cost = nt("paying 1 good", "paying {n} goods", goods)
    elif paid:
        cost = nt("paying 1 card", "paying {n} cards", paid)
    else:
        cost = t("for free")
    bonus = hand_gain(before, after, player, 1 + paid)
    if bonus is None:
        bonus = build_draws(before, player, arg, paid, over[0] if over else None)
    if bonus > 0:
        return t("{action}, {cost}, and draws {extra}.", action=said, cost=cost,
                 extra=nt("1 card", "{n} cards", bonus))
    return t("{action}, {cost}.", action=said, cost=cost)


def produce_sentence(before: View, arg: str, extra: dict[str, list[str]], player: int,
                     name: str, after: View) -> str:
    spots = positions(arg)
    if not spots:
        return t("{name} produces nothing.", name=name)
    goods = goods_list(goods_at(before, player, spots))
    drew = hand_gain(before, after, player)
    if drew is None:
        city = {b["card"] for b in before["players"][player]["city"]}
        drew = 1 if "well" in city and len(spots) >= 2 else 0
    if drew:
        return t("{name} produces {goods}, and draws 1 card (Well).", name=name, goods=goods)
    return t("{name} produces {goods}.", name=name, goods=goods)


def sell_sentence(before: View, arg: str, extra: dict[str, list[str]], player: int, name: str,
                  after: View) -> str:
    spots = positions(arg)
    if not spots:
        return t("{name} sells nothing.", name=name)
    goods = goods_list(goods_at(before, player, spots))
    value = hand_gain(before, after, player)
    if value is None:
        value = sale_value(before, player, spots)
    if value is None:
        return t("{name} sells {goods}.", name=name, goods=goods)
    return nt("{name} sells {goods} for 1 card.", "{name} sells {goods} for {n} cards.",
              value, name=name, goods=goods)


def keep_sentence(before: View, arg: str, extra: dict[str, list[str]], player: int, name: str,
                  after: View) -> str:
    kept = items(arg)
    if before.get("phase") == "gold_mine":
        if not kept and not before.get("to_keep"):
            return t("{name} keeps nothing from the Gold Mine: two cards cost the same.",
                     name=name)
        if not kept:
            return t("{name} keeps none of the Gold Mine's cards.", name=name)
        return t("{name} keeps {card} from the Gold Mine.", name=name, card=the_card(kept[0]))
    drawn = int(before["players"][player].get("drawn_size") or 0)
    if not kept and not drawn:
        return t("{name} keeps nothing: no card is left to draw.", name=name)
    if drawn <= len(kept):
        return t("{name} keeps {kept}.", name=name, kept=nt("1 card", "{n} cards", len(kept)))
    return t("{name} keeps {kept} and discards {discarded}.", name=name,
             kept=nt("1 card", "{n} cards", len(kept)),
             discarded=nt("1 card", "{n} cards", max(drawn - len(kept), 0)))


def discard_sentence(before: View, arg: str, extra: dict[str, list[str]], player: int,
                     name: str, after: View) -> str:
    count = len(items(arg))
    phase = before.get("phase")
    if phase == "hand_limit":
        return nt("{name} discards 1 card down to the hand limit.",
                  "{name} discards {n} cards down to the hand limit.", count, name=name)
    if phase == "start_discard":
        return nt("{name} discards 1 card and keeps 4.",
                  "{name} discards {n} cards and keeps 4.", count, name=name)
    return nt("{name} discards 1 card with the Archive.",
              "{name} discards {n} cards with the Archive.", count, name=name)


def chapel_sentence(before: View, arg: str, extra: dict[str, list[str]], player: int,
                    name: str, after: View) -> str:
    if arg == "none":
        return t("{name} tucks no card under the Chapel.", name=name)
    return t("{name} tucks a card under the Chapel.", name=name)


SENTENCES = {"role": role_sentence, "build": build_sentence, "produce": produce_sentence,
             "sell": sell_sentence, "keep": keep_sentence, "discard": discard_sentence,
             "chapel": chapel_sentence}


def question(view: View, text: str) -> str | None:
    """The question asked before a weighty move (``GameUI.confirm``): a build, with what it
    costs ("Build the Palace for 6 cards?"); None for any other move."""
    kind, arg, extra = parts(text)
    if kind != "build" or arg == "none":
        return None
    paid = len(extra.get("pay", []))
    goods = len(extra.get("goods", []))
    if paid and goods:
        cost = t("for {cards} and {goods}", cards=nt("1 card", "{n} cards", paid),
                 goods=nt("1 good", "{n} goods", goods))
    elif goods:
        cost = nt("for 1 good", "for {n} goods", goods)
    elif paid:
        cost = nt("for 1 card", "for {n} cards", paid)
    else:
        cost = t("for free")
    over = positions(",".join(extra.get("over", [])))
    player = view.get("current_player")
    if over and isinstance(player, int):
        return t("Build {card} over {old} {cost}?", card=the_card(arg),
                 old=the_card(city_card(view, player, over[0])), cost=cost)
    return t("Build {card} {cost}?", card=the_card(arg), cost=cost)


def library_applies(before: View, player: int, chosen: bool) -> bool:
    """Whether ``player``'s Library doubles the privilege of the role they choose now (with 2
    players once a round: the Governor's first pick uses it only when asked, ``+library``)."""
    me = before["players"][player]
    if "library" not in {b["card"] for b in me["city"]}:
        return False
    if len(before["players"]) != 2:
        return True
    used = before.get("library_used") or []
    if player < len(used) and used[player]:
        return False
    if player == before.get("governor") and not before.get("picks"):
        return chosen
    return True


def build_draws(before: View, player: int, card: str, paid: int, over: int | None) -> int:
    """Cards drawn right after building ``card`` (public facts only): the Carpenter's for a
    violet building, then the Poor House's when at most 1 card is left (a building covered by
    the Crane stops working at once; the one built works from the next Builder phase)."""
    city = [b["card"] for i, b in enumerate(before["players"][player]["city"]) if i != over]
    hand = int(before["players"][player]["hand_size"]) - 1 - paid
    drawn = 0
    if "carpenter" in city and good_of(card) is None:
        drawn += 1
        hand += 1
    if "poor_house" in city and hand <= 1:
        drawn += 1
    return drawn


def describe(before: View, text: str, player: int, names: list[str], after: View) -> str:
    """The whole log entry: the move's sentence, with the cards the move itself made its player
    draw (a privilege, a building's bonus). What follows the move (decisions the engine took for
    players) has entries of its own."""
    return sentence(before, text, player, names[player], after)


# What the log says when the engine passes a player over in a phase where players decide
# (nothing to decide): the Builder's, the Producer's and the Trader's phases, whose actions
# everyone has, and the Chapel step for a Chapel owner. Steps only some players have pass the
# others silently (the Gold Mine's turn-up, the Chapel for those without one, the hand limit for
# a hand within it, the start variant's discards); the Councillor's turn is never passed over
# (a draw of nothing is kept, and said, as a decision taken for the player).
PASSED_OVER = {
    "builder": N_("{name} builds nothing: no card in hand can be built."),
    "producer": N_("{name} produces nothing: no production building is empty."),
    "trader": N_("{name} sells nothing: no good to sell."),
}
NO_CARD_TO_PRODUCE = N_("{name} produces nothing: no card is left to produce with.")
NO_CARD_TO_TUCK = N_("{name} tucks no card under the Chapel: no card in hand.")


def passed_over(view: View, player: int, phase: str, names: list[str]) -> str | None:
    """The log's sentence for a turn the engine passed over (see :data:`PASSED_OVER`), from
    the public view after the move that led to it."""
    me = view["players"][player]
    name = names[player]
    if phase == "chapel":
        owns = any(b["card"] == "chapel" for b in me["city"])
        return t(NO_CARD_TO_TUCK, name=name) if owns and not me["hand_size"] else None
    if phase == "producer" and any(good_of(b["card"]) and not b.get("good")
                                   for b in me["city"]):
        return t(NO_CARD_TO_PRODUCE, name=name)  # empty buildings, but deck and pile empty
    text = PASSED_OVER.get(phase)
    return t(text, name=name) if text else None


def round_label(before: View | None, after: View, names: list[str]) -> str | None:
    """The log's separator when a round starts: its number and its Governor."""
    if before is not None and before["round"] == after["round"]:
        return None
    return t("Round {n} · Governor: {name}", n=after["round"], name=names[after["governor"]])


def end_reason(view: View, names: list[str]) -> str | None:
    """Why the game ended: who built a 12th building (the public final view's cities), or the
    engine's end when no city can ever grow again or no card can ever move again (rules
    notes)."""
    builders = [names[p] for p, me in enumerate(view["players"])
                if len(me["city"]) >= data.END_BUILDINGS]
    if builders:
        return t("Game over: {names} built a 12th building.", names=joined(builders))
    if "no_more_buildings" in (view.get("end_reasons") or ()):
        return t("Game over: no card left in play can be built by anyone, so no city can reach "
                 "12 buildings.")
    return t("Game over: no card can move any more, so nothing could change.")


def score_label(category: str) -> str:
    return t(SCORE_LABELS.get(category, category.replace("_", " ").capitalize()))
