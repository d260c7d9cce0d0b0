// math verifier and custom-assembly errors, with mlir-opt's messages.

func.func @f(%a: i32) {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.exp"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sqrt' op requires a single operand}}
  %0 = "math.sqrt"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.powf' op expected 2 operands, but found 1}}
  %0 = "math.powf"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.tanh' op requires the same type for all operands and results}}
  %0 = "math.tanh"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'math.log' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.log"(%a) {fastmath = unit} : (f32) -> f32
  return
}

