// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation --allow-unregistered-dialect
// Unsupported input is rejected with mlir-opt-22's messages and locations.
func.func @unknown_effects() {
  %0 = memref.alloc() : memref<2xf32>
  "foo.op"(%0) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @existing_memref_dealloc() {
  %0 = memref.alloc() : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return
}

// -----

func.func @existing_bufferization_dealloc(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%0 : memref<2xf32>) if (%c)
  return
}

// -----

func.func @unstructured_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @realloc_not_expanded(%arg0: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.realloc %0 : memref<2xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

func.func @switch(%flag: i32, %arg0: memref<2xf32>) {
  cf.switch %flag : i32, [
    default: ^bb1(%arg0 : memref<2xf32>),
    42: ^bb1(%arg0 : memref<2xf32>)
  ]
^bb1(%m: memref<2xf32>):
  return
}
