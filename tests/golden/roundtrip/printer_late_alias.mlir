// RUN: tbuf %s
// Aliases are only known once everything is printed: the affine maps and the
// long tuple below appear after functions that print without any alias, and
// still get their definitions at the top.
func.func @plain(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
func.func @plain2(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @layout(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0, %c0] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %v : f32
}
func.func private @tuple(tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16, i17>) attributes {m = affine_map<(d0) -> (d0 + 1)>}
