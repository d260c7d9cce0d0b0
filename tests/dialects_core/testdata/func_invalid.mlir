// func verifier and custom-assembly errors, with mlir-opt's messages.

func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f}}
  return %a : f32
}

// -----

func.func @f() {
  "test.region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @g(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = call @g(%a) : (f32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+2 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+1 {{op result types: 'f32'}}
  %0 = call @g(%a) : (i32) -> f32
  // expected-note @-1 {{function result types: 'i32'}}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  "func.call"(%a) : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')}}
"func.func"() <{function_type = (f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (f32) -> (), sym_name = "f", arg_attrs = [{}, {}]}> ({
^bb0(%a: f32):
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() <{function_type = () -> (), sym_name = "f", res_attrs = [{}]}> ({
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @f(%a: i32 {nodialect}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
  func.return
}) : () -> ()

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f() attributes {sym_visibility = "private"} {
  return
}

// -----

// expected-error @+1 {{expected non-empty function body}}
func.func @f() {
}

// -----

// expected-error @+1 {{expected SSA identifier}}
func.func private @f(%a: i32, i32)

// -----

// expected-error @+1 {{expected type instead of SSA identifier}}
func.func private @f(i32, %a: i32)
