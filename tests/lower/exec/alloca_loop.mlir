// memref.alloca (stack) and a loop-carried scalar; index_switch.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloca() : memref<3xf64>
  %init = arith.constant 1.0 : f64
  %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %init) -> f64 {
    %k = scf.index_switch %i -> f64
    case 0 {
      %c = arith.constant 0.25 : f64
      scf.yield %c : f64
    }
    default {
      %c = arith.constant 3.0 : f64
      scf.yield %c : f64
    }
    %y = arith.mulf %x, %k : f64
    memref.store %y, %a[%i] : memref<3xf64>
    scf.yield %y : f64
  }
  %u = memref.cast %a : memref<3xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}
