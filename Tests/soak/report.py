"""The soak's output: `ok`/`not ok` lines like Tests/e2e/run.sh, `#` details, the tally last."""

import time

from pane import CheckFailed


class Report:
    def __init__(self, seed):
        self.seed = seed
        self.passed = 0
        self.failed = 0
        self.started = time.monotonic()
        print(f"# seed {seed} (replay with SOAK_SEED={seed})", flush=True)

    def check(self, name, passed, details=()):
        """One named check with its details (lines, or CheckFailed with the screen it saw)."""
        if passed:
            self.passed += 1
        else:
            self.failed += 1
        print(f"{'ok' if passed else 'not ok'} - {name}")
        for detail in details:
            if isinstance(detail, CheckFailed):
                print(f"# {detail.args[0]}")
                if len(detail.args) > 1 and detail.args[1]:
                    print("# screen:")
                    for line in detail.args[1].rstrip("\n").split("\n"):
                        print(f"#   |{line}")
            else:
                print(f"# {detail}")
        print(end="", flush=True)

    def run(self, name, body):
        """A check made of one body that raises CheckFailed; its returned lines are details."""
        try:
            details = body() or ()
        except CheckFailed as failure:
            self.check(name, False, [failure])
        else:
            self.check(name, True, details)

    def finish(self, segue):
        print(f"# {segue}, {time.monotonic() - self.started:.0f} s in all; seed {self.seed}")
        print(f"{self.passed} passed, {self.failed} failed", flush=True)
        return 1 if self.failed else 0
