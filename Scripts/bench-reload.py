#!/usr/bin/env python3
"""Key -> frame while a live reload of the 4 MiB deck runs (issue 13), on a pty of our own.

Usage: python3 Scripts/bench-reload.py [--reloads N] [--segue PATH] [--baseline PATH]

Starts the presenter on a fresh 120x40 pseudo-terminal (release build, --no-transitions) with
bench.py's deck of dense slides at the cap, waits until the whole deck is in (the loading thread has
ended), then N times: types `r`, lets 300 ms pass (the reload's `…` mark is drawn at 100 ms,
and would otherwise count as a key's frame), and types `l` / `h` one after the other until the
reload is in, each timed from the key to the last byte of its frame (output quiet for 50 ms,
as bench.py's key_frames). "first" is the first key of each reload; "during" every key that was
typed while the read was still running. A presenter that reads on its main thread (`--baseline`,
e.g. main before the change) answers the first key only when the parse is over, and the rest
after it. Prints medians and the worst; the reload's duration is from `r` to its last key.
"""
import argparse
import os
import select
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402
import ptychild  # noqa: E402


def drain(master, seconds):
    """Reads whatever the presenter writes for `seconds`."""
    deadline = time.perf_counter() + seconds
    while (left := deadline - time.perf_counter()) > 0:
        if select.select([master], [], [], left)[0]:
            os.read(master, 65536)


def key_frame(master, key):
    """Ms from typing `key` to the last byte of the frame it drew (output quiet for 50 ms
    after it), as bench.py's key_frames, but waiting up to 30 s for the frame: a presenter
    that reads on its main thread draws it only after the parse."""
    pressed = time.perf_counter()
    os.write(master, key)
    last = None
    wait = 30.0
    while select.select([master], [], [], wait)[0]:
        if not os.read(master, 65536):
            break
        last = time.perf_counter()
        wait = 0.05
    return None if last is None else (last - pressed) * 1000


def session(segue, deck, reloads):
    """[(first key ms, [keys during the read, ms], reload ms)] for each reload."""
    pid, master, _ = ptychild.spawn([segue, deck, "--no-transitions"])
    results = []
    try:
        seen = b""
        while b"Section 0" not in seen:
            if not select.select([master], [], [], 30)[0]:
                raise RuntimeError("no first frame in 30 s")
            seen += os.read(master, 65536)
        drain(master, 0.2)
        base = bench.thread_count(pid)
        deadline = time.perf_counter() + 120
        while bench.thread_count(pid) >= base and time.perf_counter() < deadline:
            drain(master, 0.05)
        base = bench.thread_count(pid)
        drain(master, 0.5)
        for _ in range(reloads):
            started = time.perf_counter()
            os.write(master, b"r")
            drain(master, 0.3)
            keys = []
            reading = True
            while reading:
                key = b"l" if len(keys) % 2 == 0 else b"h"
                reading = bench.thread_count(pid) > base
                keys.append(key_frame(master, key))
                # A presenter reading on its main thread has no thread to watch: its first key
                # is answered once the read is over.
                reading = reading and bench.thread_count(pid) > base
            results.append((keys[0], keys, (time.perf_counter() - started) * 1000))
            if len(keys) % 2:  # back on the first slide
                key_frame(master, b"h")
            drain(master, 0.3)
        os.write(master, b"q")
        os.waitpid(pid, 0)
    finally:
        try:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(master)
    return results


def report(name, results):
    firsts = [r[0] for r in results if r[0] is not None]
    # The last key of a reload is the one the read ended during: its frame may wait for the
    # swap (the old deck freed, the new one drawn).
    during = [k for r in results for k in r[1][:-1] if k is not None]
    last = [r[1][-1] for r in results if r[1][-1] is not None]
    print(f"  {name}: {len(results)} reloads, each {statistics.median(r[2] for r in results):.0f} ms"
          f" (median, r to its last key)")
    print(f"    first key after r: median {statistics.median(firsts):.1f} ms, worst {max(firsts):.1f}")
    if during:
        print(f"    keys while reading: n {len(during)}, median {statistics.median(during):.1f} ms,"
              f" p90 {sorted(during)[int(len(during) * 0.9)]:.1f}, worst {max(during):.1f}")
    print(f"    the key the read ended during: " + ", ".join(f"{k:.1f}" for k in last) + " ms")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reloads", type=int, default=5)
    parser.add_argument("--segue", default=os.path.join(os.path.dirname(HERE), ".build", "release", "segue"))
    parser.add_argument("--baseline", help="another segue binary, measured after it")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, os.path.join(HERE, "bench.py"), "--write-decks", folder], check=True)
        deck = os.path.join(folder, "dense-slides-at-the-cap.md")
        print("Keys while the deck of dense slides at the cap reloads (120x40 pty, --no-transitions), ms:")
        report("segue", session(args.segue, deck, args.reloads))
        if args.baseline:
            report("baseline", session(args.baseline, deck, max(1, args.reloads // 2)))


if __name__ == "__main__":
    main()
