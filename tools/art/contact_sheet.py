"""Write an HTML contact sheet of an icon sprite (any of ``assets/art/*/sprite.svg``; stdlib only).

Every symbol at 64, 40, 32 and 24 px, on parchment (#F4E9D0) and on a dark page (#2a2118).

    python3 -m tools.art.contact_sheet SPRITE [OUT.html] [--external HREF] [--sizes 128,48]
                                       [--only PREFIX]

By default the sprite is inlined, because a file:// page may not load ``<use>`` references to
another file. ``--external HREF`` instead references the symbols as ``HREF#id`` (serve the
repository over http to check the real-world case). Then, for example::

    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \\
        --window-size=1200,1700 --screenshot=/tmp/sheet.png file:///tmp/sheet.html
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

SIZES = (64, 40, 32, 24)
THEMES = (("parchment", "#F4E9D0", "#2a2118"), ("dark", "#2a2118", "#F4E9D0"))


def symbol_ids(text: str) -> list[str]:
    """The ids of a sprite's symbols, in order."""
    return re.findall(r'<symbol id="([^"]+)"', text)


def page(sprite: Path, external: str | None = None, sizes: tuple[int, ...] = SIZES,
         only: str = "") -> str:
    """The contact sheet of ``sprite``: the symbols whose id starts with ``only``, at ``sizes``,
    inlined or referenced as ``external#id``."""
    text = sprite.read_text(encoding="utf-8")
    ids = [i for i in symbol_ids(text) if i.startswith(only)]
    prefix = external or ""
    inline = "" if external else text.replace(
        "<svg ", '<svg style="position:absolute;width:0;height:0" aria-hidden="true" ', 1)
    panels = []
    for name, bg, fg in THEMES:
        cells = []
        for sid in ids:
            icons = "".join(
                f'<svg width="{s}" height="{s}"><use href="{prefix}#{sid}"/></svg>' for s in sizes
            )
            cells.append(f'<div class="cell"><div class="icons">{icons}</div>'
                         f'<div class="id">{sid}</div></div>')
        panels.append(f'<section style="background:{bg};color:{fg}"><h2>{name}</h2>'
                      f'<div class="grid">{"".join(cells)}</div></section>')
    cell = max(150, sum(sizes) + 30)
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><title>{sprite.parent.name}/{sprite.name}</title>
<style>
body {{ margin: 0; font: 11px/1.2 sans-serif; }}
section {{ padding: 6px 8px; }}
h2 {{ margin: 0 0 4px; font-size: 13px; }}
.grid {{ display: grid; grid-template-columns: repeat(auto-fill, minmax({cell}px, 1fr));
  gap: 4px 6px; }}
.cell {{ display: flex; flex-direction: column; gap: 1px; }}
.icons {{ display: flex; align-items: flex-end; gap: 4px; }}
.id {{ opacity: .8; }}
</style></head><body>
{inline}
{"".join(panels)}
</body></html>
"""


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python3 -m tools.art.contact_sheet",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("sprite", type=Path, help="the sprite, e.g. assets/art/sj/sprite.svg")
    parser.add_argument("out", type=Path, nargs="?", default=Path("/tmp/sheet.html"))
    parser.add_argument("--external", default="", metavar="HREF",
                        help="reference the symbols as HREF#id instead of inlining the sprite")
    parser.add_argument("--sizes", default="", help="comma-separated sizes in px")
    parser.add_argument("--only", default="", metavar="PREFIX", help="only ids with this prefix")
    args = parser.parse_args(argv)
    sizes = tuple(int(s) for s in args.sizes.split(",")) if args.sizes else SIZES
    args.out.write_text(page(args.sprite, args.external or None, sizes, args.only),
                        encoding="utf-8")
    print(args.out)


if __name__ == "__main__":
    main(sys.argv[1:])
