#!/usr/bin/env python3
"""Keeps docs/tutorial.md and its example files (docs/tutorial/) in step
with the `tbuf` binary.

Why: a tutorial is read by people who cannot tell a stale output from a
real one. Every output it shows must be what the current binary prints, and
every example file must be one the text uses.

What the doc must look like:

* An example's source is shown in an ```mlir block preceded by
  `<!-- file: NAME -->`; the block must equal docs/tutorial/NAME byte for
  byte (the file is the source of truth).
* Every ```console block is run. `$ CMD` lines are commands (a trailing
  backslash continues a command on the next line), the lines up to the next
  command are its output: stdout, then stderr, byte for byte (no wildcards,
  no masking; an output that does not end with a newline ends with the line
  `<no newline at end of output>`). A command is either `tbuf ARGS` (split
  like a shell would: quotes work, nothing else) or `echo $?`, which shows
  the exit status of the command before it. A command that exits with a
  non-zero status must be followed by `$ echo $?`.
* Each `tbuf` command names exactly one example file (a bare file name of
  docs/tutorial/) and belongs to that example; `echo $?` belongs to the
  example of the command before it.
* A console block preceded by `<!-- oracle: mlir-opt-22 -->` makes a
  claim: each of its `tbuf` commands, run as `mlir-opt-22 ARGS`, prints the
  same output and exits with the same status. The claim is checked live
  when CI=true (or with --live); then a missing mlir-opt-22 is a failure.
  Otherwise the oracle is not run, so the test does not need LLVM. The
  tutorial says that every plain `tbuf FILE FLAGS` command prints what
  mlir-opt-22 prints, so a block with such a command must carry the marker;
  `<!-- oracle: none -->` marks a block whose flags MLIR does not have (the
  text must say so). Blocks of `tbuf run`, `tbuf interpret` and
  `tbuf explain` (sub-commands with no mlir-opt counterpart) carry none.

One JUnit <testcase> per example file (class tutorial.examples, name the
file name): it fails when the file is longer than 25 lines, is not shown in
the doc, is shown with other contents, is named by no command, or when one
of its commands prints something else, exits with another status, or (live)
mlir-opt-22 disagrees. One more case (class tutorial.doc, name structure)
fails on anything malformed in the doc: a console block whose command is
not `tbuf`/`echo $?`, a command naming no example or several, a file marker
naming a file that does not exist, a marker not followed by its block.

Each example runs in a fresh temporary copy of docs/tutorial/ (commands see
every example file under its bare name, so diagnostics read
`NAME.mlir:3:8: ...`), with `CC` unset.

Usage:
    check_tutorial.py --tbuf PATH [--doc docs/tutorial.md] [--examples docs/tutorial]
                      [--xml FILE] [--live] [--only NAME ...]
    check_tutorial.py --tbuf PATH --regen     rewrite the doc's shown sources
                                              and outputs from the files and
                                              the binary (review with git diff)

The JUnit XML goes to --xml or $XML_OUTPUT_FILE. Exit code: 0 if every case
passed, 1 otherwise.
"""

import argparse
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

FENCE = re.compile(r"^(```+)\s*([A-Za-z0-9_+-]*)\s*$")
MARKER = re.compile(r"^<!--\s*(file|oracle)\s*:\s*(\S+)\s*-->\s*$")
NO_NEWLINE = "<no newline at end of output>"
MAX_EXAMPLE_LINES = 25
ORACLE = "mlir-opt-22"
TIMEOUT_SECONDS = 120
IGNORED_FILES = ("BUILD.bazel", "BUILD")
SUBCOMMANDS = ("run", "interpret", "explain")


# --------------------------------------------------------------------------
# The doc.


class Command:
    """One `$ ...` line of a console block and the output shown after it."""

    def __init__(self, text, line, block):
        self.text = text  # without the "$ "; continuation lines joined with "\n"
        self.line = line  # 1-based line number of the `$` line
        self.block = block
        self.expected = []  # shown output lines
        self.output_start = None  # 0-based index of the first output line in the doc
        self.example = None  # example file name
        self.argv = None  # for tbuf commands

    @property
    def is_status(self):
        return self.text.strip() == "echo $?"


class Block:
    def __init__(self, language, fence_line, body, marker):
        self.language = language
        self.fence_line = fence_line  # 0-based index of the opening fence
        self.body = body  # lines between the fences
        self.marker = marker  # (kind, value, 1-based line) or None
        self.commands = []


class Doc:
    def __init__(self, path, example_names):
        with open(path, encoding="utf-8") as f:
            self.text = f.read()
        self.lines = self.text.split("\n")
        self.example_names = set(example_names)
        self.blocks = []
        self.problems = []  # messages (the tutorial.doc case)
        self.shown = {}  # example name -> [Block]
        self._parse()

    def _parse(self):
        pending = None
        i = 0
        while i < len(self.lines):
            line = self.lines[i]
            fence = FENCE.match(line)
            if fence:
                end = i + 1
                while end < len(self.lines) and self.lines[end].rstrip() != fence.group(1):
                    end += 1
                if end == len(self.lines):
                    self.problems.append("line %d: code block never closed" % (i + 1))
                block = Block(fence.group(2), i, self.lines[i + 1:end], pending)
                self.blocks.append(block)
                self._block(block)
                pending = None
                i = end + 1
                continue
            marker = MARKER.match(line.strip())
            if marker:
                if pending:
                    self.problems.append("line %d: marker not followed by a code block" % pending[2])
                pending = (marker.group(1), marker.group(2), i + 1)
            elif line.strip() and pending:
                self.problems.append("line %d: marker not followed by a code block" % pending[2])
                pending = None
            i += 1
        if pending:
            self.problems.append("line %d: marker not followed by a code block" % pending[2])

    def _block(self, block):
        kind = block.marker[0] if block.marker else None
        where = block.fence_line + 1
        if kind == "file":
            name = block.marker[1]
            if name not in self.example_names:
                self.problems.append("line %d: `<!-- file: %s -->` names no file of docs/tutorial/" % (where, name))
            else:
                self.shown.setdefault(name, []).append(block)
            return
        if block.language != "console":
            if kind == "oracle":
                self.problems.append("line %d: the oracle marker must precede a console block" % where)
            return
        if kind == "oracle" and block.marker[1] not in (ORACLE, "none"):
            self.problems.append("line %d: unknown oracle '%s' (known: %s, none)" % (where, block.marker[1], ORACLE))
        k = 0
        while k < len(block.body):
            line = block.body[k]
            if line.startswith("$ "):
                command = Command(line[2:], block.fence_line + 2 + k, block)
                while command.text.endswith("\\") and k + 1 < len(block.body):
                    k += 1
                    command.text += "\n" + block.body[k]
                command.output_start = block.fence_line + 2 + k
                block.commands.append(command)
            elif block.commands:
                block.commands[-1].expected.append(line)
            else:
                self.problems.append("line %d: console block with output before its first command" % where)
                return
            k += 1
        if not block.commands:
            self.problems.append("line %d: console block without a command" % where)
        previous = None
        for command in block.commands:
            if command.is_status:
                if previous is None or previous.is_status:
                    self.problems.append("line %d: `echo $?` must follow a tbuf command" % command.line)
                else:
                    command.example = previous.example
            else:
                self._tbuf_command(command)
            previous = command

    def _tbuf_command(self, command):
        try:
            argv = shlex.split(command.text.replace("\\\n", " "))
        except ValueError as e:
            self.problems.append("line %d: cannot split the command: %s" % (command.line, e))
            return
        if not argv or argv[0] != "tbuf":
            self.problems.append("line %d: a console command must be `tbuf ...` or `echo $?`, not `%s`"
                                 % (command.line, command.text))
            return
        subcommand = len(argv) > 1 and argv[1] in SUBCOMMANDS
        marker = command.block.marker[0] if command.block.marker else None
        if marker == "oracle" and subcommand:
            self.problems.append("line %d: `tbuf %s` has no mlir-opt-22 counterpart; drop the oracle marker"
                                 % (command.line, argv[1]))
        elif marker != "oracle" and not subcommand:
            self.problems.append("line %d: `%s` needs `<!-- oracle: %s -->` before its block (or "
                                 "`<!-- oracle: none -->` when MLIR has no such flags)"
                                 % (command.line, command.text, ORACLE))
        named = sorted({a for a in argv[1:] if a in self.example_names})
        if len(named) != 1:
            self.problems.append("line %d: a tbuf command must name exactly one example file of docs/tutorial/ "
                                 "(it names %s)" % (command.line, ", ".join(named) or "none"))
            return
        command.argv = argv
        command.example = named[0]

    def commands(self):
        return [c for b in self.blocks for c in b.commands]


# --------------------------------------------------------------------------
# Running.


def output_lines(text):
    """How an output is shown: its lines, plus a marker line when it does not
    end with a newline."""
    if not text:
        return []
    if text.endswith("\n"):
        return text[:-1].split("\n")
    return text.split("\n") + [NO_NEWLINE]


def run(argv, cwd, env):
    """(shown lines, exit status) of one command: stdout, then stderr."""
    try:
        proc = subprocess.run(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return ["<timed out after %d s>" % TIMEOUT_SECONDS], -1
    except OSError as e:
        return ["<cannot run %s: %s>" % (argv[0], e)], -1
    text = (proc.stdout + proc.stderr).decode("utf-8", "replace")
    return output_lines(text), proc.returncode


def diff(expected, actual, label):
    return "".join(difflib.unified_diff([l + "\n" for l in expected], [l + "\n" for l in actual],
                                        "docs/tutorial.md", label, n=3))


def prepare(examples_dir):
    work = tempfile.mkdtemp(prefix="tutorial-")
    for name in example_files(examples_dir):
        shutil.copyfile(os.path.join(examples_dir, name), os.path.join(work, name))
    env = dict(os.environ)
    env.pop("CC", None)
    env.pop("BUILD_WORKING_DIRECTORY", None)
    env["TERM"] = "dumb"
    return work, env


def run_commands(commands, examples_dir, tbuf, oracle=None):
    """Runs the commands of one example in doc order. Returns a list of
    (command, actual lines) and the list of failure texts. With `oracle` (a
    path), the commands of oracle-marked blocks are also run with it."""
    work, env = prepare(examples_dir)
    results = []
    failures = []
    try:
        last_status = None
        last_oracle_status = None
        for index, command in enumerate(commands):
            following = commands[index + 1] if index + 1 < len(commands) else None
            if command.is_status:
                actual = [str(last_status)]
            else:
                actual, last_status = run([tbuf] + command.argv[1:], work, env)
            results.append((command, actual))
            if actual != command.expected:
                failures.append("line %d: $ %s\noutput differs from the doc:\n%s"
                                % (command.line, command.text, diff(command.expected, actual, "tbuf")))
            if not command.is_status and last_status != 0 and not (following and following.is_status):
                failures.append("line %d: $ %s\nexited with status %d, but the doc shows no `$ echo $?` after it"
                                % (command.line, command.text, last_status))
            marked = command.block.marker is not None and command.block.marker[:2] == ("oracle", ORACLE)
            if oracle and marked:
                if command.is_status:
                    if str(last_oracle_status) != str(last_status):
                        failures.append("line %d: %s exits with status %s, tbuf with %s"
                                        % (command.line, ORACLE, last_oracle_status, last_status))
                else:
                    theirs, last_oracle_status = run([oracle] + command.argv[1:], work, env)
                    if theirs != command.expected:
                        failures.append("line %d: the doc says %s prints the same as `%s`; it does not:\n%s"
                                        % (command.line, ORACLE, command.text,
                                           diff(command.expected, theirs, ORACLE)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return results, failures


def example_files(examples_dir):
    return sorted(n for n in os.listdir(examples_dir)
                  if os.path.isfile(os.path.join(examples_dir, n)) and n not in IGNORED_FILES)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def check_example(doc, name, examples_dir, tbuf, oracle, live):
    """(failure text or None, note) for one example file."""
    failures = []
    source = read(os.path.join(examples_dir, name))
    lines = source.split("\n")[:-1] if source.endswith("\n") else source.split("\n")
    if len(lines) > MAX_EXAMPLE_LINES:
        failures.append("%s has %d lines; an example has at most %d" % (name, len(lines), MAX_EXAMPLE_LINES))
    if not source.endswith("\n"):
        failures.append("%s does not end with a newline" % name)
    shown = doc.shown.get(name, [])
    if not shown:
        failures.append("%s is not shown in docs/tutorial.md (an ```mlir block after `<!-- file: %s -->`)"
                        % (name, name))
    for block in shown:
        if block.body != lines:
            failures.append("docs/tutorial.md line %d shows %s with other contents than the file:\n%s"
                            % (block.fence_line + 1, name, diff(block.body, lines, name)))
    commands = [c for c in doc.commands() if c.example == name]
    runnable = [c for c in commands if c.is_status or c.argv]
    if not runnable:
        failures.append("%s is not used by any `$ tbuf ...` command in docs/tutorial.md: use it or delete it"
                        % name)
    note = ""
    if runnable:
        marked = any(c.block.marker is not None and c.block.marker[:2] == ("oracle", ORACLE) for c in runnable)
        if marked and live and not oracle:
            failures.append("%s not found on PATH, but the doc's %s comparisons must run live (CI=true or --live)"
                            % (ORACLE, ORACLE))
        elif marked and not live:
            note = "%s comparisons not run (set CI=true or pass --live)" % ORACLE
        _results, run_failures = run_commands(runnable, examples_dir, tbuf, oracle if live else None)
        failures += run_failures
    return ("\n\n".join(failures) if failures else None), note


# --------------------------------------------------------------------------
# Regeneration.


def regenerate(doc_path, doc, examples_dir, tbuf):
    """Rewrites shown sources and outputs in place. Returns the number of
    blocks changed."""
    replacements = []  # (start, end, new lines): doc lines [start, end) become new lines
    for name, blocks in doc.shown.items():
        source = read(os.path.join(examples_dir, name))
        lines = source.split("\n")[:-1] if source.endswith("\n") else source.split("\n")
        for block in blocks:
            replacements.append((block.fence_line + 1, block.fence_line + 1 + len(block.body), lines))
    for name in sorted({c.example for c in doc.commands() if c.example}):
        runnable = [c for c in doc.commands() if c.example == name and (c.is_status or c.argv)]
        results, _ = run_commands(runnable, examples_dir, tbuf)
        for command, actual in results:
            replacements.append((command.output_start, command.output_start + len(command.expected), actual))
    out = []
    i = 0
    changed = 0
    for start, end, new in sorted(replacements, key=lambda r: r[0]):
        out.extend(doc.lines[i:start])
        if doc.lines[start:end] != new:
            changed += 1
        out.extend(new)
        i = end
    out.extend(doc.lines[i:])
    with open(doc_path, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    return changed


# --------------------------------------------------------------------------


def write_xml(path, results):
    suite = ET.Element("testsuite", name="tutorial", tests=str(len(results)),
                       failures=str(sum(1 for r in results if r[2])), errors="0")
    for classname, name, failure, note, seconds in results:
        case = ET.SubElement(suite, "testcase", classname=classname, name=name, time="%.3f" % seconds)
        if failure:
            element = ET.SubElement(case, "failure", message=failure.splitlines()[0])
            element.text = failure
        if note:
            ET.SubElement(case, "system-out").text = note
    suites = ET.Element("testsuites")
    suites.append(suite)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", required=True, help="path of the tbuf binary")
    ap.add_argument("--doc", default="docs/tutorial.md")
    ap.add_argument("--examples", default="docs/tutorial", help="folder of the example files")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"), help="JUnit XML output")
    ap.add_argument("--live", action="store_true", help="also check the %s claims (default when CI=true)" % ORACLE)
    ap.add_argument("--regen", action="store_true", help="rewrite the doc's shown sources and outputs")
    ap.add_argument("--only", nargs="*", help="check only these example files")
    args = ap.parse_args()

    tbuf = os.path.abspath(args.tbuf)
    names = example_files(args.examples)
    doc = Doc(args.doc, names)

    if args.regen:
        if doc.problems:
            print("docs/tutorial.md is malformed; fix these first:\n" + "\n".join(doc.problems))
            return 1
        changed = regenerate(args.doc, doc, args.examples, tbuf)
        print("%s: %d block(s) rewritten; review with git diff" % (args.doc, changed))
        return 0

    live = args.live or os.environ.get("CI", "").lower() == "true"
    oracle = shutil.which(ORACLE) if live else None

    results = []

    def record(classname, name, failure, note, start):
        results.append((classname, name, failure, note, time.monotonic() - start))
        if failure:
            print("FAIL %s %s\n%s\n" % (classname, name, failure))
        elif note:
            print("NOTE %s %s: %s" % (classname, name, note))

    start = time.monotonic()
    failure = None
    if doc.problems:
        failure = "docs/tutorial.md is malformed:\n" + "\n".join(doc.problems)
    elif not names:
        failure = "no example files in %s" % args.examples
    record("tutorial.doc", "structure", failure, "", start)

    for name in names:
        if args.only and name not in args.only:
            continue
        start = time.monotonic()
        failure, note = check_example(doc, name, args.examples, tbuf, oracle, live)
        record("tutorial.examples", name, failure, note, start)

    if args.xml:
        write_xml(args.xml, results)
    failed = sum(1 for r in results if r[2])
    print("%d cases, %d passed, %d failed" % (len(results), len(results) - failed, failed))
    if failed:
        print("To accept a deliberate change: python3 tests/tutorial/check_tutorial.py --tbuf bazel-bin/tools/tbuf "
              "--regen && git diff docs/tutorial.md")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
