// builtin dialect: implicit and explicit modules, named modules, module
// attributes, unrealized_conversion_cast.

func.func @implicit_module() {
  return
}

// -----

module {
  func.func @explicit_module() {
    return
  }
}

// -----

module @named {
}

// -----

module @named_with_attrs attributes {test.attr = "x", test.unit} {
  func.func @f() {
    return
  }
}

// -----

module attributes {foo.bar = 1 : i64} {
}

// -----

// Nested modules.
module @outer {
  module @inner {
    func.func private @decl()
  }
  func.func @g() {
    return
  }
}

// -----

func.func @casts(%arg0: i32, %arg1: tensor<4xf32>) -> (i64, memref<4xf32>) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %1 = builtin.unrealized_conversion_cast %arg1 : tensor<4xf32> to memref<4xf32>
  %2:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, tensor<4xf32> to i64, f32
  %3 = builtin.unrealized_conversion_cast to i8
  %4 = builtin.unrealized_conversion_cast %0 : i64 to i32
  return %0, %1 : i64, memref<4xf32>
}

// -----

// Empty module.
module {
}
