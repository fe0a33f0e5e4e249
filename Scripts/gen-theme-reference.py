#!/usr/bin/env python3
"""Writes Resources/theme-reference.yaml from docs/themes.md's "Reference: every key" table.

`segue theme new` ends the theme it writes with this text: every key a theme may set,
commented out, each with what it is and its value in `base`, so the file explains itself to
someone who has the binary and not docs/. Run it after changing the table (a test compares the
resource with what this script writes from the docs, and loads the uncommented keys as a
theme).
"""
import pathlib
import textwrap
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SKIPPED = {"name", "description", "extends", "palette"}  # the starter's header sets these


def rows(guide):
    table = guide.split("## Reference: every key", 1)[1]
    for line in table.splitlines():
        match = re.match(r"^\| `([a-z0-9_.]+)` \| (.*?) \| (.*?) \| (.*) \|$", line)
        if match:
            yield match.groups()


def plain(cell):
    """A table cell as plain text: code spans unquoted, links reduced to their text, and
    pointers to docs/ (which someone with only the binary lacks) left out."""
    cell = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", cell)
    cell = re.sub(r"``\s?(.*?)\s?``", lambda m: m.group(1).replace("`", "'"), cell)
    cell = re.sub(r" ?\(see [a-z-]+\.md[^)]*\)", "", cell)
    cell = re.sub(r"; see [a-z-]+\.md[^)]*", "", cell)
    cell = re.sub(r" ?\((docs/[a-z-]+\.md|Layout)\)", "", cell)
    return cell.replace("\\|", "|").replace("`", "")


def footer_variables(guide):
    """`{title}`, `{slide}` … from the "Footer templates" table."""
    table = guide.split("### Footer templates", 1)[1].split("###", 1)[0]
    names = []
    for line in table.splitlines():
        names += re.findall(r"`(\{[a-z_]+\})`", line.split("|")[1] if line.startswith("|") else "")
    return names


def reference(guide):
    entries = [r for r in rows(guide) if r[0].split(".")[0] not in SKIPPED]
    keys = {key for key, *_ in entries}
    out = [
        "## ── Every key a theme may set, commented out ─────────────────────────────────────",
        "## Uncomment a line and change its value: the line above each says what it is and",
        "## what `base` (which every theme extends) sets it to. A key left commented keeps the",
        "## value of the theme this one extends. A key with keys under it takes a mapping.",
        "##",
        "## A colour is \"#rrggbb\", \"#rgb\", 0-255, an ANSI name (red, bright_blue, …),",
        "## default (the terminal's own) or a palette name. A style is a mapping of fg, bg",
        "## and the attributes bold, dim, italic, underline, reverse, strikethrough (true or",
        "## false): {fg: \"#89b4fa\", bold: true}. A border is rounded, square, heavy, double",
        "## or ascii.",
    ]
    variables = "Footer templates may use " + ", ".join(footer_variables(guide)) + "."
    out += ["## " + line for line in textwrap.wrap(variables, 84)]
    for key, kind, default, example in entries:
        parts = key.split(".")
        indent = "  " * (len(parts) - 1)
        has_children = any(k.startswith(key + ".") for k in keys)
        about = plain(kind)
        if not default.startswith("—"):
            about += f" (base: {plain(default)})"
        elif "(" in default:
            about += f" (base: {plain(default[default.index('(') + 1:default.rindex(')')])})"
        if len(parts) == 1:
            out.append("#")
        out.append(f"# {indent}# {about}")
        value = "" if has_children else " " + plain(example) if example.startswith("`") else ""
        if not has_children and not value:
            value = " " + example
        out.append(f"# {indent}{parts[-1]}:{value}")
    return "\n".join(out) + "\n"


def main():
    guide = (ROOT / "docs/themes.md").read_text(encoding="utf-8")
    text = reference(guide)
    target = ROOT / "Resources/theme-reference.yaml"
    if sys.argv[1:] == ["--check"]:
        return 0 if target.read_text(encoding="utf-8") == text else 1
    target.write_text(text, encoding="utf-8")
    return 0


sys.exit(main())
