#!/usr/bin/env python3
"""Generates Sources/SegueCore/Parse/MathSymbolTable.swift: LaTeX math names and their characters.

The names come from unicode-math (https://github.com/latex3/unicode-math), the LaTeX package
that maps every math command to its Unicode character:

- `unicode-math-table.tex`: one `\\UnicodeMathSymbol{"code}{\\name}{\\class}{description}` line
  per symbol. Upright Greek is named `\\mupalpha` there; LaTeX's `\\alpha` is that letter, so
  the `mup` is dropped for Greek. Math italic, bold, sans-serif and monospace letters (U+1D400
  and up, other than double-struck, script and fraktur) are left out: a terminal shows `x` as
  `x`. Accents (class `\\mathaccent`) go to their own list: they combine with the letter after.
  Braces and brackets over or under their argument (`\\overbrace`) are left out.
- `um-code-epilogue.dtx`: its `\\protected\\def\\to{\\rightarrow}` lines, the synonyms LaTeX
  users write (`\\to`, `\\le`, `\\neq`, `\\emptyset`, …).

Sub- and superscript characters come from the Unicode database (Python's `unicodedata`):
every character whose decomposition is `<sub> X` or `<super> X` for an ASCII or Greek `X`
(below U+A700: the later additions are missing from most terminal fonts).

Usage, from the package root, with a copy of the unicode-math repository:

    python3 Scripts/gen-math-table.py path/to/unicode-math [unicode-math-commit]

The output is deterministic for given input files and Python's Unicode version.
"""

import os
import re
import sys
import unicodedata

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)),
    "..", "Sources", "SegueCore", "Parse", "MathSymbolTable.swift")

SYMBOL = re.compile(r'\\UnicodeMathSymbol\{"([0-9A-F]+)\}\{\\(\w+)\s*\}\{\\(\w+)\}')
SYNONYM = re.compile(r'^\\protected\\def\\(\w+)\s*\{\\(\w+)\}\s*$')
# Letters kept from the Mathematical Alphanumeric Symbols block: the alphabets LaTeX names
# with \mathbb, \mathcal/\mathscr and \mathfrak.
KEPT_ALPHABETS = ("Bbb", "mscr", "mfrak")


def symbols(folder):
    names, accents = {}, {}
    with open(os.path.join(folder, "unicode-math-table.tex"), encoding="utf-8") as f:
        for line in f:
            m = SYMBOL.match(line)
            if not m:
                continue
            code, name, kind = int(m.group(1), 16), m.group(2), m.group(3)
            if 0x1D400 <= code <= 0x1D7FF and not name.startswith(KEPT_ALPHABETS):
                continue
            if chr(code) in '\\"':
                continue  # `\backslash`, `\mathquotedbl`: not worth escaping in a Swift literal
            if kind in ("mathover", "mathunder"):
                continue  # `\overbrace{x}` spans its argument: no character stands for it
            if name.startswith("mup") and 0x370 <= code <= 0x3FF:
                name = name[3:]
            if name.startswith(("mup", "mit", "mbf", "msans", "mtt")):
                continue
            target = accents if kind == "mathaccent" else names
            target.setdefault(name, chr(code))
    return names, accents


def synonyms(folder, names, accents):
    with open(os.path.join(folder, "um-code-epilogue.dtx"), encoding="utf-8") as f:
        for line in f:
            m = SYNONYM.match(line.strip())
            if not m:
                continue
            alias, target = m.group(1), m.group(2)
            for table in (names, accents):
                if target in table and alias not in names and alias not in accents:
                    table[alias] = table[target]


def scripts(kind):
    """The `<sub>`/`<super>` character for each ASCII or Greek base, the first in code order."""
    found = {}
    for code in range(0x80, 0x20000):
        char = chr(code)
        decomposition = unicodedata.decomposition(char)
        if not decomposition.startswith(kind + " "):
            continue
        parts = decomposition.split()[1:]
        if len(parts) != 1:
            continue
        base = chr(int(parts[0], 16))
        if base == "\u2212":
            base = "-"  # the minus sign: written `-` in LaTeX
        if code >= 0xA700:
            continue  # letters added since Unicode 14, which few terminal fonts draw yet
        if not (0x21 <= ord(base) < 0x7F or 0x391 <= ord(base) <= 0x3C9):
            continue
        if char in "\u00aa\u00ba":
            continue  # ordinal indicators, not superscripts
        found.setdefault(base, char)
    return sorted(found.items())


def swift_lines(pairs):
    out = []
    for name, char in pairs:
        shown = char if unicodedata.combining(char) == 0 else "\u25cc" + char
        if "\\" in name or '"' in name or char in '\\"':
            sys.exit(f"error: {name!r} cannot sit in a Swift string literal as written")
        out.append(f"{name} {shown}")
    return out


def block(title, count_name, pairs):
    return [
        f"  /// {title} ({len(pairs)} {count_name}).",
        f"  static let {count_name} = \"\"\"",
    ] + [f"    {line}" for line in swift_lines(pairs)] + ['    """', ""]


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    folder = sys.argv[1]
    names, accents = symbols(folder)
    synonyms(folder, names, accents)
    commit = f" (commit {sys.argv[2]})" if len(sys.argv) == 3 else ""
    lines = [
        "// GENERATED FILE — do not edit by hand.",
        "// Regenerate from the package root with:",
        "//   python3 Scripts/gen-math-table.py path/to/unicode-math [commit]",
        f"// Source: latex3/unicode-math unicode-math-table.tex and um-code-epilogue.dtx{commit};",
        f"// sub- and superscripts: the Unicode {unicodedata.unidata_version} database.",
        "",
        "/// LaTeX math names and their characters, one `name character` line each, sorted by name.",
        "///",
        "/// An accent is shown on a dotted circle (`◌̂`) so the file reads; `MathSymbols` drops it.",
        "enum MathSymbolTable {",
    ]
    lines += block("Symbols: `alpha α`", "symbols", sorted(names.items()))
    lines += block("Accents, combining with the letter after: `hat ◌̂`", "accents",
                   sorted(accents.items()))
    lines += block("Superscript characters by their base: `2 ²`", "superscripts",
                   scripts("<super>"))
    lines += block("Subscript characters by their base: `2 ₂`", "subscripts", scripts("<sub>"))
    lines[-1] = "}"
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {OUTPUT}: {len(names)} symbols, {len(accents)} accents")


if __name__ == "__main__":
    main()
