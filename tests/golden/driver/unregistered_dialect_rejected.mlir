// RUN: tbuf %s
// Ops of a dialect nobody registered still need --allow-unregistered-dialect.
func.func @f() {
  "nodialect.foo"() : () -> ()
  return
}
