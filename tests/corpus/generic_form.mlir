// Registered ops written in the generic form: "dialect.op"(operands)
// [successors] <{properties}> ({regions}) {attributes} : functional-type.
// The printer re-prints them in custom form (and the .generic output prints
// everything generically).

"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

// Inherent attributes given in the attribute dictionary instead of
// properties are accepted too.
func.func @inherent_in_attr_dict() -> i32 {
  %0 = "arith.constant"() {value = 42 : i32} : () -> i32
  %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %2 = "arith.muli"(%0, %1) : (i32, i32) -> i32
  %3 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %4 = "arith.select"(%3, %0, %2) : (i1, i32, i32) -> i32
  "func.return"(%4) : (i32) -> ()
}

// -----

// Successors and block arguments in generic form.
"func.func"() <{function_type = (i1, f32) -> f32, sym_name = "branches", sym_visibility = "private"}> ({
^bb0(%c: i1, %x: f32):
  "cf.cond_br"(%c, %x, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
^bb1(%y: f32):
  "cf.br"(%y) [^bb2] : (f32) -> ()
^bb2(%z: f32):
  "func.return"(%z) : (f32) -> ()
}) : () -> ()

// -----

// Regions in generic form: scf.for, scf.if, scf.yield.
func.func @regions(%lb: index, %ub: index, %st: index, %init: f32, %c: i1) -> f32 {
  %0 = "scf.for"(%lb, %ub, %st, %init) ({
  ^bb0(%iv: index, %acc: f32):
    %1 = "scf.if"(%c) ({
      %2 = "arith.addf"(%acc, %acc) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%2) : (f32) -> ()
    }, {
      "scf.yield"(%acc) : (f32) -> ()
    }) : (i1) -> f32
    "scf.yield"(%1) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  "func.return"(%0) : (f32) -> ()
}

// -----

// Ops with operand segments and multiple results in generic form.
func.func @segments(%m: memref<?xf32>, %n: index, %t: tensor<8xf32>) -> (memref<?xf32>, tensor<4xf32>) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %1 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
  %2:4 = "memref.extract_strided_metadata"(%m) : (memref<?xf32>) -> (memref<f32>, index, index, index)
  "func.return"(%0, %1) : (memref<?xf32>, tensor<4xf32>) -> ()
}

// -----

// Discardable attributes next to properties; location-free, empty regions.
func.func @mixed_attrs(%a: f32) -> f32 {
  %0 = "arith.negf"(%a) <{fastmath = #arith.fastmath<fast>}> {my.tag = "x", a.first} : (f32) -> f32
  "func.return"(%0) : (f32) -> ()
}
