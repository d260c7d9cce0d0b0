// What is wrong: the attribute dictionary is not closed before the next '{'.
// expected-error @+1 {{expected '}' in attribute dictionary}}
func.func @f() attributes {a.b = 1 {
  return
}
