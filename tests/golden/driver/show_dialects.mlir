// RUN: tbuf --show-dialects
// mlir-opt's format: one line, sorted, comma-separated; the input is not read.
