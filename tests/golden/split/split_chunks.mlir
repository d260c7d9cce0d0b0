// RUN: tbuf %s --split-input-file
// Each chunk is processed on its own; a bad chunk is reported with the line
// number of the whole file and produces no output; the others still print.

func.func @first() {
  return
}

// -----

func.func @second(%a: i32) -> i32 {
  %r = arith.addi %a, %undefined : i32
  return %r : i32
}

// -----

// The same symbol may be defined again in another chunk.
func.func @first() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
