#!/usr/bin/env python3
"""Draws the Spring Festival pack's lantern: images/lantern.png, lantern@2x.png and
lantern@3x.png (16, 32 and 48 pixels square, RGBA), into the pack folder given.

Drawn here rather than taken from anywhere, so the pack carries no one else's artwork. The
standard library only (zlib and struct write the PNG), and the same bytes on every run with
the same zlib, so that a redraw changes nothing unless the drawing does.

Usage: python3 Examples/SkinPacks/draw_lantern.py PACK_FOLDER
Then write the manifest again (see the pack's README.md): the files' sizes and digests change.
"""

import os
import struct
import sys
import zlib

RED = (215, 20, 31)
DARK_RED = (150, 12, 20)
GLOW = (246, 92, 60)
GOLD = (246, 195, 67)
CORD = (122, 74, 31)

# Each sample is a point in the unit square (x right, y down); the first shape that holds it
# colors it. Later shapes are under earlier ones.


def shape_at(x, y):
    """The color at (x, y), or None where the picture is empty."""
    dx, dy = x - 0.5, y - 0.5
    in_body = (dx / 0.42) ** 2 + (dy / 0.30) ** 2 <= 1.0
    if 0.35 <= x <= 0.65 and 0.12 <= y <= 0.22:
        return GOLD  # the top cap
    if 0.35 <= x <= 0.65 and 0.78 <= y <= 0.87:
        return GOLD  # the bottom cap
    if in_body:
        # Ribs: the outlines of narrower ellipses, and the middle line.
        for width in (0.14, 0.28):
            ring = (dx / width) ** 2 + (dy / 0.30) ** 2
            if 0.80 <= ring <= 1.0:
                return DARK_RED
        if abs(dx) <= 0.025:
            return DARK_RED
        if ((x - 0.36) / 0.08) ** 2 + ((y - 0.40) / 0.10) ** 2 <= 1.0:
            return GLOW
        return RED
    if abs(dx) <= 0.03 and 0.0 <= y <= 0.12:
        return CORD  # the cord it hangs from
    if 0.87 <= y <= 1.0:
        for strand in (-0.06, 0.0, 0.06):
            if abs(dx - strand * (y - 0.87) / 0.13) <= 0.025:
                return GOLD  # the tassel
    return None


def pixels(size, samples=4):
    """RGBA rows of the lantern at `size` pixels, each pixel averaged over samples²."""
    rows = []
    for row in range(size):
        line = bytearray()
        for column in range(size):
            totals = [0, 0, 0]
            covered = 0
            for sy in range(samples):
                for sx in range(samples):
                    x = (column + (sx + 0.5) / samples) / size
                    y = (row + (sy + 0.5) / samples) / size
                    color = shape_at(x, y)
                    if color is not None:
                        covered += 1
                        for channel in range(3):
                            totals[channel] += color[channel]
            if covered:
                line += bytes(round(total / covered) for total in totals)
                line.append(round(255 * covered / samples**2))
            else:
                line += b"\x00\x00\x00\x00"
        rows.append(bytes(line))
    return rows


def png(size):
    """The bytes of a PNG of the lantern at `size` pixels: 8-bit RGBA, no filtering."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    raw = b"".join(b"\x00" + row for row in pixels(size))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: draw_lantern.py PACK_FOLDER")
    images = os.path.join(sys.argv[1], "images")
    os.makedirs(images, exist_ok=True)
    for name, size in (("lantern.png", 16), ("lantern@2x.png", 32), ("lantern@3x.png", 48)):
        path = os.path.join(images, name)
        with open(path, "wb") as file:
            file.write(png(size))
        print(f"{path}: {size}x{size} pixels")


if __name__ == "__main__":
    main()
