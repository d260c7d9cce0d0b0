// What is wrong: the function body's block does not end in a terminator.
// (The message embeds the last op printed in generic form.)
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32}}
  %0 = arith.addi %a, %a : i32
}
