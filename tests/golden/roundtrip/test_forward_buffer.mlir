// RUN: tbuf %s --ownership-based-buffer-deallocation --allow-unregistered-dialect --split-input-file
// test.forward_buffer as mlir-opt-22's test dialect op: no memory effects and no deallocation interface, so the pass accepts it (an unknown op would be rejected) and the result's ownership is computed from its operand.
func.func private @pass_through(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %f = "test.forward_buffer"(%a) : (memref<?xf32>) -> memref<?xf32>
  return %f : memref<?xf32>
}

// -----

func.func @unused(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %f = "test.forward_buffer"(%a) : (memref<?xf32>) -> memref<?xf32>
  "test.read_buffer"(%f) : (memref<?xf32>) -> ()
  return
}
