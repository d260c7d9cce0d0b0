// func dialect: func.func (public, private, nested visibility, declarations,
// argument/result attributes, function attributes, multiple results),
// func.call, func.call_indirect-free calls, func.return.

func.func @public_fn(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func private @private_fn(%arg0: f32) -> f32 {
  func.return %arg0 : f32
}

func.func nested @nested_fn() {
  return
}

func.func private @external_decl(i32, f32) -> (i64, f64)

func.func private @external_named_args(%a: i32, %b: memref<?xf32>)

func.func private @no_args_no_results()

// -----

func.func @arg_attrs(%arg0: tensor<4xf32> {bufferization.writable = true},
                     %arg1: tensor<4xf32> {bufferization.writable = false, test.other = 3 : i64},
                     %arg2: memref<?xf32> {test.unit}) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

func.func private @result_attrs(%arg0: i32) -> (i32 {test.res = "a"}, f32 {test.unit})

func.func private @decl_arg_attrs(i32 {test.a}, f32)

func.func @single_result_attr(%arg0: i32) -> (i32 {test.r = 1 : i32}) {
  return %arg0 : i32
}

// -----

func.func @fn_attributes(%arg0: i32) attributes {llvm.emit_c_interface, test.str = "s"} {
  return
}

func.func private @decl_fn_attributes() attributes {test.unit}

// -----

func.func private @callee(i32, f32) -> (i32, f32)
func.func private @callee0()
func.func private @callee1(tensor<?xf32>) -> tensor<?xf32>

func.func @caller(%arg0: i32, %arg1: f32, %arg2: tensor<?xf32>) -> (i32, f32) {
  %0:2 = func.call @callee(%arg0, %arg1) : (i32, f32) -> (i32, f32)
  %1:2 = call @callee(%0#0, %0#1) : (i32, f32) -> (i32, f32)
  call @callee0() : () -> ()
  %2 = call @callee1(%arg2) {test.attr} : (tensor<?xf32>) -> tensor<?xf32>
  return %1#0, %1#1 : i32, f32
}

// -----

// Recursion and calls to functions defined later.
func.func @recursive(%arg0: index) -> index {
  %0 = call @recursive(%arg0) : (index) -> index
  %1 = call @defined_later(%0) : (index) -> index
  return %1 : index
}

func.func @defined_later(%arg0: index) -> index {
  return %arg0 : index
}

// -----

// Multiple results and function types as values.
func.func @multi(%a: i1, %b: i8, %c: i16) -> (i1, i8, i16) {
  return %a, %b, %c : i1, i8, i16
}

func.func @no_results_many_args(%a: index, %b: f16, %c: f64, %d: tensor<*xf32>, %e: memref<*xf32>) {
  return
}
