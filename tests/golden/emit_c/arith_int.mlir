// RUN: tbuf %s --emit=c
// Integer arith with MLIR's semantics: wrapping add/sub/mul/shl through
// unsigned arithmetic, i1 read as -1 when signed, signed/unsigned division
// and remainder, floor/ceil division helpers, casts and comparisons.
func.func @int_ops(%a: i8, %b: i8, %c: i64, %d: i64, %t: i1) -> (i8, i64) {
  %0 = arith.addi %a, %b : i8
  %1 = arith.muli %0, %b overflow<nsw> : i8
  %2 = arith.shli %1, %b : i8
  %3 = arith.shrui %2, %b : i8
  %4 = arith.shrsi %3, %b : i8
  %5 = arith.divui %4, %b : i8
  %6 = arith.remsi %5, %b : i8
  %7 = arith.minui %6, %a : i8
  %8 = arith.maxsi %7, %a : i8
  %9 = arith.floordivsi %c, %d : i64
  %10 = arith.ceildivsi %9, %d : i64
  %11 = arith.ceildivui %10, %d : i64
  %12 = arith.subi %11, %c : i64
  %13 = arith.extsi %t : i1 to i64
  %14 = arith.addi %12, %13 : i64
  %15 = arith.cmpi ult, %a, %b : i8
  %16 = arith.cmpi sge, %t, %15 : i1
  %17 = arith.select %16, %14, %c : i64
  %18 = arith.trunci %17 : i64 to i8
  %19 = arith.xori %18, %8 : i8
  %20 = arith.index_cast %19 : i8 to index
  %21 = arith.index_castui %20 : index to i64
  %22 = arith.addi %21, %17 : i64
  return %19, %22 : i8, i64
}
