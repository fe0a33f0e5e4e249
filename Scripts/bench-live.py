#!/usr/bin/env python3
"""Key → frame while a slide's snippet streams 10,000 lines a second (issue 29).

Usage: python3 Scripts/bench-live.py [--runs N] [--segue PATH] [--baseline PATH] [--rate N]
                                     [--size 120x40]

The deck has two slides: STREAMSLIDE, whose `+auto_exec` Python snippet prints --rate lines a
second (in bursts of a hundredth of that, every 10 ms, as long as the talk lasts), and
quietslide (titles that differ in every cell, so the screen update writes each whole). Segue runs it with -X --no-transitions on a pseudo-terminal of our own (no tmux).
Once the snippet's output has been streaming onto the screen for a second, `l` and `h` are
pressed in turn; each press is timed from the write to the byte that completes the other
slide's title on the screen (the frame of the slide the key asked for, whatever output frames
come around it). The same presses on the same deck without -X (nothing runs) are the
reference. Medians, with the minimum and the maximum.
"""
import argparse
import os
import select
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ptychild  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICE_QUERY, DEVICE_REPLY = b"\x1b[c", b"\x1b[?62;22c"
WAIT = 10.0

DECK = """## STREAMSLIDE

```python +auto_exec
import sys, time
burst = max(1, {rate} // 100)
line = 0
start = time.monotonic()
while True:
    sys.stdout.write("".join(f"line {{line + i}} of the stream\\n" for i in range(burst)))
    sys.stdout.flush()
    line += burst
    time.sleep(max(0.0, start + line / {rate} - time.monotonic()))
```

## quietslide

Nothing runs here.
"""


class Session:
    def __init__(self, argv, rows, columns):
        self.pid, self.master, _ = ptychild.spawn(argv, rows=rows, columns=columns)
        self.tail = b""
        self.answered = False

    def read_until(self, marker, wait=WAIT):
        """The time `marker` is completed in the output; None when it did not come in time."""
        limit = time.perf_counter() + wait
        self.tail = b""
        while time.perf_counter() < limit:
            if not select.select([self.master], [], [], 0.05)[0]:
                continue
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return None
            now = time.perf_counter()
            self.tail = (self.tail + data)[-(len(marker) + 65536):]
            if not self.answered and DEVICE_QUERY in self.tail:
                os.write(self.master, DEVICE_REPLY)
                self.answered = True
            if marker in self.tail:
                return now
        return None

    def drain(self, seconds):
        limit = time.perf_counter() + seconds
        while time.perf_counter() < limit:
            if select.select([self.master], [], [], 0.02)[0]:
                try:
                    os.read(self.master, 65536)
                except OSError:
                    return

    def close(self):
        ptychild.quit_and_reap(self.pid, self.master)


def presses(argv, rows, columns, runs, streams):
    """Key → frame times in seconds, alternating `l` and `h`."""
    session = Session(argv, rows, columns)
    times = []
    try:
        if session.read_until(b"STREAMSLIDE") is None:
            raise SystemExit(f"{argv[0]} showed no first slide")
        if streams:
            if session.read_until(b"of the stream") is None:
                raise SystemExit("the snippet's output never showed (is python3 installed?)")
            session.drain(1.0)
        for index in range(runs):
            key, marker = (b"l", b"quietslide") if index % 2 == 0 else (b"h", b"STREAMSLIDE")
            session.drain(0.1)
            pressed = time.perf_counter()
            os.write(session.master, key)
            shown = session.read_until(marker)
            if shown is None:
                raise SystemExit(f"no frame for '{key.decode()}' within {WAIT} s")
            times.append(shown - pressed)
    finally:
        session.close()
    return times


def cell(values):
    values = [v * 1000 for v in values]
    return (f"{statistics.median(values):8.2f} (min {min(values):6.2f}, "
            f"max {max(values):7.2f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--baseline", help="another segue binary, measured the same way")
    parser.add_argument("--rate", type=int, default=10000, help="lines a second")
    parser.add_argument("--size", default="120x40", help="COLUMNSxROWS")
    args = parser.parse_args()
    columns, rows = (int(n) for n in args.size.split("x"))
    with tempfile.TemporaryDirectory() as folder:
        deck = os.path.join(folder, "stream.md")
        with open(deck, "w") as file:
            file.write(DECK.format(rate=args.rate))
        print(f"Key → frame while a snippet streams {args.rate:,} lines/s, {columns}x{rows}: "
              f"medians of {args.runs} presses in ms")
        subjects = [("segue", args.segue)] + ([("baseline", args.baseline)] if args.baseline else [])
        for name, binary in subjects:
            quiet = presses([binary, deck, "--no-transitions"], rows, columns, args.runs, False)
            print(f"  {name:<9} nothing runs     {cell(quiet)}")
            if name == "segue":
                live = presses([binary, "-X", deck, "--no-transitions"], rows, columns,
                               args.runs, True)
                print(f"  {name:<9} snippet streams  {cell(live)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
