// cf verifier and custom-assembly errors, with mlir-opt's messages.

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%a)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %a weights([1, 2, 3]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"(%a)[^bb1, ^bb1] : (i1) -> ()
^bb1(%x: i1):
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %a, ^bb1(%a : i1), ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %a, ^bb1, ^bb2(%a : i1)
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #2, but target block has 0}}
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1(%a : i32)
  ]
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42]> : tensor<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[42, 43]> : tensor<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (0) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%a, %a)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<[42]> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_values = dense<[42]> : tensor<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%a)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %a : index, [
    default: ^bb1
  ]
^bb1:
  return
}
