// RUN: tbuf %s --promote-buffers-to-stack
// Allocation scopes, deallocs, loops, escaping buffers. Compared with
// `mlir-opt-22 %s --promote-buffers-to-stack`: identical output.
func.func @scopes(%lb: index, %ub: index, %s: index, %c: i1, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%1 : memref<2xf32>) if (%c)
  %2 = memref.alloc() : memref<2xf32>
  %3 = memref.subview %2[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  scf.for %i = %lb to %ub step %s {
    %4 = memref.alloc() : memref<2xf32>
    scf.if %c {
      %5 = memref.alloc() : memref<2xf32>
      memref.copy %buf, %5 : memref<2xf32> to memref<2xf32>
    }
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %buf) -> memref<2xf32> {
    %6 = memref.alloc() : memref<2xf32>
    scf.yield %6 : memref<2xf32>
  }
  scf.forall (%i) in (4) {
    %7 = memref.alloc() : memref<2xf32>
  }
  %w = scf.while (%a = %c) : (i1) -> i1 {
    %8 = memref.alloc() : memref<2xf32>
    scf.condition(%a) %a : i1
  } do {
  ^bb0(%b: i1):
    scf.yield %b : i1
  }
  %e = scf.if %c -> memref<2xf32> {
    %9 = memref.alloc() : memref<2xf32>
    scf.yield %9 : memref<2xf32>
  } else {
    %10 = memref.alloc() : memref<2xf32>
    scf.yield %10 : memref<2xf32>
  }
  %x = scf.execute_region -> memref<2xf32> {
    %11 = memref.alloc() : memref<2xf32>
    scf.yield %11 : memref<2xf32>
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%buf : memref<2xf32>) {
  ^bb0(%v: f32):
    %12 = memref.alloc() : memref<2xf32>
    linalg.yield %v : f32
  }
  %13 = memref.alloc() : memref<2xf32>
  %14 = memref.cast %13 : memref<2xf32> to memref<?xf32>
  cf.br ^bb1(%14 : memref<?xf32>)
^bb1(%15: memref<?xf32>):
  return %e : memref<2xf32>
}
func.func @returned() -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.cast %0 : memref<2xf32> to memref<?xf32>
  %2 = memref.cast %1 : memref<?xf32> to memref<2xf32>
  return %2 : memref<2xf32>
}
