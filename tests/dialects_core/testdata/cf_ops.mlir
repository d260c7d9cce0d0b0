// cf dialect: br (with and without operands), cond_br (operands on either
// side, same successor twice, branch weights), switch (default only, cases
// with and without operands, negative and unsigned case values, i1/i8/i64
// flags), extra attributes, loops.

func.func @br(%a: i32, %b: f32) -> (i32, f32) {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.br ^bb2 {test.tag}
^bb2:
  return %x, %y : i32, f32
}

// -----

func.func @cond_br(%c: i1, %a: i32, %m: memref<?xf32>) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.cond_br %c, ^bb2, ^bb3(%m, %x : memref<?xf32>, i32)
^bb2:
  cf.cond_br %c weights([3, 97]), ^bb3(%m, %a : memref<?xf32>, i32), ^bb3(%m, %a : memref<?xf32>, i32) {test.tag}
^bb3(%n: memref<?xf32>, %r: i32):
  return %r : i32
}

// -----

func.func @switch(%f: i32, %a: i32, %g: f32, %b: i1, %w: i8, %l: i64) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    0: ^bb1(%f : i32),
    -1: ^bb2,
    2147483647: ^bb3(%g, %g : f32, f32)
  ]
^bb1(%x: i32):
  cf.switch %b : i1, [
    default: ^bb2,
    1: ^bb2
  ]
^bb2:
  cf.switch %w : i8, [default: ^bb3(%g, %g : f32, f32), 200: ^bb3(%g, %g : f32, f32), -5: ^bb4] {test.tag}
^bb3(%y: f32, %z: f32):
  cf.switch %l : i64, [
    default: ^bb4,
    9223372036854775807: ^bb4
  ]
^bb4:
  cf.switch %f : i32, [
    default: ^bb5
  ]
^bb5:
  return %a : i32
}

// -----

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2, %acc2 : index, index)
^exit:
  return %acc : index
}
