// RUN: tbuf %s --split-input-file
// A marker with too few dashes does not split and is warned about.

func.func @a() {
  return
}

// ----

func.func @b() {
  return
}
// -----
func.func @c() {
  return
}
