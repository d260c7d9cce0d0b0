// RUN: tbuf %s --pass-pipeline='builtin.module(func.func(test-print-dominance))'
// tbuf only: mlir-opt-22 crashes here (findNearestCommonDominator on an
// unreachable block). The nearest common dominator involving an unreachable
// block is "<no dom>"; unreachable blocks are dominated by every block.

func.func @unreachable(%c: i1) {
  cf.br ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}
