// RUN: tbuf run %s "--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops" --buffer-deallocation-pipeline --canonicalize --plan-buffers
// Loop-carried ping-pong end to end: @step_n yields a fresh tensor per
// iteration; with ping-pong each call allocates min(n, 2) buffers in the
// loop instead of n (calls with n = 0, 1, 2 and 7: 15 allocation calls in
// all instead of 20 with --plan-buffers=ping-pong=false or without the
// pass, the same peak). The values are those of the program without
// planning (x -> 2x + 1, n times, on 7: 7, 15, 31, 1023).
// ping_pong_interpret.mlir runs it in the interpreter's sanitizer.
func.func @step_n(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %t = linalg.map ins(%s : tensor<8xf32>) outs(%e : tensor<8xf32>)
      (%v: f32, %o: f32) {
        %two = arith.constant 2.0 : f32
        %one = arith.constant 1.0 : f32
        %m = arith.mulf %v, %two : f32
        %a = arith.addf %m, %one : f32
        linalg.yield %a : f32
      }
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %x = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %r0 = call @step_n(%x, %c0) : (tensor<8xf32>, index) -> tensor<8xf32>
  %r1 = call @step_n(%x, %c1) : (tensor<8xf32>, index) -> tensor<8xf32>
  %r2 = call @step_n(%x, %c2) : (tensor<8xf32>, index) -> tensor<8xf32>
  %r7 = call @step_n(%x, %c7) : (tensor<8xf32>, index) -> tensor<8xf32>
  %v0 = tensor.extract %r0[%c7] : tensor<8xf32>
  %v1 = tensor.extract %r1[%c7] : tensor<8xf32>
  %v2 = tensor.extract %r2[%c7] : tensor<8xf32>
  %v7 = tensor.extract %r7[%c7] : tensor<8xf32>
  vector.print %v0 : f32
  vector.print %v1 : f32
  vector.print %v2 : f32
  vector.print %v7 : f32
  return
}
