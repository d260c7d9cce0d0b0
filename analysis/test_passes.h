// Analysis printing passes, so dominance, liveness and alias analysis are
// tested on text like everything else (MLIR's test passes of the same names,
// with byte-identical output):
//
//   test-print-dominance  (func.func) nearest common (post-)dominators and
//                         the block (post-)dominance relation, to stdout; the
//                         IR is annotated with `test.block_ids`
//   test-print-liveness   (func.func) live-in/live-out sets, live ranges and
//                         currently-live values per block, to stderr
//   test-alias-analysis   (any op) alias() between every pair of values
//                         defined by ops tagged `test.ptr = "name"` (results
//                         and the block arguments of their regions), stderr
//   test-print-alias      (func.func, tbuf only) every memref value of the
//                         function with its buffer origins, then every pair
//                         with alias() and isSameAllocation(), to stderr
//
// Run them nested, as in mlir-opt:
//   --pass-pipeline='builtin.module(func.func(test-print-liveness))'
// (the flag form nests func.func passes implicitly).
#pragma once

#include <string>

#include "ir/operation.h"

namespace tbuf {

/// Registers the passes above with the global pass registry. Idempotent.
void registerAnalysisTestPasses();

/// The text each pass prints for one op (what the passes write; exposed for
/// unit tests). printDominanceTest also annotates the IR like the pass.
std::string printDominanceTest(Operation *op);
std::string printLivenessTest(Operation *op);
std::string printAliasAnalysisTest(Operation *op);
std::string printMemrefAliasTest(Operation *op);

}  // namespace tbuf
