// What is wrong: a string literal is never closed (the lexer runs to the
// end of the line).
// expected-error @+1 {{expected '"' in string literal}}
func.func @f() attributes {a.s = "abc} {
  return
}
