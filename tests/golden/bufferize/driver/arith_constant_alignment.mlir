// RUN: tbuf %s --one-shot-bufferize="buffer-alignment=0 bufferize-function-boundaries"
// buffer-alignment=0: neither the globals nor the allocations get an
// alignment attribute; a global with a different alignment is not reused.
memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}

func.func @f(%i: i32) -> (tensor<2xi32>, tensor<2xi32>) {
  %c0 = arith.constant 0 : index
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %1 = tensor.insert %i into %0[%c0] : tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}
