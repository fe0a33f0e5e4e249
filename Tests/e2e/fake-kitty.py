"""A fake kitty terminal for the e2e tests: a pseudo-terminal that answers kitty's graphics
query and reads every byte the presenter writes.

Usage: fake-kitty.py [--tmux] [--expect-none] SEGUE DECK [ARG...]

Presents DECK from slide 3 (Decks/images.md: that slide has a picture, the last has none) on a 120x40
pty with TERM=xterm-256color and none of the variables that name a terminal, so that only
the terminal's answers can choose kitty. It answers the query (kitty OK, then DA1 without
sixel), waits for the kitty picture of the first slide, then sends the same answers again
late (after ncurses took the terminal: they must not act as keys; `G` among them would jump
to the last slide), presses `l` (the next slide, another picture: the first is deleted by its
id) and `G` (the last slide, no picture: that one is deleted too), then `q` (both images,
which kitty kept for coming back, are freed).

--tmux runs it as if inside tmux (TMUX set, TERM=tmux-256color); --expect-none checks that
nothing of any graphics protocol is written (not even the query) and symbols are drawn.
Prints `ok: …` and exits 0, or `FAIL: …` with what was seen and exits 1.
"""
import os
import re
import select
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../Scripts"))
import ptychild  # noqa: E402

ESC = b"\x1b"
ANSWERS = ESC + b"_Gi=31;OK" + ESC + b"\\" + ESC + b"[?62;22c"
TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "30"))


class Terminal:
    def __init__(self, argv, inside_tmux):
        env = {"TMUX": "/tmp/fake-tmux,1,0"} if inside_tmux else {}
        term = "tmux-256color" if inside_tmux else "xterm-256color"
        self.pid, self.master, _ = ptychild.spawn(argv, term=term, extra_env=env)
        self.out = b""
        self.answered = False
        self.status = None

    def read(self, wait):
        ready, _, _ = select.select([self.master], [], [], wait)
        if not ready:
            return
        try:
            chunk = os.read(self.master, 65536)
        except OSError:
            chunk = b""
        if not chunk:
            self.reap()
            return
        self.out += chunk
        if not self.answered and b"_Gi=31," in self.out:
            self.answered = True
            os.write(self.master, ANSWERS)

    def reap(self):
        if self.status is None:
            _, status = os.waitpid(self.pid, 0)
            self.status = os.waitstatus_to_exitcode(status)

    def wait_for(self, what, condition):
        """Reads until condition(out) holds (polling the pty, with a deadline)."""
        deadline = time.monotonic() + TIMEOUT
        while not condition(self.out):
            if self.status is not None or time.monotonic() > deadline:
                fail(f"timed out waiting for {what}", self.out)
            self.read(0.05)

    def send(self, data):
        os.write(self.master, data)

    def finish(self):
        deadline = time.monotonic() + TIMEOUT
        while self.status is None and time.monotonic() < deadline:
            self.read(0.05)
        if self.status is None:
            fail("segue did not exit after q", self.out)
        return self.status


def fail(reason, out):
    print(f"FAIL: {reason}")
    print(f"# {len(out)} bytes written; the last: {out[-600:]!r}")
    sys.exit(1)


def transmitted(out):
    """The image ids of the kitty pictures transmitted, in order."""
    return re.findall(rb"\x1b_Gi=(\d+),q=2,a=T,", out)


def deleted(out):
    return re.findall(rb"\x1b_Ga=d,d=[iI],i=(\d+),q=2\x1b\\", out)


def main():
    args = sys.argv[1:]
    inside_tmux = "--tmux" in args
    expect_none = "--expect-none" in args
    args = [a for a in args if a not in ("--tmux", "--expect-none")]
    term = Terminal(args + ["--start", "3"], inside_tmux)
    term.wait_for("the first slide", lambda out: b"A diagram across the slide" in out)
    if expect_none:
        term.wait_for("symbol cells", lambda out: "▀".encode() in out or "▄".encode() in out)
        term.send(b"q")
        status = term.finish()
        for name, marker in (
            ("kitty graphics", ESC + b"_G"), ("iTerm2 images", b"]1337;File="),
            ("the device attributes query", ESC + b"[c"),
        ):
            if marker in term.out:
                fail(f"{name} written: {marker!r}", term.out)
        if status != 0:
            fail(f"exit status {status}", term.out)
        print("ok: no graphics protocol bytes, symbols drawn")
        return
    term.wait_for("the first slide's kitty picture", lambda out: len(transmitted(out)) >= 1)
    first = transmitted(term.out)[0]
    term.send(ANSWERS)  # late: ncurses has the terminal now
    term.send(b"l")
    term.wait_for("the second slide", lambda out: b"presenterm" in out)
    term.wait_for("the first picture deleted by its id", lambda out: first in deleted(out))
    term.wait_for("the second slide's picture", lambda out: len(transmitted(out)) >= 2)
    second = transmitted(term.out)[1]
    term.send(b"G")
    term.wait_for("the last slide", lambda out: b"cannot be drawn" in out)
    term.wait_for("the second picture deleted", lambda out: second in deleted(out))
    term.send(b"q")
    status = term.finish()
    if status != 0:
        fail(f"exit status {status}", term.out)
    if len(transmitted(term.out)) != 2:
        fail(f"{len(transmitted(term.out))} pictures transmitted, not 2", term.out)
    freed = re.findall(rb"\x1b_Ga=d,d=I,i=(\d+),q=2\x1b\\", term.out)
    if first not in freed or second not in freed:
        fail(f"the images kitty kept were not freed at the end ({freed})", term.out)
    print(f"ok: kitty pictures {first.decode()} and {second.decode()} placed and deleted")


main()
