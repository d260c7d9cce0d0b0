// arith.select choosing between two whole tensors with a scalar condition,
// element-wise select through linalg.map on an i1 mask, and i1 tensors.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @choose(%c: i1, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %r = arith.select %c, %a, %b : tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @masked(%m: tensor<5xi1>, %a: tensor<5xi64>, %b: tensor<5xi64>) -> (tensor<5xi64>, tensor<5xi64>) {
  %e = tensor.empty() : tensor<5xi64>
  %r = linalg.map ins(%m, %a, %b : tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) outs(%e : tensor<5xi64>)
    (%c: i1, %x: i64, %y: i64, %o: i64) {
      %s = arith.select %c, %x, %y : i64
      linalg.yield %s : i64
    }
  %e2 = tensor.empty() : tensor<5xi64>
  %bits = linalg.map ins(%m : tensor<5xi1>) outs(%e2 : tensor<5xi64>)
    (%c: i1, %o: i64) {
      %w = arith.extui %c : i1 to i64
      linalg.yield %w : i64
    }
  return %r, %bits : tensor<5xi64>, tensor<5xi64>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<[-1.0, -2.0, -3.0]> : tensor<3xf32>
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @choose(%t, %a, %b) : (i1, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %r2 = call @choose(%f, %a, %b) : (i1, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %u1 = tensor.cast %r1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r2 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %m = arith.constant dense<[true, false, false, true, true]> : tensor<5xi1>
  %x = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi64>
  %y = arith.constant dense<[-1, -2, -3, -4, -5]> : tensor<5xi64>
  %r, %bits = call @masked(%m, %x, %y) : (tensor<5xi1>, tensor<5xi64>, tensor<5xi64>) -> (tensor<5xi64>, tensor<5xi64>)
  %ru = tensor.cast %r : tensor<5xi64> to tensor<*xi64>
  call @printMemrefI64(%ru) : (tensor<*xi64>) -> ()
  %bu = tensor.cast %bits : tensor<5xi64> to tensor<*xi64>
  call @printMemrefI64(%bu) : (tensor<*xi64>) -> ()
  return
}
