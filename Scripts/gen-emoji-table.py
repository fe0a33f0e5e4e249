#!/usr/bin/env python3
"""Generates Sources/SegueCore/Parse/EmojiTable.swift: the standard emoji shortcode names.

The names are GitHub's (gemoji's `db/emoji.json`: every alias of every emoji), which pandoc's
`emoji` extension and GitHub's Markdown use too. Each line of the table is `name emoji`, sorted
by name; `EmojiShortcodes` reads it into a dictionary the first time a deck needs it.

Usage, from the package root, with a copy of https://github.com/github/gemoji:

    python3 Scripts/gen-emoji-table.py path/to/gemoji/db/emoji.json [gemoji-commit]

The output is deterministic for a given emoji.json; the commit, when given, is written into it.
"""

import json
import os
import re
import sys

OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)),
    "..", "Sources", "SegueCore", "Parse", "EmojiTable.swift")

NAME = re.compile(r"[a-z0-9_+\-]+")


def table(path):
    with open(path, encoding="utf-8") as f:
        entries = json.load(f)
    names = {}
    for entry in entries:
        emoji = entry.get("emoji")
        if not emoji:
            continue  # GitHub's own pictures (`:octocat:`) have no character
        for alias in entry["aliases"]:
            if not NAME.fullmatch(alias):
                sys.exit(f"error: alias {alias!r} has a character the shortcode scanner stops at")
            if alias in names:
                sys.exit(f"error: alias {alias!r} names two emoji")
            names[alias] = emoji
    return len(entries), sorted(names.items())


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    count, names = table(sys.argv[1])
    commit = f" (commit {sys.argv[2]})" if len(sys.argv) == 3 else ""
    lines = [
        "// GENERATED FILE — do not edit by hand.",
        "// Regenerate from the package root with:",
        "//   python3 Scripts/gen-emoji-table.py path/to/gemoji/db/emoji.json [commit]",
        f"// Source: github/gemoji db/emoji.json{commit}: {count} emoji, {len(names)} names.",
        "",
        "/// The standard emoji shortcode names, one `name emoji` line each, sorted by name.",
        "enum EmojiTable {",
        f"  /// {len(names)} names.",
        '  static let lines = """',
    ]
    lines += [f"{name} {emoji}" for name, emoji in names]
    lines += ['"""', "}", ""]
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print(f"wrote {OUTPUT}: {len(names)} names")


if __name__ == "__main__":
    main()
