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

  python3 tests/mlir_lit/run_mlir_lit.py --tbuf bazel-bin/tools/tbuf DIR
  python3 tests/mlir_lit/run_mlir_lit.py --tbuf ... --json out.json DIR
  python3 tests/mlir_lit/run_mlir_lit.py --tbuf ... --failures DIR   # every failing line

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


def classify(tbuf_text, cwd, env, tbuf):
    """Cause of a failing tbuf run: tbuf's own first error, or FileCheck."""
    # Run the pipeline up to (not including) FileCheck to see tbuf's status.
    stages = split_pipes(tbuf_text)
    head = [s for s in stages if "FileCheck" not in s]
    code, out, err = run_shell(" | ".join(head), cwd, env)
    if code is None:
        return "timeout"
    if code is not None and code >= 128 or "Stack dump" in err or "Segmentation" in err:
        return "crash"
    for line in err.splitlines():
        m = re.search(r"error: (.*)$", line)
        if m:
            msg = m.group(1)
            msg = re.sub(r"'[^']*\.mlir'", "'FILE'", msg)
            msg = re.sub(r"\d+", "N", msg) if msg.startswith("expected") else msg
            return "tbuf: " + msg[:140]
    if code not in (0, None):
        return "tbuf exit %d without error line" % code
    return "FileCheck mismatch"


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


def measure_line(args, path, index, command):
    cwd = os.path.dirname(path)
    env = dict(os.environ)
    tools = pipeline_tools(command)
    if tools is None or any(t not in TOOLS for t in tools) or "mlir-opt" not in tools:
        return {"file": path, "index": index, "command": command, "counted": False, "reason": "other tools"}
    same = same_first_stage(args, path, command, cwd, env)
    oracle = substitute(command, path, args.mlir_opt, args.filecheck)
    code, _, _ = run_shell(oracle, cwd, env)
    if code != 0:
        return {"file": path, "index": index, "command": command, "counted": False, "reason": "oracle fails",
                "same_output": same}
    text = substitute(command, path, args.tbuf, args.filecheck)
    code, _, err = run_shell(text, cwd, env)
    result = {"file": path, "index": index, "command": command, "counted": True, "passed": code == 0,
              "same_output": same}
    if code != 0:
        result["cause"] = classify(text, cwd, env, args.tbuf)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory")
    parser.add_argument("--tbuf", required=True)
    parser.add_argument("--mlir-opt", default=os.environ.get("MLIR_OPT", "mlir-opt-22"))
    parser.add_argument("--filecheck", default=os.environ.get("FILECHECK", "FileCheck-22"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", help="write every RUN line's result here")
    parser.add_argument("--failures", action="store_true", help="list every failing RUN line")
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
    jobs = [(f, i, c) for f in files for i, c in enumerate(read_run_lines(f))]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda j: measure_line(args, *j), jobs))

    counted = [r for r in results if r["counted"]]
    passed = [r for r in counted if r["passed"]]
    causes = collections.Counter(r["cause"] for r in counted if not r["passed"])
    per_file = collections.OrderedDict()
    for r in counted:
        name = os.path.relpath(r["file"], args.directory)
        p, t = per_file.get(name, (0, 0))
        per_file[name] = (p + r["passed"], t + 1)
    skipped = collections.Counter(r["reason"] for r in results if not r["counted"])
    print("files: %d, RUN lines: %d, counted (mlir-opt-22 passes): %d, not counted: %s" %
          (len(files), len(results), len(counted), dict(skipped)))
    print("tbuf passes %d of %d counted RUN lines" % (len(passed), len(counted)))
    compared = [r for r in results if r.get("same_output") is not None]
    print("same output as mlir-opt-22 (first stage, every RUN line): %d of %d" %
          (sum(r["same_output"] for r in compared), len(compared)))
    print("\nper file (passed/counted, same output/compared):")
    names = sorted({os.path.relpath(r["file"], args.directory) for r in results})
    for name in names:
        p, t = per_file.get(name, (0, 0))
        rows = [r for r in compared if os.path.relpath(r["file"], args.directory) == name]
        print("  %3d/%-3d %3d/%-3d %s" % (p, t, sum(r["same_output"] for r in rows), len(rows), name))
    print("\nfailures by cause:")
    for cause, n in causes.most_common():
        print("  %3d  %s" % (n, cause))
    if args.failures:
        print("\nfailing RUN lines:")
        for r in counted:
            if not r["passed"]:
                print("  %s RUN#%d: %s\n      %s" % (os.path.relpath(r["file"], args.directory), r["index"],
                                                  r["command"], r["cause"]))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
