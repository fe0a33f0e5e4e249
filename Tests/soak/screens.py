"""What the soak reads off a captured screen (text lines, trailing spaces trimmed by tmux).

The fixture deck has 12 slides in four sections (its title slide makes the first); its theme
puts the segment bar on the top row and `{slide}/{slides}` at the right of the footer, the last
row. These predicates know that and nothing else of the layout.
"""

import re

SECTIONS = ("Soak", "Opening", "Middle", "Closing")
OVERLAYS = ("╭─ Keys", "╭─ Overview", "╭─ Notes")
FOOTER = re.compile(r"(\d+)/(\d+)$")


def rows(screen):
    return screen.rstrip("\n").split("\n")


def footer_slide(screen):
    """The slide number the footer shows, or None."""
    match = FOOTER.search(rows(screen)[-1])
    return int(match.group(1)) if match else None


def is_slides_view(screen):
    """No overlay and no `:` prompt on the screen, and it is 100x30 (a redrawn frame)."""
    lines = rows(screen)
    return (len(lines) == 30 and not any(overlay in screen for overlay in OVERLAYS)
            and not lines[-1].startswith(" :"))


def good_deck(screen):
    """The fixture deck in its theme at 100x30, no banner: the bar of its four sections on the
    top row in order, and `k/12` at the right of the footer."""
    lines = rows(screen)
    if len(lines) != 30 or not is_slides_view(screen):
        return False
    bar = re.compile(r"^ +" + r" +│ +".join(SECTIONS) + r"$")
    match = FOOTER.search(lines[-1])
    return bool(bar.match(lines[0])) and bool(match) and match.group(2) == "12"


def is_settled(history, seconds):
    """Whether the captures (time, screen) of the last `seconds` are all the same screen, and
    they span at least that long."""
    if not history:
        return False
    last_time, last = history[-1]
    for when, screen in reversed(history):
        if screen != last:
            return False
        if last_time - when >= seconds:
            return True
    return False
