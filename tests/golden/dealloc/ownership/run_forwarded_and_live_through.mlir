// RUN: tbuf run %s
// A buffer forwarded to a successor block and also used there directly (a
// function argument, and a view of a new allocation): the branch retains it
// twice. It keeps a valid ownership and is freed exactly once (the runtime
// reports 0 bad frees). mlir-opt-22's deallocation rejects this program
// ("MemRef value does not have valid ownership"). Prints 4 (2 + 2 through the
// view and the block argument) and 7 (the argument read in the successor).
func.func private @printF32(f32)
func.func private @printNewline()

func.func @argument(%arg1: memref<4xf32>, %c: i1, %i: index) -> (memref<4xf32>, f32) {
  cf.cond_br %c, ^bb1(%arg1 : memref<4xf32>), ^bb2
^bb1(%b: memref<4xf32>):
  %x = memref.load %arg1[%i] : memref<4xf32>
  cf.br ^bb3(%b, %x : memref<4xf32>, f32)
^bb2:
  %a = memref.alloc() : memref<4xf32>
  %y = memref.load %arg1[%i] : memref<4xf32>
  cf.br ^bb3(%a, %y : memref<4xf32>, f32)
^bb3(%r: memref<4xf32>, %v: f32):
  return %r, %v : memref<4xf32>, f32
}

func.func @view(%i: index, %f: f32) -> f32 {
  %a = memref.alloc() : memref<6xf32>
  %c2 = arith.constant 2 : index
  memref.store %f, %a[%c2] : memref<6xf32>
  %s = memref.subview %a[2] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 2>>
  cf.br ^bb1(%s : memref<3xf32, strided<[1], offset: 2>>)
^bb1(%b: memref<3xf32, strided<[1], offset: 2>>):
  %x = memref.load %s[%i] : memref<3xf32, strided<[1], offset: 2>>
  %y = memref.load %b[%i] : memref<3xf32, strided<[1], offset: 2>>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %true = arith.constant true
  %m = memref.alloc() : memref<4xf32>
  memref.store %seven, %m[%c0] : memref<4xf32>
  %r:2 = func.call @argument(%m, %true, %c0) : (memref<4xf32>, i1, index) -> (memref<4xf32>, f32)
  %z = func.call @view(%c0, %two) : (index, f32) -> f32
  func.call @printF32(%z) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%r#1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
