// INTERPRET-ARGS: --canonicalize --bisect=%t
// EXPECT-EXIT: 1
// Bisection names the first pass that changes the behaviour: the load of
// never-written memory is reported before the pipeline, and canonicalize
// deletes it (it is dead), so the report disappears after that pass.
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
// EXPECT-STDOUT: tbuf interpret: a sanitizer report disappears after pass 'canonicalize' (on builtin.module); IR before: %t/dead_uninitialized_load.before-canonicalize.mlir, after: %t/dead_uninitialized_load.after-canonicalize.mlir
