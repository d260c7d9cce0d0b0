// bufferization: folds and canonicalization patterns (MLIR 22).

func.func @to_buffer_to_tensor(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %n = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %n : memref<4xf32>
}

// -----

func.func @to_buffer_to_tensor_cast(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %n = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %n : memref<4xf32, strided<[?], offset: ?>>
}

// -----

func.func @to_buffer_to_tensor_copy(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %n = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  return %n : memref<?xf32>
}

// -----

func.func @to_tensor_to_buffer(%t: tensor<4xf32>) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %u = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %u : tensor<4xf32>
}

// -----

func.func @to_tensor_to_buffer_interleaved(%t: tensor<4xf32>) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  "test.op"() : () -> ()
  %u = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %u : tensor<4xf32>
}

// -----

func.func @to_buffer_of_cast(%t: tensor<4xf32>) -> memref<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %m = bufferization.to_buffer %c : tensor<?xf32> to memref<?xf32>
  return %m : memref<?xf32>
}

// -----

func.func @dim_of_to_tensor(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// -----

func.func @dim_of_to_buffer(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

// -----

func.func @load_of_to_buffer(%t: tensor<?xf32>, %i: index) -> (f32, f32) {
  %m = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  %v = memref.load %m[%i] : memref<?xf32>
  %n = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %w = memref.load %n[%i] : memref<?xf32>
  return %v, %w : f32, f32
}

// -----

func.func @alloc_tensor_static(%n: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %t = bufferization.alloc_tensor(%n, %c5) : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// -----

func.func @alloc_tensor_dead(%n: index) {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  return
}

// -----

func.func @dealloc_empty(%r: memref<2xf32>) -> i1 {
  %u = bufferization.dealloc retain (%r : memref<2xf32>)
  return %u : i1
}

// -----

func.func @dealloc_dup(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %d)
  return
}

// -----

func.func @dealloc_dup_retained(%a: memref<2xf32>, %r: memref<2xf32>, %c: i1) -> (i1, i1) {
  %u:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r, %r : memref<2xf32>, memref<2xf32>)
  return %u#0, %u#1 : i1, i1
}

// -----

func.func @dealloc_false(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  %false = arith.constant false
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %false)
  return
}

// -----

func.func @dealloc_alloc_pair(%a: memref<2xf32>, %c: i1) {
  %m = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%m, %a : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_extract_metadata(%c: i1) {
  %m = memref.alloc() : memref<2xf32>
  "test.use"(%m) : (memref<2xf32>) -> ()
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

func.func @clone_dealloc_src(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
}

// -----

func.func @clone_bdealloc_src(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  return %b : memref<4xf32>
}

// -----

func.func @clone_dealloc_clone(%a: memref<4xf32>) {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  "test.use"(%b) : (memref<4xf32>) -> ()
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

func.func @clone_unused(%a: memref<4xf32>) {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @clone_cast(%a: memref<4xf32>) -> memref<?xf32> {
  %b = bufferization.clone %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  return %b : memref<?xf32>
}

// -----

func.func @clone_fold_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  "test.use"(%c) : (memref<?xf32>) -> ()
  return %b : memref<?xf32>
}

// -----

func.func @clone_interleaved_free(%a: memref<4xf32>, %x: memref<4xf32>) -> memref<4xf32> {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %x : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %b : memref<4xf32>
}

// -----

func.func @clone_two_deallocs(%a: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  } else {
    memref.dealloc %a : memref<4xf32>
  }
  return %b : memref<4xf32>
}

// -----

func.func @clone_dealloc_other_block(%a: memref<4xf32>, %c: i1) {
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  "test.use"(%b) : (memref<4xf32>) -> ()
  scf.if %c {
    memref.dealloc %b : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

func.func @clone_of_subview_source(%n: index) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %b = bufferization.clone %s : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  return %b : memref<2xf32, strided<[1], offset: 1>>
}

// -----

func.func @to_buffer_of_cast_strided(%t: tensor<4xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %m = bufferization.to_buffer %c read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %m : memref<?xf32, strided<[?], offset: ?>>
}

// -----

func.func @to_buffer_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %n = bufferization.to_buffer %c : tensor<*xf32> to memref<*xf32>
  return %n : memref<*xf32>
}

// -----

func.func @alloc_tensor_dim(%n: index, %t: tensor<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  %b = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %e = tensor.dim %b, %c0 : tensor<?xf32>
  "test.use"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> ()
  return %d, %e : index, index
}

// -----

func.func @alloc_tensor_memory_space(%n: index) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %t = bufferization.alloc_tensor(%c3, %n) {memory_space = 1 : i64} : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

// -----

func.func @dealloc_mixed(%a: memref<2xf32>, %b: memref<2xf32>, %r: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1) {
  %false = arith.constant false
  %m = memref.alloc() : memref<2xf32>
  %u:2 = bufferization.dealloc (%a, %m, %b, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %false, %d, %false) retain (%r, %r : memref<2xf32>, memref<2xf32>)
  return %u#0, %u#1 : i1, i1
}

// -----

func.func @dealloc_all_false(%a: memref<2xf32>, %r: memref<2xf32>) -> i1 {
  %false = arith.constant false
  %u = bufferization.dealloc (%a : memref<2xf32>) if (%false) retain (%r : memref<2xf32>)
  return %u : i1
}

// -----

func.func @dealloc_no_results() {
  bufferization.dealloc
  return
}

// -----

func.func @dealloc_alloc_with_use(%c: i1) {
  %m = memref.alloc() : memref<2xf32>
  "test.use"(%m) : (memref<2xf32>) -> ()
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

func.func @clone_static_cast(%m: memref<?xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  %b = bufferization.clone %c : memref<4xf32> to memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return %b : memref<4xf32>
}

// -----

func.func @clone_unranked_cast(%m: memref<*xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<*xf32> to memref<4xf32>
  %b = bufferization.clone %c : memref<4xf32> to memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return %b : memref<4xf32>
}
