"""What PyScript runs: report the boot stage, start the app, and turn any failure into a readable
error screen instead of a stuck spinner."""

from pyscript import window

window.ecBoot.stage("engine", "Loading the rules engine")
try:
    from web.app import App

    App().start()
except Exception as exc:
    window.ecBoot.fail(f"The game engine failed to start: {type(exc).__name__}: {exc}")
    raise
