// REFERENCE: copy-before-write
// A callee writes its argument through a dynamic tensor.cast and returns the
// cast back to the static type. tbuf keeps the result buffer static
// (memref<6xf32>); mlir-opt-22 returns the dynamic source (memref<?xf32>) and
// then builds the static allocation of a copy with one dynamic size (invalid
// IR: "incorrect number of dynamic sizes"), hence the copy-before-write
// reference. Passing the result to the callee again while it is still read
// needs a copy; the copy of a tensor<?xf32> value allocates with memref.dim
// of its buffer.
func.func private @printMemrefF32(memref<*xf32>)

func.func @bump(%t: tensor<6xf32>, %s: f32) -> tensor<6xf32> {
  %d = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %d, %c0 : tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %d) -> (tensor<?xf32>) {
    %x = tensor.extract %a[%i] : tensor<?xf32>
    %y = arith.addf %x, %s : f32
    %w = tensor.insert %y into %a[%i] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  %c = tensor.cast %r : tensor<?xf32> to tensor<6xf32>
  return %c : tensor<6xf32>
}

func.func @bump_dynamic(%t: tensor<?xf32>, %s: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %s into %t[%c0] : tensor<?xf32>
  return %w : tensor<?xf32>
}

func.func @main() {
  %k = arith.constant dense<[6.0, 8.0, 3.0, 0.0, 3.0, 4.0]> : tensor<6xf32>
  %one = arith.constant 1.0 : f32
  %ten = arith.constant 10.0 : f32
  %a = func.call @bump(%k, %one) : (tensor<6xf32>, f32) -> tensor<6xf32>
  %b = func.call @bump(%a, %ten) : (tensor<6xf32>, f32) -> tensor<6xf32>
  %ma = bufferization.to_buffer %a : tensor<6xf32> to memref<6xf32>
  %ua = memref.cast %ma : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b : tensor<6xf32> to memref<6xf32>
  %ub = memref.cast %mb : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %d = tensor.cast %a : tensor<6xf32> to tensor<?xf32>
  %c = func.call @bump_dynamic(%d, %ten) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %mc = bufferization.to_buffer %c : tensor<?xf32> to memref<?xf32>
  %uc = memref.cast %mc : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %md = bufferization.to_buffer %d : tensor<?xf32> to memref<?xf32>
  %ud = memref.cast %md : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  return
}
