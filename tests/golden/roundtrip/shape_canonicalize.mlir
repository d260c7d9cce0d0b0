// RUN: tbuf %s --canonicalize --split-input-file
// shape.assuming canonicalization: a region under a shape.const_witness is
// inlined (whatever the constant, as MLIR does), unused results are dropped
// (and a result-less region without effects disappears), shape.cstr_require
// of a constant folds to shape.const_witness and stays otherwise.
func.func @inline_const(%m: memref<2xf32>) -> memref<2xf32> {
  %w = shape.const_witness true
  %0 = shape.assuming %w -> (memref<2xf32>) {
    %c = arith.constant 0 : index
    %v = memref.load %m[%c] : memref<2xf32>
    memref.store %v, %m[%c] : memref<2xf32>
    shape.assuming_yield %m : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

func.func @unused_results(%w: !shape.witness, %a: i32) -> i32 {
  %0:3 = shape.assuming %w -> (i32, i32, i32) {
    %x = arith.addi %a, %a : i32
    %y = arith.muli %a, %a : i32
    shape.assuming_yield %x, %y, %a : i32, i32, i32
  } {tag}
  %1 = shape.assuming %w -> (i32) {
    shape.assuming_yield %a : i32
  }
  return %0#1 : i32
}

// -----

func.func @require(%c: i1) -> (!shape.witness, !shape.witness, !shape.witness) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = shape.cstr_require %c, "dynamic"
  %1 = shape.cstr_require %t, "holds"
  %2 = shape.cstr_require %f, "fails"
  %3 = shape.cstr_require %c, "unused"
  return %0, %1, %2 : !shape.witness, !shape.witness, !shape.witness
}
