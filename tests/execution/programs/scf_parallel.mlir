// scf.parallel at the tensor and at the memref level: a 2-d loop filling a
// buffer, reductions (a sum, a max, and an order-dependent one that shows
// the iterations run row-major), a zero-trip loop returning its init
// values, buffers allocated in the body and in a reduction region (freed by
// the deallocation pipeline), and a tensor read inside the loop body.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @bounds() -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  return %c0, %c3, %c4 : index, index, index
}

func.func @table(%n: index) -> tensor<4xf32> {
  %t = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %g = arith.mulf %f, %f : f32
    tensor.yield %g : f32
  } : tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @main() {
  %c0, %c3, %c4 = call @bounds() : () -> (index, index, index)
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : i64
  %i10 = arith.constant 10 : i64
  %neg = arith.constant -100 : i64

  // A 2-d loop with a stepped dimension; each iteration uses a scratch
  // buffer of its own.
  %m = memref.alloc() : memref<3x4xf32>
  linalg.fill ins(%f0 : f32) outs(%m : memref<3x4xf32>)
  scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c4) step (%c1, %c2) {
    %scratch = memref.alloc() : memref<2xf32>
    %ij = arith.muli %i, %c4 : index
    %k = arith.addi %ij, %j : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    memref.store %kf, %scratch[%c1] : memref<2xf32>
    %v = memref.load %scratch[%c1] : memref<2xf32>
    memref.store %v, %m[%i, %j] : memref<3x4xf32>
  }
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // Three reductions over the same loop: sum, max, and digits = digits * 10
  // + (i * 4 + j), which depends on the iteration order.
  %sum, %max, %digits = scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1)
      init (%f0, %neg, %i0) -> (f32, i64, i64) {
    %x = memref.load %m[%i, %j] : memref<3x4xf32>
    %xi = arith.fptosi %x : f32 to i64
    %ij = arith.muli %i, %c4 : index
    %k = arith.addi %ij, %j : index
    %ki = arith.index_cast %k : index to i64
    scf.reduce(%x, %xi, %ki : f32, i64, i64) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      %s = arith.maxsi %a, %b : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %t = arith.muli %a, %i10 : i64
      %s = arith.addi %t, %b : i64
      scf.reduce.return %s : i64
    }
  }
  %sumd = arith.extf %sum : f32 to f64
  call @printF64(%sumd) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%max) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%digits) : (i64) -> ()
  call @printNewline() : () -> ()

  // No iteration: the results are the init values.
  %none = scf.parallel (%i) = (%c3) to (%c0) step (%c1) init (%neg) -> i64 {
    scf.reduce(%i0 : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  call @printI64(%none) : (i64) -> ()
  call @printNewline() : () -> ()

  // A reduction region with a buffer of its own, over values read from a
  // tensor: acc = acc * 2 + t[i].
  %t = call @table(%c4) : (index) -> tensor<4xf32>
  %w = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%f0) -> f32 {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %buf = memref.alloc() : memref<2xf32>
      memref.store %a, %buf[%c0] : memref<2xf32>
      memref.store %b, %buf[%c1] : memref<2xf32>
      %p = memref.load %buf[%c0] : memref<2xf32>
      %q = memref.load %buf[%c1] : memref<2xf32>
      %pp = arith.addf %p, %p : f32
      %s = arith.addf %pp, %q : f32
      scf.reduce.return %s : f32
    }
  }
  %wd = arith.extf %w : f32 to f64
  call @printF64(%wd) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
