// RUN: tbuf %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --split-input-file
// shape.assuming is a region branch op: a buffer allocated inside and not
// yielded is freed in the region; a yielded one leaves with an ownership
// indicator (an extra i1 result) and is freed after its last use.
func.func @freed_inside(%w: !shape.witness, %m: memref<2xf32>) -> f32 {
  %0 = shape.assuming %w -> (f32) {
    %a = memref.alloc() : memref<2xf32>
    %c = arith.constant 0 : index
    memref.copy %m, %a : memref<2xf32> to memref<2xf32>
    %v = memref.load %a[%c] : memref<2xf32>
    shape.assuming_yield %v : f32
  }
  return %0 : f32
}

// -----

func.func @yielded(%w: !shape.witness, %m: memref<2xf32>, %out: memref<2xf32>) {
  %0 = shape.assuming %w -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %m, %a : memref<2xf32> to memref<2xf32>
    shape.assuming_yield %a : memref<2xf32>
  }
  %1 = shape.assuming %w -> (memref<2xf32>) {
    shape.assuming_yield %m : memref<2xf32>
  }
  memref.copy %0, %out : memref<2xf32> to memref<2xf32>
  memref.copy %1, %out : memref<2xf32> to memref<2xf32>
  return
}
