#!/usr/bin/env python3
"""Module-scale benchmark: the full bufferization + deallocation pipeline on
modules of many functions (bench/module_gen.py shapes: chain, independent,
dag, recursion, many_results, globals, big_function) at 10^3, 10^4 and 10^5
functions (ops for big_function), tbuf side by side with mlir-opt-22.

What is measured, per shape and size, on the same file for both tools:

  Driver runs of
      TOOL f.mlir --one-shot-bufferize="bufferize-function-boundaries"
                  --buffer-deallocation-pipeline --mlir-timing -o /dev/null
  (mlir-opt with --mlir-disable-threading; both verify after every pass),
  interleaved (tbuf, mlir-opt, tbuf --emit=c, then the next round), best
  (minimum) of --reps runs. Each run waits until the machine is idle (under
  15 % of its cores busy, for at most --max-wait seconds) and counts only if it
  had a core to itself (CPU time >= 90 % of wall time); otherwise it is
  repeated (at most 4 extra attempts), and a value that never got a quiet run
  is marked "*". Per stage, the wall time of its `--mlir-timing`
  timer (0.1 ms resolution; a timer that occurs several times, such as the
  pipeline's three canonicalizations in mlir-opt, is summed; tbuf prints one
  accumulated timer):
    parse+verify           "Parser" (both tools verify inside it)
    one-shot-bufferize     "OneShotBufferizePass" (analysis and rewrite, and
                           the verifier run after the pass)
    expand-realloc         "ExpandReallocPass" (first pass of the
                           deallocation pipeline)
    ownership-dealloc      "OwnershipBasedBufferDeallocationPass"
    dealloc-simplification "BufferDeallocationSimplificationPass"
    lower-deallocations    "LowerDeallocationsPass"
    canonicalize           "Canonicalizer" (the pipeline's three runs)
    cse                    "CSE"
    print                  "Output" (MLIR text)
    emit-c                 tbuf only: "Output" of the same run with --emit=c
                           (the C99 translation replaces the MLIR printer
                           inside that timer)
    rest, total            "Rest" (driver work outside every timer: reading
                           the file, writing the output, teardown) and "Total"
  and of the whole process: wall time, CPU time (user + system) and peak RSS
  (wait4's rusage of the child). A run is killed after --mlir-timeout seconds
  (mlir-opt, default 120, shown as ">120") or --tbuf-timeout seconds (tbuf); a
  run that took longer than --long seconds (default 60) is not repeated.

  Growth, tbuf only:
    - CPU per doubling past 10^4: tbuf also runs at --doubling (default 2x the
      middle size, 2*10^4); each stage's time there over its time at 10^4 is
      ~2x for a linear stage, ~4x for a quadratic one (criterion <= 2.3x). The
      rate implied by 10^4 -> 10^5, (t(10^5) / t(10^4)) ** log10(2), is shown
      next to it. Stage timers are wall time; tbuf is single-threaded and the
      runs are meant for an idle machine, where wall time is CPU time (the
      process rows show both).
    - instructions executed (valgrind --tool=callgrind, whole process, one
      run each with the MLIR printer and with --emit=c) at the
      --instruction-sizes (default 10^3 and 10^4), per stage as the inclusive
      cost of the function that implements it (the pass's runOnOperation,
      parseSourceBuffer, verify, printOperation, lower::emitC). Instruction
      counts are free of cache and load effects; growth over the size ratio
      is the "x linear" column (criterion <= 1.3x). Skipped where tbuf's native
      run takes longer than --instructions-max-seconds (callgrind is ~50x
      slower). There the per-pass counts exclude the verifier run after each
      pass (its own row, "verify (all runs)"), which the timers include.

  Targets: the pipeline on `chain` at 16,000 functions (run as an extra size)
  under 2 s and at 10^5 under 15 s (tbuf whole process); tbuf >= 10x faster
  than mlir-opt-22 (whole process) on every shape at the largest of these
  sizes mlir-opt finishes within its timeout (bench/module_cpu_run.py
  --find-limit searches for the largest size it finishes at all); tbuf's peak
  RSS <= 0.5x mlir-opt's at the largest size.

The tbuf binary is `bazel build -c opt //tools:tbuf`, copied into WORKDIR before
the first run (a concurrent build cannot swap it mid-run). Results go to
WORKDIR/module_scale.json and stdout (markdown); --update-doc rewrites the
section between the BEGIN/END MODULE RESULTS markers of the given file.

Usage:
  bench/module_scale_run.py [--sizes 1000,10000,100000] [--shapes chain,...]
                            [--reps 3] [--workdir /tmp/tbuf-module-bench]
                            [--no-build | --tbuf PATH [--commit HASH]] [--mlir-timeout 120]
                            [--tbuf-timeout 300] [--long 60] [--max-wait 600]
                            [--extra-attempts 4]
                            [--doubling 20000]
                            [--extra chain:16000] [--instruction-sizes 1000,10000]
                            [--instructions-max-seconds 30] [--no-instructions]
                            [--update-doc docs/benchmarks.md]
"""
import argparse
import json
import math
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(REPO, "bench", "module_gen.py")
MLIR_OPT = "mlir-opt-22"
SHAPES = ["chain", "independent", "dag", "recursion", "many_results", "globals", "big_function"]
PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline"]

from module_scale_report import (DOUBLING_BOUND, INSTRUCTION_BOUND, INSTRUCTION_FUNCS, MIN_JUDGED_SECONDS,
                                 PROCESS_ROWS, QUIET_SHARE, STAGE_NAMES, STAGES, fmt_s, markdown, update_doc)

# A run "had a core to itself" when its CPU time is at least QUIET_SHARE of
# its wall time (both tools are single-threaded here); only such runs are
# kept when there are any. Before each run the script waits until less than
# QUIET_BUSY of the machine's cores are busy (other users' builds).
QUIET_BUSY = 0.15
EXTRA_ATTEMPTS = 4

TIMER_LINE = re.compile(r"^\s+(\d+\.\d+) \(\s*[\d.]+%\)  (\S.*?)\s*$")


def log(msg):
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


# ---- inputs --------------------------------------------------------------------


def generate(workdir, shape, n):
    path = os.path.join(workdir, f"{shape}-{n}.mlir")
    if not os.path.exists(path):
        tmp = path + ".tmp"
        with open(tmp, "w") as f:
            subprocess.run([sys.executable, GEN, shape, str(n)], stdout=f, check=True)
        os.replace(tmp, path)
    return path


def module_info(path):
    """Functions and ops of a generated module: every op sits on a line of its
    own, so ops = lines that are not a region's closing brace (+1 for the
    module)."""
    funcs = ops = 0
    with open(path) as f:
        for line in f:
            s = line.strip()
            if not s or s in ("}", "} else {"):
                continue
            ops += 1
            funcs += s.startswith("func.func")
    return {"functions": funcs, "ops": ops + 1, "bytes": os.path.getsize(path)}


# ---- running -------------------------------------------------------------------


def run_once(cmd, timeout):
    """Runs `cmd`; returns {status: ok|timeout|failed, wall, cpu, rss_kib,
    timers}. rss_kib and cpu are reported for a killed run too (what it had
    reached)."""
    with tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        killed = threading.Event()

        def kill():
            killed.set()
            try:
                os.kill(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(timeout, kill)
        timer.start()
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped by wait4
        err.seek(0)
        text = err.read()
    res = {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "rss_kib": usage.ru_maxrss}
    if killed.is_set():
        res["status"] = "timeout"
    elif proc.returncode != 0:
        res["status"] = "failed"
        log(f"  failed (rc={proc.returncode}): {' '.join(cmd)}\n  {text.strip()[-400:]}")
    else:
        res["status"] = "ok"
        res["timers"] = parse_timers(text)
    return res


def parse_timers(text):
    """Top-level timers of a `--mlir-timing` report, {name: seconds}; a name
    that occurs several times is summed (nested timers are not read)."""
    timers = {}
    for line in text.splitlines():
        m = TIMER_LINE.match(line)
        if m:
            timers[m.group(2)] = timers.get(m.group(2), 0.0) + float(m.group(1))
    return timers


def stage_times(timers, emit_timers=None):
    out = {}
    for stage, names in STAGES:
        vals = [timers[n] for n in names if n in timers]
        out[stage] = sum(vals) if vals else None
    if emit_timers is not None:
        out["emit-c"] = emit_timers.get("Output")
    return out


def busy_share(interval=1.0):
    """Share of all cores busy over `interval` seconds (/proc/stat)."""
    def snap():
        with open("/proc/stat") as f:
            vals = [int(v) for v in f.readline().split()[1:]]
        return vals[3] + vals[4], sum(vals)  # idle + iowait, total
    i0, t0 = snap()
    time.sleep(interval)
    i1, t1 = snap()
    return 1.0 - (i1 - i0) / max(1, t1 - t0)


def wait_quiet(max_wait):
    """Waits (up to max_wait seconds) until the machine is idle: less than
    QUIET_BUSY of its cores busy while nothing of ours runs. Returns the
    busy share last seen."""
    start = time.time()
    busy = busy_share()
    while busy >= QUIET_BUSY and time.time() - start < max_wait:
        time.sleep(5)
        busy = busy_share()
    waited = time.time() - start - 1.0
    if waited > 1:
        log(f"    (waited {waited:.0f} s for the machine to be idle; now {100 * busy:.0f} % busy)")
    return busy


def quiet(run):
    """A run that had a core to itself: started on an idle machine and took
    CPU time >= QUIET_SHARE of its wall time (not judged under 0.2 s, where
    rusage's resolution is too coarse)."""
    if run.get("busy_before", 0.0) >= QUIET_BUSY:
        return False
    return run["wall"] < 0.2 or run["cpu"] >= QUIET_SHARE * run["wall"]


def best(runs):
    """Best (minimum) of each metric over the successful runs that had a core
    to themselves (over all successful runs if none did: then "loaded"); the
    last run's status if none succeeded."""
    ok = [r for r in runs if r["status"] == "ok"]
    if not ok:
        r = ([r for r in runs if quiet(r)] or runs)[-1]
        return {"status": r["status"], "wall": r["wall"], "cpu": r["cpu"], "rss_kib": r["rss_kib"],
                "loaded": not quiet(r), "attempts": len(runs)}
    chosen = [r for r in ok if quiet(r)] or ok
    res = {"status": "ok", "runs": len(chosen), "attempts": len(runs), "loaded": not quiet(chosen[0])}
    for key in ("wall", "cpu", "rss_kib"):
        res[key] = min(r[key] for r in chosen)
    names = set().union(*(r["timers"] for r in chosen))
    res["timers"] = {n: min(r["timers"].get(n, math.inf) for r in chosen) for n in names}
    return res


class Job:
    """One kind of run (tool + flags), repeated until it has `reps` runs that
    had a core to themselves (one if the first took longer than `long_run`
    seconds, or timed out), with at most `reps` + EXTRA_ATTEMPTS attempts."""

    def __init__(self, key, cmd, timeout):
        self.key, self.cmd, self.timeout = key, cmd, timeout
        self.runs = []

    def wants_more(self, reps, long_run):
        if not self.runs:
            return True
        if self.runs[0]["status"] == "failed":
            return False
        good = [r for r in self.runs if quiet(r)]
        long = self.runs[0]["status"] == "timeout" or self.runs[0]["wall"] > long_run
        need = 1 if long else reps
        cap = (1 + EXTRA_ATTEMPTS // 2) if long else reps + EXTRA_ATTEMPTS
        return len(good) < need and len(self.runs) < cap


def measure(jobs, reps, long_run, max_wait):
    """Runs the jobs interleaved (one run of each, then the next round),
    each run on an idle machine as far as possible."""
    while any(job.wants_more(reps, long_run) for job in jobs):
        for job in jobs:
            if job.wants_more(reps, long_run):
                busy = wait_quiet(max_wait)
                r = run_once(job.cmd, job.timeout)
                r["busy_before"] = busy
                job.runs.append(r)
                log(f"    {job.key}: {r['status']} {r['wall']:.2f} s (CPU {r['cpu']:.2f} s"
                    f"{'' if quiet(r) else ', loaded'}), {r['rss_kib'] / 1024:.0f} MB")
    return {job.key: best(job.runs) for job in jobs}


def entry_for(res, tbuf_key="tbuf", emit_key="tbuf-emit-c", mlir_key="mlir-opt"):
    """Flattens the best runs into {"tbuf": {...}, "mlir-opt": {...}}."""
    out = {}
    t, e = res.get(tbuf_key), res.get(emit_key)
    if t:
        out["tbuf"] = {"status": t["status"], "wall": t["wall"], "cpu": t["cpu"], "rss_kib": t["rss_kib"],
                       "loaded": t["loaded"], "attempts": t["attempts"],
                       "stages": stage_times(t.get("timers", {}), e.get("timers", {}) if e else None)
                       if t["status"] == "ok" else {}}
        if e:
            out["tbuf"]["emit-c-run"] = {"status": e["status"], "wall": e["wall"], "cpu": e["cpu"],
                                         "rss_kib": e["rss_kib"], "loaded": e["loaded"]}
            if e["status"] != "ok":
                out["tbuf"]["stages"]["emit-c"] = None
    m = res.get(mlir_key)
    if m:
        out["mlir-opt"] = {"status": m["status"], "wall": m["wall"], "cpu": m["cpu"], "rss_kib": m["rss_kib"],
                           "loaded": m["loaded"], "attempts": m["attempts"],
                           "stages": stage_times(m.get("timers", {})) if m["status"] == "ok" else {}}
    return out


# ---- instruction counts ----------------------------------------------------------


def count_instructions(exe, path, extra, timeout):
    """Per-stage inclusive instruction counts of one tbuf run under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        try:
            r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", exe, path, "-o",
                                "/dev/null"] + PIPELINE + extra, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            # A loaded machine can slow callgrind past its limit: no counts
            # for this size, the rest of the run goes on.
            log(f"  callgrind timed out after {timeout:.0f} s")
            return {}
        if r.returncode != 0 or not os.path.exists(out):
            log(f"  callgrind failed: {r.stderr.strip()[-400:]}")
            return {}
        ann = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                             capture_output=True, text=True).stdout
    costs = {}
    line_re = re.compile(r"^\s*([\d,]+) \([\s\d.]+%\)\s+(.*?)\s*$")
    for line in ann.splitlines():
        m = line_re.match(line)
        if not m:
            continue
        count, where = int(m.group(1).replace(",", "")), m.group(2)
        if where == "PROGRAM TOTALS":
            costs["total"] = count
            continue
        fn = where.split(":", 1)[1] if ":" in where else where
        fn = re.sub(r" \[[^\]]*\]$", "", fn)  # the object file
        if "[clone" in fn:
            continue
        for stage, pattern in INSTRUCTION_FUNCS:
            if pattern and re.search(pattern, fn):
                costs[stage] = max(costs.get(stage, 0), count)
    return costs


# ---- main ------------------------------------------------------------------------


def build_tbuf():
    if subprocess.run(["bazel", "build", "-c", "opt", "//tools:tbuf"], cwd=REPO).returncode != 0:
        raise SystemExit("bazel build -c opt //tools:tbuf failed")
    out = subprocess.run(["bazel", "info", "-c", "opt", "bazel-bin"], cwd=REPO, capture_output=True, text=True)
    bindir = out.stdout.strip() if out.returncode == 0 and out.stdout.strip() else \
        os.path.join(REPO, "bazel-out", "k8-opt", "bin")
    return os.path.join(bindir, "tools", "tbuf")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--shapes", default=",".join(SHAPES))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "tbuf-module-bench"))
    ap.add_argument("--no-build", action="store_true", help="use the existing -c opt binary")
    ap.add_argument("--tbuf", help="use this tbuf binary instead of building one")
    ap.add_argument("--commit", help="the commit the --tbuf binary was built from (default: HEAD)")
    ap.add_argument("--mlir-timeout", type=float, default=120)
    ap.add_argument("--tbuf-timeout", type=float, default=300)
    ap.add_argument("--long", type=float, default=60, help="a run longer than this is not repeated")
    ap.add_argument("--max-wait", type=float, default=600,
                    help="seconds to wait before a run for the machine to be idle")
    ap.add_argument("--extra-attempts", type=int, default=EXTRA_ATTEMPTS,
                    help="repeats allowed for runs that did not have a core to themselves (0: keep the first runs)")
    ap.add_argument("--doubling", type=int, help="extra tbuf size (default: 2x the middle size)")
    ap.add_argument("--extra", default="chain:16000", help="extra shape:size runs of both tools (targets)")
    ap.add_argument("--instruction-sizes", default="1000,10000")
    ap.add_argument("--instructions-max-seconds", type=float, default=30)
    ap.add_argument("--no-instructions", action="store_true")
    ap.add_argument("--update-doc", metavar="MD")
    ap.add_argument("--report", metavar="JSON", help="only print (and --update-doc) the results of an earlier run")
    args = ap.parse_args()
    globals()["EXTRA_ATTEMPTS"] = args.extra_attempts
    if args.report:
        results = json.load(open(args.report))
        print(markdown(results))
        if args.update_doc:
            update_doc(args.update_doc, results)
        return
    sizes = sorted(int(s) for s in args.sizes.split(","))
    shapes = args.shapes.split(",")
    for s in shapes:
        if s not in SHAPES:
            raise SystemExit(f"unknown shape {s}; shapes: {', '.join(SHAPES)}")
    dbl = args.doubling or (2 * sizes[-2] if len(sizes) >= 2 else None)
    extra = [(e.split(":")[0], int(e.split(":")[1])) for e in args.extra.split(",") if e]
    isizes = [] if args.no_instructions or not shutil.which("valgrind") else \
        sorted(int(s) for s in args.instruction_sizes.split(","))
    os.makedirs(args.workdir, exist_ok=True)

    src = args.tbuf or (os.path.join(REPO, "bazel-out", "k8-opt", "bin", "tools", "tbuf") if args.no_build
                        else build_tbuf())
    if not os.path.exists(src):
        raise SystemExit(f"no tbuf binary at {src}")
    tbuf = os.path.join(args.workdir, "tbuf")
    shutil.copy2(src, tbuf)
    commit = args.commit or subprocess.run(["git", "-C", REPO, "log", "-1", "--format=%h"], capture_output=True,
                                           text=True).stdout.strip()

    def cmd_tbuf(path, *more):
        return [tbuf, path, "-o", "/dev/null", "--mlir-timing"] + PIPELINE + list(more)

    def cmd_mlir(path):
        return [MLIR_OPT, path, "-o", "/dev/null", "--mlir-timing", "--mlir-disable-threading"] + PIPELINE

    load = lambda: " / ".join(f"{x:.2f}" for x in os.getloadavg())
    results = {
        "sizes": sizes,
        "shapes": shapes,
        "meta": {
            "date": time.strftime("%Y-%m-%d %H:%M"),
            "machine": f"{os.cpu_count()} cores, {platform.processor() or platform.machine()}",
            "load_before": load(),
            "reps": args.reps,
            "long": args.long,
            "mlir_timeout": args.mlir_timeout,
            "tbuf_timeout": args.tbuf_timeout,
            "doubling": dbl,
            "instruction_sizes": isizes,
            "commit": commit,
            "tbuf_version": subprocess.run([tbuf, "--version"], capture_output=True, text=True).stdout.strip(),
            "mlir_version": " ".join(subprocess.run([MLIR_OPT, "--version"], capture_output=True, text=True)
                                     .stdout.split()[:4]),
        },
        "data": {},
    }
    for shape in shapes:
        per = results["data"][shape] = {}
        runs = [(n, True) for n in sizes] + [(n, True) for sh, n in extra if sh == shape and n not in sizes]
        if dbl and dbl not in sizes:
            runs.append((dbl, False))
        for n, with_mlir in sorted(runs):
            path = generate(args.workdir, shape, n)
            info = module_info(path)
            log(f"{shape} {n}: {info['functions']} functions, {info['ops']} ops, {info['bytes'] / 1e6:.1f} MB")
            jobs = [Job("tbuf", cmd_tbuf(path), args.tbuf_timeout)]
            if with_mlir:
                jobs.append(Job("mlir-opt", cmd_mlir(path), args.mlir_timeout))
            jobs.append(Job("tbuf-emit-c", cmd_tbuf(path, "--emit=c"), args.tbuf_timeout))
            entry = entry_for(measure(jobs, args.reps, args.long, args.max_wait))
            entry["info"] = info
            if n in isizes:
                t = entry["tbuf"]
                if t["status"] == "ok" and t["wall"] <= args.instructions_max_seconds:
                    log("    callgrind")
                    limit = max(600, 200 * t["wall"])
                    counts = count_instructions(tbuf, path, [], limit)
                    emit = count_instructions(tbuf, path, ["--emit=c"], limit)
                    if "emit-c" in emit:
                        counts["emit-c"] = emit["emit-c"]
                    entry["instructions"] = counts
                else:
                    entry["instructions"] = {"skipped": f"native run {fmt_s(t['wall'], t['status'], args.tbuf_timeout)} s"}
            per[str(n)] = entry
            with open(os.path.join(args.workdir, "module_scale.json"), "w") as f:
                json.dump(results, f, indent=1)
    results["meta"]["load_after"] = load()
    json_path = os.path.join(args.workdir, "module_scale.json")
    with open(json_path, "w") as f:
        json.dump(results, f, indent=1)
    print(markdown(results))
    log(f"results: {json_path}")
    if args.update_doc:
        update_doc(args.update_doc, results)
        log(f"updated {args.update_doc}")


if __name__ == "__main__":
    main()
