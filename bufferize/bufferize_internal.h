// Pieces of the bufferization driver shared by its files and by the
// bufferization dialect models (to_buffer folds its to_tensor operand the
// same way the driver does at the end; alloc_tensor remembers its memory
// space while tensor copy insertion runs; loop iter_args memoize their buffer
// types within one getBufferType query).
#pragma once

#include <optional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/functional/function_ref.h"
#include "bufferize/analysis_state.h"
#include "bufferize/bufferizable_op_interface.h"
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

/// Memo of the buffer types computed while one outermost getBufferType query
/// runs (bufferize_buffer_type_cache.cc). MLIR's getBufferType recomputes
/// everything on every query; the iter_arg rule (computeLoopRegionIterArg
/// BufferType: the init_arg's type, the yielded value's type, cut off once
/// the iter_arg is twice on the invocation stack) then revisits the loops
/// around and inside a loop again at every level of a loop nest: exponential
/// in the nesting depth. The memo gives the same answers in polynomial time.
///
/// An answer depends on the invocation stack only through the models that
/// inspect it, and each of them asks "is value w at least n times on the
/// stack?" and reports it with noteQuery. A memoized computation of value v
/// (at stack index p) records the part of each such question that concerned
/// the stack below p; a later query for v reuses the answer when those
/// conditions hold again. The memo lives only while the outermost memoized
/// query runs (no IR changes meanwhile), so no entry can go stale. Failures
/// are not memoized (their diagnostics must be emitted again).
class BufferTypeCache {
 public:
  /// The buffer type of `value`, which must be `invocationStack.back()` (as
  /// inside BufferizableOpInterface::getBufferType; otherwise `compute` just
  /// runs): an earlier answer computed under an equivalent stack, or
  /// `compute()`, remembered on success.
  static std::optional<BaseMemRefType> getOrCompute(
      Value value, std::vector<Value> &invocationStack,
      absl::FunctionRef<std::optional<BaseMemRefType>()> compute);
  /// Must be called by every getBufferType model whose answer depends on
  /// whether `value` occurs at least `minCount` times on `invocationStack`
  /// (the whole stack as passed to the model). O(stack + active memoized
  /// computations); nothing when no memoized computation is running.
  static void noteQuery(Value value, size_t minCount, const std::vector<Value> &invocationStack);
};

}  // namespace tbuf::bufferization
