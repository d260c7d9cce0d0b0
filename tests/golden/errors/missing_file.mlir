// RUN: tbuf does-not-exist.mlir
// A missing input file is an error (exit 1).
