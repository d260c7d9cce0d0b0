// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// scf.index_switch, scf.forall (its in_parallel terminator frees what the body
// owns) and scf.execute_region with a CFG inside. Byte-identical to mlir-opt-22.
func.func @switch(%i: index, %arg0: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.index_switch %i -> memref<2xf32>
  case 2 {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  default {
    scf.yield %arg0 : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

func.func @forall(%n: index, %arg0: memref<2xf32>) {
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %arg0, %a : memref<2xf32> to memref<2xf32>
  }
  return
}

// -----

func.func @exec_cfg(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  %0 = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%arg0 : memref<2xf32>)
  ^bb1(%m: memref<2xf32>):
    scf.yield %m : memref<2xf32>
  }
  return %0 : memref<2xf32>
}
