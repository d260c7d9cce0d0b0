// All 16 arith.cmpf predicates (ordered and unordered) on ordinary values,
// equal values and NaN.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @cmp(%a: f32, %b: f32) -> tensor<16xi64> {
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  %t = tensor.from_elements %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : tensor<16xi1>
  %e = tensor.empty() : tensor<16xi64>
  %r = linalg.map ins(%t : tensor<16xi1>) outs(%e : tensor<16xi64>)
    (%x: i1, %o: i64) {
      %w = arith.extui %x : i1 to i64
      linalg.yield %w : i64
    }
  return %r : tensor<16xi64>
}

func.func @show(%a: f32, %b: f32) {
  %t = call @cmp(%a, %b) : (f32, f32) -> tensor<16xi64>
  %u = tensor.cast %t : tensor<16xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  call @show(%one, %two) : (f32, f32) -> ()
  call @show(%two, %one) : (f32, f32) -> ()
  call @show(%one, %one) : (f32, f32) -> ()
  call @show(%one, %nan) : (f32, f32) -> ()
  call @show(%nan, %nan) : (f32, f32) -> ()
  return
}
