// Runtime workload (bench/runtime_bench.py): a 2-D 5-point stencil on a
// 512x512 f32 grid with clamped borders, ping-pong style: each iteration
// sweeps the carried grid into a fresh tensor.empty (ping), then sweeps that
// back into the carried grid in place (pong). The number of iterations is an
// argument of the kernel, so the loop is not known to run. The grid is a
// fresh copy of the input, so the kernel never writes its argument. @main
// times REPS calls of 6 iterations and prints a checksum, then the seconds.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @input() -> tensor<512x512xf32> {
  %e = tensor.empty() : tensor<512x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<512x512xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.constant 7 : index
      %a = arith.muli %i, %k : index
      %s = arith.addi %a, %j : index
      %c = arith.constant 101 : index
      %m = arith.remui %s, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      linalg.yield %f : f32
  } -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}

func.func @kernel(%x: tensor<512x512xf32>, %steps: index) -> tensor<512x512xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %last = arith.constant 511 : index
  %quarter = arith.constant 0.25 : f32
  %half = arith.constant 0.5 : f32
  %twothirds = arith.constant 0.6666667 : f32
  %e0 = tensor.empty() : tensor<512x512xf32>
  %init = linalg.copy ins(%x : tensor<512x512xf32>) outs(%e0 : tensor<512x512xf32>) -> tensor<512x512xf32>
  %res = scf.for %it = %c0 to %steps step %c1 iter_args(%a = %init) -> (tensor<512x512xf32>) {
    %e = tensor.empty() : tensor<512x512xf32>
    %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        outs(%e : tensor<512x512xf32>) {
      ^bb0(%o: f32):
        %i = linalg.index 0 : index
        %j = linalg.index 1 : index
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %iu = arith.maxsi %im, %c0 : index
        %id = arith.minsi %ip, %last : index
        %jl = arith.maxsi %jm, %c0 : index
        %jr = arith.minsi %jp, %last : index
        %vc = tensor.extract %a[%i, %j] : tensor<512x512xf32>
        %vu = tensor.extract %a[%iu, %j] : tensor<512x512xf32>
        %vd = tensor.extract %a[%id, %j] : tensor<512x512xf32>
        %vl = tensor.extract %a[%i, %jl] : tensor<512x512xf32>
        %vr = tensor.extract %a[%i, %jr] : tensor<512x512xf32>
        %s1 = arith.addf %vu, %vd : f32
        %s2 = arith.addf %vl, %vr : f32
        %s3 = arith.addf %s1, %s2 : f32
        %s4 = arith.mulf %s3, %quarter : f32
        %s5 = arith.mulf %vc, %half : f32
        %r = arith.addf %s4, %s5 : f32
        %w = arith.mulf %r, %twothirds : f32
        linalg.yield %w : f32
    } -> tensor<512x512xf32>
    %a2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
        outs(%a : tensor<512x512xf32>) {
      ^bb0(%o: f32):
        %i = linalg.index 0 : index
        %j = linalg.index 1 : index
        %im = arith.subi %i, %c1 : index
        %ip = arith.addi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %iu = arith.maxsi %im, %c0 : index
        %id = arith.minsi %ip, %last : index
        %jl = arith.maxsi %jm, %c0 : index
        %jr = arith.minsi %jp, %last : index
        %vc = tensor.extract %b[%i, %j] : tensor<512x512xf32>
        %vu = tensor.extract %b[%iu, %j] : tensor<512x512xf32>
        %vd = tensor.extract %b[%id, %j] : tensor<512x512xf32>
        %vl = tensor.extract %b[%i, %jl] : tensor<512x512xf32>
        %vr = tensor.extract %b[%i, %jr] : tensor<512x512xf32>
        %s1 = arith.addf %vu, %vd : f32
        %s2 = arith.addf %vl, %vr : f32
        %s3 = arith.addf %s1, %s2 : f32
        %s4 = arith.mulf %s3, %quarter : f32
        %s5 = arith.mulf %vc, %half : f32
        %r = arith.addf %s4, %s5 : f32
        %w = arith.mulf %r, %twothirds : f32
        linalg.yield %w : f32
    } -> tensor<512x512xf32>
    scf.yield %a2 : tensor<512x512xf32>
  }
  return %res : tensor<512x512xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<512x512xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %steps = arith.constant 6 : index
  %reps = arith.constant 20 : index // REPS
  %zero = arith.constant 0.0 : f64
  %t0 = call @rtclock() : () -> f64
  %sum = scf.for %i = %c0 to %reps step %c1 iter_args(%acc = %zero) -> (f64) {
    %y = func.call @kernel(%x, %steps) : (tensor<512x512xf32>, index) -> tensor<512x512xf32>
    %v = tensor.extract %y[%i, %i] : tensor<512x512xf32>
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
