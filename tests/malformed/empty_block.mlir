// What is wrong: a non-entry block with no ops at all. The error is
// reported at the enclosing func.func, not at the block.
// expected-error @below {{empty block: expect at least a terminator}}
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
}
