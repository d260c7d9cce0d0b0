// Lifetimes of the heap buffers of one block, for the buffer planner: which
// memref.alloc results may share storage and from which op to which op of
// the block they are live. Conservative by construction: a use the analysis
// does not know keeps the buffer live until its dealloc, and a buffer that
// may leave its block (returned, yielded, branched, stored, handed to a
// region op) or whose dealloc is not a single memref.dealloc of the alloc
// in the same block is not a candidate at all.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "absl/container/flat_hash_map.h"
#include "ir/operation.h"

namespace tbuf::plan {

/// How an op uses a buffer (or one of its aliases).
enum class UseKind {
  /// Reads or writes the elements, or reads the shape, and creates no alias:
  /// memref.load, memref.store into it, memref.copy, memref.dim,
  /// memref.rank, a linalg op without results, a call of one of the
  /// runtime's memref printers declared without a body (printMemrefF32,
  /// ...). Liveness ends after it.
  Access,
  /// Anything else that keeps the buffer in a known place of the block:
  /// views, casts, calls, unknown ops. Memref-typed results are aliases; the
  /// buffer stays live until its dealloc.
  Alias,
  /// The buffer may leave the block: a terminator (return, yield, branch,
  /// condition), a store of the memref itself, an op with regions that is
  /// not an Access, a dealloc of an alias.
  Escape,
};

/// Whether `user` calls one of the runtime's memref printers
/// (printMemrefF32, ...) declared without a body in the module: they read the
/// elements during the call and keep no pointer.
bool isPrintCall(Operation *user);

/// Whether `name` is one of those printers' names (printMemrefF32, ...).
bool isMemRefPrinterName(std::string_view name);

/// Classifies the use `use` of a memref value.
UseKind classifyUse(OpOperand &use);

/// Whether `op` may allocate memory (so storage may not stay allocated across
/// it without possibly raising the peak): anything but arith, math and index
/// ops, memref ops other than alloc, alloca and realloc, and linalg ops
/// without results (ops with regions may allocate inside them).
bool mayAllocate(Operation &op);

/// Whether `op` (an Alias use) only makes a view of its operand: memref.cast,
/// subview, collapse_shape, expand_shape, reinterpret_cast, transpose, view.
/// The uses of a view are followed like those of the buffer itself.
bool isViewLike(Operation *op);

/// Positions of the ops of one block (0, 1, ...), computed once; an op
/// nested in a region of an op of the block has that op's position.
class BlockPositions {
 public:
  explicit BlockPositions(Block &block);
  Block &getBlock() const { return *block_; }
  /// Position of `op` or of its ancestor in the block; nullopt if `op` is not
  /// in the block. O(nesting depth).
  std::optional<int64_t> lookup(Operation *op) const;

 private:
  Block *block_;
  absl::flat_hash_map<Operation *, int64_t> positions_;
};

/// A planning candidate: a memref.alloc of the block and its dealloc.
struct BufferLifetime {
  Operation *alloc = nullptr;
  Operation *dealloc = nullptr;
  /// Live from the alloc's position to the last use of it or of one of its
  /// views, or to the dealloc when some use is an Alias other than a view.
  int64_t start = 0;
  int64_t end = 0;
  int64_t deallocPosition = 0;
};

/// The lifetime of `alloc` (a memref.alloc op of `positions`' block), or
/// nullopt when it is not a candidate: its result is not a memref with the
/// identity layout, it escapes (through any alias), or it has no single
/// memref.dealloc in the block after it. Linear in the uses of the buffer
/// and its aliases (times nesting depth).
std::optional<BufferLifetime> analyzeBufferLifetime(Operation *alloc, const BlockPositions &positions);

}  // namespace tbuf::plan
