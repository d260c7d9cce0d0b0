// scf.for with several iter_args (scalar accumulators and a tensor), nested
// loops, a loop with zero trip count and a negative-free step.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sums(%n: index) -> (i64, i64, tensor<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %init = tensor.empty() : tensor<6xi64>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero, %p = %one, %t = %init) -> (i64, i64, tensor<6xi64>) {
    %ii = arith.index_cast %i : index to i64
    %s2 = arith.addi %s, %ii : i64
    %i1 = arith.addi %ii, %one : i64
    %p2 = arith.muli %p, %i1 : i64
    %t2 = tensor.insert %p2 into %t[%i] : tensor<6xi64>
    scf.yield %s2, %p2, %t2 : i64, i64, tensor<6xi64>
  }
  return %r#0, %r#1, %r#2 : i64, i64, tensor<6xi64>
}

func.func @triangle(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%acc = %zero) -> (i64) {
    %inner = scf.for %j = %c0 to %i step %c1 iter_args(%a = %acc) -> (i64) {
      %jj = arith.index_cast %j : index to i64
      %a2 = arith.addi %a, %jj : i64
      scf.yield %a2 : i64
    }
    scf.yield %inner : i64
  }
  return %r : i64
}

func.func @main() {
  %n = arith.constant 6 : index
  %s, %p, %t = call @sums(%n) : (index) -> (i64, i64, tensor<6xi64>)
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%p) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %t : tensor<6xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  %m = arith.constant 9 : index
  %tri = call @triangle(%m) : (index) -> i64
  call @printI64(%tri) : (i64) -> ()
  call @printNewline() : () -> ()
  %z = arith.constant 0 : index
  %tz = call @triangle(%z) : (index) -> i64
  call @printI64(%tz) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
