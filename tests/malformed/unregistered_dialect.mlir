// What is wrong: an op of an unregistered dialect without
// --allow-unregistered-dialect. The error points at the end of the op name.
func.func @f() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  "foo.bar"() : () -> ()
  return
}
