#!/usr/bin/env python3
"""Automatic reducer for failing differential-test programs.

`reduce.py FILE --tbuf PATH --check CLASS [--match REGEX]` keeps shrinking
FILE while diff_run.py still classifies it as CLASS (tbuf-memory, tbuf-wrong,
mlir-bug); `reduce.py FILE --cmd 'SHELL COMMAND'` keeps shrinking while the
command, run with the candidate file's path appended, exits 0. The reduced
program goes to stdout (or -o FILE). Every accepted candidate verifies with
mlir-opt-22.

Why: a generated failure is 100-300 lines; the bug usually needs ten. The
reduced program becomes a regression test.

The reducer works on text with a small statement-aware parser (an op starts
a statement; braces and indentation give its extent, so regions belong to
it). Passes, repeated to a fixpoint:
  * delete a function with every call of it;
  * drop one result of a function (its return operand, the call results);
  * delete statements (chunks first), with every statement that uses what
    they define (so a print disappears with the value it prints);
  * replace a statement by an earlier value of the same type;
  * replace an scf.for body by a yield of its iteration arguments.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

TERMINATORS = ("scf.yield", "return", "cf.br", "cf.cond_br", "linalg.yield", "tensor.yield", "scf.condition",
               "scf.forall.in_parallel", "tensor.parallel_insert_slice", "}")
NAME = re.compile(r"%[\w.$-]+")
DEFINES = re.compile(r"^\s*(%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+)*)\s*=")
BLOCK_ARG = re.compile(r"(%[\w.$-]+)\s*(?::|=|\) in )")
TENSOR_TYPE = re.compile(r"tensor<[^>]*>")
FUNC = re.compile(r"^func\.func @(\w+)\((.*)\) -> \((.*)\) \{$")
CALL = re.compile(r"^(\s*)(.*?)\s*=\s*func\.call @(\w+)\((.*)\) : \((.*)\) -> \((.*)\)$")
RETURN = re.compile(r"^(\s*)return (.*) : (.*)$")
FOR = re.compile(r"scf\.for .* iter_args\((.*)\) -> \((.*)\) \{$")


def indent(line):
    return len(line) - len(line.lstrip())


def braces(line):
    return line.count("{") - line.count("}")


class Stmt:
    """One op, lines [start, end] of the text, regions included."""

    def __init__(self, lines, start, end):
        self.start, self.end = start, end
        self.text = lines[start:end + 1]
        head = self.text[0].strip()
        self.terminator = head.startswith(TERMINATORS)
        match = DEFINES.match(self.text[0])
        self.results = [n.split(":")[0] for n in re.split(r"\s*,\s*", match.group(1))] if match else []
        local = set(self.results)
        for line in self.text:
            local.update(BLOCK_ARG.findall(line.split("=")[0] if DEFINES.match(line) else line))
        self.defines = local
        self.uses = {n for line in self.text for n in NAME.findall(line)} - local

    def result_type(self):
        """The type of a single result, from the op's last or first line."""
        for line in (self.text[-1], self.text[0]):
            types = TENSOR_TYPE.findall(line)
            if types:
                return types[-1]
        return None


def is_op_line(line):
    s = line.strip()
    return bool(s) and indent(line) > 0 and (DEFINES.match(line) or re.match(r"^[a-z_]+\.[\w.]+|return\b", s))


def statements(lines):
    """Every statement at any nesting depth, in text order."""
    out = []
    for i, line in enumerate(lines):
        if not is_op_line(line):
            continue
        j, depth, k = i, braces(line), indent(line)
        while j + 1 < len(lines) and (depth > 0 or continues(lines[j + 1], k)):
            j += 1
            depth += braces(lines[j])
        out.append(Stmt(lines, i, j))
    return out


def continues(line, k):
    s = line.strip()
    return bool(s) and (indent(line) > k or s.startswith(("case ", "default"))) and not line.startswith("^")


def functions(lines):
    """(name, start, end) of every function definition."""
    out = []
    for i, line in enumerate(lines):
        m = FUNC.match(line)
        if m:
            end = next(j for j in range(i + 1, len(lines)) if lines[j] == "}")
            out.append((m.group(1), i, end))
    return out


# ----- edits: each returns the new lines or None ------------------------------


def cascade(lines, removed_ranges, removed_names):
    """Removes the line ranges and every statement that uses a removed name."""
    stmts = statements(lines)
    ranges, names = list(removed_ranges), set(removed_names)
    changed = True
    while changed:
        changed = False
        for s in stmts:
            inside = any(a <= s.start and s.end <= b for a, b in ranges)
            if inside or not (s.uses & names):
                continue
            if s.terminator:
                return None
            ranges.append((s.start, s.end))
            names |= s.defines
            changed = True
    drop = {i for a, b in ranges for i in range(a, b + 1)}
    return [line for i, line in enumerate(lines) if i not in drop]


def delete_statements(lines, group):
    names = set().union(*(s.defines for s in group))
    return cascade(lines, [(s.start, s.end) for s in group], names)


def delete_function(lines, name, start, end):
    calls = [s for s in statements(lines) if "func.call @%s(" % name in s.text[0]]
    names = set().union(set(), *(s.defines for s in calls))
    return cascade(lines, [(start, end)] + [(s.start, s.end) for s in calls], names)


def substitute(line, old, new):
    return re.sub(re.escape(old) + r"(?![\w.$-])", new, line)


def replace_statement(lines, stmt, value):
    """Deletes a single-result statement; its uses read `value` instead."""
    old = stmt.results[0]
    rest = lines[:stmt.start] + lines[stmt.end + 1:]
    return [substitute(line, old, value) for line in rest]


def drop_result(lines, name, index):
    """Removes result `index` of function `name` from its signature, returns and calls."""
    out, dropped = [], set()
    fn = None
    for line in lines:
        m, c = FUNC.match(line), CALL.match(line)
        if m:
            fn = m.group(1)
            if fn == name:
                line = "func.func @%s(%s) -> (%s) {" % (fn, m.group(2), remove_item(m.group(3), index))
        elif c and c.group(3) == name:
            results = c.group(2).split(", ")
            dropped.add(results[index])
            kept = ", ".join(r for i, r in enumerate(results) if i != index)
            line = "%s%s = func.call @%s(%s) : (%s) -> (%s)" % (c.group(1), kept, name, c.group(4), c.group(5),
                                                            remove_item(c.group(6), index))
        elif fn == name and RETURN.match(line):
            r = RETURN.match(line)
            line = "%sreturn %s : %s" % (r.group(1), remove_item(r.group(2), index), remove_item(r.group(3), index))
        out.append(line)
    return cascade(out, [], dropped)


def remove_item(text, index):
    items = text.split(", ")
    return ", ".join(x for i, x in enumerate(items) if i != index)


def plain_for(lines, stmt):
    """An scf.for whose body just yields its iteration arguments."""
    m = FOR.search(stmt.text[0])
    if not m or stmt.end - stmt.start < 3:
        return None
    iters = [item.split(" = ")[0] for item in m.group(1).split(", ")]
    body_indent = " " * (indent(stmt.text[0]) + 2)
    yield_line = "%sscf.yield %s : %s" % (body_indent, ", ".join(iters), m.group(2))
    if stmt.text[1:-1] == [yield_line]:
        return None
    return lines[:stmt.start + 1] + [yield_line] + lines[stmt.end:]


# ----- candidate enumeration ---------------------------------------------------


def candidates_functions(lines):
    for name, start, end in reversed(functions(lines)):
        if name != "main":
            yield delete_function(lines, name, start, end)


def candidates_results(lines):
    for name, start, _ in functions(lines):
        if name == "main":
            continue
        count = len(FUNC.match(lines[start]).group(3).split(", "))
        for index in reversed(range(count) if count > 1 else []):
            yield drop_result(lines, name, index)


def candidates_delete(lines):
    deletable = [s for s in statements(lines) if not s.terminator]
    for size in (16, 4, 1):
        if size > 1 and len(deletable) <= size:
            continue
        for i in reversed(range(0, len(deletable), size)):
            yield delete_statements(lines, deletable[i:i + size])


def candidates_replace(lines):
    stmts = statements(lines)
    for stmt in reversed(stmts):
        if stmt.terminator or len(stmt.results) != 1:
            continue
        t = stmt.result_type()
        if t is None:
            continue
        for value in earlier_values(lines, stmts, stmt, t)[:3]:
            yield replace_statement(lines, stmt, value)


def earlier_values(lines, stmts, stmt, t):
    """Values of type `t` defined before `stmt` in its function, nearest first."""
    fn = [(n, a, b) for n, a, b in functions(lines) if a < stmt.start <= b]
    if not fn:
        return []
    _, start, _ = fn[0]
    found = [arg.split(": ")[0] for arg in FUNC.match(lines[start]).group(2).split(", ") if arg.endswith(t)]
    for s in stmts:
        uninitialized = "tensor.empty()" in s.text[0] or s.text[0].endswith("alloc_tensor() : " + t)
        if start < s.start and s.end < stmt.start and len(s.results) == 1 and s.result_type() == t \
                and not uninitialized:
            found.append(s.results[0])
    return list(reversed(found))


def candidates_loops(lines):
    for stmt in statements(lines):
        if "scf.for " in stmt.text[0]:
            yield plain_for(lines, stmt)


PASSES = [candidates_functions, candidates_results, candidates_delete, candidates_replace, candidates_loops]


PACKED_CALL = re.compile(r"^(\s*)(%[\w$.-]+):(\d+) = func\.call ")


def unpack_call_results(lines):
    """`%r:3 = func.call ...` becomes `%r_0, %r_1, %r_2 = func.call ...` and
    every `%r#i` becomes `%r_i`, so that results can be dropped one by one."""
    packed = {}
    for line in lines:
        m = PACKED_CALL.match(line)
        if m:
            packed[m.group(2)] = int(m.group(3))
    if not packed:
        return lines
    out = []
    for line in lines:
        m = PACKED_CALL.match(line)
        if m:
            names = ", ".join("%s_%d" % (m.group(2), i) for i in range(int(m.group(3))))
            line = m.group(1) + names + line[m.end(3):]
        for name in packed:
            line = re.sub(re.escape(name) + r"#(\d+)", lambda g, n=name: "%s_%s" % (n, g.group(1)), line)
        out.append(line)
    return out


def reduce_text(text, interesting, verify, log=lambda msg: None):
    """Shrinks `text` while verify(text) and interesting(text) hold; returns it."""
    lines = text.splitlines()
    unpacked = unpack_call_results(lines)
    if unpacked != lines and verify("\n".join(unpacked) + "\n") and interesting("\n".join(unpacked) + "\n"):
        lines = unpacked
    progress = True
    while progress:
        progress = False
        for make in PASSES:
            accepted = True
            while accepted:
                accepted = False
                for candidate in make(lines):
                    if candidate is None or candidate == lines:
                        continue
                    new = "\n".join(candidate) + "\n"
                    if verify(new) and interesting(new):
                        log("%s: %d -> %d lines" % (make.__name__, len(lines), len(candidate)))
                        lines, accepted, progress = candidate, True, True
                        break
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines) + "\n")


# ----- predicates --------------------------------------------------------------


class Scratch:
    """Writes each candidate to a scratch file and runs a predicate on it."""

    def __init__(self, directory, name):
        self.path = os.path.join(directory, name)

    def write(self, text):
        with open(self.path, "w") as f:
            f.write(text)
        return self.path


def mlir_verifies(scratch):
    def verify(text):
        proc = subprocess.run(["mlir-opt-22", scratch.write(text)], capture_output=True)
        return proc.returncode == 0
    return verify


def class_predicate(scratch, tbuf, cls, match):
    import diff_run

    def interesting(text):
        r = diff_run.classify(scratch.write(text), tbuf)
        return any(c == cls and (not match or re.search(match, reason)) for c, reason in r["problems"])
    return interesting


def command_predicate(scratch, cmd):
    def interesting(text):
        path = scratch.write(text)
        return subprocess.run(cmd + " " + shlex.quote(path), shell=True, capture_output=True).returncode == 0
    return interesting


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file")
    ap.add_argument("--check", choices=["tbuf-memory", "tbuf-wrong", "mlir-bug"],
                    help="keep the diff_run.py class of the program")
    ap.add_argument("--match", help="with --check: the class's reason must match this regex")
    ap.add_argument("--cmd", help="shell predicate; gets the candidate path appended, exits 0 if still failing")
    ap.add_argument("--tbuf", help="tbuf binary (for --check)")
    ap.add_argument("-o", "--output", help="write the reduced program here (default stdout)")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if bool(args.check) == bool(args.cmd):
        ap.error("give exactly one of --check and --cmd")
    if args.check and not args.tbuf:
        ap.error("--check needs --tbuf")
    with open(args.file) as f:
        text = f.read()
    with tempfile.TemporaryDirectory(prefix="tbuf-reduce-") as directory:
        scratch = Scratch(directory, os.path.basename(args.file))
        verify = mlir_verifies(scratch)
        if args.check:
            interesting = class_predicate(scratch, os.path.abspath(args.tbuf), args.check, args.match)
        else:
            interesting = command_predicate(scratch, args.cmd)
        if not (verify(text) and interesting(text)):
            print("the input does not verify or does not fail as asked", file=sys.stderr)
            return 2
        log = (lambda msg: print(msg, file=sys.stderr)) if args.verbose else (lambda msg: None)
        reduced = reduce_text(text, interesting, verify, log)
    if args.output:
        with open(args.output, "w") as f:
            f.write(reduced)
    else:
        sys.stdout.write(reduced)
    print("reduced %d -> %d lines" % (len(text.splitlines()), len(reduced.splitlines())), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
