// RUN: tbuf %s other.mlir
