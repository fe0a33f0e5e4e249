#!/usr/bin/env python3
"""contrast.py NEEDLE FG BG: the lowest WCAG contrast of NEEDLE's cells in a captured row.

Reads one `tmux capture-pane -p -e` row on stdin, follows its SGR sequences (16, 256 and
24-bit colours, reverse, resets), and prints the lowest contrast ratio between the foreground
and background of the cells where NEEDLE is written. FG and BG (`#rrggbb`) are what the
terminal's own default colours are. Exits 1 when NEEDLE is not on the row.
"""
import re
import sys

SYSTEM = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
    (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
]
LEVELS = [0, 95, 135, 175, 215, 255]


def indexed(n):
    if n < 16:
        return SYSTEM[n]
    if n < 232:
        n -= 16
        return (LEVELS[n // 36], LEVELS[n // 6 % 6], LEVELS[n % 6])
    grey = 8 + 10 * (n - 232)
    return (grey, grey, grey)


def luminance(rgb):
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def colour(params, i):
    """The colour that params[i] (38 or 48) starts, and the index after it."""
    if params[i + 1] == 2:
        return tuple(params[i + 2:i + 5]), i + 5
    return indexed(params[i + 2]), i + 3


def cells(row):
    """Yields (character, fg, bg, reverse) for each character of the row; None is default."""
    fg = bg = None
    reverse = False
    for token in re.findall(r"\x1b\[[0-9;:]*m|\x1b[^\[]|[^\x1b]", row):
        if not token.startswith("\x1b["):
            if not token.startswith("\x1b"):
                yield token, fg, bg, reverse
            continue
        params = [int(p or 0) for p in re.split("[;:]", token[2:-1])] or [0]
        i = 0
        while i < len(params):
            p = params[i]
            if p == 0:
                fg = bg = None
                reverse = False
            elif p == 7:
                reverse = True
            elif p == 27:
                reverse = False
            elif 30 <= p <= 37 or 90 <= p <= 97:
                fg = SYSTEM[p - 30 if p < 90 else p - 82]
            elif 40 <= p <= 47 or 100 <= p <= 107:
                bg = SYSTEM[p - 40 if p < 100 else p - 92]
            elif p == 39:
                fg = None
            elif p == 49:
                bg = None
            elif p in (38, 48):
                value, i = colour(params, i)
                fg, bg = (value, bg) if p == 38 else (fg, value)
                continue
            i += 1


def main():
    needle, default_fg, default_bg = sys.argv[1], sys.argv[2], sys.argv[3]
    parse = lambda h: tuple(int(h[k:k + 2], 16) for k in (1, 3, 5))
    dfg, dbg = parse(default_fg), parse(default_bg)
    row = list(cells(sys.stdin.read().rstrip("\n")))
    text = "".join(c for c, *_ in row)
    start = text.find(needle)
    if start < 0:
        print(f"'{needle}' is not on the row: {text!r}")
        return 1
    lowest = 21.0
    for char, fg, bg, reverse in row[start:start + len(needle)]:
        if char == " ":
            continue
        fore, back = fg or dfg, bg or dbg
        if reverse:
            fore, back = back, fore
        lowest = min(lowest, ratio(fore, back))
    print(f"{lowest:.2f}")
    return 0


sys.exit(main())
