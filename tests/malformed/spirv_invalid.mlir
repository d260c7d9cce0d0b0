// What is wrong: spirv.Return outside a function, with a result or an
// operand, and spirv.ReturnValue of a memref (not a SPIR-V value type).
module {
  "test.region"() ({
    // expected-error @+1 {{'spirv.Return' op failed to verify that op must appear in a function-like op's block}}
    spirv.Return
  }) : () -> ()
}

// -----

func.func @result(%a: i32) {
  // expected-error @+1 {{'spirv.Return' op requires zero results}}
  %0 = "spirv.Return"(%a) : (i32) -> i1
}

// -----

func.func @operand(%a: i32) {
  // expected-error @+1 {{'spirv.Return' op requires zero operands}}
  "spirv.Return"(%a) : (i32) -> ()
}

// -----

func.func @memref_value(%m: memref<4xi32>) {
  // expected-error @+1 {{'spirv.ReturnValue' op operand #0 must be void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type, but got 'memref<4xi32>'}}
  "spirv.ReturnValue"(%m) : (memref<4xi32>) -> ()
}
