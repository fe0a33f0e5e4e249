#!/usr/bin/env python3
"""Scale test: N `segue follow` processes, each on its own pseudo-terminal, mirror a presenter.

Usage: followers.py SEGUE DECK N [FOLLOW-ARG...]
The presenter runs in the current tmux server's window `talk` (started by the caller, with
XDG_RUNTIME_DIR set the same). Each follower's output is read continuously; after a key in the
presenter, every follower must have written the new slide's text within 200 ms. Also measures
the presenter's key-to-frame time (tmux capture) without and with the followers.
Prints one '#' line per measurement; exits 1 on failure.
"""
import fcntl, os, pty, select, struct, subprocess, sys, termios, time

segue, deck, count = sys.argv[1], sys.argv[2], int(sys.argv[3])

def capture():
    return subprocess.run(["tmux", "capture-pane", "-p", "-t", ":talk"], capture_output=True, text=True).stdout

def key_to_frame(key, text):
    start = time.monotonic()
    subprocess.run(["tmux", "send-keys", "-t", ":talk", key])
    while text not in capture():
        if time.monotonic() - start > 5: sys.exit("# the presenter never showed " + text)
    return (time.monotonic() - start) * 1000

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

def pump(procs, buffers, timeout):
    ready, _, _ = select.select([fd for _, fd in procs], [], [], timeout)
    for fd in ready:
        try: buffers[fd] += os.read(fd, 65536)
        except OSError: pass

def wait_all(procs, buffers, needle, limit):
    start = time.monotonic()
    seen = {}
    while len(seen) < len(procs) and time.monotonic() - start < limit:
        pump(procs, buffers, 0.005)
        for _, fd in procs:
            if fd not in seen and needle in buffers[fd]: seen[fd] = (time.monotonic() - start) * 1000
    return seen

alone = [key_to_frame("Right", "Everyone in the room"), key_to_frame("Left", "Why terminals · 2/7")]
procs = followers()
buffers = {fd: b"" for _, fd in procs}
first = wait_all(procs, buffers, b"Why terminals", 30)
if len(first) < count: sys.exit(f"# only {len(first)} of {count} followers showed the slide")
for _, fd in procs: buffers[fd] = b""
start = time.monotonic()
subprocess.run(["tmux", "send-keys", "-t", ":talk", "Right"])
seen = wait_all(procs, buffers, b"terminal open", 5)
worst = max(seen.values()) + (0 if True else 0) if seen else None
sent = (time.monotonic() - start)
busy = [key_to_frame("Left", "Why terminals · 2/7"), key_to_frame("Right", "Everyone in the room")]
for pid, fd in procs:
    os.kill(pid, 15)
for pid, fd in procs:
    os.waitpid(pid, 0); os.close(fd)
print(f"#   {count} followers: {len(seen)} showed the new slide, the slowest after {worst:.0f} ms")
print(f"#   presenter key → frame: alone {max(alone):.0f} ms, with {count} followers {max(busy):.0f} ms")
if len(seen) < count: sys.exit(f"# only {len(seen)} of {count} followers showed the new slide")
if worst > 200: sys.exit(f"# the slowest follower took {worst:.0f} ms (limit 200)")
