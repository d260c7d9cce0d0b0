// What is wrong: `weird` is not a symbol visibility, so the parser expects
// the @name where the keyword is.
// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func weird @f() {
  return
}
