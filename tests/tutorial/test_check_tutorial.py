#!/usr/bin/env python3
"""Unit tests of check_tutorial.py: that it fails when a shown output
drifts, when an example file is unused or not shown, when a shown source
differs from its file, when a failing command has no `echo $?`, when a
console block runs something other than tbuf, when an example grows past
25 lines, when an mlir-opt-22 claim is wrong or cannot be checked live; and
that --regen restores a drifted doc exactly.

Why: a checker that silently passes would let the tutorial rot; these run
the checker's own functions on edited copies of docs/tutorial.md and of its
examples against the real binary.

Usage: test_check_tutorial.py TBUF DOC EXAMPLES_DIR
"""

import os
import shutil
import stat
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import check_tutorial as checker  # noqa: E402

TBUF = None
DOC = None
EXAMPLES = None


def doc_text():
    with open(DOC, encoding="utf-8") as f:
        return f.read()


class Workspace:
    """A temporary copy of the doc and the examples, optionally edited."""

    def __init__(self, edit_doc=None):
        self.root = tempfile.mkdtemp(prefix="tutorial-check-")
        self.examples = os.path.join(self.root, "tutorial")
        shutil.copytree(EXAMPLES, self.examples)
        self.doc_path = os.path.join(self.root, "tutorial.md")
        text = doc_text()
        if edit_doc:
            edited = edit_doc(text)
            assert edited != text, "the edit did not change the doc"
            text = edited
        with open(self.doc_path, "w", encoding="utf-8") as f:
            f.write(text)

    def write_example(self, name, contents):
        with open(os.path.join(self.examples, name), "w", encoding="utf-8") as f:
            f.write(contents)

    def doc(self):
        return checker.Doc(self.doc_path, checker.example_files(self.examples))

    def check(self, name, oracle=None, live=False):
        return checker.check_example(self.doc(), name, self.examples, TBUF, oracle, live)

    def close(self):
        shutil.rmtree(self.root, ignore_errors=True)


class Checks(unittest.TestCase):

    def workspace(self, edit_doc=None):
        ws = Workspace(edit_doc)
        self.addCleanup(ws.close)
        return ws

    def test_current_doc_is_well_formed(self):
        doc = self.workspace().doc()
        self.assertEqual(doc.problems, [])
        names = checker.example_files(EXAMPLES)
        self.assertGreater(len(names), 5)
        used = {c.example for c in doc.commands()}
        self.assertEqual(sorted(used), names)
        self.assertEqual(sorted(doc.shown), names)

    def test_current_example_passes(self):
        failure, note = self.workspace().check("06_no_dealloc.mlir")
        self.assertIsNone(failure)
        self.assertEqual(note, "")

    def test_drifted_output_fails(self):
        ws = self.workspace(lambda t: t.replace("$ tbuf run 06_no_dealloc.mlir\n2.5\n",
                                                "$ tbuf run 06_no_dealloc.mlir\n2.50\n"))
        failure, _ = ws.check("06_no_dealloc.mlir")
        self.assertIsNotNone(failure)
        self.assertIn("output differs from the doc", failure)
        self.assertIn("-2.50", failure)
        self.assertIn("+2.5", failure)

    def test_trailing_blank_line_counts(self):
        # Byte for byte: dropping the blank line tbuf prints after a module fails.
        ws = self.workspace(lambda t: t.replace("    return %arg0, %0 : memref<4xf32, strided<[?], offset: ?>>, f32\n"
                                                "  }\n}\n\n```", "    return %arg0, %0 : memref<4xf32, strided<[?], "
                                                "offset: ?>>, f32\n  }\n}\n```", 1))
        failure, _ = ws.check("03_raw_reordered.mlir")
        self.assertIsNotNone(failure)
        self.assertIn("output differs from the doc", failure)

    def test_unused_and_unshown_file_fails(self):
        ws = self.workspace()
        ws.write_example("99_unused.mlir", "func.func @f() {\n  return\n}\n")
        failure, _ = ws.check("99_unused.mlir")
        self.assertIsNotNone(failure)
        self.assertIn("99_unused.mlir is not used by any `$ tbuf ...` command", failure)
        self.assertIn("99_unused.mlir is not shown in docs/tutorial.md", failure)

    def test_changed_source_fails(self):
        ws = self.workspace()
        path = os.path.join(ws.examples, "04_if.mlir")
        with open(path, encoding="utf-8") as f:
            source = f.read()
        ws.write_example("04_if.mlir", source.replace("0.0 : f32", "7.0 : f32"))
        failure, _ = ws.check("04_if.mlir")
        self.assertIsNotNone(failure)
        self.assertIn("shows 04_if.mlir with other contents than the file", failure)
        # ... and the output of the changed program differs too.
        self.assertIn("output differs from the doc", failure)

    def test_long_example_fails(self):
        ws = self.workspace()
        path = os.path.join(ws.examples, "02_destination.mlir")
        with open(path, encoding="utf-8") as f:
            source = f.read()
        ws.write_example("02_destination.mlir", "// padding\n" * 20 + source)
        failure, _ = ws.check("02_destination.mlir")
        self.assertIn("an example has at most 25", failure)

    def test_missing_exit_status_fails(self):
        ws = self.workspace(lambda t: t.replace(
            "06_use_after_free.mlir:11:3; call stack: @main\n$ echo $?\n1\n",
            "06_use_after_free.mlir:11:3; call stack: @main\n"))
        failure, _ = ws.check("06_use_after_free.mlir")
        self.assertIsNotNone(failure)
        self.assertIn("exited with status 1, but the doc shows no `$ echo $?`", failure)

    def test_wrong_exit_status_fails(self):
        ws = self.workspace(lambda t: t.replace(
            "06_use_after_free.mlir:11:3; call stack: @main\n$ echo $?\n1\n",
            "06_use_after_free.mlir:11:3; call stack: @main\n$ echo $?\n0\n"))
        failure, _ = ws.check("06_use_after_free.mlir")
        self.assertIsNotNone(failure)
        self.assertIn("$ echo $?\noutput differs", failure)

    def test_other_commands_are_malformed(self):
        doc = self.workspace(lambda t: t.replace("$ tbuf interpret 01_value_semantics.mlir\n",
                                                 "$ cat 01_value_semantics.mlir\n", 1)).doc()
        self.assertTrue(any("must be `tbuf ...` or `echo $?`" in p for p in doc.problems), doc.problems)

    def test_command_without_example_is_malformed(self):
        doc = self.workspace(lambda t: t.replace("$ tbuf run 06_no_dealloc.mlir\n", "$ tbuf --version\n")).doc()
        self.assertTrue(any("must name exactly one example file" in p for p in doc.problems), doc.problems)

    def test_oracle_claim_is_checked_live(self):
        ws = self.workspace()
        fake = os.path.join(ws.root, "mlir-opt-22")
        with open(fake, "w", encoding="utf-8") as f:
            f.write("#!/bin/sh\necho 'module {'\necho '}'\n")
        os.chmod(fake, os.stat(fake).st_mode | stat.S_IXUSR)
        failure, _ = ws.check("04_if.mlir", oracle=fake, live=True)
        self.assertIsNotNone(failure)
        self.assertIn("the doc says mlir-opt-22 prints the same", failure)
        failure, _ = ws.check("04_if.mlir", oracle=None, live=True)
        self.assertIn("mlir-opt-22 not found on PATH", failure)
        failure, note = ws.check("04_if.mlir", oracle=None, live=False)
        self.assertIsNone(failure)
        self.assertIn("not run", note)

    def test_oracle_marker_on_run_is_malformed(self):
        doc = self.workspace(lambda t: t.replace("```console\n$ tbuf run 06_no_dealloc.mlir\n",
                                                 "<!-- oracle: mlir-opt-22 -->\n```console\n"
                                                 "$ tbuf run 06_no_dealloc.mlir\n")).doc()
        self.assertTrue(any("has no mlir-opt-22 counterpart" in p for p in doc.problems), doc.problems)

    def test_plain_command_without_oracle_marker_is_malformed(self):
        doc = self.workspace(lambda t: t.replace("<!-- oracle: mlir-opt-22 -->\n```console\n"
                                                 "$ tbuf 04_if.mlir", "```console\n$ tbuf 04_if.mlir")).doc()
        self.assertTrue(any("needs `<!-- oracle: mlir-opt-22 -->`" in p for p in doc.problems), doc.problems)
        doc = self.workspace(lambda t: t.replace("<!-- oracle: mlir-opt-22 -->\n```console\n"
                                                 "$ tbuf 04_if.mlir", "<!-- oracle: none -->\n```console\n"
                                                 "$ tbuf 04_if.mlir")).doc()
        self.assertEqual(doc.problems, [])

    def test_regen_restores_the_doc(self):
        original = doc_text()
        ws = self.workspace(lambda t: t.replace("$ tbuf run 06_no_dealloc.mlir\n2.5\n",
                                                "$ tbuf run 06_no_dealloc.mlir\n").replace(
            "$ echo $?\n1\n", "$ echo $?\n7\nstale\n", 1))
        changed = checker.regenerate(ws.doc_path, ws.doc(), ws.examples, TBUF)
        self.assertGreaterEqual(changed, 2)
        with open(ws.doc_path, encoding="utf-8") as f:
            self.assertEqual(f.read(), original)


if __name__ == "__main__":
    TBUF, DOC, EXAMPLES = (os.path.abspath(a) for a in sys.argv[1:4])
    del sys.argv[1:4]
    unittest.main(verbosity=2)
