#!/usr/bin/env python3
"""Unit tests of summarize.py: chunk totals, the refusal of a seed counted
twice, MLIR failure kinds (an unknown one listed with its text) and the exit
status when a chunk holds a tbuf failure.

Why: the published totals of long runs come from this script; a reason text
that changes in a new MLIR release must show up as "other", not vanish.
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "summarize.py")


def chunk(root, name, counts, failures):
    d = os.path.join(root, name)
    os.makedirs(d)
    full = {"ok": 0, "tbuf-memory": 0, "tbuf-wrong": 0, "mlir-bug": 0, "invalid": 0}
    full.update(counts)
    with open(os.path.join(d, "summary.json"), "w") as f:
        json.dump({"counts": full, "failures": failures}, f)
    return d


def bug(seed, reason, cls="mlir-bug"):
    return {"name": "seed_%d" % seed, "seed": seed, "class": cls, "problems": [[cls, reason]]}


def run(*args):
    return subprocess.run([sys.executable, SCRIPT] + list(args), capture_output=True, text=True)


class SummarizeTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def testTotalsAndKinds(self):
        a = chunk(self.root, "a", {"ok": 3, "mlir-bug": 2}, [
            bug(1, "seed_1.mlir:3:4: error: 'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0"),
            bug(2, "seed_2.mlir:9:1: error: something new in MLIR"),
        ])
        b = chunk(self.root, "b", {"ok": 4, "mlir-bug": 1}, [
            bug(7, "seed_7.mlir:5:6: error: 'tensor.insert' op not bufferizable under the given constraints: "
                   "cannot avoid RaW conflict (tbuf rejects it the same way)"),
        ])
        result = run(a, b)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("| ok | 7 |", result.stdout)
        self.assertIn("| mlir-bug | 3 |", result.stdout)
        self.assertIn("| total | 10 |", result.stdout)
        self.assertIn('incorrect number of dynamic sizes") for copies of values cast to dynamic shapes | 1 |',
                      result.stdout)
        self.assertIn("| other: error: something new in MLIR | 1 |", result.stdout)
        self.assertIn("tbuf rejects 1 the same way", result.stdout)
        listed = run("--list", "RaW", a, b)
        self.assertIn("seed_7", listed.stdout)
        self.assertNotIn("seed_1", listed.stdout)

    def testSeedCountedTwice(self):
        a = chunk(self.root, "a", {"mlir-bug": 1}, [bug(1, "error: x")])
        b = chunk(self.root, "b", {"mlir-bug": 1}, [bug(1, "error: x")])
        result = run(a, b)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("seed_1 counted twice", result.stderr)

    def testTbufFailureFails(self):
        a = chunk(self.root, "a", {"ok": 1, "tbuf-memory": 1}, [bug(4, "1 bad frees", cls="tbuf-memory")])
        result = run(a)
        self.assertEqual(result.returncode, 1)
        self.assertIn("tbuf failures: seed_4", result.stdout)


if __name__ == "__main__":
    unittest.main()
