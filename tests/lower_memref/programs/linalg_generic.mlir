// linalg.generic with broadcast and permuted indexing maps, a reduction
// iterator, two outputs, linalg.index and a constant captured from outside;
// linalg.map and linalg.reduce; integer payloads.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %x = memref.alloc() : memref<3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%x : memref<3x4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %t = arith.muli %i, %j : index
    %s = arith.subi %t, %j : index
    %v = arith.index_cast %s : index to i64
    %f = arith.sitofp %v : i64 to f32
    linalg.yield %f : f32
  }
  // Broadcast a row vector and add: y[i, j] = x[i, j] + row[j] + 1.
  %row = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%row : memref<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f32
    %g = arith.mulf %f, %f : f32
    linalg.yield %g : f32
  }
  %y = memref.alloc() : memref<3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %row : memref<3x4xf32>, memref<4xf32>) outs(%y : memref<3x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    %t = arith.addf %s, %one : f32
    linalg.yield %t : f32
  }
  %uy = memref.cast %y : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%uy) : (memref<*xf32>) -> ()
  // Row sums and column maxima in one generic with two outputs, reading
  // the input transposed: loops (d0 = column, d1 = row).
  %sums = memref.alloc() : memref<4xf32>
  %maxs = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%sums : memref<4xf32>)
  %ninf = arith.constant -1.0e+30 : f32
  linalg.fill ins(%ninf : f32) outs(%maxs : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<3x4xf32>) outs(%sums, %maxs : memref<4xf32>, memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32, %m: f32):
    %s = arith.addf %in, %acc : f32
    %n = arith.maximumf %in, %m : f32
    linalg.yield %s, %n : f32, f32
  }
  %us = memref.cast %sums : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %um = memref.cast %maxs : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  // linalg.map and linalg.reduce.
  %z = memref.alloc() : memref<3x4xf32>
  linalg.map { arith.mulf } ins(%x, %y : memref<3x4xf32>, memref<3x4xf32>) outs(%z : memref<3x4xf32>)
  %uz = memref.cast %z : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%uz) : (memref<*xf32>) -> ()
  %r = memref.alloc() : memref<3xf32>
  linalg.fill ins(%zero : f32) outs(%r : memref<3xf32>)
  linalg.reduce { arith.addf } ins(%z : memref<3x4xf32>) outs(%r : memref<3xf32>) dimensions = [1]
  %ur = memref.cast %r : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  // Integer payload with the long form of linalg.map.
  %ints = memref.alloc() : memref<5xi64>
  %k = arith.constant 3 : i64
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%ints : memref<5xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    %w = arith.subi %v, %k : i64
    linalg.yield %w : i64
  }
  %sq = memref.alloc() : memref<5xi64>
  linalg.map ins(%ints : memref<5xi64>) outs(%sq : memref<5xi64>)
    (%in: i64, %init: i64) {
      %p = arith.muli %in, %in : i64
      %q = arith.remsi %p, %k : i64
      %w = arith.subi %q, %in : i64
      linalg.yield %w : i64
    }
  %usq = memref.cast %sq : memref<5xi64> to memref<*xi64>
  call @printMemrefI64(%usq) : (memref<*xi64>) -> ()
  memref.dealloc %x : memref<3x4xf32>
  memref.dealloc %row : memref<4xf32>
  memref.dealloc %y : memref<3x4xf32>
  memref.dealloc %sums : memref<4xf32>
  memref.dealloc %maxs : memref<4xf32>
  memref.dealloc %z : memref<3x4xf32>
  memref.dealloc %r : memref<3xf32>
  memref.dealloc %ints : memref<5xi64>
  memref.dealloc %sq : memref<5xi64>
  return
}
