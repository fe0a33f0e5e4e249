"""A presenter started on a fresh 120x40 pseudo-terminal of its own, for the benchmarks."""
import atexit
import fcntl
import os
import select
import signal
import pty
import shutil
import struct
import tempfile
import termios
import time


_STATE = []


def _state_folder():
    """One temporary state folder for the run's presenters, removed when the script ends."""
    if not _STATE:
        _STATE.append(tempfile.mkdtemp(prefix="segue-bench-state."))
        atexit.register(shutil.rmtree, _STATE[0], True)
    return _STATE[0]


def spawn(argv, rows=40, columns=120, term="tmux-256color", extra_env=None):
    """Forks argv onto a new pseudo-terminal as its controlling terminal (TERM=tmux-256color
    unless `term` says, LANG=C.UTF-8, plus `extra_env`). Returns (pid, master descriptor,
    perf_counter time of the fork)."""
    env = dict(os.environ, TERM=term, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    # A benchmarked presenter saves its last position on quit: into a folder of the run's
    # own, not the user's ~/.local/state/segue.
    env["XDG_STATE_HOME"] = _state_folder()
    for name in ("NO_COLOR", "TMUX", "STY", "KITTY_WINDOW_ID", "TERM_PROGRAM", "LC_TERMINAL"):
        env.pop(name, None)
    env.update(extra_env or {})
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.close(master)
        os.close(slave)
        os.execve(argv[0], argv, env)
    os.close(slave)
    return pid, master, start


def quit_and_reap(pid, master, key=b"q"):
    """Sends `key`, reads the terminal until the child exits (killed after 5 s), reaps it and
    closes the master."""
    try:
        os.write(master, key)
    except OSError:
        pass
    deadline = time.perf_counter() + 5
    while time.perf_counter() < deadline:
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        try:
            if select.select([master], [], [], 0.05)[0]:
                os.read(master, 65536)
        except OSError:
            pass
    else:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(master)
