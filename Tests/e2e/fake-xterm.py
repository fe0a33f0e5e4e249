"""A fake xterm for the e2e tests: a pseudo-terminal that answers the start-up query as
xterm does when it keeps 24-bit colour, without any COLORTERM.

Usage: fake-xterm.py [--palette] SEGUE DECK

Runs `segue DECK --theme dark` on a 120x40 pty with TERM=xterm-256color and no COLORTERM.
When the query comes, it answers DECRQSS with the 24-bit background it was set (`48:2::1:2:3`,
xterm's form) and DA1; with --palette it answers as a terminal that rounds to its palette
(`48;5;16`). It then waits for the slide's text and checks the dark theme's text colour is
written as `38;2;205;214;244` (or, with --palette, as a 256-colour index and never 38;2),
and quits with q. Prints `ok: …` and exits 0, or `FAIL: …` and exits 1.
"""
import os
import select
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../Scripts"))
import ptychild  # noqa: E402

ESC = b"\x1b"
TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "30"))


def main():
    palette = sys.argv[1] == "--palette"
    segue, deck = sys.argv[2:4] if palette else sys.argv[1:3]
    kept = b"48;5;16" if palette else b"48:2::1:2:3"
    answer = ESC + b"P1$r0;" + kept + b"m" + ESC + b"\\" + ESC + b"[?62;22c"
    pid, master, _ = ptychild.spawn(
        [segue, deck, "--theme", "dark", "--no-transitions"], term="xterm-256color",
        extra_env={"COLORTERM": ""})
    out, answered = b"", False
    deadline = time.monotonic() + TIMEOUT
    while b"Plain words" not in out or b"\x1b[?1049h" not in out:
        if time.monotonic() > deadline:
            return fail("timed out waiting for the slide", out)
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            out += os.read(master, 65536)
        if not answered and b"$qm" in out:
            answered = True
            os.write(master, answer)
    os.write(master, b"q")
    while True:
        ready, _, _ = select.select([master], [], [], 1)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.waitpid(pid, 0)
    if not answered:
        return fail("segue sent no DECRQSS query", out)
    exact = b"38;2;205;214;244" in out
    if palette and (exact or b"38;5;" not in out):
        return fail("a terminal that rounds to its palette got 24-bit colour", out)
    if not palette and not exact:
        return fail("the dark theme's text is not 38;2;205;214;244", out)
    print("ok: " + ("256 colours after a palette answer" if palette else "24-bit after DECRQSS"))
    return 0


def fail(what, out):
    print(f"FAIL: {what}\n{out[-2000:]!r}")
    return 1


sys.exit(main())
