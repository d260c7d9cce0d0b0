// Integer linalg: i32 matmul with wrapping accumulation, linalg.fill with an
// i64 value, element-wise integer add/sub/mul through linalg.map
// sharing one init tensor.
func.func private @printMemrefI32(tensor<*xi32> {bufferization.access = "read"})

func.func @mm(%a: tensor<2x3xi32>, %b: tensor<3x2xi32>) -> tensor<2x2xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x2xi32>
  %i = linalg.fill ins(%z : i32) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xi32>, tensor<3x2xi32>) outs(%i : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

func.func @elementwise(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>) {
  %e = tensor.empty() : tensor<2x2xi32>
  %s = linalg.map ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%e : tensor<2x2xi32>)
    (%x: i32, %y: i32, %o: i32) {
      %r = arith.addi %x, %y : i32
      linalg.yield %r : i32
    }
  %d = linalg.map ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%e : tensor<2x2xi32>)
    (%x: i32, %y: i32, %o: i32) {
      %r = arith.subi %x, %y : i32
      linalg.yield %r : i32
    }
  %m = linalg.map ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%e : tensor<2x2xi32>)
    (%x: i32, %y: i32, %o: i32) {
      %r = arith.muli %x, %y : i32
      linalg.yield %r : i32
    }
  return %s, %d, %m : tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>
}

func.func @main() {
  %a = arith.constant dense<[[100000, 2, 3], [-4, 5, 65536]]> : tensor<2x3xi32>
  %b = arith.constant dense<[[30000, 1], [7, -8], [65536, 2]]> : tensor<3x2xi32>
  %r = call @mm(%a, %b) : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  %ru = tensor.cast %r : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%ru) : (tensor<*xi32>) -> ()
  %c = arith.constant dense<[[1, -2], [3, 7]]> : tensor<2x2xi32>
  %s, %d, %m = call @elementwise(%r, %c) : (tensor<2x2xi32>, tensor<2x2xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi32>)
  %su = tensor.cast %s : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%su) : (tensor<*xi32>) -> ()
  %du = tensor.cast %d : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%du) : (tensor<*xi32>) -> ()
  %mu = tensor.cast %m : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%mu) : (tensor<*xi32>) -> ()
  return
}
