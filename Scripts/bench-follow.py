#!/usr/bin/env python3
"""The presenter's key → frame time with N `segue follow` processes mirroring it, each on a
pseudo-terminal of its own, against the same presenter alone.

Usage: python3 Scripts/bench-follow.py [--segue PATH] [--followers 0,50] [--keys 40]
                                       [--rounds 2] [--gap MS] [--pin] [--follow-arg ARG]
                                       [--follower-nice N]

The presenter shows Tests/e2e/decks/talk.md with --no-transitions on a 120x40 pseudo-terminal
(no tmux); the keys go to it alternately Right and Left, --gap ms apart (default 400, longer
than a follower's slide-in), and for each key it measures, from the write of the key:
  frame          until the presenter's first byte of output (ncurses writes a frame in one
                 flush; the Right frames are checked to hold the new slide's text);
  followers      until the slowest follower's first byte (only with followers).
And from /proc/PID/schedstat, per key (the key and the gap after it): the presenter's CPU
time (its own cost, whatever the machine does), its run-queue wait (the time it was ready to
run but a core was busy: the machine's load, the followers included), and the CPU time of all
the followers together. --pin puts the presenter on CPU 0
and everything else this script starts on CPU 1, so the followers cannot take the presenter's
core. The script itself runs at real-time priority when it may (root), so that its own
wake-ups are not counted. Each follower count is measured --rounds times, the counts taking turns, so that drift
in the machine's load weighs on all alike. --follower-nice N starts the followers at nice N
(their autogroup's too: tried at 10 under a load of 17-21, no measurable difference). Medians (and the 90th percentile) over all keys.
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
DECK = os.path.join(ROOT, "Tests", "e2e", "decks", "talk.md")
RIGHT, LEFT = b"\x1b[C", b"\x1b[D"
NEW_TEXT = b"terminal open"  # on the slide Right goes to from the second


class Terminal:
    """A process on a pseudo-terminal and what it has written."""

    def __init__(self, argv, rows, columns):
        self.pid, self.fd, _ = ptychild.spawn(argv, rows=rows, columns=columns)
        self.output = b""

    def pump(self):
        try:
            self.output += os.read(self.fd, 65536)
        except OSError:
            pass

    def stop(self):
        try:
            os.kill(self.pid, 15)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)


def read_until(terminals, condition, limit):
    """Reads every terminal until condition(terminal) holds for all; times per terminal."""
    start = time.perf_counter()
    seen = {}
    while len(seen) < len(terminals):
        if time.perf_counter() - start > limit:
            raise RuntimeError(f"only {len(seen)} of {len(terminals)} terminals answered")
        ready, _, _ = select.select([t.fd for t in terminals if t.fd not in seen], [], [], 0.05)
        for t in terminals:
            if t.fd in ready:
                t.pump()
                if condition(t):
                    seen[t.fd] = time.perf_counter()
    return seen


def schedstat(pid):
    """CPU time and run-queue wait of a process so far, in milliseconds."""
    with open(f"/proc/{pid}/schedstat") as f:
        run, wait, _ = f.read().split()
    return int(run) / 1e6, int(wait) / 1e6


def drain(terminals, seconds):
    """Reads whatever arrives for `seconds`; what the first terminal wrote, which is then
    forgotten with the rest."""
    end = time.perf_counter() + seconds
    while (left := end - time.perf_counter()) > 0:
        ready, _, _ = select.select([t.fd for t in terminals], [], [], left)
        for t in terminals:
            if t.fd in ready:
                t.pump()
    written = terminals[0].output
    for t in terminals:
        t.output = b""
    return written


def start(args, count):
    """The presenter on slide 2, and `count` followers showing it."""
    presenter = Terminal([args.segue, DECK, "--no-transitions"], 40, 120)
    read_until([presenter], lambda t: b"Shipping" in t.output, 30)
    socket_folder = os.path.join(os.environ["XDG_RUNTIME_DIR"], "segue")
    deadline = time.time() + 10
    while not (os.path.isdir(socket_folder) and os.listdir(socket_folder)):
        if time.time() > deadline:
            raise RuntimeError("the presenter opened no socket")
        time.sleep(0.01)
    os.write(presenter.fd, RIGHT)
    followers = [
        Terminal(args.wrap + [args.segue, "follow", DECK] + args.follow_arg, 24, 80)
        for _ in range(count)
    ]
    if followers:
        read_until(followers, lambda t: b"Why terminals" in t.output, 60)
    drain([presenter] + followers, 0.5)
    return presenter, followers


def measure(args, count):
    """One round: per key, the presenter's frame time, the slowest follower, CPU and wait."""
    presenter, followers = start(args, count)
    rows = []
    try:
        for index in range(args.keys):
            key = RIGHT if index % 2 == 0 else LEFT
            before = schedstat(presenter.pid)
            others = sum(schedstat(t.pid)[0] for t in followers)
            sent = time.perf_counter()
            os.write(presenter.fd, key)
            frame = read_until([presenter], lambda t: t.output, 5)[presenter.fd] - sent
            slowest = None
            if followers:
                times = read_until(followers, lambda t: t.output, 5)
                slowest = max(times.values()) - sent
            written = drain([presenter] + followers, args.gap / 1000)
            if key == RIGHT and NEW_TEXT not in written:
                raise RuntimeError("the presenter's frame after Right lacks the new slide")
            after = schedstat(presenter.pid)
            others = sum(schedstat(t.pid)[0] for t in followers) - others
            rows.append((frame * 1000, slowest and slowest * 1000, after[0] - before[0],
                         after[1] - before[1], others if followers else None))
        return rows
    finally:
        for t in [presenter] + followers:
            t.stop()


def summary(values):
    values = sorted(v for v in values if v is not None)
    if not values:
        return "—"
    p90 = values[min(len(values) - 1, int(len(values) * 0.9))]
    return f"{statistics.median(values):6.1f} (p90 {p90:6.1f})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--followers", default="0,50")
    parser.add_argument("--keys", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--gap", type=int, default=400)
    parser.add_argument("--pin", action="store_true")
    parser.add_argument("--follow-arg", action="append", default=[])
    parser.add_argument("--follower-nice", type=int, help="start the followers under nice -n N")
    args = parser.parse_args()
    # Autogroups (one per session: each follower has its own) weigh alike whatever a process's
    # nice value: the group's own nice is set too.
    args.wrap = (
        ["/bin/sh", "-c", f'echo {args.follower_nice} > /proc/self/autogroup; exec "$@"', "sh"]
        if args.follower_nice else [])
    if args.pin:
        os.sched_setaffinity(0, {1})
    # The measuring process is one more process on the two cores: woken late, it would count
    # its own wait as the presenter's. Real-time (when allowed), it runs the moment the
    # presenter writes; its children are reset to the normal policy on fork.
    try:
        os.sched_setscheduler(0, os.SCHED_FIFO | os.SCHED_RESET_ON_FORK, os.sched_param(10))
        clock = "measured at real-time priority"
    except PermissionError:
        clock = "measured at normal priority (not root: its own wake-ups count)"
    os.environ["XDG_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="segue-bench-follow.")
    counts = [int(n) for n in args.followers.split(",")]
    results = {n: [] for n in counts}
    for _ in range(args.rounds):
        for n in counts:
            results[n] += measure_pinned(args, n)
    print(f"# presenter key → frame, {args.segue}, load {os.getloadavg()[0]:.1f}, "
          f"{'pinned' if args.pin else 'not pinned'}, {clock}; ms, median (p90) over "
          f"{args.keys * args.rounds} keys")
    print(f"#   {'followers':>9}  {'frame':>18}  {'slowest follower':>18}  "
          f"{'presenter CPU':>18}  {'run-queue wait':>18}  {'followers CPU':>18}")
    for n in counts:
        rows = results[n]
        print(f"#   {n:>9}  " + "  ".join(summary([r[i] for r in rows]) for i in range(5)))


def measure_pinned(args, count):
    """`measure`, with the presenter alone on CPU 0 when --pin is given."""
    if not args.pin:
        return measure(args, count)
    real_spawn = ptychild.spawn

    def spawn_on_zero(argv, rows=40, columns=120):
        pid, fd, started = real_spawn(argv, rows, columns)
        if argv[1:2] != ["follow"]:
            os.sched_setaffinity(pid, {0})
        return pid, fd, started

    ptychild.spawn = spawn_on_zero
    try:
        return measure(args, count)
    finally:
        ptychild.spawn = real_spawn


if __name__ == "__main__":
    main()
