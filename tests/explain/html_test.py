#!/usr/bin/env python3
"""Browser test of `tbuf explain --format=html`: every program of
programs/ (with its RUN line's pass flags) and a generated 5,000-op program
are rendered to HTML and opened in headless chromium, which must report no
console message and no script error; the page must hold exactly one
annotation element per decision of the JSON output. The page's own load
time (performance.now() at the load event) is recorded as a property of each
case, not judged: it is the browser's time on whatever else the machine is
running; bench/explain_html_load.py measures it (best of N, one browser at a
time) against its bound. A screenshot of each page and the pages themselves
go to $TEST_UNDECLARED_OUTPUTS_DIR (or --out).

Usage: html_test.py --tbuf PATH [--root DIR] [--out DIR] [--xml FILE]
"""

import argparse
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def browse(browser, page, profile, extra):
    cmd = [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
           "--user-data-dir=" + profile, "--window-size=1600,1200", "--enable-logging=stderr", "--v=0"] + extra + [
               "file://" + os.path.abspath(page)]
    start = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    return p, time.monotonic() - start


def body_data(dom):
    """The data-* attributes of <body> in a dumped DOM (what the page's load
    script recorded: load-ms, errors, decisions, annotations), or None
    without a <body>."""
    m = re.search(r"<body([^>]*)>", dom)
    return dict(re.findall(r'data-([\w-]+)="([^"]*)"', m.group(1))) if m else None


def check_page(tbuf, browser, source, args, name, out_dir, tmp):
    problems, info = [], {}
    html = os.path.join(out_dir, name + ".html")
    cwd = os.path.dirname(os.path.abspath(source))
    base = os.path.basename(source)
    t0 = time.monotonic()
    p = subprocess.run([tbuf, "explain", base] + args + ["--format=html", "-o", html], cwd=cwd, capture_output=True,
                       text=True, timeout=300)
    info["explain_s"] = round(time.monotonic() - t0, 2)
    if p.returncode != 0:
        return [f"tbuf explain --format=html failed: {p.stderr.strip()[:300]}"], info
    j = subprocess.run([tbuf, "explain", base] + args + ["--format=json"], cwd=cwd, capture_output=True, text=True,
                       timeout=300)
    decisions = len(json.loads(j.stdout)["decisions"])
    info["decisions"] = decisions
    profile = tempfile.mkdtemp(dir=tmp)
    r, seconds = browse(browser, html, profile, ["--dump-dom"])
    info["browser_s"] = round(seconds, 2)
    attrs = body_data(r.stdout)
    if attrs is None:
        return problems + ["no <body> in the dumped DOM: " + r.stderr.strip()[-300:]], info
    if "annotations" not in attrs:
        problems.append("the page's load script did not run")
    else:
        info["load_ms"] = int(attrs["load-ms"])
        if attrs["errors"] != "0":
            problems.append(f"{attrs['errors']} script errors")
        if int(attrs["annotations"]) != decisions:
            problems.append(f"{attrs['annotations']} annotation elements, {decisions} decisions")
        if int(attrs["decisions"]) != decisions:
            problems.append(f"the page lists {attrs['decisions']} decisions, the JSON {decisions}")
    # The DOM count again, independently of the page's script.
    dom_count = len(re.findall(r'class="ann k-', r.stdout))
    if dom_count != decisions:
        problems.append(f"{dom_count} annotation elements in the DOM, {decisions} decisions")
    console = [l for l in r.stderr.split("\n") if "CONSOLE" in l]
    if console:
        problems.append("console: " + " | ".join(console[:5]))
    s, _ = browse(browser, html, tempfile.mkdtemp(dir=tmp), ["--screenshot=" + os.path.join(out_dir, name + ".png")])
    if not os.path.exists(os.path.join(out_dir, name + ".png")):
        problems.append("no screenshot: " + s.stderr.strip()[-300:])
    return problems, info


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--root", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--out", default=os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR"))
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    args = ap.parse_args()
    browser = chromium()
    if not browser:
        print("chromium is not installed (scripts/setup.sh installs it)")
        return 1
    tbuf = os.path.abspath(args.tbuf)
    tmp = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR"))
    os.environ["HOME"] = tmp
    out_dir = args.out or tmp
    os.makedirs(out_dir, exist_ok=True)
    cases = []
    for path in sorted(glob.glob(os.path.join(args.root, "programs", "*.mlir"))):
        first = open(path, encoding="utf-8").readline().strip()
        if not first.startswith("// RUN: tbuf explain %s"):
            continue
        run_args = shlex.split(first[len("// RUN: tbuf explain %s"):])
        # Programs whose golden output is an error have no page.
        golden = path + ".out"
        if os.path.exists(golden) and "// ----- exit code:" in open(golden, encoding="utf-8").read():
            continue
        cases.append((os.path.splitext(os.path.basename(path))[0], path, run_args))
    big = os.path.join(tmp, "big_5000_ops.mlir")
    subprocess.run([sys.executable, os.path.join(args.root, "gen_big_program.py"), "--ops", "5000", big], check=True)
    cases.append(("big_5000_ops", big, []))
    suite = ET.Element("testsuite", name="explain.html")
    failed = 0
    for name, path, run_args in cases:
        problems, info = check_page(tbuf, browser, path, run_args, name, out_dir, tmp)
        case = ET.SubElement(suite, "testcase", classname="explain.html", name=name)
        for k, v in info.items():
            ET.SubElement(ET.SubElement(case, "properties"), "property", name=k, value=str(v))
        print(("FAIL " if problems else "ok   ") + name + " " + json.dumps(info))
        for p in problems:
            print("    " + p)
        if problems:
            failed += 1
            ET.SubElement(case, "failure", message=problems[0]).text = "\n".join(problems)
    print(f"{len(cases)} pages, {failed} failed")
    if args.xml:
        ET.ElementTree(suite).write(args.xml, encoding="utf-8", xml_declaration=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
