// shape dialect: const_witness (true, false, with attributes), cstr_require,
// assuming with no result (terminator elided), one result, several results
// and attributes, nested assuming, assuming_yield with attributes.

func.func @witnesses(%c: i1) -> (!shape.witness, !shape.witness, !shape.witness) {
  %t = shape.const_witness true
  %f = shape.const_witness false {tag = "f"}
  %r = shape.cstr_require %c, "must hold" {tag = 1 : i32}
  return %t, %f, %r : !shape.witness, !shape.witness, !shape.witness
}

// -----

func.func @assuming_no_result(%w: !shape.witness, %m: memref<2xf32>) {
  shape.assuming %w {
    %c = arith.constant 0 : index
    %v = memref.load %m[%c] : memref<2xf32>
    memref.store %v, %m[%c] : memref<2xf32>
  }
  shape.assuming %w {
  } {tag}
  return
}

// -----

func.func @assuming_results(%w: !shape.witness, %a: i32, %m: memref<2xf32>) -> (i32, memref<2xf32>, i32) {
  %0 = shape.assuming %w -> (i32) {
    %s = arith.addi %a, %a : i32
    shape.assuming_yield %s : i32
  }
  %1:2 = shape.assuming %w -> (memref<2xf32>, i32) {
    %inner = shape.assuming %w -> (i32) {
      shape.assuming_yield {tag} %a : i32
    }
    shape.assuming_yield %m, %inner : memref<2xf32>, i32
  } {note = "outer"}
  return %0, %1#0, %1#1 : i32, memref<2xf32>, i32
}
