// Integer arithmetic with wrapping semantics: add/sub/mul overflow at i8, i32
// and i64, bitwise ops and shifts. Operands come through a call so nothing
// folds before execution.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @ops_i8(%a: i8, %b: i8) -> tensor<8xi64> {
  %add = arith.addi %a, %b : i8
  %sub = arith.subi %a, %b : i8
  %mul = arith.muli %a, %b : i8
  %and = arith.andi %a, %b : i8
  %or = arith.ori %a, %b : i8
  %xor = arith.xori %a, %b : i8
  %c3 = arith.constant 3 : i8
  %shl = arith.shli %a, %c3 : i8
  %shr = arith.shrsi %b, %c3 : i8
  %r0 = arith.extsi %add : i8 to i64
  %r1 = arith.extsi %sub : i8 to i64
  %r2 = arith.extsi %mul : i8 to i64
  %r3 = arith.extsi %and : i8 to i64
  %r4 = arith.extsi %or : i8 to i64
  %r5 = arith.extsi %xor : i8 to i64
  %r6 = arith.extsi %shl : i8 to i64
  %r7 = arith.extsi %shr : i8 to i64
  %t = tensor.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : tensor<8xi64>
  return %t : tensor<8xi64>
}

func.func @ops_i32(%a: i32, %b: i32) -> tensor<6xi64> {
  %add = arith.addi %a, %b : i32
  %sub = arith.subi %b, %a : i32
  %mul = arith.muli %a, %a : i32
  %c4 = arith.constant 4 : i32
  %shrs = arith.shrsi %b, %c4 : i32
  %shru = arith.shrui %b, %c4 : i32
  %neg = arith.subi %c4, %b : i32
  %r0 = arith.extsi %add : i32 to i64
  %r1 = arith.extsi %sub : i32 to i64
  %r2 = arith.extsi %mul : i32 to i64
  %r3 = arith.extsi %shrs : i32 to i64
  %r4 = arith.extui %shru : i32 to i64
  %r5 = arith.extsi %neg : i32 to i64
  %t = tensor.from_elements %r0, %r1, %r2, %r3, %r4, %r5 : tensor<6xi64>
  return %t : tensor<6xi64>
}

func.func @ops_i64(%a: i64, %b: i64) -> tensor<4xi64> {
  %add = arith.addi %a, %b : i64
  %mul = arith.muli %a, %b : i64
  %c63 = arith.constant 63 : i64
  %shl = arith.shli %b, %c63 : i64
  %shr = arith.shrui %b, %c63 : i64
  %t = tensor.from_elements %add, %mul, %shl, %shr : tensor<4xi64>
  return %t : tensor<4xi64>
}

func.func @main() {
  %a8 = arith.constant 100 : i8
  %b8 = arith.constant -57 : i8
  %r8 = call @ops_i8(%a8, %b8) : (i8, i8) -> tensor<8xi64>
  %u8 = tensor.cast %r8 : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%u8) : (tensor<*xi64>) -> ()
  %a32 = arith.constant 2000000000 : i32
  %b32 = arith.constant -1000 : i32
  %r32 = call @ops_i32(%a32, %b32) : (i32, i32) -> tensor<6xi64>
  %u32 = tensor.cast %r32 : tensor<6xi64> to tensor<*xi64>
  call @printMemrefI64(%u32) : (tensor<*xi64>) -> ()
  %a64 = arith.constant 9223372036854775807 : i64
  %b64 = arith.constant 3 : i64
  %r64 = call @ops_i64(%a64, %b64) : (i64, i64) -> tensor<4xi64>
  %u64 = tensor.cast %r64 : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u64) : (tensor<*xi64>) -> ()
  return
}
