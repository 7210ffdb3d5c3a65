"""The San Juan table: the roles and piles everyone shares, the players' cities and hands, and
the decision panel.

Rendering reads only the *view* of the seat whose eyes are on the screen (hands of the others are
counts, goods are face-down cards) and the legal move texts of the player to act; it never sees
the engine state. Every highlighted thing acts: a ``data-move`` plays a legal move, a
``data-action="ui:..."`` changes the selection being made (what to build and how to pay, which
cards to keep or discard). A selection starts from one of the engine's legal moves (its
representatives) and may be changed card by card; the engine says, next to the confirm button,
why a changed selection would be refused (``TableContext.check``), and only then the button waits.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.san_juan import data
from game.san_juan.bots.choices import least_wanted, rounds_left

from ..dom import Node, h
from ..gameui import TableContext, plays
from . import text as words
from .i18n import N_, nt, t

View = dict[str, Any]
SPRITE = "assets/art/sj/sprite.svg"

PROMPTS: dict[str, tuple[str, str]] = {  # phase -> (title, hint)
    "start_discard": (N_("Choose your starting hand"),
                      N_("Select the cards to discard: you keep 4.")),
    "role": (N_("Choose a role"),
             N_("You get its privilege; then everyone, starting with you, carries out its "
                "action.")),
    "builder": (N_("Build a building"),
                N_("Choose a building from your hand, then the cards that pay for it. Each "
                   "violet building only once per city.")),
    "producer": (N_("Produce goods"),
                 N_("Each good is the top card of the deck, face down on an empty production "
                    "building.")),
    "trader": (N_("Sell goods"),
               N_("The trading-house tile says how many cards each good brings.")),
    "councillor": (N_("Keep cards"),
                   N_("Keep the cards you want; the others go face down to the discard "
                      "pile.")),
    "gold_mine": (N_("Gold Mine: keep one card?"),
                  N_("The four cards all cost differently: you may keep one of them; the "
                     "others are discarded.")),
    "chapel": (N_("Tuck a card under the Chapel?"),
               N_("Each card under the Chapel is worth 1 VP at the end of the game.")),
    "hand_limit": (N_("Discard down to the hand limit"),
                   N_("At the start of a round nobody may hold more than 7 cards (12 with a "
                      "Tower).")),
}


def icon(symbol: str, cls: str = "") -> Node:
    return h("svg", {"class": f"icon {cls}".strip(), "aria-hidden": "true"},
             h("use", {"href": f"{SPRITE}#{symbol}"}))


def card_info(card_id: str) -> data.Card | None:
    index = data.CARD_INDEX.get(card_id)
    return data.CARDS[index] if index is not None else None


def card_color(card_id: str) -> str:
    """The CSS class of a card's colour: its good's, or violet."""
    good = words.good_of(card_id)
    return f"sj-{good}" if good else "sj-violet"


def card_face(card_id: str, attrs: dict[str, Any], *extra: Node, tag: str = "div",
              small: bool = False, points: int | None = None) -> Node:
    """A building card: cost, emblem, name and VP (the card panel tells what it does);
    ``points``: the VP it scored (a 6-cost building's, known at the end)."""
    info = card_info(card_id)
    cost = str(info.cost) if info else "?"
    vp = str(points) if points is not None else (
        str(info.vp) if info and not info.six else "?")
    cls = f"sj-card {card_color(card_id)}" + (" small" if small else "")
    more = attrs.pop("class", None)
    cls += f" {more}" if more else ""
    return h(tag, {"class": cls, "data-card": f"c:{card_id}", **attrs},
             h("span", {"class": "cost", "title": t("Cost")}, cost),
             h("span", {"class": "vp", "title": t("Victory points")}, vp),
             icon(f"c-{card_id}", "emblem"),
             h("span", {"class": "name"}, words.card_name(card_id)),
             *extra)


# -- the selection being made ---------------------------------------------------------------------


@dataclass
class Selection:
    """A decision made card by card: what to build and with which cards (``pay``), or which
    cards to keep or discard. Indices point into the viewer's hand (``hand``), their drawn cards
    (``drawn``) and their city (``goods``: Black Market goods given up)."""

    key: tuple
    mode: str  # "pay" | "keep" | "discard"
    target: str | None = None  # pay: the card built
    target_index: int | None = None  # pay: its index in the hand
    over: int | None = None  # pay: the Crane's building position
    hand: set[int] = field(default_factory=set)
    drawn: set[int] = field(default_factory=set)
    goods: set[int] = field(default_factory=set)

    def to_text(self, me: View) -> str:
        hand, drawn = me.get("hand") or [], me.get("drawn") or []
        chosen = [hand[i] for i in sorted(self.hand) if i < len(hand)]
        chosen += [drawn[i] for i in sorted(self.drawn) if i < len(drawn)]
        chosen.sort(key=lambda c: data.CARD_INDEX.get(c, 99))
        if self.mode == "discard" and not chosen and drawn:
            # (with an Archive and a Prefecture, two cards drawn: discarding none keeps both)
            return "keep:" + ",".join(sorted(drawn, key=lambda c: data.CARD_INDEX.get(c, 99)))
        if self.mode == "pay":
            text = f"build:{self.target}"
            if self.over is not None:
                text += f"/over:{self.over}"
            if self.goods:
                text += "/goods:" + ",".join(str(p) for p in sorted(self.goods))
            if chosen:
                text += "/pay:" + ",".join(chosen)
            return text
        return f"{self.mode}:" + (",".join(chosen) if chosen else "none")

    def count(self) -> int:
        return len(self.hand) + len(self.drawn) + len(self.goods)


def loss_order(view: View, player: int, cards: list[str]) -> list[int]:
    """The indices of ``cards`` (``player``'s, from their view) in the order they would least
    want to lose them, by the bots' own card values (``least_wanted``), the 6-cost buildings
    last: a pre-selected discard or payment of ``k`` cards takes the first ``k``, so it holds a
    6-cost building only when ``k`` cannot be made without one."""
    me = view["players"][player]
    types = [data.CARD_INDEX.get(c, 0) for c in cards]
    city = [data.CARD_INDEX.get(b["card"], 0) for b in me["city"]]
    fullest = max(len(p["city"]) for p in view["players"])
    r = rounds_left(fullest, int(view.get("round") or 1))
    order = least_wanted(types, city, int(me.get("chapel_size") or 0), r)
    return sorted(order, key=lambda i: data.CARDS[types[i]].six)  # (a stable sort)


def decision_key(view: View, actor: int) -> tuple:
    me = view["players"][actor]
    return (view["round"], view["phase"], view.get("picks"), view.get("role"), actor,
            tuple(me.get("hand") or ()), tuple(me.get("drawn") or ()))


class SanJuanTable:
    """Renders the table and keeps the selection being made."""

    def __init__(self) -> None:
        self.selection: Selection | None = None
        self.highlight: str | None = None  # the last move a bot played, shown briefly
        # the other players' boards at a glance (their buildings as chips) or in full
        self.compact = True

    def played(self, text: str, by_bot: bool) -> None:
        """A move was played: a bot's is highlighted until the next; the selection is done."""
        self.highlight = text if by_bot else None
        self.selection = None

    def forget(self) -> None:
        """The position jumped (undo, another game): nothing half-made or highlighted stays."""
        self.played("", by_bot=False)

    # -- the selection ---------------------------------------------------------------------------
    def current(self, view: View, actor: int | None, legal: list[str]) -> Selection | None:
        """The selection for this decision (a new one when the decision changed)."""
        if actor is None or not legal:
            self.selection = None
            return None
        key = decision_key(view, actor)
        if self.selection is not None and self.selection.key != key:
            self.selection = None
        if self.selection is None:
            self.selection = self.start(view, actor, legal, key)
        return self.selection

    @staticmethod
    def start(view: View, actor: int, legal: list[str], key: tuple) -> Selection | None:
        """The selection a decision starts with: discards and multi-card keeps pre-selected,
        losing the cards the player would least want to lose (:func:`loss_order`); a build
        waits for its target."""
        me = view["players"][actor]
        hand, drawn = me.get("hand") or [], me.get("drawn") or []
        if any(m.startswith("discard:") for m in legal):
            sel = Selection(key, "discard")
            pool = [("hand", i, c) for i, c in enumerate(hand)]
            pool += [("drawn", i, c) for i, c in enumerate(drawn)]
            count = int(view.get("to_discard") or 0)
            for k in loss_order(view, actor, [c for _, _, c in pool])[:count]:
                where, i, _ = pool[k]
                (sel.hand if where == "hand" else sel.drawn).add(i)
            return sel
        keeps = [m for m in legal if m.startswith("keep:") and m != "keep:none"]
        if keeps and int(view.get("to_keep") or 1) > 1 and drawn:
            sel = Selection(key, "keep")
            lose = max(0, len(drawn) - int(view.get("to_keep") or 1))
            sel.drawn = set(loss_order(view, actor, drawn)[lose:])
            return sel
        if any(m.startswith("build:") and m != "build:none" for m in legal):
            return Selection(key, "pay")
        return None

    def targets(self, legal: list[str]) -> list[tuple[str, int | None, str]]:
        """The distinct (card, Crane position) a player may build, with the first legal move
        of each (its payment is the one offered first)."""
        found: dict[tuple[str, int | None], str] = {}
        for move in legal:
            kind, arg, extra = words.parts(move)
            if kind != "build" or arg == "none":
                continue
            over = words.positions(",".join(extra.get("over", [])))
            found.setdefault((arg, over[0] if over else None), move)
        return [(card, over, move) for (card, over), move in found.items()]

    def cards_to_build(self, legal: list[str]) -> dict[str, str]:
        """Each card that may be built, with the move offered first for it (not over another
        building when that is possible: the Crane is chosen on the city, in the editor)."""
        found: dict[str, str] = {}
        for card, over, move in self.targets(legal):
            if card not in found or (over is None and "/over:" in found[card]):
                found[card] = move
        return found

    def over_spots(self, view: View, actor: int, legal: list[str], card: str) -> dict[int, str]:
        """Crane: the city positions ``card`` may be built over, each with the move offered for
        its kind of building (any building of that kind may be covered)."""
        city = view["players"][actor]["city"]
        kinds: dict[str, str] = {}
        for target, over, move in self.targets(legal):
            if target == card and over is not None and 0 <= over < len(city):
                kinds.setdefault(city[over]["card"], move)
        return {i: kinds[b["card"]] for i, b in enumerate(city) if b["card"] in kinds}

    @staticmethod
    def select_payment(sel: Selection, view: View, actor: int, move: str) -> None:
        """Select a payment like the legal ``move``'s: its Black Market goods and as many hand
        cards, those the player would least want to lose (:func:`loss_order`; any valid payment
        is legal)."""
        hand = view["players"][actor].get("hand") or []
        _, _, extra = words.parts(move)
        rest = [i for i in range(len(hand)) if i != sel.target_index]
        order = loss_order(view, actor, [hand[i] for i in rest])
        sel.hand = {rest[k] for k in order[:len(extra.get("pay", []))]}
        sel.goods = set(words.positions(",".join(extra.get("goods", []))))
        sel.drawn = set()

    def choose_target(self, view: View, actor: int, legal: list[str], card: str,
                      index: int | None = None) -> str | None:
        """Start paying for ``card``: a payment like the engine's first for it is selected (the
        cards the player would least want to lose); a building that costs nothing and could go
        nowhere else is built at once."""
        sel = self.current(view, actor, legal)
        move = self.cards_to_build(legal).get(card)
        if sel is None or sel.mode != "pay" or move is None:
            return None
        me = view["players"][actor]
        hand = me.get("hand") or []
        if index is None or not (0 <= index < len(hand)) or hand[index] != card:
            index = hand.index(card) if card in hand else None
        over = words.positions(",".join(words.parts(move)[2].get("over", [])))
        sel.target, sel.target_index, sel.over = card, index, over[0] if over else None
        self.select_payment(sel, view, actor, move)
        extra = words.parts(move)[2]
        if (not extra.get("pay") and not extra.get("goods") and sel.over is None
                and not self.over_spots(view, actor, legal, card)):
            text = sel.to_text(me)
            sel.target = None
            return text
        return None

    def choose_over(self, view: View, actor: int, legal: list[str], pos: int) -> None:
        """Crane: build over the building at ``pos`` (tapped again: over nothing, when the
        card may also be built on its own)."""
        sel = self.current(view, actor, legal)
        if sel is None or sel.mode != "pay" or sel.target is None:
            return
        spots = self.over_spots(view, actor, legal, sel.target)
        if pos == sel.over:
            plain = next((m for c, o, m in self.targets(legal)
                          if c == sel.target and o is None), None)
            if plain is not None:
                sel.over = None
                self.select_payment(sel, view, actor, plain)
        elif pos in spots:
            sel.over = pos
            self.select_payment(sel, view, actor, spots[pos])
            sel.goods.discard(pos)

    def toggle(self, view: View, actor: int, legal: list[str], where: str, index: int) -> None:
        """Tap a card of the hand, of the drawn cards, or a good (Black Market)."""
        sel = self.current(view, actor, legal)
        if sel is None or (sel.mode == "pay" and sel.target is None):
            return
        me = view["players"][actor]
        if where == "hand" and 0 <= index < len(me.get("hand") or []):
            if sel.mode == "keep" or index == sel.target_index:
                return
            sel.hand ^= {index}
        elif where == "drawn" and 0 <= index < len(me.get("drawn") or []):
            sel.drawn ^= {index}
        elif where == "good" and sel.mode == "pay" and index in self.good_spots(view, actor,
                                                                               legal):
            sel.goods ^= {index}

    def cancel(self) -> None:
        """Back from paying to the choice of building."""
        if self.selection is not None and self.selection.mode == "pay":
            self.selection.target = None
            self.selection.hand, self.selection.goods = set(), set()

    def good_spots(self, view: View, actor: int, legal: list[str]) -> set[int]:
        """Black Market: the city positions whose good may pay for the card being built (the
        engine offers goods for it at all), but the building it covers."""
        sel = self.selection
        target = f"build:{sel.target}/" if sel is not None else ""
        if not any(m.startswith(target) and "/goods:" in m for m in legal):
            return set()
        city = view["players"][actor]["city"]
        return {i for i, b in enumerate(city) if b.get("good")
                and not (sel is not None and sel.over == i)}

    # -- rendering -------------------------------------------------------------------------------
    def render(self, ctx: TableContext) -> Node:
        view, actor = ctx.view, ctx.actor
        legal = ctx.legal if ctx.human_turn else []
        sel = self.current(view, actor, legal) if ctx.human_turn else None
        order = self.seat_order(view)
        me, others = order[0], order[1:]
        mine = ctx.human_turn and actor == me
        return h("div", {"class": "sj", "data-testid": "sj-table", "data-phase": view["phase"]},
                 self.panel(ctx, legal, sel),
                 h("div", {"class": "sj-me", "data-pane": "me"},
                   self.player_board(ctx, me, sel if mine else None, legal if mine else [],
                                     own=True)),
                 h("div", {"class": "sj-table-pane", "data-pane": "table"},
                   self.board(ctx, legal)),
                 h("div", {"class": "sj-players", "data-pane": "others"},
                   h("button", {"type": "button", "class": "sj-boards-toggle",
                                "data-action": "ui:boards", "data-testid": "boards-toggle",
                                "aria-pressed": "false" if self.compact else "true"},
                     t("Full boards")),
                   [self.player_board(ctx, p, None, [], compact=self.compact) for p in others]))

    @staticmethod
    def seat_order(view: View) -> list[int]:
        count = len(view["players"])
        first = view["viewer"] if isinstance(view.get("viewer"), int) else 0
        return [(first + i) % count for i in range(count)]

    # -- what everyone shares --------------------------------------------------------------------
    def board(self, ctx: TableContext, legal: list[str]) -> Node:
        view, names, colors = ctx.view, ctx.names, ctx.colors
        roles = []
        for role in data.ROLE_IDS:
            taker = view["roles"].get(role)
            move = f"role:{role}"
            playable = move in legal
            roles.append(h(
                "button" if playable else "div",
                {"class": "sj-role" + (" legal" if playable else "")
                 + (" taken" if taker is not None else "")
                 + (" current" if view.get("role") == role else "")
                 + (" just" if self.highlight and self.highlight.startswith(move) else ""),
                 "type": "button" if playable else None, **plays(move if playable else None),
                 "data-card": f"r:{role}", "data-testid": f"role-{role}",
                 "style": f"--seat:{colors[taker]}" if taker is not None else None},
                icon(f"role-{role}", "role-icon"),
                h("span", {"class": "sj-role-name"}, words.role_name(role)),
                h("span", {"class": "taker"}, names[taker]) if taker is not None else None))
        tile = view.get("tile")
        # No tile revealed: the next one's prices, once it has been seen (the stack's order
        # never changes, so everyone at the table could remember it).
        upcoming = None if tile else (view.get("tile_stack") or [None])[0]
        tile_node = h("div", {"class": "sj-tile" + (" next" if upcoming else ""),
                              "data-card": "x:tile", "tabindex": 0, "data-testid": "tile"},
                      icon("tile", "small"),
                      h("span", {"class": "label"},
                        t("Next trading tile") if upcoming else t("Trading house")),
                      h("span", {"class": "prices"},
                        [h("span", {"class": f"price sj-{g}", "title": words.good_name(g)},
                           h("span", {"class": "sr-only"}, words.good_name(g)),
                           str(tile[i]) if tile else str(upcoming[i]) if upcoming else "–")
                         for i, g in enumerate(data.GOOD_IDS)]))
        piles = h("div", {"class": "sj-piles"},
                  self.stat("governor", t("Governor"), names[view["governor"]], "governor",
                            "x:governor"),
                  self.stat("card-back", t("Deck"), view["deck_size"], "deck", "x:deck",
                            "sj:deck"),
                  self.stat("discard", t("Discard pile"), view["discard_size"], "discard",
                            "x:discard", "sj:discard"),
                  tile_node)
        revealed = view.get("revealed") or []
        shown = None
        if revealed:
            shown = h("div", {"class": "sj-revealed", "data-testid": "revealed"},
                      h("span", {"class": "label"}, t("Gold Mine")),
                      h("div", {"class": "sj-cards"},
                        [card_face(c, {"tabindex": 0, "data-flip": f"sj:revealed:{i}",
                                       "data-flip-from": "sj:deck"}, small=True)
                         for i, c in enumerate(revealed)]))
        return h("section", {"class": "sj-board", "aria-label": t("The table")},
                 h("div", {"class": "sj-roles", "data-testid": "roles"}, roles), piles, shown)

    @staticmethod
    def stat(symbol: str, title: str, value: Any, testid: str, card: str | None = None,
             flip: str | None = None) -> Node:
        """A figure with its icon (``flip``: a pile cards move from and to; it pops when its
        count changes)."""
        return h("span", {"class": "stat", "title": title, "data-testid": testid,
                          "data-card": card, "tabindex": 0 if card else None,
                          "data-flip": flip, "data-pop": flip is not None},
                 icon(symbol, "small"), h("span", {"class": "sr-only"}, title), str(value))

    # -- a player ----------------------------------------------------------------------------------
    def player_header(self, ctx: TableContext, p: int) -> Node:
        """A player's name, badges and counts (hand, goods, Chapel, VP); the counts pop when
        they change and the hand count is where a player's cards come from and go to."""
        view, names, colors, actor = ctx.view, ctx.names, ctx.colors, ctx.actor
        me = view["players"][p]

        def count(symbol: str, title: str, value: Any, testid: str, **more: Any) -> Node:
            return h("span", {"class": "stat", "title": title, "data-testid": testid,
                              "data-pop": True, **more},
                     icon(symbol, "small"), h("span", {"class": "sr-only"}, title), str(value))

        return h("header", None,
                 h("span", {"class": "seat-dot", "style": f"background:{colors[p]}"}),
                 h("strong", {"class": "player-name"}, names[p]),
                 h("span", {"class": "badge"}, t("Governor")) if view["governor"] == p else None,
                 h("span", {"class": "badge acting"}, t("to play")) if actor == p else None,
                 count("discard", t("Cards in hand"), me["hand_size"], f"hand-size-{p}",
                       **{"data-flip": f"sj:hand:{p}"}),
                 count("card-back", t("Goods"), me["goods"], f"goods-{p}"),
                 count("c-chapel", t("Cards under the Chapel"), me["chapel_size"], f"chapel-{p}")
                 if me.get("chapel_size") else None,
                 count("vp", t("Victory points so far"), me["score"], f"score-{p}"))

    def player_board(self, ctx: TableContext, p: int, sel: Selection | None, legal: list[str],
                     own: bool = False, compact: bool = False) -> Node:
        view, names, colors, actor = ctx.view, ctx.names, ctx.colors, ctx.actor
        me = view["players"][p]
        return h("section", {"class": "seat-board sj-player" + (" acting" if actor == p else "")
                             + (" own" if own else "") + (" compact" if compact else ""),
                             "style": f"--seat:{colors[p]}", "data-testid": f"board-{p}",
                             "aria-label": names[p]},
                 self.player_header(ctx, p),
                 self.hand(view, p, sel, legal) if own and me.get("hand") is not None else None,
                 self.chips(view, p, names[p]) if compact
                 else self.city(view, p, sel, legal, own, names[p]))

    def chips(self, view: View, p: int, name: str) -> Node:
        """A city at a glance: each building as a chip in its colour, a good on it marked."""
        city = view["players"][p]["city"]
        items = []
        for i, building in enumerate(city):
            card = building["card"]
            good = building.get("good")
            items.append(h("li", {"class": f"sj-chip {card_color(card)}"
                                  + (" has-good" if good else ""),
                                  "data-card": f"c:{card}", "tabindex": 0,
                                  "data-testid": f"city-{p}-{i}",
                                  "data-flip": f"sj:city:{p}:{i}:{card}",
                                  "data-flip-from": f"sj:hand:{p}"},
                           words.card_name(card),
                           h("span", {"class": "sj-chip-good", "title": t("Good"),
                                      "data-flip": f"sj:good:{p}:{i}",
                                      "data-flip-from": "sj:deck"},
                             h("span", {"class": "sr-only"}, t("Good"))) if good else None))
        return h("ul", {"class": "sj-chips", "aria-label": t("City of {name}", name=name)},
                 items)

    def hand(self, view: View, p: int, sel: Selection | None, legal: list[str]) -> Node:
        me = view["players"][p]
        hand = me.get("hand") or []
        buildable: dict[str, str] = {}
        if sel is not None and sel.mode == "pay" and sel.target is None:
            buildable = self.cards_to_build(legal)
        nodes = []
        copies: dict[str, int] = {}
        for i, card in enumerate(hand):
            # a key per card: the k-th copy of its kind (the hand is sorted, positions shift)
            copy = copies[card] = copies.get(card, -1) + 1
            attrs: dict[str, Any] = {"data-testid": f"hand-{i}", "tabindex": 0,
                                     "data-flip": f"sj:card:{card}:{copy}",
                                     "data-flip-from": "sj:deck"}
            cls = ""
            if sel is not None and sel.mode == "pay" and sel.target is None and card in buildable:
                attrs.update({"data-action": "ui:build", "data-target": card,
                              "data-index": i, "role": "button",
                              "data-focus": f"hand:{i}"})
                cls = "legal"
            elif sel is not None and sel.mode in ("pay", "discard") and (
                    sel.mode == "discard" or sel.target is not None):
                if i == sel.target_index and sel.mode == "pay":
                    cls = "target"
                else:
                    picked = i in sel.hand
                    attrs.update({"data-action": "ui:toggle", "data-where": "hand",
                                  "data-index": i, "role": "button",
                                  "aria-pressed": "true" if picked else "false",
                                  "data-focus": f"hand:{i}"})
                    cls = "legal" + (" picked" if picked else "")
            attrs["class"] = cls
            nodes.append(card_face(card, attrs))
        label = nt("Your hand: 1 card", "Your hand: {n} cards", len(hand))
        return h("div", {"class": "sj-hand", "role": "group", "aria-label": label,
                         "data-testid": "hand"},
                 h("span", {"class": "label"}, label),
                 h("div", {"class": "sj-cards"}, nodes) if nodes else
                 h("p", {"class": "hint"}, t("No cards in hand.")))

    def city(self, view: View, p: int, sel: Selection | None, legal: list[str],
             own: bool, name: str) -> Node:
        me = view["players"][p]
        spots = (self.over_spots(view, p, legal, sel.target)
                 if sel is not None and sel.mode == "pay" and sel.target is not None else {})
        nodes = []
        for i, building in enumerate(me["city"]):
            card = building["card"]
            good = None
            if building.get("good"):
                good = h("span", {"class": "good", "title": t("Good"), "data-card": "x:good",
                                  "data-testid": f"good-{p}-{i}", "data-flip": f"sj:good:{p}:{i}",
                                  "data-flip-from": "sj:deck"},
                         icon("card-back", "good-icon"),
                         h("span", {"class": "sr-only"}, t("Good")))
            attrs: dict[str, Any] = {"tabindex": 0, "data-testid": f"city-{p}-{i}",
                                     "data-flip": f"sj:city:{p}:{i}:{card}",
                                     "data-flip-from": f"sj:hand:{p}"}
            if i in spots and sel is not None:  # Crane: tap to build over it
                covering = sel.over == i
                attrs.update({"class": "legal" + (" covering" if covering else ""),
                              "data-action": "ui:over", "data-index": i, "role": "button",
                              "data-focus": f"over:{i}",
                              "aria-pressed": "true" if covering else "false"})
            nodes.append(card_face(card, attrs, good, small=True))
        covered = me.get("covered") or []
        return h("div", {"class": "sj-city", "role": "group",
                         "aria-label": t("City of {name}", name=name)},
                 h("span", {"class": "label"},
                   nt("City: 1 building", "City: {n} buildings", len(me["city"]))),
                 h("div", {"class": "sj-cards"}, nodes) if nodes else None,
                 h("p", {"class": "hint covered"},
                   t("Covered by the Crane: {cards}",
                     cards=words.joined([words.card_name(c) for c in covered])))
                 if covered and own else None)

    # -- the decision panel -----------------------------------------------------------------------
    def panel(self, ctx: TableContext, legal: list[str], sel: Selection | None) -> Node:
        view, actor, names = ctx.view, ctx.actor, ctx.names
        phase = str(view["phase"])
        head = h("div", {"class": "sj-round"},
                 t("Round {n}", n=view["round"]), " · ",
                 t("Governor: {name}", name=names[view["governor"]]),
                 h("strong", {"class": "ending", "data-testid": "end-warning"},
                   " · ", t("Last Builder phase!"))
                 if view.get("end_triggered") and actor is not None else None)
        pane = {"class": "sj-panel", "data-pane": "decision", "aria-label": t("Your decision")}
        if actor is None:
            return h("aside", pane, head)
        if not ctx.human_turn:
            return h("aside", {**pane, "data-testid": "waiting"}, head,
                     h("h2", {"data-testid": "prompt", "tabindex": -1},
                       t("{name} is thinking…", name=names[actor])))
        title, hint = PROMPTS.get(phase, ("", ""))
        me = view["players"][actor]
        most = int(view.get("to_keep") or 1)
        fewer = int(view.get("to_keep_least") or 0) < most  # the Prefecture's "up to 2"
        if phase == "councillor" and sel is not None and sel.mode == "discard":
            least = int(view.get("to_discard") or 0)
            title = nt("Discard 1 card", "Discard {n} cards", least)
            hint = N_("With the Archive you may discard cards of your hand instead of the ones "
                      "you drew.")
            if fewer:
                title = (t("Discard {n} or {more} cards", n=least, more=least + 1) if least
                         else t("Keep the cards drawn, or discard 1"))
                hint = N_("With the Archive you may discard cards of your hand instead of the "
                          "ones you drew; with the Prefecture you may keep one card fewer.")
        elif phase == "councillor" and fewer:
            title = nt("Keep up to 1 card", "Keep up to {n} cards", most)
            hint = N_("With the Prefecture you may keep a second card, or only one.")
        elif phase == "councillor":
            title = nt("Keep 1 card", "Keep {n} cards", most)
        problem = None
        if sel is not None and (sel.mode != "pay" or sel.target is not None):
            body, problem = self.editor(ctx, legal, sel, me)
        elif sel is not None:
            body = self.build_choices(view, actor, legal)
        else:
            body = self.move_buttons(view, actor, legal, me)
        return h("aside", {**pane, "aria-live": "polite"}, head,
                 h("h2", {"data-testid": "prompt", "tabindex": -1},
                   t("{name}: {prompt}", name=names[actor], prompt=t(title) if title
                     else phase)),
                 h("p", {"class": "hint"}, t(hint)) if hint else None,
                 body,
                 h("p", {"class": "message message-error", "role": "alert",
                         "data-testid": "move-error"}, ctx.error)
                 if ctx.error and not problem else None,
                 ctx.summary)

    def move_button(self, view: View, actor: int, move: str, legal: list[str], i: int,
                    node_label: Node | str | None = None) -> Node:
        return h("button", {"type": "button",
                            "class": "move" + (" pass" if move.endswith(":none") else ""),
                            "data-action": "move", "data-move": move, "data-testid": "move",
                            "data-focus": f"move:{move}", "data-autofocus": i == 0 or None},
                 node_label if node_label is not None
                 else words.label(view, move, actor, frozenset(legal)))

    def move_buttons(self, view: View, actor: int, legal: list[str], me: View) -> Node:
        """One button per legal move; a keep of one card is offered on each card drawn or
        shown, duplicates included (two drawn Indigo Plants are two cards, one move)."""
        pool = me.get("drawn") or view.get("revealed") or []
        keeps = {}
        for move in legal:
            kind, arg, _ = words.parts(move)
            if kind == "keep" and arg != "none" and "," not in arg:
                keeps[arg] = move
        buttons = []
        if keeps:
            for i, card in enumerate(pool):
                move = keeps.get(card)
                if move is None:
                    continue
                buttons.append(h("button", {"type": "button", "class": "move keep-card",
                                            "data-action": "move", "data-move": move,
                                            "data-testid": "move", "data-focus": f"keep:{i}",
                                            "data-autofocus": not buttons or None},
                                 # named by what it shows (WCAG 2.5.3), after what it does
                                 h("span", {"class": "sr-only"}, t("Keep")),
                                 card_face(card, {"data-flip": f"sj:drawn:{i}",
                                                  "data-flip-from": "sj:deck"}, tag="span")))
        shown = {b[1]["data-move"] for b in buttons}
        for move in legal:
            if move not in shown:
                buttons.append(self.move_button(view, actor, move, legal, len(buttons)))
        cards = bool(shown)
        return h("div", {"class": "moves" + (" cards" if cards else "")
                         + (" many" if len(buttons) > 8 else "")
                         + (" lots" if len(buttons) > 15 else ""),
                         "data-testid": "moves"}, buttons)

    def build_choices(self, view: View, actor: int, legal: list[str]) -> Node:
        """What may be built: one button per building (and Crane position), then nothing."""
        buttons = []
        for i, (card, move) in enumerate(self.cards_to_build(legal).items()):
            # (the Crane's choice of a building to cover comes next, on the city)
            shown = (t("{card}: over a building (Crane)", card=words.card_name(card))
                     if "/over:" in move else words.label(view, move, actor))
            buttons.append(h("button", {"type": "button", "class": "move",
                                        "data-action": "ui:build", "data-target": card,
                                        "data-testid": "move", "data-focus": f"build:{card}",
                                        "data-autofocus": i == 0 or None}, shown))
        buttons.append(self.move_button(view, actor, "build:none", legal, len(buttons)))
        return h("div", {"class": "moves" + (" many" if len(buttons) > 8 else "")
                         + (" lots" if len(buttons) > 15 else ""),
                         "data-testid": "moves"}, buttons)

    def editor(self, ctx: TableContext, legal: list[str], sel: Selection,
               me: View) -> tuple[Node, str | None]:
        """A selection made card by card, its confirm button and the engine's word on it."""
        view, actor = ctx.view, ctx.actor
        assert actor is not None
        move = sel.to_text(me)
        problem = ctx.check(move) if ctx.check is not None else None
        drawn = me.get("drawn") or []
        pool = None
        if drawn and sel.mode != "pay":  # the cards drawn this phase, to keep or to discard
            chosen = [h("button",
                        {"type": "button", "class": "legal" + (
                            " picked" if i in sel.drawn else ""),
                         "data-action": "ui:toggle", "data-where": "drawn", "data-index": i,
                         "data-testid": f"drawn-{i}", "data-focus": f"drawn:{i}",
                         "aria-pressed": "true" if i in sel.drawn else "false"},
                        card_face(card, {"data-flip": f"sj:drawn:{i}",
                                         "data-flip-from": "sj:deck"}, tag="span"))
                      for i, card in enumerate(drawn)]
            pool = h("div", {"class": "sj-cards drawn", "role": "group",
                             "aria-label": t("Cards drawn")}, chosen)
        if sel.mode == "pay":
            paid = len(sel.hand) + len(sel.goods)
            what = (t("Build {card} over {old}", card=words.card_name(sel.target or ""),
                      old=words.card_name(words.city_card(view, actor, sel.over)))
                    if sel.over is not None else
                    t("Build {card}", card=words.card_name(sel.target or "")))
            confirm = what
            note = nt("Paying with 1 card: tap the cards in your hand to change it.",
                      "Paying with {n} cards: tap the cards in your hand to change them.", paid)
            if self.over_spots(view, actor, legal, sel.target or ""):
                note += " " + t("Crane: tap a building of your city to build over it.")
            city = view["players"][actor]["city"]
            goods = [h("button", {"type": "button",
                                  "class": "legal" + (" picked" if i in sel.goods else ""),
                                  "data-action": "ui:toggle", "data-where": "good",
                                  "data-index": i, "data-testid": f"give-good-{i}",
                                  "data-focus": f"good:{i}",
                                  "aria-pressed": "true" if i in sel.goods else "false"},
                             icon("card-back", "small"),
                             t("Good on {card}", card=words.card_name(city[i]["card"])))
                     for i in sorted(self.good_spots(view, actor, legal))]
            if goods:
                pool = h("div", {"class": "sj-goods", "role": "group",
                                 "aria-label": t("Black Market: goods to give up")}, goods)
        elif sel.mode == "keep":
            confirm = nt("Keep 1 card", "Keep {n} cards", sel.count())
            note = nt("1 card selected: tap cards to change.",
                      "{n} cards selected: tap cards to change.", sel.count())
        else:
            confirm = t("Discard the selected cards")
            note = nt("1 card selected: tap cards to change.",
                      "{n} cards selected: tap cards to change.", sel.count())
        buttons = [h("button", {"type": "button", "class": "move primary",
                                "data-action": "ui:confirm", "data-testid": "move",
                                "data-focus": "confirm", "data-autofocus": True,
                                "disabled": bool(problem),
                                "aria-describedby": "sj-problem" if problem else None},
                     confirm)]
        if sel.mode == "pay":
            buttons.append(h("button", {"type": "button", "data-action": "ui:back",
                                        "data-testid": "move-back"}, t("Back")))
        only = self.keep_only_one(view, actor, legal, sel)
        if only is not None:
            buttons.append(self.move_button(view, actor, only, legal, len(buttons),
                                            t("Keep only {card}", card=words.card_name(
                                                only.partition(":")[2]))))
        return (h("div", {"class": "sj-editor", "data-testid": "editor"},
                  pool,
                  h("p", {"class": "note", "data-testid": "selection"}, note),
                  h("div", {"class": "moves", "data-testid": "moves"}, buttons),
                  h("p", {"class": "message message-error", "id": "sj-problem", "role": "status",
                          "data-testid": "move-error"}, problem) if problem else None),
                problem)

    @staticmethod
    def keep_only_one(view: View, actor: int, legal: list[str], sel: Selection) -> str | None:
        """The Prefecture's "keep only one": with two cards selected to keep, the keep of the
        one the player would most want (None when keeping one is not a choice here)."""
        drawn = view["players"][actor].get("drawn") or []
        if sel.mode != "keep" or len(sel.drawn) != 2 or not drawn:
            return None
        best = [i for i in loss_order(view, actor, drawn) if i in sel.drawn][-1]
        move = f"keep:{drawn[best]}"
        return move if move in legal else None

    def confirm(self, view: View, actor: int, legal: list[str]) -> str | None:
        """The move text of the selection being made (the shell plays and checks it)."""
        sel = self.current(view, actor, legal)
        if sel is None or (sel.mode == "pay" and sel.target is None):
            return None
        return sel.to_text(view["players"][actor])
