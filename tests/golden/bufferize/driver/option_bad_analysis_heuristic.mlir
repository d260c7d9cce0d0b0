// RUN: tbuf %s --one-shot-bufferize=analysis-heuristic=sideways
// An unknown analysis-heuristic is an error. (mlir-opt-22, a release build,
// hits llvm_unreachable and carries on with undefined behaviour.)


