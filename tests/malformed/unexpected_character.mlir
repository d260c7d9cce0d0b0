// What is wrong: a character that no token starts with (a backtick).
func.func @f() {
  // expected-error @+1 {{unexpected character}}
  return `
}
