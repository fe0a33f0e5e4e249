#!/usr/bin/env python3
"""First frame and key → frame of Segue and its peers on a pseudo-terminal of our own, no tmux.

Usage: python3 Scripts/bench-pty.py [--runs N] [--segue PATH] [--baseline PATH] [--deck FILE]
                                    [--size 200x60] [--quiet MS]

The deck is by default the largest real deck of the corpus (../shared/corpus/decks, ~40 KB).
Each run forks, makes a fresh pseudo-terminal of --size the child's controlling terminal, execs
the presenter (TERM=tmux-256color, LANG=C.UTF-8) and reads the terminal, answering a device
attributes query (ESC [ c) as a terminal does, until the output has been quiet for --quiet ms:
  first frame      from the fork to the last byte before that quiet;
  key → first byte from writing `l` (next slide in every presenter here) to the first byte
                   of output after it;
  key → frame      from writing `l` to the last byte before the output is quiet again.
Segue runs with --no-transitions (its slide-in animates for ~200 ms otherwise); a peer that
animates its own change (patat's `transition` in a deck's front matter) is measured as it is.
Then `q`, and the child is reaped (killed after 5 s). The presenters take turns in a random
order each round; one unmeasured round comes first. Medians, with the minimum.
"""
import argparse
import os
import random
import re
import select
import shutil
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptychild  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECKS = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "decks")
DEVICE_QUERY, DEVICE_REPLY = b"\x1b[c", b"\x1b[?62;22c"
HANG = 30.0
KEY_WAIT = 5.0  # a presenter that draws nothing for the key within this is shown as "-"


def largest_deck():
    if not os.path.isdir(DECKS):
        return None
    decks = [os.path.join(DECKS, name) for name in os.listdir(DECKS) if name.endswith(".md")]
    return max(decks, key=os.path.getsize) if decks else None


class Session:
    """A presenter on a pseudo-terminal: its output read as it comes, with each byte's time."""

    def __init__(self, argv, rows, columns):
        self.pid, self.master, self.started = ptychild.spawn(argv, rows=rows, columns=columns)
        self.answered = False
        self.ended = False  # the child closed the terminal (it exited)
        self.tail = b""

    def read_until_quiet(self, quiet, since, wait):
        """(time of the first byte after `since`, time of the last byte) once nothing has come
        for `quiet` seconds after it; None for both when nothing came within `wait` seconds."""
        first = last = None
        limit = time.perf_counter() + HANG
        while time.perf_counter() < limit:
            ready, _, _ = select.select([self.master], [], [], quiet if first else wait)
            if not ready:
                break
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the child closed the terminal
                self.ended = True
                break
            now = time.perf_counter()
            first = first or now
            last = now
            self.tail = (self.tail + data)[-400:]
            if not self.answered and DEVICE_QUERY in self.tail:
                os.write(self.master, DEVICE_REPLY)
                self.answered = True
        return (first and first - since, last and last - since)

    def close(self):
        ptychild.quit_and_reap(self.pid, self.master)


def measure_once(argv, rows, columns, quiet):
    """(first frame, key → first byte, key → frame) in seconds, None where nothing came; or
    the last line it wrote when it exited before the key."""
    session = Session(argv, rows, columns)
    try:
        _, first_frame = session.read_until_quiet(quiet, session.started, HANG)
        if session.ended:
            text = re.sub(r"\x1b(\[[0-9;?]*[A-Za-z]|[()][0-9A-Za-z]|.)", "", session.tail.decode("utf-8", "replace"))
            return "exited: " + " ".join(text.replace("\r", "").split()[-40:])
        pressed = time.perf_counter()
        os.write(session.master, b"l")
        key_first, key_last = session.read_until_quiet(quiet, pressed, KEY_WAIT)
        return first_frame, key_first, key_last
    finally:
        session.close()


def subjects(args, deck):
    found = [("segue", [args.segue, deck, "--no-transitions"])]
    if args.baseline:
        found.append(("baseline", [args.baseline, deck, "--no-transitions"]))
    missing = []
    for name, path, argv in (("mdp -f", shutil.which("mdp"), ["-f"]),
                             ("patat", shutil.which("patat"), []),
                             ("lookatme", os.environ.get("LOOKATME") or shutil.which("lookatme"), [])):
        if path and os.access(path, os.X_OK):
            found.append((name, [path] + argv + [deck]))
        else:
            missing.append(name)
    return found, missing


def cell(values):
    values = [v * 1000 for v in values if v is not None]
    if not values:
        return f"{'-':>20}"
    return f"{statistics.median(values):9.2f} (min {min(values):6.2f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--baseline", help="another segue binary, measured in the same rounds")
    parser.add_argument("--deck", default=largest_deck())
    parser.add_argument("--size", default="200x60", help="COLUMNSxROWS")
    parser.add_argument("--quiet", type=float, default=150, help="ms of silence that ends a frame")
    args = parser.parse_args()
    if not args.deck or not os.path.exists(args.deck):
        print(f"{args.deck or DECKS} is absent: nothing measured")
        return 0
    columns, rows = (int(n) for n in args.size.split("x"))
    deck = os.path.abspath(args.deck)
    found, missing = subjects(args, deck)
    times = {name: [] for name, _ in found}
    failed = {}
    for round_number in range(args.runs + 1):
        order = [subject for subject in found if subject[0] not in failed]
        random.shuffle(order)
        for name, argv in order:
            measured = measure_once(argv, rows, columns, args.quiet / 1000)
            if isinstance(measured, str):
                failed[name] = measured
            elif round_number > 0:
                times[name].append(measured)
    print(f"Presenters on a pseudo-terminal, {columns}x{rows}, {os.path.basename(deck)}"
          f" ({os.path.getsize(deck) // 1024} KiB): medians of {args.runs} runs in ms")
    print(f"  {'':<10} {'first frame':>20} {'key → first byte':>20} {'key → frame':>20}")
    for name, runs in times.items():
        if name in failed:
            print(f"  {name:<10} {failed[name]}")
        else:
            print(f"  {name:<10} " + " ".join(cell([r[i] for r in runs]) for i in range(3)))
    for name in missing:
        print(f"  {name:<10} not installed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
