// func dialect: visibility, declarations, argument/result attributes,
// `attributes {...}`, calls (multi-result, no result, recursive, forward),
// returns.

func.func @public_fn(%a: i32, %b: f32) -> i32 {
  return %a : i32
}
func.func public @explicit_public(%a: i32) -> i32 {
  func.return %a : i32
}
func.func private @private_fn() {
  return
}
func.func nested @nested_fn() -> (i32, f64) {
  %c = arith.constant 1 : i32
  %d = arith.constant 2.0 : f64
  return %c, %d : i32, f64
}
func.func private @decl(i32, tensor<?xf32>) -> (i64, memref<4xf32>)
func.func private @decl_named(%x: index, %y: index) -> index
func.func private @decl_no_sig()
func.func nested @nested_decl(f16) -> f16
func.func private @returns_function() -> (() -> ())
func.func private @returns_functions() -> ((i32) -> (i32), i32)

// -----

func.func @arg_attrs(%a: tensor<4xf32> {bufferization.writable = true}, %b: memref<?xf32> {test.unit, test.value = 3 : i64}, %c: i32) -> (tensor<4xf32> {test.res}) {
  return %a : tensor<4xf32>
}
func.func private @decl_attrs(i32 {test.a = "x"}, f32) -> (i32, f32 {test.b})
func.func @with_attributes(%a: i32) -> i32 attributes {llvm.emit_c_interface, test.n = 4 : i32} {
  return %a : i32
}
func.func private @decl_with_attributes() -> i1 attributes {test.unit}
func.func @all(%a: i32 {test.x}) -> (i32 {test.y}) attributes {test.z} {
  return {test.w} %a : i32
}

// -----

func.func private @callee(i32, f32) -> (i32, f32)
func.func private @sink(tensor<?xf32>)
func.func private @nothing()
func.func @calls(%a: i32, %b: f32, %t: tensor<?xf32>) -> (i32, f32) {
  %0:2 = call @callee(%a, %b) : (i32, f32) -> (i32, f32)
  %1:2 = func.call @callee(%0#0, %0#1) {test.tag} : (i32, f32) -> (i32, f32)
  call @sink(%t) : (tensor<?xf32>) -> ()
  call @nothing() : () -> ()
  %2 = call @later(%a) {no_inline} : (i32) -> i32
  %3:2 = call @calls(%2, %1#1, %t) : (i32, f32, tensor<?xf32>) -> (i32, f32)
  return %1#0, %1#1 : i32, f32
}
func.func @later(%x: i32) -> i32 {
  return %x : i32
}

// -----

module @named attributes {test.module} {
  func.func @inner(%a: f32) -> f32 {
    %0 = func.call @inner(%a) : (f32) -> f32
    func.return %0 : f32
  }
}

// -----

func.func @multi_block(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %k = arith.constant 3 : i32
  return %k : i32
^bb2(%x: i32):
  return %x : i32
}

// -----

// Spellings that print differently: `-> ()`, a parenthesized single result,
// locations on arguments, `func.` prefixes inside a function.
func.func @spellings(%a: i32 loc("x.mlir":3:4), %b: f32) -> (i32) {
  func.call @empty_results() : () -> ()
  func.return %a : i32 loc("x.mlir":5:6)
}
func.func @empty_results() -> () {
  return
}
func.func private @empty_results_decl() -> ()
