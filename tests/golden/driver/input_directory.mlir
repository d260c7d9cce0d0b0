// RUN: tbuf .
// A directory as input is an error naming the reason, as mlir-opt's
// "cannot open input file '.': Is a directory" (rc 1), not an empty module.
