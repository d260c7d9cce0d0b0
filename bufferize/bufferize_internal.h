// Pieces of the bufferization driver shared by its files and by the
// bufferization dialect models (to_buffer folds its to_tensor operand the
// same way the driver does at the end; alloc_tensor remembers its memory
// space while tensor copy insertion runs).
#pragma once

#include "absl/container/flat_hash_map.h"
#include "bufferize/analysis_state.h"
#include "ir/rewriter.h"

namespace tbuf::bufferization {

/// MLIR's foldToBufferToTensorPair: replaces `to_buffer(to_tensor(%m))`
/// (`toBufferOp` a bufferization.to_buffer) by %m, through a memref.cast
/// when the cast always succeeds or a new buffer + memref.copy otherwise
/// (castOrReallocMemRefValue). Fails, changing nothing, when the operand is
/// not a to_tensor or the types cannot be reconciled (unranked to ranked).
LogicalResult foldToBufferToTensorPair(RewriterBase &rewriter, Operation *toBufferOp,
                                       const BufferizationOptions &options);

/// The memory space of each bufferization.alloc_tensor buffer, remembered
/// while tensor copy insertion runs (an instance is live for the duration of
/// insertTensorCopies; instances nest). Without it, the buffer type of an
/// `alloc_tensor() copy(%t)` asks for the buffer type of %t, which on a chain
/// of copies (copy-before-write on an insert_slice chain) reaches the start
/// of the chain every time: quadratic time and recursion as deep as the
/// chain. During copy insertion no alloc_tensor is erased and a memory
/// space never changes (copies take the memory space of what they copy), so
/// the remembered answers stay valid.
class AllocTensorMemorySpaceCache {
 public:
  AllocTensorMemorySpaceCache();
  ~AllocTensorMemorySpaceCache();
  AllocTensorMemorySpaceCache(const AllocTensorMemorySpaceCache &) = delete;
  AllocTensorMemorySpaceCache &operator=(const AllocTensorMemorySpaceCache &) = delete;
  /// The innermost live cache of this thread, or null.
  static AllocTensorMemorySpaceCache *current();
  absl::flat_hash_map<Operation *, Attribute> memorySpaces;

 private:
  AllocTensorMemorySpaceCache *previous_;
};

}  // namespace tbuf::bufferization
