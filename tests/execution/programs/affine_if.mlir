// affine.if: integer sets with dims and symbols, equalities and
// inequalities (with floordiv and mod), an else region, results yielded
// from both regions, an if without else inside nested affine.for loops, and
// an if choosing between two buffers.
#set_band = affine_set<(d0, d1)[s0] : (d0 - d1 + 1 >= 0, d1 - d0 + 1 >= 0, s0 - d0 - 1 >= 0)>
#set_even = affine_set<(d0) : (d0 mod 2 == 0)>
#set_corner = affine_set<(d0, d1) : (d0 floordiv 3 - 1 == 0, d1 - 4 >= 0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @size() -> index {
  %c5 = arith.constant 5 : index
  return %c5 : index
}

func.func @main() {
  %n = call @size() : () -> index
  %f0 = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<6x6xf32>
  linalg.fill ins(%f0 : f32) outs(%m : memref<6x6xf32>)
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      affine.if #set_band(%i, %j)[%n] {
        %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1 + 1)>(%i, %j)
        %ki = arith.index_cast %k : index to i64
        %kf = arith.sitofp %ki : i64 to f32
        affine.store %kf, %m[%i, %j] : memref<6x6xf32>
      }
      affine.if #set_corner(%i, %j) {
        %c = arith.constant -1.0 : f32
        affine.store %c, %m[%i, %j] : memref<6x6xf32>
      }
    }
  }
  %u = memref.cast %m : memref<6x6xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %zero = arith.constant 0 : i64
  %sum = affine.for %i = 0 to 7 iter_args(%acc = %zero) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %v = affine.if #set_even(%i) -> i64 {
      %sq = arith.muli %ii, %ii : i64
      affine.yield %sq : i64
    } else {
      %neg = arith.subi %zero, %ii : i64
      affine.yield %neg : i64
    }
    %next = arith.addi %acc, %v : i64
    affine.yield %next : i64
  }
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()

  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<2xf32>)
  %pick = affine.if affine_set<()[s0] : (s0 - 6 >= 0)>()[%n] -> memref<2xf32> {
    affine.yield %a : memref<2xf32>
  } else {
    affine.yield %b : memref<2xf32>
  }
  %pu = memref.cast %pick : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  return
}
