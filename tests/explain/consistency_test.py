#!/usr/bin/env python3
"""Consistency of `tbuf explain` over the bufferization conformance corpus and
the execution programs.

For every chunk (split at `// -----`) of every tests/conformance_bufferize
input under every option set of its header (`// OPTIONS:`, `+pre=` / `+post=`
passes around One-Shot Bufferize), and for every tests/execution program under
the default pipeline, the same pipeline (One-Shot Bufferize with those
options, then --buffer-deallocation-pipeline --canonicalize; the execution
programs also with --ownership-based-buffer-deallocation alone, whose
bufferization.dealloc ops stay in the output) runs three ways:

  tbuf explain CHUNK --format=json PIPELINE     the explanation
  tbuf CHUNK PIPELINE                           the bufferized output
  tbuf CHUNK --one-shot-bufferize="OPTIONS test-analysis-only"   the decisions

and the case checks that
  * explain succeeds exactly when the driver does;
  * every allocation (memref.alloc/alloca/realloc, bufferization.clone),
    every copy (memref.copy, linalg.copy) and every free (memref.dealloc,
    bufferization.dealloc) of the output has exactly one explanation
    pointing at its line (`outputLine`), and no explanation points at a line
    without such an op;
  * every explanation refers to an op that exists: `outputLine` names a line
    of the output showing that op, otherwise the source text at `loc`
    starts with the op (or its short form), or (with `+pre=` passes) the IR
    the analysis saw has that op at `loc` -- also for every related op;
  * per function, the summary's in-place / out-of-place counts equal the
    "true" / "false" entries of __inplace_operands_attr__ in the
    test-analysis-only output, and the in-place / out-of-place decisions too.

One JUnit <testcase> per chunk x option set; totals are printed at the end.
Usage: consistency_test.py --tbuf PATH [--root DIR] [--corpus-root DIR] [--xml FILE]
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

TIMEOUT = 120
ALLOC_OPS = ("memref.alloc", "memref.alloca", "memref.realloc", "bufferization.clone")
COPY_OPS = ("memref.copy", "linalg.copy")
FREE_OPS = ("memref.dealloc", "bufferization.dealloc")
ANALYSIS_ONLY = ("print-conflicts", "dump-alias-sets")


def load_chunks(path):
    text = open(path, encoding="utf-8").read()
    sets = []
    for line in text.split("\n"):
        m = re.match(r"//\s*OPTIONS:(.*)$", line)
        if m:
            sets.append(" ".join(m.group(1).split()))
    if not sets:
        sets = [None]
    chunks, cur = [], []
    for line in text.split("\n"):
        if line.strip() == "// -----":
            chunks.append("\n".join(cur) + "\n")
            cur = []
        else:
            cur.append(line)
    chunks.append("\n".join(cur) + "\n")
    return [c for c in chunks if "func.func" in c], sets


OWNERSHIP_ONLY = "ownership-only"


def pipeline_args(options):
    """Pass flags for an option set (None: the default pipeline of tbuf run;
    OWNERSHIP_ONLY: function-boundary bufferization and ownership-based
    deallocation without its simplification and lowering)."""
    if options == OWNERSHIP_ONLY:
        one_shot = "--one-shot-bufferize=bufferize-function-boundaries"
        return ([one_shot, "--ownership-based-buffer-deallocation"],
                ["--one-shot-bufferize=bufferize-function-boundaries test-analysis-only"], False)
    if options is None:
        options = "bufferize-function-boundaries"
    pre, post, opts = [], [], []
    for o in options.split():
        if o.startswith("+pre="):
            pre.append("--" + o[5:])
        elif o.startswith("+post="):
            post.append("--" + o[6:])
        elif o.split("=")[0] not in ANALYSIS_ONLY:
            opts.append(o)
    one_shot = "--one-shot-bufferize" + ("=" + " ".join(opts) if opts else "")
    full = pre + [one_shot] + post + ["--buffer-deallocation-pipeline", "--canonicalize"]
    analysis = pre + ["--one-shot-bufferize=" + " ".join(opts + ["test-analysis-only"])]
    return full, analysis, "copy-before-write" in opts


def run(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


def inplace_counts(text):
    """Per function: (#"true", #"false") of __inplace_operands_attr__."""
    counts, func = {}, ""
    for line in text.split("\n"):
        m = re.search(r"func\.func (?:private |public |nested )?@([\w$.-]+)", line)
        if m:
            func = m.group(1)
        m = re.search(r'__inplace_operands_attr__ = \[([^\]]*)\]', line)
        if m:
            entries = re.findall(r'"(\w+)"', m.group(1))
            t, f = counts.get(func, (0, 0))
            counts[func] = (t + entries.count("true"), f + entries.count("false"))
    return counts


def short_forms(name):
    forms = [name]
    dialect, _, bare = name.partition(".")
    if dialect in ("func", "builtin"):
        forms.append(bare)
    return forms


def op_exists(op, source_lines, output_lines, extra_ops):
    loc = op.get("loc")
    if loc and (op["name"], loc["line"], loc["col"]) in extra_ops:
        return True
    if op.get("outputLine"):
        line = output_lines[op["outputLine"] - 1] if op["outputLine"] <= len(output_lines) else ""
        return any(f in line for f in short_forms(op["name"]))
    loc = op.get("loc")
    if not loc:
        return False
    if loc["line"] > len(source_lines):
        return False
    text = source_lines[loc["line"] - 1][loc["col"] - 1:]
    # Generic form: "op.name"(...)
    return any(text.startswith(f) or text.startswith('"' + f + '"') for f in short_forms(op["name"]))


def analysed_ops(tbuf, path, pre):
    """(op name, line, col) of every single-line op of the IR the analysis
    saw: the input after the passes that run before One-Shot Bufferize."""
    rc, out, _ = run([tbuf, path] + pre + ["--mlir-print-op-generic", "--mlir-print-debuginfo"])
    if rc != 0:
        return set()
    aliases = dict(re.findall(r'^(#loc\d*) = loc\(".*":(\d+):(\d+)\)', out, re.M) and
                   [(a, (int(l), int(c))) for a, l, c in re.findall(r'^(#loc\d*) = loc\(".*":(\d+):(\d+)\)', out, re.M)])
    ops = set()
    for line in out.split("\n"):
        m = re.search(r'"([\w.]+)"\(.*loc\((#loc\d*|".*":(\d+):(\d+))\)\s*$', line)
        if not m:
            continue
        if m.group(2).startswith("#"):
            if m.group(2) in aliases:
                ops.add((m.group(1),) + aliases[m.group(2)])
        else:
            ops.add((m.group(1), int(m.group(3)), int(m.group(4))))
    return ops


def check_case(tbuf, path, options):
    full, analysis, copy_before_write = pipeline_args(options)
    pre = [a for a in analysis if not a.startswith("--one-shot-bufferize")]
    extra_ops = analysed_ops(tbuf, path, pre) if pre else set()
    problems = []
    rc_e, out_e, err_e = run([tbuf, "explain", path, "--format=json"] + full)
    rc_d, out_d, err_d = run([tbuf, path] + full)
    if (rc_e == 0) != (rc_d == 0):
        return [f"explain exit {rc_e} but driver exit {rc_d}: {err_e.strip()[:300]} | {err_d.strip()[:300]}"], None
    if rc_d != 0:
        return [], "rejected"
    ex = json.loads(out_e)
    source_lines = open(path, encoding="utf-8").read().split("\n")
    output_lines = out_d.split("\n")
    # Allocations and copies of the output, by line.
    expected = {}
    for i, line in enumerate(output_lines, 1):
        for op in ALLOC_OPS + COPY_OPS + FREE_OPS:
            if re.search(r"(^|\s|= )" + re.escape(op) + r"\b", line):
                expected[i] = op
    explained = {}
    for d in ex["decisions"]:
        if d["kind"] in ("allocation", "copy", "clone", "dealloc", "conditional-free"):
            line = d["op"]["outputLine"]
            if not line:
                problems.append(f"decision {d['id']} ({d['kind']}) has no output line")
                continue
            explained.setdefault(line, []).append(d["id"])
    for line, op in expected.items():
        ids = explained.get(line, [])
        if len(ids) != 1:
            problems.append(f"output line {line} ({op}) has {len(ids)} explanations")
    for line, ids in explained.items():
        if line not in expected:
            problems.append(f"decisions {ids} point at output line {line}, which has no allocation, copy or free")
    for d in ex["decisions"]:
        for role, op in [("op", d["op"])] + [(r["role"], r["op"]) for r in d["related"]]:
            if not op_exists(op, source_lines, output_lines, extra_ops):
                problems.append(f"decision {d['id']}: {role} {op['name']} at {op.get('loc')} does not exist")
    decisions_per_func = {}
    for d in ex["decisions"]:
        if d["kind"] in ("in-place", "out-of-place"):
            t, f = decisions_per_func.get(d["function"], (0, 0))
            decisions_per_func[d["function"]] = (t + (d["kind"] == "in-place"), f + (d["kind"] == "out-of-place"))
    summary = {f["name"]: (f["inPlace"], f["outOfPlace"]) for f in ex["functions"]}
    if not copy_before_write:
        rc_a, out_a, err_a = run([tbuf, path] + analysis)
        if rc_a != 0:
            problems.append(f"test-analysis-only failed: {err_a.strip()[:300]}")
        else:
            annotated = inplace_counts(out_a)
            for func in set(annotated) | set(decisions_per_func):
                want = annotated.get(func, (0, 0))
                if decisions_per_func.get(func, (0, 0)) != want:
                    problems.append(f"@{func}: decisions {decisions_per_func.get(func, (0, 0))} != annotations {want}")
                if func in summary and summary[func] != want:
                    problems.append(f"@{func}: summary {summary[func]} != annotations {want}")
    stats = {
        "decisions": len(ex["decisions"]),
        "explained_ops": len(expected),
        "in_place": sum(v[0] for v in decisions_per_func.values()),
        "out_of_place": sum(v[1] for v in decisions_per_func.values()),
    }
    return problems, stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tbuf", required=True)
    ap.add_argument("--root", default=".", help="where tests/execution/programs is")
    ap.add_argument("--corpus-root", default=None, help="where tests/conformance_bufferize/inputs is (default: --root)")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"))
    args = ap.parse_args()
    tbuf = os.path.abspath(args.tbuf)
    inputs = sorted(glob.glob(os.path.join(args.corpus_root or args.root, "tests/conformance_bufferize/inputs/*.mlir")))
    programs = sorted(glob.glob(os.path.join(args.root, "tests/execution/programs/*.mlir")))
    if not inputs or not programs:
        print("no inputs found under", args.root)
        return 1
    suite = ET.Element("testsuite", name="explain.consistency")
    totals = {"cases": 0, "failed": 0, "rejected": 0, "decisions": 0, "explained_ops": 0, "in_place": 0,
              "out_of_place": 0}
    with tempfile.TemporaryDirectory() as tmp:
        work = []
        for path in inputs:
            chunks, sets = load_chunks(path)
            for ci, chunk in enumerate(chunks):
                for options in sets:
                    work.append((os.path.basename(path), ci, chunk, options))
        for path in programs:
            for options in (None, OWNERSHIP_ONLY):
                work.append((os.path.basename(path), 0, open(path, encoding="utf-8").read(), options))
        for name, ci, chunk, options in work:
            file = os.path.join(tmp, f"{os.path.splitext(name)[0]}_{ci}.mlir")
            with open(file, "w", encoding="utf-8") as f:
                f.write(chunk)
            case_name = f"{name}#{ci}[{options if options is not None else 'default pipeline'}]"
            problems, stats = check_case(tbuf, file, options)
            totals["cases"] += 1
            case = ET.SubElement(suite, "testcase", classname="explain.consistency", name=case_name)
            if stats == "rejected":
                totals["rejected"] += 1
            elif stats:
                for k in ("decisions", "explained_ops", "in_place", "out_of_place"):
                    totals[k] += stats[k]
            if problems:
                totals["failed"] += 1
                ET.SubElement(case, "failure", message=problems[0]).text = "\n".join(problems)
                print(f"FAIL {case_name}")
                for p in problems[:20]:
                    print("    " + p)
    print("cases: {cases}, failed: {failed}, rejected by the pipeline: {rejected}; decisions explained: "
          "{decisions}, allocations, copies and frees matched: {explained_ops}, in place: {in_place}, out of place: "
          "{out_of_place}".format(**totals))
    if args.xml:
        ET.ElementTree(suite).write(args.xml, encoding="utf-8", xml_declaration=True)
    return 1 if totals["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
