// INTERPRET-ARGS: --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --canonicalize --bisect=%t
// EXPECT-EXIT: 0
// A correct pipeline: the tensor program and every stage after it print
// the same values and report nothing (leaks between passes are ignored).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})

func.func @softmax(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %exp, %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e, %s = %zero) -> (tensor<4xf32>, f32) {
    %v = tensor.extract %x[%i] : tensor<4xf32>
    %ev = math.exp %v : f32
    %ins = tensor.insert %ev into %acc[%i] : tensor<4xf32>
    %s2 = arith.addf %s, %ev : f32
    scf.yield %ins, %s2 : tensor<4xf32>, f32
  }
  %out = tensor.empty() : tensor<4xf32>
  %r = linalg.map ins(%exp : tensor<4xf32>) outs(%out : tensor<4xf32>)
    (%a: f32, %o: f32) {
      %d = arith.divf %a, %sum : f32
      linalg.yield %d : f32
    }
  return %r : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = call @softmax(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// EXPECT-STDOUT: tbuf interpret: no pass changes the behaviour (11 interpretations, 0 stages skipped)
