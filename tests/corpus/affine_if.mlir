// affine.if with integer sets (aliases and inline; dims and symbols;
// equalities and inequalities; an empty constraint list), else regions and
// results; affine.parallel reductions; affine.if nested in affine.for and
// affine.parallel.

#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d0 == 0, d1 mod 4 <= 2)>
func.func @if_forms(%i: index, %j: index, %n: index, %m: memref<16xf32>) -> f32 {
  %c = arith.constant 1.0 : f32
  affine.if #set(%i, %j)[%n] {
    affine.store %c, %m[%i] : memref<16xf32>
  }
  affine.if affine_set<(d0) : ()>(%j) {
    affine.store %c, %m[%j] : memref<16xf32>
  } else {
    affine.store %c, %m[%i] : memref<16xf32>
  }
  %r = affine.if affine_set<(d0)[s0] : (d0 floordiv 2 >= s0)>(%i)[%n] -> f32 {
    affine.yield %c : f32
  } else {
    %z = affine.load %m[%i] : memref<16xf32>
    affine.yield %z : f32
  }
  return %r : f32
}

// -----

func.func @reductions(%m: memref<8x4xf32>, %k: memref<8xi64>) -> (f32, f32, i64) {
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (8, 4) reduce ("addf", "minimumf") -> (f32, f32) {
    %v = affine.load %m[%i, %j] : memref<8x4xf32>
    affine.yield %v, %v : f32, f32
  }
  %s = affine.parallel (%i) = (0) to (8) step (2) reduce ("ori") -> i64 {
    %v = affine.load %k[%i] : memref<8xi64>
    affine.yield %v : i64
  }
  return %r#0, %r#1, %s : f32, f32, i64
}

// -----

#band = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 + 3 - d0 >= 0)>
func.func @nested(%m: memref<8x8xf32>) {
  %c = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.parallel (%j) = (0) to (8) {
      affine.if #band(%i, %j) {
        affine.store %c, %m[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// -----

func.func @batch_reduce_matmul(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x5xf32>, %x: memref<3x2x2xi8>, %y: memref<3x2x4xi8>, %z: memref<2x4xi32>) -> tensor<3x5xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  linalg.batch_reduce_matmul ins(%x, %y : memref<3x2x2xi8>, memref<3x2x4xi8>) outs(%z : memref<2x4xi32>)
  return %r : tensor<3x5xf32>
}
