#!/usr/bin/env python3
"""Keeps docs/cli.md in step with the `tbuf` binary.

Why: the command-line reference is only useful while it lists exactly the
flags the binary has and its examples still print what they claim. Three
groups of checks, one JUnit <testcase> each:

* flags (class cli_docs.flags): every long flag (`--xyz`) that `tbuf --help`
  lists (the Options section, the registered passes and pass pipelines) or
  that the usage line of `tbuf run --help` names must be documented, and
  every flag the doc documents must be one the binary lists. A flag counts
  as documented when it appears inside backticks in a heading or in the
  first cell of a table row (outside code blocks); mentions in prose do not
  count, so lists of flags tbuf does NOT have can be written as bullets.
* pass options (class cli_docs.pass_options): every option that `tbuf --help`
  lists under a pass or pipeline must be a row of an options table (header
  `| option | default | ...`) under a heading naming that pass, with the
  default the help prints and every allowed enum value in backticks; rows
  naming options the pass does not have fail too.
* examples (class cli_docs.examples): every ```console block preceded by
  `<!-- example: NAME -->` is run. `$ CMD` lines are commands (a trailing
  backslash continues a command on the next line), the lines up to the next
  command are its expected output (stdout and stderr together, as a terminal
  shows them). `...` inside a line matches any text, a line that is just
  `...` matches any number of lines; trailing blanks and trailing empty
  lines are ignored. A command must exit with status 0 unless the next
  command is `echo $?`, whose expected output is the status. Each example
  runs in a fresh directory holding every file of the doc (a code block
  preceded by `<!-- file: NAME -->`) and links to the repository folders
  `examples/`, `runtime/` and `tests/`, with `tbuf` first on PATH and `CC`
  unset. Console blocks that must not run are marked `<!-- not run -->`;
  an unmarked console block is a failure (class cli_docs.doc).

Usage:
    check_cli_docs.py --tbuf PATH --doc docs/cli.md [--root REPO] [--xml FILE]
                      [--only NAME ...]

The JUnit XML goes to --xml or $XML_OUTPUT_FILE. Exit code: 0 if every case
passed, 1 otherwise.
"""

import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

LONG_FLAG = re.compile(r"--[a-z][a-z0-9-]*")
BACKTICKED = re.compile(r"`([^`]*)`")
MARKER = re.compile(r"^<!--\s*(example|file|not run)\s*(?::\s*(\S+))?\s*-->\s*$")
FENCE = re.compile(r"^(```+|~~~+)\s*([A-Za-z0-9_+-]*)")
DEFAULT = re.compile(r"\(default: (.*)\)\s*$")
COMMAND_TIMEOUT_SECONDS = 120
REPO_FOLDERS = ("examples", "runtime", "tests")


# --------------------------------------------------------------------------
# What the binary says.


def run_help(tbuf, args):
    proc = subprocess.run([tbuf] + args, capture_output=True, text=True, timeout=COMMAND_TIMEOUT_SECONDS)
    if proc.returncode != 0:
        raise RuntimeError("'tbuf %s' exited with status %d:\n%s" % (" ".join(args), proc.returncode, proc.stderr))
    return proc.stdout


def first_column(line):
    """The part of a help line before its description (two blanks or more)."""
    return re.split(r"\s{2,}", line.strip(), maxsplit=1)[0]


def parse_main_help(text):
    """Returns ({flag: where}, {pass flag: [option dicts]}) from `tbuf --help`.

    Options section: lines `  -x,--flag TYPE   description`. Pass list: lines
    `  --pass   description`, options `      name=<type>   description
    (default: X)` (the description goes to the next line when the name is
    long), allowed values `          =value   description`."""
    flags = {}
    passes = {}
    section = None
    current_pass = None
    current_option = None
    for line in text.splitlines():
        if line.startswith("Options:"):
            section = "options"
            continue
        if line.startswith("Passes ("):
            section = "passes"
            continue
        if line.startswith("Pass pipelines:"):
            section = "pipelines"
            continue
        if section is None or not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        if section == "options":
            if indent == 2 and line.lstrip().startswith("-"):
                for flag in LONG_FLAG.findall(first_column(line)):
                    flags.setdefault(flag, "tbuf --help (options)")
            elif indent == 0:
                section = None
            continue
        # Passes and pipelines.
        if indent == 0:
            # Continuation of the "Passes (...)" heading, or the end.
            continue
        if indent == 2 and line.lstrip().startswith("--"):
            name = first_column(line)
            flags.setdefault(name, "tbuf --help (%s)" % ("pass" if section == "passes" else "pass pipeline"))
            current_pass = name
            passes[name] = []
            current_option = None
            continue
        if indent == 6 and current_pass:
            left = first_column(line)
            rest = line.strip()[len(left):].strip()
            current_option = {"name": left.split("=", 1)[0], "default": None, "values": [], "description": rest}
            passes[current_pass].append(current_option)
        elif indent == 10 and current_option and line.lstrip().startswith("="):
            current_option["values"].append(first_column(line)[1:])
        elif indent >= 30 and current_option and not current_option["description"]:
            current_option["description"] = line.strip()
        if current_option:
            match = DEFAULT.search(current_option["description"])
            if match:
                current_option["default"] = match.group(1)
    return flags, passes


def parse_run_help(text):
    """Long flags on the `Usage: tbuf run ...` line of `tbuf run --help`."""
    flags = {}
    for line in text.splitlines():
        if line.startswith("Usage:"):
            for flag in LONG_FLAG.findall(line):
                flags.setdefault(flag, "tbuf run --help (usage line)")
    return flags


# --------------------------------------------------------------------------
# What the doc says.


def split_cells(row):
    """`| a | b |` -> ['a', 'b'] (escaped pipes are not used in the doc)."""
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|"):
        row = row[:-1]
    return [c.strip() for c in row.split("|")]


def is_separator(cells):
    return all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c) and any(cells)


class Doc:
    """The parts of docs/cli.md the checks read."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            self.lines = f.read().splitlines()
        self.flags = {}  # flag -> first line number documenting it
        self.options = {}  # pass flag -> {option name: (line, cells)}
        self.examples = []  # (name, line, [(command, [expected lines])])
        self.files = {}  # name -> contents
        self.problems = []  # (name, message)
        self._parse()

    def _parse(self):
        heading_flags = []
        in_table = False
        table_is_options = False
        pending = None  # (kind, name, line) of a marker waiting for its block
        i = 0
        while i < len(self.lines):
            line = self.lines[i]
            number = i + 1
            fence = FENCE.match(line)
            if fence:
                end = i + 1
                while end < len(self.lines) and not self.lines[end].startswith(fence.group(1)):
                    end += 1
                body = self.lines[i + 1:end]
                self._code_block(fence.group(2), body, number, pending)
                pending = None
                in_table = False
                i = end + 1
                continue
            marker = MARKER.match(line.strip())
            if marker:
                pending = (marker.group(1), marker.group(2), number)
                i += 1
                continue
            if line.strip() and pending:
                self.problems.append(("marker-line-%d" % pending[2],
                                      "line %d: the marker is not followed by a code block" % pending[2]))
                pending = None
            if line.startswith("#"):
                heading_flags = [f for span in BACKTICKED.findall(line) for f in LONG_FLAG.findall(span)
                                 if span.startswith(f)]
                for flag in heading_flags:
                    self.flags.setdefault(flag, number)
                in_table = False
            elif line.lstrip().startswith("|"):
                cells = split_cells(line)
                if not in_table:
                    in_table = True
                    table_is_options = bool(cells) and cells[0].lower() == "option"
                elif is_separator(cells):
                    pass
                elif table_is_options:
                    if len(heading_flags) != 1:
                        self.problems.append(("options-table-line-%d" % number,
                                              "line %d: an options table must follow a heading naming exactly one "
                                              "pass flag" % number))
                    else:
                        names = BACKTICKED.findall(cells[0])
                        if names:
                            name = names[0].split("=", 1)[0]
                            self.options.setdefault(heading_flags[0], {})[name] = (number, cells)
                else:
                    for span in BACKTICKED.findall(cells[0] if cells else ""):
                        for flag in LONG_FLAG.findall(span):
                            if span.startswith(flag):
                                self.flags.setdefault(flag, number)
            else:
                in_table = False
            i += 1

    def _code_block(self, language, body, number, pending):
        kind = pending[0] if pending else None
        if kind == "file":
            if not pending[1]:
                self.problems.append(("file-line-%d" % number, "line %d: `<!-- file: NAME -->` needs a name" % number))
            else:
                self.files[pending[1]] = "\n".join(body) + "\n"
            return
        if language != "console":
            return
        if kind == "not run":
            return
        if kind != "example" or not pending[1]:
            self.problems.append(("console-line-%d" % number,
                                  "line %d: console block without `<!-- example: NAME -->` or `<!-- not run -->`"
                                  % number))
            return
        commands = []
        k = 0
        while k < len(body):
            line = body[k]
            if line.startswith("$ "):
                command = line[2:]
                while command.endswith("\\") and k + 1 < len(body):
                    k += 1
                    command += "\n" + body[k]
                commands.append((command, []))
            elif commands:
                commands[-1][1].append(line)
            else:
                self.problems.append(("example-%s" % pending[1],
                                      "line %d: example '%s' has output before its first command" % (number, pending[1])))
                return
            k += 1
        if not commands:
            self.problems.append(("example-%s" % pending[1], "line %d: example '%s' has no command" % (number, pending[1])))
            return
        if any(name == pending[1] for name, _, _ in self.examples):
            self.problems.append(("example-%s" % pending[1], "line %d: duplicate example name '%s'" % (number, pending[1])))
            return
        self.examples.append((pending[1], number, commands))


# --------------------------------------------------------------------------
# Output matching.


def normalize(lines):
    lines = [l.rstrip() for l in lines]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def line_pattern(expected):
    return re.compile(".*?".join(re.escape(part) for part in expected.split("...")) + r"\Z", re.S)


def matches(expected, actual):
    """Expected lines (with `...` wildcards) against actual lines."""
    patterns = [None if e.strip() == "..." else line_pattern(e) for e in expected]
    memo = {}

    def match(i, j):
        key = (i, j)
        if key in memo:
            return memo[key]
        if i == len(patterns):
            result = j == len(actual)
        elif patterns[i] is None:
            result = any(match(i + 1, k) for k in range(j, len(actual) + 1))
        else:
            result = j < len(actual) and bool(patterns[i].match(actual[j])) and match(i + 1, j + 1)
        memo[key] = result
        return result

    return match(0, 0)


# --------------------------------------------------------------------------
# Running examples.


def prepare_directory(doc, root, tbuf):
    work = tempfile.mkdtemp(prefix="cli-docs-")
    bin_dir = os.path.join(work, ".bin")
    os.mkdir(bin_dir)
    os.symlink(os.path.abspath(tbuf), os.path.join(bin_dir, "tbuf"))
    for folder in REPO_FOLDERS:
        source = os.path.join(root, folder)
        if os.path.isdir(source):
            os.symlink(os.path.abspath(source), os.path.join(work, folder))
    for name, contents in doc.files.items():
        path = os.path.join(work, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(contents)
    env = dict(os.environ)
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "/bin:/usr/bin")
    env["TERM"] = "dumb"
    env.pop("CC", None)
    env.pop("BUILD_WORKING_DIRECTORY", None)
    return work, env


def run_example(doc, root, tbuf, name, commands):
    """None if the example does what the doc says, else the failure text."""
    work, env = prepare_directory(doc, root, tbuf)
    try:
        last_status = None
        for index, (command, expected) in enumerate(commands):
            next_command = commands[index + 1][0] if index + 1 < len(commands) else None
            if command.strip() == "echo $?":
                if last_status is None:
                    return "`echo $?` must follow a command"
                output = str(last_status)
            else:
                try:
                    proc = subprocess.run(["bash", "-c", command], cwd=work, env=env, stdin=subprocess.DEVNULL,
                                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                          timeout=COMMAND_TIMEOUT_SECONDS)
                except subprocess.TimeoutExpired:
                    return "$ %s\ntimed out after %d s" % (command, COMMAND_TIMEOUT_SECONDS)
                output = proc.stdout.decode("utf-8", "replace")
                last_status = proc.returncode
            actual = normalize(output.split("\n"))
            wanted = normalize(expected)
            if not matches(wanted, actual):
                diff = "".join(difflib.unified_diff([l + "\n" for l in wanted], [l + "\n" for l in actual],
                                                    "docs/cli.md", "actual", n=3))
                return "$ %s\noutput differs from the doc:\n%s" % (command, diff)
            if command.strip() != "echo $?" and last_status != 0 and (next_command or "").strip() != "echo $?":
                return ("$ %s\nexited with status %d, but the doc shows no `$ echo $?` after it\noutput:\n%s"
                        % (command, last_status, output))
        return None
    finally:
        shutil.rmtree(work, ignore_errors=True)


# --------------------------------------------------------------------------
# The checks.


def flag_is_rejected(tbuf, flag):
    """True when the driver reports `flag` as unknown (probed next to
    --show-dialects, which exits before reading any input)."""
    proc = subprocess.run([tbuf, "--show-dialects", flag], capture_output=True, text=True,
                          timeout=COMMAND_TIMEOUT_SECONDS)
    return "unknown flag or pass '%s'" % flag in proc.stderr


def check_flags(tbuf, doc, listed):
    cases = []
    for flag in sorted(set(listed) | set(doc.flags)):
        failure = None
        if flag not in doc.flags:
            failure = ("%s is listed by %s but not documented in docs/cli.md (add a heading or a table row "
                       "naming it in backticks)" % (flag, listed[flag]))
        elif flag not in listed:
            reason = ("tbuf reports it as an unknown flag" if flag_is_rejected(tbuf, flag)
                      else "tbuf --help and tbuf run --help do not list it")
            failure = "%s is documented in docs/cli.md (line %d) but the binary does not accept it: %s" % (
                flag, doc.flags[flag], reason)
        cases.append(("cli_docs.flags", flag, failure))
    return cases


def strip_ticks(cell):
    return cell.replace("`", "").strip()


def check_options(doc, passes):
    cases = []
    for pass_flag in sorted(set(passes) | set(doc.options)):
        options = {o["name"]: o for o in passes.get(pass_flag, [])}
        documented = doc.options.get(pass_flag, {})
        for name in sorted(set(options) | set(documented)):
            failure = None
            if name not in documented:
                failure = ("option %s of %s is listed by tbuf --help but is not a row of an options table under a "
                           "heading naming %s in docs/cli.md" % (name, pass_flag, pass_flag))
            elif name not in options:
                failure = "docs/cli.md line %d documents option %s of %s, which tbuf --help does not list" % (
                    documented[name][0], name, pass_flag)
            else:
                line, cells = documented[name]
                option = options[name]
                default_cell = strip_ticks(cells[1]) if len(cells) > 1 else ""
                want = option["default"]
                if want is not None and default_cell != want:
                    failure = "docs/cli.md line %d: default of %s %s is '%s', tbuf --help says '%s'" % (
                        line, pass_flag, name, default_cell, want)
                elif want is None and default_cell not in ("", "-", "—", "none"):
                    failure = ("docs/cli.md line %d: %s %s has no default in tbuf --help, the doc says '%s'"
                               % (line, pass_flag, name, default_cell))
                else:
                    row = " | ".join(cells)
                    missing = [v for v in option["values"] if "`%s`" % v not in row]
                    if missing:
                        failure = "docs/cli.md line %d: %s %s does not mention the value(s) %s" % (
                            line, pass_flag, name, ", ".join(missing))
            cases.append(("cli_docs.pass_options", "%s %s" % (pass_flag, name), failure))
    return cases


def write_xml(path, results):
    suite = ET.Element("testsuite", name="cli_docs", tests=str(len(results)),
                       failures=str(sum(1 for r in results if r[2])), errors="0")
    for classname, name, failure, seconds in results:
        case = ET.SubElement(suite, "testcase", classname=classname, name=name, time="%.3f" % seconds)
        if failure:
            element = ET.SubElement(case, "failure", message=failure.splitlines()[0])
            element.text = failure
    suites = ET.Element("testsuites")
    suites.append(suite)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tbuf", required=True, help="path of the tbuf binary")
    ap.add_argument("--doc", required=True, help="path of docs/cli.md")
    ap.add_argument("--root", default=".", help="repository root (for examples/, runtime/, tests/)")
    ap.add_argument("--xml", default=os.environ.get("XML_OUTPUT_FILE"), help="JUnit XML output")
    ap.add_argument("--only", nargs="*", help="run only the examples with these names (no flag checks)")
    args = ap.parse_args()

    results = []

    def record(classname, name, failure, start):
        results.append((classname, name, failure, time.monotonic() - start))
        if failure:
            print("FAIL %s %s\n%s\n" % (classname, name, failure))

    start = time.monotonic()
    doc = Doc(args.doc)
    for name, problem in doc.problems:
        record("cli_docs.doc", name, problem, start)

    if args.only is None:
        start = time.monotonic()
        try:
            flags, passes = parse_main_help(run_help(args.tbuf, ["--help"]))
            run_flags = parse_run_help(run_help(args.tbuf, ["run", "--help"]))
        except (OSError, RuntimeError, subprocess.SubprocessError) as e:
            record("cli_docs.doc", "help", "could not read the help: %s" % e, start)
            flags, passes, run_flags = {}, {}, {}
        if len(flags) < 10 or not passes or not run_flags:
            record("cli_docs.doc", "help", "tbuf --help / tbuf run --help no longer have the expected format "
                   "(found %d flags, %d passes, %d run flags): update parse_main_help" %
                   (len(flags), len(passes), len(run_flags)), start)
        else:
            record("cli_docs.doc", "help", None, start)
        for flag, where in run_flags.items():
            flags.setdefault(flag, where)
        for classname, name, failure in check_flags(args.tbuf, doc, flags):
            record(classname, name, failure, start)
            start = time.monotonic()
        for classname, name, failure in check_options(doc, passes):
            record(classname, name, failure, start)
            start = time.monotonic()

    for name, _line, commands in doc.examples:
        if args.only and name not in args.only:
            continue
        start = time.monotonic()
        record("cli_docs.examples", name, run_example(doc, args.root, args.tbuf, name, commands), start)

    if args.xml:
        write_xml(args.xml, results)
    failed = sum(1 for r in results if r[2])
    print("%d cases, %d passed, %d failed" % (len(results), len(results) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
