"""The app icon as PNG, drawn in pure Python (no image library at build time).

The same picture as ``icon.svg``: a teal tile, two islands joined by a double
bridge and a third by a single one. Shapes are signed distance functions, so
one sample per pixel gives smooth, anti-aliased edges.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Callable

TEAL = (15, 94, 122)
WHITE = (255, 255, 255)
INK = (23, 49, 59)
RED = (198, 40, 40)
BLUE = (21, 101, 192)


def _round_rect(x: float, y: float, half: float, radius: float) -> float:
    qx, qy = abs(x) - half + radius, abs(y) - half + radius
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def _segment(x: float, y: float, ax: float, ay: float, bx: float, by: float, w: float) -> float:
    px, py, dx, dy = x - ax, y - ay, bx - ax, by - ay
    t = max(0.0, min(1.0, (px * dx + py * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - t * dx, py - t * dy) - w


Shape = Callable[[float, float], float]  # a signed distance at (x, y)
Colour = tuple[int, int, int]


def _circle(cx: float, cy: float, r: float) -> Shape:
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def _bridge(ax: float, ay: float, bx: float, by: float, w: float) -> Shape:
    return lambda x, y: _segment(x, y, ax, ay, bx, by, w)


def _layers(maskable: bool) -> list[tuple[Shape, Colour]]:
    """(distance function, colour) from back to front, in a unit square of side 1."""
    k = 0.8 if maskable else 1.0  # maskable icons keep their picture in the safe zone

    def at(v: float) -> float:
        return 0.5 + (v - 0.5) * k

    islands = [(at(0.28), at(0.3), INK), (at(0.74), at(0.3), RED), (at(0.28), at(0.74), BLUE)]
    bridges = [
        (at(0.28), at(0.27), at(0.74), at(0.27)),
        (at(0.28), at(0.33), at(0.74), at(0.33)),
        (at(0.28), at(0.3), at(0.28), at(0.74)),
    ]
    layers: list[tuple[Shape, Colour]] = []
    if maskable:
        layers.append((lambda x, y: -1.0, TEAL))
    else:
        layers.append((lambda x, y: _round_rect(x - 0.5, y - 0.5, 0.5, 0.19), TEAL))
    for ax, ay, bx, by in bridges:
        layers.append((_bridge(ax, ay, bx, by, 0.016 * k), WHITE))
    for cx, cy, ring in islands:
        r = 0.12 * k
        layers.append((_circle(cx, cy, r), ring))
        layers.append((_circle(cx, cy, r - 0.025 * k), WHITE))
    return layers


def png(size: int, maskable: bool = False) -> bytes:
    """The icon as a ``size`` x ``size`` RGBA PNG."""
    layers = _layers(maskable)
    rows = bytearray()
    for j in range(size):
        rows.append(0)  # filter: none
        y = (j + 0.5) / size
        for i in range(size):
            x = (i + 0.5) / size
            r = g = b = a = 0.0
            for distance, (cr, cg, cb) in layers:
                cover = min(1.0, max(0.0, 0.5 - distance(x, y) * size))
                if cover:
                    r, g, b = (r + (cr - r) * cover, g + (cg - g) * cover, b + (cb - b) * cover)
                    a = a + (1 - a) * cover
            rows += bytes((round(r), round(g), round(b), round(a * 255)))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + chunk(b"IEND", b"")
    )


ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
}

if __name__ == "__main__":  # python -m web.assets.icons: redraw the committed PNGs
    from pathlib import Path

    here = Path(__file__).parent
    for name, (size, maskable) in ICONS.items():
        (here / name).write_bytes(png(size, maskable))
