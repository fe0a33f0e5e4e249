#!/usr/bin/env python3
"""Segue's presenter benchmark: how fast a deck appears and how fast a key press shows, seen
through a real terminal (tmux), side by side with the peers that are installed, in one run.

Usage: python3 Scripts/bench-presenter.py [--runs N] [--segue PATH] [--deck FILE] [--interval MS]

For every presenter and every run, in one 120x40 tmux pane of a private tmux server:
  first frame        from asking tmux to start the program until its first slide is on the
                     screen (text from the slide and its footer/slide number both visible);
  key → change       from `send-keys l` until the screen differs from before the key;
  key → settled      from `send-keys l` until the screen is the second slide as it stays (the
                     last change before 250 ms without any; its text and slide number checked).
                     Segue animates slide changes (~200 ms) by default, so it is also measured
                     with --no-transitions.
The screen is read with `capture-pane -p` every --interval ms (default 2) over one tmux control-mode
client (`tmux -C`: no process is started per capture). The floor row is the same measurement of
`sh -c 'printf READY'` (first frame) and of the terminal's own echo of the key (`stty raw echo`):
it is what tmux, the pane's shell and the polling cost by themselves; subtract it to compare.
The presenters take turns, one run each per round, so that drift during the benchmark (it was
~0.5 ms from the first presenter measured to the last) weighs on all alike; each has one
unmeasured warm-up run first. Medians; min and max in brackets.

Peers: `mdp -f` (no colour fade-in), `patat`, `lookatme` (from PATH, or $LOOKATME). A missing peer
is reported as "not installed". Segue is the static release binary that `make install` builds
(`swift build` with the Makefile's RELEASE flags; built here when missing; `make bench` builds it).
"""
import argparse
import os
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
DEFAULT_DECK = os.path.join(CORPUS, "decks", "mdp__sample.md")
WIDTH, HEIGHT = 120, 40
TIMEOUT = 30.0


def release_flags():
    """The Makefile's RELEASE flags (continuation lines joined): the static executable that
    `make install` builds. Read from the Makefile so the two never differ."""
    text = open(os.path.join(ROOT, "Makefile")).read().replace("\\\n", " ")
    for line in text.splitlines():
        name, _, value = line.partition("=")
        if name.strip() == "RELEASE":
            return value.split()
    raise RuntimeError("no RELEASE line in the Makefile")


RELEASE_FLAGS = release_flags()


class Tmux:
    """A private tmux server with one 120x40 pane, driven through one control-mode client."""

    def __init__(self):
        self.client = None
        try:
            self.open()
        except BaseException:
            self.close()
            raise

    def open(self):
        self.dir = tempfile.mkdtemp(prefix="segue-bench-")
        self.env = dict(os.environ, TMUX_TMPDIR=self.dir, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        for name in ("TMUX", "TMUX_PANE", "NO_COLOR"):
            self.env.pop(name, None)
        subprocess.run(["tmux", "-f", "/dev/null", "new-session", "-d", "-s", "bench",
                        "-x", str(WIDTH), "-y", str(HEIGHT), "sleep 1000000"],
                       env=self.env, check=True)
        for option in (["window-size", "manual"], ["remain-on-exit", "on"]):
            subprocess.run(["tmux", "set-option", "-g"] + option, env=self.env, check=True)
        self.client = subprocess.Popen(["tmux", "-C", "attach-session", "-t", "bench"],
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       stderr=subprocess.DEVNULL, env=self.env)
        while True:  # attached once the client is told its session
            line = self.client.stdout.readline()
            if not line:
                raise RuntimeError("tmux -C attach-session failed")
            if line.startswith(b"%session-changed"):
                break
        self.command("refresh-client -f no-output")
        self.command(f"resize-window -t bench -x {WIDTH} -y {HEIGHT}")
        size = self.command("display-message -p '#{pane_width}x#{pane_height}'")
        if size != [f"{WIDTH}x{HEIGHT}"]:
            raise RuntimeError(f"the pane is {size}, not {WIDTH}x{HEIGHT}")

    def command(self, text):
        """Runs one tmux command through the control client; returns its output lines."""
        self.client.stdin.write(text.encode() + b"\n")
        self.client.stdin.flush()
        while True:  # skip notifications and the blocks of earlier commands up to ours
            line = self.client.stdout.readline()
            if not line:
                raise RuntimeError("the tmux control client went away")
            if line.startswith(b"%begin "):
                fields = line.split()
                end, error = b"%end " + b" ".join(fields[1:3]), b"%error " + b" ".join(fields[1:3])
                output = []
                while True:
                    body = self.client.stdout.readline()
                    if not body:
                        raise RuntimeError("the tmux control client went away")
                    if body.startswith(end) or body.startswith(error):
                        break
                    output.append(body.rstrip(b"\n").decode("utf-8", "replace"))
                if body.startswith(error):
                    raise RuntimeError(f"tmux: {text}: {' '.join(output)}")
                if int(fields[3]) == 1:  # a block for a command this client sent
                    return output

    def capture(self):
        return "\n".join(self.command("capture-pane -p -t bench:0.0"))

    def is_dead(self):
        return self.command("display-message -p -t bench:0.0 '#{pane_dead}'") == ["1"]

    def start(self, argv):
        self.command("respawn-pane -k -t bench:0.0 " + quote(" ".join(shlex.quote(a) for a in argv)))

    def keys(self, *keys):
        self.command("send-keys -t bench:0.0 " + " ".join(keys))

    def close(self):
        if self.client:
            try:
                self.client.stdin.close()
                self.client.wait(timeout=5)
            except Exception:
                self.client.kill()
        if hasattr(self, "env"):
            subprocess.run(["tmux", "kill-server"], env=self.env, stderr=subprocess.DEVNULL)
        if hasattr(self, "dir"):
            shutil.rmtree(self.dir, ignore_errors=True)


def quote(text):
    """A tmux command-language string."""
    return "'" + text.replace("'", "'\\''") + "'"


class NotShown(Exception):
    """The expected screen did not come: the program ended or took too long."""


def poll(tmux, condition, interval, start):
    """Captures every `interval` seconds until condition(screen); returns (seconds since start,
    screen). Raises NotShown with the last screen."""
    screen = ""
    next_check = start + 0.1
    while True:
        due = time.perf_counter() + interval
        screen = tmux.capture()
        now = time.perf_counter()
        if condition(screen):
            return now - start, screen
        if now - start > TIMEOUT:
            raise NotShown(f"nothing after {TIMEOUT:.0f} s", screen)
        if now > next_check:
            next_check = now + 0.1
            if tmux.is_dead():
                raise NotShown("the program ended", tmux.capture())
        pause = due - time.perf_counter()
        if pause > 0:
            time.sleep(pause)


def settle(tmux, quiet=0.15, interval=0.005):
    """Waits until the screen has not changed for `quiet` seconds; returns it."""
    screen, since = tmux.capture(), time.perf_counter()
    while time.perf_counter() - since < quiet:
        time.sleep(interval)
        again = tmux.capture()
        if again != screen:
            screen, since = again, time.perf_counter()
    return screen


def settled_since(tmux, screen, seen_at, interval, start, quiet=0.25):
    """Keeps capturing until the screen has stayed the same for `quiet` seconds; returns when
    (seconds since start) the screen it stayed on first appeared."""
    while True:
        due = time.perf_counter() + interval
        again = tmux.capture()
        now = time.perf_counter()
        if again != screen:
            screen, seen_at = again, now
        elif now - seen_at >= quiet:
            return seen_at - start
        if now - start > TIMEOUT:
            raise NotShown(f"the screen never settled in {TIMEOUT:.0f} s", screen)
        pause = due - time.perf_counter()
        if pause > 0:
            time.sleep(pause)


def has_all(texts):
    return lambda screen: all(t in screen for t in texts)


class Subject:
    def __init__(self, name, argv, first, second, key="l"):
        self.name, self.argv, self.first, self.second, self.key = name, argv, first, second, key


def measure_once(tmux, subject, interval):
    """One run of `subject`: seconds to its first frame, from a key to a change, and from the
    key to the next slide as it stays."""
    tmux.start(["sleep", "1000000"])  # a blank pane, the previous program gone
    poll(tmux, lambda s: s.strip() == "", interval, time.perf_counter())
    start = time.perf_counter()
    tmux.start(subject.argv)
    elapsed, _ = poll(tmux, has_all(subject.first), interval, start)
    before = settle(tmux)
    start = time.perf_counter()
    tmux.keys(subject.key)
    changed, _ = poll(tmux, lambda s: s != before, interval, start)
    shown, screen = poll(tmux, has_all(subject.second), interval, start)
    done = settled_since(tmux, screen, start + shown, interval, start)
    return elapsed, changed, done


def measure(tmux, subjects, runs, interval):
    """Runs every subject once per round, round after round, so that whatever drifts during a
    run (the tmux server, the machine) weighs on all of them alike. Round 0 warms caches up and
    is not counted. Returns {name: (first frames, key → change, key → settled)} and
    {name: NotShown} for the subjects that failed (they are not run again)."""
    results = {subject.name: ([], [], []) for subject in subjects}
    failures = {}
    for run in range(runs + 1):
        for subject in subjects:
            if subject.name in failures:
                continue
            try:
                measured = measure_once(tmux, subject, interval)
            except NotShown as error:
                failures[subject.name] = error
                continue
            if run > 0:
                for values, value in zip(results[subject.name], measured):
                    values.append(value)
    tmux.start(["sleep", "1000000"])
    return results, failures


def cell(values):
    if not values:
        return ""
    ms = [v * 1000 for v in values]
    return f"{statistics.median(ms):7.1f} [{min(ms):.0f}–{max(ms):.0f}]"


def newer_sources(binary):
    """A source file changed after `binary` was built, or None."""
    built = os.path.getmtime(binary)
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for file in files:
            path = os.path.join(folder, file)
            if os.path.getmtime(path) > built:
                return os.path.relpath(path, ROOT)
    return None


def find_lookatme():
    path = os.environ.get("LOOKATME") or shutil.which("lookatme")
    return path if path and os.access(path, os.X_OK) else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--deck", default=DEFAULT_DECK)
    parser.add_argument("--interval", type=float, default=2.0, help="ms between captures")
    parser.add_argument("--baseline", help="another segue binary, measured in the same rounds")
    args = parser.parse_args()
    runs = max(1, args.runs)
    interval = args.interval / 1000.0

    if not shutil.which("tmux"):
        print("tmux is not installed (apt-get install tmux): nothing measured")
        return 0
    if not os.path.exists(args.deck):
        print(f"{args.deck} is absent: nothing measured")
        return 0
    if not os.access(args.segue, os.X_OK):
        print(f"{args.segue} is missing: building it", flush=True)
        subprocess.run(["swift", "build"] + RELEASE_FLAGS, cwd=ROOT, check=True)
    stale = newer_sources(args.segue)
    if stale:
        print(f"warning: {args.segue} is older than {stale}: run 'make bench' (or"
              f" 'swift build {' '.join(RELEASE_FLAGS)}') first")
    deck = os.path.abspath(args.deck)
    name = os.path.relpath(deck, ROOT)

    # What each shows first and after one `l`, for mdp__sample.md: every tool opens on the first
    # content slide (Segue reads the deck as mdp's, with no title slide: 20 slides, as mdp).
    peers_first = ["A command-line based markdown presentation tool."]
    peers_second = ["The input file is split into multiple slides"]
    subjects = [
        # The floor: a shell that prints a word, then the terminal's own echo of the key.
        Subject("floor (sh echo; tty echo)",
                ["sh", "-c", "printf READY; stty raw echo; exec sleep 1000000"], ["READY"],
                ["READYl"]),
        Subject("segue", [args.segue, deck], peers_first + ["1/20"], peers_second + ["2/20"]),
        Subject("segue --no-transitions", [args.segue, deck, "--no-transitions"],
                peers_first + ["1/20"], peers_second + ["2/20"]),
    ]
    if args.baseline:
        # A baseline from before mdp decks were read as mdp's opens on a title slide (1/24):
        # wait for what both versions show.
        subjects.append(Subject("segue (baseline)", [args.baseline, deck],
                                ["mdp - Sample Presentation", "1/2"], ["2/2"]))
    missing = []
    mdp = shutil.which("mdp")
    if mdp:
        subjects.append(Subject("mdp -f", [mdp, "-f", deck], peers_first + ["1 / 20"],
                                peers_second + ["2 / 20"]))
    else:
        missing.append(("mdp -f", "not installed (apt-get install mdp)"))
    patat = shutil.which("patat")
    if patat:
        subjects.append(Subject("patat", [patat, deck], peers_first + ["1 / 20"],
                                peers_second + ["2 / 20"]))
    else:
        missing.append(("patat", "not installed (apt-get install patat)"))
    lookatme = find_lookatme()
    if lookatme:
        subjects.append(Subject("lookatme", [lookatme, deck], peers_first + ["slide 1 / 20"],
                                peers_second + ["slide 2 / 20"]))
    else:
        missing.append(("lookatme", "not installed (pip install lookatme; set $LOOKATME to its path)"))

    print(f"Presenter timing through tmux {subprocess.run(['tmux', '-V'], capture_output=True, text=True).stdout.strip()}"
          f", {WIDTH}x{HEIGHT}, {name}")
    print(f"Medians of {runs} runs in ms [min–max], captures every {args.interval:g} ms; subtract the"
          f" floor row for the program's own share.")
    header = f"  {'':<30} {'first frame':>22} {'key → change':>22} {'key → settled':>22}"
    print(header)
    # A kill or hang-up ends the run through `finally`, so the tmux server never outlives it.
    for signum in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, lambda number, frame: sys.exit(128 + number))
    tmux = Tmux()
    failed_segue = False
    try:
        results, failures = measure(tmux, subjects, runs, interval)
        for subject in subjects:
            if subject.name in failures:
                error = failures[subject.name]
                print(f"  {subject.name:<30} failed: {error.args[0]}; {' '.join(subject.argv)}"
                      f" showed:")
                for line in error.args[1].splitlines():
                    if line.strip():
                        print(f"      |{line}")
                failed_segue = failed_segue or subject.name.startswith("segue")
                continue
            first, change, settled = results[subject.name]
            print(f"  {subject.name:<30} {cell(first):>22} {cell(change):>22} {cell(settled):>22}",
                  flush=True)
        for peer, why in missing:
            print(f"  {peer:<30} {why}")
    finally:
        tmux.close()
    return 1 if failed_segue else 0


if __name__ == "__main__":
    sys.exit(main())
