#!/usr/bin/env python3
"""Soak test of the presenter: random input, resizes and live edits for a bounded time.

Usage: Tests/soak/soak.py
  SEGUE=path       the binary under test (default .build/debug/segue; this script builds nothing)
  SOAK_SECONDS=s   how long the soak phase lasts, warm-up included (default 300; `make test`
                   runs 30); at least 10 s follow the warm-up whatever it is
  SOAK_SEED=n      replays the random choices of an earlier run (its seed is printed first)
  SOAK_TIMEOUT=s   how long one wait may take before its check fails (default 30: only a hang
                   fails it, never a busy machine)

One presenter runs Tests/soak/deck.md (with its theme, a 300 ms slide transition) in a private
tmux server. A scripted warm-up does every kind of action once; then, until the time is up,
random actions follow: keys the presenter binds (batches of up to 8), junk bytes and escape
sequences, SGR mouse reports (the bar, the dots, the wheel, drags, positions off screen),
resizes from 1x1 to 250x80, and edit episodes: the deck or the theme is edited in place, by
atomic rename, truncated to 0 bytes, deleted, or swapped for a symlink to /dev/zero or a FIFO;
the presenter must show that it noticed, answer a key meanwhile, and show the deck again once
the good file is back. Paging probes (from the slides view, at 100x30, once the screen is
still) check that a paging key changes the screen. RSS (/proc/PID/status) is sampled every
250 ms. Then `q`, and SIGTERM, SIGHUP and SIGINT each sent to a fresh presenter in the middle
of a 2-second transition (tried again when a busy machine signals too late): exit status and
terminal state are checked after each.

Output: `ok - name` or `not ok - name` with `#` lines (details, the memory curve, the last
screen of a failure); the last line is exactly `N passed, M failed`; exit status 1 on a failure.
"""

import sys

sys.dont_write_bytecode = True

import os  # noqa: E402
import random  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks  # noqa: E402
import edits  # noqa: E402
import inputs  # noqa: E402
from pane import CheckFailed, Pane, is_alive, process_state, rss_kib  # noqa: E402
from report import Report  # noqa: E402
from screens import good_deck, is_settled, is_slides_view, footer_slide  # noqa: E402

SIZE = (100, 30)
SAMPLE_SECONDS = 0.25
# Past this the presenter is reading something without bound: stop before the machine suffers.
RUNAWAY_KIB = 1 << 20


class Soak:
    """The soak phase: one presenter, the random actions, and what was counted on the way."""

    def __init__(self, segue, workdir, rng, timeout):
        self.rng = rng
        with open(os.path.join(HERE, "deck.md")) as deck, open(os.path.join(HERE, "theme.yaml")) as theme:
            self.files = edits.WatchedFiles(workdir, deck.read(), theme.read())
        self.pane = Pane(workdir, segue, [self.files.paths["deck"]], *SIZE, timeout=timeout)
        self.start = time.monotonic()
        self.samples = []
        self.counts = {"keys": 0, "junk": 0, "mouse": 0, "resizes": 0, "edits": 0}
        self.edit_results = {}
        self.paging = {"passed": 0, "failed": [], "latencies": []}
        self.pid = None

    # The run.

    def begin(self):
        self.pane.wait_until("the deck's first frame", good_deck)
        self.pid = self.pane.segue_pid()
        self.pane.on_poll = self.check_alive_and_sample
        self.sample(force=True)

    def warm_up(self):
        """Every kind of action once, so caches and the largest screen exist before the baseline."""
        for width, height in [(250, 80), (1, 1), (1, 80), (250, 1), (40, 10), (39, 9), SIZE]:
            self.do(lambda: self.pane.resize(width, height), "resizes")
        for key in inputs.NAMED_KEYS + list(inputs.BOUND_CHARACTERS.encode()):
            self.do(lambda: self.pane.send([key if isinstance(key, str) else bytes([key])]), "keys")
        for generate in inputs.JUNK:
            self.do(lambda: self.pane.send([inputs.safe(generate(self.rng))]), "junk")
        for _ in range(20):
            self.do(lambda: self.pane.send([inputs.mouse(self.rng, *self.pane.size)]), "mouse")
        # Every slide at the usual size: what is loaded when first shown (the highlighter and the
        # syntax definitions of the deck's code) exists before the baseline, not after it.
        # At the largest size too, whose layouts of every slide the caches then hold.
        for width, height in [(250, 80), SIZE]:
            self.do(lambda: self.pane.resize(width, height), "resizes")
            for _ in range(60):
                self.do(lambda: self.pane.send(["Right"]), "keys")
            self.do(lambda: self.pane.send(["Home"]), "keys")
        for target in ("deck", "theme"):
            for kind in edits.KINDS:
                self.edit_episode(target, kind, actions=0)
        self.paging_probe()
        self.paging_probe()
        return len(self.samples)

    def soak(self, until):
        while time.monotonic() < until:
            pick = self.rng.random()
            if pick < 0.07:
                self.edit_episode(self.rng.choice(["deck", "theme"]), self.rng.choice(edits.KINDS))
            elif pick < 0.14:
                self.paging_probe()
            else:
                self.random_action()

    def random_action(self):
        """A batch of keys, of junk, of mouse reports, or a resize."""
        pick = self.rng.random()
        if pick < 0.55:
            keys = [inputs.key(self.rng) for _ in range(self.rng.randint(1, 8))]
            self.do(lambda: self.pane.send(keys), "keys", len(keys))
        elif pick < 0.70:
            junk = [inputs.junk(self.rng) for _ in range(self.rng.randint(1, 3))]
            self.do(lambda: self.pane.send(junk), "junk", len(junk))
        elif pick < 0.88:
            reports = [inputs.mouse(self.rng, *self.pane.size) for _ in range(self.rng.randint(1, 6))]
            self.do(lambda: self.pane.send(reports), "mouse", len(reports))
        else:
            size = inputs.size(self.rng)
            self.do(lambda: self.pane.resize(*size), "resizes")

    def do(self, action, counter=None, amount=1):
        """One action, then the liveness check and a memory sample when one is due."""
        action()
        if counter:
            self.counts[counter] += amount
        self.check_alive()
        self.sample()

    def check_alive_and_sample(self):
        self.check_alive()
        self.sample()

    def check_alive(self):
        if not is_alive(self.pid):
            raise CheckFailed(f"the presenter (pid {self.pid}) is gone", self.pane.capture())

    def sample(self, force=False):
        now = time.monotonic() - self.start
        if not force and self.samples and now - self.samples[-1][0] < SAMPLE_SECONDS:
            return
        rss = rss_kib(self.pid)
        if rss is None:
            self.check_alive()
            return
        self.samples.append((now, rss))
        if rss > RUNAWAY_KIB:
            raise CheckFailed(f"the presenter's memory ran away: {rss // 1024} MiB", self.pane.capture())

    # Episodes and probes.

    def edit_episode(self, target, kind, actions=None):
        """Edits a watched file, acts meanwhile, checks the presenter answers, restores the file."""
        results = self.edit_results.setdefault((target, kind), {"passed": 0, "failed": []})
        self.to_slides_view()
        noticed, description = self.files.apply(target, kind, self.rng)
        self.counts["edits"] += 1
        try:
            self.pane.wait_until(description, noticed)
            for _ in range(self.rng.randint(0, 12) if actions is None else actions):
                self.random_action()
            self.help_probe()
            self.files.restore(target, self.rng)
            self.to_slides_view(good_deck, "the good deck (restored " + target + ")")
            results["passed"] += 1
        except CheckFailed as failure:
            self.check_alive()
            results["failed"].append(CheckFailed(f"{failure.args[0]} ({process_state(self.pid)})",
                                                 *failure.args[1:]))
            self.files.restore(target, self.rng)

    def to_slides_view(self, predicate=is_slides_view, description="the slides view"):
        """Back to the still slides view at 100x30 (or to what predicate wants there): Escape
        closes any overlay or the prompt, clears a banner and ends a transition. It is sent
        again while the screen is not right, since an Escape sent within the escape delay of a
        partial sequence from the junk becomes part of that sequence; and a screen that looks
        right is trusted only once it has stayed so for a while, since a key sent just before
        may not have been read yet. Five tries of 6 s: 30 s in all, a hang and not a busy
        machine."""
        if self.pane.size != SIZE:
            self.pane.resize(*SIZE)
        for _ in range(5):
            self.pane.send(["Escape"])
            try:
                return self.settled(predicate, timeout=6)
            except CheckFailed:
                continue
        raise CheckFailed(f"Escape does not bring {description} back", self.pane.capture())

    def settled(self, predicate, timeout=None):
        """The screen once the predicate holds on it and it has stayed the same over 150 ms."""
        history = []

        def still(screen):
            history.append((time.monotonic(), screen))
            return predicate(screen) and is_settled(history, 0.15)

        return self.pane.wait_until("a still screen", still, timeout)

    def help_probe(self):
        """`?` opens the help and Escape closes it: the presenter answers keys."""
        self.to_slides_view()
        self.pane.send([b"?"])
        self.pane.wait_until("the help after '?'", lambda s: "╭─ Keys" in s)
        self.pane.send(["Escape"])
        self.pane.wait_until("the help closed after Escape", lambda s: "╭─ Keys" not in s)

    def paging_probe(self):
        """From a still slides view of the good deck, a paging key changes the screen."""
        try:
            before = self.to_slides_view(good_deck, "the good deck")
            slide = footer_slide(before)
            forward = slide is None or slide < 12
            key = self.rng.choice(inputs.PAGING_FORWARD if forward else inputs.PAGING_BACK)
            sent = time.monotonic()
            self.pane.send([key if len(key) > 1 else key.encode()])
            self.pane.wait_for_change(before, f"the screen to change after '{key}'")
            self.paging["latencies"].append(time.monotonic() - sent)
            self.paging["passed"] += 1
        except CheckFailed as failure:
            self.check_alive()
            self.paging["failed"].append(CheckFailed(f"{failure.args[0]} ({process_state(self.pid)})",
                                                     *failure.args[1:]))

    def quit(self):
        self.to_slides_view()
        self.pane.on_poll = None
        self.pane.send([b"q"])
        self.pane.assert_exited(0)


def main():
    segue = os.environ.get("SEGUE", ".build/debug/segue")
    if not os.access(segue, os.X_OK):
        print(f"error: {segue} is not an executable (build first, or set SEGUE)", file=sys.stderr)
        return 2
    if shutil.which("tmux") is None:
        print("error: tmux is not installed (apt-get install tmux)", file=sys.stderr)
        return 2
    seconds = float(os.environ.get("SOAK_SECONDS", "300"))
    seed = int(os.environ.get("SOAK_SEED") or random.SystemRandom().randrange(1 << 32))
    timeout = float(os.environ.get("SOAK_TIMEOUT", "30"))
    report = Report(seed)
    workdir = tempfile.mkdtemp(prefix="segue-soak.")
    try:
        soak = Soak(segue, workdir, random.Random(seed), timeout)
        checks.run_soak(soak, seconds, report)
        checks.run_signals(segue, workdir, timeout, report)
    finally:
        for entry in os.listdir(workdir):
            if entry.startswith("tmux."):
                Pane.kill_server_in(os.path.join(workdir, entry))
        shutil.rmtree(workdir, ignore_errors=True)
    return report.finish(segue)


if __name__ == "__main__":
    sys.exit(main())
