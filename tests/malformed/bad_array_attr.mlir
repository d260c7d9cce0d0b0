// What is wrong: an array attribute closed with '}' instead of ']'.
// expected-error @+1 {{expected ',' or ']'}}
func.func @f() attributes {a.b = [1, 2} {
  return
}
