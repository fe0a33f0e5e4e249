#!/usr/bin/env python3
"""Segue's benchmark: the same inputs through Segue and its peers, in one run, medians only.

Usage: python3 Scripts/bench.py [--runs N] [--segue PATH] [--baseline PATH] [--cap BYTES]
                                [--only export|cap|code|images|image-keys|open|limits]
Run by `make bench` after a release build. Peers are measured only when installed (the Makefile
installs patat with apt); a missing peer is reported, never silently skipped. Peak memory is
GNU time's figure for the program alone (one more run under /usr/bin/time), not wait4's, which
counts this script's own memory into a child's. The deck-size cap (--cap, else $SEGUE_DECK_CAP,
else 4 MiB) sizes the dense decks of the cap benchmark.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus")


def run_once(argv, cwd=None):
    """Runs argv with output discarded; returns (seconds, peak RSS in MiB, exit status)."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, cwd=cwd)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status)


def peak_mib(argv):
    """The peak resident memory of argv alone in MiB, as GNU time reports it; None without it."""
    if not os.access("/usr/bin/time", os.X_OK):
        return None
    timed = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    return int(timed.stderr.strip().splitlines()[-1]) / 1024.0


def measure(name, argv, runs):
    times, rss = [], []
    for _ in range(runs):
        t, m, code = run_once(argv)
        if code != 0:
            print(f"  {name}: exit status {code} for {' '.join(argv)}", file=sys.stderr)
        times.append(t)
        rss.append(m)
    peak = peak_mib(argv)
    return {"name": name, "median": statistics.median(times), "min": min(times),
            "rss": max(rss) if peak is None else peak, "runs": runs}


def show(result):
    print(f"  {result['name']:<28} median {result['median'] * 1000:9.1f} ms"
          f"   min {result['min'] * 1000:9.1f} ms   peak RSS {result['rss']:7.1f} MiB"
          f"   ({result['runs']} runs)")


def export_benchmark(segue, baseline, runs):
    """The corpus's 1 MB deck: export and check (time and peak memory), Segue and the baseline
    against patat's dump in the same run."""
    big = os.path.join(CORPUS, "big", "big.md")
    if not os.path.exists(big):
        print("export: ../shared/corpus/big/big.md is absent; nothing to measure")
        return
    print(f"Export of big/big.md ({os.path.getsize(big) // 1024} KiB) to text, 80x24:")
    exports = []
    for binary, who in [(segue, "segue")] + ([(baseline, "baseline")] if baseline else []):
        exports.append(measure(f"{who} export", [binary, "export", big, "-o", "/dev/null"], runs))
        show(exports[-1])
        show(measure(f"{who} check", [binary, "check", big], runs))
    patat = shutil.which("patat")
    if not patat:
        print("  patat: not installed (apt-get install patat); no ratio")
        return
    theirs = measure("patat --force --dump", [patat, "--force", "--dump", big], max(1, min(runs, 3)))
    show(theirs)
    for ours in exports:
        print(f"  ratio: {ours['name']} is {theirs['median'] / ours['median']:.1f}x faster than"
              f" patat --dump (medians)")


def cap_decks(cap):
    """Decks of `cap` bytes of the densest markup: [(label, text)]."""
    def fill(unit):
        return (unit * (cap // len(unit) + 1))[:cap - 1] + "\n"
    return [("`*a` repeated", fill("*a")), ("`[a](b)` links on one line", fill("[a](b)"))]


def cap_benchmark(segue, baseline, runs, cap):
    """Decks at the deck-size cap made of dense markup: check and export, time and peak."""
    import tempfile
    print(f"Decks at the cap ({cap} bytes, {cap / 1048576:g} MiB) of dense markup, check and"
          f" export to text, 80x24:")
    with tempfile.TemporaryDirectory() as folder:
        for label, text in cap_decks(cap):
            path = os.path.join(folder, "cap.md")
            with open(path, "w") as f:
                f.write(text)
            print(f"  {label}:")
            for binary, who in [(segue, "segue")] + ([(baseline, "baseline")] if baseline else []):
                for argv in (["check", path], ["export", path, "-o", "/dev/null"]):
                    show(measure(f"{who} {argv[0]}", [binary] + argv, max(1, min(runs, 3))))


def scaling_decks(folder):
    """Decks whose cost must grow linearly: one slide with N pauses, one incremental list of N
    items, N sections. Returns [(label, path, n)]."""
    decks = []
    for n in (1000, 4000):
        shapes = {
            "pauses": "# Steps\n\n" + "".join(f"step {i}\n\n<!-- pause -->\n\n" for i in range(n)) + "end\n",
            "list items": "---\nincremental_lists: true\n---\n\n# List\n\n" + "".join(f"- item {i}\n" for i in range(n)),
            "sections": "".join(f"# Part {i}\n\n## Slide\n\ntext\n\n" for i in range(n)),
        }
        for label, text in shapes.items():
            path = os.path.join(folder, f"{label.replace(' ', '-')}-{n}.md")
            with open(path, "w") as f:
                f.write(text)
            decks.append((label, path, n))
    return decks


def scaling_benchmark(segue, baseline, runs):
    """Export of every step: the time for 4,000 against 1,000 should be about 4x."""
    import tempfile
    print("Export of every step (--steps) to text, 80x24; 4,000 against 1,000 should be ~4x:")
    with tempfile.TemporaryDirectory() as folder:
        decks = scaling_decks(folder)
        for binary, who in [(segue, "segue")] + ([(baseline, "baseline")] if baseline else []):
            for label in ("pauses", "list items", "sections"):
                small, large = [d for d in decks if d[0] == label]
                results = [measure(f"{who} {n} {label}", [binary, "export", path, "--steps", "-o", "/dev/null"], max(1, min(runs, 5)))
                           for _, path, n in (small, large)]
                for result in results:
                    show(result)
                print(f"    {who} {label}: 4,000 take {results[1]['median'] / results[0]['median']:.1f}x"
                      f" the time of 1,000")


CODE_SNIPPETS = {
    "rust": "use std::collections::HashMap;\n\n/// Counts words.\npub fn count(text: &str) -> HashMap<&str, u64> {\n    let mut counts = HashMap::new();\n    for word in text.split_whitespace() {\n        *counts.entry(word).or_insert(0) += 1; // {i}\n    }\n    counts\n}\n",
    "python": "from collections import Counter\n\n\ndef count(text: str) -> Counter:\n    \"\"\"Counts words.\"\"\"\n    words = [w.lower() for w in text.split() if len(w) > 2]  # {i}\n    return Counter(words)\n\n\nprint(count(\"a b c\").most_common(3))\n",
    "go": "package words\n\nimport \"strings\"\n\n// Count counts words.\nfunc Count(text string) map[string]int {\n\tcounts := make(map[string]int)\n\tfor _, w := range strings.Fields(text) {\n\t\tcounts[w] += {i}\n\t}\n\treturn counts\n}\n",
    "typescript": "// Counts words.\nexport function count(text: string): Map<string, number> {\n  const counts = new Map<string, number>();\n  for (const word of text.split(/\\s+/)) {\n    counts.set(word, (counts.get(word) ?? 0) + {i});\n  }\n  return counts;\n}\n",
    "bash": "#!/usr/bin/env bash\nset -euo pipefail\n# Counts words, {i}\nfor f in \"$@\"; do\n  tr -s ' ' '\\n' < \"$f\" | sort | uniq -c | sort -rn | head -n 10\ndone\necho \"done: ${#}\"\n",
    "yaml": "# Service {i}\nname: words\nreplicas: 3\nports:\n  - 8080\n  - 9090\nenv:\n  LOG_LEVEL: \"debug\"\n  CACHE: true\n",
    "json": "{\n  \"name\": \"words\",\n  \"version\": \"1.{i}.0\",\n  \"private\": true,\n  \"limits\": {\"words\": 1000, \"ratio\": 0.5},\n  \"tags\": [\"text\", \"count\"],\n  \"owner\": null\n}\n",
    "toml": "# words.toml {i}\n[server]\nport = 8080\nworkers = 4\n\n[limits]\nwords = 1_000\nratio = 0.5\nname = \"words\"\n",
    "sql": "-- Top words, {i}\nSELECT word, COUNT(*) AS n\nFROM words\nWHERE length(word) > 2\nGROUP BY word\nORDER BY n DESC\nLIMIT 10;\n",
    "swift": "/// Counts words.\nfunc count(_ text: String) -> [Substring: Int] {\n  var counts: [Substring: Int] = [:]\n  for word in text.split(separator: \" \") where word.count > 2 {\n    counts[word, default: 0] += {i}\n  }\n  return counts\n}\n",
}


def code_deck(highlighted):
    """400 slides, each with a code block of ~10 lines, in 10 languages by turns; each block's
    text differs (a number in it), so nothing is highlighted twice."""
    languages = sorted(CODE_SNIPPETS)
    parts = []
    for i in range(400):
        language = languages[i % len(languages)]
        fence = "```" + (language if highlighted else "")
        parts.append(f"## Slide {i}\n\n{fence}\n{CODE_SNIPPETS[language].replace('{i}', str(i))}```\n")
    return "\n".join(parts)


def without_languages(text):
    """`text` with every fence's language word taken off."""
    import re
    return re.sub(r"^(```+|~~~+)[^\n`]*$", r"\1", text, flags=re.M)


def pty_session(argv, first, second):
    """On a fresh 120x40 pseudo-terminal (made as bench-pty.py makes one): milliseconds from
    fork until `first` (the first frame's footer) is written, and from typing `l` on the
    settled frame until `second` (text of the next slide that the frame before did not have
    in its cells: ncurses writes only what changed, so a footer's "4/19" after "3/19" is one
    cell). A child that does not quit on `q` within 5 s is terminated."""
    import select
    import signal
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import ptychild
    pid, master, start = ptychild.spawn(argv)

    def read_until(marker):
        seen = b""
        while marker not in seen:
            ready, _, _ = select.select([master], [], [], 10)
            if not ready:
                raise RuntimeError(f"{argv[0]}: no {marker!r} in 10 s")
            seen += os.read(master, 65536)

    try:
        read_until(first)
        first_ms = (time.perf_counter() - start) * 1000
        # The rest of the first frame, then quiet: the key is typed on a settled slide.
        while select.select([master], [], [], 0.1)[0]:
            os.read(master, 65536)
        key_ms = None
        if second:
            pressed = time.perf_counter()
            os.write(master, b"l")
            read_until(second)
            key_ms = (time.perf_counter() - pressed) * 1000
        os.write(master, b"q")
        deadline = time.perf_counter() + 5
        try:
            while time.perf_counter() < deadline and select.select([master], [], [], 1)[0]:
                if not os.read(master, 65536):
                    break
        except OSError:  # the child closed the terminal
            pass
    finally:
        if os.waitpid(pid, os.WNOHANG) == (0, 0):
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        os.close(master)
    return first_ms, key_ms


def presenter_timings(binaries, decks, runs, first, second):
    """Medians (ms) of the first frame and of a key press to the next slide for each (binary,
    deck), started at the deck's first slide with code; the subjects take turns in a random
    order each round, after two unmeasured rounds."""
    import random
    subjects = [(f"{who} {label}", [binary, path, "--start", "2/2", "--no-transitions"])
                for who, binary in binaries for label, path in decks]
    times = {name: ([], []) for name, _ in subjects}
    for round_number in range(runs + 2):
        order = subjects[:]
        random.shuffle(order)
        for name, argv in order:
            # Only the first frame of a baseline: it may not know this deck's features.
            first_ms, key_ms = pty_session(argv, first, None if name.startswith("baseline") else second)
            if round_number >= 2:
                times[name][0].append(first_ms)
                if key_ms is not None:
                    times[name][1].append(key_ms)
    return {name: (statistics.median(f), statistics.median(k) if k else float("nan"),
                   max(k) if k else float("nan"))
            for name, (f, k) in times.items()}


def code_benchmark(segue, baseline, runs):
    """Highlighting's cost: the presenter on Decks/code.md against the same deck without
    languages (first frame, a key press onto a slide in a new language), and an export of 400
    code blocks highlighted against plain, with peak memory."""
    import tempfile
    deck = os.path.join(ROOT, "Decks", "code.md")
    with open(deck) as f:
        text = f.read()
    binaries = [("segue", segue)] + ([("baseline", baseline)] if baseline else [])
    with tempfile.TemporaryDirectory() as folder:
        plain = os.path.join(folder, "code-plain.md")
        with open(plain, "w") as f:
            f.write(without_languages(text))
        slides = subprocess.run([segue, "export", deck], capture_output=True, text=True).stdout.count("━━ ")
        timings = presenter_timings(binaries, [("code.md", deck), ("no languages", plain)],
                                    max(10, runs * 3), f"3/{slides}".encode(), b"Rust")
        print("Presenter on Decks/code.md from its first code slide (Swift, 2/2), pseudo-terminal"
              " 120x40, medians in ms:")
        print(f"  {'':<28} {'first frame':>12} {'key → Rust slide':>18} {'(max)':>8}")
        for name, (first_ms, key_ms, key_max) in timings.items():
            print(f"  {name:<28} {first_ms:12.2f} {key_ms:18.2f} {key_max:8.2f}")
        cost = timings["segue code.md"][0] - timings["segue no languages"][0]
        print(f"  highlighting costs the first frame {cost:+.2f} ms (goal: at most +30 ms); the key"
              " press highlights Rust for the first time (goal: under 16 ms)")
        highlighted = os.path.join(folder, "code-400.md")
        unhighlighted = os.path.join(folder, "code-400-plain.md")
        with open(highlighted, "w") as f:
            f.write(code_deck(True))
        with open(unhighlighted, "w") as f:
            f.write(code_deck(False))
        print("Export of 400 code blocks in 10 languages as ANSI, 100x30:")
        results = []
        for who, binary in binaries:
            for label, path in (("highlighted", highlighted), ("plain", unhighlighted)):
                result = measure(f"{who} {label}", [binary, "export", path, "--format", "ansi",
                                                    "--size", "100x30", "-o", "/dev/null"], runs)
                show(result)
                results.append(result)
        print(f"  highlighted export takes {results[0]['median'] / results[1]['median']:.1f}x the plain"
              " time (goal: at most 4x)")


def pathological_decks(folder, cap):
    """The shapes issue 13 names, at its sizes (its 10 MB deck of dense slides now as large as
    the deck-size cap allows): [(label, file name)], written into folder when one is given."""
    slide = ("# Section {i}\n\n## Slide {i}\n\nSome *text* with `code` and a [link](http://x/{i}).\n\n"
             "- one\n- two **bold**\n- three\n\n| a | b |\n|---|---|\n| {i} | {i} |\n\n"
             "```python\nprint({i})\n```\n\n<!-- end_slide -->\n\n## Another {i}\n\n> quote {i}\n\n")
    count = cap // len(slide.format(i=10000))
    shapes = {
        "20,000 pauses": "# Steps\n\n" + "".join(f"step {i}\n\n<!-- pause -->\n\n" for i in range(20000)),
        "20,000 list items": "---\nincremental_lists: true\n---\n\n# List\n\n"
                             + "".join(f"- item {i}\n" for i in range(20000)),
        "40,000 sections": "".join(f"# Part {i}\n\n## Slide\n\ntext\n\n" for i in range(40000)),
        "100k-line code block": "# Code\n\n```swift\n"
                                + "".join(f"let x{i} = {i} // a line\n" for i in range(100000)) + "```\n",
        "dense slides at the cap": "".join(slide.format(i=i) for i in range(count)),
    }
    decks = []
    for label, text in shapes.items():
        name = label.replace(" ", "-").replace(",", "") + ".md"
        if folder:
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)
        decks.append((label, name))
    return decks


def limits_benchmark(segue, runs, cap):
    """check, export and export --steps of each pathological deck: time and peak memory, with the
    memory as a multiple of the deck's size."""
    import tempfile
    print("Pathological decks (issue 13): check / export / export --steps, 80x24:")
    with tempfile.TemporaryDirectory() as folder:
        # Written by another process: a child forked from this one would start with this
        # process's memory (the decks' text) counted in its peak RSS.
        subprocess.run([sys.executable, os.path.abspath(__file__), "--write-decks", folder, "--cap", str(cap)], check=True)
        for label, path in pathological_decks(None, cap):
            path = os.path.join(folder, path)
            size = os.path.getsize(path) / (1024 * 1024)
            for argv in (["check", path], ["export", path, "-o", "/dev/null"],
                         ["export", path, "--steps", "-o", "/dev/null"]):
                result = measure(f"{label}: {argv[0]}{' --steps' if '--steps' in argv else ''}",
                                 [segue] + argv, max(1, min(runs, 3)))
                print(f"  {result['name']:<42} median {result['median']:6.2f} s"
                      f"   peak RSS {result['rss']:6.1f} MiB ({result['rss'] / size:5.1f}x the"
                      f" deck's {size:.1f} MiB)")
        one_line = os.path.join(folder, "one-line.md")
        with open(one_line, "w") as f:
            f.write("# One line\n")
        base = peak_mib([segue, "check", one_line])
        if base is not None:
            print(f"  (the process alone, on a one-line deck, peaks at {base:.1f} MiB)")


# What each pathological deck's first slide shows (the first frame's marker), and the keys
# typed one after the other on the settled frame, (name, bytes); a key that changes nothing on
# a deck (`]` with one section) draws nothing and is shown as "-". `?` opens and closes the
# help over the slide: a redraw of the slide on every deck; `o` opens and closes the overview
# (on 40,000 sections, what `OverviewRowsPropertyTests` counts rather than times).
OPEN_MARKERS = {"20,000 pauses": b"step 0", "20,000 list items": b"List",
                "40,000 sections": b"Part 0", "100k-line code block": b"x0",
                "dense slides at the cap": b"Section 0"}
OPEN_KEYS = [("Right", b"l"), ("Left", b"h"), ("]", b"]"), ("[", b"["), ("G", b"G"),
             ("gg", b"gg"), ("digit 3", b"3"), ("Right", b"l"), ("?", b"?"), ("? again", b"?"),
             ("o", b"o"), ("o again", b"o")]


def key_frames(master, keys):
    """Milliseconds from typing each key to the last byte of the frame it drew (output quiet
    for 50 ms after it); None for a key that drew nothing within 3 s."""
    import select
    times = []
    for _, data in keys:
        pressed = time.perf_counter()
        os.write(master, data)
        last = None
        wait = 3.0
        while select.select([master], [], [], wait)[0]:
            if not os.read(master, 65536):
                break
            last = time.perf_counter()
            wait = 0.05
        times.append(None if last is None else (last - pressed) * 1000)
        # Past the count timeout of a digit or `g`, so the next key starts afresh.
        if data[-1:] in b"0123456789g":
            time.sleep(1.1)
    return times


def cpu_ticks(pid):
    """The process's user + system CPU time so far, in clock ticks."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def thread_count(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(next(line for line in f if line.startswith("Threads:")).split()[1])


def open_session(argv, marker, keys):
    """On a fresh 120x40 pseudo-terminal: ms from fork until `marker` (the first frame) is on
    the terminal; the `?` presses (help on, off: a redraw of the slide) made one after the
    other while the rest of the deck loads (until the loading thread has ended; none when the
    process is idle after its first frame, as a presenter that parsed everything first is);
    ms from fork until loaded; the time of each of `keys` typed after that; and the peak RSS
    (MiB) by then."""
    import select
    import signal
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import ptychild
    pid, master, start = ptychild.spawn(argv)
    try:
        seen = b""
        while marker not in seen:
            if not select.select([master], [], [], 30)[0]:
                raise RuntimeError(f"{argv[0]}: no {marker!r} in 30 s")
            seen += os.read(master, 65536)
        first_ms = (time.perf_counter() - start) * 1000
        while select.select([master], [], [], 0.1)[0]:
            os.read(master, 65536)
        threads = thread_count(pid)
        busy = cpu_ticks(pid)
        time.sleep(0.2)
        loading = []
        if cpu_ticks(pid) != busy:
            deadline = time.perf_counter() + 120
            while thread_count(pid) >= threads and time.perf_counter() < deadline:
                loading += key_frames(master, [("?", b"?")])
            if len(loading) % 2:  # the help is open: close it
                loading += key_frames(master, [("?", b"?")])
        loaded_ms = (time.perf_counter() - start) * 1000
        late = key_frames(master, keys)
        with open(f"/proc/{pid}/status") as f:
            peak = int(next(line for line in f if line.startswith("VmHWM:")).split()[1]) / 1024
        os.write(master, b"q")
        time.sleep(0.2)
    finally:
        if os.waitpid(pid, os.WNOHANG) == (0, 0):
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        os.close(master)
    return first_ms, [k for k in loading if k is not None], loaded_ms, late, peak


def open_benchmark(segue, runs, cap):
    """Issue 13: the presenter on each pathological deck (120x40 pty, --no-transitions): the
    first frame; keys while the rest loads (how many, their median and the worst, which
    includes the swap to the whole deck); when the whole deck is in; and each key of
    OPEN_KEYS after that (medians over runs; the worst key shown)."""
    import tempfile
    print("Pathological decks in the presenter (issue 13): 120x40 pty, release, medians in ms:")
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, os.path.abspath(__file__), "--write-decks", folder, "--cap", str(cap)], check=True)
        for label, name in pathological_decks(None, cap):
            argv = [segue, os.path.join(folder, name), "--no-transitions"]
            results = [open_session(argv, OPEN_MARKERS[label], OPEN_KEYS) for _ in range(runs)]

            def med(values):
                values = [v for v in values if v is not None]
                return statistics.median(values) if values else float("nan")
            keys = [med([r[3][i] for r in results]) for i in range(len(OPEN_KEYS))]
            during = [k for r in results for k in r[1]]
            print(f"  {label:<22} first frame {med([r[0] for r in results]):7.1f}"
                  f"   whole deck in at {med([r[2] for r in results]):7.0f}"
                  + (f"   {len(during)} keys while loading: median {med(during):.1f},"
                     f" worst {max(during):.1f}" if during else "   no loading phase"))
            drawn = [k for k in keys if k == k]
            print("    key -> frame: " + "  ".join(
                f"{n} {k:.1f}" if k == k else f"{n} -" for (n, _), k in zip(OPEN_KEYS, keys))
                + (f"   (worst {max(drawn):.1f})" if drawn else "")
                + f"   peak RSS {med([r[4] for r in results]):.0f} MiB")


def big_png(path, shift=0, width=1920, height=1080):
    """A 1920x1080 RGB PNG written with zlib only: gradients and stripes, rows rotated by
    `shift` so that every image of a set differs."""
    import struct
    import zlib
    rows = []
    for y in range(height):
        g = (y * 255 // height) & 0xFF
        row = bytes(v for x in range(0, width, 8) for v in
                    ((x * 255 // width) & 0xFF, g, ((x + y) // 8 * 37) & 0xFF) * 8)
        rows.append(row)
    rows = rows[shift % height:] + rows[:shift % height]
    raw = b"".join(b"\x00" + row for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b""))


def images_benchmark(segue, runs):
    """Issue 15: the first frame of a slide showing a 1920x1080 PNG (an ANSI export of that one
    slide at 100x30: read, decode, scale, chafa, encode; goal under 100 ms), against the same
    slide without the picture; and peak memory exporting twenty such slides."""
    import tempfile
    print("Images (issue 15): export --format ansi, 100x30:")
    with tempfile.TemporaryDirectory() as folder:
        for i in range(20):
            big_png(os.path.join(folder, f"shot{i}.png"), shift=i * 50)
        one = os.path.join(folder, "one.md")
        with open(one, "w") as f:
            f.write("# Screenshot\n\n![a 1920x1080 screenshot](shot0.png)\n")
        none = os.path.join(folder, "none.md")
        with open(none, "w") as f:
            f.write("# Screenshot\n\nno picture here\n")
        twenty = os.path.join(folder, "twenty.md")
        with open(twenty, "w") as f:
            f.write("".join(f"# Shot {i}\n\n![shot {i}](shot{i}.png)\n\n" for i in range(20)))
        args = ["--format", "ansi", "--size", "100x30", "-o", "/dev/null"]
        for name, deck, count in (("1920x1080 PNG slide", one, runs),
                                  ("same slide, no picture", none, runs),
                                  ("twenty 1920x1080 PNGs", twenty, max(1, min(runs, 3)))):
            show(measure(name, [segue, "export", deck] + args, count))
        print("  (decoded pixels are dropped once drawn; export draws on every core, so the peak"
              " holds one decoded image, 8 MiB, and stb's and chafa's buffers per core)")
        cached_image_keys(segue, folder, runs)


def key_onto_cached_picture(argv, term):
    """On a fresh 120x40 pseudo-terminal: ms from typing `l` on a settled text slide until the
    last byte of the next slide's frame (a picture already drawn two slides before, so kept
    by the image store, and by the pixel layer for kitty), read as the last byte before 100 ms
    of quiet."""
    import select
    import signal
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import ptychild
    pid, master, _ = ptychild.spawn(argv, term=term)

    def read_until(marker):
        seen = b""
        while marker not in seen:
            if not select.select([master], [], [], 10)[0]:
                raise RuntimeError(f"{argv[0]}: no {marker!r} in 10 s")
            seen += os.read(master, 65536)

    def settle():
        last = time.perf_counter()
        while select.select([master], [], [], 0.1)[0]:
            os.read(master, 65536)
            last = time.perf_counter()
        return last

    try:
        read_until(b"Screenshot")
        settle()
        os.write(master, b"l")
        read_until(b"Nothing but words")
        settle()
        pressed = time.perf_counter()
        os.write(master, b"l")
        read_until(b"Again")
        key_ms = (settle() - pressed) * 1000
        os.write(master, b"q")
        deadline = time.perf_counter() + 5
        try:
            while time.perf_counter() < deadline and select.select([master], [], [], 1)[0]:
                if not os.read(master, 65536):
                    break
        except OSError:
            pass
    finally:
        if os.waitpid(pid, os.WNOHANG) == (0, 0):
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        os.close(master)
    return key_ms


def cached_image_keys(segue, folder, runs):
    """Issue 15: a key press onto a slide whose 1920x1080 picture is cached (goal under 16 ms),
    in the presenter on a pty, as symbols and as kitty pixels (which writes ~2.7 MB)."""
    deck = os.path.join(folder, "cached.md")
    with open(deck, "w") as f:
        f.write("## Screenshot\n\n![a](shot0.png)\n\n## Words\n\nNothing but words here\n\n"
                "## Again\n\n![a](shot0.png)\n")
    print("Images (issue 15): key press onto a cached picture slide, presenter on a 120x40 pty:")
    for name, term, extra in (("symbols", "tmux-256color", []),
                              ("kitty pixels", "xterm-256color", ["--image-protocol", "kitty"])):
        times = [key_onto_cached_picture([segue, deck, "--no-transitions"] + extra, term)
                 for _ in range(runs)]
        print(f"  {name:<34} median {statistics.median(times):7.1f} ms   max {max(times):7.1f} ms"
              f"   ({runs} runs)")


def pdf_benchmark(segue, runs):
    """PDF export (issue 17) of the demo deck and of the 1 MB corpus deck: time, peak memory
    and the file's size."""
    import tempfile
    decks = [("demo", os.path.join(ROOT, "Decks", "demo.md")),
             ("big/big.md", os.path.join(CORPUS, "big", "big.md"))]
    print("PDF export (cairo and Pango), 80x24, one page per slide:")
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "talk.pdf")
        for label, path in decks:
            if not os.path.exists(path):
                print(f"  {label}: absent; nothing to measure")
                continue
            n = runs if label == "demo" else max(1, min(runs, 3))
            result = measure(f"segue export {label} pdf", [segue, "export", path, "--format", "pdf", "-o", out], n)
            show(result)
            print(f"    file {os.path.getsize(out) / 1024:.0f} KiB")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--baseline", help="another segue binary, measured in the same run")
    parser.add_argument("--only", choices=["export", "cap", "code", "images", "image-keys", "open", "limits"],
                        help="run only this part")
    parser.add_argument("--cap", type=int,
                        default=int(os.environ.get("SEGUE_DECK_CAP") or 4 * 1024 * 1024),
                        help="the deck-size cap in bytes (default $SEGUE_DECK_CAP, else 4 MiB)")
    parser.add_argument("--write-decks", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.write_decks:
        pathological_decks(args.write_decks, args.cap)
        return
    if not os.access(args.segue, os.X_OK):
        sys.exit(f"{args.segue} is missing: run 'make bench' first (a static release build)")
    if args.only == "code":
        code_benchmark(args.segue, args.baseline, args.runs)
        return
    if args.only == "images":
        return images_benchmark(args.segue, args.runs)
    if args.only == "image-keys":
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            big_png(os.path.join(folder, "shot0.png"))
            return cached_image_keys(args.segue, folder, args.runs)
    if args.only == "limits":
        return limits_benchmark(args.segue, args.runs, args.cap)
    if args.only == "export":
        return export_benchmark(args.segue, args.baseline, args.runs)
    if args.only == "cap":
        return cap_benchmark(args.segue, args.baseline, args.runs, args.cap)
    if args.only == "open":
        return open_benchmark(args.segue, max(1, min(args.runs, 3)), args.cap)
    export_benchmark(args.segue, args.baseline, args.runs)
    cap_benchmark(args.segue, args.baseline, args.runs, args.cap)
    scaling_benchmark(args.segue, args.baseline, args.runs)
    code_benchmark(args.segue, args.baseline, args.runs)
    limits_benchmark(args.segue, args.runs, args.cap)
    open_benchmark(args.segue, max(1, min(args.runs, 3)), args.cap)
    images_benchmark(args.segue, args.runs)
    pdf_benchmark(args.segue, args.runs)


if __name__ == "__main__":
    main()
