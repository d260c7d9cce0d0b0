// scf.forall writing disjoint slices through tensor.parallel_insert_slice,
// scf.execute_region with a result, and scf.index_switch.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printI64(i64)
func.func private @printNewline()

func.func @rows(%t: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4x3xf32>) {
    %row = tensor.extract_slice %o[%i, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<3xf32>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %e = tensor.empty() : tensor<3xf32>
    %scaled = linalg.map ins(%row : tensor<3xf32>) outs(%e : tensor<3xf32>)
      (%x: f32, %y: f32) {
        %m = arith.mulf %x, %f : f32
        linalg.yield %m : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %scaled into %o[%i, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<4x3xf32>
    }
  }
  return %r : tensor<4x3xf32>
}

func.func @region(%a: i64, %b: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %s = arith.addi %a, %b : i64
    %m = arith.muli %s, %s : i64
    scf.yield %m : i64
  }
  return %r : i64
}

func.func @switch(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %c = arith.constant 10 : i64
    scf.yield %c : i64
  }
  case 7 {
    %c = arith.constant 70 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant -1 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0, 3.0], [1.0, 2.0, 3.0], [1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]> : tensor<4x3xf32>
  %r = call @rows(%t) : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %ru = tensor.cast %r : tensor<4x3xf32> to tensor<*xf32>
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %a = arith.constant 3 : i64
  %b = arith.constant 4 : i64
  %e = call @region(%a, %b) : (i64, i64) -> i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %s0 = call @switch(%c0) : (index) -> i64
  %s7 = call @switch(%c7) : (index) -> i64
  %s3 = call @switch(%c3) : (index) -> i64
  call @printI64(%s0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%s7) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%s3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
