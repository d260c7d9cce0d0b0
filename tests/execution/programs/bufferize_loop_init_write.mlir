// REFERENCE: copy-before-write
// A dead write into a loop's init value inside scf.for: with the init in
// place the iter_arg is the init's buffer, so an in-place write into the
// init clobbers the value each iteration yields. The loops must return
// [3,3,3,3] (the fill of the iter_arg), not the 6s written into the init;
// the init itself is not changed in the caller. mlir-opt-22 writes in place
// and returns [6,6,6,6], hence the copy-before-write reference.
func.func private @printMemrefF32(memref<*xf32>)

func.func @fill_init(%t: tensor<4xf32>, %s: f32, %six: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    %w = linalg.fill ins(%six : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @insert_slice_init(%t: tensor<4xf32>, %s: f32, %six: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.fill ins(%six : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %w = tensor.insert_slice %g into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<4xf32>
  %nine = arith.constant 9.0 : f32
  %t = linalg.fill ins(%nine : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %a = func.call @fill_init(%t, %s, %six) : (tensor<4xf32>, f32, f32) -> tensor<4xf32>
  %b = func.call @insert_slice_init(%t, %s, %six) : (tensor<4xf32>, f32, f32) -> tensor<4xf32>
  %ma = bufferization.to_buffer %a : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}
