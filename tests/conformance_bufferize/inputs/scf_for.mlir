// scf.for with tensor iter_args: RaW in loops, yields equivalent to the iter
// bbArg, slices inside loops, nested loops.
// OPTIONS: bufferize-function-boundaries
// OPTIONS:
// OPTIONS: bufferize-function-boundaries dump-alias-sets

func.func @for_insert(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @for_init_read_after(%t: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  %r = tensor.extract %t[%c0] : tensor<?xf32>
  return %0, %r : tensor<?xf32>, f32
}

func.func @for_read_init_inside(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    %s = arith.addf %v, %f : f32
    %1 = tensor.insert %s into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @for_yield_bbarg(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    scf.yield %a : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

func.func @for_two_iter_args(%t: tensor<?xf32>, %u: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    %v = tensor.extract %b[%i] : tensor<?xf32>
    %2 = tensor.insert %v into %b[%c0] : tensor<?xf32>
    scf.yield %1, %2 : tensor<?xf32>, tensor<?xf32>
  }
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @for_same_init_twice(%t: tensor<?xf32>, %n: index, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<?xf32>, tensor<?xf32>) {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1, %b : tensor<?xf32>, tensor<?xf32>
  }
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @for_tiled_fill(%t: tensor<128xf32>, %f: f32) -> tensor<128xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %0 = scf.for %i = %c0 to %c128 step %c16 iter_args(%a = %t) -> tensor<128xf32> {
    %s = tensor.extract_slice %a[%i] [16] [1] : tensor<128xf32> to tensor<16xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>
    %r = tensor.insert_slice %w into %a[%i] [16] [1] : tensor<16xf32> into tensor<128xf32>
    scf.yield %r : tensor<128xf32>
  }
  return %0 : tensor<128xf32>
}

func.func @for_tiled_matmul(%A: tensor<64x32xf32>, %B: tensor<32x64xf32>, %C: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %0 = scf.for %i = %c0 to %c64 step %c16 iter_args(%acc = %C) -> tensor<64x64xf32> {
    %a = tensor.extract_slice %A[%i, 0] [16, 32] [1, 1] : tensor<64x32xf32> to tensor<16x32xf32>
    %c = tensor.extract_slice %acc[%i, 0] [16, 64] [1, 1] : tensor<64x64xf32> to tensor<16x64xf32>
    %m = linalg.matmul ins(%a, %B : tensor<16x32xf32>, tensor<32x64xf32>) outs(%c : tensor<16x64xf32>) -> tensor<16x64xf32>
    %r = tensor.insert_slice %m into %acc[%i, 0] [16, 64] [1, 1] : tensor<16x64xf32> into tensor<64x64xf32>
    scf.yield %r : tensor<64x64xf32>
  }
  return %0 : tensor<64x64xf32>
}

func.func @for_nested(%t: tensor<?x?xf32>, %m: index, %n: index, %f: f32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %m step %c1 iter_args(%a = %t) -> tensor<?x?xf32> {
    %1 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<?x?xf32> {
      %2 = tensor.insert %f into %b[%i, %j] : tensor<?x?xf32>
      scf.yield %2 : tensor<?x?xf32>
    }
    scf.yield %1 : tensor<?x?xf32>
  }
  return %0 : tensor<?x?xf32>
}

func.func @for_empty_init(%n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> tensor<8xf32> {
    %1 = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

func.func @for_constant_init(%n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<0.0> : tensor<4xf32>
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %cst) -> tensor<4xf32> {
    %1 = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

func.func @for_extract_only(%t: tensor<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %0 : f32
}

func.func @for_result_unused_init_used(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %1 = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  }
  return %t : tensor<?xf32>
}
