#!/usr/bin/env python3
"""Runtime benchmark: the C that `tbuf run` emits (compiled with
gcc -O3 -fno-math-errno by `tbuf run`) against mlir-runner-22's JIT code (mlir-opt-22's
standard lowering, tests/execution/mlir_reference.py, JIT at -O2) on the same
MLIR programs and inputs.

Workloads (each a generated tensor-level program; sizes via flags):
  chain    element-wise chain: K linalg.map ops over an N-element f32 tensor
           (mul, add, max, sqrt, ...), each producing a new tensor
  matmul   linalg.fill + linalg.matmul, M x M x M f32
  inserts  loop-carried inserts: an scf.for over N elements carrying a
           tensor it tensor.inserts into (a prefix sum), in place
and, written as .mlir in bench/runtime_inputs/ (complete programs whose
`%reps = arith.constant R : index // REPS` line the script rewrites):
  fresh_loop  a loop producing a fresh tensor per iteration (fresh_loop.mlir)
  mlp         matmul + bias add + relu, three layers of shrinking width (mlp.mlir)
  stencil     2-D 5-point stencil, ping-pong sweeps over a run-time number
              of iterations (stencil.mlir)

Timing: the primary number is the CPU time (user + sys) of the generated
kernels: the CPU time of a run with R repetitions minus that of the same
program with 0 repetitions, for the mlir-runner-22 process (parse + JIT +
run) and for the program `tbuf run --keep-temps` compiled (run directly), so
parsing, JIT/C compilation, process start-up and input generation cancel
out, and other load on the machine does not inflate it. Each program also
calls `rtclock()` (both runtimes provide it) around its repetition loop and
prints the elapsed wall seconds (second column pair), and prints a checksum
of the results, which must agree between the two. Every number is the best
(minimum) of --reps runs.

Memory: the runtime's counters (`tbuf runtime: N allocations, peak P bytes
live`) of each program with `tbuf run`'s default pipeline (which ends with
plan-buffers) and of mlir-opt-22's bufferized and deallocated output
(--one-shot-bufferize=bufferize-function-boundaries
--buffer-deallocation-pipeline) run through `tbuf run` with no pass (the
same runtime, so the same counters); the two outputs must agree.

Usage:
    bench/runtime_bench.py [--tbuf bazel-bin/tools/tbuf] [--reps 3]
                           [--only chain,matmul,inserts,fresh_loop,mlp,stencil] [--small]
                           [--update-doc docs/runtime-benchmarks.md]
"""

import argparse
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "execution"))
import mlir_reference  # noqa: E402

INPUTS = os.path.join(ROOT, "bench", "runtime_inputs")
RESULTS_BEGIN = "<!-- runtime-bench results: begin -->"
RESULTS_END = "<!-- runtime-bench results: end -->"

PRELUDE = """func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()
"""

# A main that times `reps` calls of @kernel(%x) and sums one element of each
# result (checksum; also keeps the work alive).
MAIN_TEMPLATE = """
func.func @main() {{
  %x = call @input() : () -> {ty}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant {reps} : index
  %zero = arith.constant 0.0 : f64
  %t0 = call @rtclock() : () -> f64
  %sum = scf.for %i = %c0 to %reps step %c1 iter_args(%acc = %zero) -> (f64) {{
    %y = func.call @kernel(%x) : ({ty}) -> {ty}
    %v = tensor.extract %y[{probe}] : {ty}
    %w = arith.extf %v : f32 to f64
    %a = arith.addf %acc, %w : f64
    scf.yield %a : f64
  }}
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  call @printF64(%sum) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%dt) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}}
"""


def input_1d(n):
    return """
func.func @input() -> tensor<{n}xf32> {{
  %e = tensor.empty() : tensor<{n}xf32>
  %r = linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}}
      outs(%e : tensor<{n}xf32>) {{
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %c = arith.constant 97 : index
      %m = arith.remui %i, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %s = arith.constant 0.01 : f32
      %v = arith.mulf %f, %s : f32
      linalg.yield %v : f32
  }} -> tensor<{n}xf32>
  return %r : tensor<{n}xf32>
}}
""".format(n=n)


CHAIN_STEPS = [
    ("arith.mulf", "1.0001"),
    ("arith.addf", "0.5"),
    ("arith.maximumf", "0.75"),
    ("math.sqrt", None),
    ("arith.subf", "0.25"),
    ("arith.mulf", "3.0"),
    ("arith.addf", "-1.0"),
    ("math.sqrt", None),
]


def chain_program(n, k, reps):
    body = ["func.func @kernel(%x0: tensor<{n}xf32>) -> tensor<{n}xf32> {{".format(n=n)]
    for s in range(k):
        op, const = CHAIN_STEPS[s % len(CHAIN_STEPS)]
        body.append("  %e{s} = tensor.empty() : tensor<{n}xf32>".format(s=s, n=n))
        body.append("  %x{t} = linalg.map ins(%x{s} : tensor<{n}xf32>) outs(%e{s} : tensor<{n}xf32>)".format(
            s=s, t=s + 1, n=n))
        body.append("    (%v: f32, %o: f32) {")
        if const is None:
            body.append("      %r = {op} %v : f32".format(op=op))
        else:
            body.append("      %c = arith.constant {c} : f32".format(c=const))
            body.append("      %r = {op} %v, %c : f32".format(op=op))
        body.append("      linalg.yield %r : f32")
        body.append("    }")
    body.append("  return %x{k} : tensor<{n}xf32>".format(k=k, n=n))
    body.append("}")
    ty = "tensor<%dxf32>" % n
    return PRELUDE + input_1d(n) + "\n".join(body) + "\n" + MAIN_TEMPLATE.format(ty=ty, reps=reps, probe="%i")


def matmul_program(m, reps):
    ty = "tensor<%dx%dxf32>" % (m, m)
    text = PRELUDE + """
func.func @input() -> {ty} {{
  %e = tensor.empty() : {ty}
  %r = linalg.generic {{indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}}
      outs(%e : {ty}) {{
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %s = arith.addi %i, %j : index
      %c = arith.constant 7 : index
      %m = arith.remui %s, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %q = arith.constant 0.125 : f32
      %v = arith.mulf %f, %q : f32
      linalg.yield %v : f32
  }} -> {ty}
  return %r : {ty}
}}

func.func @kernel(%a: {ty}) -> {ty} {{
  %e = tensor.empty() : {ty}
  %z = arith.constant 0.0 : f32
  %i = linalg.fill ins(%z : f32) outs(%e : {ty}) -> {ty}
  %r = linalg.matmul ins(%a, %a : {ty}, {ty}) outs(%i : {ty}) -> {ty}
  return %r : {ty}
}}
""".format(ty=ty)
    return text + MAIN_TEMPLATE.format(ty=ty, reps=reps, probe="%i, %i")


def inserts_program(n, reps):
    ty = "tensor<%dxf32>" % n
    text = PRELUDE + input_1d(n) + """
func.func @kernel(%x: {ty}) -> {ty} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  %zero = arith.constant 0.0 : f32
  %out = tensor.empty() : {ty}
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %o = %out) -> (f32, {ty}) {{
    %v = tensor.extract %x[%i] : {ty}
    %a = arith.addf %acc, %v : f32
    %o2 = tensor.insert %a into %o[%i] : {ty}
    scf.yield %a, %o2 : f32, {ty}
  }}
  return %r#1 : {ty}
}}
""".format(ty=ty, n=n)
    return text + MAIN_TEMPLATE.format(ty=ty, reps=reps, probe="%i")


# The workloads written as .mlir files: (name, file, description).
FILE_WORKLOADS = [
    ("fresh_loop", "fresh_loop.mlir", "fresh-tensor loop, 8 iterations over 2^20 f32, %d reps"),
    ("mlp", "mlp.mlir", "MLP, batch 64, 256-512-256-128, matmul + bias + relu, %d reps"),
    ("stencil", "stencil.mlir", "2-D 5-point stencil 512x512 f32, 6 ping-pong iterations, %d reps"),
]
REPS_LINE = re.compile(r"(%reps = arith\.constant )(\d+)( : index // REPS)")


def file_program(name, reps=None):
    """The text of bench/runtime_inputs/NAME, with its REPS line set to `reps`
    (its own value when None); and the value it had."""
    with open(os.path.join(INPUTS, name)) as f:
        text = f.read()
    m = REPS_LINE.search(text)
    if not m:
        raise RuntimeError("%s has no `%%reps = arith.constant R : index // REPS` line" % name)
    if reps is None:
        return text, int(m.group(2))
    return REPS_LINE.sub(lambda g: g.group(1) + str(reps) + g.group(3), text, count=1), int(m.group(2))


def workloads(small):
    """(name, description, program, same program with 0 repetitions)."""
    if small:
        n, m, chain_reps, mm_reps, ins_reps = 1 << 16, 64, 20, 10, 20
    else:
        n, m, chain_reps, mm_reps, ins_reps = 1 << 20, 256, 20, 5, 20
    return [
        ("chain", "element-wise chain, 8 maps over 2^%d f32, %d reps" % (n.bit_length() - 1, chain_reps),
         chain_program(n, 8, chain_reps), chain_program(n, 8, 0)),
        ("matmul", "matmul %dx%dx%d f32, %d reps" % (m, m, m, mm_reps), matmul_program(m, mm_reps),
         matmul_program(m, 0)),
        ("inserts", "loop-carried inserts (prefix sum), 2^%d f32, %d reps" % (n.bit_length() - 1, ins_reps),
         inserts_program(n, ins_reps), inserts_program(n, 0)),
    ] + file_workloads(small)


def file_workloads(small):
    result = []
    for name, file, desc in FILE_WORKLOADS:
        text, reps = file_program(file, 2 if small else None)
        result.append((name, desc % (2 if small else reps), text, file_program(file, 0)[0]))
    return result


MEMORY_PIPELINE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline"]
RUNTIME_LINE = re.compile(r"tbuf runtime: (\d+) allocations, peak (\d+) bytes live")


def runtime_counters(tbuf, path, flags=()):
    """(allocation calls, peak live bytes, stdout) of `tbuf run PATH FLAGS`;
    RuntimeError if it fails or prints no runtime summary."""
    proc = subprocess.run([tbuf, "run", path] + list(flags), capture_output=True, stdin=subprocess.DEVNULL,
                          timeout=1200)
    err = proc.stderr.decode("latin-1")
    m = RUNTIME_LINE.search(err)
    if proc.returncode != 0 or not m:
        raise RuntimeError("`tbuf run %s %s` exited with %d: %s" % (
            os.path.basename(path), " ".join(flags), proc.returncode, err.strip()[-300:]))
    return int(m.group(1)), int(m.group(2)), proc.stdout.decode("latin-1")


def mlir_pipeline_counters(tbuf, path, workdir, pipeline=None):
    """runtime_counters of mlir-opt-22's output for PATH under `pipeline`
    (default MEMORY_PIPELINE: bufferized and deallocated), run by `tbuf run`
    with no pass."""
    pipeline = pipeline or MEMORY_PIPELINE
    out = os.path.join(workdir, os.path.basename(path) + ".mlir-pipeline.mlir")
    proc = subprocess.run([mlir_reference.MLIR_OPT, path] + pipeline + ["-o", out], capture_output=True,
                          stdin=subprocess.DEVNULL, timeout=1200)
    if proc.returncode != 0:
        raise RuntimeError("mlir-opt-22 failed: %s" % (proc.stderr.decode("utf-8", "replace").splitlines() or ["?"])[0])
    try:
        return runtime_counters(tbuf, out, ["--pass-pipeline=builtin.module()"])
    finally:
        os.remove(out)


def parse_output(text):
    lines = text.strip().splitlines()
    if len(lines) < 2:
        raise RuntimeError("unexpected program output: %r" % text[-500:])
    return lines[-2].strip(), float(lines[-1])


def run_timed(argv, stdin_bytes=None):
    """Runs argv; returns (stdout text, stderr text, exit code, CPU seconds
    (user + sys) of the process and its waited-for children, wall seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin_bytes is not None else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out, err = proc.communicate(stdin_bytes, timeout=1200)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.monotonic() - start
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out.decode("latin-1"), err.decode("utf-8", "replace"), proc.returncode, cpu, wall


class MlirRunner:
    """mlir-opt-22's lowering once, then mlir-runner-22 -O2 per run."""

    def __init__(self, path):
        start = time.monotonic()
        self.llvm_ir = mlir_reference.lower(path, timeout=1200)
        self.lower_wall = time.monotonic() - start
        self.argv = [mlir_reference.MLIR_RUNNER, "-O2", "-e", "main", "-entry-point-result=void",
                     "-shared-libs=" + ",".join(mlir_reference.runner_libs())]

    def run(self):
        out, err, code, cpu, wall = run_timed(self.argv, self.llvm_ir)
        if code != 0:
            raise RuntimeError("mlir-runner-22 failed: " + err[-2000:])
        checksum, seconds = parse_output(out)
        return checksum, seconds, cpu, wall + self.lower_wall


class TbufRunner:
    """`tbuf run --keep-temps` once (pipeline + C + gcc), then the compiled
    program itself per run."""

    def __init__(self, tbuf, path):
        out, err, code, _, wall = run_timed([tbuf, "run", path, "--keep-temps"])
        if code != 0:
            raise RuntimeError("`tbuf run` exited with %d: %s" % (code, err[-2000:]))
        self.first_wall = wall
        kept = re.search(r"^tbuf run: kept (.*)$", err, re.M)
        self.dir = kept.group(1) if kept else None
        self.program = os.path.join(self.dir, "program") if kept else None
        if self.program is None or not os.path.exists(self.program):
            raise RuntimeError("`tbuf run --keep-temps` did not say where the program is")

    def close(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def run(self):
        out, err, code, cpu, wall = run_timed([self.program])
        if code != 0:
            raise RuntimeError("the program tbuf compiled exited with %d: %s" % (code, err[-2000:]))
        checksum, seconds = parse_output(out)
        return checksum, seconds, cpu, self.first_wall


def measure(runner, reps):
    """Best (minimum) of `reps` runs: on a shared machine noise only adds."""
    try:
        results = [runner.run() for _ in range(reps)]
    finally:
        if hasattr(runner, "close"):
            runner.close()
    return {
        "checksum": results[0][0],
        "stable": len({r[0] for r in results}) == 1,
        "kernel": min(r[1] for r in results),
        "cpu": min(r[2] for r in results),
        "wall": min(r[3] for r in results),
    }


def fmt(x, digits=3):
    return ("%%.%df" % digits) % x


def memory_cells(row):
    memory = row.get("memory")
    if not memory:
        return ("n/a", "n/a")
    if isinstance(memory, str):
        return (memory, "n/a")
    (ma, mp), (ta, tp) = memory
    return ("%d / %d" % (ma, ta), "%d / %d%s" % (mp, tp, " (**higher**)" if tp > mp else ""))


def render(rows, reps):
    out = ["| workload | mlir-runner-22 JIT: kernel CPU (s) | tbuf C, gcc -O3: kernel CPU (s) | "
           "ratio tbuf / mlir (CPU) | rtclock wall: mlir / tbuf (s) | ratio (wall) | "
           "whole run wall: mlir-opt + mlir-runner / tbuf run (s) | checksums | "
           "allocation calls: MLIR pipeline / tbuf | peak live bytes: MLIR pipeline / tbuf |",
           "|---|---:|---:|---:|---:|---:|---:|---|---:|---:|"]
    for r in rows:
        if r.get("error"):
            out.append("| %s | %s | n/a | n/a | n/a | n/a | n/a | %s | %s | %s |" % (
                r["desc"], r.get("mlir", "n/a"), r["error"], memory_cells(r)[0], memory_cells(r)[1]))
            continue
        m, t = r["mlir"], r["tbuf"]
        out.append("| %s | %s | %s | **%.2f** | %s / %s | %.2f | %.2f / %.2f | %s | %s | %s |" % ((
            r["desc"], fmt(m["cpu_kernel"]), fmt(t["cpu_kernel"]),
            t["cpu_kernel"] / m["cpu_kernel"] if m["cpu_kernel"] > 0 else float("nan"),
            fmt(m["kernel"]), fmt(t["kernel"]), t["kernel"] / m["kernel"] if m["kernel"] > 0 else float("nan"),
            m["wall"], t["wall"], "equal" if r["checksum_ok"] else "DIFFER") + memory_cells(r)))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    out.append("")
    out.append("Kernel CPU = user + sys CPU time of the run with the repetitions minus that of the same "
               "program with 0 repetitions (so parsing, JIT compilation, process start-up and input "
               "generation cancel out); rtclock wall = the time the program measures around its "
               "repetition loop. Best of %d runs each; ratio < 1 means the emitted C is faster. "
               "Allocation calls and peak live bytes: the runtime's counters for the whole program "
               "(input generation and every repetition) with `tbuf run`'s default pipeline (ending with "
               "plan-buffers) and with mlir-opt-22's bufferized and deallocated output run by `tbuf run` "
               "with no pass. "
               "%d CPUs, load average %.1f at the end of the run." % (reps, os.cpu_count() or 0, load))
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", default=os.path.join(ROOT, "bazel-bin", "tools", "tbuf"))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--only", default="",
                    help="comma-separated workloads (chain,matmul,inserts,fresh_loop,mlp,stencil)")
    ap.add_argument("--small", action="store_true", help="small sizes (quick check)")
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "tbuf-runtime-bench"))
    ap.add_argument("--update-doc", help="rewrite the results section of this markdown file")
    args = ap.parse_args()

    if not mlir_reference.available():
        print("mlir-opt-22 / mlir-runner-22 not found")
        return 1
    os.makedirs(args.workdir, exist_ok=True)
    only = set(filter(None, args.only.split(",")))
    rows = []
    for name, desc, text, text0 in workloads(args.small):
        if only and name not in only:
            continue
        path = os.path.join(args.workdir, name + ".mlir")
        path0 = os.path.join(args.workdir, name + "_0reps.mlir")
        for p, t in ((path, text), (path0, text0)):
            with open(p, "w") as f:
                f.write(t)
        row = {"desc": desc}
        print("== %s (%s)" % (name, path), flush=True)
        try:
            ma, mp, mout = mlir_pipeline_counters(args.tbuf, path, args.workdir)
            ta, tp, tout = runtime_counters(args.tbuf, path)
            if mout.splitlines()[:1] != tout.splitlines()[:1]:
                raise RuntimeError("the checksums differ: %r / %r" % (mout.splitlines()[:1], tout.splitlines()[:1]))
            row["memory"] = ((ma, mp), (ta, tp))
            print("   memory: allocation calls %d / %d, peak %d / %d bytes (MLIR pipeline / tbuf)" %
                  (ma, ta, mp, tp), flush=True)
        except (RuntimeError, subprocess.SubprocessError) as e:
            row["memory"] = "memory: %s" % str(e).splitlines()[0].replace("|", "/")[:150]
        try:
            m = measure(MlirRunner(path), args.reps)
            m["cpu_kernel"] = m["cpu"] - measure(MlirRunner(path0), args.reps)["cpu"]
            row["mlir"] = m
            print("   mlir-runner: kernel CPU %.4f s, rtclock %.4f s, checksum %s" %
                  (m["cpu_kernel"], m["kernel"], m["checksum"]), flush=True)
        except (RuntimeError, subprocess.SubprocessError, mlir_reference.ReferenceError) as e:
            row["error"] = "mlir-runner failed: %s" % str(e).splitlines()[0]
            rows.append(row)
            continue
        try:
            t = measure(TbufRunner(args.tbuf, path), args.reps)
            t["cpu_kernel"] = t["cpu"] - measure(TbufRunner(args.tbuf, path0), args.reps)["cpu"]
            row["tbuf"] = t
            row["checksum_ok"] = t["checksum"] == m["checksum"] and t["stable"] and m["stable"]
            print("   tbuf:        kernel CPU %.4f s, rtclock %.4f s, checksum %s" %
                  (t["cpu_kernel"], t["kernel"], t["checksum"]), flush=True)
        except (RuntimeError, subprocess.SubprocessError, OSError) as e:
            row["error"] = "tbuf run failed: %s" % (str(e).splitlines() or ["?"])[0].replace("|", "/")[:150]
            row["mlir"] = fmt(m["cpu_kernel"])
        rows.append(row)
    table = render(rows, args.reps)
    print()
    print(table)
    if args.update_doc:
        with open(args.update_doc) as f:
            doc = f.read()
        if RESULTS_BEGIN not in doc or RESULTS_END not in doc:
            print("%s has no results markers" % args.update_doc)
            return 1
        head, rest = doc.split(RESULTS_BEGIN, 1)
        _, tail = rest.split(RESULTS_END, 1)
        with open(args.update_doc, "w") as f:
            f.write(head + RESULTS_BEGIN + "\n" + table + "\n" + RESULTS_END + tail)
        print("updated " + args.update_doc)
    return 0 if all(not r.get("error") for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
