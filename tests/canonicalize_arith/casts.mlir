// Folds of the cast ops: constants converted, cast chains collapsed.

func.func @int_ext_trunc_constants() -> (i32, i32, i8, i16) {
  %c-1 = arith.constant -1 : i8
  %0 = arith.extui %c-1 : i8 to i32
  %1 = arith.extsi %c-1 : i8 to i32
  %c300 = arith.constant 300 : i32
  %2 = arith.trunci %c300 : i32 to i8
  %true = arith.constant true
  %3 = arith.extsi %true : i1 to i16
  return %0, %1, %2, %3 : i32, i32, i8, i16
}

// -----

func.func @trunc_of_ext(%arg0: i8, %arg1: i32) -> (i8, i16, i32) {
  %0 = arith.extsi %arg0 : i8 to i32
  %1 = arith.trunci %0 : i32 to i8
  %2 = arith.extui %arg1 : i32 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.extui %arg0 : i8 to i64
  %5 = arith.trunci %4 : i64 to i32
  return %1, %3, %5 : i8, i16, i32
}

// -----

func.func @ext_of_ext(%arg0: i8) -> (i64, i64) {
  %0 = arith.extui %arg0 : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %2 = arith.extsi %arg0 : i8 to i16
  %3 = arith.extsi %2 : i16 to i64
  return %1, %3 : i64, i64
}

// -----

func.func @trunc_of_trunc(%arg0: i64) -> i8 {
  %0 = arith.trunci %arg0 : i64 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}

// -----

func.func @index_cast_constants() -> (index, i8, index, i32) {
  %c-1 = arith.constant -1 : i32
  %0 = arith.index_cast %c-1 : i32 to index
  %c300 = arith.constant 300 : index
  %1 = arith.index_cast %c300 : index to i8
  %2 = arith.index_castui %c-1 : i32 to index
  %c-2 = arith.constant -2 : index
  %3 = arith.index_castui %c-2 : index to i32
  return %0, %1, %2, %3 : index, i8, index, i32
}

// -----

func.func @index_cast_round_trip(%arg0: index, %arg1: i64, %arg2: index) -> (index, index, i64) {
  %0 = arith.index_cast %arg0 : index to i64
  %1 = arith.index_cast %0 : i64 to index
  %2 = arith.index_cast %arg2 : index to i32
  %3 = arith.index_cast %2 : i32 to index
  %4 = arith.index_castui %arg1 : i64 to index
  %5 = arith.index_castui %4 : index to i64
  return %1, %3, %5 : index, index, i64
}

// -----

func.func @int_to_float_constants() -> (f32, f32, f64, f16) {
  %c-3 = arith.constant -3 : i32
  %0 = arith.sitofp %c-3 : i32 to f32
  %1 = arith.uitofp %c-3 : i32 to f32
  %c16777217 = arith.constant 16777217 : i32
  %2 = arith.sitofp %c16777217 : i32 to f64
  %c2049 = arith.constant 2049 : i32
  %3 = arith.sitofp %c2049 : i32 to f16
  return %0, %1, %2, %3 : f32, f32, f64, f16
}

// -----

func.func @float_to_int_constants() -> (i32, i32, i8, i8, i32) {
  %a = arith.constant -3.75 : f32
  %0 = arith.fptosi %a : f32 to i32
  %b = arith.constant 3.75 : f64
  %1 = arith.fptoui %b : f64 to i32
  %big = arith.constant 300.0 : f32
  %2 = arith.fptosi %big : f32 to i8
  %3 = arith.fptoui %a : f32 to i8
  %4 = arith.fptoui %b : f64 to i32
  return %0, %1, %2, %3, %4 : i32, i32, i8, i8, i32
}

// -----

func.func @float_ext_trunc_constants() -> (f64, f32, f16, f32) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %b = arith.constant 0.1 : f64
  %1 = arith.truncf %b : f64 to f32
  %c = arith.constant 0.5 : f32
  %2 = arith.truncf %c : f32 to f16
  %d = arith.constant 0.25 : f64
  %3 = arith.truncf %d : f64 to f32
  return %0, %1, %2, %3 : f64, f32, f16, f32
}

// -----

func.func @truncf_of_extf(%arg0: f16, %arg1: f32) -> (f16, f16) {
  %0 = arith.extf %arg0 : f16 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.extf %arg1 : f32 to f64
  %3 = arith.truncf %2 : f64 to f16
  return %1, %3 : f16, f16
}

// -----

func.func @extf_of_truncf(%arg0: f32) -> (f32, f32) {
  %0 = arith.truncf %arg0 fastmath<contract> : f32 to f16
  %1 = arith.extf %0 fastmath<contract> : f16 to f32
  %2 = arith.truncf %arg0 : f32 to f16
  %3 = arith.extf %2 : f16 to f32
  return %1, %3 : f32, f32
}

// -----

func.func @bitcast_constants() -> (f32, i32, i64, i16) {
  %c = arith.constant 1065353216 : i32
  %0 = arith.bitcast %c : i32 to f32
  %f = arith.constant -2.0 : f32
  %1 = arith.bitcast %f : f32 to i32
  %d = arith.constant 1.0 : f64
  %2 = arith.bitcast %d : f64 to i64
  %h = arith.constant 1.5 : f16
  %3 = arith.bitcast %h : f16 to i16
  return %0, %1, %2, %3 : f32, i32, i64, i16
}

// -----

func.func @bitcast_of_bitcast(%arg0: i32) -> (i32, f32) {
  %0 = arith.bitcast %arg0 : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  return %1, %0 : i32, f32
}

// -----

func.func @tensor_cast_constants() -> (tensor<2xi64>, tensor<3xf32>) {
  %a = arith.constant dense<[-1, 2]> : tensor<2xi32>
  %0 = arith.extsi %a : tensor<2xi32> to tensor<2xi64>
  %b = arith.constant dense<7> : tensor<3xi32>
  %1 = arith.sitofp %b : tensor<3xi32> to tensor<3xf32>
  return %0, %1 : tensor<2xi64>, tensor<3xf32>
}
