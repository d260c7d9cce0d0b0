// Histogram: loop-carried tensor updated at a data-dependent index
// (tensor.extract + tensor.insert), bins computed with integer division and
// clamped with min/max.
func.func private @printMemrefI64(tensor<*xi64> {bufferization.access = "read"})

func.func @hist(%data: tensor<12xi64>, %width: i64) -> tensor<5xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %four = arith.constant 4 : i64
  %e = tensor.empty() : tensor<5xi64>
  %h0 = linalg.fill ins(%zero : i64) outs(%e : tensor<5xi64>) -> tensor<5xi64>
  %h = scf.for %i = %c0 to %c12 step %c1 iter_args(%acc = %h0) -> (tensor<5xi64>) {
    %v = tensor.extract %data[%i] : tensor<12xi64>
    %b = arith.floordivsi %v, %width : i64
    %lo = arith.maxsi %b, %zero : i64
    %bin = arith.minsi %lo, %four : i64
    %bi = arith.index_cast %bin : i64 to index
    %old = tensor.extract %acc[%bi] : tensor<5xi64>
    %new = arith.addi %old, %one : i64
    %acc2 = tensor.insert %new into %acc[%bi] : tensor<5xi64>
    scf.yield %acc2 : tensor<5xi64>
  }
  return %h : tensor<5xi64>
}

func.func @main() {
  %d = arith.constant dense<[3, 14, 15, 92, 65, 35, 89, 79, 32, 38, -46, 26]> : tensor<12xi64>
  %w = arith.constant 20 : i64
  %h = call @hist(%d, %w) : (tensor<12xi64>, i64) -> tensor<5xi64>
  %u = tensor.cast %h : tensor<5xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}
