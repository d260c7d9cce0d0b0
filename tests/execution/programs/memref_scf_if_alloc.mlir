// Memref-level ownership: scf.if yielding one of two allocations, an alloc
// inside a loop body (freed every iteration), and a function returning a
// fresh allocation to its caller. The deallocation pipeline must free all.
func.func private @printMemrefF32(memref<*xf32>)

func.func @make(%v: f32) -> memref<3xf32> {
  %m = memref.alloc() : memref<3xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<3xf32>)
  return %m : memref<3xf32>
}

func.func @pick(%c: i1) -> memref<3xf32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = call @make(%one) : (f32) -> memref<3xf32>
  %b = call @make(%two) : (f32) -> memref<3xf32>
  %r = scf.if %c -> (memref<3xf32>) {
    scf.yield %a : memref<3xf32>
  } else {
    scf.yield %b : memref<3xf32>
  }
  return %r : memref<3xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @pick(%t) : (i1) -> memref<3xf32>
  %b = call @pick(%f) : (i1) -> memref<3xf32>
  %au = memref.cast %a : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  %bu = memref.cast %b : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc = memref.alloc() : memref<3xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%acc : memref<3xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %tmp = func.call @make(%fi) : (f32) -> memref<3xf32>
    linalg.map ins(%acc, %tmp : memref<3xf32>, memref<3xf32>) outs(%acc : memref<3xf32>)
      (%x: f32, %y: f32, %o: f32) {
        %s = arith.addf %x, %y : f32
        linalg.yield %s : f32
      }
  }
  %accu = memref.cast %acc : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%accu) : (memref<*xf32>) -> ()
  return
}
