// Runtime workload (bench/runtime_bench.py): a small MLP, batch 64, three
// layers 256 -> 512 -> 256 -> 128, each matmul (into a zero-filled
// tensor.empty) + bias add + relu, every step into a fresh tensor as an
// unfused frontend would write it. Buffers of a layer die one step later;
// the later layers are smaller than the earlier ones. @main times REPS calls
// and prints a checksum, then the seconds.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @input() -> tensor<64x256xf32> {
  %e = tensor.empty() : tensor<64x256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<64x256xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.constant 3 : index
      %a = arith.muli %i, %k : index
      %s = arith.addi %a, %j : index
      %c = arith.constant 13 : index
      %m = arith.remui %s, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %h = arith.constant 6.0 : f32
      %d = arith.subf %f, %h : f32
      %q = arith.constant 0.125 : f32
      %v = arith.mulf %d, %q : f32
      linalg.yield %v : f32
  } -> tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

func.func @weight0() -> tensor<256x512xf32> {
  %e = tensor.empty() : tensor<256x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<256x512xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.constant 3 : index
      %a = arith.muli %i, %k : index
      %s = arith.addi %a, %j : index
      %c = arith.constant 7 : index
      %m = arith.remui %s, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %h = arith.constant 3.0 : f32
      %d = arith.subf %f, %h : f32
      %q = arith.constant 0.015625 : f32
      %v = arith.mulf %d, %q : f32
      linalg.yield %v : f32
  } -> tensor<256x512xf32>
  return %r : tensor<256x512xf32>
}

func.func @weight1() -> tensor<512x256xf32> {
  %e = tensor.empty() : tensor<512x256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<512x256xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.constant 3 : index
      %a = arith.muli %i, %k : index
      %s = arith.addi %a, %j : index
      %c = arith.constant 9 : index
      %m = arith.remui %s, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %h = arith.constant 4.0 : f32
      %d = arith.subf %f, %h : f32
      %q = arith.constant 0.015625 : f32
      %v = arith.mulf %d, %q : f32
      linalg.yield %v : f32
  } -> tensor<512x256xf32>
  return %r : tensor<512x256xf32>
}

func.func @weight2() -> tensor<256x128xf32> {
  %e = tensor.empty() : tensor<256x128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<256x128xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.constant 3 : index
      %a = arith.muli %i, %k : index
      %s = arith.addi %a, %j : index
      %c = arith.constant 11 : index
      %m = arith.remui %s, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %h = arith.constant 5.0 : f32
      %d = arith.subf %f, %h : f32
      %q = arith.constant 0.015625 : f32
      %v = arith.mulf %d, %q : f32
      linalg.yield %v : f32
  } -> tensor<256x128xf32>
  return %r : tensor<256x128xf32>
}

func.func @bias0() -> tensor<512xf32> {
  %e = tensor.empty() : tensor<512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<512xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %c = arith.constant 5 : index
      %m = arith.remui %i, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %q = arith.constant 0.0625 : f32
      %v = arith.mulf %f, %q : f32
      linalg.yield %v : f32
  } -> tensor<512xf32>
  return %r : tensor<512xf32>
}

func.func @bias1() -> tensor<256xf32> {
  %e = tensor.empty() : tensor<256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<256xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %c = arith.constant 5 : index
      %m = arith.remui %i, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %q = arith.constant 0.0625 : f32
      %v = arith.mulf %f, %q : f32
      linalg.yield %v : f32
  } -> tensor<256xf32>
  return %r : tensor<256xf32>
}

func.func @bias2() -> tensor<128xf32> {
  %e = tensor.empty() : tensor<128xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<128xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %c = arith.constant 5 : index
      %m = arith.remui %i, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %q = arith.constant 0.0625 : f32
      %v = arith.mulf %f, %q : f32
      linalg.yield %v : f32
  } -> tensor<128xf32>
  return %r : tensor<128xf32>
}

func.func @kernel(%x: tensor<64x256xf32>, %w0: tensor<256x512xf32>, %b0: tensor<512xf32>, %w1: tensor<512x256xf32>, %b1: tensor<256xf32>, %w2: tensor<256x128xf32>, %b2: tensor<128xf32>) -> tensor<64x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e0a = tensor.empty() : tensor<64x512xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0a : tensor<64x512xf32>) -> tensor<64x512xf32>
  %m0 = linalg.matmul ins(%x, %w0 : tensor<64x256xf32>, tensor<256x512xf32>) outs(%z0 : tensor<64x512xf32>) -> tensor<64x512xf32>
  %e0b = tensor.empty() : tensor<64x512xf32>
  %s0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m0, %b0 : tensor<64x512xf32>, tensor<512xf32>) outs(%e0b : tensor<64x512xf32>) {
    ^bb0(%v: f32, %bias: f32, %o: f32):
      %r = arith.addf %v, %bias : f32
      linalg.yield %r : f32
  } -> tensor<64x512xf32>
  %e0c = tensor.empty() : tensor<64x512xf32>
  %h0 = linalg.map ins(%s0 : tensor<64x512xf32>) outs(%e0c : tensor<64x512xf32>)
    (%v: f32, %o: f32) {
      %c0f = arith.constant 0.0 : f32
      %r = arith.maximumf %v, %c0f : f32
      linalg.yield %r : f32
    }
  %e1a = tensor.empty() : tensor<64x256xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1a : tensor<64x256xf32>) -> tensor<64x256xf32>
  %m1 = linalg.matmul ins(%h0, %w1 : tensor<64x512xf32>, tensor<512x256xf32>) outs(%z1 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %e1b = tensor.empty() : tensor<64x256xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<64x256xf32>, tensor<256xf32>) outs(%e1b : tensor<64x256xf32>) {
    ^bb0(%v: f32, %bias: f32, %o: f32):
      %r = arith.addf %v, %bias : f32
      linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %e1c = tensor.empty() : tensor<64x256xf32>
  %h1 = linalg.map ins(%s1 : tensor<64x256xf32>) outs(%e1c : tensor<64x256xf32>)
    (%v: f32, %o: f32) {
      %c0f = arith.constant 0.0 : f32
      %r = arith.maximumf %v, %c0f : f32
      linalg.yield %r : f32
    }
  %e2a = tensor.empty() : tensor<64x128xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2a : tensor<64x128xf32>) -> tensor<64x128xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<64x256xf32>, tensor<256x128xf32>) outs(%z2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %e2b = tensor.empty() : tensor<64x128xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<64x128xf32>, tensor<128xf32>) outs(%e2b : tensor<64x128xf32>) {
    ^bb0(%v: f32, %bias: f32, %o: f32):
      %r = arith.addf %v, %bias : f32
      linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %e2c = tensor.empty() : tensor<64x128xf32>
  %h2 = linalg.map ins(%s2 : tensor<64x128xf32>) outs(%e2c : tensor<64x128xf32>)
    (%v: f32, %o: f32) {
      %c0f = arith.constant 0.0 : f32
      %r = arith.maximumf %v, %c0f : f32
      linalg.yield %r : f32
    }
  return %h2 : tensor<64x128xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<64x256xf32>
  %w0 = call @weight0() : () -> tensor<256x512xf32>
  %w1 = call @weight1() : () -> tensor<512x256xf32>
  %w2 = call @weight2() : () -> tensor<256x128xf32>
  %b0 = call @bias0() : () -> tensor<512xf32>
  %b1 = call @bias1() : () -> tensor<256xf32>
  %b2 = call @bias2() : () -> tensor<128xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 20 : index // REPS
  %zero = arith.constant 0.0 : f64
  %t0 = call @rtclock() : () -> f64
  %sum = scf.for %i = %c0 to %reps step %c1 iter_args(%acc = %zero) -> (f64) {
    %y = func.call @kernel(%x, %w0, %b0, %w1, %b1, %w2, %b2) : (tensor<64x256xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x128xf32>, tensor<128xf32>) -> tensor<64x128xf32>
    %v = tensor.extract %y[%i, %i] : tensor<64x128xf32>
    %w = arith.extf %v : f32 to f64
    %a = arith.addf %acc, %w : f64
    scf.yield %a : f64
  }
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  call @printF64(%sum) : (f64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%dt) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
