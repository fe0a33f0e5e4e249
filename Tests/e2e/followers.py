#!/usr/bin/env python3
"""Scale test: N `segue follow` processes, each on its own pseudo-terminal, mirror a presenter.

Usage: followers.py SEGUE DECK N [FOLLOW-ARG...]
The presenter runs in the current tmux server's window `talk` (started by the caller, with
XDG_RUNTIME_DIR set the same). Each follower's output is read continuously; after a key in the
presenter, every follower must write the new slide's text. Deadlines (30 s) only catch a hang:
how soon they show it is a `make bench` figure (Scripts/bench-follow.py), not this test's.
Prints one '#' line; exits 1 on failure.
"""
import fcntl, os, pty, select, struct, subprocess, sys, termios, time

segue, deck, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
HANG = 30


def followers():
    procs = []
    for _ in range(count):
        pid, fd = pty.fork()
        if pid == 0:
            os.environ["LANG"] = "C.UTF-8"; os.environ["TERM"] = "xterm-256color"
            os.execv(segue, [segue, "follow", deck] + sys.argv[4:])
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        procs.append((pid, fd))
    return procs


def wait_all(procs, buffers, needle):
    """The followers whose output showed `needle` before the hang deadline."""
    deadline = time.monotonic() + HANG
    seen = set()
    while len(seen) < len(procs) and time.monotonic() < deadline:
        ready, _, _ = select.select([fd for _, fd in procs], [], [], 0.05)
        for fd in ready:
            try: buffers[fd] += os.read(fd, 65536)
            except OSError: pass
        seen |= {fd for _, fd in procs if needle in buffers[fd]}
    return seen


procs = followers()
buffers = {fd: b"" for _, fd in procs}
try:
    first = wait_all(procs, buffers, b"Why terminals")
    if len(first) < count: sys.exit(f"# only {len(first)} of {count} followers showed the slide")
    for _, fd in procs: buffers[fd] = b""
    subprocess.run(["tmux", "send-keys", "-t", ":talk", "Right"])
    seen = wait_all(procs, buffers, b"terminal open")
    print(f"#   {count} followers: {len(seen)} showed the new slide")
    if len(seen) < count: sys.exit(f"# only {len(seen)} of {count} followers showed the new slide")
finally:
    for pid, fd in procs:
        os.kill(pid, 15)
    for pid, fd in procs:
        os.waitpid(pid, 0); os.close(fd)
