"""One presenter in a private tmux server: start it, send it bytes, read its screen and its state.

Every pane gets its own server (TMUX_TMPDIR is a fresh directory), as in Tests/e2e/run.sh, and
runs `sh -c 'segue ...; echo EXIT=$?; echo STTY: <modes>; exec sleep ...'`, so the exit status
and the terminal modes segue leaves behind can be read from the screen after it ends. Waits
poll the screen every 20 ms up to a deadline; nothing sleeps a fixed time to let segue "catch
up". Input goes as bytes (`send-keys -H`), so no byte is ever taken for a tmux key name or a
command separator, or as key names where tmux's own encoding is the point (`Right`, `BTab`).
"""

import os
import subprocess
import tempfile
import time

PANE_SCRIPT = """"$@"; echo EXIT=$?
modes=$(stty -a | tr " ;" "\\n\\n" | grep -xE -- "-?(echo|icanon|isig|icrnl|opost)" | tr "\\n" " ")
echo "STTY: $modes:END"
exec sleep 1000000"""

# What tmux shows of the pane's modes once segue has given the terminal back.
SANE_FLAGS = "alternate=0 cursor=1 mouse=00000 keypad=00 insert=0"
FLAGS_FORMAT = (
    "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag}#{mouse_standard_flag}"
    "#{mouse_button_flag}#{mouse_sgr_flag}#{mouse_utf8_flag} keypad=#{keypad_cursor_flag}"
    "#{keypad_flag} insert=#{insert_flag}"
)
SANE_MODES = ("echo", "icanon", "isig", "icrnl", "opost")
# Bytes per tmux call: each goes as three characters ("1b" and its NUL) of a message that tmux
# caps at 16 KiB ("command too long").
SEND_BUDGET = 2000


class CheckFailed(Exception):
    """A condition the soak waits for or asserts did not hold; the message says which."""


class Pane:
    """A tmux pane running `segue ARGS...` at WIDTH x HEIGHT."""

    def __init__(self, workdir, segue, args, width=100, height=30, timeout=30.0):
        self.timeout = timeout
        self.segue_exe = os.path.realpath(segue)
        self.env = dict(os.environ, TMUX_TMPDIR=tempfile.mkdtemp(prefix="tmux.", dir=workdir))
        for name in ("TMUX", "TMUX_PANE", "NO_COLOR", "COLORTERM", "COLORFGBG"):
            self.env.pop(name, None)
        # Quitting saves the deck's position (--resume): in the work folder, not the real home.
        self.env.update(LANG="C.UTF-8", LC_ALL="C.UTF-8", XDG_STATE_HOME=os.path.join(workdir, "state"))
        self.size = (width, height)
        # Called at every poll of a wait (the soak samples memory and liveness there too).
        self.on_poll = None
        self.tmux(
            "new-session", "-d", "-x", str(width), "-y", str(height),
            "sh", "-c", PANE_SCRIPT, "sh", segue, *args,
        )

    def tmux(self, *args):
        """Runs one tmux command (or several, joined by ';' arguments); its standard output."""
        done = subprocess.run(
            ["tmux", "-f", "/dev/null", *args], env=self.env, capture_output=True,
            text=True, errors="replace",
        )
        if done.returncode != 0:
            raise CheckFailed(f"tmux {args[0]} failed: {done.stderr.strip()}")
        return done.stdout

    def kill_server(self):
        Pane.kill_server_in(self.env["TMUX_TMPDIR"])

    @staticmethod
    def kill_server_in(directory):
        """Ends the server whose socket is in directory (its panes' processes get SIGHUP)."""
        env = dict(os.environ, TMUX_TMPDIR=directory)
        subprocess.run(["tmux", "kill-server"], env=env, capture_output=True)

    # Input.

    def send(self, chunks):
        """Sends each chunk (bytes, or a tmux key name as str) in order, in as few tmux calls as
        tmux's message size allows (a call carries at most SEND_BUDGET bytes; a longer chunk is
        split over several calls, as a terminal splits a long write)."""
        calls, args, budget = [], [], SEND_BUDGET
        for chunk in chunks:
            pieces = [chunk] if isinstance(chunk, str) else [
                chunk[i:i + SEND_BUDGET] for i in range(0, len(chunk), SEND_BUDGET)]
            for piece in pieces:
                size = 1 if isinstance(piece, str) else len(piece)
                if args and size > budget:
                    calls.append(args)
                    args, budget = [], SEND_BUDGET
                if args:
                    args.append(";")
                if isinstance(piece, str):
                    args += ["send-keys", piece]
                else:
                    args += ["send-keys", "-H", *(f"{b:02x}" for b in piece)]
                budget -= size
        for call in calls + ([args] if args else []):
            self.tmux(*call)

    def resize(self, width, height):
        self.tmux("resize-window", "-x", str(width), "-y", str(height))
        self.size = (width, height)

    # Output.

    def capture(self):
        return self.tmux("capture-pane", "-p")

    def rows(self):
        return self.capture().split("\n")

    def flags(self):
        return self.tmux("display-message", "-p", FLAGS_FORMAT).strip()

    def wait_until(self, description, predicate, timeout=None):
        """Captures every 20 ms until predicate(screen) holds; the screen that satisfied it."""
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            screen = self.capture()
            if predicate(screen):
                return screen
            if self.on_poll:
                self.on_poll()
            if time.monotonic() > deadline:
                raise CheckFailed(
                    f"timed out after {timeout or self.timeout:.0f} s waiting for {description}",
                    screen,
                )
            time.sleep(0.02)

    def wait_for_change(self, before, description, timeout=None):
        return self.wait_until(description, lambda screen: screen != before, timeout)

    # The process.

    def segue_pid(self):
        """The segue under this pane's shell: found from the pane, never by searching the machine."""
        queue = [int(self.tmux("display-message", "-p", "#{pane_pid}"))]
        while queue:
            pid = queue.pop(0)
            try:
                if os.readlink(f"/proc/{pid}/exe") == self.segue_exe:
                    return pid
            except OSError:
                pass
            queue += children(pid)
        raise CheckFailed("no segue process under the pane")

    def assert_exited(self, status):
        """After segue ended: the status it reported, sane terminal modes, the main screen back."""
        screen = self.wait_until("the exit status and terminal modes", lambda s: ":END" in s)
        if f"EXIT={status}" not in screen:
            raise CheckFailed(f"expected EXIT={status}", screen)
        modes = screen.split("STTY:", 1)[1].split(":END", 1)[0].split()
        missing = [m for m in SANE_MODES if m not in modes]
        if missing:
            raise CheckFailed(f"terminal modes {missing} are off after exit ({modes})", screen)
        flags = self.flags()
        if flags != SANE_FLAGS:
            raise CheckFailed(f"pane state after exit is '{flags}' (want '{SANE_FLAGS}')", screen)


def children(pid):
    """The child processes of pid (every thread's list)."""
    found = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as file:
                found += [int(word) for word in file.read().split()]
    except OSError:
        pass
    return found


def rss_kib(pid):
    """The resident set size of pid in KiB (VmRSS), or None once the process is gone."""
    try:
        with open(f"/proc/{pid}/status") as file:
            for line in file:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def process_state(pid):
    """What the kernel says pid is doing (state, wait channel, RSS), for a failure's report."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            state = file.read().rsplit(")", 1)[1].split()[0]
        with open(f"/proc/{pid}/wchan") as file:
            wchan = file.read().strip()
    except OSError:
        return f"pid {pid} is gone"
    return f"pid {pid}: state {state}, waiting in {wchan or '-'}, RSS {rss_kib(pid)} KiB"


def is_alive(pid):
    """Whether pid is still a running (not zombie) process."""
    try:
        with open(f"/proc/{pid}/stat") as file:
            state = file.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")
