// RUN: tbuf explain %s --format=xml
// A bad command line: exit code 2 and a one-line message.
func.func @f() {
  return
}
