// Unusual shapes and element types (0-d, zero-sized, i1/i8/f16/index),
// memory spaces, scalar linalg inputs. (An alloc_tensor with a memory space
// returned with function boundaries is in negative_fb.mlir: mlir-opt-22 builds
// an invalid memref.alloc there.)
// OPTIONS: bufferize-function-boundaries
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
// OPTIONS:
// A returned tensor.cast from a less static type (dynamic sizes, unranked)
// keeps the function result type: mlir-opt-22 returns the cast's source
// (a dynamic or unranked memref for a static or ranked tensor result), a
// deliberate deviation (docs/bufferization-conformance.md).
// DEVIATION: @ss_unranked_cast_back[bufferize-function-boundaries]:signature

func.func @ss_zero_d_loop(%t: tensor<f32>, %n: index, %f: f32) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<f32> {
    %v = tensor.extract %a[] : tensor<f32>
    %s = arith.addf %v, %f : f32
    %1 = tensor.insert %s into %a[] : tensor<f32>
    scf.yield %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}

func.func @ss_zero_sized(%t: tensor<0xf32>, %f: f32) -> tensor<0xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<0xf32>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

func.func @ss_i8_f16_index(%a: tensor<4xi8>, %b: tensor<4xf16>, %c: tensor<4xindex>, %i: index) -> (tensor<4xi8>, tensor<4xf16>, tensor<4xindex>) {
  %x = arith.constant 7 : i8
  %y = arith.constant 1.5 : f16
  %0 = tensor.insert %x into %a[%i] : tensor<4xi8>
  %1 = tensor.insert %y into %b[%i] : tensor<4xf16>
  %2 = tensor.insert %i into %c[%i] : tensor<4xindex>
  return %0, %1, %2 : tensor<4xi8>, tensor<4xf16>, tensor<4xindex>
}

func.func @ss_to_tensor_memory_space(%m: memref<4xf32, 1>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<4xf32, 1> to tensor<4xf32>
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}

func.func @ss_generic_scalar_input(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%f : f32) outs(%t : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @ss_broadcast_generic(%row: tensor<8xf32>, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%row : tensor<8xf32>) outs(%t : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @ss_i1_select_tensors(%c: i1, %a: tensor<2x2xi1>, %b: tensor<2x2xi1>) -> tensor<2x2xi1> {
  %0 = arith.select %c, %a, %b : tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

func.func @ss_unranked_cast_back(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @ss_forall_no_outputs(%t: tensor<16xf32>, %m: memref<16xf32>) {
  scf.forall (%i) in (16) {
    %v = tensor.extract %t[%i] : tensor<16xf32>
    memref.store %v, %m[%i] : memref<16xf32>
  }
  return
}

func.func @ss_static_dynamic_mix(%t: tensor<?x4xf32>, %n: index, %f: f32) -> tensor<?x4xf32> {
  %s = tensor.extract_slice %t[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<?x4xf32>) -> tensor<?x4xf32>
  %r = tensor.insert_slice %w into %t[0, 0] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
