// arith verifier and custom-assembly errors, with mlir-opt's messages.

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.subi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.subi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.mulf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.mulf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = "arith.addf"(%a, %a) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.andi' op requires one result}}
  %0:2 = "arith.andi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi lt, %a, %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf eq, %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op requires attribute 'predicate'}}
  %0 = "arith.cmpf"(%a, %a) : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 2 : i64} : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi1>
  return
}

// -----

func.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%c: i32, %a: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%c: tensor<?xi1>, %a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (tensor<?xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = 5 : si32} : () -> si32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "str"
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = arith.constant [1, 2]
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i32
  return
}

// -----

func.func @f(%a: bf16) {
  // expected-error @+1 {{'arith.extf' op operand type 'bf16' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : bf16 to f16
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = arith.bitcast %a : f32 to i64
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extsi"(%a) : (index) -> i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.sitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = "arith.bitcast"(%a) : (index) -> i64
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.sitofp"(%a) : (tensor<4xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op requires a single operand}}
  %0 = "arith.fptosi"(%a, %a) : (f32, f32) -> i32
  return
}
