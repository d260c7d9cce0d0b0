// arith ops in custom form: every op, the overflow and fast-math flags, the
// rounding modes, extra attributes, tensors and unranked tensors.

func.func @int_ops(%a: i32, %b: i32, %i: index, %j: index, %x: i64) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b overflow<nsw> : i32
  %2 = arith.muli %a, %b overflow<nuw> : i32
  %3 = arith.shli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.addi %i, %j overflow<nuw, nsw> : index
  %5 = arith.divsi %a, %b : i32
  %6 = arith.divui %a, %b : i32
  %7 = arith.ceildivsi %a, %b : i32
  %8 = arith.ceildivui %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remsi %a, %b : i32
  %11 = arith.remui %a, %b : i32
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shrsi %a, %b : i32
  %16 = arith.shrui %a, %b : i32
  %17 = arith.minsi %a, %b : i32
  %18 = arith.maxsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  %20 = arith.maxui %a, %b : i32
  %21 = arith.addi %a, %b overflow<none> : i32
  %22 = arith.muli %x, %x {tag = "t"} : i64
  %23 = arith.subi %a, %b overflow<nsw> {tag} : i32
  %24 = "arith.addi"(%a, %b) {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @float_ops(%a: f32, %b: f32, %c: f64, %h: f16, %g: bf16) {
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
  %10 = arith.addf %c, %c fastmath<fast> : f64
  %11 = arith.mulf %h, %h fastmath<ninf,nnan> : f16
  %12 = arith.subf %g, %g fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : bf16
  %13 = arith.divf %a, %b fastmath<none> : f32
  %14 = arith.negf %c fastmath<nsz,arcp> : f64
  %15 = arith.maximumf %a, %b fastmath<contract> {tag} : f32
  %16 = arith.remf %a, %b {tag = 1 : i32} : f32
  %17 = arith.addf %a, %b fastmath<fast,nnan> : f32
  return
}

// -----

func.func @cmp(%a: i32, %b: i32, %f: f32, %g: f32, %i: index) -> (i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %i, %i : index
  %10 = arith.cmpi "sgt", %a, %b {tag} : i32
  %11 = arith.cmpf false, %f, %g : f32
  %12 = arith.cmpf oeq, %f, %g : f32
  %13 = arith.cmpf ogt, %f, %g : f32
  %14 = arith.cmpf oge, %f, %g : f32
  %15 = arith.cmpf olt, %f, %g : f32
  %16 = arith.cmpf ole, %f, %g : f32
  %17 = arith.cmpf one, %f, %g : f32
  %18 = arith.cmpf ord, %f, %g : f32
  %19 = arith.cmpf ueq, %f, %g : f32
  %20 = arith.cmpf ugt, %f, %g : f32
  %21 = arith.cmpf uge, %f, %g : f32
  %22 = arith.cmpf ult, %f, %g : f32
  %23 = arith.cmpf ule, %f, %g : f32
  %24 = arith.cmpf une, %f, %g : f32
  %25 = arith.cmpf uno, %f, %g : f32
  %26 = arith.cmpf true, %f, %g fastmath<nnan> {tag} : f32
  return %0, %26 : i1, i1
}

// -----

func.func @select(%c: i1, %a: i32, %b: i32, %t: tensor<4xf32>, %tc: tensor<4xi1>, %u: tensor<*xf32>, %uc: tensor<*xi1>, %m: memref<?xf32>) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %t, %t : tensor<4xf32>
  %2 = arith.select %tc, %t, %t : tensor<4xi1>, tensor<4xf32>
  %3 = arith.select %uc, %u, %u {tag} : tensor<*xi1>, tensor<*xf32>
  %4 = arith.select %c, %m, %m : memref<?xf32>
  return %0 : i32
}

// -----

func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -7 : index
  %2 = arith.constant 42 : i32
  %3 = arith.constant -1 : i64
  %4 = arith.constant 255 : i8
  %5 = arith.constant true
  %6 = arith.constant false
  %7 = arith.constant 0 : i1
  %8 = arith.constant 1.5 : f32
  %9 = arith.constant -0.25 : f64
  %10 = arith.constant 2.0 : f16
  %11 = arith.constant 3.0 : bf16
  %12 = arith.constant dense<1.0> : tensor<2x2xf32>
  %13 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %14 = arith.constant dense<[true, false]> : tensor<2xi1>
  %15 = arith.constant {tag} 3 : i16
  %16 = arith.constant 9
  %17 = arith.constant 0.5
  %18 = arith.constant 0 : i32
  %19 = arith.constant 0 : i32
  %20 = arith.constant 7 : index
  return
}

// -----

func.func @tensor_elementwise(%a: tensor<4x?xi32>, %f: tensor<*xf32>, %g: tensor<2xf64>) {
  %0 = arith.addi %a, %a overflow<nsw> : tensor<4x?xi32>
  %1 = arith.cmpi slt, %a, %a : tensor<4x?xi32>
  %2 = arith.mulf %f, %f fastmath<fast> : tensor<*xf32>
  %3 = arith.cmpf oge, %f, %f : tensor<*xf32>
  %4 = arith.negf %g : tensor<2xf64>
  %5 = arith.maxsi %a, %a : tensor<4x?xi32>
  return
}

// -----

func.func @casts(%i: index, %a: i32, %l: i64, %b: i8, %f: f32, %d: f64, %h: f16, %bool: i1) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %b : i8 to i32
  %2 = arith.extui %bool : i1 to i8
  %3 = arith.trunci %l : i64 to i32
  %4 = arith.trunci %l overflow<nsw> : i64 to i8
  %5 = arith.trunci %a overflow<nuw, nsw> {tag} : i32 to i16
  %6 = arith.extf %f : f32 to f64
  %7 = arith.extf %h fastmath<fast> : f16 to f32
  %8 = arith.extf %f fastmath<none> : f32 to f64
  %9 = arith.truncf %d : f64 to f32
  %10 = arith.truncf %d to_nearest_even : f64 to f32
  %11 = arith.truncf %d downward : f64 to f16
  %12 = arith.truncf %d upward fastmath<nnan> : f64 to f32
  %13 = arith.truncf %d toward_zero : f64 to f32
  %14 = arith.truncf %f to_nearest_away {tag} : f32 to f16
  %15 = arith.truncf %d fastmath<contract> : f64 to f32
  %16 = arith.sitofp %a : i32 to f32
  %17 = arith.uitofp %l : i64 to f64
  %18 = arith.fptosi %f : f32 to i32
  %19 = arith.fptoui %d : f64 to i8
  %20 = arith.index_cast %i : index to i32
  %21 = arith.index_cast %a : i32 to index
  %22 = arith.index_castui %i : index to i64
  %23 = arith.index_castui %bool : i1 to index
  %24 = arith.bitcast %f : f32 to i32
  %25 = arith.bitcast %l : i64 to f64
  %26 = arith.bitcast %h : f16 to i16
  return
}

// -----

func.func @shaped_casts(%t: tensor<4xi32>, %u: tensor<?x2xf32>, %m: memref<4xi32>, %n: memref<?xf32>) {
  %0 = arith.sitofp %t : tensor<4xi32> to tensor<4xf32>
  %1 = arith.extf %u : tensor<?x2xf32> to tensor<?x2xf64>
  %2 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %3 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %4 = arith.bitcast %n : memref<?xf32> to memref<?xi32>
  %5 = arith.fptoui %u : tensor<?x2xf32> to tensor<?x2xi16>
  return
}
