#!/usr/bin/env python3
"""One-Shot Bufferize conformance: tbuf against mlir-opt-22.

Every `inputs/*.mlir` file holds one or more chunks (split at `// -----`), each
with one or more `func.func`s. Header lines near the top of the file name the
option sets the file runs with, one set per line (an empty line after the colon
means the pass with its default options):

    // OPTIONS: bufferize-function-boundaries
    // OPTIONS: bufferize-function-boundaries analysis-heuristic=top-down

An option set may also name whole passes to run around One-Shot Bufferize, in
the same order for both tools: `+pre=<pass>` before it (eliminate-empty-tensors,
empty-tensor-to-alloc-tensor), `+post=<pass>` after it
(drop-equivalent-buffer-results, buffer-results-to-out-params). The analysis
check runs the `+pre` passes only.

A chunk that contains `// EXPECT-ERROR: <text>` is a negative input: mlir-opt-22
must fail with an error whose message contains <text>, and tbuf must fail with
the same first error (location and message).

A line `// DEVIATION: @func[<options>]:<check>` (the case's JUnit name, options
`default` for the empty set) marks a deliberate deviation of tbuf from
mlir-opt-22, documented in docs/bufferization-conformance.md: that case passes
only if the check *disagrees* (the diff is kept as a note), and fails once the
two tools agree again or when the line names no case of the run.

For every chunk x option set, and then for every function of the chunk:

  analysis  mlir-opt-22 and tbuf run `--one-shot-bufferize="<options>
            test-analysis-only"`; both outputs are printed in generic form and
            parsed; ops are aligned in printed order and every
            `__inplace_operands_attr__` (plus the other `__*__` analysis
            attributes: `__equivalent_func_args__` on returns, alias sets with
            dump-alias-sets; and `bufferization.access` on function arguments)
            must be identical. Not with copy-before-write (mlir-opt rejects
            test-analysis-only there). print-conflicts markers: only whether a
            function reports any (mlir-opt-22's markers vary from run to run).
  counts    full bufferization with the same options: tbuf's number of
            memref.alloc/alloca and of memref.copy/linalg.copy must not exceed
            mlir-opt-22's.
            print-conflicts/dump-alias-sets are dropped from this run.
  signature the bufferized function types (memref layouts at the function
            boundary, e.g. under function-boundary-type-conversion) are equal.
  parses    tbuf's bufferized output parses and verifies in mlir-opt-22.
  error     (negative inputs) both fail with the same first error.

Each (function, option set, check) is one JUnit <testcase> in $XML_OUTPUT_FILE
(class `conformance_bufferize.<file>`, name `@func[<options>]:<check>`); a
failure holds the diff. Exit code 1 if any case failed.

mlir-opt-22 ($MLIR_OPT) missing: one failing case saying so and exit 1, never a
silent skip (always with CI=true; elsewhere CONFORMANCE_SKIP_WITHOUT_MLIR_OPT=1
turns it into a skipped case).

Modes:
  (default)              run the checks, write JUnit XML, print failures
  --list-disagreements   print only the disagreements, grouped, with short diffs
  --validate             check the inputs against mlir-opt-22 alone (tbuf unused)
  --summary              print per-check agreement numbers only
Positional arguments restrict the run to the given input files.
"""
import argparse
import concurrent.futures
import difflib
import glob
import os
import re
import shutil
import subprocess
import sys
import time
import xml.sax.saxutils as su

from generic_form import ParseError, attr_value, functions, parse_generic

MLIR_OPT = os.environ.get("MLIR_OPT", "mlir-opt-22")
HERE = os.path.dirname(os.path.abspath(__file__))
# Per process: mlir-opt-22 needs < 0.2 s on any input here, and tbuf must be
# faster than that. A hung tbuf must not push the suite past Bazel's timeout
# for a medium test (300 s): after BUDGET seconds the remaining runs are not
# started and their cases fail with a message saying so.
TIMEOUT = 15
BUDGET = float(os.environ.get("CONFORMANCE_BUDGET_SECONDS", "200"))
START = time.monotonic()

# Analysis-only options: they need test-analysis-only, so the full
# bufferization run drops them.
ANALYSIS_ONLY_OPTIONS = ("print-conflicts", "dump-alias-sets")


def full_options(options):
    return " ".join(o for o in options.split() if o.split("=")[0] not in ANALYSIS_ONLY_OPTIONS)


def analysis_lines(func):
    """One line per op of `func` (pre-order, printed order) with its analysis attributes."""
    lines = []
    access = re.findall(r'bufferization\.access = "([^"]*)"', func.props + func.attrs)
    args = attr_value(func.props, "arg_attrs")
    if args is not None:
        acc = re.findall(r"\{([^{}]*)\}", args)
        access = [re.search(r'bufferization\.access="([^"]*)"', a).group(1)
                  if "bufferization.access" in a else "-" for a in acc]
    head = f"func.func args access={access}" if access else "func.func"
    for key in sorted(set(re.findall(r"(__\w+__)\s*=", func.attrs))):
        head += f" {key}={attr_value(func.attrs, key)}"
    lines.append(head)
    n = 0
    conflicts = False
    for region in func.regions:
        for top in region:
            for op in top.walk():
                n += 1
                vals = []
                for key in sorted(set(re.findall(r"(__\w+__)\s*=", op.attrs))):
                    vals.append(f"{key}={attr_value(op.attrs, key)}")
                # print-conflicts markers ("C_0[DEF: result 0]") are not compared one
                # by one: mlir-opt-22 reports a different set of conflicts from run
                # to run on the same input (see docs/bufferization-conformance.md).
                # Only whether a function reports any conflict at all is compared.
                if re.search(r'"C_\d+\[', op.attrs):
                    conflicts = True
                lines.append(f"#{n} {op.name} " + " ".join(vals) if vals else f"#{n} {op.name}")
    if conflicts:
        lines.append("(print-conflicts: conflicts reported)")
    return lines


ALLOC_OPS = ("memref.alloc", "memref.alloca")
COPY_OPS = ("memref.copy", "linalg.copy")


def signature(func):
    """The function_type of a func.func (from its properties), whitespace-normalized."""
    m = re.search(r"function_type = (.*?)(?:, res_attrs = |, sym_name = |$)", func.props[1:-1])
    return re.sub(r"\s+", " ", m.group(1)) if m else "?"


def op_histogram_note(func_m, func_t):
    """Informational: which op kinds occur a different number of times."""
    hm, ht = {}, {}
    for h, func in ((hm, func_m), (ht, func_t)):
        for op in func.walk():
            h[op.name] = h.get(op.name, 0) + 1
    diff = [f"{k} {hm.get(k, 0)}->{ht.get(k, 0)}" for k in sorted(set(hm) | set(ht)) if hm.get(k, 0) != ht.get(k, 0)]
    return ("other ops differ (mlir-opt-22->tbuf): " + ", ".join(diff)) if diff else None


def counts(func):
    allocs = copies = 0
    for op in func.walk():
        if op.name in ALLOC_OPS:
            allocs += 1
        elif op.name in COPY_OPS:
            copies += 1
    return allocs, copies


# --------------------------------------------------------------------------
# Inputs
# --------------------------------------------------------------------------


class Chunk:
    def __init__(self, path, index, text, start_line):
        self.path = path
        self.file = os.path.basename(path)
        self.index = index
        self.text = text
        self.start_line = start_line
        m = re.search(r"//\s*EXPECT-ERROR:\s*(.*)", text)
        self.expect_error = m.group(1).strip() if m else None
        # Functions with a body (declarations have no ops to compare): the
        # signature line of a definition ends with '{'.
        self.funcs = re.findall(r"^\s*func\.func\s+(?:private\s+|public\s+|nested\s+)?@([\w$.]+).*\{\s*$",
                                text, re.M)

    def func_at(self, error):
        """The function whose body holds the `L:C: error` line (else the first one)."""
        m = re.match(r"(\d+):\d+:", error)
        best = self.funcs[0] if self.funcs else "?"
        if m:
            line = int(m.group(1))
            for n, text in enumerate(self.text.split("\n"), 1):
                fm = re.match(r"^\s*func\.func\s+(?:private\s+|public\s+)?@([\w$.]+).*\{\s*$", text)
                if fm and n <= line:
                    best = fm.group(1)
        return best

    @property
    def label(self):
        return self.file if self.index == 0 else f"{self.file}#{self.index}"


def reduce_chunk(chunk, func):
    """A smaller input for one function of a chunk: the function, the functions it
    calls (transitively) and every line outside function bodies (aliases,
    EXPECT-ERROR lines). Returns a Chunk or None if `func` is not found."""
    lines = chunk.text.split("\n")
    spans, i = {}, 0
    while i < len(lines):
        m = re.match(r"^\s*func\.func\s+(?:private\s+|public\s+)?@([\w$.]+)", lines[i])
        if m:
            depth, j = 0, i
            while j < len(lines):
                depth += lines[j].count("{") - lines[j].count("}")
                if depth <= 0 and ("{" in lines[i] or j > i):
                    break
                j += 1
            spans[m.group(1)] = (i, j)
            i = j + 1
        else:
            i += 1
    if func not in spans:
        return None
    keep, todo = set(), [func]
    while todo:
        f = todo.pop()
        if f in keep or f not in spans:
            continue
        keep.add(f)
        a, b = spans[f]
        todo += re.findall(r"func\.call @([\w$.]+)", "\n".join(lines[a:b + 1]))
    inside = {n for f, (a, b) in spans.items() for n in range(a, b + 1)}
    chosen = {n for f in keep for n in range(spans[f][0], spans[f][1] + 1)}
    out = [l for n, l in enumerate(lines) if n in chosen or (n not in inside and not l.startswith("//"))]
    out = [l for l in out if l.strip()] if len(keep) == 1 else out
    text = "\n".join(l for l in out) + "\n"
    if chunk.expect_error:
        text = f"// EXPECT-ERROR: {chunk.expect_error}\n" + text
    c = Chunk(chunk.path, chunk.index, text, 1)
    c.funcs = [f for f in c.funcs if f == func]
    return c


def load_inputs(paths, deviations=None):
    chunks, option_sets = [], {}
    for path in paths:
        text = open(path, encoding="utf-8").read()
        sets = []
        for line in text.split("\n"):
            m = re.match(r"//\s*OPTIONS:(.*)$", line)
            if m:
                sets.append(" ".join(m.group(1).split()))
            m = re.match(r"//\s*DEVIATION:\s*(@\S+?\[.*\]:\w+)\s*$", line)
            if m and deviations is not None:
                deviations.add((path, m.group(1)))
        if not sets:
            sets = [""]
        option_sets[path] = sets
        cur, start, idx = [], 1, 0
        lines = text.split("\n")
        for ln, line in enumerate(lines, 1):
            if line.strip() == "// -----":
                chunks.append(Chunk(path, idx, "\n".join(cur) + "\n", start))
                cur, start, idx = [], ln + 1, idx + 1
            else:
                cur.append(line)
        chunks.append(Chunk(path, idx, "\n".join(cur) + "\n", start))
    chunks = [c for c in chunks if c.funcs or c.expect_error]
    return chunks, option_sets


# --------------------------------------------------------------------------
# Running the tools
# --------------------------------------------------------------------------


def run(cmd, stdin_text):
    try:
        p = subprocess.run(cmd, input=stdin_text, capture_output=True, text=True, timeout=TIMEOUT)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", f"timeout after {TIMEOUT}s: {' '.join(cmd)}"
    except OSError as e:
        return 127, "", f"cannot run {cmd[0]}: {e}"


def split_passes(options):
    """(pre passes, one-shot-bufferize options, post passes) of an option set."""
    pre, post, opts = [], [], []
    for o in options.split():
        if o.startswith("+pre="):
            pre.append(o[len("+pre="):])
        elif o.startswith("+post="):
            post.append(o[len("+post="):])
        else:
            opts.append(o)
    return pre, " ".join(opts), post


def pass_flags(options, extra="", post=True):
    """The tools' pass flags for an option set: `--<pre>...`,
    `--one-shot-bufferize=<options> <extra>`, `--<post>...` (not with post=False)."""
    pre_passes, opts, post_passes = split_passes(options)
    opts = " ".join(x for x in (opts, extra) if x)
    flags = [f"--{p}" for p in pre_passes]
    flags.append(f"--one-shot-bufferize={opts}" if opts else "--one-shot-bufferize")
    if post:
        flags += [f"--{p}" for p in post_passes]
    return flags


def run_tbuf(tbuf, args, text):
    """tbuf gets the same driver flag as mlir-opt-22 (unknown `test.*` ops)."""
    return run([tbuf, "--allow-unregistered-dialect"] + args, text)


def oracle(args, text):
    return run([MLIR_OPT, "--allow-unregistered-dialect"] + args + ["-"], text)


def first_error(stderr):
    """`L:C: error: message` of the first error (file name dropped), or the first line."""
    for line in stderr.split("\n"):
        m = re.match(r"^(?:[^:]*):(\d+):(\d+): error: (.*)$", line)
        if m:
            return f"{m.group(1)}:{m.group(2)}: error: {m.group(3).strip()}"
    for line in stderr.split("\n"):
        if "error" in line:
            return line.strip()
    return stderr.strip().split("\n")[0] if stderr.strip() else "(no error output)"


def try_parse(text):
    try:
        return parse_generic(text), None
    except ParseError as e:
        return None, str(e)


def short(text, n=3000):
    return text if len(text) <= n else text[:n] + f"\n... ({len(text) - n} more characters)"


def unified(a, b, name_a="mlir-opt-22", name_b="tbuf"):
    return "\n".join(difflib.unified_diff(a, b, name_a, name_b, lineterm="", n=2))


class Result:
    def __init__(self, chunk, options, func, check, error, note=None):
        self.chunk, self.options, self.func, self.check, self.error = chunk, options, func, check, error
        self.note = note  # passing, but worth a look (e.g. fewer copies than mlir-opt-22)
        self.deviation = None  # the disagreement of a listed deliberate deviation

    @property
    def classname(self):
        return "conformance_bufferize." + self.chunk.label.replace(".", "_")

    @property
    def name(self):
        return f"@{self.func}[{self.options or 'default'}]:{self.check}"


def check_chunk(tbuf, chunk, options):
    """All results of one chunk under one option set."""
    results = []

    def add(func, check, error, note=None):
        results.append(Result(chunk, options, func, check, error, note))

    if time.monotonic() - START > BUDGET:
        msg = f"not run: the suite's time budget ({BUDGET} s) was used up by earlier (slow or hung) runs"
        checks = ["error"] if chunk.expect_error else (
            (["analysis"] if "copy-before-write" not in options.split() else []) + ["counts", "signature", "parses"])
        for f in (chunk.funcs or ["?"])[:1] if chunk.expect_error else chunk.funcs:
            for c in checks:
                add(f, c, msg)
        return results

    if chunk.expect_error:
        rc_m, _, err_m = oracle(pass_flags(options), chunk.text)
        rc_t, out_t, err_t = run_tbuf(tbuf, pass_flags(options) + ["-"], chunk.text)
        fname = chunk.func_at(first_error(err_m))
        if rc_m == 0 or chunk.expect_error not in err_m:
            add(fname, "error", f"mlir-opt-22 did not fail with '{chunk.expect_error}' (invalid input):\n{err_m}")
        elif rc_t == 0:
            add(fname, "error", f"mlir-opt-22 fails but tbuf succeeds.\nmlir-opt-22: {first_error(err_m)}\n"
                f"--- tbuf output ---\n{short(out_t)}")
        elif first_error(err_m) != first_error(err_t):
            add(fname, "error", "different errors:\n" + unified([first_error(err_m)], [first_error(err_t)])
                + f"\n--- tbuf stderr ---\n{short(err_t)}")
        else:
            add(fname, "error", None)
        return results

    if "copy-before-write" not in options.split():
        check_analysis(tbuf, chunk, options, add)
    check_bufferized(tbuf, chunk, options, add)
    return results


def check_analysis(tbuf, chunk, options, add):
    """(1) in-place decisions, op by op (not with copy-before-write: no analysis runs)."""
    flags_a = pass_flags(options, "test-analysis-only", post=False)
    rc_m, out_m, err_m = oracle(flags_a + ["--mlir-print-op-generic"], chunk.text)
    rc_t, out_t, err_t = run_tbuf(tbuf, flags_a + ["--mlir-print-op-generic", "-"], chunk.text)
    funcs_m = funcs_t = None
    problem_t = None
    if rc_m != 0:
        for f in chunk.funcs:
            add(f, "analysis", f"mlir-opt-22 failed on this input (invalid input?):\n{err_m}")
    else:
        tops, perr = try_parse(out_m)
        if perr:
            raise RuntimeError(f"cannot parse mlir-opt-22 output of {chunk.label}: {perr}")
        funcs_m = dict(functions(tops))
        if rc_t != 0:
            problem_t = f"tbuf failed (exit {rc_t}):\n{short(err_t)}"
        else:
            tops_t, perr = try_parse(out_t)
            if perr:
                problem_t = f"cannot parse tbuf's generic output: {perr}\n--- tbuf output ---\n{short(out_t)}"
            else:
                funcs_t = dict(functions(tops_t))
        for f in chunk.funcs:
            if f not in funcs_m:
                add(f, "analysis", f"function @{f} missing from mlir-opt-22's output (invalid input?)")
                continue
            if problem_t:
                add(f, "analysis", problem_t)
                continue
            if f not in funcs_t:
                add(f, "analysis", f"function @{f} missing from tbuf's output")
                continue
            a, b = analysis_lines(funcs_m[f]), analysis_lines(funcs_t[f])
            add(f, "analysis", None if a == b else "analysis annotations differ (ops in printed order):\n"
                + unified(a, b))


def check_bufferized(tbuf, chunk, options, add):
    """(2) allocation/copy counts and (3) tbuf's output parses in mlir-opt-22."""
    flags_b = pass_flags(full_options(options))
    rc_m, out_m, err_m = oracle(flags_b + ["--mlir-print-op-generic"], chunk.text)
    rc_t, out_t, err_t = run_tbuf(tbuf, flags_b + ["-"], chunk.text)
    if rc_m != 0:
        for f in chunk.funcs:
            for c in ("counts", "signature", "parses"):
                add(f, c, f"mlir-opt-22 failed to bufferize this input (invalid input?):\n{err_m}")
        return
    funcs_m = dict(functions(parse_generic(out_m)))
    if rc_t != 0:
        msg = f"tbuf failed (exit {rc_t}):\n{short(err_t)}"
        for f in chunk.funcs:
            for c in ("counts", "signature", "parses"):
                add(f, c, msg)
        return
    # tbuf's pretty output must parse (and verify) in mlir-opt-22; its generic
    # reprint by mlir-opt is what we count on.
    rc_p, gen_t, err_p = oracle(["--mlir-print-op-generic"], out_t)
    parse_msg = None
    if rc_p != 0:
        parse_msg = (f"mlir-opt-22 rejects tbuf's bufferized output:\n{short(err_p)}\n"
                     f"--- tbuf output ---\n{short(out_t)}")
        rc_g, gen_t, err_g = run_tbuf(tbuf, flags_b + ["--mlir-print-op-generic", "-"], chunk.text)
    tops_t, perr = try_parse(gen_t)
    funcs_t = dict(functions(tops_t)) if tops_t is not None else {}
    for f in chunk.funcs:
        if f not in funcs_m:
            for c in ("counts", "signature"):
                add(f, c, f"function @{f} missing from mlir-opt-22's output (invalid input?)")
            continue
        add(f, "parses", parse_msg)
        if f not in funcs_t:
            msg = f"function @{f} missing from tbuf's output" + (f" ({perr})" if perr else "")
            add(f, "counts", msg)
            add(f, "signature", msg)
            continue
        sig_m, sig_t = signature(funcs_m[f]), signature(funcs_t[f])
        add(f, "signature", None if sig_m == sig_t else
            "bufferized function types differ:\n" + unified([sig_m], [sig_t]))
        am, cm = counts(funcs_m[f])
        at, ct = counts(funcs_t[f])
        if at > am or ct > cm:
            add(f, "counts", f"tbuf is worse: allocs {at} (mlir-opt-22: {am}), copies {ct} (mlir-opt-22: {cm})")
        elif (at, ct) != (am, cm):
            add(f, "counts", None, f"tbuf has fewer: allocs {at} (mlir-opt-22: {am}), "
                f"copies {ct} (mlir-opt-22: {cm}); check that no needed copy is missing")
        else:
            add(f, "counts", None, op_histogram_note(funcs_m[f], funcs_t[f]))


def validate_chunk(chunk, options):
    """mlir-opt-22 alone: the input must be accepted (or fail as announced)."""
    problems = []
    where = f"{chunk.label} [{options or 'default'}]"
    if chunk.expect_error:
        rc, _, err = oracle(pass_flags(options), chunk.text)
        if rc == 0:
            problems.append(f"{where}: expected error '{chunk.expect_error}' but mlir-opt-22 succeeds")
        elif chunk.expect_error not in err:
            problems.append(f"{where}: expected error '{chunk.expect_error}', got:\n{err}")
        return problems
    rc, _, err = oracle([], chunk.text)
    if rc != 0:
        problems.append(f"{where}: does not parse/verify:\n{err}")
        return problems
    runs = [pass_flags(full_options(options))]
    if "copy-before-write" not in options.split():
        runs.insert(0, pass_flags(options, "test-analysis-only", post=False))
    for flags in runs:
        flag = " ".join(flags)
        rc, out, err = oracle(flags + ["--mlir-print-op-generic"], chunk.text)
        if rc != 0:
            problems.append(f"{where}: {flag} fails:\n{err}")
            continue
        names = [n for n, _ in functions(parse_generic(out))]
        missing = [f for f in chunk.funcs if f not in names]
        if missing:
            problems.append(f"{where}: functions {missing} disappear in mlir-opt-22's output")
    return problems


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------


def runfile(path):
    base = os.environ.get("TEST_SRCDIR")
    if base:
        return os.path.join(base, "tbuf", path)
    return os.path.join(HERE, "..", "..", path)


def write_xml(path, results):
    failed = sum(1 for r in results if r.error is not None)
    with open(path, "w", encoding="utf-8") as f:
        f.write(f'<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>'
                f'<testsuite name="conformance_bufferize" tests="{len(results)}" failures="{failed}">\n')
        for r in results:
            f.write(f"<testcase classname={su.quoteattr(r.classname)} name={su.quoteattr(r.name)}>")
            if r.error is not None:
                first = r.error.split("\n")[0]
                f.write(f"<failure message={su.quoteattr(first[:200])}>{su.escape(r.error[:8000])}</failure>")
            f.write("</testcase>\n")
        f.write("</testsuite></testsuites>\n")


def apply_deviations(results, deviations):
    """Cases listed by a DEVIATION line must disagree (their diff becomes a
    note); returns the lines that named no case of this run."""
    seen = set()
    for r in results:
        key = (r.chunk.path, r.name)
        if key not in deviations:
            continue
        seen.add(key)
        if r.error is None:
            r.error = ("listed as a deliberate deviation (// DEVIATION: " + r.name + ") but tbuf now agrees "
                       "with mlir-opt-22: remove the line and its entry in docs/bufferization-conformance.md")
        else:
            r.deviation, r.error = r.error, None
            r.note = "deliberate deviation from mlir-opt-22: " + r.deviation.split("\n")[0]
    return sorted(deviations - seen)


def summary(results):
    lines = []
    by_check = {}
    for r in results:
        t = by_check.setdefault(r.check, [0, 0, 0])
        t[2 if r.deviation is not None else 0 if r.error is None else 1] += 1
    for check in ("analysis", "counts", "signature", "parses", "error"):
        if check in by_check:
            ok, bad, dev = by_check[check]
            total = ok + bad + dev
            lines.append(f"  {check:9s} {ok:4d} agree, {bad:4d} disagree, {dev:2d} deliberate deviations "
                         f"({100.0 * ok / total:.1f}% agree)")
    nfunc = len({(r.chunk.path, r.func) for r in results})
    ok = sum(1 for r in results if r.error is None)
    lines.append(f"conformance_bufferize: {nfunc} functions, {len(results)} cases: "
                 f"{ok} passed, {len(results) - ok} failed")
    return "\n".join(lines)


def check_oracle(xml_path):
    """mlir-opt-22 must be installed. Missing, the suite fails loudly (one
    failing JUnit case naming the problem, exit 1) -- always under CI=true;
    elsewhere too unless CONFORMANCE_SKIP_WITHOUT_MLIR_OPT=1 asks to skip (a
    developer machine without LLVM 22). Returns the exit code to stop with,
    or None to go on."""
    if shutil.which(MLIR_OPT):
        return None
    in_ci = os.environ.get("CI", "").lower() == "true"
    skip = not in_ci and os.environ.get("CONFORMANCE_SKIP_WITHOUT_MLIR_OPT") == "1"
    message = (f"{MLIR_OPT} not found on PATH ({os.environ.get('PATH', '')}): the conformance suite "
               f"needs it as its oracle (install LLVM 22's mlir-opt, or set MLIR_OPT)")
    if xml_path:
        with open(xml_path, "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>'
                    f'<testsuite name="conformance_bufferize" tests="1" failures="{0 if skip else 1}">\n'
                    '<testcase classname="conformance_bufferize" name="mlir-opt-22 available">')
            if skip:
                f.write(f"<skipped message={su.quoteattr(message)}/>")
            else:
                f.write(f"<failure message={su.quoteattr(message)}>{su.escape(message)}</failure>")
            f.write("</testcase>\n</testsuite></testsuites>\n")
    if skip:
        print(f"SKIPPED: {message} (CONFORMANCE_SKIP_WITHOUT_MLIR_OPT=1)", file=sys.stderr)
        return 0
    print(f"ERROR: {message}" + (" [CI=true]" if in_ci else ""), file=sys.stderr)
    return 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="input files (default: inputs/*.mlir)")
    ap.add_argument("--tbuf", help="tbuf binary (default: runfiles or bazel-bin/tools/tbuf)")
    ap.add_argument("--list-disagreements", action="store_true",
                    help="print only the disagreements, grouped, each with the smallest input that shows it")
    ap.add_argument("--validate", action="store_true",
                    help="check the inputs against mlir-opt-22 alone (tbuf is not run)")
    ap.add_argument("--summary", action="store_true", help="print only the agreement numbers")
    ap.add_argument("--jobs", type=int, default=max(2, os.cpu_count() or 2),
                    help="tool runs in parallel (default: number of CPUs, at least 2)")
    args = ap.parse_args()

    files = args.files or sorted(glob.glob(runfile("tests/conformance_bufferize/inputs/*.mlir")))
    if not files:
        print("no input files found", file=sys.stderr)
        return 1
    stop = check_oracle(None if args.validate else os.environ.get("XML_OUTPUT_FILE"))
    if stop is not None:
        return stop
    deviations = set()
    chunks, option_sets = load_inputs(files, deviations)
    jobs = [(c, o) for c in chunks for o in option_sets[c.path]]

    if args.validate:
        problems = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            for ps in ex.map(lambda j: validate_chunk(*j), jobs):
                problems += ps
        for p in problems:
            print(p)
        nfunc = len({(c.path, f) for c in chunks for f in c.funcs})
        print(f"validated {len(files)} files, {len(chunks)} chunks, {nfunc} functions, "
              f"{len(jobs)} chunk x option runs: {len(problems)} problems")
        return 1 if problems else 0

    tbuf = args.tbuf or (runfile("tools/tbuf") if os.environ.get("TEST_SRCDIR")
                         else os.path.join(HERE, "..", "..", "bazel-bin", "tools", "tbuf"))
    if not os.path.exists(tbuf):
        print(f"tbuf binary not found: {tbuf}", file=sys.stderr)
        return 1
    tbuf = os.path.abspath(tbuf)

    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for rs in ex.map(lambda j: check_chunk(tbuf, *j), jobs):
            results += rs

    unmatched = apply_deviations(results, deviations)
    for path, name in unmatched:
        print(f"FAIL {os.path.basename(path)}: '// DEVIATION: {name}' names no case of this run", file=sys.stderr)
    xml_path = os.environ.get("XML_OUTPUT_FILE")
    if xml_path:
        write_xml(xml_path, results)
    failed = [r for r in results if r.error is not None]
    if args.list_disagreements:
        groups = {}
        for r in failed:
            groups.setdefault((r.chunk.label, r.options, r.check, r.error), []).append(r.func)
        for (label, options, check, error), funcs in groups.items():
            print(f"== {label} [{options or 'default'}] {check}: " + ", ".join("@" + f for f in funcs))
            print("   " + short(error, 1500).replace("\n", "\n   "))
            chunk = next(r.chunk for r in failed if r.chunk.label == label)
            small = reduce_chunk(chunk, funcs[0])
            if small is not None and small.text.strip() != chunk.text.strip():
                again = [r for r in check_chunk(tbuf, small, options)
                         if r.check == check and r.func == funcs[0] and r.error is not None]
                if again:
                    flag = " ".join(pass_flags(options if check == "error" else
                                               full_options(options) if check != "analysis" else options,
                                               post=check != "analysis"))
                    print(f"   smallest input for @{funcs[0]} (disagrees on its own; "
                          f"tbuf/mlir-opt-22 {flag}" + (" test-analysis-only, --mlir-print-op-generic" if check == "analysis" else "") + "):")
                    print("     " + small.text.rstrip().replace("\n", "\n     "))
                else:
                    print(f"   (@{funcs[0]} alone does not disagree: the context matters)")
        notes = [r for r in results if r.note]
        if notes:
            print(f"-- {len(notes)} passing cases worth a look:")
            for r in notes:
                print(f"   {r.chunk.label} [{r.options or 'default'}] @{r.func}: {r.note}")
        print(summary(results))
        return 1 if failed or unmatched else 0
    if not args.summary:
        for r in failed:
            print(f"FAIL {r.classname} {r.name}\n{short(r.error, 2000)}\n")
    print(summary(results))
    return 1 if failed or unmatched or not results else 0


if __name__ == "__main__":
    sys.exit(main())
