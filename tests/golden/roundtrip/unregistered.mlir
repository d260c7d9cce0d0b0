// RUN: tbuf %s --allow-unregistered-dialect
// Ops of unknown dialects are kept and printed in generic form; their
// single-block regions need no terminator and allow uses before definitions.

func.func @opaque(%a: i32) -> i32 {
  %0 = "mystery.compute"(%a) {factor = 3 : i64} : (i32) -> i32
  "mystery.region"() ({
    %2 = "mystery.use"(%1) : (i32) -> i32
    %1 = "mystery.def"() : () -> i32
  }) : () -> ()
  return %0 : i32
}
