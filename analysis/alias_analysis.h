// Memref alias analysis: which allocations a buffer value may come from, and
// whether two values may alias. Two views of the same IR, each matching the
// MLIR analysis that later passes are compared against:
//
// * Buffer origins (MLIR's BufferViewFlowAnalysis + BufferOriginAnalysis,
//   used by buffer-deallocation-simplification, hoisting, promotion): values
//   flow through views (subview, cast, reshapes, reinterpret_cast, view,
//   extract_strided_metadata's base buffer, ...), branch operands into block
//   arguments (BranchOpInterface), region entry/yield operands into region
//   arguments and results (RegionBranchOpInterface: scf.if/for/while/...,
//   loop-carried values included), both arms of arith.select, the source of
//   memref.realloc, and every operand of a call. "Roots" (MLIR: terminal
//   buffers) are memref values the flow cannot trace further: allocations
//   (memref.alloc/alloca/realloc, bufferization.clone: fresh), function
//   arguments (may alias each other), results of calls, get_global,
//   to_buffer and of any op the analysis does not know.
//
// * alias() (MLIR's LocalAliasAnalysis, the `--test-alias-analysis` oracle):
//   each value's "underlying values" through views and control flow (not
//   through select or calls); two underlying values alias unless they are
//   distinct allocations, or an allocation and a value defined outside its
//   allocation scope (function arguments), or a constant and an allocation.
//   A view is MustAlias with its source (MLIR's convention: same allocation).
//
// Both graphs are built once for the whole root op and solved with
// alias_root_sets.h (near-linear); queries cost O(|roots|) (alias():
// O(|roots a| x |roots b|) in the worst case, with early exit). Unlike MLIR,
// underlying-value chains are not cut at depth 10 (MLIR's
// maxUnderlyingValueSearchDepth), so very long view chains are more precise
// here. Values created after construction are answered conservatively.
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "analysis/alias_root_sets.h"
#include "ir/operation.h"

namespace tbuf {

/// Result of an alias query (MLIR's AliasResult without PartialAlias, which
/// no analysis here produces).
enum class AliasResult { NoAlias, MayAlias, MustAlias };

/// "NoAlias", "MayAlias", "MustAlias".
std::string_view stringifyAliasResult(AliasResult r);
/// MLIR's AliasResult::merge: equal results stay, anything else is MayAlias.
inline AliasResult mergeAliasResults(AliasResult a, AliasResult b) { return a == b ? a : AliasResult::MayAlias; }

// ---- op knowledge shared by both analyses -------------------------------------

/// If `v` is the view result of a view-like op (MLIR's ViewLikeOpInterface:
/// memref.subview, cast, collapse_shape, expand_shape, reinterpret_cast, view,
/// transpose, reshape, memory_space_cast, assume_alignment, and the base
/// buffer of extract_strided_metadata), the viewed source; else null.
Value getViewSource(Value v);
/// True if `op` is one of the view-like ops above.
bool isViewLikeOp(Operation *op);
/// `v` with all view-like ops skipped (MLIR's getViewBase).
Value getViewBase(Value v);
/// True if the op defining `v` declares an Allocate effect on it
/// (memref.alloc/alloca/realloc, bufferization.clone).
bool hasAllocateEffect(Value v);
/// True for function ops (func.func).
bool isFunctionLike(Operation *op);
/// True if `v` is an argument of a function's entry block.
bool isFunctionArgument(Value v);

/// Which of the two views an AliasAnalysis computes.
enum class AliasAnalysisParts {
  /// Buffer origins and may/must alias.
  All,
  /// Buffer origins only (getRoots, isRoot, isSameAllocation, resolve,
  /// resolveReverse), asked about memref values; alias() answers MayAlias
  /// and getUnderlyingValues is empty. For passes that never ask alias():
  /// the second graph costs about as much as the first. Under a root
  /// without calls only the memref values are analysed (the others cannot
  /// carry a buffer there) and other values are answered like values
  /// created after construction.
  BufferOrigins,
};

class AliasAnalysis {
 public:
  /// Analyses every value nested under `root` (a function or a module).
  /// O(values + uses) to build the graphs `parts` asks for plus the
  /// root-set unions.
  explicit AliasAnalysis(Operation *root, AliasAnalysisParts parts = AliasAnalysisParts::All);
  ~AliasAnalysis();
  AliasAnalysis(const AliasAnalysis &) = delete;
  AliasAnalysis &operator=(const AliasAnalysis &) = delete;

  // ---- buffer origins (BufferViewFlowAnalysis / BufferOriginAnalysis) ----

  /// The roots (terminal buffers) memref `v` may originate from, in program
  /// order. {v} itself for an allocation, function argument or unknown value.
  std::vector<Value> getRoots(Value v) const;
  /// True if `v` is a freshly allocated buffer (the defining op allocates it).
  bool isFreshAllocation(Value v) const { return hasAllocateEffect(v); }
  /// True if `v` cannot be traced further (MLIR's mayBeTerminalBuffer).
  bool isRoot(Value v) const;
  /// MLIR's BufferOriginAnalysis::isSameAllocation: true if both memrefs
  /// certainly come from the same allocation, false if certainly from
  /// different ones, nullopt if unknown (e.g. two function arguments, a
  /// get_global, or overlapping multi-root sets).
  std::optional<bool> isSameAllocation(Value a, Value b) const;
  /// Every value that may be derived from `v` (views, forwarded block and
  /// region arguments, ...), `v` included (MLIR's BufferViewFlowAnalysis::
  /// resolve). O(result size).
  std::vector<Value> resolve(Value v) const;
  /// Every value `v` may be derived from, `v` included (resolveReverse).
  std::vector<Value> resolveReverse(Value v) const;

  // ---- may/must alias (LocalAliasAnalysis) ----

  /// Whether `a` and `b` may refer to the same memory (any value type, as
  /// MLIR's LocalAliasAnalysis::alias). Needs AliasAnalysisParts::All.
  AliasResult alias(Value a, Value b) const;
  /// The underlying values `v` may be (views and control flow followed), in
  /// program order. Empty if none can be found (alias() then says MayAlias).
  std::vector<Value> getUnderlyingValues(Value v) const;

  /// True if the analysis was built on `root` and saw no call (func.call,
  /// func.call_indirect) under it; false when it did not look (only
  /// AliasAnalysisParts::BufferOrigins looks). Lets a client that needs the
  /// calls of the same IR skip its own walk for them.
  bool sawNoCallUnder(Operation *root) const { return root == root_ && callFree_; }

 private:
  std::vector<Value> toValues(ArrayRef<uint32_t> ids) const;
  std::vector<Value> reach(Value v, bool forward) const;

  ValueNumbering numbering_;
  RootSetGraph flow_;        ///< buffer view flow; roots = terminal buffers
  RootSetGraph underlying_;  ///< LocalAliasAnalysis underlying values
  Operation *root_ = nullptr;
  bool callFree_ = false;  ///< see sawNoCallUnder
};

}  // namespace tbuf
