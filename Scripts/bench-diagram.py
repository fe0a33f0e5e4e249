#!/usr/bin/env python3
"""First frame of a slide with a `+render` diagram, uncached and cached (issue 30).

Usage: python3 Scripts/bench-diagram.py [--runs N] [--segue PATH] [--baseline PATH]
                                        [--size 120x40]

The deck's first slide holds a graphviz `dot +render` block. Each run starts segue on a
pseudo-terminal of our own (no tmux) and times, from the fork, the byte that completes the
slide's text under the diagram: the first frame. "uncached" runs with an empty diagram cache
(a folder of its own each run): the first frame shows the source under "rendering…", and the
time until the picture replaces it (dot run in the background) is given too. "cached" runs
with the cache the first run filled. "no diagram" is the same slide without the block.
Medians, with the minimum and the maximum. Needs graphviz (`dot`).
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptychild  # noqa: E402
from importlib import import_module  # noqa: E402

live = import_module("bench-live")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIAGRAM = """## GRAPHSLIDE

```dot +render
digraph {{ build -> test -> ship; test -> build [label="fails"]; run{n} }}
```

UNDERTHEGRAPH
"""
PLAIN = """## GRAPHSLIDE

UNDERTHEGRAPH
"""


def first_frame(argv, rows, columns, cache, wait_picture):
    """Seconds from the fork to the first frame, and to the picture when asked."""
    pid, master, start = ptychild.spawn(
        argv, rows=rows, columns=columns, extra_env={"XDG_CACHE_HOME": cache})
    session = live.Session.__new__(live.Session)
    session.pid, session.master, session.tail, session.answered = pid, master, b"", False
    try:
        shown = session.read_until(b"UNDERTHEGRAPH")
        if shown is None:
            raise SystemExit(f"{argv[0]} showed no first frame")
        picture = None
        if wait_picture:
            # The picture moves the text under it: written again in the frame that shows it.
            picture = session.read_until(b"UNDERTHEGRAPH")
            if picture is None:
                raise SystemExit("the picture never replaced the source")
        return shown - start, (picture - start) if picture else None
    finally:
        session.close()


def cell(values):
    values = [v * 1000 for v in values]
    return (f"{statistics.median(values):8.2f} (min {min(values):6.2f}, "
            f"max {max(values):7.2f})")


def measure(binary, folder, rows, columns, runs):
    deck = os.path.join(folder, "diagram.md")
    plain = os.path.join(folder, "plain.md")
    with open(plain, "w") as file:
        file.write(PLAIN)
    argv = [binary, deck, "--no-transitions"]
    uncached, pictures, cached, none = [], [], [], []
    warm = os.path.join(folder, "warm")
    for run in range(runs):
        # A diagram no cache has seen: its text differs in every run.
        with open(deck, "w") as file:
            file.write(DIAGRAM.format(n=run))
        cold = tempfile.mkdtemp(dir=folder)
        frame, picture = first_frame(argv, rows, columns, cold, True)
        uncached.append(frame)
        if picture:
            pictures.append(picture)
        shutil.rmtree(warm, ignore_errors=True)
        shutil.copytree(cold, warm)
        cached.append(first_frame(argv, rows, columns, warm, False)[0])
        none.append(first_frame([binary, plain, "--no-transitions"], rows, columns, cold,
                                False)[0])
    return uncached, pictures, cached, none


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--baseline", help="another segue binary, measured the same way")
    parser.add_argument("--size", default="120x40", help="COLUMNSxROWS")
    args = parser.parse_args()
    if shutil.which("dot") is None:
        print("bench-diagram: graphviz (dot) is not installed; skipped")
        return 0
    columns, rows = (int(n) for n in args.size.split("x"))
    print(f"First frame of a slide with a dot diagram, {columns}x{rows}: medians of "
          f"{args.runs} starts in ms")
    subjects = [("segue", args.segue)] + ([("baseline", args.baseline)] if args.baseline else [])
    for name, binary in subjects:
        with tempfile.TemporaryDirectory() as folder:
            uncached, pictures, cached, none = measure(binary, folder, rows, columns, args.runs)
        print(f"  {name:<9} no diagram        {cell(none)}")
        print(f"  {name:<9} uncached diagram  {cell(uncached)}")
        if pictures:
            print(f"  {name:<9}   its picture     {cell(pictures)}")
        print(f"  {name:<9} cached diagram    {cell(cached)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
