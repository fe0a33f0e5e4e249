#!/usr/bin/env python3
"""Segue's and mdp's first frame timed on a pseudo-terminal of our own, without tmux.

Usage: python3 Scripts/bench-pty.py [--runs N] [--segue PATH] [--baseline PATH] [--deck FILE]

Each run forks, makes a fresh 120x40 pseudo-terminal the child's controlling terminal, execs
the presenter (TERM=tmux-256color, LANG=C.UTF-8) and reads the terminal until the first
frame's footer has arrived ("1/20" for Segue, "1 / 20" for mdp on mdp__sample.md): the time
from fork to that byte. Then it types `q` and reaps the child. The presenters take turns in a
random order each round; two unmeasured rounds come first. Medians, with the 25th percentile
and the minimum. Finer than the tmux benchmark (no polling interval, no terminal emulator),
so it tells two presenters apart that tmux shows as equal.
"""
import argparse
import os
import random
import select
import shutil
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptychild  # noqa: E402
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DECK = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "decks", "mdp__sample.md")


def first_frame(argv, marker):
    """Seconds from fork until `marker` has been written to the terminal."""
    pid, master, start = ptychild.spawn(argv)
    seen = b""
    try:
        while marker not in seen:
            ready, _, _ = select.select([master], [], [], 10)
            if not ready:
                raise RuntimeError(f"{argv[0]}: no first frame in 10 s")
            seen += os.read(master, 65536)
        elapsed = time.perf_counter() - start
        os.write(master, b"q")
        try:
            while os.read(master, 65536):
                pass
        except OSError:  # the child closed the terminal
            pass
    finally:
        os.waitpid(pid, 0)
        os.close(master)
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--deck", default=DEFAULT_DECK)
    parser.add_argument("--baseline", help="another segue binary, measured in the same rounds")
    args = parser.parse_args()
    if not os.path.exists(args.deck):
        print(f"{args.deck} is absent: nothing measured")
        return 0
    subjects = [("segue", [args.segue, args.deck], b"1/20")]
    if args.baseline:
        subjects.append(("baseline", [args.baseline, args.deck], b"1/2"))  # 1/24 before mdp
    mdp = shutil.which("mdp")
    if mdp:
        subjects.append(("mdp -f", [mdp, "-f", args.deck], b"1 / 20"))
    times = {name: [] for name, _, _ in subjects}
    for round_number in range(args.runs + 2):
        order = subjects[:]
        random.shuffle(order)
        for name, argv, marker in order:
            elapsed = first_frame(argv, marker)
            if round_number >= 2:
                times[name].append(elapsed * 1000)
    print(f"First frame on a pseudo-terminal, 120x40, {os.path.relpath(args.deck, ROOT)}:"
          f" medians of {args.runs} runs in ms")
    for name, values in times.items():
        values.sort()
        print(f"  {name:<10} {statistics.median(values):6.2f}   25th percentile"
              f" {values[len(values) // 4]:6.2f}   min {values[0]:6.2f}")
    if not mdp:
        print("  mdp -f     not installed (apt-get install mdp)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
