// math dialect element-wise through linalg.map: roots, exponentials,
// logarithms, trigonometry, rounding, abs, fma, powf and copysign and integer abs.
func.func private @printMemrefF32(tensor<*xf32> {bufferization.access = "read"})
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @unary(%in: tensor<5xf32>) -> tensor<12x5xf32> {
  %e = tensor.empty() : tensor<12x5xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%in : tensor<5xf32>) outs(%e : tensor<12x5xf32>) {
    ^bb0(%x: f32, %o: f32):
      %i = linalg.index 0 : index
      %a = math.absf %x : f32
      %v0 = math.sqrt %a : f32
      %v1 = math.exp %x : f32
      %v2 = math.log %a : f32
      %v3 = math.sin %x : f32
      %v4 = math.cos %x : f32
      %v5 = math.tanh %x : f32
      %v6 = math.floor %x : f32
      %v7 = math.ceil %x : f32
      %v8 = math.round %x : f32
      %v9 = math.rsqrt %a : f32
      %v10 = math.exp2 %x : f32
      %v11 = math.atan %x : f32
      %r = scf.index_switch %i -> f32
      case 0 { scf.yield %v0 : f32 }
      case 1 { scf.yield %v1 : f32 }
      case 2 { scf.yield %v2 : f32 }
      case 3 { scf.yield %v3 : f32 }
      case 4 { scf.yield %v4 : f32 }
      case 5 { scf.yield %v5 : f32 }
      case 6 { scf.yield %v6 : f32 }
      case 7 { scf.yield %v7 : f32 }
      case 8 { scf.yield %v8 : f32 }
      case 9 { scf.yield %v9 : f32 }
      case 10 { scf.yield %v10 : f32 }
      default { scf.yield %v11 : f32 }
      linalg.yield %r : f32
  } -> tensor<12x5xf32>
  return %r : tensor<12x5xf32>
}

func.func @binary(%a: f64, %b: f64, %c: f64) -> tensor<4xf64> {
  %p = math.powf %a, %b : f64
  %f = math.fma %a, %b, %c : f64
  %t = math.atan2 %a, %c : f64
  %cs = math.copysign %a, %c : f64
  %r = tensor.from_elements %p, %f, %t, %cs : tensor<4xf64>
  return %r : tensor<4xf64>
}

func.func @ints(%a: i32) -> tensor<3xi64> {
  %abs = math.absi %a : i32
  %r0 = arith.extsi %abs : i32 to i64
  %r1 = arith.extsi %a : i32 to i64
  %r2 = arith.subi %r0, %r1 : i64
  %r = tensor.from_elements %r0, %r1, %r2 : tensor<3xi64>
  return %r : tensor<3xi64>
}

func.func @main() {
  %in = arith.constant dense<[0.25, -1.5, 2.0, 3.75, -0.5]> : tensor<5xf32>
  %u = call @unary(%in) : (tensor<5xf32>) -> tensor<12x5xf32>
  %uu = tensor.cast %u : tensor<12x5xf32> to tensor<*xf32>
  call @printMemrefF32(%uu) : (tensor<*xf32>) -> ()
  %a = arith.constant 2.5 : f64
  %b = arith.constant 1.5 : f64
  %c = arith.constant -4.0 : f64
  %r = call @binary(%a, %b, %c) : (f64, f64, f64) -> tensor<4xf64>
  %ru = tensor.cast %r : tensor<4xf64> to tensor<*xf64>
  call @printMemrefF64(%ru) : (tensor<*xf64>) -> ()
  %i = arith.constant -1000 : i32
  %ri = call @ints(%i) : (i32) -> tensor<3xi64>
  %riu = tensor.cast %ri : tensor<3xi64> to tensor<*xi64>
  call @printMemrefI64(%riu) : (tensor<*xi64>) -> ()
  return
}
