// index dialect: constants (positive, negative, bool), every binary op,
// cmp with each predicate, casts in both directions, sizeof, attributes.

func.func @constants() -> (index, index, index, i1, i1) {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -7
  %3 = index.bool.constant true
  %4 = index.bool.constant {tag} false
  return %0, %1, %2, %3, %4 : index, index, index, i1, i1
}

// -----

func.func @binary(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b {tag}
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// -----

func.func @binary2(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %0 = index.maxs %a, %b
  %1 = index.mins %a, %b
  %2 = index.maxu %a, %b
  %3 = index.minu %a, %b
  %4 = index.shl %a, %b
  %5 = index.shrs %a, %b
  %6 = index.shru %a, %b
  %7 = index.and %a, %b
  %8 = index.or %a, %b
  %9 = index.xor %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// -----

func.func @compare(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b) {tag}
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @casts(%i: i32, %x: index) -> (index, index, i64, i8, index) {
  %0 = index.casts %i : i32 to index
  %1 = index.castu %i {tag} : i32 to index
  %2 = index.casts %x : index to i64
  %3 = index.castu %x : index to i8
  %4 = index.sizeof
  return %0, %1, %2, %3, %4 : index, index, i64, i8, index
}
