// collapse_shape / expand_shape (static, dynamic, strided source),
// reinterpret_cast, extract_strided_metadata,
// extract_aligned_pointer_as_index, casts to and from memref<*xf32>,
// memref.rank and memref.dim on an unranked memref, memref.view.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill_iota(%m: memref<24xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  scf.for %i = %c0 to %c24 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    memref.store %f, %m[%i] : memref<24xf32>
  }
  return
}

func.func @print_index(%i: index) {
  %v = arith.index_cast %i : index to i64
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
  call @fill_iota(%a) : (memref<24xf32>) -> ()
  %e = memref.expand_shape %a [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %ue = memref.cast %e : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %uc = memref.cast %c : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // A strided view collapsed and expanded with dynamic sizes.
  %dyn = memref.cast %e : memref<2x3x4xf32> to memref<?x?x?xf32>
  %s = memref.subview %dyn[0, 1, 1][%c2, %c2, %c3][1, 1, 1] : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>
  %sc = memref.subview %e[0, 0, 1][2, 3, 2][1, 1, 2] : memref<2x3x4xf32> to memref<2x3x2xf32, strided<[12, 4, 2], offset: 1>>
  %col = memref.collapse_shape %sc [[0, 1], [2]] : memref<2x3x2xf32, strided<[12, 4, 2], offset: 1>> into memref<6x2xf32, strided<[4, 2], offset: 1>>
  %ucol = memref.cast %col : memref<6x2xf32, strided<[4, 2], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%ucol) : (memref<*xf32>) -> ()
  %us = memref.cast %s : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %flat = memref.collapse_shape %dyn [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
  %ex = memref.expand_shape %flat [[0, 1]] output_shape [%c4, 6] : memref<?xf32> into memref<?x6xf32>
  %uex = memref.cast %ex : memref<?x6xf32> to memref<*xf32>
  call @printMemrefF32(%uex) : (memref<*xf32>) -> ()
  // Unranked queries and the cast back.
  %rank = memref.rank %uex : memref<*xf32>
  call @print_index(%rank) : (index) -> ()
  %d1 = memref.dim %uex, %c1 : memref<*xf32>
  call @print_index(%d1) : (index) -> ()
  %back = memref.cast %uex : memref<*xf32> to memref<?x?xf32>
  %x = memref.load %back[%c3, %c4] : memref<?x?xf32>
  %r = memref.reinterpret_cast %back to offset: [%c1], sizes: [%c3, 2], strides: [%c4, 2] : memref<?x?xf32> to memref<?x2xf32, strided<[?, 2], offset: ?>>
  memref.store %x, %r[%c0, %c1] : memref<?x2xf32, strided<[?, 2], offset: ?>>
  %ur = memref.cast %r : memref<?x2xf32, strided<[?, 2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %s : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  call @print_index(%offset) : (index) -> ()
  call @print_index(%sizes#1) : (index) -> ()
  call @print_index(%strides#0) : (index) -> ()
  %ptr = memref.extract_aligned_pointer_as_index %a : memref<24xf32> -> index
  %mis = arith.remui %ptr, %c64 : index
  call @print_index(%mis) : (index) -> ()
  // A byte buffer viewed as floats.
  %bytes = memref.alloc() : memref<64xi8>
  %c8 = arith.constant 8 : index
  %view = memref.view %bytes[%c8][%c3] : memref<64xi8> to memref<?x4xf32>
  %half = arith.constant 0.5 : f32
  linalg.fill ins(%half : f32) outs(%view : memref<?x4xf32>)
  %uview = memref.cast %view : memref<?x4xf32> to memref<*xf32>
  call @printMemrefF32(%uview) : (memref<*xf32>) -> ()
  memref.dealloc %bytes : memref<64xi8>
  memref.dealloc %a : memref<24xf32>
  return
}
