// Float arithmetic in f32 and f64: add/sub/mul/div/rem/neg, the four min/max
// flavours with NaN, and division by zero.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})

func.func @f32ops(%a: f32, %b: f32) -> tensor<10xf32> {
  %add = arith.addf %a, %b : f32
  %sub = arith.subf %a, %b : f32
  %mul = arith.mulf %a, %b : f32
  %div = arith.divf %a, %b : f32
  %rem = arith.remf %a, %b : f32
  %neg = arith.negf %a : f32
  %max = arith.maximumf %a, %b : f32
  %min = arith.minimumf %a, %b : f32
  %maxn = arith.maxnumf %a, %b : f32
  %minn = arith.minnumf %a, %b : f32
  %t = tensor.from_elements %add, %sub, %mul, %div, %rem, %neg, %max, %min, %maxn, %minn : tensor<10xf32>
  return %t : tensor<10xf32>
}

func.func @f64ops(%a: f64, %b: f64) -> tensor<5xf64> {
  %add = arith.addf %a, %b : f64
  %mul = arith.mulf %a, %b : f64
  %div = arith.divf %a, %b : f64
  %rem = arith.remf %a, %b : f64
  %neg = arith.negf %b : f64
  %t = tensor.from_elements %add, %mul, %div, %rem, %neg : tensor<5xf64>
  return %t : tensor<5xf64>
}

func.func @show(%a: f32, %b: f32) {
  %t = call @f32ops(%a, %b) : (f32, f32) -> tensor<10xf32>
  %u = tensor.cast %t : tensor<10xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %a = arith.constant 7.5 : f32
  %b = arith.constant -2.0 : f32
  %z = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  call @show(%a, %b) : (f32, f32) -> ()
  call @show(%a, %z) : (f32, f32) -> ()
  call @show(%a, %nan) : (f32, f32) -> ()
  %c = arith.constant 1.0e100 : f64
  %d = arith.constant 3.0 : f64
  %t = call @f64ops(%c, %d) : (f64, f64) -> tensor<5xf64>
  %u = tensor.cast %t : tensor<5xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}
