#!/usr/bin/env python3
"""Runs MLIR's own lit tests with tbuf in place of mlir-opt and counts how
many RUN lines pass.

MLIR's test files are not part of this repository: pass a directory that
holds them (any layout; every *.mlir below it is read). For each RUN line
(continuations with a trailing backslash joined, as lit does):

  1. the oracle run: the pipeline as written, `mlir-opt` -> mlir-opt-22,
     `FileCheck` -> FileCheck-22, `not` kept, `%s` the file. RUN lines the
     oracle fails (or that name a tool other than mlir-opt, FileCheck, not)
     are not counted;
  2. the tbuf run: the same pipeline with every `mlir-opt` replaced by tbuf.

A counted RUN line passes when the tbuf run exits 0 too. Failures are
grouped by cause: the first `error:` line tbuf wrote (file and line
stripped), "FileCheck mismatch" when tbuf itself succeeded, crash, timeout.

A second number does not depend on the CHECK lines (which may be written
for another MLIR version than 22): for every RUN line whose first stage is
mlir-opt, the stdout and exit code of that stage alone, run by mlir-opt-22
and by tbuf, must be identical ("same output").

Per chunk: a RUN line with -split-input-file fails as a whole when a single
chunk fails, for mlir-opt-22 too (a stored test file is often newer than 22
in one chunk only). So every such RUN line is also measured chunk by chunk:
each `// -----` chunk is written to its own file (its lines kept at their
original line numbers) and the RUN line runs on it, for mlir-opt-22 and for
tbuf, with the same two numbers (FileCheck passes, same output). A chunk
without check lines for the RUN line's prefixes keeps only the mlir-opt
stages (the FileCheck stage is dropped for both tools). RUN lines without
-split-input-file count as one chunk.

Units mlir-opt-22 fails are not counted; they are grouped by why (a pass or
option it does not have, CHECK lines its output does not match, its first
error), which shows how far the test files are from LLVM 22. tbuf is copied
before the run, so a rebuild during the run does not change what is measured.

  python3 tests/mlir_lit/run_mlir_lit.py --tbuf bazel-bin/tools/tbuf DIR
  python3 tests/mlir_lit/run_mlir_lit.py --tbuf ... --json out.json DIR
  python3 tests/mlir_lit/run_mlir_lit.py --tbuf ... --failures DIR   # every failing line
  python3 tests/mlir_lit/run_mlir_lit.py --tbuf ... --no-chunks DIR  # whole files only

Exit code 0 (it measures, it does not judge); 2 for bad arguments.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

TOOLS = {"mlir-opt", "FileCheck", "not", "count"}
TIMEOUT_SECONDS = 60


def read_run_lines(path):
    """RUN commands of a lit file, continuation lines joined."""
    commands, current = [], None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.search(r"//\s*RUN:\s?(.*)$", line.rstrip("\n"))
            if not m:
                if current is not None:
                    commands.append(current)
                    current = None
                continue
            text = m.group(1).rstrip()
            cont = text.endswith("\\")
            if cont:
                text = text[:-1]
            current = text if current is None else current + " " + text
            if not cont:
                commands.append(current)
                current = None
    if current is not None:
        commands.append(current)
    return commands


def pipeline_tools(command):
    """The program names of a pipeline (`a | b | c`), or None if it cannot be split."""
    try:
        stages = [shlex.split(stage) for stage in split_pipes(command)]
    except ValueError:
        return None
    return [stage[0] for stage in stages if stage]


def split_pipes(command):
    """Splits at `|` outside quotes."""
    parts, buf, quote = [], [], None
    for ch in command:
        if quote:
            buf.append(ch)
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            buf.append(ch)
        elif ch == "|":
            parts.append("".join(buf))
            buf = []
        else:
            buf.append(ch)
    parts.append("".join(buf))
    return [p.strip() for p in parts]


def substitute(command, path, opt, filecheck):
    """The shell command for one RUN line with `opt` as mlir-opt."""
    out = []
    for stage in split_pipes(command):
        words = stage.split(None, 1)
        rest = words[1] if len(words) > 1 else ""
        name = words[0] if words else ""
        prefix = ""
        if name == "not":
            prefix = "not "
            words = rest.split(None, 1)
            name = words[0] if words else ""
            rest = words[1] if len(words) > 1 else ""
        if name == "mlir-opt":
            name = shlex.quote(opt)
        elif name == "FileCheck":
            name = shlex.quote(filecheck)
        out.append(prefix + name + (" " + rest if rest else ""))
    text = " | ".join(out)
    text = text.replace("%s", shlex.quote(path))
    return text


def run_shell(text, cwd, env):
    # `not` as lit has it: success exactly when the command fails.
    script = "not() { if \"$@\"; then return 1; else return 0; fi; }\nset -o pipefail\n" + text + "\n"
    try:
        p = subprocess.run(["bash", "-c", script], cwd=cwd, env=env, capture_output=True, text=True,
                           timeout=TIMEOUT_SECONDS)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def classify(tbuf_text, cwd, env, tool="tbuf"):
    """Cause of a failing run: the tool's own first error, or FileCheck.
    Returns (cause, detail): the grouped cause and the line that shows it."""
    # Run the pipeline up to (not including) FileCheck to see tbuf's status.
    stages = split_pipes(tbuf_text)
    head = [s for s in stages if "FileCheck" not in s]
    code, out, err = run_shell(" | ".join(head), cwd, env)
    if code is None:
        return "timeout", ""
    if code >= 128 or "Stack dump" in err or "Segmentation" in err:
        return "crash", err.strip().splitlines()[-1] if err.strip() else ""
    for line in err.splitlines():
        m = re.search(r"error: (.*)$", line)
        if m:
            msg = m.group(1)
            msg = re.sub(r"'[^']*\.mlir'", "'FILE'", msg)
            msg = re.sub(r"\d+", "N", msg) if msg.startswith("expected") else msg
            return tool + ": " + msg[:140], line.strip()[:300]
    if code != 0:
        first = err.strip().splitlines()[0] if err.strip() else ""
        return tool + " exit %d without error line" % code, first[:300]
    # tbuf succeeded: the first FileCheck error names the check that failed.
    _, _, ferr = run_shell(tbuf_text, cwd, env)
    detail = ""
    lines = ferr.splitlines()
    for i, line in enumerate(lines):
        if "error:" in line:
            detail = line.split("error:", 1)[1].strip()
            if i + 1 < len(lines):
                detail += " | " + lines[i + 1].strip()
            break
    return "FileCheck mismatch", detail[:300]


def same_first_stage(args, path, command, cwd, env):
    """True/False: mlir-opt's stage alone gives the same stdout and exit code
    under mlir-opt-22 and tbuf; None when the first stage is not mlir-opt."""
    first = split_pipes(command)[0]
    if first.split(None, 1)[0] != "mlir-opt":
        return None
    runs = []
    for opt in (args.mlir_opt, args.tbuf):
        code, out, _ = run_shell(substitute(first, path, opt, args.filecheck), cwd, env)
        runs.append((code, out))
    return runs[0] == runs[1]


CHUNK_SEPARATOR = re.compile(r"^// -----\s*$")


def split_chunks(path):
    """The `// -----` chunks of a file as (first line number, text)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    chunks, begin = [], 0
    for i, line in enumerate(lines):
        if CHUNK_SEPARATOR.match(line):
            chunks.append((begin, lines[begin:i]))
            begin = i + 1
    chunks.append((begin, lines[begin:]))
    # Blank lines in front keep every line at its line number in the file.
    return [(b + 1, "\n" * b + "\n".join(body)) for b, body in chunks]


def uses_split_input_file(command):
    return re.search(r"(^|\s)--?split-input-file(\s|$|=)", command) is not None


def filecheck_prefixes(stage):
    """The check prefixes a FileCheck stage looks for."""
    prefixes = []
    for m in re.finditer(r"--?check-prefix(?:es)?[= ]([A-Za-z0-9_,-]+)", stage):
        prefixes += m.group(1).split(",")
    return prefixes or ["CHECK"]


def has_checks(text, prefixes):
    directive = r"(-NEXT|-SAME|-NOT|-DAG|-LABEL|-EMPTY|-COUNT-\d+)?:"
    return any(re.search(r"(^|[^A-Za-z0-9_-])" + re.escape(p) + directive, text, re.M) for p in prefixes)


def command_for_chunk(command, text):
    """The RUN line for one chunk: a FileCheck stage whose prefixes have no
    check line in the chunk is replaced by a sink; one with some unused
    prefixes gets --allow-unused-prefixes."""
    out = []
    for stage in split_pipes(command):
        words = stage.split()
        if words and words[0] == "FileCheck":
            prefixes = filecheck_prefixes(stage)
            used = [p for p in prefixes if has_checks(text, [p])]
            if not used:
                stage = "cat > /dev/null"
            elif len(used) < len(prefixes):
                stage += " --allow-unused-prefixes"
        out.append(stage)
    return " | ".join(out)


def measure_unit(args, path, index, command, chunk=None, chunk_path=None):
    """One RUN line on the whole file (chunk None) or on one chunk."""
    cwd = os.path.dirname(path)
    env = dict(os.environ)
    result = {"file": path, "index": index, "command": command, "counted": False}
    if chunk is not None:
        result["chunk_line"] = chunk[0]
    tools = pipeline_tools(command)
    if tools is None or any(t not in TOOLS for t in tools) or "mlir-opt" not in tools:
        result["reason"] = "other tools"
        return result
    target = path
    if chunk is not None:
        target = chunk_path
        command = command_for_chunk(command, chunk[1])
    result["same_output"] = same_first_stage(args, target, command, cwd, env)
    oracle = substitute(command, target, args.mlir_opt, args.filecheck)
    code, _, _ = run_shell(oracle, cwd, env)
    if code != 0:
        result["reason"] = "oracle fails"
        result["oracle_cause"], result["oracle_detail"] = classify(oracle, cwd, env, "mlir-opt-22")
        return result
    text = substitute(command, target, args.tbuf, args.filecheck)
    code, _, _ = run_shell(text, cwd, env)
    result["counted"] = True
    result["passed"] = code == 0
    if code != 0:
        result["cause"], result["detail"] = classify(text, cwd, env)
    return result


def summarize(title, results):
    """Prints the counts of one kind of unit; returns its failure causes."""
    counted = [r for r in results if r["counted"]]
    passed = [r for r in counted if r["passed"]]
    skipped = collections.Counter(r["reason"] for r in results if not r["counted"])
    compared = [r for r in results if r.get("same_output") is not None]
    print("%s: %d, counted (mlir-opt-22 passes): %d, not counted: %s" %
          (title, len(results), len(counted), dict(skipped)))
    print("  tbuf passes %d of %d counted" % (len(passed), len(counted)))
    print("  same output as mlir-opt-22 (mlir-opt stage alone): %d of %d" %
          (sum(r["same_output"] for r in compared), len(compared)))
    print("  same output, counted ones only: %d of %d" %
          (sum(bool(r.get("same_output")) for r in counted), len(counted)))
    return collections.Counter(r["cause"] for r in counted if not r["passed"])


def oracle_reason(r):
    """Why mlir-opt-22 fails a unit, grouped: an option or pass it does not
    have, CHECK lines its output does not match, or its first error."""
    cause = r.get("oracle_cause", "")
    if "Unknown command line argument" in r.get("oracle_detail", "") or "no such option" in cause:
        return "pass or option not in mlir-opt-22"
    if cause == "FileCheck mismatch":
        return "mlir-opt-22's output does not match the CHECK lines (written for another MLIR)"
    return cause or r["reason"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory")
    parser.add_argument("--tbuf", required=True)
    parser.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT", "mlir-opt-22"))
    parser.add_argument("--filecheck", default=os.environ.get("FILECHECK", "FileCheck-22"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", help="write every RUN line's and chunk's result here")
    parser.add_argument("--failures", action="store_true", help="list every failing RUN line and chunk")
    parser.add_argument("--no-chunks", action="store_true", help="measure whole files only")
    args = parser.parse_args()
    args.tbuf = os.path.abspath(args.tbuf)
    for tool in (args.mlir_opt, args.filecheck):
        if not shutil.which(tool):
            print("error: %s not found" % tool, file=sys.stderr)
            return 2
    if not os.access(args.tbuf, os.X_OK):
        print("error: %s is not executable" % args.tbuf, file=sys.stderr)
        return 2
    files = []
    for root, _, names in os.walk(args.directory):
        files += [os.path.abspath(os.path.join(root, n)) for n in names if n.endswith(".mlir")]
    files.sort()
    if not files:
        print("error: no .mlir files under %s" % args.directory, file=sys.stderr)
        return 2
    scratch = tempfile.mkdtemp(prefix="mlir-lit-chunks-")
    # Measure a copy: a rebuild of tbuf during the run must not swap the
    # binary between RUN lines (or leave it missing for a moment).
    snapshot = os.path.join(scratch, "tbuf")
    shutil.copy2(args.tbuf, snapshot)
    args.tbuf = snapshot
    jobs, chunk_jobs = [], []
    for n, f in enumerate(files):
        commands = read_run_lines(f)
        jobs += [(f, i, c, None, None) for i, c in enumerate(commands)]
        if args.no_chunks:
            continue
        chunks = split_chunks(f)
        paths = []
        for k, chunk in enumerate(chunks):
            chunk_path = os.path.join(scratch, "%d-%d-%s" % (n, k, os.path.basename(f)))
            with open(chunk_path, "w", encoding="utf-8") as out:
                out.write(chunk[1])
            paths.append(chunk_path)
        for i, c in enumerate(commands):
            if uses_split_input_file(c) and len(chunks) > 1:
                chunk_jobs += [(f, i, c, chunk, p) for chunk, p in zip(chunks, paths)]
            else:
                chunk_jobs.append((f, i, c, None, None))
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(lambda j: measure_unit(args, *j), jobs))
            chunk_results = list(pool.map(lambda j: measure_unit(args, *j), chunk_jobs))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    name = lambda r: os.path.relpath(r["file"], args.directory)
    print("files: %d" % len(files))
    causes = summarize("RUN lines (whole files, as lit runs them)", results)
    chunk_causes = collections.Counter()
    if not args.no_chunks:
        chunk_causes = summarize("RUN line x chunk units", chunk_results)

    print("\nper file: RUN lines passed/counted, same output/compared; "
          "then the same for RUN line x chunk units")
    for fname in sorted({name(r) for r in results}):
        cells = []
        for rs in (results, chunk_results):
            rows = [r for r in rs if name(r) == fname]
            counted = [r for r in rows if r["counted"]]
            compared = [r for r in rows if r.get("same_output") is not None]
            cells.append("%3d/%-3d %3d/%-3d" % (sum(r["passed"] for r in counted), len(counted),
                                                sum(r["same_output"] for r in compared), len(compared)))
        print("  %s   %s   %s" % (cells[0], cells[1] if not args.no_chunks else "", fname))
    print("\nfailures by cause (whole-file RUN lines):")
    for cause, n in causes.most_common():
        print("  %3d  %s" % (n, cause))
    if not args.no_chunks:
        print("\nfailures by cause (RUN line x chunk units):")
        for cause, n in chunk_causes.most_common():
            print("  %3d  %s" % (n, cause))
    for title, rs in (("whole-file RUN lines", results), ("RUN line x chunk units", chunk_results)):
        if args.no_chunks and rs is chunk_results:
            continue
        reasons = collections.Counter(oracle_reason(r) for r in rs if r.get("reason") == "oracle fails")
        print("\nnot counted, mlir-opt-22 fails (%s):" % title)
        for reason, n in reasons.most_common(15):
            print("  %3d  %s" % (n, reason[:150]))
    if args.failures:
        print("\nfailing RUN lines and chunks:")
        for r in results + chunk_results:
            if r["counted"] and not r["passed"]:
                where = "RUN#%d" % r["index"]
                if "chunk_line" in r:
                    where += " chunk@line %d" % r["chunk_line"]
                print("  %s %s: %s\n      %s\n      %s" % (name(r), where, r["command"], r["cause"],
                                                        r.get("detail", "")))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"run_lines": results, "chunks": chunk_results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
