// RUN: tbuf %s --emit=c
// index dialect → C: index is int64_t; constants are variables, the binary
// ops share arith's emission (wrapping add, division helpers, unsigned
// views), index.cmp compares signed or as uint64_t, index.sizeof is 64.
func.func @ops(%a: index, %b: index, %n: i32) -> (index, index, index, index, i1, i1, index, i32, index) {
  %c = index.constant -9
  %t = index.bool.constant true
  %0 = index.add %a, %c
  %1 = index.divu %0, %b
  %2 = index.floordivs %1, %b
  %3 = index.maxu %2, %a
  %4 = index.cmp ult(%3, %b)
  %5 = index.cmp sge(%3, %b)
  %6 = index.castu %n : i32 to index
  %7 = index.casts %6 : index to i32
  %8 = index.sizeof
  %9 = arith.andi %4, %t : i1
  return %0, %1, %2, %3, %9, %5, %6, %7, %8 : index, index, index, index, i1, i1, index, i32, index
}
