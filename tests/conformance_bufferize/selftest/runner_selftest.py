#!/usr/bin/env python3
"""Checks that run_conformance.py neither invents nor hides disagreements.

Runs the conformance runner on a few of its own inputs with fake_tbuf.py
(mlir-opt-22 plus one deliberate mutation) instead of tbuf and checks which
checks pass and fail:
  none     -> every case passes
  inplace  -> analysis cases fail (others pass)
  alloc    -> counts cases fail (allocation added), parses pass
  copy     -> counts cases fail (copy added; the extra alloca also counts)
  garbage  -> parses cases fail
  signature -> signature cases fail (an extra argument), the rest pass
  crash    -> every case fails
  message  -> error cases (negative inputs) fail, the rest pass
Also: with mlir-opt-22 missing and CI=true the runner must fail (one failing
case naming the problem), even when CONFORMANCE_SKIP_WITHOUT_MLIR_OPT=1.
One JUnit <testcase> per mutation (and one for the missing oracle) in
$XML_OUTPUT_FILE.
"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import xml.sax.saxutils as su

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = os.path.join(HERE, "..", "run_conformance.py")
FAKE = os.path.join(HERE, "fake_tbuf.py")
INPUTS = [os.path.join(HERE, "..", "inputs", f) for f in
          ("spec_examples.mlir", "copy_before_write.mlir", "negative_nofb.mlir", "scf_while.mlir")]

# mutation -> {check: expected outcome} ("pass", "fail", or "some" = at least one failure)
EXPECT = {
    "none": {"analysis": "pass", "counts": "pass", "signature": "pass", "parses": "pass", "error": "pass"},
    "inplace": {"analysis": "some", "counts": "pass", "parses": "pass", "error": "pass"},
    "alloc": {"analysis": "pass", "counts": "fail", "parses": "pass", "error": "pass"},
    "copy": {"analysis": "pass", "counts": "fail", "parses": "pass", "error": "pass"},
    "garbage": {"analysis": "pass", "parses": "fail", "error": "pass"},
    "signature": {"analysis": "pass", "counts": "pass", "signature": "fail", "parses": "pass", "error": "pass"},
    "crash": {"analysis": "fail", "counts": "fail", "signature": "fail", "parses": "fail", "error": "fail"},
    "message": {"analysis": "pass", "counts": "pass", "parses": "pass", "error": "fail"},
}


def run_mutation(mutation):
    with tempfile.TemporaryDirectory() as tmp:
        xml = os.path.join(tmp, "out.xml")
        env = dict(os.environ, FAKE_TBUF_MUTATION=mutation, XML_OUTPUT_FILE=xml)
        p = subprocess.run([sys.executable, RUNNER, "--tbuf", FAKE] + INPUTS,
                           env=env, capture_output=True, text=True, timeout=300)
        if not os.path.exists(xml):
            return f"runner wrote no XML (exit {p.returncode}):\n{p.stderr[-2000:]}"
        by_check = {}
        for case in ET.parse(xml).getroot().iter("testcase"):
            check = case.get("name").rsplit(":", 1)[1]
            failed = case.find("failure") is not None
            by_check.setdefault(check, []).append(failed)
        problems = []
        for check, want in EXPECT[mutation].items():
            got = by_check.get(check, [])
            if not got:
                problems.append(f"no '{check}' cases")
            elif want == "pass" and any(got):
                problems.append(f"'{check}': {sum(got)} of {len(got)} failed, expected all to pass")
            elif want == "fail" and not all(got):
                problems.append(f"'{check}': {len(got) - sum(got)} of {len(got)} passed, expected all to fail")
            elif want == "some" and not any(got):
                problems.append(f"'{check}': none of {len(got)} failed, expected failures")
        failed_any = any(any(v) for v in by_check.values())
        if (p.returncode != 0) != failed_any:
            problems.append(f"runner exit code {p.returncode} does not match its failures")
        return "\n".join(problems) or None


def run_missing_oracle():
    with tempfile.TemporaryDirectory() as tmp:
        xml = os.path.join(tmp, "out.xml")
        env = dict(os.environ, MLIR_OPT=os.path.join(tmp, "no-mlir-opt-22"), CI="true",
                   CONFORMANCE_SKIP_WITHOUT_MLIR_OPT="1", XML_OUTPUT_FILE=xml)
        p = subprocess.run([sys.executable, RUNNER, "--tbuf", FAKE] + INPUTS,
                           env=env, capture_output=True, text=True, timeout=60)
        problems = []
        if p.returncode != 1:
            problems.append(f"runner exit code {p.returncode}, expected 1")
        if "not found" not in p.stderr:
            problems.append(f"no loud error on stderr: {p.stderr[-500:]!r}")
        cases = list(ET.parse(xml).getroot().iter("testcase")) if os.path.exists(xml) else []
        if len(cases) != 1 or cases[0].find("failure") is None:
            problems.append(f"expected exactly one failing case, got {len(cases)} cases")
        return "\n".join(problems) or None


def main():
    results = [(m, run_mutation(m)) for m in EXPECT]
    results.append(("missing_oracle", run_missing_oracle()))
    xml_path = os.environ.get("XML_OUTPUT_FILE")
    if xml_path:
        with open(xml_path, "w") as f:
            f.write(f'<testsuites><testsuite name="conformance_runner_selftest" tests="{len(results)}">\n')
            for m, err in results:
                f.write(f'<testcase classname="conformance_bufferize.selftest" name="mutation_{m}">')
                if err:
                    f.write(f"<failure message={su.quoteattr(err.split(chr(10))[0])}>{su.escape(err)}</failure>")
                f.write("</testcase>\n")
            f.write("</testsuite></testsuites>\n")
    for m, err in results:
        print(f"{'ok  ' if err is None else 'FAIL'} mutation {m}" + ("" if err is None else "\n  " + err.replace("\n", "\n  ")))
    return 1 if any(e for _, e in results) else 0


if __name__ == "__main__":
    sys.exit(main())
