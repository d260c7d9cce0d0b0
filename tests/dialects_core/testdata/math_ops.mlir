// math dialect: every unary float function, the binary and ternary ops,
// absi, fast-math flags, attributes and tensors.

func.func @unary(%a: f32, %d: f64, %h: f16) {
  %0 = math.absf %a : f32
  %1 = math.atan %a : f32
  %2 = math.cbrt %a : f32
  %3 = math.ceil %a : f32
  %4 = math.cos %a : f32
  %5 = math.erf %a : f32
  %6 = math.exp %a : f32
  %7 = math.exp2 %a : f32
  %8 = math.expm1 %a : f32
  %9 = math.floor %a : f32
  %10 = math.log %d : f64
  %11 = math.log10 %d : f64
  %12 = math.log1p %d : f64
  %13 = math.log2 %d : f64
  %14 = math.round %d : f64
  %15 = math.roundeven %d : f64
  %16 = math.rsqrt %h : f16
  %17 = math.sin %h : f16
  %18 = math.sqrt %h : f16
  %19 = math.tan %h : f16
  %20 = math.tanh %h : f16
  %21 = math.trunc %h : f16
  return
}

// -----

func.func @others(%a: f32, %b: f32, %c: f32, %i: i32, %t: tensor<?x4xf32>, %u: tensor<*xf64>) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b : f32
  %2 = math.powf %a, %b : f32
  %3 = math.fma %a, %b, %c : f32
  %4 = math.absi %i : i32
  %5 = math.exp %a fastmath<fast> : f32
  %6 = math.sqrt %a fastmath<ninf,nnan> {tag} : f32
  %7 = math.powf %a, %b fastmath<afn> : f32
  %8 = math.fma %a, %b, %c fastmath<contract> : f32
  %9 = math.tanh %t : tensor<?x4xf32>
  %10 = math.log %u fastmath<none> : tensor<*xf64>
  %11 = math.absi %i {tag = 2 : i64} : i32
  return
}
