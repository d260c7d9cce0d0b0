#!/usr/bin/env python3
"""Load time of `tbuf explain --format=html` pages in headless chromium.

Generates programs of N ops (tests/explain/gen_big_program.py: a chain of
insert/extract/addf steps with copies and allocations), renders each to HTML
once, and opens it in headless chromium R times, one browser at a time. The
page measures itself: its load script stores performance.now() at the load
event (navigation start to a laid-out page with every annotation linked) in
<body data-load-ms>. Reports, per size, the explain time, the number of
decisions, the page's size, and the best and median load time; `--limit
OPS:MS` makes the command fail when the best load time at that size reaches
MS (the bound of docs/explain.md: `--limit 5000:2000`, a 5,000-op page loads
in under 2 s).

This is a benchmark, not a test: a page's load time is the browser's, and on
a machine busy with other work it says more about the machine than the page.
The browser test (tests/explain/html_test.py) checks the same pages for
correctness only.

Usage: explain_html_load.py [--tbuf PATH] [--sizes 5000,20000] [--reps 5]
                            [--limit 5000:2000] [--markdown]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "explain"))
import html_test  # noqa: E402  (chromium(), browse(), body_data(): one way to launch the browser and read the page)


def load(browser, page, tmp):
    """Opens the page once; returns its load time in ms and the number of
    decisions it lists (both from the load script's <body> attributes)."""
    r, _ = html_test.browse(browser, page, tempfile.mkdtemp(dir=tmp), ["--dump-dom"])
    attrs = html_test.body_data(r.stdout) or {}
    if "load-ms" not in attrs:
        raise RuntimeError("the page's load script did not run: " + r.stderr.strip()[-300:])
    return int(attrs["load-ms"]), int(attrs["decisions"])


def measure(tbuf, browser, ops, reps, tmp):
    src = os.path.join(tmp, f"big_{ops}.mlir")
    page = os.path.join(tmp, f"big_{ops}.html")
    subprocess.run([sys.executable, os.path.join(ROOT, "tests", "explain", "gen_big_program.py"), "--ops",
                    str(ops), src], check=True)
    t0 = time.monotonic()
    subprocess.run([tbuf, "explain", src, "--format=html", "-o", page], check=True)
    explain_s = time.monotonic() - t0
    runs = [load(browser, page, tmp) for _ in range(reps)]
    loads, decisions = [ms for ms, _ in runs], runs[0][1]
    return {"ops": ops, "explain_s": explain_s, "decisions": decisions, "page_kb": os.path.getsize(page) // 1024,
            "best_ms": min(loads), "median_ms": statistics.median(loads), "loads": loads}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", default=os.path.join(ROOT, "bazel-bin", "tools", "tbuf"))
    ap.add_argument("--sizes", default="5000,20000")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--limit", default=None, metavar="OPS:MS",
                    help="exit 1 if the best load time at OPS ops reaches MS (docs/explain.md: 5000:2000)")
    ap.add_argument("--markdown", action="store_true", help="print the table as markdown")
    args = ap.parse_args()
    browser = html_test.chromium()
    if not browser:
        print("chromium is not installed (scripts/setup.sh installs it)")
        return 1
    tmp = tempfile.mkdtemp()
    os.environ["HOME"] = tmp  # chromium writes its crash database under HOME
    sizes = [int(n) for n in args.sizes.split(",")]
    limit = None
    if args.limit:
        ops, ms = (int(x) for x in args.limit.split(":"))
        limit = (ops, ms)
        if ops not in sizes:
            sizes.insert(0, ops)
    rows = [measure(os.path.abspath(args.tbuf), browser, n, args.reps, tmp) for n in sizes]
    if args.markdown:
        print(f"| ops | decisions | page | explain | load, best of {args.reps} | median |")
        print("|---:|---:|---:|---:|---:|---:|")
        for r in rows:
            print(f"| {r['ops']:,} | {r['decisions']:,} | {r['page_kb']:,} KB | {r['explain_s']:.2f} s | "
                  f"{r['best_ms']} ms | {r['median_ms']:.0f} ms |")
    else:
        for r in rows:
            print(f"{r['ops']:>7} ops  {r['decisions']:>6} decisions  {r['page_kb']:>6} KB  explain "
                  f"{r['explain_s']:.2f} s  load best {r['best_ms']} ms  median {r['median_ms']:.0f} ms  {r['loads']}")
    if limit:
        r = next(r for r in rows if r["ops"] == limit[0])
        if r["best_ms"] >= limit[1]:
            print(f"FAIL {r['ops']} ops: best load {r['best_ms']} ms (limit {limit[1]} ms)")
            return 1
        print(f"ok   {r['ops']} ops: best load {r['best_ms']} ms (limit {limit[1]} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
