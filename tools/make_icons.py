#!/usr/bin/env python3
"""Rasterise the hand-written Euro Classics icons to PNG.

Sources (hand-written SVG, the single source of truth):
    assets/icons/icon.svg     512x512 rounded tile; ids "tile" (the tile shape)
                              and "art" (ship + waves) let us derive variants
    assets/icons/favicon.svg  32x32 simplified, pixel-aligned tile

Outputs (committed, each kept under 60 KB):
    assets/icons/icon-192.png          rounded tile, transparent corners
    assets/icons/icon-512.png          rounded tile, transparent corners
    assets/icons/maskable-512.png      full-bleed, art shrunk into the 80 % safe zone
    assets/icons/apple-touch-icon.png  180x180 full-bleed, opaque (iOS rounds it)
    assets/icons/favicon-32.png        from favicon.svg

Only the Python standard library and a headless Chromium are needed:

    python3 tools/make_icons.py            # regenerate all PNGs
    python3 tools/make_icons.py --verify   # check existing PNGs + manifest only
    CHROMIUM=/path/to/chrome python3 tools/make_icons.py

Variants are made by inlining the SVG into a page and overriding geometry with
CSS (`#tile{rx:0}` makes the tile full-bleed; a transform on `#art` scales the
ship about its waterline so it stays in the sea).  Chromium's screenshot is then
decoded and re-encoded losslessly with zlib level 9 and per-row filter choice,
dropping the alpha channel when the image is fully opaque.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serve  # noqa: E402  (Chromium's launch flags)

ICONS = ROOT / "assets" / "icons"
MANIFEST = ROOT / "assets" / "manifest.webmanifest"
MAX_BYTES = 60 * 1024

# Scale the art about a point on the waterline (x=256, y=360 in the 512 grid).
_ART = "#art{{transform:scale({s});transform-origin:256px 360px}}"
FULL_BLEED = "#tile{rx:0}"

# name, source svg, size, extra CSS, force opaque
TARGETS = [
    ("icon-192.png", "icon.svg", 192, "", False),
    ("icon-512.png", "icon.svg", 512, "", False),
    ("maskable-512.png", "icon.svg", 512, FULL_BLEED + _ART.format(s=0.72), True),
    ("apple-touch-icon.png", "icon.svg", 180, FULL_BLEED + _ART.format(s=0.9), True),
    ("favicon-32.png", "favicon.svg", 32, "", False),
]


# --------------------------------------------------------------------------- PNG I/O
def _chunks(data: bytes):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    i = 8
    while i < len(data):
        (n,) = struct.unpack(">I", data[i : i + 4])
        yield data[i + 4 : i + 8], data[i + 8 : i + 8 + n]
        i += 12 + n


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def read_png(data: bytes) -> tuple[int, int, int, list[bytearray]]:
    """Decode an 8-bit RGB/RGBA non-interlaced PNG -> (w, h, channels, rows)."""
    idat = b""
    w = h = ch = 0
    for typ, body in _chunks(data):
        if typ == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError(f"unsupported PNG (depth={depth} type={ctype})")
            ch = 3 if ctype == 2 else 4
        elif typ == b"IDAT":
            idat += body
    raw = zlib.decompress(idat)
    stride = w * ch
    rows: list[bytearray] = []
    prev = bytearray(stride)
    pos = 0
    for _ in range(h):
        ftype = raw[pos]
        line = bytearray(raw[pos + 1 : pos + 1 + stride])
        pos += 1 + stride
        for x in range(stride):
            a = line[x - ch] if x >= ch else 0
            b = prev[x]
            c = prev[x - ch] if x >= ch else 0
            if ftype == 1:
                line[x] = (line[x] + a) & 255
            elif ftype == 2:
                line[x] = (line[x] + b) & 255
            elif ftype == 3:
                line[x] = (line[x] + ((a + b) >> 1)) & 255
            elif ftype == 4:
                line[x] = (line[x] + _paeth(a, b, c)) & 255
        rows.append(line)
        prev = line
    return w, h, ch, rows


def _filter_row(ftype: int, line: bytes, prev: bytes, ch: int) -> bytes:
    out = bytearray(len(line))
    for x in range(len(line)):
        a = line[x - ch] if x >= ch else 0
        b = prev[x]
        c = prev[x - ch] if x >= ch else 0
        if ftype == 0:
            v = line[x]
        elif ftype == 1:
            v = line[x] - a
        elif ftype == 2:
            v = line[x] - b
        elif ftype == 3:
            v = line[x] - ((a + b) >> 1)
        else:
            v = line[x] - _paeth(a, b, c)
        out[x] = v & 255
    return bytes(out)


def write_png(w: int, h: int, ch: int, rows: list[bytearray]) -> bytes:
    """Encode rows; per row pick the filter with the smallest abs-sum heuristic."""
    stride = w * ch
    prev = bytes(stride)
    body = bytearray()
    for line in rows:
        best = None
        for ftype in range(5):
            f = _filter_row(ftype, line, prev, ch)
            score = sum(v if v < 128 else 256 - v for v in f)
            if best is None or score < best[0]:
                best = (score, ftype, f)
        body.append(best[1])
        body += best[2]
        prev = bytes(line)

    def chunk(typ: bytes, payload: bytes) -> bytes:
        crc = zlib.crc32(typ + payload) & 0xFFFFFFFF
        return struct.pack(">I", len(payload)) + typ + payload + struct.pack(">I", crc)

    ctype = 2 if ch == 3 else 6
    ihdr = struct.pack(">IIBBBBB", w, h, 8, ctype, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(bytes(body), 9))
        + chunk(b"IEND", b"")
    )


def optimise(data: bytes, force_opaque: bool) -> tuple[bytes, int, int]:
    w, h, ch, rows = read_png(data)
    if ch == 4:
        opaque = all(r[i] == 255 for r in rows for i in range(3, len(r), 4))
        if force_opaque and not opaque:
            raise SystemExit("expected an opaque image but found transparency")
        if opaque:
            rows = [bytearray(b for i, b in enumerate(r) if i % 4 != 3) for r in rows]
            ch = 3
    return write_png(w, h, ch, rows), w, h


# --------------------------------------------------------------------------- render
def find_chromium() -> str:
    env = os.environ.get("CHROMIUM")
    if env:
        return env
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("Chromium not found: install it (apt-get install chromium) or set CHROMIUM")


def page(svg_text: str, size: int, css: str) -> str:
    svg = svg_text[svg_text.index("<svg") :]
    return (
        "<!doctype html><html><head><meta charset='utf-8'><style>"
        "html,body{margin:0;padding:0;background:transparent;overflow:hidden}"
        f"svg{{display:block;width:{size}px;height:{size}px}}{css}"
        f"</style></head><body>{svg}</body></html>"
    )


def render(chromium: str, html: str, size: int, workdir: Path, name: str) -> bytes:
    src = workdir / f"{name}.html"
    out = workdir / name
    src.write_text(html, encoding="utf-8")
    cmd = [
        chromium,
        "--headless",
        *serve.CHROMIUM_ARGS,
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--default-background-color=00000000",
        f"--user-data-dir={workdir / 'profile'}",
        f"--window-size={size},{size}",
        f"--screenshot={out}",
        src.as_uri(),
    ]
    subprocess.run(cmd, check=True, timeout=120,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out.read_bytes()


# --------------------------------------------------------------------------- verify
def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    for typ, body in _chunks(data):
        if typ == b"IHDR":
            return struct.unpack(">II", body[:8])
    raise ValueError(f"{path}: no IHDR")


def verify() -> list[str]:
    problems: list[str] = []
    for name, _src, size, _css, _opaque in TARGETS:
        p = ICONS / name
        if not p.exists():
            problems.append(f"missing {p.relative_to(ROOT)}")
            continue
        if png_size(p) != (size, size):
            problems.append(f"{name}: {png_size(p)} != {(size, size)}")
        if p.stat().st_size > MAX_BYTES:
            problems.append(f"{name}: {p.stat().st_size} bytes > {MAX_BYTES}")
    if MANIFEST.exists():
        man = json.loads(MANIFEST.read_text(encoding="utf-8"))
        for icon in man.get("icons", []):
            target = (MANIFEST.parent / icon["src"]).resolve()
            if not target.exists():
                problems.append(f"manifest icon not found: {icon['src']}")
            elif target.suffix == ".png":
                w, h = png_size(target)
                if icon.get("sizes") != f"{w}x{h}":
                    problems.append(
                        f"manifest sizes {icon.get('sizes')} != {w}x{h} for {icon['src']}")
    else:
        problems.append("missing assets/manifest.webmanifest")
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--verify", action="store_true", help="only check existing outputs")
    args = ap.parse_args(argv)
    if not args.verify:
        chromium = find_chromium()
        with tempfile.TemporaryDirectory(prefix="make_icons_") as tmp:
            work = Path(tmp)
            for name, src, size, css, opaque in TARGETS:
                svg_text = (ICONS / src).read_text(encoding="utf-8")
                shot = render(chromium, page(svg_text, size, css), size, work, name)
                data, w, h = optimise(shot, opaque)
                if (w, h) != (size, size):
                    raise SystemExit(f"{name}: Chromium produced {w}x{h}, wanted {size}x{size}")
                (ICONS / name).write_bytes(data)
                print(f"{name:22s} {w}x{h}  {len(data):6d} bytes")
    problems = verify()
    for p in problems:
        print("problem:", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
