"""What the page runs once Python is up (web/start.mjs imports it): start the app, and turn any
failure into a readable error screen instead of a stuck spinner."""

from js import window

try:
    from web.shell.app import App

    window.performance.mark("ec:shell-imported")  # (timed by tools/bench.py)
    App().start()
except Exception as exc:
    window.ecBoot.fail("The game engine failed to start: {detail}", f"{type(exc).__name__}: {exc}")
    raise
