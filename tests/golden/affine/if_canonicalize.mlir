// RUN: tbuf %s --canonicalize
// affine.if's fold and patterns: dims that are valid symbols become
// symbols, constant symbols fold into the set, unused and repeated operands
// go, an else region holding only its yield is erased, `(0 == 0)` inlines
// the then region and the empty set `(1 == 0)` the else region (or erases
// the op). The output is mlir-opt-22's for the same flag.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
#set2 = affine_set<(d0, d1, d2)[s0, s1] : (d0 + d2 - s1 >= 0, d1 * 2 == 0, s0 >= 0)>
func.func private @use(index)
func.func @promote_and_drop_else(%i: index, %n: index) {
  affine.if #set(%i)[%n] {
    func.call @use(%i) : (index) -> ()
  } else {
  }
  return
}
func.func @dedup_and_constants(%n: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    affine.if #set2(%i, %n, %i)[%c3, %n] {
      func.call @use(%i) : (index) -> ()
    }
  }
  return
}
func.func @trivial_sets(%n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (0 == 0)>(%i) {
      func.call @use(%i) : (index) -> ()
    }
    affine.if affine_set<(d0) : (1 == 0)>(%i) {
      func.call @use(%i) : (index) -> ()
    }
    %r = affine.if affine_set<(d0) : (1 == 0)>(%i) -> index {
      affine.yield %i : index
    } else {
      affine.yield %n : index
    }
    func.call @use(%r) : (index) -> ()
    %s = affine.if affine_set<() : ()>() -> index {
      %t = arith.addi %i, %n : index
      affine.yield %t : index
    } else {
      affine.yield %n : index
    }
    func.call @use(%s) : (index) -> ()
  }
  return
}
