// The greedy pattern rewrite driver (MLIR's GreedyPatternRewriteDriver):
// applies rewrite patterns and folds to every op in a region until nothing
// changes, the way `--canonicalize` does.
//
// Each iteration (at most `maxIterations`):
//  1. seeds a worklist with every op of the region (pre-order and reversed
//     for top-down processing, post-order otherwise); constants met on the
//     way are deduplicated and hoisted by an OperationFolder instead;
//  2. erases blocks unreachable from their region's entry;
//  3. pops ops: erases trivially dead ones, folds (materializing constant
//     results through the dialect's materializer, see fold_utils.h), else
//     tries the patterns rooted at the op's name plus the any-op patterns, in
//     decreasing benefit; every IR change reported to the rewriter's listener
//     updates the worklist (new ops, modified ops, users of replaced values,
//     definitions of operands of erased ops);
//  4. simplifies the regions (unreachable blocks, dead values and block
//     arguments, and in aggressive mode identical blocks), see region_utils.h.
// It stops when an iteration changes nothing (converged) or the bound is hit.
// Cost per iteration is linear in the IR size plus the work of the patterns.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/rewriter.h"

namespace tbuf {

/// A rewrite: returns success if it changed the IR (only through the
/// rewriter), failure without touching the IR otherwise.
using PatternFn = std::function<LogicalResult(Operation *, RewriterBase &)>;

struct RewritePattern {
  std::string rootName;  ///< op name matched; empty = any op
  PatternFn fn;
  unsigned benefit = 1;  ///< higher benefit is tried first
  std::string debugName;
};

/// A set of rewrite patterns (MLIR's RewritePatternSet).
class PatternSet {
 public:
  PatternSet &add(std::string_view rootName, PatternFn fn, unsigned benefit = 1, std::string_view debugName = {});
  PatternSet &addAnyOp(PatternFn fn, unsigned benefit = 1, std::string_view debugName = {});
  /// The canonicalization patterns (`OpDefinition::canonicalizers`) of `def`,
  /// labelled `<op name>#canonicalize<i>` (the names --canonicalize's
  /// enable/disable filters match) unless `withDebugNames` is false.
  PatternSet &addCanonicalizationPatterns(const OpDefinition &def, bool withDebugNames = true);
  /// The canonicalization patterns of every op registered in `ctx`. O(#ops
  /// registered + #patterns).
  PatternSet &addCanonicalizationPatterns(const Context &ctx, bool withDebugNames = true);

  const std::vector<RewritePattern> &getPatterns() const { return patterns_; }
  size_t size() const { return patterns_.size(); }

 private:
  std::vector<RewritePattern> patterns_;
};

enum class GreedySimplifyRegionLevel { Disabled, Normal, Aggressive };

/// Which ops the driver may rewrite.
enum class GreedyRewriteStrictness {
  AnyOp,              ///< any op in scope, including ones created on the way
  ExistingAndNewOps,  ///< the initial ops and ops created by rewrites
  ExistingOps,        ///< only the initial ops
};

struct GreedyRewriteConfig {
  static constexpr int64_t kNoLimit = -1;
  /// Seed the worklist top-down (pre-order) instead of bottom-up.
  bool useTopDownTraversal = false;
  GreedySimplifyRegionLevel regionSimplification = GreedySimplifyRegionLevel::Normal;
  /// Bound on worklist-seeding iterations (kNoLimit for none).
  int64_t maxIterations = 10;
  /// Bound on successful pattern applications per iteration.
  int64_t maxNumRewrites = kNoLimit;
  /// Fold ops (OpDefinition::fold and trait folds).
  bool fold = true;
  /// Deduplicate and hoist constants while seeding the worklist.
  bool cseConstants = true;
  /// Only ops nested under this region are added to the worklist (defaults
  /// to the region being simplified).
  Region *scope = nullptr;
  GreedyRewriteStrictness strictMode = GreedyRewriteStrictness::AnyOp;
  /// Also notified of every IR change (optional).
  RewriterBase::Listener *listener = nullptr;
};

/// Rewrites the ops in `region` (whose parent should be IsolatedFromAbove, so
/// that nothing outside changes) to a fixpoint. Returns success if it
/// converged; `*changed` tells whether the IR changed.
LogicalResult applyPatternsGreedily(Region &region, const PatternSet &patterns,
                                    GreedyRewriteConfig config = GreedyRewriteConfig(), bool *changed = nullptr);

/// Same for each region of `op` (not `op` itself).
LogicalResult applyPatternsGreedily(Operation *op, const PatternSet &patterns,
                                    GreedyRewriteConfig config = GreedyRewriteConfig(), bool *changed = nullptr);

/// Rewrites just `ops` (and, depending on `config.strictMode`, what the
/// rewrites produce) with one worklist pass, no region simplification.
/// Returns success if the worklist was emptied; `*allErased` tells whether
/// all of `ops` were erased.
LogicalResult applyOpPatternsGreedily(ArrayRef<Operation *> ops, const PatternSet &patterns,
                                      GreedyRewriteConfig config = GreedyRewriteConfig(), bool *changed = nullptr,
                                      bool *allErased = nullptr);

}  // namespace tbuf
