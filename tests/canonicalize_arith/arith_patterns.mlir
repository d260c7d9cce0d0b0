// The arith canonicalization patterns (ArithCanonicalization.td and the
// C++ patterns of ArithOps.cpp).

func.func @addi_addi_constant(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %arg0, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  return %1 : i32
}

// -----

func.func @addi_subi_constants(%arg0: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.subi %arg0, %c5 : i32
  %1 = arith.addi %0, %c3 : i32
  %2 = arith.subi %c5, %arg0 : i32
  %3 = arith.addi %2, %c3 : i32
  return %1, %3 : i32, i32
}

// -----

func.func @addi_muli_negative_one(%a: i64, %b: i64) -> (i64, i64) {
  %cm1 = arith.constant -1 : i64
  %0 = arith.muli %b, %cm1 : i64
  %1 = arith.addi %a, %0 : i64
  %2 = arith.muli %a, %cm1 : i64
  %3 = arith.addi %2, %b : i64
  return %1, %3 : i64, i64
}

// -----

func.func @subi_constant_chains(%arg0: index) -> (index, index, index, index, index, index) {
  %c10 = arith.constant 10 : index
  %c4 = arith.constant 4 : index
  %add = arith.addi %arg0, %c4 : index
  %0 = arith.subi %add, %c10 : index
  %1 = arith.subi %c10, %add : index
  %sub = arith.subi %arg0, %c4 : index
  %2 = arith.subi %sub, %c10 : index
  %rsub = arith.subi %c4, %arg0 : index
  %3 = arith.subi %rsub, %c10 : index
  %4 = arith.subi %c10, %sub : index
  %5 = arith.subi %c10, %rsub : index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

func.func @subi_subi_lhs(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %0, %a : i32
  return %1 : i32
}

// -----

func.func @muli_muli_constant(%arg0: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %c5 = arith.constant 5 : i16
  %0 = arith.muli %arg0, %c3 : i16
  %1 = arith.muli %c5, %0 : i16
  return %1 : i16
}

// -----

func.func @xori_not_cmpi(%a: i32, %b: i32) -> (i1, i1) {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  %2 = arith.cmpi eq, %a, %b : i32
  %3 = arith.xori %true, %2 : i1
  return %1, %3 : i1, i1
}

// -----

func.func @bitwise_of_extensions(%a: i8, %b: i8) -> (i32, i32, i32, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  %3 = arith.ori %0, %1 : i32
  %4 = arith.xori %0, %1 : i32
  %5 = arith.extsi %a : i8 to i32
  %6 = arith.extsi %b : i8 to i32
  %7 = arith.andi %5, %6 : i32
  return %2, %3, %4, %7 : i32, i32, i32, i32
}

// -----

func.func @cmpi_of_extensions(%a: i8, %b: i8) -> (i1, i1, i1) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.cmpi eq, %0, %1 : i32
  %3 = arith.cmpi slt, %0, %1 : i32
  %4 = arith.extui %a : i8 to i64
  %5 = arith.extui %b : i8 to i64
  %6 = arith.cmpi ne, %4, %5 : i64
  return %2, %3, %6 : i1, i1, i1
}

// -----

func.func @select_patterns(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32, i32) {
  %true = arith.constant true
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  %2 = arith.select %c, %d, %0 : i32
  %not = arith.xori %c, %true : i1
  %3 = arith.select %not, %a, %b : i32
  return %1, %2, %3 : i32, i32, i32
}

// -----

func.func @select_i1_to_not(%c: i1) -> i1 {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %c, %false, %true : i1
  return %0 : i1
}

// -----

func.func @select_to_extui(%c: i1) -> (i32, i64) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %1 = arith.select %c, %z, %o : i64
  return %0, %1 : i32, i64
}

// -----

func.func @cast_chain_patterns(%arg0: i8, %arg1: i32, %arg2: i16) -> (i64, index, index, i32) {
  %0 = arith.extui %arg0 : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  %2 = arith.extsi %arg1 : i32 to i64
  %3 = arith.index_cast %2 : i64 to index
  %4 = arith.extui %arg1 : i32 to i64
  %5 = arith.index_castui %4 : i64 to index
  %6 = arith.bitcast %arg1 : i32 to f32
  %7 = arith.bitcast %6 : f32 to i32
  return %1, %3, %5, %7 : i64, index, index, i32
}

// -----

func.func @trunci_of_ext_pattern(%arg0: i8) -> (i16, i16) {
  %0 = arith.extsi %arg0 : i8 to i64
  %1 = arith.trunci %0 : i64 to i16
  %2 = arith.extui %arg0 : i8 to i32
  %3 = arith.trunci %2 : i32 to i16
  return %1, %3 : i16, i16
}

// -----

func.func @trunci_shrsi(%arg0: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %arg0, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}

// -----

func.func @truncf_of_int_to_fp(%arg0: i32, %arg1: i16) -> (f32, f16, f32) {
  %0 = arith.sitofp %arg0 : i32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.uitofp %arg1 : i16 to f32
  %3 = arith.truncf %2 : f32 to f16
  %4 = arith.truncf %0 downward : f64 to f32
  return %1, %3, %4 : f32, f16, f32
}

// -----

func.func @mulf_divf_of_negf(%a: f32, %b: f32) -> (f32, f32) {
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %0 = arith.mulf %na, %nb fastmath<fast> : f32
  %1 = arith.divf %na, %nb : f32
  return %0, %1 : f32, f32
}

// -----

func.func @cmpf_of_int_to_fp(%arg0: i8, %arg1: i16) -> (i1, i1, i1, i1, i1) {
  %c = arith.constant 3.5 : f32
  %big = arith.constant 1.0e+03 : f32
  %0 = arith.sitofp %arg0 : i8 to f32
  %1 = arith.cmpf olt, %0, %c : f32
  %2 = arith.cmpf oeq, %0, %c : f32
  %3 = arith.cmpf ogt, %0, %big : f32
  %4 = arith.uitofp %arg1 : i16 to f32
  %5 = arith.cmpf uge, %4, %c : f32
  %6 = arith.cmpf ord, %4, %c : f32
  return %1, %2, %3, %5, %6 : i1, i1, i1, i1, i1
}
