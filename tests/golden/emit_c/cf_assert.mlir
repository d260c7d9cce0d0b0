// RUN: tbuf %s --emit=c
// cf.assert: report the message on stderr and abort when the condition is false.
func.func @check(%c: i1) {
  cf.assert %c, "expected \"true\" here"
  return
}
