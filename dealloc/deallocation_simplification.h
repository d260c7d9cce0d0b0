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
// argument of an enclosing block" rule; with the module's inter-procedural
// ownership facts (the pass uses them when it runs on a module), call results
// a callee summary bounds, arguments of private functions distinct at every
// call site and allocations that never escape their function are told apart
// too.
#pragma once

#include <optional>
#include <vector>

#include "analysis/alias_analysis.h"
#include "dealloc/dealloc_op_cache.h"
#include "dealloc/interprocedural_ownership.h"
#include "transforms/greedy_rewrite.h"

namespace tbuf::dealloc {

/// The aliasing facts the patterns use: AliasAnalysis::isSameAllocation
/// (MLIR's BufferOriginAnalysis), optionally refined with the module's
/// inter-procedural ownership facts (a tbuf addition, see
/// interprocedural_ownership.h).
class DeallocAliasOracle {
 public:
  explicit DeallocAliasOracle(const AliasAnalysis &analysis) : analysis_(analysis) {}

  /// tbuf addition (MLIR treats every call result as an unknown buffer and
  /// knows nothing of other functions): answer with `facts` too, which must
  /// be built for the module the patterns run on and outlive the oracle.
  void useInterproceduralOwnership(const InterproceduralOwnership *facts) { facts_ = facts; }
  /// True if inter-procedural facts are in use (the answers may then differ
  /// from MLIR's, always towards "distinct").
  bool hasInterproceduralFacts() const { return facts_ != nullptr; }

  /// A buffer allocated by the op defining `v`: an allocation (memref.alloc,
  /// bufferization.clone, ...) or a fresh call result.
  bool isFreshAllocation(Value v) const;
  /// An origin standing for a new allocation: an allocation, or a call
  /// result with a bounded summary (its allocated part).
  bool isAllocationRoot(Value root) const;
  /// The origins of `base` (a view base): with inter-procedural facts, a
  /// call result with a bounded summary gives itself plus the origins of
  /// the operands it may be (AliasAnalysis lists every call operand, as any
  /// call may return them); else AliasAnalysis::getRoots.
  std::vector<Value> getOrigins(Value base) const;
  /// AliasAnalysis::isSameAllocation, refined with the inter-procedural
  /// facts when it answers "unknown".
  std::optional<bool> isSameAllocation(Value a, Value b) const;
  const AliasAnalysis &getAnalysis() const { return analysis_; }

 private:
  const AliasAnalysis &analysis_;
  const InterproceduralOwnership *facts_ = nullptr;
};

/// True if `memref` may alias (or is not proven distinct from) a value of
/// `others` (MLIR's potentiallyAliasesMemref).
bool potentiallyAliasesMemref(const DeallocAliasOracle &oracle, ArrayRef<Value> others, Value memref);

/// Adds the four patterns above (rooted at bufferization.dealloc, MLIR's
/// order). `oracle` and `ops` (which creates the ops the patterns insert)
/// must outlive the pattern set.
void populateBufferDeallocationSimplificationPatterns(PatternSet &patterns, const DeallocAliasOracle &oracle,
                                                      DeallocOpCache &ops);

}  // namespace tbuf::dealloc
