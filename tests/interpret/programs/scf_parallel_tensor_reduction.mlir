// scf.parallel reducing tensors, interpreted at tensor level (One-Shot
// Bufferize cannot take it: scf.parallel has no bufferization model, so
// there is no mlir-runner-22 reference; the expected values are worked out
// by hand). Rows are combined in row-major order into an elementwise sum
// and into "keep the larger first element", over a 2-d loop whose second
// dimension runs once:
//   rows r_i = [i, 10 * i, 1] for i = 0..3; sum from [100, 0, 0] =
//   [106, 60, 4]; larger first element from [-1, 0, 0] = [3, 30, 1].
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %ten = arith.constant 10.0 : f32
  %one = arith.constant 1.0 : f32
  %init = arith.constant dense<[100.0, 0.0, 0.0]> : tensor<3xf32>
  %low = arith.constant dense<[-1.0, 0.0, 0.0]> : tensor<3xf32>
  %sum, %best = scf.parallel (%i, %j) = (%c0, %c1) to (%c4, %c2) step (%c1, %c1)
      init (%init, %low) -> (tensor<3xf32>, tensor<3xf32>) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %g = arith.mulf %f, %ten : f32
    %row = tensor.from_elements %f, %g, %one : tensor<3xf32>
    scf.reduce(%row, %row : tensor<3xf32>, tensor<3xf32>) {
    ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
      %s = arith.addf %a, %b : tensor<3xf32>
      scf.reduce.return %s : tensor<3xf32>
    }, {
    ^bb0(%a: tensor<3xf32>, %b: tensor<3xf32>):
      %x = tensor.extract %a[%c0] : tensor<3xf32>
      %y = tensor.extract %b[%c0] : tensor<3xf32>
      %keep = arith.cmpf oge, %x, %y : f32
      %r = arith.select %keep, %a, %b : tensor<3xf32>
      scf.reduce.return %r : tensor<3xf32>
    }
  }
  %u = tensor.cast %sum : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %best : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
