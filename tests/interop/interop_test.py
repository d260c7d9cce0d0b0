#!/usr/bin/env python3
"""Interop between tbuf and mlir-opt-22 on the corpus (tests/corpus/*.mlir).

For every `// -----` chunk of every corpus file:
  accept:   tbuf parses and verifies it;
  to-mlir:  tbuf's pretty output parses and verifies in mlir-opt-22;
  generic:  tbuf's generic output (--mlir-print-op-generic) parses in mlir-opt-22;
  from-mlir: mlir-opt-22's generic output of the chunk parses in tbuf.
For every malformed file (tests/malformed/*.mlir), tbuf --verify-diagnostics
must produce exactly the diagnostics mlir-opt produces (the files carry
MLIR's expected-error annotations).
Writes one JUnit <testcase> per check to $XML_OUTPUT_FILE.
"""
import glob
import os
import subprocess
import sys
import xml.sax.saxutils as su

MLIR_OPT = "mlir-opt-22"


def runfile(path):
    base = os.environ.get("TEST_SRCDIR")
    if base:
        return os.path.join(base, "tbuf", path)
    return path


def run(cmd, stdin_text):
    p = subprocess.run(cmd, input=stdin_text, capture_output=True, text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def chunks(text):
    parts, cur = [], []
    for line in text.split("\n"):
        if line.strip() == "// -----":
            parts.append("\n".join(cur))
            cur = []
        else:
            cur.append(line)
    parts.append("\n".join(cur))
    return parts


def main():
    tbuf = runfile("tools/tbuf")
    cases = []  # (name, error or None)

    def check(name, ok, detail):
        cases.append((name, None if ok else detail))

    for path in sorted(glob.glob(runfile("tests/corpus/*.mlir"))):
        text = open(path).read()
        flags = []
        for line in text.split("\n")[:5]:
            if line.startswith("// RUN-FLAGS:"):
                flags = line.split(":", 1)[1].split()
        stem = os.path.basename(path)
        for i, chunk in enumerate(chunks(text)):
            if not chunk.strip() or all(l.strip().startswith("//") or not l.strip() for l in chunk.split("\n")):
                continue
            name = f"{stem}#{i}"
            rc, out, err = run([tbuf] + flags + ["-"], chunk)
            check(f"accept:{name}", rc == 0, err)
            if rc == 0:
                rc2, _, err2 = run([MLIR_OPT] + flags + ["-"], out)
                check(f"to-mlir:{name}", rc2 == 0, err2 + "\n--- tbuf output ---\n" + out)
            rc, gout, err = run([tbuf, "--mlir-print-op-generic"] + flags + ["-"], chunk)
            if rc == 0:
                rc2, _, err2 = run([MLIR_OPT] + flags + ["-"], gout)
                check(f"generic:{name}", rc2 == 0, err2 + "\n--- tbuf output ---\n" + gout)
            rc, mgen, _ = run([MLIR_OPT, "--mlir-print-op-generic"] + flags + ["-"], chunk)
            if rc == 0:
                rc2, _, err2 = run([tbuf] + flags + ["-"], mgen)
                check(f"from-mlir:{name}", rc2 == 0, err2 + "\n--- mlir-opt generic ---\n" + mgen)

    for path in sorted(glob.glob(runfile("tests/malformed/*.mlir"))):
        rc, out, err = run([tbuf, "--verify-diagnostics", "--split-input-file", path], None)
        check(f"diagnostics:{os.path.basename(path)}", rc == 0, out + err)

    failed = [c for c in cases if c[1] is not None]
    xml_path = os.environ.get("XML_OUTPUT_FILE")
    if xml_path:
        with open(xml_path, "w") as f:
            f.write(f'<testsuites><testsuite name="interop" tests="{len(cases)}" failures="{len(failed)}">\n')
            for name, err in cases:
                f.write(f'<testcase classname="interop" name={su.quoteattr(name)}>')
                if err is not None:
                    f.write(f"<failure message={su.quoteattr(name)}>{su.escape(err[:4000])}</failure>")
                f.write("</testcase>\n")
            f.write("</testsuite></testsuites>\n")
    for name, err in failed:
        print(f"FAIL {name}\n{err[:2000]}\n")
    print(f"interop: {len(cases) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed or not cases else 0


if __name__ == "__main__":
    sys.exit(main())
