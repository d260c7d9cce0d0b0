// Conversions: int<->float (signed and unsigned), float widths, integer
// widths, index casts and bitcast (fptoui only on in-range values).
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})
func.func private @printMemrefF64(tensor<*xf64> {bufferization.access = "read"})

func.func @to_float(%i: i32, %f: f64) -> tensor<6xf64> {
  %s = arith.sitofp %i : i32 to f64
  %u = arith.uitofp %i : i32 to f64
  %t = arith.truncf %f : f64 to f32
  %e = arith.extf %t : f32 to f64
  %h = arith.truncf %f : f64 to f16
  %he = arith.extf %h : f16 to f64
  %s32 = arith.sitofp %i : i32 to f32
  %s32e = arith.extf %s32 : f32 to f64
  %r = tensor.from_elements %s, %u, %e, %he, %s32e, %f : tensor<6xf64>
  return %r : tensor<6xf64>
}

func.func @to_int(%i: i32, %f: f64) -> tensor<9xi64> {
  %fs = arith.fptosi %f : f64 to i64
  %fabs = math.absf %f : f64
  %fu8 = arith.fptoui %fabs : f64 to i8
  %fu = arith.extui %fu8 : i8 to i64
  %es = arith.extsi %i : i32 to i64
  %eu = arith.extui %i : i32 to i64
  %tr = arith.trunci %i : i32 to i8
  %tre = arith.extsi %tr : i8 to i64
  %idx = arith.index_cast %i : i32 to index
  %idxi = arith.index_cast %idx : index to i64
  %idxu = arith.index_castui %i : i32 to index
  %idxui = arith.index_cast %idxu : index to i64
  %fb = arith.truncf %f : f64 to f32
  %bits = arith.bitcast %fb : f32 to i32
  %bitse = arith.extui %bits : i32 to i64
  %tr1 = arith.trunci %i : i32 to i1
  %tr1e = arith.extsi %tr1 : i1 to i64
  %r = tensor.from_elements %fs, %fu, %es, %eu, %tre, %idxi, %idxui, %bitse, %tr1e : tensor<9xi64>
  return %r : tensor<9xi64>
}

func.func @main() {
  %i = arith.constant -301 : i32
  %f = arith.constant 200.75 : f64
  %a = call @to_float(%i, %f) : (i32, f64) -> tensor<6xf64>
  %au = tensor.cast %a : tensor<6xf64> to tensor<*xf64>
  call @printMemrefF64(%au) : (tensor<*xf64>) -> ()
  %b = call @to_int(%i, %f) : (i32, f64) -> tensor<9xi64>
  %bu = tensor.cast %b : tensor<9xi64> to tensor<*xi64>
  call @printMemrefI64(%bu) : (tensor<*xi64>) -> ()
  %j = arith.constant 77 : i32
  %g = arith.constant -3.9 : f64
  %c = call @to_int(%j, %g) : (i32, f64) -> tensor<9xi64>
  %cu = tensor.cast %c : tensor<9xi64> to tensor<*xi64>
  call @printMemrefI64(%cu) : (tensor<*xi64>) -> ()
  return
}
