// RUN: tbuf %s --emit=c
// Float arith and math: NaN-aware cmpf predicates, minimumf/maximumf helpers,
// libm calls (the `f` variants for f32), casts, exact constants.
func.func @float_ops(%x: f32, %y: f64) -> (f32, i1) {
  %c = arith.constant 0.1 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = arith.addf %x, %c : f32
  %1 = arith.maximumf %0, %inf : f32
  %2 = arith.minnumf %1, %x : f32
  %3 = math.exp %2 : f32
  %4 = math.sqrt %y : f64
  %5 = arith.truncf %4 : f64 to f32
  %6 = arith.remf %3, %5 : f32
  %7 = math.tanh %6 : f32
  %8 = arith.cmpf ult, %7, %x : f32
  %9 = arith.cmpf ord, %4, %y : f64
  %10 = arith.andi %8, %9 : i1
  %11 = arith.fptosi %7 : f32 to i32
  %12 = arith.sitofp %11 : i32 to f32
  %13 = math.fma %12, %7, %x : f32
  %14 = arith.negf %13 : f32
  return %14, %10 : f32, i1
}
