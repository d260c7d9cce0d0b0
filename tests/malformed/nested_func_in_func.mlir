// What is wrong: a func.func nested directly in another function body; its
// parent op has no symbol table.
func.func @f() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @g() {
    return
  }
  return
}
