// RUN: tbuf %s
// Unstructured control flow: block arguments, cond_br, a loop back edge.

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %acc: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit(%acc : i32), ^body
^body:
  %next = arith.addi %i, %c1 : i32
  %sum = arith.addi %acc, %i : i32
  cf.br ^header(%next, %sum : i32, i32)
^exit(%r: i32):
  return %r : i32
}
