// INTERPRET-ARGS: --one-shot-bufferize=bufferize-function-boundaries --test-drop-first-copy --buffer-deallocation-pipeline --bisect=%t
// EXPECT-EXIT: 1
// The test-only pass test-drop-first-copy erases the copy One-Shot
// Bufferize inserts before %u overwrites a buffer %f still needs: the
// first pass after which the behaviour changes is that one.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.insert %seven into %f[%c0] : tensor<4xf32>
  %fu = tensor.cast %f : tensor<4xf32> to tensor<*xf32>
  %uu = tensor.cast %u : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%uu) : (tensor<*xf32>) -> ()
  return
}
// EXPECT-STDOUT: tbuf interpret: the printed output changes after pass 'test-drop-first-copy' (on builtin.module); IR before: %t/drop_first_copy.before-test-drop-first-copy.mlir, after: %t/drop_first_copy.after-test-drop-first-copy.mlir
