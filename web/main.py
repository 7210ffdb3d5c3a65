"""What PyScript runs: report the boot stage, start the app, and turn any failure into a readable
error screen instead of a stuck spinner."""

from pyscript import window

window.ecBoot.stage("engine", "Loading the rules engine")  # boot.js translates it
try:
    from web.shell.app import App

    App().start()
except Exception as exc:
    window.ecBoot.fail("The game engine failed to start: {detail}", f"{type(exc).__name__}: {exc}")
    raise
