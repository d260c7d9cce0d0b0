// RUN: tbuf %s --eliminate-empty-tensors
// Values the extraction needs that are computed after the use of the
// tensor.empty move above it when their backward slice is pure and in the
// same block; otherwise the tensor.empty stays.

func.func @chain_move(%t: tensor<16xf32>, %s: f32, %i: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = arith.addf %s, %s : f32
  %x = arith.constant 1.0 : f32
  %d = linalg.fill ins(%a : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %o = arith.addi %i, %i : index
  %1 = tensor.insert_slice %0 into %d[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @depends_on_user(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %0[%c0] : tensor<4xf32>
  %d = linalg.fill ins(%v : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @region_op(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = scf.if %c -> tensor<16xf32> {
    scf.yield %t : tensor<16xf32>
  } else {
    %f = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %f : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @side_effect(%t: tensor<16xf32>, %s: f32, %m: memref<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = bufferization.to_tensor %m restrict : memref<16xf32> to tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @nested_user(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = scf.if %c -> tensor<4xf32> {
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %d = linalg.fill ins(%s : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @load_offset(%t: tensor<16xf32>, %s: f32, %m: memref<4xindex>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %o = memref.load %m[%c0] : memref<4xindex>
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @div_offset(%t: tensor<16xf32>, %s: f32, %a: index, %b: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %o = arith.divui %a, %b : index
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @for_dest(%t: tensor<16xf32>, %s: f32, %n: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<16xf32> {
    %x = tensor.insert %s into %a[%i] : tensor<16xf32>
    scf.yield %x : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @from_above(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %v = arith.mulf %s, %s : f32
  %d = scf.if %c -> tensor<16xf32> {
    scf.yield %t : tensor<16xf32>
  } else {
    %f = linalg.fill ins(%v : f32) outs(%t : tensor<16xf32>) -> tensor<16xf32>
    scf.yield %f : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @call_dest(%t: tensor<16xf32>, %s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = func.call @callee(%t) : (tensor<16xf32>) -> tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @callee(%t: tensor<16xf32>) -> tensor<16xf32> {
  return %t : tensor<16xf32>
}
func.func @rem_offset(%t: tensor<16xf32>, %s: f32, %a: index, %b: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %o = arith.remui %a, %b : index
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @divc_offset(%t: tensor<16xf32>, %s: f32, %a: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c2 = arith.constant 2 : index
  %o = arith.divui %a, %c2 : index
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @dim_offset(%t: tensor<?xf32>, %s: f32) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %o = tensor.dim %t, %c0 : tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @for_dyn_step(%t: tensor<16xf32>, %s: f32, %n: index) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %d = scf.for %i = %c0 to %n step %n iter_args(%a = %t) -> tensor<16xf32> {
    %x = tensor.insert %s into %a[%i] : tensor<16xf32>
    scf.yield %x : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @generate_dest(%s: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %s : f32
  } : tensor<16xf32>
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
func.func @while_dest(%t: tensor<16xf32>, %s: f32, %c: i1) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = scf.execute_region -> tensor<16xf32> {
    scf.yield %t : tensor<16xf32>
  }
  %1 = tensor.insert_slice %0 into %d[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
