#!/usr/bin/env python3
"""Segue's benchmark: the same inputs through Segue and its peers, in one run, medians only.

Usage: python3 Scripts/bench.py [--runs N] [--segue PATH] [--baseline PATH]
Run by `make bench` after a release build. Peers are measured only when installed (the Makefile
installs patat with apt); a missing peer is reported, never silently skipped.
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


def measure(name, argv, runs):
    times, rss = [], []
    for _ in range(runs):
        t, m, code = run_once(argv)
        if code != 0:
            print(f"  {name}: exit status {code} for {' '.join(argv)}", file=sys.stderr)
        times.append(t)
        rss.append(m)
    return {"name": name, "median": statistics.median(times), "min": min(times),
            "rss": max(rss), "runs": runs}


def show(result):
    print(f"  {result['name']:<28} median {result['median'] * 1000:9.1f} ms"
          f"   min {result['min'] * 1000:9.1f} ms   peak RSS {result['rss']:7.1f} MiB"
          f"   ({result['runs']} runs)")


def export_benchmark(segue, baseline, runs):
    big = os.path.join(CORPUS, "big", "big.md")
    if not os.path.exists(big):
        print("export: ../shared/corpus/big/big.md is absent; nothing to measure")
        return
    print(f"Export of big/big.md ({os.path.getsize(big) // 1024} KiB) to text, 80x24:")
    ours = measure("segue export", [segue, "export", big, "-o", "/dev/null"], runs)
    show(ours)
    if baseline:
        show(measure("baseline export", [baseline, "export", big, "-o", "/dev/null"], runs))
    check = measure("segue check", [segue, "check", big], runs)
    show(check)
    if baseline:
        show(measure("baseline check", [baseline, "check", big], runs))
    patat = shutil.which("patat")
    if not patat:
        print("  patat: not installed (apt-get install patat); no ratio")
        return
    theirs = measure("patat --force --dump", [patat, "--force", "--dump", big], max(1, min(runs, 3)))
    show(theirs)
    print(f"  ratio: Segue export is {theirs['median'] / ours['median']:.1f}x faster than patat --dump"
          f" (medians)")


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


def pathological_decks(folder):
    """The shapes issue 13 names, at its sizes: [(label, file name)], written into folder when
    one is given."""
    slide = ("# Section {i}\n\n## Slide {i}\n\nSome *text* with `code` and a [link](http://x/{i}).\n\n"
             "- one\n- two **bold**\n- three\n\n| a | b |\n|---|---|\n| {i} | {i} |\n\n"
             "```python\nprint({i})\n```\n\n<!-- end_slide -->\n\n## Another {i}\n\n> quote {i}\n\n")
    count = 10 * 1024 * 1024 // len(slide.format(i=10000)) + 1
    shapes = {
        "20,000 pauses": "# Steps\n\n" + "".join(f"step {i}\n\n<!-- pause -->\n\n" for i in range(20000)),
        "20,000 list items": "---\nincremental_lists: true\n---\n\n# List\n\n"
                             + "".join(f"- item {i}\n" for i in range(20000)),
        "40,000 sections": "".join(f"# Part {i}\n\n## Slide\n\ntext\n\n" for i in range(40000)),
        "100k-line code block": "# Code\n\n```swift\n"
                                + "".join(f"let x{i} = {i} // a line\n" for i in range(100000)) + "```\n",
        "10 MB deck": "".join(slide.format(i=i) for i in range(count)),
    }
    decks = []
    for label, text in shapes.items():
        name = label.replace(" ", "-").replace(",", "") + ".md"
        if folder:
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)
        decks.append((label, name))
    return decks


def limits_benchmark(segue, runs):
    """check, export and export --steps of each pathological deck: time and peak memory, with the
    memory as a multiple of the deck's size."""
    import tempfile
    print("Pathological decks (issue 13): check / export / export --steps, 80x24:")
    with tempfile.TemporaryDirectory() as folder:
        # Written by another process: a child forked from this one would start with this
        # process's memory (the decks' text) counted in its peak RSS.
        subprocess.run([sys.executable, os.path.abspath(__file__), "--write-decks", folder], check=True)
        for label, path in pathological_decks(None):
            path = os.path.join(folder, path)
            size = os.path.getsize(path) / (1024 * 1024)
            for argv in (["check", path], ["export", path, "-o", "/dev/null"],
                         ["export", path, "--steps", "-o", "/dev/null"]):
                result = measure(f"{label}: {argv[0]}{' --steps' if '--steps' in argv else ''}",
                                 [segue] + argv, max(1, min(runs, 3)))
                if os.access("/usr/bin/time", os.X_OK):
                    # GNU time forks segue from a small process: its figure is segue's own.
                    timed = subprocess.run(["/usr/bin/time", "-f", "%M", segue] + argv,
                                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                    result["rss"] = int(timed.stderr.strip().splitlines()[-1]) / 1024.0
                print(f"  {result['name']:<42} median {result['median']:6.2f} s"
                      f"   peak RSS {result['rss']:6.1f} MiB ({result['rss'] / size:5.1f}x the"
                      f" deck's {size:.1f} MiB)")
        print("  (the process alone, on a one-line deck, peaks at ~6 MiB)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "release", "segue"))
    parser.add_argument("--baseline", help="another segue binary, measured in the same run")
    parser.add_argument("--write-decks", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.write_decks:
        pathological_decks(args.write_decks)
        return
    if not os.access(args.segue, os.X_OK):
        sys.exit(f"{args.segue} is missing: run 'make bench' first (a static release build)")
    export_benchmark(args.segue, args.baseline, args.runs)
    scaling_benchmark(args.segue, args.baseline, args.runs)
    limits_benchmark(args.segue, args.runs)


if __name__ == "__main__":
    main()
