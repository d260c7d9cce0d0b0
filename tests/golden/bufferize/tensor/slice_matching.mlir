// RUN: tbuf %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only"
// Checked: byte-identical to mlir-opt-22 with the same options.
// When is an extract_slice / insert_slice pair "the same subset"? MLIR 22
// proves offsets and sizes equal with its value-bounds analysis (%a vs
// %a + 0, %a * 2 vs %a + %a, dims of the same or derived tensors); it does
// not use disjointness of static slices, nor see through index_cast or a
// product of two values. A matching pair bufferizes in place.

func.func @disjoint(%t: tensor<16xf32> {bufferization.writable = true}, %f: f32) -> (tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %3 = tensor.extract_slice %t[8] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %4 = tensor.extract %3[%c0] : tensor<4xf32>
  return %2, %4 : tensor<16xf32>, f32
}
func.func @same_value_different_ssa(%t: tensor<16xf32> {bufferization.writable = true}, %a: index, %f: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %b = arith.addi %a, %c0 : index
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%b] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}
func.func @two_disjoint_inserts(%t: tensor<16xf32> {bufferization.writable = true}, %f: f32, %g: f32) -> tensor<16xf32> {
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %2 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.fill ins(%g : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
  %4 = tensor.insert_slice %2 into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %5 = tensor.insert_slice %3 into %4[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %5 : tensor<16xf32>
}
func.func @static_vs_constant(%t: tensor<16xf32> {bufferization.writable = true}, %f: f32) -> tensor<16xf32> {
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %t[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%c2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}
func.func @mul_vs_add(%t: tensor<64xf32> {bufferization.writable = true}, %a: index, %f: f32) -> tensor<64xf32> {
  %c2 = arith.constant 2 : index
  %b = arith.muli %a, %c2 : index
  %c = arith.addi %a, %a : index
  %0 = tensor.extract_slice %t[%b] [4] [1] : tensor<64xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%c] [4] [1] : tensor<4xf32> into tensor<64xf32>
  return %2 : tensor<64xf32>
}
func.func @add_sub(%t: tensor<64xf32> {bufferization.writable = true}, %a: index, %f: f32) -> tensor<64xf32> {
  %c4 = arith.constant 4 : index
  %b = arith.addi %a, %c4 : index
  %c = arith.subi %b, %c4 : index
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<64xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%c] [4] [1] : tensor<4xf32> into tensor<64xf32>
  return %2 : tensor<64xf32>
}
func.func @dims(%t: tensor<?xf32> {bufferization.writable = true}, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %m = tensor.dim %t, %c0 : tensor<?xf32>
  %0 = tensor.extract_slice %t[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert_slice %1 into %t[0] [%m] [1] : tensor<?xf32> into tensor<?xf32>
  return %2 : tensor<?xf32>
}
func.func @unrelated(%t: tensor<64xf32> {bufferization.writable = true}, %a: index, %b: index, %f: f32) -> tensor<64xf32> {
  %0 = tensor.extract_slice %t[%a] [4] [1] : tensor<64xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%b] [4] [1] : tensor<4xf32> into tensor<64xf32>
  return %2 : tensor<64xf32>
}
func.func @commuted(%t: tensor<64xf32> {bufferization.writable = true}, %a: index, %b: index, %f: f32) -> tensor<64xf32> {
  %x = arith.addi %a, %b : index
  %y = arith.addi %b, %a : index
  %0 = tensor.extract_slice %t[%x] [4] [1] : tensor<64xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%y] [4] [1] : tensor<4xf32> into tensor<64xf32>
  return %2 : tensor<64xf32>
}
func.func @empty_dims(%n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %0 = tensor.extract_slice %t[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %2 = tensor.insert_slice %1 into %t[0] [%d] [1] : tensor<?xf32> into tensor<?xf32>
  return %2 : tensor<?xf32>
}
func.func @index_cast(%t: tensor<64xf32> {bufferization.writable = true}, %a: i32, %f: f32) -> tensor<64xf32> {
  %x = arith.index_cast %a : i32 to index
  %y = arith.index_cast %a : i32 to index
  %0 = tensor.extract_slice %t[%x] [4] [1] : tensor<64xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%y] [4] [1] : tensor<4xf32> into tensor<64xf32>
  return %2 : tensor<64xf32>
}
func.func @mul_two_values(%t: tensor<64xf32> {bufferization.writable = true}, %a: index, %b: index, %f: f32) -> tensor<64xf32> {
  %x = arith.muli %a, %b : index
  %y = arith.muli %b, %a : index
  %0 = tensor.extract_slice %t[%x] [4] [1] : tensor<64xf32> to tensor<4xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %1 into %t[%y] [4] [1] : tensor<4xf32> into tensor<64xf32>
  return %2 : tensor<64xf32>
}
