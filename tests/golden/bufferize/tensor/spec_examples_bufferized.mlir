// RUN: tbuf %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries
// Checked: byte-identical to mlir-opt-22 with the same options.
// The tensor-op examples of the bufferization documentation, bufferized
// (MLIR's Bufferization.md): the RaW conflict of an insert into a
// from_elements tensor that is read afterwards, the slice pattern that
// bufferizes in place, and tensor.generate (no destination: allocates).

func.func @test(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, tensor<3xf32>) {
  %0 = tensor.from_elements %arg0, %arg0, %arg0 : tensor<3xf32>
  %1 = tensor.insert %arg1 into %0[%arg2] : tensor<3xf32>
  %r = tensor.extract %0[%arg3] : tensor<3xf32>
  func.return %r, %1 : f32, tensor<3xf32>
}

// -----

#map = affine_map<(i) -> (i)>
func.func @overwrite_slice(%s: tensor<?xf32>, %idx: index, %sz: index) -> tensor<?xf32> {
  %t = tensor.extract_slice %s [%idx] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%t : tensor<?xf32>) {
  ^bb0(%arg0 : f32):
    %cst = arith.constant 0.0 : f32
    linalg.yield %cst : f32
  } -> tensor<?xf32>
  %1 = tensor.insert_slice %0 into %s [%idx] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @generate(%sz: index) -> tensor<?xf32> {
  %0 = tensor.generate %sz {
  ^bb0(%i : index):
    %cst = arith.constant 0.0 : f32
    tensor.yield %cst : f32
  } : tensor<?xf32>
  return %0 : tensor<?xf32>
}
