// scf.while: Collatz step counts (scalar state) and a while loop that carries
// a tensor it appends to.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %rem = arith.remui %x, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %x, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %x, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    }
    %s1 = arith.addi %steps, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

func.func @powers(%limit: i64) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %three = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  %init = tensor.empty() : tensor<8xi64>
  %filled = linalg.fill ins(%z : i64) outs(%init : tensor<8xi64>) -> tensor<8xi64>
  %r:3 = scf.while (%i = %c0, %v = %one, %t = %filled) : (index, i64, tensor<8xi64>) -> (index, i64, tensor<8xi64>) {
    %ok = arith.cmpi slt, %v, %limit : i64
    scf.condition(%ok) %i, %v, %t : index, i64, tensor<8xi64>
  } do {
  ^bb0(%i: index, %v: i64, %t: tensor<8xi64>):
    %t2 = tensor.insert %v into %t[%i] : tensor<8xi64>
    %v2 = arith.muli %v, %three : i64
    %i2 = arith.addi %i, %c1 : index
    scf.yield %i2, %v2, %t2 : index, i64, tensor<8xi64>
  }
  return %r#2 : tensor<8xi64>
}

func.func @main() {
  %a = arith.constant 27 : i64
  %b = arith.constant 97 : i64
  %c = arith.constant 1 : i64
  %sa = call @collatz(%a) : (i64) -> i64
  %sb = call @collatz(%b) : (i64) -> i64
  %sc = call @collatz(%c) : (i64) -> i64
  %t = tensor.from_elements %sa, %sb, %sc : tensor<3xi64>
  %u = tensor.cast %t : tensor<3xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  %lim = arith.constant 500 : i64
  %p = call @powers(%lim) : (i64) -> tensor<8xi64>
  %pu = tensor.cast %p : tensor<8xi64> to tensor<*xi64>
  call @printMemrefI64(%pu) : (tensor<*xi64>) -> ()
  return
}
