#!/usr/bin/env python3
"""Differential testing of tbuf against MLIR on generated tensor programs.

Each program (gen_program.py's output for one seed, or a file given on the
command line) runs three times:

  mlir   mlir_reference.run: mlir-opt-22's standard pipeline (One-Shot
         Bufferize with its in-place analysis) and mlir-runner-22
  cbw    the same pipeline with `copy-before-write` added to One-Shot
         Bufferize: no analysis, a copy on every write; the reference for
         what the program means
  tbuf   `tbuf run FILE` (default pipeline, C emission, runtime report)

When MLIR's copy-before-write execution fails (it builds invalid IR for some
casts and clones), the reference falls back to tbuf's own copy-before-write
execution (`tbuf run FILE` with `copy-before-write` One-Shot Bufferize and
the default deallocation pipeline): it shares no in-place decision with the
run under test. It is run only when it is needed: the reference is missing
and tbuf's output differs from MLIR's normal output, or MLIR failed both
times.

Outputs are compared after masking what legitimately differs between
executions (buffer addresses, and the offset/strides of a printed buffer's
layout). Classes, most severe first:

  tbuf-memory  tbuf run leaked, freed badly, crashed or exited non-zero
               (except when MLIR rejects the program the same way)
  tbuf-wrong   tbuf printed something else than the cbw reference
  mlir-bug     MLIR's normal output differs from cbw, or mlir-opt-22 or
               mlir-runner-22 failed on the program (the error is recorded)
  invalid      the program does not verify: a generator bug
  ok

Why: the generator reaches combinations of aliasing, in-place writes,
function boundaries and control flow that hand-written tests miss; MLIR's
copy-before-write mode gives the meaning of each program independently of
any in-place decision.

Exit status 1 iff some program is tbuf-memory or tbuf-wrong.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "execution"))
import gen_program  # noqa: E402
import mlir_reference  # noqa: E402

TIMEOUT = 60
CLASSES = ["tbuf-memory", "tbuf-wrong", "mlir-bug", "invalid", "ok"]
FAILING = {"tbuf-memory", "tbuf-wrong"}
CBW_PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries copy-before-write"] + mlir_reference.PIPELINE[1:]
SUMMARY = re.compile(r"^tbuf runtime: (\d+) allocations, peak (\d+) bytes live, "
                     r"(\d+) leaked \((\d+) bytes\), (\d+) bad frees$", re.M)
LAYOUT = re.compile(r"offset = \d+ (sizes = \[[^\]]*\]) strides = \[[^\]]*\]")


def normalize(data):
    """Masks buffer addresses and layouts: only ranks, sizes and values count."""
    text = mlir_reference.mask_addresses(data.decode("latin-1"))
    return LAYOUT.sub(r"offset = <o> \1 strides = <s>", text)


def first_error(text):
    """The first `error:` line of a tool's stderr (or its first line)."""
    lines = [line for line in text.splitlines() if line.strip()]
    errors = [line for line in lines if "error" in line.lower()]
    first = (errors or lines or ["(no output)"])[0].strip()[:300]
    return first + " crashed (stack dump)" if not errors and "Stack dump:" in text else first


class Outcome:
    """One execution: normalized stdout, or the error that stopped it."""

    def __init__(self, output=None, error=None, stderr=""):
        self.output = output
        self.error = error
        self.stderr = stderr


def run_mlir(path):
    try:
        out, err = mlir_reference.run(path, timeout=TIMEOUT)
        return Outcome(normalize(out), stderr=err)
    except (mlir_reference.ReferenceError, subprocess.SubprocessError, OSError) as e:
        return Outcome(error=str(e))


def run_cbw(path):
    """mlir_reference's pipeline with copy-before-write One-Shot Bufferize."""
    try:
        opt = subprocess.run([mlir_reference.MLIR_OPT, path] + CBW_PIPELINE, capture_output=True, timeout=TIMEOUT)
        if opt.returncode != 0:
            return Outcome(error="mlir-opt-22 (copy-before-write) failed:\n" + opt.stderr.decode("utf-8", "replace"))
        argv = [mlir_reference.MLIR_RUNNER, "-e", "main", "-entry-point-result=void",
                "-shared-libs=" + ",".join(mlir_reference.runner_libs())]
        proc = subprocess.run(argv, input=opt.stdout, capture_output=True, timeout=TIMEOUT)
    except (subprocess.SubprocessError, OSError) as e:
        return Outcome(error="copy-before-write run failed: %s" % e)
    if proc.returncode != 0:
        return Outcome(error="mlir-runner-22 (copy-before-write) exited %d:\n%s" %
                       (proc.returncode, proc.stderr.decode("utf-8", "replace")))
    return Outcome(normalize(proc.stdout))


TBUF_CBW_FLAGS = ["--one-shot-bufferize=bufferize-function-boundaries copy-before-write",
                  "--buffer-deallocation-pipeline", "--canonicalize"]


def run_tbuf(tbuf, path, flags=()):
    """`tbuf run` (with pass flags replacing the default pipeline, if any);
    error is set on a non-zero exit, a leak or a bad free."""
    directory, name = os.path.split(os.path.abspath(path))
    try:
        proc = subprocess.run([tbuf, "run", name] + list(flags), cwd=directory, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return Outcome(error="tbuf run timed out after %d s" % TIMEOUT)
    except OSError as e:
        return Outcome(error="could not start tbuf: %s" % e)
    stderr = proc.stderr.decode("utf-8", "replace")
    summary = SUMMARY.search(stderr)
    error = None
    if summary and (int(summary.group(3)) or int(summary.group(5))):
        error = summary.group(0)
    elif proc.returncode != 0:
        error = "tbuf run exited %d: %s" % (proc.returncode, first_error(stderr))
    return Outcome(normalize(proc.stdout), error, stderr)


def verifies(path):
    proc = subprocess.run([mlir_reference.MLIR_OPT, path], capture_output=True, timeout=TIMEOUT)
    return proc.returncode == 0, proc.stderr.decode("utf-8", "replace")


def first_difference(expected, actual):
    """`line N: expected ... got ...` for the first differing line."""
    exp, act = expected.splitlines(), actual.splitlines()
    for i in range(max(len(exp), len(act))):
        e = exp[i] if i < len(exp) else "<end>"
        a = act[i] if i < len(act) else "<end>"
        if e != a:
            return "line %d: expected %r, got %r" % (i + 1, e[:120], a[:120])
    return "outputs differ"


def classify(path, tbuf):
    """Runs the three executions of one program; returns a result dict."""
    start = time.monotonic()
    mlir, cbw, tb = run_mlir(path), run_cbw(path), run_tbuf(tbuf, path)
    if mlir.error or cbw.error:
        ok, verify_error = verifies(path)
        if not ok:
            return result("invalid", [("invalid", first_error(verify_error))], verify_error, start)
    if cbw.error and not tb.error and (mlir.error or tb.output != mlir.output):
        fallback = run_tbuf(tbuf, path, TBUF_CBW_FLAGS)
        if not fallback.error:
            cbw = Outcome(fallback.output, stderr="(reference: tbuf copy-before-write; " +
                          first_error(cbw.error) + ")")
    problems = mlir_problems(mlir, cbw, tb) + tbuf_problems(mlir, cbw, tb)
    order = {cls: i for i, cls in enumerate(CLASSES)}
    problems.sort(key=lambda p: order[p[0]])
    problems = [(cls, reason.replace(os.path.dirname(path) + os.sep, "")) for cls, reason in problems]
    cls = problems[0][0] if problems else "ok"
    details = "\n\n".join(x for x in (mlir.error, cbw.error, tb.error and tb.stderr) if x)
    return result(cls, problems, details, start)


def result(cls, problems, details, start):
    return {"class": cls, "problems": problems, "details": details, "time": time.monotonic() - start}


def same_rejection(mlir, tb):
    """tbuf refused the program with mlir-opt-22's own error message."""
    return bool(mlir.error and tb.error) and \
        first_error(mlir.error).split("error:")[-1] == tb.error.split("error:")[-1]


def mlir_problems(mlir, cbw, tb):
    if mlir.error:
        note = " (tbuf rejects it the same way)" if same_rejection(mlir, tb) else ""
        return [("mlir-bug", first_error(mlir.error) + note)]
    if cbw.error:
        return [("mlir-bug", first_error(cbw.error))]
    if mlir.output != cbw.output:
        note = " " + cbw.stderr if cbw.stderr.startswith("(reference: tbuf") else ""
        return [("mlir-bug", "normal pipeline differs from copy-before-write: " +
                 first_difference(cbw.output, mlir.output) + note)]
    return []


def tbuf_problems(mlir, cbw, tb):
    reference = cbw.output if cbw.error is None else mlir.output
    if tb.error:
        return [] if same_rejection(mlir, tb) else [("tbuf-memory", tb.error)]
    if reference is not None and tb.output != reference:
        return [("tbuf-wrong", first_difference(reference, tb.output))]
    return []


# ----- many programs ----------------------------------------------------------


def parse_seeds(text):
    lo, _, hi = text.partition(":")
    return range(int(lo), int(hi)) if hi else range(int(lo), int(lo) + 1)


def run_seed(seed, size, tbuf, workdir):
    path = os.path.join(workdir, "seed_%d.mlir" % seed)
    with open(path, "w") as f:
        f.write(gen_program.generate(seed, size))
    r = classify(path, tbuf)
    r.update(name="seed_%d" % seed, seed=seed, path=path)
    return r


def run_file(path, tbuf):
    r = classify(path, tbuf)
    r.update(name=os.path.basename(path), seed=None, path=path)
    return r


def run_all(args, workdir):
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        if args.files:
            futures = [pool.submit(run_file, p, args.tbuf) for p in args.files]
        else:
            futures = [pool.submit(run_seed, s, args.size, args.tbuf, workdir) for s in parse_seeds(args.seeds)]
        results = []
        for future in futures:
            r = future.result()
            if r["class"] != "ok":
                print("%-12s %s: %s" % (r["class"], r["name"], r["problems"][0][1]), flush=True)
            results.append(r)
    return results


def write_out(out, results):
    """Failing programs (with their details) and summary.json / summary.md."""
    os.makedirs(out, exist_ok=True)
    rows = []
    for r in results:
        if r["class"] == "ok":
            continue
        shutil.copy(r["path"], os.path.join(out, r["name"] + ".mlir"))
        with open(os.path.join(out, r["name"] + ".txt"), "w") as f:
            f.write("\n".join("%s: %s" % p for p in r["problems"]) + "\n\n" + r["details"])
        rows.append({"name": r["name"], "seed": r["seed"], "class": r["class"],
                     "problems": [list(p) for p in r["problems"]]})
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump({"counts": counts(results), "failures": rows}, f, indent=1)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write("| program | class | reason |\n| --- | --- | --- |\n")
        for row in rows:
            f.write("| %s | %s | %s |\n" % (row["name"], row["class"], row["problems"][0][1].replace("|", "\\|")))


def write_junit(path, results, size):
    suite = ET.Element("testsuite", name="differential", tests=str(len(results)),
                       failures=str(sum(r["class"] in FAILING for r in results)), errors="0",
                       skipped=str(sum(r["class"] in ("mlir-bug", "invalid") for r in results)))
    for r in results:
        case = ET.SubElement(suite, "testcase", classname="differential." + size, name=r["name"],
                             time="%.3f" % r["time"])
        if r["class"] == "ok":
            continue
        message = "%s: %s" % (r["class"], r["problems"][0][1])
        tag = "failure" if r["class"] in FAILING else "skipped"
        element = ET.SubElement(case, tag, message=message[:500])
        element.text = "\n".join("%s: %s" % p for p in r["problems"]) + "\n\n" + r["details"]
    suites = ET.Element("testsuites")
    suites.append(suite)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def counts(results):
    return {cls: sum(r["class"] == cls for r in results) for cls in CLASSES}


def print_summary(results, elapsed):
    c = counts(results)
    print("%d programs in %.1f s (%.2f programs/s): %s" %
          (len(results), elapsed, len(results) / max(elapsed, 1e-9), ", ".join("%d %s" % (c[k], k) for k in CLASSES)))
    for r in results:
        for cls, reason in r["problems"]:
            if cls == "mlir-bug":
                print("  mlir-bug %s: %s" % (r["name"], reason))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", required=True, help="path of the tbuf binary")
    ap.add_argument("--seeds", default="0:100", help="A:B runs seeds A..B-1 (default 0:100)")
    ap.add_argument("--size", choices=sorted(gen_program.SIZES), default="small")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out", help="directory for failing programs and summary.json/summary.md")
    ap.add_argument("--junit", help="JUnit XML output, one <testcase> per program")
    ap.add_argument("files", nargs="*", help="programs to check instead of generated seeds")
    args = ap.parse_args()
    args.tbuf = os.path.abspath(args.tbuf)
    if not mlir_reference.available():
        print("mlir-opt-22, mlir-runner-22 or the runner libraries are missing: no reference to compare with")
        return 1
    workdir = tempfile.mkdtemp(prefix="tbuf-differential-")
    start = time.monotonic()
    try:
        results = run_all(args, workdir)
        if args.out:
            write_out(args.out, results)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if args.junit:
        write_junit(args.junit, results, args.size)
    print_summary(results, time.monotonic() - start)
    return 1 if any(r["class"] in FAILING for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
