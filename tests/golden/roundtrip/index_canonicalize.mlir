// RUN: tbuf %s --canonicalize --split-input-file
// index dialect folds: constants fold when the 64- and 32-bit results agree
// (4294967296 / 5 does not), identities x + 0, x - 0, x * 1, x * 0,
// reflexive comparisons, casts of integer constants to index (not back),
// constants moved to the right of commutative ops; unfoldable shifts (by 32
// or more) and divisions by zero stay.
func.func @fold(%a: index) -> (index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %big = index.constant 4294967296
  %c40 = index.constant 40
  %0 = index.add %c5, %c1
  %1 = index.divs %big, %c5
  %2 = index.mul %c5, %c5
  %3 = index.shl %c1, %c40
  %4 = index.divu %c5, %c0
  %5 = index.ceildivs %c5, %c1
  %6 = index.maxu %c0, %a
  %7 = index.sub %c0, %c5
  %8 = index.xor %big, %c1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, index, index, index, index, index, index
}

// -----

func.func @identities(%a: index) -> (index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %a, %c0
  %1 = index.sub %a, %c0
  %2 = index.mul %c1, %a
  %3 = index.mul %a, %c0
  %4 = index.sub %a, %a
  %5 = index.divs %a, %c1
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

func.func @compare(%a: index) -> (i1, i1, i1, i1, i1) {
  %c1 = index.constant 1
  %m1 = index.constant -1
  %big = index.constant 4294967296
  %0 = index.cmp sle(%a, %a)
  %1 = index.cmp ne(%a, %a)
  %2 = index.cmp ult(%c1, %m1)
  %3 = index.cmp slt(%c1, %big)
  %4 = index.cmp sgt(%m1, %c1)
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

func.func @casts() -> (index, index, index, i32) {
  %a = arith.constant 4294967296 : i64
  %b = arith.constant -1 : i32
  %0 = index.casts %a : i64 to index
  %1 = index.castu %b : i32 to index
  %2 = index.casts %b : i32 to index
  %c = index.constant 5
  %3 = index.castu %c : index to i32
  return %0, %1, %2, %3 : index, index, index, i32
}
