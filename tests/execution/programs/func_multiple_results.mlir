// Calls returning several results (scalars and tensors), results passed on
// to other calls, a function returning its argument unchanged, and
// recursion returning two values.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

func.func @split(%t: tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>, f32) {
  %a = tensor.extract_slice %t[0] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %b = tensor.extract_slice %t[3] [3] [1] : tensor<6xf32> to tensor<3xf32>
  %c5 = arith.constant 5 : index
  %last = tensor.extract %t[%c5] : tensor<6xf32>
  return %a, %b, %last : tensor<3xf32>, tensor<3xf32>, f32
}

func.func @add(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %r = linalg.map ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<3xf32>
}

func.func @identity(%t: tensor<3xf32>) -> tensor<3xf32> {
  return %t : tensor<3xf32>
}

func.func @fib(%n: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %base = arith.cmpi eq, %n, %c0 : i64
  %r:2 = scf.if %base -> (i64, i64) {
    scf.yield %c0, %c1 : i64, i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %a, %b = func.call @fib(%m) : (i64) -> (i64, i64)
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 10.0, 20.0, 30.0]> : tensor<6xf32>
  %a, %b, %last = call @split(%t) : (tensor<6xf32>) -> (tensor<3xf32>, tensor<3xf32>, f32)
  %s = call @add(%a, %b) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %i = call @identity(%s) : (tensor<3xf32>) -> tensor<3xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %last into %i[%c0] : tensor<3xf32>
  %u = tensor.cast %w : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %su = tensor.cast %s : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %n = arith.constant 40 : i64
  %f0, %f1 = call @fib(%n) : (i64) -> (i64, i64)
  call @printI64(%f0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%f1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
