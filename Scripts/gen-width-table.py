#!/usr/bin/env python3
"""Generates Sources/SegueRender/Text/EastAsianWidthTable.swift.

The Swift standard library does not expose the East_Asian_Width property, so Segue carries its
own table: the sorted, merged ranges of code points whose width is Wide (W) or Fullwidth (F),
taken from Python's `unicodedata` (including the unassigned code points that UAX #11 defaults to
Wide, such as the rest of the CJK ideograph planes). Everything else is narrow as far as the
table is concerned; zero-width and emoji rules live in TextWidth.swift.

Usage, from the package root:

    python3 Scripts/gen-width-table.py

The output is deterministic for a given Python (its Unicode version is written into the file).
"""

import os
import sys
import unicodedata

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)),
    "..", "Sources", "SegueRender", "Text", "EastAsianWidthTable.swift")

# UAX #11: unassigned code points in these blocks default to Wide, which also keeps ideographs
# newer than Python's Unicode data wide.
DEFAULT_WIDE = [
    (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
    (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
]


def wide_ranges():
    # Unassigned code points (category Cn) are skipped: CPython answers "F" for them, which is
    # wrong; UAX #11 makes them Neutral except in the DEFAULT_WIDE blocks.
    wide = [
        unicodedata.category(chr(cp)) != "Cn"
        and unicodedata.east_asian_width(chr(cp)) in ("W", "F")
        for cp in range(0x110000)
    ]
    for lo, hi in DEFAULT_WIDE:
        for cp in range(lo, hi + 1):
            wide[cp] = True
    ranges = []
    start = None
    for cp, is_wide in enumerate(wide + [False]):
        if is_wide and start is None:
            start = cp
        elif not is_wide and start is not None:
            ranges.append((start, cp - 1))
            start = None
    return ranges


def zero_width_ranges():
    """Combining marks (Mn, Me) and format characters (Cf): no column of their own."""
    zero = [unicodedata.category(chr(cp)) in ("Mn", "Me", "Cf") for cp in range(0x110000)]
    return merge(zero)


def merge(flags):
    ranges = []
    start = None
    for cp, flag in enumerate(flags + [False]):
        if flag and start is None:
            start = cp
        elif not flag and start is not None:
            ranges.append((start, cp - 1))
            start = None
    return ranges


def render(ranges, zero):
    lines = [
        "// GENERATED FILE — do not edit by hand.",
        "// Regenerate from the package root with: python3 Scripts/gen-width-table.py",
        f"// Source: Python {sys.version_info.major}.{sys.version_info.minor} unicodedata, "
        f"Unicode {unicodedata.unidata_version}, East_Asian_Width W and F (UAX #11).",
        "",
        "/// Code points whose East Asian Width is Wide or Fullwidth, as sorted, disjoint,",
        "/// inclusive `[first, last]` pairs flattened into one array for a binary search.",
        "enum EastAsianWidthTable {",
        f"  /// {len(ranges)} ranges.",
        "  static let wideRanges: [UInt32] = [",
    ]
    for lo, hi in ranges:
        lines.append(f"    0x{lo:04X}, 0x{hi:04X},")
    lines += [
        "  ]",
        "",
        "  /// Combining marks (Mn, Me) and format characters (Cf), the same way: zero columns.",
        f"  /// {len(zero)} ranges.",
        "  static let zeroWidthRanges: [UInt32] = [",
    ]
    for lo, hi in zero:
        lines.append(f"    0x{lo:04X}, 0x{hi:04X},")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def main():
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write(render(wide_ranges(), zero_width_ranges()))


if __name__ == "__main__":
    main()
