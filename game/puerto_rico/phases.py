"""The phase table (rulebook, SVOLGIMENTO DEL GIOCO): one :class:`~game.core.phases.Phase` row
per phase, each built in the module of its rules, in :data:`.layout.PHASE_IDS` order, and the
:class:`~game.core.phases.PhaseEngine` that runs them: a board with the Guest House runs them
with its guests as the interrupts (:mod:`.guest_house`), any other board without.
"""

from __future__ import annotations

from game.core.phases import PhaseEngine

from .buccaneer import BUCCANEER
from .builder import BUILDER
from .captain import CAPTAIN, STORAGE
from .craftsman import CRAFTSMAN
from .draft import DRAFT
from .guest_house import GUESTS, interrupts
from .layout import PHASE_IDS
from .mayor import MAYOR
from .nobles import LODGE
from .round import OVER, ROLE
from .settler import SETTLER
from .trader import TRADER

PHASES = (ROLE, SETTLER, MAYOR, BUILDER, CRAFTSMAN, TRADER, CAPTAIN, STORAGE, OVER, DRAFT, GUESTS,
          BUCCANEER, LODGE)
ENGINE = PhaseEngine(PHASES)
GUEST_HOUSE_ENGINE = PhaseEngine(PHASES, interrupts)
PLAYS = tuple(ph.play for ph in PHASES)  # what a decision does, by phase (the hot path's)
assert ENGINE.ids == PHASE_IDS
