// The analysis state of the ownership-based buffer deallocation pass (MLIR's
// Ownership and DeallocationState from BufferDeallocationOpInterface.h):
//
// * Ownership: the lattice uninitialized < unique(X) < unknown. unique(X)
//   means "the i1 value X says whether this block must free the buffer".
//   Two unique ownerships join to unique only when both indicators are the
//   same SSA value or equal constants; otherwise to unknown.
// * DeallocationState: the ownership of every (memref, block) pair, the
//   ordered list of memrefs each block may have to free, and liveness-based
//   queries for the `memref`/`retain` operand lists of the
//   `bufferization.dealloc` ops the pass inserts.
//
// The pass rewrites the IR while the liveness computed on entry stays in use
// (as in MLIR). Ops whose result lists grow are rebuilt; the state records
// old->new result values so liveness answers are translated, and the old ops
// are kept detached (not freed) until the function is done so that no stale
// pointer can collide with a new value.
#pragma once

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "analysis/liveness.h"
#include "dealloc/dealloc_op_cache.h"
#include "ir/builder.h"
#include "ir/operation.h"
#include "ir/types.h"

namespace tbuf::dealloc {

/// Options of the pass (MLIR's DeallocationOptions).
struct DeallocationOptions {
  /// Private functions with a body pass ownership indicators as extra `i1`
  /// results instead of following the function boundary ABI.
  bool privateFuncDynamicOwnership = false;
};

/// The ownership lattice element of one memref in one block.
class Ownership {
 public:
  enum class State { Uninitialized, Unique, Unknown };

  Ownership() = default;
  static Ownership getUninitialized() { return Ownership(); }
  static Ownership getUnique(Value indicator) { return Ownership(State::Unique, indicator); }
  static Ownership getUnknown() { return Ownership(State::Unknown, Value()); }

  bool isUninitialized() const { return state_ == State::Uninitialized; }
  bool isUnique() const { return state_ == State::Unique; }
  bool isUnknown() const { return state_ == State::Unknown; }
  State getState() const { return state_; }
  /// The i1 indicator. Precondition: isUnique().
  Value getIndicator() const { return indicator_; }

  /// The lattice join (see the table in docs/deallocation.md).
  Ownership getCombined(const Ownership &other) const;
  void combine(const Ownership &other) { *this = getCombined(other); }

 private:
  Ownership(State s, Value v) : state_(s), indicator_(v) {}
  State state_ = State::Uninitialized;
  Value indicator_;
};

/// True if `a` and `b` are the same value or constants with the same integer
/// value (MLIR's isEqualConstantIntOrValue).
bool isEqualConstantIntOrValue(Value a, Value b);
/// If `v` is an `arith.constant` of integer type, its value.
std::optional<int64_t> matchConstantInt(Value v);
/// True for values of memref or unranked memref type. Inline: asked for
/// every operand and result of every op.
inline bool isMemref(Value v) { return v && v.getType().isa<BaseMemRefType>(); }

/// MLIR's ValueComparator: a deterministic program order on values (block
/// arguments before op results, then argument number / op order, then the
/// region nesting). Used to order live sets.
bool valueComesBefore(Value lhs, Value rhs);

class DeallocationState {
 public:
  /// Computes the liveness of `funcOp` (the analysis every query uses),
  /// unless its body is one block without nested regions: every liveness
  /// question is then about that block and answered "nothing live".
  /// The ops the pass inserts are made through `ops` (shared by the
  /// functions of one pass run; null: a cache of this state's own).
  explicit DeallocationState(Operation *funcOp, DeallocOpCache *ops = nullptr);
  ~DeallocationState();
  DeallocationState(const DeallocationState &) = delete;
  DeallocationState &operator=(const DeallocationState &) = delete;

  /// Joins `ownership` into the ownership of `memref` in `block` (default:
  /// the block defining `memref`).
  void updateOwnership(Value memref, Ownership ownership, Block *block = nullptr);
  /// Sets the ownership of each value in `block` back to uninitialized.
  void resetOwnerships(ArrayRef<Value> memrefs, Block *block);
  /// After a dealloc that retains `retained`: each retained value's
  /// ownership in `block` becomes the dealloc result at its first position
  /// (`ownerships[i]` for `retained[i]`). A value retained twice (forwarded
  /// to a successor and also live into it) thus keeps one unique ownership;
  /// combining its two equal results would make it unknown, which mlir-opt-22
  /// does and then fails with "does not have valid ownership" (a deliberate
  /// deviation). O(|retained|).
  void setRetainedOwnerships(ArrayRef<Value> retained, ArrayRef<Value> ownerships, Block *block);
  /// Ownership of `memref` in `block` (uninitialized if never set).
  Ownership getOwnership(Value memref, Block *block) const;

  /// Schedules `memref` for a conditional dealloc at the end of `block`.
  void addMemrefToDeallocate(Value memref, Block *block);
  void dropMemrefToDeallocate(Value memref, Block *block);
  const std::vector<Value> &getMemrefsToDeallocate(Block *block) const;

  /// Memref values live at entry to `block`, in program order.
  std::vector<Value> getLiveMemrefsIn(Block *block) const;

  /// `memref` with unique ownership in `block`: itself if its ownership is
  /// unique, otherwise a `bufferization.clone` (owned, scheduled for
  /// deallocation) inserted at the builder's position.
  std::pair<Value, Value> getMemrefWithUniqueOwnership(OpBuilder &builder, Value memref, Block *block);

  /// The `retain` list for leaving `fromBlock` towards `toBlock` (null: the
  /// block returns to its parent): the memref `destOperands`, then the
  /// memrefs live out of `fromBlock` and into `toBlock`, in program order.
  std::vector<Value> getMemrefsToRetain(Block *fromBlock, Block *toBlock, ArrayRef<Value> destOperands) const;

  /// The `memref` and `if` lists for the end of `block`: the base buffer
  /// (`memref.extract_strided_metadata`) of every scheduled memref and its
  /// ownership indicator. Fails with a located error if an ownership is not
  /// unique.
  LogicalResult getMemrefsAndConditionsToDeallocate(OpBuilder &builder, Location loc, Block *block,
                                                    std::vector<Value> &memrefs, std::vector<Value> &conditions) const;

  /// Records that op `oldOp` was rebuilt as `newOp` (first results match);
  /// detaches `oldOp` and keeps it until the state is destroyed.
  void recordReplacement(Operation *oldOp, Operation *newOp);
  /// `v` after replacements (values produced by liveness may be stale).
  Value translate(Value v) const;

  /// Creates the constants, deallocs, clones and metadata extractions.
  DeallocOpCache &ops() const { return *ops_; }

 private:
  std::vector<Value> translated(std::vector<Value> values) const;

  /// Absent when `funcOp`'s liveness is empty everywhere (see the
  /// constructor).
  std::optional<Liveness> liveness_;
  std::unique_ptr<DeallocOpCache> ownOps_;
  DeallocOpCache *ops_;
  absl::flat_hash_map<std::pair<Value, Block *>, Ownership> ownership_;
  absl::flat_hash_map<Block *, std::vector<Value>> toDeallocate_;
  absl::flat_hash_map<Value, Value> replacements_;
  std::vector<Operation *> graveyard_;
};

/// Inserts the `bufferization.dealloc` before a return-like terminator `op`
/// (no successors) that forwards `operands` to its parent: frees what the
/// block owns, retains the memref operands and live-out values, and updates
/// their ownerships to the dealloc results. Appends one updated ownership
/// per memref operand to `updatedOperandOwnerships`. Inserts nothing when
/// there is nothing to free or retain (MLIR's insertDeallocOpForReturnLike).
LogicalResult insertDeallocOpForReturnLike(DeallocationState &state, Operation *op, ArrayRef<Value> operands,
                                           std::vector<Value> &updatedOperandOwnerships);

}  // namespace tbuf::dealloc
