// RUN: tbuf interpret %s "--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops" --buffer-deallocation-pipeline --canonicalize --plan-buffers
// The program of ping_pong_run.mlir in the interpreter, whose sanitizer
// reports any access to a buffer after it was freed and any bad free.
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
