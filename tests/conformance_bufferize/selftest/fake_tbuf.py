#!/usr/bin/env python3
"""A stand-in for tbuf used by runner_selftest.py: runs mlir-opt-22 (so it agrees
with the oracle everywhere) and then applies the mutation named by
$FAKE_TBUF_MUTATION to its output, to check that the conformance runner notices:

  none      faithful (every check must pass)
  inplace   analysis mode: the first "true" of an __inplace_operands_attr__ becomes "false"
  alloc     full mode: one extra memref.alloc at the top of every function body
  copy      full mode: one extra memref.copy at the top of every function body
  garbage   full mode: an op mlir-opt cannot parse at the top of every function body
  signature full mode: an extra i1 argument in front of every function's arguments
  crash     every run fails with exit code 1
  message   a failing run reports a different error message
"""
import os
import re
import subprocess
import sys

mutation = os.environ.get("FAKE_TBUF_MUTATION", "none")
args = sys.argv[1:]
if mutation == "crash":
    print("fake tbuf: crashed on purpose", file=sys.stderr)
    sys.exit(1)
p = subprocess.run(["mlir-opt-22", "--allow-unregistered-dialect"] + args,
                   stdin=sys.stdin, capture_output=True, text=True)
out, err = p.stdout, p.stderr
analysis = any("test-analysis-only" in a for a in args)
if p.returncode != 0:
    if mutation == "message":
        err = re.sub(r"error: .*", "error: something else went wrong", err, count=1)
elif analysis and mutation == "inplace":
    out = re.sub(r'(__inplace_operands_attr__ = \[[^\]]*?)"true"', r'\1"false"', out, count=1)
elif not analysis and mutation == "signature":
    def add_arg(m):
        rest = m.group(2)
        return m.group(1) + "(%fake_sig: i1" + ("" if rest.startswith(")") else ", ") + rest
    out = "\n".join(re.sub(r"^(\s*func\.func (?:public |private )?@[\w$.]+)\((.*\{)$", add_arg, line)
                    for line in out.split("\n"))
elif not analysis and mutation in ("alloc", "copy", "garbage"):
    extra = {
        "alloc": "    %fake_alloc = memref.alloc() : memref<1xf32>",
        "copy": "    %fake_a = memref.alloca() : memref<1xf32>\n"
                "    memref.copy %fake_a, %fake_a : memref<1xf32> to memref<1xf32>",
        "garbage": "    %fake = memref.no_such_op() : () -> i32",
    }[mutation]
    lines = []
    for line in out.split("\n"):
        lines.append(line)
        if re.match(r"^\s*func\.func (public |private )?@.*\{$", line):
            lines.append(extra)
    out = "\n".join(lines)
sys.stdout.write(out)
sys.stderr.write(err)
sys.exit(p.returncode)
