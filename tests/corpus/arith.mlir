// arith dialect: constants (scalar int/float/index/bool, negative, hex float,
// dense splat/full tensors), integer and float binary ops,
// overflow flags and fastmath flags, min/max, comparisons with every
// predicate, select, bitwise ops, and casts.

func.func @constants() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_0 = arith.constant 0 : index
  %c42_i32 = arith.constant 42 : i32
  %cm1 = arith.constant -1 : i32
  %cm1_idx = arith.constant -1 : index
  %c7_i64 = arith.constant 7 : i64
  %c255_i8 = arith.constant 255 : i8
  %cneg_i8 = arith.constant -128 : i8
  %c3_i16 = arith.constant 3 : i16
  %t = arith.constant true
  %f = arith.constant false
  %t2 = arith.constant 1 : i1
  %f32 = arith.constant 1.0 : f32
  %f32b = arith.constant 1.5 : f32
  %f32n = arith.constant -2.5e-3 : f32
  %f64 = arith.constant 3.14159 : f64
  %f16 = arith.constant 0.5 : f16
  %zero = arith.constant 0.0 : f32
  %negzero = arith.constant -0.0 : f32
  %hex = arith.constant 0x7FC00000 : f32
  %hexinf = arith.constant 0x7F800000 : f32
  %hexninf = arith.constant 0xFF800000 : f32
  %hex64 = arith.constant 0x3FF0000000000000 : f64
  %big = arith.constant 1.0e+30 : f32
  %small = arith.constant 1.0e-30 : f64
  %third = arith.constant 0.333333343 : f32
  %i1e10 = arith.constant 10000000000 : i64
  return
}

// -----

func.func @dense_constants() {
  %0 = arith.constant dense<0.0> : tensor<4xf32>
  %1 = arith.constant dense<1> : tensor<2x3xi32>
  %2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %3 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %4 = arith.constant dense<true> : tensor<8xi1>
  %5 = arith.constant dense<[true, false]> : tensor<2xi1>
  %6 = arith.constant dense<5> : tensor<index>
  %7 = arith.constant dense<[1, 2, 3]> : tensor<3xindex>
  %10 = arith.constant dense<2.0> : tensor<2x3x4xf64>
  %11 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %12 = arith.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %13 = arith.constant dense<[-1, -2]> : tensor<2xi8>
  %14 = arith.constant dense<[[7, 7], [7, 7]]> : tensor<2x2xi32>
  %15 = arith.constant dense<> : tensor<0xf32>
  %16 = arith.constant dense<0.5> : tensor<f16>
  return
}

// -----

func.func @int_binary(%a: i32, %b: i32, %i: index, %j: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.ceildivsi %a, %b : i32
  %8 = arith.floordivsi %a, %b : i32
  %9 = arith.addi %a, %b overflow<nsw> : i32
  %10 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %11 = arith.muli %i, %j overflow<nuw> : index
  %12 = arith.subi %i, %j : index
  %13 = arith.minsi %a, %b : i32
  %14 = arith.maxsi %a, %b : i32
  %15 = arith.minui %a, %b : i32
  %16 = arith.maxui %a, %b : i32
  %17 = arith.andi %a, %b : i32
  %18 = arith.ori %a, %b : i32
  %19 = arith.xori %a, %b : i32
  %20 = arith.shli %a, %b : i32
  %21 = arith.shrsi %a, %b : i32
  %22 = arith.shrui %a, %b : i32
  %23 = arith.ceildivui %a, %b : i32
  return
}

// -----

func.func @float_binary(%a: f32, %b: f32, %c: f64) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %a, %b : f32
  %5 = arith.negf %a : f32
  %6 = arith.minimumf %a, %b : f32
  %7 = arith.maximumf %a, %b : f32
  %8 = arith.minnumf %a, %b : f32
  %9 = arith.maxnumf %a, %b : f32
  %10 = arith.addf %a, %b fastmath<fast> : f32
  %11 = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  %12 = arith.negf %c fastmath<contract> : f64
  %13 = arith.addf %c, %c : f64
  return
}

// -----

func.func @tensor_elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %x: tensor<?xi32>, %y: tensor<?xi32>) {
  %0 = arith.addf %a, %b : tensor<4xf32>
  %1 = arith.muli %x, %y : tensor<?xi32>
  %2 = arith.cmpf olt, %a, %b : tensor<4xf32>
  %3 = arith.select %2, %a, %b : tensor<4xi1>, tensor<4xf32>
  return
}

// -----

func.func @cmpi(%a: i32, %b: i32, %i: index) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi slt, %i, %i : index
  %11 = arith.cmpi "eq", %a, %b : i32
  return
}

// -----

func.func @cmpf(%a: f32, %b: f32) {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  %16 = arith.cmpf olt, %a, %b fastmath<nnan> : f32
  return
}

// -----

func.func @select(%c: i1, %a: i32, %b: i32, %m: memref<?xf32>, %n: memref<?xf32>, %t: tensor<4xf32>) -> (i32, memref<?xf32>, tensor<4xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %m, %n : memref<?xf32>
  %2 = arith.select %c, %t, %t : tensor<4xf32>
  return %0, %1, %2 : i32, memref<?xf32>, tensor<4xf32>
}

// -----

func.func @bool_ops(%a: i1, %b: i1) -> i1 {
  %true = arith.constant true
  %0 = arith.xori %a, %true : i1
  %1 = arith.andi %0, %b : i1
  %2 = arith.ori %1, %a : i1
  return %2 : i1
}

// -----

func.func @casts(%i: index, %a: i32, %f: f32, %h: f16, %d: f64, %b: i8, %l: i64) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.sitofp %a : i32 to f32
  %4 = arith.uitofp %a : i32 to f32
  %5 = arith.fptosi %f : f32 to i32
  %6 = arith.fptoui %f : f32 to i64
  %7 = arith.extf %f : f32 to f64
  %8 = arith.extf %h : f16 to f32
  %9 = arith.truncf %d : f64 to f32
  %10 = arith.truncf %f : f32 to f16
  %11 = arith.extsi %b : i8 to i32
  %12 = arith.extui %b : i8 to i64
  %13 = arith.trunci %l : i64 to i32
  %14 = arith.trunci %a : i32 to i8
  %15 = arith.bitcast %f : f32 to i32
  %16 = arith.sitofp %l : i64 to f64
  %17 = arith.truncf %d fastmath<contract> : f64 to f32
  %18 = arith.index_cast %l : i64 to index
  return
}

// -----

func.func @tensor_casts(%t: tensor<4xi32>, %u: tensor<?xf32>) {
  %0 = arith.sitofp %t : tensor<4xi32> to tensor<4xf32>
  %1 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %2 = arith.extf %u : tensor<?xf32> to tensor<?xf64>
  return
}

// -----

// Constant naming: uses of constants in one function.
func.func @constant_names() -> (index, index, i32, i32, i64, f32, f32, i1, i1) {
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  %c = arith.constant -1 : i32
  %d = arith.constant -1 : i32
  %e = arith.constant 100 : i64
  %f = arith.constant 2.0 : f32
  %g = arith.constant 2.0 : f32
  %h = arith.constant true
  %i = arith.constant false
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : index, index, i32, i32, i64, f32, f32, i1, i1
}

// -----

// Float printing edge cases: %.6e-style when it round-trips, shortest
// round-trip decimal otherwise, hex when neither works (or inf/nan).
func.func @float_printing() {
  %0 = arith.constant 0.1 : f64
  %1 = arith.constant 0.1 : f32
  %2 = arith.constant 0.33333333333333331 : f64
  %3 = arith.constant 123456789.0 : f64
  %4 = arith.constant 1.23456789e-20 : f64
  %5 = arith.constant 1.23456789e+20 : f64
  %6 = arith.constant 1234567.0 : f32
  %7 = arith.constant 100.0 : f16
  %8 = arith.constant 0.1 : f16
  %9 = arith.constant 1.0e+100 : f64
  %10 = arith.constant 0.0001234567 : f64
  %11 = arith.constant 0x0000000000000001 : f64
  %12 = arith.constant 0xFFC00000 : f32
  %14 = arith.constant 4294967296.0 : f64
  %15 = arith.constant 1234567.1 : f64
  %16 = arith.constant 99999.99 : f32
  %17 = arith.constant 0x7FF0000000000000 : f64
  %18 = arith.constant 1.0e-45 : f32
  %19 = arith.constant 65504.0 : f16
  return
}
