// math on f64 scalars: sqrt, cbrt, log10, log2, log1p, expm1, powf with
// negative and fractional exponents, trunc, round, and an f64 dot product.
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})
func.func private @printF64(f64)
func.func private @printNewline()

func.func @fns(%x: f64, %y: f64) -> tensor<10xf64> {
  %0 = math.sqrt %x : f64
  %1 = math.cbrt %x : f64
  %2 = math.log10 %x : f64
  %3 = math.log2 %x : f64
  %4 = math.log1p %y : f64
  %5 = math.expm1 %y : f64
  %6 = math.powf %x, %y : f64
  %n = arith.negf %y : f64
  %7 = math.powf %x, %n : f64
  %8 = math.trunc %n : f64
  %9 = math.round %n : f64
  %r = tensor.from_elements %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<10xf64>
  return %r : tensor<10xf64>
}

func.func @dot(%a: tensor<5xf64>, %b: tensor<5xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (f64) {
    %x = tensor.extract %a[%i] : tensor<5xf64>
    %y = tensor.extract %b[%i] : tensor<5xf64>
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    scf.yield %s : f64
  }
  return %r : f64
}

func.func @main() {
  %x = arith.constant 1000.0 : f64
  %y = arith.constant 2.5 : f64
  %r = call @fns(%x, %y) : (f64, f64) -> tensor<10xf64>
  %u = tensor.cast %r : tensor<10xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  %a = arith.constant dense<[0.1, 0.2, 0.3, 0.4, 0.5]> : tensor<5xf64>
  %b = arith.constant dense<[10.0, -20.0, 30.0, -40.0, 1.0e-9]> : tensor<5xf64>
  %d = call @dot(%a, %b) : (tensor<5xf64>, tensor<5xf64>) -> f64
  call @printF64(%d) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
