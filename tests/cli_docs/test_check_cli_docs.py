#!/usr/bin/env python3
"""Unit tests of check_cli_docs.py: that it fails in both directions (a flag
the binary lists but the doc lost, a flag the doc names but the binary does
not have), on a wrong pass-option default, on an example whose output or
exit status differs, and that its `...` wildcards match what they should.

Why: a doc checker that silently passes is worse than none; these run the
checker's own functions on edited copies of docs/cli.md against the real
binary.

Usage: test_check_cli_docs.py TBUF DOC
"""

import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import check_cli_docs as checker  # noqa: E402

TBUF = None
DOC = None


def load(edit=None):
    """docs/cli.md, optionally edited, parsed as the checker does."""
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    if edit:
        text = edit(text)
    with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False, encoding="utf-8") as f:
        f.write(text)
    try:
        return checker.Doc(f.name)
    finally:
        os.unlink(f.name)


def failures(cases):
    return {name: failure for _classname, name, failure in cases if failure}


class FlagChecks(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.flags, cls.passes = checker.parse_main_help(checker.run_help(TBUF, ["--help"]))
        for flag, where in checker.parse_run_help(checker.run_help(TBUF, ["run", "--help"])).items():
            cls.flags.setdefault(flag, where)

    def test_help_is_parsed(self):
        for flag in ("--split-input-file", "--verify-diagnostics", "--mlir-print-ir-after-all", "--print-ir-after-all",
                     "--no-verify-each", "--emit", "--canonicalize", "--buffer-deallocation-pipeline", "--entry",
                     "--keep-temps", "--help"):
            self.assertIn(flag, self.flags)
        names = {o["name"]: o for o in self.passes["--one-shot-bufferize"]}
        self.assertEqual(names["buffer-alignment"]["default"], "64")
        self.assertEqual(names["function-boundary-type-conversion"]["default"], "infer-layout-map")
        self.assertIn("bottom-up-from-terminators", names["analysis-heuristic"]["values"])
        self.assertIsNone(names["dialect-filter"]["default"])

    def test_current_doc_passes(self):
        doc = load()
        self.assertEqual(doc.problems, [])
        self.assertEqual(failures(checker.check_flags(TBUF, doc, self.flags)), {})
        self.assertEqual(failures(checker.check_options(doc, self.passes)), {})

    def test_removed_section_fails(self):
        doc = load(lambda t: t.replace("#### `--mlir-timing`\n", "#### Timing\n"))
        self.assertEqual(list(failures(checker.check_flags(TBUF, doc, self.flags))), ["--mlir-timing"])

    def test_prose_mention_does_not_count(self):
        # The row goes; the prose still names `--cse` (the double-free example).
        doc = load(lambda t: t.replace("| `--cse` | eliminates common sub-expressions |\n", ""))
        self.assertIn("`--cse`", "\n".join(doc.lines))
        self.assertEqual(list(failures(checker.check_flags(TBUF, doc, self.flags))), ["--cse"])

    def test_unknown_documented_flag_fails(self):
        doc = load(lambda t: t + "\n### `--mlir-print-value-users`\n\nNot a tbuf flag.\n")
        found = failures(checker.check_flags(TBUF, doc, self.flags))
        self.assertEqual(list(found), ["--mlir-print-value-users"])
        self.assertIn("unknown flag", found["--mlir-print-value-users"])

    def test_wrong_default_and_missing_value_fail(self):
        doc = load(lambda t: t.replace("| `max-iterations=<long>` | `10` |", "| `max-iterations=<long>` | `12` |")
                   .replace("`bottom-up-from-terminators`, ", ""))
        found = failures(checker.check_options(doc, self.passes))
        self.assertEqual(sorted(found), ["--canonicalize max-iterations", "--one-shot-bufferize analysis-heuristic"])


class Examples(unittest.TestCase):

    def run_one(self, name, edit=None):
        doc = load(edit)
        for example, _line, commands in doc.examples:
            if example == name:
                return checker.run_example(doc, os.getcwd(), TBUF, name, commands)
        self.fail("no example " + name)

    def test_examples_pass(self):
        self.assertIsNone(self.run_one("exit-codes"))

    def test_wrong_output_fails(self):
        failure = self.run_one("show-dialects", lambda t: t.replace("linalg,math", "linalg,llvm,math"))
        self.assertIn("output differs", failure)

    def test_unchecked_failure_fails(self):
        failure = self.run_one("exit-codes", lambda t: t.replace(
            "(tbuf takes one input file)\n$ echo $?\n2\n", "(tbuf takes one input file)\n"))
        self.assertIn("exited with status 2", failure)

    def test_wrong_status_fails(self):
        failure = self.run_one("run-entry", lambda t: t.replace("must not take arguments\n$ echo $?\n1",
                                                                 "must not take arguments\n$ echo $?\n2"))
        self.assertIn("$ echo $?", failure)


class Matching(unittest.TestCase):

    def test_wildcards(self):
        self.assertTrue(checker.matches(["a ... c"], ["a b c"]))
        self.assertTrue(checker.matches(["a...c"], ["ac"]))
        self.assertFalse(checker.matches(["a ... c"], ["a b d"]))
        self.assertTrue(checker.matches(["x", "...", "y"], ["x", "y"]))
        self.assertTrue(checker.matches(["x", "...", "y"], ["x", "1", "2", "y"]))
        self.assertFalse(checker.matches(["x", "y"], ["x", "1", "y"]))
        self.assertFalse(checker.matches(["x"], ["x", "extra"]))

    def test_normalize(self):
        self.assertEqual(checker.normalize(["a  ", "", "b", "", ""]), ["a", "", "b"])


if __name__ == "__main__":
    TBUF, DOC = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1])
