// Every arith.cmpi predicate on signed/unsigned-sensitive operands, plus
// select and the integer min/max ops.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @cmp(%a: i32, %b: i32) -> tensor<14xi64> {
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %slt = arith.cmpi slt, %a, %b : i32
  %sle = arith.cmpi sle, %a, %b : i32
  %sgt = arith.cmpi sgt, %a, %b : i32
  %sge = arith.cmpi sge, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %ule = arith.cmpi ule, %a, %b : i32
  %ugt = arith.cmpi ugt, %a, %b : i32
  %uge = arith.cmpi uge, %a, %b : i32
  %r0 = arith.extui %eq : i1 to i64
  %r1 = arith.extui %ne : i1 to i64
  %r2 = arith.extui %slt : i1 to i64
  %r3 = arith.extui %sle : i1 to i64
  %r4 = arith.extui %sgt : i1 to i64
  %r5 = arith.extui %sge : i1 to i64
  %r6 = arith.extui %ult : i1 to i64
  %r7 = arith.extui %ule : i1 to i64
  %r8 = arith.extui %ugt : i1 to i64
  %r9 = arith.extui %uge : i1 to i64
  %maxs = arith.maxsi %a, %b : i32
  %mins = arith.minsi %a, %b : i32
  %maxu = arith.maxui %a, %b : i32
  %minu = arith.minui %a, %b : i32
  %r10 = arith.extsi %maxs : i32 to i64
  %r11 = arith.extsi %mins : i32 to i64
  %r12 = arith.extsi %maxu : i32 to i64
  %r13 = arith.extsi %minu : i32 to i64
  %t = tensor.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : tensor<14xi64>
  return %t : tensor<14xi64>
}

func.func @sel(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = arith.select %c, %a, %b : i64
  return %r : i64
}

func.func @main() {
  %a = arith.constant -3 : i32
  %b = arith.constant 5 : i32
  %t0 = call @cmp(%a, %b) : (i32, i32) -> tensor<14xi64>
  %u0 = tensor.cast %t0 : tensor<14xi64> to tensor<*xi64>
  call @printMemrefI64(%u0) : (tensor<*xi64>) -> ()
  %t1 = call @cmp(%b, %b) : (i32, i32) -> tensor<14xi64>
  %u1 = tensor.cast %t1 : tensor<14xi64> to tensor<*xi64>
  call @printMemrefI64(%u1) : (tensor<*xi64>) -> ()
  %true = arith.constant true
  %false = arith.constant false
  %x = arith.constant 11 : i64
  %y = arith.constant 22 : i64
  %s0 = call @sel(%true, %x, %y) : (i1, i64, i64) -> i64
  %s1 = call @sel(%false, %x, %y) : (i1, i64, i64) -> i64
  %t2 = tensor.from_elements %s0, %s1 : tensor<2xi64>
  %u2 = tensor.cast %t2 : tensor<2xi64> to tensor<*xi64>
  call @printMemrefI64(%u2) : (tensor<*xi64>) -> ()
  return
}
