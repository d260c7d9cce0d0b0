// Test-only bufferization passes of mlir-opt's test library, so MLIR's own
// tests run unchanged:
//   test-one-shot-module-bufferize  (any op) One-Shot Module Bufferize with
//       bufferize-function-boundaries on the op it runs on, which may be a
//       symbol table other than builtin.module (test.symbol_scope_isolated);
//       function boundaries get identity layouts, or the
//       #test.memref_layout of a #test.tensor_encoding;
//       writes "Running TestOneShotModuleBufferize on: <op name>" to stderr
//       first, as mlir-opt does
//   test-tensor-copy-insertion  (builtin.module) Tensor Copy Insertion alone
//       (allow-return-allocs-from-loops, bufferize-function-boundaries,
//       must-infer-memory-space), IR left on tensors
//   test-tensorlike-bufferlike  (builtin.module) marks each func.func with a
//       `found` dictionary of its TensorLike / BufferLike arguments and
//       results
#pragma once

namespace tbuf::bufferization {

/// Registers the passes above with the global pass registry. Idempotent.
void registerBufferizationTestPasses();

/// Registers test-tensor-copy-insertion. Idempotent.
void registerTestTensorCopyInsertionPass();

/// Registers test-tensorlike-bufferlike. Idempotent.
void registerTestTensorLikeAndBufferLikePass();

}  // namespace tbuf::bufferization
