// What is wrong: the region of scf.execute_region is never closed, so the
// function's closing brace is missing at EOF.
func.func @f() {
  scf.execute_region {
    scf.yield
  // expected-error @+1 {{expected operation name in quotes}}
  }
