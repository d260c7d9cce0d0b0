// tensor.reshape of a computed tensor to a static 2-d shape, to a dynamic
// shape built with tensor.from_elements (i64 sizes), and back to 1-d after
// a write: bufferizes to memref.reshape of the same buffer (or of an
// identity-layout copy of a function argument).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @reshape_arg(%t: tensor<6xf32>, %s: tensor<2xindex>) -> tensor<3x2xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %e = tensor.empty() : tensor<6xf32>
  %v = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %e) -> (tensor<6xf32>) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %w = tensor.insert %f into %a[%i] : tensor<6xf32>
    scf.yield %w : tensor<6xf32>
  }
  %s23 = arith.constant dense<[2, 3]> : tensor<2xindex>
  %r = tensor.reshape %v(%s23) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  %ru = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %three = arith.constant 3 : i64
  %two = arith.constant 2 : i64
  %sd = tensor.from_elements %three, %two : tensor<2xi64>
  %d = tensor.reshape %v(%sd) : (tensor<6xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %ten = arith.constant 10.0 : f32
  %dw = tensor.insert %ten into %d[%c2, %c1] : tensor<?x?xf32>
  %du = tensor.cast %dw : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%du) : (tensor<*xf32>) -> ()
  %s6 = arith.constant dense<6> : tensor<1xindex>
  %flat = tensor.reshape %dw(%s6) : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<6xf32>
  %fu = tensor.cast %flat : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  %s32 = arith.constant dense<[3, 2]> : tensor<2xindex>
  %a = call @reshape_arg(%v, %s32) : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  %au = tensor.cast %a : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%au) : (tensor<*xf32>) -> ()
  return
}
