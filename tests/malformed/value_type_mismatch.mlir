// What is wrong: %b is an i64 argument but the op's type says i32.
// expected-note @+1 {{prior use here}}
func.func @f(%a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
