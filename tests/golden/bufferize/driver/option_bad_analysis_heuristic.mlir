// RUN: tbuf %s --one-shot-bufferize=analysis-heuristic=sideways
// An unknown analysis-heuristic is a command-line error (exit 2), like every
// bad option value. (mlir-opt-22, a release build, hits llvm_unreachable and
// carries on with undefined behaviour.)


