"""Live edits of the presented deck and its theme, the ways editors, tools and accidents make them.

Each edit kind changes a watched file one way (in place, by atomic rename, truncation to 0
bytes, deletion and re-creation, a symbolic link to /dev/zero, a FIFO); `restore` puts the good
file back, itself by rename or in place. Every edit kind says what the presenter should show once
it has noticed (`expect`), so the soak can wait for that instead of sleeping.
"""

import errno
import os
import stat

KINDS = ["in place", "atomic rename", "truncated to 0 bytes", "deleted and re-created",
         "a symlink to /dev/zero", "a FIFO"]


class WatchedFiles:
    """The deck and theme in the soak's directory, with their good texts."""

    def __init__(self, directory, deck_text, theme_text):
        self.paths = {"deck": os.path.join(directory, "deck.md"),
                      "theme": os.path.join(directory, "theme.yaml")}
        self.good = {"deck": deck_text, "theme": theme_text}
        self.edit_count = 0
        for target in self.paths:
            write_atomically(self.paths[target], self.good[target])

    def apply(self, target, kind, rng):
        """Edits target ("deck" or "theme") the way kind says; a predicate on the screen that
        holds once the presenter has noticed, and what it waits for."""
        path = self.paths[target]
        self.edit_count += 1
        marker = f"Edit{self.edit_count}"
        if kind in ("in place", "atomic rename"):
            text = self.variant(target, marker, rng)
            (write_in_place if kind == "in place" else write_atomically)(path, text)
            if target == "deck":
                return (lambda s: marker in s), f"the edited deck's section '{marker}'"
            return (lambda s: marker in s), f"the edited theme's footer '{marker}'"
        remove(path)
        if kind == "truncated to 0 bytes":
            open(path, "w").close()
            if target == "deck":
                # Shown as an empty deck, or refused under a banner with the last good deck kept
                # (an editor that truncates before writing then does not blank the talk).
                return (lambda s: "Opening" not in s or "error:" in s), "the empty deck or its error"
            return (lambda s: "/12" in s), "the deck in the empty theme"
        if kind == "a symlink to /dev/zero":
            os.symlink("/dev/zero", path)
        elif kind == "a FIFO":
            os.mkfifo(path)
        if target == "deck":
            return (lambda s: "error:" in s), "the error banner"
        return (lambda s: "cannot read theme file" in s), "the theme warning banner"

    def restore(self, target, rng):
        """Puts target's good text back (deleted, special or edited), by rename or in place."""
        path = self.paths[target]
        if not is_regular(path):
            remove(path)
        if rng.random() < 0.5:
            write_atomically(path, self.good[target])
        else:
            write_in_place(path, self.good[target])

    def variant(self, target, marker, rng):
        """The good text with a visible marker, sometimes with more made of it."""
        if target == "theme":
            text = self.good["theme"]
            if rng.random() < 0.3:
                text = text.replace("duration_ms: 300", rng.choice(["duration_ms: 0",
                                                                    "duration_ms: 2000"]))
            if rng.random() < 0.2:
                text = text.replace("style: slide", "style: none")
            extra = rng.choice(["", "page_dots: {active: \"◆\"}\n",
                                "segment_bar: {position: bottom}\n"])
            return text + f"  left: \"{marker}\"\n" + extra
        extra = rng.choice([
            "", "\n# More\n\n## A\n\n<!-- pause -->\n\nb\n",
            "".join(f"\n## Filler {n}\n\n- item\n" for n in range(rng.randint(1, 300))),
            "\n```\n" + "x = 1\n" * rng.randint(1, 2000) + "```\n",
            "\n## Broken <!-- column_layout: [1, -2] -->\n\n<!-- column: 9 -->\n",
        ])
        return self.good["deck"].replace("# Middle", f"# {marker}", 1) + extra


def write_atomically(path, text):
    """Writes a new file beside path and renames it over path (a new inode)."""
    temporary = path + ".soak-new"
    with open(temporary, "w") as file:
        file.write(text)
    os.replace(temporary, path)


def write_in_place(path, text):
    """Truncates and rewrites path itself (the same inode)."""
    with open(path, "w") as file:
        file.write(text)


def is_regular(path):
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except FileNotFoundError:
        return False


def remove(path):
    """Removes path, after releasing a reader blocked opening it if it is a FIFO: opening the
    FIFO for writing without blocking succeeds only when a reader waits, and closing it gives
    that reader end of file. A presenter stuck there is then a failed check, not a hung soak."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISFIFO(mode):
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError as error:
            if error.errno != errno.ENXIO:
                raise
    os.unlink(path)
