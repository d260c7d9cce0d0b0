// RUN: tbuf %s --split-input-file --ownership-based-buffer-deallocation
// A memref forwarded to a successor block as a block argument and also used
// there directly is retained twice by the branch's dealloc (as an operand and
// as a live-through value). It keeps the ownership of its first position;
// mlir-opt-22 combines the two (equal) results into an unknown ownership and
// fails with "MemRef value does not have valid ownership" (a deliberate
// deviation). @argument: a function argument; @view: a view of an allocation
// of the entry block, with cf.br and cf.cond_br.
func.func @argument(%arg0: memref<8xf32>, %arg1: memref<4xf32>, %c: i1, %i: index) -> (memref<4xf32>, f32) {
  cf.cond_br %c, ^bb1(%arg1 : memref<4xf32>), ^bb2
^bb1(%b: memref<4xf32>):
  %x = memref.load %arg1[%i] : memref<4xf32>
  cf.br ^bb3(%b, %x : memref<4xf32>, f32)
^bb2:
  %a = memref.alloc() : memref<4xf32>
  %y = memref.load %arg0[%i] : memref<8xf32>
  cf.br ^bb3(%a, %y : memref<4xf32>, f32)
^bb3(%r: memref<4xf32>, %v: f32):
  return %r, %v : memref<4xf32>, f32
}

// -----

func.func @view(%i: index, %f: f32) -> f32 {
  %a = memref.alloc() : memref<6xf32>
  memref.store %f, %a[%i] : memref<6xf32>
  %s = memref.subview %a[2] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 2>>
  cf.br ^bb1(%s : memref<3xf32, strided<[1], offset: 2>>)
^bb1(%b: memref<3xf32, strided<[1], offset: 2>>):
  %x = memref.load %s[%i] : memref<3xf32, strided<[1], offset: 2>>
  %y = memref.load %b[%i] : memref<3xf32, strided<[1], offset: 2>>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
