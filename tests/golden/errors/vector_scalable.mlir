// RUN: tbuf %s
// Scalable vector dims are not supported: a located error, no crash.
func.func @f(%v: vector<4x[4]xf32>) {
  return
}
