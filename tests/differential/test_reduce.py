#!/usr/bin/env python3
"""Unit tests of reduce.py without MLIR: the statement parser, the edits and
a whole reduction of a generated program under a synthetic predicate ("the
program still contains a linalg.matmul") with a textual stand-in for the
verifier (every used SSA name is defined somewhere).

Why: the reducer must keep working when mlir-opt-22 is absent, and its
parser must stay in step with the generator's output.
"""

import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_program  # noqa: E402
import reduce  # noqa: E402

SNIPPET = """func.func @f0(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e1 = tensor.empty() : tensor<4xf32>
  %map2 = linalg.map ins(%arg0 : tensor<4xf32>) outs(%e1 : tensor<4xf32>)
    (%a3: f32, %o4: f32) {
      linalg.yield %a3 : f32
    }
  %m5 = scf.index_switch %c0 -> tensor<4xf32>
  case 0 {
    scf.yield %map2 : tensor<4xf32>
  }
  default {
    scf.yield %arg0 : tensor<4xf32>
  }
  return %map2, %m5 : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %in6 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r7, %r8 = func.call @f0(%in6) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %u9 = tensor.cast %r8 : tensor<4xf32> to tensor<*xf32>
  return
}
""".splitlines()


def names_defined(text):
    """Textual verifier: every %name used is defined (result, argument or block argument)."""
    defined = set()
    for line in text.splitlines():
        match = reduce.DEFINES.match(line)
        if match:
            defined.update(n.split(":")[0] for n in re.split(r"\s*,\s*", match.group(1)))
        defined.update(reduce.BLOCK_ARG.findall(line))
    used = {n for line in text.splitlines() for n in reduce.NAME.findall(line)}
    return used <= defined


class ParserTest(unittest.TestCase):
    def test_statement_extents(self):
        stmts = {s.text[0].split("=")[0].strip(): (s.start, s.end) for s in reduce.statements(SNIPPET)}
        self.assertEqual(stmts["%map2"], (2, 5))
        self.assertEqual(stmts["%m5"], (6, 12))
        self.assertEqual(stmts["%e1"], (1, 1))

    def test_result_type_and_uses(self):
        stmt = next(s for s in reduce.statements(SNIPPET) if s.results == ["%map2"])
        self.assertEqual(stmt.result_type(), "tensor<4xf32>")
        self.assertEqual(stmt.uses, {"%arg0", "%e1"})


class EditTest(unittest.TestCase):
    def test_drop_result_updates_signature_return_and_calls(self):
        out = reduce.drop_result(SNIPPET, "f0", 1)
        text = "\n".join(out)
        self.assertIn("func.func @f0(%arg0: tensor<4xf32>) -> (tensor<4xf32>) {", text)
        self.assertIn("return %map2 : tensor<4xf32>", text)
        self.assertIn("%r7 = func.call @f0(%in6) : (tensor<4xf32>) -> (tensor<4xf32>)", text)
        self.assertNotIn("%u9", text)  # the user of the dropped result went with it

    def test_unpack_call_results_names_each_result(self):
        lines = ["  %r8:2 = func.call @f(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)",
                 "  %r83 = tensor.insert %x into %r8#1[%c0] : tensor<4xf32>",
                 "  return %r8#0, %r83 : tensor<4xf32>, tensor<4xf32>"]
        out = reduce.unpack_call_results(lines)
        self.assertEqual(out[0], "  %r8_0, %r8_1 = func.call @f(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)")
        self.assertEqual(out[1], "  %r83 = tensor.insert %x into %r8_1[%c0] : tensor<4xf32>")
        self.assertEqual(out[2], "  return %r8_0, %r83 : tensor<4xf32>, tensor<4xf32>")

    def test_cascade_refuses_to_break_a_terminator(self):
        stmt = next(s for s in reduce.statements(SNIPPET) if s.results == ["%map2"])
        self.assertIsNone(reduce.delete_statements(SNIPPET, [stmt]))

    def test_plain_for(self):
        lines = ["func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32>) {",
                 "  %m1 = scf.for %iv2 = %c0 to %c1 step %c1 iter_args(%it3 = %a) -> (tensor<4xf32>) {",
                 "    %x4 = tensor.insert %f into %it3[%c0] : tensor<4xf32>",
                 "    scf.yield %x4 : tensor<4xf32>",
                 "  }",
                 "  return %m1 : tensor<4xf32>",
                 "}"]
        stmt = next(s for s in reduce.statements(lines) if s.results == ["%m1"])
        out = reduce.plain_for(lines, stmt)
        self.assertEqual(out[2], "    scf.yield %it3 : tensor<4xf32>")
        self.assertEqual(len(out), 6)


class ReduceTest(unittest.TestCase):
    def test_reduces_generated_program_to_the_interesting_op(self):
        seed = next(s for s in range(100) if "linalg.matmul" in gen_program.generate(s, "medium"))
        text = gen_program.generate(seed, "medium")
        self.assertTrue(names_defined(text))
        reduced = reduce.reduce_text(text, lambda t: "linalg.matmul" in t, names_defined)
        self.assertIn("linalg.matmul", reduced)
        self.assertTrue(names_defined(reduced))
        self.assertLess(len(reduced.splitlines()), len(text.splitlines()) // 3)
        self.assertIn("func.func @main()", reduced)


if __name__ == "__main__":
    unittest.main()
