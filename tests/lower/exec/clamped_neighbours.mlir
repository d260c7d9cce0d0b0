// Payloads that clamp or compare the innermost index against constants,
// which the C emitter splits into several loops at the iterations where a
// clamp or comparison flips: neighbour reads clamped to the borders (maxsi,
// minsi, the constant on either side), a select on an equality with the
// index, unsigned clamps, a comparison past the end of the loop and one
// before its start, on static and on dynamic sizes (the pieces' bounds are
// then computed at run time, including sizes smaller than the split points).
func.func private @printMemrefF32(tensor<*xf32>)

// out[i][j] = in[i][max(j-1,0)] + 10 * in[i][min(j+1,6)] + 100 * in[max(i-1,0)][j]
func.func @clamp2d(%a: tensor<4x7xf32>) -> tensor<4x7xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %ten = arith.constant 10.0 : f32
  %hundred = arith.constant 100.0 : f32
  %e = tensor.empty() : tensor<4x7xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x7xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %c1, %j : index
      %im = arith.subi %i, %c1 : index
      %jl = arith.maxsi %c0, %jm : index
      %jr = arith.minsi %jp, %c6 : index
      %iu = arith.maxsi %im, %c0 : index
      %vl = tensor.extract %a[%i, %jl] : tensor<4x7xf32>
      %vr = tensor.extract %a[%i, %jr] : tensor<4x7xf32>
      %vu = tensor.extract %a[%iu, %j] : tensor<4x7xf32>
      %r1 = arith.mulf %vr, %ten : f32
      %r2 = arith.mulf %vu, %hundred : f32
      %s = arith.addf %vl, %r1 : f32
      %t = arith.addf %s, %r2 : f32
      linalg.yield %t : f32
  } -> tensor<4x7xf32>
  return %r : tensor<4x7xf32>
}

// out[j] = (j == 2 ? -1 : in[minui(j+2, 4) mod n]) + (j < 9 ? 0.5 : 0) + (j >= -3 ? 0.25 : 0),
// over a dynamic size.
func.func @clamp1d(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %cm3 = arith.constant -3 : index
  %minus = arith.constant -1.0 : f32
  %half = arith.constant 0.5 : f32
  %quarter = arith.constant 0.25 : f32
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(j) -> (j)>], iterator_types = ["parallel"]}
      outs(%e : tensor<?xf32>) {
    ^bb0(%o: f32):
      %j = linalg.index 0 : index
      %jp = arith.addi %j, %c2 : index
      %jr = arith.minui %jp, %c4 : index
      %jn = arith.remui %jr, %n : index
      %v = tensor.extract %a[%jn] : tensor<?xf32>
      %is2 = arith.cmpi eq, %j, %c2 : index
      %w = arith.select %is2, %minus, %v : f32
      %below = arith.cmpi sgt, %c9, %j : index
      %h = arith.select %below, %half, %zero : f32
      %after = arith.cmpi sge, %j, %cm3 : index
      %q = arith.select %after, %quarter, %zero : f32
      %s = arith.addf %w, %h : f32
      %t = arith.addf %s, %q : f32
      linalg.yield %t : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.generate {
    ^bb0(%i: index, %j: index):
      %k = arith.constant 7 : index
      %m = arith.muli %i, %k : index
      %s = arith.addi %m, %j : index
      %x = arith.index_cast %s : index to i64
      %f = arith.sitofp %x : i64 to f32
      tensor.yield %f : f32
  } : tensor<4x7xf32>
  %r = call @clamp2d(%a) : (tensor<4x7xf32>) -> tensor<4x7xf32>
  %u = tensor.cast %r : tensor<4x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  // Sizes 12 (past every split point), 5 and 2 (fewer iterations than the
  // last points).
  %sizes = arith.constant dense<[12, 5, 2]> : tensor<3xindex>
  %c3 = arith.constant 3 : index
  scf.for %k = %c0 to %c3 step %c1 {
    %n = tensor.extract %sizes[%k] : tensor<3xindex>
    %b = tensor.generate %n {
      ^bb0(%i: index):
        %x = arith.index_cast %i : index to i64
        %f = arith.sitofp %x : i64 to f32
        tensor.yield %f : f32
    } : tensor<?xf32>
    %y = func.call @clamp1d(%b) : (tensor<?xf32>) -> tensor<?xf32>
    %yu = tensor.cast %y : tensor<?xf32> to tensor<*xf32>
    func.call @printMemrefF32(%yu) : (tensor<*xf32>) -> ()
  }
  return
}
