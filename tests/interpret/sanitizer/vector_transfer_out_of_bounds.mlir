// A transfer_read that claims in_bounds but runs past the end of its
// buffer is reported at the op (without in_bounds it would read padding).
func.func @main() {
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%m : memref<4xf32>)
  %ok = vector.transfer_read %m[%c2], %pad : memref<4xf32>, vector<4xf32>
  vector.print %ok : vector<4xf32>
  %bad = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.print %bad : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
// EXPECT-STDERR: vector_transfer_out_of_bounds.mlir:11:10: error: tbuf interpret: out-of-bounds access: vector.transfer_read reads element [4] outside the memref's sizes [4] (dimension 0) of allocation #1 (16 bytes, memref.alloc at vector_transfer_out_of_bounds.mlir:7:8 in @main); call stack: @main
// EXPECT-STDOUT: ( 1, 1, 0, 0 )
