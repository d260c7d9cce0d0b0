// Examples from MLIR's bufferization documentation, with syntax fixed to what MLIR 22
// accepts: `to_memref` -> `to_buffer`, `func` -> `func.func`, `constant` ->
// `arith.constant`, `cmpi "eq"` -> `arith.cmpi eq`, `alloc`/`dealloc` ->
// `memref.alloc`/`memref.dealloc`, "linalg.copy"(a, b) -> `memref.copy`,
// custom-form `test.copy(...)` -> `memref.copy`, elided result lists
// (`%x, ... =`) written out, `tosa.matmul` -> `linalg.batch_matmul`
// (tbuf has no tosa), `{M}x{N}` placeholders -> concrete sizes.

// Bufferization.md, "Debugging Buffer Copies": the RaW example (input).
func.func @test(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, tensor<3xf32>) {
  // Create a new tensor with [%arg0, %arg0, %arg0].
  %0 = tensor.from_elements %arg0, %arg0, %arg0 : tensor<3xf32>

  // Insert something into the new tensor.
  %1 = tensor.insert %arg1 into %0[%arg2] : tensor<3xf32>

  // Read from the old tensor.
  %r = tensor.extract %0[%arg3] : tensor<3xf32>

  // Return the extracted value and the result of the insertion.
  func.return %r, %1 : f32, tensor<3xf32>
}

// -----

// Bufferization.md: the same function as annotated by
// --one-shot-bufferize="test-analysis-only print-conflicts".
func.func @test(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, tensor<3xf32>) {
  %from_elements = tensor.from_elements %arg0, %arg0, %arg0 {"C_0[DEF: result 0]"} : tensor<3xf32>
  %inserted = tensor.insert %arg1 into %from_elements[%arg2] {"C_0[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]} : tensor<3xf32>
  %extracted = tensor.extract %from_elements[%arg3] {"C_0[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
  return {__inplace_operands_attr__ = ["none", "true"]} %extracted, %inserted : f32, tensor<3xf32>
}

// -----

// Bufferization.md: the same function after bufferization.
func.func @test(%arg0: f32, %arg1: f32, %arg2: index, %arg3: index) -> (f32, memref<3xf32>) {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
  memref.store %arg0, %alloc[%c0] : memref<3xf32>
  memref.store %arg0, %alloc[%c1] : memref<3xf32>
  memref.store %arg0, %alloc[%c2] : memref<3xf32>
  %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
  memref.copy %alloc, %alloc_0 : memref<3xf32> to memref<3xf32>
  memref.store %arg1, %alloc_0[%arg2] : memref<3xf32>
  %0 = memref.load %alloc[%arg3] : memref<3xf32>
  return %0, %alloc_0 : f32, memref<3xf32>
}

// -----

// Bufferization.md, "Destination-Passing Style": tensor.generate vs.
// linalg.generic with an `outs` operand, and the slice-overwrite pattern.
#map = affine_map<(i) -> (i)>
func.func @dps(%sz: index, %t: tensor<?xf32>, %s: tensor<?xf32>, %idx: index) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.generate %sz {
  ^bb0(%i : index):
    %cst = arith.constant 0.0 : f32
    tensor.yield %cst : f32
  } : tensor<?xf32>
  %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]}
                      outs(%t : tensor<?xf32>) {
    ^bb0(%arg0 : f32):
      %cst = arith.constant 0.0 : f32
      linalg.yield %cst : f32
  } -> tensor<?xf32>
  %t2 = tensor.extract_slice %s [%idx] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]}
                      outs(%t2 : tensor<?xf32>) {
    ^bb0(%arg0 : f32):
      %cst = arith.constant 1.0 : f32
      linalg.yield %cst : f32
  } -> tensor<?xf32>
  %3 = tensor.insert_slice %2 into %s [%idx] [%sz] [1]
      : tensor<?xf32> into tensor<?xf32>
  return %0, %1, %3 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// Bufferization.md, "Tensor / Buffer Boundary": test_matmul. The spec uses
// tosa.matmul; here the batched matmul is linalg.batch_matmul on a
// zero-filled tensor.empty.
func.func @test_matmul(%A: memref<1x17x19xf32>,
                       %B: memref<1x19x29xf32>,
                       %C: memref<1x17x29xf32>) {

  %A_tensor = bufferization.to_tensor %A restrict : memref<1x17x19xf32> to tensor<1x17x19xf32>
  %B_tensor = bufferization.to_tensor %B restrict : memref<1x19x29xf32> to tensor<1x19x29xf32>

  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x17x29xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x17x29xf32>) -> tensor<1x17x29xf32>
  %0 = linalg.batch_matmul ins(%A_tensor, %B_tensor : tensor<1x17x19xf32>, tensor<1x19x29xf32>)
                           outs(%init : tensor<1x17x29xf32>) -> tensor<1x17x29xf32>

  bufferization.materialize_in_destination
    %0 in restrict writable %C
      : (tensor<1x17x29xf32>, memref<1x17x29xf32>) -> ()

  return
}

// -----

// Bufferization.md, "Memory Layouts": to_buffer with a fully dynamic layout.
func.func @boundary(%t: tensor<?x?xf32>, %idx1: index, %idx2: index) -> f32 {
  %0 = tensor.cast %t : tensor<?x?xf32> to tensor<?x?xf32>
  %m0 = bufferization.to_buffer %0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.load %m0[%idx1, %idx2] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %1 : f32
}

// -----

// OwnershipBasedBufferDeallocation.md: @example (input).
func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}

// -----

// OwnershipBasedBufferDeallocation.md: @example after
// --ownership-based-buffer-deallocation.
func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %false = arith.constant false
  %true = arith.constant true
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  %base_buffer_memref, %o0, %s0, %st0 = memref.extract_strided_metadata %memref
    : memref<?xi8> -> memref<i8>, index, index, index
  %base_buffer_alloc, %o1, %s1, %st1 = memref.extract_strided_metadata %alloc
    : memref<?xi8> -> memref<i8>, index, index, index
  %base_buffer_alloca, %o2, %s2, %st2 = memref.extract_strided_metadata %alloca
    : memref<?xi8> -> memref<i8>, index, index, index
  %not_br_cond = arith.xori %true, %br_cond : i1
  %10:2 = bufferization.dealloc
           (%base_buffer_memref, %base_buffer_alloc, %base_buffer_alloca
             : memref<i8>, memref<i8>, memref<i8>)
        if (%false, %br_cond, %false)
    retain (%alloc, %select : memref<?xi8>, memref<?xi8>)
  %11:2 = bufferization.dealloc
           (%base_buffer_memref, %base_buffer_alloc, %base_buffer_alloca
             : memref<i8>, memref<i8>, memref<i8>)
        if (%false, %not_br_cond, %false)
    retain (%memref, %select : memref<?xi8>, memref<?xi8>)
  %new_ownership = arith.select %br_cond, %10#1, %11#1 : i1
  cf.cond_br %br_cond, ^bb1(%alloc, %10#0 : memref<?xi8>, i1),
                       ^bb1(%memref, %11#0 : memref<?xi8>, i1)
^bb1(%13: memref<?xi8>, %14: i1):  // 2 preds: ^bb0, ^bb0
  memref.copy %13, %select : memref<?xi8> to memref<?xi8>
  %base_buffer_13, %o3, %s3, %st3 = memref.extract_strided_metadata %13
    : memref<?xi8> -> memref<i8>, index, index, index
  %base_buffer_select, %o4, %s4, %st4 = memref.extract_strided_metadata %select
    : memref<?xi8> -> memref<i8>, index, index, index
  bufferization.dealloc (%base_buffer_13, %base_buffer_select
                          : memref<i8>, memref<i8>)
                     if (%14, %new_ownership)
  return
}

// -----

// ComprehensiveBufferizeRFC.md: scf.for with iter_args threading a tensor
// through calls ({M}=4, {K}=8, {N}=16; the writable-args attribute is the
// modern bufferization.writable).
func.func @matmul_on_tensors(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @main(%A : tensor<4x8xf32>, %B : tensor<8x16xf32>, %C : tensor<4x16xf32> {bufferization.writable = true}, %iters : index) -> tensor<4x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %res = scf.for %arg0 = %c0 to %iters step %c1 iter_args(%iterC = %C) -> (tensor<4x16xf32>) {
    %r = func.call @matmul_on_tensors(%A, %B, %iterC) :
        (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> (tensor<4x16xf32>)
    scf.yield %r : tensor<4x16xf32>
  }
  return %res : tensor<4x16xf32>
}

// -----

// BufferDeallocationInternals.md: loop_nested_if (memref scf.for with
// iter_args and a nested scf.if), in today's syntax.
func.func @loop_nested_if(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// OwnershipBasedBufferDeallocation.md: the generated dealloc helper
// (missing types added).
func.func @dealloc_helper(
    %dyn_dealloc_base_pointer_list: memref<?xindex>,
    %dyn_retain_base_pointer_list: memref<?xindex>,
    %dyn_cond_list: memref<?xi1>,
    %dyn_dealloc_cond_out: memref<?xi1>,
    %dyn_ownership_out: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %num_dealloc_memrefs = memref.dim %dyn_dealloc_base_pointer_list, %c0 : memref<?xindex>
  %num_retain_memrefs = memref.dim %dyn_retain_base_pointer_list, %c0 : memref<?xindex>
  // Zero initialize result buffer.
  scf.for %i = %c0 to %num_retain_memrefs step %c1 {
    memref.store %false, %dyn_ownership_out[%i] : memref<?xi1>
  }
  scf.for %i = %c0 to %num_dealloc_memrefs step %c1 {
    %dealloc_bp = memref.load %dyn_dealloc_base_pointer_list[%i] : memref<?xindex>
    %cond = memref.load %dyn_cond_list[%i] : memref<?xi1>
    // Check for aliasing with retained memrefs.
    %does_not_alias_retained = scf.for %j = %c0 to %num_retain_memrefs
        step %c1 iter_args(%does_not_alias_aggregated = %true) -> (i1) {
      %retain_bp = memref.load %dyn_retain_base_pointer_list[%j] : memref<?xindex>
      %does_alias = arith.cmpi eq, %retain_bp, %dealloc_bp : index
      scf.if %does_alias {
        %curr_ownership = memref.load %dyn_ownership_out[%j] : memref<?xi1>
        %updated_ownership = arith.ori %curr_ownership, %cond : i1
        memref.store %updated_ownership, %dyn_ownership_out[%j] : memref<?xi1>
      }
      %does_not_alias = arith.cmpi ne, %retain_bp, %dealloc_bp : index
      %updated_aggregate = arith.andi %does_not_alias_aggregated,
                                      %does_not_alias : i1
      scf.yield %updated_aggregate : i1
    }
    // Check for aliasing with dealloc memrefs in the list before the
    // current one.
    %does_not_alias_any = scf.for %j = %c0 to %i step %c1
       iter_args(%does_not_alias_agg = %does_not_alias_retained) -> (i1) {
      %prev_dealloc_bp = memref.load %dyn_dealloc_base_pointer_list[%j] : memref<?xindex>
      %does_not_alias = arith.cmpi ne, %prev_dealloc_bp, %dealloc_bp : index
      %updated_alias_agg = arith.andi %does_not_alias_agg, %does_not_alias : i1
      scf.yield %updated_alias_agg : i1
    }
    %dealloc_cond = arith.andi %does_not_alias_any, %cond : i1
    memref.store %dealloc_cond, %dyn_dealloc_cond_out[%i] : memref<?xi1>
  }
  return
}

// -----

// OwnershipBasedBufferDeallocation.md, "Specialized Lowerings": one memref
// with retained values, before and after lowering.
func.func @one_memref_retained(%m: memref<2xf32>, %cond: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%cond)
                        retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

func.func @one_memref_retained_lowered(%m: memref<2xf32>, %cond: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %m_base_pointer = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
  %r0_base_pointer = memref.extract_aligned_pointer_as_index %r0 : memref<1xf32> -> index
  %r0_does_not_alias = arith.cmpi ne, %m_base_pointer, %r0_base_pointer : index
  %r1_base_pointer = memref.extract_aligned_pointer_as_index %r1 : memref<2xf32> -> index
  %r1_does_not_alias = arith.cmpi ne, %m_base_pointer, %r1_base_pointer : index
  %not_retained = arith.andi %r0_does_not_alias, %r1_does_not_alias : i1
  %should_dealloc = arith.andi %not_retained, %cond : i1
  scf.if %should_dealloc {
    memref.dealloc %m : memref<2xf32>
  }
  %true = arith.constant true
  %r0_does_alias = arith.xori %r0_does_not_alias, %true : i1
  %r0_ownership = arith.andi %r0_does_alias, %cond : i1
  %r1_does_alias = arith.xori %r1_does_not_alias, %true : i1
  %r1_ownership = arith.andi %r1_does_alias, %cond : i1
  return %r0_ownership, %r1_ownership : i1, i1
}

// -----

// OwnershipBasedBufferDeallocation.md: one memref, no retained, lowered.
func.func @one_memref(%arg0: memref<2xf32>, %arg1: i1) {
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
  return
}

func.func @one_memref_lowered(%arg0: memref<2xf32>, %arg1: i1) {
  scf.if %arg1 {
    memref.dealloc %arg0 : memref<2xf32>
  }
  return
}
