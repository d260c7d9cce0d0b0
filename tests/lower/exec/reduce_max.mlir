// linalg.reduce with arith.maximumf over columns, then a scalar while loop
// that halves the maximum until it is below 1.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %a = arith.constant dense<[[1.0, -5.0], [7.5, 2.0], [-3.0, 40.0]]> : tensor<3x2xf32>
  %lo = arith.constant -1.0e+30 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%lo : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<3x2xf32>) outs(%init : tensor<2xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %m = arith.maximumf %x, %acc : f32
      linalg.yield %m : f32
    }
  %c1 = arith.constant 1 : index
  %m = tensor.extract %r[%c1] : tensor<2xf32>
  %u = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %half = arith.constant 0.5 : f32
  %limit = arith.constant 1.0 : f32
  %res:2 = scf.while (%v = %m, %n = %zero) : (f32, i64) -> (f32, i64) {
    %go = arith.cmpf oge, %v, %limit : f32
    scf.condition(%go) %v, %n : f32, i64
  } do {
  ^bb0(%v: f32, %n: i64):
    %h = arith.mulf %v, %half : f32
    %n1 = arith.addi %n, %one : i64
    scf.yield %h, %n1 : f32, i64
  }
  call @printI64(%res#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
