// scf.if with and without results, nested, yielding tensors from both
// branches (one branch writes its tensor in place, the other does not).
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

func.func @classify(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c10 = arith.constant 10 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  %r = scf.if %neg -> (i64) {
    %m = arith.constant -1 : i64
    scf.yield %m : i64
  } else {
    %big = arith.cmpi sge, %x, %c10 : i64
    %r2 = scf.if %big -> (i64) {
      %two = arith.constant 2 : i64
      scf.yield %two : i64
    } else {
      %one = arith.constant 1 : i64
      scf.yield %one : i64
    }
    scf.yield %r2 : i64
  }
  return %r : i64
}

func.func @pick(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %idx = arith.constant 1 : index
    %v = arith.constant 42.0 : f32
    %w = tensor.insert %v into %t[%idx] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %f = arith.constant -1.0 : f32
    %filled = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %filled : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %a = arith.constant -5 : i64
  %b = arith.constant 3 : i64
  %c = arith.constant 12 : i64
  %ra = call @classify(%a) : (i64) -> i64
  %rb = call @classify(%b) : (i64) -> i64
  %rc = call @classify(%c) : (i64) -> i64
  call @printI64(%ra) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%rb) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%rc) : (i64) -> ()
  call @printNewline() : () -> ()
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %true = arith.constant true
  %false = arith.constant false
  %p1 = call @pick(%true, %t) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %p2 = call @pick(%false, %t) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %u1 = tensor.cast %p1 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %p2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
