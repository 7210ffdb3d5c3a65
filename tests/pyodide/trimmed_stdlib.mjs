// The site's trimmed standard library is enough for what the site runs (issue 20): Pyodide
// started on it (no snapshot), the shell's zip and every game's zip unpacked as the page does,
// every shipped module of the engines, the bots and the tables' pure parts imported, and for
// every game a whole random game played with a Medium bot choosing every 7th decision.
//
//   node tests/pyodide/trimmed_stdlib.mjs PYODIDE_DIR STDLIB_ZIP ZIP...
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, stdlib, ...zips] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${pyodideDir}/`, stdLibURL: stdlib });
for (const zip of zips) {
  py.unpackArchive(new Uint8Array(readFileSync(zip)), "zip", { extractDir: "/home/pyodide" });
}
py.runPython(`
import importlib, os, pkgutil, random, sys
os.chdir("/home/pyodide")
sys.path.insert(0, "/home/pyodide")
import game, web
from game.bots import get_bot
from game.core.registry import playable_games

imported = 0
for package in (game, web):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        try:
            importlib.import_module(info.name)
        except ImportError as exc:
            if exc.name == "js":  # the page's globals: only the browser has them
                continue
            raise
        imported += 1
for definition in playable_games():
    state = definition.new_game({}, 7)
    rng = random.Random(7)
    bot = get_bot(definition.id, "medium", seed=7)
    turns = 0
    while not state.is_over():
        player = state.current_players()[0]
        moves = state.legal_moves(player)
        if turns % 7 == 0:
            legal = [state.move_to_text(m) for m in moves]
            move = state.parse_move(bot.choose(state.view(player), legal))
        else:
            move = rng.choice(moves)
        state.apply(move)
        turns += 1
    print(f"{definition.id}: {turns} decisions, scores {state.returns()}")
print(f"imported {imported} modules on the trimmed standard library")
`);
