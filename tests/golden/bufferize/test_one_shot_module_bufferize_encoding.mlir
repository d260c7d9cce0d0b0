// RUN: tbuf %s --test-one-shot-module-bufferize --split-input-file
// mlir-opt's test pass: a #test.tensor_encoding at a function boundary
// becomes the #test.memref_layout of the same string (other tensors get the
// identity layout); test.create_tensor_op and test.dummy_tensor_op become
// their memref forms with that layout.
#a = #test.tensor_encoding<"a">
#b = #test.tensor_encoding<"b">
func.func private @callee(%t: tensor<4x?xf32, #a>, %u: tensor<3xi8>) -> (tensor<3xi8>, tensor<4x?xf32, #a>) {
  return %u, %t : tensor<3xi8>, tensor<4x?xf32, #a>
}

func.func @caller(%t: tensor<4x?xf32, #a>, %u: tensor<3xi8>) -> (tensor<4x?xf32, #a>, tensor<2xf64, #b>) {
  %0:2 = call @callee(%t, %u) : (tensor<4x?xf32, #a>, tensor<3xi8>) -> (tensor<3xi8>, tensor<4x?xf32, #a>)
  %1 = "test.create_tensor_op"() : () -> tensor<2xf64, #b>
  %2 = "test.dummy_tensor_op"(%1) : (tensor<2xf64, #b>) -> tensor<2xf64, #b>
  %3 = "test.dummy_tensor_op"(%2) : (tensor<2xf64, #b>) -> tensor<2xf64, #b>
  return %0#1, %3 : tensor<4x?xf32, #a>, tensor<2xf64, #b>
}

// -----

// dummy_tensor_op writes its operand: the argument is read again afterwards,
// so the op gets a copy.
#a = #test.tensor_encoding<"a">
func.func @copy_before_write(%t: tensor<4xf32, #a>) -> (tensor<4xf32, #a>, tensor<4xf32, #a>) {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32, #a>) -> tensor<4xf32, #a>
  return %0, %t : tensor<4xf32, #a>, tensor<4xf32, #a>
}

// -----

// The result of dummy_tensor_op is a new buffer, so a loop yielding it is
// rejected.
#a = #test.tensor_encoding<"a">
func.func @loop(%t: tensor<4xf32, #a>, %n: index) -> tensor<4xf32, #a> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%it = %t) -> (tensor<4xf32, #a>) {
    %1 = "test.dummy_tensor_op"(%it) : (tensor<4xf32, #a>) -> tensor<4xf32, #a>
    scf.yield %1 : tensor<4xf32, #a>
  }
  return %0 : tensor<4xf32, #a>
}
