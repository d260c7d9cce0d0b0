// RUN: tbuf %s --buffer-loop-hoisting
// A loop in a block unreachable from the entry: the loop body's entry block
// is still a valid start, the alloc leaves the scf.while into the dead block.
// DIFFERS from mlir-opt-22, which crashes (segfault in hoistBuffersFromLoops);
// newer MLIR (test @loop_unreachable_parent) expects exactly this output.
func.func @loop_unreachable_parent() {
  return
^dead:
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  scf.while : () -> () {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %c0, %buffer[%c0] : memref<1xindex>
    scf.condition(%false)
  } do {
    scf.yield
  }
  return
}
