// Test-only bufferization passes of mlir-opt's test library, so MLIR's own
// tests run unchanged:
//   test-one-shot-module-bufferize  (any op) One-Shot Module Bufferize with
//       bufferize-function-boundaries on the op it runs on, which may be a
//       symbol table other than builtin.module (test.symbol_scope_isolated);
//       writes "Running TestOneShotModuleBufferize on: <op name>" to stderr
//       first, as mlir-opt does
#pragma once

namespace tbuf::bufferization {

/// Registers the passes above with the global pass registry. Idempotent.
void registerBufferizationTestPasses();

}  // namespace tbuf::bufferization
