#!/usr/bin/env python3
"""Unit tests of run_mlir_lit.py's RUN-line and chunk handling (no mlir-opt
or tbuf needed): continuation lines, chunk splitting that keeps line
numbers, FileCheck prefixes and the per-chunk rewriting of a RUN line."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_mlir_lit as lit  # noqa: E402

SAMPLE = """// RUN: mlir-opt %s -pass-a \\
// RUN:   -split-input-file | FileCheck %s --check-prefixes=CHECK,EXTRA
// RUN: mlir-opt %s -pass-b

// CHECK-LABEL: func @one
func.func @one() { return }

// -----

// EXTRA: something
func.func @two() { return }

// -----
func.func @three() { return }
"""


class RunMlirLitTest(unittest.TestCase):
    def setUp(self):
        fd, self.path = tempfile.mkstemp(suffix=".mlir")
        with os.fdopen(fd, "w") as f:
            f.write(SAMPLE)

    def tearDown(self):
        os.remove(self.path)

    def test_run_lines_join_continuations(self):
        self.assertEqual(lit.read_run_lines(self.path), [
            "mlir-opt %s -pass-a    -split-input-file | FileCheck %s --check-prefixes=CHECK,EXTRA",
            "mlir-opt %s -pass-b",
        ])

    def test_chunks_keep_line_numbers(self):
        chunks = lit.split_chunks(self.path)
        self.assertEqual([first for first, _ in chunks], [1, 9, 14])
        for first, text in chunks:
            lines = text.split("\n")
            self.assertTrue(all(line == "" for line in lines[:first - 1]))
        self.assertEqual(chunks[1][1].split("\n")[10], "func.func @two() { return }")
        self.assertNotIn("-----", "".join(text for _, text in chunks))

    def test_split_input_file_detection(self):
        self.assertTrue(lit.uses_split_input_file("mlir-opt %s --split-input-file"))
        self.assertTrue(lit.uses_split_input_file("mlir-opt -split-input-file %s"))
        self.assertFalse(lit.uses_split_input_file("mlir-opt %s -pass-b"))

    def test_filecheck_prefixes(self):
        self.assertEqual(lit.filecheck_prefixes("FileCheck %s"), ["CHECK"])
        self.assertEqual(lit.filecheck_prefixes("FileCheck %s --check-prefix=NO-DROP"), ["NO-DROP"])
        self.assertEqual(lit.filecheck_prefixes("FileCheck %s --check-prefix CHECK --check-prefix RANK"),
                         ["CHECK", "RANK"])
        self.assertEqual(lit.filecheck_prefixes("FileCheck %s --check-prefixes=A,B"), ["A", "B"])

    def test_command_for_chunk(self):
        command = "mlir-opt %s -pass-a -split-input-file | FileCheck %s --check-prefixes=CHECK,EXTRA"
        chunks = lit.split_chunks(self.path)
        # Both prefixes absent from a chunk: the FileCheck stage becomes a sink.
        self.assertEqual(lit.command_for_chunk(command, chunks[2][1]),
                         "mlir-opt %s -pass-a -split-input-file | cat > /dev/null")
        # One of two prefixes used: FileCheck must not reject the other.
        self.assertEqual(lit.command_for_chunk(command, chunks[1][1]), command + " --allow-unused-prefixes")
        # A prefix is not matched inside a longer one (EXTRA-X is not EXTRA).
        self.assertFalse(lit.has_checks("// EXTRA-X: y", ["EXTRA"]))
        self.assertTrue(lit.has_checks("//  EXTRA-NEXT: y", ["EXTRA"]))

    def test_substitute(self):
        self.assertEqual(lit.substitute("not mlir-opt %s | FileCheck %s", "/d/f.mlir", "/bin/tbuf", "FC"),
                         "not /bin/tbuf /d/f.mlir | FC /d/f.mlir")


if __name__ == "__main__":
    unittest.main()
