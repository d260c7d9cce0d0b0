// Bubble sort of a tensor with nested scf.for loops carrying the tensor,
// tensor.extract / tensor.insert and scf.if choosing whether to swap.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @sort(%t: tensor<10xi64>) -> tensor<10xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %t) -> (tensor<10xi64>) {
    %lim = arith.subi %c9, %i : index
    %b = scf.for %j = %c0 to %lim step %c1 iter_args(%s = %a) -> (tensor<10xi64>) {
      %j1 = arith.addi %j, %c1 : index
      %x = tensor.extract %s[%j] : tensor<10xi64>
      %y = tensor.extract %s[%j1] : tensor<10xi64>
      %gt = arith.cmpi sgt, %x, %y : i64
      %n = scf.if %gt -> (tensor<10xi64>) {
        %s1 = tensor.insert %y into %s[%j] : tensor<10xi64>
        %s2 = tensor.insert %x into %s1[%j1] : tensor<10xi64>
        scf.yield %s2 : tensor<10xi64>
      } else {
        scf.yield %s : tensor<10xi64>
      }
      scf.yield %n : tensor<10xi64>
    }
    scf.yield %b : tensor<10xi64>
  }
  return %r : tensor<10xi64>
}

func.func @main() {
  %t = arith.constant dense<[5, -3, 9, 0, 9, 12, -7, 4, 1, 2]> : tensor<10xi64>
  %s = call @sort(%t) : (tensor<10xi64>) -> tensor<10xi64>
  %su = tensor.cast %s : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%su) : (tensor<*xi64>) -> ()
  %tu = tensor.cast %t : tensor<10xi64> to tensor<*xi64>
  call @printMemrefI64(%tu) : (tensor<*xi64>) -> ()
  return
}
