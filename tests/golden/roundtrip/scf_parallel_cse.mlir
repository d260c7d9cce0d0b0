// RUN: tbuf %s --cse
// CSE inside scf.parallel bodies and reduction regions, and of two identical
// side-effect-free scf.parallel ops (their regions compare equal).
// Identical to `mlir-opt-22 %s --cse`.
func.func @cse(%n: index, %f: f32) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c0) -> index {
    %x = arith.addi %n, %c1 : index
    %y = arith.addi %n, %c1 : index
    %z = arith.addi %x, %y : index
    scf.reduce(%z : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      %t = arith.addi %a, %b : index
      %u = arith.maxsi %s, %t : index
      scf.reduce.return %u : index
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%c0) -> index {
    %x = arith.addi %n, %c1 : index
    %y = arith.addi %n, %c1 : index
    %z = arith.addi %x, %y : index
    scf.reduce(%z : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      %t = arith.addi %a, %b : index
      %u = arith.maxsi %s, %t : index
      scf.reduce.return %u : index
    }
  }
  return %r, %r2 : index, index
}
