// RUN: tbuf %s --buffer-hoisting
// Buffer hoisting never moves an allocation out of an scf.parallel body or a
// reduction region (nor out of an scf.if inside one): the body may run in
// parallel, so each iteration keeps its own buffer. Identical to
// `mlir-opt-22 %s --buffer-hoisting`.
func.func @h1(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.load %a[%lb] : memref<4xf32>
    memref.store %v, %m[%i] : memref<?xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
func.func @h2(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.for %j = %lb to %ub step %s {
    scf.parallel (%i) = (%lb) to (%ub) step (%s) {
      %a = memref.alloc() : memref<4xf32>
      %v = memref.load %a[%lb] : memref<4xf32>
      memref.store %v, %m[%i] : memref<?xf32>
      memref.dealloc %a : memref<4xf32>
    }
  }
  return
}
func.func @h3(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %f: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      %a = memref.alloc() : memref<4xf32>
      memref.store %x, %a[%lb] : memref<4xf32>
      %v = memref.load %a[%lb] : memref<4xf32>
      memref.dealloc %a : memref<4xf32>
      scf.reduce.return %v : f32
    }
  }
  return %r : f32
}
func.func @h4(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc(%i) : memref<?xf32>
    %v = memref.load %a[%lb] : memref<?xf32>
    memref.store %v, %m[%i] : memref<?xf32>
    memref.dealloc %a : memref<?xf32>
  }
  return
}
func.func @h5(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.for %j = %lb to %ub step %s {
      %a = memref.alloc() : memref<4xf32>
      %v = memref.load %a[%lb] : memref<4xf32>
      memref.store %v, %m[%i] : memref<?xf32>
      memref.dealloc %a : memref<4xf32>
    }
  }
  return
}
func.func @h6(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %c: i1) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.if %c {
      %a = memref.alloc() : memref<4xf32>
      %v = memref.load %a[%lb] : memref<4xf32>
      memref.store %v, %m[%i] : memref<?xf32>
      memref.dealloc %a : memref<4xf32>
    }
  }
  return
}
func.func @h7(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.for %j = %lb to %ub step %s {
    scf.parallel (%i) = (%lb) to (%ub) step (%s) {
      scf.for %k = %lb to %ub step %s {
        %a = memref.alloc(%j) : memref<?xf32>
        %v = memref.load %a[%lb] : memref<?xf32>
        memref.store %v, %m[%i] : memref<?xf32>
        memref.dealloc %a : memref<?xf32>
      }
    }
  }
  return
}
