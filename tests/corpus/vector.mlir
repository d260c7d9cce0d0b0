// vector dialect: transfers between vectors and memrefs or tensors (minor
// identity, permutation and broadcast maps, in_bounds, masks), vector.print
// in all its forms, broadcast, from_elements, extract and insert with static,
// dynamic and poison positions, and arith/math ops on vectors.

func.func @transfer_memref(%m: memref<?x?xf32>, %i: index, %j: index, %mask: vector<4xi1>) {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %j], %pad, %mask : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<2x4xf32>
  %5 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<3x4xf32>
  vector.transfer_write %0, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %1, %m[%i, %j] {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %2, %m[%i, %j], %mask : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %4, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_tensor(%t: tensor<8x8xi32>, %i: index) -> tensor<8x8xi32> {
  %pad = arith.constant -1 : i32
  %0 = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true, true]} : tensor<8x8xi32>, vector<2x4xi32>
  %1 = vector.transfer_write %0, %t[%i, %i] : vector<2x4xi32>, tensor<8x8xi32>
  %2 = vector.transfer_read %1[%i, %i], %pad : tensor<8x8xi32>, vector<i32>
  %3 = vector.transfer_write %2, %1[%i, %i] : vector<i32>, tensor<8x8xi32>
  return %3 : tensor<8x8xi32>
}

// -----

func.func @print(%v: vector<2x3xf64>, %s: i64, %x: index) {
  vector.print %v : vector<2x3xf64>
  vector.print %s : i64
  vector.print %x : index punctuation <comma>
  vector.print str "done\n"
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print
  return
}

// -----

func.func @values(%s: f32, %v: vector<4xf32>, %w: vector<1x4xf32>, %i: index) -> vector<2x4xf32> {
  %0 = vector.broadcast %s : f32 to vector<2x4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %w : vector<1x4xf32> to vector<2x4xf32>
  %3 = vector.broadcast %s : f32 to vector<f32>
  %4 = vector.from_elements %s, %s, %s, %s : vector<2x2xf32>
  %5 = vector.from_elements %s : vector<f32>
  %6 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %7 = vector.extract %0[%i] : vector<4xf32> from vector<2x4xf32>
  %8 = vector.extract %0[1, %i] : f32 from vector<2x4xf32>
  %9 = vector.extract %0[-1] : vector<4xf32> from vector<2x4xf32>
  %10 = vector.extract %5[] : f32 from vector<f32>
  %11 = vector.extract %0 [] : vector<2x4xf32> from vector<2x4xf32>
  %12 = vector.insert %s, %0 [0, 1] : f32 into vector<2x4xf32>
  %13 = vector.insert %v, %12 [%i] : vector<4xf32> into vector<2x4xf32>
  %14 = vector.insert %s, %13 [%i, 3] : f32 into vector<2x4xf32>
  return %14 : vector<2x4xf32>
}

// -----

func.func @elementwise(%a: vector<4xf32>, %b: vector<4xi32>, %c: vector<2x2xf64>) -> vector<4xf32> {
  %0 = arith.addf %a, %a : vector<4xf32>
  %1 = arith.mulf %0, %a fastmath<fast> : vector<4xf32>
  %2 = math.exp %1 : vector<4xf32>
  %3 = arith.addi %b, %b : vector<4xi32>
  %4 = arith.cmpf olt, %a, %2 : vector<4xf32>
  %5 = arith.select %4, %a, %2 : vector<4xi1>, vector<4xf32>
  %6 = arith.sitofp %3 : vector<4xi32> to vector<4xf32>
  %7 = arith.constant dense<1.5> : vector<4xf32>
  %8 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %9 = arith.cmpi slt, %3, %8 : vector<4xi32>
  %10 = math.sqrt %c : vector<2x2xf64>
  %11 = arith.maximumf %5, %7 : vector<4xf32>
  return %11 : vector<4xf32>
}
