"""The soak's named checks: what the soak phase counted, its memory curve, and the ways out.

Memory is judged after the warm-up (which has drawn the largest screen, every overlay and every
edit kind once, so caches are full): its floor at the end must stay under twice its floor at
the start (10th percentiles of the first and last quarters of the samples), which catches memory
that runs away and nothing finer. The resident size is no leak detector: glibc keeps what a big
deck variant freed, so the floor rises by steps of a few MiB that are not leaks (seen: +12 % in
a 30 s run). Leaks are LeakSanitizer's (`make sanitize`). The curve is printed so a person can
see its shape whichever way the check went.
"""

import os
import signal
import subprocess
import time

import edits
from pane import CheckFailed, Pane
from screens import footer_slide, good_deck, rows

MEMORY_MARGIN = 1.0
MIN_AFTER_WARM_UP = 10
CURVE_POINTS = 12
SAMPLE_NOTE = "250 ms or more (while a wait polls, or between actions)"
SIGNALS = [("SIGTERM", signal.SIGTERM), ("SIGHUP", signal.SIGHUP), ("SIGINT", signal.SIGINT)]
SLOW_TRANSITION_MS = 2000  # the longest transition a theme allows
SIGNAL_TRIES = 3


def run_soak(soak, seconds, report):
    fatal = None
    warm = None
    try:
        soak.begin()
        warm = soak.warm_up()
        # Memory is judged on what follows the warm-up: give it some time on a slow machine.
        soak.soak(max(soak.start + seconds, time.monotonic() + MIN_AFTER_WARM_UP))
    except CheckFailed as failure:
        fatal = failure
    elapsed = time.monotonic() - soak.start
    warm_seconds = f"{soak.samples[warm - 1][0]:.1f} s" if warm else "not finished"
    counts = ", ".join(f"{n} {what}" for what, n in soak.counts.items())
    report.check(f"the presenter stays alive and answering through the soak ({elapsed:.0f} s)", fatal is None,
                 [f"{counts}; warm-up {warm_seconds}"] + ([fatal] if fatal else []))
    paging_check(soak, report)
    for target in ("deck", "theme"):
        for kind in edits.KINDS:
            edit_check(soak, target, kind, report)
    memory_check(soak.samples, warm, report)
    if fatal is None:
        report.run("q quits with the terminal restored (exit 0)", soak.quit)
    else:
        report.check("q quits with the terminal restored (exit 0)", False,
                     ["not tried: the soak phase ended in a failure"])
    soak.pane.kill_server()


def paging_check(soak, report):
    paging = soak.paging
    total = paging["passed"] + len(paging["failed"])
    latencies = sorted(paging["latencies"])
    details = []
    if latencies:
        details.append(f"latency to the first changed screen: median {latencies[len(latencies) // 2] * 1000:.0f} ms,"
                       f" max {latencies[-1] * 1000:.0f} ms")
    report.check(f"a paging key changes the screen ({paging['passed']}/{total} probes)",
                 total > 0 and not paging["failed"], details + paging["failed"][:1])


def edit_check(soak, target, kind, report):
    results = soak.edit_results.get((target, kind), {"passed": 0, "failed": []})
    total = results["passed"] + len(results["failed"])
    name = (f"the {target} {kind}: the presenter notices, answers keys, and shows the deck again"
            f" once restored ({results['passed']}/{total})")
    report.check(name, total > 0 and not results["failed"], results["failed"][:1])


def memory_check(samples, warm, report):
    """The curve after the warm-up: its floor (the 10th percentile of its last quarter against
    that of its first quarter) must stay within the margin. Runaway growth raises the floor; a spike
    from one big deck variant at 250x80, freed once the deck is restored, does not even when it
    fills half a quarter of a short run, and is only reported (which variants and sizes the
    warm-up met is random, so its peak is no fixed bar)."""
    name = "memory after the warm-up does not run away (its floor stays under twice its start)"
    after = [rss for _, rss in samples[warm:]] if warm is not None else []
    if len(after) < 8:
        report.check(name, False, [f"{len(after)} samples after the warm-up: too few to judge"])
        return
    warm_peak = max(rss for _, rss in samples[:warm])
    quarter = len(after) // 4
    first, last = floor(after[:quarter]), floor(after[-quarter:])
    level_ok = last <= first * (1 + MEMORY_MARGIN)
    details = [
        f"floor (10th percentile): first quarter {mib(first)}, last quarter {mib(last)}"
        f" ({(last / first - 1):+.1%}){'' if level_ok else ' - too much'}",
        f"peak: {mib(max(after))} after the warm-up, {mib(warm_peak)} during it (until"
        f" {samples[warm - 1][0]:.1f} s); min {mib(min(after))};"
        f" {len(samples)} samples, one every {SAMPLE_NOTE}",
    ]
    step = max(1, len(samples) // CURVE_POINTS)
    curve = [samples[i] for i in range(0, len(samples), step)] + [samples[-1]]
    details.append("curve: " + "  ".join(f"{t:.0f}s {rss / 1024:.1f}" for t, rss in curve) + " (MiB)")
    report.check(name, level_ok, details)


def floor(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 10]


def mib(kib):
    return f"{kib / 1024:.1f} MiB"


def run_signals(segue, workdir, timeout, report):
    deck = os.path.join(workdir, "deck.md")
    slow = os.path.join(workdir, "slow.yaml")
    with open(os.path.join(workdir, "theme.yaml")) as theme:
        edits.write_atomically(slow, theme.read().replace("duration_ms: 300",
                                                          f"duration_ms: {SLOW_TRANSITION_MS}"))
    final = export_frame(segue, deck, slow, 2)
    for name, number in SIGNALS:
        status = 128 + number
        report.run(f"{name} in the middle of a transition restores the terminal (exit {status})",
                   lambda: signal_during_transition(segue, workdir, deck, slow, number, final, timeout))


def signal_during_transition(segue, workdir, deck, theme, number, final, timeout):
    """A fresh presenter, Right, and the signal while the slide-in runs (2 s, the longest a theme
    allows). Whether the signal lands in its middle depends on how busy the machine is, so a late
    one is tried again with a fresh presenter, and reported rather than failed after the last
    try; the exit status and the terminal are checked every time."""
    late = []
    for _ in range(SIGNAL_TRIES):
        into, middle = signal_once(segue, workdir, deck, theme, number, timeout)
        if trimmed(middle) != final and into * 1000 <= SLOW_TRANSITION_MS * 0.75:
            return late + [f"signal sent {into * 1000:.0f} ms into the {SLOW_TRANSITION_MS} ms transition"]
        late.append(f"the signal came {into:.2f} s after the key, maybe after the transition")
    return late + ["the middle of the transition was never hit on this machine: only the exit checked"]


def signal_once(segue, workdir, deck, theme, number, timeout):
    """Right, then the signal once the transition has started; the exit checked. Returns the
    seconds from the key to the signal and the screen seen just before it."""
    pane = Pane(workdir, segue, [deck, "--theme", theme], timeout=timeout)
    try:
        pane.wait_until("the deck's first frame", good_deck)
        pid = pane.segue_pid()
        sent = time.monotonic()
        pane.send(["Right"])
        middle = pane.wait_until("the transition's first frame (footer 2/12)",
                                 lambda screen: footer_slide(screen) == 2)
        os.kill(pid, number)
        into = time.monotonic() - sent
        pane.assert_exited(128 + number)
        if any(section in pane.capture() for section in ("Opening", "│")):
            raise CheckFailed("pieces of the slide are on the screen after exit", pane.capture())
        return into, middle
    finally:
        pane.kill_server()


def export_frame(segue, deck, theme, number):
    """Frame `number` of a 100x30 text export: the presenter's screen once a transition ends."""
    done = subprocess.run([segue, "export", deck, "--theme", theme, "--size", "100x30"],
                          capture_output=True, text=True)
    frames, current = [], None
    for line in done.stdout.split("\n"):
        if line.startswith("━━ "):
            current = []
            frames.append(current)
        elif current is not None:
            current.append(line)
    return trimmed("\n".join(frames[number - 1])) if len(frames) >= number else None


def trimmed(screen):
    return "\n".join(line.rstrip() for line in rows(screen)).rstrip("\n")
