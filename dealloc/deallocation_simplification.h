// The alias-analysis-based simplifications of `bufferization.dealloc` (MLIR
// 22's BufferDeallocationSimplification patterns), used by the
// `buffer-deallocation-simplification` pass together with the dealloc
// canonicalization patterns:
//
//  * RemoveDeallocMemrefsContainedInRetained: a memref that must alias a
//    retained value (and may-aliases none) is never freed here: drop it and
//    OR its condition into that value's result.
//  * RemoveRetainedMemrefsGuaranteedToNotAlias: a retained value that cannot
//    alias any memref of the list gets `false` and leaves the retain list.
//  * SplitDeallocWhenNotAliasingAnyOther: a memref that cannot alias any other
//    memref of the list moves to its own dealloc (cheaper lowering); results
//    are OR-ed.
//  * RetainedMemrefAliasingAlwaysDeallocatedMemref: a retained value that must
//    alias a memref with a constant-true condition gets `true`; when that
//    holds for every retained value, those memrefs are dropped.
//
// Aliasing facts come from AliasAnalysis::isSameAllocation (MLIR's
// BufferOriginAnalysis) plus MLIR's "an allocation is distinct from a block
// argument of an enclosing block" rule; with computeFreshCallResults (the
// pass does it when it runs on a module), results of calls to functions that
// always return a buffer they allocated count as allocations too.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "analysis/alias_analysis.h"
#include "transforms/greedy_rewrite.h"

namespace tbuf::dealloc {

/// The aliasing facts the patterns use: AliasAnalysis::isSameAllocation
/// (MLIR's BufferOriginAnalysis), optionally refined with fresh call results
/// (a tbuf addition, see computeFreshCallResults).
class DeallocAliasOracle {
 public:
  explicit DeallocAliasOracle(const AliasAnalysis &analysis) : analysis_(analysis) {}

  /// tbuf addition (MLIR treats every call result as an unknown buffer):
  /// result i of a `func.func` of `module` is "fresh" when every
  /// `func.return` of its body returns, at position i, a view of buffers that
  /// are all allocated inside the function (alloc, clone, or fresh results of
  /// calls, to a least fixpoint, so recursion stays unknown) and that no other
  /// operand of that return may be (getFreshReturnPositions). A fresh call
  /// result is then a new allocation, like the result of a memref.alloc:
  /// distinct from every buffer existing before the call and from every
  /// other result of the same call. Only calls whose nearest symbol table is
  /// `module` are considered. Cost: one pass over the returns per round; the
  /// rounds are bounded by the length of the longest chain of calls between
  /// fresh results.
  void computeFreshCallResults(Operation *module);
  /// The positions of `returnOp`'s operands that are fresh under the current
  /// facts: every origin is an allocation (isFreshAllocation), and for every
  /// other operand j isSameAllocation(i, j) is certainly false (no shared
  /// origin, and j's origins are all allocations or function arguments).
  /// Linear in the operands' origins.
  std::vector<bool> getFreshReturnPositions(Operation *returnOp) const;
  /// True if any call result was found fresh (the answers may then differ
  /// from MLIR's, always towards "distinct").
  bool hasFreshCallResults() const { return !freshResults_.empty(); }

  /// A buffer allocated by the op defining `v`: an allocation (memref.alloc,
  /// bufferization.clone, ...) or a fresh call result.
  bool isFreshAllocation(Value v) const;
  /// The origins of `base` (a view base): {base} for a fresh call result
  /// (AliasAnalysis also lists the call's operands, as any call may return
  /// them), else AliasAnalysis::getRoots.
  std::vector<Value> getOrigins(Value base) const;
  /// AliasAnalysis::isSameAllocation, with fresh call results counted as
  /// allocations when it answers "unknown".
  std::optional<bool> isSameAllocation(Value a, Value b) const;
  const AliasAnalysis &getAnalysis() const { return analysis_; }

 private:
  const AliasAnalysis &analysis_;
  /// Callee name -> per result index, fresh or not (only callees with at
  /// least one fresh result).
  absl::flat_hash_map<std::string, std::vector<bool>> freshResults_;
  Operation *module_ = nullptr;
};

/// True if `memref` may alias (or is not proven distinct from) a value of
/// `others` (MLIR's potentiallyAliasesMemref).
bool potentiallyAliasesMemref(const DeallocAliasOracle &oracle, ArrayRef<Value> others, Value memref);

/// Adds the four patterns above (rooted at bufferization.dealloc, MLIR's
/// order). `oracle` must outlive the pattern set.
void populateBufferDeallocationSimplificationPatterns(PatternSet &patterns, const DeallocAliasOracle &oracle);

}  // namespace tbuf::dealloc
