// Runtime workload (bench/runtime_bench.py): a loop producing a fresh tensor
// per iteration. Each of 8 iterations computes a temporary with linalg.map
// into a tensor.empty, then updates the carried state in place from it
// (x = x + 0.125 * sqrt(x * x + 1)): the bufferized loop allocates and frees
// one 4 MB buffer per iteration unless planning keeps one for all of them.
// The state is a fresh copy of the input, so the kernel never writes its
// argument. @main times REPS calls and prints a checksum, then the seconds.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @input() -> tensor<1048576xf32> {
  %e = tensor.empty() : tensor<1048576xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<1048576xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %c = arith.constant 97 : index
      %m = arith.remui %i, %c : index
      %ii = arith.index_cast %m : index to i64
      %f = arith.sitofp %ii : i64 to f32
      %s = arith.constant 0.01 : f32
      %v = arith.mulf %f, %s : f32
      linalg.yield %v : f32
  } -> tensor<1048576xf32>
  return %r : tensor<1048576xf32>
}

func.func @kernel(%x: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %steps = arith.constant 8 : index
  %e0 = tensor.empty() : tensor<1048576xf32>
  %init = linalg.map ins(%x : tensor<1048576xf32>) outs(%e0 : tensor<1048576xf32>)
    (%v: f32, %o: f32) {
      %h = arith.constant 0.5 : f32
      %r = arith.mulf %v, %h : f32
      linalg.yield %r : f32
    }
  %res = scf.for %i = %c0 to %steps step %c1 iter_args(%s = %init) -> (tensor<1048576xf32>) {
    %e = tensor.empty() : tensor<1048576xf32>
    %t = linalg.map ins(%s : tensor<1048576xf32>) outs(%e : tensor<1048576xf32>)
      (%v: f32, %o: f32) {
        %one = arith.constant 1.0 : f32
        %sq = arith.mulf %v, %v : f32
        %a = arith.addf %sq, %one : f32
        %r = math.sqrt %a : f32
        linalg.yield %r : f32
      }
    %n = linalg.map ins(%s, %t : tensor<1048576xf32>, tensor<1048576xf32>) outs(%s : tensor<1048576xf32>)
      (%v: f32, %w: f32, %o: f32) {
        %k = arith.constant 0.125 : f32
        %m = arith.mulf %w, %k : f32
        %r = arith.addf %v, %m : f32
        linalg.yield %r : f32
      }
    scf.yield %n : tensor<1048576xf32>
  }
  return %res : tensor<1048576xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<1048576xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %reps = arith.constant 10 : index // REPS
  %zero = arith.constant 0.0 : f64
  %t0 = call @rtclock() : () -> f64
  %sum = scf.for %i = %c0 to %reps step %c1 iter_args(%acc = %zero) -> (f64) {
    %y = func.call @kernel(%x) : (tensor<1048576xf32>) -> tensor<1048576xf32>
    %p = arith.muli %i, %c1 : index
    %v = tensor.extract %y[%p] : tensor<1048576xf32>
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
