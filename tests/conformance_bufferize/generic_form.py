#!/usr/bin/env python3
"""Just enough of MLIR's generic op syntax to get the op tree of a module.

Both mlir-opt-22 and tbuf print `--mlir-print-op-generic` output in the same
shape: `%r = "dialect.op"(operands)[successors] <{properties}> ({regions})
{attributes} : type`, one op per line, regions nested in `({ ... })`. The
conformance runner needs each op's name, properties and attribute dictionary in
printed (pre-)order; it does not need types or operands, so those are skipped
as balanced text. Used by run_conformance.py.
"""
import re


class Op:
    """One op: its name, properties text `{...}`, attribute dictionary text and regions."""
    __slots__ = ("name", "props", "attrs", "regions")

    def __init__(self, name):
        self.name = name
        self.props = ""
        self.attrs = ""
        self.regions = []  # list of lists of Op (blocks flattened)

    def walk(self):
        yield self
        for region in self.regions:
            for op in region:
                yield from op.walk()


class ParseError(Exception):
    pass


class GenericParser:
    CLOSE = {"(": ")", "[": "]", "{": "}", "<": ">"}

    def __init__(self, text):
        self.s = text
        self.i = 0

    def ws(self):
        s, n = self.s, len(self.s)
        while self.i < n:
            c = s[self.i]
            if c in " \t\r\n":
                self.i += 1
            elif s.startswith("//", self.i):
                j = s.find("\n", self.i)
                self.i = n if j < 0 else j + 1
            else:
                break

    def peek(self, t):
        return self.s.startswith(t, self.i)

    def expect(self, t):
        self.ws()
        if not self.peek(t):
            ctx = self.s[self.i:self.i + 60].replace("\n", "\\n")
            raise ParseError(f"expected '{t}' at offset {self.i}: '{ctx}'")
        self.i += len(t)

    def string(self):
        self.expect('"')
        j = self.i
        out = []
        while j < len(self.s) and self.s[j] != '"':
            if self.s[j] == "\\":
                out.append(self.s[j:j + 2])
                j += 2
            else:
                out.append(self.s[j])
                j += 1
        self.i = j + 1
        return "".join(out)

    def balanced(self):
        """Skips a bracketed group starting at self.i ('(', '[', '{'); returns its text."""
        start = self.i
        stack = []
        s = self.s
        while self.i < len(s):
            c = s[self.i]
            if c == '"':
                self.string_raw()
                continue
            if c in "([{":
                stack.append(self.CLOSE[c])
            elif c in ")]}":
                if not stack or stack[-1] != c:
                    raise ParseError(f"unbalanced '{c}' at offset {self.i}")
                stack.pop()
                if not stack:
                    self.i += 1
                    return s[start:self.i]
            self.i += 1
        raise ParseError("unterminated group")

    def string_raw(self):
        j = self.i + 1
        while j < len(self.s) and self.s[j] != '"':
            j += 2 if self.s[j] == "\\" else 1
        self.i = j + 1

    def op(self):
        self.ws()
        if self.peek("%"):
            j = self.s.find("=", self.i)
            if j < 0:
                raise ParseError("result list without '='")
            self.i = j + 1
        op = Op(self.string())
        self.ws()
        if not self.peek("("):
            raise ParseError(f"expected operand list after \"{op.name}\"")
        self.balanced()
        self.ws()
        if self.peek("["):
            self.balanced()
            self.ws()
        if self.peek("<{"):
            self.i += 1
            op.props = self.balanced()
            self.expect(">")
            self.ws()
        if self.peek("("):
            # Region list: '(' '{' ... '}' (',' '{' ... '}')* ')'
            self.i += 1
            while True:
                self.expect("{")
                op.regions.append(self.block_list())
                self.expect("}")
                self.ws()
                if self.peek(","):
                    self.i += 1
                    continue
                self.expect(")")
                break
            self.ws()
        if self.peek("{"):
            op.attrs = self.balanced()
            self.ws()
        self.expect(":")
        # The type runs to the end of the line.
        j = self.s.find("\n", self.i)
        self.i = len(self.s) if j < 0 else j
        return op

    def block_list(self):
        ops = []
        while True:
            self.ws()
            if self.i >= len(self.s):
                raise ParseError("unterminated region")
            if self.peek("}"):
                return ops
            if self.peek("^"):
                j = self.s.find("\n", self.i)
                self.i = len(self.s) if j < 0 else j
                continue
            ops.append(self.op())

    def module(self):
        tops = []
        while True:
            self.ws()
            if self.i >= len(self.s):
                return tops
            if self.peek("#") or self.peek("!"):
                # attribute / type alias definitions, or {-# resources #-}
                j = self.s.find("\n", self.i)
                self.i = len(self.s) if j < 0 else j
                continue
            if self.peek("{-#"):
                j = self.s.find("#-}", self.i)
                self.i = len(self.s) if j < 0 else j + 3
                continue
            tops.append(self.op())


def parse_generic(text):
    return GenericParser(text).module()


def functions(tops):
    """[(name, func Op)] in printed order."""
    out = []
    for top in tops:
        for op in top.walk():
            if op.name == "func.func":
                m = re.search(r'sym_name = "([^"]*)"', op.props + op.attrs)
                out.append((m.group(1) if m else "?", op))
    return out


def attr_value(text, key):
    """The value of `key = <value>` in an attribute dictionary text, whitespace-normalized."""
    k = text.find(key + " = ")
    if k < 0:
        return None
    p = GenericParser(text)
    p.i = k + len(key) + 3
    if text[p.i] in "[{(":
        v = p.balanced()
    elif text[p.i] == '"':
        p.string_raw()
        v = text[k + len(key) + 3:p.i]
    else:
        m = re.match(r"[^,}]*", text[p.i:])
        v = m.group(0)
    return re.sub(r"\s+", "", v)
