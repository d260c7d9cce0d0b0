// Signed and unsigned division and remainder (truncating, floor and ceil
// variants) on every sign combination, i32 and index.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @divrem(%a: i32, %b: i32) -> tensor<9xi64> {
  %divsi = arith.divsi %a, %b : i32
  %remsi = arith.remsi %a, %b : i32
  %divui = arith.divui %a, %b : i32
  %remui = arith.remui %a, %b : i32
  %floor = arith.floordivsi %a, %b : i32
  %ceil = arith.ceildivsi %a, %b : i32
  %ceilu = arith.ceildivui %a, %b : i32
  %r0 = arith.extsi %divsi : i32 to i64
  %r1 = arith.extsi %remsi : i32 to i64
  %r2 = arith.extui %divui : i32 to i64
  %r3 = arith.extui %remui : i32 to i64
  %r4 = arith.extsi %floor : i32 to i64
  %r5 = arith.extsi %ceil : i32 to i64
  %r6 = arith.extui %ceilu : i32 to i64
  %r7 = arith.extsi %a : i32 to i64
  %r8 = arith.extsi %b : i32 to i64
  %t = tensor.from_elements %r7, %r8, %r0, %r1, %r2, %r3, %r4, %r5, %r6 : tensor<9xi64>
  return %t : tensor<9xi64>
}

func.func @index_divrem(%a: index, %b: index) -> tensor<4xi64> {
  %d = arith.divsi %a, %b : index
  %r = arith.remsi %a, %b : index
  %f = arith.floordivsi %a, %b : index
  %c = arith.ceildivsi %a, %b : index
  %di = arith.index_cast %d : index to i64
  %ri = arith.index_cast %r : index to i64
  %fi = arith.index_cast %f : index to i64
  %ci = arith.index_cast %c : index to i64
  %t = tensor.from_elements %di, %ri, %fi, %ci : tensor<4xi64>
  return %t : tensor<4xi64>
}

func.func @show(%a: i32, %b: i32) {
  %t = call @divrem(%a, %b) : (i32, i32) -> tensor<9xi64>
  %u = tensor.cast %t : tensor<9xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

func.func @main() {
  %p7 = arith.constant 7 : i32
  %m7 = arith.constant -7 : i32
  %p2 = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %p6 = arith.constant 6 : i32
  call @show(%p7, %p2) : (i32, i32) -> ()
  call @show(%m7, %p2) : (i32, i32) -> ()
  call @show(%p7, %m2) : (i32, i32) -> ()
  call @show(%m7, %m2) : (i32, i32) -> ()
  call @show(%p6, %m2) : (i32, i32) -> ()
  %i17 = arith.constant -17 : index
  %i5 = arith.constant 5 : index
  %t = call @index_divrem(%i17, %i5) : (index, index) -> tensor<4xi64>
  %u = tensor.cast %t : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
