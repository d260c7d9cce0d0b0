#!/usr/bin/env python3
"""Scale benchmark: tbuf vs mlir-opt-22 on generated modules of
10^3, 10^4 and 10^5 ops (bench/gen.py families `ops`, `cfg`, `loops`).

What is measured (every measurement is the median of --reps runs):

  Driver runs, both tools, same flags, the per-phase wall time from
  `--mlir-timing` (0.1 ms resolution):
    parse+verify   "Parser" timer of `TOOL f.mlir -o /dev/null` (both tools
                   verify the module inside that timer)
    verify         "StripDebugInfo" timer with --verify-each minus the same
                   timer with --verify-each=false (the verifier runs inside a
                   pass's timer in both tools); strip-debuginfo itself is a walk
    print          "Output" timer (pretty form) of the parse run
    print-generic  "Output" timer with --mlir-print-op-generic
    canonicalize   "Canonicalizer" timer of `--canonicalize --verify-each=false`
    cse            "CSE" timer of `--cse --verify-each=false`
    test-print-dominance / test-print-liveness
                   the test pass's timer, output to /dev/null; their output is
                   quadratic by definition (every pair of blocks; every value's
                   live range and every op's live set), so they only run where
                   the output stays small (see QUADRATIC_LIMITS)
    process        whole-process wall time and peak RSS (/usr/bin/time) of
                   the parse+print run

  In-process, tbuf only (bench/scale_stages.cc; steady clock, microsecond
  resolution): walk (visit every op once: a reference row, the cost of
  touching the IR alone, not checked against the bound), parse (without
  verification), verify, dominance (dominator and
  post-dominator trees of every multi-block region, then
  properlyDominates(operand, user) for every operand), liveness
  (Liveness(module) and the live-in/out sets of every block), canonicalize,
  cse, print, print-generic. These are the numbers the growth bound
  (time at 10^5 ops <= 120x time at 10^3 ops) is checked against, as wall
  time, CPU time, and (with valgrind installed, unless --no-instructions)
  instructions executed in the stage (callgrind, toggled on the stage's
  function), which is free of cache and machine-load effects: wall-time
  growth above the bound with instruction growth near 100x is the memory
  hierarchy (10^3 ops fit in cache, 10^5 do not), not the algorithm.
  Unless --no-tail, the in-process stages also run once more at twice the
  largest size: CPU time there over CPU time at the largest size is ~2x for a
  linear stage once the IR is out of cache (~4x for a quadratic one).

mlir-opt runs with --mlir-disable-threading (one function per module anyway).
A stage the tbuf driver does not offer yet (pass not registered) is reported
as "n/a". Results go to WORKDIR/scale.json; --update-doc rewrites the results
section of docs/benchmarks.md (between the BEGIN/END RESULTS markers).

Usage:
  bench/run_scale.py [--sizes 1000,10000,100000] [--families ops,cfg,loops]
                     [--reps 3] [--workdir /tmp/tbuf-bench] [--no-build]
                     [--no-instructions] [--no-tail] [--update-doc docs/benchmarks.md]
"""
import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(REPO, "bench", "gen.py")
MLIR_OPT = "mlir-opt-22"
GROWTH_BOUND = 120.0
TIMEOUT = 600  # seconds per process run
# Instruction counts are skipped for a stage that takes longer than this
# natively (valgrind runs ~50x slower).
INSTRUCTIONS_MAX_SECONDS = 3.0

# The test printers are quadratic by definition: test-print-dominance prints
# every pair of blocks; test-print-liveness prints each op of each live range
# and each op's live set, and printing one op numbers the values of the whole
# function first (in MLIR as in tbuf). They only run up to these sizes
# (blocks for dominance, ops for liveness).
QUADRATIC_LIMITS = {"test-print-dominance": 1500, "test-print-liveness": 1500}

DRIVER_STAGES = ["parse+verify", "verify", "print", "print-generic", "canonicalize", "cse",
                 "test-print-dominance", "test-print-liveness"]
INPROC_STAGES = ["walk", "parse", "verify", "dominance", "liveness", "canonicalize", "cse", "print", "print-generic"]
# Reference rows, not stages of the pipeline: `walk` visits every op once and does
# nothing else, so its growth is what touching the IR alone costs (the floor
# under every stage that looks at each op). Not checked against the bound.
REFERENCE_STAGES = {"walk"}
BOUNDED_STAGES = [s for s in INPROC_STAGES if s not in REFERENCE_STAGES]

TIMER_LINE = re.compile(r"^\s+(\d+\.\d+) \(\s*[\d.]+%\)\s\s(.*?)\s*$")


def log(msg):
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


# ---- building ------------------------------------------------------------------


def build(targets):
    """Builds `targets` with -c opt; returns the set that built."""
    cmd = ["bazel", "build", "-c", "opt"]
    if subprocess.run(cmd + targets, cwd=REPO).returncode == 0:
        return set(targets)
    built = set()
    for t in targets:  # find out which ones build on their own
        if subprocess.run(cmd + [t], cwd=REPO, stderr=subprocess.DEVNULL).returncode == 0:
            built.add(t)
        else:
            log(f"warning: {t} does not build; its measurements are skipped")
    return built


def bazel_bin():
    out = subprocess.run(["bazel", "info", "-c", "opt", "bazel-bin"], cwd=REPO, capture_output=True, text=True)
    path = out.stdout.strip()
    return path if out.returncode == 0 and path else os.path.join(REPO, "bazel-out", "k8-opt", "bin")


# ---- running -------------------------------------------------------------------


def run_once(cmd, stdout=subprocess.DEVNULL):
    """Runs `cmd` under /usr/bin/time; returns (wall seconds, peak RSS KiB,
    stderr text, return code); wall is None on timeout."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf, tempfile.TemporaryFile("w+") as err:
        full = ["/usr/bin/time", "-f", "%M", "-o", tf.name] + cmd
        start = time.perf_counter()
        try:
            rc = subprocess.run(full, stdout=stdout, stderr=err, timeout=TIMEOUT).returncode
        except subprocess.TimeoutExpired:
            return None, None, "", -1
        wall = time.perf_counter() - start
        err.seek(0)
        text = err.read()
        try:
            rss = int(open(tf.name).read().strip().splitlines()[-1])
        except (ValueError, IndexError):
            rss = None
        return wall, rss, text, rc


def parse_timers(text):
    """`--mlir-timing` report -> {timer name: seconds} (first occurrence)."""
    timers = {}
    for line in text.splitlines():
        m = TIMER_LINE.match(line)
        name = m.group(2).strip() if m else None
        if m and name not in timers:
            timers[name] = float(m.group(1))
    return timers


def find_timer(timers, *names):
    for name in names:
        for key, value in timers.items():
            if key == name or key.endswith("::" + name):
                return value
    return None


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def timed_runs(cmd, reps):
    """Runs `cmd` `reps` times; returns the median wall, RSS and every timer,
    or None if a run failed or timed out."""
    walls, rsss, timer_runs = [], [], []
    for _ in range(reps):
        wall, rss, text, rc = run_once(cmd)
        if wall is None or rc != 0:
            log(f"  failed (rc={rc}): {' '.join(cmd)}\n  {text.strip()[-400:]}")
            return None
        walls.append(wall)
        rsss.append(rss)
        timer_runs.append(parse_timers(text))
    names = set().union(*timer_runs)
    return {
        "wall": median(walls),
        "rss_kib": median(rsss),
        "timers": {n: median([t.get(n) for t in timer_runs]) for n in names},
    }


class Tool:
    def __init__(self, name, exe, extra, passes):
        self.name, self.exe, self.extra, self.passes = name, exe, extra, passes

    def cmd(self, path, *flags):
        return [self.exe, path, "-o", "/dev/null"] + self.extra + list(flags)


def registered_passes(exe):
    out = subprocess.run([exe, "--help"], capture_output=True, text=True).stdout
    return set(re.findall(r"^\s+--([a-z0-9-]+)", out, re.M))


def measure_driver(tool, path, info, reps):
    """Driver-level stage times of one tool on one file."""
    res = {}
    parse = timed_runs(tool.cmd(path, "--mlir-timing"), reps)
    if parse:
        res["parse+verify"] = parse["timers"].get("Parser")
        res["print"] = parse["timers"].get("Output")
        res["process-wall"] = parse["wall"]
        res["process-rss-kib"] = parse["rss_kib"]
    generic = timed_runs(tool.cmd(path, "--mlir-timing", "--mlir-print-op-generic"), reps)
    if generic:
        res["print-generic"] = generic["timers"].get("Output")
    if "strip-debuginfo" in tool.passes:
        on = timed_runs(tool.cmd(path, "--mlir-timing", "--strip-debuginfo"), reps)
        off = timed_runs(tool.cmd(path, "--mlir-timing", "--strip-debuginfo", "--verify-each=false"), reps)
        if on and off:
            a, b = find_timer(on["timers"], "StripDebugInfo"), find_timer(off["timers"], "StripDebugInfo")
            if a is not None and b is not None:
                res["verify"] = max(a - b, 0.0)
    for stage, timer in (("canonicalize", "Canonicalizer"), ("cse", "CSE")):
        if stage not in tool.passes:
            continue
        r = timed_runs(tool.cmd(path, "--mlir-timing", "--verify-each=false", f"--{stage}"), reps)
        if r:
            res[stage] = find_timer(r["timers"], timer)
            res[stage + "-process-wall"] = r["wall"]
            res[stage + "-process-rss-kib"] = r["rss_kib"]
    for stage, timer, extent in (("test-print-dominance", "TestDominancePass", info["blocks"]),
                                 ("test-print-liveness", "TestLivenessPass", info["ops"])):
        if stage not in tool.passes:
            continue
        if extent > QUADRATIC_LIMITS[stage]:
            res[stage] = "skipped"
            continue
        pipeline = f"--pass-pipeline=builtin.module(func.func({stage}))"
        r = timed_runs(tool.cmd(path, "--mlir-timing", "--verify-each=false", pipeline), reps)
        if r:
            res[stage] = find_timer(r["timers"], timer)
    return res


# In-process stages on small modules take microseconds to a millisecond: a
# median of 3 moves by up to +-30 % from run to run, and the growth factors
# with it. Below this size the median is taken over SMALL_SIZE_REPS runs
# (cheap: each run re-parses a module of at most a few hundred KB).
SMALL_SIZE = 100000
SMALL_SIZE_REPS = 15


def inproc_reps(n, reps):
    return reps if n >= SMALL_SIZE else max(reps, SMALL_SIZE_REPS)


def measure_inprocess(exe, path, reps, stages=None):
    """Wall and CPU seconds per stage ({"parse": s, "parse.cpu": s, ...})."""
    if not exe:
        return {}
    cmd = [exe, path, "--reps", str(reps)] + (["--stages", ",".join(stages)] if stages else [])
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT * reps)
    if out.returncode != 0:
        log(f"  {os.path.basename(exe)} failed: {out.stderr.strip()[-400:]}")
        return {}
    data = json.loads(out.stdout)
    data.pop("checksum", None)
    return data


def count_instructions(exe, path, stage):
    """Instructions executed inside runStage(stage) (callgrind), or None."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}",
                            "--collect-atstart=no", "--toggle-collect=*runStage*",
                            exe, path, "--reps", "1", "--stages", stage],
                           capture_output=True, text=True, timeout=TIMEOUT * 10)
    m = re.search(r"Collected\s*:\s*(\d+)", r.stderr)
    return int(m.group(1)) if r.returncode == 0 and m else None


def module_info(path):
    """Op count (as mlir-opt's --print-op-stats counts, module included) and
    number of blocks (`^bb` labels plus one entry block per region)."""
    out = subprocess.run([MLIR_OPT, "--print-op-stats", path, "-o", "/dev/null"], capture_output=True, text=True)
    ops = sum(int(n) for n in re.findall(r",\s*(\d+)\s*$", out.stderr + out.stdout, re.M))
    text = open(path).read()
    blocks = len(re.findall(r"^\s*\^bb", text, re.M)) + len(re.findall(r"\{$", text, re.M))
    return {"ops": ops, "blocks": blocks}


# ---- reporting -------------------------------------------------------------------


def fmt_ms(v):
    if v is None:
        return "n/a"
    if isinstance(v, str):
        return v
    ms = v * 1000
    return f"{ms:.2f}" if ms < 10 else f"{ms:.1f}" if ms < 100 else f"{ms:.0f}"


def growth(series, sizes):
    lo, hi = series.get(sizes[0]), series.get(sizes[-1])
    if not isinstance(lo, float) or not isinstance(hi, float) or lo <= 0:
        return None
    return hi / lo


def fmt_growth(g, check):
    if g is None:
        return "n/a"
    flag = " **(>120x)**" if check and g > GROWTH_BOUND else ""
    return f"{g:.0f}x{flag}"


def fmt_ratio(a, b):
    if not isinstance(a, float) or not isinstance(b, float) or b <= 0:
        return "-"
    return f"{a / b:.2f}"


def doubling(tail, base, stage):
    """CPU time at twice the largest size over CPU time at the largest."""
    value = (tail or {}).get("inproc", {}).get(stage + ".cpu")
    if not isinstance(value, float) or not isinstance(base, float) or base <= 0:
        return "n/a"
    return f"{value / base:.1f}x"


def label(n):
    """1000 -> 10^3, 200000 -> 2*10^5, other sizes as they are."""
    exp = len(str(n)) - 1
    lead, rest = divmod(n, 10 ** exp)
    if exp < 2 or rest:
        return str(n)
    return f"10^{exp}" if lead == 1 else f"{lead}*10^{exp}"


def markdown(results):
    sizes = results["sizes"]
    lines = []
    head = [label(s) for s in sizes]
    for fam in results["families"]:
        per = results["data"][fam]
        infos = ", ".join(f"{label(s)}: {per[str(s)]['info']['ops']} ops / {per[str(s)]['info']['blocks']} blocks"
                          for s in sizes)
        lines.append(f"### `{fam}` ({infos})\n")
        lines.append("Driver phases, `--mlir-timing` (ms; ratio = tbuf / mlir-opt):\n")
        lines.append("| stage | " + " | ".join(f"tbuf {h}" for h in head) + " | "
                     + " | ".join(f"mlir-opt {h}" for h in head) + " | ratio " + " / ".join(head)
                     + " | growth tbuf | growth mlir-opt |")
        lines.append("|---" * (3 + 2 * len(sizes) + 1) + "|")
        for stage in DRIVER_STAGES + ["process-wall"]:
            t = {s: per[str(s)]["tbuf"].get(stage) for s in sizes}
            m = {s: per[str(s)]["mlir-opt"].get(stage) for s in sizes}
            if all(v is None for v in list(t.values()) + list(m.values())):
                continue
            name = "whole process (parse+verify+print)" if stage == "process-wall" else stage
            lines.append(f"| {name} | " + " | ".join(fmt_ms(t[s]) for s in sizes) + " | "
                         + " | ".join(fmt_ms(m[s]) for s in sizes) + " | "
                         + " / ".join(fmt_ratio(t[s], m[s]) for s in sizes) + " | "
                         + fmt_growth(growth(t, sizes), False) + " | " + fmt_growth(growth(m, sizes), False) + " |")
        t = {s: per[str(s)]["tbuf"].get("process-rss-kib") for s in sizes}
        m = {s: per[str(s)]["mlir-opt"].get("process-rss-kib") for s in sizes}
        mb = lambda v: "n/a" if v is None else f"{v / 1024:.0f}"
        lines.append("| peak RSS, MB (parse+verify+print) | " + " | ".join(mb(t[s]) for s in sizes) + " | "
                     + " | ".join(mb(m[s]) for s in sizes) + " | "
                     + " / ".join(fmt_ratio(float(t[s]), float(m[s])) if t[s] and m[s] else "-" for s in sizes)
                     + " | | |")
        lines.append("")
        lines.append(f"tbuf in-process stage wall times (ms); growth = {head[-1]} / {head[0]} of wall time, "
                     f"CPU time and instructions executed (bound {GROWTH_BOUND:.0f}x):\n")
        tail = per.get("tail")
        lines.append("| stage | " + " | ".join(head) + " | growth wall | growth CPU | growth instructions | "
                     + (f"CPU {label(tail['size']) if tail else '2n'} / {head[-1]} |"))
        lines.append("|---" * (5 + len(sizes)) + "|")
        for stage in INPROC_STAGES:
            t = {s: per[str(s)]["inproc"].get(stage) for s in sizes}
            if all(v is None for v in t.values()):
                continue
            cpu = {s: per[str(s)]["inproc"].get(stage + ".cpu") for s in sizes}
            ins = {s: per[str(s)].get("instructions", {}).get(stage) for s in sizes}
            ins = {k: float(v) if isinstance(v, int) else v for k, v in ins.items()}
            name = f"{stage} (reference: visit every op)" if stage in REFERENCE_STAGES else stage
            bounded = stage not in REFERENCE_STAGES
            lines.append(f"| {name} | " + " | ".join(fmt_ms(t[s]) for s in sizes) + " | "
                         + fmt_growth(growth(t, sizes), bounded) + " | " + fmt_growth(growth(cpu, sizes), bounded)
                         + " | " + ("not counted (stage > "
                                    f"{INSTRUCTIONS_MAX_SECONDS:.0f} s)" if "skipped" in ins.values()
                                    else fmt_growth(growth(ins, sizes), bounded)) + " | "
                         + doubling(tail, cpu.get(sizes[-1]), stage) + " |")
        lines.append("")
    return "\n".join(lines)


def violations(results, key):
    """Stages whose growth of `key` ("wall", "cpu" or "instructions")
    exceeds the bound."""
    sizes = results["sizes"]
    out = []
    for fam in results["families"]:
        per = results["data"][fam]
        for stage in BOUNDED_STAGES:
            if key == "instructions":
                series = {s: per[str(s)].get("instructions", {}).get(stage) for s in sizes}
                series = {k: float(v) if isinstance(v, int) else v for k, v in series.items()}
            else:
                series = {s: per[str(s)]["inproc"].get(stage if key == "wall" else stage + ".cpu") for s in sizes}
            g = growth(series, sizes)
            if g is not None and g > GROWTH_BOUND:
                out.append(f"{fam}/{stage} {g:.0f}x")
    return out


def verdict(results):
    lines = []
    for key, what in (("wall", "wall time"), ("cpu", "CPU time"), ("instructions", "instructions")):
        bad = violations(results, key)
        lines.append(f"- growth of {what}: " + ("all stages within the bound" if not bad else
                                                 "above the bound: " + ", ".join(bad)))
    uncounted = [f"{fam}/{st}" for fam in results["families"] for st in BOUNDED_STAGES
                 if results["data"][fam][str(results["sizes"][-1])].get("instructions", {}).get(st) == "skipped"]
    if uncounted:
        lines.append(f"- instructions not counted (stage slower than {INSTRUCTIONS_MAX_SECONDS:.0f} s at "
                     f"{label(results['sizes'][-1])}): " + ", ".join(uncounted))
    return "\n".join(lines)


def update_doc(path, results):
    text = open(path).read()
    begin, end = "<!-- BEGIN RESULTS -->", "<!-- END RESULTS -->"
    if begin not in text or end not in text:
        raise SystemExit(f"{path}: missing {begin} / {end} markers")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    meta = results["meta"]
    body = (f"\n_Run {meta['date']} on {meta['machine']}; tbuf `{meta['tbuf_version']}`, "
            f"`{meta['mlir_version']}`; median of {meta['reps']} runs (in-process stages below "
            f"{label(SMALL_SIZE)} ops: median of {inproc_reps(1, meta['reps'])})._\n\n" + markdown(results))
    body += f"\nGrowth bound ({GROWTH_BOUND:.0f}x), in-process stages:\n\n" + verdict(results) + "\n"
    open(path, "w").write(head + begin + "\n" + body + "\n" + end + tail)


# ---- main ------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--families", default="ops,cfg,loops")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "tbuf-bench"))
    ap.add_argument("--no-build", action="store_true", help="use the existing -c opt binaries")
    ap.add_argument("--no-instructions", action="store_true", help="skip the callgrind instruction counts")
    ap.add_argument("--no-tail", action="store_true", help="skip the in-process run at twice the largest size")
    ap.add_argument("--update-doc", metavar="MD", help="rewrite the results section of this markdown file")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    families = args.families.split(",")
    os.makedirs(args.workdir, exist_ok=True)

    targets = ["//tools:tbuf", "//bench:scale_stages"]
    built = set(targets) if args.no_build else build(targets)
    bindir = bazel_bin()
    tbuf_exe = os.path.join(bindir, "tools", "tbuf")
    if not os.path.exists(tbuf_exe):
        raise SystemExit(f"no tbuf binary at {tbuf_exe}")
    inproc = os.path.join(bindir, "bench", "scale_stages")
    if "//bench:scale_stages" not in built or not os.path.exists(inproc):
        inproc = None
    instructions = inproc and not args.no_instructions and shutil.which("valgrind")
    tools = [Tool("tbuf", tbuf_exe, [], registered_passes(tbuf_exe)),
             Tool("mlir-opt", MLIR_OPT, ["--mlir-disable-threading"], registered_passes(MLIR_OPT))]
    log("tbuf passes: " + ", ".join(sorted(p for p in tools[0].passes
                                         if p in ("canonicalize", "cse", "strip-debuginfo", "test-print-dominance",
                                                  "test-print-liveness"))))

    results = {
        "sizes": sizes,
        "families": families,
        "meta": {
            "date": time.strftime("%Y-%m-%d %H:%M"),
            "machine": f"{os.cpu_count()} cores, {platform.processor() or platform.machine()}",
            "reps": args.reps,
            "small_size_reps": SMALL_SIZE_REPS,
            "tbuf_version": subprocess.run([tbuf_exe, "--version"], capture_output=True, text=True).stdout.strip(),
            "mlir_version": " ".join(subprocess.run([MLIR_OPT, "--version"], capture_output=True, text=True)
                                     .stdout.split()[:4]),
            "tbuf_passes": sorted(tools[0].passes),
        },
        "data": {},
    }
    for fam in families:
        results["data"][fam] = {}
        for n in sizes:
            path = os.path.join(args.workdir, f"{fam}-{n}.mlir")
            with open(path, "w") as f:
                subprocess.run([sys.executable, GEN, fam, str(n)], stdout=f, check=True)
            info = module_info(path)
            log(f"{fam} {n}: {info['ops']} ops, {info['blocks']} blocks")
            entry = {"info": info}
            for tool in tools:
                entry[tool.name] = measure_driver(tool, path, info, args.reps)
            entry["inproc"] = measure_inprocess(inproc, path, inproc_reps(n, args.reps), INPROC_STAGES)
            if instructions and n in (sizes[0], sizes[-1]):
                entry["instructions"] = {}
                for stage in INPROC_STAGES:
                    wall = entry["inproc"].get(stage)
                    if wall is None or wall > INSTRUCTIONS_MAX_SECONDS:
                        entry["instructions"][stage] = "skipped"
                        continue
                    entry["instructions"][stage] = count_instructions(inproc, path, stage)
            results["data"][fam][str(n)] = entry
        if inproc and not args.no_tail:
            # One doubling past the largest size: a linear stage takes ~2x
            # (a quadratic one ~4x) once the IR no longer fits in cache.
            n = 2 * sizes[-1]
            last = results["data"][fam][str(sizes[-1])]["inproc"]
            stages = [st for st in INPROC_STAGES if last.get(st) is not None and last[st] <= INSTRUCTIONS_MAX_SECONDS]
            path = os.path.join(args.workdir, f"{fam}-{n}.mlir")
            with open(path, "w") as f:
                subprocess.run([sys.executable, GEN, fam, str(n)], stdout=f, check=True)
            log(f"{fam} {n} (doubling, in-process only)")
            results["data"][fam]["tail"] = {"size": n, "inproc": measure_inprocess(inproc, path, args.reps, stages)}
    json_path = os.path.join(args.workdir, "scale.json")
    with open(json_path, "w") as f:
        json.dump(results, f, indent=1)
    print(markdown(results))
    print(verdict(results))
    log(f"results: {json_path}")
    if args.update_doc:
        update_doc(args.update_doc, results)
        log(f"updated {args.update_doc}")


if __name__ == "__main__":
    main()
