"""The end screen frame: final scores by category, the winners, the game's extras (e.g. a chart)
and "Play again"."""

from __future__ import annotations

from typing import Any

from js import window

from game.core import GameRecord
from game.core.protocol import ranking

from ..dom import Node, h
from ..i18n import t
from ..session import Session


class EndScreen:
    """Mixin of :class:`~web.shell.app.App`: the scores at the end of a game."""

    session: Session | None

    def render_scores(self, session: Session) -> Node:
        scores = session.state.final_scores()
        ranks = ranking(scores)
        categories: list[str] = []
        for score in scores:
            categories += [c for c in score.breakdown if c not in categories]
        # A column nobody scored in says nothing: hide it.
        categories = [c for c in categories if any(s.breakdown.get(c, 0) for s in scores)]
        ui = session.ui
        label = ui.score_label if ui is not None else t
        winners = [session.name(s.player) for s, r in zip(scores, ranks, strict=True) if r == 1]
        header = h("tr", None, h("th", None, t("Player")),
                   [h("th", None, label(c)) for c in categories],
                   h("th", None, t("Total")), h("th", None, t("Tie-break")))
        rows = [h("tr", {"class": "winner" if r == 1 else None, "data-testid": "score-row"},
                  h("th", None, session.name(s.player)),
                  [h("td", None, str(s.breakdown.get(c, 0))) for c in categories],
                  h("td", {"data-testid": "score-total"}, str(s.total)),
                  h("td", None, " / ".join(str(x) for x in s.tiebreak)))
                for s, r in sorted(zip(scores, ranks, strict=True), key=lambda pair: pair[1])]
        history = session.history()
        extras = (ui.end_extras(history, session.names(), self.colors(session))
                  if ui is not None and history is not None else [])
        return h("section", {"class": "scores", "data-testid": "scores"},
                 h("h2", None, t("{names} wins!", names=" & ".join(winners))),
                 h("p", {"class": "end-reason", "data-testid": "end-reason"},
                   session.end_reason()) if session.end_reason() else None,
                 h("div", {"class": "score-table"},
                   h("table", None, h("thead", None, header), h("tbody", None, rows))),
                 extras,
                 h("div", {"class": "actions"},
                   h("button", {"type": "button", "class": "primary",
                                "data-action": "play-again", "data-testid": "play-again"},
                     t("Play again")),
                   h("button", {"type": "button", "data-action": "share",
                                "data-testid": "share-end"}, t("Share this game"))))

    def do_play_again(self, target: Any) -> None:
        if self.session is None:
            return
        old = self.session.record
        record = GameRecord(old.game, dict(old.options), int(window.Math.random() * 2**52),
                            meta=dict(old.meta))
        self.open_record(record, self.session.title)
