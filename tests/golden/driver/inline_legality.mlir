// RUN: tbuf %s --inline --allow-unregistered-dialect
// What may be inlined: bufferization ops (clone, dealloc) like every op of
// the dialects MLIR's inliner accepts, shape, index and test ops; ops of an
// unknown dialect are not; affine ops only into a function or affine loop
// (not into scf.for); mutual recursion stops through the inline history.
func.func private @buf(%m: memref<*xf32>) -> (memref<*xf32>, i1) {
  %true = arith.constant true
  %c = bufferization.clone %m : memref<*xf32> to memref<*xf32>
  %d = bufferization.dealloc (%m : memref<*xf32>) if (%true) retain (%c : memref<*xf32>)
  return %c, %d : memref<*xf32>, i1
}
func.func private @mixed(%w: !shape.witness, %i: index) -> index {
  %0 = shape.assuming %w -> (index) {
    %s = index.add %i, %i
    shape.assuming_yield %s : index
  }
  "test.op"() : () -> ()
  return %0 : index
}
func.func private @unknown() {
  "foo.op"() : () -> ()
  return
}
func.func private @aff(%m: memref<4xf32>) -> f32 {
  %0 = affine.load %m[1] : memref<4xf32>
  return %0 : f32
}
func.func private @ping(%x: i32) -> i32 {
  %0 = call @pong(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @pong(%x: i32) -> i32 {
  %0 = call @ping(%x) : (i32) -> i32
  return %0 : i32
}
func.func @caller(%m: memref<*xf32>, %w: !shape.witness, %i: index, %r: memref<4xf32>, %x: i32) -> (memref<*xf32>, i1, index, f32, i32) {
  %0:2 = call @buf(%m) : (memref<*xf32>) -> (memref<*xf32>, i1)
  %1 = call @mixed(%w, %i) : (!shape.witness, index) -> index
  call @unknown() : () -> ()
  %2 = call @aff(%r) : (memref<4xf32>) -> f32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %c4 step %c1 {
    %3 = func.call @aff(%r) : (memref<4xf32>) -> f32
    memref.store %3, %r[%j] : memref<4xf32>
  }
  %4 = call @ping(%x) : (i32) -> i32
  return %0#0, %0#1, %1, %2, %4 : memref<*xf32>, i1, index, f32, i32
}
