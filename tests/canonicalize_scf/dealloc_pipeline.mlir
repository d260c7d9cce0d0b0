// bufferization.dealloc / clone canonicalization on realistic input: the
// output of `mlir-opt-22 --one-shot-bufferize="bufferize-function-boundaries
// allow-return-allocs-from-loops" --ownership-based-buffer-deallocation` on
// small tensor programs (a loop, a branch, tensor.insert, scf.while, nested
// scf.if).

module {
  func.func @loop(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %false_0 = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0, %arg5 = %false) -> (memref<8xf32, strided<[?], offset: ?>>, i1) {
      %true_9 = arith.constant true
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
      linalg.fill ins(%arg2 : f32) outs(%alloc : memref<8xf32>)
      linalg.map { arith.addf } ins(%arg4, %alloc : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>) outs(%alloc : memref<8xf32>)
      %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg4 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
      %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
      %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg5, %true_9) retain (%cast : memref<8xf32, strided<[?], offset: ?>>)
      scf.yield %cast, %3 : memref<8xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<8xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<8xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<8xf32, strided<[?], offset: ?>>
    }
    %true = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<8xf32, strided<[?], offset: ?>>)
    return %1 : memref<8xf32, strided<[?], offset: ?>>
  }
  func.func @branch(%arg0: i1, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %false_0 = arith.constant false
    %0:2 = scf.if %arg0 -> (memref<8xf32, strided<[?], offset: ?>>, i1) {
      %true_9 = arith.constant true
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
      linalg.fill ins(%arg2 : f32) outs(%alloc : memref<8xf32>)
      %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
      %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%cast : memref<8xf32, strided<[?], offset: ?>>)
      scf.yield %cast, %3 : memref<8xf32, strided<[?], offset: ?>>, i1
    } else {
      %false_9 = arith.constant false
      %3 = bufferization.dealloc retain (%arg1 : memref<8xf32, strided<[?], offset: ?>>)
      scf.yield %arg1, %3 : memref<8xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<8xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<8xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<8xf32, strided<[?], offset: ?>>
    }
    %true = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<8xf32, strided<[?], offset: ?>>)
    return %1 : memref<8xf32, strided<[?], offset: ?>>
  }
  func.func @insert(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>) {
    %true = arith.constant true
    %false = arith.constant false
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
    memref.store %arg2, %alloc[%arg1] : memref<8xf32>
    %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    %0 = scf.if %false -> (memref<8xf32, strided<[?], offset: ?>>) {
      scf.yield %arg0 : memref<8xf32, strided<[?], offset: ?>>
    } else {
      %2 = bufferization.clone %arg0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
      scf.yield %2 : memref<8xf32, strided<[?], offset: ?>>
    }
    %true_0 = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %1:2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0) retain (%0, %alloc : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>)
    return %0, %alloc : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>
  }
}

// -----

module {
  func.func @while_loop(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<8xf32> {
    %false = arith.constant false
    %false_0 = arith.constant false
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %false) : (memref<8xf32, strided<[?], offset: ?>>, i1) -> (memref<8xf32>, i1) {
      %true_9 = arith.constant true
      %3 = arith.cmpf olt, %arg1, %arg1 : f32
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
      memref.copy %arg2, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
      %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
      %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg3, %true_9) retain (%alloc : memref<8xf32>)
      scf.condition(%3) %alloc, %4 : memref<8xf32>, i1
    } do {
    ^bb0(%arg2: memref<8xf32>, %arg3: i1):
      %true_9 = arith.constant true
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
      linalg.fill ins(%arg1 : f32) outs(%alloc : memref<8xf32>)
      linalg.map { arith.mulf } ins(%arg2, %alloc : memref<8xf32>, memref<8xf32>) outs(%alloc : memref<8xf32>)
      %cast_10 = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
      %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg2 : memref<8xf32> -> memref<f32>, index, index, index
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
      %3 = bufferization.dealloc (%base_buffer_11, %base_buffer_15 : memref<f32>, memref<f32>) if (%arg3, %true_9) retain (%cast_10 : memref<8xf32, strided<[?], offset: ?>>)
      scf.yield %cast_10, %3 : memref<8xf32, strided<[?], offset: ?>>, i1
    }
    %cast = memref.cast %0#0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    %1 = scf.if %0#1 -> (memref<8xf32>) {
      scf.yield %0#0 : memref<8xf32>
    } else {
      %3 = bufferization.clone %0#0 : memref<8xf32> to memref<8xf32>
      scf.yield %3 : memref<8xf32>
    }
    %true = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<8xf32> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<8xf32> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<8xf32>)
    return %1 : memref<8xf32>
  }
  func.func @nested(%arg0: i1, %arg1: i1, %arg2: memref<8xf32, strided<[?], offset: ?>>, %arg3: f32, %arg4: index) -> memref<8xf32, strided<[?], offset: ?>> {
    %false = arith.constant false
    %false_0 = arith.constant false
    %0:2 = scf.if %arg0 -> (memref<8xf32, strided<[?], offset: ?>>, i1) {
      %false_9 = arith.constant false
      %false_10 = arith.constant false
      %3:2 = scf.if %arg1 -> (memref<8xf32, strided<[?], offset: ?>>, i1) {
        %true_15 = arith.constant true
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
        linalg.fill ins(%arg3 : f32) outs(%alloc : memref<8xf32>)
        %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
        %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
        %5 = bufferization.dealloc (%base_buffer_16 : memref<f32>) if (%true_15) retain (%cast : memref<8xf32, strided<[?], offset: ?>>)
        scf.yield %cast, %5 : memref<8xf32, strided<[?], offset: ?>>, i1
      } else {
        %false_15 = arith.constant false
        memref.store %arg3, %arg2[%arg4] : memref<8xf32, strided<[?], offset: ?>>
        %5 = bufferization.dealloc retain (%arg2 : memref<8xf32, strided<[?], offset: ?>>)
        scf.yield %arg2, %5 : memref<8xf32, strided<[?], offset: ?>>, i1
      }
      %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %3#0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
      %4 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%3#1) retain (%3#0 : memref<8xf32, strided<[?], offset: ?>>)
      scf.yield %3#0, %4 : memref<8xf32, strided<[?], offset: ?>>, i1
    } else {
      %false_9 = arith.constant false
      %3 = bufferization.dealloc retain (%arg2 : memref<8xf32, strided<[?], offset: ?>>)
      scf.yield %arg2, %3 : memref<8xf32, strided<[?], offset: ?>>, i1
    }
    %1 = scf.if %0#1 -> (memref<8xf32, strided<[?], offset: ?>>) {
      scf.yield %0#0 : memref<8xf32, strided<[?], offset: ?>>
    } else {
      %3 = bufferization.clone %0#0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
      scf.yield %3 : memref<8xf32, strided<[?], offset: ?>>
    }
    %true = arith.constant true
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg2 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<8xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<8xf32, strided<[?], offset: ?>>)
    return %1 : memref<8xf32, strided<[?], offset: ?>>
  }
}
